//! Closures called by ISL.
//!
//! A closure never unwinds into C: a panic is caught in the trampoline, ISL is
//! told to stop, and the panic resumes once ISL has returned. A closure's `Err`
//! stops the operation too and comes back to the caller as that `Err`. The
//! closures of the `foreach` kinds may return a [`ControlFlow`] instead (see
//! [`Step`]): `Break(b)` stops ISL without an error, and the method returns
//! `Ok(ControlFlow::Break(b))`.
//!
//! Each callback kind is a trait implemented by every closure of the right
//! shape; the trait supplies the C trampoline for that closure type:
//!
//! | kind | ISL's callback | the closure |
//! | --- | --- | --- |
//! | [`Foreach<T, R>`] | `isl_stat (*)(__isl_take T *, void *)` | `FnMut(T) -> R`, `R` a [`Step`]: `Result<(), E>` or `ControlFlow<B>` |
//! | [`Foreach2<A, B, R>`] | `isl_stat (*)(__isl_take A *, __isl_take B *, void *)` | `FnMut(A, B) -> R` |
//! | [`Test<T, E>`] | `isl_bool (*)(__isl_keep T *, void *)` | `FnMut(&T) -> Result<bool, E>` |
//! | [`Test2<A, B, E>`] | `isl_bool (*)(__isl_keep A *, __isl_keep B *, void *)` | `FnMut(&A, &B) -> Result<bool, E>` |
//! | [`MapFn<T, E>`] | `__isl_give T *(*)(__isl_take T *, void *)` | `FnMut(T) -> Result<T, E>` |
//! | [`Cmp<T, E>`] | `int (*)(__isl_keep T *, __isl_keep T *, void *)` | `FnMut(&T, &T) -> Result<Ordering, E>` |
//! | [`ForeachRef<T, R>`] | `isl_stat (*)(__isl_keep T *, void *)` | `FnMut(&T) -> R` |
//! | [`ForeachEnum<T, R>`] | `isl_stat (*)(enum T, void *)` | `FnMut(T) -> R` |
//! | [`BoundPair<C, B, R>`] | `isl_stat (*)(__isl_take C *, __isl_take C *, __isl_take B *, void *)`, either `C` may be NULL | `FnMut(Option<C>, Option<C>, B) -> R` |
//!
//! A function taking two callbacks (`*_list_foreach_scc`: which elements
//! must come after which, and what to do with each strongly connected
//! component) takes two closures, each with its own state.

use crate::context::Context;
use crate::error::Error;
use crate::object::enums::IslEnum;
use crate::object::Object;
use crate::prim::sys;
use std::any::Any;
use std::cmp::Ordering;
use std::convert::Infallible;
use std::ffi::{c_int, c_void};
use std::mem::ManuallyDrop;
use std::ops::ControlFlow;
use std::panic::{self, AssertUnwindSafe};

