//! The value at `x = 1` of a unimodular cone's generating function
//! `x^u / Π_j (1 - x^{g_j})`, as a polynomial in `⟨λ, u⟩`.
//!
//! The sum of the cones' generating functions is a polynomial that has a
//! value at `x = 1` although each term has a pole there. Substituting
//! `x = e^{tλ}` for a `λ` with every `a_j = ⟨λ, g_j⟩ ≠ 0` turns each term
//! into a Laurent series in `t`, and the value at 1 is the sum of their
//! constant terms (Barvinok and Pommersheim 1999; Verdoolaege et al. 2007,
//! section 4). With `1/(1 - e^{at}) = -(1/(at)) · td(at)`, where
//! `td(x) = x/(e^x - 1) = Σ_k B_k x^k / k!` (Bernoulli numbers, `B_1 =
//! -1/2`), the constant term of `e^{ct} / Π_j (1 - e^{a_j t})` is
//!
//! `(-1)^d / Π_j a_j · Σ_{k=0}^{d} c^k / k! · T_{d-k}`, with
//! `T_m = [t^m] Π_j td(a_j t)`,
//!
//! a polynomial of degree `d` in `c = ⟨λ, u⟩` with rational coefficients.

use super::exact::{rat, Int, Rat};
use num_traits::{One, Zero};

/// The Bernoulli numbers `B_0..=B_n` (`B_1 = -1/2`), from
/// `Σ_{j=0}^{m} C(m+1, j) B_j = 0`.
pub(super) fn bernoulli(n: usize) -> Vec<Rat> {
    let mut b = vec![Rat::one()];
    for m in 1..=n {
        // binom(m + 1, j) for j = 0..=m.
        let mut binom = Int::one();
        let mut sum = Rat::zero();
        for (j, bj) in b.iter().enumerate() {
            sum += rat(binom.clone()) * bj;
            binom = binom * Int::from(m + 1 - j) / Int::from(j + 1);
        }
        // binom is now C(m + 1, m) = m + 1.
        b.push(-sum / rat(binom));
    }
    b
}

/// The coefficients (constant first) of the polynomial in `c` that is the
/// constant term of `e^{ct} / Π_j (1 - e^{a_j t})`, every `a_j` nonzero.
pub(super) fn constant_term(a: &[Int], bern: &[Rat]) -> Vec<Rat> {
    let d = a.len();
    // 1/k! for k = 0..=d.
    let mut inv_fact = vec![Rat::one()];
    for k in 1..=d {
        let prev = inv_fact[k - 1].clone();
        inv_fact.push(prev / rat(Int::from(k)));
    }
    // Π_j td(a_j t), truncated after t^d.
    let mut prod = vec![Rat::zero(); d + 1];
    prod[0] = Rat::one();
    for aj in a {
        let mut series = Vec::with_capacity(d + 1);
        let mut power = Rat::one();
        for k in 0..=d {
            series.push(&bern[k] * &power * &inv_fact[k]);
            power *= rat(aj.clone());
        }
        let mut next = vec![Rat::zero(); d + 1];
        for (i, x) in prod.iter().enumerate() {
            if x.is_zero() {
                continue;
            }
            for (k, s) in series.iter().enumerate().take(d + 1 - i) {
                next[i + k] += x * s;
            }
        }
        prod = next;
    }
    let mut scale = Rat::one();
    for aj in a {
        scale /= rat(aj.clone());
    }
    if d % 2 == 1 {
        scale = -scale;
    }
    (0..=d)
        .map(|k| &scale * &inv_fact[k] * &prod[d - k])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bernoulli_numbers() {
        let b = bernoulli(4);
        let want = [(1, 1), (-1, 2), (1, 6), (0, 1), (-1, 30)];
        for (x, (n, d)) in b.iter().zip(want) {
            assert_eq!(*x, Rat::new(Int::from(n), Int::from(d)));
        }
    }

    #[test]
    fn segment_counts_its_points() {
        // [0, n]: the cone at 0 (g = 1, c = 0) and at n (g = -1, c = n).
        let b = bernoulli(1);
        let at0 = constant_term(&[Int::from(1)], &b);
        let atn = constant_term(&[Int::from(-1)], &b);
        // 1/2 - c: 1/2 at c = 0.
        assert_eq!(at0, vec![Rat::new(1.into(), 2.into()), -Rat::one()]);
        // 1/2 + n at the other end: n + 1 in all.
        assert_eq!(atn, vec![Rat::new(1.into(), 2.into()), Rat::one()]);
    }
}
