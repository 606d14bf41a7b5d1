//! A grammar table for a grammar pare has no table for, derived from the grammar's own files:
//! from `node-types.json` its comment and identifier kinds, its blocks (kinds holding a repeated
//! list of statements, declarations or items), and where declarations hold their names, bodies
//! and callees (the fields tree-sitter grammars conventionally call `name`, `declarator`,
//! `pattern`, `body`, `function`, where the grammar has them); from `grammar.json` (when the
//! directory has it) the separators of its comma lists and the shortest text of every kind that
//! has one without a pattern (`{}`, `[]`, `""`, `()`), which becomes its stand-in. Its text is
//! read as C-like (`//` and `/* */` comments, `"` strings) unless `--grammar-table` says otherwise.

use serde_json::{Map, Value};

/// How deep `shortest` follows rules into other rules (recursive grammars never bottom out).
const MAX_DEPTH: usize = 6;
/// Stand-ins longer than this are not worth a unit.
const MAX_STANDIN: usize = 8;

/// The table for a grammar called `name` choosing files with `extensions`.
pub fn table(name: &str, extensions: &[String], node_types: &Value, grammar: Option<&Value>) -> toml::Table {
    let named: Vec<&Map<String, Value>> = node_types
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_object)
        .filter(|t| t.get("named").and_then(Value::as_bool) == Some(true))
        .collect();
    let kind = |t: &&Map<String, Value>| t["type"].as_str().unwrap_or_default().to_string();
    let leaf = |t: &&Map<String, Value>| !["fields", "children", "subtypes"].iter().any(|k| t.contains_key(*k));
    let comments: Vec<String> = named.iter().map(kind).filter(|k| k.contains("comment")).collect();
    let identifiers: Vec<String> = named
        .iter()
        .filter(|t| leaf(t))
        .map(kind)
        .filter(|k| k == "identifier" || k.ends_with("_identifier"))
        .collect();
    let mut table = toml::Table::new();
    table.insert("name".into(), name.into());
    table.insert("extensions".into(), strings(extensions));
    table.insert("comments".into(), strings(&comments));
    table.insert("identifiers".into(), strings(&identifiers));
    table.insert("blocks".into(), strings(&blocks(&named)));
    insert_fields(&mut table, &named);
    insert_lexicon(&mut table);
    let mut standins = toml::Table::new();
    let mut kinds = toml::Table::new();
    let mut lists = toml::Table::new();
    if let Some(rules) = grammar.and_then(|g| g["rules"].as_object()) {
        for k in named.iter().map(kind) {
            let Some(rule) = rules.get(&k) else { continue };
            if let Some(text) = shortest(rule, rules, 0).filter(|t| !t.is_empty() && t.len() <= MAX_STANDIN) {
                kinds.insert(k.clone(), text.into());
            }
            if comma_list(rule) {
                lists.insert(k, ",".into());
            }
        }
    }
    standins.insert("kinds".into(), kinds.into());
    table.insert("standins".into(), standins.into());
    table.insert("lists".into(), lists.into());
    table
}

