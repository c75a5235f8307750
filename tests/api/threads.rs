//! Objects carried between threads and contexts as snapshots: each comes
//! back equal to the original (compared in the original's context), and
//! work done in several threads agrees with the same work done in one.

use isl_safe::*;

fn assert_send_sync<T: Send + Sync>() {}

#[test]
fn snapshots_are_send_and_sync() {
    assert_send_sync::<Snapshot<Set>>();
    assert_send_sync::<Snapshot<Schedule>>();
}

#[test]
fn objects_come_back_equal_in_another_context() {
    let a = Context::new().unwrap();
    let b = Context::new().unwrap();
    let _scope = a.enter();
    let set: Set = "[n] -> { S[i, j] : 0 <= i < n and j = 2i }"
        .parse()
        .unwrap();
    let map: UnionMap = "{ S[i] -> A[i + 1]; T[i, j] -> B[j] }".parse().unwrap();
    let pwqp: PwQpolynomial = "[n] -> { [i] -> i^2 + n : 0 <= i < n }".parse().unwrap();
    let schedule: Schedule = "{ domain: \"{ S[i] : 0 <= i < 8 }\", \
        child: { schedule: \"[{ S[i] -> [(i)] }]\" } }"
        .parse()
        .unwrap();
    let there = set.to_context(&b).unwrap();
    assert_eq!(there.context(), &b);
    assert_eq!(there.to_context(&a).unwrap(), set);
    assert_eq!(map.to_context(&b).unwrap().to_context(&a).unwrap(), map);
    assert_eq!(pwqp.to_context(&b).unwrap().to_context(&a).unwrap(), pwqp);
    let back = schedule.to_context(&b).unwrap().to_context(&a).unwrap();
    assert!(back.plain_is_equal(&schedule).unwrap());
}

#[test]
fn threads_compute_what_one_thread_computes() {
    let ctx = Context::new().unwrap();
    let _scope = ctx.enter();
    let kernels: Vec<Set> = (1..=4)
        .map(|k| {
            format!("[n] -> {{ S[i, j] : 0 <= i < n and 0 <= j < {k} i }}")
                .parse()
                .unwrap()
        })
        .collect();
    let alone: Vec<String> = kernels
        .iter()
        .map(|s| s.lexmax().unwrap().to_string())
        .collect();
    let handles: Vec<_> = kernels
        .iter()
        .map(|s| {
            let snapshot = s.snapshot().unwrap();
            std::thread::spawn(move || {
                let ctx = Context::new().unwrap();
                let _scope = ctx.enter();
                let set = snapshot.restore().unwrap();
                set.lexmax().unwrap().snapshot().unwrap()
            })
        })
        .collect();
    let parallel: Vec<String> = handles
        .into_iter()
        .map(|h| {
            let back: Set = h.join().unwrap().restore().unwrap();
            back.to_string()
        })
        .collect();
    assert_eq!(parallel, alone);
}
