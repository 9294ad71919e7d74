//! Random types and values, for property tests and for checking thousands of layouts against
//! NVIDIA's compiler.
//!
//! [`RandomTypes`] draws [`DynType`]s (structs, unions, scoped enums, multi-dimensional arrays,
//! CUDA vector types, `void *`, bit-fields of every integer type, `bool` and enums, unnamed and
//! zero-width bit-fields, `alignas` on types and members, nested up to three levels) and a value
//! for each from a seeded ChaCha stream: case `i` of seed `s` is the same on every run and every
//! machine, whatever other cases were drawn, so a failure is reproduced from `(s, i)` alone.
//!
//! A failing case prints as C++ ([`cpp_case`]: the [`CudaHeader`] mirror, a `__device__` global
//! initialised with the value, a kernel taking the type by value) and as Rust ([`rust_case`]:
//! `#[derive(PtxAbi)]` items and the value, to paste into a regression test). [`shrink`] makes it
//! small first.

use std::fmt::Write;

use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::dynamic::{
    cpp_initializer, dyn_to_device_bytes, DynAggregate, DynField, DynType, DynValue,
};
use ptx_abi_core::layout::{Kind, Layout, Scalar};
use ptx_abi_core::vector::*;
use ptx_abi_core::{bit_range, PtxAbi};
use rand::Rng;
use rand::SeedableRng;
pub use rand_chacha::ChaCha8Rng;

/// CUDA vector types every NVRTC declares without a header (`vector_types.h` is built in).
static VECTORS: [&Layout; 48] = [
    &Char1::LAYOUT,
    &Char2::LAYOUT,
    &Char3::LAYOUT,
    &Char4::LAYOUT,
    &Uchar1::LAYOUT,
    &Uchar2::LAYOUT,
    &Uchar3::LAYOUT,
    &Uchar4::LAYOUT,
    &Short1::LAYOUT,
    &Short2::LAYOUT,
    &Short3::LAYOUT,
    &Short4::LAYOUT,
    &Ushort1::LAYOUT,
    &Ushort2::LAYOUT,
    &Ushort3::LAYOUT,
    &Ushort4::LAYOUT,
    &Int1::LAYOUT,
    &Int2::LAYOUT,
    &Int3::LAYOUT,
    &Int4::LAYOUT,
    &Uint1::LAYOUT,
    &Uint2::LAYOUT,
    &Uint3::LAYOUT,
    &Uint4::LAYOUT,
    &Float1::LAYOUT,
    &Float2::LAYOUT,
    &Float3::LAYOUT,
    &Float4::LAYOUT,
    &Long1::LAYOUT,
    &Long2::LAYOUT,
    &Long3::LAYOUT,
    &Long4::LAYOUT,
    &Ulong1::LAYOUT,
    &Ulong2::LAYOUT,
    &Ulong3::LAYOUT,
    &Ulong4::LAYOUT,
    &Longlong1::LAYOUT,
    &Longlong2::LAYOUT,
    &Longlong3::LAYOUT,
    &Longlong4::LAYOUT,
    &Ulonglong1::LAYOUT,
    &Ulonglong2::LAYOUT,
    &Ulonglong3::LAYOUT,
    &Ulonglong4::LAYOUT,
    &Double1::LAYOUT,
    &Double2::LAYOUT,
    &Double3::LAYOUT,
    &Double4::LAYOUT,
];

/// CUDA 13's explicitly aligned 4-element vectors (NVRTC 12 does not know them).
static VECTORS_CUDA13: [&Layout; 10] = [
    &Long4_16a::LAYOUT,
    &Long4_32a::LAYOUT,
    &Ulong4_16a::LAYOUT,
    &Ulong4_32a::LAYOUT,
    &Longlong4_16a::LAYOUT,
    &Longlong4_32a::LAYOUT,
    &Ulonglong4_16a::LAYOUT,
    &Ulonglong4_32a::LAYOUT,
    &Double4_16a::LAYOUT,
    &Double4_32a::LAYOUT,
];

/// The eight integer types a bit-field may have besides `bool` and enums (spec 1.3).
const INTEGERS: [Scalar; 8] = [
    Scalar::U8,
    Scalar::I8,
    Scalar::U16,
    Scalar::I16,
    Scalar::U32,
    Scalar::I32,
    Scalar::U64,
    Scalar::I64,
];

/// Fundamental types usable without headers (no `__half`, no `__nv_bfloat16`).
const SCALARS: [Scalar; 11] = [
    Scalar::Bool,
    Scalar::U8,
    Scalar::I8,
    Scalar::U16,
    Scalar::I16,
    Scalar::U32,
    Scalar::I32,
    Scalar::U64,
    Scalar::I64,
    Scalar::F32,
    Scalar::F64,
];

/// The 1- and 2-byte types, for "narrow" cases: aggregates aligned to 1 or 2, where the
/// bit-field units are small and long arrays pass 128 bytes with a small alignment.
const NARROW_SCALARS: [Scalar; 5] = [
    Scalar::Bool,
    Scalar::U8,
    Scalar::I8,
    Scalar::U16,
    Scalar::I16,
];

/// The vector types aligned to 1 or 2.
static NARROW_VECTORS: [&Layout; 10] = [
    &Char1::LAYOUT,
    &Char2::LAYOUT,
    &Char3::LAYOUT,
    &Uchar1::LAYOUT,
    &Uchar2::LAYOUT,
    &Uchar3::LAYOUT,
    &Short1::LAYOUT,
    &Short3::LAYOUT,
    &Ushort1::LAYOUT,
    &Ushort3::LAYOUT,
];

/// The 1- and 2-byte integers.
const NARROW_INTEGERS: [Scalar; 4] = [Scalar::U8, Scalar::I8, Scalar::U16, Scalar::I16];

