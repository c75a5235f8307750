//! The dependence → schedule → code generation pipeline on a few kernels,
//! through the safe API and through direct `isl-sys` calls.
//!
//! `cargo bench --bench pipeline` times both with criterion.
//! `pipeline count MODE N` (MODE `safe`, `typed`, `copying` or `raw`) runs N
//! pipelines per kernel for instruction counts under
//! `valgrind --tool=callgrind`, which repeat exactly; `pipeline count` runs
//! each mode that way with 20 and 40 pipelines and prints the cost of one
//! pipeline (the three kernels), set-up cancelled, beside the raw one.

#[allow(dead_code)]
mod baseline;

use baseline::{raw_pipeline, RawCtx};
use criterion::Criterion;
use isl_safe::typed::{self, Kind, Unnamed};
use isl_safe::{AstBuild, Context, ScheduleConstraints, UnionAccessInfo, UnionMap, UnionSet};
use std::hint::black_box;

/// `raw_pipeline` of this benchmark's own kernels: small texts, within the
/// readers' bounds that `raw_pipeline` asks its caller to keep.
fn raw_code(raw: &RawCtx, d: &str, w: &str, r: &str, o: &str) -> Option<String> {
    // SAFETY: the kernels' texts are small sets and maps within the readers'
    // bounds.
    unsafe { raw_pipeline(raw, d, w, r, o) }
}

#[path = "support/args.rs"]
mod args;

#[path = "support/callgrind.rs"]
mod callgrind;

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

/// The same pipeline through the safe API, each object handed on the way a
/// C caller hands it: the calls that consume their receiver take it by value
/// (`by_value()`), as `isl_union_access_info_set_must_source(info, ...)` does.
fn safe_pipeline(domain: &str, writes: &str, reads: &str, order: &str) -> String {
    let domain: UnionSet = domain.parse().unwrap();
    let writes: UnionMap = writes.parse().unwrap();
    let reads: UnionMap = reads.parse().unwrap();
    let order: UnionMap = order.parse().unwrap();
    safe_from(domain, writes, reads, order)
}

/// `safe_pipeline` from objects already read.
fn safe_from(domain: UnionSet, writes: UnionMap, reads: UnionMap, order: UnionMap) -> String {
    let deps = UnionAccessInfo::from_sink(reads)
        .unwrap()
        .by_value()
        .set_must_source(writes)
        .unwrap()
        .by_value()
        .set_schedule_map(order)
        .unwrap()
        .by_value()
        .compute_flow()
        .unwrap()
        .get_must_dependence()
        .unwrap();
    let mut sc = ScheduleConstraints::on_domain(domain).unwrap();
    sc.in_place().set_validity(&deps).unwrap();
    sc.in_place().set_proximity(deps).unwrap();
    let schedule = sc.by_value().compute_schedule().unwrap();
    let ast = AstBuild::alloc()
        .unwrap()
        .node_from_schedule(schedule)
        .unwrap();
    ast.to_c_str().unwrap()
}

/// A kernel's inputs, typed: the domain, writes, reads and original order.
type TypedInputs = (
    typed::UnionSet<Stmts>,
    typed::UnionMap<Stmts, Arrays>,
    typed::UnionMap<Stmts, Arrays>,
    typed::UnionMap<Stmts, Unnamed>,
);

