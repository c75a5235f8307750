//! `isl_union_set` and `isl_union_map`.

use super::prelude::*;

isl_specs! {
    UnionSet {
        fn read_from_str(ctx, str: Param<str>) -> Give<UnionSet> = isl_union_set_read_from_str;
        fn empty_ctx(ctx) -> Give<UnionSet> = isl_union_set_empty_ctx;
        fn empty_space(space: Take<Space>) -> Give<UnionSet> = isl_union_set_empty_space;
        fn from_set(set: Take<Set>) -> Give<UnionSet> = isl_union_set_from_set;
        fn from_basic_set(bset: Take<BasicSet>) -> Give<UnionSet> = isl_union_set_from_basic_set;
        fn union(inplace self, uset2: Take<UnionSet>) -> Give<UnionSet> = isl_union_set_union;
        fn intersect(inplace self, uset2: Take<UnionSet>) -> Give<UnionSet> = isl_union_set_intersect;
        fn intersect_params(inplace self, set: Take<Set>) -> Give<UnionSet> = isl_union_set_intersect_params;
        fn subtract(inplace self, uset2: Take<UnionSet>) -> Give<UnionSet> = isl_union_set_subtract;
        fn gist(inplace self, context: Take<UnionSet>) -> Give<UnionSet> = isl_union_set_gist;
        fn apply(inplace self, umap: Take<UnionMap>) -> Give<UnionSet> = isl_union_set_apply;
        fn coalesce(inplace self) -> Give<UnionSet> = isl_union_set_coalesce;
        fn detect_equalities(inplace self) -> Give<UnionSet> = isl_union_set_detect_equalities;
        fn compute_divs(inplace self) -> Give<UnionSet> = isl_union_set_compute_divs;
        fn lexmin(inplace self) -> Give<UnionSet> = isl_union_set_lexmin;
        fn lexmax(inplace self) -> Give<UnionSet> = isl_union_set_lexmax;
        fn universe(inplace self) -> Give<UnionSet> = isl_union_set_universe;
        fn params(take self) -> Give<Set> = isl_union_set_params;
        fn identity(take self) -> Give<UnionMap> = isl_union_set_identity;
        fn sample_point(take self) -> Give<Point> = isl_union_set_sample_point;
        fn lex_lt_union_set(take self, uset2: Take<UnionSet>) -> Give<UnionMap> = isl_union_set_lex_lt_union_set;
        fn is_empty(keep self) -> Bool = isl_union_set_is_empty;
        fn is_subset(keep self, uset2: Keep<UnionSet>) -> Bool = isl_union_set_is_subset;
        fn is_strict_subset(keep self, uset2: Keep<UnionSet>) -> Bool = isl_union_set_is_strict_subset;
        fn is_equal(keep self, uset2: Keep<UnionSet>) -> Bool = isl_union_set_is_equal;
        fn is_disjoint(keep self, uset2: Keep<UnionSet>) -> Bool = isl_union_set_is_disjoint;
        fn n_set(keep self) -> Size = isl_union_set_n_set;
        fn get_space(keep self) -> Give<Space> = isl_union_set_get_space;
        fn extract_set(keep self, space: Take<Space>) -> Give<Set> = isl_union_set_extract_set;
        fn get_set_list(keep self) -> Give<SetList> = isl_union_set_get_set_list;
        fn foreach_set(keep self; each: Foreach<Set>) -> Stat = isl_union_set_foreach_set;
        fn foreach_point(keep self; each: Foreach<Point>) -> Stat = isl_union_set_foreach_point;
        fn every_set(keep self; test: Test<Set>) -> Bool = isl_union_set_every_set;
    }

    UnionMap {
        fn read_from_str(ctx, str: Param<str>) -> Give<UnionMap> = isl_union_map_read_from_str;
        fn empty_ctx(ctx) -> Give<UnionMap> = isl_union_map_empty_ctx;
        fn empty_space(space: Take<Space>) -> Give<UnionMap> = isl_union_map_empty_space;
        fn from_map(map: Take<Map>) -> Give<UnionMap> = isl_union_map_from_map;
        fn from_basic_map(bmap: Take<BasicMap>) -> Give<UnionMap> = isl_union_map_from_basic_map;
        fn from_domain_and_range(domain: Take<UnionSet>, range: Take<UnionSet>) -> Give<UnionMap> = isl_union_map_from_domain_and_range;
        fn union(inplace self, umap2: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_union;
        fn intersect(inplace self, umap2: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_intersect;
        fn subtract(inplace self, umap2: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_subtract;
        fn intersect_domain(inplace self, uset: Take<UnionSet>) -> Give<UnionMap> = isl_union_map_intersect_domain_union_set;
        fn intersect_range(inplace self, uset: Take<UnionSet>) -> Give<UnionMap> = isl_union_map_intersect_range_union_set;
        fn intersect_params(inplace self, set: Take<Set>) -> Give<UnionMap> = isl_union_map_intersect_params;
        fn apply_range(inplace self, umap2: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_apply_range;
        fn apply_domain(inplace self, umap2: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_apply_domain;
        fn reverse(inplace self) -> Give<UnionMap> = isl_union_map_reverse;
        fn gist(inplace self, context: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_gist;
        fn gist_domain(inplace self, uset: Take<UnionSet>) -> Give<UnionMap> = isl_union_map_gist_domain;
        fn product(inplace self, umap2: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_product;
        fn range_product(inplace self, umap2: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_range_product;
        fn flat_range_product(inplace self, umap2: Take<UnionMap>) -> Give<UnionMap> = isl_union_map_flat_range_product;
        fn coalesce(inplace self) -> Give<UnionMap> = isl_union_map_coalesce;
        fn detect_equalities(inplace self) -> Give<UnionMap> = isl_union_map_detect_equalities;
        fn compute_divs(inplace self) -> Give<UnionMap> = isl_union_map_compute_divs;
        fn lexmin(inplace self) -> Give<UnionMap> = isl_union_map_lexmin;
        fn lexmax(inplace self) -> Give<UnionMap> = isl_union_map_lexmax;
        fn universe(inplace self) -> Give<UnionMap> = isl_union_map_universe;
        fn domain_map(inplace self) -> Give<UnionMap> = isl_union_map_domain_map;
        fn range_map(inplace self) -> Give<UnionMap> = isl_union_map_range_map;
        fn zip(inplace self) -> Give<UnionMap> = isl_union_map_zip;
        fn curry(inplace self) -> Give<UnionMap> = isl_union_map_curry;
        fn uncurry(inplace self) -> Give<UnionMap> = isl_union_map_uncurry;
        fn domain(take self) -> Give<UnionSet> = isl_union_map_domain;
        fn range(take self) -> Give<UnionSet> = isl_union_map_range;
        fn params(take self) -> Give<Set> = isl_union_map_params;
        fn wrap(take self) -> Give<UnionSet> = isl_union_map_wrap;
        fn deltas(take self) -> Give<UnionSet> = isl_union_map_deltas;
        fn is_empty(keep self) -> Bool = isl_union_map_is_empty;
        fn is_subset(keep self, umap2: Keep<UnionMap>) -> Bool = isl_union_map_is_subset;
        fn is_strict_subset(keep self, umap2: Keep<UnionMap>) -> Bool = isl_union_map_is_strict_subset;
        fn is_equal(keep self, umap2: Keep<UnionMap>) -> Bool = isl_union_map_is_equal;
        fn is_disjoint(keep self, umap2: Keep<UnionMap>) -> Bool = isl_union_map_is_disjoint;
        fn is_single_valued(keep self) -> Bool = isl_union_map_is_single_valued;
        fn is_injective(keep self) -> Bool = isl_union_map_is_injective;
        fn is_bijective(keep self) -> Bool = isl_union_map_is_bijective;
        fn n_map(keep self) -> Size = isl_union_map_n_map;
        fn get_space(keep self) -> Give<Space> = isl_union_map_get_space;
        fn extract_map(keep self, space: Take<Space>) -> Give<Map> = isl_union_map_extract_map;
        fn get_map_list(keep self) -> Give<MapList> = isl_union_map_get_map_list;
        fn foreach_map(keep self; each: Foreach<Map>) -> Stat = isl_union_map_foreach_map;
    }
}
