//! ISL's own test tables from `isl_test.c` (coalescing, lexicographic minima,
//! subsets), read from ISL's source tree and run through the safe API: our
//! results must be exactly the ones ISL's own C tests expect.
#![cfg(not(isl_system))]

use isl_safe::{Context, Map, Set};
use std::path::Path;

/// One field of a C initialiser: a (concatenated) string literal or an integer.
#[derive(Debug, Clone, PartialEq)]
enum Field {
    Str(String),
    Int(i64),
}

/// The entries of the table `name` in `isl_test.c`: `} name[] = { {..}, ... };`.
fn table(name: &str) -> Vec<Vec<Field>> {
    let path = Path::new(env!("ISL_SRC_DIR")).join("isl_test.c");
    let src = std::fs::read_to_string(&path).unwrap();
    let start = [format!("}} {name}[] = {{"), format!("}} {name} [] = {{")]
        .iter()
        .find_map(|pat| src.find(pat.as_str()).map(|at| at + pat.len()))
        .unwrap_or_else(|| panic!("no table {name} in isl_test.c"));
    let bytes = &src.as_bytes()[start..];
    let (mut entries, mut fields, mut depth, mut i) = (Vec::new(), Vec::new(), 0, 0);
    let mut pending_str: Option<String> = None;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += src[start + i..].find("*/").unwrap() + 2;
                continue;
            }
            b'"' => {
                let mut s = pending_str.take().unwrap_or_default();
                i += 1;
                while bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                        s.push(match bytes[i] {
                            b'n' => '\n',
                            b't' => '\t',
                            c => c as char,
                        });
                    } else {
                        s.push(bytes[i] as char);
                    }
                    i += 1;
                }
                pending_str = Some(s);
            }
            b'{' => depth += 1,
            b',' | b'}' => {
                if let Some(s) = pending_str.take() {
                    fields.push(Field::Str(s));
                }
                if bytes[i] == b'}' {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                    entries.push(std::mem::take(&mut fields));
                }
            }
            c if c.is_ascii_digit() || c == b'-' => {
                let end = i
                    + bytes[i..]
                        .iter()
                        .skip(1)
                        .take_while(|b| b.is_ascii_digit())
                        .count()
                    + 1;
                fields.push(Field::Int(src[start + i..start + end].parse().unwrap()));
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    assert!(!entries.is_empty(), "table {name} is empty");
    entries
}

fn s(field: &Field) -> &str {
    match field {
        Field::Str(s) => s,
        other => panic!("expected a string, got {other:?}"),
    }
}

fn int(field: &Field) -> i64 {
    match field {
        Field::Int(i) => *i,
        other => panic!("expected an integer, got {other:?}"),
    }
}

/// `test_coalesce_set`: coalescing keeps the set, and where ISL expects it,
/// leaves a single basic set.
#[test]
fn coalesce_tests() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let tests = table("coalesce_tests");
    assert!(
        tests.len() >= 100,
        "only {} coalesce tests read",
        tests.len()
    );
    for t in &tests {
        let (single, text) = (int(&t[0]), s(&t[1]));
        let set: Set = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let coalesced = set.coalesce().unwrap();
        assert_eq!(coalesced, set, "coalescing changed {text}");
        if single == 1 {
            assert_eq!(coalesced.n_basic_set().unwrap(), 1, "{text} -> {coalesced}");
        }
    }
}

/// `test_lexmin`'s table: the lexicographic minimum of each map.
#[test]
fn lexmin_tests() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let tests = table("lexmin_tests");
    assert!(tests.len() >= 5);
    for t in &tests {
        let map: Map = s(&t[0]).parse().unwrap();
        let expected: Map = s(&t[1]).parse().unwrap();
        assert_eq!(map.lexmin().unwrap(), expected, "lexmin of {}", s(&t[0]));
    }
}

/// `test_subset`'s table: `is_subset` and the `<=` order agree with ISL.
#[test]
fn subset_tests() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let tests = table("subset_tests");
    assert!(tests.len() >= 5);
    for t in &tests {
        let a: Set = s(&t[0]).parse().unwrap();
        let b: Set = s(&t[1]).parse().unwrap();
        let expected = int(&t[2]) == 1;
        assert_eq!(
            a.is_subset(&b).unwrap(),
            expected,
            "{} ⊆ {}",
            s(&t[0]),
            s(&t[1])
        );
        assert_eq!(a <= b, expected);
    }
}
