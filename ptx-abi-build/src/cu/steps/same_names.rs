//! Types of the same name in several `.cu` files, each its own translation unit: each file's
//! kernels take their own file's definition. Checked against the files' definitions for random
//! sets of files (read, named and generated without compiling), and through the compilers' own
//! images of a value of each type (NVRTC and nvcc) for a sample of them and for the cases real
//! projects have: two members swapped, an enum declared two ways.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};

use ptx_abi_core::dynamic::{write_dyn, DynValue};
use ptx_abi_core::layout::Scalar;
use ptx_abi_core::ptx::globals::global_image;
use ptx_abi_testenv::{seed, skip, Need};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::super::render::{self, CompiledFile};
use super::super::{Built, CompilerChoice, CuBuild, CuError, CuErrorKind, Toolchain};
use super::{wrapper_jobs, Types};
use crate::import::{CxxType, Imported, Item};
use crate::nvrtc::{Nvcc, Nvrtc};

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("ptx-abi-same-names-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether `errors` say the machine lacks a compiler or libclang (then one line, or a failure
/// when required).
fn missing_tools(what: &str, errors: &[CuError]) -> bool {
    match errors.iter().find(|e| e.kind == CuErrorKind::Toolchain) {
        Some(e) => {
            skip(Need::Oracle, what, e);
            true
        }
        None => false,
    }
}

/// A member of a probe's value: its path (`inner.x`), the C++ expression assigned to it, and
/// the value.
struct Leaf {
    path: String,
    cpp: String,
    value: DynValue,
}

/// A compiler that compiles a probe to PTX.
enum Prober {
    Nvrtc(Nvrtc),
    Nvcc(Nvcc),
}

impl Prober {
    /// NVRTC and nvcc, or `None` after one line (or a failure when required).
    fn both(what: &str) -> Option<[Prober; 2]> {
        let nvrtc = Nvrtc::load(None)
            .map_err(|e| skip(Need::Oracle, what, e))
            .ok()?;
        let nvcc = Nvcc::find(None)
            .map_err(|e| skip(Need::Oracle, what, e))
            .ok()?;
        Some([Prober::Nvrtc(nvrtc), Prober::Nvcc(nvcc)])
    }

    /// `files` built by this compiler for `sm_80` into `dir/out`; `None` after one line (or a
    /// failure when required) when a tool is missing.
    fn build(
        &self,
        what: &str,
        files: &[PathBuf],
        dir: &Path,
    ) -> Option<Result<Built, Vec<CuError>>> {
        let choice = match self {
            Prober::Nvrtc(n) => CompilerChoice::Nvrtc(Some(n.path().to_path_buf())),
            Prober::Nvcc(n) => CompilerChoice::Nvcc(Some(n.path().to_path_buf())),
        };
        let mut build = CuBuild::new()
            .archs(&[80])
            .compiler(choice)
            .out_dir(dir.join("out"));
        for f in files {
            build = build.file(f);
        }
        match build.build() {
            Err(errors) if missing_tools(what, &errors) => None,
            result => Some(result),
        }
    }

    /// The image this compiler gives `ptx_abi_probe`, a `__device__` variable of type
    /// `cpp_type` declared after `file` is included, its members set as `leaves` say.
    fn image(&self, file: &Path, cpp_type: &str, leaves: &[Leaf]) -> Vec<u8> {
        let mut source = format!(
            "#include \"{}\"\n__host__ __device__ constexpr {cpp_type} ptx_abi_make() {{\n    \
             {cpp_type} o{{}};\n",
            file.file_name().unwrap().to_str().unwrap()
        );
        for leaf in leaves {
            match leaf.path.as_str() {
                "" => writeln!(source, "    o = {};", leaf.cpp),
                path => writeln!(source, "    o.{path} = {};", leaf.cpp),
            }
            .unwrap();
        }
        let _ = write!(
            source,
            "    return o;\n}}\n__device__ {cpp_type} ptx_abi_probe = ptx_abi_make();\n"
        );
        let include = format!("-I{}", file.parent().unwrap().display());
        let ptx = match self {
            Prober::Nvrtc(n) => n.compile(&source, "probe.cu", &[&include]),
            Prober::Nvcc(n) => n.compile(&source, "probe.cu", &[&include]),
        }
        .unwrap_or_else(|e| panic!("{source}\n{e}"));
        global_image(&ptx, "ptx_abi_probe")
            .unwrap_or_else(|| panic!("no ptx_abi_probe in\n{ptx}"))
            .unwrap_or_else(|e| panic!("{e:?}"))
            .image()
    }
}

/// The value of `ty`, a type of `types`, whose members at `path` take the values of `leaves`
/// found by member names: a value built on another type's members is found missing or lands
/// where the compiler's image differs.
fn value_of(
    types: &Imported,
    ty: &CxxType,
    path: &str,
    leaves: &BTreeMap<&str, &DynValue>,
) -> Result<DynValue, String> {
    let join = |name: &str| {
        if path.is_empty() {
            name.to_owned()
        } else {
            format!("{path}.{name}")
        }
    };
    let leaf = || {
        leaves
            .get(path)
            .map(|v| (*v).clone())
            .ok_or_else(|| format!("no value for `{path}`"))
    };
    match ty {
        CxxType::Scalar(_) => leaf(),
        CxxType::Named(name) => match types.item(name) {
            Some(Item::Record {
                union: false,
                members,
                ..
            }) => members
                .iter()
                .map(|m| value_of(types, &m.ty, &join(&m.name), leaves))
                .collect::<Result<_, _>>()
                .map(DynValue::Items),
            Some(Item::Record { members, .. }) => {
                let (index, m) = members
                    .iter()
                    .enumerate()
                    .find(|(_, m)| {
                        let at = join(&m.name);
                        leaves
                            .keys()
                            .any(|k| *k == at || k.starts_with(&format!("{at}.")))
                    })
                    .ok_or_else(|| format!("no member of union `{name}` set"))?;
                let value = value_of(types, &m.ty, &join(&m.name), leaves)?;
                Ok(DynValue::Member(index, Box::new(value)))
            }
            Some(Item::Enum { .. }) => leaf(),
            Some(Item::Alias { ty, .. }) => value_of(types, ty, path, leaves),
            _ => Err(format!("`{name}` is not among the types")),
        },
        other => Err(format!("{other:?} is not probed")),
    }
}

/// Checks that `prober`'s image of `file`'s `cpp_type`, set as `leaves` say, is the image of
/// Rust type `rust` of `built` with the same member values.
fn probe(prober: &Prober, built: &Built, file: &Path, cpp_type: &str, rust: &str, leaves: &[Leaf]) {
    let by_path: BTreeMap<&str, &DynValue> =
        leaves.iter().map(|l| (l.path.as_str(), &l.value)).collect();
    let ty = CxxType::Named(rust.to_owned());
    let value = value_of(&built.types, &ty, "", &by_path)
        .unwrap_or_else(|e| panic!("{}: `{rust}` for `{cpp_type}`: {e}", file.display()));
    let layout = built.types.layout(rust).unwrap();
    let mut ours = vec![0; layout.size];
    write_dyn(layout, &value, &mut ours).unwrap();
    let theirs = prober.image(file, cpp_type, leaves);
    assert_eq!(
        ours,
        theirs,
        "{}: `{cpp_type}` as `{rust}` ({}): the Rust type's image is not the compiler's",
        file.display(),
        built.compiler
    );
}

/// The name of the type `ty` is or points to.
fn named(ty: &CxxType) -> Result<&str, String> {
    match ty {
        CxxType::Named(n) => Ok(n),
        CxxType::Pointer(Some(inner)) => named(inner),
        other => Err(format!("{other:?} names no type")),
    }
}

/// The Rust name of parameter `param` of kernel `symbol` (by value or behind a pointer).
fn param_type<'a>(built: &'a Built, symbol: &str, param: usize) -> &'a str {
    let kernel = built.kernels.iter().find(|k| k.symbol == symbol).unwrap();
    named(&kernel.params[param].ty).unwrap()
}

