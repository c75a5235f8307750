//! Finding ISL's source tree without resolving the dependency graph.
//!
//! ISL's source is the `isl/` folder of the crates.io package `isl-rs` 0.3.1.
//! `isl-sys` lists that package under a target that never matches, so that
//! `cargo fetch`, `cargo vendor` and `Cargo.lock` carry it while no build
//! compiles it. The build script looks, in order:
//!
//! 1. at `ISL_SRC_DIR`, an ISL source tree given by hand;
//! 2. beside `isl-sys` itself: when `isl-sys` comes from a registry, cargo
//!    unpacked `isl-rs-0.3.1` into the same folder; `cargo vendor` writes
//!    `isl-rs` (or `isl-rs-0.3.1`) beside `isl-sys` too;
//! 3. in every registry folder of cargo's home (`$CARGO_HOME/registry/src/*/`,
//!    `~/.cargo` by default), where `cargo fetch` and earlier builds unpack
//!    packages;
//! 4. last, it asks cargo for `isl-rs` alone, through a throwaway manifest in
//!    `OUT_DIR` whose only dependency is `isl-rs = "=0.3.1"`: first offline
//!    (a package cargo has downloaded but not unpacked), then, unless
//!    `CARGO_NET_OFFLINE` is set, online. That manifest sees the same cargo
//!    configuration as the build (source replacement, mirrors, offline mode).
//!
//! Each candidate must hold ISL [`VERSION`] (`AC_INIT` in `configure.ac`).
//! When none does, the build fails with one message that lists every place
//! tried and how to fix it.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The ISL version this crate's bindings and patches are for.
pub const VERSION: &str = "0.27";

/// The crates.io package that carries ISL's source in its `isl/` folder.
const CARRIER: &str = "isl-rs";

/// The carrier's version, the one `Cargo.toml` pins.
const CARRIER_VERSION: &str = "0.3.1";

/// Returns ISL's source folder (see the [module docs](self) for where it is
/// looked for), or panics with a message listing every place tried.
pub fn locate(out_dir: &Path) -> PathBuf {
    let mut tried = Vec::new();
    if let Some(found) = find_local(&mut tried) {
        return found;
    }

    match fetch_carrier(out_dir) {
        Ok(package) => match carrier_tree(&package) {
            Ok(tree) => return tree,
            Err(why) => tried.push(format!(
                "cargo found {CARRIER} {CARRIER_VERSION} at {}, but {why}",
                package.display()
            )),
        },
        Err(why) => tried.push(format!("fetching {CARRIER} {CARRIER_VERSION} alone: {why}")),
    }

    panic!(
        "isl-sys: could not find ISL {VERSION}'s source, which comes from the crates.io package \
         {CARRIER} {CARRIER_VERSION} (its isl/ folder).\nTried, in order:\n  - {}\n\
         To fix it, do one of:\n  \
         - run `cargo fetch` once while online (it downloads {CARRIER} with the other \
         dependencies), then build, with --offline if need be;\n  \
         - with `cargo vendor`, keep the {CARRIER} folder it writes beside isl-sys;\n  \
         - set ISL_SRC_DIR to an ISL {VERSION} source tree (the isl/ folder of {CARRIER} \
         {CARRIER_VERSION}).",
        tried.join("\n  - ")
    );
}

/// ISL's source folder if one is on this machine already (`ISL_SRC_DIR`,
/// beside isl-sys, cargo's registry folders), without fetching anything;
/// `tried` collects where it looked.
pub fn find_local(tried: &mut Vec<String>) -> Option<PathBuf> {
    for var in ["ISL_SRC_DIR", "CARGO_HOME", "HOME", "CARGO_NET_OFFLINE"] {
        println!("cargo:rerun-if-env-changed={var}");
    }

    if let Some(dir) = env::var_os("ISL_SRC_DIR") {
        let dir = PathBuf::from(dir);
        match check_tree(&dir) {
            Ok(()) => return Some(dir),
            Err(why) => panic!(
                "isl-sys: ISL_SRC_DIR={} is not an ISL {VERSION} source tree: {why}. \
                 Unset it to use ISL's source from the package {CARRIER} {CARRIER_VERSION}, \
                 or point it at the isl/ folder of that package.",
                dir.display()
            ),
        }
    }
    tried.push("ISL_SRC_DIR: not set".to_string());

    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let beside: Vec<PathBuf> = match manifest_dir.parent() {
        Some(parent) => [format!("{CARRIER}-{CARRIER_VERSION}"), CARRIER.to_string()]
            .iter()
            .map(|name| parent.join(name))
            .collect(),
        None => Vec::new(),
    };
    if let Some(found) = first_carrier(&beside, "beside isl-sys", tried) {
        return Some(found);
    }

    let homes = registry_folders(tried);
    first_carrier(&homes, "in cargo's registry folders", tried)
}

