//! The guards of the unpatched ISL: with feature `system`, the checks that
//! keep the distribution's ISL off the bugs the bundled build's patches fix
//! (`isl-sys/patches/`), run before the call.
//!
//! The generator names them in the declarations like the other guards
//! (`check unpatched_gist_space(context)`, see `tools/specgen/src/guards.rs`),
//! by class of function: the basic-level gists, products and comparisons
//! compare their spaces, the operations that add up two tuples (products,
//! wraps, domain maps, ...) keep the bundled build's bound of dimensions,
//! pullbacks and preimages (and the functions ISL takes preimages by under
//! other names) refuse NaN, readers check their text
//! ([`reader_bounds`](super::reader_bounds)) and read with the operation
//! limit lifted, the calls an
//! unpatched ISL crashes in when an allocation fails at the operation limit
//! refuse to run under one, and so on. Each does nothing in the bundled
//! build, whose ISL has the fix: it compiles to nothing there. A function no
//! check outside ISL can help is marked instead (`#[cfg(not(isl_system))]`
//! in its declaration) and returns [`unsupported`] with the system ISL,
//! naming the bug.
//!
//! A guard refuses with [`Error::InvalidArgument`] what the bundled build
//! refuses too (an argument of another space, a NaN, a text beyond the
//! readers' bounds), and with [`Error::Isl`] of kind
//! [`Unsupported`](ErrorKind::Unsupported) what the bundled build accepts but
//! the unpatched ISL cannot do safely.

#![cfg_attr(not(isl_system), allow(unused_imports, dead_code))]

use super::guard::Spaced;
use super::reader_bounds::{self, Dialect};
use crate::context::Context;
use crate::error::{Error, ErrorKind, Result};
use crate::object::{
    AstBuild, DimType, MapList, Object, Printer, Qpolynomial, Schedule, ScheduleNode,
    ScheduleNodeType, Set, SetList, Space, Stream, UnionMap, UnionSet, Val,
};
use crate::prim::sys;
use crate::qualifiers::Value;

