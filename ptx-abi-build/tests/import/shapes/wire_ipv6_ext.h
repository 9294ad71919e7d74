// Fixture: IPv6 extension headers (hop-by-hop, routing, fragment, segment routing),
// in the shape of a packet-header library.
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array members of wire_ip6_opts and wire_ip6_srh (C++ has none; nvcc accepts them as GCC does)
// ptx-abi-import:
// expect-skipped: wire_ip6_srh wire_ip6_opts
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t x6_be16_t;
typedef uint32_t x6_be32_t;

#define WIRE_IP6_NH_HOPOPTS 0
#define WIRE_IP6_NH_ROUTING 43
#define WIRE_IP6_NH_FRAGMENT 44
#define WIRE_IP6_NH_NONE 59
#define WIRE_IP6_NH_DSTOPTS 60
#define WIRE_IP6_RT_SEGMENT 4
#define WIRE_IP6_OPT_PAD1 0
#define WIRE_IP6_OPT_PADN 1
#define WIRE_IP6_OPT_JUMBO 0xC2

/* The two bytes every options header and option start with. */
struct wire_ip6_ext {
	uint8_t next_header;
	uint8_t len_units;
};

/* A hop-by-hop or destination options header with its variable options. */
struct wire_ip6_opts {
	uint8_t next_header;
	uint8_t len_units;
	uint8_t options[];
};

/* One option TLV with the action bits of its type spelled out. */
struct wire_ip6_tlv {
	union {
		uint8_t type_octet;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint8_t kind:5;
			uint8_t may_change:1;
			uint8_t action:2;
#else
			uint8_t action:2;
			uint8_t may_change:1;
			uint8_t kind:5;
#endif
		};
	};
	uint8_t length;
};

/* The jumbo payload option with its padding in front. */
struct wire_ip6_jumbo {
	uint8_t pad[2];
	struct wire_ip6_tlv tlv;
	x6_be32_t payload_len;
};

/* The generic routing header. */
struct wire_ip6_rthdr {
	uint8_t next_header;
	uint8_t len_units;
	uint8_t routing_type;
	uint8_t segments_left;
	x6_be32_t type_data;
};

/* The fragment header. */
struct wire_ip6_frag {
	uint8_t next_header;
	uint8_t reserved;
	union {
		x6_be16_t offlg;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint16_t more:1;
			uint16_t res:2;
			uint16_t offset:13;
#else
			uint16_t offset:13;
			uint16_t res:2;
			uint16_t more:1;
#endif
		};
	};
	x6_be32_t ident;
};

/* The segment routing header with its list of 128-bit segments. */
struct wire_ip6_srh {
	uint8_t next_header;
	uint8_t len_units;
	uint8_t routing_type;
	uint8_t segments_left;
	uint8_t last_entry;
	uint8_t flags;
	x6_be16_t tag;
	uint32_t segments[][4];
};
