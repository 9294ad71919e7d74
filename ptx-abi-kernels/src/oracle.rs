//! The NVRTC and nvcc oracle: checks our layouts, device images and `.param` declarations
//! against NVIDIA's own compilers, on any machine (no GPU, no CUDA install: see [`ptx_abi_build::nvrtc`]).
//! An [`Oracle`] is one front end: NVRTC 12 or 13 (a library), or nvcc 13 (a program, with the
//! machine's `g++`); every oracle suite checks against all three, since NVRTC and nvcc lay out
//! some types differently (`ABI.md` §10). [`Oracle::load`] and [`Oracle::load_nvcc`] say what is
//! missing; whether a missing one skips a test or fails it is the test side's decision
//! (`ptx-abi-testenv`).
//!
//! For a batch of [`Probe`]s, one CUDA C++ source is built: the [`CudaHeader`] mirror of every
//! type (whose `static_assert`s check sizes, alignments and offsets in NVRTC's front end), then per
//! probe `i`
//!
//! ```cpp
//! __device__ T g{i} = INIT;                                           // the byte image
//! extern "C" __global__ void k{i}(T p) {}                             // the .entry parameter
//! extern "C" __device__ __noinline__ T f{i}(T p) { return p; }        // .func parameter, return
//! ```
//!
//! (`f{i}` is visible and called by nothing: NVVM may lower the `.param` alignment of a visible
//! function that a kernel of the same module calls, `tools/oracle-facts.md`, "Surprises" 1). The
//! PTX is compared with what `ptx-abi-core` computes, probe by probe, and assembled with `ptxas`
//! for `sm_90` and, for NVRTC, the oldest target the release supports (`sm_70` with CUDA 12,
//! `sm_75` with CUDA 13). A batch that does not compile is bisected down to the probes that fail.
//!
//! ```no_run
//! use ptx_abi_core::{to_device_bytes, vector::Float4, PtxAbi};
//! use ptx_abi_build::nvrtc::CudaVersion;
//! use ptx_abi_kernels::oracle::{Oracle, Probe};
//!
//! #[derive(PtxAbi)]
//! #[repr(C)]
//! struct Light {
//!     color: Float4,
//!     #[ptx(bits = 3)]
//!     kind: u8,
//! }
//!
//! let light = Light { color: Float4::new(1.0, 0.5, 0.25, 1.0), kind: 5 };
//! let probes = [Probe::of(&light, "{ {1.0f, 0.5f, 0.25f, 1.0f}, 5 }")];
//! let oracle = Oracle::load(CudaVersion::Cuda12).expect("NVRTC 12 and ptxas 12");
//! let report = oracle.check_types(&probes);
//! println!("{}", report.summary());
//! assert!(report.is_clean(), "{report}");
//! ```

use std::time::{Duration, Instant};

use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::layout::Compiler;
use ptx_abi_core::{to_device_bytes, Layout, PtxAbi};

use ptx_abi_build::nvrtc::{CompileError, CudaVersion, Nvcc, Nvrtc, Ptxas};
use ptx_abi_build::ptx_parse::Module;

/// One type to check: its layout, a sample value written as a C++ initialiser, and the device
/// image we compute for that value.
#[derive(Clone, Debug)]
pub struct Probe {
    /// The type.
    pub layout: &'static Layout,
    /// A C++ initialiser of the sample value, as written after `T g = ` (`{1, 2}`,
    /// `{ .c = 5 }`, `E8::B`, `nullptr`); empty for none (the global is then all zero).
    pub init: String,
    /// Our device image of the sample value (`ptx_abi_core::to_device_bytes`).
    pub image: Vec<u8>,
}

impl Probe {
    /// A probe of type `layout` with C++ initialiser `init` and our image `image`.
    pub fn new(layout: &'static Layout, init: impl Into<String>, image: Vec<u8>) -> Probe {
        Probe {
            layout,
            init: init.into(),
            image,
        }
    }

