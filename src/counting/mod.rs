//! Counting: how many iterations a loop nest runs, how many array elements
//! a tile touches, how many dependences cross a tile — as functions of the
//! problem size, exact, from [`Set::card`](crate::Set::card) and the
//! `card` of every set and map type.
//!
//! ```
//! use isl_safe::{Context, Set};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! // for (i = 0; i < n; i++) for (j = 0; j <= i; j++) S(i, j);
//! let domain: Set = "[n] -> { S[i, j] : 0 <= j <= i < n }".parse()?;
//! let count = domain.card()?;
//! assert_eq!(count.to_string(), "[n] -> { (1/2 * n + 1/2 * n^2) : n > 0 }");
//! assert_eq!(count.eval_ints(&[2000])?.to_string(), "2001000");
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # What `card` returns
//!
//! `card` is barvinok's: on a set ([`Set`](crate::Set),
//! [`BasicSet`](crate::BasicSet), [`UnionSet`](crate::UnionSet)) the number
//! of its elements as a function of the parameters; on a map
//! ([`Map`](crate::Map), [`BasicMap`](crate::BasicMap),
//! [`UnionMap`](crate::UnionMap)) the number of images of each domain
//! element, a function of the parameters and the domain's dimensions. The
//! result is ISL's own piecewise quasi-polynomial,
//! [`PwQpolynomial`](crate::PwQpolynomial) (a
//! [`UnionPwQpolynomial`](crate::UnionPwQpolynomial) for unions, one per
//! domain space: the sets of a union set add up), so everything ISL does
//! with quasi-polynomials applies: evaluation, printing and reading in
//! ISL's notation, `add`, `mul`, `gist`, `bound`, `max`, `is_zero`.
//!
//! A **quasi-polynomial** is a polynomial in the parameters and in integer
//! divisions of affine expressions of them, `floor(e / d)`. A
//! **piecewise** one has a quasi-polynomial on each of several disjoint
//! pieces of the parameters, each a set (its `: ...` in the printed form),
//! and is 0 outside them. The count is exact at every integer point:
//!
//! - `(1/2 * n + 1/2 * n^2) : n > 0` is `n(n+1)/2` for `n >= 1`, and 0 for
//!   `n <= 0`, where the loop nest runs no iteration;
//! - `floor((n + 1)/2)` is the integer part of `(n + 1)/2`: 3 for `n = 5`
//!   and for `n = 6`, `floor((n)/2)` is `n / 2` rounded down; a count with
//!   floors changes formula with `n`'s remainder (`n` odd or even here),
//!   which is how a stride shows (below, `n - floor((n)/2)` is `(n + 1)/2`
//!   rounded down);
//! - `infty` is the count of a set with infinitely many points, where it
//!   has them (as iscc prints it).
//!
//! ```
//! use isl_safe::{Context, Set};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! // for (i = 0; i < n; i += 2)
//! let strided: Set = "[n] -> { S[i] : 0 <= i < n and i mod 2 = 0 }".parse()?;
//! let count = strided.card()?;
//! assert_eq!(count.to_string(), "[n] -> { (n - floor((n)/2)) : n > 0 }");
//! assert_eq!(count.eval_ints(&[5])?.to_string(), "3");
//! assert_eq!(count.eval_ints(&[6])?.to_string(), "3");
//! assert_eq!(count.eval_ints(&[-4])?.to_string(), "0");
//! let unbounded: Set = "[n] -> { S[i] : i >= n >= 0 }".parse()?;
//! assert_eq!(unbounded.card()?.to_string(), "[n] -> { infty : n >= 0 }");
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Evaluating
//!
//! `eval_ints` takes the parameters in order, then (for a map's count) the
//! domain element's coordinates; `eval_with_dict` takes them by name; ISL's
//! `eval` takes a [`Point`](crate::Point). A tetrahedron:
//!
//! ```
//! use isl_safe::{Context, Set};
//! use std::collections::HashMap;
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let tetra: Set = "[n] -> { S[i, j, k] : 0 <= k <= j <= i < n }".parse()?;
//! let count = tetra.card()?;
//! // n(n+1)(n+2)/6
//! assert_eq!(count.to_string(), "[n] -> { (1/3 * n + 1/2 * n^2 + 1/6 * n^3) : n > 0 }");
//! assert_eq!(count.eval_ints(&[10])?.to_string(), "220");
//! let by_name = HashMap::from([("n", 10)]);
//! assert_eq!(count.eval_with_dict(&by_name)?.to_string(), "220");
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Counting a footprint
//!
//! The elements a tile touches are the image of the tile under the access
//! relation: put the tile's coordinates in the domain and count each
//! tile's images. Here a tile of 4 rows of a 3-point stencil reads rows
//! `4t - 1 .. 4t + 4` of `A`, clipped to `0 .. n - 1`:
//!
//! ```
//! use isl_safe::{Context, Map};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! // S[i] reads A[i - 1], A[i], A[i + 1]; tile t holds 4t <= i < 4t + 4.
//! let footprint: Map = "[n] -> { T[t] -> A[a] : exists i : 4t <= i < 4t + 4 and 0 <= i < n \
//!                        and i - 1 <= a <= i + 1 and 0 <= a < n }".parse()?;
//! let per_tile = footprint.card()?;
//! assert_eq!(per_tile.eval_ints(&[100, 5])?.to_string(), "6"); // inside
//! assert_eq!(per_tile.eval_ints(&[100, 0])?.to_string(), "5"); // the first tile
//! assert_eq!(per_tile.eval_ints(&[102, 25])?.to_string(), "3"); // a partial last tile
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Counting dependences per tile
//!
//! Dependences are a map from source to sink iterations; those that cross
//! a tile boundary are its intersection with "sink in a later tile". Count
//! them in all (`wrap` the relation into a set of pairs) or per source
//! tile (a map from the tile to the pairs):
//!
//! ```
//! use isl_safe::{Context, Map, Set};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! // A[i] = A[i - 3]: S[i - 3] -> S[i]; tiles of 8 iterations.
//! let deps: Map = "[n] -> { S[i] -> S[i + 3] : 0 <= i < n - 3 }".parse()?;
//! let crossing = deps.intersect("{ S[i] -> S[j] : exists t : 8t <= i < 8t + 8 and j >= 8t + 8 }".parse::<Map>()?)?;
//! let total = crossing.clone().wrap()?.card()?;
//! assert_eq!(total.eval_ints(&[64])?.to_string(), "21"); // 3 per boundary, 7 boundaries
//! let per_tile: Map = "{ T[t] -> [S[i] -> S[j]] : 8t <= i < 8t + 8 }".parse::<Map>()?
//!     .intersect_range(crossing.wrap()?)?;
//! assert_eq!(per_tile.card()?.eval_ints(&[64, 2])?.to_string(), "3");
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! `examples/counting.rs` is a longer run: a triangular matrix product's
//! iterations, a 32 × 32 × 32 tile's reads, a Jacobi sweep's dependences
//! across time tiles.
//!
//! # Exactness and cost
//!
//! The count is exact on every set ISL can hold: any number of parameters,
//! equalities and strides, existentially quantified variables, unions
//! whose pieces overlap (each element counted once), empty sets (0),
//! zero-dimensional and parameter-only sets, infinite sets (`infty`). Under
//! an operation limit ([`Context::set_max_operations`](crate::Context::set_max_operations))
//! a count that runs out is an `Err` of kind
//! [`Quota`](crate::ErrorKind::Quota), never a partial count.
//!
//! Its cost does not grow with the parameters' values: it is Barvinok's
//! algorithm, polynomial in the size of the constraints for a fixed number
//! of dimensions, against an enumeration ([`Set::count_val`](crate::Set::count_val),
//! with the parameters fixed) that visits every point. It does grow with
//! the number of dimensions and parameters (the chambers where the count
//! has one formula multiply): `benches/README.md` has the numbers. And it
//! grows with the size of the constraints' coefficients, slowly (their
//! logarithm) but steeply with the dimension. Of the 871 iteration domains
//! of ISL's code generation tests, most take milliseconds in a release
//! build; a few tiled ones take seconds (thousands of chambers, or
//! thousands of unimodular cones); and one, of 8 dimensions with constants
//! of 1000, takes minutes: its cones split into too many unimodular ones.
//! `tests/api/counting.rs` counts the other 870 (in CI; three fewer where
//! `ISL_SAFE_SLOW_TESTS` is not set) and checks them against enumeration.
//!
//! # How it is computed
//!
//! A set is split into disjoint basic sets with explicit integer divisions
//! (`compute_divs`, `make_disjoint`), the divisions become dimensions
//! (`lift`), and the equalities are compressed away (a unimodular change
//! of variables from the Hermite form). What is left is a parametric
//! polytope; ISL gives its parametric vertices and the chambers where they
//! hold (`compute_vertices`). For each vertex, the polar of its tangent
//! cone is triangulated and split into unimodular cones by Barvinok's
//! signed decomposition (lattice reduction finds the short vectors); each
//! unimodular cone's generating function at 1 is a polynomial in
//! `Σ_j a_j ⌈α_j(p)⌉`, from the Todd power series. The papers: Barvinok
//! (1994); Verdoolaege, Seghir, Beyls, Loechner and Bruynooghe (2007),
//! "Counting integer points in parametric polytopes using Barvinok's
//! rational functions"; Köppe and Verdoolaege (2008).

