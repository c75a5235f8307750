//! ISL's stream API through `Stream`, `Token`, `TokenKind` and `Obj`: tokens
//! as ISL's tokenizer (`isl_stream.c`) makes them, objects of any type
//! compared with their `FromStr`, readers of ISL's YAML inputs written in
//! Rust compared with ISL's own, and misuse that must give `Err`.

use isl_safe::{
    leaked_contexts, Context, Error, ErrorKind, Map, Obj, PwQpolynomial, PwQpolynomialFold,
    Schedule, Set, Stream, Token, TokenKind, UnionAccessInfo, UnionMap, UnionPwQpolynomial,
    UnionSet, Val,
};
use std::io::{Cursor, Read, Write};

type R = isl_safe::Result<()>;

/// Every token of a stream.
fn tokens(s: &Stream) -> isl_safe::Result<Vec<Token>> {
    std::iter::from_fn(|| s.next_token().transpose()).collect()
}

/// The kind and the text or value of a token, as a comparable string.
fn show(t: &Token) -> String {
    match t.kind() {
        TokenKind::Value => format!("{:?} {}", t.kind(), t.value().unwrap()),
        k if t.has_str() => format!("{k:?} {}", t.text().unwrap()),
        k => format!("{k:?}"),
    }
}

#[test]
fn tokens_as_isl_reads_them() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    // Each line of isl_stream.c's next_token, once: single characters,
    // operators of two and three characters, numbers, names with primes,
    // ISL's keywords (any case), strings, comments and line continuations.
    let s = Stream::from_text(concat!(
        "[n] -> { S[i'] : i >= -12345678901234567890 and i <= n }  # comment\n",
        "( ) + * % ? ^ @ $ , . ; = : / \\ != == := // >> << >>= <<= > < && || & | /\\ \\/ !\n",
        "EXISTS Not infinity infty NaN min max rat true false ceild floord mod ceil floor implies\n",
        "\"a string\" ~ x\\\ny _under_score9\n",
    ))?;
    let got: Vec<String> = tokens(&s)?.iter().map(show).collect();
    let mut expected = vec![
        "Char('[')",
        "Ident n",
        "Char(']')",
        "To ->",
        "Char('{')",
        "Ident S",
        "Char('[')",
        "Ident i'",
        "Char(']')",
        "Char(':')",
        "Ident i",
        "Ge >=",
        "Char('-')",
        "Value 12345678901234567890",
        "And and",
        "Ident i",
        "Le <=",
        "Ident n",
        "Char('}')",
        // line 2
        "Char('(')",
        "Char(')')",
        "Char('+')",
        "Char('*')",
        "Char('%')",
        "Char('?')",
        "Char('^')",
        "Char('@')",
        "Char('$')",
        "Char(',')",
        "Char('.')",
        "Char(';')",
        "Char('=')",
        "Char(':')",
        "Char('/')",
        "Char('\\\\')",
        "Ne !=",
        "EqEq ==",
        "Def :=",
        "IntDiv //",
        "LexGt >>",
        "LexLt <<",
        "LexGe >>=",
        "LexLe <<=",
        "Gt >",
        "Lt <",
        "And &&",
        "Or ||",
        "And &",
        "Or |",
        "And /\\",
        "Or \\/",
        "Not !",
        // line 3: keywords keep the case they were written in
        "Exists EXISTS",
        "Not Not",
        "Infty infinity",
        "Infty infty",
        "NaN NaN",
        "Min min",
        "Max max",
        "Rat rat",
        "True true",
        "False false",
        "Ceild ceild",
        "Floord floord",
        "Mod mod",
        "Ceil ceil",
        "Floor floor",
        "Implies implies",
        // line 4: a backslash before a newline joins the lines
        "String a string",
        "Unknown",
        "Ident xy",
        "Ident _under_score9",
    ];
    if cfg!(isl_before_0_27) {
        // ISL 0.25's tokenizer reads a minus sign before a number as part
        // of the number.
        let at = expected.iter().position(|t| *t == "Char('-')").unwrap();
        expected.splice(at..at + 2, ["Value -12345678901234567890"]);
    }
    assert_eq!(got, expected);
    // Codes round-trip, and are ISL's.
    for t in tokens(&Stream::from_text("{ -> x 3 and")?)? {
        assert_eq!(TokenKind::from_code(t.kind().code()), t.kind());
    }
    assert_eq!(TokenKind::Char('{').code(), '{' as i32);
    assert_eq!(TokenKind::Value.code(), 257);
    assert_eq!(TokenKind::IntDiv.code(), 291);
    assert_eq!(TokenKind::from_code(-1), TokenKind::Error);
    assert_eq!(TokenKind::from_code(-7), TokenKind::Error);
    assert!(matches!(TokenKind::from_code(5000), TokenKind::Keyword(k) if k.code() == 5000));
    assert_eq!(TokenKind::Char('€').code(), i32::MIN);
    assert!(!Stream::from_text("€")?.next_token_is(TokenKind::Char('€'))?);
    assert_eq!(leaked_contexts(), 0);
    Ok(())
}

