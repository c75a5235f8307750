//! Cross-checks every declaration of the specs DSL against ISL's public C
//! headers.
//!
//! The DSL's `unsafe` calls are sound only if each qualifier matches ISL's
//! annotation: `Take<T>` ↔ `__isl_take`, `Keep<T>` ↔ `__isl_keep`,
//! `Give<T>` ↔ `__isl_give`, `Null<T>` ↔ `__isl_null`, and so on. This test
//! recovers those annotations from the headers and reports every declaration
//! that disagrees with them.
//!
//! How the headers are read:
//! 1. `cc -E -P` preprocesses `isl_sys_all.h` (every public C header, written
//!    by `isl-sys` next to the include folder), with each annotation macro
//!    defined as itself so that its token survives (a self-referential macro
//!    is not expanded again). This expands ISL's declaration macros (lists,
//!    multi types, hash maps), which hold a large part of the API.
//! 2. The output is tokenized and split into top-level items at `;`
//!    (function bodies of system headers are skipped, struct and enum bodies
//!    kept inside their item); `__attribute__((...))`, `__asm__(...)` and
//!    storage keywords are dropped.
//! 3. An item ending in a parenthesised parameter list after a name is a
//!    prototype: its return type and each parameter (a plain type or a
//!    function pointer, whose own parameters are parsed the same way) become
//!    a [`CType`]: annotation, `const`, base type and pointer depth.
//! 4. Header quirks are smoothed out ([`normalize`], [`OVERRIDES`]), then
//!    each declaration is compared with its prototype ([`check`]).
//!
//! The parser finds exactly the functions bindgen does (3424 in ISL 0.27).

use isl_safe::specs::{declarations, Spec};
use std::collections::HashMap;
use std::fmt;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The annotation macros whose tokens are kept through preprocessing.
const KEPT_MACROS: &[&str] = &[
    "__isl_give",
    "__isl_take",
    "__isl_keep",
    "__isl_null",
    "__isl_export",
    "__isl_overload",
    "__isl_constructor",
];

/// Public headers that are not part of the C API; the same list as
/// `isl-sys/build/bindings.rs`, used only when `isl_sys_all.h` is not next to
/// the include folder (feature `system`, where the headers are in `/usr/include`).
const NOT_C_API: &[&str] = &[
    "cpp.h",
    "cpp-checked.h",
    "cpp-checked-conversion.h",
    "typed_cpp.h",
    "std_optional.h",
    "val_gmp.h",
    "hmap.h",
    "maybe_templ.h",
    "stdint.h",
];

/// Annotations missing from ISL's headers, added before checking:
/// `(function, parameter index, annotation)`.
///
/// - `isl_id_copy(isl_id *id)` has no `__isl_keep`, though it only borrows
///   its argument like every other `*_copy`.
const OVERRIDES: &[(&str, usize, Ann)] = &[("isl_id_copy", 0, Ann::Keep)];

/// Rewrites the header spellings that mean the same as the canonical one:
/// a few headers write borrowed strings as `__isl_keep const char *`
/// (`isl_id_get_name`, `isl_space_get_tuple_name`, `isl_space_set_dim_name`,
/// ...) where the rest write `const char *`; both are a string the callee or
/// the object keeps owning, so the annotation is dropped.
fn normalize(ty: &mut CType) {
    if ty.ann == Some(Ann::Keep) && ty.is_const && ty.base == "char" && ty.ptr == 1 {
        ty.ann = None;
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

/// An ownership annotation of ISL's headers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ann {
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
    fn from_token(token: &str) -> Option<Ann> {
        match token {
            "__isl_take" => Some(Ann::Take),
            "__isl_keep" => Some(Ann::Keep),
            "__isl_give" => Some(Ann::Give),
            "__isl_null" => Some(Ann::Null),
            _ => None,
        }
    }

    /// The macro's name.
    fn token(self) -> &'static str {
        match self {
            Ann::Take => "__isl_take",
            Ann::Keep => "__isl_keep",
            Ann::Give => "__isl_give",
            Ann::Null => "__isl_null",
        }
    }
}

