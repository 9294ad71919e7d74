//! One test per C++ construct the header importer refuses, each naming the header line, the
//! reason and the fix, beside the nearby constructs it imports (virtual bases beside a base
//! named through a member type, a member alignment expression libclang places).

use super::corpus::{import, import_with, refused, rust_of};
use ptx_abi_build::import::{ImportOptions, Imported};
use ptx_abi_core::layout::Compiler;

#[test]
fn templates_are_refused() {
    refused(
        "struct A { int x; };\ntemplate <typename T> struct Pair { T a, b; };\n",
        "Pair",
        2,
        "is a template",
        "its specializations the header instantiates are imported",
    );
}

/// A class template's specializations the header instantiates are structs named for their
/// arguments, less trailing ones equal to their defaults (with every libclang), an anonymous
/// enum inside a record of one its own constants; one a typedef names but nothing instantiates is refused,
/// saying so.
#[test]
fn specializations_the_header_instantiates_are_imported() {
    let text = "namespace ops {\n\
                template <typename T> struct Pair { T a, b; int n; };\n\
                template <int N> struct List { const void *ptrs[N]; int sizes[N]; };\n\
                enum class Axis { X, Y };\n\
                template <typename T, int N = 4, bool B = true, Axis A = Axis::Y, char C = 'c', typename U = T *> struct Def { T v[N]; U u; };\n\
                template <int N> struct Outer { struct Inner { enum { count = N, kind = 7 }; int v[count]; }; };\n\
                }\n\
                struct Holder { ops::Pair<double> p; ops::List<3> l; ops::Def<float> d; ops::Def<float, 4> same; ops::Def<float, 2> two; ops::Def<float, 4, false> off; ops::Def<float, 4, true, ops::Axis::X> x; ops::Def<float, 4, true, ops::Axis::Y, 'c', int *> u; ops::Outer<2>::Inner i2; ops::Outer<3>::Inner i3; };\n\
                typedef ops::Pair<int> PairI;\n\
                static_assert(sizeof(PairI) == 12, \"\");\n\
                typedef ops::Pair<char> PairC;\n";
    let Some(rust) = rust_of(text) else {
        return;
    };
    for expected in [
        "pub struct Pair_double {\n    #[ptx(assert_offset = 0)]\n    pub a: f64,",
        "pub struct List_3 {\n    #[ptx(assert_offset = 0)]\n    pub ptrs: [ptx_abi_core::DevicePtr<()>; 3],",
        "pub p: Pair_double,",
        "pub d: Def_float,",
        "pub same: Def_float,",
        "pub two: Def_float_2,",
        "pub off: Def_float_4_false,",
        "pub x: Def_float_4_true_ops_Axis_X,",
        "pub u: Def_float_4_true_ops_Axis_Y_c_int,",
        // An anonymous enum's enumerators in each instance: its own constants.
        "pub i3: Outer_3_Inner,",
        "pub const Outer_2_Inner_count: i64 = 2;",
        "pub const Outer_3_Inner_count: i64 = 3;",
        "pub const Outer_3_Inner_kind: i64 = 7;",
        "pub type PairI = Pair_int;",
        "// Skipped `PairC` (test.cuh:11): `ops::Pair<char>` is a class template's specialization \
         the header never instantiates",
    ] {
        assert!(rust.contains(expected), "{expected} not in\n{rust}");
    }
}

#[test]
fn virtual_members_are_refused() {
    refused(
        "struct V {\n  int x;\n  virtual void f();\n};\n",
        "V",
        3,
        "virtual member function",
        "pass a struct of its data members instead",
    );
}

#[test]
fn virtual_bases_and_reused_tail_padding_are_refused() {
    refused(
        "struct B { int x; };\nstruct D : virtual B {\n  int y;\n};\n",
        "D",
        2,
        "derives virtually from `B`",
        "derive non-virtually",
    );
    refused(
        "struct N { N() {} double d; int i; };\nstruct R : N {\n  int j;\n};\n",
        "R",
        3,
        "is placed in the tail padding of the base `N`",
        "make the base a plain struct, or hold it as a member",
    );
}

