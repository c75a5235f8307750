//! # isl-safe
//!
//! A safe, fast, idiomatic Rust wrapper over ISL, the Integer Set Library that
//! polyhedral compilers (schedulers, dependence analysers, code generators)
//! are built on. ISL 0.27 is compiled from source by `isl-sys`.
//!
//! ```
//! use isl_safe::{Context, DimType, Map, Set, UnionMap, UnionSet, Val};
//!
//! // A context, active on this thread while the guard lives.
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//!
//! // Objects from ISL's notation (FromStr or ISL's own name), printed back with Display.
//! let a: Set = "[n] -> { S[i] : 0 <= i < n }".parse()?;
//! let b = Set::read_from_str("[n] -> { S[i] : 5 <= i < 2n }")?;
//!
//! // ISL's functions as methods with ISL's names; `&x` is copied, `x` moved in.
//! let u = a.union(&b)?.coalesce()?;
//! assert_eq!(u.to_string(), "[n] -> { S[i] : i >= 0 and (i < n or (5 <= i < 2n)) }");
//! assert!(a.is_subset(&u)?);
//! assert_eq!(u.dim(DimType::Set)?, 1);
//!
//! // Operators (rug-style: owned operands are consumed, `op=` works in place),
//! // and the subset order.
//! let mut c = &a | &b;
//! c &= "[n] -> { S[i] : i >= 1 }".parse::<Set>()?;
//! assert!(c <= u && &c - &u == Set::empty(c.get_space()?)?);
//! let small = &a & "i < 3";
//! assert_eq!(small.to_string(), "[n] -> { S[i] : 0 <= i <= 2 and i < n }");
//!
//! // Maps, application, lexicographic optimisation.
//! let shift: Map = "{ S[i] -> S[i + 1] }".parse()?;
//! let fixed = a.fix_si(DimType::Param, 0, 4)?;
//! assert_eq!(fixed.apply(&shift)?.to_string(), "[n] -> { S[i0] : n = 4 and 0 < i0 <= 4 }");
//! assert_eq!(fixed.lexmax()?.to_string(), "[n] -> { S[i = 3] : n = 4 }");
//! assert_eq!(shift.reverse()?.domain()?.to_string(), "{ S[i0] }");
//!
//! // Union sets and maps, as in dependence analysis.
//! let domain: UnionSet = "{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 2 }".parse()?;
//! let writes: UnionMap = "{ S[i] -> A[i]; T[i] -> A[2i] }".parse()?;
//! let touched = domain.apply(writes.clone())?;
//! assert_eq!(touched.to_string(), "{ A[i0] : 0 <= i0 <= 3 }");
//! assert_eq!(writes.intersect_domain(domain)?.maps()?.len(), 2);
//!
//! // Zero-copy updates through `InPlace`.
//! let mut s: Set = "{ [i] : 0 <= i < 4 }".parse()?;
//! s.in_place().union("{ [i] : 4 <= i < 8 }".parse::<Set>()?)?;
//! s.in_place().coalesce()?;
//! assert_eq!(s.to_string(), "{ [i] : 0 <= i <= 7 }");
//!
//! // Values.
//! let v = Val::int_from_si(7)? / Val::int_from_si(2)?;
//! assert_eq!(v.to_string(), "7/2");
//! assert!(v > Val::int_from_si(3)?);
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! ## Layers
//!
//! Each layer is a module that uses only the layers under it, naming them by
//! their own paths (`tests/layering.rs` checks both); every type is at the
//! crate root, whatever layer defines it.
//!
//! ```text
//! error ← prim ← context ← object ← qualifiers ← specs ← io ← conveniences ← typed ← pictures
//! ```
//!
//! | layer | folder | what it holds |
//! | --- | --- | --- |
//! | error | `src/error.rs` | [`Error`], [`ErrorKind`], [`Result`] |
//! | primitive | `src/prim` | the only code that calls `isl-sys`: `isl_ctx` allocation and error capture, C strings and `FILE *` streams |
//! | context | `src/context` | [`Context`] (an `isl_ctx` kept alive by every object made in it) and the thread-local stack of active scopes ([`Scope`]) |
//! | object | `src/object` | owned handles ([`Set`], [`Map`], [`Val`], ...): `Drop` frees, `Clone` is ISL's copy, `Display`, `Debug`; ISL's enums; identifiers with Rust values |
//! | qualifiers | `src/qualifiers` | [`Take`], [`Keep`], [`Param`], [`InPlace`], [`ByValue`], the closure kinds: how each argument and result crosses the boundary |
//! | specs | `src/specs` | ISL's functions: the `isl_specs!` DSL, one line per function (`src/specs/generated`, written by `tools/specgen`), the argument guards, and the few functions the DSL cannot express (C arrays, dataflow with typed tags) |
//! | io | `src/io` | ISL's input stream ([`Stream`], [`Token`], [`Obj`], YAML), readers and printers on Rust's `Read` and `Write`, output formats ([`mod@format`]) |
//! | conveniences | `src/conveniences` | Rust and islpy conveniences on the methods below: `FromStr`, `==`, operators, conversions, lists as collections, names and alignment, [`Vars`], points, evaluation, the schedule-tree cursor, snapshots, `serde` |
//! | typed | `src/typed` | objects whose tuple kinds the compiler checks ([`typed`], [`tuples!`]) |
//! | pictures | `src/pictures` | SVG pictures (feature `pictures`) |
//!
//! ## Rules
//!
//! - Names: every ISL function is a method named after its C name without the
//!   type's prefix (`isl_set_union` → [`Set::union`]), lowercased
//!   (`isl_ast_node_to_C_str` → [`AstNode::to_c_str`]); a Rust keyword gets a
//!   trailing underscore (`isl_val_mod` → [`Val::mod_`], parameters `type_`),
//!   a leading digit a leading one (`isl_val_2exp` → `Val::_2exp`); functions
//!   without a type prefix have an owner (`isl_equality_alloc` →
//!   [`Constraint::equality_alloc`]), and ISL's options and context functions
//!   are methods of [`Context`]. Each method has its C name as a search alias.
//!   Every public function of ISL's C API is here, also those ISL's own C++
//!   and Python bindings leave out (not tagged `__isl_export`); a type's page
//!   shows ISL's core functions (those its bindings export) first, then the
//!   rest of its C API, then the methods it gets from wider types. A method's
//!   docs are ISL's manual for its C function, then what the wrapper adds.
//! - Callbacks are closures (`foreach_*` take `FnMut`, closures ISL stores
//!   take `Fn`); a `foreach_*` closure returns `Result<(), E>` or, to stop
//!   without an error, `ControlFlow<B>` ([`Step`]); out-parameters come back
//!   with the result as a tuple (`let (closure, exact) =
//!   map.transitive_closure()?`); C arrays are slices and `Vec`s.
//! - Arguments: `impl Take<T>` accepts `T` (moved to ISL, no copy), `&T`
//!   (copied first: the caller keeps its object) or a narrower type
//!   (converted: a `BasicSet` where a `Set` is taken), and integers where a
//!   [`Val`] is taken and names where an [`Id`] is; `impl Keep<T>` borrows
//!   `&T` for the call; `impl Param<P>` takes integers, `bool`, ISL's enums
//!   and strings, checked before ISL is called (see [`Error`]). How `self`
//!   crosses: [below](#calls-and-copies).
//! - Errors: every fallible call returns [`Result`]; ISL's error kind,
//!   message, file and line arrive in [`Error::Isl`], and the context keeps
//!   the last one ([`Context::last_error`]). ISL never prints or aborts.
//! - Operators: `|`, `&`, `-` on sets and maps; `+ - * / %` and unary `-`
//!   on affine expressions, quasi-polynomials and values where ISL has the
//!   function, with an integer or a [`Val`] on either side (`/` and `%`
//!   round toward zero, as Rust's integers: ISL's `tdiv_q`, `tdiv_r`); `op=`
//!   too. Owned operands are consumed with no copy. An ISL error panics with
//!   ISL's message; each operator has a method twin that returns it (the
//!   table on each type's page, [`PwAff`] for one).
//! - Equality and order: `==` is ISL's `is_equal` (its plain equality on
//!   the types ISL compares only that way), also between a narrower and a
//!   wider type (`bset == set`); `<=` on sets and maps is the subset order.
//!   Objects of two contexts are unequal and not ordered. Any other ISL
//!   error panics with ISL's message rather than answer what was not
//!   computed: under an operation limit, call `is_equal`, `is_subset` and
//!   `is_strict_subset` with `?`.
//! - Collections: lists and unions collect from iterators of their elements
//!   and pieces (`collect::<Result<UnionMap>>()`), and unions `extend`.
//! - Coming from ISL's C++: [`coming_from_cpp`] has each C++ form and its
//!   Rust one; ISL's C++ method names are search aliases (`unite` finds
//!   [`Set::union`]).
//! - Contexts: constructors from plain values use the innermost active
//!   [`Context`] on this thread ([`Error::NoContext`] outside any); objects
//!   keep their context alive; mixing contexts is [`Error::ContextMismatch`].
//! - Threads: ISL objects are `!Send` and `!Sync`.
//!
//! ## Calls and copies
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
// The layers, in order: each uses only those above it here.
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
mod io;
/// Pictures of sets, dependences, execution orders and schedule trees as SVG
/// (the `pictures` feature).
#[cfg(feature = "pictures")]
pub mod pictures;
pub mod typed;
pub mod workflows;

pub use context::{Context, Scope};
pub use conveniences::{
    LinearTerm, ListIter, Plain, Points, Snapshot, SnapshotName, TreeCursor, Vars,
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
/// the raw baselines the benchmarks compare with, the declarations the
/// header check reads, ISL's class hierarchy as declared, the raw bindings.
/// Not API: it may change in any release.
#[doc(hidden)]
pub mod internals {
    pub use crate::object::PLACEHOLDER_TYPES;
    pub use crate::prim::{baseline, sys};
    pub use crate::qualifiers::UPCASTS;
    pub use crate::specs::{declarations, guard, Spec};
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

/// The README's example, run as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
