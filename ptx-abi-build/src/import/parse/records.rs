//! Records and their members: where a record's attributes stand, its layout placed as both
//! compilers would place it (or refused where they differ), and each member's C++ type as a
//! [`CxxType`]. The walk over the header's declarations is `parse.rs`'s.

use ptx_abi_core::layout::Packing;

use super::placement::RecordAttributes;
use super::*;

impl Reader<'_> {
    /// Where `attr`, an attribute of the record or enum `e`, stands: before its `{` or after
    /// its `}`. A record whose braces come from a macro cannot be told: refused.
    pub(super) fn place(&self, e: &Entity, attr: &Entity) -> Result<Place, ImportError> {
        // The range ends just past the record's `}`.
        let (_, end) = self.span(e);
        if end == 0 || self.text_of(e).text.as_bytes().get(end - 1) != Some(&b'}') {
            return Err(self.error(
                line_of(e),
                format!(
                    "`{}` is defined by a macro that also gives it an alignment or packing \
                     attribute: the importer cannot tell whether the attribute comes before \
                     its name (both NVRTC and nvcc honour it) or after its closing brace (NVRTC \
                     ignores it; ABI.md section 10a); write the definition out in the header",
                    e.get_name().unwrap_or_default()
                ),
            ));
        }
        Ok(if self.offset(attr) >= end {
            Place::Trailing
        } else {
            Place::Head
        })
    }

    /// A struct or union definition, named `name` (or its own name); its nested and anonymous
    /// records first. Decides whether the record is imported at all (anonymous without a name,
    /// already imported, already refused, `__extension__` NVRTC would reject); the rest is
    /// [`Reader::record_body`]'s and [`Reader::push_record`]'s.
    pub(super) fn record(
        &mut self,
        e: Entity,
        name: Option<String>,
        spelling: Option<String>,
        context: Context,
    ) -> Result<(), ImportError> {
        let line = line_of(&e);
        let own = || {
            let own = e.get_name().filter(|_| !e.is_anonymous())?;
            Some(super::classes::namespaced(&e, own, self.clashing))
        };
        let name = match name.or_else(own) {
            Some(n) => n,
            None => return Ok(()),
        };
        let mut spelling = spelling.unwrap_or_else(|| spelling_of(&e));
        // libclang's name for an anonymous record reached through a specialization's members
        // (`glm::vec<3, float>::(anonymous union at type_vec3.hpp:77:4)`) is not C++: such a
        // type has no spelling, as an anonymous member's has none.
        if spelling.contains("(anonymous ") || spelling.contains("(unnamed ") {
            spelling.clear();
        }
        if self.items.iter().any(|i| i.name() == name) {
            return self.same_type(&name, &spelling, line);
        }
        if let Some(error) = self.failed.get(&name) {
            return Err(error.clone());
        }
        if let Some(why) = super::invalid_reason(&e, self.errors) {
            return Err(self.error(line, why));
        }
        let context = self.record_context(&e, context);
        self.refuse_extension(&e, &name, line)?;
        self.cpp.insert(name.clone(), spelling.clone());
        self.note_access(&e, &name);
        // Met again while its members are read, it holds or derives from itself.
        let cycle = self.error(line, format!("`{name}` holds or derives from itself"));
        self.failed.insert(name.clone(), cycle);
        let body = self.record_body(&e, &name);
        self.failed.remove(&name);
        let (members, attrs) = body?;
        self.push_record(&e, name, members, attrs, context)
    }

    /// What declares record `e` for its attributes after the `}`: a definition inside a
    /// typedef (`typedef struct S { ... } attr T;`) takes the typedef's rules for what follows
    /// its brace; any other keeps `context`.
    fn record_context(&self, e: &Entity, context: Context) -> Context {
        // The typedefs' spans are the header's: a record of an included file is in none.
        if !self.in_header(e) {
            return context;
        }
        let (start, end) = self.span(e);
        match context {
            Context::Definition
                if self
                    .typedef_spans
                    .iter()
                    .any(|&(s, t)| s <= start && end <= t) =>
            {
                Context::Typedef
            }
            c => c,
        }
    }

    /// Whether record `e` (`name`) may be imported despite `__extension__` in its text: NVRTC
    /// rejects `__extension__` before a member ("this declaration has no storage class or type
    /// specifier"), which GCC and nvcc accept (`ABI.md` §10a), unless the build defines it away
    /// (`-D__extension__=`); refused unless nvcc builds the kernels.
    fn refuse_extension(&self, e: &Entity, name: &str, line: u32) -> Result<(), ImportError> {
        let (start, end) = self.span(e);
        let extension = self.in_header(e)
            && !self
                .options
                .defines
                .iter()
                .any(|(n, _)| n == "__extension__")
            && self.text[start..end]
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .any(|token| token == "__extension__");
        if extension && self.options.compiler != Some(Compiler::Nvcc) {
            return Err(self.error(
                line,
                format!(
                    "`{name}` has `__extension__` before a member, which NVRTC rejects (\"this \
                     declaration has no storage class or type specifier\"; nvcc accepts it, \
                     ABI.md section 10a): remove it, or say that nvcc builds your kernels \
                     (`--compiler nvcc`, `ImportOptions::compiler`)"
                ),
            ));
        }
        Ok(())
    }

    /// The members of record `e` (`name`) in order, and its alignment and packing attributes;
    /// nested enums and records are imported on the way. Refuses a base class and a virtual
    /// member function, which a C layout cannot hold.
    fn record_body(
        &mut self,
        e: &Entity,
        name: &str,
    ) -> Result<(Vec<Member>, RecordAttributes), ImportError> {
        let mut members = Vec::new();
        let mut attrs = RecordAttributes::default();
        let mut anonymous_members = 0;
        let children = super::classes::instantiated_children(e).unwrap_or_else(|| e.get_children());
        for (k, c) in children.iter().enumerate() {
            let cline = line_of(c);
            let siblings = &children[k + 1..];
            match c.get_kind() {
                EntityKind::AlignedAttr => self.record_alignment(e, c, name, &mut attrs)?,
                EntityKind::PackedAttr => match self.place(e, c)? {
                    Place::Head => attrs.gnu_packed = true,
                    Place::Trailing => attrs.trailing_packed = true,
                },
                EntityKind::BaseSpecifier => {
                    let bases = self.base(e, c, name, &children[k + 1..])?;
                    members.extend(bases);
                }
                EntityKind::Method | EntityKind::Destructor if c.is_virtual_method() => {
                    return Err(self.error(
                        cline,
                        format!(
                            "`{name}` has a virtual member function: its objects hold a vtable \
                             pointer, a host address no kernel can use; pass a struct of its \
                             data members instead"
                        ),
                    ))
                }
                EntityKind::EnumDecl if c.is_definition() => self.nested_enum(c, siblings, name)?,
                EntityKind::StructDecl | EntityKind::UnionDecl | EntityKind::ClassDecl
                    if c.is_definition() =>
                {
                    if let Some(member) =
                        self.nested_record(c, siblings, name, &mut anonymous_members)?
                    {
                        members.push(member);
                    }
                }
                EntityKind::FieldDecl => {
                    if let Some(why) = super::invalid_reason(c, self.errors) {
                        return Err(self.error(cline, format!("`{name}`: {why}")));
                    }
                    self.note_access(c, name);
                    let member = self.member(c, name, members.len())?;
                    members.push(member);
                }
                _ => {}
            }
        }
        Ok((members, attrs))
    }

    /// An enum defined inside record `name`, `siblings` the record's children after it: named,
    /// it is imported under its own name, used or not; anonymous, it is the type of the member
    /// declared with it (`enum { A, B } member;`, named `{name}_{member}`) or, with no member
    /// (`enum { A, B };`), its enumerators are constants.
    fn nested_enum(
        &mut self,
        c: &Entity,
        siblings: &[Entity],
        name: &str,
    ) -> Result<(), ImportError> {
        let named = c.get_name().filter(|_| !c.is_anonymous());
        // A class template's instance holds its own (`BVH<float, 3>::Kind` is `BVH_float_3_Kind`).
        match named.and(c.get_type()).map(|t| self.record_name(c, &t)) {
            Some(enum_name) => {
                if !self.items.iter().any(|i| i.name() == enum_name) {
                    let outer = self.cpp.get(name).cloned().unwrap_or_default();
                    self.cpp
                        .insert(enum_name.clone(), nested_spelling(&outer, c));
                    self.enumeration_named(*c, enum_name)?;
                }
            }
            None => match self.declared_with(siblings, c) {
                Some((field, member)) => {
                    let nested = format!("{name}_{member}");
                    let outer = self.cpp.get(name).cloned().unwrap_or_default();
                    let spelling = member_type_spelling(&outer, &member, field, c);
                    self.anonymous.insert(position(c), nested.clone());
                    self.cpp.insert(nested.clone(), spelling);
                    self.enumeration_named(*c, nested)?;
                }
                None => self.enumerators_as_constants(c, Some(name)),
            },
        }
        Ok(())
    }

    /// A record defined inside record `name`, `siblings` the record's children after it:
    /// named, it is imported under its own name; anonymous, it is the type of the members
    /// declared with it (`struct { int a; } inner;`, `... arr[2];`, `... *p;`: named
    /// `{name}_{member}`) or an anonymous member (`union { ... };`, named `_anonN`, counted by
    /// `anonymous_members`), which is returned to be placed among `name`'s members.
    fn nested_record(
        &mut self,
        c: &Entity,
        siblings: &[Entity],
        name: &str,
        anonymous_members: &mut usize,
    ) -> Result<Option<Member>, ImportError> {
        if !c.is_anonymous() && c.get_name().is_some() {
            // Named from the enclosing type's spelling: inside an anonymous member's type it
            // is `decltype(S::u)::inner`, not `S::inner`. A class template's instance holds
            // its own (`BVH<float, 3>::Node::Admin` is `BVH_float_3_Node_Admin`).
            let outer = self.cpp.get(name).cloned().unwrap_or_default();
            let spelling = nested_spelling(&outer, c);
            let own = c.get_type().map(|t| self.record_name(c, &t));
            self.record(*c, own, Some(spelling), Context::Definition)?;
            return Ok(None);
        }
        let (member, nested_spelling, anonymous) = match self.declared_with(siblings, c) {
            Some((field, member)) => {
                let outer = self.cpp.get(name).cloned().unwrap_or_default();
                let spelling = member_type_spelling(&outer, &member, field, c);
                (member, spelling, None)
            }
            None => {
                *anonymous_members += 1;
                let member = format!("_anon{anonymous_members}");
                let anonymous = Member {
                    name: member.clone(),
                    ty: CxxType::Named(format!("{name}_{member}")),
                    bits: None,
                    unnamed: false,
                    align: 0,
                    doc: doc_lines(c),
                    line: line_of(c),
                    base: false,
                };
                (member, String::new(), Some(anonymous))
            }
        };
        let nested = format!("{name}_{member}");
        self.anonymous.insert(position(c), nested.clone());
        self.record(*c, Some(nested), Some(nested_spelling), Context::Member)?;
        Ok(anonymous)
    }

    /// Record `e` (`name`) as an item, with `members` and the attributes `attrs` honoured as
    /// declared in `context` (`ABI.md` §10a). Decides its packing and alignment, refusing
    /// both at once, and gives an empty record its one zero byte.
    fn push_record(
        &mut self,
        e: &Entity,
        name: String,
        mut members: Vec<Member>,
        attrs: RecordAttributes,
        context: Context,
    ) -> Result<(), ImportError> {
        let line = line_of(e);
        let union = e.get_kind() == EntityKind::UnionDecl;
        // The `#pragma pack` at `line` of the file the record is written in.
        let own = self.text_of(e).packs.clone();
        let packs = std::mem::replace(&mut self.packs, own);
        // Attributes after the closing brace (`ABI.md` §10a).
        let placed = self.after_brace(
            &name,
            &members,
            union,
            context,
            line,
            (attrs.gnu_packed, attrs.align),
            (attrs.trailing_packed, attrs.trailing_align),
        );
        self.packs = packs;
        let (packing, align) = placed?;
        if members.is_empty() {
            // `struct E {};` is one byte, aligned 1, under both compilers: an unnamed 8-bit
            // bit-field has that layout, and its byte is written as zero.
            members.push(Member {
                name: "_empty".to_owned(),
                ty: CxxType::Scalar(Scalar::U8),
                bits: Some(8),
                unnamed: true,
                align: 0,
                doc: Vec::new(),
                line,
                base: false,
            });
        }
        if packing != Packing::None && align != 0 {
            return Err(self.error(
                line,
                format!(
                    "`{name}` is both packed and aligned, which Rust refuses (E0587): drop one, \
                     or wrap the packed struct in an aligned one"
                ),
            ));
        }
        let mut doc = doc_lines(e);
        if members.len() == 1 && members[0].name == "_empty" {
            doc.push("C++ declares this struct empty: one byte, written as zero.".to_owned());
        }
        self.items.push(Item::Record {
            name,
            union,
            members,
            align,
            packing,
            doc,
            line,
        });
        Ok(())
    }

    /// The items imported so far, to lay types out with (for messages and checks).
    pub(super) fn probe(&self) -> Imported {
        Imported {
            file: String::new(),
            items: self.items.clone(),
            cpp_names: BTreeMap::new(),
            skipped: Vec::new(),
            compiler: None,
            host: self.host,
            aliases_written_as_their_types: BTreeMap::new(),
            non_public: Default::default(),
        }
    }

    pub(super) fn member(
        &mut self,
        f: &Entity,
        record: &str,
        index: usize,
    ) -> Result<Member, ImportError> {
        let line = line_of(f);
        let ty = f.get_type().expect("a member has a type");
        // An anonymous member has no name: libclang 14 gives none, 19 its type's description
        // (`union (anonymous union at ops.cuh:8:42)`), which is no identifier.
        let own_name = f
            .get_name()
            .filter(|n| !n.is_empty() && n.chars().all(|c| c == '_' || c.is_ascii_alphanumeric()));
        let name = own_name
            .clone()
            .unwrap_or_else(|| format!("_unnamed{index}"));
        if ty.get_kind() == TypeKind::IncompleteArray {
            return Err(self.error(
                line,
                format!(
                    "`{record}::{name}` is a flexible array member: its length is not in the \
                     type; pass the elements in a device buffer (`DevicePtr<T>`) instead"
                ),
            ));
        }
        let bits = f.get_bit_field_width().map(|w| w as u32);
        let unnamed = own_name.is_none();
        let mut align = 0;
        let attributes = f.get_children();
        if attributes
            .iter()
            .any(|c| c.get_kind() == EntityKind::AlignedAttr)
        {
            let text = self.member_text(f);
            // An argument that is an expression (`__align__(ALIGN_OF(N))` in a class template,
            // `N` its parameter): the alignment that places the member where libclang places it
            // in the record at hand, which the compiler asserts like every layout.
            let read = (self.alignment_in(&text)).or_else(|m| match alignment_placing(f) {
                Some(a) => Ok(Some(a)),
                None => Err(self.error(line, format!("`{record}::{name}`: {m}"))),
            });
            align = read?.ok_or_else(|| {
                self.error(
                    line,
                    format!(
                        "`{record}::{name}`: an alignment attribute the importer cannot \
                             read (`{}`): spell it alignas(N), __align__(N), \
                             __attribute__((aligned(N))) or __attribute__((__aligned__(N))) with N \
                             an integer or a #define'd integer",
                        text.trim()
                    ),
                )
            })?;
        }
        // A typedef may align its type otherwise (`typedef float F __attribute__((aligned(16)))`,
        // `typedef int U __attribute__((aligned(1)))`): both compilers place a member of it
        // with the typedef's alignment (ABI.md section 10a), as a member aligned itself.
        let ctype = match typedef_alignment(&ty) {
            Some((typedef, own)) if typedef < own => {
                return Err(self.error(
                    line,
                    format!(
                        "`{record}::{name}`: its typedef `{}` lowers its type's alignment from \
                         {own} to {typedef}, which both compilers honour and ptx-abi cannot \
                         express (ABI.md section 10a)",
                        ty.get_display_name()
                    ),
                ));
            }
            Some((typedef, _)) => {
                align = align.max(typedef);
                self.c_type(ty.get_canonical_type(), line)?
            }
            None => self.c_type(ty, line)?,
        };
        if attributes
            .iter()
            .any(|c| c.get_kind() == EntityKind::PackedAttr)
        {
            // `int i __attribute__((packed));`: both compilers place this one member at any
            // byte (measured: ABI.md section 10a). The derive packs whole types only.
            // A type not imported is refused by `check_layouts`.
            let own = self.probe().layout_of(&ctype).map_or(1, |l| l.align);
            let packed_record = self.pack_at(line) == 1;
            if own > 1 && bits.is_none() && !packed_record {
                return Err(self.error(
                    line,
                    format!(
                        "`{record}::{name}` is packed on its own (`__attribute__((packed))` on \
                         the member): both compilers place it at any byte, and ptx-abi packs \
                         whole types only; pack `{record}` (`struct __attribute__((packed)) \
                         {record}`) if that is the layout meant, or drop the attribute"
                    ),
                ));
            }
        }
        Ok(Member {
            name,
            ty: ctype,
            bits,
            unnamed: unnamed && bits.is_some(),
            align,
            doc: doc_lines(f),
            line,
            base: false,
        })
    }

    /// The importer's view of a clang type: decides which kind of [`CxxType`] it is, past
    /// elaborations and the typedefs of fundamental types, and the arrays; records and enums,
    /// pointers and the types refused are their own functions'.
    pub(super) fn c_type(&mut self, ty: Type, line: u32) -> Result<CxxType, ImportError> {
        // libclang 16 and later wrap every type written with a name in an elaborated type
        // (`cudaTextureObject_t` is Elaborated(Typedef)); earlier ones only `struct S`. Unwrapped
        // first, so that every libclang sees the typedef below.
        if ty.get_kind() == TypeKind::Elaborated {
            if let Some(inner) = ty.get_elaborated_type() {
                return self.c_type(inner, line);
            }
        }
        if ty.get_kind() == TypeKind::Typedef {
            if let Some(named) = self.typedef_type(ty, line) {
                return named;
            }
        }
        if let Some(s) = scalar_of(&ty, self.host) {
            return Ok(CxxType::Scalar(s));
        }
        match ty.get_kind() {
            TypeKind::Elaborated => {
                self.c_type(ty.get_elaborated_type().expect("elaborated"), line)
            }
            TypeKind::Typedef => self.c_type(ty.get_canonical_type(), line),
            TypeKind::Record | TypeKind::Enum => self.record_type(ty, line),
            // A class template's specialization as written (`Pair<float>`), which libclang
            // before 16 does not expose, and a template parameter substituted in an
            // instantiation's member (`U u;` of `Def<float, float *>`): the canonical type.
            TypeKind::Unexposed if ty.get_canonical_type().get_kind() != TypeKind::Unexposed => {
                self.c_type(ty.get_canonical_type(), line)
            }
            TypeKind::Pointer => self.pointer_type(ty, line),
            TypeKind::ConstantArray => {
                let elem =
                    self.c_type(ty.get_element_type().expect("an array has elements"), line)?;
                let len = ty.get_size().unwrap_or(0);
                if len == 0 {
                    return Err(self.error(
                        line,
                        "a zero-length array has no C++ layout (GNU's `[0]`): pass the elements \
                         in a device buffer (`DevicePtr<T>`) instead",
                    ));
                }
                Ok(CxxType::Array(Box::new(elem), len))
            }
            kind => Err(self.refused_type(ty, kind, line)),
        }
    }

    /// The typedef `ty` as the importer sees it, or `None` to look through it as its
    /// canonical type. A typedef keeps its name when it names a type of the header (`Mat2`) or
    /// one of CUDA's (`cudaTextureObject_t` is `TextureObject`, not `u64`); one of a
    /// fundamental type is followed to it, one typedef at a time, so that CUDA's names on the
    /// way are seen (`typedef cudaTextureObject_t Tex;`).
    fn typedef_type(&mut self, ty: Type, line: u32) -> Option<Result<CxxType, ImportError>> {
        let decl = ty.get_declaration().expect("a typedef has a declaration");
        let name = decl.get_name().unwrap_or_default();
        if let Some((rust, layout)) = self.cuda.ty(&name) {
            return Some(Ok(CxxType::Cuda { rust, layout }));
        }
        if self.in_header(&decl) && self.items.iter().any(|i| i.name() == name) {
            return Some(Ok(CxxType::Named(name)));
        }
        if let Some(error) = self.failed.get(&name) {
            return Some(Err(self.uses_skipped(line, &name, error)));
        }
        let underlying = decl.get_typedef_underlying_type()?;
        // `typedef struct { ... } Name;` of an included header: the record takes the typedef's
        // name, as the header's own do (`alias`), else it would have none.
        if let Some(record) = record_declaration(&underlying) {
            if record.get_name().is_none() || record.is_anonymous() {
                if !self.anonymous.contains_key(&position(&record)) {
                    if let Err(e) = self.alias(decl) {
                        return Some(Err(e));
                    }
                }
                let named = self.anonymous.get(&position(&record))?.clone();
                return Some(match self.integer_enums.get(&named) {
                    Some(&repr) => Ok(CxxType::Scalar(repr)),
                    None => Ok(CxxType::Named(named)),
                });
            }
        }
        Some(self.c_type(underlying, line))
    }

    /// The record or enum type `ty` by name: one of CUDA's, or one of the header's, imported
    /// here if it is not yet; an enum imported as its underlying integer (enumerators sharing
    /// a value) is that integer. Refuses a type the header declares but does not define.
    fn record_type(&mut self, ty: Type, line: u32) -> Result<CxxType, ImportError> {
        let decl = ty.get_declaration().expect("a record has a declaration");
        let name = self.record_name(&decl, &ty);
        if let Some(cuda) = self.cuda.named(&name) {
            return Ok(cuda);
        }
        // A CUDA record the file defines in a branch the preprocessor left out: CUDA's headers
        // defined it (`cuda_names::own_types`).
        if defined_in_stand_ins(&decl) {
            if let Some(cuda) = cuda_named(&name, self.host) {
                return Ok(cuda);
            }
        }
        if let Some(error) = self.failed.get(&name) {
            return Err(self.uses_skipped(line, &name, error));
        }
        let known =
            self.items.iter().any(|i| i.name() == name) || self.integer_enums.contains_key(&name);
        if !known {
            match decl.get_kind() {
                EntityKind::EnumDecl => {
                    // An enum of an included header: C++ names it as its own header does.
                    self.cpp
                        .entry(name.clone())
                        .or_insert_with(|| spelling_of(&decl));
                    self.enumeration_named(decl, name.clone())?
                }
                _ if decl.is_definition() => {
                    // A specialization is spelled with its arguments (`Pair<float>`), which the
                    // canonical type writes in full.
                    let spelling = decl
                        .get_template()
                        .map(|_| super::classes::written_spelling(&ty));
                    // Its reason is remembered under its own name: a typedef or a type that
                    // uses it is skipped for it, and a type asked for by that name says why.
                    let read = self.record(decl, Some(name.clone()), spelling, Context::Definition);
                    if let Err(e) = &read {
                        self.failed.entry(name.clone()).or_insert_with(|| e.clone());
                    }
                    read?
                }
                _ if decl.get_template().is_some() => {
                    return Err(self.error(
                        line,
                        format!(
                            "`{}` is a class template's specialization the header never \
                             instantiates (a typedef does not): use it by value in the header \
                             (a member, a parameter, a `sizeof`), or pass a pointer to it",
                            ty.get_canonical_type().get_display_name()
                        ),
                    ))
                }
                _ => {
                    return Err(self.error(
                        line,
                        format!(
                            "`{name}` is declared but not defined in the header: include the \
                             header that defines it, or pass a pointer to it"
                        ),
                    ))
                }
            }
        }
        match self.integer_enums.get(&name) {
            Some(&repr) => Ok(CxxType::Scalar(repr)),
            None => Ok(CxxType::Named(name)),
        }
    }

    /// The pointer type `ty`: decides what it points to. `void *` and a function pointer are
    /// opaque device addresses; a record or enum pointee is named, not imported.
    fn pointer_type(&mut self, ty: Type, line: u32) -> Result<CxxType, ImportError> {
        let pointee = ty.get_pointee_type().expect("a pointer has a pointee");
        if untyped_pointee(&pointee) {
            return Ok(CxxType::Pointer(None));
        }
        match record_declaration(&pointee)
            .map(|d| (d, pointee))
            .or_else(|| {
                // A template's parameter substituted (`T *data` of `Array<Vec<float, 3>>`):
                // libclang leaves it unexposed; its canonical type is the record.
                let canonical = pointee.get_canonical_type();
                (pointee.get_kind() == TypeKind::Unexposed)
                    .then(|| Some((record_declaration(&canonical)?, canonical)))?
            }) {
            // A pointee is named, not placed: `Node *next` inside `Node` must not import
            // `Node` again (render writes `DevicePtr<()>` for a pointee the header never
            // defines, or never instantiates).
            Some((decl, pointee)) => {
                let name = self.record_name(&decl, &pointee);
                let target = self.cuda.named(&name).unwrap_or(CxxType::Named(name));
                Ok(CxxType::Pointer(Some(Box::new(target))))
            }
            None => Ok(CxxType::Pointer(Some(Box::new(
                self.c_type(pointee, line)?,
            )))),
        }
    }
}

