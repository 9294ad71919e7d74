//! The device parameter layout ([`ParamLayout`]) and our cubin reader ([`ptx_abi_build::cubin`])
//! checked against NVIDIA's tools, on a CPU: `ptxas` assembles kernel declarations for each
//! architecture, `cuobjdump -elf` prints the parameter offsets `ptxas` chose
//! (`EIATTR_KPARAM_INFO`), and three views must agree for every parameter of every kernel: our
//! computed device layout, `cuobjdump`'s, and what our reader reads from the cubin. The block
//! sizes (`EIATTR_CBANK_PARAM_SIZE`) and, where `ptxas` aligns bank addresses, the block's bank
//! offset (`EIATTR_PARAM_CBANK`) are compared too.
//!
//! The parameter-space limit is checked the same way: `ptxas` accepts a kernel exactly when its
//! natural block fits 32,764 bytes, on every architecture ([`check_limits`]).

use std::fmt;
use std::fmt::Write as _;

use ptx_abi_core::kernel::{ParamLayout, SmFamily};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ptx_abi_build::cubin::{read_cubin, CubinKernel, Declared};
use ptx_abi_build::nvrtc::{Cuobjdump, Ptxas};

/// The architectures `ptxas` of major version `major` is asked for: every family, each
/// architecture the issue names that the release supports (CUDA 13 dropped sm_50 to sm_72).
pub fn archs(major: i32) -> &'static [&'static str] {
    if major < 13 {
        &[
            "sm_50", "sm_61", "sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a",
            "sm_100", "sm_120",
        ]
    } else {
        &[
            "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_103", "sm_110",
            "sm_120", "sm_121",
        ]
    }
}

/// `sm_90a` → 90.
fn sm_of(arch: &str) -> u32 {
    arch.trim_start_matches("sm_")
        .trim_end_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .unwrap_or(0)
}

/// Reads `cuobjdump -elf` output: for each `.nv.info.<kernel>` section, the `EIATTR_KPARAM_INFO`
/// offsets and sizes by ordinal, `EIATTR_CBANK_PARAM_SIZE` and the bank offset of
/// `EIATTR_PARAM_CBANK`. Lines read:
///
/// ```text
/// .nv.info.k64
///     Attribute:  EIATTR_PARAM_CBANK
///     Value:  0x4 0x680160
///     Attribute:  EIATTR_CBANK_PARAM_SIZE
///     Value:  0x68
///     Attribute:  EIATTR_KPARAM_INFO
///     Value:  Index : 0x0  Ordinal : 0x2  Offset  : 0x60  Size    : 0x8
/// ```
pub fn parse_cuobjdump(text: &str) -> Vec<CubinKernel> {
    fn hex(s: &str) -> Option<usize> {
        usize::from_str_radix(s.trim().trim_start_matches("0x"), 16).ok()
    }
    let mut out: Vec<CubinKernel> = Vec::new();
    let mut params: Vec<(usize, (usize, usize))> = Vec::new();
    let mut attribute = String::new();
    let finish = |out: &mut Vec<CubinKernel>, params: &mut Vec<(usize, (usize, usize))>| {
        if let Some(k) = out.last_mut() {
            params.sort();
            k.params = params.drain(..).map(|p| p.1.into()).collect();
        }
    };
    for line in text.lines() {
        let t = line.trim();
        if !line.starts_with(char::is_whitespace) && !t.is_empty() {
            // A section or other top-level line ends the attributes of the kernel before.
            finish(&mut out, &mut params);
            attribute.clear();
            if let Some(name) = t.strip_prefix(".nv.info.") {
                out.push(CubinKernel {
                    name: name.to_owned(),
                    params: Vec::new(),
                    block_size: None,
                    bank_offset: None,
                });
            } else {
                // Not a kernel's attributes: stop collecting into the last one.
                if out.last().is_some_and(|k| !k.name.is_empty()) {
                    out.push(CubinKernel {
                        name: String::new(),
                        params: Vec::new(),
                        block_size: None,
                        bank_offset: None,
                    });
                }
            }
            continue;
        }
        let Some(k) = out.last_mut() else { continue };
        if k.name.is_empty() {
            continue;
        }
        if let Some(a) = t.strip_prefix("Attribute:") {
            attribute = a.trim().to_owned();
        } else if let Some(v) = t.strip_prefix("Value:") {
            let v = v.trim();
            match attribute.as_str() {
                "EIATTR_KPARAM_INFO" | "EIATTR_KPARAM_INFO_V2" => {
                    let field = |name: &str| {
                        let rest = v.split(name).nth(1)?;
                        hex(rest
                            .trim_start_matches([' ', ':', '\t'])
                            .split_whitespace()
                            .next()?)
                    };
                    if let (Some(o), Some(off), Some(size)) =
                        (field("Ordinal"), field("Offset"), field("Size"))
                    {
                        params.push((o, (off, size)));
                    }
                }
                "EIATTR_CBANK_PARAM_SIZE" => k.block_size = hex(v),
                "EIATTR_PARAM_CBANK" => {
                    k.bank_offset = v
                        .split_whitespace()
                        .nth(1)
                        .and_then(hex)
                        .map(|word| word & 0xffff)
                }
                _ => {}
            }
        }
    }
    finish(&mut out, &mut params);
    out.retain(|k| !k.name.is_empty());
    out
}

