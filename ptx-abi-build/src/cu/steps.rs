//! [`CuBuild::build`], step by step (the steps of the module documentation): what the builder was
//! asked checked first, then the kernels read, their types imported, every file compiled with its
//! wrapper, each image checked against the kernels, and the module written. The compilation
//! itself is `compile.rs`'s, the module's text `render.rs`'s, the symbols `select.rs`'s.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use super::compile;
use super::instances;
use super::{
    error, import_kind, render, select, Built, CuBuild, CuError, CuErrorKind, Refuted, Toolchain,
};
use crate::cubin;
use crate::import::kernels::{read_kernels, read_kernels_as, CuSource};
use crate::import::{ImportError, Imported};
use types::Types;

/// Each file with the kernels read from it.
type Sources = Vec<(PathBuf, CuSource)>;

/// libclang's reads of a build's files, kept across its passes, which read a file again only
/// where they ask more of it.
#[derive(Default)]
struct Reads {
    /// Each file's kernels (before the selection), and the names of those read at its
    /// explicit instantiations, by the file and the instantiations asked in it.
    files: BTreeMap<instances::ReadKey, (Result<CuSource, ImportError>, Names)>,
    /// Each file read again at the instances found in its images.
    instances: instances::InstanceReads,
}

/// A file's compilation and its images read, or the errors.
type Compilation = Result<(compile::Compiled, Vec<cubin::Image>), Vec<CuError>>;

/// Kernels' `(C++, Rust)` names.
type Names = BTreeSet<(String, String)>;

/// Each file's module name and the `static_assert`s its wrapper adds.
type Jobs = Vec<(String, String)>;

impl CuBuild {
    /// Compiles, imports, checks and writes the module (see the module documentation).
    /// Every error found is returned, each with its file and line where it has one.
    pub fn build(&self) -> Result<Built, Vec<CuError>> {
        // What was asked is checked before the compiler is looked for.
        self.directories()?;
        let toolchain = self.toolchain().map_err(|e| vec![e])?;
        let mut reads = Reads::default();
        // The instances an earlier build found in the images and asked for (their types
        // imported): asked for from the start, so that a build with nothing changed is one
        // pass whose every image is cached. Where they no longer fit, the build without them.
        let remembered = self
            .out_dir_checked()
            .map(|dir| instances::remembered(&dir.join("ptx_abi_cu"), &self.files))
            .unwrap_or_default();
        let remembered: Vec<_> = remembered
            .into_iter()
            .filter(|i| !self.instantiations.contains(i))
            .collect();
        if !remembered.is_empty() {
            let mut with = self.clone();
            with.discovered += remembered.len();
            with.instantiations.extend(remembered);
            if let Ok(built) = with.build_passes(&toolchain, &mut reads) {
                return Ok(built);
            }
        }
        self.build_passes(&toolchain, &mut reads)
    }

