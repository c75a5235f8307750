//! The typed methods ISL's typed C++ interface lacks (its predicates, a
//! preimage, constructors of ISL's other functions), written by hand; the
//! rest are generated (`generated/`, from `typed_cpp.h`). Each is a call of
//! the untyped method of the same name on the handles, the result wrapped
//! with no check.

use super::by_value::ByValue;
use super::kinds::{Kind, SetKind};
use super::objects::{BasicSet, Map, MapSpace, Point, Set, Space, UnionMap, UnionSet};
use super::typed_methods::typed_methods;
use crate::error::Result;

typed_methods! {
    /// Predicates between sets of the same kind.
    impl[K: SetKind] Set<K> {
        /// Whether every element of this set is in `set2`.
        fn is_subset(keep self, set2: keep Set<K>) -> bool;
        /// Whether the two sets have the same elements.
        fn is_equal(keep self, set2: keep Set<K>) -> bool;
        /// Whether the two sets have no element in common.
        fn is_disjoint(keep self, set2: keep Set<K>) -> bool;
        /// Whether this set is a subset of `set2` and not equal to it.
        fn is_strict_subset(keep self, set2: keep Set<K>) -> bool;
        /// Whether the set is empty.
        fn is_empty(keep self) -> bool;
        /// The empty set of `space`.
        fn empty(space: take Space<K>) -> Self;
        /// A point of the set (`isl_set_sample_point`; not in ISL's typed
        /// C++).
        fn sample_point(take self) -> Point<K>;
    }

    /// Predicates and points of a convex set.
    impl[K: SetKind] BasicSet<K> {
        /// Whether the set is empty.
        fn is_empty(keep self) -> bool;
        /// A point of the set (`isl_basic_set_sample_point`; not in ISL's
        /// typed C++).
        fn sample_point(take self) -> Point<K>;
    }

    /// Predicates between relations of the same kinds.
    impl[D: Kind, R: Kind] Map<D, R> {
        /// Whether every pair of this relation is in `map2`.
        fn is_subset(keep self, map2: keep Map<D, R>) -> bool;
        /// Whether the two relations have the same pairs.
        fn is_equal(keep self, map2: keep Map<D, R>) -> bool;
        /// Whether the two relations have no pair in common.
        fn is_disjoint(keep self, map2: keep Map<D, R>) -> bool;
        /// Whether this relation is a subset of `map2` and not equal to it.
        fn is_strict_subset(keep self, map2: keep Map<D, R>) -> bool;
        /// Whether the relation is empty.
        fn is_empty(keep self) -> bool;
        /// The empty relation of `space`.
        fn empty(space: take MapSpace<D, R>) -> Self;
        /// The relation of every `D` in `domain` to every `R` in `range`.
        fn from_domain_and_range(domain: take Set<D>, range: take Set<R>) -> Self;
    }

    /// The transitive closure of a relation between tuples of one kind.
    impl[D: Kind] Map<D, D> {
        /// The transitive closure, and whether it is exact.
        fn transitive_closure(take self) -> (Map<D, D>, bool);
    }

    /// Predicates between unions of the same kinds.
    impl[K: Kind] UnionSet<K> {
        /// Whether every element of this union is in `uset2`.
        fn is_subset(keep self, uset2: keep UnionSet<K>) -> bool;
        /// Whether the two unions have the same elements.
        fn is_equal(keep self, uset2: keep UnionSet<K>) -> bool;
        /// Whether the two unions have no element in common.
        fn is_disjoint(keep self, uset2: keep UnionSet<K>) -> bool;
        /// Whether this union is a subset of `uset2` and not equal to it.
        fn is_strict_subset(keep self, uset2: keep UnionSet<K>) -> bool;
        /// Whether the union is empty.
        fn is_empty(keep self) -> bool;
    }

    /// Predicates between unions of relations of the same kinds, and the
    /// forms ISL's typed C++ names otherwise.
    impl[D: Kind, R: Kind] UnionMap<D, R> {
        /// Whether every pair of this union is in `umap2`.
        fn is_subset(keep self, umap2: keep UnionMap<D, R>) -> bool;
        /// Whether the two unions have the same pairs.
        fn is_equal(keep self, umap2: keep UnionMap<D, R>) -> bool;
        /// Whether the two unions have no pair in common.
        fn is_disjoint(keep self, umap2: keep UnionMap<D, R>) -> bool;
        /// Whether this union is a subset of `umap2` and not equal to it.
        fn is_strict_subset(keep self, umap2: keep UnionMap<D, R>) -> bool;
        /// Whether the union is empty.
        fn is_empty(keep self) -> bool;
        /// The relation restricted to a domain of kind `D`
        /// (`isl_union_map_intersect_domain`; ISL's typed C++ calls
        /// [`intersect_domain_union_set`](Self::intersect_domain_union_set)).
        fn intersect_domain(take self, uset: take UnionSet<D>) -> UnionMap<D, R>;
        /// The relation restricted to a range of kind `R`
        /// (`isl_union_map_intersect_range`; ISL's typed C++ calls
        /// [`intersect_range_union_set`](Self::intersect_range_union_set)).
        fn intersect_range(take self, uset: take UnionSet<R>) -> UnionMap<D, R>;
        /// The pairs `x -> y` of the domain of kind `D` whose images under
        /// this relation and `umap2` (a schedule, say) are lexicographically
        /// ordered: `this(x) < umap2(y)`.
        fn lex_lt_union_map(take self, umap2: take UnionMap<D, R>) -> UnionMap<D, D>;
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

impl<K: Kind> UnionSet<K> {
    /// The relation of every element of this union to every one of `range`.
    #[inline(always)]
    pub fn universe_to<R: Kind>(&self, range: &UnionSet<R>) -> Result<UnionMap<K, R>> {
        crate::object::UnionMap::from_domain_and_range(self.as_untyped(), range.as_untyped())
            .map(UnionMap::unchecked)
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
