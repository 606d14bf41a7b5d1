//! A language's grammar knowledge: the table from `grammars/` plus what `node-types.json` says
//! about which children are optional and which kinds belong to which supertype.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use serde::Deserialize;
use tree_sitter::Node;

use super::language::Lang;
use super::read_as::{ReadAsEntry, Readings};
use crate::text_units::tokens::Lexicon;

/// The shape of a `grammars/*.toml` table (documented in `grammars/README.md`).
#[derive(Deserialize)]
struct Table {
    name: String,
    #[serde(default)]
    family: Option<String>,
    extensions: Vec<String>,
    comments: Vec<String>,
    #[serde(default)]
    identifiers: Vec<String>,
    #[serde(default)]
    lists: HashMap<String, String>,
    standins: Standins,
    #[serde(default)]
    modifiers: Vec<String>,
    #[serde(default)]
    implicit_types: Vec<String>,
    #[serde(default)]
    declarations: Vec<String>,
    #[serde(default)]
    namespaces: Vec<String>,
    #[serde(default)]
    blocks: Vec<String>,
    #[serde(default)]
    parameters: Vec<String>,
    #[serde(default)]
    arguments: Vec<String>,
    #[serde(default)]
    literals: Literals,
    #[serde(default)]
    unwrap: HashMap<String, Vec<String>>,
    #[serde(default)]
    fields: Fields,
    #[serde(default)]
    introducers: HashMap<String, Vec<String>>,
    #[serde(default)]
    transparent: Vec<String>,
    #[serde(default)]
    required: HashMap<String, Vec<String>>,
    #[serde(default)]
    indentation: bool,
    #[serde(default)]
    line_comments: Vec<String>,
    #[serde(default)]
    line_directives: Vec<String>,
    #[serde(default)]
    block_comments: Vec<(String, String)>,
    #[serde(default)]
    quotes: Vec<String>,
    #[serde(default)]
    long_quotes: Vec<String>,
    #[serde(default)]
    char_quote: bool,
    #[serde(default)]
    names: Names,
    #[serde(default)]
    bodies: Vec<String>,
    #[serde(default)]
    unmatched_parameters: Vec<String>,
    #[serde(default)]
    callee_fields: Vec<String>,
    #[serde(default)]
    clauses: Vec<String>,
    #[serde(default)]
    expression_statements: Vec<String>,
    #[serde(default)]
    effects: Vec<String>,
    #[serde(default)]
    jumps: Jumps,
    #[serde(default)]
    iife: Iife,
    #[serde(default)]
    hollow: Hollow,
    #[serde(default)]
    read_as: Vec<ReadAsEntry>,
    #[serde(default)]
    modules: Modules,
}

/// The `[modules]` table: how a file names other files (the tree's module graph).
#[derive(Deserialize, Default)]
struct Modules {
    /// Which reader of `tree::modules` reads a file's statements: `rust`, `js` or `python`.
    #[serde(default)]
    style: Option<String>,
    /// Statements that import from another module (`use_declaration`, `import_statement`).
    #[serde(default)]
    imports: Vec<String>,
    /// Statements that declare a module in a file of its own (`mod_item`).
    #[serde(default)]
    declarations: Vec<String>,
}

/// The `[jumps]` table: what leaves or restarts a loop, and what a `break` may leave instead.
#[derive(Deserialize, Default)]
struct Jumps {
    #[serde(default)]
    breaks: Vec<String>,
    #[serde(default)]
    continues: Vec<String>,
    #[serde(default)]
    switches: Vec<String>,
}

/// The `[iife]` table: the function expressions a call may run at once, their braced bodies, and
/// the wrappers around them (`(function () {…})()`).
#[derive(Deserialize, Default)]
struct Iife {
    #[serde(default)]
    functions: Vec<String>,
    #[serde(default)]
    bodies: Vec<String>,
    #[serde(default)]
    wrappers: Vec<String>,
}

/// The `[hollow]` table: the functions whose bodies the sweep of a large file may empty, and the
/// words in a signature that say the body is needed where the function is declared.
#[derive(Deserialize, Default)]
struct Hollow {
    #[serde(default)]
    functions: Vec<String>,
    #[serde(default)]
    needs_body: Vec<String>,
}

#[derive(Deserialize, Default)]
struct Literals {
    #[serde(default)]
    numbers: Vec<String>,
    #[serde(default)]
    strings: Vec<String>,
    #[serde(default)]
    chars: Vec<String>,
    #[serde(default)]
    raw_strings: Vec<String>,
}

#[derive(Deserialize, Default)]
struct Fields {
    #[serde(default)]
    declarations: Vec<String>,
    #[serde(default)]
    initializers: Vec<String>,
    #[serde(default)]
    names: Vec<String>,
    #[serde(default)]
    literal_types: Vec<String>,
    #[serde(default)]
    foreign: Vec<String>,
}

/// The `[names]` table: where a declaration holds the names it introduces.
#[derive(Deserialize, Default)]
struct Names {
    /// Fields that hold a declared name or a declarator around one (`name`, `declarator`).
    #[serde(default)]
    fields: Vec<String>,
    /// Kinds that declare a name while standing in no field (JavaScript's `variable_declarator`).
    #[serde(default)]
    declarators: Vec<String>,
    /// Wrappers whose one named child is what they wrap, in no field (C's `(f)` in `int (f)(void)`).
    #[serde(default)]
    wrappers: Vec<String>,
}

