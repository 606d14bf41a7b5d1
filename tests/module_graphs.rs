//! Trees reduced through their module graphs and build files, with the real tools as tests:
//! a Java program (javac) and a Go module (go vet) shrink to the files their bug needs, and
//! build files (Cargo.toml with cargo, a Makefile with make, package.json with node,
//! pyproject.toml with Python, CMakeLists.txt with cmake) lose what names a deleted file and
//! stay consistent. Each run checks that the result still passes the test, has fewer files
//! than the input, has the expected shape, and that the input tree is unchanged.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::{have, read_tree as read, stderr, write_script};

/// A tree on disk with its test: `pare -o out` runs on it.
struct Project {
    dir: tempfile::TempDir,
    root: PathBuf,
    test: PathBuf,
    original: BTreeMap<String, String>,
}

impl Project {
    fn new(files: &[(&str, &str)], test: &str) -> Project {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("proj");
        for (path, content) in files {
            fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            fs::write(root.join(path), content).unwrap();
        }
        let script = dir.path().join("test.sh");
        write_script(&script, test);
        let original = read(&root);
        Project { dir, root, test: script, original }
    }

    /// Reduces the tree into `out` with the passes `passes` and returns the result's files;
    /// checks that the input is unchanged and the result still interesting.
    fn reduce(&self, passes: &str) -> BTreeMap<String, String> {
        let out = self.dir.path().join("out");
        let run = Command::new(env!("CARGO_BIN_EXE_pare"))
            .args(["-q", "-j", "2", "--passes", passes, "-o"])
            .arg(&out)
            .arg(&self.test)
            .arg(&self.root)
            .current_dir(self.dir.path())
            .output()
            .unwrap();
        assert!(run.status.success(), "{}", stderr(&run));
        assert_eq!(read(&self.root), self.original, "the input tree is never changed");
        assert!(self.interesting(&out), "the result still passes the test");
        let result = read(&out);
        assert!(result.len() < self.original.len(), "fewer files: {:?}", result.keys());
        result
    }

    fn interesting(&self, root: &Path) -> bool {
        let scratch = tempfile::tempdir().unwrap();
        let copy = scratch.path().join("proj");
        for (path, content) in read(root) {
            fs::create_dir_all(copy.join(&path).parent().unwrap()).unwrap();
            fs::write(copy.join(&path), content).unwrap();
        }
        Command::new(&self.test).arg(&copy).current_dir(scratch.path()).status().unwrap().success()
    }
}

const TREE_PASSES: &str = "files,cross-reach,inline-modules,build-entries";

/// The bug: javac says a double constant of another package cannot become an int.
const JAVA_TEST: &str = r#"#!/bin/sh
cd "$1" || exit 2
out=$(mktemp -d)
javac -d "$out" $(find . -name '*.java') 2>&1 | grep -q 'possible lossy conversion from double to int'
status=$?
rm -rf "$out"
exit $status
"#;

#[test]
fn a_java_program_keeps_the_two_classes_of_its_bug() {
    if !have("javac") {
        eprintln!("skipped: no javac");
        return;
    }
    let p = Project::new(
        &[
            (
                "src/app/Main.java",
                "package app;\n\nimport lib.Config;\nimport lib.text.Strings;\nimport lib.shapes.*;\n\npublic class Main {\n    static int size() { int n = Config.RATIO; return n; }\n    static String name() { return Strings.upper(\"x\") + new Circle().area(); }\n    public static void main(String[] a) { System.out.println(name() + size() + Helper.twice(2)); }\n}\n",
            ),
            (
                "src/app/Helper.java",
                "package app;\n\nclass Helper {\n    static int twice(int x) { return 2 * x; }\n}\n",
            ),
            (
                "src/lib/Config.java",
                "package lib;\n\npublic class Config {\n    public static final double RATIO = 1.5;\n    public static final int LIMIT = 10;\n}\n",
            ),
            (
                "src/lib/text/Strings.java",
                "package lib.text;\n\npublic class Strings {\n    public static String upper(String s) { return s.toUpperCase(); }\n}\n",
            ),
            (
                "src/lib/shapes/Circle.java",
                "package lib.shapes;\n\npublic class Circle {\n    public double area() { return Square.unit() * 3.14; }\n}\n",
            ),
            (
                "src/lib/shapes/Square.java",
                "package lib.shapes;\n\npublic class Square {\n    public static double unit() { return 1.0; }\n}\n",
            ),
        ],
        JAVA_TEST,
    );
    let result = p.reduce(&format!("{TREE_PASSES},decl"));
    assert_eq!(result.keys().collect::<Vec<_>>(), ["src/app/Main.java", "src/lib/Config.java"], "{result:#?}");
    let main = &result["src/app/Main.java"];
    assert!(main.contains("import lib.Config;") && main.contains("Config.RATIO"), "{main}");
    assert!(!main.contains("Strings") && !main.contains("shapes") && !main.contains("Helper"), "{main}");
}

