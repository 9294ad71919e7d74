//! Host Rust types with the PTX ABI layout of NVIDIA's compiler, and their exact device bytes.
//!
//! `#[derive(PtxAbi)]` computes, at compile time, the layout the *PTX Writer's Guide to
//! Interoperability* (sections 1.1-1.3, 2.3) gives the equivalent C++ type, bit-fields and CUDA
//! vector types included, and generates marshalling to and from the device image.
//! [`kernels!`] declares kernels once, in Rust: their PTX and C++ declarations, checked argument
//! blocks and, with the `cudarc` feature, typed launches. Without `alloc` the crate is `no_std`
//! and builds for `nvptx64-nvidia-cuda`, where Rust kernels take [`device`] views.
//!
//! ```
//! use ptx_abi_core::vector::{Float3, Float4};
//! use ptx_abi_core::{from_device_bytes, to_device_bytes, PtxAbi};
//! use ptx_abi_core::ptx::entry_param_decl;
//!
//! #[derive(PtxAbi, Debug, PartialEq)]
//! #[repr(C)]
//! struct Particle {
//!     pos: Float3, // float3: 12 bytes, align 4
//!     color: Float4, // float4: 16 bytes, align 16
//!     #[ptx(bits = 3)]
//!     kind: u8,
//!     #[ptx(bits = 5)]
//!     flags: u8,
//! }
//!
//! // Evaluated by the compiler: a layout change is a build error.
//! const _: () = assert!(<Particle as PtxAbi>::LAYOUT.size == 48);
//! assert_eq!(<Particle as PtxAbi>::LAYOUT.align, 16);
//! assert_eq!(entry_param_decl::<Particle>("k_param_0"), ".param .align 16 .b8 k_param_0[48]");
//!
//! let p = Particle {
//!     pos: Float3::new(1.0, 2.0, 3.0),
//!     color: Float4::new(0.0, 0.5, 1.0, 1.0),
//!     kind: 5,
//!     flags: 17,
//! };
//! let image = to_device_bytes(&p);
//! assert_eq!(image.len(), 48);
//! assert_eq!(image[32], 5 | (17 << 3)); // bit-fields packed right to left
//! assert_eq!(&image[12..16], &[0, 0, 0, 0]); // padding is zero
//! assert_eq!(from_device_bytes::<Particle>(&image).unwrap(), p);
//! ```
//!
//! # Features
//!
//! Each item that needs a feature says which in these docs (built with every feature, as on
//! docs.rs: `cargo doc --all-features`). No feature needs CUDA to build.
//!
//! | Feature | Enables | Pulls in |
//! |---|---|---|
//! | `std` (default) | `alloc`; [`CudaHeader::write_if_changed`](cuda::CudaHeader::write_if_changed), [`kernel::compiled`] (the images `ptx_abi_build::cu` compiles), `Error` for [`ptx::globals::ParseError`] and [`cuda::StaleHeader`], AVX2 marshalling detected at run time | `alloc` |
//! | `alloc` | everything that returns a `String` or a `Vec`: [`to_device_bytes`], [`slice`](mod@slice), [`ptx`], [`kernel`] and [`kernels!`], the C++ mirrors ([`cuda`]) | nothing |
//! | `dynamic` | `dynamic`: types and values described at run time (`DynType`, `DynValue`), for oracles, random types and the header importer | `alloc` |
//! | `lock` | `lock`: the layout lockfile, which fails when a listed type's or kernel's layout moves | `std`, `dynamic` |
//! | `spec` | `spec`: the other chapters of NVIDIA's documents (syscalls, atomics, DWARF, TileIR) | `alloc` |
//! | `cudarc` | the module `gpu`: typed launches (`kernels!`'s `launch`, `gpu::CheckedFunction`, `gpu::find_kernel`), device buffers of images (`gpu::DeviceImages`, `gpu::upload_slice`, `gpu::ImageStaging`), `impl_device_repr!`; Rust 1.88 | `std`, [cudarc] 0.19 (driver loaded at run time), `cpp_demangle` 0.5 |
//! | `parallel` | the `slice::par_*` functions and parallel staging, on rayon's current pool | `std`, [rayon] 1.10 |
//! | `cust` | `impl_device_copy!`: `cust_core::DeviceCopy` for image-equal types | `cust_core` 0.1 |
//!
//! [cudarc]: https://docs.rs/cudarc/0.19
//! [rayon]: https://docs.rs/rayon/1
//!
//! # Modules
//!
//! - [`layout`]: the layout engine, PTX ABI sizes, alignments, offsets and bit positions as
//!   `const fn`.
//! - [`vector`]: CUDA's vector types (`float4`, `int2`, ...) with CUDA's sizes and alignments.
//! - [`handles`]: texture, surface and sampler objects and `CUtensorMap`, passed by value.
//! - [`bits`]: bit-field packing by hand.
//! - [`slice`](mod@slice): device images of arrays.
//! - [`ptx`]: PTX `.param` declarations, as NVRTC writes them.
//! - [`kernel`]: kernel and device-function signatures and argument blocks.
//! - `gpu` (feature `cudarc`): everything that calls the driver through cudarc: launches, checked
//!   launches, loaded modules, device buffers of images.
//! - [`cuda`]: C++ mirrors of Rust types, with `static_assert`s of their layout.
//! - [`device`]: views of derived types inside Rust kernels.
//! - [`integrations`]: cust's marker trait, and the vector types' impls of both crates' traits.
//! - `dynamic`: types and values described at run time.
//! - `lock`: the layout lockfile.
//! - `spec`: the other chapters of NVIDIA's interoperability documents.
//!
//! # `#[ptx(...)]` attributes
//!
//! What [`PtxAbi`](derive@PtxAbi) and [`DeviceView`](derive@DeviceView) read (the same keys),
//! then [`kernels!`] and [`device_kernel`]; each macro's page says more.
//!
//! | Attribute | On | Meaning |
//! |---|---|---|
//! | `bits = N` | member | a C bit-field of `N` bits of the member's type |
//! | `bits = N, unnamed` | member | an unnamed bit-field (`int :N;`), never marshalled; `N = 0` aligns the next member |
//! | `align = N` | member | raises the member's alignment to `N` (a lower `N` is an error) |
//! | `assert_offset = N` | member | compile-time check of the member's byte offset |
//! | `assert_bit_offset = N` | member | compile-time check of a bit-field's first bit |
//! | `assert(size = S, align = A)` | type | compile-time check of the type's size and alignment |
//! | `marshal_via = member` | union | marshals the union through that member, whose value must be valid ([`UnionBytes`]) |
//! | `gnu_packed` | type | with `#[repr(C, packed)]`: `__attribute__((packed))`, not `#pragma pack(1)` |
//! | `crate = "path"` | type | where `ptx_abi_core` is, if renamed |
//! | `device` | `kernels!` item | a device function (`.func`) rather than a kernel |
//! | `large_params` | `kernels!` item or block | checks the parameter block against 32,764 bytes, not 4,096 |
//! | `symbol = "name"` | `kernels!` item | the PTX symbol, for a template instantiation's mangled name |
//! | `crate = "path"` | `kernels!` item or block | where `ptx_abi_core` is, if renamed |
//! | `#[device_kernel(crate = "path")]` | function | where `ptx_abi_core` is, if renamed |
//!
//! ```
//! use ptx_abi_core::PtxAbi;
//!
//! #[derive(PtxAbi)]
//! #[repr(C)]
//! #[ptx(assert(size = 16, align = 8))]
//! struct Header {
//!     #[ptx(bits = 3)]
//!     kind: u8,
//!     #[ptx(bits = 0, unnamed)]
//!     _next_byte: u8,
//!     #[ptx(bits = 5, assert_bit_offset = 8)]
//!     flags: u8,
//!     #[ptx(align = 8, assert_offset = 8)]
//!     stamp: u32,
//! }
//! ```
#![cfg_attr(not(test), no_std)]
#![deny(missing_docs, clippy::undocumented_unsafe_blocks)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

