//! Launching the agreement check's kernels through cudarc (feature `cudarc`). The CUDA driver is
//! loaded at run time: without one, or without a GPU, [`launch_all`] records why and returns.
//!
//! Per subject `i`, one launch of `ours{i}` and one of `nv{i}` (one thread each), with
//! `(T p, const T *in, unsigned long long *out)`: `p` is the host's image, `in` a two-element
//! device array whose element 1 is the image, `out` a zeroed buffer. The slots read back are
//! compared with [`super::expected_slots`]; `sizeof`/`alignof` from NVIDIA's kernel with our
//! layout. Our probe is launched a second time with a packed buffer
//! (`CU_LAUNCH_PARAM_BUFFER_POINTER`) laid out in the device layout of its architecture (the
//! `packed` view). Before launching, the driver's own parameter offsets and sizes of both kernels
//! (`cuFuncGetParamInfo`, CUDA 12.4+) are compared with our device layout
//! ([`super::param_block`] of the function's binary architecture): a difference is a mismatch.
//! No parameter past the third is asked for (`cuFuncGetParamCount` gives the count on CUDA 13.2
//! drivers and newer).

use std::ffi::c_void;
use std::sync::Arc;

use ptx_abi_core::gpu::cudarc::driver::{
    result, sys, CudaContext, CudaFunction, CudaModule, CudaStream, DevicePtr as _, DriverError,
};
use ptx_abi_core::gpu::cudarc::nvrtc::Ptx;
use ptx_abi_core::gpu::{driver_params, loaded_layout};
use ptx_abi_core::kernel::{LaunchExtra, ParamLayout, ParamSlot};

use super::{
    expected_slots, first_difference, leaves, nvidia_name, ours_name, param_block, CheckReport,
    Modules, Subject, Verdict,
};

/// A context on device 0, or why there is none.
fn open_context() -> Result<Arc<CudaContext>, String> {
    ptx_abi_core::gpu::open_device(0).map_err(|e| e.to_string())
}

/// Why nothing can be launched here (no driver, no device), or `None` when a context opens
/// ([`super::launch_unavailable`]).
pub fn unavailable() -> Option<String> {
    open_context().err()
}

/// Launches every subject's kernels and fills the report's verdicts (see the module docs).
pub fn launch_all(subjects: &[Subject], modules: &Modules, report: &mut CheckReport) {
    let context = match open_context() {
        Ok(c) => c,
        Err(why) => {
            report.launch_skipped = Some(why);
            return;
        }
    };
    if let Err(e) = launch_with(&context, subjects, modules, report) {
        report.failures.push(format!("launch: {e}"));
        report.launch_skipped = Some(format!("a driver call failed: {e}"));
    }
}

/// Compares the driver's view of `function`'s three parameters with ours (`expected`, in the
/// function's device layout): `Ok(None)` when they agree, `Ok(Some(why))` when they do not, `Err`
/// when the driver cannot tell (before 12.4). Asks for no parameter past the third.
fn check_params(
    function: &CudaFunction,
    expected: &[ParamSlot],
) -> Result<Option<String>, DriverError> {
    let Some(driver) = driver_params(function, expected.len())? else {
        return Err(DriverError(sys::CUresult::CUDA_ERROR_NOT_SUPPORTED));
    };
    if let Some(count) = driver.count.filter(|&c| c != expected.len()) {
        return Ok(Some(format!(
            "the driver sees {count} parameters, ours {}",
            expected.len()
        )));
    }
    for (index, (ours, loaded)) in expected.iter().zip(&driver.params).enumerate() {
        if loaded != ours {
            return Ok(Some(format!(
                "parameter {index}: driver says {loaded}, ours {ours}"
            )));
        }
    }
    Ok(None)
}

/// How a probe is launched.
#[derive(Clone, Copy)]
enum Form<'a> {
    /// `kernelParams`.
    Params,
    /// One packed buffer with the three parameters in these slots.
    Packed(&'a [ParamSlot; 3]),
}

