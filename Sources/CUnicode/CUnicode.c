// Character properties.
#include "CUnicode.h"

#include "icu_declarations.h"

_Static_assert(CU_EAW_NEUTRAL == U_EA_NEUTRAL && CU_EAW_AMBIGUOUS == U_EA_AMBIGUOUS &&
               CU_EAW_HALFWIDTH == U_EA_HALFWIDTH && CU_EAW_FULLWIDTH == U_EA_FULLWIDTH &&
               CU_EAW_NARROW == U_EA_NARROW && CU_EAW_WIDE == U_EA_WIDE, "CU_EAW_*");
_Static_assert(CU_GC_UNASSIGNED == U_UNASSIGNED && CU_GC_UPPERCASE_LETTER == U_UPPERCASE_LETTER &&
               CU_GC_LOWERCASE_LETTER == U_LOWERCASE_LETTER && CU_GC_TITLECASE_LETTER == U_TITLECASE_LETTER &&
               CU_GC_MODIFIER_LETTER == U_MODIFIER_LETTER && CU_GC_OTHER_LETTER == U_OTHER_LETTER &&
               CU_GC_NON_SPACING_MARK == U_NON_SPACING_MARK && CU_GC_ENCLOSING_MARK == U_ENCLOSING_MARK &&
               CU_GC_COMBINING_SPACING_MARK == U_COMBINING_SPACING_MARK &&
               CU_GC_DECIMAL_DIGIT_NUMBER == U_DECIMAL_DIGIT_NUMBER && CU_GC_LETTER_NUMBER == U_LETTER_NUMBER &&
               CU_GC_OTHER_NUMBER == U_OTHER_NUMBER && CU_GC_SPACE_SEPARATOR == U_SPACE_SEPARATOR &&
               CU_GC_LINE_SEPARATOR == U_LINE_SEPARATOR && CU_GC_PARAGRAPH_SEPARATOR == U_PARAGRAPH_SEPARATOR &&
               CU_GC_CONTROL == U_CONTROL_CHAR && CU_GC_FORMAT == U_FORMAT_CHAR &&
               CU_GC_PRIVATE_USE == U_PRIVATE_USE_CHAR && CU_GC_SURROGATE == U_SURROGATE &&
               CU_GC_DASH_PUNCTUATION == U_DASH_PUNCTUATION && CU_GC_START_PUNCTUATION == U_START_PUNCTUATION &&
               CU_GC_END_PUNCTUATION == U_END_PUNCTUATION &&
               CU_GC_CONNECTOR_PUNCTUATION == U_CONNECTOR_PUNCTUATION &&
               CU_GC_OTHER_PUNCTUATION == U_OTHER_PUNCTUATION && CU_GC_MATH_SYMBOL == U_MATH_SYMBOL &&
               CU_GC_CURRENCY_SYMBOL == U_CURRENCY_SYMBOL && CU_GC_MODIFIER_SYMBOL == U_MODIFIER_SYMBOL &&
               CU_GC_OTHER_SYMBOL == U_OTHER_SYMBOL && CU_GC_INITIAL_PUNCTUATION == U_INITIAL_PUNCTUATION &&
               CU_GC_FINAL_PUNCTUATION == U_FINAL_PUNCTUATION, "CU_GC_*");

int32_t cu_east_asian_width(uint32_t codePoint) {
    if (codePoint > 0x10FFFF) {
        return CU_EAW_NEUTRAL;
    }
    return u_getIntPropertyValue((UChar32)codePoint, UCHAR_EAST_ASIAN_WIDTH);
}

void cu_grapheme_join_flags(uint8_t *table, int32_t count) {
    for (int32_t c = 0; c < count && c <= 0xFFFF; c++) {
        int32_t gcb = u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK);
        uint8_t flags = 0;
        // Surrogates are halves of a code point whose class this table does not know.
        if (c >= 0xD800 && c <= 0xDFFF) {
            flags = CU_JOINS_PREVIOUS | CU_JOINS_NEXT;
        } else if (gcb == 4 /* L */ || gcb == 6 /* LV */ || gcb == 7 /* LVT */ || gcb == 8 /* T */ || gcb == 9 /* V */) {
            // Hangul joins only Hangul (GB6-GB8), and what a Prepend precedes (GB9b).
            flags = CU_HANGUL;
        } else if (gcb != U_GCB_OTHER && gcb != U_GCB_CONTROL && gcb != U_GCB_CR && gcb != U_GCB_LF) {
            // Extend, ZWJ, SpacingMark, Prepend, regional indicators (and the obsolete emoji
            // classes): left to ICU's rules on both sides.
            flags = CU_JOINS_PREVIOUS | CU_JOINS_NEXT;
        }
        table[c] = flags;
    }
}

int32_t cu_general_category(uint32_t codePoint) {
    if (codePoint > 0x10FFFF) {
        return CU_GC_UNASSIGNED;
    }
    return u_charType((UChar32)codePoint);
}