/// Whether a typedef of `ty` is written as `ty` where used rather than emitted.
pub(super) fn written_as_its_type(ty: &CxxType) -> bool {
    match ty {
        CxxType::Scalar(_) | CxxType::Cuda { .. } | CxxType::Pointer(None) => true,
        CxxType::Pointer(Some(t)) => written_as_its_type(t),
        CxxType::Named(_) | CxxType::Array(..) => false,
    }
}

/// How C++ spells a type `e` declared inside the record C++ spells `outer`.
pub(super) fn nested_spelling(outer: &str, e: &Entity) -> String {
    match (outer.is_empty(), e.get_name()) {
        (false, Some(name)) => format!("{outer}::{name}"),
        _ => spelling_of(e),
    }
}

/// How C++ spells the anonymous type `decl` that `member` (`field`) of the record `outer` is
/// declared with: `decltype(S::inner)`, or for an array's element or a pointer's target
/// `ptx_abi_inner<decltype(S::arr)>::type` (`Imported::verification_source` defines it);
/// empty when `outer` has no spelling.
pub(super) fn member_type_spelling(
    outer: &str,
    member: &str,
    field: Entity,
    decl: &Entity,
) -> String {
    let direct = field
        .get_type()
        .is_some_and(|t| record_declaration(&t).is_some_and(|d| position(&d) == position(decl)));
    if outer.is_empty() {
        String::new()
    } else if direct {
        format!("decltype({outer}::{member})")
    } else {
        format!("ptx_abi_inner<decltype({outer}::{member})>::type")
    }
}

