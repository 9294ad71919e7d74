//! What C++ classes add to a C layout: base classes, placed as the Itanium C++ ABI places them
//! (or refused where no C layout can), data members' access, which decides how the compilers'
//! checks may name them, and class templates' specializations, named for their arguments.

use super::*;
use clang::EvaluationResult;

impl Reader<'_> {
    /// Base class `c` of record `e` (`name`; `after`: `e`'s children after it) as the members
    /// that hold it, `base_B` of type `B` (several for a pack expansion, `EBO<I, T>...`), as
    /// the Itanium C++ ABI places a non-virtual base: at the start, then the next base or the
    /// members, each at its alignment. An empty base takes no space (none). Refused: a virtual
    /// base (its objects hold a pointer), an empty base the compiler cannot place at offset 0
    /// (a member of its type follows it), and a member placed in a base's tail padding (C++
    /// does so behind a base that is not a POD): no C layout has those.
    pub(super) fn base(
        &mut self,
        e: &Entity,
        c: &Entity,
        name: &str,
        after: &[Entity],
    ) -> Result<Vec<Member>, ImportError> {
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
        // (`B<T>`) is the one the compiler substitutes, named by a later parse
        // ([`DependentBase`]), even where the base's primary template is empty: a partial
        // specialization the compiler chooses may hold data (CuTe's `Copy_Traits`).
        let types = self.bases.substituted(e, c).map_err(|why| {
            self.error(
                line,
                format!(
                    "`{name}` derives from `{spelled}`, which depends on the template's \
                     arguments, and the compiler could not name it for this specialization \
                     ({why}); hold the base as a member, or derive from a base that names no \
                     template parameter"
                ),
            )
        })?;
        let last_base = !after
            .iter()
            .any(|s| s.get_kind() == EntityKind::BaseSpecifier);
        let mut members = Vec::new();
        for (k, ty) in types.iter().enumerate() {
            let last = last_base && k + 1 == types.len();
            members.extend(self.base_member(e, *ty, (name, line), after, last)?);
        }
        Ok(members)
    }

    /// Base `ty` of record `e` (`name`, the base at `line`) as the member that holds it, or
    /// none if it is empty; `last`: whether it is `e`'s last base, before the members `after`.
    fn base_member(
        &mut self,
        e: &Entity,
        ty: Type,
        (name, line): (&str, u32),
        after: &[Entity],
        last: bool,
    ) -> Result<Option<Member>, ImportError> {
        let spelled = canonical_spelling(&ty);
        let decl = ty
            .get_canonical_type()
            .get_declaration()
            .expect("a base is a class");
        let first = after.iter().find(|f| f.get_kind() == EntityKind::FieldDecl);
        if !self.has_data(&decl) {
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
        if last {
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
    fn bases_end(&mut self, e: &Entity, last: usize) -> Option<usize> {
        let mut end = 0usize;
        let children = instantiated_children(e).unwrap_or_else(|| e.get_children());
        for b in children
            .iter()
            .filter(|c| c.get_kind() == EntityKind::BaseSpecifier)
        {
            for ty in self.bases.substituted(e, b).ok()? {
                let decl = ty.get_canonical_type().get_declaration()?;
                if !self.has_data(&decl) {
                    continue;
                }
                let align = ty.get_alignof().ok()?;
                end = end.div_ceil(align) * align + ty.get_sizeof().ok()?;
            }
        }
        Some(if end == 0 { last } else { end })
    }

    /// Whether record `decl` has a data member, its own or a base's: a record without one is
    /// empty and, as a base, takes no space. A specialization's base written with its
    /// template's parameters is the one the compiler substitutes ([`DependentBase`]), or,
    /// until it is named, presumed to hold data (so that it is named or refused, never
    /// dropped); so is a class template only declared (its partial specializations, chosen by
    /// the arguments, define it) and a base libclang cannot resolve.
    fn has_data(&mut self, decl: &Entity) -> bool {
        let Some(decl) = decl.get_definition() else {
            return true;
        };
        // A class template's implicit instantiation has no children of its own.
        let children = instantiated_children(&decl).unwrap_or_else(|| decl.get_children());
        children.iter().any(|c| match c.get_kind() {
            EntityKind::FieldDecl => true,
            EntityKind::BaseSpecifier => match self.bases.substituted(&decl, c) {
                Ok(types) => types.iter().any(|t| {
                    (t.get_canonical_type().get_declaration()).is_none_or(|d| self.has_data(&d))
                }),
                Err(_) => true,
            },
            _ => false,
        })
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
            None if decl.get_template().is_some() => {
                namespaced(decl, specialization_name(ty), self.clashing)
            }
            None => namespaced(decl, decl.get_name().unwrap_or_default(), self.clashing),
        }
    }
}

/// `e`'s name with the namespaces and classes around it (`sim::step`), and whether C++ can
/// write it so outside them: not where one is anonymous (it adds nothing to the name) or a
/// class template.
pub(super) fn qualified(e: &Entity) -> (String, bool) {
    let mut parts = vec![e.get_name().unwrap_or_default()];
    let mut writable = true;
    let mut parent = e.get_semantic_parent();
    // The translation unit ends the chain (to libclang 19 through the `clang` crate its kind is
    // not `TranslationUnit`: it has no parent).
    while let Some(p) = parent.filter(|p| p.get_semantic_parent().is_some()) {
        match (p.get_kind(), p.get_name()) {
            (EntityKind::Namespace | EntityKind::StructDecl | EntityKind::ClassDecl, Some(n))
                if !n.is_empty() =>
            {
                parts.push(n)
            }
            // `extern "C" { ... }` (an unexposed declaration to libclang 14).
            (EntityKind::LinkageSpec | EntityKind::UnexposedDecl, _) => {}
            _ => writable = false,
        }
        parent = p.get_semantic_parent();
    }
    parts.retain(|p| !p.is_empty());
    parts.reverse();
    (parts.join("::"), writable)
}

/// [`qualified`]'s name: `sim::step`.
#[cfg(feature = "cu")]
pub(crate) fn qualified_name(e: &Entity) -> String {
    qualified(e).0
}

/// The Rust name of a class template's specialization `ty`: the template's name and its
/// arguments as the canonical type spells them (`sim::Pair<float>` is `Pair_float`,
/// `TensorInfo<long, int>` is `TensorInfo_long_int`, `List<4>` is `List_4`), less the trailing
/// ones that are their parameters' defaults ([`without_defaults`]).
pub(crate) fn specialization_name(ty: &Type) -> String {
    let spelled = without_paths(&canonical_spelling(ty));
    let spelled = spelled
        .trim_start_matches("const ")
        .trim_start_matches("volatile ");
    let (head, args) = spelled.split_once('<').unwrap_or((spelled, ""));
    let name = head.rsplit("::").next().unwrap_or(head);
    crate::rust::instance_name(name, args.strip_suffix('>').unwrap_or(args))
}

/// `ty` as its canonical type spells it, less a specialization's trailing arguments that are
/// the primary template's defaults, also where a partial specialization was chosen: libclang
/// prints those in some reads of a file and not in others.
pub(super) fn canonical_spelling(ty: &Type) -> String {
    let canonical = ty.get_canonical_type();
    let display = canonical.get_display_name();
    let template = (canonical.get_declaration())
        .and_then(|d| d.get_template())
        .and_then(|t| match t.get_kind() {
            EntityKind::ClassTemplatePartialSpecialization => t.get_template(),
            _ => Some(t),
        })
        .filter(|t| t.get_kind() == EntityKind::ClassTemplate);
    match (template, display.split_once('<')) {
        (Some(t), Some((head, args))) if display.ends_with('>') => {
            let args = without_defaults(&args[..args.len() - 1], &t);
            format!("{head}<{args}>")
        }
        _ => display,
    }
}

/// How C++ writes specialization `ty` outside its namespace: libclang spells the arguments of
/// a type an explicit specialization defines as that specialization writes them, relative to
/// its namespace (`lib::arch::Mma<gemm::Shape<16, 8>, layout::RowMajor, arch::Kind::A>`, which
/// names nothing outside `lib`), so each type argument is spelled again, on its own, where it
/// is qualified, and each enumerator through its enum's qualified name.
pub(crate) fn written_spelling(ty: &Type) -> String {
    let canonical = ty.get_canonical_type();
    let display = canonical.get_display_name();
    let Some(types) = canonical.get_template_argument_types() else {
        // A class nested in a specialization (`Gemm<...>::Params`): the specialization's
        // spelling, then its name.
        let decl = canonical.get_declaration();
        let outer = decl.and_then(|d| d.get_semantic_parent()).filter(|p| {
            matches!(p.get_kind(), EntityKind::StructDecl | EntityKind::ClassDecl)
                && p.get_template().is_some()
        });
        return match (
            outer.and_then(|o| o.get_type()),
            decl.and_then(|d| d.get_name()),
        ) {
            (Some(outer), Some(name)) if display.contains('<') => {
                format!("{}::{name}", written_spelling(&outer))
            }
            _ => display,
        };
    };
    let Some((head, rest)) = display.split_once('<') else {
        return display;
    };
    let printed = split_arguments(rest.strip_suffix('>').unwrap_or(rest));
    // A pack expanded: spelled as printed. Trailing arguments libclang leaves out as defaults
    // stay out (the printed ones come first).
    if printed.len() > types.len() {
        return display;
    }
    let decl = canonical.get_declaration();
    let template = decl.and_then(|d| d.get_template());
    let params = template
        .map(|t| template_parameters(&t))
        .unwrap_or_default();
    let params = match params.iter().any(is_pack) {
        true => Vec::new(),
        false => params,
    };
    let args: Vec<String> = (printed.into_iter().zip(types).enumerate())
        .map(|(i, (arg, ty))| match ty {
            Some(t) => written_spelling(&t),
            None => (params.get(i))
                .and_then(|p| enumerator(p, &arg).or_else(|| value_written(decl?, p, &arg)))
                .unwrap_or(arg),
        })
        .collect();
    let args = args.join(", ");
    // `A<B<int> >`: C++03's space before a closing `>` stays out of the way of `>>`.
    let gap = if args.ends_with('>') { " " } else { "" };
    format!("{head}<{args}{gap}>")
}

/// Non-type argument `arg` of template parameter `param`, an enumerator of the parameter's enum
/// however written (`arch::Kind::A`, `A`), spelled through the enum's qualified name
/// (`lib::arch::Kind::A`); `None` for any other argument.
fn enumerator(param: &Entity, arg: &str) -> Option<String> {
    let ty = param.get_type()?.get_canonical_type();
    let decl = ty
        .get_declaration()
        .filter(|_| ty.get_kind() == TypeKind::Enum)?;
    let name = arg.rsplit("::").next()?.trim();
    decl.get_children()
        .iter()
        .any(|c| c.get_name().as_deref() == Some(name))
        .then(|| format!("{}::{name}", ty.get_display_name()))
}

/// Non-type argument `arg` of an integral parameter `param`, as explicit specialization `decl`
/// writes it (an expression naming things relative to its namespace: an enumerator of an
/// unscoped enum converted to `int`, `Quant::Type::Fp16`, or a class's constant,
/// `Quant::kLanes`), by its value (`4`, `2`); `None` for a literal or any other argument.
fn value_written(decl: Entity, param: &Entity, arg: &str) -> Option<String> {
    let bare: String = arg.split_whitespace().collect();
    if value_of(&bare, param).is_some() {
        return None;
    }
    let written = decl
        .get_children()
        .into_iter()
        .filter(|c| c.is_expression())
        .find(|c| {
            let tokens = c.get_range().map(|r| r.tokenize()).unwrap_or_default();
            tokens.iter().map(|t| t.get_spelling()).collect::<String>() == bare
        })?;
    let value = integer_value(&written)?;
    let boolean = param.get_type()?.get_canonical_type().get_kind() == TypeKind::Bool;
    Some(match boolean {
        true => (value != 0).to_string(),
        false => value.to_string(),
    })
}

/// The integer expression `e` evaluates to (libclang's evaluation), if any.
fn integer_value(e: &Entity) -> Option<i128> {
    match e.evaluate()? {
        EvaluationResult::SignedInteger(v) => Some(i128::from(v)),
        EvaluationResult::UnsignedInteger(v) => Some(i128::from(v)),
        _ => None,
    }
}

/// `args`, a specialization of `template` as libclang spells it, without the trailing
/// arguments equal to their parameters' defaults: libclang 19 leaves them all out, libclang 14
/// writes those that are values (`Box<float, 4>` for `template <class T, int N = 4>`), and a
/// name must not change with the libclang that reads the file. A default that names the
/// template's parameters (`bool E = __is_empty(T)`, `int N = sizeof(T)`) has no value of its
/// own: libclang 14 writes its argument in some reads of a file and not in others, so it is
/// left out (named as libclang 19 names it, unless the argument differs from the default,
/// where the name may then be another's: two such are refused, [`clash`]).
fn without_defaults(args: &str, template: &Entity) -> String {
    let params = template_parameters(template);
    let mut args = split_arguments(args);
    if args.len() > params.len() || params.iter().any(is_pack) {
        return args.join(", ");
    }
    let names: BTreeSet<String> = params.iter().filter_map(|p| p.get_name()).collect();
    let dependent = |d: &Entity| {
        let tokens = d.get_range().map(|r| r.tokenize()).unwrap_or_default();
        tokens.iter().any(|t| names.contains(&t.get_spelling()))
    };
    while let Some(last) = args.last() {
        let p = &params[args.len() - 1];
        let Some(default) = (p.get_children().into_iter().rev()).find(|c| c.is_expression()) else {
            break;
        };
        // Never evaluated: libclang's evaluation of it changes how later reads print.
        if dependent(&default) {
            args.pop();
            continue;
        }
        let Some(default) = integer_value(&default) else {
            break;
        };
        if value_of(last, p) != Some(default) {
            break;
        }
        args.pop();
    }
    args.join(", ")
}

/// The value of non-type template argument `arg` of parameter `p` as libclang spells it: a
/// number, `true`/`false`, a character (`'a'`), or an enumerator of `p`'s type
/// (`geo::Axis::Y`).
fn value_of(arg: &str, p: &Entity) -> Option<i128> {
    match arg {
        "true" => return Some(1),
        "false" => return Some(0),
        _ => {}
    }
    if let Some(c) = arg.strip_prefix('\'').and_then(|a| a.strip_suffix('\'')) {
        let mut chars = c.chars();
        return match (chars.next()?, chars.next(), chars.next()) {
            (c, None, None) if c != '\\' => Some(c as i128),
            ('\\', Some(e), None) => Some(match e {
                'n' => 10,
                't' => 9,
                'r' => 13,
                '0' => 0,
                e => e as i128,
            }),
            _ => None,
        };
    }
    let number = arg.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Ok(v) = number.parse::<i128>() {
        return Some(v);
    }
    let enumerator = arg.rsplit("::").next()?;
    let ty = p.get_type()?.get_canonical_type().get_declaration()?;
    ty.get_children()
        .iter()
        .find(|c| c.get_name().as_deref() == Some(enumerator))
        .and_then(|c| c.get_enum_constant_value())
        .map(|(signed, _)| i128::from(signed))
}

/// `args` split at its top-level commas (`float, Pair<int, 2>, 'c'`).
fn split_arguments(args: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut start) = (0i32, false, 0);
    let bytes = args.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\'' if i == 0 || bytes[i - 1] != b'\\' => quoted = !quoted,
            b'<' | b'(' | b'[' if !quoted => depth += 1,
            b'>' | b')' | b']' if !quoted => depth -= 1,
            b',' if !quoted && depth == 0 => {
                out.push(args[start..i].trim().to_owned());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = args[start..].trim();
    if !last.is_empty() || !out.is_empty() {
        out.push(last.to_owned());
    }
    out
}

/// The template parameters of `template`, in order.
pub(super) fn template_parameters<'tu>(template: &Entity<'tu>) -> Vec<Entity<'tu>> {
    template
        .get_children()
        .into_iter()
        .filter(|c| {
            matches!(
                c.get_kind(),
                EntityKind::TemplateTypeParameter
                    | EntityKind::NonTypeTemplateParameter
                    | EntityKind::TemplateTemplateParameter
            )
        })
        .collect()
}

