//! Dimensions of typed objects: how many (`dim`, `size`), the operations on
//! them with the kind of their result (`fix_si` keeps the kinds,
//! `project_out` gives an unnamed tuple, on a relation that side's,
//! `dim_max` a function of what the tuple depends on), the values of a
//! multi-value as integers, and whether a box has a fixed size. Positions
//! are `usize`, as untyped.

use super::by_value::ByValue;
use super::kinds::{check_set, Kind, Params, SetKind, Unnamed};
use super::objects::{
    Aff, BasicMap, BasicSet, FixedBox, Map, MapSpace, MultiAff, MultiId, MultiPwAff,
    MultiUnionPwAff, MultiVal, Point, PwAff, PwMultiAff, Set, Space, UnionMap, UnionSet,
};
use super::typed_methods::typed_methods;
use crate::error::Result;
use crate::object as untyped;
use crate::object::DimType;

typed_methods! {
    /// The number of dimensions of each kind.
    impl[K: SetKind] Set<K>, BasicSet<K>, Point<K>, UnionSet<K>, Space<K> {
        /// The number of dimensions of `type_` (`DimType::Param`, `Set`).
        fn dim(keep self, type_: plain DimType) -> usize;
    }

    /// The number of dimensions of each kind.
    impl[D: Kind, R: Kind] Map<D, R>, BasicMap<D, R>, UnionMap<D, R>, MapSpace<D, R> {
        /// The number of dimensions of `type_` (`DimType::Param`, `In`,
        /// `Out`).
        fn dim(keep self, type_: plain DimType) -> usize;
    }

    /// The number of dimensions of each kind.
    impl[D: SetKind] Aff<D>, PwAff<D> {
        /// The number of dimensions of `type_` (`DimType::Param`, `In`,
        /// `Out`).
        fn dim(keep self, type_: plain DimType) -> usize;
    }

    /// The number of dimensions of each kind, and of elements.
    impl[D: SetKind, R: Kind] MultiAff<D, R>, PwMultiAff<D, R>, MultiPwAff<D, R>, MultiUnionPwAff<D, R> {
        /// The number of dimensions of `type_` (`DimType::Param`, `In`,
        /// `Out`; `Set` for a [`MultiUnionPwAff`]).
        fn dim(keep self, type_: plain DimType) -> usize;
        /// The number of elements: one per dimension of the tuple.
        fn size(keep self) -> usize;
    }

    /// The number of dimensions of each kind, and of elements.
    impl[K: Kind] MultiVal<K> {
        /// The number of dimensions of `type_` (`DimType::Param`, `Set`).
        fn dim(keep self, type_: plain DimType) -> usize;
        /// The number of elements: one per dimension of the tuple.
        fn size(keep self) -> usize;
    }

    /// The number of elements.
    impl[K: Kind] MultiId<K> {
        /// The number of elements: one per dimension of the tuple.
        fn size(keep self) -> usize;
    }

    /// A dimension fixed, with the kinds kept.
    impl[K: SetKind] Set<K>, BasicSet<K> {
        /// The object with dimension `pos` of `type_` fixed to `value`: of
        /// the same kind.
        fn fix_si(take self, type_: plain DimType, pos: plain usize, value: plain i64) -> Self;
    }

    /// A dimension fixed, with the kinds kept.
    impl[D: Kind, R: Kind] Map<D, R>, BasicMap<D, R> {
        /// The object with dimension `pos` of `type_` fixed to `value`: of
        /// the same kinds.
        fn fix_si(take self, type_: plain DimType, pos: plain usize, value: plain i64) -> Self;
    }

    /// A dimension fixed, with the kinds kept.
    impl[D: SetKind, R: Kind] PwMultiAff<D, R> {
        /// The object with dimension `pos` of `type_` fixed to `value`: of
        /// the same kinds.
        fn fix_si(take self, type_: plain DimType, pos: plain usize, value: plain i64) -> Self;
    }

    /// The bounds of a dimension of the tuple, functions of the parameters.
    impl[K: Kind] Set<K> {
        /// The largest value of dimension `pos` of the tuple, a function of
        /// the parameters.
        fn dim_max(take self, pos: plain usize) -> PwAff<Params>;
        /// The smallest value of dimension `pos` of the tuple, a function
        /// of the parameters.
        fn dim_min(take self, pos: plain usize) -> PwAff<Params>;
    }

    /// The bounds of a dimension of the tuple, functions of the parameters.
    impl[K: Kind] BasicSet<K> {
        /// The largest value of dimension `pos` of the tuple, a function of
        /// the parameters.
        fn dim_max(keep self, pos: plain usize) -> PwAff<Params>;
        /// The smallest value of dimension `pos` of the tuple, a function
        /// of the parameters.
        fn dim_min(keep self, pos: plain usize) -> PwAff<Params>;
    }

    /// The bounds of a dimension of the range, functions of the domain.
    impl[D: Kind, R: Kind] Map<D, R> {
        /// The largest value of the range's dimension `pos`, a function of
        /// the domain.
        fn dim_max(take self, pos: plain usize) -> PwAff<D>;
        /// The smallest value of the range's dimension `pos`, a function of
        /// the domain.
        fn dim_min(take self, pos: plain usize) -> PwAff<D>;
    }
}

