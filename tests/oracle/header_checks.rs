//! Headers that cannot go stale or drift (`book/src/headers-from-rust.md`, "Headers that cannot go
//! stale"), judged by NVRTC 12.9 and 13.5 compiling the kernels as a user's program does
//! (`Nvrtc::compile`).
//!
//! - A header generated from yesterday's Rust (two members of equal size swapped) compiles, its
//!   own `static_assert`s holding yesterday's numbers; the layout records it leaves in the PTX,
//!   and the header file itself, are reported stale against today's Rust, naming the member.
//! - A hand-written header followed by `CudaHeader::render_checks()` compiles when it matches the
//!   Rust types, and each of six mistakes is a compile error naming the type and member.

use ptx_abi_build::cubin::layout_symbols;
use ptx_abi_build::nvrtc::{CompileError, CudaVersion};
use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::vector::Float3;
use ptx_abi_core::{DevicePtr, PtxAbi};
use ptx_abi_kernels::oracle::Oracle;

#[derive(PtxAbi, Clone, Copy)]
#[repr(u8)]
enum HcSpecies {
    Electron = 1,
    Proton = 2,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct HcCell {
    mass: f32,
    count: u32,
}

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct HcParticle {
    pos: Float3,
    mass: f32,
    charge: f32,
    #[ptx(bits = 3)]
    species: HcSpecies,
    #[ptx(bits = 1)]
    alive: bool,
    #[ptx(bits = 4)]
    level: u8,
    cells: DevicePtr<HcCell>,
}

/// The same type as it was yesterday: `charge` before `mass`.
mod yesterday {
    use super::{DevicePtr, Float3, HcCell, HcSpecies, PtxAbi};

    #[derive(PtxAbi, Clone, Copy)]
    #[repr(C)]
    pub struct HcParticle {
        pos: Float3,
        charge: f32,
        mass: f32,
        #[ptx(bits = 3)]
        species: HcSpecies,
        #[ptx(bits = 1)]
        alive: bool,
        #[ptx(bits = 4)]
        level: u8,
        cells: DevicePtr<HcCell>,
    }
}

const KERNEL: &str = "extern \"C\" __global__ void step(HcParticle *p, int n) {\n\
    int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
    if (i < n) { p[i].pos.x += p[i].mass * p[i].charge; p[i].cells->count += p[i].level; }\n}\n";

/// NVRTC 12 and 13 with their ptxas, those found (`ptx_abi_testenv::oracle::nvrtc`: a missing one is one
/// line, or a failure under `PTX_ABI_REQUIRE_ORACLE=1`).
fn nvrtc_oracles() -> Vec<Oracle> {
    [CudaVersion::Cuda12, CudaVersion::Cuda13]
        .into_iter()
        .filter_map(ptx_abi_testenv::oracle::nvrtc)
        .collect()
}

fn today() -> CudaHeader {
    CudaHeader::new().with::<HcParticle>()
}

