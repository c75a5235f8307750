//! Closures ISL stores and calls later (the AST generator's and printer's
//! callbacks): every kind works when ISL calls it again while it runs, the
//! caller's own errors come back unchanged, and answers ISL gives as "none"
//! are `Ok(None)`. And the closures of `foreach_*`, which may stop ISL with a
//! `ControlFlow::Break`.

use isl_safe::{
    AstBuild, AstNode, AstPrintOptions, Context, Error, Id, Printer, Schedule, Set, UnionMap,
};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

fn ctx() -> (Context, isl_safe::Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

fn build() -> AstBuild {
    AstBuild::from_context("{ : }".parse::<Set>().unwrap()).unwrap()
}

fn umap(text: &str) -> UnionMap {
    text.parse().unwrap()
}

/// Three nested loops.
const NEST3: &str = "{ S[i, j, k] -> [i, j, k] : 0 <= i, j, k < 2 }";

/// C output of `ast` printed with `options`.
fn print_c(ast: &AstNode, options: AstPrintOptions) -> isl_safe::Result<String> {
    let p = Printer::to_str()?.set_output_format(isl_safe::format::C)?;
    ast.print(p, options)?.get_str()
}

#[test]
fn print_for_prints_nested_loops_through_itself() {
    let _c = ctx();
    let ast = build().node_from_schedule_map(umap(NEST3)).unwrap();
    let depth = Rc::new(Cell::new(0));
    let deepest = Rc::new(Cell::new(0));
    let (d, m) = (depth.clone(), deepest.clone());
    let options = AstPrintOptions::alloc()
        .unwrap()
        .set_print_for(move |p: Printer, options, node: &AstNode| {
            d.set(d.get() + 1);
            m.set(m.get().max(d.get()));
            let p = p
                .start_line()?
                .print_str(format!("// loop at depth {}", d.get()))?
                .end_line()?;
            // ISL's own printing of the loop, which calls this closure again
            // for the loop inside.
            let p = node.for_print(p, options);
            d.set(d.get() - 1);
            p
        })
        .unwrap();
    let c = print_c(&ast, options).unwrap();
    assert_eq!(deepest.get(), 3);
    for k in 1..=3 {
        assert!(c.contains(&format!("// loop at depth {k}\n")), "{c}");
    }
    assert_eq!(c.matches("for (int").count(), 3, "{c}");
    assert!(c.contains("S(c0, c1, c2);"), "{c}");
}

#[test]
fn print_user_is_called_again_from_inside() {
    let _c = ctx();
    let ast = build()
        .node_from_schedule_map(umap("{ S[i] -> [i] : 0 <= i < 2 }"))
        .unwrap();
    let inner = build()
        .node_from_schedule_map(umap("{ T[] -> [] }"))
        .unwrap();
    let calls = Rc::new(Cell::new(0));
    let c2 = calls.clone();
    let options = AstPrintOptions::alloc()
        .unwrap()
        .set_print_user(move |p: Printer, options, node: &AstNode| {
            c2.set(c2.get() + 1);
            let name = node
                .user_get_expr()?
                .op_get_arg(0)?
                .id_get_id()?
                .get_name()?;
            let p = p
                .start_line()?
                .print_str(format!("/* {} */", name.as_deref().unwrap_or("")))?
                .end_line()?;
            if name.as_deref() == Some("S") {
                // Print another tree with the same options: the closure runs again.
                inner.print(p, options)
            } else {
                Ok(p)
            }
        })
        .unwrap();
    let c = print_c(&ast, options).unwrap();
    // The loop's body S, which prints T through the same closure.
    assert_eq!(calls.get(), 2, "{c}");
    assert_eq!(
        c,
        "for (int c0 = 0; c0 <= 1; c0 += 1)\n  /* S */\n  /* T */\n"
    );
}

/// Generates the AST of a one-statement schedule with `build` from inside a
/// callback, once (the cell stops the recursion).
fn nested_generation(
    shared: &Rc<RefCell<Option<AstBuild>>>,
    inside: &Cell<bool>,
) -> isl_safe::Result<()> {
    if inside.replace(true) {
        return Ok(());
    }
    let build = shared.borrow().clone().expect("the build is shared");
    let nested = build.node_from_schedule_map(umap("{ N[i] -> [i] : 0 <= i < 3 }"));
    inside.set(false);
    let nested = nested?;
    assert!(nested.to_c_str()?.contains("N(c0)"));
    Ok(())
}

/// Sets a callback on a build that generates code again, from inside, with
/// that same build (so ISL calls the same closure while it runs); returns how
/// often the closure ran.
fn reenter(
    set: impl FnOnce(AstBuild, Rc<dyn Fn() -> isl_safe::Result<()>>) -> AstBuild,
    schedule: &str,
) -> usize {
    let shared: Rc<RefCell<Option<AstBuild>>> = Rc::new(RefCell::new(None));
    let inside = Rc::new(Cell::new(false));
    let calls = Rc::new(Cell::new(0));
    let (s, i, c) = (shared.clone(), inside.clone(), calls.clone());
    let hook: Rc<dyn Fn() -> isl_safe::Result<()>> = Rc::new(move || {
        c.set(c.get() + 1);
        nested_generation(&s, &i)
    });
    let b = set(build(), hook);
    *shared.borrow_mut() = Some(b.clone());
    let ast = b.node_from_schedule_map(umap(schedule)).unwrap();
    assert!(!ast.to_c_str().unwrap().is_empty());
    *shared.borrow_mut() = None; // break the cycle between the build and the closure
    calls.get()
}

#[test]
fn at_each_domain_after_each_for_and_after_each_mark_reenter() {
    let _c = ctx();
    let n = reenter(
        |b, hook| {
            b.set_at_each_domain(move |node, _| hook().map(|()| node))
                .unwrap()
        },
        "{ S[i] -> [i] : 0 <= i < 4 }",
    );
    // Once for S, once for N generated from inside.
    assert_eq!(n, 2);
    let n = reenter(
        |b, hook| {
            b.set_after_each_for(move |node, _| hook().map(|()| node))
                .unwrap()
        },
        "{ S[i] -> [i] : 0 <= i < 4 }",
    );
    assert_eq!(n, 2);
}

#[test]
fn before_each_for_reenters() {
    let _c = ctx();
    let n = reenter(
        |b, hook| {
            b.set_before_each_for(move |_| {
                hook()?;
                Id::read_from_str("loop")
            })
            .unwrap()
        },
        "{ S[i] -> [i] : 0 <= i < 4 }",
    );
    assert_eq!(n, 2);
}

#[test]
fn mark_callbacks_reenter() {
    let _c = ctx();
    let schedule: Schedule = "{ domain: \"{ S[i] : 0 <= i < 4 }\", child: { mark: \"kernel\", \
        child: { schedule: \"[{ S[i] -> [(i)] }]\" } } }"
        .parse()
        .unwrap();
    for after in [false, true] {
        let shared: Rc<RefCell<Option<AstBuild>>> = Rc::new(RefCell::new(None));
        let inside = Rc::new(Cell::new(false));
        let calls = Rc::new(Cell::new(0));
        let (s, i, c) = (shared.clone(), inside.clone(), calls.clone());
        let b = if after {
            build()
                .set_after_each_mark(move |node, _| {
                    c.set(c.get() + 1);
                    nested_generation(&s, &i).map(|()| node)
                })
                .unwrap()
        } else {
            build()
                .set_before_each_mark(move |mark: &Id, _| {
                    assert_eq!(mark.get_name()?.as_deref(), Some("kernel"));
                    c.set(c.get() + 1);
                    nested_generation(&s, &i)
                })
                .unwrap()
        };
        *shared.borrow_mut() = Some(b.clone());
        let ast = b.node_from_schedule(schedule.clone()).unwrap();
        assert!(ast.to_c_str().unwrap().contains("// kernel"));
        *shared.borrow_mut() = None;
        assert_eq!(calls.get(), 1);
    }
}

#[test]
fn create_leaf_reenters() {
    let _c = ctx();
    let schedule: Schedule =
        "{ domain: \"{ S[i] : 0 <= i < 4 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }"
            .parse()
            .unwrap();
    let shared: Rc<RefCell<Option<AstBuild>>> = Rc::new(RefCell::new(None));
    let depth = Rc::new(Cell::new(0));
    let calls = Rc::new(Cell::new(0));
    let (s, d, c) = (shared.clone(), depth.clone(), calls.clone());
    let leaf_schedule = schedule.clone();
    let b = build()
        .set_create_leaf(move |_leaf_build: AstBuild| {
            c.set(c.get() + 1);
            if d.replace(d.get() + 1) == 0 {
                // Generate the same tree again from inside the leaf: ISL
                // calls this closure for the inner leaf too.
                let outer = s.borrow().clone().expect("the build is shared");
                let inner = outer.node_from_schedule(leaf_schedule.clone());
                d.set(d.get() - 1);
                inner
            } else {
                d.set(d.get() - 1);
                // (alloc_user: ISL 0.25 lacks its newer name, user_from_expr.)
                isl_safe::AstNode::alloc_user(isl_safe::AstExpr::from_id(Id::read_from_str(
                    "leaf",
                )?)?)
            }
        })
        .unwrap();
    *shared.borrow_mut() = Some(b.clone());
    let ast = b.node_from_schedule(schedule).unwrap();
    *shared.borrow_mut() = None;
    assert_eq!(calls.get(), 2);
    let c = ast.to_c_str().unwrap();
    assert_eq!(c.matches("for (int").count(), 2, "{c}");
    assert_eq!(
        c,
        "for (int c0 = 0; c0 <= 3; c0 += 1)\n  for (int c0 = 0; c0 <= 3; c0 += 1)\n    leaf;\n"
    );
}

#[derive(Debug, PartialEq)]
struct MissingTable(&'static str);

impl std::fmt::Display for MissingTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "statement {} has no access table", self.0)
    }
}

