// Fixture: a compressed-texture container's header, in the shape GPU texture-compression
// samples write: fourcc codes, capability masks and a nested pixel format.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stdint.h>

#define MAKE_FOURCC(a, b, c, d) \
    ((uint32_t)(a) | ((uint32_t)(b) << 8) | ((uint32_t)(c) << 16) | ((uint32_t)(d) << 24))

#define FOURCC_BC1 0x31545844
#define FOURCC_BC3 0x35545844
#define SURFACE_MAGIC 0x20534444
#define SURFACE_RESERVED_WORDS 11

#define FLAG_CAPS 0x00000001
#define FLAG_HEIGHT 0x00000002
#define FLAG_WIDTH 0x00000004
#define FLAG_PIXELFORMAT 0x00001000
#define FLAG_MIPMAPCOUNT 0x00020000

#pragma pack(push, 1)

struct SurfacePixelFormat {
    uint32_t size;
    uint32_t flags;
    uint32_t fourcc;
    uint32_t rgb_bit_count;
    uint32_t red_mask;
    uint32_t green_mask;
    uint32_t blue_mask;
    uint32_t alpha_mask;
};

struct SurfaceCaps {
    uint32_t caps1;
    uint32_t caps2;
    uint32_t caps3;
    uint32_t caps4;
};

struct SurfaceHeader {
    uint32_t magic;
    uint32_t size;
    uint32_t flags;
    uint32_t height;
    uint32_t width;
    uint32_t pitch_or_linear_size;
    uint32_t depth;
    uint32_t mip_count;
    uint32_t reserved[SURFACE_RESERVED_WORDS];
    SurfacePixelFormat format;
    SurfaceCaps caps;
    uint32_t reserved_tail;
};

struct ExtendedHeader {
    uint32_t dxgi_format;
    uint32_t dimension;
    uint32_t misc_flags;
    uint16_t array_size;
    uint16_t misc_flags_high;
    uint8_t alpha_mode;
};

#pragma pack(pop)

struct BlockColour {
    uint16_t endpoint_a;
    uint16_t endpoint_b;
    uint32_t selectors;
};

struct BlockAlpha {
    uint8_t alpha_a;
    uint8_t alpha_b;
    uint8_t selectors[6];
};

struct BlockBc3 {
    BlockAlpha alpha;
    BlockColour colour;
};
