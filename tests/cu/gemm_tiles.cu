// Fixture: a tiled matrix product written once as a template and exported as three `extern "C"`
// kernels, one per tile width, taking `size_t` sizes (the shape of a driver-API sample).

template <int TILE, typename Index>
__device__ void gemm_tile(float *c, const float *a, const float *b, Index a_cols, Index b_cols)
{
    __shared__ float a_tile[TILE][TILE];
    __shared__ float b_tile[TILE][TILE];
    Index row = blockIdx.y * TILE + threadIdx.y;
    Index col = blockIdx.x * TILE + threadIdx.x;
    float sum = 0.0f;
    for (Index base = 0; base < a_cols; base += TILE) {
        a_tile[threadIdx.y][threadIdx.x] = a[row * a_cols + base + threadIdx.x];
        b_tile[threadIdx.y][threadIdx.x] = b[(base + threadIdx.y) * b_cols + col];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k) {
            sum += a_tile[threadIdx.y][k] * b_tile[k][threadIdx.x];
        }
        __syncthreads();
    }
    c[row * b_cols + col] = sum;
}

extern "C" __global__ void gemm_tile8(float *c, float *a, float *b, size_t a_cols, size_t b_cols)
{
    gemm_tile<8, size_t>(c, a, b, a_cols, b_cols);
}

extern "C" __global__ void gemm_tile16(float *c, float *a, float *b, size_t a_cols, size_t b_cols)
{
    gemm_tile<16, size_t>(c, a, b, a_cols, b_cols);
}

extern "C" __global__ void gemm_tile32(float *c, float *a, float *b, size_t a_cols, size_t b_cols)
{
    gemm_tile<32, size_t>(c, a, b, a_cols, b_cols);
}
