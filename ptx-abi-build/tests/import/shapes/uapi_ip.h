// Fixture: an IPv4 header with bit-field order branches, a compression header and an authentication
// header ending in a flexible array, in the shape of an operating system's user-API headers.
// ptx-abi-import: -D__LITTLE_ENDIAN_BITFIELD
// expect-skipped: ipx_auth ipx_options
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array members of ipx_auth and ipx_options (C++ has none; nvcc accepts them as GCC does)
#include <stdint.h>

typedef uint8_t ipx_u8;
typedef uint16_t ipx_be16;
typedef uint32_t ipx_be32;
typedef uint16_t ipx_sum16;

#define IPX_VERSION 4
#define IPX_MIN_IHL 5
#define IPX_DF 0x4000
#define IPX_MF 0x2000
#define IPX_OFFSET_MASK 0x1fff
#define IPX_TOS_LOWDELAY 0x10

/* The twenty-byte header; the two addresses also as a named pair. */
struct ipx_hdr {
#if defined(__LITTLE_ENDIAN_BITFIELD)
    ipx_u8 head_words : 4,
           ver : 4;
#elif defined(__BIG_ENDIAN_BITFIELD)
    ipx_u8 ver : 4,
           head_words : 4;
#else
#error "choose a bit-field order"
#endif
    ipx_u8 service;
    ipx_be16 total_len;
    ipx_be16 ident;
    ipx_be16 frag_word;
    ipx_u8 hops_left;
    ipx_u8 upper_proto;
    ipx_sum16 hdr_csum;
    union {
        struct {
            ipx_be32 src_addr;
            ipx_be32 dst_addr;
        };
        struct {
            ipx_be32 src_addr;
            ipx_be32 dst_addr;
        } addr_pair;
    };
};

/* Options a socket reports, then their bytes. */
struct ipx_options {
    ipx_be32 first_hop;
    ipx_be32 next_hop;
    unsigned char opt_bytes;
    unsigned char route_at;
    unsigned char record_at;
    unsigned char stamp_at;
    unsigned char strict_route : 1,
                  route_hit : 1,
                  changed : 1,
                  record_wants_addr : 1,
                  stamp_wants_time : 1,
                  stamp_wants_addr : 1;
    unsigned char alert_at;
    unsigned char label_at;
    unsigned char spare;
    unsigned char bytes[];
};

/* Authentication: next header, length, index, sequence, then the check value. */
struct ipx_auth {
    ipx_u8 next_proto;
    ipx_u8 len_words;
    ipx_be16 zero;
    ipx_be32 index;
    ipx_be32 seq_num;
    ipx_u8 icv[];
};

/* Compression: next header, flags, parameter index. */
struct ipx_comp {
    ipx_u8 next_proto;
    ipx_u8 comp_flags;
    ipx_be16 param_index;
};

/* A tunnel's pseudo header. */
struct ipx_pseudo_head {
    ipx_u8 next_proto;
    ipx_u8 len_words;
    ipx_u8 pad_bytes;
    ipx_u8 zero;
};
