//! ISL's typed C++ interface (`include/isl/typed_cpp.h`) as a table: every
//! typed method of every class specialization, joined with the C function it
//! ends up calling through the untyped C++ binding (`include/isl/cpp.h`), and
//! labelled with the signature names of `interface/template_cpp.cc` (the
//! generator of `typed_cpp.h`).
//!
//! Nothing of ISL is copied: the three files are read from ISL's source tree
//! (the `isl/` folder of the crates.io package `isl-rs`, see
//! [`find_isl_src`]) each time.
//!
//! ```text
//! cargo run -p isl-specgen -- --typed-table
//! ```
//!
//! - [`typed_table`] reads the tree and returns a [`TypedTable`];
//! - each [`TypedMethod`] carries its class, the specialization's tuple
//!   kinds ([`Kind`]), its name, whether it is static or a constructor, its
//!   method-level template parameters, its arguments and result as [`Type`]
//!   trees, the C function (or `None`) and ISL's signature labels;
//! - [`TypedTable::report`] is the text `--typed-table` prints.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};

/// The crates.io package carrying ISL's source in its `isl/` folder.
const CARRIER: &str = "isl-rs-0.3.1";

/// ISL's source tree on this machine, found as `isl-sys`'s build script does
/// (without fetching): `ISL_SRC_DIR`, else
/// `$CARGO_HOME/registry/src/*/isl-rs-0.3.1/isl` (`~/.cargo` by default,
/// the crates.io index first). The tree must hold `include/isl/typed_cpp.h`.
pub fn find_isl_src() -> Option<PathBuf> {
    let ok = |dir: &Path| dir.join("include/isl/typed_cpp.h").is_file();
    if let Some(dir) = std::env::var_os("ISL_SRC_DIR").map(PathBuf::from) {
        if ok(&dir) {
            return Some(dir);
        }
    }
    let home = std::env::var_os("CARGO_HOME")
        .filter(|h| !h.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))?;
    let mut indexes: Vec<PathBuf> = std::fs::read_dir(home.join("registry/src"))
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    indexes.sort_by_key(|dir| {
        let name = dir.file_name().unwrap_or_default().to_string_lossy();
        (!name.starts_with("index.crates.io-"), name.into_owned())
    });
    indexes
        .into_iter()
        .map(|dir| dir.join(CARRIER).join("isl"))
        .find(|dir| ok(dir))
}

// ---------------------------------------------------------------------------
// Data

/// A tuple kind: a template parameter, a pair of tuple kinds or `Anonymous`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// A template parameter (`Domain`, `Range`, `T1`, `Arg1`, ...).
    Param(String),
    /// `pair<L, R>`: a wrapped (nested) tuple.
    Pair(Box<Kind>, Box<Kind>),
    /// `Anonymous`: an unnamed tuple (the range of a function).
    Anonymous,
}

/// A C++ type of the typed interface.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Type {
    /// `typed::CLASS<KINDS...>`; no kinds (`typed::set<>`) is a parameter
    /// space object.
    Typed {
        /// The class (`set`, `map`, `multi_aff`, ...), the same as the
        /// untyped `isl::CLASS`.
        class: String,
        /// The tuple kinds.
        kinds: Vec<Kind>,
    },
    /// `std::function<RET(ARGS...)>`.
    Callback {
        /// The callback's result.
        ret: Box<Type>,
        /// The callback's arguments.
        args: Vec<Type>,
    },
    /// Anything else, as written without `const`/`&`: `int`, `long`,
    /// `unsigned`, `bool`, `void`, `std::string`, `isl::ctx`, `isl::CLASS`.
    Plain(String),
}

/// An argument: its name and type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Arg {
    /// The name in the declaration.
    pub name: String,
    /// The type.
    pub ty: Type,
}

/// A struct specialization of `typed_cpp.h`:
/// `template <typename Domain, typename Range> struct map<Domain, Range>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Specialization {
    /// The class (`map`).
    pub class: String,
    /// The template parameters (`Domain`, `Range`); empty for `template <>`.
    pub params: Vec<String>,
    /// The specialization pattern (`[Domain, Range]`; empty: params only).
    pub kinds: Vec<Kind>,
}

/// What a declaration is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MethodKind {
    /// A `const` member method.
    Member,
    /// A `static` method.
    Static,
    /// A constructor: an implicit conversion (`/* implicit */`) or an
    /// `explicit` one (`explicit set(const isl::ctx &ctx, const std::string &str)`).
    Constructor {
        /// Marked `explicit`.
        explicit: bool,
    },
}

/// One non-deleted method (or constructor) declaration of a specialization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypedMethod {
    /// The class (`set`).
    pub class: String,
    /// The specialization's template parameters.
    pub spec_params: Vec<String>,
    /// The specialization pattern.
    pub spec: Vec<Kind>,
    /// The method name (the class name for constructors).
    pub name: String,
    /// Member, static or constructor.
    pub kind: MethodKind,
    /// Method-level template parameters (`template <typename Range>`).
    pub template_params: Vec<String>,
    /// The arguments.
    pub args: Vec<Arg>,
    /// The result (`None` for constructors).
    pub ret: Option<Type>,
    /// The C function the untyped C++ binding calls, delegations followed.
    pub c_function: Option<String>,
    /// ISL's signature names (`template_cpp.cc`) whose kinds this method
    /// instantiates; a leading `~` marks a match outside the tables entry
    /// for this method's name.
    pub signatures: Vec<String>,
    /// The line in `typed_cpp.h` (1-based).
    pub line: usize,
}

