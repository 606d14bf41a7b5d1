//! What each language's table does to small real snippets: a pass run alone through the library,
//! with a test that keeps what the "bug" needs and (through the syntax filter, on by default for
//! a clean original) accepts only text the grammar parses. One function per effect and language:
//! a deleted statement, a parameter removed with its argument, an unwrapped block, a renamed
//! identifier, a shrunk literal, and the final layout.

use pare::passes::format::format;
use pare::syntax::grammar::Grammar;
use pare::{FnOracle, Lang, Reduction};

/// Runs `passes` alone on `src` with a test that holds while every string of `keep` is there.
fn reduce(lang: Lang, src: &str, passes: &[&str], keep: &'static [&'static str]) -> String {
    let oracle = FnOracle(move |c: &[u8]| {
        let c = String::from_utf8_lossy(c);
        keep.iter().all(|k| c.contains(k))
    });
    let out = Reduction::new(src.as_bytes().to_vec()).language(lang).passes(passes).jobs(1).run(oracle).unwrap();
    String::from_utf8(out.best).unwrap()
}

/// `text` without whitespace, so assertions do not depend on where deletions leave spaces.
fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

mod cpp {
    use super::*;

    #[test]
    fn hdd_deletes_statements_and_members() {
        let src = "namespace app {\nstruct Counter {\n    int n = 0;\n    void bump() { ++n; }\n};\n\
                   int run(Counter &c) {\n    c.bump();\n    std::puts(\"x\");\n    return c.n;\n}\n}\n";
        let out = reduce(Lang::Cpp, src, &["hdd"], &["std::puts("]);
        // The return type stays: `[required]` in crates/pare/grammars/cpp.toml.
        assert_eq!(squeeze(&out), "namespace{intrun(){std::puts();}}", "{out}");
    }

    #[test]
    fn params_removes_a_parameter_with_its_argument() {
        let src = "static int scale(int unused, int value) { return value * 2; }\n\
                   int main() { return scale(1, 21) + scale(2, 3); }\n";
        let out = reduce(Lang::Cpp, src, &["params"], &["value * 2", "21", "3)"]);
        assert_eq!(
            out,
            "static int scale(int value) { return value * 2; }\nint main() { return scale(21) + scale(3); }\n"
        );
    }

    #[test]
    fn unwrap_takes_loop_bodies_templates_and_try_blocks() {
        let src = "template <class T> void each(const T &v) { for (auto &x : v) { try { use(x); } catch (...) {} } }\n";
        let out = reduce(Lang::Cpp, src, &["unwrap"], &["use(x);"]);
        assert_eq!(out, "void each(const T &v) {   use(x);   }\n");
    }

    #[test]
    fn rename_renames_namespaces_and_members_with_their_uses() {
        let src = "namespace detail { struct widget { int size_in_bytes; }; }\n\
                   int total(detail::widget w) { return w.size_in_bytes; }\n";
        let out = reduce(Lang::Cpp, src, &["rename"], &["::", "return"]);
        for gone in ["detail", "widget", "size_in_bytes", "total"] {
            assert!(!out.contains(gone), "{gone} kept: {out}");
        }
        assert_eq!(out, "namespace b { struct c { int a; }; }\nint d(b::c w) { return w.a; }\n");
    }

    #[test]
    fn literals_shrink_numbers_strings_and_raw_strings() {
        let src = "const char *s = R\"(raw text)\"; int n = 123456; const char *t = \"quoted\";\n";
        let out = reduce(Lang::Cpp, src, &["literals"], &["const char *s", "int n", "const char *t"]);
        assert_eq!(out, "const char *s = R\"()\"; int n = 0; const char *t = \"\";\n");
    }

