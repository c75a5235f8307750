//! ISL's `FILE *` functions over Rust I/O: every reader from a `Read` gives
//! the object `read_from_str`/`FromStr` gives on the same text and rejects
//! what they reject (trailing text, bad syntax) plus what only a reader can
//! meet (I/O errors, bytes that are not UTF-8); every printer to a `Write`
//! writes what ISL prints; a printer to a writer prints what a string
//! printer prints, and reports its writer's errors.

use isl_safe::*;
use std::cell::{Cell, RefCell};
use std::io::{self, Cursor, Read, Write};
use std::rc::Rc;

/// A temporary file holding `text`, removed on drop.
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn new(name: &str, text: &[u8]) -> TempFile {
        let path = std::env::temp_dir().join(format!(
            "isl_safe_file_io_{}_{name}.txt",
            std::process::id()
        ));
        std::fs::write(&path, text).unwrap();
        TempFile(path)
    }
    fn open(&self) -> std::fs::File {
        std::fs::File::open(&self.0).unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Gives `text` in pieces of at most 3 bytes, then fails (if `fail`) or ends.
struct Trickle {
    text: Vec<u8>,
    at: usize,
    fail: bool,
}

impl Read for Trickle {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.at == self.text.len() {
            return if self.fail {
                Err(io::Error::new(
                    io::ErrorKind::ConnectionReset,
                    "reader broke",
                ))
            } else {
                Ok(0)
            };
        }
        let n = buf.len().min(3).min(self.text.len() - self.at);
        buf[..n].copy_from_slice(&self.text[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

fn trickle(text: &str, fail: bool) -> Trickle {
    Trickle {
        text: text.as_bytes().to_vec(),
        at: 0,
        fail,
    }
}

/// Reads `text` through a `Cursor`, a real file and a reader giving it in
/// pieces, checks that all three give the same text as `read_from_str`,
/// and returns the first.
fn read_three_ways<T, E>(
    name: &str,
    text: &str,
    read: impl Fn(&mut dyn Read) -> Result<T>,
    from_str: impl Fn(&str) -> Result<T, E>,
) -> T
where
    T: std::fmt::Display,
    E: std::fmt::Debug,
{
    let expected = from_str(text).unwrap().to_string();
    let from_cursor = read(&mut Cursor::new(text)).unwrap();
    assert_eq!(from_cursor.to_string(), expected, "{name} from a Cursor");
    let file = TempFile::new(name, text.as_bytes());
    let from_file = read(&mut file.open()).unwrap();
    assert_eq!(from_file.to_string(), expected, "{name} from a file");
    let from_pieces = read(&mut trickle(text, false)).unwrap();
    assert_eq!(from_pieces.to_string(), expected, "{name} in pieces");
    from_cursor
}

#[test]
fn every_reader_gives_what_read_from_str_gives() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();

    let text = "[n] -> {\n  S[i] -> [i + 1] :\n    0 <= i < n\n}\n\n";
    let bmap = read_three_ways(
        "bmap",
        text,
        |r| BasicMap::read_from(r),
        |t| BasicMap::read_from_str(t),
    );
    assert_eq!(bmap, text.parse::<BasicMap>().unwrap());

    let text = "{ [i, j] :\n  0 <= j <= i < 4 }\n";
    let bset = read_three_ways(
        "bset",
        text,
        |r| BasicSet::read_from(r),
        |t| BasicSet::read_from_str(t),
    );
    assert_eq!(bset, text.parse::<BasicSet>().unwrap());
    assert_eq!(bset.count_val().unwrap().to_string(), "10");

    let text = "[n] -> { [i] -> [j] :\n  j = i or j = n - i }";
    let map = read_three_ways(
        "map",
        text,
        |r| Map::read_from(r),
        |t| Map::read_from_str(t),
    );
    assert_eq!(map, text.parse::<Map>().unwrap());

    let text = "[n] -> {\n  S[i] : 0 <= i < n;\n  S[i] : i = 2n\n}\n";
    let set = read_three_ways(
        "set",
        text,
        |r| Set::read_from(r),
        |t| Set::read_from_str(t),
    );
    assert_eq!(set, text.parse::<Set>().unwrap());
    assert_eq!(set.to_string(), "[n] -> { S[i] : 0 <= i < n; S[i = 2n] }");

    // A PolyLib matrix, where ISL's tokenizer reads ahead after the object.
    let text = "2 3\n1 1 0\n1 -1 5\n";
    let polylib = read_three_ways(
        "polylib",
        text,
        |r| Set::read_from(r),
        |t| Set::read_from_str(t),
    );
    assert_eq!(polylib.to_string(), "{ [i0] : 0 <= i0 <= 5 }");

    let text = "{ S[i] -> A[i];\n  T[] -> B[] }\n";
    let umap = read_three_ways(
        "umap",
        text,
        |r| UnionMap::read_from(r),
        |t| UnionMap::read_from_str(t),
    );
    assert_eq!(umap, text.parse::<UnionMap>().unwrap());

    let text = "{ S[i] : 0 <= i < 4;\n  T[] }";
    let uset = read_three_ways(
        "uset",
        text,
        |r| UnionSet::read_from(r),
        |t| UnionSet::read_from_str(t),
    );
    assert_eq!(uset, text.parse::<UnionSet>().unwrap());

    let text = "[n] -> { [i] ->\n  i * (n - i) : 0 <= i <= n }\n";
    let pwqp = read_three_ways(
        "pwqp",
        text,
        |r| PwQpolynomial::read_from(r),
        |t| PwQpolynomial::read_from_str(t),
    );
    assert_eq!(pwqp, text.parse::<PwQpolynomial>().unwrap());

    let text = "domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }\"\nchild:\n  schedule: \"[{ S[i] -> [(i)]; T[i] -> [(i)] }]\"\n  child:\n    sequence:\n    - filter: \"{ S[i] }\"\n    - filter: \"{ T[i] }\"\n";
    let schedule = read_three_ways(
        "schedule",
        text,
        |r| Schedule::read_from(r),
        |t| Schedule::read_from_str(t),
    );
    assert!(schedule
        .plain_is_equal(&text.parse::<Schedule>().unwrap())
        .unwrap());

    let text = "domain: \"{ S[i] : 0 <= i < 4 }\"\nvalidity: \"{ S[i] -> S[i + 1] }\"\n";
    let sc = read_three_ways(
        "sc",
        text,
        |r| ScheduleConstraints::read_from(r),
        |t| ScheduleConstraints::read_from_str(t),
    );
    assert_eq!(
        sc.get_validity().unwrap().to_string(),
        "{ S[i] -> S[1 + i] }"
    );

    let text = "sink: { S[i] -> a[i] }\nmust_source: { T[i] -> a[i] }\nschedule_map: { T[i] -> [0, i]; S[i] -> [1, i] }\n";
    let info = read_three_ways(
        "access",
        text,
        |r| UnionAccessInfo::read_from(r),
        UnionAccessInfo::read_from_str,
    );
    let flow = info.compute_flow().unwrap();
    assert_eq!(
        flow.get_must_dependence().unwrap().to_string(),
        "{ T[i] -> S[i' = i] }"
    );

    // The vector has no string reader: compare with one built by hand.
    let text = "4\n  1 -2\n  0 30\n";
    let vec = read_three_ways(
        "vec",
        text,
        |r| IslVec::read_from(r),
        |_| {
            let mut v = IslVec::alloc(4u32)?;
            for (i, x) in [1, -2, 0, 30].into_iter().enumerate() {
                v.in_place().set_element_si(i as i32, x)?;
            }
            Ok::<_, Error>(v)
        },
    );
    assert_eq!(vec.to_string(), "[1,-2,0,30]");
    assert_eq!(
        IslVec::read_from("0".as_bytes()).unwrap().size().unwrap(),
        0
    );
}

#[test]
fn readers_reject_what_read_from_str_rejects() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let kept: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();

    // Trailing text, including after a PolyLib matrix, which ISL's tokenizer
    // reads ahead and its FILE reader would not see.
    for text in [
        "{ [i] } }",
        "{ [i] } garbage",
        "{ [i] }\n{ [j] }",
        "1 3\n1 1 0\n garbage",
    ] {
        let err = Set::read_from(text.as_bytes()).unwrap_err();
        assert_eq!(err.kind(), Some(ErrorKind::Invalid), "{text:?}: {err}");
        assert!(text.parse::<Set>().is_err(), "{text:?}");
    }
    assert!(Map::read_from("{ [i] -> [i] } x".as_bytes()).is_err());
    assert!(BasicMap::read_from("{ [i] -> [i] } ;".as_bytes()).is_err());
    assert!(BasicSet::read_from("{ [i] } ]".as_bytes()).is_err());
    assert!(UnionMap::read_from("{ A[] -> B[] } x".as_bytes()).is_err());
    assert!(UnionSet::read_from("{ A[] } x".as_bytes()).is_err());
    assert!(PwQpolynomial::read_from("{ [i] -> i } x".as_bytes()).is_err());
    assert!(Schedule::read_from("{ domain: \"{ S[] }\" } x".as_bytes()).is_err());
    assert!(ScheduleConstraints::read_from("{ domain: \"{ S[] }\" } x".as_bytes()).is_err());
    for text in ["{ [i] : i > }", "", "   \n", "{ [i] -> }"] {
        assert!(Set::read_from(text.as_bytes()).is_err(), "{text:?}");
    }

    // The access info: in YAML flow style ISL stops after the closing brace.
    let flow = "{ sink: \"{ S[] -> a[] }\", schedule_map: \"{ S[] -> [0] }\" }";
    assert!(UnionAccessInfo::read_from(format!("{flow} \n").as_bytes()).is_ok());
    for rest in [" }", " garbage", "\nsink: x"] {
        let text = format!("{flow}{rest}");
        assert!(
            UnionAccessInfo::read_from(text.as_bytes()).is_err(),
            "{text:?}"
        );
        assert!(UnionAccessInfo::read_from_str(&text).is_err(), "{text:?}");
    }
    let block = "sink: { S[] -> a[] }\nschedule_map: { S[] -> [0] }\n";
    assert!(UnionAccessInfo::read_from(block.as_bytes()).is_ok());
    assert!(UnionAccessInfo::read_from(format!("{block}x\n").as_bytes()).is_err());

    // Vectors: a length, then that many integers.
    for text in [
        "", "x", "2 1", "2 1 2 3", "2 1 x", "-1", "2 1 +2", "2 1 --2", "4097",
    ] {
        let err = IslVec::read_from(text.as_bytes()).unwrap_err();
        assert!(
            matches!(
                err,
                Error::InvalidArgument {
                    function: "isl_vec_read_from_file",
                    ..
                }
            ),
            "{text:?}: {err}"
        );
    }
    assert!(IslVec::read_from("99999999999999999999999 1".as_bytes()).is_err());

    // Bytes that are not UTF-8, NUL bytes, a failing reader.
    let err = Set::read_from(&b"{ [i] : i \xff 0 }"[..]).unwrap_err();
    assert!(
        matches!(
            err,
            Error::Io {
                kind: io::ErrorKind::InvalidData,
                function: "isl_set_read_from_file",
                ..
            }
        ),
        "{err}"
    );
    assert!(matches!(
        IslVec::read_from(&b"1 \xc3"[..]).unwrap_err(),
        Error::Io {
            kind: io::ErrorKind::InvalidData,
            ..
        }
    ));
    assert_eq!(
        UnionMap::read_from("{ A[] }\0".as_bytes()).unwrap_err(),
        Error::InteriorNul {
            function: "isl_union_map_read_from_file",
            position: 7
        }
    );
    let err = Set::read_from(trickle("{ [i] : 0 <= i < 4 }", true)).unwrap_err();
    match &err {
        Error::Io { kind, message, .. } => {
            assert_eq!(*kind, io::ErrorKind::ConnectionReset);
            assert!(message.contains("reader broke"), "{message}");
        }
        other => panic!("expected an I/O error, got {other:?}"),
    }
    assert!(UnionAccessInfo::read_from(trickle("sink: { S[] -> a[] }", true)).is_err());
    assert!(IslVec::read_from(trickle("1 1", true)).is_err());

    // Other objects are intact and the context still works.
    assert_eq!(kept.to_string(), "{ [i] : 0 <= i <= 3 }");
    assert_eq!(
        Set::read_from("{ [i] : i = 1 }".as_bytes()).unwrap(),
        "{ [1] }".parse::<Set>().unwrap()
    );
}

#[test]
fn readers_need_a_context() {
    assert_eq!(
        Set::read_from("{ [i] }".as_bytes()).unwrap_err(),
        Error::NoContext
    );
    assert_eq!(
        IslVec::read_from("1 1".as_bytes()).unwrap_err(),
        Error::NoContext
    );
    assert_eq!(
        Printer::to_writer(Vec::<u8>::new()).unwrap_err(),
        Error::NoContext
    );
}

/// Accepts `room` bytes, then fails.
#[derive(Debug)]
struct Full {
    room: usize,
    written: Vec<u8>,
}

impl Write for Full {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.room == 0 {
            return Err(io::Error::new(io::ErrorKind::StorageFull, "disk full"));
        }
        let n = buf.len().min(self.room);
        self.room -= n;
        self.written.extend_from_slice(&buf[..n]);
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn full(room: usize) -> Full {
    Full {
        room,
        written: Vec::new(),
    }
}

fn is_disk_full(err: &Error) -> bool {
    matches!(err, Error::Io { kind: io::ErrorKind::StorageFull, message, .. } if message.contains("disk full"))
}

#[test]
fn print_internal_writes_isl_internal_form() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();

    // What ISL 0.27 writes (isl_map.c): sizes, flags and reference count,
    // then each basic set in ISL's notation as stored (dump mode).
    let set: Set = "[n] -> { [i] : 0 <= i < n or i = 2n + 5 }".parse().unwrap();
    let mut out = Vec::new();
    set.print_internal(&mut out, 1).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        " ref: 1, n: 2, nparam: 1, dim: 1, flags: 0\n \
         basic set 0:\n     ref: 1, nparam: 1, dim: 1, extra: 0, flags: 2d\n     \
         [n] -> { [i] : i >= 0 and i < n }\n \
         basic set 1:\n     ref: 1, nparam: 1, dim: 1, extra: 0, flags: 1\n     \
         [n] -> { [i] : i = 5 + 2n }\n"
    );
    // The reference count is the object's: a clone shares it.
    let twin = set.clone();
    let mut out = Vec::new();
    twin.print_internal(&mut out, 0).unwrap();
    assert!(out.starts_with(b"ref: 2, n: 2,"));
    drop(twin);

    let map: Map = "{ A[i] -> B[j] : j = i + 1 }".parse().unwrap();
    let mut out = Vec::new();
    map.print_internal(&mut out, 0).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "ref: 1, n: 1, nparam: 0, in: 1, out: 1, flags: 1, n_name: 2\nbasic map 0:\n    \
         ref: 1, nparam: 0, in: 1, out: 1, extra: 0, flags: 1, n_name: 2\n    \
         { A[i] -> B[j] : j = 1 + i }\n"
    );

    let bset: BasicSet = "{ [i, j] : 0 <= i <= j }".parse().unwrap();
    let mut out = Vec::new();
    bset.print_internal(&mut out, 0).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "ref: 1, nparam: 0, dim: 2, extra: 0, flags: 1\n{ [i, j] : i >= 0 and j >= i }\n"
    );

    let bmap: BasicMap = "[n] -> { [i] -> [i + n] }".parse().unwrap();
    let mut out = Vec::new();
    bmap.print_internal(&mut out, 0).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "ref: 1, nparam: 1, in: 1, out: 1, extra: 0, flags: 1, n_name: 3\n\
         [n] -> { [i] -> [o0] : o0 = n + i }\n"
    );

    // Every line is indented by `indent`.
    for indent in [0, 3, 1024] {
        let mut plain = Vec::new();
        set.print_internal(&mut plain, 0).unwrap();
        let mut indented = Vec::new();
        set.print_internal(&mut indented, indent).unwrap();
        let pad = " ".repeat(indent as usize);
        let expected: String = String::from_utf8(plain)
            .unwrap()
            .lines()
            .map(|l| format!("{pad}{l}\n"))
            .collect();
        assert_eq!(String::from_utf8(indented).unwrap(), expected);
    }
    for indent in [-1, 1025, i32::MAX, i32::MIN] {
        let err = set.print_internal(&mut Vec::new(), indent).unwrap_err();
        assert!(matches!(
            err,
            Error::InvalidArgument {
                function: "isl_set_print_internal",
                ..
            }
        ));
        assert!(bmap.print_internal(io::sink(), indent).is_err());
    }

    // Matrices: rows in brackets (isl_mat.c).
    let mut m = Mat::alloc(3u32, 2u32).unwrap();
    for (r, c, x) in [
        (0, 0, 1),
        (0, 1, -2),
        (1, 0, 30),
        (1, 1, 4),
        (2, 0, 0),
        (2, 1, 5),
    ] {
        m.in_place().set_element_si(r, c, x).unwrap();
    }
    let mut out = Vec::new();
    m.print_internal(&mut out, 2).unwrap();
    assert_eq!(out, b"  [[1,-2]\n   [30,4]\n   [0,5]]\n");
    let mut out = Vec::new();
    Mat::alloc(0u32, 3u32)
        .unwrap()
        .print_internal(&mut out, 1)
        .unwrap();
    assert_eq!(out, b" []\n");

    // A failing writer: the error comes back, the objects stay.
    let mut w = full(10);
    assert!(is_disk_full(&set.print_internal(&mut w, 0).unwrap_err()));
    assert_eq!(w.written, b"ref: 1, n:");
    assert!(is_disk_full(&m.print_internal(full(0), 0).unwrap_err()));
    assert_eq!(set.to_string(), "[n] -> { [i] : 0 <= i < n; [i = 5 + 2n] }");
}

