// Grouped SGEMM over up to 256 independent problems described in one by-value argument
// (> 4 KiB of kernel parameters: needs CUDA 12.1+ and sm_70+), and a per-channel affine table.
#include "cu_common.cuh"

constexpr int kMaxGroups = 256;
constexpr int kMaxChannels = 2048;

struct GroupedGemmArgs {
    const float *a[kMaxGroups]; // row-major m x k
    const float *b[kMaxGroups]; // row-major k x n
    float *c[kMaxGroups];       // row-major m x n
    int3 mnk[kMaxGroups];
    float alpha;
    float beta;
    int num_groups;
};

struct ChannelAffineTable {
    float scale[kMaxChannels];
    float shift[kMaxChannels];
    int channels;
};

// blockIdx.z selects the problem, (blockIdx.y, blockIdx.x) a 16x16 output tile of it.
extern "C" __global__ void grouped_sgemm_16(GroupedGemmArgs args) {
    constexpr int TILE = 16;
    const int g = blockIdx.z;
    if (g >= args.num_groups)
        return;
    const int m = args.mnk[g].x, n = args.mnk[g].y, k = args.mnk[g].z;
    const int row = blockIdx.y * TILE + threadIdx.y;
    const int col = blockIdx.x * TILE + threadIdx.x;
    if (blockIdx.y * TILE >= m || blockIdx.x * TILE >= n)
        return; // whole tile outside this problem
    __shared__ float as[TILE][TILE + 1];
    __shared__ float bs[TILE][TILE + 1];
    const float *a = args.a[g];
    const float *b = args.b[g];
    float acc = 0.0f;
    for (int k0 = 0; k0 < k; k0 += TILE) {
        const int ka = k0 + threadIdx.x, kb = k0 + threadIdx.y;
        as[threadIdx.y][threadIdx.x] = (row < m && ka < k) ? a[(size_t)row * k + ka] : 0.0f;
        bs[threadIdx.y][threadIdx.x] = (kb < k && col < n) ? b[(size_t)kb * n + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < TILE; ++kk)
            acc += as[threadIdx.y][kk] * bs[kk][threadIdx.x];
        __syncthreads();
    }
    if (row < m && col < n) {
        float *c = args.c[g] + (size_t)row * n + col;
        *c = args.alpha * acc + (args.beta != 0.0f ? args.beta * *c : 0.0f);
    }
}

namespace corpus {

// x is NCHW; y = x * scale[c] + shift[c] (folded batch norm at inference time).
__global__ void affine_channels_nchw(float *x, long long hw, int batch, ChannelAffineTable t) {
    const long long total = hw * t.channels * batch;
    for (long long i = global_tid(); i < total; i += grid_stride()) {
        const int c = (int)((i / hw) % t.channels);
        x[i] = x[i] * t.scale[c] + t.shift[c];
    }
}

} // namespace corpus
