//! System calls (spec chapter 3): the prototypes as PTX text (assembled by ptxas, declared and
//! called), and the `vprintf` argument buffer against NVRTC's own `printf` lowering.
//!
//! The hardcoded expectations were read off NVRTC 12.9.86 (and agree with 13.5.37) for the kernels
//! in [`CASES`]: each kernel's `.local .align A .b8 __local_depotN[S]` and its `st.local` stores.
//! The same cases are recompiled at test time when the oracle is installed; without it they skip
//! visibly (fail instead with `PTX_ABI_REQUIRE_ORACLE=1`).

use std::collections::BTreeSet;

use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::spec::syscalls::{
    all_prototypes, assertfail_prototype, free_prototype, malloc_prototype, pack_vprintf_args,
    vprintf_prototype, PrintfArg,
};
use ptx_abi_core::AddressSize;

use PrintfArg::*;

struct Case {
    name: &'static str,
    params: &'static str,
    call: &'static str,
    args: &'static [PrintfArg],
    /// NVRTC 12.9.86: the argument offsets it stores at.
    offsets: &'static [usize],
    /// NVRTC 12.9.86: `__local_depotN[size]`.
    size: usize,
}

const CASES: &[Case] = &[
    // .local .align 16 .b8 __local_depot0[48]; st.local.u32 [%rd3]; st.local.u64 [%rd3+8];
    // st.local.v2.u64 [%rd3+16] (the double and the pointer); st.local.u32 [%rd3+32] (the char,
    // cvt.s32.s16); st.local.f64 [%rd3+40] (the float, cvt.f64.f32).
    Case {
        name: "mixed",
        params: "int a, long long b, double c, int *p, char ch, float f",
        call: "\"%d %lld %f %p %c %f\", a, b, c, p, ch, f",
        args: &[
            I32(-7),
            I64(1 << 40),
            F64(2.5),
            Ptr(0x7f00_0000_1000),
            Char(-3),
            F32(1.5),
        ],
        offsets: &[0, 8, 16, 24, 32, 40],
        size: 48,
    },
    // .local .align 8 .b8 __local_depot0[8]; st.local.u32 [%rd2]
    Case {
        name: "one_int",
        params: "int a",
        call: "\"%d\", a",
        args: &[I32(5)],
        offsets: &[0],
        size: 8,
    },
    // .align 8 [16]; st.local.v2.u32 [%rd2]; st.local.u32 [%rd2+8]
    Case {
        name: "three_ints",
        params: "int a, int b, int c",
        call: "\"%d%d%d\", a, b, c",
        args: &[I32(1), I32(2), I32(3)],
        offsets: &[0, 4, 8],
        size: 16,
    },
    // .align 8 [24]; st.local.u32 [%rd2]; st.local.f64 [%rd2+8]; st.local.u32 [%rd2+16]
    Case {
        name: "int_double_int",
        params: "int a, double b, int c",
        call: "\"%d%f%d\", a, b, c",
        args: &[I32(1), F64(-0.5), I32(3)],
        offsets: &[0, 8, 16],
        size: 24,
    },
    // .align 16 [16]; st.local.v2.u32 [%rd3] (short and unsigned char, promoted); st.local.u64
    // [%rd3+8]
    Case {
        name: "short_uchar_ll",
        params: "short s, unsigned char u, long long x",
        call: "\"%d%d%lld\", s, u, x",
        args: &[Short(-2), UChar(200), I64(-1)],
        offsets: &[0, 4, 8],
        size: 16,
    },
    // .align 8 [16]; st.local.u64 [%rd3]; st.local.u32 [%rd3+8]
    Case {
        name: "ptr_int",
        params: "int *p, int a",
        call: "\"%p%d\", p, a",
        args: &[Ptr(0x1000), I32(9)],
        offsets: &[0, 8],
        size: 16,
    },
    // .align 8 [24]; st.local.f64 [%rd2]; st.local.u32 [%rd2+8]; st.local.f64 [%rd2+16]
    Case {
        name: "float_int_float",
        params: "float f, int a, float g",
        call: "\"%f%d%f\", f, a, g",
        args: &[F32(0.25), I32(-1), F32(8.0)],
        offsets: &[0, 8, 16],
        size: 24,
    },
    // No __local_depot at all: NVRTC passes `st.param.b64 [param1+0], 0;` (a null valist).
    Case {
        name: "no_args",
        params: "",
        call: "\"hi\"",
        args: &[],
        offsets: &[],
        size: 0,
    },
];

fn arg_size(a: &PrintfArg) -> usize {
    match a {
        Char(_) | UChar(_) | Short(_) | UShort(_) | I32(_) | U32(_) => 4,
        _ => 8,
    }
}

