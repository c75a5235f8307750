//! Tuple kinds: zero-sized types that say what a tuple of a space is.
//!
//! A kind is checked against the tuple of a set space (a map's domain or
//! range is asked as the set space of that tuple), by name, arity and
//! nesting; a group accepts any of its members.

use std::fmt::Write as _;

use crate::error::{Error, Result};
use crate::object::{DimType, Schedule, ScheduleNode, ScheduleNodeType, Space, UnionSet};

/// The kind of one tuple of a space: a named tuple declared with
/// [`tuples!`](crate::tuples) (`S[2]`), an unnamed one ([`Anon`],
/// [`Unnamed`]), a wrapped pair ([`Pair`]) or a group of kinds (`S | T`, for
/// the spaces of a union).
///
/// The typed objects ([`typed::Set<K>`](crate::typed::Set), ...) check their
/// kinds when an object enters the typed world (parsing, conversion,
/// reading); declare kinds with [`tuples!`](crate::tuples) rather than by
/// hand.
///
/// ```
/// use isl_safe::typed::{Anon, Kind, Pair};
/// isl_safe::tuples! { S[2]; A[1] }
/// assert_eq!(S::expected(), "S[2]");
/// assert_eq!(<Pair<S, A>>::expected(), "[S[2] -> A[1]]");
/// assert_eq!(<Anon<3>>::expected(), "[3]");
/// ```
pub trait Kind: 'static {
    /// How the kind is written in messages: `S[2]`, `[3]`, `[S[2] -> A[1]]`,
    /// `S[2] | T[3]`.
    fn expected() -> String;

    /// Whether the tuple of `space`, a set space, is of this kind.
    fn accepts(space: &Space) -> Result<bool>;
}

/// A named tuple kind: its ISL tuple name and arity, as declared with
/// [`tuples!`](crate::tuples).
///
/// ```
/// use isl_safe::typed::Named;
/// isl_safe::tuples! { S[2] }
/// assert_eq!((S::NAME, S::ARITY), ("S", 2));
/// ```
pub trait Named: Kind {
    /// The tuple's name in ISL's notation.
    const NAME: &'static str;
    /// The number of the tuple's dimensions.
    const ARITY: usize;
}

/// A kind that a renaming can give: one plain (unwrapped) tuple whose name
/// the kind says, a named kind from [`tuples!`](crate::tuples) or an unnamed
/// one ([`Anon<N>`], [`Unnamed`]). The methods that rename a tuple
/// (`set_range_tuple::<K>()`, `set_domain_tuple::<K>()`) take the name from
/// the kind and check the arity, so that the result is of the kind it says.
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::{Anon, Tuple, Unnamed};
/// isl_safe::tuples! { S[2]; A[2]; B[3] }
/// assert_eq!((S::NAME, S::ARITY), (Some("S"), Some(2)));
/// assert_eq!((<Anon<3>>::NAME, <Anon<3>>::ARITY), (None, Some(3)));
/// assert_eq!((Unnamed::NAME, Unnamed::ARITY), (None, None));
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let access: typed::Map<S, Anon<2>> = "{ S[i, j] -> [j, i] }".parse()?;
/// let named: typed::Map<S, A> = access.set_range_tuple::<A>()?;
/// assert_eq!(named.to_string(), "{ S[i, j] -> A[j, i] }");
/// assert!(access.set_range_tuple::<B>().is_err()); // B has 3 dimensions
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Tuple: Kind {
    /// The tuple's name, `None` for an unnamed one.
    const NAME: Option<&'static str>;
    /// The tuple's arity, `None` for any ([`Unnamed`]).
    const ARITY: Option<usize>;
}

impl<K: Named> Tuple for K {
    const NAME: Option<&'static str> = Some(K::NAME);
    const ARITY: Option<usize> = Some(K::ARITY);
}

impl<const N: usize> Tuple for Anon<N> {
    const NAME: Option<&'static str> = None;
    const ARITY: Option<usize> = Some(N);
}

impl Tuple for Unnamed {
    const NAME: Option<&'static str> = None;
    const ARITY: Option<usize> = None;
}

