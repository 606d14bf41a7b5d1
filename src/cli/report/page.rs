//! The report page of one reduction: the run's facts, its sizes before and after, the
//! counters, the time-to-size plots, the passes (most bytes removed first), a tree's files, and
//! the result's first lines. One self-contained HTML text: inline CSS and SVG, no script, nothing
//! fetched.

use std::fmt::Write;

use pare::stats::{PassStats, count_lines};

use super::html::{self, escape, percent, seconds, table};
use super::plot::{self, Axis, Colors, Frame};
use super::run::{Facts, Now};

/// How many lines of the result the page shows.
pub const RESULT_LINES: usize = 200;

/// The page for a run with `facts` that stands at `now` (live while `now.ended` is `None`).
pub fn render(facts: &Facts, now: &Now) -> String {
    let live = now.ended.is_none();
    let mut s = html::head(&format!("pare: {}", facts.title), live);
    let state = match &now.ended {
        None => format!(
            "<span class=\"state running\">running: {} so far, this page is refreshed every few seconds</span>",
            seconds(now.seconds)
        ),
        Some(ended) => format!("<span class=\"state final\">final: {}</span>", escape(ended)),
    };
    let _ = writeln!(s, "<h1>pare: {}</h1>\n{state}", escape(&facts.title));
    s.push_str(&facts_table(facts, now));
    s.push_str(&sizes_table(facts, now));
    s.push_str(&counters(now));
    let ranked = ranked(&now.stats.passes);
    let colors = Colors::new(&ranked);
    s.push_str(&plots(facts, now, &colors));
    s.push_str("<h2>Passes</h2>\n");
    s.push_str(&passes_table(&ranked, &colors));
    if !now.files.is_empty() {
        s.push_str("<h2>Files</h2>\n");
        s.push_str(&files_table(now));
    }
    s.push_str(&result(now));
    s.push_str(html::TAIL);
    s
}

/// The passes that ran, the ones that removed the most bytes first (then by calls, then in
/// the order they first ran).
pub fn ranked(passes: &[PassStats]) -> Vec<&PassStats> {
    let mut ranked: Vec<&PassStats> = passes.iter().collect();
    ranked.sort_by(|a, b| b.bytes_removed.cmp(&a.bytes_removed).then(b.calls.cmp(&a.calls)));
    ranked
}

fn facts_table(facts: &Facts, now: &Now) -> String {
    let options: Vec<String> =
        facts.options.iter().map(|(k, v)| format!("<code>{}</code> = <code>{}</code>", escape(k), escape(v))).collect();
    let ended = now.ended.clone().unwrap_or_else(|| "still running".into());
    let rows = [
        ("pare", format!("version {}", env!("CARGO_PKG_VERSION"))),
        ("command", format!("<code>{}</code>", escape(&facts.command_line))),
        ("test", format!("<code>{}</code>", escape(&facts.test))),
        ("input", format!("<code>{}</code>", escape(&facts.input))),
        ("output", format!("<code>{}</code>", escape(&facts.output))),
        ("language", escape(&facts.language)),
        ("options", options.join("<br>")),
        ("ended", escape(&ended)),
    ];
    let mut s = String::from("<h2>The run</h2>\n<table class=\"facts\">\n");
    for (name, value) in rows {
        let _ = writeln!(s, "<tr><th>{name}</th><td>{value}</td></tr>");
    }
    s.push_str("</table>\n");
    s
}

