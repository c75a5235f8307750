//! The operator algebra, following `rug`'s conventions: owned operands are
//! consumed with no copy (the left one is updated in place), borrowed ones are
//! copied, and `op=` updates the left side in place.
//!
//! - Sets and maps: `|` (`union`), `&` (`intersect`), `-` (`subtract`), and
//!   the subset order (`<=` is `is_subset`).
//! - Affine expressions, quasi-polynomials and values: `+ - * / %` and unary
//!   `-` where ISL has the function (the table on each type's page), with
//!   any primitive integer ([`Integer`]) or a [`Val`] on either side: the
//!   constant on the other operand's domain. `/` and `%` round toward zero,
//!   as Rust's integer operators do (ISL's `tdiv_q` and `tdiv_r`); a [`Val`]
//!   is a rational: `/` is exact, `%` the remainder of the quotient
//!   truncated toward zero (as Rust's floats' `%`). As Rust's integer
//!   operators, `/` and `%` by zero (an integer, a [`Val`], an expression
//!   that is zero where the dividend is defined) panic, where ISL would
//!   answer NaN; their method twins (`tdiv_q`, `tdiv_r`, [`Val::div`])
//!   return [`Error::InvalidArgument`].
//! - An integer literal on the left (`2 * &pa`) may be of any integer type,
//!   so Rust settles its type, and the result's, only at the end of the
//!   statement: to call a method on the result, write the literal's type
//!   (`2i64 * &pa`), the result's (`let x: PwAff = 2 * &pa;`), or put the
//!   constant on the right (`&pa * 2`).
//!
//! Operators cannot return `Result`: on an ISL error (two contexts, spaces
//! that do not match, the operation limit) they panic with ISL's message.
//! Each has a method twin that returns the error instead (`|` is `union`, `+`
//! is `add`, `/` on `PwAff` is `tdiv_q`, ...). Comparisons never answer what
//! they did not compute either: an ISL error panics with its message, and
//! only objects of two contexts, which ISL cannot compare, are unequal (`==`
//! false, `partial_cmp` `None`) without a panic.

use crate::context::Context;
use crate::error::*;
use crate::object::*;
use crate::qualifiers::Take;
use std::cmp::Ordering;
use std::ffi::{c_long, c_ulong};
use std::ops::*;

#[inline]
pub(super) fn check<T>(r: Result<T>) -> T {
    match r {
        Ok(x) => x,
        Err(e) => failed(e),
    }
}

/// The panic of an operator whose ISL call failed, out of line.
#[cold]
#[inline(never)]
fn failed(e: Error) -> ! {
    panic!("{e}")
}

/// A comparison's answer from ISL's: `None` for objects of two contexts,
/// which ISL cannot compare (they are unequal and not ordered); any other
/// error (the operation limit, above all) panics with ISL's message, since
/// the comparison was not computed.
#[inline]
pub(super) fn compared(r: Result<bool>) -> Option<bool> {
    match r {
        Ok(answer) => Some(answer),
        Err(Error::ContextMismatch { .. }) => None,
        Err(e) => failed(e),
    }
}

/// The integer `k` as a value in `ctx` (the other operand's context).
#[inline]
fn int_val(ctx: &Context, k: impl Integer) -> Val {
    check(k.to_val(ctx))
}

mod sealed {
    pub trait Sealed {}
}

/// A primitive integer, what the operators take as a constant on either
/// side of an affine expression, a quasi-polynomial or a value (`&pa * k`
/// with `k: i32`, `n * &pa` with `n: usize`, `v + 1u8`), as ISL's C++
/// takes any integer where it takes a `long`: `i8` to `i128`, `u8` to
/// `u128`, `isize`, `usize`. The constant is made a value in the other
/// operand's context, exactly: an integer that fits ISL's `long`
/// (`unsigned long`) is made with `isl_val_int_from_si` (`_ui`), with no
/// other cost, a wider one through its digits ([`TryFrom<i128>`](Val#impl-TryFrom%3Ci128%3E-for-Val)),
/// never wrapped. Sealed: implemented for the primitive integers only.
///
/// ```
/// use isl_safe::{Context, PwAff, Val};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let i: PwAff = "{ [i] -> [(i)] }".parse()?;
/// let (k, n, big): (i32, usize, i128) = (3, 2, 1 << 100);
/// assert_eq!(&i * k + n, "{ [i] -> [(3i + 2)] }".parse::<PwAff>()?);
/// assert_eq!(n * &i - 1u8, "{ [i] -> [(2i - 1)] }".parse::<PwAff>()?);
/// assert_eq!((Val::int_from_si(1)? * big).to_string(), "1267650600228229401496703205376");
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Integer: Copy + sealed::Sealed {
    /// The integer as a value in `ctx`, exactly.
    #[doc(hidden)]
    fn to_val(self, ctx: &Context) -> Result<Val>;
}

/// [`Integer`] for the signed (`isl_val_int_from_si`) and unsigned
/// (`isl_val_int_from_ui`) primitive integers; beyond ISL's `long` (or
/// `unsigned long`), exactly through `i128` (`u128`).
macro_rules! integers {
    ($($int:ty: $c:ty, $from:ident, $wide:ty;)*) => {$(
        impl sealed::Sealed for $int {}

        impl Integer for $int {
            #[inline(always)]
            #[allow(irrefutable_let_patterns, clippy::unnecessary_cast, clippy::cast_lossless)]
            fn to_val(self, ctx: &Context) -> Result<Val> {
                // Always taken where the C type is as wide (`i64` on
                // 64-bit Unix): the other branch compiles away.
                if let Ok(k) = <$c>::try_from(self) {
                    ctx.scope(|| Val::$from(k))
                } else {
                    ctx.scope(|| Val::try_from(self as $wide))
                }
            }
        }
    )*};
}

integers! {
    i8: c_long, int_from_si, i128;
    i16: c_long, int_from_si, i128;
    i32: c_long, int_from_si, i128;
    i64: c_long, int_from_si, i128;
    i128: c_long, int_from_si, i128;
    isize: c_long, int_from_si, i128;
    u8: c_ulong, int_from_ui, u128;
    u16: c_ulong, int_from_ui, u128;
    u32: c_ulong, int_from_ui, u128;
    u64: c_ulong, int_from_ui, u128;
    u128: c_ulong, int_from_ui, u128;
    usize: c_ulong, int_from_ui, u128;
}

