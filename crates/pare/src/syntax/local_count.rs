//! A candidate's parse errors counted around its changes, for a best that has errors.
//!
//! Tree-sitter reuses no subtree that error recovery built, so an incremental parse of a text
//! with errors re-runs the recovery of every error it holds, wherever the change is: a 20-byte
//! deletion in a 150 KB C file with a few dozen errors (macros the grammar does not know) costs
//! milliseconds, as much as a fresh parse of a good part of the file, and the syntax filter
//! pays it for every candidate of such a file.
//!
//! So for a best with errors the filter counts a candidate as the best's count, less the errors
//! of a stretch of the best around each change, plus those of the same stretch of the
//! candidate. A stretch runs from the item before the items a change touches to the item after
//! them; both versions are parsed alone (the best's once, kept by its text; the candidate's
//! incrementally from it), so what a stretch lacks of its context costs both parses alike and
//! cancels. The items are the root's children (C's declarations and functions, a script's
//! statements, a module's items), which parse alike in and out of their file; where those
//! around the changes would cover too much of the text, the widest stretch gives way to the
//! items inside the items holding its changes (a header's include guard, a namespace, a large
//! function's body), each on its own, and so on down: a declaration deleted with its uses in
//! many functions is counted around each use.
//!
//! Counted alone, a stretch can seem worse than the whole candidate is (tree-sitter's recovery
//! folds new damage into an error already there), so a count over the best's is not taken: the
//! whole candidate is parsed, as before, and every candidate the filter turns away is turned
//! away on a whole parse. A count taken around the changes can also be lower than the whole
//! parse's; the door takes each new best's allowance from the filter's own tree of it, so such
//! a count admits one candidate to the test and no more. Where the stretches would cover more
//! than half the text ([`MOST`]), the whole candidate is parsed.
//!
//! The count is a function of the best's text, its tree (the filter's chain of bests) and the
//! candidate, never of which candidates were counted or kept before, so results stay the same
//! at every `--jobs`.

use std::collections::VecDeque;
use std::ops::Range;
use std::sync::{Arc, Mutex};

use tree_sitter::{Node, Tree};

use super::filter::{errors_of, errors_under};
use super::language::Lang;
use super::parse::{parse_reading, reparse_reading};
use crate::edits::{Piece, changes};

/// The most of the best's text the stretches around a candidate's changes may cover, as a
/// fraction (1 / this) of it, for the count to be taken from them: beyond that, parsing them
/// alone saves too little of the whole candidate's incremental parse.
const MOST: usize = 2;

/// How many bytes of stretches parsed alone [`Stretches`] keeps with their trees (a tree takes
/// tens of bytes per byte of text).
const KEPT: usize = 256 << 10;

/// Stretches of bests parsed alone, by their text, the most recent first. A stretch comes back
/// for every candidate that changes the same items, and stays the same text while other items
/// change, so the trees outlive the best they were cut from. A stretch's tree is its fresh
/// parse, whether it is kept or parsed again, so what is kept changes no count.
#[derive(Default)]
pub struct Stretches {
    kept: Mutex<VecDeque<Arc<Alone>>>,
}

impl Stretches {
    /// `text`, a stretch, parsed alone in `lang`, with its count.
    fn alone(&self, lang: Lang, text: &[u8]) -> Arc<Alone> {
        let found = {
            let mut kept = self.kept.lock().expect("no parse panics under the lock");
            let at = kept.iter().position(|alone| *alone.text == *text);
            at.and_then(|i| kept.remove(i)).inspect(|found| kept.push_front(found.clone()))
        };
        if let Some(alone) = found {
            return alone;
        }
        let tree = parse_reading(lang, text, None);
        let alone = Arc::new(Alone { text: text.into(), errors: errors_of(&tree), tree });
        let mut kept = self.kept.lock().expect("no parse panics under the lock");
        kept.push_front(alone.clone());
        let mut bytes = 0;
        kept.retain(|alone| {
            bytes += alone.text.len();
            bytes <= KEPT
        });
        alone
    }
}

