//! The kernels of a `.cu` file, as libclang reads their declarations: name, linkage, symbol,
//! and each parameter's type (feature `cu`, for [`crate::cu`]).
//!
//! The file is parsed as the importer parses a header (C++, CUDA's and the standard headers replaced by stand-ins, function bodies skipped), with
//! `__global__` spelled as an `annotate` attribute so that kernels can be told from other
//! functions. A template kernel is read only at the instantiations asked for: each is taken
//! the address of in a line appended to the source (`static auto v = &scale<float, 128>;`),
//! and libclang's declaration of that specialization gives the parameter types with the
//! template arguments substituted and the mangled symbol.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use clang::{Entity, EntityKind, Type};

use super::cuda_names::{CudaNames, STUB_DIR};
use super::parse::{
    invalid_reason, line_of, qualified_name, with_translation_unit, DependentBase, Learned,
};
use super::{CxxType, ImportError, ImportErrorKind, ImportOptions};
use ptx_abi_core::layout::HostPlatform;

/// A kernel parameter: its name (`argN` for an unnamed one) and type.
#[derive(Clone, Debug)]
pub struct ImportedParam {
    /// The parameter's name in the declaration (`arg0`, `arg1`, ... where it has none).
    pub name: String,
    /// Its type. A pointer's pointee is `None` for `void *`.
    pub ty: CxxType,
    /// For a pointer: whether it points to `const`.
    pub pointee_const: bool,
}

/// A kernel parameter as read from a `.cu` file, renamed [`ImportedParam`]
/// (`ptx_abi_core::device::KernelParam` is the trait of Rust kernels' parameters).
#[deprecated(
    since = "0.2.0",
    note = "use `ptx_abi_build::import::kernels::ImportedParam`"
)]
pub type KernelParam = ImportedParam;

/// A `__global__` function of the file, or an instantiation of a template one.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// How C++ names it (`saxpy`, `sim::step`, `scale<float, 128>`).
    pub cpp_name: String,
    /// The name asked for (an instantiation's Rust name), or the C++ name's last component.
    pub rust_name: String,
    /// Whether it is declared `extern "C"`.
    pub extern_c: bool,
    /// The symbol in the compiled image: the name for `extern "C"`, else the Itanium-mangled
    /// name libclang gives (checked against the image by [`crate::cu`]).
    pub symbol: String,
    /// The file and line of its declaration.
    pub file: PathBuf,
    /// Its line.
    pub line: u32,
    /// Its parameters.
    pub params: Vec<ImportedParam>,
    /// Whether the file defines it: one it only declares (defined in another file) is in none
    /// of this file's compiled images.
    pub defined: bool,
}

/// Where a record, union or enum a kernel takes is declared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeOrigin {
    /// Its C++ spelling (`sim::Params`).
    pub cpp: String,
    /// The file that declares it.
    pub file: PathBuf,
}

/// A `__global__` function of the file that ptx-abi cannot declare, and why: it is left out,
/// and the rest of the file is built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedKernel {
    /// How C++ names it.
    pub cpp_name: String,
    /// Its Rust name, as [`Kernel::rust_name`].
    pub rust_name: String,
    /// The file of its declaration.
    pub file: PathBuf,
    /// Its line.
    pub line: u32,
    /// Why it cannot be declared (a parameter type ptx-abi cannot express, ...).
    pub reason: String,
    /// Whether the file defines it: one a file only declares (a header of launchers'
    /// declarations) is another file's, refused by a build only where none of its files
    /// defines it.
    pub defined: bool,
    /// Its symbol in the images, where its declaration was read (`None` for a template, an
    /// instantiation or a declaration that could not be read): what a checked launch finds it
    /// by, and how a build matches a declaration to the file defining it.
    pub symbol: Option<String>,
}

