//! The library's tree reductions: `Reduction::tree` with an oracle over files.

use std::sync::{Arc, Mutex};

use pare::reduction::SyntaxFilterMode;
use pare::tree::{Files, FnTreeOracle, bundle};
use pare::{Ended, Lang, Reduction};

fn files(list: &[(&str, &str)]) -> Files {
    list.iter().map(|(p, c)| (p.to_string(), c.as_bytes().to_vec())).collect()
}

/// A small C project: the "bug" needs `LIMIT` from the header and the division in main.c.
fn project() -> Files {
    let filler: String = (0..40).map(|i| format!("int helper_{i}(int x) {{ return x * {i} + 1; }}\n")).collect();
    files(&[
        (
            "Makefile",
            "CFLAGS = -O2 -Wall\nall: prog\nprog: main.o util.o\n\tcc -o prog main.o util.o\nclean:\n\trm -f prog *.o\n",
        ),
        (
            "include/limits.h",
            "#ifndef LIMITS_H\n#define LIMITS_H\n#define LIMIT 0\n#define OTHER 42\nint unused_decl(int);\n#endif\n",
        ),
        (
            "src/main.c",
            &format!(
                "#include \"limits.h\"\n#include <stdio.h>\n{filler}int main(void) {{\n  int a = 7;\n  printf(\"%d\\n\", a / LIMIT);\n  return helper_3(a);\n}}\n"
            ),
        ),
        ("src/util.c", &format!("#include \"limits.h\"\n{filler}")),
        ("README", "A project.\nWith a readme.\n"),
    ])
}

fn bug(files: &Files) -> bool {
    let has = |path: &str, what: &str| files.get(path).is_some_and(|c| String::from_utf8_lossy(c).contains(what));
    has("include/limits.h", "#define LIMIT 0") && has("src/main.c", "/ LIMIT")
}

#[test]
fn a_tree_loses_the_files_that_do_not_matter_and_shrinks_the_others() {
    let original = project();
    let size: usize = original.values().map(Vec::len).sum();
    let outcome = Reduction::tree(&original).unwrap().jobs(2).run(FnTreeOracle(bug)).unwrap();
    assert_eq!(outcome.ended, Ended::FixedPoint);
    let result = outcome.files.expect("a tree reduction returns files");
    assert!(bug(&result), "{result:?}");
    assert_eq!(result.keys().collect::<Vec<_>>(), ["include/limits.h", "src/main.c"], "the others do not matter");
    let after: usize = result.values().map(Vec::len).sum();
    assert!(after < 60, "{after} bytes of {size}: {result:?}");
    // The timeline counts the files left at every improvement, ending at the result's.
    let files: Vec<usize> = outcome.stats.timeline.iter().map(|i| i.files.expect("a tree's files")).collect();
    assert_eq!(files.last(), Some(&result.len()), "{files:?}");
    assert!(files.windows(2).all(|w| w[1] <= w[0]) && files[0] <= original.len(), "{files:?}");
}

#[test]
fn the_result_is_the_same_for_every_width() {
    let run = |jobs: usize| {
        let improvements = Arc::new(Mutex::new(Vec::new()));
        let seen = improvements.clone();
        let outcome = Reduction::tree(&project())
            .unwrap()
            .jobs(jobs)
            .on_improvement(move |best| {
                seen.lock().unwrap().push(bundle::decode(best).expect("improvements are trees"));
                Ok(())
            })
            .run(FnTreeOracle(bug))
            .unwrap();
        let last = improvements.lock().unwrap().last().cloned();
        assert_eq!(last.as_ref(), outcome.files.as_ref(), "the last improvement handed over is the result");
        (outcome.files.unwrap(), outcome.stats.committed_calls)
    };
    let one = run(1);
    assert_eq!(run(2), one);
    assert_eq!(run(4), one);
}

