//! Build script of `isl-safe`: reads what `isl-sys` published about the ISL it
//! links (`DEP_ISL_*`) and passes it on to the crate and its tests.
//!
//! - `ISL_INCLUDE_DIR`: ISL's public headers (the header cross-check reads them;
//!   not published under `DOCS_RS`, where nothing is compiled);
//! - `ISL_SRC_DIR`: ISL's source tree with `test_inputs/` (bundled builds only);
//! - `ISL_VERSION`: the linked ISL's version;
//! - cfg `isl_system`: set when linking the system ISL rather than the bundled one;
//! - cfg `isl_before_0_27`: set when the linked ISL is older than 0.27, whose
//!   newer functions then return an `Unsupported` error (see `src/specs/dsl.rs`).
//!
//! It also writes ISL's manual, one file per C function, into
//! `OUT_DIR/manual/` for the methods' documentation (see [`manual`]).

mod manual;

use std::env;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rustc-check-cfg=cfg(isl_system)");
    println!("cargo:rustc-check-cfg=cfg(isl_before_0_27)");
    let var = |name: &str| env::var(format!("DEP_ISL_{name}")).ok();
    let version = var("VERSION").expect("isl-sys publishes ISL's version");
    println!("cargo:rustc-env=ISL_VERSION={version}");
    if let Some(include) = var("INCLUDE") {
        println!("cargo:rustc-env=ISL_INCLUDE_DIR={include}");
    }
    if let Some(src) = var("SRC") {
        println!("cargo:rustc-env=ISL_SRC_DIR={src}");
    }
    if var("MODE").as_deref() == Some("system") {
        println!("cargo:rustc-cfg=isl_system");
    }
    if older_than(&version, (0, 27)) {
        println!("cargo:rustc-cfg=isl_before_0_27");
    }

    println!("cargo:rerun-if-changed=src/specs");
    let doc_src = var("DOC_SRC").map(PathBuf::from);
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let functions = manual::spec_functions(Path::new("src/specs"));
    let described = manual::write(
        doc_src.as_ref().map(|s| s.join("doc/user.pod")).as_deref(),
        doc_src.as_ref().map(|s| s.join("include")).as_deref(),
        &functions,
        &out,
    );
    println!("cargo:rustc-env=ISL_MANUAL_DESCRIBED={described}");
}

/// Whether a version such as `0.25` or `0.26.1` is older than `(major, minor)`.
/// A version that cannot be read counts as older.
fn older_than(version: &str, (major, minor): (u32, u32)) -> bool {
    let mut parts = version.trim().split('.').map(|p| p.parse::<u32>());
    match (parts.next(), parts.next()) {
        (Some(Ok(a)), Some(Ok(b))) => (a, b) < (major, minor),
        _ => true,
    }
}
