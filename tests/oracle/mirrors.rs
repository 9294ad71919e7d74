//! Every type below is checked against NVIDIA's own compiler: its CUDA C++ mirror
//! (`ptx_abi_core::cuda::CudaHeader`, with `static_assert`s of size, alignment and offsets) is
//! compiled by NVRTC 12.9 and 13.5 together with a `__device__` global holding a sample value, a
//! kernel and a device function taking the type by value. The global's initialiser bytes must be
//! our `to_device_bytes` of the same value, and the kernel's and function's `.param` lines our
//! `param_decl`s (see `ptx_abi_kernels::oracle`). The PTX is assembled with `ptxas`.
//!
//! The C++ initialisers are written by hand from the Rust sample values.
//!
//! Without NVRTC (install it with `tools/install-oracle.sh`) the two tests print one line and
//! pass; `PTX_ABI_REQUIRE_ORACLE=1` makes them fail instead.

use std::time::Instant;

use half::{bf16, f16};
use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::handles::{
    CuTensorMapCuda12, CuTensorMapCuda13, SamplerObject, SurfaceObject, TextureObject,
};
use ptx_abi_core::vector::{
    Char3, Double2, Double3, Double4, Float1, Float2, Float3, Float4, Half2, Int3, Long4,
    Longlong3, Short4, Uchar2, Ulong2,
};
use ptx_abi_core::{to_device_bytes, DevicePtr, PtxAbi, UnionBytes};
use ptx_abi_kernels::oracle::{Oracle, Probe};

// =============================================================================================
// The spec's bit-field figures (spec 1.3; ABI.md §2).
// =============================================================================================

use crate::figures;
use figures::{
    BoundaryAlignment, NamedNine, RightToLeft, StorageUnitSharing, UnionAllocation,
    UnnamedBitFields,
};

// =============================================================================================
// CUDA vector types and 16-bit floats inside structs.
// =============================================================================================

/// The crate's doc example: `float3` (12/4), `float4` (16/16), two bit-fields.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Particle {
    pos: Float3,
    color: Float4,
    #[ptx(bits = 3)]
    kind: u8,
    #[ptx(bits = 5)]
    flags: u8,
}

/// Odd- and even-length vectors of 1-, 2-, 4- and 8-byte elements.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct VecMix {
    a: Char3,
    b: Short4,
    c: Int3,
    d: Double2,
    e: Uchar2,
}

/// The non-native 8-byte vectors (`longlong3` 24/8, `double3` 24/8, `long4` 32/16, `double4`
/// 32/16; the 4-element ones are deprecated in CUDA 13, a warning only).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct WideVecs {
    a: Float1,
    b: Longlong3,
    c: Ulong2,
    d: Double3,
    e: Long4,
    f: Double4,
}

/// `__half` and `__nv_bfloat16` members (`cuda_fp16.h`, `cuda_bf16.h`).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct HalfPair {
    h: f16,
    b: bf16,
    x: f32,
}

/// A `__half2` member: `__half2` has a user-provided copy constructor, so (oracle-facts,
/// Surprises 2) C++ passes a struct holding one to a device function indirectly.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct HalfVecs {
    h2: Half2,
    x: f32,
}

// =============================================================================================
// Unions: marshalled by bytes, or through `marshal_via`.
// =============================================================================================

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union Word {
    c: u8,
    i: u32,
}
// SAFETY: built with `zeroed()`, then a member write.
unsafe impl UnionBytes for Word {}

/// oracle-facts E21: `union { float f; unsigned u; unsigned char b[4]; }`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union FloatWord {
    f: f32,
    u: u32,
    b: [u8; 4],
}
// SAFETY: built with `zeroed()`, then a member write.
unsafe impl UnionBytes for FloatWord {}

/// oracle-facts E22: `union { char c; double d; int i[3]; }`, size 16 align 8.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union MixedUnion {
    c: i8,
    d: f64,
    i: [i32; 3],
}
// SAFETY: built with `zeroed()`, then a member write.
unsafe impl UnionBytes for MixedUnion {}

/// oracle-facts E11: `union { unsigned long long x:33; char c; }`, size 8 align 8.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = x)]
union WideBitUnion {
    #[ptx(bits = 33)]
    x: u64,
    c: u8,
}
// SAFETY: built with `zeroed()`, then a write of `x`.
unsafe impl UnionBytes for WideBitUnion {}

/// oracle-facts E12: `union { int a:9; }` (NVVM cannot initialise it: the global is left zero).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = a)]
union OnlyBitUnion {
    #[ptx(bits = 9)]
    a: i32,
}
// SAFETY: built with `zeroed()` (which initialises `a` to 0).
unsafe impl UnionBytes for OnlyBitUnion {}

/// oracle-facts E10: `union { char c; int :20; }`, size 3 align 1.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = c)]
union UnnamedInUnion {
    c: i8,
    #[ptx(bits = 20, unnamed)]
    _pad: i32,
}
// SAFETY: built with `zeroed()`, then a write of `c`.
unsafe impl UnionBytes for UnnamedInUnion {}

/// An over-aligned union: `union alignas(8) { unsigned short a; unsigned char b[3]; }`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(8))]
union AlignedUnion {
    a: u16,
    b: [u8; 3],
}
// SAFETY: built with `zeroed()`, then a member write.
unsafe impl UnionBytes for AlignedUnion {}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct PairU32U16 {
    a: u32,
    b: u16,
}

/// A tagged value: a union of a struct and scalars inside a struct.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = pair)]
union Value {
    i: i64,
    f: f64,
    pair: PairU32U16,
}
// SAFETY: built by writing `pair` (a literal), the marshalled member.
unsafe impl UnionBytes for Value {}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Tagged {
    tag: Kind8,
    val: Value,
}

