// Fixture: SCTP common header and chunks (DATA, INIT, SACK, parameters),
// in the shape of a packet-header library.
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array member of wire_sctp_data and the zero-length array of wire_sctp_param (nvcc accepts both as GCC does)
// ptx-abi-import:
// expect-skipped: wire_sctp_data wire_sctp_param
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t sc_be16_t;
typedef uint32_t sc_be32_t;

#define WIRE_SCTP_PPID_NONE 0
#define WIRE_SCTP_PPID_DIAMETER 46
#define WIRE_SCTP_PARAM_IPV4 5
#define WIRE_SCTP_PARAM_IPV6 6
#define WIRE_SCTP_PARAM_COOKIE 7

/* Chunk types, one octet. */
enum wire_sctp_chunk_type : uint8_t {
	WIRE_SCTP_DATA = 0,
	WIRE_SCTP_INIT = 1,
	WIRE_SCTP_INIT_ACK = 2,
	WIRE_SCTP_SACK = 3,
	WIRE_SCTP_HEARTBEAT = 4,
	WIRE_SCTP_ABORT = 6,
	WIRE_SCTP_SHUTDOWN = 7
};

/* The twelve bytes in front of every packet's chunks. */
struct wire_sctp_common {
	sc_be16_t src_port;
	sc_be16_t dst_port;
	sc_be32_t vtag;
	sc_be32_t crc32c;
};

/* The flags of a DATA chunk. */
union wire_sctp_data_flags {
	uint8_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint8_t end:1;
		uint8_t begin:1;
		uint8_t unordered:1;
		uint8_t immediate:1;
		uint8_t unused:4;
#else
		uint8_t unused:4;
		uint8_t immediate:1;
		uint8_t unordered:1;
		uint8_t begin:1;
		uint8_t end:1;
#endif
	};
};

/* Every chunk starts with type, flags and length. */
struct wire_sctp_chunk {
	enum wire_sctp_chunk_type type;
	union wire_sctp_data_flags flags;
	sc_be16_t length;
};

/* A DATA chunk and its user data. */
struct wire_sctp_data {
	struct wire_sctp_chunk hdr;
	sc_be32_t tsn;
	sc_be16_t stream;
	sc_be16_t ssn;
	sc_be32_t ppid;
	uint8_t payload[];
};

/* INIT and INIT ACK share this fixed part. */
struct wire_sctp_init {
	struct wire_sctp_chunk hdr;
	sc_be32_t init_tag;
	sc_be32_t a_rwnd;
	sc_be16_t out_streams;
	sc_be16_t in_streams;
	sc_be32_t initial_tsn;
};

/* The fixed part of a selective acknowledgement. */
struct wire_sctp_sack {
	struct wire_sctp_chunk hdr;
	sc_be32_t cum_tsn_ack;
	sc_be32_t a_rwnd;
	sc_be16_t num_gap_blocks;
	sc_be16_t num_dup_tsns;
};

/* A variable-length parameter of INIT. */
struct wire_sctp_param {
	sc_be16_t type;
	sc_be16_t length;
	uint8_t value[0];
};
