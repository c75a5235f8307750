//! The typed layer's construction checks: every way an object enters the
//! typed world compares its tuples' names, arities and nesting with the
//! type's kinds (every space of a union), and a mismatch names both.

use isl_safe::typed::{self, Anon, Pair, Params, Unnamed};
use isl_safe::{Context, Error, ErrorKind, Map, Set, UnionSet};

isl_safe::tuples! { S[2]; T[1]; A[2]; Stmts = S | T }

fn mismatch(e: Error) -> (String, String) {
    assert_eq!(e.kind(), Some(ErrorKind::Invalid));
    match e {
        Error::KindMismatch {
            expected, found, ..
        } => (expected, found),
        other => panic!("expected a kind mismatch, got {other:?}"),
    }
}

fn ctx() -> Context {
    Context::new().unwrap()
}

#[test]
fn name_and_arity() {
    let c = ctx();
    let _s = c.enter();
    assert!("{ S[i, j] : 0 <= i < j }".parse::<typed::Set<S>>().is_ok());
    let e = "{ T[i, j] }".parse::<typed::Set<S>>().unwrap_err();
    assert_eq!(mismatch(e), ("S[2]".into(), "T[2]".into()));
    let e = "{ S[i] }".parse::<typed::Set<S>>().unwrap_err();
    assert_eq!(
        e.to_string(),
        "isl_set_read_from_str: expected a tuple of kind S[2], found S[1]"
    );
    let e = "{ [i, j] }".parse::<typed::Set<S>>().unwrap_err();
    assert_eq!(mismatch(e), ("S[2]".into(), "[2]".into()));
    // The empty set still has its space's tuple.
    assert!("{ S[i, j] : 1 = 0 }".parse::<typed::Set<S>>().is_ok());
    assert!("{ T[i] : 1 = 0 }".parse::<typed::Set<S>>().is_err());
}

#[test]
fn unnamed_tuples() {
    let c = ctx();
    let _s = c.enter();
    assert!("{ [i, j] }".parse::<typed::Set<Anon<2>>>().is_ok());
    assert_eq!(
        mismatch("{ [i] }".parse::<typed::Set<Anon<2>>>().unwrap_err()),
        ("[2]".into(), "[1]".into())
    );
    assert_eq!(
        mismatch("{ S[i, j] }".parse::<typed::Set<Anon<2>>>().unwrap_err()),
        ("[2]".into(), "S[2]".into())
    );
    assert!("{ [i, j, k] }".parse::<typed::Set<Unnamed>>().is_ok());
    assert!("{ [] }".parse::<typed::Set<Unnamed>>().is_ok());
    assert!("{ S[] }".parse::<typed::Set<Unnamed>>().is_err());
}

#[test]
fn nesting() {
    let c = ctx();
    let _s = c.enter();
    let tagged = "{ [S[i, j] -> A[a, b]] : a = i and b = j }";
    assert!(tagged.parse::<typed::Set<Pair<S, A>>>().is_ok());
    assert_eq!(
        mismatch(tagged.parse::<typed::Set<S>>().unwrap_err()),
        ("S[2]".into(), "[S[2] -> A[2]]".into())
    );
    assert_eq!(
        mismatch(tagged.parse::<typed::Set<Pair<A, S>>>().unwrap_err()),
        ("[A[2] -> S[2]]".into(), "[S[2] -> A[2]]".into())
    );
    // A named wrapped tuple is still a pair.
    assert!("{ W[S[i, j] -> A[a, b]] }"
        .parse::<typed::Set<Pair<S, A>>>()
        .is_ok());
    // Deeper nesting, in a map's domain.
    let m = "{ [[S[i, j] -> A[a, b]] -> T[k]] -> A[x, y] }";
    assert!(m.parse::<typed::Map<Pair<Pair<S, A>, T>, A>>().is_ok());
    assert_eq!(
        mismatch(m.parse::<typed::Map<Pair<S, T>, A>>().unwrap_err()),
        (
            "[S[2] -> T[1]] -> A[2]".into(),
            "[[S[2] -> A[2]] -> T[1]] -> A[2]".into()
        )
    );
}

#[test]
fn maps_check_both_sides() {
    let c = ctx();
    let _s = c.enter();
    assert!("{ S[i, j] -> A[j, i] }".parse::<typed::Map<S, A>>().is_ok());
    assert_eq!(
        mismatch(
            "{ A[i, j] -> S[j, i] }"
                .parse::<typed::Map<S, A>>()
                .unwrap_err()
        ),
        ("S[2] -> A[2]".into(), "A[2] -> S[2]".into())
    );
    // A set read as a map has an empty domain tuple.
    assert_eq!(
        mismatch("{ S[i, j] }".parse::<typed::Map<S, A>>().unwrap_err()),
        ("S[2] -> A[2]".into(), "[0] -> S[2]".into())
    );
    assert!("{ S[i, j] -> A[a, b] }"
        .parse::<typed::BasicMap<S, A>>()
        .is_ok());
    assert!("{ S[i, j] -> A[a] }"
        .parse::<typed::BasicMap<S, A>>()
        .is_err());
}