/// The functions no check keeps an unpatched ISL off its bug: the C
/// function, the patch of the bundled build that fixes it, what the
/// unpatched ISL does. Their declarations carry the generator's
/// `#[cfg(not(isl_system))]` marker (`tools/specgen/src/overrides.rs`,
/// `UNPATCHED_UNSUPPORTED`, lists the same functions; a test compares them).
pub const UNSUPPORTED: &[(&str, &str, &str)] = &[
    (
        "isl_union_pw_multi_aff_scale_multi_val",
        "0031",
        "leaks its multi_val (and the context with it) and reads it after aligning its \
         parameters may have freed it",
    ),
    (
        "isl_map_fixed_power_val",
        "0006",
        "sets the exponent to 0 behind the back of its other owners",
    ),
    (
        "isl_union_map_fixed_power_val",
        "0006",
        "sets the exponent to 0 behind the back of its other owners",
    ),
    (
        "isl_printer_yaml_end_mapping",
        "0040",
        "ends a YAML mapping without checking that one was started, and the next start writes \
         before the printer's state array",
    ),
    (
        "isl_printer_yaml_end_sequence",
        "0040",
        "ends a YAML sequence without checking that one was started, and the next start writes \
         before the printer's state array",
    ),
    (
        "isl_id_to_id_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
    (
        "isl_id_to_ast_expr_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
    (
        "isl_id_to_pw_aff_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
    (
        "isl_map_to_basic_set_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
    (
        "isl_fixed_box_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
];

/// The error of a function [`UNSUPPORTED`] lists, with the system ISL: kind
/// [`Unsupported`](ErrorKind::Unsupported), naming the bug.
pub fn unsupported(function: &'static str) -> Error {
    let (patch, what) = UNSUPPORTED
        .iter()
        .find(|(f, _, _)| *f == function)
        .map(|(_, p, w)| (*p, *w))
        .unwrap_or(("", "has a bug the bundled build fixes"));
    bug(function, patch, what)
}

/// An `Unsupported` error: the unpatched ISL `what` (fixed by the bundled
/// build's patch `patch`).
fn bug(function: &'static str, patch: &str, what: &str) -> Error {
    Error::Isl {
        kind: ErrorKind::Unsupported,
        message: format!(
            "not supported with the system ISL ({}): unpatched, it {what} (fixed in the bundled \
             build by isl-sys patch {patch})",
            crate::prim::version()
        ),
        file: file!().to_string(),
        line: line!(),
        function,
    }
}

fn invalid(function: &'static str, message: String) -> Error {
    Error::InvalidArgument { function, message }
}

/// Objects whose context a guard reads (its operation limit).
pub trait InContext {
    /// The context.
    fn in_context(&self) -> &Context;
}

impl<T: Object> InContext for T {
    #[inline]
    fn in_context(&self) -> &Context {
        self.context()
    }
}

impl InContext for Context {
    #[inline]
    fn in_context(&self) -> &Context {
        self
    }
}

impl<T: Object> InContext for crate::qualifiers::Lent<'_, T> {
    #[inline]
    fn in_context(&self) -> &Context {
        (**self).context()
    }
}

/// Whether an operation limit is set on `ctx`.
fn limited(ctx: &Context) -> bool {
    ctx.raw().max_operations() != 0
}

/// The operation limit of a context, lifted until this is dropped (when the
/// call it was lifted for has returned). With the system ISL only; in the
/// bundled build it holds nothing and does nothing.
#[must_use]
#[derive(Debug)]
pub struct Lift {
    #[cfg(isl_system)]
    held: Option<(Context, u64)>,
}

impl Lift {
    /// Lifts `ctx`'s operation limit, if it has one.
    #[cfg(isl_system)]
    fn of(ctx: &Context) -> Lift {
        let max = ctx.raw().max_operations();
        if max == 0 {
            return Lift { held: None };
        }
        ctx.raw().replace_max_operations(0);
        Lift {
            held: Some((ctx.clone(), max)),
        }
    }

    /// Nothing lifted.
    #[inline(always)]
    #[cfg(not(isl_system))]
    fn none() -> Lift {
        Lift {}
    }
}

#[cfg(isl_system)]
impl Drop for Lift {
    fn drop(&mut self) {
        if let Some((ctx, max)) = self.held.take() {
            ctx.raw().replace_max_operations(max);
        }
    }
}

/// Calls that are bounded work (printing, reading a text, the stream's
/// tokens, a space's tuples reversed, a band's options, a box hull) but
/// that an unpatched ISL crashes in when an allocation fails at the
/// operation limit (patches 0011, 0024, 0037, 0038, 0040, 0041): with the
/// system ISL they run with the limit lifted (the operations still count
/// toward it).
#[inline(always)]
pub fn unpatched_lifted<S: InContext + ?Sized>(s: &S, f: &'static str) -> Result<Lift> {
    let _ = f;
    #[cfg(isl_system)]
    return Ok(Lift::of(s.in_context()));
    #[cfg(not(isl_system))]
    {
        let _ = s;
        Ok(Lift::none())
    }
}

/// The calls an unpatched ISL crashes in when an allocation fails at the
/// operation limit, and whose work the limit is there to bound (a
/// polynomial's orthants, patch 0024; a count of points, patch 0042):
/// refused while one is set.
#[inline(always)]
pub fn unpatched_unlimited<S: InContext + ?Sized>(s: &S, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    if limited(s.in_context()) {
        return Err(bug(
            f,
            "0024",
            "crashes (a NULL dereference, a double free or a buffer overrun) where an \
             allocation fails at the operation limit; call it without a limit",
        ));
    }
    let _ = (s, f);
    Ok(())
}

/// Printing with a printer: an unpatched ISL goes on through a printer an
/// allocation freed at the operation limit (patches 0011, 0024, 0040, 0041):
/// printing is bounded work, done with the limit lifted.
#[inline(always)]
pub fn unpatched_printing<S: InContext + ?Sized>(s: &S, f: &'static str) -> Result<Lift> {
    unpatched_lifted(s, f)
}

/// The same for a printer passed as an argument.
#[inline(always)]
pub fn unpatched_printing_of<S: ?Sized>(s: &S, p: &Printer, f: &'static str) -> Result<Lift> {
    let _ = s;
    unpatched_lifted(p, f)
}

/// A schedule tree printed in an output format ISL cannot print its sets
/// in fails midway, and an unpatched ISL then prints a NULL leaf (patch
/// 0011): the format must be ISL's own or LaTeX.
#[inline(always)]
pub fn unpatched_tree_format(p: &Printer, f: &'static str) -> Result<Lift> {
    #[cfg(isl_system)]
    {
        let format = p.get_output_format()?;
        if ![0, 5].contains(&format) {
            return Err(invalid(
                f,
                format!(
                    "schedule trees print in ISL's format (0) or LaTeX (5), not in format \
                     {format}"
                ),
            ));
        }
    }
    unpatched_lifted(p, f)
}

/// The text of a reader, within the bundled readers' bounds (patches 0002,
/// 0003, 0004, 0005, 0012, 0014, 0015, 0018, 0024, 0035), the dialect coming
/// from the function, and one object with nothing after it (patch 0001).
#[inline(always)]
pub fn unpatched_text<T: Value<Raw = *const std::ffi::c_char>>(
    ctx: &Context,
    text: &T,
    f: &'static str,
) -> Result<Lift> {
    #[cfg(isl_system)]
    {
        // SAFETY: the prepared string's pointer, valid while `text` lives.
        let text = unsafe { std::ffi::CStr::from_ptr(text.value()) };
        check_text(&text.to_string_lossy(), dialect_of(f), f)?;
        let lift = unpatched_lifted(ctx, f)?;
        whole_text(ctx, text, f)?;
        return Ok(lift);
    }
    #[allow(unreachable_code)]
    {
        let _ = text;
        unpatched_lifted(ctx, f)
    }
}

/// A reader's text holds its object and nothing after it: the bundled
/// readers refuse a token left after the object (patch 0001), an unpatched
/// one ignores it (`"12abc"` would read as 12). Where the text starts with a
/// bracket, its brackets say where the object ends
/// ([`reader_bounds::object_end`]); otherwise (a number, a name, a PolyLib
/// matrix) ISL's public stream reader of the same grammar reads it from a
/// stream of its own, which is then checked for a token left over.
/// (YAML in block style, the other texts with no bracket first, is read
/// to its end by ISL's readers.)
#[cfg(isl_system)]
fn whole_text(ctx: &Context, text: &std::ffi::CStr, f: &'static str) -> Result<()> {
    let left = match reader_bounds::object_end(&text.to_string_lossy()) {
        reader_bounds::End::Whole => false,
        reader_bounds::End::Trailing => true,
        reader_bounds::End::Unknown => left_on_stream(ctx, text, f),
    };
    if left {
        return Err(invalid(f, "unexpected token after the object".into()));
    }
    Ok(())
}

/// Whether ISL's public stream reader of `f`'s grammar, reading `text`,
/// leaves a token after the object (`false` where it fails, or where `f`
/// has no such reader: ISL's own call then gives its error).
#[cfg(isl_system)]
fn left_on_stream(ctx: &Context, text: &std::ffi::CStr, f: &'static str) -> bool {
    let raw = ctx.as_ptr();
    // SAFETY: a live context and a string that outlives the stream.
    let s = unsafe { sys::isl_stream_new_str(raw, text.as_ptr()) };
    if s.is_null() {
        ctx.raw().reset_error();
        return false;
    }
    // Whether the reader read an object (owned, freed right away).
    macro_rules! read {
        ($read:ident, $free:ident) => {{
            let v = sys::$read(s);
            sys::$free(v);
            !v.is_null()
        }};
    }
    // SAFETY (each arm): a live stream; what the reader returns is owned
    // and freed right away.
    let read = unsafe {
        match f {
            "isl_val_read_from_str" => {
                read!(isl_stream_read_val, isl_val_free)
            }
            "isl_id_read_from_str" => {
                read!(isl_stream_read_id, isl_id_free)
            }
            "isl_multi_val_read_from_str" => {
                read!(isl_stream_read_multi_val, isl_multi_val_free)
            }
            // `isl_stream_read_aff` reads a multi_aff and takes its one
            // element.
            "isl_multi_aff_read_from_str" | "isl_aff_read_from_str" => {
                read!(isl_stream_read_multi_aff, isl_multi_aff_free)
            }
            "isl_schedule_read_from_str" => {
                read!(isl_stream_read_schedule, isl_schedule_free)
            }
            // The readers of sets, relations and polynomials read any object
            // (`obj_read` in `isl_input.c`), then convert it.
            "isl_set_read_from_str"
            | "isl_map_read_from_str"
            | "isl_basic_set_read_from_str"
            | "isl_basic_map_read_from_str"
            | "isl_union_set_read_from_str"
            | "isl_union_map_read_from_str"
            | "isl_pw_qpolynomial_read_from_str"
            | "isl_pw_qpolynomial_fold_read_from_str"
            | "isl_union_pw_qpolynomial_read_from_str" => {
                let obj = sys::isl_stream_read_obj(s);
                let read = !obj.v.is_null();
                // SAFETY: `type_` is one of ISL's vtables, whose `free`
                // takes the object.
                if let Some(free) = obj.type_.as_ref().and_then(|t| t.free) {
                    if read {
                        free(obj.v);
                    }
                }
                read
            }
            _ => false,
        }
    };
    // SAFETY: a live stream, owned here.
    let left = read && unsafe { sys::isl_stream_is_empty(s) } == 0;
    // SAFETY: as above; not used again.
    unsafe { sys::isl_stream_free(s) };
    ctx.raw().reset_error();
    left
}

/// The dialect of the text a reader `f` takes.
pub fn dialect_of(f: &str) -> Dialect {
    match f {
        "isl_schedule_read_from_str"
        | "isl_schedule_constraints_read_from_str"
        | "isl_union_access_info_read_from_str" => Dialect::Yaml,
        "isl_id_read_from_str" | "isl_id_list_read_from_str" | "isl_multi_id_read_from_str" => {
            Dialect::Ids
        }
        "isl_stream_new_str" | "isl_stream_new_file" => Dialect::Stream,
        _ => Dialect::Isl,
    }
}

/// The text of a reader that is not a declaration (an access info or a
/// PolyLib vector, which ISL reads from a `FILE *`): within the bundled
/// readers' bounds, as `dialect`, and read with the operation limit lifted,
/// as every reader is (an unpatched ISL grows its token buffer's size before
/// a reallocation that fails at the limit, then writes past the buffer:
/// patch 0024).
#[inline(always)]
pub fn unpatched_reader(
    ctx: &Context,
    text: &str,
    dialect: Dialect,
    f: &'static str,
) -> Result<Lift> {
    #[cfg(isl_system)]
    check_text(text, dialect, f)?;
    let _ = (text, dialect);
    unpatched_lifted(ctx, f)
}

/// `reader_bounds::check` as the error of `f`. (The reader runs with the
/// operation limit lifted: see [`unpatched_lifted`].)
pub fn check_text(text: &str, dialect: Dialect, f: &'static str) -> Result<()> {
    reader_bounds::check(text, dialect).map_err(|r| {
        if r.unsupported {
            Error::Isl {
                kind: ErrorKind::Unsupported,
                message: format!(
                    "not supported with the system ISL ({}): {}",
                    crate::prim::version(),
                    r.message
                ),
                file: file!().to_string(),
                line: line!(),
                function: f,
            }
        } else {
            invalid(f, r.message)
        }
    })
}

/// A stream's next token, read as a name (`isl_stream_read_id`): not a
/// number, which an unpatched ISL reads as a string (patch 0002).
#[inline(always)]
pub fn unpatched_name_next(s: &Stream, f: &'static str) -> Result<Lift> {
    let lift = unpatched_lifted(s, f)?;
    #[cfg(isl_system)]
    {
        // SAFETY: a live stream; the token read is pushed back unchanged
        // (the stream has room: reading it took it off the stack of tokens
        // pushed back) or was none (the end of the input).
        let number = unsafe {
            let tok = sys::isl_stream_next_token(s.as_raw());
            if tok.is_null() {
                false
            } else {
                let number = sys::isl_token_get_type(tok) == sys::isl_token_type::ISL_TOKEN_VALUE.0;
                sys::isl_stream_push_token(s.as_raw(), tok);
                number
            }
        };
        if number {
            return Err(invalid(
                f,
                "token does not have a string representation (a number where a name is \
                 expected)"
                    .into(),
            ));
        }
    }
    Ok(lift)
}

/// Why a stream's text must not be read as YAML by an unpatched ISL (see
/// `reader_bounds::yaml_hazard`), kept with the stream (its attachment,
/// set by `Stream::from_text` and `Stream::from_reader`).
#[derive(Debug)]
pub struct YamlHazard(pub String);

/// A stream read as YAML (a schedule, a mapping, a sequence, or any object,
/// which may be a schedule): not one whose text would make an unpatched ISL
/// read an unset indentation (patch 0015).
#[inline(always)]
pub fn unpatched_stream_yaml(s: &Stream, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    if let Some(YamlHazard(why)) = s.attachments().find_ref::<YamlHazard>() {
        return Err(invalid(
            f,
            format!("{why}: the stream's text cannot be read as YAML"),
        ));
    }
    let _ = (s, f);
    Ok(())
}

/// A gist's context in the object's space: an unpatched ISL combines their
/// constraints column by column (patches 0016, 0036).
#[inline(always)]
pub fn unpatched_gist_space<S: Spaced + ?Sized, O: Spaced + ?Sized>(
    s: &S,
    context: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let (a, b) = (s.space_of()?, context.space_of()?);
        if !a.has_equal_tuples(&b)? {
            return Err(invalid(
                f,
                format!("the context {b} does not live in the space of the object, {a}"),
            ));
        }
    }
    let _ = (s, context, f);
    Ok(())
}

/// The three kinds of products.
#[cfg(isl_system)]
#[derive(Clone, Copy, PartialEq)]
enum Product {
    Both,
    Domain,
    Range,
}

/// The dimensions of a product within the bound of the bundled build's
/// spaces (patch 0032), and, for the products of basic sets and maps,
/// tuples an unpatched ISL can lay out (patch 0028).
#[cfg(isl_system)]
fn product<S: Spaced + ?Sized, O: Spaced + ?Sized>(
    s: &S,
    other: &O,
    kind: Product,
    f: &'static str,
) -> Result<()> {
    const MAX: usize = MAX_SPACE_DIMS;
    let (a, b) = (s.space_of()?, other.space_of()?);
    // A set's tuple is ISL's output tuple.
    let sum = |ty: DimType| -> Result<usize> { Ok(a.dim(ty)? + b.dim(ty)?) };
    let (grows_in, grows_out) = match kind {
        Product::Both => (true, true),
        Product::Domain => (true, false),
        Product::Range => (false, true),
    };
    if (grows_in && sum(DimType::In)? > MAX) || (grows_out && sum(DimType::Out)? > MAX) {
        return Err(invalid(f, more_than_max("the product")));
    }
    if a.is_set()? != b.is_set()? {
        return Err(invalid(
            f,
            format!("the product of a set and a map ({a} and {b})"),
        ));
    }
    let mismatch = match kind {
        Product::Both => false,
        Product::Domain => !a.tuple_is_equal(DimType::Out, &b, DimType::Out)?,
        Product::Range => !a.is_set()? && !a.tuple_is_equal(DimType::In, &b, DimType::In)?,
    };
    if mismatch {
        let which = if kind == Product::Domain {
            "ranges"
        } else {
            "domains"
        };
        return Err(invalid(
            f,
            format!("the {which} of {a} and {b} need to match"),
        ));
    }
    Ok(())
}

/// A product (`*_product`, `*_flat_product`).
#[inline(always)]
pub fn unpatched_product<S: Spaced + ?Sized, O: Spaced + ?Sized>(
    s: &S,
    other: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    product(s, other, Product::Both, f)?;
    let _ = (s, other, f);
    Ok(())
}

/// A domain product: the ranges match.
#[inline(always)]
pub fn unpatched_domain_product<S: Spaced + ?Sized, O: Spaced + ?Sized>(
    s: &S,
    other: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    product(s, other, Product::Domain, f)?;
    let _ = (s, other, f);
    Ok(())
}

/// A range product: the domains match.
#[inline(always)]
pub fn unpatched_range_product<S: Spaced + ?Sized, O: Spaced + ?Sized>(
    s: &S,
    other: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    product(s, other, Product::Range, f)?;
    let _ = (s, other, f);
    Ok(())
}

/// The most dimensions of one kind (parameters, inputs, outputs) the
/// bundled build's spaces have (patch 0032): the bound of every operation
/// that adds up the dimensions of two tuples, with the system ISL.
pub const MAX_SPACE_DIMS: usize = 4096;

/// The error of an operation whose result would have more than
/// [`MAX_SPACE_DIMS`] dimensions of one kind: the bundled build's message,
/// after `what` (the spaces are not printed: they may be that large).
#[cfg(isl_system)]
fn more_than_max(what: &str) -> String {
    format!("{what}: more than {MAX_SPACE_DIMS} dimensions of one kind")
}

/// Objects made of parts in spaces of their own (a union's sets, maps or
/// functions), or of one space, whose dimensions a guard adds up.
pub trait PartSpaces {
    /// The spaces of its parts (its own, for an object of one space).
    fn part_spaces(&self) -> Result<Vec<Space>>;
}

macro_rules! one_space {
    ($($t:ident),*) => {$(
        impl PartSpaces for crate::object::$t {
            fn part_spaces(&self) -> Result<Vec<Space>> {
                Ok(vec![self.get_space()?])
            }
        }
    )*};
}
one_space!(
    BasicSet,
    BasicMap,
    Set,
    Map,
    LocalSpace,
    MultiAff,
    PwMultiAff,
    MultiPwAff,
    MultiUnionPwAff
);

impl PartSpaces for Space {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        Ok(vec![self.clone()])
    }
}

impl PartSpaces for UnionMap {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        let list = self.get_map_list()?;
        (0..list.size()?)
            .map(|i| list.get_at(i as std::ffi::c_int)?.get_space())
            .collect()
    }
}

impl PartSpaces for UnionSet {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        let list = self.get_set_list()?;
        (0..list.size()?)
            .map(|i| list.get_at(i as std::ffi::c_int)?.get_space())
            .collect()
    }
}

