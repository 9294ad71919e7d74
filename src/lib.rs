//! Workspace-level tests and examples of ptx-abi; the library is `ptx-abi-core`.
//!
//! The README's code blocks are compiled and run as doctests of this crate.
#![doc = include_str!("../README.md")]
