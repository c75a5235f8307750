//! ISL's `flow_test.sh` and `schedule_test.sh` on our `isl_flow` and
//! `isl_schedule` binaries: every input of ISL's `test_inputs/flow` and
//! `test_inputs/schedule`, run and compared with the expected output the way
//! ISL's `flow_cmp.c` and `schedule_cmp.c` compare them.

// ISL_SRC_DIR (ISL's source tree) is only known for the bundled build.
#![cfg(not(isl_system))]

use isl_safe::{Context, Schedule, UnionMap};
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// flow_test.sh: 35 `.ai` inputs in ISL 0.27.
const FLOW_CASES: usize = 35;
/// schedule_test.sh: 21 `.sc` inputs, each with and without whole components.
const SCHEDULE_CASES: usize = 42;

/// The files of ISL's `test_inputs/{dir}` ending in `.{ext}`, sorted as the shell's glob.
fn inputs(dir: &str, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("ISL_SRC_DIR")).join("test_inputs").join(dir);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

/// Runs `exe args < input`; its stdout if it exits with success.
fn run(exe: &str, args: &[String], input: &Path) -> Result<String, String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let out = Command::new(exe)
        .args(args)
        .stdin(Stdio::from(stdin))
        .output()
        .map_err(|e| format!("{exe}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{exe} {}: {}: {}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| e.to_string())
}

/// The fields of a YAML block mapping as ISL's stream reads them: `key:` at
/// the start of a line (ISL reads the key as an identifier), then the value
/// up to the next such line (continuation lines are indented). Blank lines
/// and `#` comments are skipped.
fn yaml_fields(text: &str) -> Result<Vec<(&str, String)>, String> {
    let mut fields: Vec<(&str, String)> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if line.len() != trimmed.len() {
            let (_, value) = fields.last_mut().ok_or("not a YAML mapping")?;
            value.push('\n');
            value.push_str(line);
            continue;
        }
        let (key, value) = line.split_once(':').ok_or("not a YAML mapping")?;
        let ident = key.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ident {
            return Err(format!("key {key:?} is not an identifier"));
        }
        fields.push((key, value.to_string()));
    }
    if fields.is_empty() {
        return Err("not a YAML mapping".into());
    }
    Ok(fields)
}

/// `read_in_string_templ.c`'s `read_union_map`: a union map given directly
/// or as a (single-line) double-quoted string.
fn read_union_map(value: &str) -> Result<UnionMap, String> {
    let value = value.trim();
    let text = match value.strip_prefix('"') {
        Some(rest) => match rest.split_once('"') {
            Some((inner, tail)) if !inner.contains('\n') && tail.trim().is_empty() => inner,
            _ => return Err(format!("bad string {value:?}")),
        },
        None => value,
    };
    UnionMap::read_from_str(text).map_err(|e| format!("{value:?}: {e}"))
}

/// `flow_cmp.c`: both are YAML mappings of union maps, equal field by field
/// in the same order (keys are read, not compared).
fn flow_cmp(reference: &str, output: &str) -> Result<(), String> {
    let ctx = Context::new().map_err(|e| e.to_string())?;
    let _scope = ctx.enter();
    let fields1 = yaml_fields(reference).map_err(|e| format!("arg1: {e}"))?;
    let fields2 = yaml_fields(output).map_err(|e| format!("arg2: {e}"))?;
    for (i, (key, value1)) in fields1.iter().enumerate() {
        let (_, value2) = fields2.get(i).ok_or("arg2 shorter")?;
        let (umap1, umap2) = (read_union_map(value1)?, read_union_map(value2)?);
        if umap1 != umap2 {
            return Err(format!("field {key} not equal: {umap1} vs {umap2}"));
        }
    }
    if fields2.len() > fields1.len() {
        return Err("arg2 longer".into());
    }
    Ok(())
}

/// `schedule_cmp.c`: both read as schedules, then `isl_schedule_plain_is_equal`.
fn schedule_cmp(reference: &str, output: &str) -> Result<(), String> {
    let ctx = Context::new().map_err(|e| e.to_string())?;
    let _scope = ctx.enter();
    let s1 = Schedule::read_from_str(reference).map_err(|e| format!("arg1: {e}"))?;
    let s2 = Schedule::read_from_str(output).map_err(|e| format!("arg2: {e}"))?;
    match s1.plain_is_equal(&s2) {
        Ok(true) => Ok(()),
        Ok(false) => Err("schedules differ".into()),
        Err(e) => Err(e.to_string()),
    }
}

/// One case: run the tool, compare with the reference; the failure's description.
fn check(
    exe: &str,
    args: &[String],
    input: &Path,
    reference: &Path,
    cmp: fn(&str, &str) -> Result<(), String>,
) -> Result<(), String> {
    let output = run(exe, args, input)?;
    let expected = fs::read_to_string(reference).map_err(|e| format!("{e}"))?;
    cmp(&expected, &output).map_err(|e| format!("{e}\n--- expected\n{expected}--- got\n{output}"))
}