impl PartSpaces for crate::object::UnionPwMultiAff {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        let mut spaces = Vec::new();
        self.foreach_pw_multi_aff(|pma| -> Result<()> {
            spaces.push(pma.get_space()?);
            Ok(())
        })?;
        Ok(spaces)
    }
}

impl<T: PartSpaces> PartSpaces for crate::qualifiers::Lent<'_, T> {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        (**self).part_spaces()
    }
}

/// The most input and output dimensions (a set's are its outputs) of the
/// parts.
#[cfg(isl_system)]
fn most_dims(spaces: &[Space]) -> Result<(usize, usize)> {
    spaces.iter().try_fold((0, 0), |(i, o), s| {
        Ok((i.max(s.dim(DimType::In)?), o.max(s.dim(DimType::Out)?)))
    })
}

/// The products of unions (and of tuples of union functions): ISL pairs
/// each part of one with each part of the other that it combines (all, or
/// those of the same range for a domain product, of the same domain for a
/// range product), and each pair's product within the bound of the
/// bundled build's spaces (patch 0032).
#[cfg(isl_system)]
fn union_product<S: PartSpaces + ?Sized, O: PartSpaces + ?Sized>(
    s: &S,
    other: &O,
    kind: Product,
    f: &'static str,
) -> Result<()> {
    const MAX: usize = MAX_SPACE_DIMS;
    let (aa, bb) = (s.part_spaces()?, other.part_spaces()?);
    let ((ai, ao), (bi, bo)) = (most_dims(&aa)?, most_dims(&bb)?);
    let grows = |a_in: usize, a_out: usize, b_in: usize, b_out: usize| match kind {
        Product::Both => a_in + b_in > MAX || a_out + b_out > MAX,
        Product::Domain => a_in + b_in > MAX,
        Product::Range => a_out + b_out > MAX,
    };
    if !grows(ai, ao, bi, bo) {
        return Ok(());
    }
    for a in &aa {
        for b in &bb {
            if a.is_set()? != b.is_set()? {
                continue;
            }
            let paired = match kind {
                Product::Both => true,
                Product::Domain => a.tuple_is_equal(DimType::Out, b, DimType::Out)?,
                Product::Range => a.is_set()? || a.tuple_is_equal(DimType::In, b, DimType::In)?,
            };
            let dims = |s: &Space, ty| s.dim(ty);
            if paired
                && grows(
                    dims(a, DimType::In)?,
                    dims(a, DimType::Out)?,
                    dims(b, DimType::In)?,
                    dims(b, DimType::Out)?,
                )
            {
                return Err(invalid(f, more_than_max("the product of two parts")));
            }
        }
    }
    Ok(())
}

