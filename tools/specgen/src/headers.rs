//! Reads ISL's public C headers: every function prototype, with its
//! ownership annotations (`__isl_take`, `__isl_keep`, `__isl_give`,
//! `__isl_null`), parameter names and whether it is `__isl_export`ed.
//!
//! How the headers are read:
//! 1. `cc -E -P` preprocesses a header including every public C header of
//!    `include/isl` (the same list as `isl-sys`'s `isl_sys_all.h`,
//!    [`all_headers`]), with each annotation macro defined as itself so that
//!    its token survives (a self-referential macro is not expanded again).
//!    This expands ISL's declaration macros (lists, multi types, hash maps),
//!    which hold a large part of the API.
//! 2. The output is tokenized ([`tokenize`]) and split into top-level items
//!    at `;` ([`items`]; function bodies of system headers are skipped,
//!    struct and enum bodies kept inside their item); `__attribute__((...))`,
//!    `__asm__(...)` and storage keywords are dropped.
//! 3. An item ending in a parenthesised parameter list after a name is a
//!    prototype ([`parse_item`]): its return type and each parameter (a plain
//!    type or a function pointer, whose own parameters are parsed the same
//!    way) become a [`CType`]: annotation, `const`, base type and pointer
//!    depth.
//!
//! The parser finds exactly the functions bindgen does (3424 in ISL 0.27).

use std::collections::BTreeMap;
use std::fmt;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The annotation macros whose tokens are kept through preprocessing.
pub const KEPT_MACROS: &[&str] = &[
    "__isl_give",
    "__isl_take",
    "__isl_keep",
    "__isl_null",
    "__isl_export",
    "__isl_overload",
    "__isl_constructor",
];

/// Public headers that are not part of the C API: the C++ interfaces, the GMP
/// conversions (a GMP build only), and templates meant to be included by
/// other headers after defining macros: `isl-sys`'s own list, which its
/// build script uses for `isl_sys_all.h`.
pub const NOT_C_API: &[&str] = isl_sys::NOT_C_API_HEADERS;

/// An ownership annotation of ISL's headers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Ann {
    /// `__isl_take`: the function consumes the argument.
    Take,
    /// `__isl_keep`: the function borrows the argument.
    Keep,
    /// `__isl_give`: the caller owns the result.
    Give,
    /// `__isl_null`: the result is always null (`*_free`).
    Null,
}

impl Ann {
    /// The annotation a token spells, if any.
    pub fn from_token(token: &str) -> Option<Ann> {
        match token {
            "__isl_take" => Some(Ann::Take),
            "__isl_keep" => Some(Ann::Keep),
            "__isl_give" => Some(Ann::Give),
            "__isl_null" => Some(Ann::Null),
            _ => None,
        }
    }

    /// The macro's name.
    pub fn token(self) -> &'static str {
        match self {
            Ann::Take => "__isl_take",
            Ann::Keep => "__isl_keep",
            Ann::Give => "__isl_give",
            Ann::Null => "__isl_null",
        }
    }
}

/// A C type as declared, reduced to what the checks and the generator need.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CType {
    /// The ownership annotation, if any.
    pub ann: Option<Ann>,
    /// Whether the pointee (or value) is `const`.
    pub is_const: bool,
    /// The base type without `struct`/`enum`/`const` and with integer types
    /// canonicalised (`isl_set`, `unsigned int`, `char`, `isl_dim_type`).
    pub base: String,
    /// The number of `*` (array brackets count as one).
    pub ptr: usize,
}

impl CType {
    /// A type with no annotation.
    pub fn plain(base: &str, is_const: bool, ptr: usize) -> CType {
        CType {
            ann: None,
            is_const,
            base: base.to_string(),
            ptr,
        }
    }

    /// An annotated pointer to an ISL object.
    pub fn object(ann: Ann, base: &str) -> CType {
        CType {
            ann: Some(ann),
            is_const: false,
            base: base.to_string(),
            ptr: 1,
        }
    }

