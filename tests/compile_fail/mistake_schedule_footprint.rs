// A schedule applied to the array footprint instead of the statement
// instances.
use isl_safe::typed::{self, Anon};

isl_safe::tuples! { S[2]; A[2] }

fn times(
    instances: &typed::UnionSet<S>,
    access: &typed::UnionMap<S, A>,
    schedule: &typed::UnionMap<S, Anon<2>>,
) -> isl_safe::Result<typed::UnionSet<Anon<2>>> {
    let footprint = instances.apply(access)?;
    footprint.apply(schedule)
}

fn main() {
    let _ = times;
}
