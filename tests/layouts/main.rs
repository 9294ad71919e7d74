//! Layouts and marshalling without kernels: the spec's figures, vector types, pointers, round trips
//! through device images, property tests and the fast paths.
//!
//! One test binary per area (each binary is a link step); one module per topic.

use ptx_abi_kernels::figures;

mod bitfield_figures;
// Its types' bit-fields are laid out otherwise on Windows, where they have no device view
// (`ABI.md` §4a): the views are for hosts that lay bit-fields out as a Rust kernel does.
#[cfg(not(windows))]
mod device_views;
mod fast_paths;
mod lock;
mod many_members;
mod masked_copies;
// GNU-packed bit-fields and `__int128`, which MSVC has neither of: the layouts are Linux's.
#[cfg(not(windows))]
mod packed_int128;
#[path = "../shared/parallel_paths.rs"]
mod parallel_paths;
mod pointers;
mod properties;
mod random_fast_paths;
mod random_types;
mod roundtrip;
mod vector_types;
