//! `isl-fuzz`: runs fuzzing campaigns against isl-safe.
//!
//! ```sh
//! cargo run -p isl-fuzz --release -- --seconds 300 --mode both --jobs 1
//! cargo run -p isl-fuzz --release -- --replay tools/fuzz/findings/signal-SIGSEGV_val_mod.case
//! ```
//!
//! The parent generates cases and writes them in batches to a file; a child
//! (this binary with `--child`) runs them one by one, printing a marker line
//! before and after each case (and, when tracing, before each operation).
//! The parent watches the markers, the child's exit status, its resident
//! size and the file its stderr goes to; anything wrong is re-run alone with
//! tracing, deduplicated by signature, minimised and saved.

use isl_fuzz::case::{quote, unquote_str, Arg, Case};
use isl_fuzz::coverage::Coverage;
use isl_fuzz::exec::run_case;
use isl_fuzz::gen::Gen;
use isl_fuzz::generated::Res;
use isl_fuzz::pool::{Pool, Ty};
use isl_fuzz::seeds;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::{self, File};
use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

const USAGE: &str = "\
isl-fuzz: the fuzzer of isl-safe

USAGE:
    isl-fuzz [--seconds N] [--mode parse|api|gen|both|all] [--seed S] [--jobs J]
             [--timeout SECS] [--mem-mb MB] [--max-ops N] [--out DIR]
             [--coverage-out FILE]
    isl-fuzz --mode sweep [--calls N] [--seed S] [--jobs J] [--coverage-out FILE]
             [--coverage-floor FILE] [--min-called PCT] [--min-ok PCT]
    isl-fuzz --replay FILE [--in-process]
    isl-fuzz --replay-batch FILE

OPTIONS:
    --seconds N     campaign length (default 60)
    --mode M        parse: mutated text for every reader; api: random call
                    sequences from the hand-written table; gen: random
                    sequences of the operations generated from every
                    declaration; both (default): parse and api; all: half
                    the time gen, a quarter each parse and api; sweep: every
                    generated operation in turn, --calls times each (ends
                    when done, not after --seconds)
    --calls N       sweep: calls of each operation (default 16)
    --coverage-out FILE
                    write the coverage of the generated operations (a
                    Markdown report: per declaration, called, Ok, never Ok
                    and why) to FILE
    --coverage-floor FILE
                    sweep: fail if a declaration is never called or never
                    Ok that FILE (a report written before) does not list
    --min-called PCT, --min-ok PCT
                    sweep: fail below these shares of declarations called
                    and with an Ok result (default 0)
    --seed S        random seed (default: from the clock)
    --jobs J        parallel workers, one child process each (default 1)
    --timeout SECS  per-case CPU-time limit before a case counts as a hang
                    (default 5; a case blocked for six times as long counts too)
    --mem-mb MB     resident-size limit of a child (default 2048)
    --max-ops N     ISL operation limit per context in API cases, 0 for none
                    (default 100000; parser cases always run without one)
    --out DIR       where findings go (default tools/fuzz/findings)
    --replay FILE   run one case file in a child process and report
    --in-process    with --replay: run in this process instead
    --replay-batch FILE
                    run the cases of a batch file (an unconfirmed finding's
                    cases, separated by `%%` lines) one after the other in
                    one child process, as the campaign did, and report
";

/// Options of a campaign.
#[derive(Clone)]
struct Opts {
    seconds: u64,
    mode: String,
    seed: u64,
    jobs: usize,
    timeout: Duration,
    mem_bytes: u64,
    max_ops: u64,
    out: PathBuf,
    calls: usize,
    coverage_out: Option<PathBuf>,
    coverage_floor: Option<PathBuf>,
    min_called: f64,
    min_ok: f64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--child") {
        return child_main(&args[1..]);
    }
    let result = parent_main(&args);
    let _ = fs::remove_dir_all(scratch_dir());
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("isl-fuzz: {e}");
            ExitCode::from(2)
        }
    }
}

fn value<'a>(args: &'a [String], i: &mut usize, flag: &str) -> Result<&'a str, String> {
    *i += 1;
    args.get(*i)
        .map(String::as_str)
        .ok_or_else(|| format!("{flag} needs a value"))
}

/// The operation limit of API cases unless `--max-ops` says otherwise.
const DEFAULT_MAX_OPS: u64 = 100_000;