/// The untyped code `typed_from` is: the typed builders consume each step's
/// object and update it in place, the consuming calls go by value.
fn untyped_from(domain: UnionSet, writes: UnionMap, reads: UnionMap, order: UnionMap) -> String {
    fn step<T>(
        mut object: T,
        set: impl FnOnce(&mut T) -> isl_safe::Result<()>,
    ) -> isl_safe::Result<T> {
        set(&mut object)?;
        Ok(object)
    }
    let info = UnionAccessInfo::from_sink(reads).unwrap();
    let info = step(info, |i| i.in_place().set_must_source(writes)).unwrap();
    let info = step(info, |i| i.in_place().set_schedule_map(order)).unwrap();
    let deps = info
        .by_value()
        .compute_flow()
        .unwrap()
        .get_must_dependence()
        .unwrap();
    let sc = ScheduleConstraints::on_domain(domain).unwrap();
    let sc = step(sc, |c| c.in_place().set_validity(&deps)).unwrap();
    let sc = step(sc, |c| c.in_place().set_proximity(deps)).unwrap();
    let schedule = sc.by_value().compute_schedule().unwrap();
    let ast = AstBuild::alloc()
        .unwrap()
        .node_from_schedule(schedule)
        .unwrap();
    ast.to_c_str().unwrap()
}

isl_safe::tuples! { S[2]; T[3]; Stmts = S | T; A[2]; B[2]; C[2]; Arrays = A | B | C }

/// The same pipeline on typed objects (`isl_safe::typed`), written as
/// `safe_pipeline` is: the typed methods are the untyped ones, inlined; what
/// the kinds add is the check of the four inputs where they are parsed
/// (modes `typed` against `safe`). Modes `typed_read` and `safe_read` start
/// from the inputs read once (each pipeline takes copies): the typed
/// methods against the same untyped calls (`untyped_from`), nothing else.
fn typed_pipeline<D: Kind, A: Kind>(
    domain: &str,
    writes: &str,
    reads: &str,
    order: &str,
) -> String {
    let domain: typed::UnionSet<D> = domain.parse().unwrap();
    let writes: typed::UnionMap<D, A> = writes.parse().unwrap();
    let reads: typed::UnionMap<D, A> = reads.parse().unwrap();
    let order: typed::UnionMap<D, Unnamed> = order.parse().unwrap();
    typed_from(domain, writes, reads, order)
}

/// `typed_pipeline` from objects already read (and checked).
fn typed_from<D: Kind, A: Kind>(
    domain: typed::UnionSet<D>,
    writes: typed::UnionMap<D, A>,
    reads: typed::UnionMap<D, A>,
    order: typed::UnionMap<D, Unnamed>,
) -> String {
    let deps = typed::UnionAccessInfo::from_sink(reads)
        .unwrap()
        .set_must_source(writes)
        .unwrap()
        .set_schedule_map(order)
        .unwrap()
        .compute_flow()
        .unwrap()
        .get_must_dependence()
        .unwrap();
    let schedule = typed::ScheduleConstraints::on_domain(domain)
        .unwrap()
        .set_validity(&deps)
        .unwrap()
        .set_proximity(deps)
        .unwrap()
        .compute_schedule()
        .unwrap();
    let ast = typed::AstBuild::alloc()
        .unwrap()
        .node_from_schedule(schedule)
        .unwrap();
    ast.to_c_str().unwrap()
}

