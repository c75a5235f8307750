//! Functions that are NaN or infinite, refused with the system ISL where an
//! unpatched ISL divides by their zero denominator: pullbacks and
//! preimages, and the affine form of a quasi-polynomial.

#[cfg(isl_system)]
use super::errors::invalid;
use crate::error::Result;
use crate::object::Qpolynomial;

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

system_guard! {
    /// A function pulled back by, or an object's preimage under, a function
    /// that is not NaN: an unpatched ISL divides by NaN's denominator, zero
    /// (patches 0016, 0022).
    pub fn unpatched_no_nan<S: ?Sized, A: MayBeNan + ?Sized>(
        _: &S,
        arg: &A,
        f: &'static str,
    ) -> Result<()> {
        if arg.has_nan()? {
            return Err(invalid(f, "NaN expression not allowed".into()));
        }
        Ok(())
    }
}

system_guard! {
    /// A function that ISL uses as the function of a preimage without a name
    /// saying so: the range intersected by a tuple of functions (the range's
    /// preimage), a piecewise function applied to one (the preimage of each
    /// piece's domain), a function applied to another (a pullback by it). Not
    /// NaN: an unpatched ISL divides by NaN's denominator, zero (patch 0016).
    pub fn unpatched_no_nan_self<S: MayBeNan + ?Sized>(s: &S, f: &'static str) -> Result<()> {
        if s.has_nan()? {
            return Err(invalid(f, "NaN expression not allowed".into()));
        }
        Ok(())
    }
}

system_guard! {
    /// A quasi-polynomial converted to an affine expression: not infinite,
    /// which an unpatched ISL gives the constant 1/0 (patch 0039), nor NaN, which
    /// it gives 0.
    pub fn unpatched_finite(qp: &Qpolynomial, f: &'static str) -> Result<()> {
        if qp.is_infty()? || qp.is_neginfty()? || qp.is_nan()? {
            return Err(invalid(
                f,
                "infinite quasi-polynomial has no affine form".into(),
            ));
        }
        Ok(())
    }
}
