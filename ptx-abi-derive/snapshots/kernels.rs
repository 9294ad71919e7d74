///The kernel `saxpy` (`extern "C"`), declared with `kernels!`: see [`saxpy::SIGNATURE`].
#[allow(non_camel_case_types)]
#[derive(
    ::core::clone::Clone,
    ::core::marker::Copy,
    ::core::fmt::Debug,
    ::core::default::Default,
    ::core::cmp::PartialEq,
    ::core::cmp::Eq,
    ::core::hash::Hash,
)]
pub struct saxpy {}
#[allow(non_upper_case_globals, unused_qualifications, clippy::all)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    const __PTX_SIGNATURE: __ptx_abi_private::Signature = __ptx_abi_private::Signature::new(
        "saxpy",
        __ptx_abi_private::FunctionKind::Kernel,
        __ptx_abi_private::Linkage::C,
        &[
            __ptx_abi_private::Param::new(
                "n",
                __ptx_abi_private::ParamType::new(
                    &<u32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    __ptx_abi_private::CType::Value(
                        &<u32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    ),
                ),
            ),
            __ptx_abi_private::Param::new(
                "a",
                __ptx_abi_private::ParamType::new(
                    &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    __ptx_abi_private::CType::Value(
                        &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    ),
                ),
            ),
            __ptx_abi_private::Param::new(
                "x",
                __ptx_abi_private::ParamType::new(
                    &<__ptx_abi_private::DevicePtr<
                        f32,
                    > as __ptx_abi_private::PtxAbi>::LAYOUT,
                    __ptx_abi_private::CType::Pointer {
                        pointee: &__ptx_abi_private::CType::Value(
                            &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                        ),
                        is_const: true,
                    },
                ),
            ),
            __ptx_abi_private::Param::new(
                "y",
                __ptx_abi_private::ParamType::new(
                    &<__ptx_abi_private::DevicePtr<
                        f32,
                    > as __ptx_abi_private::PtxAbi>::LAYOUT,
                    __ptx_abi_private::CType::Pointer {
                        pointee: &__ptx_abi_private::CType::Value(
                            &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                        ),
                        is_const: false,
                    },
                ),
            ),
        ],
        __ptx_abi_private::None,
        __ptx_abi_private::ParamLimit::Classic,
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __ptx_abi_private::is_array(__PTX_SIGNATURE.params[0usize].ty.layout),
        "kernel `saxpy`, parameter `n`: an array type; C++ passes no array by value (an array parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __ptx_abi_private::is_array(__PTX_SIGNATURE.params[1usize].ty.layout),
        "kernel `saxpy`, parameter `a`: an array type; C++ passes no array by value (an array parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __ptx_abi_private::is_array(__PTX_SIGNATURE.params[2usize].ty.layout),
        "kernel `saxpy`, parameter `x`: an array type; C++ passes no array by value (an array parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __ptx_abi_private::is_array(__PTX_SIGNATURE.params[3usize].ty.layout),
        "kernel `saxpy`, parameter `y`: an array type; C++ passes no array by value (an array parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    const _: () = __ptx_abi_private::core::assert!(
        __PTX_SIGNATURE.tensor_maps_agree(),
        "kernel `saxpy` names tensor maps of two CUDA versions (CuTensorMapCuda12, alignment 64, and CuTensorMapCuda13, alignment 128): it is compiled against one cuda.h"
    );
    impl saxpy {
        ///The signature of `saxpy`: its PTX header, CUDA C++ prototype, symbol and parameter layout.
        pub const SIGNATURE: __ptx_abi_private::Signature = __PTX_SIGNATURE;
    }
    const __PTX_PARAM_BYTES: usize = __PTX_SIGNATURE.param_block_size();
    const __PTX_PACKED_BYTES: usize = __PTX_SIGNATURE.packed_capacity();
    const __PTX_OFFSETS: [usize; 4usize] = __PTX_SIGNATURE.param_offsets::<4usize>();
    const _: () = __ptx_abi_private::core::assert!(
        __PTX_PARAM_BYTES <= __ptx_abi_private::ParamLimit::Classic.bytes(),
        "kernel `saxpy`: its parameters take more than 4,096 bytes, the limit before CUDA 12.1 (with CUDA 12.1+ on Volta or newer, #[ptx(large_params)] raises it to 32,764); the error below shows `limit - size`"
    );
    const _: usize = __ptx_abi_private::ParamLimit::Classic.bytes() - __PTX_PARAM_BYTES;
    /// Writes every argument's image at its offset (into a zeroed block).
    #[inline(always)]
    #[allow(clippy::too_many_arguments, non_snake_case)]
    fn __ptx_write(
        __ptx_abi_args: &mut __ptx_abi_private::KernelArgs<
            __PTX_PARAM_BYTES,
            4usize,
            __PTX_PACKED_BYTES,
        >,
        n: u32,
        a: f32,
        x: __ptx_abi_private::DevicePtr<f32>,
        y: __ptx_abi_private::DevicePtr<f32>,
    ) -> __ptx_abi_private::Result<(), __ptx_abi_private::Error> {
        __ptx_abi_args
            .write_param::<u32>(__PTX_OFFSETS[0usize], &n)
            .map_err(|e| e.within("saxpy", "n"))?;
        __ptx_abi_args
            .write_param::<f32>(__PTX_OFFSETS[1usize], &a)
            .map_err(|e| e.within("saxpy", "a"))?;
        __ptx_abi_args
            .write_param::<__ptx_abi_private::DevicePtr<f32>>(__PTX_OFFSETS[2usize], &x)
            .map_err(|e| e.within("saxpy", "x"))?;
        __ptx_abi_args
            .write_param::<__ptx_abi_private::DevicePtr<f32>>(__PTX_OFFSETS[3usize], &y)
            .map_err(|e| e.within("saxpy", "y"))?;
        __ptx_abi_private::Ok(())
    }
    impl saxpy {
        /// Bytes of the kernel's parameter block in the natural (declaration) layout:
        /// the end of its last parameter, as `ptxas` counts it against the limit.
        pub const PARAM_BYTES: usize = __PTX_PARAM_BYTES;
        /// The most bytes the block takes in any GPU's device layout or the natural
        /// one: the capacity of its packed buffers (`KernelArgs::packed`).
        pub const PACKED_BYTES: usize = __PTX_PACKED_BYTES;
        /**The arguments of `saxpy`, marshalled: each parameter's device image at its offset in the 4-parameter block.

# Panics

If a bit-field value does not fit its width; [`saxpy::try_args`] returns the error instead.*/
        #[inline]
        #[track_caller]
        #[allow(clippy::too_many_arguments, non_snake_case)]
        pub fn args(
            n: u32,
            a: f32,
            x: __ptx_abi_private::DevicePtr<f32>,
            y: __ptx_abi_private::DevicePtr<f32>,
        ) -> __ptx_abi_private::KernelArgs<
            __PTX_PARAM_BYTES,
            4usize,
            __PTX_PACKED_BYTES,
        > {
            let mut __ptx_abi_args = __ptx_abi_private::KernelArgs::<
                __PTX_PARAM_BYTES,
                4usize,
                __PTX_PACKED_BYTES,
            >::zeroed(&__PTX_SIGNATURE, __PTX_OFFSETS);
            if let __ptx_abi_private::Err(e) = __ptx_write(
                &mut __ptx_abi_args,
                n,
                a,
                x,
                y,
            ) {
                __ptx_abi_private::marshal_failed(e)
            }
            __ptx_abi_args
        }
        /// As `args`, returning the error of a bit-field value that does not fit its
        /// width (naming the kernel, parameter and member) instead of panicking.
        #[inline]
        #[allow(clippy::too_many_arguments, non_snake_case)]
        pub fn try_args(
            n: u32,
            a: f32,
            x: __ptx_abi_private::DevicePtr<f32>,
            y: __ptx_abi_private::DevicePtr<f32>,
        ) -> __ptx_abi_private::Result<
            __ptx_abi_private::KernelArgs<__PTX_PARAM_BYTES, 4usize, __PTX_PACKED_BYTES>,
            __ptx_abi_private::Error,
        > {
            let mut __ptx_abi_args = __ptx_abi_private::KernelArgs::<
                __PTX_PARAM_BYTES,
                4usize,
                __PTX_PACKED_BYTES,
            >::zeroed(&__PTX_SIGNATURE, __PTX_OFFSETS);
            match __ptx_write(&mut __ptx_abi_args, n, a, x, y) {
                __ptx_abi_private::Ok(()) => __ptx_abi_private::Ok(__ptx_abi_args),
                __ptx_abi_private::Err(e) => __ptx_abi_private::Err(e),
            }
        }
        __ptx_abi_private::with_cudarc! {
            #[doc =
            "Launches `saxpy` on `stream`: its arguments marshalled as [`saxpy::try_args`] does, then `KernelArgs::launch`. A `const T *` parameter takes a device buffer of `T` by reference (`&DeviceImages<T>`, `&CudaSlice<T>`), a `T *` one by `&mut`, and cudarc's read and write events of each are recorded as cudarc's `launch_builder` records them; a raw `DevicePtr<T>` is the unchecked path.\n\n# Errors\n\n`LaunchError::Marshal` for a value that does not fit (a bit-field out of range: the error names the kernel, parameter and member), `LaunchError::Driver` for the driver's.\n\n# Safety\n\n`function` must be the kernel `saxpy` (load it by `saxpy::SIGNATURE.symbol()`; `SIGNATURE.check_function` compares its parameters), and every buffer must hold what the kernel reads and writes."]
            #[allow(clippy::too_many_arguments, non_snake_case)] pub unsafe fn launch <
            '__ptx_stream > (stream : & '__ptx_stream
            __ptx_abi_private::cudarc::driver::CudaStream, function : &
            __ptx_abi_private::cudarc::driver::CudaFunction, config :
            __ptx_abi_private::cudarc::driver::LaunchConfig, n : u32, a : f32, x : impl
            __ptx_abi_private::ReadArg < '__ptx_stream, f32 >, y : impl
            __ptx_abi_private::WriteArg < '__ptx_stream, f32 >) ->
            __ptx_abi_private::Result < (), __ptx_abi_private::LaunchError > { let (x,
            __ptx_guard_2) = __ptx_abi_private::ReadArg::read_ptr(x, stream); let (y,
            __ptx_guard_3) = __ptx_abi_private::WriteArg::write_ptr(y, stream); let
            __ptx_abi_args = match Self::try_args(n, a, x, y) {
            __ptx_abi_private::Ok(__ptx_abi_ok) => __ptx_abi_ok,
            __ptx_abi_private::Err(e) => return
            __ptx_abi_private::Err(__ptx_abi_private::LaunchError::Marshal(e)), }; let
            __ptx_result = unsafe { __ptx_abi_args.launch(stream, function, config) };
            __ptx_abi_private::core::mem::drop(__ptx_guard_2);
            __ptx_abi_private::core::mem::drop(__ptx_guard_3); match __ptx_result {
            __ptx_abi_private::Ok(()) => __ptx_abi_private::Ok(()),
            __ptx_abi_private::Err(e) =>
            __ptx_abi_private::Err(__ptx_abi_private::LaunchError::Driver(e)), } }
        }
    }
};
///The device function `lerp` (`C++ linkage`), declared with `kernels!`: see [`lerp::SIGNATURE`].
#[allow(non_camel_case_types)]
#[derive(
    ::core::clone::Clone,
    ::core::marker::Copy,
    ::core::fmt::Debug,
    ::core::default::Default,
    ::core::cmp::PartialEq,
    ::core::cmp::Eq,
    ::core::hash::Hash,
)]
pub struct lerp {}
#[allow(non_upper_case_globals, unused_qualifications, clippy::all)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    const __PTX_SIGNATURE: __ptx_abi_private::Signature = __ptx_abi_private::Signature::new(
        "lerp",
        __ptx_abi_private::FunctionKind::Device,
        __ptx_abi_private::Linkage::Cxx,
        &[
            __ptx_abi_private::Param::new(
                "a",
                __ptx_abi_private::ParamType::new(
                    &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    __ptx_abi_private::CType::Value(
                        &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    ),
                ),
            ),
            __ptx_abi_private::Param::new(
                "b",
                __ptx_abi_private::ParamType::new(
                    &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    __ptx_abi_private::CType::Value(
                        &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    ),
                ),
            ),
            __ptx_abi_private::Param::new(
                "t",
                __ptx_abi_private::ParamType::new(
                    &<i8 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    __ptx_abi_private::CType::Value(
                        &<i8 as __ptx_abi_private::PtxAbi>::LAYOUT,
                    ),
                ),
            ),
        ],
        __ptx_abi_private::Some(
            __ptx_abi_private::ParamType::new(
                &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                __ptx_abi_private::CType::Value(
                    &<f32 as __ptx_abi_private::PtxAbi>::LAYOUT,
                ),
            ),
        ),
        __ptx_abi_private::ParamLimit::Classic,
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __ptx_abi_private::is_array(__PTX_SIGNATURE.params[0usize].ty.layout),
        "device function `lerp`, parameter `a`: an array type; C++ passes no array by value (an array parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __PTX_SIGNATURE.params[0usize].ty.layout.has_half_pair(),
        "device function `lerp`, parameter `a`: the type is or holds a __half2 or __nv_bfloat162, which CUDA passes to and returns from device functions by reference (a hidden .b64 pointer), not as a .param value, so no by-value declaration exists; kernels take it by value"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __ptx_abi_private::is_array(__PTX_SIGNATURE.params[1usize].ty.layout),
        "device function `lerp`, parameter `b`: an array type; C++ passes no array by value (an array parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __PTX_SIGNATURE.params[1usize].ty.layout.has_half_pair(),
        "device function `lerp`, parameter `b`: the type is or holds a __half2 or __nv_bfloat162, which CUDA passes to and returns from device functions by reference (a hidden .b64 pointer), not as a .param value, so no by-value declaration exists; kernels take it by value"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __ptx_abi_private::is_array(__PTX_SIGNATURE.params[2usize].ty.layout),
        "device function `lerp`, parameter `t`: an array type; C++ passes no array by value (an array parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __PTX_SIGNATURE.params[2usize].ty.layout.has_half_pair(),
        "device function `lerp`, parameter `t`: the type is or holds a __half2 or __nv_bfloat162, which CUDA passes to and returns from device functions by reference (a hidden .b64 pointer), not as a .param value, so no by-value declaration exists; kernels take it by value"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! __ptx_abi_private::is_array(match __PTX_SIGNATURE.ret {
        __ptx_abi_private::Some(r) => r.layout, __ptx_abi_private::None =>
        __ptx_abi_private::core::unreachable!(), }),
        "device function `lerp`, the return value: an array type; C++ passes no array by value (an array parameter is a pointer): wrap it in a #[repr(C)] struct, or declare a pointer"
    );
    const _: () = __ptx_abi_private::core::assert!(
        ! match __PTX_SIGNATURE.ret { __ptx_abi_private::Some(r) => r.layout,
        __ptx_abi_private::None => __ptx_abi_private::core::unreachable!(), }
        .has_half_pair(),
        "device function `lerp`, the return value: the type is or holds a __half2 or __nv_bfloat162, which CUDA passes to and returns from device functions by reference (a hidden .b64 pointer), not as a .param value, so no by-value declaration exists; kernels take it by value"
    );
    const _: () = __ptx_abi_private::core::assert!(
        __PTX_SIGNATURE.tensor_maps_agree(),
        "device function `lerp` names tensor maps of two CUDA versions (CuTensorMapCuda12, alignment 64, and CuTensorMapCuda13, alignment 128): it is compiled against one cuda.h"
    );
    impl lerp {
        ///The signature of `lerp`: its PTX header, CUDA C++ prototype, symbol and parameter layout.
        pub const SIGNATURE: __ptx_abi_private::Signature = __PTX_SIGNATURE;
    }
};
