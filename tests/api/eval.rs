//! Evaluation at integers and by name: the same values as ISL's `eval` at a
//! point built coordinate by coordinate, known answers, and clear errors.

use isl_safe::*;
use std::collections::HashMap;

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

/// ISL's own evaluation: a point of `domain` set coordinate by coordinate.
fn point(domain: Space, params: &[i64], dims: &[i64]) -> Point {
    let mut p = Point::zero(domain).unwrap();
    for (k, &v) in params.iter().enumerate() {
        p = p.set_coordinate_val(DimType::Param, k as i32, v).unwrap();
    }
    for (k, &v) in dims.iter().enumerate() {
        p = p.set_coordinate_val(DimType::Set, k as i32, v).unwrap();
    }
    p
}

#[test]
fn values_agree_with_isl_at_built_points() {
    let _c = ctx();
    let aff: Aff = "[n, m] -> { [i, j] -> [(floor((n + 3i - j)/2) + m)] }"
        .parse()
        .unwrap();
    let pa: PwAff = "[n, m] -> { [i, j] -> [(n + i)] : i >= j; [i, j] -> [(m - j)] : i < j }"
        .parse()
        .unwrap();
    let qp: PwQpolynomial = "[n, m] -> { [i, j] -> n * i^2 - 1/3 * m * j : 0 <= i, j }"
        .parse()
        .unwrap();
    for n in -3..4 {
        for m in [-7, 0, 5] {
            for i in -2..3 {
                for j in -2..3 {
                    let (params, dims) = ([n, m], [i, j]);
                    let all = [n, m, i, j];
                    let at: HashMap<&str, i64> =
                        HashMap::from([("n", n), ("m", m), ("i", i), ("j", j), ("unused", 9)]);
                    let p = point(aff.get_domain_space().unwrap(), &params, &dims);
                    let isl = aff.eval(&p).unwrap();
                    assert!(aff.eval_ints(&all).unwrap() == isl);
                    assert!(aff.eval_with_dict(&at).unwrap() == isl);
                    assert!(isl == (n + 3 * i - j).div_euclid(2) + m);
                    let isl = pa.eval(&p).unwrap();
                    assert!(pa.eval_ints(&all).unwrap() == isl);
                    assert!(pa.eval_with_dict(&at).unwrap() == isl);
                    assert!(isl == if i >= j { n + i } else { m - j });
                    let isl = qp.eval(&p).unwrap();
                    let ours = qp.eval_ints(&all).unwrap();
                    // Outside the domain both are 0 (ISL's value there).
                    assert!(ours.eq(&isl).unwrap(), "{ours} {isl}");
                    assert!(qp.eval_with_dict(&at).unwrap().eq(&isl).unwrap());
                }
            }
        }
    }
    // A known answer: 2 * 3^2 - 1/3 * 1 * 2 at n = 2, m = 1, i = 3, j = 2.
    assert_eq!(qp.eval_ints(&[2, 1, 3, 2]).unwrap().to_string(), "52/3");
}

#[test]
fn tuples_evaluate_each_expression_in_the_range_space() {
    let _c = ctx();
    let ma: MultiAff = "[n] -> { S[i, j] -> T[(i + j), (n - 2j), (floor(i/4))] }"
        .parse()
        .unwrap();
    let v = ma.eval_ints(&[10, 9, 2]).unwrap();
    assert_eq!(v.to_ints().unwrap(), [11, 6, 2]);
    assert_eq!(
        v.get_space()
            .unwrap()
            .get_tuple_name(DimType::Set)
            .unwrap()
            .as_deref(),
        Some("T")
    );
    for k in 0..3 {
        let p = point(ma.get_domain_space().unwrap(), &[10], &[9, 2]);
        assert!(ma.get_at(k).unwrap().eval(p).unwrap() == v.get_at(k).unwrap());
    }
    // No expressions: an empty tuple.
    let none: MultiAff = "{ [i] -> [] }".parse().unwrap();
    assert_eq!(
        none.eval_ints(&[3]).unwrap().to_ints().unwrap(),
        Vec::<i64>::new()
    );
}

