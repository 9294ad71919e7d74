#pragma once
#include <cuda_runtime.h>

/// A particle of a molecular dynamics step.
struct __align__(16) Atom {
    float3 position;
    float charge;
    float3 velocity;
    float mass;
    float3 force;
    int type;
};

struct SimulationBox {
    float3 lo;
    float3 hi;
    int3 periodic;
    double timestep;
    unsigned long long step;
};