#[test]
fn prototypes_are_the_specs() {
    assert_eq!(
        vprintf_prototype(AddressSize::Bits64),
        ".extern .func (.param .s32 status) vprintf (.param .b64 format, .param .b64 valist);"
    );
    assert_eq!(
        vprintf_prototype(AddressSize::Bits32),
        ".extern .func (.param .s32 status) vprintf (.param .b32 format, .param .b32 valist);"
    );
    assert_eq!(
        malloc_prototype(AddressSize::Bits64),
        ".extern .func (.param .b64 ptr) malloc (.param .b64 size);"
    );
    assert_eq!(
        malloc_prototype(AddressSize::Bits32),
        ".extern .func (.param .b32 ptr) malloc (.param .b32 size);"
    );
    assert_eq!(
        free_prototype(AddressSize::Bits64),
        ".extern .func free (.param .b64 ptr);"
    );
    assert_eq!(
        free_prototype(AddressSize::Bits32),
        ".extern .func free (.param .b32 ptr);"
    );
    assert_eq!(
        assertfail_prototype(AddressSize::Bits64),
        ".extern .func __assertfail (.param .b64 message, .param .b64 file, .param .b32 line, \
         .param .b64 function, .param .b64 charSize);"
    );
    assert_eq!(
        assertfail_prototype(AddressSize::Bits32),
        ".extern .func __assertfail (.param .b32 message, .param .b32 file, .param .b32 line, \
         .param .b32 function, .param .b32 charSize);"
    );
}

#[test]
fn packer_matches_nvrtcs_recorded_layouts() {
    for case in CASES {
        let va = pack_vprintf_args(case.args, AddressSize::Bits64);
        assert_eq!(va.offsets, case.offsets, "{}", case.name);
        assert_eq!(va.bytes.len(), case.size, "{}", case.name);
        assert_eq!(va.align, 8, "{}", case.name);
    }
}

#[test]
fn packer_writes_promoted_values() {
    let va = pack_vprintf_args(CASES[0].args, AddressSize::Bits64);
    let b = &va.bytes;
    assert_eq!(b[0..4], (-7i32).to_le_bytes());
    assert_eq!(b[4..8], [0; 4]); // padding
    assert_eq!(b[8..16], (1i64 << 40).to_le_bytes());
    assert_eq!(b[16..24], 2.5f64.to_le_bytes());
    assert_eq!(b[24..32], 0x7f00_0000_1000u64.to_le_bytes());
    assert_eq!(b[32..36], (-3i32).to_le_bytes()); // char sign-extended to int
    assert_eq!(b[40..48], 1.5f64.to_le_bytes()); // float promoted to double
    let va = pack_vprintf_args(&[UChar(200), UShort(65535)], AddressSize::Bits64);
    assert_eq!(va.bytes, [200, 0, 0, 0, 255, 255, 0, 0]);
    // 32-bit addresses: a 4-byte pointer.
    let va = pack_vprintf_args(&[Ptr(0x1234), I32(1)], AddressSize::Bits32);
    assert_eq!(va.offsets, [0, 4]);
    assert_eq!(va.bytes, [0x34, 0x12, 0, 0, 1, 0, 0, 0]);
}

/// `(size, align)` of the kernel's `__local_depot`, and the `(offset, width)` of each
/// `st.local` store, from NVRTC's PTX for one `.entry`.
/// A depot's `(size, align)`, and the `(offset, width)` of each store.
type Stores = (Option<(usize, usize)>, BTreeSet<(usize, usize)>);

fn depot_and_stores(ptx: &str, kernel: &str) -> Stores {
    let start = ptx
        .find(&format!(".entry {kernel}("))
        .unwrap_or_else(|| panic!("no .entry {kernel} in\n{ptx}"));
    let body = &ptx[start..];
    let body = &body[..body.find("\n}").unwrap_or(body.len())];
    let mut depot = None;
    let mut stores = BTreeSet::new();
    for line in body.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix(".local .align ") {
            let align: usize = rest.split_whitespace().next().unwrap().parse().unwrap();
            let size: usize = rest[rest.find('[').unwrap() + 1..rest.find(']').unwrap()]
                .parse()
                .unwrap();
            depot = Some((size, align));
        }
        if let Some(rest) = line.strip_prefix("st.local.") {
            let (ty, addr) = rest.split_once(|c: char| c.is_whitespace()).unwrap();
            let mut parts = ty.split('.');
            let first = parts.next().unwrap();
            let (count, elem) = match first.strip_prefix('v') {
                Some(n) => (n.parse::<usize>().unwrap(), parts.next().unwrap()),
                None => (1, first),
            };
            let width: usize = elem[1..].parse::<usize>().unwrap() / 8;
            let inside = &addr[addr.find('[').unwrap() + 1..addr.find(']').unwrap()];
            let offset = inside
                .split_once('+')
                .map_or(0, |(_, o)| o.parse::<usize>().unwrap());
            for i in 0..count {
                stores.insert((offset + i * width, width));
            }
        }
    }
    (depot, stores)
}

