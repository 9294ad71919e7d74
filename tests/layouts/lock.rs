//! The layout lockfile (`ptx_abi_core::lock`): a member change, a switch of CUDA version and a
//! switch of host platform are each reported, naming what moved. The layouts in the expected
//! lines are C++'s rules (`u8` then `u32` at 4; a `CUtensorMap` aligned 64 by CUDA 12 and 128 by
//! CUDA 13, `ABI.md` §5; `long2` 16/16 on Linux and 8/8 on Windows, and `char a : 3; int b : 5;`
//! 4 bytes with `b` at bit 3 on Linux, 8 bytes with `b` at bit 32 on Windows, `ABI.md` §4a, as
//! clang 19 lays them out for each host: `tests/oracle/windows.rs`).

use ptx_abi_core::handles::CuTensorMap;
use ptx_abi_core::layout::{CudaVersion, HostPlatform};
use ptx_abi_core::lock::Lock;
use ptx_abi_core::vector::Long2;
use ptx_abi_core::PtxAbi;

mod before {
    use super::*;
    #[derive(PtxAbi)]
    #[repr(C)]
    pub struct Particle {
        pub kind: u8,
        pub id: u32,
    }
}

mod after {
    use super::*;
    /// `before::Particle` with a member added in the middle.
    #[derive(PtxAbi)]
    #[repr(C)]
    pub struct Particle {
        pub kind: u8,
        pub mass: f32,
        pub id: u32,
    }
}

#[derive(PtxAbi)]
#[repr(C)]
struct Tile {
    flag: u32,
    map: CuTensorMap,
}

ptx_abi_core::kernels! {
    /// A kernel taking a tensor map by value after a byte (`__grid_constant__`).
    pub extern "C" fn load_tile(flag: u8, map: CuTensorMap, out: *mut u32);
}

#[derive(PtxAbi)]
#[repr(C)]
struct Wide {
    tag: u8,
    v: Long2,
}

#[derive(PtxAbi)]
#[repr(C)]
struct Flags {
    #[ptx(bits = 3)]
    a: i8,
    #[ptx(bits = 5)]
    b: i32,
}

/// A lockfile written from `lock` in a fresh directory (under Cargo's scratch directory for
/// integration tests, `target/tmp`, rather than the system's, which nothing would clean).
fn written(lock: &Lock, name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("ptx-abi-lock-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ptx-abi.lock");
    std::fs::write(&path, lock.render()).unwrap();
    lock.check(&path).unwrap();
    path
}

fn moved(lock: &Lock, path: &std::path::Path) -> String {
    lock.check(path).expect_err("nothing moved").to_string()
}

#[test]
fn the_lockfile_names_what_moved() {
    if ptx_abi_testenv::skipped_under_miri("the lockfile (files)") {
        return;
    }
    // An empty lock for one CUDA version and host.
    let at = |cuda: CudaVersion, host: HostPlatform| Lock::new().cuda(&[cuda]).hosts(&[host]);
    let linux12 = || at(CudaVersion::Cuda12, HostPlatform::Lp64);

    // A member added: `id` moves from 4 to 8, the size from 8 to 12.
    let path = written(&linux12().ty::<before::Particle>(), "member");
    let text = moved(&linux12().ty::<after::Particle>(), &path);
    for line in [
        "[cuda12 linux] Particle.id: offset 4 size 4 align 4 unsigned int -> offset 8 size 4 align 4 unsigned int",
        "[cuda12 linux] Particle.mass: new (offset 4 size 4 align 4 float)",
        "[cuda12 linux] type Particle: size 8 align 4; entry .param .align 4 .b8 p[8] -> size 12 align 4; entry .param .align 4 .b8 p[12]",
    ] {
        assert!(text.contains(line), "`{line}` not in:\n{text}");
    }
    assert!(text.contains("PTX_ABI_BLESS=1"), "{text}");

    // CUDA 12 to 13: the tensor map is aligned 64, then 128.
    let path = written(&linux12().ty::<Tile>(), "cuda");
    let cuda13 = at(CudaVersion::Cuda13, HostPlatform::Lp64).ty::<Tile>();
    let text = moved(&cuda13, &path);
    assert!(
        text.contains("[cuda12 linux -> cuda13 linux] Tile.map: offset 64 size 128 align 64"),
        "{text}"
    );
    assert!(text.contains("-> offset 128 size 128 align 128"), "{text}");
    assert!(
        text.contains("type Tile: size 192 align 64; entry .param .align 64 .b8 p[192] -> size 256 align 128; entry .param .align 128 .b8 p[256]"),
        "{text}"
    );

    // A kernel: its parameters' offsets in the natural block (the PTX declarations) and in each
    // SM family's device block move with the tensor map's alignment.
    let path = written(&linux12().kernel(&load_tile::SIGNATURE), "kernel");
    let cuda13 = at(CudaVersion::Cuda13, HostPlatform::Lp64).kernel(&load_tile::SIGNATURE);
    let text = moved(&cuda13, &path);
    assert!(
        text.contains("[cuda12 linux -> cuda13 linux] load_tile(map): offset 64 size 128"),
        "{text}"
    );
    assert!(text.contains("-> offset 128 size 128"), "{text}");
    assert!(
        text.contains("load_tile(out): offset 192 size 8") && text.contains("-> offset 256 size 8"),
        "{text}"
    );
    assert!(
        text.contains(".param .align 64 .b8 load_tile_param_1[128]")
            && text.contains(".param .align 128 .b8 load_tile_param_1[128]"),
        "{text}"
    );

    // Linux to Windows: `long2` is 16/16, then 8/8.
    let path = written(&linux12().ty::<Wide>(), "host");
    let windows = at(CudaVersion::Cuda12, HostPlatform::Llp64).ty::<Wide>();
    let text = moved(&windows, &path);
    assert!(
        text.contains(
            "[cuda12 linux -> cuda12 windows] Wide.v: offset 16 size 16 align 16 long2 -> \
             offset 8 size 8 align 8 long2"
        ),
        "{text}"
    );

    // Linux to Windows: MSVC starts a new unit where the declared type's size changes.
    let path = written(&linux12().ty::<Flags>(), "bits");
    let windows = at(CudaVersion::Cuda12, HostPlatform::Llp64).ty::<Flags>();
    let text = moved(&windows, &path);
    for line in [
        "[cuda12 linux -> cuda12 windows] Flags.b: bits 3..8 of int -> bits 32..37 of int",
        "type Flags: size 4 align 4; entry .param .align 4 .b8 p[4] -> size 8 align 4; entry .param .align 4 .b8 p[8]",
    ] {
        assert!(text.contains(line), "`{line}` not in:\n{text}");
    }

    // Nothing moved: both versions and both hosts, checked against themselves.
    let all = Lock::new()
        .cuda(&[CudaVersion::Cuda12, CudaVersion::Cuda13])
        .hosts(&HostPlatform::ALL)
        .ty::<after::Particle>()
        .ty::<Tile>()
        .ty::<Wide>()
        .ty::<Flags>();
    written(&all, "all");
    // A missing file says how to write one.
    let missing = std::env::temp_dir().join("ptx-abi-lock-none/ptx-abi.lock");
    let text = all.check(&missing).unwrap_err().to_string();
    assert!(
        text.contains("no layout lockfile") && text.contains("PTX_ABI_BLESS=1"),
        "{text}"
    );
}
