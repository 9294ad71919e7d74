// Fixture: a remote-memory fabric's base transport header and its extended headers,
// in the shape of a packet library's fabric headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped: ibx_atomic_eth
#include <stdint.h>

#define IBX_UDP_PORT 4791
#define IBX_DEFAULT_PKEY 0xffff
#define IBX_QPN_MASK 0x00ffffffu

/* Opcode groups; the first alias shares a value. */
enum ibx_transport {
    IBX_RC = 0x00,
    IBX_UC = 0x20,
    IBX_RD = 0x40,
    IBX_UD = 0x60,
    IBX_RELIABLE_FIRST = 0x00,
};

/* Twelve bytes: opcode, flags, partition, destination queue pair, sequence. */
struct __attribute__((packed)) ibx_bth {
    uint8_t opcode;
    uint8_t tver : 4;
    uint8_t pad_count : 2;
    uint8_t migrate : 1;
    uint8_t solicited : 1;
    uint16_t pkey;
    uint8_t reserved_a : 6;
    uint8_t becn : 1;
    uint8_t fecn : 1;
    uint8_t dest_qp[3];
    uint8_t reserved_b : 7;
    uint8_t ack_req : 1;
    uint8_t psn[3];
};

/* The last two words of the same header as 32-bit bit-fields. */
union ibx_bth_tail {
    uint32_t words[2];
    struct {
        uint32_t dest_qp : 24;
        uint32_t flags : 8;
        uint32_t psn : 24;
        uint32_t ack : 8;
    };
};

/* Remote address, key and length. */
struct __attribute__((packed)) ibx_reth {
    uint64_t vaddr;
    uint32_t rkey;
    uint32_t dma_len;
};

/* Acknowledgement: syndrome and message sequence. */
struct ibx_aeth {
    uint8_t syndrome;
    uint8_t msn[3];
};

/* Datagram: queue key and source queue pair. */
struct ibx_deth {
    uint32_t qkey;
    uint8_t reserved;
    uint8_t src_qp[3];
};

/* Atomic operation: address, key, two operands; packed and aligned at once, which Rust cannot say. */
struct __attribute__((packed, aligned(4))) ibx_atomic_eth {
    uint32_t vaddr_high;
    uint32_t vaddr_low;
    uint32_t rkey;
    uint64_t swap;
    uint64_t compare;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define TUNNEL_IB_PACKED_END __attribute__((__packed__))
struct tunnel_ib_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    __extension__ uint16_t length;
    uint8_t flags;
} TUNNEL_IB_PACKED_END;
