// Fixture: enums with duplicate enumerator values (imported as integers with constants), negative
// values, and an anonymous enum member, in the shape of a bindings generator's enum tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

enum edge_alias {
    EDGE_ALIAS_FIRST = 1,
    EDGE_ALIAS_ONE = 1,
    EDGE_ALIAS_TWO = 2,
    EDGE_ALIAS_LAST = 2
};

enum edge_signed {
    EDGE_SIGNED_NEG = -1,
    EDGE_SIGNED_POS = 1,
};

enum edge_seq {
    EDGE_SEQ_A = 0,
    EDGE_SEQ_B
};

enum edge_neg_dup : int8_t {
    EDGE_ND_LOW = -128,
    EDGE_ND_MIN = -128,
    EDGE_ND_HIGH = 127
};

enum {
    EDGE_CONST_X = 7,
    EDGE_CONST_Y = -7
};

struct edge_state {
    enum {
        EDGE_ST_IDLE,
        EDGE_ST_BUSY,
    } current;
    enum edge_signed dir;
    enum edge_seq seq;
};

struct edge_signed_pair {
    int8_t small;
    enum edge_signed sign;
    enum edge_seq order[3];
};
