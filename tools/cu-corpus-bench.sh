#!/usr/bin/env bash
# The cost of `CuBuild` in a build script against the compiler alone, on the corpus of
# benches/cu-corpus/ (20 `.cu` files in the shapes of real projects, written here), and beside
# `bindgen_cuda` 0.1.6 (candle's build-script helper) on the same files: BENCHMARKS.md, "`.cu`
# files in build.rs".
#
# Three crates are generated under target/cu-corpus-bench/ and built once: `ptx` (a build script
# running `CuBuild::new().dir(corpus).include_dir(corpus).archs(&[80, 90])`, its module compiled
# into the crate), `alone` (a program compiling each file as that build does with NVRTC: PTX
# per architecture, each assembled by ptxas, as many files at once as there are cores) and
# `bindgen` (a build script running bindgen_cuda's `build_ptx` for CUDA_COMPUTE_CAP=80). Then,
# RUNS times in alternation, each timed from a cold output directory:
#   cu-nvcc     the `ptx` build script with nvcc        nvcc-alone   nvcc on every file at once
#   cu-nvrtc    the `ptx` build script with NVRTC       nvrtc-alone  the `alone` program
#   bindgen     bindgen_cuda's build script             nvcc-ptx     nvcc --ptx for sm_80, every
#                                                                    file at once (its work)
# and, with the output directory kept: the build script again with nothing changed (cargo reruns
# it when a file is touched), and with one file changed (a comment appended), beside nvcc alone on
# that file. Prints each median and its runs. The build scripts run directly (not through cargo),
# with OUT_DIR set, as cargo runs them.
#
# Usage: tools/cu-corpus-bench.sh [RUNS]    (default 5; needs the oracle: tools/install-oracle.sh)
set -euo pipefail
RUNS=${1:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=$ROOT/benches/cu-corpus
OUT=$ROOT/target/cu-corpus-bench
ORACLE=${PTX_ABI_ORACLE_DIR:-$ROOT/.oracle}
NVCC=$ORACLE/cu13/nvidia/cu13/bin/nvcc
export PTX_ABI_ORACLE_DIR=$ORACLE PTX_ABI_NVCC=$NVCC
export LIBCLANG_PATH=${LIBCLANG_PATH:-/usr/lib/llvm-14/lib}
export PTX_ABI_NVRTC=${PTX_ABI_NVRTC:-$ORACLE/cu13/nvidia/cu13/lib/libnvrtc.so.13}
export PTX_ABI_PTXAS=${PTX_ABI_PTXAS:-$ORACLE/cu13/nvidia/cu13/bin/ptxas}
# NVRTC reaches CCCL (`<nv/target>`, `<cuda/std/...>`) through the CUDA include directory's
# `cccl/`, as nvcc does.
CCCL=$ORACLE/cu13/nvidia/cu13/include/cccl
mkdir -p "$OUT"

crate() { # crate NAME DEPENDENCIES BUILD_DEPENDENCIES
    mkdir -p "$OUT/$1/src"
    cat >"$OUT/$1/Cargo.toml" <<TOML
[package]
name = "cu-corpus-$1"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$2

[build-dependencies]
$3

[workspace]
TOML
}

crate ptx "ptx-abi-core = { path = \"$ROOT/ptx-abi-core\" }" \
    "ptx-abi-build = { path = \"$ROOT/ptx-abi-build\", features = [\"cu\"] }"
cat >"$OUT/ptx/build.rs" <<'RS'
fn main() {
    let corpus = std::env::var("PTX_ABI_BENCH_CORPUS").expect("PTX_ABI_BENCH_CORPUS");
    let cccl = std::env::var("PTX_ABI_BENCH_CCCL").expect("PTX_ABI_BENCH_CCCL");
    let mut build = ptx_abi_build::cu::CuBuild::new()
        .dir(&corpus)
        .include_dir(&corpus)
        .archs(&[80, 90]);
    if std::env::var("PTX_ABI_CU_COMPILER").as_deref() == Ok("nvrtc") {
        build = build.include_dir(cccl);
    }
    build.emit();
}
RS
cat >"$OUT/ptx/src/main.rs" <<'RS'
#[allow(dead_code, non_snake_case, clippy::all)]
mod kernels {
    include!(concat!(env!("OUT_DIR"), "/ptx_abi_cu.rs"));
}
fn main() {}
RS

crate alone "ptx-abi-build = { path = \"$ROOT/ptx-abi-build\", features = [\"compile\"] }" ""
cat >"$OUT/alone/src/main.rs" <<'RS'
//! Each `.cu` file of a folder compiled as `CuBuild` compiles it with NVRTC: PTX for compute_80
//! and compute_90, each assembled by ptxas into a cubin; as many files at once as the machine
//! has cores, as the build script takes them.
use ptx_abi_build::nvrtc::{Nvrtc, Ptxas};
use std::sync::atomic::{AtomicUsize, Ordering};
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (dir, cccl) = (&args[0], &args[1]);
    let nvrtc = Nvrtc::load(None).expect("NVRTC");
    let ptxas = Ptxas::find(None).expect("ptxas");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    let compile = |file: &std::path::Path| {
        let text = std::fs::read_to_string(file).unwrap();
        for arch in [80, 90] {
            let options = [
                format!("--gpu-architecture=compute_{arch}"),
                "--std=c++17".to_owned(),
                format!("-I{dir}"),
                format!("-I{cccl}"),
            ];
            let refs: Vec<&str> = options.iter().map(String::as_str).collect();
            let name = file.file_name().unwrap().to_string_lossy();
            let ptx = nvrtc
                .compile(&text, &name, &refs)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            ptxas.assemble_to_cubin(&ptx, &format!("sm_{arch}")).unwrap();
        }
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(file) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
                    compile(file);
                }
            });
        }
    });
}
RS