#[test]
fn token_accessors_and_errors() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let s = Stream::from_text("abc 7 ( -> \"q\"")?;
    let toks = tokens(&s)?;
    let [ident, seven, paren, to, quoted] = &toks[..] else {
        panic!("five tokens: {toks:?}")
    };
    assert!(ident.has_str() && to.has_str() && quoted.has_str());
    assert!(!seven.has_str() && !paren.has_str());
    assert_eq!(seven.value()?, Val::int_from_si(7)?);
    // A number's text, a name's value, a character's text: errors, not crashes.
    assert!(matches!(seven.text(), Err(Error::InvalidArgument { .. })));
    assert_eq!(ident.value().unwrap_err().kind(), Some(ErrorKind::Invalid));
    assert_eq!(paren.text().unwrap_err().kind(), Some(ErrorKind::Invalid));
    assert_eq!(format!("{ident:?}"), "Token { kind: Ident, text: \"abc\" }");
    assert_eq!(format!("{seven:?}"), "Token { kind: Value, value: \"7\" }");
    assert_eq!(format!("{paren:?}"), "Token { kind: Char('(') }");
    assert!(ident.context() == &ctx);

    // Tokens on the same line, then the next.
    let s = Stream::from_text("a b\n  c")?;
    s.next_token()?;
    assert_eq!(s.next_token_on_same_line()?.unwrap().text()?, "b");
    assert!(s.next_token_on_same_line()?.is_none());
    assert_eq!(s.next_token()?.unwrap().text()?, "c");
    assert!(s.next_token()?.is_none());
    assert!(s.next_token()?.is_none()); // past the end: still None
    Ok(())
}

#[test]
fn peek_eat_and_keywords() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let s = Stream::from_text("let x = { [i] : i > 0 }; let y = 3;")?;
    let let_ = s.register_keyword("let")?;
    assert!(matches!(let_, TokenKind::Keyword(_)));
    assert_eq!(s.register_keyword("let")?, let_);
    assert_ne!(s.register_keyword("other")?, let_);
    // A small reader of `let name = object;` statements.
    let mut defs = Vec::new();
    while !s.is_empty()? {
        s.eat(let_)?;
        let name = s.read_ident_if_available()?.expect("a name");
        s.eat(TokenKind::Char('='))?;
        let value = s.read_obj()?;
        s.eat(TokenKind::Char(';'))?;
        defs.push((name, value.to_string()));
    }
    assert_eq!(
        defs,
        [
            ("x".to_string(), "{ [i] : i > 0 }".to_string()),
            ("y".to_string(), "3".to_string())
        ]
    );
    // ISL's own keywords keep their kind.
    let s = Stream::from_text("and")?;
    let and = s.register_keyword("and")?;
    assert!(!s.next_token_is(and)?);
    assert!(s.next_token_is(TokenKind::And)?);
    assert!(s.eat_if_available(TokenKind::And)?);
    assert!(!s.eat_if_available(TokenKind::And)?);
    assert!(matches!(
        s.register_keyword("a\0b"),
        Err(Error::InteriorNul { position: 1, .. })
    ));
    // A keyword is not a name any more.
    let s = Stream::from_text("print")?;
    s.register_keyword("print")?;
    assert_eq!(s.read_ident_if_available()?, None);
    assert!(!s.is_empty()?);
    Ok(())
}

