//! Regression tests for the fixes `isl-sys` applies to ISL (`isl-sys/patches/`),
//! one test per patch. Each input here crashed, hung, leaked or gave a wrong
//! result with the unpatched ISL 0.27; each now fails with an error and leaves
//! the context usable.
//!
//! The same inputs run with `--features system`, where the distribution's
//! ISL (0.25 on Debian 12) has none of the patches: there the guards of
//! `src/specs/guards/` keep it off each bug, and each test expects the
//! bundled build's answer or the system build's `Err` (`SYSTEM` below). The
//! table of `isl-sys/patches/README.md` lists each; the first test checks that
//! every patch has its test here and its row there.

use isl_safe::{
    BasicSet, Context, FixedBox, Id, IdList, IdToAstExpr, IdToId, Map, MultiId, PwQpolynomial,
    PwQpolynomialFold, Schedule, ScheduleConstraints, Set, UnionMap, UnionPwQpolynomial, Val,
};
use std::convert::Infallible;
use std::str::FromStr;

/// Whether the linked ISL is the system one, without the patches.
const SYSTEM: bool = cfg!(isl_system);

/// Whether the linked ISL is older than 0.27 (a system ISL 0.25).
const BEFORE_0_27: bool = cfg!(isl_before_0_27);

/// `result` is an `Err` of kind `Unsupported` whose message contains `needle`
/// (the system ISL's refusal of what the bundled build does).
#[track_caller]
fn unsupported<T: std::fmt::Debug>(result: isl_safe::Result<T>, needle: &str) {
    let err = result.expect_err("Unsupported with the system ISL");
    assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Unsupported), "{err}");
    assert!(err.to_string().contains(needle), "{err}");
}

fn ctx() -> (Context, isl_safe::Scope) {
    let ctx = Context::new().unwrap();
    let scope = ctx.enter();
    (ctx, scope)
}

/// Runs `f` on a thread with a fresh context and the default 2 MiB stack of
/// Rust threads, then checks that the context was freed without a leak.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            {
                let (_ctx, _scope) = ctx();
                f();
            }
            assert_eq!(isl_safe::leaked_contexts(), 0);
        })
        .unwrap()
        .join()
        .unwrap();
}

/// Parsing fails, and the context still parses a simple set afterwards.
fn rejects<T: FromStr>(input: &str) {
    let shown: String = input.chars().take(80).collect();
    assert!(input.parse::<T>().is_err(), "{shown:?}... should not parse");
    let ok: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
    assert_eq!(ok.to_string(), "{ [i] : 0 <= i <= 3 }");
}

/// Every patch of `isl-sys/patches` has a test here (a comment starting with
/// its number above it) and a row in `isl-sys/patches/README.md`'s table of
/// how the system build stays safe, and neither names a patch that is not
/// there.
#[test]
fn every_patch_has_a_test_and_a_row_in_the_patches_readme() {
    let root = env!("CARGO_MANIFEST_DIR");
    let Ok(folder) = std::fs::read_dir(format!("{root}/isl-sys/patches")) else {
        // The packaged crate carries neither the patches nor isl-sys.
        assert!(!std::path::Path::new(&format!("{root}/isl-sys")).exists());
        return;
    };
    let mut patches: Vec<String> = folder
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".patch"))
        .map(|name| name[..4].to_string())
        .collect();
    patches.sort();
    assert_eq!(patches.len(), 40, "{patches:?}");
    // The four digits after `prefix` at the start of a line, in order.
    let numbers = |text: &str, prefix: &str| -> Vec<String> {
        let mut found: Vec<String> = text
            .lines()
            .filter_map(|line| line.strip_prefix(prefix))
            .filter(|rest| rest.len() >= 4 && rest[..4].bytes().all(|b| b.is_ascii_digit()))
            .map(|rest| rest[..4].to_string())
            .collect();
        found.sort();
        found
    };
    assert_eq!(
        numbers(include_str!("isl_patches.rs"), "// "),
        patches,
        "tests"
    );
    let readme = std::fs::read_to_string(format!("{root}/isl-sys/patches/README.md")).unwrap();
    assert_eq!(
        numbers(&readme, "| "),
        patches,
        "rows of isl-sys/patches/README.md"
    );
}

/// Every function the system build refuses whatever its input (the crate's
/// table, which the generator writes from its `UNPATCHED_UNSUPPORTED` and
/// marks the declarations by) is declared, gets the error naming its patch
/// and its bug, and its patch's row in `isl-sys/patches/README.md` says
/// `Unsupported`.
#[test]
fn every_unsupported_function_is_declared_and_named_in_its_patch_row() {
    use isl_safe::internals::{declarations, guards};
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/isl-sys/patches/README.md")).ok();
    // The packaged crate carries neither the patches nor isl-sys.
    assert_eq!(
        readme.is_some(),
        std::path::Path::new(&format!("{root}/isl-sys")).exists()
    );
    assert!(!guards::UNSUPPORTED.is_empty());
    for &(function, patch, what) in guards::UNSUPPORTED {
        assert!(
            declarations().any(|d| d.c_name == function),
            "{function} is not declared"
        );
        let message = guards::unsupported(function).to_string();
        assert!(
            message.contains(&format!("patch {patch}")) && message.contains(what),
            "{message}"
        );
        if let Some(readme) = &readme {
            let row = readme
                .lines()
                .find(|line| line.starts_with(&format!("| {patch} |")))
                .unwrap_or_else(|| panic!("no row of patch {patch} ({function})"));
            assert!(
                row.contains("`Unsupported`"),
                "the row of patch {patch} does not say `Unsupported` ({function})"
            );
        }
    }
}

