//! Pictures of a 2-D stencil and of the matrix multiplication of
//! `examples/scheduler.rs`: iteration spaces, dependences, the execution
//! order before and after tiling, and schedule trees (SVG and DOT).
//!
//! `cargo run --features pictures --example pictures [DIRECTORY]`
//!
//! writes into DIRECTORY (default `target/pictures`) and prints each path.
//!
//! The stencil, with T = 6 time steps over N = 8 cells:
//!
//! ```c
//! for (t = 1; t <= T; t++)
//!   for (i = 1; i <= N; i++)
//! S:  A[t][i] = f(A[t - 1][i - 1], A[t - 1][i], A[t - 1][i + 1]);
//! ```
//!
//! Its dependences point forward in `t` and sideways in `i`, so the loops
//! cannot be tiled as they are; ISL's scheduler skews them into a permutable
//! band, whose tiles are drawn in colour.

use isl_safe::pictures::{Picture, TreeDiagram};
use isl_safe::{
    Context, DimType, Map, Schedule, ScheduleConstraints, ScheduleNodeType, Set, UnionAccessInfo,
    UnionMap, UnionSet,
};
use std::path::{Path, PathBuf};

const STENCIL: &str = "[T, N] -> { S[t, i] : 1 <= t <= T and 1 <= i <= N }";
const STENCIL_WRITES: &str = "{ S[t, i] -> A[t, i] }";
const STENCIL_READS: &str =
    "{ S[t, i] -> A[t - 1, i - 1]; S[t, i] -> A[t - 1, i]; S[t, i] -> A[t - 1, i + 1] }";
const STENCIL_ORDER: &str = "{ S[t, i] -> [t, i] }";
const T: i64 = 6;
const N: i64 = 8;
const TILE: [i64; 2] = [2, 4];

const MATMUL: &str = "[N] -> { S[i, j] : 0 <= i, j < N; T[i, j, k] : 0 <= i, j, k < N }";
const MATMUL_WRITES: &str = "{ S[i, j] -> C[i, j]; T[i, j, k] -> C[i, j] }";
const MATMUL_READS: &str =
    "{ T[i, j, k] -> C[i, j]; T[i, j, k] -> A[i, k]; T[i, j, k] -> B[k, j] }";
const MATMUL_ORDER: &str = "{ S[i, j] -> [i, j, 0, 0]; T[i, j, k] -> [i, j, 1, k] }";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "target/pictures".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    stencil(&dir)?;
    matmul(&dir)?;
    Ok(())
}

/// Writes `text` to `dir/name` and prints the path.
fn write(dir: &Path, name: &str, text: &str) -> std::io::Result<()> {
    let path = dir.join(name);
    std::fs::write(&path, text)?;
    println!("{}", path.display());
    Ok(())
}

/// The dependences of a kernel: flow (a write to the reads of its value),
/// output (writes of one element in order) and anti (reads before the next
/// write).
fn dependences(
    domain: &UnionSet,
    writes: &str,
    reads: &str,
    order: &str,
) -> isl_safe::Result<UnionMap> {
    let writes = UnionMap::read_from_str(writes)?.intersect_domain(domain)?;
    let reads = UnionMap::read_from_str(reads)?.intersect_domain(domain)?;
    let order: UnionMap = order.parse()?;
    let flow = UnionAccessInfo::from_sink(&reads)?
        .set_must_source(&writes)?
        .set_schedule_map(&order)?
        .compute_flow()?
        .get_must_dependence()?;
    let output = UnionAccessInfo::from_sink(&writes)?
        .set_must_source(&writes)?
        .set_schedule_map(&order)?
        .compute_flow()?
        .get_must_dependence()?;
    let anti = UnionAccessInfo::from_sink(&writes)?
        .set_may_source(&reads)?
        .set_schedule_map(&order)?
        .compute_flow()?
        .get_may_dependence()?;
    (&flow | &output | &anti).coalesce()
}

