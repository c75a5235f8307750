//! Dimensions by name (`src/conveniences/names.rs`, `src/conveniences/builders.rs`):
//! spaces from names, name dictionaries, coefficients by name, `Vars`, and
//! alignment of set dimensions by name. Each result is compared with what
//! ISL reads from the equivalent text; each bad input must be a clear `Err`
//! that leaves the objects involved as they were.

use isl_safe::*;
use std::collections::HashMap;

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

fn set(text: &str) -> Set {
    text.parse().unwrap()
}

fn bset(text: &str) -> BasicSet {
    text.parse().unwrap()
}

/// An `InvalidArgument` error whose message mentions `needle`.
fn assert_invalid<T: std::fmt::Debug>(r: Result<T>, function: &str, needle: &str) {
    match r {
        Err(Error::InvalidArgument {
            function: f,
            message,
        }) => {
            assert_eq!(f, function, "{message}");
            assert!(message.contains(needle), "`{needle}` not in: {message}");
        }
        other => panic!("expected InvalidArgument from {function}, got {other:?}"),
    }
}

fn names(list: &[&str]) -> Vec<Option<String>> {
    list.iter().map(|s| Some(s.to_string())).collect()
}

#[test]
fn spaces_from_names_are_the_spaces_isl_reads() {
    let _c = ctx();
    let s = Space::from_names(&["n", "m"], &["i", "j"]).unwrap();
    assert_eq!(s.to_string(), "[n, m] -> { [i, j] }");
    assert_eq!(
        Set::universe(s.clone()).unwrap(),
        set("[n, m] -> { [i, j] }")
    );
    assert!(s
        .is_equal(&set("[n, m] -> { [i, j] }").get_space().unwrap())
        .unwrap());
    assert_eq!(s.var_names(DimType::Param).unwrap(), names(&["n", "m"]));
    assert_eq!(s.var_names(DimType::Set).unwrap(), names(&["i", "j"]));
    // The dimensions carry the plain identifiers of those names.
    assert_eq!(
        s.get_dim_id(DimType::Set, 1).unwrap(),
        Id::named("j").unwrap()
    );

    // Names ISL's reader would not accept are kept exactly.
    let odd = Space::from_names(&[], &["i'", "a b"]).unwrap();
    assert_eq!(odd.var_names(DimType::Set).unwrap(), names(&["i'", "a b"]));

    // No names at all: the zero-dimensional set space.
    let empty = Space::from_names(&[], &[]).unwrap();
    assert_eq!(empty.to_string(), "{ [] }");

    // A tuple name is ISL's own call.
    let named = s.set_tuple_name(DimType::Set, "S").unwrap();
    assert_eq!(Set::universe(named).unwrap(), set("[n, m] -> { S[i, j] }"));

    let m = Space::map_from_names(&["n"], &["i", "j"], &["a"]).unwrap();
    assert_eq!(m.to_string(), "[n] -> { [i, j] -> [a] }");
    assert!(m
        .is_equal(
            &"[n] -> { [i, j] -> [a] }"
                .parse::<Map>()
                .unwrap()
                .get_space()
                .unwrap()
        )
        .unwrap());
    assert_eq!(m.var_names(DimType::In).unwrap(), names(&["i", "j"]));
    assert_eq!(m.var_names(DimType::Out).unwrap(), names(&["a"]));
}

#[test]
fn spaces_from_bad_names_are_errors() {
    let _c = ctx();
    assert_invalid(
        Space::from_names(&["n"], &["i", "n"]),
        "Space::from_names",
        "`n`",
    );
    assert_invalid(
        Space::from_names(&[], &["i", "i"]),
        "Space::from_names",
        "`i`",
    );
    assert_invalid(Space::from_names(&[], &[""]), "Space::from_names", "empty");
    assert_invalid(
        Space::map_from_names(&[], &["i"], &["i"]),
        "Space::map_from_names",
        "`i`",
    );
    assert!(matches!(
        Space::from_names(&[], &["i\0"]),
        Err(Error::InteriorNul { .. })
    ));
    // Outside a context: NoContext, as for every constructor.
    let lonely =
        std::thread::spawn(|| matches!(Space::from_names(&[], &["i"]), Err(Error::NoContext)));
    assert!(lonely.join().unwrap());
}

