//! `isl-specgen`: writes `isl-safe`'s spec declarations, one line of the
//! `isl_specs!` DSL per ISL function, from ISL's public headers.
//!
//! ```text
//! cargo run -p isl-specgen                  # (re)write src/specs/generated/
//! cargo run -p isl-specgen -- --check       # exit 1 if the committed files differ
//! cargo run -p isl-specgen -- --coverage    # what is wrapped, and why the rest is not
//! ```
//!
//! The output is deterministic: it depends only on ISL's headers (those
//! `isl-sys` builds against, read through `cc -E`), the tables of
//! [`overrides`] and the committed data file `data/isl-0.25-functions.txt`
//! (the functions of Debian's ISL 0.25: generated declarations of functions
//! it lacks get `#[cfg(not(isl_before_0_27))]`).
//!
//! How a C function becomes a declaration ([`classify`]):
//! - its owner is the object type (an `isl_X` with an `isl_X_free`) whose
//!   prefix `isl_X_` is the longest prefix of its name, and the method name
//!   the rest; `isl_ctx_*`/`isl_options_*` functions of an `isl_ctx *` are
//!   methods of `Context` (`ctx self`); a name `Result` or `Option` has too
//!   is replaced ([`overrides::RESULT_NAMES`]: `unwrap` → `unwrapped`);
//! - its search aliases are ISL's name where it was replaced and ISL's C++
//!   names of the function where they differ (`isl/cpp.h`:
//!   `set::unite` for `Set::union`, [`classify::cpp_aliases`]);
//! - the receiver is `keep self`, `take self` or `inplace self` when the
//!   first parameter is the owner, `ctx` when it is an `isl_ctx *`;
//! - arguments are `Take<T>`, `Keep<T>` or `Param<P>`; one or two trailing
//!   pairs of a function pointer and its `void *user` are the callback
//!   section (`Foreach<T>`, `Test<T>`, `MapFn<T>`, `Cmp<T>`, `ForeachRef<T>`,
//!   `ForeachEnum<E>`, `BoundPair<C, B>`, ...);
//! - the result is `Give<T>`, `OptGive<T>` ([`overrides::OPTIONAL_RESULTS`]),
//!   `Maybe<T>` (`isl_maybe_isl_X`), `Bool`, `Stat`, `Size`, `Str`, `OptStr`,
//!   `Int`, `Long`, `UInt`, `ULong`, `SizeT`, `Double`, `Hash`, `Void` or
//!   `Enum<E>`; trailing out-parameters come back with it.
//!
//! `*_free`, `*_copy`, `*_get_ctx` and `*_to_str` are the object layer's, as
//! are the functions of [`overrides::CONTEXT_LAYER`], written by hand
//! (streams, `FILE *` readers and printers, C arrays, user pointers);
//! functions with other shapes are not generated, and `--coverage` lists
//! them by reason ([`overrides::SKIPPED`]: what has no safe meaning).

pub mod classify;
pub mod guards;
pub mod headers;
pub mod overrides;
pub mod render;
pub mod typed;
pub mod typed_emit;
pub mod typed_test;
pub mod upcasts;

use classify::{Decl, Outcome};
use headers::Headers;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub use render::GENERATED_DIR;
pub use typed_emit::TYPED_DIR;
pub use typed_test::TYPED_TEST_DIR;

/// The data file listing ISL 0.25's functions, in the data folder.
pub const ISL_0_25_FUNCTIONS: &str = "isl-0.25-functions.txt";

/// Every ISL function of the headers and what becomes of it.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// The parsed headers.
    pub headers: Headers,
    /// The object types (C names).
    pub objects: BTreeSet<String>,
    /// What becomes of each ISL function, by C name.
    pub outcomes: BTreeMap<String, Outcome>,
    /// ISL's class hierarchy: the direct superclasses of each C struct.
    pub subclasses: BTreeMap<String, Vec<String>>,
}

impl Analysis {
    /// Reads the headers under `include_dir` (the folder holding
    /// `isl/ctx.h`) and the data files in `data_dir`, and classifies every
    /// ISL function.
    pub fn read(include_dir: &Path, data_dir: &Path) -> Result<Analysis, String> {
        let headers = Headers::read(include_dir)?;
        let isl_0_25 = read_function_list(&data_dir.join(ISL_0_25_FUNCTIONS))?;
        let objects = classify::object_types(&headers);
        let mut outcomes = classify::classify_all(&headers, &isl_0_25);
        let cpp_h = include_dir.join("isl/cpp.h");
        let cpp = std::fs::read_to_string(&cpp_h)
            .map_err(|e| format!("read {}: {e}", cpp_h.display()))?;
        classify::cpp_aliases(&mut outcomes, &typed::parse_cpp(&cpp));
        let subclasses = upcasts::subclasses(include_dir)?;
        Ok(Analysis {
            headers,
            objects,
            outcomes,
            subclasses,
        })
    }

