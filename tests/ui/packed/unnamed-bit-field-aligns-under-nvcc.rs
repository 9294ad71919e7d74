use ptx_abi_core::PtxAbi;

// Under `#pragma pack(8)` nvcc lets the unnamed `long long : 3` align the union to 8; NVRTC does
// not (aligned 1).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, packed(8))]
#[ptx(marshal_via = c)]
union U {
    c: u8,
    #[ptx(bits = 3, unnamed)]
    _pad: i64,
}

fn main() {}