/// How `[required]` names a kind's children that are in no field.
const UNNAMED: &str = "children";

/// What kind of literal a node is, for the `literals` pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiteralKind {
    /// An integer or floating-point number.
    Number,
    /// A string or template string: shrinks towards empty between its quotes.
    String,
    /// A character literal: becomes a plain one.
    Char,
    /// A raw string whose delimiters include parentheses (C++'s `R"d(…)d"`): shrinks towards
    /// empty between them.
    RawString,
}

/// One way `unwrap` may replace a construct by part of itself (from the `[unwrap]` table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unwrap {
    /// By the child in this field (`if` by its consequence).
    Field(String),
    /// By its last named child (`unsafe { … }` by the block).
    Last,
    /// By what lies between its first and last token (`{ s }` by `s`).
    Inner,
    /// Without its first token (`return e;` to `e;`).
    Keyword,
    /// A call of a function expression by that function's body (JavaScript IIFEs).
    Iife,
    /// A loop by its body, without the `break`/`continue` statements that belong to the loop.
    LoopBody,
    /// A `for` by its initializer as a statement and its body (`for (i = 0; c; u) B` to
    /// `i = 0; B`), the body's own jumps taken out.
    InitBody,
    /// A `for` by its initializer and its body under its condition: `i = 0; if (c) B`.
    InitIfBody,
    /// An `if` by its condition as a statement (only when it assigns, updates or calls) and the
    /// consequence.
    CondThen,
    /// The same with the `else` branch.
    CondElse,
    /// The same with both branches, one after the other (without the condition when it has no
    /// effect).
    CondBoth,
}

impl Unwrap {
    /// The fields a construct must have for this operation to apply to it: the `field:` one's,
    /// and the fixed tree-sitter field names the others read (`for`'s `initializer`, `condition`
    /// and `body`; `if`'s `condition`, `consequence` and `alternative`). The table test checks
    /// that every kind a table gives an operation has them.
    #[cfg(test)]
    pub fn fields(&self) -> Vec<&str> {
        match self {
            Unwrap::Field(field) => vec![field.as_str()],
            Unwrap::LoopBody => vec!["body"],
            Unwrap::InitBody => vec!["initializer", "body"],
            Unwrap::InitIfBody => vec!["initializer", "condition", "body"],
            Unwrap::CondThen => vec!["condition", "consequence"],
            Unwrap::CondElse | Unwrap::CondBoth => vec!["condition", "consequence", "alternative"],
            Unwrap::Last | Unwrap::Inner | Unwrap::Keyword | Unwrap::Iife => vec![],
        }
    }
}

#[derive(Deserialize)]
struct Standins {
    #[serde(default)]
    kinds: HashMap<String, String>,
    #[serde(default)]
    supertypes: HashMap<String, String>,
    #[serde(default)]
    alternatives: HashMap<String, Vec<String>>,
}

/// Each kind's stand-in (its own entry, else its first supertype's) and its alternatives (the
/// same, from `[standins.alternatives]`, which names kinds and supertypes alike).
fn resolve_standins(
    supertypes: &HashMap<String, Vec<String>>,
    table: Standins,
) -> (HashMap<String, String>, HashMap<String, Vec<String>>) {
    let mut standins = HashMap::new();
    let mut alternatives = HashMap::new();
    for (kind, sups) in supertypes {
        if let Some(text) = sups.iter().find_map(|s| table.supertypes.get(s)) {
            standins.insert(kind.clone(), text.clone());
        }
        if let Some(texts) = sups.iter().find_map(|s| table.alternatives.get(s)) {
            alternatives.insert(kind.clone(), texts.clone());
        }
    }
    standins.extend(table.kinds);
    alternatives.extend(table.alternatives);
    (standins, alternatives)
}

/// Whether a child position must be filled, and whether it repeats (from `node-types.json`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// At least one child must be there.
    pub required: bool,
    /// More than one child may be there.
    pub multiple: bool,
}

