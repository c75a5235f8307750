//! Calls that used to crash, hang, leak or answer wrongly from safe Rust,
//! each with what the caller gets now. Each test also checks that the
//! objects involved are intact afterwards and that ISL leaked nothing.
//! (Fixes inside ISL itself are tested in `isl_patches.rs`.)
//!
//! Several of these inputs reach ISL bugs our patches fix, so with the
//! unpatched system ISL (`--features system`) the file is left out.
#![cfg(not(feature = "system"))]

use isl_safe::{
    Aff, BasicMap, BasicSet, Context, DimType, Error, ErrorKind, IslVec, Map, Mat, MultiAff,
    MultiVal, Point, Printer, Schedule, Set, Space, Val,
};

fn ctx() -> (Context, isl_safe::Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

/// `result` is an `Err` of kind `Invalid` for the C function `function`.
#[track_caller]
fn invalid<T: std::fmt::Debug>(result: isl_safe::Result<T>, function: &str) {
    match result {
        Err(e @ Error::InvalidArgument { .. }) | Err(e @ Error::Isl { .. }) => {
            assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
            let name = match &e {
                Error::InvalidArgument { function, .. } | Error::Isl { function, .. } => *function,
                _ => unreachable!(),
            };
            assert_eq!(name, function, "{e}");
        }
        other => panic!("expected an Invalid error from {function}, got {other:?}"),
    }
}

#[test]
fn val_divisors_and_chunk_sizes() {
    let _c = ctx();
    let five = Val::int_from_si(5).unwrap();
    let zero = Val::int_from_si(0).unwrap();
    invalid(five.mod_(&zero), "isl_val_mod");
    invalid(five.n_abs_num_chunks(0), "isl_val_n_abs_num_chunks");
    invalid(five.n_abs_num_chunks(1 << 62), "isl_val_n_abs_num_chunks");
    assert_eq!(
        five.mod_(Val::int_from_si(3).unwrap()).unwrap().to_string(),
        "2"
    );
    assert_eq!(five.n_abs_num_chunks(4).unwrap(), 1);
    let mut v = five.clone();
    invalid(v.in_place().mod_(zero), "isl_val_mod");
    assert_eq!(
        v.to_string(),
        "5",
        "a guarded in-place call leaves the object as it was"
    );
}

#[test]
fn multi_val_modulo_zero() {
    let _c = ctx();
    let mv: MultiVal = "{ [5, 7] }".parse().unwrap();
    let zero = Val::int_from_si(0).unwrap();
    assert!(mv.mod_val(&zero).is_err());
    let zeros: MultiVal = "{ [1, 0] }".parse().unwrap();
    assert!(mv.mod_multi_val(&zeros).is_err());
    assert!(mv.scale_down_multi_val(&zeros).is_err());
    let aff: isl_safe::Aff = "{ [i] -> [(i)] }".parse().unwrap();
    assert!(aff.mod_val(&zero).is_err());
    assert!(aff.scale_down_ui(0).is_err());
    assert_eq!(mv.to_string(), "{ [5, 7] }");
}

#[test]
fn dimension_counts_and_positions() {
    let _c = ctx();
    let set: Set = "{ [i, j] : 0 <= i, j < 10 }".parse().unwrap();
    invalid(
        set.insert_dims(DimType::Set, 0, u32::MAX),
        "isl_set_insert_dims",
    );
    invalid(set.insert_dims(DimType::Set, 3, 1), "isl_set_insert_dims");
    invalid(set.add_dims(DimType::Param, u32::MAX), "isl_set_add_dims");
    invalid(
        set.project_out(DimType::Set, 1, u32::MAX),
        "isl_set_project_out",
    );
    invalid(set.fix_si(DimType::Cst, 0, 1), "isl_set_fix_si");
    invalid(set.fix_si(DimType::All, 0, 1), "isl_set_fix_si");
    assert_eq!(
        set.insert_dims(DimType::Set, 2, 1)
            .unwrap()
            .dim(DimType::Set)
            .unwrap(),
        3
    );
    assert_eq!(set.to_string(), "{ [i, j] : 0 <= i <= 9 and 0 <= j <= 9 }");

    let map: Map = "{ [i] -> [j] }".parse().unwrap();
    invalid(
        map.move_dims(DimType::Out, 2, DimType::In, 0, 1),
        "isl_map_move_dims",
    );
    invalid(
        map.move_dims(DimType::All, 0, DimType::In, 0, 1),
        "isl_map_move_dims",
    );
    invalid(
        map.move_dims(DimType::Out, 0, DimType::In, 1u32 << 31, 1),
        "isl_map_move_dims",
    );
    invalid(
        map.move_dims(DimType::Out, 1u32 << 31, DimType::In, 0, 1),
        "isl_map_move_dims",
    );
    let set2: Set = "{ [i, j] }".parse().unwrap();
    invalid(
        set2.move_dims(DimType::Param, 0, DimType::Set, 1, 2),
        "isl_set_move_dims",
    );
    let space = set2.get_space().unwrap();
    invalid(
        space.move_dims(DimType::Param, 0, DimType::Div, 0, 1),
        "isl_space_move_dims",
    );
    invalid(
        space.drop_dims(DimType::Set, 1, u32::MAX),
        "isl_space_drop_dims",
    );
    assert_eq!(
        map.move_dims(DimType::Out, 1, DimType::In, 0, 1)
            .unwrap()
            .to_string(),
        "{ [] -> [j, i] }"
    );
    assert_eq!(map.to_string(), "{ [i] -> [j] }");
}

#[test]
fn point_coordinates() {
    let _c = ctx();
    let set: Set = "{ [i, j] : i = 1 and j = 2 }".parse().unwrap();
    let p: Point = set.sample_point().unwrap();
    let v = Val::int_from_si(3).unwrap();
    invalid(
        p.set_coordinate_val(DimType::Set, 5, &v),
        "isl_point_set_coordinate_val",
    );
    invalid(
        p.set_coordinate_val(DimType::Cst, 0, &v),
        "isl_point_set_coordinate_val",
    );
    invalid(
        p.set_coordinate_val(DimType::Set, -1, &v),
        "isl_point_set_coordinate_val",
    );
    invalid(p.add_ui(DimType::Div, 0, 1), "isl_point_add_ui");
    invalid(
        p.get_coordinate_val(DimType::Param, 0),
        "isl_point_get_coordinate_val",
    );
    let moved = p.set_coordinate_val(DimType::Set, 1, &v).unwrap();
    assert_eq!(
        moved
            .get_coordinate_val(DimType::Set, 1)
            .unwrap()
            .to_string(),
        "3"
    );
    assert_eq!(
        p.get_coordinate_val(DimType::Set, 1).unwrap().to_string(),
        "2"
    );
}

#[test]
fn constraint_matrix_column_orders() {
    let _c = ctx();
    let bset: BasicSet = "{ [i, j] : i = j and 0 <= i < 4 }".parse().unwrap();
    use DimType::*;
    invalid(
        bset.equalities_matrix(Set, Set, Cst, Param),
        "isl_basic_set_equalities_matrix",
    );
    invalid(
        bset.inequalities_matrix(Cst, Param, Set, All),
        "isl_basic_set_inequalities_matrix",
    );
    let eq = bset.equalities_matrix(Cst, Param, Set, Div).unwrap();
    let ineq = bset.inequalities_matrix(Cst, Param, Set, Div).unwrap();
    invalid(
        BasicSet::from_constraint_matrices(
            bset.get_space().unwrap(),
            &eq,
            &ineq,
            Cst,
            Cst,
            Set,
            Div,
        ),
        "isl_basic_set_from_constraint_matrices",
    );
    let back = BasicSet::from_constraint_matrices(
        bset.get_space().unwrap(),
        eq,
        ineq,
        Cst,
        Param,
        Set,
        Div,
    )
    .unwrap();
    assert!(back.is_equal(&bset).unwrap());
    let bmap: BasicMap = "{ [i] -> [j] : j = i + 1 }".parse().unwrap();
    invalid(
        bmap.equalities_matrix(Cst, Param, In, In, Div),
        "isl_basic_map_equalities_matrix",
    );
    assert_eq!(
        bmap.equalities_matrix(Cst, Param, In, Out, Div)
            .unwrap()
            .rows()
            .unwrap(),
        1
    );
}

#[test]
fn matrix_and_vector_indices() {
    let _c = ctx();
    let m = Mat::alloc(2, 3).unwrap().set_element_si(0, 0, 1).unwrap();
    invalid(Mat::alloc(1 << 20, 1 << 20), "isl_mat_alloc");
    invalid(m.move_cols(2, 0, 2), "isl_mat_move_cols");
    invalid(m.insert_rows(3, 1), "isl_mat_insert_rows");
    invalid(m.insert_zero_cols(4, 1), "isl_mat_insert_zero_cols");
    invalid(m.drop_rows(1, u32::MAX), "isl_mat_drop_rows");
    invalid(m.swap_rows(0, 2), "isl_mat_swap_rows");
    invalid(m.set_element_si(-1, 0, 1), "isl_mat_set_element_si");
    invalid(m.normalize_row(2), "isl_mat_normalize_row");
    invalid(m.add_zero_cols(u32::MAX), "isl_mat_add_zero_cols");
    let moved = m.move_cols(1, 0, 1).unwrap();
    assert_eq!(moved.get_element_val(0, 1).unwrap().to_string(), "1");
    assert_eq!(m.get_element_val(0, 0).unwrap().to_string(), "1");

    let v = IslVec::zero(3).unwrap();
    invalid(v.move_els(2, 0, 2), "isl_vec_move_els");
    invalid(v.insert_els(4, 1), "isl_vec_insert_els");
    invalid(v.drop_els(2, 2), "isl_vec_drop_els");
    invalid(v.set_element_si(3, 1), "isl_vec_set_element_si");
    invalid(
        v.cmp_element(&IslVec::zero(1).unwrap(), 2),
        "isl_vec_cmp_element",
    );
    invalid(IslVec::alloc(u32::MAX), "isl_vec_alloc");
    assert_eq!(
        v.set_element_si(2, 7)
            .unwrap()
            .get_element_val(2)
            .unwrap()
            .to_string(),
        "7"
    );
}

#[test]
fn schedule_node_children() {
    let _c = ctx();
    let schedule: Schedule =
        "{ domain: \"{ S[i] : 0 <= i < 4 }\", child: { schedule: \"[{ S[i] -> [(i)] }]\" } }"
            .parse()
            .unwrap();
    let band = schedule.get_root().unwrap().child(0).unwrap();
    assert_eq!(band.n_children().unwrap(), 1);
    invalid(band.child(-1), "isl_schedule_node_child");
    invalid(band.child(5), "isl_schedule_node_child");
    invalid(band.get_child(1), "isl_schedule_node_get_child");
    let root = schedule.get_root().unwrap();
    invalid(root.grandchild(0, 3), "isl_schedule_node_grandchild");
    assert!(band
        .child(0)
        .unwrap()
        .parent()
        .unwrap()
        .is_equal(&band)
        .unwrap());
}

#[test]
fn plain_results_report_their_own_errors() {
    let _c = ctx();
    let big = Val::read_from_str("123456789012345678901234567890").unwrap();
    let err = big.get_num_si().unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Invalid), "{err}");
    // No stale error: the next unrelated call succeeds.
    let set: Set = "{ S[i] }".parse().unwrap();
    assert_eq!(set.get_tuple_name().unwrap().as_deref(), Some("S"));
    assert_eq!(Val::int_from_si(-7).unwrap().get_num_si().unwrap(), -7);
}

