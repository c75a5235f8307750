//! C `FILE *` streams over Rust data, for ISL's functions that read from or
//! write to a `FILE *`:
//! - [`CFile`]: a read-only `FILE *` over a copy of a string (`fmemopen`);
//! - [`WriteFile`]: a write-only `FILE *` whose writes go to a Rust
//!   [`Write`]r, through the C library's custom streams (`fopencookie` on
//!   Linux, `funopen` on macOS and the BSDs). The C library buffers what ISL
//!   prints and hands it to the writer when its buffer is full, on
//!   [`WriteFile::flush`] and when the stream is closed. The writer's first
//!   error is kept and reported by every later flush.

use super::sys;
use std::ffi::{c_char, c_int, c_long, c_void};
use std::io::{self, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::NonNull;

unsafe extern "C" {
    fn fmemopen(buf: *mut c_void, size: usize, mode: *const c_char) -> *mut sys::FILE;
    fn fclose(stream: *mut sys::FILE) -> c_int;
    fn fflush(stream: *mut sys::FILE) -> c_int;
    fn ftell(stream: *mut sys::FILE) -> c_long;
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

    /// How many bytes have been read from the stream (`ftell`); `None` if the
    /// C library cannot say.
    pub(crate) fn position(&self) -> Option<usize> {
        // SAFETY: the FILE is open while self lives.
        let pos = unsafe { ftell(self.file) };
        usize::try_from(pos).ok()
    }
}

impl Drop for CFile {
    fn drop(&mut self) {
        // SAFETY: opened by fmemopen, closed once.
        unsafe { fclose(self.file) };
    }
}

/// What a [`WriteFile`]'s callbacks reach: the writer (until it is taken
/// back) and the first error met, which stops all later writes.
struct Sink<W> {
    writer: Option<W>,
    error: Option<(io::ErrorKind, String)>,
}

impl<W: Write> Sink<W> {
    /// Runs `f` on the writer; a panic of the writer becomes an error (it
    /// must not unwind into C). Records and returns the first error.
    fn run(&mut self, f: impl FnOnce(&mut W) -> io::Result<()>) -> io::Result<()> {
        self.check()?;
        let result = match self.writer.as_mut() {
            Some(writer) => catch_unwind(AssertUnwindSafe(|| f(writer)))
                .unwrap_or_else(|_| Err(io::Error::other("the writer panicked"))),
            None => Err(io::Error::other("the writer was taken back")),
        };
        if let Err(e) = &result {
            self.error = Some((e.kind(), e.to_string()));
        }
        result
    }

    /// The first error met, if any (again on every call).
    fn check(&self) -> io::Result<()> {
        match &self.error {
            Some((kind, message)) => Err(io::Error::new(*kind, message.clone())),
            None => Ok(()),
        }
    }
}

/// A write-only `FILE *` whose output goes to a [`Write`]r; closed on drop
/// (which hands the buffered rest to the writer, ignoring its errors: call
/// [`finish`](Self::finish) or [`flush`](Self::flush) to see them).
pub(crate) struct WriteFile<W: Write> {
    file: NonNull<sys::FILE>,
    // Boxed so that the address the C stream holds stays put; freed in
    // `Drop` after the stream is closed (the C stream only holds the raw
    // pointer, no reference is kept across calls into C).
    sink: NonNull<Sink<W>>,
}

impl<W: Write> WriteFile<W> {
    /// Opens a stream writing to `writer`.
    pub(crate) fn new(writer: W) -> io::Result<WriteFile<W>> {
        let sink = Box::into_raw(Box::new(Sink {
            writer: Some(writer),
            error: None,
        }));
        // SAFETY: `sink` stays valid until `Drop`, which closes the stream
        // first; the callbacks are instantiated for this `W`.
        let file = unsafe { custom::open::<W>(sink.cast()) };
        match NonNull::new(file) {
            Some(file) => Ok(WriteFile {
                file,
                // SAFETY: from Box::into_raw, not null.
                sink: unsafe { NonNull::new_unchecked(sink) },
            }),
            None => {
                let error = io::Error::last_os_error();
                // SAFETY: the stream was not opened: the box is ours again.
                drop(unsafe { Box::from_raw(sink) });
                Err(error)
            }
        }
    }

    /// The `FILE *`, valid while `self` lives.
    pub(crate) fn as_ptr(&self) -> *mut sys::FILE {
        self.file.as_ptr()
    }

    /// Hands what the C library buffered to the writer and flushes the
    /// writer; `Err` if any write or flush failed, now or before.
    pub(crate) fn flush(&mut self) -> io::Result<()> {
        // SAFETY: the stream is open; its callbacks reach the sink through
        // the raw pointer while no reference to it is held here.
        unsafe { fflush(self.file.as_ptr()) };
        // SAFETY: the sink lives as long as self; the C library is not in a
        // callback now.
        let sink = unsafe { self.sink.as_mut() };
        sink.run(|w| w.flush())
    }

    /// Flushes (see [`flush`](Self::flush)) and takes the writer back; writes
    /// to the stream from then on fail. `Err` if any write failed.
    pub(crate) fn take_writer(&mut self) -> io::Result<W> {
        self.flush()?;
        // SAFETY: as in `flush`.
        let sink = unsafe { self.sink.as_mut() };
        sink.writer
            .take()
            .ok_or_else(|| io::Error::other("the writer was taken back"))
    }

    /// Flushes, closes the stream and returns the writer; `Err` if any write
    /// failed.
    pub(crate) fn finish(mut self) -> io::Result<W> {
        self.take_writer()
    }
}

impl<W: Write> Drop for WriteFile<W> {
    fn drop(&mut self) {
        // SAFETY: opened in `new`, closed once; closing may still call the
        // write callback, whose sink is freed only afterwards.
        unsafe { fclose(self.file.as_ptr()) };
        // SAFETY: from Box::into_raw in `new`; the stream no longer uses it.
        drop(unsafe { Box::from_raw(self.sink.as_ptr()) });
    }
}

/// Writes `bytes` through the sink at `cookie`; whether all were written.
///
/// # Safety
/// `cookie` is the `Sink<W>` of an open [`WriteFile<W>`], with no reference
/// to it alive; `buf` is valid for `len` bytes.
unsafe fn write_through<W: Write>(cookie: *mut c_void, buf: *const c_char, len: usize) -> bool {
    if len == 0 {
        return true;
    }
    // SAFETY: the caller's contract.
    let (sink, bytes) = unsafe {
        (
            &mut *cookie.cast::<Sink<W>>(),
            std::slice::from_raw_parts(buf.cast::<u8>(), len),
        )
    };
    sink.run(|w| w.write_all(bytes)).is_ok()
}

/// `fopencookie` (glibc, musl, bionic).
#[cfg(any(target_os = "linux", target_os = "android"))]
mod custom {
    use super::*;

    #[repr(C)]
    struct CookieIoFunctions {
        read: Option<unsafe extern "C" fn(*mut c_void, *mut c_char, usize) -> isize>,
        write: Option<unsafe extern "C" fn(*mut c_void, *const c_char, usize) -> isize>,
        seek: Option<unsafe extern "C" fn(*mut c_void, *mut i64, c_int) -> c_int>,
        close: Option<unsafe extern "C" fn(*mut c_void) -> c_int>,
    }

    unsafe extern "C" {
        fn fopencookie(
            cookie: *mut c_void,
            mode: *const c_char,
            funcs: CookieIoFunctions,
        ) -> *mut sys::FILE;
    }

    // glibc's manual asks for 0 on a failed write, musl's code for -1.
    #[cfg(target_env = "musl")]
    const FAILED: isize = -1;
    #[cfg(not(target_env = "musl"))]
    const FAILED: isize = 0;

    unsafe extern "C" fn write<W: Write>(
        cookie: *mut c_void,
        buf: *const c_char,
        len: usize,
    ) -> isize {
        // SAFETY: the C library passes the cookie given to `open` and a
        // buffer of `len` bytes.
        if unsafe { write_through::<W>(cookie, buf, len) } {
            len as isize
        } else {
            FAILED
        }
    }

    /// Opens a write-only stream over `cookie`.
    ///
    /// # Safety
    /// `cookie` is a `Sink<W>` that outlives the stream.
    pub(super) unsafe fn open<W: Write>(cookie: *mut c_void) -> *mut sys::FILE {
        let funcs = CookieIoFunctions {
            read: None,
            write: Some(write::<W>),
            seek: None,
            close: None,
        };
        // SAFETY: the caller's contract; the mode is a NUL-terminated literal.
        unsafe { fopencookie(cookie, c"w".as_ptr(), funcs) }
    }
}

/// `funopen` (macOS, the BSDs).
#[cfg(not(any(target_os = "linux", target_os = "android")))]
mod custom {
    use super::*;

    type ReadFn = unsafe extern "C" fn(*mut c_void, *mut c_char, c_int) -> c_int;
    type WriteFn = unsafe extern "C" fn(*mut c_void, *const c_char, c_int) -> c_int;
    type SeekFn = unsafe extern "C" fn(*mut c_void, i64, c_int) -> i64;
    type CloseFn = unsafe extern "C" fn(*mut c_void) -> c_int;

    unsafe extern "C" {
        fn funopen(
            cookie: *const c_void,
            readfn: Option<ReadFn>,
            writefn: Option<WriteFn>,
            seekfn: Option<SeekFn>,
            closefn: Option<CloseFn>,
        ) -> *mut sys::FILE;
    }

    unsafe extern "C" fn write<W: Write>(
        cookie: *mut c_void,
        buf: *const c_char,
        len: c_int,
    ) -> c_int {
        let Ok(n) = usize::try_from(len) else {
            return -1;
        };
        // SAFETY: the C library passes the cookie given to `open` and a
        // buffer of `len` bytes.
        if unsafe { write_through::<W>(cookie, buf, n) } {
            len
        } else {
            -1
        }
    }

    /// Opens a write-only stream over `cookie`.
    ///
    /// # Safety
    /// `cookie` is a `Sink<W>` that outlives the stream.
    pub(super) unsafe fn open<W: Write>(cookie: *mut c_void) -> *mut sys::FILE {
        // SAFETY: the caller's contract.
        unsafe { funopen(cookie, None, Some(write::<W>), None, None) }
    }
}
