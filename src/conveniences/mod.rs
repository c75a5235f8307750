//! The conveniences: what a Rust or islpy user expects beyond ISL's own
//! functions, built on the public methods of the layers below (`object`,
//! `specs`, `io`, and the `error` and `context` they use), with no `unsafe`
//! code.
//!
//! | file | what it gives |
//! | --- | --- |
//! | `traits.rs` | `FromStr` (`read_from_str`), `==` (`is_equal`, or `plain_is_equal` where ISL has only that) |
//! | `ops.rs` | operators (`\|`, `&`, `-`, `+`, `*`, `op=`), the subset order, integer operands, `set & "constraints"` |
//! | `convert.rs` | `From`/`TryFrom` along ISL's class hierarchy and from integers |
//! | `plain.rs` | [`Plain`](crate::Plain): hash-map keys by ISL's plain equality and hash |
//! | `lists.rs` | lists as collections: `FromIterator`, iteration, `Vec`s |
//! | `parts.rs` | an object's parts as `Vec`s (`basic_sets()`, `points()`, `get_pieces()`) |
//! | `names.rs` | dimensions by name, coefficients by name, islpy's alignment |
//! | `builders.rs` | [`Vars`](crate::Vars): one affine expression per name, to write constraints |
//! | `points.rs` | points in lexicographic order ([`Points`](crate::Points)), counts |
//! | `eval.rs` | evaluation at integers and by name (islpy's `eval_with_dict`) |
//! | `renamed.rs` | the names release 0.1.0 had, deprecated, forwarding to the new ones |
//! | `unions.rs` | union types as collections of their pieces: `FromIterator`, `Extend` |
//! | `tree.rs` | the schedule-tree cursor ([`TreeCursor`](crate::TreeCursor)) |
//! | `snapshot.rs` | [`Snapshot`](crate::Snapshot): an object carried to another thread or context |
//! | `serde.rs` | `Serialize`/`Deserialize` (feature `serde`) |

// Methods mirror ISL's and islpy's names and argument counts.
#![allow(clippy::should_implement_trait, clippy::too_many_arguments)]

#[macro_use]
mod builders;
#[macro_use]
mod convert;
#[macro_use]
mod eval;
#[macro_use]
mod lists;
#[macro_use]
mod names;
#[macro_use]
mod ops;
#[macro_use]
mod parts;
mod plain;
#[macro_use]
mod points;
mod renamed;
#[cfg(feature = "serde")]
mod serde;
#[macro_use]
mod snapshot;
mod traits;
#[macro_use]
mod tree;
mod unions;

pub use builders::Vars;
pub use lists::ListIter;
pub use names::LinearTerm;
pub use ops::Integer;
pub use plain::Plain;
pub use points::Points;
pub use snapshot::{Snapshot, SnapshotName};
pub use tree::TreeCursor;

// What the methods' signatures name (their bodies name the rest by path).
use crate::context::Context;
use crate::error::*;
use crate::object::*;
use std::collections::HashMap;
use std::hash::BuildHasher;

/// Gives each type one `impl` block with every convenience it has: each
/// topic above defines a `*_methods!(Type)` macro with that type's methods
/// (nothing for a type the topic does not cover), called here in turn, so
/// that a type's page shows its conveniences together, under one heading.
macro_rules! conveniences {
    ($($ty:ident)*) => {$(
        /// **Conveniences**: what Rust and islpy users expect beyond ISL's
        /// own functions (names, alignment, points, pieces, evaluation,
        /// snapshots, ...), written over the methods above.
        impl $ty {
            names_methods!($ty);
            dicts_methods!($ty);
            align_dispatch!($ty);
            ops_methods!($ty);
            constant_terms_methods!($ty);
            lists_methods!($ty);
            lists_hand_methods!($ty);
            parts_vec_methods!($ty);
            points_vec_methods!($ty);
            pieces_vec_methods!($ty);
            points_methods!($ty);
            eval_at_ints_methods!($ty);
            eval_methods!($ty);
            tree_methods!($ty);
            snapshots_methods!($ty);
        }
    )*};
}

conveniences! {
    Set BasicSet UnionSet Map BasicMap UnionMap Space LocalSpace Val Id Point Constraint Aff PwAff
    MultiAff PwMultiAff MultiPwAff UnionPwAff UnionPwMultiAff MultiUnionPwAff MultiVal Qpolynomial
    PwQpolynomial PwQpolynomialFold UnionPwQpolynomial Schedule ScheduleNode ScheduleConstraints
    BasicSetList SetList BasicMapList MapList ConstraintList AffList PwAffList PwMultiAffList
    UnionPwAffList UnionPwMultiAffList QpolynomialList PwQpolynomialList PwQpolynomialFoldList
    UnionSetList UnionMapList ValList IdList AstExprList AstNodeList
}