/// The bug: go vet finds a Printf verb of the wrong type in package store; the module builds.
const GO_TEST: &str = r#"#!/bin/sh
cd "$1" || exit 2
export GOCACHE="${TMPDIR:-/tmp}/pare-test-gocache" GOFLAGS=-mod=mod GOTOOLCHAIN=local GOPROXY=off
go=/usr/lib/go-1.19/bin/go
$go build ./... >/dev/null 2>&1 || exit 1
$go vet ./... 2>&1 | grep -q 'Printf format %d has arg name of wrong type string'
"#;

#[test]
fn a_go_module_keeps_the_package_of_its_bug() {
    if !Path::new("/usr/lib/go-1.19/bin/go").exists() {
        eprintln!("skipped: no go 1.19");
        return;
    }
    let p = Project::new(
        &[
            ("go.mod", "module example.com/app\n\ngo 1.19\n"),
            (
                "main.go",
                "package main\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/app/store\"\n)\n\nfunc main() {\n\tstore.Report(\"x\")\n\tfmt.Println(\"ok\")\n}\n",
            ),
            (
                "helper.go",
                "package main\n\nimport \"example.com/app/util\"\n\nfunc helper() int { return util.Twice(3) }\n",
            ),
            (
                "store/report.go",
                "package store\n\nimport \"fmt\"\n\nfunc Report(name string) { fmt.Printf(\"%d\\n\", name); count() }\n",
            ),
            ("store/count.go", "package store\n\nvar total int\n\nfunc count() { total++ }\n"),
            ("util/util.go", "package util\n\nfunc Twice(x int) int { return 2 * x }\n"),
            ("util/more.go", "package util\n\nfunc Thrice(x int) int { return 3 * x }\n"),
        ],
        GO_TEST,
    );
    let result = p.reduce(TREE_PASSES);
    assert!(!result.keys().any(|k| k.starts_with("util/")), "util goes with its imports: {result:#?}");
    assert!(result.contains_key("go.mod"), "{result:#?}");
    // `go build ./...` and `go vet ./...` need no main package: main.go and helper.go go too,
    // and the two files of store become one.
    let go: Vec<&String> = result.keys().filter(|k| k.ends_with(".go")).collect();
    assert_eq!(go, ["store/count.go"], "store's files merged, main not needed: {result:#?}");
    let store: String = result.iter().filter(|(k, _)| k.starts_with("store/")).map(|(_, v)| v.as_str()).collect();
    assert!(store.contains("fmt.Printf(\"%d\\n\", name)"), "{result:#?}");
}

