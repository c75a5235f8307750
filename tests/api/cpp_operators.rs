//! The operator expectations of a C++ loop optimizer's tests over ISL's
//! `pw_aff`, written with Rust's operators: each operator, each operand form
//! (two expressions, an integer or a `Val` on either side, `op=`), the
//! rounding of negative operands by `/` and `%` (ISL's `tdiv_q`/`tdiv_r`,
//! toward zero as in Rust and C++). Each is compared with the result of the
//! ISL function the operator stands for and with a known answer.

use isl_safe::{Context, PwAff, Result, Val};

fn pa(text: &str) -> PwAff {
    text.parse().unwrap()
}

fn val(k: i64) -> Val {
    Val::int_from_si(k).unwrap()
}

#[test]
fn the_45_operator_expectations() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let mut checked = 0;
    // The operator's result, ISL's function's, and the known answer agree.
    let mut expect = |op: PwAff, isl: PwAff, known: &str| {
        assert_eq!(op, isl, "operator against ISL's function");
        assert_eq!(op, pa(known), "operator against the known answer {known}");
        checked += 1;
    };

    let n = pa("[N] -> { [(N)] }");
    let m = pa("[M] -> { [(M)] }");
    let four = pa("{ [(4)] }");
    let minus_three = pa("{ [(-3)] }");
    let two_pa = pa("{ [(2)] }");
    let i = pa("{ [i] -> [(i)] }");
    let two = val(2);

    // Two expressions.
    expect(&n + &m, n.add(&m)?, "[N, M] -> { [(N + M)] }");
    expect(&n - &m, n.sub(&m)?, "[N, M] -> { [(N - M)] }");
    expect(&n * &four, n.mul(&four)?, "[N] -> { [(4N)] }");
    expect(&four * &n, four.mul(&n)?, "[N] -> { [(4N)] }");
    expect(-&n, n.neg()?, "[N] -> { [(-N)] }");

    // An integer on either side.
    expect(&n + 1, n.add_constant_val(1)?, "[N] -> { [(1 + N)] }");
    expect(1 + &n, n.add_constant_val(1)?, "[N] -> { [(1 + N)] }");
    expect(&n - 1, n.add_constant_val(-1)?, "[N] -> { [(-1 + N)] }");
    expect(
        1 - &n,
        n.neg()?.add_constant_val(1)?,
        "[N] -> { [(1 - N)] }",
    );
    expect(&n * 3, n.scale_val(3)?, "[N] -> { [(3N)] }");
    expect(3 * &n, n.scale_val(3)?, "[N] -> { [(3N)] }");

    // A value on either side, borrowed or owned.
    expect(&n + &two, n.add_constant_val(&two)?, "[N] -> { [(2 + N)] }");
    expect(
        two.clone() + &n,
        n.add_constant_val(&two)?,
        "[N] -> { [(2 + N)] }",
    );
    expect(
        n.clone() - two.clone(),
        n.add_constant_val(-2)?,
        "[N] -> { [(-2 + N)] }",
    );
    expect(
        &two - &n,
        n.neg()?.add_constant_val(&two)?,
        "[N] -> { [(2 - N)] }",
    );
    expect(n.clone() * &two, n.scale_val(&two)?, "[N] -> { [(2N)] }");
    expect(&two * n.clone(), n.scale_val(&two)?, "[N] -> { [(2N)] }");

    // Division and remainder, rounded toward zero on either sign of N.
    let quarter = "[N] -> { [(floor(N/4))] : N >= 0; [(-floor(-N/4))] : N < 0 }";
    let rest = "[N] -> { [(N - 4*floor(N/4))] : N >= 0; [(N + 4*floor(-N/4))] : N < 0 }";
    expect(&n / &four, n.tdiv_q(&four)?, quarter);
    expect(&n % &four, n.tdiv_r(&four)?, rest);
    expect(&n / 4, n.tdiv_q(n.constant_on_domain(4)?)?, quarter);
    expect(&n % 4, n.tdiv_r(n.constant_on_domain(4)?)?, rest);
    expect(
        &n / &two,
        n.tdiv_q(n.constant_on_domain(&two)?)?,
        "[N] -> { [(floor(N/2))] : N >= 0; [(-floor(-N/2))] : N < 0 }",
    );
    expect(
        &n % &two,
        n.tdiv_r(n.constant_on_domain(&two)?)?,
        "[N] -> { [(N - 2*floor(N/2))] : N >= 0; [(N + 2*floor(-N/2))] : N < 0 }",
    );
    // A constant divided by an expression (which ISL requires constant).
    expect(4 / &minus_three, four.tdiv_q(&minus_three)?, "{ [(-1)] }");
    expect(4 % &minus_three, four.tdiv_r(&minus_three)?, "{ [(1)] }");
    expect(
        val(-7) / &two_pa,
        pa("{ [(-7)] }").tdiv_q(&two_pa)?,
        "{ [(-3)] }",
    );
    expect(
        val(-7) % &two_pa,
        pa("{ [(-7)] }").tdiv_r(&two_pa)?,
        "{ [(-1)] }",
    );
    // A negative divisor: the quotient changes sign, the remainder keeps
    // the dividend's.
    expect(
        &n / -4,
        n.tdiv_q(n.constant_on_domain(-4)?)?,
        "[N] -> { [(-floor(N/4))] : N >= 0; [(floor(-N/4))] : N < 0 }",
    );
    expect(&n % -4, n.tdiv_r(n.constant_on_domain(-4)?)?, rest);
    expect(
        &n * 2 / 2,
        n.scale_val(2)?.tdiv_q(n.constant_on_domain(2)?)?,
        "[N] -> { [(N)] }",
    );
    expect(
        (&n + &m) * &four - &n,
        n.add(&m)?.mul(&four)?.sub(&n)?,
        "[N, M] -> { [(3N + 4M)] }",
    );

    // Tiling an index: the tile and the offset in it.
    let tile = "{ [i] -> [(floor(i/32))] : i >= 0; [i] -> [(-floor(-i/32))] : i < 0 }";
    expect(&i / 32, i.tdiv_q(i.constant_on_domain(32)?)?, tile);
    expect(
        &i % 32,
        i.tdiv_r(i.constant_on_domain(32)?)?,
        "{ [i] -> [(i - 32*floor(i/32))] : i >= 0; [i] -> [(i + 32*floor(-i/32))] : i < 0 }",
    );
    let c32 = i.constant_on_domain(32)?;
    expect(
        32 * (&i / 32) + &i % 32,
        c32.mul(i.tdiv_q(&c32)?)?.add(i.tdiv_r(&c32)?)?,
        "{ [i] -> [(i)] }",
    );
    expect(
        &i - &i % 32,
        i.sub(i.tdiv_r(&c32)?)?,
        "{ [i] -> [(32*floor(i/32))] : i >= 0; [i] -> [(-32*floor(-i/32))] : i < 0 }",
    );
    expect(
        (&i + 31) / 32,
        i.add_constant_val(31)?.tdiv_q(&c32)?,
        "{ [i] -> [(floor((31 + i)/32))] : i >= -31; [i] -> [(-floor((-31 - i)/32))] : i < -31 }",
    );
    expect(
        &i * 2 + 1,
        i.scale_val(2)?.add_constant_val(1)?,
        "{ [i] -> [(1 + 2i)] }",
    );
    expect(
        &i * &two - 1,
        i.scale_val(&two)?.add_constant_val(-1)?,
        "{ [i] -> [(-1 + 2i)] }",
    );
    expect(
        -&i / 2,
        i.neg()?.tdiv_q(i.constant_on_domain(2)?)?,
        "{ [i] -> [(floor(-i/2))] : i <= 0; [i] -> [(-floor(i/2))] : i > 0 }",
    );
    expect(
        -&i % 2,
        i.neg()?.tdiv_r(i.constant_on_domain(2)?)?,
        "{ [i] -> [(-i - 2*floor(-i/2))] : i <= 0; [i] -> [(-i + 2*floor(i/2))] : i > 0 }",
    );

    // `op=`.
    let mut x = i.clone();
    x += 1;
    x *= 2;
    expect(
        x.clone(),
        i.add_constant_val(1)?.scale_val(2)?,
        "{ [i] -> [(2 + 2i)] }",
    );
    x -= &two;
    expect(x.clone(), i.scale_val(2)?, "{ [i] -> [(2i)] }");
    x /= 2;
    expect(
        x.clone(),
        i.scale_val(2)?.tdiv_q(&i.constant_on_domain(2)?)?,
        "{ [i] -> [(i)] }",
    );
    let two_on_i = i.constant_on_domain(2)?;
    x %= &two_on_i;
    expect(
        x,
        i.tdiv_r(&two_on_i)?,
        "{ [i] -> [(i - 2*floor(i/2))] : i >= 0; [i] -> [(i + 2*floor(-i/2))] : i < 0 }",
    );
    expect(&n - &n, n.sub(&n)?, "[N] -> { [(0)] }");

    assert_eq!(checked, 45);
    Ok(())
}

/// The rounding of every sign of dividend and divisor is Rust's own: at
/// each integer of a range, `/` and `%` of an expression give what `i64`'s
/// operators give.
#[test]
fn division_rounds_as_rust_integers() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let i = pa("{ [i] -> [(i)] }");
    for d in [-5i64, -3, -2, -1, 1, 2, 3, 7] {
        let (q, r) = (&i / d, &i % d);
        let (qv, rv) = (&i / &val(d), &i % val(d));
        for k in -12i64..=12 {
            assert_eq!(q.eval_ints(&[k])?, k / d, "{k} / {d}");
            assert_eq!(r.eval_ints(&[k])?, k % d, "{k} % {d}");
            assert_eq!(qv.eval_ints(&[k])?, k / d, "{k} / Val {d}");
            assert_eq!(rv.eval_ints(&[k])?, k % d, "{k} % Val {d}");
            // A constant divided by an expression that is constant.
            let dk = i.constant_on_domain(d)?;
            assert_eq!((k / &dk).eval_ints(&[0])?, k / d, "{k} / pw {d}");
            assert_eq!((val(k) % &dk).eval_ints(&[0])?, k % d, "Val {k} % pw {d}");
        }
    }
    Ok(())
}