/// Projecting out dimensions of a set: ISL drops the name (and nesting) of
/// a tuple it removes dimensions of, even none, so that the result's tuple
/// is unnamed. Other types (the parameters) keep the tuple: the result is
/// checked, an [`Error::KindMismatch`](crate::Error::KindMismatch) unless
/// the tuple is unnamed (`project_out_param_id` keeps the kind).
impl<K: Kind> Set<K> {
    /// The set with the dimensions `first .. first + n` of `type_`
    /// projected out: a tuple of no name (`DimType::Set`). Projecting out
    /// parameters keeps the tuple, so that kind is checked at run time.
    #[inline(always)]
    pub fn project_out(&self, type_: DimType, first: usize, n: usize) -> Result<Set<Unnamed>> {
        let out = self.as_untyped().project_out(type_, first, n)?;
        unnamed(type_, || out.get_space(), "isl_set_project_out")?;
        Ok(Set::unchecked(out))
    }
}

impl<K: Kind> ByValue<Set<K>> {
    /// By value: `project_out` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn project_out(self, type_: DimType, first: usize, n: usize) -> Result<Set<Unnamed>> {
        let out = self
            .into_inner()
            .untyped()
            .by_value()
            .project_out(type_, first, n)?;
        unnamed(type_, || out.get_space(), "isl_set_project_out")?;
        Ok(Set::unchecked(out))
    }
}

/// As [`Set::project_out`](Set::project_out).
impl<K: Kind> BasicSet<K> {
    /// The set with the dimensions `first .. first + n` of `type_`
    /// projected out: a tuple of no name (`DimType::Set`). Projecting out
    /// parameters keeps the tuple, so that kind is checked at run time.
    #[inline(always)]
    pub fn project_out(&self, type_: DimType, first: usize, n: usize) -> Result<BasicSet<Unnamed>> {
        let out = self.as_untyped().project_out(type_, first, n)?;
        unnamed(type_, || out.get_space(), "isl_basic_set_project_out")?;
        Ok(BasicSet::unchecked(out))
    }
}

impl<K: Kind> ByValue<BasicSet<K>> {
    /// By value: `project_out` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn project_out(self, type_: DimType, first: usize, n: usize) -> Result<BasicSet<Unnamed>> {
        let out = self
            .into_inner()
            .untyped()
            .by_value()
            .project_out(type_, first, n)?;
        unnamed(type_, || out.get_space(), "isl_basic_set_project_out")?;
        Ok(BasicSet::unchecked(out))
    }
}

/// Projecting out dimensions of a relation's domain or range: ISL drops the
/// name (and nesting) of the tuple it removes dimensions of, even none, and
/// keeps the other, so that each side has its method, of a known result
/// (ISL's `project_out` with `DimType::In` or `Out`; the parameters, which
/// keep both tuples, go with the generated `project_out_param_id`,
/// `project_out_all_params`).
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::Unnamed;
/// isl_safe::tuples! { S[2]; A[2] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let access: typed::Map<S, A> = "[n] -> { S[i, j] -> A[i, a] : j <= a < j + n }".parse()?;
/// // The rows each iteration touches.
/// let rows: typed::Map<S, Unnamed> = access.project_out_range_dims(1, 1)?;
/// assert_eq!(rows, "[n] -> { S[i, j] -> [i] : n > 0 }".parse()?);
/// // The elements each iteration of the outer loop touches.
/// let outer: typed::Map<Unnamed, A> = access.project_out_domain_dims(1, 1)?;
/// assert_eq!(outer, "[n] -> { [i] -> A[i, a] : n > 0 }".parse()?);
/// assert!(access.project_out_range_dims(1, 2).is_err()); // beyond the range's dimensions
/// # Ok::<(), isl_safe::Error>(())
/// ```
impl<D: Kind, R: Kind> Map<D, R> {
    /// The relation with the domain's dimensions `first .. first + n`
    /// projected out (ISL's `project_out` of `DimType::In`): a domain tuple
    /// of no name.
    #[doc(alias = "project_out")]
    #[inline(always)]
    pub fn project_out_domain_dims(&self, first: usize, n: usize) -> Result<Map<Unnamed, R>> {
        self.as_untyped()
            .project_out(DimType::In, first, n)
            .map(Map::unchecked)
    }