/// ISL's typed C++ interface as a table.
#[derive(Debug, Clone, Default)]
pub struct TypedTable {
    /// Every struct specialization, in header order.
    pub specializations: Vec<Specialization>,
    /// Every non-deleted declaration, in header order.
    pub methods: Vec<TypedMethod>,
    /// How many declarations are `= delete` (not in `methods`).
    pub deleted: usize,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Param(p) => f.write_str(p),
            Kind::Pair(l, r) => write!(f, "pair<{l}, {r}>"),
            Kind::Anonymous => f.write_str("Anonymous"),
        }
    }
}

/// `<A, B>` (`<>` for none).
fn kinds_text(kinds: &[Kind]) -> String {
    let parts: Vec<String> = kinds.iter().map(Kind::to_string).collect();
    format!("<{}>", parts.join(", "))
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Typed { class, kinds } => write!(f, "{class}{}", kinds_text(kinds)),
            Type::Callback { ret, args } => {
                let args: Vec<String> = args.iter().map(Type::to_string).collect();
                write!(f, "fn({}) -> {ret}", args.join(", "))
            }
            Type::Plain(p) => f.write_str(p),
        }
    }
}

impl Type {
    /// The class-free form used by kind signatures: `<Domain, Range>` for a
    /// typed object, `fn(<...>) -> bool` for a callback, else the plain type.
    pub fn kinds_only(&self) -> String {
        match self {
            Type::Typed { kinds, .. } => kinds_text(kinds),
            Type::Callback { ret, args } => {
                let args: Vec<String> = args.iter().map(Type::kinds_only).collect();
                format!("fn({}) -> {}", args.join(", "), ret.kinds_only())
            }
            Type::Plain(p) => p.clone(),
        }
    }

    /// The untyped C++ class key the type maps to (`typed::set<..>` and
    /// `isl::set` → `set`; `std::function<..>` → `callback`; else as is).
    pub fn untyped_key(&self) -> String {
        match self {
            Type::Typed { class, .. } => class.clone(),
            Type::Callback { .. } => "callback".to_string(),
            Type::Plain(p) => plain_key(p),
        }
    }
}

/// The class key of a plain type name (`isl::set` → `set`).
fn plain_key(p: &str) -> String {
    p.strip_prefix("isl::").unwrap_or(p).to_string()
}

impl TypedMethod {
    /// The kind signature: the specialization pattern, the argument kinds
    /// (classes abstracted) and the result kinds:
    /// `<Domain> :: gist(<Domain>) -> <Domain>`.
    pub fn kind_signature(&self) -> String {
        let args: Vec<String> = self.args.iter().map(|a| a.ty.kinds_only()).collect();
        let ret = self
            .ret
            .as_ref()
            .map_or("new".to_string(), Type::kinds_only);
        let tpl = if self.template_params.is_empty() {
            String::new()
        } else {
            format!("<{}>", self.template_params.join(", "))
        };
        let stat = if self.kind == MethodKind::Static {
            "static "
        } else {
            ""
        };
        format!(
            "{} :: {stat}{}{tpl}({}) -> {ret}",
            kinds_text(&self.spec),
            self.name,
            args.join(", ")
        )
    }

    /// `class<spec> :: method<T>(arg types...) -> ret`, classes included.
    pub fn declaration(&self) -> String {
        let args: Vec<String> = self
            .args
            .iter()
            .map(|a| format!("{} {}", a.ty, a.name))
            .collect();
        let ret = self.ret.as_ref().map_or("new".to_string(), Type::to_string);
        format!(
            "{}{} :: {}({}) -> {ret}",
            self.class,
            kinds_text(&self.spec),
            self.name,
            args.join(", ")
        )
    }
}

// ---------------------------------------------------------------------------
// Reading

/// Reads ISL's source tree `isl_src` (the folder holding `include/isl/`
/// and `interface/`): parses `typed_cpp.h`, joins each method with `cpp.h`'s
/// untyped method and its C function and labels it with the signatures of
/// `interface/template_cpp.cc` (no labels if that file is absent).
pub fn typed_table(isl_src: &Path) -> Result<TypedTable, String> {
    let read = |rel: &str| {
        let path = isl_src.join(rel);
        std::fs::read_to_string(&path).map_err(|e| format!("read {}: {e}", path.display()))
    };
    let mut table = parse_typed(&read("include/isl/typed_cpp.h")?)?;
    let untyped = parse_cpp(&read("include/isl/cpp.h")?);
    for m in &mut table.methods {
        let key = (m.class.clone(), m.name.clone());
        let arg_keys: Vec<String> = m.args.iter().map(|a| a.ty.untyped_key()).collect();
        m.c_function = untyped.resolve(&key.0, &key.1, &arg_keys, 0);
    }
    if let Ok(text) = read("interface/template_cpp.cc") {
        let sigs = Signatures::parse(&text);
        let classes: BTreeSet<String> = table
            .specializations
            .iter()
            .map(|s| s.class.clone())
            .collect();
        for m in &mut table.methods {
            m.signatures = sigs.label(m, &classes);
        }
    }
    Ok(table)
}

// --- a tiny C++ tokenizer ---------------------------------------------------

/// Tokens: identifiers (with `::`), and single punctuation characters.
fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' || c == ':' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || "_:".contains(chars[i])) {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

/// A cursor over tokens.
struct Cursor {
    toks: Vec<String>,
    pos: usize,
}

impl Cursor {
    fn new(text: &str) -> Cursor {
        Cursor {
            toks: tokens(text),
            pos: 0,
        }
    }

    fn peek(&self) -> Option<&str> {
        self.toks.get(self.pos).map(String::as_str)
    }

    fn next(&mut self) -> Result<String, String> {
        let t = self.toks.get(self.pos).cloned().ok_or("unexpected end")?;
        self.pos += 1;
        Ok(t)
    }

    fn eat(&mut self, t: &str) -> bool {
        if self.peek() == Some(t) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: &str) -> Result<(), String> {
        if self.eat(t) {
            Ok(())
        } else {
            Err(format!("expected `{t}`, got {:?}", self.peek()))
        }
    }