/// How C++ spells the type `e` declares, namespaces included (`sim::Particle`).
pub(super) fn spelling_of(e: &Entity) -> String {
    // An anonymous namespace's members are named through the namespace around it (libclang
    // writes `rec::(anonymous namespace)::Algo`, which no C++ takes).
    let spelled = e.get_type().map(|t| t.get_display_name());
    spelled
        .unwrap_or_default()
        .replace("(anonymous namespace)::", "")
}

/// Where a declaration is: its line and column (anonymous records have no name to key on).
/// What tells one declaration from another (the key of anonymous records): its line and column,
/// and libclang's hash of the declaration. Libclang before 15 gives a declaration inside a macro
/// expansion the macro's invocation as its spelling location (measured with libclang 14: both
/// anonymous structs of the Linux kernel's `__struct_group` were at one place), so the place
/// alone cannot tell them apart; the hash is the declaration's own.
pub(super) fn position(e: &Entity) -> (u32, u32, u64) {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    e.hash(&mut hasher);
    e.get_location().map_or((0, 0, hasher.finish()), |l| {
        let s = l.get_spelling_location();
        (s.line, s.column, hasher.finish())
    })
}

/// The record or enum declaration a type names, through elaboration.
pub(super) fn record_declaration<'tu>(ty: &Type<'tu>) -> Option<Entity<'tu>> {
    let ty = match ty.get_kind() {
        TypeKind::Elaborated => ty.get_elaborated_type()?,
        _ => *ty,
    };
    match ty.get_kind() {
        TypeKind::Record | TypeKind::Enum => ty.get_declaration(),
        _ => None,
    }
}

