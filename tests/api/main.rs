//! The public API as a user meets it: conveniences, operators, equality, names,
//! points, evaluation, counting (and its exact arithmetic, through
//! `internals`), threads, features, the deprecated forms, the manual in the
//! docs, islpy's suite; `serde` and `pictures` with their features.

mod conveniences;
mod counting;
mod counting_arithmetic;
mod cpp_operators;
mod deprecated;
mod equality;
mod eval;
mod features;
mod islpy_port;
mod manual_docs;
mod names;
mod operators;
mod pictures;
mod pieces;
mod points;
mod root_items;
mod serde;
mod snapshot_names;
mod threads;
mod wider_arguments;