/// The top-level items of a best with parse errors, its tree and its count.
pub struct Items {
    /// The byte ranges of the root's children, in order.
    spans: Vec<Range<usize>>,
    /// The best's tree, for the items inside an item.
    tree: Tree,
    /// The best's count (see [`super::filter::count_errors`]).
    errors: usize,
}

impl Items {
    /// The items of the best whose tree is `tree` and whose count is `errors`. A best without
    /// errors needs none (its candidates' incremental parses are cheap), and listing them would
    /// walk every top-level item of each new best.
    pub fn of(tree: &Tree, errors: usize) -> Items {
        let spans = if errors > 0 { spans_of(tree.root_node()) } else { Vec::new() };
        Items { spans, tree: tree.clone(), errors }
    }

    /// The best's count.
    pub fn errors(&self) -> usize {
        self.errors
    }

    /// The count of `reading`, a candidate read in `lang`, from the items around its changes
    /// against `base` (the best's reading), when that is no more than the best's; `None` when
    /// it is more, or when those items would cover too much of the text. A count over the
    /// best's turns the candidate away, so it is left to a parse of the whole candidate, which
    /// sees where the change's damage joins errors already there (tree-sitter's recovery folds
    /// them into one): counted alone, a stretch can seem worse than the whole candidate is.
    /// Stretches parsed before are taken from `stretches`.
    pub fn count(&self, lang: Lang, base: &[u8], reading: &[u8], stretches: &Stretches) -> Option<usize> {
        let pieces = changes(base, reading);
        let (mut before, mut after) = (0, 0);
        for stretch in self.around(&pieces, base.len())? {
            let moved = moved_to(&pieces, &stretch.range);
            let alone = stretches.alone(lang, &base[stretch.range.clone()]);
            if alone.errors != errors_within(stretch.level, &stretch.range) {
                return None;
            }
            let tree = reparse_reading(lang, &base[stretch.range], &alone.tree, &reading[moved.clone()]);
            before += alone.errors;
            after += errors_of(&tree);
        }
        Some((self.errors + after).saturating_sub(before)).filter(|&n| n <= self.errors)
    }

    /// The stretches of the best to parse alone: around the pieces among its top-level items,
    /// or, where those would cover too much of its `len` bytes, the largest stretch is narrowed
    /// to the items inside the items that hold its pieces (a header's include guard, a
    /// namespace, a large function's body), and so on down, until they cover little enough.
    /// Each stretch is narrowed on its own, so changes spread over many large functions (a
    /// declaration deleted with its uses, a batch's merge) are counted around each of them.
    /// `None` when no narrowing gives stretches small enough.
    fn around(&self, pieces: &[Piece], len: usize) -> Option<Vec<Stretch<'_>>> {
        let mut stretches = stretches_among(self.tree.root_node(), &self.spans, pieces, 0..pieces.len())?;
        // Stretches that cannot be narrowed, by their start.
        let mut kept = std::collections::BTreeSet::new();
        while stretches.iter().map(|s| s.range.len()).sum::<usize>() > len / MOST {
            let largest = stretches.iter().enumerate().filter(|(_, s)| !kept.contains(&s.range.start));
            let (at, widest) = largest.max_by_key(|(at, s)| (s.range.len(), std::cmp::Reverse(*at)))?;
            match narrower(widest, pieces)
                .filter(|inner| inner.iter().map(|s| s.range.len()).sum::<usize>() < widest.range.len())
            {
                Some(inner) => drop(stretches.splice(at..=at, inner)),
                None => drop(kept.insert(widest.range.start)),
            }
        }
        Some(stretches)
    }
}

/// A stretch of the best to parse alone: its bytes, the node whose items it spans, and the
/// pieces of the candidate inside it (indices into them, in order).
struct Stretch<'t> {
    level: Node<'t>,
    range: Range<usize>,
    pieces: Range<usize>,
}

