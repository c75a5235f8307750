//! Lattice reduction (Lenstra, Lenstra and Lovász), exact: the short
//! vectors Barvinok's decomposition replaces a cone's rays with.

use super::exact::{dot_rat, to_rats, Int, Rat};
use num_traits::Zero;

/// The LLL-reduced basis (δ = 3/4) of the lattice spanned by the linearly
/// independent integer `rows`, computed with exact rationals.
pub(super) fn reduce(rows: &[Vec<Int>]) -> Vec<Vec<Int>> {
    let mut b: Vec<Vec<Int>> = rows.to_vec();
    let n = b.len();
    if n < 2 {
        return b;
    }
    let delta = Rat::new(Int::from(3), Int::from(4));
    // Gram-Schmidt vectors and coefficients, recomputed after each change
    // (the dimensions here are small: clarity over speed).
    let gram_schmidt = |b: &[Vec<Int>]| {
        let mut star: Vec<Vec<Rat>> = Vec::with_capacity(b.len());
        let mut mu = vec![vec![Rat::zero(); b.len()]; b.len()];
        for i in 0..b.len() {
            let bi = to_rats(&b[i]);
            let mut v = bi.clone();
            for j in 0..i {
                let norm = dot_rat(&star[j], &star[j]);
                mu[i][j] = dot_rat(&bi, &star[j]) / norm;
                for (x, s) in v.iter_mut().zip(&star[j]) {
                    *x -= &mu[i][j] * s;
                }
            }
            star.push(v);
        }
        (star, mu)
    };
    let (mut star, mut mu) = gram_schmidt(&b);
    let mut norms: Vec<Rat> = star.iter().map(|v| dot_rat(v, v)).collect();
    let mut k = 1;
    while k < n {
        for j in (0..k).rev() {
            let q = mu[k][j].round();
            if !q.is_zero() {
                // b_k -= q b_j: the Gram-Schmidt vectors stay, the
                // coefficients of b_k move by q times those of b_j.
                let qi = q.to_integer();
                let bj = b[j].clone();
                for (x, y) in b[k].iter_mut().zip(&bj) {
                    *x -= &qi * y;
                }
                let mu_j = mu[j].clone();
                for (x, m) in mu[k].iter_mut().zip(&mu_j).take(j) {
                    *x -= &q * m;
                }
                mu[k][j] -= &q;
            }
        }
        let lhs = &norms[k];
        let rhs = (&delta - &mu[k][k - 1] * &mu[k][k - 1]) * &norms[k - 1];
        if *lhs >= rhs {
            k += 1;
        } else {
            b.swap(k, k - 1);
            (star, mu) = gram_schmidt(&b);
            norms = star.iter().map(|v| dot_rat(v, v)).collect();
            k = (k - 1).max(1);
        }
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::counting::exact::det;
    use num_traits::Signed;

    #[test]
    fn reduces_a_skewed_basis() {
        let rows: Vec<Vec<Int>> = [[1, 0, 0], [1000, 1, 0], [3000, 2001, 1]]
            .iter()
            .map(|r| r.iter().map(|&x| Int::from(x)).collect())
            .collect();
        let reduced = reduce(&rows);
        assert_eq!(det(&reduced).abs(), det(&rows).abs());
        for r in &reduced {
            assert!(r.iter().all(|x| x.abs() <= Int::from(1)), "{reduced:?}");
        }
    }
}
