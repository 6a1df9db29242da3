// CUnicode: an opaque C API over ICU for TextViewCore.
//
// This header is read by Swift, so it must never mention an ICU type: a Swift module that sees ICU's
// headers beside Foundation (which ships its own renamed ICU) does not compile, and ICU's versioned
// symbols are macros Swift cannot call. Only <stdint.h> types and opaque structs appear here; the .c
// files declare the ICU functions they call in the private icu_declarations.h (no ICU headers).
#ifndef CUNICODE_H
#define CUNICODE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Break iterator kinds.
#define CU_BREAK_CHARACTER 0
#define CU_BREAK_WORD 1
#define CU_BREAK_LINE 2
#define CU_BREAK_SENTENCE 3

/// "No boundary" result of following/preceding.
#define CU_BREAK_DONE (-1)

/// An ICU break iterator together with the UText it reads; opaque to Swift.
typedef struct CUBreakIterator CUBreakIterator;

/// Asks the text's owner for the chunk holding UTF-16 offset `index`.
///
/// Must set `*chunk` to the chunk's first code unit, `*chunkStart` to its offset in the whole text
/// and `*chunkLength` to its length, such that chunkStart <= index < chunkStart + chunkLength; for
/// `index == length` the last chunk (chunkStart + chunkLength == length). Returns 0 on success.
/// The memory must stay valid and unchanged until the text is replaced or the iterator closed.
/// Chunks should not split a surrogate pair (ICU copes, but more slowly).
typedef int32_t (*CUChunkCallback)(void *context, int64_t index, const uint16_t **chunk,
                                   int64_t *chunkStart, int64_t *chunkLength);

/// Opens a break iterator of `kind` (CU_BREAK_*) for `locale` (NULL or "" is the root locale),
/// over the empty text. Returns NULL when ICU fails (unknown kind, missing ICU data).
CUBreakIterator *cu_break_open(int32_t kind, const char *locale);

/// Closes an iterator from cu_break_open; NULL is allowed.
void cu_break_close(CUBreakIterator *iterator);

/// Points the iterator at a text of `length` UTF-16 code units that `callback` hands out chunk by
/// chunk (see CUChunkCallback); `context` is passed back unchanged. Break iterators use 32-bit
/// offsets, so `length` must be at most INT32_MAX. Returns 0, or an ICU error code.
int32_t cu_break_set_chunked_text(CUBreakIterator *iterator, int64_t length,
                                  CUChunkCallback callback, void *context);

/// Points the iterator at `length` contiguous UTF-16 code units (NULL with length 0 is the empty
/// text). The memory must stay valid until the text is replaced or the iterator closed.
/// Returns 0, or an ICU error code.
int32_t cu_break_set_text(CUBreakIterator *iterator, const uint16_t *text, int32_t length);

/// Points the iterator at the empty text, so that it keeps no pointer into the caller's storage.
void cu_break_detach(CUBreakIterator *iterator);

/// The first boundary after `offset`, or CU_BREAK_DONE when `offset` is at or past the end.
int32_t cu_break_following(CUBreakIterator *iterator, int32_t offset);

/// The last boundary before `offset`, or CU_BREAK_DONE when `offset` is at or before the start.
int32_t cu_break_preceding(CUBreakIterator *iterator, int32_t offset);

/// 1 when `offset` is a boundary (the start and end of the text always are), else 0.
int32_t cu_break_is_boundary(CUBreakIterator *iterator, int32_t offset);

/// The status of the rule that decided the boundary last returned (for words: CU_WORD_*).
int32_t cu_break_rule_status(CUBreakIterator *iterator);

/// Word-break rule status ranges (ICU's UWordBreak): a status in [NONE, NONE_LIMIT) ends a
/// segment that is not a word (spaces, punctuation), [NUMBER, NUMBER_LIMIT) a number,
/// [LETTER, LETTER_LIMIT) a word of letters, [KANA, KANA_LIMIT) kana, [IDEO, IDEO_LIMIT) ideographs.
#define CU_WORD_NONE 0
#define CU_WORD_NONE_LIMIT 100
#define CU_WORD_NUMBER 100
#define CU_WORD_NUMBER_LIMIT 200
#define CU_WORD_LETTER 200
#define CU_WORD_LETTER_LIMIT 300
#define CU_WORD_KANA 300
#define CU_WORD_KANA_LIMIT 400
#define CU_WORD_IDEO 400
#define CU_WORD_IDEO_LIMIT 500

