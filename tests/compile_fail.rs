//! Programs that must not compile, each with the compiler's message checked
//! (`tests/compile_fail/*.stderr`): ISL's own `test_typed` with
//! `COMPILE_ERROR` (its `isl_test_cpp_failed.sh`), the scheduler's mistakes
//! the typed layer turns into type errors, and the deprecated forms, which
//! compile with a warning (denied there, so that the warning is the error).
//!
//! Each program is type-checked by `rustc` against the `isl-safe` library
//! this test was built with (the build is shared: nothing is compiled again,
//! ISL's C code least of all), and its message, normalised, is compared with
//! the `.stderr` file beside it. Normalised: the line numbers of the crate's
//! own sources are blanked (a message that quotes a method's definition must
//! not change with every edit above it), the gutter re-aligned to the
//! numbers left, and `rustc`'s closing summary dropped.
//!
//! After a deliberate change of a message: `COMPILE_FAIL=overwrite cargo test
//! --test compile_fail`, then read the diff.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder of the programs, relative to the package (the test's working
/// folder); the messages name the programs by this path.
const PROGRAMS: &str = "tests/compile_fail";

#[test]
fn compile_fail() {
    let deps = std::env::current_exe()
        .expect("the test knows its executable")
        .parent()
        .expect("the test executable is in target/<profile>/deps")
        .to_path_buf();
    let library = library(&deps);
    let mut programs: Vec<PathBuf> = std::fs::read_dir(PROGRAMS)
        .expect("the programs' folder")
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .collect();
    programs.sort();
    assert!(programs.len() >= 7, "programs missing from {PROGRAMS}");

    let overwrite = std::env::var("COMPILE_FAIL").is_ok_and(|v| v == "overwrite");
    let out = std::env::temp_dir().join(format!("isl-safe-compile-fail-{}", std::process::id()));
    std::fs::create_dir_all(&out).expect("a temporary folder");
    // Two programs at a time: each loads the library's metadata once.
    let results: Vec<(PathBuf, String)> = std::thread::scope(|scope| {
        let chunks: Vec<_> = programs.chunks(programs.len().div_ceil(2)).collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                let (deps, library, out) = (&deps, &library, &out);
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|program| (program.clone(), check(program, deps, library, out)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a checking thread"))
            .collect()
    });
    let _ = std::fs::remove_dir_all(&out);

    let mut failures = Vec::new();
    for (program, actual) in results {
        let expected_path = program.with_extension("stderr");
        if overwrite {
            std::fs::write(&expected_path, &actual).expect("writing the expected message");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected.trim_end() != actual.trim_end() {
            failures.push(format!(
                "{}: the message differs from {}\n--- expected\n{}\n--- actual\n{}",
                program.display(),
                expected_path.display(),
                expected.trim_end(),
                actual.trim_end()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{}\n\n(after a deliberate change: COMPILE_FAIL=overwrite cargo test --test compile_fail)",
        failures.join("\n\n")
    );
}

/// The `isl-safe` library of this build: the newest `libisl_safe-*.rlib`
/// beside the test (cargo has just brought the one of this test's build up
/// to date; any newer one, of other features, is of the same sources).
fn library(deps: &Path) -> PathBuf {
    std::fs::read_dir(deps)
        .expect("the deps folder")
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with("libisl_safe-") && name.ends_with(".rlib")
        })
        .max_by_key(|path| path.metadata().and_then(|m| m.modified()).ok())
        .expect("the isl-safe library beside the test")
}

/// Type-checks `program` against the library and returns its normalised
/// message; panics if it compiles.
fn check(program: &Path, deps: &Path, library: &Path, out: &Path) -> String {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let stem = program.file_stem().expect("a program's name");
    let output = Command::new(rustc)
        .args(["--edition=2021", "--crate-type=bin", "--emit=metadata"])
        // Full types in the notes (`--verbose`), lines of up to 140
        // columns, no lint of unused code.
        .args(["--color=never", "--verbose", "--diagnostic-width=140"])
        .args(["-A", "dead_code"])
        .arg("--crate-name")
        .arg(stem)
        .arg("-o")
        .arg(out.join(stem).with_extension("rmeta"))
        .arg("--extern")
        .arg(format!("isl_safe={}", library.display()))
        .arg("-L")
        .arg(format!("dependency={}", deps.display()))
        .arg(program)
        .output()
        .expect("rustc runs");
    assert!(
        !output.status.success(),
        "{} compiled, but must not",
        program.display()
    );
    normalize(&String::from_utf8_lossy(&output.stderr))
}

/// One line of a message, as `rustc` lays it out beside its gutter.
enum Line<'a> {
    /// `--> path:line:col` or `::: path:line:col`, with its marker.
    Location(&'static str, &'a str),
    /// `12 | text` (`None` for a blank or blanked number).
    Source(Option<&'a str>, &'a str),
    /// `= note: ...`.
    Note(&'a str),
    /// A line continuing a note, indented past the gutter by this much.
    Continued(usize, &'a str),
    /// Anything else, at the left margin.
    Plain(&'a str),
}

/// The message with the crate's own line numbers blanked, the gutter
/// re-aligned, and `rustc`'s summary lines dropped.
fn normalize(stderr: &str) -> String {
    let mut blocks = Vec::new();
    for block in stderr.split("\n\n") {
        let block = block.trim_end_matches('\n');
        if block.is_empty()
            || block.starts_with("error: aborting due to")
            || block.starts_with("For more information about")
            || block.starts_with("Some errors have detailed explanations")
        {
            continue;
        }
        let block: Vec<&str> = block
            .lines()
            .filter(|l| {
                !l.starts_with("error: aborting due to")
                    && !l.starts_with("For more information about")
                    && !l.starts_with("Some errors have detailed explanations")
            })
            .collect();
        blocks.push(normalize_block(&block));
    }
    blocks.join("\n\n") + "\n"
}

/// One diagnostic (an error and its notes), whose gutter is as wide as its
/// widest line number.
fn normalize_block(lines: &[&str]) -> String {
    let width = lines
        .iter()
        .find_map(|l| {
            let t = l.trim_start();
            (t.starts_with("--> ") || t.starts_with("::: ")).then(|| l.len() - t.len())
        })
        .unwrap_or(0);
    let mut parsed = Vec::new();
    // Whether the source lines shown are of a program (kept) or of the
    // crate's own files (their numbers blanked).
    let mut own = true;
    for &line in lines {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let parsed_line = if let Some(rest) = trimmed
            .strip_prefix("--> ")
            .map(|r| ("-->", r))
            .or_else(|| trimmed.strip_prefix("::: ").map(|r| (":::", r)))
        {
            let (marker, location) = rest;
            own = location.starts_with(PROGRAMS);
            if own {
                Line::Location(marker, location)
            } else {
                // `src/typed/schedule.rs:338:24` -> `src/typed/schedule.rs`.
                let file = location.split(':').next().unwrap_or(location);
                Line::Location(marker, file)
            }
        } else if let Some((number, text)) = source_line(line) {
            Line::Source(number.filter(|_| own), text)
        } else if indent > width && trimmed.starts_with("= ") {
            Line::Note(trimmed)
        } else if indent > width + 1 && !line.starts_with("...") {
            Line::Continued(indent - width, trimmed)
        } else {
            Line::Plain(line)
        };
        parsed.push(parsed_line);
    }
    let width = parsed
        .iter()
        .filter_map(|l| match l {
            Line::Source(Some(n), _) => Some(n.len()),
            _ => None,
        })
        .max()
        .unwrap_or(1)
        .max(1);
    let pad = " ".repeat(width);
    parsed
        .into_iter()
        .map(|l| match l {
            Line::Location(marker, location) => format!("{pad}{marker} {location}"),
            Line::Source(Some(n), text) => format!("{n:>width$} |{text}"),
            Line::Source(None, text) => format!("{pad} |{text}"),
            Line::Note(text) => format!("{pad} {text}"),
            Line::Continued(by, text) => format!("{}{text}", " ".repeat(width + by)),
            Line::Plain(text) => text.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `12 | text` or `   | text`: the number, if any, and the text after `|`.
fn source_line(line: &str) -> Option<(Option<&str>, &str)> {
    let bar = line.find('|')?;
    let (head, text) = (&line[..bar], &line[bar + 1..]);
    let head = head.trim();
    if head.is_empty() {
        Some((None, text))
    } else if head.bytes().all(|b| b.is_ascii_digit()) {
        Some((Some(head), text))
    } else {
        None
    }
}
