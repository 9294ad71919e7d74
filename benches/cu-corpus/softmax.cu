// Row softmax / log-softmax backward for attention scores and classifier heads.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <math.h>
#include "cu_common.cuh"
#include "cu_types.cuh"

namespace corpus {
namespace softmax {

// Reduce one value per thread across a block of BLOCK threads; every thread gets the result.
template <int BLOCK, bool IS_MAX>
__device__ __forceinline__ float block_allreduce(float v, float *scratch) {
    const int lane = threadIdx.x & 31;
    const int warp = threadIdx.x >> 5;
    v = IS_MAX ? warp_max(v) : warp_sum(v);
    if (lane == 0)
        scratch[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float w = lane < BLOCK / 32 ? scratch[lane] : (IS_MAX ? -INFINITY : 0.0f);
        w = IS_MAX ? warp_max(w) : warp_sum(w);
        if (lane == 0)
            scratch[0] = w;
    }
    __syncthreads();
    float result = scratch[0];
    __syncthreads();
    return result;
}

// One block per row; scale is applied before the exponent (e.g. 1/sqrt(d)).
template <typename T, int BLOCK>
__global__ void __launch_bounds__(BLOCK)
row_softmax(const T *__restrict__ in, T *__restrict__ out, int cols, float scale) {
    static_assert(BLOCK % 32 == 0, "block must be a whole number of warps");
    __shared__ float scratch[BLOCK / 32];
    const T *row_in = in + (size_t)blockIdx.x * cols;
    T *row_out = out + (size_t)blockIdx.x * cols;

    float local_max = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        local_max = fmaxf(local_max, to_f32(row_in[c]) * scale);
    const float row_max = block_allreduce<BLOCK, true>(local_max, scratch);

    float local_sum = 0.0f;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        local_sum += expf(to_f32(row_in[c]) * scale - row_max);
    const float row_sum = block_allreduce<BLOCK, false>(local_sum, scratch);
    const float inv = row_sum > 0.0f ? 1.0f / row_sum : 0.0f;

    for (int c = threadIdx.x; c < cols; c += BLOCK)
        row_out[c] = from_f32<T>(expf(to_f32(row_in[c]) * scale - row_max) * inv);
}

// Gradient of log_softmax: dx = dy - exp(y) * sum(dy). One warp per row.
template <typename T>
__global__ void log_softmax_backward(const T *__restrict__ grad_out, const T *__restrict__ out,
                                     T *__restrict__ grad_in, int rows, int cols) {
    const int warps_per_block = blockDim.x / 32;
    const int row = blockIdx.x * warps_per_block + (threadIdx.x >> 5);
    const int lane = threadIdx.x & 31;
    if (row >= rows)
        return;
    const size_t base = (size_t)row * cols;
    float sum = 0.0f;
    for (int c = lane; c < cols; c += 32)
        sum += to_f32(grad_out[base + c]);
    sum = warp_sum(sum);
    for (int c = lane; c < cols; c += 32) {
        float dy = to_f32(grad_out[base + c]);
        float y = to_f32(out[base + c]);
        grad_in[base + c] = from_f32<T>(dy - expf(y) * sum);
    }
}

template __global__ void row_softmax<float, 128>(const float *__restrict__, float *__restrict__, int, float);
template __global__ void row_softmax<float, 512>(const float *__restrict__, float *__restrict__, int, float);
template __global__ void row_softmax<__half, 256>(const __half *__restrict__, __half *__restrict__, int, float);
template __global__ void row_softmax<__nv_bfloat16, 256>(const __nv_bfloat16 *__restrict__,
                                                         __nv_bfloat16 *__restrict__, int, float);

template __global__ void log_softmax_backward<float>(const float *__restrict__, const float *__restrict__,
                                                     float *__restrict__, int, int);
template __global__ void log_softmax_backward<__half>(const __half *__restrict__, const __half *__restrict__,
                                                      __half *__restrict__, int, int);

} // namespace softmax
} // namespace corpus
