// Fixture: address tuples whose anonymous unions hold anonymous structs, and an aligned union of
// them, in the shape of a bindings generator's layout tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

struct edge_pair4 {
    uint32_t origin;
    uint32_t target;
    union {
        struct {
            uint16_t near_port;
            uint16_t far_port;
        };
        uint32_t stream_tag;
    };
};

struct edge_pair6 {
    uint16_t origin[8];
    uint16_t target[8];
    union {
        struct {
            uint16_t near_port;
            uint16_t far_port;
        };
        uint32_t stream_tag;
    };
};

union __attribute__((aligned(16))) edge_pair_any {
    struct edge_pair4 narrow;
    struct edge_pair6 wide;
};

struct edge_slot {
    uint8_t kind;
    union {
        uint64_t raw;
        struct {
            uint32_t lo;
            uint32_t hi;
        };
    };
    uint8_t flags;
};

struct edge_plain_anon {
    struct {
        uint32_t left;
        uint32_t right;
    };
    uint16_t weight;
};
