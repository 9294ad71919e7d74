// Gravitational N-body: tiled all-pairs forces, leapfrog integration, energy and grid binning.
#include <math.h>
#include "cu_vec.cuh"

namespace corpus {
namespace physics {

// pos_mass: xyz position, w mass. Padding bodies have zero mass, so they add nothing.
template <int TILE>
__global__ void __launch_bounds__(TILE)
nbody_accel(const float4 *__restrict__ pos_mass, float3 *__restrict__ accel, int n, float softening2,
            float gravity_const) {
    __shared__ float4 tile[TILE];
    const int i = blockIdx.x * TILE + threadIdx.x;
    const float4 pi = i < n ? pos_mass[i] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    float3 a = make_float3(0.0f, 0.0f, 0.0f);
    for (int base = 0; base < n; base += TILE) {
        const int j = base + threadIdx.x;
        tile[threadIdx.x] = j < n ? pos_mass[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        __syncthreads();
#pragma unroll 8
        for (int t = 0; t < TILE; ++t) {
            const float4 pj = tile[t];
            const float3 d = make_float3(pj.x - pi.x, pj.y - pi.y, pj.z - pi.z);
            const float inv = rsqrtf(dot3(d, d) + softening2);
            a = a + d * (pj.w * inv * inv * inv);
        }
        __syncthreads();
    }
    if (i < n)
        accel[i] = a * gravity_const;
}

// Kick-drift: v += a*dt, x += v*dt, with velocity damping.
__global__ void leapfrog_step(float4 *__restrict__ pos_mass, float4 *__restrict__ vel,
                              const float3 *__restrict__ accel, int n, float dt, float damping) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float4 v = vel[i];
    const float3 a = accel[i];
    v.x = (v.x + a.x * dt) * damping;
    v.y = (v.y + a.y * dt) * damping;
    v.z = (v.z + a.z * dt) * damping;
    vel[i] = v;
    float4 p = pos_mass[i];
    p.x += v.x * dt;
    p.y += v.y * dt;
    p.z += v.z * dt;
    pos_mass[i] = p;
}

__global__ void kinetic_energy(const float4 *__restrict__ pos_mass, const float4 *__restrict__ vel,
                               double *energy, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    double e = 0.0;
    if (i < n) {
        const float4 v = vel[i];
        e = 0.5 * pos_mass[i].w * (double)(v.x * v.x + v.y * v.y + v.z * v.z);
    }
    for (int off = 16; off > 0; off >>= 1)
        e += __shfl_down_sync(0xffffffffu, e, off);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(energy, e);
}

// Bins bodies into a uniform grid; cell_counts must be zeroed first.
__global__ void bin_to_grid(const float4 *__restrict__ pos_mass, int *cell_of, int *cell_counts, int n,
                            float3 grid_min, float inv_cell, int3 dims) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    const float3 rel = (xyz(pos_mass[i]) - grid_min) * inv_cell;
    const int cx = min(max((int)rel.x, 0), dims.x - 1);
    const int cy = min(max((int)rel.y, 0), dims.y - 1);
    const int cz = min(max((int)rel.z, 0), dims.z - 1);
    const int cell = (cz * dims.y + cy) * dims.x + cx;
    cell_of[i] = cell;
    atomicAdd(&cell_counts[cell], 1);
}

template __global__ void nbody_accel<128>(const float4 *__restrict__, float3 *__restrict__, int, float, float);
template __global__ void nbody_accel<256>(const float4 *__restrict__, float3 *__restrict__, int, float, float);

} // namespace physics
} // namespace corpus
