//! The other hosts' layouts (`ABI.md` §4a) against clang 19's CUDA mode, which compiles device
//! code for any host triple and lays records out as that host does
//! (`ptx_abi_kernels::oracle::clang`): C++ `long` (4 bytes on Windows, where CUDA's own
//! `vector_types.h` takes its `_WIN32` branches), bit-fields (MSVC's rules on Windows) and plain
//! `char` (unsigned on aarch64), with a Linux triple as the control. Checked: every vector type;
//! random types with values and kernels per host; 1,200 random bit-field types per host against
//! clang's record layouts (and Linux's rules on Windows must disagree); the derive's `const`
//! layouts for `x86_64-pc-windows-gnu` against the same, by `cargo check` (and a device view
//! refused there); the mirrors' per-host checks; the real-header corpus imported for Windows;
//! `char` per architecture. Needs clang 19 or later (Debian: `clang-19`), the CUDA 13 oracle
//! install and the `x86_64-pc-windows-gnu` standard library; without them one line says so and
//! the test is skipped, unless `PTX_ABI_REQUIRE_ORACLE=1`.

use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::dynamic::{DynAggregate, DynField, DynType};
use ptx_abi_core::layout::{Compiler, HostPlatform, Kind, Layout, Packing, Scalar};
use ptx_abi_core::vector::{self, long_vector};
use ptx_abi_kernels::oracle::clang::{ClangCuda, RecordLayout};
use ptx_abi_kernels::oracle::Probe;
use ptx_abi_kernels::random::{Config, RandomTypes};
use rand::Rng;

/// clang for `host`, or `None` after one line saying what is missing.
fn clang(host: HostPlatform) -> Option<ClangCuda> {
    ptx_abi_testenv::found(
        ptx_abi_testenv::Need::Oracle,
        "windows oracle",
        ClangCuda::find(host),
    )
}

/// The value of the `unsigned long long` global `name` of `ptx`.
fn read_u64(module: &Module, name: &str) -> u64 {
    let global = module
        .global(name)
        .unwrap_or_else(|| panic!("no global `{name}`"))
        .as_ref()
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    u64::from_le_bytes(global.image()[..8].try_into().unwrap())
}

/// Every vector type but the 16-bit float pairs (which need `cuda_fp16.h`), on each host.
#[test]
fn vector_types_on_each_host() {
    let vectors: Vec<&vector::VectorType> = vector::ALL
        .iter()
        .filter(|v| !v.cuda.starts_with("__"))
        .collect();
    let mut source = String::from(
        "__device__ unsigned long long size_long = sizeof(long), size_ulong = sizeof(unsigned long), \
         size_longlong = sizeof(long long);\n",
    );
    for v in &vectors {
        let Kind::Vector { len, .. } = v.layout.kind else {
            unreachable!()
        };
        let last = ["x", "y", "z", "w"][len - 1];
        let name = v.cuda;
        source.push_str(&format!(
            "__device__ unsigned long long size_{name} = sizeof({name}), align_{name} = \
             alignof({name}), last_{name} = __builtin_offsetof({name}, {last});\n"
        ));
    }
    for host in HostPlatform::ALL {
        let Some(clang) = clang(host) else { return };
        let ptx = clang
            .compile(&source)
            .unwrap_or_else(|e| panic!("{}: {e}", clang.label()));
        let module = Module::parse(&ptx);
        let mut disagreements = Vec::new();
        let mut comparisons = 0;
        let mut check = |what: String, ours: u64, theirs: u64| {
            comparisons += 1;
            if ours != theirs {
                disagreements.push(format!("{what}: ptx-abi {ours}, clang {theirs}"));
            }
        };
        check(
            "sizeof(long)".to_owned(),
            host.long().size() as u64,
            read_u64(&module, "size_long"),
        );
        check(
            "sizeof(unsigned long)".to_owned(),
            host.ulong().size() as u64,
            read_u64(&module, "size_ulong"),
        );
        check(
            "sizeof(long long)".to_owned(),
            8,
            read_u64(&module, "size_longlong"),
        );
        for v in &vectors {
            let ours: Layout = long_vector(v.cuda, host).unwrap_or(*v.layout);
            let Kind::Vector { elem, len } = ours.kind else {
                unreachable!()
            };
            let name = v.cuda;
            check(
                format!("sizeof({name})"),
                ours.size as u64,
                read_u64(&module, &format!("size_{name}")),
            );
            check(
                format!("alignof({name})"),
                ours.align as u64,
                read_u64(&module, &format!("align_{name}")),
            );
            check(
                format!("offsetof({name}, last)"),
                (elem.size() * (len - 1)) as u64,
                read_u64(&module, &format!("last_{name}")),
            );
        }
        println!(
            "windows oracle ({}): {} vector types, {comparisons} comparisons, {} disagreements",
            clang.label(),
            vectors.len(),
            disagreements.len()
        );
        assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
    }
}

