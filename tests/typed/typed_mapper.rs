//! The typed methods a mapper needs beyond ISL's typed table (the schedule
//! tree's steps, the AST build, names, dimensions, points), on inputs whose
//! tuples are named, unnamed and nested: each computes what the untyped
//! method computes (its by-value form too), and the kinds refuse what they
//! should. That every result is of the kinds its type claims is
//! `tests/typed/typed_reentry.rs`'s check, for these methods as for the others.

use std::cell::RefCell;
use std::rc::Rc;

use isl_safe::typed::{self, Anon, Any, Kind, Loops, Pair, Params, Unnamed};
use isl_safe::{AstLoopType, Context, DimType, Error, Id, Result, ScheduleNodeType, Val};

isl_safe::tuples! { S[2]; T[1]; Stmts = S | T; A[2]; G[1] }

/// Where a node is: its depth, its kind and the instances that reach it
/// (ISL's `==` of nodes also asks for the same copy of the tree).
fn place<D: Kind>(node: &typed::ScheduleNode<D>) -> (usize, ScheduleNodeType, String) {
    let depth = node.get_tree_depth().unwrap();
    (
        depth,
        node.get_type().unwrap(),
        node.get_domain().unwrap().to_string(),
    )
}

/// The typed schedule `text` and the band `band` levels below its root.
fn band_of<D: Kind>(text: &str, depth: usize) -> (typed::Schedule<D>, typed::ScheduleNode<D>) {
    let schedule: typed::Schedule<D> = text.parse().expect("the schedule enters");
    let mut node = schedule.get_root().unwrap();
    for _ in 0..depth {
        node = node.first_child().unwrap();
    }
    assert_eq!(node.get_type().unwrap(), ScheduleNodeType::Band);
    (schedule, node)
}

/// Three trees of instances of kind `D`: a band (named `L_0` as pet names
/// them, or not) over a sequence with a band under its first filter.
fn trees() -> [(&'static str, String); 3] {
    [
        (
            "named",
            r#"{ domain: "[N] -> { S[i, j] : 0 <= i, j < N; T[i] : 0 <= i < N }",
              child: { schedule: "L_0[{ S[i, j] -> [(i)]; T[i] -> [(i)] }]",
              child: { sequence: [ { filter: "{ S[i, j] }", child: { schedule: "L_1[{ S[i, j] -> [(j)] }]" } },
                                   { filter: "{ T[i] }" } ] } } }"#
                .to_string(),
        ),
        (
            "unnamed",
            r#"{ domain: "[N] -> { [i, j] : 0 <= i, j < N }",
              child: { schedule: "[{ [i, j] -> [(i)] }]",
              child: { sequence: [ { filter: "{ [i, j] : j < 2 }", child: { schedule: "[{ [i, j] -> [(j)] }]" } },
                                   { filter: "{ [i, j] : j >= 2 }" } ] } } }"#
                .to_string(),
        ),
        (
            "nested",
            r#"{ domain: "[N] -> { [S[i, j] -> A[a, b]] : 0 <= i, j < N and a = i and b = j }",
              child: { schedule: "L_0[{ [S[i, j] -> A[a, b]] -> [(i)] }]",
              child: { sequence: [ { filter: "{ [S[i, j] -> A[a, b]] : j < 2 }", child: { schedule: "[{ [S[i, j] -> A[a, b]] -> [(j)] }]" } },
                                   { filter: "{ [S[i, j] -> A[a, b]] : j >= 2 }" } ] } } }"#
                .to_string(),
        ),
    ]
}

/// Whether a typed step gave the tree the untyped step gives.
#[track_caller]
fn same_tree<D: Kind>(typed: &typed::ScheduleNode<D>, untyped: isl_safe::ScheduleNode) {
    assert_eq!(
        typed.get_schedule().unwrap().to_string(),
        untyped.get_schedule().unwrap().to_string()
    );
}

