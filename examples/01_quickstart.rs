//! Needs: Rust only. Its test (`cargo test --example quickstart`) asks NVRTC too
//! (`tools/install-oracle.sh`), and says so on one line where it is missing.
//!
//! Quickstart: the spec's five bit-field figures and a particle with `float3`/`float4` members.
//! For each type: its layout map, the device image of a sample value, and its `.param` lines.
//!
//! Run with `cargo run --example quickstart`.

use ptx_abi_core::layout::layout_map;
use ptx_abi_core::ptx::{entry_param_decl, func_param_decl, func_return_decl};
use ptx_abi_core::vector::{Float3, Float4};
use ptx_abi_core::{from_device_bytes, to_device_bytes, PtxAbi, UnionBytes};

/// Spec 1.3, figure "Bit-field allocation": `struct { int j:5; int k:6; int m:7; }`.
#[derive(PtxAbi, Debug, PartialEq)]
#[repr(C)]
struct RightToLeft {
    #[ptx(bits = 5)]
    j: i32,
    #[ptx(bits = 6)]
    k: i32,
    #[ptx(bits = 7)]
    m: i32,
}

/// Spec 1.3, figure "Boundary alignment": 12 bytes on Linux as the spec draws it; 16 on Windows,
/// where bit-fields follow MSVC's rules (`ABI.md` §4a).
#[derive(PtxAbi, Debug, PartialEq)]
#[repr(C)]
struct BoundaryAlignment {
    #[ptx(bits = 9)]
    s: i16,
    #[ptx(bits = 9)]
    j: i32,
    c: i8,
    #[ptx(bits = 9)]
    t: i16,
    #[ptx(bits = 9)]
    u: i16,
    d: i8,
}

/// Spec 1.3, figure "Storage unit sharing": `struct { char c; short s:8; }`.
#[derive(PtxAbi, Debug, PartialEq)]
#[repr(C)]
struct StorageUnitSharing {
    c: i8,
    #[ptx(bits = 8)]
    s: i16,
}

/// Spec 1.3, figure "Union allocation": `union { char c; short s:8; }`, marshalled through `s`.
#[derive(PtxAbi, Clone, Copy)]
#[repr(C)]
#[ptx(marshal_via = s)]
union UnionAllocation {
    c: i8,
    #[ptx(bits = 8)]
    s: i16,
}
// SAFETY: the only value built below comes from `zeroed()` and then writes `s`.
unsafe impl UnionBytes for UnionAllocation {}

/// Spec 1.3, figure "Unnamed bit-fields":
/// `struct { char c; int :0; char d; short :9; char e; char :0; }`.
#[derive(PtxAbi, Debug, PartialEq)]
#[repr(C)]
struct UnnamedBitFields {
    c: i8,
    #[ptx(bits = 0, unnamed)]
    _align_int: i32,
    d: i8,
    #[ptx(bits = 9, unnamed)]
    _skip: i16,
    e: i8,
    #[ptx(bits = 0, unnamed)]
    _align_char: i8,
}

/// A particle as a CUDA kernel declares it: `float3` is 12 bytes aligned 4, `float4` 16 aligned 16.
#[derive(PtxAbi, Debug, PartialEq)]
#[repr(C)]
#[ptx(assert(size = 48, align = 16))]
struct Particle {
    position: Float3,
    color: Float4,
    mass: f32,
    #[ptx(bits = 3)]
    species: u8,
    #[ptx(bits = 1)]
    alive: bool,
}

fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn show<T: PtxAbi>(title: &str, value: &T, read_back: impl Fn(&[u8]) -> String) {
    println!("== {title}");
    print!("{}", layout_map::<T>());
    let image = to_device_bytes(value);
    println!("device image ({} bytes): {}", image.len(), hex(&image));
    println!("read back: {}", read_back(&image));
    println!(".entry: {}", entry_param_decl::<T>("kernel_param_0"));
    println!(".func:  {}", func_param_decl::<T>("func_param_0"));
    println!("return: {}", func_return_decl::<T>());
    println!();
}

fn debug_back<T: PtxAbi + core::fmt::Debug>(image: &[u8]) -> String {
    match from_device_bytes::<T>(image) {
        Ok(v) => format!("{v:?}"),
        Err(e) => format!("error: {e}"),
    }
}

