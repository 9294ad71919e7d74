// Fixture: PPP in HDLC-like framing, PPPoE discovery and session headers, tags and
// LCP options, in the shape of a packet-header library.
// ptx-abi-check: nvcc-only: NVRTC rejects the zero-length array of wire_pppoe_tag (nvcc accepts it as GCC does)
// ptx-abi-import:
// expect-skipped: wire_pppoe_tag
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t pp_be16_t;
typedef uint32_t pp_be32_t;

#define WIRE_PPP_ADDRESS 0xFF
#define WIRE_PPP_CONTROL 0x03
#define WIRE_PPP_PROTO_IPV4 0x0021
#define WIRE_PPP_PROTO_IPV6 0x0057
#define WIRE_PPP_PROTO_LCP 0xC021
#define WIRE_PPP_PROTO_PAP 0xC023
#define WIRE_PPP_PROTO_CHAP 0xC223
#define WIRE_PPPOE_CODE_SESSION 0x00
#define WIRE_PPPOE_CODE_PADI 0x09
#define WIRE_PPPOE_CODE_PADO 0x07
#define WIRE_PPPOE_CODE_PADR 0x19
#define WIRE_PPPOE_CODE_PADS 0x65
#define WIRE_PPPOE_CODE_PADT 0xA7
#define WIRE_PPP_ADDRESS 0xFF

/* LCP codes. */
enum wire_lcp_code : uint8_t {
	WIRE_LCP_CONF_REQ = 1,
	WIRE_LCP_CONF_ACK = 2,
	WIRE_LCP_CONF_NAK = 3,
	WIRE_LCP_CONF_REJ = 4,
	WIRE_LCP_TERM_REQ = 5,
	WIRE_LCP_ECHO_REQ = 9,
	WIRE_LCP_ECHO_REPLY = 10
};

/* Address, control and protocol. */
struct wire_ppp_hdr {
	uint8_t address;
	uint8_t control;
	pp_be16_t protocol;
};

/* The six bytes of a PPPoE header. */
struct wire_pppoe_hdr {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t type:4;
	uint8_t ver:4;
#else
	uint8_t ver:4;
	uint8_t type:4;
#endif
	uint8_t code;
	pp_be16_t session_id;
	pp_be16_t length;
};

/* A discovery tag and its value. */
struct wire_pppoe_tag {
	pp_be16_t type;
	pp_be16_t length;
	char value[0];
};

/* A PPPoE session frame's headers: PPPoE then the PPP protocol. */
struct wire_pppoe_session {
	struct wire_pppoe_hdr pppoe;
	pp_be16_t ppp_protocol;
};

/* An LCP packet header. */
struct wire_lcp_hdr {
	enum wire_lcp_code code;
	uint8_t ident;
	pp_be16_t length;
};

/* One configuration option: the value sits right after type and length. */
struct __attribute__((packed)) wire_lcp_option {
	uint8_t type;
	uint8_t length;
	union {
		pp_be16_t mru;
		pp_be32_t accm;
		pp_be32_t magic;
		struct {
			pp_be16_t protocol;
			uint8_t algorithm;
		} auth;
	};
};
