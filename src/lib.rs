//! # isl-safe
//!
//! A safe, fast, idiomatic Rust wrapper over ISL, the Integer Set Library that
//! polyhedral compilers are built on.
//!
//! The crate is built in layers, each a folder under `src/`:
//!
//! | layer | folder | what it holds |
//! | --- | --- | --- |
//! | primitive | `src/prim` | the only code that calls `isl-sys`: the raw handle trait (from/into/as raw pointer, copy, free, context) and error capture from `isl_ctx` |
//! | context | `src/context` | `Context` (an `isl_ctx` kept alive by every object made in it) and the thread-local stack of active scopes that constructors from plain values use |
//! | object | `src/object` | owned handle types (`Set`, `Map`, `Val`, ...): `Drop` frees, `Clone` is ISL's reference-counted copy, `Display`, `FromStr`, `Debug`, semantic equality |
//! | qualifiers | `src/qualifiers` | `Take`, `Give`, `Keep`, `Param`, `Null`, `InPlace`: how each argument and result crosses the boundary |
//! | specs | `src/specs` | the `macro_rules!` DSL declaring one ISL function per line, the declarations, and the operator algebra |
//!
//! The build is in `isl-sys`, which compiles ISL 0.27 from source.
