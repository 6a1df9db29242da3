// The link to ICU. Swift never imports this module: the C target CUnicode includes ICU's headers
// in its .c files only (see DESIGN.md, "ICU pitfall").
#include <unicode/ubrk.h>
#include <unicode/utext.h>
#include <unicode/uchar.h>
