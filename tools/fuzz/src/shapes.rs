//! The shapes the pool starts from: for every object type, objects of the
//! shapes that break assumptions, not only random ones. Empty and universe
//! sets, zero-dimensional and parameter-only spaces, different parameter
//! lists and orders, existentially quantified variables, wrapped and nested
//! spaces, several pieces, named, unnamed and primed tuples, NaN and
//! infinite values, many dimensions, objects of another context, and, for
//! the types ISL only hands out (schedule-tree nodes, AST nodes, vertices,
//! terms, ...), every kind ISL makes.
//!
//! Each type's shapes are made on first use in a case, outside the case's
//! operation limit (by the pool that draws them); a shape ISL refuses to make
//! is left out.

use isl_safe::*;
use std::str::FromStr;

/// A type whose shapes the pool can make.
pub trait Shaped: Sized {
    /// Objects of this type, in `ctx` (active on this thread) and, for some
    /// shapes, in `other`.
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self>;
}

/// A set of 40 dimensions (many, within the guards' bounds).
fn wide_set() -> String {
    let names: Vec<String> = (0..40).map(|k| format!("i{k}")).collect();
    format!("{{ [{}] : 0 <= i0 <= 3 }}", names.join(", "))
}

/// A map with 20 input and 20 output dimensions.
fn wide_map() -> String {
    let ins: Vec<String> = (0..20).map(|k| format!("i{k}")).collect();
    let outs: Vec<String> = (0..20).map(|k| format!("o{k}")).collect();
    format!(
        "{{ [{}] -> [{}] : o0 = i0 + 1 }}",
        ins.join(", "),
        outs.join(", ")
    )
}

/// Every text read as `T`, dropping those ISL refuses; the first also in
/// the other context.
fn read<T: FromStr<Err = Error>>(texts: &[&str], other: Option<&Context>) -> Vec<T> {
    read_with(texts, other, |t| t.parse())
}

/// The same with a reader of ISL's own name (`read_from_str`).
fn read_with<T>(texts: &[&str], other: Option<&Context>, f: fn(&str) -> Result<T>) -> Vec<T> {
    let mut out: Vec<T> = texts.iter().filter_map(|t| f(t).ok()).collect();
    if let (Some(o), Some(first)) = (other, texts.first()) {
        if let Ok(x) = o.scope(|| f(first)) {
            out.push(x);
        }
    }
    out
}

/// The sets' texts (also the domains of other shapes).
pub const SETS: &[&str] = &[
    "{ [i] : 0 <= i < 10 }",
    "{ [i] : false }",
    "{ [i] }",
    "{ [] }",
    "[n] -> { : n > 0 }",
    "[n] -> { [i] : 0 <= i < n }",
    "[m, n] -> { [i] : 0 <= i < n and i < m }",
    "[n, m] -> { [i, j] : 0 <= i < n and 0 <= j < m }",
    "{ [i] : exists (e : i = 3e) and 0 <= i <= 30 }",
    "{ [[i] -> [j]] : 0 <= i < j < 5 }",
    "{ [[[i] -> [j]] -> [k]] : 0 <= i, j, k < 3 }",
    "{ [[i] -> [[j] -> [k]]] : 0 <= i, j, k < 3 }",
    "{ [S[i] -> A[j]] : 0 <= i, j < 4 }",
    "{ [i] : i < 0 or i > 5 }",
    "{ S[i, j] : 0 <= i, j < 4 }",
    "{ A[i, i'] : 0 <= i < i' < 3 }",
    "{ [i, j] : 2i + 3j >= 7 and i - j <= 2 and j >= -4 and i <= 9 }",
    "{ [i] : i mod 4 = 1 and 0 <= i <= 20 }",
    "{ [i] : 0 <= i <= 100000000000000000000 }",
];

pub const BASIC_SETS: &[&str] = &[
    "{ [i] : 0 <= i < 10 }",
    "{ [i] : false }",
    "{ [i] }",
    "{ [] }",
    "[n] -> { : n > 0 }",
    "[n] -> { [i] : exists (e : i = 2e) and 0 <= i < n }",
    "[m, n] -> { [i] : 0 <= i < n and i < m }",
    "{ [i] : exists (e : i = 4e + 1) and 0 <= i < 30 }",
    "{ [[i] -> [j]] : 0 <= i < j < 5 }",
    "{ S[i, j] : 0 <= i <= 2 and 0 <= j <= 2 }",
    "{ [i, j] : i >= 0 and j >= 0 and i + j <= 4 }",
    "[n] -> { [i, j] : i >= 0 and j >= 0 and i + j <= n }",
];