/// What a closure of the `foreach` kinds ([`Foreach`], [`Foreach2`],
/// [`ForeachRef`], [`ForeachEnum`], [`BoundPair`]) returns for each element:
/// go on, or stop ISL's walk. The method's result follows from it:
///
/// | the closure returns | to stop | the method returns |
/// | --- | --- | --- |
/// | `Result<(), E>` | `Err(e)` | `Result<(), E>`: the closure's `Err(e)`, or ISL's error |
/// | [`ControlFlow<B>`] | `ControlFlow::Break(b)` | `Result<ControlFlow<B>>`: `Ok(Break(b))` if stopped, `Ok(Continue(()))` if ISL went through every element, or ISL's error |
///
/// C++ code stops a walk with `return isl::stat::error()` and tells the stop
/// from an error by its own flag; here a break is no error.
///
/// ```
/// use isl_safe::{Context, Set};
/// use std::ops::ControlFlow;
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let set: Set = "{ [i] : 0 <= i < 1000 }".parse()?;
/// // The first point past 10, without walking the other 989.
/// let mut seen = 0;
/// let found = set.foreach_point(|p| {
///     seen += 1;
///     let i = p.to_ints().unwrap_or_default()[0];
///     if i > 10 { ControlFlow::Break(i) } else { ControlFlow::Continue(()) }
/// })?;
/// let ControlFlow::Break(i) = found else { panic!("no point past 10") };
/// assert!(i > 10 && seen < 1000);
/// // Through every element: `Continue`.
/// assert_eq!(set.foreach_point(|_| ControlFlow::<()>::Continue(()))?, ControlFlow::Continue(()));
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Step: Sized {
    /// The method's error: the closure's `E`, or this crate's [`Error`] for
    /// a `ControlFlow`.
    type Error: From<Error>;
    /// What the method returns when ISL did not fail: `()`, or the
    /// `ControlFlow` (`Break(b)` if the closure stopped ISL).
    type Output;
    /// The value of a stop that is no error: `B`, none for `Result`.
    #[doc(hidden)]
    type Break;
    /// Go on (`Continue`), or stop with a break value or an error.
    #[doc(hidden)]
    fn step(self) -> ControlFlow<Result<Self::Break, Self::Error>>;
    /// The method's result: stopped with `Some(b)`, or through every element.
    #[doc(hidden)]
    fn output(stopped: Option<Self::Break>) -> Self::Output;
}

impl<E: From<Error>> Step for Result<(), E> {
    type Error = E;
    type Output = ();
    type Break = Infallible;
    #[inline]
    fn step(self) -> ControlFlow<Result<Infallible, E>> {
        match self {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => ControlFlow::Break(Err(e)),
        }
    }
    #[inline]
    fn output(_: Option<Infallible>) {}
}

impl<B> Step for ControlFlow<B> {
    type Error = Error;
    type Output = ControlFlow<B>;
    type Break = B;
    #[inline]
    fn step(self) -> ControlFlow<Result<B, Error>> {
        match self {
            ControlFlow::Continue(()) => ControlFlow::Continue(()),
            ControlFlow::Break(b) => ControlFlow::Break(Ok(b)),
        }
    }
    #[inline]
    fn output(stopped: Option<B>) -> ControlFlow<B> {
        match stopped {
            Some(b) => ControlFlow::Break(b),
            None => ControlFlow::Continue(()),
        }
    }
}

/// The state a trampoline reaches through ISL's `user` pointer.
#[doc(hidden)]
pub struct CbState<F, E, B = Infallible> {
    f: F,
    ctx: Context,
    err: Option<E>,
    // The value of a closure's `ControlFlow::Break` (see `Step`).
    brk: Option<B>,
    panic: Option<Box<dyn Any + Send>>,
}

impl<F, E, B> CbState<F, E, B> {
    /// Wraps the closure `f` for a call in `ctx`.
    pub fn new(f: F, ctx: Context) -> Self {
        CbState {
            f,
            ctx,
            err: None,
            brk: None,
            panic: None,
        }
    }

    /// The `user` pointer to pass to ISL; valid while `self` is neither moved nor dropped.
    pub fn user(&mut self) -> *mut c_void {
        self as *mut Self as *mut c_void
    }

    /// After the C call: resumes a caught panic, or returns the closure's error.
    /// Either way ISL's error state is reset (the stop was ours).
    pub fn finish(self) -> Result<(), E> {
        self.finish_step().map(drop)
    }

    /// [`finish`](Self::finish), with the value of a closure's break, if one
    /// stopped ISL.
    pub fn finish_step(self) -> Result<Option<B>, E> {
        if self.panic.is_some() || self.err.is_some() || self.brk.is_some() {
            self.ctx.raw().reset_error();
        }
        if let Some(payload) = self.panic {
            panic::resume_unwind(payload);
        }
        match self.err {
            Some(e) => Err(e),
            None => Ok(self.brk),
        }
    }

