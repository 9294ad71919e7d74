// Fixture: empty structs (one byte in C++) and records that hold them, in the shape of a bindings
// generator's empty-layout tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

struct edge_nothing {};

struct edge_after_nothing {
    struct edge_nothing marker;
    uint32_t value;
};

struct edge_nothings {
    struct edge_nothing a;
    struct edge_nothing b[3];
    uint8_t c;
};

typedef struct {} edge_void_t;

union edge_nothing_or_int {
    edge_void_t none;
    int32_t some;
};

struct edge_nothing_last {
    uint64_t v;
    struct edge_nothing end;
};
