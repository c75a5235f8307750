//! `__isl_take`: arguments ISL consumes.

use super::Arg;
use crate::error::Result;
use crate::object::{Object, Sealed};
use crate::Context;

/// A value that can fill an `__isl_take` slot of type `T`.
///
/// - `T`: moved in, no copy;
/// - `&T`: copied first (ISL's reference-counted copy), the caller keeps its object;
/// - a narrower type (`BasicSet` for `Set`, `Set` for `UnionSet`, `Aff` for
///   `PwAff`, ...), owned or borrowed: converted.
///
/// Sealed: implemented only by this crate.
///
/// ```
/// use isl_safe::{Context, Set};
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// let a: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
/// let b: Set = "{ [i] : 2 <= i < 8 }".parse().unwrap();
/// let u = a.union(&b).unwrap(); // b is copied and still usable
/// let v = a.union(b).unwrap(); // b is moved in
/// assert_eq!(u, v);
/// ```
pub trait Take<T: Object>: Sealed {
    /// The owned object to hand to ISL (`function` is the C function about to be called).
    #[doc(hidden)]
    fn prepare(self, function: &'static str) -> Result<T>;
}

impl<T: Object> Take<T> for T {
    #[inline]
    fn prepare(self, _: &'static str) -> Result<T> {
        Ok(self)
    }
}

impl<T: Object> Sealed for &T {}

impl<T: Object + Clone> Take<T> for &T {
    #[inline]
    fn prepare(self, _: &'static str) -> Result<T> {
        Ok(self.clone())
    }
}

impl<T: Object> Arg for T {
    type Raw = *mut T::Raw;
    /// Closures ISL stores in the object stay alive until the call returns.
    type Guard = crate::object::Attachments;
    #[inline]
    fn context(&self) -> Option<&Context> {
        Some(Object::context(self))
    }
    #[inline]
    fn lower(mut self) -> (Self::Raw, crate::object::Attachments) {
        let keep = std::mem::take(self.attachments_mut());
        (self.into_raw(), keep)
    }
}

/// Declares that `$narrow` is accepted where `$wide` is taken, through `From`.
macro_rules! upcast {
    ($($narrow:ty => $wide:ty : $conv:ident),* $(,)?) => {$(
        impl Take<$wide> for $narrow {
            #[inline]
            fn prepare(self, _: &'static str) -> Result<$wide> {
                <$wide>::$conv(self)
            }
        }
        impl Take<$wide> for &$narrow {
            #[inline]
            fn prepare(self, _: &'static str) -> Result<$wide> {
                <$wide>::$conv(self.clone())
            }
        }
        impl<'a> super::Keep<$wide> for &'a $narrow {
            type Ready = super::Kept<'a, $wide>;
            #[inline]
            fn prepare(self, _: &'static str) -> Result<super::Kept<'a, $wide>> {
                <$wide>::$conv(self.clone()).map(super::Kept::Owned)
            }
        }
    )*};
}

upcast! {
    crate::BasicSet => crate::Set: from_basic_set,
    crate::BasicSet => crate::UnionSet: from_basic_set,
    crate::Set => crate::UnionSet: from_set,
    crate::BasicMap => crate::Map: from_basic_map,
    crate::BasicMap => crate::UnionMap: from_basic_map,
    crate::Map => crate::UnionMap: from_map,
    crate::Aff => crate::PwAff: from_aff,
}
