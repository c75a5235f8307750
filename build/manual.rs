//! ISL's manual as rustdoc: reads `doc/user.pod` from the ISL source that
//! isl-sys found, and writes one Markdown file per C function the specs
//! declare into `OUT_DIR/manual/`. The specs' methods include their file
//! (`src/specs/dsl.rs`), so the manual's text reaches the documentation
//! without ever being part of this repository.
//!
//! The manual lists functions as C prototypes in verbatim blocks, grouped
//! under headings and items, with prose around them. A function's text is
//! heading it is listed under (for a heading's first listing), the prose of
//! its listing and its own prototype: a paragraph that ends in `:`, does not
//! end a sentence, or speaks of "the following" introduces the listing after
//! it; any other paragraph describes the listing before it (or the first
//! listing, if none came before).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// What the manual says of one function.
#[derive(Default)]
struct Entry {
    title: String,
    prototype: String,
    prose: Vec<String>,
    /// The other functions of its listing, which the manual describes with it.
    listed_with: Vec<String>,
}

/// A verbatim block or a paragraph of prose, in order.
enum Piece {
    Code(String),
    Prose(String),
}

/// Writes `OUT_DIR/manual/<function>.md` for every function in `functions`;
/// returns how many the manual describes.
pub fn write(
    manual: Option<&Path>,
    headers: Option<&Path>,
    functions: &BTreeSet<String>,
    out: &Path,
) -> usize {
    let dir = out.join("manual");
    fs::create_dir_all(&dir).expect("OUT_DIR is writable");
    let entries = manual
        .and_then(|m| fs::read_to_string(m).ok())
        .map(|text| parse(&text))
        .unwrap_or_default();
    let declared_in = headers.map(declaring_headers).unwrap_or_default();
    let mut described = 0;
    for f in functions {
        let text = match entries.get(f) {
            Some(e) => {
                described += 1;
                render(e)
            }
            None => {
                let place = declared_in
                    .get(f)
                    .map(|h| format!("its declaration in `{h}`"))
                    .unwrap_or_else(|| "its declaration in ISL's headers".to_string());
                format!(
                    "ISL's manual does not describe `{f}`; see {place}.\n\n\
                     Its name and the types of its arguments follow ISL's \
                     conventions: the manual's sections on the same kind of object \
                     describe the operation."
                )
            }
        };
        fs::write(dir.join(format!("{f}.md")), text).expect("OUT_DIR is writable");
    }
    described
}

/// The functions the manual describes, with their text.
fn parse(pod: &str) -> BTreeMap<String, Entry> {
    let mut entries = BTreeMap::new();
    let mut title = String::new();
    let mut pieces: Vec<Piece> = Vec::new();
    let mut para: Vec<&str> = Vec::new();
    let mut code: Vec<&str> = Vec::new();
    let mut in_cut = false;
    let flush_para = |para: &mut Vec<&str>, pieces: &mut Vec<Piece>| {
        if !para.is_empty() {
            pieces.push(Piece::Prose(para.join(" ")));
            para.clear();
        }
    };
    let flush_code = |code: &mut Vec<&str>, pieces: &mut Vec<Piece>| {
        if !code.is_empty() {
            pieces.push(Piece::Code(code.join("\n")));
            code.clear();
        }
    };
    for line in pod.lines() {
        if let Some(command) = line.strip_prefix('=') {
            flush_para(&mut para, &mut pieces);
            flush_code(&mut code, &mut pieces);
            let word = command.split_whitespace().next().unwrap_or("");
            in_cut = word == "cut";
            if word.starts_with("head") || word == "item" {
                group(&title, &pieces, &mut entries);
                pieces.clear();
                let rest = command[word.len()..].trim();
                let rest = rest.strip_prefix('*').unwrap_or(rest).trim();
                title = inline(rest);
            }
            continue;
        }
        if in_cut {
            continue;
        }
        if line.starts_with('\t') || line.starts_with(' ') {
            flush_para(&mut para, &mut pieces);
            code.push(line);
        } else if line.trim().is_empty() {
            flush_para(&mut para, &mut pieces);
            // A blank line inside a verbatim block keeps the block going
            // only if more indented lines follow; either way the blocks
            // of one group are read together below.
            flush_code(&mut code, &mut pieces);
        } else {
            flush_code(&mut code, &mut pieces);
            para.push(line.trim());
        }
    }
    flush_para(&mut para, &mut pieces);
    flush_code(&mut code, &mut pieces);
    group(&title, &pieces, &mut entries);
    entries
}

