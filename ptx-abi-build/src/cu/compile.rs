//! Step 3 of a build: each file compiled through a wrapper that includes it, instantiates the
//! templates asked for and asserts the layouts the Rust side uses; the images written under
//! `OUT_DIR`, with a manifest of what they were compiled from, so that a file whose text,
//! includes and options are unchanged is not compiled again; the compiler's warnings kept for
//! `cargo:warning`; and the toolchain that compiles them (nvcc, or NVRTC with ptxas), with how
//! libclang reads a file as it does.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use ptx_abi_core::kernel::compiled::{ArchVariant, GpuArch, ImageKind};

use super::{compiler_error, error, select, CuBuild, CuError, CuErrorKind};
use crate::cubin::{self, Image};
use crate::import::kernels::{address_of, INSTANTIATION_PREFIX};
use crate::import::ImportOptions;
use crate::nvrtc::{Nvcc, Nvrtc, Ptxas};
use ptx_abi_core::layout::{Compiler, CudaVersion};

/// The images one file was compiled to: what each is, and where it was written.
pub(super) type Images = Vec<(ImageKind, PathBuf)>;

/// One file's compilation: its images, and the compiler's warnings (`file:line: warning: ...`).
pub(super) struct Compiled {
    pub(super) images: Images,
    pub(super) warnings: Vec<String>,
}

impl CuBuild {
    /// Compiles `file` (its module `stem`, `asserts` appended to its wrapper) into `dir`, unless
    /// the manifest there says it was compiled from the same inputs: the wrapper, the compiler,
    /// the options, and the text of every file in `inputs` (the file and what it includes).
    /// Where only the assertions differ (a later pass imported more types), the images are
    /// kept and the new assertions checked by the compiler's front end alone: a `static_assert`
    /// generates no code, and the front end lays types out as code generation does.
    pub(super) fn compile(
        &self,
        toolchain: &Toolchain,
        file: &Path,
        stem: &str,
        asserts: &str,
        dir: &Path,
        inputs: &[PathBuf],
    ) -> Result<Compiled, Vec<CuError>> {
        let manifest = dir.join(format!("{stem}.inputs"));
        let code = self.inputs_key(toolchain, file, inputs);
        let key = format!("{code} {}", content_hash(asserts.as_bytes()));
        let same_code = |first: &str| first.rsplit_once(' ').is_some_and(|(c, _)| c == code);
        if let Some(compiled) = read_manifest(&manifest, |first| first == key) {
            return Ok(compiled);
        }
        if let Some(compiled) = read_manifest(&manifest, same_code) {
            match self.compile_uncached(toolchain, file, stem, asserts, dir, true) {
                Ok(_) => {
                    write_manifest(&manifest, &key, &compiled);
                    return Ok(compiled);
                }
                // Failed assertions are what the whole compilation would say of them, and the
                // images of the same code stand.
                Err(e) if e.iter().all(|e| e.kind == CuErrorKind::Layout) => return Err(e),
                Err(_) => {}
            }
        }
        // Nothing vouches for the images while they are rewritten: a build killed now leaves
        // no manifest, or one whose hashes the rewritten images no longer match. A check that
        // failed otherwise (a compiler without the option) is compiled whole.
        let _ = std::fs::remove_file(&manifest);
        let compiled = self.compile_uncached(toolchain, file, stem, asserts, dir, false)?;
        write_manifest(&manifest, &key, &compiled);
        Ok(compiled)
    }

    /// What a file's images depend on, hashed: the compiler and its version, the file, its
    /// wrapper's instantiations, the build's options, and the path and text of every input
    /// (not the wrapper's assertions, which generate no code). An input that cannot be read
    /// hashes its error, so its key matches no manifest written from its text.
    fn inputs_key(&self, toolchain: &Toolchain, file: &Path, inputs: &[PathBuf]) -> String {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        toolchain.describe().hash(&mut h);
        file.hash(&mut h);
        format!(
            "{:?}",
            (&self.archs, &self.std, &self.include_dirs, &self.defines)
        )
        .hash(&mut h);
        // This file's instantiations asked for only: another file's, and those found in the
        // images, are not in its wrapper.
        let asked = self.asked();
        let own: Vec<_> = asked.iter().filter(|(f, _, _)| f == file).collect();
        format!("{:?}", (&self.extra_options, &self.nvcc_options, own)).hash(&mut h);
        for input in inputs {
            input.hash(&mut h);
            match std::fs::read(input) {
                Ok(bytes) => bytes.hash(&mut h),
                Err(e) => e.to_string().hash(&mut h),
            }
        }
        format!("{:016x} {}", h.finish(), inputs.len())
    }

