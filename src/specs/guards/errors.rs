//! The errors the guards of the system ISL give.

use crate::error::{Error, ErrorKind};

/// The functions no check keeps the system ISL off its bug, with the patch
/// and the bug: the table the generator writes from its
/// `UNPATCHED_UNSUPPORTED` (`src/specs/generated/unsupported.rs`).
pub use crate::specs::generated::unsupported::UNSUPPORTED;

/// The error of a function [`UNSUPPORTED`] lists, with the system ISL: kind
/// [`Unsupported`](ErrorKind::Unsupported), naming the bug. The
/// declarations of those functions carry the generator's
/// `#[cfg(not(isl_system))]` marker, and their methods return this error.
pub fn unsupported(function: &'static str) -> Error {
    let (patch, what) = UNSUPPORTED
        .iter()
        .find(|(f, _, _)| *f == function)
        .map(|(_, p, w)| (*p, *w))
        .unwrap_or(("", "has a bug the bundled build fixes"));
    bug(function, patch, what)
}

/// An `Unsupported` error: the unpatched ISL `what` (fixed by the bundled
/// build's patch `patch`).
pub(super) fn bug(function: &'static str, patch: &str, what: &str) -> Error {
    Error::Isl {
        kind: ErrorKind::Unsupported,
        message: format!(
            "not supported with the system ISL ({}): unpatched, it {what} (fixed in the bundled \
             build by isl-sys patch {patch})",
            crate::prim::version()
        ),
        file: file!().to_string(),
        line: line!(),
        function,
    }
}

/// An argument the bundled build refuses too.
pub(super) fn invalid(function: &'static str, message: String) -> Error {
    Error::InvalidArgument { function, message }
}
