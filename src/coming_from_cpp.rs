//! Coming from ISL's C++ interface (`isl/cpp.h`): how each of its forms is
//! written here, so that a C++ client of ISL ports line for line. Each
//! example is a doc test.
//!
//! # The forms
//!
//! | ISL's C++ | isl-safe |
//! | --- | --- |
//! | `isl::ctx ctx(isl_ctx_alloc());` | `let ctx = Context::new()?; let _scope = ctx.enter();` (objects read from text use the thread's active context) |
//! | `isl::set s(ctx, "{ [i] : 0 <= i < n }");` (a constructor from text) | `let s: Set = "{ [i] : 0 <= i < n }".parse()?;` (or [`Set::read_from_str`](crate::Set::read_from_str)) |
//! | `isl::val v(ctx, 42);` | `Val::int_from_si(42)?`, `Val::try_from(42)?` (also `i128`, `u128`), or the integer itself where a `Val` is taken: `pa.scale_val(42)?` |
//! | `isl::union_set u = s;` (an implicit conversion to a wider type) | `UnionSet::from(s)`, `s.upcast::<UnionSet>()?`, or `s` itself where a `UnionSet` is taken |
//! | `isl::set b = a;` (a shared copy) | `let b = a.clone();` |
//! | `a.unite(b)`, `a.intersect(b)`, `a.subtract(b)` | `a.union(&b)?`, `a.intersect(&b)?`, `a.subtract(&b)?`, or `&a \| &b`, `&a & &b`, `&a - &b` (`unite` finds `union` in the docs' search: ISL's C++ names are aliases) |
//! | `a.is_subset(b)`, `a.is_equal(b)` | `a.is_subset(&b)?`, `a.is_equal(&b)?`; or `a <= b`, `a == b`, which panic on an ISL error |
//! | `s.space()`, `pa.domain_space()` | `s.get_space()?`, `pa.get_domain_space()?` (ISL's C names; the C++ ones are aliases) |
//! | `list.at(i)`, `list.size()` | `list.get_at(i)?` (alias `at`), `list.size()?`; `for x in &list` gives each element as a `Result` |
//! | `m.domain().unwrap()` | `m.domain()?.unwrapped()?` (ISL's `unwrap` is `unwrapped` here: see below) |
//! | `isl_size n = isl_set_dim(s, isl_dim_set); if (n < 0) ...` | `let n: usize = s.dim(DimType::Set)?;` |
//! | `isl::boolean b = a.is_empty(); if (b.is_error()) ...` | `a.is_empty()?`: a `Result<bool>` |
//! | `isl::stat::ok()` / `isl::stat::error()` from a `foreach_*` lambda | `Ok(())` / `Err(e)`, or `ControlFlow::Continue(())` / `ControlFlow::Break(b)` to stop without an error (see [`Step`](crate::Step)) |
//! | `result = result.unite(f(map));` over a union's maps | `umap.get_map_list()?.into_iter().map(\|m\| f(m?)).collect::<Result<UnionMap>>()?` |
//! | `pa1 + pa2`, `pa * 2`, `pa.tdiv_q(pa2)`, `v * pa` (the client's own operators) | `&pa1 + &pa2`, `&pa * 2`, `&pa / &pa2` (`tdiv_q`, toward zero), `&v * &pa` (see [`PwAff`](crate::PwAff)) |
//! | `pa.scale(isl::val(ctx, k))` with `k` an `int`, `unsigned`, `size_t` (C++ converts it to `long`) | `&pa * k` and `k * &pa` with `k` of any primitive integer type, `i8` to `u128` ([`Integer`](crate::Integer)), made a value exactly (never wrapped) |
//! | `pa.tdiv_q(zero)`, `v.div(isl::val::zero(ctx))`: ISL's NaN | `&pa / 0`, `&v / 0` panic, as Rust's `7 / 0` (see below); `pa.tdiv_q(..)`, `v.div(..)` return `Err` |
//! | `try { ... } catch (const isl::exception_quota &e) { ... }` | `match r { Err(e) if e.kind() == Some(ErrorKind::Quota) => ..., }` |
//! | `isl_ctx_last_error(ctx)` | `err.kind()`, or [`ctx.last_error_kind()`](crate::Context::last_error_kind) where the error was lost |
//! | a guard setting `isl_ctx_set_max_operations` and `isl_ctx_reset_operations`, restoring them after | `ctx.with_max_operations(n, \|\| ...)` |
//! | `isl::manage(ptr)`, `isl::manage_copy(ptr)` | `unsafe { Set::from_raw(ptr, ctx) }` (of a copy for `manage_copy`) ([`Object`](crate::Object)) |
//! | `s.release()`, `s.get()` | `s.into_raw()`, `s.as_raw()` |
//! | `s.to_str()`, `os << s` | `s.to_string()`, `format!("{s}")` |
//!
//! # Errors are values, and operators panic
//!
//! ISL's C++ interface throws an exception where ISL fails; its `checked`
//! variant returns objects that may be null. Here every call returns a
//! [`Result`](crate::Result), with ISL's kind, message, file and line in
//! [`Error::Isl`](crate::Error::Isl); `?` stands where C++ lets the
//! exception go up.
//!
//! ```
//! use isl_safe::{Context, ErrorKind, Set};
//!
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let hard: Set = "{ [i, j, k] : 0 <= i, j, k < 100 and 3i + 5j + 7k = 200 }".parse()?;
//! // C++: try { r = hard.lexmin(); } catch (const isl::exception_quota &) { ... }
//! match ctx.with_max_operations(10, || hard.lexmin()) {
//!     Ok(_) => unreachable!("ten operations are not enough"),
//!     Err(e) => assert_eq!(e.kind(), Some(ErrorKind::Quota)),
//! }
//! // Outside the guard the limit is gone.
//! assert!(hard.lexmin().is_ok());
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! Operators and comparisons cannot return a `Result`: on an ISL error they
//! panic with ISL's message, as a C++ operator throws. Under an operation
//! limit, where ISL may run out, call the methods and use `?`:
//! `a.is_subset(&b)?` where C++ wrote `a.is_subset(b)`, and
//! `a.is_equal(&b)?` for `a.is_equal(b)`. Objects of two contexts are
//! never equal and never ordered: that answer needs no ISL call, and no
//! comparison panics for it.
//!
//! Division by zero follows Rust, not ISL: where ISL answers NaN (an
//! affine expression or a value divided by zero, which C++ passes on
//! silently), `/` and `%` panic as Rust's integer operators do, and their
//! method twins return [`Error::InvalidArgument`](crate::Error::InvalidArgument).
//! A divisor that is zero only where the dividend is not defined divides.
//!
//! ```
//! use isl_safe::{Context, PwAff, Val};
//! use std::panic::{catch_unwind, AssertUnwindSafe};
//!
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let i: PwAff = "{ [i] -> [(i)] : i >= 0 }".parse()?;
//! // C++: i.tdiv_q(isl::pw_aff(dom, isl::val::zero(ctx))) is NaN.
//! assert!(catch_unwind(AssertUnwindSafe(|| &i / 0)).is_err());
//! assert!(catch_unwind(AssertUnwindSafe(|| &i % Val::zero().unwrap())).is_err());
//! let zero = i.constant_on_domain(0)?;
//! assert!(i.tdiv_q(&zero).is_err());
//! // A divisor zero only outside the dividend's domain.
//! let d: PwAff = "{ [i] -> [(2)] : i >= 0; [i] -> [(0)] : i < 0 }".parse()?;
//! assert_eq!((&i / &d).eval_ints(&[7])?, 3);
//! // Values: C++'s v.div(zero) is NaN, here a panic or an `Err`.
//! let v = Val::int_from_si(1)?;
//! assert!(catch_unwind(AssertUnwindSafe(|| &v / 0usize)).is_err());
//! assert!(v.div(&Val::zero()?).is_err());
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # A C++ function, ported
//!
//! ```
//! use isl_safe::{Context, DimType, Map, PwAff, Result, UnionMap, Val};
//! use std::ops::ControlFlow;
//!
//! // C++:
//! //   isl::union_map reverse_all(isl::union_map umap) {
//! //     isl::union_map result = isl::union_map::empty(umap.ctx());
//! //     umap.foreach_map([&](isl::map m) {
//! //       result = result.unite(m.reverse());
//! //       return isl::stat::ok();
//! //     });
//! //     return result;
//! //   }
//! fn reverse_all(umap: &UnionMap) -> Result<UnionMap> {
//!     umap.get_map_list()?.into_iter().map(|m| m?.reverse()).collect()
//! }
//!
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let umap: UnionMap = "{ S[i] -> A[i]; T[i] -> B[i + 1] }".parse()?;
//! assert_eq!(reverse_all(&umap)?, umap.reverse()?);
//!
//! // C++: the first map into B, stopping the walk with isl::stat::error().
//! let into_b = umap.foreach_map(|m| match m.get_tuple_name(DimType::Out) {
//!     Ok(Some(name)) if name == "B" => ControlFlow::Break(m),
//!     _ => ControlFlow::Continue(()),
//! })?;
//! assert!(matches!(into_b, ControlFlow::Break(m) if m == "{ T[i] -> B[i + 1] }".parse::<Map>()?));
//!
//! // C++: isl::pw_aff tile = i.tdiv_q(isl::pw_aff(dom, isl::val(ctx, 32)));
//! let i: PwAff = "{ [i] -> [(i)] }".parse()?;
//! let tile = &i / 32;
//! let offset = &i % 32;
//! assert_eq!(tile.eval_ints(&[-33])?, -1);
//! assert_eq!(offset.eval_ints(&[-33])?, -1);
//! assert_eq!(32 * tile + offset, i);
//! let half = Val::int_from_si(1)? / Val::int_from_si(2)?;
//! assert_eq!(half.to_string(), "1/2");
//!
//! // C++: isl::set dom = m.domain().unwrap(); (a wrapped relation)
//! let nested: Map = "{ [A[i] -> B[j]] -> C[i + j] }".parse()?;
//! let relation: Map = nested.domain()?.unwrapped()?;
//! assert_eq!(relation, "{ A[i] -> B[j] }".parse::<Map>()?);
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
//! # Names that `Result` and `Option` have too
//!
//! A method named like a method of `Result` is a trap when a `?` is
//! forgotten: `map.domain().unwrap()` compiled and returned the domain
//! itself, `Result::unwrap` having been called instead of ISL's. ISL's
//! `unwrap` (on [`Set`](crate::Set), [`BasicSet`](crate::BasicSet),
//! [`UnionSet`](crate::UnionSet), [`Point`](crate::Point),
//! [`Space`](crate::Space)) is therefore `unwrapped`, and
//! [`AstExpr`](crate::AstExpr)'s `and` and `or` are `and_` and `or_`
//! (`a.and(b)` of two `Result`s was `b`); ISL's names are search aliases, and
//! the names of release 0.1.0 stay, deprecated, until a later release.
//!
//! The other names ISL shares with `Result` or `Option` are kept, because
//! with a forgotten `?` none compiles with the arguments ISL's method takes:
//! a list's `map` (`Result::map`'s closure would get the list, and the
//! result is a `Result` of a `Result`), `insert` (two arguments; `Option`'s
//! takes one), `flatten` (`Result::flatten` needs a `Result` inside),
//! `zip` (`Result` has none, and `Option`'s takes an argument), `contains`
//! (not stable on either), `transpose` (needs an `Option` inside), the lists' `iter` (its items are `&List`, which `?` rejects),
//! `AstExpr::and_then` and `or_else` (`Result`'s take a closure), and the
//! trait methods `eq`, `lt`, `le`, `gt`, `ge`, `max`, `min`, `sum`,
//! `product` (their `Result` forms take another `Result`, or need `Ord` or
//! an iterator).
