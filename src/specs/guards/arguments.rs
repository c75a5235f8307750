//! The argument guards of both builds: what ISL does not check, checked
//! before it is called.
//!
//! ISL trusts many of its integer arguments. A position past an object's
//! dimensions, a count that wraps an `unsigned` sum, a dimension type a
//! function was never written for, a zero divisor or a matrix index out of
//! range make it read or write out of bounds, divide by zero or abort. Each
//! declaration of the DSL names the guards of its arguments after the C
//! function (`= isl_set_insert_dims check insert(type_, pos, n);`): the
//! generator derives them from the parameters' names (`type_, first, n` is a
//! range of dimensions, `dst_type, dst_pos, src_type, src_pos, n` a move, ...)
//! and from a short table for the rest (matrix and vector indices, sizes and
//! denominators, schedule-tree children, divisors, dimensions named by
//! position alone, printer indentation). A guard that fails returns
//! [`Error::InvalidArgument`] naming the C function and what was wrong, before
//! anything is handed to ISL, so every object stays as it was.
//!
//! ```
//! use isl_safe::{Context, DimType, Error, ErrorKind, Map, Set};
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let set: Set = "{ [i, j] : 0 <= i, j < 10 }".parse()?;
//! let err = set.insert_dims(DimType::Set, 0, u32::MAX).unwrap_err();
//! assert_eq!(err.kind(), Some(ErrorKind::Invalid));
//! let map: Map = "{ [i] -> [j] }".parse()?;
//! assert!(matches!(
//!     map.move_dims(DimType::Out, 2, DimType::In, 0, 1),
//!     Err(Error::InvalidArgument { function: "isl_map_move_dims", .. })
//! ));
//! // In range, the same calls do what ISL does.
//! assert_eq!(map.move_dims(DimType::Out, 1, DimType::In, 0, 1)?.to_string(), "{ [] -> [j, i] }");
//! # Ok::<(), isl_safe::Error>(())
//! ```

use crate::context::Context;
use crate::error::{Error, Result};
use crate::object::enums::IslEnum;
use crate::object::{DimType, IslVec, Mat, MultiVal, ScheduleNode, Val};
use crate::prim::sys;
use crate::qualifiers::Value;
use std::ffi::c_int;

/// The most dimensions of one kind (parameters, inputs, outputs, set
/// dimensions) an object may get through a guarded call (creating a space,
/// inserting or adding dimensions). Polyhedral problems use tens; ISL's
/// algorithms are polynomial in the number of dimensions (quadratic or
/// worse in places, with an `isl_int` per constraint coefficient), so at
/// 65,536 a lexicographic optimum or a `domain_map` of one space took many
/// gigabytes or ran out of memory, and at 1,000 a lexicographic order
/// (one basic map per dimension, each with as many constraints) still took
/// gigabytes. At 256 such calls take well under a second and a few hundred
/// megabytes at most.
pub const MAX_DIMS: u64 = 1 << 8;

/// The most rows or columns a guarded call may give a matrix, and the most
/// elements of a vector. Hermite normal forms, kernels and inverses make a
/// `cols x cols` matrix, so this is the square root of [`MAX_ELEMENTS`]:
/// no product of two sizes wraps ISL's `unsigned` arithmetic.
pub const MAX_MAT_DIM: u64 = 1 << 12;

/// The largest chunk size (in bytes) of `Val::n_abs_num_chunks`.
pub const MAX_CHUNK: u64 = 1 << 20;

/// The largest exponent of a fixed power of a relation (`fixed_power_val`):
/// each squaring may double the size of the coefficients.
pub const MAX_RELATION_POWER: i64 = 1 << 16;

/// The largest exponent of a power of a quasi-polynomial.
pub const MAX_POWER: u64 = 16;

/// The most elements (rows times columns) a guarded call may give a matrix,
/// and the largest initial capacity of a list or hash map.
pub const MAX_ELEMENTS: u64 = 1 << 24;

/// The largest indentation a printer may be given (`isl_printer_set_indent`,
/// `isl_printer_indent`): ISL writes that many spaces before every line.
pub const MAX_INDENT: i32 = 1 << 10;

/// Objects whose dimensions of each kind can be counted (ISL's `*_dim`).
pub trait Dims {
    /// The number of dimensions of kind `ty`.
    fn dims(&self, ty: DimType) -> Result<usize>;

    /// Whether ISL's `move_dims` takes `In` and `Set` for the same tuple,
    /// the domain (the quasi-polynomials and their folds).
    fn in_is_set(&self) -> bool {
        false
    }
}

macro_rules! dims_by_dim {
    ($($t:ident $(: $in_is_set:literal)?),* $(,)?) => {$(
        impl Dims for crate::$t {
            #[inline]
            fn dims(&self, ty: DimType) -> Result<usize> {
                self.dim(ty)
            }
            $(
                #[inline]
                fn in_is_set(&self) -> bool {
                    $in_is_set
                }
            )?
        }
    )*};
}
dims_by_dim!(
    Aff,
    BasicMap,
    BasicSet,
    Constraint,
    LocalSpace,
    Map,
    MultiAff,
    MultiPwAff,
    MultiUnionPwAff,
    MultiVal,
    PwAff,
    PwMultiAff,
    PwQpolynomial: true,
    PwQpolynomialFold: true,
    Qpolynomial: true,
    Set,
    Space,
    Term,
    UnionMap,
    UnionPwAff,
    UnionPwMultiAff,
    UnionPwQpolynomial,
    UnionPwQpolynomialFold,
    UnionSet,
);

