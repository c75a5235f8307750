//! The dependence → schedule → code generation pipeline on a few kernels,
//! through the safe API and through direct `isl-sys` calls.
//!
//! `cargo bench --bench pipeline` times both with criterion.
//! `pipeline count MODE N` (MODE `safe` or `raw`) runs N pipelines per kernel
//! for instruction counts under `valgrind --tool=callgrind`, which repeat
//! exactly.

use criterion::Criterion;
use isl_safe::prim::baseline::{raw_pipeline, RawCtx};
use isl_safe::{AstBuild, Context, ScheduleConstraints, UnionAccessInfo, UnionMap, UnionSet};
use std::hint::black_box;

/// (name, domain, writes, reads, original order)
const KERNELS: &[(&str, &str, &str, &str, &str)] = &[
    (
        "matmul",
        "[N] -> { S[i, j] : 0 <= i, j < N; T[i, j, k] : 0 <= i, j, k < N }",
        "{ S[i, j] -> C[i, j]; T[i, j, k] -> C[i, j] }",
        "{ T[i, j, k] -> C[i, j]; T[i, j, k] -> A[i, k]; T[i, j, k] -> B[k, j] }",
        "{ S[i, j] -> [i, j, 0, 0]; T[i, j, k] -> [i, j, 1, k] }",
    ),
    (
        "jacobi",
        "[T, N] -> { S[t, i] : 0 <= t < T and 1 <= i < N - 1 }",
        "{ S[t, i] -> A[t + 1, i] }",
        "{ S[t, i] -> A[t, i - 1]; S[t, i] -> A[t, i]; S[t, i] -> A[t, i + 1] }",
        "{ S[t, i] -> [t, i] }",
    ),
    (
        "seidel",
        "[N] -> { S[i, j] : 1 <= i, j < N - 1 }",
        "{ S[i, j] -> A[i, j] }",
        "{ S[i, j] -> A[i - 1, j]; S[i, j] -> A[i, j - 1]; S[i, j] -> A[i + 1, j]; S[i, j] -> A[i, j + 1] }",
        "{ S[i, j] -> [i, j] }",
    ),
];

/// The same pipeline through the safe API.
fn safe_pipeline(domain: &str, writes: &str, reads: &str, order: &str) -> String {
    let domain: UnionSet = domain.parse().unwrap();
    let writes: UnionMap = writes.parse().unwrap();
    let reads: UnionMap = reads.parse().unwrap();
    let order: UnionMap = order.parse().unwrap();
    let deps = UnionAccessInfo::from_sink(reads)
        .and_then(|i| i.set_must_source(writes))
        .and_then(|i| i.set_schedule_map(order))
        .and_then(|i| i.compute_flow())
        .and_then(|f| f.get_must_dependence())
        .unwrap();
    let mut sc = ScheduleConstraints::on_domain(domain).unwrap();
    sc.in_place().set_validity(&deps).unwrap();
    sc.in_place().set_proximity(deps).unwrap();
    let schedule = sc.compute_schedule().unwrap();
    let ast = AstBuild::alloc()
        .unwrap()
        .node_from_schedule(schedule)
        .unwrap();
    ast.to_c_str().unwrap()
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let raw = RawCtx::new();
    // Both paths must produce the same code.
    for (name, d, w, r, o) in KERNELS {
        assert_eq!(
            safe_pipeline(d, w, r, o),
            raw_pipeline(&raw, d, w, r, o).expect("the raw pipeline fails"),
            "{name}"
        );
    }
    if let [count, mode, n] = args.as_slice() {
        assert_eq!(count, "count");
        for _ in 0..n.parse::<usize>().expect("N") {
            for (_, d, w, r, o) in KERNELS {
                match mode.as_str() {
                    "safe" => black_box(safe_pipeline(d, w, r, o)),
                    "raw" => black_box(raw_pipeline(&raw, d, w, r, o).unwrap_or_default()),
                    other => panic!("unknown mode {other}"),
                };
            }
        }
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    for (name, d, w, r, o) in KERNELS {
        let mut group = c.benchmark_group(format!("pipeline/{name}"));
        group.bench_function("safe", |b| b.iter(|| black_box(safe_pipeline(d, w, r, o))));
        group.bench_function("raw_isl_sys", |b| {
            b.iter(|| black_box(raw_pipeline(&raw, d, w, r, o)))
        });
        group.finish();
    }
    c.final_summary();
}
