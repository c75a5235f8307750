//! From C prototypes to DSL declarations: which functions are generated,
//! with which owner, receiver, arguments and result, and why the others are
//! not.

use crate::headers::{Ann, CParam, CType, Headers, Proto};
use crate::overrides;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// The Rust owner of the context's functions (`isl_ctx_*`, `isl_options_*`).
pub const CONTEXT: &str = "Context";

/// What becomes of one ISL function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A generated declaration.
    Generated(Box<Decl>),
    /// Declared by hand ([`overrides::HAND_WRITTEN`]).
    HandWritten,
    /// Implemented by the object layer: `*_free` (`Drop`), `*_copy`
    /// (`Clone`), `*_get_ctx` (`.context()`), `*_to_str` (`Display`), and
    /// [`overrides::CONTEXT_LAYER`]. The text says by what.
    Covered(String),
    /// Not wrapped, for a reason.
    Skipped(Reason),
}

/// Why a function is not generated.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Reason {
    /// It reads or writes a C `FILE *`.
    Stdio,
    /// Streams, tokens, command-line arguments, options structs, hash tables.
    Machinery,
    /// An out-parameter (`T **`, `isl_bool *`, `int *`, `char **`, ...).
    OutParam,
    /// A `void *` that is not a callback's user data.
    UserPointer,
    /// A callback not of the supported shapes, or not last, or several.
    CallbackShape,
    /// No object type's prefix, and not a context function.
    NoOwner,
    /// A reason from [`overrides::SKIPPED`].
    Listed(&'static str),
    /// Anything else: the C prototype.
    Unsupported(String),
}

impl Reason {
    /// The reason's group, as reported by `--coverage`.
    pub fn group(&self) -> &str {
        match self {
            Reason::Stdio => "C stdio: a `FILE *` with no `Read`/`Write` form",
            Reason::Machinery => "stream/argument machinery",
            Reason::OutParam => "out-parameter",
            Reason::UserPointer => "user pointer",
            Reason::CallbackShape => "callback shape",
            Reason::NoOwner => "no owner",
            Reason::Listed(reason) => reason,
            Reason::Unsupported(_) => "unsupported signature",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Unsupported(proto) => write!(f, "unsupported signature: {proto}"),
            other => f.write_str(other.group()),
        }
    }
}

/// One generated DSL declaration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decl {
    /// The C function (`isl_set_union`).
    pub c_name: String,
    /// The Rust owner type (`Set`, or [`CONTEXT`]).
    pub owner: String,
    /// The output file's stem (`set`, `pw_qpolynomial_fold`, `context`).
    pub file: String,
    /// The method name (`union`, `mod_`).
    pub name: String,
    /// The receiver (`keep self`, `take self`, `inplace self`, `ctx`,
    /// `ctx self`), if any.
    pub receiver: Option<&'static str>,
    /// The ordinary arguments, `name: Q<T>`.
    pub args: Vec<String>,
    /// The callback section, `name: Kind<T, ...>` (two, comma-separated,
    /// for functions taking two callbacks).
    pub callback: Option<String>,
    /// The result marker (`Give<Set>`, `Bool`, ...).
    pub ret: String,
    /// The argument guards, `name(args)` (see [`guards`](crate::guards)).
    pub guards: Vec<String>,
    /// Trailing out-parameters, `name: OutGive<T>` / `OutBool` / `OutInt`:
    /// the method returns them with the result, as a tuple.
    pub outs: Vec<String>,
    /// Whether the C declaration is `__isl_export` (part of ISL's own C++
    /// and Python bindings). The crate's page says once that the others are
    /// ordinary public functions too; no declaration repeats it.
    pub exported: bool,
    /// Whether ISL 0.25 (Debian's, feature `system`) has the function.
    pub in_isl_0_25: bool,
    /// The Rust object types the declaration mentions (owner included).
    pub types: BTreeSet<String>,
    /// For a method a narrower type gets from a wider one (see
    /// [`upcasts`](crate::upcasts)): the wider type, to which the object is
    /// converted before the wider type's C function is called.
    pub via: Option<String>,
    /// For a method of a narrower type whose one argument is of its own type,
    /// when wider types have the same method on their own type: the clause
    /// `widen Q arg(Q Wide: Ret, ...)` that lets the argument be of a wider
    /// type too (see [`upcasts::widenings`](crate::upcasts::widenings)).
    pub widen: Option<String>,
    /// Search aliases besides the C name (which every method has): ISL's
    /// own name of a method renamed by [`overrides::RESULT_NAMES`], and the
    /// names ISL's C++ binding gives the function where they differ
    /// ([`cpp_aliases`]), sorted.
    pub aliases: Vec<String>,
}

