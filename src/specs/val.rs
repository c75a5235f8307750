//! `isl_val`.

use super::prelude::*;

isl_specs! {
    Val {
        fn read_from_str(ctx, str: Param<str>) -> Give<Val> = isl_val_read_from_str;
        fn int_from_si(ctx, i: Param<c_long>) -> Give<Val> = isl_val_int_from_si;
        fn int_from_ui(ctx, u: Param<c_ulong>) -> Give<Val> = isl_val_int_from_ui;
        fn zero(ctx) -> Give<Val> = isl_val_zero;
        fn one(ctx) -> Give<Val> = isl_val_one;
        fn negone(ctx) -> Give<Val> = isl_val_negone;
        fn nan(ctx) -> Give<Val> = isl_val_nan;
        fn infty(ctx) -> Give<Val> = isl_val_infty;
        fn neginfty(ctx) -> Give<Val> = isl_val_neginfty;
        fn add(inplace self, v2: Take<Val>) -> Give<Val> = isl_val_add;
        fn sub(inplace self, v2: Take<Val>) -> Give<Val> = isl_val_sub;
        fn mul(inplace self, v2: Take<Val>) -> Give<Val> = isl_val_mul;
        fn div(inplace self, v2: Take<Val>) -> Give<Val> = isl_val_div;
        fn mod_(inplace self, v2: Take<Val>) -> Give<Val> = isl_val_mod;
        fn min(inplace self, v2: Take<Val>) -> Give<Val> = isl_val_min;
        fn max(inplace self, v2: Take<Val>) -> Give<Val> = isl_val_max;
        fn gcd(inplace self, v2: Take<Val>) -> Give<Val> = isl_val_gcd;
        fn add_ui(inplace self, v2: Param<c_ulong>) -> Give<Val> = isl_val_add_ui;
        fn mul_ui(inplace self, v2: Param<c_ulong>) -> Give<Val> = isl_val_mul_ui;
        fn neg(inplace self) -> Give<Val> = isl_val_neg;
        fn abs(inplace self) -> Give<Val> = isl_val_abs;
        fn inv(inplace self) -> Give<Val> = isl_val_inv;
        fn floor(inplace self) -> Give<Val> = isl_val_floor;
        fn ceil(inplace self) -> Give<Val> = isl_val_ceil;
        fn trunc(inplace self) -> Give<Val> = isl_val_trunc;
        fn get_num_si(keep self) -> Long = isl_val_get_num_si;
        fn get_den_si(keep self) -> Long = isl_val_get_den_si;
        fn sgn(keep self) -> Int = isl_val_sgn;
        fn cmp_si(keep self, i: Param<c_long>) -> Int = isl_val_cmp_si;
        fn is_zero(keep self) -> Bool = isl_val_is_zero;
        fn is_one(keep self) -> Bool = isl_val_is_one;
        fn is_negone(keep self) -> Bool = isl_val_is_negone;
        fn is_nonneg(keep self) -> Bool = isl_val_is_nonneg;
        fn is_nonpos(keep self) -> Bool = isl_val_is_nonpos;
        fn is_pos(keep self) -> Bool = isl_val_is_pos;
        fn is_neg(keep self) -> Bool = isl_val_is_neg;
        fn is_int(keep self) -> Bool = isl_val_is_int;
        fn is_rat(keep self) -> Bool = isl_val_is_rat;
        fn is_nan(keep self) -> Bool = isl_val_is_nan;
        fn is_infty(keep self) -> Bool = isl_val_is_infty;
        fn is_neginfty(keep self) -> Bool = isl_val_is_neginfty;
        fn lt(keep self, v2: Keep<Val>) -> Bool = isl_val_lt;
        fn le(keep self, v2: Keep<Val>) -> Bool = isl_val_le;
        fn gt(keep self, v2: Keep<Val>) -> Bool = isl_val_gt;
        fn ge(keep self, v2: Keep<Val>) -> Bool = isl_val_ge;
        fn eq(keep self, v2: Keep<Val>) -> Bool = isl_val_eq;
        fn ne(keep self, v2: Keep<Val>) -> Bool = isl_val_ne;
        fn abs_eq(keep self, v2: Keep<Val>) -> Bool = isl_val_abs_eq;
        fn is_divisible_by(keep self, v2: Keep<Val>) -> Bool = isl_val_is_divisible_by;
    }
}
