// Fixture: Ethernet II framing with 802.1Q/802.1ad tags and an LLC/SNAP header,
// in the shape of a packet-header library.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_ALIGNED(a) __attribute__((__aligned__(a)))

typedef uint16_t wire_be16_t;
typedef uint32_t wire_be32_t;

#define WIRE_MAC_LEN 6
#define WIRE_ETHTYPE_LEN 2
#define WIRE_ETH_HLEN 14
#define WIRE_ETH_FCS_LEN 4
#define WIRE_ETH_MIN_FRAME 64
#define WIRE_ETH_MAX_FRAME 1518
#define WIRE_ETH_JUMBO_FRAME 9216

#define WIRE_ETHTYPE_IPV4 0x0800
#define WIRE_ETHTYPE_ARP 0x0806
#define WIRE_ETHTYPE_CTAG 0x8100
#define WIRE_ETHTYPE_STAG 0x88A8
#define WIRE_ETHTYPE_IPV6 0x86DD
#define WIRE_ETHTYPE_MPLS_UC 0x8847
#define WIRE_ETHTYPE_MPLS_MC 0x8848

#define WIRE_TCI_VID_MASK 0x0FFF
#define WIRE_TCI_DEI_MASK 0x1000
#define WIRE_TCI_PCP_MASK 0xE000
#define WIRE_TCI_PCP_SHIFT 13

/* A station address: six bytes, kept on a two-byte boundary for fast compares. */
struct WIRE_ALIGNED(2) wire_mac {
	uint8_t octet[WIRE_MAC_LEN];
};

/* The untagged frame header. */
struct wire_eth_hdr {
	struct wire_mac dst;
	struct wire_mac src;
	wire_be16_t ethertype;
};

/* The tag control information of a customer or service tag. */
union wire_vlan_tci {
	wire_be16_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint16_t vid:12;
		uint16_t dei:1;
		uint16_t pcp:3;
#else
		uint16_t pcp:3;
		uint16_t dei:1;
		uint16_t vid:12;
#endif
	};
};

/* What follows the outer ethertype when it names a tag. */
struct wire_vlan_tag {
	union wire_vlan_tci tci;
	wire_be16_t inner_type;
};

/* A frame header carrying a service tag and a customer tag. */
struct wire_qinq_hdr {
	struct wire_mac dst;
	struct wire_mac src;
	wire_be16_t outer_tpid;
	struct wire_vlan_tag outer;
	struct wire_vlan_tag inner;
};

/* 802.2 LLC with the SNAP extension. */
struct __attribute__((packed)) wire_llc_snap {
	uint8_t dsap;
	uint8_t ssap;
	uint8_t control;
	uint8_t oui[3];
	wire_be16_t protocol;
};
