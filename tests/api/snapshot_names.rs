//! Snapshots keep every name: ISL's text reads a name with a prime (`i'`) back
//! without it and does not print a multi-expression's output names, so a
//! snapshot carries those names beside the text. Each object restored in
//! another context (or thread) is equal to the original and has its names;
//! what no text can carry (an id's Rust value, a name ISL cannot read, a
//! schedule tree's names) is an `Err` when the snapshot is made.

use isl_safe::*;

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

/// The object restored in a fresh context, then brought back to this one.
fn round_trip<T, F>(obj: &T, back: F) -> T
where
    F: Fn(&T, &Context) -> Result<T>,
{
    let other = Context::new().unwrap();
    let there = back(obj, &other).unwrap();
    back(&there, &Context::current().unwrap()).unwrap()
}

fn name(n: Option<String>) -> String {
    n.unwrap_or_else(|| "<none>".into())
}

#[test]
fn a_primed_output_name_survives() {
    let _c = ctx();
    let m: Map = "{ [i] -> [j] : j = i + 1 }".parse().unwrap();
    let m = m.set_dim_name(DimType::Out, 0, "i'").unwrap();
    // The measured fact: ISL's text loses the prime.
    assert_eq!(m.to_string(), "{ [i] -> [i' = 1 + i] }");
    let plain: Map = m.to_string().parse().unwrap();
    assert_eq!(name(plain.get_dim_name(DimType::Out, 0).unwrap()), "i");
    // The snapshot carries it.
    let s = m.snapshot().unwrap();
    assert_eq!(s.as_str(), "{ [i] -> [i' = 1 + i] }");
    let names: Vec<(Vec<String>, String)> = s
        .names()
        .iter()
        .map(|n| (n.at().to_vec(), n.name().to_string()))
        .collect();
    assert_eq!(names, [(vec!["out 0".to_string()], "i'".to_string())]);
    let back = round_trip(&m, Map::to_context);
    assert_eq!(back, m);
    assert_eq!(name(back.get_dim_name(DimType::In, 0).unwrap()), "i");
    assert_eq!(name(back.get_dim_name(DimType::Out, 0).unwrap()), "i'");
}

#[test]
fn primed_parameters_set_and_nested_names_survive() {
    let _c = ctx();
    let s: Set = "[n] -> { [A[i] -> B[j]] : 0 <= i < j < n }"
        .parse()
        .unwrap();
    let s = s
        .set_dim_name(DimType::Param, 0, "n'")
        .unwrap()
        .set_dim_name(DimType::Set, 1, "j''")
        .unwrap();
    let back = round_trip(&s, Set::to_context);
    assert_eq!(back, s);
    assert_eq!(name(back.get_dim_name(DimType::Param, 0).unwrap()), "n'");
    assert_eq!(name(back.get_dim_name(DimType::Set, 0).unwrap()), "i");
    assert_eq!(name(back.get_dim_name(DimType::Set, 1).unwrap()), "j''");
    assert_eq!(back.to_string(), s.to_string());
    // A basic set and a space, likewise.
    let b: BasicSet = "{ [i, j] : 0 <= i <= j }".parse().unwrap();
    let b = b.set_dim_name(DimType::Set, 0, "x'").unwrap();
    let bb = round_trip(&b, BasicSet::to_context);
    assert_eq!(bb, b);
    assert_eq!(name(bb.get_dim_name(DimType::Set, 0).unwrap()), "x'");
    let sp: Space = "[n] -> { A[i] -> B[j] }".parse().unwrap();
    let sp = sp.set_dim_name(DimType::Out, 0, "j'").unwrap();
    let spb = round_trip(&sp, Space::to_context);
    assert_eq!(name(spb.get_dim_name(DimType::Out, 0).unwrap()), "j'");
    assert_eq!(spb.to_string(), "[n] -> { A[i] -> B[j'] }");
}

