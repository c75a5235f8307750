//! The methods' documentation carries ISL's manual: the build script writes
//! one file per C function (`OUT_DIR/manual/`), which every method includes.
//! With the bundled ISL the manual is at hand; these check what it gave.
#![cfg(not(feature = "system"))]

const DESCRIBED: &str = env!("ISL_MANUAL_DESCRIBED");

fn manual(function: &str) -> String {
    let path = std::path::Path::new(env!("OUT_DIR"))
        .join("manual")
        .join(format!("{function}.md"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn most_methods_have_the_manuals_text() {
    let described: usize = DESCRIBED.parse().unwrap();
    assert!(described >= 2200, "only {described} functions described");
}

#[test]
fn a_described_function_has_its_heading_prose_and_prototype() {
    let text = manual("isl_map_transitive_closure");
    assert!(text.starts_with("Transitive closure."), "{text}");
    assert!(text.contains("overapproximation"), "{text}");
    assert!(
        text.contains("```c\n__isl_give isl_map *isl_map_transitive_closure("),
        "{text}"
    );
    let tile = manual("isl_schedule_node_band_tile");
    assert!(
        tile.contains("tiles the band using the given tile sizes"),
        "{tile}"
    );
}

#[test]
fn a_paragraph_about_a_neighbouring_function_stays_with_it() {
    // The manual lists the unions together, followed by a paragraph about
    // the list version alone: it is part of that function's text only, and
    // the others say that the manual groups them.
    let union = manual("isl_set_union");
    assert!(union.starts_with("Union.\n"), "{union}");
    assert!(!union.contains("The list passed"), "{union}");
    assert!(
        union.contains("together with `isl_basic_set_union`"),
        "{union}"
    );
    let list = manual("isl_set_list_union");
    assert!(
        list.contains("The list passed to `isl_set_list_union`"),
        "{list}"
    );
}

#[test]
fn an_undescribed_function_points_to_its_header() {
    // Every function the specs declare has a file; ISL's manual leaves some
    // out, and their text says where the declaration is.
    let dir = std::path::Path::new(env!("OUT_DIR")).join("manual");
    let undescribed = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .find(|t| t.contains("does not describe"))
        .expect("some function is not in the manual");
    assert!(
        undescribed.contains("its declaration in `isl/"),
        "{undescribed}"
    );
}

#[test]
fn manual_markup_cannot_break_rustdoc() {
    // In every file, outside code: no indented line (rustdoc would run it as
    // a doc test), no raw `<` (HTML) and no unescaped `[` (a link).
    let dir = std::path::Path::new(env!("OUT_DIR")).join("manual");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut fenced = false;
        for line in text.lines() {
            if line.starts_with("```") {
                fenced = !fenced;
                continue;
            }
            if fenced {
                continue;
            }
            assert!(
                !line.starts_with(' ') && !line.starts_with('\t'),
                "{path:?}: {line}"
            );
            let mut in_code = false;
            let mut prev = ' ';
            for c in line.chars() {
                if c == '`' && prev != '\\' {
                    in_code = !in_code;
                } else if !in_code {
                    assert!(c != '<', "{path:?}: {line}");
                    assert!(c != '[' || prev == '\\', "{path:?}: {line}");
                }
                prev = c;
            }
        }
        assert!(!fenced, "{path:?}: unclosed fence");
        checked += 1;
    }
    assert!(checked > 2900, "{checked}");
}
