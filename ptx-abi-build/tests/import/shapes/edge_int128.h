// Fixture: 16-byte member alignment from `__int128` and `unsigned __int128` members, unions and
// bit-fields of them, in the shape of a bindings generator's 16-byte alignment tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

struct edge_wide_ints {
    uint8_t tag;
    __int128 signed_val;
    unsigned __int128 unsigned_val;
};

union edge_wide_union {
    unsigned __int128 whole;
    uint64_t halves[2];
    uint8_t bytes[16];
};

struct edge_after_wide {
    struct edge_wide_ints w;
    uint8_t flag;
};

struct edge_wide_bits {
    __int128 big : 70;
    unsigned __int128 more : 60;
    uint8_t tail;
};

struct edge_wide_in_anon {
    uint32_t id;
    union {
        unsigned __int128 key;
        struct {
            uint64_t key_lo;
            uint64_t key_hi;
        };
    };
};

union edge_wide_flags {
    unsigned __int128 all;
    uint8_t tag : 4;
    struct {
        uint64_t low : 48;
        uint64_t mid : 40;
    };
};