/// Every tree step on the tree `text`: the moves and readers agree with the
/// untyped ones, the edits give the untyped edits' trees, by value too.
fn tree_steps<D: Kind>(text: &str) {
    let (schedule, band) = band_of::<D>(text, 1);
    let raw = band.as_untyped();

    // Moves.
    let root = band.root().unwrap();
    assert_eq!(root.get_type().unwrap(), ScheduleNodeType::Domain);
    let sequence = band.child(0).unwrap();
    let filter = sequence.first_child().unwrap();
    let inner = band.grandchild(0, 0).unwrap().child(0).unwrap();
    assert_eq!(inner.get_type().unwrap(), ScheduleNodeType::Band);
    let second = filter.next_sibling().unwrap();
    assert_eq!(place(&second.previous_sibling().unwrap()), place(&filter));
    assert_eq!(place(&inner.ancestor(3).unwrap()), place(&band));
    assert_eq!(
        place(&inner.parent().unwrap().grandparent().unwrap()),
        place(&band)
    );
    assert_eq!(
        place(&inner.get_shared_ancestor(&second).unwrap()),
        place(&sequence)
    );
    assert_eq!(
        place(&inner.clone().by_value().ancestor(3).unwrap()),
        place(&band)
    );

    // Where a node is.
    assert_eq!(sequence.get_type().unwrap(), ScheduleNodeType::Sequence);
    assert_eq!(inner.get_parent_type().unwrap(), ScheduleNodeType::Filter);
    assert_eq!(sequence.n_children().unwrap(), 2);
    assert!(
        sequence.has_children().unwrap()
            && band.has_parent().unwrap()
            && !root.has_parent().unwrap()
    );
    assert!(filter.has_next_sibling().unwrap() && !filter.has_previous_sibling().unwrap());
    assert_eq!(second.get_child_position().unwrap(), 1);
    assert_eq!(inner.get_ancestor_child_position(&sequence).unwrap(), 0);
    assert_eq!(inner.get_tree_depth().unwrap(), 4);
    assert_eq!(inner.get_schedule_depth().unwrap(), 1);
    let raw_inner = raw.grandchild(0, 0).unwrap().child(0).unwrap();
    assert_eq!(
        inner.get_tree_depth().unwrap(),
        raw_inner.get_tree_depth().unwrap()
    );
    assert!(!band.is_subtree_anchored().unwrap());

    // What nodes hold.
    assert_eq!(
        root.domain_get_domain().unwrap(),
        schedule.get_domain().unwrap()
    );
    assert_eq!(
        inner.get_domain().unwrap().as_untyped(),
        &raw_inner.get_domain().unwrap()
    );
    assert_eq!(
        filter.filter_get_filter().unwrap().as_untyped(),
        &raw.grandchild(0, 0).unwrap().filter_get_filter().unwrap()
    );
    assert_eq!(band.band_n_member().unwrap(), 1);
    assert!(!band.band_member_get_coincident(0).unwrap());
    assert!(!band.band_get_permutable().unwrap());
    assert_eq!(
        band.band_member_get_ast_loop_type(0).unwrap(),
        AstLoopType::Default
    );
    let space = band.band_get_space().unwrap();
    assert_eq!(space.as_untyped(), &raw.band_get_space().unwrap());
    assert_eq!(
        band.band_get_partial_schedule_union_map()
            .unwrap()
            .as_untyped(),
        &raw.band_get_partial_schedule_union_map().unwrap()
    );
    assert_eq!(
        inner.get_prefix_schedule_union_map().unwrap().as_untyped(),
        &raw_inner.get_prefix_schedule_union_map().unwrap()
    );
    assert_eq!(
        band.get_subtree_schedule_union_map().unwrap().as_untyped(),
        &raw.get_subtree_schedule_union_map().unwrap()
    );

    // Edits: each the untyped edit's tree.
    // Contexts and guards are sets in the prefix schedule's space.
    let params: typed::Set<Params> = "[N] -> { : N >= 4 }".parse().unwrap();
    let prefix = band
        .get_prefix_schedule_multi_union_pw_aff()
        .unwrap()
        .get_space()
        .unwrap();
    let context = typed::Set::universe(&prefix)
        .unwrap()
        .intersect_params(&params)
        .unwrap();
    let prefix = inner
        .get_prefix_schedule_multi_union_pw_aff()
        .unwrap()
        .get_space()
        .unwrap();
    let guard: typed::Set<Unnamed> = typed::Set::universe(&prefix)
        .unwrap()
        .fix_si(DimType::Set, 0, 1)
        .unwrap();
    let domain = schedule.get_domain().unwrap();
    let filters = typed::UnionSetList::from_union_set(&filter.filter_get_filter().unwrap())
        .unwrap()
        .add(&second.filter_get_filter().unwrap())
        .unwrap();
    let marked = band.insert_mark(Id::named("kernel").unwrap()).unwrap();
    assert_eq!(
        marked.mark_get_id().unwrap().get_name().unwrap().as_deref(),
        Some("kernel")
    );
    let with_context = band.insert_context(&context).unwrap();
    assert_eq!(
        &with_context.as_untyped().context_get_context().unwrap(),
        context.as_untyped()
    );
    let guarded = inner
        .clone()
        .by_value()
        .insert_guard(guard.clone())
        .unwrap();
    assert_eq!(
        &guarded.as_untyped().guard_get_guard().unwrap(),
        guard.as_untyped()
    );
    let code = typed::AstBuild::from_context(&params)
        .unwrap()
        .node_from_schedule(guarded.get_schedule().unwrap())
        .unwrap();
    assert!(code.to_c_str().unwrap().contains("if (c0 == 1)"));
    let filtered = band.insert_filter(&domain).unwrap();
    assert_eq!(filtered.get_type().unwrap(), ScheduleNodeType::Filter);
    let partial = band.band_get_partial_schedule().unwrap();
    let raw_partial = partial.as_untyped();
    let raw_filters = filters.as_untyped();
    let later = second.filter_get_filter().unwrap();
    same_tree(
        &band.insert_partial_schedule(&partial).unwrap(),
        raw.insert_partial_schedule(raw_partial).unwrap(),
    );
    same_tree(
        &inner.insert_sequence(&filters).unwrap(),
        raw_inner.insert_sequence(raw_filters).unwrap(),
    );
    same_tree(
        &inner.clone().by_value().insert_set(&filters).unwrap(),
        raw_inner.insert_set(raw_filters).unwrap(),
    );
    same_tree(
        &inner.order_before(&later).unwrap(),
        raw_inner.order_before(later.as_untyped()).unwrap(),
    );
    same_tree(
        &inner.order_after(&later).unwrap(),
        raw_inner.order_after(later.as_untyped()).unwrap(),
    );
    same_tree(&marked.delete().unwrap(), raw.clone());
    same_tree(&band.cut().unwrap(), raw.cut().unwrap());
    let nested = sequence
        .child(0)
        .unwrap()
        .child(0)
        .unwrap()
        .cut()
        .unwrap()
        .insert_sequence(&filters)
        .unwrap()
        .parent()
        .unwrap()
        .parent()
        .unwrap();
    let raw_nested = nested.as_untyped();
    same_tree(
        &nested.sequence_splice_child(0).unwrap(),
        raw_nested.sequence_splice_child(0).unwrap(),
    );
    same_tree(
        &nested
            .clone()
            .by_value()
            .sequence_splice_children()
            .unwrap(),
        raw_nested.sequence_splice_children().unwrap(),
    );

    // Band edits, with values in the band's tuple (whatever its name).
    let two = band
        .insert_partial_schedule(&partial.range_product(&partial).unwrap())
        .unwrap();
    // Its tuple is a pair of the band's: the prefix schedules below it are
    // flat, unnamed.
    assert!(two
        .band_get_space()
        .unwrap()
        .as_untyped()
        .is_wrapping()
        .unwrap());
    let split = two.band_split(1).unwrap();
    assert_eq!(split.band_n_member().unwrap(), 1);
    same_tree(&split, two.as_untyped().band_split(1).unwrap());
    same_tree(&band.band_sink().unwrap(), raw.band_sink().unwrap());
    let sizes = typed::MultiVal::from_ints(&band.band_get_space().unwrap(), &[4]).unwrap();
    let tiled = band.band_tile(&sizes).unwrap();
    assert_eq!(
        tiled.get_schedule().unwrap().to_string(),
        band.band_tile_sizes(&[4])
            .unwrap()
            .get_schedule()
            .unwrap()
            .to_string()
    );
    let raw_sizes = sizes.as_untyped();
    same_tree(
        &band.band_mod(&sizes).unwrap(),
        raw.band_mod(raw_sizes).unwrap(),
    );
    same_tree(
        &band.band_scale(&sizes).unwrap(),
        raw.band_scale(raw_sizes).unwrap(),
    );
    same_tree(
        &band
            .clone()
            .by_value()
            .band_scale_down(sizes.clone())
            .unwrap(),
        raw.band_scale_down(raw_sizes).unwrap(),
    );
    same_tree(
        &band.band_shift(&partial).unwrap(),
        raw.band_shift(raw_partial).unwrap(),
    );
    assert!(band
        .band_set_permutable(true)
        .unwrap()
        .band_get_permutable()
        .unwrap());
    let coincident = band.band_member_set_coincident(0, true).unwrap();
    assert!(coincident.band_member_get_coincident(0).unwrap());
    let unrolled = band
        .band_member_set_ast_loop_type(0, AstLoopType::Unroll)
        .unwrap();
    assert_eq!(
        unrolled.band_member_get_ast_loop_type(0).unwrap(),
        AstLoopType::Unroll
    );

    // Visits: every node, each where the untyped visit finds it.
    let mut seen = Vec::new();
    root.foreach_descendant_top_down(|n| {
        seen.push(place(n));
        Ok::<_, Error>(true)
    })
    .unwrap();
    let mut raw_seen = 0;
    raw.root()
        .unwrap()
        .foreach_descendant_top_down(|_| {
            raw_seen += 1;
            Ok::<_, Error>(true)
        })
        .unwrap();
    assert_eq!(seen.len(), 8);
    assert_eq!(seen.len(), raw_seen);
    assert!(root
        .every_descendant(|n| Ok::<_, Error>(n.get_tree_depth()? < 6))
        .unwrap());
    let mut ancestors = 0;
    inner
        .foreach_ancestor_top_down(|_| {
            ancestors += 1;
            Ok::<_, Error>(())
        })
        .unwrap();
    assert_eq!(ancestors, 4);
    let permutable = root
        .clone()
        .by_value()
        .map_descendant_bottom_up(|n| {
            if n.get_type()? == ScheduleNodeType::Band {
                n.band_set_permutable(true)
            } else {
                Ok(n)
            }
        })
        .unwrap();
    assert!(permutable
        .first_child()
        .unwrap()
        .band_get_permutable()
        .unwrap());
    assert_eq!(
        typed::ScheduleNode::from_domain(&domain)
            .unwrap()
            .domain_get_domain()
            .unwrap(),
        domain
    );
}