#[test]
fn quasipolynomials_print_as_a_string_printer_does() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let pwqp: PwQpolynomial = "[n] -> { [i] -> i * (n - i) : 0 <= i <= n; [i] -> 3 : i > n }"
        .parse()
        .unwrap();
    let qp = "[n] -> { [i] -> i * (n - i) + floor(i / 2) }"
        .parse::<PwQpolynomial>()
        .unwrap()
        .as_qpolynomial()
        .unwrap();
    let (pwf, _) = pwqp.bound(Fold::Max).unwrap();
    let fold = "{ [i] -> max(i, 10 - i, 2 * i) }"
        .parse::<PwQpolynomialFold>()
        .unwrap()
        .as_qpolynomial_fold()
        .unwrap();
    let with = |format: i32| {
        Printer::to_str()
            .unwrap()
            .set_output_format(format)
            .unwrap()
    };
    let text = |out: Vec<u8>| String::from_utf8(out).unwrap();

    let mut out = Vec::new();
    qp.print(&mut out, format::ISL).unwrap();
    let expected = with(format::ISL)
        .print_qpolynomial(&qp)
        .unwrap()
        .get_str()
        .unwrap();
    assert_eq!(text(out), expected);
    assert_eq!(expected, "[n] -> { [i] -> ((n * i - i^2) + floor((i)/2)) }");

    let mut out = Vec::new();
    fold.print(&mut out, format::ISL).unwrap();
    let expected = with(format::ISL)
        .print_qpolynomial_fold(&fold)
        .unwrap()
        .get_str()
        .unwrap();
    assert_eq!(text(out), expected);
    assert_eq!(expected, "max(i, (10 - i), 2 * i)");

    for format in [format::ISL, format::C] {
        let mut out = Vec::new();
        pwqp.print(&mut out, format).unwrap();
        let expected = with(format)
            .print_pw_qpolynomial(&pwqp)
            .unwrap()
            .get_str()
            .unwrap();
        assert_eq!(text(out), expected, "format {format}");

        let mut out = Vec::new();
        pwf.print(&mut out, format).unwrap();
        let expected = with(format)
            .print_pw_qpolynomial_fold(&pwf)
            .unwrap()
            .get_str()
            .unwrap();
        assert_eq!(text(out), expected, "format {format}");
    }
    let mut out = Vec::new();
    pwqp.print(&mut out, format::C).unwrap();
    assert_eq!(
        text(out),
        "(i >= 0 && n - i >= 0) ? ((n * i - i*i)) : (-1 - n + i >= 0) ? (3) : 0"
    );

    // Formats ISL does not print these in: refused before ISL is called.
    for format in [
        format::C,
        format::LATEX,
        format::POLYLIB,
        format::OMEGA,
        -1,
        7,
        i32::MAX,
    ] {
        let mut out = Vec::new();
        let err = qp.print(&mut out, format).unwrap_err();
        assert!(
            matches!(
                err,
                Error::InvalidArgument {
                    function: "isl_qpolynomial_print",
                    ..
                }
            ),
            "{format}: {err}"
        );
        assert!(out.is_empty());
        assert!(fold.print(&mut out, format).is_err());
    }
    for format in [format::LATEX, format::POLYLIB, format::EXT_POLYLIB, -1, 7] {
        assert!(pwqp.print(&mut Vec::new(), format).is_err(), "{format}");
        assert!(pwf.print(&mut Vec::new(), format).is_err(), "{format}");
    }
    // ISL's own check agrees: a string printer in LaTeX fails.
    assert!(with(format::LATEX).print_pw_qpolynomial(&pwqp).is_err());

    assert!(is_disk_full(&pwqp.print(full(4), format::ISL).unwrap_err()));
    assert!(is_disk_full(&qp.print(full(0), format::ISL).unwrap_err()));
}

