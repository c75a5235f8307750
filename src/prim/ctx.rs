//! Raw `isl_ctx` management and error capture.

use super::string::borrowed_string;
use super::sys;
use crate::error::{Error, ErrorKind};

/// Allocates an `isl_ctx` that neither prints nor aborts on errors.
/// Returns `None` when ISL cannot allocate it.
pub fn ctx_alloc() -> Option<*mut sys::isl_ctx> {
    // SAFETY: isl_ctx_alloc has no preconditions; the result is checked for NULL
    // before use.
    let ctx = unsafe { sys::isl_ctx_alloc() };
    if ctx.is_null() {
        return None;
    }
    // SAFETY: ctx is a live context just allocated.
    unsafe { sys::isl_options_set_on_error(ctx, sys::ISL_ON_ERROR_CONTINUE as _) };
    Some(ctx)
}

/// Frees an `isl_ctx`.
///
/// # Safety
/// `ctx` must come from [`ctx_alloc`], be freed once, and no object of it may be alive.
pub unsafe fn ctx_free(ctx: *mut sys::isl_ctx) {
    // SAFETY: guaranteed by the caller.
    unsafe { sys::isl_ctx_free(ctx) }
}

/// Sets the operation limit of a context (0: none) and resets its counter.
///
/// # Safety
/// `ctx` must be a live context.
pub unsafe fn set_max_operations(ctx: *mut sys::isl_ctx, max: u64) {
    // SAFETY: guaranteed by the caller.
    unsafe {
        sys::isl_ctx_set_max_operations(ctx, max as _);
        sys::isl_ctx_reset_operations(ctx);
    }
}

/// The kind of the error last recorded on `ctx` (`None` if there is none).
///
/// # Safety
/// `ctx` must be a live context.
pub unsafe fn last_error_kind(ctx: *mut sys::isl_ctx) -> ErrorKind {
    // SAFETY: guaranteed by the caller.
    kind_of(unsafe { sys::isl_ctx_last_error(ctx) })
}

/// Forgets the error recorded on `ctx`.
///
/// # Safety
/// `ctx` must be a live context.
pub unsafe fn reset_error(ctx: *mut sys::isl_ctx) {
    // SAFETY: guaranteed by the caller.
    unsafe { sys::isl_ctx_reset_error(ctx) }
}

/// Reads the error ISL recorded on `ctx` for a failed call of `function`,
/// then resets it so that it cannot be reported again by a later call.
///
/// # Safety
/// `ctx` must be a live context.
pub unsafe fn take_error(ctx: *mut sys::isl_ctx, function: &'static str) -> Error {
    // SAFETY: ctx is live (caller); the strings ISL returns are borrowed from
    // the context and copied before the reset below frees them.
    unsafe {
        let kind = kind_of(sys::isl_ctx_last_error(ctx));
        let message = borrowed_string(sys::isl_ctx_last_error_msg(ctx));
        let file = borrowed_string(sys::isl_ctx_last_error_file(ctx));
        let line = sys::isl_ctx_last_error_line(ctx);
        sys::isl_ctx_reset_error(ctx);
        let (kind, message) = match (kind, message) {
            (ErrorKind::None, None) => (
                ErrorKind::Unknown,
                "the call failed without an error message".to_string(),
            ),
            (kind, message) => (kind, message.unwrap_or_else(|| kind.to_string())),
        };
        Error::Isl {
            kind,
            message,
            file: file.unwrap_or_default(),
            line: u32::try_from(line).unwrap_or(0),
            function,
        }
    }
}

fn kind_of(error: sys::isl_error) -> ErrorKind {
    match error {
        sys::isl_error::isl_error_none => ErrorKind::None,
        sys::isl_error::isl_error_abort => ErrorKind::Abort,
        sys::isl_error::isl_error_alloc => ErrorKind::Alloc,
        sys::isl_error::isl_error_internal => ErrorKind::Internal,
        sys::isl_error::isl_error_invalid => ErrorKind::Invalid,
        sys::isl_error::isl_error_quota => ErrorKind::Quota,
        sys::isl_error::isl_error_unsupported => ErrorKind::Unsupported,
        _ => ErrorKind::Unknown,
    }
}