/// Everything pare knows about one language's syntax.
pub struct Grammar {
    /// Which language.
    pub lang: Lang,
    /// Its name for `--lang`.
    pub name: String,
    /// The language family whose node kinds it shares (`c`), which family-specific rewrites
    /// check before they name kinds.
    family: Option<String>,
    /// Its file extensions.
    pub extensions: Vec<String>,
    comments: HashSet<String>,
    identifiers: HashSet<String>,
    lists: HashMap<String, String>,
    standins: HashMap<String, String>,
    /// kind → other stand-ins, for where the first one's type does not fit (Go's `nil`).
    standin_alternatives: HashMap<String, Vec<String>>,
    /// (parent kind, field name or "" for unnamed children) → place.
    places: HashMap<(String, String), Place>,
    /// (parent kind, field name or "") → the kinds and supertypes node-types.json allows there.
    place_kinds: HashMap<(String, String), HashSet<String>>,
    /// kind → every supertype it belongs to, directly or not.
    supertypes: HashMap<String, Vec<String>>,
    modifiers: HashSet<String>,
    implicit_types: HashSet<String>,
    declarations: HashSet<String>,
    namespaces: HashSet<String>,
    /// `[modules]`: the reader, the import and module declaration kinds.
    module_style: Option<String>,
    module_imports: HashSet<String>,
    module_declarations: HashSet<String>,
    blocks: HashSet<String>,
    parameters: HashSet<String>,
    arguments: HashSet<String>,
    literals: HashMap<String, LiteralKind>,
    unwrap: HashMap<String, Vec<Unwrap>>,
    field_declarations: HashSet<String>,
    /// Declarations in a structure that declare nothing in it (C++'s `friend`).
    foreign_declarations: HashSet<String>,
    field_initializers: HashSet<String>,
    /// Fields in which a field initializer names the field it sets (`.x = 1`, `x: 1`).
    field_names: Vec<String>,
    /// Fields in which a structure literal names its type (Rust's `S { x: 1 }`).
    literal_types: Vec<String>,
    /// Fields that hold a declared name or a declarator around one.
    name_fields: Vec<String>,
    /// Kinds that declare a name while in no field.
    declarators: HashSet<String>,
    /// Wrappers around a declarator in no field (C's parenthesized declarator).
    declarator_wrappers: HashSet<String>,
    /// Fields that hold a function's body.
    body_fields: Vec<String>,
    /// The grammar's keywords: its anonymous tokens that read like words.
    keywords: HashSet<String>,
    lexicon: Lexicon,
    /// parent kind → separator-like tokens that introduce an optional field there (`[T; N]`).
    introducers: HashMap<String, Vec<String>>,
    transparent: HashSet<String>,
    indentation: bool,
    line_comments: Vec<String>,
    line_directives: Vec<String>,
    unmatched_parameters: HashSet<String>,
    callee_fields: Vec<String>,
    clauses: HashSet<String>,
    expression_statements: HashSet<String>,
    /// Expression kinds whose evaluation may change something (assignments, calls).
    effects: HashSet<String>,
    /// Each jump kind with what it is: `b` break, `c` continue, `s` switch.
    jumps: HashMap<String, char>,
    /// Each IIFE kind with what it is: `f` function, `b` body, `w` wrapper.
    iife: HashMap<String, char>,
    /// Function kinds whose bodies `sweep` may empty (`[hollow] functions`).
    hollow_functions: HashSet<String>,
    /// Words in a signature that keep its body (`[hollow] needs_body`: C++'s `constexpr`).
    body_needed_by: HashSet<String>,
    /// What the parser reads in place of spellings the grammar does not know (`[[read_as]]`).
    readings: Readings,
}

/// `table` on top of the built-in table its `base` entry names, if any, and so on down (TSX's
/// on TypeScript's on JavaScript's).
fn with_base(mut table: toml::Table) -> Result<toml::Table, String> {
    let Some(base) = table.remove("base") else { return Ok(table) };
    let name = base.as_str().ok_or("`base` names a built-in table")?;
    let lang = Lang::ALL.into_iter().find(|l| l.name() == name).ok_or_else(|| format!("no built-in table {name}"))?;
    let base = toml::from_str(lang.table()).map_err(|e| format!("grammars/{name}.toml is invalid: {e}"))?;
    let mut merged = with_base(base)?;
    super::table_merge::merge(&mut merged, table);
    Ok(merged)
}

/// Every kind of the lists, with its list's tag.
fn tagged(lists: [(Vec<String>, char); 3]) -> HashMap<String, char> {
    lists.into_iter().flat_map(|(kinds, tag)| kinds.into_iter().map(move |k| (k, tag))).collect()
}

/// What a grammar's `node-types.json` says about its kinds: every (kind, field) place, the kinds
/// each place admits (the unnamed children under the field name ""), and each kind's direct
/// supertypes.
struct NodeTypes {
    places: HashMap<(String, String), Place>,
    place_kinds: HashMap<(String, String), HashSet<String>>,
    direct: HashMap<String, Vec<String>>,
    keywords: HashSet<String>,
}

/// Reads `node-types.json`.
fn read_node_types(node_types: &str) -> Result<NodeTypes, String> {
    let node_types: serde_json::Value =
        serde_json::from_str(node_types).map_err(|e| format!("node-types.json is invalid: {e}"))?;
    let place = |v: &serde_json::Value| Place {
        required: v["required"].as_bool().unwrap_or(false),
        multiple: v["multiple"].as_bool().unwrap_or(true),
    };
    let kinds = |v: &serde_json::Value| -> HashSet<String> {
        v["types"].as_array().into_iter().flatten().filter_map(|t| t["type"].as_str().map(String::from)).collect()
    };
    let mut read = NodeTypes {
        places: HashMap::new(),
        place_kinds: HashMap::new(),
        direct: HashMap::new(),
        keywords: HashSet::new(),
    };
    for t in node_types.as_array().into_iter().flatten() {
        let kind = t["type"].as_str().unwrap_or_default().to_string();
        let word = !kind.is_empty() && kind.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if t["named"] == false && word {
            read.keywords.insert(kind.clone());
        }
        for sub in t["subtypes"].as_array().into_iter().flatten() {
            read.direct.entry(sub["type"].as_str().unwrap_or_default().to_string()).or_default().push(kind.clone());
        }
        let fields = t["fields"].as_object().into_iter().flatten().map(|(name, v)| (name.clone(), v));
        let children = t["children"].is_object().then(|| (String::new(), &t["children"]));
        for (name, v) in fields.chain(children) {
            read.places.insert((kind.clone(), name.clone()), place(v));
            read.place_kinds.insert((kind.clone(), name), kinds(v));
        }
    }
    Ok(read)
}

