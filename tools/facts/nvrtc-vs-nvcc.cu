// NVRTC and nvcc on the same header (tools/oracle-facts.md section 9). Each type is taken by value
// by a kernel (its .param size and alignment) and initialised in a __device__ global (its bytes).
struct __attribute__((aligned(64))) A64 { int x; };

// 1. A lowering __align__ on a type and on a member, and alignas.
struct __align__(16) LowType { char c; A64 a; };
struct __attribute__((aligned(4))) LowDouble { char c; double d; };
struct LowMember { char c; A64 a __attribute__((aligned(8))); };
struct alignas(64) Raise { char c; A64 a; };
extern "C" __global__ void k_low_type(LowType p) {}
extern "C" __global__ void k_low_double(LowDouble p) {}
extern "C" __global__ void k_low_member(LowMember p) {}
extern "C" __global__ void k_raise(Raise p) {}
__device__ LowMember g_low_member = {1, {2}};

// 2. Packing without bit-fields.
struct __attribute__((packed)) GnuWire { char c; int i; double d; };
#pragma pack(push, 2)
struct Pack2Wire { char c; int i; double d; };
#pragma pack(pop)
extern "C" __global__ void k_gnu_wire(GnuWire p) {}
extern "C" __global__ void k_pack2_wire(Pack2Wire p) {}

// 3. Bit-fields under packing: y = -1 shows where y starts.
struct __attribute__((packed)) GnuBits { char c; int x : 12; int y : 30; short s; };
#pragma pack(push, 1)
struct Pack1Bits { char c; int x : 12; int y : 30; short s; };
#pragma pack(pop)
#pragma pack(push, 2)
struct Pack2Bits { char c; int x : 12; int y : 30; short s; };
#pragma pack(pop)
__device__ GnuBits g_gnu_bits = {1, 0, -1, 0};
__device__ Pack1Bits g_pack1_bits = {1, 0, -1, 0};
__device__ Pack2Bits g_pack2_bits = {1, 0, -1, 0};

// 4. Zero-width and unnamed bit-fields under packing.
struct __attribute__((packed)) GnuZero { char a : 3; int : 0; char b : 3; };
#pragma pack(push, 2)
struct Pack2Zero { char c; int : 0; char d; };
union Pack2Unnamed { char c; long long : 3; };
#pragma pack(pop)
__device__ GnuZero g_gnu_zero = {1, 2};
__device__ Pack2Zero g_pack2_zero = {1, 2};
extern "C" __global__ void k_pack2_unnamed(Pack2Unnamed p) {}

// 5. __int128 (NVRTC needs --device-int128): parameters, returns, bit-fields.
struct Int128Bits { __int128 a : 70; unsigned __int128 b : 60; char c; };
__device__ Int128Bits g_int128_bits = {-1, 5, 7};
extern "C" __global__ void k_int128(__int128 p, unsigned __int128 q) {}
extern "C" __device__ __noinline__ __int128 f_int128(__int128 p) { return p; }