/// The texts of one object of each type `read_obj` reads.
const OBJECTS: &[(&str, &str)] = &[
    ("Set", "[n] -> { [i] : 0 <= i < n }"),
    ("Map", "{ [i] -> [j] : j = 2i }"),
    ("UnionSet", "{ A[i] : i > 0; B[] }"),
    ("UnionMap", "{ A[i] -> B[i]; C[] -> D[] }"),
    ("Val", "42"),
    ("PwQpolynomial", "[n] -> { [i] -> i^2 + n : 0 <= i < n }"),
    ("UnionPwQpolynomial", "{ A[i] -> i^2; B[] -> 3 }"),
    ("PwQpolynomialFold", "{ [i] -> max(i, 2i) : 0 <= i < 5 }"),
    (
        "UnionPwQpolynomialFold",
        "{ A[i] -> max(i) : i > 0; B[] -> max(3) }",
    ),
    ("Set", "{ [i, j] : i = j }"),
    // A schedule (YAML) ends the input: its mapping would read what follows.
    (
        "Schedule",
        "domain: \"{ S[i] : 0 <= i < 4 }\"\nchild:\n  schedule: \"[{ S[i] -> [(i)] }]\"\n",
    ),
];

/// Whether `obj` equals the object `text` parses to with `FromStr`
/// (semantic equality where ISL has it, the text otherwise).
fn same_as_parsed(obj: &Obj, text: &str) -> isl_safe::Result<bool> {
    Ok(match obj {
        Obj::Set(o) => *o == text.parse::<Set>()?,
        Obj::Map(o) => *o == text.parse::<Map>()?,
        Obj::UnionSet(o) => *o == text.parse::<UnionSet>()?,
        Obj::UnionMap(o) => *o == text.parse::<UnionMap>()?,
        Obj::Val(o) => o.eq(&text.parse::<Val>()?)?,
        Obj::PwQpolynomial(o) => o.to_string() == text.parse::<PwQpolynomial>()?.to_string(),
        Obj::UnionPwQpolynomial(o) => {
            o.to_string() == text.parse::<UnionPwQpolynomial>()?.to_string()
        }
        Obj::PwQpolynomialFold(o) => {
            o.to_string() == PwQpolynomialFold::read_from_str(text)?.to_string()
        }
        Obj::UnionPwQpolynomialFold(o) => {
            o.to_string() == text // no FromStr in ISL: its own printed form
        }
        Obj::Schedule(o) => o.plain_is_equal(&text.parse::<Schedule>()?)?,
        _ => false,
    })
}

#[test]
fn read_obj_reads_every_type() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let text: String = OBJECTS.iter().map(|(_, t)| format!("{t}\n")).collect();
    let s = Stream::from_text(&text)?;
    let objs = s.objects().collect::<isl_safe::Result<Vec<Obj>>>()?;
    assert_eq!(objs.len(), OBJECTS.len());
    for (obj, (ty, text)) in objs.iter().zip(OBJECTS) {
        assert_eq!(obj.type_name(), *ty, "{text}");
        assert!(same_as_parsed(obj, text)?, "{obj} read from {text}");
    }
    // Conversions back to the types, with an error naming both on a mismatch.
    let set: Set = objs[0].clone().try_into()?;
    assert_eq!(set, OBJECTS[0].1.parse::<Set>()?);
    let err = Map::try_from(objs[0].clone()).unwrap_err();
    assert!(err.to_string().contains("expected Map, read Set"), "{err}");
    assert!(matches!(Obj::from(set), Obj::Set(_)));
    // Nothing left: read_obj fails, the iterator has ended.
    assert!(s.read_obj().is_err());
    assert!(s.objects().next().is_none());
    Ok(())
}

#[test]
fn objects_stop_at_the_first_error() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let s = Stream::from_text("{ [i] } { [i] : i > } { [j] }")?;
    let results: Vec<_> = s.objects().collect();
    assert_eq!(results.len(), 2);
    assert!(results[0].is_ok());
    assert_eq!(
        results[1].as_ref().unwrap_err().kind(),
        Some(ErrorKind::Invalid)
    );
    Ok(())
}

// ---------------------------------------------------------------------------
// YAML: ISL's access info format, read in Rust.

/// The value of a key of ISL's YAML inputs: a union map written directly or
/// as a quoted string (as ISL's `read_union_map` in `read_in_string_templ.c`).
fn read_union_map(s: &Stream) -> isl_safe::Result<UnionMap> {
    match s.next_token()? {
        Some(tok) if tok.kind() == TokenKind::String => UnionMap::read_from_str(&tok.text()?),
        Some(tok) => {
            s.push_token(tok)?;
            s.read_union_map()
        }
        None => Err(s.error(None, "expecting a union map")),
    }
}

