//! The bases class templates write with their parameters (`struct box : box_pod<T, D>`, `struct
//! tiled : Atom`), named for one specialization as the compiler substitutes them: libclang gives
//! an implicit instantiation no bases of its own.

use super::classes::{
    instantiated_children, is_pack, parameter_list_end, parameter_tokens, qualified,
    template_parameters, written_spelling,
};
use super::*;

/// A base class template `B` writes with its own parameters (`struct box : box_pod<T, D>`), for
/// one of its specializations: libclang gives an implicit instantiation no bases of its own, so
/// the compiler is asked for it in a line appended to the file ([`DependentBase::declarations`]);
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
    /// Deduced: a function template taking a pointer to any `B<...>`, called with a pointer to
    /// the specialization. The base's template, qualified (`::cuBQL::box_t_pod`), its
    /// parameters (`class P0, int P1`) and the arguments that name them (`P0, P1`).
    Deduced {
        template: String,
        parameters: String,
        arguments: String,
    },
    /// Written: the argument given for the template parameter the template derives from
    /// ([`parameter_argument`]), as C++ writes it.
    Written(String),
}

/// The namespace of the appended lines: never imported.
pub(super) const BASES_NAMESPACE: &str = "ptx_abi_bases";

impl DependentBase {
    /// The lines that name each of `wanted` (`bN`, N its place), appended to a file. A
    /// specialization that no `B<...>` is a base of (or two are) takes the `...` overload, and
    /// its `bN` is `void`: not found.
    pub(crate) fn declarations(wanted: &[DependentBase]) -> String {
        if wanted.is_empty() {
            return String::new();
        }
        let mut out =
            format!("\n// ptx-abi: class templates' bases\nnamespace {BASES_NAMESPACE} {{\n");
        for (i, b) in wanted.iter().enumerate() {
            out.push_str(&match &b.named {
                Named::Written(base) => format!("typedef {base} b{i};\n"),
                Named::Deduced {
                    template,
                    parameters,
                    arguments,
                } => {
                    let base = format!("{template}<{arguments}>");
                    format!(
                        "template <{parameters}> {base} b{i}_of(const volatile {base} *);\n\
                         void b{i}_of(...);\n\
                         typedef decltype(b{i}_of(static_cast<{} *>(nullptr))) b{i};\n",
                        b.derived
                    )
                }
            });
        }
        out.push_str("}\n");
        out
    }
}

/// The dependent bases a read asks for and those its parse names.
pub(super) struct Bases<'a> {
    /// Every base asked for, in the order appended (the `N` of `bN`): a read adds those it
    /// meets that are not there.
    wanted: &'a mut Vec<DependentBase>,
    /// Those the parse named, by specialization and index.
    found: BTreeMap<(String, usize), Type<'a>>,
}

impl<'a> Bases<'a> {
    /// The bases of `wanted` that `tu`'s appended lines name.
    pub(super) fn new(
        tu: &'a clang::TranslationUnit,
        wanted: &'a mut Vec<DependentBase>,
    ) -> Bases<'a> {
        let mut found = BTreeMap::new();
        let namespace = tu.get_entity().get_children().into_iter().find(|e| {
            e.get_kind() == EntityKind::Namespace
                && e.get_name().as_deref() == Some(BASES_NAMESPACE)
        });
        for typedef in namespace.map(|n| n.get_children()).unwrap_or_default() {
            let index = typedef
                .get_name()
                .and_then(|n| n.strip_prefix('b')?.parse::<usize>().ok());
            let ty = typedef
                .get_typedef_underlying_type()
                .map(|t| t.get_canonical_type())
                .filter(|t| t.get_kind() == TypeKind::Record && t.get_sizeof().is_ok());
            // A specialization of the base's own template deduces itself, not its base
            // (`Traits<A> : Traits<B>`): not found.
            let b = index.and_then(|i| wanted.get(i));
            let ty = ty.filter(|t| b.is_some_and(|b| t.get_display_name() != b.derived));
            if let (Some(b), Some(ty)) = (b, ty) {
                found.insert((b.derived.clone(), b.index), ty);
            }
        }
        Bases { wanted, found }
    }

    /// Base `c` of specialization `e` as the compiler substituted it, or why not: asked for
    /// (for the next parse) where it was not yet.
    pub(super) fn substituted(&mut self, e: &Entity, c: &Entity) -> Result<Type<'a>, String> {
        let children = instantiated_children(e).unwrap_or_default();
        let index = children
            .iter()
            .filter(|b| b.get_kind() == EntityKind::BaseSpecifier)
            .position(|b| b == c)
            .ok_or("not a specialization's base")?;
        let derived = e
            .get_type()
            .ok_or("the specialization has no type")?
            .get_canonical_type()
            .get_display_name();
        if let Some(ty) = self.found.get(&(derived.clone(), index)) {
            return Ok(*ty);
        }
        let named = match parameter_argument(e, c) {
            Some(argument) => Named::Written(argument),
            None => dependent_base(&derived, c)?,
        };
        let wanted = DependentBase {
            derived,
            index,
            named,
        };
        if self.wanted.contains(&wanted) {
            return Err(match wanted.named {
                Named::Written(argument) => {
                    format!("its argument `{argument}` is no class C++ can name here")
                }
                Named::Deduced { .. } => "the specialization has no public base of that \
                                          template, or two, or is one itself"
                    .to_owned(),
            });
        }
        self.wanted.push(wanted);
        Err("asked of the compiler in another read of the file, which did not complete".to_owned())
    }
}

/// The base `c` of specialization `e` where the template writes it as one of its own type
/// parameters (`template <class Atom> struct Tiled : Atom`): the argument given for it, as C++
/// writes it, if `e` is the primary template's specialization (a partial specialization's
/// parameters are not its arguments) and the template has no pack (which would move the
/// arguments from their parameters' places).
fn parameter_argument(e: &Entity, c: &Entity) -> Option<String> {
    // The base written as the parameter alone (not `B<T>` nor `typename T::base`).
    let parameter = (c.get_children().into_iter())
        .find(|r| r.get_kind() == EntityKind::TypeRef)?
        .get_reference()?;
    let template = e.get_template()?;
    let parameters = template_parameters(&template);
    if c.get_type()?.get_display_name() != parameter.get_name()?
        || parameter.get_kind() != EntityKind::TemplateTypeParameter
        || template.get_kind() != EntityKind::ClassTemplate
        || parameters.iter().any(is_pack)
    {
        return None;
    }
    let index = parameters.iter().position(|p| *p == parameter)?;
    let arguments = e.get_type()?.get_template_argument_types()?;
    Some(written_spelling(&arguments.get(index).copied().flatten()?))
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