pub const MAPS: &[&str] = &[
    "{ [i] -> [j] : 0 <= i < 10 and j = i + 1 }",
    "{ [i] -> [j] : false }",
    "{ [i] -> [j] }",
    "{ [] -> [] }",
    "[n] -> { [] -> [] : n > 0 }",
    "[n] -> { S[i] -> A[i, 2i] : 0 <= i < n }",
    "[m, n] -> { [i] -> [j] : 0 <= j <= i < n and i < m }",
    "{ [i] -> [o] : exists (e : o = 3e and i <= o <= i + 5) }",
    "{ [[i] -> [j]] -> [k] : k = i + j }",
    "{ [i] -> [[j] -> [k]] : j = i and k = 2i }",
    "{ [i] -> [j] : j = i + 1 or j = i - 1 }",
    "{ S[i, j] -> S[i', j'] : i' = i + 1 and j' = j and 0 <= i, j < 4 }",
    "{ [i] -> [j] : j >= i }",
    "{ [i, j] -> [j, i] }",
    "{ [[i] -> [j]] -> [[k] -> [l]] : k = i and l = j }",
    "{ [[i] -> [j]] -> [[k] -> [l]] }",
    "{ [[i] -> [[j] -> [k]]] -> [l] : l = i + j + k }",
    "{ [i] -> [[[j] -> [k]] -> [l]] }",
    "{ S[i] -> [A[j] -> B[k]] : j = i and k = i + 1 }",
    "{ [i] -> [o] : o = floor(i / 3) }",
    "{ [i] -> [j] : j = 3i and 0 <= i < 8 }",
    "{ S[i] -> [0, i] : 0 <= i < 10 }",
];

pub const BASIC_MAPS: &[&str] = &[
    "{ [i] -> [j] : j = 2i }",
    "{ [i] -> [j] : false }",
    "{ [i] -> [j] }",
    "{ [] -> [] }",
    "[n] -> { [i] -> [j] : exists (e : j = 2e) and i <= j < n }",
    "[m, n] -> { [i] -> [j] : 0 <= j <= i < n and i < m }",
    "{ [i, j] -> [i + j, i - j] }",
    "{ [[i] -> [j]] -> [k] : k = i + j }",
    "{ S[i] -> S[i + 1] : 0 <= i < 9 }",
    "{ [[i] -> [j]] -> [[k] -> [l]] : k = i and l = j }",
    "{ [i] -> [[j] -> [k]] : j = i and k = 2i }",
    "{ [[i] -> [[j] -> [k]]] -> [l] }",
];

pub const UNION_SETS: &[&str] = &[
    "{ S[i] : 0 <= i < 10; T[i, j] : 0 <= i, j < 4 }",
    "{ }",
    "[n] -> { S[i] : 0 <= i < n; T[] }",
    "{ [i] : 0 <= i < 5 }",
    "[m, n] -> { A[i] : 0 <= i < m; B[i] : 0 <= i < n }",
    "{ [[i] -> [j]] : 0 <= i < j < 3; S[] }",
    "{ S[i] : 0 <= i < 4 }",
];

pub const UNION_MAPS: &[&str] = &[
    "{ S[i] -> A[i]; T[i] -> A[i + 1] }",
    "{ }",
    "{ S[i] -> T[i] : 0 <= i < 10 }",
    "{ S[i] -> [0, i]; T[i] -> [1, i] }",
    "[n] -> { S[i, j] -> [i, j] : 0 <= i, j < n }",
    "{ S[i] -> S[i + 1] : 0 <= i < 9 }",
    "{ [i] -> [j] : 0 <= i < 4 and j = i + 1 }",
    "[m, n] -> { A[i] -> B[i] : i < m; B[i] -> A[i] : i < n }",
    "{ S[i] -> [i] : 0 <= i < 4 }",
];

impl Shaped for Set {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = read(SETS, other);
        v.extend(wide_set().parse());
        v
    }
}

impl Shaped for BasicSet {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = read(BASIC_SETS, other);
        v.extend(wide_set().parse());
        v
    }
}

impl Shaped for Map {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = read(MAPS, other);
        v.extend(wide_map().parse());
        v
    }
}

impl Shaped for BasicMap {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = read(BASIC_MAPS, other);
        v.extend(wide_map().parse());
        v
    }
}

impl Shaped for UnionSet {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        read(UNION_SETS, other)
    }
}

impl Shaped for UnionMap {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        read(UNION_MAPS, other)
    }
}

/// Types read from their texts alone.
macro_rules! from_texts {
    ($($t:ty => [$($text:expr),* $(,)?];)*) => {$(
        impl Shaped for $t {
            fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
                read_with(&[$($text),*], other, |t| <$t>::read_from_str(t))
            }
        }
    )*};
}