/// `$Op` with every primitive integer on the left of `$ty` (owned or
/// borrowed): the operator with a [`Val`] on the left, the integer made a
/// value in the other operand's context.
macro_rules! ints_on_left {
    ($ty:ty => $out:ty: $Op:ident $op:ident, $ldoc:expr) => {
        ints_on_left!(@each $ty => $out: $Op $op, $ldoc;
            i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);
    };
    (@each $ty:ty => $out:ty: $Op:ident $op:ident, $ldoc:expr; $($int:ident)*) => {$(
        impl $Op<$ty> for $int {
            type Output = $out;
            #[doc = $ldoc]
            #[inline]
            fn $op(self, e: $ty) -> $out {
                let c = int_val(e.context(), self);
                $Op::$op(c, e)
            }
        }
        impl $Op<&$ty> for $int {
            type Output = $out;
            #[doc = $ldoc]
            #[inline]
            fn $op(self, e: &$ty) -> $out {
                $Op::$op(int_val(e.context(), self), e)
            }
        }
    )*};
}

/// `$Op`/`$OpAssign` for every combination of owned and borrowed operands of
/// `$ty`, through the declared in-place method `$method`; with `@copy`,
/// through a method of `&self` (a convenience with no in-place form).
macro_rules! binop {
    ($ty:ident: $($Op:ident $op:ident $OpAssign:ident $op_assign:ident => $method:ident),* $(,)?) => {$(
        impl $Op<$ty> for $ty {
            type Output = $ty;
            #[doc = concat!("`", stringify!($method), "`, consuming both operands with no copy.")]
            #[inline(always)]
            fn $op(mut self, rhs: $ty) -> $ty {
                check(self.in_place().$method(rhs));
                self
            }
        }
        impl $Op<&$ty> for $ty {
            type Output = $ty;
            #[doc = concat!("`", stringify!($method), "`, consuming the left operand and copying the right one.")]
            #[inline(always)]
            fn $op(mut self, rhs: &$ty) -> $ty {
                check(self.in_place().$method(rhs));
                self
            }
        }
        impl $Op<$ty> for &$ty {
            type Output = $ty;
            #[doc = concat!("`", stringify!($method), "`, copying the left operand and consuming the right one.")]
            #[inline(always)]
            fn $op(self, rhs: $ty) -> $ty {
                check(self.$method(rhs))
            }
        }
        impl $Op<&$ty> for &$ty {
            type Output = $ty;
            #[doc = concat!("`", stringify!($method), "`, copying both operands.")]
            #[inline(always)]
            fn $op(self, rhs: &$ty) -> $ty {
                check(self.$method(rhs))
            }
        }
        impl $OpAssign<$ty> for $ty {
            #[doc = concat!("`", stringify!($method), "` in place, consuming the right operand.")]
            #[inline(always)]
            fn $op_assign(&mut self, rhs: $ty) {
                check(self.in_place().$method(rhs));
            }
        }
        impl $OpAssign<&$ty> for $ty {
            #[doc = concat!("`", stringify!($method), "` in place, copying the right operand.")]
            #[inline(always)]
            fn $op_assign(&mut self, rhs: &$ty) {
                check(self.in_place().$method(rhs));
            }
        }
    )*};
    (@copy $ty:ident: $($Op:ident $op:ident $OpAssign:ident $op_assign:ident => $method:ident),* $(,)?) => {$(
        impl $Op<$ty> for $ty {
            type Output = $ty;
            #[doc = concat!("[`", stringify!($ty), "::", stringify!($method), "`].")]
            #[inline]
            fn $op(self, rhs: $ty) -> $ty {
                check(self.$method(&rhs))
            }
        }
        impl $Op<&$ty> for $ty {
            type Output = $ty;
            #[doc = concat!("[`", stringify!($ty), "::", stringify!($method), "`].")]
            #[inline]
            fn $op(self, rhs: &$ty) -> $ty {
                check(self.$method(rhs))
            }
        }
        impl $Op<$ty> for &$ty {
            type Output = $ty;
            #[doc = concat!("[`", stringify!($ty), "::", stringify!($method), "`].")]
            #[inline]
            fn $op(self, rhs: $ty) -> $ty {
                check(self.$method(&rhs))
            }
        }
        impl $Op<&$ty> for &$ty {
            type Output = $ty;
            #[doc = concat!("[`", stringify!($ty), "::", stringify!($method), "`].")]
            #[inline]
            fn $op(self, rhs: &$ty) -> $ty {
                check(self.$method(rhs))
            }
        }
        impl $OpAssign<$ty> for $ty {
            #[doc = concat!("[`", stringify!($ty), "::", stringify!($method), "`], stored in the left operand.")]
            #[inline]
            fn $op_assign(&mut self, rhs: $ty) {
                *self = check(self.$method(&rhs));
            }
        }
        impl $OpAssign<&$ty> for $ty {
            #[doc = concat!("[`", stringify!($ty), "::", stringify!($method), "`], stored in the left operand.")]
            #[inline]
            fn $op_assign(&mut self, rhs: &$ty) {
                *self = check(self.$method(rhs));
            }
        }
    )*};
}

/// `PartialOrd` as the subset order: `a <= b` means a ⊆ b; sets that are
/// not comparable give `None`.
macro_rules! subset_order {
    ($($ty:ident),*) => {$(
        impl PartialOrd for $ty {
            /// The subset order (`is_subset` both ways). Objects of two
            /// contexts are not comparable (`None`, and `<`, `<=`, `>`, `>=`
            /// are false); any other ISL error (the operation limit) panics
            /// with ISL's message: under a limit, call `is_subset` and
            /// `is_strict_subset`, which return it.
            fn partial_cmp(&self, other: &$ty) -> Option<Ordering> {
                match (compared(self.is_subset(other))?, compared(other.is_subset(self))?) {
                    (true, true) => Some(Ordering::Equal),
                    (true, false) => Some(Ordering::Less),
                    (false, true) => Some(Ordering::Greater),
                    (false, false) => None,
                }
            }
            fn le(&self, other: &$ty) -> bool {
                compared(self.is_subset(other)).unwrap_or(false)
            }
            fn ge(&self, other: &$ty) -> bool {
                compared(other.is_subset(self)).unwrap_or(false)
            }
            fn lt(&self, other: &$ty) -> bool {
                compared(self.is_strict_subset(other)).unwrap_or(false)
            }
            fn gt(&self, other: &$ty) -> bool {
                compared(other.is_strict_subset(self)).unwrap_or(false)
            }
        }
    )*};
}

binop!(Set: BitOr bitor BitOrAssign bitor_assign => union,
    BitAnd bitand BitAndAssign bitand_assign => intersect,
    Sub sub SubAssign sub_assign => subtract);