#[test]
fn tree_steps_give_nodes_and_schedules_of_their_kinds() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let [named, unnamed, nested] = trees();
    tree_steps::<Stmts>(&named.1);
    tree_steps::<Anon<2>>(&unnamed.1);
    tree_steps::<Pair<S, A>>(&nested.1);
}

#[test]
fn a_named_band_is_any_tuple_and_prefix_schedules_are_unnamed() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let [named, ..] = trees();
    let (_, band) = band_of::<Stmts>(&named.1, 1);
    let space: typed::Space<Any> = band.band_get_space().unwrap();
    assert_eq!(
        space.get_tuple_name(DimType::Set).unwrap().as_deref(),
        Some("L_0")
    );
    // Claiming Unnamed, as the band's results did, is refused on entry.
    assert!(typed::Space::<Unnamed>::try_from(space.untyped()).is_err());
    let inner = band.grandchild(0, 0).unwrap().child(0).unwrap();
    assert_eq!(
        inner.get_prefix_schedule_union_map().unwrap().to_string(),
        "[N] -> { S[i, j] -> [i] }"
    );
    // A band's values are in its own tuple: ISL compares them at run time.
    let unnamed_sizes: typed::MultiVal<Anon<1>> = "{ [4] }".parse().unwrap();
    assert!(band.band_tile(&unnamed_sizes).is_err());
    let named_sizes: typed::MultiVal<Any> = "{ L_0[4] }".parse().unwrap();
    assert!(band.band_tile(&named_sizes).is_ok());
}

