// An access relation restricted to the statements' domain on the wrong
// side: its range is array elements, not statement instances.
use isl_safe::typed;

isl_safe::tuples! { S[2]; T[1]; Stmts = S | T; A[2]; B[1]; Arrays = A | B }

fn accessed(
    access: &typed::UnionMap<Stmts, Arrays>,
    domain: &typed::UnionSet<Stmts>,
) -> isl_safe::Result<typed::UnionMap<Stmts, Arrays>> {
    access.intersect_range(domain)
}

fn main() {
    let _ = accessed;
}