#[test]
fn union_members_keep_their_names() {
    let _c = ctx();
    let a: Set = "[n] -> { A[i] : 0 <= i < n }".parse().unwrap();
    let a = a.set_dim_name(DimType::Set, 0, "i'").unwrap();
    let u = UnionSet::from_set(a)
        .unwrap()
        .union("[n] -> { B[j, k] : j = k }".parse::<UnionSet>().unwrap())
        .unwrap();
    let s = u.snapshot().unwrap();
    let at: Vec<Vec<String>> = s.names().iter().map(|n| n.at().to_vec()).collect();
    assert_eq!(at, [vec!["A[1]".to_string(), "set 0".to_string()]]);
    let back = round_trip(&u, UnionSet::to_context);
    assert_eq!(back, u);
    let members = back.sets().unwrap();
    let a_back = members
        .iter()
        .find(|m| m.get_tuple_name().unwrap().as_deref() == Some("A"))
        .unwrap();
    assert_eq!(name(a_back.get_dim_name(DimType::Set, 0).unwrap()), "i'");
    // A union map, and dependences as a schedule constraint.
    let dep: Map = "{ S[i] -> S[j] : j = i + 1 }".parse().unwrap();
    let dep = dep.set_dim_name(DimType::Out, 0, "i'").unwrap();
    let um = UnionMap::from_map(dep.clone()).unwrap();
    let umb = round_trip(&um, UnionMap::to_context);
    assert_eq!(umb, um);
    assert_eq!(
        name(
            umb.maps().unwrap()[0]
                .get_dim_name(DimType::Out, 0)
                .unwrap()
        ),
        "i'"
    );
    let sc = ScheduleConstraints::on_domain("{ S[i] : 0 <= i < 8 }".parse::<UnionSet>().unwrap())
        .unwrap()
        .set_validity(dep)
        .unwrap();
    let scb = round_trip(&sc, ScheduleConstraints::to_context);
    let validity = scb.get_validity().unwrap();
    assert_eq!(validity, sc.get_validity().unwrap());
    assert_eq!(
        name(
            validity.maps().unwrap()[0]
                .get_dim_name(DimType::Out, 0)
                .unwrap()
        ),
        "i'"
    );
    assert_eq!(scb.to_string(), sc.to_string());
}

#[test]
fn functions_keep_input_and_output_names() {
    let _c = ctx();
    // Multi-expressions do not print their output names at all.
    let ma: MultiAff = "{ [i] -> [(i), (2i)] }".parse().unwrap();
    let ma = ma.set_dim_name(DimType::Out, 1, "twice").unwrap();
    let plain: MultiAff = ma.to_string().parse().unwrap();
    assert_eq!(
        plain
            .get_space()
            .unwrap()
            .get_dim_name(DimType::Out, 1)
            .unwrap(),
        None
    );
    let mab = round_trip(&ma, MultiAff::to_context);
    assert_eq!(mab, ma);
    assert_eq!(
        name(
            mab.get_space()
                .unwrap()
                .get_dim_name(DimType::Out, 1)
                .unwrap()
        ),
        "twice"
    );
    let pa: PwAff = "{ [i] -> [(i)] : i > 0 }".parse().unwrap();
    let pa = pa
        .set_dim_id(DimType::In, 0, Id::named("i'").unwrap())
        .unwrap();
    let pab = round_trip(&pa, PwAff::to_context);
    assert_eq!(pab, pa);
    assert_eq!(name(pab.get_dim_name(DimType::In, 0).unwrap()), "i'");
    let mv: MultiVal = "{ [1, 2] }".parse().unwrap();
    let mv = mv.set_dim_name(DimType::Set, 0, "x").unwrap();
    let mvb = round_trip(&mv, MultiVal::to_context);
    assert_eq!(mvb, mv);
    assert_eq!(
        name(
            mvb.get_space()
                .unwrap()
                .get_dim_name(DimType::Set, 0)
                .unwrap()
        ),
        "x"
    );
    let pwqp: PwQpolynomial = "[n] -> { [i] -> i^2 + n : 0 <= i < n }".parse().unwrap();
    let pwqp = pwqp.set_dim_name(DimType::In, 0, "i'").unwrap();
    let qb = round_trip(&pwqp, PwQpolynomial::to_context);
    assert_eq!(qb, pwqp);
    assert_eq!(
        name(
            qb.get_space()
                .unwrap()
                .get_dim_name(DimType::In, 0)
                .unwrap()
        ),
        "i'"
    );
    // A multi union expression with a primed parameter.
    let mupa = MultiUnionPwAff::from_union_pw_multi_aff(
        "[n] -> { A[i] -> [(i), (n)]; B[j] -> [(j), (0)] }"
            .parse::<UnionPwMultiAff>()
            .unwrap(),
    )
    .unwrap()
    .set_dim_name(DimType::Param, 0, "n'")
    .unwrap();
    let mb = round_trip(&mupa, MultiUnionPwAff::to_context);
    assert_eq!(mb, mupa);
    assert_eq!(
        name(
            mb.get_space()
                .unwrap()
                .get_dim_name(DimType::Param, 0)
                .unwrap()
        ),
        "n'"
    );
    assert_eq!(mb.to_string(), mupa.to_string());
}

