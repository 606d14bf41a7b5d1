//! The library's enumerations as command-line values. The library knows nothing of clap (so an
//! embedder does not build it): each enumeration lists its values, names and descriptions and
//! parses its names, and this module turns that into clap's possible values, with the help
//! text clap would have taken from the doc comments.

use std::str::FromStr;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use pare::reduction::{LangChoice, ScanOrder, SyntaxFilterMode};

/// A value parser offering `all`, each under its name with its description as help.
fn parser<T>(
    all: &[T],
    name: fn(T) -> &'static str,
    description: fn(T) -> &'static str,
) -> impl TypedValueParser<Value = T>
where
    T: FromStr + Copy + Clone + Send + Sync + 'static,
    T::Err: std::fmt::Debug,
{
    let values = all.iter().map(|&v| PossibleValue::new(name(v)).help(help(description(v))));
    PossibleValuesParser::new(values).map(|s| s.parse::<T>().expect("clap offered only the known names"))
}

/// A description as clap shows a one-sentence doc comment: without its final period.
fn help(description: &str) -> String {
    description.strip_suffix('.').unwrap_or(description).to_string()
}

/// `--order`.
pub fn order() -> impl TypedValueParser<Value = ScanOrder> {
    parser(&ScanOrder::ALL, ScanOrder::name, ScanOrder::description)
}

/// `--syntax-filter`.
pub fn syntax_filter() -> impl TypedValueParser<Value = SyntaxFilterMode> {
    parser(&SyntaxFilterMode::ALL, SyntaxFilterMode::name, SyntaxFilterMode::description)
}

/// `--lang`.
pub fn lang() -> impl TypedValueParser<Value = LangChoice> {
    parser(&LangChoice::ALL, LangChoice::name, LangChoice::description)
}
