// Fixture: ARP and RARP messages for Ethernet/IPv4, in the shape of a packet-header library.
// The body is packed after its closing brace, so the file is imported for nvcc.
// ptx-abi-import: --compiler nvcc
// expect-skipped: wire_arp_var_msg
#include <stdint.h>

#define WIRE_PACKED __attribute__((__packed__))
#define WIRE_ALIGNED(a) __attribute__((__aligned__(a)))

typedef uint16_t arp_n16_t;
typedef uint32_t arp_n32_t;

#define WIRE_ARP_HW_ETHER 1
#define WIRE_ARP_HW_IEEE802 6
#define WIRE_ARP_PROTO_IPV4 0x0800
#define WIRE_ARP_HW_ETHER 1

/* Operation codes; the field is sixteen bits on the wire. */
enum wire_arp_op : uint16_t {
	WIRE_ARP_REQUEST = 1,
	WIRE_ARP_REPLY = 2,
	WIRE_RARP_REQUEST = 3,
	WIRE_RARP_REPLY = 4,
	WIRE_INARP_REQUEST = 8,
	WIRE_INARP_REPLY = 9
};

/* A hardware address as ARP carries it. */
struct wire_arp_hwaddr {
	uint8_t b[6];
};

/* The fixed part every ARP message starts with. */
struct wire_arp_fixed {
	arp_n16_t hw_type;
	arp_n16_t proto_type;
	uint8_t hw_len;
	uint8_t proto_len;
	arp_n16_t opcode;
};

/* The Ethernet/IPv4 body: the IPv4 addresses sit on odd halfword boundaries. */
struct wire_arp_eth_ipv4 {
	struct wire_arp_hwaddr sender_hw;
	arp_n32_t sender_ip;
	struct wire_arp_hwaddr target_hw;
	arp_n32_t target_ip;
} WIRE_PACKED;

/* A whole message, packed and kept on a two-byte boundary. */
struct WIRE_ALIGNED(2) wire_arp_msg {
	struct wire_arp_fixed fixed;
	struct wire_arp_eth_ipv4 body;
} WIRE_PACKED;

/* The same message with the opcode typed by its enumeration. */
struct wire_arp_typed {
	arp_n16_t hw_type;
	arp_n16_t proto_type;
	uint8_t hw_len;
	uint8_t proto_len;
	enum wire_arp_op op;
};

/* Any hardware and protocol length: the addresses follow as bytes. */
struct wire_arp_var_msg {
	struct wire_arp_fixed fixed;
	uint8_t addrs[];
};
