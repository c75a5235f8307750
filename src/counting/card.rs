//! `card`: from a set to the polytopes [`chambers`](super::chambers)
//! counts, and the methods of each type.
//!
//! A set is made of basic sets with explicit existentials
//! (`compute_divs`), disjoint (`make_disjoint`), so that the counts of its
//! pieces add up; each existential, an integer division of the others, is
//! made a dimension (`lift`), which changes no count. A piece's equalities
//! are compressed away ([`polytope`](super::polytope)); a piece unbounded
//! in its dimensions (ISL's recession cone, with the parameters fixed) has
//! infinitely many points wherever it has one, and a piece with no
//! dimension left has one point wherever it is not empty; the others are
//! bounded full-dimensional polytopes. A map's count is its range's, with
//! the domain's dimensions taken as parameters.

use super::chambers::count_polytope;
use super::polytope::{basic_set_of, compress, params_set, rows_of, Rows};
use crate::error::*;
use crate::object::*;

/// The number of points of `set` as a quasi-polynomial on its parameters.
fn card_set(set: &Set) -> Result<PwQpolynomial> {
    let params_space = set.get_space()?.params()?;
    let mut pieces: Vec<(Set, Qpolynomial)> = Vec::new();
    for bset in explicit_pieces(set)? {
        let count = card_basic_set(&params_space, &bset)?.coalesce()?;
        pieces = add_pieces(pieces, count.get_pieces()?)?;
    }
    let mut result = PwQpolynomial::from_qpolynomial(Qpolynomial::zero_on_domain(params_space)?)?;
    for (domain, qp) in pieces {
        result = result.add_disjoint(PwQpolynomial::alloc(domain, qp)?)?;
    }
    result.coalesce()
}

/// The sum of two piecewise functions given as disjoint pieces: ISL's
/// `add` without its simplification of each sum on its domain (an affine
/// hull of the domain, which with the divisions of strides and
/// existentials cost more than the whole count).
fn add_pieces(
    a: Vec<(Set, Qpolynomial)>,
    b: Vec<(Set, Qpolynomial)>,
) -> Result<Vec<(Set, Qpolynomial)>> {
    if a.is_empty() {
        return Ok(b);
    }
    let mut out = Vec::new();
    let mut b_rest: Vec<Set> = b.iter().map(|(d, _)| d.clone()).collect();
    for (da, qa) in a {
        let mut a_rest = da.clone();
        for (j, (db, qb)) in b.iter().enumerate() {
            let both = da.clone().intersect(db)?;
            if both.is_empty()? {
                continue;
            }
            a_rest = a_rest.subtract(db)?;
            b_rest[j] = b_rest[j].clone().subtract(&da)?;
            out.push((both, qa.clone().add(qb)?));
        }
        if !a_rest.is_empty()? {
            out.push((a_rest, qa));
        }
    }
    for (rest, (_, qb)) in b_rest.into_iter().zip(b) {
        if !rest.is_empty()? {
            out.push((rest, qb));
        }
    }
    Ok(out)
}

/// The basic sets of a disjoint union equal to `set`, each with every
/// existential an explicit integer division.
fn explicit_pieces(set: &Set) -> Result<Vec<BasicSet>> {
    let mut out = Vec::new();
    let mut todo = vec![set.clone()];
    while let Some(s) = todo.pop() {
        let s = s.compute_divs()?.make_disjoint()?;
        for bset in s.basic_sets()? {
            if bset.plain_is_empty()? {
                continue;
            }
            let mut explicit = true;
            for pos in 0..bset.dim(DimType::Div)? {
                if bset.get_div(pos as i32)?.is_nan()? {
                    explicit = false;
                }
            }
            if explicit {
                out.push(bset);
            } else {
                todo.push(bset.compute_divs()?);
            }
        }
    }
    Ok(out)
}

