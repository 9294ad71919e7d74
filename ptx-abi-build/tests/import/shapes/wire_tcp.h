// Fixture: the TCP header with its flag bits and the common TCP options,
// in the shape of a packet-header library.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t tcp_be16_t;
typedef uint32_t tcp_be32_t;

#define WIRE_TCP_FIN 0x01
#define WIRE_TCP_SYN 0x02
#define WIRE_TCP_RST 0x04
#define WIRE_TCP_PSH 0x08
#define WIRE_TCP_ACK 0x10
#define WIRE_TCP_URG 0x20
#define WIRE_TCP_ECE 0x40
#define WIRE_TCP_CWR 0x80
#define WIRE_TCP_MIN_HLEN 20
#define WIRE_TCP_MAX_HLEN 60
#define WIRE_TCP_SACK_MAX 4

#define WIRE_TCPOPT_EOL 0
#define WIRE_TCPOPT_NOP 1
#define WIRE_TCPOPT_MSS 2
#define WIRE_TCPOPT_WSCALE 3
#define WIRE_TCPOPT_SACK_OK 4
#define WIRE_TCPOPT_SACK 5
#define WIRE_TCPOPT_TSTAMP 8
#define WIRE_TCP_MIN_HLEN 20

/* The fixed header; offset, reserved bits and flags share one sixteen-bit unit. */
struct wire_tcp_hdr {
	tcp_be16_t sport;
	tcp_be16_t dport;
	tcp_be32_t seq;
	tcp_be32_t ack_seq;
	union {
		tcp_be16_t off_flags;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint16_t ae:1;
			uint16_t res:3;
			uint16_t doff:4;
			uint16_t fin:1;
			uint16_t syn:1;
			uint16_t rst:1;
			uint16_t psh:1;
			uint16_t ack:1;
			uint16_t urg:1;
			uint16_t ece:1;
			uint16_t cwr:1;
#else
			uint16_t doff:4;
			uint16_t res:3;
			uint16_t ae:1;
			uint16_t cwr:1;
			uint16_t ece:1;
			uint16_t urg:1;
			uint16_t ack:1;
			uint16_t psh:1;
			uint16_t rst:1;
			uint16_t syn:1;
			uint16_t fin:1;
#endif
		};
	};
	tcp_be16_t window;
	tcp_be16_t checksum;
	tcp_be16_t urg_ptr;
};

/* Maximum segment size. */
struct wire_tcpopt_mss {
	uint8_t kind;
	uint8_t len;
	tcp_be16_t mss;
};

/* Window scale, usually after a NOP. */
struct wire_tcpopt_wscale {
	uint8_t nop;
	uint8_t kind;
	uint8_t len;
	uint8_t shift;
};

/* Timestamps: the two words follow the two option bytes unaligned. */
struct __attribute__((packed)) wire_tcpopt_tstamp {
	uint8_t kind;
	uint8_t len;
	tcp_be32_t tsval;
	tcp_be32_t tsecr;
};

/* One selectively acknowledged block. */
struct wire_tcp_sack_block {
	tcp_be32_t left;
	tcp_be32_t right;
};

/* Selective acknowledgement with up to four blocks, behind two NOPs. */
struct wire_tcpopt_sack {
	uint8_t nop[2];
	uint8_t kind;
	uint8_t len;
	struct wire_tcp_sack_block blocks[WIRE_TCP_SACK_MAX];
};

/* The option area of the longest header. */
union wire_tcp_options {
	uint8_t bytes[WIRE_TCP_MAX_HLEN - WIRE_TCP_MIN_HLEN];
	tcp_be32_t words[(WIRE_TCP_MAX_HLEN - WIRE_TCP_MIN_HLEN) / 4];
};
