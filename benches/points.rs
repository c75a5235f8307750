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

use criterion::{criterion_group, criterion_main, Criterion};
use isl_safe::{Context, Error, Set};
use std::hint::black_box;

const BOX: &str = "{ [i, j, k] : 0 <= i, j, k < 70 }";

fn points(c: &mut Criterion) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let set: Set = BOX.parse().unwrap();
    let mut group = c.benchmark_group("points_343000");
    group.sample_size(10);

    group.bench_function("foreach_point", |bench| {
        bench.iter(|| {
            let mut n = 0usize;
            set.foreach_point(|p| {
                black_box(&p);
                n += 1;
                Ok::<(), Error>(())
            })
            .unwrap();
            assert_eq!(n, 343_000);
        })
    });

    group.bench_function("iter_points", |bench| {
        bench.iter(|| {
            let mut n = 0usize;
            for p in set.iter_points().unwrap() {
                black_box(&p.unwrap());
                n += 1;
            }
            assert_eq!(n, 343_000);
        })
    });

    group.bench_function("foreach_ints", |bench| {
        let mut coords = Vec::new();
        bench.iter(|| {
            let mut n = 0usize;
            set.foreach_point(|p| {
                black_box(p.ints_into(&mut coords)?);
                black_box(&p);
                n += 1;
                Ok::<(), Error>(())
            })
            .unwrap();
            assert_eq!(n, 343_000);
        })
    });

    group.bench_function("points_vec", |bench| {
        bench.iter(|| assert_eq!(black_box(set.points().unwrap()).len(), 343_000))
    });
    group.finish();
}

criterion_group!(benches, points);
criterion_main!(benches);