binop!(UnionSet: BitOr bitor BitOrAssign bitor_assign => union,
    BitAnd bitand BitAndAssign bitand_assign => intersect,
    Sub sub SubAssign sub_assign => subtract);
binop!(Map: BitOr bitor BitOrAssign bitor_assign => union,
    BitAnd bitand BitAndAssign bitand_assign => intersect,
    Sub sub SubAssign sub_assign => subtract);
binop!(UnionMap: BitOr bitor BitOrAssign bitor_assign => union,
    BitAnd bitand BitAndAssign bitand_assign => intersect,
    Sub sub SubAssign sub_assign => subtract);
binop!(BasicSet: BitAnd bitand BitAndAssign bitand_assign => intersect);
binop!(BasicMap: BitAnd bitand BitAndAssign bitand_assign => intersect);
subset_order!(Set, UnionSet, Map, UnionMap);

binop!(Val: Add add AddAssign add_assign => add,
    Sub sub SubAssign sub_assign => sub,
    Mul mul MulAssign mul_assign => mul,
    Div div DivAssign div_assign => div);
binop!(@copy Val: Rem rem RemAssign rem_assign => tdiv_r);
binop!(Aff: Add add AddAssign add_assign => add,
    Sub sub SubAssign sub_assign => sub,
    Mul mul MulAssign mul_assign => mul);
binop!(PwAff: Add add AddAssign add_assign => add,
    Sub sub SubAssign sub_assign => sub,
    Mul mul MulAssign mul_assign => mul,
    Div div DivAssign div_assign => tdiv_q,
    Rem rem RemAssign rem_assign => tdiv_r);
binop!(UnionPwAff: Add add AddAssign add_assign => add, Sub sub SubAssign sub_assign => sub);
binop!(MultiAff: Add add AddAssign add_assign => add, Sub sub SubAssign sub_assign => sub);
binop!(MultiPwAff: Add add AddAssign add_assign => add, Sub sub SubAssign sub_assign => sub);
binop!(Qpolynomial: Add add AddAssign add_assign => add,
    Sub sub SubAssign sub_assign => sub,
    Mul mul MulAssign mul_assign => mul);
binop!(PwQpolynomial: Add add AddAssign add_assign => add,
    Sub sub SubAssign sub_assign => sub,
    Mul mul MulAssign mul_assign => mul);

macro_rules! neg {
    ($($ty:ident),*) => {$(
        impl Neg for $ty {
            type Output = $ty;
            /// `neg` in place, with no copy.
            fn neg(mut self) -> $ty {
                check(self.in_place().neg());
                self
            }
        }
        impl Neg for &$ty {
            type Output = $ty;
            /// `neg` of a copy.
            fn neg(self) -> $ty {
                check($ty::neg(self))
            }
        }
    )*};
}
neg!(
    Val,
    Aff,
    PwAff,
    UnionPwAff,
    MultiAff,
    MultiPwAff,
    Qpolynomial,
    PwQpolynomial
);

/// `$Op` with a constant on either side of `$ty` (a [`Val`], owned or
/// borrowed, or an [`Integer`], made a value in the other operand's context) and
/// `$OpAssign` with the constant on the right: `$right` (`fn(&mut $ty, Val)
/// -> Result<()>`) turns `e` into `e op c`, `$left` (`fn(Val, &mut $ty) ->
/// Result<()>`) turns `e` into `c op e`. Each operator's docs name the ISL
/// functions (`$rdoc`, `$ldoc`).
macro_rules! constant_op {
    ($ty:ident: $Op:ident $op:ident $OpAssign:ident $op_assign:ident,
        $rdoc:expr, $right:expr, $ldoc:expr, $left:expr) => {
        impl $Op<Val> for $ty {
            type Output = $ty;
            #[doc = $rdoc]
            #[inline]
            fn $op(mut self, c: Val) -> $ty {
                check(($right)(&mut self, c));
                self
            }
        }
        impl $Op<&Val> for $ty {
            type Output = $ty;
            #[doc = $rdoc]
            #[inline]
            fn $op(mut self, c: &Val) -> $ty {
                check(($right)(&mut self, c.clone()));
                self
            }
        }
        impl<K: Integer> $Op<K> for $ty {
            type Output = $ty;
            #[doc = $rdoc]
            #[inline]
            fn $op(mut self, k: K) -> $ty {
                let c = int_val(self.context(), k);
                check(($right)(&mut self, c));
                self
            }
        }
        impl $Op<Val> for &$ty {
            type Output = $ty;
            #[doc = $rdoc]
            #[inline]
            fn $op(self, c: Val) -> $ty {
                self.clone().$op(c)
            }
        }
        impl $Op<&Val> for &$ty {
            type Output = $ty;
            #[doc = $rdoc]
            #[inline]
            fn $op(self, c: &Val) -> $ty {
                self.clone().$op(c)
            }
        }
        impl<K: Integer> $Op<K> for &$ty {
            type Output = $ty;
            #[doc = $rdoc]
            #[inline]
            fn $op(self, k: K) -> $ty {
                self.clone().$op(k)
            }
        }
        impl $Op<$ty> for Val {
            type Output = $ty;
            #[doc = $ldoc]
            #[inline]
            fn $op(self, mut e: $ty) -> $ty {
                check(($left)(self, &mut e));
                e
            }
        }
        impl $Op<&$ty> for Val {
            type Output = $ty;
            #[doc = $ldoc]
            #[inline]
            fn $op(self, e: &$ty) -> $ty {
                self.$op(e.clone())
            }
        }
        impl $Op<$ty> for &Val {
            type Output = $ty;
            #[doc = $ldoc]
            #[inline]
            fn $op(self, e: $ty) -> $ty {
                self.clone().$op(e)
            }
        }
        impl $Op<&$ty> for &Val {
            type Output = $ty;
            #[doc = $ldoc]
            #[inline]
            fn $op(self, e: &$ty) -> $ty {
                self.clone().$op(e.clone())
            }
        }
        ints_on_left!($ty => $ty: $Op $op, $ldoc);
        impl $OpAssign<Val> for $ty {
            #[doc = $rdoc]
            #[inline]
            fn $op_assign(&mut self, c: Val) {
                check(($right)(self, c));
            }
        }
        impl $OpAssign<&Val> for $ty {
            #[doc = $rdoc]
            #[inline]
            fn $op_assign(&mut self, c: &Val) {
                check(($right)(self, c.clone()));
            }
        }
        impl<K: Integer> $OpAssign<K> for $ty {
            #[doc = $rdoc]
            #[inline]
            fn $op_assign(&mut self, k: K) {
                let c = int_val(self.context(), k);
                check(($right)(self, c));
            }
        }
    };
}

