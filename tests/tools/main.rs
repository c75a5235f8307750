//! ISL's own tools (codegen, flow, schedule) on their test inputs, and the
//! examples' output.

mod gpu_mapping;
mod isl_tools_codegen;
mod isl_tools_flow_schedule;
mod scheduler_pipeline;
