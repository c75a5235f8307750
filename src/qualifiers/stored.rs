//! Closures ISL stores in an object and calls later (the AST generator's and
//! printer's callbacks).
//!
//! The closure is kept alive by the object it is set on (and by every object
//! made from it by its own functions, and during every call that hands it to
//! ISL; see [`Attachments`](crate::object::Attachments)), so it lives exactly
//! as long as ISL may call it, with no separate handle to drop too early.
//! ISL calls it during a later call (`AstBuild::node_from_schedule`, ...): a
//! closure's `Err` makes that call fail with this error (the caller's own
//! errors travel as [`Error::other`](crate::Error::other)), and a panic is
//! caught and resumes when that call returns.
//!
//! | kind | ISL's callback | the closure |
//! | --- | --- | --- |
//! | [`NodeBuildFn`] | `isl_ast_node *(*)(__isl_take isl_ast_node *, __isl_keep isl_ast_build *, void *)` | `Fn(AstNode, &AstBuild) -> Result<AstNode>` |
//! | [`BuildIdFn`] | `isl_id *(*)(__isl_keep isl_ast_build *, void *)` | `Fn(&AstBuild) -> Result<Id>` |
//! | [`MarkBuildFn`] | `isl_stat (*)(__isl_keep isl_id *, __isl_keep isl_ast_build *, void *)` | `Fn(&Id, &AstBuild) -> Result<()>` |
//! | [`BuildNodeFn`] | `isl_ast_node *(*)(__isl_take isl_ast_build *, void *)` | `Fn(AstBuild) -> Result<AstNode>` |
//! | [`PrintFn`] | `isl_printer *(*)(__isl_take isl_printer *, __isl_take isl_ast_print_options *, __isl_keep isl_ast_node *, void *)` | `Fn(Printer, AstPrintOptions, &AstNode) -> Result<Printer>` |

use super::callback::{lend, owned};
use crate::context::Context;
use crate::context::Pending;
use crate::error::Result;
use crate::object::Object;
use crate::object::{AstBuild, AstNode, AstPrintOptions, Id, Printer};
use crate::prim::sys;
use std::ffi::c_void;
use std::panic::{self, AssertUnwindSafe};
use std::rc::Rc;

/// A stored closure and the context its failures are reported to.
#[doc(hidden)]
pub struct StoredState<F> {
    f: F,
    ctx: Context,
}

impl<F: 'static> StoredState<F> {
    /// Boxes `f` for storing in an object of `ctx`.
    pub fn new(f: F, ctx: Context) -> Rc<Self> {
        Rc::new(StoredState { f, ctx })
    }

    /// The `user` pointer for ISL: valid while the `Rc` is alive.
    pub fn user(state: &Rc<Self>) -> *mut c_void {
        Rc::as_ptr(state) as *mut c_void
    }

    /// Runs the closure, catching panics; a failure is recorded in the
    /// context. ISL may call it again while it runs (it is `Fn`).
    fn run<R>(&self, call: impl FnOnce(&F, &Context) -> Result<R>) -> Option<R> {
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| call(&self.f, &self.ctx)));
        match outcome {
            Ok(Ok(r)) => Some(r),
            Ok(Err(e)) => {
                self.ctx.set_pending(Pending::Error(e));
                None
            }
            Err(payload) => {
                self.ctx.set_pending(Pending::Panic(payload));
                None
            }
        }
    }
}

/// Recovers the state from ISL's `user` pointer.
///
/// # Safety
/// `user` must come from [`StoredState::user`] of a live state of this type.
unsafe fn stored<'a, F>(user: *mut c_void) -> &'a StoredState<F> {
    // SAFETY: guaranteed by the caller.
    unsafe { &*(user as *const StoredState<F>) }
}

type Raw<T> = *mut <T as crate::prim::Handle>::Raw;

