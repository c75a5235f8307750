//! The arithmetic operators of every type that has them, each against the
//! ISL function its docs name (the method twin): every owned and borrowed
//! form of both operands, `op=`, a `Val` or an integer on either side, the
//! rounding of negative operands, and an ISL error, which panics with the
//! message the twin returns.

use isl_safe::*;
use std::panic::{catch_unwind, AssertUnwindSafe};

fn p<T: std::str::FromStr<Err = Error>>(s: &str) -> T {
    s.parse().unwrap()
}

fn val(k: i64) -> Val {
    Val::int_from_si(k).unwrap()
}

/// The message a panicking closure panicked with.
fn panic_message(f: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("the operator panics");
    payload
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_else(|| payload.downcast_ref::<&str>().unwrap().to_string())
}

/// Every form of `a op b` of two objects of one type (owned and borrowed on
/// each side) and of `a op= b` (the right owned and borrowed) is `want`.
macro_rules! same_type {
    ($a:expr, $op:tt, $op_assign:tt, $b:expr, $want:expr) => {{
        let (a, b, want) = (&$a, &$b, &$want);
        assert!(a.clone() $op b.clone() == *want, "owned {} owned", stringify!($op));
        assert!(a.clone() $op b == *want, "owned {} borrowed", stringify!($op));
        assert!(a $op b.clone() == *want, "borrowed {} owned", stringify!($op));
        assert!(a $op b == *want, "borrowed {} borrowed", stringify!($op));
        let mut x = a.clone();
        x $op_assign b.clone();
        assert!(x == *want, "{} owned", stringify!($op_assign));
        let mut x = a.clone();
        x $op_assign b;
        assert!(x == *want, "{} borrowed", stringify!($op_assign));
    }};
}

/// Every form of `e op c` (`c` a `Val`, owned or borrowed, or the integer
/// `k`; `e` owned or borrowed) is `right`, of `c op e` is `left`, and of
/// `e op= c` is `right`.
macro_rules! with_constant {
    ($e:expr, $op:tt, $op_assign:tt, $k:expr, right: $right:expr, left: $left:expr) => {{
        let (e, k) = (&$e, $k);
        let c = val(k);
        let (right, left) = (&$right, &$left);
        assert!(e.clone() $op c.clone() == *right, "e {} Val", stringify!($op));
        assert!(e.clone() $op &c == *right, "e {} &Val", stringify!($op));
        assert!(e $op c.clone() == *right, "&e {} Val", stringify!($op));
        assert!(e $op &c == *right, "&e {} &Val", stringify!($op));
        assert!(e.clone() $op k == *right, "e {} i64", stringify!($op));
        assert!(e $op k == *right, "&e {} i64", stringify!($op));
        assert!(c.clone() $op e.clone() == *left, "Val {} e", stringify!($op));
        assert!(c.clone() $op e == *left, "Val {} &e", stringify!($op));
        assert!(&c $op e.clone() == *left, "&Val {} e", stringify!($op));
        assert!(&c $op e == *left, "&Val {} &e", stringify!($op));
        assert!(k $op e.clone() == *left, "i64 {} e", stringify!($op));
        assert!(k $op e == *left, "i64 {} &e", stringify!($op));
        let mut x = e.clone();
        x $op_assign c.clone();
        assert!(x == *right, "{} Val", stringify!($op_assign));
        let mut x = e.clone();
        x $op_assign &c;
        assert!(x == *right, "{} &Val", stringify!($op_assign));
        let mut x = e.clone();
        x $op_assign k;
        assert!(x == *right, "{} i64", stringify!($op_assign));
    }};
}

fn scope() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

