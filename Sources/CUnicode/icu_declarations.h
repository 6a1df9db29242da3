// The ICU functions and types CUnicode uses, declared here instead of included from <unicode/*.h>.
//
// Why: Apple platforms ship ICU only as the system library `libicucore`, without headers, and with
// unversioned symbol names (`ubrk_open`); Debian ships headers and versioned names (`ubrk_open_72`).
// Declaring the few functions ourselves lets the same C files build against both, and the Linux
// build compiles exactly these declarations, so they are checked where CI runs.
//
// Private to CUnicode (not under include/): Swift never reads it, because a Swift module that sees
// ICU's types beside Foundation's own renamed ICU does not compile.
//
// The symbol suffix: TVC_ICU_SUFFIX is ICU's major version with an underscore (`_72`) on Linux,
// passed by Package.swift as `-DTVC_ICU_SUFFIX=_72` (from `pkg-config --modversion icu-uc`), and
// empty on Apple platforms (the system's libicucore exports unversioned names).
//
// To add an ICU function: copy its prototype from ICU's C API reference (unicode/*.h, the `U_CAPI`
// line), replace ICU's macros (U_EXPORT2, U_CALLCONV) by nothing, and put one rename line before it:
//
//     #define ucnv_reset TVC_ICU_NAME(ucnv_reset)
//     void ucnv_reset(UConverter *converter);
//
// Types: declare an opaque ICU struct as `typedef struct UFoo UFoo;`; an ICU enum as `int32_t`
// (C enums are int-sized on every platform ICU supports) with the values the C files need, each
// copied from ICU's header (they are part of ICU's stable ABI). A struct whose fields CUnicode reads
// or writes (UText, UTextFuncs) must copy ICU's layout exactly.
#ifndef CUNICODE_ICU_DECLARATIONS_H
#define CUNICODE_ICU_DECLARATIONS_H

// A C file that still includes ICU's own headers (before this one) gets ICU's declarations from
// them: repeating them here would clash. Such a file only builds where ICU's headers exist, so
// convert it (declare what it calls below and drop its ICU header includes).
#ifndef U_ICU_VERSION_MAJOR_NUM

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifndef TVC_ICU_SUFFIX
#if defined(__APPLE__)
#define TVC_ICU_SUFFIX
#else
#error "TVC_ICU_SUFFIX is not set: Package.swift passes -DTVC_ICU_SUFFIX=_NN (ICU's major version, from `pkg-config --modversion icu-uc`, or the TVC_ICU_SUFFIX environment variable)"
#endif
#endif

#define TVC_ICU_PASTE2(name, suffix) name##suffix
#define TVC_ICU_PASTE(name, suffix) TVC_ICU_PASTE2(name, suffix)
/// The linked name of ICU function `name`: `name` followed by the build's suffix.
#define TVC_ICU_NAME(name) TVC_ICU_PASTE(name, TVC_ICU_SUFFIX)

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Basic types (unicode/umachine.h, unicode/utypes.h)

typedef int8_t UBool;
typedef uint16_t UChar;
typedef int32_t UChar32;

typedef int32_t UErrorCode;
#define U_STRING_NOT_TERMINATED_WARNING (-124)
#define U_ZERO_ERROR 0
#define U_ILLEGAL_ARGUMENT_ERROR 1
#define U_FILE_ACCESS_ERROR 4
#define U_MEMORY_ALLOCATION_ERROR 7
#define U_INDEX_OUTOFBOUNDS_ERROR 8
#define U_INVALID_CHAR_FOUND 10
#define U_TRUNCATED_CHAR_FOUND 11
#define U_ILLEGAL_CHAR_FOUND 12
#define U_BUFFER_OVERFLOW_ERROR 15
#define U_UNSUPPORTED_ERROR 16
#define U_ILLEGAL_ESCAPE_SEQUENCE 18
#define U_UNSUPPORTED_ESCAPE_SEQUENCE 19
#define U_SUCCESS(code) ((code) <= U_ZERO_ERROR)
#define U_FAILURE(code) ((code) > U_ZERO_ERROR)

