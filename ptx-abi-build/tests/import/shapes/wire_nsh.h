// Fixture: the network service header (base header, service path, MD type 1 and 2 context),
// in the shape of a packet-header library.
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array member of wire_nsh_md2 (C++ has none; nvcc accepts it as GCC does)
// ptx-abi-import:
// expect-skipped: wire_nsh_md2
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t sh_be16_t;
typedef uint32_t sh_be32_t;

#define WIRE_NSH_ETHTYPE 0x894F
#define WIRE_NSH_MD1_WORDS 4
#define WIRE_NSH_NP_IPV4 0x1
#define WIRE_NSH_NP_IPV6 0x2
#define WIRE_NSH_NP_ETH 0x3
#define WIRE_NSH_NP_NSH 0x4
#define WIRE_NSH_NP_MPLS 0x5
#define WIRE_NSH_MAX_TTL 63
#define WIRE_NSH_MD1_WORDS 4

/* Metadata types, one nibble on the wire but an octet here. */
enum wire_nsh_md : uint8_t {
	WIRE_NSH_MD_RESERVED = 0,
	WIRE_NSH_MD_TYPE1 = 1,
	WIRE_NSH_MD_TYPE2 = 2,
	WIRE_NSH_MD_EXPERIMENT = 0xF
};

/* The base header: version, O and U bits, TTL, length, MD type, next protocol. */
struct wire_nsh_base {
	union {
		sh_be16_t ver_flags_ttl_len;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint16_t length:6;
			uint16_t ttl:6;
			uint16_t unassigned:1;
			uint16_t oam:1;
			uint16_t version:2;
#else
			uint16_t version:2;
			uint16_t oam:1;
			uint16_t unassigned:1;
			uint16_t ttl:6;
			uint16_t length:6;
#endif
		};
	};
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t md_type:4;
	uint8_t unassigned2:4;
#else
	uint8_t unassigned2:4;
	uint8_t md_type:4;
#endif
	uint8_t next_proto;
};

/* The service path header: 24-bit path id and 8-bit service index. */
union wire_nsh_path {
	sh_be32_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint32_t index:8;
		uint32_t path_id:24;
#else
		uint32_t path_id:24;
		uint32_t index:8;
#endif
	};
};

/* MD type 1: four fixed context words. */
struct wire_nsh_md1 {
	struct wire_nsh_base base;
	union wire_nsh_path path;
	sh_be32_t context[WIRE_NSH_MD1_WORDS];
};

/* The header of one MD type 2 context TLV. */
struct wire_nsh_md2_tlv {
	sh_be16_t md_class;
	uint8_t type;
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t length:7;
	uint8_t unassigned:1;
#else
	uint8_t unassigned:1;
	uint8_t length:7;
#endif
};

/* MD type 2 and its variable context. */
struct wire_nsh_md2 {
	struct wire_nsh_base base;
	union wire_nsh_path path;
	struct wire_nsh_md2_tlv tlvs[];
};

/* What a forwarder keys its next hop on. */
struct wire_nsh_key {
	union wire_nsh_path path;
	enum wire_nsh_md md;
	uint8_t next_proto;
	uint16_t ingress_port;
};
