//! A C `FILE *` reading from a Rust string, for the few ISL readers that
//! only take a `FILE *`.

use super::sys;
use std::ffi::{c_char, c_int, c_void};

extern "C" {
    fn fmemopen(buf: *mut c_void, size: usize, mode: *const c_char) -> *mut sys::FILE;
    fn fclose(stream: *mut sys::FILE) -> c_int;
}

/// A read-only `FILE *` over a copy of a string; closed on drop.
#[derive(Debug)]
pub struct CFile {
    file: *mut sys::FILE,
    // The bytes the `FILE *` reads; they must outlive it (dropped after `file`
    // is closed in `Drop`).
    _bytes: Vec<u8>,
}

impl CFile {
    /// Opens `text` for reading; `None` if the C library cannot.
    pub fn from_text(text: &str) -> Option<CFile> {
        // fmemopen rejects an empty buffer: a lone newline reads the same.
        let mut bytes = if text.is_empty() {
            b"\n".to_vec()
        } else {
            text.as_bytes().to_vec()
        };
        // SAFETY: the buffer is valid for its length and outlives the FILE
        // (kept in the struct); mode is a NUL-terminated literal.
        let file = unsafe { fmemopen(bytes.as_mut_ptr().cast(), bytes.len(), c"r".as_ptr()) };
        (!file.is_null()).then_some(CFile {
            file,
            _bytes: bytes,
        })
    }

    /// The `FILE *`, valid while `self` lives.
    pub fn as_ptr(&self) -> *mut sys::FILE {
        self.file
    }
}

impl Drop for CFile {
    fn drop(&mut self) {
        // SAFETY: opened by fmemopen, closed once.
        unsafe { fclose(self.file) };
    }
}
