//! Seed texts: small built-in objects of every type, ISL's test inputs,
//! the string literals of ISL's `isl_test.c` and of this repository's tests.

use crate::pool::Ty;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Seeds are cut to this many bytes.
const MAX_SEED: usize = 16 * 1024;

/// A seed: its text and the reader it was written for (`"any"` when unknown).
#[derive(Clone, Debug)]
pub struct Seed {
    /// The reader operation the text is meant for, or `"any"`.
    pub reader: &'static str,
    /// The text.
    pub text: String,
}

/// A parameter's name of 300 characters.
macro_rules! long_name {
    () => {
        "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"
    };
}

/// Small valid texts of each type, used to fill the pool of API cases.
pub fn builtin(ty: Ty) -> &'static [&'static str] {
    match ty {
        Ty::Set => &[
            "{ [i] : 0 <= i < 10 }",
            "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }",
            "{ [i, j] : i = 2j and 0 <= i <= 10 }",
            "{ [i] : i mod 3 = 1 and 0 <= i <= 20 }",
            "[n, m] -> { [i] : exists (e : i = 3e and 0 <= i < n + m) }",
            "{ A[i, j, k] : 0 <= i, j, k < 4 }",
            "{ [] }",
            "[n] -> { : n > 0 }",
            "{ [i] : i < 0 or i > 5 }",
            "{ [[i] -> [j]] : 0 <= i < j < 5 }",
            "{ [i] : false }",
            "{ [i, j] : 2i + 3j >= 7 and i - j <= 2 and j >= -4 and i <= 9 }",
            // NaN in the lists of a lexicographic comparison, whose order
            // ISL's reader pulls back by them.
            "{ [i] : [i] >> [NaN] }",
            "{ [i, j] : i, j <<= NaN, 0 }",
            "{ [i] : NaN << NaN }",
            "{ [i] : [i] << [0] or i = NaN }",
            concat!("[", long_name!(), "] -> { [i] : 0 <= i < ", long_name!(), " }"),
        ],
        Ty::BasicSet => &[
            "{ [i, j] : i = 2j and 0 <= i <= 10 }",
            "[n] -> { [i, j] : i >= 0 and j >= 0 and i + j <= n }",
            "{ [i] : exists (e : i = 4e + 1) and 0 <= i < 30 }",
            "{ [i, j] : 0 <= i <= 2 and 0 <= j <= 2 }",
        ],
        Ty::Map => &[
            "{ [i] -> [i + 1] : 0 <= i < 10 }",
            "[n] -> { S[i] -> A[i, 2i] : 0 <= i < n }",
            "{ [i, j] -> [j, i] }",
            "{ [i] -> [j, k] : 0 <= i < 5 and i <= j <= i + 2 and 0 <= k <= 1 }",
            "{ [i] -> [o] : o = floor(i / 3) }",
            "{ [[i] -> [j]] -> [i + j] }",
            "{ [i] -> [j] : j >= i }",
            "{ [i] -> [j] : [i, j] >>= [NaN, 0] }",
        ],
        Ty::BasicMap => &["{ [i] -> [j] : j = 2i }", "{ [i, j] -> [i + j, i - j] }"],
        Ty::UnionSet => &[
            "{ S[i] : 0 <= i < 10; T[i, j] : 0 <= i, j < 4 }",
            "[n] -> { S[i] : 0 <= i < n; T[] }",
            "{ A[i] : 0 <= i < 3; B[i, j] : 0 <= i < 2 and 0 <= j < 2 }",
        ],
        Ty::UnionMap => &[
            "{ S[i] -> A[i]; T[i] -> A[i + 1] }",
            "{ S[i] -> T[i] : 0 <= i < 10 }",
            "{ S[i] -> [0, i]; T[i] -> [1, i] }",
            "[n] -> { S[i, j] -> [i, j] : 0 <= i, j < n }",
            "{ S[i] -> S[i + 1] : 0 <= i < 9 }",
            "{ S[i] -> [i] : 0 <= i < 10; T[i] -> [i + 10] : 0 <= i < 2 }",
        ],
        Ty::Val => &["0", "1", "-1", "7/2", "-3/4", "infty", "-infty", "NaN", "12345678901234567890123"],
        Ty::Id => &["a", "S", "n", "i0"],
        Ty::Space => &["{ [i, j] }", "[n] -> { A[i] -> B[j, k] }", "[n, m] -> { : }", "{ [[a] -> [b]] }"],
        Ty::Aff => &["{ [i] -> [(2i + 3)] }", "[n] -> { [i, j] -> [(n - i + floor(j/2))] }", "{ [i] -> [(i mod 4)] }"],
        Ty::PwAff => &[
            "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }",
            "[n] -> { [i] -> [(n + i)] }",
            "{ [i] -> [(floor(i/3))] : 0 <= i <= 10 }",
        ],
        Ty::MultiAff => &["{ [i, j] -> [(j), (i + j)] }", "[n] -> { [(0), (n)] }", "{ S[i] -> A[(i), (2i + 1)] }"],
        Ty::PwMultiAff => &["{ [i] -> [i, 2i] : i >= 0 }", "{ [i] -> [i] : i > 0; [i] -> [-i] : i <= 0 }"],
        Ty::MultiPwAff => &["{ [i] -> [(i), (2i)] }", "[n] -> { [i] -> [(n) : n > 0, (i)] }"],
        Ty::UnionPwAff => &["{ S[i] -> [(i)]; T[i, j] -> [(i + j)] }", "[n] -> { S[i] -> [(n)] }"],
        Ty::UnionPwMultiAff => &["{ S[i] -> A[i, 2i]; T[i] -> B[i + 1] }", "{ S[i, j] -> S[i] }"],
        Ty::MultiUnionPwAff => &[
            "[{ S[i] -> [(i)]; T[i] -> [(2i)] }]",
            "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]",
            "[n] -> { [] }",
        ],
        Ty::MultiVal => &["{ [1, 2] }", "{ [32, 32] }", "{ [0] }", "{ [1, 2/3, -4] }"],
        Ty::MultiId => &["{ [a, b] }", "{ [x] }"],
        Ty::IdList => &["(a, b)", "(n)"],
        Ty::SetList => &["({ [i] : 0 <= i < 3 }, { [i] : 5 <= i < 7 })"],
        Ty::UnionSetList => &["({ S[i] }, { T[i] })"],
        Ty::ValList => &["(1, 2, 3)", "(0)"],
        Ty::AffList => &["({ [i] -> [(i)] }, { [i] -> [(2i)] })"],
        Ty::Schedule => &[
            "{ domain: \"{ S[i] : 0 <= i < 10 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }",
            "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }\", child: { sequence: [ { filter: \"{ T[i] }\" }, { filter: \"{ S[i] }\" } ] } }",
            "{ domain: \"{ S[i, j] : 0 <= i, j < 8 }\", child: { schedule: \"[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]\", permutable: 1, coincident: [ 1, 0 ] } }",
            "{ domain: \"{ S[i] : 0 <= i < 8; T[i] : 0 <= i < 8 }\", child: { set: [ { filter: \"{ S[i] }\" }, { filter: \"{ T[i] }\", child: { mark: \"m\" } } ] } }",
            "{ domain: \"[n] -> { S[i] : 0 <= i < n }\", child: { context: \"[n] -> { : n > 2 }\", child: { guard: \"[n] -> { : n < 100 }\" } } }",
        ],
        Ty::ScheduleConstraints => &[
            "{ domain: \"{ S[i] : 0 <= i < 10; T[i] : 0 <= i < 10 }\", validity: \"{ S[i] -> T[i] }\" }",
            "{ domain: \"{ S[i, j] : 0 <= i, j < 10 }\", validity: \"{ S[i, j] -> S[i + 1, j - 1] }\", proximity: \"{ S[i, j] -> S[i + 1, j - 1] }\" }",
        ],
        Ty::UnionAccessInfo => &[
            "sink: { T[i] -> A[i] : 0 <= i < 10 }\nmust_source: { S[i] -> A[i] : 0 <= i < 10 }\nschedule_map: { S[i] -> [0, i]; T[i] -> [1, i] }",
            "sink: { R[] -> A[0] }\nmust_source: { W1[] -> A[0]; W2[] -> A[0] }\nschedule_map: { W1[] -> [0]; W2[] -> [1]; R[] -> [2] }",
            // A token longer than the reader's first buffer (256 bytes),
            // which grows it: under a small operation limit, where an
            // unpatched ISL wrote past it.
            concat!(
                "sink: [", long_name!(), "] -> { S[i] -> A[i] : i < ", long_name!(), " }\n",
                "must_source: { T[] -> A[0] }\nschedule_map: { T[] -> [0]; S[i] -> [1] }"
            ),
        ],
        Ty::PwQpolynomial => &[
            "[n] -> { [i] -> i^2 + 2 * i * n + n^2 }",
            "{ [i] -> i^2 : -3 <= i <= 2 }",
            "[n] -> { [i] -> floor((n + i)/3) : 0 <= i < n }",
        ],
        Ty::PwQpolynomialFold => &["{ [i] -> max(i, 10 - i) : 0 <= i <= 10 }", "[n] -> { [i] -> min(n, i) }"],
        Ty::UnionPwQpolynomial => &["{ A[i] -> i^2 : 0 <= i <= 4; B[i, j] -> i * j : 0 <= i, j <= 4 }"],
        Ty::FixedBox => &["{ offset: \"{ [(0)] }\", size: \"{ [4] }\" }"],
        Ty::IdToId => &["{ a: b, c: d }"],
        Ty::IdToPwAff => &["{ n: \"{ [(5)] }\" }"],
        Ty::IdToAstExpr => &["{ }"],
        Ty::MapToBasicSet => &["{ }"],
        _ => &[],
    }
}

