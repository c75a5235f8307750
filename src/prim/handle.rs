//! The raw handle trait.

use super::sys;

/// An ISL object type at the raw level: its C struct and the functions that
/// free and find the context of a pointer to it. (Not every type has
/// `isl_*_copy`: the object layer's `Clone` calls it where it exists.)
///
/// # Safety
/// Implementors promise that `free` and `get_ctx` are ISL's functions for
/// `Raw` (declared by the object layer's `object!` macro, never by users).
pub unsafe trait Handle {
    /// The C struct (`isl_set`, `isl_map`, ...).
    type Raw;
    /// ISL's name of the type (`"isl_set"`).
    const C_NAME: &'static str;

    /// `isl_*_free`: drops one reference.
    ///
    /// # Safety
    /// `ptr` must be a valid pointer that the caller owns; it is consumed.
    unsafe fn free(ptr: *mut Self::Raw);

    /// `isl_*_get_ctx`.
    ///
    /// # Safety
    /// `ptr` must be a valid, non-null pointer to a live object.
    unsafe fn get_ctx(ptr: *mut Self::Raw) -> *mut sys::isl_ctx;
}

/// Reads an ISL object's reference count: every ISL object struct starts with
/// its `int ref` field.
///
/// # Safety
/// `ptr` must point to a live ISL object.
pub unsafe fn ref_count(ptr: *mut std::ffi::c_void) -> i32 {
    // SAFETY: the object is live (caller) and begins with an `int`.
    unsafe { *(ptr as *const std::ffi::c_int) }
}