/// Launches `function(p, in, out)` on one thread and returns `out`'s `slots` slots.
fn launch_one(
    stream: &Arc<CudaStream>,
    function: &CudaFunction,
    subject: &Subject,
    slots: usize,
    form: Form<'_>,
) -> Result<Vec<u64>, DriverError> {
    let input = stream.clone_htod(&subject.buffer())?;
    let out = stream.alloc_zeros::<u64>(slots.max(1))?;
    {
        let (in_addr, _in_sync) = input.device_ptr(stream);
        let (out_addr, _out_sync) = out.device_ptr(stream);
        // The by-value parameter: the host image (8 zero bytes for a type that is not a kernel
        // parameter, where the kernels take an unused pointer).
        let mut value = subject.image.clone();
        if !subject.by_value() {
            value = vec![0; 8];
        }
        // `cuLaunchKernel` and `cuFuncGetParamInfo` act on the calling thread's context.
        stream.context().bind_to_thread()?;
        let mut in_arg = in_addr;
        let mut out_arg = out_addr;
        let mut params: [*mut c_void; 3] = [
            value.as_mut_ptr().cast(),
            (&mut in_arg as *mut u64).cast(),
            (&mut out_arg as *mut u64).cast(),
        ];
        match form {
            // SAFETY: `function` is `ours{i}` or `nv{i}`, whose parameters are `(T p, const T
            // *in, unsigned long long *out)` (checked against the driver when it can tell);
            // `params` points to exactly that many bytes each (`value` is the `size`-byte image,
            // or 8 bytes for the `.u64` stand-in), all alive until the call returns (the driver
            // copies them). The kernel reads `in[1]` (inside the two-element allocation `input`)
            // and writes `slots` slots of `out` (allocated with that many), both alive until the
            // synchronize below.
            Form::Params => unsafe { launch_one_thread(function, stream, &mut params)? },
            Form::Packed(block) => {
                let mut buffer = vec![0u8; block[2].offset + block[2].size];
                let parts: [&[u8]; 3] = [&value, &in_arg.to_le_bytes(), &out_arg.to_le_bytes()];
                for (slot, bytes) in block.iter().zip(parts) {
                    let (offset, size) = (slot.offset, slot.size);
                    buffer[offset..offset + size].copy_from_slice(&bytes[..size]);
                }
                let mut size = buffer.len();
                let mut extra: [*mut c_void; 5] = [
                    LaunchExtra::BUFFER_POINTER,
                    buffer.as_mut_ptr().cast(),
                    LaunchExtra::BUFFER_SIZE,
                    (&mut size as *mut usize).cast(),
                    LaunchExtra::END,
                ];
                // SAFETY: as for `kernelParams` above, with the three parameters in one buffer
                // at the offsets the driver reported for this function (compared before the
                // launch; a difference is reported as a mismatch and the packed launch is not
                // made); `extra` is the five-pointer list `cuLaunchKernel` documents, `buffer`
                // and `size` alive until it returns; `kernelParams` is null, as required.
                unsafe {
                    sys::cuLaunchKernel(
                        function.cu_function(),
                        1,
                        1,
                        1,
                        1,
                        1,
                        1,
                        0,
                        stream.cu_stream(),
                        std::ptr::null_mut(),
                        extra.as_mut_ptr(),
                    )
                    .result()?;
                }
            }
        }
        stream.synchronize()?;
    }
    let mut got = stream.clone_dtoh(&out)?;
    got.truncate(slots);
    Ok(got)
}

/// Launches `function` on one thread (one block) with `params` as its `kernelParams`.
///
/// # Safety
/// `params` holds one pointer per parameter of `function`, each to as many bytes as that
/// parameter has, alive until this returns; the memory the kernel reads and writes stays alive
/// until the stream is synchronized.
unsafe fn launch_one_thread(
    function: &CudaFunction,
    stream: &CudaStream,
    params: &mut [*mut c_void],
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe {
        result::launch_kernel(
            function.cu_function(),
            (1, 1, 1),
            (1, 1, 1),
            0,
            stream.cu_stream(),
            params,
        )
    }
}

/// The device layout of `function`'s architecture, and where the three parameters
/// `(T p, const T *in, unsigned long long *out)` sit in it (`p` is the `.u64` stand-in for a type
/// that is not a kernel parameter).
fn device_block(
    function: &CudaFunction,
    subject: &Subject,
) -> Result<(ParamLayout, [ParamSlot; 3]), DriverError> {
    let device = loaded_layout(function)?;
    let layout = if subject.by_value() {
        subject.layout
    } else {
        &U64
    };
    Ok((device, param_block(layout, device)))
}

/// The layout of the `.u64` stand-in parameter.
static U64: ptx_abi_core::Layout = ptx_abi_core::Layout::scalar(ptx_abi_core::layout::Scalar::U64);

fn load(context: &Arc<CudaContext>, ptx: &str) -> Result<Arc<CudaModule>, DriverError> {
    context.load_module(Ptx::from_src(ptx))
}