#[cfg(feature = "alloc")]
mod prelude;

mod abi;
#[cfg(feature = "alloc")]
mod cpp;
mod derived;
pub mod device;
#[cfg(feature = "dynamic")]
pub mod dynamic;
mod error;
#[cfg(feature = "cudarc")]
pub mod gpu;
mod image;
pub mod integrations;
#[cfg(feature = "alloc")]
pub mod kernel;
/// The layout engine: PTX ABI sizes, alignments, offsets and bit positions, as `const fn`, and
/// pahole-style maps of its layouts ([`layout_map`](layout::layout_map)).
///
/// Every rule of the *PTX Writer's Guide to Interoperability* sections 1.1-1.3 lives in the
/// engine and nowhere else: the derive only describes a type as a member table, which the
/// engine's builders place while the compiler computes `<T as PtxAbi>::LAYOUT`;
/// [`Layout::with_address_size`](layout::Layout::with_address_size) replays the very same
/// builders at run time for 32-bit `.address_size`.
pub mod layout {
    pub use crate::layout_engine::*;
    #[cfg(feature = "alloc")]
    pub use crate::map::{layout_map, render_layout_map};
}
// The engine imports nothing above it: the maps, which print C++ declarators, join it only in
// the public module `layout`.
#[path = "layout.rs"]
mod layout_engine;
#[cfg(feature = "lock")]
pub mod lock;
#[cfg(feature = "alloc")]
mod map;
#[cfg(feature = "alloc")]
mod moved;
#[cfg(any(test, feature = "cudarc", feature = "parallel"))]
mod pipeline;
#[cfg(feature = "alloc")]
pub mod ptx;
#[cfg(feature = "alloc")]
pub mod slice;
#[cfg(feature = "spec")]
pub mod spec;
mod unions;
pub mod vector;

