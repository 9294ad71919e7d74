// Fixture: the smallest driver-API kernel shape: two `const float *` inputs, one output, a count.

extern "C" __global__ void vector_sum(const float *a, const float *b, float *sum, int count)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < count) {
        sum[i] = a[i] + b[i];
    }
}
