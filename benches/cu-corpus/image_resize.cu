// Image preprocessing for vision models: texture-filtered resize, normalisation to planar NCHW,
// separable Gaussian blur; with a host-side launcher.
#include <math.h>

// src: uchar4 texture read as normalized float with linear filtering and unnormalized coordinates.
extern "C" __global__ void resize_bilinear_tex(cudaTextureObject_t src, uchar4 *dst, int dst_w, int dst_h,
                                               float scale_x, float scale_y) {
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= dst_w || y >= dst_h)
        return;
    const float4 c = tex2D<float4>(src, (x + 0.5f) * scale_x, (y + 0.5f) * scale_y);
    dst[y * dst_w + x] = make_uchar4((unsigned char)(c.x * 255.0f + 0.5f), (unsigned char)(c.y * 255.0f + 0.5f),
                                     (unsigned char)(c.z * 255.0f + 0.5f), (unsigned char)(c.w * 255.0f + 0.5f));
}

extern "C" __global__ void normalize_to_planar(const uchar4 *src, float *dst, int w, int h, float3 mean,
                                               float3 inv_std) {
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    const int idx = y * w + x;
    const size_t plane = (size_t)w * h;
    const uchar4 p = src[idx];
    dst[idx] = (p.x * (1.0f / 255.0f) - mean.x) * inv_std.x;
    dst[plane + idx] = (p.y * (1.0f / 255.0f) - mean.y) * inv_std.y;
    dst[2 * plane + idx] = (p.z * (1.0f / 255.0f) - mean.z) * inv_std.z;
}

// Horizontal pass of a Gaussian blur over a single-channel float texture (clamp addressing).
extern "C" __global__ void gaussian_blur_rows(cudaTextureObject_t src, float *dst, int w, int h, float sigma,
                                              int radius) {
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    const float inv_two_sigma2 = 1.0f / (2.0f * sigma * sigma);
    float acc = 0.0f, wsum = 0.0f;
    for (int k = -radius; k <= radius; ++k) {
        const float wk = expf(-(float)(k * k) * inv_two_sigma2);
        acc += wk * tex2D<float>(src, x + k + 0.5f, y + 0.5f);
        wsum += wk;
    }
    dst[y * w + x] = acc / wsum;
}

#ifndef __CUDACC_RTC__
#include <cuda_runtime.h>

// Resize src (src_w x src_h) to dst_w x dst_h, then write normalized planar floats.
extern "C" cudaError_t preprocess_image(cudaTextureObject_t src, int src_w, int src_h, uchar4 *resized,
                                        float *planar, int dst_w, int dst_h, float3 mean, float3 inv_std,
                                        cudaStream_t stream) {
    if (dst_w <= 0 || dst_h <= 0)
        return cudaErrorInvalidValue;
    const dim3 block(16, 16);
    const dim3 grid((dst_w + block.x - 1) / block.x, (dst_h + block.y - 1) / block.y);
    resize_bilinear_tex<<<grid, block, 0, stream>>>(src, resized, dst_w, dst_h, (float)src_w / dst_w,
                                                    (float)src_h / dst_h);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess)
        return err;
    normalize_to_planar<<<grid, block, 0, stream>>>(resized, planar, dst_w, dst_h, mean, inv_std);
    return cudaGetLastError();
}
#endif // __CUDACC_RTC__