#[test]
fn var_dict_on_every_type_with_dimensions() {
    let _c = ctx();
    let expect_set: HashMap<String, (DimType, usize)> = [
        ("n".to_string(), (DimType::Param, 0)),
        ("i".to_string(), (DimType::Set, 0)),
        ("j".to_string(), (DimType::Set, 1)),
    ]
    .into_iter()
    .collect();
    let s = set("[n] -> { [i, j] : 0 <= i < n and j = 2i }");
    assert_eq!(s.var_dict().unwrap(), expect_set);
    let b = bset("[n] -> { [i, j] : 0 <= i < n }");
    assert_eq!(b.var_dict().unwrap(), expect_set);
    let space = Space::from_names(&["n"], &["i", "j"]).unwrap();
    assert_eq!(space.var_dict().unwrap(), expect_set);
    let ls = LocalSpace::from_space(&space).unwrap();
    assert_eq!(ls.var_dict().unwrap(), expect_set);
    let c = Constraint::alloc_inequality(&ls).unwrap();
    assert_eq!(c.var_dict().unwrap(), expect_set);

    // Affine expressions: the domain's dimensions are `In`, the kind their
    // coefficient methods take.
    let expect_aff: HashMap<String, (DimType, usize)> = [
        ("n".to_string(), (DimType::Param, 0)),
        ("i".to_string(), (DimType::In, 0)),
        ("j".to_string(), (DimType::In, 1)),
    ]
    .into_iter()
    .collect();
    let a: Aff = "[n] -> { [i, j] -> [(i + n)] }".parse().unwrap();
    assert_eq!(a.var_dict().unwrap(), expect_aff);
    let pa: PwAff = "[n] -> { [i, j] -> [(i)] : i > 0; [i, j] -> [(j)] : i <= 0 }"
        .parse()
        .unwrap();
    assert_eq!(pa.var_dict().unwrap(), expect_aff);
    let (ty, pos) = a.var_dict().unwrap()["i"];
    assert_eq!(a.get_coefficient_val(ty, pos).unwrap(), 1);

    let expect_map: HashMap<String, (DimType, usize)> = [
        ("n".to_string(), (DimType::Param, 0)),
        ("i".to_string(), (DimType::In, 0)),
        ("a".to_string(), (DimType::Out, 0)),
        ("b".to_string(), (DimType::Out, 1)),
    ]
    .into_iter()
    .collect();
    let m: Map = "[n] -> { [i] -> [a, b] : a = i and b < n }"
        .parse()
        .unwrap();
    assert_eq!(m.var_dict().unwrap(), expect_map);
    let bm: BasicMap = "[n] -> { [i] -> [a, b] : a = i }".parse().unwrap();
    assert_eq!(bm.var_dict().unwrap(), expect_map);

    // Every entry points at a dimension of that name.
    for (name, (ty, pos)) in m.var_dict().unwrap() {
        assert_eq!(m.get_dim_name(ty, pos).unwrap(), Some(name));
    }
    // var_names with a kind no space has.
    assert_invalid(s.var_names(DimType::Div), "Set::var_names", "Div");
}

#[test]
fn var_dict_skips_unnamed_dimensions_and_rejects_repeated_names() {
    let _c = ctx();
    // `0` and the local variable have no name.
    let s = set("[n] -> { [i, 0] : exists (e : i = 3e) }");
    let d = s.var_dict().unwrap();
    assert_eq!(d.len(), 2);
    assert_eq!(d["i"], (DimType::Set, 0));
    assert_eq!(s.var_names(DimType::Set).unwrap(), [Some("i".into()), None]);

    // Two dimensions named `i`: a set dimension twice, or a parameter and
    // a set dimension.
    let twice = s.set_dim_name(DimType::Set, 1, "i").unwrap();
    assert_invalid(twice.var_dict(), "Set::var_dict", "`i`");
    assert_invalid(twice.id_dict(), "Set::id_dict", "`i`");
    let across = s.set_dim_name(DimType::Set, 1, "n").unwrap();
    assert_invalid(across.var_dict(), "Set::var_dict", "`n`");
    // The objects are intact.
    assert_eq!(twice.var_names(DimType::Set).unwrap(), names(&["i", "i"]));
    assert_eq!(s.var_dict().unwrap().len(), 2);
}

#[test]
fn id_dict_maps_identifiers_to_dimensions() {
    let _c = ctx();
    let tagged = Id::with_user("i", 7_u32).unwrap();
    let s = set("[n] -> { [i, j, 0] }")
        .set_dim_id(DimType::Set, 0, &tagged)
        .unwrap();
    let ids = s.id_dict().unwrap();
    assert_eq!(ids.len(), 3);
    assert_eq!(ids[&tagged], (DimType::Set, 0));
    assert_eq!(ids[&Id::named("j").unwrap()], (DimType::Set, 1));
    assert_eq!(ids[&Id::named("n").unwrap()], (DimType::Param, 0));
    // The plain `i` is another identifier than the tagged one.
    assert!(!ids.contains_key(&Id::named("i").unwrap()));
    let (ty, pos) = ids[&tagged];
    assert_eq!(s.get_dim_id(ty, pos).unwrap().user::<u32>(), Some(&7));
    // The name dictionary sees the tagged identifier's name.
    assert_eq!(s.var_dict().unwrap()["i"], (DimType::Set, 0));
}

