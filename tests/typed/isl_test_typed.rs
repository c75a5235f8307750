//! ISL's `test_typed` (`isl_test_cpp.cc`), line for line: "Intersecting the
//! domain of an access relation with statement instances should be allowed,
//! while intersecting the range with statement instances should result in a
//! compile-time error." The error is `tests/compile_fail/isl_test_typed.rs`
//! (ISL's `COMPILE_ERROR` build, checked by its `isl_test_cpp_failed.sh`).
//!
//! ISL's C++ tags are empty structs (`struct ST {}; struct AR {};`) that
//! nothing checks against the tuples; here a kind is the tuple's name and
//! arity, and the text is checked against it.

use isl_safe::{typed, Context};

#[test]
fn test_typed() -> isl_safe::Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();

    isl_safe::tuples! { S[2]; A[1] }
    let access: typed::Map<S, A> = "{ S[i, j] -> A[i] }".parse()?;
    let instances: typed::Set<S> = "{ S[i, j] : 0 <= i, j < 10 }".parse()?;

    let accessed = access.intersect_domain(&instances)?;

    // What ISL computes for the same call without types.
    let untyped = access
        .as_untyped()
        .intersect_domain(instances.as_untyped())?;
    assert_eq!(accessed.as_untyped(), &untyped);
    assert_eq!(
        accessed.to_string(),
        "{ S[i, j] -> A[i] : 0 <= i <= 9 and 0 <= j <= 9 }"
    );
    Ok(())
}

/// ISL's C++ tags accept any text; kinds do not: the same call on an access
/// relation read with the tuples swapped never gets to run.
#[test]
fn test_typed_checks_the_text() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    isl_safe::tuples! { S[2]; A[1] }
    let err = "{ A[i] -> S[i, j] }"
        .parse::<typed::Map<S, A>>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "isl_map_read_from_str: expected a tuple of kind S[2] -> A[1], found A[1] -> S[2]"
    );
}
