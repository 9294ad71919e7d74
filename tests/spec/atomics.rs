//! The atomics ABI (spec chapter 4): every mapping of the spec's five tables, word for word, the
//! combinations the tables leave out refused, and every emitted sequence assembled by ptxas inside
//! a generated `.func` (one module per target: `sm_70` with CUDA 12's ptxas, without `.cluster`;
//! `sm_90` with CUDA 12's and 13's). Skips ptxas visibly without the oracle.

use ptx_abi_build::nvrtc::CudaVersion;
use ptx_abi_core::spec::atomics::{
    function, mappings, recommended, AtomicType, AtomicsError, MemoryOrder, Operands, Operation,
    RmwOp, Scope,
};

use MemoryOrder::*;

fn table(op: Operation, order: MemoryOrder, scope: Scope) -> Vec<String> {
    mappings(op, order, scope)
        .unwrap()
        .iter()
        .map(|m| m.to_string())
        .collect()
}

const LD: Operation = Operation::Load(AtomicType::U32);
const ST: Operation = Operation::Store(AtomicType::U32);
const RMW: Operation = Operation::Rmw(RmwOp::Add, AtomicType::U32);

/// The spec's tables, row by row (`<scope>` = `gpu`, `<rmw op>` = `add`), recommended first.
#[test]
fn mappings_are_the_spec_tables() {
    let s = Scope::Gpu;
    // Sequentially consistent.
    assert_eq!(table(Operation::Fence, SeqCst, s), ["fence.sc.gpu;"]);
    assert_eq!(
        table(LD, SeqCst, s),
        [
            "fence.sc.gpu; ld.acquire.gpu;",
            "fence.sc.gpu; ld.relaxed.gpu; fence.acquire.gpu;"
        ]
    );
    assert_eq!(table(ST, SeqCst, s), ["fence.sc.gpu; st.relaxed.gpu;"]);
    assert_eq!(
        table(RMW, SeqCst, s),
        [
            "fence.sc.gpu; atom.acquire.gpu.add;",
            "fence.sc.gpu; atom.relaxed.gpu.add; fence.acquire.gpu;"
        ]
    );
    // Release.
    assert_eq!(table(Operation::Fence, Release, s), ["fence.release.gpu;"]);
    assert_eq!(
        table(ST, Release, s),
        ["st.release.gpu;", "fence.release.gpu; st.relaxed.gpu;"]
    );
    assert_eq!(
        table(RMW, Release, s),
        [
            "atom.release.gpu.add;",
            "fence.release.gpu; atom.relaxed.gpu.add;"
        ]
    );
    // Acquire.
    assert_eq!(table(Operation::Fence, Acquire, s), ["fence.acquire.gpu;"]);
    assert_eq!(
        table(LD, Acquire, s),
        ["ld.acquire.gpu;", "ld.relaxed.gpu; fence.acquire.gpu;"]
    );
    assert_eq!(
        table(RMW, Acquire, s),
        [
            "atom.acquire.gpu.add;",
            "atom.relaxed.gpu.add; fence.acquire.gpu;"
        ]
    );
    // Acquire-release.
    assert_eq!(table(Operation::Fence, AcqRel, s), ["fence.acq_rel.gpu;"]);
    assert_eq!(
        table(RMW, AcqRel, s),
        [
            "atom.acq_rel.gpu.add;",
            "fence.release.gpu; atom.acquire.gpu.add;",
            "fence.release.gpu; atom.relaxed.gpu.add; fence.acquire.gpu;"
        ]
    );
    // Relaxed.
    assert_eq!(table(LD, Relaxed, s), ["ld.relaxed.gpu;"]);
    assert_eq!(table(ST, Relaxed, s), ["st.relaxed.gpu;"]);
    assert_eq!(table(RMW, Relaxed, s), ["atom.relaxed.gpu.add;"]);

    // Only the first mapping is the recommended one.
    for m in mappings(RMW, AcqRel, s).unwrap().iter().skip(1) {
        assert!(!m.recommended);
    }
    assert!(recommended(RMW, AcqRel, s).unwrap().recommended);
    // Scopes are spelled as in PTX.
    assert_eq!(table(LD, Acquire, Scope::Cluster)[0], "ld.acquire.cluster;");
    assert_eq!(
        table(Operation::Fence, SeqCst, Scope::Cta),
        ["fence.sc.cta;"]
    );
    assert_eq!(table(ST, Relaxed, Scope::Sys), ["st.relaxed.sys;"]);
}

