//! Types and values described at run time.
//!
//! A [`DynType`] is laid out by the same `StructBuilder`/`UnionBuilder` the derive drives,
//! into the same [`Layout`] tree; [`write_dyn`] and [`read_dyn`] marshal a [`DynValue`] through any
//! `Layout` (derived or not) with the same bit-field range checks, packing and sign extension as
//! derived types. The conformance suite uses this to check thousands of generated types against
//! NVIDIA's compiler; [`cpp_initializer`] spells a value as a C++ initialiser for that purpose.

pub use crate::cpp::initializers::{cpp_initializer, cpp_initializer_from_image};
use crate::error::{Error, ErrorKind};
use crate::image::{bit_field_bits, bit_field_value, pack_bits_wide, unpack_bits_wide};
use crate::layout::{
    AggregateBuilder, BitField, Compiler, Field, HostPlatform, Kind, Layout, Packing, Scalar,
    Variant,
};
#[allow(unused_imports)]
use crate::prelude::*;

/// A type described at run time.
#[derive(Clone, Debug)]
pub enum DynType {
    /// A fundamental type.
    Scalar(Scalar),
    /// A CUDA vector type, by its layout (e.g. `&<Float4 as PtxAbi>::LAYOUT`).
    Vector(&'static Layout),
    /// `void *`.
    Pointer,
    /// `elem[len]`, `len > 0`.
    Array(Box<DynType>, usize),
    /// A struct.
    Struct(DynAggregate),
    /// A union.
    Union(DynAggregate),
    /// A scoped enum.
    Enum {
        /// C++ name.
        name: String,
        /// Underlying integer type.
        repr: Scalar,
        /// `(name, value)` of each enumerator; at least one.
        variants: Vec<(String, i128)>,
    },
}

/// The members of a struct or union described at run time.
#[derive(Clone, Debug)]
pub struct DynAggregate {
    /// C++ name.
    pub name: String,
    /// Members in declaration order.
    pub fields: Vec<DynField>,
    /// `alignas` of the whole type, or 0 (raises only; 0 for a packed type).
    pub repr_align: usize,
    /// How the type is packed.
    pub packing: Packing,
}

/// A member described at run time.
#[derive(Clone, Debug)]
pub struct DynField {
    /// C++ name.
    pub name: String,
    /// Declared type.
    pub ty: DynType,
    /// Bit-field width, if a bit-field.
    pub bits: Option<u32>,
    /// Whether an unnamed bit-field.
    pub unnamed: bool,
    /// `alignas` of the member, or 0 (raises only; 0 in a packed type).
    pub align: usize,
}

fn leak_str(s: &str) -> &'static str {
    s.to_owned().leak()
}

