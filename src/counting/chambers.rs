//! The count of a bounded full-dimensional parametric polytope, chamber by
//! chamber: ISL's parametric vertices and chambers, each vertex's tangent
//! cone split into unimodular cones in the dual, and the value at 1 of
//! their generating functions as a quasi-polynomial.
//!
//! On a chamber (a region of the parameters where the polytope keeps its
//! combinatorial shape) every vertex `v(p)` is a rational affine function
//! of the parameters and the constraints tight at it are fixed. Brion's
//! theorem writes the polytope's generating function as the sum of its
//! vertices' tangent cones'. A vertex's tangent cone `{ y : A_I (y - v) >=
//! 0 }` has the polar `cone(rows of A_I)`; triangulated if it has more rays
//! than dimensions and split by Barvinok's decomposition
//! ([`unimodular`](super::decompose::unimodular)), its unimodular pieces
//! `cone(r_1..r_d)` polarize back to the cones `v + cone(g_1..g_d)`, `g_j`
//! the columns of `R⁻¹`. The lattice points of such a cone are `u(p) + Σ
//! n_j g_j`, `n_j >= 0`, with `u(p) = Σ_j ⌈r_j · v(p)⌉ g_j`: so with `a_j =
//! ⟨λ, g_j⟩` the value at 1 ([`todd`](super::todd)) is a polynomial in
//! `c(p) = Σ_j a_j ⌈r_j · v(p)⌉`, a quasi-affine function of the
//! parameters — ISL's `ceil` of an affine expression, which ISL's
//! quasi-polynomials hold as they are.
//!
//! ISL's chambers are closed and meet on their boundaries; the count of a
//! chamber holds on its closure (it is the vector partition function's
//! quasi-polynomial there), so each chamber keeps what the ones before it
//! did not take.

use super::cones::triangulate;
use super::decompose::{unimodular, SignedCone};
use super::exact::{dot, rat, scaled_inverse, val_of_rat, Int, Rat};
use super::polytope::{aff_of, affine_of, basic_set_of, rows_of, Rows};
use super::todd::Todd;
use crate::error::*;
use crate::object::*;
use num_traits::{One, Zero};
use std::collections::HashMap;

/// A unimodular cone at a vertex, in the dual: `rays` are the rows `r_j`.
struct DualCone {
    /// How many times the cone enters the sum, with its sign.
    sign: i32,
    rays: Vec<Vec<Int>>,
    /// The primal generators `g_j`: the columns of the inverse of `rays`.
    generators: Vec<Vec<Int>>,
}