impl std::error::Error for MissingTable {}

#[test]
fn a_closures_own_error_reaches_the_caller_unchanged() {
    let _c = ctx();
    let b = build()
        .set_at_each_domain(|_, _| Err(Error::other(MissingTable("S"))))
        .unwrap();
    let e = b
        .node_from_schedule_map(umap("{ S[i] -> [i] : 0 <= i < 4 }"))
        .unwrap_err();
    assert_eq!(e.downcast_ref::<MissingTable>(), Some(&MissingTable("S")));
    assert_eq!(e.to_string(), "statement S has no access table");
    // Errors compare equal when they are the same error.
    assert_eq!(e.clone(), e);
    assert_ne!(e, Error::other(MissingTable("S")));
    // Through the printer too, and through a nested print.
    let ast = build().node_from_schedule_map(umap(NEST3)).unwrap();
    let options = AstPrintOptions::alloc()
        .unwrap()
        .set_print_user(|_, _, _| Err(Error::other(MissingTable("T"))))
        .unwrap()
        .set_print_for(|p, options, node: &AstNode| node.for_print(p, options))
        .unwrap();
    let e = print_c(&ast, options).unwrap_err();
    assert_eq!(e.downcast_ref::<MissingTable>(), Some(&MissingTable("T")));
    // The context stays usable.
    assert!(build().node_from_schedule_map(umap(NEST3)).is_ok());
}

