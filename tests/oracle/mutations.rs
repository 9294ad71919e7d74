//! The mutation matrix: each check that compares a Rust type with C++ against each mistake a
//! user makes in the C++ definition, judged by NVRTC compiling the mistaken header. A cell is
//! caught, or out of the check's scope as its documentation says (the table in
//! `book/src/troubleshooting.md`, "Which check catches which mistake"); any other cell fails.
//!
//! The checks: `check_header_text` on the generated header's text; the generated header compiled
//! (its `static_assert`s, then `check_ptx` on the kernel's records and probe); a hand-written
//! definition compiled with `render_checks` (its `static_assert`s, then `check_ptx`); the
//! importer reading the definition and `rust_type`'s `check_same_as_header`; `check_images` on
//! a kernel taking the type by value.

use std::collections::BTreeSet;

use ptx_abi_build::cubin::{check_images, Declared, Image};
use ptx_abi_build::import::ImportOptions;
use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::layout::Layout;
use ptx_abi_core::lock::Lock;
use ptx_abi_core::vector::Float4;
use ptx_abi_core::PtxAbi;

#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
pub(crate) struct MxParams {
    pub(crate) flag: u32,
    pub(crate) colour: Float4,
    #[ptx(bits = 4)]
    pub(crate) mode: u32,
    #[ptx(bits = 1)]
    pub(crate) wrap: bool,
    pub(crate) weight: f32,
    pub(crate) count: i32,
    pub(crate) alive: bool,
}

/// The mistakes: a name, and the edit of the generated definition's lines.
const MISTAKES: [(&str, &[(&str, &str)]); 12] = [
    ("member renamed", &[("    int count;", "    int total;")]),
    (
        "alignment lowered (a packed member)",
        &[(
            "    float4 colour;",
            "    float4 colour __attribute__((packed));",
        )],
    ),
    (
        "members reordered",
        &[(
            "    float weight;\n    int count;\n",
            "    int count;\n    float weight;\n",
        )],
    ),
    (
        "member retyped (same size)",
        &[("    float weight;", "    int weight;")],
    ),
    ("member removed", &[("    int count;\n", "")]),
    (
        "member added",
        &[("    int count;\n", "    int count;\n    int extra;\n")],
    ),
    ("bit-field resized", &[("mode : 4;", "mode : 3;")]),
    (
        "bit-fields swapped",
        &[(
            "    unsigned int mode : 4;\n    bool wrap : 1;\n",
            "    bool wrap : 1;\n    unsigned int mode : 4;\n",
        )],
    ),
    (
        "alignment raised",
        &[("    float weight;", "    alignas(8) float weight;")],
    ),
    (
        "array for a vector type",
        &[("    float4 colour;", "    float colour[4];")],
    ),
    ("`bool` for `int`", &[("    int count;", "    bool count;")]),
    (
        "packing changed",
        &[(
            "struct MxParams {",
            "struct __attribute__((packed)) MxParams {",
        )],
    ),
];

/// The mistakes that keep the type's size and alignment: all a compiled kernel's parameter
/// holds, so out of `check_images`' scope (the other checks catch them).
const SAME_SIZE: [&str; 7] = [
    "member renamed",
    "members reordered",
    "member retyped (same size)",
    "member removed",
    "bit-field resized",
    "bit-fields swapped",
    "`bool` for `int`",
];

const KERNEL: &str = "extern \"C\" __global__ void k(MxParams p, int *out) { out[0] = p.flag; }\n";

/// `text` with every edit made, each of which must apply.
fn mistaken(text: &str, edits: &[(&str, &str)]) -> String {
    let mut out = text.to_owned();
    for (from, to) in edits {
        assert!(out.contains(from), "`{from}` not in\n{out}");
        out = out.replacen(from, to, 1);
    }
    out
}

/// The definition `render` writes, alone: what a user writes by hand.
pub(crate) fn definition(rendered: &str) -> String {
    let start = rendered.find("struct MxParams {").expect("the definition");
    let end = start + rendered[start..].find("};\n").expect("its end") + 3;
    rendered[start..end].to_owned()
}