/// `stretch` narrowed: its pieces split by the child of its level that holds them, and each
/// group's stretches taken among the items inside that child ([`within`]). `None` when a piece
/// is not inside one child (it joins two items, or deletes one whole) or a group's items do
/// not hold it.
fn narrower<'t>(stretch: &Stretch<'t>, pieces: &[Piece]) -> Option<Vec<Stretch<'t>>> {
    let mut inner = Vec::new();
    let mut from = stretch.pieces.start;
    while from < stretch.pieces.end {
        let lo = pieces[from].range.start;
        let child = stretch.level.first_child_for_byte(lo).filter(|c| c.start_byte() <= lo)?;
        let to = from + pieces[from..stretch.pieces.end].iter().take_while(|p| p.range.end <= child.end_byte()).count();
        if to == from {
            return None;
        }
        inner.extend(within(child, pieces, from..to)?);
        from = to;
    }
    Some(inner)
}

/// The stretches of the pieces `group` among the items of `node`, or, where `node`'s items do
/// not hold them all (a function, whose parts are fields but for a `static`), among those of
/// the child that does, and so on down.
fn within<'t>(mut node: Node<'t>, pieces: &[Piece], group: Range<usize>) -> Option<Vec<Stretch<'t>>> {
    let (lo, hi) = (pieces[group.start].range.start, pieces[group.end - 1].range.end);
    loop {
        let items = items_of(node);
        if let (Some(first), Some(last)) = (items.first(), items.last())
            && first.start <= lo
            && hi <= last.end
        {
            return stretches_among(node, &items, pieces, group);
        }
        node = node.first_child_for_byte(lo).filter(|c| c.start_byte() <= lo && hi <= c.end_byte())?;
    }
}

/// The count of the errors in `node`'s children within `stretch`, as the best's tree has them.
fn errors_within(node: Node, stretch: &Range<usize>) -> usize {
    let mut cursor = node.walk();
    let inside = node.children(&mut cursor).filter(|c| stretch.start <= c.start_byte() && c.end_byte() <= stretch.end);
    inside.map(errors_under).sum()
}

/// The byte ranges of the root's children, in order.
fn spans_of(root: Node) -> Vec<Range<usize>> {
    let mut cursor = root.walk();
    root.children(&mut cursor).map(|child| child.byte_range()).collect()
}

/// The byte ranges of the items inside `node`: its named children that fill no field of it. An
/// item's delimiters (braces, `#ifndef` and `#endif`) and parts (a guard's name, a function's
/// declarator) are not items: a change to them changes how everything inside parses, which
/// the items parsed alone would not show.
fn items_of(node: Node) -> Vec<Range<usize>> {
    let mut cursor = node.walk();
    let mut items = Vec::new();
    if cursor.goto_first_child() {
        loop {
            if cursor.node().is_named() && cursor.field_name().is_none() {
                items.push(cursor.node().byte_range());
            }
            if !cursor.goto_next_sibling() {
                break;
            }
        }
    }
    items
}

/// For each piece of `group`, the stretch from the item (of `spans`, the items of `level`)
/// before the items it touches to the item after them, merged where they meet. `None` without
/// items.
fn stretches_among<'t>(
    level: Node<'t>,
    spans: &[Range<usize>],
    pieces: &[Piece],
    group: Range<usize>,
) -> Option<Vec<Stretch<'t>>> {
    let (first, last) = (spans.first()?, spans.last()?);
    let mut stretches: Vec<Stretch> = Vec::new();
    for at in group {
        let (start, end) = (pieces[at].range.start, pieces[at].range.end);
        let lo = spans.partition_point(|s| s.end <= start).saturating_sub(1);
        let hi = (spans.partition_point(|s| s.start < end) + 1).min(spans.len());
        let from = spans.get(lo).map_or(first.start, |s| s.start).min(start);
        let to = hi.checked_sub(1).and_then(|i| spans.get(i)).map_or(last.end, |s| s.end).max(end);
        match stretches.last_mut() {
            Some(previous) if from <= previous.range.end => {
                previous.range.end = previous.range.end.max(to);
                previous.pieces.end = at + 1;
            }
            _ => stretches.push(Stretch { level, range: from..to, pieces: at..at + 1 }),
        }
    }
    Some(stretches)
}