fn sizes_table(facts: &Facts, now: &Now) -> String {
    let (before, after) = (facts.original, now.result);
    let row = |name: &str, b: Option<usize>, a: Option<usize>| {
        let cell = |n: Option<usize>| n.map_or("–".to_string(), |n| n.to_string());
        let share = b.zip(a).map_or("–".to_string(), |(b, a)| percent(b, a));
        vec![name.to_string(), cell(b), cell(a), share]
    };
    let mut rows = vec![
        row("bytes", Some(before.bytes), after.map(|a| a.bytes)),
        row("lines", Some(before.lines), after.map(|a| a.lines)),
        row("tokens", before.tokens, after.and_then(|a| a.tokens)),
    ];
    if let Some(files) = facts.original_files {
        rows.push(row("files", Some(files), now.files_left(facts)));
    }
    let title = if now.ended.is_some() { "Sizes" } else { "Sizes (after: the best so far; tokens at the end)" };
    format!("<h2>{title}</h2>\n{}", table("sizes", &["", "#before", "#after", "#after/before"], &rows))
}

fn counters(now: &Now) -> String {
    let st = &now.stats;
    let rows: Vec<Vec<String>> = [
        ("test calls (speculative ones included)", st.calls.to_string()),
        ("calls a -j 1 run makes (committed)", st.committed_calls.to_string()),
        ("cache hits", st.cache_hits.to_string()),
        ("turned away by the syntax filter", st.skipped.to_string()),
        ("wasted speculative calls", st.wasted.to_string()),
        ("time-outs", st.timeouts.to_string()),
        ("improvements", st.timeline.len().to_string()),
        ("wall time", seconds(now.seconds)),
        ("time in tests (summed over calls)", seconds(now.test_seconds)),
        ("pare's own CPU time", seconds(now.own_cpu_seconds)),
    ]
    .into_iter()
    .map(|(k, v)| vec![k.to_string(), v])
    .collect();
    format!("<h2>Calls and time</h2>\n{}", table("facts", &["", "#"], &rows))
}

fn plots(facts: &Facts, now: &Now, colors: &Colors) -> String {
    let timeline = &now.stats.timeline;
    let end_calls = timeline.last().map_or(0, |i| i.calls).max(now.stats.calls) as f64;
    let frame = |end| Frame { bytes: facts.original_measured, files: facts.original_files, end };
    let seconds_plot = plot::svg(timeline, &frame(now.seconds), Axis::Seconds, colors);
    let calls_plot = plot::svg(timeline, &frame(end_calls), Axis::Calls, colors);
    let mut s = String::from("<h2>Time to size</h2>\n<div class=\"plots\">\n");
    let _ = writeln!(s, "<figure>{seconds_plot}<figcaption>size against seconds</figcaption></figure>");
    let _ = write!(s, "<figure>{calls_plot}<figcaption>size against test calls</figcaption></figure>\n</div>\n");
    s.push_str(&colors.legend());
    let what = match facts.original_files {
        Some(_) => "the tree as pare holds it (every file's path and contents); the dashed line is the files left",
        None => "the test case",
    };
    let _ = writeln!(
        s,
        "<p class=\"note\">One point per improvement ({}), coloured by the pass that made it; sizes are bytes of {what}.</p>",
        timeline.len()
    );
    s
}

/// The passes that made a test call or had a candidate turned away, one row each, then a line
/// naming the passes that ran without either (as the end table's last line does).
fn passes_table(ranked: &[&PassStats], colors: &Colors) -> String {
    let (busy, idle): (Vec<&PassStats>, Vec<&PassStats>) = ranked.iter().partition(|p| p.calls + p.skipped > 0);
    let rows: Vec<Vec<String>> = busy
        .iter()
        .map(|p| {
            let swatch = if p.successes > 0 {
                format!("<span class=\"swatch\" style=\"background:{}\"></span>", colors.of(&p.name))
            } else {
                "<span class=\"swatch\"></span>".to_string()
            };
            vec![
                format!("{swatch}{}", escape(&p.name)),
                p.runs.to_string(),
                p.calls.to_string(),
                p.successes.to_string(),
                p.bytes_removed.to_string(),
                p.skipped.to_string(),
                format!("{:.1}", p.seconds),
            ]
        })
        .collect();
    let header = ["pass", "#runs", "#calls", "#successes", "#bytes removed", "#turned away", "#seconds"];
    let mut table = table("passes", &header, &rows);
    if !idle.is_empty() {
        // Under the table, not in it: a long list in one cell would stretch every column.
        let names: Vec<String> = idle.iter().map(|p| escape(&p.name)).collect();
        let _ = writeln!(
            table,
            "<p class=\"note\">{} more ran without a test call or a candidate turned away: <span class=\"idle\">{}</span></p>",
            idle.len(),
            names.join(", ")
        );
    }
    table
}

