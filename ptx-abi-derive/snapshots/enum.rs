#[allow(
    non_upper_case_globals,
    unused_qualifications,
    unused_lifetimes,
    single_use_lifetimes,
    clippy::all
)]
const _: () = {
    use ::ptx_abi_core::__private_0_1 as __ptx_abi_private;
    #[automatically_derived]
    unsafe impl __ptx_abi_private::PtxAbi for Sign {
        const LAYOUT: __ptx_abi_private::Layout = __ptx_abi_private::Layout::new(
            "Sign",
            <i16 as __ptx_abi_private::PtxAbi>::LAYOUT.size,
            <i16 as __ptx_abi_private::PtxAbi>::LAYOUT.align,
            __ptx_abi_private::Kind::Enum {
                repr: __ptx_abi_private::Scalar::I16,
                variants: &[
                    __ptx_abi_private::Variant::new("Neg", Sign::Neg as i128),
                    __ptx_abi_private::Variant::new("Pos", Sign::Pos as i128),
                ],
            },
        );
        const IMAGE_EQUAL: bool = <i16 as __ptx_abi_private::PtxAbi>::IMAGE_EQUAL;
        const ALL_BITS_VALID: bool = false;
        #[inline]
        fn write_image(
            &self,
            __out: &mut [u8],
        ) -> __ptx_abi_private::Result<(), __ptx_abi_private::Error> {
            let __value: i16 = match self {
                Sign::Neg => Sign::Neg as i16,
                Sign::Pos => Sign::Pos as i16,
            };
            __ptx_abi_private::PtxAbi::write_image(&__value, __out)
        }
        #[inline]
        fn read_image(
            __bytes: &[u8],
        ) -> __ptx_abi_private::Result<Self, __ptx_abi_private::Error> {
            let __value = <i16 as __ptx_abi_private::PtxAbi>::read_image(__bytes)?;
            <Self as __ptx_abi_private::BitFieldType>::from_bit_value(__value as i128)
                .map_err(|kind| __ptx_abi_private::Error::new(kind, "Sign"))
        }
    }
    #[automatically_derived]
    impl __ptx_abi_private::BitFieldType for Sign {
        const BITS: u32 = <i16 as __ptx_abi_private::BitFieldType>::BITS;
        const SIGNED: bool = <i16 as __ptx_abi_private::BitFieldType>::SIGNED;
        #[inline]
        fn to_bit_value(&self) -> i128 {
            match self {
                Sign::Neg => Sign::Neg as i128,
                Sign::Pos => Sign::Pos as i128,
            }
        }
        #[inline]
        fn from_bit_value(
            __value: i128,
        ) -> __ptx_abi_private::Result<Self, __ptx_abi_private::ErrorKind> {
            if __value == Sign::Neg as i128 {
                return __ptx_abi_private::Ok(Sign::Neg);
            }
            if __value == Sign::Pos as i128 {
                return __ptx_abi_private::Ok(Sign::Pos);
            }
            __ptx_abi_private::Err(__ptx_abi_private::ErrorKind::InvalidDiscriminant {
                value: __value,
            })
        }
        #[inline]
        fn unnamed_value() -> Self {
            Sign::Neg
        }
    }
};
