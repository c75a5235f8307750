//! The argument guards of a declaration (`check name(args)` after the C
//! name; see `src/specs/guards/`): checks of the arguments ISL does not
//! check itself, derived from the C parameters' names where ISL names them
//! consistently, and from [`overrides::GUARDS`](crate::overrides::GUARDS)
//! for the rest.
//!
//! Name patterns (a receiver or first argument with dimensions, then):
//! - `dst_type, dst_pos, src_type, src_pos, n`: `move_`;
//! - `type1, pos1, type2, pos2`: `pair`;
//! - `c1, c2, c3, c4[, c5]` (dimension types): `columns4` / `columns5`;
//! - `type, pos|first, n` in an `insert_dims`: `insert`;
//! - `type, first, n|num` elsewhere: `range`;
//! - `type, n` last in an `add_dims`: `add`;
//! - `type, pos|n` followed by anything else: `pos`;
//! - the last argument of a `*_mod`, `*_mod_val`, `*_scale_down_*`,
//!   `*_floordiv_val`: `nonzero`;
//! - the size of a new list or hash map (`*_alloc(n)`): `capacity`;
//! - every other `BasicSet` or `BasicMap` of a function of ISL's basic level
//!   (`isl_basic_set_*`, `isl_basic_map_*`), whose subject is one too:
//!   `same_params` (those functions assume aligned parameters, which the
//!   set-level ones establish themselves);
//! - the `space` of a `*_reset_space` / `*_reset_domain_space`: `like_space`
//!   / `like_domain_space` (ISL replaces the space without looking at it).

use crate::overrides;

