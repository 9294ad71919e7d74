//! The rest of NVIDIA's interoperability documents, beside the layout core: each module is one
//! chapter or note, self-contained, and uses the core only where the document does (TileIR's
//! tables are `#[derive(PtxAbi)]` types and its argument block is a kernel [`Signature`]).
//!
//! - [`syscalls`]: chapter 3, the `vprintf`, `malloc`, `free` and `__assertfail` prototypes and
//!   `vprintf`'s argument buffer;
//! - [`atomics`]: chapter 4, C++ atomic operations mapped to PTX instruction sequences;
//! - [`dwarf`]: chapter 5.2, CUDA's DWARF address classes;
//! - [`tileir`]: the TileIR callback tables and argument-change block (`ABI.md` §5).
//!
//! [`Signature`]: crate::kernel::Signature

pub mod atomics;
pub mod dwarf;
pub mod syscalls;
pub mod tileir;
