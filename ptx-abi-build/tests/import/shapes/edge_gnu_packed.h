// Fixture: `__attribute__((packed))` structs, with and without bit-fields, and a struct that holds
// one, in the shape of a bindings generator's packed bit-field tests.
// ptx-abi-import:
// expect-skipped: edge_packed_aligned2
#include <stdint.h>

struct __attribute__((packed)) edge_packed_stamp {
    unsigned char hour : 5;
    unsigned char minute : 6;
    signed short offset : 13;
};

enum __attribute__((packed)) edge_packed_kind {
    EDGE_PACKED_KIND_NONE,
    EDGE_PACKED_KIND_SOME,
};

struct __attribute__((packed)) edge_packed_pair {
    char tag;
    short value;
    enum edge_packed_kind kind;
};

struct __attribute__((packed)) edge_packed_mix {
    uint8_t kind;
    uint32_t count : 20;
    uint32_t flags : 12;
    uint64_t stamp;
};

struct __attribute__((__packed__)) edge_packed_wide {
    uint16_t a : 9;
    unsigned long b : 50;
    uint8_t c : 5;
    unsigned long d : 40;
};

struct edge_holds_packed {
    uint8_t lead;
    struct edge_packed_mix m;
    uint32_t after;
};

struct __attribute__((packed, aligned(2))) edge_packed_aligned2 {
    uint8_t a;
    uint32_t b;
    uint8_t c;
};
