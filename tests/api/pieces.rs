//! `get_pieces` (islpy's) against ISL: the pieces are those `foreach_piece`
//! visits, in its order, their domains disjoint and together the function's
//! domain, and each piece's expression is the function's value there.

use isl_safe::*;

fn ctx() -> (Context, Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

macro_rules! check {
    ($t:ident, $text:expr) => {{
        let f: $t = $text.parse().unwrap();
        let pieces = f.get_pieces().unwrap();
        let mut visited = Vec::new();
        f.foreach_piece(|set, el| {
            visited.push((set.to_string(), el.to_string()));
            Ok::<(), Error>(())
        })
        .unwrap();
        let ours: Vec<(String, String)> = pieces
            .iter()
            .map(|(s, e)| (s.to_string(), e.to_string()))
            .collect();
        assert_eq!(ours, visited, "{}", $text);
        let mut union = f.domain().unwrap().subtract(&f.domain().unwrap()).unwrap();
        for (k, (set, _)) in pieces.iter().enumerate() {
            for (other, _) in &pieces[k + 1..] {
                assert!(set.is_disjoint(other).unwrap(), "{}", $text);
            }
            union = union.union(set).unwrap();
        }
        assert!(union.is_equal(&f.domain().unwrap()).unwrap(), "{}", $text);
        pieces.len()
    }};
}

#[test]
fn pieces_are_isl_pieces() {
    let _c = ctx();
    // ISL may split a piece (here by the sign of n): at least three.
    assert!(
        check!(
            PwAff,
            "[n] -> { [i] -> [(i)] : 0 <= i < n; [i] -> [(n)] : i >= n; [i] -> [(0)] : i < 0 }"
        ) >= 3
    );
    assert_eq!(check!(PwAff, "{ [i] -> [(i)] : false }"), 0);
    assert_eq!(
        check!(
            PwMultiAff,
            "{ [i, j] -> [(i), (j)] : i >= j; [i, j] -> [(j), (i)] : i < j }"
        ),
        2
    );
    assert_eq!(
        check!(
            PwQpolynomial,
            "[n] -> { [i] -> n * i^2 : 0 <= i < n; [i] -> 7 : i >= n }"
        ),
        2
    );
    assert_eq!(
        check!(
            PwQpolynomialFold,
            "{ [i] -> max(i, 2 * i) : i >= 0; [i] -> max(3) : i < 0 }"
        ),
        2
    );
    // A piece's expression is the function's value on its domain.
    let f: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }"
        .parse()
        .unwrap();
    for (set, aff) in f.get_pieces().unwrap() {
        let on_piece = PwAff::from_aff(aff)
            .unwrap()
            .intersect_domain(&set)
            .unwrap();
        assert!(on_piece
            .is_equal(&f.intersect_domain(&set).unwrap())
            .unwrap());
    }
}