/// A writer whose output can be read while the printer owns it.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<Vec<u8>>>, Rc<Cell<bool>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn text(&self) -> String {
        String::from_utf8(self.0.borrow().clone()).unwrap()
    }
    fn dropped(&self) -> bool {
        self.1.get()
    }
}

/// Marks the shared writer as dropped: only the printer's copy sets it.
struct Owned(Shared);

impl Write for Owned {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Drop for Owned {
    fn drop(&mut self) {
        self.0 .1.set(true);
    }
}

#[test]
fn a_writer_printer_prints_what_a_string_printer_prints() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let set: Set = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }"
        .parse()
        .unwrap();
    let umap: UnionMap = "{ S[i, j] -> [i, j]; T[i] -> [i, 0] }".parse().unwrap();
    let schedule: Schedule = "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }\", \
        child: { schedule: \"[{ S[i] -> [(i)]; T[i] -> [(i)] }]\", \
        child: { sequence: [ { filter: \"{ S[i] }\" }, { filter: \"{ T[i] }\" } ] } } }"
        .parse()
        .unwrap();

    type Steps = fn(Printer, &Set, &UnionMap, &Schedule) -> Result<Printer>;
    let cases: [(&str, Steps); 5] = [
        ("isl", |p, s, u, _| {
            p.print_set(s)?.end_line()?.print_union_map(u)?.end_line()
        }),
        ("latex", |p, s, _, _| {
            p.set_output_format(format::LATEX)?.print_set(s)
        }),
        ("omega", |p, s, _, _| {
            p.set_output_format(format::OMEGA)?.print_set(s)
        }),
        ("yaml block", |p, _, _, sched| {
            p.set_yaml_style(format::YAML_STYLE_BLOCK)?
                .print_schedule(sched)
        }),
        ("indented", |p, s, _, sched| {
            p.set_indent(4)?
                .set_prefix("// ")?
                .start_line()?
                .print_set(s)?
                .end_line()?
                .print_schedule(sched)
        }),
    ];
    for (name, steps) in cases {
        let expected = steps(Printer::to_str().unwrap(), &set, &umap, &schedule)
            .unwrap()
            .get_str()
            .unwrap();
        let p = steps(
            Printer::to_writer(Vec::<u8>::new()).unwrap(),
            &set,
            &umap,
            &schedule,
        )
        .unwrap();
        let got = p.into_writer::<Vec<u8>>().unwrap();
        assert_eq!(String::from_utf8(got).unwrap(), expected, "{name}");
        assert!(!expected.is_empty());
    }

    // A long output, larger than the C library's buffer, through a file.
    let big: UnionSet = (0..1000)
        .map(|k| format!("S{k}[i] : 0 <= i <= {k}"))
        .collect::<Vec<_>>()
        .join("; ")
        .pipe(|body| format!("{{ {body} }}"))
        .parse()
        .unwrap();
    let expected = big.to_string();
    assert!(expected.len() > 20_000);
    let file = TempFile::new("printer", b"");
    let out = std::fs::File::create(&file.0).unwrap();
    let p = Printer::to_writer(out)
        .unwrap()
        .print_union_set(&big)
        .unwrap();
    p.into_writer::<std::fs::File>().unwrap();
    assert_eq!(std::fs::read_to_string(&file.0).unwrap(), expected);

    // Output reaches the writer on flush_writer, and on drop.
    let shared = Shared::default();
    let p = Printer::to_writer(Owned(shared.clone())).unwrap();
    let p = p.print_set(&set).unwrap();
    assert_eq!(shared.text(), "");
    let p = p.flush_writer().unwrap();
    assert_eq!(shared.text(), set.to_string());
    let p = p.print_str(" and more").unwrap();
    assert!(!shared.dropped());
    drop(p);
    assert!(shared.dropped());
    assert_eq!(shared.text(), format!("{set} and more"));
}

