//! Instruction counts of one set union, four ways, for callgrind (whose counts
//! repeat exactly, unlike wall-clock time on a shared machine).
//!
//! `union_instructions MODE N` runs N iterations of MODE, where MODE is
//! `parse` (make and drop the operands only), `copying`, `owned`, `in_place`,
//! `raw_parse` (the raw harness's operands only) or `raw`; `to_string` and
//! `raw_to_string` print the first operand (minus `parse` and `raw_parse`
//! respectively). Under
//! `valgrind --tool=callgrind`, (count(MODE) - count(parse)) / N is the cost of
//! one union through a safe path, (count(raw) - count(raw_parse)) / N through
//! `isl-sys` directly. Without arguments (as
//! `cargo bench` runs it) each mode runs once as a smoke test.

#[allow(dead_code)]
mod baseline;

use baseline::{RawCtx, RawSet};
use isl_safe::{Context, Set};
use std::hint::black_box;

/// `RawSet::parse` of this benchmark's own texts: small sets, within the
/// readers' bounds that `parse` asks its caller to keep.
fn raw_set<'c>(raw: &'c RawCtx, text: &str) -> RawSet<'c> {
    // SAFETY: the benchmark's texts are small sets within the readers' bounds.
    unsafe { RawSet::parse(raw, text) }.unwrap()
}

#[path = "support/args.rs"]
mod args;

const A: &str = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }";
const B: &str = "[n] -> { S[i, j] : 5 <= i < 2n and j = 2 }";

fn run(mode: &str, n: usize) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let raw = RawCtx::new();
    let fresh = || (A.parse::<Set>().unwrap(), B.parse::<Set>().unwrap());
    for _ in 0..n {
        match mode {
            "parse" => drop(black_box(fresh())),
            "raw_parse" => drop(black_box((raw_set(&raw, A), raw_set(&raw, B)))),
            "copying" => {
                let (a, b) = fresh();
                black_box(a.union(&b).unwrap());
            }
            "owned" => {
                let (a, b) = fresh();
                black_box(a | b);
            }
            "in_place" => {
                let (mut a, b) = fresh();
                a.in_place().union(b).unwrap();
                black_box(a);
            }
            "to_string" => {
                let (a, _) = fresh();
                black_box(a.to_string());
            }
            "raw_to_string" => {
                let (a, b) = (raw_set(&raw, A), raw_set(&raw, B));
                black_box(a.to_str());
                drop(b);
            }
            "raw" => {
                let (a, b) = (raw_set(&raw, A), raw_set(&raw, B));
                black_box(a.union(b));
            }
            other => panic!("unknown mode {other}"),
        }
    }
}

fn main() {
    let args = args::args();
    match args.as_slice() {
        [mode, n] => run(mode, n.parse().expect("N")),
        _ => {
            for mode in [
                "parse",
                "copying",
                "owned",
                "in_place",
                "to_string",
                "raw_parse",
                "raw",
                "raw_to_string",
            ] {
                run(mode, 1);
            }
        }
    }
}