// The implementation, a layer between `conveniences` and `typed`, on the
// public API of the layers below, with no `unsafe` code:
//
// | file | what it holds |
// | --- | --- |
// | `card.rs` | the `card` methods, and the way from a set to polytopes: explicit existentials, disjoint pieces, infinite and empty pieces, maps' domains as parameters, unions |
// | `polytope.rs` | a basic set as integer matrices, the compression of its equalities |
// | `chambers.rs` | a bounded polytope's count chamber by chamber: ISL's parametric vertices, tangent cones, the quasi-polynomial of each chamber |
// | `cones.rs` | cones by their rays, the triangulation of a cone that is not simplicial |
// | `decompose.rs` | Barvinok's signed decomposition into unimodular cones |
// | `lll.rs` | lattice reduction, for the decomposition's short vectors |
// | `todd.rs` | a unimodular cone's generating function at 1: Bernoulli numbers, the constant term |
// | `exact.rs` | big integers and rationals, small matrices over them, ISL's values |
//
// barvinok's `sum` (a quasi-polynomial summed over a set) can follow on
// the same path: `card.rs` and `polytope.rs` unchanged, and a weighted
// variant of `todd.rs`'s constant term per unimodular cone.

mod card;
mod chambers;
pub(crate) mod cones;
pub(crate) mod decompose;
pub(crate) mod exact;
pub(crate) mod lll;
mod polytope;
pub(crate) mod todd;

use crate::error::Error;

/// An error of the counting code itself (a broken invariant, not bad
/// input): [`Error::Counting`], so that no wrong count is ever returned in
/// its place.
fn internal(message: String) -> Error {
    Error::Counting { message }
}
