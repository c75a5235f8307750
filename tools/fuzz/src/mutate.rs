//! Text mutations for ISL's notation, bounded in size.

use crate::rng::Rng;

/// Texts never grow beyond this many bytes.
pub const MAX_LEN: usize = 48 * 1024;

/// Tokens of ISL's notations (sets, maps, affine and quasi-polynomial
/// expressions, schedule trees, access infos), inserted by mutations.
pub const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "->",
    ":",
    ";",
    ",",
    " and ",
    " or ",
    " not ",
    "exists",
    "exists (",
    "floor(",
    "ceil(",
    " mod ",
    "max(",
    "min(",
    "infty",
    "-infty",
    "NaN",
    "=",
    "<<",
    ">>",
    "<<=",
    ">>=",
    "[NaN]",
    "<=",
    ">=",
    "<",
    ">",
    "!=",
    "+",
    "-",
    "*",
    "/",
    "^",
    "?",
    "true",
    "false",
    "implies",
    "xor",
    "rat:",
    "domain: ",
    "child: ",
    "schedule: ",
    "sequence: ",
    "set: ",
    "filter: ",
    "mark: ",
    "extension: ",
    "context: ",
    "guard: ",
    "expansion: ",
    "contraction: ",
    "permutable: ",
    "coincident: ",
    "options: ",
    "validity: ",
    "proximity: ",
    "coincidence: ",
    "condition: ",
    "conditional_validity: ",
    "sink: ",
    "must_source: ",
    "may_source: ",
    "kill: ",
    "schedule_map: ",
    "\"",
    "'",
    "\n",
    "\\",
    "#",
    "@",
    "[n] -> ",
    "[i]",
    "S[i]",
    "i",
    "j",
    "n",
    "0",
    "1",
    "-1",
    "2",
    "3",
    "a",
    "&&",
    "||",
    "\0",
    "é",
    "{ [i] : }",
    "offset: ",
    "size: ",
    "0/0",
    "1/0",
    "[0]",
    "[]",
    "{ }",
    "()",
    "cst",
    "e0",
];

/// Numbers that stress integer handling.
pub const NUMBERS: &[&str] = &[
    "0",
    "-0",
    "1",
    "-1",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "1/0",
    "0/0",
    "-1/0",
    "3/-2",
];

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'\''
}

/// The ranges of runs of bytes matching `f`.
fn runs(t: &[u8], f: impl Fn(u8) -> bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        if f(t[i]) {
            let s = i;
            while i < t.len() && f(t[i]) {
                i += 1;
            }
            out.push((s, i));
        } else {
            i += 1;
        }
    }
    out
}

fn random_range(rng: &mut Rng, len: usize) -> (usize, usize) {
    let a = rng.below(len + 1);
    let b = (a + 1 + rng.below(16.max(len / 8))).min(len);
    (a, b.max(a))
}

/// A number, huge now and then.
fn number(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => {
            let digits = 1 + rng.below(300);
            let mut s = String::from("1");
            s.extend(std::iter::repeat_n('0', digits));
            s
        }
        1 => rng.range(-100, 100).to_string(),
        _ => rng.pick(NUMBERS).copied().unwrap_or("0").to_string(),
    }
}

