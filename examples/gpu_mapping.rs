//! The core of a GPU mapper in the style of PPCG, on three kernels: matrix
//! multiplication, a Jacobi stencil and a transposed reduction.
//!
//! `cargo run --example gpu_mapping`
//!
//! For each kernel: the dependences, ISL's schedule, the outermost band whose
//! members are coincident (parallel) tiled by 16, marks above the tile loops
//! (`kernel`) and the point loops (`thread`), one box per array and tile (the
//! shared-memory copy a GPU kernel would make), and C code generated with
//! callbacks: `before_each_for` names each tile loop after a block dimension
//! and each point loop after a thread dimension, `at_each_domain` rewrites
//! each statement's accesses in terms of the loop iterators, and the printer
//! prints every loop's role through `print_for` (which ISL calls again for
//! the loops inside) and every statement's text through `print_user`.
//! `tests/tools/gpu_mapping.rs` checks the output against `examples/gpu_mapping.out`.
//! `examples/typed_gpu_mapping.rs` is the same mapper on typed objects: it
//! shares the kernels and the report (`report_*`) with this one.

use isl_safe::{
    format, AstBuild, AstNode, AstPrintOptions, Error, Id, Map, Printer, Result,
    ScheduleConstraints, ScheduleNode, ScheduleNodeType, Set, UnionAccessInfo, UnionMap, UnionSet,
};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::rc::Rc;

/// A kernel as a front end would extract it.
pub struct Kernel {
    /// Its name.
    pub name: &'static str,
    /// The statement instances.
    pub domain: &'static str,
    /// What each statement writes.
    pub writes: &'static str,
    /// What each statement reads, in the order of its text's operands.
    pub reads: &'static [&'static str],
    /// The original execution order.
    pub original: &'static str,
    /// Each statement's text: `{w}` is the element written, `{0}`, `{1}`, ...
    /// the elements read.
    pub text: &'static [(&'static str, &'static str)],
}

/// The three kernels.
pub const KERNELS: &[Kernel] = &[
    Kernel {
        name: "matrix multiplication",
        domain: "[N] -> { S[i, j] : 0 <= i, j < N; T[i, j, k] : 0 <= i, j, k < N }",
        writes: "{ S[i, j] -> C[i, j]; T[i, j, k] -> C[i, j] }",
        reads: &[
            "{ T[i, j, k] -> C[i, j] }",
            "{ T[i, j, k] -> A[i, k] }",
            "{ T[i, j, k] -> B[k, j] }",
        ],
        original: "{ S[i, j] -> [i, j, 0, 0]; T[i, j, k] -> [i, j, 1, k] }",
        text: &[("S", "{w} = 0;"), ("T", "{w} = {0} + {1} * {2};")],
    },
    Kernel {
        name: "jacobi-2d (one sweep)",
        domain: "[N] -> { U[i, j] : 1 <= i, j < N - 1 }",
        writes: "{ U[i, j] -> B[i, j] }",
        reads: &[
            "{ U[i, j] -> A[i, j] }",
            "{ U[i, j] -> A[i - 1, j] }",
            "{ U[i, j] -> A[i + 1, j] }",
            "{ U[i, j] -> A[i, j - 1] }",
            "{ U[i, j] -> A[i, j + 1] }",
        ],
        original: "{ U[i, j] -> [i, j] }",
        text: &[("U", "{w} = ({0} + {1} + {2} + {3} + {4}) / 5;")],
    },
    Kernel {
        name: "transposed reduction",
        domain: "[N] -> { R[i, j] : 0 <= i, j < N }",
        writes: "{ R[i, j] -> y[j] }",
        reads: &["{ R[i, j] -> y[j] }", "{ R[i, j] -> M[i, j] }"],
        original: "{ R[i, j] -> [i, j] }",
        text: &[("R", "{w} = {0} + {1};")],
    },
];

/// The tile size of every tiled loop.
pub const TILE: i64 = 16;

/// The values of the parameters every kernel is mapped for.
pub const CONTEXT: &str = "[N] -> { : N >= 2 }";

/// The union of the access relations of `texts`, on `domain`.
fn accesses(texts: &[&str], domain: &UnionSet) -> Result<UnionMap> {
    let mut all = UnionMap::empty_ctx()?;
    for t in texts {
        all = all.union(t.parse::<UnionMap>()?)?;
    }
    all.intersect_domain(domain)
}

/// Dependences: flow (a write, then a read of the value), output and anti.
fn dependences(k: &Kernel, domain: &UnionSet) -> Result<UnionMap> {
    let writes = accesses(&[k.writes], domain)?;
    let reads = accesses(k.reads, domain)?;
    let original: UnionMap = k.original.parse()?;
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
    (&flow | &output | &anti).coalesce()
}

