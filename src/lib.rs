#![doc = include_str!("../README.md")]
//!
//! # Rules every method follows
//!
//! - **Names.** Every ISL function is a method named after its C name
//!   without the type's prefix (`isl_set_union` → [`Set::union`]),
//!   lowercased (`isl_ast_node_to_C_str` → [`AstNode::to_c_str`]); a Rust
//!   keyword gets a trailing underscore (`isl_val_mod` → [`Val::mod_`],
//!   parameters `type_`), a leading digit a leading one (`isl_val_2exp` →
//!   `Val::_2exp`); ISL's `unwrap`, `and` and `or`, which `Result` has too,
//!   are `unwrapped`, `and_` and `or_` (with a forgotten `?`, `unwrap`
//!   compiled and panicked). Functions without a type prefix have an owner
//!   (`isl_equality_alloc` → [`Constraint::equality_alloc`]), and ISL's
//!   options and context functions are methods of [`Context`]. Each method
//!   has its C name as a search alias, and ISL's C++ name where it differs
//!   (`unite` finds [`Set::union`]). Every public function of ISL's C API is
//!   here, also those ISL's own C++ and Python bindings leave out (not
//!   tagged `__isl_export`); a type's page shows ISL's core functions (those
//!   its bindings export) first, then the rest of its C API, then the
//!   methods it gets from wider types, the conveniences, and I/O. A method's
//!   docs are ISL's manual for its C function, then what the wrapper adds.
//! - **Arguments.** `impl Take<T>` accepts `T` (moved to ISL, no copy), `&T`
//!   (copied first: the caller keeps its object) or a narrower type of ISL's
//!   class hierarchy (a [`BasicSet`] where a [`Set`] is taken, an [`Aff`]
//!   where a [`PwAff`] is), and integers where a [`Val`] is taken and names
//!   where an [`Id`] is; `impl Keep<T>` borrows `&T` for the call;
//!   `impl Param<P>` takes integers, `bool`, ISL's enums and strings,
//!   checked before ISL is called (see [`Error`]). A narrower type also has
//!   every method of the wider ones (`basic_set.complement()`), and
//!   [`upcast`](Set::upcast) reaches the wider type itself.
//! - **Results.** `isl_bool`, `isl_size` and `isl_stat` are `Result<bool>`,
//!   `Result<usize>` and `Result<()>`; a NULL object is an `Err`; ISL's
//!   `isl_maybe_*` and hash-map lookups of a missing key are `Ok(None)`;
//!   out-parameters come back with the result as a tuple (`let (closure,
//!   exact) = map.transitive_closure()?`); C arrays are slices and `Vec`s.
//! - **Errors.** [`Error::Isl`] carries ISL's error kind, message, file and
//!   line and the C function; ISL's error state is reset after it is read,
//!   so a call's `Err` is always its own. [`Context::last_error`] keeps the
//!   last error ISL reported in a context, for code that lost it (an
//!   operator's panic). ISL never prints or aborts; what it does not check
//!   is checked before it is called ([`safety`]).
//! - **Contexts.** Constructors from plain values (`parse`,
//!   [`Val::int_from_si`], ...) use the innermost active [`Context`] of the
//!   thread (`ctx.enter()`, or `ctx.scope(|| ...)`), or fail with
//!   [`Error::NoContext`]. Objects keep their context alive; combining
//!   objects of two contexts is [`Error::ContextMismatch`]. Objects are
//!   `!Send` and `!Sync`: a [`Snapshot`] (`obj.snapshot()?`, `Send + Sync`)
//!   carries one to another thread, whose `restore()` reads it into that
//!   thread's context; `obj.to_context(&ctx)` moves one between contexts.
//! - **Operators.** `|`, `&`, `-` on sets and maps; `+ - * / %` and unary
//!   `-` on affine expressions, quasi-polynomials and values where ISL has
//!   the function, with any primitive integer ([`Integer`]) or a [`Val`] on
//!   either side (`/` and `%` round toward zero and panic on a zero
//!   divisor, as Rust's integers: ISL's `tdiv_q`, `tdiv_r`); `op=` too.
//!   Owned operands are consumed with no copy. An ISL error panics with
//!   ISL's message; each operator has a method twin that returns it (the
//!   table on each type's page, [`PwAff`] for one).
//! - **Equality and order.** `==` is ISL's `is_equal` (its plain equality
//!   on the types ISL compares only that way), also between a narrower and a
//!   wider type (`bset == set`); `<=` on sets and maps is the subset order.
//!   Objects of two contexts are unequal and not ordered. Any other ISL
//!   error panics with ISL's message rather than answer what was not
//!   computed: under an operation limit, call `is_equal`, `is_subset` and
//!   `is_strict_subset` with `?`. [`Plain`] keys hash maps by plain
//!   equality, with which its hash agrees.
//! - **Printing.** `Display` is ISL's text; `try_to_string()` returns ISL's
//!   error where `to_string()` would panic. Schedules, schedule constraints
//!   and access information print in YAML block style with `{:#}`. Every
//!   public type has `Debug`.
//! - **Closures.** `foreach_*` methods take `FnMut` closures returning
//!   `Result<(), E>` (the closure's `Err` comes back as it is) or, to stop
//!   without an error, `ControlFlow<B>` ([`Step`]); a panic is caught before
//!   it reaches C and resumed after ISL returns. Closures ISL stores in an
//!   object ([`AstBuild::set_at_each_domain`], ...) are `Fn` and live as
//!   long as the objects made from it: ISL may call them again while they
//!   run, so what they collect lives in a `Cell` or `RefCell`, and their
//!   own errors travel as [`Error::other`] back to the caller, downcastable.
//!   Two callbacks are two closures (`list.foreach_scc(follows, each)`).
//! - **Ids with Rust values.** [`Id::with_user`] attaches any value, read
//!   back with `id.user::<T>()` and dropped by ISL's own `free_user` hook.
//! - **Collections.** Lists and unions collect from iterators of their
//!   elements and pieces (`collect::<Result<UnionMap>>()`), unions
//!   `extend`, and lists iterate with `for` ([`rust_conveniences`]).
//! - **Coming from ISL's C++**: [`coming_from_cpp`] has each C++ form and
//!   its Rust one.
//!
//! # Calls and copies
//!
//! A method whose C function consumes its object (`__isl_take`, as
//! `isl_set_union` does) works on a copy of `self` and leaves `self` intact;
//! `x.by_value().f(..)` ([`ByValue`]) hands the object itself over instead,
//! with no copy. Such a method returning the receiver's own type (its docs
//! say *also in place*) also has `x.in_place().f(..)` ([`InPlace`]), which
//! stores the result back in `x`, with no copy.
//!
//! A method's docs end with the C function it calls and only what differs
//! from this: *borrows `self`* (ISL only reads the object), *consumes
//! `self`* (the types ISL cannot copy, such as [`Printer`], have no
//! `Clone`), a wider type's function (a `BasicSet` method calling
//! `isl_set_*`: no `by_value` form), a closure, out-parameters.

