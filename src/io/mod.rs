//! The I/O layer: ISL's input stream and its `FILE *` functions on Rust's
//! readers and writers. Uses the layers below but `qualifiers` (its calls
//! into ISL are written by hand): `error`, `prim`, `context`, `object` and
//! `specs` (the guards).
//!
//! - `stream.rs`: [`Stream`](crate::Stream) over a text or any `Read`, its
//!   [`Token`](crate::Token)s, objects of any type ([`Obj`](crate::Obj)) and
//!   ISL's YAML reader, checked where ISL does not check;
//! - `files.rs`: readers from any `Read` (`Set::read_from`, ...) and from text
//!   ISL reads only from files (`UnionAccessInfo::read_from_str`), printers
//!   to any `Write` (`print_internal`, `Printer::to_writer`);
//! - `format.rs`: the printers' output formats and YAML styles.

mod files;
pub mod format;
mod stream;

pub use stream::{Keyword, Obj, Token, TokenKind};
