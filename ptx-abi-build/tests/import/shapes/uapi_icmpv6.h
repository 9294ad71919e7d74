// Fixture: a control-message header for IPv6 whose second word is a union of per-type bodies,
// with bit-field order chosen by the byte order, in the shape of an operating system's user-API headers.
// ptx-abi-import: -D__LITTLE_ENDIAN_BITFIELD
// expect-skipped:
#include <stdint.h>

typedef uint8_t nx_u8;
typedef uint16_t nx_be16;
typedef uint32_t nx_be32;
typedef uint16_t nx_sum16;

#define NX_ECHO_REQUEST 128
#define NX_ECHO_REPLY 129
#define NX_ROUTER_ADVERT 134
#define NX_NEIGHBOR_ADVERT 136
#define NX_PREF_LOW 3
#define NX_PREF_MEDIUM 0
#define NX_PREF_HIGH 1

/* Router advertisement bits: hop limit, flags, lifetime. */
struct nx_ra_bits {
    nx_u8 cur_hops;
#if defined(__LITTLE_ENDIAN_BITFIELD)
    nx_u8 reserved : 3,
          pref : 2,
          ha_flag : 1,
          o_flag : 1,
          m_flag : 1;
#elif defined(__BIG_ENDIAN_BITFIELD)
    nx_u8 m_flag : 1,
          o_flag : 1,
          ha_flag : 1,
          pref : 2,
          reserved : 3;
#else
#error "choose a bit-field order"
#endif
    nx_be16 valid_secs;
};

/* Neighbour advertisement bits in a 32-bit unit. */
struct nx_na_bits {
#if defined(__LITTLE_ENDIAN_BITFIELD)
    uint32_t zero_low : 5,
             ovr_flag : 1,
             sol_flag : 1,
             rtr_flag : 1,
             zero_high : 24;
#elif defined(__BIG_ENDIAN_BITFIELD)
    uint32_t rtr_flag : 1,
             sol_flag : 1,
             ovr_flag : 1,
             zero_low : 5,
             zero_high : 24;
#else
#error "choose a bit-field order"
#endif
};

/* The header: type, code, checksum, then one body per type. */
struct nx_icmp6 {
    nx_u8 type;
    nx_u8 code;
    nx_sum16 csum;
    union {
        nx_be32 as_u32[1];
        nx_be16 as_u16[2];
        nx_u8 as_u8[4];
        struct nx_echo_body {
            nx_be16 echo_id;
            nx_be16 echo_seq;
        } echo;
        struct nx_ra_bits router;
        struct nx_na_bits neighbor;
        nx_be32 mtu;
        nx_be32 pointer;
    } body;
};

/* Which types a socket lets through: one bit each. */
struct nx_filter {
    uint32_t pass_mask[8];
};

/* A listener report's fixed part. */
struct nx_listener {
    struct nx_icmp6 head;
    uint32_t mcast_addr[4];
};
