#!/usr/bin/env bash
# Installs the NVRTC and nvcc oracles (NVIDIA's PyPI wheels: NVRTC, nvcc, ptxas, cuobjdump and the
# CUDA headers) into <repo>/.oracle/cu12 and <repo>/.oracle/cu13, the versions
# tools/oracle-facts.md was written with.
# Idempotent: a directory whose wheels are all present at the exact versions is left alone (this
# check takes milliseconds and needs no network), so .ci/run may call it every time.
#
# Usage: tools/install-oracle.sh [--force]     (ORACLE_DIR=... overrides <repo>/.oracle)
# Needs python3 with pip, and network access to PyPI for the first install (~900 MB); nvcc also
# needs g++ (its host compiler), which .ci/run installs.
set -euo pipefail
cd "$(dirname "$0")/.."
ORACLE_DIR="${ORACLE_DIR:-$PWD/.oracle}"
FORCE=0
[[ "${1:-}" == "--force" ]] && FORCE=1

CU12=(nvidia-cuda-nvrtc-cu12==12.9.86 nvidia-cuda-nvcc-cu12==12.9.86 nvidia-cuda-runtime-cu12==12.9.79)
# cuobjdump (13.5's reads 12.9's cubins too) prints EIATTR_KPARAM_INFO: the oracle of the device
# parameter layout and of our cubin reader. The 13.x nvcc wheel carries nvcc, cudafe++ and cicc
# (the second front end, run with the machine's g++); CUDA's headers include <nv/target>, which
# NVRTC has built in and nvcc takes from CCCL: the newest CCCL wheel for CUDA 13 (13.3.5, no 13.5
# exists). cuRAND's headers (`curand_kernel.h`: kernels take its generators' states) come with
# its wheel.
CU13=(nvidia-cuda-nvrtc==13.5.37 nvidia-cuda-nvcc==13.5.37 nvidia-cuda-runtime==13.5.37
      nvidia-cuda-cuobjdump==13.5.37 nvidia-cuda-cccl==13.3.5.0.6 nvidia-curand==10.4.5.25)

# "name==version" -> the dist-info directory pip writes: name with '-' -> '_', then -version.
dist_info() {
    local name="${1%%==*}" version="${1##*==}"
    echo "${name//-/_}-${version}.dist-info"
}

# Whether every wheel of the list is installed in $1, and libnvrtc and ptxas are there.
installed() {
    local dir="$1"; shift
    local spec
    for spec in "$@"; do
        [[ -d "$dir/$(dist_info "$spec")" ]] || return 1
    done
    [[ -n "$(find "$dir" -name 'libnvrtc.so*' ! -name '*alt*' -print -quit 2>/dev/null)" ]] || return 1
    [[ -n "$(find "$dir" -name ptxas -type f -print -quit 2>/dev/null)" ]] || return 1
    if [[ "$dir" == *cu13 ]]; then
        [[ -n "$(find "$dir" -name cuobjdump -type f -print -quit 2>/dev/null)" ]] || return 1
        [[ -n "$(find "$dir" -name nvcc -type f -print -quit 2>/dev/null)" ]] || return 1
        [[ -n "$(find "$dir" -path '*include/nv/target' -print -quit 2>/dev/null)" ]] || return 1
        [[ -n "$(find "$dir" -name curand_kernel.h -print -quit 2>/dev/null)" ]] || return 1
    fi
}

install() {
    local tag="$1"; shift
    local dir="$ORACLE_DIR/$tag"
    if [[ $FORCE == 0 ]] && installed "$dir" "$@"; then
        echo "install-oracle: $dir: up to date ($*)"
        return
    fi
    echo "install-oracle: installing into $dir: $*"
    rm -rf "$dir"
    mkdir -p "$dir"
    python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location --no-cache-dir \
        --target "$dir" "$@"
    if ! installed "$dir" "$@"; then
        echo "install-oracle: $dir: wheels installed but libnvrtc/ptxas not found" >&2
        exit 1
    fi
}

install cu12 "${CU12[@]}"
install cu13 "${CU13[@]}"
