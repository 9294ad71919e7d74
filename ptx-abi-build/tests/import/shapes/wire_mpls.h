// Fixture: MPLS label stack entries, a bounded stack, the pseudowire control word
// and the associated channel header, in the shape of a packet-header library.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_ALIGNED(a) __attribute__((__aligned__(a)))

typedef uint16_t ml_be16_t;
typedef uint32_t ml_be32_t;

#define WIRE_MPLS_LABEL_MASK 0xFFFFF000
#define WIRE_MPLS_LABEL_SHIFT 12
#define WIRE_MPLS_TC_MASK 0x00000E00
#define WIRE_MPLS_TC_SHIFT 9
#define WIRE_MPLS_S_MASK 0x00000100
#define WIRE_MPLS_TTL_MASK 0x000000FF
#define WIRE_MPLS_LABEL_IPV4_NULL 0
#define WIRE_MPLS_LABEL_ROUTER_ALERT 1
#define WIRE_MPLS_LABEL_IPV6_NULL 2
#define WIRE_MPLS_LABEL_IMPLICIT_NULL 3
#define WIRE_MPLS_LABEL_ENTROPY 7
#define WIRE_MPLS_LABEL_GAL 13
#define WIRE_MPLS_MAX_DEPTH 8
#define WIRE_MPLS_LABEL_SHIFT 12

/* One label stack entry: label 20, traffic class 3, bottom 1, TTL 8. */
union wire_mpls_lse {
	ml_be32_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint32_t ttl:8;
		uint32_t bottom:1;
		uint32_t tc:3;
		uint32_t label:20;
#else
		uint32_t label:20;
		uint32_t tc:3;
		uint32_t bottom:1;
		uint32_t ttl:8;
#endif
	};
};

/* A stack of entries to push, eight-aligned for wide stores. */
struct WIRE_ALIGNED(8) wire_mpls_stack {
	uint8_t depth;
	uint8_t reserved[3];
	union wire_mpls_lse entries[WIRE_MPLS_MAX_DEPTH];
};

/* An entropy label indicator and the entropy label behind it. */
struct wire_mpls_entropy {
	union wire_mpls_lse indicator;
	union wire_mpls_lse entropy;
};

/* The pseudowire control word. */
struct wire_pw_control_word {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint16_t length:6;
	uint16_t frag:2;
	uint16_t flags:4;
	uint16_t zero:4;
#else
	uint16_t zero:4;
	uint16_t flags:4;
	uint16_t frag:2;
	uint16_t length:6;
#endif
	ml_be16_t seq;
};

/* The associated channel header behind the generic label. */
struct wire_mpls_ach {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t reserved_lo:4;
	uint8_t nibble:4;
#else
	uint8_t nibble:4;
	uint8_t reserved_lo:4;
#endif
	uint8_t version;
	ml_be16_t channel;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define WIRE_MPLS_PACKED_END __attribute__((__packed__))
struct wire_mpls_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} WIRE_MPLS_PACKED_END;
