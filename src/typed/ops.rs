//! Operators on typed objects, as on the untyped ones (`|`, `&`, `-`,
//! `op=`, `+`, the subset order), between objects of the same kinds: each
//! the untyped operator on the handles, the result of the same kinds.

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub, SubAssign};

use super::kinds::{Kind, SetKind};
use super::objects::{Aff, BasicMap, BasicSet, Map, PwAff, Set, UnionMap, UnionSet};

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
typed_subset_order!(Set<K: SetKind>, UnionSet<K: SetKind>, Map<D: Kind, R: Kind>, UnionMap<D: Kind, R: Kind>);
