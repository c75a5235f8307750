//! The GPU mapper of `examples/gpu_mapping.rs` on typed objects: the same
//! three kernels, dependences, schedule, tiling, marks, boxes per array and
//! tile, and C code generated with callbacks, with every set, relation,
//! schedule tree and AST build saying the kinds of its tuples. The output is
//! the untyped example's, line for line (`tests/tools/gpu_mapping.rs`).
//!
//! `cargo run --example typed_gpu_mapping`
//!
//! Each kernel declares its kinds in a module of its own, and a [`Program`]
//! names them for the pipeline, which is generic over it: two kernels may
//! use one name for tuples of different arities (an `A[2]` here, an `A[3]`
//! there), which one `tuples!` could not declare.
//!
//! Nothing leaves the typed layer: text comes in through `parse` (which
//! checks the kinds), and what goes out is printed (`Display`, or the AST,
//! whose nodes and expressions carry no kind).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use isl_safe::typed::{self, Dependences, Kind, Loops, Params, Unnamed};
use isl_safe::{Context, DimType, Error, Id, Result, ScheduleNodeType};

// The kernels, the mapping's roles and the report's layout are the untyped
// example's.
#[allow(dead_code)]
#[path = "gpu_mapping.rs"]
pub(crate) mod gpu_mapping;
use gpu_mapping::{
    annotation, report_band, report_box, report_code, Kernel, Mapping, Rewritten, CONTEXT, KERNELS,
    TILE,
};

/// The kinds of one program: its statements and its arrays, each a group
/// of the tuples one `tuples!` declares.
pub trait Program: 'static {
    /// The statements' kinds.
    type Stmts: Kind;
    /// The arrays' kinds.
    type Arrays: Kind;
}

/// The matrix multiplication's kinds.
mod matmul {
    isl_safe::tuples! {
        pub S[2]; pub T[3]; pub Stmts = S | T;
        pub C[2]; pub A[2]; pub B[2]; pub Arrays = C | A | B;
    }

    /// The matrix multiplication.
    pub struct Kinds;

    impl super::Program for Kinds {
        type Stmts = Stmts;
        type Arrays = Arrays;
    }
}

/// The Jacobi sweep's kinds (its `A` is not the matrix multiplication's).
mod jacobi {
    isl_safe::tuples! { pub U[2]; pub Stmts = U; pub A[2]; pub B[2]; pub Arrays = A | B }

    /// The Jacobi sweep.
    pub struct Kinds;

    impl super::Program for Kinds {
        type Stmts = Stmts;
        type Arrays = Arrays;
    }
}

/// The transposed reduction's kinds.
mod reduction {
    isl_safe::tuples! {
        pub R[2]; pub Stmts = R;
        #[allow(non_camel_case_types)] pub y[1]; pub M[2]; pub Arrays = y | M;
    }

    /// The transposed reduction.
    pub struct Kinds;

    impl super::Program for Kinds {
        type Stmts = Stmts;
        type Arrays = Arrays;
    }
}

/// The union of the access relations of `texts`, on `domain`.
fn accesses<P: Program>(
    texts: &[&str],
    domain: &typed::UnionSet<P::Stmts>,
) -> Result<typed::UnionMap<P::Stmts, P::Arrays>> {
    let mut all = typed::UnionMap::empty_ctx()?;
    for t in texts {
        all = all.union(&t.parse()?)?;
    }
    all.intersect_domain(domain)
}

/// Dependences: flow (a write, then a read of the value), output and anti.
fn dependences<P: Program>(
    k: &Kernel,
    domain: &typed::UnionSet<P::Stmts>,
) -> Result<Dependences<P::Stmts>> {
    let writes = accesses::<P>(&[k.writes], domain)?;
    let reads = accesses::<P>(k.reads, domain)?;
    let original: typed::UnionMap<P::Stmts, Unnamed> = k.original.parse()?;
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
    (&(&flow | &output) | &anti).coalesce()
}

/// The outermost band of `node`'s subtree whose first member is coincident.
fn outermost_parallel_band<D: Kind>(
    node: typed::ScheduleNode<D>,
) -> Result<Option<typed::ScheduleNode<D>>> {
    if node.get_type()? == ScheduleNodeType::Band && node.band_member_get_coincident(0)? {
        return Ok(Some(node));
    }
    for k in 0..node.n_children()? {
        if let Some(band) = outermost_parallel_band(node.child(k)?)? {
            return Ok(Some(band));
        }
    }
    Ok(None)
}

