// Fused Adam/AdamW optimizer steps, with mixed-precision master weights and grad-norm clipping.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <math.h>
#include "cu_types.cuh"

struct AdamHyper {
    float lr;
    float beta1;
    float beta2;
    float eps;
    float weight_decay;
    float bias_correction1; // 1 - beta1^step
    float bias_correction2; // 1 - beta2^step
    unsigned int adamw : 1;    // decoupled weight decay
    unsigned int amsgrad : 1;
    unsigned int maximize : 1;
    unsigned int step_mod : 13;
    unsigned int reserved : 16;
    long long numel;
    float grad_scale; // 1 / loss scale
};

__device__ __forceinline__ float adam_update(float p, float g, float &m, float &v, float *vmax,
                                             const AdamHyper &h) {
    if (h.maximize)
        g = -g;
    if (!h.adamw && h.weight_decay != 0.0f)
        g += h.weight_decay * p;
    m = h.beta1 * m + (1.0f - h.beta1) * g;
    v = h.beta2 * v + (1.0f - h.beta2) * g * g;
    float denom_v = v;
    if (h.amsgrad && vmax) {
        *vmax = fmaxf(*vmax, v);
        denom_v = *vmax;
    }
    const float step_size = h.lr / h.bias_correction1;
    const float denom = sqrtf(denom_v / h.bias_correction2) + h.eps;
    if (h.adamw)
        p *= 1.0f - h.lr * h.weight_decay;
    return p - step_size * m / denom;
}

extern "C" __global__ void adam_step_f32(float *param, const float *grad, float *exp_avg,
                                         float *exp_avg_sq, float *max_exp_avg_sq, AdamHyper h) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < h.numel;
         i += (long long)gridDim.x * blockDim.x) {
        float m = exp_avg[i], v = exp_avg_sq[i];
        float *vmax = max_exp_avg_sq ? &max_exp_avg_sq[i] : nullptr;
        param[i] = adam_update(param[i], grad[i] * h.grad_scale, m, v, vmax, h);
        exp_avg[i] = m;
        exp_avg_sq[i] = v;
    }
}

namespace corpus {
namespace optim {

// Low-precision model weights P with fp32 master copy; grads in G.
template <typename P, typename G>
__global__ void adam_step_master(P *model_param, float *master, const G *grad, float *exp_avg,
                                 float *exp_avg_sq, const __grid_constant__ AdamHyper h) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < h.numel;
         i += (long long)gridDim.x * blockDim.x) {
        float m = exp_avg[i], v = exp_avg_sq[i];
        float g = to_f32(grad[i]) * h.grad_scale;
        if (!isfinite(g))
            continue;
        float p = adam_update(master[i], g, m, v, nullptr, h);
        master[i] = p;
        model_param[i] = from_f32<P>(p);
        exp_avg[i] = m;
        exp_avg_sq[i] = v;
    }
}

// Sum of squares of a gradient, vectorized over float4; result accumulated atomically.
__global__ void grad_sq_norm_f4(const float4 *__restrict__ g, float *out, long long n4) {
    float acc = 0.0f;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n4;
         i += (long long)gridDim.x * blockDim.x) {
        float4 v = g[i];
        acc += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
    }
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, off);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, acc);
}

template __global__ void adam_step_master<__half, __half>(__half *, float *, const __half *, float *,
                                                          float *, const __grid_constant__ AdamHyper);
template __global__ void adam_step_master<__nv_bfloat16, float>(__nv_bfloat16 *, float *, const float *,
                                                                float *, float *,
                                                                const __grid_constant__ AdamHyper);

} // namespace optim
} // namespace corpus