    /// [`CuBuild::build`] with the instantiations given; a second pass where instances found in
    /// the images take types not imported yet.
    fn build_passes(
        &self,
        toolchain: &Toolchain,
        reads: &mut Reads,
    ) -> Result<Built, Vec<CuError>> {
        let (out_dir, images_dir) = self.directories()?;
        // 1. The kernels of every file; 2. the types they take.
        let (mut sources, declared_names, explicit) = self.read_sources(toolchain, reads)?;
        let types = self.import_types(toolchain, &mut sources, &declared_names)?;
        let layout_of = |name: &str| types.merged.layout(name);

        // 3. Compiled, with the imported layouts asserted; 4. checked.
        let jobs = wrapper_jobs(toolchain, &sources, &types)?;
        let compiled = self.compile_all(
            (toolchain, &mut reads.instances),
            &sources,
            &jobs,
            &images_dir,
        );
        let mut errors = Vec::new();
        // Files whose every error is a failed layout check: the types checked, and the errors.
        let mut measured = Vec::new();
        let mut modules = Vec::new();
        let mut report = cubin::CubinReport::default();
        let mut kernels_out = Vec::new();
        // Every kernel of the files' images, which a linked program's are checked against
        // (relocatable builds only).
        let mut in_files = BTreeSet::new();
        let mut warnings = Vec::new();
        let mut found = instances::FoundInstances::default();
        let imported = |name: &str| types.merged.item(name).is_some();
        // Instances an earlier build found in the images, and those read at the explicit
        // instantiations the files write: one in no image (a file changed since, an `#if`) is
        // simply not declared.
        let mut found_earlier: Names = self
            .discovered()
            .map(|(_, e, r)| (e.clone(), r.clone()))
            .collect();
        found_earlier.extend(explicit);
        let per_file = sources.iter_mut().zip(&jobs).zip(&types.file_names);
        for ((((file, source), (stem, _)), renamed), images) in per_file.zip(compiled) {
            let (images, read) = match images {
                Ok((compiled, read)) => {
                    warnings.extend(compiled.warnings);
                    (compiled.images, read)
                }
                Err(mut e) => {
                    match types.measured_otherwise(source, &e) {
                        Some(types) => measured.push((types, e)),
                        None => errors.append(&mut e),
                    }
                    continue;
                }
            };
            let image_symbols = select::ImageSymbols::of(&read);
            if self.relocatable {
                in_files.extend(image_symbols.all.iter().cloned());
            }
            let symbols = &image_symbols.all;
            let file_types = (renamed, &imported as instances::IsImported<'_>);
            let declared = self.declare_found(
                (toolchain, &mut reads.instances),
                (file, source),
                symbols,
                file_types,
                &mut warnings,
                &mut found,
            );
            if let Err(e) = declared {
                errors.push(e);
                continue;
            }
            let (kernels, checked, large) = select::checked_kernels(
                toolchain,
                (file, source),
                (&read, symbols),
                &layout_of,
                &found_earlier,
                &mut errors,
            );
            if self.only.is_empty() {
                let accounted = (kernels.as_slice(), source.refused.as_slice());
                let missing =
                    instances::unaccounted(file, symbols, accounted, &self.skip, &warnings);
                warnings.extend(missing);
            }
            kernels_out.extend(kernels.iter().cloned());
            report.compared.extend(checked.compared);
            modules.push(render::CompiledFile {
                file: file.clone(),
                module: stem.clone(),
                renamed: render::renamed_in(&kernels, renamed),
                only_in: select::only_in_some(&image_symbols, &kernels),
                notes: source.notes.clone(),
                kernels,
                images,
                large,
            });
        }
        if !measured.is_empty() {
            return self.again_without(toolchain, reads, errors, measured);
        }
        declared_elsewhere(&mut sources, &kernels_out);
        // `strict` failed the build on the refusals of the read already: these are later ones.
        errors.extend(self.refusal_errors(sources.iter().flat_map(|(_, s)| &s.refused)));
        if !errors.is_empty() {
            return Err(errors);
        }
        if !found.wanted.is_empty() && !self.instances_asked {
            return self.again_with(toolchain, reads, found.into_ask());
        }
        let mut discovered: Vec<_> = self.discovered().cloned().collect();
        discovered.extend(found.declared);
        instances::remember(&images_dir, &discovered);

        if self.relocatable {
            let files: Vec<&compile::Images> = modules.iter().map(|m| &m.images).collect();
            let linked = compile::link(toolchain, &self.archs, &files, &images_dir)?;
            let read = compile::read_images(&linked).map_err(|e| vec![e])?;
            let mut extra: Vec<String> = (select::ImageSymbols::of(&read).all)
                .difference(&in_files)
                .cloned()
                .collect();
            if !extra.is_empty() {
                let n = extra.len();
                extra.truncate(3);
                warnings.push(format!(
                    "the linked program holds {n} kernels no file's images hold, the device \
                     runtime's (a kernel launching kernels links it), which it launches itself: \
                     `{}`{}",
                    extra.join("`, `"),
                    if n > 3 { ", ..." } else { "" }
                ));
            }
            for m in &mut modules {
                m.images.clone_from(&linked);
            }
        }

        // 5. The module.
        let module = self.write_module(toolchain, (&types, &modules), &out_dir)?;
        let mut seen = BTreeSet::new();
        let files_read = (sources.iter().flat_map(|(_, s)| &s.files_read))
            .filter(|f| seen.insert(*f))
            .cloned()
            .collect();
        Ok(Built {
            module,
            files_read,
            compiler: toolchain.describe(),
            kernels: kernels_out,
            types: types.merged,
            refused: sources.into_iter().flat_map(|(_, s)| s.refused).collect(),
            report,
            warnings,
            programs: toolchain.programs(),
        })
    }

    /// Step 5: the module's text written to `out_dir`, unless it holds that text already (its
    /// time kept, so that the crate is not compiled again).
    fn write_module(
        &self,
        toolchain: &Toolchain,
        (types, modules): (&Types, &[render::CompiledFile]),
        out_dir: &Path,
    ) -> Result<PathBuf, Vec<CuError>> {
        let text = self.render(toolchain, &types.merged, &types.imports, modules);
        let module = out_dir.join(&self.module_file);
        if std::fs::read_to_string(&module).ok().as_deref() != Some(text.as_str()) {
            std::fs::write(&module, text)
                .map_err(|e| vec![error(CuErrorKind::Io, Some(&module), 0, e.to_string())])?;
        }
        Ok(module)
    }

    /// The output directory and the images' inside it, created, once every instantiation
    /// names a file the build compiles.
    fn directories(&self) -> Result<(PathBuf, PathBuf), Vec<CuError>> {
        let out_dir = self.out_dir_checked()?;
        let images_dir = out_dir.join("ptx_abi_cu");
        std::fs::create_dir_all(&images_dir).map_err(|e| {
            vec![error(
                CuErrorKind::Usage,
                Some(&images_dir),
                0,
                e.to_string(),
            )]
        })?;
        for (file, expr, _) in &self.instantiations {
            if !self.files.contains(file) {
                return Err(vec![error(
                    CuErrorKind::Usage,
                    Some(file),
                    0,
                    format!("the instantiation `{expr}` names a file that is not built: add it with `file`"),
                )]);
            }
        }
        Ok((out_dir, images_dir))
    }

    /// The build run again with `wanted` (instances found in the images, of files where some
    /// take types not imported) asked for, once; where asking for them fails (an expression the
    /// demangler spells in a way C++ does not take), the build without them, which warns of
    /// each.
    fn again_with(
        &self,
        toolchain: &Toolchain,
        reads: &mut Reads,
        wanted: Vec<(PathBuf, String, String)>,
    ) -> Result<Built, Vec<CuError>> {
        let mut again = self.clone();
        again.instances_asked = true;
        again.discovered += wanted.len();
        again.instantiations.extend(wanted);
        let mut plain = self.clone();
        plain.instances_asked = true;
        let errors = match again.build_passes(toolchain, reads) {
            Ok(built) => return Ok(built),
            Err(errors) => errors,
        };
        // The instances stay undeclared (each with its warning); why asking for them failed
        // is said once.
        let mut built = plain.build_passes(toolchain, reads)?;
        let why: Vec<String> = errors.iter().take(3).map(ToString::to_string).collect();
        built.warnings.push(format!(
            "the build asking for the instances found in the images failed, so they are left out: {}{}",
            why.join("; "),
            if errors.len() > 3 { "; ..." } else { "" }
        ));
        Ok(built)
    }

    /// The build run again without the types whose layout the compiler measured otherwise
    /// (`measured`: per file, those types, and its errors), which costs only the kernels that
    /// take them; the errors where another file failed too, or where the types were left out
    /// already.
    fn again_without(
        &self,
        toolchain: &Toolchain,
        reads: &mut Reads,
        mut errors: Vec<CuError>,
        measured: Vec<(Refuted, Vec<CuError>)>,
    ) -> Result<Built, Vec<CuError>> {
        let others_failed = !errors.is_empty();
        let mut again = self.clone();
        let mut new = false;
        for (types, mut file_errors) in measured {
            errors.append(&mut file_errors);
            for (file, cpp, why) in types {
                if !again
                    .measured_otherwise
                    .iter()
                    .any(|(f, c, _)| *f == file && *c == cpp)
                {
                    again.measured_otherwise.push((file, cpp, why));
                    new = true;
                }
            }
        }
        if others_failed || !new {
            return Err(errors);
        }
        again.build_passes(toolchain, reads)
    }

    /// The instantiations found in the images (by this build or remembered from an earlier one),
    /// which follow those `build.rs` asked for.
    pub(super) fn discovered(&self) -> impl Iterator<Item = &(PathBuf, String, String)> {
        self.instantiations[self.asked().len()..].iter()
    }

    /// The instantiations `build.rs` asked for.
    pub(super) fn asked(&self) -> &[(PathBuf, String, String)] {
        &self.instantiations[..self.instantiations.len() - self.discovered]
    }

    /// The output directory, once what the builder was asked makes sense: files, architectures.
    pub(super) fn out_dir_checked(&self) -> Result<PathBuf, Vec<CuError>> {
        let usage = |message: String| Err(vec![error(CuErrorKind::Usage, None, 0, message)]);
        if self.files.is_empty() {
            return usage("no .cu files: add them with `file` or `dir`".to_owned());
        }
        if let Some(bad) = self.bad_archs.first() {
            return usage(format!(
                "`{bad}` is not an architecture: `archs` takes `75`, `\"90a\"` \
                 (arch-specific), `\"100f\"` (family-specific)"
            ));
        }
        if self.archs.is_empty() {
            return usage("no architectures: `archs(&[75, 90])`".to_owned());
        }
        match &self.out_dir {
            Some(d) => Ok(d.clone()),
            None => match std::env::var_os("OUT_DIR") {
                Some(d) => Ok(PathBuf::from(d)),
                None => {
                    usage("OUT_DIR is not set (not in a build script): give `out_dir`".to_owned())
                }
            },
        }
    }

    /// The instantiations asked for in `file`, as `(C++ expression, Rust name)`.
    pub(super) fn asked_instantiations(&self, file: &Path) -> Vec<(String, String)> {
        self.instantiations
            .iter()
            .filter(|(f, _, _)| f == file)
            .map(|(_, e, r)| (e.clone(), r.clone()))
            .collect()
    }

    /// The first instantiation asked for in `build.rs` (not found in the images) that `source`
    /// refused, as `(line, reason)`: an error, as the build cannot do what it was told.
    fn asked_refused(&self, source: &CuSource) -> Option<(u32, String)> {
        let asked = self.asked();
        source
            .refused
            .iter()
            .find(|r| {
                asked
                    .iter()
                    .any(|(_, e, rust)| *e == r.cpp_name && *rust == r.rust_name)
            })
            .map(|r| (r.line, r.reason.clone()))
    }

    /// Step 1: the kernels of every file, selected as asked, the names of every kernel the
    /// files declare (for the selection's errors), and those of the kernels read at the files'
    /// explicit instantiations.
    fn read_sources(
        &self,
        toolchain: &Toolchain,
        reads: &mut Reads,
    ) -> Result<(Sources, BTreeSet<String>, Names), Vec<CuError>> {
        let mut sources: Sources = Vec::new();
        let mut declared_names = BTreeSet::new();
        let mut explicit_names = Names::new();
        let mut errors = Vec::new();
        for file in &self.files {
            let instantiations = self.asked_instantiations(file);
            // Read at other instantiations by an earlier pass: read with the same headers.
            let as_read = (reads.files.iter())
                .find_map(|((f, _), (read, _))| read.as_ref().ok().filter(|_| f == file))
                .map(|source| source.read_with_host_headers);
            let key = (file.clone(), instantiations.clone());
            let read = (reads.files)
                .entry(key)
                .or_insert_with(|| self.read_file(toolchain, (file, as_read), &instantiations));
            explicit_names.extend(read.1.iter().cloned());
            match read.0.clone() {
                Ok(source) if self.asked_refused(&source).is_some() => {
                    let (line, reason) = self.asked_refused(&source).unwrap_or_default();
                    errors.push(error(CuErrorKind::Import, Some(file), line, reason));
                }
                Ok(mut source) => {
                    let asked: Vec<&str> = instantiations.iter().map(|(e, _)| e.as_str()).collect();
                    declared_names.extend(select::kernel_names(&source));
                    self.select(&mut source, &asked);
                    sources.push((file.clone(), source))
                }
                Err(e) => errors.push(error(
                    import_kind(&e),
                    Some(Path::new(&e.file)),
                    e.line,
                    format!("reading the kernels: {}", e.message),
                )),
            }
        }
        if errors.is_empty() {
            Ok((sources, declared_names, explicit_names))
        } else {
            Err(errors)
        }
    }

    /// One file's kernels read at `instantiations`, and at the explicit instantiations it writes
    /// out where reading them works (the types only they take are then imported before the
    /// compilation), with the names those were given ([`instances::name_detected`]); with the
    /// host's headers or the stand-ins as `as_read` says ([`read_kernels_as`]).
    fn read_file(
        &self,
        toolchain: &Toolchain,
        (file, as_read): (&Path, Option<bool>),
        instantiations: &[(String, String)],
    ) -> (Result<CuSource, ImportError>, Names) {
        let options = toolchain.reading(self.import_options(), &self.archs);
        let explicit = crate::import::source_text(file)
            .map(|text| instances::explicit_in(&text))
            .unwrap_or_default()
            .into_iter()
            .filter(|e| self.only.is_empty() && !instantiations.iter().any(|(a, _)| a == e))
            .enumerate()
            .map(|(i, e)| (e, format!("{}{i}", instances::DETECTED)));
        let mut all = instantiations.to_vec();
        all.extend(explicit);
        let mut read = read_kernels_as(file, &options, &all, as_read);
        if read.is_err() && all.len() > instantiations.len() {
            all.truncate(instantiations.len());
            read = read_kernels_as(file, &options, &all, as_read);
        }
        let mut named = Names::new();
        if let Ok(source) = &mut read {
            self.read_for_other_archs(toolchain, file, &all, source);
            named.extend(instances::name_detected(source, instantiations));
        }
        (read, named)
    }

    /// Where the preprocessor skipped a kernel in the read for the newest architecture, the file
    /// read again for each other one (newest first), what only those declare added: a kernel
    /// under `#if __CUDA_ARCH__ < 800` built for sm_75 and sm_90 is declared for the images
    /// that hold it. A read that fails adds nothing (the compiler judges the file).
    fn read_for_other_archs(
        &self,
        toolchain: &Toolchain,
        file: &Path,
        instantiations: &[(String, String)],
        source: &mut CuSource,
    ) {
        if !source.kernels_skipped || self.defines.iter().any(|(n, _)| n == "__CUDA_ARCH__") {
            return;
        }
        let mut sms: Vec<u32> = self.archs.iter().map(|a| a.sm).collect();
        sms.sort_unstable_by(|a, b| b.cmp(a));
        sms.dedup();
        for sm in sms.into_iter().skip(1) {
            let options = toolchain.reading(self.import_options_for(Some(sm)), &self.archs);
            if let Ok(other) = read_kernels(file, &options, instantiations) {
                select::merge_arch_read(source, other, sm);
            }
        }
    }

    /// Step 3: every file compiled, its images read, and the file read at the instances they
    /// hold ([`CuBuild::read_instances_ahead`], into `reads` unless there already) while others
    /// compile. As many files at once as cargo's `-j` allows (`NUM_JOBS`, the machine's cores
    /// by default): one heavy file's compilation can take gigabytes, so a directory of them
    /// started together could exhaust memory. nvcc runs as a process per file; NVRTC takes one
    /// compilation at a time inside a process (two threads' calls do not overlap: BENCHMARKS.md,
    /// "`.cu` files in build.rs"), so with NVRTC what runs beside it is `ptxas` and the reads.
    fn compile_all(
        &self,
        (toolchain, reads): (&Toolchain, &mut instances::InstanceReads),
        sources: &Sources,
        jobs: &Jobs,
        images_dir: &Path,
    ) -> Vec<Compilation> {
        let read_before = &*reads;
        let compile_one =
            |((file, source), (stem, asserts)): (&(PathBuf, CuSource), &(String, String))| {
                let inputs = &source.files_read;
                let compiled = (self.compile(toolchain, file, stem, asserts, images_dir, inputs))
                    .and_then(|c| {
                        let read = compile::read_images(&c.images).map_err(|e| vec![e])?;
                        Ok((c, read))
                    });
                let ahead = (compiled.as_ref().ok()).and_then(|(_, read)| {
                    self.read_instances_ahead((toolchain, read_before), (file, source), read)
                });
                (compiled, ahead)
            };
        let work: Vec<_> = sources.iter().zip(jobs).collect();
        let done: Vec<OnceLock<_>> = work.iter().map(|_| OnceLock::new()).collect();
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            // libclang's reads recurse as deep as on the main thread.
            let workers: Vec<_> = (0..compile_workers(work.len()))
                .filter_map(|_| {
                    let worker = std::thread::Builder::new().stack_size(16 << 20);
                    (worker.spawn_scoped(scope, || loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&job) = work.get(i) else { break };
                        let _ = done[i].set(compile_one(job));
                    }))
                    .ok()
                })
                .collect();
            // A panicked worker's file is left unset: reported below, not propagated.
            for worker in workers {
                let _ = worker.join();
            }
        });
        (done.into_iter())
            .map(|slot| match slot.into_inner() {
                Some((compiled, ahead)) => {
                    if let Some((key, read)) = ahead {
                        reads.entry(key).or_insert(read);
                    }
                    compiled
                }
                None => {
                    let why = "the thread compiling it failed";
                    Err(vec![error(CuErrorKind::Toolchain, None, 0, why)])
                }
            })
            .collect()
    }
}