/// `+`, `-` and `*` with a constant on either side of each type (see
/// `constant_op!`): `+` through `$add` (`fn(&mut T, Val) -> Result<()>`,
/// documented as `$add_doc`), `-` through it with the constant negated
/// (`e - c`) or the expression (`c - e`, ISL's `neg` first), `*` through
/// ISL's `scale_val`; `$c` is the type's C prefix (`pw_aff`).
macro_rules! constants {
    ($($ty:ident ($c:literal): $add_doc:literal, $add:expr;)*) => {$(
        constant_op!($ty: Add add AddAssign add_assign,
            concat!("The constant added: ", $add_doc, "."),
            $add,
            concat!("The constant added: ", $add_doc, "."),
            |c: Val, e: &mut $ty| ($add)(e, c));
        constant_op!($ty: Sub sub SubAssign sub_assign,
            concat!("The constant subtracted: ", $add_doc, " of its negation (`isl_val_neg`)."),
            |e: &mut $ty, c: Val| -> Result<()> { ($add)(e, c.by_value().neg()?) },
            concat!("The expression subtracted from the constant: `isl_", $c, "_neg`, then ", $add_doc, "."),
            |c: Val, e: &mut $ty| -> Result<()> {
                e.in_place().neg()?;
                ($add)(e, c)
            });
        constant_op!($ty: Mul mul MulAssign mul_assign,
            concat!("`isl_", $c, "_scale_val`."),
            |e: &mut $ty, c: Val| e.in_place().scale_val(c),
            concat!("`isl_", $c, "_scale_val`."),
            |c: Val, e: &mut $ty| e.in_place().scale_val(c));
    )*};
}

constants! {
    Aff ("aff"): "`isl_aff_add_constant_val`",
        |e: &mut Aff, c: Val| e.in_place().add_constant_val(c);
    PwAff ("pw_aff"): "`isl_pw_aff_add_constant_val`",
        |e: &mut PwAff, c: Val| e.in_place().add_constant_val(c);
    UnionPwAff ("union_pw_aff"): "`isl_union_pw_aff_add` of the constant on the expression's domain \
        (`isl_union_pw_aff_val_on_domain`)",
        |e: &mut UnionPwAff, c: Val| -> Result<()> {
            let c = e.constant_on_domain(c)?;
            e.in_place().add(c)
        };
    MultiAff ("multi_aff"): "`isl_multi_aff_add_constant_val` (to each element)",
        |e: &mut MultiAff, c: Val| e.in_place().add_constant_val(c);
    MultiPwAff ("multi_pw_aff"): "`isl_multi_pw_aff_add_constant_val` (to each element)",
        |e: &mut MultiPwAff, c: Val| e.in_place().add_constant_val(c);
    Qpolynomial ("qpolynomial"): "`isl_qpolynomial_add` of the constant on the domain space \
        (`isl_qpolynomial_val_on_domain`)",
        |e: &mut Qpolynomial, c: Val| -> Result<()> {
            let c = e.constant_on_domain(c)?;
            e.in_place().add(c)
        };
    PwQpolynomial ("pw_qpolynomial"): "`isl_pw_qpolynomial_add` of the constant on the whole \
        domain space (a piecewise quasi-polynomial is zero outside its domain)",
        |e: &mut PwQpolynomial, c: Val| -> Result<()> {
            let c = e.constant_on_domain(c)?;
            e.in_place().add(c)
        };
}

// `/` and `%` of piecewise affine expressions and constants: ISL's
// `tdiv_q` and `tdiv_r`, which round toward zero, with the constant on the
// expression's domain.
constant_op!(PwAff: Div div DivAssign div_assign,
"`isl_pw_aff_tdiv_q` by the constant on the expression's domain \
 (`isl_pw_aff_val_on_domain`): the quotient rounded toward zero.",
|e: &mut PwAff, c: Val| -> Result<()> {
    let c = e.constant_on_domain(c)?;
    e.in_place().tdiv_q(c)
},
"`isl_pw_aff_tdiv_q` of the constant on the expression's domain \
 (`isl_pw_aff_val_on_domain`): the quotient rounded toward zero; the \
 expression must be piecewise constant (ISL's rule for a divisor).",
|c: Val, e: &mut PwAff| -> Result<()> {
    *e = e.constant_on_domain(c)?.tdiv_q(&*e)?;
    Ok(())
});
constant_op!(PwAff: Rem rem RemAssign rem_assign,
"`isl_pw_aff_tdiv_r` by the constant on the expression's domain \
 (`isl_pw_aff_val_on_domain`): the remainder has the sign of the dividend.",
|e: &mut PwAff, c: Val| -> Result<()> {
    let c = e.constant_on_domain(c)?;
    e.in_place().tdiv_r(c)
},
"`isl_pw_aff_tdiv_r` of the constant on the expression's domain \
 (`isl_pw_aff_val_on_domain`) by the expression, which must be piecewise \
 constant (ISL's rule for a divisor).",
|c: Val, e: &mut PwAff| -> Result<()> {
    *e = e.constant_on_domain(c)?.tdiv_r(&*e)?;
    Ok(())
});

