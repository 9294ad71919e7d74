//! The types of a kernel's parameters: fundamental, CUDA's, or the file's records and enums,
//! each named as the types import names it.

use clang::{Entity, EntityKind, SizeofError, Type, TypeKind};

use super::{file_of, KernelReader, TypeOrigin};
use crate::import::cuda_names::STUB_DIR;
use crate::import::parse::{clash, namespaced, scalar_of, untyped_pointee};
use crate::import::CxxType;

impl<'a> KernelReader<'a> {
    /// Records the parameters of template kernel `template` whose types do not depend on its
    /// arguments ([`super::CuSource::template_params`]); a type the kernels cannot take is
    /// refused with the instances that take it.
    pub(super) fn template_params(&mut self, template: &Entity<'a>) {
        let mut params = Vec::new();
        for param in template.get_children() {
            let Some(ty) = (param.get_kind() == EntityKind::ParmDecl)
                .then(|| param.get_type())
                .flatten()
            else {
                continue;
            };
            if !dependent(ty) {
                if let Ok((ty, _)) = self.param_type(&ty) {
                    params.push(ty);
                }
            }
        }
        let name = template.get_name().unwrap_or_default();
        let cpp_name = super::qualified_name(template);
        self.out.template_params.push((cpp_name, name, params));
    }

    /// A parameter's type, and for a pointer whether it points to `const`.
    pub(super) fn param_type(&mut self, ty: &Type<'a>) -> Result<(CxxType, bool), String> {
        let canonical = ty.get_canonical_type();
        // A parameter declared as an array is a pointer to its element (C++ [dcl.fct]: `const
        // uint8_t salt[16]` and `double c[][N][N]` are `const uint8_t *` and `double (*)[N][N]`
        // in the kernel's type and its `.param`s); libclang shows the array as written.
        if let Some(element) = array_element(ty) {
            return self.pointer_to(element?);
        }
        match canonical.get_kind() {
            // A reference is the address it binds, a `.param .u64` as a pointer's (nvcc's PTX
            // for `const unsigned &n`): the kernel reads through it, so it is a device pointer.
            TypeKind::Pointer | TypeKind::LValueReference | TypeKind::RValueReference => {
                // The pointee as written (`const float4 *`, `CUtensorMap *`): CUDA's names
                // come from the spelling, before typedefs are resolved.
                let pointee = ty
                    .get_pointee_type()
                    .or_else(|| canonical.get_pointee_type())
                    .ok_or("a pointer without a pointee")?;
                self.pointer_to(pointee)
            }
            _ => Ok((self.value_type(ty)?, false)),
        }
    }

    /// A pointer parameter to `pointee`, and whether that is `const` (for an array, its
    /// innermost element: `const double (*)[N]` points to `const`).
    fn pointer_to(&mut self, pointee: Type<'a>) -> Result<(CxxType, bool), String> {
        let mut innermost = pointee;
        while let Some(Ok(e)) = array_element(&innermost) {
            innermost = e;
        }
        let constant =
            pointee.is_const_qualified() || innermost.get_canonical_type().is_const_qualified();
        if untyped_pointee(&pointee) {
            return Ok((CxxType::Pointer(None), constant));
        }
        // A pointer to a type ptx-abi does not model (CUDA's FP8 types) is an address all the
        // same: untyped.
        let inner = match self.value_type(&pointee) {
            Err(why) if why.contains("ptx-abi does not model") => {
                return Ok((CxxType::Pointer(None), constant))
            }
            inner => inner?,
        };
        Ok((CxxType::Pointer(Some(Box::new(inner))), constant))
    }

