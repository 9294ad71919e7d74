#!/usr/bin/env bash
# The drift tests of the `.cu` workflow (book/src/cu-files.md, "Drift: what `cargo build` says"): a
# copy of examples/cu-kernels is edited as a user's kernels drift from the Rust side, and `cargo
# build` must fail with the message a user needs. Each case: a file, a Python expression editing its
# text, and a fixed string the build's output must contain.
#
# Usage: tools/cu-drift.sh [nvrtc|nvcc]      (the compiler; NVRTC by default)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
COMPILER="${1:-nvrtc}"
export PTX_ABI_CU_COMPILER="$COMPILER"
export CARGO_TARGET_DIR="$ROOT/target/cu-drift"
# The copy lives outside the workspace: the oracle's .oracle is named.
export PTX_ABI_ORACLE_DIR="${PTX_ABI_ORACLE_DIR:-$ROOT/.oracle}"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

fresh_copy() {
    rm -rf "$WORK/crate"
    cp -r "$ROOT/examples/cu-kernels" "$WORK/crate"
    rm -rf "$WORK/crate/target" "$WORK/crate/Cargo.lock"
    sed -i "s|path = \"../../|path = \"$ROOT/|" "$WORK/crate/Cargo.toml"
    [ -f "$ROOT/examples/cu-kernels/Cargo.lock" ] && cp "$ROOT/examples/cu-kernels/Cargo.lock" "$WORK/crate/" || true
}

# The unedited copy builds (and so every failure below is the edit's).
fresh_copy
(cd "$WORK/crate" && cargo build --quiet) || { echo "cu-drift: the unedited example does not build" >&2; exit 1; }
echo "cu-drift ($COMPILER): the unedited example builds"

failed=0
case_() {
    local name="$1" file="$2" edit="$3" expect="$4"
    fresh_copy
    python3 - "$WORK/crate/$file" "$edit" <<'PY'
import sys
path, edit = sys.argv[1], sys.argv[2]
text = open(path).read()
new = eval(edit, {"text": text})
assert new != text, "the edit changed nothing: " + edit
open(path, "w").write(new)
PY
    local out
    if out=$(cd "$WORK/crate" && cargo build --quiet 2>&1); then
        echo "cu-drift ($COMPILER): $name: FAILED (the build passed)"
        failed=1
    elif grep -qF -- "$expect" <<<"$out"; then
        echo "cu-drift ($COMPILER): $name: the build fails with: $(grep -F -m1 -- "$expect" <<<"$out" | sed 's/^ *//')"
    else
        echo "cu-drift ($COMPILER): $name: FAILED (no \"$expect\" in the build's output:)"
        echo "$out" | head -40
        failed=1
    fi
}

case_ "a parameter added to a kernel" kernels/step.cu \
    'text.replace("sim::Boundary boundary)", "sim::Boundary boundary, float damping)")' \
    "this function takes 5 arguments but 4 arguments were supplied"
# rustc's note at the wrong argument quotes the generated declaration, whose first line ends with
# the kernel's `.cu` file and line.
case_ "a parameter retyped in a kernel" kernels/step.cu \
    'text.replace("sim::Particle *particles, int n,", "sim::Particle *particles, unsigned int n,")' \
    'pub extern "C" fn step( // kernels/step.cu:5'
case_ "a member's type changed in the header" kernels/particles.cuh \
    'text.replace("    float dt;", "    double dt;")' \
    "SimParams does not match the header's type (kernels/particles.cuh:20): member \`dt\`: the header puts it at byte 16 bit 0 (size 8), the Rust type at byte 16 bit 0 (size 4)"
case_ "members swapped in the header" kernels/particles.cuh \
    'text.replace("    float4 gravity;\n    float dt;", "    float dt;\n    float4 gravity;")' \
    "member \`dt\`: the header puts it at byte 0 bit 0 (size 4), the Rust type at byte 16 bit 0 (size 4)"
case_ "a template kernel renamed" kernels/step.cu \
    'text.replace("scale(T *data", "scale_by(T *data").replace("void scale<float", "void scale_by<float")' \
    "the instantiation \`scale<float, 128>\` asked for: not valid C++: use of undeclared identifier 'scale'"
case_ "an error in a kernel" kernels/step.cu \
    'text.replace("p.vel.x += params.gravity.x * params.dt;", "p.vel.x += params.gravity.w2 * params.dt;")' \
    "kernels/step.cu:12: error: class \"float4\" has no member \"w2\""
exit $failed
