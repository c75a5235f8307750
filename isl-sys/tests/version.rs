//! The linked ISL is the expected one.

use std::ffi::CStr;

#[test]
fn version_string_names_isl_and_its_integer_backend() {
    let version = unsafe { CStr::from_ptr(isl_sys::isl_version()) }
        .to_str()
        .unwrap();
    if cfg!(feature = "system") {
        assert!(version.starts_with("isl-0."), "{version:?}");
    } else {
        // The bundled build: ISL 0.27 with imath and the small-integer optimisation.
        assert_eq!(version, "isl-0.27-IMath-32\n");
    }
}
