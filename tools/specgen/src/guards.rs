//! The argument guards of a declaration (`check name(args)` after the C
//! name; see `src/specs/guard.rs`): checks of the arguments ISL does not
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

#[cfg(test)]
mod tests {
    use super::derive;

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