fn main() {
    show(
        "figure: bit-field allocation (right to left)",
        &RightToLeft {
            j: -1,
            k: 20,
            m: -64,
        },
        debug_back::<RightToLeft>,
    );
    show(
        "figure: boundary alignment",
        &BoundaryAlignment {
            s: -3,
            j: 100,
            c: 7,
            t: 255,
            u: -1,
            d: 9,
        },
        debug_back::<BoundaryAlignment>,
    );
    show(
        "figure: storage unit sharing",
        &StorageUnitSharing { c: 1, s: -2 },
        debug_back::<StorageUnitSharing>,
    );
    let mut union = UnionAllocation::zeroed();
    union.s = -3;
    show("figure: union allocation", &union, |image| {
        match from_device_bytes::<UnionAllocation>(image) {
            // SAFETY: reading back writes the `marshal_via` member `s`.
            Ok(u) => format!("UnionAllocation {{ s: {} }}", unsafe { u.s }),
            Err(e) => format!("error: {e}"),
        }
    });
    show(
        "figure: unnamed bit-fields",
        &UnnamedBitFields {
            c: 1,
            _align_int: 0,
            d: 2,
            _skip: 0,
            e: 3,
            _align_char: 0,
        },
        debug_back::<UnnamedBitFields>,
    );
    show(
        "a particle with float3 and float4 members",
        &Particle {
            position: Float3::new(1.0, 2.0, 3.0),
            color: Float4::new(1.0, 0.5, 0.25, 1.0),
            mass: 2.5,
            species: 5,
            alive: true,
        },
        debug_back::<Particle>,
    );

    // An out-of-range bit-field is an error, never silent truncation.
    let bad = RightToLeft { j: 16, k: 0, m: 0 };
    match ptx_abi_core::try_to_device_bytes(&bad) {
        Ok(_) => println!("unexpected: 16 fit a 5-bit signed bit-field"),
        Err(e) => println!("rejected: {e}"),
    }
}

/// Run with `cargo test --example quickstart` (or `cargo test --workspace`, which includes it).
/// The same test in your own crate checks your types against NVIDIA's compiler: add
/// `ptx-abi-kernels` as a dev-dependency, and NVRTC with `tools/install-oracle.sh` (or point
/// `PTX_ABI_NVRTC` at a CUDA toolkit's `libnvrtc`).
#[cfg(test)]
mod tests {
    use super::*;
    use ptx_abi_build::nvrtc::CudaVersion;
    use ptx_abi_kernels::oracle::{Oracle, Probe};

    /// Every type of the quickstart, checked against NVRTC 12 and 13: size, alignment, device
    /// image, `.param` declarations, mirror. Without NVRTC the test says so on one line and
    /// passes, unless `PTX_ABI_REQUIRE_ORACLE=1` (as in CI).
    #[test]
    fn nvrtc_agrees_on_every_type_here() {
        let mut union = UnionAllocation::zeroed();
        union.s = -128;
        let probes = [
            Probe::auto(&RightToLeft {
                j: 15,
                k: -32,
                m: 63,
            }),
            Probe::auto(&BoundaryAlignment {
                s: 255,
                j: -256,
                c: i8::MAX,
                t: -256,
                u: 255,
                d: i8::MIN,
            }),
            Probe::auto(&StorageUnitSharing {
                c: -1,
                s: i8::MAX.into(),
            }),
            Probe::auto(&union),
            Probe::auto(&UnnamedBitFields {
                c: i8::MIN,
                _align_int: 0,
                d: -1,
                _skip: 0,
                e: i8::MAX,
                _align_char: 0,
            }),
            Probe::auto(&Particle {
                position: Float3::new(-1.0, f32::MAX, -0.0),
                color: Float4::new(f32::MIN, 0.5, f32::from_bits(1), 1.0),
                mass: -2.5,
                species: 7,
                alive: true,
            }),
        ];
        let required = std::env::var("PTX_ABI_REQUIRE_ORACLE").is_ok_and(|v| v == "1");
        for version in [CudaVersion::Cuda12, CudaVersion::Cuda13] {
            let oracle = match Oracle::load(version) {
                Ok(oracle) => oracle,
                Err(why) if required => panic!("NVRTC {version}: {why}"),
                Err(why) => {
                    eprintln!("NVRTC {version} not found ({why}): not checked");
                    continue;
                }
            };
            let report = oracle.check_types(&probes);
            println!("quickstart: {}", report.summary());
            assert!(report.is_clean(), "{report}");
        }
    }
}