/// Files the pieces of one heading's group under the functions they list.
fn group(title: &str, pieces: &[Piece], entries: &mut BTreeMap<String, Entry>) {
    // Runs of code blocks with nothing but blank lines between them are one
    // listing; prose attaches to a listing.
    let mut listings: Vec<(String, Vec<String>)> = Vec::new();
    let mut before: Vec<String> = Vec::new();
    let mut last_was_code = false;
    for piece in pieces {
        match piece {
            Piece::Code(c) => {
                if last_was_code {
                    if let Some(l) = listings.last_mut() {
                        l.0.push('\n');
                        l.0.push_str(c);
                    }
                } else {
                    listings.push((c.clone(), std::mem::take(&mut before)));
                }
                last_was_code = true;
            }
            Piece::Prose(p) => {
                last_was_code = false;
                let text = inline(p);
                if introduces(p) || listings.is_empty() {
                    before.push(text);
                } else if let Some(l) = listings.last_mut() {
                    l.1.push(text);
                }
            }
        }
    }
    // Prose after the last listing that introduced nothing describes it.
    if let Some(l) = listings.last_mut() {
        l.1.append(&mut before);
    }
    for (k, (code, prose)) in listings.into_iter().enumerate() {
        let listed = prototypes(&code);
        let names: Vec<&str> = listed.iter().map(|(n, _)| n.as_str()).collect();
        for (name, prototype) in &listed {
            let e = entries.entry(name.clone()).or_default();
            if e.prototype.is_empty() {
                // The heading names what its first listing does; later
                // listings of the group have prose of their own.
                if k == 0 {
                    e.title = title.to_string();
                }
                e.prototype = prototype.clone();
                // A paragraph that names some of the listing's functions is
                // about those alone; the others apply to all of them.
                e.prose = prose
                    .iter()
                    .filter(|p| {
                        let named: Vec<&str> =
                            names.iter().copied().filter(|n| mentions(p, n)).collect();
                        named.is_empty() || named.contains(&name.as_str())
                    })
                    .cloned()
                    .collect();
                e.listed_with = names
                    .iter()
                    .filter(|n| **n != name.as_str())
                    .map(|n| n.to_string())
                    .collect();
            }
        }
    }
}

/// Whether a paragraph (as rendered: code spans in backticks) names the
/// function `name`.
fn mentions(paragraph: &str, name: &str) -> bool {
    paragraph.contains(&format!("`{name}`"))
}

/// Whether a paragraph introduces the listing after it ("... use the
/// following functions:", "Lists can be printed using") rather than
/// describing the one before it.
fn introduces(paragraph: &str) -> bool {
    let p = paragraph.trim_end();
    p.ends_with(':') || !p.ends_with('.') || p.to_ascii_lowercase().contains("following")
}

/// The functions a verbatim block declares, with each one's prototype.
fn prototypes(code: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut statement = String::new();
    for line in code.lines() {
        let t = line.trim();
        if t.starts_with('#') || t.is_empty() {
            continue;
        }
        statement.push_str(line.trim_end());
        statement.push('\n');
        if t.ends_with(';') {
            if let Some(name) = declared_name(&statement) {
                out.push((name, dedent(&statement)));
            }
            statement.clear();
        }
    }
    out
}

/// The name a declaration declares: the last `isl_` identifier before the
/// first `(` (skipping typedefs of function pointers and other forms).
fn declared_name(statement: &str) -> Option<String> {
    let head = &statement[..statement.find('(')?];
    let name = head
        .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .find(|w| !w.is_empty())?;
    (name.starts_with("isl_") && !statement.trim_start().starts_with("typedef"))
        .then(|| name.to_string())
}

