//! The fourth view: Rust kernels that read a type through its device view (`ABI.md` §12).
//!
//! For each subject `i`, [`rust_kernels`] writes two `#[device_kernel]`s: `rv{i}` takes
//! `View<T>` by value (when its alignment allows, see `assert_by_value_param`), `rp{i}` a
//! `*const View<T>`; each writes `size_of`, `align_of` and every leaf, in the canonical slots of
//! [`super::leaves()`], read through the view's accessors (bit-fields extracted by the view, enums
//! and `bool`s as their raw integers). [`build_ptx`] compiles such a crate with the nightly
//! toolchain for `nvptx64-nvidia-cuda` (`-Zbuild-std=core`, `--emit=asm`), against this
//! workspace's `ptx-abi-core` without `std`; [`entry_differences`] compares rustc's `.entry`
//! declarations with ours.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use ptx_abi_core::layout::{Kind, Scalar};
use ptx_abi_core::ptx::{param_decl, ParamSpace};
use ptx_abi_core::{AddressSize, Layout};

use ptx_abi_build::ptx_parse::Module;
use ptx_abi_build::rust;

/// Whether a Rust kernel can take `layout`'s view by value: a type C++ passes by value (not an
/// array, not a 16-bit float) aligned at most 16 bytes (`ABI.md` §12).
pub fn by_value_in_rust(layout: &Layout) -> bool {
    layout.align <= 16 && super::passed_by_value(layout)
}

/// The Rust kernels of subject `i` (see [`rust_kernels`]): `rp{i}` (through a pointer), then
/// `rv{i}` (by value) where [`by_value_in_rust`]; each with whether it takes the value.
pub fn kernels_of(i: usize, layout: &Layout) -> Vec<(String, bool)> {
    let mut kernels = vec![(pointer_name(i), false)];
    if by_value_in_rust(layout) {
        kernels.push((by_value_name(i), true));
    }
    kernels
}

/// The canonical slot of an integer of `s` read as `expr`: sign- or zero-extended to 64 bits.
fn int_slot(s: Scalar, expr: &str) -> String {
    if s.is_signed_integer() {
        format!("({expr}) as i64 as u64")
    } else {
        format!("({expr}) as u64")
    }
}

/// The slots of a value of `layout` whose view is `expr` (see [`super::leaves()`], whose order and
/// count this follows); `width` is a bit-field's width.
fn slots(layout: &Layout, expr: &str, width: Option<u32>, out: &mut Vec<String>) {
    const COMPONENTS: [&str; 4] = ["x", "y", "z", "w"];
    let wide = match width {
        Some(w) => w > 64,
        None => layout.as_scalar().is_some_and(|s| s.is_128bit()),
    };
    match layout.kind {
        Kind::Scalar(Scalar::Bool) => out.push(format!("({expr}).0 as u64")),
        Kind::Scalar(_) | Kind::Enum { .. } if wide => {
            let raw = match layout.kind {
                Kind::Enum { .. } => format!("({expr}).raw()"),
                _ => format!("({expr})"),
            };
            out.push(format!("{raw} as u64"));
            out.push(format!("({raw} >> 64) as u64"));
        }
        Kind::Scalar(s) => out.push(match s {
            Scalar::F32 | Scalar::F16 | Scalar::Bf16 => format!("({expr}).to_bits() as u64"),
            Scalar::F64 => format!("({expr}).to_bits()"),
            s => int_slot(s, expr),
        }),
        Kind::Enum { repr, .. } => out.push(int_slot(repr, &format!("({expr}).raw()"))),
        Kind::Pointer { .. } => out.push(format!("({expr}).addr")),
        Kind::Handle(_) => out.push(format!("({expr}).0")),
        Kind::Vector { elem, len, .. } => {
            let elem = Layout::scalar(elem);
            for c in COMPONENTS.iter().take(len) {
                slots(&elem, &format!("({expr}).{c}"), None, out);
            }
        }
        Kind::Array { elem, len } => {
            for i in 0..len {
                slots(elem, &format!("({expr})[{i}]"), None, out);
            }
        }
        Kind::Struct { fields, .. } => {
            for f in fields.iter().filter(|f| f.is_named()) {
                let member = format!("({expr}).{}()", rust::ident(f.name));
                slots(f.layout, &member, f.bits.map(|b| b.width), out);
            }
        }
        Kind::Union { .. } | Kind::TensorMap(_) => {
            for i in 0..layout.size {
                out.push(format!("byte(&({expr}), {i})"));
            }
        }
    }
}

