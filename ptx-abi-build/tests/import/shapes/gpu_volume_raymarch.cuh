// Fixture: a volume ray-marcher's parameters, in the shape GPU volume renderers pass to their
// kernels: a 3D density texture, a transfer function, an output surface.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <cuda_runtime.h>
#include <vector_types.h>

#define TRANSFER_ENTRIES 32
#define CLIP_PLANES 6

struct Matrix3x4 {
    float4 rows[3];
};

struct ClipPlane {
    float3 normal;
    float offset;
};

struct TransferFunction {
    float4 colours[TRANSFER_ENTRIES];
    float density_scale;
    float brightness;
    float offset;
    float scale;
};

struct RaymarchParams {
    Matrix3x4 inverse_view;
    cudaTextureObject_t density;
    cudaTextureObject_t transfer_texture;
    cudaSurfaceObject_t output;
    uint2 image_size;
    int2 tile_origin;
    uchar4 clear_colour;
    alignas(16) float3 box_min;
    alignas(16) float3 box_max;
    ClipPlane clip[CLIP_PLANES];
    unsigned int clip_count;
    float step_size;
    int max_steps;
    float opacity_cutoff;
};

struct __align__(16) ShadingSample {
    float4 colour;
    float3 gradient;
    float depth;
};

typedef struct {
    cudaSurfaceObject_t colour;
    cudaSurfaceObject_t depth;
    __align__(8) uint2 size;
    unsigned char layer;
} RenderTargets;