/// The reader operation for `path`'s extension, for ISL's test inputs.
fn reader_for(path: &Path) -> Option<&'static str> {
    let ext = path.extension()?.to_str()?;
    Some(match ext {
        "st" => "read_schedule",
        "sc" => "read_schedule_constraints",
        "ai" => "read_union_access_info",
        "in" => "read_stream",
        "pwqp" => "read_pw_qpolynomial",
        "polylib" | "pip" => "read_basic_set",
        "omega" => "read_map",
        _ => return None,
    })
}

fn cut(mut s: String) -> String {
    if s.len() > MAX_SEED {
        let mut end = MAX_SEED;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
    }
    s
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// The C string literals of `src`, adjacent literals joined.
pub fn c_strings(src: &str) -> Vec<String> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut cur: Option<String> = None;
    while i < b.len() {
        match b[i] {
            b'"' => {
                let mut s = cur.take().unwrap_or_default();
                i += 1;
                let mut bytes = Vec::new();
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' && i + 1 < b.len() {
                        i += 1;
                        bytes.push(match b[i] {
                            b'n' => b'\n',
                            b't' => b'\t',
                            b'0' => 0,
                            c => c,
                        });
                    } else {
                        bytes.push(b[i]);
                    }
                    i += 1;
                }
                i += 1;
                s.push_str(&String::from_utf8_lossy(&bytes));
                // Adjacent literals (only whitespace between) are one string.
                let mut j = i;
                while j < b.len() && b[j].is_ascii_whitespace() {
                    j += 1;
                }
                if j < b.len() && b[j] == b'"' {
                    cur = Some(s);
                    i = j;
                } else {
                    out.push(s);
                }
            }
            b'\'' => {
                // Skip character literals such as '"'.
                i += if b.get(i + 1) == Some(&b'\\') { 4 } else { 3 };
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    i += 1;
                }
                i += 2;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    out
}