trait Pipe: Sized {
    fn pipe<R>(self, f: impl FnOnce(Self) -> R) -> R {
        f(self)
    }
}
impl<T> Pipe for T {}

#[test]
fn a_writer_printer_prints_code() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let build = AstBuild::from_context("[n] -> { : n >= 0 }".parse::<Set>().unwrap()).unwrap();
    let schedule: UnionMap = "[n] -> { S[i, j] -> [i, j] : 0 <= i < n and 0 <= j <= i }"
        .parse()
        .unwrap();
    let ast = build.node_from_schedule_map(schedule).unwrap();

    let c = |p: Printer| p.set_output_format(format::C).unwrap();
    let p = c(Printer::to_writer(Vec::<u8>::new()).unwrap());
    let p = ast.print(p, AstPrintOptions::alloc().unwrap()).unwrap();
    let code = String::from_utf8(p.into_writer::<Vec<u8>>().unwrap()).unwrap();
    assert_eq!(code, ast.to_c_str().unwrap());
    assert!(
        code.starts_with("for (int c0 = 0; c0 < n; c0 += 1)"),
        "{code}"
    );

    // With a callback, which gets the printer (and its stream) from ISL.
    let options = || {
        AstPrintOptions::alloc()
            .unwrap()
            .set_print_user(|p: Printer, _options, node| {
                let call = node.user_get_expr()?;
                p.start_line()?
                    .print_str("run(")?
                    .print_ast_expr(&call)?
                    .print_str(");")?
                    .end_line()
            })
            .unwrap()
    };
    let expected = ast
        .print(c(Printer::to_str().unwrap()), options())
        .unwrap()
        .get_str()
        .unwrap();
    let p = ast
        .print(c(Printer::to_writer(Vec::<u8>::new()).unwrap()), options())
        .unwrap();
    let code = String::from_utf8(p.into_writer::<Vec<u8>>().unwrap()).unwrap();
    assert_eq!(code, expected);
    assert!(code.contains("run(S(c0, c1));"), "{code}");
}

