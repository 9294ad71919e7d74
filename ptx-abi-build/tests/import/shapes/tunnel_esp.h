// Fixture: an encapsulating-security-payload header, its trailer and a security-association slot,
// in the shape of a packet library's security headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped: espx_payload_view
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array member of espx_payload_view (C++ has none; nvcc accepts it as GCC does)
#include <stdint.h>

#define ESPX_TRAILER_BYTES 2
#define ESPX_ICV_BYTES_DEFAULT 12
#define ESPX_ICV_BYTES_DEFAULT 12
#define ESPX_IV_BYTES_MAX 16
#define ESPX_SPI_FIRST_USABLE 256u

typedef uint32_t espx_net32;

/* Ciphers a slot may name; stored in one byte. */
enum espx_cipher : uint8_t {
    ESPX_CIPHER_NONE = 0,
    ESPX_CIPHER_BLOCK_CHAIN = 1,
    ESPX_CIPHER_COUNTER = 2,
    ESPX_CIPHER_GALOIS = 3,
};

/* The eight bytes in front of every protected payload. */
struct __attribute__((packed)) espx_head {
    espx_net32 spi;      /* which association */
    espx_net32 seq;      /* low half of the sequence number */
};

/* The two bytes behind the padding. */
struct __attribute__((packed)) espx_tail {
    uint8_t pad_count;
    uint8_t next_proto;
};

/* The head with the initialisation vector that follows it. */
struct espx_head_iv {
    struct espx_head head;
    uint8_t iv[ESPX_IV_BYTES_MAX];
};

/* The extended sequence number, seen whole or as its halves. */
struct espx_esn {
    union {
        uint64_t whole;
        struct {
            uint32_t low;
            uint32_t high;
        };
    };
    uint32_t spi;
    uint32_t flags;
};

/* What a device keeps per association. */
struct __attribute__((aligned(16))) espx_sa_slot {
    uint32_t spi;
    enum espx_cipher cipher;
    uint8_t icv_len;
    uint16_t salt_high;
    uint64_t replay_top : 20, window_words : 20, lifetime_kb : 24;
    uint64_t window[4];
};

/* A head and the bytes it protects. */
struct espx_payload_view {
    struct espx_head head;
    uint8_t bytes[];
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define TUNNEL_ESP_PACKED_END __attribute__((__packed__))
struct tunnel_esp_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} TUNNEL_ESP_PACKED_END;
