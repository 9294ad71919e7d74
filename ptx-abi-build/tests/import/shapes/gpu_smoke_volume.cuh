// Fixture: a smoke-particle renderer's parameters, in the shape GPU volume demos pass to their
// advection and shading kernels.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <cuda_runtime.h>
#include <vector_types.h>

#define NOISE_OCTAVES 4
#define NOISE_TABLE_SIZE 64
#define SLICE_COUNT (NOISE_TABLE_SIZE / 2)

typedef struct {
    float3 wind;
    float step_seconds;
    float3 emitter_position;
    float emitter_radius;
    float noise_frequency;
    float noise_amplitude;
    float octave_gain[NOISE_OCTAVES];
    float3 light_direction;
    float light_attenuation;
    unsigned int alive_count;
    unsigned int max_age;
    bool sort_back_to_front;
} SmokeParams;

typedef struct SmokeParticle {
    float4 position_age;
    float4 velocity_life;
} SmokeParticle;

typedef struct VolumeSlices {
    cudaSurfaceObject_t slices[SLICE_COUNT];
    cudaTextureObject_t noise;
    cudaTextureObject_t shadow;
    uint2 slice_size;
    int2 slice_origin;
    uchar4 tint;
} VolumeSlices;

struct __align__(8) SortKey {
    float depth;
    unsigned int index;
};
