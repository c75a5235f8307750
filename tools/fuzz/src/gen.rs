//! Case generators: parser cases and API cases.

use crate::case::{Arg, Case, Op, DIMS};
use crate::generated::{self, GenOp};
use crate::mutate;
use crate::ops::{self, OpDef};
use crate::pool::{Ty, CAPACITY, K};
use crate::rng::Rng;
use crate::seeds::{builtin, Seed};
use isl_safe::DimType;
use std::collections::HashSet;

/// The stream readers `read_stream` knows, one letter each: id, val,
/// multi_val, multi_aff, map, set, basic_set, pw_qpolynomial, union_set,
/// union_map, schedule.
pub const READERS: &str = "ivVambqSMx";

/// Integers that stress positions, counts and values.
pub const INTERESTING: &[i64] = &[
    -1,
    -2,
    4,
    5,
    8,
    31,
    32,
    63,
    64,
    100,
    1000,
    65535,
    65536,
    i32::MAX as i64,
    i32::MIN as i64,
    u32::MAX as i64,
    1 << 31,
    1 << 32,
    (1 << 32) + 1,
    i64::MAX,
    i64::MIN,
    1 << 62,
    -(1 << 31) - 1,
];

/// Names, good and bad.
pub const NAMES: &[&str] = &[
    "i",
    "n",
    "S",
    "A",
    "c0",
    "",
    " ",
    "a b",
    "0",
    "1x",
    "[",
    "}",
    "->",
    "\"",
    "é",
    "A\0B",
    "n'",
    "very_long_name_very_long_name_very_long_name_very_long_name_very_long_name",
];

/// The generator: seeds and a random stream.
pub struct Gen {
    /// The seeds.
    pub seeds: Vec<Seed>,
    /// The random stream.
    pub rng: Rng,
    readers: Vec<&'static OpDef>,
}

impl Gen {
    /// A generator over `seeds`, from random seed `seed`.
    pub fn new(seeds: Vec<Seed>, seed: u64) -> Gen {
        let readers = ops::table()
            .iter()
            .filter(|o| o.name.starts_with("read_"))
            .collect();
        Gen {
            seeds,
            rng: Rng::new(seed),
            readers,
        }
    }

    fn seed_text(&mut self, reader: &str) -> String {
        let matching: Vec<usize> = (0..self.seeds.len())
            .filter(|&i| self.seeds[i].reader == reader)
            .collect();
        let k = if !matching.is_empty() && !self.rng.one_in(3) {
            matching[self.rng.below(matching.len())]
        } else {
            self.rng.below(self.seeds.len())
        };
        self.seeds
            .get(k)
            .map(|s| s.text.clone())
            .unwrap_or_default()
    }

    fn any_seed(&mut self) -> String {
        let k = self.rng.below(self.seeds.len());
        self.seeds
            .get(k)
            .map(|s| s.text.clone())
            .unwrap_or_default()
    }

    fn readers_spec(&mut self) -> String {
        if self.rng.one_in(2) {
            return "MsM".into();
        }
        let n = 1 + self.rng.below(6);
        let r = READERS.as_bytes();
        (0..n).map(|_| r[self.rng.below(r.len())] as char).collect()
    }

    /// A parser case: one reader on a mutated seed.
    pub fn parse_case(&mut self) -> Case {
        let op = self.readers[self.rng.below(self.readers.len())];
        let base = self.seed_text(op.name);
        let text = if self.rng.one_in(10) {
            base
        } else {
            let other = self.any_seed();
            mutate::mutate(&mut self.rng, &base, &other)
        };
        let mut args = Vec::new();
        for k in &op.args {
            match k {
                K::Readers => args.push(Arg::Str(self.readers_spec())),
                _ => args.push(Arg::Str(text.clone())),
            }
        }
        Case {
            ops: vec![Op {
                name: op.name.to_string(),
                args,
            }],
        }
    }

    fn int(&mut self, small_lo: i64, small_hi: i64, p_small: usize) -> i64 {
        if self.rng.below(100) < p_small {
            self.rng.range(small_lo, small_hi)
        } else {
            *self.rng.pick(INTERESTING).unwrap_or(&-1)
        }
    }

