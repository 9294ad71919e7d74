// Fixture: TCP option layouts (segment size, window scale, selective acknowledgement, timestamps,
// signature) and a key-setting request ending in a zero-length array, in the shape of an operating system's user-API headers.
// ptx-abi-import:
// expect-skipped: tox_key_request
// ptx-abi-check: nvcc-only: NVRTC rejects the zero-length array of tox_key_request (C++ has none; nvcc accepts it as GCC does)
#include <stdint.h>

#define TOX_KIND_EOL 0
#define TOX_KIND_NOP 1
#define TOX_KIND_MSS 2
#define TOX_KIND_WSCALE 3
#define TOX_KIND_SACK_OK 4
#define TOX_KIND_SACK 5
#define TOX_KIND_STAMP 8
#define TOX_KIND_SIG 19
#define TOX_SIG_BYTES 16
#define TOX_KIND_NOP 1

/* Maximum segment size: four bytes. */
struct tox_mss {
    uint8_t kind;
    uint8_t len;
    uint16_t mss;
};

/* Window scale: three bytes. */
struct tox_wscale {
    uint8_t kind;
    uint8_t len;
    uint8_t shift;
};

/* One selective-acknowledgement block. */
struct tox_sack_block {
    uint32_t left;
    uint32_t right;
};

/* Up to four blocks behind two option bytes: packed before the name. */
struct __attribute__((packed)) tox_sack {
    uint8_t kind;
    uint8_t len;
    struct tox_sack_block blocks[4];
};

/* Timestamps behind two no-ops, as most stacks send them. */
struct __attribute__((packed)) tox_stamps {
    uint8_t nop[2];
    uint8_t kind;
    uint8_t len;
    uint32_t value;
    uint32_t echo;
};

/* A signature option. */
struct __attribute__((packed)) tox_sig {
    uint8_t kind;
    uint8_t len;
    uint8_t digest[TOX_SIG_BYTES];
};

/* A request to set a key: fixed fields, then the key. */
struct tox_key_request {
    uint8_t family;
    uint8_t prefix_len;
    uint16_t key_len;
    uint32_t ifindex;
    uint8_t key[0];
};
