// Fixture: a key-exchange tunnel's four message layouts, made of byte arrays and little-endian words,
// in the shape of a packet library's tunnel headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define WGX_KEY_BYTES 32
#define WGX_TAG_BYTES 16
#define WGX_NONCE_BYTES 24
#define WGX_STAMP_BYTES 12
#define WGX_KEY_BYTES 32

/* Message kinds: a 32-bit word on the wire, of which only the low byte varies. */
enum wgx_kind : uint32_t {
    WGX_INITIATION = 1,
    WGX_RESPONSE = 2,
    WGX_COOKIE = 3,
    WGX_TRANSPORT = 4,
};

/* The two message authentication codes every handshake ends with. */
struct wgx_macs {
    uint8_t mac1[WGX_TAG_BYTES];
    uint8_t mac2[WGX_TAG_BYTES];
};

/* Handshake initiation. */
struct wgx_initiation {
    enum wgx_kind kind;
    uint32_t sender;
    uint8_t ephemeral[WGX_KEY_BYTES];
    uint8_t sealed_static[WGX_KEY_BYTES + WGX_TAG_BYTES];
    uint8_t sealed_stamp[WGX_STAMP_BYTES + WGX_TAG_BYTES];
    struct wgx_macs macs;
};

/* Handshake response. */
struct wgx_response {
    enum wgx_kind kind;
    uint32_t sender;
    uint32_t receiver;
    uint8_t ephemeral[WGX_KEY_BYTES];
    uint8_t sealed_empty[WGX_TAG_BYTES];
    struct wgx_macs macs;
};

/* Cookie reply. */
struct wgx_cookie {
    union {
        enum wgx_kind kind;
        uint8_t kind_bytes[4];
    };
    uint32_t receiver;
    uint8_t nonce[WGX_NONCE_BYTES];
    uint8_t sealed_cookie[WGX_TAG_BYTES + WGX_TAG_BYTES];
};

/* Transport data header: the counter is naturally aligned at byte eight. */
struct wgx_transport_head {
    enum wgx_kind kind;
    uint32_t receiver;
    uint64_t counter;
};

/* The same header packed behind a two-byte prefix, as a capture buffer holds it. */
struct __attribute__((packed)) wgx_captured {
    uint16_t capture_len;
    struct wgx_transport_head head;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define TUNNEL_HANDSHAKE_PACKED_END __attribute__((__packed__))
struct tunnel_handshake_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} TUNNEL_HANDSHAKE_PACKED_END;
