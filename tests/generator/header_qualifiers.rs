//! Cross-checks every declaration of the specs DSL (hand-written and
//! generated) against ISL's public C headers.
//!
//! The DSL's `unsafe` calls are sound only if each qualifier matches ISL's
//! annotation: `Take<T>` ↔ `__isl_take`, `Keep<T>` ↔ `__isl_keep`,
//! `Give<T>` ↔ `__isl_give`, `Null<T>` ↔ `__isl_null`, a callback kind ↔ the
//! function pointer's exact type, and so on. This test recovers those
//! annotations from the headers and reports every declaration that
//! disagrees with them.
//!
//! The headers are read by [`isl_specgen::headers`] (the parser the spec
//! generator uses: `cc -E` keeping the annotations, then a small C
//! declaration parser). This file holds only the checker: header quirks are
//! smoothed out ([`normalize`], [`isl_specgen::overrides::MISSING_KEEP`] and `MISSING_GIVE`),
//! then each declaration is compared with its prototype ([`check`]).
//!
//! The DSL vocabulary checked (version 2, and version 1's `Foreach<T>`
//! argument):
//! - receivers `keep self`, `take self`, `via Wide : keep self` and
//!   `via Wide : take self` (the object converted to a wider type of ISL's
//!   class hierarchy), `inplace self` (the owner is
//!   not in [`isl_specgen::overrides::NO_IN_PLACE`], and the result `Give<Owner>`),
//!   `ctx` (an `isl_ctx *`), `ctx self` (an `isl_ctx *`, on `Context`);
//! - arguments `Take<T>`, `Keep<T>`, `Param<P>` (see [`param_c_type`]);
//! - a callback section after `;`, one or two callbacks, each the C
//!   function pointer and the `void *user` after it: `Foreach<T>`,
//!   `Foreach2<A, B>`, `Test<T>`, `Test2<A, B>`, `MapFn<T>`, `Cmp<T>`,
//!   `ForeachRef<T>`, `ForeachEnum<E>`, `BoundPair<C, B>` (see
//!   [`callback_c_type`]);
//! - results `Give<T>`, `OptGive<T>`, `Maybe<T>`, `Null<T>`, `Bool`, `Stat`,
//!   `Size`, `Str`, `OptStr`, `Int`, `Long`, `UInt`, `ULong`, `Double`,
//!   `Hash`, `SizeT`, `Void`, `Enum<E>`.

use isl_safe::internals::{declarations, Spec};
use isl_specgen::classify::{apply_missing_annotations, c_struct};
use isl_specgen::headers::{Ann, CParam, CType, Headers, Proto};
use isl_specgen::overrides::{ENUMS, NO_IN_PLACE};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

/// Rewrites the header spellings that mean the same as the canonical one:
/// - a few headers write borrowed strings as `__isl_keep const char *`
///   (`isl_id_get_name`, `isl_space_get_tuple_name`, `isl_space_set_dim_name`,
///   ...) where the rest write `const char *`; both are a string the callee
///   or the object keeps owning, so the annotation is dropped;
/// - `__isl_keep const isl_X *` (`isl_basic_set_total_dim`) borrows like
///   `__isl_keep isl_X *`, so the `const` is dropped.
fn normalize(ty: &mut CType) {
    if ty.ann == Some(Ann::Keep) && ty.is_const && ty.ptr == 1 {
        if ty.base == "char" {
            ty.ann = None;
        } else if ty.base.starts_with("isl_") {
            ty.is_const = false;
        }
    }
}

/// Applies [`normalize`] to a parameter (and a callback's parameters).
fn normalize_param(param: &mut CParam) {
    match param {
        CParam::Value(ty) => normalize(ty),
        CParam::FnPtr { ret, params } => {
            normalize(ret);
            params.iter_mut().for_each(normalize_param);
        }
        CParam::Variadic => {}
    }
}

/// The headers, preprocessed, parsed and normalized once for all tests.
fn headers() -> &'static Headers {
    static HEADERS: OnceLock<Headers> = OnceLock::new();
    HEADERS.get_or_init(|| {
        let include = Path::new(env!("ISL_INCLUDE_DIR"));
        let mut headers = Headers::read(include).unwrap_or_else(|e| panic!("{e}"));
        for (name, protos) in &mut headers.functions {
            for proto in protos {
                normalize(&mut proto.ret);
                proto.params.iter_mut().for_each(normalize_param);
                apply_missing_annotations(name, proto);
            }
        }
        headers
    })
}

/// The functions of ISL 0.25 (the generator's data file): with the system
/// ISL, generated declarations of other functions are `cfg`-gated away.
fn isl_0_25_functions() -> &'static std::collections::BTreeSet<String> {
    static LIST: OnceLock<std::collections::BTreeSet<String>> = OnceLock::new();
    LIST.get_or_init(|| {
        let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/specgen/data");
        isl_specgen::read_function_list(&data.join(isl_specgen::ISL_0_25_FUNCTIONS))
            .unwrap_or_else(|e| panic!("{e}"))
    })
}

/// An `isl_ctx *` parameter.
fn ctx_type() -> CType {
    CType::plain("isl_ctx", false, 1)
}

