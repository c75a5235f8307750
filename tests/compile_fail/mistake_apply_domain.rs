// Dependences mapped to the schedule's time: `apply_domain` where
// `apply_range` was meant. The schedule applies to sinks of kind T; the
// dependences' domain is the sources, of kind S.
use isl_safe::typed::{self, Anon};

isl_safe::tuples! { S[1]; T[1] }

fn sink_times(
    deps: &typed::UnionMap<S, T>,
    schedule: &typed::UnionMap<T, Anon<2>>,
) -> isl_safe::Result<typed::UnionMap<S, Anon<2>>> {
    deps.apply_domain(schedule)
}

fn main() {
    let _ = sink_times;
}
