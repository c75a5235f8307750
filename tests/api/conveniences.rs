//! The conveniences over ISL's C API: lists and unions as collections, plain
//! integers as operands and conversions, hashable keys, comparisons across
//! contexts (unequal, never a panic), and the context's last error. Each
//! result is checked against what ISL computes through its own functions.

// The tests write both operand orders and negated comparisons on purpose:
// each is a different trait method.
#![allow(clippy::nonminimal_bool, clippy::neg_cmp_op_on_partial_ord)]

use isl_safe::*;
use std::collections::{HashMap, HashSet};

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

#[test]
fn lists_collect_iterate_and_round_trip() {
    let _c = ctx();
    let sets: Vec<Set> = ["{ [i] : 0 <= i < 3 }", "{ [i] : 5 <= i < 7 }"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    let list: SetList = sets.iter().cloned().collect::<Result<_>>().unwrap();
    assert_eq!(list.size().unwrap(), 2);
    // Iteration by reference and by value give ISL's elements in order.
    let back: Vec<Set> = list.iter().map(|s| s.unwrap()).collect();
    assert_eq!(back, sets);
    let owned: Vec<Set> = list.clone().into_iter().map(|s| s.unwrap()).collect();
    assert_eq!(owned, sets);
    assert_eq!(list.iter().len(), 2);
    // The union of the list (ISL's isl_set_list_union) is that of the sets.
    assert_eq!(list.union().unwrap(), &sets[0] | &sets[1]);
    // An empty iterator makes an empty list in the current context.
    let empty: IdList = std::iter::empty::<Id>().collect::<Result<_>>().unwrap();
    assert_eq!(empty.size().unwrap(), 0);
    // Value lists from integers, read back.
    let vals = ValList::from_ints(&[32, -4, 0]).unwrap();
    let read: Vec<i64> = vals
        .iter()
        .map(|v| v.unwrap().get_num_si().unwrap())
        .collect();
    assert_eq!(read, [32, -4, 0]);
    assert_eq!(
        ValList::from_vec(vals.to_vec().unwrap())
            .unwrap()
            .to_string(),
        vals.to_string()
    );
}

#[test]
fn lists_of_two_contexts_are_an_error() {
    let a = Context::new().unwrap();
    let b = Context::new().unwrap();
    let x: Set = a.scope(|| "{ [i] }".parse()).unwrap();
    let y: Set = b.scope(|| "{ [i] }".parse()).unwrap();
    let r: Result<SetList> = vec![x, y].into_iter().collect();
    assert!(r.is_err());
}

#[test]
fn values_compare_with_integers() {
    let _c = ctx();
    let v = Val::try_from(7).unwrap();
    assert!(v == 7 && 7 == v && v != 8);
    assert!(v < 8 && v > 6 && 6 < v && v <= 7);
    let half: Val = "1/2".parse().unwrap();
    assert!(half > 0 && half < 1 && half != 0);
    let nan = Val::nan().unwrap();
    assert!(nan != 0 && !(nan < 0) && !(nan > 0) && nan.partial_cmp(&0).is_none());
    let inf = Val::infty().unwrap();
    assert!(inf > i64::MAX);
}

#[test]
fn affine_expressions_take_integer_constants() {
    let _c = ctx();
    let n: PwAff = "[n] -> { [i] -> [(n)] }".parse().unwrap();
    let i: PwAff = "[n] -> { [i] -> [(i)] }".parse().unwrap();
    let extent = &n - &i + 1;
    let by_isl = n
        .sub(&i)
        .unwrap()
        .add_constant_val(Val::int_from_si(1).unwrap())
        .unwrap();
    assert_eq!(extent, by_isl);
    // A literal on the left: its type written, for the method called on
    // the result (Rust settles an unsuffixed literal's type last).
    assert_eq!((1u8 + &i).to_string(), (&i + 1).to_string());
    assert_eq!((10usize - &i).to_string(), "[n] -> { [i] -> [(10 - i)] }");
    let mut j = i.clone();
    j += 3;
    j -= 5;
    assert_eq!(j.to_string(), "[n] -> { [i] -> [(-2 + i)] }");
    // Subtracting i64::MIN is exact (no wrapping).
    let far = (&i - i64::MIN).to_string();
    assert!(far.contains("9223372036854775808"), "{far}");
    let aff: Aff = "{ [i] -> [(2i)] }".parse().unwrap();
    assert_eq!((aff + 4).to_string(), "{ [i] -> [(4 + 2i)] }");
}

#[test]
fn identifiers_key_hash_maps() {
    let _c = ctx();
    let mut m = HashMap::new();
    m.insert(Id::read_from_str("A").unwrap(), 1);
    m.insert(Id::read_from_str("B").unwrap(), 2);
    // ISL shares one id per name: reading "A" again finds the entry.
    assert_eq!(m.get(&Id::read_from_str("A").unwrap()), Some(&1));
    assert_eq!(m.len(), 2);
}

#[test]
fn plain_keys_agree_with_isl_equality_and_hash() {
    let _c = ctx();
    let texts = [
        "{ [i] : 0 <= i < 10 }",
        "{ [i] : i >= 0 and 10 > i }",
        "{ [i] : 0 <= i <= 9 }",
        "{ [i] : 0 <= i < 11 }",
        "[n] -> { [i] : 0 <= i < n }",
    ];
    let sets: Vec<Set> = texts.iter().map(|t| t.parse().unwrap()).collect();
    for a in &sets {
        for b in &sets {
            let plain_eq = a.plain_is_equal(b).unwrap();
            assert_eq!(Plain(a.clone()) == Plain(b.clone()), plain_eq);
            if plain_eq {
                assert_eq!(a.get_hash().unwrap(), b.get_hash().unwrap());
            }
        }
    }
    let keys: HashSet<Plain<Set>> = sets.into_iter().map(Plain).collect();
    assert_eq!(keys.len(), 3);
    let maps: HashSet<Plain<Map>> = ["{ [i] -> [i + 1] }", "{ [i] -> [1 + i] }", "{ [i] -> [i] }"]
        .iter()
        .map(|t| Plain(t.parse().unwrap()))
        .collect();
    assert_eq!(maps.len(), 2);
}

#[test]
fn comparisons_across_contexts_do_not_panic() {
    let a = Context::new().unwrap();
    let b = Context::new().unwrap();
    let x: Set = a.scope(|| "{ [i] : 0 <= i < 4 }".parse()).unwrap();
    let y: Set = b.scope(|| "{ [i] : 0 <= i < 4 }".parse()).unwrap();
    assert!(x != y);
    assert_eq!(x.partial_cmp(&y), None);
    assert!(!(x <= y) && !(x >= y) && !(x < y) && !(x > y));
    assert!(a.scope(|| x.is_equal(&y)).is_err());
    let v: Val = a.scope(|| Val::int_from_si(1)).unwrap();
    let w: Val = b.scope(|| Val::int_from_si(1)).unwrap();
    assert!(v != w);
    assert_eq!(v.partial_cmp(&w), None);
    assert!(Plain(x.clone()) != Plain(y));
}

#[test]
fn schedules_print_in_block_style_with_the_alternate_flag() {
    let _c = ctx();
    let sc: ScheduleConstraints = "{ domain: \"{ S[i] : 0 <= i < 10 }\", \
        validity: \"{ S[i] -> S[i + 1] }\" }"
        .parse()
        .unwrap();
    let schedule = sc.compute_schedule().unwrap();
    let flow = schedule.to_string();
    let block = format!("{schedule:#}");
    assert!(!flow.contains('\n'), "{flow}");
    assert!(block.lines().count() > 1, "{block}");
    assert!(
        block.starts_with("domain: \"{ S[i] : 0 <= i <= 9 }\"\n"),
        "{block}"
    );
    assert_eq!(block, schedule.to_block_string().unwrap());
    // Both read back as the same schedule.
    let again: Schedule = block.parse().unwrap();
    assert!(again.plain_is_equal(&schedule).unwrap());
    assert_eq!(schedule.try_to_string().unwrap(), flow);
    assert!(format!("{sc:#}").contains("\nvalidity: "));
}

#[cfg(not(feature = "system"))]
#[test]
fn errors_name_isl_files_within_isl_tree() {
    let _c = ctx();
    match "{ [i] : i > }".parse::<Set>() {
        Err(Error::Isl { file, line, .. }) => {
            assert!(file.ends_with(".c") && !file.contains('/'), "{file}");
            assert!(line > 0);
        }
        other => panic!("expected ISL's error, got {other:?}"),
    }
}

#[test]
fn string_parameters_take_any_usual_string() {
    let _c = ctx();
    let names = ["{ [i] : 0 <= i < 3 }"];
    // `&&str` from iterating a slice of `&str`, `Cow`, `Box<str>`, `Rc<str>`.
    for name in names.iter() {
        assert_eq!(
            Set::read_from_str(name).unwrap().to_string(),
            "{ [i] : 0 <= i <= 2 }"
        );
    }
    let cow = std::borrow::Cow::Borrowed(names[0]);
    let boxed: Box<str> = names[0].into();
    let shared: std::rc::Rc<str> = names[0].into();
    let a = Set::read_from_str(&cow).unwrap();
    assert_eq!(a, Set::read_from_str(boxed).unwrap());
    assert_eq!(a, Set::read_from_str(&shared).unwrap());
}

#[test]
fn boolean_int_parameters_take_bool() {
    let (ctx, _s) = ctx();
    let schedule: Schedule = "{ domain: \"{ S[i, j] : 0 <= i, j < 10 }\", \
        child: { schedule: \"[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]\" } }"
        .parse()
        .unwrap();
    let band = schedule.get_root().unwrap().child(0).unwrap();
    assert!(!band.band_get_permutable().unwrap());
    let band = band.band_set_permutable(true).unwrap();
    assert!(band.band_get_permutable().unwrap());
    assert!(band
        .band_member_set_coincident(1, true)
        .unwrap()
        .band_member_get_coincident(1)
        .unwrap());
    ctx.set_schedule_outer_coincidence(true).unwrap();
    assert_eq!(ctx.get_schedule_outer_coincidence().unwrap(), 1);
}

#[test]
fn expressions_compare_with_isl_plain_equality() {
    let _c = ctx();
    let a: Aff = "{ [i] -> [(2i + 1)] }".parse().unwrap();
    let b: Aff = "{ [i] -> [(1 + i + i)] }".parse().unwrap();
    assert_eq!(a, b);
    assert_ne!(a, "{ [i] -> [(2i)] }".parse::<Aff>().unwrap());
    let m: MultiVal = "{ [1, 2] }".parse().unwrap();
    assert_eq!(m, "{ [1, 2] }".parse::<MultiVal>().unwrap());
    assert_ne!(m, "{ [2, 1] }".parse::<MultiVal>().unwrap());
    let p: PwQpolynomial = "[n] -> { [i] -> i * i }".parse().unwrap();
    assert_eq!(p, "[n] -> { [i] -> i^2 }".parse::<PwQpolynomial>().unwrap());
    let upa: UnionPwAff = "{ S[i] -> [(i)]; T[] -> [(0)] }".parse().unwrap();
    assert_eq!(
        upa,
        "{ T[] -> [(0)]; S[i] -> [(i)] }"
            .parse::<UnionPwAff>()
            .unwrap()
    );
}

#[test]
fn by_value_calls_agree_with_borrowed_ones() {
    let _c = ctx();
    let a: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
    let b: Set = "{ [i] : 4 <= i < 8 }".parse().unwrap();

    // Same type in and out, with an argument.
    let u = a.union(&b).unwrap();
    assert_eq!(a.clone().by_value().union(&b).unwrap(), u);
    assert_eq!(
        u.clone().by_value().coalesce().unwrap().to_string(),
        "{ [i] : 0 <= i <= 7 }"
    );

    // Another type out.
    let m: Map = "{ [i] -> [j] : 0 <= j < i < 5 }".parse().unwrap();
    assert_eq!(m.domain().unwrap(), m.clone().by_value().domain().unwrap());
    assert_eq!(
        m.clone().by_value().domain().unwrap().to_string(),
        "{ [i] : 0 < i <= 4 }"
    );

    // With an out-parameter.
    let s: Set = "[n] -> { [i] : n <= i < 10 }".parse().unwrap();
    let dom: Set = "[n] -> { : 0 <= n <= 20 }".parse().unwrap();
    let (min, empty) = s.partial_lexmin(&dom).unwrap();
    let (min_v, empty_v) = s.clone().by_value().partial_lexmin(&dom).unwrap();
    assert_eq!(min, min_v);
    assert_eq!(empty, empty_v);
    assert_eq!(empty_v.unwrap().to_string(), "[n] -> {  : 10 <= n <= 20 }");

    // With a callback.
    let sched: Schedule =
        "{ domain: \"{ S[i] : 0 <= i < 8 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }"
            .parse()
            .unwrap();
    let mut bands = 0;
    let same = sched
        .clone()
        .by_value()
        .map_schedule_node_bottom_up(|node| {
            if node.get_type()? == ScheduleNodeType::Band {
                bands += 1;
            }
            Ok::<_, Error>(node)
        })
        .unwrap();
    assert_eq!(bands, 1);
    assert!(same.plain_is_equal(&sched).unwrap());

    // `into_inner` gives the object back untouched.
    assert_eq!(a.clone().by_value().into_inner(), a);
}

#[test]
fn failed_by_value_calls_report_the_error_and_spare_other_objects() {
    let _c = ctx();
    let s: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
    let other: Set = "{ [i, j] }".parse().unwrap();
    let err = s.clone().by_value().union(&other).unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Invalid), "{err}");
    assert_eq!(other.to_string(), "{ [i, j] }");
    assert_eq!(s.to_string(), "{ [i] : 0 <= i <= 3 }");

    // Objects of two contexts: no call, both dropped cleanly.
    let ctx2 = Context::new().unwrap();
    let far: Set = ctx2.scope(|| "{ [i] : i >= 0 }".parse::<Set>()).unwrap();
    let err = s.clone().by_value().union(far).unwrap_err();
    assert!(matches!(err, Error::ContextMismatch { .. }), "{err}");

    // A checked index fails before ISL sees the object.
    let err = s
        .clone()
        .by_value()
        .drop_constraints_involving_dims(DimType::Set, 3, 1);
    assert!(err.is_err());
}

