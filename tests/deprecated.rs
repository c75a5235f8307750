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
