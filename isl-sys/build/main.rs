//! Build script of `isl-sys`: compiles ISL 0.27 from source with `cc`, or links
//! the system ISL with the `system` feature.
//!
//! Steps (each in its own module):
//! - [`source`]: find ISL's source tree (`ISL_SRC_DIR`, else the `isl-rs`
//!   package where cargo put it), without resolving the dependency graph;
//! - [`makefile`]: read the library's C sources from ISL's own `Makefile.am`;
//! - [`patch`]: copy the sources into `OUT_DIR` and apply our fixes
//!   (`isl-sys/patches/*.patch`; none with `ISL_SYS_UNPATCHED=1`); the copy is
//!   what gets compiled;
//! - [`config`]: write the headers `configure` would (`isl_config.h`, `gitversion.h`,
//!   `isl/stdint.h`, `isl_srcdir.c`) into `OUT_DIR`;
//! - [`ctests`]: with `ISL_SYS_C_TESTS=1`, build ISL's C test programs;
//! - [`bindings`]: with feature `buildtime-bindgen`, regenerate the raw bindings.
//!
//! Supported targets: POSIX systems (Linux, macOS, the BSDs) with a
//! GNU-compatible C compiler (gcc or clang); others fail here, with a message.
//! With `DOCS_RS` set (docs.rs builds without network), nothing is compiled or
//! linked: the committed bindings are all the documentation needs.
//!
//! Environment variables read: `ISL_SRC_DIR` (see [`source`]),
//! `ISL_SYS_C_OPT_LEVEL` (the C optimisation level), `ISL_SYS_C_TESTS`,
//! `ISL_SYS_UNPATCHED` (ISL as released, for `tools/build-unpatched-isl`),
//! `DOCS_RS`, and cc's own (`CC`, `CFLAGS`, ...).
//!
//! Metadata published to dependents (`DEP_ISL_*`): `include` (public headers,
//! generated `isl/stdint.h` included; absent under `DOCS_RS`), `version`, `src`
//! (the ISL source tree, with `test_inputs/`, when bundled) and `mode`
//! (`bundled` or `system`).

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
    for var in [
        "DOCS_RS",
        "ISL_SYS_C_OPT_LEVEL",
        "ISL_SYS_C_TESTS",
        "ISL_SYS_UNPATCHED",
    ] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    println!("cargo:rustc-check-cfg=cfg(isl_sys_c_tests)");
    println!("cargo:rustc-check-cfg=cfg(isl_sys_before_0_27)");
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mode = if cfg!(feature = "system") {
        "system"
    } else {
        "bundled"
    };

    if env::var_os("DOCS_RS").is_some() {
        // The documentation is that of the committed bindings, which need no C.
        if cfg!(feature = "buildtime-bindgen") {
            panic!(
                "isl-sys: feature `buildtime-bindgen` needs ISL's headers and libclang; \
                 it cannot be used with DOCS_RS"
            );
        }
        println!("cargo:version={}", source::VERSION);
        println!("cargo:mode={mode}");
        publish_doc_source(source::find_local(&mut Vec::new()).as_deref());
        return;
    }

    check_target();
    let c_tests = c_tests_requested();

    if cfg!(feature = "system") {
        assert!(
            !c_tests,
            "isl-sys: ISL_SYS_C_TESTS builds ISL's C tests against the bundled ISL; \
             it cannot be used with feature `system`"
        );
        let includes = link_system();
        bindings::generate(&includes, &out_dir);
        // The system ISL's own manual is not at hand; the bundled version's
        // is, if its source is on this machine.
        publish_doc_source(source::find_local(&mut Vec::new()).as_deref());
        return;
    }

    let src = source::locate(&out_dir);
    let version = source::version(&src).unwrap_or_else(|e| panic!("isl-sys: {e}"));
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap());
    // From here on `src` is the patched copy; `original` keeps `test_inputs/`.
    let original = src;
    let patches = manifest_dir.join("patches");
    let patches = (!unpatched_requested()).then_some(patches.as_path());
    let src = patch::prepare(&original, patches, &out_dir);
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
        .opt_level_str(&c_opt_level())
        .flag_if_supported("-w")
        .flag_if_supported("-std=gnu99")
        .include(src.join("imath_wrap"))
        .include(&generated.dir)
        .include(&generated.include)
        .include(&src)
        .include(src.join("include"));
    // ISL's errors name the source file (`__FILE__`): make it relative to
    // ISL's tree (`isl_map.c`), not this machine's build folder.
    build.flag_if_supported(format!("-fmacro-prefix-map={}/=", src.display()));
    let compiler = build.get_compiler();
    assert!(
        compiler.is_like_gnu() || compiler.is_like_clang(),
        "isl-sys: the C compiler {} is not GNU-compatible; ISL is compiled here with the \
         gcc/clang options of its own configure script (set CC to gcc or clang)",
        compiler.path().display()
    );
    for file in &sources {
        build.file(file);
    }
    // isl-sys's own C helpers, which read ISL's private structures.
    let helpers = manifest_dir.join("csrc");
    println!("cargo:rerun-if-changed={}", helpers.display());
    build.file(helpers.join("point_coordinates.c"));
    build.compile("isl");

    println!("cargo:include={}", generated.include.display());
    println!("cargo:version={version}");
    println!("cargo:src={}", original.display());
    println!("cargo:mode={mode}");
    publish_doc_source(Some(&original));

    if c_tests {
        ctests::build(&build, &src, &generated, &out_dir);
        println!("cargo:rustc-cfg=isl_sys_c_tests");
    }
    bindings::generate(std::slice::from_ref(&generated.include), &out_dir);
}

