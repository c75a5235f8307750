//! The scheduler's typed entry points, which ISL's typed C++ interface does
//! not carry: dataflow analysis (`UnionAccessInfo<D, A>`, `UnionFlow<D, A>`),
//! dependences that say their direction ([`Dependences<D>`]), the schedule
//! constraints and schedules of instances of kind `D` (the tree's nodes
//! are in `tree.rs`, the AST build in `ast.rs`).

use std::fmt;
use std::ops::BitOr;

use super::kinds::{Kind, Params, Unnamed};
use super::objects::{
    Arg, FromUntyped, Schedule, ScheduleConstraints, ScheduleNode, Set, UnionMap, UnionSet,
};
use super::typed_methods::typed_methods;
use crate::error::Result;
use crate::object as untyped;
use crate::qualifiers::Take;

/// Dependences between instances of kind `D`, by value or borrowed: what
/// the scheduler's validity and coincidence constraints take
/// ([`Dependences`], from a dataflow analysis or named with
/// [`Dependences::source_to_sink`]).
/// A plain relation is refused here, with a note saying how dependences
/// enter.
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::Dependences;
/// isl_safe::tuples! { S[1] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let domain: typed::UnionSet<S> = "{ S[i] : 0 <= i < 4 }".parse()?;
/// let deps = Dependences::source_to_sink("{ S[i] -> S[i + 1] }".parse()?);
/// let constraints = typed::ScheduleConstraints::on_domain(&domain)? // copied
///     .set_validity(&deps)?                                         // copied
///     .set_proximity(deps)?;                                        // moved
/// # let _ = constraints;
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "expected `Dependences<{D}>` (by value or borrowed), found `{Self}`",
    label = "not dependences between `{D}` instances",
    note = "dependences enter the scheduler as `Dependences`: from a dataflow analysis, or from a \
            relation built by hand with `Dependences::source_to_sink`, which names its direction"
)]
pub trait DependencesArg<D: Kind> {
    /// The untyped relation, from sources to sinks: the object, or a
    /// reference to it.
    type Untyped;
    /// The untyped relation, at no cost.
    fn into_untyped(self) -> Self::Untyped;
}

impl<D: Kind> DependencesArg<D> for Dependences<D> {
    type Untyped = untyped::UnionMap;
    #[inline(always)]
    fn into_untyped(self) -> untyped::UnionMap {
        self.into_relation().untyped()
    }
}

impl<'a, D: Kind> DependencesArg<D> for &'a Dependences<D> {
    type Untyped = &'a untyped::UnionMap;
    #[inline(always)]
    fn into_untyped(self) -> &'a untyped::UnionMap {
        self.relation().as_untyped()
    }
}

// Dependences where any relation between instances is expected
// (proximity); not listed in the error of a wrong argument, where they are
// beside the point.
#[diagnostic::do_not_recommend]
impl<D: Kind> Arg<UnionMap<D, D>> for Dependences<D> {
    type Untyped = untyped::UnionMap;
    #[inline(always)]
    fn into_untyped(self) -> untyped::UnionMap {
        self.into_relation().untyped()
    }
}

#[diagnostic::do_not_recommend]
impl<'a, D: Kind> Arg<UnionMap<D, D>> for &'a Dependences<D> {
    type Untyped = &'a untyped::UnionMap;
    #[inline(always)]
    fn into_untyped(self) -> &'a untyped::UnionMap {
        self.relation().as_untyped()
    }
}

/// Dependences between instances of kind `D`, each pair from the source
/// instance (the one that must run first) to the sink: what the scheduler
/// takes as validity and coincidence constraints.
///
/// A dataflow analysis ([`UnionFlow::get_must_dependence`], ...) gives them
/// in that direction; a relation built by hand enters with
/// [`source_to_sink`](Dependences::source_to_sink), which names the
/// direction where the relation is built. A plain `UnionMap<D, D>` given as
/// validity does not compile: that is where a relation built from sinks to
/// sources (`reads.apply_range(&writes.reverse()?)`) would go unnoticed.
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::Dependences;
/// isl_safe::tuples! { S[1] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let chain: typed::UnionMap<S, S> = "{ S[i] -> S[i + 1] : 0 <= i < 9 }".parse()?;
/// let deps = Dependences::source_to_sink(chain);
/// assert_eq!(deps.to_string(), "{ S[i] -> S[1 + i] : 0 <= i <= 8 }"); // Display: the relation
/// let domain: typed::UnionSet<S> = "{ S[i] : 0 <= i < 10 }".parse()?;
/// let schedule = typed::ScheduleConstraints::on_domain(&domain)?
///     .set_validity(&deps)?
///     .compute_schedule()?;
/// assert_eq!(schedule.get_domain()?, domain);
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Dependences<D: Kind> {
    relation: UnionMap<D, D>,
}