from_texts! {
    Space => [
        "{ [i, j] }", "[n] -> { A[i] -> B[j, k] }", "[n, m] -> { : }", "{ [[a] -> [b]] }",
        "{ [] }", "{ [] -> [] }", "{ : }", "[m, n] -> { [i] }", "{ S[i] -> [[a] -> [b]] }",
        "{ [i] }", "{ [i] -> [j] }", "{ S[i, j] }", "{ [[a] -> [b]] -> [c] }",
        "{ [a] -> [[b] -> [c]] }", "{ [[a] -> [b]] -> [[c] -> [d]] }", "{ [[a] -> [[b] -> [c]]] }",
        "{ [a] -> [[[b] -> [c]] -> [d]] }", "[n] -> { [[i] -> [j]] }",
    ];
    Val => [
        "0", "1", "-1", "7/2", "-3/4", "infty", "-infty", "NaN", "2", "32",
        "12345678901234567890123", "-12345678901234567890123/7",
    ];
    Id => ["a", "S", "n", "i", "i0", "m"];
    Aff => [
        "{ [i] -> [(2i + 3)] }", "[n] -> { [i, j] -> [(n - i + floor(j/2))] }",
        "{ [i] -> [(i mod 4)] }", "{ [] -> [(5)] }", "[n] -> { [] -> [(n)] }",
        "{ [i] -> [(NaN)] }", "[m, n] -> { [i] -> [(m + i)] }", "{ [i] -> [(i/2)] }",
        "{ S[i, j] -> [(i)] }", "{ [[i] -> [j]] -> [(i - j)] }", "{ [i] -> [(i)] }",
        "{ [[i] -> [j]] -> A[(i)] }", "[n] -> { [(n)] }", "[n, m] -> { [(n + m)] }",
        "{ [[[i] -> [j]] -> [k]] -> [(k)] }",
    ];
    PwAff => [
        "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }", "[n] -> { [i] -> [(n + i)] }",
        "{ [i] -> [(floor(i/3))] : 0 <= i <= 10 }", "{ [i] -> [(i)] : false }",
        "{ [i] -> [(NaN)] }", "{ [] -> [(3)] }", "[m, n] -> { [i] -> [(m)] : i < n }",
        "[n] -> { [] -> [(n)] }", "{ [i] -> [(i)] }", "{ S[i] -> [(2i)] : 0 <= i < 4 }",
        "{ [[i] -> [j]] -> A[(i + j)] : i < j }", "[n] -> { [(n)] : n > 0 }",
    ];
    MultiAff => [
        "{ [i, j] -> [(j), (i + j)] }", "[n] -> { [] -> [(0), (n)] }",
        "{ S[i] -> A[(i), (2i + 1)] }", "{ [i] -> [] }", "{ [] -> [] }",
        "{ [i] -> [(NaN)] }", "{ [i] -> [(i), (floor(i/2))] }", "[m, n] -> { [i] -> [(m), (n)] }",
        "{ [i] -> [(i)] }", "{ [i] -> [(i + 1)] }", "{ [[i] -> [j]] -> [(i)] }",
        "{ [i] -> [[(i)] -> [(2i)]] }", "{ S[i] -> A[(i)] }", "[n] -> { [(n), (2n)] }",
        "{ [[i] -> [j]] -> [[(i)] -> [(j)]] }", "{ [i] -> [[[(i)] -> [(i)]] -> [(i)]] }",
        "[n] -> { A[(n)] }",
    ];
    PwMultiAff => [
        "{ [i] -> [i, 2i] : i >= 0 }", "{ [i] -> [i] : i > 0; [i] -> [-i] : i <= 0 }",
        "{ [i] -> [] : false }", "{ [i] -> [] }", "{ [] -> [] }",
        "[n] -> { [i] -> [n - i] : 0 <= i < n }", "{ S[i] -> A[i, 0] }",
        "{ [i] -> [floor(i/2)] }", "{ [i] -> [i] }", "{ [i] -> [j] : false }",
        "{ [i] -> [[i] -> [2i]] : i >= 0 }", "{ [[i] -> [j]] -> [i] }", "[n] -> { [n, 2n] }",
        "{ S[i] -> A[i] : 0 <= i < 4 }", "{ [[i] -> [j]] -> [[i] -> [j]] }",
    ];
    MultiPwAff => [
        "{ [i] -> [(i), (2i)] }", "[n] -> { [i] -> [(n) : n > 0, (i)] }", "{ [i] -> [] }",
        "{ [i] -> [((i) : i >= 0)] }", "{ [] -> [(5)] }", "{ [i] -> [(i)] }",
        "[m, n] -> { [i] -> [(m), (n)] }", "{ [i] -> [[(i)] -> [(2i)]] }",
        "{ [[i] -> [j]] -> [(i)] }", "[n] -> { [(n)] }", "{ S[i] -> A[(i)] }",
        "{ [[i] -> [j]] -> [[(i)] -> [(j)]] }",
    ];
    UnionPwAff => [
        "{ S[i] -> [(i)]; T[i, j] -> [(i + j)] }", "[n] -> { S[i] -> [(n)] }", "{ }",
        "[m, n] -> { A[i] -> [(m)] : i < n }", "{ S[i] -> [(i)] : false }",
        "{ S[i] -> [(2i)] : 0 <= i < 4 }", "[n] -> { [(n)] }",
        "{ [S[i] -> T[j]] -> [(i)] }",
    ];
    UnionPwMultiAff => [
        "{ S[i] -> A[i, 2i]; T[i] -> B[i + 1] }", "{ S[i, j] -> S[i] }", "{ }",
        "[n] -> { S[i] -> [n] }", "{ S[i] -> [] }", "{ S[i] -> [i] : false }",
        "{ S[i] -> A[i] }", "{ S[i] -> [A[i] -> B[2i]] }", "{ [S[i] -> T[j]] -> A[i] }",
        "{ S[i] -> A[NaN, i] }",
    ];
    MultiUnionPwAff => [
        "[{ S[i] -> [(i)]; T[i] -> [(2i)] }]", "[n] -> [{ S[i] -> [(n)] }, { S[i] -> [(i)] }]",
        "[]", "[n] -> { [] }", "[{ S[i] -> [(i)] }]", "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]",
        "A[{ S[i] -> [(i)] }]", "[[{ S[i] -> [(i)] }] -> [{ S[i] -> [(2i)] }]]",
        "[n] -> [{ [] -> [(n)] }]", "[n] -> { A[(n)] }",
        "[{ S[i] -> [(i)] }, { S[i] -> [(NaN)] }]",
    ];
    MultiVal => [
        "{ [1, 2] }", "{ [32, 32] }", "{ [0] }", "{ [1, 2/3, -4] }", "{ [] }",
        "{ [NaN, infty] }", "[n] -> { [5] }", "{ A[1, 2] }", "{ [4] }",
        "{ [[1] -> [2]] }", "{ [A[1] -> B[2, 3]] }",
    ];
    MultiId => ["{ [a, b] }", "{ [x] }", "{ [] }", "{ S[a, b] }", "{ [[a] -> [b]] }"];
    PwQpolynomial => [
        "{ [i] -> i^2 : 0 <= i <= 10 }", "[n] -> { [i] -> (n * i + 1/2) : 0 <= i < n }",
        "{ [i] -> floor(i/2) }", "{ [i] -> 0 : false }", "{ [] -> 3 }",
        "[n] -> { [i, j] -> (i * j + n^2) : 0 <= i, j < n }", "{ [i] -> i }",
        "[m, n] -> { [i] -> (m * n) : 0 <= i < n }", "{ S[i] -> (2i) : 0 <= i < 4 }",
    ];
    PwQpolynomialFold => [
        "{ [i] -> max(i, 10 - i) : 0 <= i <= 10 }", "[n] -> { [i] -> min(n, i) }",
        "{ [] -> max(3) }", "{ [i] -> max(i) : false }", "{ [i] -> max(i^2) : 0 <= i < 4 }",
        "[m, n] -> { [i] -> max(m, n) }",
    ];
    UnionPwQpolynomial => [
        "{ A[i] -> i^2 : 0 <= i <= 4; B[i, j] -> i * j : 0 <= i, j <= 4 }", "{ }",
        "[n] -> { S[i] -> n : 0 <= i < n }", "{ S[i] -> i : 0 <= i < 4 }",
    ];
}

