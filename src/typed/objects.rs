//! The typed objects: each an untyped handle and the kinds of its tuples,
//! with no run-time cost. Kinds are checked where an object enters
//! (`FromStr`, `TryFrom`, `read_from`); results of typed methods need none.

use std::fmt;
use std::io::Read;
use std::marker::PhantomData;
use std::str::FromStr;

use super::kinds::{check_fn, check_instances, check_map, check_set, Kind, SetKind, Within};
use crate::error::{Error, Result};
use crate::object as untyped;
use crate::object::Space as RawSpace;
use crate::object::{AstExpr, AstLoopType, AstNode, Id, IdList, ScheduleNodeType, Val, ValList};

/// An argument of type `T` given by value (moved to ISL: no copy) or
/// borrowed (copied first), as the untyped methods take theirs
/// ([`Take`](crate::Take)).
///
/// ```
/// use isl_safe::{typed, Context};
/// isl_safe::tuples! { S[1]; A[1] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let reads: typed::UnionMap<S, A> = "{ S[i] -> A[i - 1] : 0 < i < 4 }".parse()?;
/// let writes: typed::UnionMap<S, A> = "{ S[i] -> A[i] : 0 <= i < 4 }".parse()?;
/// let info = typed::UnionAccessInfo::from_sink(&reads)? // copied
///     .set_must_source(writes)?;                         // moved
/// # let _ = info;
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "expected a `{T}` (by value or borrowed), found `{Self}`",
    label = "not a `{T}`"
)]
pub trait Arg<T> {
    /// The untyped argument: the object, or a reference to it.
    type Untyped;
    /// The untyped argument, at no cost.
    fn into_untyped(self) -> Self::Untyped;
}

/// What a typed method makes of its untyped method's result, with no check
/// and no cost: a typed object of the kinds the method's declaration says
/// (its handle, wrapped), or a plain value (a number, a name, an untyped
/// `Val` or `Id`, an AST) as it is.
pub(crate) trait FromUntyped {
    /// The untyped method's result.
    type Untyped;
    /// The typed result.
    fn from_untyped(untyped: Self::Untyped) -> Self;
}

/// Plain results: no kind to claim, passed as they are.
macro_rules! plain_results {
    ($($t:ty),* $(,)?) => {$(
        impl FromUntyped for $t {
            type Untyped = $t;
            #[inline(always)]
            fn from_untyped(untyped: $t) -> $t {
                untyped
            }
        }
    )*};
}

plain_results! {
    bool, usize, i64, String, Vec<i64>, Val, Vec<Val>, ValList, Id, IdList, AstExpr, AstNode,
    AstLoopType, ScheduleNodeType,
}

impl<T: FromUntyped> FromUntyped for Option<T> {
    type Untyped = Option<T::Untyped>;
    #[inline(always)]
    fn from_untyped(untyped: Self::Untyped) -> Self {
        untyped.map(T::from_untyped)
    }
}

impl<T: FromUntyped, U: FromUntyped> FromUntyped for (T, U) {
    type Untyped = (T::Untyped, U::Untyped);
    #[inline(always)]
    fn from_untyped((t, u): Self::Untyped) -> Self {
        (T::from_untyped(t), U::from_untyped(u))
    }
}