    /// A tuple kind.
    fn kind(&mut self) -> Result<Kind, String> {
        let t = self.next()?;
        match t.as_str() {
            "pair" => {
                self.expect("<")?;
                let l = self.kind()?;
                self.expect(",")?;
                let r = self.kind()?;
                self.expect(">")?;
                Ok(Kind::Pair(Box::new(l), Box::new(r)))
            }
            "Anonymous" => Ok(Kind::Anonymous),
            _ => Ok(Kind::Param(t)),
        }
    }

    /// `<K, ...>` (the `<` not yet eaten).
    fn kinds(&mut self) -> Result<Vec<Kind>, String> {
        self.expect("<")?;
        let mut kinds = Vec::new();
        if self.eat(">") {
            return Ok(kinds);
        }
        loop {
            kinds.push(self.kind()?);
            if self.eat(">") {
                return Ok(kinds);
            }
            self.expect(",")?;
        }
    }

    /// A type, `const` and a trailing `&`/`*` dropped.
    fn ty(&mut self) -> Result<Type, String> {
        self.eat("const");
        let mut name = self.next()?;
        if name == "unsigned" && matches!(self.peek(), Some("int" | "long")) {
            name = format!("{name} {}", self.next()?);
        }
        let ty = if name == "std::function" {
            self.expect("<")?;
            let ret = self.ty()?;
            self.expect("(")?;
            let mut args = Vec::new();
            if !self.eat(")") {
                loop {
                    args.push(self.ty()?);
                    if self.eat(")") {
                        break;
                    }
                    self.expect(",")?;
                }
            }
            self.expect(">")?;
            Type::Callback {
                ret: Box::new(ret),
                args,
            }
        } else if let Some(class) = name.strip_prefix("typed::") {
            Type::Typed {
                class: class.to_string(),
                kinds: self.kinds()?,
            }
        } else {
            Type::Plain(name)
        };
        while self.eat("&") || self.eat("*") {}
        Ok(ty)
    }

    /// `(TYPE NAME, ...)` (the `(` not yet eaten).
    fn args(&mut self) -> Result<Vec<Arg>, String> {
        self.expect("(")?;
        let mut args = Vec::new();
        if self.eat(")") {
            return Ok(args);
        }
        loop {
            let ty = self.ty()?;
            let name = self.next()?;
            args.push(Arg { name, ty });
            if self.eat(")") {
                return Ok(args);
            }
            self.expect(",")?;
        }
    }
}

/// `template <typename A, typename B>` → `[A, B]` (`None` if not a
/// one-line template header of plain type parameters).
fn template_params(line: &str) -> Option<Vec<String>> {
    let inner = line.strip_prefix("template <")?.strip_suffix('>')?;
    if inner.contains('<') || inner.contains("...") {
        return None;
    }
    inner
        .split(',')
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .map(|p| p.strip_prefix("typename ").map(str::to_string))
        .collect()
}

// --- typed_cpp.h --------------------------------------------------------------

/// Parses `typed_cpp.h`: every `struct CLASS<...> : public isl::CLASS`
/// specialization and its `inline` declarations.
pub fn parse_typed(text: &str) -> Result<TypedTable, String> {
    let mut table = TypedTable::default();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let Some(rest) = line.strip_prefix("struct ") else {
            i += 1;
            continue;
        };
        let Some((head, _)) = rest.split_once(" : public isl::") else {
            i += 1;
            continue;
        };
        let params = i
            .checked_sub(1)
            .and_then(|p| template_params(lines[p].trim()))
            .ok_or_else(|| format!("line {}: no template header", i + 1))?;
        let mut cur = Cursor::new(head);
        let class = cur.next()?;
        let kinds = cur.kinds().map_err(|e| format!("line {}: {e}", i + 1))?;
        let spec = Specialization {
            class: class.clone(),
            params,
            kinds,
        };
        i += 1;
        let mut pending: Option<Vec<String>> = None;
        while i < lines.len() && lines[i] != "};" {
            let t = lines[i].trim();
            if t.starts_with("template <") {
                pending = template_params(t);
            } else if t.starts_with("inline ") || t.starts_with("static inline ") {
                let decl = parse_decl(t, &spec, pending.take().unwrap_or_default(), i + 1)
                    .map_err(|e| format!("typed_cpp.h line {}: {e}: {t}", i + 1))?;
                match decl {
                    Some(m) => table.methods.push(m),
                    None => table.deleted += 1,
                }
            } else {
                pending = None;
            }
            i += 1;
        }
        table.specializations.push(spec);
    }
    if table.specializations.is_empty() {
        return Err("typed_cpp.h: no struct specialization found".to_string());
    }
    Ok(table)
}

/// One `inline` declaration line; `None` if it is `= delete`.
fn parse_decl(
    line: &str,
    spec: &Specialization,
    template_params: Vec<String>,
    line_no: usize,
) -> Result<Option<TypedMethod>, String> {
    let body = line.trim_end_matches(';').trim();
    let (body, deleted) = match body.strip_suffix("= delete") {
        Some(b) => (b.trim(), true),
        None => (body, false),
    };
    if deleted {
        return Ok(None);
    }
    let mut is_static = false;
    let mut rest = body;
    if let Some(r) = rest.strip_prefix("static ") {
        is_static = true;
        rest = r;
    }
    rest = rest.strip_prefix("inline ").ok_or("no `inline`")?;
    let mut ctor = None;
    if let Some(r) = rest.strip_prefix("explicit ") {
        ctor = Some(true);
        rest = r;
    } else if let Some(r) = rest.strip_prefix("/* implicit */ ") {
        ctor = Some(false);
        rest = r;
    }
    let mut cur = Cursor::new(rest);
    let (name, ret, kind) = if let Some(explicit) = ctor {
        let name = cur.next()?;
        (name, None, MethodKind::Constructor { explicit })
    } else {
        let ret = cur.ty()?;
        let name = cur.next()?;
        let kind = if is_static {
            MethodKind::Static
        } else {
            MethodKind::Member
        };
        (name, Some(ret), kind)
    };
    let args = cur.args()?;
    cur.eat("const");
    if let Some(t) = cur.peek() {
        return Err(format!("trailing `{t}`"));
    }
    Ok(Some(TypedMethod {
        class: spec.class.clone(),
        spec_params: spec.params.clone(),
        spec: spec.kinds.clone(),
        name,
        kind,
        template_params,
        args,
        ret,
        c_function: None,
        signatures: Vec::new(),
        line: line_no,
    }))
}

