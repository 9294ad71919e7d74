#pragma once
#include <cuda_runtime.h>

/// A rigid body's state: position, orientation (a quaternion) and their rates.
struct RigidBody {
    float3 position;
    float4 orientation;
    float3 linear_velocity;
    float3 angular_velocity;
    float inverse_mass;
    float3 inverse_inertia;
    unsigned int flags;
};

struct Contact {
    float3 point;
    float3 normal;
    float depth;
    int body_a, body_b;
};