#[test]
fn a_tree_holds_only_instances_of_its_kind_below_expansions_too() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let text = r#"{ domain: "{ G[i] : 0 <= i < 4 }", child: { schedule: "[{ G[i] -> [(i)] }]",
        child: { expansion: "{ G[i] -> S[i, j] : 0 <= j < 2 }", contraction: "{ S[i, j] -> G[i] }",
        child: { schedule: "[{ S[i, j] -> [(j)] }]" } } } }"#;
    // Below the expansion the instances are S's: a tree of G's only would
    // hand out nodes of S instances claiming G.
    let err = text.parse::<typed::Schedule<G>>().unwrap_err();
    assert!(matches!(err, Error::KindMismatch { .. }), "{err}");
    let node = isl_safe::Schedule::read_from_str(text)
        .unwrap()
        .get_root()
        .unwrap()
        .grandchild(0, 0)
        .unwrap()
        .child(0)
        .unwrap();
    assert!(typed::ScheduleNode::<S>::try_from(node.clone()).is_err());
    isl_safe::tuples! { GS = G | S }
    let schedule: typed::Schedule<GS> = text.parse().unwrap();
    let below = schedule
        .get_root()
        .unwrap()
        .grandchild(0, 0)
        .unwrap()
        .child(0)
        .unwrap();
    assert_eq!(
        below.get_domain().unwrap().to_string(),
        "{ S[i0, j] : 0 <= i0 <= 3 and 0 <= j <= 1 }"
    );
    assert!(typed::ScheduleNode::<GS>::try_from(node).is_ok());
    // Extension nodes bring in instances too.
    let extended = r#"{ domain: "{ G[i] : 0 <= i < 4 }", child: { schedule: "[{ G[i] -> [(i)] }]",
        child: { extension: "{ [i] -> T[i] }", child: { sequence: [ { filter: "{ G[i] }" }, { filter: "{ T[i] }" } ] } } } }"#;
    assert!(extended.parse::<typed::Schedule<G>>().is_err());
    isl_safe::tuples! { GT = G | T }
    assert!(extended.parse::<typed::Schedule<GT>>().is_ok());
}

#[test]
fn the_cursor_moves_as_the_untyped_one_and_keeps_its_kind() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let [named, unnamed, nested] = trees();
    cursor_moves::<Stmts>(&named.1);
    cursor_moves::<Anon<2>>(&unnamed.1);
    cursor_moves::<Pair<S, A>>(&nested.1);
}

/// The cursor's moves and edits on the tree `text`, against the untyped
/// cursor's.
fn cursor_moves<D: Kind>(text: &str) {
    let schedule: typed::Schedule<D> = text.parse().unwrap();
    let mut at = schedule.cursor().unwrap();
    assert!(at.up().is_err());
    at.down(0).unwrap().down(0).unwrap().down(0).unwrap();
    assert_eq!(
        (at.kind().unwrap(), at.depth().unwrap()),
        (ScheduleNodeType::Filter, 3)
    );
    assert!(at.prev().is_err());
    at.next().unwrap();
    assert_eq!(at.node().get_child_position().unwrap(), 1);
    assert!(at.next().is_err());
    assert_eq!(at.node().get_child_position().unwrap(), 1); // stayed
    at.prev().unwrap().down(0).unwrap().tile(&[8]).unwrap();
    at.edit(|n| n.insert_mark(Id::named("tile")?)).unwrap();
    assert_eq!(at.children().unwrap(), 1);
    let tiled = at.schedule().unwrap();
    at.to_root().unwrap();
    assert_eq!(
        at.clone().into_node().get_type().unwrap(),
        ScheduleNodeType::Domain
    );
    let untyped = {
        let mut u = isl_safe::Schedule::read_from_str(text)
            .unwrap()
            .cursor()
            .unwrap();
        u.down(0)
            .unwrap()
            .down(0)
            .unwrap()
            .down(0)
            .unwrap()
            .down(0)
            .unwrap()
            .tile(&[8])
            .unwrap();
        u.edit(|n| n.insert_mark(Id::named("tile")?)).unwrap();
        u.schedule().unwrap()
    };
    assert_eq!(tiled.to_string(), untyped.to_string());
    let node = schedule.get_root().unwrap();
    assert_eq!(node.cursor().node(), &node);
}