// --- cpp.h ------------------------------------------------------------------

/// What an untyped method's body does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Body {
    /// Calls this C function.
    Calls(String),
    /// Forwards to `CLASS::METHOD` with arguments of these class keys
    /// (`None`: not known).
    Delegates {
        /// The class.
        class: String,
        /// The method.
        method: String,
        /// The argument class keys.
        args: Vec<Option<String>>,
    },
    /// Neither could be read.
    Unknown,
}

/// One method (or constructor) definition of `cpp.h`.
#[derive(Debug, Clone)]
pub struct UntypedMethod {
    /// The argument class keys ([`Type::untyped_key`]).
    pub args: Vec<String>,
    /// The argument names.
    pub names: Vec<String>,
    /// What the body does.
    pub body: Body,
}

/// `cpp.h`'s definitions by (class, method).
#[derive(Debug, Clone, Default)]
pub struct Untyped {
    /// The overloads of each (class, method name).
    pub methods: BTreeMap<(String, String), Vec<UntypedMethod>>,
}

/// Helpers that are not the function a method wraps.
fn is_helper(f: &str) -> bool {
    f.starts_with("isl_ctx")
        || f.starts_with("isl_options_")
        || f.ends_with("_get_ctx")
        || f.ends_with("_copy")
        || f.ends_with("_free")
        || f.ends_with("_release")
}

/// The `isl_*` functions called in `text`, in order.
fn isl_calls(text: &str) -> Vec<(usize, String)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(p) = text[from..].find("isl_") {
        let start = from + p;
        let boundary =
            start == 0 || !(bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_');
        let mut end = start;
        while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
            end += 1;
        }
        if boundary && bytes.get(end) == Some(&b'(') {
            out.push((start, text[start..end].to_string()));
        }
        from = end.max(start + 1);
    }
    out
}

/// Splits `a, f(b, c), d` at top-level commas.
fn split_top(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in text.chars() {
        match c {
            '(' | '<' => depth += 1,
            ')' | '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        parts.push(cur.trim().to_string());
    }
    parts
}

/// The text inside the parentheses that open at `open` (a `(`), and the
/// index after the closing one.
fn paren_group(text: &str, open: usize) -> Option<(&str, usize)> {
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some((&text[open + 1..open + i], open + i + 1));
                }
            }
            _ => {}
        }
    }
    None
}

/// Reads a body: the wrapped C function or the delegation.
fn read_body(body: &str, class: &str, names: &[String], keys: &[String]) -> Body {
    if let Some(p) = body.find("res = isl_") {
        if let Some((_, f)) = isl_calls(&body[p..]).first() {
            return Body::Calls(f.clone());
        }
    }
    // A delegation: `return [this->|isl::C(*this).]METHOD(ARGS);`.
    for line in body.lines().map(str::trim) {
        let Some(expr) = line
            .strip_prefix("return ")
            .and_then(|e| e.strip_suffix(';'))
        else {
            continue;
        };
        let (target, call) = if let Some(rest) = expr.strip_prefix("this->") {
            (class.to_string(), rest)
        } else if let Some((c, rest)) = expr
            .strip_prefix("isl::")
            .and_then(|e| e.split_once("(*this)."))
        {
            (c.to_string(), rest)
        } else {
            (class.to_string(), expr)
        };
        let Some(open) = call.find('(') else { continue };
        let method = &call[..open];
        if method.is_empty()
            || !method
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            continue;
        }
        let Some((inner, end)) = paren_group(call, open) else {
            continue;
        };
        if end != call.len() {
            continue;
        }
        let args = split_top(inner)
            .iter()
            .map(|a| {
                if let Some(c) = a.strip_prefix("isl::").and_then(|r| r.split_once('(')) {
                    Some(c.0.to_string())
                } else {
                    names.iter().position(|n| n == a).map(|i| keys[i].clone())
                }
            })
            .collect();
        return Body::Delegates {
            class: target,
            method: method.to_string(),
            args,
        };
    }
    match isl_calls(body).into_iter().find(|(_, f)| !is_helper(f)) {
        Some((_, f)) => Body::Calls(f),
        None => Body::Unknown,
    }
}

/// Parses the out-of-class definitions of `cpp.h`:
/// `RET CLASS::METHOD(ARGS) [const]` lines at column 0, then the body up to
/// a `}` at column 0.
pub fn parse_cpp(text: &str) -> Untyped {
    let mut out = Untyped::default();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        let starts_word = line
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
        if !starts_word || line.ends_with(';') {
            continue;
        }
        let Some(open) = line.find('(') else { continue };
        let Some(colons) = line[..open].rfind("::") else {
            continue;
        };
        let name = &line[colons + 2..open];
        let before = &line[..colons];
        let class = before.rsplit(' ').next().unwrap_or(before);
        let Some((inner, _)) = paren_group(line, open) else {
            continue;
        };
        if !class.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            continue;
        }
        // The body: up to the `}` line, or a `{}` one (`: ptr(ptr) {}`).
        let start = i;
        if !line.ends_with("{}") {
            while i < lines.len() && lines[i] != "}" && !lines[i].ends_with("{}") {
                i += 1;
            }
        }
        let body = lines[start..i.min(lines.len())].join("\n");
        let (mut keys, mut names) = (Vec::new(), Vec::new());
        let mut ok = true;
        for a in split_top(inner) {
            let a = a.replace("__isl_take ", "").replace("__isl_keep ", "");
            let mut cur = Cursor::new(&a);
            match (cur.ty(), cur.next()) {
                (Ok(ty), Ok(n)) => {
                    keys.push(ty.untyped_key());
                    names.push(n);
                }
                _ => ok = false,
            }
        }
        if !ok {
            continue;
        }
        let body = read_body(&body, class, &names, &keys);
        out.methods
            .entry((class.to_string(), name.to_string()))
            .or_default()
            .push(UntypedMethod {
                args: keys,
                names,
                body,
            });
    }
    out
}