#[test]
fn by_value_results_keep_the_closures_isl_stores() {
    use std::cell::Cell;
    use std::rc::Rc;
    let _c = ctx();
    let calls = Rc::new(Cell::new(0));
    let seen = calls.clone();
    let build = AstBuild::from_context("{ : }".parse::<Set>().unwrap())
        .unwrap()
        .set_at_each_domain(move |node, _| {
            seen.set(seen.get() + 1);
            Ok(node)
        })
        .unwrap()
        .by_value()
        .set_options("{ }".parse::<UnionMap>().unwrap())
        .unwrap()
        .by_value()
        .restrict("{ : }".parse::<Set>().unwrap())
        .unwrap();
    let schedule: UnionMap = "{ S[i] -> [i] : 0 <= i < 4; T[i] -> [i + 10] : 0 <= i < 2 }"
        .parse()
        .unwrap();
    let code = build
        .node_from_schedule_map(schedule)
        .unwrap()
        .to_c_str()
        .unwrap();
    assert_eq!(calls.get(), 2, "{code}");
    assert!(
        code.contains("S(c0);") && code.contains("T(c0 - 10);"),
        "{code}"
    );
}

#[test]
fn narrower_arguments_convert_along_isl_class_hierarchy() {
    let _c = ctx();
    // `MultiAff` where a `UnionPwMultiAff` is expected.
    let upma: UnionPwMultiAff = "{ A[i] -> [i + 1]; B[i] -> [2i] }".parse().unwrap();
    let ma: MultiAff = "{ C[i] -> [i - 1] }".parse().unwrap();
    let explicit = upma
        .union_add(UnionPwMultiAff::from_multi_aff(&ma).unwrap())
        .unwrap();
    let converted = upma.union_add(&ma).unwrap();
    assert!(converted.plain_is_equal(&explicit).unwrap());
    assert!(converted
        .plain_is_equal(
            &"{ A[i] -> [i + 1]; B[i] -> [2i]; C[i] -> [i - 1] }"
                .parse::<UnionPwMultiAff>()
                .unwrap()
        )
        .unwrap());

    // `PwAff` where a `UnionPwAff` is expected, and `Aff` two steps up.
    let upa: UnionPwAff = "{ A[i] -> [(i)] }".parse().unwrap();
    let pa: PwAff = "{ A[i] -> [(2)] : i >= 0 }".parse().unwrap();
    let sum = upa.add(&pa).unwrap();
    assert!(sum
        .plain_is_equal(
            &"{ A[i] -> [(i + 2)] : i >= 0 }"
                .parse::<UnionPwAff>()
                .unwrap()
        )
        .unwrap());
    let aff: Aff = "{ [i] -> [(3i)] }".parse().unwrap();
    let mupa = MultiUnionPwAff::from_union_pw_aff(UnionPwAff::from_aff(&aff).unwrap()).unwrap();
    let via_hierarchy: MultiUnionPwAff = aff.upcast().unwrap();
    assert!(mupa.plain_is_equal(&via_hierarchy).unwrap());

    // A `Point` is a `BasicSet`, a `Set` and a `UnionSet`.
    let set: Set = "{ [i, j] : 0 <= i, j < 3 }".parse().unwrap();
    let point = set.sample_point().unwrap();
    assert!(set.intersect(&point).unwrap().is_singleton().unwrap());
    assert_eq!(
        point.upcast::<UnionSet>().unwrap(),
        UnionSet::from_point(&point).unwrap()
    );
}

