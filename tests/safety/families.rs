//! Every object family, exercised through the generated API with known answers.
//!
//! One test per family; each checks ISL's results either against answers
//! worked out by hand or against an independent ISL computation (usually the
//! same object parsed from text).

// The hash maps are used only by a test ISL 0.25 (a `system` build) leaves out.
#[cfg_attr(isl_before_0_27, allow(unused_imports))]
use isl_safe::{
    Aff, AffList, AstBuild, AstExpr, AstExprList, AstExprOpType, AstExprType, AstLoopType, AstNode,
    AstNodeType, AstPrintOptions, BasicSet, Constraint, Context, DimType, Error, Fold, Id, IdList,
    IdToAstExpr, IdToId, IdToPwAff, IslVec, LocalSpace, Map, MapToBasicSet, Mat, MultiAff, MultiId,
    MultiPwAff, MultiUnionPwAff, MultiVal, Point, PwAff, PwAffList, PwMultiAff, PwMultiAffList,
    PwQpolynomial, PwQpolynomialFold, PwQpolynomialFoldList, PwQpolynomialList, Qpolynomial,
    QpolynomialFold, QpolynomialList, Schedule, ScheduleConstraints, ScheduleNode,
    ScheduleNodeType, Scope, Set, SetList, Space, UnionAccessInfo, UnionMap, UnionPwAff,
    UnionPwAffList, UnionPwMultiAff, UnionPwMultiAffList, UnionPwQpolynomial,
    UnionPwQpolynomialFold, UnionSet, UnionSetList, Val, ValList,
};
use std::collections::BTreeSet;
use std::rc::Rc;

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

fn set(s: &str) -> Set {
    s.parse().unwrap()
}

fn map(s: &str) -> Map {
    s.parse().unwrap()
}

fn uset(s: &str) -> UnionSet {
    s.parse().unwrap()
}

fn umap(s: &str) -> UnionMap {
    s.parse().unwrap()
}

fn val(i: i64) -> Val {
    Val::int_from_si(i).unwrap()
}

/// The single point of a set given as text (such as `"{ [4] }"`).
fn point(s: &str) -> Point {
    let p = set(s);
    assert_eq!(p.count_val().unwrap(), val(1), "{s} is one point");
    p.sample_point().unwrap()
}

/// The integer coordinates of a point of a set with `n` dimensions.
fn coords(p: &Point, n: usize) -> Vec<i64> {
    (0..n)
        .map(|i| {
            p.get_coordinate_val(DimType::Set, i as i32)
                .unwrap()
                .get_num_si()
                .unwrap()
        })
        .collect()
}

// ---- 1. sets, maps, unions and their lists ----

#[test]
fn sets_maps_unions_and_lists() {
    let _c = ctx();
    let u = uset("{ A[i] : 0 <= i < 3; B[i, j] : 0 <= i < 2 and 0 <= j < 2 }");

    // UnionSet -> SetList: one set per space, each with its own points.
    let list: SetList = u.get_set_list().unwrap();
    assert_eq!(list.size().unwrap(), 2);
    assert_eq!(list.n_set().unwrap(), 2);
    let mut seen = BTreeSet::new();
    for k in 0..list.size().unwrap() {
        let s = list.get_at(k as i32).unwrap();
        let name = s.get_tuple_name().unwrap().unwrap();
        let count = s.count_val().unwrap().get_num_si().unwrap();
        seen.insert((name, count));
    }
    let expected: BTreeSet<(String, i64)> = [("A".to_string(), 3), ("B".to_string(), 4)].into();
    assert_eq!(seen, expected);
    assert!(list.get_at(2).is_err(), "index out of range is an error");

    // SetList in one space: the union of its elements.
    let mut same = SetList::alloc(2).unwrap();
    same.in_place().add(set("{ [i] : 0 <= i < 3 }")).unwrap();
    same.in_place().add(set("{ [i] : 5 <= i < 7 }")).unwrap();
    assert_eq!(
        same.union().unwrap(),
        set("{ [i] : 0 <= i < 3 or 5 <= i < 7 }")
    );
    same.in_place().reverse().unwrap();
    assert_eq!(same.get_at(0).unwrap(), set("{ [i] : 5 <= i < 7 }"));

    // UnionSetList: built from pieces, unioned back to the original.
    let mut ulist = UnionSetList::alloc(2).unwrap();
    ulist.in_place().add(uset("{ A[i] : 0 <= i < 3 }")).unwrap();
    ulist
        .in_place()
        .add(uset("{ B[i, j] : 0 <= i < 2 and 0 <= j < 2 }"))
        .unwrap();
    assert_eq!(ulist.size().unwrap(), 2);
    assert_eq!(ulist.get_at(1).unwrap().n_set().unwrap(), 1);
    assert_eq!(ulist.union().unwrap(), u);
    assert_eq!(u.to_list().unwrap().size().unwrap(), 1);

    // Basic sets of a set.
    let two = set("{ [i] : i < 0 or i > 5 }");
    let bl = two.get_basic_set_list().unwrap();
    assert_eq!(bl.size().unwrap(), 2);
    let b0: BasicSet = bl.get_at(0).unwrap();
    let b1: BasicSet = bl.get_at(1).unwrap();
    assert_eq!(b0.union(b1).unwrap(), two);

    // Maps, union maps and map lists.
    let m = map("{ [i] -> [i + 1] : 0 <= i < 10 }");
    assert_eq!(
        m.apply_range(&m).unwrap(),
        map("{ [i] -> [i + 2] : 0 <= i < 9 }")
    );
    assert_eq!(
        m.reverse().unwrap(),
        map("{ [j] -> [j - 1] : 1 <= j <= 10 }")
    );
    assert_eq!(m.domain().unwrap(), set("{ [i] : 0 <= i <= 9 }"));
    let um = umap("{ S[i] -> A[i]; T[i] -> A[i + 1]; T[i] -> B[] }");
    assert_eq!(um.n_map().unwrap(), 3);
    let ml = um.get_map_list().unwrap();
    assert_eq!(ml.size().unwrap(), 3);
    let mut back = UnionMap::empty_ctx().unwrap();
    for k in 0..ml.size().unwrap() {
        back = back.union(ml.get_at(k as i32).unwrap()).unwrap();
    }
    assert_eq!(back, um);
    let ul = um.to_list().unwrap();
    assert_eq!(ul.size().unwrap(), 1);
    assert_eq!(ul.get_at(0).unwrap(), um);
    // Union operations across spaces: a write relation applied to a domain.
    let dom = uset("{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 2 }");
    assert_eq!(
        dom.apply(umap("{ S[i] -> A[i]; T[i] -> A[2i + 10] }"))
            .unwrap(),
        uset("{ A[i] : 0 <= i <= 3 or i = 10 or i = 12 }")
    );
}

// ---- 2. the affine family ----

