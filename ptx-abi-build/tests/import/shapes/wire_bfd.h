// Fixture: BFD control packets with the authentication sections and the echo format,
// in the shape of a packet-header library.
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array member of wire_bfd_auth_hdr (C++ has none; nvcc accepts it as GCC does)
// ptx-abi-import: -D__extension__=
// expect-skipped: wire_bfd_auth_hdr
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t bf_be16_t;
typedef uint32_t bf_be32_t;

#define WIRE_BFD_CTRL_PORT 3784
#define WIRE_BFD_ECHO_PORT 3785
#define WIRE_BFD_MHOP_PORT 4784
#define WIRE_BFD_VERSION 1
#define WIRE_BFD_MIN_LEN 24
#define WIRE_BFD_VERSION 1

/* Session states. */
enum wire_bfd_state : uint8_t {
	WIRE_BFD_ADMIN_DOWN = 0,
	WIRE_BFD_DOWN = 1,
	WIRE_BFD_INIT = 2,
	WIRE_BFD_UP = 3
};

/* Authentication types. */
enum wire_bfd_auth : uint8_t {
	WIRE_BFD_AUTH_NONE = 0,
	WIRE_BFD_AUTH_SIMPLE = 1,
	WIRE_BFD_AUTH_KEYED_MD5 = 2,
	WIRE_BFD_AUTH_METICULOUS_MD5 = 3,
	WIRE_BFD_AUTH_KEYED_SHA1 = 4
};

/* The mandatory twenty-four bytes. */
struct wire_bfd_ctrl {
	__extension__
	union {
		bf_be16_t first_word;
		struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
			uint16_t diag:5;
			uint16_t version:3;
			uint16_t multipoint:1;
			uint16_t demand:1;
			uint16_t auth_present:1;
			uint16_t cpi:1;
			uint16_t final:1;
			uint16_t poll:1;
			uint16_t state:2;
#else
			uint16_t version:3;
			uint16_t diag:5;
			uint16_t state:2;
			uint16_t poll:1;
			uint16_t final:1;
			uint16_t cpi:1;
			uint16_t auth_present:1;
			uint16_t demand:1;
			uint16_t multipoint:1;
#endif
		};
	};
	uint8_t detect_mult;
	uint8_t length;
	bf_be32_t my_disc;
	bf_be32_t your_disc;
	bf_be32_t min_tx;
	bf_be32_t min_rx;
	bf_be32_t min_echo_rx;
};

/* The common start of every authentication section. */
struct wire_bfd_auth_hdr {
	enum wire_bfd_auth type;
	uint8_t length;
	uint8_t key_id;
	uint8_t data[];
};

/* Keyed SHA1 and its meticulous variant. */
struct wire_bfd_auth_sha1 {
	enum wire_bfd_auth type;
	uint8_t length;
	uint8_t key_id;
	uint8_t reserved;
	bf_be32_t seq;
	uint8_t hash[20];
};

/* A control packet with keyed MD5. */
struct wire_bfd_ctrl_md5 {
	struct wire_bfd_ctrl ctrl;
	enum wire_bfd_auth type;
	uint8_t length;
	uint8_t key_id;
	uint8_t reserved;
	bf_be32_t seq;
	uint8_t digest[16];
};

/* What a session keeps between packets. */
struct wire_bfd_session {
	bf_be32_t local_disc;
	bf_be32_t remote_disc;
	enum wire_bfd_state local_state;
	enum wire_bfd_state remote_state;
	uint8_t detect_mult;
	uint8_t flags;
	uint64_t last_rx_ns;
};