    /// Lines of `g++ -E` output of libstdc++ 12 and glibc that tree-sitter-cpp reads as errors,
    /// each of which the table's `[[read_as]]` makes parse (crates/pare/grammars/cpp.toml).
    const GNU_LINES: [&str; 19] = [
        "namespace std __attribute__ ((__visibility__ (\"default\"))) { int x; }",
        "namespace std { inline namespace __cxx11 __attribute__((__abi_tag__ (\"cxx11\"))) { } }",
        "struct P { [[nodiscard]] friend constexpr bool operator==(P, P) noexcept = default; };",
        "inline __complex__ double f(__complex__ double x) { return x; }",
        "void f() { typedef __decltype(__comp) _Cmp; }",
        "extern template class allocator<char>;",
        "extern template ostream& __ostream_insert(ostream&, const char*, streamsize);",
        "struct F { template<class R, class C = less> constexpr void operator()(R&& r, C c = {}) const { } };",
        "struct S { int g() { return this->operator()(u, p) + _M_b.operator+=(d); } };",
        "struct S : B { using __base_type::operator __integral_type; };",
        "template<typename R, typename C> struct M<R (C::*)(int... ...) const &> {};",
        "void f() { memory_order __b __attribute__ ((__unused__)) = __m & __memory_order_mask; }",
        "__extension__ template<> struct numeric_limits<__int128> { };",
        "template<class T> auto f(const T& x) -> decltype(g(x), void(), true) { return 1; }",
        "template<typename _Alloc, typename _Init = const remove_extent_t<_Alloc>*> int f();",
        "void f() { bool* __ok(__m._M_data); }",
        "template<typename _Tp, typename _Alloc> void __use_alloc(const _Alloc&&) = delete;",
        "typedef void (*__attribute__ ((__deprecated__)) unexpected_handler) ();",
        "typedef _Complex float __cfloat128 __attribute__ ((__mode__ (__TC__)));",
    ];

    #[test]
    fn gnu_spellings_of_preprocessed_libstdcxx_parse() {
        use pare::syntax::parse::{parse, parse_reading};
        for line in GNU_LINES {
            let raw = parse_reading(Lang::Cpp, line.as_bytes(), None);
            assert!(raw.root_node().has_error(), "tree-sitter-cpp parses this without help: {line}");
            let read = parse(Lang::Cpp, line.as_bytes(), None);
            assert!(!read.root_node().has_error(), "still an error: {line}\n{}", read.root_node().to_sexp());
            assert_eq!(read.root_node().end_byte(), line.len(), "the tree spans the real text: {line}");
        }
    }

    /// The reading is only what the parser sees: with the original parsing cleanly, the filter
    /// is on and HDD deletes real text, attributes and all, around what the bug needs.
    #[test]
    fn hdd_deletes_around_gnu_spellings_and_keeps_them_where_they_stand() {
        let src = "namespace std __attribute__ ((__visibility__ (\"default\"))) {\n\
                   extern template class allocator<char>;\n\
                   inline __complex__ double f(__complex__ double x) { return x; }\n\
                   int keep() { return 1; }\n}\n";
        let out = reduce(Lang::Cpp, src, &["hdd"], &["keep()", "__attribute__"]);
        assert_eq!(squeeze(&out), "namespacestd__attribute__((__visibility__(\"default\"))){intkeep(){}}", "{out}");
    }

    /// The C rewrites that read kinds only run on C++ too (`family = "c++"`).
    #[test]
    fn c_rewrites_that_read_kinds_only_run_on_cpp() {
        let src = "struct cfg { int retries = 3; };\nint main() { std::string name = \"x\"; int n = 5; return n; }\n";
        let out = reduce(Lang::Cpp, src, &["init-drop"], &["n = 5", "return n"]);
        assert_eq!(out, "struct cfg { int retries = 3; };\nint main() { std::string name; int n = 5; return n; }\n");
        let src = "void f(std::vector<int> &v, unsigned &m) { int s = 0; for (auto x : v) s += x; m |= 1u << s; }\n";
        let out = reduce(Lang::Cpp, src, &["plain-assign"], &["s += x", "1u"]);
        assert_eq!(
            out,
            "void f(std::vector<int> &v, unsigned &m) { int s = 0; for (auto x : v) s += x; m = 1u << s; }\n"
        );
        let src = "int g();\nint f() { int x; x = (g(), 5); return x; }\n";
        let out = reduce(Lang::Cpp, src, &["denest"], &["g()", "return x"]);
        assert!(!out.contains(',') && squeeze(&out).contains("g();x="), "{out}");
        let src = "void f() { std::size_t a; std::size_t b; a = b; }\n";
        let out = reduce(Lang::Cpp, src, &["combine-declarations"], &["a = b"]);
        assert_eq!(out, "void f() { std::size_t a, b; a = b; }\n");
    }