/// ISL's version, read from `AC_INIT([isl], [VERSION], ...)` in `configure.ac`.
pub fn version(src: &Path) -> Result<String, String> {
    let path = src.join("configure.ac");
    let text =
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    text.lines()
        .find(|l| l.starts_with("AC_INIT("))
        .and_then(|line| line.split('[').nth(2))
        .and_then(|s| s.split(']').next())
        .map(str::to_string)
        .ok_or_else(|| format!("no AC_INIT([isl], [version], ...) in {}", path.display()))
}

/// Checks that `dir` is an ISL source tree of [`VERSION`].
fn check_tree(dir: &Path) -> Result<(), String> {
    for file in ["Makefile.am", "include/isl/ctx.h"] {
        if !dir.join(file).is_file() {
            return Err(format!("no {file}"));
        }
    }
    match version(dir)? {
        v if v == VERSION => Ok(()),
        v => Err(format!("its configure.ac says ISL {v}")),
    }
}

/// The ISL tree inside a carrier package folder, checked.
fn carrier_tree(package: &Path) -> Result<PathBuf, String> {
    let tree = package.join("isl");
    check_tree(&tree).map(|()| tree)
}

/// The first of `candidates` that is a carrier package holding ISL
/// [`VERSION`]; records what was found wanting in `tried` under `label`.
fn first_carrier(candidates: &[PathBuf], label: &str, tried: &mut Vec<String>) -> Option<PathBuf> {
    let mut notes = Vec::new();
    for package in candidates {
        if !package.exists() {
            notes.push(format!("{}: absent", package.display()));
            continue;
        }
        match carrier_tree(package) {
            Ok(tree) => return Some(tree),
            Err(why) => notes.push(format!("{}: {why}", package.display())),
        }
    }
    if notes.is_empty() {
        notes.push("none".to_string());
    }
    tried.push(format!("{label}: {}", notes.join("; ")));
    None
}

/// `$CARGO_HOME/registry/src/*/isl-rs-0.3.1` (cargo's home from `CARGO_HOME`,
/// else `~/.cargo`), the crates.io folder first, then the others by name.
fn registry_folders(tried: &mut Vec<String>) -> Vec<PathBuf> {
    let home = env::var_os("CARGO_HOME")
        .filter(|h| !h.is_empty())
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")));
    let Some(home) = home else {
        tried.push("cargo's registry folders: neither CARGO_HOME nor HOME is set".to_string());
        return Vec::new();
    };
    let src = home.join("registry/src");
    let mut indexes: Vec<PathBuf> = match fs::read_dir(&src) {
        Ok(entries) => entries.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(_) => Vec::new(),
    };
    if indexes.is_empty() {
        tried.push(format!(
            "cargo's registry folders: {} has none",
            src.display()
        ));
        return Vec::new();
    }
    indexes.sort_by_key(|dir| {
        let name = dir
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        (!name.starts_with("index.crates.io-"), name)
    });
    indexes
        .iter()
        .map(|dir| dir.join(format!("{CARRIER}-{CARRIER_VERSION}")))
        .collect()
}