#[test]
fn the_stream_lives_as_long_as_isl_printer() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let build = AstBuild::from_context("{ : }".parse::<Set>().unwrap()).unwrap();
    let ast = build
        .node_from_schedule_map("{ S[i] -> [i] : 0 <= i < 2 }".parse::<UnionMap>().unwrap())
        .unwrap();

    // A callback keeps the printer ISL hands it and returns another one:
    // the kept printer, and its stream, outlive the call.
    let kept: Rc<RefCell<Option<Printer>>> = Rc::default();
    let keep = kept.clone();
    let options = AstPrintOptions::alloc()
        .unwrap()
        .set_print_user(move |p: Printer, _options, _node| {
            if keep.borrow().is_none() {
                *keep.borrow_mut() = Some(p.print_str("kept ")?);
                Printer::to_str()
            } else {
                Ok(p)
            }
        })
        .unwrap();
    let shared = Shared::default();
    let p = Printer::to_writer(Owned(shared.clone()))
        .unwrap()
        .set_output_format(format::C)
        .unwrap()
        .print_str("start ")
        .unwrap();
    let other = ast.print(p, options).unwrap();
    assert!(other.into_writer::<Owned>().is_err()); // a string printer
    assert!(!shared.dropped());
    let p = kept.borrow_mut().take().unwrap();
    let owned = p.print_str("end").unwrap().into_writer::<Owned>().unwrap();
    assert_eq!(
        shared.text(),
        "start for (int c0 = 0; c0 <= 1; c0 += 1)\nkept end"
    );
    drop(owned);
    assert!(shared.dropped());

    // When ISL frees the printer on an error, the writer goes with it.
    let shared = Shared::default();
    let pwqp: PwQpolynomial = "{ [i] -> i^2 }".parse().unwrap();
    let p = Printer::to_writer(Owned(shared.clone()))
        .unwrap()
        .set_output_format(format::LATEX)
        .unwrap();
    assert!(p.print_pw_qpolynomial(&pwqp).is_err());
    assert!(shared.dropped());

    // And when a check fails before ISL is called.
    let other_ctx = Context::new().unwrap();
    let foreign = other_ctx.scope(|| "{ [i] }".parse::<Set>().unwrap());
    let shared = Shared::default();
    let p = Printer::to_writer(Owned(shared.clone())).unwrap();
    assert!(matches!(
        p.print_set(&foreign).unwrap_err(),
        Error::ContextMismatch { .. }
    ));
    assert!(shared.dropped());
}

