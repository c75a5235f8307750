//! The deprecated forms still work, forwarding to their replacements, until
//! the release that removes them (README, "Releases and upgrades"); that they
//! warn is checked by `tests/compile_fail/deprecated_*.rs`.
#![allow(deprecated)]

use isl_safe::{Context, Set, Vars};

#[test]
fn vars_new_is_set_with_params() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let old = Vars::new(&["n", "m"], &["i", "j"]).unwrap();
    let new = Vars::set(&["i", "j"])
        .unwrap()
        .with_params(&["n", "m"])
        .unwrap();
    assert_eq!(old.zero(), new.zero());
    let names = |v: &Vars| v.iter().map(|(n, _)| n.to_string()).collect::<Vec<_>>();
    assert_eq!(names(&old), names(&new));
    let rows = old["i"].lt_set(&old["n"]).unwrap() & old["j"].ge_set(&old["m"]).unwrap();
    assert_eq!(
        rows,
        "[n, m] -> { [i, j] : i < n and j >= m }"
            .parse::<Set>()
            .unwrap()
    );
    // Its errors are the replacement's.
    assert!(Vars::new(&["n"], &["n"]).is_err());
}

/// ISL's `unwrap`, `and` and `or` under their 0.1.0 names (now `unwrapped`,
/// `and_`, `or_`): every form they had gives the new name's result.
#[test]
fn isl_names_shared_with_result_forward_to_the_new_ones() {
    use isl_safe::{AstBuild, AstExpr, BasicSet, Map, Point, PwAff, Space, UnionMap, UnionSet};
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let set: Set = "{ [A[i] -> B[j]] : 0 <= i < j < 4 }".parse().unwrap();
    let map: Map = set.unwrapped().unwrap();
    assert_eq!(set.unwrap().unwrap(), map);
    assert_eq!(set.clone().by_value().unwrap().unwrap(), map);
    let bset: BasicSet = "{ [A[i] -> B[j]] : 0 <= i < j < 4 }".parse().unwrap();
    assert_eq!(bset.unwrap().unwrap(), bset.unwrapped().unwrap());
    assert_eq!(
        bset.clone().by_value().unwrap().unwrap(),
        bset.unwrapped().unwrap()
    );
    let uset: UnionSet = "{ [A[i] -> B[j]] : 0 <= i < j < 4; [C[] -> D[]] }"
        .parse()
        .unwrap();
    let umap: UnionMap = uset.unwrapped().unwrap();
    assert_eq!(uset.unwrap().unwrap(), umap);
    assert_eq!(uset.clone().by_value().unwrap().unwrap(), umap);
    let point: Point = set.sample_point().unwrap();
    assert_eq!(point.unwrap().unwrap(), point.unwrapped().unwrap());
    let space: Space = set.get_space().unwrap();
    let unwrapped = space.unwrapped().unwrap();
    assert_eq!(space.unwrap().unwrap(), unwrapped);
    assert_eq!(space.clone().by_value().unwrap().unwrap(), unwrapped);
    let mut in_place = space.clone();
    in_place.in_place().unwrap().unwrap();
    assert_eq!(in_place, unwrapped);
    // The trap the new names close: on a `Result`, `unwrap` was
    // `Result::unwrap`, giving the wrapped set itself.
    assert_eq!(set.get_space().unwrap(), space);

    let build = AstBuild::from_context("[n] -> { : }".parse::<Set>().unwrap()).unwrap();
    let expr = |text: &str| {
        build
            .expr_from_pw_aff(text.parse::<PwAff>().unwrap())
            .unwrap()
    };
    let (a, b): (AstExpr, AstExpr) = (expr("[n] -> { [(n)] }"), expr("[n] -> { [(n + 1)] }"));
    let text = |e: AstExpr| e.to_c_str().unwrap();
    assert_eq!(text(a.and(&b).unwrap()), text(a.and_(&b).unwrap()));
    assert_eq!(text(a.or(&b).unwrap()), text(a.or_(&b).unwrap()));
    assert_eq!(text(a.clone().by_value().and(&b).unwrap()), "n && n + 1");
    assert_eq!(text(a.clone().by_value().or(&b).unwrap()), "n || n + 1");
    let mut c = a.clone();
    c.in_place().and(&b).unwrap();
    c.in_place().or(&a).unwrap();
    assert_eq!(text(c), "(n && n + 1) || n");
}
