#pragma once
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda.h>
#include <stdint.h>

#define MAX_PARTICLES 4096
#define NEG (-3)

namespace sim {
/// How a particle moves.
enum class Kind : uint8_t { Still = 0, Moving = 1, Dead = 2 };

/// One particle.
struct __align__(16) Particle {
    float3 pos;      ///< position
    float4 vel;
    Kind kind : 2;   // the kind
    unsigned flags : 6;
    int : 0;
    uint16_t ids[2][3];
    struct Particle *next;
    __half h;
    struct { int a; short b; } inner;
    union { int i; float f; };
};

typedef struct { double m[4]; } Mat2;
using Id = uint32_t;

#pragma pack(push, 1)
struct Wire { char c; int i; double d; };
#pragma pack(pop)
struct __attribute__((packed)) Bits { char c; int x : 12; int y : 30; short s; };
struct Big { __int128 a : 70; Id id; Mat2 m; CUtensorMap map; void *p; };
}
