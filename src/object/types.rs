//! The ISL object types, one declaration each, and ISL's enums
//! (re-exported from [`enums`](super::enums)).
//!
//! Every `isl_*` type with an `isl_*_free` is here, except ISL's internal
//! machinery (`isl_ctx`, which [`Context`] owns, `isl_args`, `isl_options`,
//! `isl_hash_table`) and `isl_token`, the stream's ([`Token`](crate::Token)).

pub use super::enums::*;

use super::Placeholder;
use crate::context::Context;
use crate::prim::sys;

object!(
    /// A set of integer tuples described by affine constraints, possibly
    /// parametric (`isl_set`): a finite union of [`BasicSet`]s in one space.
    ///
    /// ```
    /// use isl_safe::{Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s: Set = "[n] -> { [i] : 0 <= i < n }".parse().unwrap();
    /// assert_eq!(s.to_string(), "[n] -> { [i] : 0 <= i < n }");
    /// assert!(s.is_subset(&"[n] -> { [i] : i >= 0 }".parse::<Set>().unwrap()).unwrap());
    /// ```
    Set, isl_set, print
);
object!(
    /// A convex set: the integer points of one polyhedron (`isl_basic_set`).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicSet = "{ [i] : 0 <= i < 4 }".parse().unwrap();
    /// let s = Set::from(b.clone());
    /// assert_eq!(s.to_string(), b.to_string());
    /// ```
    BasicSet, isl_basic_set, print
);
object!(
    /// A set over several spaces (`isl_union_set`), such as a program's
    /// statement instances `{ S[i]; T[i, j] }`.
    ///
    /// ```
    /// use isl_safe::{Context, UnionSet};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let u: UnionSet = "{ S[i] : 0 <= i < 3; T[] }".parse().unwrap();
    /// assert_eq!(u.sets().unwrap().len(), 2);
    /// ```
    UnionSet, isl_union_set, print
);
object!(
    /// A relation between integer tuples given by affine constraints (`isl_map`).
    ///
    /// ```
    /// use isl_safe::{Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: Map = "{ [i] -> [i + 1] }".parse().unwrap();
    /// assert_eq!(m.reverse().unwrap().to_string(), "{ [i0] -> [i = -1 + i0] }");
    /// ```
    Map, isl_map, print
);
object!(
    /// A convex relation (`isl_basic_map`).
    ///
    /// ```
    /// use isl_safe::{BasicMap, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicMap = "{ [i] -> [j] : j = 2i }".parse().unwrap();
    /// assert_eq!(b.to_string(), "{ [i] -> [j] : j = 2i }");
    /// ```
    BasicMap, isl_basic_map, print
);
object!(
    /// A relation over several pairs of spaces (`isl_union_map`), such as an
    /// access relation or a schedule.
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: UnionMap = "{ S[i] -> A[i]; T[i] -> A[i + 1] }".parse().unwrap();
    /// assert_eq!(m.range().unwrap().to_string(), "{ A[i0] }");
    /// ```
    UnionMap, isl_union_map, print
);
object!(
    /// The space of a set, map or function: parameters, tuples and their names (`isl_space`).
    ///
    /// ```
    /// use isl_safe::{Context, DimType, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let space = "[n] -> { S[i, j] }".parse::<Set>().unwrap().get_space().unwrap();
    /// assert_eq!(space.dim(DimType::Set).unwrap(), 2);
    /// assert_eq!(space.to_string(), "[n] -> { S[i, j] }");
    /// ```
    Space, isl_space, print
);
object!(
    /// A space with local (existentially quantified) variables (`isl_local_space`),
    /// in which constraints and affine expressions are built.
    ///
    /// ```
    /// use isl_safe::{Context, LocalSpace, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let ls = LocalSpace::from_space("{ [i] }".parse::<Set>().unwrap().get_space().unwrap()).unwrap();
    /// assert_eq!(ls.to_string(), "{ [i] }");
    /// ```
    LocalSpace, isl_local_space, printer(isl_printer_print_local_space)
);
object!(
    /// An integer, rational, infinity or NaN (`isl_val`).
    ///
    /// ```
    /// use isl_safe::{Context, Val};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let v = Val::int_from_si(7).unwrap() / Val::int_from_si(2).unwrap();
    /// assert_eq!(v.to_string(), "7/2");
    /// ```
    Val, isl_val, print
);
object!(
    /// An identifier: a name, possibly with user data, compared by identity (`isl_id`).
    ///
    /// ```
    /// use isl_safe::{Context, Id};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let a = Id::read_from_str("A").unwrap();
    /// assert_eq!(a.get_name().unwrap().as_deref(), Some("A"));
    /// assert_eq!(a, Id::read_from_str("A").unwrap()); // ISL shares ids by name
    /// ```
    Id, isl_id, print
);
object!(
    /// A single point of a set (`isl_point`).
    ///
    /// ```
    /// use isl_safe::{Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s: Set = "{ [i] : 2 <= i <= 3 }".parse().unwrap();
    /// let pts: Vec<String> = s.points().unwrap().iter().map(|p| p.to_string()).collect();
    /// assert_eq!(pts, ["{ [2] }", "{ [3] }"]);
    /// ```
    Point, isl_point, print
);
object!(
    /// An affine equality or inequality (`isl_constraint`).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicSet = "{ [i] : 0 <= i <= 9 }".parse().unwrap();
    /// assert_eq!(b.constraints().unwrap().len(), 2);
    /// ```
    Constraint, isl_constraint, printer(isl_printer_print_constraint)
);
object!(
    /// An affine expression over a domain (`isl_aff`).
    ///
    /// ```
    /// use isl_safe::{Aff, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let a: Aff = "{ [i] -> [(2i + 1)] }".parse().unwrap();
    /// assert_eq!((a * 3).to_string(), "{ [i] -> [(3 + 6i)] }");
    /// ```
    Aff, isl_aff, print
);
object!(
    /// A piecewise affine expression (`isl_pw_aff`).
    ///
    /// ```
    /// use isl_safe::{Context, PwAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let p: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }".parse().unwrap();
    /// assert_eq!(p.to_string(), "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }");
    /// ```
    PwAff, isl_pw_aff, print
);
object!(
    /// A tuple of affine expressions over one domain (`isl_multi_aff`).
    ///
    /// ```
    /// use isl_safe::{Context, MultiAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: MultiAff = "{ [i, j] -> [j, i] }".parse().unwrap();
    /// assert_eq!(m.to_string(), "{ [i, j] -> [(j), (i)] }");
    /// ```
    MultiAff, isl_multi_aff, print
);

object!(
    /// A list of [`BasicSet`]s (`isl_basic_set_list`).
    ///
    /// ```
    /// use isl_safe::{BasicSetList, Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s: Set = "{ [i] : i < 0 or i > 5 }".parse().unwrap();
    /// let list: BasicSetList = s.get_basic_set_list().unwrap();
    /// assert_eq!(list.size().unwrap(), 2);
    /// ```
    BasicSetList, isl_basic_set_list, print
);
object!(
    /// A list of [`Set`]s (`isl_set_list`).
    ///
    /// ```
    /// use isl_safe::{Context, SetList, UnionSet};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let u: UnionSet = "{ A[i] : 0 <= i < 2; B[] }".parse().unwrap();
    /// let list: SetList = u.get_set_list().unwrap();
    /// assert_eq!(list.size().unwrap(), 2);
    /// ```
    SetList, isl_set_list, print
);
object!(
    /// A list of [`BasicMap`]s (`isl_basic_map_list`).
    ///
    /// ```
    /// use isl_safe::{Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: Map = "{ [i] -> [i] : i < 0; [i] -> [-i] : i >= 0 }".parse().unwrap();
    /// assert_eq!(m.get_basic_map_list().unwrap().size().unwrap(), 2);
    /// ```
    BasicMapList, isl_basic_map_list, print
);
object!(
    /// A list of [`Map`]s (`isl_map_list`).
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let u: UnionMap = "{ A[i] -> B[i]; C[] -> D[] }".parse().unwrap();
    /// assert_eq!(u.get_map_list().unwrap().size().unwrap(), 2);
    /// ```
    MapList, isl_map_list, print
);
object!(
    /// A list of [`Constraint`]s (`isl_constraint_list`).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicSet = "{ [i] : i = 3 }".parse().unwrap();
    /// assert_eq!(b.get_constraint_list().unwrap().size().unwrap(), 1);
    /// ```
    ConstraintList, isl_constraint_list, print
);

