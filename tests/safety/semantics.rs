//! The safe core's semantics: qualifiers, contexts, errors, operators, closures.

use isl_safe::ref_count;
use isl_safe::{
    Aff, BasicMap, BasicSet, Context, DimType, Error, ErrorKind, Id, Map, Object, PwAff, Set,
    SetList, UnionMap, UnionSet, Val,
};
use std::cmp::Ordering;
use std::panic::{catch_unwind, AssertUnwindSafe};

fn ctx() -> (Context, isl_safe::Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

fn set(s: &str) -> Set {
    s.parse().unwrap()
}

// ---- Take / Keep / InPlace ----

#[test]
fn take_of_a_borrow_copies_and_leaves_the_argument_intact() {
    let _c = ctx();
    let a = set("{ [i] : 0 <= i < 10 }");
    let p = a.as_raw();
    let fixed = a.fix_si(DimType::Set, 0, 3).unwrap();
    // ISL got a second reference, so it duplicated before modifying.
    assert_ne!(fixed.as_raw(), p);
    assert_eq!(a.to_string(), "{ [i] : 0 <= i <= 9 }");
    assert_eq!(fixed.to_string(), "{ [i = 3] }");
    assert_eq!(ref_count(&a), 1);

    let mut list = SetList::alloc(1).unwrap();
    list.in_place().add(&a).unwrap();
    assert_eq!(ref_count(&a), 2, "the list holds a copy (a new reference)");
    assert_eq!(list.get_at(0).unwrap(), a);
}

#[test]
fn take_of_an_owned_value_moves_it_without_a_copy() {
    let _c = ctx();
    let a = set("{ [i] : 0 <= i < 10 }");
    let p = a.as_raw();
    let mut list = SetList::alloc(1).unwrap();
    list.in_place().add(a).unwrap();
    let back = list.get_at(0).unwrap();
    assert_eq!(back.as_raw(), p);
    assert_eq!(
        ref_count(&back),
        2,
        "the list's reference and ours, no third"
    );

    // An owned left operand is updated by ISL in place: same object, no duplicate.
    let v = Val::int_from_si(3).unwrap();
    let pv = v.as_raw();
    let sum = v + Val::int_from_si(4).unwrap();
    assert_eq!(sum.as_raw(), pv);
    assert_eq!(sum.to_string(), "7");
}

#[test]
fn in_place_hands_the_object_over_without_a_copy() {
    let _c = ctx();
    let mut a = set("{ [i] : 0 <= i < 10 }");
    let p = a.as_raw();
    a.in_place().fix_si(DimType::Set, 0, 3).unwrap();
    assert_eq!(a.as_raw(), p, "modified in place");
    assert_eq!(a.to_string(), "{ [i = 3] }");

    // With another owner, ISL copies on write: the other owner is untouched.
    let mut b = set("{ [i] : 0 <= i < 10 }");
    let other = b.clone();
    b.in_place().fix_si(DimType::Set, 0, 5).unwrap();
    assert_eq!(b.to_string(), "{ [i = 5] }");
    assert_eq!(other.to_string(), "{ [i] : 0 <= i <= 9 }");
}

#[test]
fn failing_in_place_call_leaves_a_valid_object_and_an_error() {
    let _c = ctx();
    let mut a = set("{ [i] : 0 <= i < 10 }");
    let err = a.in_place().intersect(set("{ [i, j] }")).unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Invalid));
    // A valid placeholder took the consumed object's place: usable, printable.
    assert!(a.is_empty().unwrap());
    assert_eq!(a.to_string(), "{ [] : false }");
    a = &a | &set("{ [] }");
    assert!(!a.is_empty().unwrap());

    // Argument errors are found before anything is handed over: unchanged.
    let mut b = set("{ [i] : 0 <= i < 10 }");
    let err = b.in_place().fix_si(DimType::Set, 7, 0).unwrap_err();
    assert!(matches!(
        err,
        Error::InvalidArgument {
            function: "isl_set_fix_si",
            ..
        }
    ));
    assert_eq!(b.to_string(), "{ [i] : 0 <= i <= 9 }");
    let err = b.in_place().set_tuple_name("A\0B").unwrap_err();
    assert!(matches!(err, Error::InteriorNul { position: 1, .. }));
    assert_eq!(b.to_string(), "{ [i] : 0 <= i <= 9 }");
}