/// The guards of a declaration with C name `c_name` and arguments
/// `name: Q<T>` (receiver excluded), in the DSL's syntax (`insert(type_, pos, n)`);
/// `receiver` is the receiver's qualifier (`"keep self"`, ...), if any.
pub fn derive(c_name: &str, args: &[String], receiver: Option<&str>) -> Vec<String> {
    if let Some((_, guards)) = overrides::GUARDS.iter().find(|(f, _)| *f == c_name) {
        return guards.iter().map(|g| g.to_string()).collect();
    }
    let split: Vec<(&str, &str)> = args.iter().filter_map(|a| a.split_once(": ")).collect();
    let names: Vec<&str> = split.iter().map(|(n, _)| *n).collect();
    let is_dim = |i: usize| split.get(i).is_some_and(|(_, t)| *t == "Param<DimType>");
    let is_int = |i: usize| {
        split
            .get(i)
            .is_some_and(|(_, t)| t.starts_with("Param<c_") && *t != "Param<c_char>")
    };
    let at = |i: usize| names.get(i).copied().unwrap_or("");
    let call = |guard: &str, from: usize, n: usize| {
        format!("{guard}({})", names[from..from + n].join(", "))
    };

    let mut guards = Vec::new();
    // Objects of the basic level have the same parameters as the subject
    // (the receiver, or the first argument of an associated function).
    let basic = |t: &str| {
        matches!(
            t,
            "Take<BasicSet>" | "Keep<BasicSet>" | "Take<BasicMap>" | "Keep<BasicMap>"
        )
    };
    let basic_level = ["isl_basic_set_", "isl_basic_map_"]
        .iter()
        .any(|p| c_name.starts_with(p) && !c_name[p.len()..].starts_with("list_"));
    if basic_level {
        let others: &[(&str, &str)] = match receiver {
            Some("keep self" | "take self" | "inplace self") => &split,
            None if split.first().is_some_and(|(_, t)| basic(t)) => &split[1..],
            _ => &[],
        };
        for (name, t) in others {
            if basic(t) {
                guards.push(format!("same_params({name})"));
            }
        }
    }
    // A space that replaces the object's: the same dimensions.
    if names.as_slice() == ["space"] && split[0].1 == "Take<Space>" {
        if c_name.ends_with("_reset_domain_space") {
            guards.push("like_domain_space(space)".to_string());
        } else if c_name.ends_with("_reset_space") {
            guards.push("like_space(space)".to_string());
        }
    }
    // Divisors: the last argument of a modulo, a scaling down or a floor
    // division by a value must not be zero.
    let divides = [
        "_mod",
        "_mod_val",
        "_mod_multi_val",
        "_scale_down_val",
        "_scale_down_ui",
    ]
    .iter()
    .chain(&["_scale_down_multi_val", "_floordiv_val", "_band_scale_down"])
    .any(|suffix| c_name.ends_with(suffix));
    if divides {
        if let Some(last) = names.last() {
            guards.push(format!("nonzero({last})"));
        }
    }
    // Capacities of new lists and hash maps.
    if c_name.ends_with("_alloc") && matches!(names.as_slice(), ["n"] | ["min_size"]) {
        guards.push(format!("capacity({})", names[0]));
    }
    let mut i = 0;
    while i < names.len() {
        let window = |pattern: &[&str]| pattern.iter().enumerate().all(|(k, p)| at(i + k) == *p);
        if window(&["dst_type", "dst_pos", "src_type", "src_pos", "n"]) {
            guards.push(call("move_", i, 5));
            i += 5;
        } else if window(&["type1", "pos1", "type2", "pos2"]) && is_dim(i) && is_dim(i + 2) {
            guards.push(call("pair", i, 4));
            i += 4;
        } else if at(i) == "c1" && (1..4).all(|k| is_dim(i + k)) && is_dim(i) {
            let n = if is_dim(i + 4) && at(i + 4) == "c5" {
                5
            } else {
                4
            };
            guards.push(call(&format!("columns{n}"), i, n));
            i += n;
        } else if is_dim(i)
            && matches!(at(i + 1), "first" | "pos")
            && at(i + 2) == "n"
            && c_name.ends_with("insert_dims")
        {
            // Insertion: `first` may be the end of the tuple, `n` is new.
            guards.push(call("insert", i, 3));
            i += 3;
        } else if is_dim(i) && at(i + 1) == "first" && matches!(at(i + 2), "n" | "num") {
            guards.push(call("range", i, 3));
            i += 3;
        } else if is_dim(i)
            && at(i + 1) == "n"
            && i + 2 == names.len()
            && c_name.ends_with("add_dims")
        {
            guards.push(call("add", i, 2));
            i += 2;
        } else if is_dim(i) && matches!(at(i + 1), "pos" | "n") && is_int(i + 1) {
            guards.push(call("pos", i, 2));
            i += 2;
        } else {
            i += 1;
        }
    }
    guards
}

/// The types whose space a guard reads (`Spaced` in `src/specs/guards/arguments.rs`).
const SPACED: &[&str] = &[
    "BasicSet",
    "BasicMap",
    "Set",
    "Map",
    "Space",
    "Aff",
    "PwAff",
    "MultiAff",
    "PwMultiAff",
    "MultiPwAff",
    "MultiVal",
    "MultiId",
    "Point",
    "Qpolynomial",
    "PwQpolynomial",
    "PwQpolynomialFold",
    "QpolynomialFold",
];

/// The types whose parts' spaces a guard reads (`PartSpaces` in
/// `src/specs/guards/products.rs`), besides the unions.
const PARTS: &[&str] = &[
    "BasicSet",
    "BasicMap",
    "Set",
    "Map",
    "Space",
    "LocalSpace",
    "MultiAff",
    "PwMultiAff",
    "MultiPwAff",
];

/// The endings of the functions that join two tuples of a space into one
/// (a wrap, a domain or range map, a curry, ...).
const JOINING: &[&str] = &[
    "_wrap",
    "_domain_map",
    "_range_map",
    "_deltas_map",
    "_curry",
    "_uncurry",
    "_zip",
    "_domain_map_multi_aff",
    "_domain_map_pw_multi_aff",
    "_range_map_multi_aff",
    "_range_map_pw_multi_aff",
    "_domain_map_union_pw_multi_aff",
];

/// The types whose lift a guard bounds (`Lifted`).
const LIFTED: &[&str] = &["BasicSet", "Set", "UnionSet", "MultiAff"];

