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
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

/// The Bernoulli numbers `B_0..=B_n` (`B_1 = -1/2`), from
/// `Σ_{j=0}^{m} C(m+1, j) B_j = 0`.
pub fn bernoulli(n: usize) -> Vec<Rat> {
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

/// The constant terms of a dimension `d`, in integers: `B_k / k!` for
/// `k = 0..=d` over a common denominator.
#[derive(Debug)]
pub struct Todd {
    /// `L · B_k / k!`, integers.
    scaled: Vec<Int>,
    /// `L`, the least common multiple of the denominators of `B_k / k!`.
    denominator: Int,
}

impl Todd {
    /// The Todd series' coefficients up to `t^d`.
    pub fn new(d: usize) -> Todd {
        let bern = bernoulli(d);
        let mut over_fact = Vec::with_capacity(d + 1);
        let mut fact = Int::one();
        for (k, b) in bern.iter().enumerate() {
            if k > 0 {
                fact *= Int::from(k);
            }
            over_fact.push(b / rat(fact.clone()));
        }
        let denominator = over_fact
            .iter()
            .fold(Int::one(), |l, x: &Rat| l.lcm(x.denom()));
        let scaled = over_fact
            .iter()
            .map(|x| (x * rat(denominator.clone())).to_integer())
            .collect();
        Todd {
            scaled,
            denominator,
        }
    }

    /// The coefficients (constant first) of the polynomial in `c` that is
    /// the constant term of `e^{ct} / Π_j (1 - e^{a_j t})`, every `a_j`
    /// nonzero and `a.len()` the dimension: integer numerators over one
    /// positive denominator, `(N, D)` with coefficient `k` equal to
    /// `N_k / D`.
    pub fn constant_term(&self, a: &[Int]) -> (Vec<Int>, Int) {
        let d = a.len();
        // L^d · Π_j td(a_j t), truncated after t^d: integers.
        let mut prod = vec![Int::zero(); d + 1];
        prod[0] = Int::one();
        let mut series = Vec::with_capacity(d + 1);
        for aj in a {
            series.clear();
            let mut power = Int::one();
            for k in 0..=d {
                series.push(&self.scaled[k] * &power);
                power *= aj;
            }
            let mut next = vec![Int::zero(); d + 1];
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
        // coefficient k = (-1)^d / Π a_j · 1/k! · prod[d - k] / L^d
        //               = (-1)^d (d!/k!) prod[d - k] / (Π a_j · d! · L^d).
        let mut denominator = Int::one();
        for aj in a {
            denominator *= aj;
        }
        let mut fact_d = Int::one();
        for k in 1..=d {
            fact_d *= Int::from(k);
        }
        denominator *= &fact_d;
        denominator *= num_traits::pow(self.denominator.clone(), d);
        let mut negate = d % 2 == 1;
        if denominator.is_negative() {
            denominator = -denominator;
            negate = !negate;
        }
        // d!/k! for k = d down to 0.
        let mut numerators = vec![Int::zero(); d + 1];
        let mut ratio = Int::one();
        for k in (0..=d).rev() {
            let v = &ratio * &prod[d - k];
            numerators[k] = if negate { -v } else { v };
            ratio *= Int::from(k.max(1));
        }
        (numerators, denominator)
    }
}
