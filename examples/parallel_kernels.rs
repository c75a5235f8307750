//! Schedules a suite of kernels on a pool of threads, one ISL context per
//! thread, and compares the time with one thread.
//!
//! ISL objects are `!Send`: each kernel's constraints travel to a worker as
//! text, and its schedule comes back as a [`Snapshot`], which the main
//! thread restores into its own context.
//!
//! ```sh
//! cargo run --release --example parallel_kernels [THREADS]
//! ```

use isl_safe::{Context, Result, Schedule, ScheduleConstraints, Snapshot};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Time-iterated stencils over a 3-D grid, with skewed dependences.
fn suite() -> Vec<String> {
    let mut kernels = Vec::new();
    for a in 1..=12 {
        for b in 1..=8 {
            kernels.push(format!(
                "{{ domain: \"[n] -> {{ S[t, i, j, k] : 0 <= t < n and 0 <= i, j, k < n }}\", \
                 validity: \"{{ S[t, i, j, k] -> S[t + 1, i + {a}, j - {b}, k + 1]; \
                               S[t, i, j, k] -> S[t + 1, i - {b}, j + {a}, k - 1]; \
                               S[t, i, j, k] -> S[t + 1, i, j + 1, k - {a}]; \
                               S[t, i, j, k] -> S[t, i + 1, j, k] }}\", \
                 proximity: \"{{ S[t, i, j, k] -> S[t + 1, i + {a}, j - {b}, k + 1] }}\" }}"
            ));
        }
    }
    kernels
}

/// Schedules each kernel on `threads` workers; returns the schedules' texts
/// in the suite's order.
fn schedule_all(kernels: &[String], threads: usize) -> Vec<Snapshot<Schedule>> {
    let queue = Arc::new(Mutex::new(
        kernels.iter().cloned().enumerate().collect::<Vec<_>>(),
    ));
    let (tx, rx) = mpsc::channel();
    let workers: Vec<_> = (0..threads)
        .map(|_| {
            let queue = Arc::clone(&queue);
            let tx = tx.clone();
            std::thread::spawn(move || -> Result<()> {
                let ctx = Context::new()?;
                let _scope = ctx.enter();
                loop {
                    let job = queue.lock().map(|mut q| q.pop()).unwrap_or(None);
                    let Some((index, text)) = job else {
                        return Ok(());
                    };
                    let constraints: ScheduleConstraints = text.parse()?;
                    let schedule = constraints.compute_schedule()?;
                    let _ = tx.send((index, schedule.snapshot()?));
                }
            })
        })
        .collect();
    drop(tx);
    let mut done: Vec<(usize, Snapshot<Schedule>)> = rx.iter().collect();
    for w in workers {
        w.join()
            .expect("a worker panicked")
            .expect("a kernel failed");
    }
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, s)| s).collect()
}

fn main() -> Result<()> {
    let threads: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2);
    let kernels = suite();

    let start = Instant::now();
    let one = schedule_all(&kernels, 1);
    let alone = start.elapsed();
    let start = Instant::now();
    let many = schedule_all(&kernels, threads);
    let pooled = start.elapsed();

    // The same schedules either way, read back in this thread's context.
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    for (a, b) in one.iter().zip(&many) {
        assert!(a.restore()?.plain_is_equal(&b.restore()?)?);
    }
    println!(
        "{} kernels: 1 thread {:.2?}, {threads} threads {:.2?}, speedup {:.2}x",
        kernels.len(),
        alone,
        pooled,
        alone.as_secs_f64() / pooled.as_secs_f64()
    );
    Ok(())
}
