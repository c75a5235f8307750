//! Our fixes to ISL: unified diffs in `isl-sys/patches/`, applied to a copy
//! of ISL's source tree in `OUT_DIR`, which is then what gets compiled.
//!
//! The applier is written here rather than calling a `patch` program, which a
//! fresh machine may not have. It understands the unified diffs `diff -u` and
//! `git diff` write: the text before the first `--- ` line is the patch's
//! comment header, then one or more files, each `--- a/path`, `+++ b/path` and
//! hunks `@@ -l,n +l,m @@` of context (` `), removed (`-`) and added (`+`)
//! lines. A hunk's old lines must match the file exactly (no fuzz); they may
//! sit at another line than the header says, as after an earlier hunk of
//! another patch. A patch that does not apply fails the build, naming the
//! patch, the file and the hunk.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The parts of ISL's tree the library and its C tests are compiled from:
/// folders (relative to the tree) and whether to descend into subfolders.
/// Quote includes resolve next to the including file first, so the copy must
/// hold every source and header, not just the patched ones.
const COPIED: &[(&str, bool)] = &[
    ("", false),
    ("imath", false),
    ("imath_wrap", false),
    ("include", true),
];

/// Copies ISL's sources from `src` to `OUT_DIR/isl-src`, applies every patch
/// of `patches` (sorted by name; none if `None`) and returns the copy's
/// folder. Files are rewritten only when their content changes.
pub fn prepare(src: &Path, patches: Option<&Path>, out_dir: &Path) -> PathBuf {
    if let Some(patches) = patches {
        println!("cargo:rerun-if-changed={}", patches.display());
    }
    let mut files = BTreeMap::new();
    for (dir, recursive) in COPIED {
        collect(src, Path::new(dir), *recursive, &mut files);
    }

    for patch in patches.map(patch_files).unwrap_or_default() {
        let name = patch.file_name().unwrap().to_string_lossy().into_owned();
        let text = fs::read_to_string(&patch).unwrap_or_else(|e| panic!("read {name}: {e}"));
        let diffs = parse(&text).unwrap_or_else(|e| panic!("patch {name}: {e}"));
        for diff in diffs {
            let old = files.get(&diff.path).unwrap_or_else(|| {
                panic!(
                    "patch {name} does not apply: no file {} in ISL's source tree {}",
                    diff.path,
                    src.display()
                )
            });
            let new = apply(old, &diff.hunks).unwrap_or_else(|e| {
                panic!(
                    "patch {name} does not apply to {} (ISL source {}): {e}",
                    diff.path,
                    src.display()
                )
            });
            files.insert(diff.path, new);
        }
    }

    let copy = out_dir.join("isl-src");
    for (rel, text) in &files {
        let target = copy.join(rel);
        fs::create_dir_all(target.parent().unwrap()).unwrap();
        if fs::read(&target).ok().as_deref() != Some(text.as_bytes()) {
            fs::write(&target, text).unwrap_or_else(|e| panic!("write {}: {e}", target.display()));
        }
    }
    copy
}

/// The `*.patch` files of `dir`, sorted by name (none if it does not exist).
fn patch_files(dir: &Path) -> Vec<PathBuf> {
    let mut list: Vec<PathBuf> = match fs::read_dir(dir) {
        Ok(entries) => entries
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "patch"))
            .collect(),
        Err(_) => Vec::new(),
    };
    list.sort();
    list
}

/// Reads the `.c`/`.h` files (and `Makefile.am`, `configure.ac` at the top)
/// of `src/dir` into `files`, keyed by their `/`-separated relative path.
fn collect(src: &Path, dir: &Path, recursive: bool, files: &mut BTreeMap<String, String>) {
    let full = src.join(dir);
    let entries = fs::read_dir(&full).unwrap_or_else(|e| panic!("read {}: {e}", full.display()));
    for entry in entries {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        let rel = dir.join(&name);
        let kind = entry.file_type().unwrap();
        if kind.is_dir() {
            if recursive {
                collect(src, &rel, true, files);
            }
            continue;
        }
        let wanted = name.ends_with(".c")
            || name.ends_with(".h")
            || (dir.as_os_str().is_empty() && (name == "Makefile.am" || name == "configure.ac"));
        if wanted {
            // ISL's sources are ASCII; a lossy read would only matter to a patch
            // touching a non-UTF-8 line, which then simply fails to match.
            let bytes = fs::read(entry.path()).unwrap();
            let key = rel.to_string_lossy().replace('\\', "/");
            files.insert(key, String::from_utf8_lossy(&bytes).into_owned());
        }
    }
}

/// The changes a patch makes to one file.
#[derive(Debug)]
struct FileDiff {
    /// The path inside ISL's tree (the `+++` name without its `b/`).
    path: String,
    hunks: Vec<Hunk>,
}

/// One `@@` hunk.
#[derive(Debug)]
struct Hunk {
    /// Its `@@ ... @@` line, for error messages.
    header: String,
    /// The first old line, counted from 1 (0 for an empty old side).
    old_start: usize,
    /// The lines the hunk expects (context and removed).
    old: Vec<String>,
    /// The lines it leaves (context and added).
    new: Vec<String>,
}