    /// A probe of `T`: `value` written in C++ as `init`, our image of it from
    /// [`to_device_bytes`].
    pub fn of<T: PtxAbi>(value: &T, init: impl Into<String>) -> Probe {
        Probe::new(&T::LAYOUT, init, to_device_bytes(value))
    }

    /// A probe of `T` whose C++ initialiser is derived from our image of `value`
    /// ([`ptx_abi_core::dynamic::cpp_initializer_from_image`]), so any value of any type can be
    /// checked without writing C++ by hand.
    ///
    /// # Panics
    /// If no C++ initialiser produces the image (a non-null pointer, a union image that no single
    /// member produces): use [`Probe::of`] with a hand-written initialiser for those.
    pub fn auto<T: PtxAbi>(value: &T) -> Probe {
        let image = to_device_bytes(value);
        let init = ptx_abi_core::dynamic::cpp_initializer_from_image(&T::LAYOUT, &image)
            .unwrap_or_else(|| {
                panic!(
                    "no C++ initialiser produces this `{}` image; use Probe::of",
                    T::LAYOUT.cpp_name()
                )
            });
        Probe::new(&T::LAYOUT, init, image)
    }

    /// A probe of type `layout` with a random value ([`crate::random::random_value`]); a type
    /// with no C++ literal for it (a `__half` or `CUtensorMap` member) is value-initialised
    /// instead, its image all zero, so that its size, alignment, offsets and declarations are
    /// still checked.
    pub fn random<R: rand::Rng + ?Sized>(layout: &'static Layout, rng: &mut R) -> Probe {
        let value = crate::random::random_value(layout, rng);
        match ptx_abi_core::dynamic::cpp_initializer(layout, &value) {
            Some(init) => {
                let image = ptx_abi_core::dynamic::dyn_to_device_bytes(layout, &value)
                    .expect("random values are valid");
                Probe::new(layout, init, image)
            }
            None => Probe::new(layout, "{}", vec![0; layout.size]),
        }
    }
}

// The clang CUDA front end, the oracle of Windows layouts in the workspace's tests.
#[doc(hidden)]
pub mod clang;
mod compare;
mod report;

use compare::{compare, probe_decls};
pub use report::{Disagreement, Report};

/// `NVRTC` or `nvcc`.
pub fn compiler_name(compiler: Compiler) -> &'static str {
    match compiler {
        Compiler::Nvrtc => "NVRTC",
        Compiler::Nvcc => "nvcc",
    }
}

/// The CUDA C++ front end an [`Oracle`] compiles with.
#[derive(Debug)]
enum FrontEnd {
    Nvrtc(Nvrtc),
    Nvcc(Nvcc),
}

/// NVRTC of one release, or nvcc, with the `ptxas` to assemble its output.
#[derive(Debug)]
pub struct Oracle {
    front: FrontEnd,
    /// `(arch, ptxas)` pairs: `sm_90` with the release's own `ptxas`, and the oldest target.
    ptxas: Vec<(&'static str, Ptxas)>,
    /// Whether the mirrors spell raised alignments `__align__(N)` instead of `alignas(N)`.
    cuda_align: bool,
    /// C++ declaring the probes' types in place of their mirrors (`set_header`).
    header: Option<String>,
    /// Whether `check_types` also assembles the PTX with `ptxas` (`set_assemble`).
    assemble: bool,
}

impl Oracle {
    /// NVRTC and `ptxas` of `version` (`None`: whichever is found first); the error says what
    /// is missing.
    pub fn load(version: impl Into<Option<CudaVersion>>) -> Result<Oracle, String> {
        let nvrtc = Nvrtc::load(version).map_err(|e| e.to_string())?;
        // `PTX_ABI_PTXAS` first, then the ptxas beside the library, then anywhere.
        let beside = if std::env::var_os("PTX_ABI_PTXAS").is_some() {
            None
        } else {
            nvrtc.ptxas()
        };
        Oracle::with_ptxas(FrontEnd::Nvrtc(nvrtc), beside)
    }

