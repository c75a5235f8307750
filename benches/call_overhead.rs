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
//! - `typed_owned_*`, `typed_borrowed_*`, `typed_by_value_*`: the owned,
//!   borrowed and by-value forms on typed objects
//!   (`isl_safe::typed::Set<Anon<1>>`, `ts.clone().by_value().union(tt.clone())`),
//!   which must cost what the untyped forms cost (`cargo bench --bench
//!   call_overhead -- typed`);
//! - `is_equal` on both sides;
//! - `to_string` against the cheapest raw path to a `String`
//!   (`raw_to_string`: `isl_set_to_str`, `CStr::to_str`, `to_owned`,
//!   `free`, on the same set), and against the baseline's `RawSet::to_str`
//!   (`raw_to_string_lossy`), which copies through `to_string_lossy`: ISL's
//!   text is ASCII, but the lossy check walks it byte by byte where
//!   `to_str` checks it a word at a time.
//!
//! Without valgrind it says so and runs each mode once, checking that every
//! way gives ISL's answer. `call_overhead MODE N` runs one mode (what the
//! benchmark runs under callgrind); `call_overhead OP` (`cargo bench --bench
//! call_overhead -- to_string`) measures only the modes of one op (`union`,
//! `intersect`, `is_equal`, `to_string`).

#[allow(dead_code)]
mod baseline;

use baseline::{RawCtx, RawSet};
use isl_safe::typed::{self, Anon};
use isl_safe::{Context, Object, Set};
use isl_sys as sys;
use std::ffi::CStr;
use std::hint::black_box;

/// `RawSet::parse` of this benchmark's own texts: small sets, within the
/// readers' bounds that `parse` asks its caller to keep.
fn raw_set<'c>(raw: &'c RawCtx, text: &str) -> RawSet<'c> {
    // SAFETY: the benchmark's texts are small sets within the readers' bounds.
    unsafe { RawSet::parse(raw, text) }.unwrap()
}

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
    "typed_owned_union",
    "typed_borrowed_union",
    "typed_by_value_union",
    "raw_intersect",
    "owned_intersect",
    "borrowed_intersect",
    "in_place_intersect",
    "by_value_intersect",
    "typed_owned_intersect",
    "typed_borrowed_intersect",
    "typed_by_value_intersect",
    "raw_is_equal",
    "is_equal",
    "raw_to_string",
    "raw_to_string_lossy",
    "to_string",
];

/// The cheapest raw path from a set to a `String`: `isl_set_to_str`, the
/// text checked as UTF-8 once and copied once, ISL's string freed; `None`
/// if ISL fails (or, never for ISL's ASCII, the text is not UTF-8).
fn raw_to_string(set: &Set) -> Option<String> {
    // SAFETY: a live set; ISL gives a malloc'ed NUL-terminated string or
    // NULL, read before it is freed, once.
    unsafe {
        let ptr = sys::isl_set_to_str(set.as_raw());
        if ptr.is_null() {
            return None;
        }
        let text = CStr::from_ptr(ptr).to_str().ok().map(str::to_owned);
        sys::libc_free(ptr.cast());
        text
    }
}

