//! The generator against what it generated: the committed declarations and typed
//! methods are what `tools/specgen` writes, and every declaration matches ISL's
//! headers. Needs the workspace's `tools/specgen`: left out of the package.

mod header_qualifiers;
mod specgen_reproduces;
