// Fixture: a switch-fabric tag of four 32-bit words cut into many bit-fields, with a 64-bit view
// whose fields cross the middle, in the shape of a packet library's fabric-tag headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define FBX_START_OF_TAG 0xfb
#define FBX_TAG_BYTES 16
#define FBX_PPD_UNICAST 0
#define FBX_PPD_MULTICAST 2

/* Forwarding kinds, one byte. */
enum fbx_forward : uint8_t {
    FBX_FWD_UNICAST = 0,
    FBX_FWD_BROADCAST = 1,
    FBX_FWD_L2_MCAST = 2,
    FBX_FWD_L3_MCAST = 3,
};

/* Word zero: start byte, class, multicast flag, destination. */
struct fbx_word0 {
    uint32_t start : 8;
    uint32_t traffic_class : 4;
    uint32_t mcast : 1;
    uint32_t reserved : 3;
    uint32_t dst_port : 8;
    uint32_t dst_module : 8;
};

/* Word one: source, load balancing, drop precedence. */
struct fbx_word1 {
    uint32_t src_port : 8;
    uint32_t src_module : 8;
    uint32_t lb_id : 8;
    uint32_t drop_prec : 2;
    uint32_t mirror_only : 1;
    uint32_t mirror_done : 1;
    uint32_t mirror : 1;
    uint32_t ppd_type : 3;
};

/* The whole tag: four raw words, or four structs of fields. */
union fbx_tag {
    uint32_t words[4];
    uint8_t bytes[FBX_TAG_BYTES];
    struct {
        struct fbx_word0 w0;
        struct fbx_word1 w1;
        union {
            uint32_t raw2;
            struct {
                uint32_t vlan : 12;
                uint32_t pfm : 2;
                uint32_t src_trunk : 1;
                uint32_t hdr_ext_len : 3;
                uint32_t opcode : 3;
                uint32_t preserve_dscp : 1;
                uint32_t preserve_dot1p : 1;
                uint32_t reserved : 9;
            };
        };
        uint32_t raw3;
    };
};

/* Words two and three read as one 64-bit unit: the fields cross bit 32. */
union fbx_tag_tail {
    uint64_t raw;
    struct {
        uint64_t vlan_and_flags : 20, label : 20, classify_tag : 24;
    };
};

/* A tag with the forwarding kind a host chose, for a device's egress queue. */
struct __attribute__((aligned(32))) fbx_egress_entry {
    union fbx_tag tag;
    enum fbx_forward forward;
    uint8_t queue;
    uint16_t length;
    uint32_t cookie;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define TUNNEL_FABRIC_PACKED_END __attribute__((__packed__))
struct tunnel_fabric_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} TUNNEL_FABRIC_PACKED_END;
