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
use std::sync::LazyLock;

use ptx_abi_core::bits::bit_range;
use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::dynamic::{
    cpp_initializer, dyn_to_device_bytes, DynAggregate, DynField, DynType, DynValue,
};
use ptx_abi_core::layout::{Compiler, Kind, Layout, Packing, Scalar};
use ptx_abi_core::vector::VectorType;
use rand::Rng;
use rand::SeedableRng;
pub use rand_chacha::ChaCha8Rng;

mod printing;
mod shrinking;
mod values;

pub use printing::{cpp_case, hex, rust_case, rust_source, rust_value};
pub use shrinking::shrink;
pub use values::{covered_mask, meaningful_mask, random_bytes, random_value, read_back_form};

/// The CUDA vector types of `vector::ALL` with components of `pred`'s kind, in its order (the
/// order seeds were drawn in: case `i` of seed `s` stays the same).
fn vectors(pred: impl Fn(&VectorType) -> bool) -> Vec<&'static Layout> {
    // The 16-bit float pairs need `cuda_fp16.h`/`cuda_bf16.h`, which the random cases do not
    // include.
    ptx_abi_core::vector::ALL
        .iter()
        .filter(|v| {
            !matches!(
                v.layout.kind,
                Kind::Vector {
                    elem: Scalar::F16 | Scalar::Bf16,
                    ..
                }
            )
        })
        .filter(|v| pred(v))
        .map(|v| v.layout)
        .collect()
}

/// CUDA vector types every NVRTC declares without a header (`vector_types.h` is built in).
static VECTORS: LazyLock<Vec<&'static Layout>> =
    LazyLock::new(|| vectors(|v| v.since_cuda() == ptx_abi_core::layout::CudaVersion::Cuda12));

/// CUDA 13's explicitly aligned 4-element vectors (NVRTC 12 does not know them).
static VECTORS_CUDA13: LazyLock<Vec<&'static Layout>> =
    LazyLock::new(|| vectors(|v| v.since_cuda() == ptx_abi_core::layout::CudaVersion::Cuda13));

/// Fundamental types usable without headers (no `__half`, no `__nv_bfloat16`), ordered so that
/// the lists below are slices of it. `__int128` needs NVRTC's `--device-int128`, which the oracle
/// passes.
const SCALARS: [Scalar; 13] = [
    Scalar::Bool,
    Scalar::U8,
    Scalar::I8,
    Scalar::U16,
    Scalar::I16,
    Scalar::U32,
    Scalar::I32,
    Scalar::U64,
    Scalar::I64,
    Scalar::U128,
    Scalar::I128,
    Scalar::F32,
    Scalar::F64,
];

/// The ten integer types a bit-field may have besides `bool` and enums (spec 1.3, and
/// `__int128`).
pub const INTEGERS: &[Scalar] = SCALARS.split_at(1).1.split_at(10).0;

/// The integer types a C++ enum may have as its underlying type here (8 to 64 bits).
const ENUM_REPRS: &[Scalar] = INTEGERS.split_at(8).0;

/// The 1- and 2-byte types, for "narrow" cases: aggregates aligned to 1 or 2, where the
/// bit-field units are small and long arrays pass 128 bytes with a small alignment.
const NARROW_SCALARS: &[Scalar] = SCALARS.split_at(5).0;

/// The vector types aligned to 1 or 2.
static NARROW_VECTORS: LazyLock<Vec<&'static Layout>> =
    LazyLock::new(|| vectors(|v| v.layout.align <= 2));

/// The 1- and 2-byte integers.
const NARROW_INTEGERS: &[Scalar] = INTEGERS.split_at(4).0;

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
            self.pick(NARROW_SCALARS)
        } else {
            self.pick(&SCALARS)
        }
    }

    fn integer(&mut self) -> Scalar {
        if self.narrow {
            self.pick(NARROW_INTEGERS)
        } else {
            self.pick(INTEGERS)
        }
    }

    fn enum_repr(&mut self) -> Scalar {
        if self.narrow {
            self.pick(NARROW_INTEGERS)
        } else {
            self.pick(ENUM_REPRS)
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

    /// An alignment that raises `natural` (or keeps it): a lowering one is refused (`ABI.md`
    /// §10), so none is drawn.
    fn alignment(&mut self, natural: usize) -> usize {
        let low = natural.trailing_zeros();
        1 << self.rng.gen_range(low..=7)
    }

    /// A member's type; `depth` is how many levels of nesting it may still use.
    fn member_type(&mut self, depth: u32) -> DynType {
        let roll = self.rng.gen_range(0..100);
        match roll {
            _ if depth == 0 || roll < 38 => DynType::Scalar(self.scalar()),
            38..=52 => self.vector(),
            53..=56 if !self.narrow => DynType::Pointer,
            53..=64 => {
                let repr = self.enum_repr();
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
            let repr = self.enum_repr();
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
        let mut field = DynField {
            name: format!("m{index}"),
            ty,
            bits: None,
            unnamed: false,
            align: 0,
        };
        if self.percent(15) {
            field.align = self.alignment(field.ty.layout().align);
        }
        field
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
        let mut agg = DynAggregate {
            name,
            fields,
            repr_align: 0,
            packing: Packing::None,
        };
        let wrap = |agg: DynAggregate| {
            if is_union {
                DynType::Union(agg)
            } else {
                DynType::Struct(agg)
            }
        };
        if self.percent(15) && agg.fields.iter().all(|f| rust_packable(&f.ty)) {
            // Packed: `#pragma pack(N)` or GNU `packed` (`ABI.md` §10). Packing caps member
            // alignments, which rustc and C++ compilers refuse to combine with `alignas`.
            agg.packing = if self.percent(30) {
                Packing::Gnu
            } else {
                Packing::Pragma(1 << self.rng.gen_range(0..=4))
            };
            for f in &mut agg.fields {
                f.align = 0;
            }
            let packed = wrap(agg.clone());
            if packed
                .layout()
                .same_placement(packed.layout_as(Compiler::Nvcc))
            {
                return packed;
            }
            // NVRTC and nvcc place its bit-fields differently, which the derive refuses:
            // unpacked instead (the test of the two rules draws such types on purpose).
            agg.packing = Packing::None;
        } else if self.percent(20) {
            let natural = wrap(agg.clone()).layout().align;
            agg.repr_align = self.alignment(natural);
        }
        wrap(agg)
    }
}

/// Whether rustc lets a packed type hold `ty`: not if it holds, at any depth, a type declared
/// `#[repr(align(N))]` (error E0588), as the Rust spellings of CUDA's vector types, tensor maps
/// and aligned aggregates are; so that every drawn type renders as Rust that compiles
/// ([`rust_source`]).
fn rust_packable(ty: &DynType) -> bool {
    match ty {
        DynType::Vector(_) => false,
        DynType::Scalar(_) | DynType::Pointer | DynType::Enum { .. } => true,
        DynType::Array(elem, _) => rust_packable(elem),
        DynType::Struct(a) | DynType::Union(a) => {
            a.repr_align == 0 && a.fields.iter().all(|f| rust_packable(&f.ty))
        }
    }
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
