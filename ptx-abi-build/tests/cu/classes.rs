//! What C++ classes add to a parameter's layout: non-public members and base classes (written
//! plainly, through alias templates and template template parameters, or as the template's own
//! parameter), each checked by both compilers.

use super::*;

/// Classes as real code writes them, passed by value: a helper with protected data members,
/// default initialisers, a host-only constructor and methods; a class with private and public
/// members mixed; a complex-number class template whose data is a private nested type aligned
/// by an expression of its argument (`alignas(sizeof(T) * 2)`), through a template kernel's
/// instance; a field template whose member is aligned by a macro of its argument
/// (`__align__(LIMB_ALIGN(N))`, as field arithmetic writes it), three specializations each
/// placing it otherwise. Each is imported and its layout asserted by both compilers in explicit
/// instantiations, where C++ checks no access; an assertion given a wrong offset fails the
/// compilation with its message (measured with NVRTC on the generated file).
#[test]
fn classes_with_non_public_members_are_checked() {
    let file = scratch(
        "class_members",
        "class Sampler {\n\
         public:\n\
           Sampler(float s) : scale(s) {}\n\
           __device__ float apply(float x) const { return x * scale + offset; }\n\
         protected:\n\
           float scale = 1.0f;\n\
           double offset = 0.0;\n\
           int steps = 4;\n\
         };\n\
         class Hidden { int secret; char tag; public: int shown; };\n\
         template <class T> class Cplx {\n\
         public:\n\
           __host__ __device__ Cplx(T re, T im) { v.re = re; v.im = im; }\n\
           __host__ __device__ T real() const { return v.re; }\n\
         private:\n\
           struct alignas(sizeof(T) * 2) storage { T re; T im; };\n\
           storage v;\n\
         };\n\
         __global__ void sample(Sampler s, float *out) { out[0] = s.apply(out[0]); }\n\
         __global__ void hidden(Hidden h, int *out) { out[0] = h.shown; }\n\
         template <class C> __global__ void real_part(C c, float *out) { out[0] = c.real(); }\n\
         template __global__ void real_part<Cplx<float>>(Cplx<float>, float *);\n\
         template __global__ void real_part<Cplx<double>>(Cplx<double>, float *);\n\
         #define LIMB_ALIGN(x) ((x) % 4 == 0 ? 16 : ((x) % 2 == 0 ? 8 : 4))\n\
         template <unsigned N> struct Field { char tag; __align__(LIMB_ALIGN(N)) unsigned limbs[N]; };\n\
         __global__ void fields(Field<2> a, Field<3> b, Field<4> c, unsigned *out) \
         { out[0] = a.limbs[1] + b.limbs[2] + c.limbs[3]; }\n",
    );
    for (what, built) in built_by_both("class-members", || CuBuild::new().file(&file)) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        let mut names: Vec<&str> = built.kernels.iter().map(|k| k.rust_name.as_str()).collect();
        names.sort_unstable();
        assert_eq!(
            names,
            [
                "fields",
                "hidden",
                "real_part_Cplx_double",
                "real_part_Cplx_float",
                "sample"
            ],
            "{what}"
        );
        let module = read_module(&built.module);
        module_holds(
            &what,
            &module,
            &[
                "pub struct Sampler",
                "pub struct Hidden",
                "#[repr(C, align(16))]",
                "pub struct Cplx_double_storage",
                "fn real_part_Cplx_float(c: Cplx_float, out: *mut f32);",
                "fn fields(a: Field_2, b: Field_3, c: Field_4, out: *mut u32);",
            ],
        );
        // Placed as the compilers place them (which assert each offset): `limbs` at 8, 4, 16.
        for (field, size, offset) in [("Field_2", 16, 8), ("Field_3", 16, 4), ("Field_4", 32, 16)] {
            let layout = built
                .types
                .layout(field)
                .unwrap_or_else(|| panic!("{what}: {field}"));
            assert_eq!(
                (layout.size, layout.fields()[1].offset),
                (size, offset),
                "{what}: {field}"
            );
        }
        // The checks the build compiled, with `Hidden::tag`'s offset made wrong: NVRTC
        // refuses them, naming the member.
        let checks = built
            .types
            .static_asserts(ptx_abi_build::nvrtc::CudaVersion::Cuda13);
        let right = "static_assert(ptx_abi_value == 4, \"ptx-abi: offsetof(Hidden, tag)\")";
        assert!(checks.contains(right), "{what}: {checks}");
        let wrong = format!(
            "#include \"{}\"\n{}",
            file.display(),
            checks.replace(right, &right.replace("== 4", "== 5"))
        );
        if what.ends_with("nvrtc") {
            let nvrtc = ptx_abi_build::nvrtc::Nvrtc::load(None).expect("NVRTC built the file");
            let log = match nvrtc.compile(&wrong, "wrong.cu", &[]) {
                Ok(_) => panic!("{what}: a wrong offset compiled"),
                Err(e) => format!("{}\n{}", e.log, e.message),
            };
            assert!(
                log.contains("ptx-abi: offsetof(Hidden, tag)"),
                "{what}: {log}"
            );
        }
    }
}

