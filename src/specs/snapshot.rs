//! Moving objects between threads: a [`Snapshot`] is an object's text,
//! `Send` and `Sync`, that any thread reads back into its own context.
//!
//! ISL objects belong to their context, which is not thread-safe, so they are
//! `!Send`. A scheduler that compiles kernels in parallel gives each thread
//! its own [`Context`](crate::Context) and carries objects across as
//! snapshots (see the example on [`Snapshot`]).

use crate::*;
use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

/// An object as text, to carry to another thread or context: `Send`, `Sync`
/// and `Clone`, restored with [`restore`](Snapshot::restore) in the current
/// context of the thread that reads it. The text is ISL's own notation, which
/// ISL reads back as the same object (names included; a dimension name with
/// a prime, such as `i'`, is the one exception: ISL reads `i'` in an output
/// tuple as `i`).
///
/// ```
/// use isl_safe::{Context, Result, Set, Snapshot};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let domain: Set = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }".parse()?;
/// let snapshot = domain.snapshot()?;
/// let text = std::thread::spawn(move || -> Result<String> {
///     let ctx = Context::new()?;
///     let _scope = ctx.enter();
///     let here: Set = snapshot.restore()?;
///     Ok(here.lexmax()?.to_string())
/// })
/// .join()
/// .unwrap()?;
/// assert_eq!(text, "[n] -> { S[i = -1 + n, j = -1 + n] : n > 0 }");
/// # Ok(())
/// # }
/// ```
pub struct Snapshot<T> {
    text: String,
    // `fn() -> T`: a snapshot holds no `T`, so it is `Send` and `Sync`
    // whatever `T` is.
    _type: PhantomData<fn() -> T>,
}

impl<T> Clone for Snapshot<T> {
    fn clone(&self) -> Self {
        Snapshot {
            text: self.text.clone(),
            _type: PhantomData,
        }
    }
}

impl<T> fmt::Debug for Snapshot<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Snapshot").field(&self.text).finish()
    }
}

impl<T> Snapshot<T> {
    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl<T: FromStr<Err = Error>> Snapshot<T> {
    /// The object again, in the thread's current context.
    pub fn restore(&self) -> Result<T> {
        self.text.parse()
    }

    /// The object again, in `ctx`.
    pub fn restore_in(&self, ctx: &Context) -> Result<T> {
        ctx.scope(|| self.restore())
    }
}

/// `snapshot()` and `to_context()` for the types ISL both prints and reads.
macro_rules! snapshots {
    ($($ty:ident),*) => {$(
        impl $ty {
            /// This object as text, to restore in another thread or context
            /// (see [`Snapshot`]).
            pub fn snapshot(&self) -> Result<Snapshot<$ty>> {
                Ok(Snapshot { text: self.try_to_string()?, _type: PhantomData })
            }

            /// The same object in `ctx` (through its text).
            pub fn to_context(&self, ctx: &Context) -> Result<$ty> {
                self.snapshot()?.restore_in(ctx)
            }
        }
    )*};
}

snapshots!(
    Set,
    BasicSet,
    UnionSet,
    Map,
    BasicMap,
    UnionMap,
    Val,
    Aff,
    PwAff,
    MultiAff,
    PwMultiAff,
    MultiPwAff,
    UnionPwAff,
    UnionPwMultiAff,
    MultiUnionPwAff,
    MultiVal,
    PwQpolynomial,
    UnionPwQpolynomial,
    Schedule,
    ScheduleConstraints,
    Space,
    Id
);