#define U16_IS_LEAD(c) (((c) & 0xfffffc00) == 0xd800)
#define U16_IS_TRAIL(c) (((c) & 0xfffffc00) == 0xdc00)
#define U16_SURROGATE_OFFSET ((0xd800 << 10UL) + 0xdc00 - 0x10000)
#define U16_GET_SUPPLEMENTARY(lead, trail) (((UChar32)(lead) << 10UL) + (UChar32)(trail) - U16_SURROGATE_OFFSET)
/// Reads the code point at s[i] (advancing i past it); a lone surrogate is returned as itself.
#define U16_NEXT(s, i, length, c) do { \
    (c) = (s)[(i)++]; \
    if (U16_IS_LEAD(c)) { \
        uint16_t tvc_trail_; \
        if ((i) != (length) && U16_IS_TRAIL(tvc_trail_ = (s)[(i)])) { \
            ++(i); \
            (c) = U16_GET_SUPPLEMENTARY((c), tvc_trail_); \
        } \
    } \
} while (0)
/// Writes code point c at s[i] (advancing i), with no bounds check.
#define U16_APPEND_UNSAFE(s, i, c) do { \
    if ((uint32_t)(c) <= 0xffff) { \
        (s)[(i)++] = (uint16_t)(c); \
    } else { \
        (s)[(i)++] = (uint16_t)(((c) >> 10) + 0xd7c0); \
        (s)[(i)++] = (uint16_t)(((c) & 0x3ff) | 0xdc00); \
    } \
} while (0)

// MARK: UText (unicode/utext.h): CUnicode implements a provider, so the layouts are ICU's.

typedef struct UText UText;

typedef UText *UTextClone(UText *dest, const UText *src, UBool deep, UErrorCode *status);
typedef int64_t UTextNativeLength(UText *ut);
typedef UBool UTextAccess(UText *ut, int64_t nativeIndex, UBool forward);
typedef int32_t UTextExtract(UText *ut, int64_t nativeStart, int64_t nativeLimit, UChar *dest,
                             int32_t destCapacity, UErrorCode *status);
typedef int32_t UTextReplace(UText *ut, int64_t nativeStart, int64_t nativeLimit,
                             const UChar *replacementText, int32_t replacmentLength, UErrorCode *status);
typedef void UTextCopy(UText *ut, int64_t nativeStart, int64_t nativeLimit, int64_t nativeDest, UBool move,
                       UErrorCode *status);
typedef int64_t UTextMapOffsetToNative(const UText *ut);
typedef int32_t UTextMapNativeIndexToUTF16(const UText *ut, int64_t nativeIndex);
typedef void UTextClose(UText *ut);

/// ICU's provider function table: exactly 16 pointer-or-int32 slots, in this order.
typedef struct UTextFuncs {
    int32_t tableSize;
    int32_t reserved1, reserved2, reserved3;
    UTextClone *clone;
    UTextNativeLength *nativeLength;
    UTextAccess *access;
    UTextExtract *extract;
    UTextReplace *replace;
    UTextCopy *copy;
    UTextMapOffsetToNative *mapOffsetToNative;
    UTextMapNativeIndexToUTF16 *mapNativeIndexToUTF16;
    UTextClose *close;
    UTextClose *spare1;
    UTextClose *spare2;
    UTextClose *spare3;
} UTextFuncs;

struct UText {
    uint32_t magic;
    int32_t flags;
    int32_t providerProperties;
    int32_t sizeOfStruct;
    int64_t chunkNativeLimit;
    int32_t extraSize;
    int32_t nativeIndexingLimit;
    int64_t chunkNativeStart;
    int32_t chunkOffset;
    int32_t chunkLength;
    const UChar *chunkContents;
    const UTextFuncs *pFuncs;
    void *pExtra;
    const void *context;
    const void *p;
    const void *q;
    const void *r;
    void *privP;
    int64_t a;
    int32_t b;
    int32_t c;
    int64_t privA;
    int32_t privB;
    int32_t privC;
};

#define UTEXT_MAGIC 0x345ad82c
#define UTEXT_PROVIDER_STABLE_CHUNKS 2
#define UTEXT_INITIALIZER \
    { UTEXT_MAGIC, 0, 0, sizeof(UText), 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0, 0 }