    /// The type followed by a declarator name (`__isl_keep isl_set *set`).
    pub fn with_name(&self, name: Option<&str>) -> String {
        let text = self.to_string();
        match name {
            None => text,
            Some(name) if self.ptr > 0 => format!("{text}{name}"),
            Some(name) => format!("{text} {name}"),
        }
    }
}

impl fmt::Display for CType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(ann) = self.ann {
            write!(f, "{} ", ann.token())?;
        }
        if self.is_const {
            write!(f, "const ")?;
        }
        write!(f, "{}", self.base)?;
        if self.ptr > 0 {
            write!(f, " {}", "*".repeat(self.ptr))?;
        }
        Ok(())
    }
}

/// One parameter of a C prototype.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CParam {
    /// A plain (possibly pointer) parameter.
    Value(CType),
    /// A function pointer, with its return type and parameters.
    FnPtr {
        /// The callback's return type.
        ret: CType,
        /// The callback's parameters.
        params: Vec<CParam>,
    },
    /// `...`.
    Variadic,
}

impl CParam {
    /// The parameter followed by a declarator name.
    pub fn with_name(&self, name: Option<&str>) -> String {
        match self {
            CParam::Value(ty) => ty.with_name(name),
            CParam::FnPtr { ret, params } => {
                format!("{ret} (*{})({})", name.unwrap_or(""), join(params))
            }
            CParam::Variadic => "...".to_string(),
        }
    }
}

impl fmt::Display for CParam {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.with_name(None))
    }
}

/// The parameters' texts, comma-separated.
pub fn join(params: &[CParam]) -> String {
    params
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One C prototype.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proto {
    /// The return type (base `<function pointer returning ...>` for
    /// functions returning one).
    pub ret: CType,
    /// The parameters (empty for `(void)`).
    pub params: Vec<CParam>,
    /// The parameters' names as declared (`None` when unnamed), one per
    /// parameter.
    pub names: Vec<Option<String>>,
    /// Whether the declaration carries `__isl_export` (part of ISL's
    /// exported, stable API, the one of its C++ and Python bindings).
    pub exported: bool,
}

impl Proto {
    /// The prototype as C text, with the function's and parameters' names:
    /// `__isl_give isl_set *isl_set_union(__isl_take isl_set *set1, ...)`.
    pub fn c_text(&self, name: &str) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .zip(&self.names)
            .map(|(p, n)| p.with_name(n.as_deref()))
            .collect();
        let params = if params.is_empty() {
            "void".to_string()
        } else {
            params.join(", ")
        };
        format!("{}({params})", self.ret.with_name(Some(name)))
    }

    /// Whether two declarations have the same types (names and
    /// `__isl_export` aside).
    pub fn same_types(&self, other: &Proto) -> bool {
        self.ret == other.ret && self.params == other.params
    }
}

impl fmt::Display for Proto {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} f({})", self.ret, join(&self.params))
    }
}

/// Every prototype of a set of headers, by function name. A function
/// declared twice with different types keeps both declarations; repeated
/// declarations with the same types are merged (exported if any is).
#[derive(Debug, Clone, Default)]
pub struct Headers {
    /// The prototypes, by function name.
    pub functions: BTreeMap<String, Vec<Proto>>,
}

impl Headers {
    /// Preprocesses and parses every public C header of ISL under `include`
    /// (the folder holding `isl/ctx.h`).
    pub fn read(include: &Path) -> Result<Headers, String> {
        Ok(Headers::parse(&preprocess(include)?))
    }

    /// Parses preprocessed C.
    pub fn parse(text: &str) -> Headers {
        Headers {
            functions: parse_prototypes(text),
        }
    }

    /// The names of the ISL functions (those starting with `isl_`), sorted.
    pub fn isl_functions(&self) -> impl Iterator<Item = &str> {
        self.functions
            .keys()
            .map(String::as_str)
            .filter(|name| name.starts_with("isl_"))
    }
}

