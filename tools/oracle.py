#!/usr/bin/env python3
"""NVRTC oracle: compile CUDA C++ to PTX with NVIDIA's own NVRTC (CPU only).

Usage:
    python3 tools/oracle.py [--cuda 12|13] [--ptxas] [--arch sm_90] [--std c++17]
                            [-I DIR] [--runtime-include] [--no-rdc] [-X=OPT]... FILE.cu|-

Prints the PTX to stdout. Exit status: 0 ok, 1 NVRTC compile error (the log goes
to stderr), 2 usage / setup error, 3 ptxas error.

NVRTC options always passed: -rdc=true --gpu-architecture=compute_90 -default-device
(compute_XX follows --arch). The NVRTC/ptxas come from the PyPI wheels installed under
<repo>/.oracle/cu12 and <repo>/.oracle/cu13 (see tools/oracle-facts.md).

--ptxas           also assemble with the wheel's ptxas (-arch=sm_XX), the whole program, as the
                  driver loads PTX (an unresolved extern function is an error). Repeat
                  --arch to check several targets: the PTX printed is the first arch's; each
                  further arch is recompiled (compute_XX) and assembled. CUDA 13 rejects
                  sm_70 (use sm_75 there).
--runtime-include add the runtime wheel's include dir (cuda.h, vector_types.h, ...) with -I.
                  Needed for cuda_fp16.h / cuda_bf16.h / cuda.h (NVRTC does not build
                  them in; vector types and cudaTextureObject_t are built in). Also
                  supplies in-memory stub <stdlib.h>/<stdint.h>, which cuda.h includes.
--version         print the NVRTC version and the library path, then exit.
Only ctypes and the standard library are used.
"""

import argparse
import ctypes
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = os.path.join(REPO, ".oracle")


def die(msg, code=2):
    sys.stderr.write("oracle.py: %s\n" % msg)
    sys.exit(code)


def find_files(root, pred):
    out = []
    for d, _, files in os.walk(root):
        for f in files:
            if pred(f):
                out.append(os.path.join(d, f))
    return sorted(out)


def find_nvrtc(cuda):
    root = os.path.join(ORACLE, "cu%s" % cuda)
    if not os.path.isdir(root):
        die("%s missing; install the wheels (see tools/oracle-facts.md)" % root)
    # libnvrtc.so.12 / libnvrtc.so.13 (skip the '.alt' variant and the builtins).
    libs = find_files(root, lambda f: f.startswith("libnvrtc.so"))
    if not libs:
        die("no libnvrtc.so* under %s" % root)
    builtins = find_files(root, lambda f: f.startswith("libnvrtc-builtins.so"))
    builtins = [b for b in builtins if os.path.dirname(b) == os.path.dirname(libs[0])] or builtins
    return root, libs[0], builtins


def load_nvrtc(cuda):
    root, lib, builtins = find_nvrtc(cuda)
    # libnvrtc dlopen()s libnvrtc-builtins.so.<maj>.<min> by soname when compiling. Both
    # wheels' libnvrtc carry RUNPATH/RPATH $ORIGIN and the builtins sit beside it, so no
    # LD_LIBRARY_PATH is needed (checked for 12.9.86 and 13.5.37). Preloading it
    # (RTLD_GLOBAL) is belt and braces for layouts where it is elsewhere.
    for b in builtins:
        ctypes.CDLL(b, mode=ctypes.RTLD_GLOBAL)
    nv = ctypes.CDLL(lib, mode=ctypes.RTLD_GLOBAL)
    nv.nvrtcGetErrorString.restype = ctypes.c_char_p
    return root, lib, nv


def check(nv, rc, what):
    if rc != 0:
        die("%s failed: %s" % (what, nv.nvrtcGetErrorString(rc).decode()))


def nvrtc_version(nv):
    major, minor = ctypes.c_int(), ctypes.c_int()
    check(nv, nv.nvrtcVersion(ctypes.byref(major), ctypes.byref(minor)), "nvrtcVersion")
    return "%d.%d" % (major.value, minor.value)


# NVRTC has no C library headers; cuda.h includes <stdlib.h> and <stdint.h> only for
# size_t (built into NVRTC) and uint32_t/uint64_t. With --runtime-include these
# in-memory stand-ins are handed to nvrtcCreateProgram.
LIBC_STUBS = {
    "stdlib.h": "#pragma once\n",
    "stdint.h": "#pragma once\n"
                "typedef signed char int8_t; typedef short int16_t;\n"
                "typedef int int32_t; typedef long long int64_t;\n"
                "typedef unsigned char uint8_t; typedef unsigned short uint16_t;\n"
                "typedef unsigned int uint32_t; typedef unsigned long long uint64_t;\n"
                "typedef long long intptr_t; typedef unsigned long long uintptr_t;\n",
}


