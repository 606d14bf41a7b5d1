//! The campaign page: `index.html` in the output directory, beside the manifests. Every
//! bucket with its signature, its inputs, the representative's sizes before and after, its
//! time and status, each linking to its reduction's report page and result; then the inputs
//! that are not interesting and those set aside. Drawn from every shard's manifest in the
//! directory, merged as `pare batch report` merges them, so shards sharing a directory show one
//! page; rewritten atomically whenever a manifest is saved.

use std::fmt::Write;
use std::io;
use std::path::Path;

use super::manifest::{Row, Status};
use super::report::{self, BucketView, Report, status_name};
use crate::cli::output::write_atomic;
use crate::cli::report::html::{self, escape, percent, seconds, table};

/// Rewrites `dir/index.html` from the manifests in `dir`.
pub fn write(dir: &Path) -> io::Result<()> {
    let rows = report::load(&[dir.to_path_buf()]).map_err(|f| io::Error::other(f.message))?;
    let page = render(&report::build(rows), |link| dir.join(link).is_file());
    write_atomic(&dir.join("index.html"), page.as_bytes())
}

/// The page of `report`; `exists` says whether a file the page would link to is there (a
/// reduction that failed before it started has no report page).
pub fn render(report: &Report, exists: impl Fn(&str) -> bool) -> String {
    let units: Vec<&Row> = report.buckets.iter().flat_map(|b| &b.units).collect();
    let open = units.iter().filter(|u| matches!(u.status, Status::Pending | Status::Reducing)).count();
    let mut s = html::head("pare batch", open > 0);
    let done = units.iter().filter(|u| u.status.rank() == 3).count();
    let state = match open {
        0 => format!("<span class=\"state final\">done: {done} of {} reductions ended</span>", units.len()),
        n => format!(
            "<span class=\"state running\">{n} reductions not ended (running, or interrupted: the same command \
             resumes them); this page is rewritten as they end</span>"
        ),
    };
    let duplicates: usize = report.buckets.iter().map(|b| b.duplicates.len()).sum();
    let _ = writeln!(
        s,
        "<h1>pare batch</h1>\n{state}\n<p>{} inputs: {} buckets, {duplicates} duplicates, {} not interesting, {} set aside.</p>",
        report.inputs,
        report.buckets.len(),
        report.not_interesting.len(),
        report.set_aside.len()
    );
    s.push_str("<h2>Buckets</h2>\n");
    let rows: Vec<Vec<String>> = report
        .buckets
        .iter()
        .flat_map(|b| b.units.iter().map(move |u| (b, u)))
        .map(|(b, u)| row(b, u, &exists))
        .collect();
    let header =
        ["bucket", "signature", "inputs", "status", "#bytes", "#tokens", "#calls", "#tests run", "#time", "files"];
    s.push_str(&table("buckets", &header, &rows));
    for group in &report.same_results {
        let _ = writeln!(
            s,
            "<p class=\"note\">Byte-identical results, probably one bug: {}</p>",
            escape(&group.join(", "))
        );
    }
    s.push_str(&aside("Not interesting", &report.not_interesting));
    s.push_str(&aside("Set aside", &report.set_aside));
    s.push_str(html::TAIL);
    s
}

/// The table row of unit `u` of bucket `b`.
fn row(b: &BucketView, u: &Row, exists: &impl Fn(&str) -> bool) -> Vec<String> {
    let link = |target: Option<&String>, text: &str| match target {
        Some(t) if exists(t) => format!("<a href=\"{}\">{}</a>", escape(&href(t)), escape(text)),
        _ => escape(text),
    };
    let unit = u.unit.clone().unwrap_or_default();
    // The input reduced in sight, its bucket's other inputs one click away.
    let mut inputs = format!("<code>{}</code>", escape(&u.input));
    if !b.duplicates.is_empty() {
        let _ = write!(inputs, "<details><summary>and {} more</summary>", b.duplicates.len());
        for d in &b.duplicates {
            let _ = write!(inputs, "<code>{}</code><br>", escape(d));
        }
        inputs.push_str("</details>");
    }
    let mut status = status_name(u.status);
    if u.resumed {
        status.push_str(", resumed");
    }
    if let Some(note) = &u.note {
        let _ = write!(status, "<br><span class=\"note\">{}</span>", escape(note));
    }
    let sizes = |before: usize, after: Option<usize>| match after {
        Some(a) => format!("{before} → {a} ({})", percent(before, a)),
        None => before.to_string(),
    };
    vec![
        link(u.report.as_ref(), &unit),
        format!("<code>{}</code>", escape(b.signature.as_deref().unwrap_or(""))),
        inputs,
        status,
        sizes(u.original_bytes, u.final_bytes),
        sizes(u.original_tokens, u.final_tokens),
        u.calls.map_or(String::new(), |c| c.to_string()),
        u.test_runs.map_or(String::new(), |c| c.to_string()),
        u.seconds.map_or(String::new(), seconds),
        // The names are the bucket's with an extension: the column says which file each is.
        format!("{} {}", link(u.result.as_ref(), "result"), link(u.original.as_ref(), "original")),
    ]
}

