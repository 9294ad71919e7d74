// Fixture: a transport-security record header, its handshake and alert headers,
// in the shape of a packet library's security headers (packed after the brace).
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define TLSX_WIRE __attribute__((packed))
#define TLSX_RECORD_HEAD_BYTES 5
#define TLSX_RECORD_MAX 16384
#define TLSX_RECORD_MAX 16384

/* The record's content type. */
enum tlsx_content : uint8_t {
    TLSX_CT_CIPHER_SPEC = 20,
    TLSX_CT_ALERT = 21,
    TLSX_CT_HANDSHAKE = 22,
    TLSX_CT_APP = 23,
    TLSX_CT_HEARTBEAT = 24,
};

/* Version words; the newest keeps the older word on the wire. */
enum tlsx_version_word {
    TLSX_VER_1_0 = 0x0301,
    TLSX_VER_1_1 = 0x0302,
    TLSX_VER_1_2 = 0x0303,
    TLSX_VER_1_3_LEGACY = 0x0303,
};

/* Type, version and length: five bytes. */
struct tlsx_record_head {
    enum tlsx_content type;
    uint16_t version;
    uint16_t length;
} TLSX_WIRE;

/* A handshake message's type and 24-bit length. */
struct tlsx_hs_head {
    uint8_t msg_type;
    uint8_t length[3];
} TLSX_WIRE;

/* The same four bytes read as one word. */
union tlsx_hs_word {
    uint32_t raw;
    struct {
        uint32_t msg_type : 8;
        uint32_t length : 24;
    };
};

/* An alert. */
struct tlsx_alert {
    uint8_t level;
    uint8_t what;
} TLSX_WIRE;

/* A record head with its first handshake header. */
struct tlsx_first_flight {
    struct tlsx_record_head rec;
    struct tlsx_hs_head hs;
    uint16_t client_version;
    uint8_t random[32];
} TLSX_WIRE;