/// The outermost band of `node`'s subtree whose first member is coincident.
fn outermost_parallel_band(node: ScheduleNode) -> Result<Option<ScheduleNode>> {
    if node.get_type()? == ScheduleNodeType::Band && node.band_member_get_coincident(0)? {
        return Ok(Some(node));
    }
    for k in 0..node.n_children()? {
        if let Some(band) = outermost_parallel_band(node.get_child(k as i32)?)? {
            return Ok(Some(band));
        }
    }
    Ok(None)
}

/// Where the tile and point loops are: the schedule depth of the first tile
/// loop, and which members of the tiled band are coincident (parallel).
pub struct Mapping {
    /// The schedule depth of the first tile loop.
    pub first: usize,
    /// Whether each member of the tiled band is coincident.
    pub coincident: Vec<bool>,
}

impl Mapping {
    /// The role of the loop at schedule depth `depth`: a tile loop of a
    /// parallel member runs on the blocks, a point loop of a parallel member
    /// on the threads of a block, any other loop in sequence.
    pub fn role(&self, depth: usize) -> String {
        let n = self.coincident.len();
        let parallel = |m: usize| self.coincident.get(m).copied().unwrap_or(false);
        // The rank of member `m` among the parallel ones (b0, b1, ...).
        let rank = |m: usize| (0..m).filter(|&k| parallel(k)).count();
        match depth.checked_sub(self.first) {
            Some(m) if m < n && parallel(m) => format!("block b{}", rank(m)),
            Some(m) if m < n => "sequential (tiles)".into(),
            Some(m) if m < 2 * n && parallel(m - n) => format!("thread t{}", rank(m - n)),
            _ => "sequential".into(),
        }
    }
}

/// The statements' rewritten accesses: per statement instance node, the
/// written element then the read ones, as C expressions.
pub type Rewritten = Rc<RefCell<Vec<Vec<String>>>>;

/// The report's first line for kernel `k`: its tiled band.
pub fn report_band(out: &mut String, k: &Kernel, members: usize, mapping: &Mapping) {
    writeln!(
        out,
        "{}: band of {members} member(s) at depth {}, coincident {:?}, tiled by {TILE}",
        k.name, mapping.first, mapping.coincident
    )
    .ok();
}

/// The report's line for array `name`: its box per tile, the box's sizes
/// and offset, or `None` where it has no box of fixed size.
pub fn report_box(out: &mut String, name: &str, hull: Option<(Vec<i64>, String)>) {
    match hull {
        Some((size, offset)) => {
            let dims: String = size.iter().map(|s| format!("[{s}]")).collect();
            writeln!(out, "  shared {name}{dims} per tile, from {offset}").ok();
        }
        None => {
            writeln!(out, "  {name}: no box of fixed size per tile").ok();
        }
    }
}

/// The annotation `at_each_domain` gives a statement's node: `stmt<index>`,
/// where `index` is that of its rewritten accesses, which `report_code`
/// reads back.
pub fn annotation(index: usize) -> Result<Id> {
    Id::named(&format!("stmt{index}"))
}

/// Prints the AST `ast` of kernel `k` as C into the report: each loop after
/// its role, each statement as its text with the accesses `rewritten`.
pub fn report_code(
    out: &mut String,
    ast: &AstNode,
    k: &Kernel,
    rewritten: Rewritten,
) -> Result<()> {
    let statements: BTreeMap<&str, &str> = k.text.iter().copied().collect();
    let options = AstPrintOptions::alloc()?
        .set_print_for(|p: Printer, options, node: &AstNode| {
            let role = match node.get_annotation()? {
                Some(id) => id.get_name()?.unwrap_or_default(),
                None => "sequential".into(),
            };
            let p = p
                .start_line()?
                .print_str(format!("// {role}"))?
                .end_line()?;
            // ISL prints the loop, calling this closure for the loops inside.
            node.for_print(p, options)
        })?
        .set_print_user(move |p: Printer, _options, node: &AstNode| {
            let call = node.user_get_expr()?;
            let name = call
                .op_get_arg(0)?
                .id_get_id()?
                .get_name()?
                .unwrap_or_default();
            let index: usize = node
                .get_annotation()?
                .and_then(|id| id.get_name().ok().flatten())
                .and_then(|n| n.strip_prefix("stmt").and_then(|k| k.parse().ok()))
                .ok_or_else(|| Error::InvalidArgument {
                    function: "gpu_mapping",
                    message: format!("statement {name} has no rewritten accesses"),
                })?;
            let elements = rewritten.borrow()[index].clone();
            let mut text = statements
                .get(name.as_str())
                .copied()
                .unwrap_or("")
                .to_string();
            text = text.replace("{w}", &elements[0]);
            for (j, e) in elements[1..].iter().enumerate() {
                text = text.replace(&format!("{{{j}}}"), e);
            }
            p.start_line()?.print_str(text)?.end_line()
        })?;
    let code = ast
        .print(Printer::to_str()?.set_output_format(format::C)?, options)?
        .get_str()?;
    for line in code.lines() {
        writeln!(out, "  {line}").ok();
    }
    Ok(())
}