fn moved_to(pieces: &[Piece], stretch: &Range<usize>) -> Range<usize> {
    let shift = |within: &dyn Fn(&Piece) -> bool| -> isize {
        pieces.iter().filter(|p| within(p)).map(|p| p.with.len() as isize - p.range.len() as isize).sum()
    };
    let start = stretch.start as isize + shift(&|p| p.range.end < stretch.start);
    let end = stretch.end as isize + shift(&|p| p.range.end <= stretch.end);
    start as usize..end as usize
}

/// A stretch of a best parsed alone, and its count.
struct Alone {
    text: Box<[u8]>,
    tree: Tree,
    errors: usize,
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// `best` parsed, its items, and the count of `candidate` around its changes; with the
    /// count a parse of the whole candidate against the best's tree gives.
    fn counts(lang: Lang, best: &[u8], candidate: &[u8]) -> (Option<usize>, usize) {
        let tree = parse_reading(lang, best, None);
        let items = Items::of(&tree, errors_of(&tree));
        let whole = errors_of(&reparse_reading(lang, best, &tree, candidate));
        (items.count(lang, best, candidate, &Stretches::default()), whole)
    }

    /// A file with an error and many items around two functions.
    fn broken() -> String {
        let filler = |from: usize| (from..from + 10).map(|i| format!("int v{i};\n")).collect::<String>();
        let f = "int f(void) {\n  int x = 1;\n  return x;\n}\n";
        format!("int broken(;\n{}{f}{}int g(void) {{ return 2; }}\n{}", filler(0), filler(10), filler(20))
    }

    #[test]
    fn a_change_inside_an_item_is_counted_around_it() {
        let best = broken();
        let candidate = best.replace("  int x = 1;\n", "");
        let (local, whole) = counts(Lang::C, best.as_bytes(), candidate.as_bytes());
        assert!(whole > 0, "the best's error stays");
        assert_eq!(local, Some(whole));
        // Two changes in two items, the second moved by the first.
        let candidate = candidate.replace("return 2;", "");
        let (local, whole) = counts(Lang::C, best.as_bytes(), candidate.as_bytes());
        assert_eq!(local, Some(whole));
    }

    /// Changes inside functions that each hold much of the file (a declaration's uses, deleted
    /// with it) are counted among the statements around each, not by a parse of the whole
    /// candidate; a change that breaks a body is still left to the whole parse.
    #[test]
    fn changes_inside_large_functions_are_counted_around_each() {
        let body = |name: &str| {
            let lines = (0..40).map(|i| format!("  x{i} = {name}({i});\n")).collect::<String>();
            format!("int {name}(int a) {{\n{lines}  return a;\n}}\n")
        };
        let best = format!("int broken(;\n{}{}{}", body("f"), body("g"), body("h"));
        let candidate =
            best.replace("  x3 = f(3);\n", "").replace("  x7 = h(7);\n", "").replace("x20 = g(20)", "g(20)");
        let (local, whole) = counts(Lang::C, best.as_bytes(), candidate.as_bytes());
        assert!(whole > 0, "the best's error stays");
        assert_eq!(local, Some(whole));
        let candidate = best.replace("  x3 = f(3);\n", "").replace("x7 = h(7);", "x7 = h(7)");
        let (local, whole) = counts(Lang::C, best.as_bytes(), candidate.as_bytes());
        assert_eq!(local, None);
        assert!(whole > counts(Lang::C, best.as_bytes(), best.as_bytes()).1);
    }

    /// A count over the best's is left to a parse of the whole candidate, which may see the
    /// damage fold into an error already there.
    #[test]
    fn a_change_that_adds_errors_is_left_to_a_whole_parse() {
        let best = broken();
        let candidate = best.replace("return x;\n}", "return x;\n");
        let (local, whole) = counts(Lang::C, best.as_bytes(), candidate.as_bytes());
        assert_eq!(local, None);
        assert!(whole > counts(Lang::C, best.as_bytes(), best.as_bytes()).1);
    }

