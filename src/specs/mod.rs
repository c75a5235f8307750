//! The specs layer: ISL's functions as methods. Uses every layer below
//! (`prim`, `context`, `object`, `qualifiers`).
//!
//! - `dsl.rs`: the [`isl_specs!`](dsl) DSL, one line per C function;
//! - `generated/`: the declarations, one file per ISL type, written by
//!   `cargo run -p isl-specgen` from ISL's headers, never edited by hand;
//! - `stream.rs`: the declarations of the stream's typed readers;
//! - `guards/`: the argument guards the declarations name (`check ...`):
//!   what ISL does not check, tested before each call (`arguments.rs`),
//!   and, by class of function, the guards of the system ISL (feature
//!   `system`), which lacks the bundled build's patches: what the patches
//!   fix, kept from the unpatched ISL (nothing in the bundled build);
//! - `special_shapes.rs`, `access_info.rs`: the few functions whose shapes
//!   the DSL does not express (C arrays, a matrix changed in place, a
//!   callback without user data, dataflow on accesses with typed tags),
//!   written by hand with the same guards.
//!
//! Naming rule: a method is named after its C function without the type's
//! prefix (`isl_set_union` → [`Set::union`](crate::Set::union)), so ISL's
//! manual and islpy habits carry over; rustdoc finds the C name too (each
//! method has it as a `doc(alias)`). Names are lowercased (`isl_ast_node_to_C_str`
//! → `AstNode::to_c_str`); names that are Rust keywords get a trailing
//! underscore (`isl_val_mod` → [`Val::mod_`](crate::Val::mod_)), and so do
//! parameters (`type_`); a name starting with a digit gets a leading
//! underscore (`isl_val_2exp` → `Val::_2exp`). Functions without a type prefix
//! get an owner from `tools/specgen`'s override table (`isl_equality_alloc` →
//! `Constraint::equality_alloc`); ISL's options and context functions are
//! methods of [`Context`](crate::Context).

// Methods mirror ISL: its names (`add`, `neg`, `eq`, ...) and its argument counts.
#![allow(clippy::should_implement_trait, clippy::too_many_arguments)]

#[macro_use]
#[doc(hidden)]
pub mod dsl;

/// One file per ISL type, written by `cargo run -p isl-specgen` from ISL's
/// headers, and ISL's class hierarchy (`upcast_pairs!`, for the conveniences).
#[macro_use]
mod generated;

mod access_info;
#[doc(hidden)]
pub mod guards;
mod special_shapes;
mod stream;

pub use special_shapes::Chunk;

/// What every declaration file needs in scope.
mod prelude {
    pub(super) use crate::context::Context;
    pub(super) use crate::object::*;
    pub(super) use std::ffi::{c_int, c_long, c_uint, c_ulong};
}

/// One declaration of the DSL, as written: for checks against ISL's headers
/// and for coverage reports.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    /// The Rust type the method is on (`"Set"`).
    pub owner: &'static str,
    /// The Rust method name (`"union"`).
    pub name: &'static str,
    /// The C function (`"isl_set_union"`).
    pub c_name: &'static str,
    /// The receiver and parameters with their qualifiers, as declared
    /// (`"inplace self, set2 : Take < Set >"`).
    pub params: &'static str,
    /// The result's qualifier (`"Give < Set >"`).
    pub ret: &'static str,
}

/// Every function declaration in the DSL.
///
/// ```
/// let union = isl_safe::internals::declarations().find(|s| s.c_name == "isl_set_union").unwrap();
/// assert_eq!((union.owner, union.name), ("Set", "union"));
/// ```
#[doc(hidden)]
pub fn declarations() -> impl Iterator<Item = &'static Spec> {
    generated::ALL
        .iter()
        .chain(std::iter::once(&stream::SPECS))
        .copied()
        .flatten()
}
