//! The Windows-layout oracle (issue 32, `ABI.md` §4): clang's CUDA mode compiles device code
//! with a Windows host triple, where C++ `long` is 4 bytes and CUDA's `vector_types.h` takes its
//! `_WIN32` branches (`ptx_abi_kernels::oracle::clang`), and the same with a Linux triple as a
//! control. Checked: every CUDA vector type's size, alignment and last component's offset on
//! both hosts (the `long` vectors against `vector::long_vector`, the others against their one
//! layout), and random types (`ptx_abi_kernels::random`) whose `int`s are spelled `long`, whose
//! `long` vectors have the host's layout, with bit-fields, arrays, nesting and `alignas`: the
//! mirrors' `static_assert`s, the kernel parameter and a random value's image. Needs clang
//! (Debian: `clang-14`) and the CUDA 13 oracle install; without them one line says so and the
//! test is skipped, unless `PTX_ABI_REQUIRE_ORACLE=1`.

use ptx_abi_build::ptx_parse::Module;
use ptx_abi_core::dynamic::{DynAggregate, DynField, DynType};
use ptx_abi_core::layout::{HostPlatform, Kind, Layout, Scalar};
use ptx_abi_core::vector::{self, long_vector};
use ptx_abi_kernels::oracle::clang::ClangCuda;
use ptx_abi_kernels::oracle::Probe;
use ptx_abi_kernels::random::{Config, RandomTypes};

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
                let layout = on_host(&case.ty, host).layout();
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