/// The constraints of a basic set, each as (is equality, coefficients).
fn constraints(b: &BasicSet) -> Vec<(bool, HashMap<LinearTerm, Val>)> {
    b.get_constraint_list()
        .unwrap()
        .to_vec()
        .unwrap()
        .into_iter()
        .map(|c| (c.is_equality().unwrap(), c.coefficients_by_name().unwrap()))
        .collect()
}

#[test]
fn coefficients_by_name_rebuild_the_constraints() {
    let _c = ctx();
    let b = bset("[n, m] -> { [i, j] : 0 <= i < n and j = 2i + m and i + j <= 100 }");
    let space = b.get_space().unwrap();
    let mut rebuilt = BasicSet::universe(space.clone()).unwrap();
    let list = constraints(&b);
    assert_eq!(list.len(), 4);
    for (eq, coeffs) in &list {
        // Zeros are left out; every key is a name of the space or the constant.
        for (term, v) in coeffs {
            assert!(!v.is_zero().unwrap());
            assert!(
                matches!(term, LinearTerm::Constant | LinearTerm::Var(_)),
                "{term:?}"
            );
        }
        let mut named = Vec::new();
        let mut constant = 0;
        for (term, v) in coeffs {
            match term {
                LinearTerm::Constant => constant = v.get_num_si().unwrap(),
                LinearTerm::Var(name) => named.push((name.as_str(), v.get_num_si().unwrap())),
                other => panic!("{other:?}"),
            }
        }
        let c = if *eq {
            Constraint::eq_from_names(&space, &named, constant).unwrap()
        } else {
            Constraint::ineq_from_names(&space, &named, constant).unwrap()
        };
        assert_eq!(c.coefficients_by_name().unwrap().len(), coeffs.len());
        rebuilt = rebuilt.add_constraint(c).unwrap();
    }
    assert_eq!(rebuilt, b);

    // The equality j = 2i + m, as ISL stores it (up to sign).
    let (_, eq) = list.iter().find(|(eq, _)| *eq).unwrap();
    let sign = eq[&LinearTerm::from("j")].get_num_si().unwrap();
    assert!(sign == 1 || sign == -1);
    assert_eq!(eq[&LinearTerm::from("i")], -2 * sign);
    assert_eq!(eq[&LinearTerm::from("m")], -sign);
    assert!(!eq.contains_key(&LinearTerm::from("n")));
    assert!(!eq.contains_key(&LinearTerm::Constant));
}

#[test]
fn coefficients_by_name_show_unnamed_dimensions_and_local_variables() {
    let _c = ctx();
    let b = bset("{ [i, 0] : exists (e : i = 4e + 1) }");
    let all = constraints(&b);
    // i - 4 floor((i - 1)/4) - 1 = 0 and the fixed second dimension.
    let div = all
        .iter()
        .find(|(_, c)| c.contains_key(&LinearTerm::Unnamed(DimType::Div, 0)))
        .unwrap();
    assert!(div.0);
    let s = div.1[&LinearTerm::from("i")].get_num_si().unwrap();
    assert_eq!(div.1[&LinearTerm::Unnamed(DimType::Div, 0)], -4 * s);
    assert_eq!(div.1[&LinearTerm::Constant], -s);
    assert!(all.iter().any(|(eq, c)| *eq
        && c.len() == 1
        && c.contains_key(&LinearTerm::Unnamed(DimType::Set, 1))));
    assert_eq!(LinearTerm::Unnamed(DimType::Set, 1).to_string(), "Set 1");
    assert_eq!(LinearTerm::Constant.to_string(), "1");

    // Expressions: rational coefficients, zeros left out, domain dimensions.
    let a: Aff = "[n] -> { [i, j] -> [((3i - n)/2 + 1)] }".parse().unwrap();
    let c = a.coefficients_by_name().unwrap();
    assert_eq!(c.len(), 3);
    assert_eq!(c[&LinearTerm::from("i")], "3/2".parse::<Val>().unwrap());
    assert_eq!(c[&LinearTerm::from("n")], "-1/2".parse::<Val>().unwrap());
    assert_eq!(c[&LinearTerm::Constant], 1);
    let floor: Aff = "{ [i] -> [(floor(i/2))] }".parse().unwrap();
    let c = floor.coefficients_by_name().unwrap();
    assert_eq!(c.len(), 1);
    assert_eq!(c[&LinearTerm::Unnamed(DimType::Div, 0)], 1);
    let unnamed = Aff::zero_on_domain_space(Space::set_alloc(0, 1).unwrap())
        .unwrap()
        .set_coefficient_si(DimType::In, 0, 5)
        .unwrap();
    assert_eq!(
        unnamed.coefficients_by_name().unwrap()[&LinearTerm::Unnamed(DimType::In, 0)],
        5
    );
    // Zero: nothing at all.
    let zero: Aff = "{ [i] -> [(0)] }".parse().unwrap();
    assert!(zero.coefficients_by_name().unwrap().is_empty());

    // Repeated names are an error, as in var_dict.
    let twice = a.set_dim_name(DimType::In, 1, "i").unwrap();
    assert_invalid(
        twice.coefficients_by_name(),
        "Aff::coefficients_by_name",
        "`i`",
    );
}

