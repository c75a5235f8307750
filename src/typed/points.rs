//! Points of typed sets: enumerating them ([`Points<K>`]), counting them,
//! making and reading a point of kind `K`, and evaluating an expression at
//! a point of its domain's kind.

use std::fmt;
use std::iter::FusedIterator;
use std::marker::PhantomData;

use super::kinds::{Kind, SetKind};
use super::objects::{Aff, BasicSet, FromUntyped, Point, PwAff, Set, Space, UnionSet};
use super::typed_methods::typed_methods;
use crate::error::Result;
use crate::object::{DimType, Val};
use crate::qualifiers::Take;

/// The points of a typed set, each a [`Point<K>`], in the order and with
/// the errors of the untyped [`Points`](crate::Points) (what
/// [`Set::iter_points`](crate::Set::iter_points) gives).
///
/// ```
/// use isl_safe::{typed, Context, Result};
/// isl_safe::tuples! { S[2] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s: typed::Set<S> = "{ S[i, j] : 0 <= i <= 1 and j = i }".parse()?;
/// let points: Vec<typed::Point<S>> = s.iter_points()?.collect::<Result<_>>()?;
/// assert_eq!(points[1].to_ints()?, [1, 1]);
/// assert_eq!(s.count()?, 2);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub struct Points<K: SetKind> {
    inner: crate::conveniences::Points,
    kinds: PhantomData<fn() -> K>,
}

impl<K: SetKind> fmt::Debug for Points<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "typed::Points<{}>({:?})", K::expected(), self.inner)
    }
}

impl<K: SetKind> Points<K> {
    #[inline(always)]
    fn of(inner: crate::conveniences::Points) -> Self {
        Points {
            inner,
            kinds: PhantomData,
        }
    }

    /// How many points are still to come
    /// ([`Points::remaining`](crate::Points::remaining)).
    #[inline(always)]
    pub fn remaining(&self) -> Result<usize> {
        self.inner.remaining()
    }
}

impl<K: SetKind> Iterator for Points<K> {
    type Item = Result<Point<K>>;
    #[inline(always)]
    fn next(&mut self) -> Option<Result<Point<K>>> {
        self.inner.next().map(|p| p.map(Point::unchecked))
    }
    #[inline(always)]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.inner.size_hint()
    }
}

impl<K: SetKind> DoubleEndedIterator for Points<K> {
    #[inline(always)]
    fn next_back(&mut self) -> Option<Result<Point<K>>> {
        self.inner.next_back().map(|p| p.map(Point::unchecked))
    }
}

impl<K: SetKind> FusedIterator for Points<K> {}

impl<K: SetKind> FromUntyped for Points<K> {
    type Untyped = crate::conveniences::Points;
    #[inline(always)]
    fn from_untyped(inner: crate::conveniences::Points) -> Self {
        Points::of(inner)
    }
}

typed_methods! {
    /// Enumerating and counting the points.
    impl[K: SetKind] Set<K>, BasicSet<K> {
        /// Every point, of kind `K`, in the untyped `iter_points`' order
        /// (lexicographic), with its errors.
        fn iter_points(keep self) -> Points<K>;
        /// The number of points (`Err` if there are infinitely many, as the
        /// untyped `count`).
        fn count(keep self) -> Val;
    }

    /// Enumerating and counting the points.
    impl[K: Kind] UnionSet<K> {
        /// Every point, of kind `K`, in the untyped `iter_points`' order
        /// (each member's points in lexicographic order, the members by
        /// their spaces' text), with its errors.
        fn iter_points(keep self) -> Points<K>;
        /// The number of points (`Err` if there are infinitely many, as the
        /// untyped `count`).
        fn count(keep self) -> Val;
    }

    /// Making and reading a point of kind `K`.
    impl[K: SetKind] Point<K> {
        /// The point at the origin of `space`: every coordinate 0.
        fn zero(space: take Space<K>) -> Self;
        /// The point with coordinate `pos` of `type_` set to `v`: of the
        /// same kind.
        fn set_coordinate_val(take self, type_: plain DimType, pos: plain usize, v: plain impl Take<Val>) -> Self;
        /// Coordinate `pos` of `type_`.
        fn get_coordinate_val(keep self, type_: plain DimType, pos: plain usize) -> Val;
        /// The coordinates in the tuple's dimensions, in order
        /// ([`Point::coordinates`](crate::Point::coordinates)).
        fn coordinates(keep self) -> Vec<Val>;
        /// The coordinates as integers
        /// ([`Point::to_ints`](crate::Point::to_ints)).
        fn to_ints(keep self) -> Vec<i64>;
        /// Whether the point is void (the point of an empty set).
        fn is_void(keep self) -> bool;
    }

    /// Evaluation at a point of the domain's kind.
    impl[D: SetKind] Aff<D>, PwAff<D> {
        /// The value at `pnt`, a point of the domain's kind (NaN where the
        /// expression is not defined).
        fn eval(take self, pnt: take Point<D>) -> Val;
    }
}
