//! Plain values: integers, enums, strings.

use super::Arg;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::object::DimType;
use crate::object::Sealed;
use crate::prim::{sys, CStrArg};
use std::ffi::{c_char, c_int, c_long, c_uint, c_ulong};

/// A plain value that can fill a parameter of type `P`.
///
/// Integers are checked against the C type's range
/// ([`Error::OutOfRange`](crate::Error::OutOfRange)); `bool` fills ISL's
/// boolean-valued `int` parameters (`band_set_permutable(true)`); strings
/// (`&str`, `String`, `&&str`, `Box<str>`, `Cow<str>`, `Rc<str>`) are copied
/// into C strings ([`Error::InteriorNul`](crate::Error::InteriorNul) if they
/// contain a NUL byte). Sealed: implemented only by this crate.
///
/// ```
/// use isl_safe::{Context, DimType, Error, Set};
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// let s: Set = "{ [i, j] }".parse().unwrap();
/// assert_eq!(s.fix_si(DimType::Set, 0, 3).unwrap().to_string(), "{ [i = 3, j] }");
/// assert!(matches!(s.fix_si(DimType::Set, 0, i64::MAX), Err(Error::OutOfRange { .. })));
/// assert!(matches!(Set::read_from_str("{ [i] }\0"), Err(Error::InteriorNul { .. })));
/// ```
pub trait Param<P: ?Sized + ParamType>: Sealed {
    /// The prepared value.
    #[doc(hidden)]
    type Ready: Arg<Raw = P::Raw> + Value;
    /// Converts for the C call of `function`.
    #[doc(hidden)]
    fn prepare(self, function: &'static str) -> Result<Self::Ready>;
}

/// A parameter type of an ISL function, and the C type it is passed as.
pub trait ParamType {
    /// The C type.
    type Raw;
}

macro_rules! param_type {
    ($($t:ty => $raw:ty),* $(,)?) => {$( impl ParamType for $t { type Raw = $raw; } )*};
}
param_type! {
    c_int => c_int,
    c_uint => c_uint,
    c_long => c_long,
    c_ulong => c_ulong,
    bool => c_int,
    f64 => f64,
    usize => usize,
    DimType => sys::isl_dim_type,
    str => *const c_char,
}

/// A prepared plain value, passed as it is.
#[derive(Debug)]
pub struct Plain<R>(pub R);

impl<R> Arg for Plain<R> {
    type Raw = R;
    type Guard = ();
    #[inline]
    fn context(&self) -> Option<&Context> {
        None
    }
    #[inline]
    fn lower(self) -> (R, ()) {
        (self.0, ())
    }
}

/// A prepared plain value whose C value can be read before the call (by the
/// argument guards, `src/specs/guards/`).
pub trait Value: Arg {
    /// The value passed to C.
    fn value(&self) -> Self::Raw;
}

impl<R: Copy> Value for Plain<R> {
    #[inline]
    fn value(&self) -> R {
        self.0
    }
}

impl Value for CStrArg {
    #[inline]
    fn value(&self) -> *const c_char {
        self.as_ptr()
    }
}

/// Integer parameters: any Rust integer that fits the C type.
macro_rules! int_param {
    ($($c:ty => $($rust:ty),*;)*) => {$($(
        impl Param<$c> for $rust {
            type Ready = Plain<$c>;
            #[inline]
            #[allow(irrefutable_let_patterns)]
            fn prepare(self, function: &'static str) -> Result<Plain<$c>> {
                <$c>::try_from(self).map(Plain).map_err(|_| Error::OutOfRange {
                    function,
                    value: self as i128,
                })
            }
        }
    )*)*};
}

macro_rules! sealed {
    ($($t:ty),*) => {$( impl Sealed for $t {} )*};
}
sealed!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f64, DimType, bool);

int_param! {
    c_int => i8, i16, i32, i64, isize, u8, u16, u32, u64, usize;
    c_uint => u8, u16, u32, u64, usize, i32, i64;
    c_long => i8, i16, i32, i64, isize, u8, u16, u32, usize;
    c_ulong => u8, u16, u32, u64, usize;
}

impl Param<f64> for f64 {
    type Ready = Plain<f64>;
    #[inline]
    fn prepare(self, _: &'static str) -> Result<Plain<f64>> {
        Ok(Plain(self))
    }
}

impl Param<usize> for usize {
    type Ready = Plain<usize>;
    #[inline]
    fn prepare(self, _: &'static str) -> Result<Plain<usize>> {
        Ok(Plain(self))
    }
}

impl Param<bool> for bool {
    type Ready = Plain<c_int>;
    #[inline]
    fn prepare(self, _: &'static str) -> Result<Plain<c_int>> {
        Ok(Plain(self as c_int))
    }
}

/// ISL's boolean-valued `int` parameters (`band_set_permutable`, the
/// scheduler's options, ...) take `true` and `false` as 1 and 0.
impl Param<c_int> for bool {
    type Ready = Plain<c_int>;
    #[inline]
    fn prepare(self, _: &'static str) -> Result<Plain<c_int>> {
        Ok(Plain(self as c_int))
    }
}

impl Param<DimType> for DimType {
    type Ready = Plain<sys::isl_dim_type>;
    #[inline]
    fn prepare(self, _: &'static str) -> Result<Self::Ready> {
        Ok(Plain(self.raw()))
    }
}

impl Arg for CStrArg {
    type Raw = *const c_char;
    type Guard = CStrArg;
    #[inline]
    fn context(&self) -> Option<&Context> {
        None
    }
    #[inline]
    fn lower(self) -> (*const c_char, CStrArg) {
        // The bytes live on the heap: moving the guard keeps the pointer valid.
        (self.as_ptr(), self)
    }
}

macro_rules! str_param {
    ($($t:ty),*) => {$(
        impl Sealed for $t {}

        impl Param<str> for $t {
            type Ready = CStrArg;
            #[inline]
            fn prepare(self, function: &'static str) -> Result<CStrArg> {
                CStrArg::new(&self, function)
            }
        }
    )*};
}
// Every usual owner or borrow of a string (what `AsRef<str>` covers; a
// blanket impl would make the sealed trait open to every type).
str_param!(
    &str,
    String,
    &String,
    &&str,
    &&String,
    Box<str>,
    &Box<str>,
    std::borrow::Cow<'_, str>,
    &std::borrow::Cow<'_, str>,
    std::rc::Rc<str>,
    &std::rc::Rc<str>
);
