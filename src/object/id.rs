//! Identifiers: compared and hashed by identity (ISL shares one `isl_id` per
//! name and user pointer), and identifiers that carry a Rust value, freed by
//! ISL's own `free_user` hook.

use crate::context::Context;
use crate::error::Result;
use crate::object::Id;
use crate::object::Object;
use crate::prim::{sys, CStrArg};
use std::any::Any;
use std::ffi::c_void;

/// The value behind an id's user pointer.
type Payload = Box<dyn Any>;

/// ISL's `free_user` hook for ids made by [`Id::with_user`]: drops the value.
unsafe extern "C" fn free_payload(user: *mut c_void) {
    // SAFETY: `user` is the `Box<Payload>` leaked by `with_user`; ISL calls
    // this hook once, when the id's last reference goes.
    let payload = unsafe { Box::from_raw(user as *mut Payload) };
    // A panic must not unwind into ISL: a value whose drop panics aborts,
    // as a panic in any `extern "C"` function does.
    if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(payload))).is_err() {
        std::process::abort();
    }
}

impl Id {
    /// The plain identifier named `name` (no user value), in the thread's
    /// current context. ISL shares one such identifier per name, so two
    /// calls with the same name give equal ids; unlike parsing, any name
    /// works (`"S'"`, `"a b"`, a keyword).
    ///
    /// ```
    /// use isl_safe::{Context, Id};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s = Id::named("S").unwrap();
    /// assert_eq!(s, Id::named("S").unwrap());
    /// assert_eq!(s, Id::read_from_str("S").unwrap());
    /// assert_eq!(Id::named("i'").unwrap().get_name().unwrap().as_deref(), Some("i'"));
    /// ```
    pub fn named(name: &str) -> Result<Id> {
        const FN: &str = "isl_id_alloc";
        let ctx = Context::current()?;
        let name = CStrArg::new(name, FN)?;
        // SAFETY: live context, NUL-terminated name (ISL copies it), no user
        // pointer.
        let raw = unsafe { sys::isl_id_alloc(ctx.as_ptr(), name.as_ptr(), std::ptr::null_mut()) };
        // SAFETY: an owned id pointer made in `ctx`, or NULL.
        unsafe { Id::from_raw(raw, ctx.clone()) }.ok_or_else(|| ctx.take_error(FN))
    }

    /// An identifier named `name` carrying `value`. ISL owns the value from now
    /// on and drops it when the identifier's last reference goes (its
    /// `free_user` hook), so no separate handle can be dropped too early.
    /// Made in the thread's current context.
    ///
    /// ```
    /// use isl_safe::{Context, Id};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let id = Id::with_user("S", vec![1, 2, 3]).unwrap();
    /// assert_eq!(id.user::<Vec<i32>>(), Some(&vec![1, 2, 3]));
    /// assert_eq!(id.user::<String>(), None);
    /// assert!(id.to_string().starts_with("S@"));
    /// // Two ids with the same name but different values are different ids.
    /// assert_ne!(id, Id::with_user("S", vec![1, 2, 3]).unwrap());
    /// ```
    pub fn with_user<T: Any>(name: &str, value: T) -> Result<Id> {
        const FN: &str = "isl_id_alloc";
        let ctx = Context::current()?;
        let name = CStrArg::new(name, FN)?;
        let user = Box::into_raw(Box::new(Box::new(value) as Payload)) as *mut c_void;
        // SAFETY: live context, NUL-terminated name; `user` is a leaked box
        // that the hook below frees.
        let raw = unsafe { sys::isl_id_alloc(ctx.as_ptr(), name.as_ptr(), user) };
        if raw.is_null() {
            // SAFETY: ISL did not take the value; reclaim it.
            drop(unsafe { Box::from_raw(user as *mut Payload) });
            return Err(ctx.take_error(FN));
        }
        // SAFETY: `raw` is the id just made; from now on ISL frees `user` with the hook.
        let raw = unsafe { sys::isl_id_set_free_user(raw, Some(free_payload)) };
        // SAFETY: an owned id pointer made in `ctx`, or NULL.
        unsafe { Id::from_raw(raw, ctx.clone()) }
            .ok_or_else(|| ctx.take_error("isl_id_set_free_user"))
    }

    /// The value this identifier carries, if it was made by
    /// [`with_user`](Self::with_user) with a value of type `T`.
    pub fn user<T: Any>(&self) -> Option<&T> {
        // SAFETY: the id is live while `self` is.
        let hook = unsafe { sys::isl_id_get_free_user(self.as_raw()) };
        // Our hook marks the ids whose user pointer is a `Box<Payload>`. A
        // comparison can at worst miss (if the function were duplicated),
        // giving `None`; the downcast below checks the value's type anyway.
        #[allow(unpredictable_function_pointer_comparisons)]
        let ours = hook == Some(free_payload as unsafe extern "C" fn(*mut c_void));
        if !ours {
            return None;
        }
        // SAFETY: with our hook, the user pointer is a `Box<Payload>` that
        // lives as long as the id, which `self` keeps alive.
        let payload = unsafe { &*(sys::isl_id_get_user(self.as_raw()) as *const Payload) };
        payload.downcast_ref::<T>()
    }
}

impl PartialEq for Id {
    /// ISL shares one `isl_id` per name and user pointer in a context, so
    /// equal identifiers are the same object.
    fn eq(&self, other: &Id) -> bool {
        Object::as_raw(self) == Object::as_raw(other)
    }
}

impl Eq for Id {}

impl std::hash::Hash for Id {
    /// The identity of the shared `isl_id`, which is what `==` compares.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        Object::as_raw(self).hash(state)
    }
}
