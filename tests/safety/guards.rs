//! The argument guards the generator derives from the declarations: what
//! each refuses, before ISL is called, and the function its error names (the
//! one the caller called, also when a guard had to ask ISL a question).

use isl_safe::{
    AffList, BasicMap, BasicSet, Context, DimType, Error, ErrorKind, PwQpolynomial, Set, Space,
    UnionMap,
};
use std::cmp::Ordering;

fn ctx() -> (Context, isl_safe::Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

/// The C function an error names.
fn function(e: &Error) -> &'static str {
    match e {
        Error::InvalidArgument { function, .. } | Error::Isl { function, .. } => function,
        other => panic!("not an error of a call: {other:?}"),
    }
}

#[test]
fn a_refused_call_names_the_function_called() {
    let _c = ctx();
    let mut umap: UnionMap = "{ S[i] -> A[i] }".parse().unwrap();
    // The guard asks ISL how many input dimensions a union map has; ISL
    // answers that a union map has parameters only. The caller called
    // `project_out`, and that is the function the error names.
    let e = umap.in_place().project_out(DimType::In, 0, 1).unwrap_err();
    assert_eq!(function(&e), "isl_union_map_project_out", "{e}");
    assert_eq!(e.kind(), Some(ErrorKind::Invalid));
    assert!(
        e.to_string().contains("can only reference parameters"),
        "{e}"
    );
    // The failed in-place call left a valid object behind.
    assert!(umap.is_empty().is_ok());
    let e = umap.involves_dims(DimType::Out, 0, 1).unwrap_err();
    assert_eq!(function(&e), "isl_union_map_involves_dims", "{e}");
}

#[test]
fn basic_level_arguments_share_their_parameters() {
    let _c = ctx();
    let a: BasicSet = "[n] -> { [i] : exists (e : i = 2e) and 0 <= i < n }"
        .parse()
        .unwrap();
    let b: BasicSet = "{ [i] }".parse().unwrap();
    let e = a.gist(&b).unwrap_err();
    assert!(matches!(
        e,
        Error::InvalidArgument {
            function: "isl_basic_set_gist",
            ..
        }
    ));
    assert!(e.to_string().contains("([n] and [])"), "{e}");
    // The set level aligns the parameters itself, and so gives ISL's answer.
    let gist = Set::from(a.clone()).gist(Set::from(b.clone())).unwrap();
    assert_eq!(gist, Set::from(a.clone()));
    // Aligned first, the basic level answers too.
    let aligned = b.align_params(a.get_space().unwrap()).unwrap();
    assert_eq!(a.gist(&aligned).unwrap(), a);

    let m: BasicMap = "[n] -> { [i] -> [j] : exists (e : j = 2e) and i <= j < n }"
        .parse()
        .unwrap();
    let other: BasicMap = "[m] -> { [i] -> [j] : j = i + m }".parse().unwrap();
    let e = m.intersect(&other).unwrap_err();
    assert_eq!(function(&e), "isl_basic_map_intersect", "{e}");
    // The objects are intact.
    assert_eq!(
        m.to_string(),
        "[n] -> { [i] -> [j] : (j) mod 2 = 0 and i <= j < n }"
    );
}

#[test]
fn a_replacing_space_has_the_objects_dimensions() {
    let _c = ctx();
    let set: Set = "{ [i, j] : 0 <= i < j < 4 }".parse().unwrap();
    let e = set
        .reset_space("{ [a] }".parse::<Space>().unwrap())
        .unwrap_err();
    assert_eq!(function(&e), "isl_set_reset_space", "{e}");
    let renamed = set
        .reset_space("{ A[a, b] }".parse::<Space>().unwrap())
        .unwrap();
    assert_eq!(renamed.to_string(), "{ A[a, b] : a >= 0 and a < b <= 3 }");

    let pwqp: PwQpolynomial = "{ [i] -> i^2 : 0 <= i < 4 }".parse().unwrap();
    let e = pwqp
        .reset_domain_space("{ [i, j, k] }".parse::<Space>().unwrap())
        .unwrap_err();
    assert_eq!(function(&e), "isl_pw_qpolynomial_reset_domain_space", "{e}");
    let renamed = pwqp
        .reset_domain_space("{ S[x] }".parse::<Space>().unwrap())
        .unwrap();
    assert_eq!(renamed.to_string(), "{ S[x] -> x^2 : 0 <= x <= 3 }");
}