#define utext_setup TVC_ICU_NAME(utext_setup)
UText *utext_setup(UText *ut, int32_t extraSpace, UErrorCode *status);

#define utext_close TVC_ICU_NAME(utext_close)
UText *utext_close(UText *ut);

// MARK: Strings (unicode/ustring.h)

#define u_memcpy TVC_ICU_NAME(u_memcpy)
UChar *u_memcpy(UChar *dest, const UChar *src, int32_t count);

// MARK: Break iterators (unicode/ubrk.h)

typedef struct UBreakIterator UBreakIterator;

/// UBreakIteratorType.
typedef int32_t UBreakIteratorType;
#define UBRK_CHARACTER 0
#define UBRK_WORD 1
#define UBRK_LINE 2
#define UBRK_SENTENCE 3
#define UBRK_DONE (-1)

/// UWordBreak rule status ranges.
#define UBRK_WORD_NONE 0
#define UBRK_WORD_NONE_LIMIT 100
#define UBRK_WORD_NUMBER 100
#define UBRK_WORD_NUMBER_LIMIT 200
#define UBRK_WORD_LETTER 200
#define UBRK_WORD_LETTER_LIMIT 300
#define UBRK_WORD_KANA 300
#define UBRK_WORD_KANA_LIMIT 400
#define UBRK_WORD_IDEO 400
#define UBRK_WORD_IDEO_LIMIT 500

#define ubrk_open TVC_ICU_NAME(ubrk_open)
UBreakIterator *ubrk_open(UBreakIteratorType type, const char *locale, const UChar *text, int32_t textLength,
                          UErrorCode *status);

#define ubrk_close TVC_ICU_NAME(ubrk_close)
void ubrk_close(UBreakIterator *bi);

#define ubrk_setText TVC_ICU_NAME(ubrk_setText)
void ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t textLength, UErrorCode *status);

#define ubrk_setUText TVC_ICU_NAME(ubrk_setUText)
void ubrk_setUText(UBreakIterator *bi, UText *text, UErrorCode *status);

#define ubrk_following TVC_ICU_NAME(ubrk_following)
int32_t ubrk_following(UBreakIterator *bi, int32_t offset);

#define ubrk_preceding TVC_ICU_NAME(ubrk_preceding)
int32_t ubrk_preceding(UBreakIterator *bi, int32_t offset);

#define ubrk_isBoundary TVC_ICU_NAME(ubrk_isBoundary)
UBool ubrk_isBoundary(UBreakIterator *bi, int32_t offset);

#define ubrk_getRuleStatus TVC_ICU_NAME(ubrk_getRuleStatus)
int32_t ubrk_getRuleStatus(UBreakIterator *bi);

// MARK: Character properties (unicode/uchar.h)

/// UProperty.
typedef int32_t UProperty;
#define UCHAR_EAST_ASIAN_WIDTH 0x1004
#define UCHAR_GRAPHEME_CLUSTER_BREAK 0x1012
/// UGraphemeClusterBreak values.
#define U_GCB_OTHER 0
#define U_GCB_CONTROL 1
#define U_GCB_CR 2
#define U_GCB_LF 5

/// UEastAsianWidth.
#define U_EA_NEUTRAL 0
#define U_EA_AMBIGUOUS 1
#define U_EA_HALFWIDTH 2
#define U_EA_FULLWIDTH 3
#define U_EA_NARROW 4
#define U_EA_WIDE 5

