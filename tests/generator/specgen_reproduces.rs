//! The committed generated specs (`src/specs/generated/`), typed methods
//! (`src/typed/generated/`) and their test (`tests/typed/typed_reentry/`) are exactly what the generator (`tools/specgen`,
//! `cargo run -p isl-specgen`) writes from the bundled ISL's headers and its
//! typed C++ interface: no file differs, is missing or is stale. And the
//! ARCHITECTURE.md states the generator's coverage report (`--coverage`) as it is.
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
        "src/specs/generated/, src/typed/generated/ or tests/typed/typed_reentry/ is not what `cargo run -p isl-specgen` writes; run it \
         and commit the result:\n{}",
        problems.join("\n")
    );
    assert!(
        generated.len() > 50,
        "only {} generated files",
        generated.len()
    );
}

/// `1234` as ARCHITECTURE.md writes it: `1,234`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The number after `label` on a line of the coverage report.
fn figure(report: &str, label: &str) -> usize {
    let line = report
        .lines()
        .find_map(|l| l.strip_prefix(label))
        .unwrap_or_else(|| panic!("no line `{label}` in the coverage report:\n{report}"));
    let digits: String = line
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no number after `{label}`: {line}"))
}

/// The coverage report counts every function declared by hand, those with
/// argument guards too (`= isl_stream_read_map check ...;`), and ARCHITECTURE.md
/// states its figures.
#[test]
fn architecture_states_the_coverage_report() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let analysis = isl_specgen::Analysis::read(
        Path::new(env!("ISL_INCLUDE_DIR")),
        &root.join("tools/specgen/data"),
    )
    .expect("the analysis of ISL's headers");
    let report =
        isl_specgen::coverage(&analysis, &root.join("src/specs")).expect("the coverage report");
    // Every hand declaration is counted as wrapped: none is listed below.
    let by_hand = isl_specgen::hand_written(&root.join("src/specs")).expect("hand declarations");
    assert!(by_hand.contains("isl_stream_read_map"), "{by_hand:?}");
    for name in &by_hand {
        assert!(
            !report.contains(&format!("\n  {name}")),
            "{name} is declared by hand but listed in the coverage report:\n{report}"
        );
    }
    let total = figure(&report, "ISL public functions:");
    let generated = figure(&report, "generated declarations:");
    let hand = figure(&report, "declared by hand (src/specs/*.rs):");
    let covered = figure(&report, "covered by the object layer:");
    let all = figure(&report, "wrapped or covered:");
    let left = figure(&report, "not wrapped:");
    assert_eq!(hand, by_hand.len());
    assert_eq!(generated + hand + covered, all);
    assert_eq!(all + left, total);
    let percent = format!("{:.1}%", 100.0 * all as f64 / total as f64);
    assert!(report.contains(&format!("wrapped or covered: {all} ({percent})")));
    let doc = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let doc = doc.split_whitespace().collect::<Vec<_>>().join(" ");
    let stated = format!(
        "of ISL 0.27's {} public functions, {} are generated methods, {hand} stream readers are \
         declared by hand (`Stream::read_union_map`, ...), and {covered} are covered by the \
         object layer",
        thousands(total),
        thousands(generated),
    );
    assert!(
        doc.contains(&stated),
        "ARCHITECTURE.md does not say: {stated}"
    );
    let sum = format!("{}, **{percent}**. The {left} left out", thousands(all));
    assert!(doc.contains(&sum), "ARCHITECTURE.md does not say: {sum}");
}