    /// Compiles `file` through a wrapper that includes it and asserts the layouts; returns the
    /// images written (`(kind, path)`) and the compiler's warnings. With `check_only`, the
    /// compiler's front end alone (`-fdevice-syntax-only`), which writes no image.
    fn compile_uncached(
        &self,
        toolchain: &Toolchain,
        file: &Path,
        stem: &str,
        asserts: &str,
        dir: &Path,
        check_only: bool,
    ) -> Result<Compiled, Vec<CuError>> {
        let absolute = std::fs::canonicalize(file).map_err(|e| {
            vec![error(
                CuErrorKind::Io,
                Some(file),
                0,
                format!("cannot read it: {e}"),
            )]
        })?;
        // The instantiations asked for, by taking their addresses: an explicit instantiation
        // would be a second one where the file has its own, an error in C++. Not those found in
        // the images (the file makes them itself): the wrapper, and with it the cache, stays
        // the same when they are remembered.
        let asked = self.asked();
        let instantiations: String = asked
            .iter()
            .filter(|(f, _, _)| f == file)
            .enumerate()
            .map(|(i, (_, expr, _))| {
                let var = format!("{INSTANTIATION_PREFIX}{i}");
                format!(
                    "[[maybe_unused]] static constexpr {};\n",
                    address_of(&var, expr)
                )
            })
            .collect();
        let wrapper = format!(
            "// ptx-abi: {} and the layouts the Rust side uses, asserted.\n#include \"{}\"\n{}{}",
            file.display(),
            absolute.display(),
            instantiations,
            asserts
        );
        // The file's own folder is searched for its `#include "..."` as the file is included
        // by its path, and not for `#include <...>`, as nvcc compiling it in place does: a
        // header there named as a system one (`features.h`) must not hide the system's.
        let includes: Vec<String> = (self.include_dirs.iter())
            .map(|d| format!("-I{}", d.display()))
            .collect();
        let defines: Vec<String> = self
            .defines
            .iter()
            .map(|(n, v)| match v {
                Some(v) => format!("-D{n}={v}"),
                None => format!("-D{n}"),
            })
            .collect();
        // PTX for the oldest portable architecture: it runs on every later GPU.
        let oldest = self
            .archs
            .iter()
            .find(|a| a.variant == ArchVariant::Portable)
            .map_or(self.archs[0], |a| *a);
        let job = Job {
            file,
            stem,
            dir,
            wrapper: &wrapper,
            includes: &includes,
            defines: &defines,
            oldest,
            check_only,
        };
        match toolchain {
            Toolchain::Nvcc(nvcc) => self.with_nvcc(nvcc, &job),
            Toolchain::Nvrtc(nvrtc, ptxas) => self.with_nvrtc(nvrtc, ptxas.as_ref(), &job),
        }
    }