#[test]
fn keep_borrows_and_accepts_narrower_types() {
    let _c = ctx();
    let s = set("{ [i] : 0 <= i < 10 }");
    let b: BasicSet = "{ [i] : 2 <= i < 4 }".parse().unwrap();
    assert!(set("{ [3] }").is_subset(&b).unwrap());
    assert_eq!(ref_count(&b), 1);
    // Take accepts narrower types too, owned or borrowed.
    assert_eq!(s.intersect(&b).unwrap(), set("{ [i] : 2 <= i <= 3 }"));
    assert_eq!(s.intersect(b).unwrap().to_string(), "{ [i] : 2 <= i <= 3 }");
    let u = UnionSet::from(s.clone());
    assert_eq!(u.to_string(), "{ [i] : 0 <= i <= 9 }");
    let bm: BasicMap = "{ [i] -> [i + 1] }".parse().unwrap();
    let m = Map::from(bm.clone());
    assert_eq!(UnionMap::from(bm), UnionMap::from(m));
    let aff: Aff = "{ [i] -> [(2i)] }".parse().unwrap();
    assert_eq!(PwAff::from(aff).to_string(), "{ [i] -> [(2i)] }");
}

// ---- results ----

#[test]
fn results_become_rust_values() {
    let _c = ctx();
    let s = set("[n] -> { A[i, j] : 0 <= i < 3 and 0 <= j < 2 }");
    assert_eq!(s.dim(DimType::Set).unwrap(), 2);
    assert_eq!(s.dim(DimType::Param).unwrap(), 1);
    assert!(s.is_bounded().unwrap());
    assert_eq!(s.get_tuple_name().unwrap().as_deref(), Some("A"));
    assert_eq!(set("{ [i] }").get_tuple_name().unwrap(), None);
    assert_eq!(
        s.get_dim_name(DimType::Param, 0).unwrap().as_deref(),
        Some("n")
    );
    let fixed = s.fix_si(DimType::Param, 0, 1).unwrap().params().unwrap();
    assert_eq!(fixed.to_string(), "[n] -> {  : n = 1 }");
    assert_eq!(
        set("{ A[i, j] : 0 <= i < 3 and 0 <= j < 2 }")
            .count_val()
            .unwrap()
            .to_string(),
        "6"
    );
    let sample = s.sample_point().unwrap();
    let x = sample
        .get_coordinate_val(DimType::Set, 0)
        .unwrap()
        .get_num_si()
        .unwrap();
    assert!((0..3).contains(&x));
    assert!(Set::from_point(sample).unwrap().is_subset(&s).unwrap());
    assert_eq!(
        format!("{s:?}"),
        "Set([n] -> { A[i, j] : 0 <= i <= 2 and 0 <= j <= 1 })"
    );
}

// ---- contexts ----

#[test]
fn constructors_need_an_active_context() {
    assert_eq!("{ [i] }".parse::<Set>().unwrap_err(), Error::NoContext);
    assert_eq!(Val::int_from_si(1).unwrap_err(), Error::NoContext);
    let ctx = Context::new().unwrap();
    let s = ctx.scope(|| set("{ [i] }"));
    assert!(s.context() == &ctx);
    assert_eq!(Context::current().unwrap_err(), Error::NoContext);
}

#[test]
fn leaving_a_scope_is_panic_safe() {
    let ctx = Context::new().unwrap();
    let r = catch_unwind(AssertUnwindSafe(|| {
        let _scope = ctx.enter();
        panic!("inside a scope");
    }));
    assert!(r.is_err());
    assert_eq!(Context::current().unwrap_err(), Error::NoContext);
    // Out-of-order guard drops still leave the right context active.
    let other = Context::new().unwrap();
    let g1 = ctx.enter();
    let g2 = other.enter();
    drop(g1);
    assert!(Context::current().unwrap() == other);
    drop(g2);
    assert_eq!(Context::current().unwrap_err(), Error::NoContext);
}

