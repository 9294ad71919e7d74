use ptx_abi_core::vector::Float4;
use ptx_abi_core::PtxAbi;

// Raising for `f32`, lowering for `float4` (aligned 16): refused where it is instantiated.
#[derive(PtxAbi)]
#[repr(C)]
struct Slot<T> {
    c: u8,
    #[ptx(align = 8)]
    value: T,
}

const _: usize = <Slot<f32> as PtxAbi>::LAYOUT.size;
const _: usize = <Slot<Float4> as PtxAbi>::LAYOUT.size;

fn main() {}