/// What [`RandomTypes`] draws.
#[derive(Clone, Debug)]
pub struct Config {
    /// Prefix of every C++ type name (`{prefix}{case}` and `{prefix}{case}_{k}`): names are
    /// unique per prefix, so cases of one prefix can share a translation unit.
    pub prefix: String,
    /// Whether to use CUDA 13's `*4_16a` / `*4_32a` vectors (NVRTC 13 only).
    pub cuda13_vectors: bool,
    /// Levels of struct/union/array nesting, the top-level type included (at least 1).
    pub max_depth: u32,
    /// Most members of one struct or union.
    pub max_fields: usize,
    /// Largest `sizeof` of a top-level type; bigger draws are drawn again.
    pub max_size: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            prefix: "R".to_owned(),
            cuda13_vectors: false,
            max_depth: 3,
            max_fields: 6,
            max_size: 4095,
        }
    }
}

/// One drawn case: a top-level struct or union, its layout and a value of it.
#[derive(Clone, Debug)]
pub struct Case {
    /// Seed of the generator that drew it.
    pub seed: u64,
    /// Index of the case under that seed.
    pub index: u64,
    /// The type (a [`DynType::Struct`] or [`DynType::Union`]).
    pub ty: DynType,
    /// Its layout, by the engine.
    pub layout: &'static Layout,
    /// A value of it (unions initialised through a non-bit-field member).
    pub value: DynValue,
}

impl Case {
    /// The C++ name of the top-level type.
    pub fn name(&self) -> &'static str {
        self.layout.name
    }

    /// The case as C++: see [`cpp_case`].
    pub fn cpp(&self) -> String {
        cpp_case(self.layout, &self.value)
    }

    /// The case as Rust: see [`rust_case`].
    pub fn rust(&self) -> String {
        rust_case(&self.ty, &self.value)
    }
}

/// A seeded generator of random types (see the module documentation).
#[derive(Clone, Debug)]
pub struct RandomTypes {
    seed: u64,
    config: Config,
    next: u64,
}

impl RandomTypes {
    /// A generator of seed `seed` with the default [`Config`] (CUDA 12 vectors, prefix `R`).
    pub fn new(seed: u64) -> RandomTypes {
        RandomTypes::with_config(seed, Config::default())
    }

    /// A generator of seed `seed` drawing as `config` says.
    pub fn with_config(seed: u64, config: Config) -> RandomTypes {
        assert!(config.max_depth >= 1 && config.max_fields >= 1 && config.max_size >= 1);
        RandomTypes {
            seed,
            config,
            next: 0,
        }
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The random stream of case `index` of `seed`: ChaCha8 seeded with `seed`, stream `index`.
    pub fn case_rng(seed: u64, index: u64) -> ChaCha8Rng {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(index);
        rng
    }

    /// Case `index` of this seed (independent of the cases drawn before).
    pub fn case(&self, index: u64) -> Case {
        let mut rng = RandomTypes::case_rng(self.seed, index);
        let mut gen = Gen {
            rng: &mut rng,
            config: &self.config,
            base: format!("{}{index}", self.config.prefix),
            names: 0,
            narrow: false,
        };
        let ty = loop {
            gen.names = 0;
            let ty = gen.top_level();
            let layout = ty.layout();
            if layout.size <= self.config.max_size {
                break ty;
            }
        };
        let layout = ty.layout();
        let value = random_value(layout, &mut rng);
        Case {
            seed: self.seed,
            index,
            ty,
            layout,
            value,
        }
    }

    /// The next case.
    pub fn next_case(&mut self) -> Case {
        let case = self.case(self.next);
        self.next += 1;
        case
    }
}

impl Iterator for RandomTypes {
    type Item = Case;

    fn next(&mut self) -> Option<Case> {
        Some(self.next_case())
    }
}

struct Gen<'a> {
    rng: &'a mut ChaCha8Rng,
    config: &'a Config,
    base: String,
    names: usize,
    /// Only 1- and 2-byte scalars, vectors and enums (one case in five).
    narrow: bool,
}