/// How many files compile at once: cargo's `-j` for this build (`NUM_JOBS`), else the
/// machine's cores, never more than there are files.
fn compile_workers(files: usize) -> usize {
    let jobs = std::env::var("NUM_JOBS")
        .ok()
        .and_then(|j| j.parse().ok())
        .or_else(|| std::thread::available_parallelism().ok().map(|n| n.get()))
        .unwrap_or(1);
    jobs.clamp(1, files.max(1))
}

/// Each file's module name, and its wrapper's assertions: the layouts of the types of the
/// headers it includes (the others are not declared in it), each header's once.
fn wrapper_jobs(
    toolchain: &Toolchain,
    sources: &Sources,
    types: &Types,
) -> Result<Jobs, Vec<CuError>> {
    let type_names: BTreeSet<String> = types
        .merged
        .items
        .iter()
        .map(|i| i.name().to_owned())
        .collect();
    let files: Vec<&Path> = sources.iter().map(|(f, _)| f.as_path()).collect();
    let used_by: Vec<BTreeSet<String>> = (sources.iter())
        .map(|(_, source)| used_types(source, &types.imports))
        .collect();
    let used_anywhere: BTreeSet<&str> = used_by.iter().flatten().map(String::as_str).collect();
    let mut jobs: Jobs = Vec::new();
    let named = sources.iter().zip(module_names(&files, &type_names));
    for (((file, source), module), used) in named.zip(&used_by) {
        let included: BTreeSet<PathBuf> = source.files_read.iter().map(|f| same_file(f)).collect();
        // A header's class-template specializations are asserted only where the file's kernels
        // use them: another file's may take arguments this one does not declare (`Op<__half>`
        // without `cuda_fp16.h`). So is every type imported with them that some file's kernels
        // use (`fp2::mem_t` of `xyzz<fp2>::mem_t`, from a header this file may not include).
        let keep = |import: &Imported, with_specializations: bool, name: &str| {
            let specialization = import.cpp_names.get(name).is_some_and(|c| c.contains('<'));
            let where_used =
                specialization || (with_specializations && used_anywhere.contains(name));
            used.contains(name) || !where_used
        };
        // A type two imports hold (a specialization imported with each file that uses it) is
        // asserted once: the non-public members' checks define templates named after it.
        let asserted = std::cell::RefCell::new(BTreeSet::new());
        let asserts: String = (types.imports.iter().zip(&types.readers))
            .filter(|(i, readers)| {
                included.contains(&same_file(Path::new(&i.file)))
                    && readers.as_ref().is_none_or(|r| r.contains(file))
            })
            .map(|(i, _)| {
                let with_specializations = i.cpp_names.values().any(|c| c.contains('<'));
                let once = |name: &str| {
                    keep(i, with_specializations, name)
                        && asserted.borrow_mut().insert(name.to_owned())
                };
                i.static_asserts_of(toolchain.cuda(), &once)
            })
            .collect();
        jobs.push((module, asserts));
    }
    Ok(jobs)
}

