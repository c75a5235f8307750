//! Results: what ISL returns, as Rust values.

use crate::context::Context;
use crate::error::Result;
use crate::object::Object;
use crate::prim::{self, sys};
use std::ffi::{c_char, c_int, c_long, c_uint, c_ulong};
use std::marker::PhantomData;

/// How a C result becomes a Rust value; failures read ISL's error from the context.
pub trait Ret {
    /// What the C function returns.
    type Raw;
    /// What the Rust method returns (inside `Result`).
    type Out;
    /// Converts the result of a call of `function` made in `ctx`.
    ///
    /// # Safety
    /// `raw` must be what that C function returned, with the ownership its
    /// declaration gives (an owned object pointer for [`Give`], a malloc'ed
    /// string for [`Str`], ...), made in `ctx`'s `isl_ctx`.
    unsafe fn wrap(raw: Self::Raw, ctx: &Context, function: &'static str) -> Result<Self::Out>;

    /// Called right before the C function. Results that cannot signal a
    /// failure by their value (plain numbers, `void`, borrowed strings)
    /// clear the context's error here, so that an error recorded after the
    /// call is this call's.
    #[inline]
    fn before(_ctx: &Context) {}

    /// Lets a result made from `from` by one of its own functions inherit the
    /// closures ISL stores in it (see [`Attachments`](crate::object::Attachments)).
    #[inline]
    fn carry<S: Object + 'static>(out: &mut Self::Out, from: &S) {
        Self::carry_kept::<S>(out, from.attachments());
    }

    /// [`carry`](Self::carry) from the closures an object of type `S` kept,
    /// once the object itself has gone to ISL.
    #[inline]
    fn carry_kept<S: 'static>(_out: &mut Self::Out, _kept: &crate::object::Attachments) {}
}

/// `__isl_give T *`: an owned object; NULL is an error.
#[derive(Debug)]
pub struct Give<T>(PhantomData<T>);

impl<T: Object + 'static> Ret for Give<T> {
    type Raw = *mut T::Raw;
    type Out = T;
    #[inline]
    fn carry_kept<S: 'static>(out: &mut T, kept: &crate::object::Attachments) {
        if !kept.is_empty() && std::any::TypeId::of::<T>() == std::any::TypeId::of::<S>() {
            out.attachments_mut().extend_from(kept);
        }
    }
    #[inline]
    unsafe fn wrap(raw: Self::Raw, ctx: &Context, function: &'static str) -> Result<T> {
        // SAFETY: ISL gave us this pointer (or NULL), made in `ctx`.
        match unsafe { T::from_raw(raw, ctx.clone()) } {
            Some(obj) => Ok(obj),
            None => Err(ctx.take_error(function)),
        }
    }
}

/// `__isl_give T *` where NULL with no error recorded means "nothing" (a
/// hash map's `get` of a key it does not hold): `Ok(None)`, not an error.
#[derive(Debug)]
pub struct OptGive<T>(PhantomData<T>);

impl<T: Object + 'static> Ret for OptGive<T> {
    type Raw = *mut T::Raw;
    type Out = Option<T>;
    #[inline]
    fn before(ctx: &Context) {
        ctx.raw().reset_error();
    }
    #[inline]
    unsafe fn wrap(raw: Self::Raw, ctx: &Context, function: &'static str) -> Result<Option<T>> {
        // SAFETY: ISL gave us this pointer (or NULL), made in `ctx`.
        match unsafe { T::from_raw(raw, ctx.clone()) } {
            Some(obj) => Ok(Some(obj)),
            None => recorded(ctx, function).map(|()| None),
        }
    }
}

/// The object types with an `isl_maybe_isl_X` struct (a validity flag and
/// an owned object): the results of the hash maps' `try_get`.
pub trait MaybeObject: Object {
    /// ISL's struct (`isl_maybe_isl_id`, ...).
    type Maybe;
    /// The struct's flag and value.
    fn split(maybe: Self::Maybe) -> (sys::isl_bool, *mut Self::Raw);
}

macro_rules! maybe_object {
    ($($t:ident = $maybe:ident),* $(,)?) => {$(
        impl MaybeObject for crate::$t {
            type Maybe = sys::$maybe;
            #[inline]
            fn split(maybe: sys::$maybe) -> (sys::isl_bool, *mut Self::Raw) {
                (maybe.valid, maybe.value)
            }
        }
    )*};
}

maybe_object!(
    AstExpr = isl_maybe_isl_ast_expr,
    Id = isl_maybe_isl_id,
    PwAff = isl_maybe_isl_pw_aff,
    BasicSet = isl_maybe_isl_basic_set,
);

/// `isl_maybe_isl_X`: an object that may be missing (`valid` false):
/// `Ok(None)`; ISL's error (`valid` -1) is an `Err`.
#[derive(Debug)]
pub struct Maybe<T>(PhantomData<T>);

impl<T: MaybeObject + 'static> Ret for Maybe<T> {
    type Raw = T::Maybe;
    type Out = Option<T>;
    #[inline]
    unsafe fn wrap(raw: T::Maybe, ctx: &Context, function: &'static str) -> Result<Option<T>> {
        let (valid, value) = T::split(raw);
        // SAFETY: an owned object ISL gave with the flag (NULL unless valid),
        // made in `ctx`; taken whatever the flag, so nothing leaks.
        let value = unsafe { T::from_raw(value, ctx.clone()) };
        match valid.0 {
            0 => Ok(None),
            v if v > 0 => value.map(Some).ok_or_else(|| ctx.take_error(function)),
            _ => Err(ctx.take_error(function)),
        }
    }
}