/// The count of one basic set (explicit existentials) on `params_space`.
fn card_basic_set(params_space: &Space, bset: &BasicSet) -> Result<PwQpolynomial> {
    let lifted = bset.clone().lift()?.detect_equalities()?;
    let zero =
        || PwQpolynomial::from_qpolynomial(Qpolynomial::zero_on_domain(params_space.clone())?);
    if lifted.is_empty()? {
        return zero();
    }
    // Compress the equalities until ISL's simplification of what is left
    // (integer tightening can make two inequalities an equality) finds none.
    let mut current = lifted.clone();
    let mut domain = Set::universe(params_space.clone())?;
    loop {
        let eqs = rows_of(&current, true)?;
        let ineqs = rows_of(&current, false)?;
        if eqs.rows.is_empty() {
            break;
        }
        let compressed = compress(&eqs, &ineqs);
        // Where the equalities have an integer solution and the constraints
        // on the parameters alone hold.
        let none = Rows {
            vars: eqs.vars,
            params: eqs.params,
            rows: Vec::new(),
        };
        let lattice = basic_set_of(&current.get_space()?, &eqs, &none)?.params()?;
        let params = params_set(params_space, &compressed.param_eqs, &compressed.param_ineqs)?;
        domain = domain.intersect(params.intersect(lattice)?)?;
        let k = compressed.ineqs.vars;
        let space = params_space
            .clone()
            .set_from_params()?
            .add_dims(DimType::Set, k as u32)?;
        let none = Rows {
            vars: k,
            params: compressed.ineqs.params,
            rows: Vec::new(),
        };
        current = basic_set_of(&space, &none, &compressed.ineqs)?.detect_equalities()?;
    }
    if current.is_empty()? {
        return zero();
    }
    if current.dim(DimType::Set)? == 0 {
        let one = Qpolynomial::one_on_domain(params_space.clone())?;
        return PwQpolynomial::alloc(lifted.params()?.to_set()?.intersect(&domain)?, one);
    }
    if !current.is_bounded()? {
        let infty = Qpolynomial::infty_on_domain(params_space.clone())?;
        return PwQpolynomial::alloc(lifted.params()?.to_set()?, infty);
    }
    count_polytope(params_space, &current, &domain)
}

/// The number of images of each domain element of `map`, on its domain.
fn card_map(map: &Map) -> Result<PwQpolynomial> {
    let np = map.dim(DimType::Param)?;
    let n_in = map.dim(DimType::In)?;
    let domain_space = map.get_space()?.domain()?;
    let mut m = map.clone();
    // Name the domain's dimensions apart from the parameters, to make them
    // parameters.
    let taken: Vec<String> = (0..np)
        .filter_map(|i| map.get_dim_name(DimType::Param, i as u32).ok().flatten())
        .collect();
    for i in 0..n_in {
        let mut name = format!("card_in{i}");
        while taken.contains(&name) {
            name.push('_');
        }
        m = m.set_dim_name(DimType::In, i as u32, name.as_str())?;
    }
    let range = m
        .move_dims(DimType::Param, np as u32, DimType::In, 0, n_in as u32)?
        .range()?;
    let count = card_set(&range)?;
    count
        .move_dims(DimType::In, 0, DimType::Param, np as u32, n_in as u32)?
        .reset_domain_space(domain_space)
}

/// Implements `card` on sets and basic sets.
macro_rules! card_of_sets {
    ($($ty:ident, |$s:ident| $conv:expr, $example:literal, $value:literal;)*) => {$(
        impl $ty {
            /// The number of integer points, as a function of the
            /// parameters: barvinok's `card`, a quasi-polynomial exact for
            /// every value of the parameters (0 where the set is empty,
            /// `infty` where it is infinite and not empty), computed by
            /// Barvinok's algorithm in time that does not grow with the
            /// parameters' values. See the [`counting`](crate::counting)
            /// guide.
            ///
            /// ```
            #[doc = concat!("use isl_safe::{Context, ", stringify!($ty), "};")]
            /// let ctx = Context::new()?;
            /// let _scope = ctx.enter();
            #[doc = concat!("let s: ", stringify!($ty), " = \"", $example, "\".parse()?;")]
            /// let n = s.card()?;
            #[doc = concat!("assert_eq!(n.to_string(), \"", $value, "\");")]
            /// assert_eq!(n.eval_ints(&[10])?.to_string(), "55");
            /// # Ok::<(), isl_safe::Error>(())
            /// ```
            ///
            /// Errors: ISL's errors, such as [`ErrorKind::Quota`](crate::ErrorKind::Quota)
            /// when the context's operation limit runs out, and
            /// [`Error::Counting`](crate::Error::Counting) should the
            /// counting code find one of its invariants broken: never a
            /// partial or wrong count.
            pub fn card(&self) -> Result<PwQpolynomial> {
                let $s = self;
                card_set(&$conv)
            }
        }
    )*};
}