    /// nvcc 13 and `ptxas` 13; the error says what is missing.
    pub fn load_nvcc() -> Result<Oracle, String> {
        let nvcc = Nvcc::find(CudaVersion::Cuda13).map_err(|e| e.to_string())?;
        // nvcc runs the host compiler even for device-only PTX: without one every compilation
        // would fail, which is a missing tool, not a disagreement.
        nvcc.host_compiler().map_err(|e| e.to_string())?;
        Oracle::with_ptxas(FrontEnd::Nvcc(nvcc), None)
    }

    /// `front` with its release's `ptxas` (`beside` if it is of that release).
    fn with_ptxas(front: FrontEnd, beside: Option<Ptxas>) -> Result<Oracle, String> {
        let (major, _) = front.version();
        let name = compiler_name(front.compiler());
        let own = match beside {
            Some(p) if p.version().0 == major => p,
            _ => Ptxas::find(exact(major))
                .map_err(|e| format!("{name} {major} found, but no ptxas {major}: {e}"))?,
        };
        let oldest = if own.supports("sm_70") {
            "sm_70"
        } else {
            "sm_75"
        };
        // nvcc's PTX for the oldest target would be a second compilation of the same mirror,
        // which NVRTC of the same release already assembles: nvcc's is assembled for sm_90 only
        // (its compilations take three times NVRTC's, `tests/oracle/random.rs`).
        let ptxas = match front {
            FrontEnd::Nvrtc(_) => vec![("sm_90", own.clone()), (oldest, own)],
            FrontEnd::Nvcc(_) => vec![("sm_90", own)],
        };
        Ok(Oracle {
            front,
            ptxas,
            cuda_align: false,
            header: None,
            assemble: true,
        })
    }

    /// Which front end this is.
    pub fn compiler(&self) -> Compiler {
        self.front.compiler()
    }

    /// `NVRTC 12.9` or `nvcc 13.5`.
    pub fn label(&self) -> String {
        let (major, minor) = self.version();
        format!("{} {major}.{minor}", compiler_name(self.compiler()))
    }

    /// The front end's `(major, minor)` version.
    pub fn version(&self) -> (i32, i32) {
        self.front.version()
    }

    /// The CUDA release of the front end: whose headers' types it declares
    /// ([`Layout::declared_by_cuda`]).
    pub fn cuda(&self) -> CudaVersion {
        CudaVersion::of_toolkit(self.version().0.unsigned_abs())
    }

    /// The CUDA major version of the front end (12, 13).
    #[deprecated(since = "0.2.0", note = "use `Oracle::cuda` (a `CudaVersion`)")]
    pub fn cuda_major(&self) -> u32 {
        self.version().0.unsigned_abs()
    }

    /// The NVRTC this oracle compiles with (`None` for nvcc): to compile as a user's program
    /// does ([`Nvrtc::compile`]) rather than with the oracle's options.
    pub fn nvrtc(&self) -> Option<&Nvrtc> {
        match &self.front {
            FrontEnd::Nvrtc(nvrtc) => Some(nvrtc),
            FrontEnd::Nvcc(_) => None,
        }
    }

    /// The `ptxas` of the front end's release.
    pub fn ptxas(&self) -> &Ptxas {
        &self.ptxas[0].1
    }

    /// Spells raised alignments in the mirrors `__align__(N)` (`yes`) or `alignas(N)` (the
    /// default): the oracle checks both spellings ([`CudaHeader::cuda_align`]).
    pub fn set_cuda_align(&mut self, yes: bool) {
        self.cuda_align = yes;
    }

    /// Declares the probes' types with `header` (C++ that defines every probe's type under its
    /// layout's name, with its own `static_assert`s) instead of their mirrors, or with the mirrors
    /// again (`None`): to check types against a header written by hand, such as an imported one.
    pub fn set_header(&mut self, header: Option<String>) {
        self.header = header;
    }

    /// Whether [`Oracle::check_types`] assembles the compiler's PTX with `ptxas` too (the
    /// default). Checks of types already assembled elsewhere (the importer's, of types the
    /// random suite assembles) skip it: it is most of a check's time.
    pub fn set_assemble(&mut self, yes: bool) {
        self.assemble = yes;
    }