/// Defines a typed object: `$name<$($k: $bound),*>` over `untyped::$raw`,
/// its entry check `$check` (a function of the untyped object), the C
/// function named in its errors, and its docs.
macro_rules! typed_object {
    (@from_str [$name:ident <$($k:ident : $bound:ident),+> $raw:ident]) => {};
    (@from_str [$name:ident <$($k:ident : $bound:ident),+> $raw:ident] $reader:literal) => {
        impl<$($k: $bound),+> FromStr for $name<$($k),+> {
            type Err = Error;

            /// ISL's notation, the whole string; the kinds are checked.
            fn from_str(text: &str) -> Result<Self> {
                Self::read_from_str(text)
            }
        }
    };
    ($(#[$meta:meta])* $name:ident <$($k:ident : $bound:ident),+> = $raw:ident,
        $(reader $reader:literal,)? $(file $file:ident,)? check $check:expr) => {
        $(#[$meta])*
        #[repr(transparent)]
        pub struct $name<$($k: $bound),+> {
            inner: untyped::$raw,
            kinds: PhantomData<fn() -> ($($k,)+)>,
        }

        impl<$($k: $bound),+> $name<$($k),+> {
            /// The object, of kinds its type says (a typed method's result).
            #[inline(always)]
            pub(crate) fn unchecked(inner: untyped::$raw) -> Self {
                $name { inner, kinds: PhantomData }
            }

            /// Checks that `inner`'s tuples are of this type's kinds.
            pub(crate) fn checked(inner: untyped::$raw, function: &'static str) -> Result<Self> {
                let check: fn(&untyped::$raw, &'static str) -> Result<()> = $check;
                check(&inner, function)?;
                Ok(Self::unchecked(inner))
            }

            #[doc = concat!("The untyped [`", stringify!($raw), "`](crate::", stringify!($raw), "), by value (no copy, no cost).")]
            #[inline(always)]
            pub fn untyped(self) -> untyped::$raw {
                self.inner
            }

            /// The untyped object, to change in place: only by operations that
            /// keep its kinds (the operators').
            #[allow(dead_code)]
            #[inline(always)]
            pub(crate) fn untyped_mut(&mut self) -> &mut untyped::$raw {
                &mut self.inner
            }

            /// This object on its way into one method that consumes it, with no
            /// copy: see [`ByValue`](super::ByValue).
            #[inline(always)]
            pub fn by_value(self) -> super::ByValue<Self> {
                super::ByValue::new(self)
            }

            #[doc = concat!("The untyped [`", stringify!($raw), "`](crate::", stringify!($raw), "), borrowed (no cost).")]
            #[inline(always)]
            pub fn as_untyped(&self) -> &untyped::$raw {
                &self.inner
            }

            $(
            /// Reads an object from ISL's notation, checking its kinds (as `FromStr`).
            pub fn read_from_str(text: &str) -> Result<Self> {
                Self::checked(untyped::$raw::read_from_str(text)?, $reader)
            }
            )?

            $(
            /// Reads an object from a reader, checking its kinds.
            pub fn $file(reader: impl Read) -> Result<Self> {
                Self::checked(untyped::$raw::$file(reader)?, concat!("typed::", stringify!($name), "::read_from"))
            }
            )?
        }

        // Not listed in the error of a wrong argument: the message names
        // the expected type, and the list would quote this macro.
        #[diagnostic::do_not_recommend]
        impl<$($k: $bound),+> Arg<$name<$($k),+>> for $name<$($k),+> {
            type Untyped = untyped::$raw;
            #[inline(always)]
            fn into_untyped(self) -> untyped::$raw {
                self.inner
            }
        }

        #[diagnostic::do_not_recommend]
        impl<'a, $($k: $bound),+> Arg<$name<$($k),+>> for &'a $name<$($k),+> {
            type Untyped = &'a untyped::$raw;
            #[inline(always)]
            fn into_untyped(self) -> &'a untyped::$raw {
                &self.inner
            }
        }

        impl<$($k: $bound),+> FromUntyped for $name<$($k),+> {
            type Untyped = untyped::$raw;
            #[inline(always)]
            fn from_untyped(inner: untyped::$raw) -> Self {
                Self::unchecked(inner)
            }
        }

        impl<$($k: $bound),+> TryFrom<untyped::$raw> for $name<$($k),+> {
            type Error = Error;

            /// Checks the object's tuples against this type's kinds: an
            /// [`Error::KindMismatch`] names the expected and the found ones.
            fn try_from(inner: untyped::$raw) -> Result<Self> {
                Self::checked(inner, concat!("typed::", stringify!($name), "::try_from"))
            }
        }

        impl<$($k: $bound),+> From<$name<$($k),+>> for untyped::$raw {
            #[inline(always)]
            fn from(typed: $name<$($k),+>) -> untyped::$raw {
                typed.inner
            }
        }

        impl<$($k: $bound),+> AsRef<untyped::$raw> for $name<$($k),+> {
            #[inline(always)]
            fn as_ref(&self) -> &untyped::$raw {
                &self.inner
            }
        }

        typed_object!(@from_str [$name <$($k: $bound),+> $raw] $($reader)?);

        impl<$($k: $bound),+> Clone for $name<$($k),+> {
            #[inline(always)]
            fn clone(&self) -> Self {
                Self::unchecked(self.inner.clone())
            }
        }

        impl<$($k: $bound),+> fmt::Display for $name<$($k),+> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.inner, f)
            }
        }

        impl<$($k: $bound),+> fmt::Debug for $name<$($k),+> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let kinds: &[String] = &[$(<$k as $bound>::expected()),+];
                write!(f, "typed::{}<{}>({:?})", stringify!($name), kinds.join(", "), self.inner)
            }
        }

    };
}