    /// Runs the closure through `call`, catching panics and keeping errors;
    /// returns `None` when ISL must be told to stop.
    fn run<R>(&mut self, call: impl FnOnce(&mut F, &Context) -> Result<R, E>) -> Option<R> {
        if self.err.is_some() || self.panic.is_some() || self.brk.is_some() {
            return None;
        }
        let (f, ctx) = (&mut self.f, &self.ctx);
        match panic::catch_unwind(AssertUnwindSafe(|| call(f, ctx))) {
            Ok(Ok(r)) => Some(r),
            Ok(Err(e)) => {
                self.err = Some(e);
                None
            }
            Err(payload) => {
                self.panic = Some(payload);
                None
            }
        }
    }
}

impl<F, E, B> CbState<F, E, B> {
    /// Runs a closure of the `foreach` kinds through `call`: `Some(())` to
    /// go on, `None` when ISL must stop (an error, a panic or a break, kept).
    fn run_step<R: Step<Error = E, Break = B>>(
        &mut self,
        call: impl FnOnce(&mut F) -> R,
    ) -> Option<()> {
        let stop = self.run(|f, _| match call(f).step() {
            ControlFlow::Continue(()) => Ok(None),
            ControlFlow::Break(Ok(b)) => Ok(Some(b)),
            ControlFlow::Break(Err(e)) => Err(e),
        })?;
        match stop {
            None => Some(()),
            Some(b) => {
                self.brk = Some(b);
                None
            }
        }
    }
}

/// Recovers the state from ISL's `user` pointer.
///
/// # Safety
/// `user` must be the pointer from [`CbState::user`] of a live state of this type.
unsafe fn state<'a, F, E, B>(user: *mut c_void) -> &'a mut CbState<F, E, B> {
    // SAFETY: guaranteed by the caller.
    unsafe { &mut *(user as *mut CbState<F, E, B>) }
}

/// Takes ownership of an object ISL gives to a callback.
///
/// # Safety
/// `raw` must be an owned pointer of type `T` (or NULL) made in `ctx`.
pub(super) unsafe fn owned<T: Object>(raw: *mut T::Raw, ctx: &Context) -> Option<T> {
    // SAFETY: guaranteed by the caller.
    unsafe { T::from_raw(raw, ctx.clone()) }
}

/// Lends an object ISL keeps to a callback: a view that never frees it.
///
/// # Safety
/// `raw` must be a valid pointer of type `T` made in `ctx`, alive during `f`.
pub(super) unsafe fn lend<T: Object, R>(
    raw: *mut T::Raw,
    ctx: &Context,
    f: impl FnOnce(&T) -> R,
) -> Option<R> {
    // SAFETY: guaranteed by the caller; the view is turned back into its raw
    // pointer below (never freed), also when `f` unwinds.
    let view = ManuallyDrop::new(unsafe { T::from_raw(raw, ctx.clone()) }?);
    struct Release<T: Object>(ManuallyDrop<T>);
    impl<T: Object> Drop for Release<T> {
        fn drop(&mut self) {
            // SAFETY: taken out exactly once; into_raw drops the context
            // handle and forgets the pointer, which ISL still owns.
            let _ = unsafe { ManuallyDrop::take(&mut self.0) }.into_raw();
        }
    }
    let view = Release(view);
    Some(f(&view.0))
}

const STAT_OK: sys::isl_stat = sys::isl_stat::isl_stat_ok;
const STAT_ERROR: sys::isl_stat = sys::isl_stat::isl_stat_error;
const BOOL_ERROR: sys::isl_bool = sys::isl_bool::isl_bool_error;

fn isl_bool(b: bool) -> sys::isl_bool {
    if b {
        sys::isl_bool::isl_bool_true
    } else {
        sys::isl_bool::isl_bool_false
    }
}

type Raw<T> = *mut <T as crate::prim::Handle>::Raw;

