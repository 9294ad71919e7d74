// Fixture: bit-fields in unions, directly and in an anonymous or named struct inside the union, in
// the shape of a bindings generator's union bit-field tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

union edge_one_bit {
    unsigned int flag : 1;
};

union edge_two_widths {
    unsigned int wide : 31;
    unsigned char narrow : 1;
};

union edge_word_or_fields {
    int32_t raw;
    struct {
        int32_t op : 7;
        int32_t arg : 25;
    };
};

typedef union edge_reg_view_u {
    uint64_t bits;
    struct {
        uint64_t base : 40;
        uint64_t size : 20;
        uint64_t mode : 4;
    } f;
    struct {
        uint32_t lo;
        uint32_t hi;
    } halves;
} edge_reg_view_t;

union edge_small_mixed {
    uint16_t s : 12;
    uint8_t c : 5;
    bool b : 1;
};

struct edge_holds_bit_union {
    uint8_t kind;
    union {
        uint32_t all;
        struct {
            uint32_t lane : 5;
            uint32_t : 3;
            uint32_t : 0;
            uint32_t count : 24;
        };
    };
};

union edge_overflow_view {
    uint64_t raw;
    struct {
        uint32_t first : 30;
        uint32_t second : 30;
    };
};
