//! "Bad parses": cheap, language-agnostic ways of cutting any text into units that a
//! deletion pass can remove. None of them needs the text to be valid anything; each just has to
//! be a good guess often enough.

pub mod braces;
pub mod forms;
pub mod lines;
pub mod tokens;
pub mod whitespace;
