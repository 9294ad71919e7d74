#!/usr/bin/env bash
# Rings of 2, 3 and 4 staging buffers, three runs of the transfer bench.
cd "$(dirname "$0")"
export PTX_ABI_REQUIRE_GPU=1 PTX_ABI_TRANSFER_PARALLEL_ONLY=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 30 ./kernels transfers:: 2>&1 | grep -E "test |test result"
for run in 1 2 3; do
    echo "== run $run $(date -u +%H:%M:%S)"
    PTX_ABI_TRANSFER_BUFFERS=2,3,4 PTX_ABI_TRANSFER_CHUNKS=16,32 timeout 100 ./transfer
done
echo "== end $(date -u +%H:%M:%S)"
