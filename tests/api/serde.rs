//! The `serde` feature: every object ISL prints and reads goes through JSON
//! and comes back equal (ISL's equality), names included, primes too; the
//! form is stable; bad input and a missing context are errors.
#![cfg(feature = "serde")]

use isl_safe::*;
use serde::de::DeserializeOwned;
use serde::Serialize;

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

/// `obj` through JSON, read back in a fresh context and brought back to the
/// current one (through JSON again), so that ISL's equality can compare.
fn through_json<T: Serialize + DeserializeOwned>(obj: &T) -> T {
    let json = serde_json::to_string(obj).unwrap();
    let other = Context::new().unwrap();
    let there: T = other.scope(|| serde_json::from_str(&json)).unwrap();
    let again = other.scope(|| serde_json::to_string(&there)).unwrap();
    assert_eq!(again, json, "the form is the same in every context");
    serde_json::from_str(&again).unwrap()
}

fn parse<T: std::str::FromStr<Err = Error>>(text: &str) -> T {
    text.parse().unwrap()
}

#[test]
fn every_type_round_trips_equal() {
    let _c = ctx();
    macro_rules! check {
        ($($ty:ident: $text:expr),* $(,)?) => {$({
            let obj: $ty = parse($text);
            let back = through_json(&obj);
            assert!(back == obj, "{}: {} came back as {}", stringify!($ty), obj, back);
            assert_eq!(back.to_string(), obj.to_string());
        })*};
    }
    check!(
        Set: "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }",
        BasicSet: "{ [i, j] : 0 <= i <= j and exists (e : i = 2e) }",
        UnionSet: "{ A[i] : 0 <= i < 4; B[i, j] : i = j }",
        Map: "[n] -> { S[i] -> A[i + 1, n] : i >= 0 }",
        BasicMap: "{ [i] -> [j] : j = 2i }",
        UnionMap: "{ S[i] -> A[i]; T[i, j] -> B[j] }",
        Aff: "[n] -> { [i] -> [(2i + n)] }",
        PwAff: "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }",
        MultiAff: "{ [i, j] -> [(j), (i + 1)] }",
        PwMultiAff: "{ [i] -> [(i), (0)] : i >= 0; [i] -> [(0), (i)] : i < 0 }",
        MultiPwAff: "{ [i] -> [(max(i, 0)), (i)] }",
        UnionPwAff: "{ A[i] -> [(i)]; B[i, j] -> [(j)] }",
        UnionPwMultiAff: "{ A[i] -> [(i), (0)]; B[i] -> [(1), (i)] }",
        MultiUnionPwAff: "[{ A[i] -> [(i)]; B[j] -> [(j)] }, { A[i] -> [(0)]; B[j] -> [(1)] }]",
        MultiVal: "{ [3, -1/2] }",
        PwQpolynomial: "[n] -> { [i] -> i^2 + n : 0 <= i < n }",
        UnionPwQpolynomial: "{ A[i] -> i^2; B[i, j] -> i * j }",
        Val: "-7/3",
        Space: "[n] -> { S[i] -> A[j, k] }",
        Id: "S",
    );
    // No `==` on these: ISL's plain equality, and the text.
    let schedule: Schedule = parse(
        "{ domain: \"{ S[i] : 0 <= i < 8 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }",
    );
    assert!(through_json(&schedule).plain_is_equal(&schedule).unwrap());
    let sc: ScheduleConstraints = parse(
        "{ domain: \"[n] -> { S[i] : 0 <= i < n }\", validity: \"[n] -> { S[i] -> S[i + 1] }\", \
         proximity: \"[n] -> { S[i] -> S[i + 1] }\" }",
    );
    let back = through_json(&sc);
    assert_eq!(back.to_string(), sc.to_string());
    assert_eq!(back.get_validity().unwrap(), sc.get_validity().unwrap());
    assert_eq!(back.get_domain().unwrap(), sc.get_domain().unwrap());
}