#[test]
fn writer_errors_come_back() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let set: Set = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }"
        .parse()
        .unwrap();

    // The writer fails while ISL prints: the next flush_writer and
    // into_writer say so.
    let p = Printer::to_writer(full(5))
        .unwrap()
        .print_set(&set)
        .unwrap();
    assert!(is_disk_full(&p.into_writer::<Full>().unwrap_err()));
    let p = Printer::to_writer(full(5))
        .unwrap()
        .print_set(&set)
        .unwrap();
    assert!(is_disk_full(&p.flush_writer().unwrap_err()));

    // An error during a long print, once the C library's buffer is full.
    let big: UnionSet = (0..1000)
        .map(|k| format!("S{k}[i] : 0 <= i <= {k}"))
        .collect::<Vec<_>>()
        .join("; ")
        .pipe(|body| format!("{{ {body} }}"))
        .parse()
        .unwrap();
    let p = Printer::to_writer(full(100)).unwrap();
    let p = p
        .print_union_set(&big)
        .unwrap()
        .print_union_set(&big)
        .unwrap();
    assert!(is_disk_full(&p.flush_writer().unwrap_err()));

    // Enough room: no error.
    let p = Printer::to_writer(full(1 << 20))
        .unwrap()
        .print_set(&set)
        .unwrap();
    let w = p.flush_writer().unwrap().into_writer::<Full>().unwrap();
    assert_eq!(String::from_utf8(w.written).unwrap(), set.to_string());

    // A writer that panics: an error, not an abort.
    #[derive(Debug)]
    struct Panics;
    impl Write for Panics {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            panic!("the writer panics");
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let p = Printer::to_writer(Panics).unwrap().print_set(&set).unwrap();
    let err = p.into_writer::<Panics>().unwrap_err();
    assert!(
        matches!(&err, Error::Io { message, .. } if message.contains("panicked")),
        "{err}"
    );

    // The wrong type back, and printers with no writer.
    let p = Printer::to_writer(Vec::<u8>::new()).unwrap();
    assert!(matches!(
        p.into_writer::<io::Sink>().unwrap_err(),
        Error::InvalidArgument { .. }
    ));
    assert!(Printer::to_str().unwrap().flush_writer().is_err());
    assert!(Printer::to_str().unwrap().into_writer::<Vec<u8>>().is_err());
    // A file printer is no string printer.
    let p = Printer::to_writer(Vec::<u8>::new()).unwrap();
    assert!(p.get_str().is_err());

    assert_eq!(
        set.to_string(),
        "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }"
    );
}