#[test]
fn pw_aff() -> Result<()> {
    let _s = scope();
    let a: PwAff = p("[n] -> { [i] -> [(i + n)] : i >= 0; [i] -> [(-i)] : i < 0 }");
    let b: PwAff = p("[n] -> { [i] -> [(2i - n)] : i <= 5 }");
    let three: PwAff = p("[n] -> { [i] -> [(3)] : i <= 5; [i] -> [(-2)] : i > 5 }");
    same_type!(a, +, +=, b, a.add(&b)?);
    same_type!(a, -, -=, b, a.sub(&b)?);
    same_type!(a, *, *=, three, a.mul(&three)?);
    same_type!(a, /, /=, three, a.tdiv_q(&three)?);
    same_type!(a, %, %=, three, a.tdiv_r(&three)?);
    assert!(-&a == a.neg()? && -a.clone() == a.neg()?);
    assert_eq!(
        &a + &b,
        p::<PwAff>("[n] -> { [i] -> [(3i)] : 0 <= i <= 5; [i] -> [(i - n)] : i < 0 }")
    );
    for k in [-7, -2, 3] {
        let c = a.constant_on_domain(k)?;
        with_constant!(a, +, +=, k, right: a.add_constant_val(k)?, left: a.add_constant_val(k)?);
        with_constant!(a, -, -=, k, right: a.add_constant_val(-k)?, left: a.neg()?.add_constant_val(k)?);
        with_constant!(a, *, *=, k, right: a.scale_val(k)?, left: a.scale_val(k)?);
        with_constant!(three, /, /=, k,
            right: three.tdiv_q(three.constant_on_domain(k)?)?,
            left: three.constant_on_domain(k)?.tdiv_q(&three)?);
        with_constant!(three, %, %=, k,
            right: three.tdiv_r(three.constant_on_domain(k)?)?,
            left: three.constant_on_domain(k)?.tdiv_r(&three)?);
        // By a constant, the quotient and remainder of the pieces.
        assert!(&a / k == a.tdiv_q(&c)? && &a % k == a.tdiv_r(&c)?);
    }
    // Rounding toward zero, against Rust's integers, at every sign.
    let i: PwAff = p("{ [i] -> [(i)] }");
    for d in [-4i64, -3, 3, 4] {
        for k in -9i64..=9 {
            assert_eq!((&i / d).eval_ints(&[k])?, k / d);
            assert_eq!((&i % d).eval_ints(&[k])?, k % d);
        }
    }
    // ISL's own functions round otherwise: `div` is exact, `mod_val` down.
    assert_eq!(
        i.div(i.constant_on_domain(2)?)?
            .eval_ints(&[-7])?
            .to_string(),
        "-7/2"
    );
    assert_eq!(i.mod_val(2)?.eval_ints(&[-7])?, 1);
    assert_eq!((&i % 2).eval_ints(&[-7])?, -1);
    // An ISL error (a divisor that is not constant) panics with ISL's message.
    let err = a.tdiv_q(&b).unwrap_err();
    assert!(err
        .to_string()
        .contains("second argument should be a piecewise constant"));
    assert_eq!(panic_message(|| drop(&a / &b)), err.to_string());
    assert_eq!(
        panic_message(|| drop(&a % &b)),
        a.tdiv_r(&b).unwrap_err().to_string()
    );
    assert_eq!(
        panic_message(|| drop(5 / &a)),
        a.constant_on_domain(5)?.tdiv_q(&a).unwrap_err().to_string()
    );
    Ok(())
}

#[test]
fn aff() -> Result<()> {
    let _s = scope();
    let a: Aff = p("[n] -> { [i, j] -> [(2i - j + n)] }");
    let b: Aff = p("[n] -> { [i, j] -> [(j - 1)] }");
    let c: Aff = p("[n] -> { [i, j] -> [(-3)] }");
    same_type!(a, +, +=, b, a.add(&b)?);
    same_type!(a, -, -=, b, a.sub(&b)?);
    same_type!(a, *, *=, c, a.mul(&c)?);
    assert!(-&a == a.neg()?);
    assert_eq!(&a * &c, p::<Aff>("[n] -> { [i, j] -> [(-6i + 3j - 3n)] }"));
    for k in [-5, 4] {
        with_constant!(a, +, +=, k, right: a.add_constant_val(k)?, left: a.add_constant_val(k)?);
        with_constant!(a, -, -=, k, right: a.add_constant_val(-k)?, left: a.neg()?.add_constant_val(k)?);
        with_constant!(a, *, *=, k, right: a.scale_val(k)?, left: a.scale_val(k)?);
    }
    // `/` and `%` give piecewise expressions: PwAff's `tdiv_q`, `tdiv_r`.
    let pa = PwAff::from_aff(a.clone())?;
    for (q, r, want_q, want_r) in [
        (&a / &c, &a % &c, a.tdiv_q(&c)?, a.tdiv_r(&c)?),
        (
            a.clone() / c.clone(),
            a.clone() % c.clone(),
            pa.tdiv_q(&c)?,
            pa.tdiv_r(&c)?,
        ),
        (
            &a / -3,
            &a % -3,
            a.tdiv_q(a.constant_on_domain(-3)?)?,
            a.tdiv_r(a.constant_on_domain(-3)?)?,
        ),
        (&a / val(-3), &a % &val(-3), pa.tdiv_q(&c)?, pa.tdiv_r(&c)?),
    ] {
        assert!(q == want_q && r == want_r);
        for (i, j, n) in [(-4, 1, 0), (3, -2, 5), (0, 7, -1)] {
            let x = 2 * i - j + n;
            assert_eq!(q.eval_ints(&[n, i, j])?, x / -3);
            assert_eq!(r.eval_ints(&[n, i, j])?, x % -3);
        }
    }
    assert!(
        7 / &c == c.constant_on_domain(7)?.tdiv_q(&c)?
            && (&val(7) % c.clone()).eval_ints(&[0, 0, 0])? == 1
    );
    // A product of two non-constant expressions: ISL's error, as a panic.
    assert_eq!(
        panic_message(|| drop(&a * &b)),
        a.mul(&b).unwrap_err().to_string()
    );
    Ok(())
}

