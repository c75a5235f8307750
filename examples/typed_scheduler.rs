//! The scheduler pipeline of `examples/scheduler.rs` on typed objects: the
//! same matrix multiplication, dependences, ISL's scheduler, tiling and C
//! code, with every set and relation saying the kinds of its tuples, so that
//! a relation applied on the wrong side, or dependences given in the wrong
//! direction, do not compile. The output is the untyped example's, line for
//! line (`tests/typed/typed_scheduler.rs`).
//!
//! `cargo run --example typed_scheduler`

use std::fmt::Write as _;

use isl_safe::typed::{self, Anon, Dependences, Params};
use isl_safe::{format, Context, Printer, ScheduleNodeType};

isl_safe::tuples! {
    /// `C[i][j] = 0`, for each `i`, `j`.
    S[2];
    /// `C[i][j] += A[i][k] * B[k][j]`, for each `i`, `j`, `k`.
    T[3];
    /// The kernel's statements.
    Stmts = S | T;
    C[2];
    A[2];
    B[2];
    /// The kernel's arrays.
    Arrays = C | A | B;
}

// The kernel, its text and the report's layout are the untyped example's.
#[allow(dead_code)]
#[path = "scheduler.rs"]
pub(crate) mod scheduler;
use scheduler::{indent, DOMAIN, ORIGINAL, READS, TILE, WRITES};

/// The pipeline's report, as `main` prints it.
pub fn run() -> Result<String, isl_safe::Error> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let mut out = String::new();

    // Every object enters with its kinds checked: a statement or array
    // missing from the groups, or of another arity, is an error here.
    let domain: typed::UnionSet<Stmts> = DOMAIN.parse()?;
    let writes = WRITES
        .parse::<typed::UnionMap<Stmts, Arrays>>()?
        .intersect_domain(&domain)?;
    let reads = READS
        .parse::<typed::UnionMap<Stmts, Arrays>>()?
        .intersect_domain(&domain)?;
    let original: typed::UnionMap<Stmts, Anon<4>> = ORIGINAL.parse()?;
    writeln!(out, "Statement instances:\n  {domain}\n").unwrap();

    // 1. Dependences, each from its source to its sink.
    let flow = typed::UnionAccessInfo::from_sink(&reads)?
        .set_must_source(&writes)?
        .set_schedule_map(&original)?
        .compute_flow()?
        .get_must_dependence()?;
    let output = typed::UnionAccessInfo::from_sink(&writes)?
        .set_must_source(&writes)?
        .set_schedule_map(&original)?
        .compute_flow()?
        .get_must_dependence()?;
    let anti = typed::UnionAccessInfo::from_sink(&writes)?
        .set_may_source(&reads)?
        .set_schedule_map(&original)?
        .compute_flow()?
        .get_may_dependence()?;
    let dependences: Dependences<Stmts> = (&(&flow | &output) | &anti).coalesce()?;
    let flow = flow.relation();
    writeln!(
        out,
        "Flow dependences (a write -> the read of its value):\n  {flow}\n"
    )
    .unwrap();
    let all = dependences.relation();
    writeln!(
        out,
        "All dependences the new order must respect:\n  {all}\n"
    )
    .unwrap();

    // 2. A schedule respecting them, keeping dependent instances close.
    let context: typed::Set<Params> = "[N] -> { : N > 0 }".parse()?;
    let schedule = typed::ScheduleConstraints::on_domain(&domain)?
        .set_context(&context)?
        .set_validity(&dependences)?
        .set_proximity(&dependences)?
        .set_coincidence(&dependences)?
        .compute_schedule()?;
    let yaml = Printer::to_str()?
        .set_yaml_style(format::YAML_STYLE_BLOCK)?
        .print_schedule(schedule.as_untyped())?
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
        band = band.first_child()?;
    }
    let members = band.band_n_member()?;
    // The sizes in the band's own tuple (whatever its name).
    let sizes = typed::MultiVal::from_ints(&band.band_get_space()?, &vec![TILE; members])?;
    let tiled = band.band_tile(&sizes)?.get_schedule()?;
    writeln!(out, "Tiled the outer band of {members} loops by {TILE}.\n").unwrap();

    // 4. C code for the tiled schedule.
    let ast = typed::AstBuild::from_context(context)?.node_from_schedule(tiled)?;
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