#[test]
fn absent_answers_are_none() {
    let _c = ctx();
    let ast = build()
        .node_from_schedule_map(umap("[n] -> { S[i] -> [i] : 0 <= i < 10 and n > 5 }"))
        .unwrap();
    assert!(ast.get_annotation().unwrap().is_none());
    // An `if` without `else`.
    assert_eq!(ast.get_type().unwrap(), isl_safe::AstNodeType::If);
    assert!(ast.if_get_else_node().unwrap().is_none());
    assert!(ast.if_get_else().unwrap().is_none());
    assert!(ast.if_get_then_node().is_ok());
    // A build outside AST generation has no schedule.
    assert!(build().get_schedule().unwrap().is_none());
    // An annotated node: its annotation.
    let b = build()
        .set_before_each_for(|_| Id::read_from_str("L"))
        .unwrap();
    let annotated = b
        .node_from_schedule_map(umap("{ S[i] -> [i] : 0 <= i < 4 }"))
        .unwrap();
    assert_eq!(
        annotated
            .get_annotation()
            .unwrap()
            .unwrap()
            .get_name()
            .unwrap()
            .as_deref(),
        Some("L")
    );
    // Inside generation, the build has a schedule.
    let seen = Rc::new(Cell::new(false));
    let s = seen.clone();
    let b = build()
        .set_at_each_domain(move |node, build: &AstBuild| {
            s.set(build.get_schedule()?.is_some());
            Ok(node)
        })
        .unwrap();
    b.node_from_schedule_map(umap("{ S[i] -> [i] : 0 <= i < 4 }"))
        .unwrap();
    assert!(seen.get());
}

