//! The pieces every page of pare is made of: escaping, the one style sheet (inline: a page
//! must open from disk or in a CI artefact viewer with nothing fetched), tables and numbers.

use std::fmt::Write;

/// The style sheet of every page, inlined in its head: system fonts only, no `url(`.
pub const STYLE: &str = "
body { font: 14px/1.45 system-ui, sans-serif; color: #1d1d1f; margin: 24px auto; max-width: 1240px; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid #ddd; }
.state { display: inline-block; padding: 2px 10px; border-radius: 10px; font-weight: 600; font-size: 13px; }
.running { background: #fff3cd; color: #7a5900; } .final { background: #d9f2dd; color: #19612a; }
.failed { background: #fbdada; color: #8a1c1c; }
table { border-collapse: collapse; margin: 4px 0; } td, th { padding: 3px 10px; border-bottom: 1px solid #eee; text-align: left; vertical-align: top; }
th { background: #f5f5f7; font-weight: 600; } td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.facts th { background: none; color: #555; font-weight: 500; white-space: nowrap; }
code, pre { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { background: #f7f7f9; border: 1px solid #e3e3e8; padding: 10px; overflow-x: auto; white-space: pre; }
.plots { display: flex; flex-wrap: wrap; gap: 16px; } .plots figure { margin: 0; }
figcaption { font-size: 13px; color: #555; text-align: center; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; margin-right: 6px; vertical-align: -1px; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 18px; font-size: 13px; margin: 6px 0; }
.note { color: #666; font-size: 13px; }
svg text { font: 11px system-ui, sans-serif; fill: #444; }
";

/// `text` with the characters HTML gives a meaning escaped, so a test case shows as it is.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page's opening, up to `<body>`: a live page asks the browser to load it again every few
/// seconds (a meta refresh of the same file, no script); a final one does not.
pub fn head(title: &str, live: bool) -> String {
    let refresh = if live { "<meta http-equiv=\"refresh\" content=\"5\">\n" } else { "" };
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n{refresh}<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        escape(title)
    )
}

/// The page's end.
pub const TAIL: &str = "</body>\n</html>\n";

/// A table with a header row; cells are HTML already, and a header starting with `#` is a
/// number column (right-aligned, the `#` dropped).
pub fn table(class: &str, header: &[&str], rows: &[Vec<String>]) -> String {
    let mut s = format!("<table class=\"{class}\">\n<tr>");
    let numeric: Vec<bool> = header.iter().map(|h| h.starts_with('#')).collect();
    for h in header {
        let (class, h) = match h.strip_prefix('#') {
            Some(h) => (" class=\"n\"", h),
            None => ("", *h),
        };
        let _ = write!(s, "<th{class}>{}</th>", escape(h));
    }
    s.push_str("</tr>\n");
    for row in rows {
        s.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            let class = if numeric.get(i) == Some(&true) { " class=\"n\"" } else { "" };
            let _ = write!(s, "<td{class}>{cell}</td>");
        }
        s.push_str("</tr>\n");
    }
    s.push_str("</table>\n");
    s
}

/// Seconds for people: one decimal under a minute, then minutes and seconds.
pub fn seconds(s: f64) -> String {
    if s < 60.0 { format!("{s:.1} s") } else { format!("{}m{:02.0}s", (s / 60.0).floor(), s % 60.0) }
}

/// `after` as a share of `before`, for the sizes table: two significant digits under 1%, where
/// a reduction's results are (18 bytes of 109,242 is 0.016%, not 0.0%).
pub fn percent(before: usize, after: usize) -> String {
    let share = if before == 0 { 100.0 } else { 100.0 * after as f64 / before as f64 };
    match share {
        s if s >= 1.0 || s == 0.0 => format!("{s:.1}%"),
        s => format!("{s:.*}%", (1.0 - s.log10().floor()) as usize),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_a_test_case_is_shown_not_obeyed() {
        assert_eq!(escape("if (a<b && c>d) s = \"x\";"), "if (a&lt;b &amp;&amp; c&gt;d) s = &quot;x&quot;;");
        let t = table("t", &["pass", "#bytes"], &[vec!["<b>".into(), "7".into()]]);
        assert!(t.contains("<th class=\"n\">bytes</th>") && t.contains("<td class=\"n\">7</td>"), "{t}");
        assert!(head("a<b", true).contains("http-equiv=\"refresh\"") && !head("x", false).contains("refresh"));
        assert_eq!(seconds(75.0), "1m15s");
        assert_eq!(
            (percent(109242, 18), percent(200, 50), percent(7, 0)),
            ("0.016%".into(), "25.0%".into(), "0.0%".into())
        );
    }
}
