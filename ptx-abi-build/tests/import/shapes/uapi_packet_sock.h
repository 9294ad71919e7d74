// Fixture: a link-layer socket address, membership request, statistics and auxiliary data,
// in the shape of an operating system's user-API packet-socket headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

typedef uint16_t psx_be16;

#define PSX_ADD_MEMBERSHIP 1
#define PSX_DROP_MEMBERSHIP 2
#define PSX_FANOUT_HASH 0
#define PSX_FANOUT_LB 1

/* Who a packet was for: one byte. */
enum psx_pkt_class : uint8_t {
    PSX_TO_US = 0,
    PSX_TO_ALL = 1,
    PSX_TO_GROUP = 2,
    PSX_TO_OTHER = 3,
    PSX_FROM_US = 4,
};

/* A link-layer address. */
struct psx_link_addr {
    unsigned short addr_family;
    psx_be16 eth_proto;
    int if_index;
    unsigned short hw_type;
    enum psx_pkt_class pkt_class;
    unsigned char hw_len;
    unsigned char hw_addr[8];
};

/* A membership request. */
struct psx_member_req {
    int if_index;
    unsigned short request;
    unsigned short addr_len;
    unsigned char mc_addr[8];
};

/* Counters, the third only in the newer form. */
struct psx_stats {
    unsigned int seen;
    unsigned int dropped;
};

struct psx_stats_v3 {
    unsigned int seen;
    unsigned int dropped;
    unsigned int freezes;
};

/* Either form, for a reader that asks for one. */
union psx_stats_any {
    struct psx_stats v1;
    struct psx_stats_v3 v3;
};

/* Data a socket attaches to each packet. */
struct psx_pkt_meta {
    uint32_t flags;
    uint32_t wire_len;
    uint32_t captured;
    uint16_t link_off;
    uint16_t net_off;
    uint16_t tag_ctl;
    uint16_t tag_proto;
};

/* Fan-out configuration: a group id and flags in one word, or their halves. */
struct psx_fanout {
    union {
        uint32_t packed_arg;
        struct {
            uint16_t group;
            uint16_t mode_flags;
        };
    };
    uint32_t member_limit;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define UAPI_PACKET_SOCK_PACKED_END __attribute__((__packed__))
struct uapi_packet_sock_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} UAPI_PACKET_SOCK_PACKED_END;