#[test]
fn scope_guards_dropped_out_of_order() {
    let c1 = Context::new().unwrap();
    let c2 = Context::new().unwrap();
    let g1 = c1.enter();
    let g2 = c2.enter();
    let g3 = c1.enter();
    drop(g1);
    assert!(
        Context::current().unwrap() == c1,
        "g3 (c1) is the innermost live guard"
    );
    drop(g3);
    assert!(Context::current().unwrap() == c2);
    drop(g2);
    assert_eq!(Context::current().unwrap_err(), Error::NoContext);
}

#[test]
fn spaces_from_counts() {
    let _c = ctx();
    invalid(Space::set_alloc(0, u32::MAX), "isl_space_set_alloc");
    invalid(Space::alloc(1 << 20, 0, 0), "isl_space_alloc");
    invalid(isl_safe::SetList::alloc(i32::MAX), "isl_set_list_alloc");
    assert_eq!(
        Space::set_alloc(1, 2).unwrap().dim(DimType::Set).unwrap(),
        2
    );
}

#[test]
fn leading_dimensions_of_a_map_space() {
    let _c = ctx();
    invalid(
        Map::lex_ge_first(Space::set_alloc(0, 2).unwrap(), 4),
        "isl_map_lex_ge_first",
    );
    let space = Space::alloc(0, 2, 2).unwrap();
    invalid(Map::lex_lt_first(&space, 3), "isl_map_lex_lt_first");
    invalid(Map::lex_le_first(&space, 3), "isl_map_lex_le_first");
    invalid(Map::lex_gt_first(&space, 3), "isl_map_lex_gt_first");
    invalid(BasicMap::less_at(&space, 2), "isl_basic_map_less_at");
    invalid(BasicMap::more_at(&space, 2), "isl_basic_map_more_at");
    let lt = Map::lex_lt_first(&space, 1).unwrap();
    let expected: Map = "{ [i0, i1] -> [o0, o1] : o0 > i0 }".parse().unwrap();
    assert!(lt.is_equal(&expected).unwrap());
    assert!(Map::lex_ge_first(&space, 2)
        .unwrap()
        .is_equal(&Map::lex_ge(Space::set_alloc(0, 2).unwrap()).unwrap())
        .unwrap());
}