/// Hash maps and boxes: read from their texts; where the linked ISL cannot
/// read them (ISL 0.25 has no readers for them, and the system ISL's are
/// refused: see `isl_safe`'s `unpatched` guards), made by their functions.
macro_rules! read_or_make {
    ($($t:ty => [$($text:expr),* $(,)?] else $make:expr;)*) => {$(
        impl Shaped for $t {
            fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
                let read = read_with(&[$($text),*], other, |t| <$t>::read_from_str(t));
                if !read.is_empty() {
                    return read;
                }
                let make: fn() -> Result<Vec<$t>> = $make;
                let mut made = make().unwrap_or_default();
                if let Some(o) = other {
                    made.extend(o.scope(make).unwrap_or_default().into_iter().take(1));
                }
                made
            }
        }
    )*};
}

read_or_make! {
    IdToId => ["{ a: b, c: d }", "{ }", "{ n: n }"] else || {
        let id = |s: &str| Id::read_from_str(s);
        Ok(vec![
            IdToId::alloc(2)?.set(id("a")?, id("b")?)?.set(id("c")?, id("d")?)?,
            IdToId::alloc(0)?,
            IdToId::alloc(1)?.set(id("n")?, id("n")?)?,
        ])
    };
    IdToPwAff => ["{ n: \"{ [(5)] }\" }", "{ }", "{ i: \"[n] -> { [(n)] }\" }"] else || {
        Ok(vec![
            IdToPwAff::alloc(1)?.set(Id::read_from_str("n")?, "{ [(5)] }".parse::<PwAff>()?)?,
            IdToPwAff::alloc(0)?,
            IdToPwAff::alloc(1)?.set(Id::read_from_str("i")?, "[n] -> { [(n)] }".parse::<PwAff>()?)?,
        ])
    };
    IdToAstExpr => ["{ }"] else || Ok(vec![IdToAstExpr::alloc(0)?]);
    MapToBasicSet => ["{ }"] else || Ok(vec![MapToBasicSet::alloc(0)?]);
    FixedBox => [
        "{ offset: \"{ [(0)] }\", size: \"{ [4] }\" }",
        "{ offset: \"[n] -> { S[i] -> [(i), (n)] }\", size: \"{ [2, 3] }\" }",
    ] else || {
        Ok(vec![
            "{ [i] : 0 <= i < 4 }".parse::<Set>()?.get_simple_fixed_box_hull()?,
            "[n] -> { S[i] -> [j, k] : i <= j < i + 2 and n <= k < n + 3 }"
                .parse::<Map>()?
                .get_range_simple_fixed_box_hull()?,
        ])
    };
}