fn files_table(now: &Now) -> String {
    let rows: Vec<Vec<String>> = now
        .files
        .iter()
        .map(|f| {
            vec![
                format!("<code>{}</code>", escape(&f.path)),
                f.status.to_string(),
                f.original_bytes.to_string(),
                f.final_bytes.to_string(),
                f.original_tokens.to_string(),
                f.final_tokens.to_string(),
            ]
        })
        .collect();
    table("files", &["path", "status", "#bytes before", "#bytes after", "#tokens before", "#tokens after"], &rows)
}

fn result(now: &Now) -> String {
    let Some(text) = &now.text else {
        return "<h2>Result</h2>\n<p class=\"note\">Shown when the run ends.</p>\n".to_string();
    };
    // Only the lines shown are decoded: a live page of a file of megabytes reads it every time.
    let breaks = text.iter().enumerate().filter(|&(_, &b)| b == b'\n');
    let end = breaks.clone().nth(RESULT_LINES - 1).map_or(text.len(), |(i, _)| i + 1);
    let total = count_lines(text);
    let title = if total > RESULT_LINES {
        format!("Result (the first {RESULT_LINES} of {total} lines)")
    } else {
        "Result".to_string()
    };
    format!("<h2>{title}</h2>\n<pre class=\"result\">{}</pre>\n", escape(&String::from_utf8_lossy(&text[..end])))
}

#[cfg(test)]
mod tests {
    use super::super::run::Sizes;
    use super::*;
    use pare::stats::{Improvement, Stats};

    fn pass(name: &str, successes: u64, bytes_removed: u64) -> PassStats {
        PassStats { name: name.into(), runs: 1, calls: 10, successes, bytes_removed, ..PassStats::default() }
    }

    fn point(seconds: f64, calls: u64, bytes: usize, pass: &str) -> Improvement {
        Improvement { seconds, calls, bytes, pass: pass.into(), files: None }
    }

    fn run(ended: Option<&str>, text: &str) -> (Facts, Now) {
        let facts = Facts {
            title: "crash.c".into(),
            command_line: "pare --report r.html ./t.sh crash.c".into(),
            original: Sizes::of(b"int a;\nint b;\n"),
            original_measured: 4000,
            ..Facts::default()
        };
        let stats = Stats {
            calls: 40,
            passes: vec![
                pass("lines", 2, 3000),
                pass("blank", 0, 0),
                pass("decl", 1, 900),
                pass("rename", 1, 60),
                PassStats { name: "hoist".into(), runs: 2, ..PassStats::default() },
            ],
            timeline: vec![
                point(0.2, 4, 2000, "lines"),
                point(0.9, 12, 1000, "lines"),
                point(1.5, 20, 100, "decl"),
                point(2.5, 33, 40, "rename"),
            ],
            ..Stats::default()
        };
        let now = Now {
            stats,
            seconds: 3.0,
            ended: ended.map(String::from),
            result: Some(Sizes::of(text.as_bytes())),
            text: Some(text.as_bytes().to_vec()),
            ..Now::default()
        };
        (facts, now)
    }