pub use abi::{BitFieldType, DevicePtr, Pointee, PtxAbi};
#[cfg(feature = "alloc")]
pub use cpp::mirrors as cuda;
pub use error::{Error, ErrorKind};
/// The `half` crate, whose `f16` and `bf16` are CUDA's `__half` and `__nv_bfloat16` here: code
/// generated by ptx-abi-build names them `ptx_abi_core::half::f16`, so that a crate using it
/// needs no `half` dependency of its own.
pub use half;
pub use image::{from_device_bytes, is_image_equal, write_device_bytes};
#[cfg(feature = "alloc")]
pub use image::{to_device_bytes, try_to_device_bytes};
pub use layout::{AddressSize, Layout};
#[cfg(feature = "alloc")]
#[allow(deprecated)]
#[doc(hidden)]
pub use moved::*;
pub use unions::UnionBytes;
#[doc(hidden)]
pub use unions::{union_bytes, union_from_bytes, zeroed_union, DerivedUnion};

/// Opaque CUDA objects a kernel takes by value: the 64-bit texture, surface and sampler handles
/// (`cudaTextureObject_t`, `cudaSurfaceObject_t`, the PTX `.samplerref`) and the 128-byte tensor-map
/// descriptor (`CUtensorMap`, whose alignment CUDA 13 raised from 64 to 128: `ABI.md` §5), each
/// [`PtxAbi`] and passed as its C++ type is.
pub mod handles {
    pub use crate::abi::{
        CuTensorMap, CuTensorMapCuda12, CuTensorMapCuda13, SamplerObject, SurfaceObject,
        TextureObject,
    };
}

/// Bit-field packing for code that reads or writes bit-fields by hand, as the derive's marshalling
/// does (spec 1.3: little endian, right to left): [`pack_bits`](bits::pack_bits),
/// [`unpack_bits`](bits::unpack_bits), and the values a width holds,
/// [`bit_range`](bits::bit_range).
pub mod bits {
    pub use crate::error::bit_range;
    pub use crate::image::{pack_bits, unpack_bits};
}

