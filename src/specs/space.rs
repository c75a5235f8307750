//! `isl_space` and `isl_local_space`.

use super::prelude::*;

isl_specs! {
    Space {
        fn alloc(ctx, nparam: Param<c_uint>, n_in: Param<c_uint>, n_out: Param<c_uint>) -> Give<Space> = isl_space_alloc;
        fn set_alloc(ctx, nparam: Param<c_uint>, dim: Param<c_uint>) -> Give<Space> = isl_space_set_alloc;
        fn params_alloc(ctx, nparam: Param<c_uint>) -> Give<Space> = isl_space_params_alloc;
        fn domain(inplace self) -> Give<Space> = isl_space_domain;
        fn range(inplace self) -> Give<Space> = isl_space_range;
        fn params(inplace self) -> Give<Space> = isl_space_params;
        fn reverse(inplace self) -> Give<Space> = isl_space_reverse;
        fn wrap(inplace self) -> Give<Space> = isl_space_wrap;
        fn unwrap(inplace self) -> Give<Space> = isl_space_unwrap;
        fn map_from_set(inplace self) -> Give<Space> = isl_space_map_from_set;
        fn map_from_domain_and_range(inplace self, range: Take<Space>) -> Give<Space> = isl_space_map_from_domain_and_range;
        fn add_dims(inplace self, type_: Param<DimType>, n: Param<c_uint>) -> Give<Space> = isl_space_add_dims;
        fn set_tuple_name(inplace self, type_: Param<DimType>, s: Param<str>) -> Give<Space> = isl_space_set_tuple_name;
        fn set_dim_name(inplace self, type_: Param<DimType>, pos: Param<c_uint>, name: Param<str>) -> Give<Space> = isl_space_set_dim_name;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_space_dim;
        fn is_equal(keep self, space2: Keep<Space>) -> Bool = isl_space_is_equal;
        fn has_equal_tuples(keep self, space2: Keep<Space>) -> Bool = isl_space_has_equal_tuples;
        fn is_set(keep self) -> Bool = isl_space_is_set;
        fn is_map(keep self) -> Bool = isl_space_is_map;
        fn is_params(keep self) -> Bool = isl_space_is_params;
        fn is_wrapping(keep self) -> Bool = isl_space_is_wrapping;
        fn get_tuple_name(keep self, type_: Param<DimType>) -> OptStr = isl_space_get_tuple_name;
        fn get_dim_name(keep self, type_: Param<DimType>, pos: Param<c_uint>) -> OptStr = isl_space_get_dim_name;
    }

    LocalSpace {
        fn from_space(space: Take<Space>) -> Give<LocalSpace> = isl_local_space_from_space;
        fn get_space(keep self) -> Give<Space> = isl_local_space_get_space;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_local_space_dim;
        fn is_equal(keep self, ls2: Keep<LocalSpace>) -> Bool = isl_local_space_is_equal;
        fn is_set(keep self) -> Bool = isl_local_space_is_set;
    }
}
