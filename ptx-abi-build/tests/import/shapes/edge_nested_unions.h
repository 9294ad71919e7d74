// Fixture: structs inside unions inside structs, and unions inside anonymous structs inside
// unions, in the shape of a bindings generator's nesting tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

struct edge_outer_named {
    union {
        struct edge_inner_rec {
            int32_t value;
        } rec;
        float as_float;
    } payload;
    int32_t trailer;
};

union edge_split_words {
    uint32_t word;
    struct {
        union {
            uint16_t low_a;
            uint16_t low_b;
        };
        union {
            uint16_t high_a;
            uint16_t high_b;
        };
    };
};

struct edge_layered {
    uint32_t head;
    union {
        uint32_t whole;
        struct {
            uint16_t half0;
            uint16_t half1;
        };
        struct {
            uint8_t q0, q1, q2, q3;
        };
    };
};

union edge_union_of_union {
    union {
        uint32_t wide;
        uint16_t narrow;
    } member;
};

struct __attribute__((aligned(32))) edge_three_deep {
    uint8_t tag;
    struct {
        union {
            struct {
                uint16_t x;
                uint16_t y;
            } point;
            uint32_t packed_xy;
        } where;
        uint16_t level;
    } node;
};

struct edge_named_union_member {
    union {
        uint32_t as_word;
        uint16_t as_half;
    } view;
    uint8_t after;
};