    /// clang_delta's template-arg-to-int through the table: a type argument's stand-in is `int`.
    #[test]
    fn substitute_turns_template_arguments_into_int() {
        let src = "std::vector<std::string> v;\nstd::map<unsigned long, std::pair<char, short>> m;\n";
        let out = reduce(Lang::Cpp, src, &["substitute"], &["vector<", "map<", " v", " m"]);
        // Each argument becomes `int`; the run that follows its own progress makes `int, int` one.
        assert_eq!(out, "std::vector<int> v;\nstd::map<int> m;\n");
    }

    #[test]
    fn format_indents_namespaces_classes_and_functions() {
        let src = "namespace n{class C{public:int f(){if(x){return 1;}return 0;}};}";
        let out = String::from_utf8(format(Grammar::get(Lang::Cpp), src.as_bytes()).unwrap()).unwrap();
        assert_eq!(
            out,
            "namespace n{\n    class C{\n        public:\n        int f(){\n            if(x){\n                return 1;\n            }\n            return 0;\n        }\n    };\n}\n"
        );
    }
}

mod python {
    use super::*;

    const SRC: &str = "import sys\n\n\ndef scale(unused, value):\n    total = value * 2\n    if total > 10:\n        print(\"big\", total)\n        return total\n    return 0\n\n\nprint(scale(1, 21) + scale(2, 3))\n";

    #[test]
    fn hdd_deletes_statements_and_keeps_blocks_nonempty() {
        let out = reduce(Lang::Python, SRC, &["hdd"], &["print(\""]);
        assert_eq!(out, "\n\ndef scale():\n    if 0:\n        print(\"\")\n\n\n");
        let out = reduce(Lang::Python, SRC, &["hdd"], &["def scale(", "if ", "print(scale"]);
        assert_eq!(out, "\n\ndef scale():\n    if 0:\n        pass\n\n\nprint(scale() + 0)\n");
    }

    #[test]
    fn params_removes_a_parameter_with_its_argument() {
        let out = reduce(Lang::Python, SRC, &["params"], &["value * 2", "21", "3)"]);
        assert!(out.contains("def scale(value):") && out.contains("scale(21) + scale(3)"), "{out}");
    }

    #[test]
    fn unwrap_lifts_a_block_out_of_its_if_and_reindents_it() {
        let out = reduce(Lang::Python, SRC, &["unwrap"], &["print(\"big\", total)\n"]);
        assert!(out.contains("    total = value * 2\n    print(\"big\", total)\n    total\n    0\n"), "{out}");
    }

    #[test]
    fn rename_renames_every_use() {
        let out = reduce(Lang::Python, SRC, &["rename"], &["print(", "import"]);
        assert!(!out.contains("scale") && !out.contains("total") && !out.contains("value"), "{out}");
    }

    #[test]
    fn literals_shrink_numbers_and_strings() {
        let out = reduce(Lang::Python, SRC, &["literals"], &["print(", "total >"]);
        assert!(
            out.contains("print(\"\", total)") && out.contains("total > 0") && out.contains("scale(0, 0)"),
            "{out}"
        );
    }

    #[test]
    fn whitespace_passes_keep_lines_and_indentation() {
        let src = "def f(x):  \n\n\n    if x :\n        return   x\n    return  0\n";
        let oracle = FnOracle(|c: &[u8]| squeeze(&String::from_utf8_lossy(c)) == "deff(x):ifx:returnxreturn0");
        let out = Reduction::new(src.as_bytes().to_vec()).language(Lang::Python).passes(&["blank", "tokens"]);
        let out = String::from_utf8(out.jobs(1).run(oracle).unwrap().best).unwrap();
        assert_eq!(out, "def f(x):\n    if x:\n        return x\n    return 0\n");
        assert!(format(Grammar::get(Lang::Python), src.as_bytes()).is_none(), "the layout is syntax");
    }

