//! ISL functions whose shapes the DSL does not express, written by hand:
//! C arrays passed in or filled in ([`BasicSet::dims_get_sign`],
//! [`Qpolynomial::substitute`], [`Val::abs_num_chunks`],
//! [`Val::int_from_chunks`]), a matrix changed in place ([`Mat::col_add`])
//! and a callback with no user data ([`BasicSet::multiplicative_call`]).
//! Each runs the same argument guards as the generated methods.

use crate::context::Context;
use crate::error::{Error, Result};
use crate::object::{ref_count, Object};
use crate::object::{
    BasicSet, DimType, Mat, Point, PwQpolynomial, Qpolynomial, QpolynomialFold, Val,
};
use crate::prim::sys;
use crate::qualifiers::{Param, Value};
use crate::specs::guards;
use std::any::Any;
use std::cell::RefCell;
use std::ffi::{c_uint, c_void};
use std::panic::{self, AssertUnwindSafe};

impl BasicSet {
    /// The sign of each of the `n` dimensions of type `type_` from `first`
    /// over this set: `1` if the dimension is never negative, `-1` if it is
    /// never positive, `0` if it takes both positive and negative values
    /// (ISL's `isl_basic_set_dims_get_sign`, which fills a C array).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, DimType};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicSet = "{ [i, j, k] : 0 <= i <= 4 and -3 <= j <= 0 and -1 <= k <= 1 }".parse().unwrap();
    /// assert_eq!(b.dims_get_sign(DimType::Set, 0, 3).unwrap(), vec![1, -1, 0]);
    /// // Dimensions that do not exist are an error.
    /// assert!(b.dims_get_sign(DimType::Set, 2, 2).is_err());
    /// ```
    #[doc(alias = "isl_basic_set_dims_get_sign")]
    pub fn dims_get_sign(&self, type_: DimType, first: u32, n: u32) -> Result<Vec<i32>> {
        const FN: &str = "isl_basic_set_dims_get_sign";
        let ty = Param::<DimType>::prepare(type_, FN)?;
        let first = Param::<c_uint>::prepare(first, FN)?;
        let count = Param::<c_uint>::prepare(n, FN)?;
        guards::range(self, &ty, &first, &count, FN)?;
        let mut signs = vec![0; n as usize];
        let ctx = self.context();
        // SAFETY: a live set; `signs` has room for the `n` signs ISL writes
        // (the range of dimensions was checked above).
        let stat = unsafe {
            sys::isl_basic_set_dims_get_sign(
                self.as_raw(),
                ty.value(),
                first.value(),
                count.value(),
                signs.as_mut_ptr(),
            )
        };
        if stat.0 < 0 {
            return Err(ctx.take_error(FN));
        }
        Ok(signs)
    }