def compile_ptx(nv, source, name, options, headers=None):
    headers = headers or {}
    prog = ctypes.c_void_p()
    n = len(headers)
    hsrc = (ctypes.c_char_p * n)(*[v.encode() for v in headers.values()]) if n else None
    hname = (ctypes.c_char_p * n)(*[k.encode() for k in headers]) if n else None
    check(nv, nv.nvrtcCreateProgram(ctypes.byref(prog), source.encode(), name.encode(),
                                    n, hsrc, hname), "nvrtcCreateProgram")
    opts = (ctypes.c_char_p * len(options))(*[o.encode() for o in options])
    rc = nv.nvrtcCompileProgram(prog, len(options), opts)
    size = ctypes.c_size_t()
    nv.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
    buf = ctypes.create_string_buffer(size.value)
    nv.nvrtcGetProgramLog(prog, buf)
    log = buf.value.decode(errors="replace")
    ptx = None
    if rc == 0:
        check(nv, nv.nvrtcGetPTXSize(prog, ctypes.byref(size)), "nvrtcGetPTXSize")
        buf = ctypes.create_string_buffer(size.value)
        check(nv, nv.nvrtcGetPTX(prog, buf), "nvrtcGetPTX")
        ptx = buf.value.decode()
    err = nv.nvrtcGetErrorString(rc).decode()
    nv.nvrtcDestroyProgram(ctypes.byref(prog))
    return rc, err, log, ptx


def find_ptxas(root):
    p = find_files(root, lambda f: f == "ptxas")
    if not p:
        die("no ptxas under %s (install the nvcc wheel)" % root)
    return p[0]


def find_runtime_include(root):
    hits = find_files(root, lambda f: f == "cuda.h")
    if not hits:
        die("no cuda.h under %s (install the cuda runtime wheel)" % root)
    return os.path.dirname(hits[0])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file", nargs="?", help="CUDA C++ source, or - for stdin")
    ap.add_argument("--cuda", choices=["12", "13"], default="12")
    ap.add_argument("--arch", action="append", help="sm_XX (default sm_90); repeatable")
    ap.add_argument("--std", help="e.g. c++17 (passed as --std=...)")
    ap.add_argument("-I", dest="includes", action="append", default=[])
    ap.add_argument("--runtime-include", action="store_true")
    ap.add_argument("--no-rdc", action="store_true", help="omit -rdc=true")
    ap.add_argument("-X", dest="extra", action="append", default=[],
                    help="extra NVRTC option; write it as -X=OPT, e.g. -X=-lineinfo")
    ap.add_argument("--ptxas", action="store_true")
    ap.add_argument("--version", action="store_true")
    a = ap.parse_args()

    root, lib, nv = load_nvrtc(a.cuda)
    if a.version:
        print("NVRTC %s  %s" % (nvrtc_version(nv), lib))
        print("ptxas %s" % find_ptxas(root))
        return 0
    if not a.file:
        ap.error("missing FILE")
    if a.file == "-":
        source, name = sys.stdin.read(), "stdin.cu"
    else:
        with open(a.file) as f:
            source = f.read()
        name = os.path.basename(a.file)

    archs = a.arch or ["sm_90"]
    for s in archs:
        if not s.startswith("sm_"):
            die("--arch wants sm_XX, got %r" % s)
    def options_for(sm):
        o = ["--gpu-architecture=compute_%s" % sm[3:], "-default-device"]
        if not a.no_rdc:
            o.insert(0, "-rdc=true")
        if a.std:
            o.append("--std=%s" % a.std)
        incs = list(a.includes)
        if a.runtime_include:
            incs.append(find_runtime_include(root))
        return o + ["-I%s" % d for d in incs] + a.extra

    def build(sm):
        options = options_for(sm)
        rc, err, log, ptx = compile_ptx(nv, source, name, options,
                                        LIBC_STUBS if a.runtime_include else None)
        if rc != 0:
            sys.stderr.write("NVRTC %s: compile failed (%s)\noptions: %s\n%s\n"
                             % (nvrtc_version(nv), err, " ".join(options), log.rstrip()))
            sys.exit(1)
        if log.strip():
            sys.stderr.write(log)
        return ptx

    # The PTX printed is the one for the first --arch.
    ptx = build(archs[0])
    sys.stdout.write(ptx)
    sys.stdout.flush()

    if a.ptxas:
        # Each further --arch gets its own PTX (.target sm_XX), as ptxas refuses PTX
        # whose .target is newer than -arch.
        ptxas = find_ptxas(root)
        with tempfile.TemporaryDirectory() as td:
            for i, s in enumerate(archs):
                src = os.path.join(td, "oracle_%s.ptx" % s)
                with open(src, "w") as f:
                    f.write(ptx if i == 0 else build(s))
                # The whole program, as cuModuleLoadData loads PTX: --compile-only would accept
                # calls to functions the module does not define.
                cmd = [ptxas, "-arch=%s" % s, src,
                       "-o", os.path.join(td, "oracle.cubin")]
                p = subprocess.run(cmd, capture_output=True, text=True)
                if p.returncode != 0:
                    sys.stderr.write("ptxas -arch=%s failed (%d):\n%s%s"
                                     % (s, p.returncode, p.stdout, p.stderr))
                    return 3
                sys.stderr.write("ptxas -arch=%s: ok\n" % s)
    return 0


if __name__ == "__main__":
    sys.exit(main())
