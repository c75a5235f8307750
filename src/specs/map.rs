//! `isl_map` and `isl_basic_map`.

use super::prelude::*;

isl_specs! {
    Map {
        fn read_from_str(ctx, str: Param<str>) -> Give<Map> = isl_map_read_from_str;
        fn empty(space: Take<Space>) -> Give<Map> = isl_map_empty;
        fn universe(space: Take<Space>) -> Give<Map> = isl_map_universe;
        fn identity(space: Take<Space>) -> Give<Map> = isl_map_identity;
        fn lex_lt(set_space: Take<Space>) -> Give<Map> = isl_map_lex_lt;
        fn lex_le(set_space: Take<Space>) -> Give<Map> = isl_map_lex_le;
        fn lex_gt(set_space: Take<Space>) -> Give<Map> = isl_map_lex_gt;
        fn lex_ge(set_space: Take<Space>) -> Give<Map> = isl_map_lex_ge;
        fn from_basic_map(bmap: Take<BasicMap>) -> Give<Map> = isl_map_from_basic_map;
        fn from_union_map(umap: Take<UnionMap>) -> Give<Map> = isl_map_from_union_map;
        fn from_domain_and_range(domain: Take<Set>, range: Take<Set>) -> Give<Map> = isl_map_from_domain_and_range;
        fn to_union_map(take self) -> Give<UnionMap> = isl_map_to_union_map;
        fn union(inplace self, map2: Take<Map>) -> Give<Map> = isl_map_union;
        fn intersect(inplace self, map2: Take<Map>) -> Give<Map> = isl_map_intersect;
        fn subtract(inplace self, map2: Take<Map>) -> Give<Map> = isl_map_subtract;
        fn complement(inplace self) -> Give<Map> = isl_map_complement;
        fn intersect_domain(inplace self, set: Take<Set>) -> Give<Map> = isl_map_intersect_domain;
        fn intersect_range(inplace self, set: Take<Set>) -> Give<Map> = isl_map_intersect_range;
        fn intersect_params(inplace self, params: Take<Set>) -> Give<Map> = isl_map_intersect_params;
        fn apply_range(inplace self, map2: Take<Map>) -> Give<Map> = isl_map_apply_range;
        fn apply_domain(inplace self, map2: Take<Map>) -> Give<Map> = isl_map_apply_domain;
        fn reverse(inplace self) -> Give<Map> = isl_map_reverse;
        fn gist(inplace self, context: Take<Map>) -> Give<Map> = isl_map_gist;
        fn gist_domain(inplace self, context: Take<Set>) -> Give<Map> = isl_map_gist_domain;
        fn product(inplace self, map2: Take<Map>) -> Give<Map> = isl_map_product;
        fn range_product(inplace self, map2: Take<Map>) -> Give<Map> = isl_map_range_product;
        fn flat_range_product(inplace self, map2: Take<Map>) -> Give<Map> = isl_map_flat_range_product;
        fn coalesce(inplace self) -> Give<Map> = isl_map_coalesce;
        fn detect_equalities(inplace self) -> Give<Map> = isl_map_detect_equalities;
        fn remove_redundancies(inplace self) -> Give<Map> = isl_map_remove_redundancies;
        fn compute_divs(inplace self) -> Give<Map> = isl_map_compute_divs;
        fn make_disjoint(inplace self) -> Give<Map> = isl_map_make_disjoint;
        fn lexmin(inplace self) -> Give<Map> = isl_map_lexmin;
        fn lexmax(inplace self) -> Give<Map> = isl_map_lexmax;
        fn project_out(inplace self, type_: Param<DimType>, first: Param<c_uint>, n: Param<c_uint>) -> Give<Map> = isl_map_project_out;
        fn fix_si(inplace self, type_: Param<DimType>, pos: Param<c_uint>, value: Param<c_int>) -> Give<Map> = isl_map_fix_si;
        fn add_constraint(inplace self, constraint: Take<Constraint>) -> Give<Map> = isl_map_add_constraint;
        fn set_tuple_name(inplace self, type_: Param<DimType>, s: Param<str>) -> Give<Map> = isl_map_set_tuple_name;
        fn domain(take self) -> Give<Set> = isl_map_domain;
        fn range(take self) -> Give<Set> = isl_map_range;
        fn params(take self) -> Give<Set> = isl_map_params;
        fn wrap(take self) -> Give<Set> = isl_map_wrap;
        fn deltas(take self) -> Give<Set> = isl_map_deltas;
        fn sample(take self) -> Give<BasicMap> = isl_map_sample;
        fn affine_hull(take self) -> Give<BasicMap> = isl_map_affine_hull;
        fn is_empty(keep self) -> Bool = isl_map_is_empty;
        fn is_subset(keep self, map2: Keep<Map>) -> Bool = isl_map_is_subset;
        fn is_strict_subset(keep self, map2: Keep<Map>) -> Bool = isl_map_is_strict_subset;
        fn is_equal(keep self, map2: Keep<Map>) -> Bool = isl_map_is_equal;
        fn is_disjoint(keep self, map2: Keep<Map>) -> Bool = isl_map_is_disjoint;
        fn is_single_valued(keep self) -> Bool = isl_map_is_single_valued;
        fn is_injective(keep self) -> Bool = isl_map_is_injective;
        fn is_bijective(keep self) -> Bool = isl_map_is_bijective;
        fn is_identity(keep self) -> Bool = isl_map_is_identity;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_map_dim;
        fn n_basic_map(keep self) -> Size = isl_map_n_basic_map;
        fn get_space(keep self) -> Give<Space> = isl_map_get_space;
        fn get_tuple_name(keep self, type_: Param<DimType>) -> OptStr = isl_map_get_tuple_name;
        fn get_basic_map_list(keep self) -> Give<BasicMapList> = isl_map_get_basic_map_list;
        fn foreach_basic_map(keep self; each: Foreach<BasicMap>) -> Stat = isl_map_foreach_basic_map;
    }

    BasicMap {
        fn read_from_str(ctx, str: Param<str>) -> Give<BasicMap> = isl_basic_map_read_from_str;
        fn empty(space: Take<Space>) -> Give<BasicMap> = isl_basic_map_empty;
        fn universe(space: Take<Space>) -> Give<BasicMap> = isl_basic_map_universe;
        fn intersect(inplace self, bmap2: Take<BasicMap>) -> Give<BasicMap> = isl_basic_map_intersect;
        fn intersect_domain(inplace self, bset: Take<BasicSet>) -> Give<BasicMap> = isl_basic_map_intersect_domain;
        fn intersect_range(inplace self, bset: Take<BasicSet>) -> Give<BasicMap> = isl_basic_map_intersect_range;
        fn apply_range(inplace self, bmap2: Take<BasicMap>) -> Give<BasicMap> = isl_basic_map_apply_range;
        fn apply_domain(inplace self, bmap2: Take<BasicMap>) -> Give<BasicMap> = isl_basic_map_apply_domain;
        fn reverse(inplace self) -> Give<BasicMap> = isl_basic_map_reverse;
        fn affine_hull(inplace self) -> Give<BasicMap> = isl_basic_map_affine_hull;
        fn detect_equalities(inplace self) -> Give<BasicMap> = isl_basic_map_detect_equalities;
        fn remove_redundancies(inplace self) -> Give<BasicMap> = isl_basic_map_remove_redundancies;
        fn project_out(inplace self, type_: Param<DimType>, first: Param<c_uint>, n: Param<c_uint>) -> Give<BasicMap> = isl_basic_map_project_out;
        fn fix_si(inplace self, type_: Param<DimType>, pos: Param<c_uint>, value: Param<c_int>) -> Give<BasicMap> = isl_basic_map_fix_si;
        fn add_constraint(inplace self, constraint: Take<Constraint>) -> Give<BasicMap> = isl_basic_map_add_constraint;
        fn union(take self, bmap2: Take<BasicMap>) -> Give<Map> = isl_basic_map_union;
        fn lexmin(take self) -> Give<Map> = isl_basic_map_lexmin;
        fn lexmax(take self) -> Give<Map> = isl_basic_map_lexmax;
        fn domain(take self) -> Give<BasicSet> = isl_basic_map_domain;
        fn range(take self) -> Give<BasicSet> = isl_basic_map_range;
        fn is_empty(keep self) -> Bool = isl_basic_map_is_empty;
        fn is_subset(keep self, bmap2: Keep<BasicMap>) -> Bool = isl_basic_map_is_subset;
        fn is_equal(keep self, bmap2: Keep<BasicMap>) -> Bool = isl_basic_map_is_equal;
        fn dim(keep self, type_: Param<DimType>) -> Size = isl_basic_map_dim;
        fn get_space(keep self) -> Give<Space> = isl_basic_map_get_space;
        fn get_constraint_list(keep self) -> Give<ConstraintList> = isl_basic_map_get_constraint_list;
        fn foreach_constraint(keep self; each: Foreach<Constraint>) -> Stat = isl_basic_map_foreach_constraint;
    }
}