/// A closure ISL calls with each part, giving it away.
///
/// ```
/// use isl_safe::{Context, Error, Set};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let set: Set = "{ [i] : 0 <= i < 3 }".parse()?;
/// let mut points = Vec::new();
/// set.foreach_point(|p| {
///     points.push(p.to_string());
///     Ok::<_, Error>(())
/// })?;
/// points.sort();
/// assert_eq!(points, ["{ [0] }", "{ [1] }", "{ [2] }"]);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Foreach<T: Object, R: Step>: FnMut(T) -> R + Sized {
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(
        _state: &CbState<Self, R::Error, R::Break>,
    ) -> unsafe extern "C" fn(Raw<T>, *mut c_void) -> sys::isl_stat {
        foreach_tramp::<T, R, Self>
    }
}
impl<T: Object, R: Step, F: FnMut(T) -> R> Foreach<T, R> for F {}

unsafe extern "C" fn foreach_tramp<T: Object, R: Step, F: FnMut(T) -> R>(
    raw: Raw<T>,
    user: *mut c_void,
) -> sys::isl_stat {
    // SAFETY: ISL passes back the `user` of the call, a live CbState of these types.
    let st = unsafe { state::<F, R::Error, R::Break>(user) };
    let ctx = st.ctx.clone();
    // SAFETY: ISL gives the callback ownership of `raw`, made in the call's context.
    let Some(obj) = (unsafe { owned::<T>(raw, &ctx) }) else {
        return STAT_ERROR;
    };
    st.run_step(|f| f(obj)).map_or(STAT_ERROR, |()| STAT_OK)
}

/// A closure ISL calls with each pair of parts, giving them away.
///
/// ```
/// use isl_safe::{Context, Error, PwAff};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let abs: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }".parse()?;
/// let mut pieces = Vec::new();
/// abs.foreach_piece(|domain, aff| {
///     pieces.push(format!("{aff} on {domain}"));
///     Ok::<_, Error>(())
/// })?;
/// assert_eq!(pieces.len(), 2);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Foreach2<A: Object, B: Object, R: Step>: FnMut(A, B) -> R + Sized {
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(
        _state: &CbState<Self, R::Error, R::Break>,
    ) -> unsafe extern "C" fn(Raw<A>, Raw<B>, *mut c_void) -> sys::isl_stat {
        foreach2_tramp::<A, B, R, Self>
    }
}
impl<A: Object, B: Object, R: Step, F: FnMut(A, B) -> R> Foreach2<A, B, R> for F {}

unsafe extern "C" fn foreach2_tramp<A: Object, B: Object, R: Step, F: FnMut(A, B) -> R>(
    a: Raw<A>,
    b: Raw<B>,
    user: *mut c_void,
) -> sys::isl_stat {
    // SAFETY: ISL passes back the `user` of the call, a live CbState of these types.
    let st = unsafe { state::<F, R::Error, R::Break>(user) };
    let ctx = st.ctx.clone();
    // SAFETY: ISL gives the callback ownership of both pointers.
    let (a, b) = unsafe { (owned::<A>(a, &ctx), owned::<B>(b, &ctx)) };
    let (Some(a), Some(b)) = (a, b) else {
        return STAT_ERROR;
    };
    st.run_step(|f| f(a, b)).map_or(STAT_ERROR, |()| STAT_OK)
}

/// A predicate ISL calls with borrowed parts.
///
/// ```
/// use isl_safe::{Context, DimType, Error, UnionSet};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let u: UnionSet = "{ A[i] : 0 <= i < 4; B[i, j] : 0 <= i, j < 2 }".parse()?;
/// assert!(u.every_set(|s| Ok::<_, Error>(s.is_bounded()?))?);
/// assert!(!u.every_set(|s| Ok::<_, Error>(s.dim(DimType::Set)? == 1))?);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Test<T: Object, E>: FnMut(&T) -> Result<bool, E> + Sized {
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(
        _state: &CbState<Self, E>,
    ) -> unsafe extern "C" fn(Raw<T>, *mut c_void) -> sys::isl_bool {
        test_tramp::<T, E, Self>
    }
}
impl<T: Object, E, F: FnMut(&T) -> Result<bool, E>> Test<T, E> for F {}

