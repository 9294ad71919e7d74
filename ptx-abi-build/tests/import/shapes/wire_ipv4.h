// Fixture: the IPv4 header with its version/length nibbles, DSCP/ECN byte and fragment word,
// in the shape of a packet-header library.
// ptx-abi-import: -D__extension__=
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_ALIGNED(a) __attribute__((__aligned__(a)))
#define WIRE_PACKED __attribute__((__packed__))

typedef uint16_t v4_be16_t;
typedef uint32_t v4_be32_t;

#define WIRE_IPV4_VERSION 4
#define WIRE_IPV4_MIN_IHL 5
#define WIRE_IPV4_IHL_UNIT 4
#define WIRE_IPV4_MAX_LEN 65535
#define WIRE_IPV4_DEFAULT_TTL 64
#define WIRE_IPV4_FLAG_DF 0x4000
#define WIRE_IPV4_FLAG_MF 0x2000
#define WIRE_IPV4_FRAG_MASK 0x1FFF
#define WIRE_IPV4_VERSION 4

#define WIRE_IPPROTO_ICMP 1
#define WIRE_IPPROTO_IGMP 2
#define WIRE_IPPROTO_TCP 6
#define WIRE_IPPROTO_UDP 17
#define WIRE_IPPROTO_GRE 47
#define WIRE_IPPROTO_ESP 50
#define WIRE_IPPROTO_AH 51
#define WIRE_IPPROTO_SCTP 132

/* The traffic class byte: six bits of DSCP and two of ECN. */
union wire_ipv4_tos {
	uint8_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint8_t ecn:2;
		uint8_t dscp:6;
#else
		uint8_t dscp:6;
		uint8_t ecn:2;
#endif
	};
};

/* Flags and fragment offset, one sixteen-bit word. */
union wire_ipv4_frag {
	v4_be16_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint16_t offset:13;
		uint16_t more:1;
		uint16_t dont:1;
		uint16_t evil:1;
#else
		uint16_t evil:1;
		uint16_t dont:1;
		uint16_t more:1;
		uint16_t offset:13;
#endif
	};
};

/* The fixed twenty bytes. */
struct WIRE_ALIGNED(2) wire_ipv4_hdr {
	__extension__
	union {
		uint8_t ver_ihl;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint8_t ihl:4;
			uint8_t version:4;
#else
			uint8_t version:4;
			uint8_t ihl:4;
#endif
		};
	};
	union wire_ipv4_tos tos;
	v4_be16_t total_len;
	v4_be16_t ident;
	union wire_ipv4_frag frag;
	uint8_t ttl;
	uint8_t protocol;
	v4_be16_t checksum;
	v4_be32_t saddr;
	v4_be32_t daddr;
} WIRE_PACKED;

/* The pseudo-header the transport checksums cover. */
struct wire_ipv4_pseudo {
	v4_be32_t saddr;
	v4_be32_t daddr;
	uint8_t zero;
	uint8_t protocol;
	v4_be16_t length;
};

/* A source/destination pair as a flow key. */
struct wire_ipv4_flow_key {
	v4_be32_t saddr;
	v4_be32_t daddr;
	v4_be16_t sport;
	v4_be16_t dport;
	uint8_t protocol;
	uint8_t pad[3];
};
