#!/usr/bin/env bash
# Diagnostic runs of the transfer bench: streaming stores and thread counts.
cd "$(dirname "$0")"
export PTX_ABI_REQUIRE_GPU=1 PTX_ABI_TRANSFER_PARALLEL_ONLY=1
lscpu | grep -E "Model name|^CPU\(s\)|Thread|Core|Socket|L1d|L2|L3|NUMA|Flags" | cut -c1-200
grep -m1 -E "cpu family|model\s" /proc/cpuinfo; grep -m2 -E "^(cpu family|model)\s" /proc/cpuinfo
free -g | head -2
echo "== A: default (stream from 4 MiB), 16 threads"
timeout 120 ./transfer
echo "== B: stream from 64 KiB, 16 threads"
PTX_ABI_STREAM_BYTES=65536 timeout 120 ./transfer
echo "== C: default, 8 threads, 1 GiB, chunks 32"
RAYON_NUM_THREADS=8 PTX_ABI_TRANSFER_SIZES=1024 PTX_ABI_TRANSFER_CHUNKS=32 timeout 60 ./transfer
echo "== D: stream from 64 KiB, 8 threads, 1 GiB, chunks 32"
RAYON_NUM_THREADS=8 PTX_ABI_STREAM_BYTES=65536 PTX_ABI_TRANSFER_SIZES=1024 PTX_ABI_TRANSFER_CHUNKS=32 timeout 60 ./transfer
echo "== E: both, 16 threads, 1 GiB, chunks 4,16,64"
PTX_ABI_TRANSFER_SIZES=1024 PTX_ABI_TRANSFER_CHUNKS=4,16,64 timeout 60 ./transfer
PTX_ABI_STREAM_BYTES=65536 PTX_ABI_TRANSFER_SIZES=1024 PTX_ABI_TRANSFER_CHUNKS=4,16,64 timeout 60 ./transfer
