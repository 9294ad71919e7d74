#pragma once
#include <cuda_runtime.h>

#define MAX_NEIGHBORS 32

/// One SPH fluid particle with its neighbour list.
struct __align__(16) SphParticle {
    float4 position_density;
    float4 velocity_pressure;
    int neighbors[MAX_NEIGHBORS];
    unsigned short neighbor_count;
    unsigned char cell[3];
};

struct SphParams {
    float smoothing_length;
    float rest_density;
    float stiffness;
    float viscosity;
    float2 gravity_xy;
    double dt;
};
