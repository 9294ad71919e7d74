// Fixture: a device quicksort's bookkeeping, in the shape GPU sorting samples keep for their
// recursive launches: atomic counters, a ring buffer and per-level work items.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stddef.h>

#define PARTITION_SHIFT 9
#define PARTITION_SIZE (1 << PARTITION_SHIFT)
#define SMALL_SORT_LEN 1024
#define MAX_RECURSION 16

typedef struct __align__(128) PartitionCounters {
    volatile unsigned int lower_cursor;
    volatile unsigned int upper_cursor;
    volatile unsigned long long finished;
    volatile int owner_block;
} PartitionCounters;

typedef struct SlotPool {
    PartitionCounters* pool;
    size_t* free_list;
    volatile unsigned int next_free;
    volatile unsigned int released;
    unsigned short pool_size;
    unsigned char exhausted;
} SlotPool;

struct SortRange {
    unsigned int begin;
    unsigned int end;
    unsigned int depth;
    unsigned int pivot;
};

struct SortJob {
    SortRange range;
    PartitionCounters* counters;
    unsigned int* keys_in;
    unsigned int* keys_out;
    size_t key_count;
    size_t scratch_bytes;
};

struct SortPlan {
    SortJob levels[MAX_RECURSION];
    unsigned int level_count;
    unsigned int small_sort_threshold;
    struct {
        size_t bytes_moved;
        unsigned int launches;
        unsigned int fallbacks;
    } stats;
};