macro_rules! dims_by_space {
    ($($t:ident $(: $in_is_set:literal)?),* $(,)?) => {$(
        impl Dims for crate::$t {
            #[inline]
            fn dims(&self, ty: DimType) -> Result<usize> {
                self.get_space()?.dim(ty)
            }
            $(
                #[inline]
                fn in_is_set(&self) -> bool {
                    $in_is_set
                }
            )?
        }
    )*};
}
dims_by_space!(Point, QpolynomialFold: true);

/// An integer argument as prepared for the C call.
pub trait Int {
    /// Its value.
    fn value(&self) -> i128;
}

impl<T: Value> Int for T
where
    T::Raw: Wide,
{
    #[inline]
    fn value(&self) -> i128 {
        Value::value(self).wide()
    }
}

/// C integer types, widened without loss.
pub trait Wide: Copy {
    /// The value as an `i128`.
    fn wide(self) -> i128;
}

macro_rules! wide {
    ($($t:ty),*) => {$(
        impl Wide for $t {
            #[inline]
            fn wide(self) -> i128 {
                self as i128
            }
        }
    )*};
}
wide!(i32, u32, i64, u64, usize);

/// A dimension type argument as prepared for the C call.
pub trait Ty {
    /// The dimension type.
    fn ty(&self) -> DimType;
}

impl<T: Value<Raw = sys::isl_dim_type>> Ty for T {
    #[inline]
    fn ty(&self) -> DimType {
        // Every prepared dimension type comes from a `DimType`.
        DimType::from_raw(self.value()).unwrap_or(DimType::All)
    }
}

fn invalid(function: &'static str, message: String) -> Error {
    Error::InvalidArgument { function, message }
}

/// An error met while a guard asked ISL about an argument, reported under
/// the function the caller called (`function`), not under the question
/// (`isl_union_map_dim`, ...), which the caller never called.
pub fn as_caller(error: Error, function: &'static str) -> Error {
    match error {
        Error::Isl {
            kind,
            message,
            file,
            line,
            function: asked,
        } if asked != function => Error::Isl {
            kind,
            message: format!("{message} (asked {asked} about the arguments)"),
            file,
            line,
            function,
        },
        Error::InvalidArgument {
            message,
            function: asked,
        } if asked != function => Error::InvalidArgument {
            message: format!("{message} (asked {asked} about the arguments)"),
            function,
        },
        other => other,
    }
}

/// An object whose space a guard can read.
pub trait Spaced {
    /// Its space.
    fn space_of(&self) -> Result<crate::object::Space>;
}

macro_rules! spaced {
    ($($t:ident),* $(,)?) => {$(
        impl Spaced for crate::$t {
            #[inline]
            fn space_of(&self) -> Result<crate::object::Space> {
                self.get_space()
            }
        }
    )*};
}
spaced!(
    BasicSet,
    BasicMap,
    Set,
    Map,
    Aff,
    PwAff,
    MultiAff,
    PwMultiAff,
    MultiPwAff,
    MultiVal,
    MultiId,
    Point,
    Qpolynomial,
    PwQpolynomial,
    PwQpolynomialFold,
    QpolynomialFold,
);

impl Spaced for crate::object::Space {
    #[inline]
    fn space_of(&self) -> Result<crate::object::Space> {
        Ok(self.clone())
    }
}

/// An object whose space (and that of its domain) a guard can read.
pub trait Spaces {
    /// Its space.
    fn space(&self) -> Result<crate::object::Space>;
    /// The space of its domain (its space, for a set).
    fn domain_space(&self) -> Result<crate::object::Space>;
}

impl Spaces for crate::object::Set {
    fn space(&self) -> Result<crate::object::Space> {
        self.get_space()
    }
    fn domain_space(&self) -> Result<crate::object::Space> {
        self.get_space()
    }
}

macro_rules! spaces_of_functions {
    ($($t:ident),* $(,)?) => {$(
        impl Spaces for crate::$t {
            fn space(&self) -> Result<crate::object::Space> {
                self.get_space()
            }
            fn domain_space(&self) -> Result<crate::object::Space> {
                self.get_domain_space()
            }
        }
    )*};
}
spaces_of_functions!(PwQpolynomial, PwQpolynomialFold);

/// Whether two spaces have the same dimensions of every kind and the same
/// shape (a parameter, set or map space).
fn same_dims(a: &crate::object::Space, b: &crate::object::Space) -> Result<bool> {
    for ty in [DimType::Param, DimType::In, DimType::Out] {
        if a.dim(ty)? != b.dim(ty)? {
            return Ok(false);
        }
    }
    Ok(a.is_params()? == b.is_params()? && a.is_set()? == b.is_set()?)
}