/// `==` of typed objects, as their untyped objects' (for the types that have
/// one: ISL's `is_equal`, or its plain equality).
macro_rules! typed_eq {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> PartialEq for $name<$($k),+> {
            /// As the untyped objects' `==`.
            fn eq(&self, other: &Self) -> bool {
                self.inner == other.inner
            }
        }
    )*};
}

/// Checks a set-like object's space.
fn set_space<K: SetKind>(space: Result<RawSpace>, function: &'static str) -> Result<()> {
    check_set::<K>(function, &space?)
}

typed_object! {
    /// A set whose one tuple is of kind `K` (a [`Kind`], or
    /// [`Params`](super::Params) for a parameter set): the typed form of
    /// [`Set`](crate::Set).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: typed::Set<S> = "[n] -> { S[i, j] : 0 <= i, j < n }".parse()?;
    /// let params = s.params()?;
    /// assert_eq!(params.to_string(), "[n] -> {  : n > 0 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    Set<K: SetKind> = Set, reader "isl_set_read_from_str", file read_from,
    check |s, f| set_space::<K>(s.get_space(), f)
}

typed_object! {
    /// A convex set whose tuple is of kind `K`: the typed form of
    /// [`BasicSet`](crate::BasicSet).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let b: typed::BasicSet<S> = "{ S[i] : 0 <= i < 4 }".parse()?;
    /// let s: typed::Set<S> = b.into();
    /// assert_eq!(s.to_string(), "{ S[i] : 0 <= i <= 3 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    BasicSet<K: SetKind> = BasicSet, reader "isl_basic_set_read_from_str", file read_from,
    check |s, f| set_space::<K>(s.get_space(), f)
}

typed_object! {
    /// A relation from tuples of kind `D` to tuples of kind `R`: the typed
    /// form of [`Map`](crate::Map).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[2]; A[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let access: typed::Map<S, A> = "{ S[i, j] -> A[j, i] }".parse()?;
    /// let instances: typed::Set<S> = "{ S[i, j] : 0 <= i, j < 2 }".parse()?;
    /// let footprint: typed::Set<A> = instances.apply(&access)?;
    /// assert_eq!(footprint.to_string(), "{ A[i0, i1] : 0 <= i0 <= 1 and 0 <= i1 <= 1 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    Map<D: Kind, R: Kind> = Map, reader "isl_map_read_from_str", file read_from,
    check |m, f| check_map::<D, R>(f, &m.get_space()?)
}

typed_object! {
    /// A convex relation from kind `D` to kind `R`: the typed form of
    /// [`BasicMap`](crate::BasicMap).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let b: typed::BasicMap<S, S> = "{ S[i] -> S[i + 1] }".parse()?;
    /// let m: typed::Map<S, S> = b.into();
    /// assert_eq!(m.deltas()?.to_string(), "{ S[i = 1] }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    BasicMap<D: Kind, R: Kind> = BasicMap, reader "isl_basic_map_read_from_str", file read_from,
    check |m, f| check_map::<D, R>(f, &m.get_space()?)
}

