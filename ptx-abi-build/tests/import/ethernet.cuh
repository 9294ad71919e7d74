#pragma once
#include <stdint.h>

#pragma pack(push, 1)
/// An Ethernet II frame header, byte for byte.
struct EthernetHeader {
    uint8_t dst[6];
    uint8_t src[6];
    uint16_t ethertype;
};

/// An 802.1Q tagged frame header.
struct VlanHeader {
    EthernetHeader eth;
    uint16_t tci;
    uint16_t inner_type;
};
#pragma pack(pop)

/// A batch of frames handed to a kernel.
struct FrameBatch {
    const VlanHeader *frames;
    uint32_t count;
    uint32_t stride;
};
