//! Lattice reduction (Lenstra, Lenstra and Lovász): the short vectors
//! Barvinok's decomposition replaces a cone's rays with.
//!
//! The basis is changed by exact integer row operations only, so the
//! lattice is exactly the one given whatever the rounding; the Gram-Schmidt
//! coefficients that choose the operations are floating-point, recomputed
//! from the exact basis after each change. The decomposition is exact for
//! any basis of the lattice (a shorter one only makes fewer cones), so an
//! imprecise coefficient can cost cones, never a wrong count.

use super::exact::Int;
use num_bigint::BigInt;
use num_traits::{FromPrimitive, ToPrimitive};

/// The Gram-Schmidt coefficients `mu` and squared norms of the basis `b`,
/// in floating point; `None` if an entry does not fit an `f64`.
fn gram_schmidt(b: &[Vec<Int>]) -> Option<(Vec<Vec<f64>>, Vec<f64>)> {
    let n = b.len();
    let mut rows = Vec::with_capacity(n);
    for r in b {
        let mut row = Vec::with_capacity(r.len());
        for x in r {
            let f = x.to_f64()?;
            if !f.is_finite() {
                return None;
            }
            row.push(f);
        }
        rows.push(row);
    }
    let mut star: Vec<Vec<f64>> = Vec::with_capacity(n);
    let mut mu = vec![vec![0.0; n]; n];
    let mut norms = Vec::with_capacity(n);
    for i in 0..n {
        let mut v = rows[i].clone();
        for j in 0..i {
            let dot: f64 = rows[i].iter().zip(&star[j]).map(|(x, y)| x * y).sum();
            mu[i][j] = if norms[j] > 0.0 { dot / norms[j] } else { 0.0 };
            for (x, s) in v.iter_mut().zip(&star[j]) {
                *x -= mu[i][j] * s;
            }
        }
        norms.push(v.iter().map(|x| x * x).sum::<f64>());
        star.push(v);
    }
    if norms.iter().all(|x| x.is_finite()) {
        Some((mu, norms))
    } else {
        None
    }
}

/// A reduced basis (LLL, δ = 3/4, up to rounding) of the lattice spanned
/// by the linearly independent integer `rows`: the same lattice, by
/// integer row operations. The rows as they are if their entries do not
/// fit an `f64`.
pub fn reduce(rows: &[Vec<Int>]) -> Vec<Vec<Int>> {
    let mut b: Vec<Vec<Int>> = rows.to_vec();
    let n = b.len();
    if n < 2 {
        return b;
    }
    let delta = 0.75;
    let Some((mut mu, mut norms)) = gram_schmidt(&b) else {
        return b;
    };
    let mut k = 1;
    // Rounding could make the loop cycle: a bound on the steps stops it
    // with a basis of the same lattice.
    let mut steps = 0;
    while k < n && steps < 1000 * n * n {
        steps += 1;
        let mut changed = false;
        for j in (0..k).rev() {
            let q = mu[k][j].round();
            if q != 0.0 {
                let Some(qi) = BigInt::from_f64(q) else {
                    return b;
                };
                let bj = b[j].clone();
                for (x, y) in b[k].iter_mut().zip(&bj) {
                    *x -= &qi * y;
                }
                let mu_j = mu[j].clone();
                for (x, m) in mu[k].iter_mut().zip(&mu_j).take(j) {
                    *x -= q * m;
                }
                mu[k][j] -= q;
                changed = true;
            }
        }
        if changed {
            match gram_schmidt(&b) {
                Some((m, nm)) => (mu, norms) = (m, nm),
                None => return b,
            }
        }
        if norms[k] >= (delta - mu[k][k - 1] * mu[k][k - 1]) * norms[k - 1] {
            k += 1;
        } else {
            b.swap(k, k - 1);
            match gram_schmidt(&b) {
                Some((m, nm)) => (mu, norms) = (m, nm),
                None => return b,
            }
            k = (k - 1).max(1);
        }
    }
    b
}
