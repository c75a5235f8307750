// ISL's `unwrap` under its 0.1.0 name still compiles, with a deprecation
// warning that names its replacement (denied here, so that the warning is the
// error): with a forgotten `?`, `Result::unwrap` was called instead.
#![deny(deprecated)]

fn main() -> isl_safe::Result<()> {
    let ctx = isl_safe::Context::new()?;
    let _scope = ctx.enter();
    let set: isl_safe::Set = "{ [A[i] -> B[j]] : 0 <= i < j }".parse()?;
    let _map = set.unwrap()?;
    Ok(())
}
