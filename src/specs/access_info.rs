//! ISL's dataflow analysis on single maps (`isl_access_info`, `isl_flow`),
//! whose accesses carry user pointers and whose execution order comes from a
//! callback with no user data. Here each access carries a typed Rust tag,
//! and the order is a closure on tags; the tags live as long as the
//! [`AccessInfo`] and the [`Flow`] made from it.

use crate::context::Context;
use crate::error::{Error, Result};
use crate::object::Object;
use crate::object::{AccessInfo, DimType, Flow, Map, Restriction, Set};
use crate::prim::sys;
use std::any::Any;
use std::cell::RefCell;
use std::ffi::{c_int, c_void};
use std::panic::{self, AssertUnwindSafe};
use std::rc::Rc;

/// The most sources an [`AccessInfo`] can be made for (ISL allocates room
/// for all of them at once).
pub const MAX_SOURCES: usize = 1 << 20;

/// What stopped a callback: ISL cannot be told why, so it is kept here and
/// reported once ISL returns.
enum Failure {
    Panic(Box<dyn Any + Send>),
    Error(Error),
}

/// What every access of one analysis shares: the order on tags, the
/// restriction callback, and the first failure of either.
struct Shared<T> {
    ctx: Context,
    level_before: LevelFn<T>,
    restrict: RefCell<Option<RestrictFn<T>>>,
    failure: RefCell<Option<Failure>>,
}

/// The order closure of [`AccessInfo::new`].
type LevelFn<T> = Box<dyn Fn(&T, &T) -> i32>;

/// The closure of [`AccessInfo::set_restrict`].
type RestrictFn<T> = Box<dyn FnMut(&Map, &Set, &T) -> Result<Restriction>>;

impl<T> Shared<T> {
    fn fail(&self, failure: Failure) {
        let mut slot = self.failure.borrow_mut();
        if slot.is_none() {
            *slot = Some(failure);
        }
    }

    fn failed(&self) -> bool {
        self.failure.borrow().is_some()
    }
}

/// One access: its tag, the number of its statement's loops (its map's
/// input dimensions), and the shared state. ISL's user pointer points here.
struct Access<T> {
    tag: T,
    depth: usize,
    shared: Rc<Shared<T>>,
}

/// The number of a map's input dimensions.
fn depth(map: &Map) -> Result<usize> {
    map.dim(DimType::In)
}

/// ISL's `isl_access_level_before` for tags of type `T`.
unsafe extern "C" fn level_tramp<T: 'static>(first: *mut c_void, second: *mut c_void) -> c_int {
    // SAFETY: ISL passes back the user pointers of two accesses of this
    // analysis, `Access<T>`s kept alive by the `AccessInfo` (or the `Flow`
    // being computed from it).
    let (a, b) = unsafe {
        (
            &*(first as *const Access<T>),
            &*(second as *const Access<T>),
        )
    };
    let shared = &a.shared;
    if shared.failed() {
        return 0;
    }
    match panic::catch_unwind(AssertUnwindSafe(|| (shared.level_before)(&a.tag, &b.tag))) {
        Ok(level) => {
            // ISL builds orders on that many leading dimensions without
            // checking them: a level must fit both statements' loops.
            let max = 2 * a.depth.min(b.depth) + 1;
            if (0..=max as i64).contains(&(level as i64)) {
                level
            } else {
                shared.fail(Failure::Error(Error::InvalidArgument {
                    function: "isl_access_info_compute_flow",
                    message: format!(
                        "level_before returned {level}; two accesses with {} and {} loops \
                         allow 0..={max} (2 * shared loops, + 1 if the first comes first)",
                        a.depth, b.depth
                    ),
                }));
                0
            }
        }
        Err(payload) => {
            shared.fail(Failure::Panic(payload));
            0
        }
    }
}

/// ISL's `isl_access_restrict` for tags of type `T`.
unsafe extern "C" fn restrict_tramp<T: 'static>(
    source_map: *mut sys::isl_map,
    sink: *mut sys::isl_set,
    source_user: *mut c_void,
    user: *mut c_void,
) -> *mut sys::isl_restriction {
    // SAFETY: `user` is the analysis' `Shared<T>` and `source_user` one of
    // its accesses, both kept alive during the computation.
    let (shared, access) = unsafe {
        (
            &*(user as *const Shared<T>),
            &*(source_user as *const Access<T>),
        )
    };
    if shared.failed() {
        return std::ptr::null_mut();
    }
    let Ok(mut slot) = shared.restrict.try_borrow_mut() else {
        // The closure itself started a computation of this analysis.
        return std::ptr::null_mut();
    };
    let Some(f) = slot.as_mut() else {
        return std::ptr::null_mut();
    };
    let ctx = shared.ctx.clone();
    let result = panic::catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: ISL keeps both objects alive during the callback; the
        // views are given back, never freed.
        unsafe {
            with_view::<Map, _>(source_map, &ctx, |m| {
                with_view::<Set, _>(sink, &ctx, |s| f(m, s, &access.tag))
            })
        }
    }));
    drop(slot);
    match result {
        Ok(Some(Some(Ok(restriction)))) => restriction.into_raw(),
        Ok(Some(Some(Err(e)))) => {
            shared.fail(Failure::Error(e));
            std::ptr::null_mut()
        }
        Ok(_) => std::ptr::null_mut(),
        Err(payload) => {
            shared.fail(Failure::Panic(payload));
            std::ptr::null_mut()
        }
    }
}