    /// Compiles CUDA C++ `source` (file `name`) to PTX with this front end: NVRTC's defaults
    /// ([`ptx_abi_build::nvrtc::ORACLE_OPTIONS`]) or nvcc's equivalent ([`Nvcc::arguments`]), then
    /// `options`.
    pub fn compile_source(
        &self,
        source: &str,
        name: &str,
        options: &[&str],
    ) -> Result<String, CompileError> {
        match &self.front {
            FrontEnd::Nvrtc(nvrtc) => nvrtc.compile_as_oracle(source, name, options),
            FrontEnd::Nvcc(nvcc) => nvcc.compile_as_oracle(source, name, options),
        }
    }

    /// The CUDA C++ source for `probes`: the mirror of all their types, then each probe's global,
    /// kernel and device function.
    pub fn source(probes: &[Probe]) -> String {
        let all: Vec<usize> = (0..probes.len()).collect();
        batch_source(probes, &all, false, None, true)
    }

    /// [`batch_source`] with this oracle's spelling and header.
    fn batch_source(&self, probes: &[Probe], batch: &[usize]) -> String {
        batch_source(probes, batch, self.cuda_align, self.header.as_deref(), true)
    }

    /// Checks every probe against NVRTC (see the module documentation).
    pub fn check_types(&self, probes: &[Probe]) -> Report {
        let start = Instant::now();
        let mut report = Report {
            nvrtc_version: self.version(),
            compiler: self.compiler(),
            probes: probes.len(),
            comparisons: 0,
            compilations: 0,
            ptxas_targets: Vec::new(),
            disagreements: Vec::new(),
            source: self.batch_source(probes, &(0..probes.len()).collect::<Vec<_>>()),
            elapsed: Duration::ZERO,
            nvrtc_time: Duration::ZERO,
            ptxas_time: Duration::ZERO,
        };
        let indices: Vec<usize> = (0..probes.len()).collect();
        let mut compiled: Vec<(Vec<usize>, String)> = Vec::new();
        // The whole batch in one compilation; if it fails, bisect down to the failing probes.
        self.compile_bisecting(probes, &indices, &mut report, &mut compiled);
        for (batch, ptx) in &compiled {
            let module = Module::parse(ptx);
            for &i in batch {
                compare(i, &probes[i], &module, &mut report, true);
            }
        }
        // Assemble: the compute_90 PTX for sm_90; for older targets, recompile for compute_XX
        // (ptxas refuses PTX whose .target is newer than -arch).
        let targets: &[(&str, Ptxas)] = if self.assemble { &self.ptxas } else { &[] };
        for (batch, ptx) in &compiled {
            for (arch, ptxas) in targets {
                let label = format!("ptxas {arch} ({}.{})", ptxas.version().0, ptxas.version().1);
                if !report.ptxas_targets.contains(&label) {
                    report.ptxas_targets.push(label);
                }
                let ptx = if *arch == "sm_90" {
                    Ok(ptx.clone())
                } else {
                    let option = format!("--gpu-architecture=compute_{}", &arch[3..]);
                    let source = self.batch_source(probes, batch);
                    self.compile(&mut report, &source, &[&option])
                        .map_err(|e| e.to_string())
                };
                report.comparisons += 1;
                let assembled = ptx.and_then(|p| {
                    let t = Instant::now();
                    let r = ptxas.assemble(&p, arch).map_err(|e| e.to_string());
                    report.ptxas_time += t.elapsed();
                    r
                });
                if let Err(e) = assembled {
                    report.disagreements.push(Disagreement {
                        probe: batch[0],
                        type_name: format!("batch of {} probes", batch.len()),
                        aspect: format!("ptxas {arch}"),
                        ours: "PTX assembles".to_owned(),
                        nvrtc: e,
                        cpp: String::new(),
                    });
                }
            }
        }
        report.disagreements.sort_by_key(|d| d.probe);
        report.elapsed = start.elapsed();
        report
    }

