//! `card` against enumeration on PolyBench kernels: for each kernel its
//! iteration domains (every statement) and its access footprint (the array
//! elements its accesses touch), counted once as a function of `n` by
//! `card`, then evaluated, against ISL's `count_val` of the same sets with
//! the parameters fixed, which visits every point, at growing `n`.
//!
//! `cargo bench --bench counting` runs criterion on `card` and on
//! `count_val` at two sizes; `cargo bench --bench counting -- table` prints
//! the table of `benches/README.md`: each kernel's `card` time, its
//! enumeration time at growing `n`, and the least `n` (of those tried)
//! from which `card` plus one evaluation is faster.

use criterion::Criterion;
use isl_safe::{Context, DimType, Result, Set, UnionMap, UnionSet};
use std::hint::black_box;
use std::time::{Duration, Instant};

#[path = "support/args.rs"]
mod args;

/// A kernel: its name, iteration domains and access relations (every
/// parameter is evaluated at the same `n`; `T`, the time steps, too).
const KERNELS: &[(&str, &str, &str)] = &[
    (
        "gemm",
        "[n] -> { S0[i, j] : 0 <= i, j < n; S1[i, k, j] : 0 <= i, j, k < n }",
        "[n] -> { S0[i, j] -> C[i, j]; S1[i, k, j] -> C[i, j]; S1[i, k, j] -> A[i, k]; S1[i, k, j] -> B[k, j] }",
    ),
    (
        "2mm",
        "[n] -> { S0[i, j] : 0 <= i, j < n; S1[i, j, k] : 0 <= i, j, k < n; S2[i, j] : 0 <= i, j < n; S3[i, j, k] : 0 <= i, j, k < n }",
        "[n] -> { S0[i, j] -> tmp[i, j]; S1[i, j, k] -> tmp[i, j]; S1[i, j, k] -> A[i, k]; S1[i, j, k] -> B[k, j]; \
         S2[i, j] -> D[i, j]; S3[i, j, k] -> D[i, j]; S3[i, j, k] -> tmp[i, k]; S3[i, j, k] -> C[k, j] }",
    ),
    (
        "syrk",
        "[n] -> { S0[i, j] : 0 <= j <= i < n; S1[i, k, j] : 0 <= k < n and 0 <= j <= i < n }",
        "[n] -> { S0[i, j] -> C[i, j]; S1[i, k, j] -> C[i, j]; S1[i, k, j] -> A[i, k]; S1[i, k, j] -> A[j, k] }",
    ),
    (
        "syr2k",
        "[n] -> { S0[i, j] : 0 <= j <= i < n; S1[i, k, j] : 0 <= k < n and 0 <= j <= i < n }",
        "[n] -> { S0[i, j] -> C[i, j]; S1[i, k, j] -> C[i, j]; S1[i, k, j] -> A[j, k]; S1[i, k, j] -> B[i, k]; \
         S1[i, k, j] -> B[j, k]; S1[i, k, j] -> A[i, k] }",
    ),
    (
        "trmm",
        "[n] -> { S0[i, j, k] : 0 <= i, j < n and i < k < n; S1[i, j] : 0 <= i, j < n }",
        "[n] -> { S0[i, j, k] -> B[i, j]; S0[i, j, k] -> A[k, i]; S0[i, j, k] -> B[k, j]; S1[i, j] -> B[i, j] }",
    ),
    (
        "lu",
        "[n] -> { S0[i, j, k] : 0 <= k < j < i < n; S1[i, j] : 0 <= j < i < n; S2[i, j, k] : 0 <= k < i <= j < n }",
        "[n] -> { S0[i, j, k] -> A[i, j]; S0[i, j, k] -> A[i, k]; S0[i, j, k] -> A[k, j]; S1[i, j] -> A[i, j]; \
         S1[i, j] -> A[j, j]; S2[i, j, k] -> A[i, j]; S2[i, j, k] -> A[i, k]; S2[i, j, k] -> A[k, j] }",
    ),
    (
        "cholesky",
        "[n] -> { S0[i, j, k] : 0 <= k < j < i < n; S1[i, j] : 0 <= j < i < n; S2[i, k] : 0 <= k < i < n; S3[i] : 0 <= i < n }",
        "[n] -> { S0[i, j, k] -> A[i, j]; S0[i, j, k] -> A[i, k]; S0[i, j, k] -> A[j, k]; S1[i, j] -> A[i, j]; \
         S1[i, j] -> A[j, j]; S2[i, k] -> A[i, i]; S2[i, k] -> A[i, k]; S3[i] -> A[i, i] }",
    ),
    (
        "jacobi-2d",
        "[T, n] -> { S0[t, i, j] : 0 <= t < T and 1 <= i, j < n - 1; S1[t, i, j] : 0 <= t < T and 1 <= i, j < n - 1 }",
        "[T, n] -> { S0[t, i, j] -> B[i, j]; S0[t, i, j] -> A[i, j]; S0[t, i, j] -> A[i, j - 1]; S0[t, i, j] -> A[i, 1 + j]; \
         S0[t, i, j] -> A[1 + i, j]; S0[t, i, j] -> A[i - 1, j]; S1[t, i, j] -> A[i, j]; S1[t, i, j] -> B[i, j]; \
         S1[t, i, j] -> B[i, j - 1]; S1[t, i, j] -> B[i, 1 + j]; S1[t, i, j] -> B[1 + i, j]; S1[t, i, j] -> B[i - 1, j] }",
    ),
    (
        "seidel-2d",
        "[T, n] -> { S0[t, i, j] : 0 <= t < T and 1 <= i, j <= n - 2 }",
        "[T, n] -> { S0[t, i, j] -> A[x, y] : i - 1 <= x <= i + 1 and j - 1 <= y <= j + 1 }",
    ),
    (
        "fdtd-2d",
        "[T, n] -> { S0[t, j] : 0 <= t < T and 0 <= j < n; S1[t, i, j] : 0 <= t < T and 1 <= i < n and 0 <= j < n; \
         S2[t, i, j] : 0 <= t < T and 0 <= i < n and 1 <= j < n; S3[t, i, j] : 0 <= t < T and 0 <= i < n - 1 and 0 <= j < n - 1 }",
        "[T, n] -> { S0[t, j] -> ey[0, j]; S0[t, j] -> fict[t]; S1[t, i, j] -> ey[i, j]; S1[t, i, j] -> hz[i, j]; \
         S1[t, i, j] -> hz[i - 1, j]; S2[t, i, j] -> ex[i, j]; S2[t, i, j] -> hz[i, j]; S2[t, i, j] -> hz[i, j - 1]; \
         S3[t, i, j] -> hz[i, j]; S3[t, i, j] -> ex[i, j + 1]; S3[t, i, j] -> ex[i, j]; S3[t, i, j] -> ey[i + 1, j]; \
         S3[t, i, j] -> ey[i, j] }",
    ),
    (
        "heat-3d",
        "[T, n] -> { S0[t, i, j, k] : 1 <= t <= T and 1 <= i, j, k < n - 1; S1[t, i, j, k] : 1 <= t <= T and 1 <= i, j, k < n - 1 }",
        "[T, n] -> { S0[t, i, j, k] -> B[i, j, k]; S0[t, i, j, k] -> A[x, j, k] : i - 1 <= x <= i + 1; \
         S0[t, i, j, k] -> A[i, y, k] : j - 1 <= y <= j + 1; S0[t, i, j, k] -> A[i, j, z] : k - 1 <= z <= k + 1; \
         S1[t, i, j, k] -> A[i, j, k]; S1[t, i, j, k] -> B[x, j, k] : i - 1 <= x <= i + 1; \
         S1[t, i, j, k] -> B[i, y, k] : j - 1 <= y <= j + 1; S1[t, i, j, k] -> B[i, j, z] : k - 1 <= z <= k + 1 }",
    ),
    (
        "atax",
        "[n] -> { S0[i] : 0 <= i < n; S1[i, j] : 0 <= i, j < n; S2[i, j] : 0 <= i, j < n }",
        "[n] -> { S0[i] -> tmp[i]; S1[i, j] -> tmp[i]; S1[i, j] -> A[i, j]; S1[i, j] -> x[j]; S2[i, j] -> y[j]; \
         S2[i, j] -> A[i, j]; S2[i, j] -> tmp[i] }",
    ),
];