impl Untyped {
    /// The C function `class::method(args)` ends up calling.
    pub fn resolve(
        &self,
        class: &str,
        method: &str,
        args: &[String],
        depth: usize,
    ) -> Option<String> {
        let pattern: Vec<Option<String>> = args.iter().cloned().map(Some).collect();
        self.resolve_pattern(class, method, &pattern, depth)
    }

    fn resolve_pattern(
        &self,
        class: &str,
        method: &str,
        args: &[Option<String>],
        depth: usize,
    ) -> Option<String> {
        if depth > 8 {
            return None;
        }
        let overloads = self.methods.get(&(class.to_string(), method.to_string()))?;
        let same_arity: Vec<&UntypedMethod> = overloads
            .iter()
            .filter(|m| m.args.len() == args.len())
            .collect();
        let fits = |m: &&UntypedMethod| {
            m.args
                .iter()
                .zip(args)
                .all(|(have, want)| want.as_ref().is_none_or(|w| w == have))
        };
        let found = match same_arity.iter().find(|m| fits(m)) {
            Some(m) => *m,
            // An implicit conversion: the only overload of that arity.
            None if same_arity.len() == 1 => same_arity[0],
            None => return None,
        };
        match &found.body {
            Body::Calls(f) => Some(f.clone()),
            Body::Delegates {
                class: c,
                method: m,
                args: a,
            } => {
                if c == class
                    && m == method
                    && a.iter()
                        .zip(&found.args)
                        .all(|(x, y)| x.as_ref() == Some(y))
                {
                    return None;
                }
                self.resolve_pattern(c, m, a, depth + 1)
            }
            Body::Unknown => None,
        }
    }
}

// --- template_cpp.cc signatures ----------------------------------------------

/// A brace tree: `{ a, { b, c } }`.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tree {
    Name(String),
    List(Vec<Tree>),
}

fn tree(cur: &mut Cursor) -> Option<Tree> {
    if cur.eat("{") {
        let mut items = Vec::new();
        loop {
            if cur.eat("}") {
                return Some(Tree::List(items));
            }
            items.push(tree(cur)?);
            cur.eat(",");
        }
    }
    let t = cur.next().ok()?;
    if t == "\"" {
        // A string literal: its words up to the closing quote.
        let mut s = String::new();
        while let Ok(w) = cur.next() {
            if w == "\"" {
                break;
            }
            s.push_str(&w);
        }
        return Some(Tree::Name(format!("\"{s}")));
    }
    Some(Tree::Name(t))
}

/// A signature's tuple: a name or a pair.
#[derive(Debug, Clone, PartialEq, Eq)]
enum SigTuple {
    Name(String),
    Pair(Box<SigTuple>, Box<SigTuple>),
}

/// `{ ret kind, { arg kinds... } }`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Signature {
    ret: Vec<SigTuple>,
    args: Vec<Vec<SigTuple>>,
}

fn sig_tuple(t: &Tree) -> Option<SigTuple> {
    match t {
        Tree::Name(n) => Some(SigTuple::Name(n.clone())),
        Tree::List(l) if l.len() == 2 => Some(SigTuple::Pair(
            Box::new(sig_tuple(&l[0])?),
            Box::new(sig_tuple(&l[1])?),
        )),
        Tree::List(_) => None,
    }
}

fn sig_kind(t: &Tree) -> Option<Vec<SigTuple>> {
    match t {
        Tree::List(l) => l.iter().map(sig_tuple).collect(),
        Tree::Name(_) => None,
    }
}

/// The signatures of `template_cpp.cc` and the method names they are for.
#[derive(Debug, Clone, Default)]
struct Signatures {
    /// Named signatures.
    named: BTreeMap<String, Signature>,
    /// Method name → the signature names listed for it (all tables).
    by_method: BTreeMap<String, BTreeSet<String>>,
    /// The signatures of constructors and methods named after a class.
    constructor: BTreeSet<String>,
}

const FIXED: [&str; 5] = ["Anonymous", "Integer", "Str", "Ctx", "Res"];

