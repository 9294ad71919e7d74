// Fused bias + dropout + residual for transformer blocks, its backward, and Philox weight init.
#include <curand_kernel.h>
#include <stdint.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cu_types.cuh"

namespace corpus {
namespace dropout {

// out = residual + dropout(x + bias[col]); one Philox draw covers 4 consecutive elements.
template <typename T>
__global__ void bias_dropout_residual(const T *__restrict__ x, const T *__restrict__ bias,
                                      const T *__restrict__ residual, T *__restrict__ out,
                                      uint8_t *__restrict__ mask, int cols, long long n, float p_drop,
                                      unsigned long long seed, unsigned long long offset) {
    const long long tid = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    const long long stride = (long long)gridDim.x * blockDim.x * 4;
    curandStatePhilox4_32_10_t st;
    curand_init(seed, (unsigned long long)tid, offset, &st);
    const float keep = 1.0f - p_drop;
    const float scale = keep > 0.0f ? 1.0f / keep : 0.0f;
    for (long long base = tid * 4; base < n; base += stride) {
        const float4 r4 = curand_uniform4(&st);
        const float r[4] = {r4.x, r4.y, r4.z, r4.w};
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            const long long idx = base + j;
            if (idx >= n)
                break;
            const bool kept = r[j] < keep;
            float v = to_f32(x[idx]) + (bias != nullptr ? to_f32(bias[idx % cols]) : 0.0f);
            v = v * (kept ? scale : 0.0f) + to_f32(residual[idx]);
            out[idx] = from_f32<T>(v);
            if (mask != nullptr)
                mask[idx] = kept ? 1 : 0;
        }
    }
}

template <typename T>
__global__ void dropout_backward(const T *__restrict__ grad_out, const uint8_t *__restrict__ mask,
                                 T *__restrict__ grad_in, float scale, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x)
        grad_in[i] = from_f32<T>(mask[i] ? to_f32(grad_out[i]) * scale : 0.0f);
}

template __global__ void bias_dropout_residual<float>(const float *__restrict__, const float *__restrict__,
                                                      const float *__restrict__, float *__restrict__,
                                                      uint8_t *__restrict__, int, long long, float,
                                                      unsigned long long, unsigned long long);
template __global__ void bias_dropout_residual<__half>(const __half *__restrict__, const __half *__restrict__,
                                                       const __half *__restrict__, __half *__restrict__,
                                                       uint8_t *__restrict__, int, long long, float,
                                                       unsigned long long, unsigned long long);
template __global__ void bias_dropout_residual<__nv_bfloat16>(
    const __nv_bfloat16 *__restrict__, const __nv_bfloat16 *__restrict__, const __nv_bfloat16 *__restrict__,
    __nv_bfloat16 *__restrict__, uint8_t *__restrict__, int, long long, float, unsigned long long,
    unsigned long long);
template __global__ void dropout_backward<__half>(const __half *__restrict__, const uint8_t *__restrict__,
                                                  __half *__restrict__, float, long long);
template __global__ void dropout_backward<__nv_bfloat16>(const __nv_bfloat16 *__restrict__,
                                                         const uint8_t *__restrict__,
                                                         __nv_bfloat16 *__restrict__, float, long long);

} // namespace dropout
} // namespace corpus

// Normal(mean, stddev) initialisation; each thread writes 4 values per draw.
extern "C" __global__ void fill_normal_f32(float *dst, long long n, float mean, float stddev,
                                           unsigned long long seed) {
    const long long tid = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t st;
    curand_init(seed, (unsigned long long)tid, 0ull, &st);
    for (long long base = tid * 4; base < n; base += (long long)gridDim.x * blockDim.x * 4) {
        const float4 z = curand_normal4(&st);
        const float v[4] = {z.x, z.y, z.z, z.w};
        for (int j = 0; j < 4 && base + j < n; ++j)
            dst[base + j] = mean + stddev * v[j];
    }
}