/// `ty` as it is on `host`: each `long` vector with the host's layout, and each `int` and
/// `unsigned` spelled `long` and `unsigned long` where those are 4 bytes (so that the C++ says
/// `long` and the check is of `long` on that host; on Linux, `long long` members are spelled
/// `long` instead).
fn on_host(ty: &DynType, host: HostPlatform) -> DynType {
    let spelled = |name: &'static str, s: Scalar| {
        DynType::Vector(Box::leak(Box::new(Layout::new(
            name,
            s.size(),
            s.size(),
            Kind::Scalar(s),
        ))))
    };
    match ty {
        DynType::Vector(layout) => match long_vector(layout.name, host) {
            Some(l) => DynType::Vector(Box::leak(Box::new(l))),
            None => ty.clone(),
        },
        DynType::Scalar(s) if *s == host.long() => spelled("long", *s),
        DynType::Scalar(s) if *s == host.ulong() => spelled("unsigned long", *s),
        DynType::Array(elem, len) => DynType::Array(Box::new(on_host(elem, host)), *len),
        DynType::Struct(agg) => DynType::Struct(aggregate_on_host(agg, host)),
        DynType::Union(agg) => DynType::Union(aggregate_on_host(agg, host)),
        _ => ty.clone(),
    }
}

fn aggregate_on_host(agg: &DynAggregate, host: HostPlatform) -> DynAggregate {
    DynAggregate {
        fields: agg
            .fields
            .iter()
            .map(|f| DynField {
                ty: on_host(&f.ty, host),
                ..f.clone()
            })
            .collect(),
        ..agg.clone()
    }
}