/// A C type as declared, reduced to what the checks need.
#[derive(Debug, Clone, PartialEq, Eq)]
struct CType {
    /// The ownership annotation, if any.
    ann: Option<Ann>,
    /// Whether the pointee (or value) is `const`.
    is_const: bool,
    /// The base type without `struct`/`enum`/`const` and with integer types
    /// canonicalised (`isl_set`, `unsigned int`, `char`, `isl_dim_type`).
    base: String,
    /// The number of `*` (array brackets count as one).
    ptr: usize,
}

impl CType {
    /// A type with no annotation.
    fn plain(base: &str, is_const: bool, ptr: usize) -> CType {
        CType {
            ann: None,
            is_const,
            base: base.to_string(),
            ptr,
        }
    }

    /// An annotated pointer to an ISL object.
    fn object(ann: Ann, base: &str) -> CType {
        CType {
            ann: Some(ann),
            is_const: false,
            base: base.to_string(),
            ptr: 1,
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
#[derive(Debug, Clone, PartialEq, Eq)]
enum CParam {
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

impl fmt::Display for CParam {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CParam::Value(ty) => write!(f, "{ty}"),
            CParam::FnPtr { ret, params } => {
                write!(f, "{ret} (*)({})", join(params))
            }
            CParam::Variadic => write!(f, "..."),
        }
    }
}

/// The parameters' texts, comma-separated.
fn join(params: &[CParam]) -> String {
    params
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One C prototype.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Proto {
    /// The return type (base `<function pointer>` for functions returning one).
    ret: CType,
    /// The parameters (empty for `(void)`).
    params: Vec<CParam>,
}

impl fmt::Display for Proto {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} f({})", self.ret, join(&self.params))
    }
}

/// Every prototype of the headers, by function name (a function declared
/// twice keeps both declarations, and both are checked).
struct Headers {
    /// The prototypes.
    functions: HashMap<String, Vec<Proto>>,
}

/// The headers, preprocessed and parsed once for all tests.
fn headers() -> &'static Headers {
    static HEADERS: OnceLock<Headers> = OnceLock::new();
    HEADERS.get_or_init(|| {
        let mut functions = parse_prototypes(&preprocess());
        for proto in functions.values_mut().flatten() {
            normalize(&mut proto.ret);
            proto.params.iter_mut().for_each(normalize_param);
        }
        for &(name, index, ann) in OVERRIDES {
            for proto in functions.get_mut(name).into_iter().flatten() {
                if let Some(CParam::Value(ty)) = proto.params.get_mut(index) {
                    if ty.ann.is_none() {
                        ty.ann = Some(ann);
                    }
                }
            }
        }
        Headers { functions }
    })
}

/// Runs the C preprocessor over every public C header of ISL.
fn preprocess() -> String {
    let include = Path::new(env!("ISL_INCLUDE_DIR"));
    let all = include
        .parent()
        .map(|dir| dir.join("isl_sys_all.h"))
        .filter(|path| path.is_file());
    let mut cmd = Command::new("cc");
    cmd.arg("-E")
        .arg("-P")
        .arg(format!("-I{}", include.display()));
    for name in KEPT_MACROS {
        cmd.arg(format!("-D{name}={name}"));
    }
    let stdin_text = match &all {
        Some(path) => {
            cmd.arg(path);
            None
        }
        None => {
            cmd.args(["-x", "c", "-"]);
            Some(all_headers(include))
        }
    };
    cmd.stdin(if stdin_text.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    })
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run the C preprocessor `cc`: {e}"));
    if let Some(text) = stdin_text {
        let mut stdin = child.stdin.take().expect("piped stdin");
        stdin.write_all(text.as_bytes()).expect("write to cc");
    }
    let out = child.wait_with_output().expect("wait for cc");
    assert!(
        out.status.success(),
        "cc -E failed on ISL's headers ({}):\n{}",
        include.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("preprocessed headers are UTF-8")
}

/// `#include` lines for every public C header in `include/isl`.
fn all_headers(include: &Path) -> String {
    let dir = include.join("isl");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".h") && !NOT_C_API.contains(&n.as_str()))
        .collect();
    names.sort();
    names
        .iter()
        .map(|n| format!("#include <isl/{n}>\n"))
        .collect()
}

/// Splits preprocessed C into tokens: identifiers and numbers, string and
/// character literals, and single punctuation characters.
fn tokenize(text: &str) -> Vec<&str> {
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
        tokens.push(&text[start..i]);
    }
    tokens
}

