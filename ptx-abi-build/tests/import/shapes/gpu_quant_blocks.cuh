// Fixture: quantized weight blocks, in the shape inference engines store them for their CUDA
// back ends: a half scale (and minimum) per block of packed 4-, 5- and 8-bit values.
// ptx-abi-check: static-asserts-only: blocks holding a __half2 (whose copy constructor is user-provided) cannot be copied or passed by value
// ptx-abi-import: -DTQ_DECL_CUDA
// expect-skipped:
#pragma once

#ifdef TQ_DECL_CUDA
#include <cuda_fp16.h>
#include <stdint.h>
typedef half tq_half;
typedef half2 tq_half2;
#else
#include <stdint.h>
typedef uint16_t tq_half;
typedef uint32_t tq_half2;
#endif

#define TQ_BLOCK 32
#define TQ_BLOCK_WIDE 64

// Scale only: 4-bit values, two to a byte.
typedef struct {
    tq_half scale;
    uint8_t nibbles[TQ_BLOCK / 2];
} tq_block_s4;
static_assert(sizeof(tq_block_s4) == sizeof(tq_half) + TQ_BLOCK / 2, "tq_block_s4 has padding");

// Scale and minimum, readable one at a time or as a pair.
typedef struct {
    union {
        struct {
            tq_half scale;
            tq_half minimum;
        };
        tq_half2 scale_min;
    };
    uint8_t nibbles[TQ_BLOCK / 2];
} tq_block_a4;
static_assert(sizeof(tq_block_a4) == 2 * sizeof(tq_half) + TQ_BLOCK / 2, "tq_block_a4 has padding");

// 5-bit values: the fifth bits gathered into one word.
typedef struct {
    tq_half scale;
    uint8_t high_bits[4];
    uint8_t nibbles[TQ_BLOCK / 2];
} tq_block_s5;
static_assert(sizeof(tq_block_s5) == sizeof(tq_half) + sizeof(uint32_t) + TQ_BLOCK / 2, "tq_block_s5 has padding");

typedef struct {
    union {
        struct {
            tq_half scale;
            tq_half minimum;
        };
        tq_half2 scale_min;
    };
    uint8_t high_bits[4];
    uint8_t nibbles[TQ_BLOCK / 2];
} tq_block_a5;
static_assert(sizeof(tq_block_a5) == 2 * sizeof(tq_half) + sizeof(uint32_t) + TQ_BLOCK / 2, "tq_block_a5 has padding");

// 8-bit values with a scale.
typedef struct {
    tq_half scale;
    int8_t values[TQ_BLOCK];
} tq_block_s8;
static_assert(sizeof(tq_block_s8) == sizeof(tq_half) + TQ_BLOCK, "tq_block_s8 has padding");

// 8-bit activations with the scale and the scaled sum, as a pair.
typedef struct {
    union {
        struct {
            tq_half scale;
            tq_half scaled_sum;
        };
        tq_half2 scale_sum;
    };
    int8_t values[TQ_BLOCK];
} tq_block_a8;
static_assert(sizeof(tq_block_a8) == 2 * sizeof(tq_half) + TQ_BLOCK, "tq_block_a8 has padding");

// Four 8-bit blocks interleaved for wide loads.
typedef struct {
    tq_half scales[4];
    int8_t values[TQ_BLOCK * 4];
} tq_block_s8x4;
static_assert(sizeof(tq_block_s8x4) == 4 * sizeof(tq_half) + TQ_BLOCK * 4, "tq_block_s8x4 has padding");

// A wider block: 2-bit values, four to a byte.
typedef struct {
    tq_half scale;
    uint8_t crumbs[TQ_BLOCK_WIDE / 4];
} tq_block_s2;
static_assert(sizeof(tq_block_s2) == sizeof(tq_half) + TQ_BLOCK_WIDE / 4, "tq_block_s2 has padding");
