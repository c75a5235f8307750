//! The qualifiers layer: how each argument and result crosses the boundary.
//! Uses `error`, `prim`, `context` and `object`.
//!
//! ISL annotates every pointer it takes or returns; each annotation has a
//! Rust counterpart here:
//!
//! | ISL | here | what a caller passes or gets |
//! | --- | --- | --- |
//! | `__isl_take` | [`Take<T>`] | `T` (moved in, no copy) or `&T` (copied first); narrower types are converted (`BasicSet` where a `Set` is taken) |
//! | `__isl_keep` | [`Keep<T>`] | `&T`, never copied |
//! | `__isl_give` | [`Give<T>`] | an owned `T`; NULL becomes `Err` |
//! | `__isl_null` | `Drop` | ISL's free functions are the object layer's `Drop` |
//! | plain values | [`Param<P>`] | integers, floats, ISL's enums ([`DimType`](crate::DimType), ...), `&str` |
//! | a function pointer and `void *user` | [`Foreach`], [`Test`], [`MapFn`], ... | a closure |
//! | take-and-give of the same object | [`InPlace`] | a view of `&mut T`: ISL updates it with no copy |
//! | `__isl_take` on the object itself | [`ByValue`] | an owned `T` handed to ISL with no copy (`x.by_value().coalesce()`) |
//! | `__isl_give T **`, `isl_bool *`, `int *` | [`OutGive<T>`], [`OutBool`], [`OutInt`] | returned with the result, as a tuple |
//!
//! `isl_bool`, `isl_stat` and `isl_size` results are [`Bool`], [`Stat`] and
//! [`Size`]: `Result<bool>`, `Result<()>`, `Result<usize>`. Strings ISL
//! allocates ([`Str`]) are freed; borrowed `const char *` ([`OptStr`]) are copied.
//!
//! A call prepares every argument first (copies, conversions, C strings), then
//! checks that all objects share one context, and only then hands raw
//! pointers to ISL: when a check fails, the prepared values are simply
//! dropped, so nothing leaks and nothing is freed twice.

mod arg;
mod by_value;
mod callback;
mod enums;
mod handles;
mod inplace;
mod keep;
mod out;
mod param;
mod ret;
mod stored;
mod take;

pub use arg::Arg;
pub use by_value::ByValue;
pub use callback::{
    BoundPair, Cmp, Foreach, Foreach2, ForeachEnum, ForeachRef, MapFn, Step, Test, Test2,
};
pub use enums::Enum;
pub use inplace::InPlace;
pub use keep::{Keep, Kept};
// The DSL's markers for out-parameters and results: plumbing the macro
// names, not API (a method's signature shows the Rust type it gives).
// (`tools/specgen` writes each marker where a header needs it; ISL 0.27's
// headers need not every one.)
#[allow(unused_imports)]
pub use out::{OutBool, OutGive, OutInt, OutParam};
pub use param::{Param, ParamType, Plain, Value};
#[allow(unused_imports)]
pub use ret::{
    Bool, Double, Give, Hash, Int, Long, Maybe, MaybeObject, OptGive, OptStr, Ret, Size, SizeT,
    Stat, Str, UInt, ULong, Void,
};
pub use stored::{BuildIdFn, BuildNodeFn, MarkBuildFn, NodeBuildFn, PrintFn};
pub use take::{Lent, Take, UPCASTS};

#[doc(hidden)]
pub use stored::StoredState;

#[doc(hidden)]
pub use callback::CbState;

/// How the guards see each argument (see `isl_guards!`): an object, taken
/// or kept, as `&T` whatever the caller passed; a plain value as prepared.
/// One function per qualifier, named after it, for the DSL's expansion.
#[doc(hidden)]
#[allow(non_snake_case)]
pub mod views {
    /// An argument ISL consumes.
    #[inline]
    pub fn Take<T, R: AsRef<T>>(ready: &R) -> &T {
        ready.as_ref()
    }

    /// An argument ISL borrows.
    #[inline]
    pub fn Keep<T, R: AsRef<T>>(ready: &R) -> &T {
        ready.as_ref()
    }

    /// A plain value. (`P` is unused: the expansion names every view with
    /// the argument's type.)
    #[inline]
    #[allow(clippy::extra_unused_type_parameters)]
    pub fn Param<P: ?Sized, R>(ready: &R) -> &R {
        ready
    }
}
