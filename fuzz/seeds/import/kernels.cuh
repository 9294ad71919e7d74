struct __align__(16) P { float4 v; int a : 3; unsigned b : 9; char c; };
struct Big { double d[5]; short s; };
extern "C" __global__ void step(P p, const Big *in, float *out, int n) { if (threadIdx.x < n) out[threadIdx.x] = p.v.x + in->d[0] + p.a; }
__global__ void scale(float k, float *x, unsigned long long n, Big b) { x[threadIdx.x] *= k * b.d[1]; }
__device__ int counter[4];
__device__ P global_p = {{1, 2, 3, 4}, -2, 300, 'x'};
__device__ __noinline__ float helper(P p, Big b) { return p.v.y + b.d[2]; }
__global__ void calls(P p, Big b, float *o) { o[0] = helper(p, b); }
