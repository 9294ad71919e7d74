#pragma once
#include <cuda_runtime.h>

/// A pinhole camera: a 4x4 matrix as four rows, and doubles for the origin.
struct alignas(16) Camera {
    float4 view[4];
    float4 projection[4];
    double3 origin;
    float fov_y;
    int2 resolution;
};