/// A PTX module declaring `declared` as `.entry` kernels with empty bodies, for `.target target`
/// (ISA 8.1, the first with 32,764 bytes of parameters, which need `.target sm_70` or newer).
/// Every parameter is a `.b8` array of its alignment.
pub fn entry_module(declared: &[Declared], target: &str) -> String {
    let mut out = format!(".version 8.1\n.target {target}\n.address_size 64\n\n");
    for d in declared {
        let _ = write!(out, ".visible .entry {}(", d.symbol);
        for (i, (_, size, align)) in d.params.iter().enumerate() {
            let sep = if i == 0 { "" } else { "," };
            let _ = write!(
                out,
                "{sep}\n\t.param .align {align} .b8 {}_param_{i}[{size}]",
                d.symbol
            );
        }
        out.push_str("\n)\n{\n\tret;\n}\n");
    }
    out
}

/// What the check of [`check_device_layouts`] saw.
#[derive(Clone, Debug, Default)]
pub struct LayoutReport {
    /// `ptxas` release.
    pub ptxas: (i32, i32),
    /// Architectures assembled for.
    pub archs: Vec<String>,
    /// Kernels compared, over all architectures.
    pub kernels: usize,
    /// Parameters compared, over all architectures.
    pub params: usize,
    /// Parameters whose device offset differs from the natural one, over all architectures.
    pub moved: usize,
    /// Every disagreement.
    pub disagreements: Vec<String>,
}

impl LayoutReport {
    /// Whether all three views agreed everywhere (and something was compared).
    pub fn is_clean(&self) -> bool {
        self.disagreements.is_empty() && self.params > 0
    }
}

impl fmt::Display for LayoutReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ptxas {}.{} for {}: {} kernels, {} parameters ({} off their natural offset) \
             compared three ways (our layout, cuobjdump -elf, our cubin reader): {} disagreements",
            self.ptxas.0,
            self.ptxas.1,
            self.archs.join(" "),
            self.kernels,
            self.params,
            self.moved,
            self.disagreements.len()
        )?;
        for d in self.disagreements.iter().take(40) {
            write!(f, "\n  {d}")?;
        }
        Ok(())
    }
}

/// The largest block `ptxas` takes before sm_70 (and from PTX before ISA 8.1): 4,352 bytes.
const PRE_VOLTA_LIMIT: usize = 4352;