/// Maps one kernel and describes the result.
pub fn map_kernel(k: &Kernel) -> Result<String> {
    let mut out = String::new();
    let domain: UnionSet = k.domain.parse()?;
    let deps = dependences(k, &domain)?;
    let context: Set = CONTEXT.parse()?;
    let schedule = ScheduleConstraints::on_domain(&domain)?
        .set_context(&context)?
        .set_validity(&deps)?
        .set_proximity(&deps)?
        .set_coincidence(&deps)?
        .compute_schedule()?;

    // Tile the outermost parallel band, and mark the tile and point loops.
    let band =
        outermost_parallel_band(schedule.get_root()?)?.ok_or_else(|| Error::InvalidArgument {
            function: "gpu_mapping",
            message: format!("{}: no parallel band", k.name),
        })?;
    let members = band.band_n_member()?;
    let coincident = (0..members)
        .map(|m| band.band_member_get_coincident(m as i32))
        .collect::<Result<Vec<bool>>>()?;
    let first = band.get_schedule_depth()?;
    let mapping = Mapping { first, coincident };
    report_band(&mut out, k, members, &mapping);
    let tiles = band.band_tile_sizes(&vec![TILE; members])?;
    let tiles = tiles.insert_mark(Id::named("kernel")?)?.first_child()?;
    let points = tiles.first_child()?.insert_mark(Id::named("thread")?)?;

    // One box per array and tile: what a thread block reads and writes.
    let tile_of = points.get_prefix_schedule_relation()?;
    let all = accesses(&[k.writes], &domain)?.union(accesses(k.reads, &domain)?)?;
    let footprint = tile_of.reverse()?.apply_range(&all)?;
    let mut arrays: BTreeMap<String, Map> = BTreeMap::new();
    for m in footprint.get_map_list()?.iter() {
        let m = m?;
        let name = m
            .get_tuple_name(isl_safe::DimType::Out)?
            .unwrap_or_default();
        arrays.insert(name, m);
    }
    for (name, m) in &arrays {
        let hull = m.get_range_simple_fixed_box_hull()?;
        let hull = match hull.is_valid()? {
            true => Some((hull.get_size()?.to_ints()?, hull.get_offset()?.to_string())),
            false => None,
        };
        report_box(&mut out, name, hull);
    }

    // C code: loops named after their role, accesses rewritten.
    let rewritten: Rewritten = Rc::new(RefCell::new(Vec::new()));
    let written = rewritten.clone();
    let writes = accesses(&[k.writes], &domain)?;
    let reads: Vec<UnionMap> = k
        .reads
        .iter()
        .map(|r| accesses(&[r], &domain))
        .collect::<Result<_>>()?;
    let build = AstBuild::from_context(context)?
        .set_before_each_for(move |build: &AstBuild| {
            let depth = build.get_schedule_space()?.dim(isl_safe::DimType::Set)? - 1;
            Id::named(&mapping.role(depth))
        })?
        .set_at_each_domain(move |node: AstNode, build: &AstBuild| {
            // The loop iterators -> the statement instance they execute.
            let schedule = build
                .get_schedule()?
                .ok_or_else(|| Error::InvalidArgument {
                    function: "gpu_mapping",
                    message: "no schedule during generation".into(),
                })?;
            let iterators = Map::from_union_map(schedule.reverse()?)?;
            let instance = iterators.range()?;
            let mut texts = Vec::new();
            for relation in std::iter::once(&writes).chain(reads.iter()) {
                let access = relation.intersect_domain(&instance)?;
                if access.is_empty()? {
                    continue;
                }
                let element = iterators
                    .clone()
                    .apply_range(Map::from_union_map(access)?)?;
                let expr = build.access_from_pw_multi_aff(element.as_pw_multi_aff()?)?;
                texts.push(expr.to_c_str()?);
            }
            let mut all = written.borrow_mut();
            all.push(texts);
            node.set_annotation(annotation(all.len() - 1)?)
        })?;
    let ast = build.node_from_schedule(points.get_schedule()?)?;
    report_code(&mut out, &ast, k, rewritten)?;
    Ok(out)
}

/// Maps every kernel.
pub fn run() -> Result<String> {
    let ctx = isl_safe::Context::new()?;
    let _scope = ctx.enter();
    let mut out = String::new();
    for k in KERNELS {
        out.push_str(&map_kernel(k)?);
        out.push('\n');
    }
    Ok(out)
}

#[allow(dead_code)]
fn main() -> Result<()> {
    print!("{}", run()?);
    Ok(())
}
