#ifndef TACTILE_RESOURCES_H
#define TACTILE_RESOURCES_H
#include <stddef.h>

/// DejaVu Sans (Resources/Fonts/DejaVuSans.ttf), embedded at build time.
const unsigned char *tactile_default_font_bytes(void);
size_t tactile_default_font_size(void);

/// The default theme (Resources/Themes/default.json), embedded at build time, NUL-terminated.
const char *tactile_default_theme_text(void);

#endif