#[test]
fn set_dimensions_by_position_alone() {
    let _c = ctx();
    let set: Set = "[n] -> { S[i] : 0 <= i < n }".parse().unwrap();
    invalid(
        set.dim_residue_class_val(1),
        "isl_set_dim_residue_class_val",
    );
    invalid(
        set.dim_residue_class_val(-1),
        "isl_set_dim_residue_class_val",
    );
    invalid(set.get_stride(1), "isl_set_get_stride");
    invalid(set.dim_max(1), "isl_set_dim_max");
    invalid(set.dim_min_val(2), "isl_set_dim_min_val");
    invalid(set.fix_dim_si(1, 0), "isl_set_fix_dim_si");
    invalid(set.eliminate_dims(0, 2), "isl_set_eliminate_dims");
    let map: Map = "{ [i] -> [j] : j = 2i }".parse().unwrap();
    invalid(map.dim_max(1), "isl_map_dim_max");
    invalid(map.remove_inputs(1, 1), "isl_map_remove_inputs");
    invalid(
        map.get_space().unwrap().drop_outputs(0, 2),
        "isl_space_drop_outputs",
    );
    let strided: Set = "{ S[i] : exists k : i = 3k + 1 }".parse().unwrap();
    let ((), modulo, residue) = strided.dim_residue_class_val(0).unwrap();
    assert_eq!(modulo.unwrap().to_string(), "3");
    assert_eq!(residue.unwrap().to_string(), "1");
    assert_eq!(strided.get_stride(0).unwrap().to_string(), "3");
    assert_eq!(
        set.dim_max(0).unwrap().to_string(),
        "[n] -> { [(-1 + n)] : n > 0 }"
    );
}

