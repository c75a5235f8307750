//! Names on typed objects: of a tuple (`get_tuple_name`, `has_tuple_name`,
//! `get_tuple_id`) and of a dimension (`get_dim_name`), as the untyped
//! objects give them. A kind declared with [`tuples!`](crate::tuples) knows
//! its name at compile time ([`Named::NAME`](super::Named::NAME)); these
//! read it from the object, for a group of kinds (which member?), an
//! [`Any`](super::Any) tuple, or a dimension.

use super::kinds::{Kind, SetKind};
use super::objects::{
    Aff, BasicMap, BasicSet, Map, MapSpace, MultiAff, MultiPwAff, MultiUnionPwAff, MultiVal, Point,
    PwAff, PwMultiAff, Set, Space,
};
use super::typed_methods::typed_methods;
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
