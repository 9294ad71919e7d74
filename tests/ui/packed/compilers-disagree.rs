use ptx_abi_core::PtxAbi;

// `#pragma pack(1) struct { char c; int x : 12; int y : 30; short s; }`: 9 bytes under both
// compilers, but NVRTC starts `y` at bit 24 and nvcc (like GCC) at bit 20.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, packed(1))]
struct Wire {
    c: i8,
    #[ptx(bits = 12)]
    x: i32,
    #[ptx(bits = 30)]
    y: i32,
    s: i16,
}

fn main() {}
