//! An echo kernel written on our own PTX header: it copies each of its parameters, at the offset
//! `kernels!` gives it, to a device buffer. `ptxas` assembles it (CPU only; skipped visibly
//! without the oracle, like the other oracle tests). With the `cudarc` feature and a CUDA GPU,
//! it is launched twice, through `kernelParams` (the generated typed `launch`) and through the
//! packed buffer (`CU_LAUNCH_PARAM_BUFFER_POINTER`), and the device must have received exactly
//! the bytes the host marshalled; the driver's own view of the parameters
//! (`cuFuncGetParamInfo`) must be ours. Without a GPU that part prints one line and passes.
#![allow(dead_code)]

use std::fmt::Write as _;

use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::handles::{CuTensorMapCuda13, TextureObject};
use ptx_abi_core::kernel::Signature;
use ptx_abi_core::layout::Kind;
use ptx_abi_core::vector::Float4;
use ptx_abi_core::{kernels, DevicePtr, PtxAbi};
#[cfg(feature = "cudarc")]
use ptx_abi_testenv::gpu::context_or_skip;

use crate::figures;
// The spec's figure "boundary alignment" (`ABI.md` §2): bit-fields and padding.
use figures::BoundaryAlignment;

/// 64 bytes aligned 64: moved by ptxas on sm_70-sm_90 (`ABI.md` §6; the measurements: `tools/oracle-facts.md` §4).
#[derive(PtxAbi, Clone, Copy)]
#[repr(C, align(64))]
struct A64 {
    v: [u32; 16],
}

kernels! {
    /// Copies parameters 0 to 2 to `out`: a `CUtensorMap` (CUDA 13, aligned 128) and an
    /// `align(64)` struct, whose device offsets differ from the natural ones on sm_70-sm_90.
    pub extern "C" fn echo_tma(flag: u8, map: CuTensorMapCuda13, s: A64, out: *mut u8);
    /// Copies parameters 0 to 6 to `out`, each at its offset in the parameter block.
    pub extern "C" fn echo(
        a: u8,
        f: BoundaryAlignment,
        p: *const f32,
        d: f64,
        v: Float4,
        b: bool,
        t: TextureObject,
        out: *mut u8,
    );
}

/// The echo kernel's PTX: our header, then a body that stores every parameter but the last at
/// its block offset in the buffer the last one points to.
fn echo_ptx(s: &Signature, arch: &str) -> String {
    let symbol = s.symbol();
    let last = s.params.len() - 1;
    let mut body = String::new();
    let _ = writeln!(body, "\tld.param.u64 %rd1, [{symbol}_param_{last}];");
    let _ = writeln!(body, "\tcvta.to.global.u64 %rd2, %rd1;");
    for (i, p) in s.params[..last].iter().enumerate() {
        let name = format!("{symbol}_param_{i}");
        let offset = s.param_offset(i);
        let layout = p.ty.layout;
        // Byte by byte unless a scalar of 1, 2, 4 or 8 bytes: a `CUtensorMap` (128 bytes) is
        // neither an aggregate kind nor a register (the first GPU run of the bundle caught an
        // echo that moved only its first 8 bytes).
        let aggregate = matches!(
            layout.kind,
            Kind::Struct { .. } | Kind::Union { .. } | Kind::Vector { .. } | Kind::Array { .. }
        ) || !matches!(layout.size, 1 | 2 | 4 | 8);
        if aggregate {
            // A `.b8` array: byte by byte.
            for b in 0..layout.size {
                let _ = writeln!(body, "\tld.param.u8 %rs1, [{name}+{b}];");
                let _ = writeln!(body, "\tst.global.u8 [%rd2+{}], %rs1;", offset + b);
            }
        } else {
            // A scalar of its own width, stored aligned (the buffer is, and so is the offset).
            let (ty, reg) = match layout.size {
                1 => ("u8", "%rs1"),
                2 => ("b16", "%rs1"),
                4 => ("b32", "%r1"),
                8 => ("b64", "%rd3"),
                other => unreachable!("a {other}-byte parameter is echoed byte by byte"),
            };
            let _ = writeln!(body, "\tld.param.{ty} {reg}, [{name}];");
            let _ = writeln!(body, "\tst.global.{ty} [%rd2+{offset}], {reg};");
        }
    }
    format!(
        ".version 8.1\n.target {arch}\n.address_size 64\n\n{}\n{{\n\t.reg .b16 %rs<2>;\n\t.reg \
         .b32 %r<2>;\n\t.reg .b64 %rd<4>;\n{body}\tret;\n}}\n",
        s.ptx_header()
    )
}

