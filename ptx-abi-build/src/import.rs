//! Rust from CUDA C++ headers: `#[derive(PtxAbi)]` twins of the types a header declares (feature
//! `import`).
//!
//! The header is parsed by libclang (loaded at run time, as bindgen does; `libclang1` from the
//! distribution), with CUDA's own headers (`cuda_runtime.h`, `vector_types.h`, `cuda_fp16.h`,
//! `cuda_bf16.h`, `cuda.h`, ...) and the C and C++ standard headers CUDA code includes for its
//! types (`stdint.h`, `stddef.h`, `limits.h`, ...) replaced by stand-ins that declare only the
//! names: libclang reads the declarations, never the layouts. The layouts, and the assertions
//! written into the Rust, come from ptx-abi's engine; `tests/oracle/imported.rs` and
//! `tests/oracle/import_headers.rs` check them against NVRTC 12.9, NVRTC 13.5 and nvcc 13.5.
//!
//! By default every type is imported as both NVRTC and nvcc lay it out, and a construct they
//! lay out differently is refused (an attribute after a closing brace, `ABI.md` §10a; a lowering
//! `__align__` and `#pragma pack` bit-fields, §10); [`ImportOptions::compiler`] imports as one of
//! them instead. What cannot be imported is skipped with its reason ([`Imported::skipped`]), or
//! is an error with [`ImportOptions::strict`] or when the type was asked for by name. Refused,
//! each naming the header line: templates, virtual members and base classes, flexible array
//! members, function pointers, `long double`, a member packed on its own, `aligned` arguments
//! that are not integers.
//!
//! ```no_run
//! use ptx_abi_build::import::ImportOptions;
//! let imported = ImportOptions::new()
//!     .include_dir("kernels/include")
//!     .define("USE_HALF", None)
//!     .types(&["Params"])
//!     .import_file("kernels/params.cuh")
//!     .unwrap();
//! std::fs::write("src/params.rs", imported.rust()).unwrap();
//! ```

mod attrs;
mod checks;
mod cuda_names;
#[cfg(feature = "cu")]
pub mod kernels;
pub(crate) mod merge;
mod parse;
/// The Rust an import writes (`ptx_abi_build::cu` writes its module's with it).
pub(crate) mod render;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

use ptx_abi_core::cuda::OFFSETOF_MACRO;
use ptx_abi_core::dynamic::{DynAggregate, DynField, DynType};
use ptx_abi_core::layout::{Compiler, CudaVersion, HostPlatform, Layout, Packing, Scalar};

pub use cuda_names::stand_in_headers;
#[cfg(feature = "cu")]
pub(crate) use parse::source_text;
pub use parse::{import_file, import_source};

/// How to import a header: where its includes are, its defines, the C++ standard, raw clang
/// arguments, which compiler builds the kernels, and which types to import.
#[derive(Clone, Debug, Default)]
pub struct ImportOptions {
    /// `-I` directories, searched after the stand-ins for CUDA's and the standard headers.
    pub include_dirs: Vec<PathBuf>,
    /// `-D NAME` or `-D NAME=VALUE`.
    pub defines: Vec<(String, Option<String>)>,
    /// The C++ standard (`c++17` when `None`), as `-std=` takes it.
    pub std: Option<String>,
    /// More arguments for clang, as given (`-U NAME`, `-include FILE`, ...).
    pub clang_args: Vec<String>,
    /// The compiler that builds the kernels, where NVRTC and nvcc lay a construct out
    /// differently: `None` (the default) refuses such constructs; `Some` imports them as that
    /// compiler does, and the generated Rust says so.
    pub compiler: Option<Compiler>,
    /// The types to import, with what they use; empty for all.
    pub only: Vec<String>,
    /// Whether a type that cannot be imported is an error rather than skipped (with `only`, a
    /// type asked for always is, unless `skip_refused_asked`).
    pub strict: bool,
    /// With `only`: a type asked for that cannot be imported is skipped (in
    /// [`Imported::skipped`]) rather than an error, so that a caller importing the types of
    /// several users (`CuBuild`'s kernels) loses only the users of that type.
    pub skip_refused_asked: bool,
    /// The host platform CUDA pairs the kernels with, which decides C++ `long` (8 bytes on
    /// Linux, 4 on Windows), the `long` vectors and bit-fields (MSVC's rules on Windows,
    /// `ABI.md` §4a); `None` for the build target's ([`ImportOptions::host_platform`]).
    pub host: Option<HostPlatform>,
    /// Whether libclang reads the host's C and C++ headers (`<cstdio>`, `<vector>`) instead of
    /// the stand-ins for the standard ones: for `.cu` files with host code (launchers, system
    /// headers), which nvcc builds. Parsing with the stand-ins fails on such a file; when
    /// [`ImportOptions::compiler`] is nvcc, the importer then parses it again with these.
    pub host_headers: bool,
    /// The host's architecture as Rust names it (`x86_64`, `aarch64`), which decides whether plain
    /// `char` is signed (x86-64) or unsigned (aarch64, `ABI.md` §4a); `None` for the build
    /// target's ([`ImportOptions::host_triple`]).
    pub arch: Option<String>,
    /// Whether libclang's errors cost only the declarations they make invalid (a kernel, a type
    /// and its users, each refused with the error) rather than the whole file: for files a
    /// compiler judges (`cu::CuBuild` sets it), where an error in code the declarations do not
    /// use (a library's internals, which libclang does not read as NVIDIA's compilers do) is
    /// no reason to refuse them.
    pub tolerate_errors: bool,
}

