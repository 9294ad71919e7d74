// Fixture: an IPv6 address union, the fixed header with bit-field order branches, and extension
// headers, one ending in a flexible array, in the shape of an operating system's user-API headers.
// ptx-abi-import: -D__LITTLE_ENDIAN_BITFIELD -D__extension__=
// expect-skipped: i6x_seg_route
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array member of i6x_seg_route (C++ has none; nvcc accepts it as GCC does)
#include <stdint.h>

typedef uint8_t i6x_u8;
typedef uint16_t i6x_be16;
typedef uint32_t i6x_be32;

#define I6X_MIN_MTU 1280
#define I6X_NEXT_HOP_OPTS 0
#define I6X_NEXT_ROUTING 43
#define I6X_NEXT_FRAGMENT 44
#define I6X_NEXT_NONE 59
#define I6X_FRAG_MORE 0x0001

/* An address: sixteen bytes, eight halves or four words. */
struct i6x_addr {
    union {
        i6x_u8 b8[16];
        i6x_be16 b16[8];
        i6x_be32 b32[4];
    } u;
};

/* The fixed forty-byte header. */
struct i6x_hdr {
#if defined(__LITTLE_ENDIAN_BITFIELD)
    i6x_u8 class_high : 4,
           ver : 4;
#elif defined(__BIG_ENDIAN_BITFIELD)
    i6x_u8 ver : 4,
           class_high : 4;
#else
#error "choose a bit-field order"
#endif
    i6x_u8 flow[3];
    i6x_be16 payload_bytes;
    i6x_u8 next;
    i6x_u8 hops;
    __extension__
    union {
        struct {
            struct i6x_addr src;
            struct i6x_addr dst;
        };
        struct i6x_addr ends[2];
    };
};

/* The first word read as version, class and flow label in one 32-bit unit. */
union i6x_first_word {
    uint32_t raw;
    struct {
        uint32_t flow_label : 20;
        uint32_t traffic_class : 8;
        uint32_t version : 4;
    };
};

/* Fragment header: the offset shares a 16-bit unit with flags. */
struct i6x_frag {
    i6x_u8 next;
    i6x_u8 zero;
    union {
        i6x_be16 off_word;
        struct {
            uint16_t more : 1;
            uint16_t unused : 2;
            uint16_t offset_units : 13;
        };
    };
    i6x_be32 ident;
};

/* Segment routing: fixed fields, then as many addresses as it says. */
struct i6x_seg_route {
    i6x_u8 next;
    i6x_u8 len_units;
    i6x_u8 route_type;
    i6x_u8 left;
    i6x_u8 last;
    i6x_u8 flags;
    i6x_be16 tag;
    struct i6x_addr segments[];
};