/// `void *` (a callback's user data).
fn void_ptr() -> CParam {
    CParam::Value(CType::plain("void", false, 1))
}

/// The C type a `Param<P>` is passed as, for each `P` the qualifiers support.
fn param_c_type(rust: &str) -> Option<CType> {
    let plain = |base: &str| CType::plain(base, false, 0);
    let rust = rust.rsplit("::").next().unwrap_or(rust);
    Some(match rust {
        "c_int" => plain("int"),
        "c_uint" => plain("unsigned int"),
        "c_long" => plain("long"),
        "c_ulong" => plain("unsigned long"),
        "f64" => plain("double"),
        "usize" => plain("size_t"),
        "bool" => plain("isl_bool"),
        "str" => CType::plain("char", true, 1),
        _ => plain(enum_c_type(rust)?),
    })
}

/// The C enum of a Rust enum name (`DimType` → `isl_dim_type`).
fn enum_c_type(rust: &str) -> Option<&'static str> {
    ENUMS.iter().find(|(_, r)| *r == rust).map(|(c, _)| *c)
}

/// The C function pointer a callback kind stands for: `Foreach<Set>` →
/// `isl_stat (*)(__isl_take isl_set *, void *)`.
fn callback_c_type(kind: &str, types: &[&str]) -> Result<CParam, String> {
    let object = |ann, i: usize| CParam::Value(CType::object(ann, &c_struct(types[i])));
    let plain = |base: &str| CType::plain(base, false, 0);
    // Callbacks ISL stores (`Stored<Kind>`): fixed AST types.
    if kind == "Stored" {
        let val = |ann, c: &str| CParam::Value(CType::object(ann, c));
        let give = |c: &str| CType::object(Ann::Give, c);
        let (ret, mut params) = match types {
            ["NodeBuildFn"] => (
                give("isl_ast_node"),
                vec![
                    val(Ann::Take, "isl_ast_node"),
                    val(Ann::Keep, "isl_ast_build"),
                ],
            ),
            ["BuildIdFn"] => (give("isl_id"), vec![val(Ann::Keep, "isl_ast_build")]),
            ["MarkBuildFn"] => (
                plain("isl_stat"),
                vec![val(Ann::Keep, "isl_id"), val(Ann::Keep, "isl_ast_build")],
            ),
            ["BuildNodeFn"] => (give("isl_ast_node"), vec![val(Ann::Take, "isl_ast_build")]),
            ["PrintFn"] => (
                give("isl_printer"),
                vec![
                    val(Ann::Take, "isl_printer"),
                    val(Ann::Take, "isl_ast_print_options"),
                    val(Ann::Keep, "isl_ast_node"),
                ],
            ),
            other => return Err(format!("unknown stored callback kind `{other:?}`")),
        };
        params.push(void_ptr());
        return Ok(CParam::FnPtr { ret, params });
    }
    // A callback with each value of an enum.
    if kind == "ForeachEnum" {
        let [e] = types else {
            return Err(format!("callback kind `{kind}` takes one enum"));
        };
        let c_enum = enum_c_type(e).ok_or_else(|| format!("unknown enum `{e}` in `{kind}`"))?;
        return Ok(CParam::FnPtr {
            ret: plain("isl_stat"),
            params: vec![CParam::Value(plain(c_enum)), void_ptr()],
        });
    }
    let arity = match kind {
        "Foreach" | "Test" | "MapFn" | "Cmp" | "ForeachRef" => 1,
        "Foreach2" | "Test2" | "BoundPair" => 2,
        _ => return Err(format!("unknown callback kind `{kind}`")),
    };
    if types.len() != arity {
        return Err(format!(
            "callback kind `{kind}` takes {arity} type(s), spec gives {}",
            types.len()
        ));
    }
    let (ret, mut params) = match kind {
        "Foreach" => (plain("isl_stat"), vec![object(Ann::Take, 0)]),
        "Foreach2" => (
            plain("isl_stat"),
            vec![object(Ann::Take, 0), object(Ann::Take, 1)],
        ),
        "Test" => (plain("isl_bool"), vec![object(Ann::Keep, 0)]),
        "ForeachRef" => (plain("isl_stat"), vec![object(Ann::Keep, 0)]),
        "BoundPair" => (
            plain("isl_stat"),
            vec![
                object(Ann::Take, 0),
                object(Ann::Take, 0),
                object(Ann::Take, 1),
            ],
        ),
        "Test2" => (
            plain("isl_bool"),
            vec![object(Ann::Keep, 0), object(Ann::Keep, 1)],
        ),
        "MapFn" => (
            CType::object(Ann::Give, &c_struct(types[0])),
            vec![object(Ann::Take, 0)],
        ),
        _ => (
            plain("int"),
            vec![object(Ann::Keep, 0), object(Ann::Keep, 0)],
        ),
    };
    params.push(void_ptr());
    Ok(CParam::FnPtr { ret, params })
}

