//! Builds a set with the raw bindings and prints it: the smallest program
//! that shows ISL compiled and linked.
//!
//! `cargo run -p isl-sys --example print_set`

use isl_sys::*;
use std::ffi::{CStr, CString};

fn main() {
    // SAFETY: every pointer comes from ISL and is freed exactly once; the
    // string ISL allocates is freed with `free`.
    unsafe {
        let ctx = isl_ctx_alloc();
        let text = CString::new("[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }").unwrap();
        let set = isl_set_read_from_str(ctx, text.as_ptr());
        let fixed = isl_set_fix_si(isl_set_copy(set), isl_dim_type::isl_dim_param, 0, 4);
        let card = isl_set_count_val(fixed);
        let set_str = isl_set_to_str(set);
        let card_str = isl_val_to_str(card);
        println!(
            "ISL {}",
            CStr::from_ptr(isl_version()).to_str().unwrap().trim()
        );
        println!(
            "set:          {}",
            CStr::from_ptr(set_str).to_str().unwrap()
        );
        println!(
            "points (n=4): {}",
            CStr::from_ptr(card_str).to_str().unwrap()
        );
        libc_free(set_str.cast());
        libc_free(card_str.cast());
        isl_val_free(card);
        isl_set_free(fixed);
        isl_set_free(set);
        isl_ctx_free(ctx);
    }
}
