//! Compiles `kernels/*.cu`, imports their kernels and the types they take, checks every compiled
//! image against them, and writes `OUT_DIR/ptx_abi_cu.rs` (`book/src/cu-files.md`, "What the build
//! script does").
fn main() {
    ptx_abi_build::cu::CuBuild::new()
        .dir("kernels")
        .archs(&[75, 90])
        // The template kernel's two instantiations, each a Rust kernel of its own: the file
        // instantiates the first itself, and the build the second.
        .instantiate("kernels/step.cu", "scale<float, 128>", "scale_f32")
        .instantiate("kernels/step.cu", "scale<double, 64>", "scale_f64")
        // `SimParams` is defined in Rust (src/main.rs) and checked against the header.
        .rust_type("SimParams", "crate::SimParams")
        .emit();
}
