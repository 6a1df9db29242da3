// The UText provider behind cu_break_set_chunked_text.
//
// The provider's native indexes are UTF-16 offsets, and each chunk is the owner's own storage, so
// chunkContents points straight into it and nativeIndexingLimit is the whole chunk: ICU never
// needs the mapping functions, and no text is copied.
#include "ChunkedText.h"

#include "icu_declarations.h"

// An empty chunk for failures and the empty text, so chunkContents is never NULL.
static const UChar emptyChunk[1] = {0};

// Keeps a chunk's length within int32_t (UText's chunkLength), with room to spare on both sides of
// `index`, and without splitting a surrogate pair at the new ends.
static const int64_t maximumChunkHalf = (int64_t)1 << 29;

static void setEmptyChunk(UText *ut, int64_t index) {
    ut->chunkContents = emptyChunk;
    ut->chunkNativeStart = index;
    ut->chunkNativeLimit = index;
    ut->chunkLength = 0;
    ut->chunkOffset = 0;
    ut->nativeIndexingLimit = 0;
}

// Makes the chunk holding `index` (the last chunk for index == length) current; false when the
// owner fails or breaks the callback's contract, leaving an empty chunk at `index`.
static UBool fetchChunk(UText *ut, int64_t index) {
    const CUChunkSource *source = (const CUChunkSource *)ut->context;
    const uint16_t *chunk = NULL;
    int64_t start = 0, count = 0;
    if (source->callback(source->context, index, &chunk, &start, &count) != 0 || chunk == NULL ||
        start < 0 || count < 0 || start > index || start + count > source->length ||
        (index < source->length ? index >= start + count : start + count != source->length)) {
        setEmptyChunk(ut, index);
        return false;
    }
    if (count > 2 * maximumChunkHalf) {
        int64_t low = index - maximumChunkHalf > start ? index - maximumChunkHalf : start;
        int64_t high = index + maximumChunkHalf < start + count ? index + maximumChunkHalf : start + count;
        if (low > start && U16_IS_TRAIL(chunk[low - start]) && U16_IS_LEAD(chunk[low - start - 1])) {
            low -= 1;
        }
        if (high < start + count && U16_IS_TRAIL(chunk[high - start]) && U16_IS_LEAD(chunk[high - start - 1])) {
            high += 1;
        }
        chunk += low - start;
        start = low;
        count = high - low;
    }
    ut->chunkContents = (const UChar *)chunk;
    ut->chunkNativeStart = start;
    ut->chunkNativeLimit = start + count;
    ut->chunkLength = (int32_t)count;
    ut->nativeIndexingLimit = (int32_t)count;
    ut->chunkOffset = (int32_t)(index - start);
    return true;
}

static UBool chunkedAccess(UText *ut, int64_t index, UBool forward) {
    const CUChunkSource *source = (const CUChunkSource *)ut->context;
    int64_t length = source->length;
    if (index < 0) {
        index = 0;
    } else if (index > length) {
        index = length;
    }
    if (forward) {
        // The text at `index` onwards: start <= index < limit.
        if (index >= ut->chunkNativeStart && index < ut->chunkNativeLimit) {
            ut->chunkOffset = (int32_t)(index - ut->chunkNativeStart);
            return true;
        }
        if (index == length) {
            if (ut->chunkNativeLimit != length || ut->chunkContents == NULL) {
                fetchChunk(ut, length);
            }
            ut->chunkOffset = ut->chunkLength;
            return false;
        }
        return fetchChunk(ut, index);
    }
    // The text before `index`: start < index <= limit.
    if (index > ut->chunkNativeStart && index <= ut->chunkNativeLimit) {
        ut->chunkOffset = (int32_t)(index - ut->chunkNativeStart);
        return true;
    }
    if (index == 0) {
        if (ut->chunkNativeStart != 0 || ut->chunkContents == NULL) {
            fetchChunk(ut, 0);
        }
        ut->chunkOffset = 0;
        return false;
    }
    if (!fetchChunk(ut, index - 1)) {
        return false;
    }
    ut->chunkOffset = (int32_t)(index - ut->chunkNativeStart);
    return true;
}

static int64_t chunkedNativeLength(UText *ut) {
    return ((const CUChunkSource *)ut->context)->length;
}

