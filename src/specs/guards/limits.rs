//! The operation limit with the system ISL: the bounded work an unpatched
//! ISL crashes in when an allocation fails at the limit runs with the limit
//! lifted (printing, readers, tokens, reversals, a band's options, box
//! hulls); the work the limit is there to bound is refused under one.

#[cfg(isl_system)]
use super::errors::{bug, invalid};
use crate::context::Context;
use crate::error::Result;
use crate::object::{Object, Printer};

/// Objects whose context a guard reads (its operation limit).
pub trait InContext {
    /// The context.
    fn in_context(&self) -> &Context;
}

impl<T: Object> InContext for T {
    #[inline]
    fn in_context(&self) -> &Context {
        self.context()
    }
}

impl InContext for Context {
    #[inline]
    fn in_context(&self) -> &Context {
        self
    }
}

impl<T: Object> InContext for crate::qualifiers::Lent<'_, T> {
    #[inline]
    fn in_context(&self) -> &Context {
        (**self).context()
    }
}

/// Whether an operation limit is set on `ctx`.
#[cfg(isl_system)]
pub(super) fn limited(ctx: &Context) -> bool {
    ctx.raw().max_operations() != 0
}

/// The operation limit of a context, lifted until this is dropped (when the
/// call it was lifted for has returned). With the system ISL only; in the
/// bundled build it holds nothing and does nothing (the default, what the
/// guards give there).
#[must_use]
#[derive(Debug, Default)]
pub struct Lift {
    #[cfg(isl_system)]
    held: Option<(Context, u64)>,
}

#[cfg(isl_system)]
impl Lift {
    /// Lifts `ctx`'s operation limit, if it has one.
    fn of(ctx: &Context) -> Lift {
        let max = ctx.raw().max_operations();
        if max == 0 {
            return Lift { held: None };
        }
        ctx.raw().replace_max_operations(0);
        Lift {
            held: Some((ctx.clone(), max)),
        }
    }
}

#[cfg(isl_system)]
impl Drop for Lift {
    fn drop(&mut self) {
        if let Some((ctx, max)) = self.held.take() {
            ctx.raw().replace_max_operations(max);
        }
    }
}

system_guard! {
    /// Calls that are bounded work (printing, reading a text, the stream's
    /// tokens, a space's tuples reversed, a band's options, a box hull) but
    /// that an unpatched ISL crashes in when an allocation fails at the
    /// operation limit (patches 0011, 0024, 0037, 0038, 0040, 0041): with the
    /// system ISL they run with the limit lifted (the operations still count
    /// toward it).
    pub fn unpatched_lifted<S: InContext + ?Sized>(s: &S, _: &'static str) -> Result<Lift> {
        Ok(Lift::of(s.in_context()))
    }
}

system_guard! {
    /// The calls an unpatched ISL crashes in when an allocation fails at the
    /// operation limit, and whose work the limit is there to bound (a
    /// polynomial's orthants, patch 0024; a count of points, patch 0042):
    /// refused while one is set.
    pub fn unpatched_unlimited<S: InContext + ?Sized>(s: &S, f: &'static str) -> Result<()> {
        if limited(s.in_context()) {
            return Err(bug(
                f,
                "0024",
                "crashes (a NULL dereference, a double free or a buffer overrun) where an \
                 allocation fails at the operation limit; call it without a limit",
            ));
        }
        Ok(())
    }
}

system_guard! {
    /// Printing with a printer: an unpatched ISL goes on through a printer an
    /// allocation freed at the operation limit (patches 0011, 0024, 0040, 0041):
    /// printing is bounded work, done with the limit lifted.
    pub fn unpatched_printing<S: InContext + ?Sized>(s: &S, f: &'static str) -> Result<Lift> {
        unpatched_lifted(s, f)
    }
}

system_guard! {
    /// The same for a printer passed as an argument.
    pub fn unpatched_printing_of<S: ?Sized>(_: &S, p: &Printer, f: &'static str) -> Result<Lift> {
        unpatched_lifted(p, f)
    }
}

system_guard! {
    /// A schedule tree printed in an output format ISL cannot print its sets
    /// in fails midway, and an unpatched ISL then prints a NULL leaf (patch
    /// 0011): the format must be ISL's own or LaTeX.
    pub fn unpatched_tree_format(p: &Printer, f: &'static str) -> Result<Lift> {
        let format = p.get_output_format()?;
        if ![0, 5].contains(&format) {
            return Err(invalid(
                f,
                format!(
                    "schedule trees print in ISL's format (0) or LaTeX (5), not in format \
                     {format}"
                ),
            ));
        }
        unpatched_lifted(p, f)
    }
}
