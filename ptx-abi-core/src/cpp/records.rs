//! Layout records for CUDA C++ headers and lockfiles (`book/src/headers-from-rust.md`, "Headers
//! that cannot go stale"): what keeps a header and the Rust types it mirrors from drifting apart
//! unnoticed.
//!
//! - A **layout record** is one line of text, `Particle: size 48, align 16; position float3 at
//!   0; ...; alive bool :1 at bit 291`, every member with its type and place (enums: their
//!   variants). A generated header carries each type's record as a `static __device__` string,
//!   `ptx_abi_layout_<Type>`, that NVRTC and nvcc keep in every PTX and cubin compiled with it
//!   (measured: NVRTC 12.9 and 13.5, with and without `-rdc`, and nvcc 13.5 keep it as a
//!   module-local `.global`, so kernels built from several files cannot collide). The host
//!   compares the records in a compiled kernel, or in the header file, with the Rust types'
//!   ([`CudaHeader::check_ptx`](super::mirrors::CudaHeader::check_ptx), [`CudaHeader::check_header_text`](super::mirrors::CudaHeader::check_header_text)): a header generated from
//!   yesterday's Rust is reported with the type and member that moved, though its own
//!   `static_assert`s, which hold yesterday's numbers, pass.
//! - The same walk spells the lockfile's lines ([`Spelling::Lock`], `crate::lock`), and one
//!   comparison ([`record_changes`]) tells what moved in either.
//!
//! The checks of a header you write yourself, and the comparisons of a kernel's or header's
//! records with the Rust types', are `checks.rs`'s.

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

use crate::layout::{Kind, Layout, Scalar};

/// Defines `PTX_ABI_LAYOUT_RECORD(id, text)`: a `static __device__` string in CUDA code (kept,
/// though unused, by `__attribute__((used))`), nothing in host-only C++.
pub const RECORD_MACRO: &str = "#ifndef PTX_ABI_LAYOUT_RECORD
#ifdef __CUDACC__
#define PTX_ABI_LAYOUT_RECORD(id, text) static __device__ __attribute__((used)) const char id[] = text;
#else
#define PTX_ABI_LAYOUT_RECORD(id, text)
#endif
#endif
";

/// Defines `PTX_ABI_LAYOUT_PROBE(Type id = {values})`: a `static __device__` value of the type
/// with one value per member, whose image the compiler writes into the PTX and cubin (kept by
/// `__attribute__((used))`), nothing in host-only C++. One variadic argument: a template's
/// arguments and the initialiser hold commas.
pub const PROBE_MACRO: &str = "#ifndef PTX_ABI_LAYOUT_PROBE
#ifdef __CUDACC__
#define PTX_ABI_LAYOUT_PROBE(...) static __device__ __attribute__((used)) const __VA_ARGS__;
#else
#define PTX_ABI_LAYOUT_PROBE(...)
#endif
#endif
";

