//! `ABI.md` §10a, measured again: where a `packed` or `aligned` attribute stands decides whether
//! NVRTC sees it. Each row's definition is compiled by NVRTC 12.9, NVRTC 13.5 and nvcc 13.5 with
//! `static_assert`s of the sizes, alignments and offsets the row states for that compiler (the
//! table), and imported three ways: without a compiler (refused where the two differ, with both
//! layouts in the message), as nvcc lays it out and as NVRTC does (`ImportOptions::compiler`),
//! each of which must give that compiler's numbers.

use ptx_abi_build::import::ImportOptions;
use ptx_abi_core::layout::Compiler;

/// What the importer does with a row when told a compiler (or not).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Import {
    /// The type's size and alignment.
    As(usize, usize),
    /// Refused (the compilers differ, or the chosen one's layout has no Rust twin).
    Refused,
}
use Import::{As, Refused};

struct Row {
    /// The C++ definition of `T`.
    definition: &'static str,
    /// NVRTC 12.9 and 13.5: `sizeof(T)`, `alignof(T)`.
    nvrtc: (usize, usize),
    /// nvcc 13.5.
    nvcc: (usize, usize),
    /// More `static_assert` conditions per compiler (offsets), or "".
    nvrtc_extra: &'static str,
    nvcc_extra: &'static str,
    /// The import without a compiler, as nvcc, as NVRTC.
    default: Import,
    as_nvcc: Import,
    as_nvrtc: Import,
}