/// An access info read as `isl_stream_read_union_access_info` does, with the
/// stream's YAML methods.
fn read_access_info(s: &Stream) -> isl_safe::Result<UnionAccessInfo> {
    let (mut sink, mut must, mut may, mut kill) = (None, None, None, None);
    let (mut schedule_map, mut schedule) = (None, None);
    s.yaml_mapping(|s, key| {
        match key {
            "sink" => sink = Some(read_union_map(s)?),
            "must_source" => must = Some(read_union_map(s)?),
            "may_source" => may = Some(read_union_map(s)?),
            "kill" => kill = Some(read_union_map(s)?),
            "schedule_map" => schedule_map = Some(read_union_map(s)?),
            "schedule" => schedule = Some(s.read_schedule()?),
            _ => return Err(s.error(None, &format!("unknown key '{key}'"))),
        }
        Ok::<(), Error>(())
    })?;
    let sink = sink.ok_or_else(|| s.error(None, "no sink specified"))?;
    let mut info = UnionAccessInfo::from_sink(sink)?;
    if let Some(m) = must {
        info.in_place().set_must_source(m)?;
    }
    if let Some(m) = may {
        info.in_place().set_may_source(m)?;
    }
    if let Some(m) = kill {
        info.in_place().set_kill(m)?;
    }
    match (schedule_map, schedule) {
        (Some(m), _) => info.in_place().set_schedule_map(m)?,
        (None, Some(t)) => info.in_place().set_schedule(t)?,
        (None, None) => return Err(s.error(None, "no schedule specified")),
    }
    Ok(info)
}

/// The four results of dependence analysis, as text.
fn flow_of(info: &UnionAccessInfo) -> isl_safe::Result<[String; 4]> {
    let flow = info.compute_flow()?;
    Ok([
        flow.get_must_dependence()?.to_string(),
        flow.get_may_dependence()?.to_string(),
        flow.get_must_no_source()?.to_string(),
        flow.get_may_no_source()?.to_string(),
    ])
}

#[test]
fn access_info_reader_matches_isl() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let text = "sink: { S[] -> a[] }\n\
                must_source: \"{ T[i] -> a[] : 0 <= i < 10 }\"\n\
                kill: { T[9] -> a[] }\n\
                schedule_map: { T[i] -> [0,i]; S[] -> [1,0] }\n";
    let mine = read_access_info(&Stream::from_text(text)?)?;
    let isl = UnionAccessInfo::read_from_str(text)?;
    assert_eq!(mine.to_string(), isl.to_string());
    assert_eq!(flow_of(&mine)?, flow_of(&isl)?);
    // T[9] is the last write before S[].
    assert_eq!(flow_of(&mine)?[0], "{ T[i = 9] -> S[] }");
    // The same in flow style, read through a `FILE *`.
    let flow_style = "{ sink: { S[] -> a[] }, must_source: { T[i] -> a[] : 0 <= i < 10 }, \
                      schedule_map: { T[i] -> [0,i]; S[] -> [1,0] } }";
    let mine = read_access_info(&Stream::from_reader(Cursor::new(flow_style))?)?;
    assert_eq!(flow_of(&mine)?[0], "{ T[i = 9] -> S[] }");
    assert_eq!(
        flow_of(&mine)?,
        flow_of(&UnionAccessInfo::read_from_str(flow_style)?)?
    );
    // Errors as ISL's reader has them.
    let err = read_access_info(&Stream::from_text("sink: { S[] -> a[] }\nsource: { }")?);
    assert!(err
        .unwrap_err()
        .to_string()
        .contains("unknown key 'source'"));
    let err = read_access_info(&Stream::from_text("must_source: { S[] -> a[] }")?);
    assert!(err.unwrap_err().to_string().contains("no sink specified"));
    let text = "sink: { S[] -> a[] }\n7: { }";
    if cfg!(all(isl_system, not(isl_before_0_27))) {
        // The system ISL 0.27's readers of keys take a number for a name:
        // the stream's text is refused (patch 0002).
        let err = Stream::from_text(text).unwrap_err().to_string();
        assert!(err.contains("a number where a name is expected"), "{err}");
    } else {
        let err = read_access_info(&Stream::from_text(text)?);
        assert!(err
            .unwrap_err()
            .to_string()
            .contains("expecting key; got value '7'"));
    }
    Ok(())
}