/// Maps kernel `k`, whose kinds `P` names, and describes the result.
pub fn map_kernel<P: Program>(k: &Kernel) -> Result<String> {
    let mut out = String::new();
    let domain: typed::UnionSet<P::Stmts> = k.domain.parse()?;
    let deps = dependences::<P>(k, &domain)?;
    let context: typed::Set<Params> = CONTEXT.parse()?;
    let schedule = typed::ScheduleConstraints::on_domain(&domain)?
        .set_context(&context)?
        .set_validity(&deps)?
        .set_proximity(&deps)?
        .set_coincidence(&deps)?
        .compute_schedule()?;

    // Tile the outermost parallel band, and mark the tile and point loops.
    let band =
        outermost_parallel_band(schedule.get_root()?)?.ok_or_else(|| Error::InvalidArgument {
            function: "typed_gpu_mapping",
            message: format!("{}: no parallel band", k.name),
        })?;
    let members = band.band_n_member()?;
    let coincident = (0..members)
        .map(|m| band.band_member_get_coincident(m))
        .collect::<Result<Vec<bool>>>()?;
    let mapping = Mapping {
        first: band.get_schedule_depth()?,
        coincident,
    };
    report_band(&mut out, k, members, &mapping);
    let tiles = band.band_tile_sizes(&vec![TILE; members])?;
    let tiles = tiles.insert_mark(Id::named("kernel")?)?.first_child()?;
    let points = tiles.first_child()?.insert_mark(Id::named("thread")?)?;

    // One box per array and tile: what a thread block reads and writes. The
    // tiles are the prefix schedule's unnamed tuples.
    let tile_of: typed::UnionMap<P::Stmts, Unnamed> = points.get_prefix_schedule_relation()?;
    let all = accesses::<P>(&[k.writes], &domain)?.union(&accesses::<P>(k.reads, &domain)?)?;
    let footprint: typed::UnionMap<Unnamed, P::Arrays> = tile_of.reverse()?.apply_range(&all)?;
    let mut arrays = BTreeMap::new();
    footprint.foreach_map(|m| {
        arrays.insert(m.get_tuple_name(DimType::Out)?.unwrap_or_default(), m);
        Ok::<(), Error>(())
    })?;
    for (name, m) in &arrays {
        let hull = m.get_range_simple_fixed_box_hull()?;
        let hull = match hull.is_valid()? {
            true => Some((hull.get_size()?.to_ints()?, hull.get_offset()?.to_string())),
            false => None,
        };
        report_box(&mut out, name, hull);
    }

    // C code: loops named after their role, accesses rewritten in terms of
    // the loops around each statement.
    let rewritten: Rewritten = Rc::new(RefCell::new(Vec::new()));
    let written = rewritten.clone();
    let writes = accesses::<P>(&[k.writes], &domain)?;
    let reads: Vec<typed::UnionMap<P::Stmts, P::Arrays>> = k
        .reads
        .iter()
        .map(|r| accesses::<P>(&[r], &domain))
        .collect::<Result<_>>()?;
    let build = typed::AstBuild::from_context(context)?
        .set_before_each_for(move |build| {
            let depth = build.get_schedule_space()?.dim(DimType::Set)? - 1;
            Id::named(&mapping.role(depth))
        })?
        .set_at_each_domain(move |node, build| {
            // The loops -> the statement instance they execute.
            let schedule = build
                .get_schedule()?
                .ok_or_else(|| Error::InvalidArgument {
                    function: "typed_gpu_mapping",
                    message: "no schedule during generation".into(),
                })?;
            let iterators: typed::Map<Loops, P::Stmts> = schedule.reverse()?.as_map()?;
            let instance = iterators.range()?.to_union_set()?;
            let mut texts = Vec::new();
            for relation in std::iter::once(&writes).chain(reads.iter()) {
                let access = relation.intersect_domain(&instance)?;
                if access.is_empty()? {
                    continue;
                }
                let element: typed::Map<Loops, P::Arrays> =
                    iterators.apply_range(&access.as_map()?)?;
                let expr = build.access_from_pw_multi_aff(&element.as_pw_multi_aff()?)?;
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

/// Maps every kernel, each with its own kinds.
pub fn run() -> Result<String> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let mappers: [fn(&Kernel) -> Result<String>; 3] = [
        map_kernel::<matmul::Kinds>,
        map_kernel::<jacobi::Kinds>,
        map_kernel::<reduction::Kinds>,
    ];
    let mut out = String::new();
    for (k, map) in KERNELS.iter().zip(mappers) {
        out.push_str(&map(k)?);
        out.push('\n');
    }
    Ok(out)
}

#[allow(dead_code)]
fn main() -> Result<()> {
    print!("{}", run()?);
    Ok(())
}
