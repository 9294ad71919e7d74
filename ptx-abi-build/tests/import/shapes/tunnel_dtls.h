// Fixture: a datagram transport-security record header with its epoch and 48-bit sequence number,
// in the shape of a packet library's security headers (packed after the brace, packed with aligned).
// ptx-abi-import: --compiler nvcc
// expect-skipped: dtlsx_ack_list
#include <stdint.h>

#define DTLSX_PACKED_END __attribute__((packed))
#define DTLSX_ALIGNED(n) __attribute__((aligned(n)))
#define DTLSX_SEQ_BITS 48

/* Versions count down on the wire. */
enum dtlsx_version : uint16_t {
    DTLSX_VER_1_0 = 0xfeff,
    DTLSX_VER_1_2 = 0xfefd,
    DTLSX_VER_1_3 = 0xfefc,
};

/* Thirteen bytes: type, version, epoch, sequence number, length. */
struct dtlsx_record_head {
    uint8_t type;
    uint16_t version;
    uint16_t epoch;
    uint8_t seq[6];
    uint16_t length;
} DTLSX_PACKED_END;

/* Epoch and sequence number, naturally placed, aligned to two. */
struct DTLSX_ALIGNED(2) dtlsx_epoch_seq {
    uint16_t epoch;
    uint16_t seq_high;
    uint32_t seq_low;
} DTLSX_PACKED_END;

/* The same eight bytes as one word. */
union dtlsx_epoch_seq_word {
    uint64_t raw;
    __extension__
    struct {
        uint64_t seq : DTLSX_SEQ_BITS;
        uint64_t epoch : 16;
    };
};

/* A handshake header with its fragment. */
struct dtlsx_hs_head {
    uint8_t msg_type;
    uint8_t length[3];
    uint16_t message_seq;
    uint8_t frag_offset[3];
    uint8_t frag_length[3];
} DTLSX_PACKED_END;

/* A record number as acknowledged: a 16-byte pair. */
struct dtlsx_record_number {
    uint64_t epoch;
    uint64_t seq;
};

/* Acknowledgements: a length and as many record numbers as it says. */
struct dtlsx_ack_list {
    uint16_t length;
    struct dtlsx_record_number numbers[];
} DTLSX_PACKED_END;
