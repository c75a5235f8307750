//! The `isl_*_list` types.

use super::prelude::*;

isl_specs! {
    BasicSetList {
        fn alloc(ctx, n: Param<c_int>) -> Give<BasicSetList> = isl_basic_set_list_alloc;
        fn from_basic_set(el: Take<BasicSet>) -> Give<BasicSetList> = isl_basic_set_list_from_basic_set;
        fn add(inplace self, el: Take<BasicSet>) -> Give<BasicSetList> = isl_basic_set_list_add;
        fn size(keep self) -> Size = isl_basic_set_list_size;
        fn get_at(keep self, index: Param<c_int>) -> Give<BasicSet> = isl_basic_set_list_get_at;
    }
    SetList {
        fn alloc(ctx, n: Param<c_int>) -> Give<SetList> = isl_set_list_alloc;
        fn from_set(el: Take<Set>) -> Give<SetList> = isl_set_list_from_set;
        fn add(inplace self, el: Take<Set>) -> Give<SetList> = isl_set_list_add;
        fn size(keep self) -> Size = isl_set_list_size;
        fn get_at(keep self, index: Param<c_int>) -> Give<Set> = isl_set_list_get_at;
        fn map(inplace self; fn_: MapFn<Set>) -> Give<SetList> = isl_set_list_map;
        fn sort(inplace self; cmp: Cmp<Set>) -> Give<SetList> = isl_set_list_sort;
    }
    BasicMapList {
        fn alloc(ctx, n: Param<c_int>) -> Give<BasicMapList> = isl_basic_map_list_alloc;
        fn from_basic_map(el: Take<BasicMap>) -> Give<BasicMapList> = isl_basic_map_list_from_basic_map;
        fn add(inplace self, el: Take<BasicMap>) -> Give<BasicMapList> = isl_basic_map_list_add;
        fn size(keep self) -> Size = isl_basic_map_list_size;
        fn get_at(keep self, index: Param<c_int>) -> Give<BasicMap> = isl_basic_map_list_get_at;
    }
    MapList {
        fn alloc(ctx, n: Param<c_int>) -> Give<MapList> = isl_map_list_alloc;
        fn from_map(el: Take<Map>) -> Give<MapList> = isl_map_list_from_map;
        fn add(inplace self, el: Take<Map>) -> Give<MapList> = isl_map_list_add;
        fn size(keep self) -> Size = isl_map_list_size;
        fn get_at(keep self, index: Param<c_int>) -> Give<Map> = isl_map_list_get_at;
    }
    ConstraintList {
        fn alloc(ctx, n: Param<c_int>) -> Give<ConstraintList> = isl_constraint_list_alloc;
        fn from_constraint(el: Take<Constraint>) -> Give<ConstraintList> = isl_constraint_list_from_constraint;
        fn add(inplace self, el: Take<Constraint>) -> Give<ConstraintList> = isl_constraint_list_add;
        fn size(keep self) -> Size = isl_constraint_list_size;
        fn get_at(keep self, index: Param<c_int>) -> Give<Constraint> = isl_constraint_list_get_at;
    }
}
