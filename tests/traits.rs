//! Which types implement the product's traits, and which must not, stated with
//! `static_assertions`: this file compiling is the check (a change that gives a padded type
//! cudarc's `DeviceRepr`, or lets a derived type be a Rust kernel's by-value parameter, fails the
//! build of the tests). What a refused use prints is the trybuild UI tests' (`tests/ui`).

use ptx_abi_core::device::{DeviceBool, KernelParam};
use ptx_abi_core::handles::{CuTensorMapCuda12, CuTensorMapCuda13, TextureObject};
use ptx_abi_core::vector::{Float3, Float4};
use ptx_abi_core::{DevicePtr, PtxAbi};
use static_assertions::{assert_impl_all, assert_not_impl_any};

/// `struct Padded { unsigned char a; unsigned int b; }`: three bytes of padding.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Padded {
    a: u8,
    b: u32,
}

/// `struct Plain { float x, y; }`: its host bytes are its device image.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct Plain {
    x: f32,
    y: f32,
}

// Every scalar, vector, pointer and handle has a layout, and so do derived types and arrays.
assert_impl_all!(u8: PtxAbi, KernelParam);
assert_impl_all!(i32: PtxAbi, KernelParam);
assert_impl_all!(u64: PtxAbi, KernelParam);
assert_impl_all!(f32: PtxAbi, KernelParam);
assert_impl_all!(f64: PtxAbi, KernelParam);
assert_impl_all!(Float3: PtxAbi, KernelParam);
assert_impl_all!(Float4: PtxAbi, KernelParam);
assert_impl_all!(DevicePtr<f32>: PtxAbi, KernelParam);
assert_impl_all!(TextureObject: PtxAbi, KernelParam);
assert_impl_all!(CuTensorMapCuda12: PtxAbi, KernelParam);
assert_impl_all!(CuTensorMapCuda13: PtxAbi, KernelParam);
assert_impl_all!(DeviceBool: KernelParam);
assert_impl_all!([u32; 4]: PtxAbi);
assert_impl_all!(Padded: PtxAbi, Copy);
assert_impl_all!(Plain: PtxAbi);

// A Rust kernel takes by value only what its Rust layout on nvptx64 is the image of: not a
// derived type (take its view), not `bool` (take `DeviceBool`), not the 16-bit floats (spec 2.3
// note C: storage only).
assert_not_impl_any!(Padded: KernelParam);
assert_not_impl_any!(Plain: KernelParam);
assert_not_impl_any!(bool: KernelParam);
assert_not_impl_any!(half::f16: KernelParam);
assert_not_impl_any!(half::bf16: KernelParam);

// What has no device layout has no `PtxAbi`.
assert_not_impl_any!(&'static u32: PtxAbi);
assert_not_impl_any!(String: PtxAbi);
assert_not_impl_any!(Vec<u8>: PtxAbi);

/// With cudarc: an image-equal type passes through `launch_builder` as its bytes once it says
/// so (`impl_device_repr!`); a padded one never gets `DeviceRepr` (it goes by its image), and
/// neither does a derived type that did not ask.
#[cfg(feature = "cudarc")]
mod cudarc_traits {
    use super::*;
    use ptx_abi_core::gpu::cudarc::driver::DeviceRepr;

    #[derive(PtxAbi, Clone, Copy)]
    #[repr(C)]
    struct Asked {
        x: f32,
        n: u32,
    }
    ptx_abi_core::impl_device_repr!(Asked);

    assert_impl_all!(Asked: DeviceRepr);
    assert_impl_all!(Float4: DeviceRepr);
    assert_impl_all!(DevicePtr<f32>: DeviceRepr);
    assert_impl_all!(DeviceBool: DeviceRepr);
    assert_not_impl_any!(Padded: DeviceRepr);
    assert_not_impl_any!(Plain: DeviceRepr);
}

/// cust's `DeviceCopy` (feature `cust`): image-equal types that ask for it, the vectors and
/// pointers; never a padded type, nor a derived type that did not ask.
#[cfg(feature = "cust")]
mod cust_traits {
    use super::*;
    use ptx_abi_core::integrations::cust_core::DeviceCopy;
    use ptx_abi_core::vector::Uint4;

    /// Image-equal: `float3`, `unsigned int`, `uint4`, a pointer, a `double`, no padding.
    #[derive(PtxAbi, Clone, Copy)]
    #[repr(C)]
    struct Vertex {
        pos: Float3,
        id: u32,
        ids: Uint4,
        next: DevicePtr<Vertex>,
        weight: f64,
    }
    ptx_abi_core::impl_device_copy!(Vertex);

    assert_impl_all!(Vertex: DeviceCopy);
    assert_impl_all!(Float3: DeviceCopy);
    assert_impl_all!(DevicePtr<f32>: DeviceCopy);
    assert_not_impl_any!(Padded: DeviceCopy);
    assert_not_impl_any!(Plain: DeviceCopy);
}