    /// The generated declarations, sorted by C name.
    pub fn decls(&self) -> impl Iterator<Item = &Decl> {
        self.outcomes.values().filter_map(|outcome| match outcome {
            Outcome::Generated(decl) => Some(&**decl),
            _ => None,
        })
    }

    /// The methods narrower types get from wider ones (see [`upcasts`]).
    pub fn forwarders(&self) -> Vec<Decl> {
        upcasts::forwarders(&self.subclasses, self.decls())
    }

    /// The generated files: paths relative to the repository root, texts.
    pub fn files(&self) -> BTreeMap<PathBuf, String> {
        let forwarders = self.forwarders();
        let widen = upcasts::widenings(&self.subclasses, self.decls());
        let decls: Vec<Decl> = self
            .decls()
            .map(|d| Decl {
                widen: widen.get(&d.c_name).cloned(),
                ..d.clone()
            })
            .collect();
        let mut files = render::files(decls.iter().chain(&forwarders));
        files.insert(
            PathBuf::from(GENERATED_DIR).join("upcasts.rs"),
            render::upcasts_file(&upcasts::pairs(&self.subclasses)),
        );
        files
    }

    /// The typed layer's generated files (`src/typed/generated/`, and the
    /// test of its methods, `tests/typed/typed_reentry/calls.rs`) and their
    /// coverage report, from ISL's typed C++ interface in ISL's
    /// source tree (see [`typed::find_isl_src`]).
    pub fn typed(&self) -> Result<typed_emit::Emitted, String> {
        let src = typed::find_isl_src().ok_or(
            "ISL's source tree not found: set ISL_SRC_DIR or run `cargo fetch` (package isl-rs 0.3.1)",
        )?;
        let table = typed::typed_table(&src)?;
        let widen = upcasts::widenings(&self.subclasses, self.decls());
        let mut decls: Vec<Decl> = self
            .decls()
            .map(|d| Decl {
                widen: widen.get(&d.c_name).cloned(),
                ..d.clone()
            })
            .collect();
        decls.extend(self.forwarders());
        let mut emitted = typed_emit::emit(&table, &decls, &self.subclasses);
        emitted.files.insert(
            PathBuf::from(typed_test::CALLS_FILE),
            typed_test::calls_file(&emitted.methods),
        );
        if !emitted.missing_docs.is_empty() {
            return Err(format!(
                "typed methods without a line in tools/specgen/data/typed_methods.txt:\n{}",
                emitted.missing_docs.join("\n")
            ));
        }
        Ok(emitted)
    }

    /// Every generated file: the spec declarations ([`Analysis::files`])
    /// and the typed layer's ([`Analysis::typed`]).
    pub fn all_files(&self) -> Result<BTreeMap<PathBuf, String>, String> {
        let mut files = self.files();
        files.extend(self.typed()?.files);
        Ok(files)
    }
}

/// The generated files for ISL's headers under `include_dir` and the data
/// files in `data_dir` (`tools/specgen/data`): paths relative to the
/// repository root (`src/specs/generated/...`, and the typed layer's
/// `src/typed/generated/...` from ISL's source tree), and their texts.
///
/// # Panics
///
/// If the headers cannot be preprocessed (no `cc`), the data file is
/// missing or ISL's source tree (for `typed_cpp.h`) is not found.
pub fn generate(include_dir: &Path, data_dir: &Path) -> BTreeMap<PathBuf, String> {
    Analysis::read(include_dir, data_dir)
        .and_then(|a| a.all_files())
        .unwrap_or_else(|e| panic!("isl-specgen: {e}"))
}

/// Reads a list of function names, one a line (`#` lines are comments).
pub fn read_function_list(path: &Path) -> Result<BTreeSet<String>, String> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("read {}: {e}", path.display()))?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(str::to_string)
        .collect())
}

/// The text of a function list for the headers under `include_dir`: a
/// comment line saying how it was made, then every ISL function, sorted.
pub fn function_list(include_dir: &Path) -> Result<String, String> {
    let headers = Headers::read(include_dir)?;
    let mut text = format!(
        "# The isl_* functions declared by the public C headers under {dir}, one a line, \
         sorted: made by `cargo run -p isl-specgen -- --list-functions {dir}` \
         (see tools/specgen/README.md).\n",
        dir = include_dir.display()
    );
    for name in headers.isl_functions() {
        text.push_str(name);
        text.push('\n');
    }
    Ok(text)
}

/// The C functions declared by hand: `= isl_...;`, or `= isl_... check
/// guard(..) ...;` (a declaration with argument guards), in the spec files
/// directly under `specs_dir` (`src/specs`, so not in `generated/`).
pub fn hand_written(specs_dir: &Path) -> Result<BTreeSet<String>, String> {
    let mut found = BTreeSet::new();
    let entries =
        std::fs::read_dir(specs_dir).map_err(|e| format!("read {}: {e}", specs_dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension() != Some(std::ffi::OsStr::new("rs")) {
            continue;
        }
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("read {}: {e}", path.display()))?;
        // Declarations only: doc comments (the DSL's own examples) do not count.
        let text: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for piece in text.split('=').skip(1) {
            let piece = piece.trim_start();
            let end = piece
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(piece.len());
            let after = piece[end..].trim_start();
            let ends = after.starts_with(';')
                || after
                    .strip_prefix("check")
                    .is_some_and(|g| g.starts_with(char::is_whitespace));
            if piece[..end].starts_with("isl_") && ends {
                found.insert(piece[..end].to_string());
            }
        }
    }
    Ok(found)
}