fn parent_main(args: &[String]) -> Result<ExitCode, String> {
    let mut opts = Opts {
        seconds: 60,
        mode: "both".into(),
        seed: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1),
        jobs: 1,
        timeout: Duration::from_secs(5),
        mem_bytes: 2048 << 20,
        max_ops: DEFAULT_MAX_OPS,
        out: Path::new(env!("CARGO_MANIFEST_DIR")).join("findings"),
        calls: 16,
        coverage_out: None,
        coverage_floor: None,
        min_called: 0.0,
        min_ok: 0.0,
    };
    let mut replay = None;
    let mut replay_batch = None;
    let mut in_process = false;
    let mut i = 0;
    while i < args.len() {
        let num = |s: &str| s.parse::<u64>().map_err(|e| format!("{s}: {e}"));
        match args[i].as_str() {
            "--seconds" => opts.seconds = num(value(args, &mut i, "--seconds")?)?,
            "--mode" => opts.mode = value(args, &mut i, "--mode")?.to_string(),
            "--seed" => opts.seed = num(value(args, &mut i, "--seed")?)?,
            "--jobs" => opts.jobs = num(value(args, &mut i, "--jobs")?)?.max(1) as usize,
            "--timeout" => {
                opts.timeout = Duration::from_secs(num(value(args, &mut i, "--timeout")?)?)
            }
            "--mem-mb" => opts.mem_bytes = num(value(args, &mut i, "--mem-mb")?)? << 20,
            "--max-ops" => opts.max_ops = num(value(args, &mut i, "--max-ops")?)?,
            "--out" => opts.out = PathBuf::from(value(args, &mut i, "--out")?),
            "--calls" => opts.calls = num(value(args, &mut i, "--calls")?)?.max(1) as usize,
            "--coverage-out" => {
                opts.coverage_out = Some(PathBuf::from(value(args, &mut i, "--coverage-out")?))
            }
            "--coverage-floor" => {
                opts.coverage_floor = Some(PathBuf::from(value(args, &mut i, "--coverage-floor")?))
            }
            "--min-called" => {
                let v = value(args, &mut i, "--min-called")?;
                opts.min_called = v.parse().map_err(|e| format!("{v}: {e}"))?
            }
            "--min-ok" => {
                let v = value(args, &mut i, "--min-ok")?;
                opts.min_ok = v.parse().map_err(|e| format!("{v}: {e}"))?
            }
            "--replay" => replay = Some(PathBuf::from(value(args, &mut i, "--replay")?)),
            "--replay-batch" => {
                replay_batch = Some(PathBuf::from(value(args, &mut i, "--replay-batch")?))
            }
            "--in-process" => in_process = true,
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(ExitCode::SUCCESS);
            }
            other => return Err(format!("unknown argument {other:?}\n\n{USAGE}")),
        }
        i += 1;
    }
    if !["parse", "api", "gen", "both", "all", "sweep"].contains(&opts.mode.as_str()) {
        return Err(format!("unknown mode {:?}", opts.mode));
    }
    if let Some(file) = replay {
        return replay_main(&file, in_process, &opts);
    }
    if let Some(file) = replay_batch {
        return replay_batch_main(&file, &opts);
    }
    if opts.mode == "sweep" {
        return sweep(&opts);
    }
    campaign(&opts)
}

// ---------------------------------------------------------------------------
// The child.

fn child_main(args: &[String]) -> ExitCode {
    let mut batch = None;
    let mut stderr_file = None;
    let mut trace = false;
    let mut repeat = 1u32;
    let mut max_ops = 0u64;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--batch" => batch = args.get(i + 1).cloned(),
            "--stderr-file" => stderr_file = args.get(i + 1).cloned(),
            "--repeat" => repeat = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(1),
            "--max-ops" => max_ops = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(0),
            "--trace" => {
                trace = true;
                i += 1;
                continue;
            }
            _ => {}
        }
        i += 2;
    }
    // Panics are reported on stdout; stderr is kept for the library alone.
    std::panic::set_hook(Box::new(|_| {}));
    let Some(text) = batch.and_then(|b| fs::read_to_string(b).ok()) else {
        return ExitCode::from(3);
    };
    let cases: Vec<Case> = split_batch(&text)
        .iter()
        .map(|t| t.parse().unwrap_or_default())
        .collect();
    let err_len = || {
        stderr_file
            .as_ref()
            .and_then(|p| fs::metadata(p).ok())
            .map_or(0, |m| m.len())
    };
    let out = std::io::stdout();
    let say = |line: String| {
        let mut o = out.lock();
        let _ = writeln!(o, "{line}");
        let _ = o.flush();
    };
    let mut seen_err: HashSet<usize> = HashSet::new();
    for (idx, case) in cases.iter().enumerate() {
        for _ in 0..repeat {
            say(format!("B {idx}"));
            let mut seen = err_len();
            let start = seen;
            let outcome = run_case(case, max_ops, |k| {
                if trace {
                    let now = err_len();
                    if now > seen && k > 0 {
                        say(format!("SO {idx} {}", k - 1));
                        seen = now;
                    }
                    say(format!("O {idx} {k}"));
                }
            });
            let now = err_len();
            if trace && now > seen {
                say(format!("SO {idx} {}", case.ops.len().saturating_sub(1)));
            }
            if let Some((k, msg)) = &outcome.panic {
                say(format!("P {idx} {k} {}", quote(msg)));
            }
            // What the generated operations gave: per operation, the
            // number of `Ok` and `Err` results; the first message of each
            // operation's errors in this child.
            if !outcome.results.is_empty() {
                let mut counts: BTreeMap<usize, (u32, u32, u32)> = BTreeMap::new();
                for (g, res) in &outcome.results {
                    let c = counts.entry(*g).or_default();
                    match res {
                        Res::Ok => c.0 += 1,
                        Res::Err(msg) => {
                            c.1 += 1;
                            if msg.contains(isl_fuzz::coverage::SILENT) {
                                c.2 += 1;
                            }
                            if seen_err.insert(*g) {
                                say(format!("M {g} {}", quote(msg)));
                            }
                        }
                    }
                }
                let items: Vec<String> = counts
                    .iter()
                    .map(|(g, (o, e, q))| format!("{g}:{o}:{e}:{q}"))
                    .collect();
                say(format!("R {idx} {}", items.join(" ")));
            }
            if outcome.leaked_contexts > 0 {
                say(format!("L {idx} {}", outcome.leaked_contexts));
            }
            if now > start {
                say(format!("S {idx} {}", now - start));
            }
            say(format!("E {idx} {}", rss_of("self")));
        }
    }
    ExitCode::SUCCESS
}

fn split_batch(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        if line == "%%" {
            out.push(String::new());
        } else if let Some(last) = out.last_mut() {
            last.push_str(line);
            last.push('\n');
        }
    }
    if out.last().is_some_and(|s| s.is_empty()) {
        out.pop();
    }
    out
}

/// The resident size of a process in bytes (`self` or a pid), 0 if unknown.
fn rss_of(pid: &str) -> u64 {
    fs::read_to_string(format!("/proc/{pid}/statm"))
        .ok()
        .and_then(|s| {
            s.split_whitespace()
                .nth(1)
                .and_then(|v| v.parse::<u64>().ok())
        })
        .map_or(0, |pages| pages * 4096)
}

