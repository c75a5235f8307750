//! The hand-kept tables the generator consults: everything about ISL's API
//! that cannot be read from the headers' annotations alone. Each table is a
//! documented `const`, so an integrator can extend it and rerun
//! `cargo run -p isl-specgen`.

/// Object types without a placeholder in the object layer (see
/// `isl_safe::object::PLACEHOLDER_TYPES`): their take-and-give functions are
/// `take self` (or `move self`); on every other type they are `inplace self`.
/// `tests/specgen_reproduces.rs` checks this list against the object layer.
pub const NO_IN_PLACE: &[&str] = &[
    "isl_term",
    "isl_vertices",
    "isl_vertex",
    "isl_cell",
    "isl_access_info",
    "isl_flow",
    "isl_restriction",
    "isl_printer",
];

/// Object types ISL cannot copy (no `isl_X_copy`): a function that takes
/// such a receiver consumes it (`move self`), as no copy can be made.
pub const NO_COPY: &[&str] = &[
    "isl_printer",
    "isl_flow",
    "isl_access_info",
    "isl_restriction",
    "isl_vertices",
    "isl_vertex",
    "isl_cell",
];

/// C functions the crate declares by hand (in `src/specs/*.rs`, outside
/// `generated/`): the generator does not emit them, so that no method is
/// declared twice. Add a function here when moving it to a hand-written spec
/// file (with another name, or extra documentation); the coverage report
/// (`--coverage`) lists the functions that are both generated and declared by
/// hand.
pub const HAND_WRITTEN: &[&str] = &[];

/// Object parameters ISL's headers leave unannotated although the function
/// only borrows them: `(function, parameter index, why)`. The generator
/// declares each as `Keep<T>` (or `keep self`), and the header cross-check
/// (`tests/header_qualifiers.rs`) reads each as `__isl_keep`. An unannotated
/// object parameter not listed here is not generated ("unsupported
/// signature").
pub const MISSING_KEEP: &[(&str, usize, &str)] = &[
    (
        "isl_id_copy",
        0,
        "`isl_id_copy(isl_id *id)`: like every other `*_copy`, it only borrows \
         its argument (and returns a new reference)",
    ),
    (
        "isl_stream_read_schedule",
        0,
        "`isl_stream_read_schedule(isl_stream *s)`: like every other \
         `isl_stream_read_*`, it reads from the stream without consuming it",
    ),
];

/// The machinery types ISL's parsers and command-line options are built on:
/// not object types even where they have a `*_free`, and every function
/// taking or returning one is left out ("stream/argument machinery").
pub const MACHINERY_TYPES: &[&str] = &[
    "isl_ctx",
    "isl_stream",
    "isl_args",
    "isl_arg",
    "isl_options",
    "isl_token",
    "isl_hash_table",
    "isl_hash_table_entry",
];

/// Name prefixes of the machinery functions ("stream/argument machinery").
pub const MACHINERY_PREFIXES: &[&str] = &[
    "isl_stream_",
    "isl_token_",
    "isl_args_",
    "isl_arg_",
    "isl_hash_",
];