const ROWS: &[Row] = &[
    // After a definition's brace: NVRTC warns (#1866-D) and ignores it.
    Row {
        definition: "struct T { char c; int i; } __attribute__((packed));",
        nvrtc: (8, 4),
        nvcc: (5, 1),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: As(5, 1),
        as_nvrtc: As(8, 4),
    },
    Row {
        definition: "struct T { char c; int i; } __attribute__((__packed__));",
        nvrtc: (8, 4),
        nvcc: (5, 1),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: As(5, 1),
        as_nvrtc: As(8, 4),
    },
    Row {
        definition: "struct T { char c; int i; } __attribute__((aligned(16)));",
        nvrtc: (8, 4),
        nvcc: (16, 16),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: As(16, 16),
        as_nvrtc: As(8, 4),
    },
    Row {
        definition: "struct T { char c; int i; } __attribute__((aligned));",
        nvrtc: (8, 4),
        nvcc: (16, 16),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: As(16, 16),
        as_nvrtc: As(8, 4),
    },
    Row {
        definition: "struct T { char c; int i; } __align__(16);",
        nvrtc: (8, 4),
        nvcc: (16, 16),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: As(16, 16),
        as_nvrtc: As(8, 4),
    },
    // Before the name, in every spelling: both compilers.
    Row {
        definition: "struct __attribute__((packed)) T { char c; int i; };",
        nvrtc: (5, 1),
        nvcc: (5, 1),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: As(5, 1),
        as_nvcc: As(5, 1),
        as_nvrtc: As(5, 1),
    },
    Row {
        definition: "struct __attribute__((aligned)) T { char c; int i; };",
        nvrtc: (16, 16),
        nvcc: (16, 16),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: As(16, 16),
        as_nvcc: As(16, 16),
        as_nvrtc: As(16, 16),
    },
    Row {
        definition: "struct __attribute__((__aligned__(8))) T { char c; };",
        nvrtc: (8, 8),
        nvcc: (8, 8),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: As(8, 8),
        as_nvcc: As(8, 8),
        as_nvrtc: As(8, 8),
    },
    // A typedef's: NVRTC ignores `packed` (#1835-D) and gives `aligned` to the typedef, whose
    // size then stays below its alignment.
    Row {
        definition: "typedef struct { char c; int i; } __attribute__((packed)) T;",
        nvrtc: (8, 4),
        nvcc: (5, 1),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: As(5, 1),
        as_nvrtc: As(8, 4),
    },
    Row {
        definition: "typedef struct { char c; int i; } __attribute__((aligned(16))) T;",
        nvrtc: (8, 16),
        nvcc: (16, 16),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: As(16, 16),
        as_nvrtc: Refused,
    },
    // An anonymous member type's: NVRTC packs the member instead of its type.
    Row {
        definition:
            "struct T { char c; struct { char a; int b; } __attribute__((packed)) inner; };",
        nvrtc: (9, 1),
        nvcc: (6, 1),
        nvrtc_extra: "PTX_ABI_OFFSETOF(inner, T) == 1",
        nvcc_extra: "PTX_ABI_OFFSETOF(inner, T) == 1",
        default: Refused,
        as_nvcc: As(6, 1),
        as_nvrtc: Refused,
    },
    // Enums: `packed` before the name makes the smallest integer under both; after the brace
    // only nvcc; `aligned` after the brace neither.
    Row {
        definition: "enum __attribute__((packed)) T { A, B };",
        nvrtc: (1, 1),
        nvcc: (1, 1),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: As(1, 1),
        as_nvcc: As(1, 1),
        as_nvrtc: As(1, 1),
    },
    Row {
        definition: "enum T { A, B } __attribute__((packed));",
        nvrtc: (4, 4),
        nvcc: (1, 1),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: As(1, 1),
        as_nvrtc: As(4, 4),
    },
    Row {
        definition: "enum T { A, B } __attribute__((aligned(8)));",
        nvrtc: (4, 4),
        nvcc: (4, 4),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: As(4, 4),
        as_nvcc: As(4, 4),
        as_nvrtc: As(4, 4),
    },
    // A lowering alignment before the name with `packed` after the brace (DPDK's
    // `struct __rte_aligned(2) rte_ipv4_hdr { ... } __rte_packed_end;`): NVRTC lowers to 2 and
    // rounds the last member's end up to it; nvcc packs, then aligns to 2. The members sit
    // alike, and `#pragma pack(2)` (`repr(C, packed(2))`) places them so: imported without a
    // compiler and as nvcc. NVRTC's lowering alignment alone is refused (ABI.md section 10).
    Row {
        definition: "struct __attribute__((__aligned__(2))) T { unsigned char v; unsigned char t; \
                     unsigned short l; unsigned int a; unsigned short id; } \
                     __attribute__((__packed__));",
        nvrtc: (10, 2),
        nvcc: (10, 2),
        nvrtc_extra: "PTX_ABI_OFFSETOF(a, T) == 4",
        nvcc_extra: "PTX_ABI_OFFSETOF(a, T) == 4",
        default: As(10, 2),
        as_nvcc: As(10, 2),
        as_nvrtc: Refused,
    },
    // A member packed on its own: both compilers.
    Row {
        definition: "struct T { char c; int i __attribute__((packed)); };",
        nvrtc: (5, 1),
        nvcc: (5, 1),
        nvrtc_extra: "PTX_ABI_OFFSETOF(i, T) == 1",
        nvcc_extra: "PTX_ABI_OFFSETOF(i, T) == 1",
        default: Refused,
        as_nvcc: Refused,
        as_nvrtc: Refused,
    },
    // Member attributes with commas, and one declarator's attribute beside another's.
    Row {
        definition: "struct T { char c; int i __attribute__((deprecated, aligned(8))); \
                     int x, y __attribute__((aligned(16))); };",
        nvrtc: (32, 16),
        nvcc: (32, 16),
        nvrtc_extra: "PTX_ABI_OFFSETOF(i, T) == 8 && PTX_ABI_OFFSETOF(x, T) == 12 \
                      && PTX_ABI_OFFSETOF(y, T) == 16",
        nvcc_extra: "PTX_ABI_OFFSETOF(i, T) == 8 && PTX_ABI_OFFSETOF(x, T) == 12 \
                     && PTX_ABI_OFFSETOF(y, T) == 16",
        default: As(32, 16),
        as_nvcc: As(32, 16),
        as_nvrtc: As(32, 16),
    },
    // A typedef's own alignment (after its name, or before `struct` in it): both compilers
    // give it to the typedef and keep the type's size, also below the alignment.
    Row {
        definition: "typedef struct { float x; } T __attribute__((aligned(16)));",
        nvrtc: (4, 16),
        nvcc: (4, 16),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: Refused,
        as_nvcc: Refused,
        as_nvrtc: Refused,
    },
    Row {
        definition: "typedef struct { double d[3]; int n; } T __attribute__((aligned(16)));",
        nvrtc: (32, 16),
        nvcc: (32, 16),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: As(32, 16),
        as_nvcc: As(32, 16),
        as_nvrtc: As(32, 16),
    },
    // C's idiom, the tag named as the typedef: `T` is the typedef, `struct T` is not aligned.
    Row {
        definition: "typedef struct T { double d[4]; } T __attribute__((aligned(16)));",
        nvrtc: (32, 16),
        nvcc: (32, 16),
        nvrtc_extra: "alignof(struct T) == 8",
        nvcc_extra: "alignof(struct T) == 8",
        default: Refused,
        as_nvcc: Refused,
        as_nvrtc: Refused,
    },
    Row {
        definition: "typedef __attribute__((aligned(16))) struct { float x[4]; } T;",
        nvrtc: (16, 16),
        nvcc: (16, 16),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: As(16, 16),
        as_nvcc: As(16, 16),
        as_nvrtc: As(16, 16),
    },
    // A member of a typedef that aligns its type otherwise: placed with the typedef's
    // alignment, raised or lowered.
    Row {
        definition: "typedef float F __attribute__((aligned(16)));\n\
                     struct T { char c; F f; };",
        nvrtc: (32, 16),
        nvcc: (32, 16),
        nvrtc_extra: "PTX_ABI_OFFSETOF(f, T) == 16",
        nvcc_extra: "PTX_ABI_OFFSETOF(f, T) == 16",
        default: As(32, 16),
        as_nvcc: As(32, 16),
        as_nvrtc: As(32, 16),
    },
    Row {
        definition: "typedef int I8 __attribute__((aligned(8)));\n\
                     typedef struct S { float x; } D __attribute__((aligned(16)));\n\
                     struct T { char c; I8 i; D d; struct S s; };",
        nvrtc: (32, 16),
        nvcc: (32, 16),
        nvrtc_extra: "PTX_ABI_OFFSETOF(i, T) == 8 && PTX_ABI_OFFSETOF(d, T) == 16 \
                      && PTX_ABI_OFFSETOF(s, T) == 20",
        nvcc_extra: "PTX_ABI_OFFSETOF(i, T) == 8 && PTX_ABI_OFFSETOF(d, T) == 16 \
                     && PTX_ABI_OFFSETOF(s, T) == 20",
        default: As(32, 16),
        as_nvcc: As(32, 16),
        as_nvrtc: As(32, 16),
    },
    Row {
        definition: "typedef int U __attribute__((aligned(1)));\nstruct T { char c; U u; };",
        nvrtc: (5, 1),
        nvcc: (5, 1),
        nvrtc_extra: "PTX_ABI_OFFSETOF(u, T) == 1",
        nvcc_extra: "PTX_ABI_OFFSETOF(u, T) == 1",
        default: Refused,
        as_nvcc: Refused,
        as_nvrtc: Refused,
    },
    // An empty struct: one byte under both.
    Row {
        definition: "struct T {};",
        nvrtc: (1, 1),
        nvcc: (1, 1),
        nvrtc_extra: "",
        nvcc_extra: "",
        default: As(1, 1),
        as_nvcc: As(1, 1),
        as_nvrtc: As(1, 1),
    },
];

