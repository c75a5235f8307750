//! Objects whose tuple kinds the compiler checks.
//!
//! A scheduler handles many relations between a few kinds of tuples:
//! statement instances `S[i, j]`, array elements `A[a, b]`, schedule
//! dimensions. Untyped, `deps.apply_domain(&schedule)` where
//! `apply_range` was meant compiles and fails far from the mistake, or
//! silently gives an empty set. Here each kind is a type, declared once
//! with [`tuples!`](crate::tuples), and each object says the kinds of its
//! tuples: a [`Map<S, A>`] relates statement instances to array elements,
//! and applying it on the wrong side is a type error.
//!
//! ```
//! use isl_safe::{typed, Context};
//! isl_safe::tuples! { S[2]; A[2] }
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//!
//! // Kinds are checked where an object enters the typed world.
//! let instances: typed::Set<S> = "[n] -> { S[i, j] : 0 <= i, j < n }".parse()?;
//! let access: typed::Map<S, A> = "{ S[i, j] -> A[j, i] }".parse()?;
//! let err = "{ S[i] }".parse::<typed::Set<S>>().unwrap_err();
//! assert_eq!(err.to_string(), "isl_set_read_from_str: expected a tuple of kind S[2], found S[1]");
//!
//! // Results have the kinds their types say, with no check and no cost.
//! let accessed = access.intersect_domain(&instances)?;    // Map<S, A>
//! let footprint: typed::Set<A> = accessed.range()?;
//! assert_eq!(footprint.to_string(), "[n] -> { A[i0, i1] : 0 <= i0 < n and 0 <= i1 < n }");
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! The mistake does not compile:
//!
//! ```compile_fail
//! # use isl_safe::{typed, Context};
//! # isl_safe::tuples! { S[2]; A[2] }
//! # let ctx = Context::new().unwrap();
//! # let _scope = ctx.enter();
//! # let instances: typed::Set<S> = "{ S[i, j] }".parse().unwrap();
//! # let access: typed::Map<S, A> = "{ S[i, j] -> A[j, i] }".parse().unwrap();
//! let wrong = access.intersect_range(&instances); // expects a Set<A>
//! ```
//!
//! The same holds for the other mistakes a scheduler makes with relations
//! (`tests/compile_fail/`, each with the compiler's message checked): an
//! access relation restricted to the statements on its array side (ISL's own
//! `test_typed`), `apply_domain` where `apply_range` was meant, two maps
//! composed in the wrong order, a schedule applied to an array footprint,
//! dependences built by hand from sinks to sources given as validity (the
//! scheduler takes [`Dependences`], which a dataflow analysis gives source
//! to sink, or [`Dependences::source_to_sink`] names where a relation is
//! built by hand), and the writes of another array given as a dataflow
//! analysis's source. `examples/typed_scheduler.rs` and
//! `examples/typed_gpu_mapping.rs` are the scheduler and the GPU mapper of
//! the untyped examples on typed objects, with the same output line for
//! line; the mapper never leaves the typed layer.
//!
//! # Kinds
//!
//! | kind | what it is | written in errors |
//! | --- | --- | --- |
//! | `S` from `tuples! { S[2] }` | the tuple named `S` with 2 dimensions | `S[2]` |
//! | [`Anon<N>`] | an unnamed tuple of `N` dimensions | `[N]` |
//! | [`Unnamed`] | an unnamed tuple of any arity | `[..]` |
//! | [`Any`] | a tuple of no known kind: any name or none, any arity (ISL's `Anonymous`) | `any tuple` |
//! | [`Loops`] | the loops around a point of AST generation (an [`AstBuild`]'s schedule space): any tuple | `loops` |
//! | [`Pair<A, B>`] | a wrapped pair `[A -> B]` | `[S[2] -> A[2]]` |
//! | `Stmts` from `tuples! { Stmts = S \| T }` | any of the group's kinds (for unions) | `S[2] \| T[1]` |
//! | [`Params`] | no tuple: a parameter set, a function of the parameters only | `params` |
//!
//! # Entering and leaving
//!
//! An object enters the typed world through `FromStr` (`parse`),
//! `read_from_str`, `read_from` (any reader), or `TryFrom` its untyped
//! object. Each compares the tuples' names, arities and nesting with its
//! kinds (every space of a union) and fails with
//! [`Error::KindMismatch`](crate::Error::KindMismatch), naming the expected
//! and the found tuple. `untyped()` (by value) and `as_untyped()` (borrowed)
//! give the untyped object at no cost, for the methods the typed layer does
//! not carry. A typed object is its untyped handle and nothing else
//! (`#[repr(transparent)]`), and every typed method is the untyped method,
//! inlined: the types cost nothing at run time.
//!
//! # Methods
//!
//! The typed methods are those of ISL's own typed C++ interface
//! (`isl/typed_cpp.h`), generated from it by `tools/specgen`: each has the
//! name of the untyped method it calls (`union`, where ISL's C++ says
//! `unite`) and the kinds ISL's signature gives its result
//! (`Map<D, R>::apply_range(&Map<R, R2>) -> Map<D, R2>`,
//! `Map<D, D>::deltas() -> Set<D>`, `Set<Pair<A, B>>::unwrap() -> Map<A, B>`).
//! Beside them: the predicates (`is_subset`, `is_equal`, ...), operators
//! between objects of the same kinds and, on affine expressions, with a
//! constant (any primitive integer, a [`Val`](crate::Val)) on either side,
//! and what a scheduler or a mapper
//! needs that ISL's C++ leaves untyped:
//! - the dataflow analysis ([`UnionAccessInfo`], [`UnionFlow`]),
//!   [`Dependences`] (source to sink, what the scheduler's validity takes),
//!   [`ScheduleConstraints`];
//! - schedule trees of instances of one kind: [`Schedule`], the steps of
//!   [`ScheduleNode`] (moves, readers, edits, visits) and a [`TreeCursor`];
//!   a band's tuple is of kind [`Any`], prefix schedules are [`Unnamed`];
//! - AST generation: [`AstBuild`], whose callbacks get typed builds, and
//!   [`Loops`], the kind of the loops around a statement, of which the
//!   access and expression builders take functions;
//! - names (`get_tuple_name`, `get_dim_name`), dimensions (`dim`, `size`,
//!   `fix_si` of the same kinds, `project_out` to an [`Unnamed`] tuple, and
//!   on relations `project_out_domain_dims` and `project_out_range_dims`,
//!   which make that side [`Unnamed`], `dim_max` a function of the
//!   parameters), points ([`Points`], `count`, `Point::zero`) and
//!   evaluation (`Aff::eval`).
//!
//! Positions, counts and arities are `usize` (`get_at`, `set_at`, `drop`,
//! `alloc`, `fix_si`, ...), as untyped: one beyond ISL's C type is an
//! [`Error::OutOfRange`](crate::Error::OutOfRange).
//!
//! A union of one kind joins a group's with `widen` (a `UnionSet<S>` is a
//! `UnionSet<Stmts>` when `Stmts = S | T`), at no cost.
//!
//! A type's page shows its own methods first, then ISL's core functions
//! (those ISL's C++ and Python bindings export), then ISL's other functions,
//! each with a line of what it does and the kinds it goes between
//! (`deltas`: `Map<D, D>` → `Set<D>`).
//!
//! # Kinds that cannot lie
//!
//! No method lets the caller choose a result's kind: a result's kinds follow
//! from the receiver's and the arguments' kinds, or are checked. Renaming a
//! tuple takes its name from the kind ([`Tuple`]: a named kind, [`Anon<N>`]
//! or [`Unnamed`]) and compares the arity, `set_range_tuple_id` and
//! `set_domain_tuple_id` (for an [`Id`](crate::Id) carrying data) check the
//! id's name against a [`Named`] kind, and `set_range_tuple_in` and
//! `set_domain_tuple_in` rename into a [`Group`], the id naming one of its
//! members (chosen at run time) with the member's arity:
//!
//! ```
//! use isl_safe::{typed, Context, Id};
//! use isl_safe::typed::Unnamed;
//! isl_safe::tuples! { S[1]; A[1]; B[2] }
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let access: typed::Map<S, A> = "{ S[i] -> A[i + 1] }".parse()?;
//! let other: typed::Map<S, Unnamed> = access.set_range_tuple::<Unnamed>()?;
//! assert_eq!(other.to_string(), "{ S[i] -> [1 + i] }");
//! let err = access.set_range_tuple::<B>().unwrap_err(); // B has 2 dimensions
//! assert_eq!(err.to_string(), "typed::Map::set_range_tuple: expected a tuple of kind S[1] -> B[2], found S[1] -> B[1]");
//! let tagged = access.set_range_tuple_id::<A>(&Id::with_user("A", 7u8)?)?;
//! assert!(access.set_range_tuple_id::<A>(&Id::named("Z")?).is_err());
//! isl_safe::tuples! { Arrays = A | B }
//! let either: typed::Map<S, Arrays> = access.set_range_tuple_in::<Arrays>(&Id::named("A")?)?;
//! assert!(access.set_range_tuple_in::<Arrays>(&Id::named("B")?).is_err()); // B has 2 dimensions
//! # let _ = (tagged, either);
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! Where ISL's typed C++ says `Anonymous` of a result, the kind is
//! [`Unnamed`] where ISL makes the tuple unnamed (flattening, the range of
//! an affine expression), [`Any`] elsewhere. `tests/typed/typed_reentry.rs`
//! calls every typed method on objects of several kinds and checks that
//! each result is of the kinds its type says.
//!
//! # By value
//!
//! Like the untyped objects, a typed object hands itself to a method that
//! consumes it with `by_value()` ([`ByValue`]), its consumed arguments moved
//! in: a chain of calls on temporaries copies none of them, at the untyped
//! chain's cost.
//!
//! # Programs with several kernels
//!
//! One `tuples!` declares one name once: two kernels that use one name for
//! tuples of different arities (`A[2]` in one, `A[3]` in the other) each
//! declare theirs in a module of their own. A trait naming a kernel's
//! kinds lets one pipeline, generic over it, serve them all
//! (`examples/typed_gpu_mapping.rs` maps three kernels this way):
//!
//! ```
//! use isl_safe::typed::{self, Kind};
//! use isl_safe::{Context, Result};
//!
//! /// The kinds of one kernel.
//! trait Program {
//!     type Stmts: Kind;
//!     type Arrays: Kind;
//! }
//!
//! mod blur {
//!     isl_safe::tuples! { pub S[2]; pub A[2] }
//!     pub struct Kinds;
//!     impl super::Program for Kinds { type Stmts = S; type Arrays = A; }
//! }
//!
//! mod conv {
//!     isl_safe::tuples! { pub S[3]; pub T[1]; pub Stmts = S | T; pub A[3] }
//!     pub struct Kinds;
//!     impl super::Program for Kinds { type Stmts = Stmts; type Arrays = A; }
//! }
//!
//! /// The elements a kernel writes, whatever its kinds.
//! fn footprint<P: Program>(domain: &str, writes: &str) -> Result<typed::UnionSet<P::Arrays>> {
//!     let domain: typed::UnionSet<P::Stmts> = domain.parse()?;
//!     let writes: typed::UnionMap<P::Stmts, P::Arrays> = writes.parse()?;
//!     domain.apply(&writes)
//! }
//!
//! # fn main() -> Result<()> {
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let a2 = footprint::<blur::Kinds>("{ S[i, j] : 0 <= i, j < 2 }", "{ S[i, j] -> A[i, j] }")?;
//! let a3 = footprint::<conv::Kinds>("{ S[i, j, k] : 0 <= i, j, k < 2; T[i] : i = 0 }",
//!     "{ S[i, j, k] -> A[i, j, k]; T[i] -> A[i, i, i] }")?;
//! assert_eq!(a2.to_string(), "{ A[i0, i1] : 0 <= i0 <= 1 and 0 <= i1 <= 1 }");
//! assert!(a3.to_string().starts_with("{ A[i0, i1, i2]"));
//! // Each kernel's kinds are checked against its own declaration.
//! assert!(footprint::<blur::Kinds>("{ S[i, j] }", "{ S[i, j] -> A[i, j, 0] }").is_err());
//! # Ok(())
//! # }
//! ```

