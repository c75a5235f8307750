//! The bounds the bundled build's readers put on their input, checked in
//! Rust on the text an unpatched (system) ISL is given.
//!
//! The bundled ISL's readers refuse what would crash, hang or exhaust memory
//! (`isl-sys/patches`: 0002 numbers where names are expected, 0003 polynomial
//! exponents, 0004 nesting depth, 0005 and 0035 literal lengths and powers,
//! 0012 tuple lengths, 0014 a repeated YAML key that leaked, 0015 YAML cut
//! short, 0018 PolyLib sizes). A
//! system ISL has none of these checks: [`check`] reads the text with ISL's
//! own lexical rules (`isl_stream.c`) and refuses it before ISL sees it, with
//! the bundled reader's message. Where it cannot know the exact structure it
//! errs on the safe side: a text it accepts stays within the bounds, and it
//! refuses only texts far beyond what polyhedral inputs use.

/// The deepest nesting a text may have (the bundled reader's bound).
pub const MAX_DEPTH: usize = 1000;
/// The most decimal digits of an integer literal.
pub const MAX_DIGITS: usize = 2500;
/// The largest power of two a literal power `x^y` may reach.
pub const MAX_BITS: f64 = 8192.0;
/// The largest exponent of a polynomial power (`n^k`).
pub const MAX_POLY_POWER: u32 = 16;
/// The most elements of a tuple.
pub const MAX_TUPLE: usize = 256;
/// The most rows of a PolyLib matrix.
pub const MAX_POLYLIB_ROWS: i128 = 4096;
/// The most dimensions of each kind of a PolyLib matrix.
pub const MAX_POLYLIB_DIMS: i128 = 256;
/// What kind of text a reader takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// ISL's notation: sets, maps, expressions, values, lists, spaces.
    Isl,
    /// Names: an id, a list or a tuple of ids (no number may stand where
    /// ISL reads a name).
    Ids,
    /// YAML: schedules, schedule constraints, access information; the
    /// strings hold texts of ISL's notation.
    Yaml,
    /// A stream, which may hold texts of both.
    Stream,
    /// A vector in PolyLib's form (its length, then its elements).
    Vector,
}

/// Why a text is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The message (the bundled reader's, where it has one).
    pub message: String,
    /// Whether the text is valid and only the unpatched ISL cannot read it
    /// safely (`Unsupported`), rather than invalid (`Invalid`).
    pub unsupported: bool,
}

fn invalid(message: impl Into<String>) -> Refusal {
    Refusal {
        message: message.into(),
        unsupported: false,
    }
}

