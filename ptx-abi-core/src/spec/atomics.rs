//! The atomics ABI (PTX interoperability guide, chapter 4): C++ atomic operations, by memory
//! order and scope, mapped to PTX instruction sequences exactly as the spec's tables give them,
//! with the recommended mapping first and the alternatives after it.
//!
//! ```
//! use ptx_abi_core::spec::atomics::{mappings, AtomicType, MemoryOrder, Operation, Operands, Scope};
//!
//! // atomic_load(memory_order_seq_cst, thread_scope_device)
//! let m = mappings(Operation::Load(AtomicType::U32), MemoryOrder::SeqCst, Scope::Gpu).unwrap();
//! assert_eq!(m[0].to_string(), "fence.sc.gpu; ld.acquire.gpu;"); // recommended
//! assert_eq!(m[1].to_string(), "fence.sc.gpu; ld.relaxed.gpu; fence.acquire.gpu;");
//! let ops = Operands::default();
//! assert_eq!(m[0].instructions(&ops), ["fence.sc.gpu;", "ld.acquire.gpu.u32 %r1, [%rd1];"]);
//!
//! // A release load is not in the tables: an error.
//! assert!(mappings(Operation::Load(AtomicType::U32), MemoryOrder::Release, Scope::Gpu).is_err());
//! ```
//!
//! All sequences use generic addressing. `Scope::Cluster` needs `sm_90` ([`Scope::min_sm`]);
//! `fence.acquire`/`fence.release` need PTX ISA 8.6 ([`Mapping::min_ptx_version`]).

#[allow(unused_imports)]
use crate::prelude::*;
use core::fmt;

/// A C++ memory order (`memory_order_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryOrder {
    /// `memory_order_relaxed`.
    Relaxed,
    /// `memory_order_acquire`.
    Acquire,
    /// `memory_order_release`.
    Release,
    /// `memory_order_acq_rel`.
    AcqRel,
    /// `memory_order_seq_cst`.
    SeqCst,
}

impl MemoryOrder {
    /// Every memory order.
    pub const ALL: [MemoryOrder; 5] = [
        MemoryOrder::Relaxed,
        MemoryOrder::Acquire,
        MemoryOrder::Release,
        MemoryOrder::AcqRel,
        MemoryOrder::SeqCst,
    ];
}

/// A CUDA thread scope (`thread_scope_*`) and its PTX scope qualifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// `thread_scope_block`: `.cta`.
    Cta,
    /// `thread_scope_cluster`: `.cluster` (sm_90 and later).
    Cluster,
    /// `thread_scope_device`: `.gpu`.
    Gpu,
    /// `thread_scope_system`: `.sys`.
    Sys,
}

impl Scope {
    /// Every scope.
    pub const ALL: [Scope; 4] = [Scope::Cta, Scope::Cluster, Scope::Gpu, Scope::Sys];

    /// The PTX qualifier without the dot.
    pub const fn ptx(self) -> &'static str {
        match self {
            Scope::Cta => "cta",
            Scope::Cluster => "cluster",
            Scope::Gpu => "gpu",
            Scope::Sys => "sys",
        }
    }

    /// The oldest `sm_XX` that has the scope: 90 for `.cluster`, 70 otherwise (the memory
    /// model's `.relaxed`/`.acquire`/`.release` qualifiers need sm_70).
    pub const fn min_sm(self) -> u32 {
        match self {
            Scope::Cluster => 90,
            _ => 70,
        }
    }
}

/// The operand type of a load, store or read-modify-write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicType {
    /// `.b32`.
    B32,
    /// `.b64`.
    B64,
    /// `.u32`.
    U32,
    /// `.s32`.
    S32,
    /// `.u64`.
    U64,
    /// `.s64`.
    S64,
    /// `.f32`.
    F32,
    /// `.f64`.
    F64,
}

impl AtomicType {
    /// The PTX type suffix without the dot.
    pub const fn ptx(self) -> &'static str {
        match self {
            AtomicType::B32 => "b32",
            AtomicType::B64 => "b64",
            AtomicType::U32 => "u32",
            AtomicType::S32 => "s32",
            AtomicType::U64 => "u64",
            AtomicType::S64 => "s64",
            AtomicType::F32 => "f32",
            AtomicType::F64 => "f64",
        }
    }

    /// Size in bytes.
    pub const fn size(self) -> usize {
        match self {
            AtomicType::B32 | AtomicType::U32 | AtomicType::S32 | AtomicType::F32 => 4,
            _ => 8,
        }
    }

    /// The register type that holds a value (`.b32`, `.b64`, `.f32`, `.f64`).
    pub const fn reg(self) -> &'static str {
        match self {
            AtomicType::F32 => "f32",
            AtomicType::F64 => "f64",
            t if t.size() == 4 => "b32",
            _ => "b64",
        }
    }
}

