//! Streams and files: ISL's input stream, its tokens and YAML, and reading
//! and printing through Rust's `Read` and `Write`.
//!
//! [`Stream`](crate::Stream) is ISL's input stream (`isl_stream`), read the way ISL's own tools (isl_codegen, pet,
//! PPCG) read their input: `Stream::from_text(&str)`, or `Stream::from_reader(impl Read)` (a C
//! `FILE *` underneath).
//!
//! - **Objects.** Beside the typed readers (`read_set`, `read_union_map`, `read_schedule`, ...),
//!   `read_obj()` reads whatever the text holds as an `Obj` (`Obj::Set`, `Obj::UnionMap`,
//!   `Obj::PwQpolynomial`, `Obj::Schedule`, ...; `TryFrom` back to each type), and `objects()`
//!   iterates over them.
//! - **Tokens** are `Token`s: `kind()` is a `TokenKind` (`Char('{')`, `Ident`, `Value`, `To`,
//!   `Ge`, ..., `Keyword(..)` for `register_keyword`), with `text()` and `value()`. The stream
//!   has `next_token`, `push_token`, `next_token_is`, `eat`, `eat_if_available`,
//!   `read_ident_if_available`, and `error(token, msg)`, which reports a syntax error the way
//!   ISL does.
//! - **YAML.** ISL's YAML reader is `yaml_read_start_mapping`, `yaml_next`, `yaml_read_key`,
//!   `yaml_read_end_mapping` and the sequence twins, or the loops `yaml_mapping(|s, key| ...)`
//!   and `yaml_sequence(|s| ...)`. `tests/safety/streams.rs` reads ISL's access-info files this way and
//!   gets what `UnionAccessInfo::read_from_str` gets, on all 35 of ISL's flow test inputs.
//! - **Files.** ISL's `FILE *` functions take Rust I/O. `Set::read_from(reader)` (and `Map`,
//!   `BasicSet`, `UnionMap`, `Schedule`, `ScheduleConstraints`, `PwQpolynomial`,
//!   `UnionAccessInfo`, `IslVec`, ...) reads one object from any `std::io::Read`, as strictly
//!   as `parse`: the whole input is the object, and an I/O error or input that is not UTF-8 is
//!   an `Err` (`Error::Io`). `set.print_internal(&mut out, indent)` writes ISL's internal form
//!   and `pwqp.print(&mut out, format)` a quasipolynomial to any `std::io::Write`.
//!   `Printer::to_writer(w)` is a printer writing straight to `w`, with every printer method;
//!   `p.into_writer()` hands back `w` after the last byte, and it and `p.flush_writer()`
//!   report the writer's errors (ISL itself ignores them).
//! - **What ISL does not check** is refused with an `Err` before ISL sees it: a YAML end
//!   without its start, a sixth pushed-back token, a token of another context, the text of a
//!   number. A crash of ISL's readers at the end of input (a NULL token pushed back) is fixed
//!   by a patch (`isl-sys/patches/0025-stream-no-null-token.patch`).
//!
//! ```
//! use isl_safe::{Context, Obj, Set, Stream, UnionMap};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//!
//! // Objects one after another from one text, whatever their types.
//! let mut stream = Stream::from_text("{ [i] : 0 <= i < 4 } { A[i] -> B[i] }")?;
//! let set = Set::try_from(stream.read_obj()?)?;
//! assert_eq!(set.to_string(), "{ [i] : 0 <= i <= 3 }");
//! assert!(matches!(stream.read_obj()?, Obj::Map(_) | Obj::UnionMap(_)));
//!
//! // Any `Read`: the whole input is the object.
//! let umap = UnionMap::read_from("{ S[i] -> A[i] }".as_bytes())?;
//! assert_eq!(umap.to_string(), "{ S[i] -> A[i] }");
//! assert!(Set::read_from("{ [i] } trailing".as_bytes()).is_err());
//! # Ok::<(), isl_safe::Error>(())
//! ```
//!
