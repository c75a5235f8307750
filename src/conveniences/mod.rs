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
//! | `tree.rs` | the schedule-tree cursor ([`TreeCursor`](crate::TreeCursor)) |
//! | `snapshot.rs` | [`Snapshot`](crate::Snapshot): an object carried to another thread or context |
//! | `serde.rs` | `Serialize`/`Deserialize` (feature `serde`) |

// Methods mirror ISL's and islpy's names and argument counts.
#![allow(clippy::should_implement_trait, clippy::too_many_arguments)]

mod builders;
mod convert;
mod eval;
mod lists;
mod names;
mod ops;
mod parts;
mod plain;
mod points;
#[cfg(feature = "serde")]
mod serde;
mod snapshot;
mod traits;
mod tree;

pub use builders::Vars;
pub use lists::ListIter;
pub use names::LinearTerm;
pub use plain::Plain;
pub use points::Points;
pub use snapshot::{Snapshot, SnapshotName};
pub use tree::TreeCursor;
