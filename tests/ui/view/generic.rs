// A generic type has no view: its image size is not a constant a type can name.
use ptx_abi_core::{DeviceView, PtxAbi, Pointee};

#[derive(PtxAbi, DeviceView)]
#[repr(C)]
pub struct Pair<T: Pointee> {
    a: T,
    b: T,
}

fn main() {}