/// With the syntax filter, the oracle never sees a file with more parse errors than the
/// original had (none), each file parsed with its own grammar; without it, it does. (Passes
/// that skip the filter on purpose, C's implicit int, are not run.)
#[test]
fn each_file_is_filtered_with_its_own_grammar() {
    let original = files(&[
        ("lib.rs", "pub fn answer() -> u32 { let x = 42; x - 2 }\npub fn other() -> u8 { 7 }\n"),
        ("main.c", "int main(void) { int answer = 42; return answer - 42; }\nint other(void) { return 7; }\n"),
    ]);
    let broken = |filter: SyntaxFilterMode| {
        let judged = Arc::new(Mutex::new(0usize));
        let count = judged.clone();
        let oracle = FnTreeOracle(move |files: &Files| {
            let errors = |path: &str, lang: Lang| {
                let text = files.get(path).map_or(&[][..], Vec::as_slice);
                pare::syntax::parse::parse(lang, text, None).root_node().has_error()
            };
            *count.lock().unwrap() += usize::from(errors("lib.rs", Lang::Rust) || errors("main.c", Lang::C));
            files.get("lib.rs").is_some_and(|c| c.windows(2).any(|w| w == b"42"))
        });
        let passes = ["files", "hdd", "decl", "lines", "tokens", "windows"];
        Reduction::tree(&original).unwrap().jobs(1).passes(&passes).syntax_filter(filter).run(oracle).unwrap();
        *judged.lock().unwrap()
    };
    assert_eq!(broken(SyntaxFilterMode::Auto), 0);
    assert!(broken(SyntaxFilterMode::Off) > 0, "without the filter, broken candidates reach the oracle");
}

/// A small crate whose "bug" needs three items in three modules tied by `use` paths: a
/// checker stands in for the compiler (every `mod m;` names a file, every `use crate::…::Name`
/// names a module file that mentions `Name`), so a module goes only with every line naming it.
fn crate_tree() -> Files {
    let filler = |name: &str| {
        format!("pub struct {name}Thing;\nimpl {name}Thing {{ pub fn new() -> Self {{ {name}Thing }} }}\n")
    };
    files(&[
        (
            "Cargo.toml",
            "[package]\nname = \"c\"\nversion = \"0.1.0\"\n\n[[bin]]\nname = \"tool\"\npath = \"src/bin/tool.rs\"\n",
        ),
        ("src/bin/tool.rs", "fn main() {}\n"),
        (
            "src/lib.rs",
            "pub mod fmt;\npub mod buf;\nmod bytes;\nmod extra;\npub use crate::buf::{latent, Take};\npub use crate::extra::ExtraThing;\n",
        ),
        ("src/fmt/mod.rs", "mod hex;\nmod debug;\npub use self::hex::Well;\npub use self::debug::DebugThing;\n"),
        ("src/fmt/hex.rs", &format!("pub trait Well {{}}\n{}", filler("Hex"))),
        ("src/fmt/debug.rs", &filler("Debug")),
        ("src/buf/mod.rs", "mod take;\npub use self::take::{latent, Take};\n"),
        (
            "src/buf/take.rs",
            &format!("use crate::fmt::Well;\npub struct Take;\npub fn latent<W: Well>() {{}}\n{}", filler("Take")),
        ),
        ("src/bytes.rs", &format!("use crate::buf::latent;\npub fn bang() {{ latent() }}\n{}", filler("Bytes"))),
        ("src/extra.rs", &filler("Extra")),
    ])
}

/// True while every `mod m;` and every `use crate::a::b::Name;` entry names what is there.
fn consistent(files: &Files) -> bool {
    let text = |p: &str| files.get(p).map(|c| String::from_utf8_lossy(c).to_string());
    let module_file = |path: &[&str]| {
        let base = format!("src/{}", path.join("/"));
        text(&format!("{base}.rs")).or_else(|| text(&format!("{base}/mod.rs")))
    };
    for (path, content) in files {
        let content = String::from_utf8_lossy(content);
        let dir: Vec<&str> =
            path.trim_start_matches("src/").trim_end_matches(".rs").trim_end_matches("/mod").split('/').collect();
        let here = if path == "src/lib.rs" { Vec::new() } else { dir };
        for line in content.lines() {
            if let Some(name) = line.trim().strip_prefix("mod ").and_then(|l| l.strip_suffix(';')) {
                let mut m = here.clone();
                m.push(name);
                if module_file(&m).is_none() {
                    return false;
                }
            }
            if let Some(rest) = line.trim().trim_start_matches("pub ").strip_prefix("use crate::") {
                let (module, names) = rest.trim_end_matches(';').rsplit_once("::").unwrap_or(("", rest));
                let Some(found) = module_file(&module.split("::").collect::<Vec<_>>()) else { return false };
                let names = names.trim_matches(|c| c == '{' || c == '}');
                if names.split(',').map(str::trim).any(|n| !n.is_empty() && !found.contains(n)) {
                    return false;
                }
            }
        }
    }
    true
}

