#!/usr/bin/env bash
# Runs one fuzz target (cargo-fuzz, libFuzzer, nightly) for a number of seconds:
#
#   tools/fuzz.sh TARGET SECONDS      e.g. tools/fuzz.sh ptx_parse 600
#   tools/fuzz.sh --list              the targets (fuzz/fuzz_targets/)
#   tools/fuzz.sh --all SECONDS       every target, built first, then as many at once as the
#                                     machine has cores (libFuzzer runs on one thread)
#
# The committed seeds (fuzz/seeds/TARGET, small, from the test suites) are read; what libFuzzer
# finds is kept in fuzz/corpus/TARGET (ignored by git). Inputs are at most 4 KiB. A crash, a hang
# (a single input running past 10 s), or a single allocation above 1 MiB (256 times the largest
# input: a reader that sizes a buffer by a count it read would pass it) fails the run; its input
# is left in fuzz/artifacts/TARGET. The cubin reader's limit is 16 MiB (decompression, below) and
# the importer's 64 MiB: libclang allocates its own buffers of several MiB for any header.
# Installs cargo-fuzz and the nightly toolchain's pieces if they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--list" ]]; then
    ls fuzz/fuzz_targets | sed 's/\.rs$//'
    exit 0
fi
if (($# != 2)); then
    echo "usage: tools/fuzz.sh TARGET|--all SECONDS (tools/fuzz.sh --list for the targets)" >&2
    exit 2
fi
target=$1
seconds=$2
if [[ "$target" != --all && ! -f "fuzz/fuzz_targets/$target.rs" ]]; then
    echo "fuzz.sh: no target '$target' (tools/fuzz.sh --list)" >&2
    exit 2
fi

if ! rustup run nightly rustc --version >/dev/null 2>&1; then
    rustup toolchain install nightly --profile minimal
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "fuzz.sh: installing cargo-fuzz"
    cargo install cargo-fuzz --locked --quiet
fi

if [[ "$target" == --all ]]; then
    (cd fuzz && cargo +nightly fuzz build)
    logs=$(mktemp -d)
    trap 'rm -rf "$logs"' EXIT
    declare -A running=()
    failed=()
    # Waits for one target's run, prints its output whole, and notes a failure.
    reap() {
        local pid status=0
        wait -n -p pid || status=$?
        cat "$logs/${running[$pid]}.log"
        ((status == 0)) || failed+=("${running[$pid]}")
        unset "running[$pid]"
    }
    for target in $("$0" --list); do
        while ((${#running[@]} >= $(nproc))); do reap; done
        "$0" "$target" "$seconds" >"$logs/$target.log" 2>&1 &
        running[$!]=$target
    done
    while ((${#running[@]})); do reap; done
    if ((${#failed[@]})); then
        # Each failing target's finding again, last, where a log's tail shows it.
        for target in "${failed[@]}"; do
            echo "fuzz.sh: $target:" >&2
            grep -E -A12 '^==[0-9]+==|^(ERROR|SUMMARY|artifact_prefix|Test unit|thread .* panicked)|^MS: ' \
                "$logs/$target.log" | head -60 >&2 || tail -n 30 "$logs/$target.log" >&2
        done
        echo "fuzz.sh: failed: ${failed[*]}" >&2
        exit 1
    fi
    echo "fuzz.sh: every target ran $seconds s without a finding"
    exit 0
fi

# Leaks: `DynType::layout` and the importer's layouts are leaked by design (`&'static`, cached
# per type by the read_dyn target), and libclang keeps caches of its own: LeakSanitizer would
# report those, not defects. The other targets run with it on.
leaks=1
malloc_limit_mb=1
case "$target" in
    read_dyn) leaks=0 ;;
    # A compressed fatbin entry may expand up to 1024 times (ptx-abi-build/src/cubin.rs), zstd's
    # decoder keeps per-block buffers of about 1.2 MB, and ruzstd 0.7 builds the FSE table of a
    # block's Huffman weights with an accuracy log of up to 20 that a corrupt stream may claim
    # (its limit is 100 where the format's is 6): 2^20 entries of 8 bytes, 8 MiB at most (found
    # by this target in CI on 2026-11-25). ruzstd 0.8 holds the format's limit, but its build
    # costs every build script 1.1 s more (3.45 s against 2.35 s, release, measured).
    cubin) malloc_limit_mb=16 ;;
    import) leaks=0 malloc_limit_mb=64 ;;
esac

# libFuzzer's flag checks each input; ASan's option the whole process at exit.
export ASAN_OPTIONS="detect_leaks=$leaks${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# The importer's seeds are also the test suite's headers, read where they are.
extra=()
[[ "$target" == import ]] && extra=(../ptx-abi-build/tests/import)
mkdir -p "fuzz/corpus/$target"
cd fuzz
exec cargo +nightly fuzz run "$target" "corpus/$target" "seeds/$target" "${extra[@]}" -- \
    -max_total_time="$seconds" -timeout=10 -malloc_limit_mb="$malloc_limit_mb" -rss_limit_mb=2048 \
    -max_len=4096 -detect_leaks="$leaks" -print_final_stats=1