/// A group of kinds declared with [`tuples!`](crate::tuples)
/// (`Stmts = S | T`): a tuple renamed into a group takes an id that names
/// one of its members, which one known only at run time. The renamings
/// `set_range_tuple_in::<G>(&id)` and `set_domain_tuple_in::<G>(&id)` (and
/// [`Set::set_tuple_in`](crate::typed::Set::set_tuple_in)) fail with
/// [`Error::KindMismatch`](crate::Error::KindMismatch) unless the id's name
/// is a member's and the tuple has that member's arity.
///
/// ```
/// use isl_safe::{typed, Context, Id};
/// isl_safe::tuples! { S[2]; A[2]; B[1]; SharedA[2]; SharedB[1]; Shared = SharedA | SharedB }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let access: typed::Map<S, A> = "{ S[i, j] -> A[j, i] }".parse()?;
/// // The copy's name is made at run time, from the array's.
/// let name = format!("Shared{}", access.get_tuple_name(isl_safe::DimType::Out)?.unwrap());
/// let copy: typed::Map<S, Shared> = access.set_range_tuple_in::<Shared>(&Id::named(&name)?)?;
/// assert_eq!(copy.to_string(), "{ S[i, j] -> SharedA[j, i] }");
/// assert!(access.set_range_tuple_in::<Shared>(&Id::named("SharedB")?).is_err()); // one dimension
/// assert!(access.set_range_tuple_in::<Shared>(&Id::named("A")?).is_err()); // not a member
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Group: Kind {}

/// The kind `G` a kind belongs to: every kind to itself, each member of a
/// group (`Stmts = S | T`) to the group. Typed objects of a kind convert to
/// the group's with `widen` (`Set<S>` to `Set<Stmts>`).
///
/// ```
/// use isl_safe::typed::Within;
/// isl_safe::tuples! { S[1]; T[2]; Stmts = S | T }
/// fn within<K: Within<G>, G>() {}
/// within::<S, Stmts>();
/// within::<T, Stmts>();
/// within::<S, S>();
/// ```
pub trait Within<G> {}

/// The parameter-only space: the kind of a parameter set
/// (`typed::Set<Params>`, `[n] -> { : n > 0 }`) and of the domain of a
/// function with no domain tuple. It is not a tuple, so not a [`Kind`].
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::Params;
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let p: typed::Set<Params> = "[n] -> { : n > 0 }".parse()?;
/// assert!("[n] -> { [i] : i < n }".parse::<typed::Set<Params>>().is_err());
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Params;

/// A wrapped pair of kinds, `[A -> B]`: the tuple of a wrapped map, as in
/// tagged accesses `[S[i, j] -> A[a, b]]` or a product's tuple.
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::Pair;
/// isl_safe::tuples! { S[2]; A[2] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let tagged: typed::Set<Pair<S, A>> = "{ [S[i, j] -> A[i, j]] : 0 <= i, j < 4 }".parse()?;
/// let access: typed::Map<S, A> = tagged.unwrapped()?;
/// assert_eq!(access.to_string(), "{ S[i, j] -> A[i, j] : 0 <= i <= 3 and 0 <= j <= 3 }");
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Pair<A, B>(std::marker::PhantomData<fn() -> (A, B)>);

/// An unnamed tuple of `N` dimensions: `[i, j]` is an `Anon<2>`.
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::Anon;
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s: typed::Set<Anon<2>> = "{ [i, j] : 0 <= i < j < 4 }".parse()?;
/// assert!("{ [i] }".parse::<typed::Set<Anon<2>>>().is_err());
/// assert!("{ S[i, j] }".parse::<typed::Set<Anon<2>>>().is_err());
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Anon<const N: usize>;

/// An unnamed tuple of any arity: the range of an affine expression, a tuple
/// made by flattening (results that ISL's typed C++ calls `Anonymous` and
/// that are never named; where a result's tuple may be named, its kind is
/// [`Any`]).
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::Unnamed;
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s: typed::Set<Unnamed> = "{ [i, j, k] }".parse()?;
/// assert!("{ S[i] }".parse::<typed::Set<Unnamed>>().is_err());
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Unnamed;