fn run(mode: &str, n: usize) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let raw = RawCtx::new();
    let (s, t): (Set, Set) = (S.parse().unwrap(), T.parse().unwrap());
    let (rs, rt) = (raw_set(&raw, S), raw_set(&raw, T));
    let (ts, tt): (typed::Set<Anon<1>>, typed::Set<Anon<1>>) =
        (S.parse().unwrap(), T.parse().unwrap());
    // The mode is matched once, outside the loop: a match inside it would
    // compare the mode's name every iteration, at a cost that depends on
    // the arm and would differ between modes.
    macro_rules! repeat {
        ($body:block) => {
            for _ in 0..n $body
        };
    }
    match mode {
        "raw_union" => repeat!({
            drop(black_box(rs.copy().union(rt.copy()).unwrap()));
        }),
        "owned_union" => repeat!({
            drop(black_box(s.clone() | t.clone()));
        }),
        "borrowed_union" => repeat!({
            drop(black_box(s.union(&t).unwrap()));
        }),
        "in_place_union" => repeat!({
            let mut u = s.clone();
            u.in_place().union(t.clone()).unwrap();
            drop(black_box(u));
        }),
        "by_value_union" => repeat!({
            drop(black_box(s.clone().by_value().union(t.clone()).unwrap()));
        }),
        "typed_owned_union" => repeat!({
            drop(black_box(ts.clone() | tt.clone()));
        }),
        "typed_borrowed_union" => repeat!({
            drop(black_box(ts.union(&tt).unwrap()));
        }),
        "typed_by_value_union" => repeat!({
            drop(black_box(ts.clone().by_value().union(tt.clone()).unwrap()));
        }),
        "raw_intersect" => repeat!({
            drop(black_box(rs.copy().intersect(rt.copy()).unwrap()));
        }),
        "owned_intersect" => repeat!({
            drop(black_box(s.clone() & t.clone()));
        }),
        "borrowed_intersect" => repeat!({
            drop(black_box(s.intersect(&t).unwrap()));
        }),
        "in_place_intersect" => repeat!({
            let mut u = s.clone();
            u.in_place().intersect(t.clone()).unwrap();
            drop(black_box(u));
        }),
        "by_value_intersect" => repeat!({
            drop(black_box(
                s.clone().by_value().intersect(t.clone()).unwrap(),
            ));
        }),
        "typed_owned_intersect" => repeat!({
            drop(black_box(ts.clone() & tt.clone()));
        }),
        "typed_borrowed_intersect" => repeat!({
            drop(black_box(ts.intersect(&tt).unwrap()));
        }),
        "typed_by_value_intersect" => repeat!({
            drop(black_box(
                ts.clone().by_value().intersect(tt.clone()).unwrap(),
            ));
        }),
        "raw_is_equal" => repeat!({
            black_box(rs.is_equal(&rt).unwrap());
        }),
        "is_equal" => repeat!({
            black_box(s.is_equal(&t).unwrap());
        }),
        "raw_to_string" => repeat!({
            drop(black_box(raw_to_string(&s).unwrap()));
        }),
        "raw_to_string_lossy" => repeat!({
            drop(black_box(rs.to_str().unwrap()));
        }),
        "to_string" => repeat!({
            drop(black_box(s.to_string()));
        }),
        other => panic!("unknown mode {other}"),
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
    let (rs, rt) = (raw_set(&raw, S), raw_set(&raw, T));
    let union = rs.copy().union(rt.copy()).unwrap().to_str().unwrap();
    assert_eq!((s.clone() | t.clone()).to_string(), union);
    assert_eq!(s.union(&t).unwrap().to_string(), union);
    assert_eq!(
        s.clone().by_value().union(t.clone()).unwrap().to_string(),
        union
    );
    let (ts, tt): (typed::Set<Anon<1>>, typed::Set<Anon<1>>) =
        (S.parse().unwrap(), T.parse().unwrap());
    assert_eq!((ts.clone() | tt.clone()).to_string(), union);
    assert_eq!(ts.union(&tt).unwrap().to_string(), union);
    assert_eq!(
        ts.clone().by_value().union(tt.clone()).unwrap().to_string(),
        union
    );
    let meet = rs.copy().intersect(rt.copy()).unwrap().to_str().unwrap();
    assert_eq!((ts.clone() & tt.clone()).to_string(), meet);
    assert_eq!(ts.intersect(&tt).unwrap().to_string(), meet);
    assert_eq!(
        ts.clone()
            .by_value()
            .intersect(tt.clone())
            .unwrap()
            .to_string(),
        meet
    );
    assert_eq!(s.intersect(&t).unwrap().to_string(), meet);
    assert_eq!(s.is_equal(&t).unwrap(), rs.is_equal(&rt).unwrap());
    assert_eq!(s.to_string(), rs.to_str().unwrap());
    assert_eq!(s.to_string(), raw_to_string(&s).unwrap());
}

fn main() {
    let args = args::args();
    if let [mode, n] = args.as_slice() {
        run(mode, n.parse().expect("N"));
        return;
    }
    // One op (`union`, `intersect`, `is_equal`, `to_string`), or all.
    let only = match args.as_slice() {
        [op] => Some(op.as_str()),
        _ => None,
    };
    if let Some(op) = only {
        let ops = ["union", "intersect", "is_equal", "to_string", "typed"];
        assert!(ops.contains(&op), "unknown op {op}: one of {ops:?}");
    }
    let want = |op: &str| only.is_none_or(|o| o == op);
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
    if want("typed") {
        println!(
            "{:<10} {:>14} {:>14} {:>14} {:>14} {:>14} {:>14}",
            "op",
            "owned",
            "typed owned",
            "borrowed",
            "typed borrowed",
            "by_value",
            "typed by_value"
        );
        for op in ["union", "intersect"] {
            let c = |mode: &str| format!("{:.0}", per_call(&format!("{mode}_{op}")));
            println!(
                "{op:<10} {:>14} {:>14} {:>14} {:>14} {:>14} {:>14}",
                c("owned"),
                c("typed_owned"),
                c("borrowed"),
                c("typed_borrowed"),
                c("by_value"),
                c("typed_by_value")
            );
        }
        if only.is_some() {
            return;
        }
    }
    if want("union") || want("intersect") {
        println!(
            "{:<10} {:>9} {:>14} {:>14} {:>14} {:>14}",
            "op", "raw", "owned", "borrowed", "in_place", "by_value"
        );
    }
    for op in ["union", "intersect"].into_iter().filter(|op| want(op)) {
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
    if want("is_equal") {
        let raw = per_call("raw_is_equal");
        let c = per_call("is_equal");
        println!(
            "{:<10} {raw:>9.0} {:>14}",
            "is_equal",
            format!("{:+.0} borrowed", c - raw)
        );
    }
    if !want("to_string") {
        return;
    }
    let raw = per_call("raw_to_string");
    let lossy = per_call("raw_to_string_lossy");
    let c = per_call("to_string");
    let diff = |x: f64| format!("{:+.0} ({:+.2}%)", x - raw, 100.0 * (x - raw) / raw);
    println!(
        "{:<10} {raw:>9.0} {:>14}   (raw: isl_set_to_str, CStr::to_str, to_owned, free)",
        "to_string",
        diff(c)
    );
    println!(
        "{:<10} {lossy:>9.0} {:>14}   (RawSet::to_str: to_string_lossy, into_owned, free)",
        "  lossy",
        diff(lossy)
    );
}