/// ISL's schedule of `domain` respecting `deps`, which it also keeps short
/// and parallel where it can, for the parameters of `context`.
fn schedule(domain: &UnionSet, deps: &UnionMap, context: &str) -> isl_safe::Result<Schedule> {
    ScheduleConstraints::on_domain(domain)?
        .set_context(Set::read_from_str(context)?)?
        .set_validity(deps)?
        .set_proximity(deps)?
        .set_coincidence(deps)?
        .compute_schedule()
}

fn stencil(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let domain: UnionSet = STENCIL.parse()?;
    let deps = dependences(&domain, STENCIL_WRITES, STENCIL_READS, STENCIL_ORDER)?;
    println!("stencil dependences: {deps}");
    let picture = || Picture::new(&domain).param("T", T).param("N", N);

    write(
        dir,
        "stencil-domain.svg",
        &picture().title("iteration space").to_svg()?,
    )?;
    write(
        dir,
        "stencil-dependences.svg",
        &picture().title("dependences").dependences(&deps).to_svg()?,
    )?;
    write(
        dir,
        "stencil-order.svg",
        &picture()
            .title("original order")
            .outlines(false)
            .order()
            .to_svg()?,
    )?;

    // A schedule from ISL's scheduler: one permutable band of two loops,
    // skewed so that every dependence goes forward in both.
    let schedule = schedule(&domain, &deps, "[T, N] -> { : T > 0 and N > 0 }")?;
    let map = schedule.get_map()?;
    println!("stencil schedule: {map}");
    write(
        dir,
        "stencil-tiled.svg",
        &picture()
            .title(format!("tiled {} x {}", TILE[0], TILE[1]))
            .outlines(false)
            .schedule(&map)
            .tiles(&TILE)
            .to_svg()?,
    )?;

    // The same tiling as ISL's band_tile does it, in the schedule tree.
    let mut at = schedule.cursor()?;
    while at.kind()? != ScheduleNodeType::Band {
        at.down(0)?;
    }
    at.tile(&TILE)?;
    let tiled = at.schedule()?;
    let times = tiled.get_map()?;
    let legal = deps.is_subset(&times.lex_lt_union_map(&times)?)?;
    println!("tiled schedule respects every dependence: {legal}");
    let tree = TreeDiagram::new(&tiled)?;
    write(dir, "stencil-schedule.svg", &tree.to_svg()?)?;
    write(dir, "stencil-schedule.dot", &tree.to_dot())?;
    Ok(())
}

fn matmul(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let domain: UnionSet = MATMUL.parse()?;
    let deps = dependences(&domain, MATMUL_WRITES, MATMUL_READS, MATMUL_ORDER)?;

    // The slice j = 0 of T, in (i, k): the accumulation C[i][0] += ...
    // (The image's dimensions are named again: ISL leaves unnamed an output
    // dimension written as an expression of the input.)
    let slice = "{ T[i, j, k] -> T[i, k] : j = 0 }"
        .parse::<Map>()?
        .set_dim_name(DimType::Out, 0, "i")?
        .set_dim_name(DimType::Out, 1, "k")?
        .upcast::<UnionMap>()?;
    let plane = domain.apply(&slice)?;
    let plane_deps = deps.apply_domain(&slice)?.apply_range(&slice)?;
    write(
        dir,
        "matmul-slice.svg",
        &Picture::new(&plane)
            .param("N", 4)
            .title("T[i, 0, k]: dependences")
            .dependences(&plane_deps)
            .to_svg()?,
    )?;

    let schedule = schedule(&domain, &deps, "[N] -> { : N > 0 }")?;
    let tree = TreeDiagram::new(&schedule)?;
    write(dir, "matmul-schedule.svg", &tree.to_svg()?)?;
    write(dir, "matmul-schedule.dot", &tree.to_dot())?;
    Ok(())
}
