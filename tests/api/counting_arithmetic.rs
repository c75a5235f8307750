//! Counting's exact arithmetic (`src/counting`, through `internals`), each
//! part against known answers: determinants, inverses and echelon forms,
//! lattice reduction, Bernoulli numbers and the Todd constant terms,
//! triangulation and Barvinok's unimodular decomposition. `card` itself is
//! checked against enumeration in `counting.rs`.

use isl_safe::internals::counting::*;
use num_traits::{One, Signed, Zero};

// ---------------------------------------------------------------------------
// exact.rs

/// A matrix of big integers from rows of `i64`.
fn ints(rows: &[&[i64]]) -> Vec<Vec<Int>> {
    rows.iter()
        .map(|r| r.iter().map(|&x| Int::from(x)).collect())
        .collect()
}

#[test]
fn determinants() {
    assert_eq!(det(&ints(&[&[2, 1], &[1, 3]])), Int::from(5));
    assert_eq!(
        det(&ints(&[&[0, 1, 0], &[1, 0, 0], &[0, 0, 7]])),
        Int::from(-7)
    );
    assert_eq!(det(&ints(&[&[1, 2], &[2, 4]])), Int::zero());
}

#[test]
fn scaled_inverses() {
    let mut seed = 12345u64;
    let mut next = || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        ((seed >> 33) % 19) as i64 - 9
    };
    for n in 1..6 {
        for _ in 0..40 {
            let m: Vec<Vec<Int>> = (0..n)
                .map(|_| (0..n).map(|_| Int::from(next())).collect())
                .collect();
            let det_m = det(&m);
            match scaled_inverse(&m) {
                None => assert!(det_m.is_zero()),
                Some((d, x)) => {
                    assert_eq!(d.abs(), det_m.abs());
                    // m · x = d · I.
                    for (i, row) in m.iter().enumerate() {
                        for j in 0..n {
                            let v: Int = row.iter().zip(&x).map(|(a, xr)| a * &xr[j]).sum();
                            let want = if i == j { d.clone() } else { Int::zero() };
                            assert_eq!(v, want);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn echelon_is_unimodular_and_reduces() {
    let e = ints(&[&[2, 4, 6], &[1, 1, 1]]);
    let (h, u, pivots) = column_echelon(&e, 3);
    assert_eq!(pivots, vec![0, 1]);
    assert!(det(&u).abs().is_one());
    for (row, hrow) in e.iter().zip(&h) {
        for j in 0..3 {
            let v: Int = (0..3).map(|k| &row[k] * &u[k][j]).sum();
            assert_eq!(v, hrow[j]);
        }
        assert!(hrow[2].is_zero());
    }
    assert_eq!(h[0][0], Int::from(2));
    assert!(h[0][1].is_zero());
}

// ---------------------------------------------------------------------------
// lll.rs

#[test]
fn reduces_a_skewed_basis() {
    let rows = ints(&[&[1, 0, 0], &[1000, 1, 0], &[3000, 2001, 1]]);
    let reduced = reduce(&rows);
    assert_eq!(det(&reduced).abs(), det(&rows).abs());
    for r in &reduced {
        assert!(r.iter().all(|x| x.abs() <= Int::from(1)), "{reduced:?}");
    }
}

#[test]
fn entries_past_f64_are_left_as_they_are() {
    let huge = num_traits::pow(Int::from(10), 400);
    let rows: Vec<Vec<Int>> = vec![
        vec![Int::from(1), Int::from(0)],
        vec![huge.clone(), Int::from(1)],
    ];
    assert_eq!(reduce(&rows), rows);
}

// ---------------------------------------------------------------------------
// todd.rs

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
    let todd = Todd::new(1);
    let coefs = |a: i64| {
        let (n, d) = todd.constant_term(&[Int::from(a)]);
        n.into_iter()
            .map(|x| Rat::new(x, d.clone()))
            .collect::<Vec<_>>()
    };
    // 1/2 - c: 1/2 at c = 0.
    assert_eq!(coefs(1), vec![Rat::new(1.into(), 2.into()), -Rat::one()]);
    // 1/2 + n at the other end: n + 1 in all.
    assert_eq!(coefs(-1), vec![Rat::new(1.into(), 2.into()), Rat::one()]);
}

#[test]
fn square_counts_its_points() {
    // [0, n]^2: the four corners' cones, generators ±e_1, ±e_2, with
    // λ = (1, 2): a = (±1, ±2), c = ⟨λ, corner⟩.
    let todd = Todd::new(2);
    let n = 5;
    let mut total = Rat::zero();
    for (sx, sy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
        let (num, den) = todd.constant_term(&[Int::from(sx), Int::from(2 * sy)]);
        let cx = if sx < 0 { n } else { 0 };
        let cy = if sy < 0 { n } else { 0 };
        let c = Int::from(cx + 2 * cy);
        let mut v = Int::zero();
        for x in num.iter().rev() {
            v = v * &c + x;
        }
        total += Rat::new(v, den);
    }
    assert_eq!(total, rat((n + 1) * (n + 1)));
}

// ---------------------------------------------------------------------------
// cones.rs

#[test]
fn square_pyramid_polar_splits_in_two() {
    // Four rays around the z axis: a cone over a square.
    let rays = ints(&[&[1, 0, 1], &[0, 1, 1], &[-1, 0, 1], &[0, -1, 1]]);
    let cones = triangulate(&rays, 3).unwrap();
    assert_eq!(cones.len(), 2);
    let total: Int = cones.iter().map(Cone::index).sum();
    // The square's area in units of the simplices' index: 2 + 2.
    assert_eq!(total, Int::from(4));
}

#[test]
fn redundant_rays_are_skipped() {
    let rays = ints(&[&[1, 0], &[0, 1], &[1, 1], &[2, 2]]);
    let cones = triangulate(&rays, 2).unwrap();
    let total: Int = cones.iter().map(Cone::index).sum();
    assert_eq!(total, Int::from(1));
    assert!(triangulate(&ints(&[&[1, 0], &[2, 0]]), 2).is_none());
}

// ---------------------------------------------------------------------------
// decompose.rs

fn cone(rows: &[&[i64]]) -> Cone {
    Cone { rays: ints(rows) }
}

#[test]
fn every_piece_is_unimodular() {
    for c in [
        cone(&[&[1, 0], &[1, 7]]),
        cone(&[&[2, 1, 0], &[0, 3, 1], &[1, 0, 5]]),
        cone(&[&[1, 0], &[-3, 11]]),
        cone(&[&[1, 0, 0], &[0, 1, 0], &[123, 457, 1000]]),
        cone(&[&[1000, 1, 0], &[0, 999, 1], &[1, 0, 1001]]),
    ] {
        let pieces = unimodular(c, 1).unwrap();
        assert!(!pieces.is_empty());
        for p in &pieces {
            assert!(p.cone.index().is_one(), "{p:?}");
        }
    }
}