/// A product of unions, or of tuples of union functions.
#[inline(always)]
pub fn unpatched_union_product<S: PartSpaces + ?Sized, O: PartSpaces + ?Sized>(
    s: &S,
    other: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    union_product(s, other, Product::Both, f)?;
    let _ = (s, other, f);
    Ok(())
}

/// A domain product of unions.
#[inline(always)]
pub fn unpatched_union_domain_product<S: PartSpaces + ?Sized, O: PartSpaces + ?Sized>(
    s: &S,
    other: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    union_product(s, other, Product::Domain, f)?;
    let _ = (s, other, f);
    Ok(())
}

/// A range product of unions, or of tuples of union functions.
#[inline(always)]
pub fn unpatched_union_range_product<S: PartSpaces + ?Sized, O: PartSpaces + ?Sized>(
    s: &S,
    other: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    union_product(s, other, Product::Range, f)?;
    let _ = (s, other, f);
    Ok(())
}

/// The most dimensions of one kind an operation `f` that joins two tuples
/// of a space into one gives it: a wrap (`[A -> B]`), a domain, range or
/// differences map (`[A -> B] -> A`), a curry (`A -> [B -> C]` of
/// `[A -> B] -> C`), an uncurry, a zip; `None` where the space does not
/// have the nested tuples `f` takes apart (ISL refuses it itself).
#[cfg(isl_system)]
fn joined_dims(space: &Space, f: &str) -> Result<Option<usize>> {
    let dim = |s: &Space, ty| s.dim(ty);
    let (n_in, n_out) = (dim(space, DimType::In)?, dim(space, DimType::Out)?);
    let op = f.trim_end_matches("_multi_aff").trim_end_matches("_pw");
    let op = op.trim_end_matches("_union");
    Ok(if op.ends_with("_uncurry") {
        if !space.range_is_wrapping()? {
            return Ok(None);
        }
        Some(n_in + dim(&space.range()?.unwrapped()?, DimType::In)?)
    } else if op.ends_with("_curry") {
        if !space.domain_is_wrapping()? {
            return Ok(None);
        }
        Some(n_out + dim(&space.domain()?.unwrapped()?, DimType::Out)?)
    } else if op.ends_with("_zip") {
        if !space.domain_is_wrapping()? || !space.range_is_wrapping()? {
            return Ok(None);
        }
        let (d, r) = (space.domain()?.unwrapped()?, space.range()?.unwrapped()?);
        Some(
            (dim(&d, DimType::In)? + dim(&r, DimType::In)?)
                .max(dim(&d, DimType::Out)? + dim(&r, DimType::Out)?),
        )
    } else {
        // `_wrap`, `_domain_map`, `_range_map`, `_deltas_map`.
        Some(n_in + n_out)
    })
}