object!(
    /// A text ISL reads objects from one after the other (`isl_stream`),
    /// made by [`Stream::from_text`].
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A domain, then an access relation, read one after the other.
    /// let s = Stream::from_text("{ S[i] : 0 <= i < 4 }\n{ S[i] -> A[2i] }").unwrap();
    /// let domain = s.read_union_set().unwrap();
    /// let access = s.read_union_map().unwrap();
    /// let touched = domain.apply(access).unwrap();
    /// assert_eq!(touched.to_string(), "{ A[i0] : (i0) mod 2 = 0 and 0 <= i0 <= 6 }");
    /// ```
    nocopy Stream, isl_stream, opaque
);

// ---------------------------------------------------------------------------
// Affine functions.

object!(
    /// A piecewise tuple of affine expressions (`isl_pw_multi_aff`): on each
    /// of disjoint sets of its domain, a [`MultiAff`].
    ///
    /// ```
    /// use isl_safe::{Context, Map, PwMultiAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The smallest j for each i: one piece for i >= 0, another for i < 0.
    /// let m: Map = "{ [i] -> [j] : j >= i and j >= 0 }".parse().unwrap();
    /// let f: PwMultiAff = m.lexmin_pw_multi_aff().unwrap();
    /// assert_eq!(f.to_string(), "{ [i] -> [(i)] : i >= 0; [i] -> [(0)] : i < 0 }");
    /// assert_eq!(f, "{ [i] -> [(max(i, 0))] }".parse::<PwMultiAff>().unwrap());
    /// ```
    PwMultiAff, isl_pw_multi_aff, print
);
object!(
    /// A tuple of piecewise affine expressions over one domain (`isl_multi_pw_aff`):
    /// one [`PwAff`] per output dimension.
    ///
    /// ```
    /// use isl_safe::{Context, Map, MultiPwAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // i clamped to n, and i + 1: one piecewise expression per output.
    /// let f: MultiPwAff = "[n] -> { [i] -> [(min(i, n)), (i + 1)] }".parse().unwrap();
    /// assert_eq!(f.size().unwrap(), 2);
    /// let clamp = f.get_at(0).unwrap();
    /// assert_eq!(clamp.to_string(), "[n] -> { [i] -> [(i)] : i <= n; [i] -> [(n)] : i > n }");
    /// let as_map: Map = "[n] -> { [i] -> [min(i, n), i + 1] }".parse().unwrap();
    /// assert_eq!(f.as_map().unwrap(), as_map);
    /// ```
    MultiPwAff, isl_multi_pw_aff, print
);
object!(
    /// Piecewise affine expressions over several domain spaces (`isl_union_pw_aff`),
    /// each with a one-dimensional range.
    ///
    /// ```
    /// use isl_safe::{Context, UnionPwAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A time stamp per statement: S[i] runs at 2i, T[i] at i + 20.
    /// let t: UnionPwAff = "{ S[i] -> [(2i)] : 0 <= i < 5; T[i] -> [(i + 20)] : 0 <= i < 3 }"
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(t.min_val().unwrap(), 0);
    /// assert_eq!(t.max_val().unwrap(), 22);
    /// assert_eq!(t.domain().unwrap().to_string(), "{ S[i] : 0 <= i <= 4; T[i] : 0 <= i <= 2 }");
    /// ```
    UnionPwAff, isl_union_pw_aff, print
);
object!(
    /// Piecewise tuples of affine expressions over several spaces
    /// (`isl_union_pw_multi_aff`): a union of [`PwMultiAff`]s.
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap, UnionPwMultiAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Two statements' accesses, as functions rather than relations.
    /// let accesses: UnionMap = "{ S[i] -> A[i, 2i]; T[i] -> B[i + 1] }".parse().unwrap();
    /// let f = UnionPwMultiAff::from_union_map(&accesses).unwrap();
    /// assert_eq!(f.to_string(), "{ S[i] -> A[(i), (2i)]; T[i] -> B[(1 + i)] }");
    /// assert_eq!(UnionMap::from_union_pw_multi_aff(&f).unwrap(), accesses);
    /// ```
    UnionPwMultiAff, isl_union_pw_multi_aff, print
);
object!(
    /// A tuple of [`UnionPwAff`]s (`isl_multi_union_pw_aff`), such as the
    /// partial schedule of a band in a schedule tree.
    ///
    /// ```
    /// use isl_safe::{Context, MultiUnionPwAff, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A two-dimensional schedule of S[i, j] and T[i], split into its dimensions.
    /// let schedule: UnionMap = "{ S[i, j] -> [i, j]; T[i] -> [i, 0] }".parse().unwrap();
    /// let band = MultiUnionPwAff::from_union_map(&schedule).unwrap();
    /// assert_eq!(band.size().unwrap(), 2);
    /// assert_eq!(band.get_at(1).unwrap().to_string(), "{ T[i] -> [(0)]; S[i, j] -> [(j)] }");
    /// assert_eq!(UnionMap::from_multi_union_pw_aff(&band).unwrap(), schedule);
    /// ```
    MultiUnionPwAff, isl_multi_union_pw_aff, print
);
object!(
    /// A tuple of values in a set space (`isl_multi_val`), such as tile sizes.
    ///
    /// ```
    /// use isl_safe::{Context, MultiVal, Val};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Tile sizes for a two-dimensional band, then twice as large.
    /// let sizes: MultiVal = "{ [32, 8] }".parse().unwrap();
    /// assert_eq!(sizes.get_at(1).unwrap(), 8);
    /// let doubled = sizes.scale_val(Val::int_from_si(2).unwrap()).unwrap();
    /// assert_eq!(doubled.to_string(), "{ [64, 16] }");
    /// ```
    MultiVal, isl_multi_val, print
);
object!(
    /// A tuple of identifiers in a set space (`isl_multi_id`), such as the
    /// names of a tuple's dimensions.
    ///
    /// ```
    /// use isl_safe::{Context, MultiId, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Bind the dimensions of a set to parameters named n and m.
    /// let names: MultiId = "{ [n, m] }".parse().unwrap();
    /// let s: Set = "{ [i, j] : 0 <= i < j }".parse().unwrap();
    /// assert_eq!(s.bind(names).unwrap().to_string(), "[n, m] -> {  : n >= 0 and m > n }");
    /// ```
    MultiId, isl_multi_id, print
);

// ---------------------------------------------------------------------------
// Quasipolynomials.