impl DynType {
    /// Lays the type out as NVRTC does on the host this crate is compiled for
    /// ([`HostPlatform::TARGET`]). The `Layout` is leaked (it is `'static`, like derived ones):
    /// compute it once per type.
    ///
    /// The two compilers differ only on bit-fields under `#pragma pack(N)` (`ABI.md` §10), where
    /// the derive refuses a type they disagree on; compare with [`DynType::layout_as`]`(Nvcc)`.
    ///
    /// # Panics
    /// On descriptions the derive would reject at compile time (a bit-field wider than its type,
    /// a named zero-width bit-field, an alignment that is not a power of two up to 128 or that
    /// lowers, an empty aggregate or array).
    pub fn layout(&self) -> &'static Layout {
        self.layout_as(Compiler::Nvrtc)
    }

    /// Lays the type out as `compiler` does (see [`DynType::layout`]).
    pub fn layout_as(&self, compiler: Compiler) -> &'static Layout {
        self.layout_on(HostPlatform::TARGET, compiler)
    }

    /// Lays the type out as `compiler` does for kernels launched from `host` (on Windows both
    /// compilers follow MSVC's bit-field rules, `ABI.md` §4a): the layout a program built for
    /// that host computes. Leaked, as [`DynType::layout`].
    pub fn layout_on(&self, host: HostPlatform, compiler: Compiler) -> &'static Layout {
        Box::leak(Box::new(self.build(host, compiler)))
    }

    fn build(&self, host: HostPlatform, compiler: Compiler) -> Layout {
        match self {
            DynType::Scalar(s) => Layout::scalar(*s),
            DynType::Vector(layout) => **layout,
            DynType::Pointer => Layout {
                name: "void *",
                size: 8,
                align: 8,
                kind: Kind::Pointer { pointee: None },
            },
            DynType::Array(elem, len) => Layout::array(elem.layout_on(host, compiler), *len),
            DynType::Enum {
                name,
                repr,
                variants,
            } => {
                assert!(!variants.is_empty(), "an enum needs a variant");
                let variants: Vec<Variant> = variants
                    .iter()
                    .map(|(n, v)| Variant {
                        name: leak_str(n),
                        value: *v,
                    })
                    .collect();
                Layout {
                    name: leak_str(name),
                    kind: Kind::Enum {
                        repr: *repr,
                        variants: variants.leak(),
                    },
                    ..Layout::scalar(*repr)
                }
            }
            DynType::Struct(agg) | DynType::Union(agg) => {
                assert!(!agg.fields.is_empty(), "an aggregate needs a member");
                let is_union = matches!(self, DynType::Union(_));
                assert!(
                    agg.packing == Packing::None || (agg.repr_align == 0),
                    "a packed type cannot also be aligned (rustc: E0587)"
                );
                let mut builder = AggregateBuilder::new(is_union, agg.packing, compiler, host);
                let mut fields = Vec::with_capacity(agg.fields.len());
                for f in &agg.fields {
                    let layout = f.ty.layout_on(host, compiler);
                    let name = leak_str(&f.name);
                    fields.push(match f.bits {
                        Some(width) => {
                            let bits = builder.bit_field(layout, width, !f.unnamed);
                            Field::bit_field(name, layout, bits)
                        }
                        None => {
                            let offset = builder.field(layout, f.align);
                            Field::plain(name, offset, layout, f.align)
                        }
                    });
                }
                let (size, align) = builder.finish(agg.repr_align);
                let fields: &'static [Field] = fields.leak();
                let kind = if is_union {
                    Kind::Union {
                        fields,
                        repr_align: agg.repr_align,
                        packing: agg.packing,
                        type_args: &[],
                    }
                } else {
                    Kind::Struct {
                        fields,
                        repr_align: agg.repr_align,
                        packing: agg.packing,
                        type_args: &[],
                    }
                };
                Layout {
                    name: leak_str(&agg.name),
                    size,
                    align,
                    kind,
                }
            }
        }
    }
}

/// A value of a [`DynType`] (or of any [`Layout`]).
#[derive(Clone, Debug, PartialEq)]
pub enum DynValue {
    /// An integer, `bool` (0 or 1), or enum discriminant; also any bit-field's value.
    Int(i128),
    /// A `float`.
    F32(f32),
    /// A `double`.
    F64(f64),
    /// A 16-bit float's bits (`__half` or `__nv_bfloat16`).
    Half(u16),
    /// A pointer or handle.
    Address(u64),
    /// Members of a struct (one per member; unnamed bit-fields hold `Int(0)`), elements of an
    /// array or components of a vector.
    Items(Vec<DynValue>),
    /// A union through member `.0`.
    Member(usize, Box<DynValue>),
    /// A union's raw image, as read back (a union does not say which member is active).
    Bytes(Vec<u8>),
}

fn type_error(layout: &Layout) -> Error {
    Error::new(ErrorKind::ValueMismatch, layout.name)
}

fn scalar_of(layout: &Layout) -> Option<(Scalar, bool)> {
    match layout.kind {
        Kind::Scalar(s) => Some((s, false)),
        Kind::Enum { repr, .. } => Some((repr, true)),
        _ => None,
    }
}

