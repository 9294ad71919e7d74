// Fixture: GRE with its optional checksum, key and sequence fields, NVGRE and the
// enhanced GRE of PPTP, in the shape of a packet-header library (packed after the brace).
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_PACKED __attribute__((__packed__))

typedef uint16_t gre_be16_t;
typedef uint32_t gre_be32_t;

#define WIRE_GRE_CSUM 0x8000
#define WIRE_GRE_ROUTING 0x4000
#define WIRE_GRE_KEY 0x2000
#define WIRE_GRE_SEQ 0x1000
#define WIRE_GRE_ACK 0x0080
#define WIRE_GRE_VERSION_MASK 0x0007
#define WIRE_GRE_VERSION_PPTP 1
#define WIRE_GRE_PROTO_PPP 0x880B
#define WIRE_GRE_PROTO_TEB 0x6558

/* The base header: sixteen flag/version bits and the protocol type. */
struct wire_gre_hdr {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint16_t recur:3;
	uint16_t strict:1;
	uint16_t seq_present:1;
	uint16_t key_present:1;
	uint16_t routing:1;
	uint16_t csum_present:1;
	uint16_t version:3;
	uint16_t flags:4;
	uint16_t ack_present:1;
#else
	uint16_t csum_present:1;
	uint16_t routing:1;
	uint16_t key_present:1;
	uint16_t seq_present:1;
	uint16_t strict:1;
	uint16_t recur:3;
	uint16_t ack_present:1;
	uint16_t flags:4;
	uint16_t version:3;
#endif
	gre_be16_t proto;
} WIRE_PACKED;

/* The checksum word when the C bit is set. */
struct wire_gre_csum {
	gre_be16_t checksum;
	gre_be16_t reserved1;
} WIRE_PACKED;

/* A base header followed by a key and a sequence number. */
struct wire_gre_key_seq {
	struct wire_gre_hdr base;
	gre_be32_t key;
	gre_be32_t seq;
} WIRE_PACKED;

/* NVGRE: the key carries a 24-bit subnet identifier and an 8-bit flow id. */
struct wire_nvgre_hdr {
	struct wire_gre_hdr base;
	union {
		gre_be32_t key;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint32_t flow_id:8;
			uint32_t vsid:24;
#else
			uint32_t vsid:24;
			uint32_t flow_id:8;
#endif
		};
	};
} WIRE_PACKED;

/* Enhanced GRE as PPTP carries PPP: payload length, call id, sequence and ack. */
struct wire_gre_pptp {
	uint8_t flags;
	uint8_t ver;
	gre_be16_t proto;
	gre_be16_t payload_len;
	gre_be16_t call_id;
	gre_be32_t seq;
	gre_be32_t ack;
} WIRE_PACKED;
