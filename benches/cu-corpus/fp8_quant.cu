// FP8 (E4M3) quantization for inference: per-tensor amax, quantize/dequantize, per-row scales, GEMV.
#include <cuda_fp8.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cu_common.cuh"
#include "cu_types.cuh"

namespace corpus {
namespace fp8 {

constexpr float kE4M3Max = 448.0f;

// amax must start at 0; non-negative floats order like their int bit patterns.
template <typename T>
__global__ void absmax(const T *__restrict__ x, float *amax, long long n) {
    float m = 0.0f;
    for (long long i = global_tid(); i < n; i += grid_stride())
        m = fmaxf(m, fabsf(to_f32(x[i])));
    m = warp_max(m);
    if ((threadIdx.x & 31) == 0)
        atomicMax(reinterpret_cast<int *>(amax), __float_as_int(m));
}

template <typename T>
__global__ void quantize_e4m3(const T *__restrict__ x, __nv_fp8_e4m3 *__restrict__ y,
                              const float *__restrict__ amax, float *scale_inv_out, long long n) {
    const float scale = kE4M3Max / fmaxf(*amax, 1e-12f);
    if (global_tid() == 0 && scale_inv_out != nullptr)
        *scale_inv_out = 1.0f / scale;
    for (long long i = global_tid(); i < n; i += grid_stride()) {
        float v = fminf(fmaxf(to_f32(x[i]) * scale, -kE4M3Max), kE4M3Max);
        y[i] = __nv_fp8_e4m3(v);
    }
}

__global__ void dequantize_e4m3_half(const __nv_fp8_e4m3 *__restrict__ x, __half *__restrict__ y,
                                     float scale_inv, long long n) {
    for (long long i = global_tid(); i < n; i += grid_stride())
        y[i] = __float2half(static_cast<float>(x[i]) * scale_inv);
}

// y[r] = w_scale[r] * dot(w[r, :], x). One warp per row; cols must be even.
__global__ void gemv_e4m3(const __nv_fp8_e4m3 *__restrict__ w, const float *__restrict__ w_scale,
                          const __nv_bfloat16 *__restrict__ x, __nv_bfloat16 *__restrict__ y, int rows, int cols) {
    const int row = blockIdx.x * (blockDim.x / 32) + (threadIdx.x >> 5);
    const int lane = threadIdx.x & 31;
    if (row >= rows)
        return;
    const __nv_fp8_e4m3 *wr = w + (size_t)row * cols;
    float acc = 0.0f;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
    // Paired loads convert two values per instruction on Ada/Hopper.
    const __nv_fp8x2_e4m3 *w2 = reinterpret_cast<const __nv_fp8x2_e4m3 *>(wr);
    for (int c = lane; c < cols / 2; c += 32) {
        float2 wf = static_cast<float2>(w2[c]);
        acc += wf.x * __bfloat162float(x[2 * c]) + wf.y * __bfloat162float(x[2 * c + 1]);
    }
#else
    for (int c = lane; c < cols; c += 32)
        acc += static_cast<float>(wr[c]) * __bfloat162float(x[c]);
#endif
    acc = warp_sum(acc);
    if (lane == 0)
        y[row] = __float2bfloat16(acc * w_scale[row]);
}

template __global__ void absmax<__half>(const __half *__restrict__, float *, long long);
template __global__ void absmax<__nv_bfloat16>(const __nv_bfloat16 *__restrict__, float *, long long);
template __global__ void quantize_e4m3<__half>(const __half *__restrict__, __nv_fp8_e4m3 *__restrict__,
                                               const float *__restrict__, float *, long long);
template __global__ void quantize_e4m3<__nv_bfloat16>(const __nv_bfloat16 *__restrict__,
                                                      __nv_fp8_e4m3 *__restrict__, const float *__restrict__,
                                                      float *, long long);

} // namespace fp8
} // namespace corpus

// Token-wise quantization: one block (<= 1024 threads) per row, padding columns set to `pad`.
extern "C" __global__ void quantize_rows_e4m3(const __nv_bfloat16 *x, __nv_fp8_e4m3 *y, float *row_scale_inv,
                                              int cols, int padded_cols, __nv_fp8_e4m3 pad) {
    __shared__ float warp_max_s[32];
    const __nv_bfloat16 *xr = x + (size_t)blockIdx.x * cols;
    float m = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        m = fmaxf(m, fabsf(__bfloat162float(xr[c])));
    m = corpus::warp_max(m);
    if ((threadIdx.x & 31) == 0)
        warp_max_s[threadIdx.x >> 5] = m;
    __syncthreads();
    if (threadIdx.x < 32) {
        float v = threadIdx.x < (blockDim.x + 31) / 32 ? warp_max_s[threadIdx.x] : 0.0f;
        v = corpus::warp_max(v);
        if (threadIdx.x == 0)
            warp_max_s[0] = v;
    }
    __syncthreads();
    const float scale = corpus::fp8::kE4M3Max / fmaxf(warp_max_s[0], 1e-12f);
    if (threadIdx.x == 0)
        row_scale_inv[blockIdx.x] = 1.0f / scale;
    __nv_fp8_e4m3 *yr = y + (size_t)blockIdx.x * padded_cols;
    for (int c = threadIdx.x; c < padded_cols; c += blockDim.x)
        yr[c] = c < cols ? __nv_fp8_e4m3(__bfloat162float(xr[c]) * scale) : pad;
}

extern "C" __global__ void fill_e4m3(__nv_fp8_e4m3 *dst, __nv_fp8_e4m3 value, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        dst[i] = value;
}
