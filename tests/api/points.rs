//! Points as an iterator and counts, checked: known answers (a triangle has
//! 10 points, in lexicographic order), agreement of `count` with the number
//! of points and with ISL's `count_val`, and a clear error, not a wrong `0`
//! or an internal error, for sets with infinitely many points.

use isl_safe::*;

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

fn set(text: &str) -> Set {
    text.parse().unwrap()
}

fn ints(points: Points) -> Vec<Vec<i64>> {
    points.map(|p| p.unwrap().to_ints().unwrap()).collect()
}

fn is_infinite(r: Result<impl std::fmt::Debug>) -> bool {
    matches!(r, Err(Error::InvalidArgument { ref message, .. }) if message.contains("infinitely many"))
}

#[test]
fn a_triangle_has_ten_points_in_lexicographic_order() {
    let _c = ctx();
    let triangle = set("{ [i, j] : 0 <= j <= i < 4 }");
    let points = triangle.iter_points().unwrap();
    assert_eq!(points.remaining().unwrap(), 10);
    assert_eq!(
        ints(points),
        [
            [0, 0],
            [1, 0],
            [1, 1],
            [2, 0],
            [2, 1],
            [2, 2],
            [3, 0],
            [3, 1],
            [3, 2],
            [3, 3]
        ]
    );
    assert_eq!(triangle.count().unwrap(), 10);
    assert_eq!(triangle.count_val().unwrap(), 10);
    // Each point is in the set, as a set of its own.
    for p in triangle.iter_points().unwrap() {
        assert!(p.unwrap().to_set().unwrap().is_subset(&triangle).unwrap());
    }
    // From the back too.
    let last = triangle
        .iter_points()
        .unwrap()
        .next_back()
        .unwrap()
        .unwrap();
    assert_eq!(last.to_ints().unwrap(), [3, 3]);
}

#[test]
fn disjuncts_are_merged_in_order() {
    let _c = ctx();
    // ISL enumerates each disjunct in turn: 5 comes first from foreach_point.
    let s = set("{ [i] : i = 5 or i = 1 or i = 3 }");
    let isl_order: Vec<String> = s.points().unwrap().iter().map(|p| p.to_string()).collect();
    assert_eq!(isl_order, ["{ [5] }", "{ [1] }", "{ [3] }"]);
    assert_eq!(ints(s.iter_points().unwrap()), [[1], [3], [5]]);
    let two = set(
        "{ [i, j] : (i = 5 and j = 0) or (0 <= i <= 1 and 0 <= j <= 1) or (i = 1 and j = -4) }",
    );
    assert_eq!(
        ints(two.iter_points().unwrap()),
        [[0, 0], [0, 1], [1, -4], [1, 0], [1, 1], [5, 0]]
    );
}

#[test]
fn count_agrees_with_the_points() {
    let _c = ctx();
    for text in [
        "{ [i, j] : 0 <= j <= i < 4 }",
        "{ [i] : 0 <= i <= 30 and exists k : i = 3k }",
        "{ [i, j, k] : 0 <= i, j, k < 3 and i + j + k <= 2 }",
        "{ [i] : (0 <= i < 4) or (10 <= i < 12) }",
        "{ S[i, j] : 0 <= i < 5 and i <= j < 5 }",
        "{ [] }",
        "{ [i] : false }",
        "[n] -> { [i] : 0 <= i < n and n = 6 }",
    ] {
        let s = set(text);
        let n = s.iter_points().unwrap().count();
        assert_eq!(s.count().unwrap(), n as i64, "{text}");
        assert_eq!(s.count_val().unwrap(), n as i64, "{text}");
        // The points are those of ISL's own enumeration, sorted.
        let mut isl: Vec<String> = s.points().unwrap().iter().map(|p| p.to_string()).collect();
        let mut ours: Vec<String> = s
            .iter_points()
            .unwrap()
            .map(|p| p.unwrap().to_string())
            .collect();
        isl.sort();
        ours.sort();
        assert_eq!(ours, isl, "{text}");
    }
    assert_eq!(
        set("{ [] }")
            .iter_points()
            .unwrap()
            .next()
            .unwrap()
            .unwrap()
            .to_ints()
            .unwrap(),
        Vec::<i64>::new()
    );
    assert_eq!(set("{ [i] : false }").count().unwrap(), 0);
}