#[test]
fn printing_methods_keep_the_printer_attachments() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let value: Rc<dyn std::any::Any> = Rc::new(7);
    let mut p = Printer::to_str().unwrap();
    p.attachments_mut().push(value.clone());
    let p = p
        .print_str("a")
        .unwrap()
        .print_int(1)
        .unwrap()
        .end_line()
        .unwrap();
    assert_eq!(Rc::strong_count(&value), 2);
    assert_eq!(p.get_str().unwrap(), "a1\n");
    drop(p);
    assert_eq!(Rc::strong_count(&value), 1);
}

#[test]
fn no_context_leaks() {
    {
        let ctx = Context::new().unwrap();
        let _scope = ctx.enter();
        let set: Set = "{ [i] : 0 <= i < 4 }".parse().unwrap();
        let p = Printer::to_writer(Vec::<u8>::new())
            .unwrap()
            .print_set(&set)
            .unwrap();
        let _ = Printer::to_writer(Vec::<u8>::new())
            .unwrap()
            .print_set(&set)
            .unwrap();
        assert_eq!(
            p.into_writer::<Vec<u8>>().unwrap(),
            set.to_string().as_bytes()
        );
        set.print_internal(io::sink(), 0).unwrap();
        let _ = Set::read_from("{ [i] } x".as_bytes());
        let _ = IslVec::read_from("2 1 2".as_bytes()).unwrap();
    }
    assert_eq!(leaked_contexts(), 0);
}
