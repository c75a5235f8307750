//! Regression tests for the fixes `isl-sys` applies to ISL (`isl-sys/patches/`),
//! one test per patch. Each input here crashed, hung, leaked or gave a wrong
//! result with the unpatched ISL 0.27; each now fails with an error and leaves
//! the context usable.
//!
//! The patches apply to the bundled build only: with `--features system` these
//! tests are left out.
#![cfg(not(feature = "system"))]

use isl_safe::{
    BasicSet, Context, FixedBox, Id, IdList, IdToAstExpr, IdToId, Map, MultiId, PwQpolynomial,
    PwQpolynomialFold, Schedule, ScheduleConstraints, Set, UnionMap, UnionPwQpolynomial, Val,
};
use std::str::FromStr;

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

// 0001: a whole string is one object.
#[test]
fn reading_rejects_tokens_after_the_object() {
    {
        let _c = ctx();
        rejects::<Val>("12abc");
        rejects::<Set>("{ [i] : i >= 0 } }");
        rejects::<Map>("{ [i] -> [i] } garbage");
        assert!(IdToId::read_from_str("{ a: b } x").is_err());
        assert!(IdList::read_from_str("(a, b))").is_err());
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
        let power = shift.fixed_power_val(&exp).unwrap();
        assert_eq!(power.to_string(), "{ [i] -> [65536 + i] }");
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
// before); tested in regressions.rs (code_generation_of_a_bad_guard_below_a_context).

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
        let twice: Schedule =
            "{ domain: \"{ S[i] }\", child: { schedule: \"[{ S[i] -> [(i)] }]\", \
                               coincident: [ 0 ], coincident: [ 1 ] } }"
                .parse()
                .unwrap();
        let band = twice.get_root().unwrap().child(0).unwrap();
        assert!(
            band.band_member_get_coincident(0).unwrap(),
            "the last list counts"
        );
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
        assert!(umap.sample().unwrap().is_empty().unwrap());
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
#[test]
fn preimages_dropping_named_dimensions_keep_names_intact() {
    {
        let _c = ctx();
        let text = "{ [] -> [i0, i1, i2, i3] : i1 <= 1; [] -> [i0, i1 = i0, i2, i3] : \
                    2 <= i0 <= 9 and i3 >= 2 + 10i2 and i3 >= 4 }";
        let map: Map = text.parse().unwrap();
        assert_eq!(map.to_string(), text);
        assert_eq!(map.to_string().parse::<Map>().unwrap(), map);
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
        let err = big.unwrap_err();
        assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Quota), "{err}");
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
        let offset = unbounded
            .get_simple_fixed_box_hull()
            .unwrap()
            .get_offset()
            .unwrap();
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
        let text = format!(
            "{{ domain: \"{{ S[i, j] : -16 <= i, j < 10 }}\", \
               validity: \"{{ S[i, j] -> S[i + 1, j - 1] }}\", \
               proximity: \"{{ S[i, j] -> S[i + 1{}, j - 1{}] }}\" }}",
            "0".repeat(70),
            "0".repeat(120)
        );
        let sc = ScheduleConstraints::read_from_str(&text).unwrap();
        let err = ctx
            .with_max_operations(100_000, || sc.compute_schedule())
            .unwrap_err();
        assert_eq!(err.kind(), Some(isl_safe::ErrorKind::Quota), "{err}");
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
        runs_out_cleanly_at_every_limit(ctx, || Ok(p.to_polynomial(1)?.to_string()));
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

// 0025: a reader at the end of the input pushed a NULL token back, which
// the next read on the same line dereferenced (SIGSEGV before).
#[test]
fn stream_reader_pushes_no_null_token() {
    let (_ctx, _scope) = ctx();
    for text in [
        "{",
        "{ domain: \"{ A[] }\", child: {",
        "domain: \"{ A[] }\"\nchild:\n  ",
    ] {
        let s = isl_safe::Stream::from_text(text).unwrap();
        assert!(s.read_schedule().is_err(), "{text:?}");
        assert!(s.next_token_on_same_line().unwrap().is_none());
        assert!(s.next_token().unwrap().is_none());
        assert!(s.is_empty().unwrap());
    }
    let s = isl_safe::Stream::from_text("{").unwrap();
    assert!(s.read_obj().is_err());
    assert!(s.next_token_on_same_line().unwrap().is_none());
    rejects::<Set>("{");
}
