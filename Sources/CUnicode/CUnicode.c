// TEMPORARY: the ICU shim is written in its own change.
#include "CUnicode.h"
