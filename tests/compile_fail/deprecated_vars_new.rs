// `Vars::new(params, set)` still compiles, with a deprecation warning that
// names its replacement (denied here, so that the warning is the error).
#![deny(deprecated)]

fn main() -> isl_safe::Result<()> {
    let ctx = isl_safe::Context::new()?;
    let _scope = ctx.enter();
    let _vars = isl_safe::Vars::new(&["n"], &["i"])?;
    Ok(())
}
