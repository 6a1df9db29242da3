// ICU regular expressions over chunked UTF-16 (the same UText provider as the break iterators),
// and the per-code-point folding of the literal search. Every ICU call of the search lives here.
#include "CUnicode.h"
#include "ChunkedText.h"

#include <stdlib.h>
#include <string.h>
#include "icu_declarations.h"

_Static_assert(CU_REGEX_CASE_INSENSITIVE == UREGEX_CASE_INSENSITIVE, "CU_REGEX_CASE_INSENSITIVE");
_Static_assert(CU_REGEX_MULTILINE == UREGEX_MULTILINE, "CU_REGEX_MULTILINE");
_Static_assert(CU_REGEX_DOTALL == UREGEX_DOTALL, "CU_REGEX_DOTALL");
_Static_assert(CU_REGEX_TIME_OUT == U_REGEX_TIME_OUT, "CU_REGEX_TIME_OUT");
_Static_assert(CU_REGEX_STOPPED_BY_CALLER == U_REGEX_STOPPED_BY_CALLER, "CU_REGEX_STOPPED_BY_CALLER");

struct CURegex {
    URegularExpression *regex;
    // The chunked text handed to uregex_setUText; ICU keeps its own shallow clone of it, which
    // reads the same source, so both live as long as the regex.
    UText text;
    CUChunkSource source;
    CUContinueCallback shouldContinue;
    void *continueContext;
    // Matches must start before this index of the current text (INT64_MAX: anywhere); ICU's find
    // progress callback stops the scan once its next attempt is at or past it.
    int64_t startLimit;
    // Whether the last find stopped at startLimit (and not through shouldContinue).
    int reachedStartLimit;
};

static const UChar emptyText[1] = {0};

static UBool findProgressCallback(const void *context, int64_t matchIndex) {
    CURegex *regex = (CURegex *)context;
    if (matchIndex >= regex->startLimit) {
        regex->reachedStartLimit = 1;
        return 0;
    }
    return 1;
}

/// The matcher settings every program has.
static void configure(CURegex *regex) {
    UErrorCode code = U_ZERO_ERROR;
    // Lookbehind, \b and ^ see the text outside a search range; a range start is not an anchor.
    uregex_useTransparentBounds(regex->regex, 1, &code);
    uregex_useAnchoringBounds(regex->regex, 0, &code);
    regex->startLimit = INT64_MAX;
}

/// Wraps `regex` (from uregex_open or uregex_clone, with its status `code`) in a CURegex set up
/// for searching; on failure closes what there is and returns NULL with the status in `*status`.
static CURegex *wrap(URegularExpression *regex, UErrorCode code, int32_t *status) {
    CURegex *result = U_SUCCESS(code) && regex != NULL ? calloc(1, sizeof(CURegex)) : NULL;
    if (result == NULL) {
        if (regex != NULL) {
            uregex_close(regex);
        }
        *status = U_FAILURE(code) ? code : (regex == NULL ? U_INTERNAL_PROGRAM_ERROR : U_MEMORY_ALLOCATION_ERROR);
        return NULL;
    }
    UText initial = UTEXT_INITIALIZER;
    result->text = initial;
    result->regex = regex;
    configure(result);
    return result;
}

CURegex *cu_regex_open(const uint16_t *pattern, int32_t length, uint32_t flags, int32_t *status,
                       int32_t *errorLine, int32_t *errorOffset) {
    *status = 0;
    UParseError parseError;
    memset(&parseError, 0, sizeof(parseError));
    parseError.line = -1;
    parseError.offset = -1;
    UErrorCode code = U_ZERO_ERROR;
    URegularExpression *regex = uregex_open(length == 0 ? emptyText : (const UChar *)pattern, length, flags,
                                            &parseError, &code);
    CURegex *result = wrap(regex, code, status);
    *errorLine = result == NULL ? parseError.line : -1;
    *errorOffset = result == NULL ? parseError.offset : -1;
    return result;
}

CURegex *cu_regex_clone(const CURegex *source, int32_t *status) {
    *status = 0;
    UErrorCode code = U_ZERO_ERROR;
    // A clone has the pattern and its flags, not the matcher's settings: wrap sets them again.
    return wrap(uregex_clone(source->regex, &code), code, status);
}

void cu_regex_close(CURegex *regex) {
    if (regex == NULL) {
        return;
    }
    uregex_close(regex->regex);
    utext_close(&regex->text);
    free(regex);
}

const char *cu_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}

int32_t cu_regex_group_count(CURegex *regex) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = uregex_groupCount(regex->regex, &status);
    return U_FAILURE(status) ? 0 : count;
}

int32_t cu_regex_group_number(CURegex *regex, const uint16_t *name, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t number = uregex_groupNumberFromName(regex->regex, (const UChar *)name, length, &status);
    return U_FAILURE(status) ? -1 : number;
}

static UBool matchCallback(const void *context, int32_t steps) {
    const CURegex *regex = (const CURegex *)context;
    return regex->shouldContinue == NULL || regex->shouldContinue(regex->continueContext, steps) != 0;
}

int32_t cu_regex_set_limits(CURegex *regex, int32_t timeLimit, CUContinueCallback shouldContinue, void *context) {
    UErrorCode status = U_ZERO_ERROR;
    uregex_setTimeLimit(regex->regex, timeLimit < 0 ? 0 : timeLimit, &status);
    regex->shouldContinue = shouldContinue;
    regex->continueContext = context;
    uregex_setMatchCallback(regex->regex, shouldContinue == NULL ? NULL : matchCallback, regex, &status);
    return status;
}

