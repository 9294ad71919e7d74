//! CUDA DWARF address classes (spec 5.2): the table's codes, names and descriptions, copied from
//! the spec's table "address class codes".

use ptx_abi_core::spec::dwarf::AddressClass;

/// Spec 5.2, row by row: (code, name, description).
const TABLE: [(u8, &str, &str); 12] = [
    (1, "ADDR_code_space", "Code storage"),
    (2, "ADDR_reg_space", "Register storage"),
    (3, "ADDR_sreg_space", "Special register storage"),
    (4, "ADDR_const_space", "Constant storage"),
    (5, "ADDR_global_space", "Global storage"),
    (6, "ADDR_local_space", "Local storage"),
    (7, "ADDR_param_space", "Parameter storage"),
    (8, "ADDR_shared_space", "Shared storage"),
    (9, "ADDR_surf_space", "Surface storage"),
    (10, "ADDR_tex_space", "Texture storage"),
    (11, "ADDR_tex_sampler_space", "Texture sampler storage"),
    (12, "ADDR_generic_space", "Generic-address storage"),
];

#[test]
fn codes_are_the_specs() {
    for (class, (code, name, description)) in AddressClass::ALL.iter().zip(TABLE) {
        assert_eq!(class.code(), code);
        assert_eq!(*class as u8, code);
        assert_eq!(class.name(), name);
        assert_eq!(class.to_string(), name);
        assert_eq!(class.description(), description);
        assert_eq!(AddressClass::from_code(u64::from(code)), Some(*class));
        assert_eq!(AddressClass::try_from(u64::from(code)), Ok(*class));
    }
    assert_eq!(AddressClass::from_code(0), None);
    assert_eq!(AddressClass::from_code(13), None);
    assert_eq!(AddressClass::try_from(99), Err(99));
}

#[test]
fn state_spaces() {
    let cases = [
        (".reg", AddressClass::Reg),
        (".sreg", AddressClass::Sreg),
        (".const", AddressClass::Const),
        (".global", AddressClass::Global),
        ("local", AddressClass::Local),
        (".param", AddressClass::Param),
        (".shared", AddressClass::Shared),
        (".surfref", AddressClass::Surf),
        (".texref", AddressClass::Tex),
        (".samplerref", AddressClass::TexSampler),
    ];
    for (space, class) in cases {
        assert_eq!(AddressClass::for_state_space(space), Some(class), "{space}");
    }
    assert_eq!(AddressClass::for_state_space(".tex"), None);
}
