//! `kernels!` names everything by absolute path: it expands in a module without the prelude,
//! with `ptx_abi_core` reachable only under another name (`#![ptx(crate = "...")]`).

#[no_implicit_prelude]
mod hygienic {
    use ::renamed_core::{kernels, PtxAbi};

    #[derive(PtxAbi, ::core::clone::Clone, ::core::marker::Copy)]
    #[repr(C)]
    #[ptx(crate = "::renamed_core")]
    pub struct Params {
        pub scale: f32,
        #[ptx(bits = 3)]
        pub mode: u8,
    }

    kernels! {
        #![ptx(crate = "::renamed_core")]

        /// A kernel.
        pub extern "C" fn scale(n: u32, p: Params, x: *const f32, out: *mut ::core::ffi::c_void);

        /// A device function with C++ linkage.
        #[ptx(device)]
        pub extern "C++" fn pick(a: i8, p: *const Params) -> Params;
    }

    kernels! {
        /// An item's own `crate`.
        #[ptx(crate = "::renamed_core", large_params)]
        pub extern "C" fn big(_: u64);
    }
}

use hygienic::{big, pick, scale, Params};
use renamed_core::DevicePtr;

#[test]
fn expands_without_the_prelude() {
    let args = scale::args(
        4,
        Params {
            scale: 1.0,
            mode: 5,
        },
        DevicePtr::new(16),
        DevicePtr::new(32),
    );
    assert_eq!(scale::PARAM_BYTES, 32);
    assert_eq!(
        &args.natural_bytes()[4..12],
        &[0, 0, 0x80, 0x3f, 5, 0, 0, 0]
    );
    assert_eq!(
        scale::SIGNATURE.cuda_prototype(),
        "extern \"C\" __global__ void scale(unsigned int n, Params p, const float *x, void *out)"
    );
    assert_eq!(pick::SIGNATURE.symbol(), "_Z4pickaPK6Params");
    assert_eq!(big::PARAM_BYTES, 8);
}
