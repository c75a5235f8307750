//! `isl_aff`, `isl_pw_aff` and `isl_multi_aff`.

use super::prelude::*;

isl_specs! {
    Aff {
        fn read_from_str(ctx, str: Param<str>) -> Give<Aff> = isl_aff_read_from_str;
        fn zero_on_domain(ls: Take<LocalSpace>) -> Give<Aff> = isl_aff_zero_on_domain;
        fn var_on_domain(ls: Take<LocalSpace>, type_: Param<DimType>, pos: Param<c_uint>) -> Give<Aff> = isl_aff_var_on_domain;
        fn add(inplace self, aff2: Take<Aff>) -> Give<Aff> = isl_aff_add;
        fn sub(inplace self, aff2: Take<Aff>) -> Give<Aff> = isl_aff_sub;
        fn neg(inplace self) -> Give<Aff> = isl_aff_neg;
        fn floor(inplace self) -> Give<Aff> = isl_aff_floor;
        fn ceil(inplace self) -> Give<Aff> = isl_aff_ceil;
        fn scale_val(inplace self, v: Take<Val>) -> Give<Aff> = isl_aff_scale_val;
        fn scale_down_val(inplace self, v: Take<Val>) -> Give<Aff> = isl_aff_scale_down_val;
        fn mod_val(inplace self, m: Take<Val>) -> Give<Aff> = isl_aff_mod_val;
        fn add_constant_si(inplace self, v: Param<c_int>) -> Give<Aff> = isl_aff_add_constant_si;
        fn add_constant_val(inplace self, v: Take<Val>) -> Give<Aff> = isl_aff_add_constant_val;
        fn get_constant_val(keep self) -> Give<Val> = isl_aff_get_constant_val;
        fn get_coefficient_val(keep self, type_: Param<DimType>, pos: Param<c_int>) -> Give<Val> = isl_aff_get_coefficient_val;
        fn get_space(keep self) -> Give<Space> = isl_aff_get_space;
        fn get_domain_space(keep self) -> Give<Space> = isl_aff_get_domain_space;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_aff_dim;
        fn is_cst(keep self) -> Bool = isl_aff_is_cst;
        fn plain_is_equal(keep self, aff2: Keep<Aff>) -> Bool = isl_aff_plain_is_equal;
        fn zero_basic_set(take self) -> Give<BasicSet> = isl_aff_zero_basic_set;
        fn ge_set(take self, aff2: Take<Aff>) -> Give<Set> = isl_aff_ge_set;
    }

    PwAff {
        fn read_from_str(ctx, str: Param<str>) -> Give<PwAff> = isl_pw_aff_read_from_str;
        fn from_aff(aff: Take<Aff>) -> Give<PwAff> = isl_pw_aff_from_aff;
        fn add(inplace self, pwaff2: Take<PwAff>) -> Give<PwAff> = isl_pw_aff_add;
        fn sub(inplace self, pwaff2: Take<PwAff>) -> Give<PwAff> = isl_pw_aff_sub;
        fn neg(inplace self) -> Give<PwAff> = isl_pw_aff_neg;
        fn min(inplace self, pwaff2: Take<PwAff>) -> Give<PwAff> = isl_pw_aff_min;
        fn max(inplace self, pwaff2: Take<PwAff>) -> Give<PwAff> = isl_pw_aff_max;
        fn floor(inplace self) -> Give<PwAff> = isl_pw_aff_floor;
        fn scale_val(inplace self, v: Take<Val>) -> Give<PwAff> = isl_pw_aff_scale_val;
        fn coalesce(inplace self) -> Give<PwAff> = isl_pw_aff_coalesce;
        fn intersect_domain(inplace self, set: Take<Set>) -> Give<PwAff> = isl_pw_aff_intersect_domain;
        fn gist(inplace self, context: Take<Set>) -> Give<PwAff> = isl_pw_aff_gist;
        fn domain(take self) -> Give<Set> = isl_pw_aff_domain;
        fn ge_set(take self, pwaff2: Take<PwAff>) -> Give<Set> = isl_pw_aff_ge_set;
        fn le_set(take self, pwaff2: Take<PwAff>) -> Give<Set> = isl_pw_aff_le_set;
        fn eq_set(take self, pwaff2: Take<PwAff>) -> Give<Set> = isl_pw_aff_eq_set;
        fn is_equal(keep self, pa2: Keep<PwAff>) -> Bool = isl_pw_aff_is_equal;
        fn is_cst(keep self) -> Bool = isl_pw_aff_is_cst;
        fn n_piece(keep self) -> Size = isl_pw_aff_n_piece;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_pw_aff_dim;
        fn get_space(keep self) -> Give<Space> = isl_pw_aff_get_space;
        fn foreach_piece(keep self; fn_: Foreach2<Set, Aff>) -> Stat = isl_pw_aff_foreach_piece;
        fn every_piece(keep self; test: Test2<Set, Aff>) -> Bool = isl_pw_aff_every_piece;
    }

    MultiAff {
        fn read_from_str(ctx, str: Param<str>) -> Give<MultiAff> = isl_multi_aff_read_from_str;
        fn identity(space: Take<Space>) -> Give<MultiAff> = isl_multi_aff_identity;
        fn zero(space: Take<Space>) -> Give<MultiAff> = isl_multi_aff_zero;
        fn from_aff(aff: Take<Aff>) -> Give<MultiAff> = isl_multi_aff_from_aff;
        fn add(inplace self, multi2: Take<MultiAff>) -> Give<MultiAff> = isl_multi_aff_add;
        fn sub(inplace self, multi2: Take<MultiAff>) -> Give<MultiAff> = isl_multi_aff_sub;
        fn neg(inplace self) -> Give<MultiAff> = isl_multi_aff_neg;
        fn pullback_multi_aff(inplace self, ma2: Take<MultiAff>) -> Give<MultiAff> = isl_multi_aff_pullback_multi_aff;
        fn set_at(inplace self, pos: Param<c_int>, el: Take<Aff>) -> Give<MultiAff> = isl_multi_aff_set_at;
        fn get_at(keep self, pos: Param<c_int>) -> Give<Aff> = isl_multi_aff_get_at;
        fn size(keep self) -> Size = isl_multi_aff_size;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_multi_aff_dim;
        fn get_space(keep self) -> Give<Space> = isl_multi_aff_get_space;
        fn plain_is_equal(keep self, multi2: Keep<MultiAff>) -> Bool = isl_multi_aff_plain_is_equal;
        fn to_map(take self) -> Give<Map> = isl_map_from_multi_aff;
    }
}
