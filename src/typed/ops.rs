//! Operators on typed objects, as on the untyped ones (`|`, `&`, `-`,
//! `op=`, `+ - * / %`, unary `-`, the subset order), between objects of the
//! same kinds, and with a constant (any primitive integer, a [`Val`]) on
//! either side of an affine expression: each the untyped operator on the
//! handles, the result of the same kinds (an [`Aff`] divided gives a
//! [`PwAff`] of its domain's kind). As untyped, an ISL error panics with
//! its message, and `/` and `%` by zero panic as Rust's integer operators.
//!
//! ```
//! use isl_safe::{typed, Context};
//! isl_safe::tuples! { S[2] }
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let i: typed::PwAff<S> = "[n] -> { S[i, j] -> [(i)] : 0 <= i, j < n }".parse()?;
//! let (tile, k): (usize, i32) = (32, 2);
//! let outer: typed::PwAff<S> = &i / tile;
//! let shifted: typed::PwAff<S> = k * &i - &outer + 1u8;
//! assert_eq!(shifted.as_untyped(), &(2i32 * i.as_untyped() - (i.as_untyped() / 32) + 1));
//! # Ok::<(), isl_safe::Error>(())
//! ```

use std::cmp::Ordering;
use std::ops::{
    Add, AddAssign, BitAnd, BitAndAssign, BitOr, BitOrAssign, Div, DivAssign, Mul, MulAssign, Neg,
    Rem, RemAssign, Sub, SubAssign,
};

use super::kinds::{Kind, SetKind};
use super::objects::{
    Aff, BasicMap, BasicSet, Map, MultiAff, MultiPwAff, PwAff, Set, UnionMap, UnionPwAff, UnionSet,
};
use crate::conveniences::Integer;
use crate::object::Val;

/// `$Op`/`$OpAssign` between typed objects of the same kinds, owned or
/// borrowed on either side, through the untyped operators (which panic with
/// ISL's message where the method would return an error).
macro_rules! typed_binop {
    ($name:ident <$($k:ident : $bound:ident),+>: $Op:ident $op:ident $OpAssign:ident $op_assign:ident) => {
        impl<$($k: $bound),+> $Op for $name<$($k),+> {
            type Output = Self;
            #[doc = concat!("The untyped `", stringify!($op), "`, consuming both operands.")]
            #[inline(always)]
            fn $op(mut self, rhs: Self) -> Self {
                // In place on the typed object itself, as the untyped operator
                // works on its left operand: no move of the result.
                $OpAssign::$op_assign(self.untyped_mut(), rhs.untyped());
                self
            }
        }
        impl<$($k: $bound),+> $Op<&$name<$($k),+>> for $name<$($k),+> {
            type Output = Self;
            #[doc = concat!("The untyped `", stringify!($op), "`, consuming the left operand.")]
            #[inline(always)]
            fn $op(mut self, rhs: &Self) -> Self {
                $OpAssign::$op_assign(self.untyped_mut(), rhs.as_untyped());
                self
            }
        }
        impl<$($k: $bound),+> $Op<$name<$($k),+>> for &$name<$($k),+> {
            type Output = $name<$($k),+>;
            #[doc = concat!("The untyped `", stringify!($op), "`, consuming the right operand.")]
            #[inline(always)]
            fn $op(self, rhs: $name<$($k),+>) -> $name<$($k),+> {
                $name::unchecked($Op::$op(self.as_untyped(), rhs.untyped()))
            }
        }
        impl<$($k: $bound),+> $Op<&$name<$($k),+>> for &$name<$($k),+> {
            type Output = $name<$($k),+>;
            #[doc = concat!("The untyped `", stringify!($op), "`, copying both operands.")]
            #[inline(always)]
            fn $op(self, rhs: &$name<$($k),+>) -> $name<$($k),+> {
                $name::unchecked($Op::$op(self.as_untyped(), rhs.as_untyped()))
            }
        }
        impl<$($k: $bound),+> $OpAssign for $name<$($k),+> {
            #[doc = concat!("The untyped `", stringify!($op_assign), "`, consuming the right operand.")]
            #[inline(always)]
            fn $op_assign(&mut self, rhs: Self) {
                $OpAssign::$op_assign(self.untyped_mut(), rhs.untyped());
            }
        }
        impl<$($k: $bound),+> $OpAssign<&$name<$($k),+>> for $name<$($k),+> {
            #[doc = concat!("The untyped `", stringify!($op_assign), "`, copying the right operand.")]
            #[inline(always)]
            fn $op_assign(&mut self, rhs: &Self) {
                $OpAssign::$op_assign(self.untyped_mut(), rhs.as_untyped());
            }
        }
    };
}

/// The subset order, as the untyped objects' (an ISL error panics with its message).
macro_rules! typed_subset_order {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> PartialOrd for $name<$($k),+> {
            /// The untyped subset order: `a <= b` when `a` is a subset of `b`.
            fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
                self.as_untyped().partial_cmp(other.as_untyped())
            }
        }
    )*};
}

