//! Marshalled kernel arguments: the block [`kernels!`](crate::kernels)'s `args` builds
//! ([`KernelArgs`], natural layout), the `kernelParams` array into it ([`KernelParams`]), and
//! packed buffers for one GPU family ([`PackedArgs`], [`LaunchExtra`]). Where the offsets come
//! from is [`super::param_layout`]'s business; launching through cudarc is [`super::launch`]'s.

#[allow(unused_imports)]
use crate::prelude::*;
use core::ffi::c_void;
use core::fmt;
use core::marker::PhantomData;

use super::params::compare_slots;
use super::{ObservedParams, ParamLayout, ParamMismatch, ParamSlot, ParamsSource, Signature};
use crate::abi::write_value;
use crate::abi::PtxAbi;
use crate::error::Error;

/// The parameter bytes of a kernel, `N` parameters in `SIZE` bytes (natural layout), ready for
/// the driver; `PACKED` is the most bytes its block takes in any layout
/// ([`Signature::packed_capacity`]).
///
/// Built by the `args`/`try_args` functions [`kernels!`](crate::kernels) generates: a zeroed
/// block with each argument's device image at its natural offset (padding stays zero,
/// bit-fields are packed). It owns its storage (no heap allocation); the forms the driver takes
/// borrow it or copy from it, so no pointer outlives it:
///
/// - [`KernelArgs::kernel_params`]: the `kernelParams` array of `cuLaunchKernel`, one pointer per
///   parameter, to its image inside the block. The driver places each parameter itself, so this
///   form is right for every GPU;
/// - [`KernelArgs::packed`]: the block laid out for one GPU family ([`ParamLayout`]), for
///   `CU_LAUNCH_PARAM_BUFFER_POINTER`. A packed buffer must follow the *device* layout, which can
///   differ from the natural one for parameters aligned above 16 on sm_70 to sm_90.
#[derive(Clone)]
pub struct KernelArgs<const SIZE: usize, const N: usize, const PACKED: usize> {
    bytes: AlignedBytes<SIZE>,
    offsets: [usize; N],
    signature: &'static Signature,
}

/// The block's storage, aligned for the widest scalar the driver may read from it.
#[derive(Clone)]
#[repr(C, align(16))]
struct AlignedBytes<const SIZE: usize>([u8; SIZE]);

impl<const SIZE: usize, const N: usize, const PACKED: usize> KernelArgs<SIZE, N, PACKED> {
    /// An all-zero block for `signature` (whose parameters are at `offsets`). Used by generated
    /// code, which then writes every parameter.
    #[doc(hidden)]
    #[inline]
    pub const fn zeroed(signature: &'static Signature, offsets: [usize; N]) -> Self {
        KernelArgs {
            bytes: AlignedBytes([0; SIZE]),
            offsets,
            signature,
        }
    }

    /// Writes the image of `value` at `offset` (into zeroed bytes). Used by generated code.
    #[doc(hidden)]
    #[inline]
    pub fn write_param<T: PtxAbi>(&mut self, offset: usize, value: &T) -> Result<(), Error> {
        write_value(value, &mut self.bytes.0[offset..offset + T::LAYOUT.size])
    }

    /// The signature these arguments are for.
    pub fn signature(&self) -> &'static Signature {
        self.signature
    }

    /// The block in the natural layout, each parameter at its declared offset. Not a packed
    /// buffer for a GPU: use [`KernelArgs::packed`] for that.
    pub fn natural_bytes(&self) -> &[u8; SIZE] {
        &self.bytes.0
    }

    /// The natural offset of each parameter in the block.
    pub fn offsets(&self) -> &[usize; N] {
        &self.offsets
    }

    /// The device image of parameter `i`.
    pub fn param_bytes(&self, i: usize) -> &[u8] {
        let offset = self.offsets[i];
        &self.bytes.0[offset..offset + self.signature.params[i].ty.layout.size]
    }

    /// The `kernelParams` array of `cuLaunchKernel`: pointer `i` points to parameter `i`'s image
    /// in this block. The driver only reads through them.
    #[inline]
    pub fn kernel_params(&self) -> KernelParams<'_, N> {
        let base = self.bytes.0.as_ptr();
        KernelParams {
            pointers: self
                .offsets
                .map(|offset| base.wrapping_add(offset).cast_mut().cast::<c_void>()),
            _args: PhantomData,
        }
    }

    /// The parameter block laid out as `layout` says: for a GPU, its device layout
    /// (`ParamLayout::for_sm(90)`), which a packed launch needs. Each parameter's image is
    /// copied to its offset there; the rest is zero.
    pub fn packed(&self, layout: ParamLayout) -> PackedArgs<PACKED, N> {
        let offsets = self.signature.param_offsets_in::<N>(layout);
        let mut bytes = AlignedBytes([0; PACKED]);
        let mut size = 0;
        for (i, &offset) in offsets.iter().enumerate() {
            let image = self.param_bytes(i);
            bytes.0[offset..offset + image.len()].copy_from_slice(image);
            // The block ends where its last parameter does (`ptxas` does not round it up).
            size = offset + image.len();
        }
        PackedArgs {
            bytes,
            size,
            offsets,
            layout,
            signature: self.signature,
        }
    }
}

