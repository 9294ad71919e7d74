//! The text of the files a header's records are written in: their attributes' spellings and
//! `#pragma pack` are read from it (libclang keeps neither). A record of an included file is
//! read from that file's text, never from the header's.

use std::path::{Path, PathBuf};
use std::rc::Rc;

use clang::Entity;

use super::Reader;

/// The text of the source file at `path`, each byte that is not UTF-8 (a Latin-1 `©` in an old
/// sample's comment, which the compilers take) read as `?`: one byte for one, so that the
/// offsets and lines libclang gives are the file's.
pub(crate) fn source_text(path: &Path) -> std::io::Result<String> {
    Ok(match String::from_utf8(std::fs::read(path)?) {
        Ok(text) => text,
        Err(e) => {
            let bytes = e.into_bytes();
            let mut text = String::with_capacity(bytes.len());
            for chunk in bytes.utf8_chunks() {
                text.push_str(chunk.valid());
                text.extend(std::iter::repeat_n('?', chunk.invalid().len()));
            }
            text
        }
    })
}

/// A file's text, and the packing at each of its lines that changes it.
pub(super) struct Source {
    pub(super) text: String,
    pub(super) packs: Vec<(u32, usize)>,
}

impl Reader<'_> {
    /// The text of the file `e` is written in: the header's, or an included file's (read once;
    /// empty where it cannot be read, so that what is read from it is refused, not guessed).
    pub(super) fn text_of(&self, e: &Entity) -> Rc<Source> {
        let file: Option<PathBuf> = e
            .get_location()
            .and_then(|l| l.get_file_location().file)
            .map(|f| f.get_path());
        let file = match file {
            Some(f) if f != Path::new(self.file) => f,
            _ => {
                let main = PathBuf::from(self.file);
                return Rc::clone(self.sources.borrow_mut().entry(main).or_insert_with(|| {
                    Rc::new(Source {
                        text: self.text.to_owned(),
                        packs: self.packs.clone(),
                    })
                }));
            }
        };
        let mut sources = self.sources.borrow_mut();
        let source = sources.entry(file).or_insert_with_key(|f| {
            let text = source_text(f).unwrap_or_default();
            let packs = pack_at_lines(&text);
            Rc::new(Source { text, packs })
        });
        Rc::clone(source)
    }

    /// The byte offset of `e`'s location in the header (the macro's use, for one a macro
    /// writes).
    pub(super) fn offset(&self, e: &Entity) -> usize {
        e.get_location()
            .map_or(0, |l| l.get_file_location().offset as usize)
            .min(self.text_of(e).text.len())
    }

    /// The byte offsets where `e`'s source range starts and ends in the header.
    pub(super) fn span(&self, e: &Entity) -> (usize, usize) {
        let len = self.text_of(e).text.len();
        e.get_range().map_or((0, 0), |r| {
            let clamp = |o: u32| (o as usize).min(len);
            (
                clamp(r.get_start().get_file_location().offset),
                clamp(r.get_end().get_file_location().offset),
            )
        })
    }

    /// A record's head: from the end of the declaration before it to its `{`.
    pub(super) fn record_head(&self, e: &Entity) -> String {
        let source = self.text_of(e);
        let text = &*source.text;
        let at = self.offset(e);
        let start = text[..at].rfind([';', '}', '{']).map_or(0, |i| i + 1);
        let end = text[at..].find('{').map_or(text.len(), |i| at + i);
        code_only(&text[start..end])
    }

    /// What follows a record's `}` up to the `;` that ends its declaration (its range ends
    /// just past the `}`).
    pub(super) fn record_tail(&self, e: &Entity) -> String {
        let source = self.text_of(e);
        let (_, end) = self.span(e);
        let rest = &source.text[end..];
        code_only(&rest[..rest.find(';').unwrap_or(rest.len())])
    }

    /// A member's declaration: from the end of the one before it to its `;`, or to the `,`
    /// before the next declarator (`int x, y __attribute__((aligned(8)));`: `y`'s attribute is
    /// not `x`'s), not a `,` inside parentheses (`__attribute__((packed, aligned(8)))`).
    pub(super) fn member_text(&self, e: &Entity) -> String {
        let source = self.text_of(e);
        let text = &*source.text;
        let at = self.offset(e);
        let start = text[..at].rfind([';', '{', '}']).map_or(0, |i| i + 1);
        let mut depth = 0usize;
        let end = text[at..]
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                c == ';' || (c == ',' && depth == 0)
            })
            .map_or(text.len(), |(i, _)| at + i);
        code_only(&text[start..end])
    }
}

/// The packing in force at each line of `text` that changes it: `#pragma pack(N)`,
/// `pack(push, N)`, `pack(pop)`, `pack()`. A hand-written reader because libclang keeps no
/// trace of pragmas in its AST; the directive's grammar is this small.
pub(super) fn pack_at_lines(text: &str) -> Vec<(u32, usize)> {
    let mut stack: Vec<usize> = Vec::new();
    let mut current = 0;
    let mut out = vec![(0, 0)];
    for (i, line) in text.lines().enumerate() {
        let words: String = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let Some(rest) = words
            .strip_prefix("#pragma pack")
            .or_else(|| words.strip_prefix("# pragma pack"))
        else {
            continue;
        };
        let args = rest
            .trim()
            .trim_start_matches('(')
            .trim_end_matches(')')
            .replace(' ', "");
        let parts: Vec<&str> = args.split(',').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [] => current = 0,
            ["push"] => stack.push(current),
            ["pop"] => current = stack.pop().unwrap_or(0),
            ["push", n] => {
                stack.push(current);
                current = n.parse().unwrap_or(0);
            }
            [n] => current = n.parse().unwrap_or(0),
            _ => {}
        }
        out.push((i as u32 + 1, current));
    }
    out
}

/// A comment as documentation lines, without its markers.
pub(super) fn doc_lines(e: &Entity) -> Vec<String> {
    let Some(comment) = e.get_comment() else {
        return Vec::new();
    };
    comment
        .lines()
        .map(|l| {
            let l = l.trim();
            let l = l
                .trim_start_matches("/**")
                .trim_start_matches("/*!")
                .trim_start_matches("///")
                .trim_start_matches("//!")
                .trim_start_matches("//")
                .trim_start_matches("/*")
                .trim_end_matches("*/");
            let l = l.trim_start();
            let l = l
                .strip_prefix("* ")
                .or_else(|| l.strip_prefix('*'))
                .unwrap_or(l);
            // `///< text`: a comment after the member it documents.
            l.strip_prefix('<').unwrap_or(l).trim().to_owned()
        })
        .filter(|l| !l.is_empty())
        .collect()
}

/// `text` without its comments and preprocessor lines (a `#define` before a declaration is
/// not part of it).
fn code_only(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.find('\n').map_or("", |i| &after[i..]);
        } else if let Some(after) = rest.strip_prefix("/*") {
            rest = after.find("*/").map_or("", |i| &after[i + 2..]);
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    let mut lines = Vec::new();
    let mut continued = false;
    for line in out.lines() {
        let directive = continued || line.trim_start().starts_with('#');
        continued = directive && line.trim_end().ends_with('\\');
        if !directive {
            lines.push(line);
        }
    }
    lines.join("\n")
}
