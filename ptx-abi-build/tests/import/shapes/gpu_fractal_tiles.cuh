// Fixture: a procedural texture generator's tile parameters, in the shape GPU image sources
// fill per requested tile: a region of the complex plane, a palette, an output buffer.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <vector_types.h>
#include <cuda_fp16.h>

const int PALETTE_SIZE = 16;
#define TILE_EDGE 64
#define TILE_TEXELS (TILE_EDGE * TILE_EDGE)

struct PlaneRegion {
    double re_min;
    double im_min;
    double re_max;
    double im_max;
};

struct FractalTileParams {
    unsigned int width;
    unsigned int height;
    unsigned int clip_width;
    unsigned int clip_height;
    bool every_mip_level;
    PlaneRegion region;
    int iteration_limit;
    float4 palette[PALETTE_SIZE];
    int palette_used;
    bool smooth_colouring;
    float4* output;
};

struct SolidTileParams {
    unsigned int texel_count;
    float4 colour;
    float4* output;
};

struct TileRequest {
    uint2 tile;
    unsigned int mip_level;
    unsigned int texture_id;
    double2 uv_min;
    double2 uv_max;
    short2 border;
    char3 channel_map;
};

struct TileStaging {
    uchar4 texels[TILE_TEXELS / 64];
    ushort4 stats;
    half mean_luma;
    half peak_luma;
    longlong2 checksum;
};
