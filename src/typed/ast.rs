//! AST generation over a schedule of instances of kind `D`: the typed
//! [`AstBuild<D>`], whose callbacks see typed builds, and [`Loops`], the
//! kind of the build's schedule space (the loops generated around the
//! current point), in which access and expression builders take their
//! functions.
//!
//! The AST itself (nodes, expressions, identifiers) carries no kind: it is
//! the untyped [`AstNode`](crate::AstNode) and [`AstExpr`](crate::AstExpr).

use std::fmt;
use std::marker::PhantomData;

use super::kinds::{mismatch, Any, Kind, Params};
use super::objects::{
    Arg, FromUntyped, MultiPwAff, PwAff, PwMultiAff, Schedule, Set, Space, UnionMap,
};
use super::typed_methods::typed_methods;
use crate::error::{Error, Result};
use crate::object as untyped;
use crate::object::{AstExpr, AstNode, Id, IdList};
use crate::qualifiers::Take;

/// The kind of an AST build's schedule space: the loops generated around
/// the current point of the generation, one dimension each. The access and
/// expression builders of [`AstBuild`] take functions of it, which come
/// from the build's own schedule ([`AstBuild::get_schedule`]): a function
/// of the statement instances (a `PwMultiAff<S, A>` where a
/// `PwMultiAff<Loops, A>` is expected) does not compile.
///
/// Its tuple has any shape: generated from a schedule tree, it nests one
/// level per band (`[[[] -> L_0[c0]] -> L_1[c1]]`); from a schedule map, it
/// is the map's range. So any tuple is a `Loops` on entry.
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::{Kind, Loops};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// assert_eq!(Loops::expected(), "loops");
/// let nested: typed::Set<Loops> = "{ [[[] -> L_0[c0]] -> L_1[c1]] }".parse()?;
/// # let _ = nested;
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Loops;

impl Kind for Loops {
    fn expected() -> String {
        "loops".to_string()
    }

    fn accepts(_space: &untyped::Space) -> Result<bool> {
        Ok(true)
    }
}

/// A build of the AST of a schedule of instances of kind `D`: the typed
/// form of [`AstBuild`](crate::AstBuild). Its callbacks get typed builds, in
/// which the schedule maps the instances of kind `D` to the [`Loops`]
/// around them, and the access and expression builders take functions of
/// those loops. A new build (`alloc`, `from_context`) holds no schedule:
/// `D` is the kind of the instances it is to generate code for, which
/// [`node_from_schedule`](Self::node_from_schedule) requires of its
/// schedule.
///
/// ```
/// use isl_safe::{typed, Context, Id};
/// use isl_safe::typed::Params;
/// use std::{cell::RefCell, rc::Rc};
/// isl_safe::tuples! { S[1]; A[1] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let schedule: typed::Schedule<S> =
///     "{ domain: \"{ S[i] : 0 <= i < 8 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }".parse()?;
/// let writes: typed::Map<S, A> = "{ S[i] -> A[2i + 1] }".parse()?;
/// let accesses = Rc::new(RefCell::new(Vec::new()));
/// let seen = accesses.clone();
/// let context: typed::Set<Params> = "{ : }".parse()?;
/// let build = typed::AstBuild::from_context(&context)?
///     .set_at_each_domain(move |node, build: &typed::AstBuild<S>| {
///         // The loops -> the instance they run -> the element it writes.
///         let schedule = build.get_schedule()?.expect("during generation");
///         let element: typed::Map<typed::Loops, A> = schedule.reverse()?.as_map()?.apply_range(&writes)?;
///         let access = build.access_from_pw_multi_aff(&element.as_pw_multi_aff()?)?;
///         seen.borrow_mut().push(access.to_c_str()?);
///         Ok(node)
///     })?;
/// let ast = build.node_from_schedule(schedule)?;
/// assert_eq!(*accesses.borrow(), ["A[2 * c0 + 1]"]);
/// assert!(ast.to_c_str()?.contains("for (int c0 = 0; c0 <= 7; c0 += 1)"));
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[repr(transparent)]
pub struct AstBuild<D: Kind> {
    inner: untyped::AstBuild,
    kinds: PhantomData<fn() -> D>,
}

impl<D: Kind> Clone for AstBuild<D> {
    #[inline(always)]
    fn clone(&self) -> Self {
        Self::unchecked(self.inner.clone())
    }
}

