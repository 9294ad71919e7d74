// Fixture: shader-binding-table records, in the shape GPU ray tracers lay them out: a 32-byte
// opaque header the driver fills, then the program's own data.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <cuda_runtime.h>
#include <vector_types.h>

#define RECORD_ALIGNMENT 16
#define RECORD_HEADER_BYTES 32
// Repeated further down exactly as here, as headers that share a constant often do.
#define MAX_TEXCOORD_SETS 2

typedef unsigned long long CUdeviceptr;

struct RaygenData {
    float3 eye;
    float tmin;
};

struct MissData {
    float4 background;
    cudaTextureObject_t sky;
};

struct TriangleMeshData {
    float3* positions;
    float3* normals;
    float2* texcoords[MAX_TEXCOORD_SETS];
    uint3* indices;
    unsigned int triangle_count;
};

#define MAX_TEXCOORD_SETS 2

struct HitData {
    TriangleMeshData mesh;
    float4 base_color;
    cudaTextureObject_t albedo_map;
    cudaTextureObject_t normal_map;
    float roughness;
    float metallic;
};

struct __align__(RECORD_ALIGNMENT) RaygenRecord {
    char header[RECORD_HEADER_BYTES];
    RaygenData data;
};

struct __align__(RECORD_ALIGNMENT) MissRecord {
    char header[RECORD_HEADER_BYTES];
    MissData data;
};

struct __align__(16) HitRecord {
    char header[32];
    HitData data;
};

struct EmptyPayload {
    int unused;
};

// The header aligned as a member rather than on the record.
struct CallableRecord {
    __align__(RECORD_ALIGNMENT) char header[RECORD_HEADER_BYTES];
    EmptyPayload data;
};

struct BindingTable {
    CUdeviceptr raygen;
    CUdeviceptr miss;
    unsigned int miss_stride;
    unsigned int miss_count;
    CUdeviceptr hit;
    unsigned int hit_stride;
    unsigned int hit_count;
};
