//! The bases class templates write with their parameters (`struct box : box_pod<T, D>`, `struct
//! tiled : Atom`), named for one specialization as the compiler substitutes them: libclang gives
//! an implicit instantiation no bases of its own.

use super::classes::{
    angle, instantiated_children, is_pack, parameter_list_end, parameter_tokens, qualified,
    template_parameters, written_spelling,
};
use super::*;

/// How many more times a file is read to name the bases class templates write with their
/// parameters ([`DependentBase`]): one per level (a base's own such base, and a member's, is
/// met only once the base is read), as deep as CuTe's layouts of nested tuples (three levels
/// per tuple: `Layout<Shape<Shape<int, int>, int>, ...>` takes eleven) and more. A read that
/// asks nothing new is the last, so only files that need them pay for more reads.
pub(crate) const BASE_READS: usize = 24;

pub(crate) fn read_source(
    file: &str,
    text: &str,
    options: &ImportOptions,
) -> Result<Imported, ImportError> {
    let mut learned = Learned::default();
    let mut read = None;
    for _ in 0..=BASE_READS {
        let asked = learned.count();
        learned.next_read();
        let appended = format!("{text}{}", DependentBase::declarations(&learned.bases));
        let again = with_translation_unit(file, &appended, (options, None), |tu, errors, _| {
            read_types(file, text, options, tu, errors, &[], &mut learned)
        });
        match (again, read.is_some()) {
            (Ok(imported), _) => read = Some(imported),
            // A later read's error is in its appended lines: the bases it asked for are
            // refused, as the read before refused them.
            (Err(_), true) => break,
            (Err(e), false) => return Err(e),
        }
        if learned.count() == asked {
            break;
        }
    }
    read.expect("the first read is kept or returned")
}

/// A base class template `B` writes with its own parameters (`struct box : box_pod<T, D>`), for
/// one of its specializations: libclang gives an implicit instantiation no bases of its own, so
/// the compiler is asked for it in lines appended to the file ([`DependentBase::declarations`]);
/// the next parse names the base `ptx_abi_bases::bN`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DependentBase {
    /// The specialization's canonical spelling (`cuBQL::box_t<float, 3>`).
    derived: String,
    /// Which of its bases, counted from 0.
    index: usize,
    named: Named,
}

/// How the appended line names a [`DependentBase`].
#[derive(Clone, Debug, PartialEq, Eq)]
enum Named {
    /// Deduced, where the pattern is declared in a class (whose scope cannot be opened again
    /// to replay it): a function template taking a pointer to any `B<...>`, called with a
    /// pointer to the specialization. The base's template, qualified (`::cuBQL::box_t_pod`),
    /// its parameters (`class P0, int P1`) and the arguments that name them (`P0, P1`).
    Deduced {
        template: String,
        parameters: String,
        arguments: String,
    },
    /// Replayed ([`replayed`]): the specialization's pattern (its class template, or the
    /// partial specialization chosen for it) declared again in its namespace as a partial
    /// specialization of a helper whose `type` lists the base as the compiler substitutes it,
    /// several for a pack expansion (`EBO<I, T>...`).
    Replayed {
        /// The namespaces that hold the pattern, opened in turn (`namespace a {`, `inline
        /// namespace v1 {`, `namespace {`), and the helper's qualified prefix (`::a::`).
        open: String,
        prefix: String,
        /// The pattern's parameters as written, without defaults, each named.
        parameters: String,
        /// The pattern's template and arguments as written (`TupleBase<index_sequence<I...>,
        /// T...>`; `tuple<T...>` for the class template itself).
        pattern: String,
        /// The base specifier as written, less its access (`EBO<I, T>...`).
        base: String,
        /// The specialization as C++ writes it ([`written_spelling`]).
        derived: String,
    },
}

/// The namespace of the appended lines: never imported.
pub(super) const BASES_NAMESPACE: &str = "ptx_abi_bases";

/// The line before the appended lines: an error libclang reports after it is in a replayed
/// pattern that names something else at the end of the file (a macro `#undef`ined), and costs
/// that base alone (not found), not the read.
pub(super) const BASES_MARKER: &str = "// ptx-abi: class templates' bases";

