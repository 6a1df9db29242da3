import CUnicode
import Testing

@Suite struct CharacterPropertyTests {
    @Test func eastAsianWidth() {
        #expect(cu_east_asian_width(0x41) == CU_EAW_NARROW) // A
        #expect(cu_east_asian_width(0x4E2D) == CU_EAW_WIDE) // 中
        #expect(cu_east_asian_width(0xFF21) == CU_EAW_FULLWIDTH) // Ａ
        #expect(cu_east_asian_width(0xFF71) == CU_EAW_HALFWIDTH) // ｱ
        #expect(cu_east_asian_width(0x00A1) == CU_EAW_AMBIGUOUS) // ¡
        #expect(cu_east_asian_width(0x0301) == CU_EAW_AMBIGUOUS) // combining acute
        #expect(cu_east_asian_width(0x1F600) == CU_EAW_WIDE) // 😀
        #expect(cu_east_asian_width(0x0E01) == CU_EAW_NEUTRAL) // Thai
        #expect(cu_east_asian_width(0x110000) == CU_EAW_NEUTRAL)
        #expect(cu_east_asian_width(UInt32.max) == CU_EAW_NEUTRAL)
    }

    @Test func generalCategory() {
        #expect(cu_general_category(0x41) == CU_GC_UPPERCASE_LETTER)
        #expect(cu_general_category(0x61) == CU_GC_LOWERCASE_LETTER)
        #expect(cu_general_category(0x30) == CU_GC_DECIMAL_DIGIT_NUMBER)
        #expect(cu_general_category(0x20) == CU_GC_SPACE_SEPARATOR)
        #expect(cu_general_category(0x0A) == CU_GC_CONTROL)
        #expect(cu_general_category(0x0301) == CU_GC_NON_SPACING_MARK)
        #expect(cu_general_category(0x0903) == CU_GC_COMBINING_SPACING_MARK)
        #expect(cu_general_category(0x200D) == CU_GC_FORMAT)
        #expect(cu_general_category(0x2028) == CU_GC_LINE_SEPARATOR)
        #expect(cu_general_category(0x4E2D) == CU_GC_OTHER_LETTER)
        #expect(cu_general_category(0x1F600) == CU_GC_OTHER_SYMBOL)
        #expect(cu_general_category(0xE000) == CU_GC_PRIVATE_USE)
        #expect(cu_general_category(0xD800) == CU_GC_SURROGATE)
        #expect(cu_general_category(0x2E) == CU_GC_OTHER_PUNCTUATION)
        #expect(cu_general_category(0x0378) == CU_GC_UNASSIGNED)
        #expect(cu_general_category(0x110000) == CU_GC_UNASSIGNED)
    }
}
