//! `typed_methods!`, the macro the typed methods, generated and
//! hand-written, are declared with: each the untyped method of the same
//! name, inlined, in the forms the untyped method has (`&self`, and by value
//! where it consumes its receiver), its result made by
//! [`FromUntyped`](super::objects::FromUntyped); and the closures' adapters.

use super::objects::FromUntyped;

/// A closure on typed objects, handed to an untyped method as one on their
/// handles (`foreach`: each object by value).
#[inline(always)]
pub(crate) fn foreach<T: FromUntyped, S, F: FnMut(T) -> S>(
    mut f: F,
) -> impl FnMut(T::Untyped) -> S {
    move |x: T::Untyped| f(T::from_untyped(x))
}

/// A test of a typed object, handed to an untyped method as one on its
/// handle (the object borrowed).
#[inline(always)]
pub(crate) fn test<T: FromUntyped, E, F: FnMut(&T) -> Result<bool, E>>(
    mut f: F,
) -> impl FnMut(&T::Untyped) -> Result<bool, E>
where
    T::Untyped: Clone,
{
    move |x: &T::Untyped| f(&T::from_untyped(x.clone()))
}

/// A test of two typed objects (`follows`), handed to an untyped method as
/// one on their handles.
#[inline(always)]
pub(crate) fn follows<T: FromUntyped, E, F: FnMut(&T, &T) -> Result<bool, E>>(
    mut f: F,
) -> impl FnMut(&T::Untyped, &T::Untyped) -> Result<bool, E>
where
    T::Untyped: Clone,
{
    move |x: &T::Untyped, y: &T::Untyped| {
        f(&T::from_untyped(x.clone()), &T::from_untyped(y.clone()))
    }
}

