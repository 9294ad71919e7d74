#!/usr/bin/env bash
# Compile-time cost of `#[derive(PtxAbi)]`: generates three crates with the same 200 `repr(C)`
# types (six shapes in turn; shapes 2 and 4, a third of the types, have bit-fields) and times
# `cargo build` of each:
#   ptx       every type `#[derive(PtxAbi)]` (bit-fields as `#[ptx(bits = N)]`)
#   bytemuck  `#[derive(bytemuck::Pod, bytemuck::Zeroable)]` on the padding-free bit-field-free
#             types, `#[derive(bytemuck::Zeroable)]` on the padded ones (Pod rejects padding) and
#             plain `#[repr(C)]` structs for the bit-field types (no derive can express them)
#   none      no derive but `Clone, Copy` (the floor both are measured from)
# Dependencies are built first; then the crates are rebuilt RUNS times each, in alternation (after
# touching their source), and the median, range and ratio of those rebuilds are printed, for the
# dev and the release profile (wall time, which the target is judged on), with the ratio of the
# fastest rebuilds, each derive's cost per type above the floor, and the CPU time (user + system)
# of the same builds, which the machine's other load disturbs less than the wall time. Incremental compilation is off (CARGO_INCREMENTAL=0): with it, a rebuild of
# unchanged source reuses cached query results and measures little but the cache. The crates live
# under target/compile-bench/ (ignored).
#
# With WRITES=1, also times (release) a fourth crate, the ptx one plus a function per type that
# writes a slice of it (`slice::write_device_bytes`) and one that reads a slice back
# (`slice::from_device_bytes_into`), beside the ptx crate: the derive alone instantiates none of
# the marshalling loops, whose code every written type compiles (MARSHALLING.md, "Structs of many
# runs": a way of writing chosen by a test at run time cost 40 % more build time, seen only this
# way). A seventh shape, a struct of `u8` and `u32` members in turn (five runs of copied members),
# is added to that crate's types so that the ways of writing such structs are built too.
#
# With ICOUNT=1, also counts the instructions rustc executes to build each crate (dev profile,
# valgrind's callgrind, about a minute per crate): unlike times, the counts do not move with the
# machine's other load, so they compare changes to the derive reliably.
#
# Usage: [ICOUNT=1] tools/compile-bench.sh [RUNS]   (default 5; needs the crates already in
# Cargo's cache: it builds with --offline, so run `cargo fetch` in the workspace first)
set -euo pipefail
RUNS=${1:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=$ROOT/target/compile-bench
TYPES=200
export CARGO_INCREMENTAL=0
mkdir -p "$OUT"

gen() { # gen ptx|bytemuck|none|writes
  local kind=$1 dir=$OUT/$1
  mkdir -p "$dir/src"
  # The writes crate is the ptx crate plus its functions (see WRITES above).
  local writes=0
  if [ "$kind" = writes ]; then
    kind=ptx
    writes=1
  fi
  if [ "$kind" = ptx ]; then
    dep="ptx-abi-core = { path = \"$ROOT/ptx-abi-core\" }"
  elif [ "$kind" = none ]; then
    dep=""
  else
    bytemuck=$(sed -n '/^name = "bytemuck"$/{n;s/version = "\(.*\)"/\1/p}' "$ROOT/Cargo.lock")
    dep="bytemuck = { version = \"=$bytemuck\", features = [\"derive\"] }"
  fi
  cat >"$dir/Cargo.toml" <<TOML
[package]
name = "compile-bench-$1"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$dep

[workspace]
TOML
  [ -f "$ROOT/Cargo.lock" ] && cp "$ROOT/Cargo.lock" "$dir/Cargo.lock"
  {
    echo "#![allow(dead_code)]"
    echo "//! $TYPES generated types (tools/compile-bench.sh, $kind)."
    [ "$kind" = ptx ] && echo "use ptx_abi_core::{vector::Float4, PtxAbi};"
    for ((i = 0; i < TYPES; i++)); do
      local shape=$((i % 6)) bits="" derive
      case $shape in
        0 | 3) derive=$([ "$kind" = ptx ] && echo "PtxAbi" || echo "bytemuck::Pod, bytemuck::Zeroable") ;;
        1 | 5) derive=$([ "$kind" = ptx ] && echo "PtxAbi" || echo "bytemuck::Zeroable") ;;
        *) derive=$([ "$kind" = ptx ] && echo "PtxAbi" || echo "") ;;
      esac
      [ "$kind" = none ] && derive=""
      b() { [ "$kind" = ptx ] && echo "    #[ptx(bits = $1)]"; true; }
      [ -n "$derive" ] && echo "#[derive(Clone, Copy, $derive)]" || echo "#[derive(Clone, Copy)]"
      echo "#[repr(C)]"
      echo "pub struct T$i {"
      case $shape in
        0) printf '    pub a: u32,\n    pub b: f32,\n    pub c: [u16; 4],\n    pub d: u64,\n' ;;
        1) printf '    pub a: u8,\n    pub b: f64,\n    pub c: u16,\n    pub d: u32,\n' ;;
        2) b 3; echo "    pub a: u32,"; b 5; echo "    pub b: u32,"; b 7; echo "    pub c: u16,"
           b 1; echo "    pub d: bool,"; echo "    pub e: f32," ;;
        3) if [ "$kind" = ptx ]; then echo "    pub v: Float4,"; else echo "    pub v: [f32; 4],"; fi
           printf '    pub a: [u32; 4],\n    pub b: i64,\n    pub c: i64,\n' ;;
        4) b 4; echo "    pub a: u8,"; b 10; echo "    pub b: i32,"; b 12; echo "    pub c: u32,"
           echo "    pub d: u64,"; b 6; echo "    pub e: i16," ;;
        5) printf '    pub a: u16,\n    pub b: u32,\n    pub c: u8,\n    pub d: u64,\n    pub e: [u8; 3],\n' ;;
      esac
      echo "}"
    done
    if [ "$writes" = 1 ]; then
      echo "#[derive(Clone, Copy, PtxAbi)]"
      echo "#[repr(C)]"
      echo "pub struct Runs {"
      for ((k = 0; k < 4; k++)); do printf '    pub a%d: u8,\n    pub b%d: u32,\n' $k $k; done
      echo "}"
      for t in $(seq -f 'T%g' 0 $((TYPES - 1))) Runs; do
        echo "pub fn write_${t,,}(v: &[$t], out: &mut [u8]) -> Result<(), ptx_abi_core::Error> {"
        echo "    ptx_abi_core::slice::write_device_bytes(v, out)"
        echo "}"
        echo "pub fn read_${t,,}(b: &[u8], v: &mut Vec<$t>) -> Result<(), ptx_abi_core::Error> {"
        echo "    ptx_abi_core::slice::from_device_bytes_into(b, v)"
        echo "}"
      done
    fi
  } >"$dir/src/lib.rs"
}

