// Fixture: memory-mapped receive-ring frame and block headers in three versions, with 8-byte-aligned
// 64-bit typedefs and unions of variants, in the shape of an operating system's user-API packet-socket headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

typedef uint64_t prx_aligned_u64 __attribute__((aligned(8)));

#define PRX_ALIGNMENT 16
#define PRX_STATUS_KERNEL 0
#define PRX_STATUS_USER 1
#define PRX_STATUS_COPY 2
#define PRX_STATUS_LOSING 4

/* Version one frame header: a long owner word first. */
struct prx_frame_v1 {
    unsigned long owner;
    unsigned int wire_len;
    unsigned int cap_len;
    unsigned short link_off;
    unsigned short net_off;
    unsigned int secs;
    unsigned int micros;
};

/* Version two: fixed-width owner, nanoseconds, VLAN fields. */
struct prx_frame_v2 {
    uint32_t owner;
    uint32_t wire_len;
    uint32_t cap_len;
    uint16_t link_off;
    uint16_t net_off;
    uint32_t secs;
    uint32_t nanos;
    uint16_t tag_ctl;
    uint16_t tag_proto;
    uint8_t spare[4];
};

/* Per-packet fields of the version three header. */
struct prx_variant1 {
    uint32_t flow_hash;
    uint32_t tag_ctl;
    uint16_t tag_proto;
    uint16_t spare;
};

/* Version three frame header with its per-packet variant in an anonymous union. */
struct prx_frame_v3 {
    uint32_t to_next;
    uint32_t secs;
    uint32_t nanos;
    uint32_t cap_len;
    uint32_t wire_len;
    uint32_t owner;
    uint16_t link_off;
    uint16_t net_off;
    union {
        struct prx_variant1 per_pkt;
    };
    uint8_t spare[8];
};

/* A block's timestamp: micro- or nanoseconds in the same word. */
struct prx_block_ts {
    unsigned int secs;
    union {
        unsigned int micros;
        unsigned int nanos;
    };
};

/* A block descriptor, version three, held in a union of versions. */
struct prx_block_v3 {
    uint32_t layout;
    uint32_t priv_at;
    uint32_t blk_owner;
    uint32_t pkt_count;
    uint32_t first_at;
    uint32_t used_len;
    prx_aligned_u64 blk_seq;
    struct prx_block_ts first_ts;
    struct prx_block_ts last_ts;
};

/* The descriptor every block starts with. */
struct prx_block_desc {
    uint32_t layout;
    uint32_t priv_at;
    union {
        struct prx_block_v3 cur;
    } by_layout;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define UAPI_PACKET_RING_PACKED_END __attribute__((__packed__))
struct uapi_packet_ring_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    uint16_t length;
    uint8_t flags;
} UAPI_PACKET_RING_PACKED_END;