crate bindgen "" "bindgen_cuda = \"=0.1.6\""
cat >"$OUT/bindgen/build.rs" <<'RS'
fn main() {
    let corpus = std::env::var("PTX_ABI_BENCH_CORPUS").expect("PTX_ABI_BENCH_CORPUS");
    let bindings = bindgen_cuda::Builder::default()
        .kernel_paths_glob(&format!("{corpus}/*.cu"))
        .include_paths_glob(&format!("{corpus}/*.cuh"))
        .build_ptx()
        .expect("bindgen_cuda");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("ptx.rs");
    bindings.write(out).unwrap();
}
RS
echo "fn main() {}" >"$OUT/bindgen/src/main.rs"

export PTX_ABI_BENCH_CORPUS=$CORPUS PTX_ABI_BENCH_CCCL=$CCCL
# bindgen_cuda runs `nvcc` from PATH, for the compute capability it is given, with the headers
# of the toolkit at CUDA_ROOT (which ptx-abi does not read).
export PATH="$(dirname "$NVCC"):$PATH" CUDA_COMPUTE_CAP=80 CUDA_ROOT=$ORACLE/cu13/nvidia/cu13
for c in ptx alone bindgen; do
    (cd "$OUT/$c" && PTX_ABI_CU_COMPILER=nvcc cargo build --quiet)
done
script() { ls -t "$OUT"/$1/target/debug/build/cu-corpus-$1-*/build-script-build | head -1; }
PTX_SCRIPT=$(script ptx)
BINDGEN_SCRIPT=$(script bindgen)
ALONE=$OUT/alone/target/debug/cu-corpus-alone

now() { date +%s.%N; }
# timed CMD...: seconds it took (the command's output discarded; a failure stops the bench).
timed() {
    local t0 t1
    t0=$(now)
    "$@" >/dev/null 2>"$OUT/last.err" || { cat "$OUT/last.err" >&2; exit 1; }
    t1=$(now)
    echo "$t1 - $t0" | bc -l
}
fresh() { rm -rf "$OUT/out" && mkdir -p "$OUT/out"; }
nvcc_alone() { # nvcc_alone DIR [FILE]: every file (or FILE) as CuBuild's nvcc does, at once
    local f
    for f in ${2:-"$1"/*.cu}; do
        "$NVCC" -fatbin -std=c++17 -gencode=arch=compute_80,code=[sm_80,compute_80] \
            -gencode=arch=compute_90,code=sm_90 -I"$1" "$f" -o "$OUT/out/$(basename "$f").fatbin" &
    done
    wait
}
nvcc_ptx() {
    local f
    for f in "$1"/*.cu; do
        "$NVCC" --gpu-architecture=sm_80 --ptx -I"$1" "$f" -o "$OUT/out/$(basename "$f").ptx" &
    done
    wait
}
run_script() { # run_script COMPILER SCRIPT
    (cd "$OUT/ptx" && OUT_DIR="$OUT/out" PTX_ABI_CU_COMPILER=$1 CARGO_MANIFEST_DIR="$OUT/ptx" "$2")
}

declare -A times
add() { times[$1]="${times[$1]:-} $2"; }
for ((r = 0; r < RUNS; r++)); do
    fresh; add cu-nvcc "$(timed run_script nvcc "$PTX_SCRIPT")"
    fresh; add nvcc-alone "$(timed nvcc_alone "$CORPUS")"
    fresh; add cu-nvrtc "$(timed run_script nvrtc "$PTX_SCRIPT")"
    fresh; add nvrtc-alone "$(timed "$ALONE" "$CORPUS" "$CCCL")"
    fresh; add bindgen "$(timed env OUT_DIR="$OUT/out" "$BINDGEN_SCRIPT")"
    fresh; add nvcc-ptx "$(timed nvcc_ptx "$CORPUS")"
done
# Nothing changed, then one file changed, each with the output directory kept.
for compiler in nvcc nvrtc; do
    fresh
    run_script "$compiler" "$PTX_SCRIPT" >/dev/null
    for ((r = 0; r < RUNS; r++)); do
        add "cu-$compiler-unchanged" "$(timed run_script "$compiler" "$PTX_SCRIPT")"
    done
done
copy=$OUT/corpus-copy
for compiler in nvcc nvrtc; do
    rm -rf "$copy" && cp -r "$CORPUS" "$copy"
    fresh
    PTX_ABI_BENCH_CORPUS=$copy run_script "$compiler" "$PTX_SCRIPT" >/dev/null
    for ((r = 0; r < RUNS; r++)); do
        echo "// changed $r" >>"$copy/softmax.cu"
        add "cu-$compiler-one-changed" \
            "$(PTX_ABI_BENCH_CORPUS=$copy timed run_script "$compiler" "$PTX_SCRIPT")"
    done
done
for ((r = 0; r < RUNS; r++)); do
    add nvcc-alone-one "$(timed nvcc_alone "$CORPUS" "$CORPUS/softmax.cu")"
done

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "| what | median s | runs |"
echo "| --- | --- | --- |"
for k in cu-nvcc nvcc-alone cu-nvrtc nvrtc-alone bindgen nvcc-ptx cu-nvcc-unchanged \
    cu-nvrtc-unchanged cu-nvcc-one-changed \
    cu-nvrtc-one-changed nvcc-alone-one; do
    runs=$(for t in ${times[$k]}; do printf '%.2f ' "$t"; done)
    printf '| %s | %.2f | %s|\n' "$k" "$(echo "${times[$k]}" | median)" "$runs"
done
