//! C strings in both directions.

use super::sys;
use crate::error::{Error, Result};
use std::ffi::{c_char, CStr, CString};

/// Copies a borrowed `const char *` (owned by ISL) into a `String`; `None` for NULL.
///
/// # Safety
/// `ptr` must be NULL or a valid NUL-terminated string.
pub unsafe fn borrowed_string(ptr: *const c_char) -> Option<String> {
    if ptr.is_null() {
        return None;
    }
    // SAFETY: non-null and NUL-terminated (caller).
    Some(
        unsafe { CStr::from_ptr(ptr) }
            .to_string_lossy()
            .into_owned(),
    )
}

/// Copies a `__isl_give char *` into a `String` and frees it with `free()`;
/// `None` for NULL.
///
/// # Safety
/// `ptr` must be NULL or a `malloc`ed NUL-terminated string that the caller owns.
pub unsafe fn owned_string(ptr: *mut c_char) -> Option<String> {
    // SAFETY: see the function's contract.
    let s = unsafe { borrowed_string(ptr) };
    if !ptr.is_null() {
        // SAFETY: ISL allocated it with malloc and gave it to us.
        unsafe { sys::libc_free(ptr.cast()) };
    }
    s
}

/// A string ISL allocated (`__isl_give char *`), freed on drop: read in
/// place, with no copy (`Display` writes it straight to the formatter).
#[derive(Debug)]
pub struct OwnedStr(std::ptr::NonNull<c_char>);

impl OwnedStr {
    /// Takes ownership of `ptr`; `None` for NULL.
    ///
    /// # Safety
    /// `ptr` must be NULL or a `malloc`ed NUL-terminated string that the caller owns.
    #[inline]
    pub unsafe fn new(ptr: *mut c_char) -> Option<OwnedStr> {
        std::ptr::NonNull::new(ptr).map(OwnedStr)
    }

    /// The text (ISL prints ASCII; other bytes are replaced).
    ///
    /// Checked with `CStr::to_str` first, which reads valid text a word at
    /// a time, where `to_string_lossy` walks it byte by byte (about 130
    /// instructions on a short set's text); only text that is not UTF-8
    /// goes through the lossy copy.
    #[inline]
    pub fn text(&self) -> std::borrow::Cow<'_, str> {
        // SAFETY: a live NUL-terminated string (see `new`).
        let text = unsafe { CStr::from_ptr(self.0.as_ptr()) };
        match text.to_str() {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(_) => text.to_string_lossy(),
        }
    }
}

impl Drop for OwnedStr {
    #[inline]
    fn drop(&mut self) {
        // SAFETY: ISL allocated it with malloc and gave it to us (see `new`).
        unsafe { sys::libc_free(self.0.as_ptr().cast()) };
    }
}

/// A Rust string made ready for a `const char *` parameter; lives until the call returns.
#[derive(Debug)]
pub struct CStrArg(CString);

impl CStrArg {
    /// Converts `s`, failing on an interior NUL byte.
    pub fn new(s: &str, function: &'static str) -> Result<Self> {
        CString::new(s)
            .map(CStrArg)
            .map_err(|e| Error::InteriorNul {
                function,
                position: e.nul_position(),
            })
    }

    /// The pointer to pass to C; valid while `self` lives.
    pub fn as_ptr(&self) -> *const c_char {
        self.0.as_ptr()
    }
}
