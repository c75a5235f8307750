//! Out-parameters: values ISL writes through a pointer, returned with the
//! result as a tuple.

use crate::context::Context;
use crate::error::Result;
use crate::object::Object;
use crate::prim::sys;
use std::ffi::c_int;
use std::marker::PhantomData;

/// An out-parameter kind.
pub trait OutParam {
    /// The C variable ISL writes to (the call passes its address).
    type Raw;
    /// What the method returns for it.
    type Out;
    /// The variable's value before the call.
    fn init() -> Self::Raw;
    /// Converts what ISL wrote during a call of `function` in `ctx`.
    ///
    /// # Safety
    /// `raw` must be what ISL wrote (or the initial value).
    unsafe fn take(raw: Self::Raw, ctx: &Context, function: &'static str) -> Result<Self::Out>;
}

/// `__isl_give isl_X **`: an object ISL may give; `None` if it gave none.
#[derive(Debug)]
pub struct OutGive<T>(PhantomData<T>);

impl<T: Object> OutParam for OutGive<T> {
    type Raw = *mut T::Raw;
    type Out = Option<T>;
    fn init() -> Self::Raw {
        std::ptr::null_mut()
    }
    unsafe fn take(raw: Self::Raw, ctx: &Context, _: &'static str) -> Result<Option<T>> {
        // SAFETY: ISL gave us `raw` (or left it NULL), made in `ctx`.
        Ok(unsafe { T::from_raw(raw, ctx.clone()) })
    }
}

/// `isl_bool *`: a flag ISL sets (such as "the result is exact").
#[derive(Debug)]
pub struct OutBool;

impl OutParam for OutBool {
    type Raw = sys::isl_bool;
    type Out = bool;
    fn init() -> Self::Raw {
        sys::isl_bool::isl_bool_false
    }
    unsafe fn take(raw: Self::Raw, ctx: &Context, function: &'static str) -> Result<bool> {
        match raw.0 {
            0 => Ok(false),
            r if r > 0 => Ok(true),
            _ => Err(ctx.take_error(function)),
        }
    }
}

/// `int *`: an integer ISL sets. `tools/specgen` writes it for such an
/// out-parameter; ISL 0.27's headers have none today.
#[derive(Debug)]
#[allow(dead_code)]
pub struct OutInt;

impl OutParam for OutInt {
    type Raw = c_int;
    type Out = i32;
    fn init() -> Self::Raw {
        0
    }
    unsafe fn take(raw: c_int, _: &Context, _: &'static str) -> Result<i32> {
        Ok(raw)
    }
}