impl<const SIZE: usize, const N: usize, const PACKED: usize> fmt::Debug
    for KernelArgs<SIZE, N, PACKED>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KernelArgs")
            .field("kernel", &self.signature.name)
            .field("size", &SIZE)
            .field(
                "params",
                &describe_params(self.signature, &self.offsets, |i| self.param_bytes(i)),
            )
            .finish()
    }
}

/// `name @offset: hex bytes` for each parameter, for `Debug`.
fn describe_params<'a>(
    signature: &Signature,
    offsets: &[usize],
    bytes: impl Fn(usize) -> &'a [u8],
) -> Vec<String> {
    (0..offsets.len())
        .map(|i| {
            let hex: Vec<String> = bytes(i).iter().map(|b| format!("{b:02x}")).collect();
            format!(
                "{} @{}: {}",
                signature.params[i].name,
                offsets[i],
                hex.join(" ")
            )
        })
        .collect()
}

/// A kernel's parameter block laid out for one [`ParamLayout`]: the buffer of a packed launch
/// (`CU_LAUNCH_PARAM_BUFFER_POINTER`). Built by [`KernelArgs::packed`]; it knows its layout, so
/// a launch can refuse it for a kernel whose offsets differ ([`PackedArgs::check_against`]).
#[derive(Clone)]
pub struct PackedArgs<const CAP: usize, const N: usize> {
    bytes: AlignedBytes<CAP>,
    /// The block's size in this layout (at most `CAP`), where `CU_LAUNCH_PARAM_BUFFER_SIZE` can
    /// point to it.
    size: usize,
    offsets: [usize; N],
    layout: ParamLayout,
    signature: &'static Signature,
}

impl<const CAP: usize, const N: usize> PackedArgs<CAP, N> {
    /// The layout the buffer follows.
    pub fn layout(&self) -> ParamLayout {
        self.layout
    }