/// `/` and `%` of affine expressions, with each other or with constants:
/// those of [`PwAff`] on the expressions as piecewise ones
/// (`isl_pw_aff_from_aff`), since the quotient rounded toward zero is
/// piecewise (it rounds down where the quotient is non-negative, up
/// elsewhere). No `/=` or `%=`: the result is a `PwAff`.
macro_rules! aff_quotients {
    ($($Op:ident $op:ident),*) => {$(
        aff_quotients!(@pair $Op $op [Aff] [Aff]);
        aff_quotients!(@pair $Op $op [Aff] [&Aff]);
        aff_quotients!(@pair $Op $op [&Aff] [Aff]);
        aff_quotients!(@pair $Op $op [&Aff] [&Aff]);
        aff_quotients!(@const $Op $op [Val] [&Val]);
        aff_quotients!(@ints $Op $op);
    )*};
    (@pair $Op:ident $op:ident [$($l:tt)*] [$($r:tt)*]) => {
        impl $Op<$($r)*> for $($l)* {
            type Output = PwAff;
            #[doc = concat!("The `", stringify!($op), "` of [`PwAff`] (`isl_pw_aff_tdiv_", stringify!($op), "`) on both expressions made piecewise (`isl_pw_aff_from_aff`); the divisor must be constant.")]
            #[inline]
            fn $op(self, rhs: $($r)*) -> PwAff {
                $Op::$op(aff_quotients!(@pw self $($l)*), aff_quotients!(@pw rhs $($r)*))
            }
        }
    };
    (@const $Op:ident $op:ident $([$($c:tt)*])*) => {$(
        impl $Op<$($c)*> for Aff {
            type Output = PwAff;
            #[doc = concat!("The `", stringify!($op), "` of [`PwAff`] by the constant, on the expression made piecewise (`isl_pw_aff_from_aff`).")]
            #[inline]
            fn $op(self, c: $($c)*) -> PwAff {
                $Op::$op(PwAff::from(self), c)
            }
        }
        impl $Op<$($c)*> for &Aff {
            type Output = PwAff;
            #[doc = concat!("The `", stringify!($op), "` of [`PwAff`] by the constant, on the expression made piecewise (`isl_pw_aff_from_aff`).")]
            #[inline]
            fn $op(self, c: $($c)*) -> PwAff {
                $Op::$op(PwAff::from(self.clone()), c)
            }
        }
        impl $Op<Aff> for $($c)* {
            type Output = PwAff;
            #[doc = concat!("The `", stringify!($op), "` of [`PwAff`] of the constant by the expression made piecewise (`isl_pw_aff_from_aff`), which must be constant.")]
            #[inline]
            fn $op(self, e: Aff) -> PwAff {
                $Op::$op(self, PwAff::from(e))
            }
        }
        impl $Op<&Aff> for $($c)* {
            type Output = PwAff;
            #[doc = concat!("The `", stringify!($op), "` of [`PwAff`] of the constant by the expression made piecewise (`isl_pw_aff_from_aff`), which must be constant.")]
            #[inline]
            fn $op(self, e: &Aff) -> PwAff {
                $Op::$op(self, PwAff::from(e.clone()))
            }
        }
    )*};
    (@ints $Op:ident $op:ident) => {
        impl<K: Integer> $Op<K> for Aff {
            type Output = PwAff;
            #[doc = concat!("The `", stringify!($op), "` of [`PwAff`] by the constant, on the expression made piecewise (`isl_pw_aff_from_aff`).")]
            #[inline]
            fn $op(self, c: K) -> PwAff {
                $Op::$op(PwAff::from(self), c)
            }
        }
        impl<K: Integer> $Op<K> for &Aff {
            type Output = PwAff;
            #[doc = concat!("The `", stringify!($op), "` of [`PwAff`] by the constant, on the expression made piecewise (`isl_pw_aff_from_aff`).")]
            #[inline]
            fn $op(self, c: K) -> PwAff {
                $Op::$op(PwAff::from(self.clone()), c)
            }
        }
        ints_on_left!(Aff => PwAff: $Op $op, concat!("The `", stringify!($op), "` of [`PwAff`] of the constant by the expression made piecewise (`isl_pw_aff_from_aff`), which must be constant."));
    };
    (@pw $x:ident Aff) => { PwAff::from($x) };
    (@pw $x:ident &Aff) => { PwAff::from($x.clone()) };
}
aff_quotients!(Div div, Rem rem);

/// `+ - * / %` of a value and an integer (either side, the integer made a
/// value in the value's context): the operators of two values.
macro_rules! val_ints {
    ($($Op:ident $op:ident $OpAssign:ident $op_assign:ident),*) => {$(
        impl<K: Integer> $Op<K> for Val {
            type Output = Val;
            /// The operator of two values, with the integer as a value in this value's context.
            #[inline]
            fn $op(self, k: K) -> Val {
                let k = int_val(self.context(), k);
                $Op::$op(self, k)
            }
        }
        impl<K: Integer> $Op<K> for &Val {
            type Output = Val;
            /// The operator of two values, with the integer as a value in this value's context.
            #[inline]
            fn $op(self, k: K) -> Val {
                $Op::$op(self, int_val(self.context(), k))
            }
        }
        ints_on_left!(Val => Val: $Op $op,
            "The operator of two values, with the integer as a value in the other's context.");
        impl<K: Integer> $OpAssign<K> for Val {
            /// The operator of two values in place, with the integer as a value in this value's context.
            #[inline]
            fn $op_assign(&mut self, k: K) {
                let k = int_val(self.context(), k);
                $OpAssign::$op_assign(self, k);
            }
        }
    )*};
}
val_ints!(Add add AddAssign add_assign, Sub sub SubAssign sub_assign,
    Mul mul MulAssign mul_assign, Div div DivAssign div_assign,
    Rem rem RemAssign rem_assign);

impl PartialEq for Val {
    /// `isl_val_eq`. Values of two contexts are unequal; any other ISL error
    /// panics with ISL's message (`Val::eq` returns it).
    fn eq(&self, other: &Val) -> bool {
        compared(Val::eq(self, other)).unwrap_or(false)
    }
}

impl PartialOrd for Val {
    /// The order of the rationals extended with ±∞; NaN is not comparable,
    /// nor are values of two contexts (`None`). Any other ISL error panics
    /// with ISL's message (`Val::lt` and the like return it).
    fn partial_cmp(&self, other: &Val) -> Option<Ordering> {
        if compared(Val::lt(self, other))? {
            Some(Ordering::Less)
        } else if compared(Val::gt(self, other))? {
            Some(Ordering::Greater)
        } else if compared(Val::eq(self, other))? {
            Some(Ordering::Equal)
        } else {
            None
        }
    }
}

impl PartialEq<i64> for Val {
    /// Whether the value is the integer `other` (`isl_val_cmp_si`; NaN and
    /// ±∞ are not).
    fn eq(&self, other: &i64) -> bool {
        self.partial_cmp(other) == Some(Ordering::Equal)
    }
}

impl PartialOrd<i64> for Val {
    /// The value against a plain integer (`isl_val_cmp_si`); NaN is not
    /// comparable.
    fn partial_cmp(&self, other: &i64) -> Option<Ordering> {
        if compared(self.is_nan())? {
            return None;
        }
        Some(check(self.cmp_si(*other)).cmp(&0))
    }
}

impl PartialEq<Val> for i64 {
    fn eq(&self, other: &Val) -> bool {
        other == self
    }
}

impl PartialOrd<Val> for i64 {
    fn partial_cmp(&self, other: &Val) -> Option<Ordering> {
        other.partial_cmp(self).map(Ordering::reverse)
    }
}

/// `TryFrom` of the machine integers a [`Val`] is taken as (`Take<Val>`):
/// the integer as a value in the thread's current context
/// (`Err(Error::NoContext)` outside any).
macro_rules! val_from_ints {
    ($($int:ty => $conv:ident),*) => {$(
        impl TryFrom<$int> for Val {
            type Error = Error;
            #[doc = concat!("The integer as a value in the thread's current context ([`Val::", stringify!($conv), "`]).")]
            fn try_from(v: $int) -> Result<Val> {
                Val::$conv(v)
            }
        }
    )*};
}
val_from_ints!(i32 => int_from_si, i64 => int_from_si, u32 => int_from_ui, u64 => int_from_ui);

