//! The canonical form both views write ([`leaves`]): one 64-bit slot per named leaf, how each is
//! loaded ([`Load`]), the host's expected slots ([`expected_slots`], from `read_dyn`) and the
//! host-side emulation of the probe's loads ([`emulate`]). Generating and running the kernels is
//! elsewhere in [`super`].

use ptx_abi_core::dynamic::{read_dyn, DynValue};
use ptx_abi_core::layout::{Kind, Packing, Scalar};
use ptx_abi_core::Layout;

/// How a probe reads one leaf from the value's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Load {
    /// `size` bytes (1, 2, 4 or 8) at `offset`, sign-extended if `signed`.
    Int {
        /// Byte offset from the start of the value.
        offset: usize,
        /// Width in bytes.
        size: usize,
        /// Whether to sign-extend.
        signed: bool,
    },
    /// A bit-field: the storage unit of `unit_size` bytes at `unit_offset`, bits
    /// `shift..shift + width` of it, sign-extended if `signed`.
    Bits {
        /// Byte offset of the storage unit.
        unit_offset: usize,
        /// Size of the storage unit (the declared type) in bytes.
        unit_size: usize,
        /// First bit within the unit.
        shift: u32,
        /// Width in bits (at least 1).
        width: u32,
        /// Whether to sign-extend (the declared type is signed).
        signed: bool,
    },
    /// `width` bits (1 to 64) from bit `bit_offset` of the value, read byte by byte, sign-extended
    /// if `signed`: the halves of a 128-bit integer, and bit-fields that leave an aligned unit
    /// of at most 8 bytes (packed types, `__int128` units). A probe also reads an `Int` or
    /// `Bits` load this way where its address may be misaligned (a packed type's members).
    Window {
        /// First bit, from the start of the value.
        bit_offset: usize,
        /// Width in bits.
        width: u32,
        /// Whether to sign-extend.
        signed: bool,
    },
}

impl Load {
    /// The same load as a [`Load::Window`] (bytes, not a typed load).
    pub fn as_window(self) -> Load {
        match self {
            Load::Int {
                offset,
                size,
                signed,
            } => Load::Window {
                bit_offset: offset * 8,
                width: size as u32 * 8,
                signed,
            },
            Load::Bits {
                unit_offset,
                shift,
                width,
                signed,
                ..
            } => Load::Window {
                bit_offset: unit_offset * 8 + shift as usize,
                width,
                signed,
            },
            window => window,
        }
    }
}

/// One named leaf of a type, in canonical order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Where it is, from the value: `.pos.x`, `.items[1].flag`, `.u<byte 3>` (empty for a
    /// scalar type).
    pub path: String,
    /// The C++ expression of its canonical slot, with `$` standing for the value
    /// (`(unsigned long long)__float_as_uint($.pos.x)`).
    pub cpp: String,
    /// How our probe loads it.
    pub load: Load,
}

fn int_cpp(expr: &str) -> String {
    format!("(unsigned long long)(long long)({expr})")
}

fn scalar_leaf(s: Scalar, offset: usize, path: String, expr: &str) -> Leaf {
    let cpp = match s {
        Scalar::F32 => format!("(unsigned long long)__float_as_uint({expr})"),
        Scalar::F64 => format!("(unsigned long long)__double_as_longlong({expr})"),
        Scalar::F16 => format!("(unsigned long long)__half_as_ushort({expr})"),
        Scalar::Bf16 => format!("(unsigned long long)__bfloat16_as_ushort({expr})"),
        _ => int_cpp(expr),
    };
    Leaf {
        path,
        cpp,
        load: Load::Int {
            offset,
            size: s.size(),
            signed: s.is_signed_integer(),
        },
    }
}

fn byte_leaves(layout: &Layout, base: usize, path: &str, expr: &str, out: &mut Vec<Leaf>) {
    for i in 0..layout.size {
        out.push(Leaf {
            path: format!("{path}<byte {i}>"),
            cpp: format!("(unsigned long long)((const unsigned char *)&({expr}))[{i}]"),
            load: Load::Int {
                offset: base + i,
                size: 1,
                signed: false,
            },
        });
    }
}

