// Fixture: IPsec ESP and AH headers, the ESP trailer and a cipher IV block,
// in the shape of a packet-header library.
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array member of wire_esp_payload and the zero-length array of wire_ah_hdr (nvcc accepts both as GCC does)
// ptx-abi-import:
// expect-skipped: wire_ah_hdr wire_esp_payload
#include <stdint.h>

#define WIRE_ALIGNED(a) __attribute__((__aligned__(a)))

typedef uint16_t sa_be16_t;
typedef uint32_t sa_be32_t;
typedef uint64_t sa_be64_t;

#define WIRE_ESP_HLEN 8
#define WIRE_ESP_TRAILER_LEN 2
#define WIRE_AH_ICV_LEN_SHA1_96 12
#define WIRE_AH_ICV_LEN_SHA256_128 16
#define WIRE_IV_MAX_LEN 16
#define WIRE_ESP_HLEN 8

/* SPI and sequence number. */
struct wire_esp_hdr {
	sa_be32_t spi;
	sa_be32_t seq;
};

/* The two bytes behind the padding. */
struct wire_esp_tail {
	uint8_t pad_len;
	uint8_t next_header;
};

/* ESP with its encrypted payload following. */
struct wire_esp_payload {
	struct wire_esp_hdr hdr;
	uint8_t data[];
};

/* The authentication header; the ICV is as long as the algorithm makes it. */
struct wire_ah_hdr {
	uint8_t next_header;
	uint8_t len_units;
	sa_be16_t reserved;
	sa_be32_t spi;
	sa_be32_t seq;
	uint8_t icv[0];
};

/* An AH header with a fixed HMAC-SHA256-128 ICV. */
struct wire_ah_sha256 {
	uint8_t next_header;
	uint8_t len_units;
	sa_be16_t reserved;
	sa_be32_t spi;
	sa_be32_t seq;
	uint8_t icv[WIRE_AH_ICV_LEN_SHA256_128];
};

/* An initialisation vector, kept sixteen-aligned for the cipher. */
struct WIRE_ALIGNED(16) wire_esp_iv {
	union {
		uint8_t bytes[WIRE_IV_MAX_LEN];
		sa_be64_t halves[2];
	};
};

/* Extended sequence numbers: the high half is never sent but is authenticated. */
struct wire_esp_esn {
	sa_be32_t seq_hi;
	sa_be32_t seq_lo;
	sa_be64_t window_bitmap;
};
