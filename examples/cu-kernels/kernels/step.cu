// Particle kernels: an extern "C" kernel taking a struct by value, a C++ kernel taking a
// buffer of structs, and a template kernel instantiated twice.
#include "particles.cuh"

extern "C" __global__ void step(sim::Particle *particles, int n, sim::SimParams params,
                                sim::Boundary boundary)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    sim::Particle p = particles[i];
    for (unsigned s = 0; s < params.substeps + 1u; ++s) {
        p.vel.x += params.gravity.x * params.dt;
        p.vel.y += params.gravity.y * params.dt;
        p.vel.z += params.gravity.z * params.dt;
        p.pos.x += p.vel.x * params.dt;
        p.pos.y += p.vel.y * params.dt;
        p.pos.z += p.vel.z * params.dt;
    }
    if (boundary == sim::Boundary::Wall && p.pos.y < 0.0f) { p.pos.y = 0.0f; p.vel.y = -p.vel.y; }
    particles[i] = p;
}

/// Kinetic energy of each particle (C++ linkage: the symbol is mangled).
__global__ void kinetic_energy(const sim::Particle *__restrict__ particles, int n,
                               float *__restrict__ energy)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const sim::Particle &p = particles[i];
    energy[i] = 0.5f * p.mass * (p.vel.x * p.vel.x + p.vel.y * p.vel.y + p.vel.z * p.vel.z);
}

/// Scales a buffer in blocks of `Block` threads.
template <typename T, int Block>
__global__ void __launch_bounds__(Block) scale(T *data, T factor, unsigned long long n)
{
    unsigned long long i = (unsigned long long)blockIdx.x * Block + threadIdx.x;
    if (i < n) data[i] *= factor;
}

template __global__ void scale<float, 128>(float *, float, unsigned long long);
