//! Using pare as a library: an oracle that borrows a local (run on scoped threads), and progress
//! reports that come only when something changed.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use pare::{FnOracle, Lang, Reduction};

#[test]
fn a_borrowed_oracle_runs_and_progress_reports_only_changes() {
    let source = b"int f(int x) { return x / 0; }\nint g(void) { return 1; }\nint h;\n".to_vec();
    // Borrowed, not moved: the closure reads `needle` and counts into `asked`.
    let needle = String::from("/ 0");
    let asked = AtomicUsize::new(0);
    let oracle = FnOracle(|c: &[u8]| {
        asked.fetch_add(1, Ordering::SeqCst);
        String::from_utf8_lossy(c).contains(needle.as_str())
    });
    let reports = Arc::new(Mutex::new(Vec::new()));
    let heard = reports.clone();
    let outcome = Reduction::new(source.clone())
        .language(Lang::C)
        .jobs(2)
        .on_progress(move |p| heard.lock().unwrap().push((p.pass.to_string(), p.size, p.calls, p.running)))
        .run(&oracle)
        .unwrap();
    let best = String::from_utf8(outcome.best).unwrap();
    assert!(best.contains("/ 0") || best.contains("/0"), "{best}");
    assert!(best.len() < source.len() / 2, "{best}");
    assert!(asked.load(Ordering::SeqCst) as u64 >= outcome.stats.committed_calls);
    let reports = reports.lock().unwrap();
    assert!(reports.len() > 3, "{reports:?}");
    assert!(reports.windows(2).all(|w| w[0] != w[1]), "the same values twice in a row: {reports:?}");
    // The oracle is still ours.
    assert!(oracle.0(b"1 / 0"));
}

/// The timeline says which pass made each improvement, so an embedder can draw its own plot:
/// each pass has as many points as successes, sizes only fall, the last point is the result,
/// and a progress report carries the timeline as it grows.
#[test]
fn the_timeline_names_the_pass_of_every_improvement() {
    let source = b"int f(int x) { return x / 0; }\nint g(void) { return 1; }\nint h;\nint k;\n".to_vec();
    let oracle = FnOracle(|c: &[u8]| String::from_utf8_lossy(c).contains("/ 0"));
    let seen = Arc::new(Mutex::new(Vec::new()));
    let heard = seen.clone();
    let outcome = Reduction::new(source.clone())
        .language(Lang::C)
        .jobs(1)
        .on_progress(move |p| heard.lock().unwrap().push(p.stats.timeline.len()))
        .run(&oracle)
        .unwrap();
    let timeline = &outcome.stats.timeline;
    assert!(timeline.len() >= 2, "{timeline:?}");
    assert_eq!(timeline.last().unwrap().bytes, outcome.best.len());
    assert!(timeline.windows(2).all(|w| w[1].bytes <= w[0].bytes && w[1].calls >= w[0].calls), "{timeline:?}");
    assert!(timeline.iter().all(|i| i.files.is_none()), "a single text has no files");
    for pass in &outcome.stats.passes {
        let points = timeline.iter().filter(|i| i.pass == pass.name).count() as u64;
        assert_eq!(points, pass.successes, "{}: {timeline:?}", pass.name);
    }
    let seen = seen.lock().unwrap();
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
    assert!(seen.iter().any(|&n| n > 0), "progress saw the timeline grow: {seen:?}");
}

/// A result that cannot be written stops the run (the writer's thread reports it), says why,
/// and keeps what was handed over before: the sink's last success is an earlier best, never the
/// one that failed.
#[test]
fn a_failed_write_stops_the_run_and_says_why() {
    let source = b"int f(int x) { return x / 0; }\nint g(void) { return 1; }\nint h;\nint k;\nint m;\n".to_vec();
    let oracle = FnOracle(|c: &[u8]| String::from_utf8_lossy(c).contains("/ 0"));
    let full = Reduction::new(source.clone()).language(Lang::C).jobs(1).run(&oracle).unwrap();
    assert!(full.stats.successes >= 3, "the case needs a few improvements: {:?}", full.stats.timeline);
    let written = Arc::new(Mutex::new(Vec::new()));
    let kept = written.clone();
    let outcome = Reduction::new(source.clone())
        .language(Lang::C)
        .jobs(1)
        .on_improvement(move |best| {
            let mut kept = kept.lock().unwrap();
            if !kept.is_empty() {
                return Err(std::io::Error::other("disk full"));
            }
            kept.push(best.to_vec());
            Ok(())
        })
        .run(&oracle)
        .unwrap();
    let error = outcome.write_error.as_deref().expect("the failure is reported");
    assert!(error.contains("disk full"), "{error}");
    assert_eq!(outcome.ended, pare::Ended::Stopped(pare::stop::Stop::WriteFailed));
    assert!(outcome.stats.committed_calls < full.stats.committed_calls, "the run stopped early");
    let written = written.lock().unwrap();
    assert_eq!(written.len(), 1, "one write succeeded");
    assert!(written[0].len() < source.len() && written[0].len() > full.best.len(), "an earlier best, not the result");
}

/// A caller that judged the empty candidate already hands its verdict over: the oracle is never
/// asked about empty input, and the result is the one the reduction finds when it asks itself,
/// with one committed call fewer. An interesting empty candidate handed over is the result.
#[test]
fn an_empty_verdict_handed_over_is_not_asked_again() {
    let source = b"int f(int x) { return x / 0; }\nint g(void) { return 1; }\n".to_vec();
    let empty_asked = AtomicUsize::new(0);
    let oracle = FnOracle(|c: &[u8]| {
        if c.is_empty() {
            empty_asked.fetch_add(1, Ordering::SeqCst);
        }
        String::from_utf8_lossy(c).contains("/ 0")
    });
    let run = |judged: Option<bool>| {
        let reduction = Reduction::new(source.clone()).language(Lang::C).jobs(1);
        let reduction = match judged {
            Some(interesting) => reduction.empty_judged(interesting),
            None => reduction,
        };
        reduction.run(&oracle).unwrap()
    };
    let asked = run(None);
    assert_eq!(empty_asked.swap(0, Ordering::SeqCst), 1, "asked once when not handed over");
    let handed = run(Some(false));
    assert_eq!(empty_asked.load(Ordering::SeqCst), 0, "never asked when handed over");
    assert_eq!(handed.best, asked.best);
    assert_eq!(handed.stats.committed_calls + 1, asked.stats.committed_calls, "one call fewer");
    let anything = FnOracle(|_: &[u8]| true);
    let outcome = Reduction::new(source.clone()).jobs(1).empty_judged(true).run(&anything).unwrap();
    assert!(outcome.best.is_empty(), "an interesting empty candidate is the result");
}
