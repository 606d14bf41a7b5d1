//! The `--json` record of a run: every value under a name (the timeline too), with pare's
//! version, the input, the output, the test and the options that decide the result, so that a
//! record read later says what produced it.

use serde::Serialize;
use serde_json::{Value, json};

use super::end::Run;
use pare::stats::Summary;

/// The whole record.
#[derive(Serialize)]
struct Record<'a> {
    /// `pare` and its version.
    pare: Value,
    /// The file reduced, the file written, and the readable form beside it (`--pretty`).
    input: String,
    output: String,
    pretty: Option<String>,
    /// The test as given, the program run and its per-call time limit.
    command: Value,
    /// The language the passes read the input as (`text`: none).
    language: String,
    /// The options that decide the result, and the others that shaped the run.
    options: Value,
    /// Whether the result passed its re-check, and the exit status.
    reproduced: bool,
    exit_code: i32,
    /// Sizes, time, why it ended, and the counters (with the timeline).
    #[serde(flatten)]
    summary: &'a Summary,
}

/// The record of `run`, which ended as `summary` says, with `reproduced` and `exit_code`.
pub fn json(
    run: &Run,
    summary: &Summary,
    (reproduced, exit_code): (bool, i32),
    pretty: Option<&std::path::Path>,
) -> String {
    let opts = &run.cli.opts;
    let mut options = opts.deciding(run.program);
    options["jobs"] = json!(opts.jobs());
    options["allow_trivial"] = json!(opts.allow_trivial);
    options["pretty"] = json!(run.cli.pretty);
    let record = Record {
        pare: json!({ "name": "pare", "version": env!("CARGO_PKG_VERSION") }),
        input: run.file.display().to_string(),
        output: run.output.display().to_string(),
        pretty: pretty.map(|p| p.display().to_string()),
        command: json!({
            "test": run.program.shown,
            "program": run.program.path.display().to_string(),
            "args": run.program.args.iter().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>(),
            "timeout_seconds": run.oracle.timeout().as_secs_f64(),
        }),
        language: run.lang.map_or_else(|| "text".to_string(), |l| l.name().to_string()),
        options,
        reproduced,
        exit_code,
        summary,
    };
    serde_json::to_string_pretty(&record).expect("a record serializes") + "\n"
}