/// UCharCategory.
#define U_UNASSIGNED 0
#define U_UPPERCASE_LETTER 1
#define U_LOWERCASE_LETTER 2
#define U_TITLECASE_LETTER 3
#define U_MODIFIER_LETTER 4
#define U_OTHER_LETTER 5
#define U_NON_SPACING_MARK 6
#define U_ENCLOSING_MARK 7
#define U_COMBINING_SPACING_MARK 8
#define U_DECIMAL_DIGIT_NUMBER 9
#define U_LETTER_NUMBER 10
#define U_OTHER_NUMBER 11
#define U_SPACE_SEPARATOR 12
#define U_LINE_SEPARATOR 13
#define U_PARAGRAPH_SEPARATOR 14
#define U_CONTROL_CHAR 15
#define U_FORMAT_CHAR 16
#define U_PRIVATE_USE_CHAR 17
#define U_SURROGATE 18
#define U_DASH_PUNCTUATION 19
#define U_START_PUNCTUATION 20
#define U_END_PUNCTUATION 21
#define U_CONNECTOR_PUNCTUATION 22
#define U_OTHER_PUNCTUATION 23
#define U_MATH_SYMBOL 24
#define U_CURRENCY_SYMBOL 25
#define U_MODIFIER_SYMBOL 26
#define U_OTHER_SYMBOL 27
#define U_INITIAL_PUNCTUATION 28
#define U_FINAL_PUNCTUATION 29

#define u_getIntPropertyValue TVC_ICU_NAME(u_getIntPropertyValue)
int32_t u_getIntPropertyValue(UChar32 c, UProperty which);

#define u_charType TVC_ICU_NAME(u_charType)
int8_t u_charType(UChar32 c);

/// Binary properties (UProperty) the layout's cell widths read.
#define UCHAR_EMOJI 57
#define UCHAR_EMOJI_PRESENTATION 58

#define u_hasBinaryProperty TVC_ICU_NAME(u_hasBinaryProperty)
UBool u_hasBinaryProperty(UChar32 c, UProperty which);

// MARK: Errors, case folding, normalisation (unicode/utypes.h, unicode/ustring.h, unicode/unorm2.h)

#define U_INTERNAL_PROGRAM_ERROR 5

#define u_errorName TVC_ICU_NAME(u_errorName)
const char *u_errorName(UErrorCode code);

/// u_strFoldCase's default options (full case folding).
#define U_FOLD_CASE_DEFAULT 0

#define u_strFoldCase TVC_ICU_NAME(u_strFoldCase)
int32_t u_strFoldCase(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, uint32_t options,
                      UErrorCode *pErrorCode);

typedef struct UNormalizer2 UNormalizer2;

#define unorm2_getNFDInstance TVC_ICU_NAME(unorm2_getNFDInstance)
const UNormalizer2 *unorm2_getNFDInstance(UErrorCode *pErrorCode);

#define unorm2_normalize TVC_ICU_NAME(unorm2_normalize)
int32_t unorm2_normalize(const UNormalizer2 *norm2, const UChar *src, int32_t length, UChar *dest, int32_t capacity,
                         UErrorCode *pErrorCode);

// MARK: Regular expressions (unicode/uregex.h, unicode/parseerr.h), in libicui18n

typedef struct URegularExpression URegularExpression;

/// Where a pattern failed to parse; the layout is ICU's (16 is U_PARSE_CONTEXT_LEN).
typedef struct UParseError {
    int32_t line;
    int32_t offset;
    UChar preContext[16];
    UChar postContext[16];
} UParseError;

/// URegexpFlag values.
#define UREGEX_CASE_INSENSITIVE 2
#define UREGEX_MULTILINE 8
#define UREGEX_DOTALL 32

/// UErrorCode values of the regex range (U_REGEX_ERROR_START is 0x10300).
#define U_REGEX_TIME_OUT 0x10312
#define U_REGEX_STOPPED_BY_CALLER 0x10313

typedef UBool URegexMatchCallback(const void *context, int32_t steps);
typedef UBool URegexFindProgressCallback(const void *context, int64_t matchIndex);

#define uregex_open TVC_ICU_NAME(uregex_open)
URegularExpression *uregex_open(const UChar *pattern, int32_t patternLength, uint32_t flags, UParseError *pe,
                                UErrorCode *status);

#define uregex_clone TVC_ICU_NAME(uregex_clone)
URegularExpression *uregex_clone(const URegularExpression *regexp, UErrorCode *status);

#define uregex_close TVC_ICU_NAME(uregex_close)
void uregex_close(URegularExpression *regexp);

#define uregex_setText TVC_ICU_NAME(uregex_setText)
void uregex_setText(URegularExpression *regexp, const UChar *text, int32_t textLength, UErrorCode *status);

