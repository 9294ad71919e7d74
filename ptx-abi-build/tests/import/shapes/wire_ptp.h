// Fixture: the precision time protocol's common header, port identity and timestamp,
// in the shape of a packet-header library (the header is packed before its braces).
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t tp_be16_t;
typedef uint32_t tp_be32_t;
typedef int64_t tp_sbe64_t;

#define WIRE_PTP_EVENT_PORT 319
#define WIRE_PTP_GENERAL_PORT 320
#define WIRE_PTP_ETHTYPE 0x88F7
#define WIRE_PTP_FLAG_TWO_STEP 0x0200
#define WIRE_PTP_FLAG_UNICAST 0x0400
#define WIRE_PTP_VERSION 2
#define WIRE_PTP_CLOCK_ID_LEN 8
#define WIRE_PTP_VERSION 2

/* The low nibble of the first octet. */
enum wire_ptp_msg : uint8_t {
	WIRE_PTP_SYNC = 0x0,
	WIRE_PTP_DELAY_REQ = 0x1,
	WIRE_PTP_PDELAY_REQ = 0x2,
	WIRE_PTP_PDELAY_RESP = 0x3,
	WIRE_PTP_FOLLOW_UP = 0x8,
	WIRE_PTP_DELAY_RESP = 0x9,
	WIRE_PTP_ANNOUNCE = 0xB
};

/* A clock identity and port number: ten bytes. */
struct __attribute__((packed)) wire_ptp_port_id {
	uint8_t clock_id[WIRE_PTP_CLOCK_ID_LEN];
	tp_be16_t port;
};

/* Forty-eight bits of seconds and thirty-two of nanoseconds. */
struct __attribute__((packed)) wire_ptp_timestamp {
	tp_be16_t sec_hi;
	tp_be32_t sec_lo;
	tp_be32_t nsec;
};

/* The thirty-four-byte common header. */
struct __attribute__((packed)) wire_ptp_hdr {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t msg_type:4;
	uint8_t sdo_major:4;
	uint8_t version:4;
	uint8_t minor_version:4;
#else
	uint8_t sdo_major:4;
	uint8_t msg_type:4;
	uint8_t minor_version:4;
	uint8_t version:4;
#endif
	tp_be16_t length;
	uint8_t domain;
	uint8_t sdo_minor;
	tp_be16_t flags;
	tp_sbe64_t correction;
	tp_be32_t type_specific;
	struct wire_ptp_port_id source;
	tp_be16_t seq_id;
	uint8_t control;
	int8_t log_interval;
};

/* Sync and follow-up: the header and an origin timestamp. */
struct __attribute__((packed)) wire_ptp_sync {
	struct wire_ptp_hdr hdr;
	struct wire_ptp_timestamp origin;
};

/* Delay response: who asked, and when it arrived. */
struct __attribute__((packed)) wire_ptp_delay_resp {
	struct wire_ptp_hdr hdr;
	struct wire_ptp_timestamp receive;
	struct wire_ptp_port_id requester;
};

/* What the driver records per timestamped frame, in host order. */
struct wire_ptp_rx_stamp {
	uint64_t sec;
	uint32_t nsec;
	uint16_t seq_id;
	enum wire_ptp_msg type;
	uint8_t domain;
};