/// Params structs that derive from a base, as attention kernels take them (by value,
/// `__grid_constant__`): the base is a member `base_B` placed as the Itanium ABI places it,
/// checked by both compilers (sizes and every own member's offset); an empty base takes no
/// space; two bases each their member; a class template's specialization as a base
/// (`Body : Pos<double>`) is imported like a struct, an empty CRTP base of a template
/// (`Part<T> : Crtp<Part<T>>`) takes no space; a base written with the template's parameters
/// is the one the compiler substitutes (`Tagged<T> : Pos<T>`; two levels of them over an
/// enum and an `int`; a base in another namespace with a defaulted parameter, named without
/// it by every libclang); two bases of one template (`Two<A, B> : Leaf<A>, Leaf<B>`); bases
/// a pack expands to (a tuple over `ebo<I, T>...`, as CuTe's and libcu++'s tuples derive,
/// empty ones taking no space; tuples of tuples four deep; a
/// mixin `Mix<M...> : M...`). Refused alone, saying so: a
/// member in a non-POD base's tail padding, and two bases of one template where the template
/// is declared in a class (whose scope cannot be opened again to name them).
#[test]
fn structs_with_base_classes_are_imported() {
    let file = scratch(
        "bases",
        "struct QkvParams { const void *q_ptr; const void *k_ptr; int q_batch_stride; int h; };\n\
         struct FwdParams : QkvParams { void *o_ptr; float scale; int seqlen; };\n\
         __global__ void fwd(const __grid_constant__ FwdParams params, float *out) { out[0] = params.scale; }\n\
         struct Empty {};\n\
         struct WithEmpty : Empty { int a; };\n\
         __global__ void with_empty(WithEmpty w, int *out) { out[0] = w.a; }\n\
         struct A { double d; char t; };\n\
         struct B { int i; };\n\
         struct Multi : A, B { char c; };\n\
         __global__ void multi(Multi m, double *out) { out[0] = m.d + m.i + m.c; }\n\
         struct NonPod { NonPod() {} double d; int i; };\n\
         struct Reuse : NonPod { int j; };\n\
         __global__ void reuse(Reuse r, int *out) { out[0] = r.j; }\n\
         template <class T> struct Pos { T x, y; };\n\
         struct Body : Pos<double> { float mass; };\n\
         __global__ void body(Body b, double *out) { out[0] = b.x + b.mass; }\n\
         template <class T> struct Tagged : Pos<T> { int tag; };\n\
         __global__ void tagged(Tagged<float> t, int *out) { out[0] = t.tag; }\n\
         template <class D> struct Crtp { __device__ const D &self() const { return static_cast<const D &>(*this); } };\n\
         template <class T> struct Part : Crtp<Part<T>> { T w; int n; };\n\
         __global__ void part(Part<double> p, double *out) { out[0] = p.self().w; }\n\
         enum class Axis { X, Y };\n\
         template <class T, Axis A, int N> struct Span { T lo[N]; Axis a; };\n\
         template <class T, Axis A> struct Box : Span<T, A, 2> { char open; };\n\
         template <class T> struct Deep : Box<T, Axis::Y> { T w; };\n\
         __global__ void deep(const __grid_constant__ Deep<double> d, double *out) { out[0] = d.w + d.lo[1]; }\n\
         namespace lib { template <class F, class S, bool Trivial = true> struct pair_base { F first; S second; }; }\n\
         template <class F, class S> struct Pair : public lib::pair_base<F, S> { };\n\
         __global__ void pairs(Pair<char, double> p, double *out) { out[0] = p.second + p.first; }\n\
         template <class T> struct Leaf { T v; };\n\
         template <class A, class B> struct Two : Leaf<A>, Leaf<B> { char c; };\n\
         __global__ void twice(Two<int, float> t, int *out) { out[0] = t.c; }\n\
         namespace tup {\n\
         template <int... I> struct seq {};\n\
         template <int N, int... I> struct make : make<N - 1, N - 1, I...> {};\n\
         template <int... I> struct make<0, I...> { typedef seq<I...> type; };\n\
         template <int N, class T, bool E = __is_empty(T)> struct ebo;\n\
         template <int N, class T> struct ebo<N, T, true> {};\n\
         template <int N, class T> struct ebo<N, T, false> { T t_; };\n\
         template <class S, class... T> struct base;\n\
         template <int... I, class... T> struct base<seq<I...>, T...> : ebo<I, T>... {};\n\
         template <class... T> struct tuple : base<typename make<sizeof...(T)>::type, T...> {};\n\
         }\n\
         struct Unit {};\n\
         __global__ void packed(tup::tuple<int, Unit, double> t, double *out) {\n\
           out[0] = static_cast<const tup::ebo<2, double> &>(t).t_; }\n\
         __global__ void nested(tup::tuple<tup::tuple<tup::tuple<tup::tuple<int, Unit>, short>, float>, double> t, double *out) {\n\
           out[0] = static_cast<const tup::ebo<1, double> &>(t).t_; }\n\
         template <class... M> struct Mix : M... { int n; };\n\
         __global__ void mixed(Mix<A, B> m, double *out) { out[0] = m.d + m.i + m.n; }\n\
         struct Outer { template <class A, class B> struct Duo : Leaf<A>, Leaf<B> { char c; }; };\n\
         __global__ void nested_twice(Outer::Duo<int, float> t, int *out) { out[0] = t.c; }\n",
    );
    for (what, built) in built_by_both("bases", || CuBuild::new().file(&file)) {
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(
            names,
            [
                "fwd",
                "with_empty",
                "multi",
                "body",
                "tagged",
                "part",
                "deep",
                "pairs",
                "twice",
                "packed",
                "nested",
                "mixed"
            ],
            "{what}: {:?}",
            built.refused
        );
        let refused: Vec<&str> = built.refused.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(refused, ["reuse", "nested_twice"], "{what}");
        assert!(
            built.refused[0]
                .reason
                .contains("tail padding of the base `NonPod`"),
            "{what}: {}",
            built.refused[0].reason
        );
        assert!(
            built.refused[1].reason.contains(
                "derives from `Leaf<A>`, which depends on the template's arguments, \
                           and the compiler could not name it for this specialization (the \
                           specialization has no public base of that template, or two, or is one itself)"
            ),
            "{what}: {}",
            built.refused[1].reason
        );
        let module = read_module(&built.module);
        module_holds(&what, &module, &[
            "#[ptx(assert(size = 40, align = 8))]\npub struct FwdParams {",
            "pub base_QkvParams: QkvParams,\n    #[ptx(assert_offset = 24)]\n    pub o_ptr:",
            "pub base_A: A,\n    /// The `B` base class.\n    #[ptx(assert_offset = 16)]\n    pub base_B: B,\n    #[ptx(assert_offset = 20)]\n    pub c: i8,",
            "pub struct WithEmpty {\n    #[ptx(assert_offset = 0)]\n    pub a: i32,",
            "pub base_Pos_double: Pos_double,\n    #[ptx(assert_offset = 16)]\n    pub mass: f32,",
            "pub struct Part_double {\n    #[ptx(assert_offset = 0)]\n    pub w: f64,",
            "pub base_Pos_float: Pos_float,\n    #[ptx(assert_offset = 8)]\n    pub tag: i32,",
            "pub base_Span_double_Axis_Y_2: Span_double_Axis_Y_2,\n    #[ptx(assert_offset = 24)]\n    pub open: i8,",
            "pub base_Box_double_Axis_Y: Box_double_Axis_Y,\n    #[ptx(assert_offset = 32)]\n    pub w: f64,",
            "#[ptx(assert_offset = 0)]\n    pub base_pair_base_char_double: pair_base_char_double,\n}",
            "pub base_Leaf_int: Leaf_int,\n    /// The `Leaf<float>` base class.\n    #[ptx(assert_offset = 4)]\n    pub base_Leaf_float: Leaf_float,\n    #[ptx(assert_offset = 8)]\n    pub c: i8,",
            "pub base_ebo_0_int: ebo_0_int,\n    /// The `tup::ebo<2, double>` base class.\n    #[ptx(assert_offset = 8)]\n    pub base_ebo_2_double: ebo_2_double,\n}",
            "pub struct tuple_int_Unit_double {\n    /// The `tup::base<tup::seq<0, 1, 2>, int, Unit, double>` base class.\n    #[ptx(assert_offset = 0)]\n    pub base_",
            "pub base_A: A,\n    /// The `B` base class.\n    #[ptx(assert_offset = 16)]\n    pub base_B: B,\n    #[ptx(assert_offset = 20)]\n    pub n: i32,",
            "pub struct tuple_tup_tuple_tup_tuple_tup_tuple_int_Unit_short_float_double {",
        ]);
    }
}

