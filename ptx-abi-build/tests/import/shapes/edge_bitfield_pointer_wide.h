// Fixture: pointer-wide `unsigned long` bit-fields (64 bits on Linux) and a tagged word of an enum
// bit-field beside a long one, in the shape of a bindings generator's layout tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define EDGE_WORD_BITS (sizeof(void *) * 8)

enum edge_tag_kind {
    EDGE_TAG_NONE,
    EDGE_TAG_LEAF,
    EDGE_TAG_NODE,
    EDGE_TAG_ROOT
};

struct edge_tagged_word {
    enum edge_tag_kind kind : 2;
    long addr : 62;
};

struct edge_full_words {
    unsigned long w0 : EDGE_WORD_BITS;
    unsigned long w1 : EDGE_WORD_BITS;
    unsigned long bit : 1;
    unsigned long w2 : EDGE_WORD_BITS;
};

struct edge_ulong_split {
    unsigned long low : 33;
    unsigned long high : 33;
    unsigned long rest : 62;
};

struct edge_ulong_mixed {
    uint8_t head;
    unsigned long off : 48;
    unsigned long len : 16;
    uint32_t tail;
};

struct edge_long_signed {
    long delta : 40;
    long : 0;
    long scale : 20;
    unsigned long mask : 64;
};