#[test]
fn constraints_and_expressions_from_names_are_what_isl_reads() {
    let _c = ctx();
    let space = Space::from_names(&["n"], &["i", "j"]).unwrap();
    let universe = || BasicSet::universe(space.clone()).unwrap();
    let eq = Constraint::eq_from_names(&space, &[("j", 1), ("i", -2), ("n", 1)], -3).unwrap();
    assert!(eq.is_equality().unwrap());
    assert_eq!(
        universe().add_constraint(eq).unwrap(),
        bset("[n] -> { [i, j] : j = 2i - n + 3 }")
    );
    let ineq = Constraint::ineq_from_names(&space, &[("n", 1), ("i", -1)], -1).unwrap();
    assert!(!ineq.is_equality().unwrap());
    assert_eq!(
        universe().add_constraint(ineq).unwrap(),
        bset("[n] -> { [i, j] : i < n }")
    );
    // No names: a constant constraint (1 >= 0 is the universe, -1 >= 0 empty).
    let always = Constraint::ineq_from_names(&space, &[], 1).unwrap();
    assert_eq!(universe().add_constraint(always).unwrap(), universe());
    let never = Constraint::ineq_from_names(&space, &[], -1).unwrap();
    assert!(universe()
        .add_constraint(never)
        .unwrap()
        .is_empty()
        .unwrap());
    // Coefficients beyond C's int are exact.
    let big = Constraint::eq_from_names(&space, &[("i", 1)], i64::MIN).unwrap();
    assert_eq!(
        universe().add_constraint(big).unwrap(),
        bset("[n] -> { [i, j] : i = 9223372036854775808 }")
    );
    // On a map space.
    let mspace = Space::map_from_names(&[], &["i"], &["o"]).unwrap();
    let c = Constraint::eq_from_names(&mspace, &[("o", 1), ("i", -1)], -1).unwrap();
    let bm = BasicMap::universe(mspace)
        .unwrap()
        .add_constraint(c)
        .unwrap();
    assert_eq!(
        bm,
        "{ [i] -> [o] : o = i + 1 }".parse::<BasicMap>().unwrap()
    );

    let a = Aff::from_names(&space, &[("i", 3), ("n", -1)], 7).unwrap();
    assert_eq!(
        a,
        "[n] -> { [i, j] -> [(3i - n + 7)] }"
            .parse::<Aff>()
            .unwrap()
    );
    let c = a.coefficients_by_name().unwrap();
    assert_eq!(c[&LinearTerm::from("i")], 3);
    assert_eq!(c[&LinearTerm::Constant], 7);
}

#[test]
fn from_names_rejects_unknown_and_repeated_names() {
    let _c = ctx();
    let space = Space::from_names(&["n"], &["i"]).unwrap();
    let before = space.to_string();
    assert_invalid(
        Constraint::eq_from_names(&space, &[("i", 1), ("k", 2)], 0),
        "Constraint::eq_from_names",
        "`k`",
    );
    assert_invalid(
        Constraint::ineq_from_names(&space, &[("i", 1), ("i", 2)], 0),
        "Constraint::ineq_from_names",
        "twice",
    );
    assert_invalid(
        Aff::from_names(&space, &[("x", 1)], 0),
        "Aff::from_names",
        "`x`",
    );
    // The output dimension of an expression has no coefficient.
    let mspace = Space::map_from_names(&[], &["i"], &["o"]).unwrap();
    assert!(Aff::from_names(&mspace, &[("o", 1)], 0).is_err());
    // A space with a repeated name.
    let twice = space.set_dim_name(DimType::Set, 0, "n").unwrap();
    assert_invalid(
        Constraint::eq_from_names(&twice, &[("n", 1)], 0),
        "Constraint::eq_from_names",
        "`n`",
    );
    assert_eq!(space.to_string(), before);
}