/// The C return type a result marker (`Give<Set>`, `Bool`, ...) stands for.
fn ret_c_type(marker: &str) -> Result<CType, String> {
    let plain = |base: &str| CType::plain(base, false, 0);
    if let Some((q, ty)) = split_generic(marker) {
        return match q {
            "Give" => Ok(CType::object(Ann::Give, &c_struct(ty))),
            // NULL with no error is "nothing" (overrides::OPTIONAL_RESULTS).
            "OptGive" => Ok(CType::object(Ann::Give, &c_struct(ty))),
            // `__isl_give isl_maybe_isl_X`: a struct by value.
            "Maybe" => Ok(CType {
                ann: Some(Ann::Give),
                ..CType::plain(&format!("isl_maybe_{}", c_struct(ty)), false, 0)
            }),
            "Null" => Ok(CType::object(Ann::Null, &c_struct(ty))),
            "Enum" => enum_c_type(ty)
                .map(plain)
                .ok_or_else(|| format!("unknown enum in result marker `{marker}`")),
            _ => Err(format!("unknown result marker `{marker}`")),
        };
    }
    Ok(match marker {
        "Bool" => plain("isl_bool"),
        "Stat" => plain("isl_stat"),
        "Size" => plain("isl_size"),
        "Str" => CType {
            ann: Some(Ann::Give),
            ..CType::plain("char", false, 1)
        },
        "OptStr" => CType::plain("char", true, 1),
        "Int" => plain("int"),
        "Long" => plain("long"),
        "UInt" => plain("unsigned int"),
        "ULong" => plain("unsigned long"),
        "Double" => plain("double"),
        "Hash" => plain("uint32_t"),
        "SizeT" => plain("size_t"),
        "Void" => plain("void"),
        _ => return Err(format!("unknown result marker `{marker}`")),
    })
}

/// `Q<T>` (no whitespace) → `(Q, T)`.
fn split_generic(text: &str) -> Option<(&str, &str)> {
    let open = text.find('<')?;
    let inner = text[open + 1..].strip_suffix('>')?;
    Some((&text[..open], inner))
}

/// Splits a spec's parameter text at commas outside `<...>`.
fn split_spec_params(params: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut current = String::new();
    let mut depth = 0usize;
    for c in params.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        parts.push(current);
    }
    parts
}

/// Checks one declaration against the headers; returns its mismatches, each
/// prefixed with the declaration's owner, name and C function.
fn check(spec: &Spec, headers: &Headers) -> Vec<String> {
    let here = format!("{}::{} ({})", spec.owner, spec.name, spec.c_name);
    let Some(protos) = headers.functions.get(spec.c_name) else {
        return vec![format!("{here}: no such function in ISL's headers")];
    };
    protos
        .iter()
        .flat_map(|proto| check_proto(spec, proto))
        .map(|m| format!("{here}: {m}"))
        .collect()
}