/// AST generation of the tree `text`: every callback's build re-enters as
/// a build of kind `D`, its schedule maps instances to the loops, and the
/// access and expression builders take functions of the loops.
fn ast_of<D: Kind>(text: &str, accesses: &str) -> (String, Vec<String>) {
    let schedule: typed::Schedule<D> = text.parse().unwrap();
    let access: typed::UnionMap<D, A> = accesses.parse().unwrap();
    let exprs = Rc::new(RefCell::new(Vec::new()));
    let seen = exprs.clone();
    let check = |build: &typed::AstBuild<D>| -> Result<()> {
        let space = build.get_schedule_space()?;
        if let Some(schedule) = build.get_schedule()? {
            assert_eq!(
                schedule.as_untyped(),
                &build.as_untyped().get_schedule()?.unwrap()
            );
        }
        assert_eq!(
            space.as_untyped(),
            &build.as_untyped().get_schedule_space()?
        );
        Ok(())
    };
    let context: typed::Set<Params> = "[N] -> { : N >= 4 }".parse().unwrap();
    let build = typed::AstBuild::from_context(&context)
        .unwrap()
        .set_before_each_for(move |build| {
            check(build)?;
            Id::named("loop")
        })
        .unwrap()
        .set_after_each_for(move |node, build| check(build).map(|()| node))
        .unwrap()
        .set_before_each_mark(move |_mark, build| check(build))
        .unwrap()
        .set_after_each_mark(move |node, build| check(build).map(|()| node))
        .unwrap()
        .set_at_each_domain(move |node, build| {
            check(build)?;
            let iterators: typed::Map<Loops, D> =
                build.get_schedule()?.unwrap().reverse()?.as_map()?;
            let instance = iterators.range()?.to_union_set()?;
            let element = iterators.apply_range(&access.intersect_domain(&instance)?.as_map()?)?;
            let pma: typed::PwMultiAff<Loops, A> = element.as_pw_multi_aff()?;
            let mut exprs = seen.borrow_mut();
            exprs.push(build.access_from_pw_multi_aff(&pma)?.to_c_str()?);
            exprs.push(
                build
                    .access_from_multi_pw_aff(&pma.to_multi_pw_aff()?)?
                    .to_c_str()?,
            );
            exprs.push(build.call_from_pw_multi_aff(&pma)?.to_c_str()?);
            exprs.push(
                build
                    .call_from_multi_pw_aff(&pma.to_multi_pw_aff()?)?
                    .to_c_str()?,
            );
            let first: typed::PwAff<Loops> = pma.get_at(0)?;
            exprs.push(build.expr_from_pw_aff(&first)?.to_c_str()?);
            exprs.push(build.expr_from_set(&first.ge_set(&first)?)?.to_c_str()?);
            Ok(node)
        })
        .unwrap();
    let marked = schedule
        .get_root()
        .unwrap()
        .first_child()
        .unwrap()
        .insert_mark(Id::named("kernel").unwrap())
        .unwrap()
        .get_schedule()
        .unwrap();
    let code = build
        .node_from_schedule(marked)
        .unwrap()
        .to_c_str()
        .unwrap();
    let exprs = exprs.borrow().clone();
    (code, exprs)
}

#[test]
fn ast_builds_in_callbacks_are_of_the_schedules_kind() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let [named, unnamed, nested] = trees();
    let (code, exprs) = ast_of::<Stmts>(&named.1, "{ S[i, j] -> A[j, i]; T[i] -> A[i, 0] }");
    assert!(code.contains("for (int c0 = 0; c0 < N; c0 += 1)"), "{code}");
    assert_eq!(exprs[..2], ["A[c1][c0]", "A[c1][c0]"]);
    assert_eq!(exprs[2], "A(c1, c0)");
    assert_eq!(exprs.len(), 12);
    let (code, exprs) = ast_of::<Anon<2>>(&unnamed.1, "{ [i, j] -> A[j, i] }");
    assert!(code.contains("for (int c0 = 0; c0 < N; c0 += 1)"), "{code}");
    assert_eq!(exprs[0], "A[c1][c0]");
    let (_, exprs) = ast_of::<Pair<S, A>>(&nested.1, "{ [S[i, j] -> A[a, b]] -> A[a, b] }");
    assert_eq!(exprs[0], "A[c0][c1]");
}

#[test]
fn schedule_maps_and_options_build_typed() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let schedule: typed::UnionMap<Stmts, Anon<2>> =
        "[N] -> { S[i, j] -> [i, j] : 0 <= i, j < N; T[i] -> [i, N] : 0 <= i < N }"
            .parse()
            .unwrap();
    let options: typed::UnionMap<Loops, Any> = "{ [i, j] -> separate[x] }".parse().unwrap();
    let build = typed::AstBuild::<Stmts>::alloc()
        .unwrap()
        .set_options(&options)
        .unwrap();
    let iterators =
        isl_safe::IdList::from_vec(vec![Id::named("x").unwrap(), Id::named("y").unwrap()]).unwrap();
    let build = build.set_iterators(iterators).unwrap();
    assert!(build.get_schedule().unwrap().is_none());
    let code = build
        .node_from_schedule_map(&schedule)
        .unwrap()
        .to_c_str()
        .unwrap();
    assert!(code.contains("for (int x = 0; x < N; x += 1)"), "{code}");
    let leaves = Rc::new(RefCell::new(0));
    let seen = leaves.clone();
    let build = typed::AstBuild::<Stmts>::alloc()
        .unwrap()
        .set_create_leaf(move |_build| {
            *seen.borrow_mut() += 1;
            // (alloc_user: ISL 0.25 lacks its newer name, user_from_expr.)
            isl_safe::AstNode::alloc_user(isl_safe::AstExpr::from_id(Id::named("leaf")?)?)
        })
        .unwrap();
    let tree: typed::Schedule<Stmts> = "{ domain: \"[N] -> { S[i, j] : 0 <= i, j < N }\" }"
        .parse()
        .unwrap();
    build.node_from_schedule(&tree).unwrap();
    assert_eq!(*leaves.borrow(), 1);
    // A build whose schedule is of other instances does not enter.
    let wrong = typed::AstBuild::<T>::alloc()
        .unwrap()
        .set_at_each_domain(|node, build| {
            let err = typed::AstBuild::<S>::try_from(build.clone().untyped()).unwrap_err();
            assert!(matches!(err, Error::KindMismatch { .. }), "{err}");
            Ok(node)
        })
        .unwrap();
    wrong
        .node_from_schedule_map(
            "{ T[i] -> [i] : 0 <= i < 4 }"
                .parse::<typed::UnionMap<T, Anon<1>>>()
                .unwrap(),
        )
        .unwrap();
}

