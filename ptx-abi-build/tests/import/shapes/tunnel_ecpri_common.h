// Fixture: a fronthaul transport's common header as a word and its bit-fields, and its message types,
// in the shape of a packet library's radio-transport headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>

#define ECX_REVISION 1
#define ECX_HEAD_BYTES 4
#define ECX_PAYLOAD_MAX 65535

/* Message types: a fixed one-byte enum. */
enum ecx_msg : uint8_t {
    ECX_MSG_IQ = 0,
    ECX_MSG_BITS = 1,
    ECX_MSG_RT_CTRL = 2,
    ECX_MSG_GENERIC = 3,
    ECX_MSG_MEMORY = 4,
    ECX_MSG_DELAY = 5,
    ECX_MSG_RESET = 6,
    ECX_MSG_EVENT = 7,
};

/* Event kinds; two names share a value. */
enum ecx_event {
    ECX_EVENT_FAULT = 0,
    ECX_EVENT_FAULT_ACK = 1,
    ECX_EVENT_NOTIFY = 2,
    ECX_EVENT_SYNC = 3,
    ECX_EVENT_FIRST = ECX_EVENT_FAULT,
};

/* The common header: the raw word, or its fields. */
union ecx_common {
    uint32_t word;
    struct {
        uint32_t concatenated : 1;
        uint32_t reserved : 3;
        uint32_t revision : 4;
        uint32_t msg_type : 8;
        uint32_t size : 16;
    };
};

/* The common header as bytes and a size. */
struct __attribute__((packed)) ecx_common_bytes {
    uint8_t rev_c;
    enum ecx_msg msg_type;
    uint16_t size;
};

/* A descriptor a device reads before each message. */
struct __attribute__((aligned(8))) ecx_rx_desc {
    union ecx_common head;
    uint16_t pc_id;
    uint16_t seq_id;
    uint64_t arrival_ns : 40, lane : 8, flags : 16;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define TUNNEL_ECPRI_COMMON_PACKED_END __attribute__((__packed__))
struct tunnel_ecpri_common_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} TUNNEL_ECPRI_COMMON_PACKED_END;