/// Every access info of ISL's `test_inputs/flow`, read by the Rust reader and
/// by ISL's: the same information and the same dependences.
#[cfg(not(isl_system))]
#[test]
fn access_info_reader_on_isl_test_inputs() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let dir = std::path::Path::new(env!("ISL_SRC_DIR")).join("test_inputs/flow");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ai"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 35);
    let mut with_tree = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        with_tree += usize::from(text.contains("schedule:"));
        let mine = read_access_info(&Stream::from_reader(std::fs::File::open(path).unwrap())?)?;
        let isl = UnionAccessInfo::read_from_str(&text)?;
        assert_eq!(mine.to_string(), isl.to_string(), "{}", path.display());
        assert_eq!(flow_of(&mine)?, flow_of(&isl)?, "{}", path.display());
    }
    assert!(with_tree >= 10, "schedule trees in {with_tree} inputs");
    Ok(())
}

#[test]
fn yaml_sequences_of_sets() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let expected: Vec<Set> = [
        "{ [i] : 0 <= i < 4 }",
        "{ [i] : i > 10 }",
        "{ [i, j] : i = j }",
    ]
    .iter()
    .map(|t| t.parse())
    .collect::<isl_safe::Result<_>>()?;
    let read = |text: &str| -> isl_safe::Result<Vec<Set>> {
        let s = Stream::from_text(text)?;
        let mut sets = Vec::new();
        s.yaml_sequence(|s| {
            sets.push(s.read_set()?);
            Ok::<(), Error>(())
        })?;
        assert!(s.is_empty()?);
        Ok(sets)
    };
    let block = "- { [i] : 0 <= i < 4 }\n- { [i] : i > 10 }\n- { [i, j] : i = j }\n";
    let flow = "[ { [i] : 0 <= i < 4 }, { [i] : i > 10 }, { [i, j] : i = j } ]";
    assert_eq!(read(block)?, expected);
    assert_eq!(read(flow)?, expected);
    assert!(read("[ ]")?.is_empty());

    // A mapping of sequences, nested in block style.
    let s = Stream::from_text(
        "inner:\n  - { [i] : i > 0 }\n  - { [i] : i < 0 }\nouter:\n  - { [i] : i = 0 }\n",
    )?;
    let mut seen = Vec::new();
    s.yaml_mapping(|s, key| {
        let mut n = 0;
        s.yaml_sequence(|s| {
            s.read_set()?;
            n += 1;
            Ok::<(), Error>(())
        })?;
        seen.push((key.to_string(), n));
        Ok::<(), Error>(())
    })?;
    assert_eq!(seen, [("inner".to_string(), 2), ("outer".to_string(), 1)]);
    assert!(s.is_empty()?);
    Ok(())
}

// ---------------------------------------------------------------------------
// Misuse.

#[test]
fn yaml_misuse_is_an_error_and_reads_nothing() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let s = Stream::from_text("} ] x")?;
    // Ends without starts, `yaml_next` outside any: refused before ISL reads.
    for r in [s.yaml_read_end_mapping(), s.yaml_read_end_sequence()] {
        assert!(matches!(r, Err(Error::InvalidArgument { .. })), "{r:?}");
    }
    assert!(matches!(s.yaml_next(), Err(Error::InvalidArgument { .. })));
    assert!(s.next_token_is(TokenKind::Char('}'))?);

    // The end of the other kind of construct.
    let s = Stream::from_text("[ { a: 1 } ]")?;
    s.yaml_read_start_sequence()?;
    assert!(s.yaml_next()?);
    s.yaml_read_start_mapping()?;
    let err = s.yaml_read_end_sequence().unwrap_err();
    assert!(
        err.to_string().contains("is a mapping, not a sequence"),
        "{err}"
    );
    assert!(s.yaml_next()?);
    assert_eq!(s.yaml_read_key()?, "a");
    assert!(s.yaml_next()?);
    assert_eq!(s.read_val()?.to_string(), "1");
    assert!(!s.yaml_next()?);
    s.yaml_read_end_mapping()?;
    assert!(!s.yaml_next()?);
    s.yaml_read_end_sequence()?;
    assert!(s.yaml_next().is_err()); // back at the top

    // Unbalanced: a flow mapping without its '}', a missing ':'.
    let s = Stream::from_text("{ a: 1")?;
    s.yaml_read_start_mapping()?;
    assert!(s.yaml_next()? && s.yaml_read_key()? == "a" && s.yaml_next()?);
    s.read_val()?;
    assert!(!s.yaml_next()?);
    assert_eq!(
        s.yaml_read_end_mapping().unwrap_err().kind(),
        Some(ErrorKind::Invalid)
    );
    let s = Stream::from_text("a 1")?;
    s.yaml_read_start_mapping()?;
    assert!(s.yaml_next()?);
    s.yaml_read_key()?;
    assert!(s.yaml_next().is_err());
    // A start at the end of the input.
    let s = Stream::from_text("")?;
    assert!(s.yaml_read_start_mapping().is_err());
    assert!(s.yaml_read_start_sequence().is_err());
    assert!(s.yaml_read_end_mapping().is_err());
    // A block mapping not finished where it is ended.
    let s = Stream::from_text("a: 1\nb: 2\n")?;
    s.yaml_read_start_mapping()?;
    assert!(s.yaml_next()?);
    s.yaml_read_key()?;
    s.yaml_next()?;
    s.read_val()?;
    let err = s.yaml_read_end_mapping().unwrap_err();
    assert!(err.to_string().contains("mapping not finished"), "{err}");
    Ok(())
}