// Moves an index inside a surrogate pair back to the pair's start, as ICU's own providers do.
static int64_t codePointStart(UText *ut, int64_t index) {
    if (index <= 0 || index >= chunkedNativeLength(ut) || !chunkedAccess(ut, index, true)) {
        return index;
    }
    if (!U16_IS_TRAIL(ut->chunkContents[ut->chunkOffset])) {
        return index;
    }
    if (!chunkedAccess(ut, index, false)) {
        return index;
    }
    return U16_IS_LEAD(ut->chunkContents[ut->chunkOffset - 1]) ? index - 1 : index;
}

static int32_t chunkedExtract(UText *ut, int64_t start, int64_t limit, UChar *dest,
                                         int32_t destCapacity, UErrorCode *status) {
    if (U_FAILURE(*status)) {
        return 0;
    }
    if (destCapacity < 0 || (dest == NULL && destCapacity > 0) || start > limit) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    int64_t length = chunkedNativeLength(ut);
    start = start < 0 ? 0 : (start > length ? length : start);
    limit = limit < 0 ? 0 : (limit > length ? length : limit);
    start = codePointStart(ut, start);
    limit = codePointStart(ut, limit);
    if (limit - start > INT32_MAX) {
        *status = U_INDEX_OUTOFBOUNDS_ERROR;
        return 0;
    }
    int32_t total = (int32_t)(limit - start);
    int32_t copied = 0;
    int64_t index = start;
    while (copied < destCapacity && index < limit && chunkedAccess(ut, index, true)) {
        int64_t available = ut->chunkNativeLimit - index;
        if (available > limit - index) {
            available = limit - index;
        }
        if (available > destCapacity - copied) {
            available = destCapacity - copied;
        }
        u_memcpy(dest + copied, ut->chunkContents + ut->chunkOffset, (int32_t)available);
        copied += (int32_t)available;
        index += available;
    }
    // The iteration position is left after the extracted text.
    chunkedAccess(ut, limit, true);
    // The terminating rules of ICU's providers (u_terminateUChars is not public).
    if (total < destCapacity) {
        dest[total] = 0;
    } else if (total == destCapacity) {
        *status = U_STRING_NOT_TERMINATED_WARNING;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return total;
}

// ubrk_setUText keeps a shallow clone, so cloning must work; the clone shares the source.
static UText *chunkedClone(UText *dest, const UText *src, UBool deep, UErrorCode *status) {
    if (U_FAILURE(*status)) {
        return dest;
    }
    if (deep) {
        *status = U_UNSUPPORTED_ERROR;
        return dest;
    }
    dest = utext_setup(dest, 0, status);
    if (U_FAILURE(*status)) {
        return dest;
    }
    dest->providerProperties = src->providerProperties;
    dest->chunkNativeLimit = src->chunkNativeLimit;
    dest->nativeIndexingLimit = src->nativeIndexingLimit;
    dest->chunkNativeStart = src->chunkNativeStart;
    dest->chunkOffset = src->chunkOffset;
    dest->chunkLength = src->chunkLength;
    dest->chunkContents = src->chunkContents;
    dest->pFuncs = src->pFuncs;
    dest->context = src->context;
    return dest;
}

static void chunkedClose(UText *ut) {
    (void)ut;
}

static const UTextFuncs chunkedFuncs = {
    sizeof(UTextFuncs),
    0, 0, 0,
    chunkedClone,
    chunkedNativeLength,
    chunkedAccess,
    chunkedExtract,
    NULL, // replace: read-only
    NULL, // copy: read-only
    NULL, // mapOffsetToNative: native indexes are UTF-16 offsets
    NULL, // mapNativeIndexToUTF16
    chunkedClose,
    NULL, NULL, NULL,
};

void cu_chunked_text_open(UText *ut, const CUChunkSource *source, UErrorCode *status) {
    utext_setup(ut, 0, status);
    if (U_FAILURE(*status)) {
        return;
    }
    ut->pFuncs = &chunkedFuncs;
    ut->context = source;
    ut->providerProperties = (1 << UTEXT_PROVIDER_STABLE_CHUNKS);
    setEmptyChunk(ut, 0);
    ut->chunkContents = NULL;
    chunkedAccess(ut, 0, true);
}