/// CPU time (user + system) the process has used, in seconds; 0 when it is gone.
///
/// Hangs are judged on CPU time rather than wall time: a case that waits for a
/// core while a build runs beside the fuzzer has not hung. `/proc/<pid>/stat`
/// counts in `USER_HZ` ticks, which Linux fixes at 100 for user space.
fn cpu_of(pid: &str) -> f64 {
    fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            // Fields after the command name (which may hold spaces) start at
            // field 3; utime and stime are fields 14 and 15.
            let rest = &s[s.rfind(')')? + 2..];
            let mut f = rest.split_whitespace().skip(11);
            let utime: u64 = f.next()?.parse().ok()?;
            let stime: u64 = f.next()?.parse().ok()?;
            Some((utime + stime) as f64 / 100.0)
        })
        .unwrap_or(0.0)
}

// ---------------------------------------------------------------------------
// Running batches in a child.

/// What went wrong with a case.
#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Signal(i32),
    Exit(i32),
    Hang,
    Memory,
    Panic(String),
    Stderr,
    LeakedContext,
    RssGrowth,
}

impl Kind {
    fn tag(&self) -> String {
        match self {
            Kind::Signal(s) => format!("signal-{}", signal_name(*s)),
            Kind::Exit(c) => format!("exit-{c}"),
            Kind::Hang => "hang".into(),
            Kind::Memory => "memory".into(),
            Kind::Panic(_) => "panic".into(),
            Kind::Stderr => "stderr".into(),
            Kind::LeakedContext => "leaked-context".into(),
            Kind::RssGrowth => "rss-growth".into(),
        }
    }
}

fn signal_name(s: i32) -> String {
    match s {
        4 => "SIGILL".into(),
        5 => "SIGTRAP".into(),
        6 => "SIGABRT".into(),
        7 => "SIGBUS".into(),
        8 => "SIGFPE".into(),
        9 => "SIGKILL".into(),
        11 => "SIGSEGV".into(),
        13 => "SIGPIPE".into(),
        15 => "SIGTERM".into(),
        24 => "SIGXCPU".into(),
        31 => "SIGSYS".into(),
        n => format!("SIG{n}"),
    }
}

/// A failure of case `idx` of a batch, at operation `op` when known.
#[derive(Clone, Debug)]
struct Failure {
    idx: usize,
    kind: Kind,
    op: Option<usize>,
}

/// What a batch showed.
#[derive(Default)]
struct BatchResult {
    /// Cases that ran to their end marker.
    completed: usize,
    failures: Vec<Failure>,
    /// Resident size after each completed case (in run order).
    rss: Vec<(usize, u64)>,
    /// The start of the child's stderr.
    stderr: String,
    /// What the generated operations gave.
    coverage: Coverage,
}

static RUN_ID: AtomicU64 = AtomicU64::new(0);

/// The folder holding this process's batch and stderr files.
fn scratch_dir() -> PathBuf {
    std::env::temp_dir().join(format!("isl-fuzz-{}", std::process::id()))
}