#[test]
fn pushing_more_tokens_than_isl_holds() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let s = Stream::from_text("a b c d e f g")?;
    let toks = tokens(&s)?;
    assert_eq!(toks.len(), 7);
    let mut results = Vec::new();
    for t in toks.into_iter().rev() {
        results.push(s.push_token(t));
    }
    assert!(results[..5].iter().all(Result::is_ok), "{results:?}");
    for r in &results[5..] {
        assert_eq!(
            r.as_ref().unwrap_err().kind(),
            Some(ErrorKind::Unknown),
            "{r:?}"
        );
    }
    // The five pushed come back, last pushed first; the others were freed.
    let back: Vec<String> = tokens(&s)?.iter().map(|t| t.text().unwrap()).collect();
    assert_eq!(back, ["c", "d", "e", "f", "g"]);

    // A token of another context is refused (and freed).
    let other = Context::new()?;
    let foreign = other
        .scope(|| Stream::from_text("z")?.next_token())?
        .unwrap();
    assert_eq!(
        s.push_token(foreign),
        Err(Error::ContextMismatch {
            function: "isl_stream_push_token"
        })
    );
    // Tokens still pushed back when the stream goes are freed with it.
    let s = Stream::from_text("x y")?;
    let (x, y) = (s.next_token()?.unwrap(), s.next_token()?.unwrap());
    s.push_token(y)?;
    s.push_token(x)?;
    drop(s);
    // ... and flushed ones too.
    let s = Stream::from_text("x y")?;
    let x = s.next_token()?.unwrap();
    s.push_token(x)?;
    s.flush_tokens();
    assert_eq!(s.next_token()?.unwrap().text()?, "y");
    assert_eq!(leaked_contexts(), 0);
    Ok(())
}

