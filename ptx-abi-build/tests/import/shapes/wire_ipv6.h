// Fixture: the IPv6 fixed header, addresses and pseudo-header,
// in the shape of a packet-header library.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_ALIGNED(a) __attribute__((__aligned__(a)))

typedef uint16_t v6_be16_t;
typedef uint32_t v6_be32_t;
typedef uint64_t v6_be64_t;

#define WIRE_IPV6_ADDR_LEN 16
#define WIRE_IPV6_HLEN 40
#define WIRE_IPV6_MIN_MTU 1280
#define WIRE_IPV6_FLOW_MASK 0x000FFFFF
#define WIRE_IPV6_TC_SHIFT 20
#define WIRE_IPV6_VER_SHIFT 28
#define WIRE_IPV6_HLEN 40

/* An address, viewed as bytes, halfwords, words or two 64-bit halves. */
union wire_in6 {
	uint8_t u8[WIRE_IPV6_ADDR_LEN];
	v6_be16_t u16[8];
	v6_be32_t u32[4];
	v6_be64_t u64[2];
};

/* Version, traffic class and flow label: 4 + 8 + 20 bits of one word. */
union wire_ipv6_vtc {
	v6_be32_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint32_t flow:20;
		uint32_t tclass:8;
		uint32_t version:4;
#else
		uint32_t version:4;
		uint32_t tclass:8;
		uint32_t flow:20;
#endif
	};
};

/* The forty-byte fixed header. */
struct wire_ipv6_hdr {
	union wire_ipv6_vtc vtc;
	v6_be16_t payload_len;
	uint8_t next_header;
	uint8_t hop_limit;
	union wire_in6 src;
	union wire_in6 dst;
};

/* The pseudo-header upper layers checksum. */
struct wire_ipv6_pseudo {
	union wire_in6 src;
	union wire_in6 dst;
	v6_be32_t upper_len;
	uint8_t zero[3];
	uint8_t next_header;
};

/* A prefix and its length, sixteen-aligned for vector compares. */
struct WIRE_ALIGNED(16) wire_ipv6_prefix {
	union wire_in6 addr;
	uint8_t length;
	uint8_t flags;
};
