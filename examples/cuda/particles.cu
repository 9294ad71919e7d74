// The kernel of `examples/02_nvrtc_particles.rs`: CUDA C++ in its own file, including the header
// that `CudaHeader` generates from the Rust types (`particles.h`), so that NVIDIA's compiler
// checks the layouts Rust computed (the header's static_asserts) and the kernel reads the
// members, vectors and bit-fields where Rust wrote them.
#include "particles.h"

extern "C" __global__ void step(Particle *particles, unsigned int n, StepParams params)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) {
        return;
    }
    Particle p = particles[i];
    if (!p.alive) {
        return;
    }
    for (unsigned int s = 0; s < params.substeps; ++s) {
        p.vel.x += params.gravity.x * params.dt;
        p.vel.y += params.gravity.y * params.dt;
        p.vel.z += params.gravity.z * params.dt;
        p.pos.x += p.vel.x * params.dt;
        p.pos.y += p.vel.y * params.dt;
        p.pos.z += p.vel.z * params.dt;
    }
    p.age += 1;
    if (p.species == Species::Ion) {
        p.vel.w *= 0.5f;  // w: the mass, halved for ions
    }
    if (params.kill_below_floor && p.pos.y < params.floor) {
        p.alive = false;
        p.kicks = -p.kicks;
    }
    particles[i] = p;
}
