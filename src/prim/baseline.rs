//! Direct `isl-sys` calls with no wrapper logic: the baseline the benchmarks
//! compare the safe API against. Not part of the API.

use super::sys;
use std::ffi::CString;

/// An `isl_ctx` owned directly.
pub struct RawCtx(*mut sys::isl_ctx);

impl RawCtx {
    /// `isl_ctx_alloc`.
    pub fn new() -> RawCtx {
        // SAFETY: no preconditions.
        RawCtx(unsafe { sys::isl_ctx_alloc() })
    }
}

impl Default for RawCtx {
    fn default() -> Self {
        RawCtx::new()
    }
}

impl Drop for RawCtx {
    fn drop(&mut self) {
        // SAFETY: every RawSet borrows the RawCtx, so none is alive here.
        unsafe { sys::isl_ctx_free(self.0) }
    }
}

/// An `isl_set *` owned directly.
pub struct RawSet<'c>(*mut sys::isl_set, std::marker::PhantomData<&'c RawCtx>);

impl<'c> RawSet<'c> {
    /// `isl_set_read_from_str`; panics on a parse error.
    pub fn parse(ctx: &'c RawCtx, text: &str) -> RawSet<'c> {
        let text = CString::new(text).unwrap();
        // SAFETY: live context, NUL-terminated string.
        let ptr = unsafe { sys::isl_set_read_from_str(ctx.0, text.as_ptr()) };
        assert!(!ptr.is_null(), "parse error");
        RawSet(ptr, std::marker::PhantomData)
    }

    /// `isl_set_union(self, other)`, both consumed, exactly as a C caller would.
    pub fn union(self, other: RawSet<'c>) -> RawSet<'c> {
        let (a, b) = (self.0, other.0);
        std::mem::forget(self);
        std::mem::forget(other);
        // SAFETY: both pointers are owned and consumed by the call.
        RawSet(
            unsafe { sys::isl_set_union(a, b) },
            std::marker::PhantomData,
        )
    }
}

impl Drop for RawSet<'_> {
    fn drop(&mut self) {
        // SAFETY: owned pointer (or NULL, which isl_set_free accepts).
        unsafe { sys::isl_set_free(self.0) };
    }
}