// =============================================================================================
// Enums: every underlying type, negative and extreme discriminants.
// =============================================================================================

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
enum Kind8 {
    Int = 0,
    Float = 1,
    Pair = 200,
}

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(i8)]
enum Signed8 {
    Low = -128,
    High = 127,
}

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(i16)]
enum Signed16 {
    Neg = -2,
    Pos = 3,
    Min = -32768,
}

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u32)]
enum Magic32 {
    Zero = 0,
    Dead = 0xDEAD_BEEF,
}

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(i32)]
enum Signed32 {
    MinusOne = -1,
    Max = 0x7fff_ffff,
}

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u64)]
enum Big64 {
    Small = 1,
    Huge = 0xFFFF_FFFF_FFFF_FFF0,
}

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(i64)]
enum Signed64 {
    Min = i64::MIN,
    Neg = -5,
    Max = i64::MAX,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct EnumHolder {
    a: Kind8,
    b: Signed16,
    c: Signed64,
    d: Big64,
    e: Signed8,
}

// =============================================================================================
// Arrays.
// =============================================================================================

/// oracle-facts E20: `struct { int m[2][3]; char z; }`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Matrix23 {
    m: [[i32; 3]; 2],
    z: u8,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Cube {
    c: [[[u8; 2]; 3]; 2],
    w: u16,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Polyline {
    pts: [Float2; 3],
    n: u16,
}

/// An array of an over-aligned type (Rust-CUDA issues 361, 387).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct ArrOfAligned {
    xs: [Aligned16; 2],
    t: u8,
}

/// 4,104 bytes: bigger than the 4,096-byte kernel parameter limit before CUDA 12.1. (Kept
/// small: `ptxas` takes 3 s per target on the 4,000-line copy in `f` of an 8 KiB struct.)
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct BigBlock {
    data: [u64; 513],
}

// =============================================================================================
// Explicit alignment.
// =============================================================================================

/// oracle-facts E16: `struct alignas(16) { char c; }`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(16))]
struct Aligned16 {
    c: u8,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(64))]
struct CacheLine {
    a: u32,
    b: [u8; 3],
}

/// The largest PTX alignment (spec 2.3 note D).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(128))]
struct Aligned128 {
    x: u64,
}

/// oracle-facts E17: `struct { char c; alignas(8) int x; }`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct MemberAlign {
    c: u8,
    #[ptx(align = 8)]
    x: i32,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct MemberAlign32 {
    a: u8,
    #[ptx(align = 32)]
    v: Float4,
    b: u8,
}

// =============================================================================================
// Bit-fields: 64-bit units, bool, enum, zero-width and unnamed.
// =============================================================================================

/// oracle-facts E1: `unsigned long long a:40; b:30` (b moves to the next unit).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Split40 {
    #[ptx(bits = 40)]
    a: u64,
    #[ptx(bits = 30)]
    b: u64,
}

/// oracle-facts E2: `char a; long long b:40` (b shares a's 8-byte unit).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct CharThenLong {
    a: i8,
    #[ptx(bits = 40)]
    b: i64,
}

/// oracle-facts E3: 8-, 16-, 32- and 64-bit units in one struct.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct MixedUnits {
    #[ptx(bits = 3)]
    a: u8,
    #[ptx(bits = 10)]
    b: u16,
    #[ptx(bits = 20)]
    c: u32,
    #[ptx(bits = 50)]
    d: u64,
}

/// oracle-facts E4: `bool a:1; bool b:1; int c:3`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct BoolBits {
    #[ptx(bits = 1)]
    a: bool,
    #[ptx(bits = 1)]
    b: bool,
    #[ptx(bits = 3)]
    c: i32,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Flags8 {
    #[ptx(bits = 1)]
    a: bool,
    #[ptx(bits = 1)]
    b: bool,
    #[ptx(bits = 1)]
    c: bool,
    #[ptx(bits = 5)]
    rest: u8,
}

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
enum Mode3 {
    A = 0,
    B = 1,
    C = 5,
}

/// oracle-facts E14: `enum class E8 : unsigned char` bit-field, `{E8::C, 17}` = `8d`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct EnumBits8 {
    #[ptx(bits = 3)]
    e: Mode3,
    #[ptx(bits = 5)]
    u: u8,
}

#[derive(PtxAbi, Clone, Copy, PartialEq, Eq, Debug)]
#[repr(i16)]
enum Sign16 {
    N = -2,
    P = 3,
}

/// oracle-facts E15: `enum class S16 : short` bit-field, `{S16::N, -1000}` = `c6 e0`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct EnumBits16 {
    #[ptx(bits = 3)]
    s: Sign16,
    #[ptx(bits = 13)]
    t: i16,
}

/// oracle-facts E6: `char c; int :0` is size 4 align 1.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct ZeroWidthInt {
    c: i8,
    #[ptx(bits = 0, unnamed)]
    _z: i32,
}

/// oracle-facts E7: `char c; long long :0; char d`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct ZeroWidthLong {
    c: i8,
    #[ptx(bits = 0, unnamed)]
    _z: i64,
    d: i8,
}

/// oracle-facts E8: `short a; int :0` is size 4 align 2.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct ShortThenZero {
    a: i16,
    #[ptx(bits = 0, unnamed)]
    _z: i32,
}

/// oracle-facts E9: `char a; short :3` is size 2 align 1.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct UnnamedShort {
    a: i8,
    #[ptx(bits = 3, unnamed)]
    _u: i16,
}

/// oracle-facts E13: `unsigned a:31; unsigned b:2` (b does not fit: next unit).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Straddle {
    #[ptx(bits = 31)]
    a: u32,
    #[ptx(bits = 2)]
    b: u32,
}

