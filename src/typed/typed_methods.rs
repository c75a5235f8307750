//! `typed_methods!`, the macro the hand-written typed methods are written
//! with: each the untyped method of the same name, inlined, in the forms the
//! untyped method has (`&self`, and by value where it consumes its
//! receiver); and [`FromUntyped`], what such a method makes of the untyped
//! method's result.

use crate::object::{AstExpr, AstLoopType, AstNode, Id, ScheduleNodeType, Val};

/// What a typed method makes of its untyped method's result, with no check
/// and no cost: a typed object of the kinds the method's declaration says
/// (its handle, wrapped), or a plain value (a number, a name, an untyped
/// `Val` or `Id`, an AST) as it is.
pub(crate) trait FromUntyped {
    /// The untyped method's result.
    type Untyped;
    /// The typed result.
    fn from_untyped(untyped: Self::Untyped) -> Self;
}

/// Plain results: no kind to claim, passed as they are.
macro_rules! plain_results {
    ($($t:ty),* $(,)?) => {$(
        impl FromUntyped for $t {
            type Untyped = $t;
            #[inline(always)]
            fn from_untyped(untyped: $t) -> $t {
                untyped
            }
        }
    )*};
}

plain_results! {
    bool, usize, i64, String, Vec<i64>, Val, Vec<Val>, Id, AstExpr, AstNode, AstLoopType,
    ScheduleNodeType,
}

impl<T: FromUntyped> FromUntyped for Option<T> {
    type Untyped = Option<T::Untyped>;
    #[inline(always)]
    fn from_untyped(untyped: Self::Untyped) -> Self {
        untyped.map(T::from_untyped)
    }
}

impl<T: FromUntyped, U: FromUntyped> FromUntyped for (T, U) {
    type Untyped = (T::Untyped, U::Untyped);
    #[inline(always)]
    fn from_untyped((t, u): Self::Untyped) -> Self {
        (T::from_untyped(t), U::from_untyped(u))
    }
}

