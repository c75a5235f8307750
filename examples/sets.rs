//! A first program with isl-safe: iteration domains, accesses and a
//! dependence-style question, answered with sets and maps.
//!
//! `cargo run --example sets`

use isl_safe::{Context, DimType, Map, Set, UnionMap, UnionSet};

fn main() -> Result<(), isl_safe::Error> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();

    // The iterations of a triangular loop nest: for i < n, for j <= i.
    let domain: Set = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }".parse()?;
    println!("domain            {domain}");
    let n10 = domain.fix_si(DimType::Param, 0, 10)?;
    println!("with n = 10       {n10}");
    println!(
        "iterations        {}",
        n10.project_out(DimType::Param, 0, 1)?.count_val()?
    );

    // S[i, j] writes A[i + j]; which iterations write the same element?
    let write: Map = "{ S[i, j] -> A[i + j] }".parse()?;
    let write = write.intersect_domain(&domain)?;
    let same_cell = write.apply_range(write.reverse()?)?;
    let others = same_cell - "{ S[i, j] -> S[i, j] }".parse::<Map>()?;
    println!("same element      {}", others.coalesce()?);

    // Operators: union, intersection, difference and the subset order.
    let upper = &domain & "j >= i - 1";
    let lower = &domain & "j <= 1";
    println!("upper | lower     {}", (&upper | &lower).coalesce()?);
    println!("upper & lower     {}", &upper & &lower);
    println!("lower <= domain   {}", lower <= domain);

    // Union sets and maps: a whole program's statements at once.
    let stmts: UnionSet = "[n] -> { S[i] : 0 <= i < n; T[i, j] : 0 <= i, j < n }".parse()?;
    let reads: UnionMap = "{ S[i] -> A[i]; T[i, j] -> A[j] }".parse()?;
    println!("elements read     {}", stmts.apply(reads)?.coalesce()?);
    println!("first iteration   {}", domain.lexmin()?);
    Ok(())
}