impl DependentBase {
    /// The lines that name each of `wanted` (`bN`, N its place), appended to a file. A
    /// specialization that no `B<...>` is a base of (or two are) takes the `...` overload, and
    /// its `bN` is `void`: not found; so does one that matches no replayed pattern.
    pub(crate) fn declarations(wanted: &[DependentBase]) -> String {
        if wanted.is_empty() {
            return String::new();
        }
        let mut out = format!(
            "\n{BASES_MARKER}\n\
             namespace {BASES_NAMESPACE} {{ template <class...> struct list {{}}; }}\n"
        );
        for (i, b) in wanted.iter().enumerate() {
            let named = match &b.named {
                Named::Deduced {
                    template,
                    parameters,
                    arguments,
                } => {
                    let base = format!("{template}<{arguments}>");
                    format!(
                        "template <{parameters}> {base} b{i}_of(const volatile {base} *);\n\
                         void b{i}_of(...);\n\
                         typedef decltype(b{i}_of(static_cast<{} *>(nullptr))) b{i};",
                        b.derived
                    )
                }
                Named::Replayed {
                    open,
                    prefix,
                    parameters,
                    pattern,
                    base,
                    derived,
                } => {
                    let close = "}".repeat(open.matches('{').count());
                    out.push_str(&format!(
                        "{open}\ntemplate <class> struct ptx_abi_b{i} {{ typedef void type; }};\n\
                         template <{parameters}> struct ptx_abi_b{i}< {pattern} > \
                         {{ typedef ::{BASES_NAMESPACE}::list<{base}> type; }};\n{close}\n"
                    ));
                    format!("typedef {prefix}ptx_abi_b{i}< {derived} >::type b{i};")
                }
            };
            out.push_str(&format!("namespace {BASES_NAMESPACE} {{ {named} }}\n"));
        }
        out
    }
}

/// The dependent bases a read asks for and those its parse names.
pub(super) struct Bases<'a> {
    /// Every base asked for, in the order appended (the `N` of `bN`): a read adds those it
    /// meets that are not there.
    wanted: &'a mut Vec<DependentBase>,
    /// Those the parse named, by specialization and index: one class, or those a pack
    /// expansion expands to, in order.
    found: BTreeMap<(String, usize), Vec<Type<'a>>>,
}

impl<'a> Bases<'a> {
    /// The bases of `wanted` that `tu`'s appended lines name.
    pub(super) fn new(
        tu: &'a clang::TranslationUnit,
        wanted: &'a mut Vec<DependentBase>,
    ) -> Bases<'a> {
        let mut found = BTreeMap::new();
        let typedefs = (tu.get_entity().get_children().into_iter())
            .filter(|e| {
                e.get_kind() == EntityKind::Namespace
                    && e.get_name().as_deref() == Some(BASES_NAMESPACE)
            })
            .flat_map(|n| n.get_children());
        let class = |t: Type<'a>| {
            let t = t.get_canonical_type();
            (t.get_kind() == TypeKind::Record && t.get_sizeof().is_ok()).then_some(t)
        };
        for typedef in typedefs {
            let index = typedef
                .get_name()
                .and_then(|n| n.strip_prefix('b')?.parse::<usize>().ok());
            let (Some(b), Some(ty)) = (
                index.and_then(|i| wanted.get(i)),
                typedef.get_typedef_underlying_type(),
            ) else {
                continue;
            };
            let types = match b.named {
                // The replayed list's arguments: all classes, or not found.
                Named::Replayed { .. } => (ty.get_canonical_type().get_template_argument_types())
                    .and_then(|args| args.into_iter().map(|a| a.and_then(class)).collect()),
                // A specialization of the base's own template deduces itself, not its base
                // (`Traits<A> : Traits<B>`): not found.
                _ => class(ty)
                    .filter(|t| t.get_display_name() != b.derived)
                    .map(|t| vec![t]),
            };
            if let Some(types) = types {
                found.insert((b.derived.clone(), b.index), types);
            }
        }
        Bases { wanted, found }
    }

    /// Base `c` of record `e`: as written where that is a complete class, else as the compiler
    /// substituted it for specialization `e` (several for a pack expansion), or why not: asked
    /// for (for the next parse) where it was not yet.
    pub(super) fn substituted<'c>(
        &mut self,
        e: &Entity,
        c: &Entity<'c>,
    ) -> Result<Vec<Type<'c>>, String>
    where
        'a: 'c,
    {
        if let Some(written) = c.get_type().filter(|t| t.get_sizeof().is_ok()) {
            return Ok(vec![written]);
        }
        let children = instantiated_children(e).unwrap_or_default();
        let index = children
            .iter()
            .filter(|b| b.get_kind() == EntityKind::BaseSpecifier)
            .position(|b| b == c)
            .ok_or("not a specialization's base")?;
        let ty = e.get_type().ok_or("the specialization has no type")?;
        let derived = ty.get_canonical_type().get_display_name();
        if let Some(types) = self.found.get(&(derived.clone(), index)) {
            return Ok(types.clone());
        }
        // A pattern that cannot be declared again (in a class): the base is deduced.
        let named = match replayed(e, c, &ty) {
            Ok(named) => named,
            Err(why) => dependent_base(&derived, c).map_err(|_| why)?,
        };
        let wanted = DependentBase {
            derived,
            index,
            named,
        };
        if self.wanted.contains(&wanted) {
            return Err(match wanted.named {
                Named::Deduced { .. } => "the specialization has no public base of that \
                                          template, or two, or is one itself"
                    .to_owned(),
                Named::Replayed { .. } => "its template, declared again where it is, does \
                                           not name it"
                    .to_owned(),
            });
        }
        self.wanted.push(wanted);
        Err(format!(
            "asked of the compiler in another read of the file, which was not made or failed \
             (the file is read at most {BASE_READS} more times, one per level of such bases)"
        ))
    }
}