/// The arguments launched: the figure's sample value, whose image NVRTC gives as
/// `fd c9 00 07 ff 00 ff 01 09 00 00 00` (ABI.md §2).
fn sample_args(
    out: u64,
) -> ptx_abi_core::kernel::KernelArgs<{ echo::PARAM_BYTES }, 8, { echo::PACKED_BYTES }> {
    echo::args(
        0xab,
        BoundaryAlignment::SAMPLE,
        DevicePtr::new(0x0102_0304_0506_0708),
        -2.5,
        Float4::new(1.0, 2.0, 3.0, 4.0),
        true,
        TextureObject(0x1122_3344_5566_7788),
        DevicePtr::new(out),
    )
}

fn sample_tma_args(
    out: u64,
) -> ptx_abi_core::kernel::KernelArgs<{ echo_tma::PARAM_BYTES }, 4, { echo_tma::PACKED_BYTES }> {
    echo_tma::args(
        0x5a,
        CuTensorMapCuda13 {
            opaque: core::array::from_fn(|i| 0xC0DE_0000_0000_0000 | i as u64),
        },
        A64 {
            v: core::array::from_fn(|i| 0x6400 + i as u32),
        },
        DevicePtr::new(out),
    )
}

#[test]
fn the_echo_kernel_assembles() {
    let Some(oracle) = ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda12) else {
        return;
    };
    let ptxas = oracle.ptxas();
    for arch in ["sm_70", "sm_90"] {
        for s in [&echo::SIGNATURE, &echo_tma::SIGNATURE] {
            if let Err(e) = ptxas.assemble(&echo_ptx(s, arch), arch) {
                panic!("{e}\n{}", echo_ptx(s, arch));
            }
        }
    }
    // The parameters and where the echo puts them.
    assert_eq!(
        echo::SIGNATURE.param_offsets::<8>(),
        [0, 4, 16, 24, 32, 48, 56, 64]
    );
    let args = sample_args(0);
    assert_eq!(
        args.param_bytes(1),
        [0xfd, 0xc9, 0x00, 0x07, 0xff, 0x00, 0xff, 0x01, 0x09, 0x00, 0x00, 0x00]
    );
}

/// One thread: the echo kernels copy their parameters once.
#[cfg(feature = "cudarc")]
const ONE_THREAD: ptx_abi_core::gpu::cudarc::driver::LaunchConfig =
    ptx_abi_core::gpu::cudarc::driver::LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };

/// The echo kernel of `signature`, its PTX for `arch` loaded in `context` (JIT-compiled by the
/// driver for the GPU).
#[cfg(feature = "cudarc")]
fn load_echo(
    context: &std::sync::Arc<ptx_abi_core::gpu::cudarc::driver::CudaContext>,
    signature: &Signature,
    arch: &str,
) -> ptx_abi_core::gpu::cudarc::driver::CudaFunction {
    let symbol = signature.symbol();
    context
        .load_module(ptx_abi_core::gpu::cudarc::nvrtc::Ptx::from_src(echo_ptx(
            signature, arch,
        )))
        .unwrap_or_else(|e| panic!("load the module of `{symbol}`: {e:?}"))
        .load_function(&symbol)
        .unwrap_or_else(|e| panic!("find `{symbol}`: {e:?}"))
}