/// Each file's module name ([`render::module_name`] of its stem). Files whose names clash
/// (`drv/add.cu` and `rtc/add.cu`) are named with as many of their folders as tell them apart,
/// the nearest first (`drv_add`, `rtc_add`); names that still clash (`add-one.cu` and
/// `add_one.cu` in one folder) are numbered in order, `_2` after the second.
fn module_names(files: &[&Path], types: &BTreeSet<String>) -> Vec<String> {
    // Each file's stem, then its folders from the nearest out.
    let parts: Vec<Vec<String>> = files
        .iter()
        .map(|f| {
            let real = same_file(f);
            let stem = real
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("kernels");
            let folders = real.parent().into_iter().flat_map(|p| p.iter().rev());
            std::iter::once(stem)
                .chain(folders.filter_map(|c| c.to_str()).filter(|c| *c != "/"))
                .map(str::to_owned)
                .collect()
        })
        .collect();
    let name = |i: usize, folders: usize| {
        let words: Vec<&str> = parts[i][..=folders]
            .iter()
            .rev()
            .map(String::as_str)
            .collect();
        render::module_name(&words.join("_"), types)
    };
    let plain: Vec<String> = (0..files.len()).map(|i| name(i, 0)).collect();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    (0..files.len())
        .map(|i| {
            let clash: Vec<usize> = (0..files.len()).filter(|&j| plain[j] == plain[i]).collect();
            let most = clash.iter().map(|&j| parts[j].len() - 1).min().unwrap_or(0);
            let apart = |d: &usize| {
                let names: BTreeSet<String> = clash.iter().map(|&j| name(j, *d)).collect();
                names.len() == clash.len()
            };
            let folders = match clash.len() {
                1 => 0,
                _ => (1..=most).find(apart).unwrap_or(0),
            };
            let n = name(i, folders);
            match seen.entry(n.clone()).and_modify(|c| *c += 1).or_insert(1) {
                1 => n,
                count => format!("{n}_{count}"),
            }
        })
        .collect()
}