/// What a `.cu` file declares for the host: its kernels, those that cannot be declared, the
/// types the kernels take (by the name the importer gives them), and every file the file
/// includes (its own headers, not the stand-ins), for `cargo:rerun-if-changed`.
#[derive(Clone, Debug, Default)]
pub struct CuSource {
    /// Its kernels, in the file's order, then the instantiations in the order asked.
    pub kernels: Vec<Kernel>,
    /// The kernels that cannot be declared, each with why.
    pub refused: Vec<RefusedKernel>,
    /// The named types the kernels take, by Rust name.
    pub types: BTreeMap<String, TypeOrigin>,
    /// Every file read: the `.cu` file and what it includes, transitively.
    pub files_read: Vec<PathBuf>,
    /// The template kernels of the project's headers the file includes (C++ name, name):
    /// their instances in the file's images are declared as the file's own templates' are.
    pub header_templates: Vec<(String, String)>,
    /// The template kernels' parameters whose types do not depend on the templates' arguments
    /// (`ggml_type type` beside `T *x`), by template (C++ name, name): those types are imported
    /// with the file's kernels, so that the instances found in its images take only types the
    /// build has, and the file is compiled once.
    pub template_params: Vec<(String, String, Vec<CxxType>)>,
    /// The C++ names of the template kernels, the file's or its headers', that name more than
    /// one template (overloads, `gelu(T *, const T *)` and `gelu(T *)`): `gelu<float>` names no
    /// one function, so their instances are written with their parameter types
    /// (`gelu<float>(float*, int)`) and named with them.
    pub overloaded_templates: BTreeSet<String>,
    /// The C++ names of the template kernels a function template that is not a kernel shares
    /// (a host launcher `gather<T>` beside the kernel `gather<T>`): their instances are written
    /// with their parameter types, as `gather<float>` names no one function, and named without.
    pub shadowed_templates: BTreeSet<String>,
    /// The types of [`CuSource::types`], imported from the same parse, by the file that declares
    /// them (the `.cu` file or a header it includes) with their names, sorted (`only` those,
    /// refusals skipped): one libclang read of the file for kernels and types, each header read
    /// as this file includes it (after the macros the file defines first). No entry for a file
    /// declaring a specialization of a class template (imported with the specialization's
    /// users), or where the import failed.
    pub types_read: BTreeMap<PathBuf, (Vec<String>, super::Imported)>,
    /// Whether a `__global__` function is in code the preprocessor skipped, in the file or a
    /// header outside the system folders (`#if __CUDA_ARCH__ < 800`, a kernel for other
    /// architectures than the one read): such a file is worth reading again with other macros.
    pub kernels_skipped: bool,
    /// Whether it was read with the host's headers rather than the stand-ins (a file nvcc
    /// builds, which the stand-ins do not read as nvcc does): read again at more
    /// instantiations, it is read the same way at once.
    pub(crate) read_with_host_headers: bool,
    /// What a kernel's launcher documents beyond its declaration, by symbol: each parameter
    /// declared an untyped pointer because the type it points to cannot be imported.
    pub notes: BTreeMap<String, Vec<String>>,
}

mod files;
mod params;
mod types_read;

/// The variables that take an instantiation's address, for libclang's read and the compiled
/// wrapper alike (`static auto ptx_abi_instantiation_0 = &scale<float>;`).
pub(crate) const INSTANTIATION_PREFIX: &str = "ptx_abi_instantiation_";

/// How the refusal of a template kernel none of whose instantiations is declared begins.
pub(crate) const TEMPLATE_KERNEL: &str = "a template kernel";

/// Reads the kernels of the `.cu` file at `path`: every `__global__` function that is not a
/// template, and each of `instantiations` (`(C++ expression, Rust name)`: `("scale<float,
/// 128>", "scale_f32")`).
pub fn read_kernels(
    path: &Path,
    options: &ImportOptions,
    instantiations: &[(String, String)],
) -> Result<CuSource, ImportError> {
    read_kernels_as(path, options, instantiations, None)
}

