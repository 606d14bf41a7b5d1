//! The report page of one reduction of a batch (`report/NAME.html` in the output directory,
//! the page `pare --report` writes for a single run), live while the reduction runs and final
//! when it ends; the campaign page ([`super::campaign`]) links to it.

use std::path::Path;
use std::sync::Arc;

use pare::Outcome;
use pare::process::TestTime;

use super::inputs::Input;
use super::manifest::Row;
use super::report::status_name;
use super::unit::Context;
use crate::cli::report::live::{self, Live};
use crate::cli::report::run::{Facts, Now, Subject};

/// Starts the live page of unit `name`, reducing `input` into `result`.
pub fn start(ctx: &Context, name: &str, input: &Input, result: &Path, test_time: TestTime) -> Arc<Live> {
    let language = match (&input.tree, ctx.opts.language(&input.path).ok().flatten()) {
        (_, Some(lang)) => lang.name(),
        (Some(_), None) => "by extension",
        (None, None) => "text",
    };
    let subject = Subject {
        program: ctx.program,
        opts: ctx.opts,
        input: input.shown(),
        output: result.display().to_string(),
        language: language.to_string(),
    };
    let facts = match &input.tree {
        Some(_) => {
            let files = pare::tree::bundle::decode(&input.bytes).unwrap_or_default();
            Facts::of_tree(subject, &files, input.bytes.len())
        }
        None => Facts::of_text(subject, &input.bytes),
    };
    let facts = Facts { title: format!("{name} ({})", input.shown()), ..facts };
    let (page, _) = ctx.out.report(name);
    let output = input.tree.is_none().then(|| result.to_path_buf());
    Live::start(page, facts, live::reading(output, test_time))
}

/// Writes the final page of a unit whose reduction ended as `outcome` says, and as `row`
/// records it; a page that cannot be written is said, not fatal (the result is written).
pub fn finish(ctx: &Context, page: &Live, input: &Input, (outcome, test_seconds): (&Outcome, f64), row: &Row) {
    let ended = format!("{}: {}", status_name(row.status), outcome.ended);
    let now = match &input.tree {
        Some(_) => {
            let original = pare::tree::bundle::decode(&input.bytes).unwrap_or_default();
            Now::of_tree(outcome, &original, test_seconds, ended)
        }
        None => Now::of_text(outcome, test_seconds, ended),
    };
    if let Err(e) = page.finish(&now) {
        ctx.display.println(&format!("pare: warning: cannot write {}: {e}", page.path().display()));
    }
}
