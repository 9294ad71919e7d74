#!/usr/bin/env bash
# The GPU proof in one call (CONTRIBUTING.md, "The GPU proof"): every binary that touches a GPU,
# built here in release into one folder with a `run.sh` that runs them all on a GPU machine that has
# CUDA and its driver but no Rust.
#
#   tools/gpu-proof.sh build [DIR]     build the bundle into DIR (default: gpu-proof/, ignored)
#   DIR/run.sh [--out DIR]             there, as root: every step with PTX_ABI_REQUIRE_GPU=1,
#                                      then compute-sanitizer; writes DIR/report.md and logs
#   DIR/run.sh --dry [--out DIR]       anywhere without a GPU (CI): every binary starts, finds
#                                      no driver and says so on one line; the report is written
#
# What the bundle holds, and where it comes from:
# - bin/ptx-abi-check (`--features cudarc`), and rust/: the Rust views' PTX for the check's
#   `--random $RANDOM_TYPES --seed $SEED` types, built here by rustc (nightly with rust-src),
#   run on the host here, launched there with `--rust-prebuilt`;
# - the test binaries that launch: gpu_agreement, the root package's `kernels` (launch tests, the
#   packed CUtensorMap launch among them, and the transfers through images);
# - examples/: every example that uses the `cudarc` feature (found by that feature in its
#   source), examples/cu-kernels (its `.cu` kernels compiled into it, by nvcc and by NVRTC:
#   `cu-kernels`, `cu-kernels-nvrtc`), and the 06_rust_kernel
#   example's PTX;
# - the benches launch_latency and transfer (`--features cudarc,parallel`: the parallel staging
#   pipeline too), and staging_model (the host's half of the transfers, on the GPU host's cores).
# Build outputs are shared with the rest of CI: the same target directory (CARGO_TARGET_DIR or
# target/), release profile.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: tools/gpu-proof.sh build [DIR]" >&2
    exit 2
}
[[ "${1:-}" == "build" ]] || usage
bundle="${2:-gpu-proof}"
# The check's random types; run.sh reads them from the bundle, so that the Rust views' PTX is
# that of the types it launches.
RANDOM_TYPES="${PTX_ABI_PROOF_RANDOM:-2000}"
SEED="${PTX_ABI_PROOF_SEED:-1}"
target_dir="${CARGO_TARGET_DIR:-target}"

rm -rf "$bundle"
mkdir -p "$bundle/bin" "$bundle/examples" "$bundle/rust"

# The executables of one cargo invocation (`--message-format=json`), as `kind name path` lines
# (kind: the target's, `bin`, `test`, `example` or `bench`).
executables() {
    cargo "$@" --release --message-format=json-render-diagnostics |
        python3 -c '
import json, sys
for line in sys.stdin:
    try:
        m = json.loads(line)
    except ValueError:
        continue
    if m.get("reason") == "compiler-artifact" and m.get("executable"):
        print(m["target"]["kind"][0], m["target"]["name"], m["executable"])
'
}

# Copies `kind name path` lines into the bundle: examples into examples/, the rest into bin/
# (test binaries under their target's name).
collect() {
    while read -r kind name path; do
        case "$kind" in
        example) cp "$path" "$bundle/examples/$name" ;;
        *) cp "$path" "$bundle/bin/$name" ;;
        esac
    done
}

