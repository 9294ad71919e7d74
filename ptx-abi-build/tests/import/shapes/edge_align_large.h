// Fixture: 16-, 32- and 64-byte alignment on types and members (`alignas`, `aligned(N)`, a
// cache-line macro), in the shape of a bindings generator's large-alignment tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define EDGE_LINE 64
#define EDGE_LINE_ALIGNED __attribute__((__aligned__(EDGE_LINE)))

struct alignas(64) edge_line_stats {
    uint64_t hits;
    uint64_t misses;
};

struct edge_member_aligned {
    uint8_t head;
    alignas(16) uint32_t mid;
    alignas(64) uint8_t blob[5];
    uint8_t tail;
};

struct __attribute__((aligned(32))) edge_aligned32 {
    uint32_t x;
    uint16_t y;
};

struct EDGE_LINE_ALIGNED edge_line_entry {
    uint16_t off;
    uint16_t len;
    void *buf;
};

struct edge_uses_lines {
    uint32_t count;
    struct edge_line_entry entries[2];
    struct edge_line_stats stats;
};

union __attribute__((aligned(16))) edge_union16 {
    uint8_t one;
};

union edge_wraps16 {
    union edge_union16 inner;
};

struct edge_member_attr {
    char c;
    uint32_t v __attribute__((aligned(32)));
};