/// Schedules of every node type, in YAML.
pub const SCHEDULES: &[&str] = &[
    "{ domain: \"{ S[i] : 0 <= i < 10 }\" }",
    "{ domain: \"[n] -> { S[i, j] : 0 <= i, j < n }\", child: { schedule: \"[n] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]\", permutable: 1, coincident: [ 1, 1 ] } }",
    "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 2 }\", child: { sequence: [ { filter: \"{ S[i] }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }, { filter: \"{ T[i] }\" } ] } }",
    "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 2 }\", child: { set: [ { filter: \"{ S[i] }\" }, { filter: \"{ T[i] }\" } ] } }",
    "{ domain: \"{ S[i] : 0 <= i < 8 }\", child: { mark: \"kernel\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } } }",
    "{ domain: \"[n] -> { S[i] : 0 <= i < n }\", child: { context: \"[n] -> { : n >= 0 }\", child: { schedule: \"[n] -> [{ S[i] -> [(i)] }]\", options: \"{ separate[x] }\" } } }",
    "{ domain: \"[n] -> { S[i] : 0 <= i < n }\", child: { guard: \"[n] -> { : n > 2 }\", child: { schedule: \"[n] -> [{ S[i] -> [(i)] }]\" } } }",
    "{ domain: \"{ S[i] : 0 <= i < 4 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\", child: { extension: \"{ [i] -> T[i] }\", child: { sequence: [ { filter: \"{ T[i] }\" }, { filter: \"{ S[i] }\" } ] } } } }",
    "{ domain: \"{ G[i] : 0 <= i < 4 }\", child: { schedule: \"[{ G[i] -> [(i)] }]\", child: { contraction: \"{ S[i, j] -> G[i] }\", expansion: \"{ G[i] -> S[i, j] : 0 <= j < 2 }\" } } }",
    "{ domain: \"{ }\" }",
    "{ domain: \"{ S[i, j, k] : 0 <= i, j, k < 4 }\", child: { schedule: \"[{ S[i, j, k] -> [(i)] }, { S[i, j, k] -> [(j)] }, { S[i, j, k] -> [(k)] }]\", permutable: 1 } }",
];

impl Shaped for Schedule {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v: Vec<Schedule> = read(SCHEDULES, other);
        v.extend(
            "{ S[i] : 0 <= i < 4 }"
                .parse::<UnionSet>()
                .and_then(Schedule::from_domain),
        );
        v
    }
}

/// Every node of a schedule tree, root first.
fn nodes(node: ScheduleNode, out: &mut Vec<ScheduleNode>) {
    let n = node.n_children().unwrap_or(0);
    out.push(node.clone());
    for k in 0..n.min(4) {
        if let Ok(child) = node.get_child(k as i32) {
            nodes(child, out);
        }
    }
}

impl Shaped for ScheduleNode {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        for s in Schedule::shapes(ctx, other) {
            if let Ok(root) = s.get_root() {
                nodes(root, &mut v);
            }
        }
        v.extend(
            "{ S[i] : 0 <= i < 4 }"
                .parse::<UnionSet>()
                .and_then(ScheduleNode::from_domain),
        );
        v.extend(
            "{ [] -> T[i] : 0 <= i < 2 }"
                .parse::<UnionMap>()
                .and_then(ScheduleNode::from_extension),
        );
        v
    }
}

impl Shaped for ScheduleConstraints {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v: Vec<ScheduleConstraints> = read(
            &[
                "{ domain: \"{ S[i] : 0 <= i < 10 }\", validity: \"{ S[i] -> S[i + 1] }\" }",
                "{ domain: \"[n] -> { S[i, j] : 0 <= i, j < n }\", validity: \"{ S[i, j] -> S[i + 1, j - 1] }\", proximity: \"{ S[i, j] -> S[i, j + 1] }\" }",
                "{ domain: \"{ }\" }",
            ],
            other,
        );
        let make = || -> Result<ScheduleConstraints> {
            ScheduleConstraints::on_domain(
                "{ S[i] : 0 <= i < 8; T[i] : 0 <= i < 8 }".parse::<UnionSet>()?,
            )?
            .set_validity("{ S[i] -> T[i] }".parse::<UnionMap>()?)?
            .set_coincidence("{ S[i] -> S[i + 1] }".parse::<UnionMap>()?)?
            .set_context("{ : }".parse::<Set>()?)
        };
        v.extend(make());
        v
    }
}

impl Shaped for UnionAccessInfo {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v: Vec<UnionAccessInfo> = read_with(
            &["{ sink: \"{ S[i] -> A[i] }\", must_source: \"{ T[i] -> A[i] }\" }"],
            other,
            UnionAccessInfo::read_from_str,
        );
        let make = |sched: bool| -> Result<UnionAccessInfo> {
            let info =
                UnionAccessInfo::from_sink("{ S[i] -> A[i] : 0 <= i < 8 }".parse::<UnionMap>()?)?
                    .set_must_source("{ T[i] -> A[i + 1] : 0 <= i < 8 }".parse::<UnionMap>()?)?
                    .set_may_source("{ U[i] -> A[i] : 0 <= i < 4 }".parse::<UnionMap>()?)?;
            if sched {
                info.set_schedule_map(
                    "{ S[i] -> [i, 1]; T[i] -> [i, 0]; U[i] -> [i, 2] }".parse::<UnionMap>()?,
                )
            } else {
                Ok(info)
            }
        };
        v.extend(make(true));
        v.extend(make(false));
        v.extend(
            "{ }"
                .parse::<UnionMap>()
                .and_then(UnionAccessInfo::from_sink),
        );
        v
    }
}

impl Shaped for UnionFlow {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        UnionAccessInfo::shapes(ctx, other)
            .into_iter()
            .filter_map(|i| i.compute_flow().ok())
            .collect()
    }
}

