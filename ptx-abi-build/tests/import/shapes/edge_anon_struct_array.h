// Fixture: members that are arrays of, and pointers to, anonymous structs, in the shape of a
// bindings generator's layout tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

struct edge_grid_cells {
    struct {
        int32_t row;
        int32_t col;
    } corners[4];
    struct {
        int32_t row;
        int32_t col;
    } tiles[2][3][2];
};

struct edge_cursor {
    struct {
        int32_t start;
        int32_t stop;
    } *span;
    uint32_t count;
};

struct edge_mixed_declarators {
    struct {
        uint16_t id;
        uint8_t state;
    } first, rest[3], *spill;
    uint8_t tail;
};

struct edge_nested_array {
    uint32_t n;
    struct {
        uint8_t code;
        struct {
            uint16_t lo;
            uint16_t hi;
        } ranges[2];
    } groups[2];
};

union edge_array_union {
    struct {
        uint8_t a;
        uint8_t b;
    } pairs[4];
    uint64_t all;
};