    /// The result of `f` on this set, computed factor by factor: ISL splits
    /// the set into independent factors (groups of dimensions no constraint
    /// links), calls `f` on each and multiplies the results; a set with one
    /// factor is passed whole (ISL's `isl_basic_set_multiplicative_call`,
    /// used to count points of products of sets).
    ///
    /// `f`'s `Err` stops the computation and is returned; a panic in `f`
    /// resumes once ISL has returned.
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, PwQpolynomial};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// // Two independent factors: 0 <= i < 3 and 0 <= j < 5.
    /// let b: BasicSet = "{ [i, j] : 0 <= i < 3 and 0 <= j < 5 }".parse().unwrap();
    /// let mut factors = Vec::new();
    /// let count = b
    ///     .multiplicative_call(|factor: BasicSet| {
    ///         factors.push(factor.to_string());
    ///         let points = factor.count_val()?.to_string();
    ///         format!("{{ {points} }}").parse::<PwQpolynomial>()
    ///     })
    ///     .unwrap();
    /// assert_eq!(factors.len(), 2);
    /// assert_eq!(count.to_string(), "{ 15 }");
    /// ```
    #[doc(alias = "isl_basic_set_multiplicative_call")]
    pub fn multiplicative_call<E: From<Error>>(
        &self,
        f: impl FnMut(BasicSet) -> std::result::Result<PwQpolynomial, E>,
    ) -> std::result::Result<PwQpolynomial, E> {
        const FN: &str = "isl_basic_set_multiplicative_call";
        let ctx = self.context().clone();
        let mut state = MultiplicativeState {
            f: Box::new(f),
            ctx: ctx.clone(),
            err: None,
            panic: None,
        };
        // ISL's callback has no user pointer: the state is reached through a
        // thread-local stack, whose top is the innermost call's (a closure may
        // itself call `multiplicative_call`). The guard pops it, also on unwind.
        let ptr = &mut state as *mut MultiplicativeState<'_, E> as *mut c_void;
        MULTIPLICATIVE.with(|stack| stack.borrow_mut().push(ptr));
        struct Pop;
        impl Drop for Pop {
            fn drop(&mut self) {
                MULTIPLICATIVE.with(|stack| stack.borrow_mut().pop());
            }
        }
        let pop = Pop;
        let this = self.clone().into_raw();
        // SAFETY: `this` is an owned copy that moves to ISL; the trampoline
        // matches the state on top of the stack, which outlives the call.
        let raw = unsafe {
            sys::isl_basic_set_multiplicative_call(this, Some(multiplicative_tramp::<E>))
        };
        drop(pop);
        if state.panic.is_some() || state.err.is_some() {
            ctx.raw().reset_error();
        }
        // SAFETY: an owned result made in `ctx`, or NULL.
        let result = unsafe { PwQpolynomial::from_raw(raw, ctx.clone()) };
        if let Some(payload) = state.panic.take() {
            panic::resume_unwind(payload);
        }
        if let Some(e) = state.err.take() {
            return Err(e);
        }
        result.ok_or_else(|| ctx.take_error(FN).into())
    }
}

thread_local! {
    /// The states of the `multiplicative_call`s running on this thread,
    /// innermost last.
    static MULTIPLICATIVE: RefCell<Vec<*mut c_void>> = const { RefCell::new(Vec::new()) };
}

/// What the trampoline of [`BasicSet::multiplicative_call`] reaches.
struct MultiplicativeState<'a, E> {
    f: Box<dyn FnMut(BasicSet) -> std::result::Result<PwQpolynomial, E> + 'a>,
    ctx: Context,
    err: Option<E>,
    panic: Option<Box<dyn Any + Send>>,
}