/// The index of the bracket closing the one at `open` (any of `([{`).
fn matching(tokens: &[&str], open: usize) -> usize {
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
fn items<'a>(tokens: &[&'a str]) -> Vec<Vec<&'a str>> {
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

/// Drops what does not affect the checked types: attributes, asm labels,
/// storage classes, the non-ownership annotations and `restrict`.
fn strip_noise<'a>(tokens: &[&'a str]) -> Vec<&'a str> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            "__attribute__" | "__attribute" | "__asm__" | "__asm" | "asm" | "__declspec"
                if tokens.get(i + 1) == Some(&"(") =>
            {
                i = matching(tokens, i + 1) + 1;
            }
            "extern" | "static" | "inline" | "__inline" | "__inline__" | "__extension__"
            | "_Noreturn" | "restrict" | "__restrict" | "__restrict__" | "volatile"
            | "__isl_export" | "__isl_overload" | "__isl_constructor" => i += 1,
            t => {
                out.push(t);
                i += 1;
            }
        }
    }
    out
}

/// Whether a token is a C identifier.
fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
}

/// Words that name (part of) a type, never a parameter.
const TYPE_WORDS: &[&str] = &[
    "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool",
    "const", "struct", "enum", "union",
];

/// Splits a parenthesised list's inside at top-level commas.
fn split_commas<'a>(tokens: &[&'a str]) -> Vec<Vec<&'a str>> {
    let mut parts = vec![Vec::new()];
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            "," => parts.push(Vec::new()),
            "(" | "[" | "{" => {
                let end = matching(tokens, i);
                parts
                    .last_mut()
                    .unwrap()
                    .extend_from_slice(&tokens[i..=end]);
                i = end;
            }
            t => parts.last_mut().unwrap().push(t),
        }
        i += 1;
    }
    parts
}

/// Parses a type from its tokens, with or without a declarator name.
fn parse_type(tokens: &[&str]) -> CType {
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
    if words.len() > 1 && words.last().is_some_and(|w| !TYPE_WORDS.contains(w)) {
        words.pop();
    }
    CType {
        ann,
        is_const,
        base: canonical_base(&words),
        ptr,
    }
}

/// Canonical spelling of a base type: integer types reduced to
/// `[unsigned ]int|long|long long|short|char`, others joined as written.
fn canonical_base(words: &[&str]) -> String {
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

/// Parses one parameter: a plain type or a function pointer.
fn parse_param(tokens: &[&str]) -> CParam {
    if tokens == [".", ".", "."] {
        return CParam::Variadic;
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
            CParam::FnPtr {
                ret: parse_type(&tokens[..open]),
                params: parse_params(&tokens[params_open + 1..params_close]),
            }
        }
        _ => CParam::Value(parse_type(tokens)),
    }
}

/// Parses the inside of a parameter list.
fn parse_params(tokens: &[&str]) -> Vec<CParam> {
    if tokens.is_empty() || tokens == ["void"] {
        return Vec::new();
    }
    split_commas(tokens)
        .iter()
        .map(|p| parse_param(p))
        .collect()
}

/// Finds the prototype in one top-level item: `(name, prototype)`.
fn parse_item(item: &[&str]) -> Option<(String, Proto)> {
    let tokens = strip_noise(item);
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
        let ret = parse_type(&tokens[..before]);
        let params = parse_params(&tokens[open + 1..close]);
        Some((tokens[before].to_string(), Proto { ret, params }))
    } else if tokens[before] == ")" {
        // `ret (*name(params))(callback params)`: returns a function pointer.
        let &(inner_open, _) = groups.get(groups.len().checked_sub(2)?)?;
        let inner = &tokens[inner_open + 1..before];
        if inner.first() != Some(&"*") || inner.get(2) != Some(&"(") {
            return None;
        }
        let name = inner[1];
        let params_close = matching(inner, 2);
        let params = parse_params(&inner[3..params_close]);
        let mut ret = parse_type(&tokens[..inner_open]);
        ret.base = format!("<function pointer returning {}>", ret.base);
        Some((name.to_string(), Proto { ret, params }))
    } else {
        None
    }
}

