// Strided gather/scatter along one dimension (index_select, index_add) and strided-to-contiguous copy.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cu_common.cuh"
#include "cu_types.cuh"

namespace corpus {
namespace indexing {

using Info = TensorInfo<long long, int>;

// dst has src's shape except along `dim`, where its extent is the index length.
template <typename T>
__global__ void index_select(const T *__restrict__ src, Info src_info, T *__restrict__ dst, Info dst_info,
                             const long long *__restrict__ index, int dim, long long total) {
    for (long long linear = global_tid(); linear < total; linear += grid_stride()) {
        long long rem = linear, dst_off = 0, src_off = 0;
        for (int d = dst_info.dims - 1; d >= 0; --d) {
            const long long c = rem % dst_info.sizes[d];
            rem /= dst_info.sizes[d];
            dst_off += c * dst_info.strides[d];
            src_off += (d == dim ? index[c] : c) * src_info.strides[d];
        }
        dst[dst_off] = src[src_off];
    }
}

// dst[..., index[j], ...] += alpha * src[..., j, ...]; duplicates in index are handled by atomics.
template <typename T>
__global__ void index_add(T *dst, Info dst_info, const T *__restrict__ src, Info src_info,
                          const long long *__restrict__ index, int dim, T alpha, long long total) {
    for (long long linear = global_tid(); linear < total; linear += grid_stride()) {
        long long rem = linear, dst_off = 0, src_off = 0;
        for (int d = src_info.dims - 1; d >= 0; --d) {
            const long long c = rem % src_info.sizes[d];
            rem /= src_info.sizes[d];
            src_off += c * src_info.strides[d];
            dst_off += (d == dim ? index[c] : c) * dst_info.strides[d];
        }
        atomicAdd(dst + dst_off, src[src_off] * alpha);
    }
}

template <typename T>
__global__ void make_contiguous(const T *__restrict__ src, Info src_info, T *__restrict__ dst, long long total) {
    for (long long linear = global_tid(); linear < total; linear += grid_stride()) {
        long long rem = linear, off = 0;
        for (int d = src_info.dims - 1; d >= 0; --d) {
            off += (rem % src_info.sizes[d]) * src_info.strides[d];
            rem /= src_info.sizes[d];
        }
        dst[linear] = src[off];
    }
}

template __global__ void index_select<float>(const float *__restrict__, Info, float *__restrict__, Info,
                                             const long long *__restrict__, int, long long);
template __global__ void index_select<__half>(const __half *__restrict__, Info, __half *__restrict__, Info,
                                              const long long *__restrict__, int, long long);
template __global__ void index_select<double>(const double *__restrict__, Info, double *__restrict__, Info,
                                              const long long *__restrict__, int, long long);
template __global__ void index_add<float>(float *, Info, const float *__restrict__, Info,
                                          const long long *__restrict__, int, float, long long);
template __global__ void index_add<__half>(__half *, Info, const __half *__restrict__, Info,
                                           const long long *__restrict__, int, __half, long long);
template __global__ void make_contiguous<float>(const float *__restrict__, Info, float *__restrict__, long long);
template __global__ void make_contiguous<__nv_bfloat16>(const __nv_bfloat16 *__restrict__, Info,
                                                        __nv_bfloat16 *__restrict__, long long);

} // namespace indexing
} // namespace corpus
