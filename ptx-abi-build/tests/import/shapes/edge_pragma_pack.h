// Fixture: `#pragma pack(push, N)` / `#pragma pack(pop)` regions without bit-fields, at several
// widths and around nested records, in the shape of a bindings generator's packing tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#pragma pack(push, 1)
struct edge_wire_hdr {
    uint8_t ver;
    uint32_t seq;
    uint16_t len;
};

struct edge_wire_pair {
    uint8_t tag;
    struct edge_wire_hdr hdr;
    uint64_t stamp;
};
#pragma pack(pop)

#pragma pack(push, 2)
struct edge_half_packed {
    uint8_t a;
    uint32_t b;
    uint8_t c;
    uint64_t d;
};
#pragma pack(pop)

#pragma pack(push, 4)
struct edge_quad_packed {
    uint8_t a;
    uint64_t b;
    uint16_t c;
    double d;
};
#pragma pack(pop)

struct edge_unpacked_inner {
    uint16_t a;
    uint32_t b;
};

#pragma pack(push, 1)
struct edge_holds_unpacked {
    uint8_t pre;
    struct edge_unpacked_inner inner;
    uint8_t post;
};
#pragma pack(pop)

#pragma pack(8)
struct edge_pack8_noop {
    uint8_t a;
    uint64_t b;
};
#pragma pack()

#pragma pack(push, 2)
union edge_packed_union {
    uint8_t b[5];
    uint32_t w;
};
#pragma pack(pop)
