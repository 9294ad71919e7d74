//! What C++ classes add to a C layout: base classes, placed as the Itanium C++ ABI places them
//! (or refused where no C layout can), data members' access, which decides how the compilers'
//! checks may name them, and class templates' specializations, named for their arguments.

use super::*;

impl Reader<'_> {
    /// Base class `c` of record `e` (`name`; `after`: `e`'s children after it) as the member
    /// that holds it, `base_B` of type `B`, as the Itanium C++ ABI places a non-virtual base:
    /// at the start, then the next base or the members, each at its alignment. An empty base
    /// takes no space (none). Refused: a virtual base (its objects hold a pointer), an empty
    /// base the compiler cannot place at offset 0 (a member of its type follows it), and a
    /// member placed in a base's tail padding (C++ does so behind a base that is not a POD):
    /// no C layout has those.
    pub(super) fn base(
        &mut self,
        e: &Entity,
        c: &Entity,
        name: &str,
        after: &[Entity],
    ) -> Result<Option<Member>, ImportError> {
        let line = line_of(c);
        let ty = c.get_type().expect("a base specifier has a type");
        let spelled = ty.get_display_name();
        if c.is_virtual_base() {
            return Err(self.error(
                line,
                format!(
                    "`{name}` derives virtually from `{spelled}`: its objects hold a pointer to \
                     the base, a host address no kernel can use; derive non-virtually"
                ),
            ));
        }
        // A class template's specialization is read through the template (libclang gives an
        // implicit instantiation no children): a base written with the template's parameters
        // (`B<T>`, `Leaf<I, T>...`) is not known for the specialization, unless its template
        // has no data (an empty tag or CRTP base; the compiler's check holds it to that).
        if ty.get_sizeof().is_err() {
            let template = ty
                .get_declaration()
                .filter(|d| d.get_kind() == EntityKind::ClassTemplate);
            if template.is_some_and(|t| !has_data(&t)) {
                return Ok(None);
            }
            return Err(self.error(
                line,
                format!(
                    "`{name}` derives from `{spelled}`, which depends on the template's \
                     arguments: libclang gives a class template's specialization only the bases \
                     the template writes, so where this one's sit is not known; hold the base as \
                     a member, or derive from a base that names no template parameter"
                ),
            ));
        }
        let decl = ty
            .get_canonical_type()
            .get_declaration()
            .expect("a base is a class");
        if !has_data(&decl) {
            let first = after.iter().find(|f| f.get_kind() == EntityKind::FieldDecl);
            let clash = first
                .and_then(|f| f.get_type())
                .is_some_and(|t| t.get_canonical_type().get_declaration().as_ref() == Some(&decl));
            if clash {
                return Err(self.error(
                    line,
                    format!(
                        "`{name}`: its empty base `{spelled}` and its first member, of the \
                         same type, cannot share offset 0, so the compiler moves one: declare \
                         the member in another place"
                    ),
                ));
            }
            return Ok(None);
        }
        let ctype = self.c_type(ty, line)?;
        // The first member after the bases, where libclang (the Itanium ABI, as NVIDIA's
        // compilers) puts it, against the end of this base if it is the last.
        let size = ty.get_sizeof().unwrap_or(0);
        let last_base = !after
            .iter()
            .any(|s| s.get_kind() == EntityKind::BaseSpecifier);
        if last_base {
            let first = after.iter().find(|f| f.get_kind() == EntityKind::FieldDecl);
            let offset = first
                .and_then(|f| f.get_offset_of_field().ok())
                .map(|b| b / 8);
            if let (Some(offset), Some(first)) = (offset, first) {
                let bases_end = self.bases_end(e, size).unwrap_or(size);
                if offset < bases_end {
                    return Err(self.error(
                        line_of(first),
                        format!(
                            "`{name}::{}` is placed in the tail padding of the base `{spelled}` \
                             (C++ reuses it behind a base that is not a POD: one with a \
                             constructor, or non-public members): no C layout does; make the \
                             base a plain struct, or hold it as a member",
                            first.get_name().unwrap_or_default()
                        ),
                    ));
                }
            }
        }
        let field = crate::rust::identifier_from(&format!("base_{}", type_name(&ctype, &spelled)));
        Ok(Some(Member {
            name: field,
            ty: ctype,
            bits: None,
            unnamed: false,
            align: 0,
            doc: vec![format!("The `{spelled}` base class.")],
            line,
            base: true,
        }))
    }

    /// Where record `e`'s bases end, the last of size `last`: the sum of the sizes of its
    /// non-empty bases, each rounded up to the next one's alignment (the Itanium placement).
    fn bases_end(&self, e: &Entity, last: usize) -> Option<usize> {
        let mut end = 0usize;
        let bases: Vec<Entity> = e
            .get_children()
            .into_iter()
            .filter(|c| c.get_kind() == EntityKind::BaseSpecifier)
            .collect();
        for b in &bases {
            let ty = b.get_type()?;
            let decl = ty.get_canonical_type().get_declaration()?;
            if !has_data(&decl) {
                continue;
            }
            let align = ty.get_alignof().ok()?;
            end = end.div_ceil(align) * align + ty.get_sizeof().ok()?;
        }
        Some(if end == 0 { last } else { end })
    }

    /// Notes record `name` in [`Reader::non_public`] where `c`, one of its data members or the
    /// record itself nested in a class, is private or protected: C++ names such a member or
    /// type only where access is not checked ([`Imported::non_public`]).
    pub(super) fn note_access(&mut self, c: &Entity, name: &str) {
        if matches!(
            c.get_accessibility(),
            Some(Accessibility::Private | Accessibility::Protected)
        ) {
            self.non_public.insert(name.to_owned());
        }
    }

    /// The Rust name of record `decl` (of type `ty`): the typedef's that names an anonymous
    /// one, a class template's specialization named for its arguments
    /// ([`crate::rust::instance_name`]: `Pair<float>` is `Pair_float`), else its own.
    pub(super) fn record_name(&self, decl: &Entity, ty: &Type) -> String {
        match self.anonymous.get(&position(decl)) {
            Some(n) => n.clone(),
            None if decl.get_template().is_some() => specialization_name(ty),
            None => decl.get_name().unwrap_or_default(),
        }
    }
}