/// A space that replaces an object's: ISL swaps it in without looking, so
/// it must have the object's dimensions.
pub fn like_space<S: Spaces + ?Sized>(
    s: &S,
    space: &crate::object::Space,
    f: &'static str,
) -> Result<()> {
    let own = s.space()?;
    if !same_dims(&own, space)? {
        return Err(invalid(
            f,
            format!("the new space {space} does not have the dimensions of {own}"),
        ));
    }
    Ok(())
}

/// A space that replaces an object's domain space: it must have the
/// domain's dimensions.
pub fn like_domain_space<S: Spaces + ?Sized>(
    s: &S,
    space: &crate::object::Space,
    f: &'static str,
) -> Result<()> {
    let own = s.domain_space()?;
    if !same_dims(&own, space)? {
        return Err(invalid(
            f,
            format!("the new domain space {space} does not have the dimensions of {own}"),
        ));
    }
    Ok(())
}

/// The sizes of an extended space: at most [`MAX_DIMS`] of each kind.
pub fn extend_dims(
    _: &crate::object::Space,
    nparam: &impl Int,
    n_in: &impl Int,
    n_out: &impl Int,
    f: &'static str,
) -> Result<()> {
    room("parameter", 0, nparam.value(), f)?;
    room("input", 0, n_in.value(), f)?;
    room("output", 0, n_out.value(), f)
}

/// A context inserted above a schedule-tree node: a set in the space of the
/// outer band members (the node's prefix schedule), as ISL expects (it
/// accepts any set here and fails much later, generating code).
pub fn prefix_context(
    node: &ScheduleNode,
    context: &crate::object::Set,
    f: &'static str,
) -> Result<()> {
    prefix_set("context", node, context, f)
}

/// A guard inserted above a schedule-tree node: as a context, a set in the
/// space of the outer band members (their flat product, an unnamed
/// zero-dimensional set where there is none), which ISL does not check
/// either: a parameter set is taken and AST generation fails on it.
pub fn prefix_guard(
    node: &ScheduleNode,
    guard: &crate::object::Set,
    f: &'static str,
) -> Result<()> {
    prefix_set("guard", node, guard, f)
}

/// `set`, the `what` of a node inserted above `node`: a set in the space of
/// the node's prefix schedule, its tuple that one (unnamed, flat, of the
/// outer members' number; ISL fails generating code on a named or nested
/// tuple of that number too).
fn prefix_set(
    what: &str,
    node: &ScheduleNode,
    set: &crate::object::Set,
    f: &'static str,
) -> Result<()> {
    let prefix = node.get_prefix_schedule_multi_union_pw_aff()?.get_space()?;
    let space = set.get_space()?;
    let n = prefix.dim(DimType::Set)?;
    if space.is_params()? || !space.has_equal_tuples(&prefix)? {
        let hint = if n == 0 {
            " (a parameter-only set becomes one with Set::from_params)"
        } else {
            ""
        };
        return Err(invalid(
            f,
            format!(
                "the {what} must be a set in the space of the {n} outer band member(s), {prefix}, \
                 not {space}{hint}"
            ),
        ));
    }
    Ok(())
}

/// A box whose offset and size are read: a valid one (an invalid box, the
/// hull of a range that has no fixed-size box, has NaN in both).
pub fn valid_box(b: &crate::object::FixedBox, f: &'static str) -> Result<()> {
    if !b.is_valid()? {
        return Err(invalid(
            f,
            "the box is not valid (the range has no box of fixed size; check FixedBox::is_valid \
             first)"
                .into(),
        ));
    }
    Ok(())
}

/// The parameters of a space, as ISL writes them (`[n, m]`).
fn params_text(space: &crate::object::Space) -> Result<String> {
    let n = space.dim(DimType::Param)?;
    let mut names = Vec::with_capacity(n);
    for k in 0..n {
        names.push(
            space
                .get_dim_name(DimType::Param, k as u32)?
                .unwrap_or_else(|| "?".into()),
        );
    }
    Ok(format!("[{}]", names.join(", ")))
}

/// Two objects of ISL's basic level (`isl_basic_set`, `isl_basic_map`) with
/// the same parameters, in the same order: ISL's functions at that level
/// assume it (the set-level ones align the parameters first), and some read
/// or write out of bounds otherwise.
pub fn same_params<S: Spaced + ?Sized, O: Spaced>(
    s: &S,
    other: &impl AsRef<O>,
    f: &'static str,
) -> Result<()> {
    let (a, b) = (s.space_of()?, other.as_ref().space_of()?);
    if !a.has_equal_params(&b)? {
        return Err(invalid(
            f,
            format!(
                "the arguments have different parameters ({} and {}); basic sets and maps \
                 must share theirs (align them with align_params, or use Set and Map)",
                params_text(&a)?,
                params_text(&b)?
            ),
        ));
    }
    Ok(())
}