/// Whether template parameter `p` is a pack (`class... Ts`): its `...` before any default, and
/// for a template template parameter after its own parameter list (`template <class...> class
/// C` is no pack).
pub(super) fn is_pack(p: &Entity) -> bool {
    let tokens = parameter_tokens(p);
    let own = parameter_list_end(p, &tokens).map_or(0, |k| k + 1);
    (tokens[own..].iter())
        .take_while(|t| *t != "=")
        .any(|t| t == "...")
}

/// The spellings of template parameter `p`'s tokens.
pub(super) fn parameter_tokens(p: &Entity) -> Vec<String> {
    let tokens = p.get_range().map(|r| r.tokenize()).unwrap_or_default();
    tokens.iter().map(|t| t.get_spelling()).collect()
}

/// Where template template parameter `p`'s own parameter list ends (its `template <...>`'s
/// `>`, counted by depth); `None` for another kind of parameter.
pub(super) fn parameter_list_end(p: &Entity, tokens: &[String]) -> Option<usize> {
    if p.get_kind() != EntityKind::TemplateTemplateParameter {
        return None;
    }
    let mut depth = 0;
    for (i, t) in tokens.iter().enumerate() {
        depth += angle(t);
        if depth <= 0 && t.ends_with('>') {
            return Some(i);
        }
    }
    None
}

