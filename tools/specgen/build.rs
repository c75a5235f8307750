//! Build script of `isl-specgen`: passes on where `isl-sys` put ISL's public
//! headers (`DEP_ISL_INCLUDE`) and how it links ISL (`DEP_ISL_MODE`), so that
//! the `specgen` binary reads the same headers the crate is built against.

fn main() {
    let var = |name: &str| std::env::var(format!("DEP_ISL_{name}")).ok();
    let include = var("INCLUDE").expect("isl-sys publishes its include folder");
    println!("cargo:rustc-env=ISL_INCLUDE_DIR={include}");
    let mode = var("MODE").unwrap_or_else(|| "bundled".to_string());
    println!("cargo:rustc-env=ISL_MODE={mode}");
}
