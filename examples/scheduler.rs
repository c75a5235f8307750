//! A complete polyhedral scheduler pipeline on a matrix multiplication:
//! dependence analysis, scheduling, tiling, and C code generation.
//!
//! `cargo run --example scheduler`
//!
//! The kernel, written as ISL sets and maps (what a front end extracts from
//! the loop nest):
//!
//! ```c
//! for (i = 0; i < N; i++)
//!   for (j = 0; j < N; j++) {
//! S:  C[i][j] = 0;
//!     for (k = 0; k < N; k++)
//! T:    C[i][j] += A[i][k] * B[k][j];
//!   }
//! ```

use std::fmt::Write as _;

use isl_safe::{
    format, AstBuild, Context, MultiVal, Printer, ScheduleConstraints, ScheduleNodeType, Set,
    UnionAccessInfo, UnionMap, UnionSet, Val, ValList,
};

/// The statement instances.
pub const DOMAIN: &str = "[N] -> { S[i, j] : 0 <= i, j < N; T[i, j, k] : 0 <= i, j, k < N }";
/// What each instance writes and reads.
pub const WRITES: &str = "{ S[i, j] -> C[i, j]; T[i, j, k] -> C[i, j] }";
pub const READS: &str = "{ T[i, j, k] -> C[i, j]; T[i, j, k] -> A[i, k]; T[i, j, k] -> B[k, j] }";
/// The original execution order: i, j, then S before the k loop of T.
pub const ORIGINAL: &str = "{ S[i, j] -> [i, j, 0, 0]; T[i, j, k] -> [i, j, 1, k] }";
/// The tile size of every tiled loop.
pub const TILE: i64 = 32;

/// The pipeline's report: each step's result, as `main` prints it
/// (`tests/typed/typed_scheduler.rs` compares it with the typed example's).
pub fn run() -> Result<String, isl_safe::Error> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let mut out = String::new();

    let domain: UnionSet = DOMAIN.parse()?;
    let writes = UnionMap::read_from_str(WRITES)?.intersect_domain(&domain)?;
    let reads = UnionMap::read_from_str(READS)?.intersect_domain(&domain)?;
    let original: UnionMap = ORIGINAL.parse()?;
    writeln!(out, "Statement instances:\n  {domain}\n").unwrap();

    // 1. Dependences: which write each read sees (flow), and the order writes
    //    must keep between themselves (output) and after earlier reads (anti).
    let flow = UnionAccessInfo::from_sink(&reads)?
        .set_must_source(&writes)?
        .set_schedule_map(&original)?
        .compute_flow()?
        .get_must_dependence()?;
    let output = UnionAccessInfo::from_sink(&writes)?
        .set_must_source(&writes)?
        .set_schedule_map(&original)?
        .compute_flow()?
        .get_must_dependence()?;
    let anti = UnionAccessInfo::from_sink(&writes)?
        .set_may_source(&reads)?
        .set_schedule_map(&original)?
        .compute_flow()?
        .get_may_dependence()?;
    let dependences = (&flow | &output | &anti).coalesce()?;
    writeln!(
        out,
        "Flow dependences (a write -> the read of its value):\n  {flow}\n"
    )
    .unwrap();
    writeln!(
        out,
        "All dependences the new order must respect:\n  {dependences}\n"
    )
    .unwrap();

    // 2. A schedule respecting them, keeping dependent instances close.
    let context = Set::read_from_str("[N] -> { : N > 0 }")?;
    let schedule = ScheduleConstraints::on_domain(&domain)?
        .set_context(&context)?
        .set_validity(&dependences)?
        .set_proximity(&dependences)?
        .set_coincidence(&dependences)?
        .compute_schedule()?;
    let yaml = Printer::to_str()?
        .set_yaml_style(format::YAML_STYLE_BLOCK)?
        .print_schedule(&schedule)?
        .get_str()?;
    writeln!(
        out,
        "Schedule found by ISL (a schedule tree):\n{}",
        indent(&yaml)
    )
    .unwrap();

    // 3. Tile the outermost band: every member by TILE.
    let mut band = schedule.get_root()?.first_child()?;
    while band.get_type()? != ScheduleNodeType::Band {
        band.in_place().first_child()?;
    }
    let members = band.band_n_member()?;
    let mut sizes = ValList::alloc(members)?;
    for _ in 0..members {
        sizes.in_place().add(Val::int_from_si(TILE)?)?;
    }
    let sizes = MultiVal::from_val_list(band.band_get_space()?, sizes)?;
    band.in_place().band_tile(sizes)?;
    let tiled = band.get_schedule()?;
    writeln!(out, "Tiled the outer band of {members} loops by {TILE}.\n").unwrap();

    // 4. C code for the tiled schedule.
    let ast = AstBuild::from_context(context)?.node_from_schedule(tiled)?;
    let code = Printer::to_str()?
        .set_output_format(format::C)?
        .print_ast_node(&ast)?
        .get_str()?;
    writeln!(out, "Generated code:\n{}", indent(&code)).unwrap();
    Ok(out)
}

#[allow(dead_code)]
fn main() -> Result<(), isl_safe::Error> {
    print!("{}", run()?);
    Ok(())
}

/// Indents every line of `text` by two spaces.
pub fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}