/// Applies one random mutation to `t`; `other` is another seed for splices.
pub fn mutate_once(rng: &mut Rng, t: &mut Vec<u8>, other: &[u8]) {
    let len = t.len();
    match rng.below(16) {
        // Replace a byte with a byte of the notation's alphabet or any byte.
        0 => {
            if len > 0 {
                let i = rng.below(len);
                const ALPHA: &[u8] = b"{}[]():;,->=<+-*/%^0123456789ainjkSTe_ \n\"'?!&|@#\\";
                t[i] = if rng.one_in(8) {
                    rng.below(256) as u8
                } else {
                    ALPHA[rng.below(ALPHA.len())]
                };
            }
        }
        // Delete a range.
        1 => {
            let (a, b) = random_range(rng, len);
            t.drain(a..b);
        }
        // Duplicate a range.
        2 => {
            let (a, b) = random_range(rng, len);
            let piece: Vec<u8> = t[a..b].to_vec();
            let at = rng.below(t.len() + 1);
            t.splice(at..at, piece);
        }
        // Insert a token.
        3 | 4 => {
            let tok = rng.pick(TOKENS).copied().unwrap_or("{");
            let at = rng.below(len + 1);
            t.splice(at..at, tok.bytes());
        }
        // A name becomes a number.
        5 => {
            let ids = runs(t, |b| b.is_ascii_alphabetic() || b == b'_');
            if let Some(&(a, b)) = rng.pick(&ids) {
                t.splice(a..b, number(rng).into_bytes());
            }
        }
        // A number becomes a huge number, or a name.
        6 | 7 => {
            let nums = runs(t, |b| b.is_ascii_digit());
            if let Some(&(a, b)) = rng.pick(&nums) {
                let rep = if rng.one_in(4) {
                    "n".to_string()
                } else {
                    number(rng)
                };
                t.splice(a..b, rep.into_bytes());
            } else {
                let at = rng.below(len + 1);
                t.splice(at..at, number(rng).into_bytes());
            }
        }
        // Deep nesting around a range.
        8 => {
            let depth = [4, 32, 200, 1000, 5000][rng.below(5)];
            let (open, close) = [
                ("(", ")"),
                ("[", "]"),
                ("{ ", " }"),
                ("-(", ")"),
                ("floor((", ")/2)"),
            ][rng.below(5)];
            let (a, b) = random_range(rng, len);
            let mut out = Vec::with_capacity(len + depth * (open.len() + close.len()));
            out.extend_from_slice(&t[..a]);
            for _ in 0..depth {
                out.extend_from_slice(open.as_bytes());
            }
            out.extend_from_slice(&t[a..b]);
            for _ in 0..depth {
                out.extend_from_slice(close.as_bytes());
            }
            out.extend_from_slice(&t[b..]);
            *t = out;
        }
        // Truncate.
        9 => {
            let at = rng.below(len + 1);
            t.truncate(at);
        }
        // Trailing garbage.
        10 => {
            let tok = rng.pick(TOKENS).copied().unwrap_or("}");
            t.extend_from_slice(tok.as_bytes());
            if rng.one_in(2) {
                t.extend_from_slice(b" garbage");
            }
        }
        // Splice with another seed.
        11 => {
            if !other.is_empty() {
                let a = rng.below(len + 1);
                let b = rng.below(other.len() + 1);
                t.truncate(a);
                t.extend_from_slice(&other[b..]);
            }
        }
        // Repeat a token many times (many dimensions, constraints or pieces).
        12 => {
            let n = [2, 10, 100, 1000][rng.below(4)];
            let piece = [
                ", i",
                " and i >= 0",
                "; S[i]",
                ", 0",
                "i + ",
                "[i] -> ",
                "2 * ",
                "^9",
            ][rng.below(8)];
            let at = rng.below(len + 1);
            let rep: Vec<u8> = piece.repeat(n).into_bytes();
            t.splice(at..at, rep);
        }
        // Swap two identifiers' text.
        13 => {
            let ids = runs(t, is_ident);
            if ids.len() >= 2 {
                let &(a1, b1) = rng.pick(&ids).unwrap_or(&(0, 0));
                let &(a2, b2) = rng.pick(&ids).unwrap_or(&(0, 0));
                if b1 <= a2 {
                    let w1 = t[a1..b1].to_vec();
                    let w2 = t[a2..b2].to_vec();
                    t.splice(a2..b2, w1);
                    t.splice(a1..b1, w2);
                }
            }
        }
        // Random bytes.
        14 => {
            let at = rng.below(len + 1);
            let n = 1 + rng.below(8);
            let bytes: Vec<u8> = (0..n).map(|_| rng.below(256) as u8).collect();
            t.splice(at..at, bytes);
        }
        // Exponents and divisions.
        _ => {
            let at = rng.below(len + 1);
            let piece = [
                "^",
                "^4294967295",
                "^2147483648",
                "/0",
                "/4294967296",
                " mod 0",
                "^-1",
            ][rng.below(7)];
            t.splice(at..at, piece.bytes());
        }
    }
    if t.len() > MAX_LEN {
        t.truncate(MAX_LEN);
    }
}

/// `text` with 1 to 4 random mutations.
pub fn mutate(rng: &mut Rng, text: &str, other: &str) -> String {
    let mut t = text.as_bytes().to_vec();
    let n = 1 + rng.below(4);
    for _ in 0..n {
        mutate_once(rng, &mut t, other.as_bytes());
    }
    String::from_utf8_lossy(&t).into_owned()
}
