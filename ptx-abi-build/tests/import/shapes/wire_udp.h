// Fixture: UDP, UDP-Lite and the UDP encapsulation markers of IPsec NAT traversal,
// in the shape of a packet-header library.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

typedef uint16_t udp_be16_t;
typedef uint32_t udp_be32_t;

#define WIRE_UDP_HLEN 8
#define WIRE_UDP_PORT_DNS 53
#define WIRE_UDP_PORT_VXLAN 4789
#define WIRE_UDP_PORT_GENEVE 6081
#define WIRE_UDP_PORT_NATT 4500
#define WIRE_UDP_PORT_GTPU 2152
#define WIRE_UDP_HLEN 8

/* How a socket unwraps what it receives. */
enum wire_udp_encap : uint8_t {
	WIRE_UDP_ENCAP_NONE = 0,
	WIRE_UDP_ENCAP_ESPINUDP = 2,
	WIRE_UDP_ENCAP_L2TP = 3,
	WIRE_UDP_ENCAP_GTP0 = 4,
	WIRE_UDP_ENCAP_GTP1U = 5
};

/* The datagram header. */
struct wire_udp_hdr {
	udp_be16_t src_port;
	udp_be16_t dst_port;
	udp_be16_t length;
	udp_be16_t checksum;
};

/* UDP-Lite puts the checksum coverage where UDP has the length. */
struct wire_udplite_hdr {
	udp_be16_t src_port;
	udp_be16_t dst_port;
	udp_be16_t coverage;
	udp_be16_t checksum;
};

/* The non-ESP marker of IKE over port 4500. */
struct wire_udp_nonesp {
	struct wire_udp_hdr udp;
	udp_be32_t zero_marker;
};

/* A socket's encapsulation settings. */
struct wire_udp_encap_cfg {
	udp_be16_t port;
	enum wire_udp_encap kind;
	uint8_t flags;
	uint64_t cookie;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define WIRE_UDP_PACKED_END __attribute__((__packed__))
struct wire_udp_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    uint16_t length;
    uint8_t flags;
} WIRE_UDP_PACKED_END;
