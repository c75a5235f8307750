//! The operator algebra, following `rug`'s conventions: owned operands are
//! consumed with no copy (the left one is updated in place), borrowed ones are
//! copied, and `op=` updates the left side in place.
//!
//! Operators cannot return `Result`: on an ISL error (two contexts, spaces
//! that do not match) they panic with ISL's message. Each has a method twin
//! that returns the error instead (`|` is `union`, `&` is `intersect`, `-` is
//! `subtract`, `+` is `add`, ...).

use crate::*;
use std::cmp::Ordering;
use std::ops::*;

fn check<T>(r: Result<T>) -> T {
    r.unwrap_or_else(|e| panic!("{e}"))
}

/// `$Op`/`$OpAssign` for every combination of owned and borrowed operands of
/// `$ty`, through the declared in-place method `$method`.
macro_rules! binop {
    ($ty:ident: $($Op:ident $op:ident $OpAssign:ident $op_assign:ident => $method:ident),* $(,)?) => {$(
        impl $Op<$ty> for $ty {
            type Output = $ty;
            #[doc = concat!("`", stringify!($method), "`, consuming both operands with no copy.")]
            fn $op(mut self, rhs: $ty) -> $ty {
                check(self.in_place().$method(rhs));
                self
            }
        }
        impl $Op<&$ty> for $ty {
            type Output = $ty;
            #[doc = concat!("`", stringify!($method), "`, consuming the left operand and copying the right one.")]
            fn $op(mut self, rhs: &$ty) -> $ty {
                check(self.in_place().$method(rhs));
                self
            }
        }
        impl $Op<$ty> for &$ty {
            type Output = $ty;
            #[doc = concat!("`", stringify!($method), "`, copying the left operand and consuming the right one.")]
            fn $op(self, rhs: $ty) -> $ty {
                check(self.$method(rhs))
            }
        }
        impl $Op<&$ty> for &$ty {
            type Output = $ty;
            #[doc = concat!("`", stringify!($method), "`, copying both operands.")]
            fn $op(self, rhs: &$ty) -> $ty {
                check(self.$method(rhs))
            }
        }
        impl $OpAssign<$ty> for $ty {
            #[doc = concat!("`", stringify!($method), "` in place, consuming the right operand.")]
            fn $op_assign(&mut self, rhs: $ty) {
                check(self.in_place().$method(rhs));
            }
        }
        impl $OpAssign<&$ty> for $ty {
            #[doc = concat!("`", stringify!($method), "` in place, copying the right operand.")]
            fn $op_assign(&mut self, rhs: &$ty) {
                check(self.in_place().$method(rhs));
            }
        }
    )*};
}

/// `PartialOrd` as the subset order: `a <= b` means a ⊆ b; sets that are
/// not comparable give `None`.
macro_rules! subset_order {
    ($($ty:ident),*) => {$(
        impl PartialOrd for $ty {
            fn partial_cmp(&self, other: &$ty) -> Option<Ordering> {
                match (check(self.is_subset(other)), check(other.is_subset(self))) {
                    (true, true) => Some(Ordering::Equal),
                    (true, false) => Some(Ordering::Less),
                    (false, true) => Some(Ordering::Greater),
                    (false, false) => None,
                }
            }
            fn le(&self, other: &$ty) -> bool {
                check(self.is_subset(other))
            }
            fn ge(&self, other: &$ty) -> bool {
                check(other.is_subset(self))
            }
            fn lt(&self, other: &$ty) -> bool {
                check(self.is_strict_subset(other))
            }
            fn gt(&self, other: &$ty) -> bool {
                check(other.is_strict_subset(self))
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
binop!(Aff: Add add AddAssign add_assign => add, Sub sub SubAssign sub_assign => sub);
binop!(PwAff: Add add AddAssign add_assign => add, Sub sub SubAssign sub_assign => sub);

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
neg!(Val, Aff, PwAff);

/// Scaling by a `Val` or an integer (made in the expression's own context).
macro_rules! scale {
    ($($ty:ident),*) => {$(
        impl Mul<Val> for $ty {
            type Output = $ty;
            /// `scale_val`, in place.
            fn mul(mut self, v: Val) -> $ty {
                check(self.in_place().scale_val(v));
                self
            }
        }
        impl Mul<&Val> for $ty {
            type Output = $ty;
            /// `scale_val`, in place.
            fn mul(mut self, v: &Val) -> $ty {
                check(self.in_place().scale_val(v));
                self
            }
        }
        impl Mul<&Val> for &$ty {
            type Output = $ty;
            /// `scale_val` of a copy.
            fn mul(self, v: &Val) -> $ty {
                check(self.scale_val(v))
            }
        }
        impl Mul<i64> for $ty {
            type Output = $ty;
            /// Scales by an integer, in place.
            fn mul(self, k: i64) -> $ty {
                let v = check(self.context().scope(|| Val::int_from_si(k)));
                self * v
            }
        }
        impl Mul<i64> for &$ty {
            type Output = $ty;
            /// Scales a copy by an integer.
            fn mul(self, k: i64) -> $ty {
                let v = check(self.context().scope(|| Val::int_from_si(k)));
                self * &v
            }
        }
        impl MulAssign<i64> for $ty {
            /// Scales by an integer, in place.
            fn mul_assign(&mut self, k: i64) {
                let v = check(self.context().scope(|| Val::int_from_si(k)));
                check(self.in_place().scale_val(v));
            }
        }
    )*};
}
scale!(Aff, PwAff);

impl PartialEq for Val {
    /// `isl_val_eq`. Panics with ISL's message on an error; `Val::eq` returns it.
    fn eq(&self, other: &Val) -> bool {
        check(Val::eq(self, other))
    }
}

impl PartialOrd for Val {
    /// The order of the rationals extended with ±∞; NaN is not comparable.
    fn partial_cmp(&self, other: &Val) -> Option<Ordering> {
        if check(Val::lt(self, other)) {
            Some(Ordering::Less)
        } else if check(Val::gt(self, other)) {
            Some(Ordering::Greater)
        } else if check(Val::eq(self, other)) {
            Some(Ordering::Equal)
        } else {
            None
        }
    }
}

impl PartialEq for Id {
    /// ISL shares one `isl_id` per name and user pointer in a context, so
    /// equal identifiers are the same object.
    fn eq(&self, other: &Id) -> bool {
        crate::object::Object::as_raw(self) == crate::object::Object::as_raw(other)
    }
}

impl Eq for Id {}

impl Set {
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