/// Runs the C preprocessor (`cc -E -P`, keeping the [`KEPT_MACROS`]) over
/// every public C header of ISL under `include`.
pub fn preprocess(include: &Path) -> Result<String, String> {
    let mut cmd = Command::new("cc");
    cmd.arg("-E")
        .arg("-P")
        .arg(format!("-I{}", include.display()));
    for name in KEPT_MACROS {
        cmd.arg(format!("-D{name}={name}"));
    }
    cmd.args(["-x", "c", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let text = all_headers(include)?;
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot run the C preprocessor `cc`: {e}"))?;
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(text.as_bytes())
        .map_err(|e| format!("write to cc: {e}"))?;
    let out = child
        .wait_with_output()
        .map_err(|e| format!("wait for cc: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "cc -E failed on ISL's headers ({}):\n{}",
            include.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("preprocessed headers: {e}"))
}

/// `#include` lines for every public C header in `include/isl` (all `.h`
/// files but [`NOT_C_API`]), sorted: the text of `isl-sys`'s `isl_sys_all.h`.
pub fn all_headers(include: &Path) -> Result<String, String> {
    let dir = include.join("isl");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(&dir).map_err(|e| format!("read {}: {e}", dir.display()))? {
        let entry = entry.map_err(|e| format!("read {}: {e}", dir.display()))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".h") && !NOT_C_API.contains(&name.as_str()) {
            names.push(name);
        }
    }
    names.sort();
    Ok(names
        .iter()
        .map(|n| format!("#include <isl/{n}>\n"))
        .collect())
}

/// Splits preprocessed C into tokens: identifiers and numbers, string and
/// character literals, and single punctuation characters.
pub fn tokenize(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < bytes.len() && bytes[i] != c {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
        } else {
            // One punctuation character (any UTF-8 sequence kept whole).
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
        tokens.push(&text[start..i.min(bytes.len())]);
    }
    tokens
}

/// The index of the bracket closing the one at `open` (any of `([{`).
///
/// # Panics
///
/// If the brackets are unbalanced.
pub fn matching(tokens: &[&str], open: usize) -> usize {
    let mut depth = 0usize;
    for (i, t) in tokens.iter().enumerate().skip(open) {
        match *t {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    panic!("unbalanced `{}` in the preprocessed headers", tokens[open]);
}

/// Splits tokens into top-level items ending at `;`. Function bodies are
/// dropped with their function (definitions are not declarations).
pub fn items<'a>(tokens: &[&'a str]) -> Vec<Vec<&'a str>> {
    let mut items = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            ";" => {
                items.push(std::mem::take(&mut current));
                i += 1;
            }
            "(" | "[" | "{" => {
                let end = matching(tokens, i);
                if tokens[i] == "{" && current.last() == Some(&")") {
                    current.clear();
                } else {
                    current.extend_from_slice(&tokens[i..=end]);
                }
                i = end + 1;
            }
            t => {
                current.push(t);
                i += 1;
            }
        }
    }
    items
}

/// Drops what does not affect the types: attributes, asm labels, storage
/// classes, `restrict` and the non-ownership annotations (whether
/// `__isl_export` was there is returned alongside).
pub fn strip_noise<'a>(tokens: &[&'a str]) -> (Vec<&'a str>, bool) {
    let mut out = Vec::with_capacity(tokens.len());
    let mut exported = false;
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            "__attribute__" | "__attribute" | "__asm__" | "__asm" | "asm" | "__declspec"
                if tokens.get(i + 1) == Some(&"(") =>
            {
                i = matching(tokens, i + 1) + 1;
            }
            "__isl_export" => {
                exported = true;
                i += 1;
            }
            "extern" | "static" | "inline" | "__inline" | "__inline__" | "__extension__"
            | "_Noreturn" | "restrict" | "__restrict" | "__restrict__" | "volatile"
            | "__isl_overload" | "__isl_constructor" => i += 1,
            t => {
                out.push(t);
                i += 1;
            }
        }
    }
    (out, exported)
}

/// Whether a token is a C identifier.
pub fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
}