/// A base libclang cannot resolve in the template (`typename base_of<E, D>::type`, as Thrust's
/// `pointer` names its base) is not presumed empty: it is the base the compiler substitutes,
/// and what holds the specialization is laid out with the base's data.
#[test]
fn a_base_named_through_a_member_type_is_not_dropped() {
    let text = "template <class D, class B> struct adaptor { B m; };\n\
                template <class E, class D> struct base_of { typedef adaptor<D, E *> type; };\n\
                template <class E, class D> struct pointer_ : base_of<E, D>::type {};\n\
                template <class T> struct dptr : pointer_<T, dptr<T>> {};\n\
                struct H { char c; dptr<const int> p; };\n";
    let Some(result) = import_with(&ImportOptions::new().types(&["H"]), text) else {
        return;
    };
    let rust = result.unwrap_or_else(|e| panic!("{e}")).rust();
    for expected in [
        "pub struct pointer_const_int_dptr_const_int {\n    /// The `adaptor<dptr<const int>, const int *>` base class.\n    #[ptx(assert_offset = 0)]\n    pub base_adaptor_dptr_const_int_const_int: adaptor_dptr_const_int_const_int,\n}",
        "pub struct H {\n    #[ptx(assert_offset = 0)]\n    pub c: i8,\n    #[ptx(assert_offset = 8)]\n    pub p: dptr_const_int,\n}",
    ] {
        assert!(rust.contains(expected), "{expected}\nnot in\n{rust}");
    }
}

#[test]
fn flexible_array_members_are_refused() {
    refused(
        "struct F {\n  int n;\n  float data[];\n};\n",
        "F",
        3,
        "flexible array member",
        "pass the elements in a device buffer",
    );
}

#[test]
fn zero_length_arrays_are_refused() {
    refused(
        "struct Z {\n  int n;\n  float data[0];\n};\n",
        "Z",
        3,
        "zero-length array",
        "pass the elements in a device buffer",
    );
}

/// C's idioms real headers use: a function pointer member is an opaque device address of a
/// pointer's size; `enum E : bool` is one byte; a macro defined twice is one constant;
/// `typedef struct T { ... } T;` is one type. (NVRTC and nvcc check the layouts of the same
/// constructs in `tests/import/idioms.cuh`.)
#[test]
fn c_idioms_import() {
    let Some(result) = import(
        "#define LIMIT 16\n#define LIMIT 16\nenum Flag : bool { OFF = false, ON = true };\n\
         typedef void (*callback_t)(int);\ntypedef float op_fn(float);\n\
         typedef struct box { int a; } box;\n\
         struct H {\n  void (*callback)(int);\n  callback_t cb;\n  Flag f;\n  box b;\n  op_fn *op;\n\
           callback_t *table;\n};\n",
    ) else {
        return;
    };
    let rust = result.unwrap().rust();
    for expected in [
        "    pub callback: ptx_abi_core::DevicePtr<()>,",
        "    pub cb: ptx_abi_core::DevicePtr<()>,",
        "    pub op: ptx_abi_core::DevicePtr<()>,",
        "    pub table: ptx_abi_core::DevicePtr<ptx_abi_core::DevicePtr<()>>,",
        "#[repr(u8)]\npub enum Flag {\n    OFF = 0,\n    ON = 1,\n}",
        "pub struct r#box {",
    ] {
        assert!(rust.contains(expected), "{expected:?} not in:\n{rust}");
    }
    assert_eq!(rust.matches("pub const LIMIT").count(), 1, "{rust}");
    assert!(!rust.contains("pub type r#box"), "{rust}");
}

#[test]
fn long_double_is_refused() {
    refused(
        "struct L {\n  long double x;\n};\n",
        "L",
        2,
        "no PTX ABI layout",
        "`long double` has none on the device",
    );
}

#[test]
fn enums_without_enumerators_are_refused() {
    refused(
        "enum class Empty : int {};\nstruct S { int x; };\n",
        "Empty",
        1,
        "has no enumerators",
        "give the members that hold it its underlying type",
    );
}

/// Found by the `import` fuzz target: the engine panicked on it.
#[test]
fn a_bit_field_wider_than_its_type_is_refused() {
    refused(
        "struct S { char c; short s : 3; };\nunion U {\n  char c;\n  short s : 80;\n};\n",
        "U",
        4,
        "a bit-field of 80 bits is wider than its type (16 bits)",
        "split the padding into an unnamed bit-field",
    );
}

#[test]
fn a_lowering_member_alignment_is_refused() {
    refused(
        "struct __attribute__((aligned(64))) A64 { int x; };\n\
         struct S {\n  char c;\n  A64 a __attribute__((aligned(8)));\n};\n",
        "S",
        4,
        "NVRTC would lower it to 8",
        "raise it to 64 or more",
    );
}

