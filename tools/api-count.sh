#!/usr/bin/env bash
# Counts each published crate's public API from rustdoc's JSON (nightly): the items a user can
# name, by the module they are reached from (the root's re-exports counted at the root), and the
# methods of those types and traits apart. Deprecated items (moved names kept for a release) are
# counted apart too, and the distinct items (one item reached by two paths counts once) that are
# not deprecated. `doc(hidden)` items are not counted: rustdoc leaves them out.
#
#   tools/api-count.sh            every published crate, all features
#   tools/api-count.sh --detail   also one line per item
set -euo pipefail
cd "$(dirname "$0")/.."
detail="${1:-}"
for crate in ptx-abi-core ptx-abi-derive ptx-abi-build ptx-abi-kernels; do
    cargo +nightly rustdoc -q -p "$crate" --lib --all-features -- \
        -Z unstable-options --output-format json 2>/dev/null
    python3 - "${CARGO_TARGET_DIR:-target}/doc/${crate//-/_}.json" "$crate" "$detail" <<'PY'
import json, sys
from collections import Counter
doc = json.load(open(sys.argv[1]))
index, crate, detail = doc["index"], sys.argv[2], sys.argv[3] == "--detail"
kind = lambda item: next(iter(item["inner"]))
items, methods, deprecated, seen = Counter(), 0, 0, set()
live = set()  # distinct items (by id) not deprecated
lines = []

def visit(module_id, path):
    global methods, deprecated
    for child in index[str(module_id)]["inner"]["module"]["items"]:
        item = index.get(str(child))
        if item is None:
            continue
        k, name = kind(item), item["name"]
        if k == "use":
            use = item["inner"]["use"]
            target = index.get(str(use["id"])) if use.get("id") is not None else None
            if target is None:
                continue
            if use["is_glob"]:
                if kind(target) == "module":
                    visit(target["id"], path)  # its items are reached at this path
                continue
            item, k, name = target, kind(target), use["name"]
        if k == "impl":
            continue
        items[k] += 1
        if item["deprecation"] or index[str(child)]["deprecation"]:
            deprecated += 1
        else:
            live.add(item["id"])
        lines.append(f"{path}::{name} ({k})")
        if k == "module" and item["id"] not in seen:
            seen.add(item["id"])
            visit(item["id"], f"{path}::{name}")
        if k in ("struct", "enum", "union", "trait") and item["id"] not in seen:
            seen.add(item["id"])
            inner = item["inner"][k]
            impl_ids = inner.get("impls", [])
            own = [i for i in inner.get("items", [])]  # a trait's own methods
            for impl_id in impl_ids:
                impl = index.get(str(impl_id))
                if impl and impl["inner"]["impl"]["trait"] is None:
                    own += impl["inner"]["impl"]["items"]
            for m in own:
                m = index.get(str(m))
                if m and kind(m) == "function":
                    methods += 1
                    lines.append(f"{path}::{name}::{m['name']} (method)")

visit(doc["root"], crate.replace("-", "_"))
total = sum(items.values())
print(f"{crate}: {total} items ({', '.join(f'{n} {k}' for k, n in items.most_common())}), "
      f"{methods} methods, {deprecated} deprecated; {len(live)} distinct items not deprecated")
if detail:
    print("\n".join("  " + l for l in sorted(lines)))
PY
done
