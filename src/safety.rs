//! What the safe API promises, and what each kind of bad input gives.
//!
//! No sequence of safe calls crashes, hangs, aborts, prints or leaks, whatever
//! the input. ISL does not check everything it is given, so each class of bad
//! input below is stopped before ISL sees it, or ISL is fixed by a minimal
//! patch of the bundled source (each patch, and how the `system` feature answers
//! it, is listed in `isl-sys/patches/README.md`). A failed call leaves every
//! other object, and the receiver of a failed check, as it was.
//!
//! ```
//! use isl_safe::{Context, DimType, Error, ErrorKind, Set};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let set: Set = "{ [i] : 0 <= i < 10 }".parse()?;
//!
//! // A position past the object's dimensions: refused before ISL is called.
//! let err = set.insert_dims(DimType::Set, 5, 1).unwrap_err();
//! assert!(matches!(err, Error::InvalidArgument { .. }));
//!
//! // Text ISL cannot read.
//! let err = "{ [i] : i > }".parse::<Set>().unwrap_err();
//! assert_eq!(err.kind(), Some(ErrorKind::Invalid));
//!
//! // Too much work: an error of kind Quota, and the context stays usable.
//! let big: Set = "{ [i, j, k] : 0 <= i, j, k < 60 }".parse()?;
//! let err = ctx.with_max_operations(10, || big.lexmin()?.coalesce()).unwrap_err();
//! assert_eq!(err.kind(), Some(ErrorKind::Quota));
//! assert_eq!(set.count()?, 10);
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Bounded work
//!
//! Some of ISL's algorithms take time exponential in the number of dimensions
//! or disjuncts (the power of a lexicographic order of 60 dimensions, the
//! product of two such orders): that is work, not a hang, and the operation
//! limit bounds it ([`Context::with_max_operations`](crate::Context::with_max_operations)).
//! ISL counts one operation per allocation; the bundled build adds one per
//! 1,024 integers of a large block, and more for pivots on multi-word numbers,
//! so that the limit bounds memory work and growing coefficients too. The
//! readers' bounds on numbers and exponents and the bounds on dimensions keep
//! the cost of one operation bounded.
//!
//! # Bad input, case by case
//!
//! | bad input | example | what the caller gets |
//! | --- | --- | --- |
//! | a position or count outside the object's dimensions | `set.insert_dims(DimType::Set, 0, u32::MAX)` | `Err(Error::InvalidArgument)` (kind `Invalid`, the C function, what was wrong), before ISL is called |
//! | a dimension type the function does not handle | `map.move_dims(DimType::All, 0, DimType::In, 0, 1)` | the same |
//! | a move within one tuple (ISL moves between tuples; a quasi-polynomial reordered its terms out of range before refusing) | `qp.move_dims(DimType::In, 1, DimType::In, 0, 1)` | the same |
//! | a matrix or vector index, a child of a schedule node that has none there | `node.child(-1)`, `mat.move_cols(2, 0, 2)` | the same |
//! | a zero divisor | `five.mod_(&zero)`, `mv.mod_multi_val(&zeros)` | the same |
//! | a size past the limits (256 dimensions of a kind, 4,096 matrix rows or columns) | `Space::set_alloc(0, u32::MAX)` | the same |
//! | an integer that does not fit the C parameter | `set.fix_si(DimType::Set, 0, i64::MAX)` | `Err(Error::OutOfRange)` |
//! | a string with a NUL byte | `Set::read_from_str("{ [i] }\0")` | `Err(Error::InteriorNul)` |
//! | objects of two contexts | `a.union(&b_from_other_ctx)` | `Err(Error::ContextMismatch)` |
//! | no active context | `"{ [i] }".parse::<Set>()` outside a scope | `Err(Error::NoContext)` |
//! | text ISL cannot read | `"{ [i] : i > }".parse::<Set>()` | `Err(Error::Isl)`, kind `Invalid` |
//! | an error ISL records on a call whose result cannot say so (a number, `void`) | `big.get_num_si()` | `Err(Error::Isl)` from that call; never reported by a later one |
//! | too much work | `ctx.with_max_operations(n, \|\| set.lexmin())` | `Err(Error::Isl)`, kind `Quota`; the context stays usable |
//! | running out of operations deep inside ISL, where every allocation fails | `to_polynomial`, printing or reading under a small limit | the same (a patch fixes five paths that crashed); the fuzzer runs a quarter of its cases under small random limits |
//! | a closure that fails or panics | `set.foreach_point(\|p\| ...)` | its `Err`, or its panic resumed after ISL returns |
//! | a stored closure's own error | `build.set_at_each_domain(\|n, b\| Err(Error::other(MyError)))` | the ISL call that ran it returns `Error::Other`; `err.downcast_ref::<MyError>()` gives it back |
//! | objects of ISL's basic level with different parameters | `bmap.gist(&other)`, `a.domain_product(&b)` where `b` has `[n]` and `a` none | `Err(Error::InvalidArgument)` naming both parameter lists, before ISL is called (see below) |
//! | a space that replaces an object's, with other dimensions | `set.reset_space(map_space)` | the same |
//! | a context or guard inserted in a schedule tree outside the outer band members' space (ISL took it and failed generating code) | `node.insert_guard(params)` with `params` = `[b] -> { : b >= 0 }`, or a set `S[c0]` of a named tuple, under a band | the same, naming the expected space |
//! | tile sizes that do not match the band | `node.band_tile_sizes(&[32])` on a band of two members | the same, naming both counts |
//! | the offset or size of an invalid box (the hull of an unbounded footprint) | `set.get_simple_fixed_box_hull()?.get_offset()` | the same: check `FixedBox::is_valid` first |
//! | a check that had to ask ISL about an argument and failed | `umap.in_place().project_out(DimType::In, 0, 1)` | the error names the function called (`isl_union_map_project_out`) and says what was asked |
//! | shapes ISL 0.27 mishandles: the lift of an empty set, a pullback by a function of another space, products of mismatched spaces, `insert_domain` of a parameter set, a hull from a list of another space | `"{ [i] : false }".parse::<Set>()?.lift()` | ISL's answer, or `Err(Error::Isl)` (patches 0026–0031, 0036) |
//! | running out of operations in a space shared with the caller, or while checking a band's AST options | `space.wrapped_reverse()`, `node.band_set_ast_build_options(opts)` under a small limit | `Err(Error::Isl)`, kind `Quota`; the caller's objects intact (patches 0037, 0038) |
//! | a YAML end without its start, printing under a small limit | `Printer::to_str()?.yaml_end_mapping()`, `p.print_ast_node_list(&l)`, `ast_op_type_print_macro` | `Err(Error::Isl)` ("not in YAML construct", or kind `Quota`) (patches 0040, 0041) |
//! | counting the points of a set with infinitely many, or under a small limit | `"{ [i] : i >= 0 }".parse::<Set>()?.count_val()`, `big.count_val()` under a limit | `Err(Error::Isl)`: "set has infinitely many points", or kind `Quota` (the count was 0, or the points found before the limit) (patch 0042) |
//! | the affine form of an infinite quasi-polynomial | `"{ [i] -> infty }"` as a `Qpolynomial`, then `as_aff()` | `Err(Error::Isl)`: it has none (it was 1/0, and `ceil` divided by 0); NaN gives NaN (patch 0039) |
//! | products that double a space again and again | `space.product(&space)` in a loop | `Err(Error::Isl)` past 4,096 dimensions of a kind (patch 0032) |
//! | work on large numbers or large allocations | reading a set with 1,800-digit coefficients under a limit; a list concatenated with itself | `Err(Error::Isl)`, kind `Quota`, in bounded time: multi-word arithmetic and allocated bytes count as operations (patches 0033, 0034) |
//! | a literal longer than the reader's bound | a 20,000-digit number | `Err(Error::Isl)`: "integer literal longer than the limit of 2500 digits" (patch 0035) |
//!
//! **Basic sets and maps share their parameters.** ISL's functions of the basic level
//! (`isl_basic_set_*`, `isl_basic_map_*`) assume that their arguments have the same parameters in
//! the same order, and some read or write out of bounds otherwise; the set-level functions align
//! the parameters themselves. The generator derives a guard for every such function with two
//! basic objects: different parameters are an `Err` that names both lists. Aligning silently
//! would hide a mistake and cost every call; align with `align_params`, or use `Set` and `Map`.
//!
//! # The system ISL
//!
//! `--features system` links the distribution's ISL (found with pkg-config)
//! instead of the bundled one: ISL 0.25 (Debian 12's `libisl-dev`) or 0.27 (Debian 13's); the
//! build refuses any other version, naming the two. That ISL has none of the
//! bundled build's patches, and the safe API stays safe on it all the same, each
//! patch (but 0021 and 0023, whose bugs are no memory hazard) answered in one or
//! more of three ways:
//!
//! - **a guard**, a check in Rust before the call that keeps the unpatched ISL off the bad path
//!   (`src/specs/guards/`, a file per class of function; the generator names it in the
//!   declarations, `tools/specgen/src/guards.rs`): spaces compared, empty and unbounded inputs
//!   handled, sizes bounded, the texts of readers held to the bundled readers' bounds
//!   (`src/specs/guards/reader_bounds.rs`). A guard refuses with `Err` what the bundled build
//!   refuses too, with the bundled build's message where it has one;
//! - **`Unsupported`**, where no check outside ISL can help: the method returns
//!   `Err(Error::Isl { kind: ErrorKind::Unsupported, .. })` naming the bug and the patch that
//!   fixes it, without calling ISL: 10 functions always, a few others only on the inputs that
//!   reach the bug (a union's sample with an empty part, the lift of an empty set; under an
//!   operation limit, a count of points, `to_polynomial`, code generation below a context
//!   node);
//! - **a fix of ISL's function**, for the bugs ISL reaches from within itself, which no check
//!   before a call can keep it off: `isl-sys` defines `isl_basic_set_preimage`,
//!   `isl_stream_free`, the two YAML starts, `isl_token_get_str` and, with ISL 0.27,
//!   `isl_qpolynomial_as_aff` again under ISL's names (`isl-sys/src/system_fixes.rs`), so
//!   that ISL's own calls, which go through its PLT, reach them; each calls ISL's original
//!   (found with `dlsym(RTLD_NEXT)`) through ISL's public functions only. This needs a
//!   shared ISL whose own calls go through its PLT and a dynamic linker that lets the
//!   program's definition win (ELF: Linux, the BSDs). `Context::new` checks once per
//!   process, for each of these functions, that its original is in the shared object of
//!   ISL's `isl_ctx_alloc` (`dladdr`) and that ISL's own call reaches the fix (ISL is made to
//!   call each on a context of its own); where one fails it returns `Unsupported` naming the
//!   function, its bug and why, rather than run unsafely. Interposition cannot work, and
//!   every context is refused so, with an ISL linked with `-Bsymbolic-functions` (Ubuntu's
//!   default linker flags), which binds its calls to itself ("ISL's own calls do not
//!   reach"), a static `libisl.a` ("no original after this program", where the link does
//!   not already fail on the names defined twice), a second ISL in the process that comes
//!   first ("not in the shared object of ISL's `isl_ctx_alloc`"), and under macOS's
//!   two-level namespaces. The bundled build (the default) needs none of this.
//!
//! The build records the ISL version it was made for, and `Context::new` compares it with
//! the loaded ISL's `isl_version()` once per process: ISL 0.25 and 0.27 share the soname
//! `libisl.so.23`, so a program built against 0.25 starts on 0.27 (Debian 13's), whose bugs
//! 0.25's guards do not cover. A mismatch is refused with `Unsupported`, naming both
//! versions.
//!
//! ISL 0.25 also lacks the functions of 61 generated methods and of `Stream::read_basic_set`:
//! these return `Unsupported` naming the function. Where ISL 0.25 answers otherwise than 0.27 and
//! the answer would break a type's promise, the method refuses too: a preimage by a function of
//! no pieces (0.25 keeps the object's own space). What stays different is only what ISL
//! computes: a constraint may be written otherwise (`3l >= -k` for `l >= 0`), and the
//! operation limit bounds less work (patches 0021, 0023).