fn unsupported(message: impl Into<String>) -> Refusal {
    Refusal {
        message: message.into(),
        unsupported: true,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind<'a> {
    /// A character ISL reads as a token of its own (`(`, `:`, `-`, ...).
    Punct(u8),
    /// `->`.
    To,
    /// An operator of more than one character (`>=`, `:=`, ...), or a
    /// character ISL does not read as a token of its own (`<`, `=`, ...).
    Op(&'a str),
    Ident(&'a str),
    /// An integer literal: its digits, and whether a minus sign precedes
    /// them (ISL's tokenizer reads `-5` as one literal).
    Value(&'a str, bool),
    /// A string's contents.
    Str(&'a str),
}

#[derive(Debug, Clone, Copy)]
struct Token<'a> {
    kind: Kind<'a>,
    col: usize,
    first_on_line: bool,
}

impl Token<'_> {
    fn is(&self, c: u8) -> bool {
        self.kind == Kind::Punct(c)
    }

    /// Whether the token ends an operand (what a binary `-` follows).
    fn ends_operand(&self) -> bool {
        match self.kind {
            Kind::Ident(w) => !is_keyword(w),
            Kind::Value(..) => true,
            Kind::Punct(c) => matches!(c, b')' | b']'),
            _ => false,
        }
    }
}

fn is_keyword(w: &str) -> bool {
    matches!(
        w.to_ascii_lowercase().as_str(),
        "exists"
            | "and"
            | "or"
            | "implies"
            | "not"
            | "infty"
            | "infinity"
            | "nan"
            | "min"
            | "max"
            | "rat"
            | "true"
            | "false"
            | "ceild"
            | "floord"
            | "mod"
            | "ceil"
            | "floor"
    )
}

/// Splits `text` into tokens as ISL's stream does (`isl_stream.c`); an
/// unterminated string is an error.
fn tokens(text: &str) -> Result<Vec<Token<'_>>, Refusal> {
    let (toks, unterminated) = lex(text);
    if unterminated {
        return Err(invalid("unterminated string"));
    }
    Ok(toks)
}

/// The tokens of `text`, and whether a string is unterminated (it then
/// runs to the end of its line, where ISL's tokenizer fails).
fn lex(text: &str) -> (Vec<Token<'_>>, bool) {
    let mut unterminated = false;
    let bytes = text.as_bytes();
    let mut out: Vec<Token<'_>> = Vec::new();
    let (mut i, mut line_start, mut new_line) = (0, 0, true);
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'\n' {
            i += 1;
            line_start = i;
            new_line = true;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'#' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        let kind = match c {
            b'-' if bytes.get(i + 1) == Some(&b'>') => {
                i += 2;
                Kind::To
            }
            b'-' if bytes.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                i += 1;
                let from = i;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                Kind::Value(&text[from..i], true)
            }
            b'0'..=b'9' => {
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                Kind::Value(&text[start..i], false)
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                while i < bytes.len() && bytes[i] == b'\'' {
                    i += 1;
                }
                Kind::Ident(&text[start..i])
            }
            b'"' => {
                i += 1;
                let from = i;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += 1;
                }
                if i >= bytes.len() || bytes[i] != b'"' {
                    unterminated = true;
                    Kind::Str(&text[from..i])
                } else {
                    i += 1;
                    Kind::Str(&text[from..i - 1])
                }
            }
            b':' if bytes.get(i + 1) == Some(&b'=') => {
                i += 2;
                Kind::Op(":=")
            }
            b'(' | b')' | b'+' | b'*' | b'%' | b'?' | b'^' | b'@' | b'$' | b',' | b'.' | b';'
            | b'[' | b']' | b'{' | b'}' | b'-' | b':' => {
                i += 1;
                Kind::Punct(c)
            }
            _ => {
                // The other operators (`>=`, `<<`, `!=`, `/\`, ...) and
                // characters ISL does not know: none of them nests.
                i += 1;
                while i < bytes.len() && b"<>=!/\\|&~".contains(&bytes[i]) {
                    i += 1;
                }
                Kind::Op(text.get(start..i).unwrap_or(""))
            }
        };
        out.push(Token {
            kind,
            col: start - line_start,
            first_on_line: new_line,
        });
        new_line = false;
    }
    (out, unterminated)
}

/// Checks `text`, read as `dialect`. A stream is checked as far as its
/// tokens go (an unterminated string, which a stream's reader may meet as
/// an error, is left for [`yaml_hazard`]).
pub fn check(text: &str, dialect: Dialect) -> Result<(), Refusal> {
    let toks = if dialect == Dialect::Stream {
        lex(text).0
    } else {
        tokens(text)?
    };
    numbers(&toks)?;
    nesting(&toks, dialect, 0)?;
    if dialect != Dialect::Vector {
        nan_in_lex_order(&toks)?;
    }
    match dialect {
        Dialect::Ids => {
            if toks.iter().any(|t| matches!(t.kind, Kind::Value(..))) {
                return Err(invalid(
                    "token does not have a string representation (a number where a name is \
                     expected)",
                ));
            }
        }
        Dialect::Yaml => {
            yaml(&toks, dialect)?;
            if let Some(cut) = cut_short(&toks) {
                return Err(cut);
            }
        }
        Dialect::Stream => yaml(&toks, dialect)?,
        // ISL's readers of objects read a schedule where they meet
        // `domain:`, also within a list's elements.
        Dialect::Isl if has_domain_key(&toks) => {
            yaml(&toks, Dialect::Stream)?;
            if let Some(cut) = cut_short(&toks) {
                return Err(cut);
            }
        }
        Dialect::Isl | Dialect::Vector => {}
    }
    if matches!(dialect, Dialect::Isl | Dialect::Stream)
        && toks
            .first()
            .is_some_and(|t| matches!(t.kind, Kind::Value(..)))
    {
        polylib(&toks)?;
    }
    Ok(())
}

