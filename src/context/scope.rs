//! The thread-local stack of active contexts.

use super::Context;
use std::cell::{Cell, RefCell};
use std::marker::PhantomData;

thread_local! {
    // The active scopes of this thread, innermost last, each with its guard's number.
    static ACTIVE: RefCell<Vec<(u64, Context)>> = const { RefCell::new(Vec::new()) };
    // The number of the next guard.
    static NEXT: Cell<u64> = const { Cell::new(0) };
}

/// The innermost active context of this thread.
pub(super) fn current() -> Option<Context> {
    ACTIVE.with(|stack| stack.borrow().last().map(|(_, ctx)| ctx.clone()))
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
    // This guard's entry in the thread's stack.
    id: u64,
    // A guard belongs to the thread whose stack it changed.
    _not_send: PhantomData<*mut ()>,
}

impl Scope {
    pub(super) fn enter(ctx: Context) -> Scope {
        let id = NEXT.with(|next| {
            let id = next.get();
            next.set(id + 1);
            id
        });
        ACTIVE.with(|stack| stack.borrow_mut().push((id, ctx)));
        Scope {
            id,
            _not_send: PhantomData,
        }
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        // Remove this guard's own entry, so guards dropped out of order
        // leave every other live guard's entry (and the innermost) in place.
        let _ = ACTIVE.try_with(|stack| {
            let mut stack = stack.borrow_mut();
            if let Some(at) = stack.iter().rposition(|(id, _)| *id == self.id) {
                stack.remove(at);
            }
        });
    }
}

impl std::fmt::Debug for Scope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scope")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}