#[test]
fn vars_write_the_set_isl_parses() {
    let _c = ctx();
    let v = Vars::set(&["i", "j"]).unwrap().with_params(&["n"]).unwrap();
    let (i, j, n) = (&v["i"], &v["j"], &v["n"]);
    let dom = i.ge_set(v.zero()).unwrap() & i.lt_set(n).unwrap();
    assert_eq!(dom, set("[n] -> { [i, j] : 0 <= i < n }"));
    assert_eq!(dom.to_string(), "[n] -> { [i, j] : 0 <= i < n }");

    // Arithmetic with integers and other variables, equalities, unions.
    let tri = j.ge_set(&(v.zero() + 1)).unwrap() & j.le_set(&(n - i)).unwrap();
    let diag = i.eq_set(&(j * 2)).unwrap();
    let both = &dom & &(tri | diag);
    assert_eq!(
        both,
        set("[n] -> { [i, j] : 0 <= i < n and (1 <= j <= n - i or i = 2j) }")
    );
    assert_eq!(
        i.gt_set(j).unwrap() - i.ne_set(&(j + 1)).unwrap(),
        set("[n] -> { [i, j] : i = j + 1 }")
    );

    // The variables in order, parameters first; a name that is none.
    let order: Vec<&str> = v.iter().map(|(name, _)| name).collect();
    assert_eq!(order, ["n", "i", "j"]);
    assert!(v.get("k").is_none());
    assert_eq!(v.get("j"), Some(j));
    assert_eq!(*j, "[n] -> { [i, j] -> [(j)] }".parse::<PwAff>().unwrap());
    assert_eq!(
        *v.zero(),
        "[n] -> { [i, j] -> [(0)] }".parse::<PwAff>().unwrap()
    );
}

#[test]
fn vars_from_a_space_follow_its_names_and_tuple() {
    let _c = ctx();
    let space = set("[n] -> { S[i, k] }").get_space().unwrap();
    let v = Vars::from_space(&space).unwrap();
    let s = v["k"].le_set(&v["i"]).unwrap() & v["i"].le_set(&(&v["n"] - 1)).unwrap();
    assert_eq!(s, set("[n] -> { S[i, k] : k <= i < n }"));

    // Unnamed dimensions get no variable.
    let partly = Space::set_alloc(0, 2)
        .unwrap()
        .set_dim_name(DimType::Set, 1, "j")
        .unwrap();
    let v = Vars::from_space(&partly).unwrap();
    assert_eq!(v.iter().len(), 1);
    let s = v["j"].ge_set(&(v.zero() + 4)).unwrap();
    assert_eq!(s.var_names(DimType::Set).unwrap(), [None, Some("j".into())]);

    // A parameter space: the parameters only.
    let params = Vars::from_space(
        &Space::from_names(&["n", "m"], &[])
            .unwrap()
            .params()
            .unwrap(),
    )
    .unwrap();
    let c = params["n"].lt_set(&params["m"]).unwrap();
    assert_eq!(c, "[n, m] -> { : n < m }".parse::<Set>().unwrap());
}

#[test]
fn vars_reject_map_spaces_and_repeated_names() {
    let _c = ctx();
    let m = Space::map_from_names(&[], &["i"], &["o"]).unwrap();
    assert_invalid(Vars::from_space(&m), "Vars::from_space", "not a set space");
    let twice = Space::from_names(&[], &["i", "j"])
        .unwrap()
        .set_dim_name(DimType::Set, 1, "i")
        .unwrap();
    assert_invalid(Vars::from_space(&twice), "Space::var_dict", "`i`");
    assert_invalid(
        Vars::set(&["n"]).and_then(|v| v.with_params(&["n"])),
        "Space::var_dict",
        "`n`",
    );
    assert_invalid(
        Vars::set(&["i"]).and_then(|v| v.with_params(&["n", "n"])),
        "Space::from_names",
        "`n`",
    );
    let v = Vars::set(&["i"]).unwrap();
    let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| v["q"].clone()));
    let message = panic.unwrap_err();
    let message = message.downcast_ref::<String>().unwrap();
    assert!(message.contains("`q`"), "{message}");
}