/// A read-modify-write operation (`atom.<op>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    /// `atom.add`: `.u32 .s32 .u64 .f32 .f64`.
    Add,
    /// `atom.exch`: `.b32 .b64`.
    Exch,
    /// `atom.cas` (compare and swap): `.b32 .b64`.
    Cas,
    /// `atom.and`: `.b32 .b64`.
    And,
    /// `atom.or`: `.b32 .b64`.
    Or,
    /// `atom.xor`: `.b32 .b64`.
    Xor,
    /// `atom.min`: `.u32 .s32 .u64 .s64`.
    Min,
    /// `atom.max`: `.u32 .s32 .u64 .s64`.
    Max,
    /// `atom.inc`: `.u32`.
    Inc,
    /// `atom.dec`: `.u32`.
    Dec,
}

impl RmwOp {
    /// Every operation.
    pub const ALL: [RmwOp; 10] = [
        RmwOp::Add,
        RmwOp::Exch,
        RmwOp::Cas,
        RmwOp::And,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Min,
        RmwOp::Max,
        RmwOp::Inc,
        RmwOp::Dec,
    ];

    /// The PTX name without the dot.
    pub const fn ptx(self) -> &'static str {
        match self {
            RmwOp::Add => "add",
            RmwOp::Exch => "exch",
            RmwOp::Cas => "cas",
            RmwOp::And => "and",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Min => "min",
            RmwOp::Max => "max",
            RmwOp::Inc => "inc",
            RmwOp::Dec => "dec",
        }
    }

    /// Whether PTX's `atom.<op>` takes type `ty`.
    pub const fn supports(self, ty: AtomicType) -> bool {
        use AtomicType::*;
        match self {
            RmwOp::Add => matches!(ty, U32 | S32 | U64 | F32 | F64),
            RmwOp::Exch | RmwOp::Cas | RmwOp::And | RmwOp::Or | RmwOp::Xor => {
                matches!(ty, B32 | B64)
            }
            RmwOp::Min | RmwOp::Max => matches!(ty, U32 | S32 | U64 | S64),
            RmwOp::Inc | RmwOp::Dec => matches!(ty, U32),
        }
    }
}

/// The atomic operation being mapped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operation {
    /// `atomic_thread_fence`.
    Fence,
    /// `atomic_load`.
    Load(AtomicType),
    /// `atomic_store`.
    Store(AtomicType),
    /// `atomic_<rmw op>`.
    Rmw(RmwOp, AtomicType),
}

/// The semantics qualifier of one PTX instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sem {
    /// `.relaxed`.
    Relaxed,
    /// `.acquire`.
    Acquire,
    /// `.release`.
    Release,
    /// `.acq_rel`.
    AcqRel,
    /// `.sc` (fences only).
    Sc,
}

impl Sem {
    /// The qualifier without the dot.
    pub const fn ptx(self) -> &'static str {
        match self {
            Sem::Relaxed => "relaxed",
            Sem::Acquire => "acquire",
            Sem::Release => "release",
            Sem::AcqRel => "acq_rel",
            Sem::Sc => "sc",
        }
    }
}

/// One PTX instruction of a mapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// `fence.<sem>.<scope>`.
    Fence(Sem, Scope),
    /// `ld.<sem>.<scope>.<type>`.
    Ld(Sem, Scope, AtomicType),
    /// `st.<sem>.<scope>.<type>`.
    St(Sem, Scope, AtomicType),
    /// `atom.<sem>.<scope>.<op>.<type>`.
    Atom(Sem, Scope, RmwOp, AtomicType),
}

impl fmt::Display for Step {
    /// The spec tables' form, without type or operands: `ld.acquire.gpu`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Step::Fence(s, sc) => write!(f, "fence.{}.{}", s.ptx(), sc.ptx()),
            Step::Ld(s, sc, _) => write!(f, "ld.{}.{}", s.ptx(), sc.ptx()),
            Step::St(s, sc, _) => write!(f, "st.{}.{}", s.ptx(), sc.ptx()),
            Step::Atom(s, sc, op, _) => write!(f, "atom.{}.{}.{}", s.ptx(), sc.ptx(), op.ptx()),
        }
    }
}

/// Register names for the emitted instructions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operands {
    /// The generic address (a `.b64` register).
    pub addr: String,
    /// The destination of a load or read-modify-write.
    pub dst: String,
    /// The value stored, or the read-modify-write operand (the new value of a `cas`).
    pub src: String,
    /// The compared value of a `cas`.
    pub cmp: String,
}

