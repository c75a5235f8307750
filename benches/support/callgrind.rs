//! Instruction counts of this benchmark's own executable under callgrind,
//! shared by the benchmarks that count (`#[path]`-included: not a bench
//! target of its own).

use std::process::Command;

/// The instructions `valgrind --tool=callgrind` counts for this executable
/// run with `args`, or `None` without valgrind.
pub fn instructions(args: &[&str]) -> Option<u64> {
    let out = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(std::env::current_exe().ok()?)
        .args(args)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stderr);
    text.lines()
        .find_map(|l| l.split("Collected :").nth(1))
        .and_then(|v| v.trim().parse().ok())
}