    /// A type by value: a fundamental type, one of CUDA's, or a named record or enum.
    fn value_type(&mut self, ty: &Type<'a>) -> Result<CxxType, String> {
        // CUDA's names, through any typedef chain that reaches one (`cudaTextureObject_t`,
        // `CUtensorMap`, `float4`).
        let mut t = *ty;
        // The typedef nearest the record, which names an anonymous one (`typedef struct { ... }
        // vec4_t;`, as the importer names it): its name and C++ spelling.
        let mut typedef: Option<(String, String)> = None;
        loop {
            let spelled = t.get_display_name();
            let bare = unqualified(&spelled).trim_start_matches("struct ").trim();
            if let Some(cuda) = self.cuda.named(bare) {
                return Ok(cuda);
            }
            match t.get_kind() {
                TypeKind::Typedef | TypeKind::Elaborated => {
                    let next = match t.get_kind() {
                        TypeKind::Elaborated => t.get_elaborated_type(),
                        _ => {
                            let decl = t.get_declaration();
                            if let Some(d) = &decl {
                                typedef = d.get_name().map(|n| (n, bare.to_owned()));
                            }
                            decl.and_then(|d| d.get_typedef_underlying_type())
                        }
                    };
                    match next {
                        Some(n) => t = n,
                        None => break,
                    }
                }
                _ => break,
            }
        }
        let canonical = ty.get_canonical_type();
        if let Some(s) = scalar_of(&canonical, self.host) {
            return Ok(CxxType::Scalar(s));
        }
        match canonical.get_kind() {
            TypeKind::Record | TypeKind::Enum => {
                let decl = canonical
                    .get_declaration()
                    .ok_or("a type without a declaration")?;
                // An enum whose enumerators repeat a value is its underlying integer, as the
                // types import writes it where a record holds one.
                if let Some(integer) = crate::import::parse::integer_enum(&decl, self.host) {
                    return Ok(CxxType::Scalar(integer));
                }
                let anonymous = decl.get_name().is_none() || decl.is_anonymous();
                if anonymous && typedef.is_none() {
                    // A template's parameter substituted by the typedef of an anonymous
                    // record (`k<LA32>` of `typedef struct { ... } LA32;`) is spelled as the
                    // typedef, which is not in the type's chain.
                    let spelled = ty.get_display_name();
                    let bare = unqualified(&spelled);
                    let identifier = |p: &str| {
                        p.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic())
                            && p.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
                    };
                    if bare.split("::").all(identifier) {
                        let last = bare.rsplit("::").next().unwrap_or(bare);
                        typedef = Some((last.to_owned(), bare.to_owned()));
                    }
                }
                if anonymous && typedef.is_none() {
                    return Err("an anonymous type: give it a name in the header".to_owned());
                }
                let spelled =
                    unqualified(&crate::import::parse::written_spelling(&canonical)).to_owned();
                let (name, cpp) = match typedef.filter(|_| anonymous) {
                    // C's `typedef struct { ... } vec4_t;`: the record is the typedef's.
                    Some((name, spelled)) => (name, spelled),
                    // A class template's specialization, named for its arguments
                    // (`Pair<float>` is `Pair_float`), imported as the types import names it.
                    None if decl.get_template().is_some() => {
                        let name = crate::import::parse::specialization_name(&canonical);
                        let name = namespaced(&decl, name, &self.clashing);
                        self.specializations.insert(name.clone(), canonical);
                        (name, spelled)
                    }
                    None => {
                        let name = decl.get_name().unwrap_or_default();
                        (namespaced(&decl, name, &self.clashing), spelled)
                    }
                };
                if let Some(cuda) = self.cuda.named(&name) {
                    return Ok(cuda);
                }
                let mut file = file_of(&decl).unwrap_or_default();
                // A CUDA record the file defines in a branch the preprocessor left out: CUDA's
                // headers defined it (`cuda_names::own_types`).
                if file.ends_with(crate::import::cuda_names::OWN_TYPES) {
                    if let Some(cuda) = crate::import::cuda_names::cuda_named(&name, self.host) {
                        return Ok(cuda);
                    }
                }
                if file.starts_with(STUB_DIR) {
                    let mut runtime = crate::import::cuda_names::RUNTIME_STRUCTS.iter();
                    if !runtime.any(|(n, _)| *n == name) {
                        // A type of CUDA's headers ptx-abi does not model (the stand-in
                        // declares its name only): its layout is not known.
                        return Err(format!(
                            "`{cpp}` is a type of CUDA's `{}` whose layout ptx-abi does not \
                             model: pass it behind a pointer, or as an integer of its size",
                            file.file_name()
                                .and_then(|f| f.to_str())
                                .unwrap_or("headers")
                        ));
                    }
                    // Declared with its members in every read of the file (not in the file's
                    // own text): imported from this read by its type, as a specialization is.
                    self.specializations.insert(name.clone(), canonical);
                    file = self.file.into();
                }
                let origin = TypeOrigin { cpp, file };
                match self.out.types.get(&name) {
                    Some(seen) if seen.cpp != origin.cpp => {
                        let names = (seen.cpp.as_str(), origin.cpp.as_str(), name.as_str());
                        return Err(clash(names, &self.clashing, &mut self.met));
                    }
                    _ => {
                        self.out.types.insert(name.clone(), origin);
                    }
                }
                Ok(CxxType::Named(name))
            }
            // A pointer the kernel reads from device memory (`const float **srcs`): a device
            // pointer held there, `DevicePtr<T>`.
            TypeKind::Pointer => {
                let pointee = canonical
                    .get_pointee_type()
                    .ok_or("a pointer without a pointee")?;
                if untyped_pointee(&pointee) {
                    return Ok(CxxType::Pointer(None));
                }
                let pointee = ty
                    .get_canonical_type()
                    .get_pointee_type()
                    .unwrap_or(pointee);
                Ok(CxxType::Pointer(Some(Box::new(self.value_type(&pointee)?))))
            }
            // What a pointer to an array points to (`double (*)[N][N]`, a parameter declared
            // `double c[][N][N]`): the array, laid out as a member of its type would be.
            TypeKind::ConstantArray => {
                let element = array_element(ty).transpose()?.ok_or("an array")?;
                let len = canonical.get_size().ok_or("an array without a length")?;
                Ok(CxxType::Array(Box::new(self.value_type(&element)?), len))
            }
            _ => Err(format!(
                "`{}` is not a type ptx-abi passes to a kernel",
                canonical.get_display_name()
            )),
        }
    }
}