/// [`read_kernels`] with the host's headers (`Some(true)`), the stand-ins alone (`Some(false)`),
/// or, for `None`, whichever reads the file as its compiler does ([`with_translation_unit`]):
/// a file read again is read as it was ([`CuSource::read_with_host_headers`]).
pub(crate) fn read_kernels_as(
    path: &Path,
    options: &ImportOptions,
    instantiations: &[(String, String)],
    host_headers: Option<bool>,
) -> Result<CuSource, ImportError> {
    let mut asked = Asked::default();
    let before = BASES_ASKED.lock().unwrap_or_else(|e| e.into_inner());
    asked.learned.bases = before.get(path).cloned().unwrap_or_default();
    drop(before);
    // What a read asks beyond what it was given takes another.
    let mut appended = asked.count();
    let mut read = read_with(path, (options, host_headers), instantiations, &mut asked)?;
    let as_read = Some(read.read_with_host_headers);
    // Specializations the kernels take that the file never instantiates (behind pointers),
    // and bases class templates write with their parameters: read again with each named, as
    // the importer of a header does, once per level of such bases.
    for _ in 0..crate::import::parse::BASE_READS {
        if asked.count() == appended {
            break;
        }
        appended = asked.count();
        match read_with(path, (options, as_read), instantiations, &mut asked) {
            Ok(again) => read = again,
            Err(_) => break,
        }
    }
    (BASES_ASKED.lock().unwrap_or_else(|e| e.into_inner()))
        .insert(path.to_owned(), asked.learned.bases);
    Ok(read)
}

/// The dependent bases the reads of each file asked for ([`DependentBase`]), by file: a later
/// read of the file (at the instances its images hold, for another architecture) appends them
/// from its first parse, rather than asking again one level per parse (CuTe's nested tuples
/// take eleven). One that names nothing in that read costs nothing: an error in the appended
/// lines only leaves its base unnamed.
static BASES_ASKED: std::sync::Mutex<BTreeMap<PathBuf, Vec<DependentBase>>> =
    std::sync::Mutex::new(BTreeMap::new());

/// What a read appends to the file for the next: a `sizeof` of each class template's
/// specialization the kernels take that the file never instantiates, and the lines that name
/// the dependent bases ([`DependentBase`]).
#[derive(Default)]
struct Asked {
    specializations: Vec<String>,
    learned: Learned,
}

impl Asked {
    fn count(&self) -> usize {
        self.specializations.len() + self.learned.count()
    }
}

