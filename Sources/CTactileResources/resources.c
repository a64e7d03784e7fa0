#include "TactileResources.h"

// Paths are relative to this file; the files live in the package's Resources/ folder.
static const unsigned char font_bytes[] = {
#embed "../../Resources/Fonts/DejaVuSans.ttf"
};

static const char theme_text[] = {
#embed "../../Resources/Themes/default.json"
    , 0
};

const unsigned char *tactile_default_font_bytes(void) { return font_bytes; }
size_t tactile_default_font_size(void) { return sizeof(font_bytes); }
const char *tactile_default_theme_text(void) { return theme_text; }