/// With a GPU: the device receives exactly our bytes, through both launch forms.
#[cfg(feature = "cudarc")]
#[test]
fn the_device_receives_the_marshalled_bytes() {
    use ptx_abi_core::gpu::cudarc::driver::DevicePtr as _;

    let Some(context) = context_or_skip("the launch") else {
        return;
    };
    let stream = context.default_stream();
    let function = load_echo(&context, &echo::SIGNATURE, "sm_70");
    match echo::SIGNATURE.check_function(&context, &function) {
        Ok(()) => {}
        Err(e) if matches!(e.what, ptx_abi_core::kernel::ParamDifference::Unobserved(_)) => {
            eprintln!("cuFuncGetParamInfo unavailable ({e}): a driver older than 12.4")
        }
        Err(e) => panic!("the driver sees other parameters: {e}"),
    }
    let size = echo::SIGNATURE.param_offset(7);
    let config = ONE_THREAD;
    for packed in [false, true] {
        let out = stream.alloc_zeros::<u8>(size).expect("allocate");
        let received = {
            let (address, _sync) = out.device_ptr(&stream);
            let args = sample_args(address);
            // SAFETY: `function` is `echo` (loaded by its symbol, parameters checked above); it
            // writes `size` bytes to `out`, a live allocation of `size` bytes, and reads nothing
            // else.
            unsafe {
                if packed {
                    args.launch_packed(&stream, &function, config)
                        .map_err(|e| e.to_string())
                } else {
                    args.launch(&stream, &function, config)
                        .map_err(|e| format!("{e:?}"))
                }
            }
            .expect("launch");
            stream.synchronize().expect("run");
            args.natural_bytes()[..size].to_vec()
        };
        let device = stream.clone_dtoh(&out).expect("copy back");
        assert_eq!(device, received, "packed = {packed}");
    }
    // The typed launch compiles to the same thing.
    let out = stream.alloc_zeros::<u8>(size).expect("allocate");
    let (address, _sync) = out.device_ptr(&stream);
    // SAFETY: as above.
    unsafe {
        echo::launch(
            &stream,
            &function,
            config,
            1,
            BoundaryAlignment {
                s: 0,
                j: 0,
                c: 0,
                t: 0,
                u: 0,
                d: 0,
            },
            DevicePtr::null(),
            0.0,
            Float4::default(),
            false,
            TextureObject(0),
            DevicePtr::new(address),
        )
    }
    .expect("typed launch");
    stream.synchronize().expect("run");
}

/// With a GPU: a packed launch of a kernel taking a `CUtensorMap` and an `align(64)` struct
/// delivers the bytes (the buffer laid out for the loaded kernel), and a buffer of the natural
/// layout is refused before launching, naming the kernel and parameter.
#[cfg(feature = "cudarc")]
#[test]
fn a_packed_tensor_map_launch_delivers_the_bytes() {
    use ptx_abi_core::gpu::cudarc::driver::DevicePtr as _;
    use ptx_abi_core::gpu::{loaded_layout, LaunchError};
    use ptx_abi_core::kernel::ParamLayout;

    let Some(context) = context_or_skip("the packed tensor-map launch") else {
        return;
    };
    let stream = context.default_stream();
    let function = load_echo(&context, &echo_tma::SIGNATURE, "sm_75");
    let layout = loaded_layout(&function).expect("binary version");
    echo_tma::SIGNATURE
        .check_function(&context, &function)
        .unwrap_or_else(|e| panic!("the driver's offsets are not our {layout}: {e}"));
    let size = echo_tma::SIGNATURE.param_offset(3);
    let config = ONE_THREAD;
    let out = stream.alloc_zeros::<u8>(size).expect("allocate");
    let (address, _sync) = out.device_ptr(&stream);
    let args = sample_tma_args(address);
    // SAFETY: `function` is `echo_tma` (parameters checked above); it writes `size` bytes to
    // `out`, a live allocation of `size` bytes, and reads nothing else.
    unsafe { args.launch_packed(&stream, &function, config) }
        .unwrap_or_else(|e| panic!("packed launch: {e}"));
    stream.synchronize().expect("run");
    drop(_sync);
    let device = stream.clone_dtoh(&out).expect("copy back");
    assert_eq!(device, args.natural_bytes()[..size].to_vec(), "{layout}");
    println!("packed launch of echo_tma in the {layout}: the device received our bytes");
    let natural = args.packed(ParamLayout::Natural);
    if args.packed(layout).offsets() != natural.offsets() {
        // SAFETY: as above; the launch is refused before the driver is called.
        match unsafe { natural.launch(&stream, &function, config) } {
            Err(LaunchError::Mismatch(m)) => {
                assert_eq!(m.kernel, "echo_tma");
                println!("a natural buffer is refused: {m}");
            }
            other => panic!("a natural buffer for {layout} was not refused: {other:?}"),
        }
    }
}