/// The leaves of an integer of `width` bits from bit `bit_offset` (a 128-bit member, or a
/// bit-field outside an aligned unit of at most 8 bytes): one window, or two (the low 64 bits,
/// then the rest) when wider than 64 bits.
fn wide_leaves(
    bit_offset: usize,
    width: u32,
    signed: bool,
    path: String,
    expr: &str,
) -> [Option<Leaf>; 2] {
    if width <= 64 {
        let leaf = Leaf {
            path,
            cpp: int_cpp(expr),
            load: Load::Window {
                bit_offset,
                width,
                signed,
            },
        };
        return [Some(leaf), None];
    }
    let low = Leaf {
        path: format!("{path}<low 64>"),
        cpp: format!("(unsigned long long)({expr})"),
        load: Load::Window {
            bit_offset,
            width: 64,
            signed: false,
        },
    };
    let high = Leaf {
        path: format!("{path}<high {}>", width - 64),
        cpp: format!("(unsigned long long)(long long)(({expr}) >> 64)"),
        load: Load::Window {
            bit_offset: bit_offset + 64,
            width: width - 64,
            signed,
        },
    };
    [Some(low), Some(high)]
}

fn walk(layout: &Layout, base: usize, path: &str, expr: &str, out: &mut Vec<Leaf>) {
    const COMPONENTS: [&str; 4] = ["x", "y", "z", "w"];
    match layout.kind {
        Kind::Scalar(s) | Kind::Enum { repr: s, .. } if s.is_128bit() => {
            let leaves = wide_leaves(base * 8, 128, s.is_signed_integer(), path.to_owned(), expr);
            out.extend(leaves.into_iter().flatten());
        }
        Kind::Scalar(s) | Kind::Enum { repr: s, .. } => {
            out.push(scalar_leaf(s, base, path.to_owned(), expr));
        }
        Kind::Pointer { .. } | Kind::Handle(_) => out.push(Leaf {
            path: path.to_owned(),
            cpp: format!("(unsigned long long)({expr})"),
            load: Load::Int {
                offset: base,
                size: layout.size,
                signed: false,
            },
        }),
        Kind::Vector { elem, len, .. } => {
            for (i, c) in COMPONENTS.iter().take(len).enumerate() {
                out.push(scalar_leaf(
                    elem,
                    base + i * elem.size(),
                    format!("{path}.{c}"),
                    &format!("{expr}.{c}"),
                ));
            }
        }
        Kind::Array { elem, len } => {
            for i in 0..len {
                walk(
                    elem,
                    base + i * elem.size,
                    &format!("{path}[{i}]"),
                    &format!("{expr}[{i}]"),
                    out,
                );
            }
        }
        Kind::Struct {
            fields, packing, ..
        } => {
            for f in fields.iter().filter(|f| f.is_named()) {
                let path = format!("{path}.{}", f.name);
                let expr = format!("{expr}.{}", f.name);
                match f.bits {
                    Some(bits) => {
                        let signed = match f.layout.kind {
                            Kind::Scalar(s) | Kind::Enum { repr: s, .. } => s.is_signed_integer(),
                            _ => false,
                        };
                        let shift = bits.bit_offset - f.offset * 8;
                        // A packed type's bit-fields may leave their unit, and a unit may
                        // even reach past the type's last byte: read the bits themselves.
                        if packing != Packing::None
                            || f.layout.size > 8
                            || shift + bits.width as usize > f.layout.size * 8
                        {
                            let at = base * 8 + bits.bit_offset;
                            out.extend(
                                wide_leaves(at, bits.width, signed, path, &expr)
                                    .into_iter()
                                    .flatten(),
                            );
                            continue;
                        }
                        out.push(Leaf {
                            path,
                            cpp: int_cpp(&expr),
                            load: Load::Bits {
                                unit_offset: base + f.offset,
                                unit_size: f.layout.size,
                                shift: (bits.bit_offset - f.offset * 8) as u32,
                                width: bits.width,
                                signed,
                            },
                        });
                    }
                    None => walk(f.layout, base + f.offset, &path, &expr, out),
                }
            }
        }
        Kind::Union { .. } | Kind::TensorMap(_) => byte_leaves(layout, base, path, expr, out),
    }
}