unsafe extern "C" fn test_tramp<T: Object, E, F: FnMut(&T) -> Result<bool, E>>(
    raw: Raw<T>,
    user: *mut c_void,
) -> sys::isl_bool {
    // SAFETY: ISL passes back the `user` of the call, a live CbState<F, E>.
    let st = unsafe { state::<F, E, Infallible>(user) };
    let ctx = st.ctx.clone();
    // SAFETY: ISL keeps `raw` alive during the callback.
    let r = unsafe { lend::<T, _>(raw, &ctx, |t| st.run(|f, _| f(t))) };
    r.flatten().map_or(BOOL_ERROR, isl_bool)
}

/// A predicate ISL calls with borrowed pairs of parts.
///
/// ```
/// use isl_safe::{Context, Error, PwAff};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let abs: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }".parse()?;
/// // Every piece is non-negative on its domain.
/// let nonneg = abs.every_piece(|domain, aff| {
///     Ok::<_, Error>(domain.is_subset(&aff.nonneg_set()?)?)
/// })?;
/// assert!(nonneg);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Test2<A: Object, B: Object, E>: FnMut(&A, &B) -> Result<bool, E> + Sized {
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(
        _state: &CbState<Self, E>,
    ) -> unsafe extern "C" fn(Raw<A>, Raw<B>, *mut c_void) -> sys::isl_bool {
        test2_tramp::<A, B, E, Self>
    }
}
impl<A: Object, B: Object, E, F: FnMut(&A, &B) -> Result<bool, E>> Test2<A, B, E> for F {}

unsafe extern "C" fn test2_tramp<A: Object, B: Object, E, F: FnMut(&A, &B) -> Result<bool, E>>(
    a: Raw<A>,
    b: Raw<B>,
    user: *mut c_void,
) -> sys::isl_bool {
    // SAFETY: ISL passes back the `user` of the call, a live CbState<F, E>.
    let st = unsafe { state::<F, E, Infallible>(user) };
    let ctx = st.ctx.clone();
    // SAFETY: ISL keeps both pointers alive during the callback.
    let r = unsafe {
        lend::<A, _>(a, &ctx, |a| {
            lend::<B, _>(b, &ctx, |b| st.run(|f, _| f(a, b)))
        })
    };
    r.flatten().flatten().map_or(BOOL_ERROR, isl_bool)
}

/// A closure ISL calls to transform each part (taking it, giving back another).
///
/// ```
/// use isl_safe::{Context, Error, ValList};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let sizes = ValList::from_ints(&[32, 8])?;
/// let doubled = sizes.map(|v| Ok::<_, Error>(v.mul_ui(2_u64)?))?;
/// assert_eq!(doubled.to_string(), "(64,16)");
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait MapFn<T: Object, E>: FnMut(T) -> Result<T, E> + Sized {
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(_state: &CbState<Self, E>) -> unsafe extern "C" fn(Raw<T>, *mut c_void) -> Raw<T> {
        map_tramp::<T, E, Self>
    }
}
impl<T: Object, E, F: FnMut(T) -> Result<T, E>> MapFn<T, E> for F {}

unsafe extern "C" fn map_tramp<T: Object, E, F: FnMut(T) -> Result<T, E>>(
    raw: Raw<T>,
    user: *mut c_void,
) -> Raw<T> {
    // SAFETY: ISL passes back the `user` of the call, a live CbState<F, E>.
    let st = unsafe { state::<F, E, Infallible>(user) };
    let ctx = st.ctx.clone();
    // SAFETY: ISL gives the callback ownership of `raw`.
    let Some(obj) = (unsafe { owned::<T>(raw, &ctx) }) else {
        return std::ptr::null_mut();
    };
    st.run(|f, _| f(obj))
        .map_or(std::ptr::null_mut(), Object::into_raw)
}

/// A comparison ISL calls to sort parts.
///
/// ```
/// use isl_safe::{Context, Error, ValList};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let sizes = ValList::from_ints(&[8, 32, 16])?;
/// let sorted = sizes.sort(|a, b| Ok::<_, Error>(b.partial_cmp(a).unwrap()))?;
/// assert_eq!(sorted.to_string(), "(32,16,8)");
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Cmp<T: Object, E>: FnMut(&T, &T) -> Result<Ordering, E> + Sized {
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(
        _state: &CbState<Self, E>,
    ) -> unsafe extern "C" fn(Raw<T>, Raw<T>, *mut c_void) -> c_int {
        cmp_tramp::<T, E, Self>
    }
}
impl<T: Object, E, F: FnMut(&T, &T) -> Result<Ordering, E>> Cmp<T, E> for F {}

