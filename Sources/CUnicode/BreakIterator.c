#include "CUnicode.h"

#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utypes.h>

struct cu_break_iterator {
    UBreakIterator *icu;
    cu_break_kind kind;
};

static UBreakIteratorType icu_type(cu_break_kind kind) {
    switch (kind) {
    case CU_BREAK_GRAPHEME: return UBRK_CHARACTER;
    case CU_BREAK_WORD: return UBRK_WORD;
    case CU_BREAK_LINE:
    default: return UBRK_LINE;
    }
}

cu_break_iterator *cu_break_iterator_open(cu_break_kind kind, const char *locale, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *icu = ubrk_open(icu_type(kind), locale, NULL, 0, &error);
    *status = (int32_t)error;
    if (U_FAILURE(error) || icu == NULL) {
        return NULL;
    }
    cu_break_iterator *iterator = malloc(sizeof(cu_break_iterator));
    if (iterator == NULL) {
        ubrk_close(icu);
        *status = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    iterator->icu = icu;
    iterator->kind = kind;
    return iterator;
}

int32_t cu_line_break_is_hard(uint16_t unit) {
    switch (u_getIntPropertyValue(unit, UCHAR_LINE_BREAK)) {
    case U_LB_MANDATORY_BREAK:
    case U_LB_CARRIAGE_RETURN:
    case U_LB_LINE_FEED:
    case U_LB_NEXT_LINE:
        return 1;
    default:
        return 0;
    }
}

int32_t cu_contains_hard_break_unit(const uint16_t *text, int32_t length) {
    uint32_t found = 0;
    for (int32_t i = 0; i < length; i++) {
        uint16_t unit = text[i];
        found |= ((uint16_t)(unit - 0x0A) < 4) | (unit == 0x85) | ((unit & 0xFFFE) == 0x2028);
    }
    return found != 0;
}

void cu_break_iterator_close(cu_break_iterator *iterator) {
    if (iterator == NULL) {
        return;
    }
    ubrk_close(iterator->icu);
    free(iterator);
}

int32_t cu_break_iterator_boundaries(cu_break_iterator *iterator,
                                     const uint16_t *text, int32_t length,
                                     int32_t *offsets, uint8_t *flags, int32_t capacity,
                                     int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    ubrk_setText(iterator->icu, (const UChar *)text, length, &error);
    if (U_FAILURE(error)) {
        *status = (int32_t)error;
        return -1;
    }
    int32_t count = 0;
    for (int32_t boundary = ubrk_following(iterator->icu, 0); boundary != UBRK_DONE;
         boundary = ubrk_next(iterator->icu)) {
        if (count < capacity) {
            offsets[count] = boundary;
            if (flags != NULL) {
                int32_t rule = ubrk_getRuleStatus(iterator->icu);
                switch (iterator->kind) {
                case CU_BREAK_LINE:
                    // ICU gives the boundaries its dictionaries find inside a Lao, Khmer or
                    // Myanmar run the status of the rule boundary that ends the run, so a run
                    // before a newline came back as a mandatory break at every word. A break
                    // is mandatory only after a BK, CR, LF or NL character (UAX #14 LB4-LB5).
                    flags[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT && boundary > 0
                                    && cu_line_break_is_hard(text[boundary - 1])) ? 1 : 0;
                    break;
                case CU_BREAK_WORD:
                    flags[count] = rule >= UBRK_WORD_NONE_LIMIT ? 1 : 0;
                    break;
                default:
                    flags[count] = 0;
                    break;
                }
            }
        }
        count++;
    }
    // Detach the iterator from the caller's buffer so that it never outlives it.
    ubrk_setText(iterator->icu, NULL, 0, &error);
    *status = U_ZERO_ERROR;
    return count;
}

const char *cu_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}
