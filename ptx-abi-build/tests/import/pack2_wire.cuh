#pragma once
#include <stdint.h>

#pragma pack(push, 2)
/// A wire record under #pragma pack(2): no bit-fields, so NVRTC and nvcc agree.
struct Record2 {
    uint8_t kind;
    uint32_t value;
    uint64_t stamp;
    uint16_t crc;
};
#pragma pack(pop)

/// A packed record inside an ordinary struct: aligned to 2.
struct Envelope {
    char tag;
    Record2 record;
    double weight;
};