/// `add_constant` and `sub_constant` (integer constants, in the
/// expression's context) on affine expressions and quasi-polynomials, added
/// by `$add_val` (`fn(&T, Val) -> Result<T>`).
macro_rules! constant_terms {
    ($d:tt $($ty:ident: $add_val:expr),* $(,)?) => {
        macro_rules! constant_terms_methods {
            $( ($ty) => {
                /// Adds the integer constant `k` (a value in this expression's
                /// context); `+ k` is the operator.
                pub fn add_constant(&self, k: i64) -> Result<$ty> {
                    let v = self.context().scope(|| Val::int_from_si(k))?;
                    ($add_val)(self, v)
                }

                /// Subtracts the integer constant `k` (exact for every `i64`);
                /// `- k` is the operator.
                pub fn sub_constant(&self, k: i64) -> Result<$ty> {
                    let v = self.context().scope(|| Val::int_from_si(k))?;
                    let v = Val::neg(&v)?;
                    ($add_val)(self, v)
                }

            }; )*
            ($d other:ident) => {};
        }
    };
}
constant_terms!($
    Aff: |e: &Aff, v: Val| e.add_constant_val(v),
    PwAff: |e: &PwAff, v: Val| e.add_constant_val(v),
    PwQpolynomial: |e: &PwQpolynomial, v: Val| e.add(e.constant_on_domain(v)?),
    Qpolynomial: |e: &Qpolynomial, v: Val| e.add(e.constant_on_domain(v)?),
);

/// **Operators**: the table of this type's arithmetic operators (see the
/// crate's "Operators" section), and the constant on an expression's domain
/// that operators with a constant use.
macro_rules! constant_on_domain {
    ($($ty:ident: $doc:literal, |$e:ident, $v:ident| $make:expr;)*) => {$(
        #[doc = $doc]
        impl $ty {
            /// The constant `c` (a [`Val`], or an integer made a value in
            /// this expression's context) as an expression of this type on
            /// this expression's domain: what operators with a constant
            /// combine with it (`c - e` is `e.constant_on_domain(c)? - e`).
            ///
            /// ```
            /// use isl_safe::{Context, PwAff};
            /// let ctx = Context::new()?;
            /// let _scope = ctx.enter();
            /// let i: PwAff = "[n] -> { [i] -> [(i)] : 0 <= i < n }".parse()?;
            /// let four = i.constant_on_domain(4)?;
            /// assert_eq!(four.to_string(), "[n] -> { [i] -> [(4)] : 0 <= i < n }");
            /// assert_eq!(four.tdiv_q(&i.constant_on_domain(-3)?)?, i.constant_on_domain(-1)?);
            /// # Ok::<(), isl_safe::Error>(())
            /// ```
            pub fn constant_on_domain(&self, c: impl Take<Val>) -> Result<$ty> {
                let $v = self.context().scope(|| c.into_owned("constant_on_domain"))?;
                let $e = self;
                $make
            }
        }
    )*};
}

constant_on_domain! {
    Aff: "**Operators** (the crate page's rules, `op=` for `+ - *`; `c` is a `Val`, `&Val` or any primitive integer, on either side):

| operator | ISL's function | method twin |
| --- | --- | --- |
| `a + b`, `a - b` | `isl_aff_add`, `isl_aff_sub` | `a.add(b)`, `a.sub(b)` |
| `a * b` | `isl_aff_mul` (one operand must be constant) | `a.mul(b)` |
| `-a` | `isl_aff_neg` | `a.neg()` |
| `a + c`, `c + a`, `a - c` | `isl_aff_add_constant_val` (of `-c` for `a - c`) | `a.add_constant_val(c)` |
| `c - a` | `isl_aff_neg`, then `isl_aff_add_constant_val` | `a.neg()?.add_constant_val(c)` |
| `a * c`, `c * a` | `isl_aff_scale_val` | `a.scale_val(c)` |
| `a / b`, `a % b`: a [`PwAff`] | `isl_pw_aff_tdiv_q`, `isl_pw_aff_tdiv_r`: rounded toward zero, so piecewise (the divisor must be constant; zero, a panic) | `a.tdiv_q(b)`, `a.tdiv_r(b)`: `Err(InvalidArgument)` for a zero divisor |
| `a / c`, `a % c`, `c / a`, `c % a`: a [`PwAff`] | the same, with `c` on `a`'s domain | `a.tdiv_q(a.constant_on_domain(c)?)`, `a.constant_on_domain(c)?.tdiv_q(a)` |

```
use isl_safe::{Aff, Context, PwAff};
let ctx = Context::new()?;
let _scope = ctx.enter();
let i: Aff = \"{ [i] -> [(i)] }\".parse()?;
assert_eq!(2 * &i - 1, \"{ [i] -> [(2i - 1)] }\".parse::<Aff>()?);
// Rounded toward zero, as `-7 / 2 == -3` in Rust: piecewise.
let half: PwAff = &i / 2;
assert_eq!(half, \"{ [i] -> [(floor(i/2))] : i >= 0; [i] -> [(-floor(-i/2))] : i < 0 }\".parse::<PwAff>()?);
assert_eq!(half.eval_ints(&[-7])?, -3);
# Ok::<(), isl_safe::Error>(())
```",
        |e, v| Aff::val_on_domain_space(e.get_domain_space()?, v);
    PwAff: "**Operators** (the crate page's rules; `c` is a `Val`, `&Val` or any primitive integer, on either side):

| operator | ISL's function | method twin |
| --- | --- | --- |
| `a + b`, `a - b` | `isl_pw_aff_add`, `isl_pw_aff_sub` | `a.add(b)`, `a.sub(b)` |
| `a * b` | `isl_pw_aff_mul` (one operand must be piecewise constant) | `a.mul(b)` |
| `a / b`, `a % b` | `isl_pw_aff_tdiv_q`, `isl_pw_aff_tdiv_r`: rounded toward zero, as Rust's integers (the divisor must be piecewise constant; zero where `a` is defined, a panic, as Rust's, where ISL gives NaN) | `a.tdiv_q(b)`, `a.tdiv_r(b)`: `Err(InvalidArgument)` for a zero divisor |
| `-a` | `isl_pw_aff_neg` | `a.neg()` |
| `a + c`, `c + a`, `a - c` | `isl_pw_aff_add_constant_val` (of `-c` for `a - c`) | `a.add_constant_val(c)` |
| `c - a` | `isl_pw_aff_neg`, then `isl_pw_aff_add_constant_val` | `a.neg()?.add_constant_val(c)` |
| `a * c`, `c * a` | `isl_pw_aff_scale_val` | `a.scale_val(c)` |
| `a / c`, `a % c` | `isl_pw_aff_tdiv_q`, `isl_pw_aff_tdiv_r` by `c` on `a`'s domain (`c` zero: a panic) | `a.tdiv_q(a.constant_on_domain(c)?)` |
| `c / a`, `c % a` | the same, of `c` on `a`'s domain | `a.constant_on_domain(c)?.tdiv_q(a)` |

