//! The PTX of the echo kernel, which takes a value exactly as the type's `.param` declaration says
//! (spec 2.3) and copies its parameter bytes to a global buffer: `ptxas` assembles it for every
//! type of the oracle suites (`tests/oracle/ptxas_ours.rs`).

use std::fmt::Write;

use ptx_abi_core::layout::Kind;
use ptx_abi_core::ptx::entry_param_decl;
use ptx_abi_core::PtxAbi;
use ptx_abi_kernels::agreement::PTX_HEADER;

/// Width of the loads used to copy a parameter of `size` bytes and alignment `align`: the widest
/// of 8, 4, 2, 1 bytes that divides both (loads from `.param` must be naturally aligned).
fn chunk_width(size: usize, align: usize) -> usize {
    [8, 4, 2, 1]
        .into_iter()
        .find(|w| align % w == 0 && size % w == 0)
        .unwrap_or(1)
}

/// A PTX module with one kernel, `name(T value, unsigned char *out)`, that copies the
/// `size_of(T)` bytes of its by-value parameter to `out`.
pub fn echo_kernel_ptx<T: PtxAbi>(name: &str) -> String {
    let layout = &T::LAYOUT;
    let param = format!("{name}_param_0");
    let out_param = format!("{name}_param_1");
    // A scalar parameter is one slot of its own size; an aggregate is a byte array aligned as the
    // type (spec 2.3 note D), which any naturally aligned load may read.
    let width = match layout.kind {
        Kind::Vector { .. }
        | Kind::Array { .. }
        | Kind::Struct { .. }
        | Kind::Union { .. }
        | Kind::TensorMap(_) => chunk_width(layout.size, layout.align),
        _ => layout.size,
    };
    let bits = width * 8;
    let mut body = String::new();
    let _ = writeln!(body, "\tld.param.u64 %rd1, [{out_param}];");
    let _ = writeln!(body, "\tcvta.to.global.u64 %rd2, %rd1;");
    for offset in (0..layout.size).step_by(width) {
        let reg = if width == 1 { "%rs1" } else { "%rv1" };
        let ty = if width == 1 {
            "u8".to_owned()
        } else {
            format!("b{bits}")
        };
        let _ = writeln!(body, "\tld.param.{ty} {reg}, [{param}+{offset}];");
        let _ = writeln!(body, "\tst.global.{ty} [%rd2+{offset}], {reg};");
    }
    let value_reg = if width == 1 {
        ".reg .b16 %rs<2>;".to_owned()
    } else {
        format!(".reg .b{bits} %rv<2>;")
    };
    format!(
        "{PTX_HEADER}\n.visible .entry {name}(\n\t{},\n\t.param .u64 {out_param}\n)\n{{\n\t{value_reg}\n\t.reg .b64 %rd<3>;\n{body}\tret;\n}}\n",
        entry_param_decl::<T>(&param)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use ptx_abi_core::vector::Float4;

    #[test]
    fn echo_kernel_declares_the_parameter_as_nvrtc_does() {
        let ptx = echo_kernel_ptx::<Float4>("echo_float4");
        assert!(ptx.contains(".param .align 16 .b8 echo_float4_param_0[16],"));
        // Two 8-byte loads cover the 16 bytes.
        assert!(ptx.contains("ld.param.b64 %rv1, [echo_float4_param_0+8];"));
        let ptx = echo_kernel_ptx::<u16>("echo_u16");
        assert!(ptx.contains(".param .u16 echo_u16_param_0,"));
        assert!(ptx.contains("ld.param.b16 %rv1, [echo_u16_param_0+0];"));
    }

    #[test]
    fn chunk_width_respects_alignment_and_size() {
        assert_eq!(chunk_width(12, 4), 4);
        assert_eq!(chunk_width(9, 1), 1);
        assert_eq!(chunk_width(48, 16), 8);
        assert_eq!(chunk_width(6, 2), 2);
    }
}