#[test]
fn align_spaces_reorders_adds_and_moves_dimensions() {
    let _c = ctx();
    let template = Space::from_names(&["n"], &["i", "j"]).unwrap();

    // Reordered, tuple name kept.
    let s = set("[n] -> { S[j, i] : 0 <= j < i < n }");
    let aligned = s.align_spaces(&template).unwrap();
    assert_eq!(aligned, set("[n] -> { S[i, j] : 0 <= j < i < n }"));
    assert_eq!(
        aligned.to_string(),
        "[n] -> { S[i, j] : i < n and 0 <= j < i }"
    );
    assert_eq!(s, set("[n] -> { S[j, i] : 0 <= j < i < n }"));

    // Three dimensions in reverse, one added unconstrained.
    let t3 = Space::from_names(&[], &["a", "b", "c", "d"]).unwrap();
    let s = set("{ [c, b, a] : a < b < c and a + 2b + 3c = 10 }");
    assert_eq!(
        s.align_spaces(&t3).unwrap(),
        set("{ [a, b, c, d] : a < b < c and a + 2b + 3c = 10 }")
    );

    // Already aligned: the same set.
    let same = set("[n] -> { [i, j] : i + j < n }");
    assert_eq!(
        same.align_spaces(&template).unwrap().to_string(),
        same.to_string()
    );

    // A parameter of the set that the template has as a set dimension, and
    // the other way round.
    let with_param = set("[n] -> { [i] : 0 <= i < n }");
    let t = Space::from_names(&[], &["n", "i"]).unwrap();
    assert_eq!(
        with_param.align_spaces(&t).unwrap(),
        set("{ [n, i] : 0 <= i < n }")
    );
    let with_dim = set("{ [i, n] : 0 <= i < n }");
    assert_eq!(
        with_dim.align_spaces(&template).unwrap(),
        set("[n] -> { [i, j] : 0 <= i < n }")
    );

    // Parameters: the template's first, then the set's others, which only
    // `align_spaces_keep_extra` allows.
    let more = set("[m, n] -> { [j, i] : i < n + m }");
    assert_invalid(
        more.align_spaces(&template),
        "Set::align_spaces",
        "parameters [\"m\"]",
    );
    let aligned = more.align_spaces_keep_extra(&template).unwrap();
    assert_eq!(aligned.to_string(), "[n, m] -> { [i, j] : i < n + m }");
    assert_eq!(
        aligned.var_names(DimType::Param).unwrap(),
        names(&["n", "m"])
    );

    // A parameter set gains the template's dimensions.
    let p = set("[n] -> { : n > 0 }");
    assert_eq!(
        p.align_spaces(&template).unwrap(),
        set("[n] -> { [i, j] : n > 0 }")
    );

    // Added dimensions carry the template's identifiers, user values included.
    let tagged = Id::with_user("k", "payload").unwrap();
    let tk = Space::from_names(&[], &["i"])
        .unwrap()
        .add_dims(DimType::Set, 1)
        .unwrap()
        .set_dim_id(DimType::Set, 1, &tagged)
        .unwrap();
    let grown = set("{ [i] : i > 0 }").align_spaces(&tk).unwrap();
    assert_eq!(grown.get_dim_id(DimType::Set, 1).unwrap(), tagged);
}

#[test]
fn align_spaces_on_basic_sets() {
    let _c = ctx();
    let template = Space::from_names(&["n"], &["i", "j", "k"]).unwrap();
    let b = bset("[n] -> { T[k, i] : 0 <= i < k < n }");
    let aligned = b.align_spaces(&template).unwrap();
    assert_eq!(aligned, bset("[n] -> { T[i, j, k] : 0 <= i < k < n }"));
    assert_eq!(aligned.get_tuple_name().unwrap().as_deref(), Some("T"));
    assert_invalid(
        bset("{ [i, z] }").align_spaces(&template),
        "BasicSet::align_spaces",
        "\"z\"",
    );
}

#[test]
fn align_two_gives_both_sets_the_same_dimensions() {
    let _c = ctx();
    let a = set("{ [i, k] : 0 <= i < k }");
    let b = set("[n] -> { [j, i] : i = j < n }");
    let (a2, b2) = a.align_two(&b).unwrap();
    assert_eq!(a2, set("[n] -> { [j, i, k] : 0 <= i < k }"));
    assert_eq!(b2, set("[n] -> { [j, i, k] : i = j < n }"));
    assert!(a2
        .get_space()
        .unwrap()
        .is_equal(&b2.get_space().unwrap())
        .unwrap());
    // Now they combine.
    assert_eq!(
        &a2 & &b2,
        set("[n] -> { [j, i, k] : 0 <= i < k and i = j < n }")
    );

    // A name that is a parameter of one and a set dimension of the other.
    let p = set("[n] -> { [i] : i < n }");
    let q = set("{ [n, i] : n > 0 }");
    let (p2, q2) = p.align_two(&q).unwrap();
    assert_eq!(p2, set("{ [n, i] : i < n }"));
    assert_eq!(q2, set("{ [n, i] : n > 0 }"));

    // Parameters as islpy orders them: the other's first, then this set's
    // others, in both results.
    let (m1, m2) = set("[m, k] -> { [i] : i < m + k }")
        .align_two(&set("[n, m] -> { [i] : i < n }"))
        .unwrap();
    assert_eq!(m1.to_string(), "[n, m, k] -> { [i] : i < m + k }");
    assert_eq!(m2.to_string(), "[n, m, k] -> { [i] : i < n }");

    let (x, y) = bset("{ [a] : a > 0 }")
        .align_two(&bset("{ [b] : b < 0 }"))
        .unwrap();
    assert_eq!(x, bset("{ [b, a] : a > 0 }"));
    assert_eq!(y, bset("{ [b, a] : b < 0 }"));
}

