// Character widths for a terminal-cell layout: East_Asian_Width and Emoji_Presentation.
#include "CUnicode.h"
#include "icu_declarations.h"

int32_t cu_cell_width_class(uint32_t codePoint) {
    if (codePoint > 0x10FFFF) {
        return CU_CELL_NARROW;
    }
    UChar32 c = (UChar32)codePoint;
    int32_t category = u_charType(c);
    // Marks that combine with what precedes them (and format characters such as ZWJ) take no cell.
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK || category == U_FORMAT_CHAR) {
        return CU_CELL_ZERO;
    }
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) {
        return CU_CELL_WIDE;
    }
    int32_t width = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    if (width == U_EA_WIDE || width == U_EA_FULLWIDTH) {
        return CU_CELL_WIDE;
    }
    return CU_CELL_NARROW;
}

int32_t cu_has_emoji_property(uint32_t codePoint) {
    if (codePoint > 0x10FFFF) {
        return 0;
    }
    return u_hasBinaryProperty((UChar32)codePoint, UCHAR_EMOJI) ? 1 : 0;
}