/// An operation that joins two tuples of the object into one (see
/// `joined_dims`): the joined tuple within the bound of the bundled
/// build's spaces (patch 0032). Repeated, with products, wraps and maps
/// from sets in between, these double the dimensions at each step.
#[inline(always)]
pub fn unpatched_joined<S: PartSpaces + ?Sized>(s: &S, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    for space in s.part_spaces()? {
        if let Some(n) = joined_dims(&space, f)? {
            if n > MAX_SPACE_DIMS {
                return Err(invalid(
                    f,
                    more_than_max(&format!("joining two tuples ({n})")),
                ));
            }
        }
    }
    let _ = (s, f);
    Ok(())
}

/// Objects whose lift (`isl_*_lift`) turns their local variables into
/// dimensions.
pub trait Lifted {
    /// At most the dimensions of the lifted object's tuple: its own, and
    /// the local variables of each of its parts (which ISL aligns first).
    fn lifted_dims(&self) -> Result<usize>;
}

impl Lifted for crate::object::BasicSet {
    fn lifted_dims(&self) -> Result<usize> {
        Ok(self.dim(DimType::Set)? + self.dim(DimType::Div)?)
    }
}

impl Lifted for Set {
    fn lifted_dims(&self) -> Result<usize> {
        let list = self.get_basic_set_list()?;
        (0..list.size()?).try_fold(self.dim(DimType::Set)?, |n, i| {
            Ok(n + list.get_at(i as std::ffi::c_int)?.dim(DimType::Div)?)
        })
    }
}

impl Lifted for UnionSet {
    fn lifted_dims(&self) -> Result<usize> {
        let list = self.get_set_list()?;
        (0..list.size()?).try_fold(0, |n, i| {
            Ok(n.max(list.get_at(i as std::ffi::c_int)?.lifted_dims()?))
        })
    }
}

impl Lifted for crate::object::MultiAff {
    fn lifted_dims(&self) -> Result<usize> {
        (0..self.size()?).try_fold(self.dim(DimType::In)?, |n, i| {
            Ok(n + self.get_at(i as std::ffi::c_int)?.dim(DimType::Div)?)
        })
    }
}

impl<T: Lifted> Lifted for crate::qualifiers::Lent<'_, T> {
    fn lifted_dims(&self) -> Result<usize> {
        (**self).lifted_dims()
    }
}

/// A lift: the tuple with the local variables as dimensions within the
/// bound of the bundled build's spaces (patch 0032).
#[inline(always)]
pub fn unpatched_lift_dims<S: Lifted + ?Sized>(s: &S, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    {
        let n = s.lifted_dims()?;
        if n > MAX_SPACE_DIMS {
            return Err(invalid(f, more_than_max(&format!("the lift (up to {n})"))));
        }
    }
    let _ = (s, f);
    Ok(())
}

/// Two sets compared at a position: the same parameters and dimensions, as
/// an unpatched ISL lays out the second with the first one's (patch 0036).
#[inline(always)]
pub fn unpatched_same_dims<S: Spaced + ?Sized, O: Spaced + ?Sized>(
    s: &S,
    other: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let (a, b) = (s.space_of()?, other.space_of()?);
        if !a.has_equal_params(&b)? || a.dim(DimType::Set)? != b.dim(DimType::Set)? {
            return Err(invalid(
                f,
                format!("{a} and {b} do not have the same parameters and dimensions"),
            ));
        }
    }
    let _ = (s, other, f);
    Ok(())
}

/// A domain inserted into a set: the set is not a parameter domain and the
/// domain is a set space (an unpatched ISL frees the domain twice, patch
/// 0029).
#[inline(always)]
pub fn unpatched_insert_domain(set: &Set, domain: &Space, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    {
        if set.is_params()? {
            return Err(invalid(
                f,
                format!("{set} is a parameter domain: it has no tuple to insert a domain before"),
            ));
        }
        if !domain.is_set()? {
            return Err(invalid(
                f,
                format!("the domain {domain} is not a set space"),
            ));
        }
    }
    let _ = (set, domain, f);
    Ok(())
}

