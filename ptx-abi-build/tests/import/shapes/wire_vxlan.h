// Fixture: VXLAN and VXLAN-GPE headers and a prebuilt outer encapsulation,
// in the shape of a packet-header library.
// ptx-abi-import: -D__extension__=
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t vx_be16_t;
typedef uint32_t vx_be32_t;

#define WIRE_VXLAN_PORT 4789
#define WIRE_VXLAN_GPE_PORT 4790
#define WIRE_VXLAN_FLAG_I 0x08
#define WIRE_VXLAN_GPE_NP_IPV4 0x1
#define WIRE_VXLAN_GPE_NP_IPV6 0x2
#define WIRE_VXLAN_GPE_NP_ETH 0x3
#define WIRE_VXLAN_GPE_NP_NSH 0x4
#define WIRE_VXLAN_PORT 4789

/* The eight-byte VXLAN header, as words or as fields. */
struct wire_vxlan_hdr {
	__extension__
	union {
		struct {
			vx_be32_t flags_word;
			vx_be32_t vni_word;
		};
		struct {
			uint8_t flags;
			uint8_t reserved0[3];
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint32_t reserved1:8;
			uint32_t vni:24;
#else
			uint32_t vni:24;
			uint32_t reserved1:8;
#endif
		};
	};
};

/* The generic protocol extension of VXLAN. */
struct wire_vxlan_gpe_hdr {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t oam:1;
	uint8_t next_present:1;
	uint8_t bum:1;
	uint8_t instance:1;
	uint8_t version:2;
	uint8_t reserved:2;
#else
	uint8_t reserved:2;
	uint8_t version:2;
	uint8_t instance:1;
	uint8_t bum:1;
	uint8_t next_present:1;
	uint8_t oam:1;
#endif
	uint8_t reserved2[2];
	uint8_t next_proto;
	uint8_t vni[3];
	uint8_t reserved3;
};

/* Outer Ethernet, IPv4 and UDP as raw bytes, then VXLAN: fifty bytes prebuilt per tunnel. */
struct __attribute__((packed)) wire_vxlan_encap {
	uint8_t outer_dmac[6];
	uint8_t outer_smac[6];
	vx_be16_t outer_type;
	uint8_t outer_ip[20];
	vx_be16_t udp_sport;
	vx_be16_t udp_dport;
	vx_be16_t udp_len;
	vx_be16_t udp_csum;
	struct wire_vxlan_hdr vxlan;
};

/* What a tunnel endpoint keeps per remote. */
struct wire_vxlan_remote {
	vx_be32_t remote_ip;
	vx_be16_t dst_port;
	uint8_t ttl;
	uint8_t tos;
	uint32_t vni;
	uint32_t ifindex;
};