/// Lends `f` an object ISL keeps: a view that is never freed, also when `f`
/// unwinds. `None` for NULL.
///
/// # Safety
/// `raw` must be a valid object of type `O` made in `ctx`, alive during `f`.
unsafe fn with_view<O: Object, R>(
    raw: *mut O::Raw,
    ctx: &Context,
    f: impl FnOnce(&O) -> R,
) -> Option<R> {
    struct Release<O: Object>(std::mem::ManuallyDrop<O>);
    impl<O: Object> Drop for Release<O> {
        fn drop(&mut self) {
            // SAFETY: taken out once; into_raw forgets the pointer, which ISL
            // still owns.
            let _ = unsafe { std::mem::ManuallyDrop::take(&mut self.0) }.into_raw();
        }
    }
    // SAFETY: guaranteed by the caller.
    let view = Release(std::mem::ManuallyDrop::new(unsafe {
        O::from_raw(raw, ctx.clone())
    }?));
    Some(f(&view.0))
}

impl AccessInfo {
    /// The input of ISL's dataflow analysis on single maps
    /// (`isl_access_info_alloc`): the sink access `sink` (statement
    /// instances → array elements) tagged `sink_tag`, room for `max_sources`
    /// sources, and `level_before`, the execution order of two accesses
    /// given by their tags.
    ///
    /// `level_before(a, b)` returns `2 * n + 1` if `a`'s statement comes
    /// before `b`'s within their `n` shared loops (for the same values of
    /// those loops' iterators), and `2 * n` if not; ISL derives the order
    /// of the instances from it. A value outside `0..=2 * n + 1` (with `n`
    /// at most the smaller loop count) makes [`compute_flow`](Self::compute_flow)
    /// fail, as does a panic, which resumes there.
    ///
    /// [`UnionAccessInfo`](crate::UnionAccessInfo) runs the same analysis
    /// from a schedule instead of a callback.
    ///
    /// ```
    /// use isl_safe::{AccessInfo, Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // for (i = 0; i < n; i++) { S: A[i] = ...; T: ... = A[i - 1]; }
    /// // Tags are the statements' text positions; both share one loop.
    /// let level = |a: &usize, b: &usize| 2 + (a < b) as i32;
    /// let sink: Map = "[n] -> { T[i] -> A[i - 1] : 0 <= i < n }".parse().unwrap();
    /// let write: Map = "[n] -> { S[i] -> A[i] : 0 <= i < n }".parse().unwrap();
    /// let flow = AccessInfo::new(sink, 1usize, 1, level)
    ///     .unwrap()
    ///     .add_source(write, true, 0usize)
    ///     .unwrap()
    ///     .compute_flow()
    ///     .unwrap();
    /// let mut deps = Vec::new();
    /// flow.foreach(|dep: Map, must, tag: &usize| {
    ///     deps.push((dep.to_string(), must, *tag));
    ///     Ok::<(), isl_safe::Error>(())
    /// })
    /// .unwrap();
    /// assert_eq!(deps, [("[n] -> { S[i] -> T[i' = 1 + i] : 0 <= i <= -2 + n }".to_string(), true, 0)]);
    /// assert_eq!(flow.get_no_source(1).unwrap().to_string(), "[n] -> { T[i = 0] -> A[-1] : n > 0 }");
    /// ```
    #[doc(alias = "isl_access_info_alloc")]
    pub fn new<T: 'static>(
        sink: Map,
        sink_tag: T,
        max_sources: usize,
        level_before: impl Fn(&T, &T) -> i32 + 'static,
    ) -> Result<AccessInfo> {
        const FN: &str = "isl_access_info_alloc";
        if max_sources > MAX_SOURCES {
            return Err(Error::InvalidArgument {
                function: FN,
                message: format!("{max_sources} sources are more than {MAX_SOURCES}"),
            });
        }
        let shared = Rc::new(Shared {
            ctx: sink.context().clone(),
            level_before: Box::new(level_before),
            restrict: RefCell::new(None),
            failure: RefCell::new(None),
        });
        let access = Rc::new(Access {
            tag: sink_tag,
            depth: depth(&sink)?,
            shared: shared.clone(),
        });
        let ctx = sink.context().clone();
        // SAFETY: the sink moves to ISL; the user pointer is the access,
        // which the result keeps alive (attached below); the trampoline
        // matches its type.
        let raw = unsafe {
            sys::isl_access_info_alloc(
                sink.into_raw(),
                Rc::as_ptr(&access) as *mut c_void,
                Some(level_tramp::<T>),
                max_sources as c_int,
            )
        };
        // SAFETY: an owned object made in `ctx`, or NULL.
        let mut info =
            unsafe { AccessInfo::from_raw(raw, ctx.clone()) }.ok_or_else(|| ctx.take_error(FN))?;
        info.attachments_mut()
            .push(Rc::new(SlotHandle(shared.clone())));
        info.attachments_mut().push(shared);
        info.attachments_mut().push(access);
        Ok(info)
    }

    /// The analysis' shared state, if its tags are of type `T`.
    fn shared<T: 'static>(&self, function: &'static str) -> Result<Rc<Shared<T>>> {
        self.attachments()
            .find::<Shared<T>>()
            .ok_or_else(|| Error::InvalidArgument {
                function,
                message: format!(
                    "the accesses' tags are not of type {}",
                    std::any::type_name::<T>()
                ),
            })
    }

    /// Adds a potential source (`isl_access_info_add_source`): a write
    /// (`must`: it surely writes the elements; otherwise it may) tagged
    /// `tag`, of the same type as the sink's. More sources than the
    /// [`new`](Self::new) call made room for, or a tag of another type, is an
    /// error.
    #[doc(alias = "isl_access_info_add_source")]
    pub fn add_source<T: 'static>(self, source: Map, must: bool, tag: T) -> Result<AccessInfo> {
        const FN: &str = "isl_access_info_add_source";
        let shared = self.shared::<T>(FN)?;
        let ctx = Context::common(&[Some(self.context()), Some(source.context())], FN)?;
        let access = Rc::new(Access {
            tag,
            depth: depth(&source)?,
            shared,
        });
        let mut this = self;
        let mut kept = std::mem::take(this.attachments_mut());
        // SAFETY: the object and the source move to ISL (which frees both on
        // failure); the user pointer is the access, kept alive with the
        // analysis' other attachments by the result.
        let raw = unsafe {
            sys::isl_access_info_add_source(
                this.into_raw(),
                source.into_raw(),
                c_int::from(must),
                Rc::as_ptr(&access) as *mut c_void,
            )
        };
        // SAFETY: an owned object made in `ctx`, or NULL.
        let mut info =
            unsafe { AccessInfo::from_raw(raw, ctx.clone()) }.ok_or_else(|| ctx.take_error(FN))?;
        kept.push(access);
        *info.attachments_mut() = kept;
        Ok(info)
    }

    /// Restricts the source iterations the analysis considers
    /// (`isl_access_info_set_restrict`): for each potential source, `f` gets
    /// the source iterations (as a map from the sink iterations), the sink
    /// iterations still without a source, and the source's tag, and
    /// returns a [`Restriction`]. An `Err` or a panic of `f` makes
    /// [`compute_flow`](Self::compute_flow) fail with it.
    #[doc(alias = "isl_access_info_set_restrict")]
    pub fn set_restrict<T: 'static>(
        self,
        f: impl FnMut(&Map, &Set, &T) -> Result<Restriction> + 'static,
    ) -> Result<AccessInfo> {
        const FN: &str = "isl_access_info_set_restrict";
        let shared = self.shared::<T>(FN)?;
        *shared.restrict.borrow_mut() = Some(Box::new(f));
        // SAFETY: a live object; the user pointer is the shared state, which
        // the object keeps alive; the trampoline matches its type.
        let raw = unsafe {
            sys::isl_access_info_set_restrict(
                self.as_raw(),
                Some(restrict_tramp::<T>),
                Rc::as_ptr(&shared) as *mut c_void,
            )
        };
        debug_assert_eq!(raw, self.as_raw());
        Ok(self)
    }

    /// Computes the dataflow (`isl_access_info_compute_flow`): for each
    /// source, the sink iterations whose element it last wrote. The
    /// [`Flow`] keeps the tags. A failure of `level_before` or of the
    /// restriction closure is returned (a panic resumes).
    #[doc(alias = "isl_access_info_compute_flow")]
    pub fn compute_flow(self) -> Result<Flow> {
        const FN: &str = "isl_access_info_compute_flow";
        let ctx = self.context().clone();
        let mut this = self;
        let kept = std::mem::take(this.attachments_mut());
        let slot = kept.find::<SlotHandle>();
        ctx.raw().reset_error();
        // SAFETY: the object moves to ISL; its accesses (`kept`) outlive the
        // call and move to the result.
        let raw = unsafe { sys::isl_access_info_compute_flow(this.into_raw()) };
        // SAFETY: an owned object made in `ctx`, or NULL.
        let flow = unsafe { Flow::from_raw(raw, ctx.clone()) };
        if let Some(failure) = slot.and_then(|s| s.0.take_failure()) {
            ctx.raw().reset_error();
            drop(flow);
            match failure {
                Failure::Panic(payload) => panic::resume_unwind(payload),
                Failure::Error(e) => return Err(e),
            }
        }
        let mut flow = flow.ok_or_else(|| ctx.take_error(FN))?;
        *flow.attachments_mut() = kept;
        Ok(flow)
    }
}