/// Loads NVIDIA's view after the driver's JIT assembled it without optimisation
/// (`CU_JIT_OPTIMIZATION_LEVEL` 0, through `cuLink*`): the view checks the front end's layout,
/// and ptxas's optimiser (12.9, 13.0 and 13.5 alike, offline and in driver 580.159.04's JIT)
/// miscompiles some reads of misaligned members of packed structs, assembling a 64-bit value
/// from 16-bit loads with one half lost (`ABI.md` §14; `tools/gpu-repro/`). Our probes, whose
/// loads are one per leaf, are loaded as they are.
fn load_unoptimised(context: &Arc<CudaContext>, ptx: &str) -> Result<Arc<CudaModule>, DriverError> {
    context.bind_to_thread()?;
    let mut source = ptx.as_bytes().to_vec();
    source.push(0);
    let mut options = [sys::CUjit_option::CU_JIT_OPTIMIZATION_LEVEL];
    // The option's value (0) is passed in the pointer itself (the driver API's convention).
    let mut values = [core::ptr::null_mut::<c_void>()];
    let mut state: sys::CUlinkState = core::ptr::null_mut();
    // SAFETY: one option with its value, both arrays of length 1 and alive for the call; `state`
    // is a valid out-pointer.
    unsafe {
        sys::cuLinkCreate_v2(1, options.as_mut_ptr(), values.as_mut_ptr(), &mut state).result()?
    };
    let cubin = (|| {
        // SAFETY: `state` was created above; `source` is NUL-terminated PTX of `source.len()`
        // bytes, alive for the call; the name is a C string; no options.
        unsafe {
            sys::cuLinkAddData_v2(
                state,
                sys::CUjitInputType::CU_JIT_INPUT_PTX,
                source.as_mut_ptr().cast(),
                source.len(),
                c"nvidia_view.ptx".as_ptr(),
                0,
                core::ptr::null_mut(),
                core::ptr::null_mut(),
            )
            .result()?;
        }
        let mut image: *mut c_void = core::ptr::null_mut();
        let mut size = 0usize;
        // SAFETY: `state` holds the PTX; `image` and `size` are valid out-pointers.
        unsafe { sys::cuLinkComplete(state, &mut image, &mut size).result()? };
        // SAFETY: the driver returned `size` bytes at `image`, owned by `state`, which is
        // destroyed only after this copy.
        Ok(unsafe { std::slice::from_raw_parts(image.cast::<u8>(), size) }.to_vec())
    })();
    // SAFETY: `state` was created above and is not used after this.
    let destroyed = unsafe { sys::cuLinkDestroy(state) }.result();
    let cubin: Vec<u8> = cubin?;
    destroyed?;
    context.load_module(Ptx::from_binary(cubin))
}

/// Launches every subject's kernels in `context` (see the module docs): the verdicts go to the
/// report's rows, what the driver could not do or tell to its notes; `Err` is a failed driver
/// call, which ends the run.
fn launch_with(
    context: &Arc<CudaContext>,
    subjects: &[Subject],
    modules: &Modules,
    report: &mut CheckReport,
) -> Result<(), DriverError> {
    let stream = context.default_stream();
    let ours = load(context, &modules.ours)?;
    context.bind_to_thread()?;
    let nvidia = load_nvidia(context, modules, &mut report.notes);
    let mut tally = ParamInfoTally::default();
    for (i, (subject, row)) in subjects.iter().zip(report.rows.iter_mut()).enumerate() {
        let leaves = leaves(subject.layout);
        let Ok(expected) = expected_slots(subject.layout, &subject.image) else {
            continue;
        };
        let launches = SubjectLaunches {
            stream: &stream,
            i,
            subject,
            leaves: &leaves,
            expected: &expected,
        };
        let driver_note = launches.launch_ours(&ours, row, &mut tally)?;
        let Some((version, module)) = &nvidia else {
            row.nvidia = Verdict::Skipped("no NVRTC PTX loads on this driver".to_owned());
            continue;
        };
        row.nvidia = launches.launch_nvidia(module, *version, driver_note, &mut tally)?;
    }
    report.notes.push(tally.note());
    report.launched = true;
    report.launch_skipped = None;
    Ok(())
}

