//! `--report FILE.html` and the campaign page of `pare batch`, looked at as a person would: the
//! page is there, final, has its sections, shows every improvement and every pass of the run
//! (read back from `--json`), the result as text, and fetches nothing; a slow run's page is
//! there, live, before the run ends.

mod common;

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{Case, write_script};
use serde_json::Value;

fn demo() -> Case {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/demo");
    Case::new(
        "input.c",
        &fs::read_to_string(root.join("input.c")).unwrap(),
        &fs::read_to_string(root.join("test.sh")).unwrap(),
    )
}

/// What a page must never hold outside the result: anything fetched or run.
fn assert_self_contained(page: &str) {
    let outside = match (page.find("<pre class=\"result\">"), page.find("</pre>")) {
        (Some(a), Some(b)) => format!("{}{}", &page[..a], &page[b..]),
        _ => page.to_string(),
    };
    for bad in ["<script", "src=", "url(", "http://", "https://", "<link", "@import"] {
        assert!(!outside.contains(bad), "{bad} in the page");
    }
}

fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

#[test]
fn a_report_shows_the_run_its_improvements_its_passes_and_its_result() {
    let case = demo();
    let out = case.pare(&["-j", "2", "--report", "run.html", "--json", "run.json", "-o", "small.c"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let page = fs::read_to_string(case.dir.path().join("run.html")).unwrap();
    let record: Value = serde_json::from_str(&fs::read_to_string(case.dir.path().join("run.json")).unwrap()).unwrap();
    for section in ["The run", "Sizes", "Calls and time", "Time to size", "Passes", "Result"] {
        assert!(page.contains(&format!("<h2>{section}")), "no {section}");
    }
    assert!(page.contains("final: fixed point (exit status 0)") && !page.contains("http-equiv"), "final");
    assert!(page.contains("--report run.html") && page.contains(env!("CARGO_PKG_VERSION")));
    let timeline = record["stats"]["timeline"].as_array().unwrap();
    assert!(timeline.iter().all(|p| p["pass"].is_string()), "--json names each improvement's pass");
    assert_eq!(page.matches("<circle class=\"pt\"").count(), 2 * timeline.len(), "each improvement in both plots");
    let table = &page[page.find("<table class=\"passes\">").unwrap()..];
    let table = &table[..table.find("<h2>").unwrap()];
    // A pass that made a call or had a candidate turned away has a row; the others are named in
    // the line under the table.
    let idle: Vec<&str> = table
        .split("<span class=\"idle\">")
        .nth(1)
        .map_or(Vec::new(), |names| names[..names.find("</span>").unwrap()].split(", ").collect());
    for pass in record["stats"]["passes"].as_array().unwrap() {
        let name = pass["name"].as_str().unwrap();
        let busy = pass["calls"].as_u64().unwrap() + pass["skipped"].as_u64().unwrap() > 0;
        let listed = if busy { table.contains(&format!("</span>{name}</td>")) } else { idle.contains(&name) };
        assert!(listed, "{name}: {table}");
    }
    assert!(!idle.is_empty(), "the demo's run has passes that made no call: {table}");
    let result = fs::read_to_string(case.dir.path().join("small.c")).unwrap();
    assert!(page.contains(&format!("<pre class=\"result\">{}</pre>", escaped(&result))), "{result}");
    assert_self_contained(&page);
    let left: Vec<_> = fs::read_dir(case.dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(".pare-"))
        .collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
}

#[test]
fn a_slow_run_has_a_live_page_before_it_ends() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/demo");
    let script = fs::read_to_string(root.join("test.sh")).unwrap().replace("#!/bin/sh\n", "#!/bin/sh\nsleep 0.1\n");
    let case = Case::new("input.c", &fs::read_to_string(root.join("input.c")).unwrap(), &script);
    let mut child = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["-q", "-j", "1", "--max-calls", "40", "--report", "run.html", "-o", "small.c"])
        .arg(&case.test)
        .arg(&case.file)
        .current_dir(case.dir.path())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let page = case.dir.path().join("run.html");
    let started = Instant::now();
    let live = loop {
        if let Ok(text) = fs::read_to_string(&page) {
            break text;
        }
        assert!(child.try_wait().unwrap().is_none(), "the run ended before its page was written");
        assert!(started.elapsed() < Duration::from_secs(60));
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(child.try_wait().unwrap().is_none(), "still running");
    assert!(live.contains("state running") && live.contains("http-equiv=\"refresh\""), "{live}");
    assert!(child.wait().unwrap().success());
    let last = fs::read_to_string(&page).unwrap();
    assert!(last.contains("final: reached --max-calls (exit status 0)"), "{last}");
}

#[test]
fn a_tree_report_has_its_files_and_the_files_left() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("proj");
    fs::create_dir(&tree).unwrap();
    fs::write(
        tree.join("main.c"),
        "#include \"a.h\"\nint main(void) { return LIMIT / 0; }\nint unused(int x) { return x; }\n",
    )
    .unwrap();
    fs::write(tree.join("a.h"), "#define LIMIT 7\nint helper(void);\n").unwrap();
    fs::write(tree.join("b.h"), "int other(void);\n").unwrap();
    fs::write(tree.join("README"), "nothing to see\n").unwrap();
    let test = dir.path().join("test.sh");
    write_script(&test, "#!/bin/sh\ngrep -q 'LIMIT / 0' \"$1/main.c\" && grep -q 'LIMIT 7' \"$1/a.h\"\n");
    let out = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["-q", "--report", "tree.html", "-o", "small"])
        .arg(&test)
        .arg(&tree)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", common::stderr(&out));
    let page = fs::read_to_string(dir.path().join("tree.html")).unwrap();
    assert!(page.contains("<h2>Files</h2>") && page.contains("<polyline class=\"files\""), "{page}");
    for (path, status) in [("README", "deleted"), ("b.h", "deleted"), ("main.c", "reduced")] {
        assert!(page.contains(&format!("<td><code>{path}</code></td><td>{status}</td>")), "{path} {status}");
    }
    assert!(page.contains("<tr><td>files</td><td class=\"n\">4</td><td class=\"n\">2</td>"), "4 files, 2 left");
    assert!(page.contains("==&gt; main.c &lt;==") && page.contains("final: fixed point"));
    assert_self_contained(&page);
}