/// islpy's `test_align_spaces` and `test_isl_align_two`, line for line.
#[test]
fn islpy_alignment_tests_port_line_for_line() {
    let _c = ctx();
    let m1: BasicMap = "[m,n] -> {[i,j,k]->[l,o]:}".parse().unwrap();
    let m2: BasicMap = "[m,n] -> {[j,k,l,i]->[o]:}".parse().unwrap();
    let result = m1.align_spaces(&m2.get_space().unwrap()).unwrap();
    assert_eq!(result.var_dict().unwrap(), m2.var_dict().unwrap());

    let a1: Aff = "[t0, t1, t2] -> { [(32)] }".parse().unwrap();
    let a2: Aff = "[t1, t0] -> { [(0)] }".parse().unwrap();
    assert!(a1.align_spaces(&a2.get_space().unwrap()).is_err());
    let a1_aligned = a1
        .align_spaces_keep_extra(&a2.get_space().unwrap())
        .unwrap();
    let a2_aligned = a2.align_spaces(&a1.get_space().unwrap()).unwrap();
    assert_eq!(
        a1_aligned,
        "[t1, t0, t2] -> { [(32)] }".parse::<Aff>().unwrap()
    );
    assert_eq!(
        a2_aligned,
        "[t1, t0, t2] -> { [(0)] }".parse::<Aff>().unwrap()
    );

    let (a1_aligned, a2_aligned) = a1.align_two(&a2).unwrap();
    assert_eq!(
        a1_aligned,
        "[t1, t0, t2] -> { [(32)] }".parse::<Aff>().unwrap()
    );
    assert_eq!(
        a2_aligned,
        "[t1, t0, t2] -> { [(0)] }".parse::<Aff>().unwrap()
    );
    // islpy's rule: the other object's parameter order, in both.
    assert_eq!(a1_aligned.to_string(), "[t1, t0, t2] -> { [(32)] }");
    assert_eq!(a2_aligned.to_string(), "[t1, t0, t2] -> { [(0)] }");

    let b1 = bset("[n0, n1, n2] -> { [i0, i1] : }");
    let b2 = bset("[n0, n2, n1, n3] -> { [i1, i0, i2] : }");
    let (b1_aligned, b2_aligned) = b1.align_two(&b2).unwrap();
    assert_eq!(b1_aligned, bset("[n0, n2, n1, n3] -> { [i1, i0, i2] :  }"));
    assert_eq!(b2_aligned, bset("[n0, n2, n1, n3] -> { [i1, i0, i2] :  }"));
    assert_eq!(
        b1_aligned.to_string(),
        "[n0, n2, n1, n3] -> { [i1, i0, i2] :  }"
    );
}

#[test]
fn maps_and_affine_expressions_align_by_name() {
    let _c = ctx();
    // A name moves from the range to the domain, constraints follow it;
    // tuple names stay.
    let m: Map = "[n] -> { A[i, j] -> B[k] : i < k and j = n }"
        .parse()
        .unwrap();
    let t = Space::map_from_names(&["n"], &["k", "i"], &["j", "x"]).unwrap();
    let aligned = m.align_spaces(&t).unwrap();
    assert_eq!(
        aligned,
        "[n] -> { A[k, i] -> B[j, x] : i < k and j = n }"
            .parse::<Map>()
            .unwrap()
    );
    assert_eq!(
        aligned.get_tuple_name(DimType::In).unwrap().as_deref(),
        Some("A")
    );
    assert_eq!(
        aligned.get_tuple_name(DimType::Out).unwrap().as_deref(),
        Some("B")
    );
    // Maps: both sides align in `align_two`.
    let (p, q) = "{ [i] -> [j] : j = i + 1 }"
        .parse::<Map>()
        .unwrap()
        .align_two(&"[n] -> { [j] -> [i] : i < n }".parse().unwrap())
        .unwrap();
    assert_eq!(
        p,
        "[n] -> { [j] -> [i] : j = i + 1 }".parse::<Map>().unwrap()
    );
    assert_eq!(q, "[n] -> { [j] -> [i] : i < n }".parse::<Map>().unwrap());
    // Unnamed on both sides: left as it is.
    let shift: Map = "{ [i] -> [i + 1] }".parse().unwrap();
    let (s2, t2) = shift
        .align_two(&"[n] -> { [i] -> [i + n] }".parse().unwrap())
        .unwrap();
    assert_eq!(s2, "[n] -> { [i] -> [i + 1] }".parse::<Map>().unwrap());
    assert_eq!(t2, "[n] -> { [i] -> [i + n] }".parse::<Map>().unwrap());
    // Named on one side only: the unnamed one cannot be placed.
    assert_invalid(
        shift.align_two(&"{ [i] -> [o] }".parse().unwrap()),
        "Map::align_two",
        "has no name",
    );
    assert_eq!(
        s2.var_names(DimType::Param).unwrap(),
        [Some("n".to_string())]
    );

    // The domain of an expression follows a set space or another
    // expression's domain; a parameter becomes a domain dimension.
    let f: PwAff = "[n] -> { [j] -> [(j + n)] : j >= 0 }".parse().unwrap();
    let aligned = f
        .align_spaces(&Space::from_names(&[], &["n", "j"]).unwrap())
        .unwrap();
    assert_eq!(
        aligned,
        "{ [n, j] -> [(j + n)] : j >= 0 }".parse::<PwAff>().unwrap()
    );
    let on_params: Aff = "[n, m] -> { [(n - m)] }".parse().unwrap();
    assert_eq!(
        on_params
            .align_spaces_keep_extra(&Space::from_names(&[], &["n"]).unwrap())
            .unwrap(),
        "[m] -> { [n] -> [(n - m)] }".parse::<Aff>().unwrap()
    );
    let g: Aff = "{ [a, b] -> [(a - b)] }".parse().unwrap();
    let h: Aff = "{ [b, c, a] -> [(c)] }".parse().unwrap();
    assert_eq!(
        g.align_spaces(&h.get_space().unwrap()).unwrap(),
        "{ [b, c, a] -> [(a - b)] }".parse::<Aff>().unwrap()
    );

    // Errors name the function and the dimensions; the object is unchanged.
    assert_invalid(
        m.align_spaces(&Space::from_names(&[], &["i"]).unwrap()),
        "Map::align_spaces",
        "not a map space",
    );
    assert_invalid(
        m.align_spaces(&Space::map_from_names(&["n"], &["i", "j"], &[]).unwrap()),
        "Map::align_spaces",
        "[\"k\"]",
    );
    assert_invalid(
        f.align_spaces(&Space::from_names(&[], &["j"]).unwrap()),
        "PwAff::align_spaces",
        "parameters [\"n\"]",
    );
    assert_eq!(m.to_string(), "[n] -> { A[i, j = n] -> B[k] : k > i }");
}