// 0001: a whole string is one object.
#[test]
fn reading_rejects_tokens_after_the_object() {
    {
        let _c = ctx();
        // The system build checks the same in Rust (the text's brackets, or
        // ISL's public stream reader and a look for a token left over).
        rejects::<Val>("12abc");
        rejects::<Set>("{ [i] : i >= 0 } }");
        rejects::<Map>("{ [i] -> [i] } garbage");
        rejects::<Set>("1 3\n1 1 0\n garbage");
        rejects::<isl_safe::MultiUnionPwAff>("[{ A[i] -> [(i)] }] x");
        rejects::<isl_safe::PwAff>("[n] -> { [i] -> [(i + n)] } ;");
        rejects::<Schedule>("{ domain: \"{ S[] }\" } }");
        assert!(IdToId::read_from_str("{ a: b } x").is_err());
        assert!(IdList::read_from_str("(a, b))").is_err());
        assert_eq!("1/2".parse::<Val>().unwrap().to_string(), "1/2");
        assert_eq!("-infty".parse::<Val>().unwrap().to_string(), "-infty");
        assert_eq!(
            "1 3\n1 1 0\n".parse::<Set>().unwrap().to_string(),
            "{ [i0] : i0 >= 0 }"
        );
        assert_eq!("12".parse::<Val>().unwrap().to_string(), "12");
        assert_eq!(
            " { [i] -> [i] }\n".parse::<Map>().unwrap().to_string(),
            "{ [i] -> [i] }"
        );
        // ISL reads YAML string values with the same readers.
        let s: Schedule = "{ domain: \"{ S[i] : 0 <= i < 4 }\" }".parse().unwrap();
        assert_eq!(
            s.get_domain().unwrap().to_string(),
            "{ S[i] : 0 <= i <= 3 }"
        );
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0002: a number where a name or YAML key is expected (SIGSEGV before).
#[test]
fn a_number_where_a_name_is_expected_is_an_error() {
    {
        let _c = ctx();
        assert!(Id::read_from_str("1").is_err());
        assert_eq!(Id::read_from_str("a").unwrap().to_string(), "a");
        assert!(Schedule::read_from_str("{ 1: 2 }").is_err());
        assert!(Schedule::read_from_str("domain: 1").is_err());
        assert!(ScheduleConstraints::read_from_str("{ 1: 2 }").is_err());
        assert!(MultiId::read_from_str("{ [1] }").is_err());
        assert!(IdList::read_from_str("(1)").is_err());
        assert!(IdToId::read_from_str("{ 1: 2 }").is_err());
        assert!(IdToId::read_from_str("{ a: 1 }").is_err());
        assert!(IdToAstExpr::read_from_str("{ 1: 2 }").is_err());
        assert!(IdToAstExpr::read_from_str("{ a: 1 }").is_err());
        assert!(FixedBox::read_from_str("{ 1: 2 }").is_err());
        let ids = IdList::read_from_str("(a, b)").unwrap();
        assert_eq!(ids.to_string(), "(a,b)");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0003: polynomial exponents above 16 (SIGSEGV, hang or gigabytes before).
#[test]
fn polynomial_exponents_above_the_limit_are_an_error() {
    {
        let _c = ctx();
        rejects::<PwQpolynomial>("{ [n] -> n^4294967295 }");
        rejects::<PwQpolynomial>("{ [n] -> (n + 1)^4294967295 }");
        rejects::<PwQpolynomial>("{ [n] -> floor(n/2)^4294967295 }");
        rejects::<PwQpolynomialFold>("{ [n] -> max(n^4294967295) }");
        rejects::<UnionPwQpolynomial>("{ A[n] -> n^4294967295 }");
        rejects::<PwQpolynomial>("{ [i] -> i^94967296 }");
        rejects::<PwQpolynomial>("{ [i] -> i^17 }");
        let p16: PwQpolynomial = "{ [i] -> i^16 }".parse().unwrap();
        assert_eq!(p16.to_string(), "{ [i] -> i^16 }");
        let p: PwQpolynomial = "{ [n] -> n^3 + (n + 1)^2 }".parse().unwrap();
        assert_eq!(p.to_string(), "{ [n] -> (1 + 2 * n + n^2 + n^3) }");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

fn nested(open: &str, middle: &str, close: &str, n: usize) -> String {
    format!("{}{middle}{}", open.repeat(n), close.repeat(n))
}

// 0004: deep nesting (stack overflow before, on a 2 MiB stack).
#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    on_small_stack(|| {
        let n = 100_000;
        let paren = nested("(", "i", ")", n);
        rejects::<Set>(&format!("{{ [i] : {paren} > 0 }}"));
        rejects::<Map>(&format!("{{ [i] -> [{paren}] }}"));
        rejects::<Set>(&format!("{{ {} }}", nested("[", "i", "]", n)));
        rejects::<Map>(&format!("{{ [i] -> [{}i] }}", "i > 0 ? i : ".repeat(n)));
        rejects::<Set>(&format!(
            "{{ [i] : {} }}",
            nested("exists (a : ", "a = i", ")", n)
        ));
        rejects::<Map>(&format!(
            "{{ [i] -> [{}] }}",
            nested("min(i, ", "i", ")", n)
        ));
        rejects::<Map>(&format!(
            "{{ [i] -> [{}] }}",
            nested("floor((", "i", ")/2)", n)
        ));
        rejects::<PwQpolynomial>(&format!("{{ [n] -> {} }}", nested("(", "n", ")", n)));
        rejects::<PwQpolynomial>(&format!("{{ [n] -> {}n }}", "-".repeat(n)));
        rejects::<PwQpolynomial>(&format!("{{ [n] -> {} }}", vec!["n"; n].join("*")));
        rejects::<PwQpolynomialFold>(&format!("{{ [n] -> max({}) }}", nested("(", "n", ")", n)));
        let tree = nested(
            "{ sequence: [ { filter: \"{ S[i] }\", child: ",
            "{ mark: \"m\" }",
            " } ] }",
            n,
        );
        rejects::<Schedule>(&format!("{{ domain: \"{{ S[i] }}\", child: {tree} }}"));
        let expr = nested("{ op: minus, args: [ ", "{ id: x }", " ] }", n);
        assert!(IdToAstExpr::read_from_str(format!("{{ a: {expr} }}")).is_err());

        // Nesting within the bound (1000 levels) still reads.
        let s: Set = format!("{{ [i] : {} > 0 }}", nested("(", "i", ")", 300))
            .parse()
            .unwrap();
        assert_eq!(s.to_string(), "{ [i] : i > 0 }");
    });
}

// 0005: huge numbers (hang or wrong result before).
#[test]
fn huge_numbers_are_an_error() {
    {
        let _c = ctx();
        rejects::<Set>("{ [i] : i < 2^99999999 }");
        rejects::<Set>("{ [i] : i < 2^18446744073709551617 }");
        // Used to read as 2^0.
        rejects::<Set>("{ [i] : i < 2^4294967296 }");
        rejects::<Val>("2^8193");
        rejects::<Set>(&format!("{{ [i] : i < {} }}", "9".repeat(1_000_000)));
        rejects::<Val>(&"9".repeat(2501));
        assert_eq!(
            "9".repeat(2500).parse::<Val>().unwrap().to_string(),
            "9".repeat(2500)
        );
        let big: Val = "2^8192".parse().unwrap();
        assert_eq!(big, Val::int_from_si(8192).unwrap().pow2().unwrap());
        let s: Set = "{ [i] : i < 2^10 }".parse().unwrap();
        assert_eq!(s.to_string(), "{ [i] : i <= 1023 }");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0006: isl_val_pow2 (abort before) and isl_map_fixed_power_val (changed its
// exponent before).
#[test]
fn pow2_bounds_its_exponent_and_fixed_power_keeps_its_exponent() {
    {
        let _c = ctx();
        let huge: Val = "18446744073709551615".parse().unwrap();
        assert!(huge.pow2().is_err());
        assert!(Val::int_from_si(65537).unwrap().pow2().is_err());
        assert!(Val::int_from_si(-65537).unwrap().pow2().is_err());
        assert_eq!(huge.to_string(), "18446744073709551615");
        assert_eq!(
            Val::int_from_si(-3).unwrap().pow2().unwrap().to_string(),
            "1/8"
        );

        let shift: Map = "{ [i] -> [i + 1] }".parse().unwrap();
        let exp = Val::int_from_si(65536).unwrap();
        if SYSTEM {
            // The system ISL would set the shared exponent to 0.
            unsupported(shift.fixed_power_val(&exp), "exponent to 0");
        } else {
            let power = shift.fixed_power_val(&exp).unwrap();
            assert_eq!(power.to_string(), "{ [i] -> [65536 + i] }");
        }
        assert_eq!(exp.to_string(), "65536", "the exponent is intact");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0007: tokens still pushed back at a parse error. They hold no reference
// to the context, so the leak shows under valgrind --leak-check=full
// (24 bytes definitely lost per token before), not in leaked_contexts.
#[test]
fn a_failed_parse_frees_its_pushed_back_tokens() {
    {
        let _c = ctx();
        rejects::<Set>("{ [i] : i 1 0 }");
        rejects::<Set>("{ [i] : 0 1 i }");
        rejects::<Set>("[n] -> { S[i] : 0 <= i < n ; exists (a : i = 2a) }");
        rejects::<Map>("{ [i] -> [j] : i 1 0 ? i : -i >= 3 }");
        rejects::<Map>(&format!("{{ [i] -> [{}i] }}", "i > 0 ? i : ".repeat(1200)));
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0010: code generation below a context node whose subtree fails (SIGSEGV
// before).
#[test]
fn code_generation_of_a_bad_guard_below_a_context() {
    {
        let (ctx, _s) = ctx();
        let schedule: Schedule = r#"{ domain: "[n] -> { S[i] : 0 <= i < n }", child: { context: "[n] -> { : n > 2 }", child: { guard: "[n] -> { : n < 0 }" } } }"#
            .parse()
            .unwrap();
        let build = isl_safe::AstBuild::alloc().unwrap();
        assert!(build.node_from_schedule(&schedule).is_err());
        // A guard in the schedule's space generates code.
        let fine: Schedule =
            r#"{ domain: "[n] -> { S[i] : 0 <= i < n }", child: { context: "[n] -> { [] : n > 2 }", child: { guard: "[n] -> { [] : n > 5 }" } } }"#
                .parse()
                .unwrap();
        let code = build
            .node_from_schedule(&fine)
            .map_err(|e| e.to_string())
            .unwrap()
            .to_c_str()
            .unwrap();
        assert!(code.contains("if (n >= 6)"), "{code}");
        // Under the operation limit, a failed step below the context node
        // is an error too (the system ISL dereferenced it: refused there).
        let limited = ctx.with_max_operations(10, || build.node_from_schedule(&fine));
        if SYSTEM {
            unsupported(limited, "context node");
        } else {
            let err = limited.unwrap_err();
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Quota), "{err}");
        }
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0011: NULL checks on two error paths (SIGSEGV before).
#[test]
fn union_parts_and_tree_printing_stop_on_errors() {
    {
        let _c = ctx();
        // Unnamed parameters cannot be aligned: the part becomes NULL.
        let space = isl_safe::Space::set_alloc(1, 1).unwrap();
        let ma = isl_safe::MultiAff::domain_map(space.from_domain().unwrap()).unwrap();
        assert!(ma.to_multi_union_pw_aff().is_err());
        let named: isl_safe::MultiAff = "[n] -> { [i] -> [i + n] }".parse().unwrap();
        assert_eq!(
            named.to_multi_union_pw_aff().unwrap().to_string(),
            "[n] -> [{ [i] -> [(n + i)] }]"
        );

        // A schedule tree printed in C format fails; printing the leaf below
        // it used to read through the NULL printer's leaf.
        let ext: isl_safe::UnionMap = "{ [] -> [] : 0 < 9 }".parse().unwrap();
        let node = isl_safe::ScheduleNode::from_extension(&ext)
            .unwrap()
            .root()
            .unwrap();
        let c_format = isl_safe::Printer::to_str()
            .and_then(|p| p.set_output_format(4))
            .and_then(|p| p.set_yaml_style(0))
            .and_then(|p| p.print_schedule_node(&node));
        assert!(c_format.is_err());
        let yaml = isl_safe::Printer::to_str()
            .and_then(|p| p.set_yaml_style(0))
            .and_then(|p| p.print_schedule_node(&node))
            .and_then(|p| p.get_str())
            .unwrap();
        assert!(yaml.contains("extension"), "{yaml}");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0012: tuples of hundreds of elements (a reader of a few kilobytes hung).
#[test]
fn tuples_longer_than_the_limit_are_an_error() {
    {
        let _c = ctx();
        rejects::<isl_safe::UnionSet>(&format!("{{ S[i{}] }}", ", 0".repeat(2000)));
        rejects::<Map>(&format!("{{ A[i] -> [i{}] }}", ", i".repeat(256)));
        let long: Set = format!("{{ S[i{}] }}", ", 0".repeat(255)).parse().unwrap();
        assert_eq!(long.dim(isl_safe::DimType::Set).unwrap(), 256);
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0013: a coefficient leaked by code generation of an expression whose
// build does not match (the context could not be freed before).
#[test]
fn expressions_from_a_mismatched_build_leak_nothing() {
    {
        let _c = ctx();
        let aff: isl_safe::Aff = "{ [i, j] -> [(i + floor(j))] }".parse().unwrap();
        let pa = isl_safe::PwAff::from_aff(aff).unwrap();
        let build = isl_safe::AstBuild::alloc().unwrap();
        assert!(build.expr_from_pw_aff(&pa).is_err());
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0014: a repeated "coincident" key in a band leaked the first list (the
// context could not be freed before).
#[test]
fn a_repeated_coincident_key_leaks_nothing() {
    {
        let _c = ctx();
        assert!(Schedule::read_from_str(
            "domain:\"\"child:sequence:\n-filter:\"\n  coincident:[] coincident:"
        )
        .is_err());
        let text = "{ domain: \"{ S[i] }\", child: { schedule: \"[{ S[i] -> [(i)] }]\", \
                    coincident: [ 0 ], coincident: [ 1 ] } }";
        if SYSTEM {
            // The system ISL would leak the first list.
            unsupported(text.parse::<Schedule>(), "coincident");
        } else {
            let twice: Schedule = text.parse().unwrap();
            let band = twice.get_root().unwrap().child(0).unwrap();
            assert!(
                band.band_member_get_coincident(0).unwrap(),
                "the last list counts"
            );
        }
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0015: a YAML element's indentation read unset after an unexpected end of
// input (valgrind: a conditional jump on an uninitialised value before).
#[test]
fn yaml_cut_short_is_an_error() {
    {
        let _c = ctx();
        for text in [
            "domain: \"{ S[i] }\"\nchild:\n  sequence:\n  - filter: \"",
            "{ domain: \"{ S[] }\", child: {",
        ] {
            assert!(Schedule::read_from_str(text).is_err(), "{text:?}");
        }
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0016: three paths that read one object in the layout of another.
#[test]
fn gist_against_another_space_is_an_error() {
    {
        let _c = ctx();
        // A SIGSEGV or an imath assertion before.
        let set: Set = "{ [i] : i < 0 or i > 5 }".parse().unwrap();
        let product = set.product(&set).unwrap();
        let err = set.gist(&product).unwrap_err();
        assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Invalid), "{err}");
        let box_: Set = "{ [i] : 0 <= i < 10 }".parse().unwrap();
        let ctx_: Set = "{ [i] : i >= 0 }".parse().unwrap();
        assert_eq!(box_.gist(&ctx_).unwrap().to_string(), "{ [i] : i <= 9 }");
        assert_eq!(set.to_string(), "{ [i] : i < 0 or i >= 6 }");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

#[test]
fn preimage_under_nan_is_an_error() {
    {
        let _c = ctx();
        // Nothing is fixed, so every value is NaN: a SIGFPE before.
        let set: Set = "{ [i, j] : 0 < i < j }".parse().unwrap();
        let nan = set.get_plain_multi_val_if_fixed().unwrap();
        assert_eq!(nan.to_string(), "{ [NaN, NaN] }");
        let pma = set.pw_multi_aff_on_domain_multi_val(&nan).unwrap();
        let err = set.preimage_pw_multi_aff(&pma).unwrap_err();
        assert!(err.to_string().contains("NaN"), "{err}");
        assert!(pma.pullback_pw_multi_aff(&pma).is_err());
        let shift: isl_safe::PwMultiAff = "{ [i, j] -> [i + 1, j] }".parse().unwrap();
        assert_eq!(
            set.preimage_pw_multi_aff(&shift).unwrap().to_string(),
            "{ [i, j] : i >= 0 and j >= 2 + i }"
        );
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// The same preimage by NaN, reached by ISL's reader: a lexicographic
// comparison is read as the order pulled back by the lists it compares
// (invalid reads and `{ [i] }` before, on the system build).
#[test]
fn nan_in_a_lexicographic_comparison_is_a_syntax_error() {
    {
        let _c = ctx();
        for text in [
            "{ [i] : [i] >> [NaN] }",
            "{ [i] : [i] << [NaN] }",
            "{ [i] : NaN << NaN }",
            "{ [i] : NaN <<= NaN }",
            "[n] -> { [i, j] : i, NaN >>= n, j }",
            "{ [i] : 0 < i << NaN }",
        ] {
            for err in [
                Set::read_from_str(text).unwrap_err(),
                isl_safe::UnionSet::read_from_str(text).unwrap_err(),
                UnionMap::read_from_str(text).unwrap_err(),
                isl_safe::PwAff::read_from_str(text).unwrap_err(),
            ] {
                assert_eq!(
                    err.kind(),
                    Some(isl_safe::ErrorKind::Invalid),
                    "{text}: {err}"
                );
                assert!(err.to_string().contains("syntax error"), "{text}: {err}");
            }
        }
        let text = "domain: \"{ S[i] : [i] << [NaN] }\"";
        assert!(Schedule::read_from_str(text).is_err());
        // NaN elsewhere, and lexicographic comparisons without it, read.
        let read = |text: &str| Set::read_from_str(text).unwrap().to_string();
        assert_eq!(read("{ [i] : i < NaN }"), "{ [i] : false }");
        assert_eq!(read("{ [i] : [i] << [0] or i = NaN }"), "{ [i] : i < 0 }");
        assert_eq!(read("{ [i] : [i] << [1] }"), "{ [i] : i <= 0 }");
        let pa = isl_safe::PwAff::read_from_str("{ [i] -> [NaN] : [i] << [3] }").unwrap();
        assert_eq!(pa.to_string(), "{ [i] -> [NaN] : i <= 2 }");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// The same preimage by NaN, reached by methods named otherwise: a tuple of
// union functions whose range is intersected, or to which a piecewise
// function is applied (the preimage of each piece's domain), and a union
// function applied to another (a pullback by it). Answers computed by
// dividing by zero before, on the system build.
#[test]
fn functions_used_as_a_preimage_refuse_nan() {
    {
        let _c = ctx();
        let nan: isl_safe::MultiUnionPwAff =
            "[{ A[i] -> [(i)] }, { A[i] -> [(NaN)] }]".parse().unwrap();
        let range: Set = "{ [x, y] : x > y }".parse().unwrap();
        let pa: isl_safe::PwAff = "{ [x, y] -> [(x)] : x > y; [x, y] -> [(y)] : x <= y }"
            .parse()
            .unwrap();
        let pma: isl_safe::PwMultiAff = "{ [x, y] -> [x] : x > y; [x, y] -> [y] : x <= y }"
            .parse()
            .unwrap();
        let upma: isl_safe::UnionPwMultiAff = "{ A[i] -> B[NaN] }".parse().unwrap();
        let next: isl_safe::UnionPwMultiAff = "{ B[i] -> C[i + 1] }".parse().unwrap();
        let mpa: isl_safe::MultiPwAff = "{ A[i] -> [(NaN)] }".parse().unwrap();
        let shift: isl_safe::PwAff = "{ [x] -> [(x + 1)] : x >= 0 }".parse().unwrap();
        for err in [
            nan.intersect_range(&range).unwrap_err(),
            nan.apply_pw_aff(&pa).unwrap_err(),
            nan.apply_pw_multi_aff(&pma).unwrap_err(),
            mpa.apply_pw_aff(&shift).unwrap_err(),
            upma.apply_union_pw_multi_aff(&next).unwrap_err(),
        ] {
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Invalid), "{err}");
            assert!(
                err.to_string().contains("NaN expression not allowed"),
                "{err}"
            );
        }
        // An affine function applied is no preimage.
        let aff: isl_safe::Aff = "{ [x, y] -> [(x + y)] }".parse().unwrap();
        assert_eq!(
            nan.apply_aff(&aff).unwrap().to_string(),
            "{ A[i] -> [NaN] }"
        );
        let plain: isl_safe::MultiUnionPwAff = "[{ A[i] -> [(i)] }, { A[i] -> [(2 - i)] }]"
            .parse()
            .unwrap();
        assert_eq!(
            plain.intersect_range(&range).unwrap().to_string(),
            "[{ A[i] -> [(i)] : i >= 2 }, { A[i] -> [(2 - i)] : i >= 2 }]"
        );
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

#[test]
fn partial_lexmin_over_a_parameter_domain_is_an_error() {
    {
        let _c = ctx();
        let set: Set = "[n, m] -> { [i] : exists (e : i = 3e and 0 <= i < n + m) }"
            .parse()
            .unwrap();
        let map = Map::from_domain_and_range(&set, &set).unwrap();
        // An imath assertion (SIGABRT) or a SIGSEGV before.
        let params: Set = "{ : }".parse().unwrap();
        assert!(map.partial_lexmin(&params).is_err());
        assert!(map.partial_lexmax(&params).is_err());
        let (min, empty) = map.partial_lexmin(&set).unwrap();
        assert_eq!(
            min.to_string(),
            "[n, m] -> { [i] -> [i' = 0] : (i) mod 3 = 0 and 0 <= i < n + m }"
        );
        assert!(empty
            .expect("the part without a minimum")
            .is_empty()
            .unwrap());
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0017: the sample of a union leaked the empty samples of all but its last map.
#[test]
fn sampling_a_union_of_empty_maps_leaks_nothing() {
    {
        let _c = ctx();
        // Empty, but only integer reasoning shows it: 3i + 5j = 4 has no
        // solution with 0 <= i, j <= 1.
        let umap: UnionMap = "{ A[i, j] -> B[] : 3i + 5j = 4 and 0 <= i, j <= 1; \
                               C[i, j] -> D[] : 3i + 5j = 4 and 0 <= i, j <= 1 }"
            .parse()
            .unwrap();
        assert_eq!(umap.n_map().unwrap(), 2);
        if SYSTEM {
            // The system ISL would leak the first empty sample.
            unsupported(umap.sample(), "empty part");
        } else {
            assert!(umap.sample().unwrap().is_empty().unwrap());
        }
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0018: sizes in a PolyLib header are bounded (a few bytes of text asked for
// gigabytes before).
#[test]
fn polylib_sizes_are_bounded() {
    {
        let _c = ctx();
        for text in [
            "429967296 4\n1",
            "-1 4\n1",
            "3 100000000000000000000\n",
            "1 6 1 4294967295 0 0\n1 1 0 0 0 0",
            "1 4 1 1 0 -1\n1 1 1 0",
        ] {
            let err = BasicSet::read_from_str(text).unwrap_err();
            assert_eq!(
                err.kind(),
                Some(isl_safe::ErrorKind::Invalid),
                "{text:?}: {err}"
            );
        }
        // A PolyLib matrix within the bounds: 0 <= i <= 9.
        let set = BasicSet::read_from_str("2 3\n1 1 0\n1 -1 9").unwrap();
        assert_eq!(set.to_string(), "{ [i0] : 0 <= i0 <= 9 }");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0019: a preimage that drops dimensions left their names behind, and a later
// drop freed one name twice (a use after free when printing, or a leak).
// ISL reaches it from any emptiness test of such a relation (a
// zero-dimensional unnamed domain, no parameters, named output dimensions);
// the system build defines ISL's isl_basic_set_preimage again, fixed
// (isl-sys, src/system_fixes.rs).
#[test]
fn preimages_dropping_named_dimensions_keep_names_intact() {
    {
        let _c = ctx();
        let text = "{ [] -> [i0, i1, i2, i3] : i1 <= 1; [] -> [i0, i1 = i0, i2, i3] : \
                    2 <= i0 <= 9 and i3 >= 2 + 10i2 and i3 >= 4 }";
        let map: Map = text.parse().unwrap();
        assert_eq!(map.to_string(), text);
        assert_eq!(map.to_string().parse::<Map>().unwrap(), map);
        // The same relation made by an intersection, then tested for
        // emptiness; and a set's text read as a relation.
        let a: Map = "{ [] -> [i0, i1, i2, i3] : 2 <= i0 <= 9 and i3 >= 2 + 10i2 and i3 >= 4 }"
            .parse()
            .unwrap();
        let b: Map = "{ [] -> [i0, i1, i2, i3] : i1 = i0 }".parse().unwrap();
        let both = a.intersect(&b).unwrap();
        assert!(!both.is_empty().unwrap());
        assert_eq!(
            both.to_string(),
            "{ [] -> [i0, i1 = i0, i2, i3] : 2 <= i0 <= 9 and i3 >= 2 + 10i2 and i3 >= 4 }"
        );
        let read: Map = "{ [i0, i1, i2, i3] : i1 = i0 and 2 <= i0 <= 9 and i3 >= 2 + 10i2 }"
            .parse()
            .unwrap();
        assert!(!read.is_empty().unwrap());
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0020: an access to a structure member without a field name leaked the
// expression of the structure.
#[test]
fn member_access_without_a_field_name_leaks_nothing() {
    {
        let _c = ctx();
        let domain: Set = "{ [[i] -> [j]] }".parse().unwrap();
        let pma: isl_safe::PwMultiAff = "{ [i] -> [i, i] : i = 0 }".parse().unwrap();
        let product = pma.product(&pma).unwrap();
        let build = isl_safe::AstBuild::from_context(&domain).unwrap();
        let err = build.access_from_pw_multi_aff(&product).unwrap_err();
        assert!(err.to_string().contains("missing field name"), "{err}");
        let named: isl_safe::PwMultiAff = "{ [[i] -> [j]] -> [A[i] -> f[j]] }".parse().unwrap();
        let access = build.access_from_pw_multi_aff(&named).unwrap();
        assert_eq!(access.to_c_str().unwrap(), "A[i].f[j]");
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0021: the integers of a large block count against the operation limit
// (one allocation of any size was one operation, so the limit did not bound
// work on large constraint matrices).
#[test]
fn large_blocks_count_against_the_operation_limit() {
    {
        let (ctx, _s) = ctx();
        let big = ctx.with_max_operations(100, || isl_safe::Mat::alloc(1000, 1000));
        if SYSTEM {
            // The system ISL counts one operation per allocation, whatever its size.
            assert_eq!(big.unwrap().rows().unwrap(), 1000);
        } else {
            let err = big.unwrap_err();
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Quota), "{err}");
        }
        let small = ctx.with_max_operations(100, || isl_safe::Mat::alloc(10, 10));
        assert_eq!(small.unwrap().rows().unwrap(), 10);
        let unbounded = isl_safe::Mat::alloc(1000, 1000).unwrap();
        assert_eq!(unbounded.cols().unwrap(), 1000);
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0022: the pullback of an affine expression by a NaN (SIGFPE before).
#[test]
fn pullback_by_nan_is_an_error() {
    {
        let _c = ctx();
        let aff: isl_safe::Aff = "{ [i] -> [(i mod 4)] }".parse().unwrap();
        let unbounded: Set = "{ [i] : i < 0 or i > 5 }".parse().unwrap();
        // The box of an unbounded set is invalid; a function of NaN, as its
        // offset would be, is made directly (reading an invalid box's offset
        // is refused before ISL is called).
        assert!(!unbounded
            .get_simple_fixed_box_hull()
            .unwrap()
            .is_valid()
            .unwrap());
        let nan = isl_safe::Aff::nan_on_domain_space("{ [i] }".parse::<isl_safe::Space>().unwrap())
            .unwrap();
        let offset = isl_safe::MultiAff::from_aff(nan).unwrap();
        assert!(offset.involves_nan().unwrap());
        let err = aff.pullback_multi_aff(&offset).unwrap_err();
        assert!(err.to_string().contains("NaN"), "{err}");
        let shift: isl_safe::MultiAff = "{ [i] -> [i + 1] }".parse().unwrap();
        assert_eq!(
            aff.pullback_multi_aff(&shift).unwrap().to_string(),
            "{ [i] -> [((1 + i) mod 4)] }"
        );
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// 0023: pivots on growing numbers count against the operation limit (a
// schedule with huge proximity distances ran for minutes under a limit of
// 100,000 operations, in constant memory).
#[test]
fn pivots_on_huge_numbers_count_against_the_operation_limit() {
    {
        let (ctx, _s) = ctx();
        // The system ISL counts a pivot as one operation: the same schedule
        // runs for minutes under the limit there (work, not a crash); it is
        // left out of its run.
        let text = format!(
            "{{ domain: \"{{ S[i, j] : -16 <= i, j < 10 }}\", \
               validity: \"{{ S[i, j] -> S[i + 1, j - 1] }}\", \
               proximity: \"{{ S[i, j] -> S[i + 1{}, j - 1{}] }}\" }}",
            "0".repeat(70),
            "0".repeat(120)
        );
        let sc = ScheduleConstraints::read_from_str(&text).unwrap();
        if !SYSTEM {
            let err = ctx
                .with_max_operations(100_000, || sc.compute_schedule())
                .unwrap_err();
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Quota), "{err}");
        }
        let small = ScheduleConstraints::read_from_str(
            "{ domain: \"{ S[i, j] : -16 <= i, j < 10 }\", \
               validity: \"{ S[i, j] -> S[i + 1, j - 1] }\", \
               proximity: \"{ S[i, j] -> S[i + 1, j - 1] }\" }",
        )
        .unwrap();
        let schedule = ctx
            .with_max_operations(100_000, || small.compute_schedule())
            .unwrap();
        assert!(schedule.to_string().contains("S[i, j]"));
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

/// Runs `f` under every operation limit from 1 up until it succeeds: each
/// run before fails with [`ErrorKind::Quota`](isl_safe::ErrorKind::Quota),
/// and the first success agrees with the run without a limit.
fn runs_out_cleanly_at_every_limit(ctx: &Context, f: impl Fn() -> isl_safe::Result<String>) {
    let unbounded = f().unwrap();
    for limit in 1.. {
        match ctx.with_max_operations(limit, &f) {
            Ok(text) => {
                assert_eq!(text, unbounded, "under a limit of {limit}");
                return;
            }
            Err(err) => assert_eq!(
                err.kind(),
                Some(isl_safe::ErrorKind::Quota),
                "under a limit of {limit}: {err}"
            ),
        }
    }
}

// 0024: calls that run out of operations inside ISL (each allocation is
// one operation, so every allocation fails past the limit) fail cleanly.

/// Runs `f` in a fresh context, checks that no context leaked.
fn in_context(f: impl FnOnce(&Context)) {
    {
        let (ctx, _s) = ctx();
        f(&ctx);
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

// The signs of the orthants (SIGSEGV before).
#[test]
fn out_of_operations_in_orthants() {
    in_context(|ctx| {
        let p: PwQpolynomial = "[n] -> { [i] -> floor((n + i)/3) : 0 <= i < n }"
            .parse()
            .unwrap();
        if SYSTEM {
            // The system ISL writes through a NULL array of signs when the
            // allocation fails at the limit; the work is the limit's to bound.
            assert!(p.to_polynomial(1).is_ok());
            unsupported(
                ctx.with_max_operations(1000, || p.to_polynomial(1)),
                "operation limit",
            );
        } else {
            runs_out_cleanly_at_every_limit(ctx, || Ok(p.to_polynomial(1)?.to_string()));
        }
    });
}

// The string printer's lines (SIGSEGV before).
#[test]
fn out_of_operations_in_printer_lines() {
    in_context(|ctx| {
        let b: BasicSet = "{ [i] : exists (e : i = 4e) and 0 < i < 30 }"
            .parse()
            .unwrap();
        runs_out_cleanly_at_every_limit(ctx, || {
            isl_safe::Printer::to_str()?
                .set_output_format(1)?
                .set_indent(300)?
                .set_indent_prefix("# ")?
                .set_prefix("> ")?
                .set_suffix(" <")?
                .print_basic_set(&b)?
                .get_str()
        });
    });
}

// An invalidated box (SIGSEGV before).
#[test]
fn out_of_operations_in_fixed_box() {
    in_context(|ctx| {
        // Unbounded: the box is invalidated.
        let s: Set = "{ [i, j] : i >= 0 and j = 2i }".parse().unwrap();
        runs_out_cleanly_at_every_limit(ctx, || Ok(s.get_simple_fixed_box_hull()?.to_string()));
    });
}

// The results of a residue class (double free before).
#[test]
fn out_of_operations_in_residue_class() {
    in_context(|ctx| {
        let s: Set = "{ [i, j, k] : i = 3j + 1 }".parse().unwrap();
        runs_out_cleanly_at_every_limit(ctx, || {
            let (_, modulo, residue) = s.dim_residue_class_val(0)?;
            let text = |v: Option<Val>| v.map_or("none".to_string(), |v| v.to_string());
            Ok(format!("{} {}", text(modulo), text(residue)))
        });
    });
}

// The token buffer of the reader (heap corruption before), and the error
// it reports: the operation limit, not a syntax error.
#[test]
fn out_of_operations_in_reader() {
    in_context(|ctx| {
        let name = "n".repeat(1000);
        let text = format!("[{name}] -> {{ [i] -> [({name})] }}");
        runs_out_cleanly_at_every_limit(ctx, || {
            Ok(isl_safe::PwAff::read_from_str(&text)?.to_string())
        });
    });
}

// The same buffer in the readers written by hand (an access info, a PolyLib
// vector, each read from a `FILE *`; invalid writes and heap corruption
// before, on the system build, which now lifts the limit while they read).
#[test]
fn out_of_operations_in_every_reader() {
    in_context(|ctx| {
        let name = "n".repeat(1000);
        let info = format!(
            "sink: [{name}] -> {{ S[i] -> a[i + {name}] }}\nmust_source: {{ T[] -> a[] }}\n\
             schedule_map: {{ T[] -> [0]; S[i] -> [1] }}"
        );
        runs_out_cleanly_at_every_limit(ctx, || {
            Ok(isl_safe::UnionAccessInfo::read_from_str(&info)?.to_string())
        });
        runs_out_cleanly_at_every_limit(ctx, || {
            Ok(isl_safe::UnionAccessInfo::read_from(info.as_bytes())?.to_string())
        });
        let vector = format!("3\n1{} -2 3\n", "0".repeat(2000));
        runs_out_cleanly_at_every_limit(ctx, || {
            Ok(isl_safe::IslVec::read_from(vector.as_bytes())?.to_string())
        });
        let set = format!("[{name}] -> {{ [i] : 0 <= i < {name} }}");
        runs_out_cleanly_at_every_limit(ctx, || Ok(Set::read_from(set.as_bytes())?.to_string()));
        runs_out_cleanly_at_every_limit(ctx, || {
            Ok(isl_safe::Stream::from_text(&set)?.read_set()?.to_string())
        });
    });
}

// 0025: a reader at the end of the input pushed a NULL token back, which
// the next read on the same line dereferenced (SIGSEGV before).
#[test]
fn stream_reader_pushes_no_null_token() {
    let (_ctx, _scope) = ctx();
    let cut = [
        "{",
        "{ domain: \"{ A[] }\", child: {",
        "domain: \"{ A[] }\"\nchild:\n  ",
    ];
    let texts: &[&str] = if SYSTEM {
        // The system ISL would also read an unset indentation there (patch
        // 0015): a stream ending in a YAML element's start is not read as
        // YAML (nor as an object, which may be a schedule); its tokens are
        // still read one by one.
        for text in cut {
            let s = isl_safe::Stream::from_text(text).unwrap();
            for err in [
                s.read_schedule().unwrap_err(),
                s.read_obj().unwrap_err(),
                s.yaml_read_start_mapping().unwrap_err(),
                s.yaml_read_start_sequence().unwrap_err(),
            ] {
                assert!(err.to_string().contains("end of input"), "{err}");
            }
            let first = s.next_token().unwrap().expect(text).kind();
            assert!(
                [isl_safe::TokenKind::Char('{'), isl_safe::TokenKind::Ident].contains(&first),
                "{text:?}"
            );
        }
        &["{ domain: \"{ A[] }\", child", "domain: \"{ A[] }\"\nchild"]
    } else {
        &cut
    };
    for &text in texts {
        let s = isl_safe::Stream::from_text(text).unwrap();
        assert!(s.read_schedule().is_err(), "{text:?}");
        assert!(s.next_token_on_same_line().unwrap().is_none());
        assert!(s.next_token().unwrap().is_none());
        assert!(s.is_empty().unwrap());
    }
    let s = isl_safe::Stream::from_text(if SYSTEM { "{ [i]" } else { "{" }).unwrap();
    assert!(s.read_obj().is_err());
    assert!(s.next_token_on_same_line().unwrap().is_none());
    rejects::<Set>("{");
}

// 0026: the lift of an empty set (SIGSEGV before: it read the first basic
// set of a set that has none).
#[test]
fn lift_of_an_empty_set() {
    in_context(|_| {
        let empty: Set = "{ [i] : false }".parse().unwrap();
        if SYSTEM {
            // The system ISL would read the first basic set of a set without one.
            unsupported(empty.lift(), "has none");
        } else {
            let lifted = empty.lift().unwrap();
            assert!(lifted.is_empty().unwrap());
            assert_eq!(lifted.to_string(), "{ lifted[[i] -> local[]] : false }");
        }
        // A set with local variables lifts them into its tuple.
        let s: Set = "{ [i] : exists (e : i = 2e) and 0 <= i < 8 }"
            .parse()
            .unwrap();
        assert_eq!(s.lift().unwrap().dim(isl_safe::DimType::Set).unwrap(), 2);
    });
}

// 0027: a pullback by a function whose range is not the expression's
// domain, of a tuple of no expressions (use after free before).
#[test]
fn pullback_of_an_empty_tuple_by_another_space() {
    in_context(|_| {
        let ma: isl_safe::MultiAff = "{ [i] -> [] }".parse().unwrap();
        // (ISL 0.25 reads no piecewise tuple of no expressions with a domain.)
        let text = if BEFORE_0_27 {
            "{ [i] -> [] }"
        } else {
            "{ [i] -> [] : false }"
        };
        let pma: isl_safe::PwMultiAff = text.parse().unwrap();
        let err = ma.pullback_pw_multi_aff(&pma).unwrap_err();
        if SYSTEM {
            // Refused before the system ISL is called.
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Invalid), "{err}");
            assert!(err.to_string().contains("is not the domain of"), "{err}");
        } else {
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Unknown), "{err}");
            assert!(
                err.to_string().contains("isl_space_tuple_is_equal"),
                "{err}"
            );
        }
        // Of the right space, the pullback is ISL's.
        let pma: isl_safe::PwMultiAff = "{ [j] -> [2j] : j >= 0 }".parse().unwrap();
        assert_eq!(
            ma.pullback_pw_multi_aff(&pma).unwrap().to_string(),
            "{ [j] -> [] : j >= 0 }"
        );
    });
}

// 0028: basic-level products of maps whose other tuples differ (heap
// corruption before).
#[test]
fn basic_products_of_mismatched_maps() {
    in_context(|_| {
        let a: isl_safe::BasicMap = "{ [] -> [] }".parse().unwrap();
        let b: isl_safe::BasicMap = "{ [i, j] -> [i + j, i - j] }".parse().unwrap();
        assert!(a.domain_product(&b).is_err());
        let c: isl_safe::BasicMap = "{ [i] -> [j] : j = 2i }".parse().unwrap();
        let d: isl_safe::BasicMap = "{ [i, j] -> [k] : k = i }".parse().unwrap();
        assert!(c.range_product(&d).is_err());
        assert!(c.flat_range_product(&d).is_err());
        // Matching tuples: ISL's products.
        let e: isl_safe::BasicMap = "{ [k] -> [j] : j = 3k }".parse().unwrap();
        assert_eq!(
            c.domain_product(&e).unwrap().to_string(),
            "{ [[i] -> [k]] -> [j] : 3k = 2i and j = 2i }"
        );
        assert_eq!(
            c.range_product(
                "{ [i] -> [k] : k = i + 1 }"
                    .parse::<isl_safe::BasicMap>()
                    .unwrap()
            )
            .unwrap()
            .to_string(),
            "{ [i] -> [[j] -> [k]] : j = 2i and k = 1 + i }"
        );
    });
}

// 0029: a domain inserted into a parameter domain or from a space that is
// not a set space (double free, and a leak, before).
#[test]
fn insert_domain_checks_its_arguments() {
    in_context(|_| {
        let set: Set = "{ S[i, j] : 0 <= i, j < 3 }".parse().unwrap();
        let not_a_set: isl_safe::Space = "{ S[i] -> [[a] -> [b]] }".parse().unwrap();
        assert!(set.insert_domain(&not_a_set).is_err());
        let params: Set = "[n] -> { : n > 0 }".parse().unwrap();
        assert!(params
            .insert_domain("{ [i] }".parse::<isl_safe::Space>().unwrap())
            .is_err());
        let domain: isl_safe::Space = "{ A[x] }".parse().unwrap();
        assert_eq!(
            "{ [i] : 0 <= i < 3 }"
                .parse::<Set>()
                .unwrap()
                .insert_domain(&domain)
                .unwrap()
                .to_string(),
            "{ A[x] -> [i] : 0 <= i <= 2 }"
        );
    });
}

// 0030: the hull from a list whose elements live in another space (an
// assertion, then SIGSEGV or heap corruption before).
#[test]
fn hull_from_a_list_of_another_space() {
    in_context(|_| {
        let names: Vec<String> = (0..40).map(|k| format!("i{k}")).collect();
        let wide: Set = format!("{{ [{}] : 0 <= i0 <= 3 }}", names.join(", "))
            .parse()
            .unwrap();
        let list: isl_safe::SetList = "({ [i] : 0 <= i <= 9 })".parse().unwrap();
        let err = wide.unshifted_simple_hull_from_set_list(&list).unwrap_err();
        assert!(
            err.to_string().contains("do not live in the space"),
            "{err}"
        );
        let set: Set = "{ [i] : 0 <= i <= 2 or 5 <= i <= 7 }".parse().unwrap();
        let hull = set.unshifted_simple_hull_from_set_list(&list).unwrap();
        assert_eq!(hull.to_string(), "{ [i] : 0 <= i <= 9 }");
    });
}

// 0031: scaling a union of functions by a tuple of values (it leaked the
// values, and the context could not be freed, before).
#[test]
fn union_scale_by_values_leaks_nothing() {
    in_context(|_| {
        let u: isl_safe::UnionPwMultiAff = "{ S[i, j] -> A[(i), (j)] }".parse().unwrap();
        let mv: isl_safe::MultiVal = "{ A[2, 1/3] }".parse().unwrap();
        if SYSTEM {
            // The system ISL would leak the values, and read them freed.
            unsupported(u.scale_multi_val(&mv), "leaks its multi_val");
            return;
        }
        assert_eq!(
            u.scale_multi_val(&mv).unwrap().to_string(),
            "{ S[i, j] -> A[(2i), (j)/3] }"
        );
        let other: isl_safe::MultiVal = "{ [1, 2/3, -4] }".parse().unwrap();
        assert_eq!(u.scale_multi_val(&other).unwrap().to_string(), "{  }");
    });
}

// 0032: spaces have at most 4096 dimensions of a kind (a few dozen
// repeated products took seconds per operation before).
#[test]
fn repeated_products_stop_at_the_dimension_bound() {
    in_context(|_| {
        let mut space: isl_safe::Space = "{ [a, b] -> [c] }".parse().unwrap();
        let mut steps = 0;
        let err = loop {
            match space.product(&space) {
                Ok(s) => space = s,
                Err(e) => break e,
            }
            steps += 1;
            assert!(steps < 20);
        };
        assert_eq!(steps, 11);
        assert!(
            err.to_string().contains("more than 4096 dimensions"),
            "{err}"
        );
        assert_eq!(space.dim(isl_safe::DimType::In).unwrap(), 4096);
    });
}

// Every operation that adds up two tuples stops at the same bound: products
// of unions and of tuples of union functions, wraps and domain maps
// (the system build's unions grew to gigabytes, and their dimension counts
// would wrap, before).
#[test]
fn growing_unions_and_joined_tuples_stop_at_the_dimension_bound() {
    /// Applies `step` until it fails: the number of steps, and the error.
    fn until_refused<T>(mut x: T, step: impl Fn(&T) -> isl_safe::Result<T>) -> (usize, String) {
        for steps in 0..40 {
            match step(&x) {
                Ok(next) => x = next,
                Err(err) => {
                    assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Invalid), "{err}");
                    return (steps, err.to_string());
                }
            }
        }
        panic!("no bound after 40 steps");
    }
    in_context(|_| {
        let bound = "more than 4096 dimensions of one kind";
        let umap: UnionMap = "{ A[i] -> B[j, k] }".parse().unwrap();
        let (steps, err) = until_refused(umap, |u| u.product(u));
        assert_eq!(steps, 11);
        assert!(err.contains(bound), "{err}");
        let umap: UnionMap = "{ A[i] -> B[j] }".parse().unwrap();
        let (steps, err) = until_refused(umap, |u| u.range_product(u));
        assert_eq!(steps, 12);
        assert!(err.contains(bound), "{err}");
        let uset: isl_safe::UnionSet = "{ A[i] }".parse().unwrap();
        let (steps, err) = until_refused(uset, |u| u.product(u));
        assert_eq!(steps, 12);
        assert!(err.contains(bound), "{err}");
        let mupa: isl_safe::MultiUnionPwAff = "[{ A[i] -> [(i)] }]".parse().unwrap();
        let (steps, err) = until_refused(mupa, |m| m.flat_range_product(m));
        assert_eq!(steps, 12);
        assert!(err.contains(bound), "{err}");
        let upma: isl_safe::UnionPwMultiAff = "{ A[i] -> B[i] }".parse().unwrap();
        let (steps, err) = until_refused(upma, |u| u.range_product(u));
        assert_eq!(steps, 12);
        assert!(err.contains(bound), "{err}");
        // A wrap and a map from it to itself double the dimensions.
        let map: Map = "{ A[i] -> B[j] }".parse().unwrap();
        let (steps, err) = until_refused(map, |m| {
            let set = m.wrap()?;
            Map::from_domain_and_range(&set, &set)
        });
        assert_eq!(steps, 12);
        assert!(err.contains(bound), "{err}");
        // A domain map of a domain map grows as Fibonacci's numbers.
        let space: isl_safe::Space = "{ A[i] -> B[j] }".parse().unwrap();
        let (steps, err) = until_refused(space, |s| s.domain_map());
        assert_eq!(steps, 16);
        assert!(err.contains(bound), "{err}");
    });
}

// 0033: the bytes allocations ask for count as operations (a list doubled
// by concatenation ran out of memory under any limit before).
#[test]
fn doubling_a_list_runs_out_of_operations() {
    in_context(|ctx| {
        let mut list: isl_safe::SetList = "({ [i] }, { [j] })".parse().unwrap();
        let err = ctx
            .with_max_operations(100_000, || -> Result<Infallible, isl_safe::Error> {
                loop {
                    list = list.concat(&list)?;
                }
            })
            .unwrap_err();
        if SYSTEM {
            // The system ISL's limit does not count bytes: lists are
            // bounded at 2^24 elements instead.
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Invalid), "{err}");
            assert!(err.to_string().contains("exceeds the limit"), "{err}");
            assert_eq!(list.size().unwrap(), 1 << 24);
        } else {
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Quota), "{err}");
            // 100,000 operations of 8 KiB are 800 MB allocated in all, and the
            // doublings allocate twice the last list: at most 50 million
            // pointers.
            assert!(list.size().unwrap() < 1 << 26);
        }
    });
}

// 0034: arithmetic on large integers counts as operations (reading this
// set took 7.5 s under a limit of 100,000 operations before, and repeated
// squaring ran for minutes).
#[test]
fn large_integer_arithmetic_runs_out_of_operations() {
    in_context(|ctx| {
        let text = |nines: usize| {
            format!(
                "{{ [i] : exists (e0 = [(255i)/256], e1 = [(127i + 65e0)/191], \
                 e2 = [(3i + 61e1)/65], e3 = [(52i + 12e2)/61], e4 = [(2i + e3)/3], \
                 e5 = [(4i + e3)/4], e6 = [({}i + e3)/12]: 3e4 = 2i + e3 and \
                 4e5 = 4i + e3 and 12e6 = 8i + e3 and i <= 255 and 64e3 >= -45 + 67i and \
                 i >= 0 and 256e0 <= 255i and 256e0 >= -255 + 255i and 191e1 <= 127i + 65e0 \
                 and 191e1 >= -190 + 127i + 65e0 and 65e2 <= 3i + 61e1 and \
                 65e2 >= -64 + 3i + 61e1 and 61e3 <= 52i + 1e2 and 61e3 >= -60 + 52i + 12e2) }}",
                "9".repeat(nines)
            )
        };
        // The system ISL's limit does not count the work of large numbers:
        // there, reading this set is work the limit does not bound (not a
        // crash), left out of its run; values are bounded in size instead.
        if !SYSTEM {
            let err = ctx
                .with_max_operations(100_000, || text(1795).parse::<isl_safe::UnionSet>())
                .unwrap_err();
            assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Quota), "{err}");
        }
        let stopped = if SYSTEM {
            isl_safe::ErrorKind::Invalid
        } else {
            isl_safe::ErrorKind::Quota
        };
        // With smaller numbers, the same set reads within the limit.
        let small = ctx.with_max_operations(100_000, || text(3).parse::<isl_safe::UnionSet>());
        assert!(small.unwrap().is_empty().is_ok());
        // A value squared over and over stops at the limit.
        let mut v: Val = "12345678901234567890123".parse().unwrap();
        let err = ctx
            .with_max_operations(100_000, || -> Result<Infallible, isl_safe::Error> {
                loop {
                    v = v.mul(&v)?;
                }
            })
            .unwrap_err();
        assert_eq!(err.kind(), Some(stopped), "{err}");
        // Rationals changed in place, with nothing allocated: stops too.
        let mut mv: isl_safe::MultiVal = "{ [12345678901234567890123/7] }".parse().unwrap();
        let err = ctx
            .with_max_operations(100_000, || -> Result<Infallible, isl_safe::Error> {
                loop {
                    let by = mv.scale_multi_val(&mv)?.add_val(1)?;
                    mv.in_place().scale_down_multi_val(by)?;
                    let square = mv.clone();
                    mv.in_place().scale_multi_val(square)?;
                }
            })
            .unwrap_err();
        assert_eq!(err.kind(), Some(stopped), "{err}");
    });
}

// 0035: a too long literal is reported as one, with the bound (a plain
// "syntax error" before).
#[test]
fn too_long_literal_names_the_bound() {
    in_context(|_| {
        let text = format!("{{ [i] : i = {} }}", "1".repeat(20_000));
        let err = text.parse::<Set>().unwrap_err();
        assert!(
            err.to_string()
                .contains("integer literal longer than the limit of 2500 digits"),
            "{err}"
        );
        rejects::<Val>(&"7".repeat(2501));
        assert_eq!(
            "7".repeat(2500).parse::<Val>().unwrap().to_string().len(),
            2500
        );
    });
}

// 0036: the gist of a basic map by a context of another space, and two
// basic sets of different dimensions compared at a position (SIGSEGV,
// free(): invalid pointer or a double free before).
#[test]
fn basic_gist_and_comparison_of_other_spaces() {
    in_context(|_| {
        let map: isl_safe::BasicMap = "{ [i] -> [j] }".parse().unwrap();
        let other: isl_safe::BasicMap = "{ [] -> [] }".parse().unwrap();
        let err = map.gist(&other).unwrap_err();
        assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Invalid), "{err}");
        let a: BasicSet = "{ [0] }".parse().unwrap();
        let b: BasicSet = "{ [] }".parse().unwrap();
        let err = a.compare_at(&b, 0).unwrap_err();
        assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Invalid), "{err}");
        // Of the same space: ISL's answers.
        let bounded: isl_safe::BasicMap = "{ [i] -> [j] : 0 <= i <= 9 and j = i }".parse().unwrap();
        let context: isl_safe::BasicMap = "{ [i] -> [j] : i >= 0 }".parse().unwrap();
        assert_eq!(
            bounded.gist(&context).unwrap().to_string(),
            "{ [i] -> [j] : j = i and i <= 9 }"
        );
        let five: BasicSet = "{ [5] }".parse().unwrap();
        assert!(a.compare_at(&five, 0).is_ok());
    });
}

// 0037: identifiers copied into a shared space under the operation limit
// (a use after free and heap corruption before: the shared space kept an
// identifier freed from under it). Found by the fuzzer's campaign.
#[test]
fn wrapped_reverse_of_a_shared_space_under_the_limit() {
    in_context(|ctx| {
        let b: isl_safe::Space = "{ B[i, j] }".parse().unwrap();
        if BEFORE_0_27 {
            // New in ISL 0.27 (and only there does ISL copy names into a
            // shared space; a system ISL 0.27 reverses without the limit).
            unsupported(
                b.range_product(&b).unwrap().wrapped_reverse(),
                "ISL 0.27 has it",
            );
            return;
        }
        let product = b.range_product(&b).unwrap();
        let expected = product.wrapped_reverse().unwrap();
        let mut limit = 1;
        let got = loop {
            let space = b.range_product(&b).unwrap();
            match ctx.with_max_operations(limit, || space.wrapped_reverse()) {
                Ok(r) => break r,
                Err(e) => assert_eq!(e.kind(), Some(isl_safe::ErrorKind::Quota), "{e}"),
            }
            // The shared space is intact.
            assert_eq!(space.to_string(), "{ [B[i, j] -> B[i', j']] }");
            limit += 1;
            assert!(limit < 1000);
        };
        assert!(got.is_equal(&expected).unwrap());
        assert_eq!(product.to_string(), "{ [B[i, j] -> B[i', j']] }");
    });
}

// 0038: a band's AST build options under the operation limit (SIGSEGV
// before: a failed unwrap left a NULL name for strcmp). Found by the
// fuzzer's campaign.
#[test]
fn band_ast_build_options_under_the_limit() {
    in_context(|ctx| {
        let schedule = Schedule::read_from_str(
            "{ domain: \"{ G[i] : 0 <= i <= 3 }\", child: { schedule: \"[{ G[i] -> [(i)] }]\" } }",
        )
        .unwrap();
        let band = schedule.get_root().unwrap().child(0).unwrap();
        let options: isl_safe::UnionSet = "{ [[i] -> [j]] : i >= 0 and i < j <= 2; S[] }"
            .parse()
            .unwrap();
        let expected = band.band_set_ast_build_options(&options).unwrap();
        let mut limit = 1;
        let got = loop {
            match ctx.with_max_operations(limit, || band.band_set_ast_build_options(&options)) {
                Ok(node) => break node,
                Err(e) => assert_eq!(e.kind(), Some(isl_safe::ErrorKind::Quota), "{e}"),
            }
            limit += 1;
            assert!(limit < 1000);
        };
        assert_eq!(
            got.band_get_ast_build_options().unwrap().to_string(),
            expected.band_get_ast_build_options().unwrap().to_string()
        );
    });
}

// 0039: the affine form of an infinite quasi-polynomial (SIGFPE before: it
// was the constant 1/0, which is no NaN, and ceil divided by its
// denominator). Found by the fuzzer's campaign.
#[test]
fn infinite_quasi_polynomial_has_no_affine_form() {
    in_context(|_| {
        // ISL 0.27 bounds each affine piece over a bounded domain through its
        // affine form (with a system ISL 0.27, isl-sys's fixed
        // isl_qpolynomial_as_aff); ISL 0.25 bounds it otherwise.
        let pwqp =
            isl_safe::PwQpolynomial::read_from_str("{ [i] -> infty : 0 <= i <= 3 }").unwrap();
        let bound = pwqp.bound(isl_safe::Fold::Max).map(|(b, _)| b.to_string());
        if BEFORE_0_27 {
            assert_eq!(bound.unwrap(), "{ max(infty) }");
        } else {
            let err = bound.unwrap_err().to_string();
            assert!(err.contains("no affine form"), "{err}");
        }
        if BEFORE_0_27 {
            // `isl_qpolynomial_as_aff` is new in ISL 0.27.
            let qp = isl_safe::PwQpolynomial::read_from_str("{ [i] -> infty }")
                .unwrap()
                .as_qpolynomial()
                .unwrap();
            unsupported(qp.as_aff(), "ISL 0.27 has it");
            return;
        }
        for text in ["{ [i] -> infty }", "{ [i] -> -infty }"] {
            let qp: isl_safe::Qpolynomial = isl_safe::PwQpolynomial::read_from_str(text)
                .unwrap()
                .as_qpolynomial()
                .unwrap();
            // The fuzzer's sequence: a division by the 0 denominator.
            let ceiled = qp.as_aff().and_then(|a| a.set_constant_si(4)?.ceil());
            assert!(ceiled.is_err());
            let err = qp.as_aff().unwrap_err();
            assert!(err.to_string().contains("no affine form"), "{err}");
        }
        // No text gives such a constant either.
        for text in ["{ [i] -> [(1)/0] }", "{ [i] -> [(i)/0] }"] {
            let aff = text.parse::<isl_safe::Aff>();
            assert!(aff.and_then(|a| a.ceil()).is_err(), "{text}");
        }
        // NaN is NaN, and affine quasi-polynomials convert as before.
        let nan: isl_safe::Qpolynomial = isl_safe::PwQpolynomial::read_from_str("{ [i] -> NaN }")
            .unwrap()
            .as_qpolynomial()
            .unwrap();
        let nan_aff = nan.as_aff();
        if SYSTEM {
            // A system ISL 0.27 would make NaN the constant 0: refused.
            assert!(nan_aff.is_err(), "{nan} -> {nan_aff:?}");
        } else {
            assert!(
                nan_aff.as_ref().is_ok_and(|a| a.is_nan().unwrap()),
                "{nan} -> {nan_aff:?}"
            );
        }
        let qp = isl_safe::PwQpolynomial::read_from_str("{ [i] -> 2 * i + 1 }")
            .unwrap()
            .as_qpolynomial()
            .unwrap();
        let aff = qp.as_aff().unwrap().ceil().unwrap();
        assert_eq!(aff.to_string(), "{ [i] -> [(1 + 2i)] }");
    });
}

// 0040: YAML printing with an end without its start, and with a printer
// freed midway by the operation limit (heap corruption and SIGSEGV
// before). Found by the fuzzer's campaigns.
#[test]
fn yaml_printing_checks_its_state_and_a_freed_printer() {
    in_context(|ctx| {
        use isl_safe::{AstBuild, AstNodeList, Printer};
        for end in [Printer::yaml_end_mapping, Printer::yaml_end_sequence] {
            let err = end(Printer::to_str().unwrap()).unwrap_err();
            if SYSTEM {
                // The system ISL does not check that the start came first.
                assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Unsupported), "{err}");
                assert!(err.to_string().contains("without checking"), "{err}");
            } else {
                assert!(err.to_string().contains("not in YAML construct"), "{err}");
            }
        }
        let build = AstBuild::from_context("{ : }".parse::<Set>().unwrap()).unwrap();
        let ast = build
            .node_from_schedule_map(
                "{ S[i, j] -> [i, j] : 0 <= i, j < 3; T[i] -> [i, 5] : 0 <= i < 2 }"
                    .parse::<UnionMap>()
                    .unwrap(),
            )
            .unwrap();
        let list = AstNodeList::from_vec(vec![ast.clone(), ast]).unwrap();
        let expected = Printer::to_str()
            .unwrap()
            .print_ast_node_list(&list)
            .unwrap()
            .get_str()
            .unwrap();
        let mut limit = 1;
        let got = loop {
            let p = Printer::to_str().unwrap();
            match ctx.with_max_operations(limit, || p.print_ast_node_list(&list)) {
                Ok(p) => break p.get_str().unwrap(),
                Err(e) => assert_eq!(e.kind(), Some(isl_safe::ErrorKind::Quota), "{e}"),
            }
            limit += 1;
            assert!(limit < 10_000);
        };
        assert_eq!(got, expected);
    });
}

// 0041: an operator's macro printed once, under the operation limit (a
// double free of the printer before). Found by the fuzzer's campaign.
#[test]
fn print_macro_once_under_the_limit() {
    in_context(|ctx| {
        use isl_safe::{AstExprOpType, Printer};
        ctx.set_ast_print_macro_once(1).unwrap();
        let expected =
            Printer::ast_op_type_print_macro(AstExprOpType::Min, Printer::to_str().unwrap())
                .unwrap()
                .get_str()
                .unwrap();
        assert_eq!(expected, "#define min(x,y)    ((x) < (y) ? (x) : (y))\n");
        let mut limit = 1;
        let got = loop {
            let p = Printer::to_str().unwrap();
            match ctx.with_max_operations(limit, || {
                Printer::ast_op_type_print_macro(AstExprOpType::Min, p)
            }) {
                Ok(p) => break p.get_str().unwrap(),
                Err(e) => assert_eq!(e.kind(), Some(isl_safe::ErrorKind::Quota), "{e}"),
            }
            limit += 1;
            assert!(limit < 1000);
        };
        assert_eq!(got, expected);
    });
}

// 0042: a count stopped by the operation limit is an error (the points
// found before the limit were the answer before). Found checking
// `Points::remaining` under a limit.
#[test]
fn count_stopped_by_the_limit_fails() {
    in_context(|ctx| {
        let big: Set = "{ [i, j] : 0 <= i, j < 1000 }".parse().unwrap();
        let r = ctx.with_max_operations(1000, || big.count_val());
        if SYSTEM {
            // The system ISL would give the points found before the limit.
            unsupported(r, "operation limit");
        } else {
            assert_eq!(
                r.as_ref().err().and_then(|e| e.kind()),
                Some(isl_safe::ErrorKind::Quota),
                "{r:?}"
            );
        }
        // And 0 for an unbounded set.
        let err = "{ [i] : i >= 0 }"
            .parse::<Set>()
            .unwrap()
            .count_val()
            .unwrap_err();
        assert!(err.to_string().contains("infinitely many points"), "{err}");
        assert_eq!(big.count_val().unwrap().to_string(), "1000000");
    });
}
