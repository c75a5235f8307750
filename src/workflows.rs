//! Scheduler workflows end to end, each a doc-tested example: dependence
//! analysis, scheduling, schedule trees, code generation, and bounded
//! computation. Everything here is the safe API; `examples/scheduler.rs`
//! puts the steps together on a matrix multiplication.
//!
//! # Dependence analysis
//!
//! An [`UnionAccessInfo`](crate::UnionAccessInfo) holds the sink accesses
//! (reads), the must and may sources (writes), kills and the execution order;
//! [`compute_flow`](crate::UnionAccessInfo::compute_flow) gives a
//! [`UnionFlow`](crate::UnionFlow) with the dependences and the accesses that
//! have no source.
//!
//! ```
//! use isl_safe::{Context, UnionAccessInfo, UnionMap};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! // for (i = 0; i < 10; i++) { W: A[i] = ...; R: ... = A[i - 1]; }
//! let info = UnionAccessInfo::from_sink("{ R[i] -> A[i - 1] : 0 <= i < 10 }".parse::<UnionMap>()?)?
//!     .set_must_source("{ W[i] -> A[i] : 0 <= i < 10 }".parse::<UnionMap>()?)?
//!     .set_kill("{ }".parse::<UnionMap>()?)?
//!     .set_schedule_map("{ W[i] -> [i, 0]; R[i] -> [i, 1] }".parse::<UnionMap>()?)?;
//! let flow = info.compute_flow()?;
//! assert_eq!(flow.get_must_dependence()?, "{ W[i] -> R[i + 1] : 0 <= i <= 8 }".parse::<UnionMap>()?);
//! // R[0] reads A[-1], which nothing wrote.
//! assert_eq!(flow.get_must_no_source()?, "{ R[0] -> A[-1] }".parse::<UnionMap>()?);
//! // The full relations also name the array element.
//! assert!(!flow.get_full_must_dependence()?.is_empty()?);
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Scheduling
//!
//! [`ScheduleConstraints`](crate::ScheduleConstraints) collect the domain,
//! context and the validity, coincidence, proximity and conditional validity
//! constraints; [`compute_schedule`](crate::ScheduleConstraints::compute_schedule)
//! returns a [`Schedule`](crate::Schedule). ISL's scheduler options are
//! methods of [`Context`](crate::Context).
//!
//! ```
//! use isl_safe::{Context, ScheduleConstraints, UnionMap, UnionSet};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! ctx.set_schedule_outer_coincidence(1)?;
//! ctx.set_schedule_maximize_band_depth(1)?;
//! ctx.set_schedule_serialize_sccs(0)?;
//! let domain: UnionSet = "[n] -> { S[i, j] : 0 <= i, j < n }".parse()?;
//! // S[i, j] depends on S[i - 1, j] and S[i, j - 1] (a stencil).
//! let deps: UnionMap = "[n] -> { S[i, j] -> S[i + 1, j]; S[i, j] -> S[i, j + 1] }".parse()?;
//! let schedule = ScheduleConstraints::on_domain(domain)?
//!     .set_validity(&deps)?
//!     .set_proximity(&deps)?
//!     .set_coincidence(&deps)?
//!     .compute_schedule()?;
//! // Every dependence goes forward in the new order.
//! let order = schedule.get_map()?;
//! let later = order.lex_lt_union_map(order.clone())?;
//! assert!(deps.is_subset(&later)?);
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Schedule trees
//!
//! A [`ScheduleNode`](crate::ScheduleNode) points into a schedule tree:
//! navigate (`get_root`, `child`, `parent`, `next_sibling`), read (band
//! members, coincidence and permutability, filters, domains, marks, prefix
//! schedules) and edit (`band_tile`, `band_split`, `insert_mark`, `group`,
//! `order_before`, ...). Edits take the node by `InPlace` with no copy, or
//! return a new node from `&self`; traversals take closures.
//!
//! ```
//! use isl_safe::{Context, Id, MultiVal, Schedule, ScheduleNodeType};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let schedule: Schedule = r#"{ domain: "{ S[i, j] : 0 <= i, j < 64 }",
//!     child: { schedule: "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]", permutable: 1 } }"#
//!     .parse()?;
//! let mut node = schedule.get_root()?.first_child()?;
//! assert_eq!(node.get_type()?, ScheduleNodeType::Band);
//! assert_eq!(node.band_n_member()?, 2);
//! assert!(node.band_get_permutable()?);
//! // Tile by 16 x 16, then mark the tile loops.
//! node.in_place().band_tile("{ [16, 16] }".parse::<MultiVal>()?)?;
//! node.in_place().insert_mark(Id::read_from_str("tiles")?)?;
//! // Count the bands with a top-down traversal.
//! let mut bands = 0;
//! node.get_schedule()?.get_root()?.foreach_descendant_top_down(|n| {
//!     if n.get_type()? == ScheduleNodeType::Band {
//!         bands += 1;
//!     }
//!     Ok::<_, isl_safe::Error>(true) // descend into the children
//! })?;
//! assert_eq!(bands, 2);
//! // Every band node keeps all its members permutable.
//! let root = node.get_schedule()?.get_root()?;
//! assert!(root.every_descendant(|n| Ok::<_, isl_safe::Error>(
//!     n.get_type()? != ScheduleNodeType::Band || n.band_get_permutable()?
//! ))?);
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Code generation
//!
//! An [`AstBuild`](crate::AstBuild) turns a schedule (tree or map) into an
//! [`AstNode`](crate::AstNode) tree that can be walked from Rust (node kinds,
//! `for` parts, `if` conditions, block children, user expressions and their
//! operations) or printed as C. Callbacks set on the build
//! (`set_at_each_domain`, `set_before_each_for`, ...) are closures the build
//! keeps alive and ISL calls during later calls, possibly again while one
//! runs: they are `Fn`, and hand results back through shared cells.
//!
//! ```
//! use isl_safe::{AstBuild, AstExprType, AstNodeType, Context, Set, UnionMap};
//! use std::{cell::Cell, rc::Rc};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let schedule: UnionMap = "[n] -> { S[i] -> [i] : 0 <= i < n }".parse()?;
//! let build = AstBuild::from_context("[n] -> { : n > 0 }".parse::<Set>()?)?;
//! let statements = Rc::new(Cell::new(0));
//! let counter = statements.clone();
//! let build = build.set_at_each_domain(move |node, _build| {
//!     counter.set(counter.get() + 1);
//!     Ok(node)
//! })?;
//! let ast = build.node_from_schedule_map(schedule)?;
//! assert_eq!(ast.to_c_str()?, "for (int c0 = 0; c0 < n; c0 += 1)\n  S(c0);\n");
//! assert_eq!(statements.get(), 1); // one statement instance set, S
//! assert!(ast.get_annotation()?.is_none()); // no annotation: `None`, not an error
//! // Walk it from Rust.
//! assert_eq!(ast.get_type()?, AstNodeType::For);
//! assert_eq!(ast.for_get_iterator()?.id_get_id()?.get_name()?.as_deref(), Some("c0"));
//! assert_eq!(ast.for_get_init()?.int_get_val()?.get_num_si()?, 0);
//! let call = ast.for_get_body()?.user_get_expr()?;
//! assert_eq!(call.get_type()?, AstExprType::Op);
//! assert_eq!(call.op_get_n_arg()?, 2); // the name S and the argument c0
//! // Expressions from sets and affine functions.
//! let cond = build.expr_from_set("[n] -> { : n >= 10 }".parse::<Set>()?)?;
//! assert_eq!(cond.to_c_str()?, "n >= 10");
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Bounded computation
//!
//! [`Context::set_max_operations`](crate::Context::set_max_operations) bounds
//! ISL's work; a call that exceeds it fails with
//! [`ErrorKind::Quota`](crate::ErrorKind::Quota), and the context stays usable.
//!
//! ```
//! use isl_safe::{Context, ErrorKind, ScheduleConstraints, UnionMap, UnionSet};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let domain: UnionSet = "[n] -> { S[i, j, k] : 0 <= i, j, k < n }".parse()?;
//! let deps: UnionMap = "[n] -> { S[i, j, k] -> S[i + 1, j, k]; S[i, j, k] -> S[i, j + 1, k - 1] }".parse()?;
//! let constraints = ScheduleConstraints::on_domain(domain)?.set_validity(&deps)?.set_proximity(&deps)?;
//! ctx.set_max_operations(100);
//! let err = constraints.compute_schedule().unwrap_err();
//! assert_eq!(err.kind(), Some(ErrorKind::Quota));
//! ctx.set_max_operations(0);
//! assert!(constraints.compute_schedule().is_ok());
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # ISL's own tools
//!
//! ISL's command-line tools, rebuilt on the safe API (no `unsafe`, no raw
//! calls), read the same input and print the same output as ISL's; each is
//! also a longer example of the workflows above (`src/bin/`):
//!
//! ```sh
//! cargo run --bin isl_codegen  < input.st        # schedule tree or map + context + options -> C
//! cargo run --bin isl_schedule -- --schedule-whole-component < input.sc
//! cargo run --bin isl_flow     < input.ai
//! ```
//!
//! The tests run them on ISL's own test inputs and compare the way ISL's
//! test scripts do: all 347 code generation cases (`diff -w`), all 42
//! scheduling runs (21 inputs, with and without
//! `--schedule-whole-component`, compared as `isl_schedule_cmp` does) and all
//! 35 dataflow cases (compared as `isl_flow_cmp` does).
