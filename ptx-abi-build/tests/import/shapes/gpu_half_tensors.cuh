// Fixture: reduced-precision tensor descriptors, in the shape GPU inference kernels receive:
// half and bfloat16 scalars beside the pointers and shapes they describe.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>

#define MAX_DIMS 4
#define GROUP_SIZE 128

enum TensorDtype : uint8_t {
    DTYPE_F32 = 0,
    DTYPE_F16 = 1,
    DTYPE_BF16 = 2,
    DTYPE_Q8 = 8,
    DTYPE_Q4 = 9,
};

struct TensorView {
    void* data;
    int64_t shape[MAX_DIMS];
    int64_t stride[MAX_DIMS];
    TensorDtype dtype;
    uint8_t rank;
};

struct ScaleBias {
    __half scale;
    __half bias;
};

struct GroupQuantParams {
    const uint8_t* packed;
    const ScaleBias* groups;
    half zero_point;
    nv_bfloat16 output_scale;
    uint32_t group_size;
    uint32_t group_count;
};

// A value readable as half or as its bits.
struct HalfOrBits {
    union {
        __half value;
        uint16_t bits;
    };
    uint16_t flags;
};

struct RmsNormParams {
    const __half* input;
    const __half* weight;
    __half* output;
    float epsilon;
    int hidden_size;
    __nv_bfloat16 residual_scale;
    bool add_residual;
};

struct RotaryParams {
    const float2* cos_sin;
    __half* query;
    __half* key;
    int head_dim;
    int rotary_dim;
    half theta_scale[GROUP_SIZE / 32];
};