/// With a GPU: the checked launch of a kernel ptx-abi did not declare (`CheckedFunction`, its
/// parameters from the driver: `cuFuncGetParamCount` on 13.2 drivers, `cuFuncGetParamInfo`
/// probed before): the echo kernels receive the same bytes as through `kernels!`, the output
/// buffer pushed by `&mut` (cudarc's write guard, held by the builder) and read back on another
/// stream (cudarc's events order the two); the `CUtensorMap` kernel's arguments sit at the
/// device offsets of the JIT architecture; a launch one argument short is refused before the
/// driver is called.
#[cfg(feature = "cudarc")]
#[test]
fn a_checked_launch_of_an_undeclared_kernel_delivers_the_bytes() {
    use ptx_abi_core::gpu::{CheckedFunction, LaunchError};

    let Some(context) = context_or_skip("the checked launch") else {
        return;
    };
    let stream = context.default_stream();
    let reader = context.new_stream().expect("a second stream");
    let config = ONE_THREAD;

    // `echo`, as a user with only its PTX would push its arguments.
    let function = load_echo(&context, &echo::SIGNATURE, "sm_70");
    let echo_fn = CheckedFunction::new(&context, function, "echo")
        .unwrap_or_else(|e| panic!("the driver's parameters: {e}"));
    println!("echo's parameters: {:?}", echo_fn.params());
    let size = echo::SIGNATURE.param_offset(7);
    let mut out = stream.alloc_zeros::<u8>(size).expect("allocate");
    let expected = sample_args(0).natural_bytes()[..size].to_vec();
    let (a, d) = (0xabu8, -2.5f64);
    let figure = BoundaryAlignment::SAMPLE;
    {
        let mut launch = echo_fn.launch_builder(&stream);
        launch
            .arg(&a)
            .value(&figure)
            .address(DevicePtr::<f32>::new(0x0102_0304_0506_0708))
            .arg(&d)
            .value(&Float4::new(1.0, 2.0, 3.0, 4.0))
            .value(&true)
            .value(&TextureObject(0x1122_3344_5566_7788));
        // One short: refused, nothing launched.
        // SAFETY: refused before the driver is called.
        match unsafe { launch.launch(config) } {
            Err(LaunchError::Args(m)) => {
                use ptx_abi_core::kernel::ParamDifference::Param;
                let missing = matches!(
                    m.what,
                    Param {
                        index: 7,
                        ours: None,
                        pushed: None,
                        ..
                    }
                );
                assert!(missing, "{m}");
                println!("one argument short, refused: {m}");
            }
            other => panic!("a launch one argument short was not refused: {other:?}"),
        }
        launch.buffer_mut::<u8, _>(&mut out);
        // SAFETY: `echo` writes `size` bytes to `out` (a live allocation of `size` bytes, held
        // by `&mut` until the builder is dropped) and reads nothing else.
        unsafe { launch.launch(config) }.unwrap_or_else(|e| panic!("checked launch: {e}"));
    }
    // Read on the other stream: the write event the guard recorded orders it.
    let device = reader.clone_dtoh(&out).expect("copy back");
    reader.synchronize().expect("read");
    assert_eq!(device, expected);

    // `echo_tma`: a `CUtensorMap` (aligned 128) and an `align(64)` struct, whose device offsets
    // differ from the natural ones on sm_70-sm_90.
    let function = load_echo(&context, &echo_tma::SIGNATURE, "sm_75");
    let tma_fn = CheckedFunction::new(&context, function, "echo_tma")
        .unwrap_or_else(|e| panic!("the driver's parameters: {e}"));
    println!("echo_tma's parameters: {:?}", tma_fn.params());
    let size = echo_tma::SIGNATURE.param_offset(3);
    let mut out = stream.alloc_zeros::<u8>(size).expect("allocate");
    let args = sample_tma_args(0);
    let map = CuTensorMapCuda13 {
        opaque: core::array::from_fn(|i| 0xC0DE_0000_0000_0000 | i as u64),
    };
    let s = A64 {
        v: core::array::from_fn(|i| 0x6400 + i as u32),
    };
    // SAFETY: `echo_tma` writes `size` bytes to `out` and reads nothing else.
    unsafe {
        tma_fn
            .launch_builder(&stream)
            .arg(&0x5au8)
            .value(&map)
            .value(&s)
            .buffer_mut::<u8, _>(&mut out)
            .launch(config)
    }
    .unwrap_or_else(|e| panic!("checked launch of echo_tma: {e}"));
    let device = stream.clone_dtoh(&out).expect("copy back");
    assert_eq!(device, args.natural_bytes()[..size].to_vec());
    println!(
        "checked launches of echo and echo_tma ({:?}): the device received our bytes",
        tma_fn.params().source
    );
}

