#!/usr/bin/env bash
# Miri over every test that reaches an `unsafe` block of the project (CONTRIBUTING.md, "Soundness:
# Miri and fuzzing": the files and the tests that reach each). Sizes are scaled down under
# `cfg(miri)`; the oracle tests (NVRTC, nvcc, ptxas: foreign code and processes, which Miri cannot
# run) and the GPU tests skip under Miri with a line that says so.
#
#   tools/miri.sh            every suite below
#   tools/miri.sh layouts    the suites whose label contains "layouts"
#
# Miri interprets a program on one host thread, so the suites run side by side, as many at once
# as the machine has cores (PTX_ABI_MIRI_JOBS to choose), the longest first; each suite's output
# is printed whole when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! cargo +nightly miri --version >/dev/null 2>&1; then
    echo "miri.sh: installing Miri for the nightly toolchain"
    rustup component add miri rust-src --toolchain nightly
fi

# Strict provenance: no pointer is made from an integer. Leaks are ignored: `DynType::layout`
# leaks its `Layout` on purpose (layouts are `&'static`, like derived ones), and the suites that
# use `ptx_abi_core::dynamic` would report those. The NVRTC stand-in's suite runs with the leak
# check on (`-Zmiri-ignore-leaks` is dropped for it below): it proves every program is destroyed.
base_flags="-Zmiri-strict-provenance ${MIRIFLAGS:-}"
filter="${1:-}"
failed=()

# label, then the arguments of `cargo miri test`, then optionally `::` and the test binary's
# own arguments (`--skip NAME`). Suites are queued here and run at the end.
labels=() commands=()
suite() {
    local label=$1 flags=$2
    shift 2
    if [[ -n "$filter" && "$label" != *"$filter"* ]]; then
        return
    fi
    local cargo_args=() test_args=()
    while (($#)); do
        if [[ "$1" == "::" ]]; then
            shift
            test_args=("$@")
            break
        fi
        cargo_args+=("$1")
        shift
    done
    labels+=("$label")
    # --show-output: the lines of the tests that skip under Miri (the oracle, the GPU) are seen.
    commands+=("MIRIFLAGS='$base_flags $flags' cargo +nightly miri test ${cargo_args[*]} -- --show-output ${test_args[*]}")
}

# Runs one queued suite, its output in a log that is printed when it ends.
run_one() {
    local i=$1 start=$SECONDS status=0
    bash -c "${commands[$i]}" >"$logs/$i.log" 2>&1 || status=$?
    {
        echo "== miri: ${labels[$i]} (${commands[$i]})"
        cat "$logs/$i.log"
        if ((status == 0)); then
            echo "== miri: ${labels[$i]} passed in $((SECONDS - start)) s"
        else
            echo "== miri: ${labels[$i]} FAILED (status $status) after $((SECONDS - start)) s"
        fi
    } >"$logs/$i.out"
    return "$status"
}

# Longest first (the layouts suites take most of Miri's time).
par_flags="-Zmiri-ignore-leaks -Zmiri-permissive-provenance -Zmiri-tree-borrows"
# The marshalling suites: round trips of every kind of member, unions, the fast paths over
# garbage, the random types (`tests/layouts`); the random types' parallel paths run on rayon's
# pools, so under the parallel suites' flags (below).
suite layouts -Zmiri-ignore-leaks --test layouts :: --skip parallel_paths
suite layouts-parallel "$par_flags" --test layouts parallel_paths
# The same random types' fast paths interpreted for a Windows target, where bit-fields follow
# MSVC's rules (ABI.md §4a; 14 of the 40 types are laid out otherwise there): the derive's bulk,
# single-value and parallel paths against the member-by-member writer, with those layouts (the
# parallel ones on rayon: the parallel suites' flags, below).
suite layouts-windows "$par_flags" --target x86_64-pc-windows-gnu --test layouts random_fast_paths
# ptx-abi-core: image.rs, derived/*.rs, unions.rs, abi.rs, pipeline.rs (the overlapped transfer
# schedule on an engine that fails if a buffer is touched while a copy on it is in flight), with
# the cudarc integration, whose tests skip the driver under Miri, with a line. (The feature only
# adds code and tests: every test of the build without it runs here too, so that build is not
# run again; it took a minute of CI.)
suite core-lib-cudarc -Zmiri-ignore-leaks -p ptx-abi-core --lib --features cudarc
# The parallel marshalling (feature `parallel`, rayon's pools of 1 and 3 threads at small sizes)
# and the staging schedule with it; rayon's pool threads outlive the tests (the leak flag), and
# rayon's crossbeam-epoch casts integers to pointers, which only permissive provenance allows
# (the flag after the base flags wins), and retags an `Entry` pointer as the `Local` around it,
# which Stacked Borrows rejects and Tree Borrows accepts (crossbeam-epoch 0.9.18,
# internal.rs:548): these two suites check our code under Tree Borrows.
suite core-lib-parallel "$par_flags" -p ptx-abi-core --lib --features parallel parallel
suite core-lib-parallel-pipeline "$par_flags" -p ptx-abi-core --lib --features parallel pipeline
# Parameter blocks and `kernelParams` pointer arrays (`kernels!`), and their allocation count;
# with cudarc, which adds the typed launch's tests to the others (as above, not run without it).
suite kernels-cudarc -Zmiri-ignore-leaks --test kernels --features cudarc
suite kernel-args-alloc -Zmiri-ignore-leaks --test kernel_args_alloc
# The derive's and `kernels!`'s output in hostile scopes (unions and packed types included).
suite hygiene -Zmiri-ignore-leaks --test hygiene
# NVRTC's calls (`ptx-abi-build/src/nvrtc.rs`) against a stand-in library written in Rust.
suite nvrtc-calls "" -p ptx-abi-build --features compile --lib nvrtc::fake

# Miri's sysroots, prepared once before the suites run side by side.
cargo +nightly miri setup
cargo +nightly miri setup --target x86_64-pc-windows-gnu
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
jobs=${PTX_ABI_MIRI_JOBS:-$(nproc)}
declare -A running=()
# Waits for one running suite, prints its output, and notes a failure.
reap() {
    local pid status=0
    wait -n -p pid || status=$?
    cat "$logs/${running[$pid]}.out"
    ((status == 0)) || failed+=("${labels[${running[$pid]}]}")
    unset "running[$pid]"
}
for i in "${!labels[@]}"; do
    while ((${#running[@]} >= jobs)); do reap; done
    run_one "$i" &
    running[$!]=$i
done
while ((${#running[@]})); do reap; done

if ((${#failed[@]})); then
    echo "miri.sh: failed: ${failed[*]}"
    exit 1
fi
echo "miri.sh: every suite passed"
