//! Direct `isl-sys` calls with no wrapper logic: the baseline the benchmarks
//! compare the safe API against (each bench declares `mod baseline;`). Bench
//! code, not part of the crate: it skips every check the safe API makes.
//!
//! It is as careful as a C caller: the context neither prints nor aborts,
//! every result is checked for NULL and a failure is `None`. Like a C
//! caller, it hands ISL's readers the text as it is: with the system ISL
//! (feature `system`, unpatched), whose readers overflow the stack on deep
//! nesting and crash on other texts the bundled build refuses, reading a
//! text is `unsafe` ([`RawSet::parse`], [`raw_pipeline`]).

use isl_sys as sys;
use std::ffi::CString;

/// An `isl_ctx` owned directly.
#[derive(Debug)]
pub struct RawCtx(*mut sys::isl_ctx);

impl RawCtx {
    /// `isl_ctx_alloc`, with `on_error = CONTINUE` as the safe API's contexts.
    ///
    /// # Panics
    /// If ISL cannot allocate a context.
    pub fn new() -> RawCtx {
        // SAFETY: no preconditions.
        let ctx = unsafe { sys::isl_ctx_alloc() };
        assert!(!ctx.is_null(), "isl_ctx_alloc failed");
        // SAFETY: a live context.
        unsafe { sys::isl_options_set_on_error(ctx, sys::ISL_ON_ERROR_CONTINUE as _) };
        RawCtx(ctx)
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
#[derive(Debug)]
pub struct RawSet<'c>(*mut sys::isl_set, std::marker::PhantomData<&'c RawCtx>);

impl<'c> RawSet<'c> {
    /// `isl_set_read_from_str`; `None` on a parse error.
    ///
    /// # Safety
    /// `text` must be within the bounds the bundled build's readers keep
    /// (nesting, literals, exponents, tuple lengths, PolyLib sizes, no NaN
    /// in a lexicographic comparison: `isl-sys/patches`), or the linked ISL
    /// the bundled one: the system ISL's reader reads any text unchecked (a
    /// deeply nested one overflows the stack). The safe API's
    /// `Set::read_from_str` checks the text itself.
    pub unsafe fn parse(ctx: &'c RawCtx, text: &str) -> Option<RawSet<'c>> {
        let text = CString::new(text).ok()?;
        // SAFETY: live context, NUL-terminated string within the readers'
        // bounds (the caller's promise).
        let ptr = unsafe { sys::isl_set_read_from_str(ctx.0, text.as_ptr()) };
        (!ptr.is_null()).then_some(RawSet(ptr, std::marker::PhantomData))
    }

    /// `isl_set_union(self, other)`, both consumed, exactly as a C caller
    /// would; `None` if ISL fails.
    pub fn union(self, other: RawSet<'c>) -> Option<RawSet<'c>> {
        let (a, b) = (self.0, other.0);
        std::mem::forget(self);
        std::mem::forget(other);
        // SAFETY: both pointers are owned, non-NULL and consumed by the call.
        let ptr = unsafe { sys::isl_set_union(a, b) };
        (!ptr.is_null()).then_some(RawSet(ptr, std::marker::PhantomData))
    }
}

impl<'c> RawSet<'c> {
    /// `isl_set_copy`: ISL's reference-counted copy.
    pub fn copy(&self) -> RawSet<'c> {
        // SAFETY: a live set; copying a non-NULL set only bumps its count.
        RawSet(
            unsafe { sys::isl_set_copy(self.0) },
            std::marker::PhantomData,
        )
    }

    /// `isl_set_intersect(self, other)`, both consumed; `None` if ISL fails.
    pub fn intersect(self, other: RawSet<'c>) -> Option<RawSet<'c>> {
        let (a, b) = (self.0, other.0);
        std::mem::forget(self);
        std::mem::forget(other);
        // SAFETY: both pointers are owned, non-NULL and consumed by the call.
        let ptr = unsafe { sys::isl_set_intersect(a, b) };
        (!ptr.is_null()).then_some(RawSet(ptr, std::marker::PhantomData))
    }

    /// `isl_set_is_equal(self, other)`, both kept; `None` if ISL fails.
    pub fn is_equal(&self, other: &RawSet<'c>) -> Option<bool> {
        // SAFETY: two live sets, kept by the call.
        match unsafe { sys::isl_set_is_equal(self.0, other.0) }.0 {
            1 => Some(true),
            0 => Some(false),
            _ => None,
        }
    }
}

impl RawSet<'_> {
    /// `isl_set_to_str`, copied into a `String` once and freed, as a C
    /// caller that needs its own copy would; `None` if ISL fails.
    pub fn to_str(&self) -> Option<String> {
        // SAFETY: a live set; ISL gives a malloc'ed string or NULL, read
        // once and freed with `free`.
        unsafe {
            let ptr = sys::isl_set_to_str(self.0);
            if ptr.is_null() {
                return None;
            }
            let out = std::ffi::CStr::from_ptr(ptr).to_string_lossy().into_owned();
            sys::libc_free(ptr.cast());
            Some(out)
        }
    }
}

impl Drop for RawSet<'_> {
    fn drop(&mut self) {
        // SAFETY: an owned, non-NULL pointer.
        unsafe { sys::isl_set_free(self.0) };
    }
}

/// The dependence → schedule → code generation pipeline through direct
/// `isl-sys` calls: flow dependences of `reads` on `writes` under `order`,
/// a schedule of `domain` respecting them, and the C code of that schedule.
/// `None` if any step fails: ISL's functions take NULL for a failed argument
/// and return NULL, so one check at the end is what a C caller writes.
///
/// # Safety
/// The four texts as for [`RawSet::parse`]: ISL reads them unchecked.
pub unsafe fn raw_pipeline(
    ctx: &RawCtx,
    domain: &str,
    writes: &str,
    reads: &str,
    order: &str,
) -> Option<String> {
    let c = ctx.0;
    let text = |s: &str| CString::new(s).ok();
    let (domain, writes, reads, order) = (text(domain)?, text(writes)?, text(reads)?, text(order)?);
    // SAFETY: every pointer comes from ISL in context `c`, each is consumed
    // or freed exactly once, following the functions' __isl_take/__isl_keep
    // annotations; the C string is freed with `free`; the texts are within
    // the readers' bounds (the caller's promise).
    unsafe {
        let domain = sys::isl_union_set_read_from_str(c, domain.as_ptr());
        let writes = sys::isl_union_map_read_from_str(c, writes.as_ptr());
        let reads = sys::isl_union_map_read_from_str(c, reads.as_ptr());
        let order = sys::isl_union_map_read_from_str(c, order.as_ptr());
        let info = sys::isl_union_access_info_from_sink(reads);
        let info = sys::isl_union_access_info_set_must_source(info, writes);
        let info = sys::isl_union_access_info_set_schedule_map(info, order);
        let flow = sys::isl_union_access_info_compute_flow(info);
        let deps = sys::isl_union_flow_get_must_dependence(flow);
        sys::isl_union_flow_free(flow);
        let sc = sys::isl_schedule_constraints_on_domain(domain);
        let sc = sys::isl_schedule_constraints_set_validity(sc, sys::isl_union_map_copy(deps));
        let sc = sys::isl_schedule_constraints_set_proximity(sc, deps);
        let schedule = sys::isl_schedule_constraints_compute_schedule(sc);
        let build = sys::isl_ast_build_alloc(c);
        let ast = sys::isl_ast_build_node_from_schedule(build, schedule);
        sys::isl_ast_build_free(build);
        let code = sys::isl_ast_node_to_C_str(ast);
        sys::isl_ast_node_free(ast);
        if code.is_null() {
            return None;
        }
        let out = std::ffi::CStr::from_ptr(code)
            .to_string_lossy()
            .into_owned();
        sys::libc_free(code.cast());
        Some(out)
    }
}