/// Names, dimensions and points of a set of kind `K` (`text`, two
/// dimensions) and a map from it (`map`), against the untyped ones.
fn set_methods<K: Kind>(text: &str, map: &str, name: Option<&str>) {
    let s: typed::Set<K> = text.parse().unwrap();
    let b: typed::BasicSet<K> = text.parse().unwrap();
    let m: typed::Map<K, A> = map.parse().unwrap();
    let bm: typed::BasicMap<K, A> = map.parse().unwrap();
    let pma: typed::PwMultiAff<K, A> = map.parse().unwrap();
    let raw = s.as_untyped();

    // Names.
    assert_eq!(s.get_tuple_name().unwrap().as_deref(), name);
    assert_eq!(b.get_tuple_name().unwrap().as_deref(), name);
    assert_eq!(s.has_tuple_name().unwrap(), name.is_some());
    if name.is_some() {
        assert_eq!(s.get_tuple_id().unwrap(), raw.get_tuple_id().unwrap());
    }
    assert_eq!(
        s.get_dim_name(DimType::Param, 0).unwrap().as_deref(),
        Some("N")
    );
    assert_eq!(
        m.get_tuple_name(DimType::Out).unwrap().as_deref(),
        Some("A")
    );
    assert_eq!(m.get_tuple_name(DimType::In).unwrap().as_deref(), name);
    assert_eq!(
        m.get_tuple_id(DimType::Out)
            .unwrap()
            .get_name()
            .unwrap()
            .as_deref(),
        Some("A")
    );
    assert!(m.has_tuple_name(DimType::Out).unwrap());
    assert_eq!(
        s.get_space()
            .unwrap()
            .get_tuple_name(DimType::Set)
            .unwrap()
            .as_deref(),
        name
    );

    // Dimensions.
    assert_eq!(
        (s.dim(DimType::Set).unwrap(), s.dim(DimType::Param).unwrap()),
        (2, 1)
    );
    assert_eq!(m.dim(DimType::In).unwrap(), 2);
    let fixed = s.fix_si(DimType::Param, 0, 3).unwrap();
    assert_eq!(
        fixed.as_untyped(),
        &raw.fix_si(DimType::Param, 0, 3).unwrap()
    );
    assert_eq!(
        b.fix_si(DimType::Set, 1, 0).unwrap().as_untyped(),
        &b.as_untyped().fix_si(DimType::Set, 1, 0).unwrap()
    );
    assert_eq!(
        m.clone().by_value().fix_si(DimType::In, 0, 1).unwrap(),
        m.fix_si(DimType::In, 0, 1).unwrap()
    );
    assert_eq!(
        bm.fix_si(DimType::Out, 1, 1).unwrap().as_untyped(),
        &bm.as_untyped().fix_si(DimType::Out, 1, 1).unwrap()
    );
    assert_eq!(
        pma.fix_si(DimType::In, 1, 0).unwrap().as_untyped(),
        &pma.as_untyped().fix_si(DimType::In, 1, 0).unwrap()
    );
    for (first, n) in [(0, 1), (0, 0), (1, 1), (0, 2)] {
        let projected = s.project_out(DimType::Set, first, n).unwrap();
        assert_eq!(
            projected.as_untyped(),
            &raw.project_out(DimType::Set, first, n).unwrap()
        );
        assert_eq!(
            s.clone()
                .by_value()
                .project_out(DimType::Set, first, n)
                .unwrap(),
            projected
        );
        assert_eq!(
            b.project_out(DimType::Set, first, n).unwrap().as_untyped(),
            &b.as_untyped().project_out(DimType::Set, first, n).unwrap()
        );
    }
    let max = s.dim_max(0).unwrap();
    assert_eq!(max.as_untyped(), &raw.dim_max(0).unwrap());
    assert_eq!(s.clone().by_value().dim_max(0).unwrap(), max);
    assert_eq!(s.dim_min(1).unwrap().as_untyped(), &raw.dim_min(1).unwrap());
    assert_eq!(
        b.dim_max(1).unwrap().as_untyped(),
        &b.as_untyped().dim_max(1).unwrap()
    );
    assert_eq!(
        m.dim_max(0).unwrap().as_untyped(),
        &m.as_untyped().dim_max(0).unwrap()
    );
    assert_eq!(
        m.dim_min(1).unwrap().as_untyped(),
        &m.as_untyped().dim_min(1).unwrap()
    );
    let hull = m.get_range_simple_fixed_box_hull().unwrap();
    assert!(hull.is_valid().unwrap());
    let size = hull.get_size().unwrap();
    assert_eq!(
        (size.size().unwrap(), size.to_ints().unwrap()),
        (2, vec![1, 1])
    );

    // Points.
    let fixed = s.fix_si(DimType::Param, 0, 2).unwrap();
    assert_eq!(fixed.count().unwrap(), 3);
    assert_eq!(b.fix_si(DimType::Param, 0, 2).unwrap().count().unwrap(), 3);
    let points = fixed.iter_points().unwrap();
    assert_eq!(points.remaining().unwrap(), 3);
    let points: Vec<typed::Point<K>> = points.collect::<Result<_>>().unwrap();
    assert_eq!(points[1].to_ints().unwrap(), [1, 0]);
    assert_eq!(
        fixed.iter_points().unwrap().next_back().unwrap().unwrap(),
        points[2]
    );
    assert_eq!(points[1].get_tuple_name().unwrap().as_deref(), name);
    let zero = typed::Point::zero(&s.get_space().unwrap()).unwrap();
    assert_eq!(
        zero.coordinates().unwrap(),
        [Val::zero().unwrap(), Val::zero().unwrap()]
    );
    let moved = zero
        .clone()
        .by_value()
        .set_coordinate_val(DimType::Set, 1, Val::int_from_si(5).unwrap())
        .unwrap();
    assert_eq!(
        moved,
        zero.set_coordinate_val(DimType::Set, 1, Val::int_from_si(5).unwrap())
            .unwrap()
    );
    assert_eq!(moved.get_coordinate_val(DimType::Set, 1).unwrap(), 5);
    assert!(!moved.is_void().unwrap());
    assert_eq!(moved.dim(DimType::Set).unwrap(), 2);
    let union: typed::UnionSet<K> = fixed.to_union_set().unwrap();
    assert_eq!(union.count().unwrap(), 3);
    assert_eq!(union.iter_points().unwrap().count(), 3);
    assert_eq!(union.dim(DimType::Param).unwrap(), 1);
}