impl ImportOptions {
    /// The defaults: every type, C++17, no include paths or defines, both compilers.
    pub fn new() -> ImportOptions {
        ImportOptions::default()
    }

    /// Adds an include directory (`-I`).
    pub fn include_dir(mut self, dir: impl Into<PathBuf>) -> ImportOptions {
        self.include_dirs.push(dir.into());
        self
    }

    /// Defines a macro (`-D NAME` or `-D NAME=VALUE`).
    pub fn define(mut self, name: &str, value: Option<&str>) -> ImportOptions {
        self.defines
            .push((name.to_owned(), value.map(str::to_owned)));
        self
    }

    /// The C++ standard (`c++17`, `c++20`).
    pub fn std(mut self, std: &str) -> ImportOptions {
        self.std = Some(std.trim_start_matches("-std=").to_owned());
        self
    }

    /// A raw clang argument.
    pub fn clang_arg(mut self, arg: &str) -> ImportOptions {
        self.clang_args.push(arg.to_owned());
        self
    }

    /// Imports as `compiler` lays the header out where NVRTC and nvcc differ (see the field).
    pub fn compiler(mut self, compiler: Compiler) -> ImportOptions {
        self.compiler = Some(compiler);
        self
    }

    /// Imports only these types and what they use.
    pub fn types(mut self, names: &[&str]) -> ImportOptions {
        self.only.extend(names.iter().map(|n| (*n).to_owned()));
        self
    }

    /// Makes a type that cannot be imported an error rather than skipped.
    pub fn strict(mut self, yes: bool) -> ImportOptions {
        self.strict = yes;
        self
    }

    /// Imports for `host`: C++ `long`, the `long` vectors and bit-fields as CUDA lays them
    /// out there.
    pub fn host(mut self, host: HostPlatform) -> ImportOptions {
        self.host = Some(host);
        self
    }

    /// Imports for a host of architecture `arch` (`x86_64`, `aarch64`): plain `char` as it is
    /// there.
    pub fn arch(mut self, arch: &str) -> ImportOptions {
        self.arch = Some(arch.to_owned());
        self
    }

    /// The host platform the header is imported for: the one set with
    /// [`ImportOptions::host`]; else, in a build script, the build target's
    /// (`CARGO_CFG_TARGET_OS`, which cargo sets for build scripts: a Linux machine building for
    /// Windows imports for Windows); else the platform this crate was compiled for.
    pub fn host_platform(&self) -> HostPlatform {
        self.host
            .unwrap_or_else(|| match std::env::var("CARGO_CFG_TARGET_OS") {
                Ok(os) => HostPlatform::of_target_os(&os),
                Err(_) => HostPlatform::TARGET,
            })
    }