impl Shaped for LocalSpace {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v: Vec<LocalSpace> = Space::shapes(ctx, other)
            .into_iter()
            .filter_map(|s| LocalSpace::from_space(s).ok())
            .collect();
        for b in BasicSet::shapes(ctx, None).into_iter().take(8) {
            v.extend(b.get_local_space());
        }
        v
    }
}

impl Shaped for Point {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v: Vec<Point> = Set::shapes(ctx, other)
            .iter()
            .filter_map(|s| s.sample_point().ok())
            .collect();
        for s in Space::shapes(ctx, None).into_iter().take(4) {
            v.extend(Point::zero(s.clone()));
            v.extend(Point::void(s));
        }
        v
    }
}

impl Shaped for Constraint {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        for b in BasicSet::shapes(ctx, other) {
            if let Ok(list) = b.get_constraint_list() {
                for k in 0..list.size().unwrap_or(0).min(3) {
                    v.extend(list.get_at(k as i32));
                }
            }
        }
        for b in BasicMap::shapes(ctx, None) {
            if let Ok(list) = b.get_constraint_list() {
                v.extend(list.get_at(0));
            }
        }
        for ls in LocalSpace::shapes(ctx, None).into_iter().take(3) {
            v.extend(Constraint::alloc_equality(ls.clone()));
            v.extend(Constraint::alloc_inequality(ls));
        }
        v
    }
}

/// The pieces of piecewise quasi-polynomials, and polynomials of other shapes.
impl Shaped for Qpolynomial {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        for pw in PwQpolynomial::shapes(ctx, other) {
            let _ = pw.foreach_piece(|_, qp| {
                v.push(qp);
                Ok::<(), Error>(())
            });
        }
        for a in Aff::shapes(ctx, None).into_iter().take(4) {
            v.extend(Qpolynomial::from_aff(a));
        }
        if let Ok(space) = "{ [i] }".parse::<Space>() {
            v.extend(Qpolynomial::nan_on_domain(space.clone()));
            v.extend(Qpolynomial::infty_on_domain(space.clone()));
            v.extend(Qpolynomial::zero_on_domain(space));
        }
        v
    }
}

impl Shaped for QpolynomialFold {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        for pw in PwQpolynomialFold::shapes(ctx, other) {
            let _ = pw.foreach_piece(|_, f| {
                v.push(f);
                Ok::<(), Error>(())
            });
        }
        v
    }
}

impl Shaped for UnionPwQpolynomialFold {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v: Vec<UnionPwQpolynomialFold> = PwQpolynomialFold::shapes(ctx, other)
            .into_iter()
            .filter_map(|f| UnionPwQpolynomialFold::from_pw_qpolynomial_fold(f).ok())
            .collect();
        v.extend(UnionPwQpolynomialFold::zero_ctx(Fold::Max));
        v
    }
}

impl Shaped for Term {
    fn shapes(ctx: &Context, _: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        for qp in Qpolynomial::shapes(ctx, None) {
            let _ = qp.foreach_term(|t| {
                if v.len() < 12 {
                    v.push(t);
                }
                Ok::<(), Error>(())
            });
        }
        v
    }
}

impl Shaped for Mat {
    fn shapes(ctx: &Context, _: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        let filled = |rows: i64, cols: i64, f: fn(i64, i64) -> i64| -> Result<Mat> {
            let mut m = Mat::alloc(rows, cols)?;
            for r in 0..rows {
                for c in 0..cols {
                    m = m.set_element_si(r as i32, c as i32, f(r, c) as i32)?;
                }
            }
            Ok(m)
        };
        v.extend(filled(2, 3, |r, c| r + 2 * c + 1));
        v.extend(filled(3, 3, |r, c| if r == c { 2 } else { r - c }));
        v.extend(filled(1, 1, |_, _| 1));
        v.extend(filled(2, 2, |_, _| 0));
        v.extend(filled(3, 4, |r, c| (r * 7 + c * 3) % 5 - 2));
        v.extend(Mat::alloc(0, 0));
        v.extend(Mat::alloc(0, 3));
        v.extend(Mat::identity(4));
        for b in BasicSet::shapes(ctx, None).into_iter().take(6) {
            v.extend(b.equalities_matrix(DimType::Cst, DimType::Param, DimType::Set, DimType::Div));
            v.extend(b.inequalities_matrix(
                DimType::Cst,
                DimType::Param,
                DimType::Set,
                DimType::Div,
            ));
        }
        v
    }
}

impl Shaped for IslVec {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        let filled = |vals: &[i32]| -> Result<IslVec> {
            let mut x = IslVec::alloc(vals.len() as u32)?;
            for (k, &e) in vals.iter().enumerate() {
                x = x.set_element_si(k as i32, e)?;
            }
            Ok(x)
        };
        v.extend(filled(&[1, 2, 3]));
        v.extend(filled(&[2, 4, -6, 8]));
        v.extend(filled(&[0, 0]));
        v.extend(filled(&[]));
        v.extend(filled(&[7]));
        v.extend(IslVec::zero(5));
        v
    }
}

