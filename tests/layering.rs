//! The layers use only the layers under them, each named by its own path.
//!
//! The crate's modules are layers, in this order (ARCHITECTURE.md, "Layers"):
//! `error` ← `prim` ← `context` ← `object` ← `qualifiers` ← `specs` ← `io` ←
//! `conveniences` ← `counting` ← `typed` ← `pictures`, then the guides, pages of docs over
//! the public API (`workflows`, `coming_from_cpp`, `rust_conveniences`,
//! `streams`, `safety`). For every file of `src/` (the
//! crate root `lib.rs` and the tools in `src/bin` aside but for the last
//! rule), this test reads the code (comments and string literals removed)
//! and fails on:
//! - a path into a higher layer (`crate::specs::..` from `src/object`);
//! - a path through the crate root's re-exports (`crate::Set`, `crate::{Set, ..}`),
//!   which hides which layer is used: `crate::object::Set` says it;
//! - a `super::` path that leaves the file's layer;
//! - `unsafe` in a layer above those that call ISL (`conveniences`,
//!   `counting`, `pictures` and the guides use only the safe methods below them);
//! - a unit test (`#[test]`, `#[cfg(test)]`) in any file of `src/`, the root
//!   and the binaries included: they build no test program (`test = false`
//!   in Cargo.toml), so it would never run; tests go in `tests/`, reaching
//!   helpers through `internals`.
//!
//! `checker_catches_violations` shows each rule failing on a deliberate
//! violation. `no_import_cycles` checks that no two files of `src/` or of the
//! tools use each other (`cycle_checker_finds_cycles` shows it finding some).

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

/// Whether code (comments and strings removed) holds a unit test.
fn has_unit_test(code: &str) -> bool {
    let squeezed: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    squeezed.contains("#[test]") || squeezed.contains("cfg(test)")
}

fn unit_test_violation(file: &str, code: &str) -> Option<String> {
    has_unit_test(code)
        .then(|| format!("{file}: a unit test, which no test program runs: move it to tests/"))
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
    found.extend(unit_test_violation(file, &code));
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
            let code = code_of(&fs::read_to_string(path).unwrap());
            all.extend(unit_test_violation(
                &format!("src/{}", rel.display()),
                &code,
            ));
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
    // Unit tests, which would never run; named in comments and strings only,
    // they are not.
    assert_eq!(check("counting", 1, "#[cfg(test)]\nmod tests {}").len(), 1);
    assert_eq!(check("typed", 1, "# [ test ]\nfn t() {}").len(), 1);
    assert!(check("io", 1, "// #[test]\nconst S: &str = \"#[cfg(test)]\";").is_empty());
    // Lifetimes are not character literals, raw strings are strings.
    assert!(check(
        "object",
        1,
        "fn f<'a>(x: &'a str) -> &'static str { r#\"crate::specs\"# }"
    )
    .is_empty());
}

// ---------------------------------------------------------------------------
// No import cycles between files.
//
// A file uses another when its code names an item defined there: through a
// path (`crate::a::b::Item`, `super::b::Item`, `self::..`, `$crate::..`), a
// `use` of it (groups and aliases read), or a re-export that leads there (a
// module's `pub use` of a sibling's items is followed to where they are
// defined). A module presenting its own children (`pub use child::Item` in a
// `mod.rs` or the crate root) is not a use of them. Inline modules (`mod
// tests { use super::*; }`) belong to their file. The files of `src/` and of
// the tools' libraries, crate by crate, must form no cycle: a cycle means
// neither file can be read, tested or moved without the other.