/// Writes typed methods, each the untyped method of the same name on the
/// handles, inlined: the arguments lowered, the result turned into the
/// declared one with no check
/// ([`FromUntyped`](super::objects::FromUntyped)). The hand-written typed
/// methods and the generated ones (`src/typed/generated/`, written by
/// `tools/specgen`) are declared with it.
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
///     /// A block of the typed forms of an untyped type's methods.
///     impl[D: Kind, R: Kind] Map<D, R> as Map {
///         /// The domain: `Map<D, R>` → `Set<D>`.
///         fn domain(take self) -> Set<D>;
///         /// The relation from each pair `[x -> y]` to `x`.
///         fn domain_map(self as UnionMap) -> UnionMap<Pair<D, R>, D>;
///         /// Calls the closure on each relation of the union.
///         fn foreach_map(keep self, fn_: foreach Map<D, R>) -> ();
///     }
/// }
/// ```
///
/// One block declares its methods on each listed type (`Self` in a result
/// is that type). A block declared `as` an untyped type (`as Map`) holds
/// typed forms of that type's methods: each method's docs end with a link
/// to the untyped method. The receiver says what the untyped method does
/// with it:
/// - `keep self`: borrows it (or a copy converted to a wider type), with
///   no by-value form; the typed method takes `&self`;
/// - `take self`: consumes it (ISL's `__isl_take`, the untyped method has a
///   [`by_value`](crate::ByValue) form); the typed method takes `&self` (ISL
///   gets a copy) and has a by-value form on [`ByValue`](super::ByValue)
///   (ISL gets the object itself, hidden from the docs as the untyped
///   by-value forms are);
/// - `self as T`: the method of the wider untyped type `T`, on the handle
///   converted to it (`upcast`), with no by-value form; the docs link
///   `T`'s method;
/// - none: a function of the type, the untyped type's function of the same
///   name.
///
/// Each argument says how it crosses: `plain` (a number, a string, an
/// untyped object: passed as it is), `keep` (a typed object ISL borrows:
/// `&T`) or `take` (a typed object ISL consumes: `&T` on the `&self` form
/// of a `take self` method, whose receiver is copied anyway, as the
/// generated methods take it; moved or borrowed, `impl Arg<T>`, everywhere
/// else: on the by-value form, on a `keep self` method, on a function); a
/// closure: `foreach T` (called on each object `T`, returning a
/// [`Step`](crate::Step) `S`; the method is declared `-> S::Output` and
/// returns `Result<S::Output, S::Error>`), `test T` (a test of `&T` failing
/// with any `E: From<Error>`; declared and returning `Result<bool, E>`) or
/// `follows T` (a test of two `&T`, beside a `foreach` argument, failing
/// with `S::Error`); the method's generics then end with `S: Step` or
/// `E: From<Error>`. A result
/// `checked("typed::T::name") R` is checked to be of the kinds of `R`
/// ([`Error::KindMismatch`](crate::Error::KindMismatch)) instead of wrapped
/// unchecked; a result `renamed::<K>("typed::T::name", reset(args)) R` is
/// that of a renaming after the kind `K`: the untyped method called with
/// an id of `K`'s name, or `reset(args)` where `K` has none (`Anon<N>`,
/// `Unnamed`), the result checked. A declaration ending `= name` calls the
/// untyped method `name`
/// (`fn set_range_tuple_in<R2: Group>(...) -> checked(..) Map<D, R2> =
/// set_range_tuple_id;`), its docs linking that method.
/// `tests/typed/typed_reentry.rs` checks the hand-written methods'
/// receivers and arguments against the untyped declarations, and calls
/// every method so declared.
macro_rules! typed_methods {
    // One method, on `&self` (or a function of the type), calling the
    // untyped method of its name or the one declared (`= callee`).
    (@ref $owner:tt $meta:tt [$name:ident] $($rest:tt)*) => {
        typed_methods! { @ref $owner $meta [$name $name] $($rest)* }
    };
    // The untyped method of a wider type, on the handle converted to it.
    (@ref $owner:tt [$($meta:tt)*] [$name:ident $call:ident] [$($g:tt)*] $ret:tt
        (self as $u:ident $(, $arg:ident : $how:ident $aty:ty)* $(,)?)) => {
        typed_methods! { @fn [$($meta)* #[doc = ""] #[doc = concat!(
            " The typed form of [`", stringify!($u), "::", stringify!($call), "`](crate::",
            stringify!($u), "::", stringify!($call), ")."
        )]] $name [$($g)*] $ret [&self $(, $arg: typed_methods!(@param keep $how $aty))*]
            [] [self.as_untyped().context()]
            [self.as_untyped().upcast::<$crate::object::$u>()?.]
            $call ($(typed_methods!(@pass $how $arg $aty)),*) }
    };
    // In a block `as` an untyped type: the docs link its method.
    (@ref [$u:ident] [$($meta:tt)*] [$name:ident $call:ident] $($rest:tt)*) => {
        typed_methods! { @ref [] [$($meta)* #[doc = ""] #[doc = concat!(
            " The typed form of [`", stringify!($u), "::", stringify!($call), "`](crate::",
            stringify!($u), "::", stringify!($call), ")."
        )]] [$name $call] $($rest)* }
    };
    (@ref [] $meta:tt [$name:ident $call:ident] $g:tt $ret:tt
        ($recv:ident self $(, $arg:ident : $how:ident $aty:ty)* $(,)?)) => {
        typed_methods! { @fn $meta $name $g $ret
            [&self $(, $arg: typed_methods!(@param $recv $how $aty))*]
            [] [self.as_untyped().context()] [self.as_untyped().]
            $call ($(typed_methods!(@pass $how $arg $aty)),*) }
    };
    (@ref [] $meta:tt [$name:ident $call:ident] $g:tt $ret:tt
        ($($arg:ident : $how:ident $aty:ty),* $(,)?)) => {
        typed_methods! { @fn $meta $name $g $ret
            [$($arg: typed_methods!(@param moved $how $aty)),*]
            [] [] [<<Self as $crate::typed::objects::FromUntyped>::Untyped>::]
            $call ($(typed_methods!(@pass $how $arg $aty)),*) }
    };

    // Its by-value form, for a method that consumes its receiver.
    (@by_value $owner:tt [$name:ident] $($rest:tt)*) => {
        typed_methods! { @by_value $owner [$name $name] $($rest)* }
    };
    (@by_value [] [$name:ident $call:ident] $($rest:tt)*) => {
        typed_methods! { @by_value [
            #[doc = concat!("By value: `", stringify!($name), "` on the object itself, with no copy.")]
        ] [$name $call] $($rest)* }
    };
    (@by_value [$u:ident] [$name:ident $call:ident] $($rest:tt)*) => {
        typed_methods! { @by_value [#[doc = concat!(
            " By value: [`", stringify!($u), "::", stringify!($call), "`](crate::",
            stringify!($u), "::", stringify!($call), "), with no copy."
        )]] [$name $call] $($rest)* }
    };
    (@by_value [$($doc:tt)+] [$name:ident $call:ident] $g:tt $ret:tt
        (take self $(, $arg:ident : $how:ident $aty:ty)* $(,)?)) => {
        typed_methods! { @fn [$($doc)+ #[doc(hidden)]] $name $g $ret
            [self $(, $arg: typed_methods!(@param moved $how $aty))*]
            [let obj = self.into_inner().untyped();] [obj.context()] [obj.by_value().]
            $call ($(typed_methods!(@pass $how $arg $aty)),*) }
    };

    // The function: its generics (with `S: Step` or `E: From<Error>` for
    // closures), its result, its body: `$setup` then `$head$call(args)`
    // (`$head` the receiver and a `.`, or the type and `::`; `$ctx` its
    // context).
    (@fn [$($meta:tt)*] $name:ident [$($g:tt)*] [closures foreach] [$($params:tt)*]
        [$($setup:tt)*] $ctx:tt [$($head:tt)*] $call:ident $args:tt) => {
        $($meta)*
        #[inline(always)]
        pub fn $name<$($g)* S: $crate::qualifiers::Step>($($params)*)
            -> ::core::result::Result<S::Output, S::Error> {
            $($setup)*
            $($head)*$call $args
        }
    };
    (@fn [$($meta:tt)*] $name:ident [$($g:tt)*] [closures test $ret:ty] [$($params:tt)*]
        [$($setup:tt)*] $ctx:tt [$($head:tt)*] $call:ident $args:tt) => {
        $($meta)*
        #[inline(always)]
        pub fn $name<$($g)* E: From<$crate::error::Error>>($($params)*)
            -> ::core::result::Result<$ret, E> {
            $($setup)*
            $($head)*$call $args
        }
    };
    (@fn [$($meta:tt)*] $name:ident [$($g:tt)*] [checked $what:literal $ret:ty] [$($params:tt)*]
        [$($setup:tt)*] $ctx:tt [$($head:tt)*] $call:ident $args:tt) => {
        $($meta)*
        #[inline(always)]
        pub fn $name<$($g)*>($($params)*) -> $crate::error::Result<$ret> {
            $($setup)*
            $($head)*$call $args.and_then(|x| <$ret>::checked(x, $what))
        }
    };
    // A renaming after the kind `$k`: the untyped method with the kind's
    // name, or `$reset` where the kind has none (`Anon<N>`, `Unnamed`); the
    // result checked (the arity).
    (@fn [$($meta:tt)*] $name:ident [$($g:tt)*]
        [renamed $k:ident $what:literal $reset:ident ($($reset_args:tt)*) $ret:ty]
        [$($params:tt)*] [$($setup:tt)*] [$($ctx:tt)*] [$($head:tt)*] $call:ident $args:tt) => {
        $($meta)*
        #[inline(always)]
        pub fn $name<$($g)*>($($params)*) -> $crate::error::Result<$ret> {
            $($setup)*
            let raw = match $crate::typed::kinds::rename_id::<$k>($($ctx)*)? {
                Some(id) => $($head)*$call(id)?,
                None => $($head)*$reset($($reset_args)*)?,
            };
            <$ret>::checked(raw, $what)
        }
    };
    (@fn [$($meta:tt)*] $name:ident [$($g:tt)*] [$ret:ty] [$($params:tt)*]
        [$($setup:tt)*] $ctx:tt [$($head:tt)*] $call:ident $args:tt) => {
        $($meta)*
        #[inline(always)]
        pub fn $name<$($g)*>($($params)*) -> $crate::error::Result<$ret> {
            $($setup)*
            $($head)*$call $args.map(<$ret as $crate::typed::objects::FromUntyped>::from_untyped)
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
    (@param $form:ident foreach $aty:ty) => { impl FnMut($aty) -> S };
    (@param $form:ident test $aty:ty) => {
        impl FnMut(&$aty) -> ::core::result::Result<bool, E>
    };
    (@param $form:ident follows $aty:ty) => {
        impl FnMut(&$aty, &$aty) -> ::core::result::Result<bool, S::Error>
    };
    (@pass plain $arg:ident $aty:ty) => { $arg };
    (@pass keep $arg:ident $aty:ty) => { $arg.as_untyped() };
    (@pass take $arg:ident $aty:ty) => { $crate::typed::Arg::into_untyped($arg) };
    (@pass foreach $arg:ident $aty:ty) => {
        $crate::typed::typed_methods::foreach::<$aty, _, _>($arg)
    };
    (@pass test $arg:ident $aty:ty) => {
        $crate::typed::typed_methods::test::<$aty, _, _>($arg)
    };
    (@pass follows $arg:ident $aty:ty) => {
        $crate::typed::typed_methods::follows::<$aty, _, _>($arg)
    };

    // The methods of one type, one at a time: each `&self` form (or
    // function) and each by-value form gathered into its impl block.
    (@munch [$($impl_meta:tt)*] [$($g:tt)*] $owner:tt [$ty:ty] [$($refs:tt)*] []) => {
        $($impl_meta)*
        impl<$($g)*> $ty { $($refs)* }
    };
    (@munch [$($impl_meta:tt)*] [$($g:tt)*] $owner:tt [$ty:ty] [$($refs:tt)*] [$($vals:tt)+]) => {
        $($impl_meta)*
        impl<$($g)*> $ty { $($refs)* }

        impl<$($g)*> $crate::typed::ByValue<$ty> { $($vals)* }
    };
    // The result: `Self` (the block's type), checked, what closures give
    // (`S::Output` of a `foreach`, `Result<bool, E>` of a test), or as
    // declared.
    (@munch $impl_meta:tt $gen:tt $owner:tt [$ty:ty] $refs:tt $vals:tt
        $(#[$meta:meta])* fn $name:ident $(<$($mg:ident : $mb:path),+>)? ($($params:tt)*) -> Self
        $(= $callee:ident)?; $($rest:tt)*) => {
        typed_methods! { @method $impl_meta $gen $owner [$ty] $refs $vals
            [$(#[$meta])*] [$name $($callee)?] [$($($mg: $mb,)+)?] [$ty] ($($params)*) $($rest)* }
    };
    (@munch $impl_meta:tt $gen:tt $owner:tt [$ty:ty] $refs:tt $vals:tt
        $(#[$meta:meta])* fn $name:ident $(<$($mg:ident : $mb:path),+>)? ($($params:tt)*)
        -> checked($what:literal) $ret:ty $(= $callee:ident)?;
        $($rest:tt)*) => {
        typed_methods! { @method $impl_meta $gen $owner [$ty] $refs $vals
            [$(#[$meta])*] [$name $($callee)?] [$($($mg: $mb,)+)?] [checked $what $ret] ($($params)*) $($rest)* }
    };
    (@munch $impl_meta:tt $gen:tt $owner:tt [$ty:ty] $refs:tt $vals:tt
        $(#[$meta:meta])* fn $name:ident $(<$($mg:ident : $mb:path),+>)? ($($params:tt)*)
        -> renamed::<$k:ident>($what:literal, $reset:ident $reset_args:tt) $ret:ty
        $(= $callee:ident)?; $($rest:tt)*) => {
        typed_methods! { @method $impl_meta $gen $owner [$ty] $refs $vals
            [$(#[$meta])*] [$name $($callee)?] [$($($mg: $mb,)+)?]
            [renamed $k $what $reset $reset_args $ret] ($($params)*) $($rest)* }
    };
    (@munch $impl_meta:tt $gen:tt $owner:tt [$ty:ty] $refs:tt $vals:tt
        $(#[$meta:meta])* fn $name:ident $(<$($mg:ident : $mb:path),+>)? ($($params:tt)*)
        -> S::Output $(= $callee:ident)?;
        $($rest:tt)*) => {
        typed_methods! { @method $impl_meta $gen $owner [$ty] $refs $vals
            [$(#[$meta])*] [$name $($callee)?] [$($($mg: $mb,)+)?] [closures foreach] ($($params)*) $($rest)* }
    };
    (@munch $impl_meta:tt $gen:tt $owner:tt [$ty:ty] $refs:tt $vals:tt
        $(#[$meta:meta])* fn $name:ident $(<$($mg:ident : $mb:path),+>)? ($($params:tt)*)
        -> Result<bool, E> $(= $callee:ident)?;
        $($rest:tt)*) => {
        typed_methods! { @method $impl_meta $gen $owner [$ty] $refs $vals
            [$(#[$meta])*] [$name $($callee)?] [$($($mg: $mb,)+)?] [closures test bool] ($($params)*) $($rest)* }
    };
    (@munch $impl_meta:tt $gen:tt $owner:tt [$ty:ty] $refs:tt $vals:tt
        $(#[$meta:meta])* fn $name:ident $(<$($mg:ident : $mb:path),+>)? ($($params:tt)*) -> $ret:ty
        $(= $callee:ident)?; $($rest:tt)*) => {
        typed_methods! { @method $impl_meta $gen $owner [$ty] $refs $vals
            [$(#[$meta])*] [$name $($callee)?] [$($($mg: $mb,)+)?] [$ret] ($($params)*) $($rest)* }
    };
    // A method that consumes its receiver: both forms; any other: one.
    (@method $impl_meta:tt $gen:tt $owner:tt [$ty:ty] [$($refs:tt)*] [$($vals:tt)*]
        $meta:tt $name:tt $g:tt $ret:tt (take self $($params:tt)*) $($rest:tt)*) => {
        typed_methods! { @munch $impl_meta $gen $owner [$ty]
            [$($refs)* typed_methods! { @ref $owner $meta $name $g $ret (take self $($params)*) }]
            [$($vals)* typed_methods! { @by_value $owner $name $g $ret (take self $($params)*) }]
            $($rest)* }
    };
    (@method $impl_meta:tt $gen:tt $owner:tt [$ty:ty] [$($refs:tt)*] $vals:tt
        $meta:tt $name:tt $g:tt $ret:tt $params:tt $($rest:tt)*) => {
        typed_methods! { @munch $impl_meta $gen $owner [$ty]
            [$($refs)* typed_methods! { @ref $owner $meta $name $g $ret $params }]
            $vals $($rest)* }
    };

    // Each listed type, with the block's methods.
    (@types $impl_meta:tt $gen:tt $owner:tt [$($ty:ty),+] $methods:tt) => {
        $(typed_methods! { @start $impl_meta $gen $owner [$ty] $methods })+
    };
    (@start $impl_meta:tt $gen:tt $owner:tt [$ty:ty] { $($methods:tt)* }) => {
        typed_methods! { @munch $impl_meta $gen $owner [$ty] [] [] $($methods)* }
    };

    // Blocks of methods, each for one or more types.
    ($($(#[$impl_meta:meta])* impl[$($g:tt)*] $($ty:ty),+ $(as $u:ident)? { $($methods:tt)* })*) => {
        $(typed_methods! {
            @types [$(#[$impl_meta])*] [$($g)*] [$($u)?] [$($ty),+] { $($methods)* }
        })*
    };
}

pub(crate) use typed_methods;