card_of_sets! {
    Set, |s| s.clone(), "[n] -> { S[i, j] : 0 <= j <= i < n }", "[n] -> { (1/2 * n + 1/2 * n^2) : n > 0 }";
    BasicSet, |s| s.to_set()?, "[n] -> { S[i, j] : 0 <= j <= i < n }", "[n] -> { (1/2 * n + 1/2 * n^2) : n > 0 }";
}

impl Map {
    /// The number of images of each element of the domain, as a function
    /// of the parameters and the domain's dimensions: barvinok's `card` on
    /// a map (0 where the element has none, `infty` where it has
    /// infinitely many). See [`Set::card`].
    ///
    /// ```
    /// use isl_safe::{Context, Map};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// // The elements of A a tile of rows i touches: i..i+3 of a 3-point stencil.
    /// let m: Map = "[n] -> { T[t] -> A[a] : 0 <= a < n and 4t - 1 <= a <= 4t + 4 }".parse()?;
    /// let per_tile = m.card()?;
    /// assert_eq!(per_tile.eval_ints(&[100, 3])?.to_string(), "6");
    /// assert_eq!(per_tile.eval_ints(&[100, 0])?.to_string(), "5");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn card(&self) -> Result<PwQpolynomial> {
        card_map(self)
    }
}

impl BasicMap {
    /// The number of images of each element of the domain: [`Map::card`].
    ///
    /// ```
    /// use isl_safe::{BasicMap, Context};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let m: BasicMap = "{ [i] -> [j] : 0 <= j <= i }".parse()?;
    /// assert_eq!(m.card()?.to_string(), "{ [i] -> (1 + i) : i >= 0 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn card(&self) -> Result<PwQpolynomial> {
        card_map(&Map::from_basic_map(self)?)
    }
}

impl UnionSet {
    /// The number of elements, as a function of the parameters: the sum of
    /// [`Set::card`] of its sets (barvinok's `card` on a union set).
    ///
    /// ```
    /// use isl_safe::{Context, UnionSet};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let domains: UnionSet = "[n] -> { S[i] : 0 <= i < n; T[i, j] : 0 <= i, j < n }".parse()?;
    /// let c = domains.card()?;
    /// assert_eq!(c.to_string(), "[n] -> { (n + n^2) : n > 0 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn card(&self) -> Result<UnionPwQpolynomial> {
        let mut out = UnionPwQpolynomial::zero(self.get_space()?)?;
        for set in self.sets()? {
            out = out.add(card_set(&set)?.to_union_pw_qpolynomial()?)?;
        }
        Ok(out)
    }
}

impl UnionMap {
    /// The number of images of each domain element, one quasi-polynomial
    /// per domain space: [`Map::card`] of its maps, added where they share
    /// a domain space.
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let reads: UnionMap = "[n] -> { S[i] -> A[j] : 0 <= j <= i < n; T[i] -> B[i] : 0 <= i < n }".parse()?;
    /// let c = reads.card()?;
    /// assert_eq!(c.to_string(), "[n] -> { T[i] -> 1 : 0 <= i < n; S[i] -> (1 + i) : 0 <= i < n }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn card(&self) -> Result<UnionPwQpolynomial> {
        let mut out = UnionPwQpolynomial::zero(self.get_space()?)?;
        for map in self.maps()? {
            out = out.add(card_map(&map)?.to_union_pw_qpolynomial()?)?;
        }
        Ok(out)
    }
}
