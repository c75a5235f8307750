// The benchmarks' raw baseline hands its text to ISL's reader unchecked (the
// system ISL's reader overflows the stack on deep nesting): reading is an
// `unsafe fn`, which safe code cannot call.
use isl_safe::internals::baseline::{RawCtx, RawSet};

fn main() {
    let ctx = RawCtx::new();
    let _set = RawSet::parse(&ctx, "{ [i] : 0 <= i < 10 }");
}
