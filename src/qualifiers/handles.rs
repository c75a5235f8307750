//! The methods every object type gets from this layer: `in_place` and
//! `by_value`, the entries to [`InPlace`] and [`ByValue`], and `upcast`,
//! the conversions of [`Take`] as a method.

use super::{ByValue, InPlace, Take};
use crate::error::Result;
use crate::object::Object;

macro_rules! handle_methods {
    ($($name:ident)*) => {$(
        /// **Without a copy**: ISL's functions on the object itself, updating
        /// it in place or consuming it; and conversions to wider types.
        impl crate::object::$name {
            /// A view that lets ISL update this object in place, with no copy:
            /// see [`InPlace`].
            #[inline]
            pub fn in_place(&mut self) -> InPlace<'_, Self> {
                InPlace::new(self)
            }

            /// This object, handed by value to the next call of a function
            /// that consumes it, with no copy: see [`ByValue`].
            #[inline]
            pub fn by_value(self) -> ByValue<Self> {
                ByValue::new(self)
            }

            /// A copy of this object as a wider type of ISL's hierarchy
            /// (`BasicSet` → `Set` → `UnionSet`, `Aff` → `PwAff` →
            /// `UnionPwAff`, ...: see [`Take`]), to call a method of the
            /// wider type: `bset.upcast::<UnionSet>()?.union(&uset)`.
            /// `upcast::<Self>()` is a copy.
            #[inline]
            pub fn upcast<W: Object>(&self) -> Result<W>
            where
                for<'a> &'a Self: Take<W>,
            {
                Take::into_owned(self, "upcast")
            }
        }
    )*};
}
with_object_types!(handle_methods);
