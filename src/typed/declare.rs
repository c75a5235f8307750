//! `tuples!`: the user's tuple kinds, one line for all of them.

/// Declares tuple kinds: `S[2]` is the tuple named `S` with two dimensions,
/// `Stmts = S | T` a group of kinds (every space of a union of kind `Stmts`
/// is an `S` or a `T`). Each is a zero-sized type implementing
/// [`Kind`](crate::typed::Kind) (and [`Named`](crate::typed::Named) for a
/// tuple); a visibility and attributes may precede each entry.
///
/// ```
/// use isl_safe::{typed, Context};
/// isl_safe::tuples! {
///     /// The statement of the loop nest.
///     pub S[2];
///     T[1];
///     A[2];
///     Stmts = S | T;
/// }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let domain: typed::UnionSet<Stmts> = "{ S[i, j] : 0 <= i, j < 4; T[i] : 0 <= i < 4 }".parse()?;
/// let err = "{ S[i] }".parse::<typed::Set<S>>().unwrap_err();
/// assert_eq!(err.to_string(), "isl_set_read_from_str: expected a tuple of kind S[2], found S[1]");
/// # let _ = domain;
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[macro_export]
macro_rules! tuples {
    () => {};
    ($(#[$meta:meta])* $vis:vis $name:ident [$arity:literal] $(; $($rest:tt)*)?) => {
        $(#[$meta])*
        #[doc = concat!("The tuple kind `", stringify!($name), "[", stringify!($arity), "]`.")]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
        $vis struct $name;

        impl $crate::typed::Kind for $name {
            fn expected() -> ::std::string::String {
                ::std::format!("{}[{}]", stringify!($name), $arity)
            }

            fn accepts(space: &$crate::typed::__private::Space) -> $crate::typed::__private::Result<bool> {
                $crate::typed::__private::accepts_named(space, stringify!($name), $arity)
            }
        }

        impl $crate::typed::Named for $name {
            const NAME: &'static str = stringify!($name);
            const ARITY: usize = $arity;
        }

        $crate::tuples! { $($($rest)*)? }
    };
    ($(#[$meta:meta])* $vis:vis $name:ident = $first:ident $(| $more:ident)* $(; $($rest:tt)*)?) => {
        $(#[$meta])*
        #[doc = concat!("The group of tuple kinds `", stringify!($first $(| $more)*), "`.")]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
        $vis struct $name;

        impl $crate::typed::Kind for $name {
            fn expected() -> ::std::string::String {
                let all: &[::std::string::String] = &[
                    <$first as $crate::typed::Kind>::expected()
                    $(, <$more as $crate::typed::Kind>::expected())*
                ];
                all.join(" | ")
            }

            fn accepts(space: &$crate::typed::__private::Space) -> $crate::typed::__private::Result<bool> {
                // The first member that accepts it; no `Ok(..?)` for a group
                // of one, which clippy would flag in the user's crate.
                <$first as $crate::typed::Kind>::accepts(space)
                    $(.and_then(|yes| match yes {
                        true => Ok(true),
                        false => <$more as $crate::typed::Kind>::accepts(space),
                    }))*
            }
        }

        impl $crate::typed::Group for $name {}

        impl $crate::typed::Within<$name> for $first {}
        $(impl $crate::typed::Within<$name> for $more {})*

        $crate::tuples! { $($($rest)*)? }
    };
}
