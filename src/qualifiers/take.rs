//! `__isl_take`: arguments ISL consumes.

use super::Arg;
use crate::context::Context;
use crate::error::Result;
use crate::object::{CopyRaw, Object, Sealed};

/// A value that can fill an `__isl_take` slot of type `T`.
///
/// - `T`: moved in, no copy;
/// - `&T`: copied first (ISL's reference-counted copy), the caller keeps its object;
/// - a narrower type of ISL's class hierarchy, owned or borrowed: converted
///   (`Point` → `BasicSet` → `Set` → `UnionSet`, `BasicMap` → `Map` →
///   `UnionMap`, `Aff` → `PwAff` → `UnionPwAff`, `MultiAff` → `PwMultiAff`
///   → `UnionPwMultiAff`, `Aff` → `MultiAff`, `PwAff` → `MultiPwAff` →
///   `MultiUnionPwAff`, ...: every pair in [`UPCASTS`](crate::qualifiers::UPCASTS),
///   the same conversions as ISL's C++ binding). [`Keep<T>`](super::Keep)
///   accepts them too, and `x.upcast::<T>()` converts a receiver.
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
    /// What the value becomes before the call: the object itself, or a
    /// borrowed one ISL gets a copy of.
    #[doc(hidden)]
    type Ready: Arg<Raw = *mut T::Raw> + AsRef<T>;

    /// The argument ready to hand to ISL (`function` is the C function about
    /// to be called).
    #[doc(hidden)]
    fn prepare(self, function: &'static str) -> Result<Self::Ready>;

    /// The owned object (a copy of a borrowed one).
    #[doc(hidden)]
    fn into_owned(self, function: &'static str) -> Result<T>;
}

impl<T: Object> Take<T> for T {
    type Ready = T;
    #[inline]
    fn prepare(self, _: &'static str) -> Result<T> {
        Ok(self)
    }
    #[inline]
    fn into_owned(self, _: &'static str) -> Result<T> {
        Ok(self)
    }
}

impl<T: Object> Sealed for &T {}

impl<'a, T: CopyRaw> Take<T> for &'a T {
    type Ready = Lent<'a, T>;
    #[inline]
    fn prepare(self, _: &'static str) -> Result<Lent<'a, T>> {
        Ok(Lent(self))
    }
    #[inline]
    fn into_owned(self, _: &'static str) -> Result<T> {
        Ok(self.clone())
    }
}

/// A borrowed object ISL consumes a copy of: the copy is made when the
/// argument is lowered, right before the call, as ISL's bare pointer (no
/// handle, no context reference to take and give back).
#[doc(hidden)]
#[derive(Debug)]
pub struct Lent<'a, T>(&'a T);

impl<T> AsRef<T> for Lent<'_, T> {
    #[inline]
    fn as_ref(&self) -> &T {
        self.0
    }
}

impl<T> std::ops::Deref for Lent<'_, T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        self.0
    }
}