/// Lists made from shapes of their elements: one, several (of different
/// spaces) and none.
macro_rules! lists {
    ($($list:ty => $el:ty,)*) => {$(
        impl Shaped for $list {
            fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
                let els = <$el>::shapes(ctx, None);
                let mut v = Vec::new();
                v.extend(<$list>::from_vec(els.iter().take(1).cloned().collect()));
                v.extend(<$list>::from_vec(els.iter().take(3).cloned().collect()));
                v.extend(<$list>::from_vec(els.iter().skip(3).take(4).cloned().collect()));
                v.extend(<$list>::from_vec(Vec::new()));
                if let Some(o) = other {
                    if let Ok(l) = o.scope(|| <$list>::from_vec(Vec::new())) {
                        v.push(l);
                    }
                }
                v
            }
        }
    )*};
}

lists! {
    BasicSetList => BasicSet,
    SetList => Set,
    BasicMapList => BasicMap,
    MapList => Map,
    ConstraintList => Constraint,
    AffList => Aff,
    PwAffList => PwAff,
    PwMultiAffList => PwMultiAff,
    UnionPwAffList => UnionPwAff,
    UnionPwMultiAffList => UnionPwMultiAff,
    QpolynomialList => Qpolynomial,
    PwQpolynomialList => PwQpolynomial,
    PwQpolynomialFoldList => PwQpolynomialFold,
    UnionSetList => UnionSet,
    UnionMapList => UnionMap,
    ValList => Val,
    IdList => Id,
    AstExprList => AstExpr,
    AstNodeList => AstNode,
}

impl Shaped for AstBuild {
    fn shapes(_: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v: Vec<AstBuild> = ["{ : }", "[n] -> { : n > 0 }", "[n, m] -> { : n > m }"]
            .iter()
            .filter_map(|t| t.parse::<Set>().and_then(AstBuild::from_context).ok())
            .collect();
        v.extend(AstBuild::alloc());
        if let Some(o) = other {
            v.extend(o.scope(AstBuild::alloc));
        }
        v
    }
}

/// Schedules (as maps) whose ASTs have every kind of node.
const AST_SCHEDULES: &[&str] = &[
    "{ S[i] -> [i] : 0 <= i < 10 }",
    "{ S[i] -> [0, i] : 0 <= i < 10; T[i] -> [1, i] : 0 <= i < 5 }",
    "[n] -> { S[i, j] -> [i, j] : 0 <= i < n and 0 <= j <= i }",
    "[n] -> { S[i] -> [i] : 0 <= i < 10 and i < n; T[i] -> [i] : n <= i < 10 }",
    "{ S[] -> [] }",
    "[n] -> { S[i] -> [i] : 0 <= i < 10 and n > 5 }",
];

/// Every node of an AST, root first.
fn ast_nodes(node: AstNode, out: &mut Vec<AstNode>) {
    if out.len() > 32 {
        return;
    }
    out.push(node.clone());
    match node.get_type() {
        Ok(AstNodeType::For) => {
            if let Ok(body) = node.for_get_body() {
                ast_nodes(body, out);
            }
        }
        Ok(AstNodeType::If) => {
            if let Ok(then) = node.if_get_then_node() {
                ast_nodes(then, out);
            }
            if let Ok(Some(e)) = node.if_get_else_node() {
                ast_nodes(e, out);
            }
        }
        Ok(AstNodeType::Block) => {
            if let Ok(children) = node.block_get_children() {
                for k in 0..children.size().unwrap_or(0).min(4) {
                    if let Ok(c) = children.get_at(k as i32) {
                        ast_nodes(c, out);
                    }
                }
            }
        }
        Ok(AstNodeType::Mark) => {
            if let Ok(n) = node.mark_get_node() {
                ast_nodes(n, out);
            }
        }
        _ => {}
    }
}

impl Shaped for AstNode {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        let Ok(build) = "[n] -> { : }"
            .parse::<Set>()
            .and_then(AstBuild::from_context)
        else {
            return v;
        };
        for t in AST_SCHEDULES {
            if let Ok(root) = t
                .parse::<UnionMap>()
                .and_then(|s| build.node_from_schedule_map(s))
            {
                ast_nodes(root, &mut v);
            }
        }
        // A mark node, from a schedule tree with a mark.
        if let Ok(s) = SCHEDULES[4].parse::<Schedule>() {
            if let Ok(b) = "{ : }".parse::<Set>().and_then(AstBuild::from_context) {
                if let Ok(root) = b.node_from_schedule(s) {
                    ast_nodes(root, &mut v);
                }
            }
        }
        v
    }
}

impl Shaped for AstExpr {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        for n in AstNode::shapes(ctx, other).into_iter().take(16) {
            match n.get_type() {
                Ok(AstNodeType::For) => {
                    v.extend(n.for_get_init());
                    v.extend(n.for_get_cond());
                    v.extend(n.for_get_inc());
                    v.extend(n.for_get_iterator());
                }
                Ok(AstNodeType::If) => v.extend(n.if_get_cond()),
                Ok(AstNodeType::User) => v.extend(n.user_get_expr()),
                _ => {}
            }
        }
        let make = || -> Result<Vec<AstExpr>> {
            let x = AstExpr::from_id(Id::read_from_str("x")?)?;
            let three = AstExpr::from_val(Val::int_from_si(3)?)?;
            let half = AstExpr::from_val("1/2".parse::<Val>()?)?;
            let sum = x.add(&three)?;
            let call = x.call(AstExprList::from_vec(vec![three.clone(), half.clone()])?)?;
            let access = x.access(AstExprList::from_vec(vec![three.clone()])?)?;
            Ok(vec![x, three, half, sum, call, access])
        };
        v.extend(make().unwrap_or_default());
        v
    }
}