    /// Compiles `source`, counting the compilation and its time in `report`.
    fn compile(
        &self,
        report: &mut Report,
        source: &str,
        options: &[&str],
    ) -> Result<String, CompileError> {
        let t = Instant::now();
        let result = self.compile_source(source, "oracle.cu", options);
        report.compilations += 1;
        report.nvrtc_time += t.elapsed();
        result
    }

    /// Compiles the probes `batch`; on failure splits it in halves,
    /// down to single probes, and reports each probe that does not compile alone.
    fn compile_bisecting(
        &self,
        probes: &[Probe],
        batch: &[usize],
        report: &mut Report,
        compiled: &mut Vec<(Vec<usize>, String)>,
    ) {
        if batch.is_empty() {
            return;
        }
        let source = self.batch_source(probes, batch);
        match self.compile(report, &source, &[]) {
            Ok(ptx) => compiled.push((batch.to_vec(), ptx)),
            Err(e) if batch.len() == 1 => {
                report.comparisons += 1;
                let i = batch[0];
                report.disagreements.push(Disagreement {
                    probe: i,
                    type_name: cpp_type(probes[i].layout),
                    aspect: "compile (mirror static_asserts, initialiser)".to_owned(),
                    ours: "the mirror compiles and its static_asserts hold".to_owned(),
                    nvrtc: compile_error_text(&e),
                    cpp: source,
                });
            }
            Err(_) => {
                let (a, b) = batch.split_at(batch.len() / 2);
                self.compile_bisecting(probes, a, report, compiled);
                self.compile_bisecting(probes, b, report, compiled);
            }
        }
    }
}

/// The source for the probes `batch` of `probes`, each named by its index in `probes` (`g7`,
/// `k7`, `f7`), so that a bisected batch's PTX names the same functions as the whole batch's:
/// `header`, or else the mirrors of the probes' types (raised alignments spelled `__align__`
/// with `cuda_align`), then the probes (their device functions with `funcs`).
pub(crate) fn batch_source(
    probes: &[Probe],
    batch: &[usize],
    cuda_align: bool,
    header: Option<&str>,
    funcs: bool,
) -> String {
    let mut out = match header {
        Some(h) => h.to_owned(),
        None => {
            let mut mirror = CudaHeader::new().cuda_align(cuda_align);
            for &i in batch {
                mirror.add_layout(probes[i].layout);
            }
            mirror.render()
        }
    };
    out.push_str("\n// Probes: g = sample value, k = kernel parameter, f = device function.\n");
    for &i in batch {
        out.push_str(&probe_decls(i, &probes[i], funcs));
    }
    out
}

impl FrontEnd {
    fn compiler(&self) -> Compiler {
        match self {
            FrontEnd::Nvrtc(_) => Compiler::Nvrtc,
            FrontEnd::Nvcc(_) => Compiler::Nvcc,
        }
    }

