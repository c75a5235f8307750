//! Points of typed sets: enumerating them ([`Points<K>`]), counting them,
//! making and reading a point of kind `K`, and evaluating an expression at
//! a point of its domain's kind.

use std::fmt;
use std::iter::FusedIterator;
use std::marker::PhantomData;

use super::kinds::{Kind, SetKind};
use super::objects::{Aff, BasicSet, Point, PwAff, Set, Space, UnionSet};
use crate::error::Result;
use crate::object as untyped;
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

/// Enumerating and counting the points of a set of each listed type.
macro_rules! points {
    ($($name:ident <$bound:ident>),*) => {$(
        impl<K: $bound> $name<K> {
            /// Every point, of kind `K`, in the untyped `iter_points`'
            /// order (lexicographic; a union's members by their spaces'
            /// text), with its errors.
            #[inline(always)]
            pub fn iter_points(&self) -> Result<Points<K>> {
                self.as_untyped().iter_points().map(Points::of)
            }

            forward! {
                /// The number of points (`Err` if there are infinitely
                /// many, as the untyped `count`).
                fn count() -> Val;
            }
        }
    )*};
}

points!(Set<SetKind>, BasicSet<SetKind>, UnionSet<Kind>);

impl<K: SetKind> Point<K> {
    /// The point at the origin of `space`: every coordinate 0.
    #[inline(always)]
    pub fn zero(space: &Space<K>) -> Result<Point<K>> {
        untyped::Point::zero(space.as_untyped()).map(Point::unchecked)
    }

    forward! {
        /// The point with coordinate `pos` of `type_` set to `v`: of the
        /// same kind.
        fn set_coordinate_val(type_: DimType as val, pos: usize as val, v: impl Take<Val> as val)
            -> Point<K> => Point::unchecked;
        /// Coordinate `pos` of `type_`.
        fn get_coordinate_val(type_: DimType as val, pos: usize as val) -> Val;
        /// The coordinates in the tuple's dimensions, in order
        /// ([`Point::coordinates`](crate::Point::coordinates)).
        fn coordinates() -> Vec<Val>;
        /// The coordinates as integers
        /// ([`Point::to_ints`](crate::Point::to_ints)).
        fn to_ints() -> Vec<i64>;
        /// Whether the point is void (the point of an empty set).
        fn is_void() -> bool;
    }
}

/// Evaluation at a point of the domain's kind.
macro_rules! eval {
    ($($name:ident),*) => {$(
        impl<D: SetKind> $name<D> {
            forward! {
                /// The value at `pnt`, a point of the domain's kind (NaN
                /// where the expression is not defined).
                fn eval(pnt: &Point<D> as obj) -> Val;
            }
        }
    )*};
}

eval!(Aff, PwAff);
