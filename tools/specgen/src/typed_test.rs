//! The test of the generated typed methods (`tests/typed/typed_reentry/calls.rs`):
//! every method generated into `src/typed/generated/` (and its by-value
//! form), called on objects of several kinds, each `Ok` result re-entered
//! through `TryFrom` of its untyped object into the type it claims.
//!
//! The generated file holds one `call!` line per method and kind
//! instantiation; the harness (`tests/typed/typed_reentry.rs`) builds the objects
//! from their kinds, counts calls and `Ok` results per method, and fails on
//! any result whose tuples are not the kinds its type says, or on a method
//! never called.
//!
//! Each method's kind variables (its impl's and its own) are instantiated
//! several ways: named kinds of different arities (`S[2]`, `A[1]`, `B[3]`,
//! ...), unnamed ones (`Anon<N>`, `Unnamed`), a nested one (`Pair<S, A>`),
//! a group (`G = S | B`) and `Params` where the method allows it.

use crate::typed_emit::{Method, RTy, TestShape, RK};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The folder of the generated test file, relative to the repository root.
pub const TYPED_TEST_DIR: &str = "tests/typed/typed_reentry";

/// The generated test file.
pub const CALLS_FILE: &str = "tests/typed/typed_reentry/calls.rs";

/// The test's named kinds, in the order variables take them, with their
/// arities (`tuples!` in the harness declares them).
const NAMED: &[(&str, usize)] = &[("S", 2), ("A", 1), ("B", 3), ("C", 2), ("E", 1)];

/// Unnamed kinds, in the order variables take them.
const ANON: &[&str] = &["Anon<2>", "Anon<1>", "Anon<3>", "Anon<2>", "Anon<1>"];

/// A named kind of the same arity as `kind` (the kind samples of `Unnamed`
/// have 1 dimension), for a renaming that succeeds.
fn twin(kind: &str) -> &'static str {
    match kind {
        "S" => "C",
        "C" | "Anon<2>" => "S",
        "A" => "E",
        "Unnamed" => "A",
        "E" | "Anon<1>" => "A",
        "B" | "Anon<3>" => "B",
        _ => "S",
    }
}

/// The harness's group and the member of it of the arity of `kind` (the
/// kind samples of `Unnamed` have 1 dimension), for a renaming into a
/// group that succeeds: `G = S | B`, `ES = E | S`.
fn group_member(kind: &str) -> (&'static str, &'static str) {
    match kind {
        "B" | "Anon<3>" => ("G", "B"),
        "A" | "E" | "Anon<1>" | "Unnamed" => ("ES", "E"),
        _ => ("G", "S"),
    }
}

/// Whether `kind` is a [`Tuple`](isl_safe::typed::Tuple): named or unnamed,
/// not wrapped, not a group.
fn is_tuple(kind: &str) -> bool {
    NAMED.iter().any(|(n, _)| *n == kind) || kind.starts_with("Anon<") || kind == "Unnamed"
}

/// The key of a method in the harness's counts: `Map<D, R>::apply_range`.
fn key(m: &Method, by_value: bool) -> String {
    let mut p = String::new();
    crate::typed_emit::render_pattern(&m.ty, &m.pattern, &mut p);
    if by_value {
        format!("ByValue<{p}>::{}", m.name)
    } else {
        format!("{p}::{}", m.name)
    }
}

/// A variable of a method: its name, whether it may be `Params`, its bound.
struct Var {
    name: String,
    params: bool,
    bound: &'static str,
}

fn variables(m: &Method) -> Vec<Var> {
    let mut names = Vec::new();
    m.pattern.iter().for_each(|k| k.vars(&mut names));
    let impl_count = names.len();
    names.extend(m.generics.iter().cloned());
    names
        .into_iter()
        .enumerate()
        .map(|(i, name)| Var {
            params: if i < impl_count {
                m.impl_setkind.as_ref() == Some(&name)
            } else {
                m.setkind.contains(&name)
            },
            bound: m.bounds.get(&name).copied().unwrap_or("Kind"),
            name,
        })
        .collect()
}

/// The pattern variable a renaming's target replaces (the variable at the
/// same position of the receiver's pattern), if any.
fn replaced(m: &Method, target: &str) -> Option<String> {
    let RTy::Typed(_, kinds) = &m.ret else {
        return None;
    };
    let i = kinds.iter().position(|k| *k == RK::Var(target.into()))?;
    match m.pattern.get(i) {
        Some(RK::Var(v)) if m.pattern.len() == kinds.len() => Some(v.clone()),
        _ => None,
    }
}

