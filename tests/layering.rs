//! The layers use only the layers under them, each named by its own path.
//!
//! The crate's modules are layers, in this order (ARCHITECTURE.md, "Layers"):
//! `error` ← `prim` ← `context` ← `object` ← `qualifiers` ← `specs` ← `io` ←
//! `conveniences` ← `counting` ← `typed` ← `pictures`, then the guides, pages of docs over
//! the public API (`workflows`, `coming_from_cpp`, `rust_conveniences`,
//! `streams`, `safety`). For every file of `src/` (the
//! crate root `lib.rs` and the tools in `src/bin` aside), this test reads the
//! code (comments and string literals removed) and fails on:
//! - a path into a higher layer (`crate::specs::..` from `src/object`);
//! - a path through the crate root's re-exports (`crate::Set`, `crate::{Set, ..}`),
//!   which hides which layer is used: `crate::object::Set` says it;
//! - a `super::` path that leaves the file's layer;
//! - `unsafe` in a layer above those that call ISL (`conveniences`,
//!   `counting`, `pictures` and the guides use only the safe methods below them).
//!
//! `checker_catches_violations` shows each rule failing on a deliberate
//! violation.

use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first.
const LAYERS: &[&str] = &[
    "error",
    "prim",
    "context",
    "object",
    "qualifiers",
    "specs",
    "io",
    "conveniences",
    "counting",
    "typed",
    "pictures",
    "workflows",
    "coming_from_cpp",
    "rust_conveniences",
    "streams",
    "safety",
];

/// The layers whose code may be `unsafe`: those that call ISL.
const UNSAFE_LAYERS: &[&str] = &["prim", "object", "qualifiers", "specs", "io"];

fn rank(layer: &str) -> Option<usize> {
    LAYERS.iter().position(|l| *l == layer)
}

/// The code of a Rust file without comments, string and character literals
/// (each replaced by a space, so that what surrounds them stays apart).
fn code_of(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && is_raw_string(&chars, i) {
            // r"..." or r#"..."#
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            j += 1;
            'raw: while j < chars.len() {
                if chars[j] == '"' {
                    let closes = (1..=hashes).all(|k| chars.get(j + k) == Some(&'#'));
                    if closes {
                        j += 1 + hashes;
                        break 'raw;
                    }
                }
                j += 1;
            }
            i = j;
            out.push(' ');
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push(' ');
        } else if c == '\'' && is_char_literal(&chars, i) {
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push(' ');
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_raw_string(chars: &[char], i: usize) -> bool {
    // Not the end of an identifier (`for"`, `expr#`): `r` starts a token.
    let starts = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    let mut j = i + 1;
    while chars.get(j) == Some(&'#') {
        j += 1;
    }
    starts && chars.get(j) == Some(&'"')
}

/// A quote starting a character literal, not a lifetime (`'a`, `'static`).
fn is_char_literal(chars: &[char], i: usize) -> bool {
    matches!(
        (chars.get(i + 1), chars.get(i + 2)),
        (Some('\\'), _) | (Some(_), Some('\''))
    )
}

/// The first segment of every path starting at `crate::` (or `$crate::`),
/// with groups expanded: `crate::{a::b, c}` gives `a` and `c`.
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(at) = code[from..].find("crate::") {
        let start = from + at;
        from = start + "crate::".len();
        // A whole word: not `my_crate::`.
        if start > 0 {
            let before = bytes[start - 1] as char;
            if before.is_alphanumeric() || before == '_' {
                continue;
            }
        }
        let rest = &code[from..];
        if let Some(group) = rest.strip_prefix('{') {
            // The group's own top-level items.
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        item.push(c);
                    }
                    '}' if depth == 0 => {
                        push_first(&mut out, &item);
                        break;
                    }
                    '}' => {
                        depth -= 1;
                        item.push(c);
                    }
                    ',' if depth == 0 => {
                        push_first(&mut out, &item);
                        item.clear();
                    }
                    _ => item.push(c),
                }
            }
        } else if !is_macro_call(rest) {
            // An exported macro (`$crate::tuples!`) has no path but the
            // root's: it is not a re-export.
            push_first(&mut out, rest);
        }
    }
    out
}

/// Whether `path` starts with a macro's name and its `!`.
fn is_macro_call(path: &str) -> bool {
    let name = path
        .trim_start()
        .trim_start_matches(|c: char| c.is_alphanumeric() || c == '_');
    name.starts_with('!')
}

fn push_first(out: &mut Vec<String>, path: &str) {
    let first: String = path
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '*')
        .collect();
    if !first.is_empty() {
        out.push(first);
    }
}