#[test]
fn packer_agrees_with_nvrtc_now() {
    let mut source = String::new();
    for case in CASES {
        source.push_str(&format!(
            "extern \"C\" __global__ void {}({}) {{ printf({}); }}\n",
            case.name, case.params, case.call
        ));
    }
    let mut checked = 0;
    for oracle in ptx_abi_testenv::oracle::all() {
        let version = oracle.label();
        let ptx = oracle
            .compile_source(&source, "vprintf.cu", &[])
            .unwrap_or_else(|e| panic!("{version}: {e:?}"));
        assert!(ptx.contains(".extern .func  (.param .b32 func_retval0) vprintf"));
        for case in CASES {
            let va = pack_vprintf_args(case.args, AddressSize::Bits64);
            let (depot, stores) = depot_and_stores(&ptx, case.name);
            let ours: BTreeSet<(usize, usize)> = va
                .offsets
                .iter()
                .zip(case.args)
                .map(|(&o, a)| (o, arg_size(a)))
                .collect();
            assert_eq!(stores, ours, "{version}, {}: stores", case.name);
            match depot {
                Some((size, align)) => {
                    assert_eq!(size, va.bytes.len(), "{version}, {}", case.name);
                    assert!(
                        align % va.align == 0,
                        "{version}, {}: depot align {align}",
                        case.name
                    );
                }
                None => assert!(va.bytes.is_empty(), "{}", case.name),
            }
            checked += 1;
        }
    }
    eprintln!("vprintf packing: {checked} cases checked against NVRTC");
}

/// A module that declares all four system calls and calls each.
fn calling_module(a: AddressSize, arch: &str) -> String {
    // `cvta` takes `.u32`/`.u64` (ptxas rejects the spec's `cvta.global.b32` example).
    let (t, r, addr) = match a {
        AddressSize::Bits64 => ("b64", "%rd", 64),
        AddressSize::Bits32 => ("b32", "%r", 32),
    };
    format!(
        ".version 7.8\n.target {arch}\n.address_size {addr}\n\n{protos}\n\
.global .align 1 .b8 fmt[3] = {{37, 100, 0}};\n\n\
.visible .entry calls_syscalls(.param .{t} p_valist)\n{{\n\
\t.reg .{t} {r}<8>;\n\t.reg .b32 %s<4>;\n\
\tld.param.{t} {r}1, [p_valist];\n\
\tmov.{t} {r}2, fmt;\n\tcvta.global.u{addr} {r}3, {r}2;\n\
\t{{\n\t.param .{t} param0;\n\tst.param.{t} [param0], {r}3;\n\t.param .{t} param1;\n\
\tst.param.{t} [param1], {r}1;\n\t.param .s32 retval0;\n\
\tcall.uni (retval0), vprintf, (param0, param1);\n\tld.param.s32 %s1, [retval0];\n\t}}\n\
\t{{\n\t.param .{t} param0;\n\tst.param.{t} [param0], 64;\n\t.param .{t} retval0;\n\
\tcall.uni (retval0), malloc, (param0);\n\tld.param.{t} {r}4, [retval0];\n\t}}\n\
\t{{\n\t.param .{t} param0;\n\tst.param.{t} [param0], {r}4;\n\
\tcall.uni free, (param0);\n\t}}\n\
\t{{\n\t.param .{t} param0;\n\tst.param.{t} [param0], {r}3;\n\t.param .{t} param1;\n\
\tst.param.{t} [param1], {r}3;\n\t.param .b32 param2;\n\tst.param.b32 [param2], 42;\n\
\t.param .{t} param3;\n\tst.param.{t} [param3], {r}3;\n\t.param .{t} param4;\n\
\tst.param.{t} [param4], 1;\n\
\tcall.uni __assertfail, (param0, param1, param2, param3, param4);\n\t}}\n\
\tret;\n}}\n",
        protos = all_prototypes(a),
    )
}

#[test]
fn ptxas_assembles_declarations_and_calls() {
    let mut assembled = 0;
    for (version, arch) in [
        (CudaVersion::Cuda12, "sm_70"),
        (CudaVersion::Cuda12, "sm_90"),
        (CudaVersion::Cuda13, "sm_90"),
    ] {
        let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(version) else {
            continue;
        };
        let ptx = calling_module(AddressSize::Bits64, arch);
        ptxas
            .assemble(&ptx, arch)
            .unwrap_or_else(|e| panic!("ptxas {version} {arch}: {e}\n{ptx}"));
        assembled += 1;
    }
    eprintln!("system calls: {assembled} ptxas runs");
}
