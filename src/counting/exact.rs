//! Exact integers and rationals (of any size), small dense matrices over
//! them, and the crossing between them and ISL's values.
//!
//! Counting needs determinants, inverses, lattice reduction and Bernoulli
//! numbers of cones whose entries can grow past any machine word; big
//! integers give each of them exactly, with no overflow to report.

use crate::error::*;
use crate::object::*;
use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// An exact integer.
pub type Int = BigInt;
/// An exact rational.
pub type Rat = BigRational;

/// An integer as a rational.
pub fn rat(n: impl Into<Int>) -> Rat {
    Rat::from_integer(n.into())
}

/// The rational an ISL value holds: `Err` on infinity or NaN.
pub(super) fn rat_of_val(v: &Val) -> Result<Rat> {
    let text = v.try_to_string()?;
    let parse = |s: &str| -> Result<Int> {
        s.parse::<Int>().map_err(|_| Error::InvalidArgument {
            function: "card",
            message: format!("not a rational number: {text}"),
        })
    };
    match text.split_once('/') {
        Some((n, d)) => Ok(Rat::new(parse(n)?, parse(d)?)),
        None => Ok(Rat::from_integer(parse(&text)?)),
    }
}

/// An ISL value holding the rational `r`, made in `ctx`.
pub(super) fn val_of_rat(ctx: &crate::context::Context, r: &Rat) -> Result<Val> {
    ctx.scope(|| match (r.numer().to_i64(), r.denom().to_i64()) {
        (Some(n), Some(1)) => Val::int_from_si(n),
        (Some(n), Some(d)) => Val::int_from_si(n)?.div(Val::int_from_si(d)?),
        _ => Val::read_from_str(r.to_string()),
    })
}

/// The greatest common divisor of the entries (0 for none or all zero).
pub(super) fn gcd_all<'a>(v: impl IntoIterator<Item = &'a Int>) -> Int {
    v.into_iter().fold(Int::zero(), |g, x| g.gcd(x))
}

/// The least common multiple of the denominators.
pub(super) fn lcm_denominators<'a>(v: impl IntoIterator<Item = &'a Rat>) -> Int {
    v.into_iter().fold(Int::one(), |l, x| l.lcm(x.denom()))
}

/// `v` divided by the gcd of its entries (unchanged if all zero).
pub(super) fn primitive(v: &[Int]) -> Vec<Int> {
    let g = gcd_all(v);
    if g.is_zero() || g.is_one() {
        v.to_vec()
    } else {
        v.iter().map(|x| x / &g).collect()
    }
}

/// The scalar product of two integer vectors.
pub(super) fn dot(a: &[Int], b: &[Int]) -> Int {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// An integer vector as rationals.
pub(super) fn to_rats(v: &[Int]) -> Vec<Rat> {
    v.iter().map(|x| rat(x.clone())).collect()
}

/// The determinant of a square integer matrix (rows), by fraction-free
/// elimination (Bareiss): every intermediate value is a minor, so nothing
/// grows past the determinant's own size.
pub fn det(rows: &[Vec<Int>]) -> Int {
    let n = rows.len();
    if n == 0 {
        return Int::one();
    }
    let mut m: Vec<Vec<Int>> = rows.to_vec();
    let mut sign = Int::one();
    let mut prev = Int::one();
    for k in 0..n - 1 {
        if m[k][k].is_zero() {
            match (k + 1..n).find(|&i| !m[i][k].is_zero()) {
                Some(i) => {
                    m.swap(k, i);
                    sign = -sign;
                }
                None => return Int::zero(),
            }
        }
        for i in k + 1..n {
            for j in k + 1..n {
                let v = &m[i][j] * &m[k][k] - &m[i][k] * &m[k][j];
                m[i][j] = v / &prev;
            }
        }
        prev = m[k][k].clone();
    }
    sign * &m[n - 1][n - 1]
}

/// The determinant-scaled inverse of a square integer matrix (rows), by
/// fraction-free Gauss-Jordan elimination (Bareiss: every division is
/// exact, every intermediate value a minor): `(d, X)` with `R⁻¹ = X / d`
/// (`d` is `±det R`), or `None` if singular.
pub fn scaled_inverse(rows: &[Vec<Int>]) -> Option<(Int, Vec<Vec<Int>>)> {
    let n = rows.len();
    let mut a: Vec<Vec<Int>> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut r = r.clone();
            r.extend((0..n).map(|j| if i == j { Int::one() } else { Int::zero() }));
            r
        })
        .collect();
    let mut prev = Int::one();
    for k in 0..n {
        let p = (k..n).find(|&i| !a[i][k].is_zero())?;
        a.swap(k, p);
        let pivot_row = a[k].clone();
        for (i, row) in a.iter_mut().enumerate() {
            if i == k {
                continue;
            }
            let f = row[k].clone();
            for (j, x) in row.iter_mut().enumerate() {
                if j == k {
                    continue;
                }
                let v = &pivot_row[k] * &*x - &f * &pivot_row[j];
                *x = if prev.is_one() { v } else { v / &prev };
            }
            row[k] = Int::zero();
        }
        prev = pivot_row[k].clone();
    }
    Some((prev, a.into_iter().map(|r| r[n..].to_vec()).collect()))
}