fn check_integral(layout: &Layout, value: i128) -> Result<(), ErrorKind> {
    match layout.kind {
        Kind::Scalar(Scalar::Bool) if !(0..=1).contains(&value) => Err(ErrorKind::InvalidBool {
            value: value as u64,
        }),
        Kind::Enum { variants, .. } if !variants.iter().any(|v| v.value == value) => {
            Err(ErrorKind::InvalidDiscriminant { value })
        }
        _ => Ok(()),
    }
}

/// Writes `value`, of type `layout`, into `out` (exactly `layout.size` bytes, all zero).
///
/// A buffer of another length is an [`ErrorKind::WrongLength`] error, and a value of another
/// shape than the type (a float for an integer, the wrong number of members) an
/// [`ErrorKind::ValueMismatch`] naming the type.
pub fn write_dyn(layout: &Layout, value: &DynValue, out: &mut [u8]) -> Result<(), Error> {
    if out.len() != layout.size {
        return Err(Error::new(
            ErrorKind::WrongLength {
                expected: layout.size,
                actual: out.len(),
            },
            layout.name,
        ));
    }
    match (&layout.kind, value) {
        (Kind::Scalar(s), v) => write_scalar(layout, *s, v, out),
        (Kind::Enum { repr, .. }, DynValue::Int(i)) => {
            check_integral(layout, *i).map_err(|k| Error::new(k, layout.name))?;
            write_scalar(layout, *repr, value, out)
        }
        (Kind::Pointer { .. } | Kind::Handle(_), DynValue::Address(a)) => {
            out[..layout.size].copy_from_slice(&a.to_le_bytes()[..layout.size]);
            Ok(())
        }
        (Kind::Vector { elem, len, .. }, DynValue::Items(items)) if items.len() == *len => {
            let size = elem.size();
            for (i, item) in items.iter().enumerate() {
                write_scalar(layout, *elem, item, &mut out[i * size..(i + 1) * size])?;
            }
            Ok(())
        }
        (Kind::Array { elem, len }, DynValue::Items(items)) if items.len() == *len => {
            for (i, item) in items.iter().enumerate() {
                write_dyn(elem, item, &mut out[i * elem.size..(i + 1) * elem.size])
                    .map_err(|e| e.within_element(layout.name, i))?;
            }
            Ok(())
        }
        (Kind::Struct { fields, .. }, DynValue::Items(items)) if items.len() == fields.len() => {
            for (f, item) in fields.iter().zip(items) {
                write_member(layout, f, item, out)?;
            }
            Ok(())
        }
        (Kind::Union { fields, .. }, DynValue::Member(i, item)) if *i < fields.len() => {
            write_member(layout, &fields[*i], item, out)
        }
        (Kind::Union { .. } | Kind::TensorMap(_), DynValue::Bytes(bytes))
            if bytes.len() == layout.size =>
        {
            out.copy_from_slice(bytes);
            Ok(())
        }
        _ => Err(type_error(layout)),
    }
}

fn write_member(parent: &Layout, f: &Field, value: &DynValue, out: &mut [u8]) -> Result<(), Error> {
    match (f.bits, value) {
        (Some(BitField { named: false, .. }), _) => Ok(()),
        (Some(bits), DynValue::Int(v)) => {
            let (scalar, _) = scalar_of(f.layout).ok_or_else(|| type_error(f.layout))?;
            let raw = check_integral(f.layout, *v)
                .and_then(|()| bit_field_bits(*v, bits.width, scalar.is_signed_integer()))
                .map_err(|k| Error::at(k, parent.name, f.name))?;
            pack_bits_wide(out, bits.bit_offset, bits.width, raw);
            Ok(())
        }
        (Some(_), _) => Err(type_error(f.layout)),
        (None, v) => write_dyn(f.layout, v, &mut out[f.offset..f.offset + f.layout.size])
            .map_err(|e| e.within(parent.name, f.name)),
    }
}

