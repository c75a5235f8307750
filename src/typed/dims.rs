//! Dimensions of typed objects: how many (`dim`, `size`), the operations on
//! them with the kind of their result (`fix_si` keeps the kinds,
//! `project_out` gives an unnamed tuple, `dim_max` a function of what the
//! tuple depends on), the values of a multi-value as integers, and whether
//! a box has a fixed size. Positions are `usize`, as untyped.

use super::kinds::{check_set, Kind, Params, SetKind, Unnamed};
use super::objects::{
    Aff, BasicMap, BasicSet, FixedBox, Map, MapSpace, MultiAff, MultiId, MultiPwAff,
    MultiUnionPwAff, MultiVal, Point, PwAff, PwMultiAff, Set, Space, UnionMap, UnionSet,
};
use crate::error::Result;
use crate::object as untyped;
use crate::object::DimType;

/// `dim(type_)`, the number of dimensions of a type, on each listed object.
macro_rules! dim {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> $name<$($k),+> {
            forward! {
                /// The number of dimensions of `type_` (`DimType::Param`,
                /// `In`, `Out` or `Set`).
                fn dim(type_: DimType as val) -> usize;
            }
        }
    )*};
}

dim! {
    Set<K: SetKind>, BasicSet<K: SetKind>, Point<K: SetKind>, UnionSet<K: SetKind>,
    Map<D: Kind, R: Kind>, BasicMap<D: Kind, R: Kind>, UnionMap<D: Kind, R: Kind>,
    Space<K: SetKind>, MapSpace<D: Kind, R: Kind>, Aff<D: SetKind>, PwAff<D: SetKind>,
    MultiAff<D: SetKind, R: Kind>, PwMultiAff<D: SetKind, R: Kind>,
    MultiPwAff<D: SetKind, R: Kind>, MultiUnionPwAff<D: SetKind, R: Kind>, MultiVal<K: Kind>,
}

/// `size()`, the number of elements of a tuple of expressions or values.
macro_rules! size {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> $name<$($k),+> {
            forward! {
                /// The number of elements: one per dimension of the tuple.
                fn size() -> usize;
            }
        }
    )*};
}

size! {
    MultiAff<D: SetKind, R: Kind>, PwMultiAff<D: SetKind, R: Kind>,
    MultiPwAff<D: SetKind, R: Kind>, MultiUnionPwAff<D: SetKind, R: Kind>, MultiVal<K: Kind>,
    MultiId<K: Kind>,
}

/// `fix_si`, which keeps the object's kinds.
macro_rules! fix_si {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> $name<$($k),+> {
            forward! {
                /// The object with dimension `pos` of `type_` fixed to
                /// `value`: of the same kinds.
                fn fix_si(type_: DimType as val, pos: usize as val, value: i64 as val)
                    -> $name<$($k),+> => $name::unchecked;
            }
        }
    )*};
}

fix_si! {
    Set<K: SetKind>, BasicSet<K: SetKind>, Map<D: Kind, R: Kind>, BasicMap<D: Kind, R: Kind>,
    PwMultiAff<D: SetKind, R: Kind>,
}

/// The bounds of a dimension of a tuple, functions of the parameters.
macro_rules! set_dim_bounds {
    ($($name:ident),*) => {$(
        impl<K: Kind> $name<K> {
            forward! {
                /// The largest value of dimension `pos` of the tuple, a
                /// function of the parameters.
                fn dim_max(pos: usize as val) -> PwAff<Params> => PwAff::unchecked;
                /// The smallest value of dimension `pos` of the tuple, a
                /// function of the parameters.
                fn dim_min(pos: usize as val) -> PwAff<Params> => PwAff::unchecked;
            }
        }
    )*};
}

set_dim_bounds!(Set, BasicSet);

impl<D: Kind, R: Kind> Map<D, R> {
    forward! {
        /// The largest value of the range's dimension `pos`, a function of
        /// the domain.
        fn dim_max(pos: usize as val) -> PwAff<D> => PwAff::unchecked;
        /// The smallest value of the range's dimension `pos`, a function of
        /// the domain.
        fn dim_min(pos: usize as val) -> PwAff<D> => PwAff::unchecked;
    }
}

/// Projects out dimensions of a set: ISL drops the name (and nesting) of a
/// tuple it removes dimensions of, even none, so that the result's tuple
/// is unnamed. Other types (the parameters) keep the tuple: the result is
/// checked, an [`Error::KindMismatch`](crate::Error::KindMismatch) unless
/// the tuple is unnamed (`project_out_param_id` keeps the kind).
macro_rules! project_out {
    ($($name:ident: $function:literal),*) => {$(
        impl<K: Kind> $name<K> {
            /// The object with the dimensions `first .. first + n` of
            /// `type_` projected out: a tuple of no name
            /// (`DimType::Set`). Projecting out parameters keeps the tuple,
            /// so that kind is checked at run time.
            #[inline(always)]
            pub fn project_out(&self, type_: DimType, first: usize, n: usize) -> Result<$name<Unnamed>> {
                let out = self.as_untyped().project_out(type_, first, n)?;
                if !matches!(type_, DimType::Set | DimType::Out) {
                    check_set::<Unnamed>($function, &out.get_space()?)?;
                }
                Ok($name::unchecked(out))
            }
        }
    )*};
}

project_out!(Set: "isl_set_project_out", BasicSet: "isl_basic_set_project_out");

impl<K: Kind> MultiVal<K> {
    /// The integers `values` in the tuple of `space`, one per dimension
    /// ([`MultiVal::from_ints`](crate::MultiVal::from_ints)).
    #[inline(always)]
    pub fn from_ints(space: &Space<K>, values: &[i64]) -> Result<MultiVal<K>> {
        untyped::MultiVal::from_ints(space.as_untyped().clone(), values).map(MultiVal::unchecked)
    }

    forward! {
        /// The values as integers, in order
        /// ([`MultiVal::to_ints`](crate::MultiVal::to_ints)).
        fn to_ints() -> Vec<i64>;
    }
}

impl<D: SetKind, R: Kind> FixedBox<D, R> {
    forward! {
        /// Whether the box has a fixed size: where it has not (no box of
        /// fixed size holds the set), its offset and size mean nothing.
        fn is_valid() -> bool;
    }
}