/// `ptx_abi_same<Declared, Rust>::value`: whether a member declared as `Declared` has the
/// representation of the Rust type's C++ spelling: the same type, or integers of the same size
/// and signedness (`size_t` and `uint64_t` are `unsigned long` for nvcc on Linux and
/// `unsigned long long` in a mirror; plain `char` is `signed char`'s twin), pointers to and
/// arrays of such. Measured with NVRTC 12.9, 13.5 and nvcc 13.5 (`ABI.md` §13).
pub(crate) const SAME_TYPE_TRAIT: &str = "#ifndef PTX_ABI_SAME
#define PTX_ABI_SAME
template <typename A, typename B> struct ptx_abi_is_same { static constexpr bool value = false; };
template <typename A> struct ptx_abi_is_same<A, A> { static constexpr bool value = true; };
template <typename T> struct ptx_abi_int { static constexpr int value = 0; };
#define PTX_ABI_INT(T) template <> struct ptx_abi_int<T> { static constexpr int value = static_cast<T>(-1) < static_cast<T>(0) ? -(int)sizeof(T) : (int)sizeof(T); };
PTX_ABI_INT(char) PTX_ABI_INT(signed char) PTX_ABI_INT(unsigned char) PTX_ABI_INT(short)
PTX_ABI_INT(unsigned short) PTX_ABI_INT(int) PTX_ABI_INT(unsigned int) PTX_ABI_INT(long)
PTX_ABI_INT(unsigned long) PTX_ABI_INT(long long) PTX_ABI_INT(unsigned long long)
#undef PTX_ABI_INT
template <typename A, typename B> struct ptx_abi_same { static constexpr bool value = ptx_abi_is_same<A, B>::value || (ptx_abi_int<A>::value != 0 && ptx_abi_int<A>::value == ptx_abi_int<B>::value); };
template <typename A, typename B> struct ptx_abi_same<A *, B *> { static constexpr bool value = ptx_abi_same<A, B>::value; };
template <typename A, typename B, decltype(sizeof(0)) N> struct ptx_abi_same<A[N], B[N]> { static constexpr bool value = ptx_abi_same<A, B>::value; };
#endif

";

/// The prefix of every record's symbol.
const RECORD_PREFIX: &str = "ptx_abi_layout_";

/// The prefix of every probe's symbol.
const PROBE_PREFIX: &str = "ptx_abi_probe_";

/// The symbol of `layout`'s record: `ptx_abi_layout_` and its C++ name, every character that
/// cannot be in an identifier replaced by `_` (`Pair<float3>` gives `ptx_abi_layout_Pair_float3_`).
pub fn record_symbol(layout: &Layout) -> String {
    format!("{RECORD_PREFIX}{}", identifier(layout))
}

/// The symbol of `layout`'s probe value: `ptx_abi_probe_` and its C++ name as an identifier.
pub fn probe_symbol(layout: &Layout) -> String {
    format!("{PROBE_PREFIX}{}", identifier(layout))
}

/// `layout`'s C++ name with every character that cannot be in an identifier replaced by `_`.
fn identifier(layout: &Layout) -> String {
    layout
        .cpp_name()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// A member's type as a C++ type-id: `float`, `float3`, `float[4]`, `Particle *`.
pub(crate) fn type_id(layout: &'static Layout) -> String {
    super::c_declarator(layout, "").trim().to_owned()
}

/// How a layout's text is spelled: as a header's layout record (`ABI.md` §13), or as the
/// lockfile's lines (`crate::lock`). The two formats are read back by their own readers from
/// files written before; the walk over the layout and the comparison are the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spelling {
    /// `Particle: size 48, align 16; position float3 at 0; alive bool :1 at bit 291`.
    Record,
    /// `type Particle: size 48 align 16` and `Particle.position: offset 0 size 12 align 4 float3`.
    Lock,
}

/// `layout` as text, an entry per thing it describes, each `(key, text)`: first the type (its
/// size and alignment; an enum's underlying type), then each member's type and place, or each
/// enumerator's value.
pub(crate) fn record_entries(layout: &'static Layout, spelling: Spelling) -> Vec<(String, String)> {
    let lock = spelling == Spelling::Lock;
    let mut out = Vec::new();
    match layout.kind {
        Kind::Enum { repr, variants } if !lock => {
            let head = format!("enum class : {}, size {}", repr.cuda_name(), layout.size);
            out.push((layout.cpp_name(), head));
            out.extend(
                variants
                    .iter()
                    .map(|v| (v.name.to_owned(), format!("= {}", v.value))),
            );
            return out;
        }
        _ if lock => out.push((
            format!("type {}", layout.name),
            format!("size {} align {}", layout.size, layout.align),
        )),
        _ => out.push((
            layout.cpp_name(),
            format!("size {}, align {}", layout.size, layout.align),
        )),
    }
    for (i, f) in layout.fields().iter().enumerate() {
        let key = match (lock, f.is_named()) {
            (true, true) => format!("{}.{}", layout.name, f.name),
            (true, false) => format!("{}.(unnamed)", layout.name),
            (false, true) => f.name.to_owned(),
            (false, false) => format!("(unnamed {i})"),
        };
        let ty = f.layout.name;
        let text = match (lock, f.bits) {
            (true, Some(b)) => format!(
                "bits {}..{} of {ty}",
                b.bit_offset,
                b.bit_offset + b.width as usize
            ),
            (false, Some(b)) => format!("{ty} :{} at bit {}", b.width, b.bit_offset),
            (true, None) => format!(
                "offset {} size {} align {} {ty}",
                f.offset, f.layout.size, f.layout.align
            ),
            (false, None) => format!("{} at {}", type_id(f.layout), f.offset),
        };
        out.push((key, text));
    }
    out
}