#[test]
fn narrower_receivers_reach_wider_types_methods() {
    let _c = ctx();
    // Methods `BasicSet` lacks come from `Set` (the nearest wider type).
    let b: BasicSet = "{ [i] : 0 <= i <= 10 }".parse().unwrap();
    let complement = b.complement().unwrap();
    assert_eq!(
        complement,
        Set::from_basic_set(&b).unwrap().complement().unwrap()
    );
    assert_eq!(
        complement,
        "{ [i] : i < 0 or i >= 11 }".parse::<Set>().unwrap()
    );
    assert_eq!(b.count_val().unwrap(), 11);

    // ... and from `UnionSet` when `Set` lacks them too.
    let m: BasicMap = "{ [i] -> [i + 1] : 0 <= i < 4 }".parse().unwrap();
    let domain = m.upcast::<UnionMap>().unwrap().domain().unwrap();
    assert_eq!(domain.to_string(), "{ [i] : 0 <= i <= 3 }");

    // `Aff` gets `MultiAff`'s and `PwAff`'s methods.
    let aff: Aff = "{ [i] -> [(2i + 1)] }".parse().unwrap();
    let graph = aff.as_map().unwrap();
    assert_eq!(graph.to_string(), "{ [i] -> [1 + 2i] }");
    assert!(!aff.is_cst().unwrap());

    // Same-name methods stay the narrower type's own; `upcast` reaches the
    // wider one (`Map::apply_domain` takes a `Map`, `UnionMap`'s a `UnionMap`).
    let sched: Map = "{ S[i] -> [i] }".parse().unwrap();
    let umap: UnionMap = "{ S[i] -> T[i + 1]; U[j] -> T[j] }".parse().unwrap();
    let applied = sched
        .upcast::<UnionMap>()
        .unwrap()
        .apply_domain(&umap)
        .unwrap();
    assert_eq!(applied, "{ T[i] -> [i - 1] }".parse::<UnionMap>().unwrap());

    // A failing check on the converted object is an error, as on the wider type.
    assert!(b.eliminate_dims(0, 5).is_err());
    assert_eq!(b.to_string(), "{ [i] : 0 <= i <= 10 }");
}