    /// The `cx`, `cy` of the points of each plot of `page`.
    fn plots(page: &str) -> Vec<Vec<(f64, f64)>> {
        let re = regex::Regex::new(r#"<circle class="pt" cx="([\d.]+)" cy="([\d.]+)""#).unwrap();
        page.split("<svg")
            .skip(1)
            .map(|svg| re.captures_iter(svg).map(|c| (c[1].parse().unwrap(), c[2].parse().unwrap())).collect())
            .collect()
    }

    #[test]
    fn the_plots_show_every_improvement_in_order() {
        let (facts, now) = run(Some("fixed point (exit status 0)"), "int a;\n");
        let page = render(&facts, &now);
        let plots = plots(&page);
        assert_eq!(plots.len(), 2, "against seconds and against calls");
        for points in &plots {
            assert_eq!(points.len(), now.stats.timeline.len());
            assert!(points.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1), "{points:?}");
        }
        // Linear across: the points are as far apart as their seconds, or their calls.
        let spread = |p: &[(f64, f64)]| (p[3].0 - p[0].0) / (p[1].0 - p[0].0);
        assert!((spread(&plots[0]) - (2.5 - 0.2) / (0.9 - 0.2)).abs() < 0.01, "{plots:?}");
        assert!((spread(&plots[1]) - (33.0 - 4.0) / (12.0 - 4.0)).abs() < 0.01, "{plots:?}");
    }

    #[test]
    fn every_pass_that_ran_is_in_the_table_the_ones_that_removed_most_first() {
        let (facts, now) = run(Some("fixed point (exit status 0)"), "int a;\n");
        let page = render(&facts, &now);
        let table = &page[page.find("<table class=\"passes\">").unwrap()..];
        let table = &table[..table.find("<h2>").unwrap()];
        let order: Vec<usize> = ["lines", "decl", "rename", "blank"]
            .iter()
            .map(|p| table.find(&format!("</span>{p}</td>")).unwrap())
            .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "by bytes removed: {table}");
        assert!(
            table.contains(
                "1 more ran without a test call or a candidate turned away: <span class=\"idle\">hoist</span>"
            )
        );
        let legend = &page[page.find("<div class=\"legend\">").unwrap()..];
        let legend = &legend[..legend.find("</div>").unwrap()];
        for p in ["lines", "decl", "rename"] {
            assert!(legend.contains(&format!("</span>{p}</span>")), "{p} improved: in the legend: {legend}");
        }
        assert!(!legend.contains("blank"), "blank made no point to tell apart: {legend}");
    }

    #[test]
    fn nothing_is_fetched_or_run_and_the_result_is_shown_as_text() {
        let text = "<script src=\"http://x/y.js\">alert(1)</script>\nbody { background: url(http://x/i.png) }\n";
        let (facts, now) = run(Some("fixed point (exit status 0)"), text);
        let page = render(&facts, &now);
        let (start, end) = (page.find("<pre class=\"result\">").unwrap(), page.find("</pre>").unwrap());
        let shown = &page[start + "<pre class=\"result\">".len()..end];
        assert_eq!(
            shown,
            "&lt;script src=&quot;http://x/y.js&quot;&gt;alert(1)&lt;/script&gt;\nbody { background: url(http://x/i.png) }\n"
        );
        let rest = format!("{}{}", &page[..start], &page[end..]).to_lowercase();
        for outside in
            ["<script", "src=", "href=", "url(", "http://", "https://", "<link", "@import", "<img", "<iframe"]
        {
            assert!(!rest.contains(outside), "{outside} in the page");
        }
        assert!(page.contains("final: fixed point") && !page.contains("http-equiv"));
    }

    #[test]
    fn a_live_page_says_so_and_asks_to_be_reloaded() {
        let long: String = (0..250).map(|i| format!("line {i}\n")).collect();
        let (facts, mut now) = run(None, &long);
        now.result = None;
        let page = render(&facts, &now);
        assert!(page.contains("http-equiv=\"refresh\"") && page.contains("state running"), "{page}");
        assert!(
            page.contains("the first 200 of 250 lines") && page.contains("line 199\n") && !page.contains("line 200")
        );
        assert!(page.contains("still running"));
    }
}