/// A dimension type that names a tuple of the space (parameters, inputs,
/// outputs) or, with `div`, also the local variables.
fn kind(ty: &impl Ty, div: bool, f: &'static str) -> Result<DimType> {
    match ty.ty() {
        t @ (DimType::Param | DimType::In | DimType::Out | DimType::Set) => Ok(t),
        DimType::Div if div => Ok(DimType::Div),
        t => Err(invalid(
            f,
            format!("dimension type {t:?} is not valid here"),
        )),
    }
}

/// `first + n <= count`, without wrapping.
fn within(what: &str, first: i128, n: i128, count: usize, f: &'static str) -> Result<()> {
    if first < 0 || n < 0 || first + n > count as i128 {
        let end = if n == 1 {
            format!("{what} {first}")
        } else {
            format!("{what}s {first}..{}", first + n)
        };
        return Err(invalid(
            f,
            format!("{end} out of range (there are {count})"),
        ));
    }
    Ok(())
}

/// Room for `n` more beside `count`, up to [`MAX_DIMS`].
fn room(what: &str, count: usize, n: i128, f: &'static str) -> Result<()> {
    if n < 0 || count as i128 + n > MAX_DIMS as i128 {
        return Err(invalid(
            f,
            format!("{n} more {what}s beside {count} exceed the limit of {MAX_DIMS}"),
        ));
    }
    Ok(())
}

/// One existing dimension: `pos < dims(ty)`; local variables allowed.
pub fn pos<S: Dims + ?Sized>(s: &S, ty: &impl Ty, pos: &impl Int, f: &'static str) -> Result<()> {
    let ty = kind(ty, true, f)?;
    within("position", pos.value(), 1, s.dims(ty)?, f)
}

/// Two existing dimensions.
pub fn pair<S: Dims + ?Sized>(
    s: &S,
    ty1: &impl Ty,
    pos1: &impl Int,
    ty2: &impl Ty,
    pos2: &impl Int,
    f: &'static str,
) -> Result<()> {
    pos(s, ty1, pos1, f)?;
    pos(s, ty2, pos2, f)
}

/// A range of existing dimensions: `first + n <= dims(ty)`.
pub fn range<S: Dims + ?Sized>(
    s: &S,
    ty: &impl Ty,
    first: &impl Int,
    n: &impl Int,
    f: &'static str,
) -> Result<()> {
    let ty = kind(ty, true, f)?;
    within("position", first.value(), n.value(), s.dims(ty)?, f)
}

/// New dimensions inserted at `pos <= dims(ty)` of a tuple.
pub fn insert<S: Dims + ?Sized>(
    s: &S,
    ty: &impl Ty,
    pos: &impl Int,
    n: &impl Int,
    f: &'static str,
) -> Result<()> {
    let count = s.dims(kind(ty, false, f)?)?;
    within("insertion position", pos.value(), 0, count, f)?;
    room("dimension", count, n.value(), f)
}

/// New dimensions at the end of a tuple.
pub fn add<S: Dims + ?Sized>(s: &S, ty: &impl Ty, n: &impl Int, f: &'static str) -> Result<()> {
    let count = s.dims(kind(ty, false, f)?)?;
    room("dimension", count, n.value(), f)
}

/// `n` dimensions moved from `src_pos` of one tuple to `dst_pos` of another.
pub fn move_<S: Dims + ?Sized>(
    s: &S,
    dst_ty: &impl Ty,
    dst_pos: &impl Int,
    src_ty: &impl Ty,
    src_pos: &impl Int,
    n: &impl Int,
    f: &'static str,
) -> Result<()> {
    let (dst, src) = (kind(dst_ty, false, f)?, kind(src_ty, false, f)?);
    within(
        "source position",
        src_pos.value(),
        n.value(),
        s.dims(src)?,
        f,
    )?;
    let dst_count = s.dims(dst)?;
    within("destination position", dst_pos.value(), 0, dst_count, f)?;
    // One tuple under two names: `Set` is ISL's `Out`, and the
    // quasi-polynomials take `In` for `Set`. ISL moves dimensions between
    // tuples only: within one it refuses, or (the quasi-polynomials)
    // reorders their terms out of range before it refuses.
    let tuple = |t: DimType| match t {
        DimType::Out => DimType::Set,
        DimType::In if s.in_is_set() => DimType::Set,
        t => t,
    };
    if tuple(dst) == tuple(src) {
        if dst_pos.value() != src_pos.value() || (s.in_is_set() && n.value() != 0) {
            return Err(invalid(
                f,
                format!(
                    "dimensions move between tuples, not within one \
                     ({dst:?} and {src:?} are the same tuple here)"
                ),
            ));
        }
    } else {
        room("dimension", dst_count, n.value(), f)?;
    }
    Ok(())
}

