//! The declarations other than records: `#define` constants, type aliases (`typedef`, `using`)
//! and enums, each read into an [`Item`] or refused at its line; and the refusal of a type no
//! declaration can give a layout.

use super::*;

impl Reader<'_> {
    /// A macro: `#define NAME <integer literal>` (with an optional sign and suffix) becomes a
    /// constant; function-like and other object-like macros are kept to read attributes
    /// spelled through them.
    pub(super) fn macro_definition(&mut self, e: Entity) {
        if e.is_builtin_macro() {
            return;
        }
        let Some(range) = e.get_range() else { return };
        let tokens: Vec<String> = range.tokenize().iter().map(|t| t.get_spelling()).collect();
        let Some(name) = tokens.first().cloned() else {
            return;
        };
        if e.is_function_like_macro() {
            // NAME ( params ) body
            let Some(close) = tokens.iter().position(|t| t == ")") else {
                return;
            };
            let params = tokens[2.min(close)..close]
                .iter()
                .filter(|t| *t != ",")
                .cloned()
                .collect();
            let body = tokens[close + 1..].join(" ");
            self.macros
                .function_like
                .insert(name, Macro { params, body });
            return;
        }
        self.macros
            .object_like
            .insert(name.clone(), tokens[1..].join(" "));
        let (negative, literal) = match &tokens[1..] {
            [lit] => (false, lit.as_str()),
            [sign, lit] if sign == "-" => (true, lit.as_str()),
            [open, lit, close] if open == "(" && close == ")" => (false, lit.as_str()),
            [open, sign, lit, close] if open == "(" && sign == "-" && close == ")" => {
                (true, lit.as_str())
            }
            _ => return,
        };
        let digits = literal.trim_end_matches(['u', 'U', 'l', 'L']);
        let value = match digits
            .strip_prefix("0x")
            .or_else(|| digits.strip_prefix("0X"))
        {
            Some(hex) => i128::from_str_radix(hex, 16).ok(),
            None => digits.parse::<i128>().ok(),
        };
        if let Some(v) = value {
            let value = if negative { -v } else { v };
            // C allows a macro to be defined again (identically, or after `#undef`): one
            // constant, the last definition's value.
            self.items
                .retain(|i| !matches!(i, Item::Constant { name: n, .. } if *n == name));
            self.items.push(Item::Constant { name, value });
        }
    }

    pub(super) fn alias(&mut self, e: Entity) -> Result<(), ImportError> {
        let name = e.get_name().unwrap_or_default();
        let line = line_of(&e);
        let Some(ty) = e.get_typedef_underlying_type() else {
            return Ok(());
        };
        // A typedef that aligns its type otherwise (`typedef struct { ... } T
        // __attribute__((aligned(16)))`, `typedef float F __attribute__((aligned(16)))`):
        // both compilers give the typedef that alignment and keep the type's size (ABI.md
        // section 10a). A record the typedef names takes it where its size is a multiple of
        // it; any other such typedef is refused (a member of it is placed as the compilers do).
        let aligned = e
            .get_type()
            .and_then(|t| super::records::typedef_alignment(&t));
        if let Some((typedef, own)) = aligned {
            return self.aligned_alias(e, &name, ty, (typedef, own));
        }
        // `typedef struct { ... } Name;`: the record takes the name.
        if let Some(decl) = record_declaration(&ty) {
            if decl.get_name().is_none() || decl.is_anonymous() {
                if let Some(first) = self.anonymous.get(&position(&decl)).cloned() {
                    // `typedef struct { ... } A, B;`: `B` is another name of `A`.
                    if first != name {
                        self.cpp.insert(name.clone(), spelling_of(&e));
                        self.items.push(Item::Alias {
                            name,
                            ty: CxxType::Named(first),
                            doc: doc_lines(&e),
                        });
                    }
                    return Ok(());
                }
                self.anonymous.insert(position(&decl), name.clone());
                return match decl.get_kind() {
                    EntityKind::EnumDecl => {
                        self.cpp.insert(name.clone(), spelling_of(&e));
                        self.enumeration_named(decl, name)
                    }
                    _ => self.record(decl, Some(name), Some(spelling_of(&e)), Context::Typedef),
                };
            }
        }
        // `typedef struct { ... } Name[4];` / `*Name`: the anonymous record is named after the
        // typedef (`Name_elem`), which C++ spells through the typedef.
        if let Some(decl) = anonymous_inside(&ty) {
            if let std::collections::btree_map::Entry::Vacant(slot) =
                self.anonymous.entry(position(&decl))
            {
                let record = format!("{name}_elem");
                slot.insert(record.clone());
                let spelling = format!("ptx_abi_inner<{}>::type", spelling_of(&e));
                self.record(decl, Some(record), Some(spelling), Context::Typedef)?;
            }
        }
        let ctype = self.c_type(ty, line)?;
        // `typedef struct box { ... } box;`: C's idiom names the record twice; in C++ and in
        // Rust it is one type.
        if matches!(&ctype, CxxType::Named(target) if *target == name) {
            return Ok(());
        }
        if written_as_its_type(&ctype) {
            // A typedef of a fundamental or CUDA type (`typedef uint32_t u32;`) is written as
            // that type where it is used, so that two imported headers never define one alias
            // twice (or `pub type u8 = u8;`).
            let rust = crate::import::render::rust_type(&self.items, &ctype);
            self.resolved.insert(name, rust);
            return Ok(());
        }
        self.cpp.insert(name.clone(), spelling_of(&e));
        self.items.push(Item::Alias {
            name,
            ty: ctype,
            doc: doc_lines(&e),
        });
        Ok(())
    }

    /// [`Self::alias`] of a typedef that aligns `ty` to `typedef` where its own alignment is
    /// `own`.
    fn aligned_alias(
        &mut self,
        e: Entity,
        name: &str,
        ty: Type,
        (typedef, own): (usize, usize),
    ) -> Result<(), ImportError> {
        let line = line_of(&e);
        // A struct of the typedef's name that the header's scope imported (`typedef struct T
        // { ... } T attr;`, or libclang 16 naming the typedef's untagged struct) is not what C++
        // calls `T`: refused with it.
        let refuse = |r: &mut Self, why: String| {
            r.items.retain(|i| i.name() != name);
            Err(r.error(
                line,
                format!(
                    "`{name}`: the typedef aligns `{}` to {typedef} (its own alignment is \
                     {own}){why}; align the type itself (`struct __attribute__((aligned(N))) \
                     T {{ ... }}`), or use the typedef for members only, which are placed as \
                     the compilers place them (ABI.md section 10a)",
                    ty.get_display_name()
                ),
            ))
        };
        // The struct the typedef defines without a tag (`typedef struct { ... } T attr;`):
        // libclang before 16 leaves it unnamed, later ones name it `T` (and the header's scope
        // has imported it), where `typedef struct T { ... } T attr;` has the tag in its head.
        let (start, end) = self.span(&e);
        let own_struct = record_declaration(&ty)
            .filter(|d| d.get_kind() != EntityKind::EnumDecl)
            .filter(|d| {
                let (s, t) = self.span(d);
                let untagged = || {
                    let head = self.record_head(d);
                    let word = |w: &str| w == name;
                    !head
                        .split(|c: char| !(c == '_' || c.is_ascii_alphanumeric()))
                        .any(word)
                };
                d.get_name().is_none()
                    || d.is_anonymous()
                    || (start <= s
                        && t <= end
                        && d.get_name().as_deref() == Some(name)
                        && untagged())
            });
        let Some(decl) = own_struct.filter(|_| typedef > own) else {
            return refuse(self, String::new());
        };
        let size = ty.get_canonical_type().get_sizeof().unwrap_or(0);
        if size % typedef != 0 {
            return refuse(
                self,
                format!(", above its size {size}, which no array of it can have"),
            );
        }
        if !self.items.iter().any(|i| i.name() == name) {
            self.anonymous.insert(position(&decl), name.to_owned());
            let spelling = Some(spelling_of(&e));
            self.record(decl, Some(name.to_owned()), spelling, Context::Typedef)?;
        }
        match self.items.iter_mut().rev().find(|i| i.name() == name) {
            Some(Item::Record { align, packing, .. })
                if *packing == ptx_abi_core::layout::Packing::None =>
            {
                *align = (*align).max(typedef);
                Ok(())
            }
            _ => refuse(self, ", and the struct is packed".to_owned()),
        }
    }

    pub(super) fn enumeration(&mut self, e: Entity) -> Result<(), ImportError> {
        let Some(name) = e.get_name().filter(|_| !e.is_anonymous()) else {
            return Ok(());
        };
        let name = super::classes::namespaced(&e, name, self.clashing);
        if self.items.iter().any(|i| i.name() == name) {
            return self.same_type(&name, &spelling_of(&e), line_of(&e));
        }
        self.cpp.insert(name.clone(), spelling_of(&e));
        self.enumeration_named(e, name)
    }

    pub(super) fn enumeration_named(&mut self, e: Entity, name: String) -> Result<(), ImportError> {
        let line = line_of(&e);
        let mut repr = match e
            .get_enum_underlying_type()
            .map(|t| scalar_of(&t, self.host))
        {
            Some(Some(s)) if s.is_integral() && !s.is_128bit() && s != Scalar::Bool => s,
            // `enum E : bool`: one byte holding 0 or 1, an enum of `u8` whose other bytes are no
            // variant (and so an error when read back, as a `bool`'s would be).
            Some(Some(Scalar::Bool)) => Scalar::U8,
            _ => {
                return Err(self.error(
                    line,
                    format!(
                        "enum `{name}`: its underlying type is not an integer of 8 to 64 bits; \
                         give it one (`enum {name} : int {{ ... }}`)"
                    ),
                ))
            }
        };
        let variants = enumerators(&e, repr);
        if variants.is_empty() {
            return Err(self.error(
                line,
                format!(
                    "enum `{name}` has no enumerators, so no value of it can be passed: give \
                     the members that hold it its underlying type instead"
                ),
            ));
        }
        // `enum E { ... } __attribute__((packed));`: libclang (like nvcc) makes `E` its
        // smallest integer; NVRTC ignores the attribute there (`ABI.md` §10a).
        if let Some(attr) = e
            .get_children()
            .into_iter()
            .find(|c| c.get_kind() == EntityKind::PackedAttr)
        {
            if self.host == HostPlatform::Llp64 {
                // MSVC, CUDA's host compiler on Windows, has no `packed`, and clang for the
                // Windows triple places such enums in 2 bytes each where libclang reports `int`
                // (`edge_enum_packed.h` in `cargo test --test oracle windows`): no size to trust.
                return Err(self.error(
                    line_of(&attr),
                    format!(
                        "enum `{name}` is `packed`, which MSVC (CUDA's host compiler on \
                         Windows) does not have: give it a fixed underlying type \
                         (`enum {name} : uint8_t {{ ... }}`)"
                    ),
                ));
            }
            if self.place(&e, &attr)? == Place::Trailing {
                let unpacked = if variants.iter().any(|(_, v)| *v < 0) {
                    Scalar::I32
                } else if variants.iter().all(|(_, v)| *v <= i128::from(u32::MAX)) {
                    Scalar::U32
                } else {
                    repr
                };
                match self.options.compiler {
                    Some(Compiler::Nvcc) => {}
                    Some(Compiler::Nvrtc) => repr = unpacked,
                    None => {
                        return Err(self.trailing_refusal(
                            &name,
                            line_of(&attr),
                            "packed",
                            &format!("size {0}, align {0}", unpacked.size()),
                            &format!("size {0}, align {0}", repr.size()),
                            &format!("enum __attribute__((packed)) {name} {{ ... }};"),
                        ))
                    }
                }
            }
        }
        if repeats_a_value(&variants) {
            // A Rust enum cannot give two variants one value: the enum becomes its
            // underlying integer, and each enumerator a constant (`Name_A`).
            self.integer_enums.insert(name.clone(), repr);
            self.resolved
                .insert(name.clone(), crate::rust::scalar(repr).to_owned());
            for (v, value) in &variants {
                self.items.push(Item::Constant {
                    name: format!("{name}_{v}"),
                    value: *value,
                });
            }
            return Ok(());
        }
        self.items.push(Item::Enum {
            name,
            repr,
            variants,
            doc: doc_lines(&e),
        });
        Ok(())
    }

    /// The refusal of type `ty` (of kind `kind`), which has no layout ptx-abi can express, and
    /// why, for the kinds that have a reason of their own.
    pub(super) fn refused_type(&self, ty: Type, kind: TypeKind, line: u32) -> ImportError {
        let why = match kind {
            TypeKind::LongDouble => "`long double` has none on the device",
            TypeKind::FunctionPrototype | TypeKind::FunctionNoPrototype => {
                "a function is code, not data: pass an index or a `void *`"
            }
            TypeKind::Void => "`void` has no size: use it behind a pointer",
            _ => {
                "see the guide's list of what the importer refuses (\"Importing a CUDA header\", \
                 \"Skipped, refused, and why\")"
            }
        };
        self.error(
            line,
            format!(
                "`{}` has no PTX ABI layout ptx-abi can express ({why})",
                // The canonical spelling: libclang 16 and later print a type as written
                // (`Record<EmptyData>`), earlier ones partly qualified.
                ty.get_canonical_type().get_display_name()
            ),
        )
    }
}