/// The number of slots a kernel writes for `layout`: `size`, `align`, then the leaves.
pub fn slot_count(layout: &Layout) -> usize {
    let mut out = Vec::new();
    slots(layout, "p", None, &mut out);
    2 + out.len()
}

/// The by-value kernel of subject `i`.
pub fn by_value_name(i: usize) -> String {
    format!("rv{i}")
}

/// The pointer kernel of subject `i`.
pub fn pointer_name(i: usize) -> String {
    format!("rp{i}")
}

/// Rust kernels for `subjects`, each a type's Rust spelling (as the crate's items name it, see
/// [`rust::type_of`]) and its layout (see the module documentation): `rv{i}` and `rp{i}` per type,
/// `out` a buffer of [`slot_count`] 64-bit slots.
pub fn rust_kernels(subjects: &[(String, &Layout)]) -> String {
    let mut out = String::new();
    for (i, (ty, layout)) in subjects.iter().enumerate() {
        let mut leaves = Vec::new();
        slots(layout, "p", None, &mut leaves);
        let mut body = String::new();
        let _ = writeln!(
            body,
            "    out.add(0).write(core::mem::size_of::<View<{ty}>>() as u64);"
        );
        let _ = writeln!(
            body,
            "    out.add(1).write(core::mem::align_of::<View<{ty}>>() as u64);"
        );
        for (k, leaf) in leaves.iter().enumerate() {
            let _ = writeln!(body, "    out.add({}).write({leaf});", 2 + k);
        }
        for (name, by_value) in kernels_of(i, layout) {
            let (param, read) = if by_value {
                (format!("View<{ty}>"), "")
            } else {
                (format!("*const View<{ty}>"), "    let p = p.read();\n")
            };
            let _ = writeln!(
                out,
                "#[device_kernel]\npub unsafe fn {name}(p: {param}, out: *mut u64) {{\n{read}{body}}}\n"
            );
        }
    }
    out
}

/// The `lib.rs` of a kernel crate: `items` (the types, with `#[derive(PtxAbi, DeviceView)]`),
/// then `kernels`.
pub fn kernel_crate_lib(items: &str, kernels: &str) -> String {
    format!(
        "//! Generated by ptx-abi-kernels (agreement::rust_views): Rust kernels reading device views.\n\
         #![no_std]\n\
         #![cfg_attr(target_arch = \"nvptx64\", feature(abi_ptx, stdarch_nvptx), allow(unused_features))]\n\
         #![allow(dead_code, unused_imports, unused_variables, non_camel_case_types, clippy::all)]\n\n\
         #[cfg(target_arch = \"nvptx64\")]\n\
         #[panic_handler]\n\
         fn panic(_: &core::panic::PanicInfo) -> ! {{\n    loop {{}}\n}}\n\n\
         use ptx_abi_core::device::View;\n\
         use ptx_abi_core::{{device_kernel, DeviceView}};\n\n\
         /// Byte `i` of a value without padding (a union's view, a tensor map).\n\
         fn byte<T>(v: &T, i: usize) -> u64 {{\n    \
         // SAFETY: `i < size_of::<T>()` (generated so), and `T` has no padding.\n    \
         unsafe {{ *(v as *const T as *const u8).add(i) as u64 }}\n}}\n\n\
         {items}\n{kernels}"
    )
}

/// `items`'s `#[derive(PtxAbi ...)]` lines with `DeviceView` added (for the random types'
/// Rust source, [`crate::random::rust_source`]).
pub fn with_device_views(items: &str) -> String {
    items.replace("#[derive(PtxAbi", "#[derive(PtxAbi, DeviceView")
}

/// The `ptx-abi-core` the kernel crates depend on, as a `Cargo.toml` dependency: a checkout's
/// `ptx-abi-core/` in the current directory or one of its parents (this workspace, where its
/// tests, examples and `ptx-abi-check` run), else the release of this crate's own version.
pub fn core_dependency() -> String {
    let checkout = std::env::current_dir().ok().and_then(|cwd| {
        cwd.ancestors().map(|a| a.join("ptx-abi-core")).find(|d| {
            std::fs::read_to_string(d.join("Cargo.toml"))
                .is_ok_and(|m| m.contains("name = \"ptx-abi-core\""))
        })
    });
    match checkout {
        Some(dir) => format!(
            "{{ path = {:?}, default-features = false }}",
            dir.display().to_string()
        ),
        None => format!(
            "{{ version = \"={}\", default-features = false }}",
            env!("CARGO_PKG_VERSION")
        ),
    }
}

