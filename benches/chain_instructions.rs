//! Instruction counts of consuming calls on owned temporaries, borrowed
//! (`&self`: the wrapper copies the object and ISL, seeing it shared,
//! duplicates it before changing it) against by value (`x.by_value()`: the
//! object itself goes to ISL), for callgrind.
//!
//! `chain_instructions MODE N` runs N iterations of MODE:
//! - `chain_setup`: make the operands of the chain only;
//! - `chain_borrowed`, `chain_by_value`, `chain_in_place`: five `set_*` calls
//!   on a `UnionAccessInfo` made from its sink;
//! - `coalesce_setup`: make a set of 64 boxes only;
//! - `coalesce_borrowed`, `coalesce_by_value`: coalesce it;
//! - `name_borrowed`, `name_by_value`: name its tuple instead, a cheap
//!   change next to which the copy of the 64 boxes shows;
//! - `typed_chain_setup`, `typed_chain`: the chain of `set_*` calls on a
//!   `typed::UnionAccessInfo` (whose setters consume the builder), its
//!   operands made typed, and `untyped_chain_by_value`,
//!   `untyped_chain_in_place`: the untyped chains on the same operands (made
//!   typed, then untyped: the same heap as the typed chain's);
//! - `map_setup`, `map_borrowed`, `map_by_value`: five calls on a relation
//!   of 16 pieces and its temporaries (`intersect_domain`, `apply_range`,
//!   `intersect_range`, `reverse`, `coalesce`), and `typed_map_borrowed`,
//!   `typed_map_by_value`: the same five calls on typed objects
//!   (`typed::Map<S, A>`, ..., each `x.by_value()` a `typed::ByValue`),
//!   which must cost what the untyped ones cost (all four from the same
//!   operands, made typed, the setup).
//!
//! Under `valgrind --tool=callgrind`, (count(MODE) - count(its setup)) / N is
//! the cost of one chain or one coalesce. Without arguments (as `cargo bench`
//! runs it) each mode runs once, and the results of the three ways are
//! checked to agree.

use isl_safe::{typed, Context, Map, Schedule, Set, UnionAccessInfo, UnionMap, UnionSet};
use std::hint::black_box;

#[path = "support/args.rs"]
mod args;

const SINK: &str = "[n] -> { S[i, j] -> A[i - 1, j] : 0 < i < n and 0 <= j < n; \
    S[i, j] -> A[i, j - 1] : 0 <= i < n and 0 < j < n }";
const MUST: &str = "[n] -> { S[i, j] -> A[i, j] : 0 <= i < n and 0 <= j < n }";
const MAY: &str = "[n] -> { T[i] -> A[i, 0] : 0 <= i < n }";
const KILL: &str = "[n] -> { K[] -> A[i, j] : 0 <= i < n and 0 <= j < n }";
const DOMAIN: &str = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j < n; T[i] : 0 <= i < n; K[] }";
const ORDER: &str = "[n] -> { S[i, j] -> [1, i, j]; T[i] -> [0, i, 0]; K[] -> [2, 0, 0] }";

isl_safe::tuples! { S[2]; T[1]; K[0]; Stmts = S | T | K; A[2] }

struct Parts {
    sink: UnionMap,
    must: UnionMap,
    may: UnionMap,
    kill: UnionMap,
    schedule: Schedule,
    order: UnionMap,
}

fn parts() -> Parts {
    let domain: UnionSet = DOMAIN.parse().unwrap();
    let order: UnionMap = ORDER.parse().unwrap();
    Parts {
        sink: SINK.parse().unwrap(),
        must: MUST.parse().unwrap(),
        may: MAY.parse().unwrap(),
        kill: KILL.parse().unwrap(),
        schedule: Schedule::from_domain(domain).unwrap(),
        order,
    }
}

/// The typed parts of the chain: the same objects, their kinds checked once.
struct TypedParts {
    sink: typed::UnionMap<Stmts, A>,
    must: typed::UnionMap<Stmts, A>,
    may: typed::UnionMap<Stmts, A>,
    kill: typed::UnionMap<Stmts, A>,
    schedule: typed::Schedule<Stmts>,
    order: typed::UnionMap<Stmts, typed::Anon<3>>,
}

fn typed_parts() -> TypedParts {
    let p = parts();
    TypedParts {
        sink: p.sink.try_into().unwrap(),
        must: p.must.try_into().unwrap(),
        may: p.may.try_into().unwrap(),
        kill: p.kill.try_into().unwrap(),
        schedule: p.schedule.try_into().unwrap(),
        order: p.order.try_into().unwrap(),
    }
}

