// Token sampling for LLM decoding: Philox states, Gumbel-max with temperature, nucleus (top-p).
#include <curand_kernel.h>
#include <math.h>

extern "C" __global__ void init_philox_states(curandStatePhilox4_32_10_t *states, unsigned long long seed,
                                              unsigned long long offset, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        curand_init(seed, (unsigned long long)i, offset, &states[i]);
}

namespace corpus {
namespace sampling {

__device__ __forceinline__ void argmax_step(float &v, int &i, float ov, int oi) {
    if (ov > v || (ov == v && oi < i)) {
        v = ov;
        i = oi;
    }
}

// argmax(logits / T + Gumbel noise) is a sample from softmax(logits / T). One block per row;
// states holds BLOCK states per row.
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
gumbel_sample(const float *__restrict__ logits, int vocab, float temperature,
              curandStatePhilox4_32_10_t *states, int *out_tokens) {
    __shared__ float best_val[BLOCK / 32];
    __shared__ int best_idx[BLOCK / 32];
    const int row = blockIdx.x;
    curandStatePhilox4_32_10_t st = states[row * BLOCK + threadIdx.x];
    const float *lr = logits + (size_t)row * vocab;
    const float inv_t = 1.0f / fmaxf(temperature, 1e-6f);
    float bv = -INFINITY;
    int bi = 0;
    for (int base = threadIdx.x * 4; base < vocab; base += BLOCK * 4) {
        const float4 u4 = curand_uniform4(&st);
        const float u[4] = {u4.x, u4.y, u4.z, u4.w};
        for (int j = 0; j < 4 && base + j < vocab; ++j) {
            const float g = -logf(-logf(fminf(u[j], 0.99999988f)));
            argmax_step(bv, bi, lr[base + j] * inv_t + g, base + j);
        }
    }
    states[row * BLOCK + threadIdx.x] = st;
    for (int off = 16; off > 0; off >>= 1)
        argmax_step(bv, bi, __shfl_down_sync(0xffffffffu, bv, off), __shfl_down_sync(0xffffffffu, bi, off));
    if ((threadIdx.x & 31) == 0) {
        best_val[threadIdx.x >> 5] = bv;
        best_idx[threadIdx.x >> 5] = bi;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int w = 1; w < BLOCK / 32; ++w)
            argmax_step(bv, bi, best_val[w], best_idx[w]);
        out_tokens[row] = bi;
    }
}

// Nucleus sampling over probabilities sorted in descending order. One warp per row.
__global__ void top_p_sorted(const float *__restrict__ sorted_probs, const int *__restrict__ sorted_ids,
                             int rows, int vocab, float top_p, curandStatePhilox4_32_10_t *states,
                             int *out_tokens) {
    const int row = blockIdx.x * (blockDim.x / 32) + (threadIdx.x >> 5);
    const int lane = threadIdx.x & 31;
    if (row >= rows)
        return;
    const float *pr = sorted_probs + (size_t)row * vocab;
    float u = 0.0f;
    if (lane == 0)
        u = curand_uniform(&states[row]);
    const float target = __shfl_sync(0xffffffffu, u, 0) * top_p;
    float carried = 0.0f;
    int chosen = -1;
    for (int base = 0; base < vocab && chosen < 0; base += 32) {
        const int c = base + lane;
        float x = c < vocab ? pr[c] : 0.0f;
        for (int off = 1; off < 32; off <<= 1) { // inclusive warp scan
            const float y = __shfl_up_sync(0xffffffffu, x, off);
            if (lane >= off)
                x += y;
        }
        const unsigned int hit = __ballot_sync(0xffffffffu, c < vocab && carried + x >= target);
        if (hit)
            chosen = base + __ffs(hit) - 1;
        carried += __shfl_sync(0xffffffffu, x, 31);
    }
    if (lane == 0)
        out_tokens[row] = sorted_ids[(size_t)row * vocab + (chosen >= 0 ? chosen : vocab - 1)];
}

template __global__ void gumbel_sample<128>(const float *__restrict__, int, float, curandStatePhilox4_32_10_t *, int *);
template __global__ void gumbel_sample<256>(const float *__restrict__, int, float, curandStatePhilox4_32_10_t *, int *);

} // namespace sampling
} // namespace corpus