examples=()
for source in examples/*.rs; do
    grep -q 'feature = "cudarc"' "$source" && examples+=(--example "$(basename "$source" .rs)")
done

echo "gpu-proof: building (release, --features cudarc,parallel) into $bundle/" >&2
# One cargo invocation, so that every dependency is built once, with one set of features: six
# invocations of their own (each its own features) took 5 min of CI's 2 cores, this one about 1.
executables build -p ptx-abi -p ptx-abi-kernels \
    --features ptx-abi/cudarc,ptx-abi/parallel,ptx-abi-kernels/cudarc \
    --bin ptx-abi-check --test gpu_agreement --test kernels "${examples[@]}" \
    --bench launch_latency --bench transfer --bench staging_model | collect
# The `.cu` workflow's example (a workspace of its own): its build script compiles its kernels
# here (nvcc or NVRTC, found as the oracle is), and the binary carries the images.
case "$target_dir" in
/*) cu_target="$target_dir/cu-kernels" ;;
*) cu_target="$PWD/$target_dir/cu-kernels" ;;
esac
(cd examples/cu-kernels && PTX_ABI_CU_COMPILER=nvcc CARGO_TARGET_DIR="$cu_target" \
    executables build --features cudarc) |
    while read -r _ name path; do cp "$path" "$bundle/examples/$name"; done
# The same kernels compiled by NVRTC, the workflow's other compiler (`cu-kernels-nvrtc`).
(cd examples/cu-kernels && PTX_ABI_CU_COMPILER=nvrtc CARGO_TARGET_DIR="$cu_target-nvrtc" \
    executables build --features cudarc) |
    while read -r _ name path; do cp "$path" "$bundle/examples/$name-nvrtc"; done

# The Rust kernels' PTX (rustc is not on the GPU machine): the check's views, built and run on
# the host here (a mismatch here fails the build), and the 06_rust_kernel example's kernel.
echo "gpu-proof: building the Rust views of $RANDOM_TYPES random types (seed $SEED)" >&2
# The views build offline (`-Zbuild-std=core`): this online build puts the sources of `core`'s
# own dependencies into cargo's cache first, as `.ci/run` does.
rustup target add nvptx64-nvidia-cuda --toolchain nightly >/dev/null 2>&1 || true
cargo +nightly build --quiet -p ptx-abi-core --no-default-features --release \
    --target nvptx64-nvidia-cuda -Zbuild-std=core
# The directory the tests and the guide's `ptx-abi-check --rust` build in: `core` for nvptx64 is
# built there once.
work="$target_dir/rust-views"
mkdir -p "$work"
status=0
"$bundle/bin/ptx-abi-check" --random "$RANDOM_TYPES" --seed "$SEED" --compile-only --quiet \
    --rust "$work" >"$bundle/rust/build.log" 2>&1 || status=$?
tail -n 1 "$bundle/rust/build.log" >&2
if [[ $status -ne 0 ]] || ! [[ -s "$work/check_views.ptx" ]]; then
    cat "$bundle/rust/build.log" >&2
    echo "gpu-proof: the Rust views did not build or agree here (status $status)" >&2
    exit 1
fi
mkdir -p "$bundle/rust/check_views/src"
cp "$work/check_views.ptx" "$bundle/rust/"
cp "$work/check_views/src/lib.rs" "$bundle/rust/check_views/src/"
"$bundle/examples/06_rust_kernel" --emit-ptx "$bundle/rust/rust_kernel.ptx" >"$bundle/rust/rust_kernel.log"
[[ -s "$bundle/rust/rust_kernel.ptx" ]] || {
    cat "$bundle/rust/rust_kernel.log" >&2
    echo "gpu-proof: the 06_rust_kernel example wrote no PTX" >&2
    exit 1
}

printf 'RANDOM_TYPES=%s\nSEED=%s\nCOMMIT=%s\n' "$RANDOM_TYPES" "$SEED" \
    "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo +dirty)" \
    >"$bundle/proof.env"
cp tools/gpu-proof-run.sh "$bundle/run.sh"
chmod +x "$bundle/run.sh"
size=$(du -sm "$bundle" | cut -f1)
echo "gpu-proof: $bundle/ is ${size} MiB ($(find "$bundle" -type f | wc -l) files)" >&2
if [[ $size -ge 64 ]]; then
    echo "gpu-proof: the bundle is over 64 MiB, more than a GPU call carries" >&2
    exit 1
fi
