// Fixture: a uniform-grid particle simulation's parameters, in the shape GPU particle demos
// copy to constant memory once per step.
// ptx-abi-import:
// expect-skipped:
#ifndef GPU_PARTICLE_GRID_CUH
#define GPU_PARTICLE_GRID_CUH
#include <vector_types.h>

#define USE_TEXTURE_FETCH 1
#define MAX_NEIGHBOURS 64
#define CELL_HASH_BITS 18

typedef unsigned int uint;

struct GridSimParams {
    float3 gravity;
    float time_step;
    uint3 grid_cells;
    uint total_cells;
    float3 grid_origin;
    float particle_radius;
    float3 cell_extent;
    float velocity_damping;
    float3 obstacle_center;
    float obstacle_radius;
    uint particle_count;
    uint neighbour_limit;
    float stiffness;
    float dissipation;
    float friction;
    float cohesion;
    float wall_damping;
    bool wrap_boundaries;
    bool use_obstacle;
};

struct CellRange {
    uint first;
    uint last;
};

struct SortedParticles {
    float4* positions;
    float4* velocities;
    uint* cell_of;
    uint* order;
    CellRange* ranges;
    uint neighbour_table[MAX_NEIGHBOURS];
};

#endif
