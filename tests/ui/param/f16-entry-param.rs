fn main() {
    let decl = ptx_abi_core::ptx::entry_param_decl::<half::f16>("p");
    println!("{decl}");
}