    /// The relation with the range's dimensions `first .. first + n`
    /// projected out (ISL's `project_out` of `DimType::Out`): a range tuple
    /// of no name.
    #[doc(alias = "project_out")]
    #[inline(always)]
    pub fn project_out_range_dims(&self, first: usize, n: usize) -> Result<Map<D, Unnamed>> {
        self.as_untyped()
            .project_out(DimType::Out, first, n)
            .map(Map::unchecked)
    }
}

impl<D: Kind, R: Kind> ByValue<Map<D, R>> {
    /// By value: `project_out_domain_dims` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn project_out_domain_dims(self, first: usize, n: usize) -> Result<Map<Unnamed, R>> {
        self.into_inner()
            .untyped()
            .by_value()
            .project_out(DimType::In, first, n)
            .map(Map::unchecked)
    }

    /// By value: `project_out_range_dims` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn project_out_range_dims(self, first: usize, n: usize) -> Result<Map<D, Unnamed>> {
        self.into_inner()
            .untyped()
            .by_value()
            .project_out(DimType::Out, first, n)
            .map(Map::unchecked)
    }
}

/// As [`Map::project_out_domain_dims`](Map::project_out_domain_dims) and
/// [`Map::project_out_range_dims`](Map::project_out_range_dims).
impl<D: Kind, R: Kind> BasicMap<D, R> {
    /// The relation with the domain's dimensions `first .. first + n`
    /// projected out (ISL's `project_out` of `DimType::In`): a domain tuple
    /// of no name.
    #[doc(alias = "project_out")]
    #[inline(always)]
    pub fn project_out_domain_dims(&self, first: usize, n: usize) -> Result<BasicMap<Unnamed, R>> {
        self.as_untyped()
            .project_out(DimType::In, first, n)
            .map(BasicMap::unchecked)
    }

    /// The relation with the range's dimensions `first .. first + n`
    /// projected out (ISL's `project_out` of `DimType::Out`): a range tuple
    /// of no name.
    #[doc(alias = "project_out")]
    #[inline(always)]
    pub fn project_out_range_dims(&self, first: usize, n: usize) -> Result<BasicMap<D, Unnamed>> {
        self.as_untyped()
            .project_out(DimType::Out, first, n)
            .map(BasicMap::unchecked)
    }
}

impl<D: Kind, R: Kind> ByValue<BasicMap<D, R>> {
    /// By value: `project_out_domain_dims` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn project_out_domain_dims(self, first: usize, n: usize) -> Result<BasicMap<Unnamed, R>> {
        self.into_inner()
            .untyped()
            .by_value()
            .project_out(DimType::In, first, n)
            .map(BasicMap::unchecked)
    }

    /// By value: `project_out_range_dims` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn project_out_range_dims(self, first: usize, n: usize) -> Result<BasicMap<D, Unnamed>> {
        self.into_inner()
            .untyped()
            .by_value()
            .project_out(DimType::Out, first, n)
            .map(BasicMap::unchecked)
    }
}

/// Checks that a projection's tuple is unnamed where ISL may have kept it
/// (any type but the set's own dimensions).
#[inline(always)]
fn unnamed(
    type_: DimType,
    space: impl FnOnce() -> Result<untyped::Space>,
    function: &'static str,
) -> Result<()> {
    if matches!(type_, DimType::Set | DimType::Out) {
        Ok(())
    } else {
        check_set::<Unnamed>(function, &space()?)
    }
}

impl<K: Kind> MultiVal<K> {
    /// The integers `values` in the tuple of `space`, one per dimension
    /// ([`MultiVal::from_ints`](crate::MultiVal::from_ints)).
    #[inline(always)]
    pub fn from_ints(space: &Space<K>, values: &[i64]) -> Result<MultiVal<K>> {
        untyped::MultiVal::from_ints(space.as_untyped().clone(), values).map(MultiVal::unchecked)
    }
}

typed_methods! {
    /// The values as integers.
    impl[K: Kind] MultiVal<K> {
        /// The values as integers, in order
        /// ([`MultiVal::to_ints`](crate::MultiVal::to_ints)).
        fn to_ints(keep self) -> Vec<i64>;
    }

    /// Whether the box means anything.
    impl[D: SetKind, R: Kind] FixedBox<D, R> {
        /// Whether the box has a fixed size: where it has not (no box of
        /// fixed size holds the set), its offset and size mean nothing.
        fn is_valid(keep self) -> bool;
    }
}
