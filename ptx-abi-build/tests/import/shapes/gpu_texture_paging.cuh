// Fixture: a demand-paged texture system's device context, in the shape GPU renderers use to
// request texture tiles on a miss: bit-packed page records, device arrays, texture handles.
// ptx-abi-import:
// expect-skipped:
#pragma once
#include <stdint.h>
#include <cuda_runtime.h>

#define MAX_SAMPLERS 16
#define PAGE_ID_BITS 26
#define PAGE_ID_BITS 26

enum class PageState : uint32_t {
    Absent = 0,
    Requested = 1,
    Resident = 2,
    Evicting = 3,
};

enum FilterKind : unsigned short {
    FILTER_POINT = 0,
    FILTER_LINEAR = 1,
    FILTER_ANISOTROPIC = 4,
};

typedef struct PageRecord {
    unsigned int reserved : 2;
    unsigned int age : 4;
    unsigned int page : PAGE_ID_BITS;
} PageRecord;

typedef struct {
    unsigned int page;
    unsigned int age;
    unsigned long long entry;
} PageFill;

struct UintArray {
    unsigned int* items;
    unsigned int capacity;
};

struct PageRecordArray {
    PageRecord* items;
    unsigned int capacity;
};

struct PageFillArray {
    PageFill* items;
    unsigned int capacity;
};

typedef struct SamplerInfo {
    cudaTextureObject_t texture;
    unsigned int width;
    unsigned int height;
    unsigned int first_page;
    unsigned int mip_levels : 5;
    unsigned int wrap_u : 2;
    unsigned int wrap_v : 2;
    unsigned int srgb : 1;
    FilterKind filter;
    uint8_t tile_log2;
} SamplerInfo;

struct PagingContext {
    unsigned long long* page_table;
    unsigned int page_table_capacity;
    unsigned int max_samplers;
    unsigned int* reference_bits;
    unsigned int* residence_bits;
    UintArray requests;
    PageRecordArray stale;
    UintArray evictable;
    UintArray lengths;
    PageFillArray fills;
    SamplerInfo samplers[MAX_SAMPLERS];
    PageState default_state;
    bool request_if_resident;
    unsigned int pool_slot;
};
