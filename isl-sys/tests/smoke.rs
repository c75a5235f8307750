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

/// A number where ISL reads a name or a YAML key is an error, not a crash:
/// the bundled build's patch 0002 gives a number token no string, and so
/// does this crate's fixed `isl_token_get_str` with the system ISL (whose
/// readers of names, and ISL 0.27's readers of keys, took the number for a
/// string).
#[test]
fn numbers_where_names_or_keys_are_read_are_errors() {
    unsafe {
        let ctx = isl_ctx_alloc();
        isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE as _);
        for text in [
            "domain: \"{ A[] }\"\n3",
            "{ domain: \"{ A[] }\", 3: 4 }",
            "3 4 5",
        ] {
            let t = CString::new(text).unwrap();
            let schedule = isl_schedule_read_from_str(ctx, t.as_ptr());
            assert!(schedule.is_null(), "{text:?}");
            assert_ne!(isl_ctx_last_error(ctx), isl_error::isl_error_none);
            isl_ctx_reset_error(ctx);
        }
        for text in ["1", "(a, 1)"] {
            let t = CString::new(text).unwrap();
            let list = isl_id_list_read_from_str(ctx, t.as_ptr());
            assert!(list.is_null(), "{text:?}");
            assert_ne!(isl_ctx_last_error(ctx), isl_error::isl_error_none);
            isl_ctx_reset_error(ctx);
        }
        let id = isl_id_read_from_str(ctx, c"1".as_ptr());
        assert!(id.is_null());
        // Names and keys still read.
        let t = CString::new("{ domain: \"{ A[] }\" }").unwrap();
        let schedule = isl_schedule_read_from_str(ctx, t.as_ptr());
        assert!(!schedule.is_null());
        isl_schedule_free(schedule);
        let id = isl_id_read_from_str(ctx, c"a".as_ptr());
        assert_eq!(take_string(isl_id_to_str(id)), "a");
        isl_id_free(id);
        isl_ctx_free(ctx);
    }
}

/// The bound of an infinite quasi-polynomial over a bounded domain: ISL 0.27
/// takes the affine form of each affine piece there, which it gave the
/// constant 1/0 for an infinity (SIGFPE), and 0 for NaN: the bundled build's
/// patch 0039, and with a system ISL 0.27 this crate's fixed
/// `isl_qpolynomial_as_aff`, refuse the infinity and keep NaN.
#[test]
fn bounds_of_infinite_pieces_fail_or_are_right() {
    unsafe {
        let ctx = isl_ctx_alloc();
        isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE as _);
        let bound = |text: &str| {
            let t = CString::new(text).unwrap();
            let pwqp = isl_pw_qpolynomial_read_from_str(ctx, t.as_ptr());
            assert!(!pwqp.is_null(), "{text}");
            let pwf = isl_pw_qpolynomial_bound(pwqp, isl_fold::isl_fold_max, std::ptr::null_mut());
            let printed = if pwf.is_null() {
                None
            } else {
                let p = isl_printer_print_pw_qpolynomial_fold(isl_printer_to_str(ctx), pwf);
                let printed = take_string(isl_printer_get_str(p));
                isl_printer_free(p);
                Some(printed)
            };
            isl_pw_qpolynomial_fold_free(pwf);
            isl_ctx_reset_error(ctx);
            printed
        };
        // ISL 0.25 bounds them without an affine form, and right; ISL 0.27
        // fails on them (ISL's error, no bound).
        let before_0_27 = cfg!(all(feature = "system", isl_sys_before_0_27));
        for (text, bound_0_25) in [
            ("{ [i] -> infty : 0 <= i <= 3 }", "{ max(infty) }"),
            ("{ [i] -> -infty : 0 <= i <= 3 }", "{ max(-infty) }"),
            (
                "[n] -> { [i] -> infty : 0 <= i <= n }",
                "[n] -> { max(infty) : n >= 0 }",
            ),
            ("{ [i] -> NaN : 0 <= i <= 3 }", "{ max(NaN) }"),
        ] {
            let expected = before_0_27.then_some(bound_0_25);
            assert_eq!(bound(text).as_deref(), expected, "{text}");
        }
        // An affine piece is bounded as before.
        assert_eq!(
            bound("{ [i] -> 2i : 0 <= i <= 3 }").as_deref(),
            Some("{ max(6) }")
        );
        isl_ctx_free(ctx);
    }
}
