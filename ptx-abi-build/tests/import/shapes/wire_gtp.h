// Fixture: GTPv1-U and GTPv2-C headers with the optional fields and the PDU session
// container extension, in the shape of a packet-header library (packed after the brace).
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_PACKED __attribute__((__packed__))

typedef uint16_t gt_be16_t;
typedef uint32_t gt_be32_t;

#define WIRE_GTPU_PORT 2152
#define WIRE_GTPC_PORT 2123
#define WIRE_GTP_MSG_ECHO_REQ 1
#define WIRE_GTP_MSG_ECHO_RSP 2
#define WIRE_GTP_MSG_END_MARKER 254
#define WIRE_GTP_MSG_GPDU 255
#define WIRE_GTP_EXT_PDU_SESSION 0x85
#define WIRE_GTPU_PORT 2152

/* The flag octet and the eight mandatory bytes. */
struct wire_gtpu_hdr {
	__extension__ union {
		uint8_t flags;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint8_t pn:1;
			uint8_t s:1;
			uint8_t e:1;
			uint8_t spare:1;
			uint8_t pt:1;
			uint8_t version:3;
#else
			uint8_t version:3;
			uint8_t pt:1;
			uint8_t spare:1;
			uint8_t e:1;
			uint8_t s:1;
			uint8_t pn:1;
#endif
		};
	};
	uint8_t msg_type;
	gt_be16_t length;
	gt_be32_t teid;
} WIRE_PACKED;

/* The optional sequence number, N-PDU number and next extension type. */
struct wire_gtpu_opt {
	gt_be16_t seq;
	uint8_t npdu;
	uint8_t next_ext;
} WIRE_PACKED;

/* The PDU session container, uplink or downlink. */
struct wire_gtpu_psc {
	uint8_t ext_len;
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t spare0:4;
	uint8_t pdu_type:4;
	uint8_t qfi:6;
	uint8_t rqi:1;
	uint8_t ppp:1;
#else
	uint8_t pdu_type:4;
	uint8_t spare0:4;
	uint8_t ppp:1;
	uint8_t rqi:1;
	uint8_t qfi:6;
#endif
	uint8_t next_ext;
} WIRE_PACKED;

/* A GTPv2-C header with a TEID: the sequence number is three bytes. */
struct wire_gtpv2c_hdr {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t spare:3;
	uint8_t teid_flag:1;
	uint8_t piggyback:1;
	uint8_t version:3;
#else
	uint8_t version:3;
	uint8_t piggyback:1;
	uint8_t teid_flag:1;
	uint8_t spare:3;
#endif
	uint8_t msg_type;
	gt_be16_t length;
	gt_be32_t teid;
	uint8_t seq[3];
	uint8_t spare2;
} WIRE_PACKED;

/* Outer UDP ports, then GTP-U with its options, ready to prepend. */
struct wire_gtpu_tunnel {
	gt_be16_t udp_sport;
	gt_be16_t udp_dport;
	gt_be16_t udp_len;
	gt_be16_t udp_csum;
	struct wire_gtpu_hdr gtp;
	struct wire_gtpu_opt opt;
	struct wire_gtpu_psc psc;
} WIRE_PACKED;