#[test]
fn every_check_against_every_mistake() {
    let Some(oracle) = ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda13) else {
        return;
    };
    let nvrtc = oracle.nvrtc().expect("an NVRTC oracle");
    let header = CudaHeader::new().with::<MxParams>();
    let rendered = header.render();
    let checks = header.render_checks();
    let layout = &<MxParams as PtxAbi>::LAYOUT;
    // Each check: caught, or not (`false`).
    let compiled_and_checked = |source: &str| match nvrtc.compile(source, "mx.cu", &[]) {
        Err(_) => true,
        Ok(ptx) => header.check_ptx(&ptx).is_err(),
    };
    let mut uncaught = Vec::new();
    let mut out_of_scope = BTreeSet::new();
    let mut cells = 0;
    for (mistake, edits) in MISTAKES {
        let text = mistaken(&rendered, edits);
        let own = mistaken(&definition(&rendered), edits);
        let imported = ImportOptions::new()
            .import_source("mx.cuh", &format!("#include <vector_types.h>\n{own}"))
            .ok()
            .and_then(|i| i.layout("MxParams"));
        let rust_type = match imported {
            None => true,
            Some(theirs) => std::panic::catch_unwind(|| {
                ptx_abi_core::__private_0_1::check_same_as_header(
                    layout, "MxParams", theirs, "mx.cuh",
                )
            })
            .is_err(),
        };
        let images = match nvrtc.compile(&format!("{own}{KERNEL}"), "mx.cu", &[]) {
            Err(e) => panic!("{mistake}: the mistaken definition compiles: {e}"),
            Ok(ptx) => {
                let declared = Declared {
                    symbol: "k".to_owned(),
                    params: vec![
                        ("p".to_owned(), layout.size, layout.align),
                        ("out".to_owned(), 8, 8),
                    ],
                };
                !check_images(&[declared], &[Image::Ptx { sm: 75, text: ptx }])
                    .mismatches
                    .is_empty()
            }
        };
        let verdicts = [
            (
                "check_header_text",
                header.check_header_text(&text, "mx.h").is_err(),
            ),
            (
                "generated header, compiled",
                compiled_and_checked(&format!("{text}{KERNEL}")),
            ),
            (
                "render_checks after a hand-written definition",
                compiled_and_checked(&format!("{own}{checks}{KERNEL}")),
            ),
            ("the importer and rust_type", rust_type),
            ("check_images", images),
        ];
        for (check, caught) in verdicts {
            cells += 1;
            if caught {
                continue;
            }
            if check == "check_images" && SAME_SIZE.contains(&mistake) {
                out_of_scope.insert(mistake);
            } else {
                uncaught.push(format!("{check}: {mistake}"));
            }
        }
    }
    println!(
        "mutation matrix: 5 checks x {} mistakes = {cells} cells, {} out of scope as documented \
         (check_images: {}), {} uncaught",
        MISTAKES.len(),
        out_of_scope.len(),
        out_of_scope.iter().copied().collect::<Vec<_>>().join(", "),
        uncaught.len()
    );
    assert!(uncaught.is_empty(), "uncaught: {uncaught:#?}");
}

/// `MxParams` with one mistake made in the Rust type, in a module of its own (the C++ name
/// stays `MxParams`).
macro_rules! rust_mistake {
    ($module:ident, { $($body:tt)* }) => {
        mod $module {
            use super::*;
            #[derive(PtxAbi, Clone, Copy)]
            #[repr(C)]
            pub(crate) struct MxParams { $($body)* }
        }
    };
}

