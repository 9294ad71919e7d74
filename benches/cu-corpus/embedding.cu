// Token embedding lookup and gradients, embedding scaling, sinusoidal positions.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <math.h>
#include "cu_types.cuh"

namespace corpus {
namespace embed {

// One block per token row (grid-stride over tokens); out-of-range and padding ids get pad_value.
template <typename T>
__global__ void embedding_forward(const long long *__restrict__ ids, const T *__restrict__ table,
                                  T *__restrict__ out, int dim, long long num_tokens, long long vocab,
                                  long long padding_idx, T pad_value) {
    for (long long tok = blockIdx.x; tok < num_tokens; tok += gridDim.x) {
        const long long id = ids[tok];
        const bool valid = id >= 0 && id < vocab && id != padding_idx;
        T *dst = out + tok * dim;
        const T *src = table + (valid ? id : 0) * dim;
        for (int d = threadIdx.x; d < dim; d += blockDim.x)
            dst[d] = valid ? src[d] : pad_value;
    }
}

// Accumulates gradients into an fp32 table with atomics (repeated tokens collide).
template <typename T>
__global__ void embedding_backward(const long long *__restrict__ ids, const T *__restrict__ grad_out,
                                   float *grad_table, int dim, long long num_tokens, long long padding_idx) {
    for (long long tok = blockIdx.x; tok < num_tokens; tok += gridDim.x) {
        const long long id = ids[tok];
        if (id == padding_idx)
            continue;
        for (int d = threadIdx.x; d < dim; d += blockDim.x)
            atomicAdd(&grad_table[id * dim + d], to_f32(grad_out[tok * dim + d]));
    }
}

// Same, accumulating straight into a bf16 table: native atomics on sm_80+, CAS loop before.
__global__ void embedding_backward_bf16(const long long *__restrict__ ids, const __nv_bfloat16 *__restrict__ grad_out,
                                        __nv_bfloat16 *grad_table, int dim, long long num_tokens) {
    for (long long tok = blockIdx.x; tok < num_tokens; tok += gridDim.x) {
        const long long id = ids[tok];
        for (int d = threadIdx.x; d < dim; d += blockDim.x) {
            __nv_bfloat16 *slot = &grad_table[id * dim + d];
            const __nv_bfloat16 g = grad_out[tok * dim + d];
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
            atomicAdd(slot, g);
#else
            unsigned short *raw = reinterpret_cast<unsigned short *>(slot);
            unsigned short old = *raw, assumed;
            do {
                assumed = old;
                const float sum = __bfloat162float(__ushort_as_bfloat16(assumed)) + __bfloat162float(g);
                old = atomicCAS(raw, assumed, __bfloat16_as_ushort(__float2bfloat16(sum)));
            } while (old != assumed);
#endif
        }
    }
}

template __global__ void embedding_forward<float>(const long long *__restrict__, const float *__restrict__,
                                                  float *__restrict__, int, long long, long long, long long, float);
template __global__ void embedding_forward<__half>(const long long *__restrict__, const __half *__restrict__,
                                                   __half *__restrict__, int, long long, long long, long long,
                                                   __half);
template __global__ void embedding_forward<__nv_bfloat16>(const long long *__restrict__,
                                                          const __nv_bfloat16 *__restrict__,
                                                          __nv_bfloat16 *__restrict__, int, long long, long long,
                                                          long long, __nv_bfloat16);
template __global__ void embedding_backward<__half>(const long long *__restrict__, const __half *__restrict__,
                                                    float *, int, long long, long long);
template __global__ void embedding_backward<__nv_bfloat16>(const long long *__restrict__,
                                                           const __nv_bfloat16 *__restrict__, float *, int,
                                                           long long, long long);

} // namespace embed
} // namespace corpus

// emb *= scale (e.g. sqrt(d_model)), in half precision; scale is passed by value.
extern "C" __global__ void scale_embeddings_h(__half *emb, __half scale, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x)
        emb[i] = __hmul(emb[i], scale);
}

// x[pos, 2i] += sin(pos / base^(2i/dim)), x[pos, 2i+1] += cos(...).
extern "C" __global__ void add_sinusoidal_positions_bf16(__nv_bfloat16 *x, int seq, int dim, float base) {
    const int pos = blockIdx.x;
    if (pos >= seq)
        return;
    for (int i = threadIdx.x; i < dim / 2; i += blockDim.x) {
        const float angle = (float)pos * expf(-logf(base) * (2.0f * i) / (float)dim);
        __nv_bfloat16 *p = x + (size_t)pos * dim + 2 * i;
        p[0] = __float2bfloat16(__bfloat162float(p[0]) + sinf(angle));
        p[1] = __float2bfloat16(__bfloat162float(p[1]) + cosf(angle));
    }
}