#[test]
fn objects_keep_their_context_alive() {
    let s = {
        let ctx = Context::new().unwrap();
        let _scope = ctx.enter();
        set("{ [i] : 0 <= i < 5 }")
    };
    // Context and scope are gone; the set still works, and its context with it.
    assert_eq!(s.count_val().unwrap().to_string(), "5");
    let t = s.context().scope(|| set("{ [i] : 3 <= i < 9 }"));
    assert_eq!((&s & &t).to_string(), "{ [i] : 3 <= i <= 4 }");
}

#[test]
fn mixing_contexts_is_an_error_and_frees_nothing_twice() {
    let c1 = Context::new().unwrap();
    let c2 = Context::new().unwrap();
    let a = c1.scope(|| set("{ [i] : 0 <= i < 5 }"));
    let b = c2.scope(|| set("{ [i] : 3 <= i < 9 }"));
    let err = a.union(&b).unwrap_err();
    assert_eq!(
        err,
        Error::ContextMismatch {
            function: "isl_set_union"
        }
    );
    assert_eq!(a.union(b.clone()).unwrap_err(), err);
    assert!(matches!(
        a.is_subset(&b),
        Err(Error::ContextMismatch { .. })
    ));
    let mut c = a.clone();
    assert!(c.in_place().union(b.clone()).is_err());
    // Everything is intact.
    assert_eq!(c, a);
    assert_eq!(b.to_string(), "{ [i] : 3 <= i <= 8 }");
    assert_eq!(ref_count(&b), 1);
    // Operators panic with the message.
    let panic = catch_unwind(AssertUnwindSafe(|| &a | &b)).unwrap_err();
    assert!(panic
        .downcast_ref::<String>()
        .unwrap()
        .contains("different ISL contexts"));
}

// ---- errors ----

#[test]
fn isl_errors_carry_kind_message_file_and_line() {
    let _c = ctx();
    match "{ [i] : i > }".parse::<Set>().unwrap_err() {
        Error::Isl {
            kind,
            message,
            file,
            line,
            function,
        } => {
            assert_eq!(kind, ErrorKind::Invalid);
            assert!(!message.is_empty());
            assert!(file.ends_with(".c"), "{file}");
            assert!(line > 0);
            assert_eq!(function, "isl_set_read_from_str");
        }
        other => panic!("{other:?}"),
    }
    // Space mismatch.
    let err = set("{ [i] }").union(set("{ [i, j] }")).unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Invalid));
    assert!(
        err.to_string()
            .starts_with("isl_set_union: invalid argument:"),
        "{err}"
    );
    // Out-of-range dimension and integer.
    assert_eq!(
        set("{ [i] }")
            .fix_si(DimType::Set, 3, 0)
            .unwrap_err()
            .kind(),
        Some(ErrorKind::Invalid)
    );
    assert!(matches!(
        set("{ [i] }").fix_si(DimType::Set, -1, 0),
        Err(Error::OutOfRange { value: -1, .. })
    ));
    // No error lingers: a NULL `const char *` right after is Ok(None), not a stale Err.
    assert_eq!(set("{ [i] }").get_tuple_name().unwrap(), None);
}

#[test]
fn operation_limits_give_quota_errors_and_the_context_stays_usable() {
    let (ctx, _s) = ctx();
    let s = set("{ [i, j, k] : 0 <= i, j, k < 50 and 3i + 5j + 7k = 100 }");
    ctx.set_max_operations(10);
    let err = s.lexmin().and_then(|m| m.coalesce()).unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Quota));
    ctx.set_max_operations(0);
    assert_eq!(s.lexmin().unwrap(), set("{ [0, 6, 10] }"));
}

// ---- equality, order, operators ----

#[test]
fn equality_is_semantic() {
    let _c = ctx();
    assert_eq!(set("{ [i] : 0 <= i < 2 }"), set("{ [0]; [1] }"));
    assert_ne!(set("{ [i] : 0 <= i < 2 }"), set("{ [0] }"));
    let m: Map = "{ [i] -> [j] : j = i + 1 }".parse().unwrap();
    assert_eq!(m, "{ [i] -> [i + 1] }".parse::<Map>().unwrap());
    assert_eq!(
        Id::read_from_str("S").unwrap(),
        Id::read_from_str("S").unwrap()
    );
}

