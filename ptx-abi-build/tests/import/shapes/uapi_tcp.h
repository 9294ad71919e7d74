// Fixture: a TCP header whose flag bits change order with the byte order, a word view of it and a
// connection-information block with small bit-fields, in the shape of an operating system's user-API headers.
// ptx-abi-import: -D__LITTLE_ENDIAN_BITFIELD
// expect-skipped:
#include <stdint.h>

typedef uint16_t tcx_be16;
typedef uint32_t tcx_be32;
typedef uint16_t tcx_sum16;

#define TCX_MSS_DEFAULT 536U
#define TCX_MSS_DESIRED 1220U
#define TCX_MAX_WINSHIFT 14
#define TCX_FLAG_FIN 0x01
#define TCX_FLAG_SYN 0x02
#define TCX_FLAG_RST 0x04
#define TCX_FLAG_PSH 0x08
#define TCX_FLAG_ACK 0x10

/* Twenty bytes; the offset and flags as a 16-bit unit of bit-fields. */
struct tcx_hdr {
    tcx_be16 src_port;
    tcx_be16 dst_port;
    tcx_be32 seq_no;
    tcx_be32 ack_no;
#if defined(__LITTLE_ENDIAN_BITFIELD)
    uint16_t unused4 : 4,
             data_words : 4,
             f_fin : 1,
             f_syn : 1,
             f_rst : 1,
             f_push : 1,
             f_ack : 1,
             f_urgent : 1,
             f_ecn_echo : 1,
             f_cwnd_red : 1;
#elif defined(__BIG_ENDIAN_BITFIELD)
    uint16_t data_words : 4,
             unused4 : 4,
             f_cwnd_red : 1,
             f_ecn_echo : 1,
             f_urgent : 1,
             f_ack : 1,
             f_push : 1,
             f_rst : 1,
             f_syn : 1,
             f_fin : 1;
#else
#error "choose a bit-field order"
#endif
    tcx_be16 rx_window;
    tcx_sum16 csum;
    tcx_be16 urgent_at;
};

/* The header or its five words. */
union tcx_word_hdr {
    struct tcx_hdr fields;
    tcx_be32 as_words[5];
};

/* Connection states; two aliases share values. */
enum tcx_state {
    TCX_ESTABLISHED = 1,
    TCX_SYN_SENT = 2,
    TCX_SYN_RECV = 3,
    TCX_FIN_WAIT1 = 4,
    TCX_CLOSE = 7,
    TCX_LISTEN = 10,
    TCX_FIRST_STATE = 1,
    TCX_LAST_STATE = 10,
};

/* Connection information: small fields in bytes, then counters. */
struct tcx_info {
    uint8_t conn_state;
    uint8_t cong_phase;
    uint8_t resends;
    uint8_t probe_count;
    uint8_t backoff_exp;
    uint8_t opt_bits;
    uint8_t send_shift : 4, recv_shift : 4;
    uint8_t app_limited : 1, fast_open_err : 2;
    uint32_t resend_timeout_us;
    uint32_t delayed_ack_us;
    uint32_t send_seg;
    uint32_t recv_seg;
    uint64_t pace_bps;
    uint64_t acked_bytes;
    uint32_t cwnd_segs;
    uint32_t reorders;
};

/* A repair window: five 32-bit values. */
struct tcx_repair_window {
    uint32_t last_update_seq;
    uint32_t send_window;
    uint32_t largest_window;
    uint32_t recv_window;
    uint32_t recv_update_at;
};