/// Assembles the kernels `declared` for each of `archs` (the module written by
/// `module(kernels, target)`: [`entry_module`], or `kernel_oracle::stub_module` of signatures;
/// `.target sm_70`, or `sm_50` for sm_50 to sm_62, which only get the kernels whose natural block
/// fits 4,352 bytes, as `ptxas` requires) and compares, for every kernel: our device layout
/// ([`Declared::offsets`] in [`ParamLayout::for_sm`]), `cuobjdump -elf`'s `EIATTR_KPARAM_INFO`,
/// and our cubin reader; the block size three ways; and the bank offset where `ptxas` aligns
/// bank addresses ([`SmFamily::aligned_from`]).
pub fn check_device_layouts(
    ptxas: &Ptxas,
    cuobjdump: &Cuobjdump,
    declared: &[Declared],
    archs: &[&str],
    module: &dyn Fn(&[Declared], &str) -> String,
) -> LayoutReport {
    let mut report = LayoutReport {
        ptxas: ptxas.version(),
        archs: archs.iter().map(|a| a.to_string()).collect(),
        ..LayoutReport::default()
    };
    for &arch in archs {
        let sm = sm_of(arch);
        let (declared, target): (Vec<Declared>, &str) = if sm < 70 {
            let small = declared
                .iter()
                .filter(|d| d.block_size(ParamLayout::Natural) <= PRE_VOLTA_LIMIT)
                .cloned()
                .collect();
            (small, "sm_50")
        } else {
            (declared.to_vec(), "sm_70")
        };
        let declared = &declared[..];
        let mut fail = |what: String| report.disagreements.push(format!("{arch}: {what}"));
        let cubin = match ptxas.assemble_to_cubin(&module(declared, target), arch) {
            Ok(c) => c,
            Err(e) => {
                fail(format!("ptxas refused the module: {e}"));
                continue;
            }
        };
        let dumped = match cuobjdump.elf(&cubin) {
            Ok(text) => parse_cuobjdump(&text),
            Err(e) => {
                fail(e.to_string());
                continue;
            }
        };
        let read = match read_cubin(&cubin) {
            Ok(c) => c,
            Err(e) => {
                fail(format!("our reader: {e}"));
                continue;
            }
        };
        if read.sm != sm {
            fail(format!("our reader says sm_{}", read.sm));
        }
        let layout = ParamLayout::for_sm(sm);
        for d in declared {
            let (ours, size) = d.block(layout);
            let (natural, natural_size) = d.block(ParamLayout::Natural);
            let mut fail = |what: String| {
                report
                    .disagreements
                    .push(format!("{arch} {}: {what}", d.symbol))
            };
            let (Some(theirs), Some(mine)) = (
                dumped.iter().find(|k| k.name == d.symbol),
                read.kernel(&d.symbol),
            ) else {
                if !d.params.is_empty() {
                    fail("no .nv.info section (cuobjdump or our reader)".to_owned());
                }
                continue;
            };
            report.kernels += 1;
            report.params += ours.len();
            report.moved += ours.iter().zip(&natural).filter(|(a, b)| a != b).count();
            if ours != theirs.params {
                fail(format!("ours {ours:?}, cuobjdump {:?}", theirs.params));
            }
            if mine.params != theirs.params {
                fail(format!(
                    "our reader {:?}, cuobjdump {:?}",
                    mine.params, theirs.params
                ));
            }
            if !d.params.is_empty()
                && (theirs.block_size != Some(size) || mine.block_size != Some(size))
            {
                fail(format!(
                    "block size: ours {size}, cuobjdump {:?}, our reader {:?}",
                    theirs.block_size, mine.block_size
                ));
            }
            if mine.bank_offset != theirs.bank_offset {
                fail(format!(
                    "bank offset: our reader {:?}, cuobjdump {:?}",
                    mine.bank_offset, theirs.bank_offset
                ));
            }
            if let ParamLayout::Device(family) = layout {
                let from = family.aligned_from(natural_size);
                let has_block = !d.params.is_empty();
                if has_block && family != SmFamily::Sm50 && theirs.bank_offset != Some(from) {
                    fail(format!(
                        "bank offset {:?}, ours {from:#x}",
                        theirs.bank_offset
                    ));
                }
            }
        }
    }
    report
}

/// Random kernel declarations: 1 to 16 parameters each, scalars of 1 to 8 bytes and byte arrays
/// aligned 1 to 128 (sizes a multiple of the alignment, as a C++ type's is, or any size for
/// alignment 1 to 16); about one in eight is a `large_params` kernel whose natural block ends
/// within 256 bytes of 32,764.
pub fn random_declared(seed: u64, count: usize) -> Vec<Declared> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let aligns = [1usize, 2, 4, 8, 16, 32, 64, 128];
    (0..count)
        .map(|k| {
            let n = rng.gen_range(1..=16);
            let params = (0..n)
                .map(|i| {
                    let (size, align) = if rng.gen_bool(0.35) {
                        let w = [1usize, 2, 4, 8][rng.gen_range(0..4)];
                        (w, w)
                    } else {
                        let align = aligns[rng.gen_range(0..aligns.len())];
                        let size = if align <= 16 && rng.gen_bool(0.5) {
                            rng.gen_range(1..=48)
                        } else {
                            align * rng.gen_range(1..=4)
                        };
                        (size, align)
                    };
                    (format!("p{i}"), size, align)
                })
                .collect();
            let mut d = Declared {
                symbol: format!("r{seed}_{k}"),
                params,
            };
            if rng.gen_bool(0.125) {
                let at = rng.gen_range(0..=d.params.len());
                d.params.insert(at, ("big".to_owned(), 0, 4));
                let slack = rng.gen_range(0..=256);
                let without = d.block_size(ParamLayout::Natural);
                d.params[at].1 = 32764usize.saturating_sub(without + slack + 128).max(4);
                while d.block_size(ParamLayout::Natural) > 32764 {
                    d.params[at].1 -= 4;
                }
            }
            d
        })
        .collect()
}

