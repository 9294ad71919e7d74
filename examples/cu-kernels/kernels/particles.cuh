// The types the particle kernels share with the host. The crate imports them (build.rs); a
// type the crate defines in Rust instead (`SimParams`, src/main.rs) is checked member by member
// against this header.
#pragma once
#include <cuda_runtime.h>
#include <stdint.h>

namespace sim {

/// One particle: positions and velocities are float3 (12 bytes, aligned 4), so `mass`
/// follows `vel` with no hole.
struct Particle {
    float3 pos;
    float3 vel;
    float mass;
    uint32_t id;
};

/// The step's parameters, passed by value: a float4 (aligned 16) and bit-fields.
struct SimParams {
    float4 gravity;
    float dt;
    unsigned int mode : 3;
    bool wrap : 1;
    unsigned int substeps : 4;
};

enum class Boundary : uint8_t { Open = 0, Wall = 1, Periodic = 2 };

}  // namespace sim
