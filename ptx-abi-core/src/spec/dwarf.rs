//! CUDA-specific DWARF definitions (PTX interoperability guide, chapter 5.2): the address-class
//! codes a PTX producer emits as `DW_AT_address_class` on every variable and parameter DIE.
//!
//! ```
//! use ptx_abi_core::spec::dwarf::AddressClass;
//!
//! assert_eq!(AddressClass::Global as u8, 5);
//! assert_eq!(AddressClass::from_code(8), Some(AddressClass::Shared));
//! assert_eq!(AddressClass::Param.name(), "ADDR_param_space");
//! assert_eq!(AddressClass::for_state_space(".local"), Some(AddressClass::Local));
//! ```
//!
//! This module stops at the address classes. It does not write `DW_TAG_structure_type` /
//! `DW_TAG_member` entries for derived types (why: `book/src/kernels.md`, "`dwarf` (chapter 5)").

use core::fmt;

/// `DW_AT_address_class` values for CUDA (spec 5.2, table "address class codes").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum AddressClass {
    /// `ADDR_code_space` = 1: code storage.
    Code = 1,
    /// `ADDR_reg_space` = 2: register storage.
    Reg = 2,
    /// `ADDR_sreg_space` = 3: special register storage.
    Sreg = 3,
    /// `ADDR_const_space` = 4: constant storage.
    Const = 4,
    /// `ADDR_global_space` = 5: global storage.
    Global = 5,
    /// `ADDR_local_space` = 6: local storage.
    Local = 6,
    /// `ADDR_param_space` = 7: parameter storage.
    Param = 7,
    /// `ADDR_shared_space` = 8: shared storage.
    Shared = 8,
    /// `ADDR_surf_space` = 9: surface storage.
    Surf = 9,
    /// `ADDR_tex_space` = 10: texture storage.
    Tex = 10,
    /// `ADDR_tex_sampler_space` = 11: texture sampler storage.
    TexSampler = 11,
    /// `ADDR_generic_space` = 12: generic-address storage.
    Generic = 12,
}

impl AddressClass {
    /// All twelve classes, in code order.
    pub const ALL: [AddressClass; 12] = [
        AddressClass::Code,
        AddressClass::Reg,
        AddressClass::Sreg,
        AddressClass::Const,
        AddressClass::Global,
        AddressClass::Local,
        AddressClass::Param,
        AddressClass::Shared,
        AddressClass::Surf,
        AddressClass::Tex,
        AddressClass::TexSampler,
        AddressClass::Generic,
    ];

    /// The code (`DW_AT_address_class`'s value).
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The class with this code, if any (0 and 13 and above are not defined).
    pub const fn from_code(code: u64) -> Option<AddressClass> {
        if code >= 1 && code <= 12 {
            Some(AddressClass::ALL[(code - 1) as usize])
        } else {
            None
        }
    }

    /// The spec's name, e.g. `ADDR_global_space`.
    pub const fn name(self) -> &'static str {
        match self {
            AddressClass::Code => "ADDR_code_space",
            AddressClass::Reg => "ADDR_reg_space",
            AddressClass::Sreg => "ADDR_sreg_space",
            AddressClass::Const => "ADDR_const_space",
            AddressClass::Global => "ADDR_global_space",
            AddressClass::Local => "ADDR_local_space",
            AddressClass::Param => "ADDR_param_space",
            AddressClass::Shared => "ADDR_shared_space",
            AddressClass::Surf => "ADDR_surf_space",
            AddressClass::Tex => "ADDR_tex_space",
            AddressClass::TexSampler => "ADDR_tex_sampler_space",
            AddressClass::Generic => "ADDR_generic_space",
        }
    }

    /// The spec's description, e.g. `Global storage`.
    pub const fn description(self) -> &'static str {
        match self {
            AddressClass::Code => "Code storage",
            AddressClass::Reg => "Register storage",
            AddressClass::Sreg => "Special register storage",
            AddressClass::Const => "Constant storage",
            AddressClass::Global => "Global storage",
            AddressClass::Local => "Local storage",
            AddressClass::Param => "Parameter storage",
            AddressClass::Shared => "Shared storage",
            AddressClass::Surf => "Surface storage",
            AddressClass::Tex => "Texture storage",
            AddressClass::TexSampler => "Texture sampler storage",
            AddressClass::Generic => "Generic-address storage",
        }
    }

    /// The class of a variable declared in PTX state space `space` (`.reg`, `.sreg`, `.const`,
    /// `.global`, `.local`, `.param`, `.shared`, `.surfref`, `.texref`, `.samplerref`, with or
    /// without the dot); `None` for anything else.
    pub fn for_state_space(space: &str) -> Option<AddressClass> {
        Some(match space.trim_start_matches('.') {
            "reg" => AddressClass::Reg,
            "sreg" => AddressClass::Sreg,
            "const" => AddressClass::Const,
            "global" => AddressClass::Global,
            "local" => AddressClass::Local,
            "param" => AddressClass::Param,
            "shared" => AddressClass::Shared,
            "surfref" => AddressClass::Surf,
            "texref" => AddressClass::Tex,
            "samplerref" => AddressClass::TexSampler,
            _ => return None,
        })
    }
}

impl fmt::Display for AddressClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl TryFrom<u64> for AddressClass {
    type Error = u64;

    /// The class with this code, or the code back if it is not defined.
    fn try_from(code: u64) -> Result<AddressClass, u64> {
        AddressClass::from_code(code).ok_or(code)
    }
}
