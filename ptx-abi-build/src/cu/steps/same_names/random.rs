//! Random sets of `.cu` files declaring types of the same names, defined the same way or not
//! (structs, unions, enums, typedefs, C's `typedef struct { ... } name;`, some in a header the
//! files share), with kernels taking them by value and behind pointers.

use super::*;
use crate::cu::steps::{Jobs, Sources};

/// The fundamental types of members, as C++ spells them.
const SCALARS: [(&str, Scalar); 8] = [
    ("int", Scalar::I32),
    ("float", Scalar::F32),
    ("double", Scalar::F64),
    ("short", Scalar::I16),
    ("unsigned char", Scalar::U8),
    ("long long", Scalar::I64),
    ("unsigned", Scalar::U32),
    ("bool", Scalar::Bool),
];

/// The names the sets' types take (one a file stem too: a module named after a type).
const NAMES: [&str; 6] = ["Op", "Cfg", "Mode", "Pair", "Conv2DOp", "WeightDecayType"];
/// The files' stems (a digit and a hyphen among them: qualified names must be identifiers).
const STEMS: [&str; 5] = ["a", "b", "2d-conv", "Op", "optim"];

/// A member's type: fundamental (by its C++ spelling), or an earlier name of the set (by index).
#[derive(Clone, Debug, PartialEq)]
enum Field {
    Scalar(&'static str),
    Named(usize),
}

/// A definition of a name.
#[derive(Clone, Debug, PartialEq)]
enum Def {
    /// A struct or union; `c_typedef`: declared `typedef struct { ... } Name;`.
    Record {
        union: bool,
        members: Vec<(String, Field)>,
        c_typedef: bool,
    },
    /// `enum Name [: short] { Name_0 = v0, ... }`.
    Enum { short: bool, values: Vec<i64> },
    /// `typedef Target Name;`, an earlier name.
    Alias(usize),
}

/// A set of files.
#[derive(Debug)]
struct Set {
    names: Vec<&'static str>,
    /// Per name, its definitions.
    defs: Vec<Vec<Def>>,
    /// How many of the names (the first) `common.cuh` declares, with their first definitions.
    shared: usize,
    /// Per file: its stem, and per name the index of its definition.
    files: Vec<(&'static str, Vec<usize>)>,
    /// Per file, its kernels' parameters: (name, behind a pointer).
    kernels: Vec<Vec<Vec<(usize, bool)>>>,
}

impl Set {
    fn random(rng: &mut ChaCha8Rng) -> Set {
        let count = rng.gen_range(2..=NAMES.len());
        let names: Vec<&str> = NAMES[..count].to_vec();
        let mut defs = Vec::new();
        for i in 0..count {
            let n = rng.gen_range(1..=3);
            defs.push((0..n).map(|_| random_def(rng, i)).collect::<Vec<_>>());
        }
        let shared = if rng.gen_bool(0.3) {
            rng.gen_range(1..=count)
        } else {
            0
        };
        let file_count = rng.gen_range(2..=4);
        let mut stems = STEMS.to_vec();
        let mut files = Vec::new();
        let mut kernels = Vec::new();
        for _ in 0..file_count {
            let stem = stems.remove(rng.gen_range(0..stems.len()));
            let choice = (0..count)
                .map(|i| {
                    if i < shared {
                        0
                    } else {
                        rng.gen_range(0..defs[i].len())
                    }
                })
                .collect();
            files.push((stem, choice));
            let per_file = (0..rng.gen_range(1..=2))
                .map(|_| {
                    (0..rng.gen_range(1..=3))
                        .map(|_| (rng.gen_range(0..count), rng.gen_bool(0.25)))
                        .collect()
                })
                .collect();
            kernels.push(per_file);
        }
        Set {
            names,
            defs,
            shared,
            files,
            kernels,
        }
    }

    /// File `f`'s definition of name `i`.
    fn def(&self, f: usize, i: usize) -> &Def {
        &self.defs[i][self.files[f].1[i]]
    }

    /// Name `i` with its aliases followed, in file `f`.
    fn resolved(&self, f: usize, mut i: usize) -> usize {
        while let Def::Alias(target) = self.def(f, i) {
            i = *target;
        }
        i
    }

