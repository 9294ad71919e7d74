//! The bulk writes of the marshal bench's `padded`, `vecs` and `bits` types, as `#[no_mangle]`
//! functions whose machine code `tests/codegen.rs` compares with the committed snapshots.
#![allow(dead_code)]

#[path = "../../../../benches/support/bulk_types.rs"]
mod bulk_types;
#[path = "../../../../benches/support/padded.rs"]
mod padded;

use bulk_types::{Bits, Vecs};
use padded::Padded;
use ptx_abi_core::slice::write_device_bytes;

#[no_mangle]
pub fn codegen_write_padded(values: &[Padded], out: &mut [u8]) -> bool {
    write_device_bytes(values, out).is_ok()
}

#[no_mangle]
pub fn codegen_write_vecs(values: &[Vecs], out: &mut [u8]) -> bool {
    write_device_bytes(values, out).is_ok()
}

#[no_mangle]
pub fn codegen_write_bits(values: &[Bits], out: &mut [u8]) -> bool {
    write_device_bytes(values, out).is_ok()
}
