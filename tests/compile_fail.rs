//! Programs that must not compile, each with the compiler's message checked
//! (`tests/compile_fail/*.stderr`): ISL's own `test_typed` with
//! `COMPILE_ERROR` (its `isl_test_cpp_failed.sh`), the scheduler's mistakes
//! the typed layer turns into type errors, and the deprecated forms, which
//! compile with a warning (denied there, so that the warning is the error).
//!
//! After a deliberate change of a message: `TRYBUILD=overwrite cargo test
//! --test compile_fail`, then read the diff.

#[test]
fn compile_fail() {
    // The programs never run: ISL's C code (built once more, in trybuild's
    // own target folder) is compiled unoptimised, three times faster.
    std::env::set_var("ISL_SYS_C_OPT_LEVEL", "0");
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/compile_fail/*.rs");
}