/// The functions that may be NaN (`MayBeNan`).
const FUNCTIONS: &[&str] = &[
    "Aff",
    "PwAff",
    "MultiAff",
    "PwMultiAff",
    "MultiPwAff",
    "UnionPwMultiAff",
    "MultiUnionPwAff",
];

/// The object type of an argument `name: Take<T>` / `Keep<T>`.
fn object_type(arg: &str) -> Option<(&str, &str)> {
    let (name, ty) = arg.split_once(": ")?;
    let inner = ty
        .strip_prefix("Take<")
        .or_else(|| ty.strip_prefix("Keep<"))?
        .strip_suffix('>')?;
    Some((name, inner))
}

fn is_union(ty: &str) -> bool {
    ty.starts_with("Union") || ty == "MultiUnionPwAff"
}

/// The guards of the unpatched ISL (`src/specs/guards/`, by class), which
/// do nothing in the bundled build: checks that keep the system ISL off the
/// bugs the bundled build's patches fix, derived by class of function.
///
/// - gists of basic sets and maps, and of sets and maps: the context's
///   space (`unpatched_gist_space`);
/// - products of sets, maps, spaces and tuples of functions:
///   `unpatched_product`, `unpatched_domain_product`,
///   `unpatched_range_product` (dimensions within the bound; for sets and
///   maps, tuples that fit);
/// - comparisons of basic sets at a position (`compare_at`, `follows_at`):
///   `unpatched_same_dims`;
/// - `isl_set_insert_domain`, `isl_set_lift`, the unshifted hulls from a
///   list, the partial lexicographic optima, `isl_val_pow2`,
///   `isl_qpolynomial_as_aff`: a check each;
/// - products of unions and of tuples of union functions:
///   `unpatched_union_product`, `unpatched_union_domain_product`,
///   `unpatched_union_range_product` (each pair of parts within the bound);
///   operations that join two tuples into one (wraps, domain, range and
///   differences maps, curry, uncurry, zip: `unpatched_joined`) and lifts
///   (`unpatched_lift_dims`): the joined tuple within the bound;
/// - the functions ISL uses as the function of a preimage, by a name that
///   does not say so (a tuple's `intersect_range`, `apply_pw_aff`,
///   `apply_pw_multi_aff`, `apply_union_pw_multi_aff`):
///   `unpatched_no_nan_self`;
/// - pullbacks and preimages: no NaN in the function (`unpatched_no_nan`);
///   of a tuple of piecewise expressions, a function whose range is its
///   domain (`unpatched_pullback_space`); of a set or a relation, with ISL
///   0.25, a function of at least one piece (`before_0_27_preimage`);
/// - every reader of text (`*_read_from_str`): `unpatched_text`;
///   `isl_stream_read_id`: `unpatched_name_next`;
/// - printing (a printer as receiver or argument): `unpatched_printing`;
///   schedule trees: `unpatched_tree_format`;
/// - the functions an unpatched ISL crashes in at the operation limit:
///   bounded work runs with the limit lifted (`overrides::UNPATCHED_LIFTED`,
///   the `*_reverse` functions: `unpatched_lifted`), the rest refuses to run
///   under a limit (`overrides::UNPATCHED_UNLIMITED`: `unpatched_unlimited`,
///   and `unpatched_count` for counts); a scan of points, a set with
///   finitely many (`unpatched_scan`);
/// - a union made from, or given, an object that is not one: parameters
///   with names (`unpatched_named_params`, `unpatched_named_params_of`);
/// - lists concatenated and values combined: sizes within a bound
///   (`unpatched_list_concat`, `unpatched_val_size`), which the bundled
///   build's operation limit gives;
/// - the samples of unions, code generation from a schedule tree and AST
///   expressions from a build: `unpatched_union_sample`, `unpatched_codegen`,
///   `unpatched_build_dims`, `unpatched_member_access`.
pub fn unpatched(
    c_name: &str,
    owner: &str,
    args: &[String],
    receiver: Option<&str>,
    ret: &str,
) -> Vec<String> {
    let mut guards = Vec::new();
    let objects: Vec<(&str, &str)> = args.iter().filter_map(|a| object_type(a)).collect();
    let on_self = matches!(receiver, Some("keep self" | "take self" | "inplace self"));
    let spaced = |t: &str| SPACED.contains(&t);
    let first = |t: &[&str]| {
        objects
            .iter()
            .find(|(_, ty)| t.contains(ty))
            .map(|(n, _)| *n)
    };
    let strip = |s: &str, p: &str| s.strip_prefix(p).map(str::to_string);
    let base = ["isl_basic_map_", "isl_basic_set_", "isl_map_", "isl_set_"]
        .iter()
        .find_map(|p| strip(c_name, p));

    if let (Some(rest), true) = (&base, on_self) {
        let other = first(&["BasicMap", "BasicSet", "Map", "Set"]);
        match (rest.as_str(), other) {
            ("gist", Some(o)) => guards.push(format!("unpatched_gist_space({o})")),
            ("compare_at" | "follows_at", Some(o)) => {
                guards.push(format!("unpatched_same_dims({o})"))
            }
            ("insert_domain", _) if c_name == "isl_set_insert_domain" => {
                guards.push("unpatched_insert_domain(domain)".into())
            }
            ("lift", _) if c_name == "isl_set_lift" => guards.push("unpatched_lift()".into()),
            (r, Some(o)) if r.starts_with("partial_lex") => {
                guards.push(format!("unpatched_domain_of({o})"))
            }
            _ => {}
        }
        if rest.starts_with("unshifted_simple_hull_from_") {
            if let Some(l) = first(&["MapList", "SetList"]) {
                guards.push(format!("unpatched_list_space({l})"));
            }
        }
    }
    // Products of objects with spaces (unions aside).
    if on_self && spaced(owner) && c_name.ends_with("product") && !c_name.ends_with("_is_product") {
        if let Some((o, _)) = objects.iter().find(|(_, t)| spaced(t)) {
            let kind = if c_name.ends_with("domain_product") {
                "unpatched_domain_product"
            } else if c_name.ends_with("range_product") {
                "unpatched_range_product"
            } else {
                "unpatched_product"
            };
            guards.push(format!("{kind}({o})"));
        }
    }
    // Products of unions and of tuples of union functions: each pair of
    // parts they combine within the bound of spaces.
    if on_self && is_union(owner) && c_name.ends_with("product") {
        if let Some((o, _)) = objects
            .iter()
            .find(|(_, t)| is_union(t) || PARTS.contains(t))
        {
            let kind = if c_name.ends_with("domain_product") {
                "unpatched_union_domain_product"
            } else if c_name.ends_with("range_product") {
                "unpatched_union_range_product"
            } else {
                "unpatched_union_product"
            };
            guards.push(format!("{kind}({o})"));
        }
    }
    // Operations that join two tuples of their subject (the receiver, or
    // the first argument of an associated function) into one.
    let subject = if on_self {
        Some(owner)
    } else if receiver.is_none() {
        objects.first().map(|(_, t)| *t)
    } else {
        None
    };
    let joins = JOINING.iter().any(|j| c_name.ends_with(j))
        && !c_name.ends_with("_range_curry")
        && !c_name.contains("_wrapped_")
        && !c_name.contains("_can_");
    if joins && subject.is_some_and(|t| is_union(t) || PARTS.contains(&t)) {
        guards.push("unpatched_joined()".into());
    }
    if c_name.ends_with("_lift") && subject.is_some_and(|t| LIFTED.contains(&t)) {
        guards.push("unpatched_lift_dims()".into());
    }
    // Functions ISL uses as the function of a preimage without a name that
    // says so: a tuple of functions whose range is intersected, or to which
    // a piecewise function is applied; a function applied to another.
    let preimage_by_self = ["_intersect_range", "_apply_pw_aff", "_apply_pw_multi_aff"]
        .iter()
        .chain(&["_apply_union_pw_multi_aff"])
        .any(|suffix| c_name.ends_with(suffix));
    if on_self && preimage_by_self && FUNCTIONS.contains(&owner) {
        guards.push("unpatched_no_nan_self()".into());
    }
    // Pullbacks and preimages by functions.
    if c_name.contains("_pullback_") || c_name.contains("_preimage_") {
        for (n, t) in &objects {
            if matches!(
                *t,
                "Aff" | "PwAff" | "MultiAff" | "PwMultiAff" | "MultiPwAff" | "UnionPwMultiAff"
            ) {
                guards.push(format!("unpatched_no_nan({n})"));
            }
        }
        if c_name.starts_with("isl_multi_pw_aff_pullback_") {
            if let Some((n, _)) = objects.first() {
                guards.push(format!("unpatched_pullback_space({n})"));
            }
        }
        // ISL 0.25's preimage of a set or relation by a function of no
        // pieces keeps the object's own space (fixed in ISL 0.26).
        if on_self && matches!(owner, "Set" | "Map" | "UnionSet" | "UnionMap") {
            if let Some((n, _)) = objects.iter().find(|(_, t)| *t == "PwMultiAff") {
                guards.push(format!("before_0_27_preimage({n})"));
            }
        }
    }
    if c_name.ends_with("_list_concat") {
        if let Some((n, _)) = objects.first() {
            guards.push(format!("unpatched_list_concat({n})"));
        }
    }
    match c_name {
        "isl_val_add"
        | "isl_val_sub"
        | "isl_val_mul"
        | "isl_val_div"
        | "isl_multi_val_add"
        | "isl_multi_val_sub"
        | "isl_multi_val_scale_multi_val"
        | "isl_multi_val_scale_down_multi_val" => {
            if let Some((n, _)) = objects.first() {
                guards.push(format!("unpatched_val_size({n})"));
            }
        }
        "isl_val_pow2" => guards.push("unpatched_pow2()".into()),
        "isl_qpolynomial_as_aff" => guards.push("unpatched_finite()".into()),
        "isl_stream_read_id" => guards.push("unpatched_name_next()".into()),
        "isl_union_map_sample" | "isl_union_set_sample" => {
            guards.push("unpatched_union_sample()".into())
        }
        "isl_ast_build_node_from_schedule" => {
            if let Some((n, _)) = objects.first() {
                guards.push(format!("unpatched_codegen({n})"));
            }
        }
        "isl_ast_build_expr_from_pw_aff"
        | "isl_ast_build_expr_from_set"
        | "isl_ast_build_call_from_pw_multi_aff"
        | "isl_ast_build_call_from_multi_pw_aff" => {
            if let Some((n, _)) = objects.first() {
                guards.push(format!("unpatched_build_dims({n})"));
            }
        }
        "isl_ast_build_access_from_pw_multi_aff" | "isl_ast_build_access_from_multi_pw_aff" => {
            if let Some((n, _)) = objects.first() {
                guards.push(format!("unpatched_build_dims({n})"));
                guards.push(format!("unpatched_member_access({n})"));
            }
        }
        _ => {}
    }
    // Readers of text.
    if c_name.ends_with("_read_from_str") {
        if let Some(arg) = args.iter().find(|a| a.ends_with(": Param<str>")) {
            let (n, _) = arg.split_once(": ").expect("name: type");
            guards.push(format!("unpatched_text({n})"));
        }
    }
    // Printing.
    let printer_self = owner == "Printer" && (on_self || receiver == Some("move self"));
    if printer_self
        && c_name.starts_with("isl_printer_print_schedule")
        && c_name != "isl_printer_print_schedule_constraints"
    {
        guards.push("unpatched_tree_format()".into());
    } else if printer_self
        || (on_self && matches!(ret, "Str" | "OptStr") && c_name.contains("_to_"))
    {
        guards.push("unpatched_printing()".into());
    } else if let Some(p) = first(&["Printer"]) {
        guards.push(format!("unpatched_printing_of({p})"));
    }
    // Calls at the operation limit.
    let reverses = ["_domain_reverse", "_range_reverse", "_wrapped_reverse"];
    if c_name == "isl_set_count_val" {
        guards.push("unpatched_count()".into());
    } else if matches!(
        c_name,
        "isl_set_foreach_point" | "isl_union_set_foreach_point"
    ) {
        guards.push("unpatched_scan()".into());
    } else if crate::overrides::UNPATCHED_UNLIMITED.contains(&c_name) {
        guards.push("unpatched_unlimited()".into());
    } else if crate::overrides::UNPATCHED_LIFTED.contains(&c_name)
        || reverses.iter().any(|r| c_name.ends_with(r))
    {
        guards.push("unpatched_lifted()".into());
    }
    // Objects that become parts of unions.
    let ret_ty = ret
        .strip_prefix("Give<")
        .and_then(|r| r.strip_suffix('>'))
        .unwrap_or("");
    if is_union(ret_ty) || (on_self && is_union(owner)) {
        if on_self && spaced(owner) {
            guards.push("unpatched_named_params()".into());
        }
        for (n, t) in &objects {
            if spaced(t) {
                guards.push(format!("unpatched_named_params_of({n})"));
            }
        }
    }
    guards
}

