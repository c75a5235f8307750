//! The raw `isl_ctx`, owned, and error capture.

use super::string::borrowed_string;
use super::sys;
use crate::error::{Error, ErrorKind};
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many contexts ISL refused to free because an object of theirs was
/// still alive when the last Rust handle went (see [`leaked_contexts`]).
static LEAKED: AtomicUsize = AtomicUsize::new(0);

/// The number of `isl_ctx` that could not be freed in this process because
/// ISL itself had leaked one of their objects (every object this crate hands
/// out is freed before its context). Zero unless ISL has a leak on some path:
/// the fuzzer and the tests check that it stays zero.
pub fn leaked_contexts() -> usize {
    LEAKED.load(Ordering::Relaxed)
}

/// An owned `isl_ctx` that neither prints nor aborts on errors; freed on drop.
///
/// The context layer shares it between objects (every object holds a
/// reference), so it is dropped only after the last object of the context.
#[derive(Debug)]
pub struct Ctx {
    ptr: *mut sys::isl_ctx,
}

impl Ctx {
    /// Allocates a context with `on_error = CONTINUE`; `None` if ISL cannot.
    pub fn alloc() -> Option<Ctx> {
        // SAFETY: isl_ctx_alloc has no preconditions; the result is checked.
        let ptr = unsafe { sys::isl_ctx_alloc() };
        if ptr.is_null() {
            return None;
        }
        // SAFETY: ptr is a live context just allocated.
        unsafe { sys::isl_options_set_on_error(ptr, sys::ISL_ON_ERROR_CONTINUE as _) };
        Some(Ctx { ptr })
    }

    /// The raw pointer, valid while `self` lives.
    #[inline]
    pub fn as_ptr(&self) -> *mut sys::isl_ctx {
        self.ptr
    }

    /// Sets the operation limit (0: none) and resets the operation counter.
    pub fn set_max_operations(&self, max: u64) {
        // SAFETY: the context is live while self is.
        unsafe {
            sys::isl_ctx_set_max_operations(self.ptr, max as _);
            sys::isl_ctx_reset_operations(self.ptr);
        }
    }

    /// Runs `f` with the operation limit lifted and an abort suspended,
    /// then restores both (the operation counter keeps counting) and forgets
    /// any error `f` recorded. For copies, which `Clone` cannot report as
    /// failed: a deep copy allocates, and fails once the limit is reached.
    pub fn unbounded<R>(&self, f: impl FnOnce() -> R) -> R {
        // SAFETY: the context is live while self is; the calls only read and
        // write its limit, its abort flag and its error state.
        let (max, aborted) = unsafe {
            let max = sys::isl_ctx_get_max_operations(self.ptr);
            let aborted = sys::isl_ctx_aborted(self.ptr) != 0;
            sys::isl_ctx_set_max_operations(self.ptr, 0);
            if aborted {
                sys::isl_ctx_resume(self.ptr);
            }
            (max, aborted)
        };
        let r = f();
        // SAFETY: as above.
        unsafe {
            sys::isl_ctx_set_max_operations(self.ptr, max);
            if aborted {
                sys::isl_ctx_abort(self.ptr);
            }
            sys::isl_ctx_reset_error(self.ptr);
        }
        r
    }

    /// Sets the operation limit (0: none) and leaves the operation counter
    /// as it is: for lifting a limit around one call and putting it back
    /// (the system ISL's guards, `specs::guards`).
    #[cfg_attr(not(isl_system), allow(dead_code))]
    pub fn replace_max_operations(&self, max: u64) {
        // SAFETY: the context is live while self is.
        unsafe { sys::isl_ctx_set_max_operations(self.ptr, max as _) }
    }

    /// The operation limit (0: none).
    pub fn max_operations(&self) -> u64 {
        // SAFETY: the context is live while self is.
        unsafe { sys::isl_ctx_get_max_operations(self.ptr) as u64 }
    }

    /// The kind of the error last recorded ([`ErrorKind::None`] if there is none).
    pub fn last_error_kind(&self) -> ErrorKind {
        // SAFETY: the context is live while self is.
        kind_of(unsafe { sys::isl_ctx_last_error(self.ptr) })
    }

    /// Forgets the recorded error.
    pub fn reset_error(&self) {
        // SAFETY: the context is live while self is.
        unsafe { sys::isl_ctx_reset_error(self.ptr) }
    }

    /// Reads the error ISL recorded for a failed call of `function`, then
    /// resets it so that no later call can report it again.
    pub fn take_error(&self, function: &'static str) -> Error {
        // SAFETY: the context is live; the strings ISL returns are borrowed
        // from it and copied before the reset frees them.
        let (kind, message, file, line) = unsafe {
            (
                kind_of(sys::isl_ctx_last_error(self.ptr)),
                borrowed_string(sys::isl_ctx_last_error_msg(self.ptr)),
                borrowed_string(sys::isl_ctx_last_error_file(self.ptr)),
                sys::isl_ctx_last_error_line(self.ptr),
            )
        };
        self.reset_error();
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

impl Drop for Ctx {
    fn drop(&mut self) {
        // SAFETY: the context is live; `struct isl_ctx` begins with its
        // reference count, the number of ISL objects still made in it.
        if unsafe { super::ref_count(self.ptr.cast()) } != 0 {
            // ISL leaked an object of this context: isl_ctx_free would refuse
            // (silently, in CONTINUE mode). Count it so that tests can see it.
            LEAKED.fetch_add(1, Ordering::Relaxed);
            return;
        }
        // SAFETY: allocated by `alloc`, freed once; the context layer drops it
        // only after every object of the context (each holds a reference).
        unsafe { sys::isl_ctx_free(self.ptr) }
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