typed_binop!(Set<K: SetKind>: BitOr bitor BitOrAssign bitor_assign);
typed_binop!(Set<K: SetKind>: BitAnd bitand BitAndAssign bitand_assign);
typed_binop!(Set<K: SetKind>: Sub sub SubAssign sub_assign);
typed_binop!(UnionSet<K: SetKind>: BitOr bitor BitOrAssign bitor_assign);
typed_binop!(UnionSet<K: SetKind>: BitAnd bitand BitAndAssign bitand_assign);
typed_binop!(UnionSet<K: SetKind>: Sub sub SubAssign sub_assign);
typed_binop!(Map<D: Kind, R: Kind>: BitOr bitor BitOrAssign bitor_assign);
typed_binop!(Map<D: Kind, R: Kind>: BitAnd bitand BitAndAssign bitand_assign);
typed_binop!(Map<D: Kind, R: Kind>: Sub sub SubAssign sub_assign);
typed_binop!(UnionMap<D: Kind, R: Kind>: BitOr bitor BitOrAssign bitor_assign);
typed_binop!(UnionMap<D: Kind, R: Kind>: BitAnd bitand BitAndAssign bitand_assign);
typed_binop!(UnionMap<D: Kind, R: Kind>: Sub sub SubAssign sub_assign);
typed_binop!(BasicSet<K: SetKind>: BitAnd bitand BitAndAssign bitand_assign);
typed_binop!(BasicMap<D: Kind, R: Kind>: BitAnd bitand BitAndAssign bitand_assign);
typed_binop!(Aff<D: SetKind>: Add add AddAssign add_assign);
typed_binop!(Aff<D: SetKind>: Sub sub SubAssign sub_assign);
typed_binop!(PwAff<D: SetKind>: Add add AddAssign add_assign);
typed_binop!(PwAff<D: SetKind>: Sub sub SubAssign sub_assign);
typed_binop!(Aff<D: SetKind>: Mul mul MulAssign mul_assign);
typed_binop!(PwAff<D: SetKind>: Mul mul MulAssign mul_assign);
typed_binop!(PwAff<D: SetKind>: Div div DivAssign div_assign);
typed_binop!(PwAff<D: SetKind>: Rem rem RemAssign rem_assign);
typed_binop!(UnionPwAff<D: SetKind>: Add add AddAssign add_assign);
typed_binop!(UnionPwAff<D: SetKind>: Sub sub SubAssign sub_assign);
typed_binop!(MultiAff<D: SetKind, R: Kind>: Add add AddAssign add_assign);
typed_binop!(MultiAff<D: SetKind, R: Kind>: Sub sub SubAssign sub_assign);
typed_binop!(MultiPwAff<D: SetKind, R: Kind>: Add add AddAssign add_assign);
typed_binop!(MultiPwAff<D: SetKind, R: Kind>: Sub sub SubAssign sub_assign);
typed_subset_order!(Set<K: SetKind>, UnionSet<K: SetKind>, Map<D: Kind, R: Kind>, UnionMap<D: Kind, R: Kind>);

