//! Reading the library's sources from ISL's `Makefile.am`, so that the list
//! follows ISL rather than a hand-copied one.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The `.c` files of `libisl_la_SOURCES` for the imath backend with the
/// small-integer optimisation (configure's `--with-int=imath-32`).
pub fn library_sources(src: &Path) -> Vec<PathBuf> {
    let path = src.join("Makefile.am");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).expect("read Makefile.am");
    let vars = assignments(&text, &["IMATH_FOR_MP", "SMALL_INT_OPT"]);
    let mut files = Vec::new();
    expand(&vars, "libisl_la_SOURCES", &mut files);
    let files: Vec<PathBuf> = files
        .into_iter()
        .filter(|f| f.ends_with(".c"))
        .map(|f| src.join(f))
        .collect();
    assert!(
        files.len() > 50,
        "too few sources read from Makefile.am: {}",
        files.len()
    );
    for f in &files {
        assert!(
            f.is_file(),
            "Makefile.am names {} but it does not exist",
            f.display()
        );
    }
    files
}

/// Expands `$(VAR)` references recursively; `@SUBST@` values are configure's and empty here.
fn expand(vars: &HashMap<String, Vec<String>>, name: &str, out: &mut Vec<String>) {
    for word in vars.get(name).map(Vec::as_slice).unwrap_or_default() {
        if let Some(inner) = word.strip_prefix("$(").and_then(|w| w.strip_suffix(')')) {
            expand(vars, inner, out);
        } else if !word.starts_with('@') {
            out.push(word.clone());
        }
    }
}

/// Collects `VAR = ...` and `VAR += ...` assignments (with `\` continuations),
/// keeping those inside `if COND` blocks only when `COND` is in `enabled`
/// (and those in the `else` branch only when it is not).
fn assignments(text: &str, enabled: &[&str]) -> HashMap<String, Vec<String>> {
    let mut vars: HashMap<String, Vec<String>> = HashMap::new();
    let mut active: Vec<bool> = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let mut logical = line.to_string();
        while logical.ends_with('\\') {
            logical.pop();
            logical.push(' ');
            logical.push_str(lines.next().unwrap_or(""));
        }
        let trimmed = logical.trim();
        if let Some(cond) = trimmed.strip_prefix("if ") {
            active.push(enabled.contains(&cond.trim()));
            continue;
        }
        if trimmed == "else" {
            if let Some(last) = active.last_mut() {
                *last = !*last;
            }
            continue;
        }
        if trimmed == "endif" {
            active.pop();
            continue;
        }
        if active.iter().any(|on| !on) || trimmed.starts_with('#') || logical.starts_with('\t') {
            continue;
        }
        let (name, append, value) = if let Some((n, v)) = trimmed.split_once("+=") {
            (n, true, v)
        } else if let Some((n, v)) = trimmed.split_once('=') {
            (n, false, v)
        } else {
            continue;
        };
        let name = name.trim();
        if name.is_empty() || name.contains(char::is_whitespace) {
            continue;
        }
        let words = value.split_whitespace().map(str::to_string);
        let entry = vars.entry(name.to_string()).or_default();
        if !append {
            entry.clear();
        }
        entry.extend(words);
    }
    vars
}
