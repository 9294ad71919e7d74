//! Compiled kernels checked against their declarations: the parameter layout `ptxas` gave each
//! kernel of a cubin (`EIATTR_KPARAM_INFO` in the ELF section `.nv.info.<kernel>`), of the
//! cubins and PTX inside a fatbin, or of a PTX file's `.entry` declarations, compared with the
//! `kernels!` signatures (or with PTX declarations written from them), per architecture.
//!
//! For a `build.rs`: compile the kernels with nvcc, then
//! `check_file(path, &[&my_kernel::SIGNATURE, ...])` and fail the build on a disagreement,
//! instead of launching with the wrong bytes. `ptx-abi-check --cubin FILE --decls FILE.ptx` does
//! the same from the command line.
//!
//! The format, as `cuobjdump -elf` prints it (`tools/oracle-facts.md`, section 4), and as
//! `tests/oracle/param_layout.rs` checks on every CI run:
//! - the ELF header's `e_flags` hold the SM number: bits 0-7 in ELF ABI version 7 (CUDA 12
//!   `ptxas`), bits 8-15 in ABI version 8 (CUDA 13);
//! - a kernel's function symbol has `STO_CUDA_ENTRY` (0x10) in `st_other` (`readelf -s`:
//!   `[<other>: 10]`); a relocatable cubin's (`-rdc=true`) device functions have `.nv.info.<name>`
//!   sections too, without it;
//! - an `.nv.info.<kernel>` section is a list of attributes, each `format: u8, attribute: u8`,
//!   then for formats 1 to 3 (no value, byte, half word) two bytes, for format 4 (`EIFMT_SVAL`)
//!   a `u16` length and that many bytes;
//! - `EIATTR_KPARAM_INFO` (0x17), 12 bytes: `index: u32, ordinal: u16, offset: u16, flags: u32`,
//!   the size in bits 18-31 of `flags`; `EIATTR_KPARAM_INFO_V2` (0x45), for blocks with a
//!   parameter too big for 14 bits, the same with the size as the last `u32`; `EIATTR_CBANK_PARAM_SIZE` (0x19, half word) is the
//!   block's size; `EIATTR_PARAM_CBANK` (0x0a), 8 bytes: a symbol index, then the block's bank
//!   offset (`u16`) and size (`u16`);
//! - a fatbin is a 16-byte header (magic `0xBA55ED50`, version, header size, size), then
//!   entries: `kind: u16` (1 PTX, 2 ELF), `u16`, `header size: u32`, `payload size: u64`, ...
//!   `arch: u32` at 28, `flags: u64` at 40 (0x8000: zstd-compressed), the uncompressed size
//!   (`u64`) at 56, then the payload.

use std::fmt;
use std::io::Read as _;
use std::path::PathBuf;

use object::read::elf::{ElfFile64, FileHeader as _, Sym as _};
use object::{Endianness, Object as _, ObjectSection as _};
use ptx_abi_core::kernel::{ObservedParams, ParamLayout, ParamSlot, ParamsSource};

mod check;

#[cfg(test)]
use check::compare;
pub use check::{check_file, check_images, CubinMismatch, CubinReport, Declared, NOT_IN_ANY_IMAGE};
#[allow(deprecated)]
pub use check::{CheckReport, Disagreement};