#[test]
fn the_form_is_text_and_names() {
    let _c = ctx();
    let set: Set = parse("[n] -> { S[i] : 0 <= i < n }");
    assert_eq!(
        serde_json::to_string(&set).unwrap(),
        r#"{"text":"[n] -> { S[i] : 0 <= i < n }","names":[]}"#
    );
    let map: Map = parse("{ [i] -> [j] : j = i + 1 }");
    let map = map.set_dim_name(DimType::Out, 0, "i'").unwrap();
    let json = serde_json::to_string(&map).unwrap();
    assert_eq!(
        json,
        r#"{"text":"{ [i] -> [i' = 1 + i] }","names":[{"at":["out 0"],"name":"i'"}]}"#
    );
    // The object and its snapshot have the same form.
    assert_eq!(
        serde_json::to_string(&map.snapshot().unwrap()).unwrap(),
        json
    );
    let id = Id::named("a b").unwrap();
    assert_eq!(
        serde_json::to_string(&id).unwrap(),
        r#"{"text":"a b","names":[]}"#
    );
    // `names` may be left out, and fields come in any order.
    let short: Set = serde_json::from_str(r#"{"text":"{ [i] : 0 <= i < 3 }"}"#).unwrap();
    assert_eq!(short, parse::<Set>("{ [i] : 0 <= i <= 2 }"));
    let swapped: Map = serde_json::from_str(
        r#"{"names":[{"name":"i'","at":["out 0"]}],"text":"{ [i] -> [i + 1] }"}"#,
    )
    .unwrap();
    assert_eq!(
        swapped.get_dim_name(DimType::Out, 0).unwrap().as_deref(),
        Some("i'")
    );
    // A sequence form (non-self-describing formats) reads too.
    let seq: Map = serde_json::from_str(r#"["{ [i] -> [i + 1] }",[[["out 0"],"k"]]]"#).unwrap();
    assert_eq!(
        seq.get_dim_name(DimType::Out, 0).unwrap().as_deref(),
        Some("k")
    );
}

#[test]
fn primed_names_survive_json() {
    let _c = ctx();
    let s: Set = parse("[n] -> { [A[i] -> B[j]] : 0 <= i < j < n }");
    let s = s
        .set_dim_name(DimType::Param, 0, "n'")
        .unwrap()
        .set_dim_name(DimType::Set, 0, "i'")
        .unwrap();
    let back = through_json(&s);
    assert_eq!(back, s);
    assert_eq!(
        back.get_dim_name(DimType::Param, 0).unwrap().as_deref(),
        Some("n'")
    );
    assert_eq!(
        back.get_dim_name(DimType::Set, 0).unwrap().as_deref(),
        Some("i'")
    );
    assert_eq!(
        back.get_dim_name(DimType::Set, 1).unwrap().as_deref(),
        Some("j")
    );
    // Inside a union and a multi-expression's outputs.
    let a: Set = parse("{ A[i] : 0 <= i < 4 }");
    let u = UnionSet::from_set(a.set_dim_name(DimType::Set, 0, "i'").unwrap())
        .unwrap()
        .union(parse::<UnionSet>("{ B[i] : i = 0 }"))
        .unwrap();
    let ub = through_json(&u);
    assert_eq!(ub, u);
    let members = ub.sets().unwrap();
    let names: Vec<Option<String>> = members
        .iter()
        .map(|m| m.get_dim_name(DimType::Set, 0).unwrap())
        .collect();
    assert!(names.contains(&Some("i'".into())) && names.contains(&Some("i".into())));
    let ma: MultiAff = parse("{ [i] -> [(i), (2i)] }");
    let ma = ma.set_dim_name(DimType::Out, 0, "a'").unwrap();
    let mb = through_json(&ma);
    assert_eq!(
        mb.get_space()
            .unwrap()
            .get_dim_name(DimType::Out, 0)
            .unwrap()
            .as_deref(),
        Some("a'")
    );
}

#[test]
fn snapshots_serialize_and_restore_in_another_thread() {
    let _c = ctx();
    let m: Map = parse("{ [i] -> [j] : j = 2i }");
    let m = m.set_dim_name(DimType::Out, 0, "i'").unwrap();
    let json = serde_json::to_string(&m.snapshot().unwrap()).unwrap();
    let text = std::thread::spawn(move || {
        // A snapshot needs no context to deserialize; restoring does.
        let snapshot: Snapshot<Map> = serde_json::from_str(&json).unwrap();
        assert!(matches!(snapshot.restore(), Err(Error::NoContext)));
        let ctx = Context::new().unwrap();
        let here = snapshot.restore_in(&ctx).unwrap();
        assert_eq!(
            here.get_dim_name(DimType::Out, 0).unwrap().as_deref(),
            Some("i'")
        );
        serde_json::to_string(&here).unwrap()
    })
    .join()
    .unwrap();
    let back: Map = serde_json::from_str(&text).unwrap();
    assert_eq!(back, m);
}

#[test]
fn bad_input_is_an_error() {
    let _c = ctx();
    // Text ISL cannot read: ISL's message comes through serde's error.
    let err = serde_json::from_str::<Set>(r#"{"text":"{ [i] : i > }","names":[]}"#).unwrap_err();
    assert!(err.to_string().contains("isl_set_read_from_str"), "{err}");
    assert!(serde_json::from_str::<Val>(r#"{"text":"1/0/","names":[]}"#).is_err());
    assert!(serde_json::from_str::<Id>(r#"{"text":"a\u0000b","names":[]}"#).is_err());
    // Names at no dimension, or of the wrong form.
    for names in [
        r#"[{"at":["out 3"],"name":"x"}]"#,
        r#"[{"at":["sideways 0"],"name":"x"}]"#,
        r#"[{"at":["out"],"name":"x"}]"#,
        r#"[{"at":[],"name":"x"}]"#,
        r#"[{"at":["C[1]","out 0"],"name":"x"}]"#,
    ] {
        let json = format!(r#"{{"text":"{{ [i] -> [i + 1] }}","names":{names}}}"#);
        assert!(serde_json::from_str::<Map>(&json).is_err(), "{json}");
    }
    let json = r#"{"text":"{ A[i] : i = 0 }","names":[{"at":["B[1]","set 0"],"name":"x"}]}"#;
    let err = serde_json::from_str::<UnionSet>(json).unwrap_err();
    assert!(err.to_string().contains("B[1]"), "{err}");
    // Not the struct.
    assert!(serde_json::from_str::<Set>(r#""{ [i] }""#).is_err());
    assert!(serde_json::from_str::<Set>(r#"{"names":[]}"#).is_err());
    assert!(serde_json::from_str::<Set>(r#"{"text":"{ [i] }","text":"{ [j] }"}"#).is_err());
    // What cannot be serialized: an id's Rust value.
    let id = Id::with_user("S", 5u8).unwrap();
    let err = serde_json::to_string(&id).unwrap_err();
    assert!(err.to_string().contains("Id::with_user"), "{err}");
    let tagged = parse::<Set>("{ [i] }").set_tuple_id(id).unwrap();
    assert!(serde_json::to_string(&tagged).is_err());
}

#[test]
fn deserializing_needs_a_context() {
    let json = {
        let _c = ctx();
        serde_json::to_string(&parse::<Set>("{ [i] : 0 <= i < 4 }")).unwrap()
    };
    let err = serde_json::from_str::<Set>(&json).unwrap_err();
    assert_eq!(err.to_string(), Error::NoContext.to_string());
    let val = serde_json::from_str::<Val>(r#"{"text":"3","names":[]}"#).unwrap_err();
    assert_eq!(val.to_string(), Error::NoContext.to_string());
    let id = serde_json::from_str::<Id>(r#"{"text":"S","names":[]}"#).unwrap_err();
    assert_eq!(id.to_string(), Error::NoContext.to_string());
    // With one, it reads.
    let ctx = Context::new().unwrap();
    let set: Set = ctx.scope(|| serde_json::from_str(&json)).unwrap();
    assert_eq!(set.to_string(), "{ [i] : 0 <= i <= 3 }");
    assert_eq!(set.context(), &ctx);
}
