//! [`Plain`]: objects as `HashMap`/`HashSet` keys, with ISL's plain
//! equality and ISL's hash, which agree with each other.
//!
//! `==` on ISL objects is semantic (`is_equal`: the same set of points),
//! which no hash can follow. `Plain` compares representations instead
//! (`plain_is_equal`, after ISL's normalisation) and hashes with ISL's
//! `get_hash`, so equal keys always hash alike.

use crate::object::*;
use std::hash::{Hash, Hasher};

/// An object keyed by its representation: `Eq` is ISL's `plain_is_equal`
/// and `Hash` ISL's `get_hash`, which agree. Two semantically equal objects
/// written differently may be different keys; [`coalesce`](Set::coalesce)
/// first to merge more of them.
///
/// A comparison or hash ISL cannot compute (objects of two contexts, the
/// operation limit) counts as unequal, or hashes as 0.
///
/// Clippy's `mutable_key_type` lint mistakes the context every object holds
/// for a mutable part of the key; `Hash` and `Eq` never read it. To silence
/// it, add to `clippy.toml`:
/// `ignore-interior-mutability = ["isl_safe::object::types::Id", "isl_safe::conveniences::plain::Plain"]`.
///
/// ```
/// use isl_safe::{Context, Plain, Set};
/// use std::collections::HashMap;
///
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// let mut names = HashMap::new();
/// let a: Set = "{ [i] : 0 <= i < 10 }".parse().unwrap();
/// names.insert(Plain(a), "a");
/// // The same set, written another way, finds the entry.
/// let again: Set = "{ [i] : i >= 0 and 10 > i }".parse().unwrap();
/// assert_eq!(names.get(&Plain(again)), Some(&"a"));
/// ```
#[derive(Debug, Clone)]
pub struct Plain<T>(pub T);

macro_rules! plain {
    ($($ty:ident),*) => {$(
        impl PartialEq for Plain<$ty> {
            fn eq(&self, other: &Self) -> bool {
                // Two contexts: unequal; any other error panics (a key
                // comparison that was not computed must not answer).
                super::ops::compared(self.0.plain_is_equal(&other.0)).unwrap_or(false)
            }
        }

        impl Eq for Plain<$ty> {}

        impl Hash for Plain<$ty> {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.0.get_hash().unwrap_or(0).hash(state)
            }
        }

        impl From<$ty> for Plain<$ty> {
            fn from(x: $ty) -> Self {
                Plain(x)
            }
        }
    )*};
}

plain!(Set, Map, Aff, PwAff, MultiPwAff);
