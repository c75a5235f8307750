// The public headers of `include/isl` that are not part of ISL's C API: the
// C++ interfaces, the GMP conversions (a GMP build only), and templates meant
// to be included by other headers after defining macros. Shared by the build
// script (which writes `isl_sys_all.h`) and the crate (`NOT_C_API_HEADERS`).
&[
    "cpp.h",
    "cpp-checked.h",
    "cpp-checked-conversion.h",
    "typed_cpp.h",
    "std_optional.h",
    "val_gmp.h",
    "hmap.h",
    "maybe_templ.h",
    "stdint.h",
]