impl<D: Kind> fmt::Debug for AstBuild<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "typed::AstBuild<{}>({:?})", D::expected(), self.inner)
    }
}

impl<D: Kind> TryFrom<untyped::AstBuild> for AstBuild<D> {
    type Error = Error;

    /// Checks that the build's schedule, if it has one (during
    /// generation), is of instances of kind `D`: an [`Error::KindMismatch`]
    /// names the expected and the found tuple.
    fn try_from(inner: untyped::AstBuild) -> Result<Self> {
        if let Some(schedule) = inner.get_schedule()? {
            UnionMap::<D, Loops>::try_from(schedule).map_err(|e| match e {
                Error::KindMismatch {
                    expected, found, ..
                } => mismatch("typed::AstBuild::try_from", expected, found),
                other => other,
            })?;
        }
        Ok(Self::unchecked(inner))
    }
}

impl<D: Kind> From<AstBuild<D>> for untyped::AstBuild {
    #[inline(always)]
    fn from(typed: AstBuild<D>) -> untyped::AstBuild {
        typed.inner
    }
}

impl<D: Kind> AstBuild<D> {
    /// The build of a typed method's result, or of a callback's argument.
    #[inline(always)]
    fn unchecked(inner: untyped::AstBuild) -> Self {
        AstBuild {
            inner,
            kinds: PhantomData,
        }
    }

    /// The untyped [`AstBuild`](crate::AstBuild), by value (no copy, no
    /// cost).
    #[inline(always)]
    pub fn untyped(self) -> untyped::AstBuild {
        self.inner
    }

    /// The untyped [`AstBuild`](crate::AstBuild), borrowed (no cost).
    #[inline(always)]
    pub fn as_untyped(&self) -> &untyped::AstBuild {
        &self.inner
    }

    /// Names the loop iterators `iterators`, outermost first.
    #[inline(always)]
    pub fn set_iterators(self, iterators: impl Take<IdList>) -> Result<AstBuild<D>> {
        self.set(|b| b.in_place().set_iterators(iterators))
    }

    /// Options of the generation (`{ [i] -> separate[x] }`, ...), from the
    /// loops to ISL's option tuples.
    #[inline(always)]
    pub fn set_options(
        self,
        options: impl Arg<UnionMap<Loops, Any>, Untyped: Take<untyped::UnionMap>>,
    ) -> Result<AstBuild<D>> {
        let options = options.into_untyped();
        self.set(|b| b.in_place().set_options(options))
    }

    /// This build, changed in place by `set` (one of the untyped build's
    /// setters, which keep the schedule it builds).
    #[inline(always)]
    fn set(self, set: impl FnOnce(&mut untyped::AstBuild) -> Result<()>) -> Result<AstBuild<D>> {
        let mut inner = self.inner;
        set(&mut inner)?;
        Ok(Self::unchecked(inner))
    }
}

impl<D: Kind> FromUntyped for AstBuild<D> {
    type Untyped = untyped::AstBuild;
    #[inline(always)]
    fn from_untyped(inner: untyped::AstBuild) -> Self {
        Self::unchecked(inner)
    }
}

typed_methods! {
    /// New builds, the AST of a schedule, and what a callback asks of its
    /// build.
    impl[D: Kind] AstBuild<D> {
        /// A build with no assumption on the parameters.
        fn alloc() -> Self;
        /// A build assuming the parameter values `set`.
        fn from_context(set: take Set<Params>) -> Self;
        /// The AST of the code running the instances in the order of
        /// `schedule`.
        fn node_from_schedule(keep self, schedule: take Schedule<D>) -> AstNode;
        /// The AST of the code running the instances in the order of the
        /// schedule map `schedule`, to a tuple of any kind.
        fn node_from_schedule_map<T: Kind>(keep self, schedule: take UnionMap<D, T>) -> AstNode;
        /// During generation (in a callback), the schedule of the instances
        /// still to generate: each instance of kind `D` to the iteration of
        /// the loops around it; `None` outside generation.
        fn get_schedule(keep self) -> Option<UnionMap<D, Loops>>;
        /// The space of the loops around the current point of the
        /// generation.
        fn get_schedule_space(keep self) -> Space<Loops>;
        /// An expression of the value of `pa`, a function of the loops.
        fn expr_from_pw_aff(keep self, pa: take PwAff<Loops>) -> AstExpr;
        /// A condition: whether the loops' iteration is in `set`.
        fn expr_from_set(keep self, set: take Set<Loops>) -> AstExpr;
        /// An access to the element of array `A` that `pma` gives for the
        /// loops' iteration.
        fn access_from_pw_multi_aff<A: Kind>(keep self, pma: take PwMultiAff<Loops, A>) -> AstExpr;
        /// An access to the element of array `A` that `mpa` gives for the
        /// loops' iteration.
        fn access_from_multi_pw_aff<A: Kind>(keep self, mpa: take MultiPwAff<Loops, A>) -> AstExpr;
        /// A call of the function named after `F` with the arguments `pma`
        /// gives for the loops' iteration.
        fn call_from_pw_multi_aff<F: Kind>(keep self, pma: take PwMultiAff<Loops, F>) -> AstExpr;
        /// A call of the function named after `F` with the arguments `mpa`
        /// gives for the loops' iteration.
        fn call_from_multi_pw_aff<F: Kind>(keep self, mpa: take MultiPwAff<Loops, F>) -> AstExpr;
    }
}

