// A reproducer of a ptxas miscompilation found by the GPU proof (ABI.md §14): reading a misaligned
// `__int128` of a packed struct (`nv8.cu`, RandomAgree8 of `ptx-abi-check --random 50 --seed 3`,
// written by `nvidia_source`) from global memory loses bits 80-95 at ptxas -O3 (12.9, 13.0, 13.5,
// offline and in driver 580.159.04's JIT); correct at -O0 and through memcpy. `rep.cu`, the same
// read alone, is assembled correctly. On a GPU machine, from the repository root:
//   nvcc -O2 -arch=sm_90 -o /tmp/repro tools/gpu-repro/exp.cu -lcuda -lnvrtc && /tmp/repro [FILE.cubin|FILE.ptx]...
// prints, per kernel, the device's value and the expected one (OK or WRONG).
#include <cuda.h>
#include <nvrtc.h>
#include <cstdio>
#include <cstddef>
#include <cstring>
#include <vector>
#include <string>
#include <fstream>
#include <sstream>
#define CK(x) do { CUresult ck_ = (x); if (ck_ != CUDA_SUCCESS) { const char* s; cuGetErrorString(ck_, &s); printf("FAIL %s: %s\n", #x, s); } } while (0)

struct __attribute__((packed)) P { unsigned char a[22]; __int128 m; };
struct S { long long x[4]; short y[24]; P p; short z; };

static void run_k(CUfunction f, const char *label) {
    std::vector<unsigned char> host(2 * sizeof(S));
    for (size_t i = 0; i < host.size(); i++) host[i] = (unsigned char)(i * 7 + 3);
    CUdeviceptr in, out;
    CK(cuMemAlloc(&in, host.size())); CK(cuMemAlloc(&out, 16));
    CK(cuMemcpyHtoD(in, host.data(), host.size()));
    void *args[] = {&in, &out};
    CK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, nullptr));
    unsigned long long r[2];
    CK(cuCtxSynchronize());
    CK(cuMemcpyDtoH(r, out, 16));
    unsigned long long lo = 0, hi = 0;
    size_t off = sizeof(S) + offsetof(S, p) + 22;
    for (int i = 7; i >= 0; i--) { lo = lo << 8 | host[off + i]; hi = hi << 8 | host[off + 8 + i]; }
    printf("int128 %-40s device lo %016llx hi %016llx | expected lo %016llx hi %016llx %s\n", label, r[0], r[1], lo, hi,
           (r[0] == lo && r[1] == hi) ? "OK" : "WRONG");
    cuMemFree(in); cuMemFree(out);
}


static void run_nv8(CUfunction f, const char *label) {
    const size_t T = 120;
    std::vector<unsigned char> host(2 * T);
    for (size_t i = 0; i < host.size(); i++) host[i] = (unsigned char)(i * 7 + 3);
    CUdeviceptr in, out;
    CK(cuMemAlloc(&in, host.size())); CK(cuMemAlloc(&out, 200 * 8));
    CK(cuMemcpyHtoD(in, host.data(), host.size()));
    alignas(16) unsigned char p[T]; memcpy(p, host.data() + T, T);
    void *args[] = {p, &in, &out};
    CK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, nullptr));
    unsigned long long r[200];
    CK(cuCtxSynchronize());
    CK(cuMemcpyDtoH(r, out, 200 * 8));
    unsigned long long lo = 0, hi = 0;
    size_t off = T + 80 + 22;
    for (int i = 7; i >= 0; i--) { lo = lo << 8 | host[off + i]; hi = hi << 8 | host[off + 8 + i]; }
    printf("nv8 %-44s in[1].m2.m2 device lo %016llx hi %016llx | expected lo %016llx hi %016llx %s; by value p.m2.m2 lo %016llx hi %016llx %s\n", label, r[105], r[106], lo, hi,
           (r[105] == lo && r[106] == hi) ? "OK" : "WRONG", r[52], r[53], (r[52] == lo && r[53] == hi) ? "OK" : "WRONG");
    cuMemFree(in); cuMemFree(out);
}