/// Derives [`PtxAbi`] for a `#[repr(C)]` struct or union (also `#[repr(C, align(N))]`, which
/// raises, and `#[repr(C, packed(N))]`, C++ `#pragma pack(N)`) or a field-less enum with a
/// primitive `#[repr]`.
///
/// Member attributes:
/// - `#[ptx(bits = N)]`: a C bit-field of `N` bits whose declared type is the field's type (an
///   integer, `bool`, or a derived enum);
/// - `#[ptx(bits = N, unnamed)]`: an unnamed bit-field (`int :N;`), never marshalled, read back
///   as zero; `N` may be 0 to align the next member to the type's boundary;
/// - `#[ptx(align = N)]`: raise the member's alignment to `N`; an `N` below the member type's
///   alignment is a compile error (NVRTC would lower it, nvcc would not: `ABI.md` §10);
/// - `#[ptx(assert_offset = N)]`, `#[ptx(assert_bit_offset = N)]`: compile-time checks.
///
/// Type attributes: `#[ptx(assert(size = S, align = A))]` (compile-time checks),
/// `#[ptx(marshal_via = member)]` (unions whose members need translation), `#[ptx(gnu_packed)]`
/// (with `#[repr(C, packed)]`: C++ `__attribute__((packed))` rather than `#pragma pack(1)`; they
/// place bit-fields differently, `ABI.md` §10),
/// `#[ptx(crate = "path")]` (where `ptx_abi_core` is, if renamed).
pub use ptx_abi_derive::PtxAbi;

/// Derives a type's device view, [`device::View`]: see [`device`].
pub use ptx_abi_derive::DeviceView;

/// Makes `pub unsafe fn name(...) { ... }` a Rust kernel: `extern "ptx-kernel"` and
/// `#[no_mangle]` on `nvptx64-nvidia-cuda` (the crate needs
/// `#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx))]`), `extern "C-unwind"` on the host,
/// so that host builds type-check it and tests run it. Each parameter that is not a raw pointer
/// must be a [`device::KernelParam`] (a view, scalar, vector or handle: not a derived type's host
/// layout) aligned at most 16 bytes: a compile error says why otherwise (`ABI.md` §12); every
/// error is reported at once, and a refused function is kept as written. Where `ptx_abi_core` is
/// reachable only under another name, say so: `#[device_kernel(crate = "::name")]`.
///
/// ```
/// use ptx_abi_core::device::View;
/// use ptx_abi_core::{device_kernel, DeviceView, PtxAbi};
///
/// #[derive(PtxAbi, DeviceView)]
/// #[repr(C)]
/// pub struct Params { scale: f32, #[ptx(bits = 4)] level: i8 }
///
/// #[device_kernel]
/// pub unsafe fn scale(p: View<Params>, out: *mut f32) {
///     *out = p.scale() * p.level() as f32;
/// }
/// ```
///
/// ```compile_fail
/// # use ptx_abi_core::{device_kernel, PtxAbi};
/// #[derive(PtxAbi)]
/// #[repr(C)]
/// pub struct Params { scale: f32 }
/// // The host layout of a derived type is not its image: pass `View<Params>`.
/// #[device_kernel]
/// pub unsafe fn scale(p: Params, out: *mut f32) {}
/// ```
pub use ptx_abi_derive::device_kernel;