#[test]
fn infinitely_many_points_are_an_error() {
    let _c = ctx();
    let unbounded = set("{ [i] : i >= 0 }");
    // ISL's own answers (patch 0042; they were a count of 0, and a
    // failure without a message).
    for r in [
        unbounded.count_val().map(drop),
        unbounded.points().map(drop),
    ] {
        assert!(
            matches!(r, Err(Error::Isl { kind: ErrorKind::Invalid, ref message, .. }) if message == "set has infinitely many points"),
            "{r:?}"
        );
    }
    assert!(is_infinite(unbounded.iter_points()));
    assert!(is_infinite(unbounded.count()));
    // A parameter without a bound: the set is bounded, but its count and
    // enumeration fail.
    let rows = set("[n] -> { [i] : 0 <= i < n }");
    assert!(rows.is_bounded().unwrap());
    assert!(rows.count_val().is_err());
    assert!(rows.points().is_err());
    assert!(is_infinite(rows.iter_points()));
    assert!(is_infinite(rows.count()));
    let free = set("[n] -> { [i] : 0 <= i < 3 }");
    assert!(is_infinite(free.count()));
    let bset: BasicSet = "{ [i, j] : 0 <= i <= j }".parse().unwrap();
    assert!(is_infinite(bset.iter_points()));
    let u: UnionSet = "{ A[i] : 0 <= i < 3; B[i] : i >= 0 }".parse().unwrap();
    assert!(is_infinite(u.iter_points()));
    assert!(is_infinite(u.count()));
}

#[test]
fn parameters_fixed_or_bounded_give_points() {
    let _c = ctx();
    let rows = set("[n, m] -> { [i, j] : 0 <= i < n and 0 <= j < m }");
    let fixed = rows
        .fix_si(DimType::Param, 0, 3)
        .unwrap()
        .fix_si(DimType::Param, 1, 2)
        .unwrap();
    assert_eq!(fixed.count().unwrap(), 6);
    let points: Vec<Point> = fixed.iter_points().unwrap().collect::<Result<_>>().unwrap();
    assert_eq!(
        points
            .iter()
            .map(|p| p.to_ints().unwrap())
            .collect::<Vec<_>>(),
        [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]]
    );
    let n = points[0].get_coordinate_val(DimType::Param, 0).unwrap();
    assert_eq!(n, 3);
    // The same through intersect_params.
    let context = set("[n, m] -> { : n = 3 and m = 2 }");
    let by_context = rows.intersect_params(context).unwrap();
    assert_eq!(by_context.count().unwrap(), 6);
    assert_eq!(
        ints(by_context.iter_points().unwrap()),
        ints(fixed.iter_points().unwrap())
    );
    // Bounded but not fixed: each value of the parameter has its points,
    // ordered by the parameter first.
    let ragged = set("[n] -> { [i] : 0 <= i < n and 0 <= n <= 3 }");
    assert_eq!(ragged.count().unwrap(), 1 + 2 + 3);
    let pairs: Vec<(i64, i64)> = ragged
        .iter_points()
        .unwrap()
        .map(|p| {
            let p = p.unwrap();
            let n = p
                .get_coordinate_val(DimType::Param, 0)
                .unwrap()
                .get_num_si()
                .unwrap();
            (n, p.to_ints().unwrap()[0])
        })
        .collect();
    assert_eq!(pairs, [(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]);
}