impl Signatures {
    fn parse(text: &str) -> Signatures {
        let mut sigs = Signatures::default();
        let mut vectors: BTreeMap<String, Vec<String>> = BTreeMap::new();
        // Definitions at column 0 starting with `static` (with `=` or
        // `static const`), up to `;`.
        let mut stmts = Vec::new();
        let mut cur: Option<String> = None;
        for line in text.lines() {
            if let Some(s) = cur.as_mut() {
                s.push(' ');
                s.push_str(line);
            } else if line.starts_with("static ")
                && (line.contains('=') || line.starts_with("static const"))
            {
                cur = Some(line.to_string());
            }
            if cur.as_ref().is_some_and(|s| s.trim_end().ends_with(';')) {
                stmts.push(cur.take().unwrap_or_default());
            }
        }
        let mut tables = Vec::new();
        for stmt in stmts {
            let (head, value) = match stmt.split_once('=') {
                Some((h, v)) if !h.contains('{') => (h.trim().to_string(), v.trim().to_string()),
                _ => match stmt.find('{') {
                    Some(p) => (stmt[..p].trim().to_string(), stmt[p..].to_string()),
                    None => continue,
                },
            };
            let name = head.rsplit(' ').next().unwrap_or("").to_string();
            let mut c = Cursor::new(value.trim_end_matches(';'));
            let Some(t) = tree(&mut c) else { continue };
            if head.starts_with("static Signature") {
                if let Tree::List(l) = &t {
                    if let (2, Some(ret), Some(Tree::List(args))) =
                        (l.len(), sig_kind(&l[0]), l.get(1))
                    {
                        if let Some(args) = args.iter().map(sig_kind).collect() {
                            sigs.named.insert(name, Signature { ret, args });
                        }
                    }
                }
            } else if head.starts_with("static std::vector<Signature>") {
                if let Tree::List(l) = &t {
                    vectors.insert(
                        name,
                        l.iter()
                            .filter_map(|x| match x {
                                Tree::Name(n) => Some(n.clone()),
                                Tree::List(_) => None,
                            })
                            .collect(),
                    );
                }
            } else {
                tables.push((name, t));
            }
        }
        let expand = |t: &Tree| -> Vec<String> {
            match t {
                Tree::Name(n) => vectors.get(n).cloned().unwrap_or_else(|| vec![n.clone()]),
                Tree::List(l) => l
                    .iter()
                    .filter_map(|x| match x {
                        Tree::Name(n) => Some(n.clone()),
                        Tree::List(_) => None,
                    })
                    .collect(),
            }
        };
        for (table, t) in &tables {
            let Tree::List(entries) = t else { continue };
            for e in entries {
                let Tree::List(pair) = e else { continue };
                let [Tree::Name(key), value] = pair.as_slice() else {
                    continue;
                };
                let method = key.trim_start_matches('"').to_string();
                let mut names = Vec::new();
                if table == "member_methods" || table == "special_constructors" {
                    names = expand(value);
                } else if let Tree::List(infixes) = value {
                    // infix_map: { { "type", sigs }, ... }
                    for inf in infixes {
                        if let Tree::List(p) = inf {
                            if let [Tree::Name(_), v] = p.as_slice() {
                                names.extend(expand(v));
                            }
                        }
                    }
                }
                sigs.by_method.entry(method).or_default().extend(names);
            }
        }
        if let Some(v) = vectors.get("constructor_sig") {
            sigs.constructor = v.iter().cloned().collect();
        }
        if let Some(v) = vectors.get("at_keep") {
            sigs.by_method
                .entry("at".into())
                .or_default()
                .extend(v.iter().cloned());
        }
        if let Some(v) = vectors.get("at_select") {
            sigs.by_method
                .entry("at".into())
                .or_default()
                .extend(v.iter().cloned());
        }
        sigs
    }

    /// The signature names `m` instantiates.
    fn label(&self, m: &TypedMethod, classes: &BTreeSet<String>) -> Vec<String> {
        let (ret, args) = instance(m);
        let matching: Vec<&String> = self
            .named
            .iter()
            .filter(|(_, s)| sig_matches(s, &ret, &args))
            .map(|(n, _)| n)
            .collect();
        // The names ISL's generator looks the method up under.
        let mut keys = vec![m.name.clone()];
        if let Some(Type::Typed { class, .. }) = &m.ret {
            for pat in [format!("{class}_"), format!("_{class}")] {
                if let Some(p) = m.name.find(&pat) {
                    let mut n = m.name.clone();
                    n.replace_range(p..p + pat.len(), "");
                    keys.push(n);
                }
            }
        }
        if let Some(Type::Callback { args, .. }) = m.args.first().map(|a| &a.ty) {
            if let Some(Type::Typed { class, .. }) = args.first() {
                if let Some(n) = m.name.strip_suffix(&format!("_{class}")) {
                    keys.push(n.to_string());
                }
            }
        }
        // Constructors are named after the C function (`read_from_str`).
        if let Some(f) = &m.c_function {
            if let Some(rest) = f.strip_prefix(&format!("isl_{}_", m.class)) {
                keys.push(rest.to_string());
            }
        }
        let mut listed: BTreeSet<&String> = BTreeSet::new();
        for k in &keys {
            if let Some(s) = self.by_method.get(k) {
                listed.extend(s);
            }
        }
        if matches!(m.kind, MethodKind::Constructor { .. }) || classes.contains(&m.name) {
            listed.extend(&self.constructor);
        }
        let in_table: Vec<String> = matching
            .iter()
            .filter(|n| listed.contains(**n))
            .map(|n| n.to_string())
            .collect();
        if !in_table.is_empty() {
            return in_table;
        }
        matching.iter().map(|n| format!("~{n}")).collect()
    }
}

/// One tuple position of an instance: a typed kind or a fixed marker.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Slot {
    Kind(Kind),
    /// A non-object type (`int`, `long`, `std::string`, `isl::ctx`,
    /// a callback's result), by name.
    Plain(String),
}

/// A method as ISL's generator sees it: the result kind and the argument
/// kinds (`this` first for members; a callback contributes its result, then
/// its arguments).
fn instance(m: &TypedMethod) -> (Vec<Slot>, Vec<Vec<Slot>>) {
    let kinds = |t: &Type| -> Vec<Slot> {
        match t {
            Type::Typed { kinds, .. } => kinds.iter().cloned().map(Slot::Kind).collect(),
            other => vec![Slot::Plain(other.to_string())],
        }
    };
    let mut args = Vec::new();
    if m.kind == MethodKind::Member {
        args.push(m.spec.iter().cloned().map(Slot::Kind).collect());
    }
    for a in &m.args {
        match &a.ty {
            Type::Callback { ret, args: cb } => {
                args.push(kinds(ret));
                args.extend(cb.iter().map(kinds));
            }
            t => args.push(kinds(t)),
        }
    }
    let ret = match &m.ret {
        Some(t) => kinds(t),
        None => m.spec.iter().cloned().map(Slot::Kind).collect(),
    };
    (ret, args)
}

