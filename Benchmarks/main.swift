import TextViewCore
print(TextDocument("hello").length)
