//! `read_dyn` on random bytes, as a random `DynType` built from the input's first bytes: structs,
//! unions (packed or not, raised alignments), arrays, vectors, enums, pointers and bit-fields of
//! every width their type allows. Bytes that are not a value must be an error, never a panic; a
//! value read must write back (`write_dyn`) to an image that reads back to the same image.
//!
//! `DynType::layout` leaks its `Layout` by design (layouts are `'static`, like derived ones):
//! layouts are built once per distinct type and kept, so that memory grows with the number of
//! types tried, not of runs (`tools/fuzz.sh` turns LeakSanitizer off for this reason).
#![no_main]

use std::collections::HashMap;
use std::sync::Mutex;

use arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use ptx_abi_core::dynamic::{
    cpp_initializer, read_dyn, write_dyn, DynAggregate, DynField, DynType, DynValue,
};
use ptx_abi_core::layout::{Layout, Packing, Scalar};
use ptx_abi_core::vector::{Double2, Float3, Float4, Int2, Uchar3};
use ptx_abi_core::PtxAbi;

/// Every fundamental type; `SCALARS[1..11]` are the integers an enum may have underneath.
const SCALARS: [Scalar; 15] = [
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
    Scalar::F16,
    Scalar::Bf16,
    Scalar::F32,
    Scalar::F64,
];

/// The width in bits of a type a bit-field may have (an integer, `bool`, or an enum's).
fn bit_field_width(s: Scalar) -> Option<u32> {
    s.is_integral().then(|| s.size() as u32 * 8)
}

fn vector(u: &mut Unstructured) -> Result<&'static Layout> {
    Ok(*u.choose(&[
        &<Float3 as PtxAbi>::LAYOUT,
        &<Float4 as PtxAbi>::LAYOUT,
        &<Int2 as PtxAbi>::LAYOUT,
        &<Double2 as PtxAbi>::LAYOUT,
        &<Uchar3 as PtxAbi>::LAYOUT,
    ])?)
}

fn enumeration(u: &mut Unstructured, n: &mut usize) -> Result<DynType> {
    let repr = *u.choose(&SCALARS[1..11])?;
    let (lo, hi) = ptx_abi_core::bits::bit_range(repr.size() as u32 * 8, repr.is_signed_integer());
    let mut variants = Vec::new();
    for i in 0..u.int_in_range(1..=4)? {
        let value = u.arbitrary::<i128>()?.clamp(lo, hi);
        if variants.iter().all(|(_, v)| *v != value) {
            variants.push((format!("V{i}"), value));
        }
    }
    *n += 1;
    Ok(DynType::Enum {
        name: format!("E{n}"),
        repr,
        variants,
    })
}

fn ty(u: &mut Unstructured, depth: u32, n: &mut usize) -> Result<DynType> {
    let kinds = if depth >= 3 { 4 } else { 7 };
    Ok(match u.int_in_range(0..=kinds - 1)? {
        0 => DynType::Scalar(*u.choose(&SCALARS)?),
        1 => DynType::Vector(vector(u)?),
        2 => enumeration(u, n)?,
        3 => DynType::Pointer,
        4 => DynType::Array(Box::new(ty(u, depth + 1, n)?), u.int_in_range(1..=4)?),
        5 => DynType::Struct(aggregate(u, depth, n)?),
        _ => DynType::Union(aggregate(u, depth, n)?),
    })
}