#[test]
fn a_cargo_workspace_loses_a_member_with_its_entry() {
    if !have("cargo") {
        return;
    }
    let p = Project::new(
        &[
            ("Cargo.toml", "[workspace]\nmembers = [\"app\", \"extra\"]\nresolver = \"2\"\n"),
            (
                "app/Cargo.toml",
                "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nextra = { path = \"../extra\" }\n\n[features]\nloud = []\n",
            ),
            ("app/src/main.rs", "fn main() { let x: u8 = 300; println!(\"{x}\"); }\n"),
            ("extra/Cargo.toml", "[package]\nname = \"extra\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
            ("extra/src/lib.rs", "pub fn extra() -> u32 { 1 }\n"),
        ],
        "#!/bin/sh\ncd \"$1\" || exit 2\nCARGO_TARGET_DIR=\"$1/../target\" cargo build --offline -q 2>&1 | grep -q 'literal out of range for `u8`'\n",
    );
    let result = p.reduce("files,build-entries");
    assert!(!result.keys().any(|k| k.starts_with("extra/")), "{result:#?}");
    assert_eq!(result["Cargo.toml"], "[workspace]\nmembers = [\"app\"]\nresolver = \"2\"\n");
    assert!(!result["app/Cargo.toml"].contains("extra") && !result["app/Cargo.toml"].contains("loud"));
}

#[test]
fn a_makefile_loses_the_rule_and_the_words_of_a_deleted_source() {
    if !have("make") || !have("cc") {
        return;
    }
    let p = Project::new(
        &[
            (
                "Makefile",
                "app: main.o util.o\n\tcc -o app main.o util.o\nmain.o: main.c\n\tcc -c main.c\nutil.o: util.c\n\tcc -c util.c\n",
            ),
            ("main.c", "int main(void) { int a = 1; return a / 0; }\n"),
            ("util.c", "int util(int x) { return x + 1; }\n"),
        ],
        "#!/bin/sh\ncd \"$1\" || exit 2\nmake -s 2>&1 | grep -q 'division by zero'\n",
    );
    let result = p.reduce("files");
    assert_eq!(result.keys().collect::<Vec<_>>(), ["Makefile", "main.c"]);
    assert_eq!(result["Makefile"], "app: main.o\n\tcc -o app main.o\nmain.o: main.c\n\tcc -c main.c\n");
}

#[test]
fn package_json_loses_the_members_naming_a_deleted_file() {
    if !have("node") {
        return;
    }
    let p = Project::new(
        &[
            (
                "package.json",
                "{\n  \"name\": \"x\",\n  \"main\": \"lib/index.js\",\n  \"exports\": {\n    \".\": \"./lib/index.js\",\n    \"./extra\": \"./lib/extra.js\"\n  },\n  \"scripts\": {\n    \"bench\": \"node bench/run.js\"\n  },\n  \"dependencies\": {\n    \"left-pad\": \"1\"\n  }\n}\n",
            ),
            ("lib/index.js", "module.exports = function () { return null.x; };\n"),
            ("lib/extra.js", "module.exports = 1;\n"),
            ("bench/run.js", "require('../lib/extra.js');\n"),
        ],
        "#!/bin/sh\ncd \"$1\" || exit 2\nnode -e \"require('./')()\" 2>&1 | grep -q 'Cannot read properties of null'\n",
    );
    let result = p.reduce("files,build-entries");
    assert_eq!(result.keys().collect::<Vec<_>>(), ["lib/index.js", "package.json"]);
    let json: serde_json::Value = serde_json::from_str(&result["package.json"]).expect("still JSON");
    assert_eq!(json["main"], "lib/index.js");
    assert!(json.get("scripts").is_none(), "{json}");
    assert!(json.get("dependencies").is_none_or(|d| d.as_object().unwrap().is_empty()), "{json}");
    assert!(json["exports"].get("./extra").is_none(), "{json}");
}

#[test]
fn pyproject_loses_the_script_of_a_deleted_module() {
    if !have("python3") {
        return;
    }
    let p = Project::new(
        &[
            (
                "pyproject.toml",
                "[project]\nname = \"x\"\nversion = \"0\"\ndependencies = [\"click\"]\n\n[project.scripts]\nx = \"pkg.cli:main\"\nbench = \"pkg.bench:run\"\n",
            ),
            ("pkg/__init__.py", ""),
            ("pkg/cli.py", "def main():\n    return 1 / 0\n"),
            ("pkg/bench.py", "def run():\n    pass\n"),
        ],
        "#!/bin/sh\ncd \"$1\" || exit 2\npython3 - <<'EOF' 2>&1 | grep -q ZeroDivisionError\nimport importlib, tomllib\nfor spec in tomllib.load(open('pyproject.toml', 'rb'))['project']['scripts'].values():\n    module, func = spec.split(':')\n    getattr(importlib.import_module(module), func)()\nEOF\n",
    );
    let result = p.reduce("files,build-entries");
    assert!(!result.contains_key("pkg/bench.py"), "{result:#?}");
    assert!(!result["pyproject.toml"].contains("bench") && !result["pyproject.toml"].contains("click"));
    assert!(result["pyproject.toml"].contains("x = \"pkg.cli:main\""));
}

#[test]
fn cmake_loses_the_sources_and_subdirectories_of_deleted_files() {
    if !have("cmake") || !have("cc") {
        eprintln!("skipped: no cmake (corpus/setup.sh installs it)");
        return;
    }
    let p = Project::new(
        &[
            (
                "CMakeLists.txt",
                "cmake_minimum_required(VERSION 3.10)\nproject(x C)\nadd_executable(app main.c util.c)\nadd_subdirectory(extra)\n",
            ),
            ("main.c", "int main(void) { int a = 1; return a / 0; }\n"),
            ("util.c", "int util(int x) { return x + 1; }\n"),
            ("extra/CMakeLists.txt", "add_library(extra STATIC extra.c)\n"),
            ("extra/extra.c", "int extra(void) { return 2; }\n"),
        ],
        "#!/bin/sh\ncd \"$1\" || exit 2\nb=$(mktemp -d)\ncmake -S . -B \"$b\" >/dev/null 2>&1 && cmake --build \"$b\" 2>&1 | grep -q 'division by zero'\ns=$?\nrm -rf \"$b\"\nexit $s\n",
    );
    let result = p.reduce("files");
    assert_eq!(result.keys().collect::<Vec<_>>(), ["CMakeLists.txt", "main.c"]);
    assert_eq!(
        result["CMakeLists.txt"],
        "cmake_minimum_required(VERSION 3.10)\nproject(x C)\nadd_executable(app main.c)\n"
    );
}