#[test]
fn a_lowering_type_alignment_is_refused() {
    refused(
        "struct __align__(4) S {\n  char c;\n  double d;\n};\n",
        "S",
        1,
        "NVRTC would align `S` to 4, nvcc (like GCC) to 8",
        "raise it to 8 or more",
    );
}

#[test]
fn a_type_alignment_below_its_bit_fields_is_refused() {
    // Named bit-fields align the type too (spec 1.3): `int x : 3` makes it 4.
    refused(
        "struct __align__(2) S {\n  int x : 3;\n};\n",
        "S",
        1,
        "NVRTC would align `S` to 2, nvcc (like GCC) to 4",
        "raise it to 4 or more",
    );
}

#[test]
fn pragma_pack_bit_fields_the_compilers_disagree_on_are_refused() {
    refused(
        "#pragma pack(push, 1)\nstruct W { char c; int x : 12; int y : 30; short s; };\n\
         #pragma pack(pop)\n",
        "W",
        2,
        "NVRTC: c at byte 0, x at bit 8, y at bit 24, s at byte 7, size 9, align 1. nvcc: c at \
         byte 0, x at bit 8, y at bit 20",
        "use __attribute__((packed)) for packed bit-fields, or reorder them",
    );
}

/// Types of one name in two namespaces or classes (inline namespaces aside) are each named
/// with them; one their namespaces do not tell apart is refused, saying so.
#[test]
fn one_name_in_two_namespaces_takes_its_namespaces() {
    let text = "namespace a { struct P { int x; }; inline namespace v2 { enum class K { A }; } }\n\
                namespace b { struct P { float y; a::P inner; }; enum class K : char { B };\n\
                struct U { P p; K k; }; }\n\
                struct Q { a::P pa; b::P pb; a::K ka; b::K kb; };\n\
                struct G { struct In { int i; }; };\n\
                struct H { struct In { double d; }; };\n\
                struct R { G::In g; H::In h; };\n";
    let Some(rust) = rust_of(text) else {
        return;
    };
    for expected in [
        "pub struct a_P {",
        "pub struct b_P {",
        "pub inner: a_P,",
        "pub enum a_K {",
        "pub struct U {\n    #[ptx(assert_offset = 0)]\n    pub p: b_P,",
        "pub k: b_K,",
        "pub ka: a_K,",
        "pub g: G_In,",
        "pub h: H_In,",
    ] {
        assert!(rust.contains(expected), "{expected} not in\n{rust}");
    }
    refused(
        "namespace a_b { struct P { int x; }; }\nnamespace a { namespace b {\nstruct P { float y; };\n} }\n",
        "a_b_P",
        3,
        "would both be `a_b_P` in Rust, even with their namespaces",
        "rename one",
    );
}

#[test]
fn invalid_cpp_is_refused_at_its_line() {
    let Some(result) = import("struct S {\n  int x\n};\n") else {
        return;
    };
    let e = result.unwrap_err();
    assert_eq!(e.line, 2, "{e}");
    assert!(e.message.contains("not valid C++"), "{e}");
}

#[test]
fn a_missing_include_names_the_fix() {
    let Some(result) = import("#include \"params_common.h\"\nstruct S { int x; };\n") else {
        return;
    };
    let e = result.unwrap_err();
    assert_eq!(e.line, 1, "{e}");
    assert!(
        e.message.contains("'params_common.h' file not found"),
        "{e}"
    );
    assert!(e.message.contains("add its directory with -I"), "{e}");
}

/// A member's alignment written as an expression the importer does not evaluate itself is the
/// one that places the member where libclang does (`classes_with_non_public_members_are_checked`
/// in `tests/cu` has both compilers assert such a placement).
#[test]
fn member_alignment_expressions_are_placed_as_libclang_places_them() {
    let text = "struct S {\n  char c;\n  alignas(sizeof(double)) int x;\n};\n";
    let Some(result) = import(text) else {
        return;
    };
    let imported = result.unwrap_or_else(|e| panic!("{e}"));
    let layout = imported.layout("S").expect("S is imported");
    assert_eq!(
        (layout.size, layout.align, layout.fields()[1].offset),
        (16, 8, 8)
    );
}

#[test]
fn a_member_packed_on_its_own_is_refused() {
    // Both compilers place `i` at byte 1 (ABI.md section 10a); the derive packs whole types.
    refused(
        "struct M {\n  char c;\n  int i __attribute__((packed));\n};\n",
        "M",
        3,
        "is packed on its own",
        "struct __attribute__((packed)) M",
    );
}