fn aggregate(u: &mut Unstructured, depth: u32, n: &mut usize) -> Result<DynAggregate> {
    let packing = match u.int_in_range(0..=5)? {
        0 => Packing::Pragma(*u.choose(&[1, 2, 4, 8])?),
        1 => Packing::Gnu,
        _ => Packing::None,
    };
    let packed = packing != Packing::None;
    let mut fields = Vec::new();
    for i in 0..u.int_in_range(1..=5)? {
        let ty = ty(u, depth + 1, n)?;
        let width = match &ty {
            DynType::Scalar(s) => bit_field_width(*s),
            DynType::Enum { repr, .. } => bit_field_width(*repr),
            _ => None,
        };
        let (bits, unnamed) = match width {
            Some(max) if u.ratio(1, 2)? => {
                let unnamed = u.ratio(1, 5)?;
                let low = if unnamed { 0 } else { 1 };
                (Some(u.int_in_range(low..=max)?), unnamed)
            }
            _ => (None, false),
        };
        let align = if packed || bits.is_some() {
            0
        } else {
            match layout_of(&ty) {
                Some(layout) => raised(u, layout.align)?,
                None => return Err(arbitrary::Error::NotEnoughData),
            }
        };
        fields.push(DynField {
            name: format!("m{i}"),
            ty,
            bits,
            unnamed,
            align,
        });
    }
    if fields.iter().all(|f| f.unnamed) {
        // An aggregate of unnamed bit-fields only has no member C++ can name: give it one.
        fields.push(DynField {
            name: "last".to_owned(),
            ty: DynType::Scalar(Scalar::U8),
            bits: None,
            unnamed: false,
            align: 0,
        });
    }
    *n += 1;
    let mut aggregate = DynAggregate {
        name: format!("T{n}"),
        fields,
        repr_align: 0,
        packing,
    };
    if !packed {
        let Some(layout) = layout_of(&DynType::Struct(aggregate.clone())) else {
            return Err(arbitrary::Error::NotEnoughData);
        };
        aggregate.repr_align = raised(u, layout.align)?;
    }
    Ok(aggregate)
}

/// No `alignas`, most of the time, or one that raises `natural` (a lowering one is refused, as
/// the derive refuses it: `ABI.md` section 10).
fn raised(u: &mut Unstructured, natural: usize) -> Result<usize> {
    Ok(match u.int_in_range(0..=5)? {
        4 => (natural * 2).min(128),
        5 => (natural * 4).min(128),
        _ => 0,
    })
}

/// Every distinct type's layout, built once (see the module documentation), up to
/// `MAX_TYPES` of them: past that, inputs describing a new type are skipped, so that memory stays
/// bounded over a long run (about 10 KiB per type, nested layouts included).
static LAYOUTS: Mutex<Option<HashMap<String, &'static Layout>>> = Mutex::new(None);
const MAX_TYPES: usize = 20_000;

fn layout_of(ty: &DynType) -> Option<&'static Layout> {
    let mut layouts = LAYOUTS.lock().unwrap();
    let layouts = layouts.get_or_insert_with(HashMap::new);
    let key = format!("{ty:?}");
    if let Some(layout) = layouts.get(&key) {
        return Some(layout);
    }
    if layouts.len() >= MAX_TYPES {
        return None;
    }
    let layout = ty.layout();
    layouts.insert(key, layout);
    Some(layout)
}

fuzz_target!(|data: &[u8]| {
    // The first bytes describe the type (at most 32 of them), the rest is its image.
    let split = usize::from(*data.first().unwrap_or(&0) % 32).min(data.len());
    let (description, image) = data.split_at(split);
    let mut u = Unstructured::new(description);
    let Ok(ty) = ty(&mut u, 0, &mut 0) else {
        return;
    };
    let Some(layout) = layout_of(&ty) else {
        return;
    };
    if image.len() < layout.size {
        return;
    }
    let bytes = &image[..layout.size];
    if let Ok(value) = read_dyn(layout, bytes) {
        let _ = cpp_initializer(layout, &value);
        let mut out = vec![0u8; layout.size];
        write_dyn(layout, &value, &mut out).expect("a value read writes back");
        let again: DynValue = read_dyn(layout, &out).expect("its image reads back");
        let mut out_again = vec![0u8; layout.size];
        write_dyn(layout, &again, &mut out_again).expect("and writes back again");
        assert_eq!(out, out_again, "{}", layout.name);
    }
});