#[test]
fn matrix_and_vector_numeric_preconditions() {
    let _c = ctx();
    invalid(
        Mat::identity(0u32).unwrap().right_inverse(),
        "isl_mat_right_inverse",
    );
    invalid(Mat::alloc(2u32, 65536u32), "isl_mat_alloc");
    let wide = Mat::identity(2u32).unwrap().transpose().unwrap();
    let tall = (0..12)
        .try_fold(wide, |m, _| m.clone().concat(&m))
        .unwrap_err();
    assert_eq!(tall.kind(), Some(ErrorKind::Invalid), "{tall}");
    let zero_row = Mat::from_row_vec(IslVec::zero(3u32).unwrap()).unwrap();
    invalid(zero_row.normalize(), "isl_mat_normalize");
    invalid(zero_row.aff_direct_sum(&zero_row), "isl_mat_aff_direct_sum");
    invalid(IslVec::zero(2u32).unwrap().ceil(), "isl_vec_ceil");
    invalid(IslVec::zero(0u32).unwrap().ceil(), "isl_vec_ceil");
    invalid(IslVec::zero(100u32).unwrap().ceil(), "isl_vec_ceil");
    // In range, ISL's answers.
    let m = Mat::identity(2u32)
        .unwrap()
        .set_element_si(0, 1, 2)
        .unwrap();
    let inv = m.right_inverse().unwrap();
    assert_eq!(inv.get_element_val(0, 1).unwrap().to_string(), "-2");
    assert_eq!(
        Mat::alloc(1u32, 3u32)
            .unwrap()
            .set_element_si(0, 0, 0)
            .unwrap()
            .set_element_si(0, 1, 0)
            .unwrap()
            .set_element_si(0, 2, 1)
            .unwrap()
            .right_kernel()
            .unwrap()
            .cols()
            .unwrap(),
        2
    );
    let row = Mat::from_row_vec(
        IslVec::zero(3u32)
            .unwrap()
            .set_element_si(1, 4)
            .unwrap()
            .set_element_si(2, 6)
            .unwrap(),
    )
    .unwrap();
    assert_eq!(
        row.normalize()
            .unwrap()
            .get_element_val(0, 2)
            .unwrap()
            .to_string(),
        "3"
    );
    let aff = Mat::identity(2u32).unwrap();
    let sum = aff.aff_direct_sum(&aff).unwrap();
    assert_eq!((sum.rows().unwrap(), sum.cols().unwrap()), (2, 3));
    let v = IslVec::zero(3u32)
        .unwrap()
        .set_element_si(0, 2)
        .unwrap()
        .set_element_si(1, 3)
        .unwrap()
        .set_element_si(2, -3)
        .unwrap()
        .ceil()
        .unwrap();
    assert_eq!(v.get_element_val(1).unwrap().to_string(), "2");
    assert_eq!(v.get_element_val(2).unwrap().to_string(), "-1");
    assert_eq!(zero_row.rows().unwrap(), 1);
}