/// A `foreach_*` closure that returns `ControlFlow` stops ISL at its first
/// `Break`, with no error, and the method returns the break value; one that
/// never breaks walks every element. Every `foreach` kind (one object, two,
/// a borrowed one, an enum value, bound pairs, and after a predicate).
#[test]
fn foreach_closures_stop_with_control_flow() -> isl_safe::Result<()> {
    use isl_safe::{BasicSet, DimType, PwAff, ScheduleNode, SetList, UnionSet};
    use std::ops::ControlFlow;
    let (ctx, _scope) = ctx();
    let set: Set = "{ [i] : 0 <= i < 100 }".parse()?;
    let mut calls = 0;
    let found = set.foreach_point(|p| {
        calls += 1;
        match p.to_ints() {
            Ok(x) if x[0] % 7 == 3 => ControlFlow::Break(x[0]),
            _ => ControlFlow::Continue(()),
        }
    })?;
    let ControlFlow::Break(x) = found else {
        panic!("no break")
    };
    assert_eq!(x % 7, 3);
    assert!(calls < 100, "ISL stopped at the break ({calls} calls)");
    let mut all = 0;
    assert_eq!(
        set.foreach_point(|_| {
            all += 1;
            ControlFlow::<()>::Continue(())
        })?,
        ControlFlow::Continue(())
    );
    assert_eq!(all, 100);
    // A break is no error: the context records none, and the set is usable.
    assert_eq!(ctx.last_error(), None);
    assert_eq!(set.count()?, 100);

    let uset: UnionSet = "{ A[i] : 0 <= i < 3; B[i, j] : 0 <= i, j < 2 }".parse()?;
    let two_dims = uset.foreach_set(|s| match s.dim(DimType::Set) {
        Ok(2) => ControlFlow::Break(s),
        _ => ControlFlow::Continue(()),
    })?;
    assert!(
        matches!(two_dims, ControlFlow::Break(s) if s == "{ B[i, j] : 0 <= i, j < 2 }".parse::<Set>().unwrap())
    );
    let abs: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }".parse()?;
    let mut pieces = 0;
    let first = abs.foreach_piece(|_domain, aff| {
        pieces += 1;
        ControlFlow::Break(aff)
    })?;
    assert!(matches!(first, ControlFlow::Break(_)) && pieces == 1);
    let schedule = Schedule::read_from_str(
        "{ domain: \"{ S[i] : 0 <= i < 3 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }",
    )?;
    let leaf: ScheduleNode = schedule.get_root()?.child(0)?.child(0)?;
    let top = leaf.foreach_ancestor_top_down(|node| ControlFlow::Break(node.get_type().ok()))?;
    assert_eq!(
        top,
        ControlFlow::Break(Some(isl_safe::ScheduleNodeType::Domain))
    );
    let bounds: BasicSet = "[n] -> { [i] : 0 <= i <= n and i <= 10 }".parse()?;
    let mut pairs = 0;
    let stop = bounds.foreach_bound_pair(DimType::Set, 0, |_lower, upper, _part| {
        pairs += 1;
        ControlFlow::Break(upper.is_some())
    })?;
    assert_eq!((stop, pairs), (ControlFlow::Break(true), 1));
    let list: SetList = ["{ A[] }", "{ B[] }", "{ C[] }"]
        .into_iter()
        .map(|s| s.parse::<Set>().unwrap())
        .collect::<Vec<_>>()
        .into_iter()
        .collect::<isl_safe::Result<_>>()?;
    let mut components = 0;
    let scc = list.foreach_scc(
        |_, _| Ok::<_, Error>(false),
        |component| {
            components += 1;
            if components == 2 {
                ControlFlow::Break(component.size().unwrap())
            } else {
                ControlFlow::Continue(())
            }
        },
    )?;
    assert_eq!((scc, components), (ControlFlow::Break(1), 2));
    let ops_of = AstBuild::from_context("[n] -> { : }".parse::<Set>()?)?
        .expr_from_pw_aff("[n] -> { [(floor(n / 2))] }".parse::<PwAff>()?)?;
    assert_eq!(
        ops_of.foreach_ast_expr_op_type(ControlFlow::Break)?,
        ControlFlow::Break(isl_safe::AstExprOpType::FdivQ)
    );
    // A `Result` closure still stops with its error, as before.
    let err = set
        .foreach_point(|_| Err::<(), _>(Error::NoContext))
        .unwrap_err();
    assert_eq!(err, Error::NoContext);
    Ok(())
}

