//! The GPU mapping example (`examples/gpu_mapping.rs`) gives exactly the
//! output recorded in `examples/gpu_mapping.out`: tiling, marks, boxes per
//! array and tile, loop roles printed through nested `print_for` calls and
//! accesses rewritten in `at_each_domain`. The same mapper on typed objects
//! (`examples/typed_gpu_mapping.rs`) prints the same, line for line: the
//! kinds change what compiles, not what ISL computes.

// The typed example holds the untyped one (whose kernels it reuses).
#[allow(dead_code)]
#[path = "../../examples/typed_gpu_mapping.rs"]
mod typed_gpu_mapping;

use typed_gpu_mapping::gpu_mapping;

#[test]
fn output_matches_the_recorded_text() {
    let out = gpu_mapping::run().expect("every kernel maps");
    let expected = include_str!("../../examples/gpu_mapping.out");
    assert_eq!(out, expected, "got:\n{out}");
}

#[test]
fn typed_output_is_the_untyped_output() {
    let untyped = gpu_mapping::run().expect("the untyped mapper runs");
    let typed = typed_gpu_mapping::run().expect("the typed mapper runs");
    assert_eq!(typed, untyped);
    assert_eq!(typed, include_str!("../../examples/gpu_mapping.out"));
}

#[test]
fn every_loop_and_statement_is_printed_through_the_callbacks() {
    let out = gpu_mapping::run().unwrap();
    // Every `for` is preceded by its role, printed by the print_for closure,
    // which ISL called again for each nested loop.
    let lines: Vec<&str> = out.lines().collect();
    for (k, line) in lines.iter().enumerate() {
        if line.trim_start().starts_with("for (") {
            assert!(
                lines[k - 1].trim_start().starts_with("// "),
                "{}",
                lines[k - 1]
            );
        }
    }
    // No statement is left as a call: each became its text with the accesses
    // rewritten in the loop iterators.
    assert!(
        !out.contains("S(") && !out.contains("T(") && !out.contains("U(") && !out.contains("R(")
    );
    assert_eq!(out.matches("// kernel").count(), 3);
}
