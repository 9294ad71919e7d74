// Fixture: a collective-communication library's device work descriptors, in the shape such
// libraries queue for their persistent kernels: bit-packed flags, unions of schedules, 16-byte
// aligned records.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stdint.h>
#include <stddef.h>
#include <cuda_runtime.h>

#define MAX_PEERS 8
#define WORK_BYTES 64

enum ReduceKind : uint8_t {
    REDUCE_SUM = 0,
    REDUCE_PRODUCT = 1,
    REDUCE_MIN_MAX = 2,
    REDUCE_PREMUL_SUM = 3,
    REDUCE_SUM_THEN_DIVIDE = 4,
};

enum WorkKind : uint8_t {
    WORK_PEER_TO_PEER,
    WORK_COLLECTIVE,
    WORK_COLLECTIVE_REGISTERED,
    WORK_BROADCAST,
};

struct ReduceOp {
    ReduceKind kind;
    bool argument_is_pointer;
    uint64_t argument;
};

struct alignas(16) PeerWork {
    void *source, *destination;
    size_t bytes_out, bytes_in;
    int32_t peer_out, peer_in;
    uint16_t step_count;
    uint8_t lane_count, lane_base;
    uint8_t out_lanes, in_lanes;
    uint8_t out_low_latency : 1, in_low_latency : 1, out_pinned : 1, in_pinned : 1;
    uint8_t out_mapped : 1, in_mapped : 1, traced : 1;
    uint8_t chunk_log2[2];
};

struct alignas(16) CollectiveWork {
    uint32_t lane_lo : 8, lane_hi : 8, warp_count : 8;
    uint32_t arg_by_pointer : 1, pinned : 1, one_node : 1, mode : 3, traced : 1;
    int32_t root_rank;
    uint32_t sequence;
    uint32_t reserved_a;
    const void* input;
    void* output;
    uintptr_t input_shift;
    uintptr_t output_shift;
    uintptr_t* remote_inputs;
    uintptr_t* remote_outputs;
    union {
        struct {
            size_t first_count, middle_count, last_count;
            uint64_t first_grains : 20, middle_grains : 20, last_grains : 20, spare : 4;
        } ranged;
        struct {
            size_t total;
            uint32_t chunk_elems;
            uint32_t chunk_steps : 12, chunk_shift : 5;
        } uniform;
    };
    uint64_t reduce_arg;
    uint32_t reserved_b[2];
};

struct alignas(16) BroadcastWork {
    const void* source;
    void* destination;
    size_t total_bytes;
    size_t bytes_sent;
    int16_t hop_count;
    int16_t chunk_log2;
    int32_t origin;
};

struct alignas(16) WorkBatch {
    union {
        struct {
            uint32_t follow : 12, merge_next : 1, last : 1;
            uint32_t kind : 3, kernel_index : 15;
        };
        uint32_t flags;
    };
    uint32_t first_offset;
    uint64_t slot_mask;
};

union WorkSlot {
    PeerWork peer;
    CollectiveWork collective;
    BroadcastWork broadcast;
    uint8_t raw[WORK_BYTES * 2];
};

struct alignas(16) ChannelQueue {
    WorkBatch batches[MAX_PEERS];
    WorkSlot slots[MAX_PEERS];
    WorkKind kinds[MAX_PEERS];
    ReduceOp reduce;
    uint32_t batch_count;
};