    fn declaration(&self, i: usize, def: &Def) -> String {
        let name = self.names[i];
        match def {
            Def::Record {
                union,
                members,
                c_typedef,
            } => {
                let keyword = if *union { "union" } else { "struct" };
                let body: String = members
                    .iter()
                    .map(|(m, field)| match field {
                        Field::Scalar(s) => format!(" {s} {m};"),
                        Field::Named(j) => format!(" {} {m};", self.names[*j]),
                    })
                    .collect();
                if *c_typedef {
                    format!("typedef {keyword} {{{body} }} {name};\n")
                } else {
                    format!("{keyword} {name} {{{body} }};\n")
                }
            }
            Def::Enum { short, values } => {
                let enumerators: Vec<String> = values
                    .iter()
                    .enumerate()
                    .map(|(k, v)| format!("{name}_{k} = {v}"))
                    .collect();
                let repr = if *short { " : short" } else { "" };
                format!("enum {name}{repr} {{ {} }};\n", enumerators.join(", "))
            }
            Def::Alias(target) => format!("typedef {} {name};\n", self.names[*target]),
        }
    }

    /// Writes the files into `dir`, and returns their paths.
    fn write(&self, dir: &Path) -> Vec<PathBuf> {
        if self.shared > 0 {
            let mut common = String::from("#pragma once\n");
            for i in 0..self.shared {
                common.push_str(&self.declaration(i, &self.defs[i][0]));
            }
            std::fs::write(dir.join("common.cuh"), common).unwrap();
        }
        let mut paths = Vec::new();
        for (f, (stem, _)) in self.files.iter().enumerate() {
            let mut text = String::new();
            if self.shared > 0 {
                text.push_str("#include \"common.cuh\"\n");
            }
            for i in self.shared..self.names.len() {
                text.push_str(&self.declaration(i, self.def(f, i)));
            }
            for (k, params) in self.kernels[f].iter().enumerate() {
                let params: Vec<String> = params
                    .iter()
                    .enumerate()
                    .map(|(p, (i, pointer))| match pointer {
                        true => format!("const {} *p{p}", self.names[*i]),
                        false => format!("{} p{p}", self.names[*i]),
                    })
                    .collect();
                let _ = writeln!(
                    text,
                    "extern \"C\" __global__ void {}({}, float *out) {{ }}",
                    kernel_name(f, k),
                    params.join(", ")
                );
            }
            let path = dir.join(format!("{stem}.cu"));
            std::fs::write(&path, text).unwrap();
            paths.push(path);
        }
        paths
    }

    /// Whether `rust`, a type of `types`, is file `f`'s name `i`, member by member down to the
    /// fundamental types (aliases followed on both sides).
    fn same(&self, f: usize, i: usize, types: &Imported, rust: &str) -> Result<(), String> {
        let i = self.resolved(f, i);
        let mut item = types.item(rust);
        while let Some(Item::Alias {
            ty: CxxType::Named(n),
            ..
        }) = item
        {
            item = types.item(n);
        }
        let differ = || {
            Err(format!(
                "`{rust}` ({item:?}) is not file {f}'s `{}` ({:?})",
                self.names[i],
                self.def(f, i)
            ))
        };
        match (self.def(f, i), item) {
            (
                Def::Record { union, members, .. },
                Some(Item::Record {
                    union: u,
                    members: m,
                    ..
                }),
            ) if union == u && members.len() == m.len() => {
                for ((name, field), m) in members.iter().zip(m) {
                    match (field, &m.ty) {
                        _ if *name != m.name => return differ(),
                        (Field::Scalar(s), CxxType::Scalar(t))
                            if SCALARS.iter().any(|(c, u)| c == s && u == t) => {}
                        (Field::Named(j), CxxType::Named(n)) => self.same(f, *j, types, n)?,
                        _ => return differ(),
                    }
                }
                Ok(())
            }
            (Def::Enum { values, .. }, Some(Item::Enum { name, variants, .. }))
                if variants.len() == values.len()
                    && variants
                        .iter()
                        .zip(values)
                        .enumerate()
                        .all(|(k, ((n, v), w))| {
                            *n == format!("{}_{k}", self.names[i]) && *v == i128::from(*w)
                        })
                    && types.cpp_names.get(name).map(String::as_str) == Some(self.names[i]) =>
            {
                Ok(())
            }
            _ => differ(),
        }
    }