/// Asks cargo for the carrier package alone and returns its folder.
///
/// The throwaway manifest depends on `isl-rs = "=0.3.1"` only; the two
/// packages `isl-rs` itself depends on (`libc`, and `fs_extra` for its build
/// script) are replaced by empty local packages through `[patch.crates-io]`,
/// so that cargo downloads `isl-rs` and nothing else. Nothing is built:
/// `cargo metadata` downloads and unpacks the package and says where it is.
fn fetch_carrier(out_dir: &Path) -> Result<PathBuf, String> {
    let dir = out_dir.join("isl-rs-fetch");
    write_fetch_manifest(&dir).map_err(|e| format!("cannot write {}: {e}", dir.display()))?;
    let offline_only = env::var("CARGO_NET_OFFLINE").is_ok_and(|v| v == "true" || v == "1");
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut errors = Vec::new();
    for offline in [true, false] {
        if !offline && offline_only {
            errors.push("online: skipped, CARGO_NET_OFFLINE is set".to_string());
            break;
        }
        let mut cmd = Command::new(&cargo);
        cmd.args(["metadata", "--format-version", "1", "--manifest-path"])
            .arg(dir.join("Cargo.toml"))
            // From inside the target folder, cargo reads the configuration
            // files of the project being built (they are found upwards).
            .current_dir(&dir);
        if offline {
            cmd.arg("--offline");
        }
        let mode = if offline { "offline" } else { "online" };
        let out = cmd
            .output()
            .map_err(|e| format!("cannot run {cargo:?}: {e}"))?;
        if !out.status.success() {
            let stderr = String::from_utf8_lossy(&out.stderr);
            let last = stderr.lines().map(str::trim).rev().find(|l| !l.is_empty());
            let last = last.unwrap_or("failed").to_string();
            errors.push(format!("{mode}: {last}"));
            continue;
        }
        let text = String::from_utf8_lossy(&out.stdout);
        return carrier_manifest(&text)
            .and_then(|manifest| manifest.parent().map(Path::to_path_buf))
            .ok_or_else(|| {
                format!("{mode}: cargo metadata did not list {CARRIER} {CARRIER_VERSION}")
            });
    }
    Err(format!(
        "cargo metadata --manifest-path {}: {}",
        dir.join("Cargo.toml").display(),
        errors.join("; ")
    ))
}