/// How token `t` changes the depth of angle brackets.
pub(super) fn angle(t: &str) -> i32 {
    match t {
        "<" => 1,
        ">" => -1,
        ">>" => -2,
        _ => 0,
    }
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

/// The name a base's member takes after its type: the Rust name of an imported record, else
/// its C++ spelling.
fn type_name(ty: &CxxType, spelled: &str) -> String {
    match ty {
        CxxType::Named(n) => n.clone(),
        _ => spelled.to_owned(),
    }
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

/// What a read of a file learns that the next read must know: the bases class templates write
/// with their parameters, and the Rust names two types of the translation unit would both take
/// (each of them then takes its namespaces, [`namespaced`]). Each read names types by what the
/// reads before it learned, so that the kernels and the types of one read agree.
#[derive(Default)]
pub(crate) struct Learned {
    pub(crate) bases: Vec<DependentBase>,
    /// The clashing names the reads before this one met, which this one names apart.
    pub(crate) clashing: BTreeSet<String>,
    /// Those this read met.
    pub(crate) met: BTreeSet<String>,
}

impl Learned {
    /// How much is learned: a read that adds nothing needs no next.
    pub(crate) fn count(&self) -> usize {
        self.bases.len() + self.clashing.union(&self.met).count()
    }

    /// Before a read: the names the reads before it met are named apart.
    pub(crate) fn next_read(&mut self) {
        self.clashing.append(&mut self.met);
    }
}

/// Why `first` and `second`, two C++ types, cannot both be `name` in Rust; `name` is recorded
/// in `met`, for the next read to name each with its namespaces ([`Learned`]).
pub(crate) fn clash(
    (first, second, name): (&str, &str, &str),
    clashing: &BTreeSet<String>,
    met: &mut BTreeSet<String>,
) -> String {
    met.insert(name.to_owned());
    let why = match clashing.contains(name) {
        true => "even with their namespaces: rename one, or import them from separate headers",
        false => {
            "the reads of the file ended before they were named with their namespaces (please \
             report this)"
        }
    };
    format!("`{first}` and `{second}` would both be `{name}` in Rust, {why}")
}

/// `name`, the Rust name of record or enum `decl`, with the namespaces and classes around it
/// where another type of the translation unit takes that name too (`clashing`): `a::Op` and
/// `b::Op` are `a_Op` and `b_Op`, `A::Params` is `A_Params`. Inline and anonymous namespaces
/// add nothing, nor a class template's instance, whose name already holds its own.
pub(crate) fn namespaced(decl: &Entity, name: String, clashing: &BTreeSet<String>) -> String {
    if !clashing.contains(&name) {
        return name;
    }
    let mut parts = Vec::new();
    let mut classes = decl.get_template().is_none();
    let mut parent = decl.get_semantic_parent();
    while let Some(p) = parent.filter(|p| p.get_semantic_parent().is_some()) {
        let own = p.get_name().filter(|n| !n.is_empty());
        match p.get_kind() {
            EntityKind::Namespace if !p.is_inline_namespace() => parts.extend(own),
            EntityKind::StructDecl | EntityKind::ClassDecl | EntityKind::UnionDecl
                if classes && p.get_template().is_none() =>
            {
                parts.extend(own)
            }
            EntityKind::StructDecl | EntityKind::ClassDecl | EntityKind::UnionDecl => {
                classes = false
            }
            _ => {}
        }
        parent = p.get_semantic_parent();
    }
    if parts.is_empty() {
        return name;
    }
    parts.reverse();
    format!("{}_{name}", parts.join("_"))
}
