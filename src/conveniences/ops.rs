//! The operator algebra, following `rug`'s conventions: owned operands are
//! consumed with no copy (the left one is updated in place), borrowed ones are
//! copied, and `op=` updates the left side in place.
//!
//! Operators cannot return `Result`: on an ISL error (two contexts, spaces
//! that do not match) they panic with ISL's message. Each has a method twin
//! that returns the error instead (`|` is `union`, `&` is `intersect`, `-` is
//! `subtract`, `+` is `add`, ...).

use crate::error::*;
use crate::object::*;
use std::cmp::Ordering;
use std::ops::*;

#[inline]
fn check<T>(r: Result<T>) -> T {
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

/// `$Op`/`$OpAssign` for every combination of owned and borrowed operands of
/// `$ty`, through the declared in-place method `$method`.
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
}

/// `PartialOrd` as the subset order: `a <= b` means a ⊆ b; sets that are
/// not comparable give `None`.
macro_rules! subset_order {
    ($($ty:ident),*) => {$(
        impl PartialOrd for $ty {
            /// Never panics: when ISL cannot decide (objects of two contexts,
            /// the operation limit), the sets are not comparable (`None`, and
            /// `<`, `<=`, `>`, `>=` are false); `is_subset` returns the error.
            fn partial_cmp(&self, other: &$ty) -> Option<Ordering> {
                match (self.is_subset(other).ok()?, other.is_subset(self).ok()?) {
                    (true, true) => Some(Ordering::Equal),
                    (true, false) => Some(Ordering::Less),
                    (false, true) => Some(Ordering::Greater),
                    (false, false) => None,
                }
            }
            fn le(&self, other: &$ty) -> bool {
                self.is_subset(other).unwrap_or(false)
            }
            fn ge(&self, other: &$ty) -> bool {
                other.is_subset(self).unwrap_or(false)
            }
            fn lt(&self, other: &$ty) -> bool {
                self.is_strict_subset(other).unwrap_or(false)
            }
            fn gt(&self, other: &$ty) -> bool {
                other.is_strict_subset(self).unwrap_or(false)
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
neg!(Val, Aff, PwAff, Qpolynomial, PwQpolynomial);

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
        impl Mul<$ty> for i64 {
            type Output = $ty;
            /// Scales by an integer, in place (`3 * e` is `e * 3`).
            fn mul(self, e: $ty) -> $ty {
                e * self
            }
        }
        impl Mul<&$ty> for i64 {
            type Output = $ty;
            /// Scales a copy by an integer.
            fn mul(self, e: &$ty) -> $ty {
                e * self
            }
        }
    )*};
}
scale!(Aff, PwAff, Qpolynomial, PwQpolynomial);

impl PartialEq for Val {
    /// `isl_val_eq`. Never panics: values of two contexts, or a failing
    /// call, compare unequal; `Val::eq` returns the error.
    fn eq(&self, other: &Val) -> bool {
        Val::eq(self, other).unwrap_or(false)
    }
}

impl PartialOrd for Val {
    /// The order of the rationals extended with ±∞; NaN is not comparable,
    /// nor are values ISL cannot compare (two contexts): `None`.
    fn partial_cmp(&self, other: &Val) -> Option<Ordering> {
        if Val::lt(self, other).ok()? {
            Some(Ordering::Less)
        } else if Val::gt(self, other).ok()? {
            Some(Ordering::Greater)
        } else if Val::eq(self, other).ok()? {
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
    /// The value against a plain integer; NaN is not comparable.
    fn partial_cmp(&self, other: &i64) -> Option<Ordering> {
        if self.is_nan().ok()? {
            return None;
        }
        Some(self.cmp_si(*other).ok()?.cmp(&0))
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

impl TryFrom<i64> for Val {
    type Error = Error;
    /// The integer as a value in the thread's current context
    /// ([`Val::int_from_si`]).
    fn try_from(v: i64) -> Result<Val> {
        Val::int_from_si(v)
    }
}

/// `+ i64` and `- i64` (either side) on affine expressions and
/// quasi-polynomials: the constant is a value in the expression's context,
/// added by `$add_val` (`fn(&T, Val) -> Result<T>`).
macro_rules! constant_terms {
    ($d:tt $($ty:ident: $add_val:expr),* $(,)?) => {
        $(
        impl Add<i64> for $ty {
            type Output = $ty;
            fn add(self, k: i64) -> $ty {
                check(self.add_constant(k))
            }
        }

        impl Add<i64> for &$ty {
            type Output = $ty;
            fn add(self, k: i64) -> $ty {
                check(self.add_constant(k))
            }
        }

        impl Sub<i64> for $ty {
            type Output = $ty;
            fn sub(self, k: i64) -> $ty {
                check(self.sub_constant(k))
            }
        }

        impl Sub<i64> for &$ty {
            type Output = $ty;
            fn sub(self, k: i64) -> $ty {
                check(self.sub_constant(k))
            }
        }

        impl Add<$ty> for i64 {
            type Output = $ty;
            fn add(self, e: $ty) -> $ty {
                e + self
            }
        }

        impl Add<&$ty> for i64 {
            type Output = $ty;
            fn add(self, e: &$ty) -> $ty {
                e + self
            }
        }

        impl Sub<$ty> for i64 {
            type Output = $ty;
            fn sub(self, e: $ty) -> $ty {
                -e + self
            }
        }

        impl Sub<&$ty> for i64 {
            type Output = $ty;
            fn sub(self, e: &$ty) -> $ty {
                -e + self
            }
        }

        impl AddAssign<i64> for $ty {
            fn add_assign(&mut self, k: i64) {
                *self = check(self.add_constant(k));
            }
        }

        impl SubAssign<i64> for $ty {
            fn sub_assign(&mut self, k: i64) {
                *self = check(self.sub_constant(k));
            }
        }
        )*

        macro_rules! constant_terms_methods {
            $( ($ty) => {
                /// Adds the integer constant `k` (a value in this expression's
                /// context).
                pub fn add_constant(&self, k: i64) -> Result<$ty> {
                    let v = self.context().scope(|| Val::int_from_si(k))?;
                    ($add_val)(self, v)
                }

                /// Subtracts the integer constant `k` (exact for every `i64`).
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
    PwQpolynomial: |e: &PwQpolynomial, v: Val| {
        let c = Qpolynomial::val_on_domain(e.get_domain_space()?, v)?;
        e.add(PwQpolynomial::from_qpolynomial(c)?)
    },
    Qpolynomial: |e: &Qpolynomial, v: Val| e.add(Qpolynomial::val_on_domain(e.get_domain_space()?, v)?),
);

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
