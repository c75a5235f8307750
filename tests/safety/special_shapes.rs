//! The last shapes of ISL's API: two callbacks (`*_list_foreach_scc`),
//! callbacks with an enum or a borrowed object, bound pairs, `isl_maybe_*`
//! results, hash-map lookups of missing keys, `size_t` results, unannotated
//! out-parameters, and the hand-written array, in-place and no-user-data
//! functions. Each is checked against what ISL computes or a known answer.

use isl_safe::{
    AccessInfo, AstBuild, AstExprOpType, BasicSet, Context, DimType, Error, Id, IdToId, Map, Mat,
    PwQpolynomial, PwQpolynomialFold, Restriction, Schedule, ScheduleNodeType, Set,
    UnionAccessInfo, UnionMap, Val, ValList,
};
use std::collections::BTreeSet;

/// A closure's own error, or ISL's.
#[derive(Debug, PartialEq)]
enum Stop {
    Mine(&'static str),
    Isl(String),
}

impl From<Error> for Stop {
    fn from(e: Error) -> Self {
        Stop::Isl(e.to_string())
    }
}

fn ctx() -> (Context, isl_safe::Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

fn vals(list: &ValList) -> Vec<i64> {
    (0..list.size().unwrap())
        .map(|i| list.get_at(i as i32).unwrap().get_num_si().unwrap())
        .collect()
}

/// A graph on 0..=5: 1 and 0 follow each other, 2 follows 1, 3 is alone,
/// 4 and 5 follow each other.
fn follows(a: &Val, b: &Val) -> isl_safe::Result<bool> {
    let (a, b) = (a.get_num_si()?, b.get_num_si()?);
    Ok(matches!((a, b), (1, 0) | (0, 1) | (2, 1) | (4, 5) | (5, 4)))
}

#[test]
fn foreach_scc_groups_and_orders_strongly_connected_components() {
    let (_ctx, _scope) = ctx();
    let list: ValList = (0..6)
        .map(|i| Val::int_from_si(i).unwrap())
        .collect::<isl_safe::Result<ValList>>()
        .unwrap();
    let mut sccs = Vec::new();
    list.foreach_scc(follows, |scc: ValList| {
        sccs.push(vals(&scc));
        Ok::<(), Error>(())
    })
    .unwrap();
    let sets: Vec<BTreeSet<i64>> = sccs.iter().map(|s| s.iter().copied().collect()).collect();
    let expected: Vec<BTreeSet<i64>> = vec![[0, 1].into(), [2].into(), [3].into(), [4, 5].into()];
    for scc in &expected {
        assert!(sets.contains(scc), "{scc:?} missing from {sets:?}");
    }
    assert_eq!(sets.len(), 4);
    // What follows comes after: {2} after {0, 1}.
    let at = |s: &BTreeSet<i64>| sets.iter().position(|x| x == s).unwrap();
    assert!(at(&[2].into()) > at(&[0, 1].into()));
}

#[test]
fn foreach_scc_stops_on_either_closures_error_or_panic() {
    let (ctx, _scope) = ctx();
    let list: ValList = (0..4)
        .map(|i| Val::int_from_si(i).unwrap())
        .collect::<isl_safe::Result<ValList>>()
        .unwrap();
    // The first closure's error.
    let err = list
        .foreach_scc(
            |_: &Val, _: &Val| Err::<bool, Stop>(Stop::Mine("no order")),
            |_: ValList| Ok(()),
        )
        .unwrap_err();
    assert_eq!(err, Stop::Mine("no order"));
    // The second closure's error, after one component.
    let mut calls = 0;
    let err = list
        .foreach_scc(
            |_: &Val, _: &Val| Ok::<bool, Stop>(false),
            |_: ValList| {
                calls += 1;
                Err(Stop::Mine("stop"))
            },
        )
        .unwrap_err();
    assert_eq!((err, calls), (Stop::Mine("stop"), 1));
    // A panic resumes after ISL returns; the list and context still work.
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        list.foreach_scc(
            |_: &Val, _: &Val| -> Result<bool, Error> { panic!("in follows") },
            |_: ValList| Ok(()),
        )
    }));
    assert!(caught.is_err());
    assert_eq!(vals(&list), vec![0, 1, 2, 3]);
    // No stale error: the next call of the context succeeds.
    assert!(ctx.scope(|| Val::int_from_si(3)).is_ok());
}