/// A type's spelling without its `const` and `volatile`: one type, however a parameter
/// qualifies it (`volatile Node *` and `const Node *` both point to `Node`).
fn unqualified(spelled: &str) -> &str {
    let mut rest = spelled.trim();
    while let Some(r) = rest
        .strip_prefix("const ")
        .or_else(|| rest.strip_prefix("volatile "))
    {
        rest = r.trim_start();
    }
    rest
}

/// The element type of `ty` where it is an array (as written where libclang has it, for
/// CUDA's names), `None` where it is not one.
fn array_element<'a>(ty: &Type<'a>) -> Option<Result<Type<'a>, String>> {
    let canonical = ty.get_canonical_type();
    match canonical.get_kind() {
        TypeKind::ConstantArray
        | TypeKind::IncompleteArray
        | TypeKind::VariableArray
        | TypeKind::DependentSizedArray => Some(
            (ty.get_element_type())
                .or_else(|| canonical.get_element_type())
                .ok_or_else(|| "an array without an element type".to_owned()),
        ),
        _ => None,
    }
}

/// Whether `ty`, or what it points or refers to, depends on a template's parameters.
fn dependent(mut ty: Type) -> bool {
    loop {
        if matches!(ty.get_sizeof(), Err(SizeofError::Dependent)) {
            return true;
        }
        match ty.get_canonical_type().get_kind() {
            TypeKind::Pointer | TypeKind::LValueReference | TypeKind::RValueReference => {
                match ty.get_pointee_type() {
                    Some(pointee) => ty = pointee,
                    None => return true,
                }
            }
            _ => return false,
        }
    }
}
