// RMSNorm kernels for LLM inference: fp32 reference and fused residual-add in half2.
#include <cuda_fp16.h>
#include <math.h>
#include "cu_common.cuh"

// One block per row; the row is cached in dynamic shared memory, followed by warp partials.
extern "C" __global__ void __launch_bounds__(512)
rmsnorm_f32(const float *__restrict__ x, const float *__restrict__ weight, float *__restrict__ y,
            int cols, float eps) {
    extern __shared__ float smem[];
    float *row = smem;
    float *partial = smem + cols;
    const float *xr = x + (size_t)blockIdx.x * cols;
    float sq = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
        float v = xr[c];
        row[c] = v;
        sq += v * v;
    }
    sq = corpus::warp_sum(sq);
    if ((threadIdx.x & 31) == 0)
        partial[threadIdx.x >> 5] = sq;
    __syncthreads();
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (int w = 0; w < (int)(blockDim.x + 31) / 32; ++w)
            total += partial[w];
        partial[0] = rsqrtf(total / cols + eps);
    }
    __syncthreads();
    const float inv_rms = partial[0];
    float *yr = y + (size_t)blockIdx.x * cols;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        yr[c] = row[c] * inv_rms * weight[c];
}

namespace corpus {

// residual += hidden; hidden = rmsnorm(residual) * weight * out_scale. Operates on pairs.
__global__ void __launch_bounds__(1024)
fused_add_rmsnorm_h2(__half2 *__restrict__ hidden, __half2 *__restrict__ residual,
                     const __half2 *__restrict__ weight, int pairs_per_row, float eps,
                     __half2 out_scale) {
    extern __shared__ float warp_sums[];
    const size_t base = (size_t)blockIdx.x * pairs_per_row;
    float sq = 0.0f;
    for (int i = threadIdx.x; i < pairs_per_row; i += blockDim.x) {
        __half2 r = __hadd2(residual[base + i], hidden[base + i]);
        residual[base + i] = r;
        float2 f = __half22float2(r);
        sq += f.x * f.x + f.y * f.y;
    }
    sq = warp_sum(sq);
    if ((threadIdx.x & 31) == 0)
        warp_sums[threadIdx.x >> 5] = sq;
    __syncthreads();
    if (threadIdx.x < 32) {
        const int nwarps = (blockDim.x + 31) / 32;
        float v = threadIdx.x < nwarps ? warp_sums[threadIdx.x] : 0.0f;
        v = warp_sum(v);
        if (threadIdx.x == 0)
            warp_sums[0] = rsqrtf(v / (2.0f * pairs_per_row) + eps);
    }
    __syncthreads();
    const __half2 inv = __float2half2_rn(warp_sums[0]);
    for (int i = threadIdx.x; i < pairs_per_row; i += blockDim.x) {
        __half2 r = residual[base + i];
        hidden[base + i] = __hmul2(__hmul2(__hmul2(r, inv), weight[i]), out_scale);
    }
}

} // namespace corpus

#ifndef __CUDACC_RTC__
#include <cuda_runtime.h>

namespace corpus {

cudaError_t launch_rmsnorm_f32(const float *x, const float *weight, float *y, int rows, int cols,
                               float eps, cudaStream_t stream) {
    int threads = cols < 512 ? ((cols + 31) / 32) * 32 : 512;
    size_t smem = (cols + threads / 32) * sizeof(float);
    rmsnorm_f32<<<rows, threads, smem, stream>>>(x, weight, y, cols, eps);
    return cudaGetLastError();
}

cudaError_t launch_fused_add_rmsnorm(__half *hidden, __half *residual, const __half *weight, int rows,
                                     int cols, float eps, cudaStream_t stream) {
    if (cols % 2 != 0)
        return cudaErrorInvalidValue;
    const int pairs = cols / 2;
    int threads = pairs < 1024 ? ((pairs + 31) / 32) * 32 : 1024;
    size_t smem = (threads / 32) * sizeof(float);
    __half2 one = __float2half2_rn(1.0f);
    fused_add_rmsnorm_h2<<<rows, threads, smem, stream>>>(
        reinterpret_cast<__half2 *>(hidden), reinterpret_cast<__half2 *>(residual),
        reinterpret_cast<const __half2 *>(weight), pairs, eps, one);
    return cudaGetLastError();
}

} // namespace corpus
#endif // __CUDACC_RTC__
