//! The other chapters of NVIDIA's documents (`ptx_abi_core::spec`): system calls, atomics, DWARF
//! and TileIR.
//!
//! One test binary per area (each binary is a link step); one module per topic.

mod atomics;
mod dwarf;
mod syscalls;
mod tileir;
