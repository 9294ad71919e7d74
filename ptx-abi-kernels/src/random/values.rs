//! Random values of a drawn type, and what of a value survives a round trip: the bytes that
//! carry meaning ([`meaningful_mask`]) and the form a value reads back in ([`read_back_form`]).
//! The types themselves are drawn in the parent module.

use super::*;

fn random_int<R: Rng + ?Sized>(rng: &mut R, lo: i128, hi: i128) -> i128 {
    match rng.gen_range(0..8) {
        0 => lo,
        1 => hi,
        2 => 0.clamp(lo, hi),
        3 => (-1).clamp(lo, hi),
        4 => rng.gen_range(lo.max(-16)..=hi.min(16)),
        _ => rng.gen_range(lo..=hi),
    }
}

/// An `unsigned __int128` of all 128 bits, carried as its two's complement (`bits::bit_range`
/// gives only `0..=i128::MAX` for it, `ABI.md` §9): the largest values, the top bit alone, and
/// random bits, so that values above `i128::MAX` are drawn too.
fn random_u128<R: Rng + ?Sized>(rng: &mut R) -> i128 {
    match rng.gen_range(0..4) {
        0 => u128::MAX as i128,
        1 => (1u128 << 127) as i128,
        _ => rng.gen::<u128>() as i128,
    }
}

/// `random_f32` and `random_f64`: the same mix of edge cases (zero, a subnormal, the smallest
/// normal, the largest, the smallest subnormal, quarter-integers) and finite bit patterns, for
/// each width (a macro: the two differ only in their types and constants).
macro_rules! random_float {
    ($name:ident, $f:ty, $bits:ty, $subnormal_end:expr) => {
        fn $name<R: Rng + ?Sized>(rng: &mut R) -> $f {
            let sign = if rng.gen() { -1.0 } else { 1.0 };
            sign * match rng.gen_range(0..10) {
                0 => 0.0,
                1 => <$f>::from_bits(rng.gen_range(1..$subnormal_end)),
                2 => <$f>::MIN_POSITIVE,
                3 => <$f>::MAX,
                4 => <$f>::from_bits(1),
                5 => <$f>::from(rng.gen_range(-100i16..=100)) / 4.0,
                _ => loop {
                    let x = <$f>::from_bits(rng.gen::<$bits>() & (<$bits>::MAX >> 1));
                    if x.is_finite() {
                        break x;
                    }
                },
            }
        }
    };
}

random_float!(random_f32, f32, u32, 0x0080_0000);
random_float!(random_f64, f64, u64, 0x0010_0000_0000_0000);

fn random_scalar<R: Rng + ?Sized>(s: Scalar, rng: &mut R) -> DynValue {
    match s {
        Scalar::Bool => DynValue::Int(rng.gen_range(0..=1)),
        Scalar::F32 => DynValue::F32(random_f32(rng)),
        Scalar::F64 => DynValue::F64(random_f64(rng)),
        Scalar::F16 | Scalar::Bf16 => DynValue::Half(rng.gen::<u16>() & 0x7bff),
        Scalar::U128 if rng.gen_range(0..2) == 0 => DynValue::Int(random_u128(rng)),
        s => {
            let (lo, hi) = bit_range(s.size() as u32 * 8, s.is_signed_integer());
            DynValue::Int(random_int(rng, lo, hi))
        }
    }
}

/// A value of an integral type (`bool`, integer or enum) held in `width` bits.
fn random_integral<R: Rng + ?Sized>(layout: &Layout, width: u32, rng: &mut R) -> DynValue {
    match layout.kind {
        Kind::Scalar(Scalar::Bool) => DynValue::Int(rng.gen_range(0..=1)),
        Kind::Scalar(Scalar::U128) if width == 128 && rng.gen_range(0..2) == 0 => {
            DynValue::Int(random_u128(rng))
        }
        Kind::Scalar(s) => {
            let (lo, hi) = bit_range(width, s.is_signed_integer());
            DynValue::Int(random_int(rng, lo, hi))
        }
        Kind::Enum { repr, variants } => {
            let (lo, hi) = bit_range(width, repr.is_signed_integer());
            let fitting: Vec<i128> = variants
                .iter()
                .map(|v| v.value)
                .filter(|v| (lo..=hi).contains(v))
                .collect();
            let pool = if fitting.is_empty() {
                variants.iter().map(|v| v.value).collect()
            } else {
                fitting
            };
            DynValue::Int(pool[rng.gen_range(0..pool.len())])
        }
        _ => random_value(layout, rng),
    }
}

