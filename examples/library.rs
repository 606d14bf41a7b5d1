//! pare as a library: reduce a C snippet with a closure as the oracle.
//!
//!     cargo run --release --example library
//!
//! The "bug" here is any program that still divides by a literal zero inside a function called
//! `f`; the oracle is an ordinary closure, so there is no process, no temporary file and no
//! script. A real harness would call its compiler or engine in-process the same way.

use std::sync::Arc;
use std::sync::atomic::AtomicUsize;

use pare::{FnOracle, Lang, Limits, Reduction};

const SOURCE: &str = r#"
#include <stdio.h>
static int counter = 0;
/* A helper nobody needs. */
static int twice(int x) { return 2 * x; }
int f(int a, int b) {
    int unused = twice(a);
    if (a > b) {
        counter++;
        return a / 0;
    }
    return b;
}
int main(void) {
    printf("%d\n", f(3, 2) + twice(counter));
    return 0;
}
"#;

fn main() {
    let oracle = FnOracle(|candidate: &[u8]| {
        let text = String::from_utf8_lossy(candidate);
        text.contains("f(") && text.contains("/ 0")
    });
    // Ctrl-C handling, a deadline and progress are all optional; here: at most 10 s.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let outcome = Reduction::new(SOURCE.as_bytes().to_vec())
        .language(Lang::C)
        .jobs(2)
        .limits(Limits { max_calls: None, deadline: Some(deadline) })
        .interrupt(Arc::new(AtomicUsize::new(0)))
        .on_improvement(|best| {
            eprintln!("now {} bytes", best.len());
            Ok(())
        })
        .run(oracle)
        .expect("the default passes exist");
    println!("{}", String::from_utf8_lossy(&outcome.best));
    println!(
        "{} -> {} bytes in {} calls ({:.2} s, {})",
        SOURCE.len(),
        outcome.best.len(),
        outcome.stats.calls,
        outcome.seconds,
        outcome.ended
    );
}