impl Gen<'_> {
    fn percent(&mut self, p: u32) -> bool {
        self.rng.gen_range(0..100) < p
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.gen_range(0..items.len())]
    }

    fn scalar(&mut self) -> Scalar {
        if self.narrow {
            self.pick(&NARROW_SCALARS)
        } else {
            self.pick(&SCALARS)
        }
    }

    fn integer(&mut self) -> Scalar {
        if self.narrow {
            self.pick(&NARROW_INTEGERS)
        } else {
            self.pick(&INTEGERS)
        }
    }

    fn fresh_name(&mut self) -> String {
        self.names += 1;
        format!("{}_{}", self.base, self.names)
    }

    fn top_level(&mut self) -> DynType {
        self.narrow = self.percent(20);
        let depth = self.config.max_depth;
        let name = self.base.clone();
        let is_union = self.percent(25);
        self.aggregate(name, depth, is_union)
    }

    fn alignment(&mut self) -> usize {
        1 << self.rng.gen_range(0..=7)
    }

    /// A member's type; `depth` is how many levels of nesting it may still use.
    fn member_type(&mut self, depth: u32) -> DynType {
        let roll = self.rng.gen_range(0..100);
        match roll {
            _ if depth == 0 || roll < 38 => DynType::Scalar(self.scalar()),
            38..=52 => self.vector(),
            53..=56 if !self.narrow => DynType::Pointer,
            53..=64 => {
                let repr = self.integer();
                self.enumeration(repr, None)
            }
            65..=79 => self.array(depth),
            80..=92 => {
                let name = self.fresh_name();
                self.aggregate(name, depth, false)
            }
            _ => {
                let name = self.fresh_name();
                self.aggregate(name, depth, true)
            }
        }
    }

    fn vector(&mut self) -> DynType {
        if self.narrow {
            return DynType::Vector(self.pick(&NARROW_VECTORS));
        }
        // The CUDA 13 vectors as likely as a whole family, not drowned by the 48 others.
        if self.config.cuda13_vectors && self.percent(20) {
            DynType::Vector(self.pick(&VECTORS_CUDA13))
        } else {
            DynType::Vector(self.pick(&VECTORS))
        }
    }

    /// `T a[d0][d1]...` with one to three dimensions; each array level uses one level of depth.
    fn array(&mut self, depth: u32) -> DynType {
        let dims = self.rng.gen_range(1..=3).min(depth as usize);
        let elem = self.member_type(depth - dims as u32);
        (0..dims).fold(elem, |elem, _| {
            let len = match self.rng.gen_range(0..100) {
                0..=74 => self.rng.gen_range(1..=4),
                75..=94 => self.rng.gen_range(5..=9),
                // Long one-dimensional arrays: types past 128 bytes, where NVVM passes `.func`
                // parameters differently, with small alignments (`char c[130]`).
                _ if dims == 1 => self.rng.gen_range(10..=150),
                _ => self.rng.gen_range(5..=9),
            };
            DynType::Array(Box::new(elem), len)
        })
    }

    /// A scoped enum of underlying type `repr`; with `width`, at least one enumerator fits a
    /// bit-field of that width.
    fn enumeration(&mut self, repr: Scalar, width: Option<u32>) -> DynType {
        let signed = repr.is_signed_integer();
        let (lo, hi) = bit_range(repr.size() as u32 * 8, signed);
        let (wlo, whi) = width.map_or((lo, hi), |w| bit_range(w, signed));
        let count = self.rng.gen_range(1..=4);
        let mut values: Vec<i128> = Vec::new();
        let mut tries = 0;
        while values.len() < count && tries < 64 {
            tries += 1;
            // The first enumerator fits the bit-field; later ones may not (a bit-field narrower
            // than its enum is legal C++: only values that fit are stored).
            let (l, h) = if values.is_empty() || self.percent(60) {
                (wlo, whi)
            } else {
                (lo, hi)
            };
            let v = match self.rng.gen_range(0..6) {
                0 => l,
                1 => h,
                2 => 0.clamp(l, h),
                _ => self.rng.gen_range(l..=h),
            };
            if !values.contains(&v) {
                values.push(v);
            }
        }
        DynType::Enum {
            name: self.fresh_name(),
            repr,
            variants: values
                .into_iter()
                .enumerate()
                .map(|(i, v)| (format!("V{i}"), v))
                .collect(),
        }
    }

    fn bit_width(&mut self, bits: u32, unnamed: bool) -> u32 {
        if unnamed && self.percent(35) {
            return 0;
        }
        match self.rng.gen_range(0..10) {
            0 | 1 => 1,
            2 | 3 => bits,
            4 => (bits - 1).max(1),
            _ => self.rng.gen_range(1..=bits),
        }
    }

    fn bit_field(&mut self, index: usize) -> DynField {
        let unnamed = self.percent(22);
        let roll = self.rng.gen_range(0..100);
        let (ty, width) = if roll < 10 {
            // `bool b : N`: N up to 8 (wider would be padding bits the engine does not model).
            let width = if self.percent(70) && !unnamed {
                1
            } else {
                self.bit_width(8, unnamed)
            };
            (DynType::Scalar(Scalar::Bool), width)
        } else if roll < 25 {
            let repr = self.integer();
            let width = self.bit_width(repr.size() as u32 * 8, unnamed);
            let fit = if width == 0 { None } else { Some(width) };
            (self.enumeration(repr, fit), width)
        } else {
            let s = self.integer();
            (
                DynType::Scalar(s),
                self.bit_width(s.size() as u32 * 8, unnamed),
            )
        };
        DynField {
            name: if unnamed {
                format!("_u{index}")
            } else {
                format!("m{index}")
            },
            ty,
            bits: Some(width),
            unnamed,
            align: 0,
        }
    }

    fn plain_field(&mut self, index: usize, depth: u32) -> DynField {
        let ty = self.member_type(depth - 1);
        DynField {
            name: format!("m{index}"),
            ty,
            bits: None,
            unnamed: false,
            align: if self.percent(15) {
                self.alignment()
            } else {
                0
            },
        }
    }

    fn aggregate(&mut self, name: String, depth: u32, is_union: bool) -> DynType {
        let max = if is_union {
            self.config.max_fields.min(4)
        } else {
            self.config.max_fields
        };
        let count = if self.percent(50) {
            self.rng.gen_range(1..=max.min(3))
        } else {
            self.rng.gen_range(1..=max)
        };
        // Structs with bit-fields get runs of them (that is where the placement rules bite).
        let bit_share = if self.percent(40) { 70 } else { 20 };
        let mut fields: Vec<DynField> = (0..count)
            .map(|i| {
                if self.percent(bit_share) {
                    self.bit_field(i)
                } else {
                    self.plain_field(i, depth)
                }
            })
            .collect();
        if is_union && fields.iter().all(|f| f.bits.is_some()) {
            // NVVM cannot initialise a union through a bit-field: keep a member it can.
            let i = self.rng.gen_range(0..=fields.len());
            let f = self.plain_field(fields.len(), depth);
            fields.insert(i, f);
        }
        let repr_align = if self.percent(20) {
            self.alignment()
        } else {
            0
        };
        let agg = DynAggregate {
            name,
            fields,
            repr_align,
        };
        if is_union {
            DynType::Union(agg)
        } else {
            DynType::Struct(agg)
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

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

fn random_f32<R: Rng + ?Sized>(rng: &mut R) -> f32 {
    let sign = if rng.gen() { -1.0 } else { 1.0 };
    sign * match rng.gen_range(0..10) {
        0 => 0.0,
        1 => f32::from_bits(rng.gen_range(1..0x0080_0000)), // subnormal
        2 => f32::MIN_POSITIVE,
        3 => f32::MAX,
        4 => f32::from_bits(1),
        5 => f32::from(rng.gen_range(-100i16..=100)) / 4.0,
        _ => loop {
            let x = f32::from_bits(rng.gen::<u32>() & 0x7fff_ffff);
            if x.is_finite() {
                break x;
            }
        },
    }
}

fn random_f64<R: Rng + ?Sized>(rng: &mut R) -> f64 {
    let sign = if rng.gen() { -1.0 } else { 1.0 };
    sign * match rng.gen_range(0..10) {
        0 => 0.0,
        1 => f64::from_bits(rng.gen_range(1..0x0010_0000_0000_0000)), // subnormal
        2 => f64::MIN_POSITIVE,
        3 => f64::MAX,
        4 => f64::from_bits(1),
        5 => f64::from(rng.gen_range(-100i16..=100)) / 4.0,
        _ => loop {
            let x = f64::from_bits(rng.gen::<u64>() & 0x7fff_ffff_ffff_ffff);
            if x.is_finite() {
                break x;
            }
        },
    }
}

fn random_scalar<R: Rng + ?Sized>(s: Scalar, rng: &mut R) -> DynValue {
    match s {
        Scalar::Bool => DynValue::Int(rng.gen_range(0..=1)),
        Scalar::F32 => DynValue::F32(random_f32(rng)),
        Scalar::F64 => DynValue::F64(random_f64(rng)),
        Scalar::F16 | Scalar::Bf16 => DynValue::Half(rng.gen::<u16>() & 0x7bff),
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
        Kind::Vector { elem, len } => {
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

// ---------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------

/// A C++ translation unit for `layout` and `value`: the [`CudaHeader`] mirror (with its
/// `static_assert`s), `__device__ T g_T = {value};`, `extern "C" __global__ void k_T(T p) {}`,
/// and our size, alignment and image in a comment. Compile it with `--std=c++20` (union values are
/// designated initialisers) and `-rdc=true`.
pub fn cpp_case(layout: &'static Layout, value: &DynValue) -> String {
    let mut header = CudaHeader::new();
    header.add_layout(layout);
    let mut out = header.render();
    let name = layout.name;
    let init = cpp_initializer(layout, value).unwrap_or_else(|| "{}".to_owned());
    let _ = writeln!(out, "__device__ {name} g_{name} = {init};");
    let _ = writeln!(out, "extern \"C\" __global__ void k_{name}({name} p) {{}}");
    let _ = writeln!(
        out,
        "// ptx-abi: size {}, align {}; .param .align {} .b8 k_{name}_param_0[{}]",
        layout.size, layout.align, layout.align, layout.size
    );
    if let Ok(image) = dyn_to_device_bytes(layout, value) {
        let _ = writeln!(out, "// ptx-abi image of g_{name}: {}", hex(&image));
    }
    out
}

/// Bytes as `01 ff 00 ...`.
pub fn hex(bytes: &[u8]) -> String {
    let parts: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
    parts.join(" ")
}

fn rust_scalar(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool => "bool",
        Scalar::U8 => "u8",
        Scalar::I8 => "i8",
        Scalar::U16 => "u16",
        Scalar::I16 => "i16",
        Scalar::U32 => "u32",
        Scalar::I32 => "i32",
        Scalar::U64 => "u64",
        Scalar::I64 => "i64",
        Scalar::F16 => "half::f16",
        Scalar::Bf16 => "half::bf16",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
    }
}

/// The Rust name of a CUDA vector type: `float4` is `Float4`, `__half2` is `Half2`.
fn rust_vector(layout: &Layout) -> String {
    match layout.name {
        "__half2" => "Half2".to_owned(),
        "__nv_bfloat162" => "Bfloat162".to_owned(),
        name => {
            let mut chars = name.chars();
            chars.next().map_or(String::new(), |c| {
                c.to_ascii_uppercase().to_string() + chars.as_str()
            })
        }
    }
}

fn rust_type(ty: &DynType) -> String {
    match ty {
        DynType::Scalar(s) => rust_scalar(*s).to_owned(),
        DynType::Vector(l) => rust_vector(l),
        DynType::Pointer => "DevicePtr".to_owned(),
        DynType::Array(elem, len) => format!("[{}; {len}]", rust_type(elem)),
        DynType::Struct(a) | DynType::Union(a) => a.name.clone(),
        DynType::Enum { name, .. } => name.clone(),
    }
}

fn contains_union(ty: &DynType) -> bool {
    match ty {
        DynType::Union(_) => true,
        DynType::Array(elem, _) => contains_union(elem),
        DynType::Struct(a) => a.fields.iter().any(|f| contains_union(&f.ty)),
        _ => false,
    }
}

/// The member each union is marshalled through in the Rust source: the one `value` initialises
/// (the first value met, for unions in arrays), else the first non-bit-field member.
fn collect_via(ty: &DynType, value: Option<&DynValue>, via: &mut Vec<(String, usize)>) {
    match (ty, value) {
        (DynType::Array(elem, _), Some(DynValue::Items(items))) => {
            for v in items {
                collect_via(elem, Some(v), via);
            }
        }
        (DynType::Array(elem, _), _) => collect_via(elem, None, via),
        (DynType::Struct(a), v) => {
            let items = match v {
                Some(DynValue::Items(items)) if items.len() == a.fields.len() => Some(items),
                _ => None,
            };
            for (i, f) in a.fields.iter().enumerate() {
                collect_via(&f.ty, items.map(|items| &items[i]), via);
            }
        }
        (DynType::Union(a), v) => {
            let active = match v {
                Some(DynValue::Member(i, _)) if *i < a.fields.len() => Some(*i),
                _ => None,
            };
            if !via.iter().any(|(n, _)| *n == a.name) {
                let chosen = active
                    .or_else(|| a.fields.iter().position(|f| f.bits.is_none()))
                    .unwrap_or(0);
                via.push((a.name.clone(), chosen));
            }
            for (i, f) in a.fields.iter().enumerate() {
                let inner = match v {
                    Some(DynValue::Member(j, inner)) if *j == i => Some(&**inner),
                    _ => None,
                };
                collect_via(&f.ty, inner, via);
            }
        }
        _ => {}
    }
}

fn rust_items(ty: &DynType, via: &[(String, usize)], done: &mut Vec<String>, out: &mut String) {
    match ty {
        DynType::Array(elem, _) => rust_items(elem, via, done, out),
        DynType::Enum {
            name,
            repr,
            variants,
        } => {
            if done.contains(name) {
                return;
            }
            done.push(name.clone());
            let _ = writeln!(
                out,
                "#[derive(PtxAbi, Clone, Copy, Debug, PartialEq, Eq)]\n#[repr({})]\npub enum {name} {{",
                rust_scalar(*repr)
            );
            for (n, v) in variants {
                let _ = writeln!(out, "    {n} = {v},");
            }
            out.push_str("}\n\n");
        }
        DynType::Struct(a) | DynType::Union(a) => {
            if done.contains(&a.name) {
                return;
            }
            for f in &a.fields {
                rust_items(&f.ty, via, done, out);
            }
            done.push(a.name.clone());
            let is_union = matches!(ty, DynType::Union(_));
            let derives = if contains_union(ty) {
                "PtxAbi, Clone, Copy"
            } else {
                "PtxAbi, Clone, Copy, Debug, PartialEq"
            };
            let _ = writeln!(out, "#[derive({derives})]");
            if a.repr_align > 0 {
                let _ = writeln!(out, "#[repr(C, align({}))]", a.repr_align);
            } else {
                out.push_str("#[repr(C)]\n");
            }
            if is_union {
                if let Some((_, i)) = via.iter().find(|(n, _)| *n == a.name) {
                    let _ = writeln!(out, "#[ptx(marshal_via = {})]", a.fields[*i].name);
                }
            }
            let _ = writeln!(
                out,
                "pub {} {} {{",
                if is_union { "union" } else { "struct" },
                a.name
            );
            for f in &a.fields {
                match f.bits {
                    Some(w) if f.unnamed => {
                        let _ = writeln!(out, "    #[ptx(bits = {w}, unnamed)]");
                    }
                    Some(w) => {
                        let _ = writeln!(out, "    #[ptx(bits = {w})]");
                    }
                    None if f.align > 0 => {
                        let _ = writeln!(out, "    #[ptx(align = {})]", f.align);
                    }
                    None => {}
                }
                let _ = writeln!(out, "    pub {}: {},", f.name, rust_type(&f.ty));
            }
            out.push_str("}\n");
            if is_union {
                let _ = writeln!(
                    out,
                    "// SAFETY: values are built with `zeroed()` and then a write of the \
                     `marshal_via` member.\nunsafe impl UnionBytes for {} {{}}",
                    a.name
                );
            }
            out.push('\n');
        }
        _ => {}
    }
}

/// `#[derive(PtxAbi)]` Rust items mirroring `ty` and every user type in it (dependencies first).
/// Unions are marshalled through the first member that is not a bit-field.
pub fn rust_source(ty: &DynType) -> String {
    let mut via = Vec::new();
    collect_via(ty, None, &mut via);
    let mut out = String::new();
    rust_items(ty, &via, &mut Vec::new(), &mut out);
    out
}

fn rust_int(v: i128, s: Scalar) -> String {
    match s {
        Scalar::Bool => (v != 0).to_string(),
        Scalar::I64 if v == i128::from(i64::MIN) => "i64::MIN".to_owned(),
        s => format!("{v}{}", rust_scalar(s)),
    }
}

fn rust_float(v: &DynValue) -> Option<String> {
    match v {
        DynValue::F32(x) => Some(format!("{x:?}f32")),
        DynValue::F64(x) => Some(format!("{x:?}f64")),
        DynValue::Half(h) => Some(format!("half::f16::from_bits({h:#06x})")),
        _ => None,
    }
}

/// A Rust expression for `value` of `ty`, with the types of [`rust_source`].
pub fn rust_value(ty: &DynType, value: &DynValue) -> String {
    match (ty, value) {
        (DynType::Scalar(s), DynValue::Int(v)) => rust_int(*v, *s),
        (DynType::Scalar(_), v) => rust_float(v).unwrap_or_else(|| format!("/* {v:?} */")),
        (DynType::Pointer, DynValue::Address(0)) => "DevicePtr::null()".to_owned(),
        (DynType::Pointer, DynValue::Address(a)) => format!("DevicePtr::new({a:#x})"),
        (DynType::Vector(l), DynValue::Items(items)) => {
            let elem = match l.kind {
                Kind::Vector { elem, .. } => elem,
                _ => Scalar::F32,
            };
            let parts: Vec<String> = items
                .iter()
                .map(|v| match v {
                    DynValue::Int(i) => rust_int(*i, elem),
                    v => rust_float(v).unwrap_or_default(),
                })
                .collect();
            format!("{}::new({})", rust_vector(l), parts.join(", "))
        }
        (DynType::Enum { name, variants, .. }, DynValue::Int(v)) => {
            let variant = variants
                .iter()
                .find(|(_, x)| x == v)
                .map_or("/* no such variant */", |(n, _)| n.as_str());
            format!("{name}::{variant}")
        }
        (DynType::Array(elem, _), DynValue::Items(items)) => {
            let parts: Vec<String> = items.iter().map(|v| rust_value(elem, v)).collect();
            format!("[{}]", parts.join(", "))
        }
        (DynType::Struct(a), DynValue::Items(items)) => {
            let parts: Vec<String> = a
                .fields
                .iter()
                .zip(items)
                .map(|(f, v)| {
                    let v = if f.unnamed {
                        zero_value(&f.ty)
                    } else {
                        rust_value(&f.ty, v)
                    };
                    format!("{}: {v}", f.name)
                })
                .collect();
            format!("{} {{ {} }}", a.name, parts.join(", "))
        }
        (DynType::Union(a), DynValue::Member(i, v)) if *i < a.fields.len() => {
            let f = &a.fields[*i];
            format!(
                "{{ let mut u = {}::zeroed(); u.{} = {}; u }}",
                a.name,
                f.name,
                rust_value(&f.ty, v)
            )
        }
        (ty, v) => format!("/* {} = {v:?} */", rust_type(ty)),
    }
}

/// The value an unnamed bit-field member holds in Rust (never marshalled).
fn zero_value(ty: &DynType) -> String {
    match ty {
        DynType::Scalar(s) => rust_int(0, *s),
        DynType::Enum { name, variants, .. } => format!("{name}::{}", variants[0].0),
        _ => "Default::default()".to_owned(),
    }
}

/// The Rust paths a user type of `ty` names: vector types, `DevicePtr`, `UnionBytes`.
fn rust_uses(ty: &DynType, vectors: &mut Vec<String>, pointer: &mut bool, union: &mut bool) {
    match ty {
        DynType::Vector(l) => {
            let name = rust_vector(l);
            if !vectors.contains(&name) {
                vectors.push(name);
            }
        }
        DynType::Pointer => *pointer = true,
        DynType::Array(elem, _) => rust_uses(elem, vectors, pointer, union),
        DynType::Struct(a) | DynType::Union(a) => {
            *union |= matches!(ty, DynType::Union(_));
            for f in &a.fields {
                rust_uses(&f.ty, vectors, pointer, union);
            }
        }
        _ => {}
    }
}

/// The `use` lines [`rust_case`] needs, and no more (so that the test compiles without warnings).
fn rust_imports(ty: &DynType) -> String {
    let (mut vectors, mut pointer, mut union) = (Vec::new(), false, false);
    rust_uses(ty, &mut vectors, &mut pointer, &mut union);
    let mut out = String::new();
    vectors.sort();
    match vectors.len() {
        0 => {}
        1 => {
            let _ = writeln!(out, "use ptx_abi_core::vector::{};", vectors[0]);
        }
        _ => {
            let _ = writeln!(out, "use ptx_abi_core::vector::{{{}}};", vectors.join(", "));
        }
    }
    let mut core = vec!["to_device_bytes", "PtxAbi"];
    if pointer {
        core.insert(1, "DevicePtr");
    }
    if union {
        core.push("UnionBytes");
    }
    let _ = writeln!(out, "use ptx_abi_core::{{{}}};", core.join(", "));
    out
}

/// A Rust regression test body for `ty` and `value`: the [`rust_source`] items, the value, and
/// the layout and image our engine gives (replace them with NVRTC's when they differ).
pub fn rust_case(ty: &DynType, value: &DynValue) -> String {
    let layout = ty.layout();
    let mut via = Vec::new();
    collect_via(ty, Some(value), &mut via);
    let mut out = rust_imports(ty);
    out.push('\n');
    rust_items(ty, &via, &mut Vec::new(), &mut out);
    let name = layout.name;
    let image = dyn_to_device_bytes(layout, value)
        .map(|b| {
            let parts: Vec<String> = b.iter().map(|x| format!("{x:#04x}")).collect();
            parts.join(", ")
        })
        .unwrap_or_else(|e| format!("/* {e:?} */"));
    let _ = writeln!(
        out,
        "#[test]\nfn {}_layout_and_image() {{\n    \
         // ptx-abi says: size {}, align {}\n    \
         assert_eq!((<{name} as PtxAbi>::LAYOUT.size, <{name} as PtxAbi>::LAYOUT.align), ({}, {}));\n    \
         let value = {};\n    \
         assert_eq!(to_device_bytes(&value), [{image}]);\n}}",
        name.to_ascii_lowercase(),
        layout.size,
        layout.align,
        layout.size,
        layout.align,
        rust_value(ty, value),
    );
    out
}

// ---------------------------------------------------------------------------------------------
// Shrinking
// ---------------------------------------------------------------------------------------------

fn is_zero(v: &DynValue) -> bool {
    match v {
        DynValue::Int(0) => true,
        DynValue::F32(x) => x.to_bits() == 0,
        DynValue::F64(x) => x.to_bits() == 0,
        _ => false,
    }
}

fn scalar_of(ty: &DynType) -> Option<Scalar> {
    match ty {
        DynType::Scalar(s) => Some(*s),
        DynType::Enum { repr, .. } => Some(*repr),
        _ => None,
    }
}

/// Every one-step simplification of a member `(ty, value)`, the member itself replaceable.
fn member_candidates(ty: &DynType, value: &DynValue) -> Vec<(DynType, DynValue)> {
    let mut out = Vec::new();
    let byte = (DynType::Scalar(Scalar::U8), DynValue::Int(0));
    match ty {
        DynType::Scalar(_) | DynType::Enum { .. } => {
            if matches!(ty, DynType::Enum { .. }) {
                out.push(byte);
            } else if !is_zero(value) {
                let zero = match value {
                    DynValue::F32(_) => DynValue::F32(0.0),
                    DynValue::F64(_) => DynValue::F64(0.0),
                    _ => DynValue::Int(0),
                };
                out.push((ty.clone(), zero));
            }
        }
        DynType::Pointer => out.push(byte),
        DynType::Vector(l) => {
            out.push(byte);
            if let (Kind::Vector { elem, .. }, DynValue::Items(items)) = (l.kind, value) {
                out.push((DynType::Scalar(elem), items[0].clone()));
            }
        }
        DynType::Array(elem, len) => {
            out.push(byte);
            if let DynValue::Items(items) = value {
                out.push(((**elem).clone(), items[0].clone()));
                // Fewer elements: one, half, one less.
                let mut lens = vec![1, len / 2, len - 1];
                lens.dedup();
                for n in lens.into_iter().filter(|&n| n >= 1 && n < *len) {
                    out.push((
                        DynType::Array(elem.clone(), n),
                        DynValue::Items(items[..n].to_vec()),
                    ));
                }
                // Simplify the element type, every element taking the first one's new value.
                for (t, v) in member_candidates(elem, &items[0]) {
                    out.push((
                        DynType::Array(Box::new(t), *len),
                        DynValue::Items(vec![v; *len]),
                    ));
                }
            }
        }
        DynType::Struct(_) | DynType::Union(_) => {
            out.push(byte);
            out.extend(aggregate_candidates(ty, value));
        }
    }
    out
}

/// Every one-step simplification inside a struct or union, which itself stays.
fn aggregate_candidates(ty: &DynType, value: &DynValue) -> Vec<(DynType, DynValue)> {
    let mut out = Vec::new();
    let (agg, is_union) = match ty {
        DynType::Struct(a) => (a, false),
        DynType::Union(a) => (a, true),
        _ => return out,
    };
    let rebuild = |agg: DynAggregate| {
        if is_union {
            DynType::Union(agg)
        } else {
            DynType::Struct(agg)
        }
    };
    match (is_union, value) {
        (false, DynValue::Items(items)) if items.len() == agg.fields.len() => {
            // Remove a member.
            if agg.fields.len() > 1 {
                for i in 0..agg.fields.len() {
                    let mut a = agg.clone();
                    a.fields.remove(i);
                    let mut items = items.clone();
                    items.remove(i);
                    out.push((rebuild(a), DynValue::Items(items)));
                }
            }
            if agg.repr_align != 0 {
                let mut a = agg.clone();
                a.repr_align = 0;
                out.push((rebuild(a), value.clone()));
            }
            for (i, f) in agg.fields.iter().enumerate() {
                if f.align != 0 {
                    let mut a = agg.clone();
                    a.fields[i].align = 0;
                    out.push((rebuild(a), value.clone()));
                }
                match f.bits {
                    Some(_) if f.unnamed => {}
                    Some(_) => {
                        // A bit-field as a plain member (its value fits the whole type), or an
                        // integer bit-field of a simpler type, or its value zero.
                        let mut a = agg.clone();
                        a.fields[i].bits = None;
                        out.push((rebuild(a), value.clone()));
                        if matches!(f.ty, DynType::Enum { .. }) {
                            let repr = scalar_of(&f.ty).unwrap_or(Scalar::U8);
                            let mut a = agg.clone();
                            a.fields[i].ty = DynType::Scalar(repr);
                            out.push((rebuild(a), value.clone()));
                        }
                        if !is_zero(&items[i]) && !matches!(f.ty, DynType::Enum { .. }) {
                            let mut items = items.clone();
                            items[i] = DynValue::Int(0);
                            out.push((rebuild(agg.clone()), DynValue::Items(items)));
                        }
                    }
                    None => {
                        for (t, v) in member_candidates(&f.ty, &items[i]) {
                            let mut a = agg.clone();
                            a.fields[i].ty = t;
                            let mut items = items.clone();
                            items[i] = v;
                            out.push((rebuild(a), DynValue::Items(items)));
                        }
                    }
                }
            }
        }
        (true, DynValue::Member(active, inner)) if *active < agg.fields.len() => {
            for i in (0..agg.fields.len()).filter(|&i| i != *active) {
                let mut a = agg.clone();
                a.fields.remove(i);
                let active = if i < *active { active - 1 } else { *active };
                out.push((rebuild(a), DynValue::Member(active, inner.clone())));
            }
            if agg.repr_align != 0 {
                let mut a = agg.clone();
                a.repr_align = 0;
                out.push((rebuild(a), value.clone()));
            }
            for (i, f) in agg.fields.iter().enumerate() {
                if f.align != 0 {
                    let mut a = agg.clone();
                    a.fields[i].align = 0;
                    out.push((rebuild(a), value.clone()));
                }
                if f.bits.is_some() && !f.unnamed && matches!(f.ty, DynType::Enum { .. }) {
                    let repr = scalar_of(&f.ty).unwrap_or(Scalar::U8);
                    let mut a = agg.clone();
                    a.fields[i].ty = DynType::Scalar(repr);
                    out.push((rebuild(a), value.clone()));
                }
            }
            let f = &agg.fields[*active];
            if f.bits.is_none() {
                for (t, v) in member_candidates(&f.ty, inner) {
                    let mut a = agg.clone();
                    a.fields[*active].ty = t;
                    out.push((rebuild(a), DynValue::Member(*active, Box::new(v))));
                }
            }
            // The other members' types shrink too (the value does not name them): the failure
            // may be in their layout, not in the value's.
            for (i, f) in agg.fields.iter().enumerate() {
                if i == *active || f.bits.is_some() {
                    continue;
                }
                let placeholder = random_value(f.ty.layout(), &mut ChaCha8Rng::seed_from_u64(0));
                for (t, _) in member_candidates(&f.ty, &placeholder) {
                    let mut a = agg.clone();
                    a.fields[i].ty = t;
                    out.push((rebuild(a), value.clone()));
                }
            }
        }
        _ => {}
    }
    out
}

/// Shrinks a failing case: repeatedly applies the first one-step simplification (remove a member,
/// drop an `alignas`, turn a bit-field into a plain member, replace a member's type by a scalar,
/// an array by its element or by fewer elements, a value by zero, ...) after which `fails(ty, value)` still holds,
/// until none does or `max_tries` calls of `fails` were made. The top-level type stays a struct or
/// union of the same name; nested names are kept.
pub fn shrink<F>(
    ty: &DynType,
    value: &DynValue,
    max_tries: usize,
    mut fails: F,
) -> (DynType, DynValue)
where
    F: FnMut(&DynType, &DynValue) -> bool,
{
    let mut best = (ty.clone(), value.clone());
    let mut tries = 0;
    'outer: loop {
        for (t, v) in aggregate_candidates(&best.0, &best.1) {
            if tries >= max_tries {
                break 'outer;
            }
            // Only candidates that are still well-formed cases.
            let layout = t.layout();
            if dyn_to_device_bytes(layout, &v).is_err() || cpp_initializer(layout, &v).is_none() {
                continue;
            }
            tries += 1;
            if fails(&t, &v) {
                best = (t, v);
                continue 'outer;
            }
        }
        break;
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptx_abi_core::dynamic::read_dyn;

    #[test]
    fn cases_are_reproducible_and_independent() {
        let gen = RandomTypes::new(42);
        let a = gen.case(17);
        let b = RandomTypes::new(42).nth(17).unwrap();
        assert_eq!(a.cpp(), b.cpp());
        assert_eq!(a.value, b.value);
        assert_ne!(gen.case(18).cpp(), a.cpp());
    }

    #[test]
    fn values_round_trip() {
        for case in RandomTypes::new(7).take(300) {
            let image = dyn_to_device_bytes(case.layout, &case.value).expect("valid value");
            let back = read_dyn(case.layout, &image).expect("reads back");
            assert_eq!(
                back,
                read_back_form(case.layout, &case.value),
                "{}",
                case.cpp()
            );
            assert!(case.layout.size <= 4095);
            assert!(cpp_initializer(case.layout, &case.value).is_some());
        }
    }

    /// The shapes a type uses, by name.
    fn features(ty: &DynType, depth: usize, out: &mut std::collections::BTreeMap<String, usize>) {
        let mut add = |k: String| *out.entry(k).or_default() += 1;
        match ty {
            DynType::Scalar(s) => add(format!("scalar {s:?}")),
            DynType::Vector(l) => {
                add("vector".into());
                if l.name.ends_with('a') {
                    add("CUDA 13 vector".into());
                }
            }
            DynType::Pointer => add("pointer".into()),
            DynType::Enum { .. } => add("enum".into()),
            DynType::Array(elem, _) => {
                add("array".into());
                if matches!(**elem, DynType::Array(..)) {
                    add("multi-dimensional array".into());
                }
                features(elem, depth, out);
            }
            DynType::Struct(a) | DynType::Union(a) => {
                let union = matches!(ty, DynType::Union(_));
                add(format!(
                    "{} at depth {depth}",
                    if union { "union" } else { "struct" }
                ));
                if a.repr_align != 0 {
                    add("repr_align".into());
                }
                for f in &a.fields {
                    let mut add = |k: String| *out.entry(k).or_default() += 1;
                    if f.align != 0 {
                        add("member align".into());
                    }
                    if let Some(w) = f.bits {
                        let what = match &f.ty {
                            DynType::Enum { .. } => "enum".to_owned(),
                            DynType::Scalar(s) => format!("{s:?}"),
                            _ => "?".to_owned(),
                        };
                        add(format!("bit-field {what}"));
                        if f.unnamed {
                            add(if w == 0 {
                                "zero-width bit-field"
                            } else {
                                "unnamed bit-field"
                            }
                            .into());
                        }
                        if union {
                            add("union bit-field".into());
                        }
                    } else {
                        features(&f.ty, depth + 1, out);
                    }
                }
            }
        }
    }

    #[test]
    fn every_shape_is_drawn() {
        let config = Config {
            cuda13_vectors: true,
            ..Config::default()
        };
        let mut seen = std::collections::BTreeMap::new();
        for case in RandomTypes::with_config(11, config).take(2000) {
            features(&case.ty, 1, &mut seen);
        }
        let mut expected: Vec<String> = [
            "vector",
            "CUDA 13 vector",
            "pointer",
            "enum",
            "array",
            "multi-dimensional array",
            "repr_align",
            "member align",
            "bit-field enum",
            "bit-field Bool",
            "zero-width bit-field",
            "unnamed bit-field",
            "union bit-field",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        for s in SCALARS {
            expected.push(format!("scalar {s:?}"));
        }
        for s in INTEGERS {
            expected.push(format!("bit-field {s:?}"));
        }
        for kind in ["struct", "union"] {
            for depth in 1..=3 {
                expected.push(format!("{kind} at depth {depth}"));
            }
        }
        for e in &expected {
            assert!(seen.get(e).copied().unwrap_or(0) >= 10, "{e}: {seen:#?}");
        }
        assert!(!seen.contains_key("struct at depth 4"), "{seen:#?}");
    }

    #[test]
    fn shrinking_keeps_the_failure() {
        // "Fails" while some member is a `double`: the shrinker keeps one.
        fn has_double(ty: &DynType) -> bool {
            match ty {
                DynType::Scalar(Scalar::F64) => true,
                DynType::Array(e, _) => has_double(e),
                DynType::Struct(a) | DynType::Union(a) => {
                    a.fields.iter().any(|f| has_double(&f.ty))
                }
                _ => false,
            }
        }
        let case = RandomTypes::new(3)
            .take(200)
            .find(|c| has_double(&c.ty) && matches!(c.ty, DynType::Struct(_)))
            .expect("some case has a double");
        let (ty, value) = shrink(&case.ty, &case.value, 10_000, |t, _| has_double(t));
        assert!(has_double(&ty));
        match &ty {
            DynType::Struct(a) => assert_eq!(a.fields.len(), 1, "{}", rust_case(&ty, &value)),
            _ => unreachable!(),
        }
    }
}
