//! A report page kept up to date while the run goes on, off the engine's path: the progress
//! observer only looks at the clock and, every [`REFRESH`], hands a copy of the counters to a
//! thread of the page's own, which reads what else the page shows (the result so far, the time
//! in tests), draws the page and writes it atomically. The final page is written by the caller
//! once that thread has ended, so no late refresh can replace it.

use std::io;
use std::path::PathBuf;
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use pare::process::TestTime;
use pare::reduction::Progress;
use pare::stats::count_lines;

use super::page;
use super::run::{Facts, Now, Sizes};
use crate::cli::output::write_atomic;

/// The least time between two writes of a live page.
pub const REFRESH: Duration = Duration::from_secs(2);

/// What the page's thread adds to a snapshot before drawing it (the result so far, the time in
/// tests): work the engine's thread must not do.
pub type Fill = Box<dyn Fn(&mut Now) + Send>;

/// One reduction's report page, live until [`Live::finish`].
pub struct Live {
    path: PathBuf,
    facts: Arc<Facts>,
    started: Instant,
    /// When the next snapshot may be taken.
    due: Mutex<Instant>,
    /// To the page's thread; `None` once finished.
    sender: Mutex<Option<Sender<Now>>>,
    writer: Mutex<Option<JoinHandle<()>>>,
}

impl Live {
    /// A live page at `path` for a run with `facts`, its snapshots completed by `fill` on the
    /// page's own thread.
    pub fn start(path: PathBuf, facts: Facts, fill: Fill) -> Arc<Live> {
        let facts = Arc::new(facts);
        let (sender, receiver) = mpsc::channel::<Now>();
        let (to, of) = (path.clone(), facts.clone());
        let writer = std::thread::Builder::new()
            .name("pare-report".into())
            .spawn(move || {
                while let Ok(mut now) = receiver.recv() {
                    // Only the newest snapshot is worth drawing.
                    while let Ok(newer) = receiver.try_recv() {
                        now = newer;
                    }
                    fill(&mut now);
                    // A failed write is tried again at the next refresh; the final one says so.
                    let _ = write_atomic(&to, page::render(&of, &now).as_bytes());
                }
            })
            .expect("a thread for the report page");
        Arc::new(Live {
            path,
            facts,
            started: Instant::now(),
            due: Mutex::new(Instant::now()),
            sender: Mutex::new(Some(sender)),
            writer: Mutex::new(Some(writer)),
        })
    }

    /// Hears a progress report: at most once per [`REFRESH`], a copy of its counters goes to
    /// the page's thread; otherwise this only reads the clock.
    pub fn observe(&self, p: &Progress) {
        let now = Instant::now();
        {
            let mut due = self.due.lock().expect("no panics under the report's lock");
            if now < *due {
                return;
            }
            *due = now + REFRESH;
        }
        let snapshot = Now { stats: p.stats.clone(), seconds: self.started.elapsed().as_secs_f64(), ..Now::default() };
        if let Some(sender) = self.sender.lock().expect("no panics under the report's lock").as_ref() {
            let _ = sender.send(snapshot);
        }
    }

    /// Ends the live page's thread, then writes the final page for `now`.
    pub fn finish(&self, now: &Now) -> io::Result<()> {
        drop(self.sender.lock().expect("no panics under the report's lock").take());
        if let Some(writer) = self.writer.lock().expect("no panics under the report's lock").take() {
            let _ = writer.join();
        }
        write_atomic(&self.path, page::render(&self.facts, now).as_bytes())
    }

    /// Where the page is.
    pub fn path(&self) -> &std::path::Path {
        &self.path
    }
}

/// What a live page reads besides the counters: the time in tests and pare's own CPU time, and
/// for one text the best so far from `output` (written there at every improvement).
pub fn reading(output: Option<PathBuf>, test_time: TestTime) -> Fill {
    Box::new(move |now: &mut Now| {
        now.test_seconds = test_time.seconds();
        now.own_cpu_seconds = pare::stats::own_cpu_seconds();
        if let Some(text) = output.as_ref().and_then(|path| std::fs::read(path).ok()) {
            now.result = Some(Sizes { bytes: text.len(), lines: count_lines(&text), tokens: None });
            now.text = Some(text);
        }
    })
}
