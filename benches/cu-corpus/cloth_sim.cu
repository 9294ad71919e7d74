// Position-based cloth: Verlet prediction, Jacobi distance constraints, sphere collision, normals.
#include <math.h>
#include "cu_vec.cuh"

// Derives the shared integrator fields (dt, gravity, counts) from SimParamsBase.
struct ClothParams : SimParamsBase {
    int2 grid;         // particles along u and v
    float stiffness;   // constraint relaxation per iteration, 0..1
    float damping;     // velocity damping, 0..1
    float4 wind;       // xyz direction, w strength
    float3 collider_center;
    float collider_radius;
};

namespace corpus {
namespace cloth {

__global__ void predict_positions(float4 *pos, float4 *prev, const float *inv_mass, ClothParams p) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= p.num_particles || inv_mass[i] == 0.0f)
        return; // pinned particles stay put
    const float4 cur = pos[i];
    const float3 x = xyz(cur);
    const float3 v = (x - xyz(prev[i])) * (1.0f - p.damping);
    const float gust = 0.75f + 0.25f * __sinf(0.37f * x.x + 0.21f * x.z);
    const float3 acc = p.gravity + xyz(p.wind) * (p.wind.w * gust);
    const float h = p.dt / p.substeps;
    const float3 xn = x + v + acc * (h * h);
    prev[i] = cur;
    pos[i] = make_float4(xn.x, xn.y, xn.z, cur.w);
}

// Accumulates corrections in delta.xyz and a constraint count in delta.w.
__global__ void solve_distance(const float4 *__restrict__ pos, float4 *delta, const int2 *__restrict__ edges,
                               const float *__restrict__ rest, const float *__restrict__ inv_mass,
                               int num_edges, ClothParams p) {
    const int e = blockIdx.x * blockDim.x + threadIdx.x;
    if (e >= num_edges)
        return;
    const int2 ab = edges[e];
    const float wa = inv_mass[ab.x], wb = inv_mass[ab.y];
    const float3 d = xyz(pos[ab.y]) - xyz(pos[ab.x]);
    const float len = sqrtf(dot3(d, d));
    if (wa + wb == 0.0f || len < 1e-7f)
        return;
    const float3 corr = d * ((len - rest[e]) / (len * (wa + wb)) * p.stiffness);
    atomicAdd(&delta[ab.x].x, corr.x * wa);
    atomicAdd(&delta[ab.x].y, corr.y * wa);
    atomicAdd(&delta[ab.x].z, corr.z * wa);
    atomicAdd(&delta[ab.x].w, 1.0f);
    atomicAdd(&delta[ab.y].x, -corr.x * wb);
    atomicAdd(&delta[ab.y].y, -corr.y * wb);
    atomicAdd(&delta[ab.y].z, -corr.z * wb);
    atomicAdd(&delta[ab.y].w, 1.0f);
}

__global__ void apply_deltas(float4 *pos, float4 *delta, ClothParams p) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= p.num_particles)
        return;
    const float4 d = delta[i];
    float4 x = pos[i];
    if (d.w > 0.0f) {
        const float s = 1.5f / d.w; // over-relaxed averaging
        x.x += d.x * s;
        x.y += d.y * s;
        x.z += d.z * s;
    }
    const float3 rel = xyz(x) - p.collider_center;
    const float dist2 = dot3(rel, rel);
    if (dist2 < p.collider_radius * p.collider_radius) {
        const float3 out = p.collider_center + rel * (p.collider_radius * rsqrtf(fmaxf(dist2, 1e-12f)));
        x = make_float4(out.x, out.y, out.z, x.w);
    }
    pos[i] = x;
    delta[i] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
}

// Vertex normals of the cloth grid from central differences.
__global__ void grid_normals(const float4 *__restrict__ pos, float3 *__restrict__ normals, ClothParams p) {
    const int u = blockIdx.x * blockDim.x + threadIdx.x;
    const int v = blockIdx.y * blockDim.y + threadIdx.y;
    if (u >= p.grid.x || v >= p.grid.y)
        return;
    const int u0 = max(u - 1, 0), u1 = min(u + 1, p.grid.x - 1);
    const int v0 = max(v - 1, 0), v1 = min(v + 1, p.grid.y - 1);
    const float3 du = xyz(pos[v * p.grid.x + u1]) - xyz(pos[v * p.grid.x + u0]);
    const float3 dv = xyz(pos[v1 * p.grid.x + u]) - xyz(pos[v0 * p.grid.x + u]);
    normals[v * p.grid.x + u] = normalize3(cross3(du, dv));
}

} // namespace cloth
} // namespace corpus
