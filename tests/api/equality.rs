//! `==` is ISL's semantic comparison (`is_equal`) on every type that has
//! one: for each, a pair that is equal but written differently, and a pair
//! that differs, compared both ways; and no type with an `is_equal` is left
//! out (checked against the declarations).

// The tests write both operand orders and negated comparisons on purpose:
// each is a different trait method.
#![allow(clippy::nonminimal_bool, clippy::neg_cmp_op_on_partial_ord)]

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
        match a.is_equal(&b) {
            // An ISL older than 0.27 lacks the associative arrays' is_equal.
            Err(e) if cfg!(isl_before_0_27) && e.kind() == Some(ErrorKind::Unsupported) => {}
            isl => {
                let isl = isl.unwrap();
                assert_eq!(isl, $equal, "{}: is_equal", stringify!($t));
                assert_eq!(a == b, isl, "{}: == against is_equal", stringify!($t));
                assert_eq!(b == a, isl, "{}: == the other way", stringify!($t));
            }
        }
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

/// The message a panicking closure panicked with.
fn panic_message(f: impl FnOnce()) -> String {
    let payload = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
        .expect_err("the comparison panics");
    payload
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_else(|| payload.downcast_ref::<&str>().unwrap().to_string())
}

/// Under an operation limit ISL runs out of, no comparison answers what it
/// did not compute: each panics with the message of the error its method
/// returns under the same limit; with the limit lifted, they answer.
#[test]
fn comparisons_under_a_limit_panic_with_isls_message() {
    let (ctx, _scope) = ctx();
    let a: Set = p("{ [i, j, k] : 0 <= i, j, k < 100 and 3i + 5j + 7k = 200 }");
    let b: Set = p("{ [i, j, k] : 0 <= i, j, k < 100 and 3i + 5j + 7k <= 200 and i + j >= 2 }");
    let limited = |f: &dyn Fn() -> bool| {
        panic_message(|| {
            let _ = ctx.with_max_operations(20, f);
        })
    };
    let error = |f: &dyn Fn() -> Result<bool>| ctx.with_max_operations(20, f).unwrap_err();

    let is_equal = error(&|| a.is_equal(&b));
    assert_eq!(is_equal.kind(), Some(ErrorKind::Quota));
    assert_eq!(limited(&|| a == b), is_equal.to_string());
    assert_eq!(limited(&|| a != b), is_equal.to_string());
    let subset = error(&|| a.is_subset(&b)).to_string();
    let superset = error(&|| b.is_subset(&a)).to_string();
    assert_eq!(limited(&|| a <= b), subset);
    assert_eq!(limited(&|| a >= b), superset);
    assert_eq!(
        limited(&|| a < b),
        error(&|| a.is_strict_subset(&b)).to_string()
    );
    assert_eq!(
        limited(&|| a > b),
        error(&|| b.is_strict_subset(&a)).to_string()
    );
    assert_eq!(limited(&|| a.partial_cmp(&b).is_some()), subset);
    // The same sets as unions and maps, and a narrower type against a wider.
    let (ua, ub) = (
        UnionSet::from_set(a.clone()).unwrap(),
        UnionSet::from_set(b.clone()).unwrap(),
    );
    assert!(limited(&|| ua == ub).contains("quota exceeded"));
    assert!(limited(&|| ua <= ub).contains("quota exceeded"));
    let (ma, mb) = (
        Map::from_range(a.clone()).unwrap(),
        Map::from_range(b.clone()).unwrap(),
    );
    assert!(limited(&|| ma == mb).contains("quota exceeded"));
    assert!(limited(&|| ma > mb).contains("quota exceeded"));
    let hull = a.convex_hull().unwrap();
    assert!(limited(&|| hull == b).contains("quota exceeded"));
    assert!(limited(&|| Plain(a.clone()) == Plain(b.clone())).contains("quota exceeded"));

    // Without the limit, every comparison answers.
    assert!(a != b);
    assert!(a <= b && a < b && !(a >= b));
    assert_eq!(a.partial_cmp(&b), Some(std::cmp::Ordering::Less));
    assert!(ua < ub && ma < mb);
}

