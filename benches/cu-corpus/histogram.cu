// Histograms (shared-memory privatised), warp-aggregated stream compaction, equalisation LUT.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

extern "C" __global__ void histogram_u8(const unsigned char *data, unsigned int *bins, long long n) {
    __shared__ unsigned int local[256];
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        local[i] = 0;
    __syncthreads();
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        if (local[i] != 0)
            atomicAdd(&bins[i], local[i]);
}

// nbins counters live in dynamic shared memory; values outside [lo, hi) are dropped.
extern "C" __global__ void histogram_range_f32(const float *x, unsigned int *bins, int nbins, float lo, float hi,
                                               int n) {
    extern __shared__ unsigned int sbins[];
    for (int i = threadIdx.x; i < nbins; i += blockDim.x)
        sbins[i] = 0;
    __syncthreads();
    const float inv_width = nbins / (hi - lo);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        const float v = x[i];
        if (v >= lo && v < hi)
            atomicAdd(&sbins[min((int)((v - lo) * inv_width), nbins - 1)], 1u);
    }
    __syncthreads();
    for (int i = threadIdx.x; i < nbins; i += blockDim.x)
        atomicAdd(&bins[i], sbins[i]);
}

namespace corpus {
namespace compaction {

// Appends the indices of elements above threshold; one atomic per warp instead of per element.
__global__ void select_above(const float *__restrict__ x, int n, float threshold, int *__restrict__ out_idx,
                             int *out_count) {
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const bool pred = i < n && x[i] > threshold;
    const unsigned int mask = warp.ballot(pred);
    int base = 0;
    if (warp.thread_rank() == 0 && mask != 0)
        base = atomicAdd(out_count, __popc(mask));
    base = warp.shfl(base, 0);
    if (pred)
        out_idx[base + __popc(mask & ((1u << warp.thread_rank()) - 1u))] = i;
}

// Histogram equalisation lookup table from a 256-bin histogram. Launch with one block of 256.
__global__ void equalize_lut(const unsigned int *__restrict__ bins, unsigned char *__restrict__ lut,
                             unsigned long long total) {
    __shared__ unsigned long long cdf[256];
    const int t = threadIdx.x;
    cdf[t] = bins[t];
    __syncthreads();
    for (int off = 1; off < 256; off <<= 1) { // Hillis-Steele inclusive scan
        const unsigned long long add = t >= off ? cdf[t - off] : 0ull;
        __syncthreads();
        cdf[t] += add;
        __syncthreads();
    }
    unsigned long long cdf_min = 0;
    for (int i = 0; i < 256 && cdf_min == 0; ++i)
        cdf_min = cdf[i];
    const double denom = total > cdf_min ? (double)(total - cdf_min) : 1.0;
    const double v = (double)(cdf[t] - cdf_min) / denom * 255.0;
    lut[t] = (unsigned char)fmin(fmax(v + 0.5, 0.0), 255.0);
}

} // namespace compaction
} // namespace corpus
