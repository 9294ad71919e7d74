#pragma once
#include <stdint.h>

/// TCP header flags and offsets, as a parser stores them per packet.
struct TcpHeader {
    uint16_t src_port;
    uint16_t dst_port;
    uint32_t seq;
    uint32_t ack;
    uint16_t reserved : 4;
    uint16_t data_offset : 4;
    uint16_t fin : 1;
    uint16_t syn : 1;
    uint16_t rst : 1;
    uint16_t psh : 1;
    uint16_t ack_flag : 1;
    uint16_t urg : 1;
    uint16_t ece : 1;
    uint16_t cwr : 1;
    uint16_t window;
    uint16_t checksum;
    uint16_t urgent;
};