fn write_scalar(layout: &Layout, s: Scalar, v: &DynValue, out: &mut [u8]) -> Result<(), Error> {
    let bytes: [u8; 16] = match (s, v) {
        (Scalar::F32, DynValue::F32(x)) => u128::from(x.to_bits()).to_le_bytes(),
        (Scalar::F64, DynValue::F64(x)) => u128::from(x.to_bits()).to_le_bytes(),
        (Scalar::F16 | Scalar::Bf16, DynValue::Half(h)) => u128::from(*h).to_le_bytes(),
        (s, DynValue::Int(i)) if s.is_integral() => {
            check_integral(&Layout::scalar(s), *i).map_err(|k| Error::new(k, layout.name))?;
            // The integer must fit the type: a full-width "bit-field".
            let raw = bit_field_bits(*i, s.size() as u32 * 8, s.is_signed_integer())
                .map_err(|k| Error::new(k, layout.name))?;
            raw.to_le_bytes()
        }
        _ => return Err(type_error(layout)),
    };
    out[..s.size()].copy_from_slice(&bytes[..s.size()]);
    Ok(())
}

fn read_scalar(layout: &Layout, s: Scalar, bytes: &[u8]) -> Result<DynValue, Error> {
    let mut raw = [0u8; 16];
    raw[..s.size()].copy_from_slice(&bytes[..s.size()]);
    let raw = u128::from_le_bytes(raw);
    Ok(match s {
        Scalar::F32 => DynValue::F32(f32::from_bits(raw as u32)),
        Scalar::F64 => DynValue::F64(f64::from_bits(raw as u64)),
        Scalar::F16 | Scalar::Bf16 => DynValue::Half(raw as u16),
        s => {
            let v = bit_field_value(raw, s.size() as u32 * 8, s.is_signed_integer());
            check_integral(layout, v).map_err(|k| Error::new(k, layout.name))?;
            DynValue::Int(v)
        }
    })
}

/// Reads a value of type `layout` from its image (exactly `layout.size` bytes). Unions read back
/// as [`DynValue::Bytes`].
pub fn read_dyn(layout: &Layout, bytes: &[u8]) -> Result<DynValue, Error> {
    if bytes.len() != layout.size {
        return Err(Error::new(
            ErrorKind::WrongLength {
                expected: layout.size,
                actual: bytes.len(),
            },
            layout.name,
        ));
    }
    match layout.kind {
        Kind::Scalar(s) | Kind::Enum { repr: s, .. } => read_scalar(layout, s, bytes),
        Kind::Pointer { .. } | Kind::Handle(_) => {
            let mut raw = [0u8; 8];
            raw[..layout.size].copy_from_slice(bytes);
            Ok(DynValue::Address(u64::from_le_bytes(raw)))
        }
        Kind::Vector { elem, len, .. } => (0..len)
            .map(|i| read_scalar(layout, elem, &bytes[i * elem.size()..]))
            .collect::<Result<_, _>>()
            .map(DynValue::Items),
        Kind::Array { elem, len } => (0..len)
            .map(|i| {
                read_dyn(elem, &bytes[i * elem.size..(i + 1) * elem.size])
                    .map_err(|e| e.within_element(layout.name, i))
            })
            .collect::<Result<_, _>>()
            .map(DynValue::Items),
        Kind::Struct { fields, .. } => fields
            .iter()
            .map(|f| match f.bits {
                Some(BitField { named: false, .. }) => Ok(DynValue::Int(0)),
                Some(bits) => {
                    let signed = scalar_of(f.layout).is_some_and(|(s, _)| s.is_signed_integer());
                    let raw = unpack_bits_wide(bytes, bits.bit_offset, bits.width);
                    let v = bit_field_value(raw, bits.width, signed);
                    check_integral(f.layout, v).map_err(|k| Error::at(k, layout.name, f.name))?;
                    Ok(DynValue::Int(v))
                }
                None => read_dyn(f.layout, &bytes[f.offset..f.offset + f.layout.size])
                    .map_err(|e| e.within(layout.name, f.name)),
            })
            .collect::<Result<_, _>>()
            .map(DynValue::Items),
        Kind::Union { .. } | Kind::TensorMap(_) => Ok(DynValue::Bytes(bytes.to_vec())),
    }
}