impl Decl {
    /// The declaration's line(s): doc and `cfg` lines, then
    /// `fn name(params) -> ret = c_name;`, each without indentation.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if !self.in_isl_0_25 {
            lines.push("#[cfg(not(isl_before_0_27))]".to_string());
        }
        if crate::overrides::UNPATCHED_UNSUPPORTED
            .iter()
            .any(|(f, _, _)| *f == self.c_name)
        {
            lines.push("#[cfg(not(isl_system))]".to_string());
        }
        for alias in &self.aliases {
            lines.push(format!("#[doc(alias = \"{alias}\")]"));
        }
        let mut params = Vec::new();
        params.extend(self.receiver.map(|r| match &self.via {
            Some(wide) => format!("via {wide}: {r}"),
            None => r.to_string(),
        }));
        params.extend(self.args.iter().cloned());
        let mut params = params.join(", ");
        if let Some(callback) = &self.callback {
            params.push_str("; ");
            params.push_str(callback);
        }
        let mut ret = self.ret.clone();
        for out in &self.outs {
            ret.push_str(", ");
            ret.push_str(out);
        }
        let checks: String = self.guards.iter().map(|g| format!(" check {g}")).collect();
        let widen = self
            .widen
            .as_ref()
            .map(|w| format!(" widen {w}"))
            .unwrap_or_default();
        lines.push(format!(
            "fn {}({params}) -> {ret} = {}{checks}{widen};",
            self.name, self.c_name
        ));
        lines
    }
}

/// Rust keywords (strict, reserved and edition-dependent): names equal to
/// one get a trailing `_`.
pub const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// A C name as a Rust identifier: lowercased (`to_C_str` → `to_c_str`),
/// keywords with a trailing `_`, a leading digit with a leading `_`.
pub fn rust_ident(name: &str) -> String {
    let name = name.to_ascii_lowercase();
    if KEYWORDS.contains(&name.as_str()) {
        format!("{name}_")
    } else if name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{name}")
    } else {
        name
    }
}

/// Adds to every generated declaration the names ISL's C++ binding
/// (`isl/cpp.h`, parsed by [`typed::parse_cpp`](crate::typed::parse_cpp))
/// gives its C function where they differ from the method's: the C++
/// methods (constructors aside) of the function's class, or of a C++
/// subclass (`schedule_node_band::tile` for `isl_schedule_node_band_tile`),
/// whose body calls it (`set::unite` for `isl_set_union`, `set_list::at`
/// for `isl_set_list_get_at`, `set::space` for `isl_set_get_space`).
pub fn cpp_aliases(outcomes: &mut BTreeMap<String, Outcome>, cpp: &crate::typed::Untyped) {
    let mut names: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for ((class, method), overloads) in &cpp.methods {
        // Constructors, and `isa_type`, a private helper of `isa<T>()`.
        if method == class || method == "isa_type" {
            continue;
        }
        for overload in overloads {
            if let crate::typed::Body::Calls(f) = &overload.body {
                if f.strip_prefix("isl_")
                    .and_then(|r| r.strip_prefix(class.as_str()))
                    .is_some_and(|r| r.starts_with('_'))
                {
                    names.entry(f.as_str()).or_default().insert(method.as_str());
                }
            }
        }
    }
    for (c_name, outcome) in outcomes.iter_mut() {
        let (Outcome::Generated(decl), Some(cpp_names)) = (outcome, names.get(c_name.as_str()))
        else {
            continue;
        };
        for name in cpp_names {
            if *name != decl.name && !decl.aliases.iter().any(|a| a == name) {
                decl.aliases.push(name.to_string());
            }
        }
        decl.aliases.sort();
    }
}

