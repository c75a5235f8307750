//! ISL's `isl_flow` tool (flow.c) on the safe API: reads an access info
//! (`sink`, `must_source`, `may_source`, `kill`, `schedule` or
//! `schedule_map`) from stdin, computes the dataflow and prints it in YAML
//! block style. Takes ISL's options as `isl_options_parse` does (the
//! scheduler ones `isl_schedule` supports; ISL's test script passes none).
//! Unlike flow.c, which exits 0 regardless, a failure prints ISL's error on
//! stderr and exits with `EXIT_FAILURE`.

#[path = "isl_schedule/options.rs"]
mod options;

use isl_safe::UnionAccessInfo;
use std::process::ExitCode;

fn main() -> ExitCode {
    options::run_tool(|input| {
        let flow = UnionAccessInfo::read_from_str(input)?.compute_flow()?;
        Ok(options::yaml_printer()?
            .print_union_flow(&flow)?
            .get_str()?)
    })
}