    /// The target triple the header is parsed for: the host platform's
    /// ([`ImportOptions::host_platform`]) with the architecture set with [`ImportOptions::arch`],
    /// else the build target's in a build script (`CARGO_CFG_TARGET_ARCH`), else this crate's.
    /// Windows is parsed as MSVC, which builds CUDA there (so for `x86_64-pc-windows-gnu` too):
    /// `int` is then the type of an enum without a fixed one, as MSVC has it. An aarch64 Linux
    /// host has an unsigned plain `char` (Grace Hopper, Jetson).
    pub fn host_triple(&self) -> String {
        let arch = self.arch.clone().unwrap_or_else(|| {
            std::env::var("CARGO_CFG_TARGET_ARCH")
                .unwrap_or_else(|_| std::env::consts::ARCH.to_owned())
        });
        let arch = match arch.as_str() {
            "aarch64" | "arm64" => "aarch64",
            _ => "x86_64",
        };
        match self.host_platform() {
            HostPlatform::Lp64 => format!("--target={arch}-unknown-linux-gnu"),
            HostPlatform::Llp64 => format!("--target={arch}-pc-windows-msvc"),
        }
    }

    /// Imports the header at `path`.
    pub fn import_file(&self, path: impl AsRef<Path>) -> Result<Imported, ImportError> {
        parse::read_file(path.as_ref(), self)
    }

