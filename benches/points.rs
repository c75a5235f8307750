//! The points of a 70 × 70 × 70 box (343,000 points), three ways:
//!
//! - `foreach_point`: ISL's enumeration with a closure that counts, no order;
//! - `iter_points`: the lazy iterator, slab by slab, in lexicographic order;
//! - `points_vec`: `points()`, ISL's enumeration collected in a `Vec`.
//!
//! Each visits every point and reads nothing, so the figures are the cost
//! of handing the points out. One more, for reference:
//!
//! - `foreach_ints`: `foreach_point` reading each point's coordinates with
//!   `ints_into` (no allocation per coordinate), what `iter_points` reads
//!   to put a slab in order: the least that checking the order costs.
//!
//! `cargo bench --bench points -- count` prints, for the first three, the
//! instructions one walk over the box costs under `valgrind --tool=callgrind`
//! ((count(2) - count(1)), which repeats exactly), and each one's ratio to
//! `foreach_point`.

use criterion::Criterion;
use isl_safe::{Context, Error, Set};
use std::hint::black_box;

#[path = "support/args.rs"]
mod args;

#[path = "support/callgrind.rs"]
mod callgrind;

const BOX: &str = "{ [i, j, k] : 0 <= i, j, k < 70 }";

/// One walk over the box's points, as `mode` does it; their number.
fn walk(set: &Set, mode: &str, coords: &mut Vec<i64>) -> usize {
    let mut n = 0usize;
    match mode {
        "foreach_point" => set
            .foreach_point(|p| {
                black_box(&p);
                n += 1;
                Ok::<(), Error>(())
            })
            .unwrap(),
        "iter_points" => {
            for p in set.iter_points().unwrap() {
                black_box(&p.unwrap());
                n += 1;
            }
        }
        "foreach_ints" => set
            .foreach_point(|p| {
                black_box(p.ints_into(coords)?);
                black_box(&p);
                n += 1;
                Ok::<(), Error>(())
            })
            .unwrap(),
        other => panic!("unknown mode {other}"),
    }
    n
}

/// The instructions of one walk per mode: count(2) - count(1).
fn print_counts() {
    let walks = |mode: &str, n: usize| callgrind::instructions(&["count", mode, &n.to_string()]);
    let per = |mode: &str| Some(walks(mode, 2)? as f64 - walks(mode, 1)? as f64);
    let Some(base) = per("foreach_point") else {
        println!("points count: valgrind not found");
        return;
    };
    println!(
        "instructions per walk over the 343,000 points of {BOX} (callgrind, count(2) - count(1))"
    );
    println!("{:<14} {base:>14.0}", "foreach_point");
    for mode in ["iter_points", "foreach_ints"] {
        let c = per(mode).unwrap_or(f64::NAN);
        println!("{mode:<14} {c:>14.0} {:+.2}%", 100.0 * (c - base) / base);
    }
}

fn points(c: &mut Criterion) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let set: Set = BOX.parse().unwrap();
    let mut group = c.benchmark_group("points_343000");
    group.sample_size(10);
    let mut coords = Vec::new();
    for mode in ["foreach_point", "iter_points", "foreach_ints"] {
        group.bench_function(mode, |bench| {
            bench.iter(|| assert_eq!(walk(&set, mode, &mut coords), 343_000))
        });
    }
    group.bench_function("points_vec", |bench| {
        bench.iter(|| assert_eq!(black_box(set.points().unwrap()).len(), 343_000))
    });
    group.finish();
}

fn main() {
    let args = args::args();
    match args.as_slice() {
        [count, mode, n] if count == "count" => {
            let ctx = Context::new().unwrap();
            let _scope = ctx.enter();
            let set: Set = BOX.parse().unwrap();
            let mut coords = Vec::new();
            for _ in 0..n.parse::<usize>().expect("N") {
                assert_eq!(walk(&set, mode, &mut coords), 343_000);
            }
        }
        [count] if count == "count" => print_counts(),
        _ => {
            let mut c = Criterion::default().configure_from_args();
            points(&mut c);
            c.final_summary();
        }
    }
}
