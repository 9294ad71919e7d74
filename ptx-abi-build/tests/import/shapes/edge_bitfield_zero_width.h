// Fixture: zero-width and unnamed bit-fields, before ordinary members and between named ones, in
// the shape of a bindings generator's layout tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

struct edge_skip_then_word {
    unsigned : 7;
    unsigned value;
};

struct edge_zero_break {
    uint8_t a : 3;
    int : 0;
    uint8_t b : 3;
};

struct edge_zero_short {
    unsigned a : 5;
    unsigned short : 0;
    unsigned b : 5;
    long long : 0;
    uint8_t c;
};

struct edge_unnamed_gaps {
    uint16_t head : 4;
    uint16_t : 4;
    uint16_t mid : 4;
    uint16_t : 0;
    uint16_t tail : 4;
};

struct edge_zero_after_member {
    char a;
    int : 0;
    char b;
};

struct __attribute__((packed)) edge_packed_skip {
    unsigned : 7;
    unsigned value;
};

struct edge_unnamed_only_gap {
    uint8_t first;
    uint32_t : 12;
    uint32_t : 0;
    uint8_t last;
};

struct edge_zero_long {
    unsigned long a : 64;
    unsigned long : 0;
    unsigned long b : 3;
    unsigned long : 0;
    uint8_t c;
};
