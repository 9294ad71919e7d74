#pragma once
#include <cuda_runtime.h>

struct Spring {
    int a, b;
    float rest_length;
    float stiffness;
};

/// A cloth mesh in device memory.
struct Cloth {
    float3 *positions;
    float3 *velocities;
    const Spring *springs;
    unsigned int vertex_count;
    unsigned int spring_count;
    float damping;
};
