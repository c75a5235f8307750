//! Smoke tests of the raw bindings against the bundled (or system) ISL.

use isl_sys::*;
use std::ffi::{CStr, CString};

/// Copies an ISL-allocated string and frees it.
unsafe fn take_string(ptr: *mut std::ffi::c_char) -> String {
    assert!(!ptr.is_null());
    let s = CStr::from_ptr(ptr).to_str().unwrap().to_owned();
    libc_free(ptr.cast());
    s
}

#[test]
fn parse_print_and_free_a_parametric_set() {
    unsafe {
        let ctx = isl_ctx_alloc();
        assert!(!ctx.is_null());
        let text = CString::new("[n] -> { S[i] : 0 <= i < n }").unwrap();
        let set = isl_set_read_from_str(ctx, text.as_ptr());
        assert!(!set.is_null());
        assert_eq!(isl_set_dim(set, isl_dim_type::isl_dim_param), 1);
        assert_eq!(isl_set_dim(set, isl_dim_type::isl_dim_set), 1);
        assert_eq!(
            take_string(isl_set_to_str(set)),
            "[n] -> { S[i] : 0 <= i < n }"
        );

        // Fix n = 3 and count the points: 3.
        let fixed = isl_set_fix_si(isl_set_copy(set), isl_dim_type::isl_dim_param, 0, 3);
        let card = isl_set_count_val(fixed);
        assert_eq!(isl_val_get_num_si(card), 3);
        isl_val_free(card);
        isl_set_free(fixed);

        isl_set_free(set);
        isl_ctx_free(ctx);
    }
}

#[test]
fn errors_continue_instead_of_aborting() {
    unsafe {
        let ctx = isl_ctx_alloc();
        isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE as _);
        let text = CString::new("{ [i] : i >").unwrap();
        let set = isl_set_read_from_str(ctx, text.as_ptr());
        assert!(set.is_null());
        assert_ne!(isl_ctx_last_error(ctx), isl_error::isl_error_none);
        isl_ctx_reset_error(ctx);
        assert_eq!(isl_ctx_last_error(ctx), isl_error::isl_error_none);
        isl_ctx_free(ctx);
    }
}

#[test]
fn isl_bool_carries_the_error_value() {
    unsafe {
        let ctx = isl_ctx_alloc();
        isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE as _);
        // A NULL argument makes ISL return isl_bool_error (-1), which must be
        // representable: isl_bool is a new-type integer, not a Rust enum.
        let b = isl_set_is_empty(std::ptr::null_mut());
        assert_eq!(b, isl_bool::isl_bool_error);
        assert_eq!(b.0, -1);
        isl_ctx_free(ctx);
    }
}

/// With the system ISL, ISL's own calls reach this crate's fixed definitions
/// of its functions (`src/system_fixes.rs`): a relation from a
/// zero-dimensional unnamed domain with named output dimensions, read and
/// tested for emptiness, keeps its names (the unpatched preimage freed one
/// twice).
#[cfg(feature = "system")]
#[test]
fn the_system_fixes_are_reached() {
    assert!(system_fixes_active());
    unsafe {
        let ctx = isl_ctx_alloc();
        let text = CString::new(
            "{ [] -> [i0, i1, i2, i3] : i1 = i0 and 2 <= i0 <= 9 and i3 >= 2 + 10i2 and i3 >= 4 }",
        )
        .unwrap();
        let map = isl_map_read_from_str(ctx, text.as_ptr());
        assert_eq!(isl_map_is_empty(map), isl_bool::isl_bool_false);
        assert_eq!(
            take_string(isl_map_to_str(map)),
            "{ [] -> [i0, i1 = i0, i2, i3] : 2 <= i0 <= 9 and i3 >= 2 + 10i2 and i3 >= 4 }"
        );
        isl_map_free(map);
        isl_ctx_free(ctx);
    }
}
