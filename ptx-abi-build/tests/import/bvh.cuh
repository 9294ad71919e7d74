#pragma once
#include <cuda_runtime.h>

/// A BVH node: bounds, then a child index or a primitive range.
struct BvhNode {
    float3 lo;
    union {
        int left_child;
        int first_primitive;
    };
    float3 hi;
    unsigned short primitive_count;
    unsigned char axis : 2;
    unsigned char is_leaf : 1;
};
