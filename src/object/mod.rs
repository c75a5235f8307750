//! The object layer: owned handles to ISL objects. Uses `prim` and
//! `context`.
//!
//! Each ISL type (every `isl_*` with an `isl_*_free`, except ISL's internal
//! machinery) is declared once with `object!` (in `src/object/types.rs`; the
//! types are at the crate root: [`Set`], ...), which generates a
//! struct holding the raw pointer and its [`Context`], plus what ISL has for
//! the type:
//! - `Drop`: `isl_*_free`;
//! - `Clone`: `isl_*_copy`, where it exists. Most types count references (a
//!   later destructive call on a shared object makes ISL duplicate it first:
//!   see [`RefCounted`]); a few are duplicated by the copy itself;
//! - `Display` (`isl_*_to_str`, or an `isl_printer`) and `Debug` (the same
//!   text, named); types ISL cannot print have a `Debug` with just their name;
//! - the [`Object`] trait, the raw-pointer interface of the layers above.
//!
//! ISL's enums are Rust enums in `enums.rs`; identifiers compare by identity
//! and may carry Rust values (`id.rs`). Nothing here calls an ISL function
//! beyond a handle's own (free, copy, context, print): ISL's functions are
//! the layers above, and so are the traits built on them (`FromStr`, `==`).
//! Objects are `!Send` and `!Sync`:
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
//!
//! Types ISL cannot copy (no `isl_*_copy`) are not `Clone`:
//!
//! ```compile_fail,E0277
//! fn needs_clone<T: Clone>() {}
//! needs_clone::<isl_safe::Printer>();
//! ```

#[macro_use]
mod macros;
pub(crate) mod enums;
mod id;
#[macro_use]
pub(crate) mod types;

pub use types::*;

use crate::context::Context;
use crate::prim::{sys, Handle};
use std::fmt;

/// The C names (`"isl_set"`, ...) of the types that implement `Placeholder`:
/// the types whose functions can be called through [`InPlace`](crate::InPlace).
pub const PLACEHOLDER_TYPES: &[&str] = types::PLACEHOLDER_C_NAMES;

/// The types of [`with_object_types!`], the list the layers above go through
/// to give every object type the same methods.
pub(crate) trait Listed {}

macro_rules! listed {
    ($($name:ident)*) => { $(impl Listed for types::$name {})* };
}
with_object_types!(listed);

mod sealed {
    pub trait Sealed {}
}
pub(crate) use sealed::Sealed;

/// An owned ISL object: a non-null pointer it owns, and its context.
///
/// Implemented only by this crate's types, every one of them (those ISL
/// cannot copy too, which have no `Clone`). The raw accessors are for
/// interop with `isl-sys`.
///
/// ```
/// use isl_safe::{Context, Object, Set};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let set: Set = "{ [i] : 0 <= i < 4 }".parse()?;
/// // Lent to a C function; `set` still owns the pointer.
/// let n = unsafe { isl_sys::isl_set_n_basic_set(set.as_raw()) };
/// assert_eq!(n, 1);
/// // Handed over, and taken back.
/// let raw = set.into_raw();
/// // SAFETY: `raw` is an owned `isl_set` made in `ctx`.
/// let set = unsafe { Set::from_raw(raw, ctx.clone()) }.expect("not NULL");
/// assert_eq!(set.to_string(), "{ [i] : 0 <= i <= 3 }");
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Object: Handle + Sealed + Sized + AsRef<Self> {
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

    /// The closures ISL stores in this object (AST callbacks), kept alive with it.
    #[doc(hidden)]
    fn attachments(&self) -> &Attachments;

    /// See [`attachments`](Self::attachments).
    #[doc(hidden)]
    fn attachments_mut(&mut self) -> &mut Attachments;

    /// Swaps the owned pointer for `ptr` without freeing either; returns the old one.
    ///
    /// # Safety
    /// The caller takes ownership of the returned pointer, and `ptr` must be a
    /// valid pointer of this type that `self` may own from now on. Used by
    /// [`InPlace`](crate::InPlace) to hand the object to ISL and store the result.
    #[doc(hidden)]
    unsafe fn swap_raw(&mut self, ptr: *mut Self::Raw) -> *mut Self::Raw;
}

