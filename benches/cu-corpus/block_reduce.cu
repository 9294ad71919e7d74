// Block and grid reductions with cooperative groups: row sums, row argmax, global double sum.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cu_types.cuh"

namespace cg = cooperative_groups;

namespace corpus {
namespace reduce {

template <typename T, int BLOCK>
__global__ void __launch_bounds__(BLOCK)
row_sum(const T *__restrict__ x, float *__restrict__ out, int cols, float scale) {
    __shared__ float partial[BLOCK / 32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const T *xr = x + (size_t)blockIdx.x * cols;
    float acc = 0.0f;
    for (int c = block.thread_rank(); c < cols; c += BLOCK)
        acc += to_f32(xr[c]);
    acc = cg::reduce(warp, acc, cg::plus<float>());
    if (warp.thread_rank() == 0)
        partial[warp.meta_group_rank()] = acc;
    block.sync();
    if (warp.meta_group_rank() == 0) {
        float v = warp.thread_rank() < BLOCK / 32 ? partial[warp.thread_rank()] : 0.0f;
        v = cg::reduce(warp, v, cg::plus<float>());
        if (warp.thread_rank() == 0)
            out[blockIdx.x] = v * scale;
    }
}

// Orders floats as unsigned ints; the low word holds ~index so ties pick the lowest index.
__device__ __forceinline__ unsigned long long argmax_key(float v, int idx) {
    unsigned int u = __float_as_uint(v);
    u = (u & 0x80000000u) ? ~u : (u | 0x80000000u);
    return ((unsigned long long)u << 32) | (unsigned int)(~idx);
}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
row_argmax(const float *__restrict__ x, int *__restrict__ idx_out, int cols) {
    __shared__ unsigned long long partial[BLOCK / 32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const float *xr = x + (size_t)blockIdx.x * cols;
    unsigned long long best = 0ull;
    for (int c = block.thread_rank(); c < cols; c += BLOCK) {
        const unsigned long long key = argmax_key(xr[c], c);
        best = key > best ? key : best;
    }
    best = cg::reduce(warp, best, cg::greater<unsigned long long>());
    if (warp.thread_rank() == 0)
        partial[warp.meta_group_rank()] = best;
    block.sync();
    if (warp.meta_group_rank() == 0) {
        unsigned long long v = warp.thread_rank() < BLOCK / 32 ? partial[warp.thread_rank()] : 0ull;
        v = cg::reduce(warp, v, cg::greater<unsigned long long>());
        if (warp.thread_rank() == 0)
            idx_out[blockIdx.x] = (int)(~(unsigned int)(v & 0xffffffffull));
    }
}

// Whole-array sum in double; *total must be zeroed first.
__global__ void sum_all_f64(const double *__restrict__ x, double *total, long long n) {
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    double acc = 0.0;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x)
        acc += x[i];
    acc = cg::reduce(warp, acc, cg::plus<double>());
    if (warp.thread_rank() == 0)
        atomicAdd(total, acc);
}

template __global__ void row_sum<float, 256>(const float *__restrict__, float *__restrict__, int, float);
template __global__ void row_sum<__half, 128>(const __half *__restrict__, float *__restrict__, int, float);
template __global__ void row_sum<__nv_bfloat16, 512>(const __nv_bfloat16 *__restrict__, float *__restrict__, int,
                                                     float);
template __global__ void row_argmax<256>(const float *__restrict__, int *__restrict__, int);
template __global__ void row_argmax<1024>(const float *__restrict__, int *__restrict__, int);

} // namespace reduce
} // namespace corpus