/// NVIDIA's view: the newest NVRTC's PTX that this driver loads, with that NVRTC's version; a
/// note for each newer one that does not load.
fn load_nvidia(
    context: &Arc<CudaContext>,
    modules: &Modules,
    notes: &mut Vec<String>,
) -> Option<((i32, i32), Arc<CudaModule>)> {
    for ((major, minor), ptx) in modules.nvidia.iter().rev() {
        match load_unoptimised(context, ptx) {
            Ok(m) => return Some(((*major, *minor), m)),
            Err(e) => notes.push(format!(
                "NVRTC {major}.{minor}'s PTX does not load on this driver ({e:?})"
            )),
        }
    }
    None
}

/// What `cuFuncGetParamInfo` said over the run: why it could not tell (the first reason), and
/// how many kernels' parameters it saw differ from ours.
#[derive(Default)]
struct ParamInfoTally {
    unavailable: Option<String>,
    mismatches: usize,
}

impl ParamInfoTally {
    /// The run's note on `cuFuncGetParamInfo`.
    fn note(self) -> String {
        if let Some(note) = self.unavailable {
            note
        } else if self.mismatches > 0 {
            format!(
                "cuFuncGetParamInfo: {} kernels' parameters differ from ours",
                self.mismatches
            )
        } else {
            "cuFuncGetParamInfo: every kernel's parameter offsets and sizes equal our device \
             layout of its architecture"
                .to_owned()
        }
    }
}

/// One subject's launches: subject `i`, its leaves, and the slots they should read back.
struct SubjectLaunches<'a> {
    stream: &'a Arc<CudaStream>,
    i: usize,
    subject: &'a Subject,
    leaves: &'a [super::Leaf],
    expected: &'a [u64],
}

impl SubjectLaunches<'_> {
    /// Our probe `ours{i}`: its parameters against the driver's, then launched with
    /// `kernelParams` (the `param` and `buffer` views) and, when it takes the value and the
    /// driver agrees, with a packed buffer (`packed`). Returns the note on the driver's
    /// agreement that the row's verdicts carry.
    fn launch_ours(
        &self,
        module: &Arc<CudaModule>,
        row: &mut super::Row,
        tally: &mut ParamInfoTally,
    ) -> Result<&'static str, DriverError> {
        let (subject, leaves, expected) = (self.subject, self.leaves, self.expected);
        let n = leaves.len();
        let function = module.load_function(&ours_name(self.i))?;
        let (device, block) = device_block(&function, subject)?;
        let params = check_params(&function, &block);
        let got = launch_one(self.stream, &function, subject, 2 * n, Form::Params)?;
        let driver_note = match &params {
            Ok(None) => "; cuFuncGetParamInfo agrees",
            Ok(Some(_)) => "",
            Err(e) => {
                tally
                    .unavailable
                    .get_or_insert(format!("cuFuncGetParamInfo unavailable: {e:?}"));
                ""
            }
        };
        if let Ok(Some(why)) = &params {
            tally.mismatches += 1;
            row.param = Verdict::Mismatch(format!("cuFuncGetParamInfo: {why}"));
            row.packed = Verdict::Mismatch(format!("not launched: cuFuncGetParamInfo: {why}"));
        } else if subject.by_value() {
            row.param = match first_difference(leaves, expected, &got[..n]) {
                None => Verdict::Ok(format!("launched{driver_note}")),
                Some(d) => Verdict::Mismatch(d),
            };
            let packed = launch_one(self.stream, &function, subject, 2 * n, Form::Packed(&block))?;
            row.packed = match first_difference(leaves, expected, &packed[..n]) {
                None => Verdict::Ok(format!("launched packed ({device})")),
                Some(d) => Verdict::Mismatch(d),
            };
        } else {
            row.packed = Verdict::Skipped("not a kernel parameter".to_owned());
        }
        row.buffer = match first_difference(leaves, expected, &got[n..]) {
            None => Verdict::Ok("launched".to_owned()),
            Some(d) => Verdict::Mismatch(d),
        };
        Ok(driver_note)
    }

    /// NVIDIA's view `nv{i}` from NVRTC `major.minor`: its parameters against the driver's, then
    /// its `sizeof`, `alignof` and every leaf (by value and in the buffer) against our layout.
    /// `driver_note` is our probe's note on the driver's agreement.
    fn launch_nvidia(
        &self,
        module: &Arc<CudaModule>,
        (major, minor): (i32, i32),
        driver_note: &str,
        tally: &mut ParamInfoTally,
    ) -> Result<Verdict, DriverError> {
        let (subject, leaves, expected) = (self.subject, self.leaves, self.expected);
        let n = leaves.len();
        let function = module.load_function(&nvidia_name(self.i))?;
        let (_, block) = device_block(&function, subject)?;
        let params = check_params(&function, &block);
        let got = launch_one(self.stream, &function, subject, 2 + 2 * n, Form::Params)?;
        let mut ours_slots = vec![subject.layout.size as u64, subject.layout.align as u64];
        ours_slots.extend_from_slice(expected);
        if subject.by_value() {
            ours_slots.extend_from_slice(expected);
        } else {
            ours_slots.extend(std::iter::repeat_n(0, n));
        }
        let named = nvidia_slot_names(leaves);
        Ok(if let Ok(Some(why)) = &params {
            tally.mismatches += 1;
            Verdict::Mismatch(format!("cuFuncGetParamInfo: {why}"))
        } else {
            match first_difference(&named, &ours_slots, &got) {
                None => Verdict::Ok(format!(
                    "launched (NVRTC {major}.{minor}, JIT at -O0){driver_note}"
                )),
                Some(d) => Verdict::Mismatch(d),
            }
        })
    }
}

