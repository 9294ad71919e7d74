#!/usr/bin/env bash
cd "$(dirname "$0")"
export PTX_ABI_REQUIRE_GPU=1 PTX_ABI_TRANSFER_PARALLEL_ONLY=1 PTX_ABI_TRANSFER_CHUNKS=32
for run in 1 2; do
    echo "== run $run $(date -u +%H:%M:%S)"
    timeout 70 ./transfer
done
echo "== end $(date -u +%H:%M:%S)"