#[test]
fn alignment_rejects_what_it_cannot_align() {
    let _c = ctx();
    let s = set("[n] -> { [i, j] : 0 <= i < j < n }");
    let text = s.to_string();
    let fn_name = "Set::align_spaces";
    // A set dimension the template lacks.
    assert_invalid(
        s.align_spaces(&Space::from_names(&["n"], &["i"]).unwrap()),
        fn_name,
        "\"j\"",
    );
    // An unnamed set dimension, in the set or the template.
    let unnamed = set("{ [i, 0] }");
    assert_invalid(
        unnamed.align_spaces(&Space::from_names(&[], &["i"]).unwrap()),
        fn_name,
        "unnamed",
    );
    assert_invalid(
        s.align_spaces(&Space::set_alloc(0, 2).unwrap()),
        fn_name,
        "no name",
    );
    // Repeated names in the template or the set.
    let twice = Space::from_names(&[], &["i", "j"])
        .unwrap()
        .set_dim_name(DimType::Set, 1, "i")
        .unwrap();
    assert_invalid(s.align_spaces(&twice), fn_name, "`i`");
    let bad = s.set_dim_name(DimType::Set, 1, "i").unwrap();
    assert_invalid(
        bad.align_spaces(&Space::from_names(&[], &["i"]).unwrap()),
        fn_name,
        "`i`",
    );
    // Templates that are not set spaces, and wrapped relations.
    let m = Space::map_from_names(&[], &["i"], &["j"]).unwrap();
    assert_invalid(s.align_spaces(&m), fn_name, "not a set space");
    let w = set("{ [[i] -> [j]] }");
    assert_invalid(
        w.align_spaces(&Space::from_names(&[], &["i", "j"]).unwrap()),
        fn_name,
        "wrapped",
    );
    assert_invalid(s.align_two(&unnamed), "Set::align_two", "no name");
    // Every object as it was.
    assert_eq!(s.to_string(), text);
    assert_eq!(unnamed.to_string(), "{ [i, 0] }");
}

#[test]
fn dictionaries_by_kind_and_of_quasi_polynomials() {
    let _c = ctx();
    let m: Map = "[n, m] -> { A[i, j] -> B[k] }".parse().unwrap();
    let params = m.var_dict_of(DimType::Param).unwrap();
    assert_eq!(params.len(), 2);
    assert_eq!(params["m"], (DimType::Param, 1));
    let ins = m.id_dict_of(DimType::In).unwrap();
    assert_eq!(ins[&Id::named("j").unwrap()], (DimType::In, 1));
    assert!(m.var_dict_of(DimType::Set).unwrap().is_empty());
    // Quasi-polynomials: the names of their domain, as ISL's space has them.
    let qp: PwQpolynomial = "[n] -> { [i, j] -> n * i + j^2 : 0 <= i < n }"
        .parse()
        .unwrap();
    let space = qp.get_space().unwrap();
    for (name, (ty, pos)) in qp.var_dict().unwrap() {
        assert_eq!(
            space.get_dim_name(ty, pos).unwrap().as_deref(),
            Some(name.as_str())
        );
    }
    assert_eq!(qp.var_dict().unwrap().len(), 3);
    let piece = qp.get_pieces().unwrap().remove(0).1;
    assert_eq!(
        piece.var_names(DimType::In).unwrap(),
        [Some("i".into()), Some("j".into())]
    );
}
