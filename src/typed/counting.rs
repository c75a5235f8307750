//! `card` on typed sets and maps: the untyped method's count, whose result
//! is untyped (ISL's typed interface has no quasi-polynomials). See the
//! [`counting`](crate::counting) guide.

use super::kinds::{Kind, SetKind};
use super::objects::{BasicMap, BasicSet, FromUntyped, Map, Set, UnionMap, UnionSet};
use super::typed_methods::typed_methods;
use crate::object as untyped;

/// Counts are untyped: passed as they are.
impl FromUntyped for untyped::PwQpolynomial {
    type Untyped = untyped::PwQpolynomial;
    #[inline(always)]
    fn from_untyped(untyped: Self) -> Self {
        untyped
    }
}

/// Counts are untyped: passed as they are.
impl FromUntyped for untyped::UnionPwQpolynomial {
    type Untyped = untyped::UnionPwQpolynomial;
    #[inline(always)]
    fn from_untyped(untyped: Self) -> Self {
        untyped
    }
}

typed_methods! {
    /// Counting.
    impl[K: SetKind] Set<K>, BasicSet<K> {
        /// The number of points as a function of the parameters, untyped:
        /// [`Set::card`](crate::Set::card).
        ///
        /// ```
        /// use isl_safe::{typed, Context};
        /// isl_safe::tuples! { S[2] }
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let s: typed::Set<S> = "[n] -> { S[i, j] : 0 <= j <= i < n }".parse()?;
        /// assert_eq!(s.card()?.eval_ints(&[10])?.to_string(), "55");
        /// # Ok::<(), isl_safe::Error>(())
        /// ```
        fn card(keep self) -> untyped::PwQpolynomial;
    }

    /// Counting.
    impl[K: SetKind] UnionSet<K> {
        /// The number of elements as a function of the parameters, untyped:
        /// [`UnionSet::card`](crate::UnionSet::card).
        fn card(keep self) -> untyped::UnionPwQpolynomial;
    }

    /// Counting.
    impl[D: Kind, R: Kind] Map<D, R>, BasicMap<D, R> {
        /// The number of images of each domain element, untyped:
        /// [`Map::card`](crate::Map::card).
        fn card(keep self) -> untyped::PwQpolynomial;
    }

    /// Counting.
    impl[D: Kind, R: Kind] UnionMap<D, R> {
        /// The number of images of each domain element, untyped:
        /// [`UnionMap::card`](crate::UnionMap::card).
        fn card(keep self) -> untyped::UnionPwQpolynomial;
    }
}