#[test]
fn unions_and_groups() {
    let c = ctx();
    let _s = c.enter();
    let d = "{ S[i, j] : 0 <= i, j < 4; T[k] : 0 <= k < 4 }";
    assert!(d.parse::<typed::UnionSet<Stmts>>().is_ok());
    // Every space is checked, not only the first.
    let (expected, found) = mismatch(d.parse::<typed::UnionSet<S>>().unwrap_err());
    assert_eq!((expected.as_str(), found.as_str()), ("S[2]", "T[1]"));
    let (expected, found) = mismatch(
        "{ S[i, j]; A[a, b] }"
            .parse::<typed::UnionSet<Stmts>>()
            .unwrap_err(),
    );
    assert_eq!((expected.as_str(), found.as_str()), ("S[2] | T[1]", "A[2]"));
    // The empty union has no space to disagree.
    assert!("{ }".parse::<typed::UnionSet<S>>().is_ok());
    // Union maps: every map's domain and range.
    let deps = "{ S[i, j] -> S[i, j + 1]; S[i, j] -> T[i]; T[k] -> S[k, 0] }";
    assert!(deps.parse::<typed::UnionMap<Stmts, Stmts>>().is_ok());
    assert!(deps.parse::<typed::UnionMap<S, Stmts>>().is_err());
    // A group's member joins the group at no cost.
    let only_s: typed::UnionSet<S> = "{ S[i, j] : 0 <= i, j < 2 }".parse().unwrap();
    let t: typed::UnionSet<Stmts> = "{ T[k] : 0 <= k < 2 }".parse().unwrap();
    let all = only_s.widen::<Stmts>().union(&t).unwrap();
    assert_eq!(
        all,
        d.parse::<typed::UnionSet<Stmts>>()
            .unwrap()
            .intersect(&all)
            .unwrap()
    );
}

#[test]
fn parameters() {
    let c = ctx();
    let _s = c.enter();
    assert!("[n] -> { : n > 0 }".parse::<typed::Set<Params>>().is_ok());
    assert_eq!(
        mismatch(
            "[n] -> { S[i, j] }"
                .parse::<typed::Set<Params>>()
                .unwrap_err()
        ),
        ("params".into(), "S[2]".into())
    );
    assert_eq!(
        mismatch("[n] -> { : n > 0 }".parse::<typed::Set<S>>().unwrap_err()),
        ("S[2]".into(), "params".into())
    );
    // Parameters do not enter the kinds: any may be present.
    assert!("[n, m] -> { S[i, j] : i < n and j < m }"
        .parse::<typed::Set<S>>()
        .is_ok());
    let s: typed::Set<S> = "[n] -> { S[i, j] : 0 <= i, j < n }".parse().unwrap();
    let p: typed::Set<Params> = s.params().unwrap();
    assert_eq!(p.to_string(), "[n] -> {  : n > 0 }");
}

#[test]
fn every_entry_checks() {
    let c = ctx();
    let _s = c.enter();
    // TryFrom the untyped object.
    let untyped: Set = "{ T[i] }".parse().unwrap();
    let e = typed::Set::<S>::try_from(untyped.clone()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "typed::Set::try_from: expected a tuple of kind S[2], found T[1]"
    );
    assert!(typed::Set::<T>::try_from(untyped).is_ok());
    let m: Map = "{ S[i, j] -> A[i, j] }".parse().unwrap();
    assert!(typed::Map::<S, A>::try_from(m.clone()).is_ok());
    assert!(typed::Map::<A, S>::try_from(m).is_err());
    let u: UnionSet = "{ S[i, j]; T[k] }".parse().unwrap();
    assert!(typed::UnionSet::<Stmts>::try_from(u.clone()).is_ok());
    assert!(typed::UnionSet::<T>::try_from(u).is_err());
    // read_from_str and read_from a reader.
    assert!(typed::Set::<S>::read_from_str("{ S[i] }").is_err());
    assert!(typed::Set::<S>::read_from("{ S[i, j] }".as_bytes()).is_ok());
    let e = typed::UnionMap::<S, A>::read_from("{ S[i, j] -> S[i, j] }".as_bytes()).unwrap_err();
    assert_eq!(mismatch(e), ("S[2] -> A[2]".into(), "S[2] -> S[2]".into()));
    // Spaces.
    assert!("{ S[i, j] }".parse::<typed::Space<S>>().is_ok());
    assert!("{ S[i, j] -> A[a, b] }"
        .parse::<typed::MapSpace<S, A>>()
        .is_ok());
    assert!("{ S[i, j] -> A[a, b] }".parse::<typed::Space<S>>().is_err());
    // Text ISL cannot read is ISL's error, not a kind mismatch.
    assert!(matches!(
        "{ S[i, j] : i > }".parse::<typed::Set<S>>(),
        Err(Error::Isl { .. })
    ));
}

#[test]
fn leaving_costs_nothing() {
    let c = ctx();
    let _s = c.enter();
    let s: typed::Set<S> = "{ S[i, j] : 0 <= i, j < 2 }".parse().unwrap();
    let raw: &Set = s.as_untyped();
    assert_eq!(raw.to_string(), s.to_string());
    let owned: Set = s.clone().untyped();
    assert_eq!(&owned, raw);
    assert_eq!(
        std::mem::size_of::<typed::Set<S>>(),
        std::mem::size_of::<Set>()
    );
    assert_eq!(
        std::mem::size_of::<typed::UnionMap<Stmts, A>>(),
        std::mem::size_of::<isl_safe::UnionMap>()
    );
    assert!(format!("{s:?}").starts_with("typed::Set<S[2]>("));
}