// =============================================================================================
// Real-world C headers with bit-fields.
// =============================================================================================

/// Linux `include/uapi/linux/ip.h`, `struct iphdr` (`__LITTLE_ENDIAN_BITFIELD`):
/// `__u8 ihl:4, version:4; __u8 tos; __be16 tot_len; __be16 id; __be16 frag_off; __u8 ttl;
/// __u8 protocol; __sum16 check; __be32 saddr; __be32 daddr;`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Ipv4Header {
    #[ptx(bits = 4)]
    ihl: u8,
    #[ptx(bits = 4)]
    version: u8,
    tos: u8,
    tot_len: u16,
    id: u16,
    frag_off: u16,
    ttl: u8,
    protocol: u8,
    check: u16,
    saddr: u32,
    daddr: u32,
}

/// Linux `include/uapi/linux/tcp.h`, `struct tcphdr` (`__LITTLE_ENDIAN_BITFIELD`):
/// `__be16 source, dest; __be32 seq, ack_seq; __u16 res1:4, doff:4, fin:1, syn:1, rst:1, psh:1,
/// ack:1, urg:1, ece:1, cwr:1; __be16 window; __sum16 check; __be16 urg_ptr;`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct TcpHeader {
    source: u16,
    dest: u16,
    seq: u32,
    ack_seq: u32,
    #[ptx(bits = 4)]
    res1: u16,
    #[ptx(bits = 4)]
    doff: u16,
    #[ptx(bits = 1)]
    fin: u16,
    #[ptx(bits = 1)]
    syn: u16,
    #[ptx(bits = 1)]
    rst: u16,
    #[ptx(bits = 1)]
    psh: u16,
    #[ptx(bits = 1)]
    ack: u16,
    #[ptx(bits = 1)]
    urg: u16,
    #[ptx(bits = 1)]
    ece: u16,
    #[ptx(bits = 1)]
    cwr: u16,
    window: u16,
    check: u16,
    urg_ptr: u16,
}

/// glibc `<ieee754.h>`, `union ieee754_float` member `ieee` (little endian):
/// `unsigned int mantissa:23; unsigned int exponent:8; unsigned int negative:1;`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct FloatBits {
    #[ptx(bits = 23)]
    mantissa: u32,
    #[ptx(bits = 8)]
    exponent: u32,
    #[ptx(bits = 1)]
    negative: u32,
}

/// glibc `<ieee754.h>`, `union ieee754_float { float f; struct { ... } ieee; }`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = f)]
union IeeeFloat {
    f: f32,
    ieee: FloatBits,
}
// SAFETY: built by writing `f`, the marshalled member.
unsafe impl UnionBytes for IeeeFloat {}

/// glibc `<ieee754.h>`, `union ieee754_double` member `ieee` (little endian):
/// `unsigned int mantissa1:32; unsigned int mantissa0:20; unsigned int exponent:11;
/// unsigned int negative:1;`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct DoubleBits {
    #[ptx(bits = 32)]
    mantissa1: u32,
    #[ptx(bits = 20)]
    mantissa0: u32,
    #[ptx(bits = 11)]
    exponent: u32,
    #[ptx(bits = 1)]
    negative: u32,
}

/// The IEEE-754 binary64 fields in one 64-bit unit: `mantissa:52 exponent:11 sign:1`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct DoubleBits64 {
    #[ptx(bits = 52)]
    mantissa: u64,
    #[ptx(bits = 11)]
    exponent: u64,
    #[ptx(bits = 1)]
    sign: u64,
}

/// PCI Local Bus Specification 3.0, section 6.2.2, the Command register (offset 04h): bits 0-10
/// defined, bit 7 and bits 11-15 reserved (unnamed here).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct PciCommand {
    #[ptx(bits = 1)]
    io_space: u16,
    #[ptx(bits = 1)]
    memory_space: u16,
    #[ptx(bits = 1)]
    bus_master: u16,
    #[ptx(bits = 1)]
    special_cycles: u16,
    #[ptx(bits = 1)]
    mwi_enable: u16,
    #[ptx(bits = 1)]
    vga_palette_snoop: u16,
    #[ptx(bits = 1)]
    parity_error_response: u16,
    #[ptx(bits = 1, unnamed)]
    _reserved7: u16,
    #[ptx(bits = 1)]
    serr_enable: u16,
    #[ptx(bits = 1)]
    fast_back_to_back: u16,
    #[ptx(bits = 1)]
    interrupt_disable: u16,
    #[ptx(bits = 5, unnamed)]
    _reserved11: u16,
}

/// PCI Local Bus Specification 3.0, figure 6-1, the first 16 bytes of the type 0 configuration
/// header; the Header Type register (0Eh) split into its layout (bits 0-6) and multi-function
/// (bit 7) fields.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct PciConfigHeader {
    vendor_id: u16,
    device_id: u16,
    command: PciCommand,
    status: u16,
    revision_id: u8,
    prog_if: u8,
    subclass: u8,
    class_code: u8,
    cache_line_size: u8,
    latency_timer: u8,
    #[ptx(bits = 7)]
    header_layout: u8,
    #[ptx(bits = 1)]
    multifunction: u8,
    bist: u8,
}