use crate::rust_kernel::{nvptx_unavailable, stdout_of, without_pointer_attribute};

/// Writes the crate `name` with `lib_rs` under `dir` (its `Cargo.toml` depends on [`core_dependency`]
/// without `std`, and on `half`), builds it for `nvptx64-nvidia-cuda` with the nightly toolchain
/// (`-Zbuild-std=core`, one codegen unit, `-C target-cpu=sm_70`), and returns the PTX. The
/// target directory, `dir/target`, is kept: `core` is built once per `dir`.
pub fn build_ptx(dir: &Path, name: &str, lib_rs: &str) -> Result<String, String> {
    // Absolute: rustc, which writes the PTX, runs in the crate's directory.
    let dir = &std::path::absolute(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let krate = write_crate(dir, name, lib_rs, None)?;
    crate::rust_kernel::KernelCrate::new(&krate)
        .target_dir(dir.join("target"))
        .offline(true)
        .build()
        .map_err(|e| e.to_string())
}

/// Writes the crate `name` under `dir`: `lib_rs`, and `main_rs` as the binary `{name}-host` if
/// given. Its `Cargo.toml` depends on [`core_dependency`] without `std`, and on `half`.
fn write_crate(
    dir: &Path,
    name: &str,
    lib_rs: &str,
    main_rs: Option<&str>,
) -> Result<PathBuf, String> {
    let krate = dir.join(name);
    std::fs::create_dir_all(krate.join("src")).map_err(|e| format!("{}: {e}", krate.display()))?;
    let bin = match main_rs {
        Some(_) => format!("[[bin]]\nname = \"{name}-host\"\npath = \"src/main.rs\"\n\n"),
        None => String::new(),
    };
    let manifest = format!(
        "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [lib]\npath = \"src/lib.rs\"\ncrate-type = [\"rlib\"]\n\n{bin}\
         [dependencies]\nptx-abi-core = {}\n\
         half = {{ version = \"2.4\", default-features = false }}\n\n\
         [profile.release]\npanic = \"abort\"\ncodegen-units = 1\n\n\
         [workspace]\n",
        core_dependency()
    );
    // Always written: a fresh time makes cargo rebuild the crate (and emit its PTX again).
    let write = |path: PathBuf, text: &str| {
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    write(krate.join("Cargo.toml"), &manifest)?;
    write(krate.join("src/lib.rs"), lib_rs)?;
    if let Some(main_rs) = main_rs {
        write(krate.join("src/main.rs"), main_rs)?;
    }
    Ok(krate)
}

use crate::rust_kernel::clean_env;

/// Where rustc's `.entry` declarations in `ptx` (of [`rust_kernels`] for `layouts`) differ from
/// ours: the value parameter of `rv{i}` against [`param_decl`], and the pointer parameters against
/// `.param .u64` (after [`without_pointer_attribute`]). Each difference is
/// `(subject, kernel, ours, rustc's)`; a kernel missing from the PTX is one too.
pub fn entry_differences(ptx: &str, layouts: &[&Layout]) -> Vec<(usize, String, String, String)> {
    let module = Module::parse(ptx);
    let mut out = Vec::new();
    for (i, layout) in layouts.iter().enumerate() {
        for (name, by_value) in kernels_of(i, layout) {
            let first = format!("{name}_param_0");
            let ours = [
                if by_value {
                    param_decl(layout, &first, ParamSpace::Entry, AddressSize::Bits64)
                        .unwrap_or_else(|e| format!("<no declaration: {e}>"))
                } else {
                    format!(".param .u64 {first}")
                },
                format!(".param .u64 {name}_param_1"),
            ];
            let Some(entry) = module.entry(&name) else {
                out.push((i, name, ours.join(", "), "<no .entry>".to_owned()));
                continue;
            };
            let theirs: Vec<String> = entry
                .params
                .iter()
                .map(|p| without_pointer_attribute(p))
                .collect();
            if theirs != ours {
                out.push((i, name, ours.join(", "), theirs.join(", ")));
            }
        }
    }
    out
}

/// The `main.rs` of the host runner: for each subject `i` (its Rust type as in
/// [`rust_kernels`]), reads line `i` of the file named by its argument (the image, in hex), builds
/// the view with `view_from_bytes`, calls `rp{i}` (and `rv{i}` where it exists) as the host
/// functions `#[device_kernel]` makes of them, and prints `NAME SLOT...` (hex) per call.
pub fn host_runner_main(krate: &str, subjects: &[(String, &Layout)]) -> String {
    let mut out = format!(
        "//! Generated by ptx-abi-kernels (agreement::rust_views): the kernels, run on the host.\n\
         use ptx_abi_core::device::{{view_from_bytes, View}};\n\
         use {krate}::*;\n\n\
         fn print(name: &str, slots: &[u64]) {{\n    \
         let hex: Vec<String> = slots.iter().map(|s| format!(\"{{s:x}}\")).collect();\n    \
         println!(\"{{name}} {{}}\", hex.join(\" \"));\n}}\n\n\
         fn main() {{\n    \
         let path = std::env::args().nth(1).expect(\"the images' file\");\n    \
         let text = std::fs::read_to_string(path).expect(\"the images' file\");\n    \
         let images: Vec<Vec<u8>> = text\n        .lines()\n        \
         .map(|l| l.split_whitespace().map(|b| u8::from_str_radix(b, 16).unwrap()).collect())\n        \
         .collect();\n"
    );
    for (i, (ty, layout)) in subjects.iter().enumerate() {
        let n = slot_count(layout);
        let _ = writeln!(
            out,
            "    {{\n        let v = view_from_bytes::<{ty}>(&images[{i}]).unwrap();"
        );
        for (name, by_value) in kernels_of(i, layout) {
            let arg = if by_value {
                "v".to_owned()
            } else {
                format!("&v as *const View<{ty}>")
            };
            let _ = writeln!(
                out,
                "        let mut out = [0u64; {n}];\n        \
                 unsafe {{ {name}({arg}, out.as_mut_ptr()) }};\n        print(\"{name}\", &out);"
            );
        }
        out.push_str("    }\n");
    }
    out.push_str("}\n");
    out
}

/// Builds the crate `name` (with `lib_rs` and the host runner `main_rs`) for the host with the
/// default toolchain under `dir`, runs it on `images` (one per subject), and returns each call's
/// slots by kernel name.
pub fn run_on_host(
    dir: &Path,
    name: &str,
    lib_rs: &str,
    main_rs: &str,
    images: &[Vec<u8>],
) -> Result<Vec<(String, Vec<u64>)>, String> {
    let dir = &std::path::absolute(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let krate = write_crate(dir, name, lib_rs, Some(main_rs))?;
    let mut cargo = Command::new("cargo");
    cargo
        .args(["build", "--quiet", "--offline"])
        .arg("--manifest-path")
        .arg(krate.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(dir.join("target-host"));
    clean_env(&mut cargo);
    stdout_of(&mut cargo, "cargo build (host runner)")?;
    let images_file = krate.join("images.txt");
    let text: Vec<String> = images.iter().map(|i| crate::random::hex(i)).collect();
    std::fs::write(&images_file, text.join("\n") + "\n")
        .map_err(|e| format!("{}: {e}", images_file.display()))?;
    let exe = dir.join("target-host/debug").join(format!("{name}-host"));
    let stdout = stdout_of(Command::new(&exe).arg(&images_file), "the host runner")?;
    let mut out = Vec::new();
    for line in stdout.lines() {
        let mut words = line.split_whitespace();
        let Some(kernel) = words.next() else { continue };
        let slots = words
            .map(|w| u64::from_str_radix(w, 16).map_err(|e| format!("`{line}`: {e}")))
            .collect::<Result<Vec<u64>, String>>()?;
        out.push((kernel.to_owned(), slots));
    }
    Ok(out)
}

/// Where the slots the Rust kernels wrote (`results`, by kernel name, from [`run_on_host`] or a
/// GPU) differ from the host's: `size_of`, `align_of`, then [`super::expected_slots`] of each
/// subject's image. A kernel missing from `results` is a difference too. Each difference is the
/// subject's index and a message naming the kernel, the type and the first leaf that differs.
pub fn slot_mismatches(
    results: &[(String, Vec<u64>)],
    subjects: &[super::Subject],
) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (i, s) in subjects.iter().enumerate() {
        let leaves = super::leaves(s.layout);
        let mut expected = vec![s.layout.size as u64, s.layout.align as u64];
        match super::expected_slots(s.layout, &s.image) {
            Ok(slots) => expected.extend(slots),
            Err(e) => {
                out.push((i, format!("`{}`: no expected slots: {e}", s.name)));
                continue;
            }
        }
        for (name, _) in kernels_of(i, s.layout) {
            let Some((_, got)) = results.iter().find(|(k, _)| *k == name) else {
                out.push((i, format!("{name} (`{}`): no result", s.name)));
                continue;
            };
            if got[..2.min(got.len())] != expected[..2] {
                out.push((
                    i,
                    format!(
                        "{name} (`{}`): size and alignment {:?}, the layout's {:?}",
                        s.name,
                        &got[..2.min(got.len())],
                        &expected[..2]
                    ),
                ));
            } else if let Some(why) =
                super::first_difference(&leaves, &expected[2..], got.get(2..).unwrap_or(&[]))
            {
                out.push((i, format!("{name} (`{}`): {why}", s.name)));
            }
        }
    }
    out
}

/// The kernel crate's items for the corpus of `config` ([`super::corpus()`]), and each subject's
/// Rust type, in the corpus's order: the fixed corpus's own files (`figures.rs`,
/// `agreement/corpus/types.rs`, compiled as they are: their text is built into this crate), then
/// each random type's Rust source ([`crate::random::rust_source`], `DeviceView` added) in a module
/// of its own.
pub fn corpus_items(config: &super::CheckConfig) -> (String, Vec<String>) {
    let mut items = String::new();
    let mut types = Vec::new();
    if !config.random_only {
        let _ = write!(
            items,
            "pub mod figures {{\n{}\n}}\npub mod corpus {{\n{}\n}}\n\
             pub use figures::*;\npub use corpus::*;\n",
            include_str!("../figures.rs"),
            include_str!("corpus/types.rs"),
        );
        types.extend(
            super::corpus::subjects()
                .iter()
                .map(|s| rust::type_of(s.layout)),
        );
    }
    for (i, case) in super::random_cases(config).enumerate() {
        let _ = writeln!(
            items,
            "pub mod c{i} {{\n    use super::*;\n    use ptx_abi_core::vector::*;\n    \
             use ptx_abi_core::{{DevicePtr, PtxAbi, UnionBytes}};\n{}\n}}",
            with_device_views(&crate::random::rust_source(&case.ty))
        );
        types.push(format!("c{i}::{}", rust::type_of(case.layout)));
    }
    (items, types)
}

/// Where [`check`] takes the Rust kernels' PTX from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RustPtx {
    /// Built here by rustc (nightly with `rust-src`) under the directory, run on the host too;
    /// the PTX is kept as `DIR/check_views.ptx` beside the crate's `src/lib.rs`.
    Build,
    /// Built earlier by [`RustPtx::Build`] into the directory (on another machine: rustc is not
    /// needed here). Its `src/lib.rs` must be the one this corpus generates (the same types, the
    /// same seed and count), else it is refused; the host run was done where it was built.
    Prebuilt,
}

/// The crate's name under the directory of [`check`].
const CHECK_CRATE: &str = "check_views";

/// The Rust view of `subjects` (the corpus of `config`), into `report`'s rows: the kernels built
/// for nvptx64 under `dir` (their `.entry` declarations against ours, assembled by ptxas for sm_70
/// and sm_90), run on the host, and, when `launch`, launched on a GPU (feature `cudarc`). A row
/// whose kernels all agree is `ok`; a difference names the kernel and the first leaf. With
/// [`RustPtx::Prebuilt`], the PTX a [`RustPtx::Build`] left in `dir` is checked and launched
/// instead (`tools/gpu-proof.sh`: no rustc on the GPU machine).
pub fn check(
    config: &super::CheckConfig,
    subjects: &[super::Subject],
    dir: &Path,
    source: RustPtx,
    launch: bool,
    report: &mut super::CheckReport,
) {
    use super::Verdict;
    let set_all = |verdict: Verdict, report: &mut super::CheckReport| {
        for row in &mut report.rows {
            row.rust = verdict.clone();
        }
    };
    if source == RustPtx::Build {
        if let Some(why) = nvptx_unavailable() {
            set_all(Verdict::Skipped(why), report);
            return;
        }
    }
    let (items, types) = corpus_items(config);
    let pairs: Vec<(String, &Layout)> = types
        .into_iter()
        .zip(subjects.iter().map(|s| s.layout))
        .collect();
    let lib = kernel_crate_lib(&items, &rust_kernels(&pairs));
    let ptx_file = dir.join(format!("{CHECK_CRATE}.ptx"));
    let ptx = match source {
        RustPtx::Build => build_ptx(dir, CHECK_CRATE, &lib).and_then(|ptx| {
            std::fs::write(&ptx_file, &ptx)
                .map(|()| ptx)
                .map_err(|e| format!("{}: {e}", ptx_file.display()))
        }),
        RustPtx::Prebuilt => prebuilt_ptx(dir, &lib, &ptx_file),
    };
    let ptx = match ptx {
        Ok(ptx) => ptx,
        Err(e) => {
            report.failures.push(format!("Rust view: {e}"));
            set_all(
                Verdict::Skipped("no Rust kernels: see the FAILURE lines".to_owned()),
                report,
            );
            return;
        }
    };
    let mut problems: Vec<Vec<String>> = vec![Vec::new(); subjects.len()];
    let layouts: Vec<&Layout> = pairs.iter().map(|(_, l)| *l).collect();
    for (i, kernel, ours, theirs) in entry_differences(&ptx, &layouts) {
        problems[i].push(format!("{kernel}: rustc declares {theirs}, ours is {ours}"));
    }
    let mut checked = vec!["rustc's .entry declarations equal ours".to_owned()];
    let targets = [
        (ptx_abi_build::nvrtc::CudaVersion::Cuda12, "sm_70"),
        (ptx_abi_build::nvrtc::CudaVersion::Cuda13, "sm_90"),
    ];
    checked.extend(super::assemble_with(&ptx, "Rust view", &targets, report));
    let images: Vec<Vec<u8>> = subjects.iter().map(|s| s.image.clone()).collect();
    let main = host_runner_main("check_views_host", &pairs);
    let record = |results: &[(String, Vec<u64>)], source: &str, problems: &mut Vec<Vec<String>>| {
        for (i, m) in slot_mismatches(results, subjects) {
            problems[i].push(format!("{source}: {m}"));
        }
    };
    if source == RustPtx::Build {
        match run_on_host(dir, "check_views_host", &lib, &main, &images) {
            Ok(results) => {
                record(&results, "host", &mut problems);
                checked.push(
                    "the kernels run on the host read every leaf as read_dyn does".to_owned(),
                );
            }
            Err(e) => report.failures.push(format!("Rust view on the host: {e}")),
        }
    } else {
        report.notes.push(format!(
            "Rust view: PTX built earlier ({}); its host run was part of that build",
            ptx_file.display()
        ));
    }
    if launch {
        match launch_views(&ptx, subjects) {
            Ok(results) => {
                record(&results, "GPU", &mut problems);
                checked.push("launched on the GPU".to_owned());
            }
            Err(why) => report.notes.push(format!("Rust view not launched: {why}")),
        }
    }
    let ok = checked.join("; ");
    for (row, problems) in report.rows.iter_mut().zip(problems) {
        row.rust = match problems.first() {
            None => Verdict::Ok(ok.clone()),
            Some(first) => Verdict::Mismatch(first.clone()),
        };
    }
}

/// The PTX a [`RustPtx::Build`] left in `dir`, if its crate's `src/lib.rs` is `lib` (the kernels
/// of these very types); else why not.
fn prebuilt_ptx(dir: &Path, lib: &str, ptx_file: &Path) -> Result<String, String> {
    let lib_file = dir.join(CHECK_CRATE).join("src/lib.rs");
    let built = std::fs::read_to_string(&lib_file).map_err(|e| {
        format!(
            "{}: {e} (build the kernels first: ptx-abi-check --rust {} with the same --random \
             and --seed, on a machine with the nightly toolchain)",
            lib_file.display(),
            dir.display()
        )
    })?;
    if built != lib {
        return Err(format!(
            "{} was built for other types than these (another --random, --seed or version of \
             ptx-abi): build it again with the same arguments",
            lib_file.display()
        ));
    }
    std::fs::read_to_string(ptx_file).map_err(|e| format!("{}: {e}", ptx_file.display()))
}

#[cfg(feature = "cudarc")]
fn launch_views(ptx: &str, subjects: &[super::Subject]) -> Result<Vec<(String, Vec<u64>)>, String> {
    let launches: Vec<super::gpu::ViewLaunch> = (subjects.iter().enumerate())
        .map(|(i, s)| super::gpu::ViewLaunch {
            image: &s.image,
            slots: slot_count(s.layout),
            kernels: kernels_of(i, s.layout),
        })
        .collect();
    super::gpu::launch_rust_views(ptx, &launches)
}

#[cfg(not(feature = "cudarc"))]
fn launch_views(_: &str, _: &[super::Subject]) -> Result<Vec<(String, Vec<u64>)>, String> {
    Err("built without the `cudarc` feature".to_owned())
}