/// Fails unless the target is a POSIX system: ISL's configuration here
/// (`isl_config.h`) and the `FILE *` readers of `isl-safe` (`fmemopen`) need one.
fn check_target() {
    let target = env::var("TARGET").unwrap_or_default();
    let family = env::var("CARGO_CFG_TARGET_FAMILY").unwrap_or_default();
    let target_env = env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    let unix = family.split(',').any(|f| f == "unix");
    assert!(
        unix && target_env != "msvc",
        "isl-sys: target {target} is not supported. ISL is built here for POSIX systems \
         (Linux, macOS, the BSDs) with a GNU-compatible C compiler (gcc or clang): its \
         configuration (isl_config.h) assumes POSIX headers and functions, and isl-safe reads \
         through fmemopen."
    );
}

/// Whether `ISL_SYS_C_TESTS` asks for ISL's C test programs (`1` or `true`).
fn c_tests_requested() -> bool {
    match env::var("ISL_SYS_C_TESTS").as_deref() {
        Ok("1") | Ok("true") => true,
        Ok("") | Ok("0") | Ok("false") | Err(_) => false,
        Ok(other) => panic!("isl-sys: ISL_SYS_C_TESTS={other:?}: expected 1 or 0"),
    }
}

/// Whether `ISL_SYS_UNPATCHED` asks for ISL as released, without
/// `patches/` (`1` or `true`): the maintainers' `tools/build-unpatched-isl`
/// builds a system ISL 0.27 of it, to test feature `system` against. Not for
/// dependents: `isl-safe`'s bundled build counts on the patches.
fn unpatched_requested() -> bool {
    match env::var("ISL_SYS_UNPATCHED").as_deref() {
        Ok("1") | Ok("true") => true,
        Ok("") | Ok("0") | Ok("false") | Err(_) => false,
        Ok(other) => panic!("isl-sys: ISL_SYS_UNPATCHED={other:?}: expected 1 or 0"),
    }
}

/// The optimisation level of ISL's C code: `ISL_SYS_C_OPT_LEVEL` if set (`0`,
/// `1`, `2`, `3`, `s` or `z`), else the profile's, but at least `1`. Unoptimised,
/// ISL runs its own test suite about four times slower, and a debug build of
/// a dependent would run it so; `-O1` is as fast there as `-O2` and compiles
/// in about two thirds of the time.
fn c_opt_level() -> String {
    if let Ok(level) = env::var("ISL_SYS_C_OPT_LEVEL") {
        assert!(
            ["0", "1", "2", "3", "s", "z"].contains(&level.as_str()),
            "isl-sys: ISL_SYS_C_OPT_LEVEL={level:?}: expected 0, 1, 2, 3, s or z"
        );
        return level;
    }
    match env::var("OPT_LEVEL").as_deref() {
        Ok("0") | Err(_) => "1".to_string(),
        Ok(level) => level.to_string(),
    }
}