#[test]
fn a_batch_has_a_campaign_page_linking_a_report_per_bucket() {
    let dir = tempfile::tempdir().unwrap();
    let inputs = dir.path().join("in");
    fs::create_dir(&inputs).unwrap();
    let filler: String = (0..20).map(|i| format!("int f{i}(void) {{ return {i}; }}\n")).collect();
    for (name, bug) in [("one.c", "BUG1"), ("two.c", "BUG2"), ("three.c", "BUG1 again"), ("fine.c", "")] {
        fs::write(inputs.join(name), format!("{filler}/* {bug} */\n{filler}")).unwrap();
    }
    let test = dir.path().join("test.sh");
    write_script(&test, "#!/bin/sh\ngrep -o 'BUG[0-9]' \"$1\"\n");
    let out = Command::new(env!("CARGO_BIN_EXE_pare"))
        .args(["batch", "-q", "-j", "2", "--signature", "BUG([0-9])"])
        .arg(&test)
        .args(["in", "--out", "out"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", common::stderr(&out));
    let out = dir.path().join("out");
    let index = fs::read_to_string(out.join("index.html")).unwrap();
    let links: Vec<&str> = index.split("<a href=\"report/").skip(1).map(|s| &s[..s.find('"').unwrap()]).collect();
    assert_eq!(links.len(), 2, "one page per bucket: {index}");
    for link in links {
        let page = fs::read_to_string(out.join("report").join(link)).unwrap();
        assert!(page.contains("final: reduced: fixed point") && page.contains("<h2>Time to size</h2>"), "{page}");
        assert_self_contained(&page);
    }
    assert!(index.contains("done: 2 of 2 reductions ended") && index.contains("and 1 more"), "{index}");
    assert!(index.contains("<li><code>in/fine.c</code>"), "the input that is not interesting: {index}");
    assert_self_contained(&index);
}
