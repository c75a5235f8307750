//! `==` is ISL's semantic comparison (`is_equal`) on every type that has
//! one: for each, a pair that is equal but written differently, and a pair
//! that differs, compared both ways; and no type with an `is_equal` is left
//! out (checked against the declarations).

use isl_safe::*;
use std::collections::BTreeSet;

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

/// `==` agrees with `is_equal` on `(a, b)`, which it says are `equal`.
macro_rules! agree {
    ($seen:ident, $t:ident, $a:expr, $b:expr, $equal:expr) => {{
        let (a, b): ($t, $t) = ($a, $b);
        let isl = a.is_equal(&b).unwrap();
        assert_eq!(isl, $equal, "{}: is_equal", stringify!($t));
        assert_eq!(a == b, isl, "{}: == against is_equal", stringify!($t));
        assert_eq!(b == a, isl, "{}: == the other way", stringify!($t));
        $seen.insert(stringify!($t));
    }};
}

fn p<T: std::str::FromStr<Err = Error>>(s: &str) -> T {
    s.parse().unwrap()
}

#[test]
fn eq_is_is_equal_on_every_type_that_has_it() {
    let _c = ctx();
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    // Equal, though written with the parameters in another order or the
    // constraints in another form.
    agree!(
        seen,
        Aff,
        p("[t0, t1] -> { [i] -> [(t0 + i)] }"),
        p("[t1, t0] -> { [i] -> [(t0 + i)] }"),
        true
    );
    agree!(
        seen,
        Aff,
        p("{ [i] -> [(i)] }"),
        p("{ [i] -> [(i + 1)] }"),
        false
    );
    agree!(
        seen,
        MultiAff,
        p("[a, b] -> { [i] -> [(a + i), (b)] }"),
        p("[b, a] -> { [i] -> [(i + a), (b)] }"),
        true
    );
    agree!(
        seen,
        MultiAff,
        p("{ [i] -> [(i), (0)] }"),
        p("{ [i] -> [(i), (1)] }"),
        false
    );
    agree!(
        seen,
        PwAff,
        p("{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }"),
        p("{ [i] -> [(-i)] : i <= 0; [i] -> [(i)] : i > 0 }"),
        true
    );
    agree!(
        seen,
        PwAff,
        p("{ [i] -> [(i)] }"),
        p("{ [i] -> [(i)] : i >= 0 }"),
        false
    );
    agree!(
        seen,
        PwMultiAff,
        p("{ [i] -> [(i), (2i)] : 0 <= i <= 3 }"),
        p("{ [i] -> [(i), (i + i)] : i >= 0 and 3 >= i }"),
        true
    );
    agree!(
        seen,
        PwMultiAff,
        p("{ [i] -> [(i)] }"),
        p("{ [i] -> [(i + 1)] }"),
        false
    );
    agree!(
        seen,
        MultiPwAff,
        p("[n] -> { [i] -> [(n + i)] }"),
        p("[n] -> { [i] -> [(i + n)] }"),
        true
    );
    agree!(
        seen,
        MultiPwAff,
        p("{ [i] -> [(i)] }"),
        p("{ [i] -> [(2i)] }"),
        false
    );
    agree!(
        seen,
        Set,
        p("{ [i] : 0 <= i < 4 }"),
        p("{ [i] : 0 <= i <= 1 or 2 <= i <= 3 }"),
        true
    );
    agree!(
        seen,
        Set,
        p("{ [i] : 0 <= i < 4 }"),
        p("{ [i] : 0 <= i < 5 }"),
        false
    );
    agree!(
        seen,
        BasicSet,
        p("{ [i] : 0 <= i < 4 }"),
        p("{ [i] : 3 >= i >= 0 }"),
        true
    );
    agree!(
        seen,
        BasicSet,
        p("{ [i] : 0 <= i < 4 }"),
        p("{ [i] : 0 <= i < 3 }"),
        false
    );
    agree!(
        seen,
        UnionSet,
        p("{ A[i] : 0 <= i < 2; B[] }"),
        p("{ B[]; A[i] : i = 0 or i = 1 }"),
        true
    );
    agree!(
        seen,
        UnionSet,
        p("{ A[i] : 0 <= i < 2 }"),
        p("{ A[i] : 0 <= i < 2; B[] }"),
        false
    );
    agree!(
        seen,
        Map,
        p("{ [i] -> [i + 1] }"),
        p("{ [i] -> [j] : j - i = 1 }"),
        true
    );
    agree!(
        seen,
        Map,
        p("{ [i] -> [i + 1] }"),
        p("{ [i] -> [i] }"),
        false
    );
    agree!(
        seen,
        BasicMap,
        p("{ [i] -> [2i] }"),
        p("{ [i] -> [j] : j = i + i }"),
        true
    );
    agree!(
        seen,
        BasicMap,
        p("{ [i] -> [2i] }"),
        p("{ [i] -> [3i] }"),
        false
    );
    agree!(
        seen,
        UnionMap,
        p("{ A[i] -> B[i]; C[] -> D[] }"),
        p("{ C[] -> D[]; A[j] -> B[j] }"),
        true
    );
    agree!(
        seen,
        UnionMap,
        p("{ A[i] -> B[i] }"),
        p("{ A[i] -> B[i + 1] }"),
        false
    );
    agree!(
        seen,
        Space,
        p("[n] -> { S[i] }"),
        p("[n] -> { S[j] }"),
        true
    );
    agree!(seen, Space, p("{ S[i] }"), p("{ T[i] }"), false);
    let ls = |s: &str| LocalSpace::from_space(p::<Space>(s)).unwrap();
    agree!(seen, LocalSpace, ls("{ S[i] }"), ls("{ S[i] }"), true);
    agree!(seen, LocalSpace, ls("{ S[i] }"), ls("{ S[i, j] }"), false);
    let point = |s: &str| p::<Set>(s).sample_point().unwrap();
    agree!(
        seen,
        Point,
        point("{ [3, 4] }"),
        point("{ [i, j] : i = 3 and j = i + 1 }"),
        true
    );
    agree!(seen, Point, point("{ [3, 4] }"), point("{ [3, 5] }"), false);
    let mat = |rows: &[[i64; 2]]| {
        let mut m = Mat::alloc(rows.len() as u32, 2).unwrap();
        for (r, row) in rows.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                m = m.set_element_si(r as i32, c as i32, v as i32).unwrap();
            }
        }
        m
    };
    agree!(
        seen,
        Mat,
        mat(&[[1, 2], [3, 4]]),
        mat(&[[1, 2], [3, 4]]),
        true
    );
    agree!(
        seen,
        Mat,
        mat(&[[1, 2], [3, 4]]),
        mat(&[[1, 2], [3, 5]]),
        false
    );
    let vec = |vals: &[i64]| {
        let mut v = IslVec::alloc(vals.len() as u32).unwrap();
        for (k, &x) in vals.iter().enumerate() {
            v = v.set_element_si(k as i32, x as i32).unwrap();
        }
        v
    };
    agree!(seen, IslVec, vec(&[1, 2, 3]), vec(&[1, 2, 3]), true);
    agree!(seen, IslVec, vec(&[1, 2, 3]), vec(&[1, 2, 4]), false);
    let expr = |v: i64| AstExpr::from_val(v).unwrap();
    agree!(seen, AstExpr, expr(7), expr(7), true);
    agree!(seen, AstExpr, expr(7), expr(8), false);
    let ids = |pairs: &[(&str, &str)]| {
        let mut m = IdToId::alloc(pairs.len() as i32).unwrap();
        for (k, v) in pairs {
            m = m
                .set(Id::read_from_str(k).unwrap(), Id::read_from_str(v).unwrap())
                .unwrap();
        }
        m
    };
    agree!(
        seen,
        IdToId,
        ids(&[("a", "b"), ("c", "d")]),
        ids(&[("c", "d"), ("a", "b")]),
        true
    );
    agree!(seen, IdToId, ids(&[("a", "b")]), ids(&[("a", "c")]), false);
    let exprs = |pairs: &[(&str, i64)]| {
        let mut m = IdToAstExpr::alloc(pairs.len() as i32).unwrap();
        for (k, v) in pairs {
            m = m.set(Id::read_from_str(k).unwrap(), expr(*v)).unwrap();
        }
        m
    };
    agree!(
        seen,
        IdToAstExpr,
        exprs(&[("a", 1), ("b", 2)]),
        exprs(&[("b", 2), ("a", 1)]),
        true
    );
    agree!(
        seen,
        IdToAstExpr,
        exprs(&[("a", 1)]),
        exprs(&[("a", 2)]),
        false
    );
    // Nodes are equal when they are the same position of the same tree.
    let schedule = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 4 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }",
    )
    .unwrap();
    let root = || schedule.get_root().unwrap();
    agree!(
        seen,
        ScheduleNode,
        root(),
        root().child(0).unwrap().parent().unwrap(),
        true
    );
    agree!(seen, ScheduleNode, root(), root().child(0).unwrap(), false);

    // Every type whose `is_equal` answers a boolean is covered above.
    let declared: BTreeSet<&str> = isl_safe::internals::declarations()
        .filter(|s| s.name == "is_equal" && s.ret.trim() == "Bool")
        .map(|s| s.owner)
        .collect();
    let missing: Vec<&&str> = declared.difference(&seen).collect();
    assert!(
        missing.is_empty(),
        "types with is_equal not compared: {missing:?}"
    );
}
