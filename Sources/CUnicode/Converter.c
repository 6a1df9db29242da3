// Character set conversion through ICU's converters, for reading and writing files in encodings
// other than UTF-8. Both directions stop at every sequence they cannot convert, so that the caller
// decides: report it with its offset, or substitute and go on.
#include "CUnicode.h"

#include <stdlib.h>
#include "icu_declarations.h"

struct CUConverter {
    UConverter *converter;
};

CUConverter *cu_converter_open(const char *name, int32_t substituteOnEncode, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    if (name == NULL || name[0] == 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UConverter *converter = ucnv_open(name, &error);
    if (U_FAILURE(error) || converter == NULL) {
        *status = U_FAILURE(error) ? error : U_FILE_ACCESS_ERROR;
        return NULL;
    }
    ucnv_setToUCallBack(converter, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &error);
    ucnv_setFromUCallBack(converter, substituteOnEncode ? UCNV_FROM_U_CALLBACK_SUBSTITUTE : UCNV_FROM_U_CALLBACK_STOP,
                          NULL, NULL, NULL, &error);
    CUConverter *result = U_FAILURE(error) ? NULL : calloc(1, sizeof(CUConverter));
    if (result == NULL) {
        ucnv_close(converter);
        *status = U_FAILURE(error) ? error : U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->converter = converter;
    *status = U_ZERO_ERROR;
    return result;
}

void cu_converter_close(CUConverter *converter) {
    if (converter == NULL) {
        return;
    }
    ucnv_close(converter->converter);
    free(converter);
}

const char *cu_converter_name(const CUConverter *converter) {
    UErrorCode error = U_ZERO_ERROR;
    const char *name = ucnv_getName(converter->converter, &error);
    return U_FAILURE(error) || name == NULL ? "" : name;
}

// Maps ICU's outcome of one conversion call to CU_CONVERT_*.
static int32_t outcome(UErrorCode error) {
    switch (error) {
    case U_BUFFER_OVERFLOW_ERROR:
        return CU_CONVERT_TARGET_FULL;
    case U_INVALID_CHAR_FOUND:
    case U_TRUNCATED_CHAR_FOUND:
    case U_ILLEGAL_CHAR_FOUND:
    case U_ILLEGAL_ESCAPE_SEQUENCE:
    case U_UNSUPPORTED_ESCAPE_SEQUENCE:
        return CU_CONVERT_INVALID;
    default:
        return U_FAILURE(error) ? -error : CU_CONVERT_DONE;
    }
}

int32_t cu_converter_decode(CUConverter *converter, const uint8_t **source, const uint8_t *sourceLimit,
                            uint16_t **target, uint16_t *targetLimit, int32_t flush, int32_t *invalidLength) {
    UErrorCode error = U_ZERO_ERROR;
    *invalidLength = 0;
    ucnv_toUnicode(converter->converter, (UChar **)target, (const UChar *)targetLimit, (const char **)source,
                   (const char *)sourceLimit, NULL, flush ? 1 : 0, &error);
    int32_t result = outcome(error);
    if (result == CU_CONVERT_INVALID) {
        char bytes[32];
        int8_t length = sizeof(bytes);
        UErrorCode ignored = U_ZERO_ERROR;
        ucnv_getInvalidChars(converter->converter, bytes, &length, &ignored);
        // The converter may already have taken bytes after the invalid sequence (to see that it
        // was invalid); it keeps them to decode next, so they count as not consumed yet.
        int32_t pending = ucnv_toUCountPending(converter->converter, &ignored);
        *invalidLength = U_FAILURE(ignored) ? 0 : length + (pending > 0 ? pending : 0);
    }
    return result;
}

int32_t cu_converter_encode(CUConverter *converter, const uint16_t **source, const uint16_t *sourceLimit,
                            uint8_t **target, uint8_t *targetLimit, int32_t flush, int32_t *invalidLength) {
    UErrorCode error = U_ZERO_ERROR;
    *invalidLength = 0;
    ucnv_fromUnicode(converter->converter, (char **)target, (const char *)targetLimit, (const UChar **)source,
                     (const UChar *)sourceLimit, NULL, flush ? 1 : 0, &error);
    int32_t result = outcome(error);
    if (result == CU_CONVERT_INVALID) {
        UChar units[32];
        int8_t length = sizeof(units) / sizeof(units[0]);
        UErrorCode ignored = U_ZERO_ERROR;
        ucnv_getInvalidUChars(converter->converter, units, &length, &ignored);
        int32_t pending = ucnv_fromUCountPending(converter->converter, &ignored);
        *invalidLength = U_FAILURE(ignored) ? 0 : length + (pending > 0 ? pending : 0);
    }
    return result;
}
