//! Finding ISL's source tree.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The crates.io package that carries ISL's source in its `isl/` folder.
const CARRIER: &str = "isl-rs";

/// Returns ISL's source folder: `ISL_SRC_DIR` if set, else the `isl/` folder
/// of the locked `isl-rs` package, found through `cargo metadata`.
pub fn locate() -> PathBuf {
    let dir = match env::var_os("ISL_SRC_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => carrier_dir().join("isl"),
    };
    assert!(
        dir.join("Makefile.am").is_file() && dir.join("include/isl/ctx.h").is_file(),
        "{} is not an ISL source tree (no Makefile.am or include/isl/ctx.h)",
        dir.display()
    );
    dir
}

/// ISL's version, read from `AC_INIT([isl], [VERSION], ...)` in `configure.ac`.
pub fn version(src: &Path) -> String {
    let text = fs::read_to_string(src.join("configure.ac")).expect("read configure.ac");
    let line = text
        .lines()
        .find(|l| l.starts_with("AC_INIT("))
        .expect("AC_INIT in configure.ac");
    line.split('[')
        .nth(2)
        .and_then(|s| s.split(']').next())
        .expect("version in AC_INIT")
        .to_string()
}

/// The folder of the carrier package, asking cargo which version is locked.
/// `--frozen` works offline when the package is already downloaded; `--locked`
/// downloads it (well under a second) when it is missing.
fn carrier_dir() -> PathBuf {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap()).join("Cargo.toml");
    let mut errors = Vec::new();
    for mode in ["--frozen", "--locked", "--offline"] {
        let out = Command::new(&cargo)
            .args(["metadata", "--format-version", "1", mode, "--manifest-path"])
            .arg(&manifest)
            .output()
            .expect("run cargo metadata");
        if out.status.success() {
            let json = String::from_utf8(out.stdout).expect("cargo metadata prints UTF-8");
            if let Some(path) = manifest_path_of(&json, CARRIER) {
                return path.parent().unwrap().to_path_buf();
            }
            errors.push(format!("{mode}: no package {CARRIER} in the metadata"));
        } else {
            errors.push(format!(
                "{mode}: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
    }
    panic!(
        "could not find ISL's source (package {CARRIER}); set ISL_SRC_DIR to an ISL 0.27 \
         source tree.\n{}",
        errors.join("\n")
    );
}

/// Finds `"manifest_path"` of the package named `name` in `cargo metadata`'s JSON,
/// without a JSON parser: packages are objects whose `"name"` precedes their
/// `"manifest_path"`.
fn manifest_path_of(json: &str, name: &str) -> Option<PathBuf> {
    let packages = &json[json.find("\"packages\":")?..];
    let needle = format!("\"name\":\"{name}\"");
    let at = packages.find(&needle)?;
    let rest = &packages[at..];
    let key = "\"manifest_path\":\"";
    let start = rest.find(key)? + key.len();
    let end = start + rest[start..].find('"')?;
    Some(PathBuf::from(rest[start..end].replace("\\\\", "\\")))
}