#[test]
fn dimension_and_indentation_limits() {
    let _c = ctx();
    invalid(Space::params_alloc(65535u32), "isl_space_params_alloc");
    invalid(Space::alloc(1u32, 65535u32, 1u32), "isl_space_alloc");
    invalid(Space::set_alloc(65535u32, 0u32), "isl_space_set_alloc");
    let bset: BasicSet = "{ [i] : 0 <= i < 10 }".parse().unwrap();
    invalid(
        Printer::to_str().unwrap().set_indent(i32::MAX),
        "isl_printer_set_indent",
    );
    invalid(
        Printer::to_str().unwrap().set_indent(-1),
        "isl_printer_set_indent",
    );
    invalid(
        Printer::to_str().unwrap().indent(i32::MAX),
        "isl_printer_indent",
    );
    // At the limits, ISL answers.
    let params = Space::params_alloc(256u32).unwrap();
    assert!(Set::universe(params).unwrap().lexmax().is_ok());
    let ma = MultiAff::domain_map(Space::alloc(1u32, 256u32, 1u32).unwrap()).unwrap();
    assert_eq!(ma.dim(DimType::Out).unwrap(), 256);
    let printed = Printer::to_str()
        .unwrap()
        .set_indent(4)
        .unwrap()
        .print_basic_set(&bset)
        .unwrap()
        .get_str()
        .unwrap();
    assert_eq!(printed, "{ [i] : 0 <= i <= 9 }");
    let omega = Printer::to_str()
        .unwrap()
        .set_output_format(3)
        .unwrap()
        .print_space(&Space::set_alloc(256u32, 0u32).unwrap())
        .unwrap()
        .get_str()
        .unwrap();
    assert!(omega.starts_with("symbolic p0, p1, ") && omega.contains("p255;"));
}