#[test]
fn combinations_outside_the_tables_are_errors() {
    for scope in Scope::ALL {
        for (op, order) in [
            (LD, Release),
            (LD, AcqRel),
            (ST, Acquire),
            (ST, AcqRel),
            (Operation::Fence, Relaxed),
        ] {
            assert_eq!(
                mappings(op, order, scope),
                Err(AtomicsError::InvalidOrder(op, order))
            );
        }
    }
    let e = mappings(
        Operation::Rmw(RmwOp::And, AtomicType::F32),
        Relaxed,
        Scope::Gpu,
    );
    assert_eq!(
        e,
        Err(AtomicsError::InvalidType(RmwOp::And, AtomicType::F32))
    );
    assert_eq!(e.unwrap_err().to_string(), "atom.and does not take .f32");
}

#[test]
fn full_instructions() {
    let o = Operands::default();
    let m = recommended(
        Operation::Rmw(RmwOp::Cas, AtomicType::B32),
        SeqCst,
        Scope::Sys,
    )
    .unwrap();
    assert_eq!(
        m.instructions(&o),
        [
            "fence.sc.sys;",
            "atom.acquire.sys.cas.b32 %r1, [%rd1], %r3, %r2;"
        ]
    );
    let m = recommended(Operation::Store(AtomicType::U64), Release, Scope::Cta).unwrap();
    let o64 = Operands {
        src: "%rd2".into(),
        ..Operands::default()
    };
    assert_eq!(m.instructions(&o64), ["st.release.cta.u64 [%rd1], %rd2;"]);
}

const TYPES: [AtomicType; 8] = [
    AtomicType::B32,
    AtomicType::B64,
    AtomicType::U32,
    AtomicType::S32,
    AtomicType::U64,
    AtomicType::S64,
    AtomicType::F32,
    AtomicType::F64,
];

/// Every valid operation: fences, loads and stores of every type, every `atom` op with every type
/// it takes.
fn operations() -> Vec<Operation> {
    let mut ops = vec![Operation::Fence];
    for t in TYPES {
        ops.push(Operation::Load(t));
        ops.push(Operation::Store(t));
        for r in RmwOp::ALL {
            if r.supports(t) {
                ops.push(Operation::Rmw(r, t));
            }
        }
    }
    ops
}

/// One module with a `.func` per (operation, order, scope, mapping) valid on `sm`.
fn module(arch: &str, sm: u32) -> (String, usize) {
    let mut out = format!(".version 8.6\n.target {arch}\n.address_size 64\n\n");
    let mut n = 0;
    for op in operations() {
        for order in MemoryOrder::ALL {
            for scope in Scope::ALL {
                if scope.min_sm() > sm {
                    continue;
                }
                let Ok(maps) = mappings(op, order, scope) else {
                    continue;
                };
                for m in &maps {
                    out.push_str(&function(&format!("f{n}"), m));
                    out.push('\n');
                    n += 1;
                }
            }
        }
    }
    (out, n)
}