/// East_Asian_Width values (ICU's UEastAsianWidth).
#define CU_EAW_NEUTRAL 0
#define CU_EAW_AMBIGUOUS 1
#define CU_EAW_HALFWIDTH 2
#define CU_EAW_FULLWIDTH 3
#define CU_EAW_NARROW 4
#define CU_EAW_WIDE 5

/// Flags of cu_grapheme_join_flags.
#define CU_JOINS_PREVIOUS 1
#define CU_JOINS_NEXT 2
#define CU_HANGUL 4

/// Fills `table[c]` for each BMP code unit c below `count` (at most 0x10000): 0 when the unit is
/// a code point of Grapheme_Cluster_Break Other, Control, CR or LF, so that no grapheme rule but
/// CR LF joins it to a neighbour of the same kind; CU_HANGUL for Hangul jamo and syllables, which
/// join only each other (and what follows a Prepend); else CU_JOINS_PREVIOUS | CU_JOINS_NEXT (Extend,
/// SpacingMark, ZWJ, Prepend, regional indicators, surrogates): a rule may join it either way.
void cu_grapheme_join_flags(uint8_t *table, int32_t count);

/// The East_Asian_Width of `codePoint` (CU_EAW_*); CU_EAW_NEUTRAL outside the code space.
int32_t cu_east_asian_width(uint32_t codePoint);

/// General_Category values (ICU's UCharCategory).
#define CU_GC_UNASSIGNED 0
#define CU_GC_UPPERCASE_LETTER 1
#define CU_GC_LOWERCASE_LETTER 2
#define CU_GC_TITLECASE_LETTER 3
#define CU_GC_MODIFIER_LETTER 4
#define CU_GC_OTHER_LETTER 5
#define CU_GC_NON_SPACING_MARK 6
#define CU_GC_ENCLOSING_MARK 7
#define CU_GC_COMBINING_SPACING_MARK 8
#define CU_GC_DECIMAL_DIGIT_NUMBER 9
#define CU_GC_LETTER_NUMBER 10
#define CU_GC_OTHER_NUMBER 11
#define CU_GC_SPACE_SEPARATOR 12
#define CU_GC_LINE_SEPARATOR 13
#define CU_GC_PARAGRAPH_SEPARATOR 14
#define CU_GC_CONTROL 15
#define CU_GC_FORMAT 16
#define CU_GC_PRIVATE_USE 17
#define CU_GC_SURROGATE 18
#define CU_GC_DASH_PUNCTUATION 19
#define CU_GC_START_PUNCTUATION 20
#define CU_GC_END_PUNCTUATION 21
#define CU_GC_CONNECTOR_PUNCTUATION 22
#define CU_GC_OTHER_PUNCTUATION 23
#define CU_GC_MATH_SYMBOL 24
#define CU_GC_CURRENCY_SYMBOL 25
#define CU_GC_MODIFIER_SYMBOL 26
#define CU_GC_OTHER_SYMBOL 27
#define CU_GC_INITIAL_PUNCTUATION 28
#define CU_GC_FINAL_PUNCTUATION 29

/// The General_Category of `codePoint` (CU_GC_*); CU_GC_UNASSIGNED outside the code space.
int32_t cu_general_category(uint32_t codePoint);

/// A character set converter (ICU's UConverter) between bytes in some encoding and UTF-16; opaque.
typedef struct CUConverter CUConverter;

/// Results of cu_converter_decode and cu_converter_encode.
/// The source was consumed (and, with flush, the converter's state ended).
#define CU_CONVERT_DONE 0
/// The target is full; call again with more room (the source pointer says what is left).
#define CU_CONVERT_TARGET_FULL 1
/// A sequence that cannot be converted (ill-formed or unmappable input, or input cut at the end of
/// a flushed stream); the source pointer is just past it. Call again to go on after it.
#define CU_CONVERT_INVALID 2