/// The object types ISL copies (`isl_*_copy`): every [`Object`] with
/// `Clone`.
#[doc(hidden)]
pub trait CopyRaw: Object + Clone {
    /// ISL's copy of the raw pointer, owned by the caller, who must free it
    /// (or hand it to ISL): a clone without a handle around it.
    fn copy_raw(&self) -> *mut Self::Raw;
}

/// ISL object types with a cheap stand-in value, put in place of an object
/// that an [`InPlace`](crate::InPlace) call handed to ISL when that call fails
/// (the original was consumed by ISL, so something valid must take its place).
pub trait Placeholder: Object {
    /// Allocates the stand-in in `ctx` (an empty or zero-dimensional value).
    #[doc(hidden)]
    fn placeholder(ctx: &Context) -> *mut Self::Raw;
}

/// ISL object types whose objects are reference-counted: `Clone` adds an
/// owner to the same object, and [`ref_count`] reads how many there are.
/// (The other [`Object`]s are duplicated by `Clone`.)
///
/// ```
/// use isl_safe::{ref_count, Context, RefCounted, Set};
///
/// fn shared<T: RefCounted>(object: &T) -> bool {
///     ref_count(object) > 1
/// }
///
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let a: Set = "{ [i] }".parse()?;
/// assert!(!shared(&a));
/// let b = a.clone();
/// assert!(shared(&a) && shared(&b));
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait RefCounted: Object {}

/// ISL's reference count of an object: how many owners share it. A
/// destructive call on an object whose count is above one makes ISL duplicate
/// it first, so this shows whether a call copied. For tests and diagnostics.
///
/// ```
/// use isl_safe::{ref_count, Context, Set};
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// let a: Set = "{ [i] }".parse().unwrap();
/// assert_eq!(ref_count(&a), 1);
/// let b = a.clone();
/// assert_eq!(ref_count(&a), 2);
/// drop(b);
/// assert_eq!(ref_count(&a), 1);
/// ```
pub fn ref_count<T: RefCounted>(obj: &T) -> i32 {
    // SAFETY: the pointer is valid while `obj` lives, and the objects of
    // `RefCounted` types begin with their reference count.
    unsafe { crate::prim::ref_count(obj.as_raw().cast()) }
}

/// Writes an object's text for `Display`; on `None` (ISL failed to print),
/// forgets the error ISL recorded, since `fmt` cannot return it.
pub(crate) fn write_text(
    f: &mut fmt::Formatter<'_>,
    text: Option<crate::prim::OwnedStr>,
    ctx: &Context,
    function: &'static str,
) -> fmt::Result {
    match text {
        Some(text) => f.write_str(&text.text()),
        None => {
            let _ = ctx.take_error(function);
            Err(fmt::Error)
        }
    }
}

/// Writes `Name(text)` for `Debug`.
pub(crate) fn write_named(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    obj: &dyn fmt::Display,
) -> fmt::Result {
    write!(f, "{name}({obj})")
}

/// ISL's printer function for objects of type `R` (`isl_printer_print_*`).
pub(crate) type PrintFn<R> =
    unsafe extern "C" fn(*mut sys::isl_printer, *mut R) -> *mut sys::isl_printer;

/// Prints an object to a string through an `isl_printer`; `None` on failure.
///
/// # Safety
/// `ptr` must be a live object made in `ctx`, and `print` ISL's printer
/// function for its type (which borrows the object).
pub(crate) unsafe fn print_to_string<R>(
    ctx: &Context,
    ptr: *mut R,
    print: PrintFn<R>,
) -> Option<crate::prim::OwnedStr> {
    // SAFETY: the caller's contract.
    unsafe { print_styled(ctx, ptr, print, None) }
}

/// [`print_to_string`] in YAML block style (one key per line), for `{:#}`.
///
/// # Safety
/// As for [`print_to_string`].
pub(crate) unsafe fn print_block_to_string<R>(
    ctx: &Context,
    ptr: *mut R,
    print: PrintFn<R>,
) -> Option<crate::prim::OwnedStr> {
    // SAFETY: the caller's contract.
    unsafe { print_styled(ctx, ptr, print, Some(sys::ISL_YAML_STYLE_BLOCK as _)) }
}

