// Fixture: a bisection eigenvalue solver's device buffers, in the shape GPU linear-algebra
// samples hand between their small-matrix and large-matrix kernels.
// ptx-abi-import:
// expect-skipped:
#ifndef GPU_TRIDIAG_EIGEN_H
#define GPU_TRIDIAG_EIGEN_H

#define MAX_THREADS_PER_BLOCK 256
#define MAX_SMALL_MATRIX 512

struct TridiagonalMatrix {
    float* diagonal;
    float* off_diagonal;
    float* device_diagonal;
    float* device_off_diagonal;
    float* device_off_diagonal_padded;
    unsigned int order;
};

struct IntervalBuffers {
    float* lower_bounds;
    float* upper_bounds;
    unsigned int* count_below_lower;
    unsigned int* count_below_upper;
    unsigned int* converged_flags;
};

struct SmallMatrixResult {
    float* eigenvalues;
    IntervalBuffers intervals;
    unsigned int float_bytes;
    unsigned int uint_bytes;
    float* zeros_f;
    unsigned int* zeros_u;
};

struct ClusterBuffers {
    float* lower;
    float* upper;
    unsigned int* below_lower;
    unsigned int* below_upper;
    unsigned int* rank;
};

struct LargeMatrixResult {
    unsigned int* isolated_count;
    unsigned int* cluster_block_count;
    ClusterBuffers isolated;
    ClusterBuffers clustered;
    unsigned int* block_first;
    unsigned int* block_length;
    float* values_isolated;
    float* values_clustered;
    double precision_used;
    unsigned char needs_refinement;
};

typedef struct SolverSettings {
    float lower_gershgorin;
    float upper_gershgorin;
    float tolerance;
    unsigned int iterations;
    unsigned int threads_per_block;
    int use_large_path;
} SolverSettings;

#endif