    fn version(&self) -> (i32, i32) {
        match self {
            FrontEnd::Nvrtc(nvrtc) => nvrtc.version(),
            FrontEnd::Nvcc(nvcc) => nvcc.version(),
        }
    }
}

fn exact(major: i32) -> Option<CudaVersion> {
    CudaVersion::ALL
        .into_iter()
        .find(|v| i64::from(v.major()) == i64::from(major))
}

fn compile_error_text(e: &CompileError) -> String {
    format!("{} (result {}):\n{}", e.message, e.result, e.log.trim_end())
}

/// The C++ spelling of a type: its name, `Pair<float3>` for generic types, `T *` for pointers.
pub fn cpp_type(layout: &Layout) -> String {
    layout.cpp_name()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptx_abi_core::vector::Float4;

    #[test]
    fn source_has_mirror_and_probes() {
        let probes = [
            Probe::of(&Float4::new(1.0, 2.0, 3.0, 4.0), "{1, 2, 3, 4}"),
            Probe::of(&7u16, ""),
        ];
        let src = Oracle::source(&probes);
        assert!(src.contains("__device__ float4 g0 = {1, 2, 3, 4};"));
        assert!(src.contains("extern \"C\" __global__ void k0(float4 p) {}"));
        assert!(src.contains(
            "extern \"C\" __device__ __noinline__ unsigned short f1(unsigned short p) { return p; }"
        ));
        assert!(src.contains("__device__ unsigned short g1;"));
    }

    #[test]
    fn compare_reads_nvrtc_output() {
        // NVRTC 12.9's PTX for `float4` (oracle-facts section 2 and 3), with `g0 = {1, 2, 3, 4}`.
        let ptx = "\
.visible .global .align 16 .b8 g0[16] = {0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64};
.visible .entry k0(
\t.param .align 16 .b8 k0_param_0[16]
)
{
\tret;
}
.visible .func  (.param .align 16 .b8 func_retval0[16]) f0(
\t.param .align 16 .b8 f0_param_0[16]
)
{
\tret;
}
";
        let probe = Probe::of(&Float4::new(1.0, 2.0, 3.0, 4.0), "{1, 2, 3, 4}");
        let mut report = Report {
            nvrtc_version: (12, 9),
            compiler: Compiler::Nvrtc,
            probes: 1,
            comparisons: 0,
            compilations: 0,
            ptxas_targets: Vec::new(),
            disagreements: Vec::new(),
            source: String::new(),
            elapsed: Duration::ZERO,
            nvrtc_time: Duration::ZERO,
            ptxas_time: Duration::ZERO,
        };
        compare(0, &probe, &Module::parse(ptx), &mut report, true);
        assert!(report.is_clean(), "{report}");
        assert_eq!(report.comparisons, 7);
        // A wrong image is reported with both sides.
        let wrong = Probe::new(probe.layout, "{1, 2, 3, 4}", vec![0; 16]);
        compare(0, &wrong, &Module::parse(ptx), &mut report, true);
        assert_eq!(report.disagreements.len(), 1);
        let text = report.disagreements[0].to_string();
        assert!(text.contains("image differs"), "{text}");
        assert!(text.contains("00 00 80 3f"), "{text}");
        assert!(
            text.contains("struct") || text.contains("float4 g0"),
            "{text}"
        );
    }

    /// With NVRTC present: a wrong claimed size fails the mirror's `static_assert` and is found
    /// by bisection; a wrong image is reported; correct probes around them pass.
    #[test]
    fn finds_wrong_layouts_with_nvrtc() {
        use ptx_abi_core::layout::{Field, Kind};
        static INT: Layout = Layout::scalar(ptx_abi_core::layout::Scalar::I32);
        static FIELDS: [Field; 1] = [Field::plain("a", 0, &INT, 0)];
        // `struct WrongSize { int a; }` claimed to be 8 bytes.
        static WRONG: Layout = Layout::new(
            "WrongSize",
            8,
            4,
            Kind::Struct {
                fields: &FIELDS,
                repr_align: 0,
                packing: ptx_abi_core::layout::Packing::None,
                type_args: &[],
            },
        );
        let Ok(oracle) = Oracle::load(None) else {
            return;
        };
        let good = Probe::of(&Float4::new(1.0, 2.0, 3.0, 4.0), "{1, 2, 3, 4}");
        let probes = [
            good.clone(),
            Probe::new(&WRONG, "{7}", vec![7, 0, 0, 0, 0, 0, 0, 0]),
            Probe::new(good.layout, "{1, 2, 3, 4}", vec![0; 16]),
            Probe::of(&-3i16, "-3"),
        ];
        let report = oracle.check_types(&probes);
        let found: Vec<(usize, &str)> = report
            .disagreements
            .iter()
            .map(|d| (d.probe, d.aspect.as_str()))
            .collect();
        assert_eq!(
            found,
            [
                (1, "compile (mirror static_asserts, initialiser)"),
                (2, "image"),
            ],
            "{report}"
        );
        assert!(report.disagreements[0]
            .nvrtc
            .contains("ptx-abi: sizeof(WrongSize)"));
        assert!(report.to_string().contains("struct WrongSize {"));
        assert_eq!(report.probes, 4);
    }
}
