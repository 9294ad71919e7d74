// Fixture: a ray tracer's scene instances and geometry inputs, in the shape GPU tracers fill
// on the host before building acceleration structures.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stdint.h>
#include <cuda_runtime.h>
#include <vector_types.h>

typedef unsigned long long TraversableHandle;
typedef unsigned long long CUdeviceptr;

#define TRANSFORM_FLOATS 12
#define INSTANCE_ALIGN 16
#define INSTANCE_ALIGN 16
#define MAX_MOTION_KEYS 4

enum InstanceFlags : unsigned int {
    INSTANCE_NONE = 0,
    INSTANCE_NO_CULL = 1u << 0,
    INSTANCE_FLIP_FACING = 1u << 1,
    INSTANCE_FORCE_OPAQUE = 1u << 2,
    INSTANCE_FORCE_ANYHIT = 1u << 3,
};

enum VertexFormat : int {
    VERTEX_FLOAT3 = 0x2121,
    VERTEX_FLOAT2 = 0x2122,
    VERTEX_HALF3 = 0x2123,
};

typedef struct __align__(INSTANCE_ALIGN) SceneInstance {
    float transform[TRANSFORM_FLOATS];
    unsigned int instance_id : 24;
    unsigned int visibility : 8;
    unsigned int sbt_offset : 24;
    unsigned int flags : 8;
    TraversableHandle child;
    unsigned int pad[2];
} SceneInstance;

typedef struct {
    CUdeviceptr vertex_buffers[MAX_MOTION_KEYS];
    unsigned int vertex_count;
    VertexFormat vertex_format;
    unsigned int vertex_stride;
    CUdeviceptr index_buffer;
    unsigned int triangle_count;
    unsigned int index_stride;
    CUdeviceptr per_primitive_sbt;
    unsigned int sbt_record_count;
} TriangleInput;

struct MotionKey {
    float4 rotation;
    float3 translation;
    float3 scale;
    float time;
};

struct __align__(64) MotionTransform {
    TraversableHandle child;
    unsigned short key_count;
    unsigned short flags;
    float time_begin;
    float time_end;
    MotionKey keys[2];
};

struct BuildInputs {
    SceneInstance* instances;
    TriangleInput triangles[2];
    InstanceFlags default_flags;
    unsigned int instance_count;
};
