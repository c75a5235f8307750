//! Instruction counts of consuming calls on owned temporaries, borrowed
//! (`&self`: the wrapper copies the object and ISL, seeing it shared,
//! duplicates it before changing it) against by value (`x.by_value()`: the
//! object itself goes to ISL), for callgrind.
//!
//! `chain_instructions MODE N` runs N iterations of MODE:
//! - `chain_setup`: make the operands of the chain only;
//! - `chain_borrowed`, `chain_by_value`, `chain_in_place`: five `set_*` calls
//!   on a `UnionAccessInfo` made from its sink;
//! - `coalesce_setup`: make a set of 64 boxes only;
//! - `coalesce_borrowed`, `coalesce_by_value`: coalesce it;
//! - `name_borrowed`, `name_by_value`: name its tuple instead, a cheap
//!   change next to which the copy of the 64 boxes shows.
//!
//! Under `valgrind --tool=callgrind`, (count(MODE) - count(its setup)) / N is
//! the cost of one chain or one coalesce. Without arguments (as `cargo bench`
//! runs it) each mode runs once, and the results of the three ways are
//! checked to agree.

use isl_safe::{Context, Schedule, Set, UnionAccessInfo, UnionMap, UnionSet};
use std::hint::black_box;

#[path = "support/args.rs"]
mod args;

const SINK: &str = "[n] -> { S[i, j] -> A[i - 1, j] : 0 < i < n and 0 <= j < n; \
    S[i, j] -> A[i, j - 1] : 0 <= i < n and 0 < j < n }";
const MUST: &str = "[n] -> { S[i, j] -> A[i, j] : 0 <= i < n and 0 <= j < n }";
const MAY: &str = "[n] -> { T[i] -> A[i, 0] : 0 <= i < n }";
const KILL: &str = "[n] -> { K[] -> A[i, j] : 0 <= i < n and 0 <= j < n }";
const DOMAIN: &str = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j < n; T[i] : 0 <= i < n; K[] }";
const ORDER: &str = "[n] -> { S[i, j] -> [1, i, j]; T[i] -> [0, i, 0]; K[] -> [2, 0, 0] }";

struct Parts {
    sink: UnionMap,
    must: UnionMap,
    may: UnionMap,
    kill: UnionMap,
    schedule: Schedule,
    order: UnionMap,
}

fn parts() -> Parts {
    let domain: UnionSet = DOMAIN.parse().unwrap();
    let order: UnionMap = ORDER.parse().unwrap();
    Parts {
        sink: SINK.parse().unwrap(),
        must: MUST.parse().unwrap(),
        may: MAY.parse().unwrap(),
        kill: KILL.parse().unwrap(),
        schedule: Schedule::from_domain(domain).unwrap(),
        order,
    }
}

/// A set of 64 unit-adjacent boxes, which coalesce into one.
fn boxes() -> Set {
    let pieces: Vec<String> = (0..64)
        .map(|k| format!("{} <= i < {} and 0 <= j < 8", 4 * k, 4 * k + 4))
        .collect();
    format!("{{ [i, j] : {} }}", pieces.join(" or "))
        .parse()
        .unwrap()
}

fn chain(mode: &str, p: Parts) -> UnionAccessInfo {
    let info = UnionAccessInfo::from_sink(p.sink).unwrap();
    match mode {
        "chain_borrowed" => info
            .set_must_source(p.must)
            .unwrap()
            .set_may_source(p.may)
            .unwrap()
            .set_kill(p.kill)
            .unwrap()
            .set_schedule(p.schedule)
            .unwrap()
            .set_schedule_map(p.order)
            .unwrap(),
        "chain_by_value" => info
            .by_value()
            .set_must_source(p.must)
            .unwrap()
            .by_value()
            .set_may_source(p.may)
            .unwrap()
            .by_value()
            .set_kill(p.kill)
            .unwrap()
            .by_value()
            .set_schedule(p.schedule)
            .unwrap()
            .by_value()
            .set_schedule_map(p.order)
            .unwrap(),
        "chain_in_place" => {
            let mut info = info;
            info.in_place().set_must_source(p.must).unwrap();
            info.in_place().set_may_source(p.may).unwrap();
            info.in_place().set_kill(p.kill).unwrap();
            info.in_place().set_schedule(p.schedule).unwrap();
            info.in_place().set_schedule_map(p.order).unwrap();
            info
        }
        other => panic!("unknown mode {other}"),
    }
}

fn run(mode: &str, n: usize) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    for _ in 0..n {
        match mode {
            "chain_setup" => drop(black_box(parts())),
            "coalesce_setup" => drop(black_box(boxes())),
            "coalesce_borrowed" => drop(black_box(boxes().coalesce().unwrap())),
            "coalesce_by_value" => drop(black_box(boxes().by_value().coalesce().unwrap())),
            "name_borrowed" => drop(black_box(boxes().set_tuple_name("S").unwrap())),
            "name_by_value" => drop(black_box(boxes().by_value().set_tuple_name("S").unwrap())),
            chain_mode => drop(black_box(chain(chain_mode, parts()))),
        }
    }
}

/// The three chains give one dependence relation, and both coalesces one set.
fn check() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let deps: Vec<UnionMap> = ["chain_borrowed", "chain_by_value", "chain_in_place"]
        .iter()
        .map(|m| {
            chain(m, parts())
                .compute_flow()
                .unwrap()
                .get_must_dependence()
                .unwrap()
        })
        .collect();
    assert!(!deps[0].is_empty().unwrap());
    assert!(deps.iter().all(|d| *d == deps[0]));
    let a = boxes().coalesce().unwrap();
    let b = boxes().by_value().coalesce().unwrap();
    assert_eq!(a, b);
    assert_eq!(b.n_basic_set().unwrap(), 1);
    let a = boxes().set_tuple_name("S").unwrap();
    let b = boxes().by_value().set_tuple_name("S").unwrap();
    assert_eq!(a, b);
    assert_eq!(b.get_tuple_name().unwrap().as_deref(), Some("S"));
}

fn main() {
    let args = args::args();
    match args.as_slice() {
        [mode, n] => run(mode, n.parse().expect("N")),
        _ => {
            check();
            for mode in [
                "chain_setup",
                "chain_borrowed",
                "chain_by_value",
                "chain_in_place",
                "coalesce_setup",
                "coalesce_borrowed",
                "coalesce_by_value",
                "name_borrowed",
                "name_by_value",
            ] {
                run(mode, 1);
            }
        }
    }
}