/// A token of code with comments and literals removed.
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push("::".to_string());
            i += 2;
        } else if c.is_whitespace() {
            i += 1;
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// One leaf of a `use` tree: its path as written, the name it binds, and
/// whether it is a glob.
struct UseLeaf {
    path: Vec<String>,
    name: String,
    glob: bool,
}

/// Reads a `use` tree from `t[*i]` on (after `use`), up to its `;`.
fn use_tree(t: &[String], i: &mut usize, prefix: &[String], out: &mut Vec<UseLeaf>) {
    let mut path = prefix.to_vec();
    while *i < t.len() {
        match t[*i].as_str() {
            "{" => {
                *i += 1;
                while *i < t.len() && t[*i] != "}" {
                    use_tree(t, i, &path, out);
                    if t.get(*i).is_some_and(|x| x == ",") {
                        *i += 1;
                    }
                }
                *i += 1;
                return;
            }
            "*" => {
                *i += 1;
                out.push(UseLeaf {
                    path,
                    name: String::new(),
                    glob: true,
                });
                return;
            }
            "::" => *i += 1,
            x if is_ident(x) => {
                if x == "self" && !path.is_empty() && path.len() == prefix.len() {
                    // `a::{self, ..}`: the module itself.
                } else {
                    path.push(x.to_string());
                }
                *i += 1;
                if t.get(*i).is_some_and(|x| x == "::") {
                    continue;
                }
                let mut name = path.last().cloned().unwrap_or_default();
                if t.get(*i).is_some_and(|x| x == "as") {
                    name = t.get(*i + 1).cloned().unwrap_or_default();
                    *i += 2;
                }
                out.push(UseLeaf {
                    path,
                    name,
                    glob: false,
                });
                return;
            }
            // `$crate`'s `$`, or anything unexpected: skipped.
            _ => *i += 1,
        }
    }
}

/// What one module's code says: its `use` leaves (with whether each is
/// public) and its other paths, each with the inline module it sits in.
#[derive(Default)]
struct ModuleCode {
    uses: Vec<(Vec<String>, UseLeaf, bool)>,
    paths: Vec<(Vec<String>, Vec<String>)>,
    defines: Vec<String>,
}

fn read_module(code: &str) -> ModuleCode {
    let t = tokens(code);
    let mut m = ModuleCode::default();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < t.len() {
        let here: Vec<String> = inline.iter().map(|(n, _)| n.clone()).collect();
        match t[i].as_str() {
            "{" => {
                depth += 1;
                i += 1;
            }
            "}" => {
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
                depth -= 1;
                i += 1;
            }
            "mod" if t.get(i + 2).is_some_and(|x| x == "{") => {
                inline.push((t[i + 1].clone(), depth + 1));
                i += 2;
            }
            "fn" | "struct" | "enum" | "trait" | "type" | "const" | "static" | "union" => {
                if let Some(name) = t.get(i + 1).filter(|x| is_ident(x)) {
                    m.defines.push(name.clone());
                }
                i += 1;
            }
            "use" => {
                let public = i > 0
                    && (t[i - 1] == "pub" || (t[i - 1] == ")" && i >= 4 && t[i - 4] == "pub"));
                i += 1;
                let mut leaves = Vec::new();
                while i < t.len() && t[i] != ";" {
                    use_tree(&t, &mut i, &[], &mut leaves);
                }
                for leaf in leaves {
                    m.uses.push((here.clone(), leaf, public));
                }
            }
            "crate" | "super" | "self" if t.get(i + 1).is_some_and(|x| x == "::") => {
                let mut path = vec![t[i].clone()];
                i += 1;
                while t.get(i).is_some_and(|x| x == "::")
                    && t.get(i + 1).is_some_and(|x| is_ident(x))
                {
                    path.push(t[i + 1].clone());
                    i += 2;
                }
                m.paths.push((here, path));
            }
            _ => i += 1,
        }
    }
    m
}

/// The files of one crate as modules, and the cycles between them (each a
/// list of files).
fn import_cycles(files: &[(Vec<String>, String, String)]) -> Vec<Vec<String>> {
    let index: std::collections::HashMap<&[String], usize> = files
        .iter()
        .enumerate()
        .map(|(k, (p, _, _))| (p.as_slice(), k))
        .collect();
    let modules: Vec<ModuleCode> = files.iter().map(|(_, _, code)| read_module(code)).collect();
    // A path as written in module `at` (file `k` and its inline modules), from
    // the crate root; `None` outside the crate.
    let absolute = |k: usize, at: &[String], path: &[String], in_use: bool| {
        let mut here: Vec<String> = files[k].0.clone();
        here.extend(at.iter().cloned());
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                here.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().is_some_and(|s| s == "super") {
                    here.pop();
                    rest = &rest[1..];
                }
            }
            Some(first) if in_use => {
                let mut child = here.clone();
                child.push(first.to_string());
                if !index.contains_key(child.as_slice()) {
                    return None;
                }
            }
            _ => return None,
        }
        here.extend(rest.iter().cloned());
        Some(here)
    };
    // The file an absolute path leads to: the deepest file module on it,
    // or the module its item is re-exported from.
    fn resolve(
        path: &[String],
        index: &std::collections::HashMap<&[String], usize>,
        reexports: &[Vec<(String, Vec<String>, bool)>],
        modules: &[ModuleCode],
        depth: usize,
    ) -> Option<usize> {
        let mut len = path.len();
        while !index.contains_key(&path[..len]) {
            len = len.checked_sub(1)?;
        }
        let k = index[&path[..len]];
        let Some(name) = path.get(len) else {
            return Some(k);
        };
        if depth < 8 {
            for (alias, source, glob) in &reexports[k] {
                let found = if *glob {
                    let mut item = source.clone();
                    item.push(name.clone());
                    let g = resolve(source, index, reexports, modules, depth + 1);
                    g.filter(|&g| g != k && modules[g].defines.contains(name))
                        .map(|_| item)
                } else if alias == name {
                    Some(source.clone())
                } else {
                    None
                };
                if let Some(item) = found {
                    return resolve(&item, index, reexports, modules, depth + 1).or(Some(k));
                }
            }
        }
        Some(k)
    }
    let reexports: Vec<Vec<(String, Vec<String>, bool)>> = (0..files.len())
        .map(|k| {
            modules[k]
                .uses
                .iter()
                .filter(|(_, _, public)| *public)
                .filter_map(|(at, leaf, _)| {
                    let abs = absolute(k, at, &leaf.path, true)?;
                    Some((leaf.name.clone(), abs, leaf.glob))
                })
                .collect()
        })
        .collect();
    let mut edges: Vec<std::collections::BTreeSet<usize>> = vec![Default::default(); files.len()];
    for k in 0..files.len() {
        let own = &files[k].0;
        let mut targets = Vec::new();
        for (at, leaf, public) in &modules[k].uses {
            let Some(abs) = absolute(k, at, &leaf.path, true) else {
                continue;
            };
            // A module presenting its own descendants is not using them.
            if *public && abs.len() > own.len() && abs.starts_with(own) {
                continue;
            }
            targets.push(abs);
        }
        for (at, path) in &modules[k].paths {
            targets.extend(absolute(k, at, path, false));
        }
        for abs in targets {
            if let Some(to) = resolve(&abs, &index, &reexports, &modules, 0) {
                if to != k {
                    edges[k].insert(to);
                }
            }
        }
    }
    // Strongly connected components (Tarjan), those of two files or more.
    struct Tarjan<'a> {
        edges: &'a [std::collections::BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for &w in self.edges[v].clone().iter() {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(iw) if self.on_stack[w] => self.low[v] = self.low[v].min(iw),
                    _ => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut scc = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    scc.push(w);
                    if w == v {
                        break;
                    }
                }
                if scc.len() > 1 {
                    self.out.push(scc);
                }
            }
        }
    }
    let n = files.len();
    let mut tarjan = Tarjan {
        edges: &edges,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on_stack: vec![false; n],
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if tarjan.index[v].is_none() {
            tarjan.visit(v);
        }
    }
    tarjan
        .out
        .into_iter()
        .map(|scc| {
            let mut names: Vec<String> = scc.into_iter().map(|k| files[k].1.clone()).collect();
            names.sort();
            names
        })
        .collect()
}

