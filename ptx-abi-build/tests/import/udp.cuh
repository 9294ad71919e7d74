#pragma once
#include <stdint.h>

#define UDP_PAYLOAD 1472

struct UdpHeader {
    uint16_t src_port;
    uint16_t dst_port;
    uint16_t length;
    uint16_t checksum;
};

/// A datagram as received, with its payload inline.
struct UdpPacket {
    UdpHeader header;
    uint64_t timestamp_ns;
    uint8_t payload[UDP_PAYLOAD];
};
