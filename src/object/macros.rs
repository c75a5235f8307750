//! `object!`: one declaration per ISL type.

/// Declares an owned ISL object type.
///
/// `object!(Name, isl_name, options...)` names the Rust type and ISL's type;
/// ISL's `isl_name_free` and `isl_name_get_ctx` are used, and a leading
/// keyword says how the type is copied:
/// - none: `isl_name_copy` adds a reference to the same object (`Clone`,
///   [`RefCounted`](super::RefCounted));
/// - `unshared Name, isl_name`: `isl_name_copy` duplicates the object (the
///   type has no reference count): `Clone`;
/// - `nocopy Name, isl_name`: ISL has no `isl_name_copy`: no `Clone`.
///
/// Every type is an [`Object`](super::Object).
///
/// Options (each optional):
/// - `print`: `Display` through `isl_name_to_str`, `try_to_string` (the same
///   text, or ISL's error), and `Debug` (the same text, named);
/// - `printer(isl_printer_print_name)`: the same through an `isl_printer`,
///   for a type ISL has no `isl_name_to_str` for;
/// - `yaml` (instead of `print`, for YAML-printed types): also `{:#}` and
///   `to_block_string` in YAML block style, one key per line;
/// - `opaque`: ISL cannot print the type: `Debug` writes just its name.
///
/// `FromStr` and `PartialEq`, which call ISL's functions, and the methods
/// every type gets for handing itself to ISL without a copy, come from the
/// layers above (the latter through [`with_object_types!`]).
macro_rules! object {
    // The end of a type's docs: the crate's rule on copies, as it applies
    // to the type (said once here, not on each method).
    (@calls copy) => {
        "\n\n# Calls and copies\n\nA method whose C function consumes its object works on a copy \
        of `self`, which it leaves intact; `x.by_value().f(..)` and, where a method says *also in \
        place*, `x.in_place().f(..)` avoid the copy (see the [crate's rule](crate#calls-and-copies))."
    };
    (@calls nocopy) => {
        "\n\n# Calls and copies\n\nISL cannot copy this type (no `Clone`): a function that consumes \
        one takes it by value, as `self` or as an argument moved in (see the \
        [crate's rule](crate#calls-and-copies))."
    };

    // The struct, `Handle`, `Drop` and the context: every type; `$copy`
    // (`copy` or `nocopy`) says whether ISL can copy it.
    (@core [$($meta:tt)*] [$copy:ident] $name:ident, $raw:ident) => {
        paste::paste! {
            $($meta)*
            #[doc = object!(@calls $copy)]
            pub struct $name {
                ptr: std::ptr::NonNull<$crate::prim::sys::$raw>,
                ctx: $crate::context::Context,
                // Closures ISL stores in this object (AST callbacks), kept alive
                // with it; empty for almost every object.
                keep: $crate::object::Attachments,
            }

            // SAFETY: the functions named are ISL's free/get_ctx for this type.
            unsafe impl $crate::prim::Handle for $name {
                type Raw = $crate::prim::sys::$raw;
                const C_NAME: &'static str = stringify!($raw);
                #[inline]
                unsafe fn free(ptr: *mut Self::Raw) {
                    // SAFETY: ptr is owned by the caller (caller's contract).
                    unsafe { $crate::prim::sys::[<$raw _free>](ptr); }
                }
                #[inline]
                unsafe fn get_ctx(ptr: *mut Self::Raw) -> *mut $crate::prim::sys::isl_ctx {
                    // SAFETY: ptr is valid (caller's contract).
                    unsafe { $crate::prim::sys::[<$raw _get_ctx>](ptr) }
                }
            }

            impl $crate::object::Sealed for $name {}

            /// The object itself, so that code taking `impl AsRef<T>` (an
            /// object or a borrowed argument) takes the object too.
            impl AsRef<$name> for $name {
                #[inline]
                fn as_ref(&self) -> &$name {
                    self
                }
            }

            impl Drop for $name {
                #[inline]
                fn drop(&mut self) {
                    // SAFETY: self owns the pointer; the context outlives this call
                    // because `self.ctx` is dropped after it.
                    unsafe { <$name as $crate::prim::Handle>::free(self.ptr.as_ptr()) }
                }
            }
        }
    };

    // `Clone` (documented by `$clone_doc`): types with `isl_*_copy`.
    (@clone $name:ident, $raw:ident, $clone_doc:literal) => {
        paste::paste! {
            impl Clone for $name {
                #[doc = $clone_doc]
                #[inline]
                fn clone(&self) -> Self {
                    $name {
                        ptr: self.copy_ptr(),
                        ctx: self.ctx.clone(),
                        keep: self.keep.clone(),
                    }
                }
            }

            impl $crate::object::CopyRaw for $name {
                #[inline]
                fn copy_raw(&self) -> *mut $crate::prim::sys::$raw {
                    self.copy_ptr().as_ptr()
                }
            }

            impl $name {
                /// ISL's copy of the pointer (what `clone` wraps, and what a
                /// borrowed argument ISL consumes hands over).
                #[inline]
                fn copy_ptr(&self) -> std::ptr::NonNull<$crate::prim::sys::$raw> {
                    // SAFETY: the pointer is valid while self lives.
                    let ptr = unsafe { $crate::prim::sys::[<$raw _copy>](self.ptr.as_ptr()) };
                    match std::ptr::NonNull::new(ptr) {
                        Some(ptr) => ptr,
                        None => self.copy_unbounded(),
                    }
                }

                /// A deep copy (access infos, schedule constraints)
                /// allocates, so it fails once the operation limit is
                /// reached or the context aborted: retried without them.
                /// Out of line: `clone`'s usual path is one call.
                #[cold]
                #[inline(never)]
                fn copy_unbounded(&self) -> std::ptr::NonNull<$crate::prim::sys::$raw> {
                    // SAFETY: the pointer is valid while self lives.
                    let ptr = self.ctx.raw().unbounded(|| unsafe {
                        $crate::prim::sys::[<$raw _copy>](self.ptr.as_ptr())
                    });
                    std::ptr::NonNull::new(ptr)
                        .expect(concat!(stringify!($raw), "_copy returned NULL"))
                }
            }
        }
    };

    // `Object`.
    (@object $name:ident) => {
        impl $crate::object::Object for $name {
            #[inline]
            fn context(&self) -> &$crate::context::Context {
                &self.ctx
            }
            #[inline]
            fn as_raw(&self) -> *mut Self::Raw {
                self.ptr.as_ptr()
            }
            #[inline]
            fn into_raw(self) -> *mut Self::Raw {
                let this = std::mem::ManuallyDrop::new(self);
                // SAFETY: `this` is never dropped, so its context handle is
                // read out exactly once and the pointer is not freed.
                drop(unsafe { std::ptr::read(&this.ctx) });
                // SAFETY: likewise for the attachments.
                drop(unsafe { std::ptr::read(&this.keep) });
                this.ptr.as_ptr()
            }
            #[inline]
            unsafe fn from_raw(ptr: *mut Self::Raw, ctx: $crate::context::Context) -> Option<Self> {
                std::ptr::NonNull::new(ptr).map(|ptr| $name {
                    ptr,
                    ctx,
                    keep: $crate::object::Attachments::default(),
                })
            }
            #[inline]
            fn attachments(&self) -> &$crate::object::Attachments {
                &self.keep
            }
            #[inline]
            fn attachments_mut(&mut self) -> &mut $crate::object::Attachments {
                &mut self.keep
            }
            #[inline]
            unsafe fn swap_raw(&mut self, ptr: *mut Self::Raw) -> *mut Self::Raw {
                let new = std::ptr::NonNull::new(ptr).expect("swap_raw: NULL pointer");
                std::mem::replace(&mut self.ptr, new).as_ptr()
            }
        }

        // Every type is in `with_object_types!`, so that the layers above
        // give it the methods they give every object.
        const _: () = {
            fn listed<T: $crate::object::Listed>() {}
            let _ = listed::<$name>;
        };
    };

    // The methods of every type's one inherent `impl` block: the context,
    // then what the printing option gives.
    (@methods $name:ident, $raw:ident $(, $opt:ident $(($arg:ident))?)*) => {
        /// **The handle**: its context, and its text (`Display` fails only
        /// if ISL does; this says why).
        impl $name {
            /// The context this object lives in.
            #[inline]
            pub fn context(&self) -> &$crate::context::Context {
                &self.ctx
            }
            $( object!(@method $opt [$($arg)?] $name, $raw); )*
        }
    };

    // `print`: ISL's `isl_*_to_str`.
    (@method print [] $name:ident, $raw:ident) => {
        paste::paste! {
            object!(@text [$name, concat!(stringify!($raw), "_to_str")] |this| {
                // SAFETY: the pointer is valid while self lives; ISL gives a
                // malloc'ed string (or NULL) that OwnedStr frees.
                unsafe {
                    $crate::prim::OwnedStr::new($crate::prim::sys::[<$raw _to_str>](this.ptr.as_ptr()))
                }
            });
            fn display_text(&self, _alternate: bool) -> Option<$crate::prim::OwnedStr> {
                self.print_text()
            }
        }
    };

    // `yaml`: `print`, and `{:#}` prints in YAML block style (one key per
    // line) through `isl_printer_print_*`, which `to_block_string` returns.
    (@method yaml [] $name:ident, $raw:ident) => {
        paste::paste! {
            object!(@text [$name, concat!(stringify!($raw), "_to_str")] |this| {
                // SAFETY: the pointer is valid while self lives; ISL gives a
                // malloc'ed string (or NULL) that OwnedStr frees.
                unsafe {
                    $crate::prim::OwnedStr::new($crate::prim::sys::[<$raw _to_str>](this.ptr.as_ptr()))
                }
            });

            fn display_text(&self, alternate: bool) -> Option<$crate::prim::OwnedStr> {
                if alternate {
                    self.block_text()
                } else {
                    self.print_text()
                }
            }

            fn block_text(&self) -> Option<$crate::prim::OwnedStr> {
                // SAFETY: our live object, made in `self.ctx`, with ISL's
                // printer function for its type.
                let print = || unsafe {
                    $crate::object::print_block_to_string(
                        &self.ctx,
                        self.ptr.as_ptr(),
                        $crate::prim::sys::[<isl_printer_print_ $name:snake>],
                    )
                };
                $crate::object::printed(&self.ctx, print)
            }

            /// The text in YAML block style, one key per line (what `{:#}`
            /// writes); `Display` (`{}`) writes ISL's one-line flow style.
            pub fn to_block_string(&self) -> $crate::error::Result<String> {
                $crate::object::text_or_error(
                    self.block_text(), &self.ctx, stringify!([<isl_printer_print_ $name:snake>]))
            }
        }
    };

    // `printer(isl_printer_print_x)`: through an `isl_printer`, for types
    // ISL has no `isl_*_to_str` for.
    (@method printer [$print:ident] $name:ident, $raw:ident) => {
        object!(@text [$name, stringify!($print)] |this| {
            // SAFETY: our live object, made in `self.ctx`, with ISL's
            // printer function for its type.
            unsafe {
                $crate::object::print_to_string(&this.ctx, this.ptr.as_ptr(), $crate::prim::sys::$print)
            }
        });
        fn display_text(&self, _alternate: bool) -> Option<$crate::prim::OwnedStr> {
            self.print_text()
        }
    };

    (@method opaque [] $name:ident, $raw:ident) => {};

    // The text of a printable type and `try_to_string`, from the expression
    // that prints (`$print`, with the object as `$this`). Printing
    // allocates: past the operation limit or after an abort it fails, so it
    // is retried without them.
    (@text [$name:ident, $function:expr] |$this:ident| $print:block) => {
        fn print_text(&self) -> Option<$crate::prim::OwnedStr> {
            let $this = self;
            let print = || $print;
            $crate::object::printed(&self.ctx, print)
        }

        /// The text `Display` writes, or ISL's error if printing fails
        /// (where `to_string` would panic).
        pub fn try_to_string(&self) -> $crate::error::Result<String> {
            $crate::object::text_or_error(self.print_text(), &self.ctx, $function)
        }
    };

    // The traits of each printing option: `Display` and a `Debug` with the
    // same text, named; or a `Debug` with just the name.
    (@traits print [] $name:ident, $raw:ident) => {
        object!(@display $name, concat!(stringify!($raw), "_to_str"));
    };
    (@traits yaml [] $name:ident, $raw:ident) => {
        object!(@display $name, concat!(stringify!($raw), "_to_str"));
    };
    (@traits printer [$print:ident] $name:ident, $raw:ident) => {
        object!(@display $name, stringify!($print));
    };
    (@traits opaque [] $name:ident, $raw:ident) => {
        impl std::fmt::Debug for $name {
            /// Just the type's name: ISL has no way to print it.
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(stringify!($name))
            }
        }
    };

    (@display $name:ident, $function:expr) => {
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let text = self.display_text(f.alternate());
                $crate::object::write_text(f, text, &self.ctx, $function)
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                $crate::object::write_named(f, stringify!($name), self)
            }
        }
    };

    // Public forms: the leading keyword says how (and whether) ISL copies.
    ($(#[$meta:meta])* nocopy $name:ident, $raw:ident $(, $opt:ident $(($arg:ident))?)*) => {
        object!(@core [$(#[$meta])*] [nocopy] $name, $raw);
        object!(@object $name);
        object!(@methods $name, $raw $(, $opt $(($arg))?)*);
        $( object!(@traits $opt [$($arg)?] $name, $raw); )*
    };

    ($(#[$meta:meta])* unshared $name:ident, $raw:ident $(, $opt:ident $(($arg:ident))?)*) => {
        object!(@core [$(#[$meta])*] [copy] $name, $raw);
        object!(@clone $name, $raw, "ISL's copy: a duplicate (ISL does not share objects of this type).");
        object!(@object $name);
        object!(@methods $name, $raw $(, $opt $(($arg))?)*);
        $( object!(@traits $opt [$($arg)?] $name, $raw); )*
    };

    ($(#[$meta:meta])* $name:ident, $raw:ident $(, $opt:ident $(($arg:ident))?)*) => {
        object!(@core [$(#[$meta])*] [copy] $name, $raw);
        object!(@clone $name, $raw, "ISL's copy: a new reference to the same object.");
        object!(@object $name);
        impl $crate::object::RefCounted for $name {}
        object!(@methods $name, $raw $(, $opt $(($arg))?)*);
        $( object!(@traits $opt [$($arg)?] $name, $raw); )*
    };
}