unsafe extern "C" fn multiplicative_tramp<E>(
    raw: *mut sys::isl_basic_set,
) -> *mut sys::isl_pw_qpolynomial {
    let Some(top) = MULTIPLICATIVE.with(|stack| stack.borrow().last().copied()) else {
        // SAFETY: ISL gave us the set; nobody else will free it.
        unsafe { sys::isl_basic_set_free(raw) };
        return std::ptr::null_mut();
    };
    // SAFETY: the top of the stack is the state of the innermost
    // `multiplicative_call` on this thread, the one ISL is running, whose
    // error type is `E` (the trampoline is instantiated with it).
    let st = unsafe { &mut *(top as *mut MultiplicativeState<'_, E>) };
    // SAFETY: ISL gives the callback ownership of the set, made in the call's context.
    let Some(factor) = (unsafe { BasicSet::from_raw(raw, st.ctx.clone()) }) else {
        return std::ptr::null_mut();
    };
    if st.err.is_some() || st.panic.is_some() {
        return std::ptr::null_mut();
    }
    match panic::catch_unwind(AssertUnwindSafe(|| (st.f)(factor))) {
        Ok(Ok(result)) => result.into_raw(),
        Ok(Err(e)) => {
            st.err = Some(e);
            std::ptr::null_mut()
        }
        Err(payload) => {
            st.panic = Some(payload);
            std::ptr::null_mut()
        }
    }
}

/// The substitution shared by quasipolynomials and their folds: checks, then
/// hands ISL a C array of borrowed pointers.
macro_rules! substitute {
    ($ty:ident, $cfn:ident, $alias:literal, $example:literal) => {
        impl $ty {
            /// Replaces the `subs.len()` dimensions of type `type_` from
            /// `first` by the quasipolynomials `subs`, which live in this
            /// object's domain space (ISL's `
            #[doc = stringify!($cfn)]
            /// `, which takes a C array of them).
            ///
            /// ```
            /// use isl_safe::{Context, DimType, Qpolynomial, QpolynomialFold};
            /// let ctx = Context::new().unwrap();
            /// let _scope = ctx.enter();
            #[doc = $example]
            /// ```
            #[doc(alias = $alias)]
            pub fn substitute(
                &self,
                type_: DimType,
                first: u32,
                subs: &[Qpolynomial],
            ) -> Result<$ty> {
                const FN: &str = stringify!($cfn);
                let n = u32::try_from(subs.len()).map_err(|_| Error::InvalidArgument {
                    function: FN,
                    message: format!("{} substitutions are too many", subs.len()),
                })?;
                let ty = Param::<DimType>::prepare(type_, FN)?;
                let first = Param::<c_uint>::prepare(first, FN)?;
                let count = Param::<c_uint>::prepare(n, FN)?;
                let mut contexts = vec![Some(self.context())];
                contexts.extend(subs.iter().map(|s| Some(s.context())));
                let ctx = Context::common(&contexts, FN)?;
                guards::range(self, &ty, &first, &count, FN)?;
                let mut array: Vec<*mut sys::isl_qpolynomial> =
                    subs.iter().map(|s| s.as_raw()).collect();
                let this = self.clone().into_raw();
                // SAFETY: `this` is an owned copy that moves to ISL; the array
                // holds `n` live quasipolynomials ISL only borrows (`subs`
                // outlives the call); the range was checked above and ISL
                // checks the spaces itself.
                let raw = unsafe {
                    sys::$cfn(
                        this,
                        ty.value(),
                        first.value(),
                        count.value(),
                        array.as_mut_ptr(),
                    )
                };
                // SAFETY: an owned result made in `ctx`, or NULL.
                unsafe { $ty::from_raw(raw, ctx.clone()) }.ok_or_else(|| ctx.take_error(FN))
            }
        }
    };
}

substitute!(
    Qpolynomial,
    isl_qpolynomial_substitute,
    "isl_qpolynomial_substitute",
    "let q = |text: &str| Qpolynomial::from_aff(text.parse::<isl_safe::Aff>().unwrap()).unwrap();
// i * j with j replaced by i + 1: i * (i + 1).
let qp = q(\"{ [i, j] -> [(i)] }\").mul(q(\"{ [i, j] -> [(j)] }\")).unwrap();
let r = qp.substitute(DimType::In, 1, &[q(\"{ [i, j] -> [(i + 1)] }\")]).unwrap();
let expected = q(\"{ [i, j] -> [(i)] }\").mul(q(\"{ [i, j] -> [(i + 1)] }\")).unwrap();
assert!(r.plain_is_equal(&expected).unwrap());
// A dimension that does not exist is an error.
assert!(qp.substitute(DimType::In, 2, &[qp.clone()]).is_err());"
);

substitute!(
    QpolynomialFold,
    isl_qpolynomial_fold_substitute,
    "isl_qpolynomial_fold_substitute",
    "let q = |text: &str| Qpolynomial::from_aff(text.parse::<isl_safe::Aff>().unwrap()).unwrap();
let fold = QpolynomialFold::alloc(isl_safe::Fold::Max, q(\"{ [i, j] -> [(i + j)] }\")).unwrap();
let r = fold.substitute(DimType::In, 0, &[q(\"{ [i, j] -> [(2)] }\")]).unwrap();
let expected = QpolynomialFold::alloc(isl_safe::Fold::Max, q(\"{ [i, j] -> [(2 + j)] }\")).unwrap();
assert!(r.plain_is_equal(&expected).unwrap());"
);
/// An unsigned integer type a [`Val`]'s absolute value can be cut into
/// (`u8`, `u16`, `u32`, `u64`): ISL's chunks, least significant first.
///
/// ```
/// use isl_safe::{Context, Val};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let v = Val::int_from_chunks(&[0_u32, 1])?;
/// assert_eq!(v.to_string(), "4294967296");
/// assert_eq!(v.abs_num_chunks::<u16>()?, [0, 0, 1]);
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub trait Chunk: Copy + Default + crate::object::Sealed {}
impl Chunk for u8 {}
impl Chunk for u16 {}
impl Chunk for u32 {}
impl Chunk for u64 {}

impl Val {
    /// The absolute value of this rational's numerator in chunks of type
    /// `C`, least significant first (ISL's `isl_val_get_abs_num_chunks`
    /// with the count of `isl_val_n_abs_num_chunks`). Zero is one zero
    /// chunk; infinities and NaN are an error.
    ///
    /// ```
    /// use isl_safe::{Context, Val};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let v: Val = "-18446744073709551617".parse().unwrap(); // -(2^64 + 1)
    /// assert_eq!(v.abs_num_chunks::<u64>().unwrap(), vec![1, 1]);
    /// assert_eq!(v.abs_num_chunks::<u32>().unwrap(), vec![1, 0, 1]);
    /// let back = Val::int_from_chunks(&[1u64, 1]).unwrap();
    /// assert_eq!(back, v.abs().unwrap());
    /// assert!(Val::nan().unwrap().abs_num_chunks::<u8>().is_err());
    /// ```
    #[doc(alias = "isl_val_get_abs_num_chunks")]
    pub fn abs_num_chunks<C: Chunk>(&self) -> Result<Vec<C>> {
        const FN: &str = "isl_val_get_abs_num_chunks";
        let size = std::mem::size_of::<C>();
        let n = self.n_abs_num_chunks(size)?;
        // One chunk at least: ISL writes one for zero.
        let mut chunks = vec![C::default(); n.max(1)];
        let ctx = self.context();
        // SAFETY: a live value; `chunks` has room for the `n` chunks of
        // `size` bytes ISL writes (the count ISL itself computed).
        let stat = unsafe {
            sys::isl_val_get_abs_num_chunks(self.as_raw(), size, chunks.as_mut_ptr().cast())
        };
        if stat.0 < 0 {
            return Err(ctx.take_error(FN));
        }
        Ok(chunks)
    }

    /// The non-negative integer whose chunks of type `C` are `chunks`, least
    /// significant first (ISL's `isl_val_int_from_chunks`), in the thread's
    /// current context. No chunks is zero.
    ///
    /// ```
    /// use isl_safe::{Context, Val};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// assert_eq!(Val::int_from_chunks(&[0x34u8, 0x12]).unwrap().to_string(), "4660");
    /// assert_eq!(Val::int_from_chunks::<u32>(&[]).unwrap().to_string(), "0");
    /// ```
    #[doc(alias = "isl_val_int_from_chunks")]
    pub fn int_from_chunks<C: Chunk>(chunks: &[C]) -> Result<Val> {
        const FN: &str = "isl_val_int_from_chunks";
        let ctx = Context::current()?;
        let zero = [C::default()];
        let chunks = if chunks.is_empty() { &zero[..] } else { chunks };
        // SAFETY: live context; `chunks` holds `len` chunks of
        // `size_of::<C>()` bytes each, which ISL only reads.
        let raw = unsafe {
            sys::isl_val_int_from_chunks(
                ctx.as_ptr(),
                chunks.len(),
                std::mem::size_of::<C>(),
                chunks.as_ptr().cast(),
            )
        };
        // SAFETY: an owned value made in `ctx`, or NULL.
        unsafe { Val::from_raw(raw, ctx.clone()) }.ok_or_else(|| ctx.take_error(FN))
    }
}

impl Mat {
    /// Adds column `src_col` to column `dst_col`, in place (ISL's
    /// `isl_mat_col_add`). ISL changes the matrix it is given without
    /// copying it, so a matrix shared with clones is first made this
    /// object's own: the clones keep their values.
    ///
    /// ```
    /// use isl_safe::{Context, Mat};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let mut m = Mat::alloc(2u32, 2u32).unwrap();
    /// for (r, c, v) in [(0, 0, 1), (0, 1, 2), (1, 0, 3), (1, 1, 4)] {
    ///     m = m.set_element_si(r, c, v).unwrap();
    /// }
    /// let before = m.clone();
    /// m.col_add(0, 1).unwrap();
    /// assert_eq!(m.get_element_val(0, 0).unwrap().to_string(), "3");
    /// assert_eq!(m.get_element_val(1, 0).unwrap().to_string(), "7");
    /// // The clone is untouched; a column out of range is an error.
    /// assert_eq!(before.get_element_val(0, 0).unwrap().to_string(), "1");
    /// assert!(m.col_add(0, 2).is_err());
    /// ```
    #[doc(alias = "isl_mat_col_add")]
    pub fn col_add(&mut self, dst_col: i32, src_col: i32) -> Result<()> {
        const FN: &str = "isl_mat_col_add";
        let dst = Param::<std::ffi::c_int>::prepare(dst_col, FN)?;
        let src = Param::<std::ffi::c_int>::prepare(src_col, FN)?;
        guards::mat_cols2(self, &dst, &src, FN)?;
        if ref_count(self) != 1 {
            // Swapping a column with itself changes nothing but makes ISL
            // duplicate a shared matrix (`isl_mat_cow`).
            self.in_place().swap_cols(dst_col as u32, dst_col as u32)?;
        }
        let ctx = self.context().clone();
        ctx.raw().reset_error();
        // SAFETY: a live matrix that only `self` references (checked or made
        // so above), with both columns in range.
        unsafe { sys::isl_mat_col_add(self.as_raw(), dst.value(), src.value()) };
        if ctx.raw().last_error_kind() != crate::error::ErrorKind::None {
            return Err(ctx.take_error(FN));
        }
        Ok(())
    }
}

impl Point {
    /// The point's coordinates as machine integers, the parameters' first,
    /// then the set dimensions', in `out` (replacing what it held): with no
    /// allocation per coordinate, where ISL's only reader,
    /// `isl_point_get_coordinate_val`, allocates a value for each (a
    /// reader of isl-sys's own over the bundled ISL; the values one by one
    /// with a system ISL). `Ok(false)`, `out` empty, when a coordinate does
    /// not fit an `i64` (read it as a [`Val`]: `get_coordinate_val`);
    /// [`Error::InvalidArgument`] for a void point, which has none.
    ///
    /// ```
    /// use isl_safe::{Context, Set};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let mut out = Vec::new();
    /// let point = "[n] -> { [i, j] : n = 7 and i = -3 and j = n + 1 }".parse::<Set>()?.sample_point()?;
    /// assert!(point.ints_into(&mut out)?);
    /// assert_eq!(out, [7, -3, 8]);
    /// let huge = "{ [i] : i = 100000000000000000000 }".parse::<Set>()?.sample_point()?;
    /// assert!(!huge.ints_into(&mut out)? && out.is_empty());
    /// assert!("{ [i] : 1 = 0 }".parse::<Set>()?.sample_point()?.ints_into(&mut out).is_err());
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn ints_into(&self, out: &mut Vec<i64>) -> Result<bool> {
        // SAFETY: a live point.
        match unsafe { crate::prim::point_coordinates(self.as_raw(), out) } {
            Some(true) => return Ok(true),
            Some(false) => {
                out.clear();
                return Ok(false);
            }
            None => out.clear(),
        }
        if self.is_void()? {
            return Err(Error::InvalidArgument {
                function: "isl_point_get_coordinate_val",
                message: "a void point (of an empty set) has no coordinates".into(),
            });
        }
        let space = self.get_space()?;
        let coords = [DimType::Param, DimType::Set]
            .into_iter()
            .flat_map(|ty| (0..space.dim(ty).unwrap_or(0) as u32).map(move |pos| (ty, pos)));
        for (ty, pos) in coords {
            match self.get_coordinate_val(ty, pos)?.get_num_si() {
                Ok(v) => out.push(v),
                Err(_) => {
                    out.clear();
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }
}