#[test]
fn foreach_ast_op_type_lists_the_operations_the_code_uses() {
    let (_ctx, _scope) = ctx();
    let schedule: UnionMap = "[n] -> { S[i, j] -> [i, j] : 0 <= i < n and 0 <= j < 10 and j <= i; \
                              T[i] -> [i, 20] : 0 <= i < n and i >= 5 }"
        .parse()
        .unwrap();
    let build = AstBuild::alloc().unwrap();
    let node = build.node_from_schedule_map(&schedule).unwrap();
    let code = node.to_c_str().unwrap();
    let mut ops = BTreeSet::new();
    node.foreach_ast_expr_op_type(|op: AstExprOpType| {
        ops.insert(format!("{op:?}"));
        Ok::<(), Error>(())
    })
    .unwrap();
    // The generated C uses min(...) and calls the statements: ISL lists
    // exactly the operations whose printing needs a macro or a name.
    assert!(code.contains("min("), "{code}");
    assert!(ops.contains("Min"), "{ops:?} for\n{code}");
    // The deprecated name gives the same operations.
    let mut again = BTreeSet::new();
    node.foreach_ast_op_type(|op: AstExprOpType| {
        again.insert(format!("{op:?}"));
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(ops, again);
    // A closure's error stops the walk.
    let err = node
        .foreach_ast_expr_op_type(|_: AstExprOpType| Err::<(), Stop>(Stop::Mine("stop")))
        .unwrap_err();
    assert_eq!(err, Stop::Mine("stop"));
}

#[test]
fn foreach_ancestor_top_down_visits_the_path_from_the_root() {
    let (_ctx, _scope) = ctx();
    let schedule: Schedule = "{ domain: \"{ S[i] : 0 <= i < 4 }\", child: { schedule: \
                              \"[{ S[i] -> [(i)] }]\", child: { filter: \"{ S[i] }\" } } }"
        .parse()
        .unwrap();
    let leaf = schedule
        .get_root()
        .unwrap()
        .child(0)
        .unwrap()
        .child(0)
        .unwrap()
        .child(0)
        .unwrap();
    assert_eq!(leaf.get_type().unwrap(), ScheduleNodeType::Leaf);
    let mut path = Vec::new();
    leaf.foreach_ancestor_top_down(|node: &isl_safe::ScheduleNode| {
        path.push(node.get_type()?);
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(
        path,
        vec![
            ScheduleNodeType::Domain,
            ScheduleNodeType::Band,
            ScheduleNodeType::Filter
        ]
    );
    assert_eq!(path.len(), leaf.get_tree_depth().unwrap());
}

#[test]
fn foreach_bound_pair_partitions_the_set_by_tightest_bounds() {
    let (_ctx, _scope) = ctx();
    // j has two lower bounds (i and 2i - 3) and one upper bound (10).
    let b: BasicSet = "{ [i, j] : 0 <= i <= 8 and j >= i and j >= 2i - 3 and j <= 10 }"
        .parse()
        .unwrap();
    let mut pieces: Vec<Set> = Vec::new();
    let mut pairs = 0;
    b.foreach_bound_pair(DimType::Set, 1, |lower, upper, part: BasicSet| {
        pairs += 1;
        let (lower, upper) = (lower.unwrap(), upper.unwrap());
        // Both are bounds on j: a positive (lower) and a negative (upper)
        // coefficient.
        let coeff = |c: &isl_safe::Constraint| -> isl_safe::Result<i64> {
            c.get_coefficient_val(DimType::Set, 1)?.get_num_si()
        };
        assert!(coeff(&lower)? > 0 && coeff(&upper)? < 0);
        pieces.push(part.into());
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(pairs, 2);
    // The parts are where each pair is the tightest: together they cover
    // the set with j projected out.
    let projected = Set::from(b.project_out(DimType::Set, 1, 1).unwrap());
    let union = pieces[1..]
        .iter()
        .try_fold(pieces[0].clone(), |acc, p| acc.union(p))
        .unwrap();
    assert!(
        union.is_equal(&projected).unwrap(),
        "{union} vs {projected}"
    );

    // No lower bound on j: the lower constraint is missing.
    let b: BasicSet = "{ [i, j] : 0 <= i <= 8 and j <= 10 }".parse().unwrap();
    let mut seen = Vec::new();
    b.foreach_bound_pair(DimType::Set, 1, |lower, upper, _: BasicSet| {
        seen.push((lower.is_some(), upper.is_some()));
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(seen, vec![(false, true)]);
    // A dimension out of range is an error before ISL is called.
    assert!(b
        .foreach_bound_pair(DimType::Set, 2, |_, _, _: BasicSet| Ok::<(), Error>(()))
        .is_err());
}

#[test]
fn hash_map_lookups_of_missing_keys_are_none() {
    let (_ctx, _scope) = ctx();
    let a = Id::named("a").unwrap();
    let b = Id::named("b").unwrap();
    let c = Id::named("c").unwrap();
    let map = IdToId::alloc(4).unwrap().set(&a, &b).unwrap();
    assert_eq!(map.get(&a).unwrap(), Some(b.clone()));
    assert_eq!(map.get(&c).unwrap(), None);
    assert_eq!(map.try_get(&a).unwrap(), Some(b.clone()));
    assert_eq!(map.try_get(&c).unwrap(), None);
    assert!(map.has(&a).unwrap() && !map.has(&c).unwrap());
    // A key of another context is an error, not "missing".
    let other = Context::new().unwrap();
    let foreign = other.scope(|| Id::named("a")).unwrap();
    assert!(map.get(&foreign).is_err());
    assert!(map.try_get(&foreign).is_err());
}

#[test]
fn pw_qpolynomial_fold_size_counts_the_quasipolynomials() {
    let (_ctx, _scope) = ctx();
    let pwf: PwQpolynomialFold = "{ [i] -> max(i, 2i, 3) : i >= 0; [i] -> max(-i) : i < 0 }"
        .parse()
        .unwrap();
    assert_eq!(pwf.size().unwrap(), 4);
    let one: PwQpolynomialFold = "{ [i] -> max(i) }".parse().unwrap();
    assert_eq!(one.size().unwrap(), 1);
}

#[test]
fn basic_set_defining_constraints_come_back_with_the_answer() {
    let (_ctx, _scope) = ctx();
    let b: BasicSet = "{ [i, j] : j = 2i + 1 }".parse().unwrap();
    let (found, c) = b.has_defining_equality(DimType::Set, 1).unwrap();
    assert!(found);
    let c = c.unwrap();
    assert!(c.is_equality().unwrap());
    assert_eq!(
        c.get_coefficient_val(DimType::Set, 1)
            .unwrap()
            .get_num_si()
            .unwrap()
            .abs(),
        1
    );
    let (found, c) = b.has_defining_equality(DimType::Set, 0).unwrap();
    assert_eq!((found, c.is_none()), (false, true));

    // j = floor(i / 3), written as 0 <= i - 3j <= 2.
    let b: BasicSet = "{ [i, j] : 0 <= i - 3j <= 2 }".parse().unwrap();
    let (found, lower, upper) = b.has_defining_inequalities(DimType::Set, 1).unwrap();
    assert!(found);
    let lower = lower.unwrap().get_coefficient_val(DimType::Set, 1).unwrap();
    let upper = upper.unwrap().get_coefficient_val(DimType::Set, 1).unwrap();
    assert_eq!(
        (lower.get_num_si().unwrap(), upper.get_num_si().unwrap()),
        (3, -3)
    );
    let (found, lower, upper) = b.has_defining_inequalities(DimType::Set, 0).unwrap();
    assert!(!found && lower.is_none() && upper.is_none());
    assert!(b.has_defining_inequalities(DimType::Set, 2).is_err());
}

#[test]
fn dims_get_sign_agrees_with_the_bounds_isl_computes() {
    let (_ctx, _scope) = ctx();
    let b: BasicSet = "[n] -> { [i, j, k] : n >= 0 and 0 <= i <= n and -n <= j <= 0 and k >= -1 }"
        .parse()
        .unwrap();
    assert_eq!(b.dims_get_sign(DimType::Set, 0, 3).unwrap(), vec![1, -1, 0]);
    assert_eq!(b.dims_get_sign(DimType::Param, 0, 1).unwrap(), vec![1]);
    assert_eq!(
        b.dims_get_sign(DimType::Set, 1, 0).unwrap(),
        Vec::<i32>::new()
    );
    // Each sign agrees with ISL's minimum and maximum.
    for pos in 0..3 {
        let sign = b.dims_get_sign(DimType::Set, pos, 1).unwrap()[0];
        let set = Set::from(b.clone());
        let min = set.dim_min_val(pos as i32).unwrap();
        let max = set.dim_max_val(pos as i32).unwrap();
        let nonneg = !min.is_neg().unwrap() && !min.is_neginfty().unwrap();
        let nonpos = !max.is_pos().unwrap() && !max.is_infty().unwrap();
        let expected = if nonneg {
            1
        } else if nonpos {
            -1
        } else {
            0
        };
        let _ = (min, max);
        assert_eq!(sign, expected, "dimension {pos}");
    }
    assert!(b.dims_get_sign(DimType::Set, 1, 3).is_err());
    assert!(b.dims_get_sign(DimType::Div, 0, 1).is_err());
}

#[test]
fn val_chunks_round_trip_through_isl() {
    let (_ctx, _scope) = ctx();
    for text in [
        "0",
        "1",
        "-255",
        "256",
        "18446744073709551615",
        "-340282366920938463463374607431768211457",
        "7/3",
    ] {
        let v: Val = text.parse().unwrap();
        let num = v.get_num_si().ok();
        let abs_num: Val = v.abs().unwrap().mul(v.get_den_val().unwrap()).unwrap();
        for back in [
            Val::int_from_chunks(&v.abs_num_chunks::<u8>().unwrap()).unwrap(),
            Val::int_from_chunks(&v.abs_num_chunks::<u16>().unwrap()).unwrap(),
            Val::int_from_chunks(&v.abs_num_chunks::<u32>().unwrap()).unwrap(),
            Val::int_from_chunks(&v.abs_num_chunks::<u64>().unwrap()).unwrap(),
        ] {
            assert_eq!(back, abs_num, "{text}");
        }
        // The number of chunks is ISL's own count.
        assert_eq!(
            v.abs_num_chunks::<u32>().unwrap().len(),
            v.n_abs_num_chunks(4).unwrap().max(1)
        );
        let _ = num;
    }
    assert_eq!(
        Val::int_from_chunks(&[0xffff_ffffu32, 0xffff_ffff])
            .unwrap()
            .to_string(),
        "18446744073709551615"
    );
    assert!(Val::infty().unwrap().abs_num_chunks::<u64>().is_err());
}

#[test]
fn col_add_changes_only_its_own_matrix() {
    let (_ctx, _scope) = ctx();
    let mut m = Mat::alloc(2u32, 3u32).unwrap();
    for r in 0..2 {
        for c in 0..3 {
            m = m.set_element_si(r, c, 10 * r + c).unwrap();
        }
    }
    let shared = m.clone();
    m.col_add(2, 0).unwrap();
    let row = |m: &Mat, r: i32| -> Vec<i64> {
        (0..3)
            .map(|c| m.get_element_val(r, c).unwrap().get_num_si().unwrap())
            .collect()
    };
    assert_eq!(row(&m, 0), vec![0, 1, 2]);
    assert_eq!(row(&m, 1), vec![10, 11, 22]);
    assert_eq!(row(&shared, 1), vec![10, 11, 12]);
    // A column out of range, or negative, is an error and changes nothing.
    assert!(m.col_add(3, 0).is_err());
    assert!(m.col_add(0, -1).is_err());
    assert_eq!(row(&m, 1), vec![10, 11, 22]);
}

#[test]
fn multiplicative_call_multiplies_the_factors_results() {
    let (ctx, _scope) = ctx();
    let b: BasicSet = "{ [i, j, k] : 0 <= i < 3 and 0 <= j < 5 and j <= k <= j + 1 }"
        .parse()
        .unwrap();
    let count = |factor: &BasicSet| -> isl_safe::Result<PwQpolynomial> {
        let n = factor.count_val()?;
        format!("{{ {n} }}").parse()
    };
    let mut factors = Vec::new();
    let product = b
        .multiplicative_call(|factor: BasicSet| {
            factors.push(factor.dim(DimType::Set)?);
            count(&factor)
        })
        .unwrap();
    // ISL cuts this set into three factors of one dimension each (what it
    // finds, checked here so that a change shows).
    assert_eq!(factors, vec![1, 1, 1]);
    assert_eq!(
        product.to_string(),
        format!("{{ {} }}", b.count_val().unwrap())
    );
    // Nested calls each reach their own closure.
    let outer = b
        .multiplicative_call(|factor: BasicSet| {
            factor.multiplicative_call(|inner: BasicSet| count(&inner))
        })
        .unwrap();
    assert_eq!(outer, product);
    // An error stops the call and comes back; a panic resumes.
    let err = b
        .multiplicative_call(|_: BasicSet| Err::<PwQpolynomial, Error>(Error::NoContext))
        .unwrap_err();
    assert!(matches!(err, Error::NoContext));
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        b.multiplicative_call(|_: BasicSet| -> isl_safe::Result<PwQpolynomial> { panic!("factor") })
    }));
    assert!(caught.is_err());
    // No stale error: the next call of the context succeeds.
    assert!(ctx.scope(|| Val::int_from_si(3)).is_ok());
    assert_eq!(b.count_val().unwrap().to_string(), "30");
}

/// A loop `for i`: S writes A[i], T may write A[i - 1] (for even i), R reads A[i - 1].
fn statements() -> (Map, Map, Map) {
    let m = |s: &str| s.parse::<Map>().unwrap();
    (
        m("[n] -> { R[i] -> A[i - 1] : 0 <= i < n }"),
        m("[n] -> { S[i] -> A[i] : 0 <= i < n }"),
        m("[n] -> { T[i] -> A[i - 1] : 0 <= i < n and i mod 2 = 0 }"),
    )
}

/// The text order of the statements in the loop body, all in one loop.
fn level(a: &&str, b: &&str) -> i32 {
    let pos = |s: &str| ["S", "T", "R"].iter().position(|x| *x == s).unwrap();
    2 + (pos(a) < pos(b)) as i32
}

#[test]
fn single_map_flow_agrees_with_the_union_analysis() {
    let (_ctx, _scope) = ctx();
    let (sink, write, may_write) = statements();
    let flow = AccessInfo::new(sink.clone(), "R", 2, level)
        .unwrap()
        .add_source(write.clone(), true, "S")
        .unwrap()
        .add_source(may_write.clone(), false, "T")
        .unwrap()
        .compute_flow()
        .unwrap();
    let mut must = UnionMap::empty_ctx().unwrap();
    let mut all = UnionMap::empty_ctx().unwrap();
    let mut tags = Vec::new();
    flow.foreach(|dep: Map, is_must, tag: &&str| {
        tags.push((*tag, is_must));
        if is_must {
            must = must.union(&dep)?;
        }
        all = all.union(dep)?;
        Ok::<(), Error>(())
    })
    .unwrap();
    tags.sort();
    // S is a must source for odd i, a may source for even i (where T may
    // overwrite A[i - 1] after it); T is a may source.
    assert_eq!(tags, vec![("S", false), ("S", true), ("T", false)]);

    let union = UnionAccessInfo::from_sink(sink)
        .unwrap()
        .set_must_source(write)
        .unwrap()
        .set_may_source(may_write)
        .unwrap()
        .set_schedule_map(
            "[n] -> { S[i] -> [i, 0]; T[i] -> [i, 1]; R[i] -> [i, 2] }"
                .parse::<UnionMap>()
                .unwrap(),
        )
        .unwrap()
        .compute_flow()
        .unwrap();
    assert!(must
        .is_equal(&union.get_must_dependence().unwrap())
        .unwrap());
    assert!(all.is_equal(&union.get_may_dependence().unwrap()).unwrap());
    let no_source = |m: Map| UnionMap::from(m);
    assert!(no_source(flow.get_no_source(1).unwrap())
        .is_equal(&union.get_must_no_source().unwrap())
        .unwrap());
    assert!(no_source(flow.get_no_source(0).unwrap())
        .is_equal(&union.get_may_no_source().unwrap())
        .unwrap());
}

#[test]
fn single_map_flow_reports_bad_levels_tags_and_closures() {
    let (ctx, _scope) = ctx();
    let (sink, write, may_write) = statements();
    // A level beyond the one shared loop (2 * 1 + 1 at most).
    let err = AccessInfo::new(sink.clone(), "R", 1, |_: &&str, _: &&str| 7)
        .unwrap()
        .add_source(write.clone(), true, "S")
        .unwrap()
        .compute_flow()
        .unwrap_err();
    assert!(err.to_string().contains("level_before returned 7"), "{err}");
    // A tag of another type, or one source too many.
    let info = AccessInfo::new(sink.clone(), "R", 1, level).unwrap();
    assert!(info.add_source(write.clone(), true, 0u32).is_err());
    let info = AccessInfo::new(sink.clone(), "R", 1, level)
        .unwrap()
        .add_source(write.clone(), true, "S")
        .unwrap();
    assert!(info.add_source(may_write.clone(), false, "T").is_err());
    // The flow's tags are read with their own type only.
    let flow = AccessInfo::new(sink.clone(), "R", 1, level)
        .unwrap()
        .add_source(write.clone(), true, "S")
        .unwrap()
        .compute_flow()
        .unwrap();
    assert!(flow
        .foreach(|_: Map, _, _: &u32| Ok::<(), Error>(()))
        .is_err());
    // The restriction closure's error comes back.
    let err = AccessInfo::new(sink.clone(), "R", 1, level)
        .unwrap()
        .add_source(write.clone(), true, "S")
        .unwrap()
        .set_restrict(
            |_: &Map, _: &Set, _: &&str| -> isl_safe::Result<Restriction> { Err(Error::NoContext) },
        )
        .unwrap()
        .compute_flow()
        .unwrap_err();
    assert!(matches!(err, Error::NoContext));
    // A restriction to the source iterations i >= 4.
    let flow = AccessInfo::new(sink.clone(), "R", 1, level)
        .unwrap()
        .add_source(write.clone(), true, "S")
        .unwrap()
        .set_restrict(|source: &Map, sink: &Set, tag: &&str| {
            assert_eq!(*tag, "S");
            let range: Set = source.range()?;
            let keep = range.intersect(&range.get_space()?.universe_set()?.lower_bound_si(
                DimType::Set,
                0,
                4,
            )?)?;
            Restriction::input(keep, sink)
        })
        .unwrap()
        .compute_flow()
        .unwrap();
    let mut deps = Vec::new();
    flow.foreach(|dep: Map, _, _: &&str| {
        deps.push(dep.to_string());
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(
        deps,
        vec!["[n] -> { S[i] -> R[i' = 1 + i] : 4 <= i <= -2 + n }"]
    );
    // A panic in level_before resumes from compute_flow; the context works.
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        AccessInfo::new(sink.clone(), "R", 1, |_: &&str, _: &&str| -> i32 {
            panic!("order")
        })
        .unwrap()
        .add_source(write.clone(), true, "S")
        .unwrap()
        .compute_flow()
    }));
    assert!(caught.is_err());
    assert!(ctx.scope(|| Val::int_from_si(3)).is_ok());
    assert!(AccessInfo::new(sink, "R", usize::MAX, level).is_err());
}