/// The typed build of a callback's argument: the untyped build ISL lends,
/// as a build of the same kind (the handle is shared, not copied).
#[inline(always)]
fn lent<D: Kind>(build: &untyped::AstBuild) -> AstBuild<D> {
    AstBuild::unchecked(build.clone())
}

/// The callbacks: each closure is stored in the build and called during
/// generation with typed builds (see
/// [`NodeBuildFn`](crate::NodeBuildFn) for how stored closures are kept
/// and called).
impl<D: Kind> AstBuild<D> {
    /// `at_each_domain`: called with the node of each statement instance
    /// set and the build at that point; returns the node to use.
    #[inline(always)]
    pub fn set_at_each_domain(
        self,
        at: impl Fn(AstNode, &AstBuild<D>) -> Result<AstNode> + 'static,
    ) -> Result<AstBuild<D>> {
        self.set(|b| {
            b.in_place()
                .set_at_each_domain(move |n, b: &_| at(n, &lent(b)))
        })
    }

    /// `before_each_for`: called before each `for` node is made; returns
    /// the identifier to annotate the node with.
    #[inline(always)]
    pub fn set_before_each_for(
        self,
        before: impl Fn(&AstBuild<D>) -> Result<Id> + 'static,
    ) -> Result<AstBuild<D>> {
        self.set(|b| {
            b.in_place()
                .set_before_each_for(move |b: &_| before(&lent(b)))
        })
    }

    /// `after_each_for`: called with each `for` node made; returns the node
    /// to use.
    #[inline(always)]
    pub fn set_after_each_for(
        self,
        after: impl Fn(AstNode, &AstBuild<D>) -> Result<AstNode> + 'static,
    ) -> Result<AstBuild<D>> {
        self.set(|b| {
            b.in_place()
                .set_after_each_for(move |n, b: &_| after(n, &lent(b)))
        })
    }

    /// `before_each_mark`: called with each mark's identifier before its
    /// node is made.
    #[inline(always)]
    pub fn set_before_each_mark(
        self,
        before: impl Fn(&Id, &AstBuild<D>) -> Result<()> + 'static,
    ) -> Result<AstBuild<D>> {
        self.set(|b| {
            b.in_place()
                .set_before_each_mark(move |m: &_, b: &_| before(m, &lent(b)))
        })
    }

    /// `after_each_mark`: called with each mark node made; returns the node
    /// to use.
    #[inline(always)]
    pub fn set_after_each_mark(
        self,
        after: impl Fn(AstNode, &AstBuild<D>) -> Result<AstNode> + 'static,
    ) -> Result<AstBuild<D>> {
        self.set(|b| {
            b.in_place()
                .set_after_each_mark(move |n, b: &_| after(n, &lent(b)))
        })
    }

    /// `create_leaf`: makes the AST of each leaf of the schedule tree
    /// itself, from the build at that point.
    #[inline(always)]
    pub fn set_create_leaf(
        self,
        create: impl Fn(AstBuild<D>) -> Result<AstNode> + 'static,
    ) -> Result<AstBuild<D>> {
        self.set(|b| {
            b.in_place()
                .set_create_leaf(move |b| create(AstBuild::unchecked(b)))
        })
    }
}
