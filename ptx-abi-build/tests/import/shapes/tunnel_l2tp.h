// Fixture: a layer-two tunnelling header whose flag word decides which optional fields follow,
// one struct per combination, in the shape of a packet library's tunnel headers.
// ptx-abi-import: -D__extension__=
// expect-skipped:
#include <stdint.h>

#define L2X_VERSION 2
#define L2X_FLAG_TYPE 0x8000
#define L2X_FLAG_LENGTH 0x4000
#define L2X_FLAG_SEQ 0x0800
#define L2X_FLAG_OFFSET 0x0200
#define L2X_FLAG_PRIORITY 0x0100

/* The first 16 bits: flags and version. */
union l2x_flags {
    uint16_t word;
    struct {
        uint16_t version : 4;
        uint16_t reserved_a : 4;
        uint16_t priority : 1;
        uint16_t offset_on : 1;
        uint16_t reserved_b : 1;
        uint16_t seq_on : 1;
        uint16_t reserved_c : 2;
        uint16_t length_on : 1;
        uint16_t is_control : 1;
    };
};

/* Control messages carry every field. */
struct __attribute__((packed)) l2x_control {
    uint16_t length;
    uint16_t tunnel;
    uint16_t session;
    uint16_t ns;
    uint16_t nr;
};

/* Data with length, sequence and offset. */
struct __attribute__((packed)) l2x_data_all {
    uint16_t length;
    uint16_t tunnel;
    uint16_t session;
    uint16_t ns;
    uint16_t nr;
    uint16_t offset;
};

/* Data with only an offset. */
struct __attribute__((packed)) l2x_data_offset {
    uint16_t tunnel;
    uint16_t session;
    uint16_t offset;
};

/* Data with nothing optional. */
struct __attribute__((packed)) l2x_data_bare {
    uint16_t tunnel;
    uint16_t session;
};

/* The header: the flag word, then one of the combinations. */
struct __attribute__((packed)) l2x_head {
    union l2x_flags flags;
    __extension__
    union {
        struct l2x_control control;
        struct l2x_data_all all;
        struct l2x_data_offset offset_only;
        struct l2x_data_bare bare;
        uint16_t words[6];
    };
};