/// The lift of a set: an unpatched ISL reads the first basic set of a set
/// that has none (patch 0026).
#[inline(always)]
pub fn unpatched_lift(set: &Set, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    if set.n_basic_set()? == 0 {
        return Err(bug(
            f,
            "0026",
            "reads the first basic set of a set that has none (an empty set)",
        ));
    }
    let _ = (set, f);
    Ok(())
}

/// A list whose elements' spaces a guard reads.
pub trait ListSpaces {
    /// The spaces of its elements.
    fn spaces(&self) -> Result<Vec<Space>>;
}

macro_rules! list_spaces {
    ($($t:ident),*) => {$(
        impl ListSpaces for $t {
            fn spaces(&self) -> Result<Vec<Space>> {
                (0..self.size()?)
                    .map(|i| self.get_at(i as std::ffi::c_int)?.get_space())
                    .collect()
            }
        }
    )*};
}
list_spaces!(MapList, SetList);

impl<T: ListSpaces> ListSpaces for crate::qualifiers::Lent<'_, T> {
    fn spaces(&self) -> Result<Vec<Space>> {
        (**self).spaces()
    }
}

/// The elements of a list live in the space of the object a hull combines
/// them with (an unpatched ISL reads past the constraints, patch 0030).
#[inline(always)]
pub fn unpatched_list_space<S: Spaced + ?Sized, L: ListSpaces + ?Sized>(
    s: &S,
    list: &L,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let space = s.space_of()?;
        for el in list.spaces()? {
            if !space.is_equal(&el)? {
                return Err(invalid(
                    f,
                    format!(
                        "list elements do not live in the space of the map ({el}, not {space})"
                    ),
                ));
            }
        }
    }
    let _ = (s, list, f);
    Ok(())
}

/// Functions that may be NaN.
pub trait MayBeNan {
    /// Whether it involves NaN.
    fn has_nan(&self) -> Result<bool>;
}

macro_rules! may_be_nan {
    ($($t:ident: $m:ident),*) => {$(
        impl MayBeNan for crate::object::$t {
            fn has_nan(&self) -> Result<bool> {
                self.$m()
            }
        }
    )*};
}
may_be_nan!(
    Aff: is_nan,
    PwAff: involves_nan,
    MultiAff: involves_nan,
    PwMultiAff: involves_nan,
    MultiPwAff: involves_nan,
    UnionPwMultiAff: involves_nan,
    MultiUnionPwAff: involves_nan
);

impl<T: MayBeNan> MayBeNan for crate::qualifiers::Lent<'_, T> {
    fn has_nan(&self) -> Result<bool> {
        (**self).has_nan()
    }
}

/// A function pulled back by, or an object's preimage under, a function
/// that is not NaN: an unpatched ISL divides by NaN's denominator, zero
/// (patches 0016, 0022).
#[inline(always)]
pub fn unpatched_no_nan<S: ?Sized, A: MayBeNan + ?Sized>(
    s: &S,
    arg: &A,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    if arg.has_nan()? {
        return Err(invalid(f, "NaN expression not allowed".into()));
    }
    let _ = (s, arg, f);
    Ok(())
}

/// A function that ISL uses as the function of a preimage without a name
/// saying so: the range intersected by a tuple of functions (the range's
/// preimage), a piecewise function applied to one (the preimage of each
/// piece's domain), a function applied to another (a pullback by it). Not
/// NaN: an unpatched ISL divides by NaN's denominator, zero (patch 0016).
#[inline(always)]
pub fn unpatched_no_nan_self<S: MayBeNan + ?Sized>(s: &S, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    if s.has_nan()? {
        return Err(invalid(f, "NaN expression not allowed".into()));
    }
    let _ = (s, f);
    Ok(())
}

/// A preimage by a function with at least one piece, with ISL 0.25: its
/// preimage by a function of no pieces is an empty object in the object's
/// own space instead of one in the function's domain (fixed in ISL 0.26).
#[inline(always)]
pub fn before_0_27_preimage<S: ?Sized>(
    s: &S,
    pma: &crate::object::PwMultiAff,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_before_0_27)]
    if pma.n_piece()? == 0 {
        return Err(Error::Isl {
            kind: ErrorKind::Unsupported,
            message: format!(
                "not supported with the system ISL ({}): its preimage by a function of no pieces \
                 keeps the object's own space instead of taking the function's domain (fixed in \
                 ISL 0.26)",
                crate::prim::version()
            ),
            file: file!().to_string(),
            line: line!(),
            function: f,
        });
    }
    let _ = (s, pma, f);
    Ok(())
}

/// A tuple of functions pulled back by a function whose range is its
/// domain: otherwise an unpatched ISL hands back the tuple it freed (patch
/// 0027).
#[inline(always)]
pub fn unpatched_pullback_space<S: Spaced + ?Sized, F: Spaced + ?Sized>(
    s: &S,
    fun: &F,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let (a, b) = (s.space_of()?, fun.space_of()?);
        if !a.tuple_is_equal(DimType::In, &b, DimType::Out)? {
            return Err(invalid(
                f,
                format!("the range of {b} is not the domain of {a}"),
            ));
        }
    }
    let _ = (s, fun, f);
    Ok(())
}

/// The domain of a partial lexicographic optimum: a set in the domain of
/// the map (for a set, a parameter domain), which an unpatched ISL reads as
/// such without a check (patch 0016).
#[inline(always)]
pub fn unpatched_domain_of<S: Spaced + ?Sized, D: Spaced + ?Sized>(
    s: &S,
    dom: &D,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let (a, d) = (s.space_of()?, dom.space_of()?);
        let fits = if a.is_set()? {
            d.is_params()?
        } else {
            d.is_set()? && a.tuple_is_equal(DimType::In, &d, DimType::Set)?
        };
        if !fits {
            return Err(invalid(
                f,
                format!("domain does not match: {d} is not the domain of {a}"),
            ));
        }
    }
    let _ = (s, dom, f);
    Ok(())
}

/// A count of a set's points: an unpatched ISL counts an unbounded set (or
/// one with an unbounded parameter) as 0 and, at the operation limit, gives
/// the points found before it (patch 0042).
#[inline(always)]
pub fn unpatched_count(set: &Set, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    {
        unpatched_unlimited(set, f)?;
        if !finite(set)? {
            // ISL's own error, as the bundled build gives it.
            return Err(Error::Isl {
                kind: ErrorKind::Invalid,
                message: "set has infinitely many points".into(),
                file: file!().to_string(),
                line: line!(),
                function: f,
            });
        }
    }
    let _ = (set, f);
    Ok(())
}