/// The kind instantiations of a method's variables.
fn instances(m: &Method) -> Vec<BTreeMap<String, String>> {
    let vars = variables(m);
    let fits = |v: &Var, kind: &str| match v.bound {
        "Named" => NAMED.iter().any(|(n, _)| *n == kind),
        "Group" => kind == "G",
        "Tuple" => is_tuple(kind),
        _ => kind != "Params" || v.params,
    };
    let named = |i: usize| NAMED[i % NAMED.len()].0.to_string();
    let mut out: Vec<BTreeMap<String, String>> = Vec::new();
    let mut push = |choose: &dyn Fn(usize, &Var) -> String| {
        let inst: BTreeMap<String, String> = vars
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let k = choose(i, v);
                let k = if fits(v, &k) { k } else { named(i) };
                (v.name.clone(), k)
            })
            .collect();
        if !out.contains(&inst) {
            out.push(inst);
        }
    };
    push(&|i, _| named(i));
    push(&|i, _| ANON[i % ANON.len()].to_string());
    push(&|_, _| "Unnamed".to_string());
    push(&|i, _| {
        if i == 0 {
            "Pair<S, A>".into()
        } else {
            named(i)
        }
    });
    push(&|i, _| if i == 0 { "G".into() } else { named(i) });
    if vars.iter().any(|v| v.params) {
        push(&|i, v| if v.params { "Params".into() } else { named(i) });
    }
    // A renaming's target: the kind of the tuple it renames (its twin for a
    // named one), so that renaming succeeds.
    if let TestShape::Rename(g, by_id) = &m.test {
        let from = replaced(m, g);
        for inst in &mut out {
            let old = from.as_ref().and_then(|v| inst.get(v)).cloned();
            let k = match (old, *by_id || m.bounds.get(g) == Some(&"Named")) {
                (Some(k), false) if is_tuple(&k) => k,
                (Some(k), _) => twin(&k).to_string(),
                (None, false) => match inst.values().next().map(String::as_str) {
                    Some(k) if k.starts_with("Anon") => "Anon<1>".into(),
                    Some("Unnamed") => "Unnamed".into(),
                    _ => "A".into(),
                },
                (None, true) => "A".into(),
            };
            inst.insert(g.clone(), k);
        }
    }
    // A renaming into a group: the group holding a member of the arity of
    // the tuple it renames, and that member's name for the id (`$id`).
    if let TestShape::RenameIn(g) = &m.test {
        let from = replaced(m, g);
        for inst in &mut out {
            let old = from.as_ref().and_then(|v| inst.get(v)).cloned();
            // No pattern variable: the range of an expression, one value.
            let (group, member) = group_member(old.as_deref().unwrap_or("A"));
            inst.insert(g.clone(), group.into());
            inst.insert("$id".into(), member.into());
        }
        out.dedup();
    }
    out
}

/// `kind` with the instance's kinds for its variables.
fn kind_text(k: &RK, inst: &BTreeMap<String, String>) -> String {
    match k {
        RK::Var(v) => inst.get(v).cloned().unwrap_or_else(|| v.clone()),
        RK::Pair(l, r) => format!("Pair<{}, {}>", kind_text(l, inst), kind_text(r, inst)),
        other => {
            let mut s = String::new();
            other.render(&mut s);
            s
        }
    }
}

