//! Replays every case of `tools/fuzz/corpus/` in this process: each must run
//! without a panic, with only known operations, and without ISL leaking
//! objects of a context. A reproducer saved by the fuzzer becomes a
//! regression case by copying it into the corpus once the library handles it.

use isl_fuzz::case::Case;
use isl_fuzz::exec::run_case;
use std::path::Path;

#[test]
fn corpus_cases_run_cleanly() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the corpus folder exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "case"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no case in {}", dir.display());
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let case: Case = text
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let limit = isl_fuzz::case::max_ops_in(&text).unwrap_or(0);
        let out = run_case(&case, limit, |_| {});
        assert!(
            out.unknown.is_empty(),
            "{}: unknown operations {:?}",
            file.display(),
            out.unknown
        );
        assert_eq!(out.panic, None, "{}", file.display());
        assert_eq!(
            out.leaked_contexts,
            0,
            "{}: ISL leaked objects",
            file.display()
        );
    }
    assert_eq!(isl_safe::leaked_contexts(), 0);
}

#[test]
fn case_files_round_trip() {
    let text = "# isl-fuzz case\nread_set \"{ [i] : i > 0 }\\n\\\"\\u{e9}\"\nset_fix_si 0 All -1 4294967295\n";
    let case: Case = text.parse().unwrap();
    assert_eq!(case.ops.len(), 2);
    assert_eq!(case.to_string().parse::<Case>().unwrap(), case);
}

#[test]
fn generated_cases_serialise_and_parse_back() {
    let mut gen = isl_fuzz::gen::Gen::new(isl_fuzz::seeds::load(), 7);
    for _ in 0..200 {
        for case in [gen.parse_case(), gen.api_case()] {
            let back: Case = case.to_string().parse().unwrap();
            assert_eq!(back, case);
            for op in &case.ops {
                assert!(isl_fuzz::ops::find(&op.name).is_some(), "{}", op.name);
            }
        }
    }
}
