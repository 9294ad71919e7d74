// Fixture: C typedef idioms (anonymous typedef'd struct and union, tag equal to the typedef, `_s`
// tag with `_t` name) and integer `#define`s, in the shape of a bindings generator's C tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define EDGE_MAX_QUEUES 16
#define EDGE_MAGIC 0x5eed
#define EDGE_NEG_ONE -1
#define EDGE_SHIFTED (1 << 4)

typedef struct edge_unit_s {} edge_unit_t;

typedef void (*edge_free_fn)(void *);

typedef struct {
    uint16_t qid;
    uint16_t depth;
} edge_queue_t;

typedef struct edge_ring {
    edge_queue_t queues[EDGE_MAX_QUEUES];
    uint32_t head;
    edge_free_fn release;
    edge_unit_t unit;
} edge_ring;

typedef struct edge_desc_s {
    uint64_t addr;
    uint32_t len;
    uint16_t flags;
} edge_desc_t;

typedef union {
    uint32_t raw;
    struct {
        uint32_t lo : 16;
        uint32_t hi : 16;
    };
} edge_word_u;

typedef edge_word_u edge_word_arr[4];

struct edge_typedef_user {
    edge_desc_t d;
    edge_word_u w;
    edge_word_arr arr;
    edge_ring *ring;
    struct edge_desc_s raw_desc;
};
