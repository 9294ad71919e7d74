// Fixture: quantized super-blocks of 256 values, in the shape inference engines declare them
// for host code, where the half types are plain 16- and 32-bit integers.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stdint.h>

#ifdef SB_DECL_CUDA
#include <cuda_fp16.h>
typedef half sb_half;
typedef half2 sb_half2;
#else
typedef uint16_t sb_half;
typedef uint32_t sb_half2;
#endif

#define SB_VALUES 256
#define SB_SCALE_BYTES 12
#define SB_SUB_BLOCKS (SB_VALUES / 32)

// 2-bit values with 4-bit scales and minimums per sub-block.
typedef struct {
    uint8_t scales[SB_VALUES / 16];
    uint8_t crumbs[SB_VALUES / 4];
    union {
        struct {
            sb_half scale;
            sb_half minimum;
        };
        sb_half2 scale_min;
    };
} sb_block_q2;
static_assert(sizeof(sb_block_q2) == 2 * sizeof(sb_half) + SB_VALUES / 16 + SB_VALUES / 4, "sb_block_q2 has padding");

// 3-bit values: a high-bit mask, the low two bits, 6-bit scales.
typedef struct {
    uint8_t high_mask[SB_VALUES / 8];
    uint8_t crumbs[SB_VALUES / 4];
    uint8_t scales[SB_SCALE_BYTES];
    sb_half scale;
} sb_block_q3;
static_assert(sizeof(sb_block_q3) == sizeof(sb_half) + SB_VALUES / 4 + SB_VALUES / 8 + SB_SCALE_BYTES, "sb_block_q3 has padding");

// 4-bit values with packed 6-bit scales and minimums.
typedef struct {
    union {
        struct {
            sb_half scale;
            sb_half minimum;
        };
        sb_half2 scale_min;
    };
    uint8_t scales[SB_SCALE_BYTES];
    uint8_t nibbles[SB_VALUES / 2];
} sb_block_q4;
static_assert(sizeof(sb_block_q4) == 2 * sizeof(sb_half) + SB_SCALE_BYTES + SB_VALUES / 2, "sb_block_q4 has padding");

// 6-bit values: low nibbles, high crumbs, signed 8-bit scales.
typedef struct {
    uint8_t low[SB_VALUES / 2];
    uint8_t high[SB_VALUES / 4];
    int8_t scales[SB_VALUES / 16];
    sb_half scale;
} sb_block_q6;
static_assert(sizeof(sb_block_q6) == sizeof(sb_half) + SB_VALUES / 16 + 3 * SB_VALUES / 4, "sb_block_q6 has padding");

// 8-bit intermediate values with a float scale and per-16 sums.
typedef struct {
    float scale;
    int8_t values[SB_VALUES];
    int16_t sums[SB_VALUES / 16];
} sb_block_q8;
static_assert(sizeof(sb_block_q8) == sizeof(float) + SB_VALUES + SB_VALUES / 16 * sizeof(int16_t), "sb_block_q8 has padding");

// A lookup-grid format: 16-bit indices into a codebook, one scale per sub-block.
typedef struct {
    sb_half scale;
    uint16_t grid_index[SB_VALUES / 8];
    uint8_t sub_scales[SB_SUB_BLOCKS / 2];
} sb_block_grid;
static_assert(sizeof(sb_block_grid) == sizeof(sb_half) + SB_VALUES / 4 + SB_SUB_BLOCKS / 2, "sb_block_grid has padding");
