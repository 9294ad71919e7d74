// Fixture: a collective-communication library's low-latency fifo and connection records, in the
// shape such libraries share between peers: flag-after-data lines, vector views, head/tail pairs.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stdint.h>
#include <stddef.h>
#include <cuda_runtime.h>

#define FIFO_SLOTS 8
#define MAX_PEERS 8

// Data first, flag after: a partial write shows a stale flag.
union FifoLine {
    struct {
        uint32_t data_a;
        uint32_t flag_a;
        uint32_t data_b;
        uint32_t flag_b;
    };
    uint64_t words[2];
    int4 vector;
};

union FifoLine128 {
    uint64_t words[2];
    struct {
        uint64_t payload;
        uint64_t flag;
    };
    ulonglong2 pair;
};

enum ProtocolKind : uint8_t {
    PROTO_LOW_LATENCY = 0,
    PROTO_LOW_LATENCY_128 = 1,
    PROTO_SIMPLE = 2,
};

struct alignas(16) ConnectionInfo {
    uint64_t* head_counter;
    uint64_t* tail_counter;
    char* staging[3];
    int32_t step_bytes;
    int16_t mode;
    int16_t shared_slot;
    uint64_t step;
    size_t* pending_sizes;
    void** pending_offsets;
    void* ipc_handle;
    void* direct_pointer;
};

struct PeerConnections {
    ConnectionInfo send[2];
    ConnectionInfo recv[2];
};

struct alignas(16) RingInfo {
    int* rank_order;
    int before;
    int after;
    int position;
    uint32_t laps;
};

struct TreeInfo {
    int parent;
    int children[3];
    uint8_t level;
};

struct alignas(16) ChannelInfo {
    PeerConnections** peers;
    RingInfo ring;
    TreeInfo tree;
    int id;
    uint32_t work_fifo_produced;
    ProtocolKind protocol;
    uint8_t protocol_mask : 3, uses_proxy : 1, reserved : 4;
    FifoLine abort_line;
    int2 peer_range;
};
