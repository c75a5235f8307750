//! Build script of `isl-fuzz`.
//!
//! - Passes the ISL source tree that `isl-sys` found (`DEP_ISL_SRC`) on as
//!   `ISL_SRC_DIR`, where the fuzzer finds its seeds (`test_inputs/`,
//!   `isl_test.c`). Absent when linking the system ISL.
//! - Writes the generated operations (`$OUT_DIR/generated_ops.rs`, included
//!   by `src/generated.rs`): one operation per declaration of isl-safe's
//!   `isl_specs!` DSL (`src/specs/generated/*.rs`, `src/specs/stream.rs`),
//!   plus its `InPlace` and `ByValue` forms, each drawing its arguments by
//!   type from the pool. The declarations are read as text, one line each,
//!   as the DSL writes them; a line this script cannot read fails the build.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-env-changed=DEP_ISL_SRC");
    if let Ok(src) = std::env::var("DEP_ISL_SRC") {
        println!("cargo:rustc-env=ISL_SRC_DIR={src}");
    }
    // The manifest's folder when the script runs, not when it was compiled:
    // a build script is reused from a target folder shared or copied between
    // checkouts, and must read this checkout's declarations.
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it");
    let root = Path::new(&manifest).join("../..");
    let specs = root.join("src/specs");
    let mut files: Vec<PathBuf> = std::fs::read_dir(specs.join("generated"))
        .expect("src/specs/generated is readable")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n != "mod.rs" && n != "operands.rs")
        })
        .collect();
    files.push(specs.join("stream.rs"));
    files.sort();
    println!(
        "cargo:rerun-if-changed={}",
        specs.join("generated").display()
    );
    let mut decls = Vec::new();
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let text = std::fs::read_to_string(f).expect("a declaration file is readable");
        decls.extend(parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display())));
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    std::fs::write(out.join("generated_ops.rs"), emit(&decls)).expect("OUT_DIR is writable");
}

/// How a declaration's receiver is passed.
#[derive(Debug, Clone, PartialEq)]
enum Recv {
    Keep,
    Take,
    InPlace,
    Move,
    /// An associated function in the thread's context.
    Ctx,
    /// A method of `Context`.
    CtxSelf,
    /// A forwarder from a wider type (`via Set: keep self`).
    Via(String),
    /// An associated function whose context is its objects'.
    Free,
}

#[derive(Debug, Clone)]
struct Arg {
    name: String,
    qual: String,
    ty: String,
}

#[derive(Debug, Clone)]
struct Callback {
    kind: String,
    tys: Vec<String>,
}

#[derive(Debug, Clone)]
struct Decl {
    owner: String,
    name: String,
    c_name: String,
    recv: Recv,
    args: Vec<Arg>,
    cbs: Vec<Callback>,
    ret: (String, Option<String>),
    outs: Vec<(String, Option<String>)>,
    /// The wider argument types of a declaration with a `widen` clause:
    /// each type's qualifier, name and the result it gives.
    widen: Vec<(String, String, (String, Option<String>))>,
    /// For an operation calling the method with a wider argument: its type,
    /// appended to the operation's name (`BasicSet.is_subset.Set`).
    variant: Option<String>,
}

/// Splits at `sep` outside `<...>`.
fn split_top(s: &str, sep: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            _ => {}
        }
        if c == sep && depth == 0 {
            out.push(cur.trim().to_string());
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// `Q<T>` → (`Q`, `Some(T)`); `Q` → (`Q`, `None`).
fn qual(s: &str) -> (String, Option<String>) {
    match s.find('<') {
        Some(i) => (
            s[..i].trim().to_string(),
            Some(s[i + 1..s.len() - 1].trim().to_string()),
        ),
        None => (s.trim().to_string(), None),
    }
}

fn parse_file(text: &str) -> Result<Vec<Decl>, String> {
    let mut owner = None;
    let mut out = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        if let Some(name) = t.strip_suffix(" {") {
            if name.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                && name.chars().all(|c| c.is_ascii_alphanumeric())
            {
                owner = Some(name.to_string());
            }
            continue;
        }
        let Some(rest) = t.strip_prefix("fn ") else {
            continue;
        };
        let owner = owner.clone().ok_or("a declaration outside a type")?;
        out.push(parse_decl(&owner, rest).map_err(|e| format!("{e}: {t}"))?);
    }
    Ok(out)
}

