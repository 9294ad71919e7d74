// Fixture: a kernel sampling a texture through a driver-API handle (`CUtexObject`) passed by
// value, rotating the image by `angle`.
#include <cuda.h>

extern "C" __global__ void rotate_texture(float *out, int width, int height, float angle,
                                          CUtexObject image)
{
    unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
    float u = (float)x / (float)width - 0.5f;
    float v = (float)y / (float)height - 0.5f;
    float ru = u * cosf(angle) - v * sinf(angle) + 0.5f;
    float rv = v * cosf(angle) + u * sinf(angle) + 0.5f;
    out[y * width + x] = tex2D<float>(image, ru, rv);
}