/// Does the signature `s` instantiate to `(ret, args)`?
fn sig_matches(s: &Signature, ret: &[Slot], args: &[Vec<Slot>]) -> bool {
    if s.args.len() != args.len() {
        return false;
    }
    let mut bind: BTreeMap<String, Kind> = BTreeMap::new();
    s.args
        .iter()
        .chain(std::iter::once(&s.ret))
        .zip(args.iter().chain(std::iter::once(&ret.to_vec())))
        .all(|(sk, ik)| {
            sk.len() == ik.len()
                && sk
                    .iter()
                    .zip(ik)
                    .all(|(st, slot)| tuple_matches(st, slot, &mut bind))
        })
}

fn tuple_matches(st: &SigTuple, slot: &Slot, bind: &mut BTreeMap<String, Kind>) -> bool {
    match (st, slot) {
        // `isl::ctx` is `Ctx`; a string is `Str` or stands for an id, an
        // integer is `Integer` or stands for a value, whose tuple the
        // declaration does not say (any one tuple); `bool`/`void` are `Res`
        // or a plain result.
        (SigTuple::Name(n), Slot::Plain(p)) => {
            let fixed = FIXED.contains(&n.as_str()) && n != "Anonymous";
            match p.as_str() {
                "isl::ctx" => n == "Ctx",
                "std::string" => n == "Str" || !fixed,
                "int" | "long" | "unsigned" | "unsigned int" => n == "Integer" || !fixed,
                _ => true,
            }
        }
        (SigTuple::Name(n), Slot::Kind(k)) => {
            kind_matches(st, k, bind) || (n == "Anonymous" && *k == Kind::Anonymous)
        }
        (SigTuple::Pair(..), Slot::Kind(k)) => kind_matches(st, k, bind),
        (SigTuple::Pair(..), Slot::Plain(_)) => false,
    }
}

fn kind_matches(st: &SigTuple, k: &Kind, bind: &mut BTreeMap<String, Kind>) -> bool {
    match st {
        SigTuple::Name(n) if n == "Anonymous" => *k == Kind::Anonymous,
        SigTuple::Name(n) if FIXED.contains(&n.as_str()) => false,
        SigTuple::Name(n) => {
            if n == "Leaf" && matches!(k, Kind::Pair(..)) {
                return false;
            }
            match bind.get(n) {
                Some(b) => b == k,
                None => {
                    bind.insert(n.clone(), k.clone());
                    true
                }
            }
        }
        SigTuple::Pair(l, r) => match k {
            Kind::Pair(kl, kr) => kind_matches(l, kl, bind) && kind_matches(r, kr, bind),
            _ => false,
        },
    }
}

// ---------------------------------------------------------------------------
// Report

impl TypedTable {
    /// The declarations (constructors included) with no C function.
    pub fn unjoined(&self) -> Vec<&TypedMethod> {
        self.methods
            .iter()
            .filter(|m| m.c_function.is_none())
            .collect()
    }

    /// The distinct (class, method, kind signature) triples, each with its
    /// declarations.
    pub fn triples(&self) -> BTreeMap<(String, String, String), Vec<&TypedMethod>> {
        let mut out: BTreeMap<_, Vec<&TypedMethod>> = BTreeMap::new();
        for m in &self.methods {
            out.entry((m.class.clone(), m.name.clone(), m.kind_signature()))
                .or_default()
                .push(m);
        }
        out
    }