/// [`read_kernels`] with what `asked` asks for appended; what the read needs and lacks is
/// added to it.
fn read_with(
    path: &Path,
    (options, host_headers): (&ImportOptions, Option<bool>),
    instantiations: &[(String, String)],
    asked: &mut Asked,
) -> Result<CuSource, ImportError> {
    let file = path.display().to_string();
    let mut text = crate::import::source_text(path).map_err(|e| ImportError {
        file: file.clone(),
        line: 0,
        kind: ImportErrorKind::Unreadable,
        message: format!("cannot read the file: {e}"),
    })?;
    let lines_before = text.matches('\n').count() as u32 + 1;
    text.push_str("\n// ptx-abi: the instantiations asked for\n");
    for (i, (expr, _)) in instantiations.iter().enumerate() {
        let var = format!("{INSTANTIATION_PREFIX}{i}");
        text.push_str(&format!("static {};\n", address_of(&var, expr)));
    }
    for spec in &asked.specializations {
        text.push_str(&format!(
            "static_assert(sizeof({spec}) > 0, \"ptx-abi: instantiate\");\n"
        ));
    }
    text.push_str(&DependentBase::declarations(&asked.learned.bases));
    asked.learned.next_read();
    let result =
        with_translation_unit(&file, &text, (options, host_headers), |tu, errors, host| {
            let mut reader = KernelReader {
                errors,
                host: options.host_platform(),
                cuda: CudaNames::new(options.host_platform(), &text),
                seen: Default::default(),
                file: &file,
                out: CuSource::default(),
                templates: Vec::new(),
                instantiated: Default::default(),
                specializations: BTreeMap::new(),
                clashing: asked.learned.clashing.clone(),
                met: BTreeSet::new(),
                names: BTreeMap::new(),
                given: BTreeSet::new(),
                template_usrs: BTreeMap::new(),
                texts: BTreeMap::new(),
            };
            kernel_names(tu.get_entity(), &mut BTreeSet::new(), &mut reader.names);
            reader.scope(tu.get_entity(), instantiations);
            reader.templates_not_instantiated();
            reader.out.overloaded_templates = (reader.template_usrs.iter())
                .filter(|(_, usrs)| usrs.len() > 1)
                .map(|(name, _)| name.clone())
                .collect();
            // The scope put every function template that is not a kernel there: keep the names
            // a template kernel has too.
            (reader.out.shadowed_templates).retain(|n| reader.template_usrs.contains_key(n));
            reader.out.files_read = files::files_read(tu, Path::new(&file));
            reader.out.kernels_skipped =
                files::kernels_skipped(tu, &reader.out.files_read, &mut reader.texts);
            reader.out.read_with_host_headers = host;
            let mut out = reader.out;
            let specializations = std::mem::take(&mut reader.specializations);
            asked.learned.met.append(&mut reader.met);
            let uninstantiated = specializations
                .iter()
                .filter(|(_, ty)| ty.get_sizeof().is_err())
                .filter_map(|(name, _)| Some(out.types.get(name)?.cpp.clone()));
            for spec in uninstantiated {
                if !asked.specializations.contains(&spec) {
                    asked.specializations.push(spec);
                }
            }
            out.types_read = types_read::types_read(
                (&out.types, &specializations),
                (&file, &text),
                options,
                tu,
                errors,
                &mut asked.learned,
            );
            Ok(out)
        });
    match result {
        Ok(inner) => inner,
        // An error on an appended line is the instantiation's: say which.
        Err(mut e) if e.file == file && e.line > lines_before => {
            let index = (e.line - lines_before).saturating_sub(2) as usize;
            if let Some((expr, _)) = instantiations.get(index) {
                // A message about the build's own variable (`static auto v = &expr;`) says
                // only that `expr` is no one function: say that, in the user's terms.
                e.message = if e.message.contains(INSTANTIATION_PREFIX) {
                    no_one_function(expr)
                } else {
                    format!("the instantiation `{expr}` asked for: {}", e.message)
                };
                e.line = 0;
            }
            Err(e)
        }
        Err(e) => Err(e),
    }
}

/// The declaration of `var` holding the address of the instantiation `expr`: `auto var =
/// &scale<float>`, or, where `expr` ends in its parameter types (`gelu<float>(float *, int)`,
/// one of overloaded templates), `void (*var)(float *, int) = &gelu<float>`, which picks the
/// template those parameters fit.
pub(crate) fn address_of(var: &str, expr: &str) -> String {
    match split_parameters(expr) {
        (name, Some(params)) => format!("void (*{var})({params}) = &{name}"),
        (_, None) => format!("auto {var} = &{expr}"),
    }
}

/// `expr` and the parameter types it ends in, if any: `gelu<float>(float *, int)` is
/// (`gelu<float>`, `float *, int`); `fill<void (int)>` ends in none.
pub(crate) fn split_parameters(expr: &str) -> (&str, Option<&str>) {
    let trimmed = expr.trim_end();
    if !trimmed.ends_with(')') {
        return (expr, None);
    }
    let mut depth = 0;
    for (i, c) in trimmed.char_indices().rev() {
        match c {
            ')' => depth += 1,
            '(' => {
                depth -= 1;
                if depth == 0 {
                    let name = trimmed[..i].trim_end();
                    return match name
                        .ends_with(|c: char| c == '>' || c == '_' || c.is_ascii_alphanumeric())
                    {
                        true => (name, Some(&trimmed[i + 1..trimmed.len() - 1])),
                        false => (expr, None),
                    };
                }
            }
            _ => {}
        }
    }
    (expr, None)
}