fn int(path: &str, v: i128) -> Leaf {
    Leaf {
        path: path.to_owned(),
        cpp: v.to_string(),
        value: DynValue::Int(v),
    }
}

fn float(path: &str, v: f32) -> Leaf {
    Leaf {
        path: path.to_owned(),
        cpp: format!("{v:?}f"),
        value: DynValue::F32(v),
    }
}

/// Two files each define `struct Op`, its two members in the other order (the same sizes:
/// every size and offset check passes whichever is taken): `kb` takes `b.cu`'s, whose first
/// member is `b`, and its image is the compilers'.
#[test]
fn two_definitions_of_a_name_are_two_types() {
    let what = "two_definitions_of_a_name_are_two_types";
    let dir = scratch("op");
    let a = dir.join("a.cu");
    let b = dir.join("b.cu");
    std::fs::write(
        &a,
        "struct Op { float a; int b; };\n\
         extern \"C\" __global__ void ka(Op op, float *out) { out[0] = op.a + op.b; }\n",
    )
    .unwrap();
    std::fs::write(
        &b,
        "struct Op { int b; float a; };\n\
         extern \"C\" __global__ void kb(Op op, float *out) { out[0] = op.a + op.b; }\n",
    )
    .unwrap();
    let Some(probers) = Prober::both(what) else {
        return;
    };
    for prober in &probers {
        let Some(result) = prober.build(what, &[a.clone(), b.clone()], &dir) else {
            return;
        };
        let built = result.unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(param_type(&built, "ka", 0), "a_Op");
        assert_eq!(param_type(&built, "kb", 0), "b_Op");
        let module = std::fs::read_to_string(&built.module).unwrap();
        assert!(module.contains("pub struct a_Op {"), "{module}");
        assert!(module.contains("pub struct b_Op {"), "{module}");
        assert!(module.contains("pub use super::b_Op as Op;"), "{module}");
        assert!(!module.contains("pub struct Op "), "{module}");
        let leaves = [int("b", 7), float("a", 2.5)];
        probe(prober, &built, &b, "Op", "b_Op", &leaves);
        probe(prober, &built, &a, "Op", "a_Op", &leaves);
    }
}