impl<D: Kind> Dependences<D> {
    /// Dependences given as a relation from each source instance to the
    /// sink instances that must run after it.
    #[inline(always)]
    pub fn source_to_sink(relation: UnionMap<D, D>) -> Dependences<D> {
        Dependences { relation }
    }

    /// The relation, from sources to sinks.
    #[inline(always)]
    pub fn relation(&self) -> &UnionMap<D, D> {
        &self.relation
    }

    /// The relation, from sources to sinks, by value.
    #[inline(always)]
    pub fn into_relation(self) -> UnionMap<D, D> {
        self.relation
    }

    /// The dependences of both.
    #[inline(always)]
    pub fn union(&self, other: &Dependences<D>) -> Result<Dependences<D>> {
        Ok(Dependences::source_to_sink(
            self.relation.union(&other.relation)?,
        ))
    }

    /// The same dependences, simplified ([`UnionMap::coalesce`](crate::UnionMap::coalesce)).
    #[inline(always)]
    pub fn coalesce(&self) -> Result<Dependences<D>> {
        Ok(Dependences::source_to_sink(self.relation.coalesce()?))
    }
}

impl<D: Kind> FromUntyped for Dependences<D> {
    type Untyped = untyped::UnionMap;
    /// Dependences from a dataflow analysis: source to sink.
    #[inline(always)]
    fn from_untyped(relation: untyped::UnionMap) -> Self {
        Dependences::source_to_sink(UnionMap::unchecked(relation))
    }
}

impl<D: Kind> fmt::Display for Dependences<D> {
    /// The relation, from sources to sinks, in ISL's notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.relation, f)
    }
}

impl<D: Kind> BitOr for &Dependences<D> {
    type Output = Dependences<D>;

    /// [`Dependences::union`]; panics with ISL's message where it fails.
    fn bitor(self, rhs: &Dependences<D>) -> Dependences<D> {
        Dependences::source_to_sink(UnionMap::unchecked(
            self.relation.as_untyped() | rhs.relation.as_untyped(),
        ))
    }
}

/// The accesses of a dataflow analysis: sinks (reads, say), sources
/// (writes), the order they run in, from instances of kind `D` to array
/// elements of kind `A`: the typed form of
/// [`UnionAccessInfo`](crate::UnionAccessInfo). Each setter consumes the
/// builder, with no copy.
///
/// ```
/// use isl_safe::{typed, Context};
/// isl_safe::tuples! { S[1]; T[1]; Stmts = S | T; A[1] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let writes: typed::UnionMap<Stmts, A> = "{ S[i] -> A[i] : 0 <= i < 4 }".parse()?;
/// let reads: typed::UnionMap<Stmts, A> = "{ T[i] -> A[i] : 0 <= i < 4 }".parse()?;
/// let order: typed::UnionMap<Stmts, typed::Anon<2>> = "{ S[i] -> [0, i]; T[i] -> [1, i] }".parse()?;
/// let flow = typed::UnionAccessInfo::from_sink(&reads)?
///     .set_must_source(&writes)?
///     .set_schedule_map(&order)?
///     .compute_flow()?
///     .get_must_dependence()?;
/// assert_eq!(flow.relation().to_string(), "{ S[i] -> T[i' = i] : 0 <= i <= 3 }");
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct UnionAccessInfo<D: Kind, A: Kind> {
    inner: untyped::UnionAccessInfo,
    kinds: std::marker::PhantomData<fn() -> (D, A)>,
}

