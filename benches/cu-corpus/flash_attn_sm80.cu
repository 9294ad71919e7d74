// Attention forward with online softmax (flash-style), bf16, Ampere and newer only;
// plus the split-KV combine step, which builds everywhere.
#include <cuda_bf16.h>
#include <math.h>

namespace corpus {
namespace attn {

// Merge partial outputs of `splits` KV chunks using their log-sum-exps. One block per (row, head).
__global__ void combine_split_kv(const float *__restrict__ partial_o, const float *__restrict__ partial_lse,
                                 float *__restrict__ o, int splits, int head_dim) {
    const size_t row = blockIdx.x;
    float max_lse = -INFINITY;
    for (int s = 0; s < splits; ++s)
        max_lse = fmaxf(max_lse, partial_lse[row * splits + s]);
    float denom = 0.0f;
    for (int s = 0; s < splits; ++s)
        denom += expf(partial_lse[row * splits + s] - max_lse);
    for (int d = threadIdx.x; d < head_dim; d += blockDim.x) {
        float acc = 0.0f;
        for (int s = 0; s < splits; ++s) {
            float w = expf(partial_lse[row * splits + s] - max_lse) / denom;
            acc += w * partial_o[(row * splits + s) * head_dim + d];
        }
        o[row * head_dim + d] = acc;
    }
}

// The host pass sees the declarations; device code exists only for sm_80 and newer.
#if !defined(__CUDA_ARCH__) || (__CUDA_ARCH__ >= 800)
// q: [heads, seq_q, HEAD_DIM], k/v: [heads, seq_k, HEAD_DIM]. One warp per query row.
template <int HEAD_DIM, int KV_TILE, int WARPS>
__global__ void __launch_bounds__(WARPS * 32)
flash_fwd_bf16(const __nv_bfloat16 *__restrict__ q, const __nv_bfloat16 *__restrict__ k,
               const __nv_bfloat16 *__restrict__ v, __nv_bfloat16 *__restrict__ o,
               float *__restrict__ lse, int seq_q, int seq_k, float softmax_scale, int causal) {
    constexpr int PER_LANE = HEAD_DIM / 32;
    __shared__ __nv_bfloat16 ks[KV_TILE][HEAD_DIM];
    __shared__ __nv_bfloat16 vs[KV_TILE][HEAD_DIM];
    const int lane = threadIdx.x & 31;
    const int qi = blockIdx.x * WARPS + (threadIdx.x >> 5);
    const size_t head = blockIdx.y;
    const bool active = qi < seq_q;
    const __nv_bfloat16 *qh = q + head * seq_q * HEAD_DIM;
    const __nv_bfloat16 *kh = k + head * seq_k * HEAD_DIM;
    const __nv_bfloat16 *vh = v + head * seq_k * HEAD_DIM;

    float qreg[PER_LANE], acc[PER_LANE];
#pragma unroll
    for (int p = 0; p < PER_LANE; ++p) {
        qreg[p] = active ? __bfloat162float(qh[(size_t)qi * HEAD_DIM + lane + 32 * p]) * softmax_scale : 0.0f;
        acc[p] = 0.0f;
    }
    float m = -INFINITY, l = 0.0f;
    const __nv_bfloat16 zero = __float2bfloat16(0.0f);

    for (int kb = 0; kb < seq_k; kb += KV_TILE) {
        __syncthreads();
        for (int idx = threadIdx.x; idx < KV_TILE * HEAD_DIM; idx += blockDim.x) {
            const int r = idx / HEAD_DIM, c = idx % HEAD_DIM;
            const bool in = kb + r < seq_k;
            ks[r][c] = in ? kh[(size_t)(kb + r) * HEAD_DIM + c] : zero;
            vs[r][c] = in ? vh[(size_t)(kb + r) * HEAD_DIM + c] : zero;
        }
        __syncthreads();
        if (!active)
            continue;
        const int limit = min(KV_TILE, seq_k - kb);
        for (int j = 0; j < limit; ++j) {
            if (causal && kb + j > qi)
                break;
            float s = 0.0f;
#pragma unroll
            for (int p = 0; p < PER_LANE; ++p)
                s += qreg[p] * __bfloat162float(ks[j][lane + 32 * p]);
#pragma unroll
            for (int off = 16; off > 0; off >>= 1)
                s += __shfl_xor_sync(0xffffffffu, s, off);
            const float m_new = fmaxf(m, s);
            const float corr = expf(m - m_new);
            const float pj = expf(s - m_new);
            l = l * corr + pj;
#pragma unroll
            for (int p = 0; p < PER_LANE; ++p)
                acc[p] = acc[p] * corr + pj * __bfloat162float(vs[j][lane + 32 * p]);
            m = m_new;
        }
    }
    if (!active)
        return;
    const float inv = l > 0.0f ? 1.0f / l : 0.0f;
#pragma unroll
    for (int p = 0; p < PER_LANE; ++p)
        o[(head * seq_q + qi) * HEAD_DIM + lane + 32 * p] = __float2bfloat16(acc[p] * inv);
    if (lane == 0 && lse != nullptr)
        lse[head * seq_q + qi] = m + logf(l);
}

template __global__ void flash_fwd_bf16<64, 64, 4>(const __nv_bfloat16 *__restrict__, const __nv_bfloat16 *__restrict__,
                                                   const __nv_bfloat16 *__restrict__, __nv_bfloat16 *__restrict__,
                                                   float *__restrict__, int, int, float, int);
template __global__ void flash_fwd_bf16<128, 32, 4>(const __nv_bfloat16 *__restrict__, const __nv_bfloat16 *__restrict__,
                                                    const __nv_bfloat16 *__restrict__, __nv_bfloat16 *__restrict__,
                                                    float *__restrict__, int, int, float, int);
#endif // __CUDA_ARCH__ >= 800

} // namespace attn
} // namespace corpus
