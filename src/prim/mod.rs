//! The primitive layer: the only code that touches `isl-sys` directly. Uses
//! `error` alone.
//!
//! - [`sys`]: the raw bindings, re-exported for the layers above (macro
//!   expansions name `$crate::prim::sys::isl_*`);
//! - [`Handle`]: what every owned ISL object is to the layers above: a raw
//!   pointer with its copy, free and context functions;
//! - [`Ctx`]: an owned `isl_ctx` and the capture of its errors;
//! - C strings in both directions;
//! - [`unsupported`]: the error of a function the linked ISL lacks.

#[doc(hidden)]
pub mod baseline;
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

/// With the system ISL: its bug that no check outside it can avoid (a name
/// freed twice, which the bundled build's patch 0019 fixes) is fixed by
/// isl-sys, which defines `isl_basic_set_preimage` again under ISL's name;
/// `Err` of kind [`ErrorKind::Unsupported`] where ISL's own calls do not
/// reach that definition (a dynamic linker that does not let the program's
/// definition win), so that no context is made there.
#[cfg(isl_system)]
pub fn system_fixes() -> Result<(), Error> {
    if sys::system_fixes_active() {
        return Ok(());
    }
    Err(Error::Isl {
        kind: ErrorKind::Unsupported,
        message: format!(
            "not supported with the system ISL ({}) here: its isl_basic_set_preimage frees a \
             dimension's name twice (fixed in the bundled build by isl-sys patch 0019), and \
             isl-sys's fixed definition of it is not the one ISL calls in this process (it \
             needs a dynamic linker that lets the program's definition win, as on Linux and \
             the BSDs)",
            version()
        ),
        file: file!().to_string(),
        line: line!(),
        function: "isl_ctx_alloc",
    })
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
