// Fixture: a packet-filter section of a port configuration (address masks, per-flow arrays of
// structs, a union of address forms, mode enums), in the shape of a bindings generator's NIC test.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define EDGE_FLEX_WORDS 16
#define EDGE_FLEX_KINDS 4
#define EDGE_FLOW_KINDS 12

enum edge_filter_mode : uint8_t {
    EDGE_FILTER_OFF = 0,
    EDGE_FILTER_SIGNATURE,
    EDGE_FILTER_EXACT,
    EDGE_FILTER_EXACT_TAG,
};

enum edge_filter_space {
    EDGE_FILTER_SPACE_SMALL = 0,
    EDGE_FILTER_SPACE_DEFAULT = 0,
    EDGE_FILTER_SPACE_MEDIUM = 1,
    EDGE_FILTER_SPACE_LARGE = 2,
};

#pragma pack(push, 2)
typedef struct edge_v4_mask {
    uint32_t src;
    uint32_t dst;
    uint8_t tos;
    uint8_t ttl;
    uint8_t proto;
} edge_v4_mask;
#pragma pack(pop)

struct edge_v6_mask {
    uint32_t src[4];
    uint32_t dst[4];
    uint8_t tclass;
    uint8_t proto;
    uint8_t hops;
};

struct edge_filter_masks {
    uint16_t tag_mask;
    struct edge_v4_mask v4;
    struct edge_v6_mask v6;
    uint16_t src_port_mask;
    uint16_t dst_port_mask;
    uint8_t mac_byte_mask;
    uint32_t tunnel_id_mask;
    uint8_t tunnel_kind_mask;
};

struct edge_flex_mask {
    uint16_t flow;
    uint8_t mask[EDGE_FLEX_WORDS];
};

struct edge_flex_conf {
    uint16_t n_payloads;
    uint16_t n_masks;
    struct {
        uint32_t kind;
        uint16_t offsets[EDGE_FLEX_WORDS];
    } payloads[EDGE_FLEX_KINDS];
    struct edge_flex_mask masks[EDGE_FLOW_KINDS];
};

struct edge_filter_conf {
    enum edge_filter_mode mode;
    uint32_t space;
    uint8_t drop_queue;
    struct edge_filter_masks mask;
    struct edge_flex_conf flex;
    union {
        struct edge_v4_mask v4;
        struct edge_v6_mask v6;
    } sample;
    struct {
        uint16_t first;
        uint16_t count;
    } *overflow;
};