/// The Rust name of an ISL C struct: `isl_pw_qpolynomial_fold` →
/// `PwQpolynomialFold` (with the exceptions of [`overrides::RUST_NAMES`]).
pub fn rust_type(c_struct: &str) -> String {
    if let Some((_, rust)) = overrides::RUST_NAMES.iter().find(|(c, _)| *c == c_struct) {
        return rust.to_string();
    }
    let snake = c_struct.strip_prefix("isl_").unwrap_or(c_struct);
    snake
        .split('_')
        .map(|word| {
            let mut chars = word.chars();
            match chars.next() {
                Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

/// The ISL C struct of a Rust type name: `BasicSetList` → `isl_basic_set_list`
/// (the inverse of [`rust_type`]).
pub fn c_struct(rust: &str) -> String {
    if let Some((c, _)) = overrides::RUST_NAMES.iter().find(|(_, r)| *r == rust) {
        return c.to_string();
    }
    let mut out = String::from("isl");
    for c in rust.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The object types of a set of headers: every `isl_X` with an
/// `isl_X_free(isl_X *)`, except [`overrides::MACHINERY_TYPES`]. C names.
pub fn object_types(headers: &Headers) -> BTreeSet<String> {
    headers
        .functions
        .iter()
        .filter_map(|(name, protos)| {
            let ty = name.strip_suffix("_free")?;
            let frees_it = protos.iter().all(|p| {
                matches!(p.params.first(), Some(CParam::Value(t)) if t.base == ty && t.ptr == 1)
            });
            (frees_it && !overrides::MACHINERY_TYPES.contains(&ty)).then(|| ty.to_string())
        })
        .collect()
}

/// Classifies every ISL function of `headers`; `isl_0_25` is the set of
/// functions ISL 0.25 has.
pub fn classify_all(headers: &Headers, isl_0_25: &BTreeSet<String>) -> BTreeMap<String, Outcome> {
    let objects = object_types(headers);
    let classifier = Classifier {
        objects: &objects,
        isl_0_25,
    };
    let mut outcomes: BTreeMap<String, Outcome> = headers
        .functions
        .iter()
        .filter(|(name, _)| name.starts_with("isl_"))
        .map(|(name, protos)| (name.clone(), classifier.classify(name, protos)))
        .collect();
    // Two functions may not become one method: the first (by C name) keeps it.
    let mut methods: BTreeMap<(String, String), String> = BTreeMap::new();
    for (c_name, outcome) in &mut outcomes {
        let Outcome::Generated(decl) = outcome else {
            continue;
        };
        let key = (decl.owner.clone(), decl.name.clone());
        if let Some(first) = methods.get(&key) {
            *outcome = Outcome::Skipped(Reason::Unsupported(format!(
                "method name `{}::{}` already taken by {first}",
                key.0, key.1
            )));
        } else {
            methods.insert(key, c_name.clone());
        }
    }
    outcomes
}

/// The state [`classify_all`] works with.
struct Classifier<'a> {
    /// The object types (C names).
    objects: &'a BTreeSet<String>,
    /// The functions of ISL 0.25.
    isl_0_25: &'a BTreeSet<String>,
}

/// A parameter with its index and name, as the mapping sees it.
struct Param<'a> {
    /// The parameter's index in the C prototype.
    index: usize,
    /// The C name, if any.
    name: Option<&'a str>,
    /// The parameter.
    param: &'a CParam,
}

impl Classifier<'_> {
    /// What becomes of the function `name`.
    fn classify(&self, name: &str, protos: &[Proto]) -> Outcome {
        if overrides::HAND_WRITTEN.contains(&name) {
            return Outcome::HandWritten;
        }
        let [proto] = protos else {
            let texts: Vec<String> = protos.iter().map(|p| p.c_text(name)).collect();
            return Outcome::Skipped(Reason::Unsupported(format!(
                "conflicting declarations: {}",
                texts.join("; ")
            )));
        };
        if let Some((_, reason)) = overrides::SKIPPED.iter().find(|(f, _)| *f == name) {
            return Outcome::Skipped(Reason::Listed(reason));
        }
        if overrides::MACHINERY_PREFIXES
            .iter()
            .any(|prefix| name.starts_with(prefix))
        {
            return Outcome::Skipped(Reason::Machinery);
        }
        if let Some((_, by)) = overrides::CONTEXT_LAYER.iter().find(|(f, _)| *f == name) {
            return Outcome::Covered(by.to_string());
        }
        for (suffix, by) in [
            ("_free", "`Drop`"),
            ("_copy", "`Clone`"),
            ("_get_ctx", "`.context()`"),
            ("_to_str", "`Display`"),
            // ISL's dump prints to stderr, which the crate never does.
            ("_dump", "`Debug` (ISL's dump prints to stderr)"),
        ] {
            // A function of the object itself (`isl_printer_to_str(isl_ctx *)`
            // is a constructor, not the printer's `Display`).
            let on_object = !matches!(
                proto.params.first(),
                Some(CParam::Value(t)) if t.base == "isl_ctx"
            );
            if on_object
                && name
                    .strip_suffix(suffix)
                    .is_some_and(|ty| self.objects.contains(ty))
            {
                return Outcome::Covered(by.to_string());
            }
        }
        let types = std::iter::once(&proto.ret).chain(proto.params.iter().flat_map(value_types));
        let mut machinery = false;
        for ty in types {
            if ty.base == "FILE" {
                return Outcome::Skipped(Reason::Stdio);
            }
            machinery |=
                ty.base != "isl_ctx" && overrides::MACHINERY_TYPES.contains(&ty.base.as_str());
        }
        if machinery {
            return Outcome::Skipped(Reason::Machinery);
        }
        match self.declare(name, proto) {
            Ok(decl) => Outcome::Generated(Box::new(decl)),
            Err(reason) => Outcome::Skipped(reason),
        }
    }

    /// The declaration of a function that is not skipped by name.
    fn declare(&self, name: &str, proto: &Proto) -> Result<Decl, Reason> {
        let unsupported = || Reason::Unsupported(proto.c_text(name));
        let mut patched = proto.clone();
        apply_missing_annotations(name, &mut patched);
        let mut params: Vec<Param> = patched
            .params
            .iter()
            .enumerate()
            .map(|(index, param)| Param {
                index,
                name: proto.names.get(index).and_then(|n| n.as_deref()),
                param,
            })
            .collect();

        // Out-parameters, user pointers and callbacks first: they decide the
        // reason whatever the rest. Trailing out-parameters of the kinds the
        // DSL returns (`__isl_give isl_X **`, `isl_bool *`, `int *`) become
        // part of the result; any other is not generated.
        if is_out_type(&proto.ret) {
            return Err(Reason::OutParam);
        }
        let mut out_params = Vec::new();
        while let Some(kind) = params.last().and_then(|p| self.out_kind(p.param)) {
            out_params.push((params.pop().expect("just seen"), kind));
        }
        out_params.reverse();
        if params.iter().any(|p| is_out_param(p.param)) {
            return Err(Reason::OutParam);
        }
        // Callbacks: trailing pairs of a function pointer and its `void *user`
        // (one, or two as in `*_list_foreach_scc`).
        let mut callbacks = Vec::new();
        loop {
            let n = params.len();
            let last_is_user = n >= 2 && is_void_ptr(params[n - 1].param);
            let fn_ptr_before = n >= 2 && matches!(params[n - 2].param, CParam::FnPtr { .. });
            if !last_is_user || !fn_ptr_before {
                break;
            }
            params.pop();
            callbacks.push(params.pop().expect("just seen"));
        }
        callbacks.reverse();
        if callbacks.len() > 2
            || params
                .iter()
                .any(|p| matches!(p.param, CParam::FnPtr { .. }))
        {
            return Err(Reason::CallbackShape);
        }
        if params.iter().any(|p| is_void_ptr(p.param)) || is_void_ptr_type(&proto.ret) {
            return Err(Reason::UserPointer);
        }

        // The owner and the method name.
        let first_is_ctx = matches!(
            params.first().map(|p| p.param),
            Some(CParam::Value(t)) if *t == CType::plain("isl_ctx", false, 1)
        );
        let context_rest = ["isl_options_", "isl_ctx_"]
            .iter()
            .find_map(|prefix| name.strip_prefix(prefix))
            .filter(|_| first_is_ctx);
        let listed = overrides::OWNERS.iter().find(|(f, _, _)| *f == name);
        let (owner_c, rest) = match (listed, context_rest) {
            (Some((_, owner, method)), _) => (owner.to_string(), *method),
            (None, Some(rest)) => ("isl_ctx".to_string(), rest),
            (None, None) => {
                let owner = self
                    .objects
                    .iter()
                    .filter(|ty| {
                        name.strip_prefix(ty.as_str())
                            .is_some_and(|r| r.starts_with('_'))
                    })
                    .max_by_key(|ty| ty.len())
                    .ok_or(Reason::NoOwner)?;
                (owner.clone(), &name[owner.len() + 1..])
            }
        };
        let is_context = owner_c == "isl_ctx";
        let owner = if is_context {
            CONTEXT.to_string()
        } else {
            rust_type(&owner_c)
        };
        let mut types = BTreeSet::new();
        if !is_context {
            types.insert(owner.clone());
        }

        // The result.
        let mut ret = self
            .ret_marker(&proto.ret, &mut types)
            .ok_or_else(unsupported)?;
        if overrides::OPTIONAL_RESULTS.iter().any(|(f, _)| *f == name) {
            ret = ret.replacen("Give<", "OptGive<", 1);
        }

        // The receiver.
        let mut receiver = None;
        if let Some(first) = params.first() {
            if let CParam::Value(ty) = first.param {
                // `__isl_keep const isl_X *` borrows like `__isl_keep isl_X *`.
                let is_owner = ty.base == owner_c
                    && ty.ptr == 1
                    && (!ty.is_const || ty.ann == Some(Ann::Keep));
                if is_context && first_is_ctx {
                    receiver = Some("ctx self");
                } else if first_is_ctx {
                    receiver = Some("ctx");
                } else if is_owner && ty.ann == Some(Ann::Keep) {
                    receiver = Some("keep self");
                } else if is_owner && ty.ann == Some(Ann::Take) {
                    let inplace = !overrides::NO_IN_PLACE.contains(&owner_c.as_str())
                        && ret == format!("Give<{owner}>");
                    receiver = Some(if inplace {
                        "inplace self"
                    } else if overrides::NO_COPY.contains(&owner_c.as_str()) {
                        "move self"
                    } else {
                        "take self"
                    });
                }
            }
        }
        if !out_params.is_empty() {
            receiver = match receiver {
                Some("inplace self") if overrides::NO_COPY.contains(&owner_c.as_str()) => {
                    Some("move self")
                }
                Some("inplace self") => Some("take self"),
                Some(r @ ("keep self" | "take self" | "move self")) => Some(r),
                None => None,
                Some(_) => return Err(Reason::OutParam),
            };
            if !callbacks.is_empty() {
                return Err(Reason::OutParam);
            }
        }
        if receiver.is_some() {
            params.remove(0);
        }
        if !callbacks.is_empty()
            && !matches!(
                receiver,
                Some("keep self" | "take self" | "inplace self" | "move self")
            )
        {
            return Err(Reason::CallbackShape);
        }

        // The arguments, named after the C parameters.
        let mut used = BTreeSet::new();
        let mut arg_name = |p: &Param| {
            let name = p.name.map(rust_ident).filter(|n| !used.contains(n));
            let name = name.unwrap_or_else(|| format!("arg{}", p.index));
            used.insert(name.clone());
            name
        };
        let mut args = Vec::new();
        for p in &params {
            let CParam::Value(ty) = p.param else {
                return Err(unsupported());
            };
            let qualified = self.arg_type(ty, &mut types).ok_or_else(unsupported)?;
            args.push(format!("{}: {qualified}", arg_name(p)));
        }
        let outs = out_params
            .iter()
            .map(|(p, kind)| format!("{}: {kind}", arg_name(p)))
            .collect();
        let mut sections = Vec::new();
        for p in &callbacks {
            let kind = self
                .callback_kind(p.param, &mut types)
                .ok_or(Reason::CallbackShape)?;
            // A stored callback is set on the object itself, with nothing else.
            if kind.starts_with("Stored<")
                && (receiver != Some("inplace self") || !args.is_empty() || callbacks.len() > 1)
            {
                return Err(Reason::CallbackShape);
            }
            sections.push(format!("{}: {kind}", arg_name(p)));
        }
        let callback = (!sections.is_empty()).then(|| sections.join(", "));

        let mut guards = crate::guards::derive(name, &args, receiver);
        guards.extend(crate::guards::unpatched(
            name, &owner, &args, receiver, &ret,
        ));
        let isl_name = rust_ident(rest);
        let (method, aliases) = match overrides::RESULT_NAMES.iter().find(|(n, _)| *n == isl_name) {
            Some((_, ours)) => (ours.to_string(), vec![isl_name]),
            None => (isl_name, Vec::new()),
        };
        Ok(Decl {
            guards,
            c_name: name.to_string(),
            file: if is_context {
                "context".to_string()
            } else {
                owner_c.strip_prefix("isl_").unwrap_or(&owner_c).to_string()
            },
            owner,
            name: method,
            aliases,
            receiver,
            args,
            callback,
            ret,
            outs,
            exported: proto.exported,
            in_isl_0_25: self.isl_0_25.contains(name),
            types,
            via: None,
            widen: None,
        })
    }

    /// The DSL's out-parameter kind of a C parameter, if it is one the DSL
    /// returns: `__isl_give isl_X **` (`OutGive<X>`), `isl_bool *`
    /// (`OutBool`), `int *` (`OutInt`).
    fn out_kind(&self, param: &CParam) -> Option<String> {
        let CParam::Value(ty) = param else {
            return None;
        };
        if ty.is_const {
            return None;
        }
        match (ty.ann, ty.ptr, ty.base.as_str()) {
            (Some(Ann::Give), 2, base) if self.objects.contains(base) => {
                Some(format!("OutGive<{}>", rust_type(base)))
            }
            (None, 1, "isl_bool") => Some("OutBool".to_string()),
            (None, 1, "int") => Some("OutInt".to_string()),
            _ => None,
        }
    }

    /// The Rust object type of a C type that is an object pointer.
    /// `__isl_keep const isl_X *` is read as `__isl_keep isl_X *`.
    fn object(&self, ty: &CType, types: &mut BTreeSet<String>) -> Option<String> {
        let const_ok = ty.ann == Some(Ann::Keep);
        if ty.ptr != 1 || (ty.is_const && !const_ok) || !self.objects.contains(&ty.base) {
            return None;
        }
        let rust = rust_type(&ty.base);
        types.insert(rust.clone());
        Some(rust)
    }

    /// The qualified type of an ordinary argument (`Take<Set>`,
    /// `Param<c_int>`, ...).
    fn arg_type(&self, ty: &CType, types: &mut BTreeSet<String>) -> Option<String> {
        match ty.ann {
            Some(Ann::Take) if ty.base != "char" => {
                return Some(format!("Take<{}>", self.object(ty, types)?))
            }
            Some(Ann::Keep) if ty.base != "char" => {
                return Some(format!("Keep<{}>", self.object(ty, types)?))
            }
            Some(Ann::Keep) | None => {}
            Some(_) => return None,
        }
        if ty.base == "char" && ty.ptr == 1 && ty.is_const {
            return Some("Param<str>".to_string());
        }
        if ty.ann.is_some() || ty.ptr != 0 || ty.is_const {
            return None;
        }
        let param = match ty.base.as_str() {
            "int" => "c_int",
            "unsigned int" => "c_uint",
            "long" => "c_long",
            "unsigned long" => "c_ulong",
            "double" => "f64",
            "size_t" => "usize",
            "isl_bool" => "bool",
            base => enum_name(base)?,
        };
        Some(format!("Param<{param}>"))
    }

    /// The result marker of a return type.
    fn ret_marker(&self, ty: &CType, types: &mut BTreeSet<String>) -> Option<String> {
        // `isl_maybe_isl_X`: a validity flag and an object.
        if let Some(inner) = ty.base.strip_prefix("isl_maybe_") {
            if ty.ptr != 0 || !self.objects.contains(inner) {
                return None;
            }
            let rust = rust_type(inner);
            types.insert(rust.clone());
            return Some(format!("Maybe<{rust}>"));
        }
        if ty.ann == Some(Ann::Give) {
            if ty.base == "char" && ty.ptr == 1 && !ty.is_const {
                return Some("Str".to_string());
            }
            return Some(format!("Give<{}>", self.object(ty, types)?));
        }
        if ty.base == "char" && ty.ptr == 1 && ty.is_const && ty.ann != Some(Ann::Take) {
            return Some("OptStr".to_string());
        }
        if ty.ann.is_some() || ty.ptr != 0 || ty.is_const {
            return None;
        }
        Some(
            match ty.base.as_str() {
                "isl_bool" => "Bool",
                "isl_stat" => "Stat",
                "isl_size" => "Size",
                "int" => "Int",
                "long" => "Long",
                "unsigned int" => "UInt",
                "unsigned long" => "ULong",
                "double" => "Double",
                "uint32_t" => "Hash",
                "size_t" => "SizeT",
                "void" => "Void",
                base => return enum_name(base).map(|e| format!("Enum<{e}>")),
            }
            .to_string(),
        )
    }

    /// The callback section's kind (`Foreach<Set>`, ...) of a function
    /// pointer followed by `void *user`.
    fn callback_kind(&self, param: &CParam, types: &mut BTreeSet<String>) -> Option<String> {
        let CParam::FnPtr { ret, params } = param else {
            return None;
        };
        let (last, objects) = params.split_last()?;
        if !is_void_ptr(last) {
            return None;
        }
        let ret_plain = |base: &str| *ret == CType::plain(base, false, 0);
        // A callback called with each value of one of ISL's enums.
        if let [CParam::Value(ty)] = objects {
            if let Some(e) = enum_name(&ty.base).filter(|_| ty.ptr == 0 && ty.ann.is_none()) {
                return ret_plain("isl_stat").then(|| format!("ForeachEnum<{e}>"));
            }
        }
        // The callback's object parameters: (annotation, Rust type).
        let mut args = Vec::new();
        for p in objects {
            let CParam::Value(ty) = p else { return None };
            args.push((ty.ann?, self.object(ty, types)?));
        }
        let all = |ann: Ann| args.iter().all(|(a, _)| *a == ann);
        let names: Vec<&str> = args.iter().map(|(_, t)| t.as_str()).collect();
        let kind = match (names.as_slice(), args.len()) {
            ([t], 1) if ret_plain("isl_stat") && all(Ann::Take) => format!("Foreach<{t}>"),
            ([t], 1) if ret_plain("isl_stat") && all(Ann::Keep) => format!("ForeachRef<{t}>"),
            // `isl_basic_set_foreach_bound_pair`: either bound may be NULL.
            ([a, b, c], 3) if ret_plain("isl_stat") && all(Ann::Take) && a == b => {
                format!("BoundPair<{a}, {c}>")
            }
            ([a, b], 2) if ret_plain("isl_stat") && all(Ann::Take) => format!("Foreach2<{a}, {b}>"),
            ([t], 1) if ret_plain("isl_bool") && all(Ann::Keep) => format!("Test<{t}>"),
            ([a, b], 2) if ret_plain("isl_bool") && all(Ann::Keep) => format!("Test2<{a}, {b}>"),
            ([t], 1)
                if all(Ann::Take)
                    && self.object(ret, types).as_deref() == Some(*t)
                    && ret.ann == Some(Ann::Give) =>
            {
                format!("MapFn<{t}>")
            }
            ([a, b], 2) if ret_plain("int") && all(Ann::Keep) && a == b => format!("Cmp<{a}>"),
            // Callbacks ISL stores in an AST build or print options and calls later.
            _ => {
                let anns: Vec<Ann> = args.iter().map(|(a, _)| *a).collect();
                let ret_object = match ret.ann {
                    Some(Ann::Give) => self.object(ret, types),
                    _ => None,
                };
                let gives = |t: &str| ret_object.as_deref() == Some(t);
                let stored = match (names.as_slice(), anns.as_slice()) {
                    (["AstNode", "AstBuild"], [Ann::Take, Ann::Keep]) if gives("AstNode") => {
                        "NodeBuildFn"
                    }
                    (["AstBuild"], [Ann::Keep]) if gives("Id") => "BuildIdFn",
                    (["Id", "AstBuild"], [Ann::Keep, Ann::Keep]) if ret_plain("isl_stat") => {
                        "MarkBuildFn"
                    }
                    (["AstBuild"], [Ann::Take]) if gives("AstNode") => "BuildNodeFn",
                    (
                        ["Printer", "AstPrintOptions", "AstNode"],
                        [Ann::Take, Ann::Take, Ann::Keep],
                    ) if gives("Printer") => "PrintFn",
                    _ => return None,
                };
                format!("Stored<{stored}>")
            }
        };
        Some(kind)
    }
}

/// Adds the annotations ISL's headers leave out: the parameters of
/// [`overrides::MISSING_KEEP`] become `__isl_keep`, those of
/// [`overrides::MISSING_GIVE`] `__isl_give`, in a prototype of `name`.
pub fn apply_missing_annotations(name: &str, proto: &mut Proto) {
    let missing = overrides::MISSING_KEEP
        .iter()
        .map(|entry| (entry, Ann::Keep))
        .chain(
            overrides::MISSING_GIVE
                .iter()
                .map(|entry| (entry, Ann::Give)),
        );
    for (&(_, index, _), ann) in missing.filter(|((f, _, _), _)| *f == name) {
        if let Some(CParam::Value(ty)) = proto.params.get_mut(index) {
            if ty.ann.is_none() {
                ty.ann = Some(ann);
            }
        }
    }
}

/// The Rust name of a supported C enum.
pub fn enum_name(c_enum: &str) -> Option<&'static str> {
    overrides::ENUMS
        .iter()
        .find(|(c, _)| *c == c_enum)
        .map(|(_, rust)| *rust)
}

/// The plain types of a parameter, a callback's included.
fn value_types(param: &CParam) -> Vec<&CType> {
    match param {
        CParam::Value(ty) => vec![ty],
        CParam::FnPtr { ret, params } => std::iter::once(ret)
            .chain(params.iter().flat_map(value_types))
            .collect(),
        CParam::Variadic => Vec::new(),
    }
}

/// `void *` (or `const void *`).
fn is_void_ptr_type(ty: &CType) -> bool {
    ty.base == "void" && ty.ptr == 1
}

/// A `void *` parameter.
fn is_void_ptr(param: &CParam) -> bool {
    matches!(param, CParam::Value(ty) if is_void_ptr_type(ty))
}

/// A type through which a function writes a result: a pointer to a pointer
/// (`isl_val **`, `char **`) or a non-`const` pointer to a scalar
/// (`isl_bool *`, `int *`).
fn is_out_type(ty: &CType) -> bool {
    const SCALARS: &[&str] = &[
        "int",
        "unsigned int",
        "long",
        "unsigned long",
        "isl_bool",
        "isl_size",
        "isl_stat",
        "double",
        "size_t",
        "char",
    ];
    ty.ptr >= 2
        || (ty.ptr == 1 && !ty.is_const && SCALARS.contains(&ty.base.as_str()) && ty.base != "char")
}

/// An out-parameter (see [`is_out_type`]).
fn is_out_param(param: &CParam) -> bool {
    matches!(param, CParam::Value(ty) if is_out_type(ty))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(rust_type("isl_pw_qpolynomial_fold"), "PwQpolynomialFold");
        assert_eq!(rust_type("isl_id_to_ast_expr"), "IdToAstExpr");
        assert_eq!(
            rust_type("isl_union_pw_multi_aff_list"),
            "UnionPwMultiAffList"
        );
        assert_eq!(rust_type("isl_vec"), "IslVec");
        assert_eq!(c_struct("IslVec"), "isl_vec");
        assert_eq!(c_struct("BasicSetList"), "isl_basic_set_list");
        assert_eq!(rust_ident("mod"), "mod_");
        assert_eq!(rust_ident("type"), "type_");
        assert_eq!(rust_ident("self"), "self_");
        assert_eq!(rust_ident("2exp"), "_2exp");
        assert_eq!(rust_ident("to_C_str"), "to_c_str");
        assert_eq!(rust_ident("union"), "union");
    }

    #[test]
    fn declarations() {
        let text = "__isl_export __isl_give isl_set *isl_set_union(__isl_take isl_set *set1, \
                    __isl_take isl_set *set2);\n\
                    __isl_null isl_set *isl_set_free(__isl_take isl_set *set);\n\
                    __isl_null isl_map *isl_map_free(__isl_take isl_map *map);\n\
                    __isl_null isl_set_list *isl_set_list_free(__isl_take isl_set_list *l);\n\
                    __isl_give isl_set *isl_set_list_get_at(__isl_keep isl_set_list *list, \
                    int index);\n\
                    isl_stat isl_set_foreach_basic_set(__isl_keep isl_set *set, \
                    isl_stat (*fn)(__isl_take isl_set *bset, void *user), void *user);\n\
                    __isl_give isl_set *isl_set_read_from_str(isl_ctx *ctx, const char *str);\n\
                    isl_stat isl_options_set_bound(isl_ctx *ctx, int val);\n\
                    __isl_give isl_map *isl_set_lift(__isl_take isl_set *set, isl_set **out);\n\
                    __isl_give isl_map *isl_map_mod(__isl_take isl_map *map, void *type);";
        let headers = Headers::parse(text);
        let outcomes = classify_all(&headers, &BTreeSet::new());
        let line = |name: &str| match &outcomes[name] {
            Outcome::Generated(decl) => decl.lines().join("\n"),
            other => format!("{other:?}"),
        };
        assert_eq!(
            line("isl_set_union"),
            "#[cfg(not(isl_before_0_27))]\n\
             fn union(inplace self, set2: Take<Set>) -> Give<Set> = isl_set_union;"
        );
        assert!(line("isl_set_list_get_at").ends_with(
            "fn get_at(keep self, index: Param<c_int>) -> Give<Set> = isl_set_list_get_at;"
        ));
        // Whether ISL's own bindings export it is said once, on the crate's page.
        assert!(!line("isl_set_list_get_at").contains("///"));
        assert!(line("isl_set_foreach_basic_set").ends_with(
            "fn foreach_basic_set(keep self; fn_: Foreach<Set>) -> Stat = isl_set_foreach_basic_set;"
        ));
        assert!(line("isl_set_read_from_str").ends_with(
            "fn read_from_str(ctx, str: Param<str>) -> Give<Set> = isl_set_read_from_str \
             check unpatched_text(str);"
        ));
        assert!(line("isl_options_set_bound").ends_with(
            "fn set_bound(ctx self, val: Param<c_int>) -> Stat = isl_options_set_bound;"
        ));
        assert_eq!(outcomes["isl_set_free"], Outcome::Covered("`Drop`".into()));
        assert_eq!(outcomes["isl_set_lift"], Outcome::Skipped(Reason::OutParam));
        assert_eq!(
            outcomes["isl_map_mod"],
            Outcome::Skipped(Reason::UserPointer)
        );
    }
}