/// An anonymous record inside arrays and pointers of `ty` (`struct { ... } [4]`, `*`).
pub(super) fn anonymous_inside<'tu>(ty: &Type<'tu>) -> Option<Entity<'tu>> {
    let mut ty = *ty;
    let mut wrapped = false;
    loop {
        ty = match ty.get_kind() {
            TypeKind::Elaborated => ty.get_elaborated_type()?,
            TypeKind::ConstantArray => {
                wrapped = true;
                ty.get_element_type()?
            }
            TypeKind::Pointer => {
                wrapped = true;
                ty.get_pointee_type()?
            }
            TypeKind::Record if wrapped => {
                let decl = ty.get_declaration()?;
                return (decl.get_name().is_none() || decl.is_anonymous()).then_some(decl);
            }
            _ => return None,
        };
    }
}

/// Whether the definition of record `decl` is in a stand-in header (under `STUB_DIR`).
pub(super) fn defined_in_stand_ins(decl: &Entity) -> bool {
    decl.get_definition()
        .and_then(|d| d.get_location())
        .and_then(|l| l.get_file_location().file)
        .is_some_and(|f| f.get_path().starts_with(STUB_DIR))
}

/// The alignment a typedef gives `ty` where it differs from its type's, and its type's: `None`
/// for a type no typedef aligns otherwise (libclang lays the typedef out with its attribute).
pub(super) fn typedef_alignment(ty: &Type) -> Option<(usize, usize)> {
    let own = ty.get_canonical_type().get_alignof().ok()?;
    let typedef = ty.get_alignof().ok()?;
    (typedef != own).then_some((typedef, own))
}

/// The alignment that places member `f` at the offset libclang gives it, in a record of the
/// alignment libclang gives: the largest power of two dividing the offset (the record's
/// alignment at offset 0), at most the record's. Any alignment the member declares places it
/// there with the record's size and alignment unchanged, as this one does.
fn alignment_placing(f: &Entity) -> Option<usize> {
    let record = f.get_semantic_parent()?.get_type()?.get_alignof().ok()?;
    let offset = f.get_offset_of_field().ok()? / 8;
    let natural = f.get_type()?.get_alignof().ok()?;
    let divides = match offset {
        0 => record,
        _ => 1 << offset.trailing_zeros(),
    };
    Some(record.min(divides).max(natural))
}
