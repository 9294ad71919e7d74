// Fixture: a service-chaining header with its base word, path word and fixed-length context,
// in the shape of a packet library's overlay headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define NSHX_VERSION 0
#define NSHX_MD_FIXED 1
#define NSHX_MD_VARIABLE 2
#define NSHX_TTL_DEFAULT 63
#define NSHX_CONTEXT_WORDS 4

/* Next protocols, one byte. */
enum nshx_next : uint8_t {
    NSHX_NEXT_IPV4 = 1,
    NSHX_NEXT_IPV6 = 2,
    NSHX_NEXT_ETH = 3,
    NSHX_NEXT_NSH = 4,
    NSHX_NEXT_MPLS = 5,
};

/* The base header's first 16 bits as a unit of bit-fields. */
struct nshx_base_bits {
    uint16_t length : 6;
    uint16_t ttl : 6;
    uint16_t unassigned : 1;
    uint16_t oam : 1;
    uint16_t version : 2;
};

/* The base header: bits, metadata type, next protocol. */
struct nshx_base {
    struct nshx_base_bits bits;
    uint8_t md_type : 4;
    uint8_t reserved : 4;
    enum nshx_next next;
};

/* Service path and index as a word or fields. */
union nshx_path {
    uint32_t word;
    struct {
        uint32_t index : 8;
        uint32_t path_id : 24;
    };
};

/* The whole header with fixed-length context, aligned for vector loads. */
struct __attribute__((aligned(16))) nshx_md1 {
    struct nshx_base base;
    union nshx_path path;
    uint32_t context[NSHX_CONTEXT_WORDS];
};

/* A per-flow classification a device keeps: a 64-bit unit of bit-fields first. */
struct nshx_flow_class {
    uint64_t path_id : 24, index : 8, tenant : 20, color : 12;
    uint32_t hits;
    uint16_t last_ttl;
    uint8_t md_type;
    uint8_t pad;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define TUNNEL_NSH_PACKED_END __attribute__((__packed__))
struct tunnel_nsh_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    uint16_t length;
    uint8_t flags;
} TUNNEL_NSH_PACKED_END;