macro_rules! null_or_raw {
    ($e:expr) => {
        $e.map_or(std::ptr::null_mut(), Object::into_raw)
    };
}

/// A closure called with a new AST node and the build it was made in
/// (`at_each_domain`, `after_each_for`, `after_each_mark`); returns the node to use.
///
/// Like every closure ISL stores in an object (this one and
/// [`BuildIdFn`], [`MarkBuildFn`], [`BuildNodeFn`], [`PrintFn`]), it is kept
/// alive by the object it is set on and by every object made from it, its
/// `Err` makes the ISL call that ran it fail with that error (the caller's
/// own errors travel as [`Error::other`](crate::Error::other)), and a panic
/// in it resumes when that call returns.
///
/// ISL may call a stored closure again while it runs: a `print_for` closure
/// that prints its loop with `AstNode::for_print` is called again for every
/// loop nested in it, and an `at_each_domain` closure that generates code
/// with a build carrying the same callbacks is called again from inside.
/// So stored closures are `Fn`, not `FnMut`: state they keep or hand back
/// lives in a `Cell` or `RefCell`, shared with the caller through an `Rc`:
///
/// ```
/// use isl_safe::{AstBuild, Context, Set, UnionMap};
/// use std::{cell::Cell, rc::Rc};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let statements = Rc::new(Cell::new(0));
/// let seen = statements.clone();
/// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?
///     .set_at_each_domain(move |node, _build| {
///         seen.set(seen.get() + 1);
///         Ok(node)
///     })?;
/// build.node_from_schedule_map("{ S[i] -> [i] : 0 <= i < 4; T[i] -> [i + 4] : 0 <= i < 4 }".parse::<UnionMap>()?)?;
/// assert_eq!(statements.get(), 2);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait NodeBuildFn: Fn(AstNode, &AstBuild) -> Result<AstNode> + Sized + 'static {
    /// The C trampoline for states holding this closure type.
    #[doc(hidden)]
    fn c_fn(
        _state: &Rc<StoredState<Self>>,
    ) -> unsafe extern "C" fn(Raw<AstNode>, Raw<AstBuild>, *mut c_void) -> Raw<AstNode> {
        node_build_tramp::<Self>
    }
}
impl<F: Fn(AstNode, &AstBuild) -> Result<AstNode> + 'static> NodeBuildFn for F {}

unsafe extern "C" fn node_build_tramp<F: NodeBuildFn>(
    node: Raw<AstNode>,
    build: Raw<AstBuild>,
    user: *mut c_void,
) -> Raw<AstNode> {
    // SAFETY: `user` is the state stored with this trampoline, kept alive by its object.
    let st = unsafe { stored::<F>(user) };
    // SAFETY: ISL gives the node and lends the build during the call.
    let node = unsafe { owned::<AstNode>(node, &st.ctx) };
    let Some(node) = node else {
        return std::ptr::null_mut();
    };
    // SAFETY: ISL lends the build during the call.
    let r = unsafe { lend::<AstBuild, _>(build, &st.ctx, |b| st.run(|f, _| f(node, b))) };
    null_or_raw!(r.flatten())
}

/// A closure called with the build before each `for` node is made; returns
/// an identifier to annotate the node with.
///
/// Stored, like a [`NodeBuildFn`], and called the same way.
///
/// ```
/// use isl_safe::{AstBuild, Context, Id, Set, UnionMap};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?
///     .set_before_each_for(|_build| Id::named("parallel"))?;
/// let ast = build.node_from_schedule_map("{ S[i] -> [i] : 0 <= i < 4 }".parse::<UnionMap>()?)?;
/// let annotation = ast.get_annotation()?.expect("annotated");
/// assert_eq!(annotation.get_name()?.as_deref(), Some("parallel"));
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait BuildIdFn: Fn(&AstBuild) -> Result<Id> + Sized + 'static {
    /// The C trampoline for states holding this closure type.
    #[doc(hidden)]
    fn c_fn(
        _state: &Rc<StoredState<Self>>,
    ) -> unsafe extern "C" fn(Raw<AstBuild>, *mut c_void) -> Raw<Id> {
        build_id_tramp::<Self>
    }
}
impl<F: Fn(&AstBuild) -> Result<Id> + 'static> BuildIdFn for F {}