/// With a GPU: a C++ kernel compiled by NVRTC (cudarc's, at run time) for the GPU's
/// architecture-specific target where it has one (`compute_90a` on an H100 or H200), found in its
/// PTX by the name its source gives it (`CheckedFunction::find`: namespaced, a template
/// instantiation) and launched checked. The kernel writes the architecture-specific macro's
/// verdict: the arch-specific image ran. The bare name `scale`, which two instantiations answer
/// to, is refused listing both.
#[cfg(feature = "cudarc")]
#[test]
fn a_checked_launch_finds_a_kernel_by_its_source_name_on_its_arch_specific_target() {
    use ptx_abi_core::gpu::cudarc::driver::sys::CUdevice_attribute as A;
    use ptx_abi_core::gpu::cudarc::driver::LaunchConfig;
    use ptx_abi_core::gpu::cudarc::nvrtc::{compile_ptx_with_opts, CompileOptions, Ptx};
    use ptx_abi_core::gpu::{entry_symbols, CheckedFunction, KernelLookupError, ParamsError};

    let Some(context) = context_or_skip("the launch by source name") else {
        return;
    };
    let attribute = |a| context.attribute(a).expect("compute capability");
    let sm = attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10
        + attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
    // Architecture-specific targets exist from compute capability 9.0.
    let specific = sm >= 90;
    let arch: &'static str =
        Box::leak(format!("compute_{sm}{}", if specific { "a" } else { "" }).into_boxed_str());
    let source = "namespace demo {\n\
        template <int N> __global__ void scale(float *x, float s, int n) {\n\
          int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
          if (i >= n) return;\n\
        #if defined(__CUDA_ARCH_SPECIFIC__) || defined(__CUDA_ARCH_FEAT_SM90_ALL)\n\
          x[i] = s * N + 1000.0f;\n\
        #else\n\
          x[i] = s * N;\n\
        #endif\n\
        }\n\
        template __global__ void scale<2>(float *, float, int);\n\
        template __global__ void scale<3>(float *, float, int);\n\
        }\n";
    let options = CompileOptions {
        arch: Some(arch),
        ..Default::default()
    };
    let ptx = match compile_ptx_with_opts(source, options) {
        Ok(ptx) => ptx.to_src(),
        Err(e) => {
            eprintln!("NVRTC (cudarc's) could not compile for {arch}: {e:?}; skipping");
            assert!(!ptx_abi_testenv::required(ptx_abi_testenv::Need::Gpu));
            return;
        }
    };
    let module = context
        .load_module(Ptx::from_src(ptx.clone()))
        .expect("load the module");
    let symbols = entry_symbols(&ptx);
    match CheckedFunction::find(&context, &module, symbols.iter().copied(), "scale") {
        Err(ParamsError::Lookup(KernelLookupError::Ambiguous { candidates, .. })) => {
            assert_eq!(candidates.len(), 2, "{candidates:?}");
        }
        other => panic!("`scale` names two instantiations: {other:?}"),
    }
    let scale = CheckedFunction::find(&context, &module, symbols.iter().copied(), "demo::scale<3>")
        .unwrap_or_else(|e| panic!("demo::scale<3>: {e}"));
    let stream = context.default_stream();
    let n = 256usize;
    let mut out = stream.alloc_zeros::<f32>(n).expect("allocate");
    // SAFETY: `scale` writes `n` floats of `out` (a live allocation of `n` floats).
    unsafe {
        scale
            .launch_builder(&stream)
            .buffer_mut::<f32, _>(&mut out)
            .value(&2.0f32)
            .value(&(n as i32))
            .launch(LaunchConfig::for_num_elems(n as u32))
    }
    .unwrap_or_else(|e| panic!("checked launch of demo::scale<3>: {e}"));
    let device = stream.clone_dtoh(&out).expect("copy back");
    let expected = if specific { 1006.0 } else { 6.0 };
    assert!(device.iter().all(|&v| v == expected), "{:?}", &device[..4]);
    println!(
        "demo::scale<3> found by its source name in {arch} PTX and launched checked on sm_{sm}: \
         {n} values of {expected}"
    );
}
