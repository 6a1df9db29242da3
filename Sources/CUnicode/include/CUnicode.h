// CUnicode: an opaque C API over ICU for TextViewCore.
//
// This header is read by Swift, so it must never mention an ICU type: a Swift module that sees ICU's
// headers beside Foundation (which ships its own renamed ICU) does not compile, and ICU's versioned
// symbols are macros Swift cannot call. Only <stdint.h> types and opaque structs appear here; the .c
// files include <unicode/*.h>.
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
typedef int32_t (*CUChunkCallback)(void *context, int64_t index, const uint16_t **chunk,
                                   int64_t *chunkStart, int64_t *chunkLength);

CUBreakIterator *cu_break_open(int32_t kind, const char *locale);
void cu_break_close(CUBreakIterator *iterator);
int32_t cu_break_set_chunked_text(CUBreakIterator *iterator, int64_t length,
                                  CUChunkCallback callback, void *context);
int32_t cu_break_set_text(CUBreakIterator *iterator, const uint16_t *text, int32_t length);
int32_t cu_break_following(CUBreakIterator *iterator, int32_t offset);
int32_t cu_break_preceding(CUBreakIterator *iterator, int32_t offset);
int32_t cu_break_is_boundary(CUBreakIterator *iterator, int32_t offset);
int32_t cu_break_rule_status(CUBreakIterator *iterator);

int32_t cu_east_asian_width(uint32_t codePoint);
int32_t cu_general_category(uint32_t codePoint);

#ifdef __cplusplus
}
#endif

#endif