#[test]
fn a_stale_generated_header_is_reported_with_the_member_that_moved() {
    let old = CudaHeader::new().with::<yesterday::HcParticle>().render();
    let new = today().render();
    // The header file: its records are yesterday's.
    let err = today()
        .check_header_text(&old, "particles.h")
        .expect_err("yesterday's header is stale");
    let text = err.to_string();
    assert!(
        text.contains("`HcParticle::mass`: the header has `charge float at 12`, the Rust type `mass float at 12`"),
        "{text}"
    );
    today()
        .check_header_text(&new, "particles.h")
        .expect("today's header is current");
    // Today's header with two members of a definition swapped by hand, the layout records left
    // as they were: the text is not what the Rust types render, at that line.
    let lines: Vec<&str> = new.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("struct HcParticle"))
        .expect("HcParticle's definition");
    let first = start
        + 1
        + lines[start + 1..]
            .iter()
            .position(|l| l.trim_end().ends_with(';') && !l.trim_start().starts_with("//"))
            .expect("a member");
    let mut edited = lines.clone();
    edited.swap(first, first + 1);
    let edited = edited.join("\n") + "\n";
    let err = today()
        .check_header_text(&edited, "particles.h")
        .expect_err("a definition edited by hand");
    let text = err.to_string();
    assert!(
        text.contains(&format!(
            "`HcParticle`: line {} of the header is `{}` where the Rust types give `{}`",
            first + 1,
            lines[first + 1].trim(),
            lines[first].trim()
        )),
        "{text}"
    );
    for oracle in nvrtc_oracles() {
        let nvrtc = oracle.nvrtc().expect("an NVRTC oracle");
        let (major, minor) = nvrtc.version();
        // Yesterday's header compiles: its static_asserts hold yesterday's numbers.
        let ptx = nvrtc
            .compile(&format!("{old}\n{KERNEL}"), "stale.cu", &[])
            .unwrap_or_else(|e| panic!("NVRTC {major}.{minor}: {e}"));
        let err = today()
            .check_ptx(&ptx)
            .expect_err("the kernel was built from a stale header");
        let text = err.to_string();
        assert!(text.contains("`HcParticle::mass`"), "{text}");
        assert_eq!(err.drifts.len(), 1, "{text}");
        // The same records in the cubin ptxas makes of it.
        let cubin = oracle.ptxas().assemble_to_cubin(&ptx, "sm_90").unwrap();
        let symbols = layout_symbols(&cubin).unwrap();
        // Three records and two probes (HcSpecies is an enum: no probe).
        assert_eq!(symbols.len(), 5, "{symbols:?}");
        let err = today()
            .check_compiled(&symbols, "stale.cubin")
            .expect_err("the cubin was built from a stale header");
        assert!(err.to_string().contains("`HcParticle::mass`"), "{err}");
        let ptx = nvrtc
            .compile(&format!("{new}\n{KERNEL}"), "fresh.cu", &[])
            .unwrap_or_else(|e| panic!("NVRTC {major}.{minor}: {e}"));
        today().check_ptx(&ptx).unwrap_or_else(|e| panic!("{e}"));
        // A kernel built without the header's records says so, type by type.
        let bare = nvrtc
            .compile("extern \"C\" __global__ void k() {}", "bare.cu", &[])
            .unwrap();
        let err = today().check_ptx(&bare).unwrap_err();
        assert_eq!(err.drifts.len(), 3, "{err}"); // HcSpecies, HcCell, HcParticle
        assert!(err
            .to_string()
            .contains("no layout record `ptx_abi_layout_HcParticle`"));
        eprintln!("NVRTC {major}.{minor}: stale header reported (PTX, cubin, file): {text}");
    }
}

/// A team's own header: right, and with each mistake.
const HAND_WRITTEN: &str = "enum class HcSpecies : unsigned char { Electron = 1, Proton = 2 };\n\
struct HcCell { float mass; unsigned int count; };\n\
struct HcParticle {\n    float3 pos;\n    float mass;\n    float charge;\n    HcSpecies species : 3;\n    \
bool alive : 1;\n    unsigned char level : 4;\n    HcCell *cells;\n};\n";

/// Each of `mistakes` made in the hand-written header fails `compile` (the header, `checks`, the
/// kernel), with a log naming one of its members in a `ptx-abi:` message.
fn assert_mistakes_fail(
    compiler: &str,
    checks: &str,
    mistakes: &[Mistake],
    compile: impl Fn(&str) -> Result<String, CompileError>,
) {
    for (what, from, to, names) in mistakes {
        assert!(HAND_WRITTEN.contains(from), "{what}: {from:?}");
        let wrong = HAND_WRITTEN.replace(from, to);
        let err = compile(&format!("{wrong}{checks}\n{KERNEL}")).expect_err(what);
        assert!(
            names
                .iter()
                .any(|n| err.log.contains(&format!("ptx-abi: {n}"))),
            "{compiler}, {what}: no `ptx-abi: {names:?}` in\n{}",
            err.log
        );
    }
}

/// A mistake: what it is, the text replaced, its replacement, the members a message may name.
type Mistake = (
    &'static str,
    &'static str,
    &'static str,
    &'static [&'static str],
);