    /// Imports several headers as one: each header as [`ImportOptions::import_file`] imports
    /// it, then a type every header that declares it declares the same way is one type, and a
    /// name declared differently by two headers (each its own translation unit) is one type
    /// per definition, named after its header (`a_Op`, `b_Op`: the rule in full in
    /// `book/src/importing.md`, "Several headers"). With [`ImportOptions::types`], each type
    /// comes from every header that declares it, and one that none declares is an error. The
    /// first error stops the import.
    pub fn import_files<P: AsRef<Path>>(&self, paths: &[P]) -> Result<Imported, ImportError> {
        if let [path] = paths {
            return self.import_file(path);
        }
        let mut imports = Vec::new();
        if self.only.is_empty() {
            for path in paths {
                imports.push(self.import_file(path)?);
            }
        } else {
            // Which headers declare each type asked for: each header read whole first.
            let mut whole = self.clone();
            whole.only.clear();
            whole.strict = false;
            let mut found = Vec::new();
            for path in paths {
                let all = whole.import_file(path)?;
                let declared: Vec<&str> = self
                    .only
                    .iter()
                    .map(String::as_str)
                    .filter(|n| all.item(n).is_some() || all.skipped.iter().any(|s| s.name == *n))
                    .collect();
                if !declared.is_empty() {
                    found.extend(declared.iter().map(|n| (*n).to_owned()));
                    let mut options = self.clone();
                    options.only = declared.iter().map(|n| (*n).to_owned()).collect();
                    imports.push(options.import_file(path)?);
                }
            }
            if let Some(missing) = self.only.iter().find(|n| !found.contains(n)) {
                return Err(ImportError {
                    file: paths
                        .iter()
                        .map(|p| p.as_ref().display().to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    line: 0,
                    kind: ImportErrorKind::Header,
                    message: format!("no header declares `{missing}`"),
                });
            }
        }
        let files: Vec<PathBuf> = imports.iter().map(|i| PathBuf::from(&i.file)).collect();
        Ok(merge::merge(&mut imports, &files).imported)
    }

    /// Imports the header `text`, named `file` in messages and for relative `#include`s.
    pub fn import_source(&self, file: &str, text: &str) -> Result<Imported, ImportError> {
        parse::read_source(file, text, self)
    }

    /// Options from command-line arguments, as `ptx-abi-import` takes them: `-I DIR`/`-IDIR`,
    /// `-D NAME[=VALUE]`/`-DNAME[=VALUE]`, `-std=STD`/`--std STD`, `--clang-arg ARG`,
    /// `--compiler nvrtc|nvcc`, `--strict`; the other arguments are returned in order (an
    /// unknown `-` argument is an error).
    pub fn from_args<S: AsRef<str>>(args: &[S]) -> Result<(ImportOptions, Vec<String>), String> {
        let mut options = ImportOptions::new();
        let mut rest = Vec::new();
        let mut i = 0;
        let next = |i: &mut usize, flag: &str| -> Result<String, String> {
            *i += 1;
            args.get(*i)
                .map(|a| a.as_ref().to_owned())
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        let define = |options: ImportOptions, d: &str| match d.split_once('=') {
            Some((name, v)) => options.define(name, Some(v)),
            None => options.define(d, None),
        };
        while i < args.len() {
            let a = args[i].as_ref();
            options = match a {
                "-I" => options.include_dir(next(&mut i, "-I")?),
                "-D" => define(options, &next(&mut i, "-D")?),
                "--std" => options.std(&next(&mut i, "--std")?),
                "--clang-arg" => options.clang_arg(&next(&mut i, "--clang-arg")?),
                "--compiler" => match next(&mut i, "--compiler")?.as_str() {
                    "nvrtc" | "NVRTC" => options.compiler(Compiler::Nvrtc),
                    "nvcc" => options.compiler(Compiler::Nvcc),
                    other => return Err(format!("--compiler takes nvrtc or nvcc, not `{other}`")),
                },
                "--strict" => options.strict(true),
                "--host" => {
                    let name = next(&mut i, "--host")?;
                    match HostPlatform::from_name(&name) {
                        Some(host) => options.host(host),
                        None => return Err(format!("--host takes linux or windows, not `{name}`")),
                    }
                }
                "--arch" => options.arch(&next(&mut i, "--arch")?),
                _ if a.starts_with("-std=") || a.starts_with("--std=") => {
                    options.std(a.trim_start_matches('-').trim_start_matches("std="))
                }
                _ if a.starts_with("-I") => options.include_dir(&a[2..]),
                _ if a.starts_with("-D") => define(options, &a[2..]),
                _ if a.starts_with('-') && a.len() > 1 => {
                    return Err(format!("unknown option `{a}` (see --help)"))
                }
                _ => {
                    rest.push(a.to_owned());
                    options
                }
            };
            i += 1;
        }
        Ok((options, rest))
    }

    /// The clang arguments these options add: the host's target ([`ImportOptions::host_triple`],
    /// so that `_WIN32`, the width of `long` and the sign of `char` are the host's in what
    /// libclang evaluates), include paths, defines, raw arguments.
    pub fn clang_arguments(&self) -> Vec<String> {
        let mut out = vec![self.host_triple()];
        for dir in &self.include_dirs {
            out.push(format!("-I{}", dir.display()));
        }
        for (name, value) in &self.defines {
            out.push(match value {
                Some(v) => format!("-D{name}={v}"),
                None => format!("-D{name}"),
            });
        }
        out.extend(self.clang_args.iter().cloned());
        out
    }
}

/// A type the importer skipped, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The type's name.
    pub name: String,
    /// Why, at its line.
    pub error: ImportError,
}

/// A C++ type, as the importer understands it.
#[derive(Clone, Debug)]
pub enum CxxType {
    /// A fundamental type.
    Scalar(Scalar),
    /// One of CUDA's types, by its Rust path under `ptx_abi_core` (`vector::Float4`,
    /// `CuTensorMap`, `TextureObject`) and its layout.
    Cuda {
        /// Path under `ptx_abi_core`.
        rust: String,
        /// Its layout.
        layout: &'static Layout,
    },
    /// A struct, union, enum or typedef of the header, by name.
    Named(String),
    /// A device pointer (`T *`, `const T *`), `None` for `void *`.
    Pointer(Option<Box<CxxType>>),
    /// `elem[len]`.
    Array(Box<CxxType>, usize),
}

/// The importer's C++ type, renamed [`CxxType`] (`ptx_abi_core::kernel::CType` is another).
#[deprecated(since = "0.2.0", note = "use `ptx_abi_build::import::CxxType`")]
pub type CType = CxxType;

/// A member of a struct or union.
#[derive(Clone, Debug)]
pub struct Member {
    /// The member's name (`_unnamedN` for an unnamed bit-field).
    pub name: String,
    /// Its type.
    pub ty: CxxType,
    /// Bit-field width.
    pub bits: Option<u32>,
    /// Whether an unnamed bit-field.
    pub unnamed: bool,
    /// `alignas`/`__align__` of the member, 0 for none.
    pub align: usize,
    /// Its comment, as documentation lines.
    pub doc: Vec<String>,
    /// Its line in the header.
    pub line: u32,
    /// Whether it is a base class's subobject (`struct D : B`), which the Rust type holds as a
    /// member named `base_B` (C++ names no such member, so no check names it).
    pub base: bool,
}

/// A declaration of the header.
#[derive(Clone, Debug)]
pub enum Item {
    /// A struct or union.
    Record {
        /// Its name.
        name: String,
        /// Whether a union.
        union: bool,
        /// Its members.
        members: Vec<Member>,
        /// `alignas`/`__align__` of the type, 0 for none.
        align: usize,
        /// How it is packed.
        packing: Packing,
        /// Its comment.
        doc: Vec<String>,
        /// Its line in the header.
        line: u32,
    },
    /// An enum with its underlying type.
    Enum {
        /// Its name.
        name: String,
        /// The underlying type.
        repr: Scalar,
        /// Enumerators and values.
        variants: Vec<(String, i128)>,
        /// Its comment.
        doc: Vec<String>,
    },
    /// `typedef T name;` / `using name = T;`.
    Alias {
        /// Its name.
        name: String,
        /// The aliased type.
        ty: CxxType,
        /// Its comment.
        doc: Vec<String>,
    },
    /// `#define NAME integer`.
    Constant {
        /// Its name.
        name: String,
        /// Its value.
        value: i128,
    },
}

impl Item {
    /// The item's name.
    pub fn name(&self) -> &str {
        match self {
            Item::Record { name, .. }
            | Item::Enum { name, .. }
            | Item::Alias { name, .. }
            | Item::Constant { name, .. } => name,
        }
    }
}

/// A construct the importer cannot express, at a line of the header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The header.
    pub file: String,
    /// 1-based line (0: the whole header).
    pub line: u32,
    /// What kind of failure.
    pub kind: ImportErrorKind,
    /// What is wrong and what to do.
    pub message: String,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

impl std::error::Error for ImportError {}

impl ImportError {
    /// Whether the import failed because libclang could not be loaded (not installed), rather
    /// than because of the header.
    pub fn is_libclang_missing(&self) -> bool {
        self.kind == ImportErrorKind::LibclangMissing
    }
}

/// What kind of failure an [`ImportError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ImportErrorKind {
    /// libclang could not be loaded (not installed): nothing is wrong with the header.
    LibclangMissing,
    /// The header could not be read.
    Unreadable,
    /// The header: a construct that cannot be imported, one that does not parse, or a type that
    /// uses one of those (the message says which, with the fix).
    Header,
}

