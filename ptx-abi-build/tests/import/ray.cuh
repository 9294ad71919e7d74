#pragma once
#include <cuda_runtime.h>

using Vec3 = float3;

struct Ray {
    Vec3 origin;
    float t_min;
    Vec3 direction;
    float t_max;
};

/// A hit record: where, what, and the barycentrics.
struct Hit {
    float t;
    int primitive;
    float2 barycentrics;
    unsigned int instance : 24;
    unsigned int mask : 8;
};