#[test]
fn ptxas_assembles_every_sequence() {
    // One module per (ptxas, target), assembled in parallel.
    let runs: usize = std::thread::scope(|threads| {
        let handles: Vec<_> = [
            (CudaVersion::Cuda12, "sm_70", 70),
            (CudaVersion::Cuda12, "sm_90", 90),
            (CudaVersion::Cuda13, "sm_90", 90),
        ]
        .into_iter()
        .filter_map(|(version, arch, sm)| {
            let ptxas = ptx_abi_testenv::oracle::ptxas(version)?;
            Some(threads.spawn(move || {
                let (ptx, n) = module(arch, sm);
                assert!(n > 500, "{n} functions");
                ptxas
                    .assemble(&ptx, arch)
                    .unwrap_or_else(|e| panic!("ptxas {version} {arch}: {e}"));
            }))
        })
        .collect();
        handles.into_iter().map(|h| h.join().unwrap()).count()
    });
    eprintln!("atomics: {runs} ptxas modules assembled");
}

#[test]
fn ptx_versions() {
    let v = |op, order, scope, i: usize| mappings(op, order, scope).unwrap()[i].min_ptx_version();
    assert_eq!(v(LD, SeqCst, Scope::Gpu, 0), (6, 0));
    assert_eq!(v(LD, SeqCst, Scope::Gpu, 1), (8, 6)); // fence.acquire
    assert_eq!(v(ST, Release, Scope::Cluster, 0), (7, 8));
    assert_eq!(v(Operation::Fence, Release, Scope::Cta, 0), (8, 6));
}

/// CUDA 13.5's ptxas: "Modifier '.acquire' on 'fence' requires PTX ISA .version 8.6 or later".
#[test]
fn ptxas_13_needs_ptx_8_6_for_fence_acquire() {
    let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(CudaVersion::Cuda13) else {
        return;
    };
    let m = recommended(Operation::Fence, Acquire, Scope::Gpu).unwrap();
    let ptx = |v: &str| {
        format!(
            ".version {v}\n.target sm_90\n.address_size 64\n\n{}",
            function("f", &m)
        )
    };
    assert!(ptxas.assemble(&ptx("8.5"), "sm_90").is_err());
    ptxas.assemble(&ptx("8.6"), "sm_90").unwrap();
}

#[test]
fn ptxas_refuses_cluster_scope_before_sm_90() {
    let Some(ptxas) = ptx_abi_testenv::oracle::ptxas(CudaVersion::Cuda12) else {
        return;
    };
    assert_eq!(Scope::Cluster.min_sm(), 90);
    let m = recommended(Operation::Load(AtomicType::U32), Acquire, Scope::Cluster).unwrap();
    let ptx = format!(
        ".version 7.8\n.target sm_70\n.address_size 64\n\n{}",
        function("cluster_load", &m)
    );
    assert!(ptxas.assemble(&ptx, "sm_70").is_err());
}