/// Why the instantiation `expr` asked for is refused when libclang's error is about the build's
/// own variable (`static auto v = &expr;`): in the user's terms.
fn no_one_function(expr: &str) -> String {
    format!(
        "the instantiation `{expr}` asked for names no one function: its template arguments \
         fit no template of that name (or fit several overloads); write it as the template's \
         name and its arguments, `scale<float, 128>`, and for one of overloaded templates its \
         parameter types after them, `scale<float, 128>(float *, int)`"
    )
}

struct KernelReader<'a> {
    /// libclang's errors, tolerated: a kernel whose declaration they made invalid is refused.
    errors: &'a [ImportError],
    /// The host platform (C++ `long`).
    host: HostPlatform,
    /// CUDA's names, less those the file defines itself.
    cuda: CudaNames,
    /// The mangled names of the kernels read (declared or refused).
    seen: std::collections::BTreeSet<String>,
    file: &'a str,
    out: CuSource,
    /// The file's template kernels (libclang's USR, C++ name, name, line), and the USRs of
    /// those an instantiation asked for names: the others are refused, saying how to ask.
    templates: Vec<(String, String, String, u32)>,
    instantiated: std::collections::BTreeSet<String>,
    /// The class templates' specializations the kernels take, by Rust name, as this parse
    /// instantiated them, and the runtime API's structs they take (`RUNTIME_STRUCTS`).
    specializations: BTreeMap<String, Type<'a>>,
    /// The names two types take, which each takes with its namespaces ([`Learned`]), and
    /// those this read met.
    clashing: BTreeSet<String>,
    met: BTreeSet<String>,
    /// The qualified name of each kernel that is no template's, by name ([`kernel_names`]),
    /// and the Rust names [`KernelReader::plain_name`] gave to those of a name taken twice.
    names: BTreeMap<String, Vec<String>>,
    given: BTreeSet<String>,
    /// The USRs of the template kernels read, by C++ name: two for one name are overloads.
    template_usrs: BTreeMap<String, BTreeSet<String>>,
    /// The texts of the files read, by path, each read once ([`files::has_body`],
    /// [`files::kernels_skipped`]).
    texts: BTreeMap<PathBuf, String>,
}

fn is_kernel(e: &Entity) -> bool {
    e.get_children().iter().any(|c| {
        c.get_kind() == EntityKind::AnnotateAttr
            && c.get_display_name().as_deref() == Some("ptx_abi_global")
    })
}

fn file_of(e: &Entity) -> Option<PathBuf> {
    e.get_location()
        .and_then(|l| l.get_file_location().file)
        .map(|f| f.get_path())
}

impl<'a> KernelReader<'a> {
    /// Refuses instantiation `expr`: an instance found in the images costs itself only; one
    /// the build was asked for is an error there (`cu::CuBuild`).
    fn refuse_instantiation(&mut self, expr: &str, rust: &str, reason: String) {
        self.out.refused.push(RefusedKernel {
            cpp_name: expr.to_owned(),
            rust_name: rust.to_owned(),
            file: PathBuf::from(self.file),
            line: 0,
            reason,
            defined: true,
            symbol: None,
        });
    }

