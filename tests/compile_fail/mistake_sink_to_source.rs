// Dependences built by hand from the reads to the writes they read (sink
// -> source) and handed to the scheduler as validity: a relation built by
// hand must say its direction (`Dependences::source_to_sink`).
use isl_safe::typed;

isl_safe::tuples! { S[1]; T[1]; Stmts = S | T; A[1] }

fn schedule(
    domain: &typed::UnionSet<Stmts>,
    reads: &typed::UnionMap<Stmts, A>,
    writes: &typed::UnionMap<Stmts, A>,
) -> isl_safe::Result<typed::Schedule<Stmts>> {
    let deps = reads.apply_range(&writes.reverse()?)?;
    typed::ScheduleConstraints::on_domain(domain)?
        .set_validity(&deps)?
        .compute_schedule()
}

fn main() {
    let _ = schedule;
}
