//! The reader bounds (`src/specs/guards/reader_bounds.rs`, through
//! `internals`): the texts the bundled readers and the system ISL's are
//! kept from, and the ordinary texts they must still read.

use isl_safe::internals::guards::reader_bounds::{check, object_end, yaml_hazard, Dialect, End};

fn refused(text: &str, dialect: Dialect) -> String {
    check(text, dialect).expect_err(text).message
}

#[test]
fn ordinary_texts_pass() {
    for text in [
        "{ [i] : 0 <= i < 10 }",
        "[n] -> { S[i, j] -> [i + j, -i, 2i - 3j] : i mod 2 = 0 and -i <= 5 }",
        "{ [n] -> n^3 + (n + 1)^2 }",
        "{ [i] : i < 2^10 }",
        "{ [i] -> [(i > 0 ? 1 : 0)] }",
        "2 3\n1 1 0\n1 -1 9",
    ] {
        assert_eq!(check(text, Dialect::Isl), Ok(()), "{text}");
    }
    let tree = "domain: \"{ S[i] : 0 <= i < 4 }\"\nchild:\n  schedule: \"[{ S[i] -> [(i)] }]\"\n  \
                coincident: [ 1 ]\n  permutable: 1\n  child:\n    sequence:\n    - filter: \"{ S[i] }\"\n    \
                - filter: \"{ }\"\n      coincident: [ 0 ]";
    assert_eq!(check(tree, Dialect::Yaml), Ok(()));
    assert_eq!(
        check("{ domain: \"{ S[i] }\", child: { schedule: \"[{ S[i] -> [(i)] }]\", coincident: [ 0 ] } }", Dialect::Yaml),
        Ok(())
    );
}

#[test]
fn the_bundled_readers_bounds() {
    let deep = format!("{{ [i] : {}i{} > 0 }}", "(".repeat(1200), ")".repeat(1200));
    let ternaries = format!("{{ [i] -> [{}i] }}", "i > 0 ? i : ".repeat(1200));
    let juxtaposed = format!("{{ [n] -> {} }}", vec!["n"; 1200].join(" "));
    let minus = format!("{{ [n] -> {}n }}", "-".repeat(1200));
    let digits = format!("{{ [i] : i = {} }}", "1".repeat(2501));
    let tuple = format!("{{ S[i{}] }}", ", 0".repeat(256));
    for (text, why) in [
        (
            digits.as_str(),
            "integer literal longer than the limit of 2500 digits",
        ),
        ("{ [i] : i < 2^99999999 }", "exponent too large"),
        ("100000^10000000000", "exponent too large"),
        ("3^8000", "power too large"),
        ("2^8193", "exponent too large"),
        ("{ [n] -> n^17 }", "exponent too large"),
        (&deep, "nesting too deep"),
        (&ternaries, "nesting too deep"),
        (&juxtaposed, "nesting too deep"),
        (&minus, "nesting too deep"),
        (&tuple, "tuple too long"),
        ("429967296 4\n1", "size out of bounds"),
        ("1 6 1 4294967295 0 0\n1 1 0 0 0 0", "size out of bounds"),
    ] {
        assert_eq!(refused(text, Dialect::Isl), why, "{text:.60}");
    }
    // Just inside the bounds.
    let flat = format!("{{ [i] : {} }}", vec!["-i <= 5"; 2000].join(" and "));
    let tuple = format!("{{ S[i{}] }}", ", 0".repeat(255));
    for text in ["2^8192", &flat, &tuple] {
        assert_eq!(check(text, Dialect::Isl), Ok(()), "{text:.60}");
    }
}

#[test]
fn nan_in_a_lexicographic_comparison() {
    for text in [
        "{ [i] : [i] >> [NaN] }",
        "{ [i] : [i] << [NaN] }",
        "{ [i] : NaN << NaN }",
        "{ [i] : i, i << nan, 0 }",
        "{ [i, j] : i, NaN <<= 0, j }",
        "{ [i] : 0 < i << NaN }",
        "{ [i] : (i > 0 ? NaN : 0) << i }",
        "{ [i] : min(i, NaN) >>= 0 }",
        "{ [i] : i < NaN << 0 }",
        "[n] -> { [i] : [i] << [floor((NaN)/2)] }",
    ] {
        assert!(
            refused(text, Dialect::Isl).contains("syntax error"),
            "{text}"
        );
    }
    let tree = "{ domain: \"{ S[i] : [i] << [NaN] }\" }";
    assert!(refused(tree, Dialect::Yaml).contains("syntax error"));
    for text in [
        "{ [i] : i < NaN }",
        "{ [i] -> [NaN] : [i] << [3] }",
        "{ [i] : [i] << [0] and i < NaN }",
        "{ [i] : [i] << [0] or i = NaN }",
        "{ [i] : i = NaN or [i] << [1] }",
        "{ [i] -> [(i << 0 ? NaN : 1)] }",
        "{ [i] : [i] << [0]; [NaN] }",
    ] {
        assert_eq!(check(text, Dialect::Isl), Ok(()), "{text}");
    }
}

