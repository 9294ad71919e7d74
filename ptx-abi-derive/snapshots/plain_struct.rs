#[allow(
    non_upper_case_globals,
    unused_qualifications,
    unused_lifetimes,
    single_use_lifetimes,
    clippy::all
)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    const PTX_ABI_LAYOUT_OF_Particle: &__ptx_abi_private::Derived<3usize> = &__ptx_abi_private::Derived::structure(
        "Particle",
        0usize,
        __ptx_abi_private::core::mem::size_of::<Particle>(),
        [
            __ptx_abi_private::Member::plain::<Float3>("pos", 0usize),
            __ptx_abi_private::Member::plain::<Float4>("vel", 0usize),
            __ptx_abi_private::Member::plain::<f32>("mass", 0usize),
        ],
    );
    const _: () = {
        let actual: usize = PTX_ABI_LAYOUT_OF_Particle.fields[2usize].offset;
        if actual != 28usize {
            __ptx_abi_private::core::panic!(
                "{}",
                __ptx_abi_private::ConstMessage::with_actual("layout assertion failed: `Particle::mass` is not at offset 28",
                actual).as_str()
            );
        }
    };
    const _: () = {
        let actual: usize = PTX_ABI_LAYOUT_OF_Particle.size;
        if actual != 32usize {
            __ptx_abi_private::core::panic!(
                "{}",
                __ptx_abi_private::ConstMessage::with_actual("layout assertion failed: `Particle` is not 32 bytes",
                actual).as_str()
            );
        }
    };
    const _: () = {
        let actual: usize = PTX_ABI_LAYOUT_OF_Particle.align;
        if actual != 16usize {
            __ptx_abi_private::core::panic!(
                "{}",
                __ptx_abi_private::ConstMessage::with_actual("layout assertion failed: `Particle` is not aligned to 16 bytes",
                actual).as_str()
            );
        }
    };
    #[automatically_derived]
    unsafe impl __ptx_abi_private::PtxAbi for Particle {
        const LAYOUT: __ptx_abi_private::Layout = PTX_ABI_LAYOUT_OF_Particle.layout(&[]);
        const DERIVED: __ptx_abi_private::Option<
            &'static __ptx_abi_private::DerivedTable,
        > = __ptx_abi_private::Some(&PTX_ABI_LAYOUT_OF_Particle.table());
    }
};