/// `EIATTR_KPARAM_INFO`: one kernel parameter's ordinal, offset and size.
const EIATTR_KPARAM_INFO: u8 = 0x17;
/// `EIATTR_KPARAM_INFO_V2`: the same with a 32-bit size, for parameters of 16 KiB and more.
const EIATTR_KPARAM_INFO_V2: u8 = 0x45;
/// `EIATTR_CBANK_PARAM_SIZE`: the parameter block's size.
const EIATTR_CBANK_PARAM_SIZE: u8 = 0x19;
/// `EIATTR_PARAM_CBANK`: the parameter block's place in the constant bank.
const EIATTR_PARAM_CBANK: u8 = 0x0a;
/// `EIFMT_SVAL`: a sized value follows.
const EIFMT_SVAL: u8 = 0x04;
/// `EM_CUDA`.
const EM_CUDA: u16 = 190;
/// `STO_CUDA_ENTRY`: a function symbol's `st_other` bit marking a kernel (readelf: `<other>:
/// 10`); a relocatable cubin's device functions have `.nv.info.<name>` sections too.
const STO_CUDA_ENTRY: u8 = 0x10;
const FATBIN_MAGIC: u32 = 0xBA55_ED50;
const FATBIN_KIND_PTX: u16 = 1;
const FATBIN_KIND_ELF: u16 = 2;
/// zstd compression of an entry (CUDA 12.8 and newer `fatbinary`).
const FATBIN_FLAG_ZSTD: u64 = 0x8000;
/// LZ4 compression of an entry (older `fatbinary`).
const FATBIN_FLAG_LZ4: u64 = 0x2000;
/// The most an entry may claim to decompress to: far above any real module, and a bound on
/// what hostile input can make us allocate.
const MAX_DECOMPRESSED: u64 = 1 << 30;
/// The most an entry may claim to expand, as a multiple of its compressed size: zstd at level 19
/// gives 31x on 1.6 MB of generated probe PTX (`ptx-abi-check --emit`), so 1024x leaves room for
/// real modules while a few KiB of hostile input cannot make the reader allocate more than a few
/// MiB (found by the `cubin` fuzz target's allocation limit).
const MAX_EXPANSION: u64 = 1024;

/// A file that could not be read as a cubin, fatbin or PTX: what was wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReadError {
    /// The bytes are none of a cubin, a fatbin, an ELF file with fatbins, or PTX text.
    Unrecognised,
    /// An ELF file with no CUDA code (no `.nv_fatbin` section).
    NoCudaCode,
    /// A fatbin with neither a cubin nor PTX inside.
    EmptyFatbin,
    /// Not a 64-bit ELF file, or an ELF section that cannot be read (`object`'s message).
    Elf(String),
    /// A malformed fatbin header or entry, `.nv.info` attribute or PTX declaration: where, and
    /// what.
    Malformed(String),
    /// A fatbin entry compressed with LZ4, which this reader does not decompress.
    Lz4 {
        /// The entry's offset in the fatbin.
        offset: usize,
        /// Its architecture (`90` for `sm_90`).
        sm: u32,
    },
    /// An entry of a fatbin that could not be read: which one, and why.
    InFatbinEntry {
        /// The entry's offset in the fatbin.
        offset: usize,
        /// `cubin` or `PTX`.
        kind: &'static str,
        /// Its architecture (`90` for `sm_90`).
        sm: u32,
        /// Why.
        error: Box<ReadError>,
    },
    /// A file that could not be read (`std::io::Error`'s message), or whose content is one of the
    /// other errors.
    File {
        /// The file.
        path: PathBuf,
        /// The I/O error's message, or the content's error.
        error: Box<ReadError>,
    },
    /// An I/O error's message.
    Io(String),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Unrecognised => {
                f.write_str("neither a cubin, a fatbin, an ELF file with fatbins, nor PTX text")
            }
            ReadError::NoCudaCode => {
                f.write_str("an ELF file with no CUDA code (no .nv_fatbin section)")
            }
            ReadError::EmptyFatbin => f.write_str("fatbin: no cubin or PTX image"),
            ReadError::Elf(e) => write!(f, "not a 64-bit ELF file: {e}"),
            ReadError::Malformed(what) | ReadError::Io(what) => f.write_str(what),
            ReadError::Lz4 { offset, sm } => write!(
                f,
                "fatbin entry at byte {offset} (sm_{sm}) is LZ4-compressed, which this reader \
                 does not decompress: rebuild with a CUDA 12.8+ fatbinary, or with \
                 `-Xfatbin=-compress-all=false`"
            ),
            ReadError::InFatbinEntry {
                offset,
                kind,
                sm,
                error,
            } => write!(
                f,
                "fatbin entry at byte {offset} ({kind}, sm_{sm}): {error}"
            ),
            ReadError::File { path, error } => write!(f, "{}: {error}", path.display()),
        }
    }
}

impl std::error::Error for ReadError {}

fn err<T>(message: impl Into<String>) -> Result<T, ReadError> {
    Err(ReadError::Malformed(message.into()))
}