int32_t cu_regex_set_start_limit(CURegex *regex, int64_t startLimit) {
    UErrorCode status = U_ZERO_ERROR;
    regex->startLimit = startLimit;
    regex->reachedStartLimit = 0;
    // No callback at all without a limit: ICU then calls nothing per position.
    uregex_setFindProgressCallback(regex->regex, startLimit == INT64_MAX ? NULL : findProgressCallback, regex, &status);
    return status;
}

int32_t cu_regex_reached_start_limit(const CURegex *regex) {
    return regex->reachedStartLimit;
}

int32_t cu_regex_set_chunked_text(CURegex *regex, int64_t length, CUChunkCallback callback, void *context) {
    if (length < 0 || callback == NULL) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    regex->source.callback = callback;
    regex->source.context = context;
    regex->source.length = length;
    UErrorCode status = U_ZERO_ERROR;
    cu_chunked_text_open(&regex->text, &regex->source, &status);
    if (U_SUCCESS(status)) {
        uregex_setUText(regex->regex, &regex->text, &status);
    }
    if (U_FAILURE(status)) {
        cu_regex_detach(regex);
    }
    return status;
}

int32_t cu_regex_set_units(CURegex *regex, const uint16_t *units, int32_t length) {
    if (length < 0 || (units == NULL && length > 0)) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    UErrorCode status = U_ZERO_ERROR;
    uregex_setText(regex->regex, length == 0 ? emptyText : (const UChar *)units, length, &status);
    return status;
}

void cu_regex_detach(CURegex *regex) {
    UErrorCode status = U_ZERO_ERROR;
    uregex_setText(regex->regex, emptyText, 0, &status);
    regex->source.callback = NULL;
    regex->source.context = NULL;
    regex->source.length = 0;
}

int32_t cu_regex_find_in(CURegex *regex, int64_t start, int64_t limit, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    uregex_setRegion64(regex->regex, start, limit, &code);
    UBool found = U_SUCCESS(code) ? uregex_findNext(regex->regex, &code) : 0;
    *status = code;
    return U_SUCCESS(code) && found ? 1 : 0;
}

int32_t cu_regex_find_next(CURegex *regex, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UBool found = uregex_findNext(regex->regex, &code);
    *status = code;
    return U_SUCCESS(code) && found ? 1 : 0;
}

int64_t cu_regex_group_start(CURegex *regex, int32_t group) {
    UErrorCode status = U_ZERO_ERROR;
    int64_t start = uregex_start64(regex->regex, group, &status);
    return U_FAILURE(status) ? -1 : start;
}

int64_t cu_regex_group_end(CURegex *regex, int32_t group) {
    UErrorCode status = U_ZERO_ERROR;
    int64_t end = uregex_end64(regex->regex, group, &status);
    return U_FAILURE(status) ? -1 : end;
}

// Folding for the literal search.

static int32_t stripMarks(UChar *buffer, int32_t length) {
    int32_t kept = 0;
    for (int32_t i = 0; i < length;) {
        UChar32 c;
        int32_t start = i;
        U16_NEXT(buffer, i, length, c);
        if (u_charType(c) == U_NON_SPACING_MARK) {
            continue;
        }
        for (int32_t j = start; j < i; j++) {
            buffer[kept++] = buffer[j];
        }
    }
    return kept;
}

static int32_t decomposeWithoutMarks(const UChar *source, int32_t length, UChar *dest, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t decomposed = unorm2_normalize(nfd, source, length, dest, capacity, &status);
    if (U_FAILURE(status) || decomposed > capacity) {
        return -1;
    }
    return stripMarks(dest, decomposed);
}

int32_t cu_fold(uint32_t codePoint, int32_t options, uint16_t *dest, int32_t capacity) {
    UChar source[2];
    int32_t length = 0;
    if (codePoint > 0x10FFFF) {
        return -1;
    }
    U16_APPEND_UNSAFE(source, length, (UChar32)codePoint);
    UChar first[CU_FOLD_CAPACITY];
    UChar second[CU_FOLD_CAPACITY];
    const UChar *current = source;
    int32_t count = length;
    // A Hangul syllable is a letter, not a letter with marks: it keeps its precomposed form.
    int isHangulSyllable = codePoint >= 0xAC00 && codePoint <= 0xD7A3;
    if ((options & CU_FOLD_DIACRITICS) && !isHangulSyllable) {
        count = decomposeWithoutMarks(current, count, first, CU_FOLD_CAPACITY);
        if (count < 0) {
            return -1;
        }
        current = first;
    }
    if (options & CU_FOLD_CASE) {
        UErrorCode status = U_ZERO_ERROR;
        count = u_strFoldCase(second, CU_FOLD_CAPACITY, current, count, U_FOLD_CASE_DEFAULT, &status);
        if (U_FAILURE(status) || count > CU_FOLD_CAPACITY) {
            return -1;
        }
        current = second;
        if ((options & CU_FOLD_DIACRITICS) && !isHangulSyllable) {
            // Folding can give back a precomposed letter (U+1E9E -> ß is fine, but Å -> å is
            // precomposed again), so its marks go too.
            count = decomposeWithoutMarks(current, count, first, CU_FOLD_CAPACITY);
            if (count < 0) {
                return -1;
            }
            current = first;
        }
    }
    if (count > capacity) {
        return -1;
    }
    memcpy(dest, current, (size_t)count * sizeof(UChar));
    return count;
}
