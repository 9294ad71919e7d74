// Fixture: MACsec (802.1AE) SecTAG with and without an explicit SCI, and the ICV trailer,
// in the shape of a packet-header library (packed after the brace).
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN
#define WIRE_PACKED __attribute__((__packed__))
#define WIRE_ALIGNED(a) __attribute__((__aligned__(a)))

typedef uint16_t ms_be16_t;
typedef uint32_t ms_be32_t;
typedef uint64_t ms_be64_t;

#define WIRE_MACSEC_ETHTYPE 0x88E5
#define WIRE_MACSEC_TCI_VER 0x80
#define WIRE_MACSEC_TCI_ES 0x40
#define WIRE_MACSEC_TCI_SC 0x20
#define WIRE_MACSEC_TCI_SCB 0x10
#define WIRE_MACSEC_TCI_E 0x08
#define WIRE_MACSEC_TCI_C 0x04
#define WIRE_MACSEC_AN_MASK 0x03
#define WIRE_MACSEC_ICV_LEN 16
#define WIRE_MACSEC_SL_MAX 47
#define WIRE_MACSEC_ICV_LEN 16

/* The TCI and association number octet. */
union wire_macsec_tci {
	uint8_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint8_t an:2;
		uint8_t changed:1;
		uint8_t encrypted:1;
		uint8_t scb:1;
		uint8_t sc:1;
		uint8_t es:1;
		uint8_t ver:1;
#else
		uint8_t ver:1;
		uint8_t es:1;
		uint8_t sc:1;
		uint8_t scb:1;
		uint8_t encrypted:1;
		uint8_t changed:1;
		uint8_t an:2;
#endif
	};
};

/* The SecTAG without an SCI: the packet number sits at an odd halfword. */
struct wire_macsec_tag {
	ms_be16_t ethertype;
	union wire_macsec_tci tci;
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
	uint8_t short_len:6;
	uint8_t unused:2;
#else
	uint8_t unused:2;
	uint8_t short_len:6;
#endif
	ms_be32_t pn;
} WIRE_PACKED;

/* The SecTAG with an explicit SCI. */
struct wire_macsec_tag_sci {
	struct wire_macsec_tag tag;
	ms_be64_t sci;
} WIRE_PACKED;

/* A secure channel identifier: a MAC address and a port. */
struct WIRE_ALIGNED(2) wire_macsec_sci {
	uint8_t mac[6];
	ms_be16_t port;
} WIRE_PACKED;

/* The integrity check value at the end of the frame. */
struct wire_macsec_icv {
	uint8_t bytes[WIRE_MACSEC_ICV_LEN];
};

/* A receive SA's replay state, kept on its own cache line half. */
struct WIRE_ALIGNED(32) wire_macsec_rx_sa {
	uint64_t next_pn;
	uint32_t window;
	uint8_t an;
	uint8_t active;
	uint16_t key_id;
	struct wire_macsec_sci sci;
};
