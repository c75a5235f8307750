//! Errors: everything that can go wrong in a call into ISL, as a value.

use std::fmt;

/// The result of a fallible ISL operation.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// What went wrong.
///
/// ISL never prints or aborts on behalf of this crate: every context is
/// created with `on_error = CONTINUE`, and the error ISL records (kind,
/// message, source file and line) is read, reset, and returned here together
/// with the C function that failed.
///
/// ```
/// use isl_safe::{Context, Error, ErrorKind, Set};
///
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// match "{ [i] : i > }".parse::<Set>() {
///     Err(Error::Isl { kind, function, .. }) => {
///         assert_eq!(kind, ErrorKind::Invalid);
///         assert_eq!(function, "isl_set_read_from_str");
///     }
///     other => panic!("expected a parse error, got {other:?}"),
/// }
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// ISL reported an error.
    #[error("{function}: {kind}: {message} ({file}:{line})")]
    Isl {
        /// ISL's error kind (`enum isl_error`).
        kind: ErrorKind,
        /// ISL's message.
        message: String,
        /// The ISL source file that raised the error.
        file: String,
        /// The line in that file.
        line: u32,
        /// The C function that was called.
        function: &'static str,
    },
    /// A constructor from plain values was called with no active context on
    /// this thread (see [`Context::enter`](crate::Context::enter)).
    #[error(
        "no active ISL context on this thread: enter one with Context::enter or Context::scope"
    )]
    NoContext,
    /// Objects from two different contexts were combined.
    #[error("{function}: its arguments belong to different ISL contexts")]
    ContextMismatch {
        /// The C function that was about to be called.
        function: &'static str,
    },
    /// A string argument contains a NUL byte, which C cannot see past.
    #[error("{function}: string argument has an interior NUL byte at position {position}")]
    InteriorNul {
        /// The C function that was about to be called.
        function: &'static str,
        /// Where the NUL byte is.
        position: usize,
    },
    /// An argument ISL would not check, and that would make it crash, hang or
    /// corrupt memory: a position past the object's dimensions, a dimension
    /// type the function does not handle, a zero divisor, ... Caught before
    /// ISL is called (see the guards in [`specs`](crate::specs)); its
    /// [`kind`](Error::kind) is [`ErrorKind::Invalid`].
    #[error("{function}: invalid argument: {message}")]
    InvalidArgument {
        /// The C function that was about to be called.
        function: &'static str,
        /// What was wrong.
        message: String,
    },
    /// Reading the input or writing the output failed: the error of a Rust
    /// reader or writer ISL reads from or prints to, or input that is not
    /// UTF-8 text.
    #[error("{function}: I/O error ({kind}): {message}")]
    Io {
        /// The C function the input or output was for.
        function: &'static str,
        /// The kind of the I/O error ([`std::io::ErrorKind::InvalidData`]
        /// for input that is not UTF-8).
        kind: std::io::ErrorKind,
        /// The error's message.
        message: String,
    },
    /// A count or index does not fit the C integer type ISL takes.
    #[error("{function}: value {value} does not fit ISL's integer argument")]
    OutOfRange {
        /// The C function that was about to be called.
        function: &'static str,
        /// The value given.
        value: i128,
    },
}

impl Error {
    /// The [`Error::Io`] of an I/O error met on behalf of `function`.
    pub(crate) fn io(function: &'static str, error: &std::io::Error) -> Error {
        Error::Io {
            function,
            kind: error.kind(),
            message: error.to_string(),
        }
    }

    /// ISL's error kind, if this error came from ISL or from a check made on
    /// its behalf ([`Error::InvalidArgument`] is [`ErrorKind::Invalid`]).
    pub fn kind(&self) -> Option<ErrorKind> {
        match self {
            Error::Isl { kind, .. } => Some(*kind),
            Error::InvalidArgument { .. } => Some(ErrorKind::Invalid),
            _ => None,
        }
    }
}

/// ISL's error kinds: every value of `enum isl_error`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// `isl_error_none`: ISL failed without recording an error.
    None,
    /// `isl_error_abort`.
    Abort,
    /// `isl_error_alloc`: out of memory.
    Alloc,
    /// `isl_error_unknown`.
    Unknown,
    /// `isl_error_internal`: an internal inconsistency in ISL.
    Internal,
    /// `isl_error_invalid`: invalid input (parse errors, mismatched spaces, bad indices).
    Invalid,
    /// `isl_error_quota`: the operation limit set on the context was reached.
    Quota,
    /// `isl_error_unsupported`.
    Unsupported,
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            ErrorKind::None => "error",
            ErrorKind::Abort => "abort",
            ErrorKind::Alloc => "out of memory",
            ErrorKind::Unknown => "unknown error",
            ErrorKind::Internal => "internal error",
            ErrorKind::Invalid => "invalid argument",
            ErrorKind::Quota => "quota exceeded",
            ErrorKind::Unsupported => "unsupported",
        };
        f.write_str(name)
    }
}
