//! The object layer: owned handles to ISL objects.
//!
//! Each ISL type is declared once with [`object!`](crate::object::object) (in
//! [`types`]), which generates a struct holding the raw pointer and its
//! [`Context`], plus:
//! - `Drop`: `isl_*_free`;
//! - `Clone`: `isl_*_copy` (ISL counts references; a later destructive call
//!   on a shared object makes ISL duplicate it first);
//! - `Display` (`isl_*_to_str`) and `Debug` (the same text, named);
//! - the [`Object`] trait, the raw-pointer interface of the layers above.
//!
//! `FromStr` and `PartialEq` delegate to the declared `read_from_str` and
//! `is_equal` methods (see `src/specs`). Objects are `!Send` and `!Sync`:
//!
//! ```compile_fail,E0277
//! fn needs_send<T: Send>(_: T) {}
//! let ctx = isl_safe::Context::new().unwrap();
//! let _scope = ctx.enter();
//! needs_send("{ [i] }".parse::<isl_safe::Set>().unwrap());
//! ```
//!
//! ```compile_fail,E0277
//! fn needs_sync<T: Sync>(_: &T) {}
//! let ctx = isl_safe::Context::new().unwrap();
//! let _scope = ctx.enter();
//! needs_sync(&"{ [i] }".parse::<isl_safe::Set>().unwrap());
//! ```
//!
//! ```compile_fail,E0277
//! fn needs_send<T: Send>(_: T) {}
//! needs_send(isl_safe::Context::new().unwrap());
//! ```

#[macro_use]
mod macros;
pub mod types;

use crate::context::Context;
use crate::prim::Handle;

mod sealed {
    pub trait Sealed {}
}
pub(crate) use sealed::Sealed;

/// An owned ISL object: a non-null pointer it owns, and its context.
///
/// Implemented only by this crate's types. The raw accessors are for interop
/// with `isl-sys`.
pub trait Object: Handle + Clone + Sealed {
    /// The context the object lives in.
    fn context(&self) -> &Context;

    /// The raw pointer, still owned by `self`.
    fn as_raw(&self) -> *mut Self::Raw;

    /// Gives up ownership of the raw pointer; the caller must free it.
    fn into_raw(self) -> *mut Self::Raw;

    /// Wraps a raw pointer owned by the caller; `None` if it is NULL.
    ///
    /// # Safety
    /// `ptr` must be NULL or a valid pointer of this type, owned by the caller
    /// (its reference is transferred), allocated in `ctx`'s `isl_ctx`.
    unsafe fn from_raw(ptr: *mut Self::Raw, ctx: Context) -> Option<Self>;

    /// Swaps the owned pointer for `ptr` without freeing either; returns the old one.
    ///
    /// # Safety
    /// The caller takes ownership of the returned pointer, and `ptr` must be a
    /// valid pointer of this type that `self` may own from now on. Used by
    /// [`InPlace`](crate::InPlace) to hand the object to ISL and store the result.
    #[doc(hidden)]
    unsafe fn swap_raw(&mut self, ptr: *mut Self::Raw) -> *mut Self::Raw;
}

/// ISL object types with a cheap stand-in value, put in place of an object
/// that an [`InPlace`](crate::InPlace) call handed to ISL when that call fails
/// (the original was consumed by ISL, so something valid must take its place).
pub trait Placeholder: Object {
    /// Allocates the stand-in in `ctx` (an empty or zero-dimensional value).
    #[doc(hidden)]
    fn placeholder(ctx: &Context) -> *mut Self::Raw;
}

/// ISL's reference count of an object: how many owners share it. A
/// destructive call on an object whose count is above one makes ISL duplicate
/// it first, so this shows whether a call copied. For tests and diagnostics.
///
/// ```
/// use isl_safe::{object::ref_count, Context, Set};
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// let a: Set = "{ [i] }".parse().unwrap();
/// assert_eq!(ref_count(&a), 1);
/// let b = a.clone();
/// assert_eq!(ref_count(&a), 2);
/// drop(b);
/// assert_eq!(ref_count(&a), 1);
/// ```
pub fn ref_count<T: Object>(obj: &T) -> i32 {
    // SAFETY: the pointer is valid while `obj` lives.
    unsafe { crate::prim::ref_count(obj.as_raw().cast()) }
}