/// The layout record of `layout` (`ABI.md` §13).
pub fn layout_record(layout: &'static Layout) -> String {
    let entries = record_entries(layout, Spelling::Record);
    let items: Vec<String> = entries
        .iter()
        .enumerate()
        .map(|(i, (key, text))| match i {
            0 => format!("{key}: {text}"),
            _ => format!("{key} {text}"),
        })
        .collect();
    items.join("; ")
}

/// What differs between two texts of a layout, entry by entry (`(key, text)`, as
/// [`record_entries`] gives them, or as read back): `(key, then, now)` for each key whose text
/// differs, went (`now` is `None`) or came (`then` is `None`), in `then`'s order, then `now`'s.
/// The one comparison of the lockfile and of the header records.
pub(crate) fn record_changes<'a>(
    then: &'a [(String, String)],
    now: &'a [(String, String)],
) -> Vec<(&'a str, Option<&'a str>, Option<&'a str>)> {
    let find = |entries: &'a [(String, String)], key: &str| {
        entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, text)| text.as_str())
    };
    let mut out = Vec::new();
    for (key, old) in then {
        match find(now, key) {
            Some(new) if new == old => {}
            new => out.push((key.as_str(), Some(old.as_str()), new)),
        }
    }
    for (key, new) in now {
        if find(then, key).is_none() {
            out.push((key.as_str(), None, Some(new.as_str())));
        }
    }
    out
}

/// The header line that records `layout`: `PTX_ABI_LAYOUT_RECORD(ptx_abi_layout_T, "...")`.
pub(crate) fn record_only(layout: &'static Layout) -> String {
    format!(
        "PTX_ABI_LAYOUT_RECORD({}, \"{}\")\n",
        record_symbol(layout),
        layout_record(layout)
    )
}

/// For a struct with members to probe, the line `PTX_ABI_LAYOUT_PROBE(T ptx_abi_probe_T =
/// {...})`; else nothing. The same on every host: the values are the members', in order.
pub(crate) fn probe_line(layout: &'static Layout) -> String {
    match probe_of(layout) {
        Some((initializer, _)) => format!(
            "PTX_ABI_LAYOUT_PROBE({} {} = {initializer})\n",
            layout.cpp_name(),
            probe_symbol(layout)
        ),
        None => String::new(),
    }
}

/// The probe value of a struct (see [`probe_value`]): its brace initialiser, every named member
/// in declaration order with its value or `{}`, and the image the Rust layout gives it (zero
/// but for the members' values: static initialisation zeroes padding). `None` for a union or
/// enum, and for a struct with nothing to probe.
pub(crate) fn probe_of(layout: &'static Layout) -> Option<(String, Vec<u8>)> {
    if !matches!(layout.kind, Kind::Struct { .. }) || !constant_initialized(layout) {
        return None;
    }
    let mut image = vec![0u8; layout.size];
    let mut inits = Vec::new();
    let mut any = false;
    for f in layout.fields().iter().filter(|f| f.is_named()) {
        let width = f.bits.map(|b| b.width);
        match probe_value(f.layout, width) {
            Some((literal, bits, nbits)) => {
                let start = f.bits.map_or(f.offset * 8, |b| b.bit_offset);
                for i in 0..nbits as usize {
                    if bits >> i & 1 == 1 {
                        let at = start + i;
                        image[at / 8] |= 1 << (at % 8);
                    }
                }
                inits.push(literal);
                any = true;
            }
            None => inits.push("{}".to_owned()),
        }
    }
    any.then(|| (format!("{{{}}}", inits.join(", ")), image))
}