#[test]
fn set_operators_in_every_combination() {
    let _c = ctx();
    let a = || set("{ [i] : 0 <= i < 6 }");
    let b = || set("{ [i] : 4 <= i < 10 }");
    let union = set("{ [i] : 0 <= i < 10 }");
    let inter = set("{ [i] : 4 <= i < 6 }");
    let diff = set("{ [i] : 0 <= i < 4 }");
    assert_eq!(a() | b(), union);
    assert_eq!(a() | &b(), union);
    assert_eq!(&a() | b(), union);
    assert_eq!(&a() | &b(), union);
    assert_eq!(a() & b(), inter);
    assert_eq!(&a() & &b(), inter);
    assert_eq!(a() - b(), diff);
    assert_eq!(&a() - &b(), diff);
    let mut x = a();
    x |= b();
    assert_eq!(x, union);
    x &= &b();
    assert_eq!(x, b());
    x -= inter.clone();
    assert_eq!(x, set("{ [i] : 6 <= i < 10 }"));
    // The subset order.
    assert!(inter <= a() && inter < a() && a() >= inter);
    assert!(!PartialOrd::le(&a(), &b()), "incomparable sets are not <=");
    assert_eq!(a().partial_cmp(&b()), None);
    assert_eq!(a().partial_cmp(&a()), Some(Ordering::Equal));
    assert_eq!(inter.partial_cmp(&a()), Some(Ordering::Less));
    // Constraints as text over the set's own space.
    assert_eq!(&a() & "i >= 3", set("{ [i] : 3 <= i < 6 }"));
    let p = set("[n] -> { [i] : 0 <= i }") & "i < n";
    assert_eq!(p.to_string(), "[n] -> { [i] : 0 <= i < n }");
}

#[test]
fn map_and_union_operators() {
    let _c = ctx();
    let m1: Map = "{ [i] -> [j] : 0 <= j <= i < 4 }".parse().unwrap();
    let m2: Map = "{ [i] -> [j] : j = i }".parse().unwrap();
    assert_eq!((&m1 & &m2).to_string(), "{ [i] -> [j = i] : 0 <= i <= 3 }");
    assert!(&m1 - &m2 < m1);
    let u1: UnionMap = "{ S[i] -> A[i]; T[i] -> B[i] }".parse().unwrap();
    let u2: UnionMap = "{ S[i] -> A[i] }".parse().unwrap();
    assert_eq!(&u1 - &u2, "{ T[i] -> B[i] }".parse::<UnionMap>().unwrap());
    assert!(u2 <= u1);
    let us1: UnionSet = "{ S[i] : 0 <= i < 3 }".parse().unwrap();
    let mut us = us1.clone();
    us |= "{ T[] }".parse::<UnionSet>().unwrap();
    assert_eq!(us.n_set().unwrap(), 2);
    assert!(us1 < us);
    let b1: BasicSet = "{ [i] : i >= 0 }".parse().unwrap();
    let b2: BasicSet = "{ [i] : i <= 3 }".parse().unwrap();
    assert_eq!((b1 & b2).to_string(), "{ [i] : 0 <= i <= 3 }");
}

#[test]
fn val_arithmetic_and_comparisons() {
    let _c = ctx();
    let v = |i: i64| Val::int_from_si(i).unwrap();
    assert_eq!(v(3) + v(4), v(7));
    assert_eq!(&v(3) - &v(4), v(-1));
    assert_eq!(v(3) * &v(4), v(12));
    assert_eq!((&v(3) / v(4)).to_string(), "3/4");
    assert_eq!(-v(3), v(-3));
    let mut x = v(1);
    x += v(2);
    x *= v(5);
    x -= &v(1);
    x /= v(2);
    assert_eq!(x, v(7));
    assert!(v(3) < v(4) && v(5) >= v(5));
    let nan = Val::nan().unwrap();
    assert_eq!(nan.partial_cmp(&v(1)), None);
    assert!(Val::infty().unwrap() > v(1_000_000));
    assert_eq!(v(7).mod_(v(3)).unwrap(), v(1));
}