unsafe extern "C" fn cmp_tramp<T: Object, E, F: FnMut(&T, &T) -> Result<Ordering, E>>(
    a: Raw<T>,
    b: Raw<T>,
    user: *mut c_void,
) -> c_int {
    // SAFETY: ISL passes back the `user` of the call, a live CbState<F, E>.
    let st = unsafe { state::<F, E, Infallible>(user) };
    let ctx = st.ctx.clone();
    // SAFETY: ISL keeps both pointers alive during the callback.
    let r = unsafe {
        lend::<T, _>(a, &ctx, |a| {
            lend::<T, _>(b, &ctx, |b| st.run(|f, _| f(a, b)))
        })
    };
    // A comparison cannot stop ISL: after an error or panic it answers "equal"
    // until ISL returns, and the caller gets the error then.
    r.flatten().flatten().map_or(0, |o| o as c_int)
}

/// A closure ISL calls with borrowed parts, to visit them (no answer but
/// whether to go on).
///
/// ```
/// use isl_safe::{Context, Error, Schedule, ScheduleNodeType};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s: Schedule = r#"{ domain: "{ S[i] : 0 <= i < 3 }",
///     child: { schedule: "[{ S[i] -> [(i)] }]" } }"#.parse()?;
/// let leaf = s.get_root()?.child(0)?.child(0)?;
/// let mut above = Vec::new();
/// leaf.foreach_ancestor_top_down(|node| {
///     above.push(node.get_type()?);
///     Ok::<_, Error>(())
/// })?;
/// assert_eq!(above, [ScheduleNodeType::Domain, ScheduleNodeType::Band]);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait ForeachRef<T: Object, R: Step>: FnMut(&T) -> R + Sized {
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(
        _state: &CbState<Self, R::Error, R::Break>,
    ) -> unsafe extern "C" fn(Raw<T>, *mut c_void) -> sys::isl_stat {
        foreach_ref_tramp::<T, R, Self>
    }
}
impl<T: Object, R: Step, F: FnMut(&T) -> R> ForeachRef<T, R> for F {}

unsafe extern "C" fn foreach_ref_tramp<T: Object, R: Step, F: FnMut(&T) -> R>(
    raw: Raw<T>,
    user: *mut c_void,
) -> sys::isl_stat {
    // SAFETY: ISL passes back the `user` of the call, a live CbState of these types.
    let st = unsafe { state::<F, R::Error, R::Break>(user) };
    let ctx = st.ctx.clone();
    // SAFETY: ISL keeps `raw` alive during the callback.
    let r = unsafe { lend::<T, _>(raw, &ctx, |t| st.run_step(|f| f(t))) };
    r.flatten().map_or(STAT_ERROR, |()| STAT_OK)
}

/// A closure ISL calls with each value of one of its enums.
///
/// ```
/// use isl_safe::{AstBuild, AstExprOpType, Context, Error, PwAff, Set};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let build = AstBuild::from_context("[n] -> { : }".parse::<Set>()?)?;
/// let e = build.expr_from_pw_aff("[n] -> { [(floor(n / 2))] }".parse::<PwAff>()?)?;
/// let mut ops = Vec::new();
/// e.foreach_ast_expr_op_type(|op| {
///     ops.push(op);
///     Ok::<_, Error>(())
/// })?;
/// assert_eq!(ops, [AstExprOpType::FdivQ]);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait ForeachEnum<T: IslEnum, R: Step>: FnMut(T) -> R + Sized {
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(
        _state: &CbState<Self, R::Error, R::Break>,
    ) -> unsafe extern "C" fn(T::Raw, *mut c_void) -> sys::isl_stat {
        foreach_enum_tramp::<T, R, Self>
    }
}
impl<T: IslEnum, R: Step, F: FnMut(T) -> R> ForeachEnum<T, R> for F {}

