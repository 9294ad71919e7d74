// Fixture: GENEVE with its variable option TLVs, in the shape of a packet-header library.
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array member of wire_geneve_hdr and the zero-length array of wire_geneve_opt (nvcc accepts both as GCC does)
// ptx-abi-import:
// expect-skipped: wire_geneve_hdr wire_geneve_opt
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t gv_be16_t;
typedef uint32_t gv_be32_t;

#define WIRE_GENEVE_PORT 6081
#define WIRE_GENEVE_VER 0
#define WIRE_GENEVE_MAX_OPT_WORDS 63
#define WIRE_GENEVE_OPT_WORDS 8
#define WIRE_GENEVE_CLASS_STANDARD 0x0000
#define WIRE_GENEVE_CLASS_EXPERIMENTAL 0xFFFF

/* The fixed eight bytes, shared by the headers below. */
struct wire_geneve_base {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t opt_len:6;
	uint8_t version:2;
	uint8_t reserved1:6;
	uint8_t critical:1;
	uint8_t oam:1;
#else
	uint8_t version:2;
	uint8_t opt_len:6;
	uint8_t oam:1;
	uint8_t critical:1;
	uint8_t reserved1:6;
#endif
	gv_be16_t protocol;
	uint8_t vni[3];
	uint8_t reserved2;
};

/* The header with its options following in four-byte units. */
struct wire_geneve_hdr {
	struct wire_geneve_base base;
	gv_be32_t options[];
};

/* The header of one option. */
struct wire_geneve_opt_hdr {
	gv_be16_t opt_class;
	uint8_t type;
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t length:5;
	uint8_t reserved:3;
#else
	uint8_t reserved:3;
	uint8_t length:5;
#endif
};

/* One option and its data, of the length its header gives. */
struct wire_geneve_opt {
	struct wire_geneve_opt_hdr hdr;
	uint8_t data[0];
};

/* A header with room for a bounded set of options. */
struct wire_geneve_bounded {
	struct wire_geneve_base base;
	union {
		gv_be32_t words[WIRE_GENEVE_OPT_WORDS];
		struct wire_geneve_opt_hdr first;
	};
};

/* A tunnel's metadata: the option area the receive path parsed. */
struct wire_geneve_meta {
	gv_be16_t protocol;
	uint8_t opt_words;
	uint8_t flags;
	uint32_t vni;
	gv_be32_t area[WIRE_GENEVE_MAX_OPT_WORDS];
};
