//! Cases as data: a list of operations with arguments, in a small text format.
//!
//! ```text
//! # isl-fuzz case
//! read_set "{ [i] : 0 <= i < 10 }"
//! set_insert_dims 0 Set 1 4294967295
//! ```
//!
//! One operation a line: its name, then its arguments separated by spaces:
//! integers, dimension types (`Cst`, `Param`, `In`, `Out`, `Set`, `Div`,
//! `All`) and strings in double quotes with Rust-like escapes (`\n`, `\t`,
//! `\r`, `\\`, `\"`, `\u{..}`). Lines starting with `#` and empty lines are
//! ignored. Slots name objects made by earlier operations, per type, in the
//! order they were made (any integer is accepted: it is taken modulo the
//! number of objects of that type).

use isl_safe::DimType;
use std::fmt;

/// One argument of an operation.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// An integer: slot, position, count or value.
    Int(i64),
    /// A dimension type.
    Dim(DimType),
    /// A string: ISL text or a name.
    Str(String),
}

/// One operation: a name from the operation table and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    /// The operation's name (see [`crate::ops::table`]).
    pub name: String,
    /// Its arguments.
    pub args: Vec<Arg>,
}

/// A case: operations run one after the other in a fresh context.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Case {
    /// The operations.
    pub ops: Vec<Op>,
}

/// Every dimension type, in the order used for random choices.
pub const DIMS: [DimType; 7] = [
    DimType::Set,
    DimType::Param,
    DimType::In,
    DimType::Out,
    DimType::Div,
    DimType::Cst,
    DimType::All,
];

fn dim_name(d: DimType) -> &'static str {
    match d {
        DimType::Cst => "Cst",
        DimType::Param => "Param",
        DimType::In => "In",
        DimType::Out => "Out",
        DimType::Set => "Set",
        DimType::Div => "Div",
        DimType::All => "All",
    }
}

fn dim_from_name(s: &str) -> Option<DimType> {
    DIMS.iter().copied().find(|d| dim_name(*d) == s)
}

/// Writes `s` as a quoted string with escapes.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (' '..='~').contains(&c) => out.push(c),
            c => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
        }
    }
    out.push('"');
    out
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Int(i) => write!(f, "{i}"),
            Arg::Dim(d) => f.write_str(dim_name(*d)),
            Arg::Str(s) => f.write_str(&quote(s)),
        }
    }
}

impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        for a in &self.args {
            write!(f, " {a}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "# isl-fuzz case")?;
        for op in &self.ops {
            writeln!(f, "{op}")?;
        }
        Ok(())
    }
}

/// Reads one quoted string starting at `chars[0] == '"'`; returns it and the
/// number of characters consumed.
fn unquote(chars: &[char]) -> Result<(String, usize), String> {
    let mut out = String::new();
    let mut i = 1;
    while i < chars.len() {
        match chars[i] {
            '"' => return Ok((out, i + 1)),
            '\\' => {
                let e = *chars.get(i + 1).ok_or("dangling escape")?;
                i += 2;
                match e {
                    'n' => out.push('\n'),
                    't' => out.push('\t'),
                    'r' => out.push('\r'),
                    '\\' => out.push('\\'),
                    '"' => out.push('"'),
                    '0' => out.push('\0'),
                    'u' => {
                        if chars.get(i) != Some(&'{') {
                            return Err("bad \\u escape".into());
                        }
                        let end = chars[i..]
                            .iter()
                            .position(|&c| c == '}')
                            .ok_or("unterminated \\u escape")?;
                        let hex: String = chars[i + 1..i + end].iter().collect();
                        let v = u32::from_str_radix(&hex, 16).map_err(|e| e.to_string())?;
                        out.push(char::from_u32(v).ok_or("bad code point")?);
                        i += end + 1;
                    }
                    other => return Err(format!("unknown escape \\{other}")),
                }
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Err("unterminated string".into())
}

/// Parses one line into an operation.
pub fn parse_op(line: &str) -> Result<Op, String> {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    let mut words: Vec<Arg> = Vec::new();
    let mut name = None;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        if chars[i] == '"' {
            let (s, used) = unquote(&chars[i..])?;
            words.push(Arg::Str(s));
            i += used;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() {
            i += 1;
        }
        let word: String = chars[start..i].iter().collect();
        if name.is_none() {
            name = Some(word);
        } else if let Ok(v) = word.parse::<i64>() {
            words.push(Arg::Int(v));
        } else if let Some(d) = dim_from_name(&word) {
            words.push(Arg::Dim(d));
        } else {
            return Err(format!("bad argument {word:?}"));
        }
    }
    let name = name.ok_or("empty line")?;
    Ok(Op { name, args: words })
}

impl std::str::FromStr for Case {
    type Err = String;
    fn from_str(text: &str) -> Result<Case, String> {
        let mut ops = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            ops.push(parse_op(line).map_err(|e| format!("line {}: {e}", n + 1))?);
        }
        Ok(Case { ops })
    }
}

/// The ISL operation limit a case file asks for in its header
/// (`# max-ops: N`), if any: a reproducer found under a limit replays under it.
pub fn max_ops_in(text: &str) -> Option<u64> {
    text.lines()
        .find_map(|line| line.trim().strip_prefix("# max-ops:"))
        .and_then(|n| n.trim().parse().ok())
}

/// Reads back a string written by [`quote`].
pub fn unquote_str(q: &str) -> Option<String> {
    let chars: Vec<char> = q.trim().chars().collect();
    if chars.first() != Some(&'"') {
        return None;
    }
    unquote(&chars).ok().map(|(s, _)| s)
}
