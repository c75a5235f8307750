//! Upcasts: `BasicSet` → `Set` → `UnionSet`, `BasicMap` → `Map` → `UnionMap`,
//! `Aff` → `PwAff`. The narrower type is also accepted wherever the wider one
//! is taken or kept (see [`Take`](crate::Take)).

use crate::error::{Error, Result};
use crate::object::*;

macro_rules! upcast {
    ($($narrow:ident => $wide:ident : $conv:ident),* $(,)?) => {$(
        impl From<$narrow> for $wide {
            #[doc = concat!("`", stringify!($wide), "::", stringify!($conv), "`; panics only if ISL runs out of memory.")]
            fn from(x: $narrow) -> $wide {
                $wide::$conv(x).unwrap_or_else(|e| panic!("{e}"))
            }
        }
    )*};
}

upcast! {
    BasicSet => Set: from_basic_set,
    BasicSet => UnionSet: from_basic_set,
    Set => UnionSet: from_set,
    BasicMap => Map: from_basic_map,
    BasicMap => UnionMap: from_basic_map,
    Map => UnionMap: from_map,
    Aff => PwAff: from_aff,
}

/// An integer of 128 bits as a value, in the thread's current context (as
/// [`Val::int_from_si`]): its magnitude's two 64-bit chunks
/// (`isl_val_int_from_chunks`), negated for a negative one (`isl_val_neg`).
fn val_from_u128(magnitude: u128, negative: bool) -> Result<Val> {
    let v = Val::int_from_chunks(&[magnitude as u64, (magnitude >> 64) as u64])?;
    if negative {
        v.by_value().neg()
    } else {
        Ok(v)
    }
}

/// A value's magnitude and sign, if it is an integer of at most 128 bits
/// (`isl_val_get_abs_num_chunks`); `to` names the target type in the error.
fn val_to_u128(v: &Val, to: &'static str) -> Result<(u128, bool)> {
    let refuse = |why: &str| Error::InvalidArgument {
        function: to,
        message: format!("{v} {why}"),
    };
    if !v.is_int()? {
        return Err(refuse("is not an integer"));
    }
    let chunks = v.abs_num_chunks::<u64>()?;
    if chunks.len() > 2 {
        return Err(refuse("is out of range"));
    }
    let magnitude = chunks
        .iter()
        .rev()
        .fold(0u128, |acc, &c| (acc << 64) | u128::from(c));
    Ok((magnitude, v.is_neg()?))
}

impl TryFrom<i128> for Val {
    type Error = Error;
    /// The integer as a value, exactly, in the thread's current context (as
    /// [`Val::int_from_si`]; `Err(Error::NoContext)` outside any).
    ///
    /// ```
    /// use isl_safe::{Context, Val};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let min = Val::try_from(i128::MIN)?;
    /// assert_eq!(min.to_string(), "-170141183460469231731687303715884105728");
    /// assert_eq!(i128::try_from(&min)?, i128::MIN);
    /// // Out of range, or not an integer: an error, never a wrapped value.
    /// assert!(i128::try_from(&(min - 1)).is_err());
    /// assert!(i128::try_from("1/2".parse::<Val>()?).is_err());
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    fn try_from(v: i128) -> Result<Val> {
        val_from_u128(v.unsigned_abs(), v < 0)
    }
}

impl TryFrom<u128> for Val {
    type Error = Error;
    /// The integer as a value, exactly, in the thread's current context.
    fn try_from(v: u128) -> Result<Val> {
        val_from_u128(v, false)
    }
}

impl TryFrom<&Val> for i128 {
    type Error = Error;
    /// The value as an `i128`, exactly: `Err(Error::InvalidArgument)` for a
    /// value that is not an integer (a rational, ±∞, NaN) or out of range.
    fn try_from(v: &Val) -> Result<i128> {
        const TO: &str = "TryFrom<&Val> for i128";
        let (magnitude, negative) = val_to_u128(v, TO)?;
        let out_of_range = || Error::InvalidArgument {
            function: TO,
            message: format!("{v} is out of range"),
        };
        if negative {
            // -2^127 is the one magnitude with no positive counterpart.
            0i128
                .checked_sub_unsigned(magnitude)
                .ok_or_else(out_of_range)
        } else {
            i128::try_from(magnitude).map_err(|_| out_of_range())
        }
    }
}

impl TryFrom<Val> for i128 {
    type Error = Error;
    /// As `i128::try_from(&v)`.
    fn try_from(v: Val) -> Result<i128> {
        i128::try_from(&v)
    }
}

impl TryFrom<&Val> for u128 {
    type Error = Error;
    /// The value as a `u128`, exactly: `Err(Error::InvalidArgument)` for a
    /// value that is not an integer (a rational, ±∞, NaN), negative or too
    /// large.
    ///
    /// ```
    /// use isl_safe::{Context, Val};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let max = Val::try_from(u128::MAX)?;
    /// assert_eq!(u128::try_from(&max)?, u128::MAX);
    /// assert!(u128::try_from(max + 1).is_err());
    /// assert!(u128::try_from(Val::try_from(-1)?).is_err());
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    fn try_from(v: &Val) -> Result<u128> {
        const TO: &str = "TryFrom<&Val> for u128";
        match val_to_u128(v, TO)? {
            (magnitude, false) => Ok(magnitude),
            (0, true) => Ok(0),
            (_, true) => Err(Error::InvalidArgument {
                function: TO,
                message: format!("{v} is negative"),
            }),
        }
    }
}

impl TryFrom<Val> for u128 {
    type Error = Error;
    /// As `u128::try_from(&v)`.
    fn try_from(v: Val) -> Result<u128> {
        u128::try_from(&v)
    }
}
