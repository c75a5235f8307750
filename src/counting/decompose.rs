//! Barvinok's signed decomposition of a simplicial cone into unimodular
//! cones (Barvinok 1994; in the dual, as Verdoolaege et al. 2007 do).
//!
//! A simplicial cone `K` with rays `r_1..r_d` (rows of `R`) and index
//! `|det R| > 1` is split with a short lattice vector `w = β R`: replacing
//! `r_i` by `w` gives cones `K_i` of index `|β_i| · |det R|`, and
//! `[K] = Σ sign(β_i) [K_i]` up to lower-dimensional cones, as long as `w`
//! is not in `-K` (then `-w` is used). The `β` with `w` integral form the
//! lattice spanned by the rows of `R⁻¹`; a short vector of it, from lattice
//! reduction with its coordinates centred on 0 (`|β_i| <= 1/2`), makes
//! every index smaller, and by Minkowski's theorem the reduced vector
//! shrinks them to about `|det R|^((d-1)/d)`: the depth of the recursion is
//! doubly logarithmic in the index, and the number of cones polynomial in
//! fixed dimension.

use super::cones::Cone;
use super::exact::{primitive, rat, scaled_inverse, Int, Rat};
use super::lll;
use crate::error::Result;
use num_traits::{One, Signed, Zero};
use std::collections::BTreeMap;

/// A cone with the sign it enters a signed sum with.
#[derive(Clone, Debug)]
pub struct SignedCone {
    /// How many times the cone enters the sum, with its sign: +1 or -1
    /// in a decomposition's step, any integer once equal cones are merged.
    pub sign: i32,
    /// The cone.
    pub cone: Cone,
}

/// The unimodular cones whose signed sum is `cone` (simplicial, full
/// dimensional) up to lower-dimensional cones, each once: a cone met again
/// (the same rays, in any order) at the same depth of the decomposition is
/// split once, with the signs added up (`sign` is then any integer, and
/// the cones whose signs cancel are left out).
/// `Err` if a cone is found singular, which a simplicial cone is not.
pub fn unimodular(cone: Cone, sign: i32) -> Result<Vec<SignedCone>> {
    let key = |c: &Cone| {
        let mut rays = c.rays.clone();
        rays.sort();
        rays
    };
    let add = |map: &mut BTreeMap<Vec<Vec<Int>>, SignedCone>, sign: i32, cone: Cone| {
        map.entry(key(&cone))
            .and_modify(|c| c.sign += sign)
            .or_insert(SignedCone { sign, cone });
    };
    let mut level = BTreeMap::new();
    add(&mut level, sign, cone);
    let mut done = BTreeMap::new();
    while !level.is_empty() {
        let mut next = BTreeMap::new();
        for SignedCone { sign, cone } in level.into_values() {
            if sign == 0 {
                continue;
            }
            let index = cone.index();
            if index.is_one() || cone.rays.is_empty() {
                add(&mut done, sign, cone);
                continue;
            }
            let beta = short_vector(&cone.rays, &index)?;
            let d = cone.rays.len();
            let w: Vec<Rat> = (0..d)
                .map(|j| {
                    (0..d)
                        .map(|i| &beta[i] * rat(cone.rays[i][j].clone()))
                        .sum()
                })
                .collect();
            let w: Vec<Int> = primitive(&w.iter().map(|x| x.to_integer()).collect::<Vec<_>>());
            for (i, b) in beta.iter().enumerate() {
                if b.is_zero() {
                    continue;
                }
                let mut rays = cone.rays.clone();
                rays[i] = w.clone();
                let s = if b.is_positive() { sign } else { -sign };
                add(&mut next, s, Cone { rays });
            }
        }
        level = next;
    }
    Ok(done.into_values().filter(|c| c.sign != 0).collect())
}

/// A nonzero `β` with `β R` integral, every `|β_i| <= 1/2`, and not all
/// `β_i <= 0`; short by lattice reduction.
fn short_vector(rays: &[Vec<Int>], index: &Int) -> Result<Vec<Rat>> {
    // The lattice of the β, scaled by the index to integers: the rows of
    // `|det R| R⁻¹`.
    let (d_signed, x) = scaled_inverse(rays)
        .ok_or_else(|| super::internal(format!("a singular simplicial cone: {rays:?}")))?;
    let scaled: Vec<Vec<Int>> = if d_signed.is_negative() {
        x.into_iter()
            .map(|r| r.into_iter().map(|v| -v).collect())
            .collect()
    } else {
        x
    };
    let reduced = lll::reduce(&scaled);
    let centred = |v: &[Int]| -> Vec<Rat> {
        v.iter()
            .map(|x| {
                let b = Rat::new(x.clone(), index.clone());
                &b - b.round()
            })
            .collect()
    };
    let norm = |v: &[Rat]| v.iter().map(|x| x.abs()).max().unwrap_or_else(Rat::zero);
    let mut best: Option<Vec<Rat>> = None;
    for v in reduced.iter() {
        let b = centred(v);
        if b.iter().all(Zero::is_zero) {
            continue;
        }
        if best.as_ref().is_none_or(|c| norm(&b) < norm(c)) {
            best = Some(b);
        }
    }
    // Some reduced vector is not in Z^d, as the lattice is finer than Z^d.
    let mut beta = best.ok_or_else(|| {
        super::internal(format!(
            "no fractional lattice vector in a cone of index {index}: {rays:?}"
        ))
    })?;
    if beta.iter().all(|x| !x.is_positive()) {
        for x in beta.iter_mut() {
            *x = -x.clone();
        }
    }
    Ok(beta)
}
