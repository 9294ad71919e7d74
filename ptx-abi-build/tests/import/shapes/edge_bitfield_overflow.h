// Fixture: bit-fields that overflow their unit (two 30-bit fields in 32-bit units, many narrow
// char fields, long runs of flags), in the shape of a bindings generator's layout tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

struct edge_thirty_pair {
    unsigned first : 30;
    unsigned second : 30;
};

struct edge_char_lanes {
    unsigned char lane0 : 3;
    unsigned char lane1 : 3;
    unsigned char lane2 : 3;
    unsigned char lane3 : 3;
    unsigned char lane4 : 3;
    unsigned char lane5 : 3;
    unsigned char lane6 : 3;
    unsigned char lane7 : 3;
    unsigned char lane8 : 3;
    unsigned char lane9 : 3;
    unsigned char lane10 : 3;
};

struct edge_signed_chars {
    char s0 : 1;
    char s1 : 1;
    char s2 : 1;
    char s3 : 1;
    char s4 : 1;
    char s5 : 1;
    char s6 : 1;
    char s7 : 1;
    char s8 : 2;
    char s9 : 7;
};

typedef struct {
    unsigned int can_read : 4;
    unsigned int can_write : 4;
    unsigned int can_map : 4;
    unsigned int can_pin : 4;
    unsigned int can_share : 4;
    unsigned int can_lock : 4;
    unsigned int can_wait : 4;
    unsigned int can_poll : 4;
    unsigned int can_signal : 4;
    unsigned int can_reset : 4;
    unsigned int : 8;
    unsigned int : 16;
    unsigned int : 32;
} edge_feature_bits;

struct edge_spill_three {
    uint32_t a : 20;
    uint32_t b : 20;
    uint32_t c : 20;
    uint8_t d;
};

struct edge_spill_64 {
    unsigned long long a : 40;
    unsigned long long b : 40;
    uint16_t tail;
};
