// Fixture: eCPRI fronthaul messages (common header word, IQ data, real-time control,
// remote memory access, delay measurement), in the shape of a packet-header library.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t ec_be16_t;
typedef uint32_t ec_be32_t;

#define WIRE_ECPRI_REV_1 1
#define WIRE_ECPRI_ETHTYPE 0xAEFE
#define WIRE_ECPRI_RMA_READ 0
#define WIRE_ECPRI_RMA_WRITE 1
#define WIRE_ECPRI_DLY_REQUEST 0
#define WIRE_ECPRI_DLY_RESPONSE 2
#define WIRE_ECPRI_REV_1 1

/* Message types, one octet. */
enum wire_ecpri_msg : uint8_t {
	WIRE_ECPRI_IQ_DATA = 0,
	WIRE_ECPRI_BIT_SEQ = 1,
	WIRE_ECPRI_RTC = 2,
	WIRE_ECPRI_GEN_DATA = 3,
	WIRE_ECPRI_RMA = 4,
	WIRE_ECPRI_DELAY = 5,
	WIRE_ECPRI_RESET = 6,
	WIRE_ECPRI_EVENT = 7
};

/* The four-byte common header: revision, concatenation, type and payload size. */
union wire_ecpri_common {
	ec_be32_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint32_t size:16;
		uint32_t type:8;
		uint32_t concat:1;
		uint32_t reserved:3;
		uint32_t revision:4;
#else
		uint32_t revision:4;
		uint32_t reserved:3;
		uint32_t concat:1;
		uint32_t type:8;
		uint32_t size:16;
#endif
	};
};

/* Types 0 and 2: a physical channel or real-time control id and a sequence id. */
struct wire_ecpri_iq {
	union wire_ecpri_common common;
	ec_be16_t pc_id;
	ec_be16_t seq_id;
};

/* Type 4: remote memory access. */
struct wire_ecpri_rma {
	union wire_ecpri_common common;
	uint8_t access_id;
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t rw:4;
	uint8_t req_resp:4;
#else
	uint8_t req_resp:4;
	uint8_t rw:4;
#endif
	ec_be16_t element_id;
	uint8_t address[6];
	ec_be16_t length;
};

/* Type 5: one-way delay measurement with a ten-byte timestamp. */
struct wire_ecpri_delay {
	union wire_ecpri_common common;
	uint8_t measurement_id;
	uint8_t action;
	uint8_t timestamp[10];
	uint8_t compensation[8];
};

/* Type 6: remote reset. */
struct wire_ecpri_reset {
	union wire_ecpri_common common;
	ec_be16_t reset_id;
	uint8_t code;
	enum wire_ecpri_msg last_type;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define WIRE_ECPRI_PACKED_END __attribute__((__packed__))
struct wire_ecpri_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} WIRE_ECPRI_PACKED_END;
