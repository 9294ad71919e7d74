// Fixture: IPv4 options (record route, timestamp, router alert, security),
// in the shape of a packet-header library; the option bodies are packed after the brace.
// ptx-abi-import: --compiler nvcc
// expect-skipped: wire_ipopt_tstamp
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_PACKED __attribute__((__packed__))

typedef uint16_t opt_be16_t;
typedef uint32_t opt_be32_t;

#define WIRE_IPOPT_END 0
#define WIRE_IPOPT_NOOP 1
#define WIRE_IPOPT_RR 7
#define WIRE_IPOPT_TS 68
#define WIRE_IPOPT_SEC 130
#define WIRE_IPOPT_LSRR 131
#define WIRE_IPOPT_SSRR 137
#define WIRE_IPOPT_RA 148
#define WIRE_IPOPT_MAX_LEN 40
#define WIRE_IPOPT_RR_SLOTS 9
#define WIRE_IPOPT_MAX_LEN 40

/* The option type octet: copied flag, class and number. */
union wire_ipopt_type {
	uint8_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint8_t number:5;
		uint8_t opt_class:2;
		uint8_t copied:1;
#else
		uint8_t copied:1;
		uint8_t opt_class:2;
		uint8_t number:5;
#endif
	};
};

/* Record route and the source-route options share this body. */
struct wire_ipopt_route {
	union wire_ipopt_type type;
	uint8_t len;
	uint8_t pointer;
	opt_be32_t hops[WIRE_IPOPT_RR_SLOTS];
} WIRE_PACKED;

/* Internet timestamp: overflow count and flag nibbles, then a variable list. */
struct wire_ipopt_tstamp {
	uint8_t type;
	uint8_t len;
	uint8_t pointer;
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t flag:4;
	uint8_t overflow:4;
#else
	uint8_t overflow:4;
	uint8_t flag:4;
#endif
	opt_be32_t entries[];
};

/* Router alert: a sixteen-bit value. */
struct wire_ipopt_ralert {
	uint8_t type;
	uint8_t len;
	opt_be16_t value;
};

/* Basic security option: level byte then protection authority flags. */
struct wire_ipopt_security {
	uint8_t type;
	uint8_t len;
	uint8_t level;
	uint8_t authority[3];
	opt_be32_t reserved;
} WIRE_PACKED;

/* The whole option area of a header with IHL 15. */
union wire_ipopt_area {
	uint8_t bytes[WIRE_IPOPT_MAX_LEN];
	opt_be32_t words[WIRE_IPOPT_MAX_LEN / 4];
	struct wire_ipopt_route route;
	struct wire_ipopt_ralert alert;
};