impl Shaped for AstPrintOptions {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        AstPrintOptions::alloc().into_iter().collect()
    }
}

impl Shaped for StrideInfo {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        Map::shapes(ctx, other)
            .iter()
            .filter_map(|m| m.get_range_stride_info(0).ok())
            .take(6)
            .collect()
    }
}

// The types ISL cannot copy: each draw takes one out, and the pool makes
// them again when none is left.

impl Shaped for Stream {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        [
            "{ [i] : 0 <= i < 10 }",
            "[n] -> { S[i] -> A[i] : 0 <= i < n }",
            "{ S[i] : 0 <= i < 4; T[] }",
            SCHEDULES[2],
            "7/2",
            "{ [(i)] }",
            "S",
            "{ [i] -> [(i), (2i)] }",
            "{ [1, 2] }",
            "[n] -> { [i] -> i^2 : 0 <= i < n }",
            "",
        ]
        .iter()
        .filter_map(|t| Stream::from_text(t).ok())
        .collect()
    }
}

impl Shaped for Vertices {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        [
            "{ [i, j] : i >= 0 and j >= 0 and i + j <= 4 }",
            "[n] -> { [i, j] : i >= 0 and j >= 0 and i + j <= n }",
            "[n, m] -> { [i] : 0 <= i <= n and i <= m }",
            "{ [i] : false }",
        ]
        .iter()
        .filter_map(|t| {
            t.parse::<BasicSet>()
                .and_then(|b| b.compute_vertices())
                .ok()
        })
        .collect()
    }
}

impl Shaped for Vertex {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        for vs in Vertices::shapes(ctx, other) {
            let _ = vs.foreach_vertex(|x| {
                v.push(x);
                Ok::<(), Error>(())
            });
        }
        v
    }
}

impl Shaped for Cell {
    fn shapes(ctx: &Context, other: Option<&Context>) -> Vec<Self> {
        let mut v = Vec::new();
        for vs in Vertices::shapes(ctx, other) {
            let _ = vs.foreach_cell(|c| {
                v.push(c);
                Ok::<(), Error>(())
            });
        }
        v
    }
}

impl Shaped for Restriction {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        let make = || -> Result<Vec<Restriction>> {
            let m: Map = "{ [i] -> [j] : 0 <= i, j < 4 }".parse()?;
            let s: Set = "{ [i] : 0 <= i < 2 }".parse()?;
            Ok(vec![
                Restriction::none(m.clone())?,
                Restriction::empty(m)?,
                Restriction::input(s.clone(), s.clone())?,
                Restriction::output(s)?,
            ])
        };
        make().unwrap_or_default()
    }
}

impl Shaped for Printer {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        let make = |format: i32, yaml: i32| -> Result<Printer> {
            Printer::to_str()?
                .set_output_format(format)?
                .set_yaml_style(yaml)
        };
        let mut out: Vec<Printer> = [(0, 0), (4, 0), (0, 1), (1, 0), (2, 0), (3, 1)]
            .iter()
            .filter_map(|&(f, y)| make(f, y).ok())
            .collect();
        // Inside YAML constructs, in both styles: a mapping, a sequence, a
        // mapping in a sequence.
        let inside = |yaml: i32| -> Result<Vec<Printer>> {
            Ok(vec![
                make(0, yaml)?.yaml_start_mapping()?,
                make(0, yaml)?.yaml_start_sequence()?,
                make(0, yaml)?.yaml_start_sequence()?.yaml_start_mapping()?,
            ])
        };
        for yaml in [0, 1] {
            out.extend(inside(yaml).unwrap_or_default());
        }
        out
    }
}

/// Single-map dataflow problems (made by the hand-written functions with
/// typed tags): a source before its sink, sources at several levels, none.
fn access_infos() -> Vec<AccessInfo> {
    let level = |a: &usize, b: &usize| 2 + (a < b) as i32;
    let make = |sink: &str, sources: &[(&str, bool)]| -> Result<AccessInfo> {
        let mut info = AccessInfo::new(sink.parse::<Map>()?, sources.len(), sources.len(), level)?;
        for (k, (text, must)) in sources.iter().enumerate() {
            info = info.add_source(text.parse::<Map>()?, *must, k)?;
        }
        Ok(info)
    };
    [
        make(
            "[n] -> { T[i] -> A[i - 1] : 0 <= i < n }",
            &[("[n] -> { S[i] -> A[i] : 0 <= i < n }", true)],
        ),
        make(
            "{ T[i] -> A[i] : 0 <= i < 8 }",
            &[
                ("{ S[i] -> A[i] : 0 <= i < 4 }", true),
                ("{ U[i] -> A[i + 1] : 0 <= i < 8 }", false),
            ],
        ),
        make("{ T[i] -> A[i] : 0 <= i < 8 }", &[]),
    ]
    .into_iter()
    .flatten()
    .collect()
}

impl Shaped for AccessInfo {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        access_infos()
    }
}

impl Shaped for Flow {
    fn shapes(_: &Context, _: Option<&Context>) -> Vec<Self> {
        access_infos()
            .into_iter()
            .filter_map(|a| a.compute_flow().ok())
            .collect()
    }
}