/// Whether record `decl` has a data member, its own or a base's: a record without one is empty
/// and, as a base, takes no space.
fn has_data(decl: &Entity) -> bool {
    let decl = decl.get_definition().unwrap_or(*decl);
    // A class template's implicit instantiation has no children of its own.
    instantiated_children(&decl)
        .unwrap_or_else(|| decl.get_children())
        .iter()
        .any(|c| match c.get_kind() {
            EntityKind::FieldDecl => true,
            EntityKind::BaseSpecifier => c
                .get_type()
                .and_then(|t| t.get_canonical_type().get_declaration())
                .is_some_and(|d| has_data(&d)),
            _ => false,
        })
}

/// The name a base's member takes after its type: the Rust name of an imported record, else
/// its C++ spelling.
fn type_name(ty: &CxxType, spelled: &str) -> String {
    match ty {
        CxxType::Named(n) => n.clone(),
        _ => spelled.to_owned(),
    }
}

/// The Rust name of a class template's specialization `ty`: the template's name and its
/// arguments as the canonical type spells them (`sim::Pair<float>` is `Pair_float`,
/// `TensorInfo<long, int>` is `TensorInfo_long_int`, `List<4>` is `List_4`).
pub(crate) fn specialization_name(ty: &Type) -> String {
    let spelled = without_paths(&ty.get_canonical_type().get_display_name());
    let spelled = spelled
        .trim_start_matches("const ")
        .trim_start_matches("volatile ");
    let (head, args) = spelled.split_once('<').unwrap_or((spelled, ""));
    let name = head.rsplit("::").next().unwrap_or(head);
    crate::rust::instance_name(name, args.strip_suffix('>').unwrap_or(args))
}

/// `spelled` with the folders of libclang's names for anonymous records dropped (`(anonymous
/// union at /src/glm/detail/type_vec3.hpp:77:4)` is `(anonymous union at type_vec3.hpp:77:4)`):
/// a name made from it is the same on every machine.
fn without_paths(spelled: &str) -> String {
    let mut out = String::with_capacity(spelled.len());
    let mut rest = spelled;
    while let Some(at) = rest.find(" at ") {
        let (head, tail) = rest.split_at(at + 4);
        out.push_str(head);
        let end = tail.find(')').unwrap_or(tail.len());
        let place = &tail[..end];
        out.push_str(place.rsplit(['/', '\\']).next().unwrap_or(place));
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

/// The children of `e` if it is a class template's implicit instantiation, which libclang
/// gives no members (only the attributes it instantiates: `alignas(16)`): the template's
/// alignment and packing attributes, then the instantiated fields (`clang_Type_visitFields`,
/// their types substituted). `None` for any other record, an explicit specialization among
/// them (it has members of its own).
pub(super) fn instantiated_children<'tu>(e: &Entity<'tu>) -> Option<Vec<Entity<'tu>>> {
    let template = e.get_template()?;
    if e.get_children().iter().any(|c| !c.is_attribute()) {
        return None;
    }
    let mut children: Vec<Entity<'tu>> = template
        .get_children()
        .into_iter()
        .filter(|c| {
            matches!(
                c.get_kind(),
                EntityKind::AlignedAttr | EntityKind::PackedAttr | EntityKind::BaseSpecifier
            )
        })
        .collect();
    children.extend(e.get_type()?.get_fields()?);
    Some(children)
}