/// The files of the crate whose root is `dir/root`, as modules: path from
/// the crate root, file name, code. Other roots in `dir` (a `main.rs`
/// beside a `lib.rs`, `bin/`) are crates of their own, left out.
fn crate_files(dir: &Path, root: &str) -> Vec<(Vec<String>, String, String)> {
    let mut paths = Vec::new();
    rust_files(dir, &mut paths);
    let mut out = Vec::new();
    for path in paths {
        let rel = path.strip_prefix(dir).unwrap();
        let mut parts: Vec<String> = rel
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        if parts[0] == "bin" || (parts.len() == 1 && parts[0] != root && parts[0] == "main.rs") {
            continue;
        }
        let last = parts.pop().unwrap();
        if last != "mod.rs" && !(parts.is_empty() && last == root) {
            parts.push(last.trim_end_matches(".rs").to_string());
        }
        let text = fs::read_to_string(&path).unwrap();
        let name = path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(&path);
        out.push((parts, name.display().to_string(), code_of(&text)));
    }
    out
}

#[test]
fn no_import_cycles() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let crates = [
        ("src", "lib.rs"),
        ("src/bin/isl_schedule", "main.rs"),
        ("tools/specgen/src", "lib.rs"),
        ("tools/fuzz/src", "lib.rs"),
    ];
    let mut cycles = Vec::new();
    for (dir, file) in crates {
        let files = crate_files(&root.join(dir), file);
        assert!(files.len() > 1, "{dir}: no files read");
        cycles.extend(import_cycles(&files));
    }
    assert!(
        cycles.is_empty(),
        "files that use each other (move what they share into one of them, or a third):\n{}",
        cycles
            .iter()
            .map(|c| c.join(" <-> "))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn cycle_checker_finds_cycles() {
    let crate_of = |files: &[(&str, &str)]| -> Vec<(Vec<String>, String, String)> {
        files
            .iter()
            .map(|(path, code)| {
                let parts: Vec<String> = path
                    .split('/')
                    .filter(|p| !p.is_empty())
                    .map(String::from)
                    .collect();
                (parts, format!("{path}.rs"), code_of(code))
            })
            .collect()
    };
    let cycles = |files: &[(&str, &str)]| import_cycles(&crate_of(files));
    // A parent presenting its children, children using each other one way,
    // an inline test module using its own file: no cycle.
    assert!(cycles(&[
        ("", "pub use a::{A, B}; mod a; mod b;"),
        ("a", "pub use b::B; pub struct A;"),
        ("a/b", "pub struct B; mod tests { use super::*; }"),
        ("c", "use crate::a::A; fn f() { crate::a::b::B }"),
    ])
    .is_empty());
    // Two siblings through their parent's re-exports.
    assert_eq!(
        cycles(&[
            ("t", "pub use objects::Dep; pub use tree::check;"),
            ("t/objects", "pub struct Dep; fn f() { super::check() }"),
            ("t/tree", "pub fn check() {} use super::Dep;"),
        ]),
        vec![vec!["t/objects.rs".to_string(), "t/tree.rs".to_string()]]
    );
    // A `pub use` back to a sibling, through a glob, in a group.
    assert_eq!(
        cycles(&[
            ("s", ""),
            ("s/guard", "pub use super::unpatched::*; pub struct Spaced;"),
            (
                "s/unpatched",
                "use super::{guard::Spaced, other}; pub fn g() {}"
            ),
            ("s/other", ""),
        ])
        .len(),
        1
    );
    // `$crate` paths in a macro, three files round.
    assert_eq!(
        cycles(&[
            ("a", "macro_rules! m { () => { $crate::b::x() } }"),
            ("b", "fn x() { crate::c::y() }"),
            ("c", "fn y() { crate::a::z() } fn z() {}"),
        ])[0]
            .len(),
        3
    );
}
