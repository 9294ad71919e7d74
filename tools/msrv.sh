#!/usr/bin/env bash
# The minimum Rust versions the crates declare (`rust-version`), checked with those toolchains
# (installed if missing, minimal profile). Measured by building with older toolchains and
# `--ignore-rust-version` (CONTRIBUTING.md, "Minimum Rust versions"):
#   ptx-abi-derive                      1.71  (1.70's cargo cannot resolve this workspace)
#   ptx-abi-core, ptx-abi-build,
#   ptx-abi-kernels                     1.82  (`Option::is_none_or`)
#   the `cudarc` feature (both)         1.88  (cudarc 0.19 needs libloading 0.9, which needs 1.88)
#   the `parallel` feature              1.82  (rayon 1.12 declares 1.80)
set -euo pipefail
cd "$(dirname "$0")/.."

check() {
    local version=$1
    shift
    if ! rustup run "$version" rustc --version >/dev/null 2>&1; then
        rustup toolchain install "$version" --profile minimal
    fi
    echo "== msrv: cargo +$version check $*"
    CARGO_TARGET_DIR=target/msrv-"$version" cargo +"$version" check --quiet "$@"
}

check 1.71 -p ptx-abi-derive
check 1.82 -p ptx-abi-core --features cust
# Without `std` (a kernel crate's dependency), and with `alloc` only.
check 1.82 -p ptx-abi-core --no-default-features
check 1.82 -p ptx-abi-core --no-default-features --features alloc
check 1.82 -p ptx-abi-core --features dynamic,spec
check 1.82 -p ptx-abi-core --features lock
check 1.82 -p ptx-abi-core --features parallel
check 1.82 -p ptx-abi-build --features import
check 1.82 -p ptx-abi-kernels
check 1.88 -p ptx-abi-core --features cust,cudarc
check 1.88 -p ptx-abi-kernels --features cudarc
echo "msrv.sh: every crate builds with the version it declares"
