//! The specs DSL: one line declares one ISL function.
//!
//! ```text
//! isl_specs! {
//!     Set {
//!         fn union(inplace self, set2: Take<Set>) -> Give<Set> = isl_set_union;
//!         fn is_empty(keep self) -> Bool = isl_set_is_empty;
//!         fn dim(keep self, ty: Param<DimType>) -> Size = isl_set_dim;
//!         fn read_from_str(ctx, str: Param<str>) -> Give<Set> = isl_set_read_from_str;
//!         fn universe(space: Take<Space>) -> Give<Set> = isl_set_universe;
//!         fn foreach_basic_set(keep self; each: Foreach<BasicSet>) -> Stat = isl_set_foreach_basic_set;
//!     }
//! }
//! ```
//!
//! Each line names the Rust method, the receiver's qualifier, every
//! argument's qualifier and type, the result's qualifier and the full C
//! symbol. Receivers:
//! - `keep self`: `&self`, borrowed by ISL;
//! - `take self`: `&self`, copied first (ISL consumes the copy), plus one of
//!   the same name on [`ByValue<T>`](crate::ByValue) that consumes the object
//!   instead (no copy);
//! - `move self`: `self`, consumed (for the types ISL cannot copy);
//! - `inplace self`: the same `&self` method, plus one of the same name on
//!   [`InPlace<T>`](crate::InPlace) that hands the object over with no copy and
//!   stores the result back (for functions taking and giving the same type),
//!   and the `ByValue` one of `take self`;
//! - `ctx`: an associated function; the C function's `isl_ctx *` is the
//!   thread's current context (or the objects' one, if arguments have any);
//! - `ctx self`: a method on [`Context`](crate::Context) (ISL's `isl_options_*`
//!   and `isl_ctx_*` functions);
//! - `via Wide: keep self` / `via Wide: take self`: a method a narrower type
//!   gets from a wider one of ISL's class hierarchy (`BasicSet` from `Set`):
//!   `&self`, converted to `Wide` first;
//! - nothing: an associated function whose context is its objects'.
//!
//! A method's docs are ISL's manual for its function, then one line: the C
//! function's name and only what differs from the rule each type's docs
//! state once (`object!`: a method whose C function consumes the object
//! works on a copy; see the crate docs' "Calls and copies"), such as
//! "borrows `self`" (`keep self`) or "also in place" (`inplace self`).
//!
//! Arguments are `Take<T>`, `Keep<T>` or `Param<P>` (the traits in
//! [`qualifiers`](crate::qualifiers) do all per-argument work). A callback
//! (ISL's function pointer and `void *user`, last) follows a `;`: `Foreach<T>`,
//! `Foreach2<A, B>`, `Test<T>`, `Test2<A, B>`, `MapFn<T>` or `Cmp<T>` (see
//! [`qualifiers`](crate::qualifiers)); the method then takes a closure and
//! returns the closure's error type, or, for the `foreach` kinds, what the
//! closure's return type says ([`Step`](crate::Step): `Result<(), E>`, or
//! `ControlFlow<B>`, which stops ISL with no error). Results are the markers of
//! [`qualifiers`](crate::qualifiers): `Give<T>`, `Bool`, `Stat`,
//! `Size`, `Str`, `OptStr`, `Int`, `Long`, `UInt`, `ULong`, `Double`, `Hash`,
//! `Void`, `Enum<E>`.
//!
//! A declaration marked `#[cfg(not(isl_before_0_27))]` (a function ISL 0.25
//! lacks) exists in every build; with an ISL older than 0.27 it returns an
//! error of kind [`Unsupported`](crate::ErrorKind::Unsupported). One marked
//! `#[cfg(not(isl_system))]` (a bug of ISL's that only the bundled build's
//! patches fix) returns one with the system ISL (see `isl_method!`).
//!
//! The macro fans out one independent expansion per declaration (no
//! recursion over the list), so a file may hold thousands. Each invocation
//! also records its declarations in a `SPECS` table, which the header
//! cross-check test compares with ISL's `__isl_*` annotations.