/// The declarations imported from one header, in dependency order.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The header's path or name, for messages.
    pub file: String,
    /// The declarations.
    pub items: Vec<Item>,
    /// How C++ spells each imported type, by Rust name (`sim::Particle`,
    /// `decltype(sim::Particle::inner)`; empty for an anonymous member's type).
    pub cpp_names: BTreeMap<String, String>,
    /// The types that could not be imported, with why (empty with
    /// [`ImportOptions::strict`], which makes them errors).
    pub skipped: Vec<Skipped>,
    /// The compiler the import follows where NVRTC and nvcc differ; `None`: both (no such
    /// construct was accepted).
    pub compiler: Option<Compiler>,
    /// The host platform the header was imported for, whose rules lay its types out
    /// ([`ImportOptions::host_platform`]).
    pub host: HostPlatform,
    /// Typedefs of fundamental and CUDA types, and enums whose enumerators share a value,
    /// which the Rust names by their types (`u32`) rather than emitting an alias: C++ name ->
    /// Rust type.
    pub aliases_written_as_their_types: BTreeMap<String, String>,
    /// The records with private or protected data members, or nested in a class as private or
    /// protected types, by Rust name: C++ names those members and types only where access is
    /// not checked, so their layouts are asserted in the template arguments of explicit
    /// instantiations ([`Imported::static_asserts`]).
    pub non_public: BTreeSet<String>,
}

impl Imported {
    /// The Rust source: `#[derive(PtxAbi)]` items with their layout assertions.
    pub fn rust(&self) -> String {
        render::rust(self, &|_| true)
    }