/// The device image of `value` of type `layout`.
pub fn dyn_to_device_bytes(layout: &Layout, value: &DynValue) -> Result<Vec<u8>, Error> {
    let mut out = vec![0u8; layout.size];
    write_dyn(layout, value, &mut out)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(s: Scalar) -> DynType {
        DynType::Scalar(s)
    }

    fn bits(name: &str, ty: DynType, width: u32) -> DynField {
        DynField {
            name: name.into(),
            ty,
            bits: Some(width),
            unnamed: false,
            align: 0,
        }
    }

    fn plain(name: &str, ty: DynType) -> DynField {
        DynField {
            name: name.into(),
            ty,
            bits: None,
            unnamed: false,
            align: 0,
        }
    }

    /// The spec's "boundary alignment" figure, described at run time: the same layout and image
    /// as `ABI.md` §2 gives (size 12, align 4, `fd c9 00 07 ff 00 ff 01 09 00 00 00`).
    #[test]
    fn boundary_alignment_figure_at_run_time() {
        let ty = DynType::Struct(DynAggregate {
            name: "B".into(),
            fields: vec![
                bits("s", int(Scalar::I16), 9),
                bits("j", int(Scalar::I32), 9),
                plain("c", int(Scalar::I8)),
                bits("t", int(Scalar::I16), 9),
                bits("u", int(Scalar::I16), 9),
                plain("d", int(Scalar::I8)),
            ],
            repr_align: 0,
            packing: Packing::None,
        });
        let layout = ty.layout();
        assert_eq!((layout.size, layout.align), (12, 4));
        let value = DynValue::Items(
            [-3, 100, 7, 255, -1, 9]
                .into_iter()
                .map(DynValue::Int)
                .collect(),
        );
        let image = dyn_to_device_bytes(layout, &value).unwrap();
        assert_eq!(image, [0xfd, 0xc9, 0, 7, 0xff, 0, 0xff, 1, 9, 0, 0, 0]);
        assert_eq!(read_dyn(layout, &image).unwrap(), value);
        assert_eq!(
            cpp_initializer(layout, &value).unwrap(),
            "{-3, 100, 7, 255, -1, 9}"
        );
        // 256 does not fit `short t:9` (range -256..=255).
        let bad = DynValue::Items(
            [0, 0, 0, 256, 0, 0]
                .into_iter()
                .map(DynValue::Int)
                .collect(),
        );
        let err = dyn_to_device_bytes(layout, &bad).unwrap_err();
        assert_eq!((err.type_name(), err.field()), ("B", "t"));
    }

    #[test]
    fn values_of_another_shape_and_short_buffers_are_errors() {
        let point = DynType::Struct(DynAggregate {
            name: "Point".into(),
            fields: vec![plain("x", int(Scalar::F32)), plain("n", int(Scalar::I32))],
            repr_align: 0,
            packing: Packing::None,
        })
        .layout();
        let good = DynValue::Items(vec![DynValue::F32(1.0), DynValue::Int(2)]);
        let mut out = vec![0u8; 8];
        write_dyn(point, &good, &mut out).expect("the right shape");
        for wrong in [
            DynValue::Items(vec![DynValue::F32(1.0)]),
            DynValue::Items(vec![DynValue::Int(1), DynValue::Int(2)]),
            DynValue::Int(3),
            DynValue::Member(0, Box::new(DynValue::F32(1.0))),
        ] {
            let error = write_dyn(point, &wrong, &mut [0u8; 8]).expect_err("wrong shape");
            assert_eq!(error.kind(), &ErrorKind::ValueMismatch, "{wrong:?}");
        }
        let error = write_dyn(point, &good, &mut [0u8; 7]).expect_err("short");
        assert_eq!(
            error.kind(),
            &ErrorKind::WrongLength {
                expected: 8,
                actual: 7
            }
        );
        assert_eq!(error.type_name(), "Point");
        let error = read_dyn(point, &[0u8; 9]).expect_err("long");
        assert!(matches!(error.kind(), ErrorKind::WrongLength { .. }));
    }
}