/// One kernel of a cubin, as `ptxas` laid out its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubinKernel {
    /// The kernel's symbol.
    pub name: String,
    /// Each parameter's slot, by ordinal (`EIATTR_KPARAM_INFO`).
    pub params: Vec<ParamSlot>,
    /// The block's size (`EIATTR_CBANK_PARAM_SIZE`), where the cubin says.
    pub block_size: Option<usize>,
    /// The block's offset in constant bank 0 (`EIATTR_PARAM_CBANK`), where the cubin says.
    pub bank_offset: Option<usize>,
}

/// A cubin's kernels and the architecture it was assembled for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cubin {
    /// `XY` of `sm_XY`.
    pub sm: u32,
    /// Every kernel (a symbol marked `STO_CUDA_ENTRY`) with an `.nv.info.<kernel>` section, in
    /// section order.
    pub kernels: Vec<CubinKernel>,
}

impl Cubin {
    /// The device layout `ptxas` used ([`ParamLayout::for_sm`]).
    pub fn layout(&self) -> ParamLayout {
        ParamLayout::for_sm(self.sm)
    }

    /// The kernel named `name`.
    pub fn kernel(&self, name: &str) -> Option<&CubinKernel> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// The parameters of kernel `name`, `EIATTR_KPARAM_INFO`'s slots in this cubin's device
    /// layout: what the check compares with the declarations, and what a checked launch
    /// compares arguments with (`ptx_abi_core::gpu::CheckedFunction::with_params`, for CUDA
    /// drivers older than 12.4, which have no `cuFuncGetParamInfo`).
    pub fn function_params(&self, name: &str) -> Option<ObservedParams> {
        let kernel = self.kernel(name)?;
        let params = kernel.params.clone();
        Some(ObservedParams::new(
            self.layout(),
            params,
            ParamsSource::Cubin,
        ))
    }
}

fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(at..at + 8)?.try_into().ok()?))
}

/// Reads the parameter attributes of one `.nv.info.<kernel>` section.
fn read_nv_info(name: &str, data: &[u8]) -> Result<CubinKernel, ReadError> {
    let mut params: Vec<Option<ParamSlot>> = Vec::new();
    let mut kernel = CubinKernel {
        name: name.to_owned(),
        params: Vec::new(),
        block_size: None,
        bank_offset: None,
    };
    let mut at = 0;
    while at < data.len() {
        let (Some(&format), Some(&attribute)) = (data.get(at), data.get(at + 1)) else {
            return err(format!(".nv.info.{name}: attribute cut short at byte {at}"));
        };
        let short =
            || ReadError::Malformed(format!(".nv.info.{name}: attribute cut short at byte {at}"));
        let (value, next) = if format == EIFMT_SVAL {
            let len = usize::from(u16_at(data, at + 2).ok_or_else(short)?);
            let value = data.get(at + 4..at + 4 + len).ok_or_else(short)?;
            (value, at + 4 + len)
        } else if (1..=3).contains(&format) {
            (data.get(at + 2..at + 4).ok_or_else(short)?, at + 4)
        } else {
            return err(format!(
                ".nv.info.{name}: unknown attribute format {format:#x} at byte {at}"
            ));
        };
        match attribute {
            EIATTR_KPARAM_INFO | EIATTR_KPARAM_INFO_V2 if format == EIFMT_SVAL => {
                let (Some(ordinal), Some(offset), Some(word)) =
                    (u16_at(value, 4), u16_at(value, 6), u32_at(value, 8))
                else {
                    return err(format!(".nv.info.{name}: short EIATTR_KPARAM_INFO"));
                };
                let size = if attribute == EIATTR_KPARAM_INFO {
                    word >> 18
                } else {
                    word
                };
                let ordinal = usize::from(ordinal);
                if ordinal > 0xffff / 4 {
                    return err(format!(".nv.info.{name}: parameter ordinal {ordinal}"));
                }
                if params.len() <= ordinal {
                    params.resize(ordinal + 1, None);
                }
                params[ordinal] = Some(ParamSlot::new(usize::from(offset), size as usize));
            }
            EIATTR_CBANK_PARAM_SIZE if format != EIFMT_SVAL => {
                kernel.block_size = u16_at(value, 0).map(usize::from);
            }
            EIATTR_PARAM_CBANK if format == EIFMT_SVAL => {
                kernel.bank_offset = u16_at(value, 4).map(usize::from);
            }
            _ => {}
        }
        at = next;
    }
    for (ordinal, p) in params.into_iter().enumerate() {
        match p {
            Some(p) => kernel.params.push(p),
            None => {
                return err(format!(
                    ".nv.info.{name}: no EIATTR_KPARAM_INFO for parameter {ordinal}"
                ))
            }
        }
    }
    Ok(kernel)
}