#[test]
fn aff_arithmetic() {
    let _c = ctx();
    let a: Aff = "{ [i] -> [(2i + 1)] }".parse().unwrap();
    let b: Aff = "{ [i] -> [(i)] }".parse().unwrap();
    assert_eq!((&a + &b).to_string(), "{ [i] -> [(1 + 3i)] }");
    assert_eq!((&a - b.clone()).to_string(), "{ [i] -> [(1 + i)] }");
    assert_eq!((-&a).to_string(), "{ [i] -> [(-1 - 2i)] }");
    assert_eq!((&a * 2).to_string(), "{ [i] -> [(2 + 4i)] }");
    assert_eq!(
        (a * Val::read_from_str("1/2").unwrap()).to_string(),
        "{ [i] -> [(1 + 2i)/2] }"
    );
    let p: PwAff = "{ [i] -> [(i)] : i >= 0 }".parse().unwrap();
    let q: PwAff = "{ [i] -> [(1)] : i >= 0 }".parse().unwrap();
    assert_eq!(
        (&p + &q) * 3,
        "{ [i] -> [(3 + 3i)] : i >= 0 }".parse::<PwAff>().unwrap()
    );
}

// ---- closures and parts ----

#[derive(Debug, PartialEq)]
enum MyError {
    Isl(Error),
    Stop(usize),
}

impl From<Error> for MyError {
    fn from(e: Error) -> Self {
        MyError::Isl(e)
    }
}