/// Bases written through an alias template, as libcu++'s functors derive from
/// `__binary_function<T, T, T>` (`cuda::std::plus<float>` by value): an alias of an empty class
/// template takes no space, one of a class template with data is the base the compiler
/// substitutes; so is a base libclang cannot resolve in the template (`typename base_of<E,
/// D>::type`, as Thrust's `pointer` writes it; `T::base`), one whose template takes a template
/// template parameter (tensor accessors over their pointer traits, a type list as a template's
/// argument), one a template writes as its own parameter (a mixin, `template <class B> struct
/// with_scale : B`, two of them), one whose template is only declared and defined by a partial
/// specialization (as libcu++'s `optional` storage is chosen), one whose primary template is
/// empty and the partial specialization chosen holds data (as CuTe's copy atoms derive from
/// their traits), and a partial specialization's base that is another specialization of its
/// own template. A base written with a macro the
/// file `#undef`s after is refused, saying so, alone.
#[test]
fn bases_written_through_alias_templates_are_imported() {
    let file = scratch(
        "alias-bases",
        "template <class A, class B, class R> struct keep_base { typedef A first_argument_type; };\n\
         template <class A, class B, class R> using bin_fn = keep_base<A, B, R>;\n\
         template <class T> struct plus_op : bin_fn<T, T, T> {\n\
           __device__ T operator()(T a, T b) const { return a + b; }\n};\n\
         template <class Op> __global__ void reduce(Op op, float *o) { o[0] = op(o[0], o[1]); }\n\
         template __global__ void reduce<plus_op<float>>(plus_op<float>, float *);\n\
         template <class T> struct holder { T v; };\n\
         template <class T> using hold = holder<T>;\n\
         template <class T> struct wrap : hold<T> { int n; };\n\
         __global__ void wrapped(wrap<double> w, double *o) { o[0] = w.v + w.n; }\n\
         template <class D, class B> struct adaptor { B m; };\n\
         template <class E, class D> struct base_of { typedef adaptor<D, E *> type; };\n\
         template <class E, class D> struct pointer_ : base_of<E, D>::type {};\n\
         template <class T> struct dptr : pointer_<T, dptr<T>> {};\n\
         __global__ void remap(dptr<const int> p, int *o) { o[0] = *p.m; }\n\
         template <class T> struct plain_traits { typedef T *ptr; };\n\
         template <class T> struct restrict_traits { typedef T *__restrict__ ptr; };\n\
         template <class T, int N, template <class> class Traits, class I> struct acc_base {\n\
           typename Traits<T>::ptr data; I sizes[N]; I strides[N]; };\n\
         template <class T, int N, template <class U> class Traits = plain_traits, class I = long>\n\
         struct acc : acc_base<T, N, Traits, I> {};\n\
         __global__ void scale(acc<float, 2, restrict_traits, int> a, float s) { a.data[0] *= s; }\n\
         template <class... Ts> struct types_ {};\n\
         template <template <class...> class L, class T> struct listed_base { T n; };\n\
         template <class T> struct listed : listed_base<types_, T> { char k; };\n\
         __global__ void count(listed<short> l, int *o) { o[0] = l.n + l.k; }\n\
         struct pos { float x, y; };\n\
         template <class B> struct with_scale : B { float scale; };\n\
         template <class A, class B> struct both : A, B { int n; };\n\
         __global__ void mixed(both<pos, with_scale<pos>> p, float *o) { o[0] = p.scale + p.n; }\n\
         template <class T, bool = true> struct maybe_;\n\
         template <class T> struct maybe_<T, true> { T val; bool engaged; };\n\
         template <class T> struct maybe_copy : maybe_<T> {};\n\
         __global__ void engaged(maybe_copy<int> m, int *o) { o[0] = m.engaged ? m.val : 0; }\n\
         struct has_base { typedef pos base; };\n\
         template <class T> struct via_member : T::base { int m; };\n\
         __global__ void member_base(via_member<has_base> p, int *o) { o[0] = p.m; }\n\
         template <class Op, int Bits> struct copy_traits_ { int bits; };\n\
         struct tma_load {};\nstruct tma_multicast {};\n\
         template <int Bits> struct copy_traits_<tma_multicast, Bits> : copy_traits_<tma_load, Bits> { short mask; };\n\
         __global__ void multicast(copy_traits_<tma_multicast, 16> t, int *o) { o[0] = t.bits + t.mask; }\n\
         template <class Op, class... A> struct traits_ {};\n\
         struct store_op {};\n\
         template <class... A> struct traits_<store_op, A...> { long desc[2]; };\n\
         template <class T, class I> struct atom_;\n\
         template <class... A, class I> struct atom_<traits_<A...>, I> : traits_<A...> {};\n\
         template <class Atom, class L> struct tiled_ : Atom {};\n\
         __global__ void store(tiled_<atom_<traits_<store_op, int>, float>, int> t, long *o) { o[0] = t.desc[1]; }\n\
         #define HOLDER_OF(T) holder<T>\n\
         template <class T> struct via_macro : HOLDER_OF(T) { int k; };\n\
         #undef HOLDER_OF\n\
         __global__ void macro_base(via_macro<float> v, float *o) { o[0] = v.v + v.k; }\n",
    );
    for (what, built) in built_by_both("alias-bases", || CuBuild::new().file(&file)) {
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(
            names,
            [
                "wrapped",
                "remap",
                "scale",
                "count",
                "mixed",
                "engaged",
                "member_base",
                "multicast",
                "store",
                "reduce<plus_op<float> >"
            ],
            "{what}: {:?}",
            built.refused
        );
        let refused: Vec<&str> = built.refused.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(refused, ["macro_base"], "{what}");
        assert!(
            built.refused[0].reason.contains(
                "`via_macro_float` derives from `holder<T>`, which depends on the template's \
                 arguments, and the compiler could not name it for this specialization (its \
                 template, declared again where it is, does not name it)"
            ),
            "{what}: {}",
            built.refused[0].reason
        );
        let module = read_module(&built.module);
        module_holds(&what, &module, &[
            "#[ptx(assert(size = 1, align = 1))]\npub struct plus_op_float {",
            "pub base_holder_double: holder_double,\n    #[ptx(assert_offset = 8)]\n    pub n: i32,",
            "pub base_acc_base_float_2_restrict_traits_int: acc_base_float_2_restrict_traits_int,\n}",
            "pub data: ptx_abi_core::DevicePtr<f32>,\n    #[ptx(assert_offset = 8)]\n    pub sizes: [i32; 2],",
            "pub base_listed_base_types_short: listed_base_types_short,\n    #[ptx(assert_offset = 2)]\n    pub k: i8,",
            "pub struct with_scale_pos {\n    /// The `pos` base class.\n    #[ptx(assert_offset = 0)]\n    pub base_pos: pos,\n    #[ptx(assert_offset = 8)]\n    pub scale: f32,",
            "pub base_pos: pos,\n    /// The `with_scale<pos>` base class.\n    #[ptx(assert_offset = 8)]\n    pub base_with_scale_pos: with_scale_pos,\n    #[ptx(assert_offset = 20)]\n    pub n: i32,",
            "pub struct maybe_copy_int {\n    /// The `maybe_<int>` base class.\n    #[ptx(assert_offset = 0)]\n    pub base_maybe_int: maybe_int,\n}",
            "pub struct pointer_const_int_dptr_const_int {\n    /// The `adaptor<dptr<const int>, const int *>` base class.\n    #[ptx(assert_offset = 0)]\n    pub base_adaptor_dptr_const_int_const_int: adaptor_dptr_const_int_const_int,\n}",
            "pub struct via_member_has_base {\n    /// The `pos` base class.\n    #[ptx(assert_offset = 0)]\n    pub base_pos: pos,\n    #[ptx(assert_offset = 8)]\n    pub m: i32,",
            "pub base_copy_traits_tma_load_16: copy_traits_tma_load_16,\n    #[ptx(assert_offset = 4)]\n    pub mask: i16,",
            "pub struct tiled_atom_traits_store_op_int_float_int {\n    /// The `atom_<traits_<store_op, int>, float>` base class.\n    #[ptx(assert_offset = 0)]\n    pub base_atom_traits_store_op_int_float: atom_traits_store_op_int_float,\n}",
            "pub struct atom_traits_store_op_int_float {\n    /// The `traits_<store_op, int>` base class.\n    #[ptx(assert_offset = 0)]\n    pub base_traits_store_op_int: traits_store_op_int,\n}",
        ]);
    }
}