/// Reads a cubin (a CUDA ELF file): its architecture and every kernel's parameters.
pub fn read_cubin(bytes: &[u8]) -> Result<Cubin, ReadError> {
    let file = ElfFile64::<Endianness>::parse(bytes).map_err(|e| ReadError::Elf(e.to_string()))?;
    let header = file.elf_header();
    let endian = file.endian();
    if header.e_machine(endian) != EM_CUDA {
        return err(format!(
            "an ELF file for machine {}, not a cubin (EM_CUDA, 190)",
            header.e_machine(endian)
        ));
    }
    let flags = header.e_flags(endian);
    let sm = match header.e_ident().abi_version {
        0..=7 => flags & 0xff,
        _ => (flags >> 8) & 0xff,
    };
    let entries: std::collections::BTreeSet<&str> = (file.symbols())
        .filter(|s| s.elf_symbol().st_other() & STO_CUDA_ENTRY != 0)
        .filter_map(|s| object::ObjectSymbol::name(&s).ok())
        .collect();
    let mut kernels = Vec::new();
    for section in file.sections() {
        let Ok(name) = section.name() else { continue };
        let Some(kernel) = name.strip_prefix(".nv.info.") else {
            continue;
        };
        if !entries.contains(kernel) {
            continue;
        }
        let data = section
            .data()
            .map_err(|e| ReadError::Malformed(format!("{name}: {e}")))?;
        kernels.push(read_nv_info(kernel, data)?);
    }
    Ok(Cubin { sm, kernels })
}

/// The layout records and probes (`ptx_abi_layout_*`, `ptx_abi_probe_*`;
/// `book/src/headers-from-rust.md`, "Headers that cannot go stale") a cubin holds: `(symbol,
/// bytes)`, each read from its symbol's bytes in `.nv.global.init`. Check them with
/// `CudaHeader::check_compiled`.
pub fn layout_symbols(bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, ReadError> {
    use object::{ObjectSymbol as _, SymbolSection};
    let file = ElfFile64::<Endianness>::parse(bytes).map_err(|e| ReadError::Elf(e.to_string()))?;
    let mut out = Vec::new();
    for symbol in file.symbols() {
        let Some(name) = symbol
            .name()
            .ok()
            .and_then(ptx_abi_core::cuda::layout_symbol)
        else {
            continue;
        };
        let SymbolSection::Section(index) = symbol.section() else {
            continue;
        };
        let section = file
            .section_by_index(index)
            .map_err(|e| ReadError::Malformed(format!("{name}: {e}")))?;
        let data = section
            .data()
            .map_err(|e| ReadError::Malformed(format!("{name}: {e}")))?;
        let start = usize::try_from(symbol.address()).unwrap_or(usize::MAX);
        let end = start.saturating_add(usize::try_from(symbol.size()).unwrap_or(0));
        let Some(bytes) = data.get(start..end) else {
            return err(format!(
                "{name}: bytes {start}..{end} lie outside its section ({} bytes)",
                data.len()
            ));
        };
        out.push((name.to_owned(), bytes.to_vec()));
    }
    Ok(out)
}

/// One image of a fatbin, or a file read whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Image {
    /// A cubin.
    Cubin(Cubin),
    /// PTX text, for `sm` (the `arch` of its fatbin entry, or 0 for a PTX file).
    Ptx {
        /// `XY` of `compute_XY`.
        sm: u32,
        /// The text.
        text: String,
    },
}