/// The column order of a constraint matrix: each of the object's kinds of
/// columns (the constant, parameters, tuples, local variables) exactly once.
pub fn columns<S: ?Sized>(_: &S, order: &[&dyn Ty], f: &'static str) -> Result<()> {
    let expected: &[DimType] = if order.len() == 4 {
        &[DimType::Cst, DimType::Param, DimType::Set, DimType::Div]
    } else {
        &[
            DimType::Cst,
            DimType::Param,
            DimType::In,
            DimType::Out,
            DimType::Div,
        ]
    };
    let mut seen = Vec::with_capacity(order.len());
    for ty in order {
        let t = match ty.ty() {
            DimType::Out => DimType::Set,
            t => t,
        };
        let t = if order.len() == 5 && t == DimType::Set {
            DimType::Out
        } else {
            t
        };
        if !expected.contains(&t) || seen.contains(&t) {
            return Err(invalid(
                f,
                format!("the column order must name each of {expected:?} once"),
            ));
        }
        seen.push(t);
    }
    Ok(())
}

/// Named like the other guards of a constraint matrix order (four kinds).
pub fn columns4<S: ?Sized>(
    s: &S,
    c1: &impl Ty,
    c2: &impl Ty,
    c3: &impl Ty,
    c4: &impl Ty,
    f: &'static str,
) -> Result<()> {
    columns(s, &[c1, c2, c3, c4], f)
}

/// Named like the other guards of a constraint matrix order (five kinds).
pub fn columns5<S: ?Sized>(
    s: &S,
    c1: &impl Ty,
    c2: &impl Ty,
    c3: &impl Ty,
    c4: &impl Ty,
    c5: &impl Ty,
    f: &'static str,
) -> Result<()> {
    columns(s, &[c1, c2, c3, c4, c5], f)
}

/// A child of a schedule-tree node: `pos < n_children` (ISL accepts any
/// position below a node whose only child is the implicit leaf).
pub fn child(node: &ScheduleNode, pos: &impl Int, f: &'static str) -> Result<()> {
    within("child", pos.value(), 1, node.n_children()?, f)
}

/// A grandchild: a child, then a child of that child.
pub fn grandchild(
    node: &ScheduleNode,
    pos1: &impl Int,
    pos2: &impl Int,
    f: &'static str,
) -> Result<()> {
    child(node, pos1, f)?;
    let first = node.get_child(pos1.value() as c_int)?;
    child(&first, pos2, f)
}

/// A divisor: a value, each value of a tuple, or an integer.
pub trait Divisor {
    /// Whether it (or one of its values) is zero.
    fn has_zero(&self) -> Result<bool>;
}

impl Divisor for Val {
    fn has_zero(&self) -> Result<bool> {
        self.is_zero()
    }
}