#[test]
fn reading_past_the_end_and_bad_tokens() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let s = Stream::from_text("{ [i] }")?;
    s.read_set()?;
    assert!(s.is_empty()?);
    assert!(s.next_token()?.is_none());
    assert!(!s.next_token_is(TokenKind::Char('{'))?);
    assert!(!s.eat_if_available(TokenKind::Char('{'))?);
    assert_eq!(s.read_ident_if_available()?, None);
    let err = s.eat(TokenKind::Char(';')).unwrap_err();
    assert!(err.to_string().contains("expecting ';'"), "{err}");
    assert!(s.read_set().is_err());
    assert!(s.read_obj().is_err());
    assert!(!s.skip_line());

    // `eat` of the wrong kind: an error naming what was expected.
    let s = Stream::from_text("x")?;
    match s.eat(TokenKind::Value) {
        Err(Error::Isl {
            kind,
            message,
            function,
            ..
        }) => {
            assert_eq!(kind, ErrorKind::Invalid);
            assert_eq!(function, "isl_stream_eat");
            assert_eq!(message, "syntax error: expecting a number");
        }
        other => panic!("{other:?}"),
    }
    // An unterminated string, a literal too long to read.
    assert!(Stream::from_text("\"abc\n")?.next_token().is_err());
    let long = "9".repeat(3000);
    if cfg!(isl_system) {
        // The system ISL's stream is made only of text within the bundled
        // readers' bounds.
        let err = Stream::from_text(&long).unwrap_err();
        assert!(err.to_string().contains("2500 digits"), "{err}");
    } else {
        let s = Stream::from_text(&long)?;
        assert_eq!(s.next_token().unwrap_err().kind(), Some(ErrorKind::Invalid));
    }
    // Unbalanced braces for the object readers.
    let s = Stream::from_text("{ [i] : i > 0")?;
    assert!(s.read_obj().is_err());
    let s = Stream::from_text("[n] -> { [i] : i > 0 } }")?;
    assert!(s.read_set().is_ok());
    assert!(s.read_set().is_err());

    // `error` from a reader written in Rust: ISL's message, with the token.
    let s = Stream::from_text("for x")?;
    let kw = s.register_keyword("for")?;
    let t = s.next_token()?.unwrap();
    assert_eq!(t.kind(), kw);
    let e = s.error(Some(&t), "expecting a name");
    assert_eq!(e.kind(), Some(ErrorKind::Invalid));
    assert!(
        e.to_string()
            .contains("syntax error: expecting a name; got keyword 'for'"),
        "{e}"
    );
    let t = s.next_token()?.unwrap();
    let e = s.error(Some(&t), "expecting a number\0!");
    assert!(
        e.to_string()
            .contains("expecting a number\0!; got ident 'x'"),
        "{e}"
    );
    assert!(s
        .error(None, "the end")
        .to_string()
        .contains("syntax error: the end"));
    // The context's error state is clean afterwards.
    assert!("{ [i] }".parse::<Set>().is_ok());
    Ok(())
}

#[test]
fn streams_from_readers() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let text = "{ [i] : 0 <= i < 3 }\n{ [i] -> [i + 1] }\n";
    let s = Stream::from_reader(Cursor::new(text.as_bytes()))?;
    let objs = s.objects().collect::<isl_safe::Result<Vec<_>>>()?;
    assert_eq!(objs.len(), 2);
    assert!(same_as_parsed(&objs[0], "{ [i] : 0 <= i < 3 }")?);

    // A temporary file.
    let path = std::env::temp_dir().join(format!("isl-safe-streams-{}.txt", std::process::id()));
    std::fs::File::create(&path)
        .and_then(|mut f| f.write_all(text.as_bytes()))
        .unwrap();
    let s = Stream::from_reader(std::fs::File::open(&path).unwrap())?;
    std::fs::remove_file(&path).unwrap();
    let set = s.read_set()?;
    let map = s.read_map()?;
    assert_eq!(set.apply(map)?, "{ [i] : 1 <= i <= 3 }".parse::<Set>()?);
    assert!(s.is_empty()?);

    // Empty input, NUL bytes, and what cannot be read.
    assert!(Stream::from_reader(Cursor::new(""))?.is_empty()?);
    let s = Stream::from_reader(Cursor::new("a\0b"))?;
    assert_eq!(s.next_token()?.unwrap().text()?, "a");
    assert_eq!(s.next_token()?.unwrap().kind(), TokenKind::Unknown);
    struct Failing;
    impl Read for Failing {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk on fire"))
        }
    }
    let err = Stream::from_reader(Failing).unwrap_err();
    assert!(err.to_string().contains("disk on fire"), "{err}");
    assert!(matches!(
        err,
        Error::Io {
            kind: std::io::ErrorKind::Other,
            ..
        }
    ));
    let err = Stream::from_reader(Cursor::new(b"ab\xff".to_vec())).unwrap_err();
    assert!(err.to_string().contains("not UTF-8"), "{err}");
    assert!(matches!(
        err,
        Error::Io {
            kind: std::io::ErrorKind::InvalidData,
            ..
        }
    ));
    // No context: refused before reading.
    drop(_scope);
    assert_eq!(
        Stream::from_reader(Cursor::new("x")).unwrap_err(),
        Error::NoContext
    );
    Ok(())
}