#define uregex_setUText TVC_ICU_NAME(uregex_setUText)
void uregex_setUText(URegularExpression *regexp, UText *text, UErrorCode *status);

#define uregex_findNext TVC_ICU_NAME(uregex_findNext)
UBool uregex_findNext(URegularExpression *regexp, UErrorCode *status);

#define uregex_start64 TVC_ICU_NAME(uregex_start64)
int64_t uregex_start64(URegularExpression *regexp, int32_t groupNum, UErrorCode *status);

#define uregex_end64 TVC_ICU_NAME(uregex_end64)
int64_t uregex_end64(URegularExpression *regexp, int32_t groupNum, UErrorCode *status);

#define uregex_setRegion64 TVC_ICU_NAME(uregex_setRegion64)
void uregex_setRegion64(URegularExpression *regexp, int64_t regionStart, int64_t regionLimit, UErrorCode *status);

#define uregex_groupCount TVC_ICU_NAME(uregex_groupCount)
int32_t uregex_groupCount(URegularExpression *regexp, UErrorCode *status);

#define uregex_groupNumberFromName TVC_ICU_NAME(uregex_groupNumberFromName)
int32_t uregex_groupNumberFromName(URegularExpression *regexp, const UChar *groupName, int32_t nameLength,
                                   UErrorCode *status);

#define uregex_useAnchoringBounds TVC_ICU_NAME(uregex_useAnchoringBounds)
void uregex_useAnchoringBounds(URegularExpression *regexp, UBool b, UErrorCode *status);

#define uregex_useTransparentBounds TVC_ICU_NAME(uregex_useTransparentBounds)
void uregex_useTransparentBounds(URegularExpression *regexp, UBool b, UErrorCode *status);

#define uregex_setTimeLimit TVC_ICU_NAME(uregex_setTimeLimit)
void uregex_setTimeLimit(URegularExpression *regexp, int32_t limit, UErrorCode *status);

#define uregex_setMatchCallback TVC_ICU_NAME(uregex_setMatchCallback)
void uregex_setMatchCallback(URegularExpression *regexp, URegexMatchCallback *callback, const void *context,
                             UErrorCode *status);

#define uregex_setFindProgressCallback TVC_ICU_NAME(uregex_setFindProgressCallback)
void uregex_setFindProgressCallback(URegularExpression *regexp, URegexFindProgressCallback *callback,
                                    const void *context, UErrorCode *status);

// MARK: Converters (unicode/ucnv.h, unicode/ucnv_err.h)

typedef struct UConverter UConverter;
typedef struct UConverterToUnicodeArgs UConverterToUnicodeArgs;
typedef struct UConverterFromUnicodeArgs UConverterFromUnicodeArgs;
/// UConverterCallbackReason.
typedef int32_t UConverterCallbackReason;

typedef void (*UConverterToUCallback)(const void *context, UConverterToUnicodeArgs *args, const char *codeUnits,
                                      int32_t length, UConverterCallbackReason reason, UErrorCode *pErrorCode);
typedef void (*UConverterFromUCallback)(const void *context, UConverterFromUnicodeArgs *args,
                                        const UChar *codeUnits, int32_t length, UChar32 codePoint,
                                        UConverterCallbackReason reason, UErrorCode *pErrorCode);

#define ucnv_open TVC_ICU_NAME(ucnv_open)
UConverter *ucnv_open(const char *converterName, UErrorCode *err);

#define ucnv_close TVC_ICU_NAME(ucnv_close)
void ucnv_close(UConverter *converter);

#define ucnv_toUnicode TVC_ICU_NAME(ucnv_toUnicode)
void ucnv_toUnicode(UConverter *converter, UChar **target, const UChar *targetLimit, const char **source,
                    const char *sourceLimit, int32_t *offsets, UBool flush, UErrorCode *err);

#define ucnv_fromUnicode TVC_ICU_NAME(ucnv_fromUnicode)
void ucnv_fromUnicode(UConverter *converter, char **target, const char *targetLimit, const UChar **source,
                      const UChar *sourceLimit, int32_t *offsets, UBool flush, UErrorCode *err);

