// Fixture: a UDP header, its 64-bit word view, encapsulation kinds and a segmentation request,
// in the shape of an operating system's user-API headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

typedef uint16_t udx_be16;
typedef uint16_t udx_sum16;

#define UDX_OPT_CORK 1
#define UDX_OPT_ENCAP 100
#define UDX_OPT_NO_CSUM_TX 101
#define UDX_OPT_NO_CSUM_RX 102
#define UDX_OPT_SEGMENT 103
#define UDX_OPT_GRO 104
#define UDX_SEGMENTS_MAX 64

/* Encapsulation kinds; the first two share a value on purpose. */
enum udx_encap {
    UDX_ENCAP_NONE = 0,
    UDX_ENCAP_DEFAULT = 0,
    UDX_ENCAP_ESP_NON_IKE = 1,
    UDX_ENCAP_ESP_IN_UDP = 2,
    UDX_ENCAP_L2TP = 3,
    UDX_ENCAP_GTP_USER = 4,
    UDX_ENCAP_GTP_PRIME = 5,
    UDX_ENCAP_RXRPC = 6,
};

/* Eight bytes: ports, length, checksum. */
struct udx_hdr {
    udx_be16 src_port;
    udx_be16 dst_port;
    udx_be16 dgram_len;
    udx_sum16 csum;
};

/* The header as one word or four halves. */
union udx_hdr_word {
    uint64_t raw;
    struct udx_hdr fields;
    udx_be16 halves[4];
};

/* A request to cut a large send into segments; the sizes share a 32-bit unit. */
struct udx_segment_req {
    uint32_t seg_size : 16, seg_count : 8, flags : 8;
    uint32_t total_len;
};

/* A receive-side aggregate a device reports. */
struct __attribute__((aligned(16))) udx_gro_report {
    struct udx_hdr first;
    uint32_t merged;
    uint32_t bytes;
    uint64_t first_ns : 44, flow : 20;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define UAPI_UDP_PACKED_END __attribute__((__packed__))
struct uapi_udp_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    uint16_t length;
    uint8_t flags;
} UAPI_UDP_PACKED_END;
