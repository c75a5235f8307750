//! `ByValue`: a typed object handed to one method that consumes it, as the
//! untyped [`ByValue`](crate::ByValue) does for untyped objects.

/// A typed object on its way into one ISL function that consumes it, with
/// no copy: the typed form of [`ByValue`](crate::ByValue).
///
/// A typed method borrows `self` and its arguments, so ISL gets copies: in a
/// chain of calls on temporaries, ISL sees each one shared and duplicates it
/// before changing it. `x.by_value()` hands `x` itself to the next call, and
/// its arguments may be moved in too (borrowed ones are copied). Every typed
/// method whose untyped method has a by-value form has one here, of the
/// same name, kinds and result.
///
/// ```
/// use isl_safe::{typed, Context};
/// isl_safe::tuples! { S[1]; A[1] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let access: typed::Map<S, A> = "{ S[i] -> A[i + 1] }".parse()?;
/// let domain: typed::Set<S> = "{ S[i] : 0 <= i < 4 }".parse()?;
/// // No copy of the temporaries: each result goes on to ISL itself.
/// let footprint: typed::Set<A> = access
///     .by_value().intersect_domain(domain)?
///     .by_value().range()?
///     .by_value().coalesce()?;
/// assert_eq!(footprint.to_string(), "{ A[i0] : 0 < i0 <= 4 }");
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct ByValue<T>(T);

impl<T> ByValue<T> {
    /// The view of `obj`.
    #[inline(always)]
    pub fn new(obj: T) -> Self {
        ByValue(obj)
    }

    /// The object, to read it.
    #[inline(always)]
    pub fn get(&self) -> &T {
        &self.0
    }

    /// The object back, unchanged.
    #[inline(always)]
    pub fn into_inner(self) -> T {
        self.0
    }
}
