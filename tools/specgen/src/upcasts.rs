//! ISL's class hierarchy (`struct __isl_subclass(isl_set) isl_basic_set;`)
//! and the methods a narrower type gets from its wider ones.
//!
//! ISL's C++ binding gives a subclass every method of its superclasses; here
//! a narrower type gets, for each method name it lacks, the nearest wider
//! type's method, declared with the receiver `via Wide: keep self` or
//! `via Wide: take self`: the object is converted to the wider type first
//! (`isl_set_from_basic_set` and the like), then the wider type's function is
//! called. Names the narrower type has keep its own method; the wider one is
//! then reached with `upcast::<Wide>()`.

use crate::classify::{rust_type, Decl};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The direct superclasses of each C struct, from the `struct` declarations
/// of the headers in `include_dir/isl` (the function-level `__isl_subclass`
/// annotations, which name the kinds of AST expressions and schedule nodes,
/// are not conversions and are not read).
pub fn subclasses(include_dir: &Path) -> Result<BTreeMap<String, Vec<String>>, String> {
    let dir = include_dir.join("isl");
    let mut direct: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let entries = std::fs::read_dir(&dir).map_err(|e| format!("read {}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("read {}: {e}", path.display()))?;
        for decl in text.split("struct ").skip(1) {
            let decl = decl.split(';').next().unwrap_or_default();
            let mut words = decl.split_whitespace().peekable();
            let mut supers = Vec::new();
            while let Some(rest) = words.peek().and_then(|w| w.strip_prefix("__isl_subclass(")) {
                supers.push(rest.trim_end_matches(')').to_string());
                words.next();
            }
            if let (false, Some(name)) = (supers.is_empty(), words.next()) {
                direct.entry(name.to_string()).or_default().extend(supers);
            }
        }
    }
    Ok(direct)
}

/// Every wider type of `narrow` (C names), nearest first (breadth first,
/// superclasses in their declared order).
pub fn wider(subclasses: &BTreeMap<String, Vec<String>>, narrow: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut queue: Vec<String> = subclasses.get(narrow).cloned().unwrap_or_default();
    while !queue.is_empty() {
        let next = queue.remove(0);
        if !out.contains(&next) {
            queue.extend(subclasses.get(&next).cloned().unwrap_or_default());
            out.push(next);
        }
    }
    out
}

/// Every (narrower, wider) pair of ISL's class hierarchy, as Rust type
/// names: the transitive closure of the `__isl_subclass` annotations.
pub fn pairs(subclasses: &BTreeMap<String, Vec<String>>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = subclasses
        .keys()
        .flat_map(|narrow| {
            wider(subclasses, narrow)
                .into_iter()
                .map(|wide| (rust_type(narrow), rust_type(&wide)))
        })
        .collect();
    out.sort();
    out
}

/// The forwarding declarations: for each narrower type, each method (with
/// an object receiver) of a wider type whose name it lacks, from the nearest
/// wider type that has it.
pub fn forwarders<'a>(
    subclasses: &BTreeMap<String, Vec<String>>,
    decls: impl IntoIterator<Item = &'a Decl>,
) -> Vec<Decl> {
    let mut by_owner: BTreeMap<&str, Vec<&Decl>> = BTreeMap::new();
    for decl in decls {
        by_owner.entry(decl.owner.as_str()).or_default().push(decl);
    }
    let mut out = Vec::new();
    for narrow_c in subclasses.keys() {
        let narrow = rust_type(narrow_c);
        let Some(own) = by_owner.get(narrow.as_str()) else {
            continue;
        };
        let file = own[0].file.clone();
        let mut names: BTreeSet<String> = own.iter().map(|d| d.name.clone()).collect();
        for wide_c in wider(subclasses, narrow_c) {
            let wide = rust_type(&wide_c);
            for decl in by_owner.get(wide.as_str()).into_iter().flatten() {
                let receiver = match decl.receiver {
                    Some("keep self") => "keep self",
                    Some("take self" | "inplace self") => "take self",
                    _ => continue,
                };
                // Closures ISL stores in the object belong to its own type.
                let stored = decl
                    .callback
                    .as_deref()
                    .is_some_and(|c| c.contains("Stored<"));
                if stored || !names.insert(decl.name.clone()) {
                    continue;
                }
                let mut forward = (*decl).clone();
                forward.owner = narrow.clone();
                forward.file = file.clone();
                forward.receiver = Some(receiver);
                forward.via = Some(wide.clone());
                forward.types.insert(narrow.clone());
                out.push(forward);
            }
        }
    }
    out
}

/// The one argument of a binary method on its own type: its name and
/// qualifier (`Take` or `Keep`), if `decl` is such a method of `owner`.
fn own_operand<'a>(decl: &'a Decl, owner: &str) -> Option<(&'a str, &'a str)> {
    let self_receiver = matches!(
        decl.receiver,
        Some("keep self" | "take self" | "inplace self")
    );
    if !self_receiver || decl.via.is_some() || decl.callback.is_some() || !decl.outs.is_empty() {
        return None;
    }
    let [arg] = decl.args.as_slice() else {
        return None;
    };
    let (name, ty) = arg.split_once(':')?;
    let ty = ty.trim();
    ["Take", "Keep"]
        .into_iter()
        .find(|q| ty == format!("{q}<{owner}>"))
        .map(|q| (name.trim(), q))
}

/// The widening clauses, by C function: a method of a narrower type whose
/// one argument is of its own type (`BasicSet::is_subset(&BasicSet)`) also
/// takes an argument of each wider type that has the same method on its own
/// type (`&Set`, `&UnionSet`): the receiver is then converted and the wider
/// method called, as ISL's C++ binding and islpy do. The clause names the
/// argument with its qualifier, then each wider type, nearest first, with
/// its argument's qualifier and its result:
/// `Keep bset2(Keep Set: Bool, Keep UnionSet: Bool)`.
pub fn widenings<'a>(
    subclasses: &BTreeMap<String, Vec<String>>,
    decls: impl IntoIterator<Item = &'a Decl>,
) -> BTreeMap<String, String> {
    let mut by_owner: BTreeMap<&str, Vec<&Decl>> = BTreeMap::new();
    for decl in decls {
        by_owner.entry(decl.owner.as_str()).or_default().push(decl);
    }
    let mut out = BTreeMap::new();
    for narrow_c in subclasses.keys() {
        let narrow = rust_type(narrow_c);
        let wides: Vec<String> = wider(subclasses, narrow_c)
            .iter()
            .map(|w| rust_type(w))
            .collect();
        for decl in by_owner.get(narrow.as_str()).into_iter().flatten() {
            let Some((arg, qual)) = own_operand(decl, &narrow) else {
                continue;
            };
            let mut clause = Vec::new();
            for wide in &wides {
                let same = by_owner
                    .get(wide.as_str())
                    .into_iter()
                    .flatten()
                    .find_map(|w| {
                        (w.name == decl.name)
                            .then(|| own_operand(w, wide))
                            .flatten()
                            .map(|(_, q)| (q, &w.ret))
                    });
                if let Some((q, ret)) = same {
                    clause.push(format!("{q} {wide}: {ret}"));
                }
            }
            if !clause.is_empty() {
                out.insert(
                    decl.c_name.clone(),
                    format!("{qual} {arg}({})", clause.join(", ")),
                );
            }
        }
    }
    out
}
