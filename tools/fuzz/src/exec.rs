//! Running one case in this process.

use crate::case::Case;
use crate::generated::{self, Res};
use crate::ops;
use crate::pool::{Pool, A};
use isl_safe::Context;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// What running a case showed.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Outcome {
    /// The operation that panicked, and the panic's message.
    pub panic: Option<(usize, String)>,
    /// Contexts ISL could not free during the case (its objects leaked).
    pub leaked_contexts: usize,
    /// Operations whose name is not in the table.
    pub unknown: Vec<String>,
    /// Operations skipped because an input type had no object yet.
    pub skipped: usize,
    /// What each generated operation that ran gave, in order: its index in
    /// [`generated::table`] and its result.
    pub results: Vec<(usize, Res)>,
}

/// The message of a panic payload.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic payload)".to_string()
    }
}

/// Runs `case` in a fresh context (with ISL's operation limit `max_ops`, 0
/// for none), calling `before_op(k)` before operation `k`. Stops at the
/// first panic.
pub fn run_case(case: &Case, max_ops: u64, before_op: impl FnMut(usize)) -> Outcome {
    run_case_traced(case, max_ops, false, before_op)
}

/// [`run_case`], printing each object an operation draws when `trace` is set.
pub fn run_case_traced(
    case: &Case,
    max_ops: u64,
    trace: bool,
    mut before_op: impl FnMut(usize),
) -> Outcome {
    let mut out = Outcome::default();
    let before = isl_safe::leaked_contexts();
    let run = catch_unwind(AssertUnwindSafe(|| {
        let ctx = Context::new()?;
        let _scope = ctx.enter();
        if max_ops > 0 {
            ctx.set_max_operations(max_ops);
        }
        let mut pool = Pool {
            ctx: Some(ctx.clone()),
            trace,
            ..Pool::default()
        };
        for (k, op) in case.ops.iter().enumerate() {
            before_op(k);
            let args = A(&op.args);
            let r = if let Some(def) = ops::find(&op.name) {
                catch_unwind(AssertUnwindSafe(|| {
                    (def.run)(&mut pool, &args).map(|()| None)
                }))
            } else if let Some(g) = generated::find(&op.name) {
                catch_unwind(AssertUnwindSafe(|| (g.run)(&mut pool, &args).map(Some)))
            } else {
                out.unknown.push(op.name.clone());
                continue;
            };
            match r {
                Ok(Some(Some(res))) => {
                    if let Some(g) = generated::index_of(&op.name) {
                        out.results.push((g, res));
                    }
                }
                Ok(Some(None)) => {}
                Ok(None) => out.skipped += 1,
                Err(payload) => {
                    out.panic = Some((k, panic_message(payload.as_ref())));
                    break;
                }
            }
        }
        drop(pool);
        Ok::<(), isl_safe::Error>(())
    }));
    if let Err(payload) = run {
        // A panic while dropping the objects or the context.
        out.panic = Some((case.ops.len(), panic_message(payload.as_ref())));
    }
    out.leaked_contexts = isl_safe::leaked_contexts().saturating_sub(before);
    out
}