/// Checks one declaration against one C prototype.
fn check_proto(spec: &Spec, proto: &Proto) -> Vec<String> {
    let mut problems = Vec::new();
    // The result marker, then any out-parameters: `Give<Map>, exact: OutBool`.
    let ret_and_outs = spec.ret.split_whitespace().collect::<String>();
    let mut ret_parts = split_spec_params(&ret_and_outs).into_iter();
    let ret = ret_parts.next().unwrap_or_default();
    let outs: Vec<String> = ret_parts.collect();
    let (ordinary, callback) = match spec.params.split_once(';') {
        Some((ordinary, callback)) => (ordinary, Some(callback)),
        None => (spec.params, None),
    };
    let mut parts = split_spec_params(ordinary).into_iter().peekable();
    let mut c_params = proto.params.iter().enumerate().peekable();
    let owner = c_struct(spec.owner);

    // A mismatch between the header's parameter `i` and what the spec expects.
    let param_problem = |i: usize, found: &CParam, what: &str, expected: &dyn fmt::Display| {
        format!("parameter {i}: header has `{found}`, spec says {what} (`{expected}`)")
    };

    // The receiver.
    let receiver = parts
        .peek()
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "));
    // A method from a wider type (`via Set : keep self`): the C receiver is
    // the wider type's, and ISL's class hierarchy must convert the owner to it.
    let (receiver, owner) = match receiver.as_deref().and_then(|r| r.strip_prefix("via ")) {
        Some(rest) => {
            let (wide, inner) = rest.split_once(':').unwrap_or((rest, ""));
            let (wide, inner) = (wide.trim(), inner.trim());
            let upcast = (spec.owner, wide);
            if !isl_safe::internals::UPCASTS.contains(&upcast) {
                problems.push(format!("`{}` does not convert to `{wide}`", spec.owner));
            }
            if !matches!(inner, "keep self" | "take self") {
                problems.push(format!("`via {wide}` needs `keep self` or `take self`"));
            }
            (Some(inner.to_string()), c_struct(wide))
        }
        None => (receiver, owner),
    };
    let expected_receiver = match receiver.as_deref() {
        Some("keep self") => Some(("keep self", CType::object(Ann::Keep, &owner))),
        Some("take self") => Some(("take self", CType::object(Ann::Take, &owner))),
        Some("inplace self") => Some(("inplace self", CType::object(Ann::Take, &owner))),
        Some("move self") => Some(("move self", CType::object(Ann::Take, &owner))),
        Some("ctx") => Some(("ctx", ctx_type())),
        Some("ctx self") => Some(("ctx self", ctx_type())),
        _ => None,
    };
    if let Some((what, expected)) = expected_receiver {
        parts.next();
        match c_params.next() {
            Some((_, CParam::Value(ty))) if *ty == expected => {}
            Some((i, found)) => problems.push(param_problem(i, found, what, &expected)),
            None => problems.push(format!(
                "spec has `{what}` but the C function has no parameters"
            )),
        }
        if what == "inplace self" {
            if ret != format!("Give<{}>", spec.owner) {
                problems.push(format!(
                    "`inplace self` needs the result `Give<{}>`, spec says `{ret}`",
                    spec.owner
                ));
            }
            if NO_IN_PLACE.contains(&owner.as_str()) {
                problems.push(format!(
                    "`inplace self` on `{}`, which is in the NO_IN_PLACE list",
                    spec.owner
                ));
            }
        }
        if what == "ctx self" && spec.owner != "Context" {
            problems.push(format!(
                "`ctx self` is for `Context`'s functions, not `{}`'s",
                spec.owner
            ));
        }
        let callback_receiver = matches!(what, "keep self" | "take self" | "inplace self");
        if callback.is_some() && !callback_receiver {
            problems.push(format!("a callback section with the receiver `{what}`"));
        }
    } else if callback.is_some() {
        problems.push("a callback section with no receiver".to_string());
    }

    // The arguments.
    for part in parts {
        let part = part.split_whitespace().collect::<String>();
        let Some((name, qualified)) = part.split_once(':') else {
            problems.push(format!("cannot read the spec's argument `{part}`"));
            continue;
        };
        let Some((q, ty)) = split_generic(qualified) else {
            problems.push(format!("cannot read the spec's argument `{part}`"));
            continue;
        };
        let Some((i, found)) = c_params.next() else {
            problems.push(format!(
                "spec's argument `{part}` has no C parameter (the C function has {})",
                proto.params.len()
            ));
            continue;
        };
        let expected = match q {
            "Take" => CType::object(Ann::Take, &c_struct(ty)),
            "Keep" => CType::object(Ann::Keep, &c_struct(ty)),
            "Param" => match param_c_type(ty) {
                Some(expected) => expected,
                None => {
                    problems.push(format!(
                        "argument `{name}`: no known C type for `Param<{ty}>`"
                    ));
                    continue;
                }
            },
            // Version 1's callback argument: a `foreach` callback and `void *user`.
            "Foreach" => {
                check_callback(&part, found, i, &mut c_params, &mut problems);
                continue;
            }
            _ => {
                problems.push(format!("unknown argument qualifier in `{part}`"));
                continue;
            }
        };
        if *found != CParam::Value(expected.clone()) {
            problems.push(param_problem(i, found, &format!("`{part}`"), &expected));
        }
    }

    // The callback section: the last C parameters, a function pointer and
    // its `void *user` for each callback (two for `*_list_foreach_scc`).
    let callbacks = callback.map(|c| split_spec_params(&c.split_whitespace().collect::<String>()));
    for part in callbacks.into_iter().flatten() {
        match c_params.next() {
            Some((i, found)) => {
                check_callback(&part, found, i, &mut c_params, &mut problems);
            }
            None => problems.push(format!(
                "spec's callback `{part}` has no C parameter (the C function has {})",
                proto.params.len()
            )),
        }
    }

    // Out-parameters: the last C parameters, after the others.
    for out in &outs {
        let Some((i, found)) = c_params.next() else {
            problems.push(format!("spec's out-parameter `{out}` has no C parameter"));
            continue;
        };
        let kind = out.split_once(':').map(|(_, k)| k).unwrap_or(out);
        let expected = match split_generic(kind) {
            Some(("OutGive", ty)) => Some(CType {
                ptr: 2,
                ..CType::object(Ann::Give, &c_struct(ty))
            }),
            None if kind == "OutBool" => Some(CType::plain("isl_bool", false, 1)),
            None if kind == "OutInt" => Some(CType::plain("int", false, 1)),
            _ => None,
        };
        match expected {
            Some(expected) if *found == CParam::Value(expected.clone()) => {}
            Some(expected) => {
                problems.push(param_problem(i, found, &format!("`{out}`"), &expected))
            }
            None => problems.push(format!("unknown out-parameter kind in `{out}`")),
        }
    }

    let extra: Vec<String> = c_params.map(|(i, p)| format!("{i}: `{p}`")).collect();
    if !extra.is_empty() {
        problems.push(format!(
            "C parameters not covered by the spec: {}",
            extra.join(", ")
        ));
    }

    // The result.
    match ret_c_type(&ret) {
        Ok(expected) if expected == proto.ret => {}
        Ok(expected) => problems.push(format!(
            "result: header has `{}`, spec says `{ret}` (`{expected}`)",
            proto.ret
        )),
        Err(e) => problems.push(e),
    }
    problems
}

