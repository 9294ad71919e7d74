#[allow(
    non_upper_case_globals,
    unused_qualifications,
    unused_lifetimes,
    single_use_lifetimes,
    clippy::all
)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    impl<T> Pair<T>
    where
        T: __ptx_abi_private::Pointee,
        u8: __ptx_abi_private::PtxAbi,
        T: __ptx_abi_private::PtxAbi,
    {
        const PTX_ABI_LAYOUT_OF_Pair: &'static __ptx_abi_private::Derived<3usize> = &__ptx_abi_private::Derived::structure(
            "Pair",
            0usize,
            __ptx_abi_private::core::mem::size_of::<Self>(),
            [
                __ptx_abi_private::Member::plain::<u8>("tag", 0usize),
                __ptx_abi_private::Member::plain::<T>("value", 0usize),
                __ptx_abi_private::Member::plain::<DevicePtr<Pair<T>>>("next", 0usize),
            ],
        );
    }
    #[automatically_derived]
    unsafe impl<T> __ptx_abi_private::PtxAbi for Pair<T>
    where
        T: __ptx_abi_private::Pointee,
        u8: __ptx_abi_private::PtxAbi,
        T: __ptx_abi_private::PtxAbi,
    {
        const LAYOUT: __ptx_abi_private::Layout = Self::PTX_ABI_LAYOUT_OF_Pair
            .layout(&[<T as __ptx_abi_private::Pointee>::POINTEE]);
        const DERIVED: __ptx_abi_private::Option<
            &'static __ptx_abi_private::DerivedTable,
        > = __ptx_abi_private::Some(&Self::PTX_ABI_LAYOUT_OF_Pair.table());
    }
};
