//! Union types as collections of their pieces: `collect` and `extend` a
//! [`UnionSet`] from [`Set`]s, a [`UnionMap`] from [`Map`]s, a union of
//! functions from its piecewise functions, each piece added with ISL's
//! `add_*` function.
//!
//! The rules, for every union type here:
//!
//! - **Two forms.** `FromIterator<Piece> for Union` and `Extend<Piece>`
//!   panic with ISL's message on an ISL error, as operators do;
//!   `FromIterator<Piece> for Result<Union>` returns it. From an iterator of
//!   `Result<Piece>`, `collect::<Result<Union>>()` is the standard library's:
//!   it stops at the first `Err` and returns it, and unites the pieces with
//!   the first form (which panics on an ISL error).
//! - **The context.** The pieces' own; with no piece at all, the union is
//!   the empty one of the thread's current context (`Context::enter`), and
//!   outside any, `Err(Error::NoContext)` (the panicking form panics with
//!   that message), as the lists' `collect` does.
//! - **Pieces of two contexts** are an error: `Err(Error::ContextMismatch)`,
//!   or a panic with its message.
//! - **What a piece adds**: a set or map is united with the union's piece of
//!   its space (`isl_union_set_add_set`, `isl_union_map_add_map`); a
//!   function's domain must be disjoint from that of the union's piece of its
//!   space (`isl_union_pw_aff_add_pw_aff`, ...: ISL's error otherwise).
//!
//! `UnionPwQpolynomialFold` has none of these: an empty fold needs its kind
//! (minimum or maximum), which no empty iterator tells.

use super::ops::check;
use crate::error::*;
use crate::object::*;

macro_rules! unions {
    ($($union:ident of $piece:ident: $from:ident, $add:ident, $empty:ident;)*) => {$(
        impl FromIterator<$piece> for Result<$union> {
            #[doc = concat!("The union of the pieces (`", stringify!($union), "::", stringify!($add), "` each), in their context; with none, the empty union of the thread's current context. `Err` on pieces of two contexts, outside any context with no piece, or on ISL's error.")]
            fn from_iter<I: IntoIterator<Item = $piece>>(pieces: I) -> Self {
                let mut pieces = pieces.into_iter();
                let mut union = match pieces.next() {
                    Some(first) => $union::$from(first)?,
                    None => return $union::$empty(),
                };
                for piece in pieces {
                    union.in_place().$add(piece)?;
                }
                Ok(union)
            }
        }

        impl FromIterator<$piece> for $union {
            #[doc = concat!("The union of the pieces (`", stringify!($union), "::", stringify!($add), "` each), in their context; with none, the empty union of the thread's current context. Panics with the error's message on pieces of two contexts, outside any context with no piece, or on ISL's error (`collect::<Result<", stringify!($union), ">>()` returns it).")]
            fn from_iter<I: IntoIterator<Item = $piece>>(pieces: I) -> Self {
                check(pieces.into_iter().collect())
            }
        }

        impl Extend<$piece> for $union {
            #[doc = concat!("Adds each piece (`", stringify!($union), "::", stringify!($add), "`); panics with the error's message on a piece of another context or ISL's error.")]
            fn extend<I: IntoIterator<Item = $piece>>(&mut self, pieces: I) {
                for piece in pieces {
                    check(self.in_place().$add(piece));
                }
            }
        }
    )*};
}

unions! {
    UnionSet of Set: from_set, add_set, empty_ctx;
    UnionMap of Map: from_map, add_map, empty_ctx;
    UnionPwAff of PwAff: from_pw_aff, add_pw_aff, empty_ctx;
    UnionPwMultiAff of PwMultiAff: from_pw_multi_aff, add_pw_multi_aff, empty_ctx;
    UnionPwQpolynomial of PwQpolynomial: from_pw_qpolynomial, add_pw_qpolynomial, zero_ctx;
}