/// The message a panicking closure panicked with.
fn panic_message(f: impl FnOnce()) -> String {
    let payload = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).expect_err("a panic");
    payload
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_else(|| payload.downcast_ref::<&str>().unwrap().to_string())
}

#[test]
fn unions_collect_and_extend_their_pieces() -> Result<()> {
    let (ctx, scope) = ctx();
    let umap: UnionMap =
        "{ S[i] -> A[i] : 0 <= i < 4; T[i, j] -> A[i + j] : 0 <= i, j < 2 }".parse()?;
    // The C++ loop `result = result.unite(f(map))` over a union's maps.
    let reversed: UnionMap = umap
        .get_map_list()?
        .into_iter()
        .map(|m| m?.reverse())
        .collect::<Result<_>>()?;
    assert_eq!(reversed, umap.reverse()?);
    let plain: UnionMap = umap.maps()?.into_iter().collect();
    assert_eq!(plain, umap);
    let through_result: Result<UnionMap> = umap.maps()?.into_iter().collect();
    assert_eq!(through_result?, umap);
    // Sets united piece by piece: a piece of a space already there is united.
    let mut uset: UnionSet = ["{ A[i] : 0 <= i < 4 }", "{ B[i] : i = 7 }"]
        .into_iter()
        .map(|s| s.parse::<Set>().unwrap())
        .collect();
    uset.extend([
        "{ A[i] : 4 <= i < 6 }".parse::<Set>()?,
        "{ C[] }".parse::<Set>()?,
    ]);
    assert_eq!(
        uset,
        "{ A[i] : 0 <= i < 6; B[7]; C[] }".parse::<UnionSet>()?
    );
    // Functions: pieces of disjoint domains (ISL's error otherwise).
    let upa: UnionPwAff = ["{ A[i] -> [(i)] }", "{ B[i] -> [(2i)] : i >= 0 }"]
        .into_iter()
        .map(|s| s.parse::<PwAff>().unwrap())
        .collect();
    assert_eq!(
        upa,
        "{ A[i] -> [(i)]; B[i] -> [(2i)] : i >= 0 }".parse::<UnionPwAff>()?
    );
    let overlap: Result<UnionPwAff> = ["{ A[i] -> [(i)] }", "{ A[i] -> [(0)] : i > 0 }"]
        .into_iter()
        .map(|s| s.parse::<PwAff>().unwrap())
        .collect();
    let err = overlap.unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Invalid));
    let pieces =
        || ["{ A[i] -> [(i)] }", "{ A[i] -> [(0)] : i > 0 }"].map(|s| s.parse::<PwAff>().unwrap());
    assert_eq!(
        panic_message(|| drop(pieces().into_iter().collect::<UnionPwAff>())),
        err.to_string()
    );
    let upma: UnionPwMultiAff = ["{ A[i] -> B[i + 1] }", "{ C[] -> D[0] }"]
        .into_iter()
        .map(|s| s.parse::<PwMultiAff>().unwrap())
        .collect();
    assert_eq!(
        upma,
        "{ A[i] -> B[i + 1]; C[] -> D[0] }".parse::<UnionPwMultiAff>()?
    );
    let counts: UnionPwQpolynomial = ["[n] -> { A[i] -> n * i : 0 <= i < n }", "{ B[] -> 3 }"]
        .into_iter()
        .map(|s| s.parse::<PwQpolynomial>().unwrap())
        .collect();
    assert_eq!(
        counts,
        "[n] -> { A[i] -> n * i : 0 <= i < n; B[] -> 3 }".parse::<UnionPwQpolynomial>()?
    );

    // No piece: the empty union of the thread's context; outside any, an
    // error (a panic in the plain form).
    let empty: UnionSet = std::iter::empty::<Set>().collect();
    assert!(empty.is_empty()? && empty.context() == &ctx);
    drop(scope);
    assert_eq!(
        std::iter::empty::<Map>()
            .collect::<Result<UnionMap>>()
            .unwrap_err(),
        Error::NoContext
    );
    assert_eq!(
        panic_message(|| drop(std::iter::empty::<Map>().collect::<UnionMap>())),
        Error::NoContext.to_string()
    );
    // Pieces of two contexts: an error, or a panic with its message.
    let other = Context::new()?;
    let a: Set = ctx.scope(|| "{ A[i] : i >= 0 }".parse())?;
    let b: Set = other.scope(|| "{ B[i] : i >= 0 }".parse())?;
    let err = [a.clone(), b.clone()]
        .into_iter()
        .collect::<Result<UnionSet>>()
        .unwrap_err();
    assert!(matches!(err, Error::ContextMismatch { .. }));
    assert_eq!(
        panic_message(|| drop([a.clone(), b.clone()].into_iter().collect::<UnionSet>())),
        err.to_string()
    );
    let mut u = UnionSet::from_set(a)?;
    assert_eq!(panic_message(|| u.extend([b])), err.to_string());
    Ok(())
}