/// The longest run of `super::` in the code.
fn deepest_super(code: &str) -> usize {
    let mut deepest = 0;
    let mut from = 0;
    while let Some(at) = code[from..].find("super::") {
        let start = from + at;
        let mut n = 0;
        let mut i = start;
        while code[i..].starts_with("super::") {
            n += 1;
            i += "super::".len();
        }
        deepest = deepest.max(n);
        from = i;
    }
    deepest
}

fn has_unsafe(code: &str) -> bool {
    code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|word| word == "unsafe")
}

/// The violations of one file, given its layer and how deep it sits in it
/// (`src/specs/mod.rs` 0, `src/specs/dsl.rs` 1,
/// `src/specs/generated/set.rs` 2).
fn violations(file: &str, layer: &str, depth: usize, text: &str) -> Vec<String> {
    let own = rank(layer).expect("a known layer");
    let code = code_of(text);
    let mut found = Vec::new();
    for first in crate_paths(&code) {
        match rank(&first) {
            Some(r) if r > own => found.push(format!(
                "{file}: uses `crate::{first}`, a layer above `{layer}`"
            )),
            Some(_) => {}
            None => found.push(format!(
                "{file}: uses `crate::{first}` through the crate root: name its layer's path"
            )),
        }
    }
    if deepest_super(&code) > depth {
        found.push(format!(
            "{file}: a `super::` path leaves the `{layer}` layer"
        ));
    }
    if has_unsafe(&code) && !UNSAFE_LAYERS.contains(&layer) {
        found.push(format!(
            "{file}: `unsafe` in `{layer}`, which uses only the safe methods below it"
        ));
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's layer and depth within it, or `None` for what is not a layer
/// (the crate root, the binaries).
fn layer_of(rel: &Path) -> Option<(String, usize)> {
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    match parts.as_slice() {
        [file] if file == "lib.rs" => None,
        [file] => Some((file.trim_end_matches(".rs").to_string(), 0)),
        [dir, ..] if dir != "bin" => {
            let last = parts.last().unwrap();
            let depth = parts.len() - if last == "mod.rs" { 2 } else { 1 };
            Some((dir.clone(), depth))
        }
        _ => None,
    }
}

#[test]
fn layers_use_only_layers_under_them() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut all = Vec::new();
    let mut checked = 0;
    for path in &files {
        let rel = path.strip_prefix(&src).unwrap();
        let Some((layer, depth)) = layer_of(rel) else {
            continue;
        };
        assert!(
            rank(&layer).is_some(),
            "src/{}: a module that is not a layer: add it to LAYERS (and to ARCHITECTURE.md)",
            rel.display()
        );
        let text = fs::read_to_string(path).unwrap();
        all.extend(violations(
            &format!("src/{}", rel.display()),
            &layer,
            depth,
            &text,
        ));
        checked += 1;
    }
    assert!(checked > 100, "only {checked} files found");
    assert!(all.is_empty(), "layering violations:\n{}", all.join("\n"));
}

#[test]
fn checker_catches_violations() {
    let check = |layer: &str, depth: usize, text: &str| violations("f.rs", layer, depth, text);
    // Clean code, with paths only in comments and strings.
    assert!(check(
        "specs",
        1,
        "use crate::object::Set;\nuse crate::{error::Result, qualifiers::{Take, Keep}};\n\
         // crate::conveniences::Vars\nconst S: &str = \"crate::io::Stream\";\n\
         /// [`Vars`](crate::Vars)\nfn f() { unsafe {} }"
    )
    .is_empty());
    // An exported macro is called by the root's path, its only one; a
    // root item beside it is still a re-export.
    assert!(check("typed", 1, "$crate::tuples! { S[1] }").is_empty());
    assert_eq!(check("typed", 1, "$crate::Space::x()").len(), 1);
    // An upward path, plain and inside a group.
    assert_eq!(check("object", 1, "use crate::specs::guards;").len(), 1);
    assert_eq!(
        check(
            "specs",
            1,
            "use crate::{error::Result, conveniences::Vars};"
        )
        .len(),
        1
    );
    assert_eq!(
        check("object", 1, "fn f() { $crate::qualifiers::Take::x() }").len(),
        1
    );
    // The crate root's re-exports.
    assert_eq!(check("conveniences", 1, "use crate::Set;").len(), 1);
    assert_eq!(check("io", 1, "use crate::*;").len(), 1);
    // Leaving the layer with `super::`.
    assert!(check("specs", 2, "use super::super::prelude::*;").is_empty());
    assert_eq!(check("specs", 1, "use super::super::io::Stream;").len(), 1);
    // `unsafe` above the layers that call ISL.
    assert_eq!(
        check("conveniences", 1, "fn f() { unsafe { g() } }").len(),
        1
    );
    // Lifetimes are not character literals, raw strings are strings.
    assert!(check(
        "object",
        1,
        "fn f<'a>(x: &'a str) -> &'static str { r#\"crate::specs\"# }"
    )
    .is_empty());
}