#[test]
fn nothing_leaked() {
    // Run after the others in this binary's process as well: every context
    // made above was freed by ISL.
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

#[test]
fn huge_powers_of_quasi_polynomials() {
    let _c = ctx();
    let p: isl_safe::PwQpolynomial = "[n] -> { [i] -> i^2 + n }".parse().unwrap();
    invalid(p.pow(1u32 << 31), "isl_pw_qpolynomial_pow");
    let squared = p.pow(2).unwrap();
    let expected: isl_safe::PwQpolynomial =
        "[n] -> { [i] -> i^4 + 2 * n * i^2 + n^2 }".parse().unwrap();
    assert!(squared.plain_is_equal(&expected).unwrap(), "{squared}");
}

#[test]
fn quadratic_operations_at_the_dimension_limit() {
    let _c = ctx();
    // A lexicographic order builds one basic map per dimension, each with as
    // many constraints: at 1,000 dimensions it took gigabytes.
    invalid(Space::set_alloc(2, 1000), "isl_space_set_alloc");
    let space = Space::set_alloc(0, 256).unwrap();
    let lt = Map::lex_lt(space).unwrap();
    assert_eq!(lt.n_basic_map().unwrap(), 256);
}

#[test]
fn huge_powers_of_relations() {
    let _c = ctx();
    let scale: Map = "{ [i] -> [2i] }".parse().unwrap();
    let huge = Val::int_from_ui(u64::MAX).unwrap();
    invalid(scale.fixed_power_val(&huge), "isl_map_fixed_power_val");
    let umap: isl_safe::UnionMap = "{ A[i] -> A[2i] }".parse().unwrap();
    invalid(umap.fixed_power_val(&huge), "isl_union_map_fixed_power_val");
    let eight = scale.fixed_power_val(Val::int_from_si(3).unwrap()).unwrap();
    assert_eq!(eight.to_string(), "{ [i] -> [8i] }");
}

// Inserting dimensions: the position may be the end of the tuple, the count
// is new, and local variables cannot be inserted (an aff with an inserted
// local variable made `Qpolynomial::from_aff` divide by zero).
#[test]
fn inserting_dimensions_into_expressions() {
    let _c = ctx();
    let aff: Aff = "{ [i] -> [(i mod 4)] }".parse().unwrap();
    invalid(aff.insert_dims(DimType::Div, 0, 1), "isl_aff_insert_dims");
    invalid(aff.insert_dims(DimType::In, 2, 1), "isl_aff_insert_dims");
    let wider = aff.insert_dims(DimType::In, 1, 2).unwrap();
    assert_eq!(wider.dim(DimType::In).unwrap(), 3);
    assert_eq!(wider.to_string(), "{ [i, i1, i2] -> [((i) mod 4)] }");
    let front = aff.insert_dims(DimType::In, 0, 1).unwrap();
    assert_eq!(front.to_string(), "{ [i0, i] -> [((i) mod 4)] }");
    assert_eq!(aff.to_string(), "{ [i] -> [((i) mod 4)] }");
}

// A deep copy (`UnionAccessInfo`, `ScheduleConstraints`) allocates: once the
// operation limit was reached, or the context aborted, `clone` panicked with
// "isl_union_access_info_copy returned NULL".
#[test]
fn clones_after_the_operation_limit_or_an_abort() {
    let (ctx, _s) = ctx();
    let info = isl_safe::UnionAccessInfo::read_from_str(
        "{ sink: \"{ T[i] -> A[i] : 0 <= i < 10 }\", \
         must_source: \"{ S[i] -> A[i] : 0 <= i < 10 }\", \
         schedule_map: \"{ S[i] -> [i, 0]; T[i] -> [i, 1] }\" }",
    )
    .unwrap();
    let set: Set = "{ [i, j, k] : 0 <= i, j, k < 50 and i + j + k < 70 }"
        .parse()
        .unwrap();
    ctx.set_max_operations(1);
    assert!(set.lexmin().is_err(), "the limit is reached");
    let copy = info.clone();
    assert_eq!(copy.to_string(), info.to_string());
    assert!(set.lexmin().is_err(), "the limit still holds");
    ctx.set_max_operations(0);
    ctx.abort().unwrap();
    let again = info.clone();
    assert_eq!(again.to_string(), info.to_string());
    assert!(set.lexmin().is_err(), "still aborted");
    ctx.resume().unwrap();
    assert_eq!(
        set.lexmin().unwrap().to_string(),
        "{ [i = 0, j = 0, k = 0] }"
    );
}

// Found by the fuzzer's operations generated from the declarations, on
// objects of unusual shape.

#[test]
fn lift_of_an_empty_set() {
    let _c = ctx();
    let set: Set = "{ [i] : false }".parse().unwrap();
    assert!(set.lift().unwrap().is_empty().unwrap());
    assert!(set.is_empty().unwrap());
}

#[test]
fn basic_level_operations_on_different_parameters() {
    let _c = ctx();
    let a: BasicMap = "{ [] -> [] }".parse().unwrap();
    let b: BasicMap = "[n] -> { [i] -> [j] : exists (e : j = 2e) and i <= j < n }"
        .parse()
        .unwrap();
    invalid(a.domain_product(&b), "isl_basic_map_domain_product");
    invalid(a.range_product(&b), "isl_basic_map_range_product");
    invalid(a.flat_range_product(&b), "isl_basic_map_flat_range_product");
    invalid(b.gist(&a), "isl_basic_map_gist");
    let s: BasicSet = "[n] -> { [i] : exists (e : i = 2e) and 0 <= i < n }"
        .parse()
        .unwrap();
    let t: BasicSet = "{ [i] }".parse().unwrap();
    invalid(s.gist(&t), "isl_basic_set_gist");
    invalid(t.gist(&s), "isl_basic_set_gist");
    // Every object is intact.
    assert_eq!(a.to_string(), "{ [] -> [] :  }");
    assert_eq!(t.to_string(), "{ [i] :  }");
    // Aligned first, ISL answers.
    let aligned = a.align_params(b.get_space().unwrap()).unwrap();
    assert!(aligned.flat_range_product(&b).is_err()); // domains still differ
    assert!(b.gist(&b).unwrap().is_universe().unwrap());
}

#[test]
fn pullback_by_an_empty_function_of_another_space() {
    let _c = ctx();
    let ma: MultiAff = "{ [i] -> [] }".parse().unwrap();
    let pma: isl_safe::PwMultiAff = "{ [i] -> [] : false }".parse().unwrap();
    assert!(ma.pullback_pw_multi_aff(&pma).is_err());
    assert_eq!(ma.to_string(), "{ [i] -> [] }");
}

#[test]
fn failed_in_place_call_at_the_operation_limit() {
    // The call fails because the limit is reached; the object that ISL
    // consumed is replaced by an empty one, made outside the limit (the
    // process aborted, unable to make it, before).
    let (ctx, _s) = ctx();
    let mut set: Set = "{ [i, j] : 0 <= i, j < 100 and i + j = 50 or i = 2j }"
        .parse()
        .unwrap();
    let err = ctx
        .with_max_operations(1, || set.in_place().coalesce())
        .unwrap_err();
    assert_eq!(err.kind(), Some(ErrorKind::Quota));
    assert!(set.is_empty().unwrap());
    // The same after the context was aborted.
    let mut map: Map = "{ [i] -> [i + 1] }".parse().unwrap();
    ctx.abort().unwrap();
    assert!(map.in_place().reverse().is_err());
    ctx.resume().unwrap();
    assert!(map.is_empty().unwrap());
}

// Found by the fuzzer's campaign: ISL's quasi-polynomials reorder their
// terms before their space refuses a move within one tuple (SIGSEGV on a
// nested domain). Every type's move within one tuple is refused first, as
// ISL refuses it for the others.
#[test]
fn move_dims_within_one_tuple() {
    let _c = ctx();
    let aff: Aff = "{ [[i] -> [j]] -> [(i - j)] }".parse().unwrap();
    let qp = isl_safe::Qpolynomial::from_aff(&aff).unwrap();
    invalid(
        qp.move_dims(DimType::In, 1, DimType::In, 0, 2),
        "isl_qpolynomial_move_dims",
    );
    invalid(
        qp.move_dims(DimType::Set, 0, DimType::In, 1, 1),
        "isl_qpolynomial_move_dims",
    );
    let pwqp = isl_safe::PwQpolynomial::from_qpolynomial(&qp).unwrap();
    invalid(
        pwqp.move_dims(DimType::In, 0, DimType::In, 1, 1),
        "isl_pw_qpolynomial_move_dims",
    );
    assert_eq!(qp.to_string(), "{ [[i] -> [j]] -> (i - j) }");
    // Between tuples, as before.
    let moved = qp.move_dims(DimType::Param, 0, DimType::In, 0, 1).unwrap();
    assert_eq!(moved.dim(DimType::Param).unwrap(), 1);
    let map: Map = "{ [i, j] -> [k] }".parse().unwrap();
    invalid(
        map.move_dims(DimType::In, 0, DimType::In, 1, 1),
        "isl_map_move_dims",
    );
    invalid(
        map.move_dims(DimType::Set, 1, DimType::Out, 0, 1),
        "isl_map_move_dims",
    );
    assert_eq!(
        map.move_dims(DimType::In, 1, DimType::In, 1, 1).unwrap(),
        map
    );
    assert_eq!(
        map.move_dims(DimType::Out, 0, DimType::In, 0, 1)
            .unwrap()
            .to_string(),
        "{ [j] -> [i, k] }"
    );
}