/// `isl_bool`: `true`, `false`, or an error (-1).
#[derive(Debug)]
pub struct Bool;

impl Ret for Bool {
    type Raw = sys::isl_bool;
    type Out = bool;
    #[inline]
    unsafe fn wrap(raw: sys::isl_bool, ctx: &Context, function: &'static str) -> Result<bool> {
        match raw.0 {
            0 => Ok(false),
            r if r > 0 => Ok(true),
            _ => Err(ctx.take_error(function)),
        }
    }
}

/// `isl_stat`: success, or an error (-1).
#[derive(Debug)]
pub struct Stat;

impl Ret for Stat {
    type Raw = sys::isl_stat;
    type Out = ();
    #[inline]
    unsafe fn wrap(raw: sys::isl_stat, ctx: &Context, function: &'static str) -> Result<()> {
        if raw.0 < 0 {
            Err(ctx.take_error(function))
        } else {
            Ok(())
        }
    }
}

/// `isl_size`: a count, or an error (-1).
#[derive(Debug)]
pub struct Size;

impl Ret for Size {
    type Raw = sys::isl_size;
    type Out = usize;
    #[inline]
    unsafe fn wrap(raw: sys::isl_size, ctx: &Context, function: &'static str) -> Result<usize> {
        usize::try_from(raw).map_err(|_| ctx.take_error(function))
    }
}

/// `__isl_give char *`: a string ISL allocated; copied, then freed.
#[derive(Debug)]
pub struct Str;

impl Ret for Str {
    type Raw = *mut c_char;
    type Out = String;
    #[inline]
    unsafe fn wrap(raw: *mut c_char, ctx: &Context, function: &'static str) -> Result<String> {
        // SAFETY: ISL gave us this malloc'ed string (or NULL).
        unsafe { prim::owned_string(raw) }.ok_or_else(|| ctx.take_error(function))
    }
}

/// `const char *`: a string ISL keeps (a name); copied. NULL is `None` unless
/// ISL recorded an error.
#[derive(Debug)]
pub struct OptStr;

impl Ret for OptStr {
    type Raw = *const c_char;
    type Out = Option<String>;
    #[inline]
    fn before(ctx: &Context) {
        ctx.raw().reset_error();
    }
    #[inline]
    unsafe fn wrap(
        raw: *const c_char,
        ctx: &Context,
        function: &'static str,
    ) -> Result<Option<String>> {
        // SAFETY: a NUL-terminated string owned by ISL, or NULL.
        match unsafe { prim::borrowed_string(raw) } {
            Some(s) => Ok(Some(s)),
            None if ctx.raw().last_error_kind() != crate::error::ErrorKind::None => {
                Err(ctx.take_error(function))
            }
            None => Ok(None),
        }
    }
}

/// The error a call whose result cannot signal failure recorded, if any
/// (the context's error was cleared right before the call, see [`Ret::before`]).
#[inline]
fn recorded(ctx: &Context, function: &'static str) -> Result<()> {
    if ctx.raw().last_error_kind() == crate::error::ErrorKind::None {
        Ok(())
    } else {
        Err(ctx.take_error(function))
    }
}

/// Plain C results: ISL cannot mark them as failed, so the context's error
/// state says whether the call failed.
macro_rules! plain_ret {
    ($($(#[$doc:meta])* $name:ident: $raw:ty => $out:ty;)*) => {$(
        $(#[$doc])*
        #[derive(Debug)]
        pub struct $name;

        impl Ret for $name {
            type Raw = $raw;
            type Out = $out;
            #[inline]
            fn before(ctx: &Context) {
                ctx.raw().reset_error();
            }
            #[inline]
            #[allow(clippy::unnecessary_cast, clippy::unit_arg)] // C types vary by target
            unsafe fn wrap(raw: $raw, ctx: &Context, function: &'static str) -> Result<$out> {
                recorded(ctx, function)?;
                Ok(raw as $out)
            }
        }
    )*};
}

plain_ret! {
    /// A plain `int` result (a sign, a comparison).
    Int: c_int => i32;
    /// A plain `long` result.
    Long: c_long => i64;
    /// An `unsigned` result (`tools/specgen` writes it for one; ISL 0.27's
    /// headers have none today).
    #[allow(dead_code)]
    UInt: c_uint => u32;
    /// An `unsigned long` result.
    ULong: c_ulong => u64;
    /// A `double` result.
    Double: f64 => f64;
    /// A `uint32_t` hash.
    Hash: u32 => u32;
    /// A `size_t` result (a size in memory).
    SizeT: usize => usize;
}

/// A `void` result: nothing to return but whether ISL recorded an error.
#[derive(Debug)]
pub struct Void;

impl Ret for Void {
    type Raw = ();
    type Out = ();
    #[inline]
    fn before(ctx: &Context) {
        ctx.raw().reset_error();
    }
    #[inline]
    unsafe fn wrap(_: (), ctx: &Context, function: &'static str) -> Result<()> {
        recorded(ctx, function)
    }
}
