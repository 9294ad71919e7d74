// Fixture: a link-security tag with its tag-control bits, channel identifier and check value,
// in the shape of a packet library's security headers.
// ptx-abi-import: -D__extension__=
// expect-skipped:
#include <stdint.h>

#define MSX_ORDER_LSB_FIRST 1
#define MSX_ORDER_MSB_FIRST 2
#define MSX_HOST_ORDER MSX_ORDER_LSB_FIRST

#define MSX_ETHERTYPE 0x88e5
#define MSX_ICV_BYTES 16
#define MSX_SHORT_LEN_LIMIT 48

/* Cipher suites by their 16-bit number. */
enum msx_suite : uint16_t {
    MSX_SUITE_GCM_128 = 1,
    MSX_SUITE_GCM_256 = 2,
    MSX_SUITE_XPN_128 = 3,
    MSX_SUITE_XPN_256 = 4,
};

/* The tag after the ethertype: control bits, short length, packet number. */
struct __attribute__((packed)) msx_sectag {
    __extension__
    union {
        uint8_t tci_an;
        struct {
#if MSX_HOST_ORDER == MSX_ORDER_LSB_FIRST
            uint8_t assoc : 2;
            uint8_t changed : 1;
            uint8_t encrypted : 1;
            uint8_t single_copy : 1;
            uint8_t has_sci : 1;
            uint8_t end_station : 1;
            uint8_t version : 1;
#elif MSX_HOST_ORDER == MSX_ORDER_MSB_FIRST
            uint8_t version : 1;
            uint8_t end_station : 1;
            uint8_t has_sci : 1;
            uint8_t single_copy : 1;
            uint8_t encrypted : 1;
            uint8_t changed : 1;
            uint8_t assoc : 2;
#endif
        };
    };
    __extension__
    struct {
#if MSX_HOST_ORDER == MSX_ORDER_LSB_FIRST
        uint8_t short_len : 6;
        uint8_t unused : 2;
#elif MSX_HOST_ORDER == MSX_ORDER_MSB_FIRST
        uint8_t unused : 2;
        uint8_t short_len : 6;
#endif
    };
    uint32_t packet_number;
};

/* The secure-channel identifier: a station address and a port. */
struct __attribute__((packed)) msx_sci {
    uint8_t station[6];
    uint16_t port;
};

/* The tag with its identifier. */
struct __attribute__((packed)) msx_sectag_sci {
    uint16_t ethertype;
    struct msx_sectag tag;
    struct msx_sci sci;
};

/* The check value at the end of the frame. */
struct msx_icv {
    uint8_t bytes[MSX_ICV_BYTES];
};

/* What a device keeps per receive channel. */
struct __attribute__((aligned(8))) msx_rx_channel {
    uint64_t sci;
    enum msx_suite suite;
    uint16_t window;
    uint32_t next_pn_low;
    uint64_t next_pn_high : 20, salt_index : 20, key_slot : 24;
};
