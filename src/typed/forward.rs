//! `forward!`: typed methods written by hand that are the untyped method of
//! the same name on the handles, inlined (the tree's steps, names,
//! dimensions, points).

/// Typed methods, each the untyped method of the same name: every argument
/// is lowered (`obj`: a typed object borrowed as its untyped object; `val`:
/// a plain value, passed as it is), and the result, of the kinds the
/// signature says, is wrapped with no check (`=> Type::unchecked`) or
/// returned as it is (no `=>`: a number, a name, an untyped `Val` or `Id`).
macro_rules! forward {
    (@arg $arg:ident obj) => { $arg.as_untyped() };
    (@arg $arg:ident val) => { $arg };
    ($(
        $(#[$meta:meta])*
        fn $name:ident $([$($generics:tt)*])? ($($arg:ident: $ty:ty as $how:ident),*)
            -> $ret:ty $(=> $wrap:path)?;
    )*) => {$(
        $(#[$meta])*
        #[inline(always)]
        pub fn $name $(<$($generics)*>)? (&self $(, $arg: $ty)*) -> $crate::error::Result<$ret> {
            self.as_untyped().$name($(forward!(@arg $arg $how)),*) $(.map($wrap))?
        }
    )*};
}