#[test]
fn closures_return_their_own_errors() {
    let _c = ctx();
    let s = set("{ [i] : 0 <= i < 10 }");
    let mut seen = 0;
    let r = s.foreach_point(|p| {
        seen += 1;
        if p.get_coordinate_val(DimType::Set, 0)?.get_num_si()? == 3 {
            Err(MyError::Stop(seen))
        } else {
            Ok(())
        }
    });
    assert_eq!(r, Err(MyError::Stop(4)));
    // No error lingers in the context.
    assert_eq!(s.get_tuple_name().unwrap(), None);
    let mut n = 0;
    s.foreach_basic_set(|_| {
        n += 1;
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(n, 1);
}

#[test]
fn a_panicking_closure_resumes_after_isl_returns() {
    let _c = ctx();
    let u: UnionSet = "{ A[i] : 0 <= i < 3; B[] }".parse().unwrap();
    let r = catch_unwind(AssertUnwindSafe(|| {
        u.foreach_set(|s| -> Result<(), Error> {
            if s.get_tuple_name()?.as_deref() == Some("B") {
                panic!("closure panic");
            }
            Ok(())
        })
    }));
    assert_eq!(
        *r.unwrap_err().downcast_ref::<&str>().unwrap(),
        "closure panic"
    );
    // Everything still works.
    assert_eq!(u.sets().unwrap().len(), 2);
    assert_eq!(u.points().unwrap().len(), 4);
}

#[test]
fn parts_as_vecs() {
    let _c = ctx();
    let s = set("{ [i] : 0 <= i < 2 or 5 <= i < 7 }");
    assert_eq!(s.basic_sets().unwrap().len(), 2);
    let pts: Vec<String> = s.points().unwrap().iter().map(|p| p.to_string()).collect();
    assert_eq!(pts, ["{ [0] }", "{ [1] }", "{ [5] }", "{ [6] }"]);
    let m: UnionMap = "{ S[i] -> A[i]; T[i] -> A[i + 1]; T[i] -> B[] }"
        .parse()
        .unwrap();
    assert_eq!(m.maps().unwrap().len(), 3);
    let b: BasicSet = "{ [i, j] : 0 <= i <= j <= 4 }".parse().unwrap();
    assert_eq!(b.constraints().unwrap().len(), 3);
    let list = SetList::from_vec(vec![set("{ [1] }"), set("{ [2] }")]).unwrap();
    assert_eq!(list.to_vec().unwrap(), vec![set("{ [1] }"), set("{ [2] }")]);
}

#[test]
fn every_callback_kind() {
    let _c = ctx();
    // Test<T>: a predicate over borrowed parts.
    let u: UnionSet = "{ A[i] : 0 <= i < 3; B[] }".parse().unwrap();
    assert!(u.every_set(|s| Ok::<_, Error>(!s.is_empty()?)).unwrap());
    assert!(!u
        .every_set(|s| Ok::<_, Error>(s.dim(DimType::Set)? == 1))
        .unwrap());
    // Foreach2 and Test2: the pieces of a piecewise affine expression.
    let p: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }"
        .parse()
        .unwrap();
    let mut pieces = std::vec::Vec::new();
    p.foreach_piece(|set, aff| {
        pieces.push(format!("{set} -> {aff}"));
        Ok::<(), Error>(())
    })
    .unwrap();
    assert_eq!(pieces.len(), 2);
    assert!(p
        .every_piece(|set, _aff| Ok::<_, Error>(!set.is_empty()?))
        .unwrap());
    // MapFn: transform each element; Cmp: sort.
    let mut list = SetList::from_vec(vec![set("{ [3] }"), set("{ [1] }"), set("{ [2] }")]).unwrap();
    list.in_place()
        .map(|s| s.fix_si(DimType::Set, 0, 7).or_else(|_| Ok::<_, Error>(s)))
        .unwrap();
    list = SetList::from_vec(vec![set("{ [3] }"), set("{ [1] }"), set("{ [2] }")]).unwrap();
    list.in_place()
        .sort(|a, b| {
            let x = a.sample_point()?.get_coordinate_val(DimType::Set, 0)?;
            let y = b.sample_point()?.get_coordinate_val(DimType::Set, 0)?;
            Ok::<_, Error>(x.partial_cmp(&y).unwrap())
        })
        .unwrap();
    let sorted: std::vec::Vec<String> = list
        .to_vec()
        .unwrap()
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(sorted, ["{ [1] }", "{ [2] }", "{ [3] }"]);
    // A MapFn whose closure fails: the error comes back and the list is a valid placeholder.
    let err = list
        .in_place()
        .map(|_| Err::<Set, _>(MyError::Stop(9)))
        .unwrap_err();
    assert_eq!(err, MyError::Stop(9));
    assert_eq!(list.size().unwrap(), 0);
    // A panicking predicate resumes after ISL returns.
    let r = catch_unwind(AssertUnwindSafe(|| {
        u.every_set(|_| -> Result<bool, Error> { panic!("in test") })
    }));
    assert!(r.is_err());
    assert!(u.every_set(|_| Ok::<_, Error>(true)).unwrap());
}

#[test]
fn out_parameters_come_back_as_tuples() {
    let _c = ctx();
    let m: Map = "{ [i] -> [i + 1] : 0 <= i < 10 }".parse().unwrap();
    let (closure, exact) = m.transitive_closure().unwrap();
    assert!(exact);
    assert_eq!(
        closure,
        "{ [i] -> [j] : 0 <= i < j <= 10 }".parse::<Map>().unwrap()
    );
    let v = |i: i64| Val::int_from_si(i).unwrap();
    let (g, x, y) = v(12).gcdext(v(18)).unwrap();
    assert_eq!(g, v(6));
    assert_eq!(v(12) * x.unwrap() + v(18) * y.unwrap(), v(6));
    // The lexicographic minimum over a parameter domain, and where there is none.
    let s = set("[n] -> { [i] : n <= i <= 10 }");
    let dom = set("[n] -> { : 0 <= n <= 20 }");
    let (min, empty) = s.partial_lexmin(dom).unwrap();
    assert_eq!(min, set("[n] -> { [n] : 0 <= n <= 10 }"));
    assert_eq!(empty.unwrap(), set("[n] -> { : 11 <= n <= 20 }"));
    // An error frees the out-parameters and reports ISL's message.
    let err = set("{ [i] }")
        .partial_lexmin(set("{ [i, j] }"))
        .unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Invalid));
}

