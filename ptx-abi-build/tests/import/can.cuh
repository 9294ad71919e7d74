#pragma once
#include <stdint.h>

/// A CAN bus frame: a 29-bit identifier and flags, then up to 8 bytes, aligned to 8.
struct CanFrame {
    uint32_t id : 29;
    uint32_t rtr : 1;
    uint32_t err : 1;
    uint32_t eff : 1;
    uint8_t dlc;
    uint8_t pad[3];
    uint8_t data[8] __attribute__((aligned(8)));
};
