// ISL's `test_typed` built with COMPILE_ERROR (isl_test_cpp.cc, checked by
// isl_test_cpp_failed.sh): intersecting the range of an access relation with
// statement instances does not compile.
use isl_safe::{typed, Context};

isl_safe::tuples! { S[2]; A[1] }

fn main() -> isl_safe::Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let access: typed::Map<S, A> = "{ S[i, j] -> A[i] }".parse()?;
    let instances: typed::Set<S> = "{ S[i, j] : 0 <= i, j < 10 }".parse()?;

    access.intersect_range(&instances)?;
    Ok(())
}
