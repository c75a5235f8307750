//! `ByValue`: a typed object handed to one method that consumes it, as the
//! untyped [`ByValue`](crate::ByValue) does for untyped objects, and
//! `typed_methods!`, which writes a hand-written typed method in both forms.

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

/// Writes typed methods that call the untyped method of the same name, each
/// in both forms: on `&self` (ISL gets a copy) and on
/// [`ByValue`](super::ByValue) (ISL gets the object itself, hidden from the
/// docs as the untyped by-value forms are). Each argument says how it
/// crosses: `plain` (a number, a string, an untyped object), `keep` (a typed
/// object ISL borrows: `&T` in both forms) or `take` (a typed object ISL
/// consumes: `&T` on `&self`, moved or borrowed on `ByValue`). The result is
/// a typed object of the kinds the declaration says, wrapped with no check:
///
/// ```text
/// typed_methods! {
///     impl[D: Kind, R: Kind] Map<D, R> {
///         /// The relation restricted to a domain of kind `D`.
///         fn intersect_domain(set: take Set<D>) -> Map<D, R>;
///     }
/// }
/// ```
macro_rules! typed_methods {
    (impl[$($g:tt)*] $ty:ty {
        $($(#[$meta:meta])* fn $name:ident $([$($mg:tt)*])? ($($arg:ident : $how:ident $aty:ty),* $(,)?) -> $ret:ty;)*
    }) => {
        impl<$($g)*> $ty {
            $(
                $(#[$meta])*
                #[inline(always)]
                pub fn $name $(<$($mg)*>)? (&self, $($arg: typed_methods!(@borrowed $how $aty)),*)
                    -> $crate::error::Result<$ret> {
                    self.as_untyped()
                        .$name($(typed_methods!(@pass_borrowed $how $arg)),*)
                        .map(<$ret>::unchecked)
                }
            )*
        }

        impl<$($g)*> $crate::typed::ByValue<$ty> {
            $(
                #[doc(hidden)]
                #[doc = concat!("By value: `", stringify!($name), "` on the object itself, with no copy.")]
                #[inline(always)]
                pub fn $name $(<$($mg)*>)? (self, $($arg: typed_methods!(@by_value $how $aty)),*)
                    -> $crate::error::Result<$ret> {
                    self.into_inner()
                        .untyped()
                        .by_value()
                        .$name($(typed_methods!(@pass_by_value $how $arg)),*)
                        .map(<$ret>::unchecked)
                }
            )*
        }
    };
    (@borrowed plain $aty:ty) => { $aty };
    (@borrowed keep $aty:ty) => { &$aty };
    (@borrowed take $aty:ty) => { &$aty };
    (@by_value plain $aty:ty) => { $aty };
    (@by_value keep $aty:ty) => { &$aty };
    (@by_value take $aty:ty) => {
        impl $crate::typed::Arg<$aty, Untyped: $crate::qualifiers::Take<<$aty as $crate::typed::Arg<$aty>>::Untyped>>
    };
    (@pass_borrowed plain $arg:ident) => { $arg };
    (@pass_borrowed keep $arg:ident) => { $arg.as_untyped() };
    (@pass_borrowed take $arg:ident) => { $arg.as_untyped() };
    (@pass_by_value plain $arg:ident) => { $arg };
    (@pass_by_value keep $arg:ident) => { $arg.as_untyped() };
    (@pass_by_value take $arg:ident) => { $crate::typed::Arg::into_untyped($arg) };
}

pub(crate) use typed_methods;
