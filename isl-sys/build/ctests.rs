//! ISL's own C test programs, built against the bundled library when
//! `ISL_SYS_C_TESTS=1` (a switch for this crate's own tests, not a feature).
//!
//! They are the check that compiling ISL without `configure` is right:
//! `isl_test` exercises most of the library on the inputs in ISL's source
//! tree, `isl_test_int` the integer layer and `isl_test_imath` imath itself.

use crate::config::Generated;
use std::path::Path;
use std::process::Command;

/// The C test programs, each a single source file with a `main`.
pub const PROGRAMS: &[&str] = &["isl_test", "isl_test_int", "isl_test_imath"];

/// Compiles and links each program into `OUT_DIR/c-tests/`, and tells the
/// crate's tests where they are through `ISL_SYS_C_TESTS_DIR`.
pub fn build(build: &cc::Build, src: &Path, generated: &Generated, out_dir: &Path) {
    let bin_dir = out_dir.join("c-tests");
    std::fs::create_dir_all(&bin_dir).unwrap();
    let compiler = build.get_compiler();
    for program in PROGRAMS {
        let source = src.join(format!("{program}.c"));
        let exe = bin_dir.join(program);
        let mut cmd = compiler.to_command();
        cmd.arg("-o")
            .arg(&exe)
            .arg(&source)
            .arg(format!("-I{}", src.join("imath_wrap").display()))
            .arg(format!("-I{}", generated.dir.display()))
            .arg(format!("-I{}", generated.include.display()))
            .arg(format!("-I{}", src.display()))
            .arg(format!("-I{}", src.join("include").display()))
            .arg(out_dir.join("libisl.a"))
            .arg("-lm");
        run(cmd, program);
    }
    println!("cargo:rustc-env=ISL_SYS_C_TESTS_DIR={}", bin_dir.display());
}

fn run(mut cmd: Command, what: &str) {
    let status = cmd
        .status()
        .unwrap_or_else(|e| panic!("compiling {what}: {e}"));
    assert!(status.success(), "compiling {what} failed: {cmd:?}");
}
