#pragma once
#include <cuda_runtime.h>
#include <cuda_fp16.h>

/// An RGBA pixel, as bytes or as a word.
union Rgba8 {
    uchar4 c;
    unsigned int word;
};

/// A half-precision HDR pixel and its coverage.
struct HdrPixel {
    __half2 rg;
    __half2 ba;
    __half coverage;
    unsigned short flags;
};

struct Image {
    Rgba8 *pixels;
    int width, height;
    size_t pitch;
};