#[test]
fn a_hand_written_header_that_differs_does_not_compile() {
    let checks = today().render_checks();
    let mistakes: [Mistake; 6] = [
        (
            "members of equal size swapped",
            "    float mass;\n    float charge;\n",
            "    float charge;\n    float mass;\n",
            &["HcParticle::mass", "offsetof(HcParticle, mass)"],
        ),
        (
            "bit-fields in another order",
            "    HcSpecies species : 3;\n    bool alive : 1;\n",
            "    bool alive : 1;\n    HcSpecies species : 3;\n",
            &["HcParticle::species", "HcParticle::alive"],
        ),
        (
            "a bit-field one bit wider",
            "unsigned char level : 4;",
            "unsigned char level : 5;",
            &["HcParticle::level is wider than its width"],
        ),
        (
            "the element type behind a pointer grew",
            "struct HcCell { float mass; unsigned int count; };",
            "struct HcCell { float mass; unsigned long long count; };",
            &["HcCell::count", "sizeof(HcCell)"],
        ),
        (
            "a member's type changed, its size not",
            "    float charge;\n",
            "    int charge;\n",
            &["HcParticle::charge is not declared as float"],
        ),
        (
            "an enumerator's value changed",
            "Proton = 2",
            "Proton = 3",
            &["HcSpecies::Proton is not 2"],
        ),
    ];
    for oracle in nvrtc_oracles() {
        let nvrtc = oracle.nvrtc().expect("an NVRTC oracle");
        let (major, minor) = nvrtc.version();
        let ptx = nvrtc
            .compile(&format!("{HAND_WRITTEN}{checks}\n{KERNEL}"), "hand.cu", &[])
            .unwrap_or_else(|e| panic!("NVRTC {major}.{minor}: the right header fails: {e}"));
        // The checks header leaves the records too: the compiled kernel checks as current.
        today().check_ptx(&ptx).unwrap_or_else(|e| panic!("{e}"));
        assert_mistakes_fail(
            &format!("NVRTC {major}.{minor}"),
            &checks,
            &mistakes,
            |source| nvrtc.compile(source, "hand.cu", &[]),
        );
        eprintln!(
            "NVRTC {major}.{minor}: the right hand-written header compiles; {} mistakes are compile errors naming the member",
            mistakes.len()
        );
    }
    // nvcc, which many teams build their kernels with, judges the same checks.
    if let Some(nvcc) = ptx_abi_testenv::oracle::nvcc() {
        let label = nvcc.label();
        let source = format!("{HAND_WRITTEN}{checks}\n{KERNEL}");
        let ptx = nvcc
            .compile_source(&source, "hand.cu", &[])
            .unwrap_or_else(|e| panic!("{label}: the right header fails: {e}"));
        // nvcc compiles with -rdc=true here, which renames the static records and probes
        // (`__nv_static_<hash>_<file>_ptx_abi_layout_T`): they are found all the same.
        assert!(
            ptx.contains("__nv_static_"),
            "{label}: no renamed statics in\n{ptx}"
        );
        today()
            .check_ptx(&ptx)
            .unwrap_or_else(|e| panic!("{label}: {e}"));
        assert_mistakes_fail(&label, &checks, &mistakes, |source| {
            nvcc.compile_source(source, "hand.cu", &[])
        });
        eprintln!("{label}: the same");
    }
}

/// Flags with an unnamed bit-field between two named ones.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct HcFlags {
    #[ptx(bits = 3)]
    mode: u8,
    #[ptx(bits = 2, unnamed)]
    _gap: u8,
    #[ptx(bits = 3)]
    level: u8,
    count: u16,
}