/// The template `c` (a base specifier, or an alias's declaration) names, as written.
fn template_ref<'a>(c: &Entity<'a>) -> Option<Entity<'a>> {
    (c.get_children().into_iter())
        .find(|r| r.get_kind() == EntityKind::TemplateRef)
        .and_then(|r| r.get_reference())
}

/// The class template `decl` is, or that the alias template `decl` stands for (`template
/// <class T> using bin = keep<T, T, T>`, as libcu++'s functors name their base): a base
/// written with the alias is a specialization of that class template.
pub(super) fn class_template(decl: Entity) -> Option<Entity> {
    match decl.get_kind() {
        EntityKind::ClassTemplate => Some(decl),
        EntityKind::TypeAliasTemplateDecl => (decl.get_children().into_iter())
            .find(|a| a.get_kind() == EntityKind::TypeAliasDecl)
            .and_then(|a| template_ref(&a))
            .and_then(class_template),
        _ => None,
    }
}

/// Template parameter `p` declared again without its name (`class...`, `int`, `template <class>
/// class` for a template template parameter, as PyTorch's tensor accessors take their pointer
/// traits), and its `...` if it is a pack; or why it cannot be.
fn parameter_declared(p: &Entity) -> Result<(String, &'static str), String> {
    let dots = if is_pack(p) { "..." } else { "" };
    let declared = match p.get_kind() {
        EntityKind::TemplateTypeParameter => "class".to_owned(),
        EntityKind::NonTypeTemplateParameter => {
            let ty = (p.get_type()).map(|t| t.get_canonical_type().get_display_name());
            ty.filter(|t| !t.contains("type-parameter"))
                .ok_or("a parameter's type depends on another")?
        }
        EntityKind::TemplateTemplateParameter => {
            // Its own parameter list as written (libclang gives an unnamed parameter no `...`).
            let tokens = parameter_tokens(p);
            let end = parameter_list_end(p, &tokens).ok_or("a parameter list not read")?;
            format!("{} class", tokens[..=end].join(" "))
        }
        _ => return Err("not a template parameter".to_owned()),
    };
    Ok((format!("{declared}{dots}"), dots))
}

/// How base `c` of specialization `derived` is deduced, or why it cannot be.
fn dependent_base(derived: &str, c: &Entity) -> Result<Named, String> {
    if derived.contains("(anonymous") || derived.contains("(lambda") {
        return Err(format!("`{derived}` has no name C++ can write"));
    }
    // The template the base names (libclang 19 gives the type's declaration no namespaces).
    let template = template_ref(c)
        .and_then(class_template)
        .ok_or("its base is not a class template's specialization")?;
    let mut parameters = Vec::new();
    let mut arguments = Vec::new();
    for (i, p) in template_parameters(&template).iter().enumerate() {
        let (declared, dots) = parameter_declared(p)?;
        parameters.push(format!("{declared} P{i}"));
        arguments.push(format!("P{i}{dots}"));
    }
    Ok(Named::Deduced {
        template: match qualified(&template) {
            (name, true) => format!("::{name}"),
            _ => return Err("its template is in a scope C++ cannot name from outside".to_owned()),
        },
        parameters: parameters.join(", "),
        arguments: arguments.join(", "),
    })
}

