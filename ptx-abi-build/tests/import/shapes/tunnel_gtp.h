// Fixture: a tunnelling protocol's header with its optional fields, extension headers and an
// information element, in the shape of a packet library's mobile-core headers.
// ptx-abi-import: --compiler nvcc
// expect-skipped: gtx_ext_any
#include <stdint.h>

#define GTX_ON_WIRE __attribute__((packed))
#define GTX_PORT_USER 2152
#define GTX_PORT_CONTROL 2123
#define GTX_MSG_ECHO_REQ 1
#define GTX_MSG_ECHO_RESP 2
#define GTX_MSG_TPDU 255
#define GTX_NEXT_SESSION_CONTAINER 0x85

/* The mandatory eight bytes: flag bits, type, length, tunnel endpoint */
struct gtx_head {
    __extension__
    union {
        uint8_t flags;
        struct {
            uint8_t npdu_on : 1;
            uint8_t seq_on : 1;
            uint8_t ext_on : 1;
            uint8_t spare : 1;
            uint8_t proto_type : 1;
            uint8_t version : 3;
        };
    };
    uint8_t msg_type;
    uint16_t length;
    uint32_t teid;
} GTX_ON_WIRE;

/* The four optional bytes after it when any of the three flags is set. */
struct gtx_opt {
    uint16_t seq;
    uint8_t npdu;
    uint8_t next_ext;
} GTX_ON_WIRE;

/* Session container, downlink form. */
struct gtx_psc_down {
    uint8_t len_words;
    uint8_t spare : 4;
    uint8_t pdu_type : 4;
    uint8_t qfi : 6;
    uint8_t rqi : 1;
    uint8_t ppp : 1;
    uint8_t next_ext;
} GTX_ON_WIRE;

/* Session container, uplink form. */
struct gtx_psc_up {
    uint8_t len_words;
    uint8_t spare_a : 4;
    uint8_t pdu_type : 4;
    uint8_t qfi : 6;
    uint8_t spare_b : 2;
    uint8_t next_ext;
} GTX_ON_WIRE;

/* An information element carrying an endpoint identifier: five bytes. */
struct gtx_teid_ie {
    uint8_t ie_type;
    uint32_t teid;
} GTX_ON_WIRE;

/* Any extension header: a length in words, then its body. */
struct gtx_ext_any {
    uint8_t len_words;
    uint8_t body[];
} GTX_ON_WIRE;
