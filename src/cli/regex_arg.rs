//! Regex options (`--expect-*`, `--not-stderr`, `--signature`, `--protect`) read with an error
//! of one line: the regex crate's own message repeats the pattern over three lines with a caret
//! under the fault, which buries the option's name in a wall of text.

use regex::bytes::Regex;

/// Parses a regex option's value; the error says what is wrong and where, on one line (clap
/// puts the option's name and the value before it).
pub fn parse(pattern: &str) -> Result<Regex, String> {
    Regex::new(pattern).map_err(|e| one_line(pattern, &e))
}

/// The fault of a pattern `regex` refused, in one line.
fn one_line(pattern: &str, error: &regex::Error) -> String {
    // The same parser the regex crate uses, for a structured error: a kind and a position.
    let parsed = regex_syntax::ParserBuilder::new().utf8(false).build().parse(pattern);
    let (kind, span) = match &parsed {
        Err(regex_syntax::Error::Parse(e)) => (e.kind().to_string(), *e.span()),
        Err(regex_syntax::Error::Translate(e)) => (e.kind().to_string(), *e.span()),
        _ => {
            return match error {
                regex::Error::CompiledTooBig(limit) => {
                    format!("the compiled regex would be larger than its limit of {limit} bytes")
                }
                other => other.to_string().lines().last().unwrap_or_default().trim_start_matches("error: ").to_string(),
            };
        }
    };
    let at = pattern[..span.start.offset].chars().count() + 1;
    format!("{kind} (at character {at})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_take_one_line_and_say_where() {
        assert_eq!(parse("(ab").unwrap_err(), "unclosed group (at character 1)");
        assert_eq!(
            parse("a[z-a]").unwrap_err(),
            "invalid character class range, the start must be <= the end (at character 3)"
        );
        assert!(parse(r"a{99999999}").unwrap_err().starts_with("the compiled regex would be larger"));
        assert!(parse(r"error: ([^\n]*)").is_ok());
    }
}