/// The enumerators of enum `e` with their values, read as `repr` (its underlying integer).
fn enumerators(e: &Entity, repr: Scalar) -> Vec<(String, i128)> {
    let constants = e.get_children().into_iter();
    (constants.filter(|c| c.get_kind() == EntityKind::EnumConstantDecl))
        .map(|c| {
            let (signed, unsigned) = c.get_enum_constant_value().unwrap_or((0, 0));
            let value = if repr.is_signed_integer() {
                i128::from(signed)
            } else {
                i128::from(unsigned)
            };
            (c.get_name().unwrap_or_default(), value)
        })
        .collect()
}

/// Whether two enumerators share a value (`E_MAX = E_LAST`, as `flatc` writes every enum).
fn repeats_a_value(variants: &[(String, i128)]) -> bool {
    let distinct: BTreeSet<i128> = variants.iter().map(|(_, v)| *v).collect();
    distinct.len() < variants.len()
}

/// The integer enum `e` is imported as, where it is one: its enumerators repeat a value, which
/// no Rust enum can ([`Reader::enumeration_named`]); `None` for any other enum, and for a
/// `packed` one, whose size the importer decides per compiler.
#[cfg(feature = "cu")]
pub(crate) fn integer_enum(e: &Entity, host: HostPlatform) -> Option<Scalar> {
    let underlying = scalar_of(&e.get_enum_underlying_type()?, host)?;
    let repr = match underlying {
        Scalar::Bool => Scalar::U8,
        s if s.is_integral() && !s.is_128bit() => s,
        _ => return None,
    };
    let packed = (e.get_children().iter()).any(|c| c.get_kind() == EntityKind::PackedAttr);
    (!packed && repeats_a_value(&enumerators(e, repr))).then_some(repr)
}