object!(
    /// A quasipolynomial over a domain (`isl_qpolynomial`): a polynomial in
    /// the variables and integer divisions of affine expressions.
    ///
    /// ```
    /// use isl_safe::{Aff, Context, Qpolynomial, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // (i + 1)^2, expanded by ISL, and its value at i = 4.
    /// let i_plus_1: Aff = "{ [i] -> [(i + 1)] }".parse().unwrap();
    /// let q = Qpolynomial::from_aff(i_plus_1).unwrap().pow(2u32).unwrap();
    /// assert_eq!(q.to_string(), "{ [i] -> (1 + 2 * i + i^2) }");
    /// let at_4 = "{ [4] }".parse::<Set>().unwrap().sample_point().unwrap();
    /// assert_eq!(q.eval(at_4).unwrap(), 25);
    /// ```
    Qpolynomial, isl_qpolynomial, printer(isl_printer_print_qpolynomial)
);
object!(
    /// A piecewise quasipolynomial (`isl_pw_qpolynomial`), such as the number
    /// of points of a parametric set.
    ///
    /// ```
    /// use isl_safe::{Context, PwQpolynomial, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The work of iteration i of a loop over 0 <= i <= n.
    /// let work: PwQpolynomial = "[n] -> { [i] -> i * (n - i) : 0 <= i <= n }".parse().unwrap();
    /// assert_eq!(work.to_string(), "[n] -> { [i] -> (n * i - i^2) : 0 <= i <= n }");
    /// let p = "[n] -> { [i] : n = 4 and i = 2 }".parse::<Set>().unwrap().sample_point().unwrap();
    /// assert_eq!(work.eval(p).unwrap(), 4);
    /// ```
    PwQpolynomial, isl_pw_qpolynomial, print
);
object!(
    /// The maximum or minimum ([`Fold`]) of a list of quasipolynomials
    /// (`isl_qpolynomial_fold`).
    ///
    /// ```
    /// use isl_safe::{Aff, Context, Fold, Qpolynomial, QpolynomialFold, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let max_of = |s: &str| {
    ///     let q = Qpolynomial::from_aff(s.parse::<Aff>().unwrap()).unwrap();
    ///     QpolynomialFold::alloc(Fold::Max, q).unwrap()
    /// };
    /// let f = max_of("{ [i] -> [(i)] }").fold(max_of("{ [i] -> [(10 - i)] }")).unwrap();
    /// assert_eq!(f.to_string(), "max(i, (10 - i))");
    /// let at_3 = "{ [3] }".parse::<Set>().unwrap().sample_point().unwrap();
    /// assert_eq!(f.eval(at_3).unwrap(), 7);
    /// ```
    QpolynomialFold, isl_qpolynomial_fold, printer(isl_printer_print_qpolynomial_fold)
);
object!(
    /// A piecewise quasipolynomial fold (`isl_pw_qpolynomial_fold`), such as
    /// an upper bound computed by ISL.
    ///
    /// ```
    /// use isl_safe::{Context, Fold, PwQpolynomial};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // An upper bound on i * (n - i) over 0 <= i <= n, as a function of n.
    /// let work: PwQpolynomial = "[n] -> { [i] -> i * (n - i) : 0 <= i <= n }".parse().unwrap();
    /// let (bound, tight) = work.bound(Fold::Max).unwrap();
    /// assert_eq!(bound.to_string(), "[n] -> { max(1/2 * n^2) : n >= 0 }");
    /// assert!(!tight); // the true maximum is n^2/4
    /// ```
    PwQpolynomialFold, isl_pw_qpolynomial_fold, printer(isl_printer_print_pw_qpolynomial_fold)
);
object!(
    /// Piecewise quasipolynomials over several domain spaces
    /// (`isl_union_pw_qpolynomial`).
    ///
    /// ```
    /// use isl_safe::{Context, Set, UnionPwQpolynomial};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A cost per statement instance, for two statements.
    /// let cost: UnionPwQpolynomial =
    ///     "{ A[i] -> i^2 : 0 <= i <= 4; B[i, j] -> i * j : 0 <= i, j <= 4 }".parse().unwrap();
    /// assert_eq!(cost.n_pw_qpolynomial().unwrap(), 2);
    /// let b_2_3 = "{ B[2, 3] }".parse::<Set>().unwrap().sample_point().unwrap();
    /// assert_eq!(cost.eval(b_2_3).unwrap(), 6);
    /// ```
    UnionPwQpolynomial, isl_union_pw_qpolynomial, print
);
object!(
    /// Piecewise quasipolynomial folds over several domain spaces
    /// (`isl_union_pw_qpolynomial_fold`).
    ///
    /// ```
    /// use isl_safe::{Context, Fold, UnionPwQpolynomial};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let cost: UnionPwQpolynomial =
    ///     "[n] -> { A[i] -> i : 0 <= i <= n; B[i] -> 2 * i : 0 <= i <= n }".parse().unwrap();
    /// // The largest cost of any instance, as a function of n.
    /// let (bound, tight) = cost.bound(Fold::Max).unwrap();
    /// assert_eq!(bound.to_string(), "[n] -> { max(2 * n) : n >= 0 }");
    /// assert!(tight);
    /// ```
    UnionPwQpolynomialFold, isl_union_pw_qpolynomial_fold, printer(isl_printer_print_union_pw_qpolynomial_fold)
);
object!(
    /// One term of a quasipolynomial (`isl_term`): a coefficient times a
    /// product of powers of variables and integer divisions.
    ///
    /// ```
    /// use isl_safe::{Aff, Context, DimType, Error, Qpolynomial};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let i_plus_1: Aff = "{ [i] -> [(i + 1)] }".parse().unwrap();
    /// let q = Qpolynomial::from_aff(i_plus_1).unwrap().pow(2u32).unwrap();
    /// // (i + 1)^2 = 1 + 2i + i^2: each term's coefficient and power of i.
    /// let mut terms = Vec::new();
    /// q.foreach_term(|t| {
    ///     terms.push((t.get_coefficient_val()?.get_num_si()?, t.get_exp(DimType::Set, 0)?));
    ///     Ok::<(), Error>(())
    /// })
    /// .unwrap();
    /// assert_eq!(terms, [(1, 0), (2, 1), (1, 2)]);
    /// ```
    Term, isl_term, opaque
);

// ---------------------------------------------------------------------------
// Parametric vertex enumeration.

object!(
    /// The vertices of a parametric polytope and the chambers of its parameter
    /// domain (`isl_vertices`).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, Error};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The triangle 0 <= i, 0 <= j, i + j <= n has three vertices for every n >= 0.
    /// let t: BasicSet = "[n] -> { [i, j] : i >= 0 and j >= 0 and i + j <= n }".parse().unwrap();
    /// let vertices = t.compute_vertices().unwrap();
    /// assert_eq!(vertices.get_n_vertices().unwrap(), 3);
    /// let mut corners = Vec::new();
    /// vertices
    ///     .foreach_vertex(|v| {
    ///         corners.push(v.get_expr()?.to_string());
    ///         Ok::<(), Error>(())
    ///     })
    ///     .unwrap();
    /// assert_eq!(
    ///     corners,
    ///     ["[n] -> { [(n), (0)] }", "[n] -> { [(0), (n)] }", "[n] -> { [(0), (0)] }"]
    /// );
    /// ```
    nocopy Vertices, isl_vertices, opaque
);
object!(
    /// One parametric vertex of a [`Vertices`] (`isl_vertex`): an affine
    /// function of the parameters valid on an activity domain.
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, Error};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // 0 <= i <= min(n, 10): the upper end is 10 for n >= 10, and n below.
    /// let b: BasicSet = "[n] -> { [i] : 0 <= i <= n and i <= 10 }".parse().unwrap();
    /// let mut vertices = Vec::new();
    /// b.compute_vertices()
    ///     .unwrap()
    ///     .foreach_vertex(|v| {
    ///         vertices.push(format!("{} if {}", v.get_expr()?, v.get_domain()?));
    ///         Ok::<(), Error>(())
    ///     })
    ///     .unwrap();
    /// assert_eq!(vertices, [
    ///     "[n] -> { [(10)] } if [n] -> {  : n >= 10 }",
    ///     "[n] -> { [(n)] } if [n] -> {  : 0 <= n <= 10 }",
    ///     "[n] -> { [(0)] } if [n] -> {  : n >= 0 }",
    /// ]);
    /// ```
    nocopy Vertex, isl_vertex, opaque
);
object!(
    /// A chamber of the parameter domain of a [`Vertices`] (`isl_cell`), with
    /// the vertices active on it.
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, Error};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // 0 <= i <= min(n, 10): two chambers, n >= 10 and 0 <= n <= 10.
    /// let b: BasicSet = "[n] -> { [i] : 0 <= i <= n and i <= 10 }".parse().unwrap();
    /// let mut chambers = Vec::new();
    /// b.compute_vertices()
    ///     .unwrap()
    ///     .foreach_cell(|cell| {
    ///         let mut ends = Vec::new();
    ///         cell.foreach_vertex(|v| {
    ///             ends.push(v.get_expr()?.to_string());
    ///             Ok::<(), Error>(())
    ///         })?;
    ///         chambers.push(format!("{}: {}", cell.get_domain()?, ends.join(", ")));
    ///         Ok::<(), Error>(())
    ///     })
    ///     .unwrap();
    /// assert_eq!(chambers, [
    ///     "[n] -> { rat:  : n >= 10 }: [n] -> { [(10)] }, [n] -> { [(0)] }",
    ///     "[n] -> { rat:  : 0 <= n <= 10 }: [n] -> { [(n)] }, [n] -> { [(0)] }",
    /// ]);
    /// ```
    nocopy Cell, isl_cell, opaque
);

// ---------------------------------------------------------------------------
// Matrices and vectors.

object!(
    /// A matrix of integers (`isl_mat`), as in constraint matrices.
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, DimType};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The equality i = 2j as a row of coefficients: of i, of j, then the constant.
    /// let b: BasicSet = "{ [i, j] : i = 2j }".parse().unwrap();
    /// let (set, param, div, cst) = (DimType::Set, DimType::Param, DimType::Div, DimType::Cst);
    /// let eqs = b.equalities_matrix(set, param, div, cst).unwrap();
    /// assert_eq!((eqs.rows().unwrap(), eqs.cols().unwrap()), (1, 3));
    /// let row: Vec<i64> = (0..3)
    ///     .map(|c| eqs.get_element_val(0, c).unwrap().get_num_si().unwrap())
    ///     .collect();
    /// assert_eq!(row, [-1, 2, 0]);
    /// ```
    Mat, isl_mat, opaque
);
object!(
    /// A vector of integers (`isl_vec`).
    ///
    /// Named `IslVec` rather than ISL's `Vec` so as not to shadow
    /// `std::vec::Vec` in code that imports `isl_safe::*`.
    ///
    /// ```
    /// use isl_safe::{Context, IslVec, Mat};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // [[1, 2], [3, 4]] times (5, 6).
    /// let mut m = Mat::alloc(2u32, 2u32).unwrap();
    /// for (r, c, x) in [(0, 0, 1), (0, 1, 2), (1, 0, 3), (1, 1, 4)] {
    ///     m.in_place().set_element_si(r, c, x).unwrap();
    /// }
    /// let mut v = IslVec::alloc(2u32).unwrap();
    /// v.in_place().set_element_si(0, 5).unwrap();
    /// v.in_place().set_element_si(1, 6).unwrap();
    /// assert_eq!(m.vec_product(&v).unwrap().to_string(), "[17,39]");
    /// ```
    IslVec, isl_vec, printer(isl_printer_print_vec)
);

