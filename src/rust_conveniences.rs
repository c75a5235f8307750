//! Rust conveniences: what Rust and islpy users expect beyond ISL's own
//! functions, written over the public methods (no `unsafe`). Each example is a
//! doc test.
//!
//! Lists and unions are collections, plain integers and values are operands, and objects can
//! key hash maps:
//!
//! ```
//! use isl_safe::{Context, Id, Plain, PwAff, Result, Set, SetList, UnionMap, Val, ValList};
//! use std::collections::HashMap;
//!
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//!
//! // Lists collect from iterators and iterate with `for` (each read is a `Result`).
//! let rows: SetList = (0..3)
//!     .map(|k| format!("{{ [i, j] : i = {k} and 0 <= j <= i }}").parse::<Set>())
//!     .collect::<Result<Vec<_>>>()?
//!     .into_iter()
//!     .collect::<Result<_>>()?;
//! let mut points = 0;
//! for row in &rows {
//!     points += row?.count_val()?.get_num_si()?;
//! }
//! assert_eq!(points, 6);
//! assert_eq!(ValList::from_ints(&[32, 32])?.to_string(), "(32,32)");
//!
//! // A union from its pieces: `collect`, `extend`.
//! let writes: UnionMap = "{ S[i] -> A[i]; T[i] -> B[2i] }".parse()?;
//! let reads: UnionMap = writes.get_map_list()?.into_iter().map(|m| m?.reverse()).collect::<Result<_>>()?;
//! assert_eq!(reads, writes.reverse()?);
//!
//! // Integers and values as operands and in comparisons; `/` and `%` round toward zero.
//! let n: PwAff = "[n] -> { [i] -> [(n)] }".parse()?;
//! let i: PwAff = "[n] -> { [i] -> [(i)] }".parse()?;
//! assert_eq!((&n - &i + 1).to_string(), "[n] -> { [i] -> [(1 + n - i)] }");
//! assert_eq!((&i / 4).eval_ints(&[0, -7])?, -1);
//! assert_eq!((Val::int_from_si(-7)? % &(&n - &n + 4)).eval_ints(&[0, 0])?, -3);
//! assert!(Val::try_from(7)? > 6 && i128::try_from(Val::try_from(i128::MAX)?)? == i128::MAX);
//!
//! // Ids key maps by identity; `Plain` keys any set or map by ISL's plain
//! // equality and hash, which agree.
//! let mut names = HashMap::new();
//! names.insert(Id::read_from_str("S")?, "statement");
//! assert_eq!(names[&Id::read_from_str("S")?], "statement");
//! let mut seen = HashMap::new();
//! seen.insert(Plain("{ [i] : 0 <= i < 10 }".parse::<Set>()?), 1);
//! assert!(seen.contains_key(&Plain("{ [i] : i >= 0 and 10 > i }".parse::<Set>()?)));
//!
//! // Points in lexicographic order, lazily, and counts that refuse infinitely many points.
//! let triangle: Set = "{ [i, j] : 0 <= j <= i < 4 }".parse()?;
//! assert!(triangle.count()? == 10 && "{ [i] : i >= 0 }".parse::<Set>()?.count().is_err());
//! assert_eq!(triangle.iter_points()?.next().unwrap()?.to_ints()?, [0, 0]);
//! # Result::<()>::Ok(())
//! ```
//!
//! Dimensions by name, as in islpy: `Space::from_names(&["n"], &["i", "j"])` (parameters first);
//! `var_dict()`, `id_dict()` (each also of one kind: `var_dict_of(DimType::Param)`), `var_names(ty)` on
//! spaces, sets, maps, expressions, quasi-polynomials, constraints;
//! `coefficients_by_name()` (keyed by `LinearTerm`) and back (`Constraint::eq_from_names`,
//! `Aff::from_names`); `Vars`, one `PwAff` per name (`Vars::set(&["i"])?.with_params(&["n"])?`, each list named by its method, then `v["i"].lt_set(&v["n"])?`); and
//! islpy's alignment on sets, maps and affine expressions: `m.align_spaces(&template)?` reorders,
//! adds or moves (between parameters and dimensions) by name, an `Err` for a dimension the template
//! lacks unless `align_spaces_keep_extra`; `a.align_two(&b)?` gives both the other's order, then
//! their own others, parameters included (islpy's rule). Unknown, unnamed or repeated names are an
//! `Err` naming them.
//!
//! Points come lazily and in lexicographic order: `set.iter_points()?` asks ISL for one slab of
//! the set at a time (along the first coordinate that varies, straight past gaps) and yields
//! `Result<Point>` from either end (`foreach_point` is ISL's enumeration with no order, the
//! fastest: see the benchmarks, `benches/README.md`). `point.ints_into(&mut buf)?` reads a point's
//! coordinates, parameters first, with no allocation per coordinate (ISL's own reader allocates a
//! value for each). Functions evaluate at integers: `eval_ints(&[..])` on `Aff`,
//! `PwAff`, `PwQpolynomial` (parameters first, then the dimensions) and `MultiAff` (a `MultiVal`,
//! `to_ints()` back), and by name with islpy's `eval_with_dict`; `get_pieces()` gives a piecewise
//! function's (domain, expression) pairs (islpy's). Integers are taken where a `Val`
//! is (`aff.scale_down_val(32)`), names where an `Id` is (`ids.add("i")`).
//!
//! Operators: `+ - * / %` and unary `-` on `Aff`, `PwAff`, `UnionPwAff`, `MultiAff`,
//! `MultiPwAff`, `Qpolynomial`, `PwQpolynomial` and `Val` where ISL has the function, owned or
//! borrowed on either side, with any primitive integer (`i8` to `u128`, `usize`) or a `Val` on
//! either side (the constant on the other operand's domain, exact), and `op=`. `/` and `%` round
//! toward zero, as Rust's integers do (ISL's `tdiv_q` and `tdiv_r`; the divisor must be constant,
//! ISL's rule); an `Aff` divided gives a `PwAff`; a `Val` is a rational (`/` exact, `%` the
//! remainder of the quotient truncated toward zero). By zero, `/` and `%` panic as Rust's integer
//! operators do, where ISL answers NaN; their twins return `Err`. Each type's page has the table of its operators, the ISL
//! function each calls and its method twin, which returns ISL's error where the operator panics.
//! Unions `collect` and `extend` from their pieces (`Set`s, `Map`s, piecewise functions): the
//! empty union of the thread's context for no piece, an error (or a panic in the form without
//! `Result`) for pieces of two contexts. `Val` converts to and from `i128` and `u128` exactly
//! (`TryFrom`).
//!
//! Snapshots keep every name: beside ISL's text they carry the names its reader would not give
//! back (`i'` reads back as `i`). The `serde` feature serializes each object ISL reads, and each
//! `Snapshot`, as `{ "text", "names" }`, deserialized in the thread's current context.
//!
//! Schedule trees have a cursor: `schedule.cursor()?` starts at the root; `down(i)`, `up()`,
//! `next()`, `prev()` move with checks (a move with nowhere to go is an `Err` and the cursor stays
//! put), `tile(&[32, 32])` tiles the band at the cursor, `edit(|n| n.insert_mark(..))` applies any
//! editing function, and `schedule()` returns the edited tree (`tests/tools/scheduler_pipeline.rs`
//! writes a whole matrix multiplication pipeline this way).
