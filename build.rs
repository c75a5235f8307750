//! Build script of `isl-safe`: reads what `isl-sys` published about the ISL it
//! links (`DEP_ISL_*`) and passes it on to the crate and its tests.
//!
//! - `ISL_INCLUDE_DIR`: ISL's public headers (the header cross-check reads them);
//! - `ISL_SRC_DIR`: ISL's source tree with `test_inputs/` (bundled builds only);
//! - `ISL_VERSION`: the linked ISL's version;
//! - cfg `isl_system`: set when linking the system ISL rather than the bundled one.

use std::env;

fn main() {
    println!("cargo:rustc-check-cfg=cfg(isl_system)");
    let var = |name: &str| env::var(format!("DEP_ISL_{name}")).ok();
    let include = var("INCLUDE").expect("isl-sys publishes its include folder");
    let version = var("VERSION").expect("isl-sys publishes ISL's version");
    println!("cargo:rustc-env=ISL_INCLUDE_DIR={include}");
    println!("cargo:rustc-env=ISL_VERSION={version}");
    if let Some(src) = var("SRC") {
        println!("cargo:rustc-env=ISL_SRC_DIR={src}");
    }
    if var("MODE").as_deref() == Some("system") {
        println!("cargo:rustc-cfg=isl_system");
    }
}