/// How base `c` of specialization `e` (of type `ty`) is replayed ([`Named::Replayed`]), or why
/// it cannot be: its pattern must be declared in a namespace (a class's scope cannot be
/// opened again), its tokens as written there name the same there at the end of the file.
fn replayed(e: &Entity, c: &Entity, ty: &Type) -> Result<Named, String> {
    let pattern = e.get_template().ok_or("not a specialization")?;
    let (mut open, mut prefix) = (Vec::new(), Vec::new());
    let mut parent = pattern.get_semantic_parent();
    // The translation unit ends the chain (to libclang 19 it has no parent).
    while let Some(p) = parent.filter(|p| p.get_semantic_parent().is_some()) {
        match (p.get_kind(), p.get_name().filter(|n| !n.is_empty())) {
            (EntityKind::Namespace, None) => open.push("namespace {".to_owned()),
            (EntityKind::Namespace, Some(n)) => {
                let inline = if p.is_inline_namespace() {
                    "inline "
                } else {
                    ""
                };
                open.push(format!("{inline}namespace {n} {{"));
                prefix.push(format!("{n}::"));
            }
            (EntityKind::LinkageSpec | EntityKind::UnexposedDecl, _) => {}
            _ => return Err("its template is declared in a class".to_owned()),
        }
        parent = p.get_semantic_parent();
    }
    open.reverse();
    prefix.reverse();
    let name = pattern.get_name().ok_or("its template has no name")?;
    let mut parameters = Vec::new();
    let mut arguments = Vec::new();
    for (i, p) in template_parameters(&pattern).iter().enumerate() {
        let tokens = parameter_tokens(p);
        let own = parameter_list_end(p, &tokens).map_or(0, |k| k + 1);
        let default =
            (tokens[own..].iter().position(|t| t == "=")).map_or(tokens.len(), |k| own + k);
        let mut declared = tokens[..default].join(" ");
        let named = p.get_name().filter(|n| !n.is_empty()).unwrap_or_else(|| {
            let n = format!("ptx_abi_p{i}");
            declared = format!("{declared} {n}");
            n
        });
        let dots = if is_pack(p) { "..." } else { "" };
        parameters.push(declared);
        arguments.push(format!("{named}{dots}"));
    }
    let pattern_written = match pattern.get_kind() {
        EntityKind::ClassTemplate => format!("{name}<{}>", arguments.join(", ")),
        EntityKind::ClassTemplatePartialSpecialization => {
            partial_arguments(&pattern, &name).ok_or("its partial specialization not read")?
        }
        _ => return Err("its template is not a class template".to_owned()),
    };
    let mut base = (c
        .get_range()
        .map(|r| r.tokenize())
        .unwrap_or_default()
        .iter())
    .map(|t| t.get_spelling())
    .filter(|t| !matches!(t.as_str(), "public" | "protected" | "private" | "virtual"))
    .collect::<Vec<_>>()
    .join(" ");
    if pack_expansion(&pattern, c) {
        base.push_str("...");
    }
    Ok(Named::Replayed {
        open: open.join(" "),
        prefix: format!("::{}", prefix.concat()),
        parameters: parameters.join(", "),
        pattern: pattern_written,
        base,
        derived: written_spelling(ty),
    })
}

/// Partial specialization `pattern`'s template and arguments as written (`TupleBase<
/// index_sequence<I...>, T...>`): from its name after its parameter list to the `>` that
/// closes its arguments, angle brackets counted outside parentheses.
fn partial_arguments(pattern: &Entity, name: &str) -> Option<String> {
    let tokens: Vec<String> = (pattern.get_range()?.tokenize().iter())
        .map(|t| t.get_spelling())
        .collect();
    // Past `template <...>`, the first `name <`.
    let mut depth = 0i32;
    let parameters_end = tokens.iter().enumerate().position(|(k, t)| {
        depth += angle(t);
        k > 1 && depth <= 0
    })?;
    let start = (parameters_end + 1..tokens.len().saturating_sub(1))
        .find(|&k| tokens[k] == name && tokens[k + 1] == "<")?;
    let (mut angles, mut parens) = (0i32, 0i32);
    for (k, t) in tokens.iter().enumerate().skip(start + 1) {
        match t.as_str() {
            "(" | "[" | "{" => parens += 1,
            ")" | "]" | "}" => parens -= 1,
            _ if parens == 0 => angles += angle(t),
            _ => {}
        }
        if angles <= 0 {
            return Some(tokens[start..=k].join(" "));
        }
    }
    None
}

/// Whether base specifier `c` of `pattern` is a pack expansion (`EBO<I, T>...`): libclang's
/// range of the specifier ends before its `...`, the pattern's next token.
fn pack_expansion(pattern: &Entity, c: &Entity) -> bool {
    let offset = |l: clang::source::SourceLocation| l.get_file_location().offset;
    let (Some(range), Some(end)) = (pattern.get_range(), c.get_range().map(|r| r.get_end())) else {
        return false;
    };
    let end = offset(end);
    (range.tokenize().iter())
        .find(|t| offset(t.get_range().get_start()) >= end)
        .is_some_and(|t| t.get_spelling() == "...")
}