/// What no `constexpr` check sees: a hand-written header without the unnamed bit-field has the
/// same members, order, widths, size and offsets (the checks header compiles), but the compiler
/// places `level` two bits lower. The probe value's image in the compiled kernel says so.
#[test]
fn a_missing_unnamed_bit_field_is_reported_from_the_compiled_kernel() {
    let header = CudaHeader::new().with::<HcFlags>();
    let checks = header.render_checks();
    let right = "struct HcFlags { unsigned char mode : 3; unsigned char : 2; unsigned char level : 3; unsigned short count; };\n";
    let wrong = "struct HcFlags { unsigned char mode : 3; unsigned char level : 3; unsigned short count; };\n";
    let kernel = "extern \"C\" __global__ void k(HcFlags *f) { f->count += f->level; }\n";
    for oracle in nvrtc_oracles() {
        let nvrtc = oracle.nvrtc().expect("an NVRTC oracle");
        let (major, minor) = nvrtc.version();
        let ptx = nvrtc
            .compile(&format!("{right}{checks}{kernel}"), "right.cu", &[])
            .unwrap_or_else(|e| panic!("NVRTC {major}.{minor}: {e}"));
        header.check_ptx(&ptx).unwrap_or_else(|e| panic!("{e}"));
        let ptx = nvrtc
            .compile(&format!("{wrong}{checks}{kernel}"), "wrong.cu", &[])
            .unwrap_or_else(|e| panic!("NVRTC {major}.{minor}: the compile-time checks pass: {e}"));
        let err = header
            .check_ptx(&ptx)
            .expect_err("the probe's image differs");
        assert_eq!(err.drifts.len(), 1, "{err}");
        assert_eq!(err.drifts[0].member.as_deref(), Some("level"), "{err}");
        eprintln!("NVRTC {major}.{minor}: {err}");
    }
}

/// 64-bit and 8-bit integers, through a pointer and in an array.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
struct HcSizes {
    bytes: u64,
    offset: i64,
    tag: i8,
    counts: DevicePtr<u64>,
    lanes: [[u32; 2]; 3],
}

/// Headers write integers through typedefs: `size_t` and glibc's `uint64_t` are `unsigned long`
/// on Linux, not the mirrors' `unsigned long long`; plain `char` is not `signed char`. Same
/// representation, same layout: the checks accept them, and still refuse a change of
/// signedness or size (nccl's `ncclDevWorkP2p`, whose `size_t` members failed an exact type
/// check, is how this was found).
#[test]
fn integer_typedefs_of_the_same_representation_pass_the_type_checks() {
    let header = CudaHeader::new().with::<HcSizes>();
    let checks = header.render_checks();
    let right = "typedef unsigned long hc_size_t;\n\
        struct HcSizes { hc_size_t bytes; long offset; char tag; unsigned long *counts; unsigned lanes[3][2]; };\n";
    let kernel = "extern \"C\" __global__ void k(HcSizes *s) { s->bytes += s->tag; }\n";
    let wrong: [(&str, &str, &str); 3] = [
        ("long offset;", "unsigned long offset;", "HcSizes::offset"),
        (
            "unsigned long *counts;",
            "unsigned int *counts;",
            "HcSizes::counts",
        ),
        (
            "unsigned lanes[3][2];",
            "int lanes[3][2];",
            "HcSizes::lanes",
        ),
    ];
    for oracle in nvrtc_oracles() {
        let nvrtc = oracle.nvrtc().expect("an NVRTC oracle");
        let (major, minor) = nvrtc.version();
        let ptx = nvrtc
            .compile(&format!("{right}{checks}{kernel}"), "sizes.cu", &[])
            .unwrap_or_else(|e| panic!("NVRTC {major}.{minor}: typedefs refused: {e}"));
        header.check_ptx(&ptx).unwrap_or_else(|e| panic!("{e}"));
        for (from, to, member) in wrong {
            let source = format!("{}{checks}{kernel}", right.replace(from, to));
            let err = nvrtc.compile(&source, "sizes.cu", &[]).expect_err(to);
            assert!(
                err.log
                    .contains(&format!("ptx-abi: {member} is not declared as")),
                "NVRTC {major}.{minor}, {to}: {}",
                err.log
            );
        }
    }
    if let Some(nvcc) = ptx_abi_testenv::oracle::nvcc() {
        let label = nvcc.label();
        let ptx = nvcc
            .compile_source(&format!("{right}{checks}{kernel}"), "sizes.cu", &[])
            .unwrap_or_else(|e| panic!("{label}: typedefs refused: {e}"));
        header
            .check_ptx(&ptx)
            .unwrap_or_else(|e| panic!("{label}: {e}"));
    }
}
