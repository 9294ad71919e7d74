// Fixture: an image denoiser's layer descriptors and a raw dump header, in the shape GPU
// post-processing passes and their capture tools use.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stdint.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

typedef unsigned long long CUdeviceptr;

#define MAX_AOV_LAYERS 8
#define DUMP_MAGIC 0x504D4452
#define DUMP_VERSION 3

enum PixelFormat : uint16_t {
    PIXEL_HALF2 = 0x2207,
    PIXEL_HALF3 = 0x2201,
    PIXEL_HALF4 = 0x2202,
    PIXEL_FLOAT2 = 0x2208,
    PIXEL_FLOAT3 = 0x2203,
    PIXEL_FLOAT4 = 0x2204,
};

enum class LayerRole : int8_t {
    Beauty = 0,
    Albedo = 1,
    Normal = 2,
    Flow = 3,
    Output = -1,
};

typedef struct Image2D {
    CUdeviceptr data;
    unsigned int width;
    unsigned int height;
    unsigned int row_stride_bytes;
    unsigned int pixel_stride_bytes;
    PixelFormat format;
} Image2D;

typedef struct {
    Image2D input;
    Image2D previous_output;
    Image2D output;
    LayerRole role;
} DenoiseLayer;

struct __align__(16) DenoiseParams {
    DenoiseLayer layers[MAX_AOV_LAYERS];
    unsigned int layer_count;
    CUdeviceptr intensity;
    CUdeviceptr average_colour;
    float blend;
    __half exposure_scale;
    uint32_t tile_overlap;
    bool temporal;
};

#pragma pack(push, 2)

struct DumpFileHeader {
    uint32_t magic;
    uint16_t version;
    uint32_t layer_count;
    uint16_t width_hi;
    uint16_t width_lo;
    uint64_t timestamp;
    uint16_t format_code;
};

struct DumpLayerEntry {
    uint8_t role;
    uint32_t offset;
    uint32_t bytes;
    uint16_t format;
    int8_t bias;
};

#pragma pack(pop)

struct DumpIndex {
    DumpFileHeader header;
    DumpLayerEntry entries[MAX_AOV_LAYERS];
    uint32_t crc;
};