/// A kernel's two sets: its iteration domains, and the elements its
/// accesses touch.
fn sets(domain: &str, accesses: &str) -> Result<[UnionSet; 2]> {
    let domain: UnionSet = domain.parse()?;
    let accesses: UnionMap = accesses.parse()?;
    let footprint = domain
        .clone()
        .apply(accesses.intersect_domain(domain.clone())?)?;
    Ok([domain, footprint])
}

/// `card`, then one evaluation with every parameter `n`.
fn card_then_eval(set: &UnionSet, n: i64) -> Result<i64> {
    let mut total = 0;
    let count = set.card()?;
    let np = set.get_space()?.dim(DimType::Param)?;
    count.foreach_pw_qpolynomial(|pw| {
        total += pw
            .eval_ints(&vec![n; np])?
            .to_string()
            .parse::<i64>()
            .expect("a finite count");
        Ok::<(), isl_safe::Error>(())
    })?;
    Ok(total)
}

/// ISL's enumeration: `count_val` of each set with every parameter `n`.
fn enumerate(set: &UnionSet, n: i64) -> Result<i64> {
    let mut total = 0;
    for s in set.sets()? {
        let mut fixed: Set = s;
        for i in 0..fixed.dim(DimType::Param)? {
            fixed = fixed.fix_si(DimType::Param, i as u32, n as i32)?;
        }
        total += fixed
            .count_val()?
            .to_string()
            .parse::<i64>()
            .expect("a finite count");
    }
    Ok(total)
}