/// Sets whose points an unpatched ISL scans (`isl_set_foreach_point`,
/// `isl_union_set_foreach_point`).
pub trait Scanned {
    /// Whether every set of it is bounded.
    fn bounded(&self) -> Result<bool>;
}

impl Scanned for Set {
    fn bounded(&self) -> Result<bool> {
        finite(self)
    }
}

/// Whether `set` has finitely many points: bounded, parameters included
/// (a scan or a count meets an unbounded parameter as an unbounded
/// direction).
fn finite(set: &Set) -> Result<bool> {
    if !set.is_bounded()? {
        return Ok(false);
    }
    let params = set.dim(DimType::Param)?;
    if params == 0 {
        return Ok(true);
    }
    set.move_dims(DimType::Set, 0, DimType::Param, 0, params as u32)?
        .is_bounded()
}

impl Scanned for UnionSet {
    fn bounded(&self) -> Result<bool> {
        let sets = self.get_set_list()?;
        for i in 0..sets.size()? {
            if !finite(&sets.get_at(i as i32)?)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// A scan of a set's points: an unpatched ISL fails without a message at an
/// unbounded direction; the error is ISL's own, as the bundled build gives
/// it (patch 0042).
#[inline(always)]
pub fn unpatched_scan<S: Scanned>(set: &S, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    if !set.bounded()? {
        return Err(Error::Isl {
            kind: ErrorKind::Invalid,
            message: "set has infinitely many points".into(),
            file: file!().to_string(),
            line: line!(),
            function: f,
        });
    }
    let _ = (set, f);
    Ok(())
}

/// The exponent of `isl_val_pow2`, at most 65536 in absolute value (an
/// unpatched ISL aborts on larger ones, patch 0006).
#[inline(always)]
pub fn unpatched_pow2(v: &Val, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    if v.is_int()? && v.abs()?.cmp_si(65536)? > 0 {
        return Err(invalid(f, "exponent too large".into()));
    }
    let _ = (v, f);
    Ok(())
}

/// A quasi-polynomial converted to an affine expression: not infinite,
/// which an unpatched ISL gives the constant 1/0 (patch 0039), nor NaN, which
/// it gives 0.
#[inline(always)]
pub fn unpatched_finite(qp: &Qpolynomial, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    if qp.is_infty()? || qp.is_neginfty()? || qp.is_nan()? {
        return Err(invalid(
            f,
            "infinite quasi-polynomial has no affine form".into(),
        ));
    }
    let _ = (qp, f);
    Ok(())
}

/// A union sampled: an unpatched ISL leaks the sample of each empty map
/// before the last one it looks at (patch 0017).
pub trait Parts {
    /// The number of parts, and whether one is empty.
    fn empty_part(&self) -> Result<(usize, bool)>;
}

impl Parts for UnionMap {
    fn empty_part(&self) -> Result<(usize, bool)> {
        let mut empty = false;
        self.foreach_map(|m| -> Result<()> {
            empty |= m.is_empty()?;
            Ok(())
        })?;
        Ok((self.n_map()?, empty))
    }
}

impl Parts for UnionSet {
    fn empty_part(&self) -> Result<(usize, bool)> {
        let mut empty = false;
        self.foreach_set(|s| -> Result<()> {
            empty |= s.is_empty()?;
            Ok(())
        })?;
        Ok((self.n_set()?, empty))
    }
}

impl<T: Parts> Parts for crate::qualifiers::Lent<'_, T> {
    fn empty_part(&self) -> Result<(usize, bool)> {
        (**self).empty_part()
    }
}

/// The sample of a union of several parts, one of them empty.
#[inline(always)]
pub fn unpatched_union_sample<U: Parts + ?Sized>(u: &U, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    {
        let (n, empty) = u.empty_part()?;
        if n > 1 && empty {
            return Err(bug(
                f,
                "0017",
                "leaks the sample of an empty part of a union of several (sample the parts \
                 one by one)",
            ));
        }
    }
    let _ = (u, f);
    Ok(())
}

/// The number of domain dimensions of what an AST build turns into an
/// expression.
pub trait DomainDims {
    /// Its domain's dimensions (a set's own).
    fn domain_dims(&self) -> Result<usize>;
}

macro_rules! domain_dims {
    ($($t:ident: $ty:ident),*) => {$(
        impl DomainDims for crate::object::$t {
            fn domain_dims(&self) -> Result<usize> {
                self.dim(DimType::$ty)
            }
        }
    )*};
}
domain_dims!(Set: Set, PwAff: In, PwMultiAff: In, MultiPwAff: In);

impl<T: DomainDims> DomainDims for crate::qualifiers::Lent<'_, T> {
    fn domain_dims(&self) -> Result<usize> {
        (**self).domain_dims()
    }
}

/// An expression built over no more dimensions than the build's schedule
/// space has: an unpatched ISL leaks a coefficient per term after the
/// first that refers to a missing one (patch 0013).
#[inline(always)]
pub fn unpatched_build_dims<X: DomainDims + ?Sized>(
    build: &AstBuild,
    x: &X,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let n = build.get_schedule_space()?.dim(DimType::Set)?;
        let m = x.domain_dims()?;
        if m > n {
            return Err(invalid(
                f,
                format!("the expression has {m} domain dimensions, the build's schedule space {n}"),
            ));
        }
    }
    let _ = (build, x, f);
    Ok(())
}

/// An access to a structure member (a range that wraps a relation) names
/// the member (the wrapped range's tuple): an unpatched ISL leaks the
/// structure's expression when it does not (patch 0020).
#[inline(always)]
pub fn unpatched_member_access<X: Spaced + ?Sized>(
    build: &AstBuild,
    x: &X,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let space = x.space_of()?;
        if space.range_is_wrapping()? {
            let member = space.range()?.unwrapped()?;
            if !member.has_tuple_id(DimType::Out)? {
                return Err(invalid(f, "missing field name".into()));
            }
        }
    }
    let _ = (build, x, f);
    Ok(())
}