/// Intel SDM volume 3A, table 4-20, "Format of a Page-Table Entry that Maps a 4-KByte Page"
/// (4-level paging), as one 64-bit unit of bit-fields.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct PageTableEntry {
    #[ptx(bits = 1)]
    present: u64,
    #[ptx(bits = 1)]
    writable: u64,
    #[ptx(bits = 1)]
    user: u64,
    #[ptx(bits = 1)]
    write_through: u64,
    #[ptx(bits = 1)]
    cache_disable: u64,
    #[ptx(bits = 1)]
    accessed: u64,
    #[ptx(bits = 1)]
    dirty: u64,
    #[ptx(bits = 1)]
    pat: u64,
    #[ptx(bits = 1)]
    global: u64,
    #[ptx(bits = 3)]
    available: u64,
    #[ptx(bits = 40)]
    frame: u64,
    #[ptx(bits = 7)]
    available_hi: u64,
    #[ptx(bits = 4)]
    protection_key: u64,
    #[ptx(bits = 1)]
    execute_disable: u64,
}

// =============================================================================================
// Tensor maps, device pointers, handles, and the rest.
// =============================================================================================

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct TmaParams12 {
    map: CuTensorMapCuda12,
    box_dim: [u32; 2],
    flags: u8,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct TmaParams13 {
    map: CuTensorMapCuda13,
    box_dim: [u32; 2],
    flags: u8,
}

/// Only ever behind a pointer: the mirror declares it ahead (`struct ListNode;`) and never
/// defines it.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct ListNode {
    value: i32,
}

/// Device pointers: to a float, to a struct, to `void`, to an enum.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Buffers {
    data: DevicePtr<f32>,
    len: u32,
    next: DevicePtr<ListNode>,
    raw: DevicePtr<()>,
    kinds: DevicePtr<Kind8>,
}

/// A node pointing to its own type: `struct SelfNode { float value; SelfNode *next; }`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct SelfNode {
    value: f32,
    next: DevicePtr<SelfNode>,
}

/// A generic type used with two arguments in one header: the mirror declares the primary
/// template `template <typename T0> struct GenericPair;` and defines the specializations
/// `GenericPair<float3>` and `GenericPair<int>`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct GenericPair<T: Copy> {
    a: T,
    b: T,
    tag: u8,
}

/// Two type parameters, one only behind a pointer (`void` for `()`).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Linked<T: Copy, P: Copy> {
    value: T,
    link: DevicePtr<P>,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct TexArgs {
    tex: TextureObject,
    surf: SurfaceObject,
    sampler: SamplerObject,
    scale: f32,
}

/// A tuple struct: members `_0`, `_1`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct TuplePair(u32, u16);

/// Signed zero, a huge double and the most negative `signed char`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct SignedZero {
    a: f32,
    b: f64,
    c: i8,
    d: bool,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Wrapper<T: PtxAbi> {
    inner: T,
    tag: u8,
}

/// Structs within structs, and a bit-field after an array.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Outer {
    header: Ipv4Header,
    pts: [Float2; 2],
    #[ptx(bits = 2)]
    state: u8,
    tagged: Tagged,
}

// =============================================================================================
// Edge cases.
// =============================================================================================

/// A struct whose only member is a zero-width bit-field: C++ gives every complete object at least
/// one byte (`sizeof` 1).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct OnlyZeroWidth {
    #[ptx(bits = 0, unnamed)]
    _z: i32,
}

/// A `bool` bit-field wider than one bit.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct BoolWide {
    #[ptx(bits = 3)]
    a: bool,
    #[ptx(bits = 5)]
    n: u8,
}

/// `struct { char c; int :20; }`: the unnamed field adds size (bits 8-27), not alignment.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct TailUnnamed {
    c: i8,
    #[ptx(bits = 20, unnamed)]
    _u: i32,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct ArrayOfEnums {
    e: [Signed16; 3],
    b: [bool; 2],
    k: [Kind8; 1],
}

/// `unsigned a:20; unsigned long long b:50`: b does not fit after a in a 64-bit unit.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct MixedStraddle {
    #[ptx(bits = 20)]
    a: u32,
    #[ptx(bits = 50)]
    b: u64,
}

/// `char c; unsigned long long x:8`: x shares c's 8-byte unit.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct CharThenByteOfLong {
    c: u8,
    #[ptx(bits = 8)]
    x: u64,
}

/// `double d; char c:3`: a bit-field at the end of a struct aligned 8.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct DoubleThenBits {
    d: f64,
    #[ptx(bits = 3)]
    c: i8,
}

/// Vector types in a union.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union VecUnion {
    v: Float3,
    i: Int3,
}
// SAFETY: built with `zeroed()`, then a member write.
unsafe impl UnionBytes for VecUnion {}

// =============================================================================================
// The probes.
// =============================================================================================

