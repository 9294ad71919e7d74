use ptx_abi_core::kernels;

kernels! {
    #[ptx(devise)]
    pub extern "C" fn a(n: u32);

    #[ptx(device, large_params)]
    pub extern "C" fn b(n: u32);

    pub extern "C" fn c(class: u32, n: u32, n: u32);

    #[ptx(symbol = "9_not_a_symbol")]
    pub extern "C++" fn d(n: u32);
}

fn main() {}
