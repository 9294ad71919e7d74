#pragma once
#include <stdint.h>

enum class DmaDirection : uint8_t { HostToDevice = 0, DeviceToHost = 1, DeviceToDevice = 2 };

/// A DMA descriptor: 48-bit addresses packed with lengths in 64-bit words.
struct DmaDescriptor {
    uint64_t src : 48;
    uint64_t len_low : 16;
    uint64_t dst : 48;
    uint64_t len_high : 8;
    DmaDirection direction : 2;
    bool interrupt : 1;
    bool last : 1;
    struct DmaDescriptor *next;
};