    /// [`Self::compile_uncached`] with nvcc: one process, a fatbin of a cubin per architecture and
    /// PTX for the oldest portable one.
    fn with_nvcc(&self, nvcc: &Nvcc, job: &Job<'_>) -> Result<Compiled, Vec<CuError>> {
        let (dir, stem, oldest) = (job.dir, job.stem, job.oldest);
        let src = dir.join(format!("{stem}.wrapper.cu"));
        std::fs::write(&src, job.wrapper)
            .map_err(|e| vec![error(CuErrorKind::Io, Some(&src), 0, e.to_string())])?;
        let out = match job.check_only {
            true => dir.join(format!("{stem}.checked")),
            false => dir.join(format!("{stem}.fatbin")),
        };
        let mut args: Vec<String> = vec!["-fatbin".into(), format!("-std={}", self.std)];
        if self.relocatable {
            args.push(RELOCATABLE.into());
        }
        if job.check_only {
            args.push(FRONT_END_ONLY.into());
        }
        for arch in &self.archs {
            let code = if *arch == oldest {
                format!("[sm_{arch},compute_{arch}]")
            } else {
                format!("sm_{arch}")
            };
            args.push(format!("-gencode=arch=compute_{arch},code={code}"));
        }
        args.extend(job.includes.iter().cloned());
        args.extend(job.defines.iter().cloned());
        args.extend(self.extra_options.iter().chain(&self.nvcc_options).cloned());
        let result = std::process::Command::new(nvcc.path())
            .args(&args)
            .arg(&src)
            .arg("-o")
            .arg(&out)
            .output()
            .map_err(|e| vec![error(CuErrorKind::Io, Some(nvcc.path()), 0, e.to_string())])?;
        let log = format!(
            "{}{}",
            String::from_utf8_lossy(&result.stdout),
            String::from_utf8_lossy(&result.stderr)
        );
        if !result.status.success() {
            return Err(job.diagnostics(&log));
        }
        if job.check_only {
            let _ = std::fs::remove_file(&out);
            return Ok(Compiled {
                images: Vec::new(),
                warnings: Vec::new(),
            });
        }
        Ok(Compiled {
            images: vec![(ImageKind::Fatbin, out)],
            warnings: warnings(&log),
        })
    }

    /// [`Self::compile_uncached`] with NVRTC: PTX per architecture (every file's anonymous
    /// namespace named as in the first), assembled into a cubin each by the `ptxas` of the same
    /// installation; the oldest portable architecture's PTX kept.
    fn with_nvrtc(
        &self,
        nvrtc: &Nvrtc,
        ptxas: Option<&Ptxas>,
        job: &Job<'_>,
    ) -> Result<Compiled, Vec<CuError>> {
        let (dir, stem, oldest) = (job.dir, job.stem, job.oldest);
        let write = |path: &Path, bytes: &[u8]| {
            std::fs::write(path, bytes)
                .map_err(|e| vec![error(CuErrorKind::Io, Some(path), 0, e.to_string())])
        };
        let mut out = Vec::new();
        let mut logged = Vec::new();
        let mut anonymous = None;
        let name = format!("{stem}.wrapper.cu");
        for arch in &self.archs {
            let mut options: Vec<String> = vec![
                format!("--gpu-architecture=compute_{arch}"),
                format!("--std={}", self.std),
            ];
            options.extend(job.includes.iter().cloned());
            // libcu++'s folder of NVRTC's installation (CUDA 13's `include/cccl`), after the
            // build's, as nvcc's profile adds it: `cooperative_groups.h` needs its `<nv/target>`.
            let cccl = nvrtc.include_dir().map(|d| d.join("cccl"));
            if let Some(cccl) = cccl.filter(|d| d.is_dir()) {
                let flag = format!("-I{}", cccl.display());
                if !options.contains(&flag) {
                    options.push(flag);
                }
            }
            options.extend(job.defines.iter().cloned());
            options.extend(self.extra_options.iter().cloned());
            if self.relocatable {
                options.push(RELOCATABLE.into());
            }
            if job.check_only {
                options.push(FRONT_END_ONLY.into());
            }
            let refs: Vec<&str> = options.iter().map(String::as_str).collect();
            let (ptx, log) = nvrtc
                .compile_with_log(job.wrapper, &name, &refs)
                .map_err(|e| {
                    let hint = match e.log.contains("unrecognized option") {
                        true => "\nan nvcc option NVRTC does not take: give it with `nvcc_option`",
                        false => "",
                    };
                    job.diagnostics(&format!("{}\n{}{hint}", e.log, e.message))
                })?;
            if job.check_only {
                continue;
            }
            // One architecture's warnings are every architecture's, mostly.
            for w in warnings(&log) {
                if !logged.contains(&w) {
                    logged.push(w);
                }
            }
            let ptx = select::same_anonymous_namespace(ptx, &mut anonymous);
            if *arch == oldest {
                let path = dir.join(format!("{stem}.compute_{arch}.ptx"));
                write(&path, ptx.as_bytes())?;
                out.push((ImageKind::Ptx(*arch), path));
            }
            match ptxas {
                Some(ptxas) => {
                    let sm = format!("sm_{arch}");
                    let cubin = match self.relocatable {
                        true => ptxas.assemble_relocatable(&ptx, &sm),
                        false => ptxas.assemble_to_cubin(&ptx, &sm),
                    }
                    .map_err(|e| {
                        vec![error(
                            CuErrorKind::Compile,
                            Some(job.file),
                            0,
                            format!("ptxas, sm_{arch}: {e}{}", log_hint(&e.to_string())),
                        )]
                    })?;
                    let path = dir.join(format!("{stem}.sm_{arch}.cubin"));
                    write(&path, &cubin)?;
                    out.push((ImageKind::Cubin(*arch), path));
                }
                None if *arch != oldest => {
                    let path = dir.join(format!("{stem}.compute_{arch}.ptx"));
                    write(&path, ptx.as_bytes())?;
                    out.push((ImageKind::Ptx(*arch), path));
                }
                None => {}
            }
        }
        Ok(Compiled {
            images: out,
            warnings: logged,
        })
    }
}