#![warn(missing_docs)]
#![warn(missing_debug_implementations)]
// The layers and the guides (ARCHITECTURE.md gives the layers' order, which
// tests/layering.rs keeps); rustfmt sorts the declarations, and a
// `#[macro_use]` module comes before the modules that use its macros.
mod context;
mod error;
mod prim;
#[macro_use]
mod object;
mod qualifiers;
#[macro_use]
mod specs;
pub mod coming_from_cpp;
mod conveniences;
pub mod counting;
mod io;
/// Pictures of sets, dependences, execution orders and schedule trees as SVG
/// (the `pictures` feature).
#[cfg(feature = "pictures")]
pub mod pictures;
pub mod rust_conveniences;
pub mod safety;
pub mod streams;
pub mod typed;
pub mod workflows;

pub use context::{Context, Scope};
pub use conveniences::{
    Integer, LinearTerm, ListIter, Plain, Points, Snapshot, SnapshotName, TreeCursor, Vars,
};
pub use error::{Error, ErrorKind, OtherError, Result};
pub use io::{format, Keyword, Obj, Token, TokenKind};
pub use object::types::*;
pub use object::{ref_count, Object, RefCounted};
pub use qualifiers::{
    BoundPair, BuildIdFn, BuildNodeFn, ByValue, Cmp, Foreach, Foreach2, ForeachEnum, ForeachRef,
    InPlace, Keep, MapFn, MarkBuildFn, NodeBuildFn, Param, PrintFn, Step, Take, Test, Test2,
};
pub use specs::Chunk;

/// What the crate's own tests, benchmarks and tools reach beneath the API:
/// the declarations the header check reads, ISL's class hierarchy as
/// declared, the raw bindings (whose functions are all `unsafe`), and the
/// helpers the tests check one by one (the crate has no unit tests: its
/// tests are the programs of `tests/`, which reach them here).
/// Not API: it may change in any release.
#[doc(hidden)]
pub mod internals {
    pub use crate::object::PLACEHOLDER_TYPES;
    pub use crate::prim::{major_minor, sys, version_mismatch, OwnedStr};
    pub use crate::qualifiers::UPCASTS;
    pub use crate::specs::{declarations, guards, Spec};

    /// Counting's exact arithmetic (`src/counting`).
    pub mod counting {
        pub use crate::counting::cones::{triangulate, Cone};
        pub use crate::counting::decompose::unimodular;
        pub use crate::counting::exact::{column_echelon, det, rat, scaled_inverse, Int, Rat};
        pub use crate::counting::lll::reduce;
        pub use crate::counting::todd::{bernoulli, Todd};
    }

    /// The pictures' plane geometry and text layout (`src/pictures`).
    #[cfg(feature = "pictures")]
    pub mod pictures {
        pub use crate::pictures::geometry::{arrowhead, convex_hull};
        pub use crate::pictures::tree::{dot_escape, wrap};
    }
}

/// The version of the ISL this crate is linked with (`isl_version`).
///
/// ```
/// assert!(isl_safe::version().starts_with("isl-0."));
/// ```
pub fn version() -> &'static str {
    prim::version()
}

/// The number of contexts ISL could not free in this process because ISL
/// itself leaked one of their objects on some internal path. Every object
/// this crate hands out is freed before its context, so this stays zero
/// unless ISL leaks; the fuzzer and the tests check it.
///
/// ```
/// use isl_safe::{Context, Set};
/// let ctx = Context::new()?;
/// let set = ctx.scope(|| "{ [i] : 0 <= i < 4 }".parse::<Set>())?;
/// drop((set, ctx));
/// assert_eq!(isl_safe::leaked_contexts(), 0);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub fn leaked_contexts() -> usize {
    prim::leaked_contexts()
}
