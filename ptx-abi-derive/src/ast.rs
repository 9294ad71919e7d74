//! A borrowing model of the derive input. Nodes keep the original syn nodes for spans.

use proc_macro2::TokenStream;
use quote::quote;
use syn::ext::IdentExt;
use syn::{Data, DeriveInput, Fields, Ident, Index, Type};

use crate::attr::{FieldAttrs, Repr, TypeAttrs};
use crate::ctxt::Ctxt;

pub struct Input<'a> {
    pub original: &'a DeriveInput,
    pub ident: &'a Ident,
    pub attrs: TypeAttrs,
    pub repr: Repr,
    pub body: Body<'a>,
}

pub enum Body<'a> {
    Struct(Vec<Member<'a>>),
    Union(Vec<Member<'a>>),
    Enum(Vec<Variant<'a>>),
}

pub struct Member<'a> {
    /// The C name: the field's ident, or `_0`, `_1`, ... for tuple fields.
    pub name: String,
    /// How the member is named in Rust (`a`, `0`): where errors about its name point.
    pub access: TokenStream,
    pub ty: &'a Type,
    pub attrs: FieldAttrs,
}

impl Member<'_> {
    pub fn is_bit_field(&self) -> bool {
        self.attrs.bits.is_some()
    }

    pub fn is_unnamed(&self) -> bool {
        self.attrs.unnamed.is_some()
    }
}

pub struct Variant<'a> {
    pub original: &'a syn::Variant,
    pub ident: &'a Ident,
}

fn members<'a>(cx: &Ctxt, fields: impl IntoIterator<Item = &'a syn::Field>) -> Vec<Member<'a>> {
    fields
        .into_iter()
        .enumerate()
        .map(|(i, field)| {
            let (name, access) = match &field.ident {
                // `r#type` is `type` in C++.
                Some(ident) => (ident.unraw().to_string(), quote!(#ident)),
                None => {
                    let index = Index::from(i);
                    (format!("_{i}"), quote!(#index))
                }
            };
            Member {
                name,
                access,
                ty: &field.ty,
                attrs: FieldAttrs::parse(cx, &field.attrs),
            }
        })
        .collect()
}

impl<'a> Input<'a> {
    pub fn from_syn(cx: &Ctxt, input: &'a DeriveInput) -> Input<'a> {
        let body = match &input.data {
            Data::Struct(data) => Body::Struct(match &data.fields {
                Fields::Named(f) => members(cx, &f.named),
                Fields::Unnamed(f) => members(cx, &f.unnamed),
                Fields::Unit => Vec::new(),
            }),
            Data::Union(data) => Body::Union(members(cx, &data.fields.named)),
            Data::Enum(data) => Body::Enum(
                data.variants
                    .iter()
                    .map(|v| Variant {
                        original: v,
                        ident: &v.ident,
                    })
                    .collect(),
            ),
        };
        Input {
            original: input,
            ident: &input.ident,
            attrs: TypeAttrs::parse(cx, &input.attrs),
            repr: Repr::parse(cx, &input.attrs, matches!(input.data, Data::Enum(_))),
            body,
        }
    }

    pub fn members(&self) -> &[Member<'a>] {
        match &self.body {
            Body::Struct(m) | Body::Union(m) => m,
            Body::Enum(_) => &[],
        }
    }
}