/// What each slot of NVIDIA's view holds, named for a difference: `sizeof`, `alignof`, the
/// leaves of `p`, then those of `in[1]`.
fn nvidia_slot_names(leaves: &[super::Leaf]) -> Vec<super::Leaf> {
    let mut named = vec![
        super::Leaf {
            path: "sizeof".to_owned(),
            cpp: String::new(),
            load: super::Load::Int {
                offset: 0,
                size: 8,
                signed: false,
            },
        };
        2
    ];
    named[1].path = "alignof".to_owned();
    named.extend(leaves.iter().cloned());
    // Device slots of `in[1]` come after those of `p`: report their path too.
    named.extend(leaves.iter().map(|l| super::Leaf {
        path: format!("in[1]{}", l.path),
        ..l.clone()
    }));
    named
}

/// One subject's Rust view kernels ([`super::rust_views`] names them): `rp{i}` takes a pointer
/// to a device copy of `image`, `rv{i}` the image as its by-value parameter; each writes `slots`
/// 64-bit slots.
pub struct ViewLaunch<'a> {
    /// The subject's device image.
    pub image: &'a [u8],
    /// The 64-bit slots each kernel writes.
    pub slots: usize,
    /// Each kernel's name, and whether it takes the image by value.
    pub kernels: Vec<(String, bool)>,
}

/// Launches the Rust views' kernels in `ptx`, one thread each ([`ViewLaunch`]); returns each
/// kernel's slots, or why nothing was launched.
pub fn launch_rust_views(
    ptx: &str,
    launches: &[ViewLaunch<'_>],
) -> Result<Vec<(String, Vec<u64>)>, String> {
    let context = open_context()?;
    let run = || -> Result<Vec<(String, Vec<u64>)>, DriverError> {
        let stream = context.default_stream();
        let module = load(&context, ptx)?;
        let mut out = Vec::new();
        for ViewLaunch {
            image,
            slots,
            kernels,
        } in launches
        {
            let slots = *slots;
            // `cuMemAlloc` aligns to 256 bytes: enough for any view.
            let input = stream.clone_htod(*image)?;
            for (name, by_value) in kernels {
                let by_value = *by_value;
                let function = module.load_function(name)?;
                let result = stream.alloc_zeros::<u64>(slots)?;
                {
                    let (in_addr, _in_sync) = input.device_ptr(&stream);
                    let (out_addr, _out_sync) = result.device_ptr(&stream);
                    stream.context().bind_to_thread()?;
                    let mut value = image.to_vec();
                    let mut in_arg = in_addr;
                    let mut out_arg = out_addr;
                    let first: *mut c_void = if by_value {
                        value.as_mut_ptr().cast()
                    } else {
                        (&mut in_arg as *mut u64).cast()
                    };
                    let mut params: [*mut c_void; 2] = [first, (&mut out_arg as *mut u64).cast()];
                    // SAFETY: `function` is `rv{i}` `(View<T> p, u64 *out)` or `rp{i}`
                    // `(const View<T> *p, u64 *out)` (their declarations were compared with ours
                    // before the launch); `params` points to the image (`size` bytes, the view's
                    // size) or the input's address, and to the output's address, all alive until
                    // the call returns. The kernel reads the image (`input`, `size` bytes) and
                    // writes `slots` slots of `result`, both alive until the synchronize below.
                    unsafe { launch_one_thread(&function, &stream, &mut params)? };
                    stream.synchronize()?;
                }
                out.push((name.clone(), stream.clone_dtoh(&result)?));
            }
        }
        Ok(out)
    };
    run().map_err(|e| format!("a driver call failed: {e:?}"))
}
