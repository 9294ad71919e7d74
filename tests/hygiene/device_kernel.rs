//! `#[device_kernel]` names everything by absolute path: it expands in a module without the
//! prelude, with `ptx_abi_core` reachable only under another name (`crate = "..."`), and the
//! host function it keeps runs.

#[no_implicit_prelude]
mod hygienic {
    use ::renamed_core::device::View;
    use ::renamed_core::{device_kernel, DeviceView, PtxAbi};

    #[derive(PtxAbi, DeviceView, ::core::clone::Clone, ::core::marker::Copy)]
    #[repr(C)]
    #[ptx(crate = "::renamed_core")]
    pub struct Params {
        pub scale: f32,
        #[ptx(bits = 3)]
        pub mode: u8,
    }

    /// Writes `scale * mode` and `n` through pointers.
    #[device_kernel(crate = "::renamed_core")]
    pub unsafe fn scaled(p: *const View<Params>, n: u32, out: *mut f32, count: *mut u32) {
        *out = (*p).scale() * (*p).mode() as f32;
        *count = n;
    }
}

use renamed_core::{to_device_bytes, PtxAbi};

#[test]
fn expands_without_the_prelude_and_runs_on_the_host() {
    let params = hygienic::Params {
        scale: 1.5,
        mode: 6,
    };
    let image = to_device_bytes(&params);
    assert_eq!(image.len(), <hygienic::Params as PtxAbi>::LAYOUT.size);
    // The host function reads a device image as the kernel would, from a buffer aligned as the
    // device's.
    #[repr(C, align(16))]
    struct Aligned([u8; 16]);
    let mut buffer = Aligned([0; 16]);
    buffer.0[..image.len()].copy_from_slice(&image);
    let view = buffer
        .0
        .as_ptr()
        .cast::<renamed_core::device::View<hygienic::Params>>();
    let (mut out, mut count) = (0.0f32, 0u32);
    // SAFETY: `view` points to a whole device image of `Params` (8 bytes) in a buffer aligned to
    // 16, more than the view's alignment; `out` and `count` are live locals.
    unsafe { hygienic::scaled(view, 7, &mut out, &mut count) };
    assert_eq!((out, count), (9.0, 7));
}