impl<T: CopyRaw> Arg for Lent<'_, T> {
    type Raw = *mut T::Raw;
    /// The borrowed object keeps its closures alive during the call.
    type Guard = ();
    #[inline]
    fn context(&self) -> Option<&Context> {
        Some(Object::context(self.0))
    }
    #[inline]
    fn lower(self) -> (Self::Raw, ()) {
        (self.0.copy_raw(), ())
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

/// Declares that `$narrow` is accepted where `$wide` is taken, converted by
/// `$conv` (a function from `$narrow` to `Result<$wide>`), and records the pair
/// in [`UPCASTS`].
macro_rules! upcast {
    ($($narrow:ident => $wide:ident : $conv:expr),* $(,)?) => {
        $(
        impl Take<crate::$wide> for crate::$narrow {
            type Ready = crate::$wide;
            #[inline]
            fn prepare(self, _: &'static str) -> Result<crate::$wide> {
                ($conv)(self)
            }
            #[inline]
            fn into_owned(self, _: &'static str) -> Result<crate::$wide> {
                ($conv)(self)
            }
        }
        impl Take<crate::$wide> for &crate::$narrow {
            type Ready = crate::$wide;
            #[inline]
            fn prepare(self, _: &'static str) -> Result<crate::$wide> {
                ($conv)(self.clone())
            }
            #[inline]
            fn into_owned(self, _: &'static str) -> Result<crate::$wide> {
                ($conv)(self.clone())
            }
        }
        impl<'a> super::Keep<crate::$wide> for &'a crate::$narrow {
            type Ready = super::Kept<'a, crate::$wide>;
            #[inline]
            fn prepare(self, _: &'static str) -> Result<super::Kept<'a, crate::$wide>> {
                ($conv)(self.clone()).map(super::Kept::Owned)
            }
        }
        )*

        /// Every conversion of a narrower type where a wider one is expected
        /// (`(narrow, wide)`): the transitive closure of ISL's class hierarchy
        /// (its headers' `__isl_subclass` annotations, which ISL's C++ binding
        /// turns into implicit conversions). `tests/generator/header_qualifiers.rs`
        /// checks it against the headers.
        pub const UPCASTS: &[(&str, &str)] = &[$((stringify!($narrow), stringify!($wide))),*];
    };
}

use crate::object::{
    BasicSet, Map, MultiAff, MultiPwAff, MultiUnionPwAff, PwAff, PwMultiAff, Set, UnionMap,
    UnionPwAff, UnionPwMultiAff, UnionSet,
};

upcast! {
    Aff => MultiAff: MultiAff::from_aff,
    Aff => MultiPwAff: MultiPwAff::from_aff,
    Aff => MultiUnionPwAff: |x| MultiAff::from_aff(x)
        .and_then(MultiPwAff::from_multi_aff)
        .and_then(MultiUnionPwAff::from_multi_pw_aff),
    Aff => PwAff: PwAff::from_aff,
    Aff => PwMultiAff: |x| MultiAff::from_aff(x).and_then(PwMultiAff::from_multi_aff),
    Aff => UnionPwAff: UnionPwAff::from_aff,
    Aff => UnionPwMultiAff: UnionPwMultiAff::from_aff,
    BasicMap => Map: Map::from_basic_map,
    BasicMap => UnionMap: UnionMap::from_basic_map,
    BasicSet => Set: Set::from_basic_set,
    BasicSet => UnionSet: UnionSet::from_basic_set,
    Map => UnionMap: UnionMap::from_map,
    MultiAff => MultiPwAff: MultiPwAff::from_multi_aff,
    MultiAff => MultiUnionPwAff: MultiUnionPwAff::from_multi_aff,
    MultiAff => PwMultiAff: PwMultiAff::from_multi_aff,
    MultiAff => UnionPwMultiAff: UnionPwMultiAff::from_multi_aff,
    MultiPwAff => MultiUnionPwAff: MultiUnionPwAff::from_multi_pw_aff,
    Point => BasicSet: BasicSet::from_point,
    Point => Set: Set::from_point,
    Point => UnionSet: UnionSet::from_point,
    PwAff => MultiPwAff: MultiPwAff::from_pw_aff,
    PwAff => MultiUnionPwAff: |x| MultiPwAff::from_pw_aff(x)
        .and_then(MultiUnionPwAff::from_multi_pw_aff),
    PwAff => PwMultiAff: PwMultiAff::from_pw_aff,
    PwAff => UnionPwAff: UnionPwAff::from_pw_aff,
    PwAff => UnionPwMultiAff: |x| PwMultiAff::from_pw_aff(x)
        .and_then(UnionPwMultiAff::from_pw_multi_aff),
    PwMultiAff => MultiPwAff: MultiPwAff::from_pw_multi_aff,
    PwMultiAff => MultiUnionPwAff: |x| MultiPwAff::from_pw_multi_aff(x)
        .and_then(MultiUnionPwAff::from_multi_pw_aff),
    PwMultiAff => UnionPwMultiAff: UnionPwMultiAff::from_pw_multi_aff,
    Set => UnionSet: UnionSet::from_set,
    UnionPwAff => MultiUnionPwAff: MultiUnionPwAff::from_union_pw_aff,
    UnionPwAff => UnionPwMultiAff: UnionPwMultiAff::from_union_pw_aff,
}

/// Plain values where an object is taken or kept, as ISL's C++ binding and
/// islpy convert them: an integer where a [`Val`](crate::Val) is expected
/// (`aff.scale_down_val(32)`, `AstExpr::from_val(3)`), a name where an
/// [`Id`](crate::Id) is (`ids.add("i")`). The object is made in the thread's
/// current context ([`Error::NoContext`](crate::Error::NoContext) outside
/// any), like every constructor from plain values.
macro_rules! plain_objects {
    ($($plain:ty => $obj:ident : $conv:expr),* $(,)?) => {$(
        impl Take<crate::$obj> for $plain {
            type Ready = crate::$obj;
            #[inline]
            fn prepare(self, _: &'static str) -> Result<crate::$obj> {
                ($conv)(self)
            }
            #[inline]
            fn into_owned(self, _: &'static str) -> Result<crate::$obj> {
                ($conv)(self)
            }
        }
        impl super::Keep<crate::$obj> for $plain {
            type Ready = super::Kept<'static, crate::$obj>;
            #[inline]
            fn prepare(self, _: &'static str) -> Result<super::Kept<'static, crate::$obj>> {
                ($conv)(self).map(super::Kept::Owned)
            }
        }
    )*};
}

plain_objects! {
    i32 => Val: crate::object::Val::int_from_si,
    i64 => Val: crate::object::Val::int_from_si,
    u32 => Val: crate::object::Val::int_from_ui,
    u64 => Val: crate::object::Val::int_from_ui,
    &str => Id: crate::object::Id::named,
    String => Id: |s: String| crate::object::Id::named(&s),
    &String => Id: |s: &String| crate::object::Id::named(s),
}