/// Writes typed methods, each the untyped method of the same name on the
/// handles, inlined: the arguments lowered, the result turned into the
/// declared one with no check ([`FromUntyped`]).
///
/// ```text
/// typed_methods! {
///     /// Docs of the impl block (optional).
///     impl[D: Kind, R: Kind] Map<D, R>, BasicMap<D, R> {
///         /// The relation with a dimension fixed: of the same kinds.
///         fn fix_si(take self, type_: plain DimType, pos: plain usize, value: plain i64) -> Self;
///         /// The number of dimensions of `type_`.
///         fn dim(keep self, type_: plain DimType) -> usize;
///     }
/// }
/// ```
///
/// One block declares its methods on each listed type (`Self` in a result
/// is that type). The receiver says what the untyped method does with it:
/// - `keep self`: borrows it (or a copy converted to a wider type), with
///   no by-value form; the typed method takes `&self`;
/// - `take self`: consumes it (ISL's `__isl_take`, the untyped method has a
///   [`by_value`](crate::ByValue) form); the typed method takes `&self` (ISL
///   gets a copy) and has a by-value form on [`ByValue`](super::ByValue)
///   (ISL gets the object itself, hidden from the docs as the untyped
///   by-value forms are);
/// - none: a function of the type, the untyped type's function of the same
///   name.
///
/// Each argument says how it crosses: `plain` (a number, a string, an
/// untyped object: passed as it is), `keep` (a typed object ISL borrows:
/// `&T`) or `take` (a typed object ISL consumes: `&T` on the `&self` form
/// of a `take self` method, whose receiver is copied anyway, as the
/// generated methods take it; moved or borrowed, `impl Arg<T>`, everywhere
/// else: on the by-value form, on a `keep self` method, on a function).
/// `tests/typed/typed_reentry.rs` checks the receivers and arguments against the
/// untyped declarations, and calls every method so declared.
macro_rules! typed_methods {
    // One method, on `&self` (or a function of the type).
    (@ref [$($meta:tt)*] $name:ident [$($g:tt)*] [$ret:ty]
        ($recv:ident self $(, $arg:ident : $how:ident $aty:ty)* $(,)?)) => {
        $($meta)*
        #[inline(always)]
        pub fn $name<$($g)*>(&self $(, $arg: typed_methods!(@param $recv $how $aty))*)
            -> $crate::error::Result<$ret> {
            self.as_untyped()
                .$name($(typed_methods!(@pass $how $arg)),*)
                .map(<$ret as $crate::typed::typed_methods::FromUntyped>::from_untyped)
        }
    };
    (@ref [$($meta:tt)*] $name:ident [$($g:tt)*] [$ret:ty]
        ($($arg:ident : $how:ident $aty:ty),* $(,)?)) => {
        $($meta)*
        #[inline(always)]
        pub fn $name<$($g)*>($($arg: typed_methods!(@param moved $how $aty)),*)
            -> $crate::error::Result<$ret> {
            <<Self as $crate::typed::typed_methods::FromUntyped>::Untyped>::$name(
                $(typed_methods!(@pass $how $arg)),*
            )
            .map(<$ret as $crate::typed::typed_methods::FromUntyped>::from_untyped)
        }
    };

    // Its by-value form, for a method that consumes its receiver.
    (@by_value $name:ident [$($g:tt)*] [$ret:ty]
        (take self $(, $arg:ident : $how:ident $aty:ty)* $(,)?)) => {
        #[doc(hidden)]
        #[doc = concat!("By value: `", stringify!($name), "` on the object itself, with no copy.")]
        #[inline(always)]
        pub fn $name<$($g)*>(self $(, $arg: typed_methods!(@param moved $how $aty))*)
            -> $crate::error::Result<$ret> {
            self.into_inner()
                .untyped()
                .by_value()
                .$name($(typed_methods!(@pass $how $arg)),*)
                .map(<$ret as $crate::typed::typed_methods::FromUntyped>::from_untyped)
        }
    };

    // An argument's type in a form (`keep` or `take`: the `&self` form of a
    // `keep self` or `take self` method; `moved`: a by-value form, or a
    // function), and how it is passed to the untyped method.
    (@param $form:ident plain $aty:ty) => { $aty };
    (@param $form:ident keep $aty:ty) => { &$aty };
    (@param take take $aty:ty) => { &$aty };
    (@param $form:ident take $aty:ty) => {
        impl $crate::typed::Arg<
            $aty,
            Untyped: $crate::qualifiers::Take<<$aty as $crate::typed::Arg<$aty>>::Untyped>,
        >
    };
    (@pass plain $arg:ident) => { $arg };
    (@pass keep $arg:ident) => { $arg.as_untyped() };
    (@pass take $arg:ident) => { $crate::typed::Arg::into_untyped($arg) };

    // The methods of one type, one at a time: each `&self` form (or
    // function) and each by-value form gathered into its impl block.
    (@munch [$($impl_meta:tt)*] [$($g:tt)*] [$ty:ty] [$($refs:tt)*] []) => {
        $($impl_meta)*
        impl<$($g)*> $ty { $($refs)* }
    };
    (@munch [$($impl_meta:tt)*] [$($g:tt)*] [$ty:ty] [$($refs:tt)*] [$($vals:tt)+]) => {
        $($impl_meta)*
        impl<$($g)*> $ty { $($refs)* }

        impl<$($g)*> $crate::typed::ByValue<$ty> { $($vals)* }
    };
    (@munch $impl_meta:tt $gen:tt [$ty:ty] $refs:tt $vals:tt
        $(#[$meta:meta])* fn $name:ident $(<$($mg:ident : $mb:ident),+>)? ($($params:tt)*) -> Self;
        $($rest:tt)*) => {
        typed_methods! { @method $impl_meta $gen [$ty] $refs $vals
            [$(#[$meta])*] $name [$($($mg: $mb),+)?] [$ty] ($($params)*) $($rest)* }
    };
    (@munch $impl_meta:tt $gen:tt [$ty:ty] $refs:tt $vals:tt
        $(#[$meta:meta])* fn $name:ident $(<$($mg:ident : $mb:ident),+>)? ($($params:tt)*) -> $ret:ty;
        $($rest:tt)*) => {
        typed_methods! { @method $impl_meta $gen [$ty] $refs $vals
            [$(#[$meta])*] $name [$($($mg: $mb),+)?] [$ret] ($($params)*) $($rest)* }
    };
    // A method that consumes its receiver: both forms; any other: one.
    (@method $impl_meta:tt $gen:tt [$ty:ty] [$($refs:tt)*] [$($vals:tt)*]
        $meta:tt $name:ident $g:tt $ret:tt (take self $($params:tt)*) $($rest:tt)*) => {
        typed_methods! { @munch $impl_meta $gen [$ty]
            [$($refs)* typed_methods! { @ref $meta $name $g $ret (take self $($params)*) }]
            [$($vals)* typed_methods! { @by_value $name $g $ret (take self $($params)*) }]
            $($rest)* }
    };
    (@method $impl_meta:tt $gen:tt [$ty:ty] [$($refs:tt)*] $vals:tt
        $meta:tt $name:ident $g:tt $ret:tt $params:tt $($rest:tt)*) => {
        typed_methods! { @munch $impl_meta $gen [$ty]
            [$($refs)* typed_methods! { @ref $meta $name $g $ret $params }]
            $vals $($rest)* }
    };

    // Each listed type, with the block's methods.
    (@types $impl_meta:tt $gen:tt [$($ty:ty),+] $methods:tt) => {
        $(typed_methods! { @start $impl_meta $gen [$ty] $methods })+
    };
    (@start $impl_meta:tt $gen:tt [$ty:ty] { $($methods:tt)* }) => {
        typed_methods! { @munch $impl_meta $gen [$ty] [] [] $($methods)* }
    };

    // Blocks of methods, each for one or more types.
    ($($(#[$impl_meta:meta])* impl[$($g:tt)*] $($ty:ty),+ { $($methods:tt)* })*) => {
        $(typed_methods! { @types [$(#[$impl_meta])*] [$($g)*] [$($ty),+] { $($methods)* } })*
    };
}

pub(crate) use typed_methods;
