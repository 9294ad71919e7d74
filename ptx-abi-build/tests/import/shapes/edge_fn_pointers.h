// Fixture: function-pointer members, plain and through typedefs, in arrays and unions (each one an
// opaque device address), in the shape of a bindings generator's layout tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

typedef int (*edge_cmp_fn)(const void *, const void *);
typedef void (*edge_cb_fn)(void *ctx, uint32_t code);

struct edge_ops {
    edge_cmp_fn compare;
    edge_cb_fn notify;
    void *(*alloc)(uint64_t size);
    void (*release)(void *);
    uint32_t version;
};

struct edge_ops_marker {};

struct edge_handler {
    uint16_t id;
    struct edge_ops_marker marker;
    void (*on_event)(struct edge_handler *self, int kind);
    struct {
        uint32_t calls;
        uint32_t errors;
    } *stats;
    alignas(16) uint64_t cookie;
};

struct edge_table {
    struct edge_ops ops[2];
    edge_cb_fn fallbacks[3];
    uint8_t used;
};

union edge_fn_or_addr {
    void (*entry)(void);
    uint64_t addr;
};