/// One file's compilation, as both compilers take it.
struct Job<'a> {
    file: &'a Path,
    stem: &'a str,
    /// Where the wrapper and the images are written.
    dir: &'a Path,
    /// The wrapper's text: the file included, the instantiations, the layout assertions.
    wrapper: &'a str,
    includes: &'a [String],
    defines: &'a [String],
    /// The oldest portable architecture, whose PTX is kept.
    oldest: GpuArch,
    /// The front end alone: the wrapper checked, no image written.
    check_only: bool,
}

/// The option that ends a compilation after the front end, nvcc's and NVRTC's alike.
const FRONT_END_ONLY: &str = "-fdevice-syntax-only";

/// Relocatable device code, nvcc's and NVRTC's spelling alike ([`CuBuild::relocatable`]).
const RELOCATABLE: &str = "-rdc=true";

/// Links the relocatable images of every file (`files`, [`CuBuild::relocatable`]) into one
/// program, a cubin per architecture of `archs` written to `dir`: nvcc's device link of the
/// files' fatbins, or `nvlink` of NVRTC's cubins. An unresolved symbol is the linker's error.
pub(super) fn link(
    toolchain: &Toolchain,
    archs: &[GpuArch],
    files: &[&Images],
    dir: &Path,
) -> Result<Images, Vec<CuError>> {
    let fail = |message: String| vec![error(CuErrorKind::Compile, None, 0, message)];
    let linker = match toolchain {
        Toolchain::Nvcc(nvcc) => nvcc.path().to_path_buf(),
        Toolchain::Nvrtc(_, Some(ptxas)) => ptxas.nvlink().ok_or_else(|| {
            fail(format!(
                "relocatable device code is linked by `nvlink`, which is neither beside {} nor \
                 named by PTX_ABI_NVLINK, on a CUDA toolkit's `bin/` or in the oracle's wheels",
                ptxas.path().display()
            ))
        })?,
        Toolchain::Nvrtc(_, None) => {
            return Err(fail(
                "relocatable device code is linked as cubins: NVRTC's installation has no \
                 `ptxas` to assemble them"
                    .to_owned(),
            ))
        }
    };
    let nvcc = matches!(toolchain, Toolchain::Nvcc(_));
    let device_runtime = (!nvcc).then(|| device_runtime_beside(&linker)).flatten();
    let mut out = Vec::new();
    for arch in archs {
        let inputs = (files.iter().flat_map(|images| images.iter())).filter(|(kind, _)| {
            matches!(kind, ImageKind::Fatbin) || *kind == ImageKind::Cubin(*arch)
        });
        let target = dir.join(format!("linked-program.sm_{arch}.cubin"));
        let mut command = std::process::Command::new(&linker);
        if nvcc {
            command.args(["-dlink", "-cubin"]);
        }
        command.arg(format!("-arch=sm_{arch}"));
        if let Some(dir) = &device_runtime {
            command
                .arg(format!("-L{}", dir.display()))
                .arg("-lcudadevrt");
        }
        command
            .args(inputs.map(|(_, path)| path))
            .arg("-o")
            .arg(&target);
        let result = (command.output()).map_err(|e| fail(format!("{}: {e}", linker.display())))?;
        if !result.status.success() {
            return Err(fail(format!(
                "linking the relocatable device code for sm_{arch} failed:\n{}{}",
                String::from_utf8_lossy(&result.stdout),
                String::from_utf8_lossy(&result.stderr)
            )));
        }
        out.push((ImageKind::Cubin(*arch), target));
    }
    Ok(out)
}

