// An IPv4 header as a packet-processing kernel reads it: bit-fields in network order are
// swapped by the host, so the kernel sees them right to left.
#pragma once
#include <stdint.h>

#define IPV4_MAX_OPTIONS 10

/// The fixed part of an IPv4 header.
struct __attribute__((packed)) Ipv4Header {
    uint8_t ihl : 4;      ///< header length in 32-bit words
    uint8_t version : 4;
    uint8_t ecn : 2;
    uint8_t dscp : 6;
    uint16_t total_length;
    uint16_t identification;
    uint16_t fragment_offset : 13;
    uint16_t flags : 3;
    uint8_t ttl;
    uint8_t protocol;
    uint16_t checksum;
    uint32_t src;
    uint32_t dst;
    uint32_t options[IPV4_MAX_OPTIONS];
};
