// Fixture: bit-fields under `#pragma pack`: some placed alike by NVRTC and nvcc, some not (those
// are refused), in the shape of a bindings generator's pragma-packed bit-field tests.
// ptx-abi-import:
// expect-skipped: edge_pp_straddle edge_pp_straddle2 edge_pp_unnamed_widens
#include <stdint.h>

#pragma pack(push, 1)
struct edge_pp_bytes {
    unsigned char a : 1;
    unsigned char b : 1;
    unsigned char c : 6;
    unsigned short d : 16;
    unsigned char e : 8;
};

struct edge_pp_straddle {
    char c;
    int x : 12;
    int y : 30;
    short s;
};

struct edge_pp_unnamed_lead {
    unsigned : 7;
    unsigned value;
};
#pragma pack(pop)

struct edge_pp_halves {
    unsigned short a : 16;
    unsigned short b : 16;
};

#pragma pack(push, 1)
struct edge_pp_wrapper {
    uint8_t lead;
    struct edge_pp_halves inner;
};
#pragma pack(pop)

#pragma pack(push, 2)
struct edge_pp_straddle2 {
    char c;
    int x : 12;
    int y : 30;
    short s;
};

struct edge_pp_aligned_units {
    uint16_t a : 8;
    uint16_t b : 8;
    uint32_t c : 32;
    uint8_t d;
};
#pragma pack(pop)

#pragma pack(push, 4)
struct edge_pp_unnamed_widens {
    uint8_t a;
    unsigned : 3;
    uint8_t b;
};
#pragma pack(pop)
