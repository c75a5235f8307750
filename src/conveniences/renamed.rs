//! The names release 0.1.0 gave methods that have been renamed since, kept
//! deprecated and forwarding to the new ones until a later minor release
//! removes them (README, "Releases and upgrades"): ISL's `unwrap`, `and` and
//! `or`, which are also methods of `Result` (and `Option`), so that a
//! forgotten `?` compiled and called `Result`'s method. The generator names
//! them (`RESULT_NAMES` in `tools/specgen/src/overrides.rs`); ISL's names stay
//! search aliases of the new ones.

use crate::error::Result;
use crate::object::*;
use crate::qualifiers::{ByValue, InPlace, Take};

/// For each type, the old name with its arguments, the new name and the
/// result; `by_value` and `in_place` add the forms without a copy the old
/// name had.
macro_rules! renamed {
    ($($ty:ident :: $old:ident ($($arg:ident : $arg_ty:ty),*) => $new:ident -> $ret:ty
        $(, $($form:ident)+)?: $note:literal;)*) => {$(
        /// **Deprecated names**: those of release 0.1.0, forwarding to the new ones.
        impl $ty {
            #[doc = concat!("Deprecated: [`", stringify!($ty), "::", stringify!($new), "`](", stringify!($ty), "::", stringify!($new), "), under ISL's name, which is also a method of `Result` (a forgotten `?` called it).")]
            #[deprecated(since = "0.2.0", note = $note)]
            #[inline]
            pub fn $old(&self $(, $arg: $arg_ty)*) -> Result<$ret> {
                self.$new($($arg),*)
            }
        }
        renamed! { @forms [$($($form)+)?] $note $ty $old ($($arg : $arg_ty),*) $new $ret }
    )*};
    (@forms [] $($rest:tt)*) => {};
    (@forms [by_value $($more:ident)*] $note:literal $ty:ident $old:ident ($($arg:ident : $arg_ty:ty),*) $new:ident $ret:ty) => {
        impl ByValue<$ty> {
            #[doc(hidden)]
            #[deprecated(since = "0.2.0", note = $note)]
            #[inline]
            pub fn $old(self $(, $arg: $arg_ty)*) -> Result<$ret> {
                self.$new($($arg),*)
            }
        }
        renamed! { @forms [$($more)*] $note $ty $old ($($arg : $arg_ty),*) $new $ret }
    };
    (@forms [in_place] $note:literal $ty:ident $old:ident ($($arg:ident : $arg_ty:ty),*) $new:ident $ret:ty) => {
        impl InPlace<'_, $ty> {
            #[doc(hidden)]
            #[deprecated(since = "0.2.0", note = $note)]
            #[inline]
            pub fn $old(self $(, $arg: $arg_ty)*) -> Result<()> {
                self.$new($($arg),*)
            }
        }
    };
}

renamed! {
    Set::unwrap() => unwrapped -> Map, by_value:
        "use `unwrapped`: `unwrap` is also `Result::unwrap`, which a forgotten `?` calls";
    BasicSet::unwrap() => unwrapped -> BasicMap, by_value:
        "use `unwrapped`: `unwrap` is also `Result::unwrap`, which a forgotten `?` calls";
    UnionSet::unwrap() => unwrapped -> UnionMap, by_value:
        "use `unwrapped`: `unwrap` is also `Result::unwrap`, which a forgotten `?` calls";
    Point::unwrap() => unwrapped -> BasicMap:
        "use `unwrapped`: `unwrap` is also `Result::unwrap`, which a forgotten `?` calls";
    Space::unwrap() => unwrapped -> Space, by_value in_place:
        "use `unwrapped`: `unwrap` is also `Result::unwrap`, which a forgotten `?` calls";
    AstExpr::and(expr2: impl Take<AstExpr>) => and_ -> AstExpr, by_value in_place:
        "use `and_`: `and` is also `Result::and`, which forgotten `?`s call";
    AstExpr::or(expr2: impl Take<AstExpr>) => or_ -> AstExpr, by_value in_place:
        "use `or_`: `or` is also `Result::or`, which forgotten `?`s call";
}
