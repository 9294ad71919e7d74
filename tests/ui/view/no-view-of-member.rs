// A view needs the views of its members: `Inner` has none.
use ptx_abi_core::{DeviceView, PtxAbi};

#[derive(PtxAbi)]
#[repr(C)]
pub struct Inner {
    x: f32,
}

#[derive(PtxAbi, DeviceView)]
#[repr(C)]
pub struct Outer {
    inner: Inner,
}

fn main() {}