// ---------------------------------------------------------------------------
// Schedules.

object!(
    /// A schedule tree (`isl_schedule`): the order in which a program's
    /// statement instances run, as a tree of bands, filters, sequences, ...
    ///
    /// ```
    /// use isl_safe::{Context, Schedule, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // for (i = 0; i < 10; i++) { S(i); T(i); }
    /// let s: Schedule = r#"{ domain: "{ S[i] : 0 <= i < 10; T[i] : 0 <= i < 10 }",
    ///     child: { schedule: "[{ S[i] -> [(i)]; T[i] -> [(i)] }]",
    ///     child: { sequence: [ { filter: "{ S[i] }" }, { filter: "{ T[i] }" } ] } } }"#
    ///     .parse()
    ///     .unwrap();
    /// // The same order as time stamps compared lexicographically.
    /// let stamps: UnionMap = "{ S[i] -> [i, 0]; T[i] -> [i, 1] }".parse().unwrap();
    /// assert_eq!(s.get_map().unwrap(), stamps);
    /// ```
    Schedule, isl_schedule, yaml
);
object!(
    /// A position in a schedule tree (`isl_schedule_node`): a node together
    /// with the tree it belongs to.
    ///
    /// ```
    /// use isl_safe::{Context, MultiVal, Schedule, ScheduleNodeType};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s: Schedule = r#"{ domain: "{ S[i] : 0 <= i < 100 }",
    ///     child: { schedule: "[{ S[i] -> [(i)] }]" } }"#
    ///     .parse()
    ///     .unwrap();
    /// let band = s.get_root().unwrap().child(0).unwrap();
    /// assert_eq!(band.get_type().unwrap(), ScheduleNodeType::Band);
    /// // Tile the loop by 32: a band of tiles above a band of points in a tile.
    /// let tiles = band.band_tile("{ [32] }".parse::<MultiVal>().unwrap()).unwrap();
    /// let points = tiles.child(0).unwrap();
    /// let tile_start = tiles.band_get_partial_schedule().unwrap();
    /// assert_eq!(tile_start.to_string(), "[{ S[i] -> [(i - (i) mod 32)] }]");
    /// let in_tile = points.band_get_partial_schedule().unwrap();
    /// assert_eq!(in_tile.to_string(), "[{ S[i] -> [((i) mod 32)] }]");
    /// ```
    ScheduleNode, isl_schedule_node, print
);
object!(
    /// The input of ISL's scheduler (`isl_schedule_constraints`): the domain,
    /// the dependences to respect (validity), to optimise (proximity), ...
    ///
    /// ```
    /// use isl_safe::{Context, ScheduleConstraints, UnionMap, UnionSet};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let domain: UnionSet = "{ S[i, j] : 0 <= i, j < 10 }".parse().unwrap();
    /// // S[i, j] must run before S[i + 1, j - 1].
    /// let deps: UnionMap = "{ S[i, j] -> S[i + 1, j - 1] }".parse().unwrap();
    /// let constraints = ScheduleConstraints::on_domain(domain).unwrap();
    /// let schedule = constraints.set_validity(&deps).unwrap().compute_schedule().unwrap();
    /// // ISL skews the inner loop, so that no dependence goes backwards in either dimension.
    /// assert_eq!(schedule.get_map().unwrap().to_string(), "{ S[i, j] -> [i, i + j] }");
    /// ```
    unshared ScheduleConstraints, isl_schedule_constraints, yaml
);

// ---------------------------------------------------------------------------
// Dependence analysis.

object!(
    /// The input of the dataflow analysis on union maps
    /// (`isl_union_access_info`): sink, must and may sources, kills, schedule.
    ///
    /// ```
    /// use isl_safe::{Context, UnionAccessInfo, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let umap = |s: &str| s.parse::<UnionMap>().unwrap();
    /// // for (i = 0; i < 10; i++) { W: A[i] = ...; R: ... = A[i - 1]; }
    /// let info = UnionAccessInfo::from_sink(umap("{ R[i] -> A[i - 1] : 0 <= i < 10 }"))
    ///     .unwrap()
    ///     .set_must_source(umap("{ W[i] -> A[i] : 0 <= i < 10 }"))
    ///     .unwrap()
    ///     .set_schedule_map(umap("{ W[i] -> [i, 0]; R[i] -> [i, 1] }"))
    ///     .unwrap();
    /// let flow = info.compute_flow().unwrap();
    /// assert_eq!(flow.get_must_dependence().unwrap(), umap("{ W[i] -> R[i + 1] : 0 <= i <= 8 }"));
    /// ```
    unshared UnionAccessInfo, isl_union_access_info, yaml
);
object!(
    /// The result of the dataflow analysis on union maps (`isl_union_flow`):
    /// must and may dependences, and sink accesses without source.
    ///
    /// ```
    /// use isl_safe::{Context, UnionAccessInfo, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let umap = |s: &str| s.parse::<UnionMap>().unwrap();
    /// // W1 writes A[0], then W2 may write it, then R reads it.
    /// let order = umap("{ W1[] -> [0]; W2[] -> [1]; R[] -> [2] }");
    /// let flow = UnionAccessInfo::from_sink(umap("{ R[] -> A[0] }"))
    ///     .and_then(|info| info.set_must_source(umap("{ W1[] -> A[0] }")))
    ///     .and_then(|info| info.set_may_source(umap("{ W2[] -> A[0] }")))
    ///     .and_then(|info| info.set_schedule_map(order))
    ///     .and_then(|info| info.compute_flow())
    ///     .unwrap();
    /// // R reads W2's value if W2 writes, W1's otherwise: both may flow, neither must.
    /// assert!(flow.get_must_dependence().unwrap().is_empty().unwrap());
    /// assert_eq!(flow.get_may_dependence().unwrap(), umap("{ W1[] -> R[]; W2[] -> R[] }"));
    /// assert!(flow.get_may_no_source().unwrap().is_empty().unwrap());
    /// ```
    unshared UnionFlow, isl_union_flow, yaml
);
object!(
    /// The input of the dataflow analysis on single maps (`isl_access_info`):
    /// a sink access and its potential sources, each with a typed tag, and
    /// their execution order as a closure on tags. Made by
    /// [`AccessInfo::new`], whose page has an example;
    /// [`UnionAccessInfo`] runs the same analysis from a schedule.
    ///
    /// ```
    /// use isl_safe::{AccessInfo, Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Two statements in one loop, S (tag 0) before T (tag 1).
    /// let info = AccessInfo::new(
    ///     "{ T[i] -> A[i] : 0 <= i < 8 }".parse::<Map>().unwrap(),
    ///     1u8,
    ///     1,
    ///     |a: &u8, b: &u8| 2 + (a < b) as i32,
    /// )
    /// .unwrap()
    /// .add_source("{ S[i] -> A[i] : 0 <= i < 4 }".parse::<Map>().unwrap(), true, 0u8)
    /// .unwrap();
    /// let flow = info.compute_flow().unwrap();
    /// assert_eq!(flow.get_no_source(1).unwrap().to_string(), "{ T[i] -> A[i] : 4 <= i <= 7 }");
    /// ```
    nocopy AccessInfo, isl_access_info, opaque
);
object!(
    /// The result of the dataflow analysis on single maps (`isl_flow`): the
    /// dependence relations per source, with the sources' tags
    /// ([`Flow::foreach`]), and the sink iterations without source.
    ///
    /// ```
    /// use isl_safe::{AccessInfo, Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let flow = AccessInfo::new("{ T[] -> A[] }".parse::<Map>().unwrap(), "T", 1, |_: &&str, _: &&str| 0)
    ///     .unwrap()
    ///     .add_source("{ S[] -> A[] }".parse::<Map>().unwrap(), true, "S")
    ///     .unwrap()
    ///     .compute_flow()
    ///     .unwrap();
    /// let mut sources = Vec::new();
    /// flow.foreach(|dep: Map, must, tag: &&str| {
    ///     sources.push((dep.to_string(), must, *tag));
    ///     Ok::<(), isl_safe::Error>(())
    /// })
    /// .unwrap();
    /// // Level 0: T does not come after S, so S is no source of T.
    /// assert!(sources.is_empty());
    /// ```
    nocopy Flow, isl_flow, opaque
);
object!(
    /// A restriction on the source iterations considered by the single-map
    /// dataflow analysis (`isl_restriction`), returned by the closure of
    /// [`AccessInfo::set_restrict`].
    ///
    /// ```
    /// use isl_safe::{AccessInfo, Context, Map, Restriction, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let level = |a: &u8, b: &u8| 2 + (a < b) as i32;
    /// let flow = AccessInfo::new("{ T[i] -> A[i] : 0 <= i < 8 }".parse::<Map>().unwrap(), 1u8, 1, level)
    ///     .unwrap()
    ///     .add_source("{ S[i] -> A[i] : 0 <= i < 8 }".parse::<Map>().unwrap(), true, 0u8)
    ///     .unwrap()
    ///     // Consider no source iteration at all.
    ///     .set_restrict(|source: &Map, _: &Set, _: &u8| Restriction::empty(source))
    ///     .unwrap()
    ///     .compute_flow()
    ///     .unwrap();
    /// assert_eq!(flow.get_no_source(1).unwrap().to_string(), "{ T[i] -> A[i] : 0 <= i <= 7 }");
    /// ```
    nocopy Restriction, isl_restriction, opaque
);