/// Closes the subtype relation: a kind belongs to its supertypes' supertypes too.
fn close_subtypes(direct: &HashMap<String, Vec<String>>) -> HashMap<String, Vec<String>> {
    let mut supertypes = HashMap::new();
    for kind in direct.keys() {
        let mut seen: Vec<String> = Vec::new();
        let mut todo = direct[kind].clone();
        while let Some(s) = todo.pop() {
            if !seen.contains(&s) {
                todo.extend(direct.get(&s).cloned().unwrap_or_default());
                seen.push(s);
            }
        }
        supertypes.insert(kind.clone(), seen);
    }
    supertypes
}

/// Marks the fields `required` names as required where they are present: node-types.json calls
/// some optional only because another form lacks them (a C++ constructor has no return type).
fn mark_required(places: &mut HashMap<(String, String), Place>, required: &HashMap<String, Vec<String>>) {
    for (kind, fields) in required {
        for field in fields {
            let field = if field == UNNAMED { "" } else { field.as_str() };
            if let Some(place) = places.get_mut(&(kind.clone(), field.to_string())) {
                place.required = true;
            }
        }
    }
}

/// How the tokenizer (`text_units::tokens`) reads text in the language of `table`.
fn lexicon_of(table: &Table) -> Lexicon {
    let bytes = |v: &[String]| v.iter().map(|s| s.as_bytes().to_vec()).collect::<Vec<_>>();
    Lexicon {
        line_comments: bytes(&table.line_comments),
        block_comments: table
            .block_comments
            .iter()
            .map(|(o, c)| (o.as_bytes().to_vec(), c.as_bytes().to_vec()))
            .collect(),
        quotes: bytes(&table.quotes),
        long_quotes: bytes(&table.long_quotes),
        char_quote: table.char_quote,
        directives: bytes(&table.line_directives),
    }
}

/// The literal kinds of the table's `[literals]`, each with what it is.
fn literal_kinds(table: &Literals) -> HashMap<String, LiteralKind> {
    let mut literals = HashMap::new();
    for (kinds, kind) in [
        (&table.numbers, LiteralKind::Number),
        (&table.strings, LiteralKind::String),
        (&table.chars, LiteralKind::Char),
        (&table.raw_strings, LiteralKind::RawString),
    ] {
        literals.extend(kinds.iter().map(|k| (k.clone(), kind)));
    }
    literals
}

/// The table's `[unwrap]` operations, read; an unknown operation is an error.
fn unwrap_ops_of(table: HashMap<String, Vec<String>>) -> Result<HashMap<String, Vec<Unwrap>>, String> {
    table
        .into_iter()
        .map(|(kind, ops)| {
            let ops = ops
                .iter()
                .map(|op| unwrap_op(op).ok_or_else(|| format!("unknown unwrap operation {op}")))
                .collect::<Result<_, _>>()?;
            Ok((kind, ops))
        })
        .collect()
}

/// The `[unwrap]` operation a table names, if it is one.
fn unwrap_op(op: &str) -> Option<Unwrap> {
    Some(match op {
        "last" => Unwrap::Last,
        "inner" => Unwrap::Inner,
        "keyword" => Unwrap::Keyword,
        "iife" => Unwrap::Iife,
        "loop-body" => Unwrap::LoopBody,
        "init-body" => Unwrap::InitBody,
        "init-if-body" => Unwrap::InitIfBody,
        "cond-then" => Unwrap::CondThen,
        "cond-else" => Unwrap::CondElse,
        "cond-both" => Unwrap::CondBoth,
        other => Unwrap::Field(other.strip_prefix("field:")?.to_string()),
    })
}

