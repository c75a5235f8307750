//! Coverage of the generated operations: how often each declaration was
//! called, and with which results, so that a campaign or a sweep shows what
//! it reached and why the rest was not reached.

use crate::generated::{self, Form};
use crate::pool::Ty;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// What isl-safe says when ISL fails without recording an error.
pub const SILENT: &str = "failed without an error message";

/// The results of one generated operation.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OpStat {
    /// `Ok` results.
    pub ok: u64,
    /// `Err` results.
    pub err: u64,
    /// `Err` results of calls where ISL failed without an error message.
    pub silent: u64,
    /// The first error message seen.
    pub first_error: Option<String>,
}

/// The results of the generated operations, by index in
/// [`generated::table`].
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    /// Per operation.
    pub ops: BTreeMap<usize, OpStat>,
}

impl Coverage {
    /// Adds a child's line of counts: `op:ok:err:silent` items separated
    /// by spaces.
    pub fn add_line(&mut self, items: &str) {
        for item in items.split_whitespace() {
            let f: Vec<u64> = item.split(':').filter_map(|x| x.parse().ok()).collect();
            if let [g, o, e, q] = f[..] {
                let st = self.ops.entry(g as usize).or_default();
                st.ok += o;
                st.err += e;
                st.silent += q;
            }
        }
    }

    /// Records an error message of operation `g` (the first one stays).
    pub fn note_error(&mut self, g: usize, msg: &str) {
        let st = self.ops.entry(g).or_default();
        if st.first_error.is_none() {
            st.first_error = Some(msg.to_string());
        }
    }

    /// Adds another coverage to this one.
    pub fn merge(&mut self, other: &Coverage) {
        for (g, o) in &other.ops {
            let st = self.ops.entry(*g).or_default();
            st.ok += o.ok;
            st.err += o.err;
            st.silent += o.silent;
            if st.first_error.is_none() {
                st.first_error = o.first_error.clone();
            }
        }
    }

    /// The coverage per declaration.
    pub fn by_declaration(&self) -> BTreeMap<&'static str, DeclStat> {
        let mut out: BTreeMap<&'static str, DeclStat> = BTreeMap::new();
        for (g, op) in generated::table().iter().enumerate() {
            let d = out.entry(op.decl).or_default();
            d.ops.push(g);
            if let Some(st) = self.ops.get(&g) {
                d.calls += st.ok + st.err;
                d.ok += st.ok;
                d.silent += st.silent;
                if d.first_error.is_none() || (op.form == Form::Ref && st.ok == 0) {
                    if let Some(m) = &st.first_error {
                        d.first_error = Some(m.clone());
                    }
                }
            }
        }
        out
    }
}

/// The results of one declaration over its forms.
#[derive(Clone, Debug, Default)]
pub struct DeclStat {
    /// Its operations (forms), by index in [`generated::table`].
    pub ops: Vec<usize>,
    /// Calls in any form.
    pub calls: u64,
    /// `Ok` results in any form.
    pub ok: u64,
    /// Calls where ISL failed without an error message.
    pub silent: u64,
    /// An error message it gave.
    pub first_error: Option<String>,
}

/// The declarations a coverage report lists as never `Ok`, read from a
/// report written before (`- \`Owner::method\`` items of its "never Ok"
/// section).
pub fn listed_never_ok(report: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut inside = false;
    for line in report.lines() {
        if line.starts_with("## ") {
            inside = line.contains("never `Ok`") || line.contains("never called");
            continue;
        }
        if inside {
            if let Some(rest) = line.strip_prefix("- `") {
                if let Some(end) = rest.find('`') {
                    out.insert(rest[..end].to_string());
                }
            }
        }
    }
    out
}

/// Percentages and lists of a coverage.
pub struct Summary {
    /// Declarations.
    pub decls: usize,
    /// Declarations called at least once.
    pub called: usize,
    /// Declarations with at least one `Ok`.
    pub ok: usize,
    /// The report, in Markdown.
    pub text: String,
    /// Declarations never called, with the reason.
    pub never_called: Vec<(String, String)>,
    /// Declarations called but never `Ok`, with an error they gave.
    pub never_ok: Vec<(String, String)>,
}

impl Summary {
    /// The share of declarations called, in percent.
    pub fn called_pct(&self) -> f64 {
        100.0 * self.called as f64 / self.decls.max(1) as f64
    }

    /// The share of declarations with an `Ok` result, in percent.
    pub fn ok_pct(&self) -> f64 {
        100.0 * self.ok as f64 / self.decls.max(1) as f64
    }
}

