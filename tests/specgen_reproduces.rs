//! The committed generated specs (`src/specs/generated/`), typed methods
//! (`src/typed/generated/`) and their test (`tests/typed_reentry/`) are exactly what the generator (`tools/specgen`,
//! `cargo run -p isl-specgen`) writes from the bundled ISL's headers and its
//! typed C++ interface: no file differs, is missing or is stale.
//!
//! With the system ISL (feature `system`, ISL 0.25) the headers differ and
//! the generated files are not reproduced, so the check is skipped.

#![cfg(not(isl_system))]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The `.rs` files in the generated folders (the specs' and the typed
/// layer's), relative to the repository root.
fn committed(root: &Path) -> BTreeMap<PathBuf, String> {
    let mut files = BTreeMap::new();
    for folder in [
        isl_specgen::GENERATED_DIR,
        isl_specgen::TYPED_DIR,
        isl_specgen::TYPED_TEST_DIR,
    ] {
        let dir = root.join(folder);
        for entry in
            std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        {
            let path = entry.expect("a directory entry").path();
            if path.extension().and_then(|e| e.to_str()) == Some("rs") {
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
                let name = path.file_name().expect("a file name");
                files.insert(Path::new(folder).join(name), text);
            }
        }
    }
    files
}

/// The first differing line of two texts, for the report.
fn first_difference(old: &str, new: &str) -> String {
    let line = old
        .lines()
        .zip(new.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| old.lines().count().min(new.lines().count()));
    format!(
        "line {}: committed `{}`, generated `{}`",
        line + 1,
        old.lines().nth(line).unwrap_or("<end of file>"),
        new.lines().nth(line).unwrap_or("<end of file>")
    )
}

#[test]
fn generated_specs_are_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let generated = isl_specgen::generate(
        Path::new(env!("ISL_INCLUDE_DIR")),
        &root.join("tools/specgen/data"),
    );
    let on_disk = committed(root);
    let mut problems = Vec::new();
    for (path, text) in &generated {
        match on_disk.get(path) {
            None => problems.push(format!("missing: {}", path.display())),
            Some(old) if old != text => problems.push(format!(
                "differs: {} ({})",
                path.display(),
                first_difference(old, text)
            )),
            Some(_) => {}
        }
    }
    for path in on_disk.keys().filter(|p| !generated.contains_key(*p)) {
        problems.push(format!("stale: {}", path.display()));
    }
    assert!(
        problems.is_empty(),
        "src/specs/generated/, src/typed/generated/ or tests/typed_reentry/ is not what `cargo run -p isl-specgen` writes; run it \
         and commit the result:\n{}",
        problems.join("\n")
    );
    assert!(
        generated.len() > 50,
        "only {} generated files",
        generated.len()
    );
}
