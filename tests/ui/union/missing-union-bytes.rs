use ptx_abi_core::PtxAbi;

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
union U {
    a: u32,
    b: f32,
}

fn main() {}
