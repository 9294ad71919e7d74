//! The PTX reader's tests: NVRTC's and ptxas's output as the oracle facts record it.

use super::*;
use ptx_abi_core::ptx::globals::{global_image, global_images, parse_global};

/// Bytes as `01 ff 00 ...`.
fn hex(bytes: &[u8]) -> String {
    let parts: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
    parts.join(" ")
}

/// oracle-facts F1 and F2.
#[test]
fn byte_arrays_with_trailing_zeros_omitted() {
    let ptx = "\
.visible .global .align 4 .b8 g[4] = {133, 13, 1};
.visible .global .align 4 .b8 g2[12] = {253, 201, 0, 7, 255, 0, 255, 1, 9};
.global .align 4 .b8 v[4] = {133, 13, 1};
";
    let g = global_image(ptx, "g").unwrap().unwrap();
    assert_eq!((g.align, g.size, g.visible), (4, 4, true));
    assert_eq!(hex(&g.image()), "85 0d 01 00");
    let g2 = global_image(ptx, "g2").unwrap().unwrap();
    assert_eq!(hex(&g2.image()), "fd c9 00 07 ff 00 ff 01 09 00 00 00");
    let v = global_image(ptx, "v").unwrap().unwrap();
    assert!(!v.visible);
    assert!(global_image(ptx, "nothing").is_none());
    assert_eq!(global_images(ptx).len(), 3);
}