    /// A value of file `f`'s name `i` at `path`, one leaf per member (a union's first), each
    /// member's value its own.
    fn leaves(&self, f: usize, i: usize, path: &str, counter: &mut i64, out: &mut Vec<Leaf>) {
        let i = self.resolved(f, i);
        let join = |m: &str| {
            if path.is_empty() {
                m.to_owned()
            } else {
                format!("{path}.{m}")
            }
        };
        match self.def(f, i) {
            Def::Record { union, members, .. } => {
                let members = if *union { &members[..1] } else { &members[..] };
                for (m, field) in members {
                    match field {
                        Field::Scalar(s) => out.push(scalar_leaf(s, join(m), counter)),
                        Field::Named(j) => self.leaves(f, *j, &join(m), counter, out),
                    }
                }
            }
            Def::Enum { values, .. } => {
                *counter += 1;
                let k = (*counter as usize) % values.len();
                out.push(Leaf {
                    path: path.to_owned(),
                    cpp: format!("{}_{k}", self.names[i]),
                    value: DynValue::Int(i128::from(values[k])),
                });
            }
            Def::Alias(_) => unreachable!("resolved"),
        }
    }
}

fn kernel_name(f: usize, k: usize) -> String {
    format!("k{f}_{k}")
}

fn random_def(rng: &mut ChaCha8Rng, i: usize) -> Def {
    match rng.gen_range(0..10) {
        0 | 1 => {
            let count = rng.gen_range(1..=4);
            let mut values: Vec<i64> = Vec::new();
            while values.len() < count {
                let v = rng.gen_range(-5..300);
                if !values.contains(&v) {
                    values.push(v);
                }
            }
            Def::Enum {
                short: rng.gen_bool(0.3),
                values,
            }
        }
        2 if i > 0 => Def::Alias(rng.gen_range(0..i)),
        kind => Def::Record {
            union: kind == 3,
            members: (0..rng.gen_range(1..=4))
                .map(|m| {
                    let field = if i > 0 && rng.gen_bool(0.25) {
                        Field::Named(rng.gen_range(0..i))
                    } else {
                        Field::Scalar(SCALARS[rng.gen_range(0..SCALARS.len())].0)
                    };
                    (format!("m{}", rng.gen_range(0..=m + 1)), field)
                })
                .fold(Vec::new(), |mut v: Vec<(String, Field)>, (name, field)| {
                    // Member names are unique: a repeat takes its position's name.
                    let name = if v.iter().any(|(n, _)| *n == name) {
                        format!("x{}", v.len())
                    } else {
                        name
                    };
                    v.push((name, field));
                    v
                }),
            c_typedef: rng.gen_bool(0.25),
        },
    }
}

/// A leaf of fundamental type `cpp`, its value the next of `counter`.
fn scalar_leaf(cpp: &str, path: String, counter: &mut i64) -> Leaf {
    *counter += 1;
    let n = *counter;
    let (cpp, value) = match cpp {
        "float" => (format!("{n}.5f"), DynValue::F32(n as f32 + 0.5)),
        "double" => (format!("{n}.25"), DynValue::F64(n as f64 + 0.25)),
        "bool" => ("true".to_owned(), DynValue::Int(1)),
        "unsigned char" => ((n % 250).to_string(), DynValue::Int(i128::from(n % 250))),
        _ => (n.to_string(), DynValue::Int(i128::from(n))),
    };
    Leaf { path, cpp, value }
}

/// What the build makes of `files` up to its module, without compiling: the kernels as read
/// (their types renamed), the types, each file's module name and wrapper, and the module.
fn generate(
    toolchain: &Toolchain,
    files: &[PathBuf],
    out: &Path,
) -> Result<(Sources, Types, Jobs, String), Vec<CuError>> {
    let mut build = CuBuild::new().archs(&[80]).out_dir(out);
    for f in files {
        build = build.file(f);
    }
    let (mut sources, declared, _) = build.read_sources(toolchain, &mut Default::default())?;
    let types = build.import_types(toolchain, &mut sources, &declared)?;
    let jobs = wrapper_jobs(toolchain, &sources, &types)?;
    let modules: Vec<CompiledFile> = sources
        .iter()
        .zip(&jobs)
        .zip(&types.file_names)
        .map(|(((file, source), (module, _)), renamed)| CompiledFile {
            file: file.clone(),
            module: module.clone(),
            renamed: render::renamed_in(&source.kernels, renamed),
            kernels: source.kernels.clone(),
            images: Vec::new(),
            large: Default::default(),
            only_in: Default::default(),
            notes: source.notes.clone(),
        })
        .collect();
    let text = build.render(toolchain, &types.merged, &types.imports, &modules);
    Ok((sources, types, jobs, text))
}

/// That each file's kernels take its own definitions, each asserted in its wrapper, and named
/// by their C++ names in its module where they were renamed.
fn check(
    set: &Set,
    sources: &Sources,
    types: &Types,
    jobs: &Jobs,
    text: &str,
) -> Result<(), String> {
    for (f, (file, source)) in sources.iter().enumerate() {
        if let Some(r) = source.refused.first() {
            return Err(format!(
                "{}: `{}` refused: {}",
                file.display(),
                r.cpp_name,
                r.reason
            ));
        }
        for (k, params) in set.kernels[f].iter().enumerate() {
            let name = kernel_name(f, k);
            let kernel = source
                .kernels
                .iter()
                .find(|kernel| kernel.rust_name == name)
                .ok_or_else(|| format!("no kernel `{name}`"))?;
            for (p, (i, pointer)) in params.iter().enumerate() {
                let rust = named(&kernel.params[p].ty).map_err(|e| format!("`{name}`: {e}"))?;
                set.same(f, *i, &types.merged, rust)
                    .map_err(|e| format!("`{name}`, parameter {p}: {e}"))?;
                let cpp = set.names[set.resolved(f, *i)];
                let asserted = format!("sizeof({cpp})");
                if !pointer && !jobs[f].1.contains(&asserted) {
                    return Err(format!(
                        "{}: no `{asserted}` in its wrapper",
                        file.display()
                    ));
                }
                let alias = format!("pub use super::{rust} as {cpp};");
                if rust != cpp && !text.contains(&alias) {
                    return Err(format!("no `{alias}` in the module"));
                }
            }
        }
    }
    Ok(())
}

/// 1,000 random sets (`PTX_ABI_SAME_NAMES_SETS`, seed `PTX_ABI_SAME_NAMES_SEED`), read, named and
/// generated with no panic and no error, each file's kernels taking their own definitions.
#[test]
fn random_sets_give_each_file_its_own_types() {
    let what = "random_sets_give_each_file_its_own_types";
    let count = seed("PTX_ABI_SAME_NAMES_SETS", 1000);
    let seed = seed("PTX_ABI_SAME_NAMES_SEED", 1);
    let toolchain = match CuBuild::new()
        .compiler(CompilerChoice::Nvrtc(None))
        .toolchain()
    {
        Ok(t) => t,
        Err(e) => return skip(Need::Oracle, what, e),
    };
    let dir = scratch("random");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut renamed, mut shared) = (0, 0);
    for n in 0..count {
        let set = Set::random(&mut rng);
        let set_dir = dir.join(n.to_string());
        std::fs::create_dir_all(&set_dir).unwrap();
        let files = set.write(&set_dir);
        let (sources, types, jobs, text) = match generate(&toolchain, &files, &set_dir) {
            Ok(generated) => generated,
            Err(e) if missing_tools(what, &e) => return,
            Err(e) => panic!("set {n} of seed {seed}: {set:#?}\n{e:#?}"),
        };
        if let Err(e) = check(&set, &sources, &types, &jobs, &text) {
            panic!("set {n} of seed {seed}: {e}\n{set:#?}\n{text}");
        }
        renamed += usize::from(types.file_names.iter().any(|r| !r.is_empty()));
        shared += usize::from(set.shared > 0);
        std::fs::remove_dir_all(&set_dir).unwrap();
    }
    eprintln!("{what}: {count} sets of seed {seed}, {renamed} with names defined differently, {shared} with a shared header");
    // The sets are what they are meant to be: both kinds, often.
    assert!(
        renamed * 4 > count as usize && shared * 5 > count as usize,
        "{renamed} {shared}"
    );
}

/// A sample of the random sets (`PTX_ABI_SAME_NAMES_COMPILED`, 4 by default) built by NVRTC and
/// by nvcc, and every kernel's every parameter by value probed: the Rust type's image of a value
/// is the compiler's image of the same value of the file's own type.
#[test]
fn random_sets_compiled_match_the_compilers_images() {
    let what = "random_sets_compiled_match_the_compilers_images";
    let count = seed("PTX_ABI_SAME_NAMES_COMPILED", 4);
    let seed = seed("PTX_ABI_SAME_NAMES_SEED", 1);
    let Some(probers) = Prober::both(what) else {
        return;
    };
    let dir = scratch("compiled");
    // Not the first sets of the other test's seed: other sets.
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut probes = 0;
    for n in 0..count {
        let set = Set::random(&mut rng);
        let set_dir = dir.join(n.to_string());
        std::fs::create_dir_all(&set_dir).unwrap();
        let files = set.write(&set_dir);
        for prober in &probers {
            let Some(result) = prober.build(what, &files, &set_dir) else {
                return;
            };
            let built =
                result.unwrap_or_else(|e| panic!("set {n} of seed {seed}: {set:#?}\n{e:#?}"));
            for (f, kernels) in set.kernels.iter().enumerate() {
                for (k, params) in kernels.iter().enumerate() {
                    for (p, (i, pointer)) in params.iter().enumerate() {
                        if *pointer {
                            continue;
                        }
                        let rust = param_type(&built, &kernel_name(f, k), p);
                        let mut leaves = Vec::new();
                        set.leaves(f, *i, "", &mut 0, &mut leaves);
                        probe(prober, &built, &files[f], set.names[*i], rust, &leaves);
                        probes += 1;
                    }
                }
            }
        }
    }
    eprintln!("{what}: {count} sets of seed {seed}, {probes} values probed");
}
