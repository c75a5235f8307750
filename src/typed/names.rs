//! Names on typed objects: of a tuple (`get_tuple_name`, `has_tuple_name`,
//! `get_tuple_id`) and of a dimension (`get_dim_name`), as the untyped
//! objects give them. A kind declared with [`tuples!`](crate::tuples) knows
//! its name at compile time ([`Named::NAME`](super::Named::NAME)); these
//! read it from the object, for a group of kinds (which member?), an
//! [`Any`](super::Any) tuple, or a dimension. And a set's tuple renamed,
//! checked against the kind it is given (`set_tuple`, `set_tuple_id`,
//! `set_tuple_in`), as the relations' and functions' renamings are.

use super::by_value::ByValue;
use super::kinds::{rename_id, Group, Kind, Named, SetKind, Tuple};
use super::objects::{
    Aff, BasicMap, BasicSet, Map, MapSpace, MultiAff, MultiPwAff, MultiUnionPwAff, MultiVal, Point,
    PwAff, PwMultiAff, Set, Space,
};
use super::typed_methods::typed_methods;
use crate::error::Result;
use crate::object::{DimType, Id};

typed_methods! {
    /// The names of the one tuple, and of its dimensions.
    impl[K: SetKind] Set<K>, BasicSet<K>, Point<K> {
        /// The name of the tuple, `None` if it has none.
        fn get_tuple_name(keep self) -> Option<String>;
        /// The name of dimension `pos` of `type_`, `None` if it has none.
        fn get_dim_name(keep self, type_: plain DimType, pos: plain usize) -> Option<String>;
    }

    /// Whether the tuple is named, and its identifier.
    impl[K: SetKind] Set<K> {
        /// Whether the tuple has a name.
        fn has_tuple_name(keep self) -> bool;
        /// The identifier of the tuple (an error if it has none).
        fn get_tuple_id(keep self) -> Id;
    }

    /// The names of the tuples (`type_` is `DimType::Set` for a set's
    /// space's tuple, `In` or `Out` for a relation's), and of their
    /// dimensions.
    impl[K: SetKind] Space<K> {
        /// The name of the tuple of `type_`, `None` if it has none.
        fn get_tuple_name(keep self, type_: plain DimType) -> Option<String>;
        /// Whether the tuple of `type_` has a name.
        fn has_tuple_name(keep self, type_: plain DimType) -> bool;
        /// The identifier of the tuple of `type_` (an error if it has
        /// none).
        fn get_tuple_id(keep self, type_: plain DimType) -> Id;
        /// The name of dimension `pos` of `type_`, `None` if it has none.
        fn get_dim_name(keep self, type_: plain DimType, pos: plain usize) -> Option<String>;
    }

    /// The names of the tuples (`type_` is `DimType::In` or `Out`), and of
    /// their dimensions.
    impl[D: Kind, R: Kind] Map<D, R>, MapSpace<D, R> {
        /// The name of the tuple of `type_`, `None` if it has none.
        fn get_tuple_name(keep self, type_: plain DimType) -> Option<String>;
        /// Whether the tuple of `type_` has a name.
        fn has_tuple_name(keep self, type_: plain DimType) -> bool;
        /// The identifier of the tuple of `type_` (an error if it has
        /// none).
        fn get_tuple_id(keep self, type_: plain DimType) -> Id;
        /// The name of dimension `pos` of `type_`, `None` if it has none.
        fn get_dim_name(keep self, type_: plain DimType, pos: plain usize) -> Option<String>;
    }

    /// The names of the tuples (`type_` is `DimType::In` or `Out`), and of
    /// their dimensions.
    impl[D: Kind, R: Kind] BasicMap<D, R> {
        /// The name of the tuple of `type_`, `None` if it has none.
        fn get_tuple_name(keep self, type_: plain DimType) -> Option<String>;
        /// The name of dimension `pos` of `type_`, `None` if it has none.
        fn get_dim_name(keep self, type_: plain DimType, pos: plain usize) -> Option<String>;
    }

    /// The names of the domain's tuple (`type_` is `DimType::In`), and of
    /// its dimensions.
    impl[D: SetKind] Aff<D>, PwAff<D> {
        /// The name of the tuple of `type_`, `None` if it has none.
        fn get_tuple_name(keep self, type_: plain DimType) -> Option<String>;
        /// The name of dimension `pos` of `type_`, `None` if it has none.
        fn get_dim_name(keep self, type_: plain DimType, pos: plain usize) -> Option<String>;
    }

    /// The names of the tuples (`type_` is `DimType::In` or `Out`), and of
    /// their dimensions.
    impl[D: SetKind, R: Kind] MultiAff<D, R> {
        /// The name of the tuple of `type_`, `None` if it has none.
        fn get_tuple_name(keep self, type_: plain DimType) -> Option<String>;
        /// The name of dimension `pos` of `type_`, `None` if it has none.
        fn get_dim_name(keep self, type_: plain DimType, pos: plain usize) -> Option<String>;
    }

    /// The names of the tuples (`type_` is `DimType::In` or `Out`), and of
    /// their dimensions.
    impl[D: SetKind, R: Kind] PwMultiAff<D, R> {
        /// The name of the tuple of `type_`, `None` if it has none.
        fn get_tuple_name(keep self, type_: plain DimType) -> Option<String>;
        /// Whether the tuple of `type_` has a name.
        fn has_tuple_name(keep self, type_: plain DimType) -> bool;
        /// The identifier of the tuple of `type_` (an error if it has
        /// none).
        fn get_tuple_id(keep self, type_: plain DimType) -> Id;
        /// The name of dimension `pos` of `type_`, `None` if it has none.
        fn get_dim_name(keep self, type_: plain DimType, pos: plain usize) -> Option<String>;
    }

    /// The names of the tuples (`type_` is `DimType::In` or `Out`; `Set`
    /// for a [`MultiUnionPwAff`]'s range).
    impl[D: SetKind, R: Kind] MultiPwAff<D, R>, MultiUnionPwAff<D, R> {
        /// The name of the tuple of `type_`, `None` if it has none.
        fn get_tuple_name(keep self, type_: plain DimType) -> Option<String>;
    }

    /// The name of the tuple (`type_` is `DimType::Set`).
    impl[K: Kind] MultiVal<K> {
        /// The name of the tuple of `type_`, `None` if it has none.
        fn get_tuple_name(keep self, type_: plain DimType) -> Option<String>;
    }
}

