#[allow(
    non_upper_case_globals,
    unused_qualifications,
    unused_lifetimes,
    single_use_lifetimes,
    clippy::all
)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    const PTX_ABI_LAYOUT_OF_Word: &__ptx_abi_private::Derived<2usize> = &{
        __ptx_abi_private::core::assert!(
            < u32 as __ptx_abi_private::PtxAbi > ::IMAGE_EQUAL,
            "union `Word` is marshalled from its bytes, but the host bytes of member `i` (`u32`) are not its device image: it has padding or bit-fields; remove them, or name the member to marshal with #[ptx(marshal_via = member)] on the union"
        );
        __ptx_abi_private::core::assert!(
            < f32 as __ptx_abi_private::PtxAbi > ::IMAGE_EQUAL,
            "union `Word` is marshalled from its bytes, but the host bytes of member `f` (`f32`) are not its device image: it has padding or bit-fields; remove them, or name the member to marshal with #[ptx(marshal_via = member)] on the union"
        );
        let __table = __ptx_abi_private::Derived::union(
            "Word",
            0usize,
            __ptx_abi_private::core::mem::size_of::<Word>(),
            [
                __ptx_abi_private::Member::plain::<u32>("i", 0usize),
                __ptx_abi_private::Member::plain::<f32>("f", 0usize),
            ],
        );
        __table
    };
    #[automatically_derived]
    unsafe impl __ptx_abi_private::PtxAbi for Word
    where
        Word: __ptx_abi_private::UnionBytes,
    {
        const LAYOUT: __ptx_abi_private::Layout = PTX_ABI_LAYOUT_OF_Word.layout(&[]);
        const IMAGE_EQUAL: bool = PTX_ABI_LAYOUT_OF_Word.image_equal;
        const ALL_BITS_VALID: bool = PTX_ABI_LAYOUT_OF_Word.all_bits_valid;
        #[inline(always)]
        fn write_image(
            &self,
            __out: &mut [u8],
        ) -> __ptx_abi_private::Result<(), __ptx_abi_private::Error> {
            __out.copy_from_slice(__ptx_abi_private::union_bytes(self));
            __ptx_abi_private::Ok(())
        }
        #[inline(always)]
        fn read_image(
            __bytes: &[u8],
        ) -> __ptx_abi_private::Result<Self, __ptx_abi_private::Error> {
            __ptx_abi_private::Ok(__ptx_abi_private::union_from_bytes::<Self>(__bytes))
        }
    }
    unsafe impl __ptx_abi_private::DerivedUnion for Word {}
    impl Word {
        /// A value whose bytes are all zero: the safe start for building a union to
        /// marshal (write a member next).
        #[allow(dead_code)]
        pub fn zeroed() -> Self {
            __ptx_abi_private::zeroed_union::<Self>()
        }
    }
};