/// Writes the throwaway manifest of [`fetch_carrier`] and its empty packages.
fn write_fetch_manifest(dir: &Path) -> std::io::Result<()> {
    let manifest = format!(
        "# Written by isl-sys's build script to download {CARRIER} {CARRIER_VERSION} alone.\n\
         [package]\nname = \"isl-sys-fetch-{CARRIER}\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\
         publish = false\n\n[lib]\npath = \"lib.rs\"\n\n\
         [dependencies]\n{CARRIER} = \"={CARRIER_VERSION}\"\n\n\
         # {CARRIER}'s own dependencies: never built, so empty local packages stand in for them.\n\
         [patch.crates-io]\n{}\n\n[workspace]\n",
        CARRIER_DEPENDENCIES
            .iter()
            .map(|(name, _)| format!("{name} = {{ path = \"none/{name}\" }}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    fs::create_dir_all(dir)?;
    write_if_changed(&dir.join("Cargo.toml"), &manifest)?;
    write_if_changed(&dir.join("lib.rs"), "")?;
    for (name, version) in CARRIER_DEPENDENCIES {
        let package = dir.join("none").join(name);
        fs::create_dir_all(&package)?;
        write_if_changed(
            &package.join("Cargo.toml"),
            &format!(
                "[package]\nname = \"{name}\"\nversion = \"{version}\"\nedition = \"2015\"\n\
                 publish = false\n\n[lib]\npath = \"lib.rs\"\n"
            ),
        )?;
        write_if_changed(&package.join("lib.rs"), "")?;
    }
    Ok(())
}

/// The dependencies of `isl-rs` 0.3.1 (normal and build), each with the
/// lowest version its requirement accepts.
const CARRIER_DEPENDENCIES: &[(&str, &str)] = &[("libc", "0.2.133"), ("fs_extra", "1.2.0")];

fn write_if_changed(path: &Path, text: &str) -> std::io::Result<()> {
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text)?;
    }
    Ok(())
}

/// The `manifest_path` of the carrier in `cargo metadata`'s output.
fn carrier_manifest(text: &str) -> Option<PathBuf> {
    let root = json::parse(text)?;
    root.get("packages")?.items()?.iter().find_map(|package| {
        let name = package.get("name")?.string()?;
        let version = package.get("version")?.string()?;
        (name == CARRIER && version == CARRIER_VERSION)
            .then(|| package.get("manifest_path")?.string().map(PathBuf::from))
            .flatten()
    })
}

/// A small JSON reader, enough for `cargo metadata`'s output.
mod json {
    /// A JSON value; numbers are kept as their text.
    pub enum Value {
        Null,
        Bool,
        Number,
        String(String),
        Array(Vec<Value>),
        Object(Vec<(String, Value)>),
    }

    impl Value {
        /// The member `key` of an object.
        pub fn get(&self, key: &str) -> Option<&Value> {
            match self {
                Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
                _ => None,
            }
        }

        /// The items of an array.
        pub fn items(&self) -> Option<&[Value]> {
            match self {
                Value::Array(items) => Some(items),
                _ => None,
            }
        }

        /// The text of a string.
        pub fn string(&self) -> Option<&str> {
            match self {
                Value::String(s) => Some(s),
                _ => None,
            }
        }
    }

    /// Parses one JSON document (surrounding whitespace allowed).
    pub fn parse(text: &str) -> Option<Value> {
        let mut reader = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = reader.value()?;
        reader.space();
        (reader.at == reader.bytes.len()).then_some(value)
    }

    struct Reader<'a> {
        bytes: &'a [u8],
        at: usize,
    }

    impl Reader<'_> {
        fn space(&mut self) {
            while self.bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
                self.at += 1;
            }
        }

        fn eat(&mut self, byte: u8) -> bool {
            self.space();
            let hit = self.bytes.get(self.at) == Some(&byte);
            self.at += usize::from(hit);
            hit
        }

        fn word(&mut self, word: &str, value: Value) -> Option<Value> {
            let end = self.at + word.len();
            (self.bytes.get(self.at..end)? == word.as_bytes()).then(|| {
                self.at = end;
                value
            })
        }

        fn value(&mut self) -> Option<Value> {
            self.space();
            match *self.bytes.get(self.at)? {
                b'n' => self.word("null", Value::Null),
                b't' => self.word("true", Value::Bool),
                b'f' => self.word("false", Value::Bool),
                b'"' => self.string().map(Value::String),
                b'[' => {
                    self.at += 1;
                    let mut items = Vec::new();
                    if !self.eat(b']') {
                        loop {
                            items.push(self.value()?);
                            if self.eat(b']') {
                                break;
                            }
                            self.eat(b',').then_some(())?;
                        }
                    }
                    Some(Value::Array(items))
                }
                b'{' => {
                    self.at += 1;
                    let mut members = Vec::new();
                    if !self.eat(b'}') {
                        loop {
                            self.space();
                            let key = self.string()?;
                            self.eat(b':').then_some(())?;
                            members.push((key, self.value()?));
                            if self.eat(b'}') {
                                break;
                            }
                            self.eat(b',').then_some(())?;
                        }
                    }
                    Some(Value::Object(members))
                }
                b'-' | b'0'..=b'9' => {
                    let start = self.at;
                    while self
                        .bytes
                        .get(self.at)
                        .is_some_and(|b| b.is_ascii_digit() || b"+-.eE".contains(b))
                    {
                        self.at += 1;
                    }
                    (self.at > start).then_some(Value::Number)
                }
                _ => None,
            }
        }

        /// A string literal, escapes decoded (surrogate pairs included).
        fn string(&mut self) -> Option<String> {
            (self.bytes.get(self.at) == Some(&b'"')).then_some(())?;
            self.at += 1;
            let mut out = Vec::new();
            loop {
                let byte = *self.bytes.get(self.at)?;
                self.at += 1;
                match byte {
                    b'"' => return String::from_utf8(out).ok(),
                    b'\\' => {
                        let escape = *self.bytes.get(self.at)?;
                        self.at += 1;
                        let c = match escape {
                            b'"' => '"',
                            b'\\' => '\\',
                            b'/' => '/',
                            b'b' => '\u{8}',
                            b'f' => '\u{c}',
                            b'n' => '\n',
                            b'r' => '\r',
                            b't' => '\t',
                            b'u' => {
                                let high = self.hex4()?;
                                if (0xd800..0xdc00).contains(&high) {
                                    (self.bytes.get(self.at..self.at + 2)? == b"\\u")
                                        .then_some(())?;
                                    self.at += 2;
                                    let low = self.hex4()?;
                                    (0xdc00..0xe000).contains(&low).then_some(())?;
                                    char::from_u32(
                                        0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00),
                                    )?
                                } else {
                                    char::from_u32(high)?
                                }
                            }
                            _ => return None,
                        };
                        out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                    }
                    _ => out.push(byte),
                }
            }
        }

        fn hex4(&mut self) -> Option<u32> {
            let digits = std::str::from_utf8(self.bytes.get(self.at..self.at + 4)?).ok()?;
            self.at += 4;
            u32::from_str_radix(digits, 16).ok()
        }
    }
}
