// Fixture: packet-convergence data and control headers with 12- and 18-bit sequence numbers in
// byte-wide bit-fields, in the shape of a packet library's radio-bearer headers.
// ptx-abi-import:
// expect-skipped: pdx_status_report
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array member of pdx_status_report (C++ has none; nvcc accepts it as GCC does)
#include <stdint.h>

#define PDX_LSB_FIRST 1
#define PDX_MSB_FIRST 2
#define PDX_BIT_ORDER PDX_LSB_FIRST

#define PDX_MAC_BYTES 4
#define PDX_CONTROL_PDU_MAX 9000u

/* Control PDU kinds: a plain enum. */
enum pdx_control_kind {
    PDX_CTRL_STATUS = 0,
    PDX_CTRL_HEADER_FEEDBACK = 1,
    PDX_CTRL_ETH_FEEDBACK = 2,
    PDX_CTRL_LAST = 2,
};

/* Signalling bearer, 12-bit sequence number. */
struct __attribute__((packed)) pdx_signal_sn12 {
#if PDX_BIT_ORDER == PDX_LSB_FIRST
    uint8_t sn_high : 4;
    uint8_t reserved : 4;
#elif PDX_BIT_ORDER == PDX_MSB_FIRST
    uint8_t reserved : 4;
    uint8_t sn_high : 4;
#endif
    uint8_t sn_low;
};

/* User bearer, 12-bit sequence number, with the data/control bit. */
struct __attribute__((packed)) pdx_user_sn12 {
#if PDX_BIT_ORDER == PDX_LSB_FIRST
    uint8_t sn_high : 4;
    uint8_t reserved : 3;
    uint8_t is_data : 1;
#elif PDX_BIT_ORDER == PDX_MSB_FIRST
    uint8_t is_data : 1;
    uint8_t reserved : 3;
    uint8_t sn_high : 4;
#endif
    uint8_t sn_low;
};

/* User bearer, 18-bit sequence number. */
struct __attribute__((packed)) pdx_user_sn18 {
#if PDX_BIT_ORDER == PDX_LSB_FIRST
    uint8_t sn_top : 2;
    uint8_t reserved : 5;
    uint8_t is_data : 1;
#elif PDX_BIT_ORDER == PDX_MSB_FIRST
    uint8_t is_data : 1;
    uint8_t reserved : 5;
    uint8_t sn_top : 2;
#endif
    uint8_t sn_mid;
    uint8_t sn_low;
};

/* The 12-bit header read as one 16-bit unit. */
union pdx_sn12_word {
    uint16_t raw;
    struct {
        uint16_t sn : 12;
        uint16_t reserved : 3;
        uint16_t is_data : 1;
    };
};

/* A signalling PDU's integrity trailer. */
struct pdx_mac_trailer {
    uint8_t mac[PDX_MAC_BYTES];
};

/* A status report: the first missing count, then a bitmap as long as the PDU. */
struct __attribute__((packed)) pdx_status_report {
#if PDX_BIT_ORDER == PDX_LSB_FIRST
    uint8_t reserved : 4;
    uint8_t kind : 3;
    uint8_t is_data : 1;
#elif PDX_BIT_ORDER == PDX_MSB_FIRST
    uint8_t is_data : 1;
    uint8_t kind : 3;
    uint8_t reserved : 4;
#endif
    uint32_t first_missing;
    uint8_t bitmap[];
};
