#include "TactileResources.h"
#include <stdint.h>

// Defined in resources.S (the bytes of Resources/Fonts/DejaVuSans.ttf and of
// Resources/Themes/default.json followed by a NUL).
extern const unsigned char tactile_font_start[];
extern const unsigned char tactile_font_end[];
extern const char tactile_theme_start[];

const unsigned char *tactile_default_font_bytes(void) { return tactile_font_start; }
size_t tactile_default_font_size(void) {
    return (size_t)((uintptr_t)tactile_font_end - (uintptr_t)tactile_font_start);
}
const char *tactile_default_theme_text(void) { return tactile_theme_start; }