impl Job<'_> {
    /// The compiler's log as errors at their files and lines, or the whole log as one error.
    fn diagnostics(&self, log: &str) -> Vec<CuError> {
        let mut out: Vec<CuError> = log
            .lines()
            .filter_map(|l| compiler_error(l, self.file, self.wrapper))
            .collect();
        // A kernel launching kernels (dynamic parallelism) needs relocatable device code too.
        for e in out.iter_mut() {
            if e.message.contains("requires separate compilation mode") {
                e.message.push_str(RELOCATABLE_HINT);
            }
        }
        if out.is_empty() {
            out.push(error(
                CuErrorKind::Compile,
                Some(self.file),
                0,
                format!("the compiler failed:\n{log}{}", log_hint(log)),
            ));
        }
        out
    }
}

/// What to do when ptxas's log says a function the file calls is defined in another file, or
/// the host compiler's preprocessor found no header.
fn log_hint(log: &str) -> &'static str {
    if log.contains("Unresolved extern") {
        RELOCATABLE_HINT
    } else if log.contains("No such file or directory") {
        "
a header no folder of the build holds: add its folder with `include_dir`, as the \
         project's own build does (a file's own folder is searched for `#include \"...\"` only, \
         as the compilers search it)"
    } else {
        ""
    }
}

/// The folder of the device runtime library (`cudadevrt`, which a kernel launching kernels
/// calls) of the installation `nvlink` is from: its `lib/` (the wheels) or `lib64/` (a toolkit).
/// nvcc links it itself; `nvlink` is told.
fn device_runtime_beside(nvlink: &Path) -> Option<PathBuf> {
    let root = nvlink.parent()?.parent()?;
    ["lib", "lib64", "lib/x64"]
        .iter()
        .map(|d| root.join(d))
        .find(|d| d.join("libcudadevrt.a").is_file() || d.join("cudadevrt.lib").is_file())
}

/// What [`CuBuild::relocatable`] is for, said where a compiler needs it.
const RELOCATABLE_HINT: &str = "\ndevice code another file defines, or a kernel launch in \
                                device code, needs relocatable device code: \
                                `.relocatable(true)` compiles the files so and links them";

/// The hash of `bytes`, as a manifest records it (an image's, or the manifest's own text).
pub(super) fn content_hash(bytes: &[u8]) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    format!("{:016x}:{}", h.finish(), bytes.len())
}

/// The lines after the first of the file at `path` that [`write_sealed`] wrote, if `key` takes
/// that first line and the file is whole (its last line is the hash of the lines before it).
pub(super) fn read_sealed(path: &Path, key: impl Fn(&str) -> bool) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    let (body, last) = text.trim_end_matches('\n').rsplit_once('\n')?;
    if last.strip_prefix("end ")? != content_hash(body.as_bytes()) {
        return None;
    }
    let (first, rest) = body.split_once('\n').unwrap_or((body, ""));
    key(first).then(|| rest.to_owned())
}

/// Writes `text` (its first line the key [`read_sealed`] asks for) at `path` with the hash of
/// its lines last, beside and renamed into place, so that a build killed while writing it
/// leaves none. A file that cannot be written only costs the next build its work.
pub(super) fn write_sealed(path: &Path, mut text: String) {
    let end = content_hash(text.as_bytes());
    text.push_str(&format!("\nend {end}\n"));
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    if std::fs::write(&partial, text).is_ok() {
        let _ = std::fs::rename(&partial, path);
    }
}

/// The compilation `manifest` records, if `key` takes the key it was made from, it is whole
/// ([`read_sealed`]) and every image it names holds the bytes it was written with: a truncated,
/// edited or foreign manifest or image is compiled again, never used.
fn read_manifest(manifest: &Path, key: impl Fn(&str) -> bool) -> Option<Compiled> {
    let lines = read_sealed(manifest, key)?;
    let mut compiled = Compiled {
        images: Vec::new(),
        warnings: Vec::new(),
    };
    for line in lines.lines() {
        let (tag, rest) = line.split_once(' ')?;
        match tag {
            "warning" => compiled.warnings.push(rest.to_owned()),
            _ => {
                let (arch, rest) = rest.split_once(' ')?;
                let (hash, path) = rest.split_once(' ')?;
                let kind = match tag {
                    "fatbin" => ImageKind::Fatbin,
                    "cubin" => ImageKind::Cubin(GpuArch::parse(arch)?),
                    "ptx" => ImageKind::Ptx(GpuArch::parse(arch)?),
                    _ => return None,
                };
                let path = PathBuf::from(path);
                if content_hash(&std::fs::read(&path).ok()?) != hash {
                    return None;
                }
                compiled.images.push((kind, path));
            }
        }
    }
    Some(compiled)
}