impl Grammar {
    /// The grammar of `lang`, built once per process.
    pub fn get(lang: Lang) -> &'static Grammar {
        static GRAMMARS: OnceLock<Vec<Grammar>> = OnceLock::new();
        if let Lang::Loaded(index) = lang {
            return &super::grammar_dirs::get(index).grammar;
        }
        let all = GRAMMARS.get_or_init(|| {
            let build = |l: Lang| Grammar::from_texts(l, l.table(), l.node_types());
            Lang::ALL.iter().map(|&l| build(l).unwrap_or_else(|e| panic!("grammars/{l:?}: {e}"))).collect()
        });
        &all[Lang::ALL.iter().position(|&l| l == lang).expect("every language is built")]
    }

    /// The grammar of `lang` from its table's text and its `node-types.json`, or what is wrong
    /// with them.
    pub(crate) fn from_texts(lang: Lang, table: &str, node_types: &str) -> Result<Grammar, String> {
        let table = with_base(toml::from_str(table).map_err(|e| format!("the table is invalid: {e}"))?)?;
        let table: Table = table.try_into().map_err(|e| format!("the table is invalid: {e}"))?;
        let NodeTypes { mut places, place_kinds, direct, keywords } = read_node_types(node_types)?;
        mark_required(&mut places, &table.required);
        let lexicon = lexicon_of(&table);
        let supertypes = close_subtypes(&direct);
        let (standins, standin_alternatives) = resolve_standins(&supertypes, table.standins);
        let literals = literal_kinds(&table.literals);
        let unwrap = unwrap_ops_of(table.unwrap)?;
        let readings = Readings::new(&table.read_as)?;
        let set = |v: Vec<String>| v.into_iter().collect::<HashSet<String>>();
        Ok(Grammar {
            lang,
            name: table.name,
            family: table.family,
            extensions: table.extensions,
            comments: table.comments.into_iter().collect(),
            identifiers: table.identifiers.into_iter().collect(),
            lists: table.lists,
            standins,
            standin_alternatives,
            places,
            place_kinds,
            supertypes,
            modifiers: set(table.modifiers),
            implicit_types: set(table.implicit_types),
            declarations: set(table.declarations),
            namespaces: set(table.namespaces),
            module_style: table.modules.style,
            module_imports: set(table.modules.imports),
            module_declarations: set(table.modules.declarations),
            blocks: set(table.blocks),
            parameters: set(table.parameters),
            arguments: set(table.arguments),
            literals,
            unwrap,
            field_declarations: set(table.fields.declarations),
            foreign_declarations: set(table.fields.foreign),
            field_initializers: set(table.fields.initializers),
            field_names: table.fields.names,
            literal_types: table.fields.literal_types,
            name_fields: table.names.fields,
            declarators: set(table.names.declarators),
            declarator_wrappers: set(table.names.wrappers),
            body_fields: table.bodies,
            keywords,
            lexicon,
            introducers: table.introducers,
            transparent: set(table.transparent),
            indentation: table.indentation,
            line_comments: table.line_comments,
            line_directives: table.line_directives,
            unmatched_parameters: set(table.unmatched_parameters),
            callee_fields: table.callee_fields,
            clauses: set(table.clauses),
            expression_statements: set(table.expression_statements),
            effects: set(table.effects),
            jumps: tagged([(table.jumps.breaks, 'b'), (table.jumps.continues, 'c'), (table.jumps.switches, 's')]),
            iife: tagged([(table.iife.functions, 'f'), (table.iife.bodies, 'b'), (table.iife.wrappers, 'w')]),
            hollow_functions: set(table.hollow.functions),
            body_needed_by: set(table.hollow.needs_body),
            readings,
        })
    }

    /// True when indentation is syntax (Python): whitespace passes keep it, the tokens view never
    /// joins lines, and `unwrap` re-indents what it lifts out of a block.
    pub fn indentation(&self) -> bool {
        self.indentation
    }

    /// True when `comment` runs to the end of its line (it starts with one of the table's
    /// `line_comments`), so that nothing may follow it on that line.
    pub fn is_line_comment(&self, comment: &[u8]) -> bool {
        self.line_comments.iter().any(|p| comment.starts_with(p.as_bytes()))
    }

    /// True when `line` (from its first non-blank byte) is a directive that must keep a line
    /// to itself (C's `#include`: the table's `line_directives`).
    pub fn is_line_directive(&self, line: &[u8]) -> bool {
        self.line_directives.iter().any(|p| line.starts_with(p.as_bytes()))
    }

    /// True for a parameter kind that no argument at a call matches (`self`, `...`, `*args`):
    /// `params` leaves a function with one alone, since its lists cannot be matched by index.
    pub fn is_unmatched_parameter(&self, kind: &str) -> bool {
        self.unmatched_parameters.contains(kind)
    }

    /// True for a kind that wraps a branch (`else B`): `unwrap`'s `field:` takes the branch in it.
    pub fn is_clause(&self, kind: &str) -> bool {
        self.clauses.contains(kind)
    }

    /// True for a statement that holds one expression (a Rust block expression standing in one
    /// stands among statements).
    pub fn is_expression_statement(&self, kind: &str) -> bool {
        self.expression_statements.contains(kind)
    }

    /// True for an expression kind whose evaluation may change something (`effects`): what a
    /// rewrite must keep when it takes an expression out of its context.
    pub fn is_effect(&self, kind: &str) -> bool {
        self.effects.contains(kind)
    }

    /// True for a `break` (`[jumps] breaks`).
    pub fn is_break(&self, kind: &str) -> bool {
        self.jumps.get(kind) == Some(&'b')
    }

    /// True for a `continue` (`[jumps] continues`).
    pub fn is_continue(&self, kind: &str) -> bool {
        self.jumps.get(kind) == Some(&'c')
    }

    /// True for a construct a `break` leaves instead of a loop (`[jumps] switches`).
    pub fn is_switch(&self, kind: &str) -> bool {
        self.jumps.get(kind) == Some(&'s')
    }

    /// True for a function expression a call may run at once (`[iife] functions`).
    pub fn is_function_expression(&self, kind: &str) -> bool {
        self.iife.get(kind) == Some(&'f')
    }

    /// True for a function expression's braced body (`[iife] bodies`).
    pub fn is_function_body(&self, kind: &str) -> bool {
        self.iife.get(kind) == Some(&'b')
    }

    /// True for a wrapper around a called function expression (`[iife] wrappers`).
    pub fn is_iife_wrapper(&self, kind: &str) -> bool {
        self.iife.get(kind) == Some(&'w')
    }

    /// What the parser reads for `text`: `text` with the spellings the table's `[[read_as]]`
    /// names read as ones the grammar knows, at the same length (see `syntax::read_as`).
    pub fn read<'t>(&self, text: &'t [u8]) -> std::borrow::Cow<'t, [u8]> {
        self.readings.read(text)
    }

    /// True for C and grammars that share its rules as well as its node kinds: the C rewrites
    /// that match functions and variables by name (`inline-return`, …) run only on these.
    pub fn is_c_family(&self) -> bool {
        self.family.as_deref() == Some("c")
    }

    /// True for C++ (`family = "c++"`): the C++ rewrites (`class-to-struct`, `template-params`,
    /// …) name tree-sitter-cpp's kinds and run only on it.
    pub fn is_cpp(&self) -> bool {
        self.family.as_deref() == Some("c++")
    }

    /// True for C and for C++ (`family = "c++"`), whose grammar extends tree-sitter-c's kinds:
    /// the C rewrites that read kinds only (`init-drop`, `plain-assign`, `denest`,
    /// `combine-declarations`) run on both.
    pub fn has_c_kinds(&self) -> bool {
        matches!(self.family.as_deref(), Some("c" | "c++"))
    }

    /// The place a child with `field` (None for unnamed children) has in a `parent` node.
    pub fn place(&self, parent: &str, field: Option<&str>) -> Option<Place> {
        self.places.get(&(parent.to_string(), field.unwrap_or("").to_string())).copied()
    }

    /// True when node-types.json allows a node of `kind` in the place `field` (None for unnamed
    /// children) of a `parent`, directly or through one of its supertypes: where `hoist` may put
    /// a descendant of a different kind (`int *p = 0` to `int *p`, a declarator for an
    /// `init_declarator`).
    pub fn fits(&self, parent: &str, field: Option<&str>, kind: &str) -> bool {
        let Some(allowed) = self.place_kinds.get(&(parent.to_string(), field.unwrap_or("").to_string())) else {
            return false;
        };
        allowed.contains(kind) || self.supertypes.get(kind).is_some_and(|s| s.iter().any(|s| allowed.contains(s)))
    }

    /// True for wrappers that change little (`(e)`, `(T)e`): `hoist` looks through them without
    /// counting a level, so it reaches the operands of deeply parenthesized expressions.
    pub fn is_transparent(&self, kind: &str) -> bool {
        self.transparent.contains(kind)
    }

    /// True if `token`, which usually separates or brackets (`;`), introduces an optional field
    /// in a `parent` node, so that the field goes with it (`[T; N]` to `[T]`).
    pub fn introduces(&self, parent: &str, token: &str) -> bool {
        self.introducers.get(parent).is_some_and(|t| t.iter().any(|t| t == token))
    }

    /// The stand-in text for a node of `kind` that cannot vanish.
    pub fn standin(&self, kind: &str) -> Option<&str> {
        self.standins.get(kind).map(String::as_str)
    }

    /// Other stand-ins for a node of `kind`, tried where the first may have the wrong type: Go's
    /// `nil` where `0` is no pointer, Rust's `loop {}`, which has every type.
    pub fn standin_alternatives(&self, kind: &str) -> &[String] {
        self.standin_alternatives.get(kind).map_or(&[], Vec::as_slice)
    }

    /// The separator between the children of a `parent` that is a separated list.
    pub fn list_separator(&self, parent: &str) -> Option<&str> {
        self.lists.get(parent).map(String::as_str)
    }

    /// True for kinds that name things (what `rename` renames).
    pub fn is_identifier(&self, kind: &str) -> bool {
        self.identifiers.contains(kind)
    }

    /// True for comment kinds.
    pub fn is_comment(&self, kind: &str) -> bool {
        self.comments.contains(kind)
    }

    /// True for top-level declaration kinds whose `type` the language lets a program leave out
    /// (C89's implicit `int`), which `implicit` tries.
    pub fn has_implicit_type(&self, kind: &str) -> bool {
        self.implicit_types.contains(kind)
    }

    /// True for qualifiers and attributes that `modifiers` may drop (named kinds or keywords).
    pub fn is_modifier(&self, kind: &str) -> bool {
        self.modifiers.contains(kind)
    }

    /// True for kinds that declare names (what `decl` deletes with their uses).
    pub fn is_declaration(&self, kind: &str) -> bool {
        self.declarations.contains(kind)
    }

    /// True for kinds whose `body` holds file-level declarations (`namespaces`: C++'s
    /// `namespace_definition`), which `analysis::reachable` looks through.
    pub fn is_namespace(&self, kind: &str) -> bool {
        self.namespaces.contains(kind)
    }

    /// The reader of the tree's module graph for this language (`[modules] style`), if any.
    pub fn module_style(&self) -> Option<&str> {
        self.module_style.as_deref()
    }

    /// True for a statement that imports from another module (`[modules] imports`).
    pub fn is_module_import(&self, kind: &str) -> bool {
        self.module_imports.contains(kind)
    }

    /// True for a statement that declares a module (`[modules] declarations`: Rust's `mod`).
    pub fn is_module_declaration(&self, kind: &str) -> bool {
        self.module_declarations.contains(kind)
    }

    /// True for kinds whose children are statements, one per line.
    pub fn is_block(&self, kind: &str) -> bool {
        self.blocks.contains(kind)
    }

    /// True for a function's parameter list.
    pub fn is_parameter_list(&self, kind: &str) -> bool {
        self.parameters.contains(kind)
    }

    /// True for a call's argument list.
    pub fn is_argument_list(&self, kind: &str) -> bool {
        self.arguments.contains(kind)
    }

    /// Which kind of literal `kind` is, if any.
    pub fn literal(&self, kind: &str) -> Option<LiteralKind> {
        self.literals.get(kind).copied()
    }

    /// The ways `unwrap` may replace a node of `kind` by part of itself.
    pub fn unwraps(&self, kind: &str) -> &[Unwrap] {
        self.unwrap.get(kind).map_or(&[], Vec::as_slice)
    }

    /// The fields in which a field initializer names the field it sets (C's `.x = 1` in
    /// `designator`, Rust's `x: 1` in `field`).
    pub fn field_name_fields(&self) -> &[String] {
        &self.field_names
    }

    /// The type a structure literal names (in one of the table's `[fields] literal_types`: `S` in
    /// Rust's `S { x: 1 }`), which tells `params` whose field an initializer sets.
    pub fn literal_type<'t>(&self, literal: Node<'t>) -> Option<Node<'t>> {
        self.literal_types.iter().find_map(|f| literal.child_by_field_name(f))
    }

    /// The fields in which a declaration holds a name it introduces or a declarator around one
    /// (`name`, C's `declarator`, Rust's `pattern`).
    pub fn name_fields(&self) -> &[String] {
        &self.name_fields
    }

    /// True for a kind that declares a name while standing in no field (JavaScript's
    /// `variable_declarator` in `let a = 1, b;`).
    pub fn is_declarator(&self, kind: &str) -> bool {
        self.declarators.contains(kind)
    }

    /// True for a wrapper whose one named child is the declarator it wraps, in no field (C's
    /// `(f)` in `int (f)(void)`, which preprocessed csmith uses for every `safe_*` function).
    pub fn is_declarator_wrapper(&self, kind: &str) -> bool {
        self.declarator_wrappers.contains(kind)
    }

    /// The body of a function `node` (in one of the table's `bodies` fields).
    pub fn body<'t>(&self, node: Node<'t>) -> Option<Node<'t>> {
        self.body_fields.iter().find_map(|f| node.child_by_field_name(f))
    }

    /// What a `call` calls (in one of the table's `callee_fields`): `f` in `f(x)`.
    pub fn callee<'t>(&self, call: Node<'t>) -> Option<Node<'t>> {
        self.callee_fields.iter().find_map(|f| call.child_by_field_name(f))
    }

    /// True for a word the grammar has as a token of its own (`if`, `fn`, `of`): `rename` never
    /// picks one as a new name.
    pub fn is_keyword(&self, word: &str) -> bool {
        self.keywords.contains(word)
    }

    /// What the language's comments and string literals look like, for the tokenizer.
    pub fn lexicon(&self) -> &Lexicon {
        &self.lexicon
    }

    /// True for a structure's field declaration.
    pub fn is_field_declaration(&self, kind: &str) -> bool {
        self.field_declarations.contains(kind)
    }

    /// True for a function kind whose body `sweep` may empty on a large file (`[hollow]`).
    pub fn is_hollow_function(&self, kind: &str) -> bool {
        self.hollow_functions.contains(kind)
    }

    /// True when the table names functions whose bodies `sweep` may empty: without, it need not
    /// parse for them.
    pub fn hollows(&self) -> bool {
        !self.hollow_functions.is_empty()
    }

    /// True for a word that, in a function's signature, says its body is needed where it is
    /// declared: C++ evaluates a `constexpr` function while compiling and deduces an `auto`
    /// function's type from its body.
    pub fn needs_body(&self, word: &[u8]) -> bool {
        std::str::from_utf8(word).is_ok_and(|w| self.body_needed_by.contains(w))
    }

    /// True for a declaration in a structure that declares no member of it: C++'s `friend int
    /// f(S&);` names a function of the enclosing namespace, so `f` inside the class still means
    /// the file-level one.
    pub fn is_foreign_declaration(&self, kind: &str) -> bool {
        self.foreign_declarations.contains(kind)
    }

    /// True for an initializer that names the field it sets.
    pub fn is_field_initializer(&self, kind: &str) -> bool {
        self.field_initializers.contains(kind)
    }

    /// True when a node of kind `inner` may stand where a node of kind `outer` stood: the same
    /// kind, or a shared supertype (an expression for an expression, a statement for a statement).
    pub fn compatible(&self, outer: &str, inner: &str) -> bool {
        if outer == inner {
            return true;
        }
        match (self.supertypes.get(outer), self.supertypes.get(inner)) {
            (Some(a), Some(b)) => a.iter().any(|s| b.contains(s)),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_load_and_derive_from_node_types() {
        for lang in Lang::ALL {
            let g = Grammar::get(lang);
            assert!(!g.extensions.is_empty());
            assert!(!g.places.is_empty());
        }
        let c = Grammar::get(Lang::C);
        assert!(c.is_c_family() && !Grammar::get(Lang::Rust).is_c_family());
        assert_eq!(c.standin("compound_statement"), Some("{}"));
        assert_eq!(c.standin("binary_expression"), Some("0"), "expression supertype");
        assert_eq!(c.standin("call_expression"), Some("0"));
        assert_eq!(c.place("if_statement", Some("alternative")), Some(Place { required: false, multiple: false }));
        assert_eq!(c.place("translation_unit", None), Some(Place { required: false, multiple: true }));
        assert_eq!(c.list_separator("argument_list"), Some(","));
        assert!(c.compatible("if_statement", "expression_statement"));
        assert!(c.compatible("call_expression", "identifier"));
        assert!(!c.compatible("compound_statement", "identifier"));
        assert!(c.fits("declaration", Some("declarator"), "pointer_declarator"));
        assert!(c.fits("init_declarator", Some("declarator"), "identifier"), "through _declarator");
        assert!(c.fits("expression_statement", None, "call_expression"), "through expression");
        assert!(!c.fits("declaration", Some("declarator"), "call_expression"));
        assert!(c.is_transparent("parenthesized_expression"));
        let js = Grammar::get(Lang::JavaScript);
        assert_eq!(js.standin("identifier"), Some("0"), "primary_expression is an expression");
        let rs = Grammar::get(Lang::Rust);
        assert_eq!(rs.standin("block"), Some("{}"));
        assert_eq!(rs.place("function_item", Some("return_type")), Some(Place { required: false, multiple: false }));
    }

    /// Every kind `table` names, with what names it (for the failure message).
    fn named_kinds(table: &Table) -> Vec<(&'static str, String)> {
        let mut out: Vec<(&'static str, String)> = Vec::new();
        let mut add = |key: &'static str, kinds: &mut dyn Iterator<Item = &String>| {
            out.extend(kinds.map(|k| (key, k.clone())));
        };
        add("comments", &mut table.comments.iter());
        add("identifiers", &mut table.identifiers.iter());
        add("lists", &mut table.lists.keys());
        add("standins.kinds", &mut table.standins.kinds.keys());
        add("standins.supertypes", &mut table.standins.supertypes.keys());
        add("standins.alternatives", &mut table.standins.alternatives.keys());
        add("modifiers", &mut table.modifiers.iter());
        add("implicit_types", &mut table.implicit_types.iter());
        add("declarations", &mut table.declarations.iter());
        add("namespaces", &mut table.namespaces.iter());
        add("modules", &mut table.modules.imports.iter().chain(&table.modules.declarations));
        add("blocks", &mut table.blocks.iter());
        add("parameters", &mut table.parameters.iter());
        add("arguments", &mut table.arguments.iter());
        let literals = &table.literals;
        let all = literals.numbers.iter().chain(&literals.strings).chain(&literals.chars).chain(&literals.raw_strings);
        add("literals", &mut all.into_iter());
        add("unwrap", &mut table.unwrap.keys());
        add("fields", &mut table.fields.declarations.iter().chain(&table.fields.initializers));
        add("introducers", &mut table.introducers.keys());
        add("transparent", &mut table.transparent.iter());
        add("required", &mut table.required.keys());
        add("unmatched_parameters", &mut table.unmatched_parameters.iter());
        add("clauses", &mut table.clauses.iter());
        add("expression_statements", &mut table.expression_statements.iter());
        add("effects", &mut table.effects.iter());
        let jumps = &table.jumps;
        add("jumps", &mut jumps.breaks.iter().chain(&jumps.continues).chain(&jumps.switches));
        let iife = &table.iife;
        add("iife", &mut iife.functions.iter().chain(&iife.bodies).chain(&iife.wrappers));
        add("names", &mut table.names.declarators.iter().chain(&table.names.wrappers));
        out
    }

    /// A misspelt kind in a table fails silently (the pass finds nothing to do), so every kind and
    /// field each table names must exist in its grammar's node-types.json: an `[unwrap]` or
    /// `[required]` field on its kind, the other fields on some kind.
    #[test]
    fn every_kind_a_table_names_exists_in_its_grammar() {
        for lang in Lang::ALL {
            let table: Table = with_base(toml::from_str(lang.table()).unwrap()).unwrap().try_into().unwrap();
            let node_types: serde_json::Value = serde_json::from_str(lang.node_types()).unwrap();
            let types = node_types.as_array().unwrap();
            let known: HashSet<&str> = types.iter().filter_map(|t| t["type"].as_str()).collect();
            for (key, kind) in named_kinds(&table) {
                assert!(known.contains(kind.as_str()), "grammars/{}.toml: {key} names {kind:?}", table.name);
            }
            let any_field: HashSet<&str> = types
                .iter()
                .filter_map(|t| t["fields"].as_object())
                .flat_map(|f| f.keys())
                .map(String::as_str)
                .collect();
            let named = table.names.fields.iter().chain(&table.fields.names).chain(&table.fields.literal_types);
            let named = named.chain(&table.bodies).chain(&table.callee_fields);
            for field in named {
                assert!(
                    any_field.contains(field.as_str()),
                    "grammars/{}.toml: no kind has a field {field}",
                    table.name
                );
            }
            let mut fields: Vec<(&String, String)> = Vec::new();
            for (kind, ops) in &table.unwrap {
                let ops = ops.iter().map(|op| unwrap_op(op).unwrap());
                fields.extend(
                    ops.flat_map(|op| op.fields().into_iter().map(String::from).collect::<Vec<_>>()).map(|f| (kind, f)),
                );
            }
            for (kind, names) in &table.required {
                fields.extend(names.iter().map(|f| (kind, f.clone())));
            }
            for (kind, field) in fields {
                let entry = types.iter().find(|t| t["type"] == kind.as_str()).unwrap();
                let place = if field == UNNAMED { entry.get("children") } else { entry["fields"].get(&field) };
                assert!(place.is_some(), "grammars/{}.toml: {kind} has no field {field}", table.name);
            }
        }
    }
}