/// `path` as the file system names it, so that two spellings of one file compare equal.
pub(super) fn same_file(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// The types `source`'s kernels take, and the types those hold, through every level.
fn used_types(source: &CuSource, imports: &[Imported]) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    let mut next: Vec<String> = source
        .kernels
        .iter()
        .flat_map(|k| {
            k.params
                .iter()
                .flat_map(|p| select::named_types(&p.ty, true))
        })
        .collect();
    while let Some(name) = next.pop() {
        if !used.insert(name.clone()) {
            continue;
        }
        for import in imports {
            if let Some(crate::import::Item::Record { members, .. }) = import.item(&name) {
                next.extend(
                    members
                        .iter()
                        .flat_map(|m| select::named_types(&m.ty, true)),
                );
            }
        }
    }
    used
}

/// Drops the refusals of kernels a file only declares (a header of launchers' declarations)
/// that another file of the build defines: declared there (one of `built`), or refused there
/// with its own reason. The others are kept once (one declaration, however each file names
/// it), by the first file including the declaration.
fn declared_elsewhere(sources: &mut Sources, built: &[crate::import::kernels::Kernel]) {
    // By symbol, which each file names apart as its own kernels make it (`a_horiz` where
    // `b::horiz` is declared too, `horiz` where not); by C++ and Rust name where the
    // declaration could not be read. An overload a stale declaration makes is another kernel.
    let refused_there = sources.iter().flat_map(|(_, s)| &s.refused);
    let (mut names, mut symbols) = (BTreeSet::new(), BTreeSet::new());
    for k in built {
        names.insert((k.cpp_name.clone(), k.rust_name.clone()));
        symbols.insert(k.symbol.clone());
    }
    for r in refused_there.filter(|r| r.defined) {
        names.insert((r.cpp_name.clone(), r.rust_name.clone()));
        symbols.extend(r.symbol.clone());
    }
    let mut seen = BTreeSet::new();
    for (_, source) in sources.iter_mut() {
        source.refused.retain(|r| {
            let elsewhere = match &r.symbol {
                Some(symbol) => symbols.contains(symbol),
                None => names.contains(&(r.cpp_name.clone(), r.rust_name.clone())),
            };
            r.defined || (!elsewhere && seen.insert((r.file.clone(), r.line, r.cpp_name.clone())))
        });
    }
}

#[cfg(test)]
mod same_names;
mod types;