/// Checks a callback `name:Kind<T,...>` (whitespace removed) against the C
/// parameter `i` and the `void *user` after it (taken from `rest`).
fn check_callback<'a>(
    part: &str,
    found: &CParam,
    i: usize,
    rest: &mut impl Iterator<Item = (usize, &'a CParam)>,
    problems: &mut Vec<String>,
) {
    let Some((_, qualified)) = part.split_once(':') else {
        problems.push(format!("cannot read the spec's callback `{part}`"));
        return;
    };
    let Some((kind, types)) = split_generic(qualified) else {
        problems.push(format!("cannot read the spec's callback `{part}`"));
        return;
    };
    let types: Vec<&str> = types.split(',').collect();
    match callback_c_type(kind, &types) {
        Ok(expected) if expected == *found => {}
        Ok(expected) => problems.push(format!(
            "parameter {i}: header has `{found}`, spec says `{part}` (`{expected}`)"
        )),
        Err(e) => problems.push(format!("parameter {i}: {e}")),
    }
    match rest.next() {
        Some((_, found)) if *found == void_ptr() => {}
        Some((j, found)) => problems.push(format!(
            "parameter {j}: header has `{found}`, spec's `{part}` needs `void *user` after it"
        )),
        None => problems.push(format!(
            "spec's `{part}` needs a `void *user` parameter after the callback"
        )),
    }
}