impl<D: Kind, A: Kind> FromUntyped for UnionAccessInfo<D, A> {
    type Untyped = untyped::UnionAccessInfo;
    #[inline(always)]
    fn from_untyped(inner: untyped::UnionAccessInfo) -> Self {
        Self::unchecked(inner)
    }
}

impl<D: Kind, A: Kind> UnionAccessInfo<D, A> {
    #[inline(always)]
    fn unchecked(inner: untyped::UnionAccessInfo) -> Self {
        UnionAccessInfo {
            inner,
            kinds: std::marker::PhantomData,
        }
    }

    /// The accesses that must write the value a sink reads.
    #[inline(always)]
    pub fn set_must_source(
        self,
        must_source: impl Arg<UnionMap<D, A>, Untyped: Take<untyped::UnionMap>>,
    ) -> Result<Self> {
        let mut inner = self.inner;
        inner
            .in_place()
            .set_must_source(must_source.into_untyped())?;
        Ok(Self::unchecked(inner))
    }

    /// The accesses that may write it.
    #[inline(always)]
    pub fn set_may_source(
        self,
        may_source: impl Arg<UnionMap<D, A>, Untyped: Take<untyped::UnionMap>>,
    ) -> Result<Self> {
        let mut inner = self.inner;
        inner.in_place().set_may_source(may_source.into_untyped())?;
        Ok(Self::unchecked(inner))
    }

    /// The accesses that kill a value.
    #[inline(always)]
    pub fn set_kill(
        self,
        kill: impl Arg<UnionMap<D, A>, Untyped: Take<untyped::UnionMap>>,
    ) -> Result<Self> {
        let mut inner = self.inner;
        inner.in_place().set_kill(kill.into_untyped())?;
        Ok(Self::unchecked(inner))
    }

    /// The order the instances run in, as a map to a schedule space of any
    /// kind.
    #[inline(always)]
    pub fn set_schedule_map<T: Kind>(
        self,
        schedule_map: impl Arg<UnionMap<D, T>, Untyped: Take<untyped::UnionMap>>,
    ) -> Result<Self> {
        let schedule_map = schedule_map.into_untyped();
        let mut inner = self.inner;
        inner.in_place().set_schedule_map(schedule_map)?;
        Ok(Self::unchecked(inner))
    }

    /// The order the instances run in, as a schedule.
    #[inline(always)]
    pub fn set_schedule(
        self,
        schedule: impl Arg<Schedule<D>, Untyped: Take<untyped::Schedule>>,
    ) -> Result<Self> {
        let mut inner = self.inner;
        inner.in_place().set_schedule(schedule.into_untyped())?;
        Ok(Self::unchecked(inner))
    }

    /// The dataflow analysis.
    #[inline(always)]
    pub fn compute_flow(self) -> Result<UnionFlow<D, A>> {
        let flow = self.inner.by_value().compute_flow()?;
        Ok(UnionFlow {
            inner: flow,
            kinds: std::marker::PhantomData,
        })
    }

    /// The untyped analysis, by value.
    #[inline(always)]
    pub fn untyped(self) -> untyped::UnionAccessInfo {
        self.inner
    }
}

/// The result of a dataflow analysis of accesses from kind `D` to kind `A`:
/// the typed form of [`UnionFlow`](crate::UnionFlow).
///
/// ```
/// use isl_safe::{typed, Context};
/// isl_safe::tuples! { S[1]; A[1] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let writes: typed::UnionMap<S, A> = "{ S[i] -> A[i] : 0 <= i < 4 }".parse()?;
/// let reads: typed::UnionMap<S, A> = "{ S[i] -> A[i - 1] : 0 <= i < 4 }".parse()?;
/// let order: typed::UnionMap<S, typed::Anon<1>> = "{ S[i] -> [i] }".parse()?;
/// let flow = typed::UnionAccessInfo::from_sink(&reads)?
///     .set_must_source(&writes)?
///     .set_schedule_map(&order)?
///     .compute_flow()?;
/// // S[0] reads A[-1], which no instance writes.
/// let uninitialised: typed::UnionMap<S, A> = flow.get_must_no_source()?;
/// assert_eq!(uninitialised.to_string(), "{ S[i = 0] -> A[-1] }");
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct UnionFlow<D: Kind, A: Kind> {
    inner: untyped::UnionFlow,
    kinds: std::marker::PhantomData<fn() -> (D, A)>,
}

