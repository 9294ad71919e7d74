//! Unions: the promise that makes a union's bytes safe to read ([`UnionBytes`]), and the helpers
//! the derive's generated code marshals unions with (hidden). Re-exported at the crate root.

/// The promise that makes a union's bytes safe to read.
///
/// A Rust union does not know which member is active, and writing a smaller member leaves the
/// other bytes uninitialised; reading those is undefined behaviour. ptx-abi marshals a union from
/// its raw bytes (when all members' host bytes are their device image) or through the member
/// named by `#[ptx(marshal_via = member)]`, and needs your promise first:
///
/// ```
/// use ptx_abi_core::{to_device_bytes, PtxAbi, UnionBytes};
///
/// #[derive(PtxAbi, Clone, Copy)]
/// #[repr(C)]
/// union Word {
///     c: u8,
///     i: u32,
/// }
/// // SAFETY: every `Word` we marshal is built by `Word::zeroed()` and then a member write.
/// unsafe impl UnionBytes for Word {}
///
/// let mut w = Word::zeroed();
/// w.c = 5;
/// assert_eq!(to_device_bytes(&w), [5, 0, 0, 0]);
/// ```
///
/// # Safety
///
/// Every value of the union that reaches ptx-abi has all `size_of::<Self>()` bytes initialised
/// (build it with the derived `zeroed()` constructor, then write members), or, with
/// `#[ptx(marshal_via = member)]`, has that member initialised with a valid value.
#[diagnostic::on_unimplemented(
    message = "union `{Self}` is marshalled from its bytes: promise they are initialised",
    label = "needs `unsafe impl ptx_abi_core::UnionBytes`",
    note = "build values with `{Self}::zeroed()` and then write a member, and add \
            `unsafe impl ptx_abi_core::UnionBytes for {Self} {{}}`"
)]
pub unsafe trait UnionBytes {}

/// Implemented by `#[derive(PtxAbi)]` for unions only.
///
/// # Safety
/// `Self` is a union: any bytes, all zero in particular, are a valid value of it.
#[doc(hidden)]
pub unsafe trait DerivedUnion: Sized {}

/// A union value whose bytes are all zero.
#[doc(hidden)]
pub fn zeroed_union<U: DerivedUnion>() -> U {
    // SAFETY: `U` is a union (`DerivedUnion` contract), and a union has no validity requirement
    // on its bytes (the Rust Reference, "Unions": reading a field is what must be valid), so the
    // all-zero value is a valid `U`.
    unsafe { core::mem::zeroed() }
}

/// The bytes of a union marshalled by bytes.
#[doc(hidden)]
pub fn union_bytes<U: UnionBytes + DerivedUnion>(value: &U) -> &[u8] {
    // SAFETY: the `UnionBytes` contract guarantees that all `size_of::<U>()` bytes of every value
    // that reaches ptx-abi are initialised; the slice borrows `value`.
    unsafe { core::slice::from_raw_parts((value as *const U).cast::<u8>(), size_of::<U>()) }
}

/// A union marshalled by bytes, rebuilt from `bytes` (exactly `size_of::<U>()` of them).
#[doc(hidden)]
pub fn union_from_bytes<U: UnionBytes + DerivedUnion>(bytes: &[u8]) -> U {
    assert_eq!(bytes.len(), size_of::<U>(), "union image size");
    let mut value = zeroed_union::<U>();
    // SAFETY: `value` is a valid `U` of `size_of::<U>()` bytes, and any bytes are a valid union
    // (`DerivedUnion` contract), so overwriting all of them with `bytes` keeps it valid; the two
    // regions do not overlap (`value` is a local).
    unsafe {
        core::ptr::copy_nonoverlapping(
            bytes.as_ptr(),
            (&mut value as *mut U).cast::<u8>(),
            size_of::<U>(),
        );
    }
    value
}