/// Why an operation drawing `inputs` was never called, given how many
/// shapes of each type the pool can make.
fn why_not_called(inputs: &[Ty], shapes: &BTreeMap<Ty, usize>) -> String {
    let missing: Vec<&str> = inputs
        .iter()
        .filter(|t| shapes.get(t).copied().unwrap_or(0) == 0)
        .map(|t| t.name())
        .collect();
    if missing.is_empty() {
        "not drawn in this run".into()
    } else {
        format!(
            "the pool makes no {} (only functions return them)",
            missing.join(", ")
        )
    }
}

/// The coverage report of `cov`; `shapes` is the number of shapes the pool
/// makes of each type; `title` heads the report.
pub fn summarize(cov: &Coverage, shapes: &BTreeMap<Ty, usize>, title: &str) -> Summary {
    let decls = cov.by_declaration();
    let table = generated::table();
    let mut never_called = Vec::new();
    let mut never_ok = Vec::new();
    let (mut called, mut ok) = (0, 0);
    for (name, d) in &decls {
        if d.calls > 0 {
            called += 1;
        }
        if d.ok > 0 {
            ok += 1;
        }
        if d.calls == 0 {
            let inputs: Vec<Ty> = d
                .ops
                .first()
                .map(|&g| generated::inputs(&table[g]).collect())
                .unwrap_or_default();
            never_called.push((name.to_string(), why_not_called(&inputs, shapes)));
        } else if d.ok == 0 {
            let msg = d.first_error.clone().unwrap_or_default();
            never_ok.push((name.to_string(), msg.replace('\n', " ")));
        }
    }
    // Per form: operations called and `Ok`.
    let mut forms: BTreeMap<Form, (usize, usize, usize)> = BTreeMap::new();
    for (g, op) in table.iter().enumerate() {
        let f = forms.entry(op.form).or_default();
        f.0 += 1;
        if let Some(st) = cov.ops.get(&g) {
            if st.ok + st.err > 0 {
                f.1 += 1;
            }
            if st.ok > 0 {
                f.2 += 1;
            }
        }
    }
    let n = decls.len();
    let mut text = String::new();
    let _ = writeln!(text, "# {title}\n");
    let pct = |k: usize| 100.0 * k as f64 / n.max(1) as f64;
    let _ = writeln!(
        text,
        "{n} declarations: {called} called ({:.1}%), {ok} with an `Ok` result ({:.1}%).\n",
        pct(called),
        pct(ok)
    );
    let _ = writeln!(text, "| form | operations | called | `Ok` |");
    let _ = writeln!(text, "| --- | --- | --- | --- |");
    for (form, (total, c, o)) in &forms {
        let _ = writeln!(text, "| {form:?} | {total} | {c} | {o} |");
    }
    let _ = writeln!(
        text,
        "\n## Declarations never called ({})\n",
        never_called.len()
    );
    for (d, why) in &never_called {
        let _ = writeln!(text, "- `{d}`: {why}");
    }
    let _ = writeln!(
        text,
        "\n## Declarations called but never `Ok` ({}), with an error each gave\n",
        never_ok.len()
    );
    for (d, msg) in &never_ok {
        let _ = writeln!(text, "- `{d}`: {msg}");
    }
    let silent: Vec<(&str, &DeclStat)> = decls
        .iter()
        .filter(|(_, d)| d.silent > 0)
        .map(|(n, d)| (*n, d))
        .collect();
    let _ = writeln!(
        text,
        "\n## Declarations for which ISL failed without an error message ({})\n",
        silent.len()
    );
    for (d, st) in &silent {
        let _ = writeln!(text, "- `{d}`: {} of {} calls", st.silent, st.calls);
    }
    // Every declaration, with its forms' calls added up.
    let _ = writeln!(text, "\n## Every declaration\n");
    let _ = writeln!(text, "| declaration | calls | `Ok` | `Err` |");
    let _ = writeln!(text, "| --- | --- | --- | --- |");
    for (name, d) in &decls {
        let _ = writeln!(
            text,
            "| `{name}` | {} | {} | {} |",
            d.calls,
            d.ok,
            d.calls - d.ok
        );
    }
    Summary {
        decls: n,
        called,
        ok,
        text,
        never_called,
        never_ok,
    }
}

/// The `n` declarations called least often (among those called), with
/// their call counts.
pub fn least_called(cov: &Coverage, n: usize) -> Vec<(&'static str, u64)> {
    let mut v: Vec<(&'static str, u64)> = cov
        .by_declaration()
        .into_iter()
        .filter(|(_, d)| d.calls > 0)
        .map(|(name, d)| (name, d.calls))
        .collect();
    v.sort_by_key(|&(name, c)| (c, name));
    v.truncate(n);
    v
}