unsafe extern "C" fn build_id_tramp<F: BuildIdFn>(
    build: Raw<AstBuild>,
    user: *mut c_void,
) -> Raw<Id> {
    // SAFETY: `user` is the state stored with this trampoline, kept alive by its object.
    let st = unsafe { stored::<F>(user) };
    // SAFETY: ISL lends the build during the call.
    let r = unsafe { lend::<AstBuild, _>(build, &st.ctx, |b| st.run(|f, _| f(b))) };
    null_or_raw!(r.flatten())
}

/// A closure called with a mark's identifier and the build before the mark's
/// node is made.
///
/// Stored, like a [`NodeBuildFn`], and called the same way.
///
/// ```
/// use isl_safe::{AstBuild, Context, Id, Schedule, Set};
/// use std::{cell::RefCell, rc::Rc};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s: Schedule = r#"{ domain: "{ S[i] : 0 <= i < 4 }",
///     child: { mark: "kernel", child: { schedule: "[{ S[i] -> [(i)] }]" } } }"#.parse()?;
/// let marks = Rc::new(RefCell::new(Vec::new()));
/// let seen = marks.clone();
/// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?
///     .set_before_each_mark(move |mark: &Id, _build| {
///         seen.borrow_mut().push(mark.get_name()?);
///         Ok(())
///     })?;
/// build.node_from_schedule(s)?;
/// assert_eq!(*marks.borrow(), [Some("kernel".to_string())]);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait MarkBuildFn: Fn(&Id, &AstBuild) -> Result<()> + Sized + 'static {
    /// The C trampoline for states holding this closure type.
    #[doc(hidden)]
    fn c_fn(
        _state: &Rc<StoredState<Self>>,
    ) -> unsafe extern "C" fn(Raw<Id>, Raw<AstBuild>, *mut c_void) -> sys::isl_stat {
        mark_build_tramp::<Self>
    }
}
impl<F: Fn(&Id, &AstBuild) -> Result<()> + 'static> MarkBuildFn for F {}

unsafe extern "C" fn mark_build_tramp<F: MarkBuildFn>(
    mark: Raw<Id>,
    build: Raw<AstBuild>,
    user: *mut c_void,
) -> sys::isl_stat {
    // SAFETY: `user` is the state stored with this trampoline, kept alive by its object.
    let st = unsafe { stored::<F>(user) };
    // SAFETY: ISL lends the mark and the build during the call.
    let r = unsafe {
        lend::<Id, _>(mark, &st.ctx, |m| {
            lend::<AstBuild, _>(build, &st.ctx, |b| st.run(|f, _| f(m, b)))
        })
    };
    match r.flatten().flatten() {
        Some(()) => sys::isl_stat::isl_stat_ok,
        None => sys::isl_stat::isl_stat_error,
    }
}

/// A closure that makes the AST of a leaf of the schedule tree itself.
///
/// Stored, like a [`NodeBuildFn`], and called the same way.
///
/// ```
/// use isl_safe::{AstBuild, AstExpr, AstNode, Context, Id, Schedule, Set};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s: Schedule = r#"{ domain: "{ S[i] : 0 <= i < 4 }",
///     child: { schedule: "[{ S[i] -> [(i)] }]" } }"#.parse()?;
/// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?
///     .set_create_leaf(|_leaf: AstBuild| AstNode::alloc_user(AstExpr::from_id(Id::named("body")?)?))?;
/// let ast = build.node_from_schedule(s)?;
/// assert_eq!(ast.to_c_str()?, "for (int c0 = 0; c0 <= 3; c0 += 1)\n  body;\n");
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait BuildNodeFn: Fn(AstBuild) -> Result<AstNode> + Sized + 'static {
    /// The C trampoline for states holding this closure type.
    #[doc(hidden)]
    fn c_fn(
        _state: &Rc<StoredState<Self>>,
    ) -> unsafe extern "C" fn(Raw<AstBuild>, *mut c_void) -> Raw<AstNode> {
        build_node_tramp::<Self>
    }
}
impl<F: Fn(AstBuild) -> Result<AstNode> + 'static> BuildNodeFn for F {}