#[test]
fn names_dimensions_and_points_keep_their_kinds() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    set_methods::<S>(
        "[N] -> { S[i, j] : 0 <= j <= i < N }",
        "{ S[i, j] -> A[i, j] }",
        Some("S"),
    );
    set_methods::<Anon<2>>(
        "[N] -> { [i, j] : 0 <= j <= i < N }",
        "{ [i, j] -> A[i, j] }",
        None,
    );
    set_methods::<Pair<T, G>>(
        "[N] -> { [T[i] -> G[a]] : 0 <= a <= i < N }",
        "{ [T[i] -> G[a]] -> A[a, i] }",
        None,
    );
}

#[test]
fn projecting_out_parameters_keeps_the_tuple_so_it_is_checked() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let named: typed::Set<S> = "[N] -> { S[i, j] : i < N }".parse().unwrap();
    let err = named.project_out(DimType::Param, 0, 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "isl_set_project_out: expected a tuple of kind [..], found S[2]"
    );
    let unnamed: typed::Set<Anon<2>> = "[N] -> { [i, j] : i < N }".parse().unwrap();
    assert_eq!(
        unnamed
            .project_out(DimType::Param, 0, 1)
            .unwrap()
            .to_string(),
        "{ [i, j] }"
    );
    // The tuple of an input dimension of a set is none: its own stays.
    assert!(named.project_out(DimType::In, 0, 0).is_err());
    let b: typed::BasicSet<S> = "[N] -> { S[i, j] : i < N }".parse().unwrap();
    assert!(b.project_out(DimType::Param, 0, 1).is_err());
}