/// The count of the bounded polytope `bset` (no equalities, full-dimensional in its
/// variables, at least one of them) as a quasi-polynomial of the
/// parameters in `params_space`, on the parameters in `domain`.
pub(super) fn count_polytope(
    params_space: &Space,
    bset: &BasicSet,
    domain: &Set,
) -> Result<PwQpolynomial> {
    let ineqs = &rows_of(bset, false)?;
    let k = ineqs.vars;
    let ctx = params_space.context().clone();
    let vertices = bset.compute_vertices()?;
    // The vertices, each as the rational affine functions of its coordinates.
    let mut coords: HashMap<usize, Vec<Vec<Rat>>> = HashMap::new();
    vertices.foreach_vertex(|v| {
        let expr = v.get_expr()?;
        let mut vc = Vec::with_capacity(k);
        for j in 0..k {
            vc.push(affine_of(&expr.get_at(j as i32)?)?);
        }
        coords.insert(v.get_id()?, vc);
        Ok::<(), Error>(())
    })?;
    let mut cells: Vec<(BasicSet, Vec<usize>)> = Vec::new();
    vertices.foreach_cell(|cell| {
        let mut ids = Vec::new();
        cell.foreach_vertex(|v| {
            ids.push(v.get_id()?);
            Ok::<(), Error>(())
        })?;
        cells.push((cell.get_domain()?, ids));
        Ok::<(), Error>(())
    })?;

    // Each vertex's tangent cone, as the constraints tight at it, in each
    // chamber (the same in every chamber but lower-dimensional ones).
    let mut chambers = Vec::with_capacity(cells.len());
    let mut tight_at: HashMap<usize, Vec<usize>> = HashMap::new();
    for (cell, ids) in cells {
        let cell_eqs = rows_of(&cell, true)?;
        let cell_ineqs = rows_of(&cell, false)?;
        let chamber = basic_set_of(params_space, &cell_eqs, &cell_ineqs)?;
        let lower_dim = !cell_eqs.rows.is_empty();
        let mut keys = Vec::with_capacity(ids.len());
        for id in ids {
            let tight = if lower_dim {
                tight_rows(ineqs, &coords[&id], Some(&chamber), params_space)?
            } else if let Some(t) = tight_at.get(&id) {
                t.clone()
            } else {
                let t = tight_rows(ineqs, &coords[&id], None, params_space)?;
                tight_at.insert(id, t.clone());
                t
            };
            keys.push((id, tight));
        }
        chambers.push((chamber, keys));
    }
    // The unimodular cones of each tangent cone, in the dual.
    let mut decomposed: HashMap<Vec<usize>, Vec<DualCone>> = HashMap::new();
    for (_, keys) in &chambers {
        for (id, tight) in keys {
            if decomposed.contains_key(tight) {
                continue;
            }
            let normals: Vec<Vec<Int>> =
                tight.iter().map(|&i| ineqs.rows[i][..k].to_vec()).collect();
            let simplices = triangulate(&normals, k).ok_or_else(|| {
                super::internal(format!("a tangent cone that is not pointed at vertex {id}"))
            })?;
            let mut pieces = Vec::new();
            for simplex in simplices {
                pieces.extend(unimodular(simplex, 1)?);
            }
            let mut cones = Vec::new();
            for SignedCone { sign, cone } in pieces {
                let (d, x) = scaled_inverse(&cone.rays)
                    .ok_or_else(|| super::internal("a singular unimodular cone".into()))?;
                if !d.is_one() && !(-&d).is_one() {
                    return Err(super::internal(format!(
                        "a cone of index {d} left by the decomposition"
                    )));
                }
                let generators = (0..k)
                    .map(|j| (0..k).map(|i| &x[i][j] * &d).collect())
                    .collect();
                cones.push(DualCone {
                    sign,
                    rays: cone.rays,
                    generators,
                });
            }
            decomposed.insert(tight.clone(), cones);
        }
    }
    // One λ for all: the poles of the cones of a chamber cancel only when
    // they are all substituted alike.
    let lambda = generic_direction(
        k,
        decomposed
            .values()
            .flatten()
            .flat_map(|c| c.generators.iter()),
    );
    let ls = LocalSpace::from_space(params_space.clone())?;
    let todd = Todd::new(k);
    // Each vertex's contribution, the same in every chamber it has the
    // same tangent cone in.
    let mut contributions: HashMap<(usize, Vec<usize>), Qpolynomial> = HashMap::new();
    let mut taken: Vec<BasicSet> = Vec::new();
    let mut result =
        PwQpolynomial::from_qpolynomial(Qpolynomial::zero_on_domain(params_space.clone())?)?;
    for (chamber, keys) in chambers {
        let mut qp = Qpolynomial::zero_on_domain(params_space.clone())?;
        for key in keys {
            if !contributions.contains_key(&key) {
                let v = &coords[&key.0];
                let c = vertex_contribution(
                    &ctx,
                    &ls,
                    params_space,
                    v,
                    &decomposed[&key.1],
                    &lambda,
                    &todd,
                )?;
                contributions.insert(key.clone(), c);
            }
            qp = qp.add(&contributions[&key])?;
        }
        // What earlier chambers touching this one did not take: their
        // common boundary goes to the first.
        let mut piece: Set = chamber.to_set()?.intersect(domain)?;
        for earlier in &taken {
            if !chamber.is_disjoint(earlier)? {
                piece = piece.subtract(earlier.to_set()?)?;
            }
        }
        taken.push(chamber);
        let piece = piece.coalesce()?;
        if !piece.is_empty()? {
            result = result.add_disjoint(PwQpolynomial::alloc(piece, qp)?)?;
        }
    }
    Ok(result)
}