#[test]
fn an_attribute_after_the_closing_brace_is_refused() {
    // NVRTC 12.9/13.5: 8 bytes aligned 4 (warning #1866-D); nvcc 13.5: 5 bytes aligned 1.
    refused(
        "struct A1 {\n  char c;\n  int i;\n} __attribute__((packed));\n",
        "A1",
        1,
        "NVRTC ignores an attribute after the closing brace",
        "struct __attribute__((packed)) A1 { ... };",
    );
    let Some(result) = import_with(
        &ImportOptions::new().strict(true),
        "struct A1 { char c; int i; } __attribute__((packed));",
    ) else {
        return;
    };
    let e = result.unwrap_err();
    assert!(
        e.message
            .contains("NVRTC: size 8, align 4; nvcc: size 5, align 1"),
        "{e}"
    );
    assert!(e.message.contains("--compiler nvcc"), "{e}");
}

#[test]
fn trailing_attributes_in_every_position_are_refused() {
    // Through a macro, as DPDK spells it (`} __rte_packed;`).
    refused(
        "#define __rte_packed __attribute__((__packed__))\nstruct E {\n  char c; short s;\n} __rte_packed;\n",
        "E",
        2,
        "NVRTC: size 4, align 2; nvcc: size 3, align 1",
        "struct __attribute__((packed)) E { ... };",
    );
    refused(
        "struct A4 { char c; int i; } __attribute__((aligned(16)));\n",
        "A4",
        1,
        "NVRTC: size 8, align 4; nvcc: size 16, align 16",
        "struct __attribute__((aligned(16))) A4 { ... };",
    );
    refused(
        "typedef struct { char c; int i; } __attribute__((packed)) T1;\n",
        "T1",
        1,
        "NVRTC: size 8, align 4; nvcc: size 5, align 1",
        "--compiler nvcc",
    );
    refused(
        "struct M3 {\n  char c;\n  struct { char a; int b; } __attribute__((packed)) inner;\n};\n",
        "M3",
        3,
        "for the member's type, the attribute going to the member instead",
        "--compiler nvcc",
    );
    refused(
        "enum EQ { QA, QB } __attribute__((packed));\nstruct S { EQ e; };\n",
        "EQ",
        1,
        "NVRTC: size 4, align 4; nvcc: size 1, align 1",
        "enum __attribute__((packed)) EQ { ... };",
    );
}

#[test]
fn a_chosen_compiler_imports_trailing_attributes_as_it_does() {
    let text = "struct A1 { char c; int i; } __attribute__((packed));\n\
                typedef struct { char c; int i; } __attribute__((packed)) T1;\n\
                struct A4 { char c; int i; } __attribute__((aligned(16)));\n\
                enum EQ { QA, QB } __attribute__((packed));\n";
    let Some(nvcc) = import_with(&ImportOptions::new().compiler(Compiler::Nvcc), text) else {
        return;
    };
    let nvcc = nvcc.unwrap();
    let size = |i: &Imported, n: &str| {
        let l = i.layout(n).unwrap();
        (l.size, l.align)
    };
    // The sizes measured with nvcc 13.5 and NVRTC 12.9/13.5 (ABI.md section 10a).
    assert_eq!(size(&nvcc, "A1"), (5, 1));
    assert_eq!(size(&nvcc, "T1"), (5, 1));
    assert_eq!(size(&nvcc, "A4"), (16, 16));
    assert_eq!(size(&nvcc, "EQ"), (1, 1));
    assert!(nvcc.rust().contains("as nvcc lays these types out"));
    let nvrtc = import_with(&ImportOptions::new().compiler(Compiler::Nvrtc), text)
        .unwrap()
        .unwrap();
    assert_eq!(size(&nvrtc, "A1"), (8, 4));
    assert_eq!(size(&nvrtc, "T1"), (8, 4));
    assert_eq!(size(&nvrtc, "A4"), (8, 4));
    assert_eq!(size(&nvrtc, "EQ"), (4, 4));
    assert!(nvrtc.rust().contains("as NVRTC lays these types out"));
    // What NVRTC does not lay out as a Rust type can: refused even when chosen.
    let e = import_with(
        &ImportOptions::new().compiler(Compiler::Nvrtc).strict(true),
        "typedef struct { char c; int i; } __attribute__((aligned(16))) T3;\n",
    )
    .unwrap()
    .unwrap_err();
    assert!(e.message.contains("an alignment above its size"), "{e}");
}