unsafe extern "C" fn build_node_tramp<F: BuildNodeFn>(
    build: Raw<AstBuild>,
    user: *mut c_void,
) -> Raw<AstNode> {
    // SAFETY: `user` is the state stored with this trampoline, kept alive by its object.
    let st = unsafe { stored::<F>(user) };
    // SAFETY: ISL gives the build to the callback.
    let Some(build) = (unsafe { owned::<AstBuild>(build, &st.ctx) }) else {
        return std::ptr::null_mut();
    };
    null_or_raw!(st.run(|f, _| f(build)))
}

/// A closure that prints an AST node itself (`print_for`, `print_user`).
///
/// Stored, like a [`NodeBuildFn`], and called the same way.
///
/// ```
/// use isl_safe::{format, AstBuild, AstNode, AstPrintOptions, Context, Printer, Set, UnionMap};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?;
/// let ast = build.node_from_schedule_map("{ S[i] -> [i] : 0 <= i < 4 }".parse::<UnionMap>()?)?;
/// let options = AstPrintOptions::alloc()?.set_print_user(|p: Printer, _options, node: &AstNode| {
///     let call = node.user_get_expr()?;
///     p.start_line()?.print_str("run(")?.print_ast_expr(&call)?.print_str(");")?.end_line()
/// })?;
/// let p = Printer::to_str()?.set_output_format(format::C)?;
/// assert_eq!(
///     ast.print(p, options)?.get_str()?,
///     "for (int c0 = 0; c0 <= 3; c0 += 1)\n  run(S(c0));\n"
/// );
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait PrintFn:
    Fn(Printer, AstPrintOptions, &AstNode) -> Result<Printer> + Sized + 'static
{
    /// The C trampoline for states holding this closure type.
    #[doc(hidden)]
    fn c_fn(
        _state: &Rc<StoredState<Self>>,
    ) -> unsafe extern "C" fn(
        Raw<Printer>,
        Raw<AstPrintOptions>,
        Raw<AstNode>,
        *mut c_void,
    ) -> Raw<Printer> {
        print_tramp::<Self>
    }
}
impl<F: Fn(Printer, AstPrintOptions, &AstNode) -> Result<Printer> + 'static> PrintFn for F {}

unsafe extern "C" fn print_tramp<F: PrintFn>(
    p: Raw<Printer>,
    options: Raw<AstPrintOptions>,
    node: Raw<AstNode>,
    user: *mut c_void,
) -> Raw<Printer> {
    // SAFETY: `user` is the state stored with this trampoline, kept alive by its object.
    let st = unsafe { stored::<F>(user) };
    // SAFETY: ISL gives the printer and the options, and lends the node.
    let (p, options) = unsafe {
        (
            owned::<Printer>(p, &st.ctx),
            owned::<AstPrintOptions>(options, &st.ctx),
        )
    };
    let (Some(p), Some(options)) = (p, options) else {
        return std::ptr::null_mut();
    };
    // SAFETY: ISL lends the node during the call.
    let r = unsafe { lend::<AstNode, _>(node, &st.ctx, |n| st.run(|f, _| f(p, options, n))) };
    null_or_raw!(r.flatten())
}

impl<F> std::fmt::Debug for StoredState<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoredState")
            .field("ctx", &self.ctx)
            .finish_non_exhaustive()
    }
}