/// The coverage report: the ISL functions, how many are wrapped (generated
/// or declared by hand, the hand-written ones found in `specs_dir`) or
/// covered by the object layer, and every other one grouped by reason.
pub fn coverage(analysis: &Analysis, specs_dir: &Path) -> Result<String, String> {
    let by_hand = hand_written(specs_dir)?;
    let total = analysis.outcomes.len();
    let mut generated = BTreeSet::new();
    let mut hand = BTreeSet::new();
    let mut covered: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut skipped: BTreeMap<&str, Vec<(&str, &classify::Reason)>> = BTreeMap::new();
    for (name, outcome) in &analysis.outcomes {
        let name = name.as_str();
        match outcome {
            _ if by_hand.contains(name) => {
                hand.insert(name);
            }
            Outcome::Generated(_) => {
                generated.insert(name);
            }
            Outcome::HandWritten => {
                hand.insert(name);
            }
            Outcome::Covered(by) => covered.entry(by.as_str()).or_default().push(name),
            Outcome::Skipped(reason) => skipped
                .entry(reason.group())
                .or_default()
                .push((name, reason)),
        }
    }
    let n_covered: usize = covered.values().map(Vec::len).sum();
    let n_skipped: usize = skipped.values().map(Vec::len).sum();
    let percent = |n: usize| 100.0 * n as f64 / total.max(1) as f64;
    let wrapped = generated.len() + hand.len();
    let generated_decls: Vec<&Decl> = analysis.decls().collect();
    let gated = generated_decls.iter().filter(|d| !d.in_isl_0_25).count();
    let both: Vec<&str> = analysis
        .decls()
        .filter(|d| by_hand.contains(&d.c_name))
        .map(|d| d.c_name.as_str())
        .collect();
    let unknown: Vec<&String> = by_hand
        .iter()
        .filter(|n| !analysis.outcomes.contains_key(*n))
        .collect();
    let types: BTreeSet<&str> = generated_decls
        .iter()
        .flat_map(|d| d.types.iter().map(String::as_str))
        .collect();

    let mut out = String::new();
    let w = &mut out;
    let _ = writeln!(w, "ISL public functions: {total}");
    let _ = writeln!(
        w,
        "generated declarations: {} ({gated} gated #[cfg(not(isl_before_0_27))]: not in ISL 0.25)",
        generated_decls.len()
    );
    let _ = writeln!(
        w,
        "declared by hand (src/specs/*.rs): {} ({} of them also generated, listed below)",
        hand.len(),
        both.len()
    );
    let _ = writeln!(
        w,
        "wrapped (generated or by hand): {wrapped} ({:.1}%)",
        percent(wrapped)
    );
    let _ = writeln!(
        w,
        "covered by the object layer: {n_covered} ({:.1}%)",
        percent(n_covered)
    );
    for (by, names) in &covered {
        let _ = writeln!(w, "  {by}: {}", names.len());
    }
    let _ = writeln!(
        w,
        "wrapped or covered: {} ({:.1}%)",
        wrapped + n_covered,
        percent(wrapped + n_covered)
    );
    let _ = writeln!(w, "not wrapped: {n_skipped} ({:.1}%)", percent(n_skipped));
    for (group, names) in &skipped {
        let _ = writeln!(w, "  {group}: {}", names.len());
    }
    if !both.is_empty() {
        let _ = writeln!(
            w,
            "\ngenerated AND declared by hand ({}; add them to overrides::HAND_WRITTEN):",
            both.len()
        );
        for name in &both {
            let _ = writeln!(w, "  {name}");
        }
    }
    if !unknown.is_empty() {
        let _ = writeln!(
            w,
            "\ndeclared by hand but not in the headers ({}):",
            unknown.len()
        );
        for name in &unknown {
            let _ = writeln!(w, "  {name}");
        }
    }
    let _ = writeln!(
        w,
        "\nobject types used by the generated declarations ({}):\n  {}",
        types.len(),
        types.iter().copied().collect::<Vec<_>>().join(" ")
    );
    for (group, names) in &skipped {
        let _ = writeln!(w, "\nnot wrapped, {group} ({}):", names.len());
        for (name, reason) in names {
            match reason {
                classify::Reason::Unsupported(proto) => {
                    let _ = writeln!(w, "  {name}: {proto}");
                }
                _ => {
                    let _ = writeln!(w, "  {name}");
                }
            }
        }
    }
    Ok(out)
}