    fn dim(&mut self) -> DimType {
        const WEIGHTS: [usize; 7] = [25, 15, 15, 15, 10, 10, 10];
        let mut x = self.rng.below(100);
        for (d, w) in DIMS.iter().zip(WEIGHTS) {
            if x < w {
                return *d;
            }
            x -= w;
        }
        DimType::Set
    }

    fn text(&mut self, ty: Ty) -> String {
        let texts = builtin(ty);
        let base = match self.rng.pick(texts) {
            Some(t) => t.to_string(),
            None => match crate::pool::texts(ty) {
                v if v.is_empty() => return String::new(),
                v => v[self.rng.below(v.len())].clone(),
            },
        };
        if self.rng.one_in(12) {
            let other = self.any_seed();
            mutate::mutate(&mut self.rng, &base, &other)
        } else {
            base
        }
    }

    fn arg(&mut self, k: K) -> Arg {
        match k {
            K::S(_) => Arg::Int(if self.rng.one_in(24) {
                self.int(-3, 3, 0)
            } else {
                self.rng.below(CAPACITY) as i64
            }),
            K::D => Arg::Dim(self.dim()),
            K::P => Arg::Int(self.int(0, 3, 75)),
            K::N => Arg::Int(self.int(0, 3, 70)),
            K::V => Arg::Int(self.int(-3, 5, 60)),
            K::F => Arg::Int(if self.rng.one_in(8) {
                *self
                    .rng
                    .pick(&[-1i64, 7, 99, i32::MAX as i64])
                    .unwrap_or(&-1)
            } else {
                self.rng.range(0, 6)
            }),
            K::Name => Arg::Str(self.rng.pick(NAMES).copied().unwrap_or("i").to_string()),
            K::T(ty) => Arg::Str(self.text(ty)),
            K::Readers => Arg::Str(self.readers_spec()),
            K::Limit => {
                // Log-uniform in 1..32768, so that calls run out of
                // operations at every depth of ISL's algorithms.
                let bits = self.rng.range(0, 15);
                Arg::Int(1 + self.rng.range(0, 1 << bits))
            }
        }
    }

    /// A generated operation with arguments drawn by kind; slots range over
    /// the shapes and the results the pool holds.
    pub fn gen_op(&mut self, def: &GenOp) -> Op {
        let args = def
            .args
            .iter()
            .map(|&k| match k {
                K::S(_) => Arg::Int(if self.rng.one_in(24) {
                    self.int(-3, 3, 0)
                } else {
                    self.rng.below(1 << 12) as i64
                }),
                k => self.arg(k),
            })
            .collect();
        Op {
            name: def.name.to_string(),
            args,
        }
    }

    /// A case of generated operations: calls of any declared function, in
    /// any form, on the pool's shapes and on each other's results; a
    /// quarter of the cases under a small operation limit.
    pub fn gen_case(&mut self) -> Case {
        let table = generated::table();
        let mut out = Vec::new();
        if self.rng.one_in(4) {
            if let Some(def) = ops::find("limit_operations") {
                out.push(self.op(def));
            }
        }
        let n = 5 + self.rng.below(40);
        for _ in 0..n {
            let def = &table[self.rng.below(table.len())];
            out.push(self.gen_op(def));
        }
        Case { ops: out }
    }

