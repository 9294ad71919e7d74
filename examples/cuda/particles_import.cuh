// A CUDA header of the kind `examples/03_import_header.rs` imports: its types become
// `#[derive(PtxAbi)]` Rust with their layout assertions.
#pragma once
#include <cuda_runtime.h>
#include <stdint.h>

#define MAX_NEIGHBOURS 6

/// What a particle is made of.
enum class Species : uint8_t { Electron = 1, Proton = 2, Ion = 3 };

/// One particle: vectors, bit-fields of an enum and of integers.
struct Particle {
    float3 pos;
    float4 vel;  // w: the mass
    Species species : 2;
    bool alive : 1;
    uint16_t age : 13;
    int8_t kicks : 6;
};

/// A cell of the neighbour grid, aligned for 128-bit loads.
struct __align__(16) Cell {
    uint32_t first;
    uint16_t count;
    uint16_t neighbours[MAX_NEIGHBOURS];
};

/// A wire record: packed, as the instrument writes it.
#pragma pack(push, 1)
struct Sample {
    uint8_t sensor;
    int16_t temperature;
    uint32_t pressure : 20;
    uint32_t valid : 1;
    double time;
};
#pragma pack(pop)
