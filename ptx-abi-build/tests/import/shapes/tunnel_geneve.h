// Fixture: a generic network-virtualisation header with its option TLVs, and a VXLAN-style header
// with a protocol field, in the shape of a packet library's overlay headers.
// ptx-abi-import:
// expect-skipped: gnx_option
// ptx-abi-check: nvcc-only: NVRTC rejects the zero-length array of gnx_option (C++ has none; nvcc accepts it as GCC does)
#include <stdint.h>

#define GNX_UDP_PORT 6081
#define GNX_VXG_UDP_PORT 4790
#define GNX_OPT_LEN_UNIT 4

/* Next protocols of the VXLAN-style header. */
enum gnx_next : uint8_t {
    GNX_NEXT_IPV4 = 1,
    GNX_NEXT_IPV6 = 2,
    GNX_NEXT_ETH = 3,
    GNX_NEXT_NSH = 4,
};

/* The fixed eight bytes. */
struct __attribute__((packed)) gnx_head {
    uint8_t opt_len : 6;
    uint8_t version : 2;
    uint8_t reserved_a : 6;
    uint8_t critical : 1;
    uint8_t oam : 1;
    uint16_t proto;
    uint8_t vni[3];
    uint8_t reserved_b;
};

/* The virtual network identifier and its reserved byte as one word. */
union gnx_vni_word {
    uint32_t raw;
    struct {
        uint32_t vni : 24;
        uint32_t reserved : 8;
    };
};

/* An option TLV: class, type, length in words, then its data. */
struct __attribute__((packed)) gnx_option {
    uint16_t opt_class;
    uint8_t type;
    uint8_t length : 5;
    uint8_t reserved : 3;
    uint8_t data[0];
};

/* The VXLAN-style header with flags and a next protocol. */
struct __attribute__((packed)) gnx_vxg_head {
    uint8_t flags;
    uint8_t reserved_a[2];
    enum gnx_next next;
    union {
        uint32_t vni_rsvd;
        struct {
            uint8_t vni[3];
            uint8_t reserved_b;
        };
    };
};

/* A host's view of an encapsulation to apply. */
struct __attribute__((aligned(8))) gnx_encap_plan {
    struct gnx_head head;
    uint16_t src_port;
    uint16_t dst_port;
    uint32_t options_words[4];
};