/// Kinds whose unnamed children repeat and may be statements, declarations or items: where a
/// deleted construct's body may be spliced, one statement per line.
fn blocks(named: &[&Map<String, Value>]) -> Vec<String> {
    let statement_like = |t: &str| ["statement", "declaration", "item", "definition"].iter().any(|w| t.contains(w));
    named
        .iter()
        .filter(|t| t.get("children").is_some_and(|c| c["multiple"] == true))
        .filter(|t| {
            t["children"]["types"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|c| statement_like(c["type"].as_str().unwrap_or_default()))
        })
        .map(|t| t["type"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// `[names]`, `bodies` and `callee_fields` from the conventional field names the grammar uses,
/// and declarators in no field (kinds named `…declarator` among a kind's unnamed children).
fn insert_fields(table: &mut toml::Table, named: &[&Map<String, Value>]) {
    let has_field = |f: &str| named.iter().any(|t| t.get("fields").is_some_and(|fields| fields.get(f).is_some()));
    let present =
        |fields: &[&str]| -> Vec<String> { fields.iter().filter(|f| has_field(f)).map(|f| f.to_string()).collect() };
    let mut declarators: Vec<String> = named
        .iter()
        .filter_map(|t| t.get("children"))
        .flat_map(|c| c["types"].as_array().into_iter().flatten())
        .filter_map(|c| {
            c["type"].as_str().filter(|k| k.ends_with("declarator") && !k.starts_with('_')).map(String::from)
        })
        .collect();
    declarators.sort();
    declarators.dedup();
    let mut names = toml::Table::new();
    names.insert("fields".into(), strings(&present(&["name", "declarator", "pattern"])));
    names.insert("declarators".into(), strings(&declarators));
    table.insert("names".into(), names.into());
    table.insert("bodies".into(), strings(&present(&["body"])));
    table.insert("callee_fields".into(), strings(&present(&["function"])));
}

/// The C-like lexicon, which fits most languages' comments, strings and brackets.
fn insert_lexicon(table: &mut toml::Table) {
    table.insert("line_comments".into(), strings(&["//".into()]));
    let block = toml::Value::Array(vec![strings(&["/*".into(), "*/".into()])]);
    table.insert("block_comments".into(), block);
    table.insert("quotes".into(), strings(&["\"".into()]));
    table.insert("char_quote".into(), true.into());
}

fn strings(items: &[String]) -> toml::Value {
    toml::Value::Array(items.iter().map(|s| s.as_str().into()).collect())
}

/// True when `rule` repeats `, element` directly (`commaSep(...)` in a grammar.js), without
/// following other rules: the commas then separate this kind's own children.
fn comma_list(rule: &Value) -> bool {
    let kind = rule["type"].as_str().unwrap_or_default();
    if matches!(kind, "REPEAT" | "REPEAT1") {
        let content = &rule["content"];
        let first = content["members"].as_array().and_then(|m| m.first());
        if content["type"] == "SEQ" && first.is_some_and(|f| f["type"] == "STRING" && f["value"] == ",") {
            return true;
        }
    }
    let children = rule["members"].as_array().into_iter().flatten().chain(rule.get("content"));
    children.into_iter().any(comma_list)
}

/// The shortest text `rule` matches, when it contains no pattern (an identifier or number
/// needs one): what a node of this kind may shrink to without losing its kind.
fn shortest(rule: &Value, rules: &Map<String, Value>, depth: usize) -> Option<String> {
    match rule["type"].as_str()? {
        "STRING" => rule["value"].as_str().map(String::from),
        "BLANK" | "REPEAT" => Some(String::new()),
        "SEQ" => rule["members"]
            .as_array()?
            .iter()
            .try_fold(String::new(), |text, m| Some(joined(text, &shortest(m, rules, depth)?))),
        "CHOICE" => {
            rule["members"].as_array()?.iter().filter_map(|m| shortest(m, rules, depth)).min_by_key(String::len)
        }
        "SYMBOL" if depth < MAX_DEPTH => shortest(rules.get(rule["name"].as_str()?)?, rules, depth + 1),
        "SYMBOL" | "PATTERN" => None,
        _ => shortest(rule.get("content")?, rules, depth),
    }
}

/// `a` then `b`, with a space where two words would otherwise run together (`else if`).
fn joined(mut a: String, b: &str) -> String {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    if word(a.chars().last()) && word(b.chars().next()) {
        a.push(' ');
    }
    a.push_str(b);
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derives_stand_ins_and_lists_from_grammar_json() {
        let grammar: Value = serde_json::from_str(
            r#"{"rules": {
                "document": {"type": "SYMBOL", "name": "object"},
                "object": {"type": "SEQ", "members": [
                    {"type": "STRING", "value": "{"},
                    {"type": "CHOICE", "members": [
                        {"type": "SEQ", "members": [
                            {"type": "SYMBOL", "name": "pair"},
                            {"type": "REPEAT", "content": {"type": "SEQ", "members": [
                                {"type": "STRING", "value": ","}, {"type": "SYMBOL", "name": "pair"}]}}]},
                        {"type": "BLANK"}]},
                    {"type": "STRING", "value": "}"}]},
                "pair": {"type": "SEQ", "members": [
                    {"type": "FIELD", "name": "key", "content": {"type": "SYMBOL", "name": "key"}},
                    {"type": "STRING", "value": ":"}]},
                "key": {"type": "PATTERN", "value": "[a-z]+"}
            }}"#,
        )
        .unwrap();
        let node_types: Value = serde_json::from_str(
            r#"[{"type": "object", "named": true, "children": {}}, {"type": "pair", "named": true, "fields": {}},
                {"type": "line_comment", "named": true}, {"type": "key_identifier", "named": true},
                {"type": "script", "named": true, "children": {"multiple": true, "types": [{"type": "_statement"}]}},
                {"type": "fn_decl", "named": true, "fields": {"name": {}, "body": {}}}]"#,
        )
        .unwrap();
        let t = table("toy", &["toy".into()], &node_types, Some(&grammar));
        assert_eq!(t["standins"]["kinds"]["object"].as_str(), Some("{}"));
        assert!(t["standins"]["kinds"].get("pair").is_none(), "a pair needs a key, which needs a pattern");
        assert_eq!(t["lists"]["object"].as_str(), Some(","));
        assert_eq!(t["comments"].as_array().unwrap().len(), 1);
        assert_eq!(t["identifiers"][0].as_str(), Some("key_identifier"));
        assert_eq!(t["blocks"].as_array().unwrap(), &[toml::Value::from("script")]);
        assert_eq!(t["names"]["fields"].as_array().unwrap(), &[toml::Value::from("name")]);
        assert_eq!(t["bodies"].as_array().unwrap(), &[toml::Value::from("body")]);
        assert_eq!(joined("else".into(), "if"), "else if");
        assert_eq!(joined("(".into(), ")"), "()");
    }
}