#[test]
fn affine_family() {
    let _c = ctx();

    // Aff: evaluation and parts.
    let a: Aff = "{ [i] -> [(2i + 3)] }".parse().unwrap();
    assert_eq!(a.eval(point("{ [4] }")).unwrap(), val(11));
    assert_eq!(a.get_constant_val().unwrap(), val(3));
    let doubled = &a + &a;
    assert!(doubled
        .plain_is_equal(&"{ [i] -> [(4i + 6)] }".parse::<Aff>().unwrap())
        .unwrap());
    assert_eq!(Map::from_aff(a).unwrap(), map("{ [i] -> [2i + 3] }"));

    // PwAff: a piecewise absolute value.
    let abs: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }"
        .parse()
        .unwrap();
    assert_eq!(abs.eval(point("{ [-3] }")).unwrap(), val(3));
    assert_eq!(abs.eval(point("{ [5] }")).unwrap(), val(5));
    assert_eq!(abs.domain().unwrap(), set("{ [i] }"));
    assert_eq!(
        abs.as_map().unwrap(),
        map("{ [i] -> [j] : (j = i and i >= 0) or (j = -i and i < 0) }")
    );

    // Map -> lexmin as a PwMultiAff, and back to a map: the map's lexmin.
    let m = map("{ [i] -> [j, k] : 0 <= i < 5 and i <= j <= i + 2 and 0 <= k <= 1 }");
    let pma: PwMultiAff = m.lexmin_pw_multi_aff().unwrap();
    let expected = map("{ [i] -> [i, 0] : 0 <= i < 5 }");
    assert_eq!(Map::from_pw_multi_aff(&pma).unwrap(), expected);
    assert_eq!(Map::from_pw_multi_aff(&pma).unwrap(), m.lexmin().unwrap());
    let from_lexmin = PwMultiAff::from_map(m.lexmin().unwrap()).unwrap();
    assert!(from_lexmin.is_equal(&pma).unwrap());
    assert!(pma
        .get_at(0)
        .unwrap()
        .is_equal(&"{ [i] -> [(i)] : 0 <= i < 5 }".parse::<PwAff>().unwrap())
        .unwrap());
    assert_eq!(pma.domain().unwrap(), set("{ [i] : 0 <= i < 5 }"));

    // MultiAff.
    let ma: MultiAff = "{ [i, j] -> [(j), (i + j)] }".parse().unwrap();
    assert_eq!(
        ma.as_map().unwrap(),
        map("{ [i, j] -> [a, b] : a = j and b = i + j }")
    );
    assert!(ma
        .get_at(1)
        .unwrap()
        .plain_is_equal(&"{ [i, j] -> [(i + j)] }".parse::<Aff>().unwrap())
        .unwrap());
    // ... and rebuilt from an AffList over the same space.
    let mut affs = AffList::alloc(2).unwrap();
    affs.in_place().add(ma.get_at(0).unwrap()).unwrap();
    affs.in_place()
        .add("{ [i, j] -> [(i + j)] }".parse::<Aff>().unwrap())
        .unwrap();
    assert_eq!(affs.size().unwrap(), 2);
    let rebuilt = MultiAff::from_aff_list(ma.get_space().unwrap(), affs).unwrap();
    assert!(rebuilt.plain_is_equal(&ma).unwrap());
    let pma2 = PwMultiAff::from_multi_aff(&ma).unwrap();
    assert!(pma2
        .is_equal(&PwMultiAff::from_map(map("{ [i, j] -> [j, i + j] }")).unwrap())
        .unwrap());

    // MultiPwAff from the PwMultiAff: same relation, element by element.
    let mpa: MultiPwAff = MultiPwAff::from_pw_multi_aff(&pma).unwrap();
    assert_eq!(mpa.size().unwrap(), 2);
    assert!(mpa
        .get_at(1)
        .unwrap()
        .is_equal(&"{ [i] -> [(0)] : 0 <= i < 5 }".parse::<PwAff>().unwrap())
        .unwrap());
    assert_eq!(mpa.as_map().unwrap(), expected);
    assert!(PwMultiAff::from_multi_pw_aff(mpa)
        .unwrap()
        .is_equal(&pma)
        .unwrap());

    // MultiUnionPwAff from a schedule-like union map, and back.
    let sched = umap("{ S[i] -> [i] : 0 <= i < 10; T[i] -> [i + 1] : 0 <= i < 4 }");
    let mupa: MultiUnionPwAff = MultiUnionPwAff::from_union_map(&sched).unwrap();
    assert_eq!(mupa.size().unwrap(), 1);
    assert_eq!(UnionMap::from_multi_union_pw_aff(&mupa).unwrap(), sched);
    assert_eq!(
        mupa.domain().unwrap(),
        uset("{ S[i] : 0 <= i < 10; T[i] : 0 <= i < 4 }")
    );
    assert!(mupa
        .plain_is_equal(
            &MultiUnionPwAff::read_from_str(
                "[{ S[i] -> [(i)] : 0 <= i <= 9; T[i] -> [(1 + i)] : 0 <= i <= 3 }]"
            )
            .unwrap()
        )
        .unwrap());

    // UnionPwAff: its domain, a piece extracted and evaluated, extremes.
    let upa: UnionPwAff = mupa.get_at(0).unwrap();
    assert_eq!(upa.n_pw_aff().unwrap(), 2);
    let pieces: PwAffList = upa.get_pw_aff_list().unwrap();
    assert_eq!(pieces.size().unwrap(), 2);
    let upas: UnionPwAffList = mupa.get_list().unwrap();
    assert_eq!(upas.size().unwrap(), 1);
    assert!(upas.get_at(0).unwrap().plain_is_equal(&upa).unwrap());
    assert_eq!(
        upa.domain().unwrap(),
        uset("{ S[i] : 0 <= i < 10; T[i] : 0 <= i < 4 }")
    );
    let t_space = map("{ T[i] -> [o] }").get_space().unwrap();
    let t_piece = upa.extract_pw_aff(t_space).unwrap();
    assert_eq!(t_piece.eval(point("{ T[2] }")).unwrap(), val(3));
    assert_eq!(upa.max_val().unwrap(), val(9), "S[9] -> 9 beats T[3] -> 4");
    assert_eq!(upa.min_val().unwrap(), val(0), "S[0] -> 0 beats T[0] -> 1");

    // UnionPwMultiAff from a union map, and back.
    let accesses = umap("{ S[i] -> A[i, 2i]; T[i] -> B[i + 1] }");
    let upma = UnionPwMultiAff::from_union_map(&accesses).unwrap();
    assert_eq!(upma.n_pw_multi_aff().unwrap(), 2);
    let pmas: PwMultiAffList = upma.get_pw_multi_aff_list().unwrap();
    assert_eq!(pmas.size().unwrap(), 2);
    let upmas: UnionPwMultiAffList = upma.to_list().unwrap();
    assert!(upmas.get_at(0).unwrap().plain_is_equal(&upma).unwrap());
    assert_eq!(upma.as_union_map().unwrap(), accesses);
    assert_eq!(upma.domain().unwrap(), uset("{ S[i]; T[i] }"));
}

// ---- 3. values ----