/// A tuple whose kind is not known: any name or none, any arity, wrapped or
/// not. It is the kind of results whose tuple comes from elsewhere, which
/// ISL's typed C++ calls `Anonymous` although the tuple may be named: a
/// band's space (a schedule read from text may name it, `L_0[..]`), the
/// range of a schedule taken from a tree. Every tuple is an `Any`; to
/// claim more, convert with `TryFrom` of the untyped object, which checks.
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::Any;
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let named: typed::Set<Any> = "{ L_0[i] }".parse()?;
/// let unnamed: typed::Set<Any> = "{ [i, j] }".parse()?;
/// let wrapped: typed::Set<Any> = "{ [S[i] -> A[a]] }".parse()?;
/// assert!("[n] -> { : n > 0 }".parse::<typed::Set<Any>>().is_err()); // no tuple at all
/// # let _ = (named, unnamed, wrapped);
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Any;

impl<K: Kind> Within<K> for K {}

impl<A: Kind, B: Kind> Kind for Pair<A, B> {
    fn expected() -> String {
        format!("[{} -> {}]", A::expected(), B::expected())
    }

    fn accepts(space: &Space) -> Result<bool> {
        if !space.is_wrapping()? {
            return Ok(false);
        }
        let map = space.clone().unwrapped()?;
        Ok(A::accepts(&map.clone().domain()?)? && B::accepts(&map.range()?)?)
    }
}

impl<const N: usize> Kind for Anon<N> {
    fn expected() -> String {
        format!("[{N}]")
    }

    fn accepts(space: &Space) -> Result<bool> {
        Ok(plain_tuple(space)?.is_some_and(|(name, n)| name.is_none() && n == N))
    }
}

impl Kind for Unnamed {
    fn expected() -> String {
        "[..]".to_string()
    }

    fn accepts(space: &Space) -> Result<bool> {
        Ok(plain_tuple(space)?.is_some_and(|(name, _)| name.is_none()))
    }
}

impl Kind for Any {
    fn expected() -> String {
        "any tuple".to_string()
    }

    fn accepts(_space: &Space) -> Result<bool> {
        Ok(true)
    }
}

/// The name and arity of the tuple of a set space, `None` for a wrapped one.
fn plain_tuple(space: &Space) -> Result<Option<(Option<String>, usize)>> {
    if space.is_wrapping()? {
        return Ok(None);
    }
    Ok(Some((
        space.get_tuple_name(DimType::Set)?,
        space.dim(DimType::Set)?,
    )))
}

/// Whether the tuple of the set space `space` is the named tuple `name[arity]`
/// (for [`tuples!`](crate::tuples)).
#[doc(hidden)]
pub fn accepts_named(space: &Space, name: &str, arity: usize) -> Result<bool> {
    Ok(plain_tuple(space)?.is_some_and(|(n, a)| n.as_deref() == Some(name) && a == arity))
}

/// The tuple of the set space `space` as a kind is written: `S[2]`, `[3]`,
/// `[S[2] -> A[1]]`, or `params` for a parameter space.
pub(crate) fn found(space: &Space) -> Result<String> {
    let mut out = String::new();
    if space.is_params()? {
        out.push_str("params");
    } else {
        write_tuple(&mut out, space)?;
    }
    Ok(out)
}

fn write_tuple(out: &mut String, space: &Space) -> Result<()> {
    if space.is_wrapping()? {
        let map = space.clone().unwrapped()?;
        out.push('[');
        write_tuple(out, &map.clone().domain()?)?;
        out.push_str(" -> ");
        write_tuple(out, &map.range()?)?;
        out.push(']');
    } else {
        let name = space.get_tuple_name(DimType::Set)?.unwrap_or_default();
        let _ = write!(out, "{name}[{}]", space.dim(DimType::Set)?);
    }
    Ok(())
}

/// What may stand for the one tuple of a set or of a function's domain: a
/// [`Kind`], or [`Params`] for none.
///
/// ```
/// use isl_safe::{typed, Context};
/// use isl_safe::typed::{Params, SetKind};
/// isl_safe::tuples! { S[1] }
/// assert_eq!((<S as SetKind>::expected(), <Params as SetKind>::expected()), ("S[1]".into(), "params".into()));
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// // A function of the instances of S, and one of the parameters only.
/// let on_s: typed::Aff<S> = "[n] -> { S[i] -> [(i + n)] }".parse()?;
/// let on_params: typed::Aff<Params> = "[n] -> { [(n)] }".parse()?;
/// # let _ = (on_s, on_params);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait SetKind: 'static {
    /// How the kind is written in messages (`params` for [`Params`]).
    fn expected() -> String;

    /// Whether `space`, a set or parameter space, is of this kind.
    fn accepts(space: &Space) -> Result<bool>;
}

