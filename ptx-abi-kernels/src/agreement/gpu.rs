//! Launching the agreement check's kernels through cudarc (feature `cudarc`). The CUDA driver is
//! loaded at run time: without one, or without a GPU, [`launch_all`] records why and returns.
//!
//! Per subject `i`, one launch of `ours{i}` and one of `nv{i}` (one thread each), with
//! `(T p, const T *in, unsigned long long *out)`: `p` is the host's image, `in` a two-element
//! device array whose element 1 is the image, `out` a zeroed buffer. The slots read back are
//! compared with [`super::expected_slots`]; `sizeof`/`alignof` from NVIDIA's kernel with our
//! layout. Before launching, the driver's own parameter offsets and sizes of both kernels
//! (`cuFuncGetParamInfo`, CUDA 12.4+) are compared with [`super::param_block`].

use std::ffi::c_void;
use std::sync::Arc;

use ptx_abi_core::kernel::cudarc::driver::{
    result, sys, CudaContext, CudaFunction, CudaModule, CudaStream, DevicePtr as _, DriverError,
};
use ptx_abi_core::kernel::cudarc::nvrtc::Ptx;

use super::{
    expected_slots, first_difference, leaves, nvidia_name, ours_name, param_block, CheckReport,
    Modules, Subject, Verdict,
};

/// Launches every subject's kernels and fills the report's verdicts (see the module docs).
pub fn launch_all(subjects: &[Subject], modules: &Modules, report: &mut CheckReport) {
    // SAFETY: `is_culib_present` only tries to open the driver library (and closes it).
    if !unsafe { sys::is_culib_present() } {
        report.launch_skipped = Some("no CUDA driver (libcuda.so) on this machine".to_owned());
        return;
    }
    let context = match CudaContext::new(0) {
        Ok(c) => c,
        Err(e) => {
            report.launch_skipped = Some(format!("no CUDA device ({e:?})"));
            return;
        }
    };
    if let Err(e) = launch_with(&context, subjects, modules, report) {
        report.failures.push(format!("launch: {e}"));
        report.launch_skipped = Some(format!("a driver call failed: {e}"));
    }
}

/// `(offset, size)` of parameter `index` of `function`, from the driver.
fn param_info(function: &CudaFunction, index: usize) -> Result<(usize, usize), DriverError> {
    let (mut offset, mut size) = (0usize, 0usize);
    // SAFETY: `cu_function` is a live function handle (borrowed from `function`), and the two
    // out-pointers are valid `size_t`s to write; an index past the last parameter is an error
    // return, not undefined behaviour.
    unsafe {
        sys::cuFuncGetParamInfo(function.cu_function(), index, &mut offset, &mut size).result()?;
    }
    Ok((offset, size))
}

/// Compares the driver's view of `function`'s three parameters with ours: `Ok(None)` when they
/// agree, `Ok(Some(why))` when they do not, `Err` when the driver cannot tell (before 12.4).
fn check_params(
    function: &CudaFunction,
    expected: &[(usize, usize)],
) -> Result<Option<String>, DriverError> {
    for (index, ours) in expected.iter().enumerate() {
        let loaded = param_info(function, index)?;
        if loaded != *ours {
            return Ok(Some(format!(
                "parameter {index}: driver says offset {} size {}, ours offset {} size {}",
                loaded.0, loaded.1, ours.0, ours.1
            )));
        }
    }
    if param_info(function, expected.len()).is_ok() {
        return Ok(Some("the driver sees more parameters".to_owned()));
    }
    Ok(None)
}

/// Launches `function(p, in, out)` on one thread and returns `out`'s `slots` slots.
fn launch_one(
    stream: &Arc<CudaStream>,
    function: &CudaFunction,
    subject: &Subject,
    slots: usize,
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
        // SAFETY: `function` is `ours{i}` or `nv{i}`, whose parameters are `(T p, const T *in,
        // unsigned long long *out)` (checked against the driver when it can tell); `params`
        // points to exactly that many bytes each (`value` is the `size`-byte image, or 8 bytes for
        // the `.u64` stand-in), all alive until the call returns (the driver copies them). The
        // kernel reads `in[1]` (inside the two-element allocation `input`) and writes `slots`
        // slots of `out` (allocated with that many), both alive until the synchronize below.
        unsafe {
            result::launch_kernel(
                function.cu_function(),
                (1, 1, 1),
                (1, 1, 1),
                0,
                stream.cu_stream(),
                &mut params,
            )?;
        }
        stream.synchronize()?;
    }
    let mut got = stream.clone_dtoh(&out)?;
    got.truncate(slots);
    Ok(got)
}

