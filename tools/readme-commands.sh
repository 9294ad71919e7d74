#!/usr/bin/env bash
# Runs every command of the ```sh blocks of README.md and of the guide (book/src/*.md), as
# written, from the repository root, and fails on the first that fails. The commands that need a
# GPU succeed without one by saying the launch was skipped, except `--require-gpu`, whose
# documented status without a GPU is 4: that is accepted here only when no CUDA driver is present.
#
#   tools/readme-commands.sh                 every command
#   tools/readme-commands.sh --except-tests  all but `cargo test --workspace` (which .ci/run runs
#                                            itself, as the README says)
set -euo pipefail
cd "$(dirname "$0")/.."

except_tests=0
[[ "${1:-}" == "--except-tests" ]] && except_tests=1

mapfile -t commands < <(python3 - <<'PY'
import glob, re
text = "".join(open(f).read() for f in ["README.md"] + sorted(glob.glob("book/src/*.md")))
for block in re.findall(r"```sh\n(.*?)```", text, re.S):
    for line in block.splitlines():
        line = line.split("  #")[0].rstrip()
        if line and not line.lstrip().startswith("#"):
            print(line)
PY
)

has_driver=0
ldconfig -p 2>/dev/null | grep -q 'libcuda\.so' && has_driver=1

for command in "${commands[@]}"; do
    if ((except_tests)) && [[ "$command" == *"cargo test --workspace"* ]]; then
        echo "== readme: skipped (run by .ci/run itself): $command"
        continue
    fi
    echo "== readme: $command"
    status=0
    bash -c "$command" > /tmp/readme-command.log 2>&1 || status=$?
    tail -n 3 /tmp/readme-command.log
    if ((status == 4)) && [[ "$command" == *"--require-gpu"* ]] && ((!has_driver)); then
        echo "== readme: exit status 4 (launch skipped under --require-gpu), as documented without a GPU"
    elif ((status != 0)); then
        cat /tmp/readme-command.log
        echo "readme-commands.sh: failed (exit status $status): $command" >&2
        exit 1
    fi
done
echo "readme-commands.sh: ${#commands[@]} commands, all as the README says"