/// # Safety
/// As for [`print_to_string`].
unsafe fn print_styled<R>(
    ctx: &Context,
    ptr: *mut R,
    print: PrintFn<R>,
    yaml_style: Option<std::ffi::c_int>,
) -> Option<crate::prim::OwnedStr> {
    // SAFETY: the printer is created, used with the live object (kept), read
    // and freed here; ISL's functions accept a NULL printer after a failure;
    // the string is malloc'ed and freed by OwnedStr.
    unsafe {
        let mut p = sys::isl_printer_to_str(ctx.as_ptr());
        if let Some(style) = yaml_style {
            p = sys::isl_printer_set_yaml_style(p, style);
        }
        let p = print(p, ptr);
        let text = crate::prim::OwnedStr::new(sys::isl_printer_get_str(p));
        sys::isl_printer_free(p);
        text
    }
}

/// The text `print` gives, retried without the operation limit (and an
/// abort) if it fails: printing allocates, so past the limit it fails. With
/// the system ISL (feature `system`), which crashes where printing runs out
/// of operations (the bundled build's patches 0024 and 0040 fix it), it
/// prints without the limit from the start.
#[inline]
pub(crate) fn printed(
    ctx: &Context,
    print: impl Fn() -> Option<crate::prim::OwnedStr>,
) -> Option<crate::prim::OwnedStr> {
    #[cfg(isl_system)]
    if ctx.raw().max_operations() != 0 {
        return ctx.raw().unbounded(print);
    }
    print().or_else(|| ctx.raw().unbounded(print))
}

/// The text of a print, or the error ISL recorded (for `try_to_string`).
pub(crate) fn text_or_error(
    text: Option<crate::prim::OwnedStr>,
    ctx: &Context,
    function: &'static str,
) -> crate::error::Result<String> {
    match text {
        Some(text) => Ok(text.text().into_owned()),
        None => Err(ctx.take_error(function)),
    }
}

/// Values an object keeps alive because ISL holds pointers to them: the
/// closures of callbacks ISL stores (`AstBuild::set_at_each_domain`, ...).
/// Objects made from such an object by its own functions inherit them, and a
/// call that hands the object to ISL keeps them until it returns, so a
/// closure lives as long as ISL may call it. Empty (no allocation) for
/// almost every object.
#[doc(hidden)]
#[derive(Clone, Default)]
pub struct Attachments(Option<std::rc::Rc<std::vec::Vec<std::rc::Rc<dyn std::any::Any>>>>);

impl std::fmt::Debug for Attachments {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Attachments({})", self.0.as_ref().map_or(0, |v| v.len()))
    }
}

impl Attachments {
    /// Adds a value.
    pub fn push(&mut self, value: std::rc::Rc<dyn std::any::Any>) {
        let mut items = self.0.as_deref().cloned().unwrap_or_default();
        items.push(value);
        self.0 = Some(std::rc::Rc::new(items));
    }

    /// Adds every value of `other`.
    pub fn extend_from(&mut self, other: &Attachments) {
        if let Some(theirs) = &other.0 {
            match &self.0 {
                None => self.0 = Some(theirs.clone()),
                Some(mine) if std::rc::Rc::ptr_eq(mine, theirs) => {}
                Some(_) => theirs.iter().for_each(|v| self.push(v.clone())),
            }
        }
    }

    /// The first value of type `T`, if any.
    pub fn find<T: std::any::Any>(&self) -> Option<std::rc::Rc<T>> {
        self.0
            .as_deref()?
            .iter()
            .find_map(|v| v.clone().downcast::<T>().ok())
    }

    /// The first value of type `T`, if any, borrowed.
    pub fn find_ref<T: std::any::Any>(&self) -> Option<&T> {
        self.0
            .as_deref()?
            .iter()
            .find_map(|v| v.downcast_ref::<T>())
    }

    /// Whether there is nothing to keep.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }
}