fn crate_bug(files: &Files) -> bool {
    let has = |path: &str, what: &str| files.get(path).is_some_and(|c| String::from_utf8_lossy(c).contains(what));
    consistent(files)
        && files.get("src/lib.rs").is_some_and(|c| String::from_utf8_lossy(c).contains("mod bytes"))
        && has("src/bytes.rs", "latent()")
        && files.iter().any(|(p, c)| p != "src/bytes.rs" && String::from_utf8_lossy(c).contains("fn latent<W: Well>"))
        && files.iter().any(|(p, c)| p != "src/bytes.rs" && String::from_utf8_lossy(c).contains("trait Well"))
}

#[test]
fn a_crate_loses_its_modules_with_every_line_that_names_them_at_every_width() {
    let original = crate_tree();
    assert!(crate_bug(&original));
    let run = |jobs: usize| {
        let passes = ["files", "cross-reach", "lines"];
        let outcome =
            Reduction::tree(&original).unwrap().jobs(jobs).passes(&passes).run(FnTreeOracle(crate_bug)).unwrap();
        (outcome.files.unwrap(), outcome.stats.committed_calls)
    };
    let (result, calls) = run(1);
    assert!(crate_bug(&result), "{result:?}");
    let kept: Vec<&String> = result.keys().collect();
    assert!(!kept.iter().any(|p| p.contains("debug") || p.contains("extra") || p.contains("bin/")), "{kept:?}");
    assert!(!result.get("Cargo.toml").is_some_and(|c| String::from_utf8_lossy(c).contains("[[bin]]")), "{result:?}");
    assert_eq!(run(2), (result.clone(), calls));
    assert_eq!(run(4), (result, calls));
}

/// A crate where no half of the entries keeps the bug alone but an entry does (the bug wants a
/// wanted function with every function or with at most three), so `cross-reach` tries each
/// entry alone: one at a time at `--width 1`, in batches at `--width 4`. Both keep the same entry
/// alone, the first in order when several would do, and each width gives the same files and
/// calls at every `-j`.
#[test]
fn cross_reach_finds_the_first_entry_alone_at_every_width_and_jobs() {
    let functions = |prefix: &str| (0..6).map(|i| format!("pub fn {prefix}{i}() {{}}\n")).collect::<String>();
    let original = files(&[
        ("src/lib.rs", "mod a;\nmod b;\n"),
        ("src/a.rs", &format!("{}pub fn target() {{}}\n", functions("a"))),
        ("src/b.rs", &functions("b")),
    ]);
    let text = |files: &Files| files.values().map(|c| String::from_utf8_lossy(c).into_owned()).collect::<String>();
    for wanted in [&["fn target()"][..], &["fn b4()", "fn a2()", "fn a1()"]] {
        let bug = move |files: &Files| {
            let all = text(files);
            let count = all.matches("fn ").count();
            wanted.iter().any(|w| all.contains(w)) && (count <= 3 || count == 13)
        };
        let run = |width: usize, jobs: usize| {
            let reduction = Reduction::tree(&original).unwrap().jobs(jobs).width(width).passes(&["cross-reach"]);
            let outcome = reduction.run(FnTreeOracle(bug)).unwrap();
            (outcome.files.unwrap(), outcome.stats.committed_calls)
        };
        let (one, calls) = run(1, 1);
        assert_eq!(text(&one).matches("fn ").count(), 1, "one entry alone: {one:?}");
        assert!(bug(&one));
        for jobs in [2, 4] {
            assert_eq!(run(1, jobs), (one.clone(), calls));
        }
        let (wide, wide_calls) = run(4, 1);
        assert_eq!(wide, one, "the same entry alone");
        for jobs in [2, 4] {
            assert_eq!(run(4, jobs), (wide.clone(), wide_calls));
        }
    }
}