/// Whether a `static __device__` value of `layout` initialised with `{}` for its members is a
/// constant initialisation: not when it holds a 16-bit float anywhere (`__half` and
/// `__nv_bfloat16` have constructors: "dynamic initialization is not supported for a __device__
/// variable", NVRTC 12.9 and 13.5).
fn constant_initialized(layout: &Layout) -> bool {
    match layout.kind {
        Kind::Scalar(s) | Kind::Vector { elem: s, .. } => !s.is_16bit_float(),
        Kind::Array { elem, .. } => constant_initialized(elem),
        Kind::Struct { fields, .. } | Kind::Union { fields, .. } => {
            fields.iter().all(|f| constant_initialized(f.layout))
        }
        _ => true,
    }
}

/// A member the probes can set: a scalar other than a 16-bit float or 128-bit integer, or an
/// enum (as its underlying type), holding `bits` bits (its bit-field's width, or its size).
pub(crate) struct Probed {
    pub(crate) scalar: Scalar,
    enum_name: Option<String>,
    bits: u32,
}

impl Probed {
    /// The member of type `layout` (a bit-field of `width`), if the probes can set it.
    pub(crate) fn of(layout: &'static Layout, width: Option<u32>) -> Option<Probed> {
        let (scalar, enum_name) = match layout.kind {
            Kind::Scalar(s) => (s, None),
            Kind::Enum { repr, .. } => (repr, Some(layout.cpp_name())),
            _ => return None,
        };
        if scalar.is_16bit_float() || scalar.is_128bit() {
            return None;
        }
        let size = 8 * scalar.size() as u32;
        Some(Probed {
            scalar,
            enum_name,
            bits: width.unwrap_or(size).min(size),
        })
    }

    /// `value` as a C++ literal of the member's type (an enum's through `static_cast`).
    pub(crate) fn literal(&self, value: i128) -> String {
        let literal = super::integer_literal(value, self.scalar);
        match &self.enum_name {
            Some(e) => format!("static_cast<{e}>({literal})"),
            None => literal,
        }
    }

    /// An integer's top bit: the most negative value of a signed one, `1 << (bits - 1)` of an
    /// unsigned one. Only a member at least `bits` wide reads it back whole.
    pub(crate) fn top(&self) -> i128 {
        if self.scalar.is_signed_integer() {
            -(1i128 << (self.bits - 1))
        } else {
            1i128 << (self.bits - 1)
        }
    }
}

/// A member's probe value, set in [`probe_of`]'s device value: its C++ literal and its bits
/// (low `nbits` of the `u128`). An integer (or enum) gets its width's top and lowest bits,
/// `bool` `true`, `float` and `double` 2.5; other members (vectors, nested types, arrays,
/// pointers, 16-bit floats, 128-bit integers) none.
fn probe_value(layout: &'static Layout, width: Option<u32>) -> Option<(String, u128, u32)> {
    let p = Probed::of(layout, width)?;
    Some(match p.scalar {
        Scalar::Bool => ("true".to_owned(), 1, p.bits),
        Scalar::F32 => ("2.5f".to_owned(), u128::from(2.5f32.to_bits()), 32),
        Scalar::F64 => ("2.5".to_owned(), u128::from(2.5f64.to_bits()), 64),
        _ => {
            let value = p.top() | 1;
            let mask = (1u128 << p.bits) - 1;
            (p.literal(value), value as u128 & mask, p.bits)
        }
    })
}

