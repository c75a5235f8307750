//! `specgen`: writes, checks or reports on the generated spec declarations.
//!
//! ```text
//! cargo run -p isl-specgen                  # (re)write src/specs/generated/, src/typed/generated/, tests/typed/typed_reentry/
//! cargo run -p isl-specgen -- --check       # exit 1 if the committed files differ
//! cargo run -p isl-specgen -- --coverage    # what is wrapped, and why the rest is not
//! cargo run -p isl-specgen -- --list-functions /usr/include > tools/specgen/data/isl-0.25-functions.txt
//! cargo run -p isl-specgen -- --typed-table # ISL's typed C++ methods and their C functions
//! ```
//!
//! ISL's headers are those `isl-sys` builds against (`DEP_ISL_INCLUDE`,
//! passed on by the build script); the repository is two folders above
//! this crate.

use isl_specgen::{Analysis, GENERATED_DIR, TYPED_DIR, TYPED_TEST_DIR};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// ISL's public headers, as `isl-sys` published them.
const INCLUDE_DIR: &str = env!("ISL_INCLUDE_DIR");

/// How `isl-sys` links ISL: `bundled` (0.27) or `system`.
const ISL_MODE: &str = env!("ISL_MODE");

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [] => write(),
        ["--check"] => check(),
        ["--coverage"] => coverage(),
        ["--list-functions", include] => list_functions(Path::new(include)),
        ["--typed-table"] => typed_table(),
        _ => Err(format!(
            "usage: specgen [--check | --coverage | --list-functions INCLUDE_DIR | --typed-table]\n\
             (got {args:?})"
        )),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("specgen: {e}");
            ExitCode::from(2)
        }
    }
}

/// The repository root.
fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The analysis of the bundled headers.
fn analysis() -> Result<Analysis, String> {
    if ISL_MODE == "system" {
        return Err(format!(
            "isl-sys links the system ISL ({INCLUDE_DIR}); the generated files come from the \
             bundled ISL 0.27: run without the `system` feature"
        ));
    }
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    Analysis::read(Path::new(INCLUDE_DIR), &data)
}

/// The committed generated files (`.rs` files of `src/specs/generated/` and
/// `src/typed/generated/`).
fn committed(root: &Path) -> Result<BTreeMap<PathBuf, String>, String> {
    let mut files = BTreeMap::new();
    for folder in [GENERATED_DIR, TYPED_DIR, TYPED_TEST_DIR] {
        let Ok(entries) = std::fs::read_dir(root.join(folder)) else {
            continue;
        };
        for entry in entries {
            let path = entry.map_err(|e| e.to_string())?.path();
            if path.extension().and_then(|e| e.to_str()) == Some("rs") {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("read {}: {e}", path.display()))?;
                let name = path.file_name().expect("a file name");
                files.insert(PathBuf::from(folder).join(name), text);
            }
        }
    }
    Ok(files)
}

/// Writes the generated files and removes stale ones.
fn write() -> Result<ExitCode, String> {
    let root = repo_root();
    let files = analysis()?.all_files()?;
    for folder in [GENERATED_DIR, TYPED_DIR, TYPED_TEST_DIR] {
        std::fs::create_dir_all(root.join(folder)).map_err(|e| e.to_string())?;
    }
    for stale in committed(&root)?.keys().filter(|p| !files.contains_key(*p)) {
        std::fs::remove_file(root.join(stale)).map_err(|e| format!("{}: {e}", stale.display()))?;
        println!("removed {}", stale.display());
    }
    let mut changed = 0;
    for (path, text) in &files {
        let target = root.join(path);
        if std::fs::read_to_string(&target).ok().as_deref() != Some(text.as_str()) {
            std::fs::write(&target, text).map_err(|e| format!("{}: {e}", path.display()))?;
            changed += 1;
        }
    }
    println!(
        "wrote {GENERATED_DIR}, {TYPED_DIR} and {TYPED_TEST_DIR}: {} files ({changed} changed)",
        files.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// Compares the committed files with freshly generated ones.
fn check() -> Result<ExitCode, String> {
    let root = repo_root();
    let files = analysis()?.all_files()?;
    let on_disk = committed(&root)?;
    let mut problems = Vec::new();
    for (path, text) in &files {
        match on_disk.get(path) {
            None => problems.push(format!("missing: {}", path.display())),
            Some(old) if old != text => problems.push(format!("differs: {}", path.display())),
            Some(_) => {}
        }
    }
    for path in on_disk.keys().filter(|p| !files.contains_key(*p)) {
        problems.push(format!("stale: {}", path.display()));
    }
    if problems.is_empty() {
        println!(
            "{GENERATED_DIR}, {TYPED_DIR} and {TYPED_TEST_DIR} are up to date ({} files)",
            files.len()
        );
        Ok(ExitCode::SUCCESS)
    } else {
        println!("{}", problems.join("\n"));
        println!("run `cargo run -p isl-specgen` to regenerate");
        Ok(ExitCode::FAILURE)
    }
}

/// Prints the coverage report.
fn coverage() -> Result<ExitCode, String> {
    let analysis = analysis()?;
    let report = isl_specgen::coverage(&analysis, &repo_root().join("src/specs"))?;
    print!("{report}");
    print!("\n{}", analysis.typed()?.report);
    Ok(ExitCode::SUCCESS)
}

/// Prints the data-file text listing the functions of the headers under
/// `include`.
fn list_functions(include: &Path) -> Result<ExitCode, String> {
    print!("{}", isl_specgen::function_list(include)?);
    Ok(ExitCode::SUCCESS)
}

/// Prints the table of ISL's typed C++ methods (see `isl_specgen::typed`),
/// read from ISL's source tree (`ISL_SRC_DIR` or the `isl-rs` package).
fn typed_table() -> Result<ExitCode, String> {
    let src = isl_specgen::typed::find_isl_src().ok_or(
        "ISL's source tree not found: set ISL_SRC_DIR or run `cargo fetch` (package isl-rs 0.3.1)",
    )?;
    print!("{}", isl_specgen::typed::typed_table(&src)?.report());
    print!("\n{}", analysis()?.typed()?.report);
    Ok(ExitCode::SUCCESS)
}
