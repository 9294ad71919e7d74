// Fixture: attributes after the closing brace (packed bit-fields, an aligned union) imported as
// nvcc lays them out, beside a `#pragma pack` bit-field layout refused even for nvcc.
// ptx-abi-import: --compiler nvcc
// expect-skipped: edge_tr_pack_straddle
#include <stdint.h>

struct edge_tr_timing {
    unsigned char lane : 6;
    unsigned char phase : 3;
    signed short drift : 14;
} __attribute__((packed));

struct edge_tr_pair {
    char b;
    short c;
} __attribute__((packed));

union edge_tr_u16 {
    unsigned char v;
} __attribute__((__aligned__(16)));

union edge_tr_wrap {
    union edge_tr_u16 inner;
};

struct edge_tr_skip {
    unsigned : 7;
    unsigned a;
} __attribute__((packed));

enum edge_tr_level {
    EDGE_TR_LOW = -1,
    EDGE_TR_HIGH = 1
} __attribute__((packed));

#pragma pack(push, 1)
struct edge_tr_pack_straddle {
    char c;
    int x : 12;
    int y : 30;
    short s;
};
#pragma pack(pop)