/// The layout records' and probes' globals a PTX module holds: `(symbol, bytes)` of every
/// `ptx_abi_layout_*` and `ptx_abi_probe_*` global, all its bytes (read by
/// [`crate::ptx::globals::global_images`]: NVRTC leaves out trailing zeros). A declaration that
/// cannot be read is left out, and then reported as a missing record or probe.
pub fn layout_symbols_in_ptx(ptx: &str) -> Vec<(String, Vec<u8>)> {
    crate::ptx::globals::global_images(ptx)
        .into_iter()
        .flatten()
        .filter_map(|g| Some((layout_symbol(&g.name)?.to_owned(), g.image())))
        .collect()
}

/// The record or probe symbol a compiled symbol `name` is, if it is one: `name` from its
/// `ptx_abi_layout_` or `ptx_abi_probe_` on. nvcc with `-rdc=true` renames a `static` device
/// variable `__nv_static_<hash>_<file>_ptx_abi_layout_T` (measured, nvcc 13.5; NVRTC keeps the
/// name), in the PTX and the cubin alike.
pub fn layout_symbol(name: &str) -> Option<&str> {
    let at = name
        .find(RECORD_PREFIX)
        .or_else(|| name.find(PROBE_PREFIX))?;
    Some(&name[at..])
}

/// The layout records a PTX module holds: `(symbol, text)` of every `ptx_abi_layout_*` global,
/// its bytes up to the first NUL.
pub fn records_in_ptx(ptx: &str) -> Vec<(String, String)> {
    records_of(&layout_symbols_in_ptx(ptx))
}

/// The records among `symbols` (of [`layout_symbols_in_ptx`], or a cubin's), as text.
pub(crate) fn records_of(symbols: &[(String, Vec<u8>)]) -> Vec<(String, String)> {
    symbols
        .iter()
        .filter(|(s, _)| s.starts_with(RECORD_PREFIX))
        .map(|(s, bytes)| {
            let text = bytes.split(|&b| b == 0).next().unwrap_or(&[]);
            (s.clone(), String::from_utf8_lossy(text).into_owned())
        })
        .collect()
}

/// The layout records a header's text holds: `(symbol, text)` of every
/// `PTX_ABI_LAYOUT_RECORD(symbol, "text")` line.
pub fn records_in_header(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("PTX_ABI_LAYOUT_RECORD("))
        .filter_map(|rest| {
            let (symbol, rest) = rest.split_once(',')?;
            let text = rest.trim().strip_prefix('"')?.rsplit_once("\")")?.0;
            Some((symbol.trim().to_owned(), text.to_owned()))
        })
        .collect()
}

/// A type whose layout in a header or compiled kernel is not the Rust type's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutDrift {
    /// The type's C++ name.
    pub type_name: String,
    /// The member that differs first (`None` when the record is missing or the type's size,
    /// alignment or kind differ).
    pub member: Option<String>,
    /// What differs, in words.
    pub detail: String,
}

/// The layout drifts [`CudaHeader::check_ptx`](super::mirrors::CudaHeader::check_ptx) and its siblings found: every type of the header
/// whose record in the checked kernel or header is missing or differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaleHeader {
    /// What was checked: `the kernel's PTX`, a file name.
    pub checked: String,
    /// One entry per type that differs.
    pub drifts: Vec<LayoutDrift>,
}