impl<K: Kind> SetKind for K {
    fn expected() -> String {
        K::expected()
    }

    fn accepts(space: &Space) -> Result<bool> {
        // ISL counts a parameter space as a set space too.
        Ok(space.is_set()? && !space.is_params()? && K::accepts(space)?)
    }
}

impl SetKind for Params {
    fn expected() -> String {
        "params".to_string()
    }

    fn accepts(space: &Space) -> Result<bool> {
        space.is_params()
    }
}

/// The plain identifier `name` in the context `ctx` (an object's, which
/// need not be the thread's current one): the tuple id of a renaming.
pub(crate) fn tuple_id(ctx: &crate::context::Context, name: &str) -> Result<crate::object::Id> {
    ctx.scope(|| crate::object::Id::named(name))
}

/// The id a tuple renamed to the kind `K` takes, in the context `ctx`:
/// `None` for an unnamed kind (the tuple's id is reset).
pub(crate) fn rename_id<K: Tuple>(
    ctx: &crate::context::Context,
) -> Result<Option<crate::object::Id>> {
    K::NAME.map(|name| tuple_id(ctx, name)).transpose()
}

/// The error of an object whose tuple is not of the expected kind.
pub(crate) fn mismatch(function: &'static str, expected: String, found: String) -> Error {
    Error::KindMismatch {
        function,
        expected,
        found,
    }
}

/// Checks that `space`, a set or parameter space, is of kind `K`.
pub(crate) fn check_set<K: SetKind>(function: &'static str, space: &Space) -> Result<()> {
    if K::accepts(space)? {
        Ok(())
    } else {
        Err(mismatch(function, K::expected(), found(space)?))
    }
}

/// Checks that `space`, a map space, goes from kind `D` to kind `R`.
pub(crate) fn check_map<D: SetKind, R: Kind>(function: &'static str, space: &Space) -> Result<()> {
    if !space.is_map()? {
        return Err(mismatch(
            function,
            format!("{} -> {}", D::expected(), R::expected()),
            found(space)?,
        ));
    }
    let domain = space.clone().domain()?;
    let range = space.clone().range()?;
    if D::accepts(&domain)? && R::accepts(&range)? {
        return Ok(());
    }
    let found = format!("{} -> {}", found(&domain)?, found(&range)?);
    Err(mismatch(
        function,
        format!("{} -> {}", D::expected(), R::expected()),
        found,
    ))
}

/// Checks that a function from its domain space `domain` (a set or
/// parameter space) to the range of `space` goes from kind `D` to kind `R`.
pub(crate) fn check_fn<D: SetKind, R: Kind>(
    function: &'static str,
    domain: &Space,
    space: &Space,
) -> Result<()> {
    let range = space.clone().range()?;
    if D::accepts(domain)? && range.is_set()? && !range.is_params()? && R::accepts(&range)? {
        return Ok(());
    }
    Err(mismatch(
        function,
        format!("{} -> {}", D::expected(), R::expected()),
        format!("{} -> {}", found(domain)?, found(&range)?),
    ))
}

/// Checks that every instance the tree of `schedule` runs is of kind `D`:
/// its domain's, and those its expansion and extension nodes bring in (the
/// entry check of the typed `Schedule<D>` and `ScheduleNode<D>`).
pub(crate) fn check_instances<D: Kind>(schedule: &Schedule, function: &'static str) -> Result<()> {
    let each = |instances: UnionSet| {
        instances
            .sets()?
            .iter()
            .try_for_each(|s| check_set::<D>(function, &s.get_space()?))
    };
    each(schedule.get_domain()?)?;
    schedule
        .get_root()?
        .foreach_descendant_top_down(|node: &ScheduleNode| {
            match node.get_type()? {
                ScheduleNodeType::Expansion => each(node.expansion_get_expansion()?.range()?)?,
                ScheduleNodeType::Extension => each(node.extension_get_extension()?.range()?)?,
                _ => {}
            }
            Ok::<bool, Error>(true)
        })
}
