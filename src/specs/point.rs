//! `isl_id`, `isl_point` and `isl_constraint`.

use super::prelude::*;

isl_specs! {
    Id {
        fn read_from_str(ctx, str: Param<str>) -> Give<Id> = isl_id_read_from_str;
        fn get_name(keep self) -> OptStr = isl_id_get_name;
    }

    Point {
        fn zero(space: Take<Space>) -> Give<Point> = isl_point_zero;
        fn get_space(keep self) -> Give<Space> = isl_point_get_space;
        fn get_coordinate_val(keep self, type_: Param<DimType>, pos: Param<c_int>) -> Give<Val> = isl_point_get_coordinate_val;
        fn set_coordinate_val(inplace self, type_: Param<DimType>, pos: Param<c_int>, v: Take<Val>) -> Give<Point> = isl_point_set_coordinate_val;
        fn is_void(keep self) -> Bool = isl_point_is_void;
    }

    Constraint {
        fn alloc_equality(ls: Take<LocalSpace>) -> Give<Constraint> = isl_constraint_alloc_equality;
        fn alloc_inequality(ls: Take<LocalSpace>) -> Give<Constraint> = isl_constraint_alloc_inequality;
        fn set_constant_si(inplace self, v: Param<c_int>) -> Give<Constraint> = isl_constraint_set_constant_si;
        fn set_coefficient_si(inplace self, type_: Param<DimType>, pos: Param<c_int>, v: Param<c_int>) -> Give<Constraint> = isl_constraint_set_coefficient_si;
        fn get_constant_val(keep self) -> Give<Val> = isl_constraint_get_constant_val;
        fn get_coefficient_val(keep self, type_: Param<DimType>, pos: Param<c_int>) -> Give<Val> = isl_constraint_get_coefficient_val;
        fn get_space(keep self) -> Give<Space> = isl_constraint_get_space;
        fn get_local_space(keep self) -> Give<LocalSpace> = isl_constraint_get_local_space;
        fn is_equality(keep self) -> Bool = isl_constraint_is_equality;
        fn get_aff(keep self) -> Give<Aff> = isl_constraint_get_aff;
    }
}