fn parse_decl(owner: &str, rest: &str) -> Result<Decl, String> {
    let open = rest.find('(').ok_or("no (")?;
    let name = rest[..open].trim().to_string();
    let close = rest.find(')').ok_or("no )")?;
    let params = &rest[open + 1..close];
    let after = rest[close + 1..].trim();
    let after = after.strip_prefix("->").ok_or("no ->")?.trim();
    let eq = after.find(" = ").ok_or("no =")?;
    let rets = split_top(&after[..eq], ',');
    let tail = after[eq + 3..].trim_end_matches(';');
    let c_name = tail
        .split_whitespace()
        .next()
        .ok_or("no C name")?
        .to_string();
    let ret = qual(&rets[0]);
    let outs = rets[1..]
        .iter()
        .map(|o| {
            let (_, q) = o.split_once(':').ok_or("an out-parameter without type")?;
            Ok(qual(q))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let (args_part, cb_part) = match params.split_once(';') {
        Some((a, c)) => (a, Some(c)),
        None => (params, None),
    };
    let mut items = split_top(args_part, ',');
    let recv = match items.first().map(String::as_str) {
        Some("keep self") => Some(Recv::Keep),
        Some("take self") => Some(Recv::Take),
        Some("inplace self") => Some(Recv::InPlace),
        Some("move self") => Some(Recv::Move),
        Some("ctx self") => Some(Recv::CtxSelf),
        Some("ctx") => Some(Recv::Ctx),
        Some(s) if s.starts_with("via ") => {
            let wide = s[4..].split(':').next().unwrap_or("").trim().to_string();
            Some(Recv::Via(wide))
        }
        _ => None,
    };
    let recv = match recv {
        Some(r) => {
            items.remove(0);
            r
        }
        None => Recv::Free,
    };
    let args = items
        .iter()
        .map(|it| {
            let (n, q) = it.split_once(':').ok_or("an argument without type")?;
            let (q, ty) = qual(q);
            Ok(Arg {
                name: n.trim().to_string(),
                qual: q,
                ty: ty.ok_or("an argument without type")?,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let cbs = match cb_part {
        Some(c) => split_top(c, ',')
            .iter()
            .map(|it| {
                let (_, q) = it.split_once(':').ok_or("a callback without kind")?;
                let (kind, tys) = qual(q);
                let tys = tys.map(|t| split_top(&t, ',')).unwrap_or_default();
                Ok(Callback { kind, tys })
            })
            .collect::<Result<Vec<_>, String>>()?,
        None => Vec::new(),
    };
    // `widen Q arg(Q Wide: Ret, ...)`: the wider argument types.
    let widen = match tail.split_once(" widen ") {
        Some((_, clause)) => {
            let open = clause.find('(').ok_or("a widen clause without (")?;
            let inner = clause[open + 1..].trim_end_matches(')');
            split_top(inner, ',')
                .iter()
                .map(|w| {
                    let (head, ret) = w.split_once(':').ok_or("a wider type without result")?;
                    let mut words = head.split_whitespace();
                    let (Some(q), Some(ty)) = (words.next(), words.next()) else {
                        return Err("a wider type without qualifier".to_string());
                    };
                    Ok((q.to_string(), ty.to_string(), qual(ret)))
                })
                .collect::<Result<Vec<_>, String>>()?
        }
        None => Vec::new(),
    };
    Ok(Decl {
        owner: owner.to_string(),
        name,
        c_name,
        recv,
        args,
        cbs,
        ret,
        outs,
        widen,
        variant: None,
    })
}

/// The generator's kind of an integer parameter, from its name.
fn int_kind(name: &str) -> &'static str {
    match name {
        "output_format" | "yaml_style" => "K::F",
        "n" | "size" | "nparam" | "dim" | "min_size" | "num" | "n_row" | "n_col" | "n_in"
        | "n_out" | "n_equal" | "n_div" | "width" | "max_periods" => "K::N",
        _ if name.starts_with("pos")
            || name.starts_with("first")
            || name.starts_with("index")
            || name.starts_with("row")
            || name.starts_with("col")
            || name.starts_with("dst_")
            || name.starts_with("src_")
            || name.ends_with("_pos")
            || matches!(name, "i" | "j" | "input" | "type_pos") =>
        {
            "K::P"
        }
        _ => "K::V",
    }
}

/// Functions whose integer arguments the fuzzer draws otherwise: the
/// operation limit itself (kept at most the campaign's, so that a case
/// cannot lift the limit that bounds its work).
fn limit_override(c_name: &str) -> bool {
    matches!(c_name, "isl_ctx_set_max_operations")
}

/// The argument kinds and the expressions passing them, for a declaration.
fn arguments(d: &Decl, first: usize) -> Result<(Vec<String>, Vec<String>), String> {
    let mut kinds = Vec::new();
    let mut exprs = Vec::new();
    for (k, a) in d.args.iter().enumerate() {
        let i = first + k;
        let (kind, expr) = match a.qual.as_str() {
            "Take" => (format!("K::S(Ty::{})", a.ty), format!("x{i}")),
            "Keep" => (format!("K::S(Ty::{})", a.ty), format!("&x{i}")),
            "Param" => match a.ty.as_str() {
                "DimType" => ("K::D".into(), format!("a.d({i})")),
                "c_int" | "c_uint" | "c_long" if limit_override(&d.c_name) => {
                    ("K::Limit".into(), format!("a.i({i})"))
                }
                "c_int" | "c_uint" | "c_long" => (int_kind(&a.name).into(), format!("a.i({i})")),
                "c_ulong" if limit_override(&d.c_name) => ("K::Limit".into(), format!("a.u({i})")),
                "c_ulong" => (int_kind(&a.name).into(), format!("a.u({i})")),
                "usize" => (int_kind(&a.name).into(), format!("a.u({i}) as usize")),
                "f64" => ("K::V".into(), format!("float_arg(a.i({i}))")),
                "str" if a.name == "str" => (format!("K::T(Ty::{})", d.owner), format!("a.s({i})")),
                "str" => ("K::Name".into(), format!("a.s({i})")),
                e @ ("Fold" | "AstLoopType" | "AstExprOpType") => {
                    ("K::F".into(), format!("enum_arg::<{e}>(a.i({i}))"))
                }
                other => return Err(format!("{}: parameter type {other}", d.c_name)),
            },
            other => return Err(format!("{}: qualifier {other}", d.c_name)),
        };
        kinds.push(kind);
        exprs.push(expr);
    }
    Ok((kinds, exprs))
}

/// The lines drawing the object arguments `x{i}` from the pool.
fn draws(d: &Decl, first: usize) -> String {
    let mut s = String::new();
    for (k, a) in d.args.iter().enumerate() {
        if a.qual == "Take" || a.qual == "Keep" {
            let i = first + k;
            let _ = writeln!(s, "let x{i}: {} = p.draw(a.i({i}))?;", a.ty);
        }
    }
    s
}

/// The closures of a declaration's callbacks: (setup lines, closure
/// expressions, lines after the call), with their argument kinds.
fn callbacks(d: &Decl, first: usize) -> Result<(String, Vec<String>, String, Vec<String>), String> {
    let mut setup = String::new();
    let mut closures = Vec::new();
    let mut after = String::new();
    let mut kinds = Vec::new();
    for (k, cb) in d.cbs.iter().enumerate() {
        let i = first + k;
        kinds.push("K::F".to_string());
        let t = |j: usize| cb.tys.get(j).cloned().unwrap_or_default();
        let _ = writeln!(setup, "let mut cb{k} = Cb::new(a.i({i}));");
        let c = match cb.kind.as_str() {
            "Foreach" => {
                let _ = writeln!(setup, "let mut got{k}: Vec<{}> = Vec::new();", t(0));
                let _ = writeln!(after, "p.put_all(got{k});");
                format!("|x: {}| {{ keep(&mut got{k}, x); cb{k}.stat() }}", t(0))
            }
            "Foreach2" => {
                let _ = writeln!(setup, "let mut got{k}: Vec<{}> = Vec::new();", t(0));
                let _ = writeln!(setup, "let mut got{k}b: Vec<{}> = Vec::new();", t(1));
                let _ = writeln!(after, "p.put_all(got{k}); p.put_all(got{k}b);");
                format!(
                    "|x: {}, y: {}| {{ keep(&mut got{k}, x); keep(&mut got{k}b, y); cb{k}.stat() }}",
                    t(0),
                    t(1)
                )
            }
            "Test" => format!("|_x: &{}| cb{k}.test()", t(0)),
            "Test2" => format!("|_x: &{}, _y: &{}| cb{k}.test()", t(0), t(1)),
            "MapFn" => format!("|x: {}| cb{k}.map(x)", t(0)),
            "Cmp" => format!("|_x: &{}, _y: &{}| cb{k}.order()", t(0), t(0)),
            "ForeachRef" => format!("|_x: &{}| cb{k}.stat()", t(0)),
            "ForeachEnum" => format!("|_x: {}| cb{k}.stat()", t(0)),
            "BoundPair" => {
                let _ = writeln!(setup, "let mut got{k}: Vec<{}> = Vec::new();", t(0));
                let _ = writeln!(setup, "let mut got{k}b: Vec<{}> = Vec::new();", t(1));
                let _ = writeln!(after, "p.put_all(got{k}); p.put_all(got{k}b);");
                format!(
                    "|l: Option<{0}>, u: Option<{0}>, b: {1}| {{ if let Some(l) = l {{ keep(&mut got{k}, l); }} \
                     if let Some(u) = u {{ keep(&mut got{k}, u); }} keep(&mut got{k}b, b); cb{k}.stat() }}",
                    t(0),
                    t(1)
                )
            }
            "Stored" => {
                let f = match t(0).as_str() {
                    "NodeBuildFn" => "stored_node_build",
                    "BuildIdFn" => "stored_build_id",
                    "MarkBuildFn" => "stored_mark_build",
                    "BuildNodeFn" => "stored_build_node",
                    "PrintFn" => "stored_print",
                    other => return Err(format!("{}: stored callback {other}", d.c_name)),
                };
                // Stored closures outlive the call: no state is shared.
                let _ = writeln!(setup, "let _ = &mut cb{k};");
                format!("{f}(a.i({i}))")
            }
            other => return Err(format!("{}: callback kind {other}", d.c_name)),
        };
        closures.push(c);
    }
    Ok((setup, closures, after, kinds))
}

/// How a result of qualifier `q` is kept: the expression turning the
/// value `v` into pool entries.
fn keep_result(q: &(String, Option<String>), v: &str) -> String {
    match (q.0.as_str(), &q.1) {
        ("Give", Some(_)) => format!("p.add({v});"),
        ("OptGive" | "Maybe" | "OutGive", Some(_)) => {
            format!("if let Some(o) = {v} {{ p.add(o); }}")
        }
        _ => format!("let _ = {v};"),
    }
}

/// The result handling of a call `r` (a `Result`).
fn finish(d: &Decl) -> String {
    if d.outs.is_empty() {
        return format!(
            "match r {{ Ok(v) => {{ {} Res::Ok }} Err(e) => Res::err(e) }}",
            keep_result(&d.ret, "v")
        );
    }
    let mut names = vec!["v0".to_string()];
    let mut body = keep_result(&d.ret, "v0");
    for (k, o) in d.outs.iter().enumerate() {
        let n = format!("v{}", k + 1);
        body.push_str(&keep_result(o, &n));
        names.push(n);
    }
    format!(
        "match r {{ Ok(({})) => {{ {body} Res::Ok }} Err(e) => Res::err(e) }}",
        names.join(", ")
    )
}

/// The forms an operation is generated in.
#[derive(Clone, Copy, PartialEq)]
enum Form {
    Ref,
    ByValue,
    InPlace,
}

/// Writes the operation `d` in `form`: its entry in the table (`out`) and
/// its body as a function of its own (`runs`, the `n`th).
fn emit_op(
    d: &Decl,
    form: Form,
    out: &mut String,
    runs: &mut String,
    n: &mut usize,
) -> Result<(), String> {
    let has_self = matches!(
        d.recv,
        Recv::Keep | Recv::Take | Recv::InPlace | Recv::Move | Recv::Via(_)
    );
    let first = usize::from(has_self);
    let (mut kinds, exprs) = arguments(d, first)?;
    let (cb_setup, closures, cb_after, cb_kinds) = callbacks(d, first + d.args.len())?;
    kinds.extend(cb_kinds);
    if has_self {
        kinds.insert(0, format!("K::S(Ty::{})", d.owner));
    }
    let mut call_args = exprs;
    call_args.extend(closures);
    let call_args = call_args.join(", ");
    let mut body = String::new();
    if has_self {
        // The consuming forms take the object out of the pool, so that ISL
        // gets it unshared (and may change it in place); the others share it.
        let get = if form == Form::Ref { "draw" } else { "take" };
        let _ = writeln!(body, "let s: {} = p.{get}(a.i(0))?;", d.owner);
    }
    body.push_str(&draws(d, first));
    body.push_str(&cb_setup);
    let m = &d.name;
    let (suffix, form_name) = match form {
        Form::Ref => ("", "Ref"),
        Form::ByValue => (".by_value", "ByValue"),
        Form::InPlace => (".in_place", "InPlace"),
    };
    match form {
        Form::InPlace => {
            let _ = writeln!(body, "let mut s = s;");
            let _ = writeln!(body, "let r = s.in_place().{m}({call_args});");
            let _ = writeln!(body, "p.add(s);");
            body.push_str(&cb_after);
            let _ = writeln!(
                body,
                "Some(match r {{ Ok(()) => Res::Ok, Err(e) => Res::err(e) }})"
            );
        }
        _ => {
            let call = match (&d.recv, form) {
                (_, Form::ByValue) => format!("s.by_value().{m}({call_args})"),
                (Recv::Ctx | Recv::Free, _) => format!("{}::{m}({call_args})", d.owner),
                (Recv::CtxSelf, _) => format!("p.context()?.{m}({call_args})"),
                _ => format!("s.{m}({call_args})"),
            };
            let _ = writeln!(body, "let r = {call};");
            body.push_str(&cb_after);
            let _ = writeln!(body, "Some({})", finish(d));
        }
    }
    let via = match &d.recv {
        Recv::Via(w) => format!("Some(\"{w}\")"),
        _ => "None".into(),
    };
    let variant = d
        .variant
        .as_ref()
        .map(|w| format!(".{w}"))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "    v.push(GenOp {{ name: \"{owner}.{m}{suffix}{variant}\", decl: \"{owner}::{m}\", c_name: \"{c}\", \
         form: Form::{form_name}, via: {via}, args: &[{kinds}], run: runs::op_{n} }});",
        owner = d.owner,
        c = d.c_name,
        kinds = kinds.join(", "),
    );
    let _ = writeln!(
        runs,
        "pub(super) fn op_{n}(p: &mut Pool, a: &A) -> Option<Res> {{\n{body}}}"
    );
    *n += 1;
    Ok(())
}

fn emit(decls: &[Decl]) -> String {
    let mut by_owner: BTreeMap<&str, Vec<&Decl>> = BTreeMap::new();
    for d in decls {
        by_owner.entry(&d.owner).or_default().push(d);
    }
    let mut out = String::new();
    out.push_str(
        "// Generated by tools/fuzz/build.rs from isl-safe's declarations; do not edit.\n\n",
    );
    let mut fns = Vec::new();
    // The operations' bodies, each a function of its own: as closures in the
    // table's functions, hundreds in one body, they took the compiler half as
    // long again (the library's debug build: 47 s against 31).
    let mut runs = String::new();
    let mut n = 0;
    for (owner, ds) in &by_owner {
        let f = format!("ops_{}", owner.to_ascii_lowercase());
        let _ = writeln!(out, "fn {f}(v: &mut Vec<GenOp>) {{");
        for d in ds {
            let stored = d.cbs.iter().any(|c| c.kind == "Stored");
            let forms: &[Form] = match d.recv {
                Recv::InPlace if stored => &[Form::Ref, Form::InPlace],
                Recv::InPlace => &[Form::Ref, Form::ByValue, Form::InPlace],
                Recv::Take => &[Form::Ref, Form::ByValue],
                _ => &[Form::Ref],
            };
            for &form in forms {
                emit_op(d, form, &mut out, &mut runs, &mut n).unwrap_or_else(|e| panic!("{e}"));
            }
            // The method with an argument of each wider type (the receiver is
            // converted, the wider method called).
            for (q, wide, ret) in &d.widen {
                let mut w = (*d).clone();
                w.args[0] = Arg {
                    name: w.args[0].name.clone(),
                    qual: q.clone(),
                    ty: wide.clone(),
                };
                w.ret = ret.clone();
                w.variant = Some(wide.clone());
                emit_op(&w, Form::Ref, &mut out, &mut runs, &mut n)
                    .unwrap_or_else(|e| panic!("{e}"));
            }
        }
        out.push_str("}\n\n");
        fns.push(f);
    }
    out.push_str("/// Every generated operation, in declaration order per type.\n");
    out.push_str("pub(crate) fn all() -> Vec<GenOp> {\n    let mut v = Vec::new();\n");
    for f in fns {
        let _ = writeln!(out, "    {f}(&mut v);");
    }
    out.push_str("    v\n}\n\n");
    out.push_str("/// The operations' bodies, in table order.\n");
    out.push_str(
        "#[allow(unused_mut, unused_variables, clippy::all)]\nmod runs {\nuse super::*;\n\n",
    );
    out.push_str(&runs);
    out.push_str("}\n");
    out
}