    /// The item called `name`.
    pub fn item(&self, name: &str) -> Option<&Item> {
        self.items.iter().find(|i| i.name() == name)
    }

    /// The run-time description of type `ty`, for the layout engine (pointers are `void *`);
    /// `None` if `ty` names, by value, a type this import does not hold (an import the importer
    /// wrote holds every type its items use).
    pub fn dyn_type(&self, ty: &CxxType) -> Option<DynType> {
        Some(match ty {
            CxxType::Scalar(s) => DynType::Scalar(*s),
            CxxType::Cuda { layout, .. } => DynType::Vector(layout),
            CxxType::Pointer(_) => DynType::Pointer,
            CxxType::Array(elem, len) => DynType::Array(Box::new(self.dyn_type(elem)?), *len),
            CxxType::Named(name) => match self.item(name)? {
                Item::Record {
                    name,
                    union,
                    members,
                    align,
                    packing,
                    ..
                } => {
                    let fields = members
                        .iter()
                        .map(|m| {
                            Some(DynField {
                                name: m.name.clone(),
                                ty: self.dyn_type(&m.ty)?,
                                bits: m.bits,
                                unnamed: m.unnamed,
                                align: m.align,
                            })
                        })
                        .collect::<Option<Vec<_>>>()?;
                    let agg = DynAggregate {
                        name: name.clone(),
                        fields,
                        repr_align: *align,
                        packing: *packing,
                    };
                    if *union {
                        DynType::Union(agg)
                    } else {
                        DynType::Struct(agg)
                    }
                }
                Item::Enum {
                    name,
                    repr,
                    variants,
                    ..
                } => DynType::Enum {
                    name: name.clone(),
                    repr: *repr,
                    variants: variants.clone(),
                },
                Item::Alias { ty, .. } => self.dyn_type(ty)?,
                Item::Constant { .. } => return None,
            },
        })
    }