#[test]
fn val_multi_val_and_val_list() {
    let _c = ctx();
    assert_eq!(val(12).gcd(val(18)).unwrap(), val(6));
    assert_eq!(val(-7).abs().unwrap(), val(7));
    let half = Val::read_from_str("7/2").unwrap();
    assert!(half.is_rat().unwrap() && !half.is_int().unwrap());
    assert_eq!(half.floor().unwrap(), val(3));
    assert_eq!(half.ceil().unwrap(), val(4));
    assert_eq!(half.get_num_si().unwrap(), 7);
    assert_eq!(half.get_den_si().unwrap(), 2);
    assert_eq!(half.get_d().unwrap(), 3.5);
    assert_eq!(half.inv().unwrap().to_string(), "2/7");
    assert!(val(12).is_divisible_by(&val(4)).unwrap());
    assert!(!val(12).is_divisible_by(&val(5)).unwrap());
    assert_eq!(val(2).pow2().unwrap(), val(4), "2^2");
    assert_eq!(val(5).add_ui(3u32).unwrap(), val(8));
    assert_eq!(val(5).cmp_si(9).unwrap(), -1);
    assert!(Val::infty().unwrap().is_infty().unwrap());
    assert!(Val::one().unwrap().is_one().unwrap());

    // ValList, then a MultiVal from it.
    let mut list = ValList::alloc(3).unwrap();
    for i in [4, 6, 10] {
        list.in_place().add(val(i)).unwrap();
    }
    assert_eq!(list.size().unwrap(), 3);
    assert_eq!(list.get_at(2).unwrap(), val(10));
    let mut g = val(0);
    list.foreach(|v| {
        g = g.gcd(v)?;
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(g, val(2), "gcd(4, 6, 10)");

    let space = Space::set_alloc(0, 3).unwrap();
    let mv = MultiVal::from_val_list(&space, &list).unwrap();
    assert_eq!(mv.size().unwrap(), 3);
    assert_eq!(mv.get_at(1).unwrap(), val(6));
    assert_eq!(mv.to_string(), "{ [4, 6, 10] }");
    let sum = mv.add(&mv).unwrap();
    assert_eq!(sum.get_at(2).unwrap(), val(20));
    let shifted = mv.add_val(val(1)).unwrap();
    assert!(shifted
        .plain_is_equal(&MultiVal::read_from_str("{ [5, 7, 11] }").unwrap())
        .unwrap());
    let modded = mv.mod_val(val(4)).unwrap();
    assert!(modded
        .plain_is_equal(&MultiVal::read_from_str("{ [0, 2, 2] }").unwrap())
        .unwrap());
    assert!(mv.sub(&mv).unwrap().is_zero().unwrap());
    assert_eq!(mv.get_list().unwrap().size().unwrap(), 3);
}

// ---- 4. identifiers ----

#[test]
fn id_multi_id_id_list_and_user_data() {
    let _c = ctx();
    let a = Id::read_from_str("a").unwrap();
    let b = Id::read_from_str("b").unwrap();
    assert_eq!(a.get_name().unwrap().as_deref(), Some("a"));
    assert_eq!(a, Id::read_from_str("a").unwrap());
    assert_ne!(a, b);

    let mut list = IdList::alloc(2).unwrap();
    list.in_place().add(&a).unwrap();
    list.in_place().add(&b).unwrap();
    assert_eq!(list.size().unwrap(), 2);
    assert_eq!(list.get_at(1).unwrap(), b);
    assert_eq!(list.to_string(), "(a,b)");
    assert_eq!(
        IdList::read_from_str("(a, b)").unwrap().get_at(0).unwrap(),
        a
    );

    let space = Space::set_alloc(0, 2).unwrap();
    let mi = MultiId::from_id_list(space, &list).unwrap();
    assert_eq!(mi.size().unwrap(), 2);
    assert_eq!(mi.get_at(0).unwrap(), a);
    assert_eq!(
        mi.get_at(1).unwrap().get_name().unwrap().as_deref(),
        Some("b")
    );
    assert!(mi
        .plain_is_equal(&MultiId::read_from_str("{ [a, b] }").unwrap())
        .unwrap());

    // A Rust value carried by an id, dropped with the id's last reference.
    let payload = Rc::new(vec![1, 2, 3]);
    let id = Id::with_user("S", Rc::clone(&payload)).unwrap();
    assert_eq!(Rc::strong_count(&payload), 2);
    assert_eq!(id.get_name().unwrap().as_deref(), Some("S"));
    assert_eq!(id.user::<Rc<Vec<i32>>>().unwrap().as_slice(), [1, 2, 3]);
    assert!(id.user::<String>().is_none());
    assert!(
        a.user::<Rc<Vec<i32>>>().is_none(),
        "plain ids carry nothing"
    );
    let copy = id.clone();
    let in_list = id.to_list().unwrap();
    drop(id);
    assert_eq!(
        Rc::strong_count(&payload),
        2,
        "a clone and a list still hold it"
    );
    assert!(Rc::ptr_eq(copy.user::<Rc<Vec<i32>>>().unwrap(), &payload));
    drop(copy);
    assert_eq!(Rc::strong_count(&payload), 2, "the list still holds it");
    let from_list = in_list.get_at(0).unwrap();
    assert!(Rc::ptr_eq(
        from_list.user::<Rc<Vec<i32>>>().unwrap(),
        &payload
    ));
    drop(in_list);
    assert_eq!(Rc::strong_count(&payload), 2, "the id taken from the list");
    drop(from_list);
    assert_eq!(
        Rc::strong_count(&payload),
        1,
        "dropped with the last reference"
    );
}

// ---- 5. spaces, local spaces, constraints, points ----

#[test]
fn space_local_space_constraint_point() {
    let _c = ctx();
    let space = Space::set_alloc(0, 2)
        .unwrap()
        .set_tuple_name(DimType::Set, "P")
        .unwrap();
    assert_eq!(space.dim(DimType::Set).unwrap(), 2);
    assert!(space.is_set().unwrap());
    assert_eq!(
        space.get_tuple_name(DimType::Set).unwrap().as_deref(),
        Some("P")
    );
    assert!(space
        .is_equal(&set("{ P[x, y] }").get_space().unwrap())
        .unwrap());
    let map_space = space.map_from_set().unwrap();
    assert!(map_space.is_map().unwrap());
    assert_eq!(map_space.dim(DimType::In).unwrap(), 2);

    let ls = LocalSpace::from_space(&space).unwrap();
    assert_eq!(ls.dim(DimType::Set).unwrap(), 2);
    assert!(ls.is_set().unwrap());

    // x - 2 >= 0
    let lower = Constraint::alloc_inequality(&ls)
        .unwrap()
        .set_coefficient_si(DimType::Set, 0, 1)
        .unwrap()
        .set_constant_si(-2)
        .unwrap();
    // -x + 3 >= 0
    let upper = Constraint::alloc_inequality(&ls)
        .unwrap()
        .set_coefficient_si(DimType::Set, 0, -1)
        .unwrap()
        .set_constant_si(3)
        .unwrap();
    // y - x = 0
    let diagonal = Constraint::alloc_equality(&ls)
        .unwrap()
        .set_coefficient_si(DimType::Set, 0, -1)
        .unwrap()
        .set_coefficient_si(DimType::Set, 1, 1)
        .unwrap();
    assert!(lower.is_lower_bound(DimType::Set, 0).unwrap());
    assert!(upper.is_upper_bound(DimType::Set, 0).unwrap());
    assert!(diagonal.is_equality().unwrap() && !lower.is_equality().unwrap());
    assert_eq!(upper.get_coefficient_val(DimType::Set, 0).unwrap(), val(-1));
    assert_eq!(upper.get_constant_val().unwrap(), val(3));

    let s = Set::universe(&space)
        .unwrap()
        .add_constraint(&lower)
        .unwrap()
        .add_constraint(&upper)
        .unwrap()
        .add_constraint(&diagonal)
        .unwrap();
    assert_eq!(s, set("{ P[x, y] : 2 <= x <= 3 and y = x }"));

    // The points, read back coordinate by coordinate.
    let mut pts = Vec::new();
    s.foreach_point(|p| {
        pts.push(coords(&p, 2));
        Ok::<(), Error>(())
    })
    .unwrap();
    pts.sort();
    assert_eq!(pts, [[2, 2], [3, 3]]);

    // A point built by hand.
    let p = Point::zero(&space)
        .unwrap()
        .add_ui(DimType::Set, 0, 3u32)
        .unwrap()
        .set_coordinate_val(DimType::Set, 1, val(3))
        .unwrap();
    assert_eq!(coords(&p, 2), [3, 3]);
    assert!(Set::from_point(&p).unwrap().is_subset(&s).unwrap());
    assert!(p
        .get_multi_val()
        .unwrap()
        .plain_is_equal(&MultiVal::read_from_str("{ P[3, 3] }").unwrap())
        .unwrap());
    let outside = p.sub_ui(DimType::Set, 1, 1u32).unwrap();
    assert!(!Set::from_point(outside).unwrap().is_subset(&s).unwrap());
    assert!(Point::void(&space).unwrap().is_void().unwrap());

    // Constraints of a basic set, rebuilt from their affine expressions.
    let b: BasicSet = "{ [i] : 0 <= i <= 9 }".parse().unwrap();
    let cs = b.get_constraint_list().unwrap();
    assert_eq!(cs.size().unwrap(), 2);
    let mut rebuilt = Set::universe(b.get_space().unwrap()).unwrap();
    for k in 0..cs.size().unwrap() {
        rebuilt = rebuilt
            .add_constraint(cs.get_at(k as i32).unwrap())
            .unwrap();
    }
    assert_eq!(rebuilt, Set::from(b));
}

// ---- 6. matrices and vectors ----

#[test]
fn mat_and_vec() {
    let _c = ctx();
    let el = |m: &Mat, r: i32, c: i32| m.get_element_val(r, c).unwrap().get_num_si().unwrap();
    // [[1, 2], [3, 4]]
    let mut m = Mat::alloc(2u32, 2u32).unwrap();
    for (r, c, v) in [(0, 0, 1), (0, 1, 2), (1, 0, 3), (1, 1, 4)] {
        m.in_place().set_element_si(r, c, v).unwrap();
    }
    assert_eq!((m.rows().unwrap(), m.cols().unwrap()), (2, 2));
    assert_eq!(m.rank().unwrap(), 2);
    let t = m.transpose().unwrap();
    assert_eq!((el(&t, 0, 1), el(&t, 1, 0)), (3, 2));
    // M * M = [[7, 10], [15, 22]]
    let sq = m.product(&m).unwrap();
    assert_eq!(
        [el(&sq, 0, 0), el(&sq, 0, 1), el(&sq, 1, 0), el(&sq, 1, 1)],
        [7, 10, 15, 22]
    );
    assert!(m
        .product(Mat::identity(2u32).unwrap())
        .unwrap()
        .is_equal(&m)
        .unwrap());

    // M * (5, 6) = (17, 39)
    let mut v = IslVec::alloc(2u32).unwrap();
    v.in_place().set_element_si(0, 5).unwrap();
    v.in_place().set_element_si(1, 6).unwrap();
    assert_eq!(v.size().unwrap(), 2);
    let mv = m.vec_product(&v).unwrap();
    assert_eq!(mv.get_element_val(0).unwrap(), val(17));
    assert_eq!(mv.get_element_val(1).unwrap(), val(39));
    // (5, 6) * M = (23, 34)
    let vm = v.mat_product(&m).unwrap();
    assert_eq!(vm.get_element_val(0).unwrap(), val(23));
    assert_eq!(vm.get_element_val(1).unwrap(), val(34));
    let neg = v.neg().unwrap();
    assert!(neg
        .add(&v)
        .unwrap()
        .is_equal(&IslVec::zero(2u32).unwrap())
        .unwrap());
    // A matrix of rank 1: [[1, 2], [2, 4]].
    let mut r1 = Mat::alloc(2u32, 2u32).unwrap();
    for (r, c, x) in [(0, 0, 1), (0, 1, 2), (1, 0, 2), (1, 1, 4)] {
        r1.in_place().set_element_si(r, c, x).unwrap();
    }
    assert_eq!(r1.rank().unwrap(), 1);

    // Constraint matrices: columns ordered set dims, params, divs, constant.
    let b: BasicSet = "{ [i, j] : i = 2j and 0 <= i <= 10 }".parse().unwrap();
    let order = (DimType::Set, DimType::Param, DimType::Div, DimType::Cst);
    let eq = b
        .equalities_matrix(order.0, order.1, order.2, order.3)
        .unwrap();
    let ineq = b
        .inequalities_matrix(order.0, order.1, order.2, order.3)
        .unwrap();
    assert_eq!((eq.rows().unwrap(), eq.cols().unwrap()), (1, 3));
    assert_eq!(ineq.cols().unwrap(), 3);
    // The equality is i - 2j = 0 up to sign.
    let row: Vec<i64> = (0..3).map(|c| el(&eq, 0, c)).collect();
    assert!(row == [1, -2, 0] || row == [-1, 2, 0], "{row:?}");
    // Every point satisfies every row, and the rows cut out exactly b.
    let pts = Set::from(b.clone()).points().unwrap();
    assert_eq!(pts.len(), 6);
    for p in &pts {
        let x = coords(p, 2);
        let at = |m: &Mat, r: i32| el(m, r, 0) * x[0] + el(m, r, 1) * x[1] + el(m, r, 2);
        assert_eq!(at(&eq, 0), 0);
        for r in 0..ineq.rows().unwrap() as i32 {
            assert!(at(&ineq, r) >= 0);
        }
    }
    let mut rebuilt = Set::universe(b.get_space().unwrap()).unwrap();
    let ls = LocalSpace::from_space(b.get_space().unwrap()).unwrap();
    for (m, is_eq) in [(&eq, true), (&ineq, false)] {
        for r in 0..m.rows().unwrap() as i32 {
            let c = if is_eq {
                Constraint::alloc_equality(&ls)
            } else {
                Constraint::alloc_inequality(&ls)
            }
            .unwrap()
            .set_coefficient_val(DimType::Set, 0, m.get_element_val(r, 0).unwrap())
            .unwrap()
            .set_coefficient_val(DimType::Set, 1, m.get_element_val(r, 1).unwrap())
            .unwrap()
            .set_constant_val(m.get_element_val(r, 2).unwrap())
            .unwrap();
            rebuilt = rebuilt.add_constraint(c).unwrap();
        }
    }
    assert_eq!(rebuilt, Set::from(b));
}

// ---- 7. vertices, vertex, cell ----

#[test]
fn vertices_of_a_parametric_triangle() {
    let _c = ctx();
    let triangle: BasicSet = "[n] -> { [i, j] : i >= 0 and j >= 0 and i + j <= n }"
        .parse()
        .unwrap();
    let vertices = triangle.compute_vertices().unwrap();
    assert_eq!(vertices.get_n_vertices().unwrap(), 3);

    let expected: Vec<MultiAff> = [
        "[n] -> { [(0), (0)] }",
        "[n] -> { [(n), (0)] }",
        "[n] -> { [(0), (n)] }",
    ]
    .iter()
    .map(|s| MultiAff::read_from_str(*s).unwrap())
    .collect();
    let params_nonneg = set("[n] -> { : n >= 0 }");
    let mut found = [false; 3];
    let mut ids = BTreeSet::new();
    vertices
        .foreach_vertex(|v| {
            ids.insert(v.get_id()?);
            assert_eq!(Set::from(v.get_domain()?), params_nonneg);
            let expr = v.get_expr()?;
            let k = expected
                .iter()
                .position(|e| e.plain_is_equal(&expr).unwrap())
                .unwrap_or_else(|| panic!("unexpected vertex {expr}"));
            assert!(!found[k], "vertex {expr} twice");
            found[k] = true;
            Ok::<(), Error>(())
        })
        .unwrap();
    assert_eq!(found, [true; 3]);
    assert_eq!(ids, [0, 1, 2].into());

    // One chamber (n >= 0) in which all three vertices are active.
    let mut cells = 0;
    vertices
        .foreach_cell(|cell| {
            cells += 1;
            let dom = Set::from(cell.get_domain()?);
            // A rational chamber: all of n >= 0, nothing below.
            assert!(params_nonneg.is_subset(&dom)?);
            assert!(dom.intersect(set("[n] -> { : n = -1 }"))?.is_empty()?);
            let mut n = 0;
            cell.foreach_vertex(|v| {
                assert!(expected
                    .iter()
                    .any(|e| e.plain_is_equal(&v.get_expr().unwrap()).unwrap()));
                n += 1;
                Ok::<(), Error>(())
            })?;
            assert_eq!(n, 3);
            Ok::<(), Error>(())
        })
        .unwrap();
    assert_eq!(cells, 1);

    // A non-parametric square: four vertices.
    let square: BasicSet = "{ [i, j] : 0 <= i <= 2 and 0 <= j <= 2 }".parse().unwrap();
    assert_eq!(
        square.compute_vertices().unwrap().get_n_vertices().unwrap(),
        4
    );
}

// ---- 8. quasi-polynomials ----

#[test]
fn quasi_polynomials() {
    let _c = ctx();
    // (i + n)^2 as a product of two affine functions, against the expanded form.
    let lin = PwQpolynomial::from_pw_aff("[n] -> { [i] -> [(i + n)] }".parse::<PwAff>().unwrap())
        .unwrap();
    let sq = lin.mul(&lin).unwrap();
    let expanded = PwQpolynomial::read_from_str("[n] -> { [i] -> i^2 + 2 * i * n + n^2 }").unwrap();
    assert!(sq.sub(&expanded).unwrap().is_zero().unwrap());
    assert!(!sq.sub(&lin).unwrap().is_zero().unwrap());
    assert_eq!(lin.pow(2u32).unwrap().sub(&sq).unwrap().is_zero(), Ok(true));
    assert_eq!(
        sq.eval(point("[n] -> { [i] : n = 3 and i = 2 }")).unwrap(),
        val(25)
    );

    // Extremes over a bounded domain: i^2 on [-3, 2].
    let q = PwQpolynomial::read_from_str("{ [i] -> i^2 : -3 <= i <= 2 }").unwrap();
    assert_eq!(q.max().unwrap(), val(9));
    assert_eq!(q.min().unwrap(), val(0));
    assert_eq!(q.n_piece().unwrap(), 1);
    assert_eq!(q.domain().unwrap(), set("{ [i] : -3 <= i <= 2 }"));

    // Qpolynomial: (i + 1)^2 has three terms, i^2 + 2i + 1.
    let qp = Qpolynomial::from_aff("{ [i] -> [(i + 1)] }".parse::<Aff>().unwrap())
        .unwrap()
        .pow(2u32)
        .unwrap();
    let mut terms = BTreeSet::new();
    qp.foreach_term(|t| {
        let exp = t.get_exp(DimType::Set, 0)?;
        let coef = t.get_coefficient_val()?.get_num_si()?;
        terms.insert((exp, coef));
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(terms, [(0, 1), (1, 2), (2, 1)].into());
    assert_eq!(qp.eval(point("{ [4] }")).unwrap(), val(25));
    assert_eq!(qp.get_constant_val().unwrap(), val(1));
    let qps: QpolynomialList = qp.to_list().unwrap();
    assert!(qps.get_at(0).unwrap().plain_is_equal(&qp).unwrap());

    // Folds: the maximum and the minimum of i and 10 - i.
    let up = Qpolynomial::from_aff("{ [i] -> [(i)] }".parse::<Aff>().unwrap()).unwrap();
    let down = Qpolynomial::from_aff("{ [i] -> [(10 - i)] }".parse::<Aff>().unwrap()).unwrap();
    let fmax = QpolynomialFold::alloc(Fold::Max, &up)
        .unwrap()
        .fold(QpolynomialFold::alloc(Fold::Max, &down).unwrap())
        .unwrap();
    assert_eq!(fmax.get_type().unwrap(), Fold::Max);
    assert_eq!(fmax.eval(point("{ [3] }")).unwrap(), val(7));
    let fmin = QpolynomialFold::alloc(Fold::Min, &up)
        .unwrap()
        .fold(QpolynomialFold::alloc(Fold::Min, &down).unwrap())
        .unwrap();
    assert_eq!(fmin.get_type().unwrap(), Fold::Min);
    assert_eq!(fmin.eval(point("{ [3] }")).unwrap(), val(3));
    let mut n = 0;
    fmin.foreach_qpolynomial(|_| {
        n += 1;
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(n, 2);

    // PwQpolynomialFold over a domain: max(i, 10 - i) on [0, 10] is 10 at the ends, 5 in the middle.
    let pwf = PwQpolynomialFold::alloc(Fold::Max, set("{ [i] : 0 <= i <= 10 }"), &fmax).unwrap();
    assert_eq!(pwf.get_type().unwrap(), Fold::Max);
    assert_eq!(pwf.eval(point("{ [5] }")).unwrap(), val(5));
    assert_eq!(pwf.max().unwrap(), val(10));
    let from_pwqp = PwQpolynomialFold::from_pw_qpolynomial(Fold::Min, &q).unwrap();
    assert_eq!(from_pwqp.get_type().unwrap(), Fold::Min);
    assert_eq!(from_pwqp.eval(point("{ [-3] }")).unwrap(), val(9));
    let parsed =
        PwQpolynomialFold::read_from_str("{ [i] -> max(i, 10 - i) : 0 <= i <= 10 }").unwrap();
    assert!(parsed.plain_is_equal(&pwf).unwrap());

    // Unions over several spaces.
    let a = PwQpolynomial::read_from_str("{ A[i] -> i^2 : 0 <= i <= 4 }").unwrap();
    let b = PwQpolynomial::read_from_str("{ B[i, j] -> i * j : 0 <= i, j <= 4 }").unwrap();
    let u = UnionPwQpolynomial::from_pw_qpolynomial(&a)
        .unwrap()
        .add_pw_qpolynomial(&b)
        .unwrap();
    assert_eq!(u.n_pw_qpolynomial().unwrap(), 2);
    let pwqps: PwQpolynomialList = u.get_pw_qpolynomial_list().unwrap();
    assert_eq!(pwqps.size().unwrap(), 2);
    assert_eq!(u.eval(point("{ A[3] }")).unwrap(), val(9));
    assert_eq!(u.eval(point("{ B[2, 3] }")).unwrap(), val(6));
    assert_eq!(
        u.domain().unwrap(),
        uset("{ A[i] : 0 <= i <= 4; B[i, j] : 0 <= i, j <= 4 }")
    );
    assert!(u
        .plain_is_equal(
            &UnionPwQpolynomial::read_from_str(
                "{ A[i] -> i^2 : 0 <= i <= 4; B[i, j] -> i * j : 0 <= i, j <= 4 }"
            )
            .unwrap()
        )
        .unwrap());
    let uf = UnionPwQpolynomialFold::from_pw_qpolynomial_fold(&pwf).unwrap();
    assert_eq!(uf.get_type().unwrap(), Fold::Max);
    assert_eq!(uf.n_pw_qpolynomial_fold().unwrap(), 1);
    let folds: PwQpolynomialFoldList = uf.get_pw_qpolynomial_fold_list().unwrap();
    assert!(folds.get_at(0).unwrap().plain_is_equal(&pwf).unwrap());
    assert_eq!(uf.eval(point("{ [2] }")).unwrap(), val(8));
}

// ---- 9. schedules ----

#[test]
fn schedules_and_schedule_trees() {
    let _c = ctx();
    // The scheduler: S[i] must run before T[i].
    let domain = uset("{ S[i] : 0 <= i < 10; T[i] : 0 <= i < 10 }");
    let validity = umap("{ S[i] -> T[i] : 0 <= i < 10 }");
    let sc = ScheduleConstraints::on_domain(&domain)
        .unwrap()
        .set_validity(&validity)
        .unwrap();
    assert_eq!(sc.get_domain().unwrap(), domain);
    assert_eq!(sc.get_validity().unwrap(), validity);
    let schedule = sc.compute_schedule().unwrap();
    assert_eq!(schedule.get_domain().unwrap(), domain);
    // The schedule map is not restricted to the domain, but covers it.
    let order = schedule.get_map().unwrap();
    assert!(domain.is_subset(&order.domain().unwrap()).unwrap());
    let before = order.lex_lt_union_map(&order).unwrap();
    assert!(
        validity.is_subset(&before).unwrap(),
        "the schedule respects the dependences"
    );
    let root = schedule.get_root().unwrap();
    assert_eq!(root.get_type().unwrap(), ScheduleNodeType::Domain);
    let mut bands = 0;
    schedule
        .foreach_schedule_node_top_down(|node| {
            if node.get_type()? == ScheduleNodeType::Band {
                bands += 1;
                assert!(node.band_n_member()? >= 1);
            }
            Ok::<bool, Error>(true)
        })
        .unwrap();
    assert!(bands >= 1);

    // A schedule tree from ISL's YAML notation.
    let yaml = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 10 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }",
    )
    .unwrap();
    assert_eq!(
        yaml.get_map()
            .unwrap()
            .intersect_domain(uset("{ S[i] : 0 <= i < 10 }"))
            .unwrap(),
        umap("{ S[i] -> [i] : 0 <= i < 10 }")
    );
    let root: ScheduleNode = yaml.get_root().unwrap();
    assert_eq!(root.get_type().unwrap(), ScheduleNodeType::Domain);
    assert_eq!(
        root.domain_get_domain().unwrap(),
        uset("{ S[i] : 0 <= i < 10 }")
    );
    assert_eq!(root.n_children().unwrap(), 1);
    assert!(!root.has_parent().unwrap());
    let band = root.child(0).unwrap();
    assert_eq!(band.get_type().unwrap(), ScheduleNodeType::Band);
    assert_eq!(band.get_parent_type().unwrap(), ScheduleNodeType::Domain);
    assert_eq!(band.band_n_member().unwrap(), 1);
    let partial = band.band_get_partial_schedule().unwrap();
    assert!(partial
        .plain_is_equal(&MultiUnionPwAff::read_from_str("[{ S[i] -> [(i)] }]").unwrap())
        .unwrap());
    assert_eq!(
        band.band_get_partial_schedule_union_map().unwrap(),
        umap("{ S[i] -> [i] }")
    );
    assert_eq!(
        band.band_member_get_ast_loop_type(0).unwrap(),
        AstLoopType::Default
    );
    let leaf = band.child(0).unwrap();
    assert_eq!(leaf.get_type().unwrap(), ScheduleNodeType::Leaf);
    assert!(!leaf.has_children().unwrap());
    assert_eq!(
        leaf.parent().unwrap().get_type().unwrap(),
        ScheduleNodeType::Band
    );
    assert!(leaf.get_schedule().unwrap().plain_is_equal(&yaml).unwrap());

    // Sequences and filters, parsed and built.
    let seq = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }\", \
         child: { sequence: [ { filter: \"{ T[i] }\" }, { filter: \"{ S[i] }\" } ] } }",
    )
    .unwrap();
    let node = seq.get_root().unwrap().child(0).unwrap();
    assert_eq!(node.get_type().unwrap(), ScheduleNodeType::Sequence);
    assert_eq!(node.n_children().unwrap(), 2);
    let first = node.child(0).unwrap();
    assert_eq!(first.get_type().unwrap(), ScheduleNodeType::Filter);
    assert_eq!(first.filter_get_filter().unwrap(), uset("{ T[i] }"));
    // T's instances come first: every T[i] before every S[j].
    let order = seq.get_map().unwrap();
    let before = order.lex_lt_union_map(&order).unwrap();
    assert!(umap("{ T[i] -> S[j] : 0 <= i, j < 4 }")
        .is_subset(&before)
        .unwrap());
    assert!(!umap("{ S[0] -> T[0] }").is_subset(&before).unwrap());

    let mut filters = UnionSetList::alloc(2).unwrap();
    filters.in_place().add(uset("{ T[i] }")).unwrap();
    filters.in_place().add(uset("{ S[i] }")).unwrap();
    let built = Schedule::from_domain(uset("{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }"))
        .unwrap()
        .get_root()
        .unwrap()
        .child(0)
        .unwrap()
        .insert_sequence(filters)
        .unwrap()
        .get_schedule()
        .unwrap();
    assert!(built.plain_is_equal(&seq).unwrap());
}

// ---- 10. dependence analysis ----

#[test]
fn dataflow_dependences() {
    let _c = ctx();
    // for i: S: A[i] = ...;  for i: T: ... = A[i];
    let sink = umap("{ T[i] -> A[i] : 0 <= i < 10 }");
    let source = umap("{ S[i] -> A[i] : 0 <= i < 10 }");
    let schedule = umap("{ S[i] -> [0, i]; T[i] -> [1, i] }");
    let flow = UnionAccessInfo::from_sink(&sink)
        .unwrap()
        .set_must_source(&source)
        .unwrap()
        .set_schedule_map(&schedule)
        .unwrap()
        .compute_flow()
        .unwrap();
    let expected = umap("{ S[i] -> T[i] : 0 <= i < 10 }");
    assert_eq!(flow.get_must_dependence().unwrap(), expected);
    assert_eq!(flow.get_may_dependence().unwrap(), expected);
    assert!(flow.get_must_no_source().unwrap().is_empty().unwrap());

    // The same through a schedule tree; T reads A[i + 1], which S never writes for i = 9.
    let tree = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 10; T[i] : 0 <= i < 10 }\", \
         child: { sequence: [ { filter: \"{ S[i] }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }, \
                              { filter: \"{ T[i] }\", child: { schedule: \"[{ T[i] -> [(i)] }]\" } } ] } }",
    )
    .unwrap();
    let flow = UnionAccessInfo::from_sink(umap("{ T[i] -> A[i + 1] : 0 <= i < 10 }"))
        .unwrap()
        .set_must_source(&source)
        .unwrap()
        .set_schedule(&tree)
        .unwrap()
        .compute_flow()
        .unwrap();
    assert_eq!(
        flow.get_must_dependence().unwrap(),
        umap("{ S[i] -> T[i - 1] : 1 <= i < 10 }")
    );
    assert_eq!(
        flow.get_must_no_source().unwrap(),
        umap("{ T[9] -> A[10] }")
    );

    // The last writer wins: two writes in sequence, only the later one flows.
    let flow = UnionAccessInfo::from_sink(umap("{ R[] -> A[0] }"))
        .unwrap()
        .set_must_source(umap("{ W1[] -> A[0]; W2[] -> A[0] }"))
        .unwrap()
        .set_schedule_map(umap("{ W1[] -> [0]; W2[] -> [1]; R[] -> [2] }"))
        .unwrap()
        .compute_flow()
        .unwrap();
    assert_eq!(flow.get_must_dependence().unwrap(), umap("{ W2[] -> R[] }"));
}