/// The failure slot of an analysis, whatever its tag type.
trait FailureSlot {
    fn take_failure(&self) -> Option<Failure>;
}

impl<T: 'static> FailureSlot for Shared<T> {
    fn take_failure(&self) -> Option<Failure> {
        self.failure.borrow_mut().take()
    }
}

/// The analysis' shared state behind its failure slot, attached so that
/// [`AccessInfo::compute_flow`] finds it without knowing the tag type.
struct SlotHandle(Rc<dyn FailureSlot>);

impl Flow {
    /// Calls `f` with each non-empty dependence of the analysis
    /// (`isl_flow_foreach`): the map from source iterations to the sink
    /// iterations that read what they wrote, whether the source surely wrote
    /// it, and the source's tag (of the type given to
    /// [`AccessInfo::new`]; another type is an error). `f`'s `Err` stops the
    /// walk and is returned; a panic resumes once ISL has returned.
    #[doc(alias = "isl_flow_foreach")]
    pub fn foreach<T, E, F>(&self, f: F) -> std::result::Result<(), E>
    where
        T: 'static,
        E: From<Error>,
        F: FnMut(Map, bool, &T) -> std::result::Result<(), E>,
    {
        const FN: &str = "isl_flow_foreach";
        if self.attachments().find::<Shared<T>>().is_none() {
            return Err(Error::InvalidArgument {
                function: FN,
                message: format!(
                    "the accesses' tags are not of type {}",
                    std::any::type_name::<T>()
                ),
            }
            .into());
        }
        let ctx = self.context().clone();
        let mut state = DepState {
            f,
            ctx: ctx.clone(),
            err: None,
            panic: None,
            _tag: std::marker::PhantomData::<fn(&T)>,
        };
        ctx.raw().reset_error();
        // SAFETY: a live flow whose user pointers are `Access<T>`s (checked
        // above) kept alive by it; the trampoline matches the state, which
        // outlives the call.
        let stat = unsafe {
            sys::isl_flow_foreach(
                self.as_raw(),
                Some(dep_tramp::<T, E, F>),
                &mut state as *mut DepState<F, E, T> as *mut c_void,
            )
        };
        if state.panic.is_some() || state.err.is_some() {
            ctx.raw().reset_error();
        }
        if let Some(payload) = state.panic {
            panic::resume_unwind(payload);
        }
        if let Some(e) = state.err {
            return Err(e);
        }
        if stat.0 < 0 {
            return Err(ctx.take_error(FN).into());
        }
        Ok(())
    }
}