/// A set's tuple renamed, as a relation's range is
/// ([`Map::set_range_tuple`](Map::set_range_tuple) and its forms): the
/// result is checked against the kind given, an
/// [`Error::KindMismatch`](crate::Error::KindMismatch) unless the tuple is
/// of it (its arity, and no wrapped tuple: ISL keeps the nesting under the
/// new name).
///
/// ```
/// use isl_safe::{typed, Context, Id};
/// use isl_safe::typed::Anon;
/// isl_safe::tuples! { A[2]; SharedA[2]; SharedB[1]; Shared = SharedA | SharedB }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let footprint: typed::Set<A> = "{ A[i, j] : 0 <= i, j < 4 }".parse()?;
/// let copy: typed::Set<SharedA> = footprint.set_tuple::<SharedA>()?;
/// assert_eq!(copy.to_string(), "{ SharedA[i, j] : 0 <= i <= 3 and 0 <= j <= 3 }");
/// let plain: typed::Set<Anon<2>> = footprint.set_tuple::<Anon<2>>()?;
/// let tagged: typed::Set<SharedA> = plain.set_tuple_id::<SharedA>(&Id::with_user("SharedA", 7u8)?)?;
/// let chosen: typed::Set<Shared> = footprint.set_tuple_in::<Shared>(&Id::named("SharedA")?)?;
/// assert!(footprint.set_tuple_in::<Shared>(&Id::named("SharedB")?).is_err()); // one dimension
/// # let _ = (tagged, chosen);
/// # Ok::<(), isl_safe::Error>(())
/// ```
impl<K: Kind> Set<K> {
    /// The set with its tuple renamed after the kind given (no name for
    /// `Anon` or `Unnamed`), its arity checked: `Set<K>` → `Set<K2>`.
    #[inline(always)]
    pub fn set_tuple<K2: Tuple>(&self) -> Result<Set<K2>> {
        let raw = match rename_id::<K2>(self.as_untyped().context())? {
            Some(id) => self.as_untyped().set_tuple_id(id)?,
            None => self.as_untyped().reset_tuple_id()?,
        };
        Set::checked(raw, "typed::Set::set_tuple")
    }

    /// The set with its tuple named by an id (which may carry data),
    /// checked against the kind given: `Set<K>` → `Set<K2>`.
    #[inline(always)]
    pub fn set_tuple_id<K2: Named>(&self, id: &Id) -> Result<Set<K2>> {
        Set::checked(
            self.as_untyped().set_tuple_id(id)?,
            "typed::Set::set_tuple_id",
        )
    }

    /// The set with its tuple named by an id (which may carry data) that
    /// names a member of the group given, with the member's arity
    /// (checked): `Set<K>` → `Set<K2>`.
    #[inline(always)]
    pub fn set_tuple_in<K2: Group>(&self, id: &Id) -> Result<Set<K2>> {
        Set::checked(
            self.as_untyped().set_tuple_id(id)?,
            "typed::Set::set_tuple_in",
        )
    }
}

impl<K: Kind> ByValue<Set<K>> {
    /// By value: `set_tuple` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn set_tuple<K2: Tuple>(self) -> Result<Set<K2>> {
        let set = self.into_inner().untyped();
        let raw = match rename_id::<K2>(set.context())? {
            Some(id) => set.by_value().set_tuple_id(id)?,
            None => set.by_value().reset_tuple_id()?,
        };
        Set::checked(raw, "typed::Set::set_tuple")
    }

    /// By value: `set_tuple_id` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn set_tuple_id<K2: Named>(self, id: &Id) -> Result<Set<K2>> {
        let raw = self.into_inner().untyped().by_value().set_tuple_id(id)?;
        Set::checked(raw, "typed::Set::set_tuple_id")
    }

    /// By value: `set_tuple_in` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn set_tuple_in<K2: Group>(self, id: &Id) -> Result<Set<K2>> {
        let raw = self.into_inner().untyped().by_value().set_tuple_id(id)?;
        Set::checked(raw, "typed::Set::set_tuple_in")
    }
}
