// Fixture: bit-fields of several unit types in one struct, and how units align around ordinary
// members, in the shape of a bindings generator's bit-field alignment tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

struct edge_units_all {
    char c3 : 3;
    short s9 : 9;
    int i17 : 17;
    long long l40 : 40;
    char c5 : 5;
};

struct edge_byte_then_bits {
    uint8_t lead;
    unsigned f0 : 1;
    unsigned f1 : 1;
    unsigned f2 : 1;
    unsigned f3 : 1;
    unsigned f4 : 1;
    unsigned f5 : 1;
    unsigned f6 : 1;
    unsigned f7 : 1;
    unsigned f8 : 1;
    unsigned f9 : 1;
    uint8_t follow;
};

struct edge_wide_then_byte {
    unsigned low : 31;
    unsigned char top : 1;
};

struct edge_bits_then_word {
    uint8_t lead;
    unsigned p : 1;
    unsigned q : 1;
    unsigned word;
};

struct edge_clock {
    unsigned short sec : 6;
    unsigned short min : 6;
    unsigned short hour : 5;
    unsigned short day : 5;
};

struct edge_clock_tail_bits {
    unsigned short sec : 6;
    unsigned short min : 6;
    unsigned short hour : 5;
    unsigned short day : 5;
    unsigned char tick : 8;
};

struct edge_clock_tail_byte {
    unsigned short sec : 6;
    unsigned short min : 6;
    unsigned short hour : 5;
    unsigned short day : 5;
    unsigned char tick;
};

struct edge_interleaved {
    uint16_t a : 3;
    uint32_t b;
    uint8_t c : 2;
    uint64_t d : 33;
    uint16_t e;
    int8_t f : 4;
};