rust_mistake!(reordered, { flag: u32, colour: Float4, #[ptx(bits = 4)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, count: i32, weight: f32, alive: bool });
rust_mistake!(renamed, { flag: u32, colour: Float4, #[ptx(bits = 4)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, weight: f32, total: i32, alive: bool });
rust_mistake!(retyped, { flag: u32, colour: Float4, #[ptx(bits = 4)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, weight: i32, count: i32, alive: bool });
rust_mistake!(removed, { flag: u32, colour: Float4, #[ptx(bits = 4)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, weight: f32, alive: bool });
rust_mistake!(added, { flag: u32, colour: Float4, #[ptx(bits = 4)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, weight: f32, count: i32, extra: i32, alive: bool });
rust_mistake!(resized, { flag: u32, colour: Float4, #[ptx(bits = 3)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, weight: f32, count: i32, alive: bool });
rust_mistake!(swapped, { flag: u32, colour: Float4, #[ptx(bits = 1)] wrap: bool,
    #[ptx(bits = 4)] mode: u32, weight: f32, count: i32, alive: bool });
rust_mistake!(aligned, { flag: u32, colour: Float4, #[ptx(bits = 4)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, #[ptx(align = 8)] weight: f32, count: i32, alive: bool });
rust_mistake!(array, { flag: u32, colour: [f32; 4], #[ptx(bits = 4)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, weight: f32, count: i32, alive: bool });
rust_mistake!(boolean, { flag: u32, colour: Float4, #[ptx(bits = 4)] mode: u32,
    #[ptx(bits = 1)] wrap: bool, weight: f32, count: bool, alive: bool });

/// The Rust type's side of one mistake: its header and layout.
fn rust_side<T: PtxAbi>(mistake: &'static str) -> (&'static str, CudaHeader, &'static Layout) {
    (mistake, CudaHeader::new().with::<T>(), &T::LAYOUT)
}

/// The same checks, and the lockfile, against each mistake made in the Rust type while the C++
/// (the header, its compiled kernel, the lockfile) is as it was: a stale header or lockfile.
/// (A packed `MxParams` cannot be written in Rust: rustc refuses a packed type holding the
/// 16-aligned `Float4`, E0588.)
#[test]
fn every_check_against_every_rust_mistake() {
    let Some(oracle) = ptx_abi_testenv::oracle::nvrtc(CudaVersion::Cuda13) else {
        return;
    };
    let nvrtc = oracle.nvrtc().expect("an NVRTC oracle");
    let original = CudaHeader::new().with::<MxParams>();
    let text = original.render();
    let own = definition(&text);
    let compiled = |source: &str| {
        nvrtc
            .compile(source, "mx.cu", &[])
            .unwrap_or_else(|e| panic!("the original compiles: {e}"))
    };
    let header_ptx = compiled(&format!("{text}{KERNEL}"));
    let own_ptx = compiled(&format!("{own}{KERNEL}"));
    let imported = ImportOptions::new()
        .import_source("mx.cuh", &format!("#include <vector_types.h>\n{own}"))
        .expect("the original imports");
    let theirs = imported.layout("MxParams").expect("MxParams imported");
    let lockfile = std::env::temp_dir().join(format!("ptx-abi-mx-{}.lock", std::process::id()));
    std::fs::write(&lockfile, Lock::new().ty::<MxParams>().render()).unwrap();
    let mistakes = [
        rust_side::<reordered::MxParams>("members reordered"),
        rust_side::<renamed::MxParams>("member renamed"),
        rust_side::<retyped::MxParams>("member retyped (same size)"),
        rust_side::<removed::MxParams>("member removed"),
        rust_side::<added::MxParams>("member added"),
        rust_side::<resized::MxParams>("bit-field resized"),
        rust_side::<swapped::MxParams>("bit-fields swapped"),
        rust_side::<aligned::MxParams>("alignment raised"),
        rust_side::<array::MxParams>("array for a vector type"),
        rust_side::<boolean::MxParams>("`bool` for `int`"),
    ];
    let count = mistakes.len();
    let (mut cells, mut out_of_scope, mut uncaught) = (0, BTreeSet::new(), Vec::new());
    for (mistake, header, layout) in mistakes {
        let rust_type = std::panic::catch_unwind(|| {
            ptx_abi_core::__private_0_1::check_same_as_header(layout, "MxParams", theirs, "mx.cuh")
        })
        .is_err();
        let declared = Declared {
            symbol: "k".to_owned(),
            params: vec![
                ("p".to_owned(), layout.size, layout.align),
                ("out".to_owned(), 8, 8),
            ],
        };
        let checks = header.render_checks();
        let render_checks = match nvrtc.compile(&format!("{own}{checks}{KERNEL}"), "mx.cu", &[]) {
            Err(_) => true,
            Ok(ptx) => header.check_ptx(&ptx).is_err(),
        };
        let verdicts = [
            (
                "check_header_text",
                header.check_header_text(&text, "mx.h").is_err(),
            ),
            (
                "generated header, compiled",
                header.check_ptx(&header_ptx).is_err(),
            ),
            (
                "render_checks after a hand-written definition",
                render_checks,
            ),
            ("the importer and rust_type", rust_type),
            (
                "check_images",
                !check_images(
                    &[declared],
                    &[Image::Ptx {
                        sm: 75,
                        text: own_ptx.clone(),
                    }],
                )
                .mismatches
                .is_empty(),
            ),
            (
                "the lockfile",
                Lock::new().layout(layout).check(&lockfile).is_err(),
            ),
        ];
        for (check, caught) in verdicts {
            cells += 1;
            let scoped = check == "check_images" && SAME_SIZE.contains(&mistake);
            match (caught, scoped) {
                (true, false) => {}
                (false, true) => {
                    out_of_scope.insert(format!("{check}: {mistake}"));
                }
                (true, true) => uncaught.push(format!("{check}: {mistake}: caught, said not")),
                (false, false) => uncaught.push(format!("{check}: {mistake}")),
            }
        }
    }
    let _ = std::fs::remove_file(&lockfile);
    println!(
        "mutation matrix, mistakes in the Rust type: 6 checks x {} mistakes = {cells} cells, {} \
         out of scope as documented ({}), {} uncaught",
        count,
        out_of_scope.len(),
        out_of_scope.into_iter().collect::<Vec<_>>().join(", "),
        uncaught.len()
    );
    assert!(uncaught.is_empty(), "uncaught: {uncaught:#?}");
}
