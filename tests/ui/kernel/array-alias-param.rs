use ptx_abi_core::kernels;

/// An array behind an alias: the macro cannot see it, the layout can.
type Matrix = [f32; 16];

kernels! {
    pub extern "C" fn transform(m: Matrix);
}

fn main() {}
