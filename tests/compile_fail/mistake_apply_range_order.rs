// The array elements touched at each time step: the two maps in the wrong
// order (the access first, then the inverse schedule).
use isl_safe::typed::{self, Anon};

isl_safe::tuples! { S[2]; A[2] }

fn touched_at(
    access: &typed::Map<S, A>,
    schedule: &typed::Map<S, Anon<2>>,
) -> isl_safe::Result<typed::Map<Anon<2>, A>> {
    let time_to_instance = schedule.reverse()?;
    access.apply_range(&time_to_instance)
}

fn main() {
    let _ = touched_at;
}