// ---------------------------------------------------------------------------
// AST generation.

object!(
    /// The state and options of AST generation (`isl_ast_build`): the context
    /// the generated code runs in, and callbacks.
    ///
    /// ```
    /// use isl_safe::{AstBuild, Context, IdList, Set, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A triangular loop nest for n >= 0, with loop counters named i and j.
    /// let context: Set = "[n] -> { : n >= 0 }".parse().unwrap();
    /// let iterators: IdList = "(i, j)".parse().unwrap();
    /// let build = AstBuild::from_context(context).unwrap().set_iterators(iterators).unwrap();
    /// let schedule: UnionMap = "[n] -> { S[i, j] -> [i, j] : 0 <= j <= i < n }".parse().unwrap();
    /// let ast = build.node_from_schedule_map(schedule).unwrap();
    /// assert_eq!(
    ///     ast.to_c_str().unwrap(),
    ///     "for (int i = 0; i < n; i += 1)\n  for (int j = 0; j <= i; j += 1)\n    S(i, j);\n"
    /// );
    /// ```
    AstBuild, isl_ast_build, opaque
);
object!(
    /// An expression of a generated AST (`isl_ast_expr`): an operation, an
    /// identifier or an integer.
    ///
    /// ```
    /// use isl_safe::{AstBuild, AstExprOpType, Context, PwAff, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let build = AstBuild::from_context("[n] -> { : n >= 0 }".parse::<Set>().unwrap()).unwrap();
    /// // floor(n / 2) + 1 as C: n >= 0, so C's division rounds the right way.
    /// let e = build
    ///     .expr_from_pw_aff("[n] -> { [(floor(n / 2) + 1)] }".parse::<PwAff>().unwrap())
    ///     .unwrap();
    /// assert_eq!(e.to_c_str().unwrap(), "n / 2 + 1");
    /// assert_eq!(e.op_get_type().unwrap(), AstExprOpType::Add);
    /// ```
    AstExpr, isl_ast_expr, print
);
object!(
    /// A node of a generated AST (`isl_ast_node`): a for loop, an if, a
    /// block, a mark or a user statement.
    ///
    /// ```
    /// use isl_safe::{AstBuild, AstNodeType, Context, Schedule, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let tree: Schedule = r#"{ domain: "[n] -> { S[i] : 0 <= i < n; T[i] : 0 <= i < n }",
    ///     child: { schedule: "[{ S[i] -> [(i)]; T[i] -> [(i)] }]",
    ///     child: { sequence: [ { filter: "{ S[i] }" }, { filter: "{ T[i] }" } ] } } }"#
    ///     .parse()
    ///     .unwrap();
    /// let build = AstBuild::from_context("[n] -> { : }".parse::<Set>().unwrap()).unwrap();
    /// let ast = build.node_from_schedule(tree).unwrap();
    /// assert_eq!(
    ///     ast.to_c_str().unwrap(),
    ///     "for (int c0 = 0; c0 < n; c0 += 1) {\n  S(c0);\n  T(c0);\n}\n"
    /// );
    /// // The same tree, walked from Rust.
    /// assert_eq!(ast.get_type().unwrap(), AstNodeType::For);
    /// assert_eq!(ast.for_get_cond().unwrap().to_c_str().unwrap(), "c0 < n");
    /// assert_eq!(ast.for_get_body().unwrap().get_type().unwrap(), AstNodeType::Block);
    /// ```
    AstNode, isl_ast_node, print
);
object!(
    /// Callbacks that customise how an AST is printed as C (`isl_ast_print_options`).
    ///
    /// ```
    /// use isl_safe::{format, AstBuild, AstPrintOptions, Context, Printer, Set, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let build = AstBuild::from_context("{ : }".parse::<Set>().unwrap()).unwrap();
    /// let schedule: UnionMap = "{ S[i] -> [i] : 0 <= i < 3 }".parse().unwrap();
    /// let ast = build.node_from_schedule_map(schedule).unwrap();
    /// // Print each statement as a call to run().
    /// let options = AstPrintOptions::alloc()
    ///     .and_then(|o| o.set_print_user(|p: Printer, _options, node| {
    ///         let call = node.user_get_expr()?;
    ///         let p = p.start_line()?.print_str("run(")?;
    ///         p.print_ast_expr(&call)?.print_str(");")?.end_line()
    ///     }))
    ///     .unwrap();
    /// let p = Printer::to_str().unwrap().set_output_format(format::C).unwrap();
    /// let code = ast.print(p, options).unwrap().get_str().unwrap();
    /// assert_eq!(code, "for (int c0 = 0; c0 <= 2; c0 += 1)\n  run(S(c0));\n");
    /// ```
    AstPrintOptions, isl_ast_print_options, opaque
);
object!(
    /// ISL's printer (`isl_printer`): writes objects as text to a string or a
    /// file, in ISL's notation, C, or other formats.
    ///
    /// ```
    /// use isl_safe::{format, Context, Printer, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s: Set = "{ [i] : 0 <= i < 10 }".parse().unwrap();
    /// // The set as LaTeX, between text of our own.
    /// let latex = Printer::to_str()
    ///     .and_then(|p| p.set_output_format(format::LATEX))
    ///     .and_then(|p| p.print_str("$")?.print_set(&s)?.print_str("$"))
    ///     .and_then(|p| p.get_str())
    ///     .unwrap();
    /// assert_eq!(latex, r"$\{\, i \mid 0 \le i \le 9 \,\}$");
    /// ```
    nocopy Printer, isl_printer, opaque
);

// ---------------------------------------------------------------------------
// Box hulls and strides.

object!(
    /// A box of fixed size at a variable offset (`isl_fixed_box`), such as the
    /// result of a simple fixed box hull of a map's range.
    ///
    /// ```
    /// use isl_safe::{Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // S[i] accesses A[2i] to A[2i + 2]: a box of 3 elements at offset 2i.
    /// let access: Map = "{ S[i] -> A[j] : 2i <= j <= 2i + 2 }".parse().unwrap();
    /// let hull = access.get_range_simple_fixed_box_hull().unwrap();
    /// assert!(hull.is_valid().unwrap());
    /// assert_eq!(hull.to_string(), r#"{ offset: "{ S[i] -> A[(2i)] }", size: "{ A[3] }" }"#);
    /// ```
    unshared FixedBox, isl_fixed_box, print
);
object!(
    /// The stride and offset of a dimension of a map's range (`isl_stride_info`):
    /// the dimension is the offset plus a multiple of the stride.
    ///
    /// ```
    /// use isl_safe::{Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // i is 1 plus a multiple of 3.
    /// let s: Set = "{ [i] : exists k: i = 3k + 1 }".parse().unwrap();
    /// let info = s.get_stride_info(0).unwrap();
    /// assert_eq!(info.get_stride().unwrap(), 3);
    /// assert_eq!(info.get_offset().unwrap().to_string(), "{ [i] -> [(1)] }");
    /// ```
    unshared StrideInfo, isl_stride_info, opaque
);

// ---------------------------------------------------------------------------
// Associative arrays.