`isl_pw_aff_div` (exact, rational) is [`PwAff::div`], and `isl_pw_aff_mod_val`
(rounded down: `-7 mod 2 = 1`) [`PwAff::mod_val`].

```
use isl_safe::{Context, PwAff, Val};
use std::panic::{catch_unwind, AssertUnwindSafe};
let ctx = Context::new()?;
let _scope = ctx.enter();
let n: PwAff = \"[n] -> { [(n)] }\".parse()?;
let k = Val::int_from_si(-2)?;
assert_eq!((&n / &k).eval_ints(&[7])?, -3);
assert_eq!((&n % 2).eval_ints(&[-7])?, -1);
assert_eq!((4i64 / (&n - &n + 3)).eval_ints(&[0])?, 1);
// By zero: a panic, as Rust's `7 / 0`; the method twin returns the error.
assert!(catch_unwind(AssertUnwindSafe(|| &n / 0)).is_err());
assert!(n.tdiv_q(&n.constant_on_domain(0)?).is_err());
let mut m = n.clone();
m *= 3;
m -= &k;
assert_eq!(m, 3 * &n + 2);
# Ok::<(), isl_safe::Error>(())
```",
        |e, v| PwAff::val_on_domain(e.domain()?, v);
    UnionPwAff: "**Operators** (the crate page's rules; `c` is a `Val`, `&Val` or any primitive integer, on either side):

| operator | ISL's function | method twin |
| --- | --- | --- |
| `a + b`, `a - b` | `isl_union_pw_aff_add`, `isl_union_pw_aff_sub` (on the common domain) | `a.add(b)`, `a.sub(b)` |
| `-a` | `isl_union_pw_aff_neg` | `a.neg()` |
| `a + c`, `c + a`, `a - c` | `isl_union_pw_aff_add` of `c` (or `-c`) on `a`'s domain (`isl_union_pw_aff_val_on_domain`) | `a.add(a.constant_on_domain(c)?)` |
| `c - a` | `isl_union_pw_aff_neg`, then the same | `a.neg()?.add(a.constant_on_domain(c)?)` |
| `a * c`, `c * a` | `isl_union_pw_aff_scale_val` | `a.scale_val(c)` |

ISL has no product of two unions and no division rounded toward zero on
them (`isl_union_pw_aff_mod_val` rounds down): no `*` of two, no `/`, no `%`.

```
use isl_safe::{Context, UnionPwAff};
let ctx = Context::new()?;
let _scope = ctx.enter();
let a: UnionPwAff = \"{ A[i] -> [(i)]; B[i, j] -> [(j)] }\".parse()?;
assert_eq!(1 - 2 * &a, \"{ A[i] -> [(1 - 2i)]; B[i, j] -> [(1 - 2j)] }\".parse::<UnionPwAff>()?);
# Ok::<(), isl_safe::Error>(())
```",
        |e, v| UnionPwAff::val_on_domain(e.domain()?, v);
    Qpolynomial: "**Operators** (the crate page's rules; `c` is a `Val`, `&Val` or any primitive integer, on either side):

| operator | ISL's function | method twin |
| --- | --- | --- |
| `a + b`, `a - b`, `a * b` | `isl_qpolynomial_add`, `_sub`, `_mul` | `a.add(b)`, `a.sub(b)`, `a.mul(b)` |
| `-a` | `isl_qpolynomial_neg` | `a.neg()` |
| `a + c`, `c + a`, `a - c` | `isl_qpolynomial_add` of `c` (or `-c`) on the domain space (`isl_qpolynomial_val_on_domain`) | `a.add(a.constant_on_domain(c)?)` |
| `c - a` | `isl_qpolynomial_neg`, then the same | `a.neg()?.add(a.constant_on_domain(c)?)` |
| `a * c`, `c * a` | `isl_qpolynomial_scale_val` | `a.scale_val(c)` |

Quasi-polynomials have rational values and ISL no division rounded toward
zero of them: no `/` or `%` (`scale_down_val` divides exactly).",
        |e, v| Qpolynomial::val_on_domain(e.get_domain_space()?, v);
    PwQpolynomial: "**Operators** (the crate page's rules; `c` is a `Val`, `&Val` or any primitive integer, on either side):

| operator | ISL's function | method twin |
| --- | --- | --- |
| `a + b`, `a - b`, `a * b` | `isl_pw_qpolynomial_add`, `_sub`, `_mul` | `a.add(b)`, `a.sub(b)`, `a.mul(b)` |
| `-a` | `isl_pw_qpolynomial_neg` | `a.neg()` |
| `a + c`, `c + a`, `a - c` | `isl_pw_qpolynomial_add` of `c` (or `-c`) on the whole domain space (the expression is zero outside its domain) | `a.add(a.constant_on_domain(c)?)` |
| `c - a` | `isl_pw_qpolynomial_neg`, then the same | `a.neg()?.add(a.constant_on_domain(c)?)` |
| `a * c`, `c * a` | `isl_pw_qpolynomial_scale_val` | `a.scale_val(c)` |

No `/` or `%`, as for [`Qpolynomial`].",
        |e, v| PwQpolynomial::from_qpolynomial(Qpolynomial::val_on_domain(e.get_domain_space()?, v)?);
}