    /// The signature these arguments are for.
    pub fn signature(&self) -> &'static Signature {
        self.signature
    }

    /// The packed block: each parameter at its offset in [`PackedArgs::layout`].
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes.0[..self.size]
    }

    /// The offset of each parameter.
    pub fn offsets(&self) -> &[usize; N] {
        &self.offsets
    }

    /// Compares the buffer with a kernel's parameters (from the driver's `cuFuncGetParamInfo`
    /// or a cubin's `EIATTR_KPARAM_INFO`): the first difference, naming the kernel, the
    /// parameter and both slots. Allocates nothing unless they differ.
    pub fn check_against(&self, kernel: &ObservedParams) -> Result<(), Box<ParamMismatch>> {
        self.check_slots(&kernel.params, kernel.count, kernel.source)
    }

    /// [`PackedArgs::check_against`] on a kernel's slots, `count` parameters where known.
    pub(crate) fn check_slots(
        &self,
        theirs: &[ParamSlot],
        count: Option<usize>,
        source: ParamsSource,
    ) -> Result<(), Box<ParamMismatch>> {
        let signature = self.signature;
        let ours: [ParamSlot; N] = core::array::from_fn(|i| {
            ParamSlot::new(self.offsets[i], signature.params[i].ty.layout.size)
        });
        let name = |i: usize| signature.params[i].name.to_owned();
        let theirs = (theirs, count, source);
        compare_slots(signature.name, self.layout, &ours, theirs, name)
    }

    /// The `extra` array of `cuLaunchKernel` that passes the block as one buffer:
    /// `{CU_LAUNCH_PARAM_BUFFER_POINTER, block, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
    /// CU_LAUNCH_PARAM_END}`, for the kernel whose parameters are `kernel`
    /// (`cuFuncGetParamInfo`, or `EIATTR_KPARAM_INFO` of its cubin): a kernel of another
    /// layout gets the error of [`PackedArgs::check_against`] instead of the wrong bytes.
    #[inline]
    pub fn launch_extra(
        &self,
        kernel: &ObservedParams,
    ) -> Result<LaunchExtra<'_>, Box<ParamMismatch>> {
        self.check_against(kernel)?;
        Ok(self.unchecked_launch_extra())
    }

    /// [`PackedArgs::launch_extra`] without the check, for a caller that made it.
    #[inline]
    pub(crate) fn unchecked_launch_extra(&self) -> LaunchExtra<'_> {
        LaunchExtra {
            pointers: [
                LaunchExtra::BUFFER_POINTER,
                self.bytes.0.as_ptr().cast_mut().cast::<c_void>(),
                LaunchExtra::BUFFER_SIZE,
                (&self.size as *const usize).cast_mut().cast::<c_void>(),
                LaunchExtra::END,
            ],
            _args: PhantomData,
        }
    }
}

impl<const CAP: usize, const N: usize> fmt::Debug for PackedArgs<CAP, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PackedArgs")
            .field("kernel", &self.signature.name)
            .field("layout", &self.layout)
            .field("size", &self.size)
            .field(
                "params",
                &describe_params(self.signature, &self.offsets, |i| {
                    let at = self.offsets[i];
                    &self.bytes.0[at..at + self.signature.params[i].ty.layout.size]
                }),
            )
            .finish()
    }
}

/// The `kernelParams` array of `cuLaunchKernel` (see [`KernelArgs::kernel_params`]); it borrows
/// the [`KernelArgs`] its pointers point into.
pub struct KernelParams<'a, const N: usize> {
    pointers: [*mut c_void; N],
    _args: PhantomData<&'a [u8]>,
}

impl<const N: usize> KernelParams<'_, N> {
    /// The pointers.
    pub fn as_slice(&self) -> &[*mut c_void] {
        &self.pointers
    }

    /// The pointers, as `cudarc::driver::result::launch_kernel` takes them.
    pub fn as_mut_slice(&mut self) -> &mut [*mut c_void] {
        &mut self.pointers
    }

    /// The array as `cuLaunchKernel`'s `void **kernelParams`.
    pub fn as_mut_ptr(&mut self) -> *mut *mut c_void {
        self.pointers.as_mut_ptr()
    }
}

impl<const N: usize> fmt::Debug for KernelParams<'_, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.pointers.iter()).finish()
    }
}

/// The `extra` array of `cuLaunchKernel` (see [`PackedArgs::launch_extra`]); it borrows the
/// [`PackedArgs`] its pointers point into.
pub struct LaunchExtra<'a> {
    pointers: [*mut c_void; 5],
    _args: PhantomData<&'a [u8]>,
}

impl LaunchExtra<'_> {
    /// `CU_LAUNCH_PARAM_BUFFER_POINTER` (`(void *)0x01`).
    pub const BUFFER_POINTER: *mut c_void = 1 as *mut c_void;
    /// `CU_LAUNCH_PARAM_BUFFER_SIZE` (`(void *)0x02`).
    pub const BUFFER_SIZE: *mut c_void = 2 as *mut c_void;
    /// `CU_LAUNCH_PARAM_END` (`(void *)0x00`).
    pub const END: *mut c_void = core::ptr::null_mut();

    /// The five pointers.
    pub fn as_slice(&self) -> &[*mut c_void; 5] {
        &self.pointers
    }

    /// The array as `cuLaunchKernel`'s `void **extra`.
    pub fn as_mut_ptr(&mut self) -> *mut *mut c_void {
        self.pointers.as_mut_ptr()
    }
}

impl fmt::Debug for LaunchExtra<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.pointers.iter()).finish()
    }
}