/// Probes every NVRTC release agrees on (the tensor maps are per release, see below).
fn common_probes() -> Vec<Probe> {
    let mut p = Vec::new();

    // Figures.
    p.push(Probe::of(
        &RightToLeft {
            j: 5,
            k: -20,
            m: 33,
        },
        "{5, -20, 33}",
    ));
    p.push(Probe::of(
        &BoundaryAlignment::SAMPLE,
        "{-3, 100, 7, 255, -1, 9}",
    ));
    p.push(Probe::of(
        &StorageUnitSharing { c: 0x41, s: -2 },
        "{0x41, -2}",
    ));
    let mut ua = UnionAllocation::zeroed();
    ua.s = 0x41;
    // NVVM cannot initialise a union's bit-field member (oracle-facts, Surprises 8): `c`
    // writes the same byte.
    p.push(Probe::of(&ua, "{ .c = 0x41 }"));
    p.push(Probe::of(
        &UnnamedBitFields {
            c: 1,
            _z0: 0,
            d: 2,
            _u9: 0,
            e: 3,
            _z1: 0,
        },
        "{1, 2, 3}",
    ));
    p.push(Probe::of(
        &NamedNine {
            c: 1,
            _z0: 0,
            d: 2,
            nine: -1,
            e: 3,
            _z1: 0,
        },
        "{1, 2, -1, 3}",
    ));

    // Vector types.
    p.push(Probe::of(
        &Particle {
            pos: Float3::new(1.0, 2.0, 3.0),
            color: Float4::new(0.0, 0.5, 1.0, 1.0),
            kind: 5,
            flags: 17,
        },
        "{ {1.0f, 2.0f, 3.0f}, {0.0f, 0.5f, 1.0f, 1.0f}, 5, 17 }",
    ));
    p.push(Probe::of(
        &VecMix {
            a: Char3::new(1, -2, 3),
            b: Short4::new(-4, 5, -6, 7),
            c: Int3::new(8, -9, 10),
            d: Double2::new(1.5, -2.25),
            e: Uchar2::new(11, 255),
        },
        "{ {1, -2, 3}, {-4, 5, -6, 7}, {8, -9, 10}, {1.5, -2.25}, {11, 255} }",
    ));
    p.push(Probe::of(
        &WideVecs {
            a: Float1::new(-1.0),
            b: Longlong3::new(1, -2, 3),
            c: Ulong2::new(std::ffi::c_ulong::MAX, 4),
            d: Double3::new(0.5, 0.25, 0.125),
            e: Long4::new(-1, 2, -3, 4),
            f: Double4::new(1.0, 2.0, 3.0, 4.0),
        },
        "{ {-1.0f}, {1, -2, 3}, {0xffffffffffffffffUL, 4}, {0.5, 0.25, 0.125}, {-1, 2, -3, 4}, \
         {1.0, 2.0, 3.0, 4.0} }",
    ));
    p.push(Probe::of(
        &HalfPair {
            h: f16::from_f32(1.0),
            b: bf16::from_f32(1.0),
            x: 2.5,
        },
        "{ __half_raw{0x3C00}, __nv_bfloat16_raw{0x3F80}, 2.5f }",
    ));
    p.push(Probe::of(
        &HalfVecs {
            h2: Half2::new(f16::from_f32(1.0), f16::from_f32(-2.0)),
            x: 1.0,
        },
        "{ {__half_raw{0x3C00}, __half_raw{0xC000}}, 1.0f }",
    ));

    // Unions.
    let mut w = Word::zeroed();
    w.c = 5;
    p.push(Probe::of(&w, "{5}"));
    let mut fw = FloatWord::zeroed();
    fw.f = 1.0;
    p.push(Probe::of(&fw, "{1.0f}"));
    let mut mu = MixedUnion::zeroed();
    mu.i = [1, 2, 3];
    p.push(Probe::of(&mu, "{ .i = {1, 2, 3} }"));
    let mut wb = WideBitUnion::zeroed();
    wb.x = 5;
    p.push(Probe::of(&wb, "{ .c = 5 }"));
    p.push(Probe::of(&OnlyBitUnion::zeroed(), ""));
    let mut uu = UnnamedInUnion::zeroed();
    uu.c = 1;
    p.push(Probe::of(&uu, "{1}"));
    let mut au = AlignedUnion::zeroed();
    au.b = [1, 2, 3];
    p.push(Probe::of(&au, "{ .b = {1, 2, 3} }"));
    p.push(Probe::of(&PairU32U16 { a: 7, b: 8 }, "{7, 8}"));
    let tagged = Tagged {
        tag: Kind8::Pair,
        val: Value {
            pair: PairU32U16 { a: 7, b: 8 },
        },
    };
    p.push(Probe::of(&tagged, "{ Kind8::Pair, { .pair = {7, 8} } }"));
    p.push(Probe::of(
        &Value {
            pair: PairU32U16 {
                a: 0xdead_beef,
                b: 0xffff,
            },
        },
        "{ .pair = {0xdeadbeef, 0xffff} }",
    ));

    // Enums, alone and as members.
    p.push(Probe::of(&Kind8::Pair, "Kind8::Pair"));
    p.push(Probe::of(&Signed8::Low, "Signed8::Low"));
    p.push(Probe::of(&Signed16::Min, "Signed16::Min"));
    p.push(Probe::of(&Magic32::Dead, "Magic32::Dead"));
    p.push(Probe::of(&Signed32::MinusOne, "Signed32::MinusOne"));
    p.push(Probe::of(&Big64::Huge, "Big64::Huge"));
    p.push(Probe::of(&Signed64::Min, "Signed64::Min"));
    p.push(Probe::of(
        &EnumHolder {
            a: Kind8::Float,
            b: Signed16::Neg,
            c: Signed64::Min,
            d: Big64::Huge,
            e: Signed8::High,
        },
        "{ Kind8::Float, Signed16::Neg, Signed64::Min, Big64::Huge, Signed8::High }",
    ));

    // Arrays.
    p.push(Probe::of(
        &Matrix23 {
            m: [[1, 2, 3], [4, 5, 6]],
            z: 7,
        },
        "{ {{1, 2, 3}, {4, 5, 6}}, 7 }",
    ));
    p.push(Probe::of(
        &Cube {
            c: [[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]],
            w: 513,
        },
        "{ {{{1, 2}, {3, 4}, {5, 6}}, {{7, 8}, {9, 10}, {11, 12}}}, 513 }",
    ));
    p.push(Probe::of(
        &Polyline {
            pts: [
                Float2::new(1.0, 2.0),
                Float2::new(3.0, 4.0),
                Float2::new(5.0, 6.0),
            ],
            n: 3,
        },
        "{ {{1, 2}, {3, 4}, {5, 6}}, 3 }",
    ));
    p.push(Probe::of(
        &ArrOfAligned {
            xs: [Aligned16 { c: 1 }, Aligned16 { c: 2 }],
            t: 3,
        },
        "{ {{1}, {2}}, 3 }",
    ));
    let mut big = BigBlock { data: [0; 513] };
    big.data[0] = 1;
    big.data[1] = u64::MAX;
    p.push(Probe::of(&big, "{ {1, 0xffffffffffffffffULL} }"));

    // Explicit alignment.
    p.push(Probe::of(&Aligned16 { c: 1 }, "{1}"));
    p.push(Probe::of(
        &CacheLine {
            a: 0x0102_0304,
            b: [5, 6, 7],
        },
        "{ 0x01020304, {5, 6, 7} }",
    ));
    p.push(Probe::of(&Aligned128 { x: 42 }, "{42}"));
    p.push(Probe::of(
        &MemberAlign {
            c: 1,
            x: 0x0102_0304,
        },
        "{1, 0x01020304}",
    ));
    p.push(Probe::of(
        &MemberAlign32 {
            a: 1,
            v: Float4::new(1.0, 2.0, 3.0, 4.0),
            b: 2,
        },
        "{1, {1, 2, 3, 4}, 2}",
    ));

    // Bit-fields.
    p.push(Probe::of(
        &Split40 {
            a: 0x12_3456_789a,
            b: 0x2bcd_ef01,
        },
        "{0x123456789aULL, 0x2bcdef01ULL}",
    ));
    p.push(Probe::of(&CharThenLong { a: 0x11, b: -2 }, "{0x11, -2}"));
    p.push(Probe::of(
        &MixedUnits {
            a: 5,
            b: 0x2ab,
            c: 0xabcde,
            d: 0x3_1234_5678_9abc,
        },
        "{5, 0x2ab, 0xabcde, 0x3123456789abcULL}",
    ));
    p.push(Probe::of(
        &BoolBits {
            a: true,
            b: false,
            c: -2,
        },
        "{true, false, -2}",
    ));
    p.push(Probe::of(
        &Flags8 {
            a: true,
            b: false,
            c: true,
            rest: 21,
        },
        "{true, false, true, 21}",
    ));
    p.push(Probe::of(
        &EnumBits8 { e: Mode3::C, u: 17 },
        "{Mode3::C, 17}",
    ));
    p.push(Probe::of(
        &EnumBits16 {
            s: Sign16::N,
            t: -1000,
        },
        "{Sign16::N, -1000}",
    ));
    p.push(Probe::of(&ZeroWidthInt { c: 7, _z: 0 }, "{7}"));
    p.push(Probe::of(&ZeroWidthLong { c: 1, _z: 0, d: 2 }, "{1, 2}"));
    p.push(Probe::of(&ShortThenZero { a: -2, _z: 0 }, "{-2}"));
    p.push(Probe::of(&UnnamedShort { a: 1, _u: 0 }, "{1}"));
    p.push(Probe::of(
        &Straddle {
            a: 0x7fff_ffff,
            b: 2,
        },
        "{0x7fffffff, 2}",
    ));

    // Real-world headers.
    let ip = Ipv4Header {
        ihl: 5,
        version: 4,
        tos: 0,
        tot_len: 0x5400,
        id: 0x1234,
        frag_off: 0x0040,
        ttl: 64,
        protocol: 1,
        check: 0xb1e6,
        saddr: 0x0100_007f,
        daddr: 0x0200_a8c0,
    };
    p.push(Probe::of(
        &ip,
        "{5, 4, 0, 0x5400, 0x1234, 0x0040, 64, 1, 0xb1e6, 0x0100007f, 0x0200a8c0}",
    ));
    p.push(Probe::of(
        &TcpHeader {
            source: 0x5000,
            dest: 0x3930,
            seq: 0x0102_0304,
            ack_seq: 0x0506_0708,
            res1: 0,
            doff: 5,
            fin: 0,
            syn: 1,
            rst: 0,
            psh: 1,
            ack: 1,
            urg: 0,
            ece: 0,
            cwr: 1,
            window: 0xffff,
            check: 0xabcd,
            urg_ptr: 0,
        },
        "{0x5000, 0x3930, 0x01020304, 0x05060708, 0, 5, 0, 1, 0, 1, 1, 0, 0, 1, 0xffff, 0xabcd, 0}",
    ));
    // -1.5f: sign 1, exponent 127, mantissa 0x400000.
    p.push(Probe::of(
        &FloatBits {
            mantissa: 0x40_0000,
            exponent: 127,
            negative: 1,
        },
        "{0x400000, 127, 1}",
    ));
    let mut fl = IeeeFloat::zeroed();
    fl.f = -1.5;
    p.push(Probe::of(&fl, "{ -1.5f }"));
    // -2.75: 0xC006_0000_0000_0000.
    p.push(Probe::of(
        &DoubleBits {
            mantissa1: 0,
            mantissa0: 0x6_0000,
            exponent: 0x400,
            negative: 1,
        },
        "{0, 0x60000, 0x400, 1}",
    ));
    p.push(Probe::of(
        &DoubleBits64 {
            mantissa: 0x6_0000_0000_0000,
            exponent: 0x400,
            sign: 1,
        },
        "{0x6000000000000ULL, 0x400, 1}",
    ));
    let command = PciCommand {
        io_space: 0,
        memory_space: 1,
        bus_master: 1,
        special_cycles: 0,
        mwi_enable: 0,
        vga_palette_snoop: 0,
        parity_error_response: 1,
        _reserved7: 0,
        serr_enable: 1,
        fast_back_to_back: 0,
        interrupt_disable: 1,
        _reserved11: 0,
    };
    p.push(Probe::of(&command, "{0, 1, 1, 0, 0, 0, 1, 1, 0, 1}"));
    p.push(Probe::of(
        &PciConfigHeader {
            vendor_id: 0x10de,
            device_id: 0x2330,
            command,
            status: 0x0010,
            revision_id: 0xa1,
            prog_if: 0,
            subclass: 0x02,
            class_code: 0x03,
            cache_line_size: 0x10,
            latency_timer: 0,
            header_layout: 0,
            multifunction: 1,
            bist: 0,
        },
        "{0x10de, 0x2330, {0, 1, 1, 0, 0, 0, 1, 1, 0, 1}, 0x0010, 0xa1, 0, 0x02, 0x03, 0x10, 0, \
         0, 1, 0}",
    ));
    p.push(Probe::of(
        &PageTableEntry {
            present: 1,
            writable: 1,
            user: 0,
            write_through: 0,
            cache_disable: 1,
            accessed: 1,
            dirty: 0,
            pat: 0,
            global: 1,
            available: 5,
            frame: 0xab_cdef_1234,
            available_hi: 0x55,
            protection_key: 9,
            execute_disable: 1,
        },
        "{1, 1, 0, 0, 1, 1, 0, 0, 1, 5, 0xabcdef1234ULL, 0x55, 9, 1}",
    ));

    // Pointers, handles, the rest.
    p.push(Probe::of(
        &Buffers {
            data: DevicePtr::null(),
            len: 10,
            next: DevicePtr::null(),
            raw: DevicePtr::null(),
            kinds: DevicePtr::null(),
        },
        "{ nullptr, 10, nullptr, nullptr, nullptr }",
    ));
    p.push(Probe::of(&DevicePtr::<f32>::null(), "nullptr"));
    p.push(Probe::of(&DevicePtr::<()>::null(), "nullptr"));
    p.push(Probe::of(
        &TexArgs {
            tex: TextureObject(77),
            surf: SurfaceObject(88),
            sampler: SamplerObject(99),
            scale: 1.5,
        },
        "{77, 88, 99, 1.5f}",
    ));
    p.push(Probe::of(
        &TextureObject(0x1234_5678_9abc),
        "0x123456789abcULL",
    ));
    p.push(Probe::of(&TuplePair(1, 2), "{1, 2}"));
    p.push(Probe::of(
        &SignedZero {
            a: -0.0,
            b: -1.0e300,
            c: -128,
            d: true,
        },
        "{-0.0f, -1.0e300, -128, true}",
    ));
    p.push(Probe::of(
        &Wrapper {
            inner: Float4::new(1.0, 2.0, 3.0, 4.0),
            tag: 9,
        },
        "{ {1, 2, 3, 4}, 9 }",
    ));
    p.push(Probe::of(
        &Outer {
            header: ip,
            pts: [Float2::new(1.0, 2.0), Float2::new(3.0, 4.0)],
            state: 3,
            tagged,
        },
        "{ {5, 4, 0, 0x5400, 0x1234, 0x0040, 64, 1, 0xb1e6, 0x0100007f, 0x0200a8c0}, \
         {{1, 2}, {3, 4}}, 3, { Kind8::Pair, { .pair = {7, 8} } } }",
    ));

    // Edge cases.
    p.push(Probe::of(&OnlyZeroWidth { _z: 0 }, "{}"));
    p.push(Probe::of(&BoolWide { a: true, n: 31 }, "{true, 31}"));
    p.push(Probe::of(&TailUnnamed { c: -1, _u: 0 }, "{-1}"));
    p.push(Probe::of(
        &ArrayOfEnums {
            e: [Signed16::Neg, Signed16::Pos, Signed16::Min],
            b: [true, false],
            k: [Kind8::Pair],
        },
        "{ {Signed16::Neg, Signed16::Pos, Signed16::Min}, {true, false}, {Kind8::Pair} }",
    ));
    p.push(Probe::of(
        &MixedStraddle {
            a: 0xf_ffff,
            b: 0x3_ffff_ffff_ffff,
        },
        "{0xfffff, 0x3ffffffffffffULL}",
    ));
    p.push(Probe::of(
        &CharThenByteOfLong { c: 1, x: 0xff },
        "{1, 0xff}",
    ));
    p.push(Probe::of(&DoubleThenBits { d: -0.5, c: -3 }, "{-0.5, -3}"));
    let mut vu = VecUnion::zeroed();
    vu.v = Float3::new(1.0, -1.0, 0.5);
    p.push(Probe::of(&vu, "{ {1.0f, -1.0f, 0.5f} }"));

    // Scalars.
    p.push(Probe::of(&200u8, "200"));
    p.push(Probe::of(&-3i16, "-3"));
    p.push(Probe::of(&0xdead_beefu32, "0xdeadbeef"));
    p.push(Probe::of(&i64::MIN, "(-9223372036854775807LL - 1)"));
    p.push(Probe::of(&-0.0f32, "-0.0f"));
    p.push(Probe::of(&1.0e300f64, "1.0e300"));
    p.push(Probe::of(&true, "true"));
    p.push(Probe::of(
        &SelfNode {
            value: 1.5,
            next: DevicePtr::null(),
        },
        "{1.5f, nullptr}",
    ));
    p.push(Probe::of(
        &GenericPair {
            a: Float3::new(1.0, 2.0, 3.0),
            b: Float3::new(-4.0, 5.5, 6.0),
            tag: 9,
        },
        "{{1.0f, 2.0f, 3.0f}, {-4.0f, 5.5f, 6.0f}, 9}",
    ));
    p.push(Probe::of(
        &GenericPair {
            a: -1i32,
            b: 2,
            tag: 3,
        },
        "{-1, 2, 3}",
    ));
    p.push(Probe::of(
        &Linked::<u16, ()> {
            value: 7,
            link: DevicePtr::null(),
        },
        "{7, nullptr}",
    ));
    p.push(Probe::of(
        &Linked::<GenericPair<i32>, SelfNode> {
            value: GenericPair { a: 1, b: 2, tag: 3 },
            link: DevicePtr::null(),
        },
        "{{1, 2, 3}, nullptr}",
    ));
    p
}

