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
use crate::object::{DimType, Id};

/// The names of a set-like object's one tuple.
macro_rules! set_names {
    ($($name:ident),*) => {$(
        impl<K: SetKind> $name<K> {
            forward! {
                /// The name of the tuple, `None` if it has none.
                fn get_tuple_name() -> Option<String>;
                /// The name of dimension `pos` of `type_`, `None` if it has
                /// none.
                fn get_dim_name(type_: DimType as val, pos: usize as val) -> Option<String>;
            }
        }
    )*};
}

set_names!(Set, BasicSet, Point);

impl<K: SetKind> Set<K> {
    forward! {
        /// Whether the tuple has a name.
        fn has_tuple_name() -> bool;
        /// The identifier of the tuple (an error if it has none).
        fn get_tuple_id() -> Id;
    }
}

/// The names of the tuples of an object with a domain and a range (`type_`
/// is `DimType::In`, `Out` or `Set` for a space's set tuple).
macro_rules! tuple_names {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> $name<$($k),+> {
            forward! {
                /// The name of the tuple of `type_`, `None` if it has none.
                fn get_tuple_name(type_: DimType as val) -> Option<String>;
            }
        }
    )*};
}

tuple_names! {
    Map<D: Kind, R: Kind>, BasicMap<D: Kind, R: Kind>, Space<K: SetKind>,
    MapSpace<D: Kind, R: Kind>, Aff<D: SetKind>, PwAff<D: SetKind>,
    MultiAff<D: SetKind, R: Kind>, PwMultiAff<D: SetKind, R: Kind>,
    MultiPwAff<D: SetKind, R: Kind>, MultiVal<K: Kind>, MultiUnionPwAff<D: SetKind, R: Kind>,
}

/// Whether a tuple has a name, and its identifier.
macro_rules! tuple_ids {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> $name<$($k),+> {
            forward! {
                /// Whether the tuple of `type_` has a name.
                fn has_tuple_name(type_: DimType as val) -> bool;
                /// The identifier of the tuple of `type_` (an error if it
                /// has none).
                fn get_tuple_id(type_: DimType as val) -> Id;
            }
        }
    )*};
}

tuple_ids! {
    Map<D: Kind, R: Kind>, Space<K: SetKind>, MapSpace<D: Kind, R: Kind>,
    PwMultiAff<D: SetKind, R: Kind>,
}

/// The names of the dimensions of an object with a domain and a range.
macro_rules! dim_names {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> $name<$($k),+> {
            forward! {
                /// The name of dimension `pos` of `type_`, `None` if it has
                /// none.
                fn get_dim_name(type_: DimType as val, pos: usize as val) -> Option<String>;
            }
        }
    )*};
}

dim_names! {
    Map<D: Kind, R: Kind>, BasicMap<D: Kind, R: Kind>, Space<K: SetKind>,
    MapSpace<D: Kind, R: Kind>, Aff<D: SetKind>, PwAff<D: SetKind>,
    MultiAff<D: SetKind, R: Kind>, PwMultiAff<D: SetKind, R: Kind>,
}