// The hash maps print through a printer: ISL 0.27 also has `isl_*_to_str`
// for them (the same printer inside), but ISL 0.25 (feature `system`) does not.
object!(
    /// A map from identifiers to AST expressions (`isl_id_to_ast_expr`).
    ///
    /// ```
    /// use isl_safe::{AstExpr, Context, Id, IdToAstExpr, Val};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let id = |s: &str| Id::read_from_str(s).unwrap();
    /// // Replace x by 5 in x + y.
    /// let mut values = IdToAstExpr::alloc(1).unwrap();
    /// let five = AstExpr::from_val(Val::int_from_si(5).unwrap()).unwrap();
    /// values.in_place().set(id("x"), five).unwrap();
    /// let e = AstExpr::from_id(id("x")).unwrap().add(AstExpr::from_id(id("y")).unwrap()).unwrap();
    /// assert_eq!(e.substitute_ids(values).unwrap().to_c_str().unwrap(), "5 + y");
    /// ```
    IdToAstExpr, isl_id_to_ast_expr, printer(isl_printer_print_id_to_ast_expr)
);
object!(
    /// A map from identifiers to identifiers (`isl_id_to_id`).
    ///
    /// ```
    /// use isl_safe::{Context, Id, IdToId};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A renaming of arrays (ISL 0.27 also reads it: `"{ A: A_local, B: B_local }"`).
    /// let id = |name: &str| Id::read_from_str(name).unwrap();
    /// let renaming = IdToId::alloc(2).unwrap();
    /// let renaming = renaming.set(id("A"), id("A_local")).unwrap().set(id("B"), id("B_local")).unwrap();
    /// let a = Id::read_from_str("A").unwrap();
    /// let local = renaming.get(a).unwrap().unwrap();
    /// assert_eq!(local.get_name().unwrap().as_deref(), Some("A_local"));
    /// // A missing key is `None`.
    /// let c = Id::read_from_str("C").unwrap();
    /// assert!(!renaming.has(&c).unwrap());
    /// assert_eq!(renaming.get(&c).unwrap(), None);
    /// ```
    IdToId, isl_id_to_id, printer(isl_printer_print_id_to_id)
);
object!(
    /// A map from identifiers to piecewise affine expressions (`isl_id_to_pw_aff`).
    ///
    /// ```
    /// use isl_safe::{Context, Id, IdToPwAff, PwAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The size of each array, as an expression in the parameters (ISL
    /// // 0.27 also reads it: `"{ A: [n] -> { [(n + 1)] }, B: [n] -> { [(2n)] } }"`).
    /// let id = |name: &str| Id::read_from_str(name).unwrap();
    /// let size = |text: &str| text.parse::<PwAff>().unwrap();
    /// let sizes = IdToPwAff::alloc(2).unwrap();
    /// let sizes = sizes.set(id("A"), size("[n] -> { [(n + 1)] }")).unwrap();
    /// let sizes = sizes.set(id("B"), size("[n] -> { [(2n)] }")).unwrap();
    /// let a = sizes.get(id("A")).unwrap().unwrap();
    /// assert_eq!(a.to_string(), "[n] -> { [(1 + n)] }");
    /// ```
    IdToPwAff, isl_id_to_pw_aff, printer(isl_printer_print_id_to_pw_aff)
);
object!(
    /// A map from maps to basic sets (`isl_map_to_basic_set`).
    ///
    /// ```
    /// use isl_safe::{Context, Map, MapToBasicSet};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A cache of the hull of each relation's domain, keyed by the relation's value.
    /// let mut hulls = MapToBasicSet::alloc(1).unwrap();
    /// let shift: Map = "{ [i] -> [i + 1] : 0 <= i < 4 }".parse().unwrap();
    /// let hull = shift.domain().unwrap().polyhedral_hull().unwrap();
    /// hulls.in_place().set(&shift, hull).unwrap();
    /// let same: Map = "{ [j] -> [j + 1] : 0 <= j <= 3 }".parse().unwrap();
    /// assert_eq!(hulls.get(&same).unwrap().unwrap().to_string(), "{ [i] : 0 <= i <= 3 }");
    /// // `try_get` says the same.
    /// assert!(hulls.try_get(&same).unwrap().is_some());
    /// ```
    MapToBasicSet, isl_map_to_basic_set, printer(isl_printer_print_map_to_basic_set)
);

// ---------------------------------------------------------------------------
// Lists.