/// Removes the block's common indentation (tabs count as eight columns).
fn dedent(text: &str) -> String {
    let lines: Vec<String> = text.lines().map(|l| l.replace('\t', "        ")).collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    lines
        .iter()
        .map(|l| l.get(indent..).unwrap_or("").to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// POD's inline markup as Markdown, with what rustdoc would misread escaped.
fn inline(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_uppercase() && chars.get(i + 1) == Some(&'<') {
            // X<...> or X<< ... >> (any number of brackets).
            let mut open = 1;
            while chars.get(i + 1 + open) == Some(&'<') {
                open += 1;
            }
            let start = i + 1 + open;
            let (end, close) = if open == 1 {
                let mut depth = 1;
                let mut j = start;
                while j < chars.len() {
                    match chars[j] {
                        '<' => depth += 1,
                        '>' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
                (j, 1)
            } else {
                let closing: String = std::iter::repeat_n('>', open).collect();
                let rest: String = chars[start..].iter().collect();
                match rest.find(&format!(" {closing}")) {
                    Some(k) => (start + rest[..k].chars().count() + 1, open),
                    None => (chars.len(), open),
                }
            };
            let inner: String = chars[start..end.min(chars.len())].iter().collect();
            let inner = inner.trim();
            out.push_str(&match c {
                'C' | 'F' => code_span(&unescape(inner)),
                'B' => format!("**{}**", inline(inner)),
                'I' => format!("*{}*", inline(inner)),
                'L' => escape(&unescape(inner.split('|').next().unwrap_or(inner))),
                'E' => entity(inner).to_string(),
                'X' | 'Z' => String::new(),
                _ => inline(inner),
            });
            i = end + close;
            continue;
        }
        out.push_str(&escape(&c.to_string()));
        i += 1;
    }
    out
}

/// The text inside `C<...>` with its entities resolved.
fn unescape(text: &str) -> String {
    let mut out = text.to_string();
    for (from, to) in [
        ("E<lt>", "<"),
        ("E<gt>", ">"),
        ("E<verbar>", "|"),
        ("E<sol>", "/"),
    ] {
        out = out.replace(from, to);
    }
    out
}

fn entity(name: &str) -> &'static str {
    match name {
        "lt" => "&lt;",
        "gt" => "&gt;",
        "verbar" => "|",
        "sol" => "/",
        _ => "",
    }
}

/// A Markdown code span holding `text`, whatever backticks it has.
fn code_span(text: &str) -> String {
    if text.contains('`') {
        format!("`` {text} ``")
    } else {
        format!("`{text}`")
    }
}

/// Characters rustdoc would read as markup or links in prose.
fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '[' | ']' | '*' | '_' | '`' | '\\' | '#' => {
                out.push('\\');
                out.push(c);
            }
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            _ => out.push(c),
        }
    }
    out
}

fn render(e: &Entry) -> String {
    let mut out = String::new();
    if !e.title.is_empty() {
        out.push_str(&format!("{}.\n\n", e.title.trim_end_matches('.')));
    }
    for p in &e.prose {
        out.push_str(p);
        out.push_str("\n\n");
    }
    if e.listed_with.is_empty() {
        out.push_str("From ISL's manual, which declares it as:\n\n```c\n");
    } else {
        let others: Vec<String> = e.listed_with.iter().map(|n| format!("`{n}`")).collect();
        out.push_str(&format!(
            "From ISL's manual, which describes it together with {} and declares it as:\n\n```c\n",
            others.join(", ")
        ));
    }
    out.push_str(&e.prototype);
    out.push_str("\n```");
    out
}

/// Which public header declares each function (`isl/set.h`, ...).
fn declaring_headers(include: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let Ok(dir) = fs::read_dir(include.join("isl")) else {
        return out;
    };
    let mut files: Vec<_> = dir.flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files {
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        let header = format!(
            "isl/{}",
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        for statement in text.split(';') {
            if let Some(name) = declared_name(statement) {
                out.entry(name).or_insert_with(|| header.clone());
            }
        }
    }
    out
}

/// The C functions the specs declare (`= isl_...` in `src/specs`).
pub fn spec_functions(specs: &Path) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut stack = vec![specs.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).unwrap_or_default();
                for part in text.split("= isl_").skip(1) {
                    let name: String = part
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    out.insert(format!("isl_{name}"));
                }
            }
        }
    }
    out
}
