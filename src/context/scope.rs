//! The thread-local stack of active contexts.

use super::Context;
use std::cell::RefCell;
use std::marker::PhantomData;

thread_local! {
    static ACTIVE: RefCell<Vec<Context>> = const { RefCell::new(Vec::new()) };
}

/// The innermost active context of this thread.
pub(super) fn current() -> Option<Context> {
    ACTIVE.with(|stack| stack.borrow().last().cloned())
}

/// Guard of an active context: while it lives, constructors from plain values
/// on this thread use its context. Dropping it (also while unwinding from a
/// panic) deactivates that context.
///
/// ```
/// use isl_safe::{Context, Val};
///
/// let outer = Context::new().unwrap();
/// let inner = Context::new().unwrap();
/// let _a = outer.enter();
/// {
///     let _b = inner.enter();
///     assert!(Val::int_from_si(1).unwrap().context() == &inner);
/// }
/// assert!(Val::int_from_si(1).unwrap().context() == &outer);
/// ```
#[must_use = "the context is active only while the guard lives"]
pub struct Scope {
    ctx: Context,
    // A guard belongs to the thread whose stack it changed.
    _not_send: PhantomData<*mut ()>,
}

impl Scope {
    pub(super) fn enter(ctx: Context) -> Scope {
        ACTIVE.with(|stack| stack.borrow_mut().push(ctx.clone()));
        Scope {
            ctx,
            _not_send: PhantomData,
        }
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        // Remove this guard's entry: the innermost one for its context, so
        // guards dropped out of order still leave the others in place.
        let _ = ACTIVE.try_with(|stack| {
            let mut stack = stack.borrow_mut();
            if let Some(at) = stack.iter().rposition(|c| c == &self.ctx) {
                stack.remove(at);
            }
        });
    }
}