fn import(row: &Row, compiler: Option<Compiler>) -> Option<Import> {
    let mut options = ImportOptions::new().types(&["T"]);
    options.compiler = compiler;
    match options.import_source("row.cuh", row.definition) {
        Ok(i) => {
            let l = i.layout("T").expect("T imported");
            Some(As(l.size, l.align))
        }
        Err(e) if crate::libclang_missing(&e) => None,
        Err(e) => {
            if compiler.is_none() && row.nvrtc != row.nvcc {
                // The message gives both layouts.
                let (s, a) = row.nvrtc;
                assert!(
                    e.message.contains(&format!("NVRTC: size {s}, align {a}"))
                        || e.message.contains("for the member's type"),
                    "{}: {e}",
                    row.definition
                );
                // (For a member's type, the message's layouts are the type's.)
                let (s, a) = row.nvcc;
                assert!(
                    e.message.contains(&format!("nvcc: size {s}, align {a}"))
                        || e.message.contains("for the member's type"),
                    "{}: {e}",
                    row.definition
                );
            }
            Some(Refused)
        }
    }
}

#[test]
fn attribute_positions_as_each_compiler_lays_them_out() {
    let oracles = ptx_abi_testenv::oracle::all();
    for row in ROWS {
        for oracle in &oracles {
            let ((size, align), extra) = match oracle.compiler() {
                Compiler::Nvrtc => (row.nvrtc, row.nvrtc_extra),
                Compiler::Nvcc => (row.nvcc, row.nvcc_extra),
            };
            let mut source = format!(
                "{}{}\nstatic_assert(sizeof(T) == {size}, \"sizeof\");\n\
                 static_assert(alignof(T) == {align}, \"alignof\");\n",
                ptx_abi_core::cuda::OFFSETOF_MACRO,
                row.definition
            );
            if !extra.is_empty() {
                source.push_str(&format!("static_assert({extra}, \"offset\");\n"));
            }
            if let Err(e) = oracle.compile_source(&source, "row.cu", &[]) {
                panic!("{}, {}:\n{e}", row.definition, oracle.label());
            }
        }
        let Some(default) = import(row, None) else {
            return;
        };
        assert_eq!(default, row.default, "{} (no compiler)", row.definition);
        assert_eq!(
            import(row, Some(Compiler::Nvcc)),
            Some(row.as_nvcc),
            "{} (as nvcc)",
            row.definition
        );
        assert_eq!(
            import(row, Some(Compiler::Nvrtc)),
            Some(row.as_nvrtc),
            "{} (as NVRTC)",
            row.definition
        );
        // Where the import follows a compiler, it is that compiler's layout.
        if let As(s, a) = row.as_nvcc {
            assert_eq!((s, a), row.nvcc, "{}", row.definition);
        }
        if let As(s, a) = row.as_nvrtc {
            assert_eq!((s, a), row.nvrtc, "{}", row.definition);
        }
    }
    println!(
        "attribute positions: {} definitions, each against {} compilers and imported 3 ways",
        ROWS.len(),
        oracles.len()
    );
}