    /// Inside a header's include guard the items are the guard's declarations; its name and its
    /// `#endif` are not items, so a change to them is parsed whole.
    #[test]
    fn the_items_inside_a_guard_are_its_declarations() {
        let header = "#ifndef H\n#define H\nint broken(;\nint a;\nint b;\nint c;\nint d;\nint e;\n#endif\n";
        let (local, whole) = counts(Lang::C, header.as_bytes(), header.replace("int c;\n", "").as_bytes());
        assert_eq!(local, Some(whole));
        for (part, with) in [("#endif\n", ""), ("#ifndef H\n", ""), ("#ifndef H", "#ifndef")] {
            let (local, _) = counts(Lang::C, header.as_bytes(), header.replacen(part, with, 1).as_bytes());
            assert_eq!(local, None, "{part:?} made {with:?}");
        }
    }

    /// A stretch whose items parse otherwise alone than in the best (a statement that C's
    /// implicit int left at the top level, parsed inside a block) is no measure of the change:
    /// the candidate is parsed whole.
    #[test]
    fn a_stretch_that_parses_otherwise_alone_is_left_to_a_whole_parse() {
        let (best, candidate) = (b"f() { return a + 1; }\n", b"f() { return a 1; }\n");
        let (local, whole) = counts(Lang::C, best, candidate);
        assert_eq!(local, None);
        assert!(whole > counts(Lang::C, best, best).1);
    }

    /// On a real file with errors (macros tree-sitter's C grammar does not know), deleting
    /// random nodes: a count taken around the change is the whole parse's count, and most
    /// candidates the whole parse admits are counted so.
    #[test]
    fn counts_around_changes_are_the_whole_parse_counts_on_a_real_file() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../corpus/c-tcc-abi-struct-return-tree-sitter/input/src/query.c");
        let text = std::fs::read(path).unwrap();
        let tree = parse_reading(Lang::C, &text, None);
        let best = errors_of(&tree);
        assert!(best > 0, "the file has parse errors");
        let items = Items::of(&tree, best);
        let (mut nodes, mut statements) = (Vec::new(), Vec::new());
        crate::syntax::walk::preorder(&tree, |n| {
            nodes.push(n.byte_range());
            if n.is_named() && n.parent().is_some_and(|p| p.kind() == "compound_statement") {
                statements.push(n.byte_range());
            }
            true
        });
        let (mut rng, stretches) = (SmallRng::seed_from_u64(5), Stretches::default());
        // Whether the whole parse admits the candidate that deletes `spans`, and whether it is
        // counted around its changes (then with the whole parse's count).
        let judge = |spans: &[Range<usize>]| {
            let mut candidate = text.clone();
            for span in spans.iter().rev() {
                candidate.drain(span.clone());
            }
            let whole = errors_of(&reparse_reading(Lang::C, &text, &tree, &candidate));
            let local = items.count(Lang::C, &text, &candidate, &stretches);
            assert!(local.is_none_or(|local| local == whole), "deleting {spans:?}: {local:?}, whole {whole}");
            (usize::from(whole <= best), usize::from(local.is_some()))
        };
        let (mut admitted, mut counted) = (0, 0);
        for _ in 0..150 {
            let (a, c) = judge(&[nodes[rng.random_range(0..nodes.len())].clone()]);
            (admitted, counted) = (admitted + a, counted + c);
        }
        assert!(counted * 10 >= admitted * 9, "{counted} of {admitted} admitted candidates counted around the change");
        // Several statements deleted at once, spread over the file, as a declaration deleted
        // with its uses is.
        let (mut admitted, mut counted) = (0, 0);
        for _ in 0..60 {
            let mut spans: Vec<Range<usize>> = (0..rng.random_range(2..12))
                .map(|_| statements[rng.random_range(0..statements.len())].clone())
                .collect();
            spans.sort_by_key(|s| s.start);
            spans.dedup_by(|b, a| b.start < a.end);
            let (a, c) = judge(&spans);
            (admitted, counted) = (admitted + a, counted + c);
        }
        assert!(counted * 10 >= admitted * 9, "{counted} of {admitted} admitted candidates counted around the changes");
    }
}
