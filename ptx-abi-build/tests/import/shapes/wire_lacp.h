// Fixture: slow-protocol frames (LACP, marker) and MAC control PAUSE/PFC frames,
// in the shape of a packet-header library.
// ptx-abi-import: --compiler nvcc
// expect-skipped: wire_lacp_frame
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_PACKED __attribute__((__packed__))
#define WIRE_ALIGNED(a) __attribute__((__aligned__(a)))

typedef uint16_t sp_be16_t;
typedef uint32_t sp_be32_t;

#define WIRE_SLOW_ETHTYPE 0x8809
#define WIRE_SLOW_SUBTYPE_LACP 1
#define WIRE_SLOW_SUBTYPE_MARKER 2
#define WIRE_MAC_CTRL_ETHTYPE 0x8808
#define WIRE_MAC_CTRL_PAUSE 0x0001
#define WIRE_MAC_CTRL_PFC 0x0101
#define WIRE_PFC_CLASSES 8
#define WIRE_SLOW_ETHTYPE 0x8809

/* The actor or partner state octet. */
union wire_lacp_state {
	uint8_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint8_t activity:1;
		uint8_t timeout:1;
		uint8_t aggregation:1;
		uint8_t sync:1;
		uint8_t collecting:1;
		uint8_t distributing:1;
		uint8_t defaulted:1;
		uint8_t expired:1;
#else
		uint8_t expired:1;
		uint8_t defaulted:1;
		uint8_t distributing:1;
		uint8_t collecting:1;
		uint8_t sync:1;
		uint8_t aggregation:1;
		uint8_t timeout:1;
		uint8_t activity:1;
#endif
	};
};

/* Actor or partner information: the key and port sit after a six-byte system id. */
struct wire_lacp_info {
	uint8_t tlv_type;
	uint8_t tlv_len;
	sp_be16_t sys_priority;
	uint8_t sys_mac[6];
	sp_be16_t key;
	sp_be16_t port_priority;
	sp_be16_t port;
	union wire_lacp_state state;
	uint8_t reserved[3];
} WIRE_PACKED;

/* A whole LACPDU, packed and two-aligned, with a member that packed(2) would move. */
struct WIRE_ALIGNED(2) wire_lacp_frame {
	uint8_t subtype;
	uint8_t version;
	struct wire_lacp_info actor;
	struct wire_lacp_info partner;
	uint8_t collector_tlv;
	uint8_t collector_len;
	uint8_t collector_flags;
	sp_be16_t max_delay;
	uint8_t reserved[11];
	uint8_t terminator_tlv;
	uint8_t terminator_len;
	uint8_t pad[50];
} WIRE_PACKED;

/* The marker protocol's information TLV. */
struct wire_marker_info {
	uint8_t tlv_type;
	uint8_t tlv_len;
	sp_be16_t port;
	uint8_t sys_mac[6];
	sp_be32_t transaction_id;
	sp_be16_t pad;
} WIRE_PACKED;

/* An 802.3x PAUSE request. */
struct wire_mac_pause {
	sp_be16_t opcode;
	sp_be16_t quanta;
	uint8_t pad[42];
};

/* Priority flow control: a class-enable vector and eight timers. */
struct wire_mac_pfc {
	sp_be16_t opcode;
	union {
		sp_be16_t enable_vector;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint16_t enabled:8;
			uint16_t reserved:8;
#else
			uint16_t reserved:8;
			uint16_t enabled:8;
#endif
		};
	};
	sp_be16_t quanta[WIRE_PFC_CLASSES];
	uint8_t pad[26];
};
