//! Build script of `isl-sys`: compiles ISL 0.27 from source with `cc`, or links
//! the system ISL with the `system` feature.
//!
//! Steps (each in its own module):
//! - [`source`]: find ISL's source tree (`ISL_SRC_DIR`, else the locked `isl-rs` package);
//! - [`makefile`]: read the library's C sources from ISL's own `Makefile.am`;
//! - [`patch`]: copy the sources into `OUT_DIR` and apply our fixes
//!   (`isl-sys/patches/*.patch`); the copy is what gets compiled;
//! - [`config`]: write the headers `configure` would (`isl_config.h`, `gitversion.h`,
//!   `isl/stdint.h`, `isl_srcdir.c`) into `OUT_DIR`;
//! - [`ctests`]: with feature `c-tests`, build ISL's C test programs;
//! - [`bindings`]: with feature `buildtime-bindgen`, regenerate the raw bindings.
//!
//! Metadata published to dependents (`DEP_ISL_*`): `include` (public headers,
//! generated `isl/stdint.h` included), `version`, `src` (the ISL source tree,
//! with `test_inputs/`, when bundled) and `mode` (`bundled` or `system`).

mod bindings;
mod config;
mod ctests;
mod makefile;
mod patch;
mod source;

use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build");
    println!("cargo:rerun-if-env-changed=ISL_SRC_DIR");
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));

    if cfg!(feature = "system") {
        let includes = link_system();
        bindings::generate(&includes, &out_dir);
        return;
    }

    let src = source::locate();
    let version = source::version(&src);
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap());
    // From here on `src` is the patched copy; `original` keeps `test_inputs/`.
    let original = src;
    let src = patch::prepare(&original, &manifest_dir.join("patches"), &out_dir);
    let sources: Vec<PathBuf> = makefile::library_sources(&original)
        .iter()
        .map(|f| src.join(f.strip_prefix(&original).unwrap()))
        .collect();
    let generated = config::write(&src, &original, &out_dir, &version);

    // The flags configure's `--with-int=imath-32` sets: imath's wrapped headers
    // come first, and gcc-compatible compilers get gnu99.
    let mut build = cc::Build::new();
    build
        .warnings(false)
        .flag_if_supported("-w")
        .flag_if_supported("-std=gnu99")
        .include(src.join("imath_wrap"))
        .include(&generated.dir)
        .include(&generated.include)
        .include(&src)
        .include(src.join("include"));
    for file in &sources {
        build.file(file);
    }
    build.compile("isl");

    println!("cargo:include={}", generated.include.display());
    println!("cargo:version={version}");
    println!("cargo:src={}", original.display());
    println!("cargo:mode=bundled");

    if cfg!(feature = "c-tests") {
        ctests::build(&build, &src, &generated, &out_dir);
    }
    bindings::generate(std::slice::from_ref(&generated.include), &out_dir);
}

/// Links ISL found by pkg-config and returns its include directories.
#[cfg(feature = "system")]
fn link_system() -> Vec<PathBuf> {
    let lib = pkg_config::Config::new()
        .probe("isl")
        .expect("feature `system`: pkg-config could not find ISL (Debian: apt-get install libisl-dev pkg-config)");
    // pkg-config leaves out the compiler's default folders; ISL's headers are then there.
    let mut includes = lib.include_paths.clone();
    includes.push(PathBuf::from("/usr/include"));
    let include = includes
        .iter()
        .find(|d| d.join("isl/ctx.h").is_file())
        .cloned();
    let include = include.expect("feature `system`: no isl/ctx.h in pkg-config's include folders");
    println!("cargo:include={}", include.display());
    println!("cargo:version={}", lib.version);
    println!("cargo:mode=system");
    includes
}

#[cfg(not(feature = "system"))]
fn link_system() -> Vec<PathBuf> {
    unreachable!("only called with feature `system`")
}