/// The string literals of Rust source `src`: plain and raw (`r#"..."#`).
pub fn rust_strings(src: &str) -> Vec<String> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'r' && (b.get(i + 1) == Some(&b'#') || b.get(i + 1) == Some(&b'"')) {
            let mut hashes = 0;
            let mut j = i + 1;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) == Some(&b'"') && (i == 0 || !is_word(b[i - 1])) {
                let close: String = format!("\"{}", "#".repeat(hashes));
                if let Some(end) = src[j + 1..].find(&close) {
                    out.push(src[j + 1..j + 1 + end].to_string());
                    i = j + 1 + end + close.len();
                    continue;
                }
            }
            i += 1;
        } else if b[i] == b'"' {
            let mut s = Vec::new();
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' && i + 1 < b.len() {
                    i += 1;
                    match b[i] {
                        b'n' => s.push(b'\n'),
                        b't' => s.push(b'\t'),
                        b'0' => s.push(0),
                        b'\n' => {
                            // A line continuation: skip the next line's indentation.
                            while i + 1 < b.len() && b[i + 1].is_ascii_whitespace() {
                                i += 1;
                            }
                        }
                        c => s.push(c),
                    }
                } else {
                    s.push(b[i]);
                }
                i += 1;
            }
            i += 1;
            out.push(String::from_utf8_lossy(&s).into_owned());
        } else if b[i] == b'\'' {
            // Character literals ('"', '\'') and lifetimes.
            if b.get(i + 2) == Some(&b'\'') {
                i += 3;
            } else if b.get(i + 1) == Some(&b'\\') && b.get(i + 3) == Some(&b'\'') {
                i += 4;
            } else {
                i += 1;
            }
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Whether a literal looks like ISL text.
fn looks_like_isl(s: &str) -> bool {
    s.len() >= 2 && s.len() <= MAX_SEED && (s.contains('{') || s.contains('[') || s.contains("->"))
}

/// ISL's source tree: `ISL_SRC_DIR` at run time, else at build time.
pub fn isl_src_dir() -> Option<PathBuf> {
    std::env::var_os("ISL_SRC_DIR")
        .map(PathBuf::from)
        .or_else(|| option_env!("ISL_SRC_DIR").map(PathBuf::from))
        .filter(|p| p.is_dir())
}

/// This repository's root (two levels above this crate).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every seed: built-in texts, ISL's test inputs and the literals of
/// `isl_test.c` and of this repository's tests and examples.
pub fn load() -> Vec<Seed> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut add = |reader: &'static str, text: String| {
        let text = cut(text);
        if seen.insert(text.clone()) {
            out.push(Seed { reader, text });
        }
    };
    for op in crate::ops::table() {
        if let [crate::pool::K::T(ty)] = op.args.as_slice() {
            for t in builtin(*ty) {
                add(op.name, t.to_string());
            }
        }
    }
    if let Some(src) = isl_src_dir() {
        let mut files = Vec::new();
        walk(&src.join("test_inputs"), &mut files);
        for f in files {
            if let Some(reader) = reader_for(&f) {
                if let Ok(text) = std::fs::read_to_string(&f) {
                    add(reader, text);
                }
            }
        }
        if let Ok(text) = std::fs::read_to_string(src.join("isl_test.c")) {
            for s in c_strings(&text) {
                if looks_like_isl(&s) {
                    add("any", s);
                }
            }
        }
    }
    let root = repo_root();
    for dir in ["tests", "examples"] {
        let mut files = Vec::new();
        walk(&root.join(dir), &mut files);
        for f in files
            .iter()
            .filter(|f| f.extension().is_some_and(|e| e == "rs"))
        {
            if let Ok(text) = std::fs::read_to_string(f) {
                for s in rust_strings(&text) {
                    if looks_like_isl(&s) {
                        add("any", s);
                    }
                }
            }
        }
    }
    out
}