    /// The sweep's case `part` for generated operation `k`: the operation
    /// called `calls` times with arguments from a stream seeded by `k` and
    /// `part` alone, so that a sweep is the same whatever else ran.
    pub fn sweep_case(seed: u64, k: usize, part: usize, calls: usize) -> Case {
        let def = &generated::table()[k];
        // Seeded by the operation's name, not its place in the table, so
        // that adding an operation leaves every other one's calls as they
        // were (FNV-1a).
        let name = def.name.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3)
        });
        let mut g = Gen {
            seeds: Vec::new(),
            rng: Rng::new(
                seed ^ name.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    ^ (part as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F),
            ),
            readers: Vec::new(),
        };
        Case {
            ops: (0..calls).map(|_| g.gen_op(def)).collect(),
        }
    }

    /// The sweep's case of a reader (generated operation `k`, or the
    /// hand-written operation `name`) called `calls` times, `limited`: after
    /// a small operation limit (log-uniform in 1..4096), where an unpatched
    /// ISL's readers ran out of memory mid-token. Seeded apart from
    /// [`sweep_case`](Self::sweep_case)'s parts, which stay as they are.
    pub fn sweep_reader_case(
        seed: u64,
        reader: Result<usize, &str>,
        calls: usize,
        limited: bool,
    ) -> Case {
        let name = match reader {
            Ok(k) => generated::table()[k].name,
            Err(name) => name,
        };
        let hash = name.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3)
        });
        let mut g = Gen {
            seeds: Vec::new(),
            rng: Rng::new(seed ^ hash.wrapping_mul(0xD6E8_FEB8_6659_FD93) ^ 0x4C49_4D49_5400),
            readers: Vec::new(),
        };
        let bits = g.rng.range(0, 12);
        let limit = Op {
            name: "limit_operations".into(),
            args: vec![Arg::Int(1 + g.rng.range(0, 1 << bits))],
        };
        let calls = (0..calls).map(|_| match reader {
            Ok(k) => g.gen_op(&generated::table()[k]),
            Err(name) => match ops::find(name) {
                Some(def) => g.op(def),
                None => Op {
                    name: name.to_string(),
                    args: Vec::new(),
                },
            },
        });
        Case {
            ops: std::iter::once(limit)
                .filter(|_| limited)
                .chain(calls)
                .collect(),
        }
    }

    fn op(&mut self, def: &OpDef) -> Op {
        let args = def.args.iter().map(|&k| self.arg(k)).collect();
        Op {
            name: def.name.to_string(),
            args,
        }
    }

    /// An API case: objects read from small texts, then random operations.
    pub fn api_case(&mut self) -> Case {
        let table = ops::table();
        let mut have: HashSet<Ty> = HashSet::new();
        let mut out = Vec::new();
        // Objects to start from.
        let starters: Vec<&OpDef> = self
            .readers
            .iter()
            .copied()
            .filter(|o| matches!(o.args.as_slice(), [K::T(t)] if !builtin(*t).is_empty()))
            .collect();
        let n_start = 2 + self.rng.below(6);
        for _ in 0..n_start {
            let core = [
                "read_set",
                "read_map",
                "read_union_set",
                "read_union_map",
                "read_val",
                "read_schedule",
                "read_multi_val",
                "read_aff",
                "read_multi_aff",
                "read_basic_set",
            ];
            let def = if self.rng.one_in(2) {
                let name = core[self.rng.below(core.len())];
                ops::find(name)
            } else {
                starters.get(self.rng.below(starters.len())).copied()
            };
            if let Some(def) = def {
                out.push(self.op(def));
                if let Some(t) = def.out {
                    have.insert(t);
                }
            }
        }
        // A quarter of the cases run the rest under a small operation limit:
        // ISL then fails deep inside its algorithms, on allocations and
        // error paths that rarely run otherwise.
        if self.rng.one_in(4) {
            if let Some(def) = ops::find("limit_operations") {
                out.push(self.op(def));
            }
        }
        let n = 3 + self.rng.below(30);
        for _ in 0..n {
            // Prefer operations whose inputs exist.
            let mut pick = None;
            for _ in 0..30 {
                let def = &table[self.rng.below(table.len())];
                let ready = def.args.iter().all(|k| match k {
                    K::S(t) => have.contains(t),
                    _ => true,
                });
                let is_reader = def.name.starts_with("read_");
                if ready && (!is_reader || self.rng.one_in(4)) {
                    pick = Some(def);
                    break;
                }
            }
            let Some(def) = pick else { continue };
            out.push(self.op(def));
            if let Some(t) = def.out {
                have.insert(t);
            }
        }
        Case { ops: out }
    }
}