/// The least time of `runs` runs of `f`.
fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..runs {
        let t = Instant::now();
        out = Some(black_box(f()));
        best = best.min(t.elapsed());
    }
    (best, out.expect("at least one run"))
}

fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1e3)
}

/// The table of `benches/README.md`.
fn print_table() -> Result<()> {
    let sizes = [16i64, 32, 64, 128, 256, 512];
    println!(
        "| kernel | set | `card` + eval (ms) | {} | `card` wins from n = |",
        sizes.map(|n| format!("enum n={n} (ms)")).join(" | ")
    );
    println!(
        "| --- | --- | ---: | {} | ---: |",
        sizes.map(|_| "---:").join(" | ")
    );
    for (name, domain, accesses) in KERNELS {
        for (what, set) in ["domain", "footprint"].iter().zip(sets(domain, accesses)?) {
            let (card_time, _) = time(3, || card_then_eval(&set, 100).unwrap());
            let mut cells = Vec::new();
            let mut wins = None;
            for &n in &sizes {
                if cells.len() > 1 && cells.last().is_some_and(|c: &String| c == "-") {
                    cells.push("-".to_string());
                    continue;
                }
                let (t, count) = time(1, || enumerate(&set, n).unwrap());
                assert_eq!(count, card_then_eval(&set, n)?, "{name} {what} at n = {n}");
                cells.push(ms(t));
                if wins.is_none() && t > card_time {
                    wins = Some(n);
                }
                if t > Duration::from_secs(2) {
                    // Larger sizes only take longer.
                    cells.push("-".to_string());
                }
            }
            cells.truncate(sizes.len());
            while cells.len() < sizes.len() {
                cells.push("-".to_string());
            }
            let wins = wins.map_or(format!("> {}", sizes[sizes.len() - 1]), |n| {
                format!("≤ {n}")
            });
            println!(
                "| {name} | {what} | {} | {} | {wins} |",
                ms(card_time),
                cells.join(" | ")
            );
        }
    }
    Ok(())
}

fn counting(c: &mut Criterion) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let mut group = c.benchmark_group("counting");
    group.sample_size(10);
    for (name, domain, accesses) in KERNELS {
        let [domain, footprint] = sets(domain, accesses).unwrap();
        group.bench_function(format!("{name}/domain/card"), |b| {
            b.iter(|| domain.card().unwrap())
        });
        group.bench_function(format!("{name}/footprint/card"), |b| {
            b.iter(|| footprint.card().unwrap())
        });
        for n in [32, 128] {
            group.bench_function(format!("{name}/domain/count_val n={n}"), |b| {
                b.iter(|| enumerate(&domain, n).unwrap())
            });
        }
    }
    group.finish();
}

fn main() {
    let args = args::args();
    match args.as_slice() {
        [table] if table == "table" => {
            let ctx = Context::new().unwrap();
            let _scope = ctx.enter();
            print_table().unwrap();
        }
        _ => {
            let mut c = Criterion::default().configure_from_args();
            counting(&mut c);
            c.final_summary();
        }
    }
}