/// Reads the images of a fatbin (one or more fatbins back to back, as in a `.nv_fatbin`
/// section), decompressing zstd-compressed entries.
pub fn read_fatbin(bytes: &[u8]) -> Result<Vec<Image>, ReadError> {
    let mut images = Vec::new();
    let mut at = 0;
    while at + 16 <= bytes.len() {
        let magic = u32_at(bytes, at).unwrap_or(0);
        if magic != FATBIN_MAGIC {
            if bytes[at..].iter().all(|&b| b == 0) {
                break;
            }
            return err(format!("fatbin: no magic at byte {at}"));
        }
        let header_size = usize::from(u16_at(bytes, at + 6).unwrap_or(0));
        if header_size < 16 {
            return err(format!("fatbin at byte {at}: header size {header_size}"));
        }
        let size = u64_at(bytes, at + 8).unwrap_or(0);
        let start = at + header_size;
        let Some(end) = usize::try_from(size)
            .ok()
            .and_then(|s| start.checked_add(s))
            .filter(|&e| e <= bytes.len())
        else {
            return err(format!(
                "fatbin at byte {at}: its size ({size}) runs past the file"
            ));
        };
        let mut entry = start;
        while entry + 0x40 <= end {
            let kind = u16_at(bytes, entry).unwrap_or(0);
            let entry_header = u32_at(bytes, entry + 4).unwrap_or(0) as usize;
            let payload = u64_at(bytes, entry + 8).unwrap_or(0);
            let arch = u32_at(bytes, entry + 28).unwrap_or(0);
            let flags = u64_at(bytes, entry + 40).unwrap_or(0);
            let unpacked = u64_at(bytes, entry + 56).unwrap_or(0);
            let body_start = entry + entry_header;
            let Some(body_end) = usize::try_from(payload)
                .ok()
                .and_then(|p| body_start.checked_add(p))
                .filter(|&e| e <= end && entry_header >= 0x40)
            else {
                return err(format!("fatbin entry at byte {entry}: malformed header"));
            };
            let body = &bytes[body_start..body_end];
            let data = if flags & FATBIN_FLAG_ZSTD != 0 {
                if unpacked > MAX_DECOMPRESSED {
                    return err(format!(
                        "fatbin entry at byte {entry} (sm_{arch}): claims {unpacked} bytes"
                    ));
                }
                if unpacked > MAX_EXPANSION * body.len() as u64 {
                    return err(format!(
                        "fatbin entry at byte {entry} (sm_{arch}): claims {unpacked} bytes from \
                         {} compressed, more than {MAX_EXPANSION} times: write the fatbin \
                         uncompressed to read it",
                        body.len()
                    ));
                }
                let mut decoder =
                    ruzstd::streaming_decoder::StreamingDecoder::new(body).map_err(|e| {
                        ReadError::Malformed(format!("fatbin entry at byte {entry}: zstd: {e}"))
                    })?;
                let mut out = Vec::new();
                (&mut decoder)
                    .take(unpacked)
                    .read_to_end(&mut out)
                    .map_err(|e| {
                        ReadError::Malformed(format!("fatbin entry at byte {entry}: zstd: {e}"))
                    })?;
                out
            } else if flags & FATBIN_FLAG_LZ4 != 0 {
                return Err(ReadError::Lz4 {
                    offset: entry,
                    sm: arch,
                });
            } else {
                body.to_vec()
            };
            match kind {
                FATBIN_KIND_ELF => {
                    let cubin = read_cubin(&data).map_err(|e| ReadError::InFatbinEntry {
                        offset: entry,
                        kind: "cubin",
                        sm: arch,
                        error: Box::new(e),
                    })?;
                    images.push(Image::Cubin(cubin));
                }
                FATBIN_KIND_PTX => {
                    let text = String::from_utf8_lossy(&data);
                    images.push(Image::Ptx {
                        sm: arch,
                        text: text.trim_end_matches('\0').to_owned(),
                    });
                }
                _ => {}
            }
            entry = body_end;
        }
        at = end;
        // Fatbins in a section are 8-byte aligned.
        at = at.next_multiple_of(8);
    }
    if images.is_empty() {
        return Err(ReadError::EmptyFatbin);
    }
    Ok(images)
}