/// The same pipeline with `&self` calls where ISL consumes the receiver:
/// each copies its object, and ISL duplicates the shared copy before
/// changing it (three access infos and the schedule constraints per
/// kernel). What that costs a caller is the difference to `safe`.
fn copying_pipeline(domain: &str, writes: &str, reads: &str, order: &str) -> String {
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

/// The instructions callgrind counts for `mode` run `n` times, or `None`
/// without valgrind.
fn instructions(mode: &str, n: usize) -> Option<u64> {
    callgrind::instructions(&["count", mode, &n.to_string()])
}

/// One pipeline (the three kernels) per mode: (count(40) - count(20)) / 20.
fn print_counts() {
    const N: usize = 20;
    let per = |mode: &str| -> Option<f64> {
        Some((instructions(mode, 2 * N)? as f64 - instructions(mode, N)? as f64) / N as f64)
    };
    let Some(raw) = per("raw") else {
        println!("pipeline count: valgrind not found");
        return;
    };
    println!(
        "instructions per pipeline of three kernels (callgrind, (count(40) - count(20)) / 20)"
    );
    println!("raw isl-sys {raw:>12.0}");
    for mode in ["safe", "typed", "copying", "safe_read", "typed_read"] {
        let c = per(mode).unwrap_or(f64::NAN);
        println!(
            "{mode:<11} {c:>12.0} {:+.0} ({:+.3}%)",
            c - raw,
            100.0 * (c - raw) / raw
        );
    }
}

fn main() {
    let args = args::args();
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let raw = RawCtx::new();
    // Both paths must produce the same code.
    for (name, d, w, r, o) in KERNELS {
        let code = raw_code(&raw, d, w, r, o).expect("the raw pipeline fails");
        assert_eq!(safe_pipeline(d, w, r, o), code, "{name}");
        assert_eq!(typed_pipeline::<Stmts, Arrays>(d, w, r, o), code, "{name}");
        assert_eq!(copying_pipeline(d, w, r, o), code, "{name}");
    }
    // The inputs read once, untyped and typed, for the `*_read` modes only
    // (objects kept alive change what ISL's context does for the others).
    let reading = matches!(args.as_slice(), [_, m, _] if m.ends_with("_read"));
    let read: Vec<_> = KERNELS[..if reading { KERNELS.len() } else { 0 }]
        .iter()
        .map(|(_, d, w, r, o)| {
            let untyped: (UnionSet, UnionMap, UnionMap, UnionMap) = (
                d.parse().unwrap(),
                w.parse().unwrap(),
                r.parse().unwrap(),
                o.parse().unwrap(),
            );
            let typed: TypedInputs = (
                d.parse().unwrap(),
                w.parse().unwrap(),
                r.parse().unwrap(),
                o.parse().unwrap(),
            );
            (untyped, typed)
        })
        .collect();
    for ((u, t), (name, ..)) in read.iter().zip(KERNELS) {
        let safe = untyped_from(u.0.clone(), u.1.clone(), u.2.clone(), u.3.clone());
        let typed = typed_from(t.0.clone(), t.1.clone(), t.2.clone(), t.3.clone());
        assert_eq!(safe, typed, "{name}");
    }
    if let [count, mode, n] = args.as_slice() {
        assert_eq!(count, "count");
        if mode == "safe_read" || mode == "typed_read" {
            for _ in 0..n.parse::<usize>().expect("N") {
                for (u, t) in &read {
                    if mode == "safe_read" {
                        black_box(safe_from(
                            u.0.clone(),
                            u.1.clone(),
                            u.2.clone(),
                            u.3.clone(),
                        ));
                    } else {
                        black_box(typed_from(
                            t.0.clone(),
                            t.1.clone(),
                            t.2.clone(),
                            t.3.clone(),
                        ));
                    }
                }
            }
            return;
        }
        for _ in 0..n.parse::<usize>().expect("N") {
            for (_, d, w, r, o) in KERNELS {
                match mode.as_str() {
                    "safe" => black_box(safe_pipeline(d, w, r, o)),
                    "typed" => black_box(typed_pipeline::<Stmts, Arrays>(d, w, r, o)),
                    "copying" => black_box(copying_pipeline(d, w, r, o)),
                    "raw" => black_box(raw_code(&raw, d, w, r, o).unwrap_or_default()),
                    other => panic!("unknown mode {other}"),
                };
            }
        }
        return;
    }
    if let [count] = args.as_slice() {
        assert_eq!(count, "count");
        print_counts();
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    for (name, d, w, r, o) in KERNELS {
        let mut group = c.benchmark_group(format!("pipeline/{name}"));
        group.bench_function("safe", |b| b.iter(|| black_box(safe_pipeline(d, w, r, o))));
        group.bench_function("typed", |b| {
            b.iter(|| black_box(typed_pipeline::<Stmts, Arrays>(d, w, r, o)))
        });
        group.bench_function("raw_isl_sys", |b| {
            b.iter(|| black_box(raw_code(&raw, d, w, r, o)))
        });
        group.finish();
    }
    c.final_summary();
}
