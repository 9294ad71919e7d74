// Fixture: ICMP for IPv4 (echo, unreachable with next-hop MTU, redirect, timestamp),
// in the shape of a packet-header library.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

typedef uint16_t ic_be16_t;
typedef uint32_t ic_be32_t;

#define WIRE_ICMP_HLEN 8
#define WIRE_ICMP_CODE_NET_UNREACH 0
#define WIRE_ICMP_CODE_PORT_UNREACH 3
#define WIRE_ICMP_CODE_FRAG_NEEDED 4
#define WIRE_ICMP_HLEN 8

/* Message types; one octet on the wire. */
enum wire_icmp_type : uint8_t {
	WIRE_ICMP_ECHO_REPLY = 0,
	WIRE_ICMP_UNREACH = 3,
	WIRE_ICMP_REDIRECT = 5,
	WIRE_ICMP_ECHO = 8,
	WIRE_ICMP_TIME_EXCEEDED = 11,
	WIRE_ICMP_TSTAMP = 13,
	WIRE_ICMP_TSTAMP_REPLY = 14
};

/* Identifier and sequence of an echo. */
struct wire_icmp_echo_id {
	ic_be16_t ident;
	ic_be16_t seq;
};

/* The eight-byte header; the second word depends on the type. */
struct wire_icmp_hdr {
	enum wire_icmp_type type;
	uint8_t code;
	ic_be16_t checksum;
	union {
		struct wire_icmp_echo_id echo;
		ic_be32_t gateway;
		struct {
			ic_be16_t unused;
			ic_be16_t next_mtu;
		} frag;
		struct {
			uint8_t pointer;
			uint8_t unused[3];
		} param;
		uint8_t rest[4];
	} un;
};

/* A timestamp request or reply. */
struct wire_icmp_tstamp {
	uint8_t type;
	uint8_t code;
	ic_be16_t checksum;
	struct wire_icmp_echo_id id;
	ic_be32_t originate;
	ic_be32_t receive;
	ic_be32_t transmit;
};

/* An error message with the start of the offending datagram. */
struct wire_icmp_error {
	uint8_t type;
	uint8_t code;
	ic_be16_t checksum;
	ic_be32_t unused;
	uint8_t quoted[28];
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define WIRE_ICMP_PACKED_END __attribute__((__packed__))
struct wire_icmp_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} WIRE_ICMP_PACKED_END;
