// Character set detection through ICU's charset detector (ucsdet), for reading files that carry
// no byte order mark and are not UTF-8: a statistical guess from the bytes, with ICU's confidence.
#include "CUnicode.h"

#include <string.h>
#include "icu_declarations.h"

int32_t cu_detect_charset(const uint8_t *bytes, int32_t length, char *name, int32_t capacity) {
    if (name == NULL || capacity <= 0) {
        return -1;
    }
    name[0] = 0;
    UErrorCode error = U_ZERO_ERROR;
    UCharsetDetector *detector = ucsdet_open(&error);
    if (U_FAILURE(error) || detector == NULL) {
        return -1;
    }
    ucsdet_setText(detector, (const char *)bytes, length, &error);
    const UCharsetMatch *match = U_FAILURE(error) ? NULL : ucsdet_detect(detector, &error);
    int32_t confidence = -1;
    if (match != NULL && U_SUCCESS(error)) {
        const char *found = ucsdet_getName(match, &error);
        int32_t found_confidence = ucsdet_getConfidence(match, &error);
        if (U_SUCCESS(error) && found != NULL && strlen(found) < (size_t)capacity) {
            strcpy(name, found);
            confidence = found_confidence;
        }
    }
    ucsdet_close(detector);
    return confidence;
}
