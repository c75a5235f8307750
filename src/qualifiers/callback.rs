//! Closures called by ISL.
//!
//! A closure never unwinds into C: a panic is caught in the trampoline, ISL
//! is told to stop, and the panic resumes once ISL has returned. A closure's
//! `Err` stops the iteration too and comes back to the caller as that `Err`.

use crate::error::Error;
use crate::object::Object;
use crate::prim::sys;
use crate::Context;
use std::any::Any;
use std::ffi::c_void;
use std::panic::{self, AssertUnwindSafe};

/// ISL's callback type for `isl_*_foreach_*`: takes an object and `user`.
type RawCallback<T> =
    unsafe extern "C" fn(*mut <T as crate::prim::Handle>::Raw, *mut c_void) -> sys::isl_stat;

struct State<'f, T, E> {
    f: &'f mut dyn FnMut(T) -> Result<(), E>,
    ctx: Context,
    err: Option<E>,
    panic: Option<Box<dyn Any + Send>>,
}

unsafe extern "C" fn trampoline<T: Object, E>(
    raw: *mut T::Raw,
    user: *mut c_void,
) -> sys::isl_stat {
    // SAFETY: `user` is the `State` that `foreach` passed, alive for the whole call.
    let state = unsafe { &mut *(user as *mut State<'_, T, E>) };
    // SAFETY: ISL gives the callback ownership of `raw`, made in the state's context.
    let Some(obj) = (unsafe { T::from_raw(raw, state.ctx.clone()) }) else {
        return sys::isl_stat::isl_stat_error;
    };
    match panic::catch_unwind(AssertUnwindSafe(|| (state.f)(obj))) {
        Ok(Ok(())) => sys::isl_stat::isl_stat_ok,
        Ok(Err(e)) => {
            state.err = Some(e);
            sys::isl_stat::isl_stat_error
        }
        Err(payload) => {
            state.panic = Some(payload);
            sys::isl_stat::isl_stat_error
        }
    }
}

/// Calls an `isl_*_foreach_*` function on `obj` with the closure `f`.
///
/// # Safety
/// `call` must be an ISL function that calls its callback with objects of type
/// `T` it gives away, passing `user` through, and only during the call.
#[doc(hidden)]
pub unsafe fn foreach<O: Object, T: Object, E: From<Error>>(
    obj: &O,
    call: unsafe extern "C" fn(*mut O::Raw, Option<RawCallback<T>>, *mut c_void) -> sys::isl_stat,
    function: &'static str,
    mut f: impl FnMut(T) -> Result<(), E>,
) -> Result<(), E> {
    let mut state = State::<T, E> {
        f: &mut f,
        ctx: obj.context().clone(),
        err: None,
        panic: None,
    };
    let user = &mut state as *mut State<'_, T, E> as *mut c_void;
    // SAFETY: see the function's contract; `state` outlives the call.
    let stat = unsafe { call(obj.as_raw(), Some(trampoline::<T, E>), user) };
    if let Some(payload) = state.panic.take() {
        // The stop we asked for is no ISL error.
        state.ctx.raw().reset_error();
        panic::resume_unwind(payload);
    }
    if let Some(err) = state.err.take() {
        state.ctx.raw().reset_error();
        return Err(err);
    }
    if stat.0 < 0 {
        return Err(state.ctx.take_error(function).into());
    }
    Ok(())
}