/// NVRTC's own lowering of CUDA 12.8+'s `__nv_atomic_*` builtins, in table form (types and
/// operands dropped; NVRTC writes `atom.add.acq_rel.gpu.s32`, which is put in the spec's order
/// `atom.acq_rel.gpu.add`).
fn nvrtc_sequence(ptx: &str, kernel: &str) -> String {
    let start = ptx
        .find(&format!(".entry {kernel}("))
        .unwrap_or_else(|| panic!("no .entry {kernel}"));
    let body = &ptx[start..];
    let body = &body[..body.find("\n}").unwrap_or(body.len())];
    let mut out = Vec::new();
    for line in body.lines().map(str::trim) {
        let insn = line.split_whitespace().next().unwrap_or("");
        let parts: Vec<&str> = insn.split('.').collect();
        let sems = ["relaxed", "acquire", "release", "acq_rel", "sc"];
        let scopes = ["cta", "cluster", "gpu", "sys"];
        match parts[0] {
            "fence" => out.push(insn.trim_end_matches(';').to_string()),
            "ld" | "st" if parts.len() > 1 && sems.contains(&parts[1]) => {
                out.push(parts[..parts.len() - 1].join("."))
            }
            "atom" => {
                let mid = &parts[1..parts.len() - 1];
                let sem = mid.iter().find(|p| sems.contains(p)).unwrap();
                let scope = mid.iter().find(|p| scopes.contains(p)).unwrap();
                let op = mid
                    .iter()
                    .find(|p| !sems.contains(p) && !scopes.contains(p))
                    .unwrap();
                out.push(format!("atom.{sem}.{scope}.{op}"));
            }
            _ => {}
        }
    }
    out.iter()
        .map(|s| format!("{s};"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// NVRTC 12.9.86 and 13.5.37 lower `__nv_atomic_*` to one of the spec's mappings (the recommended
/// one), except that NVRTC 12.9 strengthens acquire and release fences to `fence.sc`, which the
/// spec's note allows ("it is valid to strengthen any such parameter"); 13.5 emits
/// `fence.acquire`/`fence.release` as the table does.
#[test]
fn nvrtc_lowers_atomics_to_the_recommended_mappings() {
    const NV: &[(&str, &str, &str, Operation, MemoryOrder, Scope)] = &[
        (
            "ld_sc",
            "*o = __nv_atomic_load_n(p, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE)",
            "int *p, int *o",
            LD,
            SeqCst,
            Scope::Gpu,
        ),
        (
            "ld_acq",
            "*o = __nv_atomic_load_n(p, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK)",
            "int *p, int *o",
            LD,
            Acquire,
            Scope::Cta,
        ),
        (
            "ld_rlx",
            "*o = __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM)",
            "int *p, int *o",
            LD,
            Relaxed,
            Scope::Sys,
        ),
        (
            "st_sc",
            "__nv_atomic_store_n(p, v, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM)",
            "int *p, int v",
            ST,
            SeqCst,
            Scope::Sys,
        ),
        (
            "st_rel",
            "__nv_atomic_store_n(p, v, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE)",
            "int *p, int v",
            ST,
            Release,
            Scope::Gpu,
        ),
        (
            "add_ar",
            "*o = __nv_atomic_fetch_add(p, v, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE)",
            "int *p, int v, int *o",
            RMW,
            AcqRel,
            Scope::Gpu,
        ),
        (
            "add_sc",
            "*o = __nv_atomic_fetch_add(p, v, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE)",
            "int *p, int v, int *o",
            RMW,
            SeqCst,
            Scope::Gpu,
        ),
        (
            "add_rel",
            "*o = __nv_atomic_fetch_add(p, v, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK)",
            "int *p, int v, int *o",
            RMW,
            Release,
            Scope::Cta,
        ),
        (
            "f_acq",
            "__nv_atomic_thread_fence(__NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE)",
            "",
            Operation::Fence,
            Acquire,
            Scope::Gpu,
        ),
        (
            "f_rel",
            "__nv_atomic_thread_fence(__NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE)",
            "",
            Operation::Fence,
            Release,
            Scope::Gpu,
        ),
        (
            "f_ar",
            "__nv_atomic_thread_fence(__NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE)",
            "",
            Operation::Fence,
            AcqRel,
            Scope::Gpu,
        ),
        (
            "f_sc",
            "__nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE)",
            "",
            Operation::Fence,
            SeqCst,
            Scope::Gpu,
        ),
    ];
    let mut source = String::new();
    for (name, body, params, ..) in NV {
        source.push_str(&format!(
            "extern \"C\" __global__ void {name}({params}) {{ {body}; }}\n"
        ));
    }
    for oracle in ptx_abi_testenv::oracle::all() {
        let version = oracle.label();
        let ptx = oracle
            .compile_source(&source, "atomics.cu", &[])
            .unwrap_or_else(|e| panic!("{version}: {e:?}"));
        for &(name, _, _, op, order, scope) in NV {
            let got = nvrtc_sequence(&ptx, name);
            let rec = recommended(op, order, scope).unwrap().to_string();
            let strengthened_fence = oracle.version().0 == 12
                && op == Operation::Fence
                && matches!(order, Acquire | Release | AcqRel)
                && got == format!("fence.sc.{};", scope.ptx());
            assert!(
                got == rec || strengthened_fence,
                "{version} {name}: {got:?}, ours {rec:?}"
            );
        }
    }
}