object!(
    /// A list of [`Aff`]s (`isl_aff_list`).
    ///
    /// ```
    /// use isl_safe::{Context, MultiAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The components of a tuple of affine expressions, and the tuple rebuilt from them.
    /// let m: MultiAff = "{ [i, j] -> [(j), (i + j)] }".parse().unwrap();
    /// let parts = m.get_list().unwrap();
    /// assert_eq!(parts.to_string(), "({ [i, j] -> [(j)] },{ [i, j] -> [(i + j)] })");
    /// let rebuilt = MultiAff::from_aff_list(m.get_space().unwrap(), parts).unwrap();
    /// assert!(rebuilt.plain_is_equal(&m).unwrap());
    /// ```
    AffList, isl_aff_list, print
);
object!(
    /// A list of [`PwAff`]s (`isl_pw_aff_list`).
    ///
    /// ```
    /// use isl_safe::{Context, PwAffList};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Two upper bounds, n and m, and the tighter of them.
    /// let bounds: PwAffList = "([n, m] -> { [(n)] }, [n, m] -> { [(m)] })".parse().unwrap();
    /// let tighter = bounds.min().unwrap();
    /// assert_eq!(tighter.to_string(), "[n, m] -> { [(n)] : m >= n; [(m)] : m < n }");
    /// ```
    PwAffList, isl_pw_aff_list, print
);
object!(
    /// A list of [`PwMultiAff`]s (`isl_pw_multi_aff_list`).
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap, UnionPwMultiAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The access function of each statement, one per space.
    /// let accesses: UnionMap = "{ S[i] -> A[i, 2i]; T[i] -> B[i + 1] }".parse().unwrap();
    /// let f = UnionPwMultiAff::from_union_map(accesses).unwrap();
    /// let pieces = f.get_pw_multi_aff_list().unwrap();
    /// assert_eq!(pieces.to_string(), "({ S[i] -> A[(i), (2i)] },{ T[i] -> B[(1 + i)] })");
    /// ```
    PwMultiAffList, isl_pw_multi_aff_list, print
);
object!(
    /// A list of [`UnionPwAff`]s (`isl_union_pw_aff_list`).
    ///
    /// ```
    /// use isl_safe::{Context, MultiUnionPwAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A band's dimensions, reversed: the loops interchanged.
    /// let band: MultiUnionPwAff = "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]".parse().unwrap();
    /// let dims = band.get_list().unwrap();
    /// assert_eq!(dims.to_string(), "({ S[i, j] -> [(i)] },{ S[i, j] -> [(j)] })");
    /// let space = band.get_space().unwrap();
    /// let swapped = MultiUnionPwAff::from_union_pw_aff_list(space, dims.reverse().unwrap());
    /// assert_eq!(swapped.unwrap().to_string(), "[{ S[i, j] -> [(j)] }, { S[i, j] -> [(i)] }]");
    /// ```
    UnionPwAffList, isl_union_pw_aff_list, print
);
object!(
    /// A list of [`UnionPwMultiAff`]s (`isl_union_pw_multi_aff_list`).
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap, UnionPwMultiAff, UnionPwMultiAffList};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The reads and the writes of a program, kept side by side.
    /// let reads: UnionPwMultiAff = "{ S[i] -> A[(i)]; T[i] -> B[(i)] }".parse().unwrap();
    /// let writes: UnionPwMultiAff = "{ S[i] -> B[(2i)] }".parse().unwrap();
    /// let accesses = UnionPwMultiAffList::from_vec(vec![reads, writes]).unwrap();
    /// let counts: Vec<usize> = accesses
    ///     .iter()
    ///     .map(|a| a.unwrap().n_pw_multi_aff().unwrap())
    ///     .collect();
    /// assert_eq!(counts, [2, 1]);
    /// let touched = UnionMap::from_union_pw_multi_aff(accesses.get_at(1).unwrap()).unwrap();
    /// assert_eq!(touched.to_string(), "{ S[i] -> B[2i] }");
    /// ```
    UnionPwMultiAffList, isl_union_pw_multi_aff_list, print
);
object!(
    /// A list of [`Qpolynomial`]s (`isl_qpolynomial_list`).
    ///
    /// ```
    /// use isl_safe::{Aff, Context, Qpolynomial, QpolynomialList, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let poly = |s: &str| Qpolynomial::from_aff(s.parse::<Aff>().unwrap()).unwrap();
    /// // Several polynomials over one domain, each evaluated at i = 3.
    /// let (up, down) = (poly("{ [i] -> [(i)] }"), poly("{ [i] -> [(10 - i)] }"));
    /// let list = QpolynomialList::from_vec(vec![up, down]).unwrap();
    /// assert_eq!(list.to_string(), "({ [i] -> i },{ [i] -> (10 - i) })");
    /// let at_3 = "{ [3] }".parse::<Set>().unwrap().sample_point().unwrap();
    /// let values: Vec<String> = list
    ///     .iter()
    ///     .map(|q| q.unwrap().eval(&at_3).unwrap().to_string())
    ///     .collect();
    /// assert_eq!(values, ["3", "7"]);
    /// ```
    QpolynomialList, isl_qpolynomial_list, print
);
object!(
    /// A list of [`PwQpolynomial`]s (`isl_pw_qpolynomial_list`).
    ///
    /// ```
    /// use isl_safe::{Context, UnionPwQpolynomial};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // A cost per statement, split by statement.
    /// let cost: UnionPwQpolynomial = "{ A[i] -> i^2 : 0 <= i <= 4; B[i] -> 3 * i : 0 <= i <= 4 }"
    ///     .parse()
    ///     .unwrap();
    /// let per_statement = cost.get_pw_qpolynomial_list().unwrap();
    /// assert_eq!(
    ///     per_statement.to_string(),
    ///     "({ A[i] -> i^2 : 0 <= i <= 4 },{ B[i] -> 3 * i : 0 <= i <= 4 })"
    /// );
    /// ```
    PwQpolynomialList, isl_pw_qpolynomial_list, print
);
object!(
    /// A list of [`PwQpolynomialFold`]s (`isl_pw_qpolynomial_fold_list`).
    ///
    /// ```
    /// use isl_safe::{Context, Fold, PwQpolynomial, PwQpolynomialFoldList};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let bound = |s: &str| s.parse::<PwQpolynomial>().unwrap().bound(Fold::Max).unwrap().0;
    /// // Upper bounds of two loops' counters, as functions of n.
    /// let bounds = PwQpolynomialFoldList::from_vec(vec![
    ///     bound("[n] -> { [i] -> i : 0 <= i < n }"),
    ///     bound("[n] -> { [i] -> 2 * i : 0 <= i <= n }"),
    /// ])
    /// .unwrap();
    /// assert_eq!(
    ///     bounds.to_string(),
    ///     "([n] -> { max((-1 + n)) : n > 0 },[n] -> { max(2 * n) : n >= 0 })"
    /// );
    /// ```
    PwQpolynomialFoldList, isl_pw_qpolynomial_fold_list, print
);
object!(
    /// A list of [`UnionSet`]s (`isl_union_set_list`).
    ///
    /// ```
    /// use isl_safe::{Context, Schedule, UnionMap, UnionSet, UnionSetList};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Run every T[i] before every S[i]: a sequence with one filter per child.
    /// let domain: UnionSet = "{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }".parse().unwrap();
    /// let filters: UnionSetList = "({ T[i] }, { S[i] })".parse().unwrap();
    /// let leaf = Schedule::from_domain(domain).unwrap().get_root().unwrap().child(0).unwrap();
    /// let sequence = leaf.insert_sequence(filters).unwrap();
    /// let order: UnionMap = "{ T[i] -> [0]; S[i] -> [1] }".parse().unwrap();
    /// assert_eq!(sequence.get_schedule().unwrap().get_map().unwrap(), order);
    /// ```
    UnionSetList, isl_union_set_list, print
);
object!(
    /// A list of [`UnionMap`]s (`isl_union_map_list`).
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap, UnionMapList, UnionSet};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The accesses of several statements, collected, then taken together.
    /// let texts = ["{ S[i] -> A[i] : 0 <= i < 4 }", "{ T[i] -> A[i + 1] : 0 <= i < 4 }"];
    /// let accesses: UnionMapList = texts
    ///     .iter()
    ///     .map(|s| s.parse::<UnionMap>().unwrap())
    ///     .collect::<isl_safe::Result<_>>()
    ///     .unwrap();
    /// assert_eq!(accesses.size().unwrap(), 2);
    /// let all = accesses.iter().try_fold(UnionMap::empty_ctx().unwrap(), |all, m| all.union(m?));
    /// let touched: UnionSet = "{ A[i] : 0 <= i <= 4 }".parse().unwrap();
    /// assert_eq!(all.unwrap().range().unwrap(), touched);
    /// ```
    UnionMapList, isl_union_map_list, print
);
object!(
    /// A list of [`Val`]s (`isl_val_list`).
    ///
    /// ```
    /// use isl_safe::{Context, MultiVal, Space, ValList};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Tile sizes as a list, then as the tuple a band is tiled with.
    /// let sizes = ValList::from_ints(&[32, 8]).unwrap();
    /// assert_eq!(sizes.to_string(), "(32,8)");
    /// let tile = MultiVal::from_val_list(Space::set_alloc(0, 2).unwrap(), sizes).unwrap();
    /// assert_eq!(tile.to_string(), "{ [32, 8] }");
    /// ```
    ValList, isl_val_list, print
);
object!(
    /// A list of [`Id`]s (`isl_id_list`).
    ///
    /// ```
    /// use isl_safe::{Context, IdList, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Project out the parameter m, named in a list.
    /// let s: Set = "[n, m] -> { [i] : 0 <= i < n and i < m }".parse().unwrap();
    /// let gone: IdList = "(m)".parse().unwrap();
    /// let projected = s.project_out_param_id_list(gone).unwrap();
    /// assert_eq!(projected.to_string(), "[n] -> { [i] : 0 <= i < n }");
    /// ```
    IdList, isl_id_list, print
);
object!(
    /// A list of [`AstExpr`]s (`isl_ast_expr_list`).
    ///
    /// ```
    /// use isl_safe::{AstExpr, AstExprList, Context, Id, Val};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // The arguments of a call f(x, 3).
    /// let x = AstExpr::from_id(Id::read_from_str("x").unwrap()).unwrap();
    /// let three = AstExpr::from_val(Val::int_from_si(3).unwrap()).unwrap();
    /// let args = AstExprList::from_vec(vec![x, three]).unwrap();
    /// let f = AstExpr::from_id(Id::read_from_str("f").unwrap()).unwrap();
    /// assert_eq!(f.call(args).unwrap().to_c_str().unwrap(), "f(x, 3)");
    /// ```
    AstExprList, isl_ast_expr_list, print
);
object!(
    /// A list of [`AstNode`]s (`isl_ast_node_list`).
    ///
    /// ```
    /// use isl_safe::{AstBuild, Context, Set, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Two loops one after the other: a block of two children.
    /// let schedule: UnionMap = "{ S[i] -> [0, i] : 0 <= i < 10; T[i] -> [1, i] : 0 <= i < 5 }"
    ///     .parse()
    ///     .unwrap();
    /// let build = AstBuild::from_context("{ : }".parse::<Set>().unwrap()).unwrap();
    /// let loops = build.node_from_schedule_map(schedule).unwrap().block_get_children().unwrap();
    /// assert_eq!(loops.size().unwrap(), 2);
    /// let second = loops.get_at(1).unwrap();
    /// assert_eq!(second.to_c_str().unwrap(), "for (int c1 = 0; c1 <= 4; c1 += 1)\n  T(c1);\n");
    /// ```
    AstNodeList, isl_ast_node_list, print
);

/// Implements [`Placeholder`] from an expression over the raw context `$ctx`,
/// and lists the C names of the types that have one.
macro_rules! placeholder {
    ($($name:ident => |$ctx:ident| $make:expr;)*) => {
        $(
            impl Placeholder for $name {
                fn placeholder(ctx: &Context) -> *mut Self::Raw {
                    let $ctx = ctx.as_ptr();
                    // SAFETY: the context is alive while `ctx` is; each constructor
                    // consumes only the objects it is given (`__isl_take`), and
                    // objects only borrowed (`__isl_keep`) are freed here.
                    let ptr = unsafe { $make };
                    if ptr.is_null() {
                        // Out of memory while recovering from a failed call: no valid
                        // value can be made, so stop as Rust does on allocation failure.
                        std::process::abort();
                    }
                    ptr
                }
            }
        )*

        /// The C names of the types with a [`Placeholder`] (see
        /// [`PLACEHOLDER_TYPES`](super::PLACEHOLDER_TYPES)).
        pub(super) const PLACEHOLDER_C_NAMES: &[&str] =
            &[$(<$name as crate::prim::Handle>::C_NAME),*];
    };
}