typed_object! {
    /// A union of sets, each of kind `K` (a group of kinds, such as a
    /// program's statements `Stmts = S | T`): the typed form of
    /// [`UnionSet`](crate::UnionSet).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; T[2]; Stmts = S | T }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let domain: typed::UnionSet<Stmts> = "{ S[i] : 0 <= i < 4; T[i, j] : 0 <= j < i < 4 }".parse()?;
    /// let err = "{ S[i]; U[i] }".parse::<typed::UnionSet<Stmts>>().unwrap_err();
    /// assert!(err.to_string().ends_with("expected a tuple of kind S[1] | T[2], found U[1]"));
    /// # let _ = domain;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    UnionSet<K: SetKind> = UnionSet, reader "isl_union_set_read_from_str", file read_from,
    check |u, f| each(u.sets()?, f, |s, f| set_space::<K>(s.get_space(), f))
}

typed_object! {
    /// A union of relations, each from kind `D` to kind `R` (groups of
    /// kinds, as in dependences between statements `Stmts -> Stmts`): the
    /// typed form of [`UnionMap`](crate::UnionMap).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; T[1]; Stmts = S | T; A[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let writes: typed::UnionMap<Stmts, A> = "{ S[i] -> A[i]; T[i] -> A[i + 1] }".parse()?;
    /// assert!("{ S[i] -> B[i] }".parse::<typed::UnionMap<Stmts, A>>().is_err());
    /// # let _ = writes;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    UnionMap<D: Kind, R: Kind> = UnionMap, reader "isl_union_map_read_from_str", file read_from,
    check |u, f| each(u.maps()?, f, |m, f| check_map::<D, R>(f, &m.get_space()?))
}

typed_object! {
    /// The space of a set of kind `K` (or of a parameter set): the typed
    /// form of a set [`Space`](crate::Space).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let space: typed::Space<S> = "{ S[i, j] }".parse()?;
    /// let universe = typed::Set::universe(&space)?;
    /// assert_eq!(universe.to_string(), "{ S[i, j] }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    Space<K: SetKind> = Space, reader "isl_space_read_from_str",
    check |s, f| check_set::<K>(f, s)
}

typed_object! {
    /// The space of a relation from kind `D` to kind `R`: the typed form of
    /// a map [`Space`](crate::Space).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; A[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let space: typed::MapSpace<S, A> = "{ S[i] -> A[a] }".parse()?;
    /// assert_eq!(typed::Map::universe(&space)?.to_string(), "{ S[i] -> A[a] }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    MapSpace<D: Kind, R: Kind> = Space, reader "isl_space_read_from_str",
    check |s, f| check_map::<D, R>(f, s)
}

impl<K: Kind> UnionSet<K> {
    /// This union as one of the group `K2` of its kind (`Stmts = S | T`
    /// holds every `S`): no check, no cost.
    #[inline(always)]
    pub fn widen<K2: Kind>(self) -> UnionSet<K2>
    where
        K: Within<K2>,
    {
        UnionSet::unchecked(self.inner)
    }
}

impl<D: Kind, R: Kind> UnionMap<D, R> {
    /// This union as one between the groups `D2` and `R2` of its kinds: no
    /// check, no cost.
    #[inline(always)]
    pub fn widen<D2: Kind, R2: Kind>(self) -> UnionMap<D2, R2>
    where
        D: Within<D2>,
        R: Within<R2>,
    {
        UnionMap::unchecked(self.inner)
    }
}

impl<K: SetKind> From<BasicSet<K>> for Set<K> {
    #[inline(always)]
    fn from(b: BasicSet<K>) -> Set<K> {
        Set::unchecked(untyped::Set::from(b.inner))
    }
}

impl<D: Kind, R: Kind> From<BasicMap<D, R>> for Map<D, R> {
    #[inline(always)]
    fn from(b: BasicMap<D, R>) -> Map<D, R> {
        Map::unchecked(untyped::Map::from(b.inner))
    }
}

impl<K: Kind> From<Set<K>> for UnionSet<K> {
    #[inline(always)]
    fn from(s: Set<K>) -> UnionSet<K> {
        UnionSet::unchecked(untyped::UnionSet::from(s.inner))
    }
}