fn tensor_map_words() -> [u64; 16] {
    let mut w = [0u64; 16];
    w[0] = 1;
    w[1] = 2;
    w
}

/// Probes for NVRTC 12 only: `CUtensorMap` is `alignas(64)` in CUDA 12's `cuda.h`.
fn cuda12_probes() -> Vec<Probe> {
    let map = CuTensorMapCuda12 {
        opaque: tensor_map_words(),
    };
    vec![
        Probe::of(&map, "{{1, 2}}"),
        Probe::of(
            &TmaParams12 {
                map,
                box_dim: [64, 32],
                flags: 1,
            },
            "{ {{1, 2}}, {64, 32}, 1 }",
        ),
    ]
}

/// Probes for NVRTC 13 only: `CUtensorMap` is `alignas(128)` in CUDA 13's `cuda.h`.
fn cuda13_probes() -> Vec<Probe> {
    let map = CuTensorMapCuda13 {
        opaque: tensor_map_words(),
    };
    vec![
        Probe::of(&map, "{{1, 2}}"),
        Probe::of(
            &TmaParams13 {
                map,
                box_dim: [64, 32],
                flags: 1,
            },
            "{ {{1, 2}}, {64, 32}, 1 }",
        ),
    ]
}

fn run(oracle: Option<Oracle>, extra: Vec<Probe>) {
    let Some(oracle) = oracle else {
        return;
    };
    let mut probes = common_probes();
    probes.extend(extra);
    let start = Instant::now();
    let report = oracle.check_types(&probes);
    println!("{}", report.summary());
    println!(
        "  {} comparisons, {} compilations, {}; {:.2?} (front end {:.2?}, ptxas {:.2?})",
        report.comparisons,
        report.compilations,
        report.ptxas_targets.join(", "),
        start.elapsed(),
        report.nvrtc_time,
        report.ptxas_time
    );
    assert!(report.is_clean(), "{report}");
}