// ---- 11. code generation ----

#[test]
fn ast_generation() {
    let _c = ctx();
    let build = AstBuild::from_context(set("{ : }")).unwrap();
    let node: AstNode = build
        .node_from_schedule_map(umap("{ S[i] -> [i] : 0 <= i < 10 }"))
        .unwrap();
    assert_eq!(node.get_type().unwrap(), AstNodeType::For);
    let code = node.to_c_str().unwrap();
    assert!(
        code.contains("for (int c0 = 0; c0 <= 9; c0 += 1)"),
        "{code}"
    );
    assert!(code.contains("S(c0);"), "{code}");

    // The loop's parts.
    let init = node.for_get_init().unwrap();
    assert_eq!(init.get_type().unwrap(), AstExprType::Int);
    assert_eq!(init.get_val().unwrap(), val(0));
    let iter = node.for_get_iterator().unwrap();
    assert_eq!(iter.get_type().unwrap(), AstExprType::Id);
    assert_eq!(
        iter.get_id().unwrap().get_name().unwrap().as_deref(),
        Some("c0")
    );
    let cond = node.for_get_cond().unwrap();
    assert_eq!(cond.get_type().unwrap(), AstExprType::Op);
    assert_eq!(cond.op_get_type().unwrap(), AstExprOpType::Le);
    assert_eq!(cond.to_c_str().unwrap(), "c0 <= 9");
    assert_eq!(node.for_get_inc().unwrap().get_val().unwrap(), val(1));
    let body = node.for_get_body().unwrap();
    assert_eq!(body.get_type().unwrap(), AstNodeType::User);
    let call = body.user_get_expr().unwrap();
    assert_eq!(call.op_get_type().unwrap(), AstExprOpType::Call);
    assert_eq!(call.op_get_n_arg().unwrap(), 2);
    assert_eq!(
        call.op_get_arg(0)
            .unwrap()
            .get_id()
            .unwrap()
            .get_name()
            .unwrap()
            .as_deref(),
        Some("S")
    );

    // The same loop from a schedule tree.
    let tree = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 10 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }",
    )
    .unwrap();
    let from_tree = build.node_from_schedule(&tree).unwrap();
    assert_eq!(from_tree.to_c_str().unwrap(), code);

    // Two statements in sequence: a block of two loops.
    let block = build
        .node_from_schedule_map(umap(
            "{ S[i] -> [0, i] : 0 <= i < 10; T[i] -> [1, i] : 0 <= i < 5 }",
        ))
        .unwrap();
    assert_eq!(block.get_type().unwrap(), AstNodeType::Block);
    let children = block.block_get_children().unwrap();
    assert_eq!(children.size().unwrap(), 2);
    let second = children.get_at(1).unwrap();
    assert_eq!(second.get_type().unwrap(), AstNodeType::For);
    assert!(second.to_c_str().unwrap().contains("c1 <= 4"));

    // A guarded statement under a parameter.
    let pbuild = AstBuild::from_context(set("[n] -> { : }")).unwrap();
    let guarded = pbuild
        .node_from_schedule_map(umap("[n] -> { S[] -> [] : n >= 1 }"))
        .unwrap();
    assert_eq!(guarded.get_type().unwrap(), AstNodeType::If);
    assert_eq!(guarded.if_get_cond().unwrap().to_c_str().unwrap(), "n >= 1");
    assert!(!guarded.if_has_else_node().unwrap());
    assert_eq!(
        guarded.if_get_then_node().unwrap().get_type().unwrap(),
        AstNodeType::User
    );

    // Unrolling a band member (AstLoopType) changes the generated code.
    let small = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 3 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }",
    )
    .unwrap();
    let unrolled = small
        .get_root()
        .unwrap()
        .child(0)
        .unwrap()
        .band_member_set_ast_loop_type(0, AstLoopType::Unroll)
        .unwrap();
    assert_eq!(
        unrolled.band_member_get_ast_loop_type(0).unwrap(),
        AstLoopType::Unroll
    );
    let flat = build
        .node_from_schedule(unrolled.get_schedule().unwrap())
        .unwrap();
    assert_eq!(flat.get_type().unwrap(), AstNodeType::Block);
    let text = flat.to_c_str().unwrap();
    assert!(!text.contains("for"), "{text}");
    for k in 0..3 {
        assert!(text.contains(&format!("S({k});")), "{text}");
    }

    // Expressions from piecewise affine functions, and built by hand.
    let e = pbuild
        .expr_from_pw_aff("[n] -> { [(n + 1)] }".parse::<PwAff>().unwrap())
        .unwrap();
    assert_eq!(e.to_c_str().unwrap(), "n + 1");
    assert_eq!(e.get_type().unwrap(), AstExprType::Op);
    assert_eq!(e.op_get_type().unwrap(), AstExprOpType::Add);
    let m = pbuild
        .expr_from_pw_aff(
            "[n] -> { [(floor(n / 2))] : n >= 0 }"
                .parse::<PwAff>()
                .unwrap(),
        )
        .unwrap();
    assert!(m.to_c_str().unwrap().contains("n / 2"), "{m}");
    let x = AstExpr::from_id(Id::read_from_str("x").unwrap()).unwrap();
    assert_eq!(x.get_type().unwrap(), AstExprType::Id);
    let three = AstExpr::from_val(val(3)).unwrap();
    assert_eq!(three.get_type().unwrap(), AstExprType::Int);
    let sum = x.add(&three).unwrap();
    assert_eq!(sum.to_c_str().unwrap(), "x + 3");
    assert_eq!(sum.op_get_type().unwrap(), AstExprOpType::Add);
    let prod = sum.mul(AstExpr::from_val(val(2)).unwrap()).unwrap();
    assert_eq!(prod.to_c_str().unwrap(), "(x + 3) * 2");
    assert_eq!(prod.op_get_type().unwrap(), AstExprOpType::Mul);
    assert!(prod.op_get_arg(0).unwrap().is_equal(&sum).unwrap());
    let mut args = AstExprList::alloc(2).unwrap();
    args.in_place().add(&x).unwrap();
    args.in_place().add(&three).unwrap();
    let f = AstExpr::from_id(Id::read_from_str("f").unwrap()).unwrap();
    let call = f.call(&args).unwrap();
    assert_eq!(call.to_c_str().unwrap(), "f(x, 3)");
    assert_eq!(call.op_get_type().unwrap(), AstExprOpType::Call);
    let test = x.le(&three).unwrap();
    assert_eq!(test.op_get_type().unwrap(), AstExprOpType::Le);
    assert_eq!(test.to_c_str().unwrap(), "x <= 3");

    // Print options can be made (and copied), though no printer can be.
    let options = AstPrintOptions::alloc().unwrap();
    drop(options.clone());
}

