//! ISL's own C test programs, run against the library this crate built.
//!
//! Built when the build script compiled the programs, which it does with
//! `ISL_SYS_C_TESTS=1` (CI runs `ISL_SYS_C_TESTS=1 cargo test -p isl-sys --test
//! c_tests`). They are the check that compiling ISL without `configure` (our
//! `isl_config.h`, the source list read from `Makefile.am`) gives a correct
//! library.
#![cfg(isl_sys_c_tests)]

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