/// Parses every function prototype of preprocessed C.
fn parse_prototypes(text: &str) -> HashMap<String, Vec<Proto>> {
    let mut functions: HashMap<String, Vec<Proto>> = HashMap::new();
    for item in items(&tokenize(text)) {
        if let Some((name, proto)) = parse_item(&item) {
            let protos = functions.entry(name).or_default();
            if !protos.contains(&proto) {
                protos.push(proto);
            }
        }
    }
    functions
}

/// The C struct behind a Rust object type: `BasicSetList` → `isl_basic_set_list`.
fn c_struct(rust: &str) -> String {
    let last = rust.rsplit("::").next().unwrap_or(rust);
    let mut out = String::from("isl");
    for c in last.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The C type a `Param<P>` is passed as, for each `P` the qualifiers support.
fn param_c_type(rust: &str) -> Option<CType> {
    Some(match rust.rsplit("::").next().unwrap_or(rust) {
        "c_int" | "bool" => CType::plain("int", false, 0),
        "c_uint" => CType::plain("unsigned int", false, 0),
        "c_long" => CType::plain("long", false, 0),
        "c_ulong" => CType::plain("unsigned long", false, 0),
        "DimType" => CType::plain("isl_dim_type", false, 0),
        "str" => CType::plain("char", true, 1),
        _ => return None,
    })
}

/// The C return type a result marker (`Give<Set>`, `Bool`, ...) stands for.
fn ret_c_type(marker: &str) -> Result<CType, String> {
    if let Some((q, ty)) = split_generic(marker) {
        return match q {
            "Give" => Ok(CType::object(Ann::Give, &c_struct(ty))),
            "Null" => Ok(CType::object(Ann::Null, &c_struct(ty))),
            _ => Err(format!("unknown result marker `{marker}`")),
        };
    }
    Ok(match marker {
        "Bool" => CType::plain("isl_bool", false, 0),
        "Stat" => CType::plain("isl_stat", false, 0),
        "Size" => CType::plain("isl_size", false, 0),
        "Str" => CType {
            ann: Some(Ann::Give),
            ..CType::plain("char", false, 1)
        },
        "OptStr" => CType::plain("char", true, 1),
        "Int" => CType::plain("int", false, 0),
        "Long" => CType::plain("long", false, 0),
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
    let ret = spec.ret.split_whitespace().collect::<String>();
    let mut parts = split_spec_params(spec.params).into_iter().peekable();
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
    let expected_receiver = match receiver.as_deref() {
        Some("keep self") => Some(("keep self", CType::object(Ann::Keep, &owner))),
        Some("take self") => Some(("take self", CType::object(Ann::Take, &owner))),
        Some("inplace self") => Some(("inplace self", CType::object(Ann::Take, &owner))),
        Some("ctx") => Some(("ctx", CType::plain("isl_ctx", false, 1))),
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
        if what == "inplace self" && ret != format!("Give<{}>", spec.owner) {
            problems.push(format!(
                "`inplace self` needs the result `Give<{}>`, spec says `{ret}`",
                spec.owner
            ));
        }
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
            "Foreach" => {
                let item = CType::object(Ann::Take, &c_struct(ty));
                let callback_ok = match found {
                    CParam::FnPtr { ret, params } => {
                        *ret == CType::plain("isl_stat", false, 0)
                            && params.len() == 2
                            && params[0] == CParam::Value(item.clone())
                            && params[1] == CParam::Value(CType::plain("void", false, 1))
                    }
                    _ => false,
                };
                if !callback_ok {
                    problems.push(format!(
                        "parameter {i}: header has `{found}`, spec says `{part}` \
                         (`isl_stat (*)({item}, void *)`)"
                    ));
                }
                let user = CParam::Value(CType::plain("void", false, 1));
                match c_params.next() {
                    Some((_, found)) if *found == user => {}
                    Some((j, found)) => problems.push(param_problem(j, found, &part, &user)),
                    None => problems.push(format!(
                        "spec's `{part}` needs a `void *user` parameter after the callback"
                    )),
                }
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

/// Every declaration of the DSL agrees with ISL's header annotations.
#[test]
fn specs_match_isl_headers() {
    let headers = headers();
    let isl_functions = headers
        .functions
        .keys()
        .filter(|name| name.starts_with("isl_"))
        .count();
    assert!(
        isl_functions > 3000,
        "the header parser found only {isl_functions} ISL functions"
    );

    let mut checked = 0;
    let mut mismatches = Vec::new();
    for spec in declarations() {
        checked += 1;
        mismatches.extend(check(spec, headers));
    }
    assert_eq!(checked, declarations().count());
    assert!(checked > 300, "only {checked} declarations");
    assert!(
        mismatches.is_empty(),
        "{} of {checked} declarations disagree with ISL's headers:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
    eprintln!("checked {checked} declarations against {isl_functions} ISL functions");
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

/// The checker reports wrong qualifiers, types, receivers, results and arity.
#[test]
fn checker_catches_mismatches() {
    let headers = headers();
    let ok = |s: &Spec| check(s, headers).is_empty();
    let bad = |s: &Spec, needle: &str| {
        let problems = check(s, headers);
        assert!(
            problems.iter().any(|p| p.contains(needle)),
            "expected a mismatch mentioning `{needle}` for {s:?}, got {problems:?}"
        );
    };

    // The real declaration passes, whatever the whitespace.
    assert!(ok(&fake(
        "inplace self, set2 : Take < Set >",
        "Give < Set >"
    )));
    assert!(ok(&fake("take self, set2: Take<Set>", "Give<Set>")));
    assert!(ok(&fake(
        "set1 : Take < Set >, set2 : Take < Set >",
        "Give < Set >"
    )));

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
    // Unknown functions, qualifiers and parameter types.
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
        &fake("inplace self, set2 : Param < f64 >", "Give < Set >"),
        "no known C type",
    );

    // Receivers and the other markers, on other functions.
    let spec = |owner, c_name, params, ret| Spec {
        owner,
        name: "f",
        c_name,
        params,
        ret,
    };
    assert!(ok(&spec(
        "Set",
        "isl_set_read_from_str",
        "ctx, str : Param < str >",
        "Give < Set >"
    )));
    bad(
        &spec(
            "Set",
            "isl_set_read_from_str",
            "str : Param < str >",
            "Give < Set >",
        ),
        "parameter 0",
    );
    assert!(ok(&spec(
        "Set",
        "isl_set_free",
        "take self",
        "Null < Set >"
    )));
    bad(
        &spec("Set", "isl_set_free", "take self", "Give < Set >"),
        "result",
    );
    assert!(ok(&spec("Set", "isl_set_to_str", "keep self", "Str")));
    bad(
        &spec("Set", "isl_set_to_str", "keep self", "OptStr"),
        "result",
    );
    assert!(ok(&spec(
        "Set",
        "isl_set_get_tuple_name",
        "keep self",
        "OptStr"
    )));
    bad(
        &spec("Set", "isl_set_get_tuple_name", "keep self", "Str"),
        "result",
    );
    assert!(ok(&spec(
        "Set",
        "isl_set_dim",
        "keep self, type_ : Param < DimType >",
        "Size"
    )));
    bad(
        &spec(
            "Set",
            "isl_set_dim",
            "keep self, type_ : Param < c_uint >",
            "Size",
        ),
        "parameter 1",
    );
    assert!(ok(&spec(
        "Set",
        "isl_set_foreach_basic_set",
        "keep self, each : Foreach < BasicSet >",
        "Stat"
    )));
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
    assert!(ok(&spec(
        "SetList",
        "isl_set_list_size",
        "keep self",
        "Size"
    )));
    assert!(ok(&spec(
        "SetList",
        "isl_set_list_get_at",
        "keep self, index : Param < c_int >",
        "Give < Set >"
    )));
    // `__isl_keep const char *` is read as `const char *`.
    assert!(ok(&spec("Id", "isl_id_get_name", "keep self", "OptStr")));
    assert!(ok(&spec(
        "Space",
        "isl_space_set_dim_name",
        "take self, type_ : Param < DimType >, pos : Param < c_uint >, s : Param < str >",
        "Give < Space >"
    )));
    // The override table fills in `isl_id_copy`'s missing `__isl_keep`.
    assert!(ok(&spec("Id", "isl_id_copy", "keep self", "Give < Id >")));
}