#[test]
fn val_converts_to_and_from_128_bit_integers() -> Result<()> {
    let _c = ctx();
    for x in [
        0i128,
        1,
        -1,
        i64::MAX as i128 + 1,
        i64::MIN as i128 - 1,
        1 << 100,
        i128::MAX,
        i128::MIN,
        i128::MIN + 1,
    ] {
        let v = Val::try_from(x)?;
        assert_eq!(v.to_string(), x.to_string());
        assert_eq!(i128::try_from(&v)?, x);
        assert_eq!(i128::try_from(v.clone())?, x);
        assert_eq!(u128::try_from(&v).ok(), u128::try_from(x).ok());
    }
    for x in [0u128, 1, u64::MAX as u128 + 1, u128::MAX - 1, u128::MAX] {
        let v = Val::try_from(x)?;
        assert_eq!(v.to_string(), x.to_string());
        assert_eq!(u128::try_from(&v)?, x);
        assert_eq!(i128::try_from(&v).ok(), i128::try_from(x).ok());
    }
    // One past each bound, a rational, the infinities and NaN: errors.
    let above_i128: Val = (i128::MAX as u128 + 1).to_string().parse()?;
    let below_i128: Val = format!("-{}", i128::MIN.unsigned_abs() + 1).parse()?;
    let above_u128: Val = "340282366920938463463374607431768211456".parse()?;
    assert!(i128::try_from(&above_i128).is_err() && u128::try_from(&above_i128).is_ok());
    assert!(i128::try_from(&below_i128).is_err() && u128::try_from(&below_i128).is_err());
    assert!(u128::try_from(&above_u128).is_err() && i128::try_from(&above_u128).is_err());
    for not_integer in [
        Val::read_from_str("1/2")?,
        Val::infty()?,
        Val::neginfty()?,
        Val::nan()?,
    ] {
        let err = i128::try_from(&not_integer).unwrap_err();
        assert_eq!(err.kind(), Some(ErrorKind::Invalid));
        assert!(err.to_string().contains("is not an integer"), "{err}");
        assert!(u128::try_from(not_integer).is_err());
    }
    assert!(u128::try_from(Val::try_from(-1i128)?)
        .unwrap_err()
        .to_string()
        .contains("negative"));
    // The machine integers a Val is taken as convert too (a literal is i32).
    assert_eq!(Val::try_from(7)?, 7);
    assert_eq!(Val::try_from(u64::MAX)?.to_string(), u64::MAX.to_string());
    Ok(())
}

