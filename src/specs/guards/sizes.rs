//! The sizes of values and lists with the system ISL, whose operation limit
//! counts neither the bytes of large numbers nor those of a list doubled
//! again and again: `isl_val_pow2`'s exponent, the numbers of an arithmetic
//! operation, concatenated lists.

use crate::error::Result;
use crate::object::Val;
#[cfg(isl_system)]
use {super::arguments::MAX_ELEMENTS, super::errors::invalid};

system_guard! {
    /// The exponent of `isl_val_pow2`, at most 65536 in absolute value (an
    /// unpatched ISL aborts on larger ones, patch 0006).
    pub fn unpatched_pow2(v: &Val, f: &'static str) -> Result<()> {
        if v.is_int()? && v.abs()?.cmp_si(65536)? > 0 {
            return Err(invalid(f, "exponent too large".into()));
        }
        Ok(())
    }
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

system_guard! {
    /// The most elements a list may get by concatenation with the system ISL
    /// ([`MAX_ELEMENTS`](super::arguments::MAX_ELEMENTS)): its operation limit
    /// does not count the bytes a list doubled again and again takes (the
    /// bundled build's patch 0033 makes it).
    pub fn unpatched_list_concat<S: Size + ?Sized, L: Size + ?Sized>(
        s: &S,
        list2: &L,
        f: &'static str,
    ) -> Result<()> {
        let max = MAX_ELEMENTS as usize;
        let (a, b) = (s.size_of()?, list2.size_of()?);
        if a + b > max {
            return Err(invalid(
                f,
                format!("a list of {a} + {b} elements exceeds the limit of {max}"),
            ));
        }
        Ok(())
    }
}

/// The most bytes of numbers an arithmetic operation on values may take
/// with the system ISL (a million bits): its operation limit does not count
/// the work of large numbers (the bundled build's patch 0034 makes it), and
/// GMP aborts when a number outgrows the memory.
pub const MAX_VALUE_BYTES: usize = 1 << 17;

system_guard! {
    /// Values combined by an arithmetic operation: their numbers within
    /// [`MAX_VALUE_BYTES`].
    pub fn unpatched_val_size<S: Size + ?Sized, O: Size + ?Sized>(
        s: &S,
        other: &O,
        f: &'static str,
    ) -> Result<()> {
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
        Ok(())
    }
}