impl fmt::Display for StaleHeader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} was built from a header that does not match the Rust types ({} type{}): ",
            self.checked,
            self.drifts.len(),
            if self.drifts.len() == 1 { "" } else { "s" }
        )?;
        for (i, d) in self.drifts.iter().enumerate() {
            let sep = if i == 0 { "" } else { "; " };
            match &d.member {
                Some(m) => write!(f, "{sep}`{}::{m}`: {}", d.type_name, d.detail)?,
                None => write!(f, "{sep}`{}`: {}", d.type_name, d.detail)?,
            }
        }
        f.write_str(
            ". Regenerate the header from the Rust types (CudaHeader::write_if_changed in \
             build.rs), or correct the hand-written definition, and rebuild the kernel",
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for StaleHeader {}

/// `Ok` without drifts, else the [`StaleHeader`] of `checked` that lists them.
pub(crate) fn stale_if_any(drifts: Vec<LayoutDrift>, checked: &str) -> Result<(), StaleHeader> {
    if drifts.is_empty() {
        Ok(())
    } else {
        Err(StaleHeader {
            checked: checked.to_owned(),
            drifts,
        })
    }
}

/// The first difference between the record `found` and the Rust type's `expected`, item by
/// item in declaration order.
pub(crate) fn drift(layout: &'static Layout, found: &str, expected: &str) -> Option<LayoutDrift> {
    let items = |text: &str| -> Vec<(String, String)> {
        let items = text.split("; ").enumerate();
        items
            .map(|(i, item)| (i.to_string(), item.to_owned()))
            .collect()
    };
    let (theirs, ours) = (items(found), items(expected));
    let (at, t, o) = record_changes(&theirs, &ours).into_iter().next()?;
    let type_name = layout.cpp_name();
    if at == "0" {
        return Some(LayoutDrift {
            type_name,
            member: None,
            detail: format!(
                "the header has `{}`, the Rust type `{}`",
                t.unwrap_or(""),
                o.unwrap_or("")
            ),
        });
    }
    let member_of = |item: &str| {
        let name = item.split(' ').next().unwrap_or(item);
        if item.starts_with("(unnamed") {
            item.split(')').next().map(|s| format!("{s})"))
        } else {
            Some(name.to_owned())
        }
    };
    let member = o.or(t).and_then(member_of);
    let detail = match (t, o) {
        (Some(t), Some(o)) => format!("the header has `{t}`, the Rust type `{o}`"),
        (None, Some(o)) => format!("missing from the header (the Rust type has `{o}`)"),
        (Some(t), None) => format!("not in the Rust type (the header has `{t}`)"),
        (None, None) => String::new(),
    };
    Some(LayoutDrift {
        type_name,
        member,
        detail,
    })
}

/// Where the compiler's image of `layout`'s probe value (`image`) differs from the Rust
/// layout's (`expected`): the member whose value is not where the Rust layout has it.
pub(crate) fn probe_drift(
    layout: &'static Layout,
    image: &[u8],
    expected: &[u8],
) -> Option<LayoutDrift> {
    if image == expected {
        return None;
    }
    let bit = |bytes: &[u8], i: usize| bytes.get(i / 8).is_some_and(|b| b >> (i % 8) & 1 == 1);
    let total = 8 * image.len().max(expected.len());
    // A bit the Rust layout sets and the compiler's image lacks names its member; else a bit the
    // compiler set where the Rust layout has none.
    let missing = (0..total).find(|&i| bit(expected, i) && !bit(image, i));
    let first = missing.or_else(|| (0..total).find(|&i| bit(image, i) != bit(expected, i)))?;
    let member = layout
        .fields()
        .iter()
        .filter(|f| f.is_named())
        .find(|f| {
            let (start, len) = match f.bits {
                Some(b) => (b.bit_offset, b.width as usize),
                None => (f.offset * 8, f.layout.size * 8),
            };
            (start..start + len).contains(&first)
        })
        .map(|f| f.name.to_owned());
    let detail = if image.len() != expected.len() {
        format!(
            "the compiler's image of its probe value is {} bytes, the Rust layout's {}",
            image.len(),
            expected.len()
        )
    } else if missing.is_some() {
        format!(
            "the compiler did not put its probe value's bit {first} where the Rust layout has it \
             (a member or unnamed bit-field before it, or its own width or type, differs)"
        )
    } else {
        format!(
            "the compiler set bit {first} of the probe value, which the Rust layout leaves clear"
        )
    };
    Some(LayoutDrift {
        type_name: layout.cpp_name(),
        member,
        detail,
    })
}
