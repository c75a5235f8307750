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
    assert_eq!((2 * &f + 1).eval_ints(&[5, 3])?, 31);
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
    // A zero divisor: ISL's NaN for `/`, and for `%` too.
    assert!((val(1) / val(0)).is_nan()?);
    assert!((val(1) % val(0)).is_nan()?);
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