/// An enum declared two ways in three files (as an optimizer library declares its weight decay
/// modes): two types, each file's kernels taking theirs.
#[test]
fn an_enum_declared_two_ways_is_two_types() {
    let what = "an_enum_declared_two_ways_is_two_types";
    let dir = scratch("enum");
    let two = "enum WeightDecayType { L2 = 0, AdamW = 1 };\n";
    let three = "enum WeightDecayType { NONE = 0, L2 = 1, AdamW = 2 };\n";
    let mut files = Vec::new();
    for (file, decl) in [("adam", two), ("lamb", three), ("sgd", two)] {
        files.push(dir.join(format!("{file}.cu")));
        std::fs::write(
            dir.join(format!("{file}.cu")),
            format!(
                "{decl}extern \"C\" __global__ void {file}_step(WeightDecayType mode, float *out) \
                 {{ out[0] = mode == AdamW; }}\n"
            ),
        )
        .unwrap();
    }
    let Some(probers) = Prober::both(what) else {
        return;
    };
    for prober in &probers {
        let Some(result) = prober.build(what, &files, &dir) else {
            return;
        };
        let built = result.unwrap_or_else(|e| panic!("{e:?}"));
        let adam = param_type(&built, "adam_step", 0);
        assert_eq!(adam, "adam_WeightDecayType");
        assert_eq!(param_type(&built, "sgd_step", 0), adam);
        assert_eq!(param_type(&built, "lamb_step", 0), "lamb_WeightDecayType");
        let variants = |name: &str| match built.types.item(name) {
            Some(Item::Enum { variants, .. }) => variants.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(variants(adam)[1], ("AdamW".to_owned(), 1));
        assert_eq!(variants("lamb_WeightDecayType")[2], ("AdamW".to_owned(), 2));
        // An enum's image is its value: AdamW is 1 in one and 2 in the other.
        let adam_w = |value| Leaf {
            path: String::new(),
            cpp: "AdamW".to_owned(),
            value: DynValue::Int(value),
        };
        let wdt = "WeightDecayType";
        probe(
            prober,
            &built,
            &dir.join("adam.cu"),
            wdt,
            adam,
            &[adam_w(1)],
        );
        let lamb = "lamb_WeightDecayType";
        probe(
            prober,
            &built,
            &dir.join("lamb.cu"),
            wdt,
            lamb,
            &[adam_w(2)],
        );
    }
}

mod random;
