//! The crate root's earlier names of items that now live in a module: each still works for one
//! release and says where the item lives, so that code written against the earlier docs gets a
//! deprecation warning naming the new path instead of an unresolved import.
#![allow(deprecated)]

use crate::abi::PtxAbi;
use crate::layout::AddressSize;
use crate::layout::Layout;

/// Moved to [`crate::ptx::ParamSpace`].
#[deprecated(since = "0.1.0", note = "moved to `ptx_abi_core::ptx::ParamSpace`")]
pub type ParamSpace = crate::ptx::ParamSpace;

/// Moved to [`crate::ptx::ParamTypeError`].
#[deprecated(since = "0.1.0", note = "moved to `ptx_abi_core::ptx::ParamTypeError`")]
pub type ParamTypeError = crate::ptx::ParamTypeError;

/// Moved to [`crate::ptx::param_decl`].
#[deprecated(since = "0.1.0", note = "moved to `ptx_abi_core::ptx::param_decl`")]
pub fn param_decl(
    layout: &Layout,
    name: &str,
    space: crate::ptx::ParamSpace,
    address_size: AddressSize,
) -> Result<alloc::string::String, crate::ptx::ParamTypeError> {
    crate::ptx::param_decl(layout, name, space, address_size)
}

/// Moved to [`crate::ptx::entry_param_decl`].
#[deprecated(
    since = "0.1.0",
    note = "moved to `ptx_abi_core::ptx::entry_param_decl`"
)]
pub fn entry_param_decl<T: PtxAbi>(name: &str) -> alloc::string::String {
    crate::ptx::entry_param_decl::<T>(name)
}

/// Moved to [`crate::ptx::func_param_decl`].
#[deprecated(
    since = "0.1.0",
    note = "moved to `ptx_abi_core::ptx::func_param_decl`"
)]
pub fn func_param_decl<T: PtxAbi>(name: &str) -> alloc::string::String {
    crate::ptx::func_param_decl::<T>(name)
}

/// Moved to [`crate::ptx::func_return_decl`].
#[deprecated(
    since = "0.1.0",
    note = "moved to `ptx_abi_core::ptx::func_return_decl`"
)]
pub fn func_return_decl<T: PtxAbi>() -> alloc::string::String {
    crate::ptx::func_return_decl::<T>()
}

/// Moved to [`crate::layout::layout_map`].
#[deprecated(since = "0.1.0", note = "moved to `ptx_abi_core::layout::layout_map`")]
pub fn layout_map<T: PtxAbi>() -> alloc::string::String {
    crate::layout::layout_map::<T>()
}

/// Moved to [`crate::layout::render_layout_map`].
#[deprecated(
    since = "0.1.0",
    note = "moved to `ptx_abi_core::layout::render_layout_map`"
)]
pub fn render_layout_map(layout: &Layout) -> alloc::string::String {
    crate::layout::render_layout_map(layout)
}

/// Moved to [`crate::cuda::c_declarator`].
#[deprecated(since = "0.1.0", note = "moved to `ptx_abi_core::cuda::c_declarator`")]
pub fn c_declarator(layout: &'static Layout, name: &str) -> alloc::string::String {
    crate::cpp::mirrors::c_declarator(layout, name)
}