#[test]
fn the_context_keeps_isls_last_error() -> Result<()> {
    let (ctx, _scope) = ctx();
    assert_eq!((ctx.last_error(), ctx.last_error_kind()), (None, None));
    // A parse error, turned into an `Option`: the context still has it.
    assert!("{ [i] : i > }".parse::<Set>().ok().is_none());
    let parse_error = ctx.last_error().unwrap();
    assert_eq!(parse_error.kind(), Some(ErrorKind::Invalid));
    assert_eq!(ctx.last_error_kind(), Some(ErrorKind::Invalid));
    assert!(matches!(
        &parse_error,
        Error::Isl {
            function: "isl_set_read_from_str",
            ..
        }
    ));
    // Successful calls leave it; ISL's own error state is reset meanwhile.
    let set: Set = "{ [i, j, k] : 0 <= i, j, k < 100 and 3i + 5j + 7k = 200 }".parse()?;
    assert_eq!(ctx.last_error(), Some(parse_error.clone()));
    assert_eq!(ctx.last_error_msg()?, None);
    // A later error replaces it: the operation limit.
    let quota = ctx.with_max_operations(10, || set.lexmin()).unwrap_err();
    assert_eq!(ctx.last_error(), Some(quota.clone()));
    assert_eq!(ctx.last_error_kind(), Some(ErrorKind::Quota));
    // An operator's panic has no `Result`: the context keeps its error.
    ctx.clear_last_error();
    let other = Context::new()?;
    let far: PwAff = other.scope(|| "{ [i] -> [(2)] }".parse())?;
    let near: PwAff = "{ [i] -> [(i)] }".parse()?;
    panic_message(|| drop(&near / &near));
    assert_eq!(ctx.last_error_kind(), Some(ErrorKind::Invalid));
    // Errors that are not ISL's are not kept: a check made before ISL is
    // called, two contexts, a closure's own error.
    ctx.clear_last_error();
    assert!(set.insert_dims(DimType::Set, 0, u32::MAX).is_err());
    assert!(near.add(&far).is_err());
    let stopped = set.foreach_point(|_| Err::<(), _>(Error::NoContext));
    assert_eq!(stopped, Err(Error::NoContext));
    assert_eq!(ctx.last_error(), None);
    // Each context keeps its own.
    assert!(other.scope(|| "{ [".parse::<Set>()).is_err());
    assert_eq!(
        (ctx.last_error_kind(), other.last_error_kind()),
        (None, Some(ErrorKind::Invalid))
    );
    Ok(())
}