impl Default for Operands {
    /// `%rd1` for the address and `%r1`, `%r2`, `%r3` for values.
    fn default() -> Operands {
        Operands {
            addr: "%rd1".into(),
            dst: "%r1".into(),
            src: "%r2".into(),
            cmp: "%r3".into(),
        }
    }
}

impl Step {
    /// The oldest PTX ISA version that has this instruction, as `(major, minor)`: 8.6 for
    /// `fence.acquire`/`fence.release` (CUDA 13.5's ptxas: "Modifier '.acquire' on 'fence'
    /// requires PTX ISA .version 8.6 or later"; CUDA 12.9's ptxas does not check), 7.8 for the
    /// `.cluster` scope, 6.0 (the memory-model qualifiers) otherwise.
    pub const fn min_ptx_version(&self) -> (u32, u32) {
        let scope = match *self {
            Step::Fence(Sem::Acquire | Sem::Release, _) => return (8, 6),
            Step::Fence(_, s) | Step::Ld(_, s, _) | Step::St(_, s, _) | Step::Atom(_, s, _, _) => s,
        };
        match scope {
            Scope::Cluster => (7, 8),
            _ => (6, 0),
        }
    }

    /// The full instruction with operands, e.g. `atom.acquire.gpu.cas.b32 %r1, [%rd1], %r3, %r2;`.
    pub fn instruction(&self, o: &Operands) -> String {
        match *self {
            Step::Fence(..) => format!("{self};"),
            Step::Ld(_, _, t) => format!("{self}.{} {}, [{}];", t.ptx(), o.dst, o.addr),
            Step::St(_, _, t) => format!("{self}.{} [{}], {};", t.ptx(), o.addr, o.src),
            Step::Atom(_, _, RmwOp::Cas, t) => {
                format!(
                    "{self}.{} {}, [{}], {}, {};",
                    t.ptx(),
                    o.dst,
                    o.addr,
                    o.cmp,
                    o.src
                )
            }
            Step::Atom(_, _, _, t) => {
                format!("{self}.{} {}, [{}], {};", t.ptx(), o.dst, o.addr, o.src)
            }
        }
    }
}

/// One mapping from a table: a sequence of instructions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mapping {
    /// Whether the spec marks it "(recommended)" (or it is the only mapping).
    pub recommended: bool,
    /// The instructions, in order.
    pub steps: Vec<Step>,
}

impl Mapping {
    /// The oldest PTX ISA version that has every instruction (see [`Step::min_ptx_version`]).
    pub fn min_ptx_version(&self) -> (u32, u32) {
        self.steps
            .iter()
            .map(Step::min_ptx_version)
            .max()
            .unwrap_or((6, 0))
    }

    /// The full instructions with operands, one per element.
    pub fn instructions(&self, o: &Operands) -> Vec<String> {
        self.steps.iter().map(|s| s.instruction(o)).collect()
    }
}

impl fmt::Display for Mapping {
    /// The spec tables' form: `fence.sc.gpu; ld.acquire.gpu;`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.steps.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{s};")?;
        }
        Ok(())
    }
}

/// Why an operation has no mapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AtomicsError {
    /// The spec has no mapping for this operation with this memory order (e.g. a release load,
    /// an acquire store, a relaxed fence).
    InvalidOrder(Operation, MemoryOrder),
    /// `atom.<op>` does not take this type.
    InvalidType(RmwOp, AtomicType),
}

impl fmt::Display for AtomicsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AtomicsError::InvalidOrder(op, order) => {
                write!(f, "no PTX mapping for {op:?} with memory order {order:?}")
            }
            AtomicsError::InvalidType(op, ty) => {
                write!(f, "atom.{} does not take .{}", op.ptx(), ty.ptx())
            }
        }
    }
}

impl core::error::Error for AtomicsError {}

