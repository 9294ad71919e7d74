// Fixture: `__attribute__((packed))` enums (as small as their values allow) and a struct of them,
// in the shape of a bindings generator's packed-enum tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

enum __attribute__((packed)) edge_pk_small {
    EDGE_PK_A = 0,
    EDGE_PK_B
};

enum __attribute__((packed)) edge_pk_neg {
    EDGE_PK_NEG = -2,
    EDGE_PK_POS = 2
};

enum __attribute__((packed)) edge_pk_wide {
    EDGE_PK_255 = 255,
    EDGE_PK_256
};

enum __attribute__((__packed__)) edge_pk_neg_wide {
    EDGE_PK_NW_LOW = -200,
    EDGE_PK_NW_HIGH = 100
};

struct edge_pk_users {
    enum edge_pk_small a;
    enum edge_pk_wide b;
    enum edge_pk_neg c;
    enum edge_pk_neg_wide d;
};

enum __attribute__((packed)) edge_pk_dup {
    EDGE_PK_DUP_A = 1,
    EDGE_PK_DUP_B = 1,
    EDGE_PK_DUP_C = 3
};