// The objects first: a type's page shows its own methods (entering and
// leaving the typed world), then ISL's (`generated`, its core functions
// first), then the rest.
mod objects;

mod ast;
mod by_value;
mod counting;
mod declare;
mod dims;
mod generated;
mod kinds;
mod methods;
mod names;
mod ops;
mod points;
mod schedule;
mod tree;
mod typed_methods;

/// What `tuples!` expands to names, by paths of this layer.
#[doc(hidden)]
pub mod __private {
    pub use crate::error::Result;
    pub use crate::object::Space;
    pub use crate::typed::kinds::accepts_named;
}
pub use ast::{AstBuild, Loops};
pub use by_value::ByValue;
pub use kinds::{Anon, Any, Group, Kind, Named, Pair, Params, SetKind, Tuple, Unnamed, Within};
pub use objects::{
    Aff, AffList, Arg, BasicMap, BasicSet, FixedBox, Map, MapList, MapSpace, MultiAff, MultiId,
    MultiPwAff, MultiUnionPwAff, MultiVal, Point, PwAff, PwAffList, PwMultiAff, PwMultiAffList,
    Schedule, ScheduleConstraints, ScheduleNode, Set, SetList, Space, UnionMap, UnionPwAff,
    UnionPwAffList, UnionPwMultiAff, UnionSet, UnionSetList,
};
pub use points::Points;
pub use schedule::{Dependences, DependencesArg, UnionAccessInfo, UnionFlow};
pub use tree::TreeCursor;