#[cfg(feature = "alloc")]
/// Declares kernels and device functions once, in Rust; see [`kernel`] for what each declaration
/// gives.
///
/// ```
/// use ptx_abi_core::{kernels, DevicePtr, PtxAbi};
///
/// #[derive(PtxAbi)]
/// #[repr(C)]
/// struct Params {
///     scale: f32,
///     #[ptx(bits = 3)]
///     mode: u8,
/// }
///
/// kernels! {
///     /// `extern "C" __global__ void saxpy(...)`: a kernel (PTX `.entry`).
///     pub extern "C" fn saxpy(n: u32, a: f32, x: *const f32, y: *mut f32, p: Params);
///
///     /// A device function (PTX `.func`) with C++ linkage: its symbol is mangled.
///     #[ptx(device)]
///     pub extern "C++" fn lerp(a: f32, b: f32, t: i8) -> f32;
/// }
///
/// assert_eq!(
///     saxpy::SIGNATURE.cuda_prototype(),
///     "extern \"C\" __global__ void saxpy(unsigned int n, float a, const float *x, float *y, Params p)"
/// );
/// assert_eq!(saxpy::SIGNATURE.param_offset(4), 24);
/// assert_eq!(saxpy::PARAM_BYTES, 32);
/// assert_eq!(lerp::SIGNATURE.symbol(), "_Z4lerpffa");
///
/// // Arguments are checked at compile time: `n` must be a `u32`, `x` a `DevicePtr<f32>`.
/// let args = saxpy::args(1024, 2.0, DevicePtr::new(0x7000_0000), DevicePtr::new(0x7000_1000),
///                        Params { scale: 0.5, mode: 5 });
/// assert_eq!(args.natural_bytes().len(), 32);
/// assert_eq!(args.param_bytes(4), [0, 0, 0, 0x3f, 5, 0, 0, 0]);
/// ```
///
/// Syntax: any number of `extern "C" fn name(params);` or `extern "C++" fn name(params);` items,
/// each with optional attributes:
///
/// - `#[ptx(device)]`: a device function (`__device__`, `.func`) rather than a kernel; it may
///   return a value (`-> T`);
/// - `#[ptx(large_params)]`: check the kernel's parameter block against 32,764 bytes (CUDA 12.1+
///   on Volta or newer) instead of 4,096;
/// - `#[ptx(symbol = "name")]`: the PTX symbol, which [`kernel::Signature::symbol`] returns
///   instead of the one the linkage gives (a template instantiation's mangled name, which
///   ptx-abi does not compute);
/// - `#[ptx(crate = "path")]`: where `ptx_abi_core` is, if renamed; `#![ptx(...)]` at the top of
///   the block applies `crate` and `large_params` to every item.
///
/// Parameter types are [`PtxAbi`] types (scalars, enums, structs, unions, vector types, the
/// [`handles`]: texture and surface objects, `CuTensorMapCuda12`/`CuTensorMapCuda13` passed
/// `__grid_constant__`) and device pointers: `*const T` (C++ `const T *`), `*mut T` (`T *`),
/// `*mut ()`/`*mut c_void` (`void *`), or [`DevicePtr<T>`] (`T *`); pointers are passed as
/// `DevicePtr`s.
///
/// Each item becomes a unit struct of the same name with `SIGNATURE` (a [`kernel::Signature`]);
/// kernels also get `PARAM_BYTES`, `args(...)` and `try_args(...)` (a [`kernel::KernelArgs`]),
/// and with the `cudarc` feature an `unsafe fn launch(stream, function, config, ...)`.
///
/// Compile errors: a parameter block over the limit (naming the kernel, with both sizes), an
/// array by value (C++ has none), a type holding `__half2` in a device function (CUDA passes it
/// by reference), tensor maps of two CUDA versions, a kernel returning a value, and wrong
/// argument types or counts at a call site.
#[cfg(feature = "alloc")]
pub use ptx_abi_derive::kernels;

/// Compile-time layout assertions: the build fails if the layout of a type drifts.
///
/// ```
/// use ptx_abi_core::{assert_layout, PtxAbi};
///
/// #[derive(PtxAbi)]
/// #[repr(C)]
/// struct Boundary {
///     #[ptx(bits = 9)] s: i16,
///     #[ptx(bits = 9)] j: i32,
///     c: i8,
///     #[ptx(bits = 9)] t: i16,
///     #[ptx(bits = 9)] u: i16,
///     d: i8,
/// }
///
/// assert_layout!(Boundary, size = 12, align = 4, offsets { c = 3, d = 8 }, bits { s = 0, j = 9, t = 32, u = 48 });
/// ```
///
/// ```compile_fail
/// # use ptx_abi_core::{assert_layout, PtxAbi};
/// #[derive(PtxAbi)]
/// #[repr(C)]
/// struct Pair { a: u8, b: u32 }
/// assert_layout!(Pair, size = 5, align = 4);
/// ```
#[macro_export]
macro_rules! assert_layout {
    ($t:ty, size = $size:expr, align = $align:expr
     $(, offsets { $($field:ident = $offset:expr),* $(,)? })?
     $(, bits { $($bfield:ident = $bit:expr),* $(,)? })? $(,)?) => {
        const _: () = {
            let layout = &<$t as $crate::PtxAbi>::LAYOUT;
            $crate::__ptx_abi_check_value!(
                layout.size, $size,
                concat!("layout of `", stringify!($t), "` changed: its size is not ", stringify!($size))
            );
            $crate::__ptx_abi_check_value!(
                layout.align, $align,
                concat!("layout of `", stringify!($t), "` changed: its alignment is not ", stringify!($align))
            );
            $($(
                $crate::__ptx_abi_check_value!(
                    layout.offset_of(stringify!($field)), $offset,
                    concat!("layout of `", stringify!($t), "` changed: `", stringify!($field),
                            "` is not at offset ", stringify!($offset))
                );
            )*)?
            $($(
                $crate::__ptx_abi_check_value!(
                    layout.bit_offset_of(stringify!($bfield)), $bit,
                    concat!("layout of `", stringify!($t), "` changed: bit-field `", stringify!($bfield),
                            "` does not start at bit ", stringify!($bit))
                );
            )*)?
        };
    };
}