    #[test]
    fn indent_takes_statements_to_one_space_per_level() {
        let out = reduce(Lang::Python, SRC, &["indent"], &["print(\"big\", total)\n"]);
        assert!(out.contains("def scale(unused, value):\n total = value * 2\n if total > 10:\n  print("), "{out}");
        assert!(out.contains("\n return 0\n") && out.ends_with("\nprint(scale(1, 21) + scale(2, 3))\n"), "{out}");
    }

    #[test]
    fn brackets_inside_strings_and_comments_are_not_pairs() {
        let src = "x = 'a (b' # c)\ny = \"\"\"d\n)\"\"\"\nprint(x, y)\n";
        let pairs = pare::text_units::braces::pairs(src.as_bytes(), Grammar::get(Lang::Python).lexicon());
        let shown: Vec<&str> = pairs.iter().map(|p| &src[p.open..=p.close]).collect();
        assert_eq!(shown, ["(x, y)"]);
        let plain = pare::text_units::braces::pairs(src.as_bytes(), pare::text_units::tokens::Lexicon::plain());
        assert_eq!(plain.len(), 2, "read as C, `(b' # c)` is a pair");
    }
}

mod json {
    use super::*;

    const SRC: &str = "{\n  \"name\": \"pare\",\n  \"tags\": [\"reducer\", \"tree-sitter\", \"hdd\"],\n  \"stars\": 12345,\n  \"nested\": {\"deep\": {\"bug\": true}}\n}\n";

    #[test]
    fn hdd_deletes_members_with_their_commas() {
        let out = reduce(Lang::Json, SRC, &["hdd"], &["\"tree-sitter\"", "\"stars\""]);
        assert_eq!(squeeze(&out), "{\"\":[\"tree-sitter\"],\"stars\":0}", "{out}");
    }

    #[test]
    fn hoist_replaces_a_value_by_a_value_inside_it() {
        let out = reduce(Lang::Json, SRC, &["hoist"], &["true"]);
        // `{"bug": true}` in the first run; the next, after its own progress, hoists the value.
        assert_eq!(squeeze(&out), "true", "{out}");
    }

    #[test]
    fn literals_shrink_numbers_and_strings() {
        let out = reduce(Lang::Json, SRC, &["literals"], &["\"name\"", "\"stars\": ", "\"deep\"", "\"bug\""]);
        assert!(out.contains("\"stars\": 0,") && out.contains("[\"\", \"\", \"\"]"), "{out}");
    }

    #[test]
    fn format_puts_one_member_per_line() {
        let out = String::from_utf8(format(Grammar::get(Lang::Json), b"{\"a\":[1,2],\"b\":{}}").unwrap()).unwrap();
        assert_eq!(out, "{\n    \"a\":[\n        1,\n        2\n    ],\n    \"b\":{\n    }\n}\n");
    }
}

/// Go, Java, TypeScript and TSX: each effect once, on one small program per language.
mod more {
    use super::*;

    fn layout(lang: Lang, src: &str) -> String {
        String::from_utf8(format(Grammar::get(lang), src.as_bytes()).unwrap()).unwrap()
    }

