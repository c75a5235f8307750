//! The operations generated from isl-safe's declarations: one per
//! declaration of the `isl_specs!` DSL (every generated ISL function, every
//! forwarder a narrower type gets from a wider one, the stream readers),
//! plus the `ByValue` form of each declaration that consumes its receiver
//! and the `InPlace` form of each that gives back its receiver's type.
//!
//! `build.rs` writes them from the declarations' text; each draws its
//! receiver and object arguments by type from the pool ([`Pool::draw`]:
//! shapes first, then results of earlier operations), integers from the
//! generator's boundary values, and passes closures whose behaviour an
//! argument chooses (succeed, fail on the first or a later call). An
//! operation is named `Owner.method`, `Owner.method.by_value` or
//! `Owner.method.in_place`.

use crate::pool::{Pool, Ty, A, K};
use isl_safe::*;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::sync::OnceLock;

/// How an operation passes its receiver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Form {
    /// `x.method(..)`: borrowed, or copied for ISL.
    Ref,
    /// `x.by_value().method(..)`: consumed, no copy.
    ByValue,
    /// `x.in_place().method(..)`: the result stored in `x`.
    InPlace,
}

/// What a call gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Res {
    /// `Ok`.
    Ok,
    /// `Err`, with the error's message.
    Err(String),
}

impl Res {
    /// The outcome of a failed call.
    pub fn err(e: Error) -> Res {
        Res::Err(e.to_string())
    }
}

/// One generated operation.
pub struct GenOp {
    /// Its name in case files: `Owner.method[.by_value|.in_place]`, or
    /// `Owner.method.Wide` for a wider argument type.
    pub name: &'static str,
    /// The declaration it calls: `Owner::method`.
    pub decl: &'static str,
    /// The C function behind it.
    pub c_name: &'static str,
    /// How it passes its receiver.
    pub form: Form,
    /// The wider type a forwarder converts its receiver to.
    pub via: Option<&'static str>,
    /// Its arguments, receiver first.
    pub args: &'static [K],
    /// Runs it: `None` when an input was missing.
    pub run: fn(&mut Pool, &A) -> Option<Res>,
}

include!(concat!(env!("OUT_DIR"), "/generated_ops.rs"));

/// Every generated operation.
pub fn table() -> &'static [GenOp] {
    static TABLE: OnceLock<Vec<GenOp>> = OnceLock::new();
    TABLE.get_or_init(all)
}

/// The index in [`table`] of the generated operation called `name`.
pub fn index_of(name: &str) -> Option<usize> {
    static INDEX: OnceLock<HashMap<&'static str, usize>> = OnceLock::new();
    let index = INDEX.get_or_init(|| {
        table()
            .iter()
            .enumerate()
            .map(|(k, op)| (op.name, k))
            .collect()
    });
    index.get(name).copied()
}

/// The generated operation called `name`.
pub fn find(name: &str) -> Option<&'static GenOp> {
    index_of(name).map(|k| &table()[k])
}

/// The object types an operation draws.
pub fn inputs(op: &GenOp) -> impl Iterator<Item = Ty> + '_ {
    op.args.iter().filter_map(|k| match k {
        K::S(t) => Some(*t),
        _ => None,
    })
}

/// What a closure passed to ISL does, chosen by an argument: succeed (0,
/// and most values), fail on its first call (1) or on its third (2); tests
/// answer alternately, comparisons by the argument.
pub struct Cb {
    mode: i64,
    calls: u32,
}

impl Cb {
    /// A closure behaviour.
    pub fn new(mode: i64) -> Cb {
        Cb { mode, calls: 0 }
    }

    fn step(&mut self) -> Result<()> {
        self.calls += 1;
        let fail = match self.mode.rem_euclid(8) {
            1 => self.calls == 1,
            2 => self.calls == 3,
            _ => false,
        };
        if fail {
            return Err(Error::InvalidArgument {
                function: "isl-fuzz callback",
                message: "the closure failed on purpose".into(),
            });
        }
        Ok(())
    }

    /// A `foreach` closure's answer.
    pub fn stat(&mut self) -> Result<()> {
        self.step()
    }

    /// A test's answer.
    pub fn test(&mut self) -> Result<bool> {
        self.step()?;
        Ok(match self.mode.rem_euclid(8) {
            3 => true,
            4 => false,
            _ => self.calls % 2 == 1,
        })
    }

    /// A map's answer: the object itself.
    pub fn map<T>(&mut self, x: T) -> Result<T> {
        self.step()?;
        Ok(x)
    }

