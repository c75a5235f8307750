//! A cost model's numbers from `card`: how many iterations a loop nest
//! runs, how many distinct array elements a tile touches, how many
//! dependences cross a tile, each as a function of the problem size `n`,
//! then evaluated.
//!
//! `cargo run --example counting`; `tests/api/counting.rs` checks every number
//! it prints against an enumeration of the same points.

use isl_safe::{Context, DimType, Map, PwQpolynomial, Result, Set, UnionMap};

/// One quantity of the cost model: what it counts, the set or map counted,
/// its count, and the values (parameters, then domain dimensions for a
/// map) it is evaluated at.
pub struct Quantity {
    /// What is counted.
    pub what: &'static str,
    /// The set counted, or the map whose images are.
    pub counted: Counted,
    /// `card` of it.
    pub count: PwQpolynomial,
    /// Where the count is evaluated.
    pub at: Vec<Vec<i64>>,
}

/// A set or a map.
pub enum Counted {
    /// Its points are counted.
    Set(Set),
    /// The images of each domain element are counted.
    Map(Map),
}

/// The quantities, for a matrix multiplication tiled by 32 and a Jacobi
/// stencil.
pub fn quantities() -> Result<Vec<Quantity>> {
    let mut out = Vec::new();
    // The iterations of C[i][j] += A[i][k] * B[k][j] over a triangle:
    // for (i = 0; i < n; i++) for (j = 0; j <= i; j++) for (k = 0; k < n; k++).
    let domain: Set = "[n] -> { S[i, j, k] : 0 <= j <= i < n and 0 <= k < n }".parse()?;
    out.push(Quantity {
        what: "iterations of the triangular matrix product",
        count: domain.card()?,
        counted: Counted::Set(domain),
        at: vec![vec![10], vec![100], vec![2000]],
    });
    // The elements of B that one 32 x 32 x 32 tile (ti, tj, tk) reads.
    let tile_reads: Map =
        "[n] -> { T[ti, tj, tk] -> B[k, j] : exists i : 0 <= j <= i < n and 0 <= k < n \
         and 32ti <= i < 32ti + 32 and 32tj <= j < 32tj + 32 and 32tk <= k < 32tk + 32 }"
            .parse()?;
    out.push(Quantity {
        what: "elements of B a tile reads (n, ti, tj, tk)",
        count: tile_reads.card()?,
        counted: Counted::Map(tile_reads),
        at: vec![
            vec![100, 0, 0, 0],
            vec![100, 3, 0, 1],
            vec![100, 3, 3, 3],
            vec![2000, 10, 4, 7],
        ],
    });
    // The flow dependences of a 1-d Jacobi sweep that cross from one time
    // tile of 16 steps to the next: a step t writes A[i] that step t + 1
    // reads at i - 1, i, i + 1.
    let reads: UnionMap =
        "[n, T] -> { S[t, i] -> A[t, j] : 0 <= t < T and 1 <= i < n - 1 and i - 1 <= j <= i + 1 }"
            .parse()?;
    let writes: UnionMap =
        "[n, T] -> { S[t, i] -> A[t + 1, i] : 0 <= t < T and 1 <= i < n - 1 }".parse()?;
    let deps = writes.apply_range(reads.reverse()?)?;
    let crossing: Map = deps
        .intersect(&"[n, T] -> { S[t, i] -> S[t2, i2] : exists tt : 16tt <= t < 16tt + 16 and t2 >= 16tt + 16 }".parse::<UnionMap>()?)?
        .as_map()?;
    let crossing_count: Set = crossing.wrap()?;
    out.push(Quantity {
        what: "dependences crossing time-tile boundaries of a Jacobi sweep (n, T)",
        count: crossing_count.card()?,
        counted: Counted::Set(crossing_count),
        at: vec![vec![10, 32], vec![100, 64], vec![1000, 1000]],
    });
    // Per time step: how many iterations of the next tile read what step t
    // writes (the distinct targets of its crossing dependences).
    let per_step = crossing.clone().project_out(DimType::In, 1, 1)?;
    out.push(Quantity {
        what: "iterations of the next time tile that read what step t writes (n, T, t)",
        count: per_step.card()?,
        counted: Counted::Map(per_step),
        at: vec![vec![100, 64, 15], vec![100, 64, 14], vec![100, 64, 63]],
    });
    Ok(out)
}

fn main() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    for q in quantities()? {
        println!("{}:\n  {}", q.what, q.count);
        for at in &q.at {
            println!("  at {at:?}: {}", q.count.eval_ints(at)?);
        }
    }
    Ok(())
}