impl<D: Kind, R: Kind> From<Map<D, R>> for UnionMap<D, R> {
    #[inline(always)]
    fn from(m: Map<D, R>) -> UnionMap<D, R> {
        UnionMap::unchecked(untyped::UnionMap::from(m.inner))
    }
}

/// Checks every element of a list (or every piece of a union) with `check`.
fn each<T>(
    items: Vec<T>,
    function: &'static str,
    check: impl Fn(&T, &'static str) -> Result<()>,
) -> Result<()> {
    items.iter().try_for_each(|item| check(item, function))
}

typed_object! {
    /// A point of a set of kind `K`: the typed form of [`Point`](crate::Point).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: typed::Set<S> = "{ S[i, j] : i = 1 and j = 2 }".parse()?;
    /// let p: typed::Point<S> = s.sample_point()?;
    /// assert_eq!(p.to_string(), "{ S[1, 2] }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    Point<K: SetKind> = Point,
    check |p, f| set_space::<K>(p.get_space(), f)
}

typed_object! {
    /// A list of sets, each of kind `K`: the typed form of
    /// [`SetList`](crate::SetList).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let l: typed::SetList<S> = "({ S[i] : i > 0 }, { S[i] : i < 0 })".parse()?;
    /// assert!("({ S[i] }, { T[i] })".parse::<typed::SetList<S>>().is_err());
    /// # let _ = l;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    SetList<K: SetKind> = SetList, reader "isl_set_list_read_from_str",
    check |l, f| each(l.to_vec()?, f, |s, f| set_space::<K>(s.get_space(), f))
}

typed_object! {
    /// A list of union sets, each of kind `K`: the typed form of
    /// [`UnionSetList`](crate::UnionSetList).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; T[1]; Stmts = S | T }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let l: typed::UnionSetList<Stmts> = "({ S[i] }, { T[i]; S[0] })".parse()?;
    /// # let _ = l;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    UnionSetList<K: SetKind> = UnionSetList, reader "isl_union_set_list_read_from_str",
    check |l, f| each(l.to_vec()?, f, |u, f| each(u.sets()?, f, |s, f| set_space::<K>(s.get_space(), f)))
}

typed_object! {
    /// A list of relations from kind `D` to kind `R`: the typed form of
    /// [`MapList`](crate::MapList).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; A[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let l: typed::MapList<S, A> = "({ S[i] -> A[i] }, { S[i] -> A[i + 1] })".parse()?;
    /// # let _ = l;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    MapList<D: Kind, R: Kind> = MapList, reader "isl_map_list_read_from_str",
    check |l, f| each(l.to_vec()?, f, |m, f| check_map::<D, R>(f, &m.get_space()?))
}

typed_object! {
    /// Values, one per dimension of a tuple of kind `K`: the typed form of
    /// [`MultiVal`](crate::MultiVal).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let sizes: typed::MultiVal<S> = "{ S[32, 16] }".parse()?;
    /// assert!("{ S[32] }".parse::<typed::MultiVal<S>>().is_err());
    /// # let _ = sizes;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    MultiVal<K: Kind> = MultiVal, reader "isl_multi_val_read_from_str",
    check |v, f| set_space::<K>(v.get_space(), f)
}

typed_object! {
    /// Identifiers, one per dimension of a tuple of kind `K`: the typed form
    /// of [`MultiId`](crate::MultiId).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let names: typed::MultiId<S> = "{ S[n, m] }".parse()?;
    /// # let _ = names;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    MultiId<K: Kind> = MultiId, reader "isl_multi_id_read_from_str",
    check |v, f| set_space::<K>(v.get_space(), f)
}

typed_object! {
    /// An affine expression on a domain of kind `D` (or of the parameters
    /// only, [`Params`](super::Params)), with one unnamed value: the typed
    /// form of [`Aff`](crate::Aff).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// use isl_safe::typed::Params;
    /// isl_safe::tuples! { S[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let a: typed::Aff<S> = "{ S[i, j] -> [(i + 2j)] }".parse()?;
    /// let n: typed::Aff<Params> = "[n] -> { [(n)] }".parse()?;
    /// assert!("{ T[i] -> [(i)] }".parse::<typed::Aff<S>>().is_err());
    /// # let _ = (a, n);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    Aff<D: SetKind> = Aff, reader "isl_aff_read_from_str",
    check |a, f| set_space::<D>(a.get_domain_space(), f)
}

typed_object! {
    /// A piecewise affine expression on a domain of kind `D`: the typed form
    /// of [`PwAff`](crate::PwAff).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let a: typed::PwAff<S> = "{ S[i] -> [(i)] : i >= 0; S[i] -> [(-i)] : i < 0 }".parse()?;
    /// # let _ = a;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    PwAff<D: SetKind> = PwAff, reader "isl_pw_aff_read_from_str",
    check |a, f| set_space::<D>(a.get_domain_space(), f)
}

typed_object! {
    /// A union of piecewise affine expressions, each on a domain of kind `D`
    /// (a group, for one expression per statement): the typed form of
    /// [`UnionPwAff`](crate::UnionPwAff).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; T[2]; Stmts = S | T }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let a: typed::UnionPwAff<Stmts> = "{ S[i] -> [(i)]; T[i, j] -> [(j)] }".parse()?;
    /// # let _ = a;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    UnionPwAff<D: SetKind> = UnionPwAff, reader "isl_union_pw_aff_read_from_str",
    check |u, f| each(u.get_pw_aff_list()?.to_vec()?, f, |a, f| set_space::<D>(a.get_domain_space(), f))
}

typed_object! {
    /// A list of affine expressions on a domain of kind `D`: the typed form
    /// of [`AffList`](crate::AffList).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let l: typed::AffList<S> = "({ S[i] -> [(i)] }, { S[i] -> [(2i)] })".parse()?;
    /// # let _ = l;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    AffList<D: SetKind> = AffList, reader "isl_aff_list_read_from_str",
    check |l, f| each(l.to_vec()?, f, |a, f| set_space::<D>(a.get_domain_space(), f))
}

typed_object! {
    /// A list of piecewise affine expressions on a domain of kind `D`: the
    /// typed form of [`PwAffList`](crate::PwAffList).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let l: typed::PwAffList<S> = "({ S[i] -> [(i)] }, { S[i] -> [(2i)] })".parse()?;
    /// # let _ = l;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    PwAffList<D: SetKind> = PwAffList, reader "isl_pw_aff_list_read_from_str",
    check |l, f| each(l.to_vec()?, f, |a, f| set_space::<D>(a.get_domain_space(), f))
}

typed_object! {
    /// A list of union piecewise affine expressions on domains of kind `D`:
    /// the typed form of [`UnionPwAffList`](crate::UnionPwAffList).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let l: typed::UnionPwAffList<S> = "({ S[i] -> [(i)] })".parse()?;
    /// # let _ = l;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    UnionPwAffList<D: SetKind> = UnionPwAffList, reader "isl_union_pw_aff_list_read_from_str",
    check |l, f| each(l.to_vec()?, f, |u, f| each(u.get_pw_aff_list()?.to_vec()?, f, |a, f| set_space::<D>(a.get_domain_space(), f)))
}

typed_object! {
    /// An affine function from kind `D` (or from the parameters only,
    /// [`Params`](super::Params)) to kind `R`: the typed form of
    /// [`MultiAff`](crate::MultiAff).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// use isl_safe::typed::Params;
    /// isl_safe::tuples! { S[2]; A[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let index: typed::MultiAff<S, A> = "{ S[i, j] -> A[j, i] }".parse()?;
    /// let origin: typed::MultiAff<Params, A> = "{ A[0, 0] }".parse()?;
    /// assert!("{ S[i, j] -> A[i] }".parse::<typed::MultiAff<S, A>>().is_err());
    /// # let _ = (index, origin);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    MultiAff<D: SetKind, R: Kind> = MultiAff, reader "isl_multi_aff_read_from_str",
    check |a, f| check_fn::<D, R>(f, &a.get_domain_space()?, &a.get_space()?)
}

typed_object! {
    /// A piecewise affine function from kind `D` to kind `R`: the typed form
    /// of [`PwMultiAff`](crate::PwMultiAff).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; A[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let f: typed::PwMultiAff<S, A> = "{ S[i] -> A[i] : i >= 0; S[i] -> A[0] : i < 0 }".parse()?;
    /// # let _ = f;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    PwMultiAff<D: SetKind, R: Kind> = PwMultiAff, reader "isl_pw_multi_aff_read_from_str",
    check |a, f| check_fn::<D, R>(f, &a.get_domain_space()?, &a.get_space()?)
}

typed_object! {
    /// A union of piecewise affine functions, each from kind `D` to kind
    /// `R`: the typed form of [`UnionPwMultiAff`](crate::UnionPwMultiAff).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; T[1]; Stmts = S | T; A[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let f: typed::UnionPwMultiAff<Stmts, A> = "{ S[i] -> A[i]; T[i] -> A[i + 1] }".parse()?;
    /// # let _ = f;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    UnionPwMultiAff<D: SetKind, R: Kind> = UnionPwMultiAff, reader "isl_union_pw_multi_aff_read_from_str",
    check |u, f| each(u.get_pw_multi_aff_list()?.to_vec()?, f, |a, f| check_fn::<D, R>(f, &a.get_domain_space()?, &a.get_space()?))
}

typed_object! {
    /// A tuple of piecewise affine expressions from kind `D` to kind `R`: the
    /// typed form of [`MultiPwAff`](crate::MultiPwAff).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; A[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let f: typed::MultiPwAff<S, A> = "{ S[i] -> A[(i), (2i)] }".parse()?;
    /// # let _ = f;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    MultiPwAff<D: SetKind, R: Kind> = MultiPwAff, reader "isl_multi_pw_aff_read_from_str",
    check |a, f| check_fn::<D, R>(f, &a.get_domain_space()?, &a.get_space()?)
}

typed_object! {
    /// A tuple of kind `R` of union piecewise affine expressions on domains
    /// of kind `D`: a partial schedule `Stmts -> Sched`, the typed form of
    /// [`MultiUnionPwAff`](crate::MultiUnionPwAff).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[2]; T[1]; Stmts = S | T; Sched[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let band: typed::MultiUnionPwAff<Stmts, Sched> =
    ///     "Sched[{ S[i, j] -> [(i)]; T[i] -> [(i)] }]".parse()?;
    /// assert!("[{ S[i, j] -> [(i)] }]".parse::<typed::MultiUnionPwAff<Stmts, Sched>>().is_err());
    /// # let _ = band;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    MultiUnionPwAff<D: SetKind, R: Kind> = MultiUnionPwAff, reader "isl_multi_union_pw_aff_read_from_str",
    check |m, f| {
        let space = m.get_space()?;
        check_set::<R>(f, &space)?;
        each(m.domain()?.sets()?, f, |s, f| {
            let domain = s.get_space()?;
            // A parameter domain holds no tuple: the explicit domain of a
            // tuple of no expressions that constrains only the parameters
            // (a prefix schedule at a tree's root, `[N] -> []`).
            if domain.is_params()? || D::accepts(&domain)? {
                Ok(())
            } else {
                Err(super::kinds::mismatch(f, format!("{} -> {}", D::expected(), R::expected()),
                    format!("{} -> {}", super::kinds::found(&domain)?, super::kinds::found(&space)?)))
            }
        })
    }
}

typed_object! {
    /// A box of fixed size over a tuple of kind `R`, its offset a function of
    /// kind `D` (the parameters, [`Params`](super::Params), for the box of a
    /// set): the typed form of [`FixedBox`](crate::FixedBox).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// use isl_safe::typed::Params;
    /// isl_safe::tuples! { S[1]; A[2] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let footprint: typed::Map<S, A> = "{ S[i] -> A[i, j] : 0 <= j < 4 }".parse()?;
    /// let b: typed::FixedBox<S, A> = footprint.get_range_simple_fixed_box_hull()?;
    /// assert_eq!(b.get_size()?.to_string(), "{ A[1, 4] }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    FixedBox<D: SetKind, R: Kind> = FixedBox, reader "isl_fixed_box_read_from_str",
    check |b, f| {
        let space = b.get_space()?;
        if space.is_map()? {
            let domain = space.clone().domain()?;
            check_fn::<D, R>(f, &domain, &space)
        } else {
            check_fn::<D, R>(f, &space.clone().params()?, &space)
        }
    }
}

typed_object! {
    /// A list of piecewise affine functions from kind `D` to kind `R`: the
    /// typed form of [`PwMultiAffList`](crate::PwMultiAffList).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; A[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let l: typed::PwMultiAffList<S, A> = "({ S[i] -> A[i] }, { S[i] -> A[0] })".parse()?;
    /// # let _ = l;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    PwMultiAffList<D: SetKind, R: Kind> = PwMultiAffList, reader "isl_pw_multi_aff_list_read_from_str",
    check |l, f| each(l.to_vec()?, f, |a, f| check_fn::<D, R>(f, &a.get_domain_space()?, &a.get_space()?))
}

typed_object! {
    /// A schedule of statement instances of kind `D` (a group, for a
    /// program's statements): the typed form of [`Schedule`](crate::Schedule).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1]; T[1]; Stmts = S | T }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: typed::Schedule<Stmts> = "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }\" }".parse()?;
    /// assert!("{ domain: \"{ U[i] }\" }".parse::<typed::Schedule<Stmts>>().is_err());
    /// # let _ = s;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    Schedule<D: Kind> = Schedule, reader "isl_schedule_read_from_str",
    check |s, f| check_instances::<D>(s, f)
}

typed_object! {
    /// The constraints a schedule of instances of kind `D` must satisfy
    /// (dependences `D -> D` as validity, proximity, coincidence): the typed
    /// form of [`ScheduleConstraints`](crate::ScheduleConstraints).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let c: typed::ScheduleConstraints<S> = "{ domain: \"{ S[i] : 0 <= i < 4 }\" }".parse()?;
    /// # let _ = c;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    ScheduleConstraints<D: Kind> = ScheduleConstraints, reader "isl_schedule_constraints_read_from_str",
    check |c, f| each(c.get_domain()?.sets()?, f, |set, f| set_space::<D>(set.get_space(), f))
}

typed_object! {
    /// A node of a schedule tree whose instances are of kind `D`: the typed
    /// form of [`ScheduleNode`](crate::ScheduleNode).
    ///
    /// ```
    /// use isl_safe::{typed, Context};
    /// isl_safe::tuples! { S[1] }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: typed::Schedule<S> = "{ domain: \"{ S[i] : 0 <= i < 4 }\" }".parse()?;
    /// let root: typed::ScheduleNode<S> = s.get_root()?;
    /// assert_eq!(root.get_schedule()?.get_domain()?.to_string(), "{ S[i] : 0 <= i <= 3 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    ScheduleNode<D: Kind> = ScheduleNode,
    check |n, f| check_instances::<D>(&n.get_schedule()?, f)
}

typed_eq! {
    Set<K: SetKind>, BasicSet<K: SetKind>, UnionSet<K: SetKind>, Point<K: SetKind>,
    Space<K: SetKind>, MapSpace<D: Kind, R: Kind>, Map<D: Kind, R: Kind>, BasicMap<D: Kind, R: Kind>,
    UnionMap<D: Kind, R: Kind>, Aff<D: SetKind>, PwAff<D: SetKind>, UnionPwAff<D: SetKind>,
    MultiAff<D: SetKind, R: Kind>, PwMultiAff<D: SetKind, R: Kind>,
    MultiPwAff<D: SetKind, R: Kind>, UnionPwMultiAff<D: SetKind, R: Kind>,
    MultiUnionPwAff<D: SetKind, R: Kind>, MultiVal<K: Kind>, ScheduleNode<D: Kind>,
}