#[test]
fn an_extended_space_stays_within_the_dimension_bound() {
    let _c = ctx();
    let space: Space = "{ [i] -> [j] }".parse().unwrap();
    let e = space.extend(0, 1, u32::MAX).unwrap_err();
    assert_eq!(function(&e), "isl_space_extend", "{e}");
    assert_eq!(space.extend(1, 2, 3).unwrap().dim(DimType::Out).unwrap(), 3);
}

#[test]
fn a_sort_whose_comparison_fails_frees_the_sorted_list() {
    let _c = ctx();
    let list: AffList = "({ [i] -> [(i)] }, { [i] -> [(2i)] }, { [i] -> [(3i)] })"
        .parse()
        .unwrap();
    let mut calls = 0;
    let r = list.sort(|_, _| {
        calls += 1;
        if calls == 2 {
            Err(Error::InvalidArgument {
                function: "comparison",
                message: "no order".into(),
            })
        } else {
            Ok(Ordering::Less)
        }
    });
    assert!(matches!(
        r,
        Err(Error::InvalidArgument {
            function: "comparison",
            ..
        })
    ));
    drop(list);
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

#[test]
fn a_guard_or_context_in_a_tree_is_a_set_of_the_outer_band_members() {
    use isl_safe::{AstBuild, Schedule};
    let _c = ctx();
    let tree: Schedule = "{ domain: \"[n] -> { S[i, j] : 0 <= i, j < n }\", \
        child: { schedule: \"L_0[{ S[i, j] -> [(i)] }]\", \
        child: { schedule: \"L_1[{ S[i, j] -> [(j)] }]\" } } }"
        .parse()
        .unwrap();
    let top = tree.get_root().unwrap().child(0).unwrap();
    let inner = top.child(0).unwrap();
    let params: Set = "[n] -> { : n >= 4 }".parse().unwrap();
    let code = |node: isl_safe::ScheduleNode| {
        AstBuild::from_context(&params)
            .unwrap()
            .node_from_schedule(node.get_schedule().unwrap())
            .unwrap()
            .to_c_str()
            .unwrap()
    };
    // Under a band, a guard is a set of the outer member, as a context: a
    // parameter set, a named or nested tuple of one dimension were taken
    // and AST generation failed on them ("spaces don't match").
    for wrong in [
        "[n] -> { : n >= 4 }",
        "[n] -> { S[c0] : c0 >= 1 }",
        "[n] -> { [[] -> [c0]] : c0 >= 1 }",
        "[n] -> { [c0, c1] : c0 >= 1 }",
    ] {
        let set: Set = wrong.parse().unwrap();
        let e = inner.insert_guard(&set).unwrap_err();
        assert_eq!(function(&e), "isl_schedule_node_insert_guard", "{e}");
        assert!(
            e.to_string().contains(
                "the guard must be a set in the space of the 1 outer band member(s), { [i0] }"
            ),
            "{e}"
        );
        let e = inner.insert_context(&set).unwrap_err();
        assert_eq!(function(&e), "isl_schedule_node_insert_context", "{e}");
        assert!(e.to_string().contains("the context must be a set"), "{e}");
        // The receiver of a refused in-place call is as it was.
        let mut node = inner.clone();
        assert!(node.in_place().insert_guard(set).is_err());
        assert_eq!(node.get_type().unwrap(), isl_safe::ScheduleNodeType::Band);
    }
    let guard: Set = "[n] -> { [c0] : c0 >= 1 }".parse().unwrap();
    let guarded = inner.insert_guard(&guard).unwrap();
    assert_eq!(guarded.guard_get_guard().unwrap(), guard);
    assert!(code(guarded).contains("if (c0 >= 1)"));
    let with_context = inner.insert_context(&guard).unwrap();
    assert_eq!(with_context.context_get_context().unwrap(), guard);
    // With no band above, the set is zero-dimensional: a parameter set
    // becomes one with `Set::from_params`.
    let e = top.insert_guard(&params).unwrap_err();
    assert!(e.to_string().contains("Set::from_params"), "{e}");
    let guarded = top.insert_guard(params.from_params().unwrap()).unwrap();
    assert!(code(guarded).contains("for (int c0 = 0; c0 < n; c0 += 1)"));
}
