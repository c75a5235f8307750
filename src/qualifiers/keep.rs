//! `__isl_keep`: arguments ISL only borrows.

use super::Arg;
use crate::context::Context;
use crate::error::Result;
use crate::object::{Object, Sealed};

/// A value that can fill an `__isl_keep` slot of type `T`: `&T`, never copied,
/// or a reference to a narrower type (converted into a temporary).
///
/// Sealed: implemented only by this crate.
///
/// ```
/// use isl_safe::{BasicSet, Context, Set};
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// let s: Set = "{ [i] : 0 <= i < 10 }".parse().unwrap();
/// let b: BasicSet = "{ [i] : 0 <= i < 5 }".parse().unwrap();
/// assert!(b.is_subset(&b).unwrap());
/// assert!("{ [i] : 0 <= i < 5 }".parse::<Set>().unwrap().is_subset(&b).unwrap());
/// assert!(!s.is_subset(&b).unwrap());
/// ```
pub trait Keep<T: Object>: Sealed {
    /// The prepared argument.
    #[doc(hidden)]
    type Ready: Arg<Raw = *mut T::Raw> + AsRef<T>;
    /// The borrowed (or converted) object (`function` is the C function about to be called).
    #[doc(hidden)]
    fn prepare(self, function: &'static str) -> Result<Self::Ready>;
}

impl<'a, T: Object> Keep<T> for &'a T {
    type Ready = Kept<'a, T>;
    #[inline]
    fn prepare(self, _: &'static str) -> Result<Kept<'a, T>> {
        Ok(Kept::Borrowed(self))
    }
}

/// A prepared `__isl_keep` argument: the caller's object, or a converted temporary.
#[derive(Debug)]
pub enum Kept<'a, T> {
    /// The caller's object.
    Borrowed(&'a T),
    /// A temporary converted from a narrower type, freed after the call.
    Owned(T),
}

impl<T: Object> Kept<'_, T> {
    fn get(&self) -> &T {
        match self {
            Kept::Borrowed(t) => t,
            Kept::Owned(t) => t,
        }
    }
}

impl<T: Object> AsRef<T> for Kept<'_, T> {
    #[inline]
    fn as_ref(&self) -> &T {
        self.get()
    }
}

impl<'a, T: Object> Arg for Kept<'a, T> {
    type Raw = *mut T::Raw;
    type Guard = Kept<'a, T>;
    #[inline]
    fn context(&self) -> Option<&Context> {
        Some(self.get().context())
    }
    #[inline]
    fn lower(self) -> (Self::Raw, Self) {
        // The object lives on ISL's heap: moving the guard keeps the pointer valid.
        (self.get().as_raw(), self)
    }
}
