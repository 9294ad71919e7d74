#pragma once
#include <cuda_runtime.h>
#include <stdint.h>

#define MAX_BONES 4

namespace render {
namespace mesh {

enum class VertexFlags : uint8_t { None = 0, Skinned = 1, Tangents = 2 };

typedef float3 Position;
using BoneIndex = uint16_t;

/// A skinned vertex.
struct Vertex {
    Position position;
    float2 uv;
    BoneIndex bones[MAX_BONES];
    float weights[MAX_BONES];
    VertexFlags flags;
};

struct Mesh {
    Vertex *vertices;
    uint32_t *indices;
    uint32_t vertex_count;
    uint32_t index_count;
};

}  // namespace mesh
}  // namespace render
