//! `InPlace`: ISL updates an object with no copy.

use crate::error::Result;
use crate::object::{Object, Placeholder};

/// A view of `&mut T` through which an ISL function that takes a `T` and gives
/// back a `T` updates it in place.
///
/// The object is handed to ISL without a copy, so with no other reference to
/// it ISL modifies it directly instead of duplicating it first; the result is
/// stored back. Every such function on `T` has a method of the same name here,
/// returning `Result<()>`. If ISL fails, the call returns `Err` and the object
/// is left valid: ISL consumed the original, so an empty (zero-dimensional)
/// placeholder of the same type takes its place.
///
/// ```
/// use isl_safe::{Context, InPlace, Set};
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// let mut s: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
/// s.in_place().union("{ [i] : 4 <= i < 8 }".parse::<Set>().unwrap()).unwrap();
/// InPlace::new(&mut s).coalesce().unwrap();
/// assert_eq!(s.to_string(), "{ [i] : 0 <= i <= 7 }");
///
/// // A failing call leaves a valid (placeholder) object and an `Err`.
/// let other: Set = "{ [i, j] }".parse().unwrap();
/// assert!(s.in_place().intersect(other).is_err());
/// assert!(s.is_empty().unwrap());
/// ```
pub struct InPlace<'a, T: Object>(&'a mut T);

impl<'a, T: Object> InPlace<'a, T> {
    /// The view of `obj`.
    #[inline]
    pub fn new(obj: &'a mut T) -> Self {
        InPlace(obj)
    }

    /// The object, to read it (its context, for one).
    #[inline]
    pub fn get(&self) -> &T {
        self.0
    }

    /// The object, to update what the wrapper keeps with it.
    #[doc(hidden)]
    #[inline]
    pub fn get_mut(&mut self) -> &mut T {
        self.0
    }
}

impl<T: Placeholder> InPlace<'_, T> {
    /// The raw pointer to hand to ISL (ownership moves to ISL: the object
    /// holds a pointer it no longer owns until [`store`](Self::store)).
    ///
    /// # Safety
    /// Must be followed by `store` with the C call's result before anything
    /// else reads or drops the object; nothing in between may unwind.
    #[doc(hidden)]
    #[inline]
    pub unsafe fn hand_over(&mut self) -> *mut T::Raw {
        self.0.as_raw()
    }

    /// Stores the result of the C call of `function` that consumed the
    /// pointer from [`hand_over`](Self::hand_over); on NULL, stores a
    /// placeholder and returns ISL's error.
    ///
    /// # Safety
    /// `result` must be the result of that call (owned, of this type, or NULL).
    #[doc(hidden)]
    #[inline]
    pub unsafe fn store(self, result: *mut T::Raw, function: &'static str) -> Result<()> {
        if result.is_null() {
            return Err(self.failed(function));
        }
        // SAFETY: the old pointer was consumed by ISL; the result is owned.
        unsafe { self.0.swap_raw(result) };
        Ok(())
    }

    /// The error of a failed in-place call, with a stand-in stored in place
    /// of the object ISL consumed. Out of line: the success path stays short.
    #[cold]
    #[inline(never)]
    fn failed(self, function: &'static str) -> crate::error::Error {
        let ctx = self.0.context();
        let err = ctx.take_error(function);
        // The call may have failed because the operation limit was
        // reached or the context aborted; the stand-in is made outside
        // both, or no valid object could take the consumed one's place.
        let stand_in = ctx.raw().unbounded(|| T::placeholder(ctx));
        // SAFETY: the old pointer was consumed by ISL; the placeholder is owned.
        unsafe { self.0.swap_raw(stand_in) };
        err
    }
}

impl<T: Object + std::fmt::Debug> std::fmt::Debug for InPlace<'_, T> {
    /// The object being updated.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("InPlace").field(&*self.0).finish()
    }
}
