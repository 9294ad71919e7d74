// A kernel taking a tensor map by value (`const __grid_constant__ CUtensorMap`), as TMA
// kernels do, and a 2D texture-like handle.
#include <cuda.h>
#include <cuda_runtime.h>

extern "C" __global__ void tile_info(const __grid_constant__ CUtensorMap map,
                                     cudaTextureObject_t tex, unsigned long long *out)
{
    // The map's first 8 bytes (its address or its encoding's first word): enough to show the
    // parameter arrived whole.
    out[0] = reinterpret_cast<const unsigned long long *>(&map)[0];
    out[1] = tex;
}