/// Random types on each host against clang: the seed is fixed (`PTX_ABI_SEED` to change it), so
/// a failure reproduces.
#[test]
fn random_types_on_each_host() {
    let seed = std::env::var("PTX_ABI_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(32);
    let count = 300;
    for host in HostPlatform::ALL {
        let Some(clang) = clang(host) else { return };
        let config = Config {
            prefix: format!("W{}", host.name()),
            cuda13_vectors: true,
            ..Config::default()
        };
        let types = RandomTypes::with_config(seed, config);
        let mut rng = RandomTypes::case_rng(seed, u64::MAX);
        let mut longs = 0;
        let probes: Vec<Probe> = (0..count)
            .map(|i| {
                let case = types.case(i);
                let layout = on_host(&case.ty, host).layout_on(host, Compiler::Nvrtc);
                let mut header = ptx_abi_core::cuda::CudaHeader::new();
                header.add_layout(layout);
                longs += header.render().matches(" long ").count();
                Probe::random(layout, &mut rng)
            })
            .collect();
        let report = clang.check_types(&probes);
        println!(
            "windows oracle ({}): {count} random types (seed {seed}; {longs} members spelled \
             `long`), {} comparisons, {} compilations, {} disagreements",
            clang.label(),
            report.comparisons,
            report.compilations,
            report.disagreements.len()
        );
        assert!(
            longs > 0,
            "no type spelled `long`: the check would not test it"
        );
        assert!(report.is_clean(), "{report}");
    }
}

/// A random aggregate whose members are mostly bit-fields (`ABI.md` §4): of every integer type
/// C++ has on both hosts (`__int128` aside: MSVC has none), `bool` and enums; unnamed and
/// zero-width ones; plain members and nested such types between them; structs and unions;
/// unpacked, `#pragma pack(N)` and GNU-packed. `index` names it (`{prefix}{index}`, nested types
/// `{prefix}{index}_{k}`).
fn bit_field_type(rng: &mut impl Rng, prefix: &str, index: usize) -> DynType {
    let mut nested = 0;
    bit_field_aggregate(rng, &format!("{prefix}{index}"), &mut nested, 2)
}

/// The bit-field types' integers, by size and signedness.
const BIT_FIELD_INTS: [Scalar; 9] = [
    Scalar::Bool,
    Scalar::U8,
    Scalar::I8,
    Scalar::U16,
    Scalar::I16,
    Scalar::U32,
    Scalar::I32,
    Scalar::U64,
    Scalar::I64,
];

fn bit_field_aggregate(rng: &mut impl Rng, name: &str, nested: &mut usize, depth: u32) -> DynType {
    let union = rng.gen_range(0..100) < 20;
    let packing = match rng.gen_range(0..100) {
        0..60 => Packing::None,
        60..85 => Packing::Pragma([1, 2, 4, 8][rng.gen_range(0..4)]),
        _ => Packing::Gnu,
    };
    let count = rng.gen_range(1..=if union { 4 } else { 8 });
    let mut fields: Vec<DynField> = (0..count)
        .map(|i| {
            if rng.gen_range(0..100) < 72 {
                return random_bit_field(rng, name, i);
            }
            let ty = if depth > 1 && rng.gen_range(0..100) < 25 {
                *nested += 1;
                bit_field_aggregate(rng, &format!("{name}_{nested}"), nested, depth - 1)
            } else if rng.gen_range(0..100) < 10 {
                DynType::Array(Box::new(DynType::Scalar(Scalar::U8)), rng.gen_range(1..=3))
            } else {
                let plain = [
                    Scalar::U8,
                    Scalar::I16,
                    Scalar::I32,
                    Scalar::I64,
                    Scalar::F32,
                    Scalar::F64,
                ];
                DynType::Scalar(plain[rng.gen_range(0..plain.len())])
            };
            DynField {
                name: format!("m{i}"),
                ty,
                bits: None,
                unnamed: false,
                align: 0,
            }
        })
        .collect();
    // A union is marshalled through a member that is not a bit-field (`rust_source`), and
    // every aggregate needs a named member for a value.
    if union && fields.iter().all(|f| f.bits.is_some()) {
        fields[0] = DynField {
            name: "m0".to_owned(),
            ty: DynType::Scalar(Scalar::I32),
            bits: None,
            unnamed: false,
            align: 0,
        };
    }
    if fields.iter().all(|f| f.unnamed) {
        fields.push(random_bit_field(rng, name, count).named_as(count));
    }
    let aggregate = DynAggregate {
        name: name.to_owned(),
        fields,
        repr_align: 0,
        packing,
    };
    if union {
        DynType::Union(aggregate)
    } else {
        DynType::Struct(aggregate)
    }
}

/// A bit-field member `m{i}` (or an unnamed one, zero-width at times) of a random type.
fn random_bit_field(rng: &mut impl Rng, owner: &str, i: usize) -> DynField {
    let unnamed = rng.gen_range(0..100) < 20;
    let scalar = BIT_FIELD_INTS[rng.gen_range(0..BIT_FIELD_INTS.len())];
    let bits = if scalar == Scalar::Bool {
        8
    } else {
        scalar.size() as u32 * 8
    };
    let width = if unnamed && rng.gen_range(0..100) < 40 {
        0
    } else if scalar == Scalar::Bool && rng.gen_range(0..100) < 70 {
        1
    } else {
        rng.gen_range(1..=bits)
    };
    // An enum of an integer type, at times: its bit-field has the underlying type's unit.
    let ty = if scalar != Scalar::Bool && width > 1 && rng.gen_range(0..100) < 15 {
        DynType::Enum {
            name: format!("{owner}_e{i}"),
            repr: scalar,
            variants: vec![("A".to_owned(), 0), ("B".to_owned(), 1)],
        }
    } else {
        DynType::Scalar(scalar)
    };
    DynField {
        name: if unnamed {
            format!("_u{i}")
        } else {
            format!("m{i}")
        },
        ty,
        bits: Some(width),
        unnamed,
        align: 0,
    }
}

/// Names a bit-field `m{i}`, and gives it a width if it had none.
trait NamedAs {
    fn named_as(self, i: usize) -> DynField;
}

impl NamedAs for DynField {
    fn named_as(mut self, i: usize) -> DynField {
        self.name = format!("m{i}");
        self.unnamed = false;
        if self.bits == Some(0) {
            self.bits = Some(1);
        }
        self
    }
}

/// Every struct and union of `layout` (itself and those it contains), each once.
fn records(layout: &'static Layout, out: &mut Vec<&'static Layout>) {
    if let Kind::Array { elem, .. } = layout.kind {
        return records(elem, out);
    }
    for f in layout.fields() {
        records(f.layout, out);
    }
    if matches!(layout.kind, Kind::Struct { .. } | Kind::Union { .. })
        && !out.iter().any(|l| l.name == layout.name)
    {
        out.push(layout);
    }
}

/// Whether `layout`, or a type in it, is packed and has an unnamed bit-field.
fn packed_unnamed_bits(layout: &Layout) -> bool {
    if let Kind::Array { elem, .. } = layout.kind {
        return packed_unnamed_bits(elem);
    }
    if layout
        .fields()
        .iter()
        .any(|f| packed_unnamed_bits(f.layout))
    {
        return true;
    }
    let packed = matches!(
        layout.kind,
        Kind::Struct {
            packing: Packing::Pragma(_) | Packing::Gnu,
            ..
        } | Kind::Union {
            packing: Packing::Pragma(_) | Packing::Gnu,
            ..
        }
    );
    packed && layout.fields().iter().any(|f| !f.is_named())
}

/// `layout` as clang dumps a record: size and alignment in bits, each member's bit offset.
fn as_record(layout: &Layout) -> RecordLayout {
    RecordLayout {
        name: layout.name.to_owned(),
        size_bits: layout.size * 8,
        align_bits: layout.align * 8,
        field_bits: layout
            .fields()
            .iter()
            .map(|f| f.bits.map_or(f.offset * 8, |b| b.bit_offset))
            .collect(),
    }
}

/// The C++ of `types` (mirrors without their checks, which are what is being checked) and a
/// `sizeof` of each top-level type, so that clang lays every record out.
fn record_source(types: &[&'static Layout]) -> String {
    let mut header = ptx_abi_core::cuda::CudaHeader::new();
    for layout in types {
        header.add_layout(layout);
    }
    let mut source: String = header
        .render()
        .lines()
        .filter(|l| !l.starts_with("static_assert") && !l.starts_with("PTX_ABI_LAYOUT_RECORD"))
        .map(|l| format!("{l}\n"))
        .collect();
    for layout in types {
        source.push_str(&format!(
            "static_assert(sizeof({}) > 0, \"\");\n",
            layout.name
        ));
    }
    source
}

/// The records of `ours` that clang lays out otherwise, each as `name: ours / clang's`.
fn record_disagreements(ours: &[&'static Layout], clang: &[RecordLayout]) -> Vec<String> {
    let mut disagreements = Vec::new();
    for layout in ours {
        let mine = as_record(layout);
        match clang.iter().find(|r| r.name == mine.name) {
            Some(theirs) if *theirs == mine => {}
            Some(theirs) => {
                disagreements.push(format!("{}: ptx-abi {mine:?}, clang {theirs:?}", mine.name))
            }
            None => disagreements.push(format!("{}: clang did not lay it out", mine.name)),
        }
    }
    disagreements
}

/// Random bit-field types on each host against clang 19's record layouts, which follow the
/// host (`ABI.md` §4): MSVC's rules for a Windows host, GCC's (nvcc's, for `#pragma pack`) for
/// a Linux one. Also the mutation the check exists for: the Linux rules on the Windows host
/// must disagree with clang. `PTX_ABI_WINDOWS_BIT_TYPES` sets the count (default 1,200),
/// `PTX_ABI_SEED` the seed.
#[test]
fn bit_field_types_on_each_host() {
    let seed: u64 = std::env::var("PTX_ABI_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(51);
    let count: usize = std::env::var("PTX_ABI_WINDOWS_BIT_TYPES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1200);
    let mut rng = RandomTypes::case_rng(seed, 51);
    let types: Vec<DynType> = (0..count)
        .map(|i| bit_field_type(&mut rng, "B", i))
        .collect();
    for host in HostPlatform::ALL {
        let Some(clang) = clang(host) else { return };
        // On Linux, clang lays `#pragma pack` bit-fields out as GCC, so as nvcc does.
        let layouts: Vec<&'static Layout> = types
            .iter()
            .map(|ty| on_host(ty, host).layout_on(host, Compiler::Nvcc))
            .collect();
        let dumped = clang
            .record_layouts(&record_source(&layouts))
            .unwrap_or_else(|e| panic!("{}: {e}", clang.label()));
        let mut all = Vec::new();
        for layout in &layouts {
            records(layout, &mut all);
        }
        // On Linux the device layout is NVIDIA's compilers', checked against them elsewhere;
        // clang lays out as GCC, which places unnamed bit-fields in a packed type otherwise than
        // nvcc's and NVRTC's device front end (`ABI.md` §10): those records are left out.
        let (all, gcc_only): (Vec<&'static Layout>, Vec<&'static Layout>) = all
            .into_iter()
            .partition(|l| host == HostPlatform::Llp64 || !packed_unnamed_bits(l));
        let disagreements = record_disagreements(&all, &dumped);
        let bit_fields: usize = all
            .iter()
            .map(|l| l.fields().iter().filter(|f| f.bits.is_some()).count())
            .sum();
        println!(
            "windows oracle ({}): {count} random bit-field types (seed {seed}; {} records, \
             {bit_fields} bit-fields; {} packed records with unnamed bit-fields left to \
             NVIDIA's compilers), {} disagreements",
            clang.label(),
            all.len(),
            gcc_only.len(),
            disagreements.len()
        );
        assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
        if host == HostPlatform::Llp64 {
            // The mutation: Linux's rules for the Windows host.
            let linux: Vec<&'static Layout> = types
                .iter()
                .map(|ty| on_host(ty, host).layout_on(HostPlatform::Lp64, Compiler::Nvcc))
                .collect();
            let mut mutated = Vec::new();
            for layout in &linux {
                records(layout, &mut mutated);
            }
            let caught = record_disagreements(&mutated, &dumped).len();
            println!(
                "windows oracle: Linux's rules on the Windows host: {caught} of {} records \
                 disagree (the mutation is caught)",
                mutated.len()
            );
            assert!(
                caught > count / 4,
                "the Linux rules went uncaught on Windows: {caught}"
            );
        }
    }
}

/// The derive's `const` layouts for a Windows target equal clang 19's MSVC-host device layouts:
/// random bit-field types as `#[derive(PtxAbi)]` Rust (`random::rust_source`), each record's
/// size, alignment and every member's bit offset from clang's record layouts asserted in `const`
/// items, checked by `cargo check --target x86_64-pc-windows-gnu` (the derive computes what a
/// Windows build does). `PTX_ABI_WINDOWS_DERIVE_TYPES` sets the count (default 400). Needs the
/// target's standard library (`rustup target add x86_64-pc-windows-gnu`) besides clang.
#[test]
fn derive_lays_out_bit_fields_as_clang_on_windows() {
    let host = HostPlatform::Llp64;
    let Some(clang) = clang(host) else { return };
    let target = "x86_64-pc-windows-gnu";
    let installed = std::process::Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .is_ok_and(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .any(|l| l == target)
        });
    let Some(()) = ptx_abi_testenv::found(
        ptx_abi_testenv::Need::Oracle,
        "windows derive check",
        if installed {
            Ok(())
        } else {
            Err(format!(
                "no standard library for {target} (rustup target add {target})"
            ))
        },
    ) else {
        return;
    };
    let count: usize = std::env::var("PTX_ABI_WINDOWS_DERIVE_TYPES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(400);
    let mut rng = RandomTypes::case_rng(51, 52);
    let types: Vec<DynType> = (0..count)
        .map(|i| bit_field_type(&mut rng, "D", i))
        .collect();
    let layouts: Vec<&'static Layout> = types
        .iter()
        .map(|ty| ty.layout_on(host, Compiler::Nvrtc))
        .collect();
    let mut ours = Vec::new();
    for layout in &layouts {
        records(layout, &mut ours);
    }
    // The records of ours only (the prelude's `vector_types.h` has others).
    let dumped: Vec<RecordLayout> = clang
        .record_layouts(&record_source(&layouts))
        .unwrap_or_else(|e| panic!("{}: {e}", clang.label()))
        .into_iter()
        .filter(|r| ours.iter().any(|l| l.name == r.name))
        .collect();
    assert_eq!(dumped.len(), ours.len(), "clang laid out every record");
    let mut lib = String::from(
        "#![allow(dead_code, non_camel_case_types)]\n\
         use ptx_abi_core::{layout::Layout, PtxAbi, UnionBytes};\n\n\
         /// Member `i`'s offset in bits: its bit-field's first bit, else its byte offset.\n\
         const fn bit(l: &Layout, i: usize) -> usize {\n    \
         match l.fields()[i].bits {\n        Some(b) => b.bit_offset,\n        \
         None => l.fields()[i].offset * 8,\n    }\n}\n\n",
    );
    let mut asserts = 0;
    for ty in &types {
        lib.push_str(&ptx_abi_kernels::random::rust_source(ty));
    }
    for record in &dumped {
        let name = &record.name;
        lib.push_str(&format!(
            "const _: () = {{\n    let l = &<{name} as PtxAbi>::LAYOUT;\n    \
             assert!(l.size * 8 == {}, \"sizeof({name})\");\n    \
             assert!(l.align * 8 == {}, \"alignof({name})\");\n    \
             assert!(l.fields().len() == {}, \"members of {name}\");\n",
            record.size_bits,
            record.align_bits,
            record.field_bits.len()
        ));
        for (i, bits) in record.field_bits.iter().enumerate() {
            lib.push_str(&format!(
                "    assert!(bit(l, {i}) == {bits}, \"{name}: member {i}\");\n"
            ));
        }
        lib.push_str("};\n");
        asserts += 3 + record.field_bits.len();
    }
    let out = check_for_windows(&lib);
    let errors = String::from_utf8_lossy(&out.stderr);
    println!(
        "windows oracle ({}): {count} random bit-field types derived for {target}, {} records, \
         {asserts} const assertions of clang's layouts: {}",
        clang.label(),
        dumped.len(),
        if out.status.success() {
            "all hold"
        } else {
            "FAILED"
        }
    );
    assert!(
        out.status.success(),
        "cargo check --target {target}:\n{}",
        errors.lines().take(80).collect::<Vec<_>>().join("\n")
    );

    // A device view where a Rust kernel (Linux's rules) and the Windows host disagree is a
    // compile error naming the type; one where they agree builds.
    let views = "use ptx_abi_core::{DeviceView, PtxAbi};\n\
        #[derive(PtxAbi, DeviceView, Clone, Copy)]\n#[repr(C)]\n\
        pub struct OneSize { #[ptx(bits = 3)] a: u32, #[ptx(bits = 5)] b: i32, c: f32 }\n\
        #[derive(PtxAbi, DeviceView, Clone, Copy)]\n#[repr(C)]\n\
        pub struct Mixed { #[ptx(bits = 3)] a: u8, #[ptx(bits = 5)] b: i32 }\n";
    let out = check_for_windows(views);
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "a view of `Mixed` built for Windows");
    assert!(
        errors.contains("`Mixed` has no device view on Windows") && !errors.contains("OneSize"),
        "{errors}"
    );
}

/// `cargo check --target x86_64-pc-windows-gnu` of a crate whose `lib.rs` is `lib`, depending on
/// this checkout's `ptx-abi-core` (its target directory kept between runs under `target/tmp`).
fn check_for_windows(lib: &str) -> std::process::Output {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("windows-derive");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let core = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-abi-core");
    std::fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"windows-derive\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\
             publish = false\n\n[dependencies]\nptx-abi-core = {{ path = {:?} }}\n\n[workspace]\n",
            core.display().to_string()
        ),
    )
    .unwrap();
    std::fs::write(dir.join("src/lib.rs"), lib).unwrap();
    std::process::Command::new(env!("CARGO"))
        .args([
            "check",
            "--quiet",
            "--target",
            "x86_64-pc-windows-gnu",
            "--manifest-path",
        ])
        .arg(dir.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .output()
        .expect("cargo runs")
}

/// A header written on this machine holds checks for both hosts where they lay a type out
/// differently (`#if defined(_WIN32)`, `ABI.md` §4): the random bit-field types' mirrors, with
/// their `static_assert`s and layout records, compile under clang 19 for a Linux and for a
/// Windows host (on Linux, the packed types with unnamed bit-fields aside, as above; and the
/// types NVRTC and nvcc lay out differently, which the derive refuses on Linux).
#[test]
fn mirrors_hold_on_each_host() {
    let mut rng = RandomTypes::case_rng(51, 53);
    let types: Vec<DynType> = (0..400).map(|i| bit_field_type(&mut rng, "M", i)).collect();
    let layouts: Vec<&'static Layout> = types
        .iter()
        .map(DynType::layout)
        .zip(&types)
        .filter(|(l, ty)| l.same_placement(ty.layout_as(Compiler::Nvcc)))
        .map(|(l, _)| l)
        .collect();
    for host in HostPlatform::ALL {
        let Some(clang) = clang(host) else { return };
        let mut header = ptx_abi_core::cuda::CudaHeader::new();
        let mut kept = 0;
        for layout in &layouts {
            if host == HostPlatform::Llp64 || !packed_unnamed_bits(layout) {
                header.add_layout(layout);
                kept += 1;
            }
        }
        let text = header.render();
        let branches = text.matches("#if defined(_WIN32)").count();
        let outcome = clang.record_layouts(&text);
        println!(
            "windows oracle ({}): the mirrors of {kept} random bit-field types, {branches} with \
             checks per host: {}",
            clang.label(),
            if outcome.is_ok() { "hold" } else { "FAIL" }
        );
        assert!(
            branches > 0,
            "no type has checks per host: the test would not test them"
        );
        if let Err(log) = outcome {
            panic!("{}", log.lines().take(40).collect::<Vec<_>>().join("\n"));
        }
    }
}

/// `<stdint.h>`'s types on Windows (LLP64), for the stand-ins of the standard headers that clang
/// reads for a Windows triple (it finds no MSVC headers here).
const WINDOWS_STDINT: &str =
    "typedef signed char int8_t; typedef short int16_t; typedef int int32_t;
typedef long long int64_t; typedef unsigned char uint8_t; typedef unsigned short uint16_t;
typedef unsigned int uint32_t; typedef unsigned long long uint64_t;
typedef long long intptr_t; typedef unsigned long long uintptr_t;
typedef long long intmax_t; typedef unsigned long long uintmax_t;
typedef int8_t int_least8_t; typedef int16_t int_least16_t; typedef int32_t int_least32_t;
typedef int64_t int_least64_t; typedef uint8_t uint_least8_t; typedef uint16_t uint_least16_t;
typedef uint32_t uint_least32_t; typedef uint64_t uint_least64_t;
typedef int8_t int_fast8_t; typedef int32_t int_fast16_t; typedef int32_t int_fast32_t;
typedef int64_t int_fast64_t; typedef uint8_t uint_fast8_t; typedef uint32_t uint_fast16_t;
typedef uint32_t uint_fast32_t; typedef uint64_t uint_fast64_t;
";

/// The real-header corpus (`tests/import/real/`) imported for a Windows host: every imported
/// struct and union with a C++ name, bit-fields and all, laid out as clang 19 lays the original
/// header out for an `x86_64-pc-windows-msvc` host (record layouts, as above; the types of
/// anonymous members are checked through their place in the type that holds them). A header the
/// importer refuses for Windows must be one clang rejects for Windows too (an enum without a
/// fixed type is `int` there, so a bit-field of it wider than 32 bits is an error).
#[test]
fn real_headers_import_for_windows_as_clang_lays_them_out() {
    let host = HostPlatform::Llp64;
    let Some(clang) = clang(host) else { return };
    let stand_ins = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("windows-std-headers");
    // `cuda_fp16.h` includes `<utility>` for `std::move` outside NVRTC.
    let utility = "#pragma once\nnamespace std {\ntemplate <class T> struct remove_reference { \
                   typedef T type; };\ntemplate <class T> struct remove_reference<T &> { typedef \
                   T type; };\ntemplate <class T> constexpr typename remove_reference<T>::type \
                   &&move(T &&t) noexcept { return static_cast<typename \
                   remove_reference<T>::type &&>(t); }\n}\n";
    // Device code in the corpus calls the C library's `float` functions.
    let math = "#pragma once\nextern \"C\" { float logf(float); float log2f(float); float expf(float); float \
                sqrtf(float); float sinf(float); float cosf(float); float fabsf(float); float \
                powf(float, float); float floorf(float); float fminf(float, float); float \
                fmaxf(float, float); double sqrt(double); double log(double); double \
                exp(double); double fabs(double); }\n";
    let headers = ptx_abi_build::std_headers::stubs_with_stdint(WINDOWS_STDINT);
    let extra = [
        ("utility", utility.to_owned()),
        ("math.h", math.to_owned()),
        ("cmath", math.to_owned()),
    ];
    let headers = headers
        .into_iter()
        .filter(|(n, _)| !matches!(*n, "math.h" | "cmath"));
    for (name, text) in headers.chain(extra) {
        let path = stand_ins.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let clang = clang.with_include_dir(&stand_ins);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/import/real");
    let (mut headers, mut records_checked, mut with_bits, mut refused) = (0, 0, 0, 0);
    let (mut rejected_by_both, mut not_clangs) = (Vec::new(), Vec::new());
    let mut failures = Vec::new();
    for entry in super::import_real::entries(&dir) {
        let file = entry
            .path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let options = entry.options.clone().host(host);
        let header = super::import_real::with_defines(&entry);
        let imported = match options.import_file(&entry.path) {
            Ok(i) => i,
            Err(e) if crate::libclang_missing(&e) => return,
            Err(e) => {
                // MSVC's own front end is clang's host side for the Windows triple.
                match clang.host_syntax_check(&header) {
                    Err(_) => rejected_by_both.push(file),
                    Ok(()) => failures.push(format!("{file}: refused, though clang takes it: {e}")),
                }
                continue;
            }
        };
        headers += 1;
        refused += imported.skipped.len();
        // The header as the import checks see it, without the import's `static_assert`s (the
        // layouts are compared below, bit-fields included; the header's own stay), with a
        // `sizeof` of each type.
        let verification = imported.verification_source(&header, 13);
        let marker = "// ptx-abi: the imported types under their Rust names";
        let (text, added) = verification.split_at(verification.find(marker).unwrap_or(0));
        let mut source = text.to_owned();
        for line in added.lines().filter(|l| !l.starts_with("static_assert")) {
            source.push_str(line);
            source.push('\n');
        }
        let mut ours = Vec::new();
        for name in imported.checkable() {
            let Some(layout) = imported.layout(name) else {
                continue;
            };
            let cpp = imported.cpp_names[name].clone();
            if !matches!(layout.kind, Kind::Struct { .. } | Kind::Union { .. })
                || cpp.contains("decltype")
            {
                continue;
            }
            source.push_str(&format!("static_assert(sizeof({cpp}) > 0, \"\");\n"));
            ours.push((cpp, layout));
        }
        let dumped = match clang.record_layouts(&source) {
            Ok(d) => d,
            // A header clang's CUDA mode cannot compile for a Linux host either (CUDA's own
            // `cuda_fp16.hpp` needs the toolkit's runtime headers, which `-nocudainc` leaves
            // out) is not clang's to judge: counted.
            Err(_)
                if self::clang(HostPlatform::Lp64)
                    .is_some_and(|c| c.record_layouts(&source).is_err()) =>
            {
                not_clangs.push(file);
                continue;
            }
            Err(log) => {
                let errors: Vec<&str> = log
                    .lines()
                    .filter(|l| l.contains("error"))
                    .take(3)
                    .collect();
                failures.push(format!("{file}: clang: {}", errors.join(" | ")));
                continue;
            }
        };
        for (cpp, layout) in ours {
            let Some(theirs) = dumped.iter().find(|r| r.name == cpp) else {
                failures.push(format!("{file}: clang did not lay `{cpp}` out"));
                continue;
            };
            let mut mine = RecordLayout {
                name: theirs.name.clone(),
                ..as_record(layout)
            };
            // An empty C struct is imported with one byte of storage as its member.
            if theirs.field_bits.is_empty() {
                mine.field_bits.clear();
            }
            records_checked += 1;
            with_bits += usize::from(layout.fields().iter().any(|f| f.bits.is_some()));
            if mine != *theirs {
                failures.push(format!(
                    "{file}: `{cpp}`: ptx-abi {mine:?}, clang {theirs:?}"
                ));
            }
        }
    }
    println!(
        "windows oracle ({}): the real-header corpus imported for Windows: {headers} headers, \
         {records_checked} structs and unions ({with_bits} with bit-fields) as clang lays them \
         out, {refused} types refused, {} headers rejected by clang (MSVC mode) and the importer \
         alike ({}), {} clang's CUDA mode cannot compile for Linux either ({}), {} failures",
        clang.label(),
        rejected_by_both.len(),
        rejected_by_both.join(", "),
        not_clangs.len(),
        not_clangs.join(", "),
        failures.len()
    );
    assert!(with_bits > 0, "no bit-field type was checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Plain `char` is unsigned on an aarch64 Linux host, in device code too, and signed on x86-64
/// (`ABI.md` §4a); the importer follows the architecture it is given (the build target's in a
/// build script) and imports a `char` member and bit-field as `u8` or `i8`.
#[test]
fn plain_char_follows_the_host_architecture() {
    let Some(clang) = clang(HostPlatform::Lp64) else {
        return;
    };
    let probe = "__device__ int char_is_signed = (char)-1 < 0;\n";
    for (triple, signed) in [
        ("x86_64-unknown-linux-gnu", "1"),
        ("aarch64-unknown-linux-gnu", "0"),
    ] {
        let clang = clang.clone().with_triple(triple);
        let ptx = clang
            .compile(probe)
            .unwrap_or_else(|e| panic!("{}: {e}", clang.label()));
        let line = ptx
            .lines()
            .find(|l| l.contains("char_is_signed"))
            .unwrap_or_default();
        // A global that is 0 has no initialiser.
        let value = line
            .split_once('=')
            .map_or("0", |(_, v)| v.trim().trim_end_matches(';'));
        assert_eq!(value, signed, "{}: {line}", clang.label());
        println!(
            "windows oracle ({}): (char)-1 < 0 is {signed}",
            clang.label()
        );
    }
    let header = "struct Sample { char c; char bits : 3; signed char s; };\n";
    for (arch, rust) in [("x86_64", "i8"), ("aarch64", "u8")] {
        let options = ptx_abi_build::import::ImportOptions::new()
            .host(HostPlatform::Lp64)
            .arch(arch);
        let imported = match options.import_source("sample.h", header) {
            Ok(i) => i,
            Err(e) if crate::libclang_missing(&e) => return,
            Err(e) => panic!("{e}"),
        };
        let code = imported.rust();
        assert!(code.contains(&format!("pub c: {rust},")), "{arch}:\n{code}");
        assert!(
            code.contains(&format!("pub bits: {rust},")),
            "{arch}:\n{code}"
        );
        assert!(code.contains("pub s: i8,"), "{arch}:\n{code}");
    }
}
