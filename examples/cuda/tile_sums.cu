// The kernel of `examples/05_tma_tile.rs`: a TMA (Hopper, sm_90) kernel that takes its tensor map
// by value, as `const __grid_constant__ CUtensorMap`, loads one 16 x 16 tile of floats into
// shared memory with `cp.async.bulk.tensor` (completion on an mbarrier), and writes each row's
// sum, scaled (and negated if the job's bit says so), to `sums`.
#include <cuda.h>
#include "tile_job.h"

#define TILE 16

__device__ static inline unsigned shared_address(const void *p)
{
    return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

extern "C" __global__ void tile_sums(const __grid_constant__ CUtensorMap map, TileJob job, float *sums)
{
    __shared__ alignas(128) float tile[TILE][TILE];
    __shared__ alignas(8) unsigned long long barrier;
    const int x = (job.first_tile_x + blockIdx.x) * TILE;
    const int y = job.tile_y * TILE;
    if (threadIdx.x == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(shared_address(&barrier)));
        asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
                     ::"r"(shared_address(&barrier)), "r"((unsigned)sizeof(tile))
                     : "memory");
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                     " [%0], [%1, {%2, %3}], [%4];"
                     ::"r"(shared_address(tile)), "l"(&map), "r"(x), "r"(y),
                     "r"(shared_address(&barrier))
                     : "memory");
    }
    asm volatile("{\n\t.reg .pred done;\nWAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], 0;\n\t"
                 "@!done bra WAIT;\n}"
                 ::"r"(shared_address(&barrier))
                 : "memory");
    if (threadIdx.x < TILE) {
        float sum = 0.0f;
        for (int c = 0; c < TILE; ++c) {
            sum += tile[threadIdx.x][c];
        }
        sum *= job.scale;
        sums[blockIdx.x * TILE + threadIdx.x] = job.negate ? -sum : sum;
    }
}