impl Divisor for MultiVal {
    fn has_zero(&self) -> Result<bool> {
        for i in 0..self.size()? {
            if self.get_at(i as c_int)?.is_zero()? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

impl<T: Value> Divisor for T
where
    T::Raw: Wide,
{
    fn has_zero(&self) -> Result<bool> {
        Ok(Int::value(self) == 0)
    }
}

/// A divisor that must not be zero (ISL divides by it).
pub fn nonzero<S: ?Sized>(_: &S, divisor: &impl Divisor, f: &'static str) -> Result<()> {
    if divisor.has_zero()? {
        return Err(invalid(f, "division by zero".into()));
    }
    Ok(())
}

/// A piecewise constant divisor that is zero somewhere the dividend is
/// defined: ISL would divide by zero there (`isl_aff_div` answers NaN), a
/// value no integer division has. A divisor that is not piecewise constant
/// is left to ISL, which refuses it with its own message.
pub fn nonzero_pieces(
    dividend: &crate::object::PwAff,
    divisor: &crate::object::PwAff,
    f: &'static str,
) -> Result<()> {
    if !divisor.is_cst()? {
        return Ok(());
    }
    // The zero set first, empty for a divisor with no zero piece, which
    // asks no more of ISL.
    let zeros = divisor.zero_set()?;
    if zeros.plain_is_empty()? {
        return Ok(());
    }
    if !zeros.intersect(dividend.domain()?)?.is_empty()? {
        return Err(invalid(f, "division by zero".into()));
    }
    Ok(())
}

/// The initial capacity of a new list or hash map.
pub fn capacity(_: &Context, n: &impl Int, f: &'static str) -> Result<()> {
    if !(0..=MAX_ELEMENTS as i128).contains(&n.value()) {
        return Err(invalid(
            f,
            format!("a capacity of {} is outside 0..={MAX_ELEMENTS}", n.value()),
        ));
    }
    Ok(())
}

/// The size of a new tuple (of a new space, or added to one), within
/// [`MAX_DIMS`].
pub fn dims_new<S: ?Sized>(_: &S, n: &impl Int, f: &'static str) -> Result<()> {
    room("dimension", 0, n.value(), f)
}

/// A chunk size (ISL divides by it).
/// A chunk size in bytes: ISL divides by it in bits, so it is at most
/// [`MAX_CHUNK`] (a size of 2^61 bytes would wrap to zero bits).
pub fn chunk_size(_: &Val, size: &impl Int, f: &'static str) -> Result<()> {
    if !(1..=MAX_CHUNK as i128).contains(&size.value()) {
        return Err(invalid(
            f,
            format!("the chunk size {} is outside 1..={MAX_CHUNK}", size.value()),
        ));
    }
    Ok(())
}

/// The exponent of a fixed power of a relation, at most [`MAX_RELATION_POWER`]:
/// ISL squares the relation once per bit of the exponent, and a relation
/// that scales (`{ [i] -> [2i] }`) doubles its coefficients' size each time.
pub fn relation_power<S: ?Sized>(_: &S, exp: &Val, f: &'static str) -> Result<()> {
    if exp.abs()?.cmp_si(MAX_RELATION_POWER)? > 0 {
        return Err(invalid(
            f,
            format!("the exponent {exp} exceeds the limit of {MAX_RELATION_POWER}"),
        ));
    }
    Ok(())
}

/// The exponent of a power of a quasi-polynomial, at most [`MAX_POWER`]:
/// ISL multiplies the polynomial that many times.
pub fn power<S: ?Sized>(_: &S, power: &impl Int, f: &'static str) -> Result<()> {
    if power.value() > MAX_POWER as i128 {
        return Err(invalid(
            f,
            format!(
                "the exponent {} exceeds the limit of {MAX_POWER}",
                power.value()
            ),
        ));
    }
    Ok(())
}

/// Matrix shape: `rows x cols` within [`MAX_MAT_DIM`] each and [`MAX_ELEMENTS`].
fn shape(rows: i128, cols: i128, f: &'static str) -> Result<()> {
    let max = MAX_MAT_DIM as i128;
    if rows < 0 || cols < 0 || rows > max || cols > max {
        return Err(invalid(
            f,
            format!("a {rows} x {cols} matrix exceeds the limit of {MAX_MAT_DIM} rows or columns"),
        ));
    }
    if rows * cols > MAX_ELEMENTS as i128 {
        return Err(invalid(
            f,
            format!("a {rows} x {cols} matrix exceeds the limit of {MAX_ELEMENTS} elements"),
        ));
    }
    Ok(())
}

fn mat_size(m: &Mat) -> Result<(usize, usize)> {
    Ok((m.rows()?, m.cols()?))
}

/// A new matrix of `n_row x n_col`.
pub fn mat_new(_: &Context, n_row: &impl Int, n_col: &impl Int, f: &'static str) -> Result<()> {
    shape(n_row.value(), n_col.value(), f)
}

/// A new square matrix.
pub fn mat_square(_: &Context, n: &impl Int, f: &'static str) -> Result<()> {
    shape(n.value(), n.value(), f)
}

/// A matrix grown to at least `n_row x n_col`.
pub fn mat_extend(m: &Mat, n_row: &impl Int, n_col: &impl Int, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    shape(
        n_row.value().max(rows as i128),
        n_col.value().max(cols as i128),
        f,
    )
}

/// `n` more rows.
pub fn mat_add_rows(m: &Mat, n: &impl Int, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    shape(rows as i128 + n.value(), cols as i128, f)
}

/// `n` more columns.
pub fn mat_add_cols(m: &Mat, n: &impl Int, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    shape(rows as i128, cols as i128 + n.value(), f)
}

/// One row.
pub fn mat_row(m: &Mat, row: &impl Int, f: &'static str) -> Result<()> {
    within("row", row.value(), 1, m.rows()?, f)
}

/// One element.
pub fn mat_element(m: &Mat, row: &impl Int, col: &impl Int, f: &'static str) -> Result<()> {
    within("row", row.value(), 1, m.rows()?, f)?;
    within("column", col.value(), 1, m.cols()?, f)
}

/// Two rows.
pub fn mat_rows2(m: &Mat, i: &impl Int, j: &impl Int, f: &'static str) -> Result<()> {
    mat_row(m, i, f)?;
    mat_row(m, j, f)
}

/// Two columns.
pub fn mat_cols2(m: &Mat, i: &impl Int, j: &impl Int, f: &'static str) -> Result<()> {
    let cols = m.cols()?;
    within("column", i.value(), 1, cols, f)?;
    within("column", j.value(), 1, cols, f)
}

/// A range of rows.
pub fn mat_row_range(m: &Mat, row: &impl Int, n: &impl Int, f: &'static str) -> Result<()> {
    within("row", row.value(), n.value(), m.rows()?, f)
}

/// A range of columns.
pub fn mat_col_range(m: &Mat, col: &impl Int, n: &impl Int, f: &'static str) -> Result<()> {
    within("column", col.value(), n.value(), m.cols()?, f)
}

/// `n` rows inserted at `row`.
pub fn mat_insert_rows(m: &Mat, row: &impl Int, n: &impl Int, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    within("insertion row", row.value(), 0, rows, f)?;
    shape(rows as i128 + n.value(), cols as i128, f)
}

/// `n` columns inserted at `col`.
pub fn mat_insert_cols(m: &Mat, col: &impl Int, n: &impl Int, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    within("insertion column", col.value(), 0, cols, f)?;
    shape(rows as i128, cols as i128 + n.value(), f)
}

/// `n` columns moved from `src_col` to `dst_col` (positions after removal).
pub fn mat_move_cols(
    m: &Mat,
    dst_col: &impl Int,
    src_col: &impl Int,
    n: &impl Int,
    f: &'static str,
) -> Result<()> {
    let cols = m.cols()?;
    within("source column", src_col.value(), n.value(), cols, f)?;
    within("destination column", dst_col.value(), n.value(), cols, f)
}

/// The first `row` rows of a square-enough matrix (unimodular completion).
pub fn mat_leading_rows(m: &Mat, row: &impl Int, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    within("row count", row.value(), 0, rows.min(cols), f)?;
    if rows != cols {
        return Err(invalid(
            f,
            format!("a {rows} x {cols} matrix is not square"),
        ));
    }
    Ok(())
}

/// A new vector of `size` elements.
pub fn vec_new(_: &Context, size: &impl Int, f: &'static str) -> Result<()> {
    shape(1, size.value(), f)
}

/// A vector grown to at least `size` elements.
pub fn vec_extend(v: &IslVec, size: &impl Int, f: &'static str) -> Result<()> {
    shape(1, size.value().max(v.size()? as i128), f)
}

/// Two vectors concatenated.
pub fn vec_concat(v: &IslVec, v2: &IslVec, f: &'static str) -> Result<()> {
    shape(1, v.size()? as i128 + v2.size()? as i128, f)
}

/// A vector whose element 0 is the common denominator of the others
/// (`isl_vec_ceil` divides by it): at least one element, and it is not zero.
pub fn vec_denominator(v: &IslVec, f: &'static str) -> Result<()> {
    if v.size()? == 0 {
        return Err(invalid(
            f,
            "the vector has no denominator (element 0)".into(),
        ));
    }
    if v.get_element_val(0)?.is_zero()? {
        return Err(invalid(f, "division by zero (element 0 is 0)".into()));
    }
    Ok(())
}

/// `n` more elements.
pub fn vec_add(v: &IslVec, n: &impl Int, f: &'static str) -> Result<()> {
    shape(1, v.size()? as i128 + n.value(), f)
}

/// One element.
pub fn vec_element(v: &IslVec, pos: &impl Int, f: &'static str) -> Result<()> {
    within("element", pos.value(), 1, v.size()?, f)
}

/// One element of two vectors.
pub fn vec_element2(
    v: &IslVec,
    v2: &impl AsRef<IslVec>,
    pos: &impl Int,
    f: &'static str,
) -> Result<()> {
    vec_element(v, pos, f)?;
    vec_element(v2.as_ref(), pos, f)
}

/// A range of elements.
pub fn vec_range(v: &IslVec, pos: &impl Int, n: &impl Int, f: &'static str) -> Result<()> {
    within("element", pos.value(), n.value(), v.size()?, f)
}

/// `n` elements inserted at `pos`.
pub fn vec_insert(v: &IslVec, pos: &impl Int, n: &impl Int, f: &'static str) -> Result<()> {
    let size = v.size()?;
    within("insertion position", pos.value(), 0, size, f)?;
    shape(1, size as i128 + n.value(), f)
}

/// `n` elements moved from `src` to `dst` (positions after removal).
pub fn vec_move(
    v: &IslVec,
    dst: &impl Int,
    src: &impl Int,
    n: &impl Int,
    f: &'static str,
) -> Result<()> {
    let size = v.size()?;
    within("source element", src.value(), n.value(), size, f)?;
    within("destination element", dst.value(), n.value(), size, f)
}

/// A Hermite normal form, kernel, rank, basis or inverse of a matrix: ISL
/// also makes a `cols x cols` matrix, which must fit the matrix limits.
pub fn mat_work(m: &Mat, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    shape(rows as i128, cols as i128, f)?;
    shape(cols as i128, cols as i128, f)
}

/// The same for a second, borrowed matrix.
pub fn mat_work2(m: &Mat, m2: &impl AsRef<Mat>, f: &'static str) -> Result<()> {
    mat_work(m, f)?;
    mat_work(m2.as_ref(), f)
}

/// A right inverse: the pivots start at row 0, so there is at least one row.
pub fn mat_inverse(m: &Mat, f: &'static str) -> Result<()> {
    mat_work(m, f)?;
    if m.rows()? == 0 {
        return Err(invalid(
            f,
            "a matrix without rows has no right inverse".into(),
        ));
    }
    Ok(())
}

/// A matrix divided by the gcd of its elements (`isl_mat_normalize`): not
/// all of them may be zero, unless there are none.
pub fn mat_nonzero(m: &Mat, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    for row in 0..rows {
        for col in 0..cols {
            if !m.get_element_val(row as c_int, col as c_int)?.is_zero()? {
                return Ok(());
            }
        }
    }
    if rows * cols > 0 {
        return Err(invalid(
            f,
            "division by zero (every element is 0, their gcd is 0)".into(),
        ));
    }
    Ok(())
}

/// Element `(0, 0)` of an affine transformation: the common denominator,
/// which `isl_mat_aff_direct_sum` divides by.
fn mat_denominator(m: &Mat, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    if rows == 0 || cols == 0 {
        return Err(invalid(
            f,
            format!("a {rows} x {cols} matrix has no denominator (element 0, 0)"),
        ));
    }
    if m.get_element_val(0, 0)?.is_zero()? {
        return Err(invalid(f, "division by zero (element 0, 0 is 0)".into()));
    }
    Ok(())
}

/// The direct sum of two affine transformations: both denominators are
/// nonzero, and the result fits.
pub fn mat_aff_sum(m: &Mat, right: &Mat, f: &'static str) -> Result<()> {
    mat_denominator(m, f)?;
    mat_denominator(right, f)?;
    shape(
        m.rows()? as i128,
        m.cols()? as i128 + right.cols()? as i128 - 1,
        f,
    )
}

/// `bot` below `m`: the result fits.
pub fn mat_stack(m: &Mat, bot: &Mat, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    shape(rows as i128 + bot.rows()? as i128, cols as i128, f)
}

/// The vector `bot` as a row below `m`: the result fits.
pub fn mat_stack_vec(m: &Mat, bot: &IslVec, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    shape(rows as i128 + 1, (cols as i128).max(bot.size()? as i128), f)
}

/// `m` and `m2` on a block diagonal: the result fits.
pub fn mat_diagonal(m: &Mat, m2: &Mat, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    let (rows2, cols2) = mat_size(m2)?;
    shape(
        rows as i128 + rows2 as i128,
        cols as i128 + cols2 as i128,
        f,
    )
}

/// The product `m * right`: the result fits.
pub fn mat_product(m: &Mat, right: &Mat, f: &'static str) -> Result<()> {
    shape(m.rows()? as i128, right.cols()? as i128, f)
}

/// A matrix with an extra first row and column (`isl_mat_lin_to_aff`): the
/// result fits.
pub fn mat_grow1(m: &Mat, f: &'static str) -> Result<()> {
    let (rows, cols) = mat_size(m)?;
    shape(rows as i128 + 1, cols as i128 + 1, f)
}

/// The first `n` dimensions of both tuples of a map space (`isl_map_lex_*_first`).
pub fn leading<S: Dims + ?Sized>(s: &S, n: &impl Int, f: &'static str) -> Result<()> {
    let count = s.dims(DimType::In)?.min(s.dims(DimType::Out)?);
    within("leading dimension", 0, n.value(), count, f)
}

/// A dimension of both tuples of a map space (`isl_basic_map_less_at`).
pub fn leading_pos<S: Dims + ?Sized>(s: &S, pos: &impl Int, f: &'static str) -> Result<()> {
    let count = s.dims(DimType::In)?.min(s.dims(DimType::Out)?);
    within("position", pos.value(), 1, count, f)
}

/// A set dimension (an output dimension of a map) named by position alone.
pub fn tuple_pos<S: Dims + ?Sized>(s: &S, pos: &impl Int, f: &'static str) -> Result<()> {
    within("position", pos.value(), 1, s.dims(DimType::Out)?, f)
}

/// A range of set dimensions (output dimensions of a map).
pub fn tuple_range<S: Dims + ?Sized>(
    s: &S,
    first: &impl Int,
    n: &impl Int,
    f: &'static str,
) -> Result<()> {
    let count = s.dims(DimType::Out)?;
    within("position", first.value(), n.value(), count, f)
}

/// A range of input dimensions.
pub fn input_range<S: Dims + ?Sized>(
    s: &S,
    first: &impl Int,
    n: &impl Int,
    f: &'static str,
) -> Result<()> {
    let count = s.dims(DimType::In)?;
    within("position", first.value(), n.value(), count, f)
}

/// A printer's indentation, within `0..=`[`MAX_INDENT`] (ISL writes that
/// many spaces before each line).
pub fn indent<S: ?Sized>(_: &S, indent: &impl Int, f: &'static str) -> Result<()> {
    if !(0..=MAX_INDENT as i128).contains(&indent.value()) {
        return Err(invalid(
            f,
            format!(
                "an indentation of {} is outside 0..={MAX_INDENT}",
                indent.value()
            ),
        ));
    }
    Ok(())
}

/// A change of a printer's indentation, within `-`[`MAX_INDENT`]`..=`[`MAX_INDENT`].
pub fn indent_by<S: ?Sized>(_: &S, delta: &impl Int, f: &'static str) -> Result<()> {
    let max = MAX_INDENT as i128;
    if !(-max..=max).contains(&delta.value()) {
        return Err(invalid(
            f,
            format!(
                "an indentation change of {} is outside -{max}..={max}",
                delta.value()
            ),
        ));
    }
    Ok(())
}

// A borrowed argument ISL consumes a copy of is checked as the object itself.
impl<T: Dims> Dims for crate::qualifiers::Lent<'_, T> {
    #[inline]
    fn dims(&self, ty: DimType) -> Result<usize> {
        (**self).dims(ty)
    }
}

impl<T: Spaced> Spaced for crate::qualifiers::Lent<'_, T> {
    #[inline]
    fn space_of(&self) -> Result<crate::object::Space> {
        (**self).space_of()
    }
}

impl<T: Divisor> Divisor for crate::qualifiers::Lent<'_, T> {
    #[inline]
    fn has_zero(&self) -> Result<bool> {
        (**self).has_zero()
    }
}