#[test]
fn mirrors_agree_with_nvrtc_12() {
    run(
        ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda12),
        cuda12_probes(),
    );
}

#[test]
fn mirrors_agree_with_nvrtc_13() {
    run(
        ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda13),
        cuda13_probes(),
    );
}

#[test]
fn mirrors_agree_with_nvcc_13() {
    run(ptx_abi_testenv::oracle::nvcc(), cuda13_probes());
}

/// Members that only point to CUDA's own types (`__half2 *`, `__nv_bfloat162 *`,
/// `CUtensorMap *`): the header of this one type must include their CUDA headers itself. The
/// batched suites above cannot show it, since other probes in the batch pull the includes in.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct PointsToCudaTypes {
    halves: DevicePtr<Half2>,
    bhalves: DevicePtr<ptx_abi_core::vector::Bfloat162>,
    map: DevicePtr<CuTensorMapCuda13>,
    more: DevicePtr<DevicePtr<Half2>>,
}

fn header_of_pointers_compiles(oracle: Option<Oracle>) {
    let Some(oracle) = oracle else {
        return;
    };
    let header = ptx_abi_core::cuda::CudaHeader::new()
        .with::<PointsToCudaTypes>()
        .render();
    for include in ["<cuda_fp16.h>", "<cuda_bf16.h>", "<cuda.h>"] {
        assert!(
            header.contains(&format!("#include {include}\n")),
            "{header}"
        );
    }
    if let Err(e) = oracle.compile_source(&header, "pointers.cu", &[]) {
        panic!("{} rejects the header: {e}\n{header}", oracle.label());
    }
}