/// In a `const`: panics with `message (it is ACTUAL)` unless `actual == expected`, so that a
/// failed layout assertion is one error that shows the actual value.
#[doc(hidden)]
#[macro_export]
macro_rules! __ptx_abi_check_value {
    ($actual:expr, $expected:expr, $message:expr) => {{
        let actual: usize = $actual;
        if actual != $expected {
            ::core::panic!(
                "{}",
                $crate::__private_0_1::ConstMessage::with_actual($message, actual).as_str()
            );
        }
    }};
}

/// Keeps items the derives generate for cudarc (`kernels!`'s typed `launch`, a view's
/// `DeviceRepr`) when `ptx-abi-core` is built with its `cudarc` feature, and drops them otherwise:
/// generated code cannot see this crate's features itself.
#[cfg(feature = "cudarc")]
#[doc(hidden)]
#[macro_export]
macro_rules! __ptx_abi_with_cudarc {
    ($($item:tt)*) => { $($item)* };
}

/// See above: without the `cudarc` feature, nothing.
#[cfg(not(feature = "cudarc"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __ptx_abi_with_cudarc {
    ($($item:tt)*) => {};
}

/// Items the derive's generated code names; not a public API. Versioned with the crate (0.1):
/// generated code of a derive of another version names another module, and fails to compile
/// rather than call helpers whose meaning changed.
#[doc(hidden)]
pub mod __private_0_1 {
    pub use crate::__ptx_abi_with_cudarc as with_cudarc;
    pub use crate::abi::DevicePtr;
    pub use crate::abi::{BitFieldType, Pointee, PtxAbi};
    pub use crate::derived::{Derived, Member, Table as DerivedTable};
    pub use crate::device;
    /// What the views and kernels the derive writes call (`device/support.rs`).
    pub mod view {
        pub use crate::device::support::*;
    }
    pub use crate::error::{Error, ErrorKind};
    #[cfg(feature = "cudarc")]
    pub use crate::gpu::{LaunchError, ReadArg, WriteArg};
    pub use crate::image::write_device_bytes;
    #[cfg(feature = "alloc")]
    pub use crate::kernel::{
        is_array, marshal_failed, CType, FunctionKind, KernelArgs, Linkage, Param, ParamLimit,
        ParamType, Signature,
    };
    pub use crate::layout::{Field, Kind, Layout, Packing, Scalar, Variant};
    pub use crate::{union_bytes, union_from_bytes, zeroed_union, DerivedUnion, UnionBytes};
    pub use core;
    pub use core::option::Option::{self, None, Some};
    pub use core::result::Result::{self, Err, Ok};
    #[cfg(feature = "cudarc")]
    pub use cudarc;

    /// A Rust type against the header type of the same name (`ptx_abi_build::cu`'s module).
    pub use crate::derived::header_check::check_same_as_header;
    /// A compile-time message with a number in it: a failed layout assertion reports the
    /// actual value in its one error (stable `const` code can panic with a `&str`, not format
    /// a number).
    pub use crate::derived::message::ConstMessage;
}

/// Knobs of the fast paths for the workspace's tests and benches, not part of the API: which
/// SIMD build the marshalling loops may use (`tests/layouts/fast_paths.rs` runs each), from what
/// size a block is stored past the cache, and the smallest task of the parallel paths (so that
/// small tests split).
#[doc(hidden)]
pub mod __testing {
    pub use crate::derived::{set_simd, set_stream_bytes, Simd};
    #[cfg(feature = "parallel")]
    pub use crate::pipeline::model::StagingModel;
    #[cfg(feature = "parallel")]
    pub use crate::slice::parallel::set_min_task_bytes;
}

/// The crate's README, whose example runs as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
