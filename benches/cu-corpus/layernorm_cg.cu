// LayerNorm forward (one warp per row) and gamma/beta gradients, using cooperative groups.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <math.h>
#include "cu_types.cuh"

namespace cg = cooperative_groups;

namespace corpus {
namespace norm {

template <typename T>
__global__ void layer_norm_fwd(const T *__restrict__ x, const T *__restrict__ gamma,
                               const T *__restrict__ beta, T *__restrict__ y, float *mean_out,
                               float *rstd_out, int rows, int cols, float eps) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const int row = blockIdx.x * (blockDim.x / 32) + warp.meta_group_rank();
    if (row >= rows)
        return;

    const T *xr = x + (size_t)row * cols;
    float sum = 0.0f, sq = 0.0f;
    for (int c = warp.thread_rank(); c < cols; c += warp.size()) {
        float v = to_f32(xr[c]);
        sum += v;
        sq += v * v;
    }
    sum = cg::reduce(warp, sum, cg::plus<float>());
    sq = cg::reduce(warp, sq, cg::plus<float>());
    const float mean = sum / cols;
    const float var = fmaxf(sq / cols - mean * mean, 0.0f);
    const float rstd = rsqrtf(var + eps);

    T *yr = y + (size_t)row * cols;
    for (int c = warp.thread_rank(); c < cols; c += warp.size()) {
        float g = gamma ? to_f32(gamma[c]) : 1.0f;
        float b = beta ? to_f32(beta[c]) : 0.0f;
        yr[c] = from_f32<T>((to_f32(xr[c]) - mean) * rstd * g + b);
    }
    if (warp.thread_rank() == 0) {
        if (mean_out)
            mean_out[row] = mean;
        if (rstd_out)
            rstd_out[row] = rstd;
    }
}

// dgamma[c] = sum_r dy * xhat, dbeta[c] = sum_r dy. Block of 32x8 threads covers 32 columns.
template <typename T>
__global__ void layer_norm_grad_affine(const T *__restrict__ dy, const T *__restrict__ x,
                                       const float *__restrict__ mean, const float *__restrict__ rstd,
                                       float *dgamma, float *dbeta, int rows, int cols) {
    __shared__ float part_g[8][33];
    __shared__ float part_b[8][33];
    const int col = blockIdx.x * 32 + threadIdx.x;
    float acc_g = 0.0f, acc_b = 0.0f;
    if (col < cols) {
        for (int r = blockIdx.y * 8 + threadIdx.y; r < rows; r += gridDim.y * 8) {
            size_t idx = (size_t)r * cols + col;
            float g = to_f32(dy[idx]);
            acc_g += g * (to_f32(x[idx]) - mean[r]) * rstd[r];
            acc_b += g;
        }
    }
    part_g[threadIdx.y][threadIdx.x] = acc_g;
    part_b[threadIdx.y][threadIdx.x] = acc_b;
    cg::sync(cg::this_thread_block());
    if (threadIdx.y == 0 && col < cols) {
        for (int i = 1; i < 8; ++i) {
            acc_g += part_g[i][threadIdx.x];
            acc_b += part_b[i][threadIdx.x];
        }
        atomicAdd(&dgamma[col], acc_g);
        atomicAdd(&dbeta[col], acc_b);
    }
}

template __global__ void layer_norm_fwd<float>(const float *__restrict__, const float *__restrict__,
                                               const float *__restrict__, float *__restrict__, float *,
                                               float *, int, int, float);
template __global__ void layer_norm_fwd<__half>(const __half *__restrict__, const __half *__restrict__,
                                                const __half *__restrict__, __half *__restrict__, float *,
                                                float *, int, int, float);
template __global__ void layer_norm_fwd<__nv_bfloat16>(const __nv_bfloat16 *__restrict__,
                                                       const __nv_bfloat16 *__restrict__,
                                                       const __nv_bfloat16 *__restrict__,
                                                       __nv_bfloat16 *__restrict__, float *, float *, int,
                                                       int, float);
template __global__ void layer_norm_grad_affine<float>(const float *__restrict__, const float *__restrict__,
                                                       const float *__restrict__, const float *__restrict__,
                                                       float *, float *, int, int);
template __global__ void layer_norm_grad_affine<__nv_bfloat16>(const __nv_bfloat16 *__restrict__,
                                                               const __nv_bfloat16 *__restrict__,
                                                               const float *__restrict__,
                                                               const float *__restrict__, float *, float *,
                                                               int, int);

} // namespace norm
} // namespace corpus