/// The untyped parts made as the typed ones are (their kinds checked), so
/// that the typed and the untyped chain start from the same heap.
fn untyped_parts() -> Parts {
    let p = typed_parts();
    Parts {
        sink: p.sink.untyped(),
        must: p.must.untyped(),
        may: p.may.untyped(),
        kill: p.kill.untyped(),
        schedule: p.schedule.untyped(),
        order: p.order.untyped(),
    }
}

fn typed_chain(p: TypedParts) -> typed::UnionAccessInfo<Stmts, A> {
    typed::UnionAccessInfo::from_sink(p.sink)
        .unwrap()
        .set_must_source(p.must)
        .unwrap()
        .set_may_source(p.may)
        .unwrap()
        .set_kill(p.kill)
        .unwrap()
        .set_schedule(p.schedule)
        .unwrap()
        .set_schedule_map(p.order)
        .unwrap()
}

/// The relation of the map chain: 16 pieces, each a shifted copy.
fn access_text() -> String {
    let pieces: Vec<String> = (0..16)
        .map(|m| format!("S[i, j] -> A[i + {}, j] : 0 <= i < n and 0 <= j < n", 4 * m))
        .collect();
    format!("[n] -> {{ {} }}", pieces.join("; "))
}

const DOMAIN_S: &str = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j < 2n }";
const SHIFT: &str = "{ A[a, b] -> A[a + 1, b] }";
const BOUNDS: &str = "[n] -> { A[a, b] : 0 <= a < 64n and 0 <= b < n }";

struct MapParts {
    access: Map,
    domain: Set,
    shift: Map,
    bounds: Set,
}

fn map_parts() -> MapParts {
    MapParts {
        access: access_text().parse().unwrap(),
        domain: DOMAIN_S.parse().unwrap(),
        shift: SHIFT.parse().unwrap(),
        bounds: BOUNDS.parse().unwrap(),
    }
}

struct TypedMapParts {
    access: typed::Map<S, A>,
    domain: typed::Set<S>,
    shift: typed::Map<A, A>,
    bounds: typed::Set<A>,
}

fn typed_map_parts() -> TypedMapParts {
    let p = map_parts();
    TypedMapParts {
        access: p.access.try_into().unwrap(),
        domain: p.domain.try_into().unwrap(),
        shift: p.shift.try_into().unwrap(),
        bounds: p.bounds.try_into().unwrap(),
    }
}

/// The untyped parts made as the typed ones are (their kinds checked), so
/// that the typed and the untyped chains start from the same heap.
fn untyped_map_parts() -> MapParts {
    let p = typed_map_parts();
    MapParts {
        access: p.access.untyped(),
        domain: p.domain.untyped(),
        shift: p.shift.untyped(),
        bounds: p.bounds.untyped(),
    }
}

fn map_chain(mode: &str, p: MapParts) -> Map {
    match mode {
        "map_borrowed" => p
            .access
            .intersect_domain(p.domain)
            .unwrap()
            .apply_range(p.shift)
            .unwrap()
            .intersect_range(p.bounds)
            .unwrap()
            .reverse()
            .unwrap()
            .coalesce()
            .unwrap(),
        "map_by_value" => p
            .access
            .by_value()
            .intersect_domain(p.domain)
            .unwrap()
            .by_value()
            .apply_range(p.shift)
            .unwrap()
            .by_value()
            .intersect_range(p.bounds)
            .unwrap()
            .by_value()
            .reverse()
            .unwrap()
            .by_value()
            .coalesce()
            .unwrap(),
        other => panic!("unknown mode {other}"),
    }
}

fn typed_map_chain(mode: &str, p: TypedMapParts) -> typed::Map<A, S> {
    match mode {
        "typed_map_borrowed" => p
            .access
            .intersect_domain(&p.domain)
            .unwrap()
            .apply_range(&p.shift)
            .unwrap()
            .intersect_range(&p.bounds)
            .unwrap()
            .reverse()
            .unwrap()
            .coalesce()
            .unwrap(),
        "typed_map_by_value" => p
            .access
            .by_value()
            .intersect_domain(p.domain)
            .unwrap()
            .by_value()
            .apply_range(p.shift)
            .unwrap()
            .by_value()
            .intersect_range(p.bounds)
            .unwrap()
            .by_value()
            .reverse()
            .unwrap()
            .by_value()
            .coalesce()
            .unwrap(),
        other => panic!("unknown mode {other}"),
    }
}

/// A set of 64 unit-adjacent boxes, which coalesce into one.
fn boxes() -> Set {
    let pieces: Vec<String> = (0..64)
        .map(|k| format!("{} <= i < {} and 0 <= j < 8", 4 * k, 4 * k + 4))
        .collect();
    format!("{{ [i, j] : {} }}", pieces.join(" or "))
        .parse()
        .unwrap()
}