#[test]
fn stored_ast_callbacks_live_as_long_as_isl_may_call_them() {
    use isl_safe::{AstBuild, AstNodeType};
    use std::cell::Cell;
    use std::rc::Rc;
    let _c = ctx();
    let schedule: UnionMap = "{ S[i] -> [i] : 0 <= i < 4; T[i] -> [i + 10] : 0 <= i < 2 }"
        .parse()
        .unwrap();
    let calls = Rc::new(Cell::new(0));
    let build = {
        let base = AstBuild::from_context(set("{ : }")).unwrap();
        let seen = calls.clone();
        // The closure is set on a copy; the original `base` is dropped at the
        // end of this block while the copy (and the closure) lives on.
        base.set_at_each_domain(move |node, _build| {
            assert_eq!(node.get_type()?, AstNodeType::User);
            seen.set(seen.get() + 1);
            let mut node = node;
            node.in_place()
                .set_annotation(Id::read_from_str("visited")?)?;
            Ok(node)
        })
        .unwrap()
    };
    let derived = build.clone();
    drop(build);
    let ast = derived.node_from_schedule_map(&schedule).unwrap();
    assert_eq!(calls.get(), 2, "one call per statement");
    let code = ast.to_c_str().unwrap();
    assert!(
        code.contains("for (int c0 = 0; c0 <= 3; c0 += 1)"),
        "{code}"
    );
    assert!(
        code.contains("S(c0);") && code.contains("T(c0 - 10);"),
        "{code}"
    );

    // A closure's error fails the call that runs it, with that error.
    let failing = AstBuild::from_context(set("{ : }"))
        .unwrap()
        .set_at_each_domain(|_, _| Err(Error::NoContext))
        .unwrap();
    assert_eq!(
        failing.node_from_schedule_map(&schedule).unwrap_err(),
        Error::NoContext
    );
    // A panic resumes when that call returns; the context stays usable.
    let mut panicking = AstBuild::from_context(set("{ : }")).unwrap();
    panicking
        .in_place()
        .set_at_each_domain(|_, _| -> isl_safe::Result<_> { panic!("in codegen") })
        .unwrap();
    let r = catch_unwind(AssertUnwindSafe(|| {
        panicking.node_from_schedule_map(&schedule)
    }));
    assert_eq!(
        *r.unwrap_err().downcast_ref::<&str>().unwrap(),
        "in codegen"
    );
    assert!(derived.node_from_schedule_map(&schedule).is_ok());
}

#[test]
fn printing_an_ast_with_a_stored_print_callback() {
    use isl_safe::{format, AstBuild, AstPrintOptions, Printer};
    let _c = ctx();
    let schedule: UnionMap = "{ S[i] -> [i] : 0 <= i < 3 }".parse().unwrap();
    let ast = AstBuild::from_context(set("{ : }"))
        .unwrap()
        .node_from_schedule_map(schedule)
        .unwrap();
    let options = AstPrintOptions::alloc()
        .unwrap()
        .set_print_user(|p: Printer, _options, node| {
            let call = node.user_get_expr()?;
            p.print_str("run(")?.print_ast_expr(&call)?.print_str(");")
        })
        .unwrap();
    let p = Printer::to_str()
        .unwrap()
        .set_output_format(format::C)
        .unwrap();
    let text = ast.print(p, options).unwrap().get_str().unwrap();
    assert!(text.contains("run(S(c0));"), "{text}");
    assert!(
        text.contains("for (int c0 = 0; c0 <= 2; c0 += 1)"),
        "{text}"
    );
}

#[test]
fn new_types_parse_and_compare_semantically() {
    use isl_safe::{MultiPwAff, MultiVal, PwMultiAff, Schedule};
    let _c = ctx();
    let a: PwMultiAff = "{ [i] -> [i, 2i] : i >= 0 }".parse().unwrap();
    let m: Map = "{ [i] -> [j, k] : j = i and k = 2i and i >= 0 }"
        .parse()
        .unwrap();
    assert_eq!(a, PwMultiAff::from_map(m).unwrap());
    let b: MultiPwAff = "{ [i] -> [(i), (2i)] }".parse().unwrap();
    assert_eq!(
        b,
        "{ [x] -> [(x), (x + x)] }".parse::<MultiPwAff>().unwrap()
    );
    let v: MultiVal = "{ [1, 2/3] }".parse().unwrap();
    assert_eq!(v.to_string(), "{ [1, 2/3] }");
    let s: Schedule = "{ domain: \"{ S[i] : 0 <= i < 3 }\" }".parse().unwrap();
    assert_eq!(
        s.get_domain().unwrap(),
        "{ S[i] : 0 <= i < 3 }".parse::<UnionSet>().unwrap()
    );
    assert!("{ [1, ".parse::<MultiVal>().is_err());
}