/// The typed layer's visits take the same closures: `ControlFlow` stops
/// them, the break value comes back, and the elements keep their kinds.
#[test]
fn typed_foreach_closures_stop_with_control_flow() -> isl_safe::Result<()> {
    use isl_safe::typed;
    use std::ops::ControlFlow;
    isl_safe::tuples! { A[1]; B[2] }
    let (_ctx, _scope) = ctx();
    let set: typed::Set<A> = "{ A[i] : 0 <= i < 100 }".parse()?;
    let mut calls = 0;
    let found = set.foreach_point(|p: typed::Point<A>| {
        calls += 1;
        match p.untyped().to_ints() {
            Ok(x) if x[0] % 7 == 3 => ControlFlow::Break(x[0]),
            _ => ControlFlow::Continue(()),
        }
    })?;
    let ControlFlow::Break(x) = found else {
        panic!("no break")
    };
    assert_eq!(x % 7, 3);
    assert!(calls < 100, "ISL stopped at the break ({calls} calls)");
    // `Result` closures still work, their error returned unchanged.
    #[derive(Debug, PartialEq)]
    struct Mine;
    impl From<Error> for Mine {
        fn from(_: Error) -> Self {
            Mine
        }
    }
    assert_eq!(set.foreach_point(|_| Err::<(), _>(Mine)), Err(Mine));

    let map: typed::Map<A, B> = "{ A[i] -> B[i, j] : 0 <= j <= i < 3 }".parse()?;
    let pieces = map.foreach_basic_map(|bmap: typed::BasicMap<A, B>| {
        ControlFlow::Break(typed::Map::from(bmap))
    })?;
    let ControlFlow::Break(piece) = pieces else {
        panic!("no break")
    };
    assert!(piece.is_subset(&map)?);

    // The schedule tree's visit of ancestors: stop at the root.
    let schedule: Schedule =
        "{ domain: \"{ A[i] : 0 <= i < 4 }\", child: { schedule: \"[{ A[i] -> [(i)] }]\" } }"
            .parse()?;
    let leaf = schedule.get_root()?.child(0)?.child(0)?;
    let leaf = typed::ScheduleNode::<A>::try_from(leaf)?;
    let mut seen = 0;
    let stop = leaf.foreach_ancestor_top_down(|_| {
        seen += 1;
        ControlFlow::Break(seen)
    })?;
    assert_eq!(stop, ControlFlow::Break(1));
    Ok(())
}
