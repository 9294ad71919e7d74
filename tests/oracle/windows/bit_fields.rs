//! Random bit-field types on each host against clang 19's record layouts (`ABI.md` §4a): the
//! engine (`DynType::layout_on`), the derive for a Windows target, and the mirrors' per-host
//! checks.

use ptx_abi_core::dynamic::{DynAggregate, DynField, DynType};
use ptx_abi_core::layout::{Compiler, HostPlatform, Kind, Layout, Packing, Scalar};
use ptx_abi_kernels::oracle::clang::{RecordLayout, Side};
use ptx_abi_kernels::random::RandomTypes;
use rand::Rng;

use super::{clang, on_host};

/// A random aggregate whose members are mostly bit-fields (`ABI.md` §4a): of every integer type
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
        let mut last = random_bit_field(rng, name, count);
        (last.name, last.unnamed) = (format!("m{count}"), false);
        last.bits = last.bits.map(|w| w.max(1));
        fields.push(last);
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
pub(super) fn as_record(layout: &Layout) -> RecordLayout {
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
/// host (`ABI.md` §4a): MSVC's rules for a Windows host, GCC's (nvcc's, for `#pragma pack`) for
/// a Linux one; on each host clang's device compilation and its host C++ lay them out alike.
/// Also the mutation the check exists for: the Linux rules on the Windows host must disagree
/// with clang. At least 1,000 top-level types are checked whole per host.
/// `PTX_ABI_WINDOWS_BIT_TYPES` sets the count drawn (default 1,400), `PTX_ABI_SEED` the seed.
#[test]
fn bit_field_types_on_each_host() {
    let seed: u64 = std::env::var("PTX_ABI_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(51);
    let count: Option<usize> = std::env::var("PTX_ABI_WINDOWS_BIT_TYPES")
        .ok()
        .and_then(|s| s.parse().ok());
    let drawn = count.unwrap_or(1400);
    let mut rng = RandomTypes::case_rng(seed, 51);
    let types: Vec<DynType> = (0..drawn)
        .map(|i| bit_field_type(&mut rng, "B", i))
        .collect();
    for host in HostPlatform::ALL {
        let Some(clang) = clang(host) else { return };
        // On Linux, clang lays `#pragma pack` bit-fields out as GCC, so as nvcc does.
        let layouts: Vec<&'static Layout> = types
            .iter()
            .map(|ty| on_host(ty, host).layout_on(host, Compiler::Nvcc))
            .collect();
        let source = record_source(&layouts);
        let dumped = clang
            .record_layouts(&source, Side::Device)
            .unwrap_or_else(|e| panic!("{}: {e}", clang.label()));
        let host_side = clang
            .record_layouts(&source, Side::Host)
            .unwrap_or_else(|e| panic!("{} (C++): {e}", clang.label()));
        assert!(
            dumped == host_side,
            "{}: the device and host compilations lay the records out differently",
            clang.label()
        );
        // Top-level types checked whole (on Linux, those without the records left out below).
        let whole = layouts
            .iter()
            .filter(|l| host == HostPlatform::Llp64 || !packed_unnamed_bits(l))
            .count();
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
            "windows oracle ({}): {whole} random bit-field types checked whole of {drawn} \
             drawn (seed {seed}; {} records, {bit_fields} bit-fields; {} packed records with \
             unnamed bit-fields left to NVIDIA's compilers), device and host C++ alike, {} \
             disagreements",
            clang.label(),
            all.len(),
            gcc_only.len(),
            disagreements.len()
        );
        assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
        assert!(
            count.is_some() || whole >= 1000,
            "only {whole} types checked whole"
        );
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
                caught > drawn / 4,
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
        .record_layouts(&record_source(&layouts), Side::Device)
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
/// differently (`#if defined(_WIN32)`, `ABI.md` §4a): the random bit-field types' mirrors, with
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
        let outcome = clang.record_layouts(&text, Side::Device);
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
