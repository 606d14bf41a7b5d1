//! The functions of a C file by name: the definition, every declarator that declares the
//! function (definition and prototypes), every call by name, and how often the name occurs
//! elsewhere (a function pointer taken, say), which rewrites of a signature must rule out.

use std::collections::BTreeMap;

use tree_sitter::{Node, Tree};

use super::declarator::through_parentheses;
use crate::syntax::walk::preorder;

const DEFINITION: &str = "function_definition";
const DECLARATION: &str = "declaration";
const FUNCTION_DECLARATOR: &str = "function_declarator";
const POINTER_DECLARATOR: &str = "pointer_declarator";
const CALL: &str = "call_expression";
const IDENTIFIER: &str = "identifier";
const PARAMETER: &str = "parameter_declaration";
const VARIADIC: &str = "variadic_parameter";

/// One function of the file.
#[derive(Default)]
pub struct Function<'t> {
    /// Its `function_definition`, if the file defines it (the first one).
    pub definition: Option<Node<'t>>,
    /// Every `function_declarator` naming it: the definition's and each prototype's.
    pub declarators: Vec<Node<'t>>,
    /// The declarator children of `declaration`s that declare it (prototypes).
    pub prototypes: Vec<Node<'t>>,
    /// Every `call_expression` whose function is its name.
    pub calls: Vec<Node<'t>>,
    /// Occurrences of its name that are neither a declarator's name nor a call's function.
    pub other_uses: usize,
}

impl<'t> Function<'t> {
    /// The definition's `function_declarator`.
    pub fn defined_declarator(&self) -> Option<Node<'t>> {
        function_declarator(self.definition?.child_by_field_name("declarator")?)
    }

    /// The definition's parameters (`(void)` has none); `None` when it takes varargs or has no
    /// definition.
    pub fn parameters(&self, text: &[u8]) -> Option<Vec<Node<'t>>> {
        parameters(self.defined_declarator()?, text)
    }
}

/// The `function_declarator` a declarator is, or returns a pointer through (`*f(void)`).
pub fn function_declarator(declarator: Node) -> Option<Node> {
    let mut node = through_parentheses(declarator);
    while node.kind() == POINTER_DECLARATOR {
        node = through_parentheses(node.child_by_field_name("declarator")?);
    }
    (node.kind() == FUNCTION_DECLARATOR).then_some(node)
}

/// The name a `function_declarator` declares (`f` in `(f)(int a)`), unless it declares a
/// function pointer.
pub fn declared_name(declarator: Node) -> Option<Node> {
    let name = through_parentheses(declarator.child_by_field_name("declarator")?);
    (name.kind() == IDENTIFIER).then_some(name)
}

/// The parameter declarations of a `function_declarator`; `(void)` has none; `None` with varargs.
pub fn parameters<'t>(declarator: Node<'t>, text: &[u8]) -> Option<Vec<Node<'t>>> {
    let list = declarator.child_by_field_name("parameters")?;
    let mut cursor = list.walk();
    let mut out = Vec::new();
    for child in list.named_children(&mut cursor) {
        match child.kind() {
            VARIADIC => return None,
            PARAMETER => out.push(child),
            _ => {}
        }
    }
    let void = |p: &Node| p.child_by_field_name("declarator").is_none() && &text[p.byte_range()] == b"void";
    if out.len() == 1 && void(&out[0]) {
        out.clear();
    }
    Some(out)
}

/// The name of the identifier a call calls.
pub fn callee(call: Node) -> Option<Node> {
    call.child_by_field_name("function").filter(|f| f.kind() == IDENTIFIER)
}

/// Every function of the file, by name.
pub fn functions<'t>(tree: &'t Tree, text: &'t [u8]) -> BTreeMap<&'t [u8], Function<'t>> {
    let mut out: BTreeMap<&[u8], Function> = BTreeMap::new();
    let mut names: Vec<Node> = Vec::new();
    preorder(tree, |node| {
        match node.kind() {
            DEFINITION => {
                if let Some(fd) = node.child_by_field_name("declarator").and_then(function_declarator)
                    && let Some(name) = declared_name(fd)
                {
                    let f = out.entry(&text[name.byte_range()]).or_default();
                    f.definition.get_or_insert(node);
                    f.declarators.push(fd);
                }
            }
            DECLARATION => {
                let mut cursor = node.walk();
                for d in node.children_by_field_name("declarator", &mut cursor) {
                    if let Some(fd) = function_declarator(d)
                        && let Some(name) = declared_name(fd)
                    {
                        let f = out.entry(&text[name.byte_range()]).or_default();
                        f.declarators.push(fd);
                        f.prototypes.push(d);
                    }
                }
            }
            CALL => {
                if let Some(name) = callee(node) {
                    out.entry(&text[name.byte_range()]).or_default().calls.push(node);
                }
            }
            IDENTIFIER => names.push(node),
            _ => {}
        }
        true
    });
    for name in names {
        if let Some(f) = out.get_mut(&text[name.byte_range()]) {
            f.other_uses += 1;
        }
    }
    for f in out.values_mut() {
        f.other_uses -= f.declarators.len() + f.calls.len();
    }
    out
}