/// The versions of a system ISL (`major.minor`) that feature `system` supports:
/// Debian 12's 0.25 and the bundled source's 0.27. `isl-safe`'s declarations
/// say what each lacks (0.25: the functions added in 0.27; 0.27: none), and
/// its guards keep each off the bugs the bundled build's patches fix.
#[cfg_attr(not(feature = "system"), allow(dead_code))]
const SYSTEM_VERSIONS: &[(u32, u32)] = &[(0, 25), (0, 27)];

/// A function ISL 0.27 added to its public headers (`isl/space.h`): whether
/// the headers declare it tells 0.27 from 0.25, whatever the `.pc` file says.
#[cfg_attr(not(feature = "system"), allow(dead_code))]
const NEW_IN_0_27: &str = "isl_space_wrapped_reverse";

/// Links ISL found by pkg-config and returns its include directories. The
/// version (pkg-config's `--modversion`) must be one of [`SYSTEM_VERSIONS`],
/// and the headers found must be of that version.
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
    let version = system_version(&lib.version).unwrap_or_else(|e| panic!("isl-sys: {e}"));
    let space_h = std::fs::read_to_string(include.join("isl/space.h")).unwrap_or_default();
    let headers_0_27 = space_h.contains(NEW_IN_0_27);
    assert!(
        headers_0_27 == (version >= (0, 27)),
        "isl-sys: pkg-config says the system ISL is {}, but its headers in {} are {} \
         ({NEW_IN_0_27} {}); the .pc file and the headers come from different installations",
        lib.version,
        include.display(),
        if headers_0_27 {
            "0.27's"
        } else {
            "older than 0.27"
        },
        if headers_0_27 { "declared" } else { "missing" },
    );
    // The fixes of src/system_fixes.rs that only ISL 0.27's calls need.
    if version < (0, 27) {
        println!("cargo:rustc-cfg=isl_sys_before_0_27");
    }
    println!("cargo:include={}", include.display());
    println!("cargo:version={}.{}", version.0, version.1);
    println!("cargo:mode=system");
    includes
}

/// The `(major, minor)` of a system ISL's version string (`0.25`, `0.27.1`),
/// if feature `system` supports it; otherwise why not.
#[cfg_attr(not(feature = "system"), allow(dead_code))]
fn system_version(text: &str) -> Result<(u32, u32), String> {
    let mut parts = text.trim().split('.').map(|p| p.parse::<u32>());
    let version = match (parts.next(), parts.next()) {
        (Some(Ok(major)), Some(Ok(minor))) => (major, minor),
        _ => {
            return Err(format!(
                "feature `system`: cannot read the system ISL's version {text:?} \
                 (pkg-config --modversion isl)"
            ))
        }
    };
    if SYSTEM_VERSIONS.contains(&version) {
        return Ok(version);
    }
    let supported: Vec<String> = SYSTEM_VERSIONS
        .iter()
        .map(|(a, b)| format!("{a}.{b}"))
        .collect();
    Err(format!(
        "feature `system`: the system ISL is version {text} (pkg-config --modversion isl), \
         which isl-safe does not support; supported: {}. Install one of them (Debian 12: \
         apt-get install libisl-dev, ISL 0.25), or build without `system` to use the bundled \
         ISL 0.27",
        supported.join(", ")
    ))
}

#[cfg(not(feature = "system"))]
fn link_system() -> Vec<PathBuf> {
    unreachable!("only called with feature `system`")
}

/// Tells dependents (`DEP_ISL_DOC_SRC`) where ISL's source tree is, for its
/// manual (`doc/user.pod`) and headers, which isl-safe turns into rustdoc.
/// Without one, the docs point to ISL's manual instead.
fn publish_doc_source(src: Option<&std::path::Path>) {
    if let Some(src) = src {
        println!("cargo:doc_src={}", src.display());
    }
}