/// Reads a cubin, a fatbin, a host ELF file holding fatbins (`.nv_fatbin`, as nvcc links them),
/// or PTX text, whichever `bytes` is.
pub fn read_images(bytes: &[u8]) -> Result<Vec<Image>, ReadError> {
    if u32_at(bytes, 0) == Some(FATBIN_MAGIC) {
        return read_fatbin(bytes);
    }
    if bytes.starts_with(b"\x7fELF") {
        let file =
            ElfFile64::<Endianness>::parse(bytes).map_err(|e| ReadError::Elf(e.to_string()))?;
        if file.elf_header().e_machine(file.endian()) == EM_CUDA {
            return Ok(vec![Image::Cubin(read_cubin(bytes)?)]);
        }
        let mut images = Vec::new();
        for section in file.sections() {
            if matches!(section.name(), Ok(".nv_fatbin" | "__nv_relfatbin")) {
                let data = section
                    .data()
                    .map_err(|e| ReadError::Elf(format!("{:?}: {e}", section.name())))?;
                images.extend(read_fatbin(data)?);
            }
        }
        if images.is_empty() {
            return Err(ReadError::NoCudaCode);
        }
        return Ok(images);
    }
    match std::str::from_utf8(bytes) {
        Ok(text) if text.contains(".entry") || text.contains(".version") => Ok(vec![Image::Ptx {
            sm: 0,
            text: text.to_owned(),
        }]),
        _ => Err(ReadError::Unrecognised),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bytes of `.nv.info.k64` of the sm_70 cubin of `tools/oracle-facts.md` section 4
    /// (`readelf -x .nv.info.k64`), whose `cuobjdump -elf` reads ordinals 2, 1, 0 at 0x60, 0x20,
    /// 0 with sizes 8, 0x40, 4, `EIATTR_PARAM_CBANK` `0x4 0x680160`, and
    /// `EIATTR_CBANK_PARAM_SIZE` 0x68.
    const K64_SM70: [u8; 100] = [
        0x04, 0x36, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x04, 0x37, 0x04, 0x00, 0x81, 0x00, 0x00,
        0x00, 0x04, 0x0a, 0x08, 0x00, 0x04, 0x00, 0x00, 0x00, 0x60, 0x01, 0x68, 0x00, 0x03, 0x19,
        0x68, 0x00, 0x04, 0x17, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x60, 0x00, 0x00,
        0xf0, 0x21, 0x00, 0x04, 0x17, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x20, 0x00,
        0x00, 0xf0, 0x01, 0x01, 0x04, 0x17, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0xf0, 0x11, 0x00, 0x03, 0x1b, 0xff, 0x00, 0x04, 0x31, 0x04, 0x00, 0x10, 0x00,
        0x00, 0x00, 0x04, 0x1c, 0x04, 0x00, 0x20, 0x00, 0x00, 0x00,
    ];

    #[test]
    fn reads_the_recorded_nv_info_section() {
        let k = read_nv_info("k64", &K64_SM70).expect("reads");
        assert_eq!(
            k.params,
            [(0, 4), (0x20, 0x40), (0x60, 8)].map(ParamSlot::from)
        );
        assert_eq!(k.block_size, Some(0x68));
        assert_eq!(k.bank_offset, Some(0x160));
    }

    #[test]
    fn a_cut_section_is_an_error_not_a_panic() {
        for len in 0..K64_SM70.len() {
            let _ = read_nv_info("k64", &K64_SM70[..len]);
        }
        assert!(read_nv_info("k64", &K64_SM70[..30]).is_err());
    }

    /// A fatbin header claiming no header and no size must not loop forever.
    #[test]
    fn an_empty_fatbin_header_ends() {
        let mut b = vec![0x50, 0xed, 0x55, 0xba, 1, 0, 0, 0];
        b.extend([0u8; 8]);
        assert!(read_images(&b).is_err());
        let mut b = vec![0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0];
        b.extend([0u8; 8]);
        assert!(read_images(&b).is_err());
    }

    #[test]
    fn garbage_is_an_error() {
        assert!(read_images(b"hello").is_err());
        assert!(
            read_images(&[0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0, 0xff, 0xff, 0, 0, 0, 0, 0, 0])
                .is_err()
        );
        assert!(read_images(b"\x7fELF\x02\x01\x01").is_err());
    }

    /// Found by the `cubin` fuzz target's allocation limit: a few bytes of zstd claiming to
    /// expand to megabytes made the reader allocate them.
    #[test]
    fn an_entry_claiming_too_great_an_expansion_is_an_error() {
        let body = [0x28u8, 0xb5, 0x2f, 0xfd, 0, 0, 0, 0]; // a zstd frame's magic, then junk
                                                           // An ELF entry claiming 1 MiB from 8 bytes.
        let fatbin = fatbin_of(2, 90, FATBIN_FLAG_ZSTD, 1 << 20, &body);
        let error = read_fatbin(&fatbin).expect_err("refused");
        assert!(
            error.to_string().contains("more than 1024 times"),
            "{error}"
        );
    }

    /// A fatbin of one entry of `kind` (1 PTX, 2 ELF) for `sm`, with `flags` and the size it
    /// claims uncompressed.
    fn fatbin_of(kind: u16, sm: u32, flags: u64, unpacked: u64, body: &[u8]) -> Vec<u8> {
        let mut entry = vec![0u8; 0x40];
        entry[0..2].copy_from_slice(&kind.to_le_bytes());
        entry[4..8].copy_from_slice(&0x40u32.to_le_bytes());
        entry[8..16].copy_from_slice(&(body.len() as u64).to_le_bytes());
        entry[28..32].copy_from_slice(&sm.to_le_bytes());
        entry[40..48].copy_from_slice(&flags.to_le_bytes());
        entry[56..64].copy_from_slice(&unpacked.to_le_bytes());
        entry.extend_from_slice(body);
        let mut fatbin = Vec::new();
        fatbin.extend_from_slice(&FATBIN_MAGIC.to_le_bytes());
        fatbin.extend_from_slice(&1u16.to_le_bytes());
        fatbin.extend_from_slice(&16u16.to_le_bytes());
        fatbin.extend_from_slice(&(entry.len() as u64).to_le_bytes());
        fatbin.extend_from_slice(&entry);
        fatbin
    }

    /// A corrupt cubin inside a fatbin names the entry it is, not only "not a 64-bit ELF file".
    #[test]
    fn a_corrupt_cubin_in_a_fatbin_names_its_entry() {
        let error = read_images(&fatbin_of(2, 86, 0, 0, b"\x7fELF\x02\x01\x01 not a cubin"))
            .expect_err("refused");
        assert!(
            matches!(
                &error,
                ReadError::InFatbinEntry { offset: 16, kind: "cubin", sm: 86, error }
                    if matches!(**error, ReadError::Elf(_))
            ),
            "{error:?}"
        );
        let message = error.to_string();
        assert!(
            message.starts_with("fatbin entry at byte 16 (cubin, sm_86): not a 64-bit ELF file"),
            "{message}"
        );
    }

    /// A parameter compiled at another size is one disagreement; the parameters it moves are
    /// named in one line after it, not as a disagreement each.
    #[test]
    fn a_size_change_reports_the_shifted_parameters_once() {
        let declared = Declared {
            symbol: "k".to_owned(),
            params: vec![
                ("a".to_owned(), 4, 4),
                ("b".to_owned(), 8, 8),
                ("c".to_owned(), 4, 4),
                ("d".to_owned(), 4, 4),
            ],
        };
        // `b` compiled as 16 bytes: `c` and `d` follow 8 bytes later.
        let compiled = [(0, 4), (8, 16), (24, 4), (28, 4)]
            .map(ParamSlot::from)
            .to_vec();
        let theirs = ObservedParams::new(ParamLayout::Natural, compiled, ParamsSource::Ptx);
        let mut report = CubinReport::default();
        compare(&declared, "PTX", &theirs, &mut report);
        let lines: Vec<String> = report
            .mismatches
            .iter()
            .map(|m| m.mismatch.detail().to_string())
            .collect();
        assert_eq!(
            lines,
            [
                "parameter 1 `b`: declared at offset 8 size 8 (natural (declaration) layout), \
                 compiled at offset 8 size 16",
                "and so 2 later parameters at other offsets (declared -> compiled): parameter 2 \
                 `c` (16 -> 24), parameter 3 `d` (20 -> 28)"
            ]
        );
    }
}