#[test]
fn traversal_closures_that_fail_or_panic() {
    use isl_safe::{Schedule, ScheduleNode, ScheduleNodeType};
    let _c = ctx();
    let schedule: Schedule = r#"{ domain: "{ S[i] : 0 <= i < 8; T[i] : 0 <= i < 8 }",
        child: { sequence: [ { filter: "{ S[i] }" }, { filter: "{ T[i] }" } ] } }"#
        .parse()
        .unwrap();
    let root = schedule.get_root().unwrap();
    // An Err from a top-down traversal stops it and comes back as it is.
    let mut visited = 0;
    let r = root.foreach_descendant_top_down(|n| {
        visited += 1;
        if n.get_type()? == ScheduleNodeType::Filter {
            return Err(MyError::Stop(visited));
        }
        Ok(true)
    });
    assert_eq!(r, Err(MyError::Stop(3)));
    // A panic in a bottom-up map resumes after ISL returns; the node is intact.
    let mut node = root.clone();
    let r = catch_unwind(AssertUnwindSafe(|| {
        node.in_place()
            .map_descendant_bottom_up(|n: ScheduleNode| -> Result<ScheduleNode, Error> {
                if n.get_type()? == ScheduleNodeType::Leaf {
                    panic!("in traversal");
                }
                Ok(n)
            })
    }));
    assert_eq!(
        *r.unwrap_err().downcast_ref::<&str>().unwrap(),
        "in traversal"
    );
    assert!(root.get_schedule().unwrap().get_domain().is_ok());
    // An Err from a bottom-up map leaves a valid placeholder in place.
    let err = node
        .in_place()
        .map_descendant_bottom_up(|_| Err::<ScheduleNode, _>(MyError::Stop(0)))
        .unwrap_err();
    assert_eq!(err, MyError::Stop(0));
    assert!(node.get_type().is_ok());
}

#[test]
fn bad_text_on_the_reading_paths_gives_clear_errors() {
    use isl_safe::{Stream, UnionAccessInfo};
    let (c, _s) = ctx();
    // A stream reads good objects, then reports the bad one, and stays usable.
    let s = Stream::from_text("{ S[i] -> [i] }\n{ [i] : i > }\n").unwrap();
    assert!(s.read_union_map().is_ok());
    let err = s.read_set().unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Invalid));
    assert!(matches!(
        Stream::from_text("a\0b"),
        Err(Error::InteriorNul { position: 1, .. })
    ));
    // Access infos: an unknown key and an empty text are errors, not aborts.
    let err = UnionAccessInfo::read_from_str("sinc: { S[] -> a[] }").unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Invalid));
    assert!(UnionAccessInfo::read_from_str("").is_err());
    // The context is still fine, and so are objects made before.
    assert!(
        UnionAccessInfo::read_from_str("sink: { S[] -> a[] }\nschedule_map: { S[] -> [] }").is_ok()
    );
    // A panic inside a bounded computation restores the previous limit.
    c.set_max_operations(0);
    let r = catch_unwind(AssertUnwindSafe(|| {
        c.with_max_operations(5, || panic!("bounded"))
    }));
    assert!(r.is_err());
    assert!(set("{ [i, j] : 0 <= i, j < 50 and 3i + 7j = 100 }")
        .lexmin()
        .is_ok());
}

/// A call with out-parameters that runs out of operations reports the
/// operation limit under every limit: an out-parameter ISL also marked as
/// failed must not consume the call's error first.
#[test]
fn out_parameters_keep_the_calls_error() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let m: Map = "[n] -> { [i, j] -> [i + 1, j - 1] : 0 <= i, j < n }"
        .parse()
        .unwrap();
    let (closure, exact) = m.transitive_closure().unwrap();
    for limit in 1.. {
        match ctx.with_max_operations(limit, || m.transitive_closure()) {
            Ok((c, e)) => {
                assert_eq!((c, e), (closure, exact));
                break;
            }
            Err(err) => assert_eq!(err.kind(), Some(ErrorKind::Quota), "limit {limit}: {err}"),
        }
    }
}