// ---- 12. fixed boxes and strides ----

#[test]
// Uses functions new in ISL 0.27 (not in ISL 0.25).
#[cfg(not(isl_before_0_27))]
fn fixed_box_and_stride_info() {
    let _c = ctx();
    let m = map("{ [i] -> [j] : i <= j <= i + 3 }");
    let hull = m.get_range_simple_fixed_box_hull().unwrap();
    assert!(hull.is_valid().unwrap());
    assert_eq!(hull.get_size().unwrap().get_at(0).unwrap(), val(4));
    assert!(hull
        .get_offset()
        .unwrap()
        .plain_is_equal(&"{ [i] -> [(i)] }".parse::<MultiAff>().unwrap())
        .unwrap());
    // Two dimensions: j in [i, i + 3], k in [5, 6].
    let m2 = map("{ [i] -> [j, k] : i <= j <= i + 3 and 5 <= k <= 6 }");
    let hull2 = m2.get_range_simple_fixed_box_hull().unwrap();
    assert!(hull2
        .get_size()
        .unwrap()
        .plain_is_equal(&MultiVal::read_from_str("{ [4, 2] }").unwrap())
        .unwrap());
    // An unbounded range has no box.
    assert!(!map("{ [i] -> [j] : j >= i }")
        .get_range_simple_fixed_box_hull()
        .unwrap()
        .is_valid()
        .unwrap());
    let parsed = isl_safe::FixedBox::read_from_str(hull.to_string());
    if cfg!(isl_system) {
        // The system ISL's reader takes a number for a key (patch 0002).
        assert_eq!(
            parsed.unwrap_err().kind(),
            Some(isl_safe::ErrorKind::Unsupported)
        );
    } else {
        assert_eq!(
            parsed.unwrap().get_size().unwrap().get_at(0).unwrap(),
            val(4)
        );
    }

    let multiples = set("{ [i] : exists k: i = 3k }");
    let info = multiples.get_stride_info(0).unwrap();
    assert_eq!(info.get_stride().unwrap(), val(3));
    assert_eq!(multiples.get_stride(0).unwrap(), val(3));
    let shifted = set("{ [i] : exists k: i = 3k + 1 }")
        .get_stride_info(0)
        .unwrap();
    assert_eq!(shifted.get_stride().unwrap(), val(3));
    assert!(shifted
        .get_offset()
        .unwrap()
        .plain_is_equal(&"{ [i] -> [(1)] }".parse::<Aff>().unwrap())
        .unwrap());
    let no_stride = set("{ [i] : 0 <= i <= 10 }").get_stride_info(0).unwrap();
    assert_eq!(no_stride.get_stride().unwrap(), val(1));
    let range_stride = map("{ [i] -> [j] : exists k: j = i + 4k }")
        .get_range_stride_info(0)
        .unwrap();
    assert_eq!(range_stride.get_stride().unwrap(), val(4));
}