/// Objects of two contexts keep their answer: unequal, not ordered, no panic.
#[test]
fn comparisons_across_contexts_answer_unequal() {
    let (c1, c2) = (Context::new().unwrap(), Context::new().unwrap());
    let a: Set = c1.scope(|| p("{ [i] : 0 <= i < 4 }"));
    let b: Set = c2.scope(|| p("{ [i] : 0 <= i < 4 }"));
    assert!(a != b && !(a <= b) && !(a >= b) && !(a < b) && !(a > b));
    assert_eq!(a.partial_cmp(&b), None);
    let (u, v): (Val, Val) = (c1.scope(|| p("3")), c2.scope(|| p("3")));
    assert!(u != v && u.partial_cmp(&v).is_none());
    let (f, g): (UnionPwAff, UnionPwAff) = (
        c1.scope(|| p("{ A[i] -> [(i)] }")),
        c2.scope(|| p("{ A[i] -> [(i)] }")),
    );
    assert!(f != g);
    let bset: BasicSet = c2.scope(|| p("{ [i] : 0 <= i < 4 }"));
    assert!(a != bset && bset != a);
}

/// `==` between a narrower and a wider type, both ways, on every pair of
/// ISL's class hierarchy: the wider type's `==` (against its `is_equal` or
/// plain equality), on objects equal and not.
#[test]
fn narrower_and_wider_compare_as_the_wider_type() {
    let (_ctx, _scope) = ctx();
    macro_rules! both_ways {
        ($narrow:ty => $wide:ty: $n:expr, $same:expr, $other:expr) => {{
            let n: $narrow = $n;
            let (same, other): ($wide, $wide) = ($same, $other);
            assert!(
                n == same && same == n,
                "{} == {}",
                stringify!($narrow),
                stringify!($wide)
            );
            assert!(
                n != other && other != n,
                "{} != {}",
                stringify!($narrow),
                stringify!($wide)
            );
            // The wider type's own `==` on the converted object.
            assert!(n.upcast::<$wide>().unwrap() == same);
            (stringify!($narrow), stringify!($wide))
        }};
    }
    let aff = || p::<Aff>("{ [i] -> [(i + 1)] }");
    let ma = || MultiAff::from_aff(aff()).unwrap();
    let pa = || PwAff::from_aff(aff()).unwrap();
    let pma = || PwMultiAff::from_multi_aff(ma()).unwrap();
    let mpa = || MultiPwAff::from_pw_aff(pa()).unwrap();
    let upa = || UnionPwAff::from_pw_aff(pa()).unwrap();
    let other_aff = || p::<Aff>("{ [i] -> [(i + 2)] }");
    let seen: BTreeSet<(&str, &str)> = [
        both_ways!(Aff => MultiAff: aff(), ma(), MultiAff::from_aff(other_aff()).unwrap()),
        both_ways!(Aff => MultiPwAff: aff(), mpa(), MultiPwAff::from_aff(other_aff()).unwrap()),
        both_ways!(Aff => MultiUnionPwAff: aff(), MultiUnionPwAff::from_multi_pw_aff(mpa()).unwrap(),
            MultiUnionPwAff::from_multi_pw_aff(MultiPwAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(Aff => PwAff: aff(), p("{ [i] -> [(i + 1)] : i >= 0; [i] -> [(1 + i)] : i < 0 }"),
            PwAff::from_aff(other_aff()).unwrap()),
        both_ways!(Aff => PwMultiAff: aff(), pma(), PwMultiAff::from_multi_aff(MultiAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(Aff => UnionPwAff: aff(), upa(), UnionPwAff::from_aff(other_aff()).unwrap()),
        both_ways!(Aff => UnionPwMultiAff: aff(), UnionPwMultiAff::from_aff(aff()).unwrap(),
            UnionPwMultiAff::from_aff(other_aff()).unwrap()),
        both_ways!(BasicMap => Map: p("{ [i] -> [i + 1] }"), p("{ [i] -> [j] : j = i + 1 }"), p("{ [i] -> [i] }")),
        both_ways!(BasicMap => UnionMap: p("{ [i] -> [i + 1] }"), p("{ [i] -> [j] : j - 1 = i }"), p("{ [i] -> [i] }")),
        both_ways!(BasicSet => Set: p("{ [i] : 0 <= i < 4 }"), p("{ [i] : 0 <= i <= 1; [i] : 2 <= i <= 3 }"), p("{ [i] : 0 <= i < 5 }")),
        both_ways!(BasicSet => UnionSet: p("{ [i] : 0 <= i < 4 }"), p("{ [i] : 0 <= i <= 3 }"), p("{ [i] : 0 <= i < 5 }")),
        both_ways!(Map => UnionMap: p("{ [i] -> [i + 1]; [i] -> [i - 1] }"), p("{ [i] -> [j] : j = i - 1 or j = i + 1 }"), p("{ [i] -> [i] }")),
        both_ways!(MultiAff => MultiPwAff: ma(), mpa(), MultiPwAff::from_aff(other_aff()).unwrap()),
        both_ways!(MultiAff => MultiUnionPwAff: ma(), MultiUnionPwAff::from_multi_aff(ma()).unwrap(),
            MultiUnionPwAff::from_multi_aff(MultiAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(MultiAff => PwMultiAff: ma(), pma(), PwMultiAff::from_multi_aff(MultiAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(MultiAff => UnionPwMultiAff: ma(), UnionPwMultiAff::from_multi_aff(ma()).unwrap(),
            UnionPwMultiAff::from_aff(other_aff()).unwrap()),
        both_ways!(MultiPwAff => MultiUnionPwAff: mpa(), MultiUnionPwAff::from_multi_pw_aff(mpa()).unwrap(),
            MultiUnionPwAff::from_multi_pw_aff(MultiPwAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(Point => BasicSet: p::<Set>("{ [3, 4] }").sample_point().unwrap(), p("{ [i, j] : i = 3 and j = i + 1 }"), p("{ [3, 5] }")),
        both_ways!(Point => Set: p::<Set>("{ [3, 4] }").sample_point().unwrap(), p("{ [3, 4] }"), p("{ [3, 5] }")),
        both_ways!(Point => UnionSet: p::<Set>("{ [3, 4] }").sample_point().unwrap(), p("{ [3, 4] }"), p("{ [3, 5] }")),
        both_ways!(PwAff => MultiPwAff: pa(), mpa(), MultiPwAff::from_aff(other_aff()).unwrap()),
        both_ways!(PwAff => MultiUnionPwAff: pa(), MultiUnionPwAff::from_multi_pw_aff(mpa()).unwrap(),
            MultiUnionPwAff::from_multi_pw_aff(MultiPwAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(PwAff => PwMultiAff: pa(), pma(), PwMultiAff::from_multi_aff(MultiAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(PwAff => UnionPwAff: pa(), upa(), UnionPwAff::from_aff(other_aff()).unwrap()),
        both_ways!(PwAff => UnionPwMultiAff: pa(), UnionPwMultiAff::from_aff(aff()).unwrap(),
            UnionPwMultiAff::from_aff(other_aff()).unwrap()),
        both_ways!(PwMultiAff => MultiPwAff: pma(), mpa(), MultiPwAff::from_aff(other_aff()).unwrap()),
        both_ways!(PwMultiAff => MultiUnionPwAff: pma(), MultiUnionPwAff::from_multi_pw_aff(mpa()).unwrap(),
            MultiUnionPwAff::from_multi_pw_aff(MultiPwAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(PwMultiAff => UnionPwMultiAff: pma(), UnionPwMultiAff::from_aff(aff()).unwrap(),
            UnionPwMultiAff::from_aff(other_aff()).unwrap()),
        both_ways!(Set => UnionSet: p("{ [i] : 0 <= i < 4 }"), p("{ [i] : 0 <= i <= 3 }"), p("{ [i] : 0 <= i < 5 }")),
        both_ways!(UnionPwAff => MultiUnionPwAff: upa(), MultiUnionPwAff::from_union_pw_aff(upa()).unwrap(),
            MultiUnionPwAff::from_union_pw_aff(UnionPwAff::from_aff(other_aff()).unwrap()).unwrap()),
        both_ways!(UnionPwAff => UnionPwMultiAff: upa(), UnionPwMultiAff::from_aff(aff()).unwrap(),
            UnionPwMultiAff::from_aff(other_aff()).unwrap()),
    ]
    .into_iter()
    .collect();
    // Every pair of the hierarchy is compared above.
    let hierarchy: BTreeSet<(&str, &str)> = isl_safe::internals::UPCASTS.iter().copied().collect();
    assert_eq!(seen, hierarchy);
}
