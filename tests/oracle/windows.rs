//! The other hosts' layouts (`ABI.md` §4a) against clang 19's CUDA mode, which compiles device
//! code for any host triple and lays records out as that host does
//! (`ptx_abi_kernels::oracle::clang`): C++ `long` (4 bytes on Windows, where CUDA's own
//! `vector_types.h` takes its `_WIN32` branches), bit-fields (MSVC's rules on Windows) and plain
//! `char` (unsigned on aarch64), with a Linux triple as the control. Checked: every vector type;
//! random types with values and kernels per host; 1,400 random bit-field types per host against
//! clang's record layouts (and Linux's rules on Windows must disagree); the derive's `const`
//! layouts for `x86_64-pc-windows-gnu` against the same, by `cargo check` (and a device view
//! refused there); the mirrors' per-host checks; the header corpus imported for Windows;
//! `char` per architecture. Needs clang 19 or later (Debian: `clang-19`), the CUDA 13 oracle
//! install and the `x86_64-pc-windows-gnu` standard library; without them one line says so and
//! the test is skipped, unless `PTX_ABI_REQUIRE_ORACLE=1`.

use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::dynamic::{DynAggregate, DynField, DynType};
use ptx_abi_core::layout::{Compiler, CudaVersion, HostPlatform, Kind, Layout, Scalar};
use ptx_abi_core::vector::{self, long_vector};
use ptx_abi_kernels::oracle::clang::{ClangCuda, RecordLayout, Side};
use ptx_abi_kernels::oracle::Probe;
use ptx_abi_kernels::random::{Config, RandomTypes};

mod bit_fields;
use bit_fields::as_record;

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
            let Kind::Vector { elem, len, .. } = ours.kind else {
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

/// The header corpus (`ptx-abi-build/tests/import/shapes/`) imported for a Windows host: every
/// imported struct and union with a C++ name, bit-fields and all, laid out as clang 19 lays the original
/// header out for an `x86_64-pc-windows-msvc` host (record layouts, as above; the types of
/// anonymous members are checked through their place in the type that holds them). A header the
/// importer refuses for Windows must be one clang rejects for Windows too (an enum without a
/// fixed type is `int` there, so a bit-field of it wider than 32 bits is an error).
#[test]
fn corpus_headers_import_for_windows_as_clang_lays_them_out() {
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
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-abi-build/tests/import/shapes");
    let (mut headers, mut records_checked, mut with_bits, mut refused) = (0, 0, 0, 0);
    let (mut rejected_by_both, mut not_clangs) = (Vec::new(), Vec::new());
    let mut failures = Vec::new();
    for entry in super::import_corpus::entries(&dir) {
        let file = entry
            .path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let options = entry.options.clone().host(host);
        let header = super::import_corpus::with_defines(&entry);
        let imported = match options.import_file(&entry.path) {
            Ok(i) => i,
            Err(e) if crate::libclang_missing(&e) => return,
            Err(e) => {
                // MSVC's own front end is clang's host side for the Windows triple.
                match clang.record_layouts(&header, Side::Host) {
                    Err(_) => rejected_by_both.push(file),
                    Ok(_) => failures.push(format!("{file}: refused, though clang takes it: {e}")),
                }
                continue;
            }
        };
        headers += 1;
        refused += imported.skipped.len();
        // The header as the import checks see it, without the import's `static_assert`s (the
        // layouts are compared below, bit-fields included; the header's own stay), with a
        // `sizeof` of each type.
        let verification = imported.verification_source(&header, CudaVersion::Cuda13);
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
        let dumped = match clang.record_layouts(&source, Side::Device) {
            Ok(d) => d,
            // A header clang's CUDA mode cannot compile for a Linux host either (CUDA's own
            // `cuda_fp16.hpp` needs the toolkit's runtime headers, which `-nocudainc` leaves
            // out) is not clang's to judge: counted.
            Err(_)
                if self::clang(HostPlatform::Lp64)
                    .is_some_and(|c| c.record_layouts(&source, Side::Device).is_err()) =>
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
        "windows oracle ({}): the header corpus imported for Windows: {headers} headers, \
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

/// An enum without a fixed underlying type is `int` under MSVC, so its bit-field is signed on
/// Windows (`ABI.md` §4a: clang 19's host C++ for `x86_64-pc-windows-msvc` reads `D` back as -1
/// from a 2-bit field, Linux's as 3); the importer, parsing Windows as MSVC, gives it `i32`
/// there and `u32` on Linux, so a value that needs the sign bit is refused on Windows.
#[test]
fn enums_without_a_fixed_type_are_int_on_windows() {
    let header = "enum E { A, B, C, D };\nstruct S { enum E e : 2; int x; };\n";
    let probe = "constexpr S s{D, 0};\nstatic_assert((int)s.e == VALUE, \"\");\n";
    for (host, value, repr) in [
        (HostPlatform::Llp64, "-1", "i32"),
        (HostPlatform::Lp64, "3", "u32"),
    ] {
        let Some(clang) = clang(host) else { return };
        let source = format!("{header}{}", probe.replace("VALUE", value));
        clang
            .record_layouts(&source, Side::Host)
            .unwrap_or_else(|e| panic!("{} (C++): {e}", clang.label()));
        let options = ptx_abi_build::import::ImportOptions::new().host(host);
        let imported = match options.import_source("e.h", header) {
            Ok(i) => i,
            Err(e) if crate::libclang_missing(&e) => return,
            Err(e) => panic!("{e}"),
        };
        let code = imported.rust();
        assert!(
            code.contains(&format!("#[repr({repr})]")),
            "{}:\n{code}",
            host.name()
        );
        println!(
            "windows oracle ({}, C++): `D` reads back {value} from a 2-bit enum bit-field; \
             imported as {repr}",
            clang.label()
        );
    }
}
