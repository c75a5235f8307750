//! The context layer: [`Context`] and the thread-local stack of active scopes.
//! Uses `error` and `prim`.
//!
//! Every ISL object lives in an `isl_ctx`. Here a [`Context`] is a shared
//! handle to one: each object made in it holds a clone, so the `isl_ctx` is
//! freed only after its last object is gone (objects may outlive the scope
//! they were made in). Constructors from plain values (`"...".parse::<Set>()`,
//! `Val::from_si`, ...) use the innermost active scope of the calling thread
//! and fail with [`Error::NoContext`] outside any.
//!
//! Contexts, like every ISL object, are `!Send` and `!Sync`: ISL is not
//! thread-safe. Each thread makes its own; data crosses threads as text.

mod scope;

pub use scope::Scope;

use crate::error::{Error, ErrorKind, Result};
use crate::prim::{self, sys};
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

/// An ISL context (`isl_ctx`), shared by every object made in it.
///
/// Created with ISL's `on_error = CONTINUE`, so ISL never prints or aborts:
/// its errors come back as [`Error::Isl`].
///
/// ```
/// use isl_safe::{Context, Set};
///
/// let ctx = Context::new().unwrap();
/// let set = ctx.scope(|| "{ [i] : 0 <= i < 10 }".parse::<Set>()).unwrap();
/// // The set keeps its context alive after the scope, and after `ctx` is dropped.
/// drop(ctx);
/// assert_eq!(set.to_string(), "{ [i] : 0 <= i <= 9 }");
/// ```
#[derive(Clone)]
pub struct Context {
    // Every object holds a clone, so the `isl_ctx` is freed after the last one.
    inner: Rc<Inner>,
}

struct Inner {
    raw: prim::Ctx,
    // What a closure ISL stored (an AST callback) ended with, when it failed:
    // reported by the ISL call that fails because of it.
    pending: RefCell<Option<Pending>>,
    // The last error ISL reported for a call in this context (`last_error`).
    last: RefCell<Option<Error>>,
}

/// How a stored closure failed.
pub(crate) enum Pending {
    /// It returned this error.
    Error(Error),
    /// It panicked; the panic resumes when the failing call returns.
    Panic(Box<dyn std::any::Any + Send>),
}

impl Context {
    /// A new context. Fails if ISL cannot allocate one; with the system ISL
    /// (feature `system`), also with kind
    /// [`Unsupported`](crate::ErrorKind::Unsupported) where the ISL loaded
    /// is not the version the build was made for, or where one of isl-sys's
    /// fixes of ISL's functions is not in effect in this process (both named;
    /// see the README's "The system ISL").
    pub fn new() -> Result<Context> {
        #[cfg(isl_system)]
        prim::system_check()?;
        let ctx = prim::Ctx::alloc().ok_or(Error::Isl {
            kind: crate::error::ErrorKind::Alloc,
            message: "isl_ctx_alloc returned NULL".into(),
            file: String::new(),
            line: 0,
            function: "isl_ctx_alloc",
        })?;
        Ok(Context {
            inner: Rc::new(Inner {
                raw: ctx,
                pending: RefCell::new(None),
                last: RefCell::new(None),
            }),
        })
    }

    /// The innermost active context of this thread.
    ///
    /// ```
    /// use isl_safe::{Context, Error};
    ///
    /// assert_eq!(Context::current().unwrap_err(), Error::NoContext);
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// assert!(Context::current().unwrap() == ctx);
    /// ```
    pub fn current() -> Result<Context> {
        scope::current().ok_or(Error::NoContext)
    }

    /// Makes this context the active one on this thread until the returned
    /// guard is dropped (scopes nest; dropping restores the previous one, also
    /// during a panic).
    pub fn enter(&self) -> Scope {
        Scope::enter(self.clone())
    }