/// Functions the crate implements by hand outside the DSL (counted as
/// covered, like `*_free`/`*_copy`): `(function, what covers it)`.
pub const CONTEXT_LAYER: &[(&str, &str)] = &[
    ("isl_ctx_alloc", "`Context::new`"),
    ("isl_ctx_free", "`Context`'s `Drop`"),
    (
        "isl_ctx_set_max_operations",
        "`Context::set_max_operations`",
    ),
    ("isl_id_alloc", "`Id::with_user`"),
    ("isl_id_set_free_user", "`Id::with_user`"),
    ("isl_id_get_user", "`Id::user`"),
    ("isl_id_get_free_user", "`Id::user`"),
    ("isl_version", "`isl_safe::version`"),
    ("isl_bool_not", "Rust's `bool` (`!`)"),
    ("isl_bool_ok", "Rust's `bool`"),
    ("isl_stat_non_error_bool", "Rust's `Result`"),
    ("isl_handle_error", "`Error` (ISL's errors arrive as `Err`)"),
    // `FILE *` readers and printers over `std::io::Read` / `Write` (src/object/file_io.rs).
    (
        "isl_basic_map_read_from_file",
        "`BasicMap::read_from` (a `Read`)",
    ),
    (
        "isl_basic_set_read_from_file",
        "`BasicSet::read_from` (a `Read`)",
    ),
    ("isl_map_read_from_file", "`Map::read_from` (a `Read`)"),
    ("isl_set_read_from_file", "`Set::read_from` (a `Read`)"),
    (
        "isl_union_map_read_from_file",
        "`UnionMap::read_from` (a `Read`)",
    ),
    (
        "isl_union_set_read_from_file",
        "`UnionSet::read_from` (a `Read`)",
    ),
    (
        "isl_pw_qpolynomial_read_from_file",
        "`PwQpolynomial::read_from` (a `Read`)",
    ),
    (
        "isl_schedule_read_from_file",
        "`Schedule::read_from` (a `Read`)",
    ),
    (
        "isl_schedule_constraints_read_from_file",
        "`ScheduleConstraints::read_from` (a `Read`)",
    ),
    (
        "isl_union_access_info_read_from_file",
        "`UnionAccessInfo::read_from` (a `Read`), `UnionAccessInfo::read_from_str`",
    ),
    ("isl_vec_read_from_file", "`IslVec::read_from` (a `Read`)"),
    (
        "isl_basic_map_print_internal",
        "`BasicMap::print_internal` (a `Write`)",
    ),
    (
        "isl_basic_set_print_internal",
        "`BasicSet::print_internal` (a `Write`)",
    ),
    (
        "isl_map_print_internal",
        "`Map::print_internal` (a `Write`)",
    ),
    (
        "isl_set_print_internal",
        "`Set::print_internal` (a `Write`)",
    ),
    (
        "isl_mat_print_internal",
        "`Mat::print_internal` (a `Write`)",
    ),
    ("isl_qpolynomial_print", "`Qpolynomial::print` (a `Write`)"),
    (
        "isl_qpolynomial_fold_print",
        "`QpolynomialFold::print` (a `Write`)",
    ),
    (
        "isl_pw_qpolynomial_print",
        "`PwQpolynomial::print` (a `Write`)",
    ),
    (
        "isl_pw_qpolynomial_fold_print",
        "`PwQpolynomialFold::print` (a `Write`)",
    ),
    (
        "isl_printer_to_file",
        "`Printer::to_writer` (a `Write`), `into_writer`, `flush_writer`",
    ),
];

/// Functions whose name has no object-type prefix, with the owner and the
/// method name they get: `(function, owner C type, method)`.
pub const OWNERS: &[(&str, &str, &str)] = &[
    ("isl_equality_alloc", "isl_constraint", "equality_alloc"),
    ("isl_inequality_alloc", "isl_constraint", "inequality_alloc"),
    (
        "isl_equality_from_aff",
        "isl_constraint",
        "equality_from_aff",
    ),
    (
        "isl_inequality_from_aff",
        "isl_constraint",
        "inequality_from_aff",
    ),
    (
        "isl_ast_op_type_print_macro",
        "isl_printer",
        "ast_op_type_print_macro",
    ),
    (
        "isl_ast_op_type_set_print_name",
        "isl_printer",
        "ast_op_type_set_print_name",
    ),
];

/// Functions left out on purpose, with the reason reported by `--coverage`.
pub const SKIPPED: &[(&str, &str)] = &[
    (
        "isl_ctx_ref",
        "context lifetime: the Context type owns the isl_ctx",
    ),
    (
        "isl_ctx_deref",
        "context lifetime: the Context type owns the isl_ctx",
    ),
    ("isl_ctx_parse_options", "stream/argument machinery"),
    (
        "isl_mat_col_add",
        "cannot be made safe: changes a kept (possibly shared) matrix in place and does not \
         check its column indices",
    ),
    (
        "isl_basic_set_dims_get_sign",
        "out-parameter: an array of n signs, not one integer",
    ),
    (
        "isl_options_set_on_error",
        "cannot be made safe: ISL would print or abort instead of returning errors",
    ),
    // C stdio left out (the other `FILE *` functions are in CONTEXT_LAYER).
    (
        "isl_printer_get_file",
        "C stdio: the printer's raw `FILE *`, which a safe caller could only misuse \
         (`Printer::into_writer` gives back the writer of `Printer::to_writer`)",
    ),
];