placeholder! {
    Set => |c| sys::isl_set_empty(sys::isl_space_set_alloc(c, 0, 0));
    BasicSet => |c| sys::isl_basic_set_empty(sys::isl_space_set_alloc(c, 0, 0));
    UnionSet => |c| sys::isl_union_set_empty_ctx(c);
    Map => |c| sys::isl_map_empty(sys::isl_space_alloc(c, 0, 0, 0));
    BasicMap => |c| sys::isl_basic_map_empty(sys::isl_space_alloc(c, 0, 0, 0));
    UnionMap => |c| sys::isl_union_map_empty_ctx(c);
    Space => |c| sys::isl_space_set_alloc(c, 0, 0);
    LocalSpace => |c| sys::isl_local_space_from_space(sys::isl_space_set_alloc(c, 0, 0));
    Val => |c| sys::isl_val_nan(c);
    Id => |c| sys::isl_id_alloc(c, EMPTY_NAME.as_ptr().cast(), std::ptr::null_mut());
    Aff => |c| sys::isl_aff_zero_on_domain_space(sys::isl_space_set_alloc(c, 0, 0));
    PwAff => |c| sys::isl_pw_aff_from_aff(sys::isl_aff_zero_on_domain_space(sys::isl_space_set_alloc(c, 0, 0)));
    MultiAff => |c| sys::isl_multi_aff_zero(sys::isl_space_alloc(c, 0, 0, 0));
    Point => |c| sys::isl_point_void(sys::isl_space_set_alloc(c, 0, 0));
    Constraint => |c| sys::isl_constraint_alloc_equality(sys::isl_local_space_from_space(sys::isl_space_set_alloc(c, 0, 0)));

    PwMultiAff => |c| sys::isl_pw_multi_aff_empty(sys::isl_space_alloc(c, 0, 0, 0));
    MultiPwAff => |c| sys::isl_multi_pw_aff_zero(sys::isl_space_alloc(c, 0, 0, 0));
    UnionPwAff => |c| sys::isl_union_pw_aff_empty_ctx(c);
    UnionPwMultiAff => |c| sys::isl_union_pw_multi_aff_empty_ctx(c);
    MultiUnionPwAff => |c| sys::isl_multi_union_pw_aff_zero(sys::isl_space_set_alloc(c, 0, 0));
    MultiVal => |c| sys::isl_multi_val_zero(sys::isl_space_set_alloc(c, 0, 0));
    MultiId => |c| sys::isl_multi_id_from_id_list(sys::isl_space_set_alloc(c, 0, 0), sys::isl_id_list_alloc(c, 0));

    Qpolynomial => |c| sys::isl_qpolynomial_zero_on_domain(sys::isl_space_set_alloc(c, 0, 0));
    PwQpolynomial => |c| sys::isl_pw_qpolynomial_zero(sys::isl_space_alloc(c, 0, 0, 1));
    QpolynomialFold => |c| sys::isl_qpolynomial_fold_empty(sys::isl_fold::isl_fold_max, sys::isl_space_alloc(c, 0, 0, 1));
    PwQpolynomialFold => |c| sys::isl_pw_qpolynomial_fold_zero(sys::isl_space_alloc(c, 0, 0, 1), sys::isl_fold::isl_fold_max);
    UnionPwQpolynomial => |c| sys::isl_union_pw_qpolynomial_zero_ctx(c);
    UnionPwQpolynomialFold => |c| sys::isl_union_pw_qpolynomial_fold_zero_ctx(c, sys::isl_fold::isl_fold_max);

    Mat => |c| sys::isl_mat_alloc(c, 0, 0);
    IslVec => |c| sys::isl_vec_alloc(c, 0);

    Schedule => |c| sys::isl_schedule_empty(sys::isl_space_params_alloc(c, 0));
    ScheduleNode => |c| {
        let schedule = sys::isl_schedule_empty(sys::isl_space_params_alloc(c, 0));
        let root = sys::isl_schedule_get_root(schedule);
        sys::isl_schedule_free(schedule);
        root
    };
    ScheduleConstraints => |c| sys::isl_schedule_constraints_on_domain(sys::isl_union_set_empty_ctx(c));
    UnionAccessInfo => |c| sys::isl_union_access_info_from_sink(sys::isl_union_map_empty_ctx(c));
    UnionFlow => |c| sys::isl_union_access_info_compute_flow(
        sys::isl_union_access_info_from_sink(sys::isl_union_map_empty_ctx(c)));

    AstBuild => |c| sys::isl_ast_build_alloc(c);
    AstExpr => |c| sys::isl_ast_expr_from_val(sys::isl_val_zero(c));
    AstNode => |c| sys::isl_ast_node_alloc_user(sys::isl_ast_expr_from_val(sys::isl_val_zero(c)));
    AstPrintOptions => |c| sys::isl_ast_print_options_alloc(c);

    FixedBox => |c| {
        let map = sys::isl_map_empty(sys::isl_space_alloc(c, 0, 0, 0));
        let hull = sys::isl_map_get_range_simple_fixed_box_hull(map);
        sys::isl_map_free(map);
        hull
    };
    StrideInfo => |c| {
        let map = sys::isl_map_universe(sys::isl_space_alloc(c, 0, 0, 1));
        let stride = sys::isl_map_get_range_stride_info(map, 0);
        sys::isl_map_free(map);
        stride
    };

    IdToAstExpr => |c| sys::isl_id_to_ast_expr_alloc(c, 0);
    IdToId => |c| sys::isl_id_to_id_alloc(c, 0);
    IdToPwAff => |c| sys::isl_id_to_pw_aff_alloc(c, 0);
    MapToBasicSet => |c| sys::isl_map_to_basic_set_alloc(c, 0);

    BasicSetList => |c| sys::isl_basic_set_list_alloc(c, 0);
    SetList => |c| sys::isl_set_list_alloc(c, 0);
    BasicMapList => |c| sys::isl_basic_map_list_alloc(c, 0);
    MapList => |c| sys::isl_map_list_alloc(c, 0);
    ConstraintList => |c| sys::isl_constraint_list_alloc(c, 0);
    AffList => |c| sys::isl_aff_list_alloc(c, 0);
    PwAffList => |c| sys::isl_pw_aff_list_alloc(c, 0);
    PwMultiAffList => |c| sys::isl_pw_multi_aff_list_alloc(c, 0);
    UnionPwAffList => |c| sys::isl_union_pw_aff_list_alloc(c, 0);
    UnionPwMultiAffList => |c| sys::isl_union_pw_multi_aff_list_alloc(c, 0);
    QpolynomialList => |c| sys::isl_qpolynomial_list_alloc(c, 0);
    PwQpolynomialList => |c| sys::isl_pw_qpolynomial_list_alloc(c, 0);
    PwQpolynomialFoldList => |c| sys::isl_pw_qpolynomial_fold_list_alloc(c, 0);
    UnionSetList => |c| sys::isl_union_set_list_alloc(c, 0);
    UnionMapList => |c| sys::isl_union_map_list_alloc(c, 0);
    ValList => |c| sys::isl_val_list_alloc(c, 0);
    IdList => |c| sys::isl_id_list_alloc(c, 0);
    AstExprList => |c| sys::isl_ast_expr_list_alloc(c, 0);
    AstNodeList => |c| sys::isl_ast_node_list_alloc(c, 0);
}

/// The name of the placeholder [`Id`]: empty (ISL shares ids by name).
const EMPTY_NAME: &[u8] = b"\0";

/// Calls `$m! { Set BasicSet ... }` with every object type declared above,
/// for the layers above that give each type the same methods (`in_place`,
/// `by_value`, `upcast`). The list is checked both ways at compile time:
/// `object!` requires each type to be listed ([`Listed`](super::Listed)),
/// and each listed name must be a declared type.
macro_rules! with_object_types {
    ($m:ident) => {
        $m! {
            Set BasicSet UnionSet Map BasicMap UnionMap Space LocalSpace Val Id Point Constraint
            Aff PwAff MultiAff BasicSetList SetList BasicMapList MapList ConstraintList Stream
            PwMultiAff MultiPwAff UnionPwAff UnionPwMultiAff MultiUnionPwAff MultiVal MultiId
            Qpolynomial PwQpolynomial QpolynomialFold PwQpolynomialFold UnionPwQpolynomial
            UnionPwQpolynomialFold Term Vertices Vertex Cell Mat IslVec Schedule ScheduleNode
            ScheduleConstraints UnionAccessInfo UnionFlow AccessInfo Flow Restriction AstBuild
            AstExpr AstNode AstPrintOptions Printer FixedBox StrideInfo IdToAstExpr IdToId
            IdToPwAff MapToBasicSet AffList PwAffList PwMultiAffList UnionPwAffList
            UnionPwMultiAffList QpolynomialList PwQpolynomialList PwQpolynomialFoldList
            UnionSetList UnionMapList ValList IdList AstExprList AstNodeList
        }
    };
}