/// Opens a converter for the encoding `name` (an IANA or ICU name: "windows-1252", "Shift_JIS",
/// "UTF-16LE"...). Decoding stops at every invalid sequence (CU_CONVERT_INVALID). Encoding stops at
/// every character the encoding cannot hold when `substituteOnEncode` is 0; otherwise it writes
/// the encoding's substitution character (often "?" or 0x1A) instead. Returns NULL for an unknown
/// name (`*status` set to ICU's error code).
CUConverter *cu_converter_open(const char *name, int32_t substituteOnEncode, int32_t *status);

/// Guesses the character set of `length` bytes with ICU's charset detector (ucsdet): writes the
/// best match's name (an IANA name such as "windows-1252" or "Shift_JIS") into `name` and returns
/// its confidence, 0 to 100; -1 when there is no guess or the name does not fit in `capacity`.
int32_t cu_detect_charset(const uint8_t *bytes, int32_t length, char *name, int32_t capacity);

/// Closes a converter from cu_converter_open; NULL is allowed.
void cu_converter_close(CUConverter *converter);

/// ICU's canonical name of the converter's encoding (valid while the converter is open).
const char *cu_converter_name(const CUConverter *converter);

/// Decodes bytes from `*source` up to `sourceLimit` into UTF-16 from `*target` up to `targetLimit`,
/// advancing both pointers. A sequence cut at `sourceLimit` is kept for the next call unless `flush`
/// is 1 (the end of the input), when it is invalid. On CU_CONVERT_INVALID, `*invalidLength` is the
/// number of bytes of the invalid sequence just before `*source`. Returns CU_CONVERT_*, or a negative
/// ICU error code. (`*invalidLength` also counts bytes after the invalid sequence that the converter
/// had to take to see it was invalid: it decodes them on the next call, so the invalid sequence
/// starts `*invalidLength` bytes before `*source`.)
int32_t cu_converter_decode(CUConverter *converter, const uint8_t **source, const uint8_t *sourceLimit,
                            uint16_t **target, uint16_t *targetLimit, int32_t flush, int32_t *invalidLength);

/// Encodes UTF-16 from `*source` up to `sourceLimit` into bytes from `*target` up to `targetLimit`,
/// like cu_converter_decode the other way. On CU_CONVERT_INVALID, `*invalidLength` is the number of
/// UTF-16 units from the start of the character that cannot be encoded (or of a lone surrogate) to
/// `*source`.
int32_t cu_converter_encode(CUConverter *converter, const uint16_t **source, const uint16_t *sourceLimit,
                            uint8_t **target, uint8_t *targetLimit, int32_t flush, int32_t *invalidLength);

/// Terminal cell classes of a code point (cu_cell_width_class).
#define CU_CELL_ZERO 0
#define CU_CELL_NARROW 1
#define CU_CELL_WIDE 2

/// How many terminal cells `codePoint` takes on its own: CU_CELL_ZERO for nonspacing and
/// enclosing marks and format characters (General_Category Mn, Me, Cf), CU_CELL_WIDE for
/// Emoji_Presentation and for East_Asian_Width Wide or Fullwidth, else CU_CELL_NARROW.
int32_t cu_cell_width_class(uint32_t codePoint);

/// 1 when `codePoint` has the Emoji property (so U+FE0F after it asks for emoji presentation).
int32_t cu_has_emoji_property(uint32_t codePoint);

/// An ICU regular expression together with the UText it reads; opaque to Swift.
typedef struct CURegex CURegex;

/// Regular expression flags (ICU's URegexpFlag values).
#define CU_REGEX_CASE_INSENSITIVE 2
#define CU_REGEX_MULTILINE 8
#define CU_REGEX_DOTALL 32

/// The status of a match stopped by its time limit (U_REGEX_TIME_OUT) or by the continue
/// callback (U_REGEX_STOPPED_BY_CALLER).
#define CU_REGEX_TIME_OUT 66322
#define CU_REGEX_STOPPED_BY_CALLER 66323

/// Asked during a long match, with ICU's time count of the matcher (one per 10,000 backtracking
/// states saved, from the last time the region was set): nonzero lets it go on, 0 stops it.
typedef int32_t (*CUContinueCallback)(void *context, int32_t steps);

