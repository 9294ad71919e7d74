//! Shrinking a failing random case ([`shrink`]): smaller types and simpler values that still
//! fail, so that the printed case is small. Drawing and printing live beside this module.

use super::*;

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
            without_alignas(agg, value, &rebuild, &mut out);
            for (i, f) in agg.fields.iter().enumerate() {
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
            without_alignas(agg, value, &rebuild, &mut out);
            for (i, f) in agg.fields.iter().enumerate() {
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

/// The aggregate without its `alignas`, then without each member's, the value unchanged: the
/// same candidates for a struct and a union.
fn without_alignas(
    agg: &DynAggregate,
    value: &DynValue,
    rebuild: &dyn Fn(DynAggregate) -> DynType,
    out: &mut Vec<(DynType, DynValue)>,
) {
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
    }
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
