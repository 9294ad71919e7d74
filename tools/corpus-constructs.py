#!/usr/bin/env python3
"""The C constructs each header or .cu file of a corpus uses, found by pattern (comments left
out): what `ptx-abi-build/tests/import/shapes/README.md` counts.

    tools/corpus-constructs.py DIR...            per construct: how many files use it
    tools/corpus-constructs.py --files DIR...    per file: the constructs it uses
"""
import re
import sys
from pathlib import Path

CONSTRUCTS = [
    ("anonymous struct or union member", r"\b(struct|union)\s*(__attribute__\s*\(\([^)]*\)\)\s*)?\{[^{}]*(\{[^{}]*\}[^{}]*)*\}\s*(\w+\s*(\[[^\]]*\]\s*)*)?;"),
    ("nested anonymous records", r"\b(struct|union)\s*\{[^{}]*\b(struct|union)\s*\{"),
    ("bit-fields", r"\b\w+\s+\w*\s*:\s*\d+\s*[;,]"),
    ("bit-fields in 64-bit units", r"\b(uint64_t|u64|__u64|unsigned\s+long(\s+long)?|long\s+long|int64_t)\s+\w*\s*:\s*\d+"),
    ("zero-width or unnamed bit-fields", r"\b(int|unsigned|uint\d+_t|char|short|long)\s*:\s*\d+\s*;"),
    ("bit-fields in a union", r"\bunion\b[^;{]*\{[^}]*:\s*\d+\s*;"),
    ("unions", r"\bunion\b"),
    ("#pragma pack", r"#\s*pragma\s+pack"),
    ("packed attribute", r"\bpacked\b|__packed__"),
    ("packed after the closing brace", r"\}\s*(__attribute__\s*\(\(\s*_*packed_*|\w*PACKED\w*|\w*packed_end\w*)"),
    ("aligned attribute or alignas", r"\baligned\b|__aligned__|__align__|\balignas\b"),
    ("16-byte or larger alignment", r"(aligned|__align__|alignas)_*\s*\(\s*(16|32|64|128|256)\s*\)|__int128"),
    ("__extension__", r"__extension__"),
    ("flexible or zero-length array", r"\[\s*0?\s*\]\s*;"),
    ("empty struct", r"\bstruct\s+\w+\s*\{\s*\}"),
    ("enums", r"\benum\b"),
    ("enum with a fixed underlying type", r"\benum\s+(class\s+|struct\s+)?\w*\s*:\s*[\w ]+\{"),
    ("function pointer", r"\(\s*\*\s*\w*\s*\)\s*\("),
    ("integer #define", r"#\s*define\s+\w+\s+\(?\s*-?\s*(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\s*\)?\s*$"),
    ("C typedef of a record", r"\btypedef\s+(struct|union)\b"),
    ("byte-order #if", r"#\s*(if|ifdef|elif|ifndef)\b.*(ENDIAN|BYTE_ORDER)"),
    ("CUDA vector type", r"\b(float|double|int|uint|char|uchar|short|ushort|long|ulong|longlong|ulonglong)[1-4]\b"),
    ("CUDA handle type", r"\b(cudaTextureObject_t|cudaSurfaceObject_t|CUdeviceptr|CUtexObject|CUsurfObject|CUtensorMap|\w*TraversableHandle)\b"),
    ("16-bit float", r"\b(__half2?|half2?|__nv_bfloat162?)\b"),
    ("size_t", r"\bsize_t\b"),
    ("template behind extern \"C\" kernels", r"(?s)template\s*<.*extern\s+\"C\"\s+__global__"),
    ("const pointer parameter", r"__global__[^{]*\bconst\s+\w+\s*\*"),
    ("cooperative groups", r"cooperative_groups"),
]


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def constructs(path):
    text = strip_comments(path.read_text(errors="replace"))
    return [name for name, pattern in CONSTRUCTS if re.search(pattern, text, re.M)]


def files(dirs):
    out = []
    for d in dirs:
        for p in sorted(Path(d).iterdir()):
            if p.suffix in (".h", ".cuh", ".hpp", ".cu"):
                out.append(p)
    return out


def main():
    args = sys.argv[1:]
    per_file = args and args[0] == "--files"
    paths = files(args[1:] if per_file else args)
    if per_file:
        for p in paths:
            print(f"{p.name}: {', '.join(constructs(p))}")
        return
    counts = {name: 0 for name, _ in CONSTRUCTS}
    for p in paths:
        for name in constructs(p):
            counts[name] += 1
    print(f"{len(paths)} files")
    for name, _ in CONSTRUCTS:
        print(f"{counts[name]:4}  {name}")


if __name__ == "__main__":
    main()
