//! `isl-fuzz`: the fuzzer of isl-safe.
//!
//! A case ([`case::Case`]) is a list of operations from the table in
//! [`ops`], run in a fresh context by [`exec::run_case`]. The generator
//! ([`gen`]) makes parser cases (one reader on mutated text, [`mutate`],
//! seeded by [`seeds`]) and API cases (objects read from small texts, then
//! random operations with often invalid positions, counts and dimension
//! types). The binary runs batches of cases in child processes and records
//! crashes, hangs, panics, output on stderr and leaks.

pub mod case;
pub mod coverage;
pub mod exec;
pub mod gen;
pub mod generated;
pub mod mutate;
pub mod ops;
pub mod pool;
pub mod rng;
pub mod seeds;
pub mod shapes;