/// Integer literals and powers (patches 0003, 0005, 0035).
fn numbers(toks: &[Token<'_>]) -> Result<(), Refusal> {
    for (k, t) in toks.iter().enumerate() {
        if let Kind::Value(digits, _) = t.kind {
            if digits.len() > MAX_DIGITS {
                return Err(invalid(format!(
                    "integer literal longer than the limit of {MAX_DIGITS} digits"
                )));
            }
        }
        if !t.is(b'^') {
            continue;
        }
        let Some(Token {
            kind: Kind::Value(exp, negative),
            ..
        }) = toks.get(k + 1).copied()
        else {
            continue;
        };
        let exp_value = exp.parse::<u64>().ok();
        match k.checked_sub(1).map(|p| toks[p].kind) {
            // `x^y` between numbers: evaluated by the reader.
            Some(Kind::Value(base, _)) => {
                let e = match exp_value {
                    Some(e) if !negative && e as f64 <= MAX_BITS => e,
                    _ => return Err(invalid("exponent too large")),
                };
                if e as f64 * log2_of_digits(base) > MAX_BITS {
                    return Err(invalid("power too large"));
                }
            }
            // A polynomial's power.
            _ => match exp_value {
                Some(e) if !negative && e <= MAX_POLY_POWER as u64 => {}
                _ => return Err(invalid("exponent too large")),
            },
        }
    }
    Ok(())
}

/// `log2` of the integer written with `digits` (0 for 0 and 1).
fn log2_of_digits(digits: &str) -> f64 {
    let digits = digits.trim_start_matches('0');
    if digits.len() <= 15 {
        let v: f64 = digits.parse().unwrap_or(0.0);
        return if v <= 1.0 { 0.0 } else { v.log2() };
    }
    let lead: f64 = digits[..15].parse().unwrap_or(1.0);
    lead.log2() + (digits.len() - 15) as f64 * 10f64.log2()
}

/// Whether `t` is ISL's `NaN` (a keyword in any case).
fn is_nan(t: &Token<'_>) -> bool {
    matches!(t.kind, Kind::Ident(w) if w.eq_ignore_ascii_case("nan"))
}

/// Whether `t` ends an operand of a comparison at its own level: another
/// comparison, a condition's connective, a ternary's `?` or `:`, a tuple's
/// arrow, a union's `;`.
fn ends_comparison_operand(t: &Token<'_>) -> bool {
    match t.kind {
        Kind::Op(_) | Kind::To => true,
        Kind::Punct(c) => matches!(c, b':' | b';' | b'?'),
        Kind::Ident(w) => matches!(
            w.to_ascii_lowercase().as_str(),
            "and" | "or" | "implies" | "not" | "exists"
        ),
        _ => false,
    }
}

/// `NaN` in the operands of a lexicographic comparison (`<<`, `>>`, `<<=`,
/// `>>=`): ISL's reader pulls the lexicographic order back by the lists it
/// compares, and an unpatched ISL computes that preimage by a NaN, dividing
/// by its denominator, zero (patch 0016): the bundled reader refuses the
/// text. The operands are the lists on either side of the operator, up to
/// the next comparison, connective or bracket of an outer level (a `NaN`
/// at any depth within them counts).
fn nan_in_lex_order(toks: &[Token<'_>]) -> Result<(), Refusal> {
    let lexicographic = |t: &Token<'_>| matches!(t.kind, Kind::Op("<<" | ">>" | "<<=" | ">>="));
    let opens = |t: &Token<'_>| matches!(t.kind, Kind::Punct(b'(' | b'[' | b'{'));
    let closes = |t: &Token<'_>| matches!(t.kind, Kind::Punct(b')' | b']' | b'}'));
    // Whether a NaN stands in the operand that starts next to `at` and
    // runs in the direction `step` (tokens `at + step`, `at + 2 step`, ...).
    let operand_has_nan = |at: usize, forward: bool| -> bool {
        let mut level = 0usize;
        let mut k = at;
        loop {
            k = match (forward, k.checked_sub(1)) {
                (true, _) => k + 1,
                (false, Some(prev)) => prev,
                (false, None) => return false,
            };
            let Some(t) = toks.get(k) else { return false };
            let (inward, outward) = if forward {
                (opens(t), closes(t))
            } else {
                (closes(t), opens(t))
            };
            if inward {
                level += 1;
            } else if outward {
                if level == 0 {
                    return false;
                }
                level -= 1;
            } else if level == 0 && ends_comparison_operand(t) {
                return false;
            }
            if is_nan(t) {
                return true;
            }
        }
    };
    for (k, t) in toks.iter().enumerate() {
        if lexicographic(t) && (operand_has_nan(k, false) || operand_has_nan(k, true)) {
            return Err(invalid(
                "syntax error (NaN in a lexicographic comparison: a preimage by NaN)",
            ));
        }
    }
    Ok(())
}

/// One level of brackets.
#[derive(Debug, Default)]
struct Frame {
    /// Ternary operators since the last `,` or `;` of the level.
    ternaries: usize,
    /// Products, unary minus signs and juxtaposed factors of the current
    /// term: each a level of recursion of ISL's readers.
    chain: usize,
    /// Whether the level is a tuple (`[...]` of ISL's notation), and its
    /// elements so far.
    tuple: bool,
    elements: usize,
}

impl Frame {
    fn depth(&self) -> usize {
        1 + self.ternaries + self.chain
    }
}

/// The depth of recursion the readers reach (patch 0004) and the length of
/// tuples (patch 0012). The recursive readers of ISL's notation recurse on
/// brackets, on `?` (a chain of ternary operators), on `*`, unary `-`,
/// `mod` and juxtaposed factors (products of constants and polynomials);
/// YAML on brackets and indentation. Each counts here as a level; strings
/// (YAML's values) are read again as texts of ISL's notation, one level
/// deeper than where they are.
fn nesting(toks: &[Token<'_>], dialect: Dialect, base: usize) -> Result<(), Refusal> {
    let yaml = dialect == Dialect::Yaml;
    let mut frames = vec![Frame::default()];
    let mut indent = 0;
    let too_deep = || invalid("nesting too deep");
    for (k, t) in toks.iter().enumerate() {
        let prev = k.checked_sub(1).map(|p| toks[p]);
        if yaml && t.first_on_line && frames.len() == 1 {
            // Block style: the indentation and the sequence markers.
            indent = t.col + toks[k..].iter().take_while(|u| u.is(b'-')).count();
        }
        let nested = frames.len() > 1;
        let top = frames.last_mut().expect("the outer level");
        match t.kind {
            Kind::Punct(b'(' | b'[' | b'{') => {
                let tuple = t.is(b'[') && !(yaml && frames.len() == 1);
                frames.push(Frame {
                    tuple,
                    elements: 1,
                    ..Frame::default()
                });
            }
            Kind::Punct(b')' | b']' | b'}') if nested => {
                frames.pop();
            }
            Kind::Punct(b',') | Kind::Punct(b';') => {
                top.ternaries = 0;
                top.chain = 0;
                if top.tuple && t.is(b',') {
                    top.elements += 1;
                    if top.elements > MAX_TUPLE {
                        return Err(invalid("tuple too long"));
                    }
                }
            }
            Kind::Punct(b'?') => top.ternaries += 1,
            Kind::Punct(b'*' | b'%') => top.chain += 1,
            Kind::Punct(b'+') | Kind::To | Kind::Op(_) | Kind::Punct(b':') => top.chain = 0,
            Kind::Punct(b'-') => {
                if prev.is_some_and(|p| p.ends_operand()) {
                    top.chain = 0;
                } else {
                    top.chain += 1;
                }
            }
            Kind::Ident(w) if is_keyword(w) => match w.to_ascii_lowercase().as_str() {
                "and" | "or" | "implies" => top.chain = 0,
                "mod" => top.chain += 1,
                _ => {}
            },
            // A negative literal after an operand starts a new term.
            Kind::Value(_, true) if prev.is_some_and(|p| p.ends_operand()) => top.chain = 0,
            Kind::Ident(_) | Kind::Value(..) if prev.is_some_and(|p| p.ends_operand()) => {
                top.chain += 1;
            }
            Kind::Str(inner) if dialect != Dialect::Isl => {
                let here = base + indent + frames.iter().map(Frame::depth).sum::<usize>();
                let inner_toks = tokens(inner)?;
                numbers(&inner_toks)?;
                nesting(&inner_toks, Dialect::Isl, here)?;
                nan_in_lex_order(&inner_toks)?;
            }
            _ => {}
        }
        let depth = base + indent + frames.iter().map(Frame::depth).sum::<usize>();
        if depth > MAX_DEPTH {
            return Err(too_deep());
        }
    }
    Ok(())
}

/// The string values of ISL's schedule trees: ISL 0.25 reads each with
/// `isl_token_get_str`, whatever the token (patch 0002).
const STRING_KEYS: &[&str] = &[
    "domain",
    "context",
    "contraction",
    "expansion",
    "extension",
    "filter",
    "guard",
    "mark",
    "options",
    "schedule",
];

fn key_name<'a>(t: &Token<'a>) -> Option<&'a str> {
    match t.kind {
        Kind::Ident(w) | Kind::Str(w) => Some(w),
        _ => None,
    }
}

/// YAML's keys and values (patches 0002, 0014, 0015).
fn yaml(toks: &[Token<'_>], dialect: Dialect) -> Result<(), Refusal> {
    let number_as_name = || {
        invalid("token does not have a string representation (a number where a name is expected)")
    };
    for (k, t) in toks.iter().enumerate() {
        if !matches!(t.kind, Kind::Value(..)) {
            continue;
        }
        let prev = k.checked_sub(1).map(|p| toks[p]);
        let before = k.checked_sub(2).map(|p| toks[p]);
        // A number as the value of a key whose value is a string.
        if prev.is_some_and(|p| p.is(b':'))
            && before
                .and_then(|b| key_name(&b))
                .is_some_and(|n| STRING_KEYS.contains(&n))
        {
            return Err(number_as_name());
        }
        // A number as a key (ISL 0.27's readers of keys take it for a name).
        if toks.get(k + 1).is_some_and(|n| n.is(b':')) {
            let key_position = t.first_on_line
                || prev.is_none()
                || prev.is_some_and(|p| p.is(b'{') || p.is(b',') || p.is(b'-'));
            // (ISL 0.25's readers of keys check the token; 0.27's do not.)
            if dialect == Dialect::Yaml || (key_position && !cfg!(isl_before_0_27)) {
                return Err(number_as_name());
            }
        }
    }
    repeated_coincident(toks)
}

/// Whether `domain` (a name or a string) is followed by `:` somewhere: what
/// makes ISL's readers of objects read a schedule (`next_is_schedule` in
/// `isl_input.c`).
fn has_domain_key(toks: &[Token<'_>]) -> bool {
    toks.windows(2)
        .any(|w| key_name(&w[0]) == Some("domain") && w[1].is(b':'))
}

/// A YAML element started at the end of the input, or a string that does
/// not end: an unpatched ISL reads the unset indentation of the element it
/// started there (patch 0015).
fn cut_short(toks: &[Token<'_>]) -> Option<Refusal> {
    toks.last()
        .is_some_and(|t| matches!(t.kind, Kind::Punct(b':' | b'-' | b'{' | b'[' | b',')))
        .then(|| invalid("unexpected end of input in a YAML element"))
}

/// Where the object of a reader's text ends (the bundled readers refuse a
/// token after it: patch 0001).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum End {
    /// Nothing follows the object (or its brackets do not balance, which
    /// ISL's reader refuses on its own).
    Whole,
    /// A token follows the object.
    Trailing,
    /// The text does not start with a bracket (a number, a name, a PolyLib
    /// matrix, YAML in block style): only ISL's reader knows where its
    /// object ends.
    Unknown,
}

/// Where the object of `text` ends, from its brackets: ISL's readers of
/// objects written with brackets (sets, maps, functions, spaces, tuples,
/// lists, YAML in flow style) read an optional parameter tuple `[...] ->`,
/// then one bracketed body, and stop where it closes.
pub fn object_end(text: &str) -> End {
    let (toks, _) = lex(text);
    let opens = |i: usize| {
        toks.get(i)
            .is_some_and(|t| matches!(t.kind, Kind::Punct(b'(' | b'[' | b'{')))
    };
    // The token that closes the bracket at `open`.
    let close = |open: usize| {
        let mut depth = 0usize;
        for (i, t) in toks.iter().enumerate().skip(open) {
            match t.kind {
                Kind::Punct(b'(' | b'[' | b'{') => depth += 1,
                Kind::Punct(b')' | b']' | b'}') => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    };
    if !opens(0) {
        return End::Unknown;
    }
    let Some(mut end) = close(0) else {
        return End::Whole;
    };
    if toks[0].is(b'[') && toks.get(end + 1).is_some_and(|t| t.kind == Kind::To) && opens(end + 2) {
        match close(end + 2) {
            Some(body) => end = body,
            None => return End::Whole,
        }
    }
    if end + 1 < toks.len() {
        End::Trailing
    } else {
        End::Whole
    }
}

/// Why a stream's text must not be read as YAML (a schedule, an element of
/// a mapping or a sequence) by an unpatched ISL: a string that does not end,
/// or a YAML element started at the end of the input (patch 0015).
pub fn yaml_hazard(text: &str) -> Option<Refusal> {
    let (toks, unterminated) = lex(text);
    if unterminated {
        return Some(invalid("unterminated string"));
    }
    cut_short(&toks)
}

/// A band whose mapping repeats the key `coincident`: an unpatched ISL leaks
/// the first list, and with it its context (patch 0014).
fn repeated_coincident(toks: &[Token<'_>]) -> Result<(), Refusal> {
    // Open mappings: flow ones by the depth of their brace, block ones by
    // the column of their keys; each with whether it has `coincident`.
    enum Open {
        Flow(usize),
        Block(usize),
    }
    let mut open: Vec<(Open, bool)> = Vec::new();
    let mut depth = 0;
    for (k, t) in toks.iter().enumerate() {
        match t.kind {
            Kind::Punct(b'{') => {
                depth += 1;
                open.push((Open::Flow(depth), false));
                continue;
            }
            Kind::Punct(b'[') => {
                depth += 1;
                continue;
            }
            Kind::Punct(b'}' | b']') => {
                while matches!(open.last(), Some((Open::Flow(d), _)) if *d >= depth)
                    || matches!(open.last(), Some((Open::Block(_), _)) if depth > 0 && t.is(b'}'))
                {
                    open.pop();
                }
                depth = depth.saturating_sub(1);
                continue;
            }
            Kind::Punct(b'-')
                if depth == 0 && (t.first_on_line || k > 0 && toks[k - 1].is(b'-')) =>
            {
                // A new item of a block sequence: the mappings deeper than
                // its marker end.
                while matches!(open.last(), Some((Open::Block(c), _)) if *c > t.col) {
                    open.pop();
                }
                continue;
            }
            _ => {}
        }
        let Some(name) = key_name(t) else { continue };
        if !toks.get(k + 1).is_some_and(|n| n.is(b':')) {
            continue;
        }
        if depth == 0 {
            while matches!(open.last(), Some((Open::Block(c), _)) if *c > t.col) {
                open.pop();
            }
            if !matches!(open.last(), Some((Open::Block(c), _)) if *c == t.col) {
                open.push((Open::Block(t.col), false));
            }
        } else if !matches!(open.last(), Some((Open::Flow(d), _)) if *d == depth) {
            // A key in a sequence or outside a known mapping: its own.
            open.push((Open::Flow(depth), false));
        }
        if name == "coincident" {
            let (_, seen) = open.last_mut().expect("pushed above");
            if *seen {
                return Err(unsupported(
                    "a band repeating the key `coincident`: an unpatched ISL leaks the first list \
                     (isl-sys patch 0014)",
                ));
            }
            *seen = true;
        }
    }
    Ok(())
}

/// A PolyLib text (one that starts with a number): the sizes of each
/// matrix header, as `isl_input.c` reads them, before ISL allocates the
/// matrix (patch 0018).
fn polylib(toks: &[Token<'_>]) -> Result<(), Refusal> {
    if !toks.iter().all(|t| matches!(t.kind, Kind::Value(..))) {
        return Ok(());
    }
    let value = |k: usize| -> Option<i128> {
        let t = toks.get(k)?;
        let Kind::Value(digits, negative) = t.kind else {
            return None;
        };
        let v: i128 = if digits.len() > 30 {
            i128::MAX
        } else {
            digits.parse().ok()?
        };
        Some(if negative { -v } else { v })
    };
    let size = |v: i128, max: i128| -> Result<(), Refusal> {
        if (0..=max).contains(&v) {
            Ok(())
        } else {
            Err(invalid("size out of bounds"))
        }
    };
    // One matrix from `k`: its header and rows; the position after it.
    let matrix = |k: usize| -> Result<Option<usize>, Refusal> {
        let (Some(n_row), Some(n_col)) = (value(k), value(k + 1)) else {
            return Ok(None);
        };
        size(n_row, MAX_POLYLIB_ROWS)?;
        size(n_col, 2 + 4 * MAX_POLYLIB_DIMS)?;
        let mut next = k + 2;
        if toks.get(next).is_some_and(|t| !t.first_on_line) {
            for _ in 0..4 {
                match value(next) {
                    Some(v) if !toks[next].first_on_line => size(v, MAX_POLYLIB_DIMS)?,
                    _ => return Ok(None),
                }
                next += 1;
            }
        }
        Ok(Some(next + (n_row * n_col) as usize))
    };
    let single = toks.get(1).is_some_and(|t| !t.first_on_line);
    if single {
        matrix(0)?;
        return Ok(());
    }
    let Some(n) = value(0) else { return Ok(()) };
    let mut k = 1;
    for _ in 0..n.clamp(0, toks.len() as i128) {
        match matrix(k)? {
            Some(next) if next < toks.len() => k = next,
            _ => break,
        }
    }
    Ok(())
}
