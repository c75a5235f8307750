//! The primitive layer: what every call into ISL stands on. Uses `error`
//! alone.
//!
//! - [`sys`]: the raw bindings, re-exported for the layers above that call
//!   ISL (`object`, `qualifiers`, `specs`, `io`; `context` names its
//!   `isl_ctx` type), and for macro expansions (`$crate::prim::sys::isl_*`);
//! - [`Handle`]: what every owned ISL object is to the layers above: a raw
//!   pointer with its copy, free and context functions;
//! - [`Ctx`]: an owned `isl_ctx` and the capture of its errors;
//! - C strings in both directions;
//! - [`unsupported`]: the error of a function the linked ISL lacks.
//! - `system_check` (system ISL only): whether this process may make a
//!   context (the ISL loaded is the build's version, and isl-sys's fixes of
//!   its functions are in effect).

#[doc(hidden)]
mod cfile;
mod ctx;
mod handle;
mod string;

pub use cfile::CFile;
pub(crate) use cfile::WriteFile;
pub use ctx::{leaked_contexts, Ctx};
pub use handle::{ref_count, Handle};
pub use isl_sys as sys;
pub use string::{borrowed_string, owned_string, CStrArg, OwnedStr};

use crate::error::{Error, ErrorKind};

/// ISL's version string (`isl_version`), such as `isl-0.27-IMath-32`.
pub fn version() -> &'static str {
    // SAFETY: isl_version returns a pointer to a static NUL-terminated string.
    let text = unsafe { std::ffi::CStr::from_ptr(sys::isl_version()) };
    text.to_str().unwrap_or("isl").trim_end()
}

/// The error of a method whose C function the linked ISL lacks (a system ISL
/// older than 0.27, which has it): kind [`ErrorKind::Unsupported`], naming the
/// function, the linked ISL and the version that has the function. ISL is not
/// called. Only the methods of a build against an older ISL call it.
#[cfg_attr(not(isl_before_0_27), allow(dead_code))]
pub fn unsupported(function: &'static str) -> Error {
    Error::Isl {
        kind: ErrorKind::Unsupported,
        message: format!("not in the linked ISL ({}); ISL 0.27 has it", version()),
        file: file!().to_string(),
        line: line!(),
        function,
    }
}

/// With the system ISL, whether this process may make a context, checked
/// once: `Err` of kind [`ErrorKind::Unsupported`] where
/// - the ISL loaded is not the version this build was made for (ISL 0.25 and
///   0.27 share the soname `libisl.so.23`, so a program built against one
///   runs on the other, whose bugs its guards do not cover), naming both; or
/// - one of isl-sys's fixed definitions of ISL's functions (its bugs that no
///   check outside it can avoid, fixed in the bundled build by patches 0019,
///   0007 and 0015) is not the one ISL calls in this process, naming the
///   function and why (`isl_sys::system_fixes_check`).
#[cfg(isl_system)]
pub fn system_check() -> Result<(), Error> {
    static CHECKED: std::sync::OnceLock<Option<Error>> = std::sync::OnceLock::new();
    let refusal = CHECKED.get_or_init(|| {
        let message = if let Some(message) = version_mismatch(env!("ISL_VERSION"), version()) {
            message
        } else if let Err(failure) = sys::system_fixes_check() {
            format!(
                "not supported with the system ISL ({}) here: {failure}",
                version()
            )
        } else {
            return None;
        };
        Some(Error::Isl {
            kind: ErrorKind::Unsupported,
            message,
            file: file!().to_string(),
            line: line!(),
            function: "isl_ctx_alloc",
        })
    });
    refusal.clone().map_or(Ok(()), Err)
}

/// The `(major, minor)` of an ISL version, as the build names it (`0.25`,
/// `0.27.1`) or as `isl_version` does (`isl-0.25-GMP`, `isl-0.27-IMath-32`).
pub fn major_minor(text: &str) -> Option<(u32, u32)> {
    let text = text.trim();
    let text = text.strip_prefix("isl-").unwrap_or(text);
    let number = text.split('-').next()?;
    let mut parts = number.split('.').map(|p| p.parse::<u32>().ok());
    Some((parts.next()??, parts.next()??))
}

/// Why an ISL whose `isl_version` is `linked` cannot be used by a build made
/// for ISL `built` (its `major.minor`): `None` if they are the same version.
pub fn version_mismatch(built: &str, linked: &str) -> Option<String> {
    let (b, l) = (major_minor(built), major_minor(linked));
    if b.is_some() && b == l {
        return None;
    }
    Some(format!(
        "not supported: this program was built for the system ISL {built}, but the ISL loaded \
         is {linked:?} (isl_version); its guards keep ISL {built} off its bugs, not another \
         version's (ISL 0.25 and 0.27 share the soname libisl.so.23). Rebuild against the ISL \
         installed, or load the one it was built for"
    ))
}

/// A point's coordinates, its parameters' then its set dimensions', as
/// `i64`s in `out` (replacing what it held), read with no allocation per
/// coordinate (isl-sys's helper over the bundled ISL's point). `Some(true)`:
/// `out` holds them; `Some(false)`: one does not fit an `i64`; `None`: not
/// read here (a void point, a system ISL, a `long` narrower than `i64`),
/// so the caller reads them through ISL's values.
///
/// # Safety
/// `ptr` is a live point.
pub unsafe fn point_coordinates(ptr: *mut sys::isl_point, out: &mut Vec<i64>) -> Option<bool> {
    #[cfg(not(feature = "system"))]
    if std::mem::size_of::<std::ffi::c_long>() == std::mem::size_of::<i64>() {
        out.clear();
        out.reserve(8);
        for _ in 0..2 {
            let cap = std::ffi::c_int::try_from(out.capacity()).ok()?;
            // SAFETY: `ptr` is a live point (the caller's contract); `out`
            // has room for `cap` values, and `c_long` is `i64` here.
            let n = unsafe { sys::isl_sys_point_coordinates_si(ptr, out.as_mut_ptr().cast(), cap) };
            match n {
                0.. => {
                    // SAFETY: the helper wrote the first `n <= cap` values.
                    unsafe { out.set_len(n as usize) };
                    return Some(true);
                }
                -2 => return Some(false),
                -1 => return None,
                // Too small: the number of coordinates is -3 - n.
                _ => out.reserve((-3 - n) as usize),
            }
        }
        return None;
    }
    let _ = (ptr, out);
    None
}
