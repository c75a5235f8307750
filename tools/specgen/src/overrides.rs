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