#define ucnv_setToUCallBack TVC_ICU_NAME(ucnv_setToUCallBack)
void ucnv_setToUCallBack(UConverter *converter, UConverterToUCallback newAction, const void *newContext,
                         UConverterToUCallback *oldAction, const void **oldContext, UErrorCode *err);

#define ucnv_setFromUCallBack TVC_ICU_NAME(ucnv_setFromUCallBack)
void ucnv_setFromUCallBack(UConverter *converter, UConverterFromUCallback newAction, const void *newContext,
                           UConverterFromUCallback *oldAction, const void **oldContext, UErrorCode *err);

#define ucnv_getInvalidChars TVC_ICU_NAME(ucnv_getInvalidChars)
void ucnv_getInvalidChars(const UConverter *converter, char *errBytes, int8_t *len, UErrorCode *err);

#define ucnv_getInvalidUChars TVC_ICU_NAME(ucnv_getInvalidUChars)
void ucnv_getInvalidUChars(const UConverter *converter, UChar *errUChars, int8_t *len, UErrorCode *err);

#define ucnv_toUCountPending TVC_ICU_NAME(ucnv_toUCountPending)
int32_t ucnv_toUCountPending(const UConverter *cnv, UErrorCode *status);

#define ucnv_fromUCountPending TVC_ICU_NAME(ucnv_fromUCountPending)
int32_t ucnv_fromUCountPending(const UConverter *cnv, UErrorCode *status);

#define ucnv_getName TVC_ICU_NAME(ucnv_getName)
const char *ucnv_getName(const UConverter *converter, UErrorCode *err);

#define UCNV_TO_U_CALLBACK_STOP TVC_ICU_NAME(UCNV_TO_U_CALLBACK_STOP)
void UCNV_TO_U_CALLBACK_STOP(const void *context, UConverterToUnicodeArgs *toUArgs, const char *codeUnits,
                             int32_t length, UConverterCallbackReason reason, UErrorCode *err);

#define UCNV_FROM_U_CALLBACK_SUBSTITUTE TVC_ICU_NAME(UCNV_FROM_U_CALLBACK_SUBSTITUTE)
void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, UConverterFromUnicodeArgs *fromUArgs,
                                     const UChar *codeUnits, int32_t length, UChar32 codePoint,
                                     UConverterCallbackReason reason, UErrorCode *err);

#define UCNV_FROM_U_CALLBACK_STOP TVC_ICU_NAME(UCNV_FROM_U_CALLBACK_STOP)
void UCNV_FROM_U_CALLBACK_STOP(const void *context, UConverterFromUnicodeArgs *fromUArgs,
                               const UChar *codeUnits, int32_t length, UChar32 codePoint,
                               UConverterCallbackReason reason, UErrorCode *err);

// MARK: Charset detection (unicode/ucsdet.h)

typedef struct UCharsetDetector UCharsetDetector;
typedef struct UCharsetMatch UCharsetMatch;

#define ucsdet_open TVC_ICU_NAME(ucsdet_open)
UCharsetDetector *ucsdet_open(UErrorCode *status);

#define ucsdet_close TVC_ICU_NAME(ucsdet_close)
void ucsdet_close(UCharsetDetector *ucsd);

#define ucsdet_setText TVC_ICU_NAME(ucsdet_setText)
void ucsdet_setText(UCharsetDetector *ucsd, const char *textIn, int32_t len, UErrorCode *status);

#define ucsdet_detect TVC_ICU_NAME(ucsdet_detect)
const UCharsetMatch *ucsdet_detect(UCharsetDetector *ucsd, UErrorCode *status);

#define ucsdet_getName TVC_ICU_NAME(ucsdet_getName)
const char *ucsdet_getName(const UCharsetMatch *ucsm, UErrorCode *status);

#define ucsdet_getConfidence TVC_ICU_NAME(ucsdet_getConfidence)
int32_t ucsdet_getConfidence(const UCharsetMatch *ucsm, UErrorCode *status);

#ifdef __cplusplus
}
#endif

#endif // U_ICU_VERSION_MAJOR_NUM

#endif // CUNICODE_ICU_DECLARATIONS_H