/// What the trampoline of [`Flow::foreach`] reaches.
struct DepState<F, E, T> {
    f: F,
    ctx: Context,
    err: Option<E>,
    panic: Option<Box<dyn Any + Send>>,
    _tag: std::marker::PhantomData<fn(&T)>,
}

unsafe extern "C" fn dep_tramp<
    T: 'static,
    E,
    F: FnMut(Map, bool, &T) -> std::result::Result<(), E>,
>(
    dep: *mut sys::isl_map,
    must: c_int,
    dep_user: *mut c_void,
    user: *mut c_void,
) -> sys::isl_stat {
    // SAFETY: `user` is the call's `DepState`, alive during the call.
    let st = unsafe { &mut *(user as *mut DepState<F, E, T>) };
    // SAFETY: ISL gives the callback ownership of the dependence.
    let Some(dep) = (unsafe { Map::from_raw(dep, st.ctx.clone()) }) else {
        return sys::isl_stat::isl_stat_error;
    };
    if st.err.is_some() || st.panic.is_some() {
        return sys::isl_stat::isl_stat_error;
    }
    // SAFETY: a source's user pointer, an `Access<T>` the flow keeps alive.
    let access = unsafe { &*(dep_user as *const Access<T>) };
    match panic::catch_unwind(AssertUnwindSafe(|| (st.f)(dep, must != 0, &access.tag))) {
        Ok(Ok(())) => sys::isl_stat::isl_stat_ok,
        Ok(Err(e)) => {
            st.err = Some(e);
            sys::isl_stat::isl_stat_error
        }
        Err(payload) => {
            st.panic = Some(payload);
            sys::isl_stat::isl_stat_error
        }
    }
}