// ---- 13. hash maps ----

#[test]
// Uses functions new in ISL 0.27 (not in ISL 0.25).
#[cfg(not(isl_before_0_27))]
fn hash_maps() {
    let _c = ctx();
    let id = |s: &str| Id::read_from_str(s).unwrap();

    let mut ids = IdToId::alloc(2).unwrap();
    ids.in_place().set(id("a"), id("b")).unwrap();
    ids.in_place().set(id("c"), id("d")).unwrap();
    assert!(ids.has(&id("a")).unwrap());
    assert!(!ids.has(&id("b")).unwrap());
    assert_eq!(ids.get(id("c")).unwrap(), Some(id("d")));
    let mut pairs = BTreeSet::new();
    ids.foreach(|k, v| {
        pairs.insert((k.get_name()?.unwrap(), v.get_name()?.unwrap()));
        Ok::<(), Error>(())
    })
    .unwrap();
    let expected: BTreeSet<(String, String)> =
        [("a".into(), "b".into()), ("c".into(), "d".into())].into();
    assert_eq!(pairs, expected);
    let dropped = ids.drop(id("a")).unwrap();
    assert!(!dropped.has(&id("a")).unwrap());
    assert!(ids.has(&id("a")).unwrap(), "the original is unchanged");
    let read = IdToId::read_from_str("{ c: d }");
    if cfg!(isl_system) {
        // The system ISL's reader takes a number for a name (patch 0002).
        assert_eq!(
            read.unwrap_err().kind(),
            Some(isl_safe::ErrorKind::Unsupported)
        );
        assert!(dropped.has(&id("c")).unwrap() && !dropped.has(&id("a")).unwrap());
    } else {
        assert!(dropped.is_equal(&read.unwrap()).unwrap());
    }
    // A missing key: ISL returns NULL without an error, which is `None`.
    assert_eq!(ids.get(id("zz")).unwrap(), None);

    let mut affs = IdToPwAff::alloc(1).unwrap();
    let pa: PwAff = "[n] -> { [(n + 1)] }".parse().unwrap();
    affs.in_place().set(id("n1"), &pa).unwrap();
    assert!(affs.has(&id("n1")).unwrap());
    assert!(affs.get(id("n1")).unwrap().unwrap().is_equal(&pa).unwrap());

    let mut exprs = IdToAstExpr::alloc(1).unwrap();
    exprs
        .in_place()
        .set(id("x"), AstExpr::from_val(val(5)).unwrap())
        .unwrap();
    assert!(exprs.has(&id("x")).unwrap());
    assert_eq!(
        exprs.get(id("x")).unwrap().unwrap().to_c_str().unwrap(),
        "5"
    );
    // Substitution of ids in an AST expression through the map.
    let e = AstExpr::from_id(id("x"))
        .unwrap()
        .add(AstExpr::from_id(id("y")).unwrap())
        .unwrap();
    assert_eq!(
        e.substitute_ids(&exprs).unwrap().to_c_str().unwrap(),
        "5 + y"
    );

    let mut hulls = MapToBasicSet::alloc(1).unwrap();
    let key = map("{ [i] -> [i + 1] }");
    let hull: BasicSet = "{ [i] : 0 <= i <= 3 }".parse().unwrap();
    hulls.in_place().set(&key, &hull).unwrap();
    assert!(hulls.has(&key).unwrap());
    assert!(
        hulls.has(&map("{ [j] -> [j + 1] }")).unwrap(),
        "keys compare by value"
    );
    assert!(!hulls.has(&map("{ [i] -> [i + 2] }")).unwrap());
    assert_eq!(hulls.get(&key).unwrap(), Some(hull));
}