    #[test]
    fn go() {
        let src = "package main\n\nfunc scale(unused int, value int) int {\n\tif value > 10 {\n\t\tprintln(\"big\")\n\t}\n\treturn value * 2\n}\n\nfunc main() {\n\tprintln(scale(1, 21) + scale(2, 3))\n}\n";
        let g = Lang::Go;
        assert_eq!(
            reduce(g, src, &["hdd"], &["println(\"big\")"]),
            "\nfunc scale() {\n\tif 0 {\n\t\tprintln(\"big\")\n\t}\n}\n\n"
        );
        let out = reduce(g, src, &["params"], &["value * 2", "21", "3)"]);
        assert!(out.contains("scale(value int) int") && out.contains("scale(21) + scale(3)"), "{out}");
        let out = reduce(g, src, &["unwrap"], &["println(\"big\")"]);
        assert!(!out.contains("if ") && out.contains("\t\tprintln(\"big\")\n\t\n\tvalue * 2\n"), "{out}");
        let out = reduce(g, src, &["rename"], &["println", "package"]);
        assert!(!out.contains("scale") && !out.contains("value"), "{out}");
        let out = reduce(g, src, &["literals"], &["println(\"", "value >"]);
        assert!(out.contains("value > 0") && out.contains("println(\"\")"), "{out}");
        assert_eq!(
            layout(g, "package main\nfunc f(){if x{g()}}"),
            "package main\nfunc f(){\n    if x{\n        g()\n    }\n}\n"
        );
    }

    #[test]
    fn java() {
        let src = "class Main {\n    static int scale(int unused, int value) {\n        if (value > 10) {\n            System.out.println(\"big\");\n        }\n        return value * 2;\n    }\n    public static void main(String[] args) {\n        System.out.println(scale(1, 21) + scale(2, 3));\n    }\n}\n";
        let j = Lang::Java;
        let out = reduce(j, src, &["hdd"], &["println(\"big\")"]);
        assert_eq!(
            out,
            "class Main {\n    int scale() {\n        if (0) {\n            println(\"big\");\n        }\n    }\n}\n"
        );
        let out = reduce(j, src, &["params"], &["value * 2", "21", "3)"]);
        assert!(out.contains("scale(int value)") && out.contains("scale(21) + scale(3)"), "{out}");
        let out = reduce(j, src, &["unwrap"], &["println(\"big\")"]);
        assert!(
            !out.contains("if (") && out.contains("System.out.println(\"big\");\n        \n        value * 2;"),
            "{out}"
        );
        let out = reduce(j, src, &["rename"], &["println", "class"]);
        assert!(!out.contains("scale") && !out.contains("value"), "{out}");
        let out = reduce(j, src, &["literals"], &["println(\"", "value >"]);
        assert!(out.contains("value > 0") && out.contains("println(\"\")"), "{out}");
        assert_eq!(
            layout(j, "class A{void f(){if(x){g();}}}"),
            "class A{\n    void f(){\n        if(x){\n            g();\n        }\n    }\n}\n"
        );
    }

    #[test]
    fn typescript_and_tsx() {
        let src = "interface Options { verbose: boolean }\nfunction scale(unused: number, value: number): number {\n    if (value > 10) {\n        console.log(\"big\");\n    }\n    return value * 2;\n}\nconsole.log(scale(1, 21) + scale(2, 3));\n";
        for lang in [Lang::TypeScript, Lang::Tsx] {
            let out = reduce(lang, src, &["hdd"], &["log(\"big\")"]);
            assert_eq!(out, "function scale(){\n    if (0) {\n        console.log(\"big\");\n    }\n}\n", "{lang:?}");
            let out = reduce(lang, src, &["params"], &["value * 2", "21", "3)"]);
            assert!(out.contains("scale(value: number)") && out.contains("scale(21) + scale(3)"), "{out}");
            let out = reduce(lang, src, &["unwrap"], &["log(\"big\")"]);
            assert!(!out.contains("if (") && out.contains("console.log(\"big\");\n    \n    value * 2;"), "{out}");
            let out = reduce(lang, src, &["rename"], &["log", "interface"]);
            assert!(!out.contains("Options") && !out.contains("scale"), "{out}");
            let out = reduce(lang, src, &["literals"], &["log(\"", "value >"]);
            assert!(out.contains("value > 0") && out.contains("log(\"\")"), "{out}");
        }
        let jsx = layout(Lang::Tsx, "const a = <div>{f()}</div>;function g(){h()}");
        assert_eq!(jsx, "const a = <div>{f()}</div>;\nfunction g(){\n    h()\n}\n");
    }
}
