// The writes of another array given as the must-source of a dataflow
// analysis of reads of `A`: the argument is refused with the kinds named,
// and without the note about dependences, which is beside the point here.
use isl_safe::typed;

isl_safe::tuples! { S[1]; T[1]; Stmts = S | T; A[1]; B[1] }

fn flow(
    reads: &typed::UnionMap<Stmts, A>,
    writes: &typed::UnionMap<Stmts, B>,
) -> isl_safe::Result<typed::UnionFlow<Stmts, A>> {
    typed::UnionAccessInfo::from_sink(reads)?
        .set_must_source(writes)?
        .compute_flow()
}

fn main() {
    let _ = flow;
}
