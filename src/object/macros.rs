//! `object!`: one declaration per ISL type.

/// Declares an owned ISL object type.
///
/// `object!(Name, isl_name)` names the Rust type and ISL's type (ISL's
/// `isl_name_copy`, `isl_name_free`, `isl_name_get_ctx` are used). Options
/// (each optional): `print` (`isl_name_to_str` for `Display`/`Debug`).
macro_rules! object {
    ($(#[$meta:meta])* $name:ident, $raw:ident $(, $opt:ident)*) => {
        paste::paste! {
            $(#[$meta])*
            pub struct $name {
                ptr: std::ptr::NonNull<$crate::prim::sys::$raw>,
                ctx: $crate::Context,
            }

            // SAFETY: the functions named are ISL's copy/free/get_ctx for this type.
            unsafe impl $crate::prim::Handle for $name {
                type Raw = $crate::prim::sys::$raw;
                const C_NAME: &'static str = stringify!($raw);
                unsafe fn copy(ptr: *mut Self::Raw) -> *mut Self::Raw {
                    // SAFETY: ptr is valid (caller's contract).
                    unsafe { $crate::prim::sys::[<$raw _copy>](ptr) }
                }
                unsafe fn free(ptr: *mut Self::Raw) {
                    // SAFETY: ptr is owned by the caller (caller's contract).
                    unsafe { $crate::prim::sys::[<$raw _free>](ptr); }
                }
                unsafe fn get_ctx(ptr: *mut Self::Raw) -> *mut $crate::prim::sys::isl_ctx {
                    // SAFETY: ptr is valid (caller's contract).
                    unsafe { $crate::prim::sys::[<$raw _get_ctx>](ptr) }
                }
            }

            impl $crate::object::Sealed for $name {}

            impl $crate::object::Object for $name {
                #[inline]
                fn context(&self) -> &$crate::Context {
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
                    this.ptr.as_ptr()
                }
                #[inline]
                unsafe fn from_raw(ptr: *mut Self::Raw, ctx: $crate::Context) -> Option<Self> {
                    std::ptr::NonNull::new(ptr).map(|ptr| $name { ptr, ctx })
                }
                #[inline]
                unsafe fn swap_raw(&mut self, ptr: *mut Self::Raw) -> *mut Self::Raw {
                    let new = std::ptr::NonNull::new(ptr).expect("swap_raw: NULL pointer");
                    std::mem::replace(&mut self.ptr, new).as_ptr()
                }
            }

            impl Drop for $name {
                fn drop(&mut self) {
                    // SAFETY: self owns the pointer; the context outlives this call
                    // because `self.ctx` is dropped after it.
                    unsafe { <$name as $crate::prim::Handle>::free(self.ptr.as_ptr()) }
                }
            }

            impl Clone for $name {
                /// ISL's copy: a new reference to the same object.
                fn clone(&self) -> Self {
                    // SAFETY: the pointer is valid while self lives.
                    let ptr = unsafe { <$name as $crate::prim::Handle>::copy(self.ptr.as_ptr()) };
                    $name {
                        ptr: std::ptr::NonNull::new(ptr)
                            .expect(concat!(stringify!($raw), "_copy returned NULL")),
                        ctx: self.ctx.clone(),
                    }
                }
            }

            impl $name {
                /// A view that lets ISL update this object in place, with no copy:
                /// see [`InPlace`]($crate::InPlace).
                #[inline]
                pub fn in_place(&mut self) -> $crate::InPlace<'_, $name> {
                    $crate::InPlace::new(self)
                }

                /// The context this object lives in.
                #[inline]
                pub fn context(&self) -> &$crate::Context {
                    &self.ctx
                }
            }

            $( object!(@$opt $name, $raw); )*
        }
    };

    (@print $name:ident, $raw:ident) => {
        paste::paste! {
            impl std::fmt::Display for $name {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    // SAFETY: the pointer is valid while self lives; ISL gives a
                    // malloc'ed string that owned_string frees.
                    let text = unsafe {
                        $crate::prim::owned_string($crate::prim::sys::[<$raw _to_str>](self.ptr.as_ptr()))
                    };
                    match text {
                        Some(text) => f.write_str(&text),
                        None => {
                            // Forget the error ISL recorded: nothing returns it.
                            let _ = self.ctx.take_error(concat!(stringify!($raw), "_to_str"));
                            Err(std::fmt::Error)
                        }
                    }
                }
            }

            impl std::fmt::Debug for $name {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    write!(f, "{}({})", stringify!($name), self)
                }
            }
        }
    };

    (@parse $name:ident, $raw:ident) => {
        impl std::str::FromStr for $name {
            type Err = $crate::Error;
            /// Parses ISL's notation in the thread's current context.
            fn from_str(s: &str) -> $crate::Result<Self> {
                $name::read_from_str(s)
            }
        }
    };

    (@eq $name:ident, $raw:ident) => {
        impl PartialEq for $name {
            /// Semantic equality (`is_equal`). Panics with ISL's message on an
            /// error, such as objects of two contexts; `is_equal` returns it.
            fn eq(&self, other: &Self) -> bool {
                self.is_equal(other).unwrap_or_else(|e| panic!("{e}"))
            }
        }
    };
}

/// `Display` and `Debug` through an `isl_printer`, for types ISL has no
/// `isl_*_to_str` for.
macro_rules! printer_display {
    ($name:ident, $print:ident) => {
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                use $crate::prim::sys;
                let ctx = self.ctx.as_ptr();
                // SAFETY: the printer is created, used with our live object
                // (kept), read and freed here; the string is malloc'ed and freed
                // by owned_string.
                let text = unsafe {
                    let p = sys::$print(sys::isl_printer_to_str(ctx), self.ptr.as_ptr());
                    let text = $crate::prim::owned_string(sys::isl_printer_get_str(p));
                    sys::isl_printer_free(p);
                    text
                };
                match text {
                    Some(text) => f.write_str(&text),
                    None => {
                        let _ = self.ctx.take_error(stringify!($print));
                        Err(std::fmt::Error)
                    }
                }
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({})", stringify!($name), self)
            }
        }
    };
}
