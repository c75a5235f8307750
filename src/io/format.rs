//! Output formats and YAML styles for [`Printer::set_output_format`] and
//! [`Printer::set_yaml_style`](crate::Printer::set_yaml_style) (ISL's
//! `ISL_FORMAT_*` and `ISL_YAML_STYLE_*` constants).
//!
//! ```
//! use isl_safe::{format, Context, Printer, Set};
//! let ctx = Context::new().unwrap();
//! let _scope = ctx.enter();
//! let s: Set = "{ [i] : 0 <= i < 10 }".parse().unwrap();
//! let p = Printer::to_str().unwrap().set_output_format(format::ISL).unwrap();
//! assert_eq!(p.print_set(&s).unwrap().get_str().unwrap(), "{ [i] : 0 <= i <= 9 }");
//! ```

#[allow(unused_imports)]
use crate::object::Printer;
use crate::prim::sys;

/// ISL's own notation.
pub const ISL: i32 = sys::ISL_FORMAT_ISL as i32;
/// PolyLib's format.
pub const POLYLIB: i32 = sys::ISL_FORMAT_POLYLIB as i32;
/// PolyLib's constraints format.
pub const POLYLIB_CONSTRAINTS: i32 = sys::ISL_FORMAT_POLYLIB_CONSTRAINTS as i32;
/// Omega's format.
pub const OMEGA: i32 = sys::ISL_FORMAT_OMEGA as i32;
/// C code (for ASTs and expressions).
pub const C: i32 = sys::ISL_FORMAT_C as i32;
/// LaTeX.
pub const LATEX: i32 = sys::ISL_FORMAT_LATEX as i32;
/// Extended PolyLib.
pub const EXT_POLYLIB: i32 = sys::ISL_FORMAT_EXT_POLYLIB as i32;
/// YAML block style.
pub const YAML_STYLE_BLOCK: i32 = sys::ISL_YAML_STYLE_BLOCK as i32;
/// YAML flow style.
pub const YAML_STYLE_FLOW: i32 = sys::ISL_YAML_STYLE_FLOW as i32;