#[test]
fn union_pw_aff() -> Result<()> {
    let _s = scope();
    let a: UnionPwAff = p("{ A[i] -> [(i)] : i >= 0; B[i, j] -> [(i - j)] }");
    let b: UnionPwAff = p("{ A[i] -> [(2)]; B[i, j] -> [(j)] : j < 3 }");
    same_type!(a, +, +=, b, a.add(&b)?);
    same_type!(a, -, -=, b, a.sub(&b)?);
    assert!(-&a == a.neg()?);
    assert_eq!(
        &a - &b,
        p::<UnionPwAff>("{ A[i] -> [(i - 2)] : i >= 0; B[i, j] -> [(i - 2j)] : j < 3 }")
    );
    for k in [-3, 8] {
        let c = a.constant_on_domain(k)?;
        with_constant!(a, +, +=, k, right: a.add(&c)?, left: a.add(&c)?);
        with_constant!(a, -, -=, k, right: a.add(a.constant_on_domain(-k)?)?, left: a.neg()?.add(&c)?);
        with_constant!(a, *, *=, k, right: a.scale_val(k)?, left: a.scale_val(k)?);
    }
    assert_eq!(
        1 - &a,
        p::<UnionPwAff>("{ A[i] -> [(1 - i)] : i >= 0; B[i, j] -> [(1 - i + j)] }")
    );
    Ok(())
}

#[test]
fn multi_aff_and_multi_pw_aff() -> Result<()> {
    let _s = scope();
    let a: MultiAff = p("{ [i, j] -> [(i + j), (2j)] }");
    let b: MultiAff = p("{ [i, j] -> [(1), (i)] }");
    same_type!(a, +, +=, b, a.add(&b)?);
    same_type!(a, -, -=, b, a.sub(&b)?);
    assert!(-&a == a.neg()?);
    for k in [-2, 5] {
        with_constant!(a, +, +=, k, right: a.add_constant_val(k)?, left: a.add_constant_val(k)?);
        with_constant!(a, -, -=, k, right: a.add_constant_val(-k)?, left: a.neg()?.add_constant_val(k)?);
        with_constant!(a, *, *=, k, right: a.scale_val(k)?, left: a.scale_val(k)?);
    }
    assert_eq!(
        3 - &a,
        p::<MultiAff>("{ [i, j] -> [(3 - i - j), (3 - 2j)] }")
    );

    let pair =
        |x: &str, y: &str| -> Result<MultiPwAff> {
            MultiPwAff::from_pw_aff(p::<PwAff>(x))?
                .flat_range_product(MultiPwAff::from_pw_aff(p::<PwAff>(y))?)
        };
    let m = pair("{ [i] -> [(i)] : i >= 0 }", "{ [i] -> [(-i)] }")?;
    let n = pair("{ [i] -> [(1)] }", "{ [i] -> [(i)] : i < 9 }")?;
    same_type!(m, +, +=, n, m.add(&n)?);
    same_type!(m, -, -=, n, m.sub(&n)?);
    assert!(-&m == m.neg()?);
    for k in [-2, 5] {
        with_constant!(m, +, +=, k, right: m.add_constant_val(k)?, left: m.add_constant_val(k)?);
        with_constant!(m, -, -=, k, right: m.add_constant_val(-k)?, left: m.neg()?.add_constant_val(k)?);
        with_constant!(m, *, *=, k, right: m.scale_val(k)?, left: m.scale_val(k)?);
    }
    assert_eq!(
        &m * 2 + 1,
        pair("{ [i] -> [(1 + 2i)] : i >= 0 }", "{ [i] -> [(1 - 2i)] }")?
    );
    Ok(())
}