#[test]
fn functions_evaluate_and_name_in_their_kinds() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let aff: typed::Aff<S> = "[N] -> { S[i, j] -> [(i + 2j + N)] }".parse().unwrap();
    let p = "[N] -> { S[i, j] : i = 1 and j = 2 and N = 10 }"
        .parse::<typed::Set<S>>()
        .unwrap()
        .sample_point()
        .unwrap();
    assert_eq!(aff.eval(&p).unwrap(), 15);
    let pa: typed::PwAff<S> = "[N] -> { S[i, j] -> [(i)] : i > 5 }".parse().unwrap();
    assert!(pa.eval(&p).unwrap().is_nan().unwrap());
    assert_eq!(
        (
            aff.dim(DimType::In).unwrap(),
            pa.dim(DimType::Param).unwrap()
        ),
        (2, 1)
    );
    assert_eq!(
        aff.get_dim_name(DimType::In, 1).unwrap().as_deref(),
        Some("j")
    );
    assert_eq!(
        aff.get_tuple_name(DimType::In).unwrap().as_deref(),
        Some("S")
    );
    assert_eq!(
        pa.get_tuple_name(DimType::In).unwrap().as_deref(),
        Some("S")
    );
    assert_eq!(
        pa.get_dim_name(DimType::In, 0).unwrap().as_deref(),
        Some("i")
    );
    let ma: typed::MultiAff<S, A> = "{ S[i, j] -> A[j, i] }".parse().unwrap();
    let pma: typed::PwMultiAff<S, A> = "{ S[i, j] -> A[j, i] : i > 0 }".parse().unwrap();
    let mpa: typed::MultiPwAff<S, A> = "{ S[i, j] -> A[(j), (i)] }".parse().unwrap();
    let mupa: typed::MultiUnionPwAff<Stmts, A> = "A[{ S[i, j] -> [(j)] }, { S[i, j] -> [(i)] }]"
        .parse()
        .unwrap();
    let mv: typed::MultiVal<A> = "{ A[3, 4] }".parse().unwrap();
    let ids: typed::MultiId<A> = "{ A[x, y] }".parse().unwrap();
    assert_eq!(
        (ma.size().unwrap(), pma.size().unwrap(), mpa.size().unwrap()),
        (2, 2, 2)
    );
    assert_eq!(
        (
            mupa.size().unwrap(),
            mv.size().unwrap(),
            ids.size().unwrap()
        ),
        (2, 2, 2)
    );
    assert_eq!(
        (ma.dim(DimType::Out).unwrap(), pma.dim(DimType::In).unwrap()),
        (2, 2)
    );
    assert_eq!(
        (
            mpa.dim(DimType::Out).unwrap(),
            mupa.dim(DimType::Set).unwrap(),
            mv.dim(DimType::Set).unwrap()
        ),
        (2, 2, 2)
    );
    for name in [
        ma.get_tuple_name(DimType::Out).unwrap(),
        pma.get_tuple_name(DimType::Out).unwrap(),
        mpa.get_tuple_name(DimType::Out).unwrap(),
        mupa.get_tuple_name(DimType::Set).unwrap(),
        mv.get_tuple_name(DimType::Set).unwrap(),
    ] {
        assert_eq!(name.as_deref(), Some("A"));
    }
    assert_eq!(
        ma.get_dim_name(DimType::In, 0).unwrap().as_deref(),
        Some("i")
    );
    assert_eq!(
        pma.get_dim_name(DimType::In, 1).unwrap().as_deref(),
        Some("j")
    );
    assert!(pma.has_tuple_name(DimType::In).unwrap());
    assert_eq!(
        pma.get_tuple_id(DimType::In)
            .unwrap()
            .get_name()
            .unwrap()
            .as_deref(),
        Some("S")
    );
    assert_eq!(
        pma.fix_si(DimType::In, 0, 1).unwrap().to_string(),
        "{ S[i, j] -> A[(j), (1)] : i = 1 }"
    );
    let space: typed::MapSpace<S, A> = ma.get_space().unwrap();
    assert_eq!(space.dim(DimType::Out).unwrap(), 2);
    assert_eq!(
        space.get_tuple_name(DimType::In).unwrap().as_deref(),
        Some("S")
    );
    assert!(space.has_tuple_name(DimType::Out).unwrap());
    assert_eq!(
        space
            .get_tuple_id(DimType::Out)
            .unwrap()
            .get_name()
            .unwrap()
            .as_deref(),
        Some("A")
    );
    assert_eq!(space.get_dim_name(DimType::Out, 0).unwrap(), None);
    let bm: typed::BasicMap<S, A> = "{ S[i, j] -> A[j, i] }".parse().unwrap();
    assert_eq!(
        (
            bm.dim(DimType::Out).unwrap(),
            bm.get_tuple_name(DimType::In).unwrap().as_deref()
        ),
        (2, Some("S"))
    );
    assert_eq!(
        bm.get_dim_name(DimType::In, 0).unwrap().as_deref(),
        Some("i")
    );
    assert_eq!(
        bm.fix_si(DimType::Out, 0, 0).unwrap().to_string(),
        "{ S[i, j] -> A[o0, o1] : j = 0 and o0 = 0 and o1 = i }"
    );
    let um: typed::UnionMap<Stmts, A> = "[N] -> { S[i, j] -> A[j, i] }".parse().unwrap();
    assert_eq!(um.dim(DimType::Param).unwrap(), 1);
    // MultiVal from integers, in the tuple of its space.
    let sizes = typed::MultiVal::from_ints(&mv.get_space().unwrap(), &[32, 16]).unwrap();
    assert_eq!(sizes.to_ints().unwrap(), [32, 16]);
    assert!(typed::MultiVal::from_ints(&mv.get_space().unwrap(), &[32]).is_err());
    // A box with no fixed size.
    let open: typed::Map<S, A> = "[N] -> { S[i, j] -> A[a, b] : 0 <= a < N and b = 0 }"
        .parse()
        .unwrap();
    assert!(!open
        .get_range_simple_fixed_box_hull()
        .unwrap()
        .is_valid()
        .unwrap());
}

#[test]
fn dependences_print_as_their_relation() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let relation: typed::UnionMap<S, S> =
        "{ S[i, j] -> S[i + 1, j] : 0 <= i < 3 }".parse().unwrap();
    let deps = typed::Dependences::source_to_sink(relation.clone());
    assert_eq!(deps.to_string(), relation.to_string());
    assert_eq!(
        format!("{deps}"),
        "{ S[i, j] -> S[1 + i, j] : 0 <= i <= 2 }"
    );
}

#[test]
fn kinds_of_the_loops_enter_whatever_their_shape() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    for text in [
        "{ [c0, c1] }",
        "{ [[[] -> L_0[c0]] -> L_1[c1]] }",
        "{ L[c0] }",
    ] {
        assert!(text.parse::<typed::Set<Loops>>().is_ok(), "{text}");
    }
    assert!("[N] -> { : }".parse::<typed::Set<Loops>>().is_err());
}