/// Under every small operation limit, ISL's allocations fail somewhere in
/// the middle of tokens, YAML and objects: each call fails or succeeds, and
/// the context stays usable.
#[test]
fn stream_calls_under_operation_limits() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let text = "sink: { S[] -> a[] }\n\
                must_source: \"{ T[i] -> a[] : 0 <= i < 10 }\"\n\
                schedule:\n  domain: \"{ T[i] : 0 <= i < 10; S[] }\"\n";
    let expected = flow_of(&read_access_info(&Stream::from_text(text)?)?)?;
    let mut failed = 0;
    for limit in 1..300 {
        let s = Stream::from_text(text)?;
        let read = ctx.with_max_operations(limit, || {
            s.next_token()?;
            s.flush_tokens();
            read_access_info(&Stream::from_text(text)?)
        });
        match read {
            Ok(info) => assert_eq!(flow_of(&info)?, expected),
            Err(e) => {
                failed += 1;
                assert_eq!(e.kind(), Some(ErrorKind::Quota), "limit {limit}: {e}");
            }
        }
        let objs = ctx.with_max_operations(limit, || {
            Stream::from_text("{ [i] : i > 0 } 3 { A[i] -> B[i]; C[] -> D[] }")?
                .objects()
                .collect::<isl_safe::Result<Vec<_>>>()
        });
        if let Ok(objs) = objs {
            assert_eq!(objs.len(), 3);
        }
    }
    assert!(failed > 0);
    // Usable afterwards.
    assert_eq!(
        flow_of(&read_access_info(&Stream::from_text(text)?)?)?,
        expected
    );
    assert_eq!(leaked_contexts(), 0);
    Ok(())
}

/// Random sequences of stream calls on prefixes of valid inputs: each call
/// returns (`Ok` or `Err`), nothing crashes, and no context leaks.
#[test]
fn random_call_sequences() -> R {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let inputs = [
        "sink: { S[] -> a[] }\nmust_source: \"{ T[i] -> a[] }\"\nschedule_map: { T[i] -> [0,i]; S[] -> [1,0] }\n",
        "domain: \"{ S[i] : 0 <= i < 4 }\"\nchild:\n  sequence:\n  - filter: \"{ S[i] }\"\n",
        "{ domain: \"{ A[] }\", child: { schedule: \"[{ A[] -> [0] }]\" } }",
        "[n] -> { [i] -> [j] : 0 <= i < n and j = 2i } 3 4 5\n1 2 -3\n",
        "- [ 1, 2 ]\n- { a: b, c: \"d\" }\n- ( x ) # c\n",
        "{ A[i] -> max(i, 2) : i > 0; B[] -> 3 } ->>= << 12345678901234567890 \"s",
    ];
    let kinds = [
        TokenKind::Char('{'),
        TokenKind::Char('}'),
        TokenKind::Char(':'),
        TokenKind::Char('-'),
        TokenKind::Ident,
        TokenKind::Value,
        TokenKind::String,
        TokenKind::To,
    ];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for round in 0..3000 {
        let input = inputs[round % inputs.len()];
        let cut = next(input.len() + 1);
        let text = input.get(..cut).unwrap_or(input);
        let s = Stream::from_text(text)?;
        let mut held = Vec::new();
        for _ in 0..12 {
            let kind = kinds[next(kinds.len())];
            let _ = match next(20) {
                0 => s.next_token().map(|t| held.extend(t)),
                1 => s.next_token_on_same_line().map(|t| held.extend(t)),
                2 => match held.pop() {
                    Some(t) => s.push_token(t),
                    None => Ok(()),
                },
                3 => s.next_token_is(kind).map(drop),
                4 => s.eat_if_available(kind).map(drop),
                5 => s.eat(kind),
                6 => s.read_ident_if_available().map(drop),
                7 => s.is_empty().map(drop),
                8 => {
                    s.skip_line();
                    Ok(())
                }
                9 => {
                    s.flush_tokens();
                    Ok(())
                }
                10 => s.read_obj().map(drop),
                11 => s.read_schedule().map(drop),
                12 => s.read_union_map().map(drop),
                13 => s.yaml_read_start_mapping(),
                14 => s.yaml_read_start_sequence(),
                15 => s.yaml_read_end_mapping(),
                16 => s.yaml_read_end_sequence(),
                17 => s.yaml_next().map(drop),
                18 => s.yaml_read_key().map(drop),
                _ => {
                    let t = held.last();
                    let _ = t.map(|t| (t.kind(), t.has_str(), t.text(), t.value()));
                    Err(s.error(t, "random"))
                }
            };
        }
    }
    assert!("{ [i] }".parse::<Set>().is_ok());
    assert_eq!(leaked_contexts(), 0);
    Ok(())
}
