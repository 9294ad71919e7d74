//! Expansion snapshot tests: the derive's and `kernels!`'s output for a few inputs, formatted
//! with `prettyplease` and compared with `snapshots/<name>.rs`. The expansion is hand-tuned for
//! compile time (BENCHMARKS.md, section 7); a change to it shows up here as a diff to review.
//! `PTX_ABI_BLESS=1 cargo test -p ptx-abi-derive` rewrites the snapshots.

use std::path::PathBuf;

use proc_macro2::TokenStream;
use quote::quote;

fn check(name: &str, expansion: TokenStream) {
    let file: syn::File = syn::parse2(expansion.clone()).unwrap_or_else(|e| {
        panic!("{name}: the expansion does not parse as items: {e}\n{expansion}")
    });
    let text = prettyplease::unparse(&file);
    // Cargo runs a package's tests in the package's root directory.
    let path = PathBuf::from("snapshots").join(format!("{name}.rs"));
    if std::env::var("PTX_ABI_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &text).expect("write the snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run with PTX_ABI_BLESS=1 to write it",
            path.display()
        )
    });
    assert!(
        expected == text,
        "{name}: the expansion changed; review the diff and run with PTX_ABI_BLESS=1 to accept \
         it.\n--- {}\n+++ actual\n{}",
        path.display(),
        line_diff(&expected, &text)
    );
}

/// The lines that differ, `-` expected and `+` actual, by position.
fn line_diff(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let mut out = String::new();
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i).copied(), a.get(i).copied());
        if x != y {
            if let Some(x) = x {
                out.push_str(&format!("-{:>4} {x}\n", i + 1));
            }
            if let Some(y) = y {
                out.push_str(&format!("+{:>4} {y}\n", i + 1));
            }
        }
    }
    out
}

fn derive(input: TokenStream) -> TokenStream {
    let input: syn::DeriveInput = syn::parse2(input).expect("a derive input");
    crate::expand::derive(&input)
}

#[test]
fn plain_struct() {
    check(
        "plain_struct",
        derive(quote! {
            #[repr(C)]
            #[ptx(assert(size = 32, align = 16))]
            struct Particle {
                pos: Float3,
                vel: Float4,
                #[ptx(assert_offset = 28)]
                mass: f32,
            }
        }),
    );
}

#[test]
fn bit_fields() {
    check(
        "bit_fields",
        derive(quote! {
            #[repr(C)]
            struct Flags {
                #[ptx(bits = 3)]
                mode: u8,
                #[ptx(bits = 0, unnamed)]
                _pad: u32,
                #[ptx(bits = 1, assert_bit_offset = 32)]
                on: bool,
            }
        }),
    );
}

#[test]
fn packed_and_aligned() {
    check(
        "packed_and_aligned",
        derive(quote! {
            #[repr(C, packed(2))]
            struct Wire {
                tag: u8,
                #[ptx(bits = 4)]
                low: u16,
                wide: i128,
            }
        }),
    );
    check(
        "aligned_member",
        derive(quote! {
            #[repr(C, align(32))]
            struct Slot {
                c: u8,
                #[ptx(align = 16)]
                value: u64,
            }
        }),
    );
}

#[test]
fn generic_struct() {
    check(
        "generic_struct",
        derive(quote! {
            #[repr(C)]
            struct Pair<T> {
                tag: u8,
                value: T,
                next: DevicePtr<Pair<T>>,
            }
        }),
    );
}

#[test]
fn union_and_enum() {
    check(
        "union",
        derive(quote! {
            #[repr(C)]
            union Word {
                i: u32,
                f: f32,
            }
        }),
    );
    check(
        "enum",
        derive(quote! {
            #[repr(i16)]
            enum Sign {
                Neg = -2,
                Pos = 3,
            }
        }),
    );
}

#[test]
fn kernels_block() {
    check(
        "kernels",
        crate::kernel::expand(quote! {
            pub extern "C" fn saxpy(n: u32, a: f32, x: *const f32, y: *mut f32);
            #[ptx(device)]
            pub extern "C++" fn lerp(a: f32, b: f32, t: i8) -> f32;
        }),
    );
}