#[test]
fn wrong_counts_missing_names_and_points_outside() {
    let _c = ctx();
    let aff: Aff = "[n] -> { [i] -> [(n + i)] }".parse().unwrap();
    let err = aff.eval_ints(&[1]).unwrap_err();
    assert!(
        err.to_string()
            .contains("1 parameter(s) and 1 dimension(s), and 1 value(s)"),
        "{err}"
    );
    assert!(aff.eval_ints(&[1, 2, 3]).is_err());
    let err = aff.eval_with_dict(&HashMap::from([("n", 1)])).unwrap_err();
    assert!(err.to_string().contains("no value for `i`"), "{err}");
    // A dimension without a name cannot be looked up; by position it can.
    let anonymous =
        Aff::zero_on_domain(LocalSpace::from_space(Space::set_alloc(0, 1).unwrap()).unwrap())
            .unwrap();
    let err = anonymous
        .eval_with_dict(&HashMap::from([("i", 1)]))
        .unwrap_err();
    assert!(err.to_string().contains("has no name"), "{err}");
    assert!(anonymous.eval_ints(&[4]).unwrap() == 0);
    // Outside a piecewise function's domain: NaN, as ISL says.
    let pa: PwAff = "{ [i] -> [(i)] : i >= 0 }".parse().unwrap();
    assert!(pa.eval_ints(&[-1]).unwrap().is_nan().unwrap());
    // The objects are intact.
    assert_eq!(aff.to_string(), "[n] -> { [i] -> [(n + i)] }");
}

#[test]
fn integer_operands_on_quasi_polynomials() {
    let _c = ctx();
    let f: PwQpolynomial = "[n] -> { [i] -> n * i^2 - 1/2 * i : 0 <= i < n }"
        .parse()
        .unwrap();
    let g: PwQpolynomial = "[n] -> { [i] -> i : i >= 2 }".parse().unwrap();
    // islpy's `1 * pwqp`, `pwqp + 1`, `2 - pwqp`, and the operators between
    // quasi-polynomials, against the values ISL computes at points.
    let one: PwQpolynomial = 1 * &f;
    let plus = &f + 1;
    let minus: PwQpolynomial = 2 - &f;
    let scaled = &f * 3;
    let sum = &f + &g;
    let product = &f * &g;
    let negated = -&f;
    for n in 0..5 {
        for i in -1..6 {
            let at = [n, i];
            let v = f.eval_ints(&at).unwrap();
            let w = g.eval_ints(&at).unwrap();
            let val = |k: i64| Val::int_from_si(k).unwrap();
            assert!(one.eval_ints(&at).unwrap().eq(&v).unwrap());
            assert!(plus
                .eval_ints(&at)
                .unwrap()
                .eq(&v.add(val(1)).unwrap())
                .unwrap());
            assert!(minus
                .eval_ints(&at)
                .unwrap()
                .eq(&val(2).sub(&v).unwrap())
                .unwrap());
            assert!(scaled
                .eval_ints(&at)
                .unwrap()
                .eq(&v.mul(val(3)).unwrap())
                .unwrap());
            assert!(sum.eval_ints(&at).unwrap().eq(&v.add(&w).unwrap()).unwrap());
            assert!(product
                .eval_ints(&at)
                .unwrap()
                .eq(&v.mul(&w).unwrap())
                .unwrap());
            assert!(negated
                .eval_ints(&at)
                .unwrap()
                .eq(&v.neg().unwrap())
                .unwrap());
        }
    }
    // In place, and on single quasi-polynomials.
    let mut h = f.clone();
    h += 5;
    h -= 5;
    h *= 2;
    assert!(h
        .eval_ints(&[3, 2])
        .unwrap()
        .eq(&f.eval_ints(&[3, 2]).unwrap().mul_ui(2u64).unwrap())
        .unwrap());
    let q = f.get_pieces().unwrap().remove(0).1;
    let q2 = &q * 2 + 1 - &q;
    let expected = (&q + 1).to_string();
    assert_eq!(q2.to_string(), expected);
}