/// Code generated from a schedule tree: an unpatched ISL dereferences the
/// build of a failed step below a context node (patch 0010). The steps that
/// fail there are a context or a guard outside the schedule's space (a
/// parameter domain, or a set of other dimensions than the outer band
/// members) and allocations at the operation limit: such a context or guard
/// is refused, and a tree with a context node is refused under a limit.
#[inline(always)]
pub fn unpatched_codegen(build: &AstBuild, schedule: &Schedule, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    {
        fn in_schedule_space(
            node: &ScheduleNode,
            set: &Set,
            what: &str,
            f: &'static str,
        ) -> Result<()> {
            let depth = node.get_schedule_depth()?;
            if set.is_params()? || set.dim(DimType::Set)? != depth {
                return Err(invalid(
                    f,
                    format!(
                        "the {what} {set} is not a set of the {depth} outer band member(s) \
                         (a parameter domain becomes one with Set::from_params)"
                    ),
                ));
            }
            Ok(())
        }
        fn walk(node: &ScheduleNode, limited: bool, f: &'static str) -> Result<()> {
            match node.get_type()? {
                ScheduleNodeType::Context => {
                    if limited {
                        return Err(bug(
                            f,
                            "0010",
                            "dereferences the failed build of a step below a context node, as \
                             an allocation at the operation limit makes one; generate code \
                             without a limit",
                        ));
                    }
                    in_schedule_space(node, &node.context_get_context()?, "context", f)?;
                }
                ScheduleNodeType::Guard => {
                    in_schedule_space(node, &node.guard_get_guard()?, "guard", f)?;
                }
                _ => {}
            }
            for i in 0..node.n_children()? {
                walk(&node.get_child(i as std::ffi::c_int)?, limited, f)?;
            }
            Ok(())
        }
        walk(&schedule.get_root()?, limited(build.context()), f)?;
    }
    let _ = (build, schedule, f);
    Ok(())
}

/// An object about to become a part of a union: parameters with names, as
/// aligning needs (an unpatched ISL reads the part it failed to align,
/// patch 0011).
#[inline(always)]
pub fn unpatched_named_params<S: Spaced + ?Sized>(s: &S, f: &'static str) -> Result<()> {
    #[cfg(isl_system)]
    {
        let space = s.space_of()?;
        for i in 0..space.dim(DimType::Param)? {
            if !space.has_dim_id(DimType::Param, i as u32)? {
                return Err(invalid(
                    f,
                    format!(
                        "parameter {i} of {space} has no name: the parts of a union are \
                         aligned by their parameters' names"
                    ),
                ));
            }
        }
    }
    let _ = (s, f);
    Ok(())
}

/// The same for an argument.
#[inline(always)]
pub fn unpatched_named_params_of<S: ?Sized, A: Spaced + ?Sized>(
    s: &S,
    arg: &A,
    f: &'static str,
) -> Result<()> {
    let _ = s;
    unpatched_named_params(arg, f)
}

/// Objects whose size a guard reads: a list's elements, a value's bytes.
pub trait Size {
    /// The number of elements of a list, or of bytes of the numbers of a
    /// value (numerator and denominator) or of a tuple of values.
    fn size_of(&self) -> Result<usize>;
}

macro_rules! list_size {
    ($($t:ident),*) => {$(
        impl Size for crate::object::$t {
            fn size_of(&self) -> Result<usize> {
                self.size()
            }
        }
    )*};
}
list_size!(
    AffList,
    AstExprList,
    AstNodeList,
    BasicMapList,
    BasicSetList,
    ConstraintList,
    IdList,
    MapList,
    PwAffList,
    PwMultiAffList,
    PwQpolynomialFoldList,
    PwQpolynomialList,
    QpolynomialList,
    SetList,
    UnionMapList,
    UnionPwAffList,
    UnionPwMultiAffList,
    UnionSetList,
    ValList
);

/// The bytes of a rational value's numerator and denominator (0 for NaN
/// and the infinities).
fn val_bytes(v: &Val) -> Result<usize> {
    if !v.is_rat()? {
        return Ok(0);
    }
    Ok(v.n_abs_num_chunks(1)? + v.get_den_val()?.n_abs_num_chunks(1)?)
}

impl Size for Val {
    fn size_of(&self) -> Result<usize> {
        val_bytes(self)
    }
}

impl Size for crate::object::MultiVal {
    fn size_of(&self) -> Result<usize> {
        (0..self.size()?).try_fold(0, |sum, i| {
            Ok(sum + val_bytes(&self.get_at(i as std::ffi::c_int)?)?)
        })
    }
}

impl<T: Size> Size for crate::qualifiers::Lent<'_, T> {
    fn size_of(&self) -> Result<usize> {
        (**self).size_of()
    }
}

/// The most elements a list may get by concatenation with the system ISL
/// ([`MAX_ELEMENTS`](super::guard::MAX_ELEMENTS)): its operation limit
/// does not count the bytes a list doubled again and again takes (the
/// bundled build's patch 0033 makes it).
#[inline(always)]
pub fn unpatched_list_concat<S: Size + ?Sized, L: Size + ?Sized>(
    s: &S,
    list2: &L,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let max = super::guard::MAX_ELEMENTS as usize;
        let (a, b) = (s.size_of()?, list2.size_of()?);
        if a + b > max {
            return Err(invalid(
                f,
                format!("a list of {a} + {b} elements exceeds the limit of {max}"),
            ));
        }
    }
    let _ = (s, list2, f);
    Ok(())
}

/// The most bytes of numbers an arithmetic operation on values may take
/// with the system ISL (a million bits): its operation limit does not count
/// the work of large numbers (the bundled build's patch 0034 makes it), and
/// GMP aborts when a number outgrows the memory.
pub const MAX_VALUE_BYTES: usize = 1 << 17;

/// Values combined by an arithmetic operation: their numbers within
/// [`MAX_VALUE_BYTES`].
#[inline(always)]
pub fn unpatched_val_size<S: Size + ?Sized, O: Size + ?Sized>(
    s: &S,
    other: &O,
    f: &'static str,
) -> Result<()> {
    #[cfg(isl_system)]
    {
        let bytes = s.size_of()? + other.size_of()?;
        if bytes > MAX_VALUE_BYTES {
            return Err(invalid(
                f,
                format!(
                    "values of {bytes} bytes exceed the limit of {MAX_VALUE_BYTES} bytes of \
                     numbers per operation"
                ),
            ));
        }
    }
    let _ = (s, other, f);
    Ok(())
}

/// What the marker's list and the crate's agree on (for the test that
/// compares them with the generator's).
#[doc(hidden)]
pub fn unsupported_functions() -> impl Iterator<Item = &'static str> {
    UNSUPPORTED.iter().map(|(f, _, _)| *f)
}
