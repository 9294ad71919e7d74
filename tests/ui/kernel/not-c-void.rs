use ptx_abi_core::kernels;

#[allow(non_camel_case_types)]
struct c_void;

kernels! {
    pub extern "C" fn fill(p: *mut c_void);
}

fn main() {}