#[test]
fn quasi_polynomials() -> Result<()> {
    let _s = scope();
    let a = Qpolynomial::from_aff(p::<Aff>("[n] -> { [i] -> [(i + n)] }"))?;
    let b = Qpolynomial::from_aff(p::<Aff>("[n] -> { [i] -> [(floor(i/2))] }"))?;
    same_type!(a, +, +=, b, a.add(&b)?);
    same_type!(a, -, -=, b, a.sub(&b)?);
    same_type!(a, *, *=, b, a.mul(&b)?);
    assert!(-&a == a.neg()?);
    for k in [-4, 3] {
        let c = a.constant_on_domain(k)?;
        with_constant!(a, +, +=, k, right: a.add(&c)?, left: a.add(&c)?);
        with_constant!(a, -, -=, k, right: a.add(a.constant_on_domain(-k)?)?, left: a.neg()?.add(&c)?);
        with_constant!(a, *, *=, k, right: a.scale_val(k)?, left: a.scale_val(k)?);
    }

    let f: PwQpolynomial = p("[n] -> { [i] -> i * n : 0 <= i < n }");
    let g: PwQpolynomial = p("[n] -> { [i] -> i^2 : i >= 2 }");
    same_type!(f, +, +=, g, f.add(&g)?);
    same_type!(f, -, -=, g, f.sub(&g)?);
    same_type!(f, *, *=, g, f.mul(&g)?);
    assert!(-&f == f.neg()?);
    for k in [-4, 3] {
        let c = f.constant_on_domain(k)?;
        with_constant!(f, +, +=, k, right: f.add(&c)?, left: f.add(&c)?);
        with_constant!(f, -, -=, k, right: f.add(f.constant_on_domain(-k)?)?, left: f.neg()?.add(&c)?);
        with_constant!(f, *, *=, k, right: f.scale_val(k)?, left: f.scale_val(k)?);
    }
    assert_eq!((2i64 * &f + 1).eval_ints(&[5, 3])?, 31);
    Ok(())
}

#[test]
fn values() -> Result<()> {
    let _s = scope();
    let pairs = [(-7, 2), (7, -2), (-7, -2), (7, 2), (6, 3), (-1, 5)];
    for (x, y) in pairs {
        let (a, b) = (val(x), val(y));
        same_type!(a, +, +=, b, a.add(&b)?);
        same_type!(a, -, -=, b, a.sub(&b)?);
        same_type!(a, *, *=, b, a.mul(&b)?);
        same_type!(a, /, /=, b, a.div(&b)?);
        same_type!(a, %, %=, b, a.tdiv_r(&b)?);
        // `%` is Rust's, `tdiv_q` Rust's `/`, `/` exact.
        assert_eq!(&a % &b, x % y);
        assert_eq!(a.tdiv_q(&b)?, x / y);
        assert_eq!((&a / &b) * &b, a);
        // Integers on either side: the value operators.
        assert!(&a + y == x + y && x + &b == x + y && x - b.clone() == x - y);
        assert!(&a * y == x * y && x * &b == x * y && &a % y == x % y && x % &b == x % y);
        assert!((x / &b) == a.div(&b)? && (&a / y) == a.div(&b)?);
        let mut c = a.clone();
        c += y;
        c -= 1;
        c *= 2;
        c %= 5;
        assert_eq!(c, (2 * (x + y - 1)) % 5);
        assert!(-&a == -x);
    }
    // Rationals: the remainder of the quotient truncated toward zero.
    let r: Val = p("-7/2");
    assert_eq!((&r % 2).to_string(), "-3/2");
    assert_eq!(r.tdiv_q(&val(1))?, -3);
    // A zero divisor: a panic, as Rust's integer `/` and `%` (ISL's NaN
    // before); the twins return the error.
    for x in [1, 0, -3] {
        let message = panic_message(|| drop(val(x) / val(0)));
        assert_eq!(message, "isl_val_div: invalid argument: division by zero");
        assert_eq!(message, val(x).div(val(0)).unwrap_err().to_string());
        assert_eq!(panic_message(|| drop(val(x) % 0)), message);
        assert_eq!(panic_message(|| drop(x / &val(0))), message);
        let e = val(x).tdiv_r(&val(0)).unwrap_err();
        assert!(matches!(e, Error::InvalidArgument { .. }), "{e:?}");
        assert!(val(x).tdiv_q(&val(0)).is_err());
    }
    assert_eq!(
        panic_message(|| {
            let mut v = val(1);
            v /= 0u8;
        }),
        "isl_val_div: invalid argument: division by zero"
    );
    // ISL's own NaN and infinities still divide as ISL says.
    assert!((Val::nan()? / val(2)).is_nan()?);
    assert!((Val::infty()? / val(2)).is_infty()?);
    assert!((val(1) / Val::infty()?).is_zero()?);
    Ok(())
}

