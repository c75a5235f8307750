//! Errors: everything that can go wrong in a call into ISL, as a value. The
//! lowest layer: every other uses it, it uses none.

use std::fmt;
use std::sync::Arc;

/// The result of a fallible ISL operation.
///
/// ```
/// use isl_safe::{Context, Result, Set};
///
/// fn hull(text: &str) -> Result<String> {
///     let set: Set = text.parse()?;
///     Ok(set.convex_hull()?.to_string())
/// }
///
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// assert_eq!(hull("{ [0]; [4] }")?, "{ [i0] : 0 <= i0 <= 4 }");
/// assert!(hull("{ [i] : i > }").is_err());
/// # Ok::<(), isl_safe::Error>(())
/// ```
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
    /// ISL is called (by the guards each method runs first); its
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
    /// An object entering the typed layer ([`typed`](crate::typed): parsed,
    /// converted or read as a typed object) has a tuple of another kind than
    /// its type says; its [`kind`](Error::kind) is [`ErrorKind::Invalid`].
    #[error("{function}: expected a tuple of kind {expected}, found {found}")]
    KindMismatch {
        /// What was checked: the reader, or the conversion.
        function: &'static str,
        /// The kind the type says, as written: `S[2]`, `[S[2] -> A[2]]`,
        /// `S[2] | T[1]`, `params`.
        expected: String,
        /// The tuple the object has, written the same way.
        found: String,
    },
    /// A broken invariant of the exact counting code
    /// ([`counting`](crate::counting): `card`), not of ISL nor of the
    /// input: the count is refused rather than returned wrong. Its
    /// [`kind`](Error::kind) is `None`.
    #[error("card: internal error of the counting code: {message}")]
    Counting {
        /// What was found broken.
        message: String,
    },
    /// An error of the caller's own, returned by one of its closures that
    /// ISL called (a stored AST callback, ...), made with
    /// [`Error::other`]; it comes back unchanged, and
    /// [`downcast_ref`](Error::downcast_ref) gives the original.
    #[error("{0}")]
    Other(OtherError),
}

/// The caller's own error inside an [`Error::Other`]: shared, so that the
/// [`Error`] stays `Clone`; two are equal when they are the same error.
///
/// ```
/// use isl_safe::{AstBuild, Context, Error, Set, UnionMap};
///
/// #[derive(Debug)]
/// struct Refused;
/// impl std::fmt::Display for Refused {
///     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
///         f.write_str("refused")
///     }
/// }
/// impl std::error::Error for Refused {}
///
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// // A stored closure's own error stops the AST generator and comes back.
/// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?
///     .set_at_each_domain(|_node, _build| Err(Error::other(Refused)))?;
/// let err = build
///     .node_from_schedule_map("{ S[i] -> [i] : 0 <= i < 4 }".parse::<UnionMap>()?)
///     .unwrap_err();
/// let Error::Other(other) = &err else { panic!("{err:?}") };
/// assert_eq!(other.to_string(), "refused");
/// assert!(err.downcast_ref::<Refused>().is_some());
/// // A clone is the same error; another `Refused` is another error.
/// assert_eq!(other.clone(), *other);
/// assert_ne!(err, Error::other(Refused));
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Clone)]
pub struct OtherError(Arc<dyn std::error::Error + Send + Sync + 'static>);

impl PartialEq for OtherError {
    fn eq(&self, other: &OtherError) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for OtherError {}

impl fmt::Debug for OtherError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl fmt::Display for OtherError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&*self.0, f)
    }
}

impl std::error::Error for OtherError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}

impl Error {
    /// The caller's own error, for closures that ISL calls and that must
    /// return this crate's [`Error`] (the AST generator's and printer's
    /// callbacks), as [`std::io::Error::other`] does for I/O: it reaches the
    /// caller of the ISL call unchanged.
    ///
    /// ```
    /// use isl_safe::{AstBuild, Context, Error, Set, UnionMap};
    ///
    /// #[derive(Debug, PartialEq)]
    /// struct NoAccessTable(String);
    /// impl std::fmt::Display for NoAccessTable {
    ///     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    ///         write!(f, "statement {} has no access table", self.0)
    ///     }
    /// }
    /// impl std::error::Error for NoAccessTable {}
    ///
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?
    ///     .set_at_each_domain(|_node, _build| Err(Error::other(NoAccessTable("S".into()))))?;
    /// let err = build
    ///     .node_from_schedule_map("{ S[i] -> [i] : 0 <= i < 4 }".parse::<UnionMap>()?)
    ///     .unwrap_err();
    /// assert_eq!(err.downcast_ref::<NoAccessTable>(), Some(&NoAccessTable("S".into())));
    /// assert_eq!(err.to_string(), "statement S has no access table");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn other<E: std::error::Error + Send + Sync + 'static>(error: E) -> Error {
        Error::Other(OtherError(Arc::new(error)))
    }

    /// The caller's own error inside an [`Error::Other`], if this is one.
    pub fn get_ref(&self) -> Option<&(dyn std::error::Error + Send + Sync + 'static)> {
        match self {
            Error::Other(OtherError(e)) => Some(&**e),
            _ => None,
        }
    }

    /// The caller's own error inside an [`Error::Other`], if this is one of
    /// type `E`.
    pub fn downcast_ref<E: std::error::Error + Send + Sync + 'static>(&self) -> Option<&E> {
        self.get_ref()?.downcast_ref::<E>()
    }

    /// The [`Error::Io`] of an I/O error met on behalf of `function`.
    pub(crate) fn io(function: &'static str, error: &std::io::Error) -> Error {
        Error::Io {
            function,
            kind: error.kind(),
            message: error.to_string(),
        }
    }

    /// ISL's error kind, if this error came from ISL or from a check made on
    /// its behalf ([`Error::InvalidArgument`] and [`Error::KindMismatch`] are
    /// [`ErrorKind::Invalid`]).
    pub fn kind(&self) -> Option<ErrorKind> {
        match self {
            Error::Isl { kind, .. } => Some(*kind),
            Error::InvalidArgument { .. } | Error::KindMismatch { .. } => Some(ErrorKind::Invalid),
            _ => None,
        }
    }
}

/// ISL's error kinds: every value of `enum isl_error`.
///
/// ```
/// use isl_safe::{Context, DimType, ErrorKind, Set};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// // Rejected by ISL's parser, and by a check made before ISL is called.
/// let err = "{ [i] : i > }".parse::<Set>().unwrap_err();
/// assert_eq!(err.kind(), Some(ErrorKind::Invalid));
/// let set: Set = "{ [i] : 0 <= i < 4 }".parse()?;
/// let err = set.insert_dims(DimType::Set, 0, u32::MAX).unwrap_err();
/// assert_eq!(err.kind(), Some(ErrorKind::Invalid));
/// # Ok::<(), isl_safe::Error>(())
/// ```
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