/// **Operators** (the crate page's rules; `c` is a `Val`, `&Val` or any
/// primitive integer, on either side):
///
/// | operator | ISL's function | method twin |
/// | --- | --- | --- |
/// | `a + b`, `a - b` | `isl_multi_aff_add`, `isl_multi_aff_sub` | `a.add(b)`, `a.sub(b)` |
/// | `-a` | `isl_multi_aff_neg` | `a.neg()` |
/// | `a + c`, `c + a`, `a - c` | `isl_multi_aff_add_constant_val`: `c` (or `-c`) added to each element | `a.add_constant_val(c)` |
/// | `c - a` | `isl_multi_aff_neg`, then the same | `a.neg()?.add_constant_val(c)` |
/// | `a * c`, `c * a` | `isl_multi_aff_scale_val` | `a.scale_val(c)` |
///
/// ISL has no product of two tuples and no division rounded toward zero of
/// them: no `*` of two, no `/`, no `%`.
///
/// ```
/// use isl_safe::{Context, MultiAff};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let tile: MultiAff = "{ [i, j] -> [(i), (j)] }".parse()?;
/// assert_eq!(32 * &tile + 1, "{ [i, j] -> [(1 + 32i), (1 + 32j)] }".parse::<MultiAff>()?);
/// # Ok::<(), isl_safe::Error>(())
/// ```
impl MultiAff {}

/// **Operators** (the crate page's rules; `c` is a `Val`, `&Val` or any
/// primitive integer, on either side):
///
/// | operator | ISL's function | method twin |
/// | --- | --- | --- |
/// | `a + b`, `a - b` | `isl_multi_pw_aff_add`, `isl_multi_pw_aff_sub` | `a.add(b)`, `a.sub(b)` |
/// | `-a` | `isl_multi_pw_aff_neg` | `a.neg()` |
/// | `a + c`, `c + a`, `a - c` | `isl_multi_pw_aff_add_constant_val`: `c` (or `-c`) added to each element | `a.add_constant_val(c)` |
/// | `c - a` | `isl_multi_pw_aff_neg`, then the same | `a.neg()?.add_constant_val(c)` |
/// | `a * c`, `c * a` | `isl_multi_pw_aff_scale_val` | `a.scale_val(c)` |
///
/// No `*` of two, no `/`, no `%`, as for [`MultiAff`].
impl MultiPwAff {}

/// **Operators** (the crate page's rules; any primitive integer on either
/// side is made a value in the other's context). A value is a rational:
/// `/` is exact division, `%` the remainder of the quotient truncated
/// toward zero (the sign of the dividend, as Rust's floats' `%`), where
/// ISL's `mod_` rounds down. By zero both panic, as Rust's integer `/` and
/// `%` do, where ISL's `isl_val_div` answers NaN: their method twins
/// return [`Error::InvalidArgument`] (NaN and ±∞ are ISL's
/// [`Val::nan`], [`Val::infty`], ...).
///
/// | operator | ISL's function | method twin |
/// | --- | --- | --- |
/// | `a + b`, `a - b`, `a * b`, `a / b` | `isl_val_add`, `_sub`, `_mul`, `_div` (exact; `b` zero: a panic) | `a.add(b)`, `a.sub(b)`, `a.mul(b)`, `a.div(b)` |
/// | `a % b` | `isl_val_div`, `isl_val_trunc`, `isl_val_mul`, `isl_val_sub`: `a - b * trunc(a / b)` (`b` zero: a panic) | `a.tdiv_r(&b)` |
/// | `-a` | `isl_val_neg` | `a.neg()` |
///
/// ```
/// use isl_safe::{Context, Val};
/// use std::panic::{catch_unwind, AssertUnwindSafe};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let seven = Val::int_from_si(-7)?;
/// assert_eq!((&seven / 2).to_string(), "-7/2");
/// assert_eq!(&seven % 2, -1);
/// assert_eq!(seven.tdiv_q(&Val::int_from_si(2)?)?, -3);
/// assert_eq!(seven.mod_(2)?, 1);
/// // By zero: a panic, as Rust's `-7 / 0`; the twins return the error.
/// assert!(catch_unwind(AssertUnwindSafe(|| &seven / 0u8)).is_err());
/// assert!(seven.div(&Val::zero()?).is_err() && seven.tdiv_r(&Val::zero()?).is_err());
/// # Ok::<(), isl_safe::Error>(())
/// ```
impl Val {
    /// The quotient rounded toward zero, as Rust's integer `/`
    /// (`isl_val_div`, then `isl_val_trunc`): `-7 / 2` is `-3`. Exact
    /// division is [`Val::div`] (the operator `/`). A zero divisor is an
    /// [`Error::InvalidArgument`].
    pub fn tdiv_q(&self, d: &Val) -> Result<Val> {
        self.div(d)?.by_value().trunc()
    }

    /// The remainder of the quotient rounded toward zero, as Rust's `%`:
    /// `self - d * self.tdiv_q(d)`, with the sign of `self` (`-7 % 2` is
    /// `-1`, where ISL's [`Val::mod_`] gives `1`). The operator `%`. A zero
    /// divisor is an [`Error::InvalidArgument`].
    pub fn tdiv_r(&self, d: &Val) -> Result<Val> {
        let q = self.tdiv_q(d)?;
        self.sub(q.by_value().mul(d)?)
    }
}

impl BitAnd<&str> for &Set {
    type Output = Set;
    /// [`Set::intersect_str`]: the string holds constraints over the set's space.
    fn bitand(self, constraints: &str) -> Set {
        check(self.intersect_str(constraints))
    }
}

impl BitAnd<&str> for Set {
    type Output = Set;
    /// [`Set::intersect_str`]: the string holds constraints over the set's space.
    fn bitand(self, constraints: &str) -> Set {
        check(self.intersect_str(constraints))
    }
}

/// The methods written by hand here, by type, for each type's conveniences
/// block (`conveniences!` in `mod.rs`).
macro_rules! ops_methods {
    (Set) => {
        /// Intersects with constraints written over this set's own space, as in
        /// `set & "0 <= i < n"`; new names become parameters.
        ///
        /// ```
        /// use isl_safe::{Context, Set};
        /// let ctx = Context::new().unwrap();
        /// let _scope = ctx.enter();
        /// let s: Set = "[n] -> { S[i, j] : 0 <= i, j < n }".parse().unwrap();
        /// let lower = s.intersect_str("j <= i").unwrap();
        /// assert_eq!(lower, &s & "j <= i");
        /// assert_eq!(lower.to_string(), "[n] -> { S[i, j] : i < n and 0 <= j <= i }");
        /// ```
        pub fn intersect_str(&self, constraints: &str) -> Result<Set> {
            let universe = Set::universe(self.get_space()?)?.to_string();
            let text = match universe.rfind('}') {
                Some(end) if !universe[..end].trim_end().ends_with(':') => {
                    format!("{} : {} }}", universe[..end].trim_end(), constraints)
                }
                Some(end) => format!("{} {} }}", universe[..end].trim_end(), constraints),
                None => universe,
            };
            let other = self.context().scope(|| Set::read_from_str(text))?;
            self.intersect(other)
        }
    };
    ($other:ident) => {};
}