/// Records `compiled` as made from inputs of `key`, each image with the hash of its bytes
/// ([`write_sealed`]). A manifest that cannot be written (or an image that cannot be read back)
/// only costs the next build a compilation.
fn write_manifest(manifest: &Path, key: &str, compiled: &Compiled) {
    let mut text = key.to_owned();
    for (kind, path) in &compiled.images {
        let (tag, arch) = match kind {
            ImageKind::Fatbin => ("fatbin", "-".to_owned()),
            ImageKind::Cubin(a) => ("cubin", a.to_string()),
            ImageKind::Ptx(a) => ("ptx", a.to_string()),
        };
        let Ok(bytes) = std::fs::read(path) else {
            return;
        };
        let hash = content_hash(&bytes);
        text.push_str(&format!("\n{tag} {arch} {hash} {}", path.display()));
    }
    for w in &compiled.warnings {
        text.push_str(&format!("\nwarning {w}"));
    }
    write_sealed(manifest, text);
}

/// The compiler's warnings in `log` (`file(line): warning #177-D: ...`), as `file:line: warning:
/// ...`, the wrapper's own left out.
fn warnings(log: &str) -> Vec<String> {
    log.lines()
        .filter_map(|line| {
            let (location, rest) = line.split_once("): ")?;
            let rest = rest.trim();
            if !rest.starts_with("warning") {
                return None;
            }
            let (file, number) = location.rsplit_once('(')?;
            let number: u32 = number.parse().ok()?;
            let file = super::relative_to_cwd(Path::new(file));
            let wrapper = file.to_string_lossy().ends_with(".wrapper.cu");
            (!wrapper).then(|| format!("{}:{number}: {rest}", file.display()))
        })
        .collect()
}

/// Every image of `images` ([`read_image`]), in order.
pub(super) fn read_images(images: &[(ImageKind, PathBuf)]) -> Result<Vec<Image>, CuError> {
    let read = images
        .iter()
        .map(|(kind, path)| read_image(kind, path))
        .collect::<Result<Vec<Vec<Image>>, CuError>>()?;
    Ok(read.into_iter().flatten().collect())
}

pub(super) fn read_image(kind: &ImageKind, path: &Path) -> Result<Vec<Image>, CuError> {
    let bytes =
        std::fs::read(path).map_err(|e| error(CuErrorKind::Io, Some(path), 0, e.to_string()))?;
    let images = match kind {
        ImageKind::Ptx(arch) => Ok(vec![Image::Ptx {
            sm: arch.sm,
            text: String::from_utf8_lossy(&bytes).into_owned(),
        }]),
        _ => cubin::read_images(&bytes),
    };
    images.map_err(|e| {
        error(
            CuErrorKind::Mismatch,
            Some(path),
            0,
            format!("reading the compiled image: {e}"),
        )
    })
}

/// The compiler a build runs, as found.
pub(super) enum Toolchain {
    Nvcc(Nvcc),
    // Boxed: NVRTC's table of entry points is most of the enum's size (on Windows, where
    // libloading's library handle is larger too, clippy's `large_enum_variant`).
    Nvrtc(Box<Nvrtc>, Option<Ptxas>),
}

impl Toolchain {
    /// The programs this toolchain runs or loads.
    pub(super) fn programs(&self) -> Vec<PathBuf> {
        match self {
            Toolchain::Nvcc(n) => vec![n.path().to_path_buf()],
            Toolchain::Nvrtc(n, ptxas) => std::iter::once(n.path())
                .chain(ptxas.as_ref().map(Ptxas::path))
                .map(Path::to_path_buf)
                .collect(),
        }
    }

    pub(super) fn describe(&self) -> String {
        match self {
            Toolchain::Nvcc(n) => format!("nvcc {}.{}", n.version().0, n.version().1),
            Toolchain::Nvrtc(n, _) => format!("NVRTC {}.{}", n.version().0, n.version().1),
        }
    }