/// Words that name (part of) a type, never a parameter.
pub const TYPE_WORDS: &[&str] = &[
    "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool",
    "const", "struct", "enum", "union",
];

/// Splits a parenthesised list's inside at top-level commas.
pub fn split_commas<'a>(tokens: &[&'a str]) -> Vec<Vec<&'a str>> {
    let mut parts = vec![Vec::new()];
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            "," => parts.push(Vec::new()),
            "(" | "[" | "{" => {
                let end = matching(tokens, i);
                parts
                    .last_mut()
                    .expect("one part at least")
                    .extend_from_slice(&tokens[i..=end]);
                i = end;
            }
            t => parts.last_mut().expect("one part at least").push(t),
        }
        i += 1;
    }
    parts
}

/// Parses a type from its tokens, with or without a declarator name;
/// returns the type and the name.
pub fn parse_type(tokens: &[&str]) -> (CType, Option<String>) {
    let mut ann = None;
    let mut is_const = false;
    let mut ptr = 0;
    let mut words: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i];
        if let Some(a) = Ann::from_token(t) {
            ann = Some(a);
        } else if t == "*" {
            ptr += 1;
        } else if t == "[" {
            ptr += 1;
            i = matching(tokens, i);
        } else if t == "const" {
            // `char *const p` is a const pointer, not a pointer to const.
            if ptr == 0 {
                is_const = true;
            }
        } else if !matches!(t, "struct" | "enum" | "union") {
            words.push(t);
        }
        i += 1;
    }
    // The last word is the parameter's name unless it is part of the type.
    let mut name = None;
    if words.len() > 1 && words.last().is_some_and(|w| !TYPE_WORDS.contains(w)) {
        name = words.pop().map(str::to_string);
    }
    let ty = CType {
        ann,
        is_const,
        base: canonical_base(&words),
        ptr,
    };
    (ty, name)
}

/// Canonical spelling of a base type: integer types reduced to
/// `[unsigned ]int|long|long long|short|char`, others joined as written.
pub fn canonical_base(words: &[&str]) -> String {
    const INT_WORDS: &[&str] = &["signed", "unsigned", "int", "long", "short", "char"];
    if words.is_empty() || !words.iter().all(|w| INT_WORDS.contains(w)) {
        return words.join(" ");
    }
    let unsigned = if words.contains(&"unsigned") {
        "unsigned "
    } else {
        ""
    };
    let longs = words.iter().filter(|w| **w == "long").count();
    let core = if words.contains(&"char") {
        "char"
    } else if words.contains(&"short") {
        "short"
    } else if longs >= 2 {
        "long long"
    } else if longs == 1 {
        "long"
    } else {
        "int"
    };
    format!("{unsigned}{core}")
}

/// Parses one parameter, a plain type or a function pointer; returns it
/// and its name.
///
/// # Panics
///
/// On a function pointer without its parameter list.
pub fn parse_param(tokens: &[&str]) -> (CParam, Option<String>) {
    if tokens == [".", ".", "."] {
        return (CParam::Variadic, None);
    }
    match tokens.iter().position(|t| *t == "(") {
        // `ret (*name)(params)`
        Some(open) if tokens.get(open + 1) == Some(&"*") => {
            let close = matching(tokens, open);
            let params_open = close + 1;
            assert_eq!(
                tokens.get(params_open),
                Some(&"("),
                "unexpected function pointer {tokens:?}"
            );
            let params_close = matching(tokens, params_open);
            let name = tokens[open + 2..close]
                .iter()
                .rev()
                .find(|t| is_ident(t))
                .map(|t| t.to_string());
            let param = CParam::FnPtr {
                ret: parse_type(&tokens[..open]).0,
                params: parse_params(&tokens[params_open + 1..params_close]).0,
            };
            (param, name)
        }
        _ => {
            let (ty, name) = parse_type(tokens);
            (CParam::Value(ty), name)
        }
    }
}

