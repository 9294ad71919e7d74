// Fixture: L2TPv2 over UDP with its flag word, the L2TPv3 session header and the
// attribute-value pair header, in the shape of a packet-header library.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t lt_be16_t;
typedef uint32_t lt_be32_t;

#define WIRE_L2TP_PORT 1701
#define WIRE_L2TP_FLAG_TYPE 0x8000
#define WIRE_L2TP_FLAG_LENGTH 0x4000
#define WIRE_L2TP_FLAG_SEQ 0x0800
#define WIRE_L2TP_FLAG_OFFSET 0x0200
#define WIRE_L2TP_FLAG_PRIO 0x0100
#define WIRE_L2TP_VER2 2
#define WIRE_L2TP_VER3 3
#define WIRE_L2TP_AVP_LEN_MASK 0x03FF

/* The first word of an L2TPv2 header. */
union wire_l2tp_flags {
	lt_be16_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint16_t ver:4;
		uint16_t res2:4;
		uint16_t prio:1;
		uint16_t offset:1;
		uint16_t res1:1;
		uint16_t seq:1;
		uint16_t res0:2;
		uint16_t length:1;
		uint16_t control:1;
#else
		uint16_t control:1;
		uint16_t length:1;
		uint16_t res0:2;
		uint16_t seq:1;
		uint16_t res1:1;
		uint16_t offset:1;
		uint16_t prio:1;
		uint16_t res2:4;
		uint16_t ver:4;
#endif
	};
};

/* A control message: every optional field present. */
struct wire_l2tp_ctrl {
	union wire_l2tp_flags flags;
	lt_be16_t length;
	lt_be16_t tunnel_id;
	lt_be16_t session_id;
	lt_be16_t ns;
	lt_be16_t nr;
};

/* A data message with the length and offset fields. */
struct wire_l2tp_data_len_off {
	union wire_l2tp_flags flags;
	lt_be16_t length;
	lt_be16_t tunnel_id;
	lt_be16_t session_id;
	lt_be16_t offset_size;
	lt_be16_t offset_pad;
};

/* L2TPv3 over UDP: flags word, reserved, session id, then a cookie. */
struct wire_l2tpv3_udp {
	union wire_l2tp_flags flags;
	lt_be16_t reserved;
	lt_be32_t session_id;
	uint8_t cookie[8];
};

/* An attribute-value pair: mandatory and hidden bits, ten bits of length. */
struct wire_l2tp_avp {
	union {
		lt_be16_t raw;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint16_t length:10;
			uint16_t reserved:4;
			uint16_t hidden:1;
			uint16_t mandatory:1;
#else
			uint16_t mandatory:1;
			uint16_t hidden:1;
			uint16_t reserved:4;
			uint16_t length:10;
#endif
		};
	};
	lt_be16_t vendor_id;
	lt_be16_t attr_type;
};
