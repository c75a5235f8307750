#![cfg(not(isl_system))]
//! ISL's `codegen_test.sh` on our `isl_codegen` (src/bin/isl_codegen.rs):
//! every input of ISL's code generation tests, given on standard input with
//! no options, must print its reference `<base>.c` up to `diff -w`.

use std::collections::VecDeque;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The folders and extensions `codegen_test.sh` loops over, in its order,
/// with the number of inputs ISL 0.27 has in each.
const GROUPS: &[(&str, &str, usize)] = &[
    ("", "st", 32),
    ("cloog", "st", 142),
    ("", "in", 35),
    ("omega", "in", 133),
    ("pldi2012", "in", 5),
];

/// One test input and its reference output.
struct Case {
    group: usize,
    input: PathBuf,
    reference: PathBuf,
}

/// The inputs of one group, sorted as the shell's glob would list them.
fn inputs(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    files
}

/// The lines as `diff -w` compares them: all whitespace removed within each
/// line; blank lines stay (as empty lines), and a missing final newline
/// does not matter.
fn diff_w_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect())
        .collect()
}

/// The first lines where `expected` and `actual` differ, for the report.
fn short_diff(expected: &str, actual: &str) -> String {
    let (e, a) = (diff_w_lines(expected), diff_w_lines(actual));
    let first = e.iter().zip(&a).take_while(|(x, y)| x == y).count();
    let (el, al): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let mut out = format!("    first difference at line {}:\n", first + 1);
    for l in el.iter().skip(first).take(5) {
        out += &format!("    - {l}\n");
    }
    if el.len() > first + 5 {
        out += &format!("    - ... ({} more lines)\n", el.len() - first - 5);
    }
    for l in al.iter().skip(first).take(5) {
        out += &format!("    + {l}\n");
    }
    if al.len() > first + 5 {
        out += &format!("    + ... ({} more lines)\n", al.len() - first - 5);
    }
    out
}

/// Runs `isl_codegen` on one case; `Err` describes a mismatch or a failure.
fn run(case: &Case) -> Result<(), String> {
    let input = std::fs::read(&case.input).map_err(|e| format!("cannot read input: {e}"))?;
    let expected = std::fs::read_to_string(&case.reference)
        .map_err(|e| format!("cannot read {}: {e}", case.reference.display()))?;
    let mut child = Command::new(env!("CARGO_BIN_EXE_isl_codegen"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start isl_codegen: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("isl_codegen did not finish: {e}"))?;
    writer
        .join()
        .expect("stdin writer")
        .map_err(|e| format!("cannot write stdin: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "isl_codegen failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let actual = String::from_utf8(output.stdout).map_err(|e| format!("output not UTF-8: {e}"))?;
    if diff_w_lines(&expected) == diff_w_lines(&actual) {
        Ok(())
    } else {
        Err(format!(
            "output differs from {}\n{}",
            case.reference.display(),
            short_diff(&expected, &actual)
        ))
    }
}

#[test]
fn codegen_test_sh() {
    let codegen = Path::new(env!("ISL_SRC_DIR")).join("test_inputs/codegen");
    let mut cases = Vec::new();
    for (group, &(sub, ext, _)) in GROUPS.iter().enumerate() {
        for input in inputs(&codegen.join(sub), ext) {
            // codegen_test.sh: base=`basename $i .st`; out=${base%.in}.c
            let reference = input.with_extension("c");
            cases.push(Case {
                group,
                input,
                reference,
            });
        }
    }

    // The cases are independent processes: run them on every core.
    let start = Instant::now();
    let queue = Mutex::new(cases.iter().collect::<VecDeque<_>>());
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let Some(case) = queue.lock().unwrap().pop_front() else {
                    break;
                };
                let t = Instant::now();
                let result = run(case);
                results.lock().unwrap().push((case, result, t.elapsed()));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by(|a, b| a.0.input.cmp(&b.0.input));

    let mut run_per_group = vec![0; GROUPS.len()];
    let mut passed_per_group = vec![0; GROUPS.len()];
    let mut failures = Vec::new();
    for (case, result, _) in &results {
        run_per_group[case.group] += 1;
        match result {
            Ok(()) => passed_per_group[case.group] += 1,
            Err(why) => failures.push(format!("{}: {why}", case.input.display())),
        }
    }
    let mut summary = String::new();
    for (i, &(sub, ext, _)) in GROUPS.iter().enumerate() {
        let folder = if sub.is_empty() { "codegen" } else { sub };
        summary += &format!(
            "  {folder}/*.{ext}: {}/{} passed\n",
            passed_per_group[i], run_per_group[i]
        );
    }
    let slowest: Vec<String> = {
        let mut by_time: Vec<&(&Case, Result<(), String>, Duration)> = results.iter().collect();
        by_time.sort_by_key(|r| std::cmp::Reverse(r.2));
        by_time
            .iter()
            .take(3)
            .map(|(c, _, t)| format!("{} {:.2?}", c.input.display(), t))
            .collect()
    };
    eprintln!(
        "isl_codegen on {} inputs in {:.2?} ({workers} workers)\n{summary}  slowest: {}",
        results.len(),
        start.elapsed(),
        slowest.join(", ")
    );

    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{summary}\n{}",
        failures.len(),
        results.len(),
        failures.join("\n")
    );
    let expected_counts: Vec<usize> = GROUPS.iter().map(|g| g.2).collect();
    assert_eq!(
        run_per_group, expected_counts,
        "number of inputs per folder changed:\n{summary}"
    );
    assert_eq!(results.len(), 347);
}

#[test]
fn diff_w_semantics() {
    // Whitespace within lines is ignored, blank lines are not, nor is the
    // final newline: as GNU `diff -w`.
    assert_eq!(diff_w_lines("a b\n"), diff_w_lines("ab"));
    assert_eq!(diff_w_lines("  for (x)\t{\r\n"), diff_w_lines("for(x){\n"));
    assert_ne!(diff_w_lines("a\n\nb\n"), diff_w_lines("a\nb\n"));
    assert_ne!(diff_w_lines("a b\n"), diff_w_lines("a\nb\n"));
}
