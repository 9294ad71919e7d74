// Fixture: unions whose large array member sits next to small ones, and records that hold them,
// in the shape of a bindings generator's big-member union tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

union edge_many_ints {
    int32_t one;
    int32_t many[29];
};

union edge_many_chars {
    int32_t one;
    char many[37];
};

union edge_nested_big {
    int32_t one;
    union edge_many_ints more;
};

struct edge_big_holder {
    uint8_t kind;
    union {
        uint64_t small;
        uint8_t large[100];
    } body;
    uint16_t crc;
};

union edge_odd_sizes {
    uint8_t b[7];
    uint16_t h[3];
    uint32_t w;
};

union edge_wide_big {
    unsigned __int128 wide;
    uint32_t flags : 12;
    uint8_t bytes[40];
};