    /// Runs `f` with this context active on this thread.
    pub fn scope<R>(&self, f: impl FnOnce() -> R) -> R {
        let _scope = self.enter();
        f()
    }

    /// Limits the number of elementary operations ISL may perform from now on
    /// in this context (0 removes the limit). A call that exceeds it fails
    /// with [`ErrorKind::Quota`](crate::ErrorKind::Quota); the context stays usable.
    ///
    /// ```
    /// use isl_safe::{Context, ErrorKind, Set};
    ///
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let set: Set = "{ [i, j, k] : 0 <= i, j, k < 100 and i + j + k = 50 }".parse().unwrap();
    /// ctx.set_max_operations(1);
    /// assert_eq!(set.coalesce().and_then(|s| s.lexmin()).unwrap_err().kind(), Some(ErrorKind::Quota));
    /// ctx.set_max_operations(0);
    /// assert!(set.lexmin().is_ok());
    /// ```
    pub fn set_max_operations(&self, max: u64) {
        self.inner.raw.set_max_operations(max)
    }

    /// Runs `f` with ISL's work in this context limited to `max` elementary
    /// operations, then restores the previous limit (also if `f` panics). A
    /// call inside `f` that exceeds the limit fails with
    /// [`ErrorKind::Quota`](crate::ErrorKind::Quota); the context stays usable.
    ///
    /// ```
    /// use isl_safe::{Context, ErrorKind, Set};
    ///
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let set: Set = "{ [i, j, k] : 0 <= i, j, k < 100 and 3i + 5j + 7k = 200 }".parse().unwrap();
    /// let bounded = ctx.with_max_operations(10, || set.lexmin());
    /// assert_eq!(bounded.unwrap_err().kind(), Some(ErrorKind::Quota));
    /// // Unbounded again afterwards.
    /// assert!(set.lexmin().is_ok());
    /// ```
    pub fn with_max_operations<R>(&self, max: u64, f: impl FnOnce() -> R) -> R {
        struct Restore<'a>(&'a Context, u64);
        impl Drop for Restore<'_> {
            fn drop(&mut self) {
                self.0.set_max_operations(self.1);
            }
        }
        let _restore = Restore(self, self.inner.raw.max_operations());
        self.set_max_operations(max);
        f()
    }

    /// The last error ISL reported for a call in this context: the
    /// [`Error::Isl`] that call returned (or the panic of an operator, which
    /// has no `Result` to return it in), kept until a later call fails or
    /// [`clear_last_error`](Self::clear_last_error). `None` if no call has
    /// failed since the context was made or cleared. For code that lost the
    /// error (turned into its own error type, or past a caught panic), as C
    /// and C++ programs ask ISL with `isl_ctx_last_error`.
    ///
    /// Errors are never stale: a call's `Err` is always its own (ISL's error
    /// state is read and reset by the call that failed, so no later call
    /// reports it), and successful calls do not touch this record, which is
    /// therefore the last *error*, not the last call's. The checks made
    /// before ISL is called ([`Error::InvalidArgument`],
    /// [`Error::ContextMismatch`], ...) and a closure's own error are not
    /// ISL's and are not kept. ISL's own error state, which the generated
    /// [`last_error_msg`](Self::last_error_msg),
    /// [`last_error_file`](Self::last_error_file) and
    /// [`last_error_line`](Self::last_error_line) read, is empty between
    /// calls for that reason.
    ///
    /// ```
    /// use isl_safe::{Context, ErrorKind, Set};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let set: Set = "{ [i, j, k] : 0 <= i, j, k < 100 and 3i + 5j + 7k = 200 }".parse()?;
    /// assert_eq!(ctx.last_error_kind(), None);
    /// // An error turned into a plain `Option` loses its kind...
    /// let lexmin = ctx.with_max_operations(10, || set.lexmin().ok());
    /// assert!(lexmin.is_none());
    /// // ...which the context still knows, until a later error or a clear.
    /// assert_eq!(ctx.last_error_kind(), Some(ErrorKind::Quota));
    /// assert!(set.lexmin().is_ok());
    /// assert_eq!(ctx.last_error().unwrap().kind(), Some(ErrorKind::Quota));
    /// ctx.clear_last_error();
    /// assert_eq!(ctx.last_error(), None);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn last_error(&self) -> Option<Error> {
        self.inner.last.borrow().clone()
    }

    /// The kind of [`last_error`](Self::last_error): ISL's `isl_ctx_last_error`
    /// as a C program reads it after a failed call (`None` for
    /// `isl_error_none`).
    pub fn last_error_kind(&self) -> Option<ErrorKind> {
        self.inner.last.borrow().as_ref().and_then(Error::kind)
    }

    /// Forgets [`last_error`](Self::last_error).
    pub fn clear_last_error(&self) {
        self.inner.last.borrow_mut().take();
    }

    /// The raw `isl_ctx` pointer (for comparisons and the layers below).
    pub(crate) fn as_ptr(&self) -> *mut sys::isl_ctx {
        self.inner.raw.as_ptr()
    }

    /// Reads and resets the error ISL recorded for a failed call of `function`.
    pub(crate) fn take_error(&self, function: &'static str) -> Error {
        let pending = self.inner.pending.borrow_mut().take();
        match pending {
            None => {
                // ISL's own error, if it recorded one (a call stopped by a
                // closure fails with none), is kept as the last error.
                let recorded = self.inner.raw.last_error_kind() != ErrorKind::None;
                let error = self.inner.raw.take_error(function);
                if recorded {
                    *self.inner.last.borrow_mut() = Some(error.clone());
                }
                error
            }
            Some(pending) => {
                // ISL failed because a stored closure did: report the closure's outcome.
                self.inner.raw.reset_error();
                match pending {
                    Pending::Error(e) => e,
                    Pending::Panic(payload) => std::panic::resume_unwind(payload),
                }
            }
        }
    }

    /// Records how a stored closure failed (the first failure is kept).
    pub(crate) fn set_pending(&self, pending: Pending) {
        let mut slot = self.inner.pending.borrow_mut();
        if slot.is_none() {
            *slot = Some(pending);
        }
    }

    /// The raw context, for the layers below.
    pub(crate) fn raw(&self) -> &prim::Ctx {
        &self.inner.raw
    }

    /// The common context of a call's arguments: the first one given, checked
    /// against all the others. `None` entries (plain values) are skipped; with
    /// no context at all, the thread's current one is used.
    #[inline]
    pub(crate) fn common(contexts: &[Option<&Context>], function: &'static str) -> Result<Context> {
        match Context::check_common(contexts, function)? {
            Some(ctx) => Ok(ctx.clone()),
            None => Context::current(),
        }
    }

    /// [`common`](Self::common) without a handle of its own: the first
    /// context given, checked against the others (`None` when there is none),
    /// for calls that need no context beyond their objects' (no `Rc` traffic).
    #[inline]
    pub(crate) fn check_common<'a>(
        contexts: &[Option<&'a Context>],
        function: &'static str,
    ) -> Result<Option<&'a Context>> {
        // One pass with the first context's pointer in hand: with the
        // slice's length known where this is inlined, the loop unrolls.
        let mut given = contexts.iter().flatten();
        let first = given.next().copied();
        if let Some(first) = first {
            let ptr = first.as_ptr();
            if given.any(|ctx| ctx.as_ptr() != ptr) {
                return Err(Error::ContextMismatch { function });
            }
        }
        Ok(first)
    }
}

impl PartialEq for Context {
    /// Two handles are equal when they share one `isl_ctx`.
    fn eq(&self, other: &Context) -> bool {
        self.as_ptr() == other.as_ptr()
    }
}

impl Eq for Context {}

impl fmt::Debug for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Context({:p})", self.as_ptr())
    }
}
