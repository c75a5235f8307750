//! Safety: what safe calls do with bad input, ISL's own bugs and tests, and the
//! object families, streams, files and callbacks. One program, which CI runs under
//! valgrind (and, on the system ISL, with `isl_patches::` as its filter where only
//! the patch tests are wanted).

mod callbacks;
mod families;
mod file_io;
mod guards;
mod isl_patches;
mod isl_test_tables;
mod prim;
mod reader_bounds;
mod regressions;
mod semantics;
mod special_shapes;
mod streams;
