//! `isl_set` and `isl_basic_set`.

use super::prelude::*;

isl_specs! {
    Set {
        fn read_from_str(ctx, str: Param<str>) -> Give<Set> = isl_set_read_from_str;
        fn empty(space: Take<Space>) -> Give<Set> = isl_set_empty;
        fn universe(space: Take<Space>) -> Give<Set> = isl_set_universe;
        fn from_basic_set(bset: Take<BasicSet>) -> Give<Set> = isl_set_from_basic_set;
        fn from_union_set(uset: Take<UnionSet>) -> Give<Set> = isl_set_from_union_set;
        fn from_point(pnt: Take<Point>) -> Give<Set> = isl_set_from_point;
        fn to_union_set(take self) -> Give<UnionSet> = isl_set_to_union_set;
        fn union(inplace self, set2: Take<Set>) -> Give<Set> = isl_set_union;
        fn intersect(inplace self, set2: Take<Set>) -> Give<Set> = isl_set_intersect;
        fn intersect_params(inplace self, params: Take<Set>) -> Give<Set> = isl_set_intersect_params;
        fn subtract(inplace self, set2: Take<Set>) -> Give<Set> = isl_set_subtract;
        fn complement(inplace self) -> Give<Set> = isl_set_complement;
        fn gist(inplace self, context: Take<Set>) -> Give<Set> = isl_set_gist;
        fn gist_params(inplace self, context: Take<Set>) -> Give<Set> = isl_set_gist_params;
        fn apply(inplace self, map: Take<Map>) -> Give<Set> = isl_set_apply;
        fn product(inplace self, set2: Take<Set>) -> Give<Set> = isl_set_product;
        fn flat_product(inplace self, set2: Take<Set>) -> Give<Set> = isl_set_flat_product;
        fn coalesce(inplace self) -> Give<Set> = isl_set_coalesce;
        fn detect_equalities(inplace self) -> Give<Set> = isl_set_detect_equalities;
        fn remove_redundancies(inplace self) -> Give<Set> = isl_set_remove_redundancies;
        fn make_disjoint(inplace self) -> Give<Set> = isl_set_make_disjoint;
        fn compute_divs(inplace self) -> Give<Set> = isl_set_compute_divs;
        fn lexmin(inplace self) -> Give<Set> = isl_set_lexmin;
        fn lexmax(inplace self) -> Give<Set> = isl_set_lexmax;
        fn params(inplace self) -> Give<Set> = isl_set_params;
        fn project_out(inplace self, type_: Param<DimType>, first: Param<c_uint>, n: Param<c_uint>) -> Give<Set> = isl_set_project_out;
        fn eliminate(inplace self, type_: Param<DimType>, first: Param<c_uint>, n: Param<c_uint>) -> Give<Set> = isl_set_eliminate;
        fn add_dims(inplace self, type_: Param<DimType>, n: Param<c_uint>) -> Give<Set> = isl_set_add_dims;
        fn fix_si(inplace self, type_: Param<DimType>, pos: Param<c_uint>, value: Param<c_int>) -> Give<Set> = isl_set_fix_si;
        fn fix_val(inplace self, type_: Param<DimType>, pos: Param<c_uint>, v: Take<Val>) -> Give<Set> = isl_set_fix_val;
        fn lower_bound_si(inplace self, type_: Param<DimType>, pos: Param<c_uint>, value: Param<c_int>) -> Give<Set> = isl_set_lower_bound_si;
        fn upper_bound_si(inplace self, type_: Param<DimType>, pos: Param<c_uint>, value: Param<c_int>) -> Give<Set> = isl_set_upper_bound_si;
        fn add_constraint(inplace self, constraint: Take<Constraint>) -> Give<Set> = isl_set_add_constraint;
        fn set_tuple_name(inplace self, s: Param<str>) -> Give<Set> = isl_set_set_tuple_name;
        fn set_tuple_id(inplace self, id: Take<Id>) -> Give<Set> = isl_set_set_tuple_id;
        fn set_dim_name(inplace self, type_: Param<DimType>, pos: Param<c_uint>, s: Param<str>) -> Give<Set> = isl_set_set_dim_name;
        fn affine_hull(take self) -> Give<BasicSet> = isl_set_affine_hull;
        fn convex_hull(take self) -> Give<BasicSet> = isl_set_convex_hull;
        fn simple_hull(take self) -> Give<BasicSet> = isl_set_simple_hull;
        fn polyhedral_hull(take self) -> Give<BasicSet> = isl_set_polyhedral_hull;
        fn sample(take self) -> Give<BasicSet> = isl_set_sample;
        fn sample_point(take self) -> Give<Point> = isl_set_sample_point;
        fn identity(take self) -> Give<Map> = isl_set_identity;
        fn unwrap(take self) -> Give<Map> = isl_set_unwrap;
        fn dim_max(take self, pos: Param<c_int>) -> Give<PwAff> = isl_set_dim_max;
        fn dim_min(take self, pos: Param<c_int>) -> Give<PwAff> = isl_set_dim_min;
        fn lex_lt_set(take self, set2: Take<Set>) -> Give<Map> = isl_set_lex_lt_set;
        fn lex_le_set(take self, set2: Take<Set>) -> Give<Map> = isl_set_lex_le_set;
        fn is_empty(keep self) -> Bool = isl_set_is_empty;
        fn is_subset(keep self, set2: Keep<Set>) -> Bool = isl_set_is_subset;
        fn is_strict_subset(keep self, set2: Keep<Set>) -> Bool = isl_set_is_strict_subset;
        fn is_equal(keep self, set2: Keep<Set>) -> Bool = isl_set_is_equal;
        fn is_disjoint(keep self, set2: Keep<Set>) -> Bool = isl_set_is_disjoint;
        fn is_bounded(keep self) -> Bool = isl_set_is_bounded;
        fn is_singleton(keep self) -> Bool = isl_set_is_singleton;
        fn is_params(keep self) -> Bool = isl_set_is_params;
        fn is_wrapping(keep self) -> Bool = isl_set_is_wrapping;
        fn plain_is_universe(keep self) -> Bool = isl_set_plain_is_universe;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_set_dim;
        fn n_basic_set(keep self) -> Size = isl_set_n_basic_set;
        fn get_space(keep self) -> Give<Space> = isl_set_get_space;
        fn get_tuple_name(keep self) -> OptStr = isl_set_get_tuple_name;
        fn get_tuple_id(keep self) -> Give<Id> = isl_set_get_tuple_id;
        fn get_dim_name(keep self, type_: Param<DimType>, pos: Param<c_uint>) -> OptStr = isl_set_get_dim_name;
        fn count_val(keep self) -> Give<Val> = isl_set_count_val;
        fn min_val(keep self, obj: Keep<Aff>) -> Give<Val> = isl_set_min_val;
        fn max_val(keep self, obj: Keep<Aff>) -> Give<Val> = isl_set_max_val;
        fn get_basic_set_list(keep self) -> Give<BasicSetList> = isl_set_get_basic_set_list;
        fn foreach_basic_set(keep self; each: Foreach<BasicSet>) -> Stat = isl_set_foreach_basic_set;
        fn foreach_point(keep self; each: Foreach<Point>) -> Stat = isl_set_foreach_point;
    }

    BasicSet {
        fn read_from_str(ctx, str: Param<str>) -> Give<BasicSet> = isl_basic_set_read_from_str;
        fn empty(space: Take<Space>) -> Give<BasicSet> = isl_basic_set_empty;
        fn universe(space: Take<Space>) -> Give<BasicSet> = isl_basic_set_universe;
        fn from_point(pnt: Take<Point>) -> Give<BasicSet> = isl_basic_set_from_point;
        fn intersect(inplace self, bset2: Take<BasicSet>) -> Give<BasicSet> = isl_basic_set_intersect;
        fn intersect_params(inplace self, bset2: Take<BasicSet>) -> Give<BasicSet> = isl_basic_set_intersect_params;
        fn apply(inplace self, bmap: Take<BasicMap>) -> Give<BasicSet> = isl_basic_set_apply;
        fn affine_hull(inplace self) -> Give<BasicSet> = isl_basic_set_affine_hull;
        fn detect_equalities(inplace self) -> Give<BasicSet> = isl_basic_set_detect_equalities;
        fn remove_redundancies(inplace self) -> Give<BasicSet> = isl_basic_set_remove_redundancies;
        fn sample(inplace self) -> Give<BasicSet> = isl_basic_set_sample;
        fn params(inplace self) -> Give<BasicSet> = isl_basic_set_params;
        fn project_out(inplace self, type_: Param<DimType>, first: Param<c_uint>, n: Param<c_uint>) -> Give<BasicSet> = isl_basic_set_project_out;
        fn fix_si(inplace self, type_: Param<DimType>, pos: Param<c_uint>, value: Param<c_int>) -> Give<BasicSet> = isl_basic_set_fix_si;
        fn add_constraint(inplace self, constraint: Take<Constraint>) -> Give<BasicSet> = isl_basic_set_add_constraint;
        fn union(take self, bset2: Take<BasicSet>) -> Give<Set> = isl_basic_set_union;
        fn lexmin(take self) -> Give<Set> = isl_basic_set_lexmin;
        fn lexmax(take self) -> Give<Set> = isl_basic_set_lexmax;
        fn is_empty(keep self) -> Bool = isl_basic_set_is_empty;
        fn is_subset(keep self, bset2: Keep<BasicSet>) -> Bool = isl_basic_set_is_subset;
        fn is_equal(keep self, bset2: Keep<BasicSet>) -> Bool = isl_basic_set_is_equal;
        fn is_universe(keep self) -> Bool = isl_basic_set_is_universe;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_basic_set_dim;
        fn get_space(keep self) -> Give<Space> = isl_basic_set_get_space;
        fn get_constraint_list(keep self) -> Give<ConstraintList> = isl_basic_set_get_constraint_list;
        fn foreach_constraint(keep self; each: Foreach<Constraint>) -> Stat = isl_basic_set_foreach_constraint;
    }
}
