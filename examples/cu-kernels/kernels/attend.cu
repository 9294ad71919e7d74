// Attention-style parameters: a params struct that derives from a base, taken by value as
// `const __grid_constant__` (as attention kernels take theirs) and as a plain copy.
struct QkvParams {
    const float *q;
    const float *k;
    int dim;
};

struct FwdParams : QkvParams {
    float *out;
    float scale;
    int rows;
};

// out[r] = scale * (q[r] . k[r]), one row per thread.
__device__ void attend_row(const FwdParams &p, int r)
{
    float sum = 0.0f;
    for (int i = 0; i < p.dim; ++i)
        sum += p.q[r * p.dim + i] * p.k[r * p.dim + i];
    p.out[r] = p.scale * sum;
}

extern "C" __global__ void attend(const __grid_constant__ FwdParams params)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < params.rows) attend_row(params, r);
}

extern "C" __global__ void attend_copy(FwdParams params)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < params.rows) attend_row(params, r);
}
