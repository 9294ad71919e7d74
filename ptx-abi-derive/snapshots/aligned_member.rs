#[allow(
    non_upper_case_globals,
    unused_qualifications,
    unused_lifetimes,
    single_use_lifetimes,
    clippy::all
)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    const PTX_ABI_LAYOUT_OF_Slot: &__ptx_abi_private::Derived<2usize> = &__ptx_abi_private::Derived::structure(
        "Slot",
        32usize,
        __ptx_abi_private::core::mem::size_of::<Slot>(),
        [
            __ptx_abi_private::Member::plain::<u8>("c", 0usize),
            __ptx_abi_private::Member::aligned::<
                u64,
            >(
                "value",
                16usize,
                "`Slot::value`: #[ptx(align = 16)] is below the alignment of `u64`",
            ),
        ],
    );
    #[automatically_derived]
    unsafe impl __ptx_abi_private::PtxAbi for Slot {
        const LAYOUT: __ptx_abi_private::Layout = PTX_ABI_LAYOUT_OF_Slot.layout(&[]);
        const DERIVED: __ptx_abi_private::Option<
            &'static __ptx_abi_private::DerivedTable,
        > = __ptx_abi_private::Some(&PTX_ABI_LAYOUT_OF_Slot.table());
    }
};
