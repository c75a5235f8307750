//! `FromStr` and `==` from ISL's functions: `parse()` is the type's
//! `read_from_str`, `==` its semantic `is_equal` where ISL has one and
//! `plain_is_equal` on the types ISL compares only that way
//! (`tests/api/equality.rs` checks that every type with a semantic `is_equal`
//! is in the second list).

use crate::error::{Error, Result};
use crate::object::*;

/// `FromStr` through `read_from_str`, which reads the whole string.
macro_rules! from_str {
    ($($name:ident,)*) => {$(
        impl std::str::FromStr for $name {
            type Err = Error;
            /// Parses ISL's notation in the thread's current context.
            fn from_str(s: &str) -> Result<Self> {
                $name::read_from_str(s)
            }
        }
    )*};
}

from_str! {
    Set, BasicSet, UnionSet, Map, BasicMap, UnionMap, Space, Val, Id, Aff, PwAff, MultiAff,
    SetList, MapList, PwMultiAff, MultiPwAff, UnionPwAff, UnionPwMultiAff, MultiUnionPwAff,
    MultiVal, MultiId, PwQpolynomial, PwQpolynomialFold, UnionPwQpolynomial, Schedule,
    ScheduleConstraints, AffList, PwAffList, PwMultiAffList, UnionPwAffList, UnionSetList,
    ValList, IdList,
}

/// `PartialEq` through the semantic `is_equal`.
macro_rules! semantic_eq {
    ($($name:ident,)*) => {$(
        impl PartialEq for $name {
            /// Semantic equality (`is_equal`). Objects of two contexts are
            /// unequal; any other ISL error (the operation limit) panics with
            /// ISL's message, since nothing was compared: under a limit, call
            /// `is_equal`, which returns it.
            fn eq(&self, other: &Self) -> bool {
                super::ops::compared(self.is_equal(other)).unwrap_or(false)
            }
        }
    )*};
}

semantic_eq! {
    Set, BasicSet, UnionSet, Map, BasicMap, UnionMap, Space, LocalSpace, Point, Aff, PwAff,
    MultiAff, PwMultiAff, MultiPwAff, Mat, IslVec, ScheduleNode, AstExpr, IdToAstExpr, IdToId,
}

/// `PartialEq` through `plain_is_equal`, for the types ISL compares only
/// that way.
macro_rules! plain_eq {
    ($($name:ident,)*) => {$(
        impl PartialEq for $name {
            /// ISL's only comparison for this type: `plain_is_equal`, the same
            /// expression after ISL's normalisation (no semantic comparison
            /// exists). Objects of two contexts are unequal; any other ISL
            /// error panics with ISL's message (`plain_is_equal` returns it).
            fn eq(&self, other: &Self) -> bool {
                super::ops::compared(self.plain_is_equal(other)).unwrap_or(false)
            }
        }
    )*};
}

plain_eq! {
    UnionPwAff, UnionPwMultiAff, MultiUnionPwAff, MultiVal, Qpolynomial, PwQpolynomial,
    QpolynomialFold, PwQpolynomialFold, UnionPwQpolynomial,
}

/// `==` between a narrower and a wider type of ISL's class hierarchy, both
/// ways, for every pair (`upcast_pairs!`, generated from ISL's headers):
/// the wider type's `==` (its `is_equal`, or its plain equality) on the
/// narrower object converted to it, as ISL's C++ binding and islpy compare
/// them. `bset == set` is `set.is_equal(&bset)`.
macro_rules! wider_eq {
    ($($narrow:ident => $wide:ident,)*) => {$(
        impl PartialEq<$wide> for $narrow {
            #[doc = concat!("`", stringify!($wide), "`'s `==`, with `self` converted to a `", stringify!($wide), "` (`upcast`); an ISL error panics with its message, as `", stringify!($wide), "`'s does.")]
            fn eq(&self, other: &$wide) -> bool {
                *other == super::ops::check(self.upcast::<$wide>())
            }
        }
        impl PartialEq<$narrow> for $wide {
            #[doc = concat!("`", stringify!($wide), "`'s `==`, with `other` converted to a `", stringify!($wide), "` (`upcast`); an ISL error panics with its message, as `", stringify!($wide), "`'s does.")]
            fn eq(&self, other: &$narrow) -> bool {
                *self == super::ops::check(other.upcast::<$wide>())
            }
        }
    )*};
}

upcast_pairs!(wider_eq);