/// `/` and `%` of affine expressions by zero: a panic wherever the divisor
/// is zero on the dividend's domain, as Rust's integer operators; the twins
/// return `Error::InvalidArgument`, where ISL answers NaN. A divisor zero
/// only outside the dividend's domain, or a non-constant one (ISL's own
/// error), is not a division by zero.
#[test]
fn division_by_zero() -> Result<()> {
    let _s = scope();
    let i: PwAff = p("[n] -> { [i] -> [(i)] : 0 <= i < n }");
    let zero = i.constant_on_domain(0)?;
    let q = "isl_pw_aff_tdiv_q: invalid argument: division by zero";
    let r = "isl_pw_aff_tdiv_r: invalid argument: division by zero";
    assert_eq!(panic_message(|| drop(&i / 0)), q);
    assert_eq!(panic_message(|| drop(&i % 0u64)), r);
    assert_eq!(panic_message(|| drop(&i / &zero)), q);
    assert_eq!(panic_message(|| drop(i.clone() % zero.clone())), r);
    assert_eq!(panic_message(|| drop(&i / val(0))), q);
    assert_eq!(panic_message(|| drop(&i % &val(0))), r);
    assert_eq!(panic_message(|| drop(7i8 / &zero)), q);
    assert_eq!(panic_message(|| drop(val(7) % &zero)), r);
    assert_eq!(
        panic_message(|| {
            let mut x = i.clone();
            x /= 0;
        }),
        q
    );
    assert_eq!(
        panic_message(|| {
            let mut x = i.clone();
            x %= &zero;
        }),
        r
    );
    // The twins: the error, and the receiver unchanged in place.
    let e = i.tdiv_q(&zero).unwrap_err();
    assert!(matches!(
        e,
        Error::InvalidArgument {
            function: "isl_pw_aff_tdiv_q",
            ..
        }
    ));
    assert_eq!(e.to_string(), q);
    assert_eq!(i.tdiv_r(&zero).unwrap_err().to_string(), r);
    let mut j = i.clone();
    assert!(j.in_place().tdiv_q(&zero).is_err());
    // Affine expressions, divided as piecewise ones.
    let a: Aff = p("{ [i] -> [(i)] }");
    let a0: Aff = p("{ [i] -> [(0)] }");
    assert_eq!(panic_message(|| drop(&a / 0)), q);
    assert_eq!(panic_message(|| drop(&a % &a0)), r);
    assert!(a.tdiv_q(PwAff::from(a0.clone())).is_err());
    // Zero on part of the dividend's domain only: still a division by zero.
    let d: PwAff = p("[n] -> { [i] -> [(2)] : i >= 1; [i] -> [(0)] : i <= 0 }");
    assert_eq!(panic_message(|| drop(&i / &d)), q);
    // Zero only where the dividend is not defined: the quotient.
    let pos: PwAff = p("[n] -> { [i] -> [(i)] : 0 < i < n }");
    assert_eq!((&pos / &d).eval_ints(&[9, 5])?, 2);
    assert_eq!((&pos % &d).eval_ints(&[9, 5])?, 1);
    // Not constant: ISL's own error, not a division by zero.
    let e = i.tdiv_q(&i).unwrap_err();
    assert!(e
        .to_string()
        .contains("second argument should be a piecewise constant"));
    // ISL's exact division is ISL's: NaN by zero.
    assert!(i.div(&zero)?.involves_nan()?);
    Ok(())
}