typed_methods! {
    /// The dependences and the accesses with no source.
    impl[D: Kind, A: Kind] UnionFlow<D, A> {
        /// The dependences from each source that must write the value a
        /// sink reads to that sink.
        fn get_must_dependence(keep self) -> Dependences<D>;
        /// The dependences from each source that may write it to the sink.
        fn get_may_dependence(keep self) -> Dependences<D>;
        /// The sink accesses that no source must have written.
        fn get_must_no_source(keep self) -> UnionMap<D, A>;
        /// The sink accesses that no source may have written.
        fn get_may_no_source(keep self) -> UnionMap<D, A>;
    }
}

impl<D: Kind, A: Kind> UnionFlow<D, A> {
    /// The untyped result, borrowed.
    #[inline(always)]
    pub fn as_untyped(&self) -> &untyped::UnionFlow {
        &self.inner
    }
}

impl<D: Kind> ScheduleConstraints<D> {
    /// The values of the parameters to schedule for.
    #[inline(always)]
    pub fn set_context(
        self,
        context: impl Arg<Set<Params>, Untyped: Take<untyped::Set>>,
    ) -> Result<Self> {
        let mut inner = self.untyped();
        inner.in_place().set_context(context.into_untyped())?;
        Ok(Self::unchecked(inner))
    }

    /// The dependences the schedule must respect: each source before its
    /// sinks.
    #[inline(always)]
    pub fn set_validity(
        self,
        validity: impl DependencesArg<D, Untyped: Take<untyped::UnionMap>>,
    ) -> Result<Self> {
        let mut inner = self.untyped();
        inner.in_place().set_validity(validity.into_untyped())?;
        Ok(Self::unchecked(inner))
    }

    /// The dependences whose source and sink should run in the same
    /// iteration of the outer loops (for parallel loops).
    #[inline(always)]
    pub fn set_coincidence(
        self,
        coincidence: impl DependencesArg<D, Untyped: Take<untyped::UnionMap>>,
    ) -> Result<Self> {
        let coincidence = coincidence.into_untyped();
        let mut inner = self.untyped();
        inner.in_place().set_coincidence(coincidence)?;
        Ok(Self::unchecked(inner))
    }

    /// The pairs of instances to run close to each other: dependences, or
    /// any relation between instances.
    #[inline(always)]
    pub fn set_proximity(
        self,
        proximity: impl Arg<UnionMap<D, D>, Untyped: Take<untyped::UnionMap>>,
    ) -> Result<Self> {
        let proximity = proximity.into_untyped();
        let mut inner = self.untyped();
        inner.in_place().set_proximity(proximity)?;
        Ok(Self::unchecked(inner))
    }

    /// ISL's scheduler: a schedule of the same instances.
    #[inline(always)]
    pub fn compute_schedule(self) -> Result<Schedule<D>> {
        self.untyped()
            .by_value()
            .compute_schedule()
            .map(Schedule::unchecked)
    }
}

typed_methods! {
    /// The analysis of sink accesses.
    impl[D: Kind, A: Kind] UnionAccessInfo<D, A> {
        /// The analysis of the sink accesses `sink`.
        fn from_sink(sink: take UnionMap<D, A>) -> Self;
    }

    /// Constraints on a schedule of given instances.
    impl[D: Kind] ScheduleConstraints<D> {
        /// Constraints on a schedule of the instances `domain`.
        fn on_domain(domain: take UnionSet<D>) -> Self;
    }

    /// What a schedule of instances of kind `D` holds.
    impl[D: Kind] Schedule<D> {
        /// The instances it schedules.
        fn get_domain(keep self) -> UnionSet<D>;
        /// The schedule as a map from each instance to its time, a tuple of
        /// the schedule's dimensions.
        fn get_map(keep self) -> UnionMap<D, Unnamed>;
        /// The root of the schedule tree.
        fn get_root(keep self) -> ScheduleNode<D>;
    }
}
