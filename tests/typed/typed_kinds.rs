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

/// Renaming into a group: the id names a member, with its arity; any other
/// id (no member's name, a member of another arity, a wrapped tuple) is a
/// kind mismatch naming the group.
#[test]
fn renaming_into_a_group() {
    use isl_safe::{DimType, Id};
    let c = ctx();
    let _s = c.enter();
    let access: typed::Map<S, A> = "{ S[i, j] -> A[j, i] }".parse().unwrap();
    // S has two dimensions, T one: `A`'s copy may become an `S`, not a `T`.
    let renamed: typed::Map<S, Stmts> = access
        .set_range_tuple_in::<Stmts>(&Id::named("S").unwrap())
        .unwrap();
    assert_eq!(renamed.to_string(), "{ S[i, j] -> S[j, i] }");
    let e = access
        .set_range_tuple_in::<Stmts>(&Id::named("T").unwrap())
        .unwrap_err();
    assert_eq!(
        mismatch(e.clone()),
        ("S[2] -> S[2] | T[1]".into(), "S[2] -> T[2]".into())
    );
    assert!(e
        .to_string()
        .starts_with("typed::Map::set_range_tuple_in: "));
    let e = access
        .set_range_tuple_in::<Stmts>(&Id::named("A").unwrap())
        .unwrap_err();
    assert_eq!(mismatch(e).1, "S[2] -> A[2]");
    // The domain, by value, and an id carrying data, which the result keeps.
    let tagged = Id::with_user("S", 7u8).unwrap();
    let from_t: typed::Map<Stmts, A> = "{ T[i] -> A[i, i] }"
        .parse::<typed::Map<T, A>>()
        .unwrap()
        .by_value()
        .set_domain_tuple_in::<Stmts>(&Id::named("T").unwrap())
        .unwrap();
    assert_eq!(
        from_t.get_tuple_name(DimType::In).unwrap().as_deref(),
        Some("T")
    );
    let tagged_map = access.set_domain_tuple_in::<Stmts>(&tagged).unwrap();
    assert_eq!(tagged_map.get_tuple_id(DimType::In).unwrap(), tagged);
    // Sets: a wrapped tuple keeps its nesting under the new name, so no
    // member's kind.
    let footprint: typed::Set<A> = "{ A[i, j] : 0 <= i, j < 4 }".parse().unwrap();
    let as_s: typed::Set<Stmts> = footprint
        .set_tuple_in::<Stmts>(&Id::named("S").unwrap())
        .unwrap();
    assert_eq!(
        as_s.to_string(),
        "{ S[i, j] : 0 <= i <= 3 and 0 <= j <= 3 }"
    );
    let wrapped: typed::Set<Pair<T, T>> = "{ [T[i] -> T[j]] }".parse().unwrap();
    let e = wrapped
        .set_tuple_in::<Stmts>(&Id::named("S").unwrap())
        .unwrap_err();
    assert_eq!(mismatch(e).1, "[T[1] -> T[1]]");
    // A set's renamings after a kind, and by an id checked against one.
    assert_eq!(
        footprint.set_tuple::<S>().unwrap().to_string(),
        as_s.to_string()
    );
    assert!(footprint.set_tuple::<T>().is_err());
    let plain: typed::Set<Anon<2>> = footprint.set_tuple::<Anon<2>>().unwrap();
    assert_eq!(
        plain.to_string(),
        "{ [i, j] : 0 <= i <= 3 and 0 <= j <= 3 }"
    );
    assert!(plain.set_tuple_id::<S>(&Id::named("S").unwrap()).is_ok());
    assert!(plain.set_tuple_id::<S>(&Id::named("A").unwrap()).is_err());
}

/// Projecting out a relation's dimensions: the side projected becomes an
/// unnamed tuple (ISL resets it, even for no dimension or a wrapped one),
/// the other keeps its kind; positions out of range are an error.
#[test]
fn projecting_out_one_side() {
    use isl_safe::typed::Unnamed;
    let c = ctx();
    let _s = c.enter();
    let schedule: typed::Map<S, A> = "[n] -> { S[i, j] -> A[i, j + 1] : 0 <= i, j < n }"
        .parse()
        .unwrap();
    let outer: typed::Map<S, Unnamed> = schedule.project_out_range_dims(1, 1).unwrap();
    assert_eq!(
        outer.to_string(),
        "[n] -> { S[i, j] -> [i] : 0 <= i < n and 0 <= j < n }"
    );
    let untyped = schedule
        .as_untyped()
        .project_out(isl_safe::DimType::Out, 1, 1)
        .unwrap();
    assert_eq!(outer.as_untyped(), &untyped);
    let rows: typed::Map<Unnamed, A> = schedule.project_out_domain_dims(0, 1).unwrap();
    assert_eq!(
        rows.to_string(),
        "[n] -> { [j] -> A[o0, 1 + j] : 0 <= j < n and 0 <= o0 < n }"
    );
    // No dimension: the tuple loses its name all the same.
    let none = schedule
        .clone()
        .by_value()
        .project_out_domain_dims(0, 0)
        .unwrap();
    assert_eq!(
        none.to_string(),
        "[n] -> { [i, j] -> A[i, 1 + j] : 0 <= i < n and 0 <= j < n }"
    );
    let wrapped: typed::Map<Pair<S, T>, A> = "{ [S[i, j] -> T[k]] -> A[i, k] }".parse().unwrap();
    let flat: typed::Map<Unnamed, A> = wrapped.project_out_domain_dims(2, 1).unwrap();
    assert_eq!(flat.to_string(), "{ [i, j] -> A[i, o1] }");
    assert!(schedule.project_out_range_dims(1, 2).is_err());
    let basic: typed::BasicMap<S, A> = "{ S[i, j] -> A[j, i] : i <= j }".parse().unwrap();
    let b: typed::BasicMap<S, Unnamed> = basic.project_out_range_dims(0, 1).unwrap();
    assert_eq!(b.to_string(), "{ S[i, j] -> [o0] : o0 = i and j >= i }");
}

/// Positions of the typed layer are `usize` everywhere, the C type's range
/// checked: an index beyond `int` is an error, not a wrapped position.
#[test]
fn positions_are_usize() {
    let c = ctx();
    let _s = c.enter();
    let f: typed::MultiAff<S, A> = "{ S[i, j] -> A[(j), (i + 1)] }".parse().unwrap();
    let second: usize = 1;
    assert_eq!(
        f.get_at(second).unwrap().to_string(),
        "{ S[i, j] -> [(1 + i)] }"
    );
    let e = f.get_at(usize::MAX).unwrap_err();
    assert!(matches!(e, Error::OutOfRange { .. }), "{e:?}");
    assert!(f.get_at(2).is_err());
    let g = f.set_at(0, &f.get_at(second).unwrap()).unwrap();
    assert_eq!(g.to_string(), "{ S[i, j] -> A[(1 + i), (1 + i)] }");
    let list = typed::SetList::<S>::alloc(2).unwrap();
    assert_eq!(list.as_untyped().size().unwrap(), 0);
    assert!(typed::SetList::<S>::alloc(usize::MAX).is_err());
}