/// The C enums a parameter or result may have, with their Rust names
/// (`Param<DimType>`, `Enum<DimType>`).
pub const ENUMS: &[(&str, &str)] = &[
    ("isl_dim_type", "DimType"),
    ("isl_fold", "Fold"),
    ("isl_ast_expr_op_type", "AstExprOpType"),
    ("isl_ast_expr_type", "AstExprType"),
    ("isl_ast_node_type", "AstNodeType"),
    ("isl_ast_loop_type", "AstLoopType"),
    ("isl_schedule_node_type", "ScheduleNodeType"),
];

/// C struct names whose Rust name is not the plain CamelCase: `isl_vec`
/// would clash with `std`'s `Vec`.
pub const RUST_NAMES: &[(&str, &str)] = &[("isl_vec", "IslVec")];

/// Argument guards of functions whose parameters the name patterns of
/// [`guards`](crate::guards) do not cover: matrix and vector indices and
/// sizes and numeric preconditions, schedule-tree children, dimensions
/// named by position alone, printer indentation. Each entry is the C function and
/// its guards, as written after `check` in the DSL (the guard functions are
/// `isl_safe::specs::guard::*`).
pub const GUARDS: &[(&str, &[&str])] = &[
    ("isl_mat_alloc", &["mat_new(n_row, n_col)"]),
    ("isl_mat_identity", &["mat_square(n_row)"]),
    ("isl_mat_extend", &["mat_extend(n_row, n_col)"]),
    ("isl_mat_add_rows", &["mat_add_rows(n)"]),
    ("isl_mat_add_zero_rows", &["mat_add_rows(n)"]),
    ("isl_mat_add_zero_cols", &["mat_add_cols(n)"]),
    ("isl_mat_drop_rows", &["mat_row_range(row, n)"]),
    ("isl_mat_drop_cols", &["mat_col_range(col, n)"]),
    ("isl_mat_insert_rows", &["mat_insert_rows(row, n)"]),
    ("isl_mat_insert_zero_rows", &["mat_insert_rows(row, n)"]),
    ("isl_mat_insert_cols", &["mat_insert_cols(col, n)"]),
    ("isl_mat_insert_zero_cols", &["mat_insert_cols(first, n)"]),
    ("isl_mat_move_cols", &["mat_move_cols(dst_col, src_col, n)"]),
    ("isl_mat_swap_cols", &["mat_cols2(i, j)"]),
    ("isl_mat_swap_rows", &["mat_rows2(i, j)"]),
    ("isl_mat_normalize_row", &["mat_row(row)"]),
    ("isl_mat_unimodular_complete", &["mat_leading_rows(row)"]),
    ("isl_mat_get_element_val", &["mat_element(row, col)"]),
    ("isl_mat_set_element_si", &["mat_element(row, col)"]),
    ("isl_mat_set_element_val", &["mat_element(row, col)"]),
    ("isl_vec_alloc", &["vec_new(size)"]),
    ("isl_vec_zero", &["vec_new(size)"]),
    ("isl_vec_extend", &["vec_extend(size)"]),
    ("isl_vec_zero_extend", &["vec_extend(size)"]),
    ("isl_vec_add_els", &["vec_add(n)"]),
    ("isl_vec_drop_els", &["vec_range(pos, n)"]),
    ("isl_vec_insert_els", &["vec_insert(pos, n)"]),
    ("isl_vec_insert_zero_els", &["vec_insert(pos, n)"]),
    ("isl_vec_move_els", &["vec_move(dst_col, src_col, n)"]),
    ("isl_vec_get_element_val", &["vec_element(pos)"]),
    ("isl_vec_set_element_si", &["vec_element(pos)"]),
    ("isl_vec_set_element_val", &["vec_element(pos)"]),
    ("isl_vec_cmp_element", &["vec_element2(vec2, pos)"]),
    ("isl_schedule_node_child", &["child(pos)"]),
    ("isl_schedule_node_get_child", &["child(pos)"]),
    ("isl_schedule_node_sequence_splice_child", &["child(pos)"]),
    ("isl_schedule_node_grandchild", &["grandchild(pos1, pos2)"]),
    (
        "isl_space_alloc",
        &["dims_new(nparam)", "dims_new(n_in)", "dims_new(n_out)"],
    ),
    (
        "isl_space_set_alloc",
        &["dims_new(nparam)", "dims_new(dim)"],
    ),
    ("isl_space_params_alloc", &["dims_new(nparam)"]),
    ("isl_val_n_abs_num_chunks", &["chunk_size(size)"]),
    ("isl_qpolynomial_pow", &["power(power)"]),
    ("isl_map_fixed_power_val", &["relation_power(exp)"]),
    ("isl_union_map_fixed_power_val", &["relation_power(exp)"]),
    ("isl_pw_qpolynomial_pow", &["power(exponent)"]),
    // Numeric preconditions of matrices and vectors: denominators ISL
    // divides by, and results (a `cols x cols` transformation in Hermite
    // forms, kernels and inverses; concatenations, sums) within the limits.
    ("isl_mat_right_inverse", &["mat_inverse()"]),
    ("isl_mat_right_kernel", &["mat_work()"]),
    ("isl_mat_left_hermite", &["mat_work()"]),
    ("isl_mat_rank", &["mat_work()"]),
    ("isl_mat_row_basis", &["mat_work()"]),
    (
        "isl_mat_row_basis_extension",
        &["mat_work()", "mat_stack(mat2)"],
    ),
    (
        "isl_mat_has_linearly_independent_rows",
        &["mat_work2(mat2)"],
    ),
    (
        "isl_mat_unimodular_complete",
        &["mat_leading_rows(row)", "mat_work()"],
    ),
    ("isl_mat_normalize", &["mat_nonzero()"]),
    ("isl_mat_aff_direct_sum", &["mat_aff_sum(right)"]),
    ("isl_mat_concat", &["mat_stack(bot)"]),
    ("isl_mat_vec_concat", &["mat_stack_vec(bot)"]),
    ("isl_mat_diagonal", &["mat_diagonal(mat2)"]),
    ("isl_mat_product", &["mat_product(right)"]),
    ("isl_mat_lin_to_aff", &["mat_grow1()"]),
    ("isl_vec_ceil", &["vec_denominator()"]),
    ("isl_vec_concat", &["vec_concat(vec2)"]),
    // Dimensions named by position alone (no dimension type): the set
    // dimensions (outputs) or inputs the C function implies.
    ("isl_map_lex_lt_first", &["leading(n)"]),
    ("isl_map_lex_le_first", &["leading(n)"]),
    ("isl_map_lex_gt_first", &["leading(n)"]),
    ("isl_map_lex_ge_first", &["leading(n)"]),
    ("isl_basic_map_less_at", &["leading_pos(pos)"]),
    ("isl_basic_map_more_at", &["leading_pos(pos)"]),
    ("isl_set_dim_residue_class_val", &["tuple_pos(pos)"]),
    ("isl_set_get_stride", &["tuple_pos(pos)"]),
    ("isl_set_get_stride_info", &["tuple_pos(pos)"]),
    ("isl_map_get_range_stride_info", &["tuple_pos(pos)"]),
    ("isl_set_dim_max", &["tuple_pos(pos)"]),
    ("isl_set_dim_min", &["tuple_pos(pos)"]),
    ("isl_map_dim_max", &["tuple_pos(pos)"]),
    ("isl_map_dim_min", &["tuple_pos(pos)"]),
    ("isl_set_dim_max_val", &["tuple_pos(pos)"]),
    ("isl_set_dim_min_val", &["tuple_pos(pos)"]),
    ("isl_basic_set_dim_max_val", &["tuple_pos(pos)"]),
    ("isl_set_follows_at", &["tuple_pos(pos)"]),
    ("isl_basic_set_compare_at", &["tuple_pos(pos)"]),
    ("isl_set_fix_dim_si", &["tuple_pos(dim)"]),
    ("isl_set_eliminate_dims", &["tuple_range(first, n)"]),
    ("isl_space_drop_outputs", &["tuple_range(first, n)"]),
    ("isl_map_remove_inputs", &["input_range(first, n)"]),
    ("isl_space_drop_inputs", &["input_range(first, n)"]),
    ("isl_space_add_unnamed_tuple_ui", &["dims_new(dim)"]),
    ("isl_space_add_named_tuple_id_ui", &["dims_new(dim)"]),
    // Printer indentation (ISL writes that many spaces before each line).
    ("isl_printer_set_indent", &["indent(indent)"]),
    ("isl_printer_indent", &["indent_by(indent)"]),
];