fn run_batch(cases: &[Case], opts: &Opts, trace: bool, repeat: u32) -> BatchResult {
    let mut res = BatchResult::default();
    let id = RUN_ID.fetch_add(1, Ordering::Relaxed);
    let dir = scratch_dir();
    let _ = fs::create_dir_all(&dir);
    let batch_path = dir.join(format!("batch-{id}.txt"));
    let err_path = dir.join(format!("stderr-{id}.txt"));
    let text: Vec<String> = cases.iter().map(|c| c.to_string()).collect();
    if fs::write(&batch_path, text.join("%%\n")).is_err() {
        return res;
    }
    let Ok(err_file) = File::create(&err_path) else {
        return res;
    };
    let Ok(exe) = std::env::current_exe() else {
        return res;
    };
    let mut cmd = Command::new(exe);
    cmd.arg("--child")
        .arg("--batch")
        .arg(&batch_path)
        .arg("--stderr-file")
        .arg(&err_path)
        .arg("--repeat")
        .arg(repeat.to_string())
        .arg("--max-ops")
        .arg(opts.max_ops.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::from(err_file));
    if trace {
        cmd.arg("--trace");
    }
    let Ok(mut child) = cmd.spawn() else {
        return res;
    };
    let pid = child.id().to_string();
    let (tx, rx) = mpsc::channel::<String>();
    let stdout = child.stdout.take();
    let reader = std::thread::spawn(move || {
        if let Some(out) = stdout {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        }
    });
    // The case running: its index, when it began, and the child's CPU time then.
    let mut current: Option<(usize, Instant, f64)> = None;
    let mut last_op: HashMap<usize, usize> = HashMap::new();
    let mut killed: Option<Kind> = None;
    loop {
        match rx.recv_timeout(Duration::from_millis(20)) {
            Ok(line) => {
                let mut w = line.splitn(4, ' ');
                let tag = w.next().unwrap_or("");
                let idx: usize = w.next().and_then(|s| s.parse().ok()).unwrap_or(0);
                let third = w.next().unwrap_or("");
                match tag {
                    "B" => current = Some((idx, Instant::now(), cpu_of(&pid))),
                    "E" => {
                        current = None;
                        res.completed += 1;
                        res.rss.push((idx, third.parse().unwrap_or(0)));
                    }
                    "O" => {
                        last_op.insert(idx, third.parse().unwrap_or(0));
                    }
                    "R" => {
                        let rest = w.next().unwrap_or("");
                        res.coverage.add_line(&format!("{third} {rest}"));
                    }
                    "M" => {
                        // `M <operation> <message>`: `idx` is the operation.
                        let msg = line.splitn(3, ' ').nth(2).and_then(unquote_str);
                        res.coverage.note_error(idx, &msg.unwrap_or_default());
                    }
                    "P" => {
                        let msg = w.next().and_then(unquote_str).unwrap_or_default();
                        res.failures.push(Failure {
                            idx,
                            kind: Kind::Panic(msg),
                            op: third.parse().ok(),
                        });
                    }
                    "L" => res.failures.push(Failure {
                        idx,
                        kind: Kind::LeakedContext,
                        op: None,
                    }),
                    "S" => res.failures.push(Failure {
                        idx,
                        kind: Kind::Stderr,
                        op: None,
                    }),
                    "SO" => {
                        // The operation that wrote to stderr, when tracing.
                        let k = third.parse().ok();
                        if let Some(f) = res
                            .failures
                            .iter_mut()
                            .find(|f| f.idx == idx && f.kind == Kind::Stderr)
                        {
                            f.op = f.op.or(k);
                        } else {
                            res.failures.push(Failure {
                                idx,
                                kind: Kind::Stderr,
                                op: k,
                            });
                        }
                    }
                    _ => {}
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Some((_, start, cpu)) = current {
                    // Over the limit in CPU time, or blocked (not computing)
                    // for six times the limit.
                    let wall = start.elapsed();
                    if wall > opts.timeout
                        && (cpu_of(&pid) - cpu > opts.timeout.as_secs_f64()
                            || wall > opts.timeout * 6)
                    {
                        killed = Some(Kind::Hang);
                    }
                }
                if rss_of(&pid) > opts.mem_bytes {
                    killed = Some(Kind::Memory);
                }
                if killed.is_some() {
                    let _ = child.kill();
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let status = child.wait();
    let _ = reader.join();
    // Lines still queued (a failure is reported before its end marker).
    let at = current.map(|(i, _, _)| i);
    let kind = match (killed, status) {
        (Some(k), _) => Some(k),
        (None, Ok(st)) => match (st.signal(), st.code()) {
            (Some(sig), _) => Some(Kind::Signal(sig)),
            (None, Some(0)) => None,
            (None, Some(c)) => Some(Kind::Exit(c)),
            (None, None) => None,
        },
        (None, Err(_)) => None,
    };
    if let Some(kind) = kind {
        // A crash between cases is blamed on the last case started.
        let idx = at.unwrap_or_else(|| res.rss.last().map_or(0, |r| r.0));
        res.failures.push(Failure {
            idx,
            kind,
            op: last_op.get(&idx).copied(),
        });
    }
    // Trace markers give the operation of every failure.
    for f in res.failures.iter_mut() {
        if f.op.is_none() {
            f.op = last_op.get(&f.idx).copied();
        }
    }
    res.stderr = fs::read(&err_path)
        .map(|b| String::from_utf8_lossy(&b[..b.len().min(4096)]).into_owned())
        .unwrap_or_default();
    let _ = fs::remove_file(&batch_path);
    let _ = fs::remove_file(&err_path);
    res
}

// ---------------------------------------------------------------------------
// Signatures, confirmation, minimisation.

fn signature(case: &Case, f: &Failure) -> String {
    let op =
        f.op.and_then(|k| case.ops.get(k))
            .map_or("teardown", |o| o.name.as_str());
    format!("{}:{op}", f.kind.tag())
}

/// Runs `case` alone with tracing; its failures with their signatures.
fn check(case: &Case, opts: &Opts) -> (Vec<(String, Failure)>, String) {
    let res = run_batch(std::slice::from_ref(case), opts, true, 1);
    let sigs = res
        .failures
        .iter()
        .map(|f| (signature(case, f), f.clone()))
        .collect();
    (sigs, res.stderr)
}

fn reproduces(case: &Case, sig: &str, opts: &Opts) -> bool {
    check(case, opts).0.iter().any(|(s, _)| s == sig)
}

/// Removes chunks of `items` (halves first, then smaller) while `test`
/// still holds, within `budget` calls of `test`; the last item stays when
/// `keep_last` is set.
fn ddmin<T: Clone>(
    mut items: Vec<T>,
    keep_last: bool,
    budget: &mut usize,
    mut test: impl FnMut(&[T]) -> bool,
) -> Vec<T> {
    let fixed = usize::from(keep_last);
    let mut chunk = (items.len().saturating_sub(fixed) / 2).max(1);
    loop {
        let mut start = 0;
        let mut changed = false;
        while start + fixed < items.len() && *budget > 0 {
            let end = (start + chunk).min(items.len() - fixed);
            if end <= start {
                break;
            }
            let mut cand = items.clone();
            cand.drain(start..end);
            *budget -= 1;
            if test(&cand) {
                items = cand;
                changed = true;
            } else {
                start += chunk;
            }
        }
        if *budget == 0 || (chunk == 1 && !changed) {
            return items;
        }
        if !changed {
            chunk = (chunk / 2).max(1);
        }
    }
}

/// Shrinks `case` while it still fails with `sig`, within a budget of runs.
fn minimise(case: &Case, sig: &str, kind: &Kind, op: Option<usize>, opts: &Opts) -> Case {
    let mut best = case.clone();
    // Hangs and memory blow-ups are slow to re-run: fewer, shorter runs.
    let mut opts = opts.clone();
    let mut budget = match kind {
        Kind::Hang | Kind::Memory => {
            opts.timeout = opts.timeout.min(Duration::from_secs(2));
            12
        }
        _ => 300,
    };
    // Operations after the failing one are not needed.
    if let Some(k) = op {
        if k + 1 < best.ops.len() {
            let mut t = best.clone();
            t.ops.truncate(k + 1);
            if reproduces(&t, sig, &opts) {
                best = t;
            }
        }
    }
    // Drop operations, keeping the failing (last) one.
    let ops = ddmin(best.ops.clone(), true, &mut budget, |ops| {
        reproduces(&Case { ops: ops.to_vec() }, sig, &opts)
    });
    best.ops = ops;
    // Shrink string arguments.
    for k in 0..best.ops.len() {
        for a in 0..best.ops[k].args.len() {
            let Arg::Str(s) = &best.ops[k].args[a] else {
                continue;
            };
            let chars: Vec<char> = s.chars().collect();
            let base = best.clone();
            let small = ddmin(chars, false, &mut budget, |cand| {
                let mut t = base.clone();
                t.ops[k].args[a] = Arg::Str(cand.iter().collect());
                reproduces(&t, sig, &opts)
            });
            best.ops[k].args[a] = Arg::Str(small.iter().collect());
        }
    }
    best
}

// ---------------------------------------------------------------------------
// Campaigns.

#[derive(Default)]
struct ModeStats {
    cases: u64,
    time: Duration,
}

struct FindingRec {
    count: u64,
    file: PathBuf,
    ops: usize,
}

#[derive(Default)]
struct State {
    modes: BTreeMap<String, ModeStats>,
    op_counts: BTreeMap<String, u64>,
    findings: BTreeMap<String, FindingRec>,
    unconfirmed: BTreeMap<String, u64>,
    /// Readers' inputs that ran past the time limit without an operation
    /// limit but finish under the default one, by signature: work the limit
    /// bounds, as the README says, not hangs.
    bounded: BTreeMap<String, u64>,
    coverage: Coverage,
}

fn sanitize(sig: &str) -> String {
    sig.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

fn save_finding(
    state: &Arc<Mutex<State>>,
    opts: &Opts,
    sig: &str,
    case: &Case,
    kind: &Kind,
    stderr: &str,
) {
    // The limit the case ran under, 0 (none) included: a replay without
    // the header runs under the default limit, where a reader's slow input
    // may finish in time.
    let mut header = format!("# signature: {sig}\n# max-ops: {}\n", opts.max_ops);
    if let Kind::Panic(msg) = kind {
        header.push_str(&format!("# panic: {}\n", quote(msg)));
    }
    for line in stderr.lines().take(8) {
        header.push_str(&format!("# stderr: {line}\n"));
    }
    let _ = fs::create_dir_all(&opts.out);
    let file = opts.out.join(format!("{}.case", sanitize(sig)));
    let _ = fs::write(&file, format!("{header}{case}"));
    if let Ok(mut st) = state.lock() {
        st.findings.insert(
            sig.to_string(),
            FindingRec {
                count: 1,
                file: file.clone(),
                ops: case.ops.len(),
            },
        );
    }
    println!("finding {sig}: {}", file.display());
}

/// Confirms a suspect case alone, then records it if its signature is new.
fn handle_suspect(
    state: &Arc<Mutex<State>>,
    opts: &Opts,
    batch: &[Case],
    case: &Case,
    first: &Failure,
) {
    let (found, stderr) = check(case, opts);
    // A parser case runs without a limit; one that takes too long there is a
    // hang only if the default limit does not stop it either.
    if opts.max_ops == 0 && first.kind == Kind::Hang {
        let mut limited = opts.clone();
        limited.max_ops = DEFAULT_MAX_OPS;
        let (under_limit, _) = check(case, &limited);
        if !under_limit.iter().any(|(_, f)| f.kind == Kind::Hang) {
            if let Some((sig, _)) = found.first() {
                if let Ok(mut st) = state.lock() {
                    *st.bounded.entry(sig.clone()).or_default() += 1;
                }
            }
            return;
        }
    }
    let Some((sig, f)) = found
        .iter()
        .find(|(_, f)| std::mem::discriminant(&f.kind) == std::mem::discriminant(&first.kind))
        .or(found.first())
        .cloned()
    else {
        // The case failed only after the ones before it in the same child
        // (an earlier case may have corrupted the heap): keep them all, in
        // order, for `--replay-batch`.
        let n = state.lock().map_or(0, |mut st| {
            let n = st.unconfirmed.entry(first.kind.tag()).or_default();
            *n += 1;
            *n
        });
        let upto = batch.len().min(first.idx + 1);
        let text: Vec<String> = batch[..upto].iter().map(|c| c.to_string()).collect();
        let _ = fs::create_dir_all(&opts.out);
        let file = opts.out.join(format!(
            "unconfirmed-{}-{n}.batch",
            sanitize(&first.kind.tag())
        ));
        let header = format!("# max-ops: {}\n", opts.max_ops);
        let _ = fs::write(&file, header + &text.join("%%\n"));
        println!(
            "not reproduced alone: {} (the batch: {})",
            first.kind.tag(),
            file.display()
        );
        return;
    };
    {
        let Ok(mut st) = state.lock() else { return };
        if let Some(rec) = st.findings.get_mut(&sig) {
            rec.count += 1;
            return;
        }
        // Claim the signature while minimising.
        st.findings.insert(
            sig.clone(),
            FindingRec {
                count: 1,
                file: PathBuf::new(),
                ops: case.ops.len(),
            },
        );
    }
    let small = minimise(case, &sig, &f.kind, f.op, opts);
    let (_, small_err) = check(&small, opts);
    let err = if small_err.is_empty() {
        stderr
    } else {
        small_err
    };
    save_finding(state, opts, &sig, &small, &f.kind, &err);
}

/// How often `check_growth` runs a case, and how many of the first runs it
/// leaves out: the allocator keeps what the first run freed (a case that
/// allocates hundreds of megabytes at once leaves the size there), which is
/// growth once, not a leak.
const GROWTH_RUNS: usize = 44;
const GROWTH_WARM_UP: usize = 2;

/// Repeats a case whose run grew the child's resident size; a steady
/// growth over the repetitions is a leak (see [`steady_growth`]).
fn check_growth(state: &Arc<Mutex<State>>, opts: &Opts, case: &Case) {
    let res = run_batch(std::slice::from_ref(case), opts, false, GROWTH_RUNS as u32);
    if res.rss.len() < GROWTH_RUNS {
        return;
    }
    let sizes: Vec<u64> = res.rss[GROWTH_WARM_UP..].iter().map(|r| r.1).collect();
    if steady_growth(&sizes) {
        let sig = format!(
            "rss-growth:{}",
            case.ops.last().map_or("none", |o| o.name.as_str())
        );
        let known = state
            .lock()
            .map(|st| st.findings.contains_key(&sig))
            .unwrap_or(true);
        if !known {
            save_finding(state, opts, &sig, case, &Kind::RssGrowth, "");
        }
    }
}

/// Whether the resident sizes after each run of one case (the warm-up left
/// out) grow steadily: every size of the last third of the runs is above
/// every size of the first third by 4 MiB (a leak of a third of a megabyte
/// a run shows), the middle third's smallest is above the first's, and the
/// growth is more than a tenth (at least 8 MiB). Every size, not one sample
/// of each third: a case that builds objects of tens of megabytes leaves
/// the allocator's size swinging by as much from run to run (fragmentation,
/// not a leak), while a leak lifts the whole range.
fn steady_growth(sizes: &[u64]) -> bool {
    let third = sizes.len() / 3;
    if third == 0 {
        return false;
    }
    let (early, rest) = sizes.split_at(third);
    let (mid, late) = rest.split_at(rest.len() - third);
    let min = |s: &[u64]| s.iter().copied().min().unwrap_or(0);
    let max = |s: &[u64]| s.iter().copied().max().unwrap_or(0);
    let step = 4 << 20;
    min(late) > max(early) + step
        && min(mid) > min(early)
        && min(late) > min(early) + (min(early) / 10).max(8 << 20)
}

fn worker(state: Arc<Mutex<State>>, opts: Opts, job: usize, deadline: Instant) {
    let seeds = seeds::load();
    let mut gen = Gen::new(seeds, opts.seed.wrapping_add(job as u64 * 0x1000_0001));
    let mut turn = job;
    while Instant::now() < deadline {
        turn += 1;
        let mode = match opts.mode.as_str() {
            "both" if turn % 2 == 0 => "parse",
            "both" => "api",
            // Half of the time on generated operations, a quarter each on
            // the readers and the hand-written table: the mode furthest
            // behind its share runs next.
            "all" => {
                let time =
                    |st: &State, m: &str| st.modes.get(m).map_or(0.0, |t| t.time.as_secs_f64());
                let st = state.lock().map_err(|e| e.to_string());
                match st {
                    Ok(st) => {
                        let (g, p, a) = (time(&st, "gen"), time(&st, "parse"), time(&st, "api"));
                        if g <= p + a {
                            "gen"
                        } else if p <= a {
                            "parse"
                        } else {
                            "api"
                        }
                    }
                    Err(_) => ["parse", "gen", "api", "gen"][turn % 4],
                }
            }
            m => m,
        };
        let (n, mut batch_opts) = if mode == "parse" {
            (200, opts.clone())
        } else {
            (50, opts.clone())
        };
        if mode == "parse" {
            batch_opts.max_ops = 0;
        }
        let cases: Vec<Case> = (0..n)
            .map(|_| match mode {
                "parse" => gen.parse_case(),
                "gen" => gen.gen_case(),
                _ => gen.api_case(),
            })
            .collect();
        let start = Instant::now();
        let res = run_batch(&cases, &batch_opts, false, 1);
        let elapsed = start.elapsed();
        let ran = (res.completed + usize::from(!res.failures.is_empty())).min(cases.len());
        if let Ok(mut st) = state.lock() {
            st.coverage.merge(&res.coverage);
            let m = st.modes.entry(mode.to_string()).or_default();
            m.cases += ran as u64;
            m.time += elapsed;
            for c in cases.iter().take(ran) {
                let mut names: Vec<&str> = c.ops.iter().map(|o| o.name.as_str()).collect();
                names.sort_unstable();
                names.dedup();
                for name in names {
                    *st.op_counts.entry(name.to_string()).or_default() += 1;
                }
            }
        }
        let mut seen = Vec::new();
        for f in &res.failures {
            if seen.contains(&f.idx) {
                continue;
            }
            seen.push(f.idx);
            if let Some(case) = cases.get(f.idx) {
                handle_suspect(&state, &batch_opts, &cases, case, f);
            }
        }
        // The case after which the resident size jumped most, if by a lot.
        let mut worst = None;
        for w in res.rss.windows(2).skip(4) {
            let grow = w[1].1.saturating_sub(w[0].1);
            if grow > (32 << 20) && worst.is_none_or(|(_, g)| grow > g) {
                worst = Some((w[1].0, grow));
            }
        }
        if let Some((idx, _)) = worst {
            if let Some(case) = cases.get(idx) {
                check_growth(&state, &batch_opts, case);
            }
        }
    }
}

fn campaign(opts: &Opts) -> Result<ExitCode, String> {
    let seeds = seeds::load();
    println!(
        "isl-fuzz: mode {}, {} s, seed {}, {} job(s), {} seeds, {} operations; findings in {}",
        opts.mode,
        opts.seconds,
        opts.seed,
        opts.jobs,
        seeds.len(),
        isl_fuzz::ops::table().len(),
        opts.out.display()
    );
    let state = Arc::new(Mutex::new(State::default()));
    let deadline = Instant::now() + Duration::from_secs(opts.seconds);
    std::thread::scope(|s| {
        for job in 0..opts.jobs {
            let state = Arc::clone(&state);
            let opts = opts.clone();
            s.spawn(move || worker(state, opts, job, deadline));
        }
    });
    let st = state.lock().map_err(|e| e.to_string())?;
    println!("\n== operations (cases containing each) ==");
    let mut line = String::new();
    for (name, n) in &st.op_counts {
        let item = format!("{name}={n}  ");
        if line.len() + item.len() > 110 {
            println!("{}", line.trim_end());
            line.clear();
        }
        line.push_str(&item);
    }
    println!("{}", line.trim_end());
    println!("\n== modes ==");
    for (mode, m) in &st.modes {
        let secs = m.time.as_secs_f64().max(1e-9);
        println!(
            "{mode}: {} cases in {:.1} s of child time, {:.0} cases/s",
            m.cases,
            secs,
            m.cases as f64 / secs
        );
    }
    if !st.coverage.ops.is_empty() {
        report_coverage(&st.coverage, opts, "Coverage of a campaign")?;
    }
    if !st.unconfirmed.is_empty() {
        println!("\n== not reproduced alone ==");
        for (k, n) in &st.unconfirmed {
            println!("{k}: {n}");
        }
    }
    if !st.bounded.is_empty() {
        println!("\n== slow without an operation limit, bounded by the default one (not hangs) ==");
        for (sig, n) in &st.bounded {
            println!("{sig}: {n}");
        }
    }
    println!("\n== findings: {} ==", st.findings.len());
    for (sig, rec) in &st.findings {
        println!(
            "{sig}  (seen {}x, {} op(s))  {}",
            rec.count,
            rec.ops,
            rec.file.display()
        );
    }
    Ok(if st.findings.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// How many shapes the pool makes of each type (made here, in this process).
fn shape_counts() -> BTreeMap<Ty, usize> {
    let mut out = BTreeMap::new();
    let Ok(ctx) = isl_safe::Context::new() else {
        return out;
    };
    let _scope = ctx.enter();
    let mut pool = Pool {
        ctx: Some(ctx.clone()),
        ..Pool::default()
    };
    for &t in Ty::ALL {
        pool.fill_by_tag(t);
        out.insert(t, pool.shapes_of(t));
    }
    out
}

/// Prints the coverage summary and the least-called declarations, and
/// writes the report if asked; the summary.
fn report_coverage(
    cov: &Coverage,
    opts: &Opts,
    title: &str,
) -> Result<isl_fuzz::coverage::Summary, String> {
    let shapes = shape_counts();
    let sum = isl_fuzz::coverage::summarize(cov, &shapes, title);
    println!(
        "\n== coverage of the generated operations ==\n{} declarations: {} called ({:.1}%), {} with an Ok result ({:.1}%)",
        sum.decls,
        sum.called,
        sum.called_pct(),
        sum.ok,
        sum.ok_pct()
    );
    println!("least called:");
    for (name, calls) in isl_fuzz::coverage::least_called(cov, 10) {
        println!("  {name}: {calls}");
    }
    if let Some(path) = &opts.coverage_out {
        fs::write(path, &sum.text).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("report: {}", path.display());
    }
    Ok(sum)
}

/// Runs every generated operation in turn (`--calls` times each, with
/// arguments seeded by the operation alone), in child processes, and reports
/// what each declaration gave; fails on any finding and when coverage falls
/// below the floor.
/// The readers the DSL does not declare (they read a `FILE *`), which the
/// sweep also runs, with and without a small operation limit.
const HAND_WRITTEN_READERS: &[&str] = &["read_union_access_info"];

fn sweep(opts: &Opts) -> Result<ExitCode, String> {
    let table = isl_fuzz::generated::table();
    println!(
        "isl-fuzz: sweep of {} generated operations, {} call(s) each, seed {}, {} job(s); findings in {}",
        table.len(),
        opts.calls,
        opts.seed,
        opts.jobs,
        opts.out.display()
    );
    let state = Arc::new(Mutex::new(State::default()));
    let next = Arc::new(AtomicU64::new(0));
    let start = Instant::now();
    const BATCH: usize = 64;
    // An operation's calls come in cases of at most `PART` calls, each with
    // a pool of its own: results of earlier calls feed later ones, and a
    // chain of growing results (a map's domain map of its domain map, ...)
    // stays within a case's time limit.
    const PART: usize = 16;
    let parts = opts.calls.div_ceil(PART);
    // Each reader of text also runs a part under a small operation limit
    // (`Err`: the hand-written readers), where ISL's token buffer runs out.
    let limited = parts;
    let is_reader = |g: &isl_fuzz::generated::GenOp| {
        g.c_name.ends_with("_read_from_str") || g.c_name.starts_with("isl_stream_read_")
    };
    let jobs: Vec<(Result<usize, &str>, usize, usize)> = (0..table.len())
        .flat_map(|k| (0..parts).map(move |p| (Ok(k), p, PART.min(opts.calls - p * PART))))
        .chain(
            (0..table.len())
                .filter(|&k| is_reader(&table[k]))
                .map(|k| (Ok(k), limited, PART)),
        )
        .chain(
            HAND_WRITTEN_READERS
                .iter()
                .flat_map(|&name| [(Err(name), 0, PART), (Err(name), limited, PART)]),
        )
        .collect();
    let jobs = &jobs;
    std::thread::scope(|s| {
        for _ in 0..opts.jobs {
            let state = Arc::clone(&state);
            let next = Arc::clone(&next);
            s.spawn(move || loop {
                let first = next.fetch_add(BATCH as u64, Ordering::Relaxed) as usize;
                if first >= jobs.len() {
                    break;
                }
                let cases: Vec<Case> = jobs[first..(first + BATCH).min(jobs.len())]
                    .iter()
                    .map(|&(reader, part, calls)| match (reader, part == limited) {
                        (Ok(k), false) => Gen::sweep_case(opts.seed, k, part, calls),
                        (_, limit) => Gen::sweep_reader_case(opts.seed, reader, calls, limit),
                    })
                    .collect();
                // Cases after a crash did not run: run them in a batch of
                // their own, until every case ran.
                let mut rest: &[Case] = &cases;
                while !rest.is_empty() {
                    let t = Instant::now();
                    let res = run_batch(rest, opts, false, 1);
                    let elapsed = t.elapsed();
                    if let Ok(mut st) = state.lock() {
                        st.coverage.merge(&res.coverage);
                        let m = st.modes.entry("sweep".into()).or_default();
                        m.cases += res.completed as u64;
                        m.time += elapsed;
                    }
                    let mut seen = Vec::new();
                    for f in &res.failures {
                        if seen.contains(&f.idx) {
                            continue;
                        }
                        seen.push(f.idx);
                        if let Some(case) = rest.get(f.idx) {
                            handle_suspect(&state, opts, rest, case, f);
                        }
                    }
                    // A batch that stopped early stopped at the case after
                    // the last one completed.
                    let done = res.completed + usize::from(res.completed < rest.len());
                    rest = &rest[done.min(rest.len())..];
                }
            });
        }
    });
    let st = state.lock().map_err(|e| e.to_string())?;
    println!("sweep: {:.0} s", start.elapsed().as_secs_f64());
    let sum = report_coverage(&st.coverage, opts, "Coverage of the sweep")?;
    let mut failed = !st.findings.is_empty();
    println!("\n== findings: {} ==", st.findings.len());
    for (sig, rec) in &st.findings {
        println!("{sig}  (seen {}x)  {}", rec.count, rec.file.display());
    }
    if sum.called_pct() < opts.min_called || sum.ok_pct() < opts.min_ok {
        println!(
            "coverage below the floor: {:.1}% called (at least {}%), {:.1}% Ok (at least {}%)",
            sum.called_pct(),
            opts.min_called,
            sum.ok_pct(),
            opts.min_ok
        );
        failed = true;
    }
    if let Some(floor) = &opts.coverage_floor {
        let text = fs::read_to_string(floor).map_err(|e| format!("{}: {e}", floor.display()))?;
        let allowed = isl_fuzz::coverage::listed_never_ok(&text);
        let dropped: Vec<&String> = sum
            .never_called
            .iter()
            .chain(&sum.never_ok)
            .map(|(d, _)| d)
            .filter(|d| !allowed.contains(*d))
            .collect();
        if !dropped.is_empty() {
            println!(
                "coverage dropped: {} declaration(s) never called or never Ok that {} does not list:",
                dropped.len(),
                floor.display()
            );
            for d in dropped {
                println!("  {d}");
            }
            failed = true;
        }
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Runs a batch file's cases in one child, as a campaign does, and reports
/// the failures (the case index and its signature).
fn replay_batch_main(file: &Path, opts: &Opts) -> Result<ExitCode, String> {
    let text = fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let cases = split_batch(&text)
        .iter()
        .map(|t| t.parse::<Case>())
        .collect::<Result<Vec<_>, _>>()?;
    let mut opts = opts.clone();
    if let Some(limit) = isl_fuzz::case::max_ops_in(&text) {
        opts.max_ops = limit;
    }
    let res = run_batch(&cases, &opts, false, 1);
    if res.failures.is_empty() {
        println!("ok: {} case(s), no failure", cases.len());
        return Ok(ExitCode::SUCCESS);
    }
    for f in &res.failures {
        println!("case {}: {}", f.idx, f.kind.tag());
    }
    if !res.stderr.is_empty() {
        println!("stderr:\n{}", res.stderr);
    }
    Ok(ExitCode::FAILURE)
}

fn replay_main(file: &Path, in_process: bool, opts: &Opts) -> Result<ExitCode, String> {
    let text = fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let case: Case = text.parse()?;
    let mut opts = opts.clone();
    if let Some(limit) = isl_fuzz::case::max_ops_in(&text) {
        opts.max_ops = limit;
    }
    let opts = &opts;
    if in_process {
        let out = isl_fuzz::exec::run_case_traced(&case, opts.max_ops, true, |k| {
            if let Some(op) = case.ops.get(k) {
                println!("op {k}: {op}");
            }
        });
        println!("{out:?}");
        let bad = out.panic.is_some() || out.leaked_contexts > 0 || !out.unknown.is_empty();
        return Ok(if bad {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        });
    }
    let (found, stderr) = check(&case, opts);
    if found.is_empty() {
        println!("ok: {} operation(s), no failure", case.ops.len());
        return Ok(ExitCode::SUCCESS);
    }
    for (sig, f) in &found {
        let detail = match &f.kind {
            Kind::Panic(msg) => format!(" ({msg})"),
            _ => String::new(),
        };
        println!("{sig}{detail}");
    }
    if !stderr.is_empty() {
        println!("stderr:\n{stderr}");
    }
    Ok(ExitCode::FAILURE)
}

#[cfg(test)]
mod growth_tests {
    use super::steady_growth;

    const MB: u64 = 1 << 20;

    #[test]
    fn a_leak_lifts_every_size() {
        // 1 MiB a run, the allocator swinging by 3 MiB.
        let sizes: Vec<u64> = (0..42)
            .map(|k| (60 + k + [0, 3, 1][k as usize % 3]) * MB)
            .collect();
        assert!(steady_growth(&sizes));
    }

    #[test]
    fn swings_and_one_late_step_are_not_a_leak() {
        // A case allocating 260 MB a run: sizes between 235 and 255 MB (seen
        // in a campaign: the floors of the thirds rose 235 -> 249 -> 253).
        let mut sizes = vec![250 * MB; 42];
        sizes[6] = 255 * MB;
        sizes[18] = 235 * MB;
        for s in &mut sizes[20..] {
            *s = 253 * MB;
        }
        assert!(!steady_growth(&sizes));
        // Flat sizes.
        assert!(!steady_growth(&[40 * MB; 42]));
    }
}
