// Fixture: ICMPv6 with neighbour discovery messages and options,
// in the shape of a packet-header library.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t i6_be16_t;
typedef uint32_t i6_be32_t;

#define WIRE_ICMP6_DST_UNREACH 1
#define WIRE_ICMP6_PKT_TOO_BIG 2
#define WIRE_ICMP6_ECHO_REQUEST 128
#define WIRE_ICMP6_ECHO_REPLY 129
#define WIRE_ND_ROUTER_SOLICIT 133
#define WIRE_ND_ROUTER_ADVERT 134
#define WIRE_ND_NEIGHBOR_SOLICIT 135
#define WIRE_ND_NEIGHBOR_ADVERT 136

/* Neighbour discovery option kinds. */
enum wire_nd_opt : uint8_t {
	WIRE_ND_OPT_SRC_LLADDR = 1,
	WIRE_ND_OPT_TGT_LLADDR = 2,
	WIRE_ND_OPT_PREFIX = 3,
	WIRE_ND_OPT_MTU = 5
};

/* The common header: four bytes, then a word whose meaning the type picks. */
struct wire_icmp6_hdr {
	uint8_t type;
	uint8_t code;
	i6_be16_t checksum;
	union {
		i6_be32_t word32[1];
		i6_be16_t word16[2];
		uint8_t word8[4];
		struct {
			i6_be16_t ident;
			i6_be16_t seq;
		} echo;
		struct {
			uint8_t hop_limit;
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint8_t reserved:3;
			uint8_t proxy:1;
			uint8_t pref:2;
			uint8_t other:1;
			uint8_t managed:1;
#else
			uint8_t managed:1;
			uint8_t other:1;
			uint8_t pref:2;
			uint8_t proxy:1;
			uint8_t reserved:3;
#endif
			i6_be16_t lifetime;
		} ra;
	};
};

/* Neighbour advertisement flags and target. */
struct wire_nd_neigh_adv {
	uint8_t type;
	uint8_t code;
	i6_be16_t checksum;
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint32_t reserved:29;
	uint32_t override:1;
	uint32_t solicited:1;
	uint32_t router:1;
#else
	uint32_t router:1;
	uint32_t solicited:1;
	uint32_t override:1;
	uint32_t reserved:29;
#endif
	uint8_t target[16];
};

/* The header of every option. */
struct wire_nd_opt_hdr {
	enum wire_nd_opt type;
	uint8_t len_units;
};

/* Prefix information. */
struct wire_nd_opt_prefix {
	uint8_t type;
	uint8_t len_units;
	uint8_t prefix_len;
	uint8_t resv1:6;
	uint8_t autoconf:1;
	uint8_t onlink:1;
	i6_be32_t valid_lifetime;
	i6_be32_t preferred_lifetime;
	i6_be32_t resv2;
	uint8_t prefix[16];
};

/* The link MTU option. */
struct wire_nd_opt_mtu {
	uint8_t type;
	uint8_t len_units;
	i6_be16_t reserved;
	i6_be32_t mtu;
};

/* A link-layer address option for Ethernet. */
struct wire_nd_opt_lladdr {
	uint8_t type;
	uint8_t len_units;
	uint8_t mac[6];
};