    fn scope(&mut self, scope: Entity<'a>, instantiations: &[(String, String)]) {
        for e in scope.get_children() {
            match e.get_kind() {
                EntityKind::Namespace | EntityKind::LinkageSpec | EntityKind::UnexposedDecl => {
                    self.scope(e, instantiations)
                }
                // A kernel declared before it is defined is read once.
                EntityKind::FunctionDecl
                    if is_kernel(&e)
                        && self.seen.insert(e.get_mangled_name().unwrap_or_default()) =>
                {
                    let name = e.get_name().unwrap_or_default();
                    match specialization_args(&e) {
                        // An explicit specialization (`template <> __global__ void
                        // scale<float>(...)`): named from its arguments, as each is a kernel
                        // of its own (`scale_float`, `scale_half`).
                        Some(args) => {
                            let rust = crate::rust::instance_name(&name, &args);
                            let cpp = format!("{}<{args}>", qualified_name(&e));
                            self.kernel(&e, cpp, rust, true);
                        }
                        None => {
                            let defined = files::has_body(&e, &mut self.texts);
                            let rust = self.plain_name(&e, name);
                            self.kernel(&e, qualified_name(&e), rust, defined)
                        }
                    }
                }
                // Its definition after the declaration read: the file defines it.
                EntityKind::FunctionDecl
                    if is_kernel(&e) && files::has_body(&e, &mut self.texts) =>
                {
                    let symbol = e.get_mangled_name().unwrap_or_default();
                    let cpp_name = qualified_name(&e);
                    let kernels = self.out.kernels.iter_mut().filter(|k| k.symbol == symbol);
                    kernels.for_each(|k| k.defined = true);
                    let refused = self
                        .out
                        .refused
                        .iter_mut()
                        .filter(|r| r.cpp_name == cpp_name);
                    refused.for_each(|r| r.defined = true);
                }
                // A template kernel of the project's headers (not the toolkit's, read as
                // system headers): its instances in the file's images are declared.
                EntityKind::FunctionTemplate
                    if is_kernel(&e)
                        && !e.is_in_system_header()
                        && file_of(&e).is_some_and(|f| {
                            f != Path::new(self.file) && !f.starts_with(STUB_DIR)
                        })
                        // A template declared before it is defined is read once.
                        && self.new_template(&e) =>
                {
                    let name = e.get_name().unwrap_or_default();
                    self.out.header_templates.push((qualified_name(&e), name));
                    self.template_params(&e);
                }
                EntityKind::FunctionTemplate
                    if is_kernel(&e)
                        && file_of(&e).is_some_and(|f| f == Path::new(self.file))
                        && self.new_template(&e) =>
                {
                    self.templates.push((
                        e.get_usr().map(|u| u.0).unwrap_or_default(),
                        qualified_name(&e),
                        e.get_name().unwrap_or_default(),
                        line_of(&e),
                    ));
                    self.template_params(&e);
                }
                EntityKind::FunctionTemplate if !is_kernel(&e) => {
                    self.out.shadowed_templates.insert(qualified_name(&e));
                }
                EntityKind::VarDecl => {
                    let Some(index) = e
                        .get_name()
                        .and_then(|n| n.strip_prefix(INSTANTIATION_PREFIX)?.parse::<usize>().ok())
                    else {
                        continue;
                    };
                    let (expr, rust) = &instantiations[index];
                    if let Some(why) = invalid_reason(&e, self.errors) {
                        // An instance found in the images whose arguments the demangler
                        // spells as no C++ can name them.
                        let line = line_of(&e);
                        let at_line = self.errors.iter().find(|err| err.line == line);
                        let reason = match at_line {
                            Some(err) if err.message.contains(INSTANTIATION_PREFIX) => {
                                no_one_function(expr)
                            }
                            Some(err) => {
                                format!("the instantiation `{expr}` asked for: {}", err.message)
                            }
                            None => format!("the instantiation `{expr}` asked for: {why}"),
                        };
                        self.refuse_instantiation(expr, rust, reason);
                        continue;
                    }
                    match referenced_function(&e) {
                        Some(f) if is_kernel(&f) || f.get_template().is_some_and(|t| is_kernel(&t)) => {
                            if let Some(usr) = f.get_template().and_then(|t| t.get_usr()) {
                                self.instantiated.insert(usr.0);
                            }
                            self.kernel(&f, expr.clone(), rust.clone(), true)
                        }
                        Some(_) => self.refuse_instantiation(
                            expr,
                            rust,
                            format!("the instantiation `{expr}` asked for is not of a __global__ function"),
                        ),
                        None => self.refuse_instantiation(
                            expr,
                            rust,
                            format!("the instantiation `{expr}` asked for names no function template's specialization"),
                        ),
                    }
                }
                _ => {}
            }
        }
    }