/// A link to a file of the output directory, relative to the page (which is in it), with the
/// characters a URL gives a meaning to escaped (a bucket's name is a slug, a tree's result a
/// directory).
fn href(path: &str) -> String {
    path.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'/' => (b as char).to_string(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

/// The inputs not reduced, with why.
fn aside(title: &str, rows: &[Row]) -> String {
    if rows.is_empty() {
        return String::new();
    }
    let mut s = format!("<h2>{title} ({})</h2>\n<ul>\n", rows.len());
    for r in rows {
        let why = match (&r.same_as, &r.note) {
            (Some(first), _) => format!("the same bytes as {first}"),
            (None, Some(note)) => note.clone(),
            (None, None) => status_name(r.status),
        };
        let _ = writeln!(s, "<li><code>{}</code>: {}</li>", escape(&r.input), escape(&why));
    }
    s.push_str("</ul>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(input: &str, name: &str, status: Status) -> Row {
        let mut row = Row::new(input.into(), format!("h-{input}"), status, b"int main(void) { return 0; }");
        row.bucket = Some(name.into());
        row.signature = Some(format!("<{name}> & co"));
        row.unit = Some(name.into());
        row.result = Some(format!("{name}.c"));
        row.original = Some(format!("{name}.orig.c"));
        row.report = Some(format!("report/{name}.html"));
        row
    }

    fn rows() -> Vec<Row> {
        let mut done = unit("in/a.c", "bug-a", Status::Reduced);
        (done.final_bytes, done.final_tokens, done.calls, done.seconds) = (Some(9), Some(3), Some(40), Some(1.5));
        done.resumed = true;
        let mut dup = unit("in/a2.c", "bug-a", Status::Duplicate);
        dup.unit = None;
        let running = unit("in/b.c", "bug-b", Status::Reducing);
        let mut boring = Row::new("in/fine.c".into(), "h-fine".into(), Status::NotInteresting, b"");
        boring.note = Some("the test exited with status 1".into());
        vec![done, dup, running, boring]
    }

    #[test]
    fn every_bucket_links_its_report_and_result_and_says_how_it_stands() {
        let page = render(&report::build(rows()), |link| link != "report/bug-b.html");
        assert!(page.contains("<a href=\"report/bug-a.html\">bug-a</a>"), "{page}");
        assert!(page.contains("<a href=\"bug-a.c\">result</a> <a href=\"bug-a.orig.c\">original</a>"), "{page}");
        assert!(!page.contains("href=\"report/bug-b.html\""), "no link to a page that is not there");
        assert!(page.contains("reduced, resumed") && page.contains("reducing"));
        assert!(page.contains("<code>in/a.c</code><details><summary>and 1 more</summary><code>in/a2.c</code>"));
        assert!(page.contains("28 → 9 (32.1%)"), "the representative's bytes before and after: {page}");
        assert!(page.contains("&lt;bug-a&gt; &amp; co"), "signatures are escaped");
        assert!(page.contains("<li><code>in/fine.c</code>: the test exited with status 1</li>"));
        assert!(page.contains("http-equiv=\"refresh\""), "a reduction is not ended: the page is live");
        for outside in ["<script", "src=", "url(", "http://", "https://", "href=\"/"] {
            assert!(!page.contains(outside), "{outside}");
        }
        let mut ended = rows();
        ended[2].status = Status::Failed;
        let page = render(&report::build(ended), |_| true);
        assert!(page.contains("done: 2 of 2 reductions ended") && !page.contains("http-equiv"), "{page}");
    }

    /// Two shards write their manifests into one directory: the page either writes shows both
    /// shards' reductions, each as the shard that reduced it recorded it.
    #[test]
    fn shards_sharing_a_directory_show_one_page() {
        use super::super::manifest::Manifest;
        use super::super::shard::Shard;
        let dir = tempfile::tempdir().unwrap();
        let (mut a, mut b) = (unit("in/a.c", "bug-a", Status::Reduced), unit("in/b.c", "bug-b", Status::Elsewhere));
        a.final_bytes = Some(3);
        let first = Manifest::load(Manifest::path(dir.path(), Shard { index: 0, count: 2 })).unwrap();
        first.with_rows(vec![a.clone(), b.clone()]).save().unwrap();
        (a.status, b.status, b.final_bytes) = (Status::Elsewhere, Status::Reduced, Some(5));
        let second = Manifest::load(Manifest::path(dir.path(), Shard { index: 1, count: 2 })).unwrap();
        second.with_rows(vec![a, b]).save().unwrap();
        write(dir.path()).unwrap();
        let page = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
        assert!(page.contains("28 → 3 (10.7%)") && page.contains("28 → 5 (17.9%)"), "{page}");
        assert!(page.contains("done: 2 of 2 reductions ended") && !page.contains("elsewhere"), "{page}");
    }

    #[test]
    fn links_are_relative_and_escaped() {
        assert_eq!(href("report/a b#c.html"), "report/a%20b%23c.html");
    }
}