#[test]
fn names_and_yaml() {
    assert!(refused("1", Dialect::Ids).contains("string representation"));
    assert!(refused("(a, 1)", Dialect::Ids).contains("string representation"));
    assert!(check("{ A[a, b] }", Dialect::Ids).is_ok());
    assert!(refused("domain: 1", Dialect::Yaml).contains("string representation"));
    assert!(refused("{ 1: 2 }", Dialect::Yaml).contains("string representation"));
    assert!(refused(
        "domain: \"{ S[i] }\"\nchild:\n  sequence:\n  - filter: \"",
        Dialect::Yaml
    )
    .contains("unterminated"));
    assert!(refused("{ domain: \"{ S[] }\", child: {", Dialect::Yaml).contains("end of input"));
    let twice = "{ domain: \"{ S[i] }\", child: { schedule: \"[{ S[i] -> [(i)] }]\", coincident: [ 0 ], coincident: [ 1 ] } }";
    assert!(check(twice, Dialect::Yaml).unwrap_err().unsupported);
    let block = "domain: \"{ S[i] }\"\nchild:\n  schedule: \"[{ S[i] -> [(i)] }]\"\n  coincident: [ 0 ]\n  coincident: [ 1 ]";
    assert!(check(block, Dialect::Yaml).unwrap_err().unsupported);
    // In ISL's notation, a number before `:` is a value.
    assert!(check("{ [i] -> [(i > 0 ? 1 : 2)] }", Dialect::Stream).is_ok());
}

#[test]
fn object_ends() {
    for text in [
        "{ [i] : 0 <= i < 4 }",
        "[n] -> { [i] -> [i + n] }  # a comment\n",
        "[{ A[i] -> [(i)] }]",
        "([] : { A[] })",
        "(1, 2, { [i] })",
        "{ [i] : (i) > 0 }",
        "[a, b]",
        "{ [i] ",
    ] {
        assert_eq!(object_end(text), End::Whole, "{text:?}");
    }
    for text in [
        "{ [i] } }",
        "{ [i] } garbage",
        "{ [i] }\n{ [j] }",
        "[n] -> { [i] } ;",
        "(1, 2) )",
        "[a] [b]",
    ] {
        assert_eq!(object_end(text), End::Trailing, "{text:?}");
    }
    for text in ["12abc", "a", "1 3\n1 1 0\n garbage", "domain: \"{ A[] }\""] {
        assert_eq!(object_end(text), End::Unknown, "{text:?}");
    }
}

#[test]
fn streams_cut_short() {
    // A stream's text that ends in a YAML element's start, or in a
    // string that does not end, is still a stream (its tokens can be
    // read), but not one to read as YAML.
    for text in [
        "{",
        "{ domain: \"{ A[] }\", child: {",
        "domain: \"{ A[] }\"\nchild:\n  -",
    ] {
        assert_eq!(check(text, Dialect::Stream), Ok(()), "{text:?}");
        assert!(
            yaml_hazard(text).unwrap().message.contains("end of input"),
            "{text:?}"
        );
    }
    assert_eq!(check("a \"b", Dialect::Stream), Ok(()));
    assert!(yaml_hazard("a \"b")
        .unwrap()
        .message
        .contains("unterminated"));
    assert!(check("a \"b", Dialect::Isl).is_err());
    for text in [
        "{ [i] }",
        "domain: \"{ A[] }\"\nchild",
        "{ domain: \"{ A[] }\" }",
    ] {
        assert_eq!(yaml_hazard(text), None, "{text:?}");
    }
    // A text that the readers of objects read as a schedule.
    for text in [
        "domain: \"{ S[i] }\"\nchild:\n  sequence:\n  -",
        "({ [i] }, { domain: \"{ S[] }\", child: {",
    ] {
        assert!(
            refused(text, Dialect::Isl).contains("end of input"),
            "{text:?}"
        );
    }
    assert_eq!(check("{ [i] -> [(i > 0 ? 1 : 0)] }", Dialect::Isl), Ok(()));
    // A vector is only bounded in its numbers.
    assert_eq!(check("3\n1 -2 3\n", Dialect::Vector), Ok(()));
    assert!(check(&format!("1\n{}", "9".repeat(2501)), Dialect::Vector).is_err());
}
