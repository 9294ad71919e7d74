// Fixture: a ray tracer's per-launch parameters, in the shape GPU renderers upload to a
// constant buffer before each frame.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <cuda_runtime.h>
#include <vector_types.h>

// The acceleration structure handle the tracer receives from the driver.
typedef unsigned long long TraversableHandle;
// A raw device address, written the way driver-API code spells it.
typedef unsigned long long CUdeviceptr;

#define MAX_LIGHTS 8
#define RAY_TYPE_COUNT 2

enum LightKind : unsigned char {
    LIGHT_POINT = 0,
    LIGHT_SPOT = 1,
    LIGHT_AREA = 2,
    LIGHT_DISTANT = 3,
};

struct PinholeCamera {
    float3 eye;
    float3 u;
    float3 v;
    float3 w;
    float aperture;
    float focus_distance;
};

struct __align__(16) SceneLight {
    float4 position_and_radius;
    float3 emitted;
    LightKind kind;
    unsigned char casts_shadow;
    unsigned short cone_degrees;
};

struct FrameBuffers {
    uchar4* color;
    float4* accumulation;
    float* depth;
    uint2 size;
    int2 pixel_offset;
};

struct LaunchParams {
    FrameBuffers frame;
    unsigned int subframe;
    unsigned int samples_per_pixel;
    unsigned int max_depth;
    PinholeCamera camera;
    SceneLight lights[MAX_LIGHTS];
    unsigned int light_count;
    TraversableHandle scene;
    cudaTextureObject_t environment;
    CUdeviceptr user_data;
    float scene_epsilon;
    bool show_normals;
};
