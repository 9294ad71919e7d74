// Fixture: a bitmap image file's headers, in the shape GPU image-processing samples read
// straight from disk with byte packing.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stdint.h>

#define BITMAP_MAGIC 0x4D42
#define BITMAP_PLANES 1

typedef unsigned char byte8;
typedef unsigned short word16;
typedef unsigned int dword32;
typedef int long32;

#pragma pack(push, 1)

typedef struct {
    word16 magic;
    dword32 file_size;
    word16 reserved_a;
    word16 reserved_b;
    dword32 pixel_offset;
} BitmapFileHeader;

typedef struct {
    dword32 header_size;
    long32 width;
    long32 height;
    word16 planes;
    word16 bits_per_pixel;
    dword32 compression;
    dword32 image_size;
    long32 x_pixels_per_metre;
    long32 y_pixels_per_metre;
    dword32 colours_used;
    dword32 colours_important;
} BitmapInfoHeader;

typedef struct BitmapPaletteEntry {
    byte8 blue;
    byte8 green;
    byte8 red;
    byte8 reserved;
} BitmapPaletteEntry;

struct BitmapHeaders {
    BitmapFileHeader file;
    BitmapInfoHeader info;
};

struct PixelBgr {
    uint8_t b, g, r;
};

#pragma pack(pop)

// Back to natural alignment after the pop.
struct DecodedImage {
    uint8_t* pixels;
    int width;
    int height;
    int stride;
    uint16_t bits;
};
