//! A scheduler writer's pipeline, written the way the docs show it: a
//! PolyBench-style matrix multiplication, its dependences, a schedule, a
//! 32 x 32 tiling from a slice of sizes through a tree cursor, and the code,
//! with no `in_place()` for navigation and no list built by hand. Every
//! result is checked against what ISL computes or a known answer.

use isl_safe::*;

const DOMAIN: &str = "[n] -> { S[i, j, k] : 0 <= i, j, k < n; T[i, j] : 0 <= i, j < n }";
// T initialises C[i][j]; S accumulates into it.
const WRITES: &str = "[n] -> { T[i, j] -> C[i, j]; S[i, j, k] -> C[i, j] }";
const READS: &str =
    "[n] -> { S[i, j, k] -> C[i, j]; S[i, j, k] -> A[i, k]; S[i, j, k] -> B[k, j] }";
const ORDER: &str = "[n] -> { T[i, j] -> [i, j, 0, 0]; S[i, j, k] -> [i, j, 1, k] }";

fn dependences() -> Result<UnionMap> {
    let domain: UnionSet = DOMAIN.parse()?;
    let on_domain = |text: &str| text.parse::<UnionMap>()?.intersect_domain(&domain);
    // A builder chain on an owned temporary: `by_value()` hands each link to
    // ISL with no copy.
    let flow = UnionAccessInfo::from_sink(on_domain(READS)?)?
        .by_value()
        .set_must_source(on_domain(WRITES)?)?
        .by_value()
        .set_schedule_map(on_domain(ORDER)?)?
        .by_value()
        .compute_flow()?;
    flow.get_must_dependence()
}

#[test]
fn dependences_are_the_accumulation_chain() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let deps = dependences()?;
    let known: UnionMap = "[n] -> { T[i, j] -> S[i, j, 0] : 0 <= i, j < n; \
        S[i, j, k] -> S[i, j, k + 1] : 0 <= i, j < n and 0 <= k < n - 1 }"
        .parse()?;
    assert_eq!(deps, known);
    Ok(())
}

#[test]
fn schedule_tile_and_generate_code() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let deps = dependences()?;
    let schedule = ScheduleConstraints::on_domain(DOMAIN.parse::<UnionSet>()?)?
        .by_value()
        .set_validity(&deps)?
        .by_value()
        .set_proximity(&deps)?
        .by_value()
        .compute_schedule()?;
    // The schedule respects every dependence: each source runs before its
    // sink in the schedule's order.
    let order = schedule.get_map()?;
    let before = order.lex_lt_union_map(&order)?;
    assert!(deps.is_subset(&before)?);

    // Walk to the outermost band and tile it by 32 x 32.
    let mut at = schedule.cursor()?;
    while at.kind()? != ScheduleNodeType::Band {
        at.down(0)?;
    }
    let members = at.node().band_n_member()?;
    assert!(members >= 2, "{members}");
    let sizes = vec![32; members];
    at.tile(&sizes)?;
    assert_eq!(at.kind()?, ScheduleNodeType::Band);
    at.down(0)?;
    assert_eq!(at.kind()?, ScheduleNodeType::Band);
    let tiled = at.schedule()?;
    // Tiling reorders but keeps every instance and every dependence.
    assert_eq!(tiled.get_domain()?, DOMAIN.parse::<UnionSet>()?);
    let tiled_order = tiled.get_map()?;
    assert!(deps.is_subset(&tiled_order.lex_lt_union_map(&tiled_order)?)?);

    // Code: tile loops step by 32.
    let build = AstBuild::from_context("[n] -> { : n >= 1 }".parse::<Set>()?)?;
    let code = build.node_from_schedule(&tiled)?.to_c_str()?;
    assert!(code.contains("+= 32"), "{code}");
    assert!(code.contains("S(") && code.contains("T("), "{code}");
    Ok(())
}

#[test]
fn conveniences_the_docs_show() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    // Lists from iterators, iterated with `for`.
    let statements: UnionSet = DOMAIN.parse()?;
    let sets: SetList = statements.sets()?.into_iter().collect::<Result<_>>()?;
    let mut names = Vec::new();
    for set in &sets {
        names.push(set?.get_tuple_name()?.unwrap_or_default());
    }
    names.sort();
    assert_eq!(names, ["S", "T"]);
    // Integers in expressions and comparisons.
    let n: PwAff = "[n] -> { [i] -> [(n)] }".parse()?;
    let i: PwAff = "[n] -> { [i] -> [(i)] }".parse()?;
    let trip = &n - &i + 1;
    let at_zero = trip.eval(Point::zero("[n] -> { [i] }".parse::<Set>()?.get_space()?)?)?;
    assert!(at_zero == 1);
    // A multi-value from a slice, in a space.
    let space = "{ [a, b] }".parse::<Set>()?.get_space()?;
    assert_eq!(
        MultiVal::from_ints(space, &[4, 8])?.to_string(),
        "{ [4, 8] }"
    );
    // Constraints written in Rust with one variable per name, equal to the
    // domain of S as ISL reads it.
    let v = Vars::set(&["i", "j", "k"])?.with_params(&["n"])?;
    let in_range = |x: &PwAff| -> Result<Set> { Ok(x.ge_set(v.zero())? & x.lt_set(&v["n"])?) };
    let s_domain = in_range(&v["i"])? & in_range(&v["j"])? & in_range(&v["k"])?;
    let named = s_domain.set_tuple_name("S")?;
    assert_eq!(named, statements.extract_set(named.get_space()?)?);
    // Dimensions and coefficients by name.
    let dims = s_domain.var_dict()?;
    assert_eq!(dims["k"], (DimType::Set, 2));
    assert_eq!(dims["n"], (DimType::Param, 0));
    let bound = Constraint::ineq_from_names(&s_domain.get_space()?, &[("n", 1), ("k", -1)], -1)?;
    let coefficients = bound.coefficients_by_name()?;
    assert!(coefficients[&LinearTerm::from("k")] == -1);
    assert!(coefficients[&LinearTerm::Constant] == -1);
    assert_eq!(s_domain.add_constraint(bound)?, s_domain);
    // Points and counts with the parameter fixed: n = 4 gives 4^3 instances
    // of S, enumerated in lexicographic order.
    let small = named.fix_si(DimType::Param, 0, 4)?;
    assert!(small.count()? == 64);
    let first: Vec<Vec<i64>> = small
        .iter_points()?
        .take(2)
        .map(|p| p?.to_ints())
        .collect::<Result<_>>()?;
    assert_eq!(first, [[0, 0, 0], [0, 0, 1]]);
    assert!(named.count().is_err(), "infinitely many points without n");
    // Identifiers from names key maps.
    let mut loops = std::collections::HashMap::new();
    loops.insert(Id::named("i")?, 0);
    assert_eq!(loops[&Id::read_from_str("i")?], 0);
    Ok(())
}