#[test]
fn plain_objects_carry_no_names_and_unnamed_dimensions_come_back_as_printed() {
    let _c = ctx();
    let s: Set = "[n] -> { S[i, j] : 0 <= i < n and j = 2i }"
        .parse()
        .unwrap();
    assert!(s.snapshot().unwrap().names().is_empty());
    let u: UnionMap = "{ S[i] -> A[i + 1]; T[i, j] -> B[j] }".parse().unwrap();
    assert!(u.snapshot().unwrap().names().is_empty());
    // A dimension without a name prints as `i0` and comes back named so.
    let unnamed = "{ S[i] -> S[i + 1] }"
        .parse::<Map>()
        .unwrap()
        .range()
        .unwrap();
    assert_eq!(unnamed.get_dim_name(DimType::Set, 0).unwrap(), None);
    let back = unnamed.snapshot().unwrap().restore().unwrap();
    assert_eq!(back, unnamed);
    assert_eq!(name(back.get_dim_name(DimType::Set, 0).unwrap()), "i0");
    // A repeated name, printed with a prime by ISL, comes back as it was.
    let same: Map = "{ [i] -> [i] }".parse().unwrap();
    let same = same.set_dim_name(DimType::Out, 0, "i").unwrap();
    let s = same.snapshot().unwrap();
    assert!(s.names().is_empty());
    assert_eq!(
        name(s.restore().unwrap().get_dim_name(DimType::Out, 0).unwrap()),
        "i"
    );
}

#[test]
fn ids_with_rust_values_cannot_be_snapshot() {
    let _c = ctx();
    let id = Id::with_user("S", vec![1, 2]).unwrap();
    assert!(matches!(
        id.snapshot(),
        Err(Error::InvalidArgument {
            function: "isl_id_to_str",
            ..
        })
    ));
    // Inside an object, too (ISL prints the set's tuple as plain `S`, which
    // would silently lose the value).
    let s: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
    let s = s.set_tuple_id(id).unwrap();
    assert_eq!(s.to_string(), "{ S[i] : 0 <= i <= 3 }");
    let err = s.snapshot().unwrap_err();
    assert!(matches!(
        err,
        Error::InvalidArgument {
            function: "isl_set_to_str",
            ..
        }
    ));
    assert!(err.to_string().contains("Id::with_user"), "{err}");
    assert!(s.to_context(&Context::new().unwrap()).is_err());
    let u = UnionSet::from_set(s).unwrap();
    assert!(u.snapshot().is_err());
    // A plain id, of any name, round-trips.
    for text in ["S", "S'", "a b", "and"] {
        let id = Id::named(text).unwrap();
        let back = round_trip(&id, Id::to_context);
        assert_eq!(back, id);
        assert_eq!(name(back.get_name().unwrap()), text);
    }
}

#[test]
fn what_isl_cannot_read_back_is_an_error_when_the_snapshot_is_made() {
    let _c = ctx();
    let s: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
    // Names ISL's reader does not take as names: with a space, a keyword of
    // its tokenizer (in any case), a letter outside ASCII.
    for bad in ["a b", "and", "Floor", "é"] {
        let named = s.set_dim_name(DimType::Set, 0, bad).unwrap();
        assert!(
            matches!(
                named.snapshot(),
                Err(Error::InvalidArgument {
                    function: "isl_set_to_str",
                    ..
                })
            ),
            "{bad}"
        );
    }
    // Other identifiers are names.
    for good in ["_", "x_1", "domain", "i0"] {
        let named = s.set_dim_name(DimType::Set, 0, good).unwrap();
        let back = named.snapshot().unwrap().restore().unwrap();
        assert_eq!(name(back.get_dim_name(DimType::Set, 0).unwrap()), good);
    }
    // A schedule tree's names cannot be set after reading: a primed domain
    // name is refused rather than lost.
    let domain = UnionSet::from_set(s.set_dim_name(DimType::Set, 0, "i'").unwrap()).unwrap();
    let schedule = Schedule::from_domain(domain).unwrap();
    assert!(matches!(
        schedule.snapshot(),
        Err(Error::InvalidArgument {
            function: "isl_schedule_to_str",
            ..
        })
    ));
    let plain =
        Schedule::from_domain("{ S[i] : 0 <= i < 4 }".parse::<UnionSet>().unwrap()).unwrap();
    let back = round_trip(&plain, Schedule::to_context);
    assert!(back.plain_is_equal(&plain).unwrap());
}

#[test]
fn names_cross_threads() {
    let _c = ctx();
    let m: Map = "{ [i] -> [j] : j = 2i }".parse().unwrap();
    let m = m.set_dim_name(DimType::Out, 0, "i'").unwrap();
    let snapshot = m.snapshot().unwrap();
    let out = std::thread::spawn(move || {
        let ctx = Context::new().unwrap();
        let _scope = ctx.enter();
        let here = snapshot.restore().unwrap();
        let name = here.get_dim_name(DimType::Out, 0).unwrap();
        (name, here.reverse().unwrap().snapshot().unwrap())
    })
    .join()
    .unwrap();
    assert_eq!(out.0.as_deref(), Some("i'"));
    let reversed = out.1.restore().unwrap();
    assert_eq!(reversed, m.reverse().unwrap());
    assert_eq!(name(reversed.get_dim_name(DimType::In, 0).unwrap()), "i'");
}
