// Shared device helpers and parameter templates for the corpus kernels.
#pragma once

#define CU_INLINE __device__ __forceinline__

namespace corpus {

constexpr unsigned int kFullMask = 0xffffffffu;

template <typename T>
CU_INLINE T warp_sum(T v) {
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1)
        v += __shfl_xor_sync(kFullMask, v, offset);
    return v;
}

template <typename T>
CU_INLINE T warp_max(T v) {
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) {
        T other = __shfl_xor_sync(kFullMask, v, offset);
        v = other > v ? other : v;
    }
    return v;
}

// Grid-stride index helpers (64-bit so very large tensors are safe).
CU_INLINE long long global_tid() {
    return (long long)blockIdx.x * blockDim.x + threadIdx.x;
}
CU_INLINE long long grid_stride() {
    return (long long)gridDim.x * blockDim.x;
}

} // namespace corpus

// A scalar operand together with an element count, passed to kernels by value.
template <typename T>
struct AddOp {
    T value;
    int n;
};

// Up to N tensors handled by one launch (multi-tensor apply).
template <int N>
struct TensorList {
    const void *ptrs[N];
    long long sizes[N];
    int start;
};

// Shape and strides of a strided tensor of up to 6 dimensions.
template <typename IndexT, typename DimT>
struct TensorInfo {
    IndexT sizes[6];
    IndexT strides[6];
    DimT dims;
};
