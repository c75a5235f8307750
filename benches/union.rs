//! The cost of the wrapper: one set union on small sets, four ways.
//!
//! - `copying`: `a.union(&b)`, both operands borrowed, so both are copied
//!   (ISL reference counts) and ISL may duplicate the shared receiver;
//! - `owned_operator`: `a | b` with owned operands, consumed with no copy;
//! - `in_place`: `a.in_place().union(b)`;
//! - `raw_isl_sys`: `isl_set_union(a, b)` called directly.
//!
//! Each iteration gets fresh operands made outside the timing (ISL caches
//! facts on a set, so reusing operands would time a different computation),
//! and drops them outside the timing too. The owned, in-place and raw paths
//! hand ISL objects with one owner, as a C caller would.

#[allow(dead_code)]
mod baseline;

use baseline::{RawCtx, RawSet};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use isl_safe::{Context, Set};
use std::hint::black_box;

/// `RawSet::parse` of this benchmark's own texts: small sets, within the
/// readers' bounds that `parse` asks its caller to keep.
fn raw_set<'c>(raw: &'c RawCtx, text: &str) -> RawSet<'c> {
    // SAFETY: the benchmark's texts are small sets within the readers' bounds.
    unsafe { RawSet::parse(raw, text) }.unwrap()
}

const A: &str = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }";
const B: &str = "[n] -> { S[i, j] : 5 <= i < 2n and j = 2 }";

fn union(c: &mut Criterion) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let fresh = || (A.parse::<Set>().unwrap(), B.parse::<Set>().unwrap());
    let mut group = c.benchmark_group("set_union");

    group.bench_function("copying", |bench| {
        bench.iter_batched(
            fresh,
            |(a, b)| (black_box(a.union(&b).unwrap()), a, b),
            BatchSize::SmallInput,
        )
    });

    group.bench_function("owned_operator", |bench| {
        bench.iter_batched(fresh, |(a, b)| black_box(a | b), BatchSize::SmallInput)
    });

    group.bench_function("in_place", |bench| {
        bench.iter_batched(
            fresh,
            |(mut a, b)| {
                a.in_place().union(b).unwrap();
                black_box(a)
            },
            BatchSize::SmallInput,
        )
    });

    let raw = RawCtx::new();
    group.bench_function("raw_isl_sys", |bench| {
        bench.iter_batched(
            || (raw_set(&raw, A), raw_set(&raw, B)),
            |(a, b)| black_box(a.union(b)),
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, union);
criterion_main!(benches);