/// The sum of the values at 1 of the generating functions of the cones
/// `v + cone` (`cones` in the dual), with `λ` for the substitution.
fn vertex_contribution(
    ctx: &crate::context::Context,
    ls: &LocalSpace,
    params_space: &Space,
    v: &[Vec<Rat>],
    cones: &[DualCone],
    lambda: &[Int],
    todd: &Todd,
) -> Result<Qpolynomial> {
    let np = params_space.dim(DimType::Param)?;
    if np == 0 {
        // No parameter: every ⌈α_j⌉ is a number, and so is the sum.
        let mut total = Rat::zero();
        for cone in cones {
            let a: Vec<Int> = cone.generators.iter().map(|g| dot(lambda, g)).collect();
            let mut c = Int::zero();
            for (r, aj) in cone.rays.iter().zip(&a) {
                let alpha: Rat = r
                    .iter()
                    .zip(v)
                    .map(|(ri, vi)| rat(ri.clone()) * &vi[0])
                    .sum();
                c += alpha.ceil().to_integer() * aj;
            }
            let (numerators, denominator) = todd.constant_term(&a);
            let mut value = Int::zero();
            for x in numerators.iter().rev() {
                value = value * &c + x;
            }
            total += Rat::new(value * cone.sign, denominator);
        }
        return Qpolynomial::val_on_domain(params_space.clone(), val_of_rat(ctx, &total)?);
    }
    let mut qp = Qpolynomial::zero_on_domain(params_space.clone())?;
    for cone in cones {
        let a: Vec<Int> = cone.generators.iter().map(|g| dot(lambda, g)).collect();
        // c(p) = Σ_j a_j ⌈r_j · v(p)⌉.
        let mut c = aff_of(ls, &vec![Rat::zero(); np + 1])?;
        for (r, aj) in cone.rays.iter().zip(&a) {
            let alpha: Vec<Rat> = (0..=np)
                .map(|t| {
                    r.iter()
                        .zip(v)
                        .map(|(ri, vi)| rat(ri.clone()) * &vi[t])
                        .sum()
                })
                .collect();
            let mut term = aff_of(ls, &alpha)?;
            if !alpha.iter().all(|x| x.is_integer()) {
                term = term.ceil()?;
            }
            term = term.scale_val(val_of_rat(ctx, &rat(aj.clone()))?)?;
            c = c.add(term)?;
        }
        let (numerators, denominator) = todd.constant_term(&a);
        let coefs: Vec<Rat> = numerators
            .into_iter()
            .map(|x| Rat::new(x, denominator.clone()))
            .collect();
        let cq = Qpolynomial::from_aff(c)?;
        // Horner: Σ_k coef_k c^k.
        let mut acc = Qpolynomial::zero_on_domain(params_space.clone())?;
        for coef in coefs.iter().rev() {
            acc = acc.mul(&cq)?;
            if !coef.is_zero() {
                let x = coef * rat(cone.sign);
                acc = acc.add(Qpolynomial::val_on_domain(
                    params_space.clone(),
                    val_of_rat(ctx, &x)?,
                )?)?;
            }
        }
        qp = qp.add(acc)?;
    }
    Ok(qp)
}

/// The inequalities tight at the vertex `v` on the chamber: those whose
/// value at `v(p)` is zero for every `p` of it (as an affine function, or
/// on the chamber when it is lower-dimensional), rows with a variable.
fn tight_rows(
    ineqs: &Rows,
    v: &[Vec<Rat>],
    chamber: Option<&BasicSet>,
    params_space: &Space,
) -> Result<Vec<usize>> {
    let (k, np) = (ineqs.vars, ineqs.params);
    let mut tight = Vec::new();
    for (i, row) in ineqs.rows.iter().enumerate() {
        if row[..k].iter().all(Zero::is_zero) {
            continue;
        }
        let f: Vec<Rat> = (0..=np)
            .map(|t| {
                let own = rat(row[k + t].clone());
                own + row[..k]
                    .iter()
                    .zip(v)
                    .map(|(a, vj)| rat(a.clone()) * &vj[t])
                    .sum::<Rat>()
            })
            .collect();
        let zero = if f.iter().all(Zero::is_zero) {
            true
        } else if let Some(ch) = chamber {
            let l = super::exact::lcm_denominators(&f);
            let ints: Vec<Int> = f
                .iter()
                .map(|x| (x * rat(l.clone())).to_integer())
                .collect();
            let on = super::polytope::params_set(params_space, &[ints], &[])?;
            ch.is_subset(&on)?
        } else {
            false
        };
        if zero {
            tight.push(i);
        }
    }
    Ok(tight)
}

/// A `λ` (integers, on the moment curve `(1, s, s², ...)`) with `⟨λ, g⟩ ≠
/// 0` for every `g`.
fn generic_direction<'a>(k: usize, gens: impl Iterator<Item = &'a Vec<Int>> + Clone) -> Vec<Int> {
    let mut s = Int::one();
    loop {
        let mut lambda = Vec::with_capacity(k);
        let mut x = Int::one();
        for _ in 0..k {
            lambda.push(x.clone());
            x *= &s;
        }
        if gens.clone().all(|g| !dot(&lambda, g).is_zero()) {
            return lambda;
        }
        s += 1;
    }
}
