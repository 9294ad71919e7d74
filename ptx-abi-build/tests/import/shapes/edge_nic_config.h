// Fixture: a network port's configuration block (mode enums built from flag #defines, feature
// bit-fields, nested structs, arrays of structs, an anonymous-typed struct and union member).
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define EDGE_RXQ_FLAG_HASH 0x1
#define EDGE_RXQ_FLAG_PRIO 0x2
#define EDGE_RXQ_FLAG_POOL 0x4
#define EDGE_POOL_MAX_TAGS 32
#define EDGE_PRIO_LEVELS 8

enum edge_rx_split {
    EDGE_RX_SPLIT_NONE = 0,
    EDGE_RX_SPLIT_HASH = EDGE_RXQ_FLAG_HASH,
    EDGE_RX_SPLIT_PRIO = EDGE_RXQ_FLAG_PRIO,
    EDGE_RX_SPLIT_PRIO_HASH = EDGE_RXQ_FLAG_HASH | EDGE_RXQ_FLAG_PRIO,
    EDGE_RX_SPLIT_POOL = EDGE_RXQ_FLAG_POOL,
    EDGE_RX_SPLIT_POOL_ALL = EDGE_RXQ_FLAG_HASH | EDGE_RXQ_FLAG_PRIO | EDGE_RXQ_FLAG_POOL,
};

enum edge_tx_split {
    EDGE_TX_SPLIT_NONE = 0,
    EDGE_TX_SPLIT_PRIO,
    EDGE_TX_SPLIT_POOL_PRIO,
    EDGE_TX_SPLIT_POOL,
};

enum edge_pool_count {
    EDGE_POOLS_8 = 8,
    EDGE_POOLS_16 = 16,
    EDGE_POOLS_32 = 32,
    EDGE_POOLS_64 = 64,
};

struct edge_rx_mode {
    enum edge_rx_split split;
    uint32_t max_frame;
    uint16_t header_room;
    uint16_t split_header : 1,
             csum_offload : 1,
             tag_filter : 1,
             tag_strip : 1,
             tag_double : 1,
             big_frames : 1,
             keep_crc : 1,
             gather : 1,
             coalesce : 1;
};

#pragma pack(push, 1)
struct edge_tx_mode {
    enum edge_tx_split split;
    uint16_t port_tag;
    uint8_t drop_tagged : 1,
            drop_untagged : 1,
            insert_tag : 1;
};
#pragma pack(pop)

struct edge_pool_conf {
    enum edge_pool_count pools;
    uint8_t default_on;
    uint8_t default_pool;
    uint8_t n_maps;
    struct {
        uint16_t tag;
        uint64_t pool_mask;
    } maps[EDGE_POOL_MAX_TAGS];
    uint8_t prio_to_queue[EDGE_PRIO_LEVELS];
};

struct edge_prio_conf {
    enum edge_pool_count n_classes;
    uint8_t prio_to_class[EDGE_PRIO_LEVELS];
};

struct alignas(64) edge_port_conf {
    uint32_t speeds;
    void (*on_link)(uint16_t port, int up);
    struct edge_rx_mode rx;
    struct edge_tx_mode tx;
    uint32_t loopback;
    struct {
        struct {
            uint8_t *key;
            uint8_t key_len;
            uint64_t fields;
        } hash;
        struct edge_pool_conf pool;
        struct edge_prio_conf prio;
    } rx_adv;
    union {
        struct edge_prio_conf prio;
        enum edge_pool_count pools;
        uint32_t raw[4];
    } tx_adv;
    uint32_t caps;
    struct {
        uint16_t link_change;
        uint16_t rx_queue;
    } irq;
};
