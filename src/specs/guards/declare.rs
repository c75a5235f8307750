//! `system_guard!`, the macro the guards of the system ISL are declared
//! with.

/// Declares a guard of the system ISL once for both builds: its docs,
/// signature and body are written once. With the system ISL (cfg
/// `isl_system`, or the cfg after `if`: `if isl_before_0_27;` for what ISL
/// 0.25 lacks) the function has that body; in the bundled build, whose ISL
/// has the fix, the same signature returns `Ok` of the result's default
/// (`()`, or a `Lift` that holds nothing) and is
/// inlined into the declaration's method, where it compiles to nothing.
///
/// ```text
/// system_guard! {
///     /// What the guard keeps the unpatched ISL off (patch 00NN).
///     pub fn unpatched_name<S: Spaced + ?Sized>(s: &S, f: &'static str) -> Result<()> {
///         // the check, with the system ISL
///         Ok(())
///     }
/// }
/// ```
macro_rules! system_guard {
    (if $cfg:meta; $(#[$attr:meta])* pub fn $name:ident $($rest:tt)+) => {
        system_guard! { @split $cfg; [$(#[$attr])*] $name [] $($rest)+ }
    };
    ($(#[$attr:meta])* pub fn $name:ident $($rest:tt)+) => {
        system_guard! { @split isl_system; [$(#[$attr])*] $name [] $($rest)+ }
    };
    // The body is the last token tree; the signature is all before it.
    (@split $cfg:meta; [$($attr:tt)*] $name:ident [$($sig:tt)*] $body:tt) => {
        $($attr)*
        #[cfg($cfg)]
        #[inline(always)]
        pub fn $name $($sig)* $body

        $($attr)*
        #[cfg(not($cfg))]
        #[inline(always)]
        #[allow(unused_variables)]
        pub fn $name $($sig)* {
            Ok(Default::default())
        }
    };
    (@split $cfg:meta; [$($attr:tt)*] $name:ident [$($sig:tt)*] $next:tt $($rest:tt)+) => {
        system_guard! { @split $cfg; [$($attr)*] $name [$($sig)* $next] $($rest)+ }
    };
}