/// Parses the inside of a parameter list: the parameters and their names.
pub fn parse_params(tokens: &[&str]) -> (Vec<CParam>, Vec<Option<String>>) {
    if tokens.is_empty() || tokens == ["void"] {
        return (Vec::new(), Vec::new());
    }
    split_commas(tokens).iter().map(|p| parse_param(p)).unzip()
}

/// Finds the prototype in one top-level item: `(name, prototype)`.
pub fn parse_item(item: &[&str]) -> Option<(String, Proto)> {
    let (tokens, exported) = strip_noise(item);
    if tokens.contains(&"typedef") || tokens.last() != Some(&")") {
        return None;
    }
    // The top-level groups: the last one is the parameter list.
    let mut groups = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            "," | "=" => return None, // several declarators, or an initializer
            "(" | "[" | "{" => {
                let end = matching(&tokens, i);
                groups.push((i, end));
                i = end;
            }
            _ => {}
        }
        i += 1;
    }
    let &(open, close) = groups.last()?;
    let before = open.checked_sub(1)?;
    if is_ident(tokens[before]) && !TYPE_WORDS.contains(&tokens[before]) {
        // `ret name(params)`
        let (ret, _) = parse_type(&tokens[..before]);
        let (params, names) = parse_params(&tokens[open + 1..close]);
        let proto = Proto {
            ret,
            params,
            names,
            exported,
        };
        Some((tokens[before].to_string(), proto))
    } else if tokens[before] == ")" {
        // `ret (*name(params))(callback params)`: returns a function pointer.
        let &(inner_open, _) = groups.get(groups.len().checked_sub(2)?)?;
        let inner = &tokens[inner_open + 1..before];
        if inner.first() != Some(&"*") || inner.get(2) != Some(&"(") {
            return None;
        }
        let name = inner[1];
        let params_close = matching(inner, 2);
        let (params, names) = parse_params(&inner[3..params_close]);
        let (mut ret, _) = parse_type(&tokens[..inner_open]);
        ret.base = format!("<function pointer returning {}>", ret.base);
        let proto = Proto {
            ret,
            params,
            names,
            exported,
        };
        Some((name.to_string(), proto))
    } else {
        None
    }
}

/// Parses every function prototype of preprocessed C. Declarations of one
/// function with the same types are merged (exported if any is).
pub fn parse_prototypes(text: &str) -> BTreeMap<String, Vec<Proto>> {
    let mut functions: BTreeMap<String, Vec<Proto>> = BTreeMap::new();
    for item in items(&tokenize(text)) {
        if let Some((name, proto)) = parse_item(&item) {
            let protos = functions.entry(name).or_default();
            match protos.iter_mut().find(|p| p.same_types(&proto)) {
                Some(known) => known.exported |= proto.exported,
                None => protos.push(proto),
            }
        }
    }
    functions
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_annotations_and_callbacks() {
        let text = "__isl_export __isl_give isl_set *isl_set_union(__isl_take isl_set *set1, \
                    __isl_take isl_set *set2);\n\
                    isl_stat isl_set_foreach_point(__isl_keep isl_set *set, \
                    isl_stat (*fn)(__isl_take isl_point *pnt, void *user), void *user);\n\
                    int f(unsigned, const char *type);";
        let headers = Headers::parse(text);
        let union = &headers.functions["isl_set_union"][0];
        assert!(union.exported);
        assert_eq!(union.ret, CType::object(Ann::Give, "isl_set"));
        assert_eq!(union.names, [Some("set1".into()), Some("set2".into())]);
        let foreach = &headers.functions["isl_set_foreach_point"][0];
        assert!(!foreach.exported);
        assert_eq!(
            foreach.c_text("isl_set_foreach_point"),
            "isl_stat isl_set_foreach_point(__isl_keep isl_set *set, \
             isl_stat (*fn)(__isl_take isl_point *, void *), void *user)"
        );
        let f = &headers.functions["f"][0];
        assert_eq!(f.names, [None, Some("type".into())]);
        assert_eq!(
            f.params[0],
            CParam::Value(CType::plain("unsigned int", false, 0))
        );
    }
}
