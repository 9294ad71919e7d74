// Rotary position embeddings (RoPE) for query/key heads, in place, with a __grid_constant__ params struct.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <math.h>
#include "cu_types.cuh"

struct RopeParams {
    int2 heads;           // x: query heads, y: key heads
    int head_dim;
    int rotary_dim;       // leading dims that rotate; the rest pass through
    float theta;          // frequency base, e.g. 10000
    float position_scale; // linear position interpolation
    unsigned int interleaved : 1; // rotate pairs (2i, 2i+1) instead of (i, i + rotary_dim/2)
    unsigned int rotate_k : 1;
    unsigned int : 0;
    long long q_token_stride;
    long long k_token_stride;
};

namespace corpus {
namespace rope {

template <typename T>
__device__ __forceinline__ void rotate_pair(T *vec, int i, int half, float c, float s, bool interleaved) {
    const int a = interleaved ? 2 * i : i;
    const int b = interleaved ? 2 * i + 1 : i + half;
    const float x0 = to_f32(vec[a]);
    const float x1 = to_f32(vec[b]);
    vec[a] = from_f32<T>(x0 * c - x1 * s);
    vec[b] = from_f32<T>(x0 * s + x1 * c);
}

// One block per token; threads cover (head, frequency) pairs of q and optionally k.
template <typename T>
__global__ void apply_rope(T *q, T *k, const int *positions, const __grid_constant__ RopeParams p) {
    const int token = blockIdx.x;
    const float pos = (float)positions[token] * p.position_scale;
    const int half = p.rotary_dim / 2;
    const int total_heads = p.heads.x + (p.rotate_k ? p.heads.y : 0);
    for (int w = threadIdx.x; w < total_heads * half; w += blockDim.x) {
        const int h = w / half;
        const int i = w % half;
        const float inv_freq = exp2f(-2.0f * (float)i / (float)p.rotary_dim * log2f(p.theta));
        float s, c;
        sincosf(pos * inv_freq, &s, &c);
        T *vec = h < p.heads.x ? q + token * p.q_token_stride + (long long)h * p.head_dim
                               : k + token * p.k_token_stride + (long long)(h - p.heads.x) * p.head_dim;
        rotate_pair(vec, i, half, c, s, p.interleaved);
    }
}

// Same rotation with a precomputed (cos, sin) table of shape [max_pos, rotary_dim / 2].
template <typename T>
__global__ void apply_rope_cached(T *x, const float2 *__restrict__ cos_sin, const int *__restrict__ positions,
                                  int heads, int head_dim, int rotary_dim) {
    const int token = blockIdx.x;
    const int half = rotary_dim / 2;
    const float2 *row = cos_sin + (size_t)positions[token] * half;
    for (int w = threadIdx.x; w < heads * half; w += blockDim.x) {
        const int h = w / half, i = w % half;
        const float2 cs = row[i];
        rotate_pair(x + ((size_t)token * heads + h) * head_dim, i, half, cs.x, cs.y, false);
    }
}

template __global__ void apply_rope<float>(float *, float *, const int *, const __grid_constant__ RopeParams);
template __global__ void apply_rope<__half>(__half *, __half *, const int *, const __grid_constant__ RopeParams);
template __global__ void apply_rope<__nv_bfloat16>(__nv_bfloat16 *, __nv_bfloat16 *, const int *,
                                                   const __grid_constant__ RopeParams);
template __global__ void apply_rope_cached<__half>(__half *, const float2 *__restrict__, const int *__restrict__,
                                                   int, int, int);
template __global__ void apply_rope_cached<__nv_bfloat16>(__nv_bfloat16 *, const float2 *__restrict__,
                                                          const int *__restrict__, int, int, int);

} // namespace rope
} // namespace corpus

extern "C" __global__ void build_rope_cache(float2 *cos_sin, int max_pos, int half, float theta) {
    const int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx >= max_pos * half)
        return;
    const int pos = idx / half, i = idx % half;
    const float inv_freq = powf(theta, -(float)i / (float)half);
    float s, c;
    sincosf((float)pos * inv_freq, &s, &c);
    cos_sin[idx] = make_float2(c, s);
}