// ---- 14. enums ----

#[test]
fn every_enum_result() {
    let _c = ctx();
    // ScheduleNodeType: walk a tree and collect every node kind.
    let tree = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }\", \
         child: { context: \"{ : }\", child: { sequence: [ \
           { filter: \"{ S[i] }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }, \
           { filter: \"{ T[i] }\", child: { mark: \"m\", child: { set: [ { filter: \"{ T[i] }\" } ] } } } ] } } }",
    )
    .unwrap();
    let mut kinds = Vec::new();
    tree.foreach_schedule_node_top_down(|n| {
        kinds.push(n.get_type()?);
        Ok::<bool, Error>(true)
    })
    .unwrap();
    use ScheduleNodeType as N;
    assert_eq!(
        kinds,
        [
            N::Domain,
            N::Context,
            N::Sequence,
            N::Filter,
            N::Band,
            N::Leaf,
            N::Filter,
            N::Mark,
            N::Set,
            N::Filter,
            N::Leaf
        ]
    );

    // AstNodeType, AstExprType and AstExprOpType from one generated AST.
    let build = AstBuild::from_context(set("[n] -> { : n >= 0 }")).unwrap();
    let ast = build
        .node_from_schedule_map(umap(
            "[n] -> { S[i] -> [0, i] : 0 <= i < n; T[] -> [1, 0] : n >= 5 }",
        ))
        .unwrap();
    let mut nodes = Vec::new();
    ast.foreach_descendant_top_down(|n| {
        nodes.push(n.get_type()?);
        Ok::<bool, Error>(true)
    })
    .unwrap();
    use AstNodeType as A;
    assert_eq!(nodes, [A::Block, A::For, A::User, A::If, A::User]);
    let code = ast.to_c_str().unwrap();
    assert!(code.contains("for (int c1 = 0; c1 < n; c1 += 1)"), "{code}");
    assert!(code.contains("if (n >= 5)"), "{code}");
    let guard = ast.block_get_children().unwrap().get_at(1).unwrap();
    let cond = guard.if_get_cond().unwrap();
    assert_eq!(cond.get_type().unwrap(), AstExprType::Op);
    assert_eq!(cond.op_get_type().unwrap(), AstExprOpType::Ge);
    assert_eq!(
        cond.op_get_arg(0).unwrap().get_type().unwrap(),
        AstExprType::Id
    );
    assert_eq!(
        cond.op_get_arg(1).unwrap().get_type().unwrap(),
        AstExprType::Int
    );

    // Fold and AstLoopType are checked in their families above; once more here.
    let f = PwQpolynomialFold::from_pw_qpolynomial(
        Fold::Max,
        PwQpolynomial::read_from_str("{ [i] -> i : 0 <= i <= 3 }").unwrap(),
    )
    .unwrap();
    assert_eq!(f.get_type().unwrap(), Fold::Max);
    let band = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 3 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }",
    )
    .unwrap()
    .get_root()
    .unwrap()
    .child(0)
    .unwrap();
    assert_eq!(
        band.band_member_get_ast_loop_type(0).unwrap(),
        AstLoopType::Default
    );
    assert_eq!(
        band.band_member_set_ast_loop_type(0, AstLoopType::Separate)
            .unwrap()
            .band_member_get_ast_loop_type(0)
            .unwrap(),
        AstLoopType::Separate
    );
}