/// The spec's mappings for `op` with `order` at `scope`: the recommended one first, then the
/// alternatives in the order the tables list them. Mixing mappings within one binary is allowed.
pub fn mappings(
    op: Operation,
    order: MemoryOrder,
    scope: Scope,
) -> Result<Vec<Mapping>, AtomicsError> {
    use MemoryOrder as O;
    use Sem::*;
    let fence = |s: Sem| Step::Fence(s, scope);
    let one = |steps: Vec<Step>| Mapping {
        recommended: true,
        steps,
    };
    let alt = |steps: Vec<Step>| Mapping {
        recommended: false,
        steps,
    };
    let invalid = Err(AtomicsError::InvalidOrder(op, order));
    Ok(match op {
        Operation::Fence => match order {
            O::Relaxed => return invalid,
            O::Acquire => vec![one(vec![fence(Acquire)])],
            O::Release => vec![one(vec![fence(Release)])],
            O::AcqRel => vec![one(vec![fence(AcqRel)])],
            O::SeqCst => vec![one(vec![fence(Sc)])],
        },
        Operation::Load(t) => {
            let ld = |s: Sem| Step::Ld(s, scope, t);
            match order {
                O::Relaxed => vec![one(vec![ld(Relaxed)])],
                O::Acquire => vec![
                    one(vec![ld(Acquire)]),
                    alt(vec![ld(Relaxed), fence(Acquire)]),
                ],
                O::SeqCst => vec![
                    one(vec![fence(Sc), ld(Acquire)]),
                    alt(vec![fence(Sc), ld(Relaxed), fence(Acquire)]),
                ],
                O::Release | O::AcqRel => return invalid,
            }
        }
        Operation::Store(t) => {
            let st = |s: Sem| Step::St(s, scope, t);
            match order {
                O::Relaxed => vec![one(vec![st(Relaxed)])],
                O::Release => vec![
                    one(vec![st(Release)]),
                    alt(vec![fence(Release), st(Relaxed)]),
                ],
                O::SeqCst => vec![one(vec![fence(Sc), st(Relaxed)])],
                O::Acquire | O::AcqRel => return invalid,
            }
        }
        Operation::Rmw(rmw, t) => {
            if !rmw.supports(t) {
                return Err(AtomicsError::InvalidType(rmw, t));
            }
            let atom = |s: Sem| Step::Atom(s, scope, rmw, t);
            match order {
                O::Relaxed => vec![one(vec![atom(Relaxed)])],
                O::Acquire => vec![
                    one(vec![atom(Acquire)]),
                    alt(vec![atom(Relaxed), fence(Acquire)]),
                ],
                O::Release => vec![
                    one(vec![atom(Release)]),
                    alt(vec![fence(Release), atom(Relaxed)]),
                ],
                O::AcqRel => vec![
                    one(vec![atom(AcqRel)]),
                    alt(vec![fence(Release), atom(Acquire)]),
                    alt(vec![fence(Release), atom(Relaxed), fence(Acquire)]),
                ],
                O::SeqCst => vec![
                    one(vec![fence(Sc), atom(Acquire)]),
                    alt(vec![fence(Sc), atom(Relaxed), fence(Acquire)]),
                ],
            }
        }
    })
}

/// The recommended mapping (the first of [`mappings`]).
pub fn recommended(
    op: Operation,
    order: MemoryOrder,
    scope: Scope,
) -> Result<Mapping, AtomicsError> {
    mappings(op, order, scope).map(|mut m| m.swap_remove(0))
}

/// A `.visible .func` named `name` that takes the generic address as its only parameter and
/// runs `mapping` on registers of `mapping`'s type: what a PTX writer would emit, and what
/// `ptxas` checks in the tests.
pub fn function(name: &str, mapping: &Mapping) -> String {
    let ty = mapping.steps.iter().find_map(|s| match *s {
        Step::Ld(_, _, t) | Step::St(_, _, t) | Step::Atom(_, _, _, t) => Some(t),
        Step::Fence(..) => None,
    });
    let mut out = format!(".visible .func {name}(.param .b64 {name}_param_0)\n{{\n");
    out.push_str("\t.reg .b64 %rd<2>;\n");
    let operands = match ty {
        Some(t) => {
            let (prefix, reg, zero) = match t.reg() {
                "f32" => ("%f", "f32", "0f00000000"),
                "f64" => ("%fd", "f64", "0d0000000000000000"),
                "b32" => ("%r", "b32", "0"),
                _ => ("%rl", "b64", "0"),
            };
            out.push_str(&format!("\t.reg .{reg} {prefix}<4>;\n"));
            out.push_str(&format!("\tmov.{reg} {prefix}2, {zero};\n"));
            out.push_str(&format!("\tmov.{reg} {prefix}3, {prefix}2;\n"));
            Operands {
                addr: "%rd1".into(),
                dst: format!("{prefix}1"),
                src: format!("{prefix}2"),
                cmp: format!("{prefix}3"),
            }
        }
        None => Operands::default(),
    };
    out.push_str(&format!("\tld.param.b64 %rd1, [{name}_param_0];\n"));
    for i in mapping.instructions(&operands) {
        out.push('\t');
        out.push_str(&i);
        out.push('\n');
    }
    out.push_str("\tret;\n}\n");
    out
}
