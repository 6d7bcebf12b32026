// Cairo for RichTextRendering: image, PNG, SVG and PDF surfaces, and cairo-ft for the
// FreeType faces the renderer opens on the bundled fonts' bytes.
// Include paths come from pkg-config (cairo pulls in freetype2).
#ifndef RICHTEXT_CCAIRO_SHIM_H
#define RICHTEXT_CCAIRO_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H

#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>

#endif