fn type_text(t: &RTy, inst: &BTreeMap<String, String>) -> String {
    match t {
        RTy::Typed(n, kinds) => format!(
            "{n}<{}>",
            kinds
                .iter()
                .map(|k| kind_text(k, inst))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        RTy::Option(t) => format!("Option<{}>", type_text(t, inst)),
        other => other.render(),
    }
}

/// A plain argument's value.
fn plain_value(name: &str, ty: &str, m: &Method, inst: &BTreeMap<String, String>) -> String {
    let target = match &m.test {
        TestShape::Rename(g, true) => inst.get(g).cloned(),
        TestShape::RenameIn(_) => inst.get("$id").cloned(),
        _ => None,
    };
    match ty {
        "i32" | "u32" | "usize" | "i64" | "u64" if name == "dim" => match &target {
            Some(k) => format!("arity::<{k}>()"),
            None => "2".into(),
        },
        "i32" | "u32" | "usize" | "i64" | "u64" => "0".into(),
        "bool" => "false".into(),
        "f64" => "0.0".into(),
        "&str" => "\"n\"".into(),
        "&untyped::Val" => "&val()".into(),
        "&untyped::Id" => match &target {
            Some(k) => format!("&named_id::<{k}>()"),
            None => "&param_id()".into(),
        },
        "&untyped::IdList" => "&id_list()".into(),
        "&untyped::ValList" => "&val_list()".into(),
        other => format!("&plain::<{}>()", other.trim_start_matches('&')),
    }
}

/// The `call!` line of one method and instance.
fn call_line(m: &Method, inst: &BTreeMap<String, String>, by_value: bool) -> String {
    let mut bindings: Vec<String> = Vec::new();
    let recv = type_text(&RTy::Typed(m.ty.clone(), m.pattern.clone()), inst);
    if !m.is_static {
        bindings.push(format!("r: {recv}"));
    }
    let mut args: Vec<String> = Vec::new();
    for (i, ((name, t), q)) in m.params.iter().zip(&m.takes).enumerate() {
        match t {
            RTy::Typed(..) => {
                bindings.push(format!("a{i}: {}", type_text(t, inst)));
                args.push(if by_value && matches!(q, Some((true, _))) {
                    format!("a{i}")
                } else {
                    format!("&a{i}")
                });
            }
            RTy::Plain(p) => args.push(plain_value(name, p, m, inst)),
            other => args.push(plain_value(name, &other.render(), m, inst)),
        }
    }
    for c in &m.closures {
        let tys: Vec<String> = c.args.iter().map(|a| type_text(a, inst)).collect();
        args.push(match (c.shape.as_str(), tys.as_slice()) {
            ("Foreach", [t]) => format!("|x: {t}| claim(&x)"),
            ("Test", [t]) => format!("|x: &{t}| claim(x).map(|()| true)"),
            ("Test2", [t, u]) => {
                format!("|x: &{t}, y: &{u}| {{ claim(x)?; claim(y).map(|()| true) }}")
            }
            _ => format!("compile_error!(\"closure shape {}\")", c.shape),
        });
    }
    let turbofish = match &m.test {
        TestShape::Rename(g, _) | TestShape::RenameIn(g) => format!("::<{}>", inst[g]),
        TestShape::Plain => String::new(),
    };
    let head = if m.is_static {
        format!("<{recv}>::")
    } else if by_value {
        "r.by_value().".to_string()
    } else {
        "r.".to_string()
    };
    format!(
        "    call!(\"{}\", [{}] => {head}{}{turbofish}({}));",
        key(m, by_value),
        bindings.join(", "),
        m.name,
        args.join(", ")
    )
}

/// The generated test file.
pub(crate) fn calls_file(methods: &[Method]) -> String {
    let mut sorted: Vec<&Method> = methods.iter().collect();
    sorted.sort_by_key(|m| key(m, false));
    let mut keys = Vec::new();
    let mut body = String::new();
    let mut fns = 0;
    for m in &sorted {
        // One function per method (and one per by-value form): small
        // functions compile faster than one with thousands of calls.
        keys.push(key(m, false));
        let _ = writeln!(body, "\nfn c{fns}() {{");
        fns += 1;
        for inst in instances(m) {
            let _ = writeln!(body, "{}", call_line(m, &inst, false));
        }
        body.push_str("}\n");
        if m.by_value.is_some() {
            keys.push(key(m, true));
            // Two instances (named, unnamed): the form calls the same
            // untyped function.
            let _ = writeln!(body, "\nfn c{fns}() {{");
            fns += 1;
            let all = instances(m);
            for inst in all.iter().take(1).chain(all.get(2)) {
                let _ = writeln!(body, "{}", call_line(m, inst, true));
            }
            body.push_str("}\n");
        }
    }
    let mut s = String::new();
    let _ = writeln!(
        s,
        "// @generated by tools/specgen from ISL's typed C++ interface (typed_cpp.h): do not edit."
    );
    let _ = writeln!(
        s,
        "//! Every generated typed method (and by-value form), called on objects of several\n\
         //! kinds; `call!` (in `tests/typed/typed_reentry.rs`) re-enters each `Ok` result."
    );
    s.push('\n');
    let _ = writeln!(s, "use super::*;");
    s.push('\n');
    let _ = writeln!(
        s,
        "/// The generated methods and by-value forms, each called below at least once."
    );
    let _ = writeln!(s, "pub(crate) const METHODS: &[&str] = &[");
    for k in &keys {
        let _ = writeln!(s, "    \"{k}\",");
    }
    let _ = writeln!(s, "];");
    s.push('\n');
    let _ = writeln!(s, "/// Calls every generated method.");
    let _ = writeln!(s, "pub(crate) fn run() {{");
    let _ = writeln!(s, "    let all: [fn(); {fns}] = [");
    for i in 0..fns {
        let _ = writeln!(s, "        c{i},");
    }
    let _ = writeln!(s, "    ];");
    let _ = writeln!(s, "    for f in all {{");
    let _ = writeln!(s, "        f();");
    let _ = writeln!(s, "    }}");
    let _ = writeln!(s, "}}");
    s.push_str(&body);
    s
}