/// Declares ISL functions, one per line: see the [module docs](self).
macro_rules! isl_specs {
    ($(
        $(#[doc = $group_doc:literal])*
        $ty:ident {
            $(
                $(#[$($meta:tt)*])*
                fn $name:ident ( $($params:tt)* ) -> $ret:ident $(<$ret_ty:ty>)?
                    $(, $out:ident : $out_q:ident $(<$out_ty:ty>)?)* = $cfn:ident
                    $(check $guard:ident ( $($garg:ident),* ))*
                    $(widen $wq:ident $warg:ident (
                        $($wide_q:ident $wide:ident : $wret:ident $(<$wret_ty:ty>)?),+
                    ))?;
            )*
        }
    )*) => {
        $(
            // One `impl` block per group: the methods a reader finds together
            // on the type's page, under the group's heading.
            $(#[doc = $group_doc])*
            impl $ty {
                $(
                    isl_widen! {
                        [$(widen $wq $warg ($($wide_q $wide : $wret $(<$wret_ty>)?),+))?]
                        [$ty] [$(#[$($meta)*])*] $name $cfn [$ret $(<$ret_ty>)?]
                        [$($out : $out_q $(<$out_ty>)?),*] [$($guard($($garg),*))*] $($params)*
                    }
                )*
            }
            $(
                isl_fn! {
                    @twins [$ty] [$(#[$($meta)*])*] $name $cfn [$ret $(<$ret_ty>)?]
                    [$($out : $out_q $(<$out_ty>)?),*] [$($guard($($garg),*))*] $($params)*
                }
                isl_operands! {
                    [$(widen $wq $warg ($($wide_q $wide : $wret $(<$wret_ty>)?),+))?]
                    [$ty] $name [$ret $(<$ret_ty>)?]
                }
            )*
        )*

        /// The declarations of this file, for checks against ISL's headers.
        pub(crate) const SPECS: &[$crate::specs::Spec] = &[$($(
            $crate::specs::Spec {
                owner: stringify!($ty),
                name: stringify!($name),
                c_name: stringify!($cfn),
                params: stringify!($($params)*),
                ret: stringify!($ret $(<$ret_ty>)? $(, $out : $out_q $(<$out_ty>)?)*),
            },
        )*)*];
    };
}

/// One method of a declaration: its attributes (the declaration's `meta`,
/// then `attrs`), its signature and its body.
///
/// Two markers of the generator change the body; each method is kept in
/// every build, so that linking the system ISL (feature `system`) removes no
/// method from any crate in the build:
/// - `#[cfg(not(isl_before_0_27))]`: a function ISL 0.25 lacks. When the
///   linked ISL is older than 0.27 (cfg `isl_before_0_27`, set by the build
///   script), the body returns an error of kind
///   [`Unsupported`](crate::ErrorKind::Unsupported) naming the function,
///   without calling ISL.
/// - `#[cfg(not(isl_system))]`: a function no check outside ISL keeps off
///   one of ISL's own bugs, which the bundled build's patches fix. With the
///   system ISL (cfg `isl_system`, unpatched), the body returns an error of
///   kind `Unsupported` naming the bug (see `specs::guards::unsupported`).
macro_rules! isl_method {
    // Collect the markers (`[before_0_27]`, `[unpatched]`) and the other
    // attributes, in order.
    ([$($seen:tt)*] [#[cfg(not(isl_before_0_27))] $($rest:tt)*] [$($flags:tt)*] $($more:tt)*) => {
        isl_method! { [$($seen)*] [$($rest)*] [$($flags)* before_0_27] $($more)* }
    };
    ([$($seen:tt)*] [#[cfg(not(isl_system))] $($rest:tt)*] [$($flags:tt)*] $($more:tt)*) => {
        isl_method! { [$($seen)*] [$($rest)*] [$($flags)* unpatched] $($more)* }
    };
    ([$($seen:tt)*] [#[$($attr:tt)*] $($rest:tt)*] [$($flags:tt)*] $($more:tt)*) => {
        isl_method! { [$($seen)* #[$($attr)*]] [$($rest)*] [$($flags)*] $($more)* }
    };
    // No marker.
    ([$($seen:tt)*] [] [] $cfn:ident attrs [$($attrs:tt)*] sig [$($sig:tt)*] body $body:tt) => {
        // A thin layer over one C call: inlined into the caller, the
        // argument moves and the success path's checks fold into its code.
        $($attrs)* $($seen)* #[inline(always)] $($sig)* $body
    };
    // Not in ISL 0.25.
    ([$($seen:tt)*] [] [before_0_27] $cfn:ident attrs [$($attrs:tt)*] sig [$($sig:tt)*] body $body:tt) => {
        $($attrs)* $($seen)*
        #[doc = "\n\nNot in ISL 0.25: with an ISL older than 0.27 (a system ISL, feature \
            `system`), returns [`Error::Isl`](crate::Error::Isl) of kind \
            [`Unsupported`](crate::ErrorKind::Unsupported) without calling ISL."]
        #[cfg(not(isl_before_0_27))]
        #[inline]
        $($sig)* $body

        $($attrs)* $($seen)*
        #[doc = "\n\nNot in ISL 0.25: with an ISL older than 0.27 (a system ISL, feature \
            `system`), returns [`Error::Isl`](crate::Error::Isl) of kind \
            [`Unsupported`](crate::ErrorKind::Unsupported) without calling ISL."]
        #[cfg(isl_before_0_27)]
        #[allow(unused_mut, unused_variables)]
        $($sig)* {
            Err($crate::prim::unsupported(stringify!($cfn)).into())
        }
    };
    // Unsafe in the unpatched system ISL.
    ([$($seen:tt)*] [] [unpatched] $cfn:ident attrs [$($attrs:tt)*] sig [$($sig:tt)*] body $body:tt) => {
        $($attrs)* $($seen)*
        #[doc = "\n\nWith the system ISL (feature `system`), which lacks the bundled build's fix \
            of this function, returns [`Error::Isl`](crate::Error::Isl) of kind \
            [`Unsupported`](crate::ErrorKind::Unsupported), naming the bug, without calling ISL."]
        #[cfg(not(isl_system))]
        #[inline]
        $($sig)* $body

        $($attrs)* $($seen)*
        #[doc = "\n\nWith the system ISL (feature `system`), which lacks the bundled build's fix \
            of this function, returns [`Error::Isl`](crate::Error::Isl) of kind \
            [`Unsupported`](crate::ErrorKind::Unsupported), naming the bug, without calling ISL."]
        #[cfg(isl_system)]
        #[allow(unused_mut, unused_variables)]
        $($sig)* {
            Err($crate::specs::guards::unsupported(stringify!($cfn)).into())
        }
    };
    // Both: not in 0.25, and unsafe in an unpatched 0.27.
    ([$($seen:tt)*] [] [before_0_27 unpatched] $cfn:ident attrs [$($attrs:tt)*] sig [$($sig:tt)*] body $body:tt) => {
        $($attrs)* $($seen)*
        #[cfg(not(isl_system))]
        #[inline]
        $($sig)* $body

        $($attrs)* $($seen)*
        #[doc = "\n\nWith the system ISL (feature `system`), returns [`Error::Isl`](crate::Error::Isl) \
            of kind [`Unsupported`](crate::ErrorKind::Unsupported) without calling ISL: ISL 0.25 \
            lacks it, and an unpatched ISL 0.27 has a bug the bundled build fixes."]
        #[cfg(isl_system)]
        #[allow(unused_mut, unused_variables)]
        $($sig)* {
            #[cfg(isl_before_0_27)]
            return Err($crate::prim::unsupported(stringify!($cfn)).into());
            #[cfg(not(isl_before_0_27))]
            return Err($crate::specs::guards::unsupported(stringify!($cfn)).into());
        }
    };
}

/// A declaration's method on its type: the `@self` expansion of `isl_fn!`,
/// or, for a declaration with a `widen` clause (a narrower type's method
/// whose one argument is of its own type, `BasicSet::is_subset`), a method
/// generic over that argument: of this type it calls the declaration's C
/// function (through a hidden `*_own` method), of a wider type (`&Set`,
/// `&UnionSet`) it converts `self` and calls the wider type's method, as
/// ISL's C++ binding and islpy do. `isl_operands!` gives the argument types.
/// A predicate's result is `bool` for every argument (`Out = bool` in the
/// bound), any other the argument type's `Out`.
macro_rules! isl_widen {
    ([] $($decl:tt)*) => {
        isl_fn! { @self $($decl)* }
    };
    // The receiver: what the docs add to the C function's name (see
    // `isl_fn!`'s `doc`), and which forms without a copy there are.
    ([$($widen:tt)+] [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        keep self $($params:tt)*) => {
        isl_widen! { @result [$($widen)+] ["; borrows `self`"] [] [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] [$($guards)*]
            keep self $($params)* }
    };
    ([$($widen:tt)+] [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        inplace self $($params:tt)*) => {
        isl_widen! { @result [$($widen)+] ["; also [in place](crate::InPlace)"]
            ["\n\n`in_place` and `by_value` take this type only."] [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] [$($guards)*]
            inplace self $($params)* }
    };
    ([$($widen:tt)+] [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        take self $($params:tt)*) => {
        isl_widen! { @result [$($widen)+] [] ["\n\n`by_value` takes this type only."] [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] [$($guards)*]
            take self $($params)* }
    };
    // The result: a predicate's (`Bool`, every wider type's too, which
    // `isl_operands!` checks) is `bool` whatever the operand; any other is
    // the operand's `Out`.
    (@result [$($widen:tt)+] [$($rdoc:tt)*] [$($tail:tt)*] [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [Bool]
        $($rest:tt)*) => {
        isl_widen! { @aliases [] [$($meta)*] [$($widen)+] [$($rdoc)*] [$($tail)*] [, Out = bool] [bool] [$ty] [$($meta)*] $name $cfn [Bool] $($rest)* }
    };
    (@result [$($widen:tt)+] [$($rdoc:tt)*] [$($tail:tt)*] [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*]
        $($rest:tt)*) => {
        isl_widen! { @aliases [] [$($meta)*] [$($widen)+] [$($rdoc)*] [$($tail)*] [] [A::Out] [$ty] [$($meta)*] $name $cfn [$($ret)*] $($rest)* }
    };
    // The declaration's search aliases, for the public method (its other
    // attributes, a `cfg` above all, belong to the hidden `*_own` method).
    (@aliases [$($kept:tt)*] [#[doc(alias = $alias:literal)] $($meta:tt)*] $($rest:tt)*) => {
        isl_widen! { @aliases [$($kept)* #[doc(alias = $alias)]] [$($meta)*] $($rest)* }
    };
    (@aliases [$($kept:tt)*] [#[$($other:tt)*] $($meta:tt)*] $($rest:tt)*) => {
        isl_widen! { @aliases [$($kept)*] [$($meta)*] $($rest)* }
    };
    (@aliases [$($kept:tt)*] [] $($rest:tt)*) => {
        isl_widen! { @emit [$($kept)*] $($rest)* }
    };
    (@emit [$($aliases:tt)*] [widen $wq:ident $warg:ident ($($wide_q:ident $wide:ident : $wret:ident $(<$wret_ty:ty>)?),+)]
        [$($rdoc:tt)*] [$($tail:tt)*] [$($bound:tt)*] [$($out:tt)*]
        [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        $($params:tt)*) => {
        paste::paste! {
            isl_fn! { @self [$ty] [$($meta)* #[doc(hidden)]] [<$name _own>] $cfn [$($ret)*] [$($outs)*] [$($guards)*] $($params)* }

            #[doc = isl_manual!($cfn)]
            #[doc = "\n\nCalls `" $cfn "` for an argument of this type" $($rdoc)* ". `" $warg "` may also be of a wider \
                type (as ISL's C++ binding and islpy allow): `self` is then converted to that type, whose \
                method gives the result:"]
            $( #[doc = "- a `" $wide "`: [`" $wide "::" $name "`](crate::" $wide "::" $name ");"] )+
            $( #[doc = $tail] )*
            #[doc(alias = "" $cfn "")]
            $($aliases)*
            #[inline(always)]
            pub fn $name<A: $crate::specs::generated::operands::[<$name:camel Operand>]<$ty $($bound)*>>(
                &self,
                $warg: A,
            ) -> $crate::error::Result<$($out)*> {
                A::call(self, $warg)
            }
        }
    };
}

/// The argument types of a method with a `widen` clause (see `isl_widen!`):
/// every type its own qualifier takes, and each wider type (by value too
/// where the wider method takes its argument).
macro_rules! isl_operands {
    ([] $($rest:tt)*) => {};
    ([widen $wq:ident $warg:ident ($($wide_q:ident $wide:ident : $wret:ident $(<$wret_ty:ty>)?),+)]
        [$ty:ident] $name:ident [$ret:ident $(<$ret_ty:ty>)?]) => {
        paste::paste! {
            impl<A: $crate::qualifiers::$wq<$crate::object::$ty>>
                $crate::specs::generated::operands::[<$name:camel Operand>]<$crate::object::$ty> for A
            {
                type Out = isl_out!($ret $(<$ret_ty>)?);
                #[inline(always)]
                fn call(recv: &$crate::object::$ty, arg: A) -> $crate::error::Result<Self::Out> {
                    recv.[<$name _own>](arg)
                }
            }
        }
        $( isl_operands! { @wide $wide_q [$ty] $name $wide [$wret $(<$wret_ty>)?] } )+
        $( isl_operands! { @same [$ret] [$wret] } )+
    };
    // A predicate's wider types are predicates too (`isl_widen!` promises
    // `bool` for every operand): any other result fails to expand.
    (@same [Bool] [Bool]) => {};
    (@same [Bool] [$other:ident]) => {
        compile_error!(concat!("a `Bool` declaration widened to a `", stringify!($other), "` result"));
    };
    (@same [$ret:ident] [$wret:ident]) => {};
    (@wide Keep [$ty:ident] $name:ident $wide:ident [$($wret:tt)*]) => {
        isl_operands! { @impl [&$crate::object::$wide] [$ty] $name $wide [$($wret)*] }
    };
    (@wide Take [$ty:ident] $name:ident $wide:ident [$($wret:tt)*]) => {
        isl_operands! { @impl [$crate::object::$wide] [$ty] $name $wide [$($wret)*] }
        isl_operands! { @impl [&$crate::object::$wide] [$ty] $name $wide [$($wret)*] }
    };
    (@impl [$($arg:tt)*] [$ty:ident] $name:ident $wide:ident [$wret:ident $(<$wret_ty:ty>)?]) => {
        paste::paste! {
            impl $crate::specs::generated::operands::[<$name:camel Operand>]<$crate::object::$ty> for $($arg)* {
                type Out = isl_out!($wret $(<$wret_ty>)?);
                #[inline]
                fn call(recv: &$crate::object::$ty, arg: Self) -> $crate::error::Result<Self::Out> {
                    recv.upcast::<$crate::object::$wide>()?.$name(arg)
                }
            }
        }
    };
}

/// The guards of a declaration (`check name(args)`, see
/// [`guards`](crate::specs::guards)), run on the call's subject (the receiver, or
/// the first argument of an associated function) before ISL is called.
macro_rules! isl_guards {
    ($subject:expr; [$($arg:ident : $q:ident<$arg_ty:ty>),*] $($guard:ident($($garg:ident),*))*) => {
        // What the guards hand back lives until the call returns: with the
        // system ISL, the operation limit some of them lift for the call
        // (see `specs::guards`); nothing otherwise.
        #[allow(clippy::let_unit_value, clippy::unused_unit)]
        let _held = {
            // Each argument as the guards see it: the object (a borrowed one ISL
            // will get a copy of included), or the plain value.
            $( #[allow(unused_variables)]
            let $arg = $crate::qualifiers::views::$q::<$arg_ty, _>(&$arg); )*
            ( $( $crate::specs::guards::$guard($subject, $($garg,)* FN)
                .map_err(|e| $crate::specs::guards::as_caller(e, FN))?, )* )
        };
    };
}

/// The manual's description of a C function (written by the build script
/// from ISL's `doc/user.pod`), for its method's docs.
macro_rules! isl_manual {
    ($cfn:ident) => {
        include_str!(concat!(
            env!("OUT_DIR"),
            "/manual/",
            stringify!($cfn),
            ".md"
        ))
    };
}

/// The result type of a method, from the result's qualifier.
macro_rules! isl_out {
    (Give<$t:ty>) => { $t };
    (OptGive<$t:ty>) => { Option<$t> };
    (Maybe<$t:ty>) => { Option<$t> };
    (SizeT) => { usize };
    (Bool) => { bool };
    (Stat) => { () };
    (Size) => { usize };
    (Str) => { String };
    (OptStr) => { Option<String> };
    (Int) => { i32 };
    (Long) => { i64 };
    (UInt) => { u32 };
    (ULong) => { u64 };
    (Double) => { f64 };
    (Hash) => { u32 };
    (Void) => { () };
    (Enum<$t:ty>) => { $t };
    (OutGive<$t:ty>) => { Option<$t> };
    (OutBool) => { bool };
    (OutInt) => { i32 };
}

/// One declaration's expansion. Arms by receiver; arguments are handled
/// uniformly through the qualifier traits.
macro_rules! isl_fn {
    // Each declaration expands twice: `@self` gives the method on the type
    // itself (inside the one `impl` block of its group, see `isl_specs!`),
    // `@twins` the hidden twins on `ByValue<T>` and `InPlace<T>`, each in an
    // `impl` block of its own.

    // A callback ISL stores in the object (AST callbacks): the closure is kept
    // alive by the object (see `Attachments`); ISL calls it during later calls.
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [] []
        inplace self ; $cb:ident : Stored<$kind:ident>) => {
        paste::paste! {
            isl_method! { [] [$($meta)*] [] $cfn attrs [
            #[doc = include_str!(concat!(env!("OUT_DIR"), "/manual/", stringify!($cfn), ".md"))]
            #[doc = "\n\nCalls `" $cfn "`; also [in place](crate::InPlace), no \
                [`by_value`](crate::ByValue) form. The result keeps the closure, which ISL calls \
                during later calls, possibly again while it runs (see [`" $kind "`](crate::" $kind "))."]
            #[doc(alias = "" $cfn "")]
            ] sig [
            pub fn $name(&self, $cb: impl $crate::qualifiers::$kind) -> $crate::error::Result<$ty>
            ] body {
                const FN: &str = stringify!($cfn);
                let ctx = self.context().clone();
                let state = $crate::qualifiers::StoredState::new($cb, ctx.clone());
                let c_fn = $crate::qualifiers::$kind::c_fn(&state);
                let this = $crate::object::Object::into_raw(self.clone());
                // SAFETY: the qualifiers match ISL's declaration (tests/generator/header_qualifiers.rs);
                // the state is kept by the result (and the objects made from it).
                let raw = unsafe { $crate::prim::sys::$cfn(this, Some(c_fn), $crate::qualifiers::StoredState::user(&state)) };
                // SAFETY: `raw` is the C function's result, made in `ctx`.
                let mut out = unsafe { <$crate::qualifiers::Give<$ty> as $crate::qualifiers::Ret>::wrap(raw, &ctx, FN) }?;
                let keep = $crate::object::Object::attachments_mut(&mut out);
                keep.extend_from($crate::object::Object::attachments(self));
                keep.push(state);
                Ok(out)
            } }
        }
    };
    (@twins [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [] []
        inplace self ; $cb:ident : Stored<$kind:ident>) => {
        paste::paste! { impl $crate::qualifiers::InPlace<'_, $ty> {
            isl_method! { [] [$($meta)*] [] $cfn attrs [
            #[doc(hidden)]
            #[doc = "In place: [`" $ty "::" $name "`](crate::" $ty "::" $name ") on the object itself, \
                with no copy (ISL's `" $cfn "`); the object keeps the closure."]
            #[doc(alias = "" $cfn "")]
            ] sig [
            pub fn $name(mut self, $cb: impl $crate::qualifiers::$kind) -> $crate::error::Result<()>
            ] body {
                const FN: &str = stringify!($cfn);
                let ctx = self.get().context().clone();
                let state = $crate::qualifiers::StoredState::new($cb, ctx);
                let c_fn = $crate::qualifiers::$kind::c_fn(&state);
                let user = $crate::qualifiers::StoredState::user(&state);
                // The closure must outlive any use by ISL: keep it before the call.
                $crate::object::Object::attachments_mut(self.get_mut()).push(state);
                // SAFETY: the qualifiers match ISL's declaration (tests/generator/header_qualifiers.rs);
                // the object is handed over and its result stored right after the call.
                unsafe {
                    let raw = $crate::prim::sys::$cfn(self.hand_over(), Some(c_fn), user);
                    self.store(raw, FN)
                }
            } }
        } }
    };

    // Functions giving back their receiver's type: the `take self` method
    // (and its `ByValue` twin), plus a twin on `InPlace<T>`, which the
    // method's docs mention (the type's docs say what the forms are).
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [] [$($guards:tt)*]
        inplace self $($rest:tt)*) => {
        isl_fn! { @take ["; also [in place](crate::InPlace)"] [$ty] [$($meta)*]
            $name $cfn [$($ret)*] [] [$($guards)*] take self $($rest)* }
    };
    (@twins [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [] [$($guards:tt)*]
        inplace self $(, $arg:ident : $q:ident<$arg_ty:ty>)* ; $cb:ident : $kind:ident<$($cb_ty:ty),+>) => {
        isl_fn! { @twins [$ty] [$($meta)*] $name $cfn [$($ret)*] [] [$($guards)*] take self $(, $arg : $q<$arg_ty>)* ; $cb : $kind<$($cb_ty),+> }

        paste::paste! { impl $crate::qualifiers::InPlace<'_, $ty> {
            isl_method! { [] [$($meta)*] [] $cfn attrs [
            #[doc(hidden)]
            #[doc = "In place: [`" $ty "::" $name "`](crate::" $ty "::" $name ") on the object itself, \
                with no copy (ISL's `" $cfn "`), storing the result in it."]
            #[doc(alias = "" $cfn "")]
            ] sig [
            pub fn $name<E: From<$crate::error::Error>>(
                mut self $(, $arg: impl $crate::qualifiers::$q<$arg_ty>)*,
                $cb: impl $crate::qualifiers::$kind<$($cb_ty),+, E>,
            ) -> Result<(), E>
            ] body {
                const FN: &str = stringify!($cfn);
                $( let $arg = $crate::qualifiers::$q::<$arg_ty>::prepare($arg, FN)?; )*
                let ctx = $crate::context::Context::common(
                    &[Some(self.get().context()) $(, $crate::qualifiers::Arg::context(&$arg))*], FN)?;
                isl_guards!(self.get(); [$($arg : $q<$arg_ty>),*] $($guards)*);
                $( let $arg = $crate::qualifiers::Arg::lower($arg); )*
                let mut state = $crate::qualifiers::CbState::<_, E>::new($cb, ctx);
                let c_fn = $crate::qualifiers::$kind::<$($cb_ty),+, E>::c_fn(&state);
                // SAFETY: the qualifiers match ISL's declaration (tests/generator/header_qualifiers.rs);
                // the object is handed over and its result stored right after the call.
                let stored = unsafe {
                    let raw = $crate::prim::sys::$cfn(self.hand_over() $(, $arg.0)*, Some(c_fn), state.user());
                    self.store(raw, FN)
                };
                state.finish()?;
                stored.map_err(E::from)
            } }
        } }
    };
    (@twins [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [] [$($guards:tt)*]
        inplace self $(, $arg:ident : $q:ident<$arg_ty:ty>)*) => {
        isl_fn! { @twins [$ty] [$($meta)*] $name $cfn [$($ret)*] [] [$($guards)*] take self $(, $arg : $q<$arg_ty>)* }

        paste::paste! { impl $crate::qualifiers::InPlace<'_, $ty> {
            isl_method! { [] [$($meta)*] [] $cfn attrs [
            #[doc(hidden)]
            #[doc = "In place: [`" $ty "::" $name "`](crate::" $ty "::" $name ") on the object itself, \
                with no copy (ISL's `" $cfn "`), storing the result in it."]
            #[doc(alias = "" $cfn "")]
            ] sig [
            pub fn $name(mut self $(, $arg: impl $crate::qualifiers::$q<$arg_ty>)*) -> $crate::error::Result<()>
            ] body {
                const FN: &str = stringify!($cfn);
                $( let $arg = $crate::qualifiers::$q::<$arg_ty>::prepare($arg, FN)?; )*
                $crate::context::Context::check_common(
                    &[Some(self.get().context()) $(, $crate::qualifiers::Arg::context(&$arg))*], FN)?;
                isl_guards!(self.get(); [$($arg : $q<$arg_ty>),*] $($guards)*);
                $( let $arg = $crate::qualifiers::Arg::lower($arg); )*
                // SAFETY: the qualifiers match ISL's declaration (tests/generator/header_qualifiers.rs);
                // the object is handed over and its result stored right after the call.
                unsafe {
                    let raw = $crate::prim::sys::$cfn(self.hand_over() $(, $arg.0)*);
                    self.store(raw, FN)
                }
            } }
        } }
    };

    // Receivers, each mapped onto a helper below by what differs: the
    // signature's receiver, where the context comes from, how the receiver is
    // lowered and passed, and whether the result inherits its attachments.
    // `doc` is what the method's closing line adds to the C function's name:
    // only what differs from the rule the type's docs state once (a method
    // whose C function consumes the object works on a copy; `by_value` and
    // `in_place` have none), never the rule itself.
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        keep self $(, $arg:ident : $q:ident<$arg_ty:ty>)* $(; $($cb:ident : $kind:ident<$($cb_ty:ty),+>),+)?) => {
        isl_fn! { @route [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] names [[#[doc = isl_manual!($cfn)]] ctx out]
            doc ["; borrows `self`"] sig [&self,] ctx [Some(self.context()),]
            guard [isl_guards!(self; [$($arg : $q<$arg_ty>),*] $($guards)*);] this []
            call [$crate::object::Object::as_raw(self),]
            carry [<$crate::qualifiers::$($ret)* as $crate::qualifiers::Ret>::carry(&mut out, self);]
            args [$($arg : $q<$arg_ty>),*] cb [$($($cb : $kind<$($cb_ty),+>),+)?] }
    };
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        take self $($rest:tt)*) => {
        isl_fn! { @take [] [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] [$($guards)*] take self $($rest)* }
    };
    // A consuming method (`take self`, `inplace self`): on a copy of the
    // object; `$mark` is what its docs add (the in-place twin).
    (@take [$($mark:tt)*] [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        take self $(, $arg:ident : $q:ident<$arg_ty:ty>)* $(; $($cb:ident : $kind:ident<$($cb_ty:ty),+>),+)?) => {
        isl_fn! { @route [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] names [[#[doc = isl_manual!($cfn)]] ctx out]
            doc [$($mark)*] sig [&self,] ctx [Some(self.context()),]
            guard [isl_guards!(self; [$($arg : $q<$arg_ty>),*] $($guards)*);] this [let this = $crate::object::CopyRaw::copy_raw(self);] call [this,]
            carry [<$crate::qualifiers::$($ret)* as $crate::qualifiers::Ret>::carry(&mut out, self);]
            args [$($arg : $q<$arg_ty>),*] cb [$($($cb : $kind<$($cb_ty),+>),+)?] }
    };
    // Its twin on `ByValue<T>`, which hands the object itself to ISL.
    (@twins [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        take self $(, $arg:ident : $q:ident<$arg_ty:ty>)* $(; $($cb:ident : $kind:ident<$($cb_ty:ty),+>),+)?) => {
        impl $crate::qualifiers::ByValue<$ty> {
            isl_fn! { @route [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*]
                names [[#[doc(hidden)] #[doc = "By value: [`" $ty "::" $name "`](crate::" $ty "::" $name
                    ") on the object itself, with no copy (ISL's `" $cfn "`)."]] ctx out]
                doc ["; consumes `self`, no copy"] sig [self,] ctx [Some(self.get().context()),]
                guard [isl_guards!(self.get(); [$($arg : $q<$arg_ty>),*] $($guards)*);] this [let (this, _kept) = self.lower();] call [this,]
                carry [<$crate::qualifiers::$($ret)* as $crate::qualifiers::Ret>::carry_kept::<$ty>(&mut out, &_kept);]
                args [$($arg : $q<$arg_ty>),*] cb [$($($cb : $kind<$($cb_ty),+>),+)?] }
        }
    };
    // A method a narrower type gets from a wider one (`via Set: keep self` on
    // `BasicSet`): the object is converted to the wider type (a temporary),
    // which ISL borrows or consumes.
    // Its docs say where it comes from; one the wider type's C function
    // consumes has no form without the conversion's copy.
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        via $wide:ident : keep self $($rest:tt)*) => {
        isl_fn! { @wide [] [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] [$($guards)*] via $wide : keep self $($rest)* }
    };
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        via $wide:ident : take self $($rest:tt)*) => {
        isl_fn! { @wide ["; no [`by_value`](crate::ByValue) form"] [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] [$($guards)*]
            via $wide : take self $($rest)* }
    };
    (@wide [$($mark:tt)*] [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        via $wide:ident : $how:ident self $(, $arg:ident : $q:ident<$arg_ty:ty>)* $(; $($cb:ident : $kind:ident<$($cb_ty:ty),+>),+)?) => {
        isl_fn! { @route [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*]
            names [[#[doc = "From [`" $wide "`](crate::" $wide "): [`" $wide "::" $name "`](crate::" $wide "::" $name
                ") on this object converted to a `" $wide "`."]] ctx out]
            doc [$($mark)*] sig [&self,] ctx [Some(self.context()),]
            guard [
                let wide = $crate::qualifiers::Take::<$crate::object::$wide>::into_owned(self, FN)?;
                isl_guards!(&wide; [$($arg : $q<$arg_ty>),*] $($guards)*);
            ]
            this [isl_fn!(@via $how wide wide_raw);] call [wide_raw,]
            carry [] args [$($arg : $q<$arg_ty>),*] cb [$($($cb : $kind<$($cb_ty),+>),+)?] }
    };
    // The converted object as ISL's receiver: borrowed, or moved to ISL.
    (@via keep $wide:ident $raw:ident) => { let $raw = $crate::object::Object::as_raw(&$wide); };
    (@via take $wide:ident $raw:ident) => { let $raw = $crate::object::Object::into_raw($wide); };
    // A receiver ISL cannot copy: the method consumes it (its attachments
    // stay alive until the call returns, and pass to a result of its type:
    // the printer a printing method returns is the one it was given).
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        move self $(, $arg:ident : $q:ident<$arg_ty:ty>)*) => {
        isl_fn! { @route [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] names [[#[doc = isl_manual!($cfn)]] ctx out]
            doc ["; consumes `self`"] sig [self,] ctx [Some(self.context()),]
            guard [isl_guards!(&self; [$($arg : $q<$arg_ty>),*] $($guards)*);] this [
                let mut this = self;
                let _keep = std::mem::take($crate::object::Object::attachments_mut(&mut this));
                let this = $crate::object::Object::into_raw(this);
            ]
            call [this,]
            carry [<$crate::qualifiers::$($ret)* as $crate::qualifiers::Ret>::carry_kept::<$ty>(&mut out, &_keep);]
            args [$($arg : $q<$arg_ty>),*] cb [] }
    };
    // A method on `Context` (ISL's options and context functions).
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [] [$($guards:tt)*]
        ctx self $(, $arg:ident : $q:ident<$arg_ty:ty>)*) => {
        isl_fn! { @plain [$ty] [$($meta)*] $name $cfn [$($ret)*] names [[#[doc = isl_manual!($cfn)]] ctx out]
            doc [" on this context"] sig [&self,] ctx [Some(&*self),]
            guard [isl_guards!(self; [$($arg : $q<$arg_ty>),*] $($guards)*);] this [] call [self.as_ptr(),]
            carry [] args [$($arg : $q<$arg_ty>),*] }
    };
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [] [$($guards:tt)*]
        ctx $(, $arg:ident : $q:ident<$arg_ty:ty>)*) => {
        isl_fn! { @plain [$ty] [$($meta)*] $name $cfn [$($ret)*] names [[#[doc = isl_manual!($cfn)]] ctx out]
            doc [" in the thread's current context ([`Error::NoContext`](crate::Error::NoContext) outside any)"]
            sig [] ctx [] guard [isl_guards!(&ctx; [$($arg : $q<$arg_ty>),*] $($guards)*);] this [] call [ctx.as_ptr(),] carry [] args [$($arg : $q<$arg_ty>),*] }
    };
    // An associated function whose context is its objects'.
    (@self [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)*] [$($guards:tt)*]
        $first:ident : $first_q:ident<$first_ty:ty> $(, $arg:ident : $q:ident<$arg_ty:ty>)*) => {
        isl_fn! { @route [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)*] names [[#[doc = isl_manual!($cfn)]] ctx out]
            doc [] sig [] ctx [] guard [isl_guards!($first; [$first : $first_q<$first_ty> $(, $arg : $q<$arg_ty>)*] $($guards)*);] this [] call [] carry []
            args [$first : $first_q<$first_ty> $(, $arg : $q<$arg_ty>)*] cb [] }
    };
    // Every other receiver has no twin.
    (@twins $($rest:tt)*) => {};

    // Picks the helper: out-parameters, a callback, or neither.
    (@route [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [] $($rest:tt)*) => {
        isl_fn! { @pick [$ty] [$($meta)*] $name $cfn [$($ret)*] $($rest)* }
    };
    (@route [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] [$($outs:tt)+]
        names [$($names:tt)*] doc [$($doc:tt)*] sig [$($sig:tt)*] ctx [$($ctx:tt)*] guard [$($guard:tt)*] this [$($this:tt)*] call [$($call:tt)*]
        carry [$($carry:tt)*] args [$($args:tt)*] cb []) => {
        isl_fn! { @outs [$ty] [$($meta)*] $name $cfn [$($ret)*] [$($outs)+] names [$($names)*] doc [$($doc)*] sig [$($sig)*] ctx [$($ctx)*] guard [$($guard)*]
            this [$($this)*] call [$($call)*] args [$($args)*] }
    };
    (@pick [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] names [$($names:tt)*] doc [$($doc:tt)*] sig [$($sig:tt)*]
        ctx [$($ctx:tt)*] guard [$($guard:tt)*] this [$($this:tt)*] call [$($call:tt)*] carry [$($carry:tt)*] args [$($args:tt)*] cb []) => {
        isl_fn! { @plain [$ty] [$($meta)*] $name $cfn [$($ret)*] names [$($names)*] doc [$($doc)*] sig [$($sig)*] ctx [$($ctx)*] guard [$($guard)*]
            this [$($this)*] call [$($call)*] carry [$($carry)*] args [$($args)*] }
    };
    (@pick [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$($ret:tt)*] names [$($names:tt)*] doc [$($doc:tt)*] sig [$($sig:tt)*]
        ctx [$($ctx:tt)*] guard [$($guard:tt)*] this [$($this:tt)*] call [$($call:tt)*] carry [$($carry:tt)*] args [$($args:tt)*]
        cb [$($cb:tt)+]) => {
        isl_fn! { @cbkind [$($cb)+] [[$ty] [$($meta)*] $name $cfn [$($ret)*] names [$($names)*] doc [$($doc)*] sig [$($sig)*] ctx [$($ctx)*] guard [$($guard)*] this [$($this)*]
            call [$($call)*] carry [$($carry)*] args [$($args)*]] }
    };
    // The callback kinds whose closure says whether to go on (a `Step`:
    // `Result<(), E>` or `ControlFlow<B>`), alone or after a predicate
    // (`foreach_scc`), and the others.
    (@cbkind [$cb:ident : Foreach<$($t:ty),+>] [$($rest:tt)*]) => {
        isl_fn! { @step $($rest)* cb [] step [$cb : Foreach<$($t),+>] }
    };
    (@cbkind [$cb:ident : Foreach2<$($t:ty),+>] [$($rest:tt)*]) => {
        isl_fn! { @step $($rest)* cb [] step [$cb : Foreach2<$($t),+>] }
    };
    (@cbkind [$cb:ident : ForeachRef<$($t:ty),+>] [$($rest:tt)*]) => {
        isl_fn! { @step $($rest)* cb [] step [$cb : ForeachRef<$($t),+>] }
    };
    (@cbkind [$cb:ident : ForeachEnum<$($t:ty),+>] [$($rest:tt)*]) => {
        isl_fn! { @step $($rest)* cb [] step [$cb : ForeachEnum<$($t),+>] }
    };
    (@cbkind [$cb:ident : BoundPair<$($t:ty),+>] [$($rest:tt)*]) => {
        isl_fn! { @step $($rest)* cb [] step [$cb : BoundPair<$($t),+>] }
    };
    (@cbkind [$c0:ident : $k0:ident<$($t0:ty),+>, $cb:ident : Foreach<$($t:ty),+>] [$($rest:tt)*]) => {
        isl_fn! { @step $($rest)* cb [$c0 : $k0<$($t0),+>] step [$cb : Foreach<$($t),+>] }
    };
    (@cbkind [$($cb:tt)+] [$($rest:tt)*]) => {
        isl_fn! { @cb $($rest)* cb [$($cb)+] }
    };

    // The method body without callback or out-parameters.
    (@plain [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$ret:ident $(<$ret_ty:ty>)?]
        names [[$($head:tt)*] $ctxv:ident $out:ident] doc [$($doc:tt)*] sig [$($sig:tt)*] ctx [$($ctx:tt)*] guard [$($guard:tt)*] this [$($this:tt)*] call [$($call:tt)*]
        carry [$($carry:tt)*] args [$($arg:ident : $q:ident<$arg_ty:ty>),*]) => {
        paste::paste! {
            isl_method! { [] [$($meta)*] [] $cfn attrs [
            $($head)*
            #[doc = "\n\nCalls `" $cfn "`" $($doc)* "."]
            #[doc(alias = "" $cfn "")]
            ] sig [
            pub fn $name($($sig)* $($arg: impl $crate::qualifiers::$q<$arg_ty>),*)
                -> $crate::error::Result<isl_out!($ret $(<$ret_ty>)?)>
            ] body {
                const FN: &str = stringify!($cfn);
                $( let $arg = $crate::qualifiers::$q::<$arg_ty>::prepare($arg, FN)?; )*
                let $ctxv = $crate::context::Context::common(
                    &[$($ctx)* $($crate::qualifiers::Arg::context(&$arg)),*], FN)?;
                $($guard)*
                $($this)*
                $( let $arg = $crate::qualifiers::Arg::lower($arg); )*
                <$crate::qualifiers::$ret $(<$ret_ty>)? as $crate::qualifiers::Ret>::before(&$ctxv);
                // SAFETY: the qualifiers match ISL's declaration (tests/generator/header_qualifiers.rs):
                // borrowed objects outlive the call, taken ones are owned and move to ISL.
                let raw = unsafe { $crate::prim::sys::$cfn($($call)* $($arg.0),*) };
                // SAFETY: `raw` is the C function's result, made in `ctx`.
                #[allow(unused_mut)]
                let mut $out = unsafe {
                    <$crate::qualifiers::$ret $(<$ret_ty>)? as $crate::qualifiers::Ret>::wrap(raw, &$ctxv, FN)
                }?;
                $($carry)*
                Ok($out)
            } }
        }
    };

    // The method body with out-parameters (last in C): returned with the result as a tuple.
    (@outs [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$ret:ident $(<$ret_ty:ty>)?]
        [$($outp:ident : $out_q:ident $(<$out_ty:ty>)?),+] names [[$($head:tt)*] $ctxv:ident $outv:ident] doc [$($doc:tt)*] sig [$($sig:tt)*] ctx [$($ctx:tt)*] guard [$($guard:tt)*]
        this [$($this:tt)*] call [$($call:tt)*] args [$($arg:ident : $q:ident<$arg_ty:ty>),*]) => {
        paste::paste! {
            isl_method! { [] [$($meta)*] [] $cfn attrs [
            $($head)*
            #[doc = "\n\nCalls `" $cfn "`" $($doc)* "; returns the result with the out-parameters `" $($outp)", "+ "`."]
            #[doc(alias = "" $cfn "")]
            ] sig [
            pub fn $name($($sig)* $($arg: impl $crate::qualifiers::$q<$arg_ty>),*)
                -> $crate::error::Result<(isl_out!($ret $(<$ret_ty>)?), $(isl_out!($out_q $(<$out_ty>)?)),+)>
            ] body {
                const FN: &str = stringify!($cfn);
                $( let $arg = $crate::qualifiers::$q::<$arg_ty>::prepare($arg, FN)?; )*
                let $ctxv = $crate::context::Context::common(
                    &[$($ctx)* $($crate::qualifiers::Arg::context(&$arg)),*], FN)?;
                $($guard)*
                $($this)*
                $( let $arg = $crate::qualifiers::Arg::lower($arg); )*
                $( let mut $outp = <$crate::qualifiers::$out_q $(<$out_ty>)? as $crate::qualifiers::OutParam>::init(); )+
                <$crate::qualifiers::$ret $(<$ret_ty>)? as $crate::qualifiers::Ret>::before(&$ctxv);
                // SAFETY: the qualifiers match ISL's declaration (tests/generator/header_qualifiers.rs);
                // the out-parameters are local variables ISL writes to during the call.
                let raw = unsafe { $crate::prim::sys::$cfn($($call)* $($arg.0,)* $(&mut $outp),+) };
                // The result first: if it failed, its error is ISL's (an
                // out-parameter that failed too must not consume it first).
                // SAFETY: `raw` is the C function's result, made in `ctx`.
                let result = unsafe {
                    <$crate::qualifiers::$ret $(<$ret_ty>)? as $crate::qualifiers::Ret>::wrap(raw, &$ctxv, FN)
                };
                // Then every out-parameter, so that objects ISL gave are freed
                // even if the result is an error.
                // SAFETY: each is what ISL wrote during the call, made in `ctx`.
                $( let $outp = unsafe {
                    <$crate::qualifiers::$out_q $(<$out_ty>)? as $crate::qualifiers::OutParam>::take($outp, &$ctxv, FN)
                }; )+
                let result = result?;
                Ok((result, $($outp?),+))
            } }
        }
    };

    // The method body with a closure of a `foreach` kind (after the
    // closures in `cb`, if any), whose return type, a `Step`, gives the
    // method's: `Result<(), E>`, or `Result<ControlFlow<B>>` for a closure
    // returning `ControlFlow<B>`. ISL's function returns `isl_stat`.
    (@step [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [Stat]
        names [[$($head:tt)*] $ctxv:ident $out:ident] doc [$($doc:tt)*] sig [$($sig:tt)*] ctx [$($ctx:tt)*] guard [$($guard:tt)*] this [$($this:tt)*] call [$($call:tt)*] carry [$($carry:tt)*]
        args [$($arg:ident : $q:ident<$arg_ty:ty>),*] cb [$($pre:ident : $pk:ident<$($pt:ty),+>),*]
        step [$cb:ident : $kind:ident<$($cb_ty:ty),+>]) => {
        paste::paste! {
            isl_method! { [] [$($meta)*] [] $cfn attrs [
            $($head)*
            #[doc = "\n\nCalls `" $cfn "`" $($doc)* ". The closure returns `Result<(), E>`, whose `Err` \
                stops ISL and is returned, or `ControlFlow<B>`, whose `Break(b)` stops ISL and is \
                returned as `Ok(ControlFlow::Break(b))` (see [`Step`](crate::Step)); a panic in it is \
                resumed after ISL returns."]
            #[doc(alias = "" $cfn "")]
            ] sig [
            pub fn $name<R: $crate::qualifiers::Step>(
                $($sig)* $($arg: impl $crate::qualifiers::$q<$arg_ty>,)*
                $($pre: impl $crate::qualifiers::$pk<$($pt),+, R::Error>,)*
                $cb: impl $crate::qualifiers::$kind<$($cb_ty),+, R>,
            ) -> Result<R::Output, R::Error>
            ] body {
                const FN: &str = stringify!($cfn);
                $( let $arg = $crate::qualifiers::$q::<$arg_ty>::prepare($arg, FN)?; )*
                let $ctxv = $crate::context::Context::common(
                    &[$($ctx)* $($crate::qualifiers::Arg::context(&$arg)),*], FN)?;
                $($guard)*
                $($this)*
                $( let $arg = $crate::qualifiers::Arg::lower($arg); )*
                // One state per closure, each with its own trampoline.
                $( let mut [<state_ $pre>] = $crate::qualifiers::CbState::<_, R::Error>::new($pre, $ctxv.clone());
                let [<c_fn_ $pre>] = $crate::qualifiers::$pk::<$($pt),+, R::Error>::c_fn(&[<state_ $pre>]); )*
                let mut [<state_ $cb>] =
                    $crate::qualifiers::CbState::<_, R::Error, R::Break>::new($cb, $ctxv.clone());
                let [<c_fn_ $cb>] = $crate::qualifiers::$kind::<$($cb_ty),+, R>::c_fn(&[<state_ $cb>]);
                <$crate::qualifiers::Stat as $crate::qualifiers::Ret>::before(&$ctxv);
                // SAFETY: the qualifiers match ISL's declaration (tests/generator/header_qualifiers.rs);
                // each trampoline matches its closure and the states outlive the call.
                let raw = unsafe {
                    $crate::prim::sys::$cfn($($call)* $($arg.0,)*
                        $(Some([<c_fn_ $pre>]), [<state_ $pre>].user(),)* Some([<c_fn_ $cb>]), [<state_ $cb>].user())
                };
                // SAFETY: `raw` is the C function's result, made in `ctx`.
                let result = unsafe {
                    <$crate::qualifiers::Stat as $crate::qualifiers::Ret>::wrap(raw, &$ctxv, FN)
                };
                // Every state is finished (a panic in any closure resumes);
                // the first closure's error, if several failed. A break
                // stopped ISL, which then reports a failure that is none.
                $( let [<done_ $pre>] = [<state_ $pre>].finish(); )*
                let stopped = [<state_ $cb>].finish_step();
                $( [<done_ $pre>]?; )*
                match stopped? {
                    Some(b) => Ok(<R as $crate::qualifiers::Step>::output(Some(b))),
                    None => {
                        result?;
                        Ok(<R as $crate::qualifiers::Step>::output(None))
                    }
                }
            } }
        }
    };

    // The method body with a callback (ISL's function pointer and `user`, last).
    (@cb [$ty:ident] [$($meta:tt)*] $name:ident $cfn:ident [$ret:ident $(<$ret_ty:ty>)?]
        names [[$($head:tt)*] $ctxv:ident $out:ident] doc [$($doc:tt)*] sig [$($sig:tt)*] ctx [$($ctx:tt)*] guard [$($guard:tt)*] this [$($this:tt)*] call [$($call:tt)*] carry [$($carry:tt)*]
        args [$($arg:ident : $q:ident<$arg_ty:ty>),*] cb [$($cb:ident : $kind:ident<$($cb_ty:ty),+>),+]) => {
        paste::paste! {
            isl_method! { [] [$($meta)*] [] $cfn attrs [
            $($head)*
            #[doc = "\n\nCalls `" $cfn "`" $($doc)* ". A closure's `Err` stops ISL and is returned; \
                a panic in it is resumed after ISL returns."]
            #[doc(alias = "" $cfn "")]
            ] sig [
            pub fn $name<E: From<$crate::error::Error>>(
                $($sig)* $($arg: impl $crate::qualifiers::$q<$arg_ty>,)*
                $($cb: impl $crate::qualifiers::$kind<$($cb_ty),+, E>,)+
            ) -> Result<isl_out!($ret $(<$ret_ty>)?), E>
            ] body {
                const FN: &str = stringify!($cfn);
                $( let $arg = $crate::qualifiers::$q::<$arg_ty>::prepare($arg, FN)?; )*
                let $ctxv = $crate::context::Context::common(
                    &[$($ctx)* $($crate::qualifiers::Arg::context(&$arg)),*], FN)?;
                $($guard)*
                $($this)*
                $( let $arg = $crate::qualifiers::Arg::lower($arg); )*
                // One state per closure, each with its own trampoline.
                $( let mut [<state_ $cb>] = $crate::qualifiers::CbState::<_, E>::new($cb, $ctxv.clone());
                let [<c_fn_ $cb>] = $crate::qualifiers::$kind::<$($cb_ty),+, E>::c_fn(&[<state_ $cb>]); )+
                <$crate::qualifiers::$ret $(<$ret_ty>)? as $crate::qualifiers::Ret>::before(&$ctxv);
                // SAFETY: the qualifiers match ISL's declaration (tests/generator/header_qualifiers.rs);
                // each trampoline matches its closure and the states outlive the call.
                let raw = unsafe {
                    $crate::prim::sys::$cfn($($call)* $($arg.0,)* $(Some([<c_fn_ $cb>]), [<state_ $cb>].user()),+)
                };
                // The result is owned first, so that it is freed whatever
                // comes next (ISL may return an object even though a closure
                // failed, as a sort does).
                // SAFETY: `raw` is the C function's result, made in `ctx`.
                let result = unsafe {
                    <$crate::qualifiers::$ret $(<$ret_ty>)? as $crate::qualifiers::Ret>::wrap(raw, &$ctxv, FN)
                };
                // Every state is finished (a panic in any closure resumes);
                // the first closure's error, if several failed.
                let finished = [$([<state_ $cb>].finish()),+];
                for done in finished {
                    done?;
                }
                #[allow(unused_mut)]
                let mut $out = result?;
                $($carry)*
                Ok($out)
            } }
        }
    };
}
