// Fixture: an Ethernet header packed after the brace, VLAN tags and a stacked-tag frame head,
// with own big-endian typedefs, in the shape of an operating system's user-API headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

typedef uint16_t lx_be16;
typedef uint32_t lx_be32;

#define LX_WIRE_PACKED __attribute__((packed))
#define LX_ALIGN(n) __attribute__((aligned(n)))
#define LX_ADDR_LEN 6
#define LX_HEAD_LEN 14
#define LX_MIN_FRAME 60
#define LX_MAX_PAYLOAD 1500
#define LX_P_IP 0x0800
#define LX_P_ARP 0x0806
#define LX_P_8021Q 0x8100
#define LX_P_8021AD 0x88a8
#define LX_P_IPV6 0x86dd
#define LX_P_IP 0x0800

/* Destination, source, protocol: fourteen bytes, alignment one. */
struct lx_mac_head {
    unsigned char dst_mac[LX_ADDR_LEN];
    unsigned char src_mac[LX_ADDR_LEN];
    lx_be16 ether_type;
} LX_WIRE_PACKED;

/* A VLAN tag: control information and the inner protocol. */
struct lx_vlan_tag {
    lx_be16 ctl;
    lx_be16 next_type;
};

/* The control information read as bit-fields. */
union lx_vlan_ctl {
    uint16_t raw;
    struct {
        uint16_t vid : 12;
        uint16_t drop_eligible : 1;
        uint16_t priority : 3;
    };
};

/* An Ethernet header with two tags. */
struct lx_qinq_head {
    unsigned char dst_mac[LX_ADDR_LEN];
    unsigned char src_mac[LX_ADDR_LEN];
    lx_be16 tag_type;
    struct lx_vlan_tag outer;
    struct lx_vlan_tag inner;
} LX_WIRE_PACKED;

/* A received frame's head with the frame check sequence a device reported: packed, then aligned to two. */
struct LX_ALIGN(2) lx_rx_frame_head {
    struct lx_mac_head eth;
    lx_be32 crc;
} LX_WIRE_PACKED;