/// The rank of a rational matrix (rows).
pub(super) fn rank(rows: &[Vec<Rat>]) -> usize {
    let mut a = rows.to_vec();
    let cols = a.first().map_or(0, Vec::len);
    let mut r = 0;
    for c in 0..cols {
        let Some(p) = (r..a.len()).find(|&i| !a[i][c].is_zero()) else {
            continue;
        };
        a.swap(r, p);
        for i in r + 1..a.len() {
            if !a[i][c].is_zero() {
                let f = &a[i][c] / &a[r][c];
                let pivot = a[r].clone();
                for (x, p) in a[i].iter_mut().zip(&pivot).skip(c) {
                    *x -= p * &f;
                }
            }
        }
        r += 1;
    }
    r
}

/// The column Hermite reduction of an integer matrix `e` (rows, `n`
/// columns): a unimodular `u` (n × n, rows) with `e · u` zero outside its
/// first `r` columns and lower echelon in them; returns (`e · u`, `u`,
/// the row holding each of the `r` pivots).
pub fn column_echelon(e: &[Vec<Int>], n: usize) -> (Vec<Vec<Int>>, Vec<Vec<Int>>, Vec<usize>) {
    let mut h: Vec<Vec<Int>> = e.to_vec();
    let mut u: Vec<Vec<Int>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| if i == j { Int::one() } else { Int::zero() })
                .collect()
        })
        .collect();
    let col_op = |m: &mut Vec<Vec<Int>>, dst: usize, src: usize, f: &Int| {
        for row in m.iter_mut() {
            let v = &row[src] * f;
            row[dst] -= v;
        }
    };
    let swap = |m: &mut Vec<Vec<Int>>, a: usize, b: usize| {
        for row in m.iter_mut() {
            row.swap(a, b);
        }
    };
    let mut pivots = Vec::new();
    for i in 0..h.len() {
        let k = pivots.len();
        if k == n {
            break;
        }
        // The nonzero entry of least magnitude in columns k.. to column k.
        while let Some(best) = (k..n)
            .filter(|&j| !h[i][j].is_zero())
            .min_by(|&a, &b| h[i][a].abs().cmp(&h[i][b].abs()))
        {
            swap(&mut h, k, best);
            swap(&mut u, k, best);
            let mut done = true;
            for j in k + 1..n {
                if !h[i][j].is_zero() {
                    let q = h[i][j].div_floor(&h[i][k]);
                    col_op(&mut h, j, k, &q);
                    col_op(&mut u, j, k, &q);
                    if !h[i][j].is_zero() {
                        done = false;
                    }
                }
            }
            if done {
                break;
            }
        }
        if !h[i][k].is_zero() {
            if h[i][k].is_negative() {
                for row in h.iter_mut().chain(u.iter_mut()) {
                    row[k] = -row[k].clone();
                }
            }
            pivots.push(i);
        }
    }
    (h, u, pivots)
}
