/// The text tvedit opens with no FILE: something of everything the layout must get right (wide
/// CJK and emoji, combining marks, tabs, a line long enough to wrap, a control character). It
/// lives only in memory: saving it asks for a path.
public enum SampleDocument {
    /// The sample text.
    public static let text = """
        Welcome to tvedit, a terminal editor made of TextViewCore.
        Ctrl-S save · Ctrl-Q quit · Ctrl-F find · Ctrl-R replace · Ctrl-G go to line

        CJK, two cells each: 日本語のテキスト、中文文本、한국어 텍스트
        Emoji: 😀 👍🏽 👨‍👩‍👧 🇫🇷 ❤️ (one cluster, two cells)
        Combining marks: e\u{301} n\u{303} a\u{30A} Z\u{335}\u{32D} (zero cells each mark)
        Tabs:\tone\ttwo\tthree
        \tindented\t(Enter keeps the indentation)
        A control character shown as a picture: [\u{1}] and an escape: [\u{1B}]
        A long line: The quick brown fox jumps over the lazy dog, and the lazy dog watches the quick brown fox jump again and again, until the line is long enough to wrap at any terminal width one might reasonably use.
        The end.

        """
}