#[cfg(test)]
mod tests {
    use super::{derive, unpatched};

    #[test]
    fn unpatched_classes() {
        let args = |list: &str| -> Vec<String> { list.split(", ").map(str::to_string).collect() };
        assert_eq!(
            unpatched(
                "isl_basic_map_gist",
                "BasicMap",
                &args("context: Take<BasicMap>"),
                Some("inplace self"),
                "Give<BasicMap>"
            ),
            ["unpatched_gist_space(context)"]
        );
        assert_eq!(
            unpatched(
                "isl_basic_map_domain_product",
                "BasicMap",
                &args("bmap2: Take<BasicMap>"),
                Some("inplace self"),
                "Give<BasicMap>"
            ),
            ["unpatched_domain_product(bmap2)"]
        );
        assert_eq!(
            unpatched(
                "isl_aff_pullback_multi_aff",
                "Aff",
                &args("ma: Take<MultiAff>"),
                Some("inplace self"),
                "Give<Aff>"
            ),
            ["unpatched_no_nan(ma)"]
        );
        assert_eq!(
            unpatched(
                "isl_set_read_from_str",
                "Set",
                &args("str: Param<str>"),
                Some("ctx"),
                "Give<Set>"
            ),
            ["unpatched_text(str)"]
        );
        assert_eq!(
            unpatched(
                "isl_union_set_from_set",
                "UnionSet",
                &args("set: Take<Set>"),
                None,
                "Give<UnionSet>"
            ),
            ["unpatched_named_params_of(set)"]
        );
        assert_eq!(
            unpatched(
                "isl_union_map_product",
                "UnionMap",
                &args("umap2: Take<UnionMap>"),
                Some("inplace self"),
                "Give<UnionMap>"
            ),
            ["unpatched_union_product(umap2)"]
        );
        assert_eq!(
            unpatched(
                "isl_multi_union_pw_aff_flat_range_product",
                "MultiUnionPwAff",
                &args("multi2: Take<MultiUnionPwAff>"),
                Some("inplace self"),
                "Give<MultiUnionPwAff>"
            ),
            ["unpatched_union_range_product(multi2)"]
        );
        for (c_name, owner) in [
            ("isl_map_wrap", "Map"),
            ("isl_union_map_domain_map", "UnionMap"),
            ("isl_space_zip", "Space"),
            ("isl_map_curry", "Map"),
        ] {
            let guards = unpatched(c_name, owner, &[], Some("keep self"), "Give<Set>");
            assert_eq!(guards, ["unpatched_joined()"], "{c_name}");
        }
        for c_name in [
            "isl_map_range_curry",
            "isl_map_can_curry",
            "isl_set_wrapped_domain_map",
        ] {
            let guards = unpatched(c_name, "Map", &[], Some("keep self"), "Give<Map>");
            assert!(guards.is_empty(), "{c_name}: {guards:?}");
        }
        assert_eq!(
            unpatched(
                "isl_multi_aff_domain_map",
                "MultiAff",
                &args("space: Take<Space>"),
                None,
                "Give<MultiAff>"
            ),
            ["unpatched_joined()"]
        );
        assert_eq!(
            unpatched(
                "isl_multi_union_pw_aff_apply_pw_aff",
                "MultiUnionPwAff",
                &args("pa: Take<PwAff>"),
                Some("take self"),
                "Give<UnionPwAff>"
            ),
            ["unpatched_no_nan_self()", "unpatched_named_params_of(pa)"]
        );
        assert!(unpatched(
            "isl_multi_union_pw_aff_apply_aff",
            "MultiUnionPwAff",
            &args("aff: Take<Aff>"),
            Some("take self"),
            "Give<UnionPwAff>"
        )
        .iter()
        .all(|g| g != "unpatched_no_nan_self()"));
        assert!(unpatched(
            "isl_set_union",
            "Set",
            &args("set2: Take<Set>"),
            Some("inplace self"),
            "Give<Set>"
        )
        .is_empty());
    }

