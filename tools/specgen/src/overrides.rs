//! The hand-kept tables the generator consults: everything about ISL's API
//! that cannot be read from the headers' annotations alone. Each table is a
//! documented `const`, so an integrator can extend it and rerun
//! `cargo run -p isl-specgen`.

/// Object types without a placeholder in the object layer (see
/// `isl_safe::internals::PLACEHOLDER_TYPES`): their take-and-give functions are
/// `take self` (or `move self`); on every other type they are `inplace self`.
/// `tests/generator/specgen_reproduces.rs` checks this list against the object layer.
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
/// (`tests/generator/header_qualifiers.rs`) reads each as `__isl_keep`. An unannotated
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
        "isl_basic_set_has_defining_equality",
        0,
        "`struct isl_basic_set *bset`: like `isl_basic_map_has_defining_equality`, \
         which is annotated `__isl_keep`, it only reads the set",
    ),
    (
        "isl_basic_set_has_defining_inequalities",
        0,
        "`struct isl_basic_set *bset`: it only reads the set",
    ),
    (
        "isl_stream_read_schedule",
        0,
        "`isl_stream_read_schedule(isl_stream *s)`: like every other \
         `isl_stream_read_*`, it reads from the stream without consuming it",
    ),
];

/// Out-parameters (`T **`) ISL's headers leave unannotated although the
/// function gives the caller the object it writes there: `(function,
/// parameter index, why)`. The generator declares each as `OutGive<T>`, and
/// the header cross-check reads each as `__isl_give`.
pub const MISSING_GIVE: &[(&str, usize, &str)] = &[
    (
        "isl_basic_set_has_defining_equality",
        3,
        "like `isl_basic_map_has_defining_equality`, which is annotated: the \
         constraint written is the caller's",
    ),
    (
        "isl_basic_set_has_defining_inequalities",
        3,
        "the lower bound written is the caller's (a copy of the constraint)",
    ),
    (
        "isl_basic_set_has_defining_inequalities",
        4,
        "the upper bound written is the caller's (a copy of the constraint)",
    ),
];