fn chain(mode: &str, p: Parts) -> UnionAccessInfo {
    let info = UnionAccessInfo::from_sink(p.sink).unwrap();
    match mode {
        "chain_borrowed" => info
            .set_must_source(p.must)
            .unwrap()
            .set_may_source(p.may)
            .unwrap()
            .set_kill(p.kill)
            .unwrap()
            .set_schedule(p.schedule)
            .unwrap()
            .set_schedule_map(p.order)
            .unwrap(),
        "chain_by_value" => info
            .by_value()
            .set_must_source(p.must)
            .unwrap()
            .by_value()
            .set_may_source(p.may)
            .unwrap()
            .by_value()
            .set_kill(p.kill)
            .unwrap()
            .by_value()
            .set_schedule(p.schedule)
            .unwrap()
            .by_value()
            .set_schedule_map(p.order)
            .unwrap(),
        "chain_in_place" => {
            let mut info = info;
            info.in_place().set_must_source(p.must).unwrap();
            info.in_place().set_may_source(p.may).unwrap();
            info.in_place().set_kill(p.kill).unwrap();
            info.in_place().set_schedule(p.schedule).unwrap();
            info.in_place().set_schedule_map(p.order).unwrap();
            info
        }
        other => panic!("unknown mode {other}"),
    }
}

fn run(mode: &str, n: usize) {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    for _ in 0..n {
        match mode {
            "chain_setup" => drop(black_box(parts())),
            "typed_chain_setup" => drop(black_box(typed_parts())),
            "typed_chain" => drop(black_box(typed_chain(typed_parts()))),
            "untyped_chain_by_value" | "untyped_chain_in_place" => {
                drop(black_box(chain(&mode[8..], untyped_parts())))
            }
            "map_setup" => drop(black_box(typed_map_parts())),
            "map_borrowed" | "map_by_value" => {
                drop(black_box(map_chain(mode, untyped_map_parts())))
            }
            "typed_map_borrowed" | "typed_map_by_value" => {
                drop(black_box(typed_map_chain(mode, typed_map_parts())))
            }
            "coalesce_setup" => drop(black_box(boxes())),
            "coalesce_borrowed" => drop(black_box(boxes().coalesce().unwrap())),
            "coalesce_by_value" => drop(black_box(boxes().by_value().coalesce().unwrap())),
            "name_borrowed" => drop(black_box(boxes().set_tuple_name("S").unwrap())),
            "name_by_value" => drop(black_box(boxes().by_value().set_tuple_name("S").unwrap())),
            chain_mode => drop(black_box(chain(chain_mode, parts()))),
        }
    }
}

/// The three chains give one dependence relation, and both coalesces one set.
fn check() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let deps: Vec<UnionMap> = ["chain_borrowed", "chain_by_value", "chain_in_place"]
        .iter()
        .map(|m| {
            chain(m, parts())
                .compute_flow()
                .unwrap()
                .get_must_dependence()
                .unwrap()
        })
        .collect();
    assert!(!deps[0].is_empty().unwrap());
    assert!(deps.iter().all(|d| *d == deps[0]));
    let typed = typed_chain(typed_parts())
        .compute_flow()
        .unwrap()
        .get_must_dependence()
        .unwrap();
    assert_eq!(*typed.relation().as_untyped(), deps[0]);
    let maps: Vec<Map> = ["map_borrowed", "map_by_value"]
        .iter()
        .map(|m| map_chain(m, untyped_map_parts()))
        .chain(
            ["typed_map_borrowed", "typed_map_by_value"]
                .iter()
                .map(|m| typed_map_chain(m, typed_map_parts()).untyped()),
        )
        .collect();
    assert!(!maps[0].is_empty().unwrap());
    assert!(maps.iter().all(|m| *m == maps[0]));
    let a = boxes().coalesce().unwrap();
    let b = boxes().by_value().coalesce().unwrap();
    assert_eq!(a, b);
    assert_eq!(b.n_basic_set().unwrap(), 1);
    let a = boxes().set_tuple_name("S").unwrap();
    let b = boxes().by_value().set_tuple_name("S").unwrap();
    assert_eq!(a, b);
    assert_eq!(b.get_tuple_name().unwrap().as_deref(), Some("S"));
}

fn main() {
    let args = args::args();
    match args.as_slice() {
        [mode, n] => run(mode, n.parse().expect("N")),
        _ => {
            check();
            for mode in [
                "chain_setup",
                "chain_borrowed",
                "chain_by_value",
                "chain_in_place",
                "typed_chain_setup",
                "typed_chain",
                "untyped_chain_by_value",
                "untyped_chain_in_place",
                "map_setup",
                "map_borrowed",
                "map_by_value",
                "typed_map_borrowed",
                "typed_map_by_value",
                "coalesce_setup",
                "coalesce_borrowed",
                "coalesce_by_value",
                "name_borrowed",
                "name_by_value",
            ] {
                run(mode, 1);
            }
        }
    }
}
