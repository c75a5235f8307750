//! ISL's own C test programs, run against the library this crate built.
//!
//! Enabled with `--features c-tests` (CI turns it on). They are the check that
//! compiling ISL without `configure` (our `isl_config.h`, the source list read
//! from `Makefile.am`) gives a correct library.
#![cfg(feature = "c-tests")]

use std::path::Path;
use std::process::Command;

fn run(program: &str) {
    let exe = Path::new(env!("ISL_SYS_C_TESTS_DIR")).join(program);
    let out = Command::new(&exe)
        .output()
        .unwrap_or_else(|e| panic!("run {}: {e}", exe.display()));
    assert!(
        out.status.success(),
        "{program} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn isl_test() {
    run("isl_test");
}

#[test]
fn isl_test_int() {
    run("isl_test_int");
}

#[test]
fn isl_test_imath() {
    run("isl_test_imath");
}