    pub(super) fn compiler(&self) -> Compiler {
        match self {
            Toolchain::Nvcc(_) => Compiler::Nvcc,
            Toolchain::Nvrtc(..) => Compiler::Nvrtc,
        }
    }

    /// `options` for libclang reading a file as this compiler sees it besides the stand-ins:
    /// its release (`__CUDACC_VER_MAJOR__`, which libcu++ checks) and its own include
    /// directories (`include`, libcu++'s `include/cccl`), searched after the build's, so that
    /// `<cub/cub.cuh>` and `<cuda/std/...>` are found where the compiler finds them; and its
    /// `__CUDA_ARCH_LIST__` for `archs`, by which CUB, Thrust and libcu++ name their inline
    /// namespaces (`cub::_V_300500_SM_800`): a kernel taking one of their types, or an instance
    /// over one, is named and mangled as in the images. nvcc defines it as every architecture
    /// of the compilation, ascending (`750,900`); NVRTC, which compiles one architecture per
    /// program, as that one (the read's `__CUDA_ARCH__`), and ignores `-D` for it (`ABI.md`
    /// §10, with the commands that measure both).
    pub(super) fn reading(&self, mut options: ImportOptions, archs: &[GpuArch]) -> ImportOptions {
        let defined = |options: &ImportOptions, name: &str| {
            options
                .defines
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
        };
        if defined(&options, "__CUDA_ARCH_LIST__").is_none() {
            let list = match self {
                Toolchain::Nvcc(_) => {
                    let mut sms: Vec<u32> = archs.iter().map(|a| a.sm * 10).collect();
                    sms.sort_unstable();
                    sms.dedup();
                    let sms: Vec<String> = sms.iter().map(u32::to_string).collect();
                    Some(sms.join(","))
                }
                Toolchain::Nvrtc(..) => defined(&options, "__CUDA_ARCH__").flatten(),
            };
            if let Some(list) = list.filter(|l| !l.is_empty()) {
                options = options.define("__CUDA_ARCH_LIST__", Some(&list));
            }
        }
        let (major, minor) = match self {
            Toolchain::Nvcc(n) => n.version(),
            Toolchain::Nvrtc(n, _) => n.version(),
        };
        if !options
            .defines
            .iter()
            .any(|(n, _)| n == "__CUDACC_VER_MAJOR__")
        {
            options = options
                .define("__CUDACC_VER_MAJOR__", Some(&major.to_string()))
                .define("__CUDACC_VER_MINOR__", Some(&minor.to_string()))
                .define("__CUDACC_VER_BUILD__", Some("0"));
        }
        let include = match self {
            // nvcc.profile's `-I$(TOP)/include` and `-isystem $(TOP)/include/cccl`, TOP being
            // the folder above `bin` (a toolkit's `targets/<triple>/include` where it has one).
            Toolchain::Nvcc(n) => n.path().parent().and_then(Path::parent).map(|top| {
                let targets = std::fs::read_dir(top.join("targets"))
                    .into_iter()
                    .flatten()
                    .flatten()
                    .map(|t| t.path().join("include"));
                std::iter::once(top.join("include"))
                    .chain(targets)
                    .collect::<Vec<_>>()
            }),
            Toolchain::Nvrtc(n, _) => n.include_dir().map(|d| vec![d.to_path_buf()]),
        };
        // As system headers, as nvcc's `-isystem` for libcu++: their template kernels are
        // the toolkit's, not the project's (`CuSource::header_templates`).
        for dir in include.unwrap_or_default() {
            for dir in [dir.clone(), dir.join("cccl")] {
                if dir.is_dir() && !options.include_dirs.contains(&dir) {
                    options = options
                        .clang_arg("-isystem")
                        .clang_arg(&dir.display().to_string());
                }
            }
        }
        options.compiler(self.compiler())
    }

    /// The CUDA release whose headers the toolchain compiles with.
    pub(super) fn cuda(&self) -> CudaVersion {
        let major = match self {
            Toolchain::Nvcc(n) => n.version().0,
            Toolchain::Nvrtc(n, _) => n.version().0,
        };
        CudaVersion::of_toolkit(major.unsigned_abs())
    }
}
