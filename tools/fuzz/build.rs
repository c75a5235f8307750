//! Build script of `isl-fuzz`: passes the ISL source tree that `isl-sys`
//! found (`DEP_ISL_SRC`) on as `ISL_SRC_DIR`, where the fuzzer finds its
//! seeds (`test_inputs/`, `isl_test.c`). Absent when linking the system ISL.

fn main() {
    println!("cargo:rerun-if-env-changed=DEP_ISL_SRC");
    if let Ok(src) = std::env::var("DEP_ISL_SRC") {
        println!("cargo:rustc-env=ISL_SRC_DIR={src}");
    }
}
