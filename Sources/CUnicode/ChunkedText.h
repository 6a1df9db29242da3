// A read-only UText provider over text that its owner hands out chunk by chunk (see
// CUChunkCallback). Private to CUnicode: it names ICU types, so Swift must never read it.
#ifndef CUNICODE_CHUNKED_TEXT_H
#define CUNICODE_CHUNKED_TEXT_H

#include "icu_declarations.h"
#include "CUnicode.h"

/// Where a chunked UText gets its text. Every clone of the UText points at the same source, so the
/// source must outlive them all (CUBreakIterator owns one).
typedef struct CUChunkSource {
    CUChunkCallback callback;
    void *context;
    int64_t length;
} CUChunkSource;

/// Sets up `ut` (opened before, or initialised with UTEXT_INITIALIZER) to read `source`, and
/// fetches the chunk at offset 0.
void cu_chunked_text_open(UText *ut, const CUChunkSource *source, UErrorCode *status);

#endif
