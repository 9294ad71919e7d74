#!/usr/bin/env bash
# The GPU proof's run (copied into the bundle as run.sh by `tools/gpu-proof.sh build`;
# CONTRIBUTING.md, "The GPU proof"). Runs on a machine with a CUDA GPU and nothing but this folder,
# as root:
#
#   run.sh [--out DIR]          every step with PTX_ABI_REQUIRE_GPU=1, then compute-sanitizer
#   run.sh --dry [--out DIR]    without a GPU (CI): every binary must start, find no driver and
#                               say so on one line (a step that does not is a failure)
#
# Writes DIR/report.md (default: this folder): device, driver, CUDA, and per step its exit
# status, time and summary line; every mismatch and failure in full. The full logs go to
# DIR/logs.tar.gz. No step is stopped because an earlier one failed; the exit status is 0 when
# every step passed, 1 otherwise.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dry=0
out="$here"
while [[ $# -gt 0 ]]; do
    case "$1" in
    --dry) dry=1 ;;
    --out)
        out="${2:?--out needs a directory}"
        shift
        ;;
    *)
        echo "usage: run.sh [--dry] [--out DIR]" >&2
        exit 2
        ;;
    esac
    shift
done
mkdir -p "$out"
out="$(cd "$out" && pwd)"
# shellcheck source=/dev/null
source "$here/proof.env"
logs="$(mktemp -d)/logs"
mkdir -p "$logs"
cd "$here"
bin="$here/bin"

if [[ $dry -eq 0 ]]; then
    export PTX_ABI_REQUIRE_GPU=1
else
    unset PTX_ABI_REQUIRE_GPU
fi
# The benches' own output directory, out of the read-only copy.
export CARGO_TARGET_DIR="$logs/target"
# Under `--dry` on a machine with a driver the binaries would launch: say so.
driver_present=0
{ ldconfig -p 2>/dev/null | grep -q 'libcuda\.so'; } && driver_present=1

sanitizer=""
for candidate in "$(command -v compute-sanitizer 2>/dev/null)" \
    /usr/local/cuda/bin/compute-sanitizer /usr/local/cuda/compute-sanitizer/compute-sanitizer; do
    if [[ -n "$candidate" && -x "$candidate" ]]; then
        sanitizer="$candidate"
        break
    fi
done

rows=()
details=()
failed=0
started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
total_start=$(date +%s)
# The whole run's time (seconds): a step whose limit would take it past this is not started, so
# that the report is complete within a GPU call's 10 minutes.
deadline="${PTX_ABI_PROOF_DEADLINE:-540}"

# step NAME LIMIT_SECONDS SUMMARY_REGEX COMMAND...: runs COMMAND with a time limit, its output
# into logs/NAME.log; the summary is the last line matching SUMMARY_REGEX (else the last line).
step() {
    local name="$1" limit="$2" pattern="$3"
    shift 3
    local log="$logs/$name.log"
    # No step runs past the whole run's time (PTX_ABI_PROOF_DEADLINE): its limit is cut to what
    # is left, and with under 10 s left it is not started.
    local left=$((deadline - ($(date +%s) - total_start)))
    if [[ $left -lt 10 ]]; then
        failed=1
        rows+=("| $name | NOT RUN: past the run's ${deadline} s | 0 | |")
        write_report
        return
    fi
    [[ $limit -gt $left ]] && limit=$left
    echo "== $name: $*" >&2
    local start end status
    start=$(date +%s.%N)
    timeout --kill-after=10 "$limit" "$@" >"$log" 2>&1
    status=$?
    end=$(date +%s.%N)
    local seconds
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
    local summary
    summary=$(grep -E "$pattern" "$log" | tail -n 1)
    [[ -n "$summary" ]] || summary=$(grep -v '^[[:space:]]*$' "$log" | tail -n 1)
    local verdict="ok"
    if [[ $status -eq 124 || $status -eq 137 ]]; then
        verdict="TIMED OUT (${limit} s)"
    elif [[ $status -ne 0 ]]; then
        verdict="FAILED"
    elif [[ $dry -eq 1 ]] && ! grep -qiE 'skip' "$log"; then
        # Without a GPU each binary must say that it skipped the launch.
        verdict="FAILED (no skip line without a GPU)"
    fi
    if [[ "$verdict" != "ok" ]]; then
        failed=1
        details+=("### $name: $verdict (exit status $status)

\`$*\`

Every mismatch and failure line:
\`\`\`
$(grep -E 'MISMATCH|mismatch|FAILURE|FAILED|panicked|error|Error|ERROR|differ' "$log" | head -n 400)
\`\`\`
The log's last 60 lines:
\`\`\`
$(tail -n 60 "$log")
\`\`\`
")
    fi
    summary="${summary//|/\\|}"
    rows+=("| $name | $verdict ($status) | $seconds | ${summary:0:300} |")
    echo "   $verdict ($status) in $seconds s: $summary" >&2
    write_report
}

device="none"
driver="none"
cuda_driver="none"
if command -v nvidia-smi >/dev/null; then
    device=$(nvidia-smi --query-gpu=name,memory.total --format=csv,noheader 2>&1 | head -n 1)
    driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>&1 | head -n 1)
    cuda_driver=$(nvidia-smi 2>/dev/null | grep -o 'CUDA Version: [0-9.]*' | head -n 1)
fi
toolkit="none"
for nvcc in "$(command -v nvcc 2>/dev/null)" /usr/local/cuda/bin/nvcc; do
    if [[ -n "$nvcc" && -x "$nvcc" ]]; then
        toolkit=$("$nvcc" --version | grep -o 'release [0-9.]*, V[0-9.]*' | head -n 1)
        break
    fi
done


write_report() {
    {
        echo "# GPU proof$([[ $dry -eq 1 ]] && echo " (dry run: no launch expected)")"
        echo
        echo "- bundle: commit $COMMIT, $RANDOM_TYPES random types of seed $SEED"
        echo "- run: $started, $(($(date +%s) - total_start)) s in all"
        echo "- device: $device"
        echo "- driver: $driver ($cuda_driver)"
        echo "- CUDA toolkit: $toolkit; compute-sanitizer: ${sanitizer:-none}"
        [[ $dry -eq 1 && $driver_present -eq 1 ]] &&
            echo "- note: a CUDA driver is present, so this dry run may have launched"
        echo "- verdict: $([[ $failed -eq 0 ]] && echo "every step passed" || echo "SOME STEPS FAILED")"
        echo
        echo "| step | status (exit) | seconds | summary |"
        echo "| --- | --- | --- | --- |"
        printf '%s\n' "${rows[@]}"
        echo
        if [[ ${#details[@]} -gt 0 ]]; then
            echo "## Failures, in full"
            echo
            printf '%s\n' "${details[@]}"
        fi
        for name in bench_launch_latency bench_transfer bench_staging_model; do
            echo "## $name"
            echo
            echo '```'
            cat "$logs/$name.log" 2>/dev/null
            echo '```'
            echo
        done
    } >"$out/report.md"
    tar -czf "$out/logs.tar.gz" --exclude=logs/target -C "$(dirname "$logs")" logs
}


