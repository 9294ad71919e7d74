// Multi-tensor kernels: one launch covers several parameter tensors (norms, overflow checks, adds).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cu_common.cuh"
#include "cu_types.cuh"

namespace corpus {
namespace mta {

// blockIdx.y selects the tensor in the list, blockIdx.x a chunk of it.
__global__ void l2norm_per_tensor(TensorList<4> tl, float *norms_sq, int chunk) {
    const int t = blockIdx.y;
    const float *data = static_cast<const float *>(tl.ptrs[t]);
    const long long size = tl.sizes[t];
    const long long begin = (long long)blockIdx.x * chunk;
    if (data == nullptr || begin >= size)
        return;
    const long long end = begin + chunk < size ? begin + chunk : size;
    float acc = 0.0f;
    for (long long i = begin + threadIdx.x; i < end; i += blockDim.x)
        acc += data[i] * data[i];
    acc = warp_sum(acc);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(&norms_sq[tl.start + t], acc);
}

// Sets *found to 1 if any element of the half-precision tensors is inf or nan.
__global__ void check_finite_half(TensorList<4> tl, int *found, int chunk) {
    const int t = blockIdx.y;
    const __half *data = static_cast<const __half *>(tl.ptrs[t]);
    const long long size = tl.sizes[t];
    const long long begin = (long long)blockIdx.x * chunk;
    int bad = 0;
    for (long long i = begin + threadIdx.x; i < begin + chunk && i < size; i += blockDim.x) {
        __half v = data[i];
        bad |= __hisinf(v) | __hisnan(v);
    }
    if (__any_sync(kFullMask, bad) && (threadIdx.x & 31) == 0)
        atomicOr(found, 1);
}

// dst[i] += op.value for i < op.n
template <typename T>
__global__ void add_scalar(T *dst, AddOp<T> op) {
    for (long long i = global_tid(); i < op.n; i += grid_stride())
        dst[i] = from_f32<T>(to_f32(dst[i]) + to_f32(op.value));
}

// Half-precision specialisation using native half math: out = src + op.value.
__global__ void add_scalar_out_half(const __half *__restrict__ src, __half *__restrict__ out,
                                    AddOp<__half> op) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < op.n)
        out[i] = __hadd(src[i], op.value);
}

template __global__ void add_scalar<float>(float *, AddOp<float>);
template __global__ void add_scalar<__half>(__half *, AddOp<__half>);
template __global__ void add_scalar<__nv_bfloat16>(__nv_bfloat16 *, AddOp<__nv_bfloat16>);

} // namespace mta
} // namespace corpus