/// oracle-facts E12 (all-zero object: no initialiser) and TM (align 64 / 128).
#[test]
fn no_initialiser_is_all_zero() {
    let g = parse_global(".visible .global .align 4 .b8 g[4];")
        .unwrap()
        .unwrap();
    assert_eq!(g.image(), [0, 0, 0, 0]);
    assert!(g.init.is_empty());
    let tm = parse_global(".visible .global .align 128 .b8 g[128] = {1, 0, 0, 0, 0, 0, 0, 0, 2};")
        .unwrap()
        .unwrap();
    assert_eq!((tm.align, tm.size), (128, 128));
    assert_eq!(tm.init, [1, 0, 0, 0, 0, 0, 0, 0, 2]);
    let image = tm.image();
    assert_eq!(&image[..9], &[1, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert!(image[9..].iter().all(|&b| b == 0));
}

/// Scalars, as NVRTC 12.9 writes `__device__ int gi = 5;` etc.
#[test]
fn scalar_globals() {
    let ptx = "\
.visible .global .align 4 .u32 gi = 5;
.visible .global .align 4 .u32 gi0;
.visible .global .align 4 .f32 gf = 0f3FC00000;
.visible .global .align 8 .f64 gd = 0dC000000000000000;
.visible .global .align 1 .u8 gb = 1;
.visible .global .align 1 .u8 ge = -56;
.visible .global .align 8 .u64 ge64 = -5;
.visible .global .align 8 .u64 gvp;
.visible .global .align 2 .u16 gs = -3;
.visible .global .align 8 .u64 gt = 77;
";
    let get = |n: &str| global_image(ptx, n).unwrap().unwrap().image();
    assert_eq!(get("gi"), 5u32.to_le_bytes());
    assert_eq!(get("gi0"), [0; 4]);
    assert_eq!(get("gf"), 1.5f32.to_le_bytes());
    assert_eq!(get("gd"), (-2.0f64).to_le_bytes());
    assert_eq!(get("gb"), [1]);
    assert_eq!(get("ge"), [200]);
    assert_eq!(get("ge64"), (-5i64).to_le_bytes());
    assert_eq!(get("gvp"), [0; 8]);
    assert_eq!(get("gs"), (-3i16).to_le_bytes());
    assert_eq!(get("gt"), 77u64.to_le_bytes());
    let gf = global_image(ptx, "gf").unwrap().unwrap();
    assert_eq!((gf.align, gf.size, gf.elem.as_str()), (4, 4, ".f32"));
}

#[test]
fn wider_element_arrays_and_errors() {
    let g = parse_global(".global .align 4 .u32 a[3] = {1, -1};")
        .unwrap()
        .unwrap();
    assert_eq!(hex(&g.image()), "01 00 00 00 ff ff ff ff 00 00 00 00");
    let g = parse_global(".global .align 1 .b8 m[2][3] = {1, 2, 3, 4};")
        .unwrap()
        .unwrap();
    assert_eq!(g.size, 6);
    let e = parse_global(".visible .global .align 8 .u64 p[2] = {generic(x), 0};")
        .unwrap()
        .unwrap_err();
    assert!(e.message.contains("relocation"), "{e}");
    assert!(global_image(
        ".visible .global .align 8 .u64 p[2] = {generic(x), 0};",
        "p"
    )
    .unwrap()
    .is_err());
    let e = parse_global(".global .align 1 .u8 x = 300;")
        .unwrap()
        .unwrap_err();
    assert!(e.message.contains("does not fit"), "{e}");
    assert!(parse_global(".visible .entry k(").is_none());
    assert!(parse_global(".shared .align 4 .b8 s[4];").is_none());
}

/// Found by the `ptx_parse` fuzz target in CI: a 1.7 KB text declaring
/// `.global .align 16 .b8 dglobal_p[2573332]` made the reader allocate the whole variable
/// (2.5 MB) before reading the initialiser. A declared size costs nothing now; only the
/// initialiser's bytes are kept, and a size that overflows is an error.
#[test]
fn a_large_declaration_allocates_only_its_initialiser() {
    let g = parse_global(".global .align 16 .b8 big[1073741824][1024] = {1, 2};")
        .unwrap()
        .unwrap();
    assert_eq!((g.size, g.init.as_slice()), (1 << 40, &[1u8, 2][..]));
    let e = parse_global(".global .align 8 .u64 huge[4611686018427387904];")
        .unwrap()
        .unwrap_err();
    assert!(e.message.contains("overflows"), "{e}");
    let e = parse_global(".global .b8 m[4294967296][4294967296][2];")
        .unwrap()
        .unwrap_err();
    assert!(e.message.contains("overflows"), "{e}");
    let e = parse_global(".global .b8 s[2] = {1, 2, 3, 4, 5};")
        .unwrap()
        .unwrap_err();
    assert!(
        e.message
            .contains("an initialiser longer than the variable's 2 bytes"),
        "{e}"
    );
}

/// oracle-facts section 3: exact header formats (tabs, two spaces after `.func`).
#[test]
fn function_headers() {
    let ptx = "\
.version 8.8
.target sm_90
.address_size 64

\t// .globl\tk0
.visible .global .align 8 .b8 gp[32] = {7};
.visible .entry k0(
\t.param .align 8 .b8 k0_param_0[32]
)
{
\tret;
}
\t// .globl\tf0
.visible .func  (.param .align 8 .b8 func_retval0[32]) f0(
\t.param .align 8 .b8 f0_param_0[32]
)
{
\tld.param.u64 \t%rd1, [f0_param_0+24];
\tret;
}
.visible .func  (.param .b64 func_retval0) f1(
\t.param .b64 f1_param_0
)
{
\tret;
}
.visible .entry k2(
\t.param .u64 k2_param_0,
\t.param .align 4 .b8 k2_param_1[12]
)
{
\tret;
}
.visible .entry k3()
{
\tret;
}
.visible .func fs(
\t.param .b64 fs_param_0,
\t.param .b64 fs_param_1
)
{
\tret;
}
.func  (.param .align 16 .b8 func_retval0[16]) f3$2
(
\t.param .b64 f3$2_param_0
)
;
";
    let k0 = entry(ptx, "k0").unwrap();
    assert!(k0.visible && k0.defined);
    assert_eq!(k0.params, [".param .align 8 .b8 k0_param_0[32]"]);
    assert_eq!(k0.ret, None);
    let f0 = func(ptx, "f0").unwrap();
    assert_eq!(f0.params, [".param .align 8 .b8 f0_param_0[32]"]);
    assert_eq!(
        f0.ret.as_deref(),
        Some(".param .align 8 .b8 func_retval0[32]")
    );
    let f1 = func(ptx, "f1").unwrap();
    assert_eq!(f1.params, [".param .b64 f1_param_0"]);
    assert_eq!(f1.ret.as_deref(), Some(".param .b64 func_retval0"));
    let k2 = entry(ptx, "k2").unwrap();
    assert_eq!(
        k2.params,
        [
            ".param .u64 k2_param_0",
            ".param .align 4 .b8 k2_param_1[12]"
        ]
    );
    assert_eq!(entry(ptx, "k3").unwrap().params, Vec::<String>::new());
    let fs = func(ptx, "fs").unwrap();
    assert_eq!(fs.params.len(), 2);
    assert_eq!(fs.ret, None);
    // The clone's prototype is not a definition.
    assert!(func(ptx, "f3$2").is_none());
    let proto = functions(ptx)
        .into_iter()
        .find(|f| f.name == "f3$2")
        .unwrap();
    assert!(!proto.defined && !proto.visible);
    assert_eq!(proto.params, [".param .b64 f3$2_param_0"]);
    assert!(entry(ptx, "f0").is_none());
    let module = Module::parse(ptx);
    assert_eq!(module.entry("k0"), Some(&k0));
    assert_eq!(module.func("f1"), Some(&f1));
    assert!(module.func("f3$2").is_none());
    assert_eq!(module.global("gp").unwrap().as_ref().unwrap().size, 32);
    assert!(module.global("k0").is_none());
}

#[test]
fn param_shapes() {
    assert_eq!(
        param_shape(".param .align 16 .b8 k_param_0[48]"),
        Some(ParamShape {
            size: 48,
            align: 16,
            aggregate: true
        })
    );
    assert_eq!(
        param_shape(".param .u16 k_param_0"),
        Some(ParamShape {
            size: 2,
            align: 2,
            aggregate: false
        })
    );
    assert_eq!(param_shape(".param .f64 x").map(|s| s.size), Some(8));
    assert_eq!(param_shape(".reg .b32 x"), None);
}