unsafe extern "C" fn foreach_enum_tramp<T: IslEnum, R: Step, F: FnMut(T) -> R>(
    raw: T::Raw,
    user: *mut c_void,
) -> sys::isl_stat {
    // SAFETY: ISL passes back the `user` of the call, a live CbState of these types.
    let st = unsafe { state::<F, R::Error, R::Break>(user) };
    // A value this crate's enum does not know (a newer ISL) stops ISL; the
    // call then fails with ISL's error state reset, as for any other stop.
    let Some(value) = T::from_raw(raw) else {
        return STAT_ERROR;
    };
    st.run_step(|f| f(value)).map_or(STAT_ERROR, |()| STAT_OK)
}

/// A closure ISL calls with a lower bound, an upper bound (either may be
/// missing) and the part of the set where they are the tightest.
///
/// ```
/// use isl_safe::{BasicSet, Context, DimType, Error};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let b: BasicSet = "[n] -> { [i] : 0 <= i <= n and i <= 10 }".parse()?;
/// // The upper bounds on i, each with the parameters where it is the tighter.
/// let mut uppers = Vec::new();
/// b.foreach_bound_pair(DimType::Set, 0, |lower, upper, tightest| {
///     assert_eq!(lower.unwrap().to_string(), "[n] -> { [i] : i >= 0 }");
///     uppers.push((upper.unwrap().to_string(), tightest.to_string()));
///     Ok::<_, Error>(())
/// })?;
/// assert_eq!(uppers, [
///     ("[n] -> { [i] : n - i >= 0 }".to_string(), "[n] -> { [] : 0 <= n <= 9 }".to_string()),
///     ("[n] -> { [i] : 10 - i >= 0 }".to_string(), "[n] -> { [] : n >= 10 }".to_string()),
/// ]);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait BoundPair<C: Object, B: Object, R: Step>:
    FnMut(Option<C>, Option<C>, B) -> R + Sized
{
    /// The C trampoline for states holding this closure type (tied to the
    /// state's type so the trampoline always reads the state ISL is given).
    #[doc(hidden)]
    fn c_fn(
        _state: &CbState<Self, R::Error, R::Break>,
    ) -> unsafe extern "C" fn(Raw<C>, Raw<C>, Raw<B>, *mut c_void) -> sys::isl_stat {
        bound_pair_tramp::<C, B, R, Self>
    }
}
impl<C: Object, B: Object, R: Step, F: FnMut(Option<C>, Option<C>, B) -> R> BoundPair<C, B, R>
    for F
{
}

unsafe extern "C" fn bound_pair_tramp<
    C: Object,
    B: Object,
    R: Step,
    F: FnMut(Option<C>, Option<C>, B) -> R,
>(
    lower: Raw<C>,
    upper: Raw<C>,
    part: Raw<B>,
    user: *mut c_void,
) -> sys::isl_stat {
    // SAFETY: ISL passes back the `user` of the call, a live CbState of these types.
    let st = unsafe { state::<F, R::Error, R::Break>(user) };
    let ctx = st.ctx.clone();
    // SAFETY: ISL gives the callback ownership of the three pointers (a
    // missing bound is NULL).
    let (lower, upper, part) = unsafe {
        (
            owned::<C>(lower, &ctx),
            owned::<C>(upper, &ctx),
            owned::<B>(part, &ctx),
        )
    };
    let Some(part) = part else {
        return STAT_ERROR;
    };
    st.run_step(|f| f(lower, upper, part))
        .map_or(STAT_ERROR, |()| STAT_OK)
}

impl<F, E, B> std::fmt::Debug for CbState<F, E, B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CbState")
            .field("ctx", &self.ctx)
            .field("failed", &self.err.is_some())
            .field("stopped", &self.brk.is_some())
            .field("panicked", &self.panic.is_some())
            .finish_non_exhaustive()
    }
}