/// Splits a patch into files and hunks, checking each hunk's line counts.
fn parse(text: &str) -> Result<Vec<FileDiff>, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut diffs: Vec<FileDiff> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let is_file_start =
            line.starts_with("--- ") && lines.get(i + 1).is_some_and(|l| l.starts_with("+++ "));
        if is_file_start {
            diffs.push(FileDiff {
                path: diff_path(&lines[i + 1][4..])?,
                hunks: Vec::new(),
            });
            i += 2;
            continue;
        }
        if !line.starts_with("@@ ") {
            // The comment header, or `diff --git`/`index` lines between files.
            if !diffs.is_empty() && !diffs.last().unwrap().hunks.is_empty() {
                let ok = line.starts_with("diff ") || line.starts_with("index ");
                if !ok {
                    return Err(format!("line {}: unexpected {line:?} after a hunk", i + 1));
                }
            }
            i += 1;
            continue;
        }
        let diff = diffs
            .last_mut()
            .ok_or_else(|| format!("line {}: a hunk before any `---`/`+++` lines", i + 1))?;
        let (old_start, old_count, new_count) =
            hunk_range(line).ok_or_else(|| format!("line {}: bad hunk header {line:?}", i + 1))?;
        let mut hunk = Hunk {
            header: line.to_string(),
            old_start,
            old: Vec::new(),
            new: Vec::new(),
        };
        i += 1;
        while hunk.old.len() < old_count || hunk.new.len() < new_count {
            let body = *lines
                .get(i)
                .ok_or_else(|| format!("hunk {line:?} ends early (end of the patch)"))?;
            let (tag, rest) = body.split_at(body.len().min(1));
            match tag {
                " " | "" => {
                    hunk.old.push(rest.to_string());
                    hunk.new.push(rest.to_string());
                }
                "-" => hunk.old.push(rest.to_string()),
                "+" => hunk.new.push(rest.to_string()),
                "\\" => {}
                _ => return Err(format!("line {}: bad hunk line {body:?}", i + 1)),
            }
            i += 1;
        }
        if hunk.old.len() != old_count || hunk.new.len() != new_count {
            return Err(format!(
                "hunk {line:?}: its line counts do not match its body"
            ));
        }
        while lines.get(i).is_some_and(|l| l.starts_with('\\')) {
            i += 1;
        }
        diff.hunks.push(hunk);
    }
    if diffs.is_empty() || diffs.iter().any(|d| d.hunks.is_empty()) {
        return Err("no hunks (is it a unified diff?)".to_string());
    }
    Ok(diffs)
}

/// The path of a `+++ b/path` line (its timestamp, if any, left out).
fn diff_path(field: &str) -> Result<String, String> {
    let name = field.split('\t').next().unwrap().trim();
    let name = name.strip_prefix("b/").unwrap_or(name);
    if name.is_empty() || name == "/dev/null" || name.split('/').any(|c| c == "..") {
        return Err(format!("unsupported file name {field:?}"));
    }
    Ok(name.to_string())
}

/// Reads `@@ -l[,n] +l[,m] @@`.
fn hunk_range(line: &str) -> Option<(usize, usize, usize)> {
    let mut parts = line.split_whitespace();
    let _at = parts.next()?;
    let (old_start, old_count) = range(parts.next()?.strip_prefix('-')?)?;
    let (_, new_count) = range(parts.next()?.strip_prefix('+')?)?;
    (parts.next()? == "@@").then_some((old_start, old_count, new_count))
}

fn range(s: &str) -> Option<(usize, usize)> {
    match s.split_once(',') {
        Some((start, count)) => Some((start.parse().ok()?, count.parse().ok()?)),
        None => Some((s.parse().ok()?, 1)),
    }
}

/// Applies the hunks of one file in order. Each hunk's old lines must appear
/// exactly, after the previous hunk; the occurrence nearest to the line its
/// header names (shifted by what earlier hunks added or removed) is used.
fn apply(text: &str, hunks: &[Hunk]) -> Result<String, String> {
    let ends_with_newline = text.ends_with('\n');
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut floor = 0; // hunks apply in order: not before the previous one's end
    let mut shift: isize = 0;
    for (n, hunk) in hunks.iter().enumerate() {
        let wanted = (hunk.old_start.max(1) as isize - 1 + shift).max(0) as usize;
        let at = find(&lines, &hunk.old, floor, wanted).ok_or_else(|| {
            format!(
                "hunk {} of {} ({}) does not match: its context or removed lines \
                 are not in the file",
                n + 1,
                hunks.len(),
                hunk.header
            )
        })?;
        lines.splice(at..at + hunk.old.len(), hunk.new.iter().cloned());
        floor = at + hunk.new.len();
        shift += hunk.new.len() as isize - hunk.old.len() as isize;
    }
    let mut out = lines.join("\n");
    if ends_with_newline || !out.is_empty() {
        out.push('\n');
    }
    Ok(out)
}

/// The start of the occurrence of `block` in `lines[floor..]` nearest to `wanted`.
fn find(lines: &[String], block: &[String], floor: usize, wanted: usize) -> Option<usize> {
    if block.is_empty() {
        return Some(wanted.clamp(floor, lines.len()));
    }
    let last = lines.len().checked_sub(block.len())?;
    (floor..=last)
        .filter(|&at| lines[at..at + block.len()] == *block)
        .min_by_key(|&at| at.abs_diff(wanted))
}

#[cfg(test)]
mod tests {
    // The build script has no test harness; these run with
    // `rustc --test isl-sys/build/patch.rs` when the applier changes.
    use super::*;

    #[test]
    fn applies_with_an_offset_and_rejects_a_mismatch() {
        let patch = "header\n--- a/f.c\n+++ b/f.c\n@@ -2,2 +2,3 @@\n b\n-c\n+C\n+D\n";
        let diffs = parse(patch).unwrap();
        assert_eq!(diffs[0].path, "f.c");
        let out = apply("x\na\nb\nc\nd\n", &diffs[0].hunks).unwrap();
        assert_eq!(out, "x\na\nb\nC\nD\nd\n");
        assert!(apply("a\nb\nX\n", &diffs[0].hunks).is_err());
    }
}
