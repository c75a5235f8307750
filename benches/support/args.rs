//! The arguments a benchmark's executable is run with, without the flags
//! `cargo bench` adds (`--bench`, criterion's own): a benchmark that counts
//! instructions reads its modes from them (`#[path]`-included: not a bench
//! target of its own).

/// The arguments after the executable's name, flags left out.
pub fn args() -> Vec<String> {
    std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect()
}