now() { date +%s.%N; }

# time_builds PROFILE_FLAG DIR... -> RUNS lines, each the rebuild time of every DIR in turn.
# The crates are rebuilt in alternation, so that a change in the machine's load (it is a shared
# VM) falls on all of them alike rather than on whichever was measured last.
time_builds() {
  local flag=$1 dir
  shift
  for dir in "$@"; do (cd "$dir" && cargo build --offline --quiet $flag); done
  for ((r = 0; r < RUNS; r++)); do
    local line=""
    local cpu=""
    for dir in "$@"; do
      touch "$dir/src/lib.rs"
      local t0 t1 t
      t0=$(now)
      # bash's `time` of a subshell: user and system CPU time of cargo and rustc.
      t=$({ TIMEFORMAT='%U %S'; time (cd "$dir" && cargo build --offline --quiet $flag); } 2>&1)
      t1=$(now)
      line="$line $(echo "$t1 - $t0" | bc -l)"
      cpu="$cpu $(echo "$t" | awk '{print $1 + $2}')"
    done
    echo "$line$cpu"
  done
}

stats() { # median min max of stdin numbers
  sort -g | awk '{a[NR]=$1} END {m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2;
    printf "%.3f %.3f %.3f\n", m, a[1], a[NR]}'
}

gen ptx
gen bytemuck
gen none
echo "compile-bench: $TYPES types, $RUNS rebuilds each ($(cargo --version))"
for profile in dev release; do
  flag=""
  [ "$profile" = release ] && flag="--release"
  times=$(time_builds "$flag" "$OUT/ptx" "$OUT/bytemuck" "$OUT/none")
  read -r pm plo phi < <(awk '{print $1}' <<<"$times" | stats)
  read -r bm blo bhi < <(awk '{print $2}' <<<"$times" | stats)
  read -r nm nlo nhi < <(awk '{print $3}' <<<"$times" | stats)
  read -r pc _ _ < <(awk '{print $4}' <<<"$times" | stats)
  read -r bc _ _ < <(awk '{print $5}' <<<"$times" | stats)
  read -r nc _ _ < <(awk '{print $6}' <<<"$times" | stats)
  ratio=$(echo "$pm / $bm" | bc -l)
  verdict=$(echo "$ratio <= 2" | bc -l)
  printf '%-8s ptx-abi  %.2f s [%.2f .. %.2f]   bytemuck %.2f s [%.2f .. %.2f]   ratio %.2fx, fastest %.2fx (target <= 2x: %s)\n' \
    "$profile" "$pm" "$plo" "$phi" "$bm" "$blo" "$bhi" "$ratio" "$(echo "$plo / $blo" | bc -l)" \
    "$([ "$verdict" = 1 ] && echo met || echo MISSED)"
  printf '%-8s no derive %.2f s [%.2f .. %.2f]   per type above it: ptx-abi %.2f ms, bytemuck %.2f ms\n' \
    "" "$nm" "$nlo" "$nhi" "$(echo "($pm - $nm) * 1000 / $TYPES" | bc -l)" "$(echo "($bm - $nm) * 1000 / $TYPES" | bc -l)"
  printf '%-8s CPU time (user + system), medians: ptx-abi %.2f s, bytemuck %.2f s, no derive %.2f s: ratio %.2fx\n' \
    "" "$pc" "$bc" "$nc" "$(echo "$pc / $bc" | bc -l)"