    fn args(list: &str) -> Vec<String> {
        list.split(", ").map(str::to_string).collect()
    }

    #[test]
    fn patterns() {
        assert_eq!(
            derive(
                "isl_map_move_dims",
                &args("dst_type: Param<DimType>, dst_pos: Param<c_uint>, src_type: Param<DimType>, src_pos: Param<c_uint>, n: Param<c_uint>"),
                Some("keep self")
            ),
            ["move_(dst_type, dst_pos, src_type, src_pos, n)"]
        );
        assert_eq!(
            derive(
                "isl_set_insert_dims",
                &args("type_: Param<DimType>, pos: Param<c_uint>, n: Param<c_uint>"),
                Some("keep self")
            ),
            ["insert(type_, pos, n)"]
        );
        assert_eq!(
            derive(
                "isl_aff_insert_dims",
                &args("type_: Param<DimType>, first: Param<c_uint>, n: Param<c_uint>"),
                Some("keep self")
            ),
            ["insert(type_, first, n)"]
        );
        assert_eq!(
            derive(
                "isl_set_project_out",
                &args("type_: Param<DimType>, first: Param<c_uint>, n: Param<c_uint>"),
                Some("keep self")
            ),
            ["range(type_, first, n)"]
        );
        assert_eq!(
            derive(
                "isl_set_fix_si",
                &args("type_: Param<DimType>, pos: Param<c_uint>, value: Param<c_int>"),
                Some("keep self")
            ),
            ["pos(type_, pos)"]
        );
        assert_eq!(
            derive(
                "isl_set_add_dims",
                &args("type_: Param<DimType>, n: Param<c_uint>"),
                Some("keep self")
            ),
            ["add(type_, n)"]
        );
        assert_eq!(
            derive("isl_val_mod", &args("v2: Take<Val>"), Some("take self")),
            ["nonzero(v2)"]
        );
        assert_eq!(
            derive(
                "isl_multi_val_mod_multi_val",
                &args("mv: Take<MultiVal>"),
                Some("take self")
            ),
            ["nonzero(mv)"]
        );
        assert_eq!(
            derive("isl_set_list_alloc", &args("n: Param<c_int>"), Some("ctx")),
            ["capacity(n)"]
        );
        assert!(derive(
            "isl_set_union",
            &args("set2: Take<Set>"),
            Some("inplace self")
        )
        .is_empty());
        assert_eq!(
            derive(
                "isl_basic_map_domain_product",
                &args("bmap2: Take<BasicMap>"),
                Some("inplace self")
            ),
            ["same_params(bmap2)"]
        );
        assert_eq!(
            derive(
                "isl_basic_map_from_domain_and_range",
                &args("domain: Take<BasicSet>, range: Take<BasicSet>"),
                None
            ),
            ["same_params(range)"]
        );
    }
}