    /// A comparison's answer (not always consistent: ISL must cope).
    pub fn order(&mut self) -> Result<Ordering> {
        self.step()?;
        Ok(match (self.mode + self.calls as i64).rem_euclid(3) {
            0 => Ordering::Less,
            1 => Ordering::Equal,
            _ => Ordering::Greater,
        })
    }
}

/// Keeps a few of the objects a closure is given, for the pool.
pub fn keep<T>(got: &mut Vec<T>, x: T) {
    if got.len() < 3 {
        got.push(x);
    }
}

/// A floating-point argument: small values and the special ones.
pub fn float_arg(i: i64) -> f64 {
    match i.rem_euclid(7) {
        0 => f64::NAN,
        1 => f64::INFINITY,
        2 => f64::NEG_INFINITY,
        3 => -0.0,
        4 => f64::MAX,
        _ => i as f64 / 3.0,
    }
}

/// The enums passed as plain parameters, drawn by index.
pub trait EnumArg: Sized + Copy + 'static {
    /// Every variant.
    const ALL: &'static [Self];
}

impl EnumArg for Fold {
    const ALL: &'static [Fold] = &[Fold::Min, Fold::Max, Fold::List];
}

impl EnumArg for AstLoopType {
    const ALL: &'static [AstLoopType] = &[
        AstLoopType::Default,
        AstLoopType::Atomic,
        AstLoopType::Unroll,
        AstLoopType::Separate,
    ];
}

impl EnumArg for AstExprOpType {
    const ALL: &'static [AstExprOpType] = &[
        AstExprOpType::And,
        AstExprOpType::AndThen,
        AstExprOpType::Or,
        AstExprOpType::OrElse,
        AstExprOpType::Max,
        AstExprOpType::Min,
        AstExprOpType::Minus,
        AstExprOpType::Add,
        AstExprOpType::Sub,
        AstExprOpType::Mul,
        AstExprOpType::Div,
        AstExprOpType::FdivQ,
        AstExprOpType::PdivQ,
        AstExprOpType::PdivR,
        AstExprOpType::ZdivR,
        AstExprOpType::Cond,
        AstExprOpType::Select,
        AstExprOpType::Eq,
        AstExprOpType::Le,
        AstExprOpType::Lt,
        AstExprOpType::Ge,
        AstExprOpType::Gt,
        AstExprOpType::Call,
        AstExprOpType::Access,
        AstExprOpType::Member,
        AstExprOpType::AddressOf,
    ];
}

/// The variant at `i` (modulo their number).
pub fn enum_arg<E: EnumArg>(i: i64) -> E {
    E::ALL[i.rem_euclid(E::ALL.len() as i64) as usize]
}

fn stored_fail(mode: i64) -> Result<()> {
    if mode.rem_euclid(8) == 1 {
        return Err(Error::InvalidArgument {
            function: "isl-fuzz callback",
            message: "the stored closure failed on purpose".into(),
        });
    }
    Ok(())
}

/// A stored AST-node callback: asks the build a question, then keeps the node.
pub fn stored_node_build(mode: i64) -> impl Fn(AstNode, &AstBuild) -> Result<AstNode> {
    move |node, build| {
        stored_fail(mode)?;
        if mode.rem_euclid(8) == 5 {
            let _ = build.get_schedule();
            let _ = build.get_schedule_space();
        }
        Ok(node)
    }
}

/// A stored callback naming a loop.
pub fn stored_build_id(mode: i64) -> impl Fn(&AstBuild) -> Result<Id> {
    move |build| {
        stored_fail(mode)?;
        let _ = build.get_schedule_space();
        Id::read_from_str("L")
    }
}

/// A stored mark callback.
pub fn stored_mark_build(mode: i64) -> impl Fn(&Id, &AstBuild) -> Result<()> {
    move |_, _| stored_fail(mode)
}

/// A stored leaf callback: a user node calling `leaf()`.
pub fn stored_build_node(mode: i64) -> impl Fn(AstBuild) -> Result<AstNode> {
    move |build| {
        stored_fail(mode)?;
        let _ = build.get_schedule();
        AstNode::user_from_expr(AstExpr::from_id(Id::read_from_str("leaf")?)?)
    }
}

/// A stored printing callback.
pub fn stored_print(mode: i64) -> impl Fn(Printer, AstPrintOptions, &AstNode) -> Result<Printer> {
    move |p, _, _| {
        stored_fail(mode)?;
        p.print_str("/* node */")
    }
}
