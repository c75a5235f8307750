//! The bottom layer (`src/prim`, through `internals`): ISL's version as the
//! build and `isl_version` write it, and ISL's strings read as Rust text.

use isl_safe::internals::{major_minor, sys, version_mismatch, OwnedStr};
use std::borrow::Cow;

#[test]
fn versions_are_read_as_the_build_and_isl_version_write_them() {
    assert_eq!(major_minor("0.25"), Some((0, 25)));
    assert_eq!(major_minor("0.27.1"), Some((0, 27)));
    assert_eq!(major_minor("isl-0.25-GMP\n"), Some((0, 25)));
    assert_eq!(major_minor("isl-0.27-IMath-32"), Some((0, 27)));
    assert_eq!(major_minor("isl-0.27.1-12-gabcdef-GMP"), Some((0, 27)));
    assert_eq!(major_minor("isl"), None);
    assert_eq!(major_minor("isl-x.27"), None);
}

#[test]
fn a_build_runs_only_on_its_own_version() {
    assert_eq!(version_mismatch("0.25", "isl-0.25-GMP\n"), None);
    assert_eq!(version_mismatch("0.27", "isl-0.27-IMath-32"), None);
    let message = version_mismatch("0.25", "isl-0.27-GMP\n").unwrap();
    assert!(
        message.contains("ISL 0.25") && message.contains("isl-0.27-GMP"),
        "{message}"
    );
    assert!(version_mismatch("0.27", "isl-0.25-GMP").is_some());
    // What cannot be read is not taken for a match.
    assert!(version_mismatch("0.25", "isl-unknown").is_some());
    assert!(version_mismatch("x", "x").is_some());
}

#[test]
fn this_build_runs_on_the_isl_it_loaded() {
    assert_eq!(
        version_mismatch(env!("ISL_VERSION"), isl_safe::version()),
        None
    );
    // On the system build, a context is made only once the version and
    // isl-sys's fixes are checked.
    assert!(isl_safe::Context::new().is_ok());
}

/// `bytes` (NUL-terminated) printed by ISL into a string it allocates.
fn isl_text(bytes: &[u8]) -> OwnedStr {
    // SAFETY: a fresh context, a printer used and freed in it, and
    // `bytes` NUL-terminated; the string is ISL's malloc'ed copy.
    unsafe {
        let ctx = sys::isl_ctx_alloc();
        let p = sys::isl_printer_to_str(ctx);
        let p = sys::isl_printer_print_str(p, bytes.as_ptr().cast());
        let text = OwnedStr::new(sys::isl_printer_get_str(p));
        sys::isl_printer_free(p);
        sys::isl_ctx_free(ctx);
        text.expect("ISL printed the string")
    }
}

#[test]
fn text_borrows_utf8_and_replaces_other_bytes() {
    let ascii = isl_text(b"{ [i] : 0 <= i <= 9 }\0");
    assert!(matches!(
        ascii.text(),
        Cow::Borrowed("{ [i] : 0 <= i <= 9 }")
    ));
    let utf8 = isl_text("{ [\u{3b1}] }\0".as_bytes());
    assert!(matches!(utf8.text(), Cow::Borrowed("{ [\u{3b1}] }")));
    let bad = isl_text(b"a\xffb\xce\0");
    assert_eq!(bad.text(), "a\u{fffd}b\u{fffd}");
}