#[test]
fn basic_and_union_sets() {
    let _c = ctx();
    let square: BasicSet = "{ [i, j] : 0 <= i, j <= 2 }".parse().unwrap();
    assert_eq!(square.count().unwrap(), 9);
    assert_eq!(square.iter_points().unwrap().count(), 9);
    let domain: UnionSet = "{ T[i] : 0 <= i < 2; S[i, j] : 0 <= i < 2 and j = i; A[] }"
        .parse()
        .unwrap();
    let points: Vec<String> = domain
        .iter_points()
        .unwrap()
        .map(|p| p.unwrap().to_string())
        .collect();
    assert_eq!(
        points,
        [
            "{ A[] }",
            "{ S[0, 0] }",
            "{ S[1, 1] }",
            "{ T[0] }",
            "{ T[1] }"
        ]
    );
    assert_eq!(domain.count().unwrap(), 5);
    let empty: UnionSet = "{ }".parse().unwrap();
    assert_eq!(empty.count().unwrap(), 0);
    assert_eq!(empty.iter_points().unwrap().count(), 0);
}

#[test]
fn coordinates_and_their_errors() {
    let _c = ctx();
    let p = set("{ [i, j, k] : i = -3 and j = 0 and k = 12 }")
        .sample_point()
        .unwrap();
    let coords = p.coordinates().unwrap();
    assert_eq!(coords.len(), 3);
    assert!(coords[0] == -3 && coords[1] == 0 && coords[2] == 12);
    assert_eq!(p.to_ints().unwrap(), [-3, 0, 12]);
    // Beyond i64: the values are there, the integers are not.
    let huge = set("{ [i, j] : i = 100000000000000000000 and j = 1 }")
        .sample_point()
        .unwrap();
    assert_eq!(
        huge.coordinates().unwrap()[0].to_string(),
        "100000000000000000000"
    );
    assert!(matches!(
        huge.to_ints(),
        Err(Error::Isl {
            kind: ErrorKind::Invalid,
            function: "isl_val_get_num_si",
            ..
        })
    ));
    let edge = set("{ [i] : i = -9223372036854775808 }")
        .sample_point()
        .unwrap();
    assert_eq!(edge.to_ints().unwrap(), [i64::MIN]);
    // The point of an empty set is void: no coordinates.
    let void = set("{ [i] : false }").sample_point().unwrap();
    assert!(void.is_void().unwrap());
    assert!(matches!(
        void.coordinates(),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(void.to_ints().is_err());
}

#[test]
fn the_operation_limit_stops_a_long_enumeration() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let big = set("{ [i, j] : 0 <= i, j < 1000 }");
    assert_eq!(big.count().unwrap(), 1_000_000);
    // The points are counted only when asked (`remaining`): the limit
    // stops the first slab, the iterator's first item, and ends it.
    let mut points = big.iter_points().unwrap();
    let r = ctx.with_max_operations(1000, || points.next().unwrap());
    assert!(points.next().is_none());
    assert!(
        matches!(
            r,
            Err(Error::Isl {
                kind: ErrorKind::Quota,
                ..
            })
        ),
        "{r:?}"
    );
    // So does the count, asked for (with the system ISL, which crashes
    // where an allocation fails at the limit, a count refuses to run under
    // one: patch 0024).
    let r = ctx.with_max_operations(1000, || big.iter_points().unwrap().remaining());
    let kind = if cfg!(isl_system) {
        ErrorKind::Unsupported
    } else {
        ErrorKind::Quota
    };
    assert!(
        matches!(r, Err(Error::Isl { kind: k, .. }) if k == kind),
        "{r:?}"
    );
    // Still usable afterwards.
    assert_eq!(
        set("{ [i] : 0 <= i < 3 }").iter_points().unwrap().count(),
        3
    );
}

/// A point's coordinates, its `params` parameters first.
fn key(p: &Point, params: u32) -> Vec<i64> {
    let mut key: Vec<i64> = (0..params)
        .map(|k| {
            p.get_coordinate_val(DimType::Param, k)
                .unwrap()
                .get_num_si()
                .unwrap()
        })
        .collect();
    key.extend(p.to_ints().unwrap());
    key
}

/// ISL's own enumeration, as sorted coordinate lists (parameters first).
fn isl_sorted(s: &Set) -> Vec<Vec<i64>> {
    let params = s.dim(DimType::Param).unwrap() as u32;
    let mut all: Vec<Vec<i64>> = s.points().unwrap().iter().map(|p| key(p, params)).collect();
    all.sort();
    all
}

fn keys(points: impl Iterator<Item = Result<Point>>, params: u32) -> Vec<Vec<i64>> {
    points.map(|p| key(&p.unwrap(), params)).collect()
}

#[test]
fn slabs_from_both_ends_give_every_point_once_in_order() {
    let _c = ctx();
    // Many slabs: thousands of points, disjuncts along a basis of their own,
    // gaps in the first coordinate, a bounded parameter first.
    for text in [
        "{ [i, j, k] : 0 <= i, j, k < 24 }",
        "{ [i, j] : 0 <= i < 3000 and 0 <= j <= 2 and (i + j) mod 3 = 0 }",
        "{ [i, j] : (0 <= i < 10 and 0 <= j < 700) or (5000 <= i <= 5003 and i - 5000 <= j <= 2i - 9990) or i = 1000000 and j = 0 }",
        "[n] -> { [i, j] : 0 <= n <= 40 and 0 <= j <= i < n }",
        "{ [i, j] : 0 <= i, j < 80 and 3i + 5j >= 100 and i - j <= 17 }",
    ] {
        let s = set(text);
        let params = s.dim(DimType::Param).unwrap() as u32;
        let expected = isl_sorted(&s);
        assert!(expected.len() > 1000, "{text}");
        let forward = keys(s.iter_points().unwrap(), params);
        assert_eq!(forward, expected, "{text}");
        let mut backward = keys(s.iter_points().unwrap().rev(), params);
        backward.reverse();
        assert_eq!(backward, expected, "{text}");
        // Alternating ends meet in the middle with no point lost or repeated.
        let mut it = s.iter_points().unwrap();
        assert_eq!(it.remaining().unwrap(), expected.len());
        let (mut front, mut back) = (Vec::new(), Vec::new());
        let mut turn = 0;
        loop {
            turn += 1;
            let next = if turn % 3 == 0 { it.next_back() } else { it.next() };
            match next {
                None => break,
                Some(p) => {
                    let key = keys(std::iter::once(p), params).remove(0);
                    if turn % 3 == 0 {
                        back.push(key)
                    } else {
                        front.push(key)
                    }
                }
            }
        }
        assert_eq!(it.remaining().unwrap(), 0);
        back.reverse();
        front.extend(back);
        assert_eq!(front, expected, "{text}");
    }
}

#[test]
fn an_error_between_slabs_is_an_item_and_ends_the_iteration() {
    let (ctx, _s) = ctx();
    let s = set("{ [i, j] : 0 <= i < 200 and 0 <= j < 100 }");
    let mut it = s.iter_points().unwrap();
    assert!(it.next().unwrap().is_ok());
    // The next slabs need ISL, which is out of operations now.
    let err = ctx.with_max_operations(1, || loop {
        match it.next() {
            Some(Ok(_)) => continue,
            Some(Err(e)) => break e,
            None => panic!("the iteration ended without the error"),
        }
    });
    assert_eq!(err.kind(), Some(ErrorKind::Quota), "{err}");
    assert!(it.next().is_none());
    assert!(it.next_back().is_none());
}

/// A point's coordinates as `i128` (beyond `i64` too), parameters first.
fn big_key(p: &Point, params: u32) -> Vec<i128> {
    let mut key: Vec<Val> = (0..params)
        .map(|k| p.get_coordinate_val(DimType::Param, k).unwrap())
        .collect();
    key.extend(p.coordinates().unwrap());
    key.iter().map(|v| v.to_string().parse().unwrap()).collect()
}

/// `s`'s points through `iter_points` forward, backward and from both ends
/// in turn (every `period`-th from the back) against ISL's own, sorted.
fn check_order(s: &Set, text: &str) {
    let params = s.dim(DimType::Param).unwrap() as u32;
    let mut expected: Vec<Vec<i128>> = s
        .points()
        .unwrap()
        .iter()
        .map(|p| big_key(p, params))
        .collect();
    expected.sort();
    let it = s.iter_points().unwrap();
    assert_eq!(it.remaining().unwrap(), expected.len(), "{text}");
    let forward: Vec<_> = it.map(|p| big_key(&p.unwrap(), params)).collect();
    assert_eq!(forward, expected, "{text}");
    let mut backward: Vec<_> = s
        .iter_points()
        .unwrap()
        .rev()
        .map(|p| big_key(&p.unwrap(), params))
        .collect();
    backward.reverse();
    assert_eq!(backward, expected, "{text}");
    for period in [2, 5] {
        let mut it = s.iter_points().unwrap();
        let (mut front, mut back) = (Vec::new(), Vec::new());
        for turn in 1.. {
            let from_back = turn % period == 0;
            let Some(p) = (if from_back { it.next_back() } else { it.next() }) else {
                break;
            };
            let key = big_key(&p.unwrap(), params);
            if from_back {
                back.push(key)
            } else {
                front.push(key)
            }
        }
        assert!(it.next().is_none() && it.next_back().is_none(), "{text}");
        back.reverse();
        front.extend(back);
        assert_eq!(front, expected, "{text} period {period}");
    }
}

#[test]
fn gaps_fixed_coordinates_and_large_values_keep_the_order() {
    let _c = ctx();
    for text in [
        // Two values 2 * 10^20 apart: past the empty slab after the first,
        // the iterator goes straight to the next value the set has (it once
        // ran 10^8 empty slabs).
        "{ [i] : i = -100000000000000000000 or i = 100000000000000000000 }",
        "{ [i, j] : (i = -100000000000000000000 or i = 100000000000000000000 or i = 7) and 0 <= j < 3 }",
        // Fixed leading coordinates: slabs along the first that varies.
        "[n, m] -> { [i, j, k] : n = 3 and m = 7 and 0 <= i, j, k < 20 }",
        "[n, m] -> { [i, j] : n = 3 and 0 <= m <= 2 and 0 <= i, j < 40 and i + j >= m }",
        "{ [i, j] : i = 4 and 0 <= j < 5000 }",
        "{ [i, j] : j = 4 and 0 <= i < 5000 }",
        // No coordinate, one point or none.
        "[n] -> { : n = 3 }",
        "[n] -> { : 0 <= n <= 3 }",
        "{ [] }",
        "{ [i] : 1 = 0 }",
        // Coordinates beyond 64 bits, disjuncts, existentials.
        "{ [i, j] : 100000000000000000000 <= i < 100000000000000000003 and 0 <= j < 3 or (i = 100000000000000000001 and j = -9) }",
        "{ [i, j] : 0 <= i < 3 and j = 100000000000000000000 - i or i = 1 and j = 5 }",
        "{ [i, j, k] : exists a : i = 2a and 0 <= i < 40 and 0 <= j < 30 and 0 <= k < 10 and j + k > 5 or (i = 7 and 0 <= j, k < 3) }",
        "{ [i, j] : -50 <= i <= 50 and -50 <= j <= 50 and i + 2j = 7 }",
        "{ [i, j, k] : 0 <= i < 3 and 0 <= j < 100 and 0 <= k < 100 and 3j - 2k >= 0 or (i = 1 and 200 <= j < 220 and k = 0) }",
    ] {
        check_order(&set(text), text);
    }
}