/// flow_test.sh: `isl_flow < X.ai`, compared with `X.flow` by flow_cmp.
#[test]
fn flow_test_inputs() {
    let exe = env!("CARGO_BIN_EXE_isl_flow");
    let mut failures = Vec::new();
    let inputs = inputs("flow", "ai");
    for input in &inputs {
        let reference = input.with_extension("flow");
        if let Err(e) = check(exe, &[], input, &reference, flow_cmp) {
            failures.push(format!("{}: {e}", input.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} flow cases failed:\n{}",
        failures.len(),
        inputs.len(),
        failures.join("\n")
    );
    assert_eq!(inputs.len(), FLOW_CASES);
}

/// The options of a `.sc` file: schedule_test.sh's
/// `grep 'OPTIONS:' | sed 's/.*://'`, split into words by the shell.
fn sc_options(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| line.contains("OPTIONS:"))
        .flat_map(|line| line.rsplit(':').next().unwrap().split_whitespace())
        .map(String::from)
        .collect()
}

/// schedule_test.sh: `isl_schedule $o $options < X.sc` for both values of
/// whole-component, compared with `X.st` by schedule_cmp.
#[test]
fn schedule_test_inputs() {
    let exe = env!("CARGO_BIN_EXE_isl_schedule");
    let mut failures = Vec::new();
    let mut cases = 0;
    for input in inputs("schedule", "sc") {
        let reference = input.with_extension("st");
        let options = sc_options(&fs::read_to_string(&input).unwrap());
        for o in [
            "--schedule-whole-component",
            "--no-schedule-whole-component",
        ] {
            let args: Vec<String> = std::iter::once(o.to_string())
                .chain(options.iter().cloned())
                .collect();
            cases += 1;
            if let Err(e) = check(exe, &args, &input, &reference, schedule_cmp) {
                failures.push(format!("{} {}: {e}", input.display(), args.join(" ")));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {cases} schedule cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(cases, SCHEDULE_CASES);
}

/// The comparisons are not vacuous: they tell different outputs apart.
#[test]
fn comparisons_detect_differences() {
    let read = |dir: &str, name: &str| {
        let path = Path::new(env!("ISL_SRC_DIR"))
            .join("test_inputs")
            .join(dir)
            .join(name);
        fs::read_to_string(path).unwrap()
    };
    let (kill_loop, no_source) = (
        read("flow", "kill_loop.flow"),
        read("flow", "no_source.flow"),
    );
    assert_eq!(flow_cmp(&kill_loop, &kill_loop), Ok(()));
    assert!(flow_cmp(&kill_loop, &no_source)
        .unwrap_err()
        .contains("not equal"));
    let shorter: String = kill_loop
        .lines()
        .take(3)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(flow_cmp(&kill_loop, &shorter), Err("arg2 shorter".into()));
    assert_eq!(flow_cmp(&shorter, &kill_loop), Err("arg2 longer".into()));
    assert!(flow_cmp(&kill_loop, "").is_err());
    let (flat1, flat2) = (read("schedule", "flat1.st"), read("schedule", "flat2.st"));
    assert_eq!(schedule_cmp(&flat1, &flat1), Ok(()));
    assert_eq!(schedule_cmp(&flat1, &flat2), Err("schedules differ".into()));
}

/// The tools fail as ISL's do: unknown options and extra arguments exit 255
/// with isl_arg.c's message; unreadable input exits 1 with ISL's error
/// (`file:line: message`).
#[test]
fn tools_reject_bad_options_and_input() {
    let inputs = Path::new(env!("ISL_SRC_DIR")).join("test_inputs");
    // Each tool with an input of the other one.
    let tools = [
        (
            env!("CARGO_BIN_EXE_isl_flow"),
            "isl_flow",
            "schedule/flat1.sc",
        ),
        (
            env!("CARGO_BIN_EXE_isl_schedule"),
            "isl_schedule",
            "flow/loop.ai",
        ),
    ];
    for (exe, name, wrong_input) in tools {
        for (arg, message) in [
            ("--bogus", "unrecognized option: --bogus"),
            (
                "--schedule-algorithm=fast",
                "unrecognized option: --schedule-algorithm=fast",
            ),
            (
                "--schedule-max-coefficient",
                "unrecognized option: --schedule-max-coefficient",
            ),
            ("extra", "extra argument: extra"),
        ] {
            let out = Command::new(exe)
                .arg(arg)
                .stdin(Stdio::null())
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(255), "{name} {arg}");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(stderr.trim_end(), format!("{name}: {message}"));
        }
        let stdin = File::open(inputs.join(wrong_input)).unwrap();
        let out = Command::new(exe).stdin(stdin).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{name} < {wrong_input}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.ends_with(".c:43: unknown key\n"),
            "{name} < {wrong_input}: {stderr}"
        );
        assert!(out.stdout.is_empty(), "{name} < {wrong_input}");
    }
}
