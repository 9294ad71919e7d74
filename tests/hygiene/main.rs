//! Macro hygiene: the derive's and `kernels!`'s output names everything by absolute path, so it
//! compiles in modules without the prelude and with `ptx_abi_core` reachable only under another
//! name. A binary of its own: `extern crate ... as` adds to the extern prelude only at a crate root.

extern crate ptx_abi_core as renamed_core;

mod derive;
mod device_kernel;
mod kernels_macro;