/// Every primitive integer on either side of every operator that takes an
/// `i64`, the same as the `i64`; integers beyond ISL's `long` exact, never
/// wrapped.
#[test]
fn every_primitive_integer() -> Result<()> {
    let _s = scope();
    let pa: PwAff = p("[n] -> { [i] -> [(i)] : 0 <= i < n }");
    let a: Aff = p("{ [i] -> [(2i + 1)] }");
    let upa: UnionPwAff = p("{ A[i] -> [(i)]; B[i, j] -> [(j)] }");
    let ma: MultiAff = p("{ [i, j] -> [(i), (j)] }");
    let mpa: MultiPwAff = p("{ [i, j] -> [(i), (j)] }");
    let q = Qpolynomial::from_aff(p::<Aff>("{ [i] -> [(i)] }"))?;
    let pq: PwQpolynomial = p("[n] -> { [i] -> i * n : 0 <= i < n }");
    let v = val(-7);
    macro_rules! each {
        ($($t:ty),*) => {$({
            let k: $t = 3;
            let w: i64 = 3;
            assert!(&pa + k == &pa + w && k + &pa == w + &pa, "PwAff + {}", stringify!($t));
            assert!(&pa - k == &pa - w && k - pa.clone() == w - pa.clone());
            assert!(pa.clone() * k == &pa * w && k * &pa == w * &pa);
            assert!(&pa / k == &pa / w && k / (&pa - &pa + 2) == w / (&pa - &pa + 2));
            assert!(&pa % k == &pa % w && k % (&pa - &pa + 2) == w % (&pa - &pa + 2));
            assert!(&a * k == &a * w && k * a.clone() == w * a.clone());
            assert!(&a / k == &a / w && &a % k == &a % w);
            assert!(&upa * k == &upa * w && k - &upa == w - &upa);
            assert!(&ma + k == &ma + w && k * &ma == w * &ma);
            assert!(&mpa - k == &mpa - w && k * mpa.clone() == w * mpa.clone());
            assert!(&q * k == &q * w && k + &q == w + &q);
            assert!(&pq - k == &pq - w && k * &pq == w * &pq);
            assert!(&v / k == &v / w && k % &v == w % &v && v.clone() * k == v.clone() * w);
            let (mut x, mut y) = (pa.clone(), pa.clone());
            x += k;
            x *= k;
            x %= k;
            y += w;
            y *= w;
            y %= w;
            assert!(x == y, "op= {}", stringify!($t));
            let mut u = v.clone();
            u -= k;
            assert_eq!(u, -10);
        })*};
    }
    each!(i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize);
    // Beyond ISL's `long`: exact, as `Val::try_from` makes them.
    let big: i128 = (1 << 100) + 7;
    let huge = Val::try_from(big)?;
    assert_eq!(&pa * big, pa.scale_val(&huge)?);
    assert_eq!(big * &pa + 1u128, pa.scale_val(&huge)?.add_constant_val(1)?);
    assert_eq!((val(1) * u128::MAX).to_string(), u128::MAX.to_string());
    assert_eq!((val(0) + i128::MIN).to_string(), i128::MIN.to_string());
    assert_eq!((val(0) - u64::MAX).to_string(), format!("-{}", u64::MAX));
    assert_eq!(
        (usize::MAX + val(1)).to_string(),
        (usize::MAX as u128 + 1).to_string()
    );
    assert_eq!((i64::MIN + val(0)).to_string(), i64::MIN.to_string());
    assert_eq!((&v % -128i8).to_string(), "-7");
    assert_eq!(
        (&pa + u64::MAX).eval_ints(&[3, 1])?.to_string(),
        (u64::MAX as u128 + 1).to_string()
    );
    Ok(())
}

/// Operands of two contexts: each operator panics with the error its twin
/// returns.
#[test]
fn two_contexts_panic_with_the_error() -> Result<()> {
    let (c1, c2) = (Context::new()?, Context::new()?);
    let a: PwAff = c1.scope(|| p("{ [i] -> [(i)] }"));
    let b: PwAff = c2.scope(|| p("{ [i] -> [(2)] }"));
    let v = c2.scope(|| val(3));
    assert_eq!(
        panic_message(|| drop(&a + &b)),
        a.add(&b).unwrap_err().to_string()
    );
    assert_eq!(
        panic_message(|| drop(&a / &b)),
        a.tdiv_q(&b).unwrap_err().to_string()
    );
    assert_eq!(
        panic_message(|| drop(&a * &v)),
        a.scale_val(&v).unwrap_err().to_string()
    );
    assert!(matches!(
        a.scale_val(&v),
        Err(Error::ContextMismatch { .. })
    ));
    // An integer is made in the expression's own context: no scope needed.
    let b = &a + 1;
    assert_eq!(c1.scope(|| b.eval_ints(&[1]))?, 2);
    Ok(())
}