done

if [ "${WRITES:-0}" = 1 ]; then
  gen writes
  times=$(time_builds --release "$OUT/ptx" "$OUT/writes")
  read -r pm plo phi < <(awk '{print $1}' <<<"$times" | stats)
  read -r wm wlo whi < <(awk '{print $2}' <<<"$times" | stats)
  printf 'release  derive only %.2f s [%.2f .. %.2f]   with a slice write and read of each type %.2f s [%.2f .. %.2f]: %.1f ms more per type\n' \
    "$pm" "$plo" "$phi" "$wm" "$wlo" "$whi" "$(echo "($wm - $pm) * 1000 / ($TYPES + 1)" | bc -l)"
fi

if [ "${ICOUNT:-0}" = 1 ]; then
  # The rustc command line cargo runs for the crate, then that command under callgrind.
  icount() {
    local dir=$OUT/$1 cmd="" try
    for try in 1 2 3; do
      # A second after the last build, so that cargo sees the source as newer than its output.
      sleep 1
      touch "$dir/src/lib.rs"
      cmd=$(cd "$dir" && cargo build --offline -v 2>&1 | sed -n "s/^ *Running \`\(.*rustc --crate-name compile_bench_$1 .*\)\`$/\1/p")
      [ -n "$cmd" ] && break
    done
    (cd "$dir" && CARGO_CRATE_NAME=compile_bench_$1 valgrind --tool=callgrind --trace-children=yes \
      --callgrind-out-file=/dev/null bash -c "$cmd" 2>&1 |
      awk '/Collected :/ {s += $NF} END {print s}')
  }
  p=$(icount ptx) b=$(icount bytemuck) n=$(icount none)
  printf 'dev      rustc instructions: ptx-abi %.0f M, bytemuck %.0f M, no derive %.0f M: ratio %.2fx\n' \
    "$(echo "$p / 1000000" | bc -l)" "$(echo "$b / 1000000" | bc -l)" "$(echo "$n / 1000000" | bc -l)" \
    "$(echo "$p / $b" | bc -l)"
fi
