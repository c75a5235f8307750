//! The guards the declarations name (`check ...`): what ISL does not check,
//! checked in Rust before each call.
//!
//! - `arguments.rs`: the guards of both builds, what no ISL checks:
//!   positions, ranges and counts of dimensions, matrix and vector indices,
//!   divisors, sizes (with the traits they read objects through, `Dims`,
//!   `Spaced`, ...);
//! - the guards of the system ISL (feature `system`), which lacks the
//!   bundled build's patches (`isl-sys/patches/`): each keeps the
//!   distribution's ISL off a bug a patch fixes, and is declared once for
//!   both builds with `system_guard!` (`declare.rs`), a no-op inlined into
//!   its caller in the bundled build. By class: `limits.rs`, the operation
//!   limit (lifted for bounded work, refused for the rest); `readers.rs`,
//!   the texts of readers and streams, within the bounds of
//!   `reader_bounds.rs`; `spaces.rs`, arguments in the object's space;
//!   `products.rs`, the dimensions of products, wraps and lifts; `nan.rs`,
//!   NaN and infinite functions; `points.rs`, counts, scans, samples and
//!   lifts of sets; `sizes.rs`, the sizes of values and lists;
//!   `codegen.rs`, AST generation; `errors.rs`, the errors they give,
//!   `Unsupported` among them for the functions no check can help (the
//!   generated table `generated/unsupported.rs`).
//!
//! The DSL calls every guard by this module's path
//! (`crate::specs::guards::unpatched_gist_space`), which re-exports them
//! all; the files name each other's items by their own paths.
//!
//! A guard of the system ISL refuses with [`Error::InvalidArgument`] what
//! the bundled build refuses too (an argument of another space, a NaN, a
//! text beyond the readers' bounds), and with [`Error::Isl`] of kind
//! [`Unsupported`](crate::error::ErrorKind::Unsupported) what the bundled
//! build accepts but the unpatched ISL cannot do safely.
//!
//! [`Error::InvalidArgument`]: crate::error::Error::InvalidArgument
//! [`Error::Isl`]: crate::error::Error::Isl

#[macro_use]
mod declare;

mod arguments;
mod codegen;
mod errors;
mod limits;
mod nan;
mod points;
mod products;
pub mod reader_bounds;
mod readers;
mod sizes;
mod spaces;

pub use arguments::*;
pub use codegen::*;
pub use errors::*;
pub use limits::*;
pub use nan::*;
pub use points::*;
pub use products::*;
pub use readers::*;
pub use sizes::*;
pub use spaces::*;