# The host/device agreement check: fixed corpus and random types, every probe launched (by
# value through kernelParams and packed, and through a buffer), NVRTC's kernels too, and the Rust
# views' PTX built where the bundle was built. Its summary line names mismatches.
check_args=(--random "$RANDOM_TYPES" --seed "$SEED" --rust-prebuilt "$here/rust")
[[ $dry -eq 0 ]] && check_args+=(--require-gpu)
step check 300 '^ptx-abi-check: [0-9]+ types' "$bin/ptx-abi-check" "${check_args[@]}"
# The test binaries that launch: the agreement test, the launch tests (the packed CUtensorMap
# launch among them), the transfers through images.
step gpu_agreement 180 '^test result' "$bin/gpu_agreement" --nocapture
step launch_tests 120 '^test result' "$bin/kernels" launch:: --nocapture
step transfers 120 '^test result' "$bin/kernels" transfers:: --nocapture
# The examples that launch (each compares the device's results with the host's).
for example in "$here"/examples/*; do
    name=$(basename "$example")
    case "$name" in
    06_rust_kernel) step "example_$name" 120 'launch|equal' "$example" --ptx "$here/rust/rust_kernel.ptx" ;;
    *) step "example_$name" 120 'launch|equal' "$example" ;;
    esac
done
# The benches: launch latency against a raw cuLaunchKernel, transfers against pinned copies.
step bench_launch_latency 180 'ratio|median|skipped' "$bin/launch_latency"
step bench_transfer 300 'target|GB/s|skipped' "$bin/transfer"
# The host's half of the staged transfers on this host's cores, with no GPU (BENCHMARKS.md §6,
# "What the host predicts"), beside the transfers it models; not in a dry run, which has no
# host worth modelling.
[[ $dry -eq 0 ]] && step bench_staging_model 240 'model' "$bin/staging_model"
# Memory errors in what the driver ran: the agreement test and the launch tests under
# compute-sanitizer (the random types of the test, not the tool's 2000: the sanitizer is slow).
if [[ -n "$sanitizer" ]]; then
    step memcheck_gpu_agreement 240 'ERROR SUMMARY' \
        "$sanitizer" --tool memcheck --error-exitcode 1 "$bin/gpu_agreement" --nocapture
    step memcheck_launch_tests 120 'ERROR SUMMARY' \
        "$sanitizer" --tool memcheck --error-exitcode 1 "$bin/kernels" launch:: --nocapture \
        --skip a_checked_launch
    # The checked launches (`a_checked_launch*`: an undeclared kernel, a kernel found by its
    # source name) on a driver before 13.2 (no cuFuncGetParamCount) learn a kernel's
    # parameter count by asking cuFuncGetParamInfo for one index past the last: one
    # CUDA_ERROR_INVALID_VALUE per function, by design (book/src/launching.md, "Checked launches"),
    # which memcheck would count as an API error. Memory errors are still reported.
    step memcheck_checked_launch 120 'ERROR SUMMARY' \
        "$sanitizer" --tool memcheck --report-api-errors no --error-exitcode 1 \
        "$bin/kernels" launch::a_checked_launch --nocapture
    step memcheck_transfers 120 'ERROR SUMMARY' \
        "$sanitizer" --tool memcheck --error-exitcode 1 "$bin/kernels" transfers:: --nocapture
elif [[ $dry -eq 1 ]]; then
    rows+=("| memcheck | skipped: no compute-sanitizer on this machine | 0 | |")
else
    failed=1
    rows+=("| memcheck | FAILED: no compute-sanitizer (looked in PATH and /usr/local/cuda) | 0 | |")
fi

write_report
echo "report: $out/report.md; logs: $out/logs.tar.gz" >&2
exit $failed