/// Kernels at the parameter-space limit, each assembled alone for every architecture from sm_70
/// on (the first with 32,764 bytes): `ptxas`
/// must accept it exactly when its natural block fits 32,764 bytes, whatever its device layout
/// (`(A32 s, char b[32732])` ends at 32,780 bytes on sm_90 and is accepted). Returns the
/// disagreements and the number of (kernel, architecture) pairs assembled.
pub fn check_limits(ptxas: &Ptxas, archs: &[&str]) -> (Vec<String>, usize) {
    let case = |name: &str, params: &[(usize, usize)]| Declared {
        symbol: name.to_owned(),
        params: params
            .iter()
            .enumerate()
            .map(|(i, &(s, a))| (format!("p{i}"), s, a))
            .collect(),
    };
    let cases = [
        // Natural 32,764: fits; sm_90 moves `s` to 16, 32,780 bytes.
        case("lim_a32_fits", &[(32, 32), (32732, 4)]),
        // Natural 32,768: refused everywhere, though sm_90's device block is 32,784.
        case("lim_a32_over", &[(32, 32), (32736, 4)]),
        // Natural 32,764 with an align-128 parameter that sm_70 and sm_90 move down.
        case("lim_a128_fits", &[(1, 1), (128, 128), (32508, 4)]),
        // Natural 32,768: the device blocks of sm_70 (32,672) and sm_90 (32,752) would fit.
        case("lim_a128_over", &[(1, 1), (128, 128), (32512, 4)]),
        // Natural 32,765: one byte over.
        case("lim_by_one", &[(32764, 1), (1, 1)]),
        // Natural 32,764 exactly, packed tight.
        case("lim_exact", &[(4, 4), (32760, 8)]),
        // Natural 32,768 from padding alone (the sizes add up to 32,761).
        case("lim_padding", &[(1, 1), (32760, 8)]),
        // Natural 32,704 with an align-64 parameter that sm_90 moves up by 48.
        case("lim_a64_fits", &[(4, 4), (64, 64), (32576, 64)]),
    ];
    let mut disagreements = Vec::new();
    let mut assembled = 0;
    for d in &cases {
        let natural = d.block_size(ParamLayout::Natural);
        let fits = natural <= 32764;
        let module = entry_module(std::slice::from_ref(d), "sm_70");
        // Before sm_70 blocks over 4,352 bytes cannot be declared at all.
        for &arch in archs.iter().filter(|a| sm_of(a) >= 70) {
            assembled += 1;
            let result = ptxas.assemble(&module, arch).map_err(|e| e.to_string());
            let said = format!("uses too much parameter space ({natural:#x} bytes, 0x7ffc max)");
            match (&result, fits) {
                (Ok(()), true) => {}
                (Err(e), false) if e.contains(&said) => {}
                _ => disagreements.push(format!(
                    "{arch} {}: natural {natural} bytes, we say {}, ptxas {}",
                    d.symbol,
                    if fits { "fits" } else { "over" },
                    match result {
                        Ok(()) => "accepts".to_owned(),
                        Err(e) => e,
                    }
                )),
            }
        }
    }
    (disagreements, assembled)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_cuobjdump_output() {
        let text = "\n.nv.info.k64\n\t<0x3>\n\tAttribute:\tEIATTR_PARAM_CBANK\n\tFormat:\tEIFMT_SVAL\n\tValue:\t0x4 0x680160 \n\t<0x4>\n\tAttribute:\tEIATTR_CBANK_PARAM_SIZE\n\tFormat:\tEIFMT_HVAL\n\tValue:\t0x68\n\t<0x5>\n\tAttribute:\tEIATTR_KPARAM_INFO\n\tFormat:\tEIFMT_SVAL\n\tValue:\tIndex : 0x0\tOrdinal : 0x2\tOffset  : 0x60\tSize    : 0x8\n\t\tPointee's logAlignment : 0x0\tSpace : 0x0\tcbank : 0x1f\tParameter Space : CBANK\t\n\t<0x6>\n\tAttribute:\tEIATTR_KPARAM_INFO\n\tFormat:\tEIFMT_SVAL\n\tValue:\tIndex : 0x0\tOrdinal : 0x1\tOffset  : 0x20\tSize    : 0x40\n\t<0x7>\n\tAttribute:\tEIATTR_KPARAM_INFO\n\tFormat:\tEIFMT_SVAL\n\tValue:\tIndex : 0x0\tOrdinal : 0x0\tOffset  : 0x0\tSize    : 0x4\n\n.section .text.k64\n";
        let k = parse_cuobjdump(text);
        assert_eq!(k.len(), 1);
        assert_eq!(k[0].name, "k64");
        let slots = [(0, 4), (0x20, 0x40), (0x60, 8)].map(ptx_abi_core::kernel::ParamSlot::from);
        assert_eq!(k[0].params, slots);
        assert_eq!(k[0].block_size, Some(0x68));
        assert_eq!(k[0].bank_offset, Some(0x160));
    }

    #[test]
    fn random_large_kernels_fit_the_limit() {
        let d = random_declared(7, 400);
        let large = d
            .iter()
            .filter(|k| k.params.iter().any(|p| p.0 == "big"))
            .count();
        assert!(large > 20, "{large}");
        for k in &d {
            assert!(k.block_size(ParamLayout::Natural) <= 32764);
        }
    }
}
