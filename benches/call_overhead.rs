//! The wrapper's fixed cost per call, in instructions counted by callgrind
//! (which repeat exactly, unlike time on a shared machine), on calls so
//! small that the fixed cost shows: the union and intersection of
//! `{ [i] : 0 <= i < 10 }` and `{ [i] : 5 <= i < 20 }`, their `is_equal`,
//! and the first one's `to_string`.
//!
//! `cargo bench --bench call_overhead` runs every mode under
//! `valgrind --tool=callgrind` twice, with N and 2N iterations, and prints
//! (count(2N) - count(N)) / N for each: one call, set-up and tear-down
//! cancelled. The modes, each with the operands made once before the loop:
//! - `raw_*`: `isl-sys` directly, as a C caller writes it
//!   (`isl_set_union(isl_set_copy(s), isl_set_copy(t))`, then `isl_set_free`);
//! - `owned_*`: `s.clone() | t.clone()` (the operator, operands moved in);
//! - `borrowed_*`: `s.union(&t)`;
//! - `in_place_*`: `u = s.clone(); u.in_place().union(t.clone())`;
//! - `by_value_*`: `s.clone().by_value().union(t.clone())`;
//! - `is_equal` on both sides, `to_string` against `isl_set_to_str`.
//!
//! Without valgrind it says so and runs each mode once, checking that every
//! way gives ISL's answer. `call_overhead MODE N` runs one mode (what the
//! benchmark runs under callgrind).

use isl_safe::internals::baseline::{RawCtx, RawSet};
use isl_safe::{Context, Set};
use std::hint::black_box;

#[path = "support/args.rs"]
mod args;

#[path = "support/callgrind.rs"]
mod callgrind;

const S: &str = "{ [i] : 0 <= i < 10 }";
const T: &str = "{ [i] : 5 <= i < 20 }";

/// Iterations of the shorter run; the longer runs twice as many.
const N: usize = 2000;

const MODES: &[&str] = &[
    "raw_union",
    "owned_union",
    "borrowed_union",
    "in_place_union",
    "by_value_union",
    "raw_intersect",
    "owned_intersect",
    "borrowed_intersect",
    "in_place_intersect",
    "by_value_intersect",
    "raw_is_equal",
    "is_equal",
    "raw_to_string",
    "to_string",
];

fn run(mode: &str, n: usize) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let raw = RawCtx::new();
    let (s, t): (Set, Set) = (S.parse().unwrap(), T.parse().unwrap());
    let (rs, rt) = (
        RawSet::parse(&raw, S).unwrap(),
        RawSet::parse(&raw, T).unwrap(),
    );
    for _ in 0..n {
        match mode {
            "raw_union" => drop(black_box(rs.copy().union(rt.copy()).unwrap())),
            "owned_union" => drop(black_box(s.clone() | t.clone())),
            "borrowed_union" => drop(black_box(s.union(&t).unwrap())),
            "in_place_union" => {
                let mut u = s.clone();
                u.in_place().union(t.clone()).unwrap();
                drop(black_box(u));
            }
            "by_value_union" => drop(black_box(s.clone().by_value().union(t.clone()).unwrap())),
            "raw_intersect" => drop(black_box(rs.copy().intersect(rt.copy()).unwrap())),
            "owned_intersect" => drop(black_box(s.clone() & t.clone())),
            "borrowed_intersect" => drop(black_box(s.intersect(&t).unwrap())),
            "in_place_intersect" => {
                let mut u = s.clone();
                u.in_place().intersect(t.clone()).unwrap();
                drop(black_box(u));
            }
            "by_value_intersect" => drop(black_box(
                s.clone().by_value().intersect(t.clone()).unwrap(),
            )),
            "raw_is_equal" => {
                black_box(rs.is_equal(&rt).unwrap());
            }
            "is_equal" => {
                black_box(s.is_equal(&t).unwrap());
            }
            "raw_to_string" => drop(black_box(rs.to_str().unwrap())),
            "to_string" => drop(black_box(s.to_string())),
            other => panic!("unknown mode {other}"),
        }
    }
}

/// The instructions callgrind counts for `mode` run `n` times, or `None`
/// without valgrind.
fn instructions(mode: &str, n: usize) -> Option<u64> {
    callgrind::instructions(&[mode, &n.to_string()])
}

/// Every way of a call gives ISL's answer.
fn check() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let raw = RawCtx::new();
    let (s, t): (Set, Set) = (S.parse().unwrap(), T.parse().unwrap());
    let (rs, rt) = (
        RawSet::parse(&raw, S).unwrap(),
        RawSet::parse(&raw, T).unwrap(),
    );
    let union = rs.copy().union(rt.copy()).unwrap().to_str().unwrap();
    assert_eq!((s.clone() | t.clone()).to_string(), union);
    assert_eq!(s.union(&t).unwrap().to_string(), union);
    assert_eq!(
        s.clone().by_value().union(t.clone()).unwrap().to_string(),
        union
    );
    let meet = rs.copy().intersect(rt.copy()).unwrap().to_str().unwrap();
    assert_eq!(s.intersect(&t).unwrap().to_string(), meet);
    assert_eq!(s.is_equal(&t).unwrap(), rs.is_equal(&rt).unwrap());
    assert_eq!(s.to_string(), rs.to_str().unwrap());
}

fn main() {
    let args = args::args();
    if let [mode, n] = args.as_slice() {
        run(mode, n.parse().expect("N"));
        return;
    }
    check();
    if instructions("raw_union", 1).is_none() {
        println!("call_overhead: valgrind not found; each mode ran once");
        for mode in MODES {
            run(mode, 1);
        }
        return;
    }
    let per_call = |mode: &str| {
        let (a, b) = (instructions(mode, N), instructions(mode, 2 * N));
        match (a, b) {
            (Some(a), Some(b)) => (b as f64 - a as f64) / N as f64,
            _ => f64::NAN,
        }
    };
    println!(
        "instructions per call (callgrind, (count({}) - count({N})) / {N})",
        2 * N
    );
    println!(
        "{:<10} {:>9} {:>14} {:>14} {:>14} {:>14}",
        "op", "raw", "owned", "borrowed", "in_place", "by_value"
    );
    for op in ["union", "intersect"] {
        let raw = per_call(&format!("raw_{op}"));
        let cell = |mode: &str| {
            let c = per_call(&format!("{mode}_{op}"));
            format!("{:+.0} ({:+.1}%)", c - raw, 100.0 * (c - raw) / raw)
        };
        println!(
            "{op:<10} {raw:>9.0} {:>14} {:>14} {:>14} {:>14}",
            cell("owned"),
            cell("borrowed"),
            cell("in_place"),
            cell("by_value")
        );
    }
    let raw = per_call("raw_is_equal");
    let c = per_call("is_equal");
    println!(
        "{:<10} {raw:>9.0} {:>14}",
        "is_equal",
        format!("{:+.0} borrowed", c - raw)
    );
    let raw = per_call("raw_to_string");
    let c = per_call("to_string");
    println!(
        "{:<10} {raw:>9.0} {:>14}",
        "to_string",
        format!("{:+.0} ({:+.1}%)", c - raw, 100.0 * (c - raw) / raw)
    );
}