/// Compiles `pattern` (`length` UTF-16 code units) with `flags` (CU_REGEX_*). On failure returns
/// NULL, with the ICU status in `*status` (see cu_error_name) and the line and UTF-16 offset in
/// the pattern where the error was found (-1 when ICU does not say).
CURegex *cu_regex_open(const uint16_t *pattern, int32_t length, uint32_t flags, int32_t *status,
                       int32_t *errorLine, int32_t *errorOffset);

/// A new regex with the pattern and flags of `source` (ICU's uregex_clone: the compiled pattern is
/// shared, read only, so cloning one source from several threads is safe), set up as
/// cu_regex_open sets one up. On failure returns NULL with the ICU status in `*status`.
CURegex *cu_regex_clone(const CURegex *source, int32_t *status);

/// Closes a regex from cu_regex_open or cu_regex_clone; NULL is allowed.
void cu_regex_close(CURegex *regex);

/// ICU's name of an error status (u_errorName), a static string.
const char *cu_error_name(int32_t status);

/// The number of capture groups.
int32_t cu_regex_group_count(CURegex *regex);

/// The number of the capture group called `name`, or -1 when there is none.
int32_t cu_regex_group_number(CURegex *regex, const uint16_t *name, int32_t length);

/// Sets the time limit of one find, in ICU's match steps (0: none), and the callback asked at
/// each step (NULL: none). Returns 0, or an ICU error code.
int32_t cu_regex_set_limits(CURegex *regex, int32_t timeLimit, CUContinueCallback shouldContinue, void *context);

/// Lets the next finds report only matches that start before `startLimit` (an index of the
/// current text; INT64_MAX for no bound): a find stops, with CU_REGEX_STOPPED_BY_CALLER and
/// cu_regex_reached_start_limit true, once its next attempt would start at or past it, instead
/// of scanning on for a match that would be dropped. Returns 0, or an ICU error code.
int32_t cu_regex_set_start_limit(CURegex *regex, int64_t startLimit);

/// Whether a find stopped at the start limit since it was last set.
int32_t cu_regex_reached_start_limit(const CURegex *regex);

/// Points the regex at a text of `length` UTF-16 code units that `callback` hands out chunk by
/// chunk (see CUChunkCallback). Returns 0, or an ICU error code.
int32_t cu_regex_set_chunked_text(CURegex *regex, int64_t length, CUChunkCallback callback, void *context);

/// Points the regex at `length` contiguous UTF-16 code units (ICU's fastest path: the whole text
/// is one chunk); they must stay valid until the next cu_regex_set_* or cu_regex_detach.
/// Returns 0, or an ICU error code.
int32_t cu_regex_set_units(CURegex *regex, const uint16_t *units, int32_t length);

/// Points the regex at the empty text, so that it keeps no pointer into the caller's storage.
void cu_regex_detach(CURegex *regex);

/// Finds the first match starting in [start, limit) and ending by `limit`; the text around the
/// range stays visible to lookaround and \b. Returns 1 when found, else 0 with the ICU status in
/// `*status` (0 when there is simply no match).
int32_t cu_regex_find_in(CURegex *regex, int64_t start, int64_t limit, int32_t *status);

/// Finds the next match after the last one (after an empty one, one code point further).
int32_t cu_regex_find_next(CURegex *regex, int32_t *status);

/// The start of capture group `group` (0: the whole match) of the last match; -1 when it did not
/// take part.
int64_t cu_regex_group_start(CURegex *regex, int32_t group);

/// The end of capture group `group` of the last match; -1 when it did not take part.
int64_t cu_regex_group_end(CURegex *regex, int32_t group);

/// Options of cu_fold.
#define CU_FOLD_CASE 1
#define CU_FOLD_DIACRITICS 2
/// A buffer this large holds any fold of one code point.
#define CU_FOLD_CAPACITY 32

/// Writes the search key of `codePoint` to `dest`: its canonical decomposition without
/// nonspacing marks (CU_FOLD_DIACRITICS), then its full case folding (CU_FOLD_CASE). Returns the
/// number of code units written (0 for a mark dropped entirely), or -1 when it does not fit.
int32_t cu_fold(uint32_t codePoint, int32_t options, uint16_t *dest, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
