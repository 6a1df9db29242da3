// Break iterators over contiguous or chunked UTF-16.
#include "CUnicode.h"
#include "ChunkedText.h"

#include <stdlib.h>
#include "icu_declarations.h"

_Static_assert(CU_BREAK_CHARACTER == UBRK_CHARACTER, "CU_BREAK_CHARACTER");
_Static_assert(CU_BREAK_WORD == UBRK_WORD, "CU_BREAK_WORD");
_Static_assert(CU_BREAK_LINE == UBRK_LINE, "CU_BREAK_LINE");
_Static_assert(CU_BREAK_SENTENCE == UBRK_SENTENCE, "CU_BREAK_SENTENCE");
_Static_assert(CU_BREAK_DONE == UBRK_DONE, "CU_BREAK_DONE");
_Static_assert(CU_WORD_NONE == UBRK_WORD_NONE && CU_WORD_NONE_LIMIT == UBRK_WORD_NONE_LIMIT, "CU_WORD_NONE");
_Static_assert(CU_WORD_NUMBER == UBRK_WORD_NUMBER && CU_WORD_NUMBER_LIMIT == UBRK_WORD_NUMBER_LIMIT, "CU_WORD_NUMBER");
_Static_assert(CU_WORD_LETTER == UBRK_WORD_LETTER && CU_WORD_LETTER_LIMIT == UBRK_WORD_LETTER_LIMIT, "CU_WORD_LETTER");
_Static_assert(CU_WORD_KANA == UBRK_WORD_KANA && CU_WORD_KANA_LIMIT == UBRK_WORD_KANA_LIMIT, "CU_WORD_KANA");
_Static_assert(CU_WORD_IDEO == UBRK_WORD_IDEO && CU_WORD_IDEO_LIMIT == UBRK_WORD_IDEO_LIMIT, "CU_WORD_IDEO");

struct CUBreakIterator {
    UBreakIterator *iterator;
    // The chunked text handed to ubrk_setUText; ICU keeps its own shallow clone, which reads the
    // same source, so both live as long as the iterator.
    UText text;
    CUChunkSource source;
};

static const UChar emptyText[1] = {0};

CUBreakIterator *cu_break_open(int32_t kind, const char *locale) {
    if (kind < CU_BREAK_CHARACTER || kind > CU_BREAK_SENTENCE) {
        return NULL;
    }
    CUBreakIterator *result = calloc(1, sizeof(CUBreakIterator));
    if (result == NULL) {
        return NULL;
    }
    UText initial = UTEXT_INITIALIZER;
    result->text = initial;
    UErrorCode status = U_ZERO_ERROR;
    result->iterator = ubrk_open((UBreakIteratorType)kind, locale == NULL ? "" : locale, emptyText, 0, &status);
    if (U_FAILURE(status) || result->iterator == NULL) {
        if (result->iterator != NULL) {
            ubrk_close(result->iterator);
        }
        free(result);
        return NULL;
    }
    return result;
}

void cu_break_close(CUBreakIterator *iterator) {
    if (iterator == NULL) {
        return;
    }
    ubrk_close(iterator->iterator);
    utext_close(&iterator->text);
    free(iterator);
}

int32_t cu_break_set_chunked_text(CUBreakIterator *iterator, int64_t length, CUChunkCallback callback,
                                  void *context) {
    if (length < 0 || length > INT32_MAX || callback == NULL) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    iterator->source.callback = callback;
    iterator->source.context = context;
    iterator->source.length = length;
    UErrorCode status = U_ZERO_ERROR;
    cu_chunked_text_open(&iterator->text, &iterator->source, &status);
    if (U_FAILURE(status)) {
        cu_break_detach(iterator);
        return status;
    }
    ubrk_setUText(iterator->iterator, &iterator->text, &status);
    if (U_FAILURE(status)) {
        cu_break_detach(iterator);
        return status;
    }
    return 0;
}

int32_t cu_break_set_text(CUBreakIterator *iterator, const uint16_t *text, int32_t length) {
    if (length < 0 || (text == NULL && length != 0)) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator->iterator, text == NULL ? emptyText : (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        cu_break_detach(iterator);
        return status;
    }
    return 0;
}

void cu_break_detach(CUBreakIterator *iterator) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator->iterator, emptyText, 0, &status);
    iterator->source.callback = NULL;
    iterator->source.context = NULL;
    iterator->source.length = 0;
}

int32_t cu_break_following(CUBreakIterator *iterator, int32_t offset) {
    return ubrk_following(iterator->iterator, offset);
}

int32_t cu_break_preceding(CUBreakIterator *iterator, int32_t offset) {
    return ubrk_preceding(iterator->iterator, offset);
}

int32_t cu_break_is_boundary(CUBreakIterator *iterator, int32_t offset) {
    return ubrk_isBoundary(iterator->iterator, offset) ? 1 : 0;
}

int32_t cu_break_rule_status(CUBreakIterator *iterator) {
    return ubrk_getRuleStatus(iterator->iterator);
}
