//! The typed methods ISL's typed C++ interface lacks (its predicates, a
//! preimage, constructors of ISL's other functions), written by hand; the
//! rest are generated (`generated/`, from `typed_cpp.h`). Each is a call of
//! the untyped method of the same name on the handles, the result wrapped
//! with no check.

use super::by_value::typed_methods;
use super::by_value::ByValue;
use super::kinds::{Kind, SetKind};
use super::objects::{BasicSet, Map, MapSpace, Point, Set, Space, UnionMap, UnionSet};
use crate::error::Result;

/// Predicates between objects of the same kinds.
macro_rules! same_kinds_test {
    ($($name:ident($arg:ident)),* $(,)?) => {$(
        #[doc = concat!("`", stringify!($name), "` between objects of the same kinds.")]
        #[inline(always)]
        pub fn $name(&self, $arg: &Self) -> Result<bool> {
            self.as_untyped().$name($arg.as_untyped())
        }
    )*};
}

/// `is_empty` of the untyped object.
macro_rules! is_empty {
    () => {
        /// Whether the object is empty.
        #[inline(always)]
        pub fn is_empty(&self) -> Result<bool> {
            self.as_untyped().is_empty()
        }
    };
}

impl<K: SetKind> Set<K> {
    same_kinds_test!(
        is_subset(set2),
        is_equal(set2),
        is_disjoint(set2),
        is_strict_subset(set2)
    );
    is_empty!();

    /// The empty set of `space`.
    #[inline(always)]
    pub fn empty(space: &Space<K>) -> Result<Set<K>> {
        crate::object::Set::empty(space.as_untyped()).map(Set::unchecked)
    }
}

impl<K: Kind> Set<K> {
    /// The preimage of this set under `map` (`apply` backwards): a set of
    /// the map's domain kind.
    #[inline(always)]
    pub fn preimage<D: Kind>(&self, map: &Map<D, K>) -> Result<Set<D>> {
        map.as_untyped()
            .intersect_range(self.as_untyped())?
            .domain()
            .map(Set::unchecked)
    }
}

impl<K: SetKind> BasicSet<K> {
    is_empty!();
}

impl<D: Kind, R: Kind> Map<D, R> {
    same_kinds_test!(
        is_subset(map2),
        is_equal(map2),
        is_disjoint(map2),
        is_strict_subset(map2)
    );
    is_empty!();

    /// The empty relation of `space`.
    #[inline(always)]
    pub fn empty(space: &MapSpace<D, R>) -> Result<Map<D, R>> {
        crate::object::Map::empty(space.as_untyped()).map(Map::unchecked)
    }

    /// The relation of every `D` in `domain` to every `R` in `range`.
    #[inline(always)]
    pub fn from_domain_and_range(domain: &Set<D>, range: &Set<R>) -> Result<Map<D, R>> {
        crate::object::Map::from_domain_and_range(domain.as_untyped(), range.as_untyped())
            .map(Map::unchecked)
    }
}

impl<D: Kind> Map<D, D> {
    /// The transitive closure, and whether it is exact.
    #[inline(always)]
    pub fn transitive_closure(&self) -> Result<(Map<D, D>, bool)> {
        let (closure, exact) = self.as_untyped().transitive_closure()?;
        Ok((Map::unchecked(closure), exact))
    }
}

impl<K: Kind> UnionSet<K> {
    same_kinds_test!(
        is_subset(uset2),
        is_equal(uset2),
        is_disjoint(uset2),
        is_strict_subset(uset2)
    );
    is_empty!();

    /// The relation of every element of this union to every one of `range`.
    #[inline(always)]
    pub fn universe_to<R: Kind>(&self, range: &UnionSet<R>) -> Result<UnionMap<K, R>> {
        crate::object::UnionMap::from_domain_and_range(self.as_untyped(), range.as_untyped())
            .map(UnionMap::unchecked)
    }
}

impl<D: Kind, R: Kind> UnionMap<D, R> {
    same_kinds_test!(
        is_subset(umap2),
        is_equal(umap2),
        is_disjoint(umap2),
        is_strict_subset(umap2)
    );
    is_empty!();
}

typed_methods! {
    impl[D: Kind, R: Kind] UnionMap<D, R> {
        /// The relation restricted to a domain of kind `D`
        /// (`isl_union_map_intersect_domain`; ISL's typed C++ calls
        /// [`intersect_domain_union_set`](Self::intersect_domain_union_set)).
        fn intersect_domain(uset: take UnionSet<D>) -> UnionMap<D, R>;

        /// The relation restricted to a range of kind `R`
        /// (`isl_union_map_intersect_range`; ISL's typed C++ calls
        /// [`intersect_range_union_set`](Self::intersect_range_union_set)).
        fn intersect_range(uset: take UnionSet<R>) -> UnionMap<D, R>;

        /// The pairs `x -> y` of the domain of kind `D` whose images under this
        /// relation and `umap2` (a schedule, say) are lexicographically ordered:
        /// `this(x) < umap2(y)`.
        fn lex_lt_union_map(umap2: take UnionMap<D, R>) -> UnionMap<D, D>;
    }
}

typed_methods! {
    impl[K: SetKind] Set<K> {
        /// A point of the set (`isl_set_sample_point`; not in ISL's typed C++).
        fn sample_point() -> Point<K>;
    }
}

typed_methods! {
    impl[K: SetKind] BasicSet<K> {
        /// A point of the set (`isl_basic_set_sample_point`; not in ISL's typed C++).
        fn sample_point() -> Point<K>;
    }
}

impl<K: Kind> UnionSet<K> {
    /// A point of the union, `None` if it is empty (`isl_union_set_sample_point`,
    /// not in ISL's typed C++, gives an empty union a point of no tuple).
    #[inline(always)]
    pub fn sample_point(&self) -> Result<Option<Point<K>>> {
        union_point(self.as_untyped().sample_point()?)
    }
}

impl<K: Kind> ByValue<UnionSet<K>> {
    /// By value: [`UnionSet::sample_point`], with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn sample_point(self) -> Result<Option<Point<K>>> {
        union_point(self.into_inner().untyped().by_value().sample_point()?)
    }
}

/// A union's sample point: `None` for the point of no tuple ISL gives an
/// empty union.
#[inline(always)]
fn union_point<K: Kind>(point: crate::object::Point) -> Result<Option<Point<K>>> {
    Ok(if point.is_void()? {
        None
    } else {
        Some(Point::unchecked(point))
    })
}