/// The named leaves of `layout` in canonical order (see the module documentation).
pub fn leaves(layout: &Layout) -> Vec<Leaf> {
    let mut out = Vec::new();
    walk(layout, 0, "", "$", &mut out);
    out
}

/// Whether an integer of `layout` (a bit-field of `width` bits if `Some`) is two leaves.
fn is_wide(layout: &Layout, width: Option<u32>) -> bool {
    match width {
        Some(w) => w > 64,
        None => layout.as_scalar().is_some_and(|s| s.is_128bit()),
    }
}

fn expected_into(
    layout: &Layout,
    width: Option<u32>,
    value: &DynValue,
    out: &mut Vec<u64>,
) -> Result<(), String> {
    let mismatch = || format!("value does not match type `{}`", layout.name);
    match (&layout.kind, value) {
        (_, DynValue::Int(i)) if is_wide(layout, width) => {
            // The low 64 bits, then the rest: sign- or zero-extended already in the `i128`.
            out.push(*i as u64);
            out.push((*i >> 64) as u64);
        }
        (_, DynValue::Int(i)) => out.push(*i as u64),
        (_, DynValue::F32(x)) => out.push(u64::from(x.to_bits())),
        (_, DynValue::F64(x)) => out.push(x.to_bits()),
        (_, DynValue::Half(h)) => out.push(u64::from(*h)),
        (_, DynValue::Address(a)) => out.push(*a),
        (_, DynValue::Bytes(b)) => out.extend(b.iter().map(|&b| u64::from(b))),
        (Kind::Vector { elem, .. }, DynValue::Items(items)) => {
            let elem = Layout::scalar(*elem);
            for item in items {
                expected_into(&elem, None, item, out)?;
            }
        }
        (Kind::Array { elem, .. }, DynValue::Items(items)) => {
            for item in items {
                expected_into(elem, None, item, out)?;
            }
        }
        (Kind::Struct { fields, .. }, DynValue::Items(items)) => {
            for (f, item) in fields.iter().zip(items).filter(|(f, _)| f.is_named()) {
                expected_into(f.layout, f.bits.map(|b| b.width), item, out)?;
            }
        }
        _ => return Err(mismatch()),
    }
    Ok(())
}

/// The host's canonical slots for `image` (a device image of `layout`): `read_dyn` of the image,
/// flattened in leaf order.
pub fn expected_slots(layout: &Layout, image: &[u8]) -> Result<Vec<u64>, String> {
    let value = read_dyn(layout, image).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    expected_into(layout, None, &value, &mut out)?;
    Ok(out)
}

fn sign_extend(raw: u64, bits: u32) -> u64 {
    if bits >= 64 {
        raw
    } else {
        let s = 64 - bits;
        (((raw << s) as i64) >> s) as u64
    }
}

fn le(bytes: &[u8]) -> u64 {
    let mut raw = [0u8; 8];
    raw[..bytes.len()].copy_from_slice(bytes);
    u64::from_le_bytes(raw)
}

/// What the probe kernel computes for one leaf from the value's bytes, on the host.
pub fn load_slot(load: Load, bytes: &[u8]) -> u64 {
    match load {
        Load::Int {
            offset,
            size,
            signed,
        } => {
            let raw = le(&bytes[offset..offset + size]);
            if signed {
                sign_extend(raw, size as u32 * 8)
            } else {
                raw
            }
        }
        Load::Bits {
            unit_offset,
            unit_size,
            shift,
            width,
            signed,
        } => {
            let unit = le(&bytes[unit_offset..unit_offset + unit_size]);
            let raw = (unit >> shift) & (u64::MAX >> (64 - width));
            if signed {
                sign_extend(raw, width)
            } else {
                raw
            }
        }
        Load::Window {
            bit_offset,
            width,
            signed,
        } => {
            let raw = ptx_abi_core::bits::unpack_bits(bytes, bit_offset, width);
            if signed {
                sign_extend(raw, width)
            } else {
                raw
            }
        }
    }
}

/// The probe's loads run on the host: what the probe kernel writes for `bytes`.
pub fn emulate(leaves: &[Leaf], bytes: &[u8]) -> Vec<u64> {
    leaves.iter().map(|l| load_slot(l.load, bytes)).collect()
}