/// The typed expressions' operators: each the untyped one, with constants
/// of every primitive type and values on either side, of the same kinds
/// (re-entered through `TryFrom` of the untyped result), and a division of
/// an `Aff` a `PwAff` of its domain's kind.
#[test]
fn typed_operators() -> Result<()> {
    use isl_safe::typed;
    isl_safe::tuples! { S[2]; A[2] }
    fn kinds<T: TryFrom<U, Error = Error>, U: Clone>(x: &U) -> T {
        T::try_from(x.clone()).expect("the result re-enters its kinds")
    }
    let _s = scope();
    let pa: typed::PwAff<S> = p("[n] -> { S[i, j] -> [(i + j)] : 0 <= i, j < n }");
    let a: typed::Aff<S> = p("{ S[i, j] -> [(2i - j)] }");
    let ma: typed::MultiAff<S, A> = p("{ S[i, j] -> A[(i), (j)] }");
    let mpa: typed::MultiPwAff<S, A> = p("{ S[i, j] -> A[(i), (j)] }");
    let upa: typed::UnionPwAff<S> = p("{ S[i, j] -> [(j)] }");
    let (u, v) = (pa.as_untyped(), val(3));
    macro_rules! each {
        ($($t:ty),*) => {$({
            let k: $t = 3;
            let x: typed::PwAff<S> = &pa * k + k - &pa / k % k;
            assert_eq!(x.as_untyped(), &(u * 3 + 3 - u / 3 % 3));
            let y: typed::PwAff<S> = k * &pa - k + k / (&pa - &pa + 2) + k % (pa.clone() - &pa + 2);
            assert_eq!(y.as_untyped(), &(3 * u - 3 + 3 / (u - u + 2) + 3 % (u - u + 2)));
            let mut z = pa.clone();
            z += k;
            z *= k;
            z -= k;
            z /= k;
            z %= k;
            assert_eq!(z.as_untyped(), &((((u + 3) * 3 - 3) / 3) % 3));
            let q: typed::PwAff<S> = &a / k;
            assert_eq!(q.as_untyped(), &(a.as_untyped() / 3));
            let m: typed::MultiAff<S, A> = k * &ma + k;
            assert_eq!(m.as_untyped(), &(3 * ma.as_untyped() + 3));
            let mp: typed::MultiPwAff<S, A> = &mpa * k - k;
            assert_eq!(mp.as_untyped(), &(mpa.as_untyped() * 3 - 3));
            let up: typed::UnionPwAff<S> = k - &upa * k;
            assert_eq!(up.as_untyped(), &(3 - upa.as_untyped() * 3));
        })*};
    }
    each!(i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize);
    // Values, owned and borrowed, on either side; unary `-`; the results of
    // the kinds their types say.
    let x: typed::PwAff<S> = &v * &pa + v.clone() - -&pa;
    assert_eq!(x.as_untyped(), &(&v * u + &v - -u));
    let _: typed::PwAff<S> = kinds(x.as_untyped());
    let prod: typed::PwAff<S> = &pa * &(&pa - &pa + 2);
    let _: typed::PwAff<S> = kinds(prod.as_untyped());
    let quot: typed::PwAff<S> = &pa / (&pa - &pa + 2) % &(pa.clone() - &pa + 5);
    let _: typed::PwAff<S> = kinds(quot.as_untyped());
    let m: typed::MultiAff<S, A> = -(ma.clone() + &ma) * &v;
    let _: typed::MultiAff<S, A> = kinds(m.as_untyped());
    let mut am = a.clone();
    am *= &p::<typed::Aff<S>>("{ S[i, j] -> [(4)] }");
    assert_eq!(am.as_untyped(), &(a.as_untyped() * 4));
    let sum: typed::UnionPwAff<S> = -&upa + &upa - upa.clone() * 2;
    let _: typed::UnionPwAff<S> = kinds(sum.as_untyped());
    // By zero, as untyped: a panic.
    assert_eq!(
        panic_message(|| drop(&pa / 0)),
        "isl_pw_aff_tdiv_q: invalid argument: division by zero"
    );
    Ok(())
}
