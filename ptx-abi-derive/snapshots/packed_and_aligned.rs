#[allow(
    non_upper_case_globals,
    unused_qualifications,
    unused_lifetimes,
    single_use_lifetimes,
    clippy::all
)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    const PTX_ABI_LAYOUT_OF_Wire: &__ptx_abi_private::Derived<3usize> = &__ptx_abi_private::Derived::structure_packed(
        "Wire",
        __ptx_abi_private::Packing::Pragma(2usize),
        __ptx_abi_private::core::mem::size_of::<Wire>(),
        [
            __ptx_abi_private::Member::packed::<u8>("tag"),
            __ptx_abi_private::Member::packed_bits::<
                u16,
            >(
                "low",
                4u32,
                true,
                "bit-field `Wire::low` has 4 bits, more than its declared type `u16` holds (spec 1.3): lower `bits`, or declare a wider type",
            ),
            __ptx_abi_private::Member::packed::<i128>("wide"),
        ],
    );
    #[automatically_derived]
    unsafe impl __ptx_abi_private::PtxAbi for Wire {
        const LAYOUT: __ptx_abi_private::Layout = PTX_ABI_LAYOUT_OF_Wire.layout(&[]);
        const DERIVED: __ptx_abi_private::Option<
            &'static __ptx_abi_private::DerivedTable,
        > = __ptx_abi_private::Some(&PTX_ABI_LAYOUT_OF_Wire.table());
    }
};
