// Fixture: a fronthaul transport's message bodies, one struct each, gathered in a union,
// in the shape of a packet library's radio-transport headers.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

#define ECX_MEM_READ 0
#define ECX_MEM_WRITE 1
#define ECX_MEM_WRITE_NO_RESP 2

/* Data messages: a channel and a sequence. */
struct __attribute__((packed)) ecx_body_data {
    uint16_t pc_id;
    uint16_t seq_id;
};

/* Generic transfer: 32-bit channel and sequence. */
struct __attribute__((packed)) ecx_body_generic {
    uint32_t pc_id;
    uint32_t seq_id;
};

/* Remote memory access: an identifier, operation bits, a 48-bit address, a length. */
struct __attribute__((packed)) ecx_body_memory {
    uint8_t access_id;
    uint8_t read_write : 4;
    uint8_t request : 4;
    uint16_t element_id;
    uint16_t addr_high;
    uint32_t addr_low;
    uint16_t length;
};

/* Delay measurement: 48-bit seconds, nanoseconds, and a compensation value. */
struct __attribute__((packed)) ecx_body_delay {
    uint8_t measure_id;
    uint8_t action;
    uint16_t seconds_high;
    uint32_t seconds_low;
    uint32_t nanoseconds;
    uint64_t compensation;
};

/* Reset and event indication. */
struct __attribute__((packed)) ecx_body_event {
    uint8_t event_id;
    uint8_t event_type;
    uint8_t sequence;
    uint8_t fault_count;
    uint32_t faults[2];
};

/* Any body, by the common header's type. */
union __attribute__((packed)) ecx_body {
    struct ecx_body_data data;
    struct ecx_body_generic generic;
    struct ecx_body_memory memory;
    struct ecx_body_delay delay;
    struct ecx_body_event event;
    uint16_t reset_id;
    uint8_t raw[20];
};