static std::string read_file(const char *p) { std::ifstream f(p, std::ios::binary); std::stringstream s; s << f.rdbuf(); return s.str(); }

int main(int argc, char **argv) {
    CK(cuInit(0)); CUdevice d; CK(cuDeviceGet(&d, 0)); CUcontext c; CK(cuDevicePrimaryCtxRetain(&c, d)); CK(cuCtxSetCurrent(c));
    int v; cuDriverGetVersion(&v); printf("driver API version %d, sizeof(S) %zu, offsetof p %zu\n", v, sizeof(S), offsetof(S, p));
    for (int i = 1; i < argc; i++) {
        std::string data = read_file(argv[i]);
        CUmodule m;
        CUresult r = cuModuleLoadData(&m, data.c_str());
        if (r != CUDA_SUCCESS) { printf("load %s failed %d\n", argv[i], r); continue; }
        CUfunction f;
        if (cuModuleGetFunction(&f, m, "k") == CUDA_SUCCESS) run_k(f, argv[i]);
        if (cuModuleGetFunction(&f, m, "nv8") == CUDA_SUCCESS) run_nv8(f, (std::string(argv[i]) + " nv8").c_str());
        if (cuModuleGetFunction(&f, m, "nv8m") == CUDA_SUCCESS) run_nv8(f, (std::string(argv[i]) + " nv8m (memcpy)").c_str());
    }
    std::string src = read_file("tools/gpu-repro/rep.cu");
    for (int arch = 0; arch < 2; arch++) {
        nvrtcProgram p; nvrtcCreateProgram(&p, src.c_str(), "rep.cu", 0, nullptr, nullptr);
        const char *opts[] = {arch ? "--gpu-architecture=compute_75" : "--gpu-architecture=compute_90", "--device-int128", "-default-device"};
        nvrtcResult nr = nvrtcCompileProgram(p, 3, opts);
        size_t n; nvrtcGetPTXSize(p, &n); std::string ptx(n, 0); nvrtcGetPTX(p, &ptx[0]);
        int maj, min; nvrtcVersion(&maj, &min);
        printf("NVRTC %d.%d %s compile: %d\n", maj, min, opts[0], nr);
        { std::ofstream o(arch ? "tools/gpu-repro/rep130_75.ptx" : "tools/gpu-repro/rep130_90.ptx"); o << ptx.c_str(); }
        CUmodule m; CK(cuModuleLoadData(&m, ptx.c_str())); CUfunction f; CK(cuModuleGetFunction(&f, m, "k"));
        run_k(f, arch ? "NVRTC 13.0 compute_75 PTX, JIT" : "NVRTC 13.0 compute_90 PTX, JIT");
    }
    {
        std::string src8 = read_file("tools/gpu-repro/nv8.cu");
        nvrtcProgram p; nvrtcCreateProgram(&p, src8.c_str(), "nv8.cu", 0, nullptr, nullptr);
        const char *opts[] = {"-rdc=true", "--gpu-architecture=compute_90", "-default-device", "--std=c++20", "--device-int128", "-I/usr/local/cuda/include"};
        nvrtcResult nr = nvrtcCompileProgram(p, 6, opts);
        size_t n; nvrtcGetPTXSize(p, &n); std::string ptx(n, 0); nvrtcGetPTX(p, &ptx[0]);
        printf("NVRTC 13.0 nv8.cu compile: %d\n", nr);
        if (nr != 0) { size_t ln; nvrtcGetProgramLogSize(p, &ln); std::string lg(ln, 0); nvrtcGetProgramLog(p, &lg[0]); printf("%s\n", lg.c_str()); }
        { std::ofstream o("tools/gpu-repro/nv8_130.ptx"); o << ptx.c_str(); }
        CUmodule m; CK(cuModuleLoadData(&m, ptx.c_str())); CUfunction f;
        CK(cuModuleGetFunction(&f, m, "nv8")); run_nv8(f, "NVRTC 13.0 PTX, JIT nv8");
        CK(cuModuleGetFunction(&f, m, "nv8m")); run_nv8(f, "NVRTC 13.0 PTX, JIT nv8m (memcpy)");
    }
    return 0;
}