/// Every declaration of the DSL agrees with ISL's header annotations.
#[test]
fn specs_match_isl_headers() {
    let headers = headers();
    let isl_functions = headers.isl_functions().count();
    assert!(
        isl_functions > 3000,
        "the header parser found only {isl_functions} ISL functions"
    );

    let mut checked = 0;
    let mut gated = 0;
    let mut mismatches = Vec::new();
    for spec in declarations() {
        // With the system ISL 0.25, the generator's `#[cfg(not(isl_before_0_27))]`
        // declarations are of functions its headers lack.
        if cfg!(isl_before_0_27)
            && !headers.functions.contains_key(spec.c_name)
            && !isl_0_25_functions().contains(spec.c_name)
        {
            gated += 1;
            continue;
        }
        checked += 1;
        mismatches.extend(check(spec, headers));
    }
    assert_eq!(checked + gated, declarations().count());
    assert!(checked > 300, "only {checked} declarations");
    assert!(
        mismatches.is_empty(),
        "{} of {checked} declarations disagree with ISL's headers:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
    eprintln!(
        "checked {checked} declarations against {isl_functions} ISL functions \
         ({gated} gated out for ISL 0.25)"
    );
}

/// Every declaration the generator writes agrees with ISL's headers too
/// (checked here as well, so that a generator bug shows up before the
/// generated files are wired into the crate).
#[test]
#[cfg(not(isl_system))]
fn generated_specs_match_isl_headers() {
    let include = Path::new(env!("ISL_INCLUDE_DIR"));
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/specgen/data");
    let analysis = isl_specgen::Analysis::read(include, &data).unwrap_or_else(|e| panic!("{e}"));
    /// A `&'static str` for a [`Spec`] field.
    fn leak(text: &str) -> &'static str {
        Box::leak(text.to_string().into_boxed_str())
    }

    let mut checked = 0;
    let mut mismatches = Vec::new();
    for decl in analysis.decls() {
        let line = decl.lines().pop().expect("a fn line");
        let (params, ret) = line
            .strip_prefix(&format!("fn {}(", decl.name))
            .and_then(|rest| rest.rsplit_once(") -> "))
            .expect("fn name(params) -> ret = c_name;");
        let ret = ret.split(" = ").next().expect("ret = c_name");
        let spec = Spec {
            owner: leak(&decl.owner),
            name: leak(&decl.name),
            c_name: leak(&decl.c_name),
            params: leak(params),
            ret: leak(ret),
        };
        checked += 1;
        mismatches.extend(check(&spec, headers()));
    }
    assert!(checked > 2000, "only {checked} generated declarations");
    assert!(
        mismatches.is_empty(),
        "{} of {checked} generated declarations disagree with ISL's headers:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}

/// A fake declaration of `isl_set_union` (`__isl_take isl_set *set1,
/// __isl_take isl_set *set2` → `__isl_give isl_set *`).
fn fake(params: &'static str, ret: &'static str) -> Spec {
    Spec {
        owner: "Set",
        name: "union",
        c_name: "isl_set_union",
        params,
        ret,
    }
}

/// The checker reports wrong qualifiers, types, receivers, results,
/// callbacks and arity.
#[test]
fn checker_catches_mismatches() {
    let headers = headers();
    let ok = |s: &Spec| {
        let problems = check(s, headers);
        assert!(problems.is_empty(), "{s:?}: {problems:?}");
    };
    let bad = |s: &Spec, needle: &str| {
        let problems = check(s, headers);
        assert!(
            problems.iter().any(|p| p.contains(needle)),
            "expected a mismatch mentioning `{needle}` for {s:?}, got {problems:?}"
        );
    };

    // The real declaration passes, whatever the whitespace.
    ok(&fake("inplace self, set2 : Take < Set >", "Give < Set >"));
    ok(&fake("take self, set2: Take<Set>", "Give<Set>"));
    ok(&fake(
        "set1 : Take < Set >, set2 : Take < Set >",
        "Give < Set >",
    ));

    // Wrong qualifiers.
    bad(
        &fake("keep self, set2 : Take < Set >", "Give < Set >"),
        "parameter 0",
    );
    bad(
        &fake("inplace self, set2 : Keep < Set >", "Give < Set >"),
        "parameter 1",
    );
    bad(
        &fake("inplace self, set2 : Param < c_int >", "Give < Set >"),
        "parameter 1",
    );
    // A wrong Rust type: C takes an isl_set, not an isl_map.
    bad(
        &fake("inplace self, set2 : Take < Map >", "Give < Set >"),
        "isl_map",
    );
    bad(
        &fake("take self, set2 : Take < BasicSet >", "Give < Set >"),
        "isl_basic_set",
    );
    // A method from a wider type: the owner must convert to it, and the C
    // receiver must be the wider type's.
    bad(
        &fake(
            "via BasicSet : take self, set2 : Take < Set >",
            "Give < Set >",
        ),
        "does not convert",
    );
    bad(
        &fake(
            "via UnionSet : take self, set2 : Take < Set >",
            "Give < Set >",
        ),
        "parameter 0",
    );
    bad(
        &fake(
            "via UnionSet : inplace self, set2 : Take < Set >",
            "Give < Set >",
        ),
        "needs `keep self` or `take self`",
    );
    // Wrong results.
    bad(
        &fake("take self, set2 : Take < Set >", "Null < Set >"),
        "result",
    );
    bad(
        &fake("take self, set2 : Take < Set >", "Give < Map >"),
        "result",
    );
    bad(&fake("take self, set2 : Take < Set >", "Bool"), "result");
    bad(&fake("take self, set2 : Take < Set >", "Void"), "result");
    bad(
        &fake("take self, set2 : Take < Set >", "Enum < DimType >"),
        "result",
    );
    bad(
        &fake("inplace self, set2 : Take < Set >", "Give < Map >"),
        "inplace self",
    );
    // Wrong arity.
    bad(&fake("inplace self", "Give < Set >"), "not covered");
    bad(
        &fake(
            "inplace self, set2 : Take < Set >, n : Param < c_int >",
            "Give < Set >",
        ),
        "no C parameter",
    );
    // Unknown functions, qualifiers, parameter types and markers.
    bad(
        &Spec {
            c_name: "isl_set_no_such_function",
            ..fake("keep self", "Bool")
        },
        "no such function",
    );
    bad(
        &fake("inplace self, set2 : Borrow < Set >", "Give < Set >"),
        "unknown argument qualifier",
    );
    bad(
        &fake("inplace self, set2 : Param < f32 >", "Give < Set >"),
        "no known C type",
    );
    bad(
        &fake("take self, set2 : Take < Set >", "Give2 < Set >"),
        "unknown result marker",
    );
    bad(
        &fake("take self, set2 : Take < Set >", "Enum < Color >"),
        "unknown enum",
    );

    // Receivers and the other markers, on other functions.
    let spec = |owner, c_name, params, ret| Spec {
        owner,
        name: "f",
        c_name,
        params,
        ret,
    };
    ok(&spec(
        "Set",
        "isl_set_read_from_str",
        "ctx, str : Param < str >",
        "Give < Set >",
    ));
    bad(
        &spec(
            "Set",
            "isl_set_read_from_str",
            "str : Param < str >",
            "Give < Set >",
        ),
        "parameter 0",
    );
    ok(&spec("Set", "isl_set_free", "take self", "Null < Set >"));
    bad(
        &spec("Set", "isl_set_free", "take self", "Give < Set >"),
        "result",
    );
    ok(&spec("Set", "isl_set_to_str", "keep self", "Str"));
    bad(
        &spec("Set", "isl_set_to_str", "keep self", "OptStr"),
        "result",
    );
    ok(&spec(
        "Set",
        "isl_set_get_tuple_name",
        "keep self",
        "OptStr",
    ));
    bad(
        &spec("Set", "isl_set_get_tuple_name", "keep self", "Str"),
        "result",
    );
    ok(&spec(
        "Set",
        "isl_set_dim",
        "keep self, type_ : Param < DimType >",
        "Size",
    ));
    bad(
        &spec(
            "Set",
            "isl_set_dim",
            "keep self, type_ : Param < c_uint >",
            "Size",
        ),
        "parameter 1",
    );
    // `inplace self` never on the NO_IN_PLACE types.
    ok(&spec(
        "Printer",
        "isl_printer_print_set",
        "move self, set : Keep < Set >",
        "Give < Printer >",
    ));
    bad(
        &spec(
            "Printer",
            "isl_printer_print_set",
            "inplace self, set : Keep < Set >",
            "Give < Printer >",
        ),
        "NO_IN_PLACE",
    );
    // Out-parameters after the result.
    ok(&spec(
        "Map",
        "isl_map_transitive_closure",
        "take self",
        "Give < Map >, exact : OutBool",
    ));
    ok(&spec(
        "Val",
        "isl_val_gcdext",
        "take self, v2 : Take < Val >",
        "Give < Val >, x : OutGive < Val >, y : OutGive < Val >",
    ));
    bad(
        &spec(
            "Map",
            "isl_map_transitive_closure",
            "take self",
            "Give < Map >, exact : OutInt",
        ),
        "exact:OutInt",
    );
    bad(
        &spec(
            "Map",
            "isl_map_transitive_closure",
            "take self",
            "Give < Map >",
        ),
        "not covered",
    );
    bad(
        &spec(
            "Val",
            "isl_val_gcdext",
            "take self, v2 : Take < Val >",
            "Give < Val >, x : OutGive < Set >, y : OutGive < Val >",
        ),
        "x:OutGive<Set>",
    );
    // Version 1's `foreach` argument.
    ok(&spec(
        "Set",
        "isl_set_foreach_basic_set",
        "keep self, each : Foreach < BasicSet >",
        "Stat",
    ));
    bad(
        &spec(
            "Set",
            "isl_set_foreach_basic_set",
            "keep self, each : Foreach < Set >",
            "Stat",
        ),
        "parameter 1",
    );
    // Functions declared through ISL's macros are found too.
    ok(&spec("SetList", "isl_set_list_size", "keep self", "Size"));
    ok(&spec(
        "SetList",
        "isl_set_list_get_at",
        "keep self, index : Param < c_int >",
        "Give < Set >",
    ));
    // `__isl_keep const char *` is read as `const char *`.
    ok(&spec("Id", "isl_id_get_name", "keep self", "OptStr"));
    ok(&spec(
        "Space",
        "isl_space_set_dim_name",
        "take self, type_ : Param < DimType >, pos : Param < c_uint >, s : Param < str >",
        "Give < Space >",
    ));
    // `__isl_keep const isl_basic_set *` is read as `__isl_keep isl_basic_set *`.
    ok(&spec(
        "BasicSet",
        "isl_basic_set_total_dim",
        "keep self",
        "Size",
    ));
    // The override table fills in `isl_id_copy`'s missing `__isl_keep`.
    ok(&spec("Id", "isl_id_copy", "keep self", "Give < Id >"));

    // Two callbacks, each with its `void *user`, in the C order.
    ok(&spec(
        "ValList",
        "isl_val_list_foreach_scc",
        "keep self ; follows : Test2 < Val, Val >, fn_ : Foreach < ValList >",
        "Stat",
    ));
    bad(
        &spec(
            "ValList",
            "isl_val_list_foreach_scc",
            "keep self ; fn_ : Foreach < ValList >, follows : Test2 < Val, Val >",
            "Stat",
        ),
        "parameter 1",
    );
    bad(
        &spec(
            "ValList",
            "isl_val_list_foreach_scc",
            "keep self ; follows : Test2 < Val, Val >",
            "Stat",
        ),
        "not covered",
    );
    // Callbacks with an enum, a borrowed object, optional bounds; maybe results.
    ok(&spec(
        "AstNode",
        "isl_ast_node_foreach_ast_expr_op_type",
        "keep self ; fn_ : ForeachEnum < AstExprOpType >",
        "Stat",
    ));
    bad(
        &spec(
            "AstNode",
            "isl_ast_node_foreach_ast_expr_op_type",
            "keep self ; fn_ : ForeachEnum < DimType >",
            "Stat",
        ),
        "parameter 1",
    );
    bad(
        &spec(
            "ScheduleNode",
            "isl_schedule_node_foreach_ancestor_top_down",
            "keep self ; fn_ : Foreach < ScheduleNode >",
            "Stat",
        ),
        "parameter 1",
    );
    bad(
        &spec(
            "BasicSet",
            "isl_basic_set_foreach_bound_pair",
            "keep self, type_ : Param < DimType >, pos : Param < c_uint > ; fn_ : BoundPair < Constraint, Set >",
            "Stat",
        ),
        "parameter 3",
    );
    bad(
        &spec(
            "IdToId",
            "isl_id_to_id_try_get",
            "keep self, key : Keep < Id >",
            "Maybe < PwAff >",
        ),
        "result",
    );

    // Version 2: the callback section.
    ok(&spec(
        "Set",
        "isl_set_foreach_basic_set",
        "keep self ; fn_ : Foreach < BasicSet >",
        "Stat",
    ));
    bad(
        &spec(
            "Set",
            "isl_set_foreach_basic_set",
            "keep self ; fn_ : Foreach < Set >",
            "Stat",
        ),
        "parameter 1",
    );
    bad(
        &spec(
            "Set",
            "isl_set_foreach_basic_set",
            "keep self ; fn_ : Test < BasicSet >",
            "Stat",
        ),
        "parameter 1",
    );
    bad(
        &spec(
            "Set",
            "isl_set_foreach_basic_set",
            "keep self ; fn_ : Visit < BasicSet >",
            "Stat",
        ),
        "unknown callback kind",
    );
    bad(
        &spec("Set", "isl_set_foreach_basic_set", "keep self", "Stat"),
        "not covered",
    );
    bad(
        &spec(
            "Set",
            "isl_set_foreach_basic_set",
            "ctx ; fn_ : Foreach < BasicSet >",
            "Stat",
        ),
        "callback section",
    );
    ok(&spec(
        "PwAff",
        "isl_pw_aff_foreach_piece",
        "keep self ; fn_ : Foreach2 < Set, Aff >",
        "Stat",
    ));
    bad(
        &spec(
            "PwAff",
            "isl_pw_aff_foreach_piece",
            "keep self ; fn_ : Foreach2 < Aff, Set >",
            "Stat",
        ),
        "parameter 1",
    );
    bad(
        &spec(
            "PwAff",
            "isl_pw_aff_foreach_piece",
            "keep self ; fn_ : Foreach < Set >",
            "Stat",
        ),
        "parameter 1",
    );
    ok(&spec(
        "SetList",
        "isl_set_list_every",
        "keep self ; test : Test < Set >",
        "Bool",
    ));
    ok(&spec(
        "PwAff",
        "isl_pw_aff_every_piece",
        "keep self ; test : Test2 < Set, Aff >",
        "Bool",
    ));
    ok(&spec(
        "SetList",
        "isl_set_list_map",
        "inplace self ; fn_ : MapFn < Set >",
        "Give < SetList >",
    ));
    bad(
        &spec(
            "SetList",
            "isl_set_list_map",
            "inplace self ; fn_ : MapFn < Map >",
            "Give < SetList >",
        ),
        "parameter 1",
    );
    ok(&spec(
        "SetList",
        "isl_set_list_sort",
        "inplace self ; cmp : Cmp < Set >",
        "Give < SetList >",
    ));
    bad(
        &spec(
            "SetList",
            "isl_set_list_sort",
            "inplace self ; cmp : Test2 < Set, Set >",
            "Give < SetList >",
        ),
        "parameter 1",
    );

    // Version 2: `ctx self`, the new parameter types and result markers.
    ok(&spec(
        "Context",
        "isl_options_set_schedule_outer_coincidence",
        "ctx self, val : Param < c_int >",
        "Stat",
    ));
    bad(
        &spec(
            "Set",
            "isl_options_set_schedule_outer_coincidence",
            "ctx self, val : Param < c_int >",
            "Stat",
        ),
        "ctx self",
    );
    ok(&spec(
        "Context",
        "isl_ctx_set_max_operations",
        "ctx self, max_operations : Param < c_ulong >",
        "Void",
    ));
    ok(&spec(
        "Context",
        "isl_ctx_get_max_operations",
        "ctx self",
        "ULong",
    ));
    bad(
        &spec("Context", "isl_ctx_get_max_operations", "ctx self", "UInt"),
        "result",
    );
    ok(&spec("Val", "isl_val_get_d", "keep self", "Double"));
    ok(&spec("Val", "isl_val_get_hash", "keep self", "Hash"));
    ok(&spec("Set", "isl_set_dump", "keep self", "Void"));
    ok(&spec(
        "AstExpr",
        "isl_ast_expr_get_op_type",
        "keep self",
        "Enum < AstExprOpType >",
    ));
    bad(
        &spec(
            "AstExpr",
            "isl_ast_expr_get_op_type",
            "keep self",
            "Enum < AstExprType >",
        ),
        "result",
    );
    ok(&spec(
        "Aff",
        "isl_aff_get_denominator_val",
        "keep self",
        "Give < Val >",
    ));
    ok(&spec(
        "Printer",
        "isl_printer_print_double",
        "take self, d : Param < f64 >",
        "Give < Printer >",
    ));
    bad(
        &spec(
            "Printer",
            "isl_printer_print_double",
            "take self, d : Param < c_int >",
            "Give < Printer >",
        ),
        "parameter 1",
    );
    ok(&spec(
        "PwQpolynomialFold",
        "isl_pw_qpolynomial_fold_alloc",
        "type_ : Param < Fold >, set : Take < Set >, fold : Take < QpolynomialFold >",
        "Give < PwQpolynomialFold >",
    ));
    ok(&spec(
        "ScheduleNode",
        "isl_schedule_node_get_type",
        "keep self",
        "Enum < ScheduleNodeType >",
    ));
    // `Param<bool>` is an `isl_bool` (no function of ISL 0.27 takes one).
    assert_eq!(
        param_c_type("bool"),
        Some(CType::plain("isl_bool", false, 0))
    );
    ok(&spec(
        "IslVec",
        "isl_vec_get_element_val",
        "keep self, pos : Param < c_int >",
        "Give < Val >",
    ));
}

/// The conversions accepted where a wider type is expected
/// ([`isl_safe::internals::UPCASTS`]) are exactly ISL's class hierarchy:
/// the transitive closure of the `struct __isl_subclass(isl_wide) isl_narrow;`
/// declarations of its headers.
#[test]
fn upcasts_follow_isl_class_hierarchy() {
    use isl_specgen::classify::rust_type;
    use isl_specgen::upcasts::{subclasses, wider};
    use std::collections::BTreeSet;
    let direct = subclasses(Path::new(env!("ISL_INCLUDE_DIR"))).unwrap();
    let expected: BTreeSet<(String, String)> = direct
        .keys()
        .flat_map(|narrow| {
            wider(&direct, narrow)
                .into_iter()
                .map(|wide| (rust_type(narrow), rust_type(&wide)))
        })
        .collect();
    assert!(expected.contains(&("Point".into(), "UnionSet".into())));
    let actual: BTreeSet<(String, String)> = isl_safe::internals::UPCASTS
        .iter()
        .map(|(n, w)| (n.to_string(), w.to_string()))
        .collect();
    assert_eq!(actual, expected);
}