/// Functions whose NULL result with no error recorded means "nothing", not
/// a failure: `(function, why)`. The generator declares their result
/// `OptGive<T>` (`Result<Option<T>>`) instead of `Give<T>`.
pub const OPTIONAL_RESULTS: &[(&str, &str)] = &[
    (
        "isl_ast_build_get_schedule",
        "a build has no schedule outside AST generation (its `executed` is NULL)",
    ),
    (
        "isl_ast_node_get_annotation",
        "a node without annotation gives NULL with no error",
    ),
    (
        "isl_ast_node_if_get_else",
        "an `if` node without `else` branch gives NULL with no error",
    ),
    (
        "isl_ast_node_if_get_else_node",
        "an `if` node without `else` branch gives NULL with no error",
    ),
    (
        "isl_id_to_ast_expr_get",
        "a missing key gives NULL with no error (the value of `try_get`)",
    ),
    (
        "isl_id_to_id_get",
        "a missing key gives NULL with no error (the value of `try_get`)",
    ),
    (
        "isl_id_to_pw_aff_get",
        "a missing key gives NULL with no error (the value of `try_get`)",
    ),
    (
        "isl_map_to_basic_set_get",
        "a missing key gives NULL with no error (the value of `try_get`)",
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
/// (`isl_stream_*` and `isl_token_*` are in [`CONTEXT_LAYER`]; the stream
/// and token types stay in [`MACHINERY_TYPES`], so nothing is generated.)
pub const MACHINERY_PREFIXES: &[&str] = &["isl_args_", "isl_arg_", "isl_hash_"];

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
    (
        "isl_stat_non_null",
        "Rust's `Option` and `Result` (an object is never NULL)",
    ),
    (
        "isl_ctx_last_error",
        "`Error::Isl`'s `kind` (ISL's error, read and reset after each call)",
    ),
    // Shapes the DSL does not express, by hand in src/specs/special_shapes.rs.
    ("isl_basic_set_dims_get_sign", "`BasicSet::dims_get_sign`"),
    ("isl_qpolynomial_substitute", "`Qpolynomial::substitute`"),
    (
        "isl_qpolynomial_fold_substitute",
        "`QpolynomialFold::substitute`",
    ),
    ("isl_val_get_abs_num_chunks", "`Val::abs_num_chunks`"),
    ("isl_val_int_from_chunks", "`Val::int_from_chunks`"),
    ("isl_mat_col_add", "`Mat::col_add`"),
    (
        "isl_basic_set_multiplicative_call",
        "`BasicSet::multiplicative_call`",
    ),
    // The dataflow analysis on single maps, with typed tags for ISL's user
    // pointers, by hand in src/specs/access_info.rs.
    ("isl_access_info_alloc", "`AccessInfo::new`"),
    ("isl_access_info_add_source", "`AccessInfo::add_source`"),
    ("isl_access_info_set_restrict", "`AccessInfo::set_restrict`"),
    (
        "isl_access_info_compute_flow",
        "`AccessInfo::compute_flow` (the flow keeps the tags)",
    ),
    ("isl_flow_foreach", "`Flow::foreach`"),
    // The stream API: `Stream`, `Token`, `TokenKind`, `Obj` (src/io/stream.rs).
    ("isl_stream_new_str", "`Stream::from_text`"),
    ("isl_stream_new_file", "`Stream::from_reader`"),
    ("isl_stream_free", "`Stream`'s `Drop`"),
    ("isl_stream_get_ctx", "`Stream::context`"),
    ("isl_stream_error", "`Stream::error`"),
    ("isl_stream_next_token", "`Stream::next_token`"),
    (
        "isl_stream_next_token_on_same_line",
        "`Stream::next_token_on_same_line`",
    ),
    ("isl_stream_next_token_is", "`Stream::next_token_is`"),
    ("isl_stream_push_token", "`Stream::push_token`"),
    ("isl_stream_flush_tokens", "`Stream::flush_tokens`"),
    ("isl_stream_eat_if_available", "`Stream::eat_if_available`"),
    (
        "isl_stream_read_ident_if_available",
        "`Stream::read_ident_if_available`",
    ),
    ("isl_stream_eat", "`Stream::eat`"),
    ("isl_stream_is_empty", "`Stream::is_empty`"),
    ("isl_stream_skip_line", "`Stream::skip_line`"),
    ("isl_stream_register_keyword", "`Stream::register_keyword`"),
    ("isl_stream_read_obj", "`Stream::read_obj` (`Obj`)"),
    (
        "isl_stream_yaml_read_start_mapping",
        "`Stream::yaml_read_start_mapping`",
    ),
    (
        "isl_stream_yaml_read_end_mapping",
        "`Stream::yaml_read_end_mapping`",
    ),
    (
        "isl_stream_yaml_read_start_sequence",
        "`Stream::yaml_read_start_sequence`",
    ),
    (
        "isl_stream_yaml_read_end_sequence",
        "`Stream::yaml_read_end_sequence`",
    ),
    ("isl_stream_yaml_next", "`Stream::yaml_next`"),
    ("isl_token_free", "`Token`'s `Drop`"),
    ("isl_token_get_type", "`Token::kind` (`TokenKind`)"),
    ("isl_token_get_val", "`Token::value`"),
    ("isl_token_has_str", "`Token::has_str`"),
    ("isl_token_get_str", "`Token::text`"),
    // `FILE *` readers and printers over `std::io::Read` / `Write` (src/io/files.rs).
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

/// Why the command-line and options functions are left out.
const ARGS: &str = "command-line options machinery: `Context`'s option methods \
                    (`set_schedule_outer_coincidence`, ...) set ISL's options one by one";
/// Why ISL's hash tables are left out.
const HASH: &str = "raw `void *` hash table: Rust has its own (`HashMap`, with the \
                    objects' `Hash`), and ISL's own typed maps (`IdToId`, ...) are wrapped";
/// Why ISL's allocation helpers are left out.
const ALLOC: &str = "raw memory allocation: Rust allocates its own memory";

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
    (
        "isl_options_set_on_error",
        "cannot be made safe: ISL would print or abort instead of returning errors",
    ),
    (
        "isl_ctx_set_error",
        "error state: each call reads and resets ISL's error, so an error set \
         by hand would be taken for the next call's",
    ),
    ("isl_ctx_parse_options", ARGS),
    ("isl_ctx_alloc_with_options", ARGS),
    ("isl_ctx_options", ARGS),
    ("isl_ctx_peek_options", ARGS),
    ("isl_options_new_with_defaults", ARGS),
    ("isl_options_free", ARGS),
    ("isl_options_parse", ARGS),
    ("isl_args_parse", ARGS),
    ("isl_args_set_defaults", ARGS),
    ("isl_args_free", ARGS),
    ("isl_hash_mem", HASH),
    ("isl_hash_string", HASH),
    ("isl_hash_table_alloc", HASH),
    ("isl_hash_table_clear", HASH),
    ("isl_hash_table_every", HASH),
    ("isl_hash_table_find", HASH),
    ("isl_hash_table_foreach", HASH),
    ("isl_hash_table_free", HASH),
    ("isl_hash_table_init", HASH),
    ("isl_hash_table_remove", HASH),
    ("isl_malloc_or_die", ALLOC),
    ("isl_calloc_or_die", ALLOC),
    ("isl_realloc_or_die", ALLOC),
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

/// ISL's method names that are also methods of `Result` or `Option`, where
/// a forgotten `?` would still compile and call `Result`'s method instead:
/// `map.get_space().unwrap()` is the space, not the relation space it wraps,
/// and `a.and(b)` of two `Result<AstExpr>` is `b`. Each such method gets the
/// name given here (for every owner); ISL's name stays a search alias, and the
/// name release 0.1.0 had stays a deprecated forwarder
/// (`src/conveniences/renamed.rs`). `and_`/`or_` are islpy's names. The other
/// names ISL shares with `Result` and `Option` are kept: called on a
/// `Result`, none compiles with the arguments ISL's method takes (see the
/// crate's "Coming from ISL's C++" page).
pub const RESULT_NAMES: &[(&str, &str)] =
    &[("and", "and_"), ("or", "or_"), ("unwrap", "unwrapped")];

/// C struct names whose Rust name is not the plain CamelCase: `isl_vec`
/// would clash with `std`'s `Vec`.
pub const RUST_NAMES: &[(&str, &str)] = &[("isl_vec", "IslVec")];

/// The functions no check outside ISL keeps the unpatched (system) ISL off
/// a bug the bundled build's patches fix: the C function, the patch of the
/// bundled build that fixes it, what the unpatched ISL does. Their
/// declarations carry the marker `#[cfg(not(isl_system))]`: with feature
/// `system` they return an `Unsupported` error naming the bug, read from
/// `src/specs/generated/unsupported.rs`, which the generator writes from
/// this table.
pub const UNPATCHED_UNSUPPORTED: &[(&str, &str, &str)] = &[
    (
        "isl_union_pw_multi_aff_scale_multi_val",
        "0031",
        "leaks its multi_val (and the context with it) and reads it after aligning its \
         parameters may have freed it",
    ),
    (
        "isl_map_fixed_power_val",
        "0006",
        "sets the exponent to 0 behind the back of its other owners",
    ),
    (
        "isl_union_map_fixed_power_val",
        "0006",
        "sets the exponent to 0 behind the back of its other owners",
    ),
    (
        "isl_printer_yaml_end_mapping",
        "0040",
        "ends a YAML mapping without checking that one was started, and the next start writes \
         before the printer's state array",
    ),
    (
        "isl_printer_yaml_end_sequence",
        "0040",
        "ends a YAML sequence without checking that one was started, and the next start writes \
         before the printer's state array",
    ),
    (
        "isl_id_to_id_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
    (
        "isl_id_to_ast_expr_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
    (
        "isl_id_to_pw_aff_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
    (
        "isl_map_to_basic_set_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
    (
        "isl_fixed_box_read_from_str",
        "0002",
        "reads a number where a name is expected as a string (a crash)",
    ),
];

/// Bounded work an unpatched ISL crashes in when an allocation fails at the
/// operation limit (patches 0024, 0038; the `*_reverse` functions of patch
/// 0037 are matched by name): with feature `system` they run with the limit
/// lifted (`unpatched_lifted`).
pub const UNPATCHED_LIFTED: &[&str] = &[
    "isl_set_get_simple_fixed_box_hull",
    "isl_map_get_range_simple_fixed_box_hull",
    "isl_set_dim_residue_class_val",
    "isl_schedule_node_band_set_ast_build_options",
];

/// Work the operation limit is there to bound, which an unpatched ISL
/// crashes in when an allocation fails at the limit (patch 0024: a
/// polynomial's orthants): with feature `system` they refuse to run while
/// a limit is set (`unpatched_unlimited`).
pub const UNPATCHED_UNLIMITED: &[&str] = &[
    "isl_pw_qpolynomial_to_polynomial",
    "isl_union_pw_qpolynomial_to_polynomial",
];

/// Argument guards of functions whose parameters the name patterns of
/// [`guards`](crate::guards) do not cover: matrix and vector indices and
/// sizes and numeric preconditions, schedule-tree children, dimensions
/// named by position alone, printer indentation. Each entry is the C function and
/// its guards, as written after `check` in the DSL (the guard functions are
/// in `src/specs/guards/`).
pub const GUARDS: &[(&str, &[&str])] = &[
    // Divisions ISL answers with NaN for a zero divisor (the twins of the
    // operators `/` and `%`, which panic there as Rust's integer ones do).
    ("isl_val_div", &["nonzero(v2)"]),
    ("isl_pw_aff_tdiv_q", &["nonzero_pieces(pa2)"]),
    ("isl_pw_aff_tdiv_r", &["nonzero_pieces(pa2)"]),
    ("isl_space_extend", &["extend_dims(nparam, n_in, n_out)"]),
    (
        "isl_schedule_node_insert_context",
        &["prefix_context(context)"],
    ),
    ("isl_schedule_node_insert_guard", &["prefix_guard(context)"]),
    ("isl_fixed_box_get_offset", &["valid_box()"]),
    ("isl_fixed_box_get_size", &["valid_box()"]),
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
    ("isl_basic_map_equal", &["leading(n_equal)"]),
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
