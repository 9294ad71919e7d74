// Fixture: a reduction through cooperative groups (`<cooperative_groups.h>`), one template
// exported as two `extern "C"` kernels.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

template <int BLOCK>
__device__ void reduce_block(const float *in, float *partial, unsigned int count)
{
    cg::thread_block block = cg::this_thread_block();
    __shared__ float values[BLOCK];
    unsigned int i = blockIdx.x * BLOCK + threadIdx.x;
    values[threadIdx.x] = i < count ? in[i] : 0.0f;
    cg::sync(block);
    for (int stride = BLOCK / 2; stride > 0; stride /= 2) {
        if (threadIdx.x < stride) {
            values[threadIdx.x] += values[threadIdx.x + stride];
        }
        cg::sync(block);
    }
    if (block.thread_rank() == 0) {
        partial[blockIdx.x] = values[0];
    }
}

extern "C" __global__ void reduce_256(const float *in, float *partial, unsigned int count)
{
    reduce_block<256>(in, partial, count);
}

extern "C" __global__ void reduce_512(const float *in, float *partial, unsigned int count)
{
    reduce_block<512>(in, partial, count);
}