fn load(context: &Arc<CudaContext>, ptx: &str) -> Result<Arc<CudaModule>, DriverError> {
    context.load_module(Ptx::from_src(ptx))
}

fn launch_with(
    context: &Arc<CudaContext>,
    subjects: &[Subject],
    modules: &Modules,
    report: &mut CheckReport,
) -> Result<(), DriverError> {
    let stream = context.default_stream();
    let ours = load(context, &modules.ours)?;
    context.bind_to_thread()?;
    // NVIDIA's view: the newest NVRTC's PTX that this driver loads.
    let mut nvidia = None;
    for ((major, minor), ptx) in modules.nvidia.iter().rev() {
        match load(context, ptx) {
            Ok(m) => {
                nvidia = Some(((*major, *minor), m));
                break;
            }
            Err(e) => report.notes.push(format!(
                "NVRTC {major}.{minor}'s PTX does not load on this driver ({e:?})"
            )),
        }
    }
    let mut param_info_note = None;
    let mut param_mismatches = 0usize;
    for (i, (subject, row)) in subjects.iter().zip(report.rows.iter_mut()).enumerate() {
        let leaves = leaves(subject.layout);
        let n = leaves.len();
        let Ok(expected) = expected_slots(subject.layout, &subject.image) else {
            continue;
        };
        let block = param_block(subject.layout);
        let block: Vec<(usize, usize)> = if subject.by_value() {
            block.to_vec()
        } else {
            vec![(0, 8), (8, 8), (16, 8)]
        };
        // Our probe.
        let function = ours.load_function(&ours_name(i))?;
        let params = check_params(&function, &block);
        let got = launch_one(&stream, &function, subject, 2 * n)?;
        let driver_note = match &params {
            Ok(None) => "; cuFuncGetParamInfo agrees",
            Ok(Some(_)) => "",
            Err(e) => {
                param_info_note.get_or_insert(format!("cuFuncGetParamInfo unavailable: {e:?}"));
                ""
            }
        };
        if let Ok(Some(why)) = &params {
            param_mismatches += 1;
            row.param = Verdict::Mismatch(format!("cuFuncGetParamInfo: {why}"));
        } else if subject.by_value() {
            row.param = match first_difference(&leaves, &expected, &got[..n]) {
                None => Verdict::Ok(format!("launched{driver_note}")),
                Some(d) => Verdict::Mismatch(d),
            };
        }
        row.buffer = match first_difference(&leaves, &expected, &got[n..]) {
            None => Verdict::Ok("launched".to_owned()),
            Some(d) => Verdict::Mismatch(d),
        };
        // NVIDIA's view.
        let Some(((major, minor), module)) = &nvidia else {
            row.nvidia = Verdict::Skipped("no NVRTC PTX loads on this driver".to_owned());
            continue;
        };
        let function = module.load_function(&nvidia_name(i))?;
        let params = check_params(&function, &block);
        let got = launch_one(&stream, &function, subject, 2 + 2 * n)?;
        let mut ours_slots = vec![subject.layout.size as u64, subject.layout.align as u64];
        ours_slots.extend_from_slice(&expected);
        if subject.by_value() {
            ours_slots.extend_from_slice(&expected);
        } else {
            ours_slots.extend(std::iter::repeat_n(0, n));
        }
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
        row.nvidia = if let Ok(Some(why)) = &params {
            param_mismatches += 1;
            Verdict::Mismatch(format!("cuFuncGetParamInfo: {why}"))
        } else {
            match first_difference(&named, &ours_slots, &got) {
                None => Verdict::Ok(format!("launched (NVRTC {major}.{minor}){driver_note}")),
                Some(d) => Verdict::Mismatch(d),
            }
        };
    }
    if let Some(note) = param_info_note {
        report.notes.push(note);
    } else if param_mismatches > 0 {
        report.notes.push(format!(
            "cuFuncGetParamInfo: {param_mismatches} kernels' parameters differ from ours"
        ));
    } else {
        report.notes.push(
            "cuFuncGetParamInfo: every kernel's parameter offsets and sizes equal ours".to_owned(),
        );
    }
    report.launched = true;
    report.launch_skipped = None;
    Ok(())
}
