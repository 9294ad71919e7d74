#[allow(
    non_upper_case_globals,
    unused_qualifications,
    unused_lifetimes,
    single_use_lifetimes,
    clippy::all
)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    const PTX_ABI_LAYOUT_OF_Flags: &__ptx_abi_private::Derived<3usize> = &__ptx_abi_private::Derived::structure(
        "Flags",
        0usize,
        __ptx_abi_private::core::mem::size_of::<Flags>(),
        [
            __ptx_abi_private::Member::bits::<
                u8,
            >(
                "mode",
                3u32,
                true,
                "bit-field `Flags::mode` has 3 bits, more than its declared type `u8` holds (spec 1.3): lower `bits`, or declare a wider type",
            ),
            __ptx_abi_private::Member::bits::<
                u32,
            >(
                "_pad",
                0u32,
                false,
                "bit-field `Flags::_pad` has 0 bits, more than its declared type `u32` holds (spec 1.3): lower `bits`, or declare a wider type",
            ),
            __ptx_abi_private::Member::bits::<
                bool,
            >(
                "on",
                1u32,
                true,
                "bit-field `Flags::on` has 1 bits, more than its declared type `bool` holds (spec 1.3): lower `bits`, or declare a wider type",
            ),
        ],
    );
    const _: () = {
        let actual: usize = PTX_ABI_LAYOUT_OF_Flags.fields[2usize].bit_offset();
        if actual != 32usize {
            __ptx_abi_private::core::panic!(
                "{}",
                __ptx_abi_private::ConstMessage::with_actual("layout assertion failed: bit-field `Flags::on` does not start at bit 32",
                actual).as_str()
            );
        }
    };
    #[automatically_derived]
    unsafe impl __ptx_abi_private::PtxAbi for Flags {
        const LAYOUT: __ptx_abi_private::Layout = PTX_ABI_LAYOUT_OF_Flags.layout(&[]);
        const DERIVED: __ptx_abi_private::Option<
            &'static __ptx_abi_private::DerivedTable,
        > = __ptx_abi_private::Some(&PTX_ABI_LAYOUT_OF_Flags.table());
    }
};
