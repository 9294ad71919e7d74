#pragma once
#include <cuda.h>
#include <stdint.h>

/// What a TMA-based GEMM kernel takes: the tensor maps and the tile shape.
struct GemmTmaParams {
    CUtensorMap a;
    CUtensorMap b;
    CUtensorMap c;
    uint32_t m, n, k;
    uint32_t tile_m : 10;
    uint32_t tile_n : 10;
    uint32_t stages : 4;
    float alpha, beta;
};