    /// The text `specgen --typed-table` prints: counts, one line per
    /// distinct triple, the unjoined declarations.
    pub fn report(&self) -> String {
        let mut s = String::new();
        let triples = self.triples();
        let ctors = self
            .methods
            .iter()
            .filter(|m| matches!(m.kind, MethodKind::Constructor { .. }))
            .count();
        let pairs: BTreeSet<(String, String)> = self
            .methods
            .iter()
            .map(|m| {
                let sig = m.kind_signature();
                let sig = sig.split_once(" :: ").map_or(sig.clone(), |(spec, rest)| {
                    format!(
                        "{spec} :: {}",
                        rest.split_once('(').map_or(rest, |(_, a)| a)
                    )
                });
                (m.name.clone(), sig)
            })
            .collect();
        let labelled = triples
            .values()
            .filter(|ms| {
                ms.iter()
                    .any(|m| m.signatures.iter().any(|l| !l.starts_with('~')))
            })
            .count();
        let unjoined = self.unjoined();
        let _ = writeln!(s, "# ISL's typed C++ interface (typed_cpp.h)");
        let _ = writeln!(s, "specializations: {}", self.specializations.len());
        let _ = writeln!(
            s,
            "declarations (non-deleted): {} ({} methods, {ctors} constructors); deleted: {}",
            self.methods.len(),
            self.methods.len() - ctors,
            self.deleted
        );
        let _ = writeln!(
            s,
            "distinct (class, method, kind signature) triples: {}",
            triples.len()
        );
        let _ = writeln!(
            s,
            "distinct (method, kind signature) pairs across classes: {}",
            pairs.len()
        );
        let _ = writeln!(
            s,
            "triples with an ISL signature label from the method's table entry: {labelled}"
        );
        let _ = writeln!(
            s,
            "unjoined declarations (no C function): {}",
            unjoined.len()
        );
        let _ = writeln!(s, "\n# per class: specializations, declarations, triples");
        let mut per: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new();
        for sp in &self.specializations {
            per.entry(&sp.class).or_default().0 += 1;
        }
        for m in &self.methods {
            per.entry(&m.class).or_default().1 += 1;
        }
        for (c, _, _) in triples.keys() {
            per.entry(c).or_default().2 += 1;
        }
        for (c, (sp, d, t)) in &per {
            let _ = writeln!(s, "{c}: {sp} {d} {t}");
        }
        let _ = writeln!(
            s,
            "\n# triples: class<spec> :: method(arg kinds) -> ret kinds \
             = C function(s) [ISL signature(s)] (declarations)"
        );
        for ((class, _, sig), ms) in &triples {
            let funcs: BTreeSet<&str> = ms
                .iter()
                .map(|m| m.c_function.as_deref().unwrap_or("?"))
                .collect();
            let labels: BTreeSet<&str> = ms
                .iter()
                .flat_map(|m| m.signatures.iter().map(String::as_str))
                .collect();
            let funcs: Vec<&str> = funcs.into_iter().collect();
            let labels: Vec<&str> = labels.into_iter().collect();
            let _ = writeln!(
                s,
                "{class}{sig} = {} [{}] ({})",
                funcs.join(" | "),
                labels.join(", "),
                ms.len()
            );
        }
        let _ = writeln!(s, "\n# unjoined declarations");
        for m in unjoined {
            let _ = writeln!(s, "typed_cpp.h:{}: {}", m.line, m.declaration());
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Option<TypedTable> {
        let Some(src) = find_isl_src() else {
            eprintln!("ISL's source tree (isl-rs 0.3.1) not found: skipped");
            return None;
        };
        Some(typed_table(&src).expect("typed table"))
    }

    fn typed(class: &str, kinds: &[Kind]) -> Type {
        Type::Typed {
            class: class.into(),
            kinds: kinds.to_vec(),
        }
    }

    fn p(n: &str) -> Kind {
        Kind::Param(n.into())
    }

    #[test]
    fn parses_declarations() {
        let text = "template <typename Domain>\nstruct set<Domain> : public isl::set {\n  \
                    template <typename Range>\n  \
                    inline typed::set<pair<Domain, Range>> product(const typed::set<Range> &set2) const;\n  \
                    inline void foreach_point(const std::function<void(typed::point<Domain>)> &fn) const;\n  \
                    inline /* implicit */ set(const typed::basic_set<Domain> &bset);\n  \
                    static inline typed::set<Domain> universe(const typed::space<Domain> &space);\n  \
                    inline typed::map<Domain> unwrap() const = delete;\n};\n";
        let t = parse_typed(text).unwrap();
        assert_eq!(t.deleted, 1);
        assert_eq!(t.methods.len(), 4);
        let prod = &t.methods[0];
        assert_eq!(prod.template_params, ["Range"]);
        assert_eq!(
            prod.ret,
            Some(typed(
                "set",
                &[Kind::Pair(Box::new(p("Domain")), Box::new(p("Range")))]
            ))
        );
        assert_eq!(
            t.methods[1].args[0].ty,
            Type::Callback {
                ret: Box::new(Type::Plain("void".into())),
                args: vec![typed("point", &[p("Domain")])]
            }
        );
        assert_eq!(
            t.methods[2].kind,
            MethodKind::Constructor { explicit: false }
        );
        assert_eq!(t.methods[3].kind, MethodKind::Static);
    }

    #[test]
    fn reads_bodies() {
        let text = "isl::union_set set::unite(const isl::union_set &uset2) const\n{\n  \
                    return isl::union_set(*this).unite(uset2);\n}\n\
                    isl::union_set union_set::unite(isl::union_set uset2) const\n{\n  \
                    auto saved_ctx = ctx();\n  auto res = isl_union_set_union(copy(), uset2.release());\n  \
                    return manage(res);\n}\n";
        let u = parse_cpp(text);
        assert_eq!(
            u.resolve("set", "unite", &["union_set".into()], 0)
                .as_deref(),
            Some("isl_union_set_union")
        );
    }

    #[test]
    fn real_header() {
        let Some(t) = table() else { return };
        let find = |class: &str, spec: &[Kind], name: &str| -> Vec<&TypedMethod> {
            t.methods
                .iter()
                .filter(|m| m.class == class && m.spec == spec && m.name == name)
                .collect()
        };
        let d = [p("Domain")];
        let ip = find("set", &d, "intersect_params");
        assert!(
            ip.iter().any(|m| m.args[0].ty == typed("set", &[])),
            "{ip:?}"
        );
        let dr = [p("Domain"), p("Range")];
        let id = find("map", &dr, "intersect_domain");
        let m = id
            .iter()
            .find(|m| m.args[0].ty == typed("set", &d))
            .expect("map<Domain, Range>::intersect_domain(set<Domain>)");
        assert_eq!(m.c_function.as_deref(), Some("isl_map_intersect_domain"));
        assert_eq!(m.signatures, ["bin_map_domain"]);
        assert!(!find("map", &[p("Domain"), p("Domain")], "deltas").is_empty());
        let fp = find("set", &d, "foreach_point");
        assert_eq!(fp[0].c_function.as_deref(), Some("isl_set_foreach_point"));
        let u = find("set", &d, "unite");
        assert!(u
            .iter()
            .any(|m| m.c_function.as_deref() == Some("isl_union_set_union")));
        let every = find("set", &d, "every_set");
        assert_eq!(
            every[0].c_function.as_deref(),
            Some("isl_union_set_every_set")
        );
        let from_str = find("set", &d, "set");
        assert!(from_str
            .iter()
            .any(|m| m.kind == MethodKind::Constructor { explicit: true }
                && m.c_function.as_deref() == Some("isl_set_read_from_str")
                && m.signatures == ["set_from_str"]));
        assert!(t.methods.len() > 4000 && t.deleted > 500);
        assert!(t.triples().len() > 1000);
        let unjoined = t.unjoined();
        assert!(unjoined.len() < 50, "{} unjoined", unjoined.len());
    }
}