#[test]
fn a_header_of_pointers_to_cuda_types_compiles_alone_12() {
    header_of_pointers_compiles(ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda12));
}

#[test]
fn a_header_of_pointers_to_cuda_types_compiles_alone_13() {
    header_of_pointers_compiles(ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda13));
}

#[test]
fn a_header_of_pointers_to_cuda_types_compiles_alone_nvcc() {
    header_of_pointers_compiles(ptx_abi_testenv::oracle::nvcc());
}

/// The hand-written values mean what their comments say (independent of NVRTC).
#[test]
fn sample_values_are_what_they_claim() {
    let bits = to_device_bytes(&FloatBits {
        mantissa: 0x40_0000,
        exponent: 127,
        negative: 1,
    });
    assert_eq!(bits, (-1.5f32).to_le_bytes());
    let bits = to_device_bytes(&DoubleBits {
        mantissa1: 0,
        mantissa0: 0x6_0000,
        exponent: 0x400,
        negative: 1,
    });
    assert_eq!(bits, (-2.75f64).to_le_bytes());
    let bits = to_device_bytes(&DoubleBits64 {
        mantissa: 0x6_0000_0000_0000,
        exponent: 0x400,
        sign: 1,
    });
    assert_eq!(bits, (-2.75f64).to_le_bytes());
    // oracle-facts E3 and E14, E15.
    let e3 = to_device_bytes(&MixedUnits {
        a: 5,
        b: 0x2ab,
        c: 0xabcde,
        d: 0x3_1234_5678_9abc,
    });
    assert_eq!(
        e3,
        [0x5d, 0x15, 0, 0, 0xde, 0xbc, 0x0a, 0, 0xbc, 0x9a, 0x78, 0x56, 0x34, 0x12, 0x03, 0]
    );
    assert_eq!(to_device_bytes(&EnumBits8 { e: Mode3::C, u: 17 }), [0x8d]);
    assert_eq!(
        to_device_bytes(&EnumBits16 {
            s: Sign16::N,
            t: -1000
        }),
        [0xc6, 0xe0]
    );
    assert!(common_probes().len() >= 60);
}
