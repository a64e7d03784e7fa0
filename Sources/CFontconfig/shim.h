#ifndef TACTILE_CFONTCONFIG_SHIM_H
#define TACTILE_CFONTCONFIG_SHIM_H
// Fontconfig (apt: libfontconfig-dev), used by Rendering/FontConfig.swift to find installed
// fonts by name and the fonts that provide a character the requested font lacks.
#include <fontconfig/fontconfig.h>
#endif