    /// Whether template kernel `t` is met for the first time (not a declaration of one read).
    fn new_template(&mut self, t: &Entity) -> bool {
        let usr = t.get_usr().map(|u| u.0).unwrap_or_default();
        (self.template_usrs.entry(qualified_name(t)).or_default()).insert(usr)
    }

    /// The Rust name of kernel `f` (no template's), `name`: its own, unless another such kernel
    /// has that name; then with its namespaces (`a::step` is `a_step`), and an overload with
    /// its parameters' types as C++ writes them, `*` as `ptr` (`fill(float *)` is
    /// `fill_float_ptr`); `_2`, `_3` after a name given already.
    fn plain_name(&mut self, f: &Entity, name: String) -> String {
        let Some(all) = self.names.get(&name).filter(|all| all.len() > 1) else {
            return name;
        };
        let qualified = qualified_name(f);
        let mut rust = qualified.replace("::", "_");
        if all.iter().filter(|q| **q == qualified).count() > 1 {
            let params: Vec<String> = (f.get_arguments().unwrap_or_default().iter())
                .filter_map(|a| Some(a.get_type()?.get_display_name()))
                .collect();
            let params = params
                .join(", ")
                .replace('*', " ptr ")
                .replace('&', " ref ");
            rust = crate::rust::instance_name(&rust, &params);
        }
        let (base, mut n) = (rust.clone(), 2);
        while !self.given.insert(rust.clone()) {
            rust = format!("{base}_{n}");
            n += 1;
        }
        rust
    }

    /// Each template kernel of the file no instantiation asked for names, refused with how to
    /// ask for one: it is in no image unless the file instantiates it, and then under a name
    /// the build cannot know.
    fn templates_not_instantiated(&mut self) {
        for (usr, cpp_name, name, line) in std::mem::take(&mut self.templates) {
            if self.instantiated.contains(&usr) {
                continue;
            }
            self.out.refused.push(RefusedKernel {
                reason: format!(
                    "{TEMPLATE_KERNEL}: only its instantiations in the images, or named in the \
                     build, are declared (`.instantiate(\"{}\", \"{cpp_name}<...>\", \
                     \"{name}_...\")` for each one to launch)",
                    self.file
                ),
                cpp_name,
                rust_name: name,
                file: PathBuf::from(self.file),
                line,
                defined: true,
                symbol: None,
            });
        }
    }

    /// Reads kernel `f` (which the file `defined` or only declares); one ptx-abi cannot declare
    /// is refused alone ([`RefusedKernel`]).
    fn kernel(&mut self, f: &Entity<'a>, cpp_name: String, rust_name: String, defined: bool) {
        let line = line_of(f);
        let file = file_of(f).unwrap_or_else(|| PathBuf::from(self.file));
        let types_before = self.out.types.clone();
        let declared = match invalid_reason(f, self.errors) {
            Some(why) => Err(why),
            None => self.declaration(f, &cpp_name),
        };
        match declared {
            Ok((extern_c, symbol, params)) => self.out.kernels.push(Kernel {
                cpp_name,
                rust_name,
                extern_c,
                symbol,
                file,
                line,
                params,
                defined,
            }),
            Err(reason) => {
                // The types only it would have taken are not imported.
                self.out.types = types_before;
                self.out.refused.push(RefusedKernel {
                    cpp_name,
                    rust_name,
                    file,
                    line,
                    reason,
                    defined,
                    symbol: None,
                });
            }
        }
    }