    /// The layout of the item called `name` (a record, enum or alias), as NVRTC places it for
    /// kernels launched from [`Imported::host`]; `None` for constants and unknown names.
    pub fn layout(&self, name: &str) -> Option<&'static Layout> {
        self.layout_of(&CxxType::Named(name.to_owned()))
    }

    /// The layout of `ty` for [`Imported::host`], as NVRTC places it; `None` as for
    /// [`Imported::dyn_type`].
    pub(crate) fn layout_of(&self, ty: &CxxType) -> Option<&'static Layout> {
        Some(self.dyn_type(ty)?.layout_on(self.host, Compiler::Nvrtc))
    }

    /// The header as NVRTC and nvcc compile it to check this import against the header itself
    /// (`tests/oracle/import_headers.rs`, through `ptx_abi_build::oracle::Oracle::set_header`):
    /// `header` less its `cuda_runtime.h`/`vector_types.h` includes (both compilers declare the
    /// vector types on their own), then a `using` of each type's Rust name for its C++ spelling,
    /// then `static_assert`s of every size, alignment and member offset ptx-abi's engine gives
    /// (only of the types `cuda`'s headers declare as modelled,
    /// [`Layout::declared_by_cuda`]: the importer takes `CUtensorMap` as CUDA 13's,
    /// aligned 128, where CUDA 12 aligns it to 64).
    pub fn verification_source(&self, header: &str, cuda: CudaVersion) -> String {
        let mut out: String = header
            .lines()
            .filter(|l| {
                let l = l.replace(' ', "");
                !(l.starts_with("#include<cuda_runtime")
                    || l.starts_with("#include\"cuda_runtime")
                    || l.starts_with("#include<vector_types")
                    || l.starts_with("#include\"vector_types"))
            })
            .map(|l| format!("{l}\n"))
            .collect();
        out.push_str(
            "\n// ptx-abi: the imported types under their Rust names, and their layouts.\n",
        );
        out.push_str(OFFSETOF_MACRO);
        // The element or target type of an array or pointer member whose type is anonymous
        // (`struct { int a; } arr[2];` is `ptx_abi_inner<decltype(S::arr)>::type`).
        out.push_str(
            "template <class T> struct ptx_abi_inner { using type = T; };\n\
             template <class T, unsigned long long N> struct ptx_abi_inner<T[N]> \
             { using type = typename ptx_abi_inner<T>::type; };\n\
             template <class T> struct ptx_abi_inner<T *> \
             { using type = typename ptx_abi_inner<T>::type; };\n\
             template <class T> struct ptx_abi_inner<T *const> \
             { using type = typename ptx_abi_inner<T>::type; };\n\
             template <class T> struct ptx_abi_inner<const T> \
             { using type = typename ptx_abi_inner<T>::type; };\n",
        );
        for name in self.checkable() {
            let cpp = &self.cpp_names[name];
            // A private type cannot be named by an alias; its checks spell it as C++ does.
            if cpp != name && !self.non_public.contains(name) {
                out.push_str(&format!("using {name} = {cpp};\n"));
            }
        }
        self.push_asserts(&mut out, cuda, &|_| true, |name| name.to_owned());
        out
    }

    /// `static_assert`s of every size, alignment and member offset ptx-abi's engine gives the
    /// imported types, spelled as C++ spells them (`sim::Particle`), with the `offsetof` macro
    /// they use: to append to a translation unit that includes the header
    /// (`ptx_abi_build::cu` compiles every `.cu` file so).
    pub fn static_asserts(&self, cuda: CudaVersion) -> String {
        self.static_asserts_of(cuda, &|_| true)
    }

    /// [`Imported::static_asserts`] of the types `keep` keeps.
    pub(crate) fn static_asserts_of(
        &self,
        cuda: CudaVersion,
        keep: &dyn Fn(&str) -> bool,
    ) -> String {
        let mut out = String::from("\n// ptx-abi: the imported types' layouts.\n");
        out.push_str(OFFSETOF_MACRO);
        self.push_asserts(&mut out, cuda, keep, |name| self.cpp_names[name].clone());
        out
    }

    /// The records and enums C++ can name (all but the types of anonymous members), by Rust
    /// name.
    pub fn checkable(&self) -> impl Iterator<Item = &str> {
        self.items.iter().filter_map(|i| match i {
            Item::Record { name, .. } | Item::Enum { name, .. }
                if self.cpp_names.get(name).is_some_and(|c| !c.is_empty()) =>
            {
                Some(name.as_str())
            }
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::import_source;

    /// A class's private and protected data members are asserted in explicit instantiations'
    /// arguments, where access is not checked; its size and alignment as any record's.
    #[test]
    fn non_public_members_are_asserted_in_explicit_instantiations() {
        let imported = match import_source(
            "helper.cuh",
            "class Helper { public: Helper() {} protected: float a = 1; private: double b = 0; };",
            &[],
        ) {
            Ok(imported) => imported,
            Err(e) if e.kind == super::ImportErrorKind::LibclangMissing => {
                return ptx_abi_testenv::skip(ptx_abi_testenv::Need::Oracle, "non-public", e);
            }
            Err(e) => panic!("{e}"),
        };
        let asserts = imported.static_asserts(ptx_abi_core::layout::CudaVersion::Cuda13);
        for line in [
            "template <unsigned long long ptx_abi_value> struct ptx_abi_check_Helper_3 { \
             static_assert(ptx_abi_value == 8, \"ptx-abi: offsetof(Helper, b)\"); };",
            "template struct ptx_abi_check_Helper_3<PTX_ABI_OFFSETOF(b, Helper)>;",
            "template struct ptx_abi_check_Helper_0<sizeof(Helper)>;",
        ] {
            assert!(asserts.contains(line), "{line} not in {asserts}");
        }
        assert!(!asserts.contains("static_assert(sizeof"), "{asserts}");
    }

    /// Found by the `import` fuzz target: the `clang` crate panicked on a NUL byte.
    #[test]
    fn a_nul_byte_is_an_error_at_its_line() {
        let error = import_source(
            "nul.cuh",
            "struct A { int a; };\nstruct B\0 { int b; };",
            &[],
        )
        .expect_err("a NUL byte is refused");
        assert_eq!(
            (error.line, error.message.as_str()),
            (2, "the header holds a NUL byte")
        );
        let error = import_source("nul\0.cuh", "struct A { int a; };", &[])
            .expect_err("a NUL byte in the name is refused");
        assert_eq!(error.message, "the file name holds a NUL byte");
    }
}
