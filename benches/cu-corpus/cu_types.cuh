// Conversions between storage types (float, __half, __nv_bfloat16) and fp32 compute.
#pragma once
#include <cuda_fp16.h>
#include <cuda_bf16.h>

namespace corpus {

template <typename T>
struct Conv;

template <>
struct Conv<float> {
    static __device__ __forceinline__ float to(float x) { return x; }
    static __device__ __forceinline__ float from(float x) { return x; }
};

template <>
struct Conv<double> {
    static __device__ __forceinline__ float to(double x) { return (float)x; }
    static __device__ __forceinline__ double from(float x) { return (double)x; }
};

template <>
struct Conv<__half> {
    static __device__ __forceinline__ float to(__half x) { return __half2float(x); }
    static __device__ __forceinline__ __half from(float x) { return __float2half_rn(x); }
};

template <>
struct Conv<__nv_bfloat16> {
    static __device__ __forceinline__ float to(__nv_bfloat16 x) { return __bfloat162float(x); }
    static __device__ __forceinline__ __nv_bfloat16 from(float x) { return __float2bfloat16_rn(x); }
};

template <typename T>
__device__ __forceinline__ float to_f32(T x) { return Conv<T>::to(x); }

template <typename T>
__device__ __forceinline__ T from_f32(float x) { return Conv<T>::from(x); }

} // namespace corpus