/// A random valid value of `layout`: integers in range (bit-fields in the range of their width,
/// spec 1.3), `bool`s 0 or 1, enum values among the enumerators (for bit-fields, among those the
/// width holds), finite floats (negative, zero, subnormal and extreme ones included), null
/// pointers (C++ `nullptr` is the only constant pointer), unnamed bit-fields 0.
///
/// Unions are initialised through a member chosen at random among those that are not bit-fields
/// (NVVM cannot initialise a union's bit-field); a union of bit-fields only gets one anyway.
pub fn random_value<R: Rng + ?Sized>(layout: &Layout, rng: &mut R) -> DynValue {
    match layout.kind {
        Kind::Scalar(s) => random_scalar(s, rng),
        Kind::Enum { .. } => random_integral(layout, layout.size as u32 * 8, rng),
        Kind::Pointer { .. } => DynValue::Address(0),
        Kind::Handle(_) => DynValue::Address(rng.gen()),
        Kind::TensorMap(_) => DynValue::Bytes((0..layout.size).map(|_| rng.gen()).collect()),
        Kind::Vector { elem, len, .. } => {
            DynValue::Items((0..len).map(|_| random_scalar(elem, rng)).collect())
        }
        Kind::Array { elem, len } => {
            DynValue::Items((0..len).map(|_| random_value(elem, rng)).collect())
        }
        Kind::Struct { fields, .. } => DynValue::Items(
            fields
                .iter()
                .map(|f| match f.bits {
                    Some(b) if !b.named => DynValue::Int(0),
                    Some(b) => random_integral(f.layout, b.width, rng),
                    None => random_value(f.layout, rng),
                })
                .collect(),
        ),
        Kind::Union { fields, .. } => {
            let plain: Vec<usize> = (0..fields.len())
                .filter(|&i| fields[i].bits.is_none())
                .collect();
            let named: Vec<usize> = (0..fields.len())
                .filter(|&i| fields[i].is_named())
                .collect();
            let pool = if plain.is_empty() { named } else { plain };
            if pool.is_empty() {
                return DynValue::Bytes(vec![0; layout.size]);
            }
            let i = pool[rng.gen_range(0..pool.len())];
            let f = &fields[i];
            let v = match f.bits {
                Some(b) => random_integral(f.layout, b.width, rng),
                None => random_value(f.layout, rng),
            };
            DynValue::Member(i, Box::new(v))
        }
    }
}

/// `n` bytes drawn uniformly.
pub fn random_bytes<R: Rng + ?Sized>(rng: &mut R, n: usize) -> Vec<u8> {
    (0..n).map(|_| rng.gen()).collect()
}

/// What [`ptx_abi_core::dynamic::read_dyn`] gives back for `value` written as `layout`: the same
/// value, except that unions read back as their bytes.
pub fn read_back_form(layout: &Layout, value: &DynValue) -> DynValue {
    match (&layout.kind, value) {
        (Kind::Union { .. }, v) => {
            DynValue::Bytes(dyn_to_device_bytes(layout, v).unwrap_or_else(|_| vec![0; layout.size]))
        }
        (Kind::Array { elem, .. }, DynValue::Items(items)) => {
            DynValue::Items(items.iter().map(|v| read_back_form(elem, v)).collect())
        }
        (Kind::Struct { fields, .. }, DynValue::Items(items)) => DynValue::Items(
            fields
                .iter()
                .zip(items)
                .map(|(f, v)| match f.bits {
                    Some(b) if !b.named => DynValue::Int(0),
                    Some(_) => v.clone(),
                    None => read_back_form(f.layout, v),
                })
                .collect(),
        ),
        (_, v) => v.clone(),
    }
}

fn set_bits(mask: &mut [u8], from_bit: usize, bits: usize) {
    for b in from_bit..from_bit + bits {
        mask[b / 8] |= 1 << (b % 8);
    }
}

fn mark(layout: &Layout, mask: &mut [u8], at: usize, unions_whole: bool) {
    match layout.kind {
        Kind::Array { elem, len } => {
            for i in 0..len {
                mark(elem, mask, at + i * elem.size, unions_whole);
            }
        }
        Kind::Struct { fields, .. } | Kind::Union { fields, .. }
            if !(unions_whole && matches!(layout.kind, Kind::Union { .. })) =>
        {
            for f in fields {
                match f.bits {
                    Some(b) if b.named => set_bits(mask, at * 8 + b.bit_offset, b.width as usize),
                    Some(_) => {}
                    None => mark(f.layout, mask, at + f.offset, unions_whole),
                }
            }
        }
        _ => set_bits(mask, at * 8, layout.size * 8),
    }
}

/// The bits of an image of `layout` that carry a value, as a mask of `layout.size` bytes: those
/// of named members, recursively, all of a union's bytes (a union reads back as its bytes). The
/// others (padding, unused bits of bit-field units, unnamed bit-fields) are always written zero.
pub fn meaningful_mask(layout: &Layout) -> Vec<u8> {
    let mut mask = vec![0; layout.size];
    mark(layout, &mut mask, 0, true);
    mask
}

/// The bits some named member covers, unions included member by member: a zero bit here is
/// padding at every level, which [`Layout::has_padding`] must report.
pub fn covered_mask(layout: &Layout) -> Vec<u8> {
    let mut mask = vec![0; layout.size];
    mark(layout, &mut mask, 0, false);
    mask
}