/// `$Op` with a constant on either side of a typed expression `$ty` (a
/// primitive integer, a [`Val`] owned or borrowed; the expression owned or
/// borrowed), and `$OpAssign` with it on the right where the result is of
/// the same type: the untyped operator, its result of the kinds `$out`
/// says. `[$($g)*]` are the impl's generics.
macro_rules! typed_constants {
    ($gen:tt $ty:ty => $out:ty: $($Op:ident $op:ident $([$OpAssign:ident $op_assign:ident])?),+ $(,)?) => {$(
        typed_constants!(@right $gen [$ty] [$out] $Op $op [K: Integer] K);
        typed_constants!(@right $gen [$ty] [$out] $Op $op [] Val);
        typed_constants!(@right $gen [$ty] [$out] $Op $op [] &Val);
        typed_constants!(@left $gen [$ty] [$out] $Op $op Val);
        typed_constants!(@left $gen [$ty] [$out] $Op $op &Val);
        typed_constants!(@left $gen [$ty] [$out] $Op $op i8);
        typed_constants!(@left $gen [$ty] [$out] $Op $op i16);
        typed_constants!(@left $gen [$ty] [$out] $Op $op i32);
        typed_constants!(@left $gen [$ty] [$out] $Op $op i64);
        typed_constants!(@left $gen [$ty] [$out] $Op $op i128);
        typed_constants!(@left $gen [$ty] [$out] $Op $op isize);
        typed_constants!(@left $gen [$ty] [$out] $Op $op u8);
        typed_constants!(@left $gen [$ty] [$out] $Op $op u16);
        typed_constants!(@left $gen [$ty] [$out] $Op $op u32);
        typed_constants!(@left $gen [$ty] [$out] $Op $op u64);
        typed_constants!(@left $gen [$ty] [$out] $Op $op u128);
        typed_constants!(@left $gen [$ty] [$out] $Op $op usize);
        $(
            typed_constants!(@assign $gen [$ty] $OpAssign $op_assign [K: Integer] K);
            typed_constants!(@assign $gen [$ty] $OpAssign $op_assign [] Val);
            typed_constants!(@assign $gen [$ty] $OpAssign $op_assign [] &Val);
        )?
    )+};
    (@right [$($g:tt)*] [$ty:ty] [$out:ty] $Op:ident $op:ident [$($c:tt)*] $($cty:tt)+) => {
        impl<$($g)* $($c)*> $Op<$($cty)+> for $ty {
            type Output = $out;
            #[doc = concat!("The untyped `", stringify!($op), "` with the constant, consuming the expression: of the same kinds.")]
            #[inline(always)]
            fn $op(self, c: $($cty)+) -> $out {
                <$out>::unchecked($Op::$op(self.untyped(), c))
            }
        }
        impl<$($g)* $($c)*> $Op<$($cty)+> for &$ty {
            type Output = $out;
            #[doc = concat!("The untyped `", stringify!($op), "` with the constant, copying the expression: of the same kinds.")]
            #[inline(always)]
            fn $op(self, c: $($cty)+) -> $out {
                <$out>::unchecked($Op::$op(self.as_untyped(), c))
            }
        }
    };
    (@left [$($g:tt)*] [$ty:ty] [$out:ty] $Op:ident $op:ident $($cty:tt)+) => {
        impl<$($g)*> $Op<$ty> for $($cty)+ {
            type Output = $out;
            #[doc = concat!("The untyped `", stringify!($op), "` of the constant and the expression, consumed: of the same kinds.")]
            #[inline(always)]
            fn $op(self, e: $ty) -> $out {
                <$out>::unchecked($Op::$op(self, e.untyped()))
            }
        }
        impl<$($g)*> $Op<&$ty> for $($cty)+ {
            type Output = $out;
            #[doc = concat!("The untyped `", stringify!($op), "` of the constant and the expression, copied: of the same kinds.")]
            #[inline(always)]
            fn $op(self, e: &$ty) -> $out {
                <$out>::unchecked($Op::$op(self, e.as_untyped()))
            }
        }
    };
    (@assign [$($g:tt)*] [$ty:ty] $OpAssign:ident $op_assign:ident [$($c:tt)*] $($cty:tt)+) => {
        impl<$($g)* $($c)*> $OpAssign<$($cty)+> for $ty {
            #[doc = concat!("The untyped `", stringify!($op_assign), "` with the constant, in place.")]
            #[inline(always)]
            fn $op_assign(&mut self, c: $($cty)+) {
                $OpAssign::$op_assign(self.untyped_mut(), c);
            }
        }
    };
}

typed_constants!([D: SetKind,] Aff<D> => Aff<D>:
    Add add [AddAssign add_assign], Sub sub [SubAssign sub_assign], Mul mul [MulAssign mul_assign]);
typed_constants!([D: SetKind,] Aff<D> => PwAff<D>: Div div, Rem rem);
typed_constants!([D: SetKind,] PwAff<D> => PwAff<D>:
    Add add [AddAssign add_assign], Sub sub [SubAssign sub_assign], Mul mul [MulAssign mul_assign],
    Div div [DivAssign div_assign], Rem rem [RemAssign rem_assign]);
typed_constants!([D: SetKind,] UnionPwAff<D> => UnionPwAff<D>:
    Add add [AddAssign add_assign], Sub sub [SubAssign sub_assign], Mul mul [MulAssign mul_assign]);
typed_constants!([D: SetKind, R: Kind,] MultiAff<D, R> => MultiAff<D, R>:
    Add add [AddAssign add_assign], Sub sub [SubAssign sub_assign], Mul mul [MulAssign mul_assign]);
typed_constants!([D: SetKind, R: Kind,] MultiPwAff<D, R> => MultiPwAff<D, R>:
    Add add [AddAssign add_assign], Sub sub [SubAssign sub_assign], Mul mul [MulAssign mul_assign]);

/// Unary `-`, the untyped one: of the same kinds.
macro_rules! typed_neg {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> Neg for $name<$($k),+> {
            type Output = Self;
            /// The untyped `-`, in place: of the same kinds.
            #[inline(always)]
            fn neg(self) -> Self {
                $name::unchecked(-self.untyped())
            }
        }
        impl<$($k: $bound),+> Neg for &$name<$($k),+> {
            type Output = $name<$($k),+>;
            /// The untyped `-` of a copy: of the same kinds.
            #[inline(always)]
            fn neg(self) -> $name<$($k),+> {
                $name::unchecked(-self.as_untyped())
            }
        }
    )*};
}

typed_neg!(Aff<D: SetKind>, PwAff<D: SetKind>, UnionPwAff<D: SetKind>, MultiAff<D: SetKind, R: Kind>, MultiPwAff<D: SetKind, R: Kind>);