    /// Kernel `f`'s linkage, symbol (as libclang mangles it: [`crate::cu`] finds the compiled
    /// one) and parameters, or why it cannot be declared.
    fn declaration(
        &mut self,
        f: &Entity<'a>,
        cpp_name: &str,
    ) -> Result<(bool, String, Vec<ImportedParam>), String> {
        // libclang mangles what has C++ linkage and gives the name of what is `extern "C"`.
        let extern_c = f.get_mangled_name().is_some_and(|m| !m.starts_with("_Z"));
        let symbol = if extern_c {
            f.get_name().unwrap_or_default()
        } else {
            f.get_mangled_name()
                .ok_or_else(|| format!("kernel `{cpp_name}`: libclang gave no mangled name"))?
        };
        let ty = f
            .get_type()
            .ok_or_else(|| format!("kernel `{cpp_name}`: libclang gave no type"))?;
        let types = ty.get_argument_types().unwrap_or_default();
        let mut names: Vec<String> = f
            .get_arguments()
            .unwrap_or_default()
            .iter()
            .map(|a| a.get_name().unwrap_or_default())
            .collect();
        // A parameter pack's expansion repeats its name (`Ts... xs` is `xs, xs`): numbered.
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        for name in names.clone().iter().filter(|n| !n.is_empty()) {
            *seen.entry(name.clone()).or_default() += 1;
        }
        let mut next: BTreeMap<String, usize> = BTreeMap::new();
        for name in names.iter_mut() {
            if seen.get(name.as_str()).is_some_and(|&count| count > 1) {
                let k = next.entry(name.clone()).or_default();
                *name = format!("{name}_{k}");
                *k += 1;
            }
        }
        let mut params = Vec::new();
        for (i, t) in types.iter().enumerate() {
            let name = names
                .get(i)
                .filter(|n| !n.is_empty())
                .cloned()
                .unwrap_or_else(|| format!("arg{i}"));
            match self.param_type(t) {
                Ok((ty, pointee_const)) => params.push(ImportedParam {
                    name,
                    ty,
                    pointee_const,
                }),
                Err(why) => {
                    return Err(format!(
                        "parameter {i} `{name}` ({}): {why}",
                        t.get_display_name()
                    ))
                }
            }
        }
        Ok((extern_c, symbol, params))
    }
}

/// Adds the qualified name of each kernel in `scope` that is no template's (one per symbol,
/// `seen`) to `names`, by name, as [`KernelReader::scope`] meets them.
fn kernel_names(
    scope: Entity,
    seen: &mut BTreeSet<String>,
    names: &mut BTreeMap<String, Vec<String>>,
) {
    for e in scope.get_children() {
        match e.get_kind() {
            EntityKind::Namespace | EntityKind::LinkageSpec | EntityKind::UnexposedDecl => {
                kernel_names(e, seen, names)
            }
            EntityKind::FunctionDecl
                if is_kernel(&e)
                    && specialization_args(&e).is_none()
                    && seen.insert(e.get_mangled_name().unwrap_or_default()) =>
            {
                let name = e.get_name().unwrap_or_default();
                names.entry(name).or_default().push(qualified_name(&e));
            }
            _ => {}
        }
    }
}

/// The function a `static auto v = &f<...>;` line takes the address of.
fn referenced_function<'tu>(var: &Entity<'tu>) -> Option<Entity<'tu>> {
    let mut stack = var.get_children();
    while let Some(e) = stack.pop() {
        if e.get_kind() == EntityKind::DeclRefExpr {
            if let Some(r) = e.get_reference() {
                if r.get_kind() == EntityKind::FunctionDecl {
                    return Some(r);
                }
            }
        }
        stack.extend(e.get_children());
    }
    None
}

/// The template arguments of `f` as C++ spells them (`float, 128`), if `f` is an explicit
/// specialization of a function template; `None` for any other function.
fn specialization_args(f: &Entity) -> Option<String> {
    f.get_template()?;
    let args = f.get_template_arguments()?;
    let spelled: Vec<String> = args
        .iter()
        .map(|a| match a {
            clang::TemplateArgument::Type(t) => t.get_display_name(),
            clang::TemplateArgument::Integral(signed, _) => signed.to_string(),
            _ => "_".to_owned(),
        })
        .collect();
    Some(spelled.join(", "))
}
