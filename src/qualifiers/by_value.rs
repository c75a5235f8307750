//! `ByValue`: a consuming call on an owned object, with no copy.

use crate::object::{Attachments, Object};

/// An owned object on its way into one ISL function that consumes it.
///
/// The generated methods borrow `self` (`&self`) and copy it for the ISL
/// functions that consume their argument, so that the caller keeps its
/// object. When the object is a temporary or is not needed afterwards, that
/// copy is wasted: ISL sees a shared object and duplicates it before
/// modifying it. `x.by_value()` hands `x` itself to the next call, so ISL may
/// modify it directly. Every method of `T` that ISL's function consumes
/// (`__isl_take` on the object) has a method of the same name here, taking
/// `self` and returning the same result as `T`'s method.
///
/// ```
/// use isl_safe::{Context, Set, UnionAccessInfo, UnionMap};
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
///
/// // No copy of the temporary union before coalescing it.
/// let a: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
/// let s = a.union("{ [i] : 4 <= i < 8 }".parse::<Set>().unwrap()).unwrap();
/// let s = s.by_value().coalesce().unwrap();
/// assert_eq!(s.to_string(), "{ [i] : 0 <= i <= 7 }");
///
/// // A builder chain in which nothing is copied.
/// let reads: UnionMap = "{ S[i] -> A[i - 1] : 0 < i < 10 }".parse().unwrap();
/// let writes: UnionMap = "{ S[i] -> A[i] : 0 <= i < 10 }".parse().unwrap();
/// let order: UnionMap = "{ S[i] -> [i] }".parse().unwrap();
/// let flow = UnionAccessInfo::from_sink(reads).unwrap()
///     .by_value().set_must_source(writes).unwrap()
///     .by_value().set_schedule_map(order).unwrap()
///     .by_value().compute_flow().unwrap();
/// let deps = flow.get_must_dependence().unwrap();
/// assert_eq!(deps, "{ S[i] -> S[i + 1] : 0 <= i <= 8 }".parse::<UnionMap>().unwrap());
/// ```
pub struct ByValue<T: Object>(T);

impl<T: Object> ByValue<T> {
    /// The view of `obj`.
    #[inline]
    pub fn new(obj: T) -> Self {
        ByValue(obj)
    }

    /// The object, to read it (its context, for one).
    #[inline]
    pub fn get(&self) -> &T {
        &self.0
    }

    /// The object back, unchanged.
    #[inline]
    pub fn into_inner(self) -> T {
        self.0
    }

    /// The owned raw pointer to hand to ISL and the closures ISL may call,
    /// which the caller keeps alive until the call returns.
    #[doc(hidden)]
    #[inline]
    pub fn lower(self) -> (*mut T::Raw, Attachments) {
        let mut this = self.0;
        let keep = std::mem::take(this.attachments_mut());
        (this.into_raw(), keep)
    }
}

impl<T: Object + std::fmt::Debug> std::fmt::Debug for ByValue<T> {
    /// The object.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("ByValue").field(&self.0).finish()
    }
}
